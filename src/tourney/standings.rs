//! Standings with tie-breaks, and the entrant list the next pairing needs.

use super::pairing::Entrant;
use super::points::{BYE_POINTS, TableResult, table_points, vp_share};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::cmp::Ordering;
use std::collections::BTreeMap;

/// An organiser's change to a player's tournament points.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Adjustment {
    pub player: String,
    pub points: i32,
    pub reason: String,
}

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Standing {
    /// 1-based; never shared (the seeded hash breaks the last ties).
    pub rank: u32,
    pub player: String,
    /// Tournament points, byes and adjustments included.
    pub tp: i32,
    /// Mean VP share over the tables played (byes not counted); 0 before any.
    pub vp_pct: f64,
    /// Tables won (place 0, shared first places included).
    pub wins: u32,
    /// Mean tournament points of the opponents met, once per meeting.
    pub opp_avg: f64,
    /// Tables played (byes not counted).
    pub games: u32,
}

/// One played round: its finished tables and its byes.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct RoundResults {
    pub results: Vec<TableResult>,
    pub byes: Vec<String>,
}

/// What the results say about one player.
#[derive(Default)]
struct Tally {
    tp: i32,
    vp_sum: f64,
    games: u32,
    wins: u32,
    byes: u32,
    first_seats: u32,
    opponents: Vec<String>,
}

/// Adds up results, byes and adjustments for everyone they name.
fn tally<'a>(
    results: impl IntoIterator<Item = &'a TableResult>,
    byes: impl IntoIterator<Item = &'a String>,
    adjustments: &[Adjustment],
) -> BTreeMap<String, Tally> {
    let mut all: BTreeMap<String, Tally> = BTreeMap::new();
    for result in results {
        let (points, shares) = (table_points(result), vp_share(result));
        for (seat, player) in result.seats.iter().enumerate() {
            let t = all.entry(player.clone()).or_default();
            t.tp += points[seat] as i32;
            t.vp_sum += shares[seat];
            t.games += 1;
            t.wins += u32::from(result.places.get(seat) == Some(&0));
            t.first_seats += u32::from(seat == 0);
            let others = result.seats.iter().filter(|o| *o != player);
            t.opponents.extend(others.cloned());
        }
    }
    for player in byes {
        let t = all.entry(player.clone()).or_default();
        t.tp += BYE_POINTS as i32;
        t.byes += 1;
    }
    for adj in adjustments {
        all.entry(adj.player.clone()).or_default().tp += adj.points;
    }
    all
}

/// The last tie-break: SHA-256 of `seed (u64, big-endian) ‖ player id`, as
/// lowercase hex; the lower hash ranks higher. Reveal the seed at the end and
/// anyone can recompute it.
pub fn tie_hash(seed: u64, player: &str) -> String {
    let mut hasher = Sha256::new();
    hasher.update(seed.to_be_bytes());
    hasher.update(player.as_bytes());
    super::commitment::to_hex(&hasher.finalize())
}

/// Standings of `players` from all results so far. `byes` lists one entry per
/// bye given (a player twice for two byes). Order: tournament points, then
/// VP%, wins, opponents' average tournament points (all descending), then
/// [`tie_hash`] with `seed`.
pub fn standings(
    players: &[String],
    results: &[TableResult],
    byes: &[String],
    adjustments: &[Adjustment],
    seed: u64,
) -> Vec<Standing> {
    let all = tally(results, byes, adjustments);
    let tp_of = |p: &String| all.get(p).map_or(0, |t| t.tp);
    let mut lines: Vec<(Standing, String)> = players
        .iter()
        .map(|p| {
            let t = all.get(p);
            let games = t.map_or(0, |t| t.games);
            let opps = t.map_or(&[][..], |t| &t.opponents[..]);
            let line = Standing {
                rank: 0,
                player: p.clone(),
                tp: tp_of(p),
                vp_pct: t.map_or(0.0, |t| mean(t.vp_sum, games as usize)),
                wins: t.map_or(0, |t| t.wins),
                opp_avg: mean(opps.iter().map(|o| f64::from(tp_of(o))).sum(), opps.len()),
                games,
            };
            (line, tie_hash(seed, p))
        })
        .collect();
    lines.sort_by(|(a, ha), (b, hb)| rank_order(a, b).then_with(|| ha.cmp(hb)));
    lines
        .into_iter()
        .enumerate()
        .map(|(k, (line, _))| Standing {
            rank: k as u32 + 1,
            ..line
        })
        .collect()
}

/// Tie-break order before the hash: tp, VP%, wins, opponents' average.
fn rank_order(a: &Standing, b: &Standing) -> Ordering {
    b.tp.cmp(&a.tp)
        .then(b.vp_pct.total_cmp(&a.vp_pct))
        .then(b.wins.cmp(&a.wins))
        .then(b.opp_avg.total_cmp(&a.opp_avg))
}

fn mean(sum: f64, count: usize) -> f64 {
    if count == 0 { 0.0 } else { sum / count as f64 }
}

/// The entrants for the next round's pairing: one per `active` player, from
/// every played round in order (the last one decides `first_last_round`),
/// the organiser's adjustments (tournament points below 0 count as 0), and
/// `rating` giving each player's rating for the third ordering key (pass
/// `|_| 0.0` for unrated tournaments).
pub fn entrants(
    active: &[String],
    rounds: &[RoundResults],
    adjustments: &[Adjustment],
    rating: impl Fn(&str) -> f64,
) -> Vec<Entrant> {
    let results = rounds.iter().flat_map(|r| &r.results);
    let all = tally(results, rounds.iter().flat_map(|r| &r.byes), adjustments);
    let first_last: Vec<&String> = rounds
        .last()
        .map(|r| r.results.iter().filter_map(|t| t.seats.first()).collect())
        .unwrap_or_default();
    active
        .iter()
        .map(|p| {
            let t = all.get(p);
            Entrant {
                player: p.clone(),
                tp: t.map_or(0, |t| t.tp.max(0) as u32),
                vp_pct: t.map_or(0.0, |t| mean(t.vp_sum, t.games as usize)),
                rating: rating(p),
                opponents: t.map(|t| t.opponents.clone()).unwrap_or_default(),
                byes: t.map_or(0, |t| t.byes),
                first_seats: t.map_or(0, |t| t.first_seats),
                first_last_round: first_last.contains(&p),
            }
        })
        .collect()
}
