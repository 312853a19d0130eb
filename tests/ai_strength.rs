//! The hard level beats the easy one.

use conductor::ai::{Level, Setup, simulate};
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
    let s = simulate(&board, &setup).expect("games run");
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

/// Hard players used to hold 30–37 cards and empty the deck and the discard;
/// they now spend a full hand, so the table keeps cards to draw.
#[test]
fn hard_players_do_not_hoard_cards() {
    for map in ["usa", "europe"] {
        let board = maps::board(map).expect("board loads");
        let setup = Setup {
            bots: vec![Level::Hard; 4],
            games: 40,
            seed: 7,
            options: GameOptions::default(),
        };
        let s = simulate(&board, &setup).expect("games run");
        let games = s.games as f64;
        for (i, b) in s.per_bot.iter().enumerate() {
            let mean_max = b.hand_max_sum as f64 / games;
            assert!(
                mean_max <= HAND_CEILING,
                "{map}: bot {} held up to {mean_max:.1} cards per game",
                i + 1
            );
        }
        let dry = s.ran_dry as f64 / games;
        assert!(
            dry <= 0.25,
            "{map}: the cards ran out in {:.0}% of games",
            100.0 * dry
        );
    }
}

/// The largest hand a hard player may reach in a typical game.
const HAND_CEILING: f64 = 22.0;
