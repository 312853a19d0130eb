//! Every board draws at the start, late in a game and at the end, for the
//! public and each private picture, in every language.

use conductor::cli::late_game;
use conductor::i18n::Lang;
use conductor::rules::{GameOptions, Phase, new_game, play_random, player_view, public_view};
use conductor::{maps, render};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn is_png(bytes: &[u8]) -> bool {
    bytes.starts_with(b"\x89PNG\r\n\x1a\n") && bytes.len() < 2 * 1024 * 1024
}

#[test]
fn every_board_draws_at_start_late_and_over() {
    for (map, players) in [("usa", 5), ("europe", 5), ("switzerland", 3), ("world", 5)] {
        let board = maps::board(map).unwrap();
        let names: Vec<String> = (1..=players).map(|i| format!("p{i}")).collect();
        let start = new_game(&board, &names, GameOptions::default(), 1).unwrap();
        let late = late_game(&board, players, 5).unwrap();
        assert!(late.owners.iter().flatten().count() > board.lanes.len() / 3);
        let mut over = late.clone();
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        play_random(&board, &mut over, &mut rng, 5_000, |_, _| Ok(())).unwrap();
        assert_eq!(over.phase, Phase::Over, "{map}: the game did not end");
        for (when, state) in [("start", &start), ("late", &late), ("over", &over)] {
            for lang in Lang::ALL {
                let png = render::board_png(&board, &public_view(&board, state), lang)
                    .unwrap_or_else(|e| panic!("{map} {when} {lang}: {e}"));
                assert!(is_png(&png), "{map} {when} {lang}");
                for seat in 0..players {
                    let view = player_view(&board, state, seat);
                    let png = render::private_png(&board, &view, lang)
                        .unwrap_or_else(|e| panic!("{map} {when} {lang} seat {seat}: {e}"));
                    assert!(is_png(&png), "{map} {when} {lang} seat {seat}");
                }
            }
        }
    }
}
