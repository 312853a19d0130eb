//! What deciding a command against a channel's record gives: the caller's
//! answer, and the change to save. A change made by running actions
//! carries the run ([`Effects`]); everything that follows from it (messages,
//! the turn clock, reports) is added by [`super::after`] on every path.

use super::choices::Select;
use super::game::Effects;
use super::outbox::{Button, OutMsg, Picture};
use super::record::{ChannelRecord, LogEntry};
use crate::i18n::Msg;

/// What a decision changes.
pub(super) struct Change {
    /// The channel's new record.
    pub record: ChannelRecord,
    /// The game is over (or cancelled): move it to history, free the channel.
    pub archive: bool,
    pub log: Vec<LogEntry>,
    /// Messages sent before those of the run.
    pub lead: Vec<OutMsg>,
    /// Messages sent after those of the run.
    pub outbox: Vec<OutMsg>,
    /// The actions run, whose consequences are still to be added.
    pub run: Option<Effects>,
}

impl Change {
    /// `record` saved with `outbox`: the game stays, nothing is logged.
    pub(super) fn unlogged(record: ChannelRecord, outbox: Vec<OutMsg>) -> Change {
        Change {
            record,
            archive: false,
            log: Vec::new(),
            lead: Vec::new(),
            outbox,
            run: None,
        }
    }

    /// `record` after the actions of `run`.
    pub(super) fn moved(record: ChannelRecord, run: Effects) -> Change {
        Change {
            run: Some(run),
            ..Change::unlogged(record, Vec::new())
        }
    }

    /// `record` moved to history with `log`, telling `outbox`.
    pub(super) fn archived(
        record: ChannelRecord,
        log: Vec<LogEntry>,
        outbox: Vec<OutMsg>,
    ) -> Change {
        Change {
            archive: true,
            log,
            ..Change::unlogged(record, outbox)
        }
    }
}

/// The outcome of deciding a command against the current record.
#[derive(Default)]
pub(super) struct Decision {
    /// What the caller is told, line by line; timers tell no one.
    pub say: Vec<Msg>,
    pub picture: Option<Picture>,
    pub buttons: Vec<Button>,
    pub selects: Vec<Select>,
    pub change: Option<Change>,
}

impl Decision {
    /// A refusal or a read-only answer: nothing changes.
    pub(super) fn reply(msg: Msg) -> Decision {
        Decision::lines(vec![msg])
    }

    /// A read-only answer of several lines.
    pub(super) fn lines(say: Vec<Msg>) -> Decision {
        Decision {
            say,
            ..Decision::default()
        }
    }

    /// An accepted command and what it changes.
    pub(super) fn applied(msg: Msg, change: Change) -> Decision {
        Decision {
            say: vec![msg],
            change: Some(change),
            ..Decision::default()
        }
    }

    /// A change no one is told about (a timer firing).
    pub(super) fn silent(change: Change) -> Decision {
        Decision {
            change: Some(change),
            ..Decision::default()
        }
    }
}
