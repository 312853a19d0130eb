//! Commits confirmed only once the replicas hold them. A Redis replica
//! copies its master's writes asynchronously, so a master that dies right
//! after answering can take a confirmed commit with it when its replica
//! takes over (a Redis Cluster failover). Each commit is therefore followed,
//! on the same connection, by `WAIT` for the replicas its node has; a commit
//! they do not confirm in time is reported as sent but not confirmed, so it
//! is sent again (its token keeps it from applying twice) until they do.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

use redis::{Cmd, RedisError, RedisResult, Script, Value};

use super::pool::Con;

/// How long one commit waits for its node's replicas.
pub(super) const REPLICA_WAIT: Duration = Duration::from_secs(1);
/// How long a node's count of replicas is trusted before it is asked again.
const RECOUNT_AFTER: Duration = Duration::from_secs(5);

/// How many replicas serve each hash slot's master, as last asked.
pub(super) struct Replicas {
    seen: Mutex<HashMap<u16, (usize, Instant)>>,
    /// Whether the server refused to say (told in the log once).
    refused: AtomicBool,
}

impl Replicas {
    pub(super) fn new() -> Self {
        Self {
            seen: Mutex::new(HashMap::new()),
            refused: AtomicBool::new(false),
        }
    }

    /// Runs `cmd` (an `EVALSHA` of the commit `script`) on the
    /// node serving `slot`, then waits until that node's replicas have it.
    /// A commit the replicas do not confirm is an I/O timeout: its outcome
    /// is not known yet, so the caller sends it again.
    pub(super) fn commit(
        &self,
        con: &mut Con,
        slot: u16,
        script: &Script,
        cmd: &Cmd,
    ) -> RedisResult<Value> {
        let want = self.count(con, slot)?;
        let (reply, acked) = match con.script_then_wait(cmd, want, REPLICA_WAIT) {
            Err(e) if e.code() == Some("NOSCRIPT") => {
                script.load(con.like())?;
                con.script_then_wait(cmd, want, REPLICA_WAIT)?
            }
            other => other?,
        };
        if conflict(&reply) || acked >= want {
            return Ok(reply);
        }
        let now = self.recount(con, slot)?;
        if now <= acked {
            // The replicas that did not answer are gone: none can take over
            // with an older copy, and there is nothing more to wait for.
            tracing::warn!("a commit was confirmed by {acked} of {want} replicas; {now} remain");
            return Ok(reply);
        }
        Err(RedisError::from(std::io::Error::new(
            std::io::ErrorKind::TimedOut,
            format!("{acked} of {want} replicas confirmed a commit within {REPLICA_WAIT:?}"),
        )))
    }

    /// The replicas of the master of `slot`, asked again when the count is
    /// older than [`RECOUNT_AFTER`].
    fn count(&self, con: &mut Con, slot: u16) -> RedisResult<usize> {
        let known = self.seen().get(&slot).copied();
        match known {
            Some((count, at)) if at.elapsed() < RECOUNT_AFTER => Ok(count),
            _ => self.recount(con, slot),
        }
    }

    /// Asks the master of `slot` how many replicas are in sync with it.
    fn recount(&self, con: &mut Con, slot: u16) -> RedisResult<usize> {
        let role: Value = match con.on_slot(slot, &redis::cmd("ROLE")) {
            Err(e) if e.code() == Some("NOPERM") => {
                if !self.refused.swap(true, Ordering::Relaxed) {
                    tracing::warn!(
                        "Redis refuses ROLE to the bot's user, so commits do not wait for \
                         replicas and a failover may lose confirmed moves: allow it \
                         (ACL SETUSER <user> +role)"
                    );
                }
                Value::Nil
            }
            other => other?,
        };
        let count = online_replicas(&role);
        self.seen().insert(slot, (count, Instant::now()));
        Ok(count)
    }

    fn seen(&self) -> std::sync::MutexGuard<'_, HashMap<u16, (usize, Instant)>> {
        // Only counts are kept: a poisoned map is still right or refreshed.
        self.seen.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// The replicas a `ROLE` reply lists (a master lists those in sync; any
/// other role has none).
fn online_replicas(role: &Value) -> usize {
    match role {
        Value::Array(items) => match (items.first(), items.get(2)) {
            (Some(Value::BulkString(kind)), Some(Value::Array(replicas)))
                if kind.as_slice() == b"master" =>
            {
                replicas.len()
            }
            _ => 0,
        },
        _ => 0,
    }
}

/// Whether a commit script's reply is a lost race (-1): nothing was written,
/// so there is nothing for replicas to confirm.
fn conflict(reply: &Value) -> bool {
    matches!(reply, Value::Int(v) if *v < 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bulk(s: &str) -> Value {
        Value::BulkString(s.as_bytes().to_vec())
    }

    #[test]
    fn role_replies_count_a_masters_replicas_only() {
        let replica = Value::Array(vec![bulk("127.0.0.1"), bulk("7001"), bulk("120")]);
        let master = Value::Array(vec![
            bulk("master"),
            Value::Int(120),
            Value::Array(vec![replica]),
        ]);
        assert_eq!(online_replicas(&master), 1);
        let alone = Value::Array(vec![bulk("master"), Value::Int(0), Value::Array(vec![])]);
        assert_eq!(online_replicas(&alone), 0);
        let slave = Value::Array(vec![bulk("slave"), bulk("127.0.0.1"), Value::Int(7000)]);
        assert_eq!(online_replicas(&slave), 0);
        assert_eq!(online_replicas(&Value::Nil), 0);
    }
}
