//! Premoves: a plan a player queues while others move, run the moment their
//! turn comes.
//!
//! A plan runs inside the commit of the move that hands its owner the turn
//! (after the previous player's move and any computer players' moves, in the
//! same decide run, see `bots::advance`), so it is logged and saved exactly
//! like a typed move. It is told to its owner alone: queueing answers only
//! the caller, and what ran (or why it was cancelled) goes to their DM; the
//! public only sees the move itself.
//!
//! A plan decides on public facts only: whether the route is still free and
//! what is face up when it runs. A second draw is fixed when the plan is
//! queued, never chosen from the first card drawn, so a blind draw's card
//! cannot show in what happens next.

use super::command::{DrawFrom, PremoveCmd};
use super::decision::{Change, Decision};
use super::game::Effects;
use super::record::{ChannelRecord, LogEntry};
use super::request::Request;
use super::{example, lookup};
use crate::host::error::HostError;
use crate::i18n::Msg;
use crate::msg;
use crate::rules::{
    Action, Board, Card, DeckKind, DrawSource, GameState, LanePick, PayChoice, Phase, PlaceId,
    Refusal, Seat, Stage, apply,
};
use serde::{Deserialize, Serialize};

/// Most draws a plan holds: a two-card draw.
pub(super) const MAX_DRAWS: usize = 2;

/// One seat's queued plan.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Plan {
    pub seat: Seat,
    /// Claim this route if it is still free...
    #[serde(default)]
    pub claim: Option<ClaimPlan>,
    /// ...else (or only) these draws, in order.
    #[serde(default)]
    pub draws: Vec<DrawStep>,
}

/// The claim of a plan, resolved against the board when queued.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClaimPlan {
    pub a: PlaceId,
    pub b: PlaceId,
    pub pick: LanePick,
    pub pay: PayChoice,
}

/// One draw of a plan.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DrawStep {
    /// The top of a pile.
    Deck(DeckKind),
    /// This card if it is face up when the plan runs, else its pile.
    FaceUp(Card),
}

/// What a plan's claim came to.
enum Claimed {
    Done,
    /// The route is no longer free for this player.
    Taken,
    /// Refused for another reason (the hand no longer pays for it).
    Refused(Msg),
}

fn reply(m: Msg) -> Decision {
    Decision::reply(m)
}

/// Decides `/premove`: show, clear or queue the caller's plan.
pub(super) fn decide_premove(
    rec: Option<&ChannelRecord>,
    req: &Request,
    cmd: &PremoveCmd,
) -> Decision {
    let Some(rec) = rec else {
        return reply(msg!("host-no-game"));
    };
    let Some(state) = rec.state.as_ref().filter(|s| s.phase != Phase::Over) else {
        return reply(msg!("host-not-started-start"));
    };
    let Some(seat) = rec.seat_of(&req.caller.id) else {
        return reply(msg!("host-not-playing"));
    };
    let board = match rec.board() {
        Ok(b) => b,
        Err(e) => return reply(e.message()),
    };
    let queued = rec.comforts.premoves.iter().find(|p| p.seat == seat);
    let (plan, said) = match (cmd, queued) {
        (PremoveCmd::Show, Some(p)) => {
            return reply(msg!("play-premove-shown", plan = describe(&board, p)));
        }
        (PremoveCmd::Show | PremoveCmd::Clear, None) => {
            let example = example::route(&board, state, seat);
            return reply(msg!("play-premove-none", example = example));
        }
        (PremoveCmd::Clear, Some(_)) => (None, msg!("play-premove-cleared")),
        (PremoveCmd::Set { .. }, _) => match plan(&board, state, seat, cmd) {
            Ok(p) => {
                let said = msg!("play-premove-set", plan = describe(&board, &p));
                (Some(p), said)
            }
            Err(e) => return reply(e.message()),
        },
    };
    let mut next = rec.clone();
    next.comforts.premoves.retain(|p| p.seat != seat);
    next.comforts.premoves.extend(plan);
    Decision::applied(said, Change::unlogged(next, Vec::new()))
}

/// The plan `/premove` names, checked against the position now.
fn plan(board: &Board, state: &GameState, seat: Seat, cmd: &PremoveCmd) -> Result<Plan, HostError> {
    let PremoveCmd::Set {
        route,
        pay,
        lane,
        draws,
    } = cmd
    else {
        let example = example::route(board, state, seat);
        return Err(HostError::Refused(msg!(
            "play-premove-none",
            example = example
        )));
    };
    if state.phase == Phase::Play && state.turn == seat {
        return Err(HostError::Refused(msg!("play-premove-your-turn")));
    }
    if draws.len() > MAX_DRAWS {
        return Err(HostError::Refused(msg!(
            "play-premove-too-many",
            most = MAX_DRAWS
        )));
    }
    let claim = match route {
        Some(text) => {
            let (a, b) = lookup::route(board, text, || example::route(board, state, seat))?;
            let c = ClaimPlan {
                a,
                b,
                pick: *lane,
                pay: *pay,
            };
            check_claim(board, state, seat, &c)?;
            Some(c)
        }
        None => None,
    };
    let draws = draws
        .iter()
        .map(|d| match *d {
            DrawFrom::Deck(kind) => {
                lookup::draw_source(board, state, DrawFrom::Deck(kind))?;
                Ok(DrawStep::Deck(kind))
            }
            DrawFrom::Card(c) => Ok(DrawStep::FaceUp(c)),
            DrawFrom::Slot(_) => Err(HostError::Refused(msg!("play-premove-slot"))),
        })
        .collect::<Result<Vec<_>, HostError>>()?;
    Ok(Plan { seat, claim, draws })
}

/// Refuses a claim that could not run if the turn were the player's now:
/// the route taken, or the hand not paying. Tried on a copy as if it were
/// their turn; the copy, and anything it turned up, is dropped.
fn check_claim(
    board: &Board,
    state: &GameState,
    seat: Seat,
    c: &ClaimPlan,
) -> Result<(), HostError> {
    let mut trial = state.clone();
    trial.phase = Phase::Play;
    trial.turn = seat;
    trial.stage = Stage::Start;
    trial.final_turns = None;
    let action = claim_action(c);
    apply(board, &mut trial, seat, &action)
        .map(|_| ())
        .map_err(|e| HostError::Refused(e.message()))
}

fn claim_action(c: &ClaimPlan) -> Action {
    Action::Claim {
        a: c.a,
        b: c.b,
        pick: c.pick,
        pay: c.pay,
    }
}

/// The plan in the owner's words.
pub(super) fn describe(board: &Board, plan: &Plan) -> Msg {
    let world = board.family == crate::rules::Family::World;
    let draws: Vec<Msg> = plan
        .draws
        .iter()
        .map(|d| match d {
            DrawStep::Deck(DeckKind::Trains) => msg!("play-plan-deck"),
            DrawStep::Deck(DeckKind::Ships) => msg!("play-plan-ship-deck"),
            DrawStep::FaceUp(c) => msg!("play-plan-face-up", card = c.msg(world)),
        })
        .collect();
    let Some(c) = &plan.claim else {
        return msg!("play-plan-draws", draws = draws);
    };
    let claim = match c.pay.color {
        Some(color) => msg!(
            "play-plan-claim-color",
            route = route_name(board, c),
            color = color.msg_of()
        ),
        None => msg!("play-plan-claim", route = route_name(board, c)),
    };
    if draws.is_empty() {
        claim
    } else {
        msg!("play-plan-claim-else", claim = claim, draws = draws)
    }
}

fn route_name(board: &Board, c: &ClaimPlan) -> String {
    format!("{}–{}", board.place_name(c.a), board.place_name(c.b))
}

/// Runs the plan of the player whose turn begins now, if they queued one;
/// whether it moved. The plan is used up either way, and its owner told
/// privately what ran or why it was cancelled.
pub(super) fn fire(board: &Board, rec: &mut ChannelRecord, run: &mut Effects) -> bool {
    let Some(state) = rec.state.as_ref() else {
        return false;
    };
    if state.phase != Phase::Play || state.stage != Stage::Start {
        return false;
    }
    let seat = state.turn;
    let Some(i) = rec.comforts.premoves.iter().position(|p| p.seat == seat) else {
        return false;
    };
    let plan = rec.comforts.premoves.remove(i);
    if rec.seats[seat].bot.is_some() {
        return false;
    }
    let names: Vec<String> = rec.seats.iter().map(|s| s.name.clone()).collect();
    let Some(state) = rec.state.as_mut() else {
        return false;
    };
    if let Some(c) = &plan.claim {
        let route = route_name(board, c);
        match claim(board, state, seat, c, &names, run) {
            Claimed::Done => return true,
            Claimed::Taken if !plan.draws.is_empty() => {
                run.notes
                    .push((seat, msg!("play-premove-taken-drawing", route = route)));
            }
            Claimed::Taken => {
                run.notes
                    .push((seat, msg!("play-premove-cancel-taken", route = route)));
                return false;
            }
            Claimed::Refused(why) => {
                let note = msg!("play-premove-cancel-refused", route = route, why = why);
                run.notes.push((seat, note));
                return false;
            }
        }
    }
    draw(board, state, seat, &plan.draws, &names, run)
}

/// The plan's claim, applied if the rules take it.
fn claim(
    board: &Board,
    state: &mut GameState,
    seat: Seat,
    c: &ClaimPlan,
    names: &[String],
    run: &mut Effects,
) -> Claimed {
    let action = claim_action(c);
    let row = state.face_up.clone();
    match apply(board, state, seat, &action) {
        Ok(events) => {
            run.record(board, names, LogEntry::Action { seat, action }, events);
            run.refills(board, &row, &state.face_up);
            let route = route_name(board, c);
            let note = match &state.stage {
                Stage::Tunnel(t) if state.turn == seat => {
                    msg!("play-premove-tunnel", route = route, extra = t.extra)
                }
                _ => msg!("play-premove-claimed", route = route),
            };
            run.notes.push((seat, note));
            Claimed::Done
        }
        Err(e) => match e.refusal() {
            Refusal::RouteTaken { .. }
            | Refusal::OwnDoubleRoute { .. }
            | Refusal::DoubleRouteClosed { .. } => Claimed::Taken,
            _ => Claimed::Refused(e.message()),
        },
    }
}

/// The plan's draws, while the turn lasts; whether any card was drawn.
fn draw(
    board: &Board,
    state: &mut GameState,
    seat: Seat,
    steps: &[DrawStep],
    names: &[String],
    run: &mut Effects,
) -> bool {
    let mut drawn = 0u32;
    for step in steps {
        let drawing = matches!(state.stage, Stage::Start | Stage::SecondDraw);
        if state.turn != seat || state.phase != Phase::Play || !drawing {
            break;
        }
        let applied = sources(state, *step).into_iter().find_map(|from| {
            let action = Action::Draw { from, refill: None };
            let row = state.face_up.clone();
            let events = apply(board, state, seat, &action).ok()?;
            Some((action, row, events))
        });
        let Some((action, row, events)) = applied else {
            run.notes.push((seat, msg!("play-premove-draw-failed")));
            break;
        };
        run.record(board, names, LogEntry::Action { seat, action }, events);
        run.refills(board, &row, &state.face_up);
        drawn += 1;
    }
    if drawn > 0 {
        run.notes
            .push((seat, msg!("play-premove-drew", count = drawn)));
    }
    if state.turn == seat && state.stage == Stage::SecondDraw {
        run.notes.push((seat, msg!("play-premove-second-yours")));
    }
    drawn > 0
}

/// Where a draw step takes its card from, in order of preference: only
/// what everyone sees decides (the face-up row), never a hidden card.
fn sources(state: &GameState, step: DrawStep) -> Vec<DrawSource> {
    match step {
        DrawStep::Deck(kind) => vec![DrawSource::Deck(kind)],
        DrawStep::FaceUp(card) => state
            .face_up
            .iter()
            .position(|c| *c == Some(card))
            .map(DrawSource::FaceUp)
            .into_iter()
            .chain([DrawSource::Deck(DeckKind::of(card))])
            .collect(),
    }
}
