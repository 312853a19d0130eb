//! Computer players. [`decide`] sees what a human in the seat would see —
//! the board and a [`PlayerView`] — never the game state, so it cannot know
//! other hands, the deck order or the random seed.

mod arena;
mod candidates;
mod cards;
mod claims;
mod extras;
mod fallback;
mod guess;
mod know;
mod memo;
mod plan;
mod search;
mod simulate;
mod style;
mod tickets;
mod turn;

pub use arena::{GameReport, play_game};
pub use search::{
    DEFAULT_BUDGET, DEFAULT_GUESSES, expert_budget, set_expert_budget, set_expert_guesses,
};
pub use simulate::{BotTotals, Setup, Summary, simulate};
pub use style::Level;

use crate::rules::{Action, Board, Phase, PlayerView};
use know::Know;
use memo::Plans;
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
///
/// The expert level thinks for up to [`expert_budget`] at the start of each
/// of its turns; the other levels answer at once.
pub fn decide(board: &Board, view: &PlayerView, level: Level, rng: &mut impl Rng) -> Action {
    if level == Level::Expert {
        return search::decide(board, view, rng);
    }
    decide_plain(
        &Know::new(board, view),
        &Style::of(level),
        rng,
        &mut Plans::default(),
    )
}

/// The action of a level that does not search, with the plans it made
/// earlier in the game.
fn decide_plain(k: &Know, style: &Style, rng: &mut impl Rng, plans: &mut Plans) -> Action {
    let view = k.view;
    if !view.offer.is_empty() {
        return tickets::keep(k, style);
    }
    if view.split_pending {
        return extras::split(k, style);
    }
    if view.public.tunnel.is_some() && view.public.turn == Some(view.seat) {
        return extras::tunnel(k);
    }
    turn::play(k, style, rng, plans)
}
