//! Pictures checked where it matters, by decoding the PNG and looking at
//! pixels: claimed cars in their owner's color, stations at their city, the
//! status band above the public picture's map.

use conductor::cli::late_game;
use conductor::i18n::Lang;
use conductor::maps;
use conductor::render::{self, CarPlace};
use conductor::rules::{
    Board, GameOptions, GameState, Phase, PublicView, new_game, play_random, public_view,
};
use conductor::rules::{LaneId, PlaceId};
use rand::SeedableRng;

/// Decodes a PNG into (width, height, RGB bytes).
fn decode(png_bytes: &[u8]) -> (u32, u32, Vec<u8>) {
    let img = image::load_from_memory_with_format(png_bytes, image::ImageFormat::Png)
        .expect("a PNG")
        .to_rgb8();
    (img.width(), img.height(), img.into_raw())
}

fn pixel(img: &(u32, u32, Vec<u8>), x: f32, y: f32) -> [u8; 3] {
    let (w, _, data) = img;
    let i = (y.round() as usize * *w as usize + x.round() as usize) * 3;
    [data[i], data[i + 1], data[i + 2]]
}

fn near(a: [u8; 3], b: [u8; 3]) -> bool {
    a.iter()
        .zip(b)
        .all(|(x, y)| (*x as i32 - y as i32).abs() <= 6)
}

/// Points on a car away from its centre mark: a quarter length each way.
fn body_points(c: &CarPlace) -> [(f32, f32); 2] {
    let (s, co) = c.angle.sin_cos();
    let d = c.len * 0.28;
    [(c.x + co * d, c.y + s * d), (c.x - co * d, c.y - s * d)]
}

fn game(map: &str, players: usize) -> (std::sync::Arc<Board>, GameState) {
    let board = maps::board(map).expect("board");
    let names: Vec<String> = (1..=players).map(|i| format!("p{i}")).collect();
    let state = new_game(&board, &names, GameOptions::default(), 3).expect("game");
    (board, state)
}

fn lane(board: &Board, a: &str, b: &str) -> LaneId {
    let (a, b) = (board.find_place(a).unwrap(), board.find_place(b).unwrap());
    board.lanes_between(a, b)[0]
}

#[test]
fn claimed_cars_are_in_their_owners_color() {
    for (map, a, b, seat) in [
        ("europe", "Paris", "Bruxelles", 1),
        ("usa", "Denver", "Kansas City", 2),
        ("switzerland", "Bern", "Luzern", 0),
        ("world", "Lagos", "Luanda", 4),
    ] {
        let players = if map == "switzerland" { 3 } else { 5 };
        let (board, mut state) = game(map, players);
        let l = lane(&board, a, b);
        let cars = render::car_places(&board, l).unwrap();
        assert_eq!(cars.len(), board.lanes[l].len as usize);
        let want = render::seat_color(seat);
        // The public picture's map starts under the status band.
        let top = render::map_top(&board, &public_view(&board, &state)).unwrap() as f32;
        let before =
            decode(&render::board_png(&board, &public_view(&board, &state), Lang::En).unwrap());
        for c in &cars {
            for (x, y) in body_points(c) {
                let y = y + top;
                assert!(
                    !near(pixel(&before, x, y), want),
                    "{map} {a}–{b}: unclaimed car already in seat {seat}'s color"
                );
            }
        }
        state.owners[l.index()] = Some(seat);
        let after =
            decode(&render::board_png(&board, &public_view(&board, &state), Lang::En).unwrap());
        for c in &cars {
            for (x, y) in body_points(c) {
                let y = y + top;
                let got = pixel(&after, x, y);
                assert!(
                    near(got, want),
                    "{map} {a}–{b}: car at ({x:.0},{y:.0}) is {got:?}, owner color {want:?}"
                );
            }
        }
    }
}

#[test]
fn a_station_appears_at_its_city() {
    let (board, mut state) = game("europe", 4);
    let wien = board.find_place("Wien").unwrap();
    let (x, y) = render::place_center(&board, wien).unwrap();
    let top = render::map_top(&board, &public_view(&board, &state)).unwrap() as f32;
    // Inside the house shape, clear of its symbol, under the status band.
    let (px, py) = (x - 6.0, y + 5.0 + top);
    let want = render::seat_color(3);
    let before =
        decode(&render::board_png(&board, &public_view(&board, &state), Lang::En).unwrap());
    assert!(!near(pixel(&before, px, py), want));
    state.stations[wien.index()] = Some(3);
    let after = decode(&render::board_png(&board, &public_view(&board, &state), Lang::En).unwrap());
    assert!(
        near(pixel(&after, px, py), want),
        "station pixel is {:?}, seat color {want:?}",
        pixel(&after, px, py)
    );
}

#[test]
fn the_picture_is_about_1600_px_wide_and_small() {
    let (board, state) = game("europe", 5);
    let png = render::board_png(&board, &public_view(&board, &state), Lang::En).unwrap();
    let (w, h, _) = decode(&png);
    assert_eq!(w, 1600);
    // The map and the panel as before, under the status band.
    let band = render::map_top(&board, &public_view(&board, &state)).unwrap();
    assert!(band > 0);
    let h = h - band;
    assert!(h > 1100 && h < 1600, "height {h} under the band");
    assert!(png.len() < 2 * 1024 * 1024, "{} bytes", png.len());
}

#[test]
fn a_view_that_does_not_fit_the_board_is_refused() {
    let (board, state) = game("usa", 3);
    let mut view = public_view(&board, &state);
    view.owners.pop();
    assert!(matches!(
        render::board_png(&board, &view, Lang::En),
        Err(render::RenderError::Mismatch(_))
    ));
    let mut view = public_view(&board, &state);
    view.stations.push((PlaceId(9999), 0));
    assert!(render::board_png(&board, &view, Lang::En).is_err());
}

/// The phone picture on every board: 1080 px wide, portrait, with the
/// status in large type above the map — its first rows carry dark text on
/// the panel — and the reader's hand below.
#[test]
fn the_phone_picture_is_portrait_1080_wide_with_the_status_on_top() {
    for (map, players) in [("europe", 5), ("usa", 4), ("switzerland", 3), ("world", 5)] {
        let (board, state) = game(map, players);
        let view = conductor::rules::player_view(&board, &state, 1);
        let look = render::Look {
            phone: true,
            ..render::Look::default()
        };
        for lang in Lang::ALL {
            let png = render::private_png_look(&board, &view, lang, look).expect("png");
            let img = decode(&png);
            let (w, h, data) = &img;
            assert_eq!(*w, 1080, "{map} {lang}");
            assert!(h > w, "{map} {lang}: {w}×{h} is not portrait");
            // The first line of the status: dark pixels of 38 px type.
            let dark = |y0: usize, y1: usize| {
                data[y0 * *w as usize * 3..y1 * *w as usize * 3]
                    .chunks(3)
                    .filter(|p| p.iter().all(|&c| c < 80))
                    .count()
            };
            let d = dark(20, 70);
            assert!(
                d > 1_000,
                "{map} {lang}: no status on top ({d} dark pixels)"
            );
            let full = render::private_png(&board, &view, lang).expect("png");
            assert_eq!(decode(&full).0, 1600, "{map}: the full picture stays");
        }
        let public = public_view(&board, &state);
        let digest =
            render::catch_up_png(&board, &public, Lang::En, &[LaneId(0)], look).expect("png");
        assert_eq!(
            decode(&digest).0,
            1080,
            "{map}: the digest follows the look"
        );
    }
}

/// How many pixels of rows `y0..y1` are near `color`.
fn count(img: &(u32, u32, Vec<u8>), y0: u32, y1: u32, color: [u8; 3]) -> usize {
    let (w, _, data) = img;
    data[(y0 * w * 3) as usize..(y1 * w * 3) as usize]
        .chunks(3)
        .filter(|p| near([p[0], p[1], p[2]], color))
        .count()
}

/// The public picture of `view` decoded, with its map's top row.
fn band_picture(board: &Board, view: &PublicView, lang: Lang) -> ((u32, u32, Vec<u8>), u32) {
    let png = render::board_png(board, view, lang).expect("png");
    (decode(&png), render::map_top(board, view).expect("top"))
}

/// The public picture opens with a band in large type: taller than three
/// lines of 44 px, ruled off above the map, holding the turn player's swatch
/// (its color comes with the turn) and the face-up cards as large cards.
#[test]
fn the_public_picture_carries_its_status_in_a_band_above_the_map() {
    for (map, players) in [("usa", 4), ("europe", 5), ("switzerland", 3), ("world", 5)] {
        let board = maps::board(map).expect("board");
        let state = late_game(&board, players, 7).expect("game");
        let mut view = public_view(&board, &state);
        let ((w, h, data), top) = band_picture(&board, &view, Lang::Ru);
        let img = (w, h, data);
        assert!(top >= 3 * 44, "{map}: a band of {top} rows");
        for x in [40.0, 800.0, 1560.0] {
            let rule = pixel(&img, x, top as f32 - 2.0);
            assert!(near(rule, [0x8A, 0x85, 0x77]), "{map}: no rule: {rule:?}");
        }
        for card in view.face_up.iter().flatten() {
            let Some(color) = render::card_color(*card, map == "world") else {
                continue;
            };
            let n = count(&img, 0, top, color);
            assert!(
                n > 8_000,
                "{map}: face-up {card:?} has {n} pixels in the band"
            );
        }
        let (a, b) = (0, 1);
        let mut with_turn = |seat: usize| {
            view.turn = Some(seat);
            let (img, top) = band_picture(&board, &view, Lang::En);
            (count(&img, 0, top, render::seat_color(a)), img.1 - top)
        };
        let ((on, below_on), (off, below_off)) = (with_turn(a), with_turn(b));
        assert!(
            on > off + 1_200,
            "{map}: seat {a}'s color {on} px on its turn, {off} px on seat {b}'s"
        );
        assert_eq!(
            below_on, below_off,
            "{map}: the map and panel keep their size"
        );
    }
}

/// When the game is over the band says so, shows the winner's swatch and
/// ranks every player instead of the face-up cards.
#[test]
fn the_band_names_the_winner_when_the_game_is_over() {
    let board = maps::board("usa").expect("board");
    let mut state = late_game(&board, 4, 7).expect("game");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    play_random(&board, &mut state, &mut rng, 5_000, |_, _| Ok(())).expect("played");
    assert_eq!(state.phase, Phase::Over);
    let view = public_view(&board, &state);
    let totals: Vec<i32> = (view.final_scores.as_ref().expect("scores").iter())
        .map(|s| s.breakdown.total)
        .collect();
    let best = *totals.iter().max().expect("players");
    assert_eq!(totals.iter().filter(|&&t| t == best).count(), 1, "a tie");
    let winner = totals.iter().position(|&t| t == best).expect("winner");
    for lang in Lang::ALL {
        let (img, top) = band_picture(&board, &view, lang);
        let over = count(&img, 0, top, [0xB0, 0x00, 0x5A]);
        assert!(
            over > 300,
            "{lang}: no \"game over\" in the band ({over} px)"
        );
        // Every player's swatch is in the ranking; the winner's is also on
        // the first line.
        let n: Vec<usize> = (0..totals.len())
            .map(|seat| count(&img, 0, top, render::seat_color(seat)))
            .collect();
        for seat in 0..totals.len() {
            assert!(n[seat] > 1_200, "{lang}: seat {seat} is not ranked ({n:?})");
            if seat != winner {
                assert!(
                    n[winner] > n[seat] + 1_200,
                    "{lang}: seat {seat} is no winner but has {n:?}"
                );
            }
        }
    }
}

/// Long names are cut with an ellipsis: nothing dark reaches the band's
/// right margin, whoever is to move or has won.
#[test]
fn long_names_stay_inside_the_band() {
    let board = maps::board("europe").expect("board");
    let mut state = late_game(&board, 5, 7).expect("game");
    for (i, p) in state.players.iter_mut().enumerate() {
        p.name = format!("{i}{}", "Ш".repeat(31));
    }
    let mut over = state.clone();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    play_random(&board, &mut over, &mut rng, 5_000, |_, _| Ok(())).expect("played");
    for (when, s) in [("play", &state), ("over", &over)] {
        for lang in Lang::ALL {
            let ((w, h, data), top) = band_picture(&board, &public_view(&board, s), lang);
            let dark = (0..top)
                .flat_map(|y| (w - 24..w).map(move |x| (x, y)))
                .filter(|&(x, y)| {
                    let i = ((y * w + x) * 3) as usize;
                    data[i..i + 3].iter().all(|&c| c < 100)
                })
                .count();
            assert_eq!(
                dark, 0,
                "{when} {lang}: text runs into the margin ({w}×{h})"
            );
        }
    }
}

/// The final round is written at the end of the band's first line: it
/// shows in its own color on the right half, and the band keeps its height.
#[test]
fn the_final_round_ends_the_bands_first_line_without_a_taller_band() {
    let board = maps::board("europe").expect("board");
    let state = late_game(&board, 5, 7).expect("game");
    let mut view = public_view(&board, &state);
    let mut with_turns = |turns: Option<u16>, lang: Lang| {
        view.final_turns = turns;
        let ((w, h, data), top) = band_picture(&board, &view, lang);
        let right_half = (0..top)
            .flat_map(|y| (w / 2..w).map(move |x| (x, y)))
            .filter(|&(x, y)| {
                let i = ((y * w + x) * 3) as usize;
                near([data[i], data[i + 1], data[i + 2]], [0xB0, 0x00, 0x5A])
            })
            .count();
        (right_half, top, h)
    };
    for lang in Lang::ALL {
        let (on, top_on, h_on) = with_turns(Some(3), lang);
        let (off, top_off, h_off) = with_turns(None, lang);
        assert!(on > 300, "{lang}: the final round has {on} px on the right");
        assert_eq!(off, 0, "{lang}: final-round color without a final round");
        assert_eq!((top_on, h_on), (top_off, h_off), "{lang}: the band grew");
    }
}
