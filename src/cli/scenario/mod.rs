//! `conductor scenario FILE`: plays a scripted game with the real engine and
//! prints one JSON object per step, then a final summary (SCENARIOS.md).

/// Builds a [`FileError`] like `format!`.
macro_rules! bad {
    ($($t:tt)*) => { $crate::cli::scenario::FileError(format!($($t)*)) };
}

mod checks;
mod expect;
mod file;
mod output;
mod setup;
mod step;

use crate::rules::{
    Board, Event, GameOptions, GameState, LastMove, MapError, Variant, apply, end_now, new_game,
};
use expect::{Expect, NO_TICKET_NUMBER};
use file::{File, Step};
use serde_json::{Value, json};
use std::sync::Arc;
use step::Move;

/// A problem with the file itself (exit status 2).
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct FileError(pub String);

/// The result of running a scenario: printed lines and whether every
/// expectation held.
pub struct Outcome {
    pub lines: Vec<Value>,
    pub all_met: bool,
}

/// Runs the scenario text; `Err` means the file itself is wrong.
pub fn run(
    text: &str,
    load: impl Fn(&str) -> Result<Arc<Board>, MapError>,
) -> Result<Outcome, FileError> {
    play(text, load, &mut Vec::new()).map(|(outcome, _, _)| outcome)
}

/// Runs the scenario text and returns its board and the game as it stands
/// after the last step (for pictures of a scenario's end).
pub(super) fn final_state(
    text: &str,
    load: impl Fn(&str) -> Result<Arc<Board>, MapError>,
) -> Result<(Arc<Board>, GameState), FileError> {
    play(text, load, &mut Vec::new()).map(|(_, board, state)| (board, state))
}

/// [`final_state`] with every route, station and harbor placed by the
/// steps, in order (for the recap animation).
pub(super) fn final_state_with_moves(
    text: &str,
    load: impl Fn(&str) -> Result<Arc<Board>, MapError>,
) -> Result<(Arc<Board>, GameState, Vec<LastMove>), FileError> {
    let mut moves = Vec::new();
    let (_, board, state) = play(text, load, &mut moves)?;
    Ok((board, state, moves))
}

fn play(
    text: &str,
    load: impl Fn(&str) -> Result<Arc<Board>, MapError>,
    placed: &mut Vec<LastMove>,
) -> Result<(Outcome, Arc<Board>, GameState), FileError> {
    let file: File = toml::from_str(text).map_err(|e| bad!("bad TOML: {}", e.message()))?;
    let board = load(&file.map).map_err(|e| bad!("{e}"))?;
    let mut state = start(&board, &file)?;
    let mut lines = Vec::new();
    let mut all_met = true;
    for (i, step) in file.step.iter().enumerate() {
        let (line, met) = run_step(&board, &mut state, i + 1, step)?;
        crate::render::note_placement(&state, placed);
        all_met &= met;
        lines.push(line);
    }
    lines.push(output::final_json(&board, &state));
    let failures = checks::failures(&file.check, &lines, file.step.len())?;
    if !failures.is_empty() {
        all_met = false;
        lines.push(json!({"checks_failed": failures}));
    }
    Ok((Outcome { lines, all_met }, board, state))
}

/// The game as the file starts it: players, variant, seed and `[setup]`.
fn start(board: &Board, file: &File) -> Result<GameState, FileError> {
    let variant = match &file.variant {
        Some(v) => Variant::parse(v)
            .ok_or_else(|| bad!("unknown variant \"{v}\" (classic, 1912, mega, bigcities)"))?,
        None => Variant::Classic,
    };
    let options = GameOptions {
        variant,
        bonus_tickets: file.bonus,
    };
    let mut state =
        new_game(board, &file.players, options, file.seed.unwrap_or(0)).map_err(|e| bad!("{e}"))?;
    if let Some(s) = &file.setup {
        setup::apply_setup(board, &mut state, s)?;
    }
    Ok(state)
}

/// Plays step `n` and returns its line and whether it met its `expect`.
fn run_step(
    board: &Board,
    state: &mut GameState,
    n: usize,
    step: &Step,
) -> Result<(Value, bool), FileError> {
    let seat = state
        .seat_of(&step.player)
        .ok_or_else(|| bad!("step {n}: unknown player \"{}\"", step.player))?;
    let mv = step::parse_step(board, state, seat, step).map_err(|e| bad!("step {n}: {}", e.0))?;
    let expect = Expect::parse(step.expect.as_deref()).map_err(|e| bad!("step {n}: {}", e.0))?;
    let result = match mv {
        Move::Act(action) => {
            apply(board, state, seat, &action).map_err(|e| (e.reason(), e.to_string()))
        }
        Move::NoTicketNumber(msg) => Err((NO_TICKET_NUMBER, msg)),
        Move::End => Ok(end_now(state)),
    };
    let (error, reason, events) = match &result {
        Ok(events) => (Value::Null, None, events.as_slice()),
        Err((reason, msg)) => (json!(msg), Some(*reason), &[][..]),
    };
    let names: Vec<String> = state.players.iter().map(|p| p.name.clone()).collect();
    let said: Vec<String> = events
        .iter()
        .map(|e| e.public_msg(board, &names).to_string())
        .collect();
    let drawn: Vec<String> = events
        .iter()
        .filter_map(|e| match e {
            Event::DrewBlind { card, .. } | Event::DrewFaceUp { card, .. } => Some(card.name()),
            _ => None,
        })
        .collect();
    let line = json!({
        "step": n, "player": step.player, "action": step.action, "ok": result.is_ok(),
        "error": error, "reason": reason, "expected": expect.label(),
        "pending": output::pending_json(board, state), "turn": output::turn_json(state),
        "events": said, "drawn": drawn, "me": output::actor_json(state, seat),
    });
    Ok((line, expect.met_by(reason)))
}
