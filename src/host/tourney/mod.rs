//! Tournaments in the host: a stored record per tournament channel, its
//! commands, its tables (each a channel running one game), and the results
//! games report back through the outbox.
//!
//! A tournament record lives in the same store as games, under
//! [`record::key`], with the same version-checked commit, outbox and timer.
//! Work that spans two records (opening a table, reporting a result) travels
//! as an outbox [`task::Task`] the host settles itself, idempotently, so a
//! crash between the two commits neither loses nor doubles anything.

mod clock;
mod cmd;
mod decide;
mod open;
mod pinned;
mod record;
mod report;
mod round;
mod task;
mod text;
mod verify;

pub use clock::now;
pub(crate) use clock::{moved, strike};
pub use cmd::{NewTourney, TourneyCmd};
pub use open::Opening;
pub(crate) use open::opening;
pub use open::{GRACE_SECS, HURRY_SECS};
pub use pinned::PinnedStandings;
pub(crate) use record::PREFIX;
pub use record::{Player, Round, Stage, Table, TableRef, TourneyRecord, key};
pub(crate) use report::on_archive;
pub(crate) use task::TaskItem;
pub use task::{Report, Task, read_task};
pub use verify::verify_game;

use super::{Host, HostError, Reply, Request, lines};
use crate::i18n::Msg;
use crate::store::{Commit, CommitOutcome};
use serde::Serialize;

/// What a tournament decision changes.
pub(super) struct TChange {
    pub record: TourneyRecord,
    /// Serialized outbox items: messages and tasks.
    pub outbox: Vec<Vec<u8>>,
}

impl TChange {
    /// A change saving `record` with no messages yet.
    fn of(record: TourneyRecord) -> TChange {
        TChange {
            record,
            outbox: Vec::new(),
        }
    }

    /// Adds an outbox item (a message or a task).
    fn push(&mut self, item: &impl Serialize) {
        match serde_json::to_vec(item) {
            Ok(bytes) => self.outbox.push(bytes),
            Err(e) => tracing::error!("a tournament item was not serialized: {e}"),
        }
    }

    /// Tells the tournament channel `news`, in its language.
    fn announce(&mut self, news: &Msg) {
        self.announce_lines(std::slice::from_ref(news));
    }

    /// Tells the tournament channel several lines in one message.
    fn announce_lines(&mut self, news: &[Msg]) {
        let to = self.record.channel.clone();
        let text = lines(self.record.lang, news);
        self.push(&text::public(&to, text));
    }

    /// Asks the front end to bring the pinned standings up to date (once
    /// per change; the latest standings are read when it is delivered).
    fn standings_changed(&mut self) {
        let task = task::Task::Standings {
            tourney: self.record.channel.clone(),
        };
        if !self
            .outbox
            .iter()
            .any(|o| task::read_bytes(o).as_ref() == Some(&task))
        {
            self.push(&task::TaskItem { task });
        }
    }

    /// Tells the tournament channel several lines, with a picture.
    fn announce_pictured(&mut self, news: &[Msg], picture: crate::host::outbox::Picture) {
        let to = self.record.channel.clone();
        let mut msg = text::public(&to, lines(self.record.lang, news));
        msg.picture = Some(picture);
        self.push(&msg);
    }
}

/// The outcome of a tournament command.
#[derive(Default)]
pub(super) struct TDecision {
    pub say: Vec<Msg>,
    pub change: Option<TChange>,
}

impl TDecision {
    fn reply(m: Msg) -> TDecision {
        TDecision {
            say: vec![m],
            change: None,
        }
    }

    fn applied(m: Msg, change: TChange) -> TDecision {
        TDecision {
            say: vec![m],
            change: Some(change),
        }
    }
}

/// How a tournament commit went.
pub(super) enum Committed {
    /// Saved (or nothing to save): what was said.
    Done(Vec<Msg>, bool),
    /// Not saved: why.
    Failed(HostError),
}

/// When a tournament's timer next fires: the current round's deadline.
fn due_of(rec: &TourneyRecord) -> Option<u64> {
    if rec.stage != record::Stage::Running {
        return None;
    }
    let round = rec.current()?;
    (!round.finished() && round.deadline > 0).then(|| {
        if round.hurried {
            round.deadline + open::GRACE_SECS
        } else {
            round.deadline
        }
    })
}

impl Host {
    /// Handles a `/tourney` command sent in the tournament's channel.
    pub(super) fn handle_tourney(&self, req: &Request, cmd: &TourneyCmd, now: u64) -> Reply {
        if let TourneyCmd::Verify = cmd {
            return Reply::text(lines(req.caller.lang, &verify::pairing(self, &req.channel)));
        }
        let outcome = self.commit_tourney(&req.channel, |rec| {
            decide::decide_tourney(self, rec, req, cmd, now)
        });
        match outcome {
            Committed::Done(say, applied) => Reply {
                applied,
                ..Reply::text(lines(req.caller.lang, &say))
            },
            Committed::Failed(e) => Reply::text(req.caller.lang.tr(&e.message())),
        }
    }

    /// The tournament run in `channel`, if any (version 0: none).
    pub(super) fn load_tourney(
        &self,
        channel: &str,
    ) -> Result<(u64, Option<TourneyRecord>), HostError> {
        match self.store.load(&record::key(channel)) {
            Ok(None) => Ok((0, None)),
            Ok(Some(r)) => match serde_json::from_slice(&r.data) {
                Ok(rec) => Ok((r.version, Some(rec))),
                Err(e) => Err(HostError::Damaged(format!("tournament {channel}: {e}"))),
            },
            Err(e) => Err(HostError::from(e)),
        }
    }

    /// Load, decide, commit for a tournament record, deciding again when
    /// another change won the race.
    pub(super) fn commit_tourney(
        &self,
        channel: &str,
        decide: impl Fn(Option<&TourneyRecord>) -> TDecision,
    ) -> Committed {
        for _ in 0..super::RETRIES {
            let (version, rec) = match self.load_tourney(channel) {
                Ok(l) => l,
                Err(m) => return Committed::Failed(m),
            };
            let decision = decide(rec.as_ref());
            let Some(change) = decision.change else {
                return Committed::Done(decision.say, false);
            };
            let data = match serde_json::to_vec(&change.record) {
                Ok(d) => d,
                Err(e) => return Committed::Failed(HostError::NotSaved(e.to_string())),
            };
            let commit = Commit {
                data,
                outbox: change.outbox,
                due: due_of(&change.record),
                ..Commit::default()
            };
            match self.store.commit(&record::key(channel), version, &commit) {
                Ok(CommitOutcome::Saved(_)) => return Committed::Done(decision.say, true),
                Ok(CommitOutcome::Conflict) => continue,
                Err(e) => return Committed::Failed(HostError::from(e)),
            }
        }
        Committed::Failed(HostError::MovedOn)
    }
}

/// The standings of a tournament as they stand.
pub fn standings_of(rec: &TourneyRecord) -> Vec<crate::tourney::Standing> {
    round::table_of(rec)
}
