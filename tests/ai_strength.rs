//! The hard level beats the easy one.

use conductor::ai::Level;
use conductor::ai::simulate::{Setup, run};
use conductor::maps;
use conductor::rules::GameOptions;

#[test]
fn hard_beats_three_easy_players_on_usa() {
    let board = maps::board("usa").expect("board loads");
    let setup = Setup {
        bots: vec![Level::Hard, Level::Easy, Level::Easy, Level::Easy],
        games: 100,
        seed: 2024,
        options: GameOptions::default(),
    };
    let s = run(&board, &setup).expect("games run");
    assert_eq!(s.refused, 0, "{:?}", s.refusals);
    let hard = &s.per_bot[0];
    let rate = hard.wins / s.games as f64;
    assert!(
        rate > 0.40,
        "hard won only {:.0}% of 100 games",
        100.0 * rate
    );
    let easy_mean = s.per_bot[1..].iter().map(|b| b.score).sum::<i64>() as f64 / 3.0;
    assert!(
        hard.score as f64 > easy_mean,
        "hard's mean score {} is not above easy's {}",
        hard.score as f64 / 100.0,
        easy_mean / 100.0
    );
}
