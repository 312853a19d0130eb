//! What a finished game reports to those who count it: a tournament
//! table's result, and a rated game's result for its server's league. Plain
//! data, carried by the host's task bus ([`super::kernel::Task`]).

use super::times::MoveTimes;
use serde::{Deserialize, Serialize};

/// A finished table game's result, per seat in seat order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Report {
    pub tourney: String,
    /// The table's channel (Discord: its thread, locked once counted).
    #[serde(default)]
    pub channel: String,
    pub round: u8,
    pub table: u8,
    pub game: String,
    pub scores: Vec<i32>,
    /// 0-based places (ties share one).
    pub places: Vec<u8>,
    pub abandoned: Vec<bool>,
    pub by_computer: bool,
    /// Timeouts per seat over the game.
    #[serde(default)]
    pub strikes: Vec<u32>,
}

/// One seat of a counted game, as reported.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SeatResult {
    /// A person's user id; for a computer player, its level (`easy`, `hard`).
    #[serde(default)]
    pub id: String,
    #[serde(default)]
    pub name: String,
    /// A computer player (rated in the computer pool).
    #[serde(default)]
    pub computer: bool,
    /// 0-based place; ties share one.
    #[serde(default)]
    pub place: u8,
    #[serde(default)]
    pub score: i32,
    #[serde(default)]
    pub tickets_done: u32,
    #[serde(default)]
    pub tickets: u32,
    #[serde(default)]
    pub turns: u32,
    #[serde(default)]
    pub timeouts: u32,
    #[serde(default)]
    pub times: MoveTimes,
}

/// A finished rated game's result, reported to its server's league.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct GameResult {
    #[serde(default)]
    pub server: String,
    #[serde(default)]
    pub game: String,
    /// The board's file name.
    #[serde(default)]
    pub board: String,
    /// When the game ended (unix seconds).
    #[serde(default)]
    pub at: u64,
    #[serde(default)]
    pub seats: Vec<SeatResult>,
    /// The season it was counted in (index into [`League::seasons`]), set
    /// when counted.
    #[serde(default)]
    pub season: usize,
}
