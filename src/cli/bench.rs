//! `conductor bench`: the rules engine's figures, printed (never asserted).
//! - random-playout throughput (full Europe games, 4 players, one core)
//! - exact longest trail of a constructed worst-case 45-train network
//! - final scoring of a 5-player Europe game with 3 stations per player

use super::CliError;
use crate::maps;
use crate::rules::PlaceId;
use crate::rules::{
    Board, GameOptions, GameState, LaneId, Network, Phase, new_game, parse_board, play_random,
    score_game,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::{Duration, Instant};

/// Median and worst of timed runs.
fn stats(mut v: Vec<Duration>) -> (Duration, Duration) {
    v.sort();
    (v[v.len() / 2], v[v.len() - 1])
}

/// Plays random Europe games for about `secs` and returns games per second.
pub(super) fn playout_throughput(board: &Board, players: usize, secs: f64) -> (f64, f64) {
    let names: Vec<String> = (0..players).map(|i| format!("p{i}")).collect();
    let start = Instant::now();
    let (mut games, mut actions) = (0u64, 0u64);
    while start.elapsed().as_secs_f64() < secs {
        let mut rng = ChaCha8Rng::seed_from_u64(games);
        let Ok(mut state) = new_game(board, &names, GameOptions::default(), games) else {
            break;
        };
        actions +=
            play_random(board, &mut state, &mut rng, 10_000, |_, _| Ok(())).unwrap_or(0) as u64;
        games += 1;
    }
    let t = start.elapsed().as_secs_f64();
    (games as f64 / t, actions as f64 / games.max(1) as f64)
}

/// A lattice of unit routes: `w`×`h` cities, horizontal and vertical links,
/// trimmed to 45 spaces — many odd-degree cities and cycles, the hardest
/// shape for an exact longest-trail search with 45 trains.
fn lattice_board(w: usize, h: usize, spaces: usize) -> Board {
    let mut t = String::from("name = \"usa\"\ntitle = \"lattice\"\nwidth = 1000\nheight = 1000\n");
    let mut routes = Vec::new();
    for y in 0..h {
        for x in 0..w {
            if x + 1 < w {
                routes.push(((x, y), (x + 1, y)));
            }
            if y + 1 < h {
                routes.push(((x, y), (x, y + 1)));
            }
        }
    }
    routes.truncate(spaces);
    t += &format!(
        "[counts]\nplaces = {}\nlanes = {}\ntickets = {{}}\n",
        w * h,
        routes.len()
    );
    for y in 0..h {
        for x in 0..w {
            t += &format!(
                "[[place]]\nname = \"c{x}_{y}\"\nx = {}\ny = {}\n",
                10 + x * 40,
                10 + y * 40
            );
        }
    }
    for ((ax, ay), (bx, by)) in &routes {
        t += &format!(
            "[[route]]\na = \"c{ax}_{ay}\"\nb = \"c{bx}_{by}\"\nlen = 1\ncolors = [\"gray\"]\n"
        );
    }
    parse_board("lattice", &t).expect("the lattice board is valid")
}

/// A late 5-player Europe game in which every player has built 3 stations.
fn stations_game(board: &Board, seed: u64) -> Option<GameState> {
    let names: Vec<String> = (0..5).map(|i| format!("p{i}")).collect();
    let mut state = new_game(board, &names, GameOptions::default(), seed).ok()?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    play_random(board, &mut state, &mut rng, 10_000, |_, _| Ok(())).ok()?;
    // Put 3 stations per player in the busiest free cities.
    let mut cities: Vec<PlaceId> = board.place_ids().collect();
    cities.sort_by_key(|&p| std::cmp::Reverse(board.lanes_at(p).len()));
    let free: Vec<PlaceId> = cities
        .into_iter()
        .filter(|&p| state.stations[p.index()].is_none())
        .collect();
    let mut free = free.into_iter();
    for seat in 0..5 {
        while state.players[seat].stations > 0 {
            let p = free.next()?;
            state.stations[p.index()] = Some(seat);
            state.players[seat].stations -= 1;
            state.players[seat].stations_built += 1;
        }
    }
    state.phase = Phase::Over;
    Some(state)
}

/// Runs every figure and prints it.
pub fn run() -> Result<(), CliError> {
    let europe = maps::board("europe").map_err(CliError::failed)?;
    let (gps, apg) = playout_throughput(&europe, 4, 5.0);
    println!(
        "random playout, Europe, 4 players: {gps:.0} full games/s on one core ({apg:.0} actions per game)"
    );
    for name in ["usa", "switzerland", "world"] {
        let b = maps::board(name).map_err(CliError::failed)?;
        let players = if name == "switzerland" { 3 } else { 4 };
        let (gps, apg) = playout_throughput(&b, players, 2.0);
        println!(
            "random playout, {name}, {players} players: {gps:.0} full games/s ({apg:.0} actions per game)"
        );
    }

    let lattice = lattice_board(6, 6, 45);
    let lanes: Vec<LaneId> = lattice.lane_ids().collect();
    let net = Network::new(&lattice, lanes.iter().copied());
    let mut times = Vec::new();
    let mut best = 0;
    for _ in 0..20 {
        let t = Instant::now();
        best = net.longest_trail();
        times.push(t.elapsed());
    }
    let (med, worst) = stats(times);
    println!(
        "longest trail, 45 unit routes on a 6x6 lattice ({} odd cities): {best} spaces, median {:.3} ms, worst {:.3} ms",
        lattice
            .place_ids()
            .filter(|&p| lattice.lanes_at(p).len() % 2 == 1)
            .count(),
        med.as_secs_f64() * 1e3,
        worst.as_secs_f64() * 1e3
    );

    let mut times = Vec::new();
    for seed in 0..50 {
        if let Some(state) = stations_game(&europe, seed) {
            let t = Instant::now();
            std::hint::black_box(score_game(&europe, &state));
            times.push(t.elapsed());
        }
    }
    if times.is_empty() {
        return Err(CliError::failed("no finished 5-player game to score"));
    }
    let n = times.len();
    let (med, worst) = stats(times);
    println!(
        "final scoring, Europe, 5 players x 3 stations ({n} games): median {:.3} ms, worst {:.3} ms",
        med.as_secs_f64() * 1e3,
        worst.as_secs_f64() * 1e3
    );
    Ok(())
}
