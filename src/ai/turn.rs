//! A normal turn (and the second card of a draw): plan, then claim, build,
//! exchange, take tickets or draw cards, in that order of preference.

use super::cards::{self, Need, allocate, card_values, lane_need, open_values};
use super::claims::{self, Claim};
use super::extras;
use super::fallback::any_legal;
use super::know::Know;
use super::plan::{Plan, detour, lane_costs, make_plan_with};
use super::style::Style;
use super::tickets::want_more;
use crate::rules::apply::Action;
use crate::rules::board::{LaneId, TicketId, route_points};
use rand::Rng;

/// Urgency at which a claim goes before stations, harbors and exchanges.
const URGENT: f32 = 3.0;

/// The action for a seat whose turn it is (no offer, split or tunnel pending).
pub(crate) fn play(k: &Know, style: &Style, rng: &mut impl Rng) -> Action {
    choose(k, style, rng)
        .or_else(|| any_legal(k))
        .unwrap_or(Action::DrawTickets)
}

fn choose(k: &Know, style: &Style, rng: &mut impl Rng) -> Option<Action> {
    let tickets: Vec<TicketId> = k.view.tickets.iter().map(|t| t.ticket).collect();
    let base = lane_costs(k, style);
    let plan = make_plan_with(k, style, &base, &tickets);
    let ranked = rank_lanes(k, style, &base, &plan);
    let mut needs: Vec<Need> = ranked.iter().map(|&(l, w, _)| lane_need(k, l, w)).collect();
    let urgency: Vec<f32> = ranked.iter().map(|r| r.2).collect();
    if let Some(h) = extras::harbor_need(k, &plan, if style.hard() { 1.6 } else { 0.8 }) {
        needs.push(h);
    }
    let alloc = allocate(k, needs);
    let lacking = alloc.short.iter().any(|s| s.total() > 0);
    let values = if lacking {
        card_values(&alloc)
    } else {
        open_values(k)
    };
    if k.view.public.second_draw {
        return cards::draw(k, &values, true, rng);
    }

    let turns = k.my_turns_left();
    let claims = claims::planned(k, style, &plan, &alloc, &urgency);

    // The last turn: points now beat cards for later.
    if turns <= 1.0 {
        let done = claims
            .iter()
            .filter(|(_, c)| claims::completes(&plan, k, c.lane) > 0.0)
            .max_by(|a, b| {
                claims::completes(&plan, k, a.1.lane)
                    .total_cmp(&claims::completes(&plan, k, b.1.lane))
            });
        if let Some((_, c)) = done {
            return Some(c.action(k));
        }
        if let Some(c) = claims::for_points(k, 1, 0.0, &k.hand, f32::MAX) {
            return Some(c.action(k));
        }
        if let Some(a) = extras::harbor(k, &plan, &alloc, true) {
            return Some(a);
        }
        return cards::draw(k, &values, false, rng);
    }

    if style.hard()
        && let Some(c) = pick_claim(&claims, |s, c| s > 0.0 && urgent(&ranked, c) >= URGENT)
    {
        return Some(c.action(k));
    }
    if let Some(a) = extras::station(k, &plan, &alloc) {
        return Some(a);
    }
    if let Some(a) = extras::harbor(k, &plan, &alloc, turns <= style.endgame_turns) {
        return Some(a);
    }
    if let Some(a) = extras::exchange(k, &plan) {
        return Some(a);
    }
    let endgame = turns <= style.endgame_turns;
    let pick = if style.hard() && !endgame {
        pick_claim(&claims, |_, c| {
            c.conflict < 1.0 || urgent(&ranked, c) >= c.conflict
        })
    } else {
        claims.first().map(|(_, c)| c)
    };
    if let Some(c) = pick {
        return Some(c.action(k));
    }
    if endgame && hopeless(&alloc, turns) {
        // The plan cannot be finished: spend the cards on points.
        if let Some(c) = claims::for_points(k, 1, 0.0, &k.hand, f32::MAX) {
            return Some(c.action(k));
        }
    }
    if want_more(k, style, &plan) {
        return Some(Action::DrawTickets);
    }
    if plan.lanes.is_empty() || (style.hard() && spare_trains(k, &plan) >= 6) {
        let low = k.all_pieces() <= 6 || endgame;
        // World routes run longer.
        let min_len = if low {
            1
        } else {
            style.free_claim_min_len + u8::from(k.world())
        };
        let spare = if plan.lanes.is_empty() {
            k.hand
        } else {
            alloc.spare
        };
        if let Some(c) = claims::for_points(k, min_len, style.network_bonus, &spare, 0.5)
            .filter(|c| plan.lanes.is_empty() || worth_free(k, &plan, c))
        {
            return Some(c.action(k));
        }
    }
    cards::draw(k, &values, false, rng)
}

/// Planned lanes in the order to collect and claim them, each with its
/// card weight and urgency.
fn rank_lanes(
    k: &Know,
    style: &Style,
    base: &super::plan::Costs,
    plan: &Plan,
) -> Vec<(LaneId, f32, f32)> {
    let mut out: Vec<(LaneId, f32, f32, f32)> = plan
        .lanes
        .iter()
        .map(|&(l, w)| {
            let u = if style.bottlenecks {
                detour(k, base, plan, l)
            } else {
                0.0
            };
            let len = k.board.lanes[l as usize].len;
            let key = if style.hard() {
                w / 10.0 + 0.6 * u + 0.3 * route_points(len) as f32
            } else {
                0.0
            };
            let weight = if style.hard() {
                1.0 + u.min(15.0) / 6.0 + w / 40.0
            } else {
                1.0
            };
            (l, weight, u, key)
        })
        .collect();
    out.sort_by(|a, b| b.3.total_cmp(&a.3));
    out.into_iter().map(|(l, w, u, _)| (l, w, u)).collect()
}

/// The urgency of a claim's lane (or of the planned lane it stands in for).
fn urgent(ranked: &[(LaneId, f32, f32)], c: &Claim) -> f32 {
    ranked
        .iter()
        .find(|r| r.0 == c.lane)
        .map(|r| r.2)
        .unwrap_or(0.0)
}

/// The best-scored claim passing `ok`.
fn pick_claim(claims: &[(f32, Claim)], ok: impl Fn(f32, &Claim) -> bool) -> Option<&Claim> {
    claims.iter().find(|(s, c)| ok(*s, c)).map(|(_, c)| c)
}

/// Whether the planned purchases need more turns than are left.
fn hopeless(alloc: &cards::Alloc, turns: f32) -> bool {
    let need: f32 = alloc
        .short
        .iter()
        .map(|s| 1.0 + s.total() as f32 / 2.0)
        .sum();
    need > turns
}

/// Pieces left beyond what the plan needs.
fn spare_trains(k: &Know, plan: &Plan) -> i32 {
    k.all_pieces() as i32 - plan.spaces() as i32
}

/// Whether an unplanned claim leaves enough pieces for the plan.
fn worth_free(k: &Know, plan: &Plan, c: &Claim) -> bool {
    let len = k.board.lanes[c.lane as usize].len as i32;
    spare_trains(k, plan) - len >= 2
}
