//! `conductor bench-tourney`: how long pairing and rating replays take, and
//! how many repeat opponents the pairing leaves against a lower bound.

use crate::tourney::{
    Entrant, Ratings, Round, RoundResults, TableResult, TableSize, entrants, pair, repeat_pairs,
};
use rand::SeedableRng;
use rand::seq::{IndexedRandom, SliceRandom};
use rand_chacha::ChaCha8Rng;
use std::collections::{BTreeMap, BTreeSet};
use std::time::Instant;

const FOUR: TableSize = TableSize {
    size: 4,
    min: 3,
    max: 5,
};

/// Prints every figure.
pub fn run() {
    pairing_time(1000, 5);
    for players in [16, 40] {
        repeat_rate(players, 5, 20);
    }
    rating_time(10_000, 200);
}

/// A finished table with random places and scores that follow them.
fn play(seats: &[String], rng: &mut ChaCha8Rng) -> TableResult {
    let mut places: Vec<u8> = (0..seats.len() as u8).collect();
    places.shuffle(rng);
    TableResult {
        seats: seats.to_vec(),
        scores: places.iter().map(|&p| 120 - 15 * i32::from(p)).collect(),
        places,
        abandoned: vec![false; seats.len()],
        by_computer: false,
    }
}

/// Plays `rounds` rounds of `n` players; returns each round with its entrants.
fn tournament(n: usize, rounds: usize, seed: u64) -> Vec<(Vec<Entrant>, Round)> {
    let players: Vec<String> = (0..n).map(|k| format!("p{k:04}")).collect();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut played = Vec::new();
    let mut out = Vec::new();
    for r in 0..rounds {
        let field = entrants(&players, &played, &[], |_| 0.0);
        let Ok(round) = pair(&field, FOUR, seed ^ r as u64) else {
            break;
        };
        let results = round.tables.iter().map(|t| play(t, &mut rng)).collect();
        played.push(RoundResults {
            results,
            byes: round.byes.clone(),
        });
        out.push((field, round));
    }
    out
}

/// Milliseconds to pair `n` players in round 1 and in round `rounds`.
fn pairing_time(n: usize, rounds: usize) {
    let played = tournament(n, rounds, 1);
    for (label, field) in [
        ("round 1", &played[0].0),
        ("last round", &played[rounds - 1].0),
    ] {
        let mut ms: Vec<f64> = (0..5)
            .map(|k| {
                let start = Instant::now();
                let _ = pair(field, FOUR, k);
                start.elapsed().as_secs_f64() * 1e3
            })
            .collect();
        ms.sort_by(f64::total_cmp);
        println!(
            "pair {n} players, tables of 4, {label} (round {rounds} for last): median {:.1} ms",
            ms[2]
        );
    }
}

/// Repeat pairs a round cannot avoid given who met whom before: a player
/// seated at a table of s needs s−1 opponents and has only (n−1 − already
/// met) new ones, so at least the difference are repeats; halved because
/// every repeat pair is counted by both its players.
fn forced_repeats(field: &[Entrant], round: &Round) -> usize {
    let n = field.len();
    let size: BTreeMap<&str, usize> = round
        .tables
        .iter()
        .flat_map(|t| t.iter().map(|p| (p.as_str(), t.len())))
        .collect();
    let forced: usize = field
        .iter()
        .filter_map(|e| {
            let met: BTreeSet<&String> = e.opponents.iter().collect();
            let s = size.get(e.player.as_str())?;
            Some((s - 1).saturating_sub(n - 1 - met.len()))
        })
        .sum();
    forced.div_ceil(2)
}

/// Repeat-opponent rate over `rounds` rounds, averaged over `seeds` runs.
fn repeat_rate(n: usize, rounds: usize, seeds: u64) {
    let (mut repeats, mut pairs, mut bound) = (vec![0; rounds], vec![0; rounds], vec![0; rounds]);
    for seed in 0..seeds {
        for (r, (field, round)) in tournament(n, rounds, seed).iter().enumerate() {
            repeats[r] += repeat_pairs(round, field);
            pairs[r] += round
                .tables
                .iter()
                .map(|t| t.len() * (t.len() - 1) / 2)
                .sum::<usize>();
            bound[r] += forced_repeats(field, round);
        }
    }
    println!("{n} players, tables of 4, {rounds} rounds, {seeds} random runs:");
    for r in 0..rounds {
        println!(
            "  round {}: {:.2} repeat pairs per round ({:.1}% of pairs), forced at least {:.2}",
            r + 1,
            repeats[r] as f64 / seeds as f64,
            100.0 * repeats[r] as f64 / pairs[r] as f64,
            bound[r] as f64 / seeds as f64,
        );
    }
    let (total, all): (usize, usize) = (repeats.iter().sum(), pairs.iter().sum());
    println!(
        "  overall {:.1}% of pairs repeat; pigeonhole bound over the whole event: {}",
        100.0 * total as f64 / all as f64,
        whole_event_bound(n, rounds),
    );
}

/// Repeat pairs any schedule must have: each player fills 3 opponent slots a
/// round, 3·rounds in all, against only n−1 distinct others.
fn whole_event_bound(n: usize, rounds: usize) -> usize {
    (n * (3 * rounds).saturating_sub(n - 1)).div_ceil(2)
}

/// Milliseconds to replay `games` random 4-player results among `players`.
fn rating_time(games: usize, players: usize) {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let ids: Vec<String> = (0..players).map(|k| format!("u{k}")).collect();
    let tables: Vec<Vec<(String, u8)>> = (0..games)
        .map(|_| {
            let seats: Vec<&String> = ids.choose_multiple(&mut rng, 4).collect();
            seats
                .iter()
                .enumerate()
                .map(|(k, p)| ((*p).clone(), k as u8))
                .collect()
        })
        .collect();
    let start = Instant::now();
    let ratings = Ratings::replay(&tables);
    let ms = start.elapsed().as_secs_f64() * 1e3;
    println!(
        "replay ratings from {games} results ({} players): {ms:.1} ms",
        ratings.iter().count()
    );
}
