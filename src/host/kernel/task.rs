//! The host's task bus: work the host does for itself through the outbox
//! (opening a tournament table, counting a finished game's result, changing
//! a seat at a running table, showing standings). A task is stored in the
//! commit that causes it and settled idempotently when it is taken from the
//! outbox, so a crash between the two commits neither loses nor doubles
//! anything.

use crate::host::results::{GameResult, Report};
use crate::store::OutboxItem;
use serde::{Deserialize, Serialize};

/// An outbox item addressed to the host itself.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct TaskItem {
    pub task: Task,
}

impl TaskItem {
    /// The task as an outbox item's bytes.
    pub(crate) fn bytes(task: Task) -> Result<Vec<u8>, serde_json::Error> {
        serde_json::to_vec(&TaskItem { task })
    }
}

/// One piece of host work.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Task {
    /// Open a table: find or make its channel, start its game there.
    Open {
        tourney: String,
        round: u8,
        table: u8,
    },
    /// A table's game ended: count its result once.
    Report(Report),
    /// A rated game ended: count its result once in its server's league.
    League(Box<GameResult>),
    /// Change who sits in a seat of a running table game.
    Seat {
        channel: String,
        game: String,
        seat: usize,
        /// The new player's id; `None`: a computer player keeps the seat
        /// (the player abandoned it).
        user: Option<String>,
        name: String,
    },
    /// A computer player that searches before it moves (the expert) must
    /// act in `channel` while the game is at `moves` (see `host::bots`).
    Think { channel: String, moves: u64 },
    /// The standings changed: the front end shows them (Discord: edits
    /// the pinned standings message, posting and pinning it the first time).
    Standings { tourney: String },
}

/// The task an outbox item carries, if it is one.
pub fn read_task(item: &OutboxItem) -> Option<Task> {
    read_bytes(&item.data)
}

/// The task serialized in `data`, if it is one.
pub(crate) fn read_bytes(data: &[u8]) -> Option<Task> {
    // A task item's JSON opens with its only field; a message's never
    // does, so a message is not parsed here as well as where it is sent.
    if !data.starts_with(br#"{"task":"#) {
        return None;
    }
    serde_json::from_slice::<TaskItem>(data)
        .ok()
        .map(|t| t.task)
}
