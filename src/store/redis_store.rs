//! The production store: Redis, shared by any number of bot processes.
//!
//! Every change to a channel is one Lua script, so Redis itself runs the
//! version check and all the writes as one step: one round trip, no
//! WATCH/MULTI retries. Keys (each is `{prefix}:` followed by):
//!
//! - `rec:{channel}` hash `v` (version), `d` (record); `log:{channel}` list
//! - `timers` sorted set: channel scored by due time (unix seconds)
//! - `outbox:seq` counter, `outbox:queue` sorted set of message ids scored by
//!   the time (unix ms, server clock) they may next be taken, `outbox:msg`
//!   hash id → message
//! - `histrec:{id}` hash (the archived record), `histlog:{id}` list,
//!   `history:index` sorted set scored by `history:seq` (newest = highest)
//! - `qrec:{id}` / `qlog:{id}`: a damaged channel's record and log moved
//!   aside as they were (any type), `quarantine:index` sorted set of ids by
//!   time (unix ms), `quarantine:channel` hash id → channel
//! - `games:{user}` set of the channels a user plays in (`Commit::members`)
//! - `live` set of the channels whose game is in progress (`Commit::live`)
//! - `done:{token}`: the version a commit produced, kept for an hour so a
//!   commit retried after a lost reply is recognised instead of applied twice

mod backup;

use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

use redis::{Client, Connection, ErrorKind, RedisError, RedisResult, Script};

use super::{Archived, Commit, CommitOutcome, OutboxItem, Record, Store, StoreError};

/// How long connecting, sending or waiting for a reply may take.
const TIMEOUT: Duration = Duration::from_secs(2);
/// Idle connections kept for reuse; more are closed when returned.
const MAX_IDLE: usize = 8;
/// How long a commit whose reply is missing is sent again before its
/// outcome is given up as unknown.
const RESOLVE_BUDGET: Duration = Duration::from_secs(12);
/// How long a commit's token is remembered for retries (seconds).
const DONE_TTL_SECS: u64 = 3600;
/// Longest outbox lease accepted (ms; larger leases are cut to this).
const MAX_LEASE_MS: u64 = 1 << 40;

/// Version check, record, log, outbox, timer and archive in one step.
/// Returns the new version, or -1 when the stored version is not `expected`.
const COMMIT_LUA: &str = r"
-- KEYS: 1 record, 2 log, 3 timers, 4 outbox seq, 5 outbox queue, 6 outbox msgs,
--       7 history record, 8 history log, 9 history index, 10 history seq, 11 done token,
--       12 live games, then one games-of-user set per membership change
-- ARGV: 1 expected, 2 channel, 3 data, 4 due ('' clears), 5 archive id,
--       6 '1' to archive, 7 done ttl, 8 number of log entries,
--       9 membership changes ('+' join, '-' leave, one per extra key),
--       10 '1' when the game is in progress,
--       then the log entries, then the outbox messages
local done = redis.call('GET', KEYS[11])
if done then return tonumber(done) end
local current = redis.call('HGET', KEYS[1], 'v')
if current then
  current = tonumber(current)
  if not current then return redis.error_reply('CORRUPT record version is not a number') end
else
  current = 0
end
if current ~= tonumber(ARGV[1]) then return -1 end
local version = current + 1
local nlog = tonumber(ARGV[8])
for i = 11, 10 + nlog do redis.call('RPUSH', KEYS[2], ARGV[i]) end
for i = 13, #KEYS do
  if string.sub(ARGV[9], i - 12, i - 12) == '+' then
    redis.call('SADD', KEYS[i], ARGV[2])
  else
    redis.call('SREM', KEYS[i], ARGV[2])
  end
end
if ARGV[10] == '1' and ARGV[6] ~= '1' then
  redis.call('SADD', KEYS[12], ARGV[2])
else
  redis.call('SREM', KEYS[12], ARGV[2])
end
if #ARGV > 10 + nlog then
  local t = redis.call('TIME')
  local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
  for i = 11 + nlog, #ARGV do
    local id = string.format('%016d', redis.call('INCR', KEYS[4]))
    redis.call('HSET', KEYS[6], id, ARGV[i])
    redis.call('ZADD', KEYS[5], now, id)
  end
end
if ARGV[6] == '1' then
  redis.call('DEL', KEYS[7], KEYS[8], KEYS[1])
  redis.call('HSET', KEYS[7], 'v', version, 'd', ARGV[3])
  if redis.call('EXISTS', KEYS[2]) == 1 then redis.call('RENAME', KEYS[2], KEYS[8]) end
  redis.call('ZADD', KEYS[9], redis.call('INCR', KEYS[10]), ARGV[5])
  redis.call('ZREM', KEYS[3], ARGV[2])
else
  redis.call('HSET', KEYS[1], 'v', version, 'd', ARGV[3])
  if ARGV[4] == '' then
    redis.call('ZREM', KEYS[3], ARGV[2])
  else
    redis.call('ZADD', KEYS[3], ARGV[4], ARGV[2])
  end
end
redis.call('SET', KEYS[11], version, 'EX', ARGV[7])
return version
";

/// Claims up to ARGV[1] messages whose lease ran out, leasing them for ARGV[2]
/// ms; returns id, message, id, message, ...
const TAKE_LUA: &str = r"
-- KEYS: 1 outbox queue, 2 outbox msgs
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now, 'LIMIT', 0, ARGV[1])
local out = {}
for _, id in ipairs(ids) do
  local data = redis.call('HGET', KEYS[2], id)
  if data then
    redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), id)
    out[#out + 1] = id
    out[#out + 1] = data
  else
    redis.call('ZREM', KEYS[1], id)
  end
end
return out
";

/// Moves a channel's record and log (of whatever type) aside.
/// Returns 0 when the channel holds nothing, else 1.
const QUARANTINE_LUA: &str = r"
-- KEYS: 1 record, 2 log, 3 timers, 4 quarantined record, 5 quarantined log,
--       6 quarantine index, 7 quarantine channels, 8 live games
-- ARGV: 1 channel, 2 quarantine id
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('RENAME', KEYS[1], KEYS[4])
if redis.call('EXISTS', KEYS[2]) == 1 then redis.call('RENAME', KEYS[2], KEYS[5]) end
redis.call('ZREM', KEYS[3], ARGV[1])
redis.call('SREM', KEYS[8], ARGV[1])
local t = redis.call('TIME')
redis.call('ZADD', KEYS[6], tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000), ARGV[2])
redis.call('HSET', KEYS[7], ARGV[2], ARGV[1])
return 1
";

/// The Redis store. Cheap to share between threads; holds a small pool of
/// connections that are replaced when they fail.
pub struct RedisStore {
    client: Client,
    prefix: String,
    idle: Mutex<Vec<Connection>>,
    commit_script: Script,
    take_script: Script,
    quarantine_script: Script,
}

impl RedisStore {
    /// Connects to `url` (`redis://host:port/db`) and checks the server
    /// answers. Every key starts with `{prefix}:`, so several bots (or
    /// tests) can share one server.
    pub fn open(url: &str, prefix: &str) -> Result<Self, StoreError> {
        // The URL is not repeated: it may hold a password.
        let client = Client::open(url).map_err(|_| {
            StoreError::Config(
                "the Redis URL (--redis or REDIS_URL) does not read as one: \
                 write redis://HOST:PORT/DB, or rediss:// for TLS"
                    .into(),
            )
        })?;
        let store = Self {
            client,
            prefix: prefix.to_owned(),
            idle: Mutex::new(Vec::new()),
            commit_script: Script::new(COMMIT_LUA),
            take_script: Script::new(TAKE_LUA),
            quarantine_script: Script::new(QUARANTINE_LUA),
        };
        store.run(|con| redis::cmd("PING").query::<()>(con))?;
        Ok(store)
    }

    /// The key of one channel's, archived game's or commit's `kind` of data.
    fn key(&self, kind: &str, name: &str) -> String {
        format!("{}:{kind}:{name}", self.prefix)
    }

    /// The key of data shared by all channels.
    fn global(&self, name: &str) -> String {
        format!("{}:{name}", self.prefix)
    }

    fn idle(&self) -> MutexGuard<'_, Vec<Connection>> {
        // A panic elsewhere while holding the lock leaves only a list of
        // connections behind, which is still usable.
        self.idle
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn connect(&self) -> Result<Connection, StoreError> {
        let con = self
            .client
            .get_connection_with_timeout(TIMEOUT)
            .map_err(|e| unavailable(&e))?;
        con.set_read_timeout(Some(TIMEOUT))
            .and_then(|()| con.set_write_timeout(Some(TIMEOUT)))
            .map_err(|e| unavailable(&e))?;
        Ok(con)
    }

    fn put_back(&self, con: Connection) {
        let mut idle = self.idle();
        if idle.len() < MAX_IDLE {
            idle.push(con);
        }
    }

    /// Runs `op` on a pooled connection. A connection that fails is dropped;
    /// if it had been idle in the pool (the server may have restarted or
    /// closed it since) `op` is tried once more on a fresh one, which is safe
    /// because every operation is idempotent or deduplicated by its token.
    fn run<T>(&self, op: impl Fn(&mut Connection) -> RedisResult<T>) -> Result<T, StoreError> {
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
        con: Option<Connection>,
        op: &impl Fn(&mut Connection) -> RedisResult<T>,
    ) -> Result<T, Attempt> {
        let mut con = match con {
            Some(con) => con,
            None => self.connect().map_err(Attempt::NotSent)?,
        };
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
    fn run_commit(
        &self,
        op: impl Fn(&mut Connection) -> RedisResult<i64>,
    ) -> Result<i64, StoreError> {
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

fn store_error(e: &RedisError) -> StoreError {
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

/// A stored version as a number, or why it is not one.
fn parse_version(channel: &str, version: &[u8]) -> Result<u64, StoreError> {
    std::str::from_utf8(version)
        .ok()
        .and_then(|v| v.parse().ok())
        .ok_or_else(|| {
            StoreError::Corrupt(format!(
                "record of channel {channel} has a version that is not a number"
            ))
        })
}

/// `limit` as a Redis count argument.
fn count(limit: usize) -> i64 {
    i64::try_from(limit).unwrap_or(i64::MAX)
}

impl Store for RedisStore {
    fn load(&self, channel: &str) -> Result<Option<Record>, StoreError> {
        let key = self.key("rec", channel);
        let (version, data): (Option<Vec<u8>>, Option<Vec<u8>>) =
            self.run(|con| redis::cmd("HMGET").arg(&key).arg("v").arg("d").query(con))?;
        match (version, data) {
            (None, None) => Ok(None),
            (Some(version), Some(data)) => Ok(Some(Record {
                version: parse_version(channel, &version)?,
                data,
            })),
            _ => Err(StoreError::Corrupt(format!(
                "record of channel {channel} lacks its version or data"
            ))),
        }
    }

    fn commit(
        &self,
        channel: &str,
        expected: u64,
        commit: &Commit,
    ) -> Result<CommitOutcome, StoreError> {
        let token = format!("{:032x}", rand::random::<u128>());
        let archive = commit.archive_as.as_deref().unwrap_or("");
        let mut call = self.commit_script.prepare_invoke();
        call.key(self.key("rec", channel))
            .key(self.key("log", channel))
            .key(self.global("timers"))
            .key(self.global("outbox:seq"))
            .key(self.global("outbox:queue"))
            .key(self.global("outbox:msg"))
            .key(self.key("histrec", archive))
            .key(self.key("histlog", archive))
            .key(self.global("history:index"))
            .key(self.global("history:seq"))
            .key(self.key("done", &token))
            .key(self.global("live"))
            .arg(expected)
            .arg(channel)
            .arg(&commit.data)
            .arg(commit.due.map(|due| due.to_string()).unwrap_or_default())
            .arg(archive)
            .arg(if commit.archive_as.is_some() { "1" } else { "" })
            .arg(DONE_TTL_SECS)
            .arg(commit.log.len());
        let mut changes = String::with_capacity(commit.members.len());
        for m in &commit.members {
            call.key(self.key("games", &m.user));
            changes.push(if m.joined { '+' } else { '-' });
        }
        call.arg(changes).arg(if commit.live { "1" } else { "" });
        for entry in &commit.log {
            call.arg(entry);
        }
        for message in &commit.outbox {
            call.arg(message);
        }
        let version = self.run_commit(|con| call.invoke(con))?;
        Ok(match u64::try_from(version) {
            Ok(version) => CommitOutcome::Saved(version),
            Err(_) => CommitOutcome::Conflict,
        })
    }

    fn log(&self, channel: &str) -> Result<Vec<Vec<u8>>, StoreError> {
        let key = self.key("log", channel);
        self.run(|con| redis::cmd("LRANGE").arg(&key).arg(0).arg(-1).query(con))
    }

    fn outbox_take(&self, limit: usize, lease: Duration) -> Result<Vec<OutboxItem>, StoreError> {
        if limit == 0 {
            return Ok(Vec::new());
        }
        let lease_ms = u64::try_from(lease.as_millis())
            .unwrap_or(MAX_LEASE_MS)
            .min(MAX_LEASE_MS);
        let mut call = self.take_script.prepare_invoke();
        call.key(self.global("outbox:queue"))
            .key(self.global("outbox:msg"))
            .arg(count(limit))
            .arg(lease_ms);
        let flat: Vec<Vec<u8>> = self.run(|con| call.invoke(con))?;
        let mut items = Vec::with_capacity(flat.len() / 2);
        let mut fields = flat.into_iter();
        while let (Some(id), Some(data)) = (fields.next(), fields.next()) {
            let id = String::from_utf8(id)
                .map_err(|_| StoreError::Corrupt("outbox id is not text".into()))?;
            items.push(OutboxItem { id, data });
        }
        Ok(items)
    }

    fn outbox_ack(&self, id: &str) -> Result<(), StoreError> {
        let queue = self.global("outbox:queue");
        let messages = self.global("outbox:msg");
        self.run(|con| {
            redis::pipe()
                .atomic()
                .cmd("ZREM")
                .arg(&queue)
                .arg(id)
                .ignore()
                .cmd("HDEL")
                .arg(&messages)
                .arg(id)
                .ignore()
                .query::<()>(con)
        })
    }

    fn due(&self, now: u64, limit: usize) -> Result<Vec<String>, StoreError> {
        if limit == 0 {
            return Ok(Vec::new());
        }
        let key = self.global("timers");
        self.run(|con| {
            redis::cmd("ZRANGEBYSCORE")
                .arg(&key)
                .arg("-inf")
                .arg(now)
                .arg("LIMIT")
                .arg(0)
                .arg(count(limit))
                .query(con)
        })
    }

    fn archived(&self, id: &str) -> Result<Option<Archived>, StoreError> {
        let record = self.key("histrec", id);
        let log = self.key("histlog", id);
        let (data, log): (Option<Vec<u8>>, Vec<Vec<u8>>) = self.run(|con| {
            redis::pipe()
                .cmd("HGET")
                .arg(&record)
                .arg("d")
                .cmd("LRANGE")
                .arg(&log)
                .arg(0)
                .arg(-1)
                .query(con)
        })?;
        Ok(data.map(|data| Archived { data, log }))
    }

    fn history(&self, limit: usize) -> Result<Vec<String>, StoreError> {
        if limit == 0 {
            return Ok(Vec::new());
        }
        let key = self.global("history:index");
        self.run(|con| {
            redis::cmd("ZREVRANGE")
                .arg(&key)
                .arg(0)
                .arg(count(limit) - 1)
                .query(con)
        })
    }

    fn quarantine(&self, channel: &str) -> Result<Option<String>, StoreError> {
        let id = format!("{channel}-{:016x}", rand::random::<u64>());
        let mut call = self.quarantine_script.prepare_invoke();
        call.key(self.key("rec", channel))
            .key(self.key("log", channel))
            .key(self.global("timers"))
            .key(self.key("qrec", &id))
            .key(self.key("qlog", &id))
            .key(self.global("quarantine:index"))
            .key(self.global("quarantine:channel"))
            .key(self.global("live"))
            .arg(channel)
            .arg(&id);
        let moved: i64 = self.run(|con| call.invoke(con))?;
        Ok((moved == 1).then_some(id))
    }

    fn channels_of(&self, user: &str) -> Result<Vec<String>, StoreError> {
        let key = self.key("games", user);
        self.run(|con| redis::cmd("SMEMBERS").arg(&key).query(con))
    }

    fn live_games(&self) -> Result<u64, StoreError> {
        let key = self.global("live");
        self.run(|con| redis::cmd("SCARD").arg(&key).query(con))
    }
}
