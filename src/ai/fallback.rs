//! A legal action worked out from the view alone, for when no plan applies.

use super::know::Know;
use crate::rules::{
    Action, DeckKind, DrawSource, KeepRule, PayChoice, claim_action, harbor_payment,
    station_payment,
};

/// Some legal action for the situation the seat is in, if it has any.
pub(crate) fn any_legal(k: &Know) -> Option<Action> {
    if let Some(a) = pending_choice(k) {
        return Some(a);
    }
    if let Some(a) = any_draw(k) {
        return Some(a);
    }
    if k.view.public.second_draw {
        return None;
    }
    let none = PayChoice::default();
    if let Some(l) = k.board.lane_ids().find(|&l| k.payment(l, none).is_some()) {
        return Some(claim_action(k.board, l, none));
    }
    if k.view.public.tickets_left > 0 {
        return Some(Action::DrawTickets);
    }
    any_building(k).or_else(|| any_exchange(k))
}

/// The answer to what the game waits for from this seat: tickets to
/// keep, pieces to split, a tunnel to pay.
fn pending_choice(k: &Know) -> Option<Action> {
    let v = k.view;
    if !v.offer.is_empty() {
        let least = match v.keep.unwrap_or(KeepRule::AtLeast(1)) {
            KeepRule::AtLeast(n) => (n as usize).min(v.offer.len()),
            KeepRule::MegaLong => 0,
        };
        return Some(Action::Keep {
            tickets: v.offer[..least].to_vec(),
        });
    }
    if v.split_pending {
        let trains = k.cfg.trains.min(k.cfg.pieces_kept);
        return Some(Action::Split {
            trains,
            ships: k.cfg.pieces_kept - trains,
        });
    }
    v.public.tunnel.is_some().then_some(Action::Tunnel {
        pay: false,
        locos: None,
    })
}

/// A station or a harbor the hand can build somewhere.
fn any_building(k: &Know) -> Option<Action> {
    let me = &k.view.public.players[k.me];
    let none = PayChoice::default();
    for place in k.board.place_ids() {
        let city = !k.is_country(place);
        if me.stations > 0
            && city
            && k.station_at[place.index()].is_none()
            && station_payment(&k.hand, k.cfg.stations - me.stations + 1, none).is_ok()
        {
            return Some(Action::Station { place, pay: none });
        }
        if k.world()
            && me.harbors > 0
            && k.board.places[place].harbor
            && k.harbor_at[place.index()].is_none()
            && k.touches_mine(place)
            && harbor_payment(&k.hand, none).is_ok()
        {
            return Some(Action::Harbor { place, pay: none });
        }
    }
    None
}

/// On the World board, one piece exchanged with the box.
fn any_exchange(k: &Know) -> Option<Action> {
    let v = k.view;
    if !k.world() {
        return None;
    }
    let to_ships = if v.box_ships > 0 && k.trains > 0 {
        true
    } else if v.box_trains > 0 && k.ships > 0 {
        false
    } else {
        return None;
    };
    Some(Action::Exchange { to_ships, count: 1 })
}

/// Any card draw possible now.
fn any_draw(k: &Know) -> Option<Action> {
    let v = k.view;
    for (i, &(draw, discard)) in v.public.decks.iter().enumerate() {
        if draw + discard > 0 {
            let deck = if i == 0 {
                DeckKind::Trains
            } else {
                DeckKind::Ships
            };
            return Some(Action::Draw {
                from: DrawSource::Deck(deck),
                refill: None,
            });
        }
    }
    let limits = k.cfg.face_up_loco_limits;
    v.public
        .face_up
        .iter()
        .enumerate()
        .find(|(_, c)| c.is_some_and(|c| !(limits && v.public.second_draw && c.is_loco())))
        .map(|(slot, _)| Action::Draw {
            from: DrawSource::FaceUp(slot),
            refill: None,
        })
}
