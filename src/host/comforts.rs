//! What the play comforts keep in a channel's record: queued premoves, the
//! journal behind "since your last turn", the one claim that may be undone,
//! and the ticket alerts already given. Stored games without it read empty.

use super::catch_up::Journal;
use super::premove::Plan;
use super::undo::UndoPoint;
use crate::rules::{Seat, TicketId};
use serde::{Deserialize, Serialize};

/// The comforts' part of a channel's record.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Comforts {
    /// At most one plan per seat, seen only by its owner.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub premoves: Vec<Plan>,
    #[serde(default, skip_serializing_if = "Journal::is_empty")]
    pub journal: Journal,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub undo: Option<UndoPoint>,
    /// Tickets a seat was already warned about.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub alerted: Vec<(Seat, TicketId)>,
}

impl Comforts {
    /// Whether nothing is kept (an older record, or nothing queued).
    pub fn is_empty(&self) -> bool {
        self.premoves.is_empty()
            && self.journal.is_empty()
            && self.undo.is_none()
            && self.alerted.is_empty()
    }
}
