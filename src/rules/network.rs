//! A player's network of routes: connectivity for tickets, the exact longest
//! trail, and tours visited in order.
//!
//! A country (Switzerland) is an end point, never a way through: each lane
//! into a country gets its own node, so two lanes reaching the same country
//! do not join.

use super::board::{Board, LaneId, PlaceId, PlaceKind};

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
    adj: Vec<Vec<(usize, usize)>>, // node -> (edge index, other node)
    parent: Vec<usize>,
}

impl Network {
    /// Builds the network of `lanes` on `board`.
    pub fn new(board: &Board, lanes: impl IntoIterator<Item = LaneId>) -> Network {
        let n_places = board.places.len();
        let mut net = Network {
            n_places,
            edges: Vec::new(),
            adj: vec![Vec::new(); n_places],
            parent: (0..n_places).collect(),
        };
        for l in lanes {
            net.add_lane(board, l);
        }
        net
    }

    /// Adds one lane (its length counts toward trails).
    pub fn add_lane(&mut self, board: &Board, l: LaneId) {
        let lane = &board.lanes[l as usize];
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
        if board.places[p as usize].kind == PlaceKind::City {
            return p as usize;
        }
        let n = self.adj.len();
        self.adj.push(Vec::new());
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
        if board.places[p as usize].kind == PlaceKind::City {
            return vec![self.find(p as usize)];
        }
        let mut out = Vec::new();
        for i in 0..self.edges.len() {
            let (l, a, b, _) = self.edges[i];
            let lane = &board.lanes[l as usize];
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
        let is_country = |x: PlaceId| board.places[x as usize].kind == PlaceKind::Country;
        if !is_country(p) && !is_country(q) {
            return p == q || cp == cq;
        }
        if !is_country(p) && !self.touches(p as usize) {
            return false;
        }
        if !is_country(q) && !self.touches(q as usize) {
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

    /// The longest trail (no lane used twice), in spaces.
    pub fn longest_trail(&self) -> u32 {
        let total: u32 = self.edges.iter().map(|e| e.3).sum();
        let mut best = 0;
        let n = self.adj.len();
        let odd: Vec<usize> = (0..n).filter(|&v| self.adj[v].len() % 2 == 1).collect();
        // A longest trail starts at an odd-degree node when its component has
        // one; a component without any is an Euler circuit, used whole.
        let mut comp_total = vec![0u32; n];
        let mut comp_has_odd = vec![false; n];
        let mut parent = self.parent.clone();
        let root: Vec<usize> = (0..n).map(|v| find(&mut parent, v)).collect();
        for &(_, a, _, len) in &self.edges {
            comp_total[root[a]] += len;
        }
        for &v in &odd {
            comp_has_odd[root[v]] = true;
        }
        for v in 0..n {
            if root[v] == v && !comp_has_odd[v] {
                best = best.max(comp_total[v]);
            }
        }
        let mut used = vec![false; self.edges.len()];
        for &v in &odd {
            self.dfs(v, 0, total, &mut used, &mut best);
        }
        best
    }

    fn dfs(&self, v: usize, cur: u32, left: u32, used: &mut [bool], best: &mut u32) {
        if cur > *best {
            *best = cur;
        }
        if cur + left <= *best {
            return;
        }
        for &(e, w) in &self.adj[v] {
            if !used[e] {
                used[e] = true;
                let len = self.edges[e].3;
                self.dfs(w, cur + len, left - len, used, best);
                used[e] = false;
            }
        }
    }

    /// Whether one trail visits `stops` in the given order.
    pub fn visits_in_order(&self, stops: &[PlaceId]) -> bool {
        let Some(&first) = stops.first() else {
            return true;
        };
        let first = first as usize;
        if first >= self.n_places || self.adj[first].is_empty() {
            return stops.len() == 1;
        }
        let mut used = vec![false; self.edges.len()];
        self.tour_dfs(first, stops, 1, &mut used)
    }

    fn tour_dfs(&self, v: usize, stops: &[PlaceId], mut next: usize, used: &mut [bool]) -> bool {
        while next < stops.len() && stops[next] as usize == v {
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
