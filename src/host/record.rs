//! What the host stores per channel: the lobby or game, its settings and
//! timers, and the entries of its action log.

use super::command::{BotLevel, TimeoutPolicy};
use crate::i18n::{Lang, Msg};
use crate::rules::{Action, GameOptions, GameState, Seat};
use serde::{Deserialize, Serialize};

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
pub struct Settings {
    pub map: String,
    pub options: GameOptions,
    pub seats: u8,
    /// Seconds a player has for a turn; `None` means no deadline.
    pub turn_secs: Option<u64>,
    pub timeout: TimeoutPolicy,
}

/// The running turn timer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deadline {
    /// The game's move counter when the timer was set; a move resets it.
    pub moves: u64,
    pub reminder_at: u64,
    pub reminded: bool,
    pub at: u64,
}

impl Deadline {
    /// When the timer next needs attention.
    pub fn next_due(&self) -> u64 {
        if self.reminded {
            self.at
        } else {
            self.reminder_at.min(self.at)
        }
    }
}

/// A channel's lobby or game.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ChannelRecord {
    pub game_id: String,
    pub creator: String,
    pub settings: Settings,
    pub seats: Vec<SeatInfo>,
    pub seed: u64,
    /// `None` while in the lobby.
    pub state: Option<GameState>,
    pub deadline: Option<Deadline>,
    /// The latest public lines, newest last (for `/history`, in the
    /// reader's language).
    pub recent: Vec<Msg>,
    /// The language of the channel's public messages and board pictures.
    #[serde(default)]
    pub lang: Lang,
}

/// Public lines kept for `/history`.
pub const RECENT_LINES: usize = 30;

impl ChannelRecord {
    /// The seat of a user, if they play here.
    pub fn seat_of(&self, user: &str) -> Option<Seat> {
        self.seats
            .iter()
            .position(|s| s.user.as_deref() == Some(user))
    }

    /// Adds public lines to the history, dropping the oldest.
    pub fn remember(&mut self, lines: impl IntoIterator<Item = Msg>) {
        self.recent.extend(lines);
        let extra = self.recent.len().saturating_sub(RECENT_LINES);
        self.recent.drain(..extra);
    }
}

/// One entry of a game's action log: with the seed, replaying the entries
/// rebuilds the game exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
}
