//! Backups: every game, archive, quarantined game and undelivered message of
//! a store, the index of who plays where and the set of games in progress,
//! as JSON lines (`conductor export` / `conductor import`), for safekeeping
//! and for moving between the embedded store and Redis.

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

use super::StoreError;

/// Stored bytes in a backup line: JSON as it was written when they are
/// JSON (records and log entries are), else base64.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Blob {
    Json(Box<RawValue>),
    Base64(String),
}

impl Blob {
    /// The bytes, kept exactly: JSON only when it reads back byte for byte.
    pub fn of(bytes: &[u8]) -> Blob {
        std::str::from_utf8(bytes)
            .ok()
            .and_then(|text| RawValue::from_string(text.to_owned()).ok())
            .filter(|raw| raw.get().as_bytes() == bytes && !raw.get().contains('\n'))
            .map_or_else(|| Blob::Base64(STANDARD.encode(bytes)), Blob::Json)
    }

    /// The bytes it holds.
    pub fn bytes(&self) -> Result<Vec<u8>, StoreError> {
        match self {
            Blob::Json(raw) => Ok(raw.get().as_bytes().to_vec()),
            Blob::Base64(text) => STANDARD
                .decode(text)
                .map_err(|e| StoreError::Corrupt(format!("a backup line's base64: {e}"))),
        }
    }
}

impl PartialEq for Blob {
    fn eq(&self, other: &Blob) -> bool {
        self.bytes().ok() == other.bytes().ok()
    }
}

/// A list of stored bytes as blobs.
pub(super) fn blobs(items: &[Vec<u8>]) -> Vec<Blob> {
    items.iter().map(|b| Blob::of(b)).collect()
}

/// The bytes of a list of blobs.
pub(super) fn unblob(items: &[Blob]) -> Result<Vec<Vec<u8>>, StoreError> {
    items.iter().map(Blob::bytes).collect()
}

/// One line of a backup: `{"game":{...}}`, `{"archived":{...}}`, ...
/// (externally tagged: raw JSON inside cannot pass through a buffered tag).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Entry {
    /// A channel's live game or lobby.
    Game {
        channel: String,
        version: u64,
        data: Blob,
        log: Vec<Blob>,
        /// When its timer fires (unix seconds).
        due: Option<u64>,
    },
    /// A finished game; archives come oldest first.
    Archived {
        id: String,
        data: Blob,
        log: Vec<Blob>,
    },
    /// A damaged game set aside (or found damaged in its channel while
    /// exporting: it is imported set aside). `version` and `data` are what
    /// could be read; `dump` is Redis's DUMP of a record of another form.
    Quarantined {
        id: String,
        channel: String,
        version: Option<String>,
        data: Option<Blob>,
        dump: Option<Blob>,
        log: Vec<Blob>,
    },
    /// A message not yet delivered.
    Outbox { data: Blob },
    /// The channels a user plays in ([`crate::store::Store::channels_of`]),
    /// sorted. Backups written before it existed have none.
    Player { user: String, channels: Vec<String> },
    /// A channel whose game is in progress
    /// ([`crate::store::Store::live_games`]). Backups written before it
    /// existed have none.
    Live { channel: String },
}

/// What a store counts of each kind of entry.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub games: usize,
    pub archived: usize,
    pub quarantined: usize,
    pub outbox: usize,
    /// Users in the index of who plays where.
    pub players: usize,
    /// Games in progress.
    pub live: usize,
}

impl Counts {
    /// Counts `entry`.
    pub fn add(&mut self, entry: &Entry) {
        match entry {
            Entry::Game { .. } => self.games += 1,
            Entry::Archived { .. } => self.archived += 1,
            Entry::Quarantined { .. } => self.quarantined += 1,
            Entry::Outbox { .. } => self.outbox += 1,
            Entry::Player { .. } => self.players += 1,
            Entry::Live { .. } => self.live += 1,
        }
    }
}

/// A store that can be written out and read back whole.
pub trait Backup {
    /// Every entry, in an order [`Backup::import`] can replay (archives oldest
    /// first; players by id and live channels by name, last), handed to
    /// `out` one at a time.
    fn export(
        &self,
        out: &mut dyn FnMut(Entry) -> Result<(), StoreError>,
    ) -> Result<(), StoreError>;

    /// Writes one entry as it was exported. Import into an empty store.
    fn import(&self, entry: &Entry) -> Result<(), StoreError>;

    /// Whether the store holds no game, archive or quarantined game.
    fn is_empty(&self) -> Result<bool, StoreError>;
}
