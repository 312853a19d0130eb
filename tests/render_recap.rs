//! The recap at a game's end: an animation with one frame per placement,
//! the board complete at its last frame, small enough for Discord; and the
//! score chart. Pictures are decoded with the image crate.

use conductor::cli::{self, Played, Request};
use conductor::i18n::Lang;
use conductor::maps;
use conductor::render;
use conductor::rules::LaneId;
use conductor::rules::LastMove;
use image::AnimationDecoder;
use image::codecs::gif::GifDecoder;

fn frames(gif: &[u8]) -> Vec<image::RgbaImage> {
    let dec = GifDecoder::new(std::io::Cursor::new(gif)).expect("a GIF");
    dec.into_frames()
        .collect_frames()
        .expect("GIF frames")
        .into_iter()
        .map(|f| f.into_buffer())
        .collect()
}

fn near(a: [u8; 3], b: [u8; 3]) -> bool {
    a.iter()
        .zip(b)
        .all(|(x, y)| (*x as i32 - y as i32).abs() <= 6)
}

#[test]
fn a_played_games_recap_shows_every_placement_in_turn() {
    let req = Request {
        played: Played::Over,
        ..Request::default()
    };
    let recap = cli::recap("europe", req).unwrap();
    assert!(
        recap.gif.len() < 8 * 1024 * 1024,
        "{} bytes",
        recap.gif.len()
    );
    let board = maps::board("europe").unwrap();
    let bare = frames(&render::recap_gif(&board, &[], Lang::En).unwrap());
    let frames = frames(&recap.gif);
    let state = conductor::cli::late_game(&board, 5, 1).unwrap();
    let claimed_late = state.owners.iter().flatten().count();
    // One frame for the empty map, one per placement (more than were on
    // the board when the final round started).
    assert!(frames.len() > claimed_late + 1, "{} frames", frames.len());
    let last = frames.last().unwrap();
    let first = &frames[0];
    // The map sits under a header naming the board, winner and players.
    let top = last.height() - bare[0].height();
    assert!(top >= 40, "a header of {top} px");
    assert_eq!(last.width(), bare[0].width());
    // Every claimed car is in its owner's color at the end, not at the start.
    let over = picture_state(&board);
    let mut checked = 0;
    for (l, owner) in over.owners.iter().enumerate() {
        let Some(seat) = owner else { continue };
        let want = render::seat_color(*seat);
        let car = render::car_places(&board, LaneId::at(l)).unwrap()[0];
        let (s, c) = car.angle.sin_cos();
        let (x, y) = (car.x + c * car.len * 0.28, car.y + s * car.len * 0.28);
        let px = |img: &image::RgbaImage| {
            let p = img.get_pixel(x.round() as u32, y.round() as u32 + top).0;
            [p[0], p[1], p[2]]
        };
        assert!(near(px(last), want), "lane {l}: {:?} vs {want:?}", px(last));
        assert!(
            !near(px(first), want),
            "lane {l} already claimed at the start"
        );
        checked += 1;
    }
    assert!(checked > 50);
    // The held last frame ranks the players: the winner's swatch first.
    let finals = conductor::rules::public_view(&board, &over)
        .final_scores
        .unwrap();
    let best = finals.iter().map(|f| f.breakdown.total).max().unwrap();
    let winners: Vec<usize> = (0..finals.len())
        .filter(|&s| finals[s].breakdown.total == best)
        .collect();
    let k = top as f32 / 64.0;
    let p = last.get_pixel((12.0 * k + 4.5) as u32, (46.0 * k) as u32).0;
    if let [winner] = winners[..] {
        let want = render::seat_color(winner);
        assert!(near([p[0], p[1], p[2]], want), "{p:?} vs {want:?}");
    }
    let chart = image::load_from_memory(&recap.chart).unwrap();
    assert_eq!(chart.width(), 1200);
}

/// The finished game `cli::recap` draws for `--play over`.
fn picture_state(board: &conductor::rules::Board) -> conductor::rules::GameState {
    use rand::SeedableRng;
    let mut state = conductor::cli::late_game(board, 5, 1).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    conductor::rules::play_random(board, &mut state, &mut rng, 5_000, |_, _| Ok(())).unwrap();
    assert!(state.is_over());
    state
}

#[test]
fn a_recap_has_one_frame_per_placement_and_refuses_moves_off_the_board() {
    let board = maps::board("usa").unwrap();
    let moves = [
        LastMove::Claimed(0, LaneId(0)),
        LastMove::Drew(1),
        LastMove::Claimed(1, LaneId(5)),
    ];
    let gif = render::recap_gif(&board, &moves, Lang::Ru).unwrap();
    assert_eq!(frames(&gif).len(), 3);
    let bad = [LastMove::Claimed(0, LaneId(9999))];
    assert!(render::recap_gif(&board, &bad, Lang::En).is_err());
}

#[test]
fn a_recap_of_an_unfinished_game_is_refused() {
    let req = Request {
        played: Played::Start,
        ..Request::default()
    };
    assert!(matches!(
        cli::recap("usa", req),
        Err(cli::PictureError::Input(_))
    ));
}
