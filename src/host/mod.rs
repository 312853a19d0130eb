//! The application layer every front end shares: one game per channel.
//!
//! A command arrives as `(channel, caller, Command)`. The host loads the
//! channel's record, decides, and saves the new record, its log entries and
//! its outgoing messages in one version-checked commit; when another command
//! won the race it decides again on the new state. The caller gets a reply;
//! public and private messages are delivered from the store's outbox.

pub mod buttons;
pub mod command;
mod game;
mod lobby;
pub mod lookup;
pub mod outbox;
pub mod record;
pub mod text;
mod timer;

use crate::i18n::Lang;
use crate::maps;
use crate::rules::board::Board;
use crate::rules::view::PlayerView;
use crate::rules::{Action, GameState};
use crate::store::{Commit, CommitOutcome, OutboxItem, Store, StoreError};
use command::{BotLevel, Command};
use outbox::{OutMsg, Reply, Stamp};
use rand_chacha::ChaCha8Rng;
use record::{ChannelRecord, LogEntry};
use std::sync::Arc;
use std::time::Duration;

/// Chooses a computer player's action from what its seat may see.
pub type Brain = fn(&Board, &PlayerView, BotLevel, &mut ChaCha8Rng) -> Action;

/// Who sent a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Caller {
    /// Stable user id (Discord snowflake; the name itself in the console).
    pub id: String,
    /// Display name, used for new seats.
    pub name: String,
    /// May manage the channel (Discord: Manage Channels).
    pub admin: bool,
    /// The language the caller reads (Discord: their client's locale).
    pub lang: Lang,
}

/// One command for one channel.
#[derive(Clone, Debug)]
pub struct Request {
    pub channel: String,
    pub caller: Caller,
    pub command: Command,
    /// The language of the channel's community (Discord: the server's
    /// preferred locale); a new game's public messages use it unless
    /// `/game new` names one.
    pub channel_lang: Lang,
}

/// How many times a command is decided again after losing a race.
const RETRIES: usize = 5;

/// What a decision changes.
struct Change {
    /// The channel's new record.
    record: ChannelRecord,
    /// The game is over (or cancelled): move it to history, free the channel.
    archive: bool,
    log: Vec<LogEntry>,
    outbox: Vec<OutMsg>,
}

/// The outcome of deciding a command against the current record.
struct Decision {
    reply: Reply,
    change: Option<Change>,
}

impl Decision {
    fn reply(text: impl Into<String>) -> Decision {
        Decision {
            reply: Reply::text(text),
            change: None,
        }
    }

    /// An accepted command and what it changes.
    fn applied(text: impl Into<String>, change: Change) -> Decision {
        Decision {
            reply: Reply {
                text: text.into(),
                applied: true,
                ..Reply::default()
            },
            change: Some(change),
        }
    }
}

/// The game host.
pub struct Host {
    store: Arc<dyn Store>,
    brain: Brain,
}

impl Host {
    /// A host over a store, with the computer players' brain.
    pub fn new(store: Arc<dyn Store>, brain: Brain) -> Host {
        Host { store, brain }
    }

    /// The store this host uses.
    pub fn store(&self) -> &Arc<dyn Store> {
        &self.store
    }

    /// Handles one command at time `now` (unix seconds). Never panics on
    /// bad input; storage failures leave the game untouched.
    pub fn handle(&self, req: &Request, now: u64) -> Reply {
        self.decide_and_commit(&req.channel, |rec| self.decide(rec, req, now))
    }

    /// Handles a button press: the command runs only if the game is still at
    /// the moment `stamp` names (checked in the same version-checked step as
    /// the move), so a press from an earlier turn, another game, or a forged
    /// stamp changes nothing.
    pub fn press(&self, req: &Request, stamp: &Stamp, now: u64) -> Reply {
        self.decide_and_commit(&req.channel, |rec| {
            let seat = rec.and_then(|r| r.seat_of(&req.caller.id));
            if buttons::is_current(rec, stamp, seat) {
                self.decide(rec, req, now)
            } else {
                Decision::reply(buttons::STALE)
            }
        })
    }

    /// Decides one command against the channel's record.
    fn decide(&self, rec: Option<&ChannelRecord>, req: &Request, now: u64) -> Decision {
        let mut decision = match &req.command {
            Command::New { .. }
            | Command::Join
            | Command::Leave
            | Command::AddBot { .. }
            | Command::Start
            | Command::End
            | Command::Kick { .. } => lobby::decide(self, rec, req, now),
            _ => game::decide(self, rec, req, now),
        };
        // Looking at the board or one's hand offers the taps that fit it.
        if let (Some(rec), None) = (rec, &decision.change) {
            decision.reply.buttons = match &req.command {
                Command::Hand => rec
                    .seat_of(&req.caller.id)
                    .map_or_else(Vec::new, |s| buttons::private(rec, s)),
                Command::Board | Command::Status => board_of(rec)
                    .map(|b| buttons::public(&b, rec))
                    .unwrap_or_default(),
                _ => Vec::new(),
            };
        }
        decision
    }

    /// Fires every turn timer that is due: reminders and timeouts. Each fires
    /// once, even with several processes (the commit's version check).
    pub fn tick(&self, now: u64) -> Result<usize, StoreError> {
        let due = self.store.due(now, 100)?;
        for channel in &due {
            self.decide_and_commit(channel, |rec| timer::decide(self, rec, channel, now));
        }
        Ok(due.len())
    }

    /// Delivers waiting outbox messages through `send`; a message is
    /// acknowledged only once `send` succeeds, so none is lost.
    pub fn deliver(
        &self,
        lease: Duration,
        mut send: impl FnMut(&OutboxItem, &OutMsg) -> bool,
    ) -> Result<usize, StoreError> {
        let mut sent = 0;
        loop {
            let items = self.store.outbox_take(50, lease)?;
            if items.is_empty() {
                return Ok(sent);
            }
            for item in &items {
                match serde_json::from_slice::<OutMsg>(&item.data) {
                    Ok(msg) => {
                        if send(item, &msg) {
                            self.store.outbox_ack(&item.id)?;
                            sent += 1;
                        }
                    }
                    // A message that cannot be read never will be: drop it.
                    Err(_) => self.store.outbox_ack(&item.id)?,
                }
            }
            if items.len() < 50 {
                return Ok(sent);
            }
        }
    }

    /// The load–decide–commit loop shared by commands and timers.
    fn decide_and_commit(
        &self,
        channel: &str,
        decide: impl Fn(Option<&ChannelRecord>) -> Decision,
    ) -> Reply {
        for _ in 0..RETRIES {
            let loaded = match self.store.load(channel) {
                Ok(r) => r,
                Err(e) => return unavailable(e),
            };
            let (version, record) = match &loaded {
                None => (0, None),
                Some(r) => match serde_json::from_slice::<ChannelRecord>(&r.data) {
                    Ok(rec) => (r.version, Some(rec)),
                    Err(_) => {
                        return Reply::text(
                            "This channel's game could not be read; an admin can /game end it.",
                        );
                    }
                },
            };
            let decision = decide(record.as_ref());
            let Some(mut change) = decision.change else {
                return decision.reply;
            };
            let board = (!change.archive)
                .then(|| board_of(&change.record).ok())
                .flatten();
            buttons::decorate(
                board.as_deref(),
                channel,
                &change.record,
                &mut change.outbox,
            );
            let commit = match build_commit(change) {
                Ok(c) => c,
                Err(e) => {
                    return Reply::text(format!(
                        "Your move could not be saved ({e}); nothing was changed."
                    ));
                }
            };
            match self.store.commit(channel, version, &commit) {
                Ok(CommitOutcome::Saved(_)) => return decision.reply,
                Ok(CommitOutcome::Conflict) => continue,
                Err(e) => return unavailable(e),
            }
        }
        Reply::text("The game moved on while you acted; look at the board and try again.")
    }

    /// A computer player's action for `seat`.
    fn bot_action(&self, board: &Board, state: &GameState, seat: usize, level: BotLevel) -> Action {
        use rand::SeedableRng;
        let view = crate::rules::view::player_view(board, state, seat);
        let mut rng =
            ChaCha8Rng::seed_from_u64(state.moves.wrapping_mul(0x9E37_79B9) ^ seat as u64);
        (self.brain)(board, &view, level, &mut rng)
    }
}

fn unavailable(e: StoreError) -> Reply {
    tracing::warn!("store: {e}");
    Reply::text("Storage is unavailable, so your move was not applied. Try again in a moment.")
}

/// Serializes a change into one commit.
fn build_commit(change: Change) -> Result<Commit, serde_json::Error> {
    let rec = &change.record;
    Ok(Commit {
        data: serde_json::to_vec(rec)?,
        log: change
            .log
            .iter()
            .map(serde_json::to_vec)
            .collect::<Result<_, _>>()?,
        outbox: change
            .outbox
            .iter()
            .map(serde_json::to_vec)
            .collect::<Result<_, _>>()?,
        due: if change.archive {
            None
        } else {
            rec.deadline.as_ref().map(|d| d.next_due())
        },
        archive_as: change.archive.then(|| rec.game_id.clone()),
    })
}

/// The board of a record.
fn board_of(rec: &ChannelRecord) -> Result<Arc<Board>, String> {
    maps::board(&rec.settings.map).map_err(|e| format!("The board could not be loaded: {e}"))
}
