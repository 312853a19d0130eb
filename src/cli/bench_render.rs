//! `conductor bench-render`: how long a picture takes to draw and encode,
//! on a late-game state, in a language, and how large it is.

use crate::i18n::Lang;
use crate::maps;
use crate::render;
use crate::rules::playout::play_random;
use crate::rules::state::{GameState, Phase};
use crate::rules::view::{player_view, public_view};
use crate::rules::{Board, GameOptions, new_game};
use cpu_time::ThreadTime;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::Instant;

/// Plays random legal moves from a new game until the final round starts
/// (or the game ends): most pieces are on the board.
pub fn late_game(board: &Board, players: usize, seed: u64) -> Result<GameState, String> {
    let names: Vec<String> = (1..=players).map(|i| format!("p{i}")).collect();
    let mut state =
        new_game(board, &names, GameOptions::default(), seed).map_err(|e| e.to_string())?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..20_000 {
        if state.final_turns.is_some() || state.phase == Phase::Over {
            break;
        }
        if play_random(board, &mut state, &mut rng, 1, |_, _| Ok(()))? == 0 {
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

/// Times `runs` renders of one picture and prints wall-clock median and
/// p95, the median CPU time, and the PNG size.
fn time(
    label: &str,
    runs: usize,
    mut f: impl FnMut() -> Result<Vec<u8>, String>,
) -> Result<(), String> {
    let mut wall = Vec::with_capacity(runs);
    // CPU time apart from waiting for a shared machine's cores.
    let mut cpu = Vec::with_capacity(runs);
    let mut size = 0;
    for _ in 0..runs.max(1) {
        let (t, c) = (Instant::now(), ThreadTime::try_now().ok());
        let png = f()?;
        wall.push(t.elapsed().as_secs_f64() * 1000.0);
        if let Some(c) = c.and_then(|c| c.try_elapsed().ok()) {
            cpu.push(c.as_secs_f64() * 1000.0);
        }
        size = png.len();
    }
    let (median, p95) = stats(wall);
    let cpu = if cpu.is_empty() {
        String::new()
    } else {
        format!("   (CPU median {:5.2} ms)", stats(cpu).0)
    };
    println!(
        "{label:<28} median {median:6.2} ms   p95 {p95:6.2} ms   PNG {:6.1} KB{cpu}",
        size as f64 / 1024.0
    );
    Ok(())
}

/// Benchmarks the board and private pictures of a late game on each board
/// (Europe with 5 players first), `runs` times each, labelled in `lang`.
pub fn run(runs: usize, lang: Lang) -> Result<(), String> {
    println!("pictures in {lang}");
    for (map, players) in [("europe", 5), ("usa", 5), ("switzerland", 3), ("world", 5)] {
        let board = maps::board(map).map_err(|e| e.to_string())?;
        let state = late_game(&board, players, 7)?;
        let claimed = state.owners.iter().flatten().count();
        let t = Instant::now();
        render::board_png(&board, &public_view(&board, &state), lang).map_err(|e| e.to_string())?;
        println!(
            "{map}: {players} players, {claimed} of {} lanes claimed; first picture (with the static map) {:.1} ms",
            board.lanes.len(),
            t.elapsed().as_secs_f64() * 1000.0
        );
        time(&format!("  {map} board"), runs, || {
            render::board_png(&board, &public_view(&board, &state), lang).map_err(|e| e.to_string())
        })?;
        time(&format!("  {map} private (p1)"), runs, || {
            render::private_png(&board, &player_view(&board, &state, 0), lang)
                .map_err(|e| e.to_string())
        })?;
    }
    Ok(())
}
