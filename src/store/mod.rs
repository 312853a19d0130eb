//! Where games live: one trait, two implementations that pass one test suite
//! (Redis for production and many processes; an embedded on-disk store when no
//! Redis URL is configured).
//!
//! The store knows nothing of the game: records, log entries and outbox
//! messages are opaque bytes written by the host. Every change to a channel is
//! one atomic [`Store::commit`] guarded by the record's version, so two
//! commands at once, a double-tapped button, or two bot processes never lose
//! or double a move: the loser gets [`CommitOutcome::Conflict`].
//!
//! Per-user settings are records too, under the name `user:<id>` (see
//! `host::UserSettings`); the index of who plays where is written with each
//! game's commit ([`Commit::members`]) and read with [`Store::channels_of`].

mod backup;
mod embedded;
mod redis_store;

use std::path::Path;
use std::time::Duration;

pub use backup::{Backup, Blob, Counts, Entry};
pub use embedded::{EmbeddedStore, marker_path};
pub use redis_store::RedisStore;

/// Key prefix of the Redis store [`open_store`] opens.
pub const REDIS_PREFIX: &str = "conductor";

/// File name of the embedded store inside the data directory.
pub const EMBEDDED_FILE: &str = "conductor.redb";

/// Opens the configured store: Redis when `redis_url` is given (keys under
/// [`REDIS_PREFIX`]; a Redis Cluster for `redis+cluster://` URLs), else the
/// embedded file [`EMBEDDED_FILE`] in `data_dir`, which is created if missing.
pub fn open_store(redis_url: Option<&str>, data_dir: &Path) -> Result<Box<dyn Store>, StoreError> {
    Ok(open_whole(redis_url, data_dir)?)
}

/// A store that can also be exported and imported whole.
pub trait WholeStore: Store + backup::Backup {}

impl<T: Store + backup::Backup> WholeStore for T {}

/// Opens the configured store as [`open_store`] does, for export and import.
pub fn open_whole(
    redis_url: Option<&str>,
    data_dir: &Path,
) -> Result<Box<dyn WholeStore>, StoreError> {
    match redis_url {
        Some(url) => Ok(Box::new(RedisStore::open(url, REDIS_PREFIX)?)),
        None => {
            std::fs::create_dir_all(data_dir).map_err(|e| {
                StoreError::Unavailable(format!("cannot create {}: {e}", data_dir.display()))
            })?;
            Ok(Box::new(EmbeddedStore::open(
                &data_dir.join(EMBEDDED_FILE),
            )?))
        }
    }
}

/// A channel's current record and its version (1 for the first save).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    pub version: u64,
    pub data: Vec<u8>,
}

/// Everything one accepted command changes, written atomically.
#[derive(Clone, Debug, Default)]
pub struct Commit {
    /// The channel's new record (with `archive_as`: the final record, kept
    /// in history).
    pub data: Vec<u8>,
    /// Entries appended to the channel's action log.
    pub log: Vec<Vec<u8>>,
    /// Messages to deliver; they are stored with the move and delivered from
    /// the outbox, so a crash after saving loses none.
    pub outbox: Vec<Vec<u8>>,
    /// When the channel's timer next fires (unix seconds); `None` clears it.
    pub due: Option<u64>,
    /// Move `data` and the channel's log to history under this id and free
    /// the channel (a finished or cancelled game).
    pub archive_as: Option<String>,
    /// Users who start or stop playing in this channel, written with the
    /// record so the index [`Store::channels_of`] reads is never behind it.
    pub members: Vec<Membership>,
    /// The record is a game in progress (counted by [`Store::live_games`]);
    /// `false` for lobbies, archived games and records of other kinds.
    pub live: bool,
}

/// A user joining (`joined`) or leaving the index of a channel's players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Membership {
    pub user: String,
    pub joined: bool,
}

/// Result of a commit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CommitOutcome {
    /// Saved as this new version.
    Saved(u64),
    /// The stored version was not the expected one: the game moved on.
    Conflict,
}

/// An outbox message claimed for delivery.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutboxItem {
    /// Unique and stable: front ends use it as an idempotency key (Discord
    /// message nonce), so a message re-delivered after a crash is not doubled.
    pub id: String,
    pub data: Vec<u8>,
}

/// A game moved to history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Archived {
    pub data: Vec<u8>,
    pub log: Vec<Vec<u8>>,
}

/// A storage failure; the command it belonged to was not applied.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The store could not be reached in time. A commit that timed out
    /// waiting for its reply may still be applied by a server that was only
    /// slow: reload before acting on the command again.
    #[error("storage unavailable: {0}")]
    Unavailable(String),
    /// A commit was sent but the store never confirmed it, even when asked
    /// again: it may or may not have been applied. Reload before telling
    /// anyone what happened.
    #[error("commit outcome unknown: {0}")]
    Unknown(String),
    /// Stored data cannot be read as what it should be.
    #[error("stored data is damaged: {0}")]
    Corrupt(String),
    /// The store's settings are wrong (a malformed Redis URL); trying
    /// again will not help.
    #[error("{0}")]
    Config(String),
}

/// The channels whose records commits saved, one name per commit, from the
/// moment it was asked for ([`Store::changes`]). A reader that falls behind
/// is told how many it missed (`RecvError::Lagged`); [`EVERY_CHANNEL`]
/// says that commits of any channel may have gone untold.
pub type Changes = tokio::sync::broadcast::Receiver<String>;

/// The name [`Changes`] gives when any channel may have changed unseen (the
/// store's feed was lost for a while); no channel is named so.
pub const EVERY_CHANNEL: &str = "*";

/// How many changes a slow reader of [`Changes`] may fall behind.
pub(crate) const CHANGES_HELD: usize = 1024;

/// The storage every front end shares.
pub trait Store: Send + Sync {
    /// The channel's current record, if a game (or lobby) lives there.
    fn load(&self, channel: &str) -> Result<Option<Record>, StoreError>;

    /// Applies `commit` if the channel's version is still `expected` (0: no
    /// record yet). Atomic: all of it or none of it.
    fn commit(
        &self,
        channel: &str,
        expected: u64,
        commit: &Commit,
    ) -> Result<CommitOutcome, StoreError>;

    /// The channel's action log, oldest first.
    fn log(&self, channel: &str) -> Result<Vec<Vec<u8>>, StoreError>;

    /// Claims up to `limit` undelivered outbox messages (oldest first) for
    /// `lease`; a message not acknowledged within its lease is offered again.
    fn outbox_take(&self, limit: usize, lease: Duration) -> Result<Vec<OutboxItem>, StoreError>;

    /// Marks messages delivered, in one round trip per partition.
    fn outbox_ack(&self, ids: &[String]) -> Result<(), StoreError>;

    /// Channels whose timer is due at `now` (unix seconds).
    fn due(&self, now: u64, limit: usize) -> Result<Vec<String>, StoreError>;

    /// Leases up to `limit` due timers (scored at most `now`), oldest first:
    /// in the same atomic step each is moved to `until`, so another process
    /// leasing meanwhile gets other timers, and a timer whose process dies
    /// falls due again at `until`.
    fn lease_due(&self, now: u64, limit: usize, until: u64) -> Result<Vec<String>, StoreError>;

    /// Sets the timer of `channel` to `at` (`None` removes it) and forgets
    /// its failures, if the channel's record is still at `version` (0: no
    /// record); returns whether it did.
    fn reschedule(&self, channel: &str, version: u64, at: Option<u64>) -> Result<bool, StoreError>;

    /// Counts one more failure of the timer of `channel` and moves it to
    /// `now + min(first * 2^(failures - 1), longest)`; returns the failures
    /// counted (0 when the channel has no timer, which stays so).
    fn timer_failed(
        &self,
        channel: &str,
        now: u64,
        first: u64,
        longest: u64,
    ) -> Result<u32, StoreError>;

    /// A finished game from history.
    fn archived(&self, id: &str) -> Result<Option<Archived>, StoreError>;

    /// Ids of archived games, newest first.
    fn history(&self, limit: usize) -> Result<Vec<String>, StoreError>;

    /// Moves the channel's record and log, whatever state they are in, to
    /// quarantine under a new id (returned; `None` if the channel held
    /// nothing) and frees the channel. Nothing is deleted: the bytes stay
    /// there for an operator to inspect (and `conductor export` shows them).
    fn quarantine(&self, channel: &str) -> Result<Option<String>, StoreError>;

    /// The channels a user plays in, as [`Commit::members`] recorded them,
    /// in no particular order.
    fn channels_of(&self, user: &str) -> Result<Vec<String>, StoreError>;

    /// How many channels hold a game in progress, as the latest commit of
    /// each said ([`Commit::live`]); archiving or quarantine removes one.
    fn live_games(&self) -> Result<u64, StoreError>;

    /// Follows commits from now on: the embedded store those of this
    /// process, Redis those of every process sharing the server (published
    /// after each commit; it may block a moment, until the server follows).
    /// A Redis Cluster's pages are not followed live.
    fn changes(&self) -> Changes;

    /// From now on, the messages this handle commits are leased to it for
    /// `lease` and handed to its own next [`Store::outbox_take`] without
    /// asking the store for them; another process takes them only if they
    /// are still unacknowledged when the lease runs out. For a process that
    /// delivers what it commits (the bot, the console). A store whose takes
    /// cost no round trip ignores it.
    fn deliver_own(&self, _lease: Duration) {}
}
