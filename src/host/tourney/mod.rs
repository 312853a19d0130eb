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
mod decide;
mod open;
mod page;
mod pinned;
mod record;
mod report;
mod round;
mod text;
mod verify;

pub use open::Opening;
pub use open::{GRACE_SECS, HURRY_SECS};
pub(crate) use open::{opening, reseat, settle_open};
pub(crate) use page::table_channel;
pub use page::{RoundPage, SeedPage, StandingLine, TablePage, TourneyPage, tourney_page};
pub use pinned::PinnedStandings;
pub(crate) use record::PREFIX;
pub use record::{Player, Round, Stage, Table, TourneyRecord, key};
pub(crate) use report::settle as settle_report;
pub use verify::verify_game;

use super::command::TourneyCmd;
use super::error::HostError;
use super::kernel::{self, Decided, Host, Kept, Settled, Task, TaskItem};
use super::outbox::Reply;
use super::request::Request;
use super::token::new_token;
use crate::i18n::Msg;
use crate::store::Commit;
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
        let text = self.record.lang.lines(news);
        self.push(&text::public(&to, text));
    }

    /// Asks the front end to bring the pinned standings up to date (once
    /// per change; the latest standings are read when it is delivered).
    fn standings_changed(&mut self) {
        let task = Task::Standings {
            tourney: self.record.channel.clone(),
        };
        if !self
            .outbox
            .iter()
            .any(|o| kernel::read_bytes(o).as_ref() == Some(&task))
        {
            self.push(&TaskItem { task });
        }
    }

    /// Tells the tournament channel several lines, with a picture.
    fn announce_pictured(&mut self, news: &[Msg], picture: crate::host::outbox::Picture) {
        let to = self.record.channel.clone();
        let mut msg = text::public(&to, self.record.lang.lines(news));
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

/// When a tournament's timer next fires: the current round's deadline.
pub(crate) fn due_of(rec: &TourneyRecord) -> Option<u64> {
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

impl Kept for TourneyRecord {}

impl Host {
    /// Handles a `/tourney` command sent in the tournament's channel.
    pub(crate) fn handle_tourney(&self, req: &Request, cmd: &TourneyCmd, now: u64) -> Reply {
        let lang = req.caller.lang;
        if let TourneyCmd::Verify = cmd {
            return Reply::text(lang.lines(&verify::pairing(self, &req.channel)));
        }
        let outcome = self.commit_tourney(&req.channel, |rec| {
            decide::decide_tourney(self, rec, req, cmd, now)
        });
        let link = match cmd {
            TourneyCmd::Standings => self.tourney_link(&req.channel, lang),
            _ => None,
        };
        match outcome {
            Ok(s) => Reply {
                applied: s.saved,
                link,
                ..Reply::text(lang.lines(&s.answer))
            },
            Err(e) => Reply::text(lang.tr(&e.message())),
        }
    }

    /// The tournament run in `channel`, if any (version 0: none).
    pub(crate) fn load_tourney(
        &self,
        channel: &str,
    ) -> Result<(u64, Option<TourneyRecord>), HostError> {
        kernel::load(self.store.as_ref(), &record::key(channel))
    }

    /// Decides against a tournament record and commits what the decision
    /// changes, through the kernel's loop; the answer is what was said.
    pub(super) fn commit_tourney(
        &self,
        channel: &str,
        decide: impl Fn(Option<&TourneyRecord>) -> TDecision,
    ) -> Result<Settled<Vec<Msg>>, HostError> {
        kernel::run(self.store.as_ref(), &record::key(channel), |rec| {
            let decision = decide(rec);
            let Some(mut change) = decision.change else {
                return Ok(Decided::unchanged(decision.say));
            };
            if change.record.web.is_none() {
                change.record.web = Some(new_token());
            }
            let commit = Commit {
                data: kernel::json(&change.record)?,
                outbox: change.outbox,
                due: due_of(&change.record),
                ..Commit::default()
            };
            Ok(Decided::saving(decision.say, commit))
        })
    }
}

/// The standings of a tournament as they stand.
pub fn standings_of(rec: &TourneyRecord) -> Vec<crate::tourney::Standing> {
    round::table_of(rec)
}
