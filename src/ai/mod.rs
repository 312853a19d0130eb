//! Computer players. [`decide`] sees what a human in the seat would see —
//! the board and a [`PlayerView`] — never the game state, so it cannot know
//! other hands, the deck order or the random seed.

mod arena;
mod cards;
mod claims;
mod extras;
mod fallback;
mod know;
mod plan;
mod simulate;
mod style;
mod tickets;
mod turn;

pub use arena::{GameReport, play_game};
pub use simulate::{BotTotals, Setup, Summary, simulate};
pub use style::Level;

use crate::rules::{Action, Board, Phase, PlayerView};
use know::Know;
use rand::Rng;
use style::Style;

/// Whether the seat of this view has a decision to make now.
pub fn must_act(view: &PlayerView) -> bool {
    !view.offer.is_empty()
        || view.split_pending
        || (view.public.phase == Phase::Play && view.public.turn == Some(view.seat))
}

/// The action a computer player of `level` takes in the seat of `view`:
/// keeping tickets, the World piece split, a turn, the second card of a
/// draw, or the answer to its tunnel. Call it when [`must_act`] holds; the
/// action is then legal.
pub fn decide(board: &Board, view: &PlayerView, level: Level, rng: &mut impl Rng) -> Action {
    let k = Know::new(board, view);
    let style = Style::of(level);
    if !view.offer.is_empty() {
        return tickets::keep(&k, &style);
    }
    if view.split_pending {
        return extras::split(&k, &style);
    }
    if view.public.tunnel.is_some() && view.public.turn == Some(view.seat) {
        return extras::tunnel(&k);
    }
    turn::play(&k, &style, rng)
}
