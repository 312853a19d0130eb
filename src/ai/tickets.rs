//! Destination tickets: which of an offer to keep, and when to draw more.

use super::know::Know;
use super::plan::{Plan, lane_costs, make_plan_with, ticket_stakes};
use super::style::Style;
use crate::rules::{Action, Family, KeepRule, LaneId, PlaceId, RouteKind, TicketId};

/// The Keep action for the pending offer.
pub(crate) fn keep(k: &Know, style: &Style) -> Action {
    let tickets = if style.value_tickets {
        ranked_keeps(k, style).swap_remove(0)
    } else {
        // The shortest tickets, as few as allowed.
        let mut sorted = k.view.offer.clone();
        sorted.sort_by_key(|&t| (k.board.tickets[t].points(), t));
        sorted.truncate(keep_bounds(k).0);
        sorted
    };
    Action::Keep { tickets }
}

/// The fewest and most tickets of the pending offer that may be kept.
fn keep_bounds(k: &Know) -> (usize, usize) {
    let offer = &k.view.offer;
    match k.view.keep.unwrap_or(KeepRule::AtLeast(1)) {
        KeepRule::AtLeast(n) => ((n as usize).min(offer.len()), offer.len()),
        KeepRule::MegaLong => (0, 1.min(offer.len())),
    }
}

/// Every choice the pending offer allows, best first by the value of the
/// plan it makes; never empty.
pub(crate) fn ranked_keeps(k: &Know, style: &Style) -> Vec<Vec<TicketId>> {
    let offer = &k.view.offer;
    let (least, most) = keep_bounds(k);
    let current: Vec<TicketId> = k.view.tickets.iter().map(|t| t.ticket).collect();
    let base = lane_costs(k, style);
    let mut choices: Vec<(f32, Vec<TicketId>)> = (0u32..(1 << offer.len()))
        .filter(|mask| (least..=most).contains(&(mask.count_ones() as usize)))
        .map(|mask| {
            let chosen: Vec<TicketId> = offer
                .iter()
                .enumerate()
                .filter(|(i, _)| mask & (1 << i) != 0)
                .map(|(_, &t)| t)
                .collect();
            let all: Vec<TicketId> = current.iter().chain(&chosen).copied().collect();
            let plan = make_plan_with(k, style, &base, &all);
            (plan_value(k, &plan) + harbor_prospects(k, &all), chosen)
        })
        .collect();
    // Stable: among equal values the first choice stays first.
    choices.sort_by(|a, b| b.0.total_cmp(&a.0));
    let mut ranked: Vec<Vec<TicketId>> = choices.into_iter().map(|c| c.1).collect();
    if ranked.is_empty() {
        ranked.push(Vec::new());
    }
    ranked
}

/// The expected ticket points of a plan.
pub(crate) fn plan_value(k: &Know, plan: &Plan) -> f32 {
    let mut value = 0.0;
    for (t, p) in route_odds(k, plan) {
        let (gain, loss) = ticket_stakes(k, t);
        value += p * gain - (1.0 - p) * loss;
    }
    for &t in &plan.dropped {
        value -= ticket_stakes(k, t).1;
    }
    value
}

/// The chance of completing each planned ticket: tickets are taken in order
/// of points per space, and each is likely done when the turns it needs
/// (with the ones before) fit in the turns left.
pub(crate) fn route_odds(k: &Know, plan: &Plan) -> Vec<(TicketId, f32)> {
    let turns = k.my_turns_left();
    let mut order: Vec<usize> = (0..plan.routes.len()).collect();
    let eff = |i: usize| {
        let r = &plan.routes[i];
        (r.gain + r.loss) / (r.cost as f32 + 50.0)
    };
    order.sort_by(|&a, &b| eff(b).total_cmp(&eff(a)));
    let mut counted: Vec<LaneId> = Vec::new();
    // Cards in hand save draws.
    let mut need = -(k.hand.total() as f32) * 0.5;
    let mut out = Vec::new();
    for i in order {
        let r = &plan.routes[i];
        for &l in &r.lanes {
            if counted.contains(&l) || !plan.lanes.iter().any(|(x, _)| *x == l) {
                continue;
            }
            counted.push(l);
            let lane = &k.board.lanes[l];
            let per_card = match lane.kind {
                RouteKind::Rail => 1.0 + lane.steam as f32 / lane.len.max(1) as f32,
                RouteKind::Sea => 0.75,
            };
            // One turn to claim; a draw turn brings about 1.5 useful cards.
            need += 1.0 + lane.len as f32 * per_card / 1.5;
        }
        let p = odds(k, need.max(0.0) / turns.max(1.0));
        out.push((r.ticket, p));
    }
    out
}

/// The chance to complete a ticket whose turns needed (with the tickets
/// before it) are this share of the turns left. Fitted per board to games
/// against the easy level, then made warier (by 0.4 per share), which kept
/// the wins against easy players and halved the tickets lost between hard
/// players, whose games are tighter. Refitted for USA (warier) and
/// Switzerland (bolder) when holding cards became the table's call.
fn odds(k: &Know, share: f32) -> f32 {
    let (a, b, most) = match k.board.family {
        Family::Usa => (1.25, 1.1, 0.97),
        Family::Europe => (1.3, 0.95, 0.97),
        Family::Switzerland => (1.0, 0.55, 0.9),
        Family::World => (1.08, 1.15, 0.9),
    };
    (a - b * share).clamp(0.02, most)
}

/// World: what harbors in the tickets' cities might bring (half of the
/// harbor points for the three best cities still free).
fn harbor_prospects(k: &Know, tickets: &[TicketId]) -> f32 {
    if !k.world() {
        return 0.0;
    }
    let mut counts: Vec<(u32, PlaceId)> = Vec::new();
    for &t in tickets {
        for &p in &k.board.tickets[t].places {
            let free = k.harbor_at[p.index()].is_none_or(|s| s == k.me);
            if k.board.places[p].harbor && free {
                match counts.iter_mut().find(|(_, q)| *q == p) {
                    Some(e) => e.0 += 1,
                    None => counts.push((1, p)),
                }
            }
        }
    }
    counts.sort_by(|a, b| b.cmp(a));
    counts
        .iter()
        .take(3)
        .map(|(n, _)| 0.5 * harbor_points(*n) as f32)
        .sum()
}

/// Harbor points for a number of completed tickets naming its city.
pub(crate) fn harbor_points(n: u32) -> i32 {
    match n {
        0 => 0,
        1 => 20,
        2 => 30,
        _ => 40,
    }
}

/// Whether to draw more tickets now.
pub(crate) fn want_more(k: &Know, style: &Style, plan: &Plan) -> bool {
    let scale = k.cfg.pieces_kept as f32 / 45.0;
    k.view.public.tickets_left > 0
        && plan.spaces() <= style.more_tickets_spaces
        && k.all_pieces() as f32 >= style.more_tickets_pieces as f32 * scale
        && k.my_turns_left() >= style.more_tickets_turns
}

/// Whether to draw more tickets with a full hand: the cards can pay for
/// them, so they are taken while the plan still has up to
/// `full_tickets_spaces` spaces to claim (and pieces and turns allow).
pub(crate) fn want_more_when_full(k: &Know, style: &Style, plan: &Plan) -> bool {
    let Some(spaces) = style.full_tickets_spaces else {
        return false;
    };
    let scale = k.cfg.pieces_kept as f32 / 45.0;
    k.view.public.tickets_left > 0
        && plan.spaces() <= spaces
        && k.all_pieces() as f32 >= style.more_tickets_pieces as f32 * scale
        && k.my_turns_left() >= style.more_tickets_turns
}
