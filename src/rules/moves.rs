//! Every distinct move a player could make now, with every way to pay.
//!
//! [`legal_actions`] lists one representative per choice, which is what
//! computer players and playouts want. [`every_move`] is complete: any
//! action `apply` accepts has the same effect as one of these, so tests can
//! check "accepted exactly when listed".

use super::apply::{Action, Building, DrawSource, LanePick, check_building, check_exchange};
use super::board::{Board, LaneId, PlaceId, RouteKind};
use super::card::{Card, Color, Hand};
use super::config::Family;
use super::legal::{hand_beside, legal_actions};
use super::payment::{PayChoice, tunnel_extra};
use super::state::{DeckKind, GameState, Payment, Phase, Seat, Stage};

/// Every distinct move of `seat` now: [`legal_actions`] widened to every
/// payment of each claim and building, every subset of a ticket offer,
/// every exchange count, every piece split and every tunnel payment.
pub fn every_move(board: &Board, state: &GameState, seat: Seat) -> Vec<Action> {
    let mut out = Vec::new();
    if state.phase == Phase::Over || seat >= state.seats() {
        return out;
    }
    for action in legal_actions(board, state, seat) {
        match action {
            Action::Keep { .. } | Action::Split { .. } | Action::Tunnel { .. } => {}
            Action::Claim { a, b, pick, .. } => claims(board, state, seat, a, b, pick, &mut out),
            Action::Station { place, .. } => {
                buildings(board, state, seat, Building::Station, place, &mut out)
            }
            Action::Harbor { place, .. } => {
                buildings(board, state, seat, Building::Harbor, place, &mut out)
            }
            Action::Exchange { to_ships, .. } => exchanges(board, state, seat, to_ships, &mut out),
            Action::Draw { from, .. } => draw_refills(board, from, &mut out),
            Action::DrawTickets => out.push(action),
        }
    }
    keeps(state, seat, &mut out);
    splits(board, state, seat, &mut out);
    tunnel_choices(state, seat, &mut out);
    out
}

/// The payment choices worth trying for a hand: each colour held (or
/// none), each number of locomotives and of double ships up to what the
/// hand holds.
fn pay_choices(hand: &Hand, sea: bool) -> Vec<PayChoice> {
    let mut colors: Vec<Option<Color>> = vec![None];
    colors.extend(
        Color::ALL
            .into_iter()
            .filter(|&c| hand.iter().any(|(card, _)| card.color() == Some(c)))
            .map(Some),
    );
    let locos = hand.count(Card::Loco);
    let doubles: u8 = if sea {
        Color::ALL
            .iter()
            .map(|&c| hand.count(Card::DoubleShip(c)))
            .sum()
    } else {
        0
    };
    let mut out = Vec::new();
    for &color in &colors {
        for locos in std::iter::once(None).chain((0..=locos).map(Some)) {
            for doubles in std::iter::once(None).chain((1..=doubles).map(Some)) {
                out.push(PayChoice {
                    color,
                    locos,
                    doubles,
                });
            }
        }
    }
    out
}

/// The choices among `choices` that give distinct payments.
fn distinct(choices: Vec<PayChoice>, pay: impl Fn(PayChoice) -> Option<Payment>) -> Vec<PayChoice> {
    let mut seen: Vec<Payment> = Vec::new();
    let mut out = Vec::new();
    for choice in choices {
        if let Some(payment) = pay(choice)
            && !seen.contains(&payment)
        {
            seen.push(payment);
            out.push(choice);
        }
    }
    out
}

/// A claim of one lane with each distinct payment.
fn claims(
    board: &Board,
    state: &GameState,
    seat: Seat,
    a: PlaceId,
    b: PlaceId,
    pick: LanePick,
    out: &mut Vec<Action>,
) {
    let LanePick::Index(index) = pick else {
        return;
    };
    let Some(&lane) = super::apply::pick_lanes(board, state, a, b, LanePick::Index(index)).first()
    else {
        return;
    };
    let sea = board.lanes[lane].kind == RouteKind::Sea;
    let hand = &state.players[seat].hand;
    let check = |pay| claim_payment(board, state, seat, lane, pay);
    for pay in distinct(pay_choices(hand, sea), check) {
        out.push(Action::Claim { a, b, pick, pay });
    }
}

fn claim_payment(
    board: &Board,
    state: &GameState,
    seat: Seat,
    lane: LaneId,
    pay: PayChoice,
) -> Option<Payment> {
    super::apply::check_claim(board, state, seat, lane, pay).ok()
}

/// A station or harbor on `place` with each distinct payment.
fn buildings(
    board: &Board,
    state: &GameState,
    seat: Seat,
    building: Building,
    place: PlaceId,
    out: &mut Vec<Action>,
) {
    let hand = &state.players[seat].hand;
    let check = |pay| check_building(board, state, seat, building, place, pay).ok();
    for pay in distinct(pay_choices(hand, false), check) {
        out.push(match building {
            Building::Station => Action::Station { place, pay },
            Building::Harbor => Action::Harbor { place, pay },
        });
    }
}

/// Exchanges of every count the box and the player's pieces allow.
fn exchanges(board: &Board, state: &GameState, seat: Seat, to_ships: bool, out: &mut Vec<Action>) {
    for count in 1..=u8::MAX {
        if check_exchange(board, state, seat, to_ships, count).is_err() {
            break;
        }
        out.push(Action::Exchange { to_ships, count });
    }
}

/// A draw, and on World a face-up draw with each pile to refill from.
fn draw_refills(board: &Board, from: DrawSource, out: &mut Vec<Action>) {
    out.push(Action::Draw { from, refill: None });
    if board.family == Family::World && matches!(from, DrawSource::FaceUp(_)) {
        for kind in [DeckKind::Trains, DeckKind::Ships] {
            out.push(Action::Draw {
                from,
                refill: Some(kind),
            });
        }
    }
}

/// Every subset of a pending offer the keep rule allows, in offer order.
fn keeps(state: &GameState, seat: Seat, out: &mut Vec<Action>) {
    let Some(offer) = state.players[seat]
        .offer
        .as_ref()
        .filter(|_| may_keep(state, seat))
    else {
        return;
    };
    let n = offer.tickets.len().min(16);
    for mask in 0u32..(1 << n) {
        let tickets: Vec<_> = (0..n)
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| offer.tickets[i])
            .collect();
        if tickets.len() >= offer.min_keep() && tickets.len() <= offer.max_keep() {
            out.push(Action::Keep { tickets });
        }
    }
}

/// Whether `seat` may answer its ticket offer now.
fn may_keep(state: &GameState, seat: Seat) -> bool {
    state.players[seat].offer.is_some()
        && (state.phase == Phase::Setup || (state.turn == seat && state.stage == Stage::Tickets))
}

/// World's secret piece splits still to choose at setup.
fn splits(board: &Board, state: &GameState, seat: Seat, out: &mut Vec<Action>) {
    let p = &state.players[seat];
    let cfg = board.family.config();
    if board.family != Family::World
        || state.phase != Phase::Setup
        || !p.split_pending
        || p.offer.is_some()
    {
        return;
    }
    for trains in 0..=cfg.trains.min(cfg.pieces_kept) {
        let ships = cfg.pieces_kept - trains;
        if ships <= cfg.ships {
            out.push(Action::Split { trains, ships });
        }
    }
}

/// A pending tunnel: decline, or pay the extra with each distinct number
/// of locomotives the hand allows.
fn tunnel_choices(state: &GameState, seat: Seat, out: &mut Vec<Action>) {
    let Stage::Tunnel(t) = &state.stage else {
        return;
    };
    if state.turn != seat {
        return;
    }
    out.push(Action::Tunnel {
        pay: false,
        locos: None,
    });
    let left = hand_beside(state, seat, t);
    let mut seen: Vec<Hand> = Vec::new();
    let most = left.count(Card::Loco);
    for locos in std::iter::once(None).chain((0..=most).map(Some)) {
        if let Ok(extra) = tunnel_extra(&left, t.payment.color, t.extra, locos)
            && !seen.contains(&extra)
        {
            seen.push(extra);
            out.push(Action::Tunnel { pay: true, locos });
        }
    }
}
