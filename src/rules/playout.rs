//! Random legal play and the state invariants, for the randomized test and
//! the throughput benchmark.

use super::LaneId;
use super::apply::{Action, apply};
use super::board::{Board, route_points};
use super::card::Card;
use super::config::Family;
use super::legal::{claim_action, claimable, draws, legal_actions};
use super::payment::PayChoice;
use super::scoring::owned_lanes;
use super::state::{DeckKind, GameState, Phase, Stage};
use rand::Rng;
use rand::seq::IndexedRandom;

/// What a random playout found wrong: an invariant that does not hold, or
/// a legal action the rules refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Broken(pub String);

/// Checks what must hold after every action: every card accounted for in
/// each deck's cards, pieces within their limits, running scores equal to
/// their recomputation from claimed routes.
pub fn check_invariants(board: &Board, state: &GameState) -> Result<(), Broken> {
    check_cards(board, state)?;
    for seat in 0..state.players.len() {
        check_player(board, state, seat)?;
    }
    for (l, lane) in board.lanes.iter().enumerate() {
        if let (Some(o), Some(sib)) = (state.owners[l], lane.sibling)
            && state.owners[sib.index()] == Some(o)
        {
            return Err(Broken(format!(
                "{} owns both lanes of {}",
                state.players[o].name,
                board.lane_name(LaneId::at(l))
            )));
        }
    }
    Ok(())
}

/// Every card of each deck is somewhere, and only in its own deck's piles.
fn check_cards(board: &Board, state: &GameState) -> Result<(), Broken> {
    for (k, comp) in board.decks.iter().enumerate() {
        let total: usize = comp.iter().map(|(_, n)| *n as usize).sum();
        let in_deck = |c: &Card| (DeckKind::of(*c).index() == k) as usize;
        let mut n = state.decks[k].draw.len() + state.decks[k].discard.len();
        n += state.face_up.iter().flatten().map(in_deck).sum::<usize>();
        for p in &state.players {
            n += p
                .hand
                .iter()
                .filter(|(c, _)| in_deck(c) == 1)
                .map(|(_, m)| m as usize)
                .sum::<usize>();
        }
        if let Stage::Tunnel(t) = &state.stage {
            n += t.revealed.iter().map(in_deck).sum::<usize>();
        }
        if n != total {
            return Err(Broken(format!(
                "deck {k}: {n} cards accounted for, {total} expected"
            )));
        }
        if state.decks[k]
            .draw
            .iter()
            .chain(&state.decks[k].discard)
            .any(|c| in_deck(c) == 0)
        {
            return Err(Broken(format!("deck {k} holds a card of the other deck")));
        }
    }
    Ok(())
}

/// A player's pieces, stations and running score add up.
fn check_player(board: &Board, state: &GameState, seat: usize) -> Result<(), Broken> {
    let cfg = board.family.config();
    let p = &state.players[seat];
    let used: u16 = owned_lanes(state, seat)
        .map(|l| board.lanes[l].len as u16)
        .sum();
    if board.family == Family::World {
        let all =
            p.trains as u16 + p.ships as u16 + p.box_trains as u16 + p.box_ships as u16 + used;
        if !p.split_pending && all != cfg.trains as u16 + cfg.ships as u16 {
            return Err(Broken(format!("{}: pieces add up to {all}", p.name)));
        }
    } else if p.trains as u16 + used != cfg.trains as u16 {
        return Err(Broken(format!(
            "{}: {} trains left but {used} placed",
            p.name, p.trains
        )));
    }
    if p.stations + p.stations_built != cfg.stations {
        return Err(Broken(format!("{}: station count off", p.name)));
    }
    let expect: i32 = owned_lanes(state, seat)
        .map(|l| route_points(board.lanes[l].len))
        .sum();
    if p.route_points != expect || p.score() != expect - p.exchange_penalty {
        return Err(Broken(format!(
            "{}: score {} but routes give {expect}",
            p.name,
            p.score()
        )));
    }
    Ok(())
}

/// Picks a random legal action for whoever must act, leaning toward claims
/// so that games finish. Returns the acting seat and the action.
pub fn random_action(
    board: &Board,
    state: &GameState,
    rng: &mut impl Rng,
) -> Option<(usize, Action)> {
    if state.phase == Phase::Setup {
        let seat = state
            .players
            .iter()
            .position(|p| p.offer.is_some() || p.split_pending)?;
        let acts = legal_actions(board, state, seat);
        return acts.choose(rng).cloned().map(|a| (seat, a));
    }
    if state.phase == Phase::Over {
        return None;
    }
    let seat = state.turn;
    let action = match &state.stage {
        Stage::Start => {
            let roll: f64 = rng.random();
            let claims = if roll < 0.7 {
                claimable(board, state, seat)
            } else {
                Vec::new()
            };
            if let Some((lane, _)) = claims.choose(rng) {
                claim_action(board, *lane, PayChoice::default())
            } else {
                let acts = if roll < 0.9 {
                    draws(board, state)
                } else {
                    Vec::new()
                };
                match acts.choose(rng) {
                    Some(a) => a.clone(),
                    None => legal_actions(board, state, seat).choose(rng)?.clone(),
                }
            }
        }
        _ => legal_actions(board, state, seat).choose(rng)?.clone(),
    };
    Some((seat, action))
}

/// Plays random legal actions until the game ends or `max_actions` run out,
/// calling `after` after each. Returns the number of actions applied.
pub fn play_random(
    board: &Board,
    state: &mut GameState,
    rng: &mut impl Rng,
    max_actions: usize,
    mut after: impl FnMut(&GameState, &Action) -> Result<(), Broken>,
) -> Result<usize, Broken> {
    let mut n = 0;
    while n < max_actions {
        let Some((seat, action)) = random_action(board, state, rng) else {
            break;
        };
        match apply(board, state, seat, &action) {
            Ok(_) => {}
            Err(e) => {
                // A tunnel the player cannot afford: decline instead.
                if matches!(action, Action::Tunnel { pay: true, .. }) {
                    apply(
                        board,
                        state,
                        seat,
                        &Action::Tunnel {
                            pay: false,
                            locos: None,
                        },
                    )
                    .map_err(|e2| Broken(format!("decline refused: {e2}")))?;
                } else {
                    return Err(Broken(format!("legal action {action:?} refused: {e}")));
                }
            }
        }
        n += 1;
        after(state, &action)?;
    }
    Ok(n)
}
