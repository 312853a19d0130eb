//! The store for a single process without Redis: one redb file on disk.
//!
//! Each commit is one redb write transaction (crash-safe, fsynced), so the
//! version check and every write land together or not at all. Concurrent
//! writers in the process queue on redb's single write transaction.

use std::path::Path;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use redb::{
    Database, ReadTransaction, ReadableDatabase, ReadableTable, ReadableTableMetadata,
    TableDefinition, WriteTransaction,
};

mod backup;

use super::{Archived, Commit, CommitOutcome, Membership, OutboxItem, Record, Store, StoreError};

/// channel → (version, record)
const RECORDS: TableDefinition<&str, (u64, &[u8])> = TableDefinition::new("records");
/// (channel, position) → log entry
const LOGS: TableDefinition<(&str, u64), &[u8]> = TableDefinition::new("logs");
/// (due, channel) → (); the timer queue
const TIMERS: TableDefinition<(u64, &str), ()> = TableDefinition::new("timers");
/// channel → due; to find a channel's entry in `TIMERS`
const TIMER_OF: TableDefinition<&str, u64> = TableDefinition::new("timer_of");
/// channel → how often its timer could not fire
const TIMER_FAILED: TableDefinition<&str, u64> = TableDefinition::new("timer_failed");
/// message id → (available at in unix ms, message)
const OUTBOX: TableDefinition<u64, (u64, &[u8])> = TableDefinition::new("outbox");
/// (available at in unix ms, message id) → (); the delivery queue
const OUTBOX_QUEUE: TableDefinition<(u64, u64), ()> = TableDefinition::new("outbox_queue");
/// archive id → (history position, record)
const HISTORY: TableDefinition<&str, (u64, &[u8])> = TableDefinition::new("history");
/// (archive id, position) → log entry
const HISTORY_LOGS: TableDefinition<(&str, u64), &[u8]> = TableDefinition::new("history_logs");
/// history position → archive id (highest = newest)
const HISTORY_INDEX: TableDefinition<u64, &str> = TableDefinition::new("history_index");
/// quarantine id → (channel, version, record): damaged games set aside
const QUARANTINE: TableDefinition<&str, (&str, u64, &[u8])> = TableDefinition::new("quarantine");
/// (quarantine id, position) → log entry
const QUARANTINE_LOGS: TableDefinition<(&str, u64), &[u8]> =
    TableDefinition::new("quarantine_logs");
/// (user, channel) → (): the channels each user plays in
const MEMBERS: TableDefinition<(&str, &str), ()> = TableDefinition::new("members");
/// channel → (): the channels whose game is in progress (`Commit::live`)
const LIVE: TableDefinition<&str, ()> = TableDefinition::new("live");
/// counter name → last value handed out
const COUNTERS: TableDefinition<&str, u64> = TableDefinition::new("counters");

const OUTBOX_SEQ: &str = "outbox";
const HISTORY_SEQ: &str = "history";
const QUARANTINE_SEQ: &str = "quarantine";

/// The embedded store: one file, one process.
pub struct EmbeddedStore {
    db: Database,
    /// Tells readers of [`Store::changes`] each saved commit's channel.
    changed: tokio::sync::broadcast::Sender<String>,
}

impl EmbeddedStore {
    /// Opens the store file at `path`, creating it (and its tables) if this
    /// folder never held one. An existing file has every page's checksum
    /// checked first. A file that is missing or empty although a store was
    /// created here (its marker, [`marker_path`], exists) is refused and
    /// left as it is, so lost games are noticed instead of started afresh.
    pub fn open(path: &Path) -> Result<Self, StoreError> {
        let marker = marker_path(path);
        let db = match std::fs::metadata(path) {
            Ok(meta) if meta.len() == 0 => return Err(StoreError::Corrupt(emptied(path, &marker))),
            Ok(_) => Database::builder()
                .set_check_integrity_on_open(true)
                .open(path)
                .map_err(|e| open_error(path, e))?,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound && marker.exists() => {
                return Err(StoreError::Corrupt(missing(path, &marker)));
            }
            Err(_) => {
                let db = Database::create(path).map_err(|e| open_error(path, e))?;
                std::fs::write(&marker, MARKER_TEXT).map_err(|e| {
                    StoreError::Unavailable(format!("cannot write {}: {e}", marker.display()))
                })?;
                db
            }
        };
        let txn = db.begin_write().map_err(db_error)?;
        create_tables(&txn).map_err(db_error)?;
        txn.commit().map_err(db_error)?;
        Ok(Self {
            db,
            changed: tokio::sync::broadcast::channel(super::CHANGES_HELD).0,
        })
    }

    fn read<T>(
        &self,
        op: impl FnOnce(&ReadTransaction) -> Result<T, redb::Error>,
    ) -> Result<T, StoreError> {
        let txn = self.db.begin_read().map_err(db_error)?;
        op(&txn).map_err(db_error)
    }

    fn write<T>(
        &self,
        op: impl FnOnce(&WriteTransaction) -> Result<T, redb::Error>,
    ) -> Result<T, StoreError> {
        let txn = self.db.begin_write().map_err(db_error)?;
        let value = op(&txn).map_err(db_error)?;
        txn.commit().map_err(db_error)?;
        Ok(value)
    }
}

/// What the marker file says to whoever finds it.
const MARKER_TEXT: &str = "conductor created its store file next to this marker. \
While the marker exists, conductor refuses to start if that file is missing or empty.\n";

/// The marker kept next to the store file at `path`: `<file>.held`.
pub fn marker_path(path: &Path) -> std::path::PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".held");
    path.with_file_name(name)
}

fn emptied(path: &Path, marker: &Path) -> String {
    format!(
        "{} is empty (0 bytes): its games are gone. Restore it from a backup \
         (conductor import), or, to start with no games, delete it and {}",
        path.display(),
        marker.display()
    )
}

fn missing(path: &Path, marker: &Path) -> String {
    format!(
        "{} is missing, but a store was created here ({} exists). Restore the file \
         from a backup (conductor import), or, to start with no games, delete the marker",
        path.display(),
        marker.display()
    )
}

fn open_error(path: &Path, e: redb::DatabaseError) -> StoreError {
    match redb::Error::from(e) {
        redb::Error::DatabaseAlreadyOpen => StoreError::Unavailable(format!(
            "{} is already open in another process",
            path.display()
        )),
        e @ (redb::Error::Corrupted(_) | redb::Error::Io(_)) if is_damage(&e) => {
            StoreError::Corrupt(format!(
                "{} failed its integrity check ({e}); restore it from a backup (conductor import)",
                path.display()
            ))
        }
        e => db_error(e),
    }
}

/// Whether an error opening a file says the file is damaged.
fn is_damage(e: &redb::Error) -> bool {
    match e {
        redb::Error::Corrupted(_) => true,
        redb::Error::Io(io) => io.kind() == std::io::ErrorKind::InvalidData,
        _ => false,
    }
}

fn create_tables(txn: &WriteTransaction) -> Result<(), redb::Error> {
    txn.open_table(RECORDS)?;
    txn.open_table(LOGS)?;
    txn.open_table(TIMERS)?;
    txn.open_table(TIMER_OF)?;
    txn.open_table(TIMER_FAILED)?;
    txn.open_table(OUTBOX)?;
    txn.open_table(OUTBOX_QUEUE)?;
    txn.open_table(HISTORY)?;
    txn.open_table(HISTORY_LOGS)?;
    txn.open_table(HISTORY_INDEX)?;
    txn.open_table(COUNTERS)?;
    txn.open_table(QUARANTINE)?;
    txn.open_table(QUARANTINE_LOGS)?;
    txn.open_table(MEMBERS)?;
    txn.open_table(LIVE)?;
    Ok(())
}

fn db_error(e: impl Into<redb::Error>) -> StoreError {
    match e.into() {
        e @ (redb::Error::Corrupted(_)
        | redb::Error::TableTypeMismatch { .. }
        | redb::Error::TypeDefinitionChanged { .. }
        | redb::Error::UpgradeRequired(_)) => StoreError::Corrupt(e.to_string()),
        e => StoreError::Unavailable(e.to_string()),
    }
}

/// Now in unix milliseconds (0 if the clock is before 1970).
fn now_ms() -> u64 {
    let since_epoch = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default();
    u64::try_from(since_epoch.as_millis()).unwrap_or(u64::MAX)
}

/// Hands out the next value of counter `name` (the first is 1).
fn next(txn: &WriteTransaction, name: &str) -> Result<u64, redb::Error> {
    let mut counters = txn.open_table(COUNTERS)?;
    let value = counters.get(name)?.map_or(0, |v| v.value()) + 1;
    counters.insert(name, value)?;
    Ok(value)
}

/// The outbox id as front ends see it; zero-padded so ids sort like numbers.
fn outbox_id(seq: u64) -> String {
    format!("{seq:016}")
}

/// Applies `commit` inside `txn`; on `Conflict` nothing has been written.
///
/// Each step opens the tables it needs and closes them again, since redb
/// allows a table to be open only once per transaction.
fn apply_commit(
    txn: &WriteTransaction,
    channel: &str,
    expected: u64,
    commit: &Commit,
) -> Result<CommitOutcome, redb::Error> {
    let current = txn
        .open_table(RECORDS)?
        .get(channel)?
        .map_or(0, |r| r.value().0);
    if current != expected {
        return Ok(CommitOutcome::Conflict);
    }
    let version = current + 1;
    append_log(txn, channel, &commit.log)?;
    enqueue_outbox(txn, &commit.outbox)?;
    update_members(txn, channel, &commit.members)?;
    mark_live(txn, channel, commit.live && commit.archive_as.is_none())?;
    clear_timer(txn, channel)?;
    match &commit.archive_as {
        Some(id) => archive(txn, channel, id, &commit.data)?,
        None => {
            let mut records = txn.open_table(RECORDS)?;
            records.insert(channel, (version, commit.data.as_slice()))?;
            if let Some(due) = commit.due {
                txn.open_table(TIMERS)?.insert((due, channel), ())?;
                txn.open_table(TIMER_OF)?.insert(channel, due)?;
            }
        }
    }
    Ok(CommitOutcome::Saved(version))
}

/// Appends `entries` after the last entry of the channel's log.
fn append_log(
    txn: &WriteTransaction,
    channel: &str,
    entries: &[Vec<u8>],
) -> Result<(), redb::Error> {
    let mut logs = txn.open_table(LOGS)?;
    let first = logs
        .range((channel, 0)..=(channel, u64::MAX))?
        .next_back()
        .transpose()?
        .map_or(0, |(k, _)| k.value().1 + 1);
    for (position, entry) in (first..).zip(entries) {
        logs.insert((channel, position), entry.as_slice())?;
    }
    Ok(())
}

/// Queues `messages` for the front ends, stamped with the current time.
fn enqueue_outbox(txn: &WriteTransaction, messages: &[Vec<u8>]) -> Result<(), redb::Error> {
    if messages.is_empty() {
        return Ok(());
    }
    let now = now_ms();
    let mut outbox = txn.open_table(OUTBOX)?;
    let mut queue = txn.open_table(OUTBOX_QUEUE)?;
    for message in messages {
        let id = next(txn, OUTBOX_SEQ)?;
        outbox.insert(id, (now, message.as_slice()))?;
        queue.insert((now, id), ())?;
    }
    Ok(())
}

/// Records who joined or left the game in `channel`.
fn update_members(
    txn: &WriteTransaction,
    channel: &str,
    changes: &[Membership],
) -> Result<(), redb::Error> {
    let mut members = txn.open_table(MEMBERS)?;
    for m in changes {
        if m.joined {
            members.insert((m.user.as_str(), channel), ())?;
        } else {
            members.remove((m.user.as_str(), channel))?;
        }
    }
    Ok(())
}

/// Counts the channel among the games in progress, or stops counting it.
fn mark_live(txn: &WriteTransaction, channel: &str, live: bool) -> Result<(), redb::Error> {
    let mut table = txn.open_table(LIVE)?;
    if live {
        table.insert(channel, ())?;
    } else {
        table.remove(channel)?;
    }
    Ok(())
}

/// Removes the channel's pending timer, if any.
fn clear_timer(txn: &WriteTransaction, channel: &str) -> Result<(), redb::Error> {
    let mut timers = txn.open_table(TIMERS)?;
    let mut timer_of = txn.open_table(TIMER_OF)?;
    if let Some(old) = timer_of.remove(channel)? {
        timers.remove((old.value(), channel))?;
    }
    Ok(())
}

/// Sets the channel's timer to `due`, replacing any it had.
fn set_timer(txn: &WriteTransaction, channel: &str, due: u64) -> Result<(), redb::Error> {
    clear_timer(txn, channel)?;
    txn.open_table(TIMERS)?.insert((due, channel), ())?;
    txn.open_table(TIMER_OF)?.insert(channel, due)?;
    Ok(())
}

/// Moves the channel's game and log into the history under `id`.
fn archive(
    txn: &WriteTransaction,
    channel: &str,
    id: &str,
    data: &[u8],
) -> Result<(), redb::Error> {
    txn.open_table(RECORDS)?.remove(channel)?;
    let mut history = txn.open_table(HISTORY)?;
    let mut history_logs = txn.open_table(HISTORY_LOGS)?;
    let mut index = txn.open_table(HISTORY_INDEX)?;
    // Archiving under an id again replaces the earlier game.
    if let Some(old) = history.remove(id)? {
        index.remove(old.value().0)?;
    }
    history_logs.retain_in((id, 0)..=(id, u64::MAX), |_, _| false)?;
    let entries: Vec<(u64, Vec<u8>)> = txn
        .open_table(LOGS)?
        .extract_from_if((channel, 0)..=(channel, u64::MAX), |_, _| true)?
        .map(|entry| entry.map(|(k, v)| (k.value().1, v.value().to_vec())))
        .collect::<Result<_, _>>()?;
    for (position, entry) in &entries {
        history_logs.insert((id, *position), entry.as_slice())?;
    }
    let seq = next(txn, HISTORY_SEQ)?;
    history.insert(id, (seq, data))?;
    index.insert(seq, id)?;
    Ok(())
}

impl Store for EmbeddedStore {
    fn load(&self, channel: &str) -> Result<Option<Record>, StoreError> {
        self.read(|txn| {
            let records = txn.open_table(RECORDS)?;
            Ok(records.get(channel)?.map(|r| {
                let (version, data) = r.value();
                Record {
                    version,
                    data: data.to_vec(),
                }
            }))
        })
    }

    fn commit(
        &self,
        channel: &str,
        expected: u64,
        commit: &Commit,
    ) -> Result<CommitOutcome, StoreError> {
        let txn = self.db.begin_write().map_err(db_error)?;
        let outcome = apply_commit(&txn, channel, expected, commit).map_err(db_error)?;
        match outcome {
            CommitOutcome::Saved(_) => {
                txn.commit().map_err(db_error)?;
                // No reader is not a failure.
                let _ = self.changed.send(channel.to_string());
            }
            CommitOutcome::Conflict => txn.abort().map_err(db_error)?,
        }
        Ok(outcome)
    }

    fn log(&self, channel: &str) -> Result<Vec<Vec<u8>>, StoreError> {
        self.read(|txn| {
            let logs = txn.open_table(LOGS)?;
            logs.range((channel, 0)..=(channel, u64::MAX))?
                .map(|entry| Ok(entry?.1.value().to_vec()))
                .collect()
        })
    }

    fn outbox_take(&self, limit: usize, lease: Duration) -> Result<Vec<OutboxItem>, StoreError> {
        if limit == 0 {
            return Ok(Vec::new());
        }
        let now = now_ms();
        let until = now.saturating_add(u64::try_from(lease.as_millis()).unwrap_or(u64::MAX));
        self.write(|txn| {
            let mut queue = txn.open_table(OUTBOX_QUEUE)?;
            let mut outbox = txn.open_table(OUTBOX)?;
            let ready: Vec<(u64, u64)> = queue
                .range((0, 0)..=(now, u64::MAX))?
                .take(limit)
                .map(|entry| entry.map(|(k, _)| k.value()))
                .collect::<Result<_, _>>()?;
            let mut items = Vec::with_capacity(ready.len());
            for (available, id) in ready {
                queue.remove((available, id))?;
                let Some(data) = outbox.get(id)?.map(|m| m.value().1.to_vec()) else {
                    continue;
                };
                queue.insert((until, id), ())?;
                outbox.insert(id, (until, data.as_slice()))?;
                items.push(OutboxItem {
                    id: outbox_id(id),
                    data,
                });
            }
            Ok(items)
        })
    }

    fn outbox_ack(&self, ids: &[String]) -> Result<(), StoreError> {
        // An id this store never handed out names no message: nothing to do.
        let ids: Vec<u64> = ids.iter().filter_map(|id| id.parse().ok()).collect();
        if ids.is_empty() {
            return Ok(());
        }
        self.write(|txn| {
            let mut outbox = txn.open_table(OUTBOX)?;
            let mut queue = txn.open_table(OUTBOX_QUEUE)?;
            for &id in &ids {
                if let Some(message) = outbox.remove(id)? {
                    let available = message.value().0;
                    drop(message);
                    queue.remove((available, id))?;
                }
            }
            Ok(())
        })
    }

    fn due(&self, now: u64, limit: usize) -> Result<Vec<String>, StoreError> {
        self.read(|txn| {
            let timers = txn.open_table(TIMERS)?;
            let mut channels = Vec::new();
            for entry in timers.iter()?.take(limit) {
                let (key, _) = entry?;
                let (due, channel) = key.value();
                if due > now {
                    break;
                }
                channels.push(channel.to_owned());
            }
            Ok(channels)
        })
    }

    fn lease_due(&self, now: u64, limit: usize, until: u64) -> Result<Vec<String>, StoreError> {
        self.write(|txn| {
            let mut channels = Vec::new();
            for entry in txn.open_table(TIMERS)?.iter()?.take(limit) {
                let (key, _) = entry?;
                let (due, channel) = key.value();
                if due > now {
                    break;
                }
                channels.push(channel.to_owned());
            }
            for channel in &channels {
                set_timer(txn, channel, until)?;
            }
            Ok(channels)
        })
    }

    fn reschedule(&self, channel: &str, version: u64, at: Option<u64>) -> Result<bool, StoreError> {
        self.write(|txn| {
            let current = txn
                .open_table(RECORDS)?
                .get(channel)?
                .map_or(0, |r| r.value().0);
            if current != version {
                return Ok(false);
            }
            match at {
                Some(at) => set_timer(txn, channel, at)?,
                None => clear_timer(txn, channel)?,
            }
            txn.open_table(TIMER_FAILED)?.remove(channel)?;
            Ok(true)
        })
    }

    fn timer_failed(
        &self,
        channel: &str,
        now: u64,
        first: u64,
        longest: u64,
    ) -> Result<u32, StoreError> {
        self.write(|txn| {
            if txn.open_table(TIMER_OF)?.get(channel)?.is_none() {
                return Ok(0);
            }
            let mut failed = txn.open_table(TIMER_FAILED)?;
            let n = failed.get(channel)?.map_or(0, |n| n.value()) + 1;
            failed.insert(channel, n)?;
            drop(failed);
            let delay = first.saturating_mul(1u64 << (n - 1).min(40)).min(longest);
            set_timer(txn, channel, now.saturating_add(delay))?;
            Ok(u32::try_from(n).unwrap_or(u32::MAX))
        })
    }

    fn archived(&self, id: &str) -> Result<Option<Archived>, StoreError> {
        self.read(|txn| {
            let history = txn.open_table(HISTORY)?;
            let Some(data) = history.get(id)?.map(|h| h.value().1.to_vec()) else {
                return Ok(None);
            };
            let logs = txn.open_table(HISTORY_LOGS)?;
            let log = logs
                .range((id, 0)..=(id, u64::MAX))?
                .map(|entry| Ok(entry?.1.value().to_vec()))
                .collect::<Result<_, redb::Error>>()?;
            Ok(Some(Archived { data, log }))
        })
    }

    fn history(&self, limit: usize) -> Result<Vec<String>, StoreError> {
        self.read(|txn| {
            let index = txn.open_table(HISTORY_INDEX)?;
            index
                .iter()?
                .rev()
                .take(limit)
                .map(|entry| Ok(entry?.1.value().to_owned()))
                .collect()
        })
    }

    fn quarantine(&self, channel: &str) -> Result<Option<String>, StoreError> {
        self.write(|txn| {
            let Some((version, data)) = txn
                .open_table(RECORDS)?
                .remove(channel)?
                .map(|r| (r.value().0, r.value().1.to_vec()))
            else {
                return Ok(None);
            };
            let id = format!("{channel}-{}", next(txn, QUARANTINE_SEQ)?);
            txn.open_table(QUARANTINE)?
                .insert(id.as_str(), (channel, version, data.as_slice()))?;
            let mut logs = txn.open_table(LOGS)?;
            let mut kept = txn.open_table(QUARANTINE_LOGS)?;
            for entry in logs.extract_from_if((channel, 0)..=(channel, u64::MAX), |_, _| true)? {
                let (key, value) = entry?;
                kept.insert((id.as_str(), key.value().1), value.value())?;
            }
            if let Some(due) = txn.open_table(TIMER_OF)?.remove(channel)? {
                txn.open_table(TIMERS)?.remove((due.value(), channel))?;
            }
            txn.open_table(LIVE)?.remove(channel)?;
            txn.open_table(TIMER_FAILED)?.remove(channel)?;
            Ok(Some(id))
        })
    }

    fn channels_of(&self, user: &str) -> Result<Vec<String>, StoreError> {
        self.read(|txn| {
            let members = txn.open_table(MEMBERS)?;
            let mut out = Vec::new();
            for entry in members.range((user, "")..)? {
                let (key, _) = entry?;
                let (who, channel) = key.value();
                if who != user {
                    break;
                }
                out.push(channel.to_owned());
            }
            Ok(out)
        })
    }

    fn live_games(&self) -> Result<u64, StoreError> {
        self.read(|txn| Ok(txn.open_table(LIVE)?.len()?))
    }

    fn changes(&self) -> super::Changes {
        self.changed.subscribe()
    }
}
