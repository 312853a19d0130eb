//! The Redis store on a Redis Cluster that loses a master: three masters
//! with a replica each, one master killed with SIGKILL. A commit is
//! confirmed only once the replica holds it, so the replica that takes over
//! has every move a player was told was applied, and games resume by
//! themselves once it has.

#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use conductor::cli::command_for;
use conductor::host::{ChannelRecord, Command, Host, LogEntry, NewGame, Request};
use conductor::i18n::Lang;
use conductor::maps::{self, BoardId};
use conductor::rules::{Action, random_action};
use conductor::store::{Commit, CommitOutcome, RedisStore, Store};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use support::host::keep_then_deck;
use support::redis::RedisServer;
use support::redis_cluster::RedisCluster;

/// The key prefix of every store here.
const PREFIX: &str = "fo";

fn save(data: &str) -> Commit {
    Commit {
        data: data.as_bytes().to_vec(),
        log: vec![data.as_bytes().to_vec()],
        live: true,
        ..Commit::default()
    }
}

/// The master holding `channel`'s record, and its replica.
fn holder(cluster: &RedisCluster, channel: &str) -> (u16, u16) {
    for (master, replica) in cluster.masters() {
        let client = redis::Client::open(format!("redis://127.0.0.1:{master}/")).unwrap();
        let mut con = client.get_connection().unwrap();
        let keys: Vec<String> = redis::cmd("KEYS")
            .arg(format!("*:rec:{channel}"))
            .query(&mut con)
            .unwrap();
        if !keys.is_empty() {
            return (master, replica.expect("every master has a replica"));
        }
    }
    panic!("no master holds {channel}");
}

#[test]
fn a_commit_is_confirmed_only_once_the_replica_holds_it() {
    let mut cluster = RedisCluster::start_replicated();
    let store = Arc::new(RedisStore::open(&cluster.url(), PREFIX).unwrap());
    assert_eq!(
        store.commit("c", 0, &save("one")).unwrap(),
        CommitOutcome::Saved(1)
    );
    let (master, replica) = holder(&cluster, "c");

    // The replica stops copying: the master applies the next commit, but
    // must not confirm it while only the master holds it.
    cluster.pause(replica);
    let writer = store.clone();
    let second = thread::spawn(move || writer.commit("c", 1, &save("two")));
    thread::sleep(Duration::from_millis(2_500));
    if second.is_finished() {
        panic!(
            "a commit answered while only the master holds it: {:?}",
            second.join().unwrap()
        );
    }

    // The master dies before the replica got the commit; the replica takes
    // over, and the commit, sent again, is applied there.
    cluster.kill(master);
    cluster.resume(replica);
    let outcome = second.join().unwrap();
    cluster.wait_for_failover();
    let record = store.load("c").unwrap().expect("the channel survives");
    match outcome {
        Ok(CommitOutcome::Saved(2)) => {
            assert_eq!((record.version, record.data.as_slice()), (2, &b"two"[..]));
            assert_eq!(
                store.log("c").unwrap(),
                vec![b"one".to_vec(), b"two".to_vec()]
            );
        }
        other => panic!("the commit should be applied once on the new master: {other:?}"),
    }
    // And the shard takes commits again without a replica.
    assert_eq!(
        store.commit("c", 2, &save("three")).unwrap(),
        CommitOutcome::Saved(3)
    );
}

#[test]
fn a_server_with_a_replica_confirms_commits_it_holds_and_reloads_its_script() {
    let master = RedisServer::start();
    let replica = RedisServer::start();
    let client = |server: &RedisServer| {
        let client = redis::Client::open(server.url()).unwrap();
        client.get_connection().unwrap()
    };
    let (mut to_master, mut to_replica) = (client(&master), client(&replica));
    let _: () = redis::cmd("REPLICAOF")
        .arg("127.0.0.1")
        .arg(master.port())
        .query(&mut to_replica)
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let info: String = redis::cmd("INFO")
            .arg("replication")
            .query(&mut to_master)
            .unwrap();
        if info.contains("state=online") {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the replica never synced: {info}"
        );
        thread::sleep(Duration::from_millis(50));
    }
    let store = RedisStore::open(&master.url(), PREFIX).unwrap();
    let held = |to_replica: &mut redis::Connection| -> Option<String> {
        redis::cmd("HGET")
            .arg(format!("{PREFIX}:rec:c"))
            .arg("v")
            .query(to_replica)
            .unwrap()
    };
    assert_eq!(
        store.commit("c", 0, &save("one")).unwrap(),
        CommitOutcome::Saved(1)
    );
    assert_eq!(held(&mut to_replica).as_deref(), Some("1"));
    // A server that forgot the script (restarted, flushed) is sent it again.
    let _: () = redis::cmd("SCRIPT")
        .arg("FLUSH")
        .query(&mut to_master)
        .unwrap();
    assert_eq!(
        store.commit("c", 1, &save("two")).unwrap(),
        CommitOutcome::Saved(2)
    );
    assert_eq!(held(&mut to_replica).as_deref(), Some("2"));
}

#[test]
fn a_user_refused_role_still_commits() {
    let server = RedisServer::start();
    let client = redis::Client::open(server.url()).unwrap();
    let mut admin = client.get_connection().unwrap();
    let _: () = redis::cmd("ACL")
        .arg(&["SETUSER", "bot", "on", ">pw", "~*", "&*", "+@all", "-role"])
        .query(&mut admin)
        .unwrap();
    let url = format!("redis://bot:pw@127.0.0.1:{}/", server.port());
    let store = RedisStore::open(&url, PREFIX).unwrap();
    for version in 0..3 {
        assert_eq!(
            store.commit("c", version, &save("x")).unwrap(),
            CommitOutcome::Saved(version + 1)
        );
    }
}

/// The players of every game.
const NAMES: [&str; 4] = ["ann", "bob", "cid", "dee"];

/// A move a player was told was applied.
struct Told {
    channel: String,
    /// The game's move counter before the move.
    before: u64,
    action: Action,
    at: Instant,
}

/// What one bot process saw.
#[derive(Default)]
struct Seen {
    told: Vec<Told>,
    /// Commands answered without being applied, per channel (the store was
    /// unavailable, or the outcome unknown): each may or may not be saved.
    unconfirmed: HashMap<String, usize>,
    /// Loads that showed a game behind a move its player was told of.
    rollbacks: Vec<String>,
}

/// Opens a four-player Europe game without turn deadlines in `channel`.
fn open_game(host: &Host, channel: &str) {
    let new = Command::New(NewGame {
        seats: Some(4),
        turn_hours: Some(0),
        ..NewGame::on(BoardId::Europe)
    });
    assert!(
        host.handle(&Request::console(channel, NAMES[0], Lang::En, new), 0)
            .applied
    );
    for name in &NAMES[1..] {
        assert!(
            host.handle(&Request::console(channel, name, Lang::En, Command::Join), 0)
                .applied
        );
    }
    assert!(
        host.handle(
            &Request::console(channel, NAMES[0], Lang::En, Command::Start),
            0
        )
        .applied
    );
}

/// The moves told so far by every playing host: how many, and when each
/// channel's last one was.
#[derive(Default)]
struct Progress {
    moves: usize,
    last: HashMap<String, Instant>,
}

impl Progress {
    /// Whether every one of `channels` has told a move since `since`.
    fn all_told_since(&self, channels: &[String], since: Instant) -> bool {
        channels
            .iter()
            .all(|c| self.last.get(c).is_some_and(|&at| at > since))
    }
}

/// One bot process: its own store connection and host, playing random
/// legal moves in `channels` in turn until `stop`, and delivering.
fn play(
    url: &str,
    channels: &[String],
    told: &Mutex<Progress>,
    stop: &AtomicBool,
    seed: u64,
) -> Seen {
    let store: Arc<dyn Store> = Arc::new(RedisStore::open(url, PREFIX).unwrap());
    let host = Host::new(store.clone(), keep_then_deck);
    let board = maps::board("europe").unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut seen = Seen::default();
    let mut next: HashMap<&str, u64> = HashMap::new();
    for channel in channels {
        open_game(&host, channel);
    }
    while !stop.load(Ordering::Relaxed) {
        for channel in channels {
            let Ok(Some(rec)) = store.load(channel) else {
                thread::sleep(Duration::from_millis(20));
                continue;
            };
            let rec = ChannelRecord::read(&rec.data).unwrap();
            let Some(state) = rec.state.as_ref() else {
                continue;
            };
            if state.moves < next.get(channel.as_str()).copied().unwrap_or(0) {
                seen.rollbacks.push(channel.clone());
            }
            let Some((seat, action)) = random_action(&board, state, &mut rng) else {
                continue;
            };
            let command = command_for(&board, state, seat, &action);
            let reply = host.handle(
                &Request::console(channel, NAMES[seat], Lang::En, command),
                0,
            );
            if reply.applied {
                next.insert(channel, state.moves + 1);
                let at = Instant::now();
                seen.told.push(Told {
                    channel: channel.clone(),
                    before: state.moves,
                    action,
                    at,
                });
                let mut told = told.lock().unwrap();
                told.moves += 1;
                told.last.insert(channel.clone(), at);
            } else {
                *seen.unconfirmed.entry(channel.clone()).or_default() += 1;
            }
            let _ = host.deliver(Duration::from_secs(30), |_, _| true);
        }
    }
    seen
}

/// The actions in `channel`'s log, in order.
fn logged_actions(store: &dyn Store, channel: &str) -> Vec<Action> {
    store
        .log(channel)
        .unwrap()
        .iter()
        .filter_map(|entry| match LogEntry::read(entry).unwrap() {
            LogEntry::Action { action, .. } => Some(action),
            _ => None,
        })
        .collect()
}

#[test]
fn two_hosts_play_on_through_a_master_killed_mid_game() {
    let mut cluster = RedisCluster::start_replicated();
    let url = cluster.url();
    let channels: Vec<String> = (0..12).map(|i| format!("fo-{i}")).collect();
    let told = Arc::new(Mutex::new(Progress::default()));
    let stop = Arc::new(AtomicBool::new(false));
    let bots: Vec<_> = channels
        .chunks(6)
        .enumerate()
        .map(|(n, mine)| {
            let (url, mine) = (url.clone(), mine.to_vec());
            let (told, stop) = (told.clone(), stop.clone());
            thread::spawn(move || play(&url, &mine, &told, &stop, n as u64))
        })
        .collect();

    // Kill the master holding the most games in the middle of the moves.
    let deadline = Instant::now() + Duration::from_secs(120);
    while told.lock().unwrap().moves < 500 {
        assert!(Instant::now() < deadline, "the games did not get going");
        thread::sleep(Duration::from_millis(10));
    }
    let mut held: HashMap<u16, Vec<String>> = HashMap::new();
    for channel in &channels {
        held.entry(holder(&cluster, channel).0)
            .or_default()
            .push(channel.clone());
    }
    let (victim, lost_shard) = held
        .into_iter()
        .max_by_key(|(_, games)| games.len())
        .unwrap();
    let told_at_kill = told.lock().unwrap().moves;
    let killed = Instant::now();
    cluster.kill(victim);
    // Play on for 500 moves, and until the killed shard's games have moved
    // too: the other games may tell 500 before failover ends.
    while {
        let told = told.lock().unwrap();
        told.moves < told_at_kill + 500 || !told.all_told_since(&lost_shard, killed)
    } {
        assert!(Instant::now() < deadline, "the games did not resume");
        thread::sleep(Duration::from_millis(10));
    }
    stop.store(true, Ordering::Relaxed);
    let seen: Vec<Seen> = bots.into_iter().map(|b| b.join().unwrap()).collect();

    let store = RedisStore::open(&url, PREFIX).unwrap();
    let all_told: Vec<&Told> = seen.iter().flat_map(|s| &s.told).collect();
    let mut lost = 0;
    for channel in &channels {
        let logged = logged_actions(&store, channel);
        let mine: Vec<&&Told> = all_told.iter().filter(|t| &t.channel == channel).collect();
        for t in &mine {
            if logged.get(t.before as usize) != Some(&t.action) {
                lost += 1;
            }
        }
        let unconfirmed: usize = seen.iter().filter_map(|s| s.unconfirmed.get(channel)).sum();
        assert!(
            logged.len() <= mine.len() + unconfirmed,
            "{channel}: {} moves logged, {} told, {unconfirmed} unconfirmed",
            logged.len(),
            mine.len()
        );
    }
    let rollbacks: Vec<&String> = seen.iter().flat_map(|s| &s.rollbacks).collect();
    let resumed: Vec<Duration> = lost_shard
        .iter()
        .filter_map(|channel| {
            let after = all_told
                .iter()
                .filter(|t| &t.channel == channel && t.at > killed);
            after.map(|t| t.at - killed).min()
        })
        .collect();
    let unconfirmed: usize = seen.iter().flat_map(|s| s.unconfirmed.values()).sum();
    eprintln!(
        "failover: {} moves told ({told_at_kill} before the kill); {} games on the killed \
         master's shard resumed after {:?} (the longest pause); {unconfirmed} commands \
         answered unconfirmed; {lost} told moves missing from the logs; {} rollbacks seen",
        all_told.len(),
        resumed.len(),
        resumed.iter().max(),
        rollbacks.len()
    );
    assert_eq!(lost, 0, "moves players were told of are missing");
    assert!(rollbacks.is_empty(), "games went back: {rollbacks:?}");
    assert_eq!(
        resumed.len(),
        lost_shard.len(),
        "every game on the killed master's shard resumes: {lost_shard:?}"
    );
}

/// Commits of one channel on `store`, timed: (p50, p99, mean).
fn time_commits(store: &dyn Store, n: u64) -> (Duration, Duration, Duration) {
    let commit = Commit {
        outbox: vec![b"a public message".to_vec(), b"a private message".to_vec()],
        due: Some(1_000),
        ..save(&"x".repeat(4_000))
    };
    let mut times: Vec<Duration> = (0..n)
        .map(|version| {
            let started = Instant::now();
            let saved = store.commit("bench", version, &commit).unwrap();
            assert_eq!(saved, CommitOutcome::Saved(version + 1));
            started.elapsed()
        })
        .collect();
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    (at(0.5), at(0.99), times.iter().sum::<Duration>() / n as u32)
}

#[test]
#[ignore = "measurement: cargo test --release --test store_failover -- --ignored --nocapture"]
fn measure_what_waiting_for_the_replica_costs_a_commit() {
    let plain = RedisCluster::start();
    let replicated = RedisCluster::start_replicated();
    let stores = [
        ("3 masters, no replicas (no WAIT)", plain.url()),
        ("3 masters + 3 replicas (WAIT 1)", replicated.url()),
    ]
    .map(|(name, url)| (name, RedisStore::open(&url, PREFIX).unwrap()));
    for round in 0..3 {
        for (name, store) in &stores {
            let channel_round = format!("{name}, round {round}");
            let (p50, p99, mean) = time_commits(store, 2_000);
            eprintln!(
                "{channel_round}: 2000 commits (4 kB record, 1 log entry, 2 messages, \
                 timer): p50 {p50:?}, p99 {p99:?}, mean {mean:?}"
            );
            store.quarantine("bench").unwrap();
        }
    }
}
