//! A player's network of routes: connectivity for tickets, the exact longest
//! trail, and tours visited in order.
//!
//! A country (Switzerland) is an end point, never a way through: each lane
//! into a country gets its own node, so two lanes reaching the same country
//! do not join.

use super::board::{Board, LaneId, PlaceId, PlaceKind};
use rustc_hash::FxHashMap;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// A node's lanes, as (edge index, other node): few enough per place to
/// sit inline, so building a network allocates no list per place.
type Edges = smallvec::SmallVec<[(usize, usize); 4]>;

/// Union-find root with path halving.
fn find(parent: &mut [usize], mut x: usize) -> usize {
    while parent[x] != x {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    x
}

/// A small multigraph of one player's lanes.
pub struct Network {
    /// Node of each place (countries have none: see `lane_ends`).
    n_places: usize,
    /// For each lane in the network: (lane, node a, node b, length).
    pub edges: Vec<(LaneId, usize, usize, u32)>,
    /// Each node's lanes.
    adj: Vec<Edges>,
    parent: Vec<usize>,
}

impl Network {
    /// Builds the network of `lanes` on `board`.
    pub fn new(board: &Board, lanes: impl IntoIterator<Item = LaneId>) -> Network {
        let n_places = board.places.len();
        let mut net = Network {
            n_places,
            edges: Vec::new(),
            adj: std::iter::repeat_with(Edges::new).take(n_places).collect(),
            parent: (0..n_places).collect(),
        };
        for l in lanes {
            net.add_lane(board, l);
        }
        net
    }

    /// Adds one lane (its length counts toward trails).
    pub fn add_lane(&mut self, board: &Board, l: LaneId) {
        let lane = &board.lanes[l];
        let a = self.node(board, lane.a);
        let b = self.node(board, lane.b);
        let e = self.edges.len();
        self.edges.push((l, a, b, lane.len as u32));
        self.adj[a].push((e, b));
        self.adj[b].push((e, a));
        self.union(a, b);
    }

    /// The node for a place: its own for a city, a fresh one for a country.
    fn node(&mut self, board: &Board, p: PlaceId) -> usize {
        if board.places[p].kind == PlaceKind::City {
            return p.index();
        }
        let n = self.adj.len();
        self.adj.push(Edges::new());
        self.parent.push(n);
        n
    }

    fn find(&mut self, x: usize) -> usize {
        find(&mut self.parent, x)
    }

    fn union(&mut self, a: usize, b: usize) {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra != rb {
            self.parent[ra] = rb;
        }
    }

    /// The components touching a place: one for a city (if it is in the
    /// network), one per lane reaching a country.
    fn components_at(&mut self, board: &Board, p: PlaceId) -> Vec<usize> {
        if board.places[p].kind == PlaceKind::City {
            return vec![self.find(p.index())];
        }
        let mut out = Vec::new();
        for i in 0..self.edges.len() {
            let (l, a, b, _) = self.edges[i];
            let lane = &board.lanes[l];
            let country_node = if lane.a == p {
                Some(a)
            } else if lane.b == p {
                Some(b)
            } else {
                None
            };
            if let Some(n) = country_node {
                out.push(self.find(n));
            }
        }
        out
    }

    /// Whether `p` and `q` are connected (countries as end points only).
    pub fn connected(&mut self, board: &Board, p: PlaceId, q: PlaceId) -> bool {
        let cp = self.components_at(board, p);
        let cq = self.components_at(board, q);
        let is_country = |x: PlaceId| board.places[x].kind == PlaceKind::Country;
        if !is_country(p) && !is_country(q) {
            return p == q || cp == cq;
        }
        if !is_country(p) && !self.touches(p.index()) {
            return false;
        }
        if !is_country(q) && !self.touches(q.index()) {
            return false;
        }
        cp.iter().any(|c| cq.contains(c))
    }

    /// Whether a city has any lane in the network.
    fn touches(&self, node: usize) -> bool {
        !self.adj[node].is_empty()
    }

    /// Whether all `places` are in one component.
    pub fn all_connected(&mut self, board: &Board, places: &[PlaceId]) -> bool {
        places.windows(2).all(|w| self.connected(board, w[0], w[1]))
    }

    /// The longest trail (no lane used twice), in spaces. Exact: per component,
    /// the parity bound (see `parity_bound`) when its witness proves it
    /// reachable, else a depth-first search from odd-degree places that stops
    /// as soon as a trail reaches the bound.
    pub fn longest_trail(&self) -> u32 {
        let n = self.adj.len();
        let mut parent = self.parent.clone();
        let root: Vec<usize> = (0..n).map(|v| find(&mut parent, v)).collect();
        let mut comps: Vec<usize> = (0..n)
            .filter(|&v| root[v] == v && !self.adj[v].is_empty())
            .collect();
        let bounds: Vec<(u32, bool)> = comps
            .iter()
            .map(|&r| {
                let nodes: Vec<usize> = (0..n).filter(|&v| root[v] == r).collect();
                parity_bound(self, &nodes)
            })
            .collect();
        let mut order: Vec<usize> = (0..comps.len()).collect();
        order.sort_by_key(|&i| Reverse(bounds[i]));
        comps = order.iter().map(|&i| comps[i]).collect();
        let bounds: Vec<(u32, bool)> = order.iter().map(|&i| bounds[i]).collect();
        let mut search = TrailSearch {
            net: self,
            used: vec![false; self.edges.len()],
            seen: vec![0; n],
            stamp: 0,
            stack: Vec::with_capacity(n),
            best: 0,
            goal: 0,
        };
        for (&r, &(bound, achieved)) in comps.iter().zip(&bounds) {
            if bound <= search.best {
                break;
            }
            if achieved {
                search.best = bound;
                continue;
            }
            search.goal = bound;
            let odd: Vec<usize> = (0..n)
                .filter(|&v| root[v] == r && self.adj[v].len() % 2 == 1)
                .collect();
            // A longest trail starts at an odd place when there is one; with
            // none, the whole component is an Euler circuit (bound = length).
            if odd.is_empty() {
                search.best = search.best.max(bound);
                continue;
            }
            for &v in &odd {
                search.dfs(v, 0);
                if search.best >= bound {
                    break;
                }
            }
        }
        search.best
    }

    /// Whether one trail visits `stops` in the given order.
    pub fn visits_in_order(&self, stops: &[PlaceId]) -> bool {
        let Some(&first) = stops.first() else {
            return true;
        };
        let first = first.index();
        if first >= self.n_places || self.adj[first].is_empty() {
            return stops.len() == 1;
        }
        let mut used = vec![false; self.edges.len()];
        self.tour_dfs(first, stops, 1, &mut used)
    }

    fn tour_dfs(&self, v: usize, stops: &[PlaceId], mut next: usize, used: &mut [bool]) -> bool {
        while next < stops.len() && stops[next].index() == v {
            next += 1;
        }
        if next == stops.len() {
            return true;
        }
        for &(e, w) in &self.adj[v] {
            if !used[e] {
                used[e] = true;
                if self.tour_dfs(w, stops, next, used) {
                    return true;
                }
                used[e] = false;
            }
        }
        false
    }
}

/// Exact longest-trail search: depth-first over unused lanes, pruned by an
/// upper bound on what the rest of the current component can still add.
struct TrailSearch<'a> {
    net: &'a Network,
    used: Vec<bool>,
    seen: Vec<u32>,
    stamp: u32,
    stack: Vec<usize>,
    best: u32,
    /// The component's upper bound: the search stops once a trail reaches it.
    goal: u32,
}

impl TrailSearch<'_> {
    fn dfs(&mut self, v: usize, cur: u32) {
        self.best = self.best.max(cur);
        if self.best >= self.goal || cur + self.reachable_bound(v) <= self.best {
            return;
        }
        for i in 0..self.net.adj[v].len() {
            let (e, w) = self.net.adj[v][i];
            if !self.used[e] {
                self.used[e] = true;
                self.dfs(w, cur + self.net.edges[e].3);
                self.used[e] = false;
                if self.best >= self.goal {
                    return;
                }
            }
        }
    }

    /// The most a trail from `v` can still add. The unused lanes of v's
    /// component minus those a trail must leave behind: a set of lanes is a
    /// trail only if at most two of its places have odd degree, so every other
    /// odd place keeps an unused lane — at least half the sum of their
    /// shortest unused lanes, after dropping the two largest.
    fn reachable_bound(&mut self, v: usize) -> u32 {
        self.stamp += 1;
        let stamp = self.stamp;
        let (mut total, mut odd_mins) = (0u32, Vec::new());
        self.stack.clear();
        self.stack.push(v);
        self.seen[v] = stamp;
        while let Some(x) = self.stack.pop() {
            let (mut degree, mut min_len) = (0u32, u32::MAX);
            for &(e, y) in &self.net.adj[x] {
                if self.used[e] {
                    continue;
                }
                let len = self.net.edges[e].3;
                degree += 1;
                min_len = min_len.min(len);
                if x <= y {
                    total += len; // each lane once (a loop-free multigraph)
                }
                if self.seen[y] != stamp {
                    self.seen[y] = stamp;
                    self.stack.push(y);
                }
            }
            if degree % 2 == 1 {
                odd_mins.push(min_len);
            }
        }
        if odd_mins.len() > 2 {
            odd_mins.sort_unstable();
            let keep: u32 = odd_mins[..odd_mins.len() - 2].iter().sum();
            total.saturating_sub(keep.div_ceil(2))
        } else {
            total
        }
    }
}

/// Most odd places for which the exact parity bound is computed; beyond it the
/// component's length is used (such networks are tree-like and quick anyway).
const MAX_ODD_FOR_BOUND: usize = 22;

/// An upper bound on the longest trail of one component (`nodes`, sorted),
/// and whether a trail of exactly that length is proven to exist.
///
/// A set of lanes is a trail only if it is connected and at most two of its
/// places have odd degree, so the lanes left out must pair up all odd places
/// but two: at least a minimum-weight pairing of them by shortest paths (a
/// T-join). When removing those paths leaves the component connected, the rest
/// is an Euler trail of exactly the bound.
fn parity_bound(net: &Network, nodes: &[usize]) -> (u32, bool) {
    let in_comp: Vec<usize> = (0..net.edges.len())
        .filter(|&e| nodes.binary_search(&net.edges[e].1).is_ok())
        .collect();
    let total: u32 = in_comp.iter().map(|&e| net.edges[e].3).sum();
    let odd: Vec<usize> = nodes
        .iter()
        .copied()
        .filter(|&v| net.adj[v].len() % 2 == 1)
        .collect();
    if odd.len() <= 2 {
        return (total, true);
    }
    if odd.len() > MAX_ODD_FOR_BOUND {
        return (total, false);
    }
    let paths: Vec<(Vec<u32>, Vec<usize>)> = odd.iter().map(|&s| shortest_paths(net, s)).collect();
    let dist: Vec<Vec<u32>> = paths
        .iter()
        .map(|(d, _)| odd.iter().map(|&t| d[t]).collect())
        .collect();
    let mut memo = FxHashMap::default();
    let full = (1u32 << odd.len()) - 1;
    let left_out = min_pairing(&dist, full, 2, &mut memo);
    let removed = pairing_paths(net, &odd, &paths, &dist, &mut memo);
    let bound = total.saturating_sub(left_out);
    let achieved = match in_comp.iter().find(|&&e| !removed[e]) {
        None => bound == 0,
        Some(_) => {
            let removed_len: u32 = in_comp
                .iter()
                .filter(|&&e| removed[e])
                .map(|&e| net.edges[e].3)
                .sum();
            removed_len == left_out && kept_connected(net, &in_comp, &removed)
        }
    };
    (bound, achieved)
}

/// Rebuilds the minimum pairing of the odd nodes (two may stay unpaired) and
/// marks the edges of its paths; paths that overlap cancel out.
fn pairing_paths(
    net: &Network,
    odd: &[usize],
    paths: &[(Vec<u32>, Vec<usize>)],
    dist: &[Vec<u32>],
    memo: &mut FxHashMap<(u32, u8), u32>,
) -> Vec<bool> {
    let mut removed = vec![false; net.edges.len()];
    let (mut mask, mut free) = ((1u32 << odd.len()) - 1, 2u8);
    while mask.count_ones() > free as u32 {
        let i = mask.trailing_zeros() as usize;
        let rest = mask & !(1 << i);
        let target = min_pairing(dist, mask, free, memo);
        if free > 0 && min_pairing(dist, rest, free - 1, memo) == target {
            mask = rest;
            free -= 1;
            continue;
        }
        let mut m = rest;
        while m != 0 {
            let k = m.trailing_zeros() as usize;
            m &= m - 1;
            let sub = min_pairing(dist, rest & !(1 << k), free, memo);
            if dist[i][k].saturating_add(sub) == target {
                let mut v = odd[k];
                while v != odd[i] {
                    let e = paths[i].1[v];
                    removed[e] = !removed[e];
                    v = net.edges[e].1 + net.edges[e].2 - v;
                }
                mask = rest & !(1 << k);
                break;
            }
        }
    }
    removed
}

/// Whether the component's edges not `removed` form one connected piece.
fn kept_connected(net: &Network, in_comp: &[usize], removed: &[bool]) -> bool {
    let mut parent: Vec<usize> = (0..net.adj.len()).collect();
    let kept = || in_comp.iter().copied().filter(|&e| !removed[e]);
    for e in kept() {
        let (a, b) = (
            find(&mut parent, net.edges[e].1),
            find(&mut parent, net.edges[e].2),
        );
        parent[a] = b;
    }
    let Some(first) = kept().next() else {
        return true;
    };
    let r = find(&mut parent, net.edges[first].1);
    kept().all(|e| find(&mut parent, net.edges[e].1) == r)
}

/// Dijkstra over the network's lanes from `s`: distances and, per place, the
/// lane it was reached by.
fn shortest_paths(net: &Network, s: usize) -> (Vec<u32>, Vec<usize>) {
    let mut d = vec![u32::MAX; net.adj.len()];
    let mut via = vec![usize::MAX; net.adj.len()];
    let mut heap = BinaryHeap::new();
    d[s] = 0;
    heap.push(Reverse((0u32, s)));
    while let Some(Reverse((dv, v))) = heap.pop() {
        if dv > d[v] {
            continue;
        }
        for &(e, w) in &net.adj[v] {
            let nd = dv + net.edges[e].3;
            if nd < d[w] {
                d[w] = nd;
                via[w] = e;
                heap.push(Reverse((nd, w)));
            }
        }
    }
    (d, via)
}

/// The lightest pairing of the odd places in `mask`, leaving up to `free`
/// of them unpaired (a trail's two ends).
fn min_pairing(
    dist: &[Vec<u32>],
    mask: u32,
    free: u8,
    memo: &mut FxHashMap<(u32, u8), u32>,
) -> u32 {
    if mask.count_ones() <= free as u32 {
        return 0;
    }
    if let Some(&v) = memo.get(&(mask, free)) {
        return v;
    }
    let i = mask.trailing_zeros() as usize;
    let rest = mask & !(1 << i);
    let mut best = if free > 0 {
        min_pairing(dist, rest, free - 1, memo)
    } else {
        u32::MAX
    };
    let mut m = rest;
    while m != 0 {
        let k = m.trailing_zeros() as usize;
        m &= m - 1;
        let sub = min_pairing(dist, rest & !(1 << k), free, memo);
        best = best.min(dist[i][k].saturating_add(sub));
    }
    memo.insert((mask, free), best);
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::board_load::parse_board;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// A board of `n` cities and the given (a, b, len) routes, one lane each.
    fn board(n: usize, routes: &[(usize, usize, u8)]) -> Board {
        let mut t = format!(
            "name = \"usa\"\ntitle = \"t\"\nwidth = 100\nheight = 100\n[counts]\nplaces = {n}\nlanes = {}\ntickets = {{}}\n",
            routes.len()
        );
        for i in 0..n {
            t += &format!("[[place]]\nname = \"c{i}\"\nx = 1\ny = 1\n");
        }
        for (a, b, len) in routes {
            t += &format!(
                "[[route]]\na = \"c{a}\"\nb = \"c{b}\"\nlen = {len}\ncolors = [\"gray\"]\n"
            );
        }
        parse_board("test", &t).unwrap()
    }

    /// Plain exhaustive search over every trail.
    fn brute(net: &Network) -> u32 {
        fn go(net: &Network, v: usize, used: &mut Vec<bool>) -> u32 {
            let mut best = 0;
            for &(e, w) in &net.adj[v] {
                if !used[e] {
                    used[e] = true;
                    best = best.max(net.edges[e].3 + go(net, w, used));
                    used[e] = false;
                }
            }
            best
        }
        (0..net.adj.len())
            .map(|v| go(net, v, &mut vec![false; net.edges.len()]))
            .max()
            .unwrap_or(0)
    }

    #[test]
    fn longest_trail_matches_exhaustive_search() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        for _ in 0..3000 {
            let n = rng.random_range(2..8);
            let m = rng.random_range(1..11);
            let mut routes: Vec<(usize, usize, u8)> = Vec::new();
            while routes.len() < m {
                let (a, b) = (rng.random_range(0..n), rng.random_range(0..n));
                if a != b && !routes.iter().any(|r| (r.0, r.1) == (a.min(b), a.max(b))) {
                    routes.push((a.min(b), a.max(b), rng.random_range(1..5)));
                }
                if routes.len() == n * (n - 1) / 2 {
                    break;
                }
            }
            let b = board(n, &routes);
            let net = Network::new(&b, b.lane_ids());
            assert_eq!(net.longest_trail(), brute(&net), "routes {routes:?}");
        }
    }

    #[test]
    fn a_country_is_not_a_way_through() {
        let mut b = board(3, &[(0, 2, 3), (1, 2, 4)]);
        b.places[2].kind = PlaceKind::Country;
        let mut net = Network::new(&b, [LaneId(0), LaneId(1)]);
        assert_eq!(net.longest_trail(), 4);
        assert!(!net.connected(&b, PlaceId(0), PlaceId(1)));
        assert!(
            net.connected(&b, PlaceId(0), PlaceId(2)) && net.connected(&b, PlaceId(1), PlaceId(2))
        );
    }

    #[test]
    fn tour_order_needs_one_trail() {
        // c0 - c1 - c2 as a path: 0,1,2 in order; 1,0,2 needs lane c0-c1 twice.
        let b = board(3, &[(0, 1, 1), (1, 2, 1)]);
        let mut net = Network::new(&b, [LaneId(0), LaneId(1)]);
        assert!(net.visits_in_order(&[PlaceId(0), PlaceId(1), PlaceId(2)]));
        assert!(!net.visits_in_order(&[PlaceId(1), PlaceId(0), PlaceId(2)]));
        assert!(net.all_connected(&b, &[PlaceId(1), PlaceId(0), PlaceId(2)]));
    }
}
