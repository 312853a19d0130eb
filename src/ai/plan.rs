//! Route planning from one player's view: which lanes are usable, the
//! cheapest way to complete tickets, and which lanes a plan still needs.

use crate::rules::board::{Board, LaneId, PlaceId, PlaceKind, RouteKind, TicketId, TicketValue};
use crate::rules::view::PlayerView;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// How a lane looks to the planning player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Use {
    Mine,
    Free,
    Blocked,
}

/// A planner for one player's view.
pub struct Planner<'a> {
    pub board: &'a Board,
    pub view: &'a PlayerView,
    uses: Vec<Use>,
}

/// A plan for a set of tickets: spaces still to claim and the lanes to claim.
#[derive(Clone, Debug, Default)]
pub struct Plan {
    pub cost: u32,
    pub lanes: Vec<LaneId>,
    /// Tickets no path can complete any more.
    pub impossible: Vec<TicketId>,
}

impl<'a> Planner<'a> {
    /// Classifies every lane for `view`'s player.
    pub fn new(board: &'a Board, view: &'a PlayerView) -> Planner<'a> {
        let seat = view.seat;
        let owners = &view.public.owners;
        let players = view.public.players.len();
        let cfg = board.family.config();
        let open_doubles = players > 3 || (cfg.doubles_open_at_three && players == 3);
        let me = &view.public.players[seat];
        let (trains, ships) = (
            me.trains.unwrap_or(0) + view.box_trains,
            me.ships.unwrap_or(0) + view.box_ships,
        );
        let uses = board
            .lanes
            .iter()
            .enumerate()
            .map(|(l, lane)| {
                if owners[l] == Some(seat) {
                    return Use::Mine;
                }
                if owners[l].is_some() {
                    return Use::Blocked;
                }
                if let Some(sib) = lane.sibling {
                    match owners[sib as usize] {
                        Some(o) if o == seat => return Use::Blocked,
                        Some(_) if !open_doubles => return Use::Blocked,
                        _ => {}
                    }
                }
                let pieces = if lane.kind == RouteKind::Sea {
                    ships
                } else {
                    trains
                };
                if pieces < lane.len {
                    Use::Blocked
                } else {
                    Use::Free
                }
            })
            .collect();
        Planner { board, view, uses }
    }

    /// How a lane looks.
    pub fn lane_use(&self, l: LaneId) -> Use {
        self.uses[l as usize]
    }

    /// Cheapest path (spaces still to claim) from `from` to `to`, treating
    /// `planned` lanes as already owned. Countries are end points only.
    pub fn path(
        &self,
        from: PlaceId,
        to: PlaceId,
        planned: &[LaneId],
    ) -> Option<(u32, Vec<LaneId>)> {
        let n = self.board.places.len();
        let mut dist = vec![u32::MAX; n];
        let mut via: Vec<Option<LaneId>> = vec![None; n];
        let mut heap = BinaryHeap::new();
        dist[from as usize] = 0;
        heap.push(Reverse((0u32, from)));
        while let Some(Reverse((d, u))) = heap.pop() {
            if d > dist[u as usize] {
                continue;
            }
            if u == to {
                break;
            }
            if u != from && self.board.places[u as usize].kind == PlaceKind::Country {
                continue;
            }
            for &l in self.board.lanes_at(u) {
                let cost = match self.uses[l as usize] {
                    Use::Blocked => continue,
                    Use::Mine => 0,
                    Use::Free if planned.contains(&l) => 0,
                    // A claim takes a turn besides its cards: count it.
                    Use::Free => self.board.lanes[l as usize].len as u32 + 1,
                };
                let v = self.board.lanes[l as usize].other(u);
                if d + cost < dist[v as usize] {
                    dist[v as usize] = d + cost;
                    via[v as usize] = Some(l);
                    heap.push(Reverse((d + cost, v)));
                }
            }
        }
        if dist[to as usize] == u32::MAX {
            return None;
        }
        let mut lanes = Vec::new();
        let mut v = to;
        while let Some(l) = via[v as usize] {
            if self.uses[l as usize] == Use::Free {
                lanes.push(l);
            }
            v = self.board.lanes[l as usize].other(v);
        }
        Some((dist[to as usize], lanes))
    }

    /// The cheapest way to complete one ticket given `planned` lanes:
    /// (spaces to claim, lanes, points it would score).
    pub fn ticket(&self, t: TicketId, planned: &[LaneId]) -> Option<(u32, Vec<LaneId>, i32)> {
        let tk = &self.board.tickets[t as usize];
        match &tk.value {
            TicketValue::Pair { points, .. } => self
                .path(tk.places[0], tk.places[1], planned)
                .map(|(c, l)| (c, l, *points)),
            TicketValue::Options(opts) => opts
                .iter()
                .filter_map(|o| self.path(o.a, o.b, planned).map(|(c, l)| (c, l, o.points)))
                .min_by_key(|(c, _, p)| (*c as i32 * 2 - p, *c)),
            TicketValue::Tour { in_order, .. } => {
                let mut all = planned.to_vec();
                let mut cost = 0;
                let mut lanes = Vec::new();
                for w in tk.places.windows(2) {
                    let (c, l) = self.path(w[0], w[1], &all)?;
                    cost += c;
                    all.extend(&l);
                    lanes.extend(l);
                }
                Some((cost, lanes, *in_order))
            }
        }
    }

    /// Plans a set of tickets together, most valuable first, so shared lanes
    /// are counted once.
    pub fn plan(&self, tickets: &[TicketId]) -> Plan {
        let mut order: Vec<TicketId> = tickets.to_vec();
        order.sort_by_key(|&t| Reverse(self.board.tickets[t as usize].points()));
        let mut plan = Plan::default();
        for t in order {
            match self.ticket(t, &plan.lanes) {
                Some((c, lanes, _)) => {
                    plan.cost += c;
                    for l in lanes {
                        if !plan.lanes.contains(&l) {
                            plan.lanes.push(l);
                        }
                    }
                }
                None => plan.impossible.push(t),
            }
        }
        plan
    }
}
