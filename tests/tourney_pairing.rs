//! Pairing properties over many fields and sizes, and golden pairings for
//! small fields. (Tie-breaks are tested in src/tourney/standings.rs.)

use conductor::tourney::{
    Entrant, PairError, Round, RoundResults, TableResult, TableSize, entrants, pair, repeat_pairs,
    table_sizes,
};
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeSet;

fn names(n: usize) -> Vec<String> {
    (1..=n).map(|k| format!("p{k:02}")).collect()
}

/// A finished table with random places (no ties) and scores that follow them.
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

/// Pairs and plays `rounds` rounds; returns each round with the entrants it was paired from.
fn simulate(n: usize, size: TableSize, rounds: usize, seed: u64) -> Vec<(Vec<Entrant>, Round)> {
    let players = names(n);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut played: Vec<RoundResults> = Vec::new();
    let mut out = Vec::new();
    for r in 0..rounds {
        let field = entrants(&players, &played, &[], |_| 0.0);
        let round = pair(&field, size, seed + r as u64).expect("pairs");
        let results = round.tables.iter().map(|t| play(t, &mut rng)).collect();
        played.push(RoundResults {
            results,
            byes: round.byes.clone(),
        });
        out.push((field, round));
    }
    out
}

fn sizes_to_test() -> Vec<TableSize> {
    let mut all = Vec::new();
    for size in 3..=5u8 {
        for min in [2, 3] {
            for max in [size, (size + 1).min(5)] {
                all.push(TableSize { size, min, max });
            }
        }
    }
    all.dedup();
    all
}

/// Everyone seated exactly once or given a bye; sizes in bounds; byes only
/// when fewer than min are left over.
fn check_round(field: &[Entrant], round: &Round, size: TableSize) {
    let mut seen = BTreeSet::new();
    for p in round.tables.iter().flatten().chain(&round.byes) {
        assert!(seen.insert(p.clone()), "{p} seated twice");
    }
    let all: BTreeSet<String> = field.iter().map(|e| e.player.clone()).collect();
    assert_eq!(seen, all);
    for t in &round.tables {
        assert!(
            (size.min..=size.max).contains(&(t.len() as u8)),
            "{size:?}: {t:?}"
        );
    }
    assert!(
        round.byes.len() < usize::from(size.min),
        "{size:?}: byes {:?}",
        round.byes
    );
    assert_eq!(round.byes.len(), table_sizes(field.len(), size).1);
}

/// Byes go to those with the fewest (nobody seated had fewer byes than a
/// bye's recipient); nobody sits first twice in a row.
fn check_fairness(field: &[Entrant], round: &Round) {
    let byes_of = |p: &String| field.iter().find(|e| &e.player == p).expect("entered").byes;
    let seated = round.tables.iter().flatten().map(byes_of).min();
    for p in &round.byes {
        let fewest = seated.unwrap_or(u32::MAX);
        assert!(
            byes_of(p) <= fewest,
            "{p} got another bye while a seated player had fewer"
        );
    }
    for t in &round.tables {
        let first = field.iter().find(|e| e.player == t[0]).expect("entered");
        assert!(!first.first_last_round, "{} first twice in a row", t[0]);
    }
}

#[test]
fn properties_hold_for_every_field_and_size() {
    for size in sizes_to_test() {
        for n in 3..=64 {
            if n < usize::from(size.min) {
                continue;
            }
            for (field, round) in simulate(n, size, 4, n as u64 * 31 + u64::from(size.size)) {
                check_round(&field, &round, size);
                check_fairness(&field, &round);
            }
        }
    }
}

#[test]
fn no_repeat_opponents_in_round_two_when_a_clean_round_exists() {
    // A clean second round exists when there are at least as many tables as
    // the largest first-round table: deal each first-round table across them.
    for size in sizes_to_test() {
        for n in 3..=64 {
            if n < usize::from(size.min) {
                continue;
            }
            let rounds = simulate(n, size, 2, 7 + n as u64);
            let biggest = rounds[0].1.tables.iter().map(Vec::len).max().unwrap_or(0);
            let (field, second) = &rounds[1];
            let spare = second.tables.len() > biggest;
            if spare {
                assert_eq!(
                    repeat_pairs(second, field),
                    0,
                    "{n} players, {size:?}: {second:?}"
                );
            }
        }
    }
}

#[test]
fn sixteen_players_at_tables_of_four_meet_nobody_twice_in_round_two() {
    let size = TableSize {
        size: 4,
        min: 3,
        max: 5,
    };
    for seed in 0..20 {
        let rounds = simulate(16, size, 2, seed);
        assert_eq!(repeat_pairs(&rounds[1].1, &rounds[1].0), 0, "seed {seed}");
    }
}

#[test]
fn forty_players_at_tables_of_four_meet_nobody_twice_in_three_rounds() {
    let size = TableSize {
        size: 4,
        min: 3,
        max: 5,
    };
    for seed in 0..5 {
        for (r, (field, round)) in simulate(40, size, 3, seed).iter().enumerate() {
            assert_eq!(repeat_pairs(round, field), 0, "seed {seed} round {}", r + 1);
        }
    }
}

#[test]
fn same_seed_same_round_and_seed_changes_only_seats() {
    let size = TableSize {
        size: 4,
        min: 3,
        max: 5,
    };
    let a = simulate(23, size, 3, 5);
    let b = simulate(23, size, 3, 5);
    assert_eq!(a, b);
    let field = &a[2].0;
    let one = pair(field, size, 1).unwrap();
    let two = pair(field, size, 2).unwrap();
    let sets = |r: &Round| -> Vec<BTreeSet<String>> {
        r.tables
            .iter()
            .map(|t| t.iter().cloned().collect())
            .collect()
    };
    assert_eq!(sets(&one), sets(&two));
}

fn entrant(player: &str, tp: u32) -> Entrant {
    Entrant {
        player: player.into(),
        tp,
        vp_pct: 0.0,
        rating: 0.0,
        opponents: Vec::new(),
        byes: 0,
        first_seats: 0,
        first_last_round: false,
    }
}

fn members(round: &Round) -> Vec<Vec<String>> {
    round
        .tables
        .iter()
        .map(|t| {
            let mut t = t.clone();
            t.sort();
            t
        })
        .collect()
}

#[test]
fn golden_table_sizes() {
    let ts = |size, min, max| TableSize { size, min, max };
    assert_eq!(table_sizes(13, ts(4, 3, 4)), (vec![4, 3, 3, 3], 0));
    assert_eq!(table_sizes(13, ts(4, 3, 5)), (vec![4, 4, 5], 0));
    assert_eq!(table_sizes(10, ts(4, 3, 4)), (vec![4, 3, 3], 0));
    assert_eq!(table_sizes(9, ts(4, 4, 5)), (vec![4, 5], 0));
    assert_eq!(table_sizes(11, ts(5, 3, 5)), (vec![5, 3, 3], 0));
    assert_eq!(table_sizes(7, ts(3, 2, 3)), (vec![3, 2, 2], 0));
    assert_eq!(table_sizes(5, ts(3, 3, 3)), (vec![3], 2));
    assert_eq!(table_sizes(6, ts(4, 4, 4)), (vec![4], 2));
    assert_eq!(table_sizes(8, ts(4, 4, 5)), (vec![4, 4], 0));
}

#[test]
fn golden_swap_breaks_a_repeat_with_the_least_score_spread() {
    // p1..p8 with 8..1 points; p1 and p2 met before. The slice {p1..p4},
    // {p5..p8} repeats p1–p2. Moving p2 down for p5 costs the least spread
    // (Σ tp diff² = 35 + 83 = 118 against 136 for p1↔p5 or p2↔p6).
    let mut field: Vec<Entrant> = (1..=8).map(|k| entrant(&format!("p{k}"), 9 - k)).collect();
    field[0].opponents = vec!["p2".into()];
    field[1].opponents = vec!["p1".into()];
    let round = pair(
        &field,
        TableSize {
            size: 4,
            min: 4,
            max: 4,
        },
        3,
    )
    .unwrap();
    assert_eq!(
        members(&round),
        [["p1", "p3", "p4", "p5"], ["p2", "p6", "p7", "p8"]]
    );
    assert!(round.byes.is_empty());
}

#[test]
fn golden_bye_goes_to_the_lowest_without_one() {
    let mut field: Vec<Entrant> = (1..=5).map(|k| entrant(&format!("p{k}"), 10 - k)).collect();
    field[4].byes = 1;
    let round = pair(
        &field,
        TableSize {
            size: 4,
            min: 4,
            max: 4,
        },
        0,
    )
    .unwrap();
    assert_eq!(round.byes, ["p4"]);
    assert_eq!(members(&round), [["p1", "p2", "p3", "p5"]]);
    // Once everyone has had one, the fewest byes (then the lowest) gets it.
    for e in &mut field {
        e.byes = 1;
    }
    field[2].byes = 2;
    field[4].byes = 2;
    let round = pair(
        &field,
        TableSize {
            size: 4,
            min: 4,
            max: 4,
        },
        0,
    )
    .unwrap();
    assert_eq!(round.byes, ["p4"]);
}

#[test]
fn golden_first_round_orders_by_rating_then_id() {
    let mut field: Vec<Entrant> = ["a", "b", "c", "d", "e", "f", "g"]
        .iter()
        .map(|p| entrant(p, 0))
        .collect();
    field[6].rating = 30.0; // g is rated highest, so it joins the top table.
    let round = pair(
        &field,
        TableSize {
            size: 4,
            min: 3,
            max: 4,
        },
        9,
    )
    .unwrap();
    assert_eq!(
        members(&round),
        [vec!["a", "b", "c", "g"], vec!["d", "e", "f"]]
    );
}

#[test]
fn golden_first_seat_goes_to_fewest_first_seats_not_last_rounds_first() {
    let mut field: Vec<Entrant> = ["a", "b", "c"].iter().map(|p| entrant(p, 0)).collect();
    field[0].first_seats = 2;
    field[1].first_seats = 0;
    field[1].first_last_round = true;
    field[2].first_seats = 1;
    for seed in 0..10 {
        let round = pair(
            &field,
            TableSize {
                size: 3,
                min: 3,
                max: 3,
            },
            seed,
        )
        .unwrap();
        assert_eq!(round.tables[0][0], "c", "seed {seed}");
    }
}

#[test]
fn bad_sizes_and_too_few_players_are_errors() {
    let field: Vec<Entrant> = (1..=3).map(|k| entrant(&format!("p{k}"), 0)).collect();
    let bad = |size, min, max| pair(&field, TableSize { size, min, max }, 0);
    assert!(matches!(bad(4, 5, 5), Err(PairError::BadSizes { .. })));
    assert!(matches!(bad(4, 1, 4), Err(PairError::BadSizes { .. })));
    assert!(matches!(bad(6, 3, 6), Err(PairError::BadSizes { .. })));
    assert!(matches!(bad(3, 4, 3), Err(PairError::BadSizes { .. })));
    assert!(matches!(bad(4, 4, 4), Err(PairError::TooFewPlayers { .. })));
    let twice = vec![entrant("a", 0), entrant("a", 0), entrant("b", 0)];
    let size = TableSize {
        size: 3,
        min: 3,
        max: 3,
    };
    assert_eq!(pair(&twice, size, 0), Err(PairError::Duplicate("a".into())));
}
