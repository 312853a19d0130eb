//! The pinned standings message of a tournament channel. After each result
//! the host asks for it ([`super::task::Task::Standings`]); Discord posts
//! and pins it the first time, keeps its id in the tournament record and
//! edits it after. The console, which has no pins, prints the standings.

use super::record::TourneyRecord;
use super::{TChange, TDecision, text};
use crate::host::error::HostError;
use crate::host::kernel::Host;
use crate::host::kernel::Task;
use crate::host::outbox::{OutMsg, Picture};
use crate::store::OutboxItem;

/// The standings as they read now, and where they are pinned.
#[derive(Clone, Debug)]
pub struct PinnedStandings {
    /// The tournament channel.
    pub channel: String,
    /// The pinned message's id, once posted.
    pub message: Option<String>,
    pub text: String,
    pub picture: Picture,
    /// The channel's language, for a notice about the pin.
    pub lang: crate::i18n::Lang,
}

/// The standings message of a record.
fn pinned_of(rec: &TourneyRecord) -> PinnedStandings {
    PinnedStandings {
        channel: rec.channel.clone(),
        message: rec.standings_message.clone(),
        text: rec.lang.lines(&text::standings(rec)),
        picture: text::standings_picture(rec),
        lang: rec.lang,
    }
}

impl Host {
    /// The pinned standings of the tournament in `tourney`, as they read
    /// now (`None`: no such tournament).
    pub fn pinned_standings(&self, tourney: &str) -> Result<Option<PinnedStandings>, HostError> {
        let (_, rec) = self.load_tourney(tourney)?;
        Ok(rec.as_ref().map(pinned_of))
    }

    /// Records the id of the standings message posted and pinned in the
    /// tournament channel; an id already recorded stays.
    pub fn pin_standings(&self, tourney: &str, message: &str) -> Result<(), HostError> {
        let done = self.commit_tourney(tourney, |rec| {
            let Some(rec) = rec.filter(|r| r.standings_message.is_none()) else {
                return TDecision::default();
            };
            let mut next = rec.clone();
            next.standings_message = Some(message.to_string());
            TDecision {
                say: Vec::new(),
                change: Some(TChange::of(next)),
            }
        });
        done.map(|_| ())
    }

    /// An outbox item as a message for a front end without pins: the
    /// standings to show, or the message it carries.
    pub(crate) fn front_message(&self, item: &OutboxItem) -> Option<OutMsg> {
        if let Some(Task::Standings { tourney }) = crate::host::kernel::read_task(item) {
            let pinned = self.pinned_standings(&tourney).ok()??;
            let mut msg = text::public(&pinned.channel, pinned.text);
            msg.picture = Some(pinned.picture);
            return Some(msg);
        }
        self.message_of(item)
    }
}
