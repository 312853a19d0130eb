//! The actions beside cards and claims: tunnels, stations (Europe), harbors,
//! piece exchanges and the piece split (World).

use super::cards::{Alloc, Need, NeedKind};
use super::know::Know;
use super::plan::{Plan, make_plan};
use super::style::Style;
use super::tickets::harbor_points;
use crate::rules::{
    Action, Card, Color, Hand, PayChoice, PlaceId, PlaceKind, harbor_payment, station_payment,
    tunnel_extra,
};

/// Pays a pending tunnel when the hand allows it, else declines.
pub(crate) fn tunnel(k: &Know) -> Action {
    let Some(t) = &k.view.public.tunnel else {
        return Action::Tunnel {
            pay: false,
            locos: None,
        };
    };
    let mut left = k.hand;
    for (c, n) in t.paid.iter() {
        left.remove(c, n.min(left.count(c)));
    }
    let pay = tunnel_extra(&left, t.color, t.extra, None).is_ok();
    Action::Tunnel { pay, locos: None }
}

/// Cards of `used` beyond the spare ones.
fn beyond_spare(used: &Hand, spare: &Hand) -> u32 {
    used.0
        .iter()
        .zip(spare.0.iter())
        .map(|(u, s)| u.saturating_sub(*s) as u32)
        .sum()
}

/// Tries a payment in every color and keeps the one taking fewest planned cards.
fn cheapest<T>(
    spare: &Hand,
    pay: impl Fn(PayChoice) -> Option<(Hand, T)>,
) -> Option<(PayChoice, T)> {
    Color::ALL
        .iter()
        .filter_map(|&c| {
            let choice = PayChoice {
                color: Some(c),
                ..PayChoice::default()
            };
            pay(choice).map(|(h, t)| {
                let cost = 3 * beyond_spare(&h, spare) + 2 * h.count(Card::Loco) as u32;
                (cost, choice, t)
            })
        })
        .min_by_key(|x| x.0)
        .map(|(_, c, t)| (c, t))
}

/// Europe: a station next to an opponent's lane the plan must borrow.
pub(crate) fn station(k: &Know, plan: &Plan, alloc: &Alloc) -> Option<Action> {
    let left = k.view.public.players[k.me].stations;
    if k.cfg.stations == 0 || left == 0 {
        return None;
    }
    let nth = k.cfg.stations - left + 1;
    for &l in &plan.borrowed {
        let lane = &k.board.lanes[l];
        let ends = [lane.a, lane.b];
        if ends.iter().any(|&p| k.station_at[p.index()] == Some(k.me)) {
            continue;
        }
        let mut free: Vec<PlaceId> = ends
            .iter()
            .copied()
            .filter(|&p| {
                k.station_at[p.index()].is_none() && k.board.places[p].kind == PlaceKind::City
            })
            .collect();
        free.sort_by_key(|&p| !k.touches_mine(p));
        let Some(&place) = free.first() else { continue };
        let (pay, ()) = cheapest(&alloc.spare, |choice| {
            station_payment(&k.hand, nth, choice)
                .ok()
                .map(|p| (p.cards, ()))
        })?;
        return Some(Action::Station { place, pay });
    }
    None
}

/// World: harbor cities worth a harbor to this seat, with the number of its
/// tickets (not given up) naming each, best first.
pub(crate) fn harbor_targets(k: &Know, plan: &Plan) -> Vec<(u32, PlaceId)> {
    if !k.world() || k.view.public.players[k.me].harbors == 0 {
        return Vec::new();
    }
    let mut out: Vec<(u32, PlaceId)> = Vec::new();
    for t in &k.view.tickets {
        if plan.dropped.contains(&t.ticket) {
            continue;
        }
        for &p in &k.board.tickets[t.ticket].places {
            if k.board.places[p].harbor && k.harbor_at[p.index()].is_none() {
                match out.iter_mut().find(|(_, q)| *q == p) {
                    Some(e) => e.0 += 1,
                    None => out.push((1, p)),
                }
            }
        }
    }
    out.sort_by(|a, b| b.cmp(a));
    out
}

/// World: the harbor purchase to collect cards for, if any city is worth one.
pub(crate) fn harbor_need(k: &Know, plan: &Plan, weight: f32) -> Option<Need> {
    harbor_targets(k, plan).first().map(|(n, _)| Need {
        lane: None,
        weight: weight * harbor_points(*n) as f32 / 20.0,
        kind: NeedKind::Harbor,
    })
}

/// World: builds a harbor in a ticket city the own routes reach (or, at the
/// very end, in any such city, to save the 4 points an unbuilt one costs).
pub(crate) fn harbor(k: &Know, plan: &Plan, alloc: &Alloc, last_turns: bool) -> Option<Action> {
    if !k.world() || k.view.public.players[k.me].harbors == 0 {
        return None;
    }
    let mut places: Vec<PlaceId> = harbor_targets(k, plan)
        .into_iter()
        .map(|(_, p)| p)
        .filter(|&p| k.touches_mine(p))
        .collect();
    if places.is_empty() && last_turns {
        places = k
            .board
            .place_ids()
            .filter(|&p| {
                k.board.places[p].harbor && k.harbor_at[p.index()].is_none() && k.touches_mine(p)
            })
            .collect();
    }
    let place = *places.first()?;
    let spare = if last_turns { k.hand } else { alloc.spare };
    let (pay, ()) = cheapest(&spare, |choice| {
        harbor_payment(&k.hand, choice).ok().map(|p| (p.cards, ()))
    })?;
    Some(Action::Harbor { place, pay })
}

/// World: swaps pieces with the box when the plan needs more of one kind
/// than is left and the other kind has some to spare.
pub(crate) fn exchange(k: &Know, plan: &Plan) -> Option<Action> {
    if !k.world() {
        return None;
    }
    let (t, s) = (k.trains as u32, k.ships as u32);
    let (bt, bs) = (k.view.box_trains as u32, k.view.box_ships as u32);
    if plan.rail > t {
        let n = (plan.rail - t).min(bt).min(s.saturating_sub(plan.sea));
        if n > 0 {
            return Some(Action::Exchange {
                to_ships: false,
                count: n as u8,
            });
        }
    }
    if plan.sea > s {
        let n = (plan.sea - s).min(bs).min(t.saturating_sub(plan.rail));
        if n > 0 {
            return Some(Action::Exchange {
                to_ships: true,
                count: n as u8,
            });
        }
    }
    None
}

/// World: how many trains and ships to keep, from the kept tickets' paths.
pub(crate) fn split(k: &Know, style: &Style) -> Action {
    let cfg = k.cfg;
    let kept = cfg.pieces_kept as u32;
    let trains = if style.hard() {
        let tickets: Vec<_> = k.view.tickets.iter().map(|t| t.ticket).collect();
        let plan = make_plan(k, style, &tickets);
        let spare = kept.saturating_sub(plan.spaces()) as f32;
        (plan.rail as f32 + 0.3 * spare).round() as u32
    } else {
        20
    };
    let least = kept.saturating_sub(cfg.ships as u32);
    let trains = trains.clamp(least, cfg.trains as u32) as u8;
    Action::Split {
        trains,
        ships: cfg.pieces_kept - trains,
    }
}
