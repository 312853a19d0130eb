//! Applying a file's `[setup]`: hands, face-up cards, deck order,
//! tickets, claimed routes and pieces, before the first turn.

use super::FileError;
use super::file::Setup;
use super::step::{card, find_ticket, lane_pick, route};
use crate::rules::{
    Board, Card, DeckKind, Family, GameState, LaneId, LanePick, RouteKind, TicketId, maybe_start,
    owned_lanes, pick_lanes, route_points,
};

/// Removes one copy of `c` from its deck's pile or discard.
fn pull(state: &mut GameState, c: Card) -> Result<(), FileError> {
    let deck = &mut state.decks[DeckKind::of(c).index()];
    if let Some(i) = deck.draw.iter().rposition(|&x| x == c) {
        deck.draw.remove(i);
        return Ok(());
    }
    if let Some(i) = deck.discard.iter().position(|&x| x == c) {
        deck.discard.remove(i);
        return Ok(());
    }
    Err(bad!("setup: no {} card is left to give out", c.name()))
}

fn seat(state: &GameState, name: &str) -> Result<usize, FileError> {
    state
        .seat_of(name)
        .ok_or_else(|| bad!("setup: unknown player \"{name}\""))
}

/// Applies `[setup]` after the deal; play starts once no setup choice is
/// left.
pub(super) fn apply_setup(
    board: &Board,
    state: &mut GameState,
    setup: &Setup,
) -> Result<(), FileError> {
    setup_cards(state, setup)?;
    setup_tickets(board, state, setup)?;
    for (name, routes) in &setup.claimed {
        let s = seat(state, name)?;
        for r in routes {
            give_route(board, state, s, name, r)?;
        }
    }
    setup_pieces(board, state, setup)?;
    let mut ev = Vec::new();
    maybe_start(state, &mut ev);
    Ok(())
}

/// Hands, face-up cards and the top of the deck: what is replaced goes back
/// to the deck, then exactly what is asked is handed out.
fn setup_cards(state: &mut GameState, setup: &Setup) -> Result<(), FileError> {
    for name in setup.hand.keys() {
        let s = seat(state, name)?;
        for c in state.players[s].hand.cards() {
            state.decks[DeckKind::of(c).index()].draw.push(c);
        }
        state.players[s].hand = Default::default();
    }
    if setup.face_up.is_some() {
        let row: Vec<Card> = state.face_up.iter_mut().filter_map(Option::take).collect();
        for c in row {
            state.decks[DeckKind::of(c).index()].draw.push(c);
        }
    }
    for (name, cards) in &setup.hand {
        let s = seat(state, name)?;
        for c in cards {
            let c = card(c)?;
            pull(state, c)?;
            state.players[s].hand.add(c, 1);
        }
    }
    if let Some(row) = &setup.face_up {
        if row.len() > state.face_up.len() {
            return Err(bad!(
                "setup: face_up lists {} cards; this board shows {}",
                row.len(),
                state.face_up.len()
            ));
        }
        for (slot, c) in row.iter().enumerate() {
            let c = card(c)?;
            pull(state, c)?;
            state.face_up[slot] = Some(c);
        }
    }
    let mut top = Vec::new();
    for c in &setup.deck_top {
        let c = card(c)?;
        pull(state, c)?;
        top.push(c);
    }
    for c in top.into_iter().rev() {
        state.decks[DeckKind::of(c).index()].draw.push(c);
    }
    Ok(())
}

/// Every named player's dealt offer goes back first (long tickets leave the
/// game, as they would when not kept), then the named tickets are taken, so
/// no ticket is held twice.
fn setup_tickets(board: &Board, state: &mut GameState, setup: &Setup) -> Result<(), FileError> {
    for name in setup.tickets.keys() {
        let s = seat(state, name)?;
        if let Some(offer) = state.players[s].offer.take() {
            let regular = offer
                .tickets
                .into_iter()
                .filter(|&t| !board.tickets[t].is_long());
            state.ticket_deck.extend(regular);
        }
    }
    for (name, list) in &setup.tickets {
        let s = seat(state, name)?;
        let mut mine = Vec::new();
        for places in list {
            let deck: Vec<TicketId> = state.ticket_deck.iter().copied().collect();
            let t = find_ticket(board, places, &deck)?;
            if mine.contains(&t) || state.players.iter().any(|p| p.tickets.contains(&t)) {
                return Err(bad!(
                    "setup: {} is already given to a player",
                    board.ticket_name(t)
                ));
            }
            state.ticket_deck.retain(|&x| x != t);
            mine.push(t);
        }
        state.players[s].tickets = mine;
    }
    Ok(())
}

/// Gives seat `s` (`name`) the free route `r` (two places and an optional
/// lane), paid with pieces from their supply.
fn give_route(
    board: &Board,
    state: &mut GameState,
    s: usize,
    name: &str,
    r: &[String],
) -> Result<(), FileError> {
    let (a, b) = route(board, &Some(r.iter().take(2).cloned().collect()))?;
    let pick = match r.get(2).map(String::as_str) {
        None => LanePick::Any,
        Some(x) => lane_pick(Some(x), None)?,
    };
    let lane: LaneId = pick_lanes(board, state, a, b, pick)
        .into_iter()
        .find(|&l| state.owners[l.index()].is_none())
        .ok_or_else(|| bad!("setup: no free route between {} and {}", r[0], r[1]))?;
    let l = &board.lanes[lane];
    let p = &mut state.players[s];
    let pieces = if l.kind == RouteKind::Sea {
        &mut p.ships
    } else {
        &mut p.trains
    };
    *pieces = pieces.checked_sub(l.len).ok_or_else(|| {
        bad!(
            "setup: {name} has too few pieces for {}",
            board.lane_name(lane)
        )
    })?;
    p.route_points += route_points(l.len);
    state.owners[lane.index()] = Some(s);
    Ok(())
}

/// Pieces, stations and harbors left; on World, naming trains or ships
/// makes the piece split for that player.
fn setup_pieces(board: &Board, state: &mut GameState, setup: &Setup) -> Result<(), FileError> {
    for (name, &n) in &setup.trains {
        let s = seat(state, name)?;
        state.players[s].trains = n;
    }
    for (name, &n) in &setup.ships {
        let s = seat(state, name)?;
        state.players[s].ships = n;
    }
    if board.family == Family::World {
        for name in setup.trains.keys().chain(setup.ships.keys()) {
            let s = seat(state, name)?;
            settle_split(board, state, s, setup, name);
        }
    }
    for (name, &n) in &setup.stations {
        let s = seat(state, name)?;
        state.players[s].stations = n;
    }
    for (name, &n) in &setup.harbors {
        let s = seat(state, name)?;
        state.players[s].harbors = n;
    }
    Ok(())
}

/// World: makes seat `s`'s piece split from the pieces `[setup]` gives
/// (20 trains and 40 ships when one kind is not named), the rest to the box.
fn settle_split(board: &Board, state: &mut GameState, s: usize, setup: &Setup, name: &str) {
    if !state.players[s].split_pending {
        return;
    }
    state.players[s].split_pending = false;
    let used = |kind| -> u8 {
        owned_lanes(state, s)
            .filter(|&l| board.lanes[l].kind == kind)
            .map(|l| board.lanes[l].len)
            .sum()
    };
    let (used_t, used_s) = (used(RouteKind::Rail), used(RouteKind::Sea));
    let cfg = board.family.config();
    let p = &mut state.players[s];
    if !setup.trains.contains_key(name) {
        p.trains = 20u8.saturating_sub(used_t);
    }
    if !setup.ships.contains_key(name) {
        p.ships = 40u8.saturating_sub(used_s);
    }
    p.box_trains = cfg.trains.saturating_sub(p.trains + used_t);
    p.box_ships = cfg.ships.saturating_sub(p.ships + used_s);
}
