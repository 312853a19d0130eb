//! What a running game keeps for the league's stats: per seat, how long each
//! of the player's turns took, how many turns they played and how many
//! times their clock ran out. Stored in the game's record; read once, when
//! the game ends and reports to its server's league.

use super::times::MoveTimes;
use crate::host::record::ChannelRecord;
use crate::rules::{GameState, Phase};
use serde::{Deserialize, Serialize};

/// A game's running tally (every field defaults: games stored before it
/// existed start with an empty one).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    /// When the current turn began (unix seconds); `None` when its time is
    /// not counted (the game was stored before tallies, or the turn's clock
    /// ran out).
    #[serde(default)]
    pub began: Option<u64>,
    /// Turns played, per seat.
    #[serde(default)]
    pub turns: Vec<u32>,
    /// Timeouts, per seat.
    #[serde(default)]
    pub timeouts: Vec<u32>,
    /// Time per turn played in time, per seat.
    #[serde(default)]
    pub times: Vec<MoveTimes>,
    /// When the game last changed (unix seconds): its end, once over.
    #[serde(default)]
    pub last: u64,
}

impl Tally {
    /// Whether nothing has been tallied.
    pub fn is_empty(&self) -> bool {
        *self == Tally::default()
    }

    fn fit(&mut self, seats: usize) {
        self.turns.resize(seats.max(self.turns.len()), 0);
        self.timeouts.resize(seats.max(self.timeouts.len()), 0);
        self.times
            .resize(seats.max(self.times.len()), MoveTimes::default());
    }
}

/// What a change did to the turn that was running before it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Turn {
    /// The seat to move acted (itself, or the computer for it on a timeout).
    pub acted: bool,
    /// Other seats acted after it in the same change.
    pub went_round: bool,
}

/// After a change to a running game: when a seat played its turn to the
/// end (the turn passed on, went round, or the game moved to another
/// phase), counts it and, if it was played in time, how long it took;
/// starts timing the next turn. A game ended early ends no turn.
pub(crate) fn observe(
    rec: &mut ChannelRecord,
    old: &GameState,
    new: &GameState,
    turn: Turn,
    now: u64,
) {
    let seats = rec.seats.len();
    let t = &mut rec.tally;
    t.fit(seats);
    t.last = now;
    let was_play = old.phase == Phase::Play;
    let moved_on = new.phase != Phase::Play || new.turn != old.turn || turn.went_round;
    let ended = was_play && turn.acted && moved_on;
    if ended && old.turn < seats {
        t.turns[old.turn] += 1;
        if let Some(began) = t.began {
            t.times[old.turn].add(now.saturating_sub(began));
        }
    }
    if new.phase == Phase::Play && (moved_on || !was_play) {
        t.began = Some(now);
    }
}

/// The clock ran out for `seats`: a timeout each, and the running turn's
/// time is not counted as a move time.
pub(crate) fn timed_out(rec: &mut ChannelRecord, seats: &[usize]) {
    let n = rec.seats.len();
    rec.tally.fit(n);
    for &s in seats.iter().filter(|&&s| s < n) {
        rec.tally.timeouts[s] += 1;
    }
    rec.tally.began = None;
}
