//! Pictures drawn and encoded in strips, redrawing only the map strips
//! whose pieces changed and splicing the strips a game's earlier pictures
//! kept, decode to exactly the pixels of the same picture drawn whole and
//! encoded from scratch: after every move of whole games, on every board, full
//! size and phone, in every language (each language at both sizes, the
//! languages taking turns across the boards). Two decoders check: the `image`
//! crate, and Python's zlib (tests/support/png_pixels.py).

use conductor::i18n::Lang;
use conductor::maps;
use conductor::render::{self, Look};
use conductor::rules::{
    Board, GameOptions, LaneId, Phase, new_game, play_random, player_view, public_view,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::path::Path;
use std::process::Command;

/// Decodes a PNG into (width, height, RGBA bytes).
fn decode(png: &[u8]) -> (u32, u32, Vec<u8>) {
    let img = image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .expect("a PNG")
        .to_rgba8();
    (img.width(), img.height(), img.into_raw())
}

/// Plays a whole game on `board` by random legal moves and draws one
/// picture after every move (the board, the mover's private picture and
/// the next player's catch-up in turn), checking each against the same
/// picture drawn whole and encoded from scratch; some pairs are written to `dir` for Python.
/// Returns how many pictures were drawn.
fn whole_game(board: &Board, players: usize, lang: Lang, look: Look, dir: &Path) -> usize {
    let names: Vec<String> = (1..=players).map(|i| format!("{lang}{i}")).collect();
    let mut state = new_game(board, &names, GameOptions::default(), 5).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut drawn = 0;
    let mut last_claims: Vec<LaneId> = Vec::new();
    while state.phase != Phase::Over {
        let mover = public_view(board, &state).turn.unwrap_or(0);
        let before = state.owners.clone();
        if play_random(board, &mut state, &mut rng, 1, |_, _| Ok(())).unwrap() == 0 {
            break;
        }
        let claimed = (0..before.len()).filter(|&l| before[l] != state.owners[l]);
        last_claims.extend(claimed.map(LaneId::at));
        let public = public_view(board, &state);
        let private = player_view(board, &state, mover);
        let reader = match drawn % 3 {
            0 => (None, None),
            1 => (Some(&private), None),
            _ => (None, Some(last_claims.as_slice())),
        };
        let t = render::png_timed(board, &public, reader, lang, look).unwrap();
        let name = &public.board;
        assert_eq!(
            decode(&t.png),
            decode(&t.scratch),
            "{name} {lang} {look:?}: picture {drawn} differs from the one encoded from scratch"
        );
        if drawn % 97 == 0 || state.phase == Phase::Over {
            std::fs::write(dir.join(format!("{drawn}-strips.png")), &t.png).unwrap();
            std::fs::write(dir.join(format!("{drawn}-scratch.png")), &t.scratch).unwrap();
        }
        if drawn % 3 == 2 {
            last_claims.clear();
        }
        drawn += 1;
    }
    drawn
}

/// Python's zlib decodes every pair in `dir` alike.
fn python_agrees(dir: &Path) {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert!(files.len() >= 4, "too few pictures written");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/support/png_pixels.py");
    let out = Command::new("python3")
        .arg(script)
        .args(&files)
        .output()
        .expect("python3 runs");
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        said.contains(&format!("{} pairs decode alike", files.len() / 2)),
        "{said}"
    );
}

/// A whole game in each size on `map`; the languages take turns across the
/// boards and sizes (`first` picks where), so every language is drawn at
/// both sizes without playing all 24 games.
fn every_picture_decodes_alike(map: &str, players: usize, first: usize) {
    let board = maps::board(map).unwrap();
    for (i, phone) in [false, true].into_iter().enumerate() {
        let lang = Lang::ALL[(first + i) % Lang::ALL.len()];
        let look = Look {
            phone,
            ..Look::default()
        };
        let dir = tempfile::tempdir().unwrap();
        let drawn = whole_game(&board, players, lang, look, dir.path());
        assert!(drawn > 100, "{map}: only {drawn} moves");
        python_agrees(dir.path());
    }
}

#[test]
fn europe_pictures_in_strips_decode_to_the_pictures_from_scratch() {
    every_picture_decodes_alike("europe", 5, 0);
}

#[test]
fn usa_pictures_in_strips_decode_to_the_pictures_from_scratch() {
    every_picture_decodes_alike("usa", 4, 2);
}

#[test]
fn switzerland_pictures_in_strips_decode_to_the_pictures_from_scratch() {
    every_picture_decodes_alike("switzerland", 3, 1);
}

#[test]
fn world_pictures_in_strips_decode_to_the_pictures_from_scratch() {
    every_picture_decodes_alike("world", 5, 0);
}

/// A picture drawn again with its game's strips kept, and with none kept,
/// is the same PNG: what the cache holds never changes a picture.
#[test]
fn kept_strips_do_not_change_a_picture() {
    let board = maps::board("europe").unwrap();
    let names = ["ann".to_string(), "bob".to_string(), "cy".to_string()];
    let mut state = new_game(&board, &names, GameOptions::default(), 9).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    for _ in 0..60 {
        play_random(&board, &mut state, &mut rng, 1, |_, _| Ok(())).unwrap();
        let view = public_view(&board, &state);
        let kept = render::board_png(&board, &view, Lang::Ru).unwrap();
        render::clear_strip_cache();
        let fresh = render::board_png(&board, &view, Lang::Ru).unwrap();
        assert_eq!(kept, fresh);
    }
}

/// The three pictures of each move, drawn one after another as the bot
/// draws them (the board, the mover's private picture, the next player's
/// catch-up), are the pictures drawn whole: the private picture and the
/// catch-up take the band's and the panel's strips from the board picture
/// drawn a moment before.
#[test]
fn the_pictures_of_one_move_take_each_others_strips_truly() {
    let board = maps::board("usa").unwrap();
    let names: Vec<String> = (1..=4).map(|i| format!("uk{i}")).collect();
    let mut state = new_game(&board, &names, GameOptions::default(), 11).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    for n in 0..150 {
        let mover = public_view(&board, &state).turn.unwrap_or(0);
        if play_random(&board, &mut state, &mut rng, 1, |_, _| Ok(())).unwrap() == 0 {
            break;
        }
        let public = public_view(&board, &state);
        let private = player_view(&board, &state, mover);
        let claimed: Vec<LaneId> = (0..state.owners.len())
            .filter(|&l| state.owners[l].is_some() && l % 3 == n % 3)
            .map(LaneId::at)
            .collect();
        let readers = [
            (None, None),
            (Some(&private), None),
            (None, Some(claimed.as_slice())),
        ];
        for (kind, reader) in readers.into_iter().enumerate() {
            let t = render::png_timed(&board, &public, reader, Lang::Uk, Look::default()).unwrap();
            assert_eq!(
                decode(&t.png),
                decode(&t.scratch),
                "move {n}, picture {kind} differs from the one encoded from scratch"
            );
        }
    }
}
