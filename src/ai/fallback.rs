//! A legal action worked out from the view alone, for when no plan applies.

use super::know::Know;
use crate::rules::{
    Action, DeckKind, DrawSource, KeepRule, LaneId, PayChoice, PlaceId, claim_action,
    harbor_payment, station_payment,
};

/// Some legal action for the situation the seat is in, if it has any.
pub(crate) fn any_legal(k: &Know) -> Option<Action> {
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
    if v.public.tunnel.is_some() {
        return Some(Action::Tunnel {
            pay: false,
            locos: None,
        });
    }
    if let Some(a) = any_draw(k) {
        return Some(a);
    }
    if v.public.second_draw {
        return None;
    }
    let none = PayChoice::default();
    if let Some(l) = (0..k.board.lanes.len() as LaneId).find(|&l| k.payment(l, none).is_some()) {
        return Some(claim_action(k.board, l, none));
    }
    if v.public.tickets_left > 0 {
        return Some(Action::DrawTickets);
    }
    let me = &v.public.players[k.me];
    for place in 0..k.board.places.len() as PlaceId {
        let city = !k.is_country(place);
        if me.stations > 0
            && city
            && k.station_at[place as usize].is_none()
            && station_payment(&k.hand, k.cfg.stations - me.stations + 1, none).is_ok()
        {
            return Some(Action::Station { place, pay: none });
        }
        if k.world()
            && me.harbors > 0
            && k.board.places[place as usize].harbor
            && k.harbor_at[place as usize].is_none()
            && k.touches_mine(place)
            && harbor_payment(&k.hand, none).is_ok()
        {
            return Some(Action::Harbor { place, pay: none });
        }
    }
    if k.world() {
        if v.box_ships > 0 && k.trains > 0 {
            return Some(Action::Exchange {
                to_ships: true,
                count: 1,
            });
        }
        if v.box_trains > 0 && k.ships > 0 {
            return Some(Action::Exchange {
                to_ships: false,
                count: 1,
            });
        }
    }
    None
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
