//! `conductor bench-league`: how long recomputing a server's ratings from
//! 10,000 counted results takes (in memory, and from the store's log with
//! the check against the stored record), and what counting one more game
//! costs once a league holds that many.

use super::CliError;
use crate::host::Host;
use crate::host::league::{League, key, replay};
use crate::host::{GameResult, MoveTimes, SeatResult};
use crate::store::{Commit, EmbeddedStore, Store};
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;
use std::time::Instant;

const SERVER: &str = "bench";
const BOARDS: [&str; 4] = ["usa", "europe", "switzerland", "world"];

/// Prints every figure.
pub fn run(games: usize, players: usize) -> Result<(), CliError> {
    let results = league_games(games, players, 11);
    let start = Instant::now();
    let seasons = replay(&results);
    let ms = start.elapsed().as_secs_f64() * 1e3;
    let rated = seasons
        .first()
        .map_or(0, |s| s.overall.people.iter().count());
    println!("recompute from {games} results in memory ({rated} people): {ms:.1} ms");
    let dir = std::env::temp_dir().join(format!("conductor-league-{}", std::process::id()));
    std::fs::create_dir_all(&dir)
        .map_err(|e| CliError::Failed(format!("{}: {e}", dir.display())))?;
    let figures = EmbeddedStore::open(&dir.join("league.redb"))
        .map_err(CliError::failed)
        .and_then(|store| from_store(Arc::new(store), &results));
    let _ = std::fs::remove_dir_all(&dir);
    figures
}

/// Stores the league and its log, then replays it from the store and counts
/// one more game.
fn from_store(store: Arc<dyn Store>, results: &[GameResult]) -> Result<(), CliError> {
    let mut league = League::new(SERVER, 1);
    league.seasons = replay(results);
    for r in results {
        league.counted.insert(r.game.clone());
        for s in r.seats.iter().filter(|s| !s.computer) {
            league.names.insert(s.id.clone(), s.name.clone());
        }
    }
    let data = serde_json::to_vec(&league).map_err(CliError::failed)?;
    let log = results.iter().map(serde_json::to_vec);
    let commit = Commit {
        data: data.clone(),
        log: log.collect::<Result<_, _>>().map_err(CliError::failed)?,
        ..Commit::default()
    };
    store
        .commit(&key(SERVER), 0, &commit)
        .map_err(CliError::failed)?;
    let host = Host::new(store, crate::ai::decide);
    let start = Instant::now();
    let (_, same) = host
        .replay_league(SERVER)
        .map_err(|e| CliError::Failed(crate::i18n::Lang::En.tr(&e.message())))?;
    let ms = start.elapsed().as_secs_f64() * 1e3;
    println!(
        "recompute from the store's log and check against the record: {ms:.1} ms (same: {same})"
    );
    let mut next = league_games(1, 40, 99).remove(0);
    next.game = "one-more".into();
    let start = Instant::now();
    crate::host::league::settle(&host, &next, 2)
        .map_err(|e| CliError::Failed(crate::i18n::Lang::En.tr(&e.message())))?;
    let ms = start.elapsed().as_secs_f64() * 1e3;
    println!(
        "count one more game into it: {ms:.1} ms (league record {} KB)",
        data.len() / 1024
    );
    Ok(())
}

/// `games` random results among `players` people, a fifth of the tables
/// with a computer player, on every board, a day apart.
fn league_games(games: usize, players: usize, seed: u64) -> Vec<GameResult> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let ids: Vec<String> = (0..players).map(|k| format!("u{k:04}")).collect();
    (0..games)
        .map(|g| {
            let n = rng.random_range(2..=5usize);
            let bot = rng.random_bool(0.2);
            let people = n - usize::from(bot);
            let mut seats: Vec<SeatResult> = ids
                .choose_multiple(&mut rng, people)
                .map(|id| seat(id, false, &mut rng))
                .collect();
            if bot {
                seats.push(seat("computer:hard", true, &mut rng));
            }
            let mut places: Vec<u8> = (0..n as u8).collect();
            places.shuffle(&mut rng);
            for (s, p) in seats.iter_mut().zip(places) {
                s.place = p;
                s.score = 130 - 20 * i32::from(p);
            }
            GameResult {
                server: SERVER.into(),
                game: format!("g{g}"),
                board: BOARDS[g % BOARDS.len()].into(),
                at: 1_700_000_000 + 86_400 * g as u64 / 10,
                seats,
                season: 0,
            }
        })
        .collect()
}

fn seat(id: &str, computer: bool, rng: &mut ChaCha8Rng) -> SeatResult {
    let mut times = MoveTimes::default();
    let turns = rng.random_range(20..40u32);
    for _ in 0..turns {
        times.add(rng.random_range(5..20_000));
    }
    SeatResult {
        id: id.into(),
        name: id.into(),
        computer,
        tickets: 4,
        tickets_done: rng.random_range(0..=4),
        turns,
        timeouts: u32::from(rng.random_bool(0.1)),
        times,
        ..SeatResult::default()
    }
}
