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
pub(super) fn tie_hash(seed: u64, player: &str) -> String {
    let mut hasher = Sha256::new();
    hasher.update(seed.to_be_bytes());
    hasher.update(player.as_bytes());
    super::commitment::to_hex(&hasher.finalize())
}

/// Standings of `players` from all results so far. `byes` lists one entry per
/// bye given (a player twice for two byes). Order: tournament points, then
/// VP%, wins, opponents' average tournament points (all descending), then
/// `tie_hash` with `seed`.
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

#[cfg(test)]
mod tests {
    use super::*;

    fn table(seats: &[&str], scores: &[i32]) -> TableResult {
        let mut places = vec![0u8; seats.len()];
        for (k, place) in places.iter_mut().enumerate() {
            *place = scores.iter().filter(|&&s| s > scores[k]).count() as u8;
        }
        TableResult {
            seats: seats.iter().map(|s| s.to_string()).collect(),
            scores: scores.to_vec(),
            places,
            abandoned: vec![false; seats.len()],
            by_computer: false,
        }
    }

    fn order(players: &[&str], results: &[TableResult], seed: u64) -> Vec<String> {
        let players: Vec<String> = players.iter().map(|p| p.to_string()).collect();
        let lines = standings(&players, results, &[], &[], seed);
        lines
            .iter()
            .enumerate()
            .for_each(|(k, l)| assert_eq!(l.rank, k as u32 + 1));
        lines.into_iter().map(|l| l.player).collect()
    }

    #[test]
    fn tournament_points_decide_first() {
        let results = [table(&["a", "b", "c"], &[100, 90, 95])];
        assert_eq!(order(&["a", "b", "c"], &results, 0), ["a", "c", "b"]);
    }

    #[test]
    fn vp_share_decides_equal_points() {
        // a and b both win a table; b's runner-up came closer, which does not
        // matter; a's own share is 1.0 like b's, so their 2nd places decide:
        // c (90/100) above d (60/100), both with 8 points.
        let results = [
            table(&["a", "c", "x", "y"], &[100, 90, 10, 5]),
            table(&["b", "d", "z", "w"], &[100, 60, 10, 5]),
        ];
        assert_eq!(order(&["d", "c"], &results, 0), ["c", "d"]);
    }

    #[test]
    fn wins_decide_equal_points_and_vp() {
        // a: a win (1.0) and a last place at 50/100 → 12 TP, VP 0.75, 1 win.
        // b: two 2nd places of three at 75/100 → 12 TP, VP 0.75, no win.
        let results = [
            table(&["a", "x1", "x2", "x3"], &[100, 90, 80, 70]),
            table(&["x4", "x5", "x6", "a"], &[100, 90, 80, 50]),
            table(&["y1", "b", "y2"], &[100, 75, 10]),
            table(&["y3", "b", "y4"], &[100, 75, 10]),
        ];
        let lines = standings(&["b".into(), "a".into()], &results, &[], &[], 0);
        assert_eq!((lines[0].tp, lines[1].tp), (12, 12));
        assert_eq!((lines[0].vp_pct, lines[1].vp_pct), (0.75, 0.75));
        assert_eq!(lines[0].player, "a");
        assert_eq!((lines[0].wins, lines[1].wins), (1, 0));
    }

    #[test]
    fn opponents_points_decide_equal_points_vp_and_wins() {
        // a and b win identical tables; a's opponent o1 also won elsewhere.
        let results = [
            table(&["a", "o1", "o2"], &[100, 50, 40]),
            table(&["b", "q1", "q2"], &[100, 50, 40]),
            table(&["o1", "z"], &[100, 10]),
        ];
        let lines = standings(&["b".into(), "a".into()], &results, &[], &[], 0);
        assert_eq!(lines[0].player, "a");
        assert_eq!(lines[0].opp_avg, 9.0); // (6 + 12) + 0 over two opponents
        assert_eq!(lines[1].opp_avg, 3.0);
    }

    #[test]
    fn seeded_hash_decides_the_rest() {
        let results = [
            table(&["a", "o1", "o2"], &[100, 50, 40]),
            table(&["b", "q1", "q2"], &[100, 50, 40]),
        ];
        let mut seen = std::collections::BTreeSet::new();
        for seed in 0..16 {
            let got = order(&["a", "b"], &results, seed);
            let a_first = tie_hash(seed, "a") < tie_hash(seed, "b");
            assert_eq!(got[0], if a_first { "a" } else { "b" }, "seed {seed}");
            seen.insert(got);
        }
        assert_eq!(seen.len(), 2, "the seed should be able to order either way");
    }

    #[test]
    fn byes_and_adjustments_count_in_points_not_games() {
        let results = [table(&["a", "b"], &[10, 5])];
        let players = ["a".to_string(), "b".to_string(), "c".to_string()];
        let adj = [Adjustment {
            player: "a".into(),
            points: -7,
            reason: "late".into(),
        }];
        let lines = standings(&players, &results, &["c".into(), "c".into()], &adj, 1);
        let of = |p: &str| lines.iter().find(|l| l.player == p).unwrap().clone();
        assert_eq!((of("a").tp, of("a").games), (5, 1));
        assert_eq!((of("c").tp, of("c").games, of("c").vp_pct), (12, 0, 0.0));
        assert_eq!(of("b").tp, 0);
        assert_eq!(lines[0].player, "c");
    }

    #[test]
    fn entrants_carry_history_for_the_next_pairing() {
        let rounds = [
            RoundResults {
                results: vec![table(&["a", "b", "c"], &[9, 8, 7])],
                byes: vec!["d".into()],
            },
            RoundResults {
                results: vec![table(&["b", "d", "a"], &[1, 2, 3])],
                byes: vec!["c".into()],
            },
        ];
        let active: Vec<String> = ["a", "b", "c", "d"].iter().map(|s| s.to_string()).collect();
        let adj = [Adjustment {
            player: "c".into(),
            points: -20,
            reason: "".into(),
        }];
        let field = entrants(&active, &rounds, &adj, |p| if p == "a" { 7.0 } else { 0.0 });
        let a = &field[0];
        assert_eq!(
            (a.tp, a.first_seats, a.first_last_round, a.rating),
            (24, 1, false, 7.0)
        );
        assert_eq!(a.opponents, ["b", "c", "b", "d"]);
        assert!(field[1].first_last_round);
        assert_eq!(field[2].tp, 0, "negative points count as 0");
        assert_eq!((field[3].byes, field[3].tp), (1, 6 + 6));
    }
}
