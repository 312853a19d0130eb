//! Work the host does for itself through the outbox: opening a table,
//! reporting a table's result, and changing a seat at a running table. Each
//! is settled idempotently, so one delivered twice (a crash before its
//! acknowledgement) changes nothing the second time.

use crate::host::HostError;
use crate::store::OutboxItem;
use serde::{Deserialize, Serialize};

/// An outbox item addressed to the host itself.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct TaskItem {
    pub task: Task,
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
    League(Box<crate::host::league::GameResult>),
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
    /// The standings changed: the front end shows them (Discord: edits
    /// the pinned standings message, posting and pinning it the first time).
    Standings { tourney: String },
}

/// A finished table game's result, per seat in seat order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Report {
    pub tourney: String,
    /// The table's channel (Discord: its thread, locked once counted).
    #[serde(default)]
    pub channel: String,
    pub round: u8,
    pub table: u8,
    pub game: String,
    pub scores: Vec<i32>,
    /// 0-based places (ties share one).
    pub places: Vec<u8>,
    pub abandoned: Vec<bool>,
    pub by_computer: bool,
    /// Timeouts per seat over the game.
    #[serde(default)]
    pub strikes: Vec<u32>,
}

/// The task an outbox item carries, if it is one.
pub fn read_task(item: &OutboxItem) -> Option<Task> {
    read_bytes(&item.data)
}

/// The task serialized in `data`, if it is one.
pub(super) fn read_bytes(data: &[u8]) -> Option<Task> {
    serde_json::from_slice::<TaskItem>(data)
        .ok()
        .map(|t| t.task)
}

impl crate::host::Host {
    /// Settles an outbox item addressed to the host: `None` when the item is
    /// for a front end (a message, or the standings to show); `Some(true)` when it is done (acknowledge
    /// it), `Some(false)` when it should be tried again after its lease.
    /// `place` gives a table its channel (Discord: creates the thread).
    pub fn settle_item(
        &self,
        item: &OutboxItem,
        now: u64,
        place: &dyn Fn(&super::open::Opening) -> Option<String>,
    ) -> Option<bool> {
        let task = read_task(item)?;
        let done = match &task {
            Task::Open {
                tourney,
                round,
                table,
            } => self.settle_open(tourney, *round, *table, now, place),
            Task::Report(r) => super::report::settle(self, r, now),
            Task::League(r) => crate::host::league::settle(self, r, now),
            Task::Seat {
                channel,
                game,
                seat,
                user,
                name,
            } => {
                super::open::reseat(self, channel, game, *seat, user.as_deref(), name, now);
                Ok(())
            }
            // Shown by the front end (see `standings_message`).
            Task::Standings { .. } => return None,
        };
        if let Err(e) = &done {
            tracing::warn!(id = item.id, "a tournament task waits: {e}");
        }
        Some(done.is_ok())
    }

    fn settle_open(
        &self,
        tourney: &str,
        round: u8,
        table: u8,
        now: u64,
        place: &dyn Fn(&super::open::Opening) -> Option<String>,
    ) -> Result<(), HostError> {
        let Some(at) = super::open::opening(self, tourney, round, table)? else {
            return Ok(());
        };
        let channel = match at.channel.clone() {
            Some(c) => c,
            None => {
                place(&at).ok_or_else(|| HostError::Refused(crate::msg!("tourney-no-thread")))?
            }
        };
        super::open::open(self, tourney, round, table, &channel, now)
    }
}
