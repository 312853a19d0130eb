//! The actions a player could take now: for computer players, random
//! playouts, and suggestions (autocomplete).

use super::apply::{
    Action, Building, DrawSource, LanePick, check_building, check_claim, check_exchange,
};
use super::board::{Board, Lane, LaneId, PlaceId, RouteKind};
use super::card::Hand;
use super::config::Family;
use super::payment::PayChoice;
use super::refusal::Refusal;
use super::state::{DeckKind, GameState, Payment, Phase, Seat, Stage, TunnelPending};

/// Lanes `seat` can claim now, with the payment the engine would choose.
pub fn claimable(board: &Board, state: &GameState, seat: Seat) -> Vec<(LaneId, Payment)> {
    let cards = state.players[seat].hand.total();
    // Cheap necessary conditions first: the lane is free, and the hand holds
    // a card per rail space, or half of one per sea space (double ships).
    let may_pay = |lane: &Lane| match lane.kind {
        RouteKind::Rail => cards >= lane.len as u32,
        RouteKind::Sea => cards >= (lane.len as u32).div_ceil(2),
    };
    let mut out = Vec::new();
    for (i, (lane, owner)) in board.lanes.iter().zip(&state.owners).enumerate() {
        if owner.is_some() || !may_pay(lane) {
            continue;
        }
        let l = LaneId::at(i);
        if let Ok(p) = check_claim(board, state, seat, l, PayChoice::default()) {
            out.push((l, p));
        }
    }
    out
}

/// Lanes `seat` may claim now whatever cards they hold (free, pieces
/// enough, a double route open to them), each with the payment the engine
/// would choose when their hand pays it. Without the payments, public.
pub fn open_lanes(board: &Board, state: &GameState, seat: Seat) -> Vec<(LaneId, Option<Payment>)> {
    let mut out = Vec::new();
    for (i, owner) in state.owners.iter().enumerate() {
        if owner.is_some() {
            continue;
        }
        let l = LaneId::at(i);
        match check_claim(board, state, seat, l, PayChoice::default()) {
            Ok(p) => out.push((l, Some(p))),
            Err(Refusal::Payment { .. }) => out.push((l, None)),
            Err(_) => {}
        }
    }
    out
}

/// Places where `seat` may build a station (or, `harbor`, a harbor) now
/// whatever cards they hold, each with the payment the engine would choose
/// when their hand pays it. Without the payments, public.
pub fn open_sites(
    board: &Board,
    state: &GameState,
    seat: Seat,
    harbor: bool,
) -> Vec<(PlaceId, Option<Payment>)> {
    let building = if harbor {
        Building::Harbor
    } else {
        Building::Station
    };
    let mut out = Vec::new();
    for place in board.place_ids() {
        match check_building(board, state, seat, building, place, PayChoice::default()) {
            Ok(p) => out.push((place, Some(p))),
            Err(Refusal::Payment { .. }) => out.push((place, None)),
            Err(_) => {}
        }
    }
    out
}

/// The claim action for a lane (its route and lane number).
pub fn claim_action(board: &Board, lane: LaneId, pay: PayChoice) -> Action {
    let l = &board.lanes[lane];
    Action::Claim {
        a: l.a,
        b: l.b,
        pick: LanePick::Index(l.index_in_route),
        pay,
    }
}

/// Draw actions available now.
pub fn draws(board: &Board, state: &GameState) -> Vec<Action> {
    let limits = board.family.config().face_up_loco_limits;
    let second = state.stage == Stage::SecondDraw;
    let mut out = Vec::new();
    for (slot, c) in state.face_up.iter().enumerate() {
        if let Some(c) = c
            && !(second && limits && c.is_loco())
        {
            out.push(Action::Draw {
                from: DrawSource::FaceUp(slot),
                refill: None,
            });
        }
    }
    let kinds: &[DeckKind] = if board.family == Family::World {
        &[DeckKind::Trains, DeckKind::Ships]
    } else {
        &[DeckKind::Trains]
    };
    for &k in kinds {
        if state.decks[k.index()].available() > 0 {
            out.push(Action::Draw {
                from: DrawSource::Deck(k),
                refill: None,
            });
        }
    }
    out
}

/// A representative set of legal actions for `seat` right now: every draw,
/// every claimable lane (engine-chosen payment), ticket draws, stations,
/// harbors, exchanges of one piece, and the choices a pending decision allows.
pub fn legal_actions(board: &Board, state: &GameState, seat: Seat) -> Vec<Action> {
    let mut out = Vec::new();
    let p = &state.players[seat];
    if state.phase == Phase::Over {
        return out;
    }
    if let Some(offer) = &p.offer
        && (state.phase == Phase::Setup || (state.turn == seat && state.stage == Stage::Tickets))
    {
        let (need, most) = (offer.min_keep(), offer.max_keep());
        for k in need..=most {
            out.push(Action::Keep {
                tickets: offer.tickets[..k].to_vec(),
            });
        }
    }
    if state.phase == Phase::Setup {
        if p.split_pending && p.offer.is_none() {
            for trains in [10, 15, 20, 25] {
                out.push(Action::Split {
                    trains,
                    ships: 60 - trains,
                });
            }
        }
        return out;
    }
    if state.turn != seat {
        return out;
    }
    match &state.stage {
        Stage::Tunnel(t) => {
            if can_pay_tunnel(state, seat, t) {
                out.push(Action::Tunnel {
                    pay: true,
                    locos: None,
                });
            }
            out.push(Action::Tunnel {
                pay: false,
                locos: None,
            });
        }
        Stage::Tickets => {}
        Stage::SecondDraw => out.extend(draws(board, state)),
        Stage::Start => start_actions(board, state, seat, &mut out),
    }
    out
}

/// Whether the hand still pays a pending tunnel's extra cards.
fn can_pay_tunnel(state: &GameState, seat: Seat, t: &TunnelPending) -> bool {
    let left = hand_beside(state, seat, t);
    super::payment::tunnel_extra(&left, t.payment.color, t.extra, None).is_ok()
}

/// The hand left beside the cards a pending tunnel already set aside.
pub(crate) fn hand_beside(state: &GameState, seat: Seat, t: &TunnelPending) -> Hand {
    let mut left = state.players[seat].hand;
    for (c, n) in t.payment.cards.iter() {
        left.remove(c, n);
    }
    left
}

/// The actions that start a turn.
fn start_actions(board: &Board, state: &GameState, seat: Seat, out: &mut Vec<Action>) {
    out.extend(draws(board, state));
    out.extend(
        claimable(board, state, seat)
            .into_iter()
            .map(|(l, _)| claim_action(board, l, PayChoice::default())),
    );
    if !state.ticket_deck.is_empty() {
        out.push(Action::DrawTickets);
    }
    let none = PayChoice::default();
    let can = |b, place| check_building(board, state, seat, b, place, none).is_ok();
    for place in board.place_ids() {
        if board.family.config().stations > 0 && can(Building::Station, place) {
            out.push(Action::Station { place, pay: none });
        }
        if board.family == Family::World && can(Building::Harbor, place) {
            out.push(Action::Harbor { place, pay: none });
        }
    }
    for to_ships in [true, false] {
        if check_exchange(board, state, seat, to_ships, 1).is_ok() {
            out.push(Action::Exchange { to_ships, count: 1 });
        }
    }
}
