//! Which route to claim and how to pay: planned lanes by urgency, points and
//! the cards they would take from other plans; at the end, the most points.

use super::cards::Alloc;
use super::know::{Know, LaneState};
use super::plan::Plan;
use super::style::Style;
use crate::rules::{
    Action, CARD_KINDS, Card, Color, Hand, LaneId, PayChoice, Payment, claim_action, route_points,
};

/// A claim that could be made now.
#[derive(Clone, Debug)]
pub(crate) struct Claim {
    pub lane: LaneId,
    pub pay: PayChoice,
    /// Cards it takes from other planned purchases.
    pub conflict: f32,
}

impl Claim {
    /// The action making this claim.
    pub(super) fn action(&self, k: &Know) -> Action {
        claim_action(k.board, self.lane, self.pay)
    }
}

/// Cards `used` takes beyond what `own` holds for it and the spare cards;
/// locomotives count extra.
fn conflict(used: &Hand, own: &Hand, spare: &Hand) -> f32 {
    let mut c = 0.0;
    for i in 0..CARD_KINDS {
        let over = used.0[i].saturating_sub(own.0[i] + spare.0[i]) as f32;
        c += if i == Card::Loco.index() {
            1.5 * over
        } else {
            over
        };
    }
    c + 0.3 * used.count(Card::Loco) as f32
}

/// The cheapest way to pay for `lane` given the plan's allocation (`own`:
/// the cards set aside for it). A gray lane is also tried in each color,
/// unless no color pays: the plain payment already tries them all.
pub(crate) fn best_payment(k: &Know, lane: LaneId, own: &Hand, spare: &Hand) -> Option<Claim> {
    let l = &k.board.lanes[lane];
    let plain = PayChoice::default();
    let any = k.payment(lane, plain)?;
    let colors = if l.color.is_none() {
        &Color::ALL[..]
    } else {
        &[]
    };
    let claim = |pay: PayChoice, p: Payment| {
        (!l.tunnel || tunnel_spare(k, &p) >= tunnel_margin(k)).then(|| Claim {
            lane,
            pay: PayChoice {
                color: pay.color.or(p.color),
                ..pay
            },
            conflict: conflict(&p.cards, own, spare),
        })
    };
    let in_color = colors.iter().filter_map(|&c| {
        let pay = PayChoice {
            color: Some(c),
            ..plain
        };
        claim(pay, k.payment(lane, pay)?)
    });
    claim(plain, any)
        .into_iter()
        .chain(in_color)
        .min_by(|a, b| a.conflict.total_cmp(&b.conflict))
}

/// Cards left after a tunnel's payment that could pay what the reveal
/// demands: its color and locomotives (only locomotives when it was paid
/// with locomotives alone).
fn tunnel_spare(k: &Know, p: &Payment) -> u8 {
    let locos = k.hand.count(Card::Loco) - p.cards.count(Card::Loco);
    match p.color {
        Some(c) => locos + k.hand.trains_of(c) - p.cards.trains_of(c),
        None => locos,
    }
}

/// Spare cards wanted before trying a tunnel: one, or as many as can be
/// revealed when the train deck and its discard run low (what is left there
/// is often what nobody wanted: locomotives).
fn tunnel_margin(k: &Know) -> u8 {
    let (draw, discard) = k.view.public.decks[0];
    let pool = draw + discard;
    if pool < LOW_DECK {
        pool.min(3) as u8
    } else {
        1
    }
}

/// Cards in the train deck and discard below which tunnels are tried only
/// when every revealed card could be paid for.
const LOW_DECK: usize = 15;

/// The other lane of a double, when this seat may claim it instead.
fn open_sibling(k: &Know, lane: LaneId) -> Option<LaneId> {
    k.board.lanes[lane]
        .sibling
        .filter(|&s| k.lanes[s.index()] == LaneState::Open)
}

/// A claim of a planned lane (or of the other lane of its double).
#[derive(Clone, Debug)]
pub(crate) struct Planned {
    pub score: f32,
    /// How much losing the planned lane would cost (see [`super::plan::Detours`]).
    pub urgency: f32,
    pub claim: Claim,
}

/// Claims of planned lanes possible now, best first. `urgency` is given
/// per need of `alloc`.
pub(crate) fn planned(
    k: &Know,
    style: &Style,
    plan: &Plan,
    alloc: &Alloc,
    urgency: &[f32],
) -> Vec<Planned> {
    let mut out = Vec::new();
    for (i, need) in alloc.needs.iter().enumerate() {
        let Some(lane) = need.lane else { continue };
        let w = plan.weight(lane);
        let tries = std::iter::once(lane).chain(open_sibling(k, lane));
        let best = tries
            .filter_map(|l| best_payment(k, l, &alloc.given[i], &alloc.spare))
            .min_by(|a, b| a.conflict.total_cmp(&b.conflict));
        let Some(claim) = best else { continue };
        let len = k.board.lanes[lane].len;
        let u = urgency.get(i).copied().unwrap_or(0.0);
        let score = if style.hard() {
            w / 10.0 + 0.6 * u + 0.3 * route_points(len) as f32 - 2.0 * claim.conflict
                + 5.0 * completes(plan, k, lane)
        } else {
            len as f32
        };
        out.push(Planned {
            score,
            urgency: u,
            claim,
        });
    }
    out.sort_by(|a, b| b.score.total_cmp(&a.score));
    out
}

/// Stakes of the tickets this one claim would complete.
pub(crate) fn completes(plan: &Plan, k: &Know, lane: LaneId) -> f32 {
    let sib = k.board.lanes[lane].sibling;
    plan.routes
        .iter()
        .filter(|r| {
            let open: Vec<LaneId> = r
                .lanes
                .iter()
                .copied()
                .filter(|&l| k.lanes[l.index()] != LaneState::Mine)
                .collect();
            open.len() == 1 && (open[0] == lane || Some(open[0]) == sib)
        })
        .map(|r| (r.gain + r.loss) / 10.0)
        .sum()
}

/// The best claim of any free lane for its points (`min_len`: the shortest
/// worth a turn); lanes touching the own network get `network_bonus`.
/// Claims taking more than `max_conflict` cards beyond `spare` are skipped.
pub(crate) fn for_points(
    k: &Know,
    min_len: u8,
    network_bonus: f32,
    spare: &Hand,
    max_conflict: f32,
) -> Option<Claim> {
    let none = Hand::default();
    let mut best: Option<(f32, Claim)> = None;
    for l in k.board.lane_ids() {
        let lane = &k.board.lanes[l];
        if k.lanes[l.index()] != LaneState::Open || lane.len < min_len {
            continue;
        }
        let Some(claim) = best_payment(k, l, &none, spare) else {
            continue;
        };
        if claim.conflict > max_conflict {
            continue;
        }
        let mut score = route_points(lane.len) as f32 - 0.5 * claim.conflict;
        if network_bonus > 0.0 && (k.touches_mine(lane.a) || k.touches_mine(lane.b)) {
            score += network_bonus;
        }
        if best.as_ref().is_none_or(|(b, _)| score > *b) {
            best = Some((score, claim));
        }
    }
    best.map(|b| b.1)
}
