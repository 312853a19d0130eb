//! A normal turn (and the second card of a draw): plan, then claim, build,
//! exchange, take tickets or draw cards, in that order of preference.

use super::cards::{self, Need, allocate, card_values, lane_need, open_values};
use super::claims::{self, Claim};
use super::extras;
use super::fallback::any_legal;
use super::know::Know;
use super::memo::{Planned, Plans};
use super::plan::{Detours, Plan, make_plan_with};
use super::style::{Style, board_index};
use super::tickets::{want_more, want_more_when_full};
use crate::rules::{Action, CARD_KINDS, LaneId, TicketId, route_points};
use rand::Rng;
use std::rc::Rc;

/// Urgency at which a claim goes before stations, harbors and exchanges.
const URGENT: f32 = 3.0;

/// The action for a seat whose turn it is (no offer, split or tunnel pending).
pub(crate) fn play(k: &Know, style: &Style, rng: &mut impl Rng, plans: &mut Plans) -> Action {
    choose(k, style, rng, plans)
        .or_else(|| any_legal(k))
        .unwrap_or(Action::DrawTickets)
}

/// The card the seat would draw first this turn.
pub(crate) fn draw_choice(k: &Know, style: &Style, rng: &mut impl Rng) -> Option<Action> {
    let o = Outlook::new(k, style, &mut Plans::default());
    cards::draw(k, &o.values, false, rng)
}

/// What a turn is decided from: the plan, how the hand's cards are shared
/// out over it, and what each card kind is worth to the seat now.
struct Outlook {
    planned: Rc<Planned>,
    alloc: cards::Alloc,
    values: [f32; CARD_KINDS],
    /// Each planned lane's urgency, in the plan's order.
    urgency: Vec<f32>,
}

impl Outlook {
    fn new(k: &Know, style: &Style, plans: &mut Plans) -> Outlook {
        let planned = plans.get(k, style, |base| {
            let tickets: Vec<TicketId> = k.view.tickets.iter().map(|t| t.ticket).collect();
            let plan = make_plan_with(k, style, base, &tickets);
            let ranked = rank_lanes(k, style, base, &plan);
            Planned { plan, ranked }
        });
        let ranked = &planned.ranked;
        let mut needs: Vec<Need> = ranked.iter().map(|&(l, w, _)| lane_need(k, l, w)).collect();
        let urgency: Vec<f32> = ranked.iter().map(|r| r.2).collect();
        let harbor_weight = if style.hard() { 1.6 } else { 0.8 };
        if let Some(h) = extras::harbor_need(k, &planned.plan, harbor_weight) {
            needs.push(h);
        }
        let alloc = allocate(k, needs);
        let values = if alloc.short.iter().any(|s| s.total() > 0) {
            card_values(&alloc)
        } else {
            open_values(k)
        };
        Outlook {
            planned,
            alloc,
            values,
            urgency,
        }
    }
}

/// The preferred action: an urgent claim, a building, an exchange, a claim
/// or tickets, and drawing cards last.
fn choose(k: &Know, style: &Style, rng: &mut impl Rng, plans: &mut Plans) -> Option<Action> {
    let o = Outlook::new(k, style, plans);
    if k.view.public.second_draw {
        return cards::draw(k, &o.values, true, rng);
    }
    let claims = claims::planned(k, style, &o.planned.plan, &o.alloc, &o.urgency);
    let turns = k.my_turns_left();
    if turns <= 1.0 {
        return last_turn(k, &o, &claims, rng);
    }
    let endgame = turns <= style.endgame(k.board.family);
    let full = style.full_hand(k.board.family, k.hand.total(), k.table_per_seat());
    if style.hard()
        && let Some(p) = claims.iter().find(|p| p.score > 0.0 && p.urgency >= URGENT)
    {
        return Some(p.claim.action(k));
    }
    extras::station(k, &o.planned.plan, &o.alloc)
        .or_else(|| extras::harbor(k, &o.planned.plan, &o.alloc, endgame))
        .or_else(|| extras::exchange(k, &o.planned.plan))
        .or_else(|| claim_or_tickets(k, style, &o, &claims, turns, full))
        .or_else(|| cards::draw(k, &o.values, false, rng))
}

/// A planned claim (hard: unless it takes cards other planned lanes need
/// more), else points when the plan is hopeless, more tickets, or a free
/// claim.
fn claim_or_tickets(
    k: &Know,
    style: &Style,
    o: &Outlook,
    claims: &[claims::Planned],
    turns: f32,
    full: bool,
) -> Option<Action> {
    let endgame = turns <= style.endgame(k.board.family);
    let pick = if style.hard() && !endgame && !full {
        claims
            .iter()
            .find(|p| p.claim.conflict < 1.0 || p.urgency >= p.claim.conflict)
    } else {
        claims.first()
    };
    if let Some(p) = pick {
        return Some(p.claim.action(k));
    }
    if endgame && hopeless(&o.alloc, turns) {
        // The plan cannot be finished: spend the cards on points.
        if let Some(c) = claims::for_points(k, 1, 0.0, &k.hand, f32::MAX) {
            return Some(c.action(k));
        }
    }
    if want_more(k, style, &o.planned.plan) {
        return Some(Action::DrawTickets);
    }
    if full && want_more_when_full(k, style, &o.planned.plan) {
        return Some(Action::DrawTickets);
    }
    free_claim(k, style, &o.planned.plan, &o.alloc, endgame)
        .or_else(|| {
            full.then(|| spend_full_hand(k, style, &o.planned.plan, &o.alloc))
                .flatten()
        })
        .map(|c| c.action(k))
}

/// With a full hand, the best claim that spare cards (those no planned
/// lane needs) pay for: it scores now and puts cards back into
/// circulation, if pieces spare for the plan allow. Paying with cards the
/// plan needs lost the tickets they were for.
fn spend_full_hand(k: &Know, style: &Style, plan: &Plan, alloc: &cards::Alloc) -> Option<Claim> {
    let spend = &style.spend;
    let min_len = spend.min_len[board_index(k.board.family)];
    let spare = spare_pieces(k, plan);
    claims::for_points(k, min_len, style.network_bonus, &alloc.spare, 0.5)
        .filter(|c| spare - k.board.lanes[c.lane].len as i32 >= spend.spare_pieces)
}

/// The last own turn: complete a ticket if one claim does it, else take the
/// most points on offer; drawing cards is the last resort.
fn last_turn(
    k: &Know,
    o: &Outlook,
    claims: &[claims::Planned],
    rng: &mut impl Rng,
) -> Option<Action> {
    let done = claims
        .iter()
        .map(|p| (claims::completes(&o.planned.plan, k, p.claim.lane), p))
        .filter(|(v, _)| *v > 0.0)
        .max_by(|a, b| a.0.total_cmp(&b.0));
    if let Some((_, p)) = done {
        return Some(p.claim.action(k));
    }
    if let Some(c) = claims::for_points(k, 1, 0.0, &k.hand, f32::MAX) {
        return Some(c.action(k));
    }
    if let Some(a) = extras::harbor(k, &o.planned.plan, &o.alloc, true) {
        return Some(a);
    }
    cards::draw(k, &o.values, false, rng)
}

/// An unplanned claim for its points: when nothing is planned, or (hard)
/// when the plan leaves pieces to spare; long routes only, unless the end
/// is near.
fn free_claim(
    k: &Know,
    style: &Style,
    plan: &Plan,
    alloc: &cards::Alloc,
    endgame: bool,
) -> Option<Claim> {
    let idle = plan.lanes.is_empty();
    let roomy = style.hard() && spare_pieces(k, plan) >= 6;
    if !(idle || roomy) {
        return None;
    }
    // World routes run longer.
    let min_len = if k.all_pieces() <= 6 || endgame {
        1
    } else {
        style.free_claim_min_len + u8::from(k.world())
    };
    let spare = if idle { k.hand } else { alloc.spare };
    claims::for_points(k, min_len, style.network_bonus, &spare, 0.5)
        .filter(|c| idle || spare_pieces(k, plan) - k.board.lanes[c.lane].len as i32 >= 2)
}

/// Planned lanes in the order to collect and claim them, each with its
/// card weight and urgency.
fn rank_lanes(
    k: &Know,
    style: &Style,
    base: &super::plan::Costs,
    plan: &Plan,
) -> Vec<(LaneId, f32, f32)> {
    let detours = style.bottlenecks.then(|| Detours::new(k, base, plan));
    let mut out: Vec<(LaneId, f32, f32, f32)> = plan
        .lanes
        .iter()
        .map(|&(l, w)| {
            let u = detours.as_ref().map_or(0.0, |d| d.of(l));
            let len = k.board.lanes[l].len;
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
fn spare_pieces(k: &Know, plan: &Plan) -> i32 {
    k.all_pieces() as i32 - plan.spaces() as i32
}
