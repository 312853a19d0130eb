//! Export and import of the embedded store (see [`crate::store::backup`]).

use redb::{
    ReadTransaction, ReadableDatabase, ReadableTable, ReadableTableMetadata, TableDefinition,
};

use super::{
    EmbeddedStore, HISTORY, HISTORY_INDEX, HISTORY_LOGS, HISTORY_SEQ, LIVE, LOGS, MEMBERS, OUTBOX,
    OUTBOX_QUEUE, OUTBOX_SEQ, QUARANTINE, QUARANTINE_LOGS, QUARANTINE_SEQ, RECORDS, TIMER_OF,
    TIMERS, db_error, next, now_ms,
};
use crate::store::StoreError;
use crate::store::backup::{Backup, Blob, Entry, blobs, unblob};

type Out<'a> = &'a mut dyn FnMut(Entry) -> Result<(), StoreError>;

/// Entries under `id` of a table keyed by (id, position), in order.
fn entries_of(
    table: &impl ReadableTable<(&'static str, u64), &'static [u8]>,
    id: &str,
) -> Result<Vec<Vec<u8>>, redb::Error> {
    table
        .range((id, 0)..=(id, u64::MAX))?
        .map(|entry| Ok(entry?.1.value().to_vec()))
        .collect()
}

/// Hands every entry of `txn` to `out`; an error of `out` stops it.
fn export_all(txn: &ReadTransaction, out: Out) -> Result<Result<(), StoreError>, redb::Error> {
    let (logs, timer_of) = (txn.open_table(LOGS)?, txn.open_table(TIMER_OF)?);
    for record in txn.open_table(RECORDS)?.iter()? {
        let (channel, value) = record?;
        let (channel, (version, data)) = (channel.value(), value.value());
        let entry = Entry::Game {
            channel: channel.to_owned(),
            version,
            data: Blob::of(data),
            log: blobs(&entries_of(&logs, channel)?),
            due: timer_of.get(channel)?.map(|d| d.value()),
        };
        if let Err(e) = out(entry) {
            return Ok(Err(e));
        }
    }
    let (history, history_logs) = (txn.open_table(HISTORY)?, txn.open_table(HISTORY_LOGS)?);
    for item in txn.open_table(HISTORY_INDEX)?.iter()? {
        let id = item?.1.value().to_owned();
        let Some(data) = history.get(id.as_str())?.map(|h| h.value().1.to_vec()) else {
            continue;
        };
        let log = blobs(&entries_of(&history_logs, &id)?);
        if let Err(e) = out(Entry::Archived {
            id: id.clone(),
            data: Blob::of(&data),
            log,
        }) {
            return Ok(Err(e));
        }
    }
    let kept_logs = txn.open_table(QUARANTINE_LOGS)?;
    for item in txn.open_table(QUARANTINE)?.iter()? {
        let (id, value) = item?;
        let (id, (channel, version, data)) = (id.value(), value.value());
        let entry = Entry::Quarantined {
            id: id.to_owned(),
            channel: channel.to_owned(),
            version: Some(version.to_string()),
            data: Some(Blob::of(data)),
            dump: None,
            log: blobs(&entries_of(&kept_logs, id)?),
        };
        if let Err(e) = out(entry) {
            return Ok(Err(e));
        }
    }
    for message in txn.open_table(OUTBOX)?.iter()? {
        let data = Blob::of(message?.1.value().1);
        if let Err(e) = out(Entry::Outbox { data }) {
            return Ok(Err(e));
        }
    }
    for entry in players(txn)?.into_iter().chain(live(txn)?) {
        if let Err(e) = out(entry) {
            return Ok(Err(e));
        }
    }
    Ok(Ok(()))
}

/// One entry per user of the index of who plays where, by user, each
/// user's channels in order (the table's key order).
fn players(txn: &ReadTransaction) -> Result<Vec<Entry>, redb::Error> {
    let mut entries: Vec<Entry> = Vec::new();
    for item in txn.open_table(MEMBERS)?.iter()? {
        let key = item?.0;
        let (user, channel) = key.value();
        match entries.last_mut() {
            Some(Entry::Player {
                user: last,
                channels,
            }) if last == user => {
                channels.push(channel.to_owned());
            }
            _ => entries.push(Entry::Player {
                user: user.to_owned(),
                channels: vec![channel.to_owned()],
            }),
        }
    }
    Ok(entries)
}

/// One entry per channel whose game is in progress, in order.
fn live(txn: &ReadTransaction) -> Result<Vec<Entry>, redb::Error> {
    txn.open_table(LIVE)?
        .iter()?
        .map(|item| {
            Ok(Entry::Live {
                channel: item?.0.value().to_owned(),
            })
        })
        .collect()
}

impl From<redb::TableError> for StoreError {
    fn from(e: redb::TableError) -> StoreError {
        db_error(e)
    }
}

impl From<redb::Error> for StoreError {
    fn from(e: redb::Error) -> StoreError {
        db_error(e)
    }
}

impl From<redb::StorageError> for StoreError {
    fn from(e: redb::StorageError) -> StoreError {
        db_error(e)
    }
}

/// Writes an archive as the newest in history.
fn archive_into(
    txn: &redb::WriteTransaction,
    id: &str,
    data: &Blob,
    log: &[Blob],
) -> Result<(), StoreError> {
    let seq = next(txn, HISTORY_SEQ)?;
    let data = data.bytes()?;
    txn.open_table(HISTORY)?
        .insert(id, (seq, data.as_slice()))?;
    txn.open_table(HISTORY_INDEX)?.insert(seq, id)?;
    log_into(txn, HISTORY_LOGS, id, log)
}

/// Writes `log` as the entries under `id` of `table`, from position 0.
fn log_into(
    txn: &redb::WriteTransaction,
    table: TableDefinition<(&str, u64), &[u8]>,
    id: &str,
    log: &[Blob],
) -> Result<(), StoreError> {
    let mut logs = txn.open_table(table)?;
    for (n, item) in (0..).zip(unblob(log)?) {
        logs.insert((id, n), item.as_slice())?;
    }
    Ok(())
}

/// Queues an exported outbox message as available now.
fn outbox_into(txn: &redb::WriteTransaction, data: &Blob) -> Result<(), StoreError> {
    let (id, now) = (next(txn, OUTBOX_SEQ)?, now_ms());
    let data = data.bytes()?;
    txn.open_table(OUTBOX)?.insert(id, (now, data.as_slice()))?;
    txn.open_table(OUTBOX_QUEUE)?.insert((now, id), ())?;
    Ok(())
}

/// Writes one exported entry into `txn`.
fn import_one(txn: &redb::WriteTransaction, entry: &Entry) -> Result<(), StoreError> {
    match entry {
        Entry::Game {
            channel,
            version,
            data,
            log,
            due,
        } => {
            let data = data.bytes()?;
            txn.open_table(RECORDS)?
                .insert(channel.as_str(), (*version, data.as_slice()))?;
            log_into(txn, LOGS, channel, log)?;
            if let Some(due) = due {
                txn.open_table(TIMERS)?
                    .insert((*due, channel.as_str()), ())?;
                txn.open_table(TIMER_OF)?.insert(channel.as_str(), *due)?;
            }
        }
        Entry::Archived { id, data, log } => archive_into(txn, id, data, log)?,
        Entry::Quarantined {
            id,
            channel,
            version,
            data,
            dump,
            log,
        } => {
            let version = version.as_deref().and_then(|v| v.parse().ok()).unwrap_or(0);
            let data = match (data, dump) {
                (Some(blob), _) | (None, Some(blob)) => blob.bytes()?,
                (None, None) => Vec::new(),
            };
            txn.open_table(QUARANTINE)?
                .insert(id.as_str(), (channel.as_str(), version, data.as_slice()))?;
            log_into(txn, QUARANTINE_LOGS, id, log)?;
            next(txn, QUARANTINE_SEQ)?;
        }
        Entry::Outbox { data } => outbox_into(txn, data)?,
        Entry::Player { user, channels } => {
            let mut members = txn.open_table(MEMBERS)?;
            for channel in channels {
                members.insert((user.as_str(), channel.as_str()), ())?;
            }
        }
        Entry::Live { channel } => {
            txn.open_table(LIVE)?.insert(channel.as_str(), ())?;
        }
    }
    Ok(())
}

impl Backup for EmbeddedStore {
    fn export(&self, out: Out) -> Result<(), StoreError> {
        let txn = self.db.begin_read().map_err(db_error)?;
        export_all(&txn, out).map_err(db_error)?
    }

    fn import(&self, entry: &Entry) -> Result<(), StoreError> {
        let txn = self.db.begin_write().map_err(db_error)?;
        import_one(&txn, entry)?;
        txn.commit().map_err(db_error)
    }

    fn is_empty(&self) -> Result<bool, StoreError> {
        self.read(|txn| {
            Ok(txn.open_table(RECORDS)?.is_empty()?
                && txn.open_table(HISTORY)?.is_empty()?
                && txn.open_table(QUARANTINE)?.is_empty()?)
        })
    }
}
