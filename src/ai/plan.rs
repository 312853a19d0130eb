//! Ticket paths: a weighted shortest-path search over free and own lanes,
//! tickets routed one after the other so later ones reuse earlier paths,
//! then ripped up and rerouted, and tickets that cannot fit dropped.

use super::know::{Know, LaneState};
use super::style::Style;
use crate::rules::{LaneId, PlaceId, RouteKind, TicketId, TicketValue, route_points};
use std::cell::RefCell;

/// Search cost per lane in hundredths of a space; `None`: not usable.
pub(crate) type Costs = Vec<Option<u32>>;

/// A lane cost of an opponent's lane a station would lend (Europe).
const STATION_COST: u32 = 550;

/// The search cost of every lane for this seat.
pub(crate) fn lane_costs(k: &Know, style: &Style) -> Costs {
    let stations_left = k.view.public.players[k.me].stations;
    k.board
        .lanes
        .iter()
        .enumerate()
        .map(|(l, lane)| match k.lanes[l] {
            LaneState::Mine => Some(0),
            LaneState::Closed => None,
            LaneState::Theirs(_) => {
                if k.cfg.stations == 0 {
                    return None;
                }
                let own_station = [lane.a, lane.b]
                    .iter()
                    .any(|&p| k.station_at[p.index()] == Some(k.me));
                let free_city = [lane.a, lane.b]
                    .iter()
                    .any(|&p| k.station_at[p.index()].is_none() && !k.is_country(p));
                if own_station {
                    Some(100)
                } else if stations_left > 0 && free_city {
                    Some(STATION_COST + 150 * (k.cfg.stations - stations_left) as u32)
                } else {
                    None
                }
            }
            LaneState::Open => {
                let reserve = match lane.kind {
                    RouteKind::Rail => k.trains + k.view.box_trains.min(k.ships),
                    RouteKind::Sea => k.ships + k.view.box_ships.min(k.trains),
                };
                if reserve < lane.len {
                    return None;
                }
                let len = lane.len as u32;
                let per_space = match lane.kind {
                    RouteKind::Rail => 100,
                    RouteKind::Sea => style.sea_cost,
                };
                let mut c = per_space * len + style.claim_overhead;
                c += style.ferry_cost * lane.locos as u32 + style.steam_cost * lane.steam as u32;
                if lane.tunnel {
                    c += style.tunnel_cost;
                }
                let discount = style.discount(k.board.family) * route_points(lane.len) as u32;
                Some(c.saturating_sub(discount).max(10))
            }
        })
        .collect()
}

/// The cheapest path between two places (countries are end points, never a
/// way through), avoiding `forbid`. Returns its cost and lanes.
pub(crate) fn shortest(
    k: &Know,
    costs: &Costs,
    from: PlaceId,
    to: PlaceId,
    forbid: &[LaneId],
) -> Option<(u32, Vec<LaneId>)> {
    SEARCH.with_borrow_mut(|s| s.run(k, costs, (from, to), forbid))
}

thread_local! {
    /// Each thread's search buffers, kept between searches: plans run
    /// thousands of searches a second on small graphs, where allocating
    /// them cost as much as searching.
    static SEARCH: RefCell<Search> = RefCell::default();
}

/// Runs `make`, and returns with its result every lane on a path that a
/// search in it returned. Searches over lane costs that differ from these
/// only on other lanes, and only upwards, return the same paths: `make`
/// would do again exactly what it did.
pub(crate) fn traced<T>(lanes: usize, make: impl FnOnce() -> T) -> (T, Vec<bool>) {
    SEARCH.with_borrow_mut(|s| s.trace = Some(vec![false; lanes]));
    let out = make();
    let trace = SEARCH.with_borrow_mut(|s| s.trace.take());
    (out, trace.unwrap_or_default())
}

/// Dijkstra's buffers. The frontier holds `(distance << 32) | place`, and
/// the nearest place is taken first, the lowest id among equals. On boards
/// of a hundred places the frontier stays short, and scanning it is quicker
/// than keeping a heap.
#[derive(Default)]
struct Search {
    dist: Vec<u32>,
    prev: Vec<Option<LaneId>>,
    frontier: Vec<u64>,
    /// While [`traced`] runs: the lanes of the paths returned.
    trace: Option<Vec<bool>>,
}

impl Search {
    fn run(
        &mut self,
        k: &Know,
        costs: &Costs,
        (from, to): (PlaceId, PlaceId),
        forbid: &[LaneId],
    ) -> Option<(u32, Vec<LaneId>)> {
        let n = k.board.places.len();
        self.dist.clear();
        self.dist.resize(n, u32::MAX);
        self.prev.clear();
        self.prev.resize(n, None);
        self.frontier.clear();
        self.dist[from.index()] = 0;
        self.frontier.push(from.index() as u64);
        while let Some(key) = self.nearest() {
            let (d, v) = ((key >> 32) as u32, PlaceId::at(key as u32 as usize));
            if d > self.dist[v.index()] {
                continue;
            }
            if v == to {
                break;
            }
            if v != from && k.is_country(v) {
                continue;
            }
            for &(l, w) in k.board.ways_at(v) {
                let Some(c) = costs[l.index()] else { continue };
                if forbid.contains(&l) {
                    continue;
                }
                let nd = d + c;
                if nd < self.dist[w.index()] {
                    self.dist[w.index()] = nd;
                    self.prev[w.index()] = Some(l);
                    self.frontier.push((u64::from(nd) << 32) | w.index() as u64);
                }
            }
        }
        let found = self.path(k, from, to);
        if let (Some(trace), Some((_, lanes))) = (&mut self.trace, &found) {
            for l in lanes {
                trace[l.index()] = true;
            }
        }
        found
    }

    /// Takes the smallest key off the frontier.
    fn nearest(&mut self) -> Option<u64> {
        let (at, _) = self
            .frontier
            .iter()
            .enumerate()
            .min_by_key(|&(_, &key)| key)?;
        Some(self.frontier.swap_remove(at))
    }

    /// The cost and lanes of the path found to `to`, walked back to `from`.
    fn path(&self, k: &Know, from: PlaceId, to: PlaceId) -> Option<(u32, Vec<LaneId>)> {
        let cost = self.dist[to.index()];
        if cost == u32::MAX {
            return None;
        }
        let mut path = Vec::new();
        let mut v = to;
        while v != from {
            let l = self.prev[v.index()]?;
            path.push(l);
            v = k.board.lanes[l].other(v);
        }
        Some((cost, path))
    }
}

/// One ticket's planned path.
#[derive(Clone, Debug)]
pub(crate) struct Route {
    pub ticket: TicketId,
    /// Every lane of the path (own lanes included).
    pub lanes: Vec<LaneId>,
    /// Search cost of the lanes still to take.
    pub cost: u32,
    /// Points when complete, and points lost when not.
    pub gain: f32,
    pub loss: f32,
}

/// What a ticket is worth, done and undone.
pub(crate) fn ticket_stakes(k: &Know, t: TicketId) -> (f32, f32) {
    match &k.board.tickets[t].value {
        TicketValue::Pair { points, .. } => (*points as f32, *points as f32),
        TicketValue::Options(o) => (
            o.iter().map(|o| o.points).max().unwrap_or(0) as f32,
            o.iter().map(|o| o.points).min().unwrap_or(0) as f32,
        ),
        TicketValue::Tour {
            in_order, penalty, ..
        } => (*in_order as f32, *penalty as f32),
    }
}

/// Routes one ticket over `costs`.
pub(crate) fn route_ticket(
    k: &Know,
    costs: &Costs,
    t: TicketId,
    forbid: &[LaneId],
) -> Option<Route> {
    let ticket = &k.board.tickets[t];
    let (gain, loss) = ticket_stakes(k, t);
    let (cost, lanes, gain) = match &ticket.value {
        TicketValue::Pair { .. } => {
            let (c, l) = shortest(k, costs, ticket.places[0], ticket.places[1], forbid)?;
            (c, l, gain)
        }
        TicketValue::Options(opts) => opts
            .iter()
            .filter_map(|o| {
                shortest(k, costs, o.a, o.b, forbid).map(|(c, l)| (c, l, o.points as f32))
            })
            .max_by(|a, b| {
                let va = a.2 - 0.5 * a.0 as f32 / 100.0;
                let vb = b.2 - 0.5 * b.0 as f32 / 100.0;
                va.total_cmp(&vb)
            })?,
        TicketValue::Tour { .. } => {
            let mut c = costs.clone();
            let mut all = Vec::new();
            let mut total = 0;
            for w in ticket.places.windows(2) {
                let (sc, sl) = shortest(k, &c, w[0], w[1], forbid)?;
                total += sc;
                for &l in &sl {
                    c[l.index()] = Some(0);
                }
                all.extend(sl);
            }
            (total, all, gain)
        }
    };
    Some(Route {
        ticket: t,
        lanes,
        cost,
        gain,
        loss,
    })
}

/// The plan for a set of tickets.
#[derive(Clone, Debug, Default)]
pub(crate) struct Plan {
    pub routes: Vec<Route>,
    /// Tickets given up: no path, or no pieces for it.
    pub dropped: Vec<TicketId>,
    /// Free lanes to claim, each with the points of the tickets needing it.
    pub lanes: Vec<(LaneId, f32)>,
    /// Opponents' lanes a station must lend.
    pub borrowed: Vec<LaneId>,
    /// Spaces still to claim, by kind.
    pub rail: u32,
    pub sea: u32,
    /// Whether each route's cost was last worked out with the other
    /// routes' lanes free, as [`Detours`] works it out.
    pub settled: bool,
}

impl Plan {
    /// Spaces still to claim.
    pub(super) fn spaces(&self) -> u32 {
        self.rail + self.sea
    }

    /// The planned weight of a lane (0: not planned).
    pub(super) fn weight(&self, lane: LaneId) -> f32 {
        self.lanes
            .iter()
            .find(|(l, _)| *l == lane)
            .map(|(_, w)| *w)
            .unwrap_or(0.0)
    }
}

/// Routes `tickets` together: each after the ones before (their lanes cost
/// nothing), then up to `passes` rounds of rerouting each with the others
/// fixed. Also says whether the rerouting settled: its last pass found
/// every route again and moved none.
fn route_all(
    k: &Know,
    base: &Costs,
    tickets: &[TicketId],
    passes: usize,
) -> (Vec<Option<Route>>, bool) {
    let mut costs = base.clone();
    let mut routes: Vec<Option<Route>> = Vec::with_capacity(tickets.len());
    for &t in tickets {
        let r = route_ticket(k, &costs, t, &[]);
        if let Some(r) = &r {
            for &l in &r.lanes {
                costs[l.index()] = Some(0);
            }
        }
        routes.push(r);
    }
    let mut settled = false;
    for _ in 0..passes {
        let mut moved = false;
        let mut found = true;
        for i in 0..tickets.len() {
            costs.clone_from(base);
            for (j, r) in routes.iter().enumerate() {
                if let (true, Some(r)) = (j != i, r) {
                    for &l in &r.lanes {
                        costs[l.index()] = Some(0);
                    }
                }
            }
            match route_ticket(k, &costs, tickets[i], &[]) {
                Some(r) => {
                    moved |= routes[i].as_ref().is_none_or(|old| old.lanes != r.lanes);
                    routes[i] = Some(r);
                }
                None => found = false,
            }
        }
        // A pass that moved no route would be followed by the same pass.
        if !moved {
            settled = found;
            break;
        }
    }
    (routes, settled)
}

/// Plans the tickets not yet complete among `tickets`.
pub(crate) fn make_plan(k: &Know, style: &Style, tickets: &[TicketId]) -> Plan {
    let base = lane_costs(k, style);
    make_plan_with(k, style, &base, tickets)
}

/// [`make_plan`] over given lane costs.
pub(crate) fn make_plan_with(k: &Know, style: &Style, base: &Costs, tickets: &[TicketId]) -> Plan {
    let mut active: Vec<TicketId> = tickets
        .iter()
        .copied()
        .filter(|t| !is_complete(k, *t))
        .collect();
    active.sort_by(|a, b| {
        let (ga, _) = ticket_stakes(k, *a);
        let (gb, _) = ticket_stakes(k, *b);
        gb.total_cmp(&ga).then(a.cmp(b))
    });
    let mut dropped = Vec::new();
    loop {
        let (routes, settled) = route_all(k, base, &active, style.reroute_passes);
        let mut kept = Vec::new();
        let mut unreachable = Vec::new();
        for (t, r) in active.iter().zip(routes) {
            match r {
                Some(r) => kept.push(r),
                None => unreachable.push(*t),
            }
        }
        if !unreachable.is_empty() {
            dropped.extend(&unreachable);
            active.retain(|t| !unreachable.contains(t));
            continue;
        }
        let mut plan = assemble(k, kept, dropped.clone());
        plan.settled = settled;
        let fits = fits(k, &plan);
        if fits || plan.routes.is_empty() {
            return plan;
        }
        // Give up the ticket that buys the fewest points per space.
        let worst = plan
            .routes
            .iter()
            .min_by(|a, b| {
                let va = (a.gain + a.loss) / (a.cost as f32 + 1.0);
                let vb = (b.gain + b.loss) / (b.cost as f32 + 1.0);
                va.total_cmp(&vb)
            })
            .map(|r| r.ticket);
        if let Some(w) = worst {
            dropped.push(w);
            active.retain(|t| *t != w);
        }
    }
}

/// Whether a ticket is already complete (as the view says).
pub(crate) fn is_complete(k: &Know, t: TicketId) -> bool {
    k.view.tickets.iter().any(|o| o.ticket == t && o.complete)
}

/// Whether the plan fits the pieces left (World: counting exchanges).
fn fits(k: &Know, plan: &Plan) -> bool {
    let (t, s) = (k.trains as u32, k.ships as u32);
    if k.world() {
        let (bt, bs) = (k.view.box_trains as u32, k.view.box_ships as u32);
        let rail_ok = plan.rail <= t + bt.min(s.saturating_sub(plan.sea));
        let sea_ok = plan.sea <= s + bs.min(t.saturating_sub(plan.rail));
        rail_ok && sea_ok && plan.spaces() <= t + s
    } else {
        plan.rail <= t
    }
}

/// Gathers the routes into a plan.
fn assemble(k: &Know, routes: Vec<Route>, dropped: Vec<TicketId>) -> Plan {
    let mut plan = Plan {
        dropped,
        ..Plan::default()
    };
    for r in &routes {
        for &l in &r.lanes {
            match k.lanes[l.index()] {
                LaneState::Open => {
                    if let Some(e) = plan.lanes.iter_mut().find(|(x, _)| *x == l) {
                        e.1 += r.gain + r.loss;
                    } else {
                        plan.lanes.push((l, r.gain + r.loss));
                        let lane = &k.board.lanes[l];
                        match lane.kind {
                            RouteKind::Rail => plan.rail += lane.len as u32,
                            RouteKind::Sea => plan.sea += lane.len as u32,
                        }
                    }
                }
                LaneState::Theirs(_) if !plan.borrowed.contains(&l) => plan.borrowed.push(l),
                _ => {}
            }
        }
    }
    plan.routes = routes;
    plan
}

/// How much more the tickets through a lane would cost if an opponent took
/// it (and, where doubles close, its other lane): the lane's urgency, in
/// spaces; a ticket left without any path counts its whole stakes.
///
/// Built once per plan: each route's costs with the other routes' lanes
/// free, and its cost over them, serve every lane that no other route
/// uses.
pub(crate) struct Detours<'a> {
    k: &'a Know<'a>,
    base: &'a Costs,
    plan: &'a Plan,
    /// Per route: the lane costs with the other routes' lanes free, and
    /// the route's cost over them.
    others: Vec<(Costs, Option<u32>)>,
}

impl<'a> Detours<'a> {
    pub(crate) fn new(k: &'a Know<'a>, base: &'a Costs, plan: &'a Plan) -> Detours<'a> {
        let others = (0..plan.routes.len())
            .map(|i| {
                let c = free_others(base, plan, i, &[]);
                let before = match plan.settled {
                    true => Some(plan.routes[i].cost),
                    false => route_ticket(k, &c, plan.routes[i].ticket, &[]).map(|x| x.cost),
                };
                (c, before)
            })
            .collect();
        Detours {
            k,
            base,
            plan,
            others,
        }
    }

    /// The urgency of `lane`.
    pub(crate) fn of(&self, lane: LaneId) -> f32 {
        let k = self.k;
        let seats = k.seats();
        let open = seats > 3 || (k.cfg.doubles_open_at_three && seats == 3);
        let mut forbid = vec![lane];
        if let Some(s) = k.board.lanes[lane].sibling
            && (!open || k.lanes[s.index()] != LaneState::Open)
        {
            forbid.push(s);
        }
        let mut total = 0.0;
        for (i, r) in self.plan.routes.iter().enumerate() {
            if !r.lanes.contains(&lane) {
                continue;
            }
            let shared = self
                .plan
                .routes
                .iter()
                .enumerate()
                .any(|(j, o)| j != i && o.lanes.iter().any(|l| forbid.contains(l)));
            let fresh;
            let (c, before) = if shared {
                let c = free_others(self.base, self.plan, i, &forbid);
                let before = route_ticket(k, &c, r.ticket, &[]).map(|x| x.cost);
                fresh = (c, before);
                (&fresh.0, fresh.1)
            } else {
                (&self.others[i].0, self.others[i].1)
            };
            let after = if forbid.len() == 1 && twin_as_good(k, c, lane, r.ticket) {
                before
            } else {
                route_ticket(k, c, r.ticket, &forbid).map(|x| x.cost)
            };
            total += match (before, after) {
                (Some(b), Some(a)) => a.saturating_sub(b) as f32 / 100.0,
                _ => r.gain + r.loss,
            };
        }
        total
    }
}

/// Whether a path for ticket `t` that loses `lane` costs no more over the
/// lane's twin: the twin is usable and costs the same under `costs`. A
/// tour is routed leg by leg, so it gets no such promise.
fn twin_as_good(k: &Know, costs: &Costs, lane: LaneId, t: TicketId) -> bool {
    let tour = matches!(k.board.tickets[t].value, TicketValue::Tour { .. });
    let twin = k.board.lanes[lane].sibling.map(|s| costs[s.index()]);
    !tour && twin == Some(costs[lane.index()])
}

/// `base` with the lanes of every route but the `i`th free, except those
/// in `forbid`.
fn free_others(base: &Costs, plan: &Plan, i: usize, forbid: &[LaneId]) -> Costs {
    let mut c = base.clone();
    for (j, o) in plan.routes.iter().enumerate() {
        if j != i {
            for &l in &o.lanes {
                if !forbid.contains(&l) {
                    c[l.index()] = Some(0);
                }
            }
        }
    }
    c
}
