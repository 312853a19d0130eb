//! Thousands of random legal games per board: after every action all cards
//! are accounted for, pieces and scores add up, and nothing panics.

use conductor::maps;
use conductor::rules::{
    Broken, GameOptions, Phase, Variant, check_invariants, new_game, play_random, score_game,
};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn run_board(name: &str, games: u64) {
    let board = maps::board(name).expect("board loads");
    let cfg = board.family.config();
    let mut finished = 0;
    for g in 0..games {
        let mut rng = ChaCha8Rng::seed_from_u64(g * 7919 + name.len() as u64);
        let n = rng.random_range(cfg.min_players..=cfg.max_players);
        let names: Vec<String> = (0..n).map(|i| format!("p{i}")).collect();
        let variant = if name == "europe" {
            [
                Variant::Classic,
                Variant::Europe1912,
                Variant::Mega,
                Variant::BigCities,
            ][g as usize % 4]
        } else {
            Variant::Classic
        };
        let opts = GameOptions {
            variant,
            bonus_tickets: false,
        };
        let mut state = new_game(&board, &names, opts, rng.random()).expect("new game");
        check_invariants(&board, &state)
            .unwrap_or_else(|e| panic!("{name} game {g} at start: {e}"));
        let result = play_random(&board, &mut state, &mut rng, 5_000, |s, a| {
            check_invariants(&board, s).map_err(|e| Broken(format!("after {a:?}: {e}")))
        });
        if let Err(e) = result {
            panic!("{name} game {g}: {e}");
        }
        if state.phase == Phase::Over {
            finished += 1;
            let scores = score_game(&board, &state);
            for (s, sc) in scores.iter().enumerate() {
                let b = &sc.breakdown;
                assert_eq!(
                    b.total,
                    b.routes + b.tickets + b.longest + b.stations + b.harbors + b.exchange
                );
                assert_eq!(b.routes, state.players[s].route_points);
            }
        }
    }
    assert!(
        finished as f64 >= games as f64 * 0.95,
        "{name}: only {finished} of {games} games finished"
    );
}

#[test]
fn usa_random_games() {
    run_board("usa", 2000);
}

#[test]
fn europe_random_games() {
    run_board("europe", 2000);
}

#[test]
fn switzerland_random_games() {
    run_board("switzerland", 2000);
}

#[test]
fn world_random_games() {
    run_board("world", 2000);
}
