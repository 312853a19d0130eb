//! `conductor bench-render`: how long the pictures of whole games take to
//! draw and encode, against encoding each from scratch, in a language, and
//! how large they get: the board, a private picture, and a "since your
//! last turn" catch-up.

use super::CliError;
use crate::i18n::Lang;
use crate::maps;
use crate::render;
use crate::rules::LaneId;
use crate::rules::{
    Board, GameOptions, GameState, Phase, new_game, play_random, player_view, public_view,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::{Duration, Instant};

/// Plays random legal moves from a new game until the final round starts
/// (or the game ends): most pieces are on the board.
pub fn late_game(board: &Board, players: usize, seed: u64) -> Result<GameState, CliError> {
    late_game_with(board, players, seed, |_| {})
}

/// [`late_game`], calling `after` with the state after each move.
pub(super) fn late_game_with(
    board: &Board,
    players: usize,
    seed: u64,
    mut after: impl FnMut(&GameState),
) -> Result<GameState, CliError> {
    let names: Vec<String> = (1..=players).map(|i| format!("p{i}")).collect();
    let mut state =
        new_game(board, &names, GameOptions::default(), seed).map_err(CliError::failed)?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..20_000 {
        if state.final_turns.is_some() || state.phase == Phase::Over {
            break;
        }
        let moved = play_random(board, &mut state, &mut rng, 1, |s, _| {
            after(s);
            Ok(())
        })
        .map_err(CliError::failed)?;
        if moved == 0 {
            break;
        }
    }
    Ok(state)
}

/// Median and 95th percentile of the samples.
fn stats(mut xs: Vec<f64>) -> (f64, f64) {
    if xs.is_empty() {
        return (f64::NAN, f64::NAN);
    }
    xs.sort_by(f64::total_cmp);
    let at = |q: f64| xs[((xs.len() - 1) as f64 * q).round() as usize];
    (at(0.5), at(0.95))
}

/// The pictures of one kind drawn over whole games, a sample a picture.
#[derive(Default)]
struct Samples {
    /// Drawing and encoding in strips, as the bot does (ms).
    whole: Vec<f64>,
    /// Encoding in strips alone (ms).
    encode: Vec<f64>,
    /// Encoding the same picture from scratch (ms).
    scratch: Vec<f64>,
    /// `whole` ÷ `scratch`, per picture.
    ratio: Vec<f64>,
    /// The largest PNG.
    largest: usize,
}

impl Samples {
    fn add(&mut self, t: &render::Timed) {
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        let whole = ms(t.draw + t.encode);
        let scratch = ms(t.scratch_encode);
        self.whole.push(whole);
        self.encode.push(ms(t.encode));
        self.scratch.push(scratch);
        self.ratio.push(whole / scratch.max(1e-6));
        self.largest = self.largest.max(t.png.len());
    }
}

/// Prints one board's figures for one kind of picture as a line of text
/// or one JSON object.
fn print(map: &str, kind: &str, lang: Lang, s: &Samples, json: bool) {
    let (ratio, ratio95) = stats(s.ratio.clone());
    let (whole, whole95) = stats(s.whole.clone());
    let (encode, scratch) = (stats(s.encode.clone()).0, stats(s.scratch.clone()).0);
    if json {
        let line = serde_json::json!({
            "board": map, "kind": kind, "lang": lang.to_string(), "pictures": s.ratio.len(),
            "ratio_median": ratio, "ratio_p95": ratio95,
            "whole_ms": whole, "whole_p95_ms": whole95,
            "strip_encode_ms": encode, "scratch_encode_ms": scratch,
            "largest_png_bytes": s.largest,
        });
        println!("{line}");
        return;
    }
    println!(
        "  {:<20} {:4} pictures   whole ÷ from-scratch encode: median {ratio:4.2}  p95 {ratio95:4.2}   whole {whole:5.2} ms (p95 {whole95:5.2})   strip encode {encode:5.2} ms   from scratch {scratch:5.2} ms   largest PNG {:6.1} KB",
        format!("{map} {kind}"),
        s.ratio.len(),
        s.largest as f64 / 1024.0
    );
}

/// The lanes claimed since `seen`, the owners a reader last saw.
fn claimed_since(seen: &[Option<usize>], owners: &[Option<usize>]) -> Vec<LaneId> {
    let changed = owners.iter().zip(seen).enumerate();
    changed
        .filter(|(_, (now, then))| now.is_some() && now != then)
        .map(|(l, _)| LaneId::at(l))
        .collect()
}

/// One whole game of random legal moves on `board`, drawn after every
/// move as the bot would: the board, the private picture of the player who
/// moved, and the catch-up of the player to move next. With `rest`, the
/// renderer rests before every move, as after a long wait between turns.
fn whole_game(
    board: &Board,
    (players, seed, rest): (usize, u64, bool),
    lang: Lang,
    kinds: &mut [Samples; 3],
) -> Result<usize, CliError> {
    let names: Vec<String> = (1..=players).map(|i| format!("p{i}")).collect();
    let mut state =
        new_game(board, &names, GameOptions::default(), seed).map_err(CliError::failed)?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut seen = vec![state.owners.clone(); players];
    let mut moves = 0;
    while state.phase != Phase::Over && moves < 20_000 {
        let mover = public_view(board, &state).turn.unwrap_or(moves % players);
        if play_random(board, &mut state, &mut rng, 1, |_, _| Ok(())).map_err(CliError::failed)?
            == 0
        {
            break;
        }
        moves += 1;
        if rest {
            render::rest_if_idle(Duration::ZERO);
        }
        let public = public_view(board, &state);
        let draw = |private: Option<&_>, halo: Option<&[LaneId]>| {
            render::png_timed(
                board,
                &public,
                (private, halo),
                lang,
                render::Look::default(),
            )
            .map_err(CliError::failed)
        };
        kinds[0].add(&draw(None, None)?);
        kinds[1].add(&draw(Some(&player_view(board, &state, mover)), None)?);
        let next = public.turn.unwrap_or(0);
        let halo = claimed_since(&seen[next], &state.owners);
        kinds[2].add(&draw(None, Some(&halo))?);
        seen[mover] = state.owners.clone();
    }
    Ok(moves)
}

/// Prints the figures of one more Europe game whose every move comes after
/// the renderer rested, as in a game played hours a turn.
fn after_rests(lang: Lang, json: bool) -> Result<(), CliError> {
    let board = maps::board("europe").map_err(CliError::failed)?;
    let mut kinds: [Samples; 3] = Default::default();
    let moves = whole_game(&board, (5, 1001, true), lang, &mut kinds)?;
    if !json {
        println!("europe, resting before every move: 5 players, 1 whole game, {moves} moves");
    }
    for (kind, samples) in ["board", "private", "catch-up"].iter().zip(&kinds) {
        print("europe-rested", kind, lang, samples, json);
    }
    Ok(())
}

/// A figure of the process's memory in MB (Linux: `VmRSS` resident now,
/// `VmHWM` the most ever resident), if it can be read.
fn memory_mb(field: &str) -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with(field))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024.0)
}

/// "RSS 12.3 MB (heap and other anonymous 9.1, program and files 3.2),
/// peak 14.0 MB".
pub(super) fn memory() -> String {
    let mb = |f| memory_mb(f).map_or_else(|| "?".into(), |m| format!("{m:.1}"));
    format!(
        "RSS {} MB (heap and other anonymous {}, program and files {}), peak {} MB",
        mb("VmRSS:"),
        mb("RssAnon:"),
        mb("RssFile:"),
        mb("VmHWM:")
    )
}

/// Plays `games` whole games on each board (Europe with 5 players first)
/// and draws the pictures of every move, labelled in `lang`, printing per
/// board and kind of picture how the whole picture (drawn, and encoded in
/// strips with the game's kept strips) compares with encoding it from
/// scratch; `json` prints one JSON object per line. Ends with the
/// process's memory once every board is drawn in every language, a second
/// later, and at rest (the spare pixel buffers let go).
pub fn run(games: usize, lang: Lang, json: bool) -> Result<(), CliError> {
    if !json {
        println!("pictures in {lang}; before any: process {}", memory());
    }
    for (map, players) in [("europe", 5), ("usa", 5), ("switzerland", 3), ("world", 5)] {
        let board = maps::board(map).map_err(CliError::failed)?;
        let t = Instant::now();
        render::board_png(
            &board,
            &public_view(&board, &late_game(&board, players, 7)?),
            lang,
        )
        .map_err(CliError::failed)?;
        let first = t.elapsed().as_secs_f64() * 1000.0;
        let mut kinds: [Samples; 3] = Default::default();
        let mut moves = 0;
        for seed in 1..=games.max(1) as u64 {
            moves += whole_game(&board, (players, seed, false), lang, &mut kinds)?;
        }
        if !json {
            println!(
                "{map}: {players} players, {} whole games, {moves} moves; first picture (with the static map) {first:.1} ms",
                games.max(1)
            );
        }
        for (kind, samples) in ["board", "private", "catch-up"].iter().zip(&kinds) {
            print(map, kind, lang, samples, json);
        }
    }
    after_rests(lang, json)?;
    let t = Instant::now();
    render::warm_up().map_err(CliError::failed)?;
    let (drawn, now) = (t.elapsed(), memory());
    // What a bot holds between moves: the allocator gives freed memory
    // back after a delay.
    std::thread::sleep(Duration::from_secs(1));
    render::release_spare_memory();
    let later = memory();
    // What an idle bot holds: the renderer lets go of its spare buffers.
    render::rest_if_idle(Duration::ZERO);
    let (held, kept) = render::strip_cache_held();
    let memory = format!(
        "every board in every language drawn ({:.0} ms more): process {now}; a second later {later}; at rest {}; maps, palettes and pre-drawn pieces hold {:.1} MB, the kept strips of {kept} games {:.1} MB",
        drawn.as_secs_f64() * 1000.0,
        memory(),
        render::held_bytes() as f64 / (1024.0 * 1024.0),
        held as f64 / (1024.0 * 1024.0)
    );
    if json {
        eprintln!("{memory}");
    } else {
        println!("{memory}");
    }
    Ok(())
}
