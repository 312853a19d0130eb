//! Export and import of the Redis store (see [`crate::store::backup`]).

use std::collections::{BTreeMap, BTreeSet};

use redis::{Cmd, RedisResult, ToRedisArgs};

use super::RedisStore;
use super::layout::Space;
use super::pool::{Con, store_error};
use crate::store::StoreError;
use crate::store::backup::{Backup, Blob, Entry, blobs, unblob};

type Out<'a> = &'a mut dyn FnMut(Entry) -> Result<(), StoreError>;

/// A record key's raw content: its type, `v`, `d` and DUMP.
struct Raw {
    hash: bool,
    version: Option<Vec<u8>>,
    data: Option<Vec<u8>>,
    dump: Vec<u8>,
}

fn raw(con: &mut Con, key: &str) -> RedisResult<Raw> {
    let kind: String = redis::cmd("TYPE").arg(key).query(con.like())?;
    let hash = kind == "hash";
    let (version, data) = if hash {
        redis::cmd("HMGET")
            .arg(key)
            .arg("v")
            .arg("d")
            .query(con.like())?
    } else {
        (None, None)
    };
    let dump: Vec<u8> = redis::cmd("DUMP").arg(key).query(con.like())?;
    Ok(Raw {
        hash,
        version,
        data,
        dump,
    })
}

fn list(con: &mut Con, key: &str) -> RedisResult<Vec<Vec<u8>>> {
    redis::cmd("LRANGE")
        .arg(key)
        .arg(0)
        .arg(-1)
        .query(con.like())
}

/// Every key of `space` matching `pattern` (scanned on the node that
/// serves the space).
fn scan(con: &mut Con, space: &Space, pattern: &str) -> RedisResult<Vec<String>> {
    let mut keys = Vec::new();
    let mut cursor = 0u64;
    loop {
        let mut cmd = redis::cmd("SCAN");
        cmd.arg(cursor)
            .arg("MATCH")
            .arg(pattern)
            .arg("COUNT")
            .arg(500);
        let (next, batch): (u64, Vec<String>) = con.on_slot(space.slot(), &cmd)?;
        keys.extend(batch);
        if next == 0 {
            keys.sort();
            return Ok(keys);
        }
        cursor = next;
    }
}

fn members(con: &mut Con, key: &str) -> RedisResult<Vec<String>> {
    redis::cmd("ZRANGE")
        .arg(key)
        .arg(0)
        .arg(-1)
        .query(con.like())
}

impl RedisStore {
    /// A channel's entry: a game, or, if its record cannot be read, the
    /// record as found, to be set aside on import.
    fn channel_entry(&self, con: &mut Con, space: &Space, channel: &str) -> RedisResult<Entry> {
        let found = raw(con, &space.key("rec", channel))?;
        let log = blobs(&list(con, &space.key("log", channel))?);
        let version = found
            .version
            .as_deref()
            .and_then(|v| std::str::from_utf8(v).ok());
        if let (true, Some(Ok(version)), Some(data)) =
            (found.hash, version.map(str::parse::<u64>), &found.data)
        {
            let due: Option<u64> = redis::cmd("ZSCORE")
                .arg(space.global("timers"))
                .arg(channel)
                .query(con.like())?;
            return Ok(Entry::Game {
                channel: channel.to_owned(),
                version,
                data: Blob::of(data),
                log,
                due,
            });
        }
        Ok(quarantined(
            format!("damaged-{channel}"),
            channel,
            found,
            log,
        ))
    }

    /// Every entry (read whole: a connection that fails midway is retried):
    /// games, archives, quarantined games, then undelivered messages, each
    /// kind space by space.
    fn entries(&self, con: &mut Con) -> RedisResult<Vec<Entry>> {
        let spaces = self.layout.spaces();
        let mut archives = Vec::new();
        let mut entries = Vec::new();
        for space in &spaces {
            let records = space.key("rec", "");
            for key in scan(con, space, &space.pattern("rec"))? {
                let channel = &key[records.len()..];
                entries.push(self.channel_entry(con, space, channel)?);
            }
            archives.extend(self.archives(con, space)?);
        }
        // Oldest first across spaces, as the history scores say.
        archives.sort_by(|a, b| a.0.total_cmp(&b.0));
        entries.extend(archives.into_iter().map(|(_, entry)| entry));
        for space in &spaces {
            entries.extend(self.quarantined_entries(con, space)?);
        }
        for space in &spaces {
            let mut messages: Vec<(String, Vec<u8>)> = redis::cmd("HGETALL")
                .arg(space.global("outbox:msg"))
                .query(con.like())?;
            messages.sort();
            entries.extend(messages.into_iter().map(|(_, data)| Entry::Outbox {
                data: Blob::of(&data),
            }));
        }
        entries.extend(players(con, &spaces)?);
        entries.extend(live(con, &spaces)?);
        Ok(entries)
    }

    /// A space's archives with their history scores.
    fn archives(&self, con: &mut Con, space: &Space) -> RedisResult<Vec<(f64, Entry)>> {
        let ids: Vec<(String, f64)> = redis::cmd("ZRANGE")
            .arg(space.global("history:index"))
            .arg(0)
            .arg(-1)
            .arg("WITHSCORES")
            .query(con.like())?;
        let mut archives = Vec::new();
        for (id, score) in ids {
            let data: Option<Vec<u8>> = redis::cmd("HGET")
                .arg(space.key("histrec", &id))
                .arg("d")
                .query(con.like())?;
            let log = blobs(&list(con, &space.key("histlog", &id))?);
            if let Some(data) = data {
                let data = Blob::of(&data);
                archives.push((score, Entry::Archived { id, data, log }));
            }
        }
        Ok(archives)
    }

    fn quarantined_entries(&self, con: &mut Con, space: &Space) -> RedisResult<Vec<Entry>> {
        let mut entries = Vec::new();
        for id in members(con, &space.global("quarantine:index"))? {
            let channel: Option<String> = redis::cmd("HGET")
                .arg(space.global("quarantine:channel"))
                .arg(&id)
                .query(con.like())?;
            let found = raw(con, &space.key("qrec", &id))?;
            let log = blobs(&list(con, &space.key("qlog", &id))?);
            entries.push(quarantined(id, &channel.unwrap_or_default(), found, log));
        }
        Ok(entries)
    }

    /// Writes one entry in one atomic pipeline on the keys of one space (an
    /// archive goes to the space its id would have as a channel; messages
    /// to the first space, in order). The outer error is a bad entry; the
    /// inner one is Redis's.
    fn import_with(&self, con: &mut Con, entry: &Entry) -> Result<RedisResult<()>, StoreError> {
        let mut pipe = redis::pipe();
        pipe.atomic();
        let ready = match entry {
            Entry::Game {
                channel,
                version,
                data,
                log,
                due,
            } => {
                let space = self.layout.space_of(channel);
                game_into(&mut pipe, &space, channel, (*version, data), log, *due)
            }
            Entry::Archived { id, data, log } => {
                let space = self.layout.space_of(id);
                self.archive_into(&mut pipe, con, &space, id, (data, log))
            }
            Entry::Quarantined {
                id,
                channel,
                version,
                data,
                dump,
                log,
            } => {
                let space = self.layout.space_of(channel);
                let found = (version.as_deref(), data.as_ref(), dump.as_ref());
                quarantined_into(&mut pipe, &space, id, channel, found, log)
            }
            Entry::Outbox { data } => {
                let spaces = self.layout.spaces();
                outbox_into(&mut pipe, con, &spaces[0], data)
            }
            Entry::Player { user, channels } => {
                let adds = self.player_adds(user, channels);
                return Ok(con.fan_out::<u64>(adds).map(drop));
            }
            Entry::Live { channel } => {
                let space = self.layout.space_of(channel);
                pipe.cmd("SADD").arg(space.global("live")).arg(channel);
                Ok(Ok(()))
            }
        }?;
        Ok(ready.and_then(|()| con.transaction(&pipe)))
    }

    /// The commands that add a user's channels to the index: one per
    /// space, to the user's set in the space of the channels it names.
    fn player_adds(&self, user: &str, channels: &[String]) -> Vec<Cmd> {
        let mut sets: BTreeMap<String, Vec<&str>> = BTreeMap::new();
        for channel in channels {
            let key = self.layout.space_of(channel).key("games", user);
            sets.entry(key).or_default().push(channel);
        }
        sets.into_iter()
            .map(|(key, channels)| {
                let mut cmd = redis::cmd("SADD");
                cmd.arg(key).arg(channels);
                cmd
            })
            .collect()
    }

    fn archive_into(
        &self,
        pipe: &mut redis::Pipeline,
        con: &mut Con,
        space: &Space,
        id: &str,
        (data, log): (&Blob, &[Blob]),
    ) -> Result<RedisResult<()>, StoreError> {
        let mut call = self.seq_script.prepare_invoke();
        call.key(space.global("history:seq"));
        let seq: u64 = match call.invoke(con.like()) {
            Ok(seq) => seq,
            Err(e) => return Ok(Err(e)),
        };
        record_into(pipe, space.key("histrec", id), 0, data.bytes()?);
        log_into(pipe, space.key("histlog", id), log)?;
        pipe.cmd("ZADD")
            .arg(space.global("history:index"))
            .arg(seq)
            .arg(id);
        Ok(Ok(()))
    }
}

fn game_into(
    pipe: &mut redis::Pipeline,
    space: &Space,
    channel: &str,
    (version, data): (u64, &Blob),
    log: &[Blob],
    due: Option<u64>,
) -> Result<RedisResult<()>, StoreError> {
    record_into(pipe, space.key("rec", channel), version, data.bytes()?);
    log_into(pipe, space.key("log", channel), log)?;
    if let Some(due) = due {
        pipe.cmd("ZADD")
            .arg(space.global("timers"))
            .arg(due)
            .arg(channel);
    }
    Ok(Ok(()))
}

/// A quarantined record comes back from its dump when there is one, else
/// from its version and data.
fn quarantined_into(
    pipe: &mut redis::Pipeline,
    space: &Space,
    id: &str,
    channel: &str,
    (version, data, dump): (Option<&str>, Option<&Blob>, Option<&Blob>),
    log: &[Blob],
) -> Result<RedisResult<()>, StoreError> {
    let key = space.key("qrec", id);
    if let Some(dump) = dump {
        pipe.cmd("RESTORE").arg(&key).arg(0).arg(dump.bytes()?);
    } else {
        let data = data.map(Blob::bytes).transpose()?.unwrap_or_default();
        record_into(pipe, key, version.unwrap_or(""), data);
    }
    log_into(pipe, space.key("qlog", id), log)?;
    pipe.cmd("ZADD")
        .arg(space.global("quarantine:index"))
        .arg(0)
        .arg(id);
    pipe.cmd("HSET")
        .arg(space.global("quarantine:channel"))
        .arg(id)
        .arg(channel);
    Ok(Ok(()))
}

fn outbox_into(
    pipe: &mut redis::Pipeline,
    con: &mut Con,
    space: &Space,
    data: &Blob,
) -> Result<RedisResult<()>, StoreError> {
    let id = match redis::cmd("INCR")
        .arg(space.global("outbox:seq"))
        .query::<u64>(con.like())
    {
        Ok(seq) => format!("{}{seq:016}", space.outbox_id_prefix()),
        Err(e) => return Ok(Err(e)),
    };
    pipe.cmd("HSET")
        .arg(space.global("outbox:msg"))
        .arg(&id)
        .arg(data.bytes()?);
    pipe.cmd("ZADD")
        .arg(space.global("outbox:queue"))
        .arg(0)
        .arg(&id);
    Ok(Ok(()))
}

/// Queues a record hash as the store keeps it: version `v`, data `d`.
fn record_into(pipe: &mut redis::Pipeline, key: String, version: impl ToRedisArgs, data: Vec<u8>) {
    pipe.cmd("HSET")
        .arg(key)
        .arg("v")
        .arg(version)
        .arg("d")
        .arg(data);
}

/// Queues a log list's entries, oldest first.
fn log_into(pipe: &mut redis::Pipeline, key: String, log: &[Blob]) -> Result<(), StoreError> {
    for item in unblob(log)? {
        pipe.cmd("RPUSH").arg(&key).arg(item);
    }
    Ok(())
}

/// The index of who plays where: one entry per user (by id), with the
/// channels of the user's sets in every space, sorted.
fn players(con: &mut Con, spaces: &[Space]) -> RedisResult<Vec<Entry>> {
    let mut index: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for space in spaces {
        let sets = space.key("games", "");
        for key in scan(con, space, &space.pattern("games"))? {
            let channels: Vec<String> = redis::cmd("SMEMBERS").arg(&key).query(con.like())?;
            let user = key[sets.len()..].to_owned();
            index.entry(user).or_default().extend(channels);
        }
    }
    Ok(index
        .into_iter()
        .map(|(user, channels)| Entry::Player {
            user,
            channels: channels.into_iter().collect(),
        })
        .collect())
}

/// One entry per channel of every space's live-games set, sorted.
fn live(con: &mut Con, spaces: &[Space]) -> RedisResult<Vec<Entry>> {
    let mut channels = BTreeSet::new();
    for space in spaces {
        let members: Vec<String> = redis::cmd("SMEMBERS")
            .arg(space.global("live"))
            .query(con.like())?;
        channels.extend(members);
    }
    Ok(channels
        .into_iter()
        .map(|channel| Entry::Live { channel })
        .collect())
}

/// A quarantined entry of a record found as `found`.
fn quarantined(id: String, channel: &str, found: Raw, log: Vec<Blob>) -> Entry {
    Entry::Quarantined {
        id,
        channel: channel.to_owned(),
        version: found
            .version
            .map(|v| String::from_utf8_lossy(&v).into_owned()),
        data: found.data.as_deref().map(Blob::of),
        dump: Some(Blob::of(&found.dump)),
        log,
    }
}

impl Backup for RedisStore {
    fn export(&self, out: Out) -> Result<(), StoreError> {
        self.pool
            .run(|con| self.entries(con))?
            .into_iter()
            .try_for_each(out)
    }

    fn import(&self, entry: &Entry) -> Result<(), StoreError> {
        let mut con = self.pool.connect()?;
        self.import_with(&mut con, entry)?
            .map_err(|e| store_error(&e))
    }

    fn is_empty(&self) -> Result<bool, StoreError> {
        let spaces = self.layout.spaces();
        self.pool.run(|con| {
            for space in &spaces {
                let index = [
                    space.global("history:index"),
                    space.global("quarantine:index"),
                ];
                let indexes: u64 = index.iter().try_fold(0, |sum, key| {
                    redis::cmd("EXISTS")
                        .arg(key)
                        .query::<u64>(con.like())
                        .map(|n| sum + n)
                })?;
                if indexes > 0 || !scan(con, space, &space.pattern("rec"))?.is_empty() {
                    return Ok(false);
                }
            }
            Ok(true)
        })
    }
}
