//! What a game played at a tournament table keeps of it: which table it
//! is, its seed commitment, and each seat's timeouts. A timeout is a
//! strike; the third in a row drops the player and a computer player keeps
//! the seat. Tournaments read it when the game reports its result.

use super::command::BotLevel;
use super::record::ChannelRecord;
use crate::i18n::Msg;
use crate::msg;
use serde::{Deserialize, Serialize};

/// Links a game to the tournament table it is played at (stored in the
/// game's record).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableRef {
    /// The tournament's channel.
    #[serde(default)]
    pub tourney: String,
    #[serde(default)]
    pub round: u8,
    #[serde(default)]
    pub table: u8,
    /// Hex salt of the game's seed commitment (revealed at the end).
    #[serde(default)]
    pub salt: String,
    #[serde(default)]
    pub commitment: String,
    /// Timeouts in a row, per seat.
    #[serde(default)]
    pub strikes: Vec<u8>,
    /// Timeouts over the game, per seat.
    #[serde(default)]
    pub timeouts: Vec<u32>,
    /// Seats whose player was dropped (a computer player keeps the seat).
    #[serde(default)]
    pub abandoned: Vec<bool>,
    /// Computer players finished the game at the round's deadline.
    #[serde(default)]
    pub by_computer: bool,
    /// The tournament leaves players' quiet hours out of their clocks.
    #[serde(default)]
    pub quiet_hours: bool,
}

/// Timeouts in a row that drop a player from a tournament.
pub(crate) const STRIKES_OUT: u8 = 3;

/// A player at a table moved: their strikes in a row are cleared.
pub(crate) fn moved(rec: &mut ChannelRecord, seat: usize) {
    if let Some(s) = rec.table.as_mut().and_then(|t| t.strikes.get_mut(seat)) {
        *s = 0;
    }
}

/// The players in `seats` ran out of time at a table: a strike each; the
/// third in a row drops them and a computer player keeps the seat.
pub(crate) fn strike(rec: &mut ChannelRecord, seats: &[usize]) -> Vec<Msg> {
    let Some(t) = rec.table.as_mut() else {
        return Vec::new();
    };
    let n = rec.seats.len();
    t.strikes.resize(n, 0);
    t.timeouts.resize(n, 0);
    t.abandoned.resize(n, false);
    let mut said = Vec::new();
    let humans: Vec<usize> = (seats.iter().copied())
        .filter(|&s| s < n && rec.seats[s].bot.is_none())
        .collect();
    for s in humans {
        t.strikes[s] = t.strikes[s].saturating_add(1);
        t.timeouts[s] += 1;
        let name = rec.seats[s].name.clone();
        if t.strikes[s] < STRIKES_OUT {
            said.push(msg!(
                "tourney-strike",
                player = name,
                strikes = t.strikes[s],
                most = STRIKES_OUT
            ));
            continue;
        }
        said.push(msg!(
            "tourney-struck-out",
            player = name,
            most = STRIKES_OUT
        ));
        t.abandoned[s] = true;
        rec.seats[s].user = None;
        rec.seats[s].bot = Some(BotLevel::Hard);
    }
    said
}
