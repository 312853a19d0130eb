//! The timer backlog on both stores: timers the host cannot act on never
//! hold back one that is due; a damaged record's timer is put off longer
//! each time; a timer with no record is removed; two processes split a
//! backlog without firing anything twice.

#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

use conductor::host::{ChannelRecord, Deadline, Host, Request};
use conductor::i18n::Lang;
use conductor::store::{Commit, RedisStore, Store};
use std::sync::Arc;
use support::host::{drain, embedded, keep_then_deck, request};
use support::redis::RedisServer;

/// When the game started in `chan` times out (turn:1 from 1000).
const DEADLINE: u64 = 1000 + 3600;

fn req(user: &str, line: &str) -> Request {
    request(user, Lang::En, Lang::En, line)
}

/// ann and bob in a started USA game in `chan`, one hour a turn.
fn started(host: &Host) {
    for (u, l) in [
        ("ann", "/game new map:usa seats:2 turn:1"),
        ("bob", "/game join"),
        ("ann", "/game start"),
        ("ann", "/keep tickets:1,2"),
        ("bob", "/keep tickets:1,2"),
    ] {
        let r = host.handle(&req(u, l), 1000);
        assert!(r.applied, "{l}: {}", r.text);
    }
    drain(host);
}

fn record(store: &dyn Store, channel: &str) -> (u64, ChannelRecord) {
    let r = store.load(channel).expect("load").expect("a record");
    (r.version, ChannelRecord::read(&r.data).expect("parses"))
}

/// `chan`'s record copied to `channel`, its deadline moved by `shift`
/// seconds, its timer at `due`.
fn copy_game(store: &dyn Store, channel: &str, shift: u64, due: u64) {
    let (_, mut rec) = record(store, "chan");
    let d = rec.deadline.clone().expect("a deadline");
    rec.deadline = Some(Deadline {
        at: d.at + shift,
        reminder_at: d.reminder_at + shift,
        ..d
    });
    let commit = Commit {
        data: rec.write().expect("writes"),
        due: Some(due),
        live: true,
        ..Commit::default()
    };
    store.commit(channel, 0, &commit).expect("commit");
}

fn turn_of(store: &dyn Store, channel: &str) -> usize {
    record(store, channel).1.state.expect("a game").turn
}

/// 150 timers whose records are not due, scored before the one game whose
/// deadline passed, a damaged record's timer and a timer with no record:
/// the game times out at the first tick, and none of the others stays due.
fn stuck_timers_hold_nothing_back(store: Arc<dyn Store>) {
    let host = Host::new(store.clone(), keep_then_deck);
    started(&host);
    let twelve_hours = 12 * 3600;
    for i in 0..150 {
        copy_game(store.as_ref(), &format!("stale{i}"), twelve_hours, 10 + i);
    }
    let broken = Commit {
        data: b"not a record".to_vec(),
        due: Some(5),
        ..Commit::default()
    };
    store.commit("broken", 0, &broken).unwrap();
    assert!(store.reschedule("gone", 0, Some(1)).unwrap());
    assert_eq!(turn_of(store.as_ref(), "chan"), 0);

    let tick = host.tick_within(DEADLINE, std::time::Duration::from_secs(60));
    let tick = tick.expect("tick");
    assert_eq!(turn_of(store.as_ref(), "chan"), 1, "ann's turn timed out");
    assert!(
        drain(&host)
            .iter()
            .any(|m| m.text.contains("Time is up for ann"))
    );
    assert_eq!((tick.taken, tick.retried, tick.more), (153, 1, false));
    assert_eq!(
        store.due(DEADLINE, 1_000).unwrap(),
        Vec::<String>::new(),
        "nothing read again at once"
    );
    // The stale timers wait for their records' own reminder.
    let stale_wake = record(store.as_ref(), "stale0")
        .1
        .deadline
        .unwrap()
        .next_due();
    assert!(stale_wake > DEADLINE + twelve_hours / 2);
    let later = store.due(stale_wake - 1, 1_000).unwrap();
    assert!(!later.iter().any(|c| c.starts_with("stale")), "{later:?}");
    let later = store.due(stale_wake, 1_000).unwrap();
    assert_eq!(later.iter().filter(|c| c.starts_with("stale")).count(), 150);
    assert!(
        !later.iter().any(|c| c == "gone"),
        "a timer with no record goes"
    );

    // The damaged record's timer: tried after 1 minute, then 2, then 4.
    let mut now = DEADLINE;
    for delay in [60, 120, 240] {
        assert!(
            !store
                .due(now + delay - 1, 1_000)
                .unwrap()
                .contains(&"broken".into())
        );
        now += delay;
        assert_eq!(store.due(now, 1_000).unwrap(), vec!["broken"]);
        let tick = host.tick_within(now, std::time::Duration::from_secs(60));
        assert_eq!(tick.expect("tick").retried, 1);
    }
}

#[test]
fn stuck_timers_hold_nothing_back_embedded() {
    let (_dir, store) = embedded();
    stuck_timers_hold_nothing_back(store);
}

#[test]
fn stuck_timers_hold_nothing_back_redis() {
    let server = RedisServer::start();
    let store: Arc<dyn Store> = Arc::new(RedisStore::open(&server.url(), "t").unwrap());
    stuck_timers_hold_nothing_back(store);
}

/// 100 games whose deadline passed, ticked by two processes at once: each
/// times out exactly once and each timer is taken by one process.
#[test]
fn two_processes_split_the_backlog() {
    let server = RedisServer::start();
    let open = || -> Arc<dyn Store> { Arc::new(RedisStore::open(&server.url(), "t").unwrap()) };
    let (one, two) = (open(), open());
    let host = Host::new(one.clone(), keep_then_deck);
    let other = Host::new(two, keep_then_deck);
    started(&host);
    let games: Vec<String> = (0..100).map(|i| format!("late{i}")).collect();
    for game in &games {
        copy_game(one.as_ref(), game, 0, DEADLINE);
    }
    let (a, b) = std::thread::scope(|s| {
        let a = s.spawn(|| host.tick(DEADLINE).expect("tick"));
        let b = s.spawn(|| other.tick(DEADLINE).expect("tick"));
        (a.join().unwrap(), b.join().unwrap())
    });
    assert_eq!(a + b, 101, "every timer taken once: {a} + {b}");
    assert!(a > 0 && b > 0, "both processes took a share: {a} + {b}");
    for game in &games {
        let (version, rec) = record(one.as_ref(), game);
        assert_eq!(version, 2, "{game} timed out once");
        assert_eq!(rec.state.expect("game").turn, 1, "{game}");
    }
}
