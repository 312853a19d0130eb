//! The decisions of a computer player.

use super::Level;
use super::plan::{Planner, Use};
use crate::rules::board::{Board, LaneId, PlaceId, RouteKind, TicketId};
use crate::rules::card::{Card, Color, Hand};
use crate::rules::config::Family;
use crate::rules::legal::claim_action;
use crate::rules::payment::{PayChoice, harbor_payment, route_payment, station_payment};
use crate::rules::state::DeckKind;
use crate::rules::view::PlayerView;
use crate::rules::{Action, DrawSource};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// Whether the lane can be paid from `hand` now.
fn affordable(board: &Board, hand: &Hand, l: LaneId) -> bool {
    let lane = &board.lanes[l as usize];
    route_payment(
        hand,
        lane,
        board.family.config().locos_only_on_tunnels,
        PayChoice::default(),
    )
    .is_ok()
}

fn pieces_for(view: &PlayerView, kind: RouteKind) -> u8 {
    let me = &view.public.players[view.seat];
    match kind {
        RouteKind::Rail => me.trains.unwrap_or(0),
        RouteKind::Sea => me.ships.unwrap_or(0),
    }
}

/// Whether the lane is free, allowed to us, and we have the pieces.
fn placeable(board: &Board, view: &PlayerView, planner: &Planner, l: LaneId) -> bool {
    let lane = &board.lanes[l as usize];
    planner.lane_use(l) == Use::Free && pieces_for(view, lane.kind) >= lane.len
}

pub(super) fn decide(
    board: &Board,
    view: &PlayerView,
    level: Level,
    rng: &mut ChaCha8Rng,
) -> Action {
    let planner = Planner::new(board, view);
    if !view.offer.is_empty() {
        return keep(board, view, &planner, level);
    }
    if view.split_pending {
        return split(board, view, &planner);
    }
    if let Some(t) = &view.public.tunnel {
        return tunnel(board, view, t.lane, t.extra);
    }
    if view.public.second_draw {
        return draw(board, view, &planner, level, true, rng);
    }
    turn(board, view, &planner, level, rng)
}

/// Which offered tickets to keep.
fn keep(board: &Board, view: &PlayerView, planner: &Planner, level: Level) -> Action {
    let offer = &view.offer;
    let held: Vec<TicketId> = view
        .tickets
        .iter()
        .filter(|t| !t.complete)
        .map(|t| t.ticket)
        .collect();
    let base = planner.plan(&held);
    let me = &view.public.players[view.seat];
    let pieces = (me.trains.unwrap_or(45) as u32 + me.ships.unwrap_or(0) as u32).max(1);
    // The Mega Europe long offer: keep the one long ticket that fits, or none.
    if view.keep_at_most == 1 {
        let best = offer
            .iter()
            .filter_map(|&t| planner.ticket(t, &base.lanes).map(|(c, _, p)| (t, c, p)))
            .filter(|&(_, c, _)| c * 2 <= pieces)
            .max_by_key(|&(_, c, p)| p * 2 - c as i32);
        return Action::Keep {
            tickets: best.map(|(t, _, _)| vec![t]).unwrap_or_default(),
        };
    }
    let min = view.keep_at_least;
    // Rank by points per space of extra path, given what is already planned.
    let mut ranked: Vec<(TicketId, u32, i32)> = offer
        .iter()
        .map(|&t| match planner.ticket(t, &base.lanes) {
            Some((c, _, p)) => (t, c, p),
            None => (t, u32::MAX / 4, -board.tickets[t as usize].points()),
        })
        .collect();
    ranked.sort_by(|a, b| {
        let score = |x: &(TicketId, u32, i32)| x.2 as f64 / (x.1 as f64 + 2.0);
        score(b).total_cmp(&score(a))
    });
    let mut kept: Vec<TicketId> = ranked.iter().take(min).map(|r| r.0).collect();
    if level == Level::Hard {
        let budget = pieces / 2;
        for &(t, _, _) in ranked.iter().skip(min) {
            let mut trial = held.clone();
            trial.extend(&kept);
            let before = planner.plan(&trial).cost;
            trial.push(t);
            let after = planner.plan(&trial);
            let extra = after.cost.saturating_sub(before);
            let points = board.tickets[t as usize].points();
            if after.impossible.is_empty() && after.cost <= budget && (extra as i32) * 3 <= points {
                kept.push(t);
            }
        }
    }
    Action::Keep { tickets: kept }
}

/// World: how many trains to keep of the 60 pieces.
fn split(board: &Board, view: &PlayerView, planner: &Planner) -> Action {
    let held: Vec<TicketId> = view.tickets.iter().map(|t| t.ticket).collect();
    let plan = planner.plan(&held);
    let rail: u32 = plan
        .lanes
        .iter()
        .filter(|&&l| board.lanes[l as usize].kind == RouteKind::Rail)
        .map(|&l| board.lanes[l as usize].len as u32)
        .sum();
    let trains = (rail + 6).clamp(10, 25) as u8;
    Action::Split {
        trains,
        ships: 60 - trains,
    }
}

/// Pay a tunnel's extra cards when the hand covers them.
fn tunnel(board: &Board, view: &PlayerView, lane: LaneId, extra: u8) -> Action {
    let l = &board.lanes[lane as usize];
    let locos = view.hand.count(Card::Loco);
    let best_color = match l.color {
        Some(c) => view.hand.trains_of(c),
        None => Color::ALL
            .iter()
            .map(|&c| view.hand.trains_of(c))
            .max()
            .unwrap_or(0),
    };
    let pay = best_color as u32 + locos as u32 >= l.len as u32 + extra as u32;
    Action::Tunnel { pay, locos: None }
}

/// A normal turn.
fn turn(
    board: &Board,
    view: &PlayerView,
    planner: &Planner,
    level: Level,
    rng: &mut ChaCha8Rng,
) -> Action {
    let open: Vec<TicketId> = view
        .tickets
        .iter()
        .filter(|t| !t.complete)
        .map(|t| t.ticket)
        .collect();
    let plan = planner.plan(&open);
    let me = &view.public.players[view.seat];
    let my_pieces = me.trains.unwrap_or(0) as u32 + me.ships.unwrap_or(0) as u32;
    let low = view
        .public
        .players
        .iter()
        .map(|p| p.trains.unwrap_or(45) as u32 + p.ships.unwrap_or(0) as u32)
        .min()
        .unwrap_or(45);
    let cfg = board.family.config();
    let endgame = view.public.final_turns.is_some() || low <= cfg.end_pieces as u32 + 6;

    // Claim what the plan needs, longest and most shared first.
    let mut best: Option<(i32, LaneId)> = None;
    for &l in &plan.lanes {
        if placeable(board, view, planner, l) && affordable(board, &view.hand, l) {
            let lane = &board.lanes[l as usize];
            let score = lane.len as i32 * 3 + if lane.sibling.is_none() { 2 } else { 0 };
            if best.is_none_or(|(s, _)| score > s) {
                best = Some((score, l));
            }
        }
    }
    if let Some((_, l)) = best {
        return claim_action(board, l, PayChoice::default());
    }
    // World: a harbor in a city our tickets name, once a route reaches it.
    if board.family == Family::World
        && view.public.players[view.seat].harbors > 0
        && let Some(a) = harbor(board, view)
    {
        return a;
    }
    // Europe: a station to bridge a ticket an opponent has blocked.
    if level == Level::Hard
        && !plan.impossible.is_empty()
        && me.stations > 0
        && let Some(a) = station(board, view, planner, &plan.impossible)
    {
        return a;
    }
    // World: exchange pieces the plan lacks.
    if board.family == Family::World
        && let Some(a) = exchange(board, view, &plan.lanes)
    {
        return a;
    }

    // More tickets once the current ones are done, while trains are plenty.
    let nothing_to_do = open.is_empty() || plan.lanes.is_empty();
    let more = match level {
        Level::Hard => !endgame && open.is_empty() && my_pieces >= 30,
        Level::Easy => !endgame && open.is_empty() && my_pieces >= 25,
    };
    if more && view.public.tickets_left > 0 {
        return Action::DrawTickets;
    }
    // When the end is near, or nothing is left to plan, score long routes.
    if endgame || nothing_to_do {
        let longest = (0..board.lanes.len() as LaneId)
            .filter(|&l| placeable(board, view, planner, l) && affordable(board, &view.hand, l))
            .max_by_key(|&l| board.lanes[l as usize].len);
        if let Some(l) = longest
            && (endgame || board.lanes[l as usize].len >= 3 || my_pieces <= 6)
        {
            return claim_action(board, l, PayChoice::default());
        }
    }
    draw(board, view, planner, level, false, rng)
}

/// How many cards of each kind and color the plan still lacks.
fn deficits(board: &Board, view: &PlayerView, lanes: &[LaneId]) -> [[i32; 8]; 2] {
    let mut need = [[0i32; 8]; 2];
    for &l in lanes {
        let lane = &board.lanes[l as usize];
        let k = (lane.kind == RouteKind::Sea) as usize;
        let held = |c: Color| -> i32 {
            if k == 1 {
                view.hand.count(Card::Ship(c)) as i32
                    + 2 * view.hand.count(Card::DoubleShip(c)) as i32
            } else {
                view.hand.trains_of(c) as i32
            }
        };
        let c = lane.color.unwrap_or_else(|| {
            *Color::ALL
                .iter()
                .max_by_key(|&&c| held(c))
                .unwrap_or(&Color::Red)
        });
        need[k][c.index()] += lane.len as i32 + lane.steam as i32;
    }
    for (k, row) in need.iter_mut().enumerate() {
        for c in Color::ALL {
            let have = if k == 1 {
                view.hand.count(Card::Ship(c)) as i32
                    + 2 * view.hand.count(Card::DoubleShip(c)) as i32
            } else {
                view.hand.trains_of(c) as i32
            };
            row[c.index()] = (row[c.index()] - have).max(0);
        }
    }
    need
}

/// Takes the card the plan needs most, else a blind card.
fn draw(
    board: &Board,
    view: &PlayerView,
    planner: &Planner,
    level: Level,
    second: bool,
    rng: &mut ChaCha8Rng,
) -> Action {
    let open: Vec<TicketId> = view
        .tickets
        .iter()
        .filter(|t| !t.complete)
        .map(|t| t.ticket)
        .collect();
    let plan = planner.plan(&open);
    let need = deficits(board, view, &plan.lanes);
    let ferry_need: u32 = plan
        .lanes
        .iter()
        .map(|&l| board.lanes[l as usize].locos as u32)
        .sum::<u32>()
        .saturating_sub(view.hand.count(Card::Loco) as u32);
    let cfg = board.family.config();
    let mut best: Option<(f64, usize)> = None;
    for (slot, card) in view.public.face_up.iter().enumerate() {
        let Some(card) = card else { continue };
        let value = match card {
            Card::Loco if second && cfg.face_up_loco_limits => continue,
            // A face-up locomotive costs the second card: worth it only for
            // a ferry the plan needs.
            Card::Loco if level == Level::Hard && ferry_need > 0 && !second => 2.5,
            Card::Loco => 0.0,
            Card::Train(c) | Card::HarborTrain(c) => need[0][c.index()].min(3) as f64,
            Card::Ship(c) => need[1][c.index()].min(3) as f64,
            Card::DoubleShip(c) => (need[1][c.index()].min(3) as f64) * 1.4,
        };
        if value > 0.5 && best.is_none_or(|(v, _)| value > v) {
            best = Some((value, slot));
        }
    }
    if let Some((_, slot)) = best {
        return Action::Draw {
            from: DrawSource::FaceUp(slot),
            refill: None,
        };
    }
    let decks = &view.public.decks;
    let sea_need: i32 = need[1].iter().sum();
    let rail_need: i32 = need[0].iter().sum();
    let want_ships = board.family == Family::World
        && (sea_need > rail_need || (sea_need == rail_need && rng.random_bool(0.5)));
    let order = if want_ships {
        [DeckKind::Ships, DeckKind::Trains]
    } else {
        [DeckKind::Trains, DeckKind::Ships]
    };
    for kind in order {
        if let Some((draw, discard)) = decks.get(kind.index())
            && draw + discard > 0
        {
            return Action::Draw {
                from: DrawSource::Deck(kind),
                refill: None,
            };
        }
    }
    // Nothing to draw blind: any face-up card allowed.
    if let Some(slot) = view
        .public
        .face_up
        .iter()
        .position(|c| c.is_some_and(|c| !(second && cfg.face_up_loco_limits && c.is_loco())))
    {
        return Action::Draw {
            from: DrawSource::FaceUp(slot),
            refill: None,
        };
    }
    // Nothing to draw at all: claim anything, else take tickets.
    let any = (0..board.lanes.len() as LaneId)
        .find(|&l| placeable(board, view, planner, l) && affordable(board, &view.hand, l));
    match any {
        Some(l) => claim_action(board, l, PayChoice::default()),
        None => Action::DrawTickets,
    }
}

/// A harbor in a city our tickets name that one of our routes reaches.
fn harbor(board: &Board, view: &PlayerView) -> Option<Action> {
    harbor_payment(&view.hand, PayChoice::default()).ok()?;
    let owners = &view.public.owners;
    let built: Vec<PlaceId> = view.public.harbors.iter().map(|&(p, _)| p).collect();
    let mut best: Option<(usize, PlaceId)> = None;
    for (p, place) in board.places.iter().enumerate() {
        let p = p as PlaceId;
        if !place.harbor || built.contains(&p) {
            continue;
        }
        if !board
            .lanes_at(p)
            .iter()
            .any(|&l| owners[l as usize] == Some(view.seat))
        {
            continue;
        }
        let named = view
            .tickets
            .iter()
            .filter(|t| board.tickets[t.ticket as usize].places.contains(&p))
            .count();
        if named > 0 && best.is_none_or(|(n, _)| named > n) {
            best = Some((named, p));
        }
    }
    best.map(|(_, place)| Action::Harbor {
        place,
        pay: PayChoice::default(),
    })
}

/// A station at the end of an opponent's lane that reopens a blocked ticket.
fn station(
    board: &Board,
    view: &PlayerView,
    planner: &Planner,
    blocked: &[TicketId],
) -> Option<Action> {
    let left = view.public.players[view.seat].stations;
    let next = board.family.config().stations - left + 1;
    station_payment(&view.hand, next, PayChoice::default()).ok()?;
    let taken: Vec<PlaceId> = view.public.stations.iter().map(|&(p, _)| p).collect();
    for &t in blocked {
        let tk = &board.tickets[t as usize];
        for &end in &tk.places {
            for &l in board.lanes_at(end) {
                if matches!(view.public.owners[l as usize], Some(o) if o != view.seat)
                    && !taken.contains(&end)
                {
                    let other = board.lanes[l as usize].other(end);
                    let rest: Vec<PlaceId> =
                        tk.places.iter().copied().filter(|&p| p != end).collect();
                    if rest.iter().all(|&r| planner.path(other, r, &[]).is_some()) {
                        return Some(Action::Station {
                            place: end,
                            pay: PayChoice::default(),
                        });
                    }
                }
            }
        }
    }
    None
}

/// World: exchange ships for trains (or back) when the plan needs more of one.
fn exchange(board: &Board, view: &PlayerView, lanes: &[LaneId]) -> Option<Action> {
    let me = &view.public.players[view.seat];
    let need = |kind| -> u32 {
        lanes
            .iter()
            .filter(|&&l| board.lanes[l as usize].kind == kind)
            .map(|&l| board.lanes[l as usize].len as u32)
            .sum()
    };
    let (rail, sea) = (need(RouteKind::Rail), need(RouteKind::Sea));
    let (trains, ships) = (me.trains.unwrap_or(0) as u32, me.ships.unwrap_or(0) as u32);
    if rail > trains && view.box_trains > 0 && ships > sea + 2 {
        let n = (rail - trains).min(view.box_trains as u32).min(ships - sea);
        return Some(Action::Exchange {
            to_ships: false,
            count: n as u8,
        });
    }
    if sea > ships && view.box_ships > 0 && trains > rail + 2 {
        let n = (sea - ships).min(view.box_ships as u32).min(trains - rail);
        return Some(Action::Exchange {
            to_ships: true,
            count: n as u8,
        });
    }
    None
}
