//! The expert level: at the start of its turn, and when tickets are
//! offered to it, it weighs a few candidate actions by playing each on in
//! many guesses at the hidden cards and tickets (its own seat played on
//! with its plain choices, the others by the hard level), and takes the
//! action whose games end best for it. Every candidate is tried in the
//! same guesses with the same dice, so the comparison is between actions,
//! not luck.

use super::arena::{acting_seat, substitute};
use super::guess::{Guesser, can_guess};
use super::know::Know;
use super::memo::Plans;
use super::style::{Level, Style, board_index};
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
pub const DEFAULT_GUESSES: usize = 256;

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

/// Standard errors by which a candidate must beat the plain choice to be
/// taken instead, or trail it to be dropped, per board: USA, Europe,
/// Switzerland, World. One (about five chances in six of a true
/// difference) won more games than two on the first three boards: the
/// candidates that stay ahead are better on the whole. On World it won
/// fewer, so World keeps two.
const CONFIDENCE: [f64; 4] = [1.0, 1.0, 1.0, 2.0];

/// Guesses a candidate is played in before it may be dropped.
const BEFORE_DROPPING: f64 = 8.0;

/// Rollout actions between looks at the clock.
const CLOCK_EVERY: u32 = 4;

/// Actions per seat after which a rollout stops, a guard against games
/// that would not end.
const ROLLOUT_ACTIONS: u32 = 256;

/// The expert's action for the seat of `view`.
pub(crate) fn decide(board: &Board, view: &PlayerView, rng: &mut impl Rng) -> Action {
    let start = Instant::now();
    let k = Know::new(board, view);
    let style = Style::of(Level::Expert);
    // The ticket choices are ranked once: the plain choice is the first.
    let keeps = (!view.offer.is_empty()).then(|| candidates::keeps(&k, &style));
    let plain = match &keeps {
        Some(keeps) => keeps[0].clone(),
        None => decide_plain(&k, &style, rng, &mut Plans::default()),
    };
    if !can_guess(view) {
        return plain;
    }
    let options = match keeps {
        Some(keeps) => keeps,
        None => candidates::list(&k, &style, &plain, rng),
    };
    if options.len() < 2 {
        return plain;
    }
    // Working out the guesser's ticket odds takes path searches.
    let Some(guesser) = Guesser::new(board, view) else {
        return plain;
    };
    let deadline = start + expert_budget();
    let confidence = CONFIDENCE[board_index(board.family)];
    let mut tally = Tally::new(options.len(), confidence);
    let most = GUESSES.load(Ordering::Relaxed);
    while tally.played < most && tally.open() && Instant::now() < deadline {
        let Some(world) = guesser.guess(rng) else {
            break;
        };
        let seed: u64 = rng.random();
        let outcomes: Option<Vec<Option<f64>>> = options
            .iter()
            .zip(&tally.live)
            .map(|(a, &live)| match live {
                true => outcome(board, &world, view.seat, a, seed, deadline).map(Some),
                false => Some(None),
            })
            .collect();
        // A guess cut short by the deadline is not counted.
        let Some(outcomes) = outcomes else { break };
        tally.add(&outcomes);
    }
    options.get(tally.best()).cloned().unwrap_or(plain)
}

/// How the candidates fared against the plain choice (the first), guess by
/// guess: per candidate, the guesses it was played in, and the sums of its
/// differences from the plain choice and of their squares. A candidate
/// surely worse than the plain choice is dropped, so the guesses left go
/// to the close calls.
struct Tally {
    /// Standard errors that make a difference sure.
    confidence: f64,
    played: usize,
    live: Vec<bool>,
    n: Vec<f64>,
    sum: Vec<f64>,
    squares: Vec<f64>,
}

impl Tally {
    fn new(options: usize, confidence: f64) -> Tally {
        Tally {
            confidence,
            played: 0,
            live: vec![true; options],
            n: vec![0.0; options],
            sum: vec![0.0; options],
            squares: vec![0.0; options],
        }
    }

    /// Counts one guess (the plain choice is always played), then drops
    /// the candidates that trail the plain choice by more than
    /// `confidence` standard errors after [`BEFORE_DROPPING`] guesses.
    fn add(&mut self, outcomes: &[Option<f64>]) {
        let Some(plain) = outcomes[0] else { return };
        for (i, o) in outcomes.iter().enumerate().skip(1) {
            let Some(o) = o else { continue };
            let d = o - plain;
            self.n[i] += 1.0;
            self.sum[i] += d;
            self.squares[i] += d * d;
            if self.n[i] >= BEFORE_DROPPING
                && let Some((mean, se)) = self.estimate(i)
                && mean + self.confidence * se < 0.0
            {
                self.live[i] = false;
            }
        }
        self.played += 1;
    }

    /// Whether some candidate besides the plain choice is still played.
    fn open(&self) -> bool {
        self.live.iter().skip(1).any(|&l| l)
    }

    /// Candidate `i`'s mean difference from the plain choice and its
    /// standard error, once it was played in two guesses.
    fn estimate(&self, i: usize) -> Option<(f64, f64)> {
        let n = self.n[i];
        if n < 2.0 {
            return None;
        }
        let mean = self.sum[i] / n;
        let var = (self.squares[i] / n - mean * mean).max(0.0) * n / (n - 1.0);
        Some((mean, (var / n).sqrt()))
    }

    /// The candidate that beat the plain choice by the most, if by more
    /// than `confidence` standard errors; else the plain choice (0).
    /// With few guesses most differences are luck.
    fn best(&self) -> usize {
        let mut top = (0, 0.0);
        for i in 1..self.n.len() {
            if let Some((mean, se)) = self.estimate(i)
                && mean > self.confidence * se
                && mean > top.1
            {
                top = (i, mean);
            }
        }
        top.0
    }
}

/// How well the game goes for `seat` after it takes `action` in `world`:
/// its final total against the best other total; `None` when the deadline
/// passes first.
fn outcome(
    board: &Board,
    world: &GameState,
    seat: usize,
    action: &Action,
    seed: u64,
    deadline: Instant,
) -> Option<f64> {
    let mut state = world.clone();
    if apply(board, &mut state, seat, action).is_err() {
        return Some(f64::MIN / 4.0);
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rollout(board, &mut state, seat, &mut rng, deadline)?;
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
    Some(f64::from(mine - rival) + won)
}

/// Plays the game on, the expert's seat `me` with its own plain choices
/// and the hard level in every other seat; `None` when the deadline
/// passes first (looked at every few actions).
fn rollout(
    board: &Board,
    state: &mut GameState,
    me: usize,
    rng: &mut ChaCha8Rng,
    deadline: Instant,
) -> Option<()> {
    let styles = [Style::of(Level::Hard), Style::of(Level::Expert)];
    let seats = state.seats() as u32;
    let mut actions = 0u32;
    let mut plans = Plans::default();
    while let Some(seat) = acting_seat(state) {
        if actions > ROLLOUT_ACTIONS * seats {
            break;
        }
        if actions.is_multiple_of(CLOCK_EVERY) && Instant::now() >= deadline {
            return None;
        }
        let view = player_view(board, state, seat);
        let k = Know::new(board, &view);
        let style = &styles[usize::from(seat == me)];
        let action = decide_plain(&k, style, rng, &mut plans);
        if apply(board, state, seat, &action).is_err() && substitute(board, state, seat).is_err() {
            break;
        }
        actions += 1;
    }
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A candidate that trails the plain choice in every guess is played
    /// no more once it is surely worse; one ahead by a steady margin is
    /// taken.
    #[test]
    fn a_losing_candidate_is_dropped_and_a_sure_winner_taken() {
        let mut t = Tally::new(3, 1.0);
        for g in 0..20 {
            let noise = f64::from(g % 3);
            let losing = t.live[1].then_some(2.0 + noise);
            t.add(&[Some(10.0), losing, Some(15.0 + noise)]);
        }
        assert!(!t.live[1] && t.live[2] && t.open());
        assert_eq!(t.n[1], BEFORE_DROPPING);
        assert_eq!(t.best(), 2);
    }

    /// A lead of about one and a half standard errors is taken at one
    /// standard error and left to the plain choice at two.
    #[test]
    fn the_bar_decides_a_modest_lead() {
        for (confidence, taken) in [(1.0, 1), (2.0, 0)] {
            let mut t = Tally::new(2, confidence);
            for g in 0..36 {
                let swing = if g % 2 == 0 { 10.0 } else { -6.0 };
                t.add(&[Some(10.0), Some(10.0 + swing)]);
            }
            assert!(t.open());
            assert_eq!(t.best(), taken, "at {confidence} standard errors");
        }
    }

    /// A difference that luck explains keeps the plain choice, and keeps
    /// the candidate in play.
    #[test]
    fn a_close_call_keeps_the_plain_choice() {
        let mut t = Tally::new(2, 1.0);
        for g in 0..40 {
            let swing = if g % 2 == 0 { 6.0 } else { -5.0 };
            t.add(&[Some(10.0), Some(10.0 + swing)]);
        }
        assert!(t.open());
        assert_eq!(t.best(), 0);
    }
}
