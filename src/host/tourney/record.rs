//! What the host stores per tournament: its settings, players, rounds with
//! their tables and results, adjustments and the pairing seed. Stored through
//! the same store as games under [`key`]; every field has a default so
//! records written by earlier versions keep loading.

use crate::host::command::BotLevel;
use crate::i18n::Lang;
use crate::rules::GameOptions;
use crate::tourney::{Adjustment, RoundResults, TableResult, TableSize};
use serde::{Deserialize, Serialize};

/// The store key of the tournament run in `channel`.
pub fn key(channel: &str) -> String {
    format!("{PREFIX}{channel}")
}

/// Prefix of tournament keys in the store.
pub(crate) const PREFIX: &str = "tourney:";

/// Where a tournament is in its life.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Stage {
    /// Taking sign-ups.
    #[default]
    Signup,
    Running,
    Finished,
    Cancelled,
}

/// One entrant.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// The user id (the name itself in the console).
    #[serde(default)]
    pub id: String,
    #[serde(default)]
    pub name: String,
    /// Dropped players are not paired again (until they rejoin).
    #[serde(default)]
    pub dropped: bool,
    /// Timeouts over the tournament (a strike each).
    #[serde(default)]
    pub strikes: u32,
    /// Set for computer players.
    #[serde(default)]
    pub bot: Option<BotLevel>,
}

/// One table of a round.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Table {
    /// 1-based table number.
    #[serde(default)]
    pub number: u8,
    /// Player ids in seat order.
    #[serde(default)]
    pub seats: Vec<String>,
    /// The table's channel name (`R2·T3·USA`).
    #[serde(default)]
    pub name: String,
    /// The channel (Discord: thread) its game runs in, once opened.
    #[serde(default)]
    pub channel: Option<String>,
    /// The game's id, fixed when the round is paired.
    #[serde(default)]
    pub game_id: String,
    /// The game's seed and the hex salt of its commitment: secret until
    /// the game ends.
    #[serde(default)]
    pub seed: u64,
    #[serde(default)]
    pub salt: String,
    /// Commitment to the game's seed (sha256 of seed and salt, hex).
    #[serde(default)]
    pub commitment: String,
    /// The result, once the game has ended and reported it.
    #[serde(default)]
    pub result: Option<TableResult>,
}

/// One paired round.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Round {
    #[serde(default)]
    pub tables: Vec<Table>,
    /// Player ids with a bye this round.
    #[serde(default)]
    pub byes: Vec<String>,
    /// Unix seconds when unfinished tables get the hurry clock.
    #[serde(default)]
    pub deadline: u64,
    /// The hurry clock has been set on the unfinished tables.
    #[serde(default)]
    pub hurried: bool,
    /// The seating as paired (before any substitutes), for `verify`.
    #[serde(default)]
    pub paired: Vec<Vec<String>>,
    /// How many adjustments the pairing saw, for `verify`.
    #[serde(default)]
    pub adjustments: usize,
    /// Seated by lot from the pairing seed (round 1), not in sign-up order.
    #[serde(default)]
    pub drawn: bool,
    /// The final: one table of the top 4 after the Swiss rounds, whose
    /// result decides places 1 to 4.
    #[serde(default)]
    pub final_table: bool,
}

impl Round {
    /// Whether every table has reported its result.
    pub fn finished(&self) -> bool {
        self.tables.iter().all(|t| t.result.is_some())
    }
}

fn default_rounds() -> u8 {
    3
}
fn default_size() -> TableSize {
    TableSize {
        size: 4,
        min: 3,
        max: 5,
    }
}
fn default_turn_hours() -> u32 {
    24
}
fn default_round_days() -> u32 {
    7
}
fn yes() -> bool {
    true
}

/// A tournament.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct TourneyRecord {
    /// The tournament channel (tables open as its threads).
    #[serde(default)]
    pub channel: String,
    #[serde(default)]
    pub name: String,
    /// The creator's user id.
    #[serde(default)]
    pub organiser: String,
    /// The board's file name.
    #[serde(default)]
    pub map: String,
    #[serde(default)]
    pub options: GameOptions,
    /// Swiss rounds to play.
    #[serde(default = "default_rounds")]
    pub rounds: u8,
    #[serde(default = "default_size")]
    pub size: TableSize,
    #[serde(default = "default_turn_hours")]
    pub turn_hours: u32,
    #[serde(default = "default_round_days")]
    pub round_days: u32,
    #[serde(default = "yes")]
    pub rated: bool,
    /// Players may declare quiet hours.
    #[serde(default)]
    pub quiet_hours: bool,
    /// A final table for the top 4 after the Swiss rounds.
    #[serde(default)]
    pub final_four: bool,
    #[serde(default)]
    pub players: Vec<Player>,
    #[serde(default)]
    pub played: Vec<Round>,
    #[serde(default)]
    pub adjustments: Vec<Adjustment>,
    /// The pairing seed: secret until the tournament ends.
    #[serde(default)]
    pub seed: u64,
    /// Hex salt of the commitments.
    #[serde(default)]
    pub salt: String,
    /// sha256 of the pairing seed and salt, posted when the tournament starts.
    #[serde(default)]
    pub commitment: String,
    #[serde(default)]
    pub stage: Stage,
    #[serde(default)]
    pub season: u32,
    /// The language of the tournament's public messages.
    #[serde(default)]
    pub lang: Lang,
    /// The id of the pinned standings message (Discord), once posted.
    #[serde(default)]
    pub standings_message: Option<String>,
    /// The server (Discord guild id) it runs on, whose league its rated
    /// games report to; `None` in the console.
    #[serde(default)]
    pub guild: Option<String>,
    /// The unguessable token of the tournament's web page, given by the
    /// first commit that finds none (so older records get theirs at their
    /// next change, or when a link to the page is first asked for).
    #[serde(default)]
    pub web: Option<String>,
}

impl TourneyRecord {
    /// The entry of a player, by id.
    pub fn player(&self, id: &str) -> Option<&Player> {
        self.players.iter().find(|p| p.id == id)
    }

    /// A player's display name (their id if unknown).
    pub fn name_of<'a>(&'a self, id: &'a str) -> &'a str {
        self.player(id).map_or(id, |p| p.name.as_str())
    }

    /// Finds a player by id or name, as typed.
    pub fn find(&self, typed: &str) -> Option<&Player> {
        let t = typed.trim().trim_start_matches('@');
        self.player(t)
            .or_else(|| self.players.iter().find(|p| p.name.eq_ignore_ascii_case(t)))
    }

    /// Ids of players still in.
    pub fn active(&self) -> Vec<String> {
        let ids = self.players.iter().filter(|p| !p.dropped);
        ids.map(|p| p.id.clone()).collect()
    }

    /// Every entrant's id.
    pub fn ids(&self) -> Vec<String> {
        self.players.iter().map(|p| p.id.clone()).collect()
    }

    /// The played rounds as the standings read them.
    pub fn results(&self) -> Vec<RoundResults> {
        let round = |r: &Round| RoundResults {
            results: r.tables.iter().filter_map(|t| t.result.clone()).collect(),
            byes: r.byes.clone(),
        };
        self.played.iter().map(round).collect()
    }

    /// The current round, if one is paired.
    pub fn current(&self) -> Option<&Round> {
        self.played.last()
    }

    /// A table by round (1-based) and number.
    pub fn table_mut(&mut self, round: u8, number: u8) -> Option<&mut Table> {
        let r = self.played.get_mut(usize::from(round).checked_sub(1)?)?;
        r.tables.iter_mut().find(|t| t.number == number)
    }
}
