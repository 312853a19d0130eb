//! The application layer every front end shares: one game per channel.
//!
//! A command arrives as `(channel, caller, Command)`. The host loads the
//! channel's record, decides, and saves the new record, its log entries and
//! its outgoing messages in one version-checked commit; when another command
//! won the race it decides again on the new state. The caller gets a reply;
//! public and private messages are delivered from the store's outbox.

mod away;
mod buttons;
mod comforts;
mod command;
mod confirm;
mod daily;
mod digest;
mod error;
mod game;
mod help;
pub mod league;
mod left;
mod lobby;
mod lookup;
mod lost;
mod members;
mod mygames;
mod outbox;
mod pay;
mod premove;
mod record;
mod risk;
mod rulesum;
mod substitute;
mod tap;
mod text;
mod timer;
pub mod tourney;
mod undo;
mod user;
pub(crate) mod words;

use crate::i18n::{Lang, Msg};
use crate::maps;
use crate::msg;
use crate::rules::{Action, Board, GameState, PlayerView};
use crate::store::{Commit, CommitOutcome, OutboxItem, Store, StoreError};
pub use away::Away;
pub(crate) use away::{parse_date, parse_span};
pub use buttons::stale;
pub use comforts::Comforts;
pub(crate) use command::MAX_VALUE_LEN;
pub use command::{
    AwayCmd, BotLevel, Command, DrawFrom, NewGame, PremoveCmd, SeatRef, TimeoutPolicy,
};
pub use daily::next_at;
pub use digest::Journal;
pub use error::HostError;
pub use help::{Front, HelpAsk, HelpMoment, help_lines, help_moment};
pub use outbox::{Button, GameMoment, Moment, Origin, OutMsg, Picture, Reply, Target};
pub use premove::{ClaimPlan, DrawStep, Plan};
use rand_chacha::ChaCha8Rng;
pub use record::{Answered, ChannelRecord, Deadline, History, LogEntry, SeatInfo, Settings};
use std::sync::Arc;
use std::time::Duration;
pub use substitute::{SeatAsk, Subs};
pub use tap::Tap;
pub use text::{board_title, private_summary};
pub use undo::{Asked, CONSENT_SECS, UndoPoint, replay};
pub use user::{Ping, Quiet, SettingsChange, Size, UserSettings, load_settings, settings_key};
pub(crate) use user::{parse_quiet, parse_tz};
/// For the suggestion tests in `discord`.
#[cfg(test)]
pub(crate) use {away::DEFAULT_AWAY_DAYS, lookup::route};

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
    /// Idempotency key: the same key sent again (a Discord interaction
    /// delivered twice, or a command retried after a lost reply) is not
    /// applied again; its sender gets the first delivery's answer. Discord
    /// fills it with the interaction id; `None` where a command cannot be
    /// repeated (the console). The channel's record remembers the latest
    /// `record::ANSWERED_KEYS` keys of applied commands.
    pub key: Option<String>,
    /// The server the channel belongs to (Discord guild id), for links to
    /// it; `None` in the console.
    pub guild: Option<String>,
    /// The request came from the game's channel itself, where the bot can
    /// post (Discord: not a DM button, no permission missing); the console
    /// always. Only such a request resumes a game whose channel was lost.
    pub from_channel: bool,
}

/// Who is answered, and how, for one load–decide–commit run.
#[derive(Clone, Copy)]
struct Asker<'a> {
    lang: Lang,
    /// The request's idempotency key.
    key: Option<&'a str>,
    /// An admin's `/game end`: a damaged game is set aside.
    sets_aside_damage: bool,
}

impl<'a> Asker<'a> {
    fn of(req: &'a Request) -> Self {
        Asker {
            lang: req.caller.lang,
            key: req.key.as_deref(),
            sets_aside_damage: req.caller.admin && matches!(req.command, Command::End),
        }
    }

    /// A timer: nobody is answered.
    fn timer() -> Self {
        Asker {
            lang: Lang::En,
            key: None,
            sets_aside_damage: false,
        }
    }
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

impl Change {
    /// `record` saved with `outbox`: the game stays, nothing is logged.
    fn unlogged(record: ChannelRecord, outbox: Vec<OutMsg>) -> Change {
        Change {
            record,
            archive: false,
            log: Vec::new(),
            outbox,
        }
    }
}

/// The outcome of deciding a command against the current record.
#[derive(Default)]
struct Decision {
    /// What the caller is told, line by line; timers tell no one.
    say: Vec<Msg>,
    picture: Option<Picture>,
    buttons: Vec<Button>,
    change: Option<Change>,
}

impl Decision {
    /// A refusal or a read-only answer: nothing changes.
    fn reply(msg: Msg) -> Decision {
        Decision::lines(vec![msg])
    }

    /// A read-only answer of several lines.
    fn lines(say: Vec<Msg>) -> Decision {
        Decision {
            say,
            ..Decision::default()
        }
    }

    /// An accepted command and what it changes.
    fn applied(msg: Msg, change: Change) -> Decision {
        Decision {
            say: vec![msg],
            change: Some(change),
            ..Decision::default()
        }
    }

    /// A change no one is told about (a timer firing).
    fn silent(change: Change) -> Decision {
        Decision {
            change: Some(change),
            ..Decision::default()
        }
    }
}

/// The game host.
pub struct Host {
    store: Arc<dyn Store>,
    brain: Brain,
    /// Where tournament seeds and salts come from: the system's randomness,
    /// or a seeded generator for reproducible runs (`simulate-tourney`).
    seeds: Option<std::sync::Mutex<ChaCha8Rng>>,
}

impl Host {
    /// A host over a store, with the computer players' brain.
    pub fn new(store: Arc<dyn Store>, brain: Brain) -> Host {
        Host {
            store,
            brain,
            seeds: None,
        }
    }

    /// The same host drawing tournament seeds and salts from `seed`, so a
    /// run can be repeated exactly.
    pub fn seeded(self, seed: u64) -> Host {
        use rand::SeedableRng;
        Host {
            seeds: Some(std::sync::Mutex::new(ChaCha8Rng::seed_from_u64(seed))),
            ..self
        }
    }

    /// Random bytes for a tournament seed or salt.
    fn random_bytes<const N: usize>(&self) -> [u8; N] {
        use rand::RngCore;
        let mut out = [0u8; N];
        match self.seeds.as_ref().and_then(|m| m.lock().ok()) {
            Some(mut rng) => rng.fill_bytes(&mut out),
            None => rand::rng().fill_bytes(&mut out),
        }
        out
    }

    /// The store this host uses.
    pub fn store(&self) -> &Arc<dyn Store> {
        &self.store
    }

    /// Handles one command at time `now` (unix seconds). Never panics on
    /// bad input; storage failures leave the game untouched.
    pub fn handle(&self, req: &Request, now: u64) -> Reply {
        match &req.command {
            Command::Tourney(cmd) => return self.handle_tourney(req, cmd, now),
            Command::Settings(change) => {
                return user::answer(self.store.as_ref(), req, change, now);
            }
            Command::MyGames => return mygames::list(self, req, now),
            Command::League(cmd) => return self.handle_league(req, cmd, now),
            Command::Away(cmd) => return away::answer(self, req, *cmd, now),
            Command::Rules(board) => return rulesum::answer(self, req, *board),
            _ => {}
        }
        self.decide_and_commit(&req.channel, Asker::of(req), |rec| {
            lost::resuming(rec, req, now, |rec| self.decide_command(rec, req, now))
        })
    }

    /// Marks the game in `channel` as one whose channel the bot lost access
    /// to (the front end found it cannot post there): its clock stops and
    /// each player is told once by DM, until a command comes from the
    /// channel. Returns whether the mark was made now.
    pub fn channel_lost(&self, channel: &str, now: u64) -> bool {
        self.decide_and_commit(channel, Asker::timer(), |rec| lost::mark(rec, channel, now))
            .applied
    }

    /// Whether the game in `channel` is marked as lost (see
    /// [`Host::channel_lost`]); `None` when the channel holds no game in
    /// progress or its record cannot be read.
    pub fn channel_paused(&self, channel: &str) -> Option<bool> {
        let rec = self.peek(channel).filter(lost::in_progress)?;
        Some(rec.lost_since.is_some())
    }

    /// Handles a button press: the command runs only if the game is still at
    /// the moment `stamp` names (checked in the same version-checked step as
    /// the move), so a press from an earlier turn, another game, or a forged
    /// stamp changes nothing.
    pub fn press(&self, req: &Request, stamp: &GameMoment, now: u64) -> Reply {
        let asker = Asker {
            sets_aside_damage: false,
            ..Asker::of(req)
        };
        self.decide_and_commit(&req.channel, asker, |rec| {
            lost::resuming(rec, req, now, |rec| {
                let seat = rec.and_then(|r| r.seat_of(&req.caller.id));
                if buttons::is_current(rec, stamp, seat) {
                    self.decide_command(rec, req, now)
                } else {
                    Decision::reply(buttons::stale())
                }
            })
        })
    }

    /// Decides one command against the channel's record. A player's seat
    /// takes the language they write in, for their private messages.
    fn decide_command(&self, rec: Option<&ChannelRecord>, req: &Request, now: u64) -> Decision {
        let relabelled = rec.and_then(|r| {
            let seat = r.seat_of(&req.caller.id)?;
            (r.seats[seat].lang != req.caller.lang).then(|| {
                let mut r = r.clone();
                r.seats[seat].lang = req.caller.lang;
                r
            })
        });
        let rec = relabelled.as_ref().or(rec);
        let mut decision = match &req.command {
            Command::New(_)
            | Command::Join
            | Command::Leave
            | Command::AddBot { .. }
            | Command::Start
            | Command::End
            | Command::Kick { .. } => lobby::decide_lobby(self, rec, req, now),
            Command::Premove(cmd) => premove::decide_premove(rec, req, cmd),
            Command::Undo | Command::UndoAnswer { .. } => undo::decide_undo(rec, req, now),
            Command::Sub { .. } | Command::SubAnswer { .. } => {
                substitute::decide_substitute(rec, req, now)
            }
            _ => game::decide_game(self, rec, req, now),
        };
        // Looking at the board or one's hand offers the taps that fit it.
        if let (Some(rec), None) = (rec, &decision.change) {
            let lang = req.caller.lang;
            decision.buttons = match &req.command {
                Command::Hand => rec
                    .seat_of(&req.caller.id)
                    .map_or_else(Vec::new, |s| buttons::private(rec, s, lang)),
                Command::Board | Command::Status => board_of(rec)
                    .map(|b| buttons::public(&b, rec, lang))
                    .unwrap_or_default(),
                // A question (which payment?) brings its own choices.
                _ => std::mem::take(&mut decision.buttons),
            };
        }
        decision
    }

    /// Fires every turn timer that is due: reminders and timeouts. Each fires
    /// once, even with several processes (the commit's version check).
    pub fn tick(&self, now: u64) -> Result<usize, StoreError> {
        let due = self.store.due(now, 100)?;
        for channel in &due {
            if let Some(tourney) = channel.strip_prefix(tourney::PREFIX) {
                self.tourney_deadline(tourney, now);
                continue;
            }
            if let Some(user) = channel.strip_prefix(user::PREFIX) {
                daily::fire(self, user, now);
                continue;
            }
            self.decide_and_commit(channel, Asker::timer(), |rec| {
                timer::decide_deadline(self, rec, channel, now)
            });
        }
        Ok(due.len())
    }

    /// Delivers waiting outbox messages through `send`; a message is
    /// acknowledged only once `send` succeeds, so none is lost. Items for
    /// the host itself (tournament tasks) are settled here, a table opening
    /// in a channel named like the table; returns how many items were
    /// delivered or settled.
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
                let now = tourney::now();
                let named = |at: &tourney::Opening| Some(at.name.clone());
                if let Some(done) = self.settle_item(item, now, &named) {
                    if done {
                        self.store.outbox_ack(&item.id)?;
                        sent += 1;
                    }
                    continue;
                }
                match self.front_message(item) {
                    Some(mut msg) => {
                        user::dress(self.store.as_ref(), &mut msg, unix_now());
                        if send(item, &msg) {
                            self.store.outbox_ack(&item.id)?;
                            sent += 1;
                        }
                    }
                    // A message that cannot be read never will be: drop it.
                    None => self.store.outbox_ack(&item.id)?,
                }
            }
            if items.len() < 50 {
                return Ok(sent);
            }
        }
    }

    /// A taken outbox message made ready for its reader (see
    /// `user::dress`): private pictures in the reader's look, pings held
    /// back in quiet hours. A message that does not read is left as it is.
    pub fn dress(&self, item: OutboxItem) -> OutboxItem {
        let Ok(mut msg) = serde_json::from_slice::<OutMsg>(&item.data) else {
            return item;
        };
        user::dress(self.store.as_ref(), &mut msg, unix_now());
        match serde_json::to_vec(&msg) {
            Ok(data) => OutboxItem { data, ..item },
            Err(_) => item,
        }
    }

    /// The load–decide–commit loop shared by commands and timers; the
    /// caller's answer is written in the asker's language. A command whose
    /// idempotency key the record remembers gets its first answer again.
    fn decide_and_commit(
        &self,
        channel: &str,
        asker: Asker,
        decide: impl Fn(Option<&ChannelRecord>) -> Decision,
    ) -> Reply {
        let lang = asker.lang;
        let say = |m: Msg| Reply::text(lang.tr(&m));
        for _ in 0..RETRIES {
            let (version, record) = match self.load(channel) {
                Ok(loaded) => loaded,
                Err(HostError::Damaged(why)) => return self.damaged(channel, asker, &why),
                Err(e) => return say(e.message()),
            };
            if let (Some(key), Some(rec)) = (asker.key, &record)
                && let Some(said) = rec.answer_of(key)
            {
                return Reply::text(lines(lang, said));
            }
            let decision = decide(record.as_ref());
            let reply = Reply {
                text: lines(lang, &decision.say),
                picture: decision.picture,
                buttons: decision.buttons,
                applied: decision.change.is_some(),
            };
            let Some(mut change) = decision.change else {
                return reply;
            };
            if let Some(key) = asker.key {
                change.record.remember_answer(key, &decision.say);
            }
            user::every_turn(self.store.as_ref(), &change.record, &mut change.outbox);
            user::quiet_deadline(self.store.as_ref(), record.as_ref(), &mut change.record);
            lost::hold_clock(&mut change.record);
            let members = members::changes(record.as_ref(), &change.record, change.archive);
            change.record.indexed = true;
            let commit = match build(channel, change) {
                Ok(c) => Commit { members, ..c },
                Err(e) => return say(HostError::NotSaved(e.to_string()).message()),
            };
            match self.store.commit(channel, version, &commit) {
                Ok(CommitOutcome::Saved(_)) => return reply,
                Ok(CommitOutcome::Conflict) => continue,
                Err(StoreError::Corrupt(why)) => return self.damaged(channel, asker, &why),
                Err(e) => return say(HostError::from(e).message()),
            }
        }
        say(HostError::MovedOn.message())
    }

    /// The channel's record as stored, for read-only views (a prompt, a
    /// suggestion); `None` when there is none or it cannot be read.
    pub fn peek(&self, channel: &str) -> Option<ChannelRecord> {
        self.load(channel).ok()?.1
    }

    /// The channel's version (0: none) and record.
    fn load(&self, channel: &str) -> Result<(u64, Option<ChannelRecord>), HostError> {
        match self.store.load(channel) {
            Ok(None) => Ok((0, None)),
            Ok(Some(r)) => match serde_json::from_slice::<ChannelRecord>(&r.data) {
                Ok(rec) => Ok((r.version, Some(rec))),
                Err(e) => Err(HostError::Damaged(format!("record does not parse: {e}"))),
            },
            Err(StoreError::Corrupt(why)) => Err(HostError::Damaged(why)),
            Err(e) => Err(HostError::from(e)),
        }
    }

    /// The answer in a channel whose stored game is damaged: an admin's
    /// `/game end` sets it aside (quarantine) and frees the channel.
    fn damaged(&self, channel: &str, asker: Asker, why: &str) -> Reply {
        tracing::error!(channel, "damaged stored game: {why}");
        let say = |m: Msg| Reply::text(asker.lang.tr(&m));
        if !asker.sets_aside_damage {
            return say(msg!("host-record-damaged"));
        }
        match self.store.quarantine(channel) {
            Ok(Some(id)) => {
                tracing::warn!(channel, id, "damaged game set aside");
                Reply {
                    applied: true,
                    ..say(msg!("host-damaged-set-aside", id = id.as_str()))
                }
            }
            Ok(None) => say(msg!("host-no-game")),
            Err(e) => say(HostError::from(e).message()),
        }
    }

    /// A computer player's action for `seat`.
    fn bot_action(&self, board: &Board, state: &GameState, seat: usize, level: BotLevel) -> Action {
        use rand::SeedableRng;
        let view = crate::rules::player_view(board, state, seat);
        let mut rng =
            ChaCha8Rng::seed_from_u64(state.moves.wrapping_mul(0x9E37_79B9) ^ seat as u64);
        (self.brain)(board, &view, level, &mut rng)
    }
}

/// Now in unix seconds (0 if the clock is before 1970).
fn unix_now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// Messages written in `lang`, one per line.
fn lines(lang: Lang, msgs: &[Msg]) -> String {
    msgs.iter()
        .map(|m| lang.tr(m))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The commit of a change, its outgoing messages given their buttons.
fn build(channel: &str, mut change: Change) -> Result<Commit, serde_json::Error> {
    let board = (!change.archive)
        .then(|| board_of(&change.record).ok())
        .flatten();
    buttons::decorate(
        board.as_deref(),
        channel,
        &change.record,
        &mut change.outbox,
    );
    let reports = match change.archive {
        true => {
            let mut items = tourney::on_archive(channel, &change.record);
            items.extend(league::on_archive(&change.record));
            items
        }
        false => Vec::new(),
    };
    let mut commit = build_commit(change)?;
    commit.outbox.extend(reports);
    Ok(commit)
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
        members: Vec::new(),
        live: !change.archive && lost::in_progress(rec),
    })
}

/// The board of a record.
fn board_of(rec: &ChannelRecord) -> Result<Arc<Board>, HostError> {
    maps::board(&rec.settings.map).map_err(|e| HostError::Board {
        map: rec.settings.map.clone(),
        why: e.to_string(),
    })
}
