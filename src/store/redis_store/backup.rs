//! Export and import of the Redis store (see [`crate::store::backup`]).

use redis::{Connection, RedisResult};

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

    fn import_with(
        &self,
        con: &mut Connection,
        entry: &Entry,
    ) -> Result<RedisResult<()>, StoreError> {
        let mut pipe = redis::pipe();
        pipe.atomic();
        match entry {
            Entry::Game {
                channel,
                version,
                data,
                log,
                due,
            } => {
                pipe.cmd("HSET")
                    .arg(self.key("rec", channel))
                    .arg("v")
                    .arg(version)
                    .arg("d")
                    .arg(data.bytes()?)
                    .ignore();
                for item in unblob(log)? {
                    pipe.cmd("RPUSH")
                        .arg(self.key("log", channel))
                        .arg(item)
                        .ignore();
                }
                if let Some(due) = due {
                    pipe.cmd("ZADD")
                        .arg(self.global("timers"))
                        .arg(due)
                        .arg(channel)
                        .ignore();
                }
            }
            Entry::Archived { id, data, log } => {
                let seq: RedisResult<u64> = redis::cmd("INCR")
                    .arg(self.global("history:seq"))
                    .query(con);
                let seq = match seq {
                    Ok(seq) => seq,
                    Err(e) => return Ok(Err(e)),
                };
                pipe.cmd("HSET")
                    .arg(self.key("histrec", id))
                    .arg("v")
                    .arg(0)
                    .arg("d")
                    .arg(data.bytes()?)
                    .ignore();
                for item in unblob(log)? {
                    pipe.cmd("RPUSH")
                        .arg(self.key("histlog", id))
                        .arg(item)
                        .ignore();
                }
                pipe.cmd("ZADD")
                    .arg(self.global("history:index"))
                    .arg(seq)
                    .arg(id)
                    .ignore();
            }
            Entry::Quarantined {
                id,
                channel,
                version,
                data,
                dump,
                log,
            } => {
                let key = self.key("qrec", id);
                match (dump, data) {
                    (Some(dump), _) => {
                        pipe.cmd("RESTORE")
                            .arg(&key)
                            .arg(0)
                            .arg(dump.bytes()?)
                            .ignore();
                    }
                    (None, data) => {
                        let data = data
                            .as_ref()
                            .map(Blob::bytes)
                            .transpose()?
                            .unwrap_or_default();
                        pipe.cmd("HSET")
                            .arg(&key)
                            .arg("v")
                            .arg(version.as_deref().unwrap_or(""))
                            .arg("d")
                            .arg(data)
                            .ignore();
                    }
                }
                for item in unblob(log)? {
                    pipe.cmd("RPUSH")
                        .arg(self.key("qlog", id))
                        .arg(item)
                        .ignore();
                }
                pipe.cmd("ZADD")
                    .arg(self.global("quarantine:index"))
                    .arg(0)
                    .arg(id)
                    .ignore();
                pipe.cmd("HSET")
                    .arg(self.global("quarantine:channel"))
                    .arg(id)
                    .arg(channel)
                    .ignore();
            }
            Entry::Outbox { data } => {
                let seq: RedisResult<u64> =
                    redis::cmd("INCR").arg(self.global("outbox:seq")).query(con);
                let id = match seq {
                    Ok(seq) => format!("{seq:016}"),
                    Err(e) => return Ok(Err(e)),
                };
                pipe.cmd("HSET")
                    .arg(self.global("outbox:msg"))
                    .arg(&id)
                    .arg(data.bytes()?)
                    .ignore();
                pipe.cmd("ZADD")
                    .arg(self.global("outbox:queue"))
                    .arg(0)
                    .arg(&id)
                    .ignore();
            }
        }
        Ok(pipe.query::<()>(con))
    }
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
