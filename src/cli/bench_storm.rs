//! `conductor bench-storm`: a timer storm in Redis. Builds `games` live
//! games (copies of one started game, each with a deadline 12 hours away),
//! makes `due` of their deadlines pass at once, and runs the host's tick and
//! delivery loops as the bot does (a round of at most 5 s, again at once
//! while timers remain, else every 30 s) while a game is played through the
//! host. Prints the time until every due deadline fired, the time each
//! command of the game played took to be answered (p50, p99), the delivery
//! rate, the process's memory and Redis's memory per live game. Keys go
//! under a prefix of their own, removed at the end.

use super::CliError;
use super::bench_host::command_for;
use super::bench_render::memory;
use crate::host::{ChannelRecord, Command, Deadline, Host, NewGame, Picture, Request};
use crate::i18n::Lang;
use crate::maps::BoardId;
use crate::rules::{Phase, random_action};
use crate::store::{Commit, RedisStore, Store};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// What a storm run is made of.
pub struct StormPlan {
    pub redis: String,
    /// Live games built.
    pub games: usize,
    /// How many of them have their deadline passed at once.
    pub due: usize,
    /// Draw each delivered picture, as the bot does at delivery.
    pub pictures: bool,
}

/// How long a message taken for delivery is this process's, as in the bot.
const DELIVERY_LEASE: Duration = Duration::from_secs(120);

/// How long one round of timers may take, and how often rounds run, as in
/// the bot's delivery loop.
const ROUND: Duration = Duration::from_secs(5);
const TICK_EVERY: Duration = Duration::from_secs(30);
/// A turn's hours in the built games.
const TURN_HOURS: u32 = 12;

/// The storm's counters, shared by its threads.
#[derive(Default)]
struct Counters {
    stop: AtomicBool,
    /// The game stops being played once every due deadline fired.
    played: AtomicBool,
    taken: AtomicUsize,
    delivered: AtomicUsize,
}

/// Runs the storm and prints its figures.
pub fn run(plan: &StormPlan, brain: crate::host::Brain) -> Result<(), CliError> {
    let prefix = format!("storm{}", std::process::id());
    let store: Arc<dyn Store> =
        Arc::new(RedisStore::open(&plan.redis, &prefix).map_err(CliError::failed)?);
    // As the bot does: it delivers what it commits.
    store.deliver_own(DELIVERY_LEASE);
    let mut con = redis::Client::open(plan.redis.as_str())
        .and_then(|c| c.get_connection())
        .map_err(CliError::failed)?;
    let host = Host::new(store.clone(), brain);
    let result = storm(plan, &host, store.as_ref(), &mut con);
    let removed = remove_keys(&mut con, &prefix);
    if let Err(e) = removed {
        eprintln!("the keys under {prefix}: were not all removed: {e}");
    }
    result
}

fn storm(
    plan: &StormPlan,
    host: &Host,
    store: &dyn Store,
    con: &mut redis::Connection,
) -> Result<(), CliError> {
    let before = used_memory(con)?;
    let start = crate::host::now();
    let built = Instant::now();
    build(host, store, plan, start)?;
    let per_game = used_memory(con)?.saturating_sub(before) as f64 / plan.games.max(1) as f64;
    println!(
        "storm: {} live games built in {:.1} s, {} deadlines due at once; Redis {:.1} KB per live game",
        plan.games,
        built.elapsed().as_secs_f64(),
        plan.due,
        per_game / 1024.0
    );
    let counters = Counters::default();
    let t0 = Instant::now();
    let (fired_in, answers, delivered_in) = std::thread::scope(|s| {
        s.spawn(|| tick_loop(host, &counters));
        s.spawn(|| delivery_loop(host, plan.pictures, &counters));
        let player = s.spawn(|| play_loop(host, &counters));
        let fired_in = wait_fired(store, &counters, plan.due, start);
        counters.played.store(true, Ordering::Relaxed);
        let delivered_in = wait_delivered(&counters).duration_since(t0);
        counters.stop.store(true, Ordering::Relaxed);
        let answers = player.join().unwrap_or_default();
        (fired_in, answers, delivered_in)
    });
    let delivered = counters.delivered.load(Ordering::Relaxed);
    println!(
        "  every due deadline fired in {:.1} s ({} timers taken)",
        fired_in.as_secs_f64(),
        counters.taken.load(Ordering::Relaxed)
    );
    println!(
        "  interaction to first response during the storm: {} commands, p50 {:.1} ms, p99 {:.1} ms",
        answers.len(),
        percentile(&answers, 0.50),
        percentile(&answers, 0.99)
    );
    println!(
        "  delivery: {delivered} messages in {:.1} s from the storm's start = {:.0} messages/s (pictures {})",
        delivered_in.as_secs_f64(),
        delivered as f64 / delivered_in.as_secs_f64().max(1e-9),
        if plan.pictures { "drawn" } else { "off" },
    );
    println!("  process: {}", memory());
    Ok(())
}

/// Starts a two-player USA game in `channel`, tickets kept.
fn start_game(host: &Host, channel: &str, turn_hours: u32, now: u64) -> Result<(), CliError> {
    let new = Command::New(NewGame {
        seats: Some(2),
        turn_hours: Some(turn_hours),
        ..NewGame::on(BoardId::Usa)
    });
    let keep = || Command::Keep {
        tickets: vec![1, 2],
    };
    let steps = [
        ("ann", new),
        ("bob", Command::Join),
        ("ann", Command::Start),
        ("ann", keep()),
        ("bob", keep()),
    ];
    for (user, command) in steps {
        let reply = host.handle(&Request::console(channel, user, Lang::En, command), now);
        if !reply.applied {
            return Err(CliError::Failed(format!("{channel}: {}", reply.text)));
        }
    }
    Ok(())
}

/// Builds the games: copies of one started game, the first `plan.due` with
/// their deadline passed (the oldest first), the others 12 hours away.
fn build(host: &Host, store: &dyn Store, plan: &StormPlan, now: u64) -> Result<(), CliError> {
    start_game(host, "storm-template", TURN_HOURS, now)?;
    let _ = host.deliver(Duration::from_secs(60), |_, _| true);
    let rec = store
        .load("storm-template")
        .map_err(CliError::failed)?
        .ok_or_else(|| CliError::failed("the template game was not saved"))?;
    let rec = ChannelRecord::read(&rec.data).map_err(CliError::failed)?;
    let moves = rec.state.as_ref().map_or(0, |s| s.moves);
    let due = plan.due.min(plan.games);
    for i in 0..plan.games {
        let at = match i < due {
            true => now - 1 - (due - i) as u64,
            false => now + u64::from(TURN_HOURS) * 3600,
        };
        let mut copy = rec.clone();
        copy.deadline = Some(Deadline {
            moves,
            reminder_at: at,
            reminded: true,
            at,
        });
        let commit = Commit {
            data: copy.write().map_err(CliError::failed)?,
            due: Some(at),
            live: true,
            ..Commit::default()
        };
        store
            .commit(&format!("storm-{i}"), 0, &commit)
            .map_err(CliError::failed)?;
    }
    Ok(())
}

/// The bot's timer loop: a round, again at once while timers remain, else
/// after 30 s.
fn tick_loop(host: &Host, counters: &Counters) {
    let mut last: Option<Instant> = None;
    while !counters.stop.load(Ordering::Relaxed) {
        if last.is_none_or(|t| t.elapsed() >= TICK_EVERY) {
            last = Some(Instant::now());
            match host.tick_within(crate::host::now(), ROUND) {
                Ok(tick) => {
                    counters.taken.fetch_add(tick.taken, Ordering::Relaxed);
                    if tick.more {
                        last = None;
                    }
                }
                Err(e) => eprintln!("tick: {e}"),
            }
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Delivers the outbox as the bot does, drawing pictures when asked.
fn delivery_loop(host: &Host, pictures: bool, counters: &Counters) {
    while !counters.stop.load(Ordering::Relaxed) {
        let sent = host.deliver(DELIVERY_LEASE, |_, msg| {
            if pictures && let Some(p) = &msg.picture {
                std::hint::black_box(draw(p));
            }
            true
        });
        match sent {
            Ok(n) => {
                counters.delivered.fetch_add(n, Ordering::Relaxed);
                if n == 0 {
                    std::thread::sleep(Duration::from_millis(50));
                }
            }
            Err(e) => eprintln!("delivery: {e}"),
        }
    }
}

fn draw(p: &Picture) -> usize {
    super::paint(p).map_or(0, |png| png.len())
}

/// Plays games in `storm-play-N` (no clock) by random legal moves until
/// every due deadline fired; returns how long each command took to be answered (ms).
fn play_loop(host: &Host, counters: &Counters) -> Vec<f64> {
    let mut answers = Vec::new();
    let Ok(board) = crate::maps::board("usa") else {
        return answers;
    };
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for round in 0.. {
        let channel = format!("storm-play-{round}");
        if start_game(host, &channel, 0, crate::host::now()).is_err() {
            return answers;
        }
        loop {
            if counters.played.load(Ordering::Relaxed) {
                return answers;
            }
            let Some(rec) = host.peek(&channel) else {
                break;
            };
            let Some(state) = rec.state.as_ref().filter(|s| s.phase != Phase::Over) else {
                break;
            };
            let Some((seat, action)) = random_action(&board, state, &mut rng) else {
                break;
            };
            let command = command_for(&board, state, seat, &action);
            let user = if seat == 0 { "ann" } else { "bob" };
            let t = Instant::now();
            host.handle(
                &Request::console(&channel, user, Lang::En, command),
                crate::host::now(),
            );
            answers.push(t.elapsed().as_secs_f64() * 1e3);
            // A player thinks a little between moves.
            std::thread::sleep(Duration::from_millis(20));
        }
    }
    answers
}

/// Waits until `due` timers were taken and none is due at `now`; returns
/// how long that took.
fn wait_fired(store: &dyn Store, counters: &Counters, due: usize, now: u64) -> Duration {
    let t = Instant::now();
    loop {
        let taken = counters.taken.load(Ordering::Relaxed);
        if taken >= due && store.due(now, 1).is_ok_and(|d| d.is_empty()) {
            return t.elapsed();
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// Waits until two seconds pass with nothing delivered; returns when the
/// last delivery was seen.
fn wait_delivered(counters: &Counters) -> Instant {
    let mut last = (counters.delivered.load(Ordering::Relaxed), Instant::now());
    loop {
        std::thread::sleep(Duration::from_millis(250));
        let now = counters.delivered.load(Ordering::Relaxed);
        if now != last.0 {
            last = (now, Instant::now());
        } else if last.1.elapsed() >= Duration::from_secs(2) {
            return last.1;
        }
    }
}

/// Redis's `used_memory`, in bytes.
fn used_memory(con: &mut redis::Connection) -> Result<u64, CliError> {
    let info: String = redis::cmd("INFO")
        .arg("memory")
        .query(con)
        .map_err(CliError::failed)?;
    info.lines()
        .find_map(|l| l.strip_prefix("used_memory:"))
        .and_then(|v| v.trim().parse().ok())
        .ok_or_else(|| CliError::failed("INFO memory has no used_memory"))
}

/// Removes every key under `prefix`.
fn remove_keys(con: &mut redis::Connection, prefix: &str) -> redis::RedisResult<()> {
    let keys: Vec<String> = redis::cmd("KEYS").arg(format!("{prefix}:*")).query(con)?;
    for chunk in keys.chunks(1_000) {
        redis::cmd("UNLINK").arg(chunk).query::<()>(con)?;
    }
    Ok(())
}

/// The `p` quantile of `ms` (0 when empty).
fn percentile(ms: &[f64], p: f64) -> f64 {
    let mut sorted = ms.to_vec();
    sorted.sort_by(f64::total_cmp);
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted.get(i).copied().unwrap_or(0.0)
}
