//! Connections of the Redis store: to one server or to a Redis Cluster,
//! pooled, replaced when they fail, with commits retried until their
//! outcome is known.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

use redis::cluster::{ClusterClient, ClusterConnection, cluster_pipe};
use redis::cluster_routing::{Route, RoutingInfo, SingleNodeRoutingInfo, SlotAddr};
use redis::{
    Client, Cmd, Connection, ConnectionLike, ErrorKind, FromRedisValue, Pipeline, RedisError,
    RedisResult, Value,
};

use crate::store::StoreError;

/// How long connecting, sending or waiting for a reply may take.
pub(super) const TIMEOUT: Duration = Duration::from_secs(2);
/// Idle connections kept for reuse; more are closed when returned.
const MAX_IDLE: usize = 8;
/// How long a commit whose reply is missing is sent again before its
/// outcome is given up as unknown.
const RESOLVE_BUDGET: Duration = Duration::from_secs(12);
/// The scheme of a cluster URL.
const CLUSTER_SCHEME: &str = "redis+cluster://";

/// What connections are opened to.
enum Backend {
    Single(Client),
    Cluster(ClusterClient),
}

/// One connection: to the server, or to every node of the cluster.
pub(super) enum Con {
    Single(Connection),
    Cluster(Box<ClusterConnection>),
}

impl Con {
    /// The connection for commands and scripts (a cluster routes each by
    /// its first key).
    pub(super) fn like(&mut self) -> &mut dyn ConnectionLike {
        match self {
            Con::Single(con) => con,
            Con::Cluster(con) => con.as_mut(),
        }
    }

    /// Runs independent commands (one per space, say) in one pipeline: one
    /// round trip on a server, one per node in a cluster, sent together.
    pub(super) fn fan_out<T: FromRedisValue>(&mut self, cmds: Vec<Cmd>) -> RedisResult<Vec<T>> {
        if cmds.is_empty() {
            return Ok(Vec::new());
        }
        match self {
            Con::Single(con) => {
                let mut pipe = redis::pipe();
                for cmd in cmds {
                    pipe.add_command(cmd);
                }
                pipe.query(con)
            }
            Con::Cluster(con) => {
                let mut pipe = cluster_pipe();
                for cmd in cmds {
                    pipe.add_command(cmd);
                }
                pipe.query(con)
            }
        }
    }

    /// Runs an atomic pipeline (MULTI ... EXEC) whose keys share one slot;
    /// a cluster sends it to that slot's node.
    pub(super) fn transaction(&mut self, pipe: &Pipeline) -> RedisResult<()> {
        match self {
            Con::Single(con) => pipe.query(con),
            Con::Cluster(con) => {
                // A cluster connection refuses pipelines, but routes a
                // packed transaction by its first command.
                let packed = pipe.get_packed_pipeline();
                let mut reply = con.req_packed_commands(&packed, pipe.len() + 1, 1)?;
                match reply.pop() {
                    Some(Value::Array(items)) => Value::Array(items).extract_error().map(drop),
                    _ => Err(RedisError::from((
                        ErrorKind::UnexpectedReturnType,
                        "a transaction was not executed",
                    ))),
                }
            }
        }
    }

    /// Runs `script` and, when `replicas` is not 0, `WAIT` for that many
    /// replicas on the same connection, in one round trip; returns the
    /// script's reply and how many replicas confirmed it.
    pub(super) fn script_then_wait(
        &mut self,
        script: &Cmd,
        replicas: usize,
        wait: Duration,
    ) -> RedisResult<(Value, usize)> {
        if replicas == 0 {
            return Ok((script.query(self.like())?, 0));
        }
        let mut pipe = redis::pipe();
        pipe.add_command(script.clone())
            .cmd("WAIT")
            .arg(replicas)
            .arg(wait.as_millis().max(1) as u64);
        // One request; a cluster sends it to the node of the script's first
        // key, so WAIT follows the script on that node's connection. A
        // script's error (NOSCRIPT after a restart) comes back as itself.
        let replies = self
            .like()
            .req_packed_commands(&pipe.get_packed_pipeline(), 0, 2)?;
        let replies = Value::Array(replies).extract_error()?;
        Ok(redis::from_redis_value(replies)?)
    }

    /// Runs a command without keys (SCAN) on the node serving `slot`.
    pub(super) fn on_slot<T: FromRedisValue>(&mut self, slot: u16, cmd: &Cmd) -> RedisResult<T> {
        match self {
            Con::Single(con) => cmd.query(con),
            Con::Cluster(con) => {
                let route = Route::new(slot, SlotAddr::Master);
                let value: Value = con.route_command(
                    cmd,
                    RoutingInfo::SingleNode(SingleNodeRoutingInfo::SpecificNode(route)),
                )?;
                Ok(redis::from_redis_value(value)?)
            }
        }
    }
}

/// A small pool of connections to one server or one cluster.
pub(super) struct Pool {
    backend: Backend,
    /// A client for each server a subscription may follow: the one
    /// server, or every seed node of a cluster (which delivers a plain
    /// `PUBLISH` to every node's subscribers).
    followed: Vec<Client>,
    idle: Mutex<Vec<Con>>,
    /// Requests sent so far (a command, pipeline or script is one).
    sent: AtomicU64,
}

impl Pool {
    /// A pool for `url`: `redis://HOST:PORT/DB` for one server, or
    /// `redis+cluster://[USER:PASSWORD@]HOST:PORT,HOST:PORT,...` for a
    /// cluster. Connects nothing yet.
    pub(super) fn new(url: &str) -> Result<Self, StoreError> {
        // The URL is never repeated: it may hold a password.
        let seeds = cluster_seeds(url);
        let followed = match &seeds {
            Some(seeds) => seeds
                .iter()
                .filter_map(|s| Client::open(s.as_str()).ok())
                .collect(),
            None => Client::open(url).ok().into_iter().collect(),
        };
        let backend = match seeds {
            Some(seeds) => ClusterClient::builder(seeds)
                .connection_timeout(TIMEOUT)
                .response_timeout(TIMEOUT)
                .build()
                .ok()
                .map(Backend::Cluster),
            None if url.starts_with(CLUSTER_SCHEME) => None,
            None => Client::open(url).ok().map(Backend::Single),
        };
        let backend = backend.ok_or_else(|| {
            StoreError::Config(
                "the Redis URL (--redis or REDIS_URL) does not read as one: write \
                 redis://HOST:PORT/DB (rediss:// for TLS), or for a Redis Cluster \
                 redis+cluster://HOST:PORT,HOST:PORT,... (a password goes before the \
                 first host as :PASSWORD@)"
                    .into(),
            )
        })?;
        Ok(Self {
            backend,
            followed,
            idle: Mutex::new(Vec::new()),
            sent: AtomicU64::new(0),
        })
    }

    /// Requests sent so far: each command, pipeline or script is one round
    /// trip (a read of every cluster partition, one per call).
    pub(super) fn sent(&self) -> u64 {
        self.sent.load(Ordering::Relaxed)
    }

    /// Clients for a connection of its own such as a subscription: the
    /// server's, or each cluster seed node's, to be tried in turn.
    pub(super) fn followed(&self) -> Vec<Client> {
        self.followed.clone()
    }

    /// Whether the pool talks to a Redis Cluster.
    pub(super) fn is_cluster(&self) -> bool {
        matches!(self.backend, Backend::Cluster(_))
    }

    fn idle(&self) -> MutexGuard<'_, Vec<Con>> {
        // A panic elsewhere while holding the lock leaves only a list of
        // connections behind, which is still usable.
        self.idle
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// A fresh connection.
    pub(super) fn connect(&self) -> Result<Con, StoreError> {
        match &self.backend {
            Backend::Single(client) => {
                let con = client
                    .get_connection_with_timeout(TIMEOUT)
                    .map_err(|e| unavailable(&e))?;
                con.set_read_timeout(Some(TIMEOUT))
                    .and_then(|()| con.set_write_timeout(Some(TIMEOUT)))
                    .map_err(|e| unavailable(&e))?;
                Ok(Con::Single(con))
            }
            Backend::Cluster(client) => client
                .get_connection()
                .map(|con| Con::Cluster(Box::new(con)))
                .map_err(|e| unavailable(&e)),
        }
    }

    fn put_back(&self, con: Con) {
        let mut idle = self.idle();
        if idle.len() < MAX_IDLE {
            idle.push(con);
        }
    }

    /// Runs `op` on a pooled connection. A connection that fails is dropped;
    /// if it had been idle in the pool (the server may have restarted or
    /// closed it since) `op` is tried once more on a fresh one, which is safe
    /// because every operation is idempotent or deduplicated by its token.
    pub(super) fn run<T>(&self, op: impl Fn(&mut Con) -> RedisResult<T>) -> Result<T, StoreError> {
        let pooled = self.idle().pop();
        let was_pooled = pooled.is_some();
        match self.attempt(pooled, &op) {
            Ok(value) => Ok(value),
            Err(Attempt::Sent(e)) if was_pooled && !e.is_timeout() => {
                self.attempt(None, &op).map_err(Attempt::into_error)
            }
            Err(failure) => Err(failure.into_error()),
        }
    }

    /// One try of `op` on `con` (or a fresh connection), keeping the
    /// connection for reuse unless it broke.
    fn attempt<T>(
        &self,
        con: Option<Con>,
        op: &impl Fn(&mut Con) -> RedisResult<T>,
    ) -> Result<T, Attempt> {
        let mut con = match con {
            Some(con) => con,
            None => self.connect().map_err(Attempt::NotSent)?,
        };
        self.sent.fetch_add(1, Ordering::Relaxed);
        match op(&mut con) {
            Ok(value) => {
                self.put_back(con);
                Ok(value)
            }
            Err(e) if breaks_connection(&e) => Err(Attempt::Sent(e)),
            Err(e) => {
                self.put_back(con);
                Err(Attempt::Answered(e))
            }
        }
    }

    /// Runs a commit deduplicated by its token until its outcome is known.
    /// A commit whose reply was lost or late may have been applied, so it is
    /// sent again (on a fresh connection) until Redis answers: the token makes
    /// the repeat report the first one's version instead of applying twice.
    /// Only when Redis stays silent for [`RESOLVE_BUDGET`] after a send is the
    /// outcome [`StoreError::Unknown`].
    pub(super) fn run_commit<T>(
        &self,
        op: impl Fn(&mut Con) -> RedisResult<T>,
    ) -> Result<T, StoreError> {
        let deadline = Instant::now() + RESOLVE_BUDGET;
        let mut con = self.idle().pop();
        let mut sent: Option<RedisError> = None;
        let mut pause = Duration::from_millis(50);
        loop {
            match self.attempt(con.take(), &op) {
                Ok(version) => return Ok(version),
                Err(Attempt::Answered(e)) => return Err(store_error(&e)),
                Err(Attempt::NotSent(e)) if sent.is_none() && Instant::now() >= deadline => {
                    return Err(e);
                }
                Err(Attempt::NotSent(_)) => {}
                Err(Attempt::Sent(e)) => sent = Some(e),
            }
            if Instant::now() >= deadline {
                let last = sent.map_or_else(String::new, |e| e.to_string());
                return Err(StoreError::Unknown(format!(
                    "Redis did not confirm a commit within {RESOLVE_BUDGET:?}: {last}"
                )));
            }
            std::thread::sleep(pause);
            pause = (pause * 2).min(Duration::from_secs(1));
        }
    }
}

/// The node URLs of a `redis+cluster://` URL; `None` if it is not one or
/// does not read as one.
fn cluster_seeds(url: &str) -> Option<Vec<String>> {
    let rest = url.strip_prefix(CLUSTER_SCHEME)?;
    let (rest, database) = rest.split_once('/').unwrap_or((rest, ""));
    if !matches!(database, "" | "0") {
        return None; // a cluster has only database 0
    }
    let (auth, hosts) = match rest.rsplit_once('@') {
        Some((auth, hosts)) => (format!("{auth}@"), hosts),
        None => (String::new(), rest),
    };
    let seeds: Vec<String> = hosts
        .split(',')
        .map(|host| format!("redis://{auth}{host}/"))
        .collect();
    hosts
        .split(',')
        .all(|host| !host.is_empty() && !host.contains(['@', '?', '#']))
        .then_some(seeds)
}

/// How one try of an operation failed.
enum Attempt {
    /// No connection: the operation never reached Redis.
    NotSent(StoreError),
    /// The connection failed after the request may have gone out.
    Sent(RedisError),
    /// Redis answered with an error.
    Answered(RedisError),
}

impl Attempt {
    fn into_error(self) -> StoreError {
        match self {
            Attempt::NotSent(e) => e,
            Attempt::Sent(e) | Attempt::Answered(e) => store_error(&e),
        }
    }
}

/// Whether the connection that produced `e` must be thrown away.
fn breaks_connection(e: &RedisError) -> bool {
    e.is_io_error() || e.is_timeout() || e.is_connection_dropped() || e.is_unrecoverable_error()
}

fn unavailable(e: &RedisError) -> StoreError {
    if e.is_timeout() {
        StoreError::Unavailable(format!("Redis did not answer within {TIMEOUT:?}"))
    } else {
        StoreError::Unavailable(format!("Redis: {e}"))
    }
}

/// What a Redis error means for the store.
pub(super) fn store_error(e: &RedisError) -> StoreError {
    let damaged = matches!(
        e.kind(),
        ErrorKind::UnexpectedReturnType | ErrorKind::Parse
    ) || matches!(e.code(), Some("CORRUPT" | "WRONGTYPE"))
        // A script's error carries the failed command's error in its text.
        || e.to_string().contains("WRONGTYPE");
    if damaged {
        StoreError::Corrupt(format!("Redis: {e}"))
    } else {
        unavailable(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cluster_urls_name_every_node_with_the_same_password() {
        assert_eq!(
            cluster_seeds("redis+cluster://127.0.0.1:7000,127.0.0.1:7001/"),
            Some(vec![
                "redis://127.0.0.1:7000/".to_owned(),
                "redis://127.0.0.1:7001/".to_owned()
            ])
        );
        assert_eq!(
            cluster_seeds("redis+cluster://:pa@ss@h:1"),
            Some(vec!["redis://:pa@ss@h:1/".to_owned()])
        );
        assert_eq!(cluster_seeds("redis://127.0.0.1:6379/"), None);
        for bad in [
            "redis+cluster://",
            "redis+cluster://h:1,,h:2",
            "redis+cluster://h:1/3",
            "redis+cluster://h:1?x=y",
        ] {
            assert_eq!(cluster_seeds(bad), None, "{bad}");
        }
    }

    #[test]
    fn malformed_urls_are_settings_errors_that_keep_the_password_secret() {
        for bad in [
            "redis+cluster://:secret@",
            "redis+cluster://:secret@h:1/7",
            "redis+cluster://:secret@h:notaport",
            "redis//:secret@h",
        ] {
            match Pool::new(bad) {
                Err(StoreError::Config(why)) => assert!(!why.contains("secret"), "{why}"),
                Err(other) => panic!("{bad}: expected Config, got {other:?}"),
                Ok(_) => panic!("{bad}: accepted"),
            }
        }
        assert!(
            Pool::new("redis+cluster://127.0.0.1:7000")
                .unwrap()
                .is_cluster()
        );
        assert!(!Pool::new("redis://127.0.0.1:7000/").unwrap().is_cluster());
    }
}
