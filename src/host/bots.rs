//! Computer players at the table. The quick levels act inside the commit
//! of the change that gives them the turn. A level that searches (the
//! expert) thinks for a while, so it never does so inside a commit: the
//! change that gives it the turn also stores a [`Task::Think`], and settling
//! that task reads the game, thinks on that copy, then commits the action
//! only if the game is still where it was read. A command's answer never
//! waits for it, and a crash before its commit leaves the task in the outbox
//! to be settled again.

use super::channel::Asker;
use super::command::BotLevel;
use super::decision::{Change, Decision};
use super::game::{Effects, next_names};
use super::kernel::{self, Host, Task};
use super::record::{ChannelRecord, LogEntry};
use crate::host::error::HostError;
use crate::rules::{Action, Board, GameState, Phase, Seat, apply, legal_actions, pass_turn};

/// A computer player that must act now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct ToAct {
    pub seat: Seat,
    pub level: BotLevel,
    /// The game's move count when it must act.
    pub moves: u64,
}

/// The computer player that must act now, if any.
fn to_act(rec: &ChannelRecord) -> Option<ToAct> {
    let state = rec.state.as_ref()?;
    let seat = match state.phase {
        Phase::Over => None,
        Phase::Setup => (0..state.seats()).find(|&s| {
            let p = &state.players[s];
            rec.seats[s].bot.is_some() && (p.offer.is_some() || p.split_pending)
        }),
        Phase::Play => rec.seats[state.turn].bot.is_some().then_some(state.turn),
    }?;
    Some(ToAct {
        seat,
        level: rec.seats[seat].bot?,
        moves: state.moves,
    })
}

/// The computer player that must act now and searches first, if any.
fn thinker(rec: &ChannelRecord) -> Option<ToAct> {
    to_act(rec).filter(|t| t.level.searches())
}

/// The task asking a searching computer player to move, when the change
/// from `before` to `after` gave it the turn.
pub(super) fn ask_to_think(
    channel: &str,
    before: Option<&ChannelRecord>,
    after: &ChannelRecord,
) -> Option<Task> {
    let turn = thinker(after)?;
    (before.and_then(thinker) != Some(turn)).then(|| Task::Think {
        channel: channel.to_string(),
        moves: turn.moves,
    })
}

/// Lets computer players act and queued premoves run until a person (or a
/// computer player that searches) must act: everything happens in the one
/// commit of the change that led here.
pub(super) fn advance(host: &Host, board: &Board, rec: &mut ChannelRecord, run: &mut Effects) {
    for _ in 0..4 * rec.seats.len().max(1) {
        run_bots(host, board, rec, run);
        if !super::premove::fire(board, rec, run) {
            return;
        }
    }
}

/// Lets the quick computer players act until a person, or one that
/// searches, must (each move is logged).
pub(super) fn run_bots(host: &Host, board: &Board, rec: &mut ChannelRecord, run: &mut Effects) {
    let names = next_names(rec);
    for _ in 0..2_000 {
        let Some(turn) = to_act(rec).filter(|t| !t.level.searches()) else {
            return;
        };
        let Some(state) = rec.state.as_mut() else {
            return;
        };
        act_for(host, board, state, turn.seat, turn.level, run, &names);
    }
}

/// One action chosen by the computer for `seat` (see [`play_for`]).
pub(super) fn act_for(
    host: &Host,
    board: &Board,
    state: &mut GameState,
    seat: Seat,
    level: BotLevel,
    run: &mut Effects,
    names: &[String],
) {
    let choice = host.bot_action(board, state, seat, level);
    play_for(board, state, seat, choice, run, names);
}

/// Plays the computer's `choice` for `seat`; if it is refused, a legal
/// action is taken instead, and as a last resort the turn is passed, so a
/// game never stalls.
fn play_for(
    board: &Board,
    state: &mut GameState,
    seat: Seat,
    choice: Action,
    run: &mut Effects,
    names: &[String],
) {
    let row = state.face_up.clone();
    if let Ok(ev) = apply(board, state, seat, &choice) {
        let action = choice;
        run.record(board, names, LogEntry::Action { seat, action }, ev);
        run.refills(board, &row, &state.face_up);
        return;
    }
    tracing::warn!("computer player's move was refused; taking a legal one");
    if let Some(action) = legal_actions(board, state, seat).into_iter().next()
        && let Ok(ev) = apply(board, state, seat, &action)
    {
        run.record(board, names, LogEntry::Action { seat, action }, ev);
        run.refills(board, &row, &state.face_up);
        return;
    }
    let ev = pass_turn(board, state);
    run.record(board, names, LogEntry::Pass { seat }, ev);
}

/// Settles a [`Task::Think`]: the searching computer players to act in
/// `channel` from `moves` on think on the game as read, up to when a person
/// must act (or about a round of turns has been thought out). Their
/// actions are committed in one change with what follows them, unless the
/// game has moved on. A game that moved on, or does not read, needs nothing
/// more; an error means the task should be tried again.
pub(super) fn think(host: &Host, channel: &str, moves: u64, now: u64) -> Result<(), HostError> {
    let thought =
        kernel::load::<ChannelRecord>(host.store().as_ref(), channel).and_then(|(_, rec)| {
            let Some(rec) = rec else { return Ok(()) };
            let Some(first) = thinker(&rec).filter(|t| t.moves == moves) else {
                return Ok(());
            };
            let board = rec.board()?;
            let plan = plan(host, &board, &rec);
            let decide = |now_rec: Option<&ChannelRecord>| match now_rec {
                Some(rec) if thinker(rec) == Some(first) => {
                    Decision::silent(played(host, &board, rec, &plan))
                }
                _ => Decision::default(),
            };
            host.commit_decision(channel, Asker::timer(), now, decide)
                .map(|_| ())
        });
    match thought {
        Err(HostError::Damaged(why)) => {
            tracing::warn!(
                channel,
                "a computer player cannot move in a damaged game: {why}"
            );
            Ok(())
        }
        other => other,
    }
}

/// The actions the searching computer players choose, in order, playing
/// on a copy of `rec` (with the quick players and premoves that follow).
fn plan(host: &Host, board: &Board, rec: &ChannelRecord) -> Vec<(Seat, Action)> {
    let mut copy = rec.clone();
    let mut plan = Vec::new();
    while plan.len() < 4 * rec.seats.len().max(1) {
        let (Some(turn), Some(state)) = (thinker(&copy), copy.state.as_ref()) else {
            break;
        };
        let action = host.bot_action(board, state, turn.seat, turn.level);
        plan.push((turn.seat, action));
        copy = played(host, board, &copy, &plan[plan.len() - 1..]).record;
    }
    plan
}

/// The change of `rec` when the computer plays `plan` (each action only
/// while its seat is the searching player to act), and the quick players
/// and premoves that follow each act.
fn played(host: &Host, board: &Board, rec: &ChannelRecord, plan: &[(Seat, Action)]) -> Change {
    let names = next_names(rec);
    let mut next = rec.clone();
    let mut run = Effects::default();
    for (seat, action) in plan {
        if thinker(&next).is_none_or(|t| t.seat != *seat) {
            break;
        }
        if let Some(state) = next.state.as_mut() {
            play_for(board, state, *seat, action.clone(), &mut run, &names);
        }
        advance(host, board, &mut next, &mut run);
    }
    Change::moved(next, run)
}
