//! Export and import of the Redis store (see [`crate::store::backup`]).

use redis::{Connection, RedisResult, ToRedisArgs};

use super::RedisStore;
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

fn raw(con: &mut Connection, key: &str) -> RedisResult<Raw> {
    let kind: String = redis::cmd("TYPE").arg(key).query(con)?;
    let hash = kind == "hash";
    let (version, data) = if hash {
        redis::cmd("HMGET").arg(key).arg("v").arg("d").query(con)?
    } else {
        (None, None)
    };
    let dump: Vec<u8> = redis::cmd("DUMP").arg(key).query(con)?;
    Ok(Raw {
        hash,
        version,
        data,
        dump,
    })
}

fn list(con: &mut Connection, key: &str) -> RedisResult<Vec<Vec<u8>>> {
    redis::cmd("LRANGE").arg(key).arg(0).arg(-1).query(con)
}

/// Every key matching `pattern`.
fn scan(con: &mut Connection, pattern: &str) -> RedisResult<Vec<String>> {
    let mut keys = Vec::new();
    let mut cursor = 0u64;
    loop {
        let (next, batch): (u64, Vec<String>) = redis::cmd("SCAN")
            .arg(cursor)
            .arg("MATCH")
            .arg(pattern)
            .arg("COUNT")
            .arg(500)
            .query(con)?;
        keys.extend(batch);
        if next == 0 {
            keys.sort();
            return Ok(keys);
        }
        cursor = next;
    }
}

impl RedisStore {
    /// A channel's entry: a game, or, if its record cannot be read, the
    /// record as found, to be set aside on import.
    fn channel_entry(&self, con: &mut Connection, channel: &str) -> RedisResult<Entry> {
        let found = raw(con, &self.key("rec", channel))?;
        let log = blobs(&list(con, &self.key("log", channel))?);
        let version = found
            .version
            .as_deref()
            .and_then(|v| std::str::from_utf8(v).ok());
        if let (true, Some(Ok(version)), Some(data)) =
            (found.hash, version.map(str::parse::<u64>), &found.data)
        {
            let due: Option<u64> = redis::cmd("ZSCORE")
                .arg(self.global("timers"))
                .arg(channel)
                .query(con)?;
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

    /// Every entry (read whole: a connection that fails midway is retried).
    fn entries(&self, con: &mut Connection) -> RedisResult<Vec<Entry>> {
        let mut entries = Vec::new();
        let records = self.key("rec", "");
        for key in scan(con, &format!("{records}*"))? {
            let channel = &key[records.len()..];
            entries.push(self.channel_entry(con, channel)?);
        }
        let ids: Vec<String> = redis::cmd("ZRANGE")
            .arg(self.global("history:index"))
            .arg(0)
            .arg(-1)
            .query(con)?;
        for id in ids {
            let data: Option<Vec<u8>> = redis::cmd("HGET")
                .arg(self.key("histrec", &id))
                .arg("d")
                .query(con)?;
            let log = blobs(&list(con, &self.key("histlog", &id))?);
            if let Some(data) = data {
                entries.push(Entry::Archived {
                    id,
                    data: Blob::of(&data),
                    log,
                });
            }
        }
        let ids: Vec<String> = redis::cmd("ZRANGE")
            .arg(self.global("quarantine:index"))
            .arg(0)
            .arg(-1)
            .query(con)?;
        for id in ids {
            let channel: Option<String> = redis::cmd("HGET")
                .arg(self.global("quarantine:channel"))
                .arg(&id)
                .query(con)?;
            let found = raw(con, &self.key("qrec", &id))?;
            let log = blobs(&list(con, &self.key("qlog", &id))?);
            entries.push(quarantined(id, &channel.unwrap_or_default(), found, log));
        }
        let messages: Vec<(String, Vec<u8>)> = redis::cmd("HGETALL")
            .arg(self.global("outbox:msg"))
            .query(con)?;
        let mut messages = messages;
        messages.sort();
        entries.extend(messages.into_iter().map(|(_, data)| Entry::Outbox {
            data: Blob::of(&data),
        }));
        Ok(entries)
    }

    /// Writes one entry in one atomic pipeline. The outer error is a bad
    /// entry; the inner one is Redis's.
    fn import_with(
        &self,
        con: &mut Connection,
        entry: &Entry,
    ) -> Result<RedisResult<()>, StoreError> {
        let mut pipe = redis::pipe();
        pipe.atomic();
        let ready = match entry {
            Entry::Game {
                channel,
                version,
                data,
                log,
                due,
            } => self.game_into(&mut pipe, channel, (*version, data), log, *due),
            Entry::Archived { id, data, log } => self.archive_into(&mut pipe, con, id, data, log),
            Entry::Quarantined {
                id,
                channel,
                version,
                data,
                dump,
                log,
            } => {
                let found = (version.as_deref(), data.as_ref(), dump.as_ref());
                self.quarantined_into(&mut pipe, id, channel, found, log)
            }
            Entry::Outbox { data } => self.outbox_into(&mut pipe, con, data),
        }?;
        Ok(ready.and_then(|()| pipe.query::<()>(con)))
    }

    fn game_into(
        &self,
        pipe: &mut redis::Pipeline,
        channel: &str,
        (version, data): (u64, &Blob),
        log: &[Blob],
        due: Option<u64>,
    ) -> Result<RedisResult<()>, StoreError> {
        record_into(pipe, self.key("rec", channel), version, data.bytes()?);
        log_into(pipe, self.key("log", channel), log)?;
        if let Some(due) = due {
            pipe.cmd("ZADD")
                .arg(self.global("timers"))
                .arg(due)
                .arg(channel);
        }
        Ok(Ok(()))
    }

    fn archive_into(
        &self,
        pipe: &mut redis::Pipeline,
        con: &mut Connection,
        id: &str,
        data: &Blob,
        log: &[Blob],
    ) -> Result<RedisResult<()>, StoreError> {
        let seq: u64 = match redis::cmd("INCR")
            .arg(self.global("history:seq"))
            .query(con)
        {
            Ok(seq) => seq,
            Err(e) => return Ok(Err(e)),
        };
        record_into(pipe, self.key("histrec", id), 0, data.bytes()?);
        log_into(pipe, self.key("histlog", id), log)?;
        pipe.cmd("ZADD")
            .arg(self.global("history:index"))
            .arg(seq)
            .arg(id);
        Ok(Ok(()))
    }

    /// A quarantined record comes back from its dump when there is one, else
    /// from its version and data.
    fn quarantined_into(
        &self,
        pipe: &mut redis::Pipeline,
        id: &str,
        channel: &str,
        (version, data, dump): (Option<&str>, Option<&Blob>, Option<&Blob>),
        log: &[Blob],
    ) -> Result<RedisResult<()>, StoreError> {
        let key = self.key("qrec", id);
        if let Some(dump) = dump {
            pipe.cmd("RESTORE").arg(&key).arg(0).arg(dump.bytes()?);
        } else {
            let data = data.map(Blob::bytes).transpose()?.unwrap_or_default();
            record_into(pipe, key, version.unwrap_or(""), data);
        }
        log_into(pipe, self.key("qlog", id), log)?;
        pipe.cmd("ZADD")
            .arg(self.global("quarantine:index"))
            .arg(0)
            .arg(id);
        pipe.cmd("HSET")
            .arg(self.global("quarantine:channel"))
            .arg(id)
            .arg(channel);
        Ok(Ok(()))
    }

    fn outbox_into(
        &self,
        pipe: &mut redis::Pipeline,
        con: &mut Connection,
        data: &Blob,
    ) -> Result<RedisResult<()>, StoreError> {
        let id = match redis::cmd("INCR")
            .arg(self.global("outbox:seq"))
            .query::<u64>(con)
        {
            Ok(seq) => format!("{seq:016}"),
            Err(e) => return Ok(Err(e)),
        };
        pipe.cmd("HSET")
            .arg(self.global("outbox:msg"))
            .arg(&id)
            .arg(data.bytes()?);
        pipe.cmd("ZADD")
            .arg(self.global("outbox:queue"))
            .arg(0)
            .arg(&id);
        Ok(Ok(()))
    }
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
        self.run(|con| self.entries(con))?
            .into_iter()
            .try_for_each(out)
    }

    fn import(&self, entry: &Entry) -> Result<(), StoreError> {
        let mut con = self.connect()?;
        self.import_with(&mut con, entry)?
            .map_err(|e| super::store_error(&e))
    }

    fn is_empty(&self) -> Result<bool, StoreError> {
        let pattern = format!("{}*", self.key("rec", ""));
        let index = [
            self.global("history:index"),
            self.global("quarantine:index"),
        ];
        self.run(|con| {
            let records = scan(con, &pattern)?;
            let indexes: u64 = redis::cmd("EXISTS").arg(&index).query(con)?;
            Ok(records.is_empty() && indexes == 0)
        })
    }
}
