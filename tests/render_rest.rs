//! The renderer lets go of its spare pixel buffers when idle, and the
//! pictures after that are still exact. In a test binary of its own: the
//! buffers are the process's, and another test drawing beside this one
//! would take and give them back.

use conductor::i18n::Lang;
use conductor::maps;
use conductor::render::{self, Look};
use conductor::rules::{GameOptions, new_game, play_random, player_view, public_view};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::Duration;

/// Decodes a PNG into its RGBA bytes.
fn pixels(png: &[u8]) -> Vec<u8> {
    image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .expect("a PNG")
        .to_rgba8()
        .into_raw()
}

/// Every few moves the renderer rests: it lets go of the buffers only when
/// idle long enough, and only once. Every picture, the first after a rest
/// among them, decodes to the same picture drawn whole from scratch.
#[test]
fn pictures_after_a_rest_are_exact() {
    let board = maps::board("europe").unwrap();
    let names = ["ann".to_string(), "bob".to_string(), "cy".to_string()];
    let mut state = new_game(&board, &names, GameOptions::default(), 4).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    let hour = Duration::from_secs(3600);
    for n in 0..60 {
        let mover = public_view(&board, &state).turn.unwrap_or(0);
        play_random(&board, &mut state, &mut rng, 1, |_, _| Ok(())).unwrap();
        if n % 4 == 3 {
            assert!(
                !render::rest_if_idle(hour),
                "move {n}: a picture was just drawn"
            );
            assert!(
                render::rest_if_idle(Duration::ZERO),
                "move {n}: buffers were kept"
            );
            assert!(
                !render::rest_if_idle(Duration::ZERO),
                "move {n}: nothing is left"
            );
        }
        let public = public_view(&board, &state);
        let private = player_view(&board, &state, mover);
        let reader = if n % 2 == 0 { None } else { Some(&private) };
        let t =
            render::png_timed(&board, &public, (reader, None), Lang::Uk, Look::default()).unwrap();
        assert_eq!(pixels(&t.png), pixels(&t.scratch), "move {n}");
    }
}
