//! Where games live: one trait, two implementations that pass one test suite
//! (Redis for production and many processes; an embedded on-disk store when no
//! Redis URL is configured).
//!
//! The store knows nothing of the game: records, log entries and outbox
//! messages are opaque bytes written by the host. Every change to a channel is
//! one atomic [`Store::commit`] guarded by the record's version, so two
//! commands at once, a double-tapped button, or two bot processes never lose
//! or double a move: the loser gets [`CommitOutcome::Conflict`].

use std::time::Duration;

/// A channel's current record and its version (1 for the first save).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    pub version: u64,
    pub data: Vec<u8>,
}

/// Everything one accepted command changes, written atomically.
#[derive(Clone, Debug, Default)]
pub struct Commit {
    /// The channel's new record (ignored when `archive_as` is set).
    pub data: Vec<u8>,
    /// Entries appended to the channel's action log.
    pub log: Vec<Vec<u8>>,
    /// Messages to deliver; they are stored with the move and delivered from
    /// the outbox, so a crash after saving loses none.
    pub outbox: Vec<Vec<u8>>,
    /// When the channel's timer next fires (unix seconds); `None` clears it.
    pub due: Option<u64>,
    /// Move the record and its log to history under this id and free the
    /// channel (a finished or cancelled game).
    pub archive_as: Option<String>,
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
    #[error("storage unavailable: {0}")]
    Unavailable(String),
    #[error("stored data is damaged: {0}")]
    Corrupt(String),
}

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

    /// Marks a message delivered.
    fn outbox_ack(&self, id: &str) -> Result<(), StoreError>;

    /// Channels whose timer is due at `now` (unix seconds).
    fn due(&self, now: u64, limit: usize) -> Result<Vec<String>, StoreError>;

    /// A finished game from history.
    fn archived(&self, id: &str) -> Result<Option<Archived>, StoreError>;

    /// Ids of archived games, newest first.
    fn history(&self, limit: usize) -> Result<Vec<String>, StoreError>;
}
