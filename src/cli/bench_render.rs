//! `conductor bench-render`: how long a picture takes to draw and encode,
//! on a late-game state, in a language, and how large it is: the board, a
//! private picture, and a "since your last turn" digest.

use super::CliError;
use crate::i18n::Lang;
use crate::maps;
use crate::render;
use crate::rules::LaneId;
use crate::rules::{
    Board, GameOptions, GameState, Phase, new_game, play_random, player_view, public_view,
};
use cpu_time::ThreadTime;
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

/// Median and 95th percentile of the samples, in ms.
fn stats(mut ms: Vec<f64>) -> (f64, f64) {
    ms.sort_by(f64::total_cmp);
    let at = |q: f64| ms[((ms.len() - 1) as f64 * q).round() as usize];
    (at(0.5), at(0.95))
}

/// The figures of one picture.
struct Figures {
    median: f64,
    p95: f64,
    /// Median time to encode the finished image alone.
    encode: f64,
    /// Median CPU time of the whole picture, when the platform tells it.
    cpu: Option<f64>,
    bytes: usize,
}

/// Times `runs` pictures; `f` gives the PNG and its encode-only time.
fn time(
    runs: usize,
    mut f: impl FnMut() -> Result<(Vec<u8>, Duration), CliError>,
) -> Result<Figures, CliError> {
    let (mut wall, mut cpu, mut enc) = (Vec::new(), Vec::new(), Vec::new());
    let mut bytes = 0;
    for _ in 0..runs.max(1) {
        // CPU time apart from waiting for a shared machine's cores.
        let (t, c) = (Instant::now(), ThreadTime::try_now().ok());
        let (png, e) = f()?;
        wall.push(t.elapsed().as_secs_f64() * 1000.0);
        if let Some(c) = c.and_then(|c| c.try_elapsed().ok()) {
            cpu.push(c.as_secs_f64() * 1000.0);
        }
        enc.push(e.as_secs_f64() * 1000.0);
        bytes = png.len();
    }
    let (median, p95) = stats(wall);
    Ok(Figures {
        median,
        p95,
        encode: stats(enc).0,
        cpu: (!cpu.is_empty()).then(|| stats(cpu).0),
        bytes,
    })
}

/// Prints one picture's figures as a line of text or one JSON object.
fn print(map: &str, kind: &str, lang: Lang, f: &Figures, json: bool) {
    if json {
        let line = serde_json::json!({
            "board": map, "kind": kind, "lang": lang.to_string(),
            "median_ms": f.median, "p95_ms": f.p95, "encode_ms": f.encode,
            "cpu_ms": f.cpu, "png_bytes": f.bytes,
        });
        println!("{line}");
        return;
    }
    let cpu = f
        .cpu
        .map_or_else(String::new, |c| format!("   CPU {c:5.2} ms"));
    println!(
        "  {:<22} median {:6.2} ms   p95 {:6.2} ms   encode {:5.2} ms (whole/encode {:4.1})   PNG {:6.1} KB{cpu}",
        format!("{map} {kind}"),
        f.median,
        f.p95,
        f.encode,
        f.median / f.encode.max(1e-6),
        f.bytes as f64 / 1024.0
    );
}

/// Up to `n` claimed lanes (the last ones by lane number): what a digest
/// highlights after a round or two.
fn recent_claims(state: &GameState, n: usize) -> Vec<LaneId> {
    let claimed = (0..state.owners.len()).filter(|&l| state.owners[l].is_some());
    let mut lanes: Vec<LaneId> = claimed.map(LaneId::at).collect();
    lanes.reverse();
    lanes.truncate(n);
    lanes
}

/// A figure of the process's memory in MB (Linux: `VmRSS` resident now,
/// `VmHWM` the most ever resident), if it can be read.
fn memory_mb(field: &str) -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with(field))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024.0)
}

/// "RSS 12.3 MB, peak 14.0 MB".
fn memory() -> String {
    let mb = |f| memory_mb(f).map_or_else(|| "?".into(), |m| format!("{m:.1}"));
    format!("RSS {} MB, peak {} MB", mb("VmRSS:"), mb("VmHWM:"))
}

/// Benchmarks the board and private pictures of a late game on each board
/// (Europe with 5 players first), `runs` times each, labelled in `lang`;
/// `json` prints one JSON object per picture. Ends with the process's
/// memory once every board is drawn in every language.
pub fn run(runs: usize, lang: Lang, json: bool) -> Result<(), CliError> {
    if !json {
        println!("pictures in {lang}; before any: process {}", memory());
    }
    for (map, players) in [("europe", 5), ("usa", 5), ("switzerland", 3), ("world", 5)] {
        let board = maps::board(map).map_err(CliError::failed)?;
        let state = late_game(&board, players, 7)?;
        let claimed = state.owners.iter().flatten().count();
        let public = public_view(&board, &state);
        let private = player_view(&board, &state, 0);
        let t = Instant::now();
        render::board_png(&board, &public, lang).map_err(CliError::failed)?;
        if !json {
            println!(
                "{map}: {players} players, {claimed} of {} lanes claimed; first picture (with the static map) {:.1} ms",
                board.lanes.len(),
                t.elapsed().as_secs_f64() * 1000.0
            );
        }
        let f = time(runs, || {
            render::png_timed(&board, &public, None, lang, &[]).map_err(CliError::failed)
        })?;
        print(map, "board", lang, &f, json);
        let f = time(runs, || {
            render::png_timed(&board, &public, Some(&private), lang, &[]).map_err(CliError::failed)
        })?;
        print(map, "private", lang, &f, json);
        // A "since your last turn" digest: the routes of the last round haloed.
        let halo = recent_claims(&state, players * 2);
        let f = time(runs, || {
            render::png_timed(&board, &public, None, lang, &halo).map_err(CliError::failed)
        })?;
        print(map, "digest", lang, &f, json);
    }
    let t = Instant::now();
    render::warm_up().map_err(CliError::failed)?;
    let memory = format!(
        "every board in every language drawn ({:.0} ms more): process {}; maps, palettes and pre-drawn pieces hold {:.1} MB",
        t.elapsed().as_secs_f64() * 1000.0,
        memory(),
        render::held_bytes() as f64 / (1024.0 * 1024.0)
    );
    if json {
        eprintln!("{memory}");
    } else {
        println!("{memory}");
    }
    Ok(())
}
