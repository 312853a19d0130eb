//! The expert level: at the start of its turn it weighs a few candidate
//! actions by playing each on in many guesses at the hidden cards and
//! tickets, the hard level playing every seat, and takes the action whose
//! games end best for it. Every candidate is tried in the same guesses with
//! the same dice, so the comparison is between actions, not luck.

use super::arena::{acting_seat, substitute};
use super::guess::guess;
use super::know::Know;
use super::style::{Level, Style};
use super::{candidates, decide_plain};
use crate::rules::{Action, Board, GameState, PlayerView, apply, player_view, score_game};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// The expert's thinking time per decision unless set otherwise.
pub const DEFAULT_BUDGET: Duration = Duration::from_millis(200);

/// The expert's thinking time per decision, in microseconds.
static BUDGET_MICROS: AtomicU64 = AtomicU64::new(DEFAULT_BUDGET.as_micros() as u64);

/// Sets the expert's thinking time per decision (for every game in this
/// process).
pub fn set_expert_budget(budget: Duration) {
    let micros = budget.as_micros().min(u64::MAX as u128) as u64;
    BUDGET_MICROS.store(micros.max(1), Ordering::Relaxed);
}

/// The expert's thinking time per decision.
pub fn expert_budget() -> Duration {
    Duration::from_micros(BUDGET_MICROS.load(Ordering::Relaxed))
}

/// Guesses played per decision at most unless set otherwise.
pub const DEFAULT_GUESSES: usize = 64;

/// Guesses played per decision at most, however much time is left.
static GUESSES: AtomicUsize = AtomicUsize::new(DEFAULT_GUESSES);

/// Sets how many guesses the expert plays per decision at most. With a
/// budget it never reaches, the expert's choice depends only on the view
/// and the dice it is given.
pub fn set_expert_guesses(guesses: usize) {
    GUESSES.store(guesses.max(1), Ordering::Relaxed);
}

/// What winning a rollout is worth beyond the margin, in points.
const WIN_BONUS: f64 = 20.0;

/// Actions per seat after which a rollout stops, a guard against games
/// that would not end.
const ROLLOUT_ACTIONS: u32 = 256;

/// The expert's action for the seat of `view`.
pub(crate) fn decide(board: &Board, view: &PlayerView, rng: &mut impl Rng) -> Action {
    let start = Instant::now();
    let k = Know::new(board, view);
    let style = Style::of(Level::Expert);
    let plain = decide_plain(&k, &style, rng);
    if guess(board, view, rng).is_none() {
        return plain;
    }
    let options = candidates::list(&k, &style, &plain, rng);
    if options.len() < 2 {
        return plain;
    }
    let deadline = start + expert_budget();
    let mut totals = vec![0.0f64; options.len()];
    let mut played = 0usize;
    let most = GUESSES.load(Ordering::Relaxed);
    while played < most && Instant::now() < deadline {
        let Some(world) = guess(board, view, rng) else {
            break;
        };
        let seed: u64 = rng.random();
        let mut outcomes = Vec::with_capacity(options.len());
        for a in &options {
            if Instant::now() >= deadline {
                break;
            }
            outcomes.push(outcome(board, &world, view.seat, a, seed));
        }
        if outcomes.len() < options.len() {
            break;
        }
        for (t, o) in totals.iter_mut().zip(outcomes) {
            *t += o;
        }
        played += 1;
    }
    if played == 0 {
        return plain;
    }
    best(&options, &totals).unwrap_or(plain)
}

/// The candidate with the best total; the plain choice (listed first) wins
/// ties.
fn best(options: &[Action], totals: &[f64]) -> Option<Action> {
    let mut top = 0;
    for (i, &t) in totals.iter().enumerate() {
        if t > totals[top] + 1e-9 {
            top = i;
        }
    }
    options.get(top).cloned()
}

/// How well the game goes for `seat` after it takes `action` in `world`:
/// its final total against the best other total.
fn outcome(board: &Board, world: &GameState, seat: usize, action: &Action, seed: u64) -> f64 {
    let mut state = world.clone();
    if apply(board, &mut state, seat, action).is_err() {
        return f64::MIN / 4.0;
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rollout(board, &mut state, &mut rng);
    let totals: Vec<i32> = score_game(board, &state)
        .iter()
        .map(|s| s.breakdown.total)
        .collect();
    let mine = totals[seat];
    let rival = totals
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != seat)
        .map(|(_, &t)| t)
        .max()
        .unwrap_or(0);
    let won = if mine > rival { WIN_BONUS } else { 0.0 };
    f64::from(mine - rival) + won
}

/// Plays the game on with the hard level in every seat.
fn rollout(board: &Board, state: &mut GameState, rng: &mut ChaCha8Rng) {
    let seats = state.seats() as u32;
    let mut actions = 0u32;
    while let Some(seat) = acting_seat(state) {
        if actions > ROLLOUT_ACTIONS * seats {
            break;
        }
        let view = player_view(board, state, seat);
        let k = Know::new(board, &view);
        let action = decide_plain(&k, &Style::of(Level::Hard), rng);
        if apply(board, state, seat, &action).is_err() && substitute(board, state, seat).is_err() {
            break;
        }
        actions += 1;
    }
}
