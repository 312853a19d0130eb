//! Computer players. They decide from a [`PlayerView`] — their own hand and
//! tickets and the public board — never from the game state, so they cannot
//! see the deck order or anyone else's cards.
//!
//! `Easy` keeps the cheapest tickets, claims the routes its shortest paths
//! need and draws the colors those routes take. `Hard` plans its tickets
//! together over free and own routes, claims long and shared links first,
//! takes more tickets while it is safe, builds stations and harbors where
//! its tickets gain, exchanges pieces it lacks, and spends its cards on the
//! longest routes it can afford when the end is near.

mod choose;
pub mod plan;
pub mod simulate;

use crate::rules::Action;
use crate::rules::board::Board;
use crate::rules::view::PlayerView;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// Computer player strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Easy,
    Hard,
}

impl Level {
    /// Parses `easy` or `hard`.
    pub fn parse(s: &str) -> Option<Level> {
        match s.trim().to_ascii_lowercase().as_str() {
            "easy" => Some(Level::Easy),
            "hard" => Some(Level::Hard),
            _ => None,
        }
    }
}

/// The action `view`'s player takes now. Call it only when that player must
/// act (a setup choice, their turn, or a decision pending for them).
pub fn decide(board: &Board, view: &PlayerView, level: Level, rng: &mut ChaCha8Rng) -> Action {
    choose::decide(board, view, level, rng)
}
