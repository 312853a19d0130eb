//! The production store: Redis, shared by any number of bot processes; one
//! server, or a Redis Cluster when the URL says `redis+cluster://`.
//!
//! Every change to a channel is one Lua script, so Redis itself runs the
//! version check and all the writes as one step: one round trip, no
//! WATCH/MULTI retries. Keys (each is `{prefix}:` followed by; in a cluster
//! `{{prefix}.pNN}:`, the hash tag of the channel's partition, see
//! docs/redis-cluster.md):
//!
//! - `rec:{channel}` hash `v` (version), `d` (record); `log:{channel}` list
//! - `timers` sorted set: channel scored by due time (unix seconds);
//!   `timers:failed` hash channel → how often its timer could not fire
//! - `outbox:seq` counter, `outbox:queue` sorted set of message ids scored by
//!   the time (unix ms, server clock) they may next be taken, `outbox:msg`
//!   hash id → message (in a cluster ids start with `pNN.`)
//! - `histrec:{id}` hash (the archived record), `histlog:{id}` list,
//!   `history:index` sorted set scored by `history:seq` (newest = highest;
//!   never below the server clock in µs, so partitions merge in order)
//! - `qrec:{id}` / `qlog:{id}`: a damaged channel's record and log moved
//!   aside as they were (any type), `quarantine:index` sorted set of ids by
//!   time (unix ms), `quarantine:channel` hash id → channel
//! - `games:{user}` set of the channels a user plays in (`Commit::members`)
//! - `live` set of the channels whose game is in progress (`Commit::live`)
//! - `done:{token}`: the version a commit produced, kept for an hour so a
//!   commit retried after a lost reply is recognised instead of applied twice
//!
//! A commit is confirmed only once the replicas of its node hold it (`WAIT`,
//! see [`replicas`]), so a failover never loses a confirmed commit.

mod backup;
mod changes;
mod layout;
mod own;
mod pool;
mod replicas;
mod scripts;

use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use redis::{Cmd, RedisResult, Script, Value};

use super::{Archived, Commit, CommitOutcome, OutboxItem, Record, Store, StoreError};
use layout::{Layout, Space, key_slot};
use pool::Pool;
use replicas::Replicas;
use scripts::{
    COMMIT_LUA, LEASE_LUA, NEXT_SEQ_LUA, QUARANTINE_LUA, RESCHEDULE_LUA, TAKE_LUA, TIMER_FAILED_LUA,
};

/// How long a commit's token is remembered for retries (seconds).
const DONE_TTL_SECS: u64 = 3600;
/// Longest outbox lease accepted (ms; larger leases are cut to this).
const MAX_LEASE_MS: u64 = 1 << 40;

/// The Redis store. Cheap to share between threads; holds a small pool of
/// connections that are replaced when they fail.
pub struct RedisStore {
    pool: Pool,
    layout: Layout,
    commit_script: Script,
    take_script: Script,
    seq_script: Script,
    quarantine_script: Script,
    lease_script: Script,
    reschedule_script: Script,
    failed_script: Script,
    /// The partition an outbox take starts at, turning, so a busy
    /// partition does not starve the others.
    next_take: AtomicUsize,
    /// Where commits are published, and the readers of them here.
    changes: changes::Feed,
    /// The messages this process committed, once it delivers its own
    /// ([`Store::deliver_own`]).
    own: OnceLock<own::Own>,
    /// How many replicas each commit waits for.
    replicas: Replicas,
}

impl RedisStore {
    /// Connects to `url` (`redis://host:port/db`, or
    /// `redis+cluster://host:port,host:port,...` for a Redis Cluster) and
    /// checks the server (every partition's node) answers. Every key starts with `{prefix}:` (in a
    /// cluster `{{prefix}.pNN}:`), so several bots (or tests) can share one
    /// server.
    pub fn open(url: &str, prefix: &str) -> Result<Self, StoreError> {
        let pool = Pool::new(url)?;
        let layout = if pool.is_cluster() {
            Layout::partitioned(prefix).ok_or_else(|| {
                StoreError::Config(format!(
                    "a Redis Cluster key prefix may not hold braces: {prefix}"
                ))
            })?
        } else {
            Layout::single(prefix)
        };
        let store = Self {
            pool,
            layout,
            commit_script: Script::new(COMMIT_LUA),
            take_script: Script::new(TAKE_LUA),
            seq_script: Script::new(NEXT_SEQ_LUA),
            quarantine_script: Script::new(QUARANTINE_LUA),
            lease_script: Script::new(LEASE_LUA),
            reschedule_script: Script::new(RESCHEDULE_LUA),
            failed_script: Script::new(TIMER_FAILED_LUA),
            next_take: AtomicUsize::new(0),
            changes: changes::Feed::new(prefix),
            own: OnceLock::new(),
            replicas: Replicas::new(),
        };
        let spaces = store.layout.spaces();
        store.pool.run(|con| {
            let pings = spaces.iter().map(|space| {
                let mut cmd = redis::cmd("EXISTS");
                cmd.arg(space.global("live"));
                cmd
            });
            con.fan_out::<u8>(pings.collect()).map(drop)
        })?;
        Ok(store)
    }

    /// Round trips to the server so far: each command, pipeline or script
    /// sent is one (for the benchmarks).
    pub fn round_trips(&self) -> u64 {
        self.pool.sent()
    }

    /// Runs one read per space (one round trip per node) and returns the
    /// replies in the order of [`Layout::spaces`].
    fn each_space<T: redis::FromRedisValue>(
        &self,
        cmd: impl Fn(&Space) -> Cmd,
    ) -> Result<Vec<T>, StoreError> {
        let cmds: Vec<Cmd> = self.layout.spaces().iter().map(cmd).collect();
        self.pool.run(|con| con.fan_out(cmds.clone()))
    }

    /// Claims up to `limit` messages from one space.
    fn take_from(
        &self,
        space: &Space,
        limit: usize,
        lease_ms: u64,
    ) -> Result<Vec<Vec<u8>>, StoreError> {
        let mut call = self.take_script.prepare_invoke();
        call.key(space.global("outbox:queue"))
            .key(space.global("outbox:msg"))
            .arg(count(limit))
            .arg(lease_ms);
        self.pool.run(|con| call.invoke(con.like()))
    }

    /// Leases up to `limit` timers of one space scored at most `upto`;
    /// returns them with their scores.
    fn lease_from(
        &self,
        space: &Space,
        upto: f64,
        limit: usize,
        until: u64,
    ) -> Result<Vec<(String, f64)>, StoreError> {
        let mut call = self.lease_script.prepare_invoke();
        call.key(space.global("timers"))
            .arg(upto)
            .arg(count(limit))
            .arg(until);
        self.pool.run(|con| call.invoke(con.like()))
    }

    /// Per space, its oldest `limit` due timers with their scores (one
    /// pipelined read).
    fn due_by_space(&self, now: u64, limit: usize) -> Result<Vec<Vec<(String, f64)>>, StoreError> {
        self.each_space(|space| {
            let mut cmd = redis::cmd("ZRANGEBYSCORE");
            cmd.arg(space.global("timers"))
                .arg("-inf")
                .arg(now)
                .arg("WITHSCORES")
                .arg("LIMIT")
                .arg(0)
                .arg(count(limit));
            cmd
        })
    }

    /// Per space, how many of the oldest `limit` due timers of all spaces
    /// it holds and the latest score among them (one pipelined read).
    fn oldest_due(&self, now: u64, limit: usize) -> Result<Vec<(usize, f64)>, StoreError> {
        let due = self.due_by_space(now, limit)?;
        let mut all: Vec<(usize, f64)> = due
            .iter()
            .enumerate()
            .flat_map(|(i, list)| list.iter().map(move |(_, score)| (i, *score)))
            .collect();
        all.sort_by(|a, b| a.1.total_cmp(&b.1));
        let mut per_space = vec![(0, f64::NEG_INFINITY); due.len()];
        for (i, score) in all.into_iter().take(limit) {
            per_space[i].0 += 1;
            per_space[i].1 = per_space[i].1.max(score);
        }
        Ok(per_space)
    }

    /// The spaces to claim messages from, in order: the one space of a
    /// server; in a cluster the partitions whose outbox holds any message
    /// (one pipelined read), starting at a turning partition.
    fn outbox_spaces(&self) -> Result<Vec<Space>, StoreError> {
        let spaces = self.layout.spaces();
        if spaces.len() == 1 {
            return Ok(spaces);
        }
        let waiting: Vec<u64> = self.each_space(|space| {
            let mut cmd = redis::cmd("ZCARD");
            cmd.arg(space.global("outbox:queue"));
            cmd
        })?;
        let start = self.next_take.fetch_add(1, Ordering::Relaxed) % spaces.len();
        Ok((0..spaces.len())
            .map(|i| (start + i) % spaces.len())
            .filter(|&i| waiting[i] > 0)
            .map(|i| spaces[i].clone())
            .collect())
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

/// A lease in ms, cut to [`MAX_LEASE_MS`].
fn lease_ms(lease: Duration) -> u64 {
    u64::try_from(lease.as_millis())
        .unwrap_or(MAX_LEASE_MS)
        .min(MAX_LEASE_MS)
}

/// `limit` as a Redis count argument.
fn count(limit: usize) -> i64 {
    i64::try_from(limit).unwrap_or(i64::MAX)
}

/// A commit script's reply: the version (-1: a conflict) and the ids of the
/// messages it stored (none when a repeated commit only found its token).
fn commit_reply(reply: Value) -> Result<(i64, Vec<String>), StoreError> {
    let odd = || StoreError::Corrupt("a commit's reply does not read".into());
    match reply {
        Value::Int(version) => Ok((version, Vec::new())),
        Value::Array(items) => {
            let mut items = items.into_iter();
            let version = match items.next() {
                Some(Value::Int(v)) => v,
                _ => return Err(odd()),
            };
            let ids = items
                .map(|id| redis::from_redis_value::<String>(id).map_err(|_| odd()))
                .collect::<Result<_, _>>()?;
            Ok((version, ids))
        }
        _ => Err(odd()),
    }
}

/// Outbox items from a take's flat reply: id, message, id, message, ...
fn outbox_items(flat: Vec<Vec<u8>>) -> Result<Vec<OutboxItem>, StoreError> {
    let mut items = Vec::with_capacity(flat.len() / 2);
    let mut fields = flat.into_iter();
    while let (Some(id), Some(data)) = (fields.next(), fields.next()) {
        let id = String::from_utf8(id)
            .map_err(|_| StoreError::Corrupt("outbox id is not text".into()))?;
        items.push(OutboxItem { id, data });
    }
    Ok(items)
}

/// An archive from the replies to its record's data and its log, if the
/// record is there.
fn archive_of(data: redis::Value, log: redis::Value) -> RedisResult<Option<Archived>> {
    let data: Option<Vec<u8>> = redis::from_redis_value(data)?;
    let log: Vec<Vec<u8>> = redis::from_redis_value(log)?;
    Ok(data.map(|data| Archived { data, log }))
}

/// Scored members of every space merged into one list by score (highest
/// first when `newest_first`), cut to `limit`.
fn merged(per_space: Vec<Vec<(String, f64)>>, newest_first: bool, limit: usize) -> Vec<String> {
    let mut all: Vec<(String, f64)> = per_space.into_iter().flatten().collect();
    all.sort_by(|a, b| a.1.total_cmp(&b.1).then_with(|| a.0.cmp(&b.0)));
    if newest_first {
        all.reverse();
    }
    all.into_iter().take(limit).map(|(name, _)| name).collect()
}

impl Store for RedisStore {
    fn load(&self, channel: &str) -> Result<Option<Record>, StoreError> {
        let key = self.layout.space_of(channel).key("rec", channel);
        let (version, data): (Option<Vec<u8>>, Option<Vec<u8>>) = self.pool.run(|con| {
            redis::cmd("HMGET")
                .arg(&key)
                .arg("v")
                .arg("d")
                .query(con.like())
        })?;
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
        let space = self.layout.space_of(channel);
        let token = format!("{:032x}", rand::random::<u128>());
        let archive = commit.archive_as.as_deref().unwrap_or("");
        let mut keys = vec![
            space.key("rec", channel),
            space.key("log", channel),
            space.global("timers"),
            space.global("outbox:seq"),
            space.global("outbox:queue"),
            space.global("outbox:msg"),
            space.key("histrec", archive),
            space.key("histlog", archive),
            space.global("history:index"),
            space.global("history:seq"),
            space.key("done", &token),
            space.global("live"),
        ];
        let mut changes = String::with_capacity(commit.members.len());
        for m in &commit.members {
            keys.push(space.key("games", &m.user));
            changes.push(if m.joined { '+' } else { '-' });
        }
        // A cluster runs a script only when all its keys share one slot.
        debug_assert!(keys.iter().all(|key| key_slot(key) == space.slot()));
        let mut call = redis::cmd("EVALSHA");
        call.arg(self.commit_script.get_hash()).arg(keys.len());
        for key in keys {
            call.arg(key);
        }
        call.arg(expected)
            .arg(channel)
            .arg(&commit.data)
            .arg(commit.due.map(|due| due.to_string()).unwrap_or_default())
            .arg(archive)
            .arg(if commit.archive_as.is_some() { "1" } else { "" })
            .arg(DONE_TTL_SECS)
            .arg(commit.log.len())
            .arg(changes)
            .arg(if commit.live { "1" } else { "" })
            .arg(space.outbox_id_prefix())
            .arg(self.own.get().map_or(0, |own| own.lease_ms))
            .arg(self.changes.name());
        for entry in commit.log.iter().chain(&commit.outbox) {
            call.arg(entry);
        }
        let reply = self.pool.run_commit(|con| {
            self.replicas
                .commit(con, space.slot(), &self.commit_script, &call)
        })?;
        let (version, ids) = commit_reply(reply)?;
        let Ok(version) = u64::try_from(version) else {
            return Ok(CommitOutcome::Conflict);
        };
        if let Some(own) = self.own.get() {
            let items = ids.into_iter().zip(&commit.outbox);
            own.hand(items.map(|(id, data)| OutboxItem {
                id,
                data: data.clone(),
            }));
        }
        Ok(CommitOutcome::Saved(version))
    }

    fn log(&self, channel: &str) -> Result<Vec<Vec<u8>>, StoreError> {
        let key = self.layout.space_of(channel).key("log", channel);
        self.pool.run(|con| {
            redis::cmd("LRANGE")
                .arg(&key)
                .arg(0)
                .arg(-1)
                .query(con.like())
        })
    }

    fn outbox_take(&self, limit: usize, lease: Duration) -> Result<Vec<OutboxItem>, StoreError> {
        if limit == 0 {
            return Ok(Vec::new());
        }
        let (mut items, ask) = match self.own.get() {
            Some(own) => own.take(limit),
            None => (Vec::new(), true),
        };
        if !ask {
            return Ok(items);
        }
        for space in self.outbox_spaces()? {
            let left = limit - items.len();
            if left == 0 {
                break;
            }
            items.extend(outbox_items(self.take_from(
                &space,
                left,
                lease_ms(lease),
            )?)?);
        }
        Ok(items)
    }

    fn outbox_ack(&self, ids: &[String]) -> Result<(), StoreError> {
        // An id this store never issued names no message: nothing to do.
        let mut by_space: Vec<(Space, Vec<&str>)> = Vec::new();
        for id in ids {
            let Some(space) = self.layout.space_of_outbox_id(id) else {
                continue;
            };
            match by_space.iter_mut().find(|(s, _)| *s == space) {
                Some((_, list)) => list.push(id),
                None => by_space.push((space, vec![id])),
            }
        }
        for (space, list) in &by_space {
            let mut pipe = redis::pipe();
            pipe.atomic()
                .cmd("ZREM")
                .arg(space.global("outbox:queue"))
                .arg(list)
                .ignore()
                .cmd("HDEL")
                .arg(space.global("outbox:msg"))
                .arg(list)
                .ignore();
            let () = self.pool.run(|con| con.transaction(&pipe))?;
        }
        Ok(())
    }

    fn due(&self, now: u64, limit: usize) -> Result<Vec<String>, StoreError> {
        if limit == 0 {
            return Ok(Vec::new());
        }
        let due = self.due_by_space(now, limit)?;
        Ok(merged(due, false, limit))
    }

    fn lease_due(&self, now: u64, limit: usize, until: u64) -> Result<Vec<String>, StoreError> {
        if limit == 0 {
            return Ok(Vec::new());
        }
        let spaces = self.layout.spaces();
        let mut leased = Vec::new();
        if spaces.len() == 1 {
            leased.push(self.lease_from(&spaces[0], now as f64, limit, until)?);
        } else {
            let shares = self.oldest_due(now, limit)?;
            for (space, (n, upto)) in spaces.iter().zip(shares) {
                if n > 0 {
                    leased.push(self.lease_from(space, upto, n, until)?);
                }
            }
        }
        Ok(merged(leased, false, limit))
    }

    fn reschedule(&self, channel: &str, version: u64, at: Option<u64>) -> Result<bool, StoreError> {
        let space = self.layout.space_of(channel);
        let mut call = self.reschedule_script.prepare_invoke();
        call.key(space.key("rec", channel))
            .key(space.global("timers"))
            .key(space.global("timers:failed"))
            .arg(version)
            .arg(channel)
            .arg(at.map(|at| at.to_string()).unwrap_or_default());
        let done: i64 = self.pool.run(|con| call.invoke(con.like()))?;
        Ok(done == 1)
    }

    fn timer_failed(
        &self,
        channel: &str,
        now: u64,
        first: u64,
        longest: u64,
    ) -> Result<u32, StoreError> {
        let space = self.layout.space_of(channel);
        let mut call = self.failed_script.prepare_invoke();
        call.key(space.global("timers"))
            .key(space.global("timers:failed"))
            .arg(channel)
            .arg(now)
            .arg(first)
            .arg(longest);
        let failures: u64 = self.pool.run(|con| call.invoke(con.like()))?;
        Ok(u32::try_from(failures).unwrap_or(u32::MAX))
    }

    fn archived(&self, id: &str) -> Result<Option<Archived>, StoreError> {
        // An archive lives in its channel's space, which its id does not
        // name: every space is asked.
        let spaces = self.layout.spaces();
        let cmds: Vec<Cmd> = spaces
            .iter()
            .flat_map(|space| {
                let mut data = redis::cmd("HGET");
                data.arg(space.key("histrec", id)).arg("d");
                let mut log = redis::cmd("LRANGE");
                log.arg(space.key("histlog", id)).arg(0).arg(-1);
                [data, log]
            })
            .collect();
        let replies: Vec<redis::Value> = self.pool.run(|con| con.fan_out(cmds.clone()))?;
        let mut replies = replies.into_iter();
        while let (Some(data), Some(log)) = (replies.next(), replies.next()) {
            if let Some(found) = archive_of(data, log).map_err(|e| pool::store_error(&e))? {
                return Ok(Some(found));
            }
        }
        Ok(None)
    }

    fn history(&self, limit: usize) -> Result<Vec<String>, StoreError> {
        if limit == 0 {
            return Ok(Vec::new());
        }
        let ids: Vec<Vec<(String, f64)>> = self.each_space(|space| {
            let mut cmd = redis::cmd("ZREVRANGE");
            cmd.arg(space.global("history:index"))
                .arg(0)
                .arg(count(limit) - 1)
                .arg("WITHSCORES");
            cmd
        })?;
        Ok(merged(ids, true, limit))
    }

    fn quarantine(&self, channel: &str) -> Result<Option<String>, StoreError> {
        let space = self.layout.space_of(channel);
        let id = format!("{channel}-{:016x}", rand::random::<u64>());
        let mut call = self.quarantine_script.prepare_invoke();
        call.key(space.key("rec", channel))
            .key(space.key("log", channel))
            .key(space.global("timers"))
            .key(space.key("qrec", &id))
            .key(space.key("qlog", &id))
            .key(space.global("quarantine:index"))
            .key(space.global("quarantine:channel"))
            .key(space.global("live"))
            .key(space.global("timers:failed"))
            .arg(channel)
            .arg(&id);
        let moved: i64 = self.pool.run(|con| call.invoke(con.like()))?;
        Ok((moved == 1).then_some(id))
    }

    fn channels_of(&self, user: &str) -> Result<Vec<String>, StoreError> {
        let sets: Vec<Vec<String>> = self.each_space(|space| {
            let mut cmd = redis::cmd("SMEMBERS");
            cmd.arg(space.key("games", user));
            cmd
        })?;
        Ok(sets.into_iter().flatten().collect())
    }

    fn live_games(&self) -> Result<u64, StoreError> {
        let counts: Vec<u64> = self.each_space(|space| {
            let mut cmd = redis::cmd("SCARD");
            cmd.arg(space.global("live"));
            cmd
        })?;
        Ok(counts.into_iter().sum())
    }

    fn changes(&self) -> super::Changes {
        self.changes.subscribe(&self.pool)
    }

    fn deliver_own(&self, lease: Duration) {
        let _ = self.own.set(own::Own::new(lease_ms(lease).max(1)));
    }
}
