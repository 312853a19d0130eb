//! Multiplayer Swiss pairing: slice the standings into tables, leaders at
//! table 1, then swap players between tables to avoid repeat opponents while
//! keeping score groups together, then choose who sits first.
//!
//! Pure and deterministic: the same entrants, sizes and seed give the same round.

use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rustc_hash::FxHashMap;
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;

/// Most players a Ticket to Ride board seats.
pub(crate) const MAX_SEATS: u8 = 5;

/// Table sizes a tournament allows: `size` wanted, any of `min..=max` allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableSize {
    pub size: u8,
    pub min: u8,
    pub max: u8,
}

/// One active player as the pairing sees them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Entrant {
    pub player: String,
    /// Tournament points so far.
    pub tp: u32,
    /// Mean VP share so far (0..=1).
    pub vp_pct: f64,
    /// Rating used as the third ordering key (any scale, higher is better).
    pub rating: f64,
    /// Everyone this player has sat with, once per meeting.
    pub opponents: Vec<String>,
    /// Byes received so far.
    pub byes: u32,
    /// Times this player sat first.
    pub first_seats: u32,
    /// Sat first in the previous round.
    pub first_last_round: bool,
}

/// One round's seating: each table lists players in seat order (first seat first).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    pub tables: Vec<Vec<String>>,
    pub byes: Vec<String>,
}

/// Why a round cannot be paired.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PairError {
    #[error(
        "table sizes {min}..={max} (wanted {size}) are not valid: need 2 ≤ min ≤ size ≤ max ≤ {MAX_SEATS}"
    )]
    BadSizes { size: u8, min: u8, max: u8 },
    #[error("{players} players cannot fill a table of at least {min}")]
    TooFewPlayers { players: usize, min: u8 },
    #[error("player {0} is entered twice")]
    Duplicate(String),
}

impl TableSize {
    /// Checks 2 ≤ min ≤ size ≤ max ≤ `MAX_SEATS`.
    pub fn check(self) -> Result<(), PairError> {
        let Self { size, min, max } = self;
        if 2 <= min && min <= size && size <= max && max <= MAX_SEATS {
            Ok(())
        } else {
            Err(PairError::BadSizes { size, min, max })
        }
    }
}

/// Pairs one round. Players are ordered by tournament points, VP share,
/// rating, then player id (all but the id descending); the fewest possible
/// byes go to the lowest-ordered players among those with the fewest byes;
/// the rest are sliced into tables (see [`table_sizes`]) with the leaders at
/// table 1, improved by swaps (see `improve`), then seated (see `seat`).
pub fn pair(entrants: &[Entrant], size: TableSize, seed: u64) -> Result<Round, PairError> {
    size.check()?;
    if entrants.len() < usize::from(size.min) {
        return Err(PairError::TooFewPlayers {
            players: entrants.len(),
            min: size.min,
        });
    }
    let mut order: Vec<&Entrant> = entrants.iter().collect();
    order.sort_by(|a, b| standing_order(a, b));
    if let Some(w) = order.windows(2).find(|w| w[0].player == w[1].player) {
        return Err(PairError::Duplicate(w[0].player.clone()));
    }
    let (sizes, bye_count) = table_sizes(order.len(), size);
    let byes = pick_byes(&mut order, bye_count);
    let field = Field::new(order);
    let mut tables = slice(&sizes);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    search(&mut tables, &field, &mut rng);
    let tables = tables.iter().map(|t| seat(t, &field, &mut rng)).collect();
    Ok(Round { tables, byes })
}

/// Tournament order: tp, VP share, rating descending, then player id.
fn standing_order(a: &Entrant, b: &Entrant) -> Ordering {
    b.tp.cmp(&a.tp)
        .then(b.vp_pct.total_cmp(&a.vp_pct))
        .then(b.rating.total_cmp(&a.rating))
        .then(a.player.cmp(&b.player))
}

/// Table sizes for `players`, top table first, and the number of byes.
/// Fewest byes first (a bye only when fewer than `min` are left over); then as
/// many tables of `size` as possible; the other tables (smaller, or grown up
/// to `max` when that seats everyone) go at the bottom, as close to `size` as
/// possible, larger ones above smaller ones.
pub fn table_sizes(players: usize, size: TableSize) -> (Vec<u8>, usize) {
    for byes in 0..=players {
        if let Some(sizes) = best_split(players - byes, size) {
            return (sizes, byes);
        }
    }
    (Vec::new(), players)
}

/// The best split of exactly `m` players, or None if none exists.
fn best_split(m: usize, size: TableSize) -> Option<Vec<u8>> {
    let want = usize::from(size.size);
    (0..=m / want).rev().find_map(|full| {
        let rest = split_rest(m - full * want, size)?;
        let mut sizes = vec![size.size; full];
        sizes.extend(rest);
        Some(sizes)
    })
}

/// Splits `r` players into tables of allowed sizes other than `size`,
/// minimising the total distance from `size`, then the table count; larger
/// tables first. Small dynamic programme over `r`.
fn split_rest(r: usize, size: TableSize) -> Option<Vec<u8>> {
    let allowed: Vec<u8> = (size.min..=size.max).filter(|&s| s != size.size).collect();
    // best[x] = (distance, tables, last table size) for x players.
    let mut best: Vec<Option<(u32, u32, u8)>> = vec![None; r + 1];
    best[0] = Some((0, 0, 0));
    for x in 1..=r {
        for &s in &allowed {
            let Some(prev) = x.checked_sub(usize::from(s)).and_then(|p| best[p]) else {
                continue;
            };
            let cand = (prev.0 + u32::from(s.abs_diff(size.size)), prev.1 + 1, s);
            if best[x].is_none_or(|b| (cand.0, cand.1) < (b.0, b.1)) {
                best[x] = Some(cand);
            }
        }
    }
    best[r]?;
    let mut sizes = Vec::new();
    let mut x = r;
    while x > 0 {
        let (_, _, s) = best[x]?;
        sizes.push(s);
        x -= usize::from(s);
    }
    sizes.sort_unstable_by(|a, b| b.cmp(a));
    Some(sizes)
}

/// Removes `count` players from `order` for byes: the lowest-ordered among
/// those with the fewest byes so far. Returns them, lowest first.
fn pick_byes(order: &mut Vec<&Entrant>, count: usize) -> Vec<String> {
    let mut byes = Vec::new();
    for _ in 0..count {
        let fewest = order.iter().map(|e| e.byes).min().unwrap_or(0);
        if let Some(at) = order.iter().rposition(|e| e.byes == fewest) {
            byes.push(order.remove(at).player.clone());
        }
    }
    byes
}

/// Cuts players 0..n (in order) into tables of the given sizes, in order.
fn slice(sizes: &[u8]) -> Vec<Vec<usize>> {
    let mut next = 0;
    sizes
        .iter()
        .map(|&s| {
            let table = (next..next + usize::from(s)).collect();
            next += usize::from(s);
            table
        })
        .collect()
}

/// The players being seated, by index, and who met whom before.
struct Field<'a> {
    players: Vec<&'a Entrant>,
    met: FxHashMap<(usize, usize), u32>,
}

impl<'a> Field<'a> {
    /// Meetings are counted from each player's own list; when two lists
    /// disagree the larger count holds.
    fn new(players: Vec<&'a Entrant>) -> Self {
        let index: FxHashMap<&str, usize> = players
            .iter()
            .enumerate()
            .map(|(k, e)| (e.player.as_str(), k))
            .collect();
        let mut seen: FxHashMap<(usize, usize), u32> = FxHashMap::default();
        for (a, e) in players.iter().enumerate() {
            for b in e.opponents.iter().filter_map(|o| index.get(o.as_str())) {
                if *b != a {
                    *seen.entry((a, *b)).or_insert(0) += 1;
                }
            }
        }
        let mut met = FxHashMap::default();
        for (&(a, b), &n) in &seen {
            let entry = met.entry((a.min(b), a.max(b))).or_insert(0);
            *entry = n.max(*entry);
        }
        Self { players, met }
    }

    fn met(&self, a: usize, b: usize) -> u32 {
        self.met.get(&(a.min(b), a.max(b))).copied().unwrap_or(0)
    }

    /// Cost of `table` with its seat `out` taken by player `inn` (if given).
    fn cost(&self, table: &[usize], swap: Option<(usize, usize)>) -> Cost {
        let member = |k: usize| match swap {
            Some((out, inn)) if out == k => inn,
            _ => table[k],
        };
        let mut cost = (1, 0, 0);
        for k in 0..table.len() {
            let a = member(k);
            cost.0 &= u64::from(self.players[a].first_last_round);
            for l in k + 1..table.len() {
                let b = member(l);
                let met = u64::from(self.met(a, b));
                cost.1 += met * met;
                cost.2 += u64::from(self.players[a].tp.abs_diff(self.players[b].tp)).pow(2);
            }
        }
        cost
    }
}

/// Cost of a table, compared in order: 1 if everyone at it sat first last
/// round (someone would sit first twice in a row); Σ met² over pairs sharing
/// the table (repeat opponents); Σ (tp difference)² over those pairs (score
/// groups kept close).
type Cost = (u64, u64, u64);

fn add(x: Cost, y: Cost) -> Cost {
    (x.0 + y.0, x.1 + y.1, x.2 + y.2)
}

/// Kick-and-descend attempts while a repeat remains, at most; fewer for
/// big fields (each attempt costs about one `improve`).
const KICK_WORK: usize = 4000;

/// `improve`; then, while repeats or first-seat conflicts remain, an
/// iterated local search: kick the best tables so far (swap a player who has
/// a repeat with a random player elsewhere, twice), improve again, and keep
/// the result only if its total [`Cost`] is lower.
fn search(tables: &mut Vec<Vec<usize>>, field: &Field, rng: &mut ChaCha8Rng) {
    improve(tables, field);
    let total = |t: &[Vec<usize>]| t.iter().fold((0, 0, 0), |c, x| add(c, field.cost(x, None)));
    let mut best = total(tables);
    let attempts = (KICK_WORK / tables.len().max(1)).clamp(8, 400);
    for _ in 0..attempts {
        if best.0 + best.1 == 0 || tables.len() < 2 {
            return;
        }
        let mut cand = tables.clone();
        for _ in 0..2 {
            kick(&mut cand, field, rng);
        }
        improve(&mut cand, field);
        let cost = total(&cand);
        if cost < best {
            (*tables, best) = (cand, cost);
        }
    }
}

/// Swaps a random player from a random table with a conflict or repeat
/// with a random player at another random table.
fn kick(tables: &mut [Vec<usize>], field: &Field, rng: &mut ChaCha8Rng) {
    let bad: Vec<usize> = (0..tables.len())
        .filter(|&t| {
            let c = field.cost(&tables[t], None);
            c.0 + c.1 > 0
        })
        .collect();
    let Some(&i) = bad.choose(rng) else { return };
    let j = (i + rng.random_range(1..tables.len())) % tables.len();
    let (a, b) = (
        rng.random_range(0..tables[i].len()),
        rng.random_range(0..tables[j].len()),
    );
    let (ti, tj) = (tables[i][a], tables[j][b]);
    tables[i][a] = tj;
    tables[j][b] = ti;
}

/// Improves the tables by swapping single players between tables until no
/// swap lowers the summed [`Cost`]. Swaps are tried between adjacent tables
/// first; while a conflict or a repeat remains, between tables ever farther
/// apart (2, 4, 8… tables), each time only from a table that still has one.
fn improve(tables: &mut [Vec<usize>], field: &Field) {
    let mut reach = 1;
    loop {
        while improve_pass(tables, field, reach) {}
        let bad = |t: &Vec<usize>| {
            let c = field.cost(t, None);
            c.0 + c.1 > 0
        };
        if reach >= tables.len() || !tables.iter().any(bad) {
            break;
        }
        reach *= 2;
    }
}

/// One pass over table pairs at most `reach` apart (beyond 1, only pairs with
/// a conflict or repeat); true if anything moved.
fn improve_pass(tables: &mut [Vec<usize>], field: &Field, reach: usize) -> bool {
    let mut moved = false;
    for i in 0..tables.len() {
        for j in i + 1..tables.len().min(i + reach + 1) {
            if reach > 1 {
                let (ci, cj) = (field.cost(&tables[i], None), field.cost(&tables[j], None));
                if ci.0 + ci.1 + cj.0 + cj.1 == 0 {
                    continue;
                }
            }
            moved |= best_swap(tables, i, j, field);
        }
    }
    moved
}

/// Applies the best cost-lowering swap between tables `i` and `j`, if any.
fn best_swap(tables: &mut [Vec<usize>], i: usize, j: usize, field: &Field) -> bool {
    let now = add(field.cost(&tables[i], None), field.cost(&tables[j], None));
    let mut best: Option<(Cost, usize, usize)> = None;
    for a in 0..tables[i].len() {
        for b in 0..tables[j].len() {
            let ci = field.cost(&tables[i], Some((a, tables[j][b])));
            let cj = field.cost(&tables[j], Some((b, tables[i][a])));
            let cost = add(ci, cj);
            if cost < now && best.is_none_or(|(c, _, _)| cost < c) {
                best = Some((cost, a, b));
            }
        }
    }
    let Some((_, a, b)) = best else { return false };
    let (left, right) = tables.split_at_mut(j);
    std::mem::swap(&mut left[i][a], &mut right[0][b]);
    true
}

/// Seat order for one table: first seat to whoever has sat first least often
/// and did not sit first last round (ties drawn with the seeded rng); the
/// other seats in seeded random order.
fn seat(table: &[usize], field: &Field, rng: &mut ChaCha8Rng) -> Vec<String> {
    let mut players: Vec<&Entrant> = table.iter().map(|&k| field.players[k]).collect();
    players.shuffle(rng);
    let first = players
        .iter()
        .enumerate()
        .min_by_key(|(_, e)| (e.first_last_round, e.first_seats))
        .map(|(k, _)| k);
    if let Some(k) = first {
        players.swap(0, k);
    }
    players.iter().map(|e| e.player.clone()).collect()
}

/// Pairs of players at the same table in `round` who had met before.
pub fn repeat_pairs(round: &Round, entrants: &[Entrant]) -> usize {
    let field = Field::new(entrants.iter().collect());
    let index: FxHashMap<&str, usize> = entrants
        .iter()
        .enumerate()
        .map(|(k, e)| (e.player.as_str(), k))
        .collect();
    let mut count = 0;
    for table in &round.tables {
        let at: Vec<usize> = table
            .iter()
            .filter_map(|p| index.get(p.as_str()).copied())
            .collect();
        for (k, &a) in at.iter().enumerate() {
            count += at[k + 1..].iter().filter(|&&b| field.met(a, b) > 0).count();
        }
    }
    count
}
