//! One game between computer players, played through the real engine; the
//! base of the `simulate` command and of the tests.

use super::{Level, decide};
use crate::rules::apply::{Action, apply, end_now};
use crate::rules::board::Board;
use crate::rules::error::RuleError;
use crate::rules::legal::legal_actions;
use crate::rules::new_game;
use crate::rules::refusal::Refusal;
use crate::rules::scoring::{Breakdown, score_game};
use crate::rules::state::{GameOptions, GameState, Phase, Seat};
use crate::rules::view::player_view;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::Instant;

/// The most actions one game may take before it is cut short.
pub const MAX_ACTIONS: usize = 6_000;

/// How one game went.
#[derive(Clone, Debug)]
pub struct GameReport {
    /// The level in each seat.
    pub levels: Vec<Level>,
    /// Final totals per seat.
    pub totals: Vec<i32>,
    /// Final points by source per seat.
    pub breakdowns: Vec<Breakdown>,
    /// Pieces (trains and ships) left at the end per seat.
    pub pieces_left: Vec<u16>,
    /// Tickets completed and failed per seat.
    pub completed: Vec<usize>,
    pub failed: Vec<usize>,
    /// Actions the engine refused (each replaced by a legal one).
    pub refused: usize,
    /// The first refusals, for diagnosis: seat, action, reason.
    pub refusals: Vec<(Seat, Action, String)>,
    /// Time each decision took, in microseconds, with the deciding level.
    pub decisions: Vec<(Level, u32)>,
    /// Actions applied.
    pub actions: usize,
    /// False when the game hit [`MAX_ACTIONS`] and was ended by force.
    pub finished: bool,
}

/// The seat that must act now, if any.
fn acting_seat(state: &GameState) -> Option<Seat> {
    match state.phase {
        Phase::Setup => state
            .players
            .iter()
            .position(|p| p.offer.is_some() || p.split_pending),
        Phase::Play => Some(state.turn),
        Phase::Over => None,
    }
}

/// Plays a whole game with one computer player of `levels[seat]` per seat.
pub fn play_game(
    board: &Board,
    levels: &[Level],
    options: GameOptions,
    seed: u64,
) -> Result<GameReport, RuleError> {
    let names: Vec<String> = (1..=levels.len()).map(|i| format!("bot{i}")).collect();
    let mut state = new_game(board, &names, options, seed)?;
    // The bots' own dice, apart from the game's.
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5851_f42d_4c95_7f2d);
    let mut report = GameReport {
        levels: levels.to_vec(),
        totals: Vec::new(),
        breakdowns: Vec::new(),
        pieces_left: Vec::new(),
        completed: Vec::new(),
        failed: Vec::new(),
        refused: 0,
        refusals: Vec::new(),
        decisions: Vec::new(),
        actions: 0,
        finished: true,
    };
    while let Some(seat) = acting_seat(&state) {
        if report.actions >= MAX_ACTIONS {
            end_now(&mut state);
            report.finished = false;
            break;
        }
        let view = player_view(board, &state, seat);
        let start = Instant::now();
        let action = decide(board, &view, levels[seat], &mut rng);
        let micros = start.elapsed().as_micros().min(u32::MAX as u128) as u32;
        report.decisions.push((levels[seat], micros));
        if let Err(e) = apply(board, &mut state, seat, &action) {
            report.refused += 1;
            if report.refusals.len() < 10 {
                report.refusals.push((seat, action, e.to_string()));
            }
            substitute(board, &mut state, seat)?;
        }
        report.actions += 1;
    }
    let scores = score_game(board, &state);
    for (s, p) in scores.iter().zip(&state.players) {
        report.totals.push(s.breakdown.total);
        report.breakdowns.push(s.breakdown.clone());
        report.pieces_left.push(p.pieces());
        report.completed.push(s.completed);
        report.failed.push(s.tickets.len() - s.completed);
    }
    Ok(report)
}

/// Applies the first legal action the engine offers (declining a tunnel
/// when paying is refused), so a refused bot action never stops the game.
fn substitute(board: &Board, state: &mut GameState, seat: Seat) -> Result<(), RuleError> {
    let mut last = None;
    for a in legal_actions(board, state, seat) {
        match apply(board, state, seat, &a) {
            Ok(_) => return Ok(()),
            Err(e) => last = Some(e),
        }
    }
    Err(last.unwrap_or_else(|| {
        let names: Vec<&str> = state.players.iter().map(|p| p.name.as_str()).collect();
        RuleError::new(Refusal::GameOver, board, &names)
    }))
}
