//! What the host stores per channel: the lobby or game, its settings and
//! timers, and the entries of its action log.

use super::comforts::Comforts;
use super::command::{BotLevel, TimeoutPolicy};
use super::kernel::Deadline;
use super::settings::UserSettings;
use super::substitute::Subs;
use super::table::TableRef;
use super::tally::Tally;
use crate::host::error::HostError;
use crate::i18n::{Lang, Msg};
use crate::maps;
use crate::rules::{Action, Board, GameOptions, GameState, LastMove, Phase, Seat};
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use std::collections::BTreeMap;
use std::sync::Arc;

/// Who sits in a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    /// The user's id; `None` for a computer player.
    pub user: Option<String>,
    pub name: String,
    /// Set for computer players (and for players replaced by one).
    pub bot: Option<BotLevel>,
    /// The language of this player's private messages: their locale when
    /// they last acted.
    #[serde(default)]
    pub lang: Lang,
}

/// Choices made when the lobby was opened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSetup {
    pub map: String,
    pub options: GameOptions,
    pub seats: u8,
    /// Seconds a player has for a turn; `None` means no deadline.
    pub turn_secs: Option<u64>,
    pub timeout: TimeoutPolicy,
    /// Warn players privately when a kept ticket can no longer be made
    /// (off in rated and tournament games).
    #[serde(default)]
    pub ticket_alerts: bool,
    /// Days an away player's clock may stop; 0: it never stops.
    #[serde(default = "super::away::default_days")]
    pub away_days: u8,
    /// The computer player covers an away player's turns at once.
    #[serde(default)]
    pub cover: bool,
    /// How well the computer plays for away players and turns that ran
    /// out of time.
    #[serde(default)]
    pub cover_level: BotLevel,
    /// The game counts for its server's league (`/game new rated:false`
    /// turns it off; tournament games take the tournament's choice).
    #[serde(default = "yes")]
    pub rated: bool,
}

fn yes() -> bool {
    true
}

/// A channel's lobby or game.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ChannelRecord {
    pub game_id: String,
    pub creator: String,
    /// Stored under its first name, `settings`.
    #[serde(rename = "settings")]
    pub setup: GameSetup,
    pub seats: Vec<SeatInfo>,
    pub seed: u64,
    /// `None` while in the lobby.
    pub state: Option<GameState>,
    pub deadline: Option<Deadline>,
    /// The latest public lines, for `/history` in the reader's language.
    pub recent: History,
    /// The language of the channel's public messages and board pictures.
    #[serde(default)]
    pub lang: Lang,
    /// The latest applied commands that carried an idempotency key, with
    /// what their sender was told (at most `ANSWERED_KEYS`, newest last).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub answered: Vec<Answered>,
    /// Pieces put on the board so far, in order, for the recap at the end.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub placed: Vec<LastMove>,
    /// The tournament table this game is played at, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table: Option<TableRef>,
    /// Premoves, the "since your last turn" journal, the undo point and the
    /// ticket alerts already given.
    #[serde(default, skip_serializing_if = "Comforts::is_empty")]
    pub comforts: Comforts,
    /// The server (Discord guild id) the channel belongs to, for links;
    /// `None` in the console and for games stored before it was kept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guild: Option<String>,
    /// Turns, move times and timeouts per seat, for the league's stats.
    #[serde(default, skip_serializing_if = "Tally::is_empty")]
    pub tally: Tally,
    /// Seats open to substitutes, their timeouts in a row, asks waiting.
    #[serde(default, skip_serializing_if = "Subs::is_empty")]
    pub subs: Subs,
    /// Players who said they are away.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub away: Vec<super::away::Away>,
    /// Its players are in the per-user index `/mygames` reads; records
    /// stored before the index read `false` and are indexed on their next
    /// commit.
    #[serde(default)]
    pub indexed: bool,
    /// When the bot lost access to the channel (unix seconds): the game is
    /// paused, its clock stopped, until a command comes from the channel.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lost_since: Option<u64>,
    /// The unguessable token of the game's web pages (random, see
    /// [`super::token::new_token`]); records stored before it was kept get
    /// one on their next commit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub web: Option<String>,
    /// Each seated player's settings as this game knows them (see
    /// `user::keep_copies`): read once when they sit down and carried here
    /// whenever they change them, so a move reads no other record.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub players_settings: BTreeMap<String, UserSettings>,
    /// Each player's private link generation: a link signed for an older
    /// one is refused (revoked). Records stored before it was kept read
    /// every player at generation 0.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub link_gens: BTreeMap<String, u32>,
}

/// How many applied commands' idempotency keys a record remembers.
pub(super) const ANSWERED_KEYS: usize = 32;

/// An applied command, known by its idempotency key (see
/// [`super::Request::key`]), and the lines its sender was told.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Answered {
    pub key: String,
    pub say: Vec<Msg>,
}

/// Public lines kept for `/history`.
pub(super) const RECENT_LINES: usize = 30;

/// A channel's latest public lines, newest last. They stay stored JSON until
/// `/history` reads them, so loading a record for a move does not rebuild
/// them; lines of earlier stored forms read as [`Msg`] reads them.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct History(Vec<Box<RawValue>>);

impl History {
    /// Adds lines, dropping the oldest beyond `RECENT_LINES`.
    pub fn remember(&mut self, lines: impl IntoIterator<Item = Msg>) {
        for line in lines {
            match serde_json::value::to_raw_value(&line) {
                Ok(raw) => self.0.push(raw),
                Err(e) => tracing::error!(key = line.key(), %e, "history line not stored"),
            }
        }
        let extra = self.0.len().saturating_sub(RECENT_LINES);
        self.0.drain(..extra);
    }

    /// Whether nothing has been said yet.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The lines, oldest first; a line that cannot be read is left out.
    pub fn lines(&self) -> Vec<Msg> {
        self.newest(self.0.len())
    }

    /// The newest `count` lines (fewer when fewer are kept), oldest first;
    /// only those are read.
    pub fn newest(&self, count: usize) -> Vec<Msg> {
        self.0[self.0.len().saturating_sub(count)..]
            .iter()
            .filter_map(|raw| match serde_json::from_str(raw.get()) {
                Ok(line) => Some(line),
                Err(e) => {
                    tracing::warn!(%e, "unreadable history line skipped");
                    None
                }
            })
            .collect()
    }
}

impl ChannelRecord {
    /// A record as stored (see [`super::stored`]).
    pub fn read(data: &[u8]) -> Result<ChannelRecord, String> {
        super::stored::unpack(data).map_err(|e| format!("record does not parse: {e}"))
    }

    /// The record as it is stored.
    pub fn write(&self) -> Result<Vec<u8>, HostError> {
        super::stored::pack(self).map_err(HostError::NotSaved)
    }

    /// The board the game is played on.
    pub fn board(&self) -> Result<Arc<Board>, HostError> {
        maps::board(&self.setup.map).map_err(|e| HostError::Board {
            map: self.setup.map.clone(),
            why: e.to_string(),
        })
    }

    /// Whether it holds a game in progress (started, not over).
    pub fn in_progress(&self) -> bool {
        self.state.as_ref().is_some_and(|s| s.phase != Phase::Over)
    }

    /// What the command with idempotency `key` was told, if it was applied.
    pub fn answer_of(&self, key: &str) -> Option<&[Msg]> {
        self.answered
            .iter()
            .find(|a| a.key == key)
            .map(|a| a.say.as_slice())
    }

    /// Remembers that the command with `key` was applied and told `say`,
    /// forgetting the oldest beyond `ANSWERED_KEYS`.
    pub fn remember_answer(&mut self, key: &str, say: &[Msg]) {
        self.answered.push(Answered {
            key: key.to_owned(),
            say: say.to_vec(),
        });
        let extra = self.answered.len().saturating_sub(ANSWERED_KEYS);
        self.answered.drain(..extra);
    }

    /// The seat of a user, if they play here.
    pub fn seat_of(&self, user: &str) -> Option<Seat> {
        self.seats
            .iter()
            .position(|s| s.user.as_deref() == Some(user))
    }
}

/// One entry of a game's action log: with the seed, replaying the entries
/// rebuilds the game exactly.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum LogEntry {
    Started {
        map: String,
        names: Vec<String>,
        options: GameOptions,
        seed: u64,
    },
    Action {
        seat: Seat,
        action: Action,
    },
    /// A turn passed because its deadline ran out.
    Pass {
        seat: Seat,
    },
    /// The game was ended early and scored.
    Ended,
    /// A claim was taken back with every other player's consent: the game
    /// goes on from this state (the one before the claim, its move counter
    /// moved on), so replaying the log stays exact.
    Undone {
        seat: Seat,
        state: Box<GameState>,
    },
}

#[cfg(test)]
mod tests {
    use super::{History, RECENT_LINES};
    use crate::msg;

    #[test]
    fn history_keeps_the_latest_lines_and_reads_every_stored_form() {
        let stored = r#"["ann drew 3 ticket(s)",
            {"key":"event-drew-deck","args":[["player",{"Text":"bob"}]]}]"#;
        let mut history: History = serde_json::from_str(stored).unwrap();
        assert_eq!(history.lines()[1], msg!("event-drew-deck", player = "bob"));
        history.remember((0..RECENT_LINES as u32).map(|n| {
            msg!(
                "event-tickets-kept",
                player = "ann",
                kept = n,
                returned = 0u32
            )
        }));
        let lines = history.lines();
        assert_eq!(lines.len(), RECENT_LINES);
        let first = msg!(
            "event-tickets-kept",
            player = "ann",
            kept = 0u32,
            returned = 0u32
        );
        assert_eq!(lines[0], first, "the two saved lines gave way");
        let again: History =
            serde_json::from_str(&serde_json::to_string(&history).unwrap()).unwrap();
        assert_eq!(again.lines(), lines);
    }
}
