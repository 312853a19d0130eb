//! One test suite for every store: every shared test runs against a real
//! redis-server (started per test), a real three-node Redis Cluster (started
//! per test) and the embedded redb file.
//! Redis-only tests cover a server that stops, freezes, restarts or loses a
//! reply; an embedded-only test covers reopening the file.

#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

use std::collections::HashSet;
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use conductor::store::{
    Archived, Commit, CommitOutcome, EMBEDDED_FILE, EmbeddedStore, Membership, OutboxItem, Record,
    RedisStore, Store, StoreError, open_store,
};
use support::proxy::Proxy;
use support::redis::{RedisServer, free_port};
use support::redis_cluster::RedisCluster;

/// A store under test, with a second handle on the same data: another
/// connection pool (another "process") for Redis, the same store for the
/// single-process embedded store.
trait Fixture: Sync {
    fn store(&self) -> &dyn Store;
    fn other(&self) -> &dyn Store;
}

struct OnRedis {
    stores: [RedisStore; 2],
    _server: RedisServer,
}

impl OnRedis {
    fn new() -> Self {
        let server = RedisServer::start();
        let open = || RedisStore::open(&server.url(), "test").expect("open Redis store");
        Self {
            stores: [open(), open()],
            _server: server,
        }
    }
}

impl Fixture for OnRedis {
    fn store(&self) -> &dyn Store {
        &self.stores[0]
    }
    fn other(&self) -> &dyn Store {
        &self.stores[1]
    }
}

struct OnCluster {
    stores: [RedisStore; 2],
    _cluster: RedisCluster,
}

impl OnCluster {
    fn new() -> Self {
        let cluster = RedisCluster::start();
        let open = || RedisStore::open(&cluster.url(), "test").expect("open cluster store");
        Self {
            stores: [open(), open()],
            _cluster: cluster,
        }
    }
}

impl Fixture for OnCluster {
    fn store(&self) -> &dyn Store {
        &self.stores[0]
    }
    fn other(&self) -> &dyn Store {
        &self.stores[1]
    }
}

struct OnEmbedded {
    store: EmbeddedStore,
    _dir: tempfile::TempDir,
}

impl OnEmbedded {
    fn new() -> Self {
        let dir = tempfile::tempdir().expect("temp dir");
        let store = EmbeddedStore::open(&dir.path().join("store.redb")).expect("open store");
        Self { store, _dir: dir }
    }
}

impl Fixture for OnEmbedded {
    fn store(&self) -> &dyn Store {
        &self.store
    }
    fn other(&self) -> &dyn Store {
        &self.store
    }
}

/// Runs each named test function against every store.
macro_rules! on_every_store {
    ($($name:ident),* $(,)?) => {
        mod redis {
            $(#[test] fn $name() { super::$name(&super::OnRedis::new()); })*
        }
        mod cluster {
            $(#[test] fn $name() { super::$name(&super::OnCluster::new()); })*
        }
        mod embedded {
            $(#[test] fn $name() { super::$name(&super::OnEmbedded::new()); })*
        }
    };
}

on_every_store!(
    first_commit_expects_version_zero,
    stale_writer_changes_nothing,
    log_keeps_order_per_channel,
    archive_moves_game_to_history_and_frees_channel,
    history_lists_newest_first,
    outbox_leases_and_acks,
    outbox_takers_never_share_a_leased_message,
    timers_fire_when_due_and_clear,
    timers_are_leased_once_oldest_first,
    timers_are_rescheduled_by_version_and_put_off_longer,
    racing_writers_lose_and_double_nothing,
    members_index_follows_commits_exactly,
    live_games_follow_commits_archives_and_quarantine,
);

fn live_games_follow_commits_archives_and_quarantine(f: &dyn Fixture) {
    let s = f.store();
    let live = |yes: bool| Commit {
        live: yes,
        ..save("rec", &[])
    };
    assert_eq!(s.live_games().unwrap(), 0);
    s.commit("lobby", 0, &live(false)).unwrap();
    s.commit("g1", 0, &live(true)).unwrap();
    s.commit("g2", 0, &live(true)).unwrap();
    s.commit("g3", 0, &live(true)).unwrap();
    assert_eq!(f.other().live_games().unwrap(), 3, "a lobby is no game yet");
    // A stale writer changes nothing; a game saved again counts once.
    assert_eq!(
        s.commit("lobby", 0, &live(true)).unwrap(),
        CommitOutcome::Conflict
    );
    s.commit("g1", 1, &live(true)).unwrap();
    assert_eq!(s.live_games().unwrap(), 3);
    // The lobby starts its game; g1 ends (archived, even if called live).
    s.commit("lobby", 1, &live(true)).unwrap();
    let archive = Commit {
        archive_as: Some("g1-done".into()),
        ..live(true)
    };
    s.commit("g1", 2, &archive).unwrap();
    assert_eq!(s.live_games().unwrap(), 3);
    // A game saved as not live any more, and a damaged one set aside.
    s.commit("g2", 1, &live(false)).unwrap();
    assert!(s.quarantine("g3").unwrap().is_some());
    assert_eq!(f.other().live_games().unwrap(), 1);
}

fn member(user: &str, joined: bool) -> Membership {
    Membership {
        user: user.into(),
        joined,
    }
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

/// The user → channels index changes only with the commit carrying it: a
/// commit that loses its race writes none of its membership changes.
fn members_index_follows_commits_exactly(f: &dyn Fixture) {
    let s = f.store();
    let join = |who: &[&str]| Commit {
        members: who.iter().map(|u| member(u, true)).collect(),
        ..save("rec", &[])
    };
    assert_eq!(
        s.commit("c1", 0, &join(&["ann", "bob"])).unwrap(),
        CommitOutcome::Saved(1)
    );
    assert_eq!(
        s.commit("c2", 0, &join(&["ann"])).unwrap(),
        CommitOutcome::Saved(1)
    );
    assert_eq!(sorted(f.other().channels_of("ann").unwrap()), ["c1", "c2"]);
    assert_eq!(f.other().channels_of("bob").unwrap(), ["c1"]);
    assert!(s.channels_of("cid").unwrap().is_empty());
    // A stale writer's joins are not written.
    assert_eq!(
        s.commit("c1", 0, &join(&["cid"])).unwrap(),
        CommitOutcome::Conflict
    );
    assert!(
        s.channels_of("cid").unwrap().is_empty(),
        "a lost race joined"
    );
    // bob leaves c1 while cid joins it, in one commit.
    let swap = Commit {
        members: vec![member("bob", false), member("cid", true)],
        ..save("rec", &[])
    };
    assert_eq!(s.commit("c1", 1, &swap).unwrap(), CommitOutcome::Saved(2));
    assert!(s.channels_of("bob").unwrap().is_empty());
    assert_eq!(s.channels_of("cid").unwrap(), ["c1"]);
    // Archiving c2 with ann's leave takes it off her list.
    let archive = Commit {
        archive_as: Some("g2".into()),
        members: vec![member("ann", false)],
        ..save("final", &[])
    };
    assert_eq!(
        s.commit("c2", 1, &archive).unwrap(),
        CommitOutcome::Saved(2)
    );
    assert_eq!(s.channels_of("ann").unwrap(), ["c1"]);
}

fn bytes(s: &str) -> Vec<u8> {
    s.as_bytes().to_vec()
}

fn entries(items: &[&str]) -> Vec<Vec<u8>> {
    items.iter().map(|s| bytes(s)).collect()
}

/// A commit saving `data` with these log entries and nothing else.
fn save(data: &str, log: &[&str]) -> Commit {
    Commit {
        data: bytes(data),
        log: entries(log),
        ..Commit::default()
    }
}

fn take_all(store: &dyn Store) -> Vec<OutboxItem> {
    store
        .outbox_take(1000, Duration::from_secs(60))
        .expect("take outbox")
}

fn data_of(items: &[OutboxItem]) -> Vec<Vec<u8>> {
    items.iter().map(|item| item.data.clone()).collect()
}

fn first_commit_expects_version_zero(f: &dyn Fixture) {
    let store = f.store();
    assert_eq!(store.load("c1").unwrap(), None);
    assert_eq!(
        store.commit("c1", 1, &save("x", &[])).unwrap(),
        CommitOutcome::Conflict,
        "a channel without a record is at version 0"
    );
    assert_eq!(store.load("c1").unwrap(), None);
    assert_eq!(
        store.commit("c1", 0, &save("first", &["a"])).unwrap(),
        CommitOutcome::Saved(1)
    );
    assert_eq!(
        store.load("c1").unwrap(),
        Some(Record {
            version: 1,
            data: bytes("first"),
        })
    );
    assert_eq!(
        store.commit("c1", 0, &save("again", &[])).unwrap(),
        CommitOutcome::Conflict,
        "a second game cannot start over a live one"
    );
    assert_eq!(
        store.commit("c1", 1, &save("second", &["b"])).unwrap(),
        CommitOutcome::Saved(2)
    );
    assert_eq!(
        store.load("c1").unwrap(),
        Some(Record {
            version: 2,
            data: bytes("second"),
        })
    );
    assert_eq!(store.load("c2").unwrap(), None, "channels are apart");
}

fn stale_writer_changes_nothing(f: &dyn Fixture) {
    let (store, stale) = (f.store(), f.other());
    let setup = Commit {
        due: Some(500),
        ..save("v1", &["setup"])
    };
    assert_eq!(
        store.commit("c", 0, &setup).unwrap(),
        CommitOutcome::Saved(1)
    );

    // Both writers loaded version 1; the first one wins.
    let winner = Commit {
        outbox: entries(&["winner says"]),
        due: Some(100),
        ..save("winner", &["w1"])
    };
    assert_eq!(
        store.commit("c", 1, &winner).unwrap(),
        CommitOutcome::Saved(2)
    );
    let loser = Commit {
        outbox: entries(&["loser says"]),
        due: Some(10),
        ..save("loser", &["l1", "l2"])
    };
    assert_eq!(
        stale.commit("c", 1, &loser).unwrap(),
        CommitOutcome::Conflict
    );
    let archiving_loser = Commit {
        archive_as: Some("stale-game".into()),
        ..loser.clone()
    };
    assert_eq!(
        stale.commit("c", 1, &archiving_loser).unwrap(),
        CommitOutcome::Conflict
    );
    let cleared_timer = Commit { due: None, ..loser };
    assert_eq!(
        stale.commit("c", 1, &cleared_timer).unwrap(),
        CommitOutcome::Conflict
    );

    assert_eq!(
        store.load("c").unwrap(),
        Some(Record {
            version: 2,
            data: bytes("winner"),
        })
    );
    assert_eq!(store.log("c").unwrap(), entries(&["setup", "w1"]));
    assert_eq!(data_of(&take_all(store)), entries(&["winner says"]));
    assert_eq!(store.due(99, 10).unwrap(), Vec::<String>::new());
    assert_eq!(store.due(100, 10).unwrap(), vec!["c".to_string()]);
    assert_eq!(store.history(10).unwrap(), Vec::<String>::new());
    assert_eq!(store.archived("stale-game").unwrap(), None);
}

fn log_keeps_order_per_channel(f: &dyn Fixture) {
    let store = f.store();
    assert_eq!(store.log("a").unwrap(), Vec::<Vec<u8>>::new());
    store.commit("a", 0, &save("1", &["a1", "a2"])).unwrap();
    store.commit("b", 0, &save("1", &["b1"])).unwrap();
    store.commit("a", 1, &save("2", &[])).unwrap();
    store
        .commit("a", 2, &save("3", &["a3", "a4", "a5"]))
        .unwrap();
    store.commit("b", 1, &save("2", &["b2"])).unwrap();
    assert_eq!(
        store.log("a").unwrap(),
        entries(&["a1", "a2", "a3", "a4", "a5"])
    );
    assert_eq!(store.log("b").unwrap(), entries(&["b1", "b2"]));
    let binary = vec![0u8, 255, 10, 13, 0];
    store
        .commit(
            "a",
            3,
            &Commit {
                log: vec![binary.clone(), Vec::new()],
                ..save("4", &[])
            },
        )
        .unwrap();
    let log = store.log("a").unwrap();
    assert_eq!(log.len(), 7);
    assert_eq!(log[5], binary, "entries are bytes, kept exactly");
    assert_eq!(log[6], Vec::<u8>::new());
}

fn archive_moves_game_to_history_and_frees_channel(f: &dyn Fixture) {
    let store = f.store();
    let start = Commit {
        due: Some(1_000),
        ..save("lobby", &["created"])
    };
    store.commit("c", 0, &start).unwrap();
    store
        .commit("c", 1, &save("final state", &["last move"]))
        .unwrap();
    let finish = Commit {
        data: bytes("final record"),
        log: entries(&["game over"]),
        outbox: entries(&["final scores"]),
        due: Some(5_000),
        archive_as: Some("game-1".into()),
        members: Vec::new(),
        live: false,
    };
    assert_eq!(
        store.commit("c", 2, &finish).unwrap(),
        CommitOutcome::Saved(3)
    );

    assert_eq!(store.load("c").unwrap(), None, "the channel is free");
    assert_eq!(store.log("c").unwrap(), Vec::<Vec<u8>>::new());
    assert_eq!(
        store.due(u64::MAX / 2, 10).unwrap(),
        Vec::<String>::new(),
        "a finished game's timer is gone"
    );
    assert_eq!(
        store.archived("game-1").unwrap(),
        Some(Archived {
            data: bytes("final record"),
            log: entries(&["created", "last move", "game over"]),
        })
    );
    assert_eq!(data_of(&take_all(store)), entries(&["final scores"]));
    assert_eq!(store.history(10).unwrap(), vec!["game-1".to_string()]);

    // A new game starts from scratch in the same channel.
    assert_eq!(
        store.commit("c", 0, &save("new game", &["new"])).unwrap(),
        CommitOutcome::Saved(1)
    );
    assert_eq!(store.log("c").unwrap(), entries(&["new"]));
    assert_eq!(
        store.archived("game-1").unwrap().map(|a| a.log.len()),
        Some(3),
        "the archived log is not touched by the new game"
    );
}

fn history_lists_newest_first(f: &dyn Fixture) {
    let store = f.store();
    assert_eq!(store.history(10).unwrap(), Vec::<String>::new());
    for (channel, id) in [("a", "g-a"), ("b", "g-b"), ("a", "g-c")] {
        let version = store.load(channel).unwrap().map_or(0, |r| r.version);
        store
            .commit(channel, version, &save("playing", &[id]))
            .unwrap();
        let archive = Commit {
            archive_as: Some(id.into()),
            ..save(id, &[])
        };
        assert_eq!(
            store.commit(channel, version + 1, &archive).unwrap(),
            CommitOutcome::Saved(version + 2)
        );
    }
    assert_eq!(store.history(10).unwrap(), vec!["g-c", "g-b", "g-a"]);
    assert_eq!(store.history(2).unwrap(), vec!["g-c", "g-b"]);
    assert_eq!(store.history(0).unwrap(), Vec::<String>::new());
    assert_eq!(
        store.archived("g-b").unwrap(),
        Some(Archived {
            data: bytes("g-b"),
            log: entries(&["g-b"]),
        })
    );
    assert_eq!(store.archived("never").unwrap(), None);
}

fn outbox_leases_and_acks(f: &dyn Fixture) {
    let store = f.store();
    assert_eq!(take_all(store), Vec::new());
    let lease = Duration::from_millis(1_000);
    let commit = Commit {
        outbox: entries(&["m1", "m2", "m3"]),
        ..save("x", &[])
    };
    store.commit("c", 0, &commit).unwrap();

    let first = store.outbox_take(2, lease).unwrap();
    assert_eq!(data_of(&first), entries(&["m1", "m2"]), "oldest first");
    let rest = store.outbox_take(10, lease).unwrap();
    assert_eq!(data_of(&rest), entries(&["m3"]));
    let ids: HashSet<&str> = first.iter().chain(&rest).map(|m| m.id.as_str()).collect();
    assert_eq!(ids.len(), 3, "ids are unique");
    assert_eq!(
        store.outbox_take(10, lease).unwrap(),
        Vec::new(),
        "nothing is offered again while leased"
    );

    // One call acknowledges several, and skips an id it never issued.
    let batch = [
        first[0].id.clone(),
        "no-such-message".to_string(),
        rest[0].id.clone(),
    ];
    store.outbox_ack(&batch).unwrap();
    store.outbox_ack(&[]).unwrap();
    thread::sleep(lease + Duration::from_millis(200));

    let again = store.outbox_take(10, Duration::from_secs(60)).unwrap();
    assert_eq!(
        again,
        vec![first[1].clone()],
        "only the unacknowledged message returns after its lease, with the same id"
    );
    store
        .outbox_ack(std::slice::from_ref(&again[0].id))
        .unwrap();
    assert_eq!(store.outbox_take(10, Duration::ZERO).unwrap(), Vec::new());

    let zero = store.outbox_take(0, lease).unwrap();
    assert_eq!(zero, Vec::new());
}

/// A handle that delivers what it commits gets its messages from its own
/// take without asking the server again, and another handle finds them only
/// once their lease has run out unacknowledged.
fn writer_delivers_its_own_messages(store: &RedisStore, other: &RedisStore) {
    let lease = Duration::from_millis(800);
    store.deliver_own(lease);
    assert_eq!(store.outbox_take(10, lease).unwrap(), Vec::new());
    let commit = Commit {
        outbox: entries(&["m1", "m2"]),
        ..save("x", &[])
    };
    store.commit("c", 0, &commit).unwrap();
    assert_eq!(
        other.outbox_take(10, lease).unwrap(),
        Vec::new(),
        "leased to the process that wrote them"
    );
    let before = store.round_trips();
    let mine = store.outbox_take(10, lease).unwrap();
    assert_eq!(store.round_trips(), before, "taken without a round trip");
    assert_eq!(data_of(&mine), entries(&["m1", "m2"]), "in order");
    assert_eq!(store.outbox_take(10, lease).unwrap(), Vec::new());
    store.outbox_ack(std::slice::from_ref(&mine[0].id)).unwrap();
    thread::sleep(lease + Duration::from_millis(200));
    let late = other.outbox_take(10, Duration::from_secs(60)).unwrap();
    assert_eq!(
        late,
        vec![mine[1].clone()],
        "an unacknowledged message goes to another process after its lease"
    );
}

#[test]
fn redis_writer_delivers_its_own_messages() {
    let f = OnRedis::new();
    writer_delivers_its_own_messages(&f.stores[0], &f.stores[1]);
}

#[test]
fn cluster_writer_delivers_its_own_messages() {
    let f = OnCluster::new();
    writer_delivers_its_own_messages(&f.stores[0], &f.stores[1]);
}

fn outbox_takers_never_share_a_leased_message(f: &dyn Fixture) {
    let store = f.store();
    let mut version = 0;
    let mut sent = HashSet::new();
    for batch in 0..20 {
        let outbox: Vec<Vec<u8>> = (0..5).map(|i| bytes(&format!("m{batch}-{i}"))).collect();
        sent.extend(outbox.iter().cloned());
        let commit = Commit {
            outbox,
            ..save("x", &[])
        };
        version = match store.commit("c", version, &commit).unwrap() {
            CommitOutcome::Saved(v) => v,
            CommitOutcome::Conflict => panic!("lone writer conflicted"),
        };
    }
    let taker = |store: &dyn Store| {
        // Bounded: 100 messages need at most 34 takes of 3.
        let mut got = Vec::new();
        for _ in 0..100 {
            let items = store.outbox_take(3, Duration::from_secs(60)).unwrap();
            if items.is_empty() {
                break;
            }
            got.extend(items);
        }
        got
    };
    let (a, b) = thread::scope(|s| {
        let a = s.spawn(|| taker(f.store()));
        let b = s.spawn(|| taker(f.other()));
        (a.join().unwrap(), b.join().unwrap())
    });
    let ids: HashSet<&str> = a.iter().chain(&b).map(|m| m.id.as_str()).collect();
    assert_eq!(a.len() + b.len(), 100, "each message taken exactly once");
    assert_eq!(ids.len(), 100);
    let got: HashSet<Vec<u8>> = a.iter().chain(&b).map(|m| m.data.clone()).collect();
    assert_eq!(got, sent);
}

fn timers_fire_when_due_and_clear(f: &dyn Fixture) {
    let store = f.store();
    let at = |due| Commit {
        due,
        ..save("x", &[])
    };
    assert_eq!(store.due(u64::MAX / 2, 10).unwrap(), Vec::<String>::new());
    store.commit("a", 0, &at(Some(100))).unwrap();
    store.commit("b", 0, &at(Some(50))).unwrap();
    store.commit("c", 0, &at(Some(200))).unwrap();
    store.commit("d", 0, &at(None)).unwrap();
    assert_eq!(store.due(49, 10).unwrap(), Vec::<String>::new());
    assert_eq!(store.due(50, 10).unwrap(), vec!["b"]);
    assert_eq!(store.due(100, 10).unwrap(), vec!["b", "a"]);
    assert_eq!(store.due(1_000, 2).unwrap(), vec!["b", "a"]);
    assert_eq!(store.due(1_000, 10).unwrap(), vec!["b", "a", "c"]);
    assert_eq!(store.due(1_000, 0).unwrap(), Vec::<String>::new());

    store.commit("a", 1, &at(None)).unwrap();
    assert_eq!(store.due(1_000, 10).unwrap(), vec!["b", "c"], "cleared");
    store.commit("b", 1, &at(Some(300))).unwrap();
    assert_eq!(store.due(250, 10).unwrap(), vec!["c"], "moved later");
    assert_eq!(store.due(300, 10).unwrap(), vec!["c", "b"]);
}

fn timers_are_leased_once_oldest_first(f: &dyn Fixture) {
    let store = f.store();
    let at = |due| Commit {
        due: Some(due),
        ..save("x", &[])
    };
    for i in 0..40u64 {
        store
            .commit(&format!("c{i:02}"), 0, &at(1_000 - i))
            .unwrap();
    }
    store.commit("later", 0, &at(5_000)).unwrap();
    assert_eq!(
        store.lease_due(500, 10, 2_000).unwrap(),
        Vec::<String>::new()
    );
    let first = store.lease_due(1_000, 3, 2_000).unwrap();
    assert_eq!(first, vec!["c39", "c38", "c37"], "oldest first");
    // Two processes lease the rest side by side: each timer goes to one.
    let lease = |st: &dyn Store| {
        let mut mine = Vec::new();
        loop {
            let got = st.lease_due(1_000, 4, 2_000).unwrap();
            if got.is_empty() {
                return mine;
            }
            mine.extend(got);
        }
    };
    let mut taken: Vec<String> = std::thread::scope(|s| {
        let a = s.spawn(|| lease(f.store()));
        let b = s.spawn(|| lease(f.other()));
        let mut all = a.join().unwrap();
        all.extend(b.join().unwrap());
        all
    });
    taken.extend(first);
    taken.sort();
    let expected: Vec<String> = (0..40).map(|i| format!("c{i:02}")).collect();
    assert_eq!(taken, expected, "every due timer leased exactly once");
    // A lease that is not settled falls due again when it runs out.
    assert_eq!(store.due(1_999, 100).unwrap(), Vec::<String>::new());
    assert_eq!(store.due(2_000, 100).unwrap().len(), 40);
    assert_eq!(store.due(5_000, 100).unwrap().len(), 41);
}

fn timers_are_rescheduled_by_version_and_put_off_longer(f: &dyn Fixture) {
    let store = f.store();
    let at = |due| Commit {
        due: Some(due),
        ..save("x", &[])
    };
    store.commit("a", 0, &at(100)).unwrap();
    assert!(
        !store.reschedule("a", 2, Some(900)).unwrap(),
        "stale version"
    );
    assert_eq!(store.due(100, 10).unwrap(), vec!["a"]);
    assert!(store.reschedule("a", 1, Some(900)).unwrap());
    assert_eq!(store.due(899, 10).unwrap(), Vec::<String>::new());
    assert_eq!(store.due(900, 10).unwrap(), vec!["a"]);
    assert!(store.reschedule("a", 1, None).unwrap());
    assert_eq!(store.due(u64::MAX / 2, 10).unwrap(), Vec::<String>::new());

    // A timer with no record behind it is removed by version 0.
    assert!(store.reschedule("orphan", 0, Some(50)).unwrap());
    assert_eq!(store.lease_due(60, 10, 1_000).unwrap(), vec!["orphan"]);
    assert!(!store.reschedule("a", 0, None).unwrap(), "a has a record");
    assert!(store.reschedule("orphan", 0, None).unwrap());
    assert_eq!(store.due(u64::MAX / 2, 10).unwrap(), Vec::<String>::new());

    // Failures put the timer off longer each time, up to the longest delay;
    // a reschedule forgets them.
    store.commit("b", 0, &at(100)).unwrap();
    let mut now = 100;
    for (n, delay) in [(1, 60), (2, 120), (3, 240), (4, 300), (5, 300)] {
        assert_eq!(store.timer_failed("b", now, 60, 300).unwrap(), n);
        assert_eq!(
            store.due(now + delay - 1, 10).unwrap(),
            Vec::<String>::new()
        );
        assert_eq!(store.due(now + delay, 10).unwrap(), vec!["b"]);
        now += delay;
    }
    assert!(store.reschedule("b", 1, Some(now)).unwrap());
    assert_eq!(
        store.timer_failed("b", now, 60, 300).unwrap(),
        1,
        "forgotten"
    );
    assert_eq!(store.timer_failed("none", now, 60, 300).unwrap(), 0);
    assert_eq!(
        store.due(u64::MAX / 2, 10).unwrap(),
        vec!["b"],
        "no timer made"
    );
}

/// Two writers each make 200 moves with load, change, commit, retry on
/// conflict; every successful commit must show up exactly once.
fn racing_writers_lose_and_double_nothing(f: &dyn Fixture) {
    const MOVES: usize = 200;
    let writer = |store: &dyn Store, name: &str| {
        let mut conflicts = 0;
        for i in 0..MOVES {
            loop {
                let (version, count) = match store.load("race").unwrap() {
                    Some(r) => (
                        r.version,
                        String::from_utf8(r.data).unwrap().parse().unwrap(),
                    ),
                    None => (0, 0u64),
                };
                let commit = save(&(count + 1).to_string(), &[&format!("{name}-{i}")]);
                match store.commit("race", version, &commit).unwrap() {
                    CommitOutcome::Saved(v) => {
                        assert_eq!(v, version + 1);
                        break;
                    }
                    CommitOutcome::Conflict => conflicts += 1,
                }
            }
        }
        conflicts
    };
    let (ca, cb) = thread::scope(|s| {
        let a = s.spawn(|| writer(f.store(), "a"));
        let b = s.spawn(|| writer(f.other(), "b"));
        (a.join().unwrap(), b.join().unwrap())
    });
    eprintln!("racing writers: {ca} + {cb} conflicts retried");

    let record = f.store().load("race").unwrap().unwrap();
    assert_eq!(record.version, 2 * MOVES as u64);
    assert_eq!(record.data, bytes(&(2 * MOVES).to_string()));
    let log: Vec<String> = f
        .store()
        .log("race")
        .unwrap()
        .into_iter()
        .map(|e| String::from_utf8(e).unwrap())
        .collect();
    assert_eq!(log.len(), 2 * MOVES);
    for name in ["a", "b"] {
        let mine: Vec<&String> = log.iter().filter(|e| e.starts_with(name)).collect();
        let expected: Vec<String> = (0..MOVES).map(|i| format!("{name}-{i}")).collect();
        assert_eq!(
            mine,
            expected.iter().collect::<Vec<_>>(),
            "{name}'s moves, in order, once each"
        );
    }
}

// ---- Redis only ----

/// Runs `call` on another thread and fails the test if it has not returned
/// after `limit` (a hang guard, not a speed check).
fn within<T: Send + 'static>(limit: Duration, call: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = mpsc::channel();
    thread::spawn(move || {
        let _ = tx.send(call());
    });
    rx.recv_timeout(limit)
        .expect("store call hung instead of failing")
}

fn assert_unavailable<T: std::fmt::Debug>(result: Result<T, StoreError>, what: &str) {
    match result {
        Err(StoreError::Unavailable(reason)) => {
            eprintln!("{what}: {reason}");
            assert!(!reason.is_empty(), "{what}: a reason is given");
        }
        other => panic!("{what}: expected Unavailable, got {other:?}"),
    }
}

#[test]
fn redis_stopped_fails_fast_then_reconnects_after_restart() {
    let mut server = RedisServer::start();
    let store = std::sync::Arc::new(RedisStore::open(&server.url(), "t").unwrap());
    store.commit("c", 0, &save("x", &["a"])).unwrap();
    server.stop();

    let started = Instant::now();
    let s = std::sync::Arc::clone(&store);
    let results = within(Duration::from_secs(60), move || {
        vec![
            ("load", s.load("c").map(|_| ())),
            ("commit", s.commit("c", 1, &save("y", &["b"])).map(|_| ())),
            ("log", s.log("c").map(|_| ())),
            ("take", s.outbox_take(5, Duration::from_secs(1)).map(|_| ())),
            ("ack", s.outbox_ack(&["1".to_string()])),
            ("due", s.due(5, 5).map(|_| ())),
            ("archived", s.archived("g").map(|_| ())),
            ("history", s.history(5).map(|_| ())),
        ]
    });
    eprintln!(
        "8 calls against a stopped server failed in {:?}",
        started.elapsed()
    );
    for (what, result) in results {
        assert_unavailable(result, what);
    }

    server.restart();
    assert_eq!(store.load("c").unwrap(), None, "the new server is empty");
    assert_eq!(
        store.commit("c", 0, &save("x", &["a"])).unwrap(),
        CommitOutcome::Saved(1)
    );
    assert_eq!(store.log("c").unwrap(), entries(&["a"]));
}

#[test]
fn redis_idle_connections_are_replaced_after_a_restart() {
    let mut server = RedisServer::start();
    let store = RedisStore::open(&server.url(), "t").unwrap();
    // Fill the pool with several connections, all idle when the server goes.
    thread::scope(|s| {
        for i in 0..4 {
            let store = &store;
            s.spawn(move || store.load(&format!("c{i}")).unwrap());
        }
    });
    server.restart();
    for i in 0..6 {
        assert_eq!(
            store
                .commit(&format!("c{i}"), 0, &save("x", &["a"]))
                .unwrap(),
            CommitOutcome::Saved(1),
            "call {i} after the restart"
        );
    }
}

#[test]
fn redis_frozen_server_times_out_instead_of_hanging() {
    let server = RedisServer::start();
    let store = std::sync::Arc::new(RedisStore::open(&server.url(), "t").unwrap());
    store.commit("c", 0, &save("x", &["a"])).unwrap();
    server.pause();
    let started = Instant::now();
    let s = std::sync::Arc::clone(&store);
    let result = within(Duration::from_secs(60), move || s.load("c"));
    eprintln!(
        "a load against a frozen server failed in {:?}",
        started.elapsed()
    );
    server.resume();
    assert_unavailable(result, "load");
    assert_eq!(store.load("c").unwrap().map(|r| r.version), Some(1));
}

#[test]
fn redis_open_without_server_is_unavailable() {
    let url = format!("redis://127.0.0.1:{}/", free_port());
    let result = within(Duration::from_secs(60), move || {
        RedisStore::open(&url, "t").map(|_| ())
    });
    assert_unavailable(result, "open");
    // A malformed URL is a settings error, said without repeating the URL.
    match RedisStore::open("redis//user:secret@host", "t") {
        Err(StoreError::Config(why)) => assert!(!why.contains("secret"), "{why}"),
        other => panic!("bad URL: expected Config, got {:?}", other.map(|_| ())),
    }
}

#[test]
fn redis_commit_retried_after_a_lost_reply_is_applied_once() {
    let server = RedisServer::start();
    let proxy = Proxy::start(server.port());
    let store = RedisStore::open(&proxy.url(), "t").unwrap();
    store.commit("c", 0, &save("v1", &["m1"])).unwrap();

    proxy.lose_next_reply();
    let commit = Commit {
        outbox: entries(&["note"]),
        ..save("v2", &["m2"])
    };
    assert_eq!(
        store.commit("c", 1, &commit).unwrap(),
        CommitOutcome::Saved(2),
        "the retry recognises the commit that went through"
    );
    assert_eq!(store.log("c").unwrap(), entries(&["m1", "m2"]));
    assert_eq!(data_of(&take_all(&store)), entries(&["note"]));
    assert_eq!(store.load("c").unwrap().map(|r| r.version), Some(2));
}

#[test]
fn redis_prefixes_keep_bots_apart() {
    let server = RedisServer::start();
    let one = RedisStore::open(&server.url(), "bot-one").unwrap();
    let two = RedisStore::open(&server.url(), "bot-two").unwrap();
    let commit = Commit {
        outbox: entries(&["hello"]),
        due: Some(10),
        archive_as: None,
        ..save("x", &["a"])
    };
    one.commit("c", 0, &commit).unwrap();
    assert_eq!(two.load("c").unwrap(), None);
    assert_eq!(two.log("c").unwrap(), Vec::<Vec<u8>>::new());
    assert_eq!(two.due(10, 10).unwrap(), Vec::<String>::new());
    assert_eq!(take_all(&two), Vec::new());
    assert_eq!(data_of(&take_all(&one)), entries(&["hello"]));
}

// ---- embedded only ----

#[test]
fn embedded_data_survives_reopening() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("store.redb");
    let leased_id = {
        let store = EmbeddedStore::open(&path).unwrap();
        let commit = Commit {
            outbox: entries(&["m1", "m2"]),
            due: Some(70),
            ..save("live", &["a", "b"])
        };
        store.commit("c", 0, &commit).unwrap();
        store.commit("old", 0, &save("done", &["z"])).unwrap();
        let archive = Commit {
            archive_as: Some("g".into()),
            ..save("done", &[])
        };
        store.commit("old", 1, &archive).unwrap();
        let taken = store.outbox_take(1, Duration::from_secs(3600)).unwrap();
        taken[0].id.clone()
    };
    let store = EmbeddedStore::open(&path).unwrap();
    assert_eq!(
        store.load("c").unwrap(),
        Some(Record {
            version: 1,
            data: bytes("live"),
        })
    );
    assert_eq!(store.log("c").unwrap(), entries(&["a", "b"]));
    assert_eq!(store.due(70, 10).unwrap(), vec!["c"]);
    assert_eq!(store.history(10).unwrap(), vec!["g"]);
    assert_eq!(
        store.archived("g").unwrap().map(|a| a.data),
        Some(bytes("done"))
    );
    let rest = take_all(&store);
    assert_eq!(data_of(&rest), entries(&["m2"]), "m1's lease survived too");
    assert_ne!(rest[0].id, leased_id);
    assert_eq!(
        store.commit("c", 1, &save("next", &[])).unwrap(),
        CommitOutcome::Saved(2)
    );
}

// ---- open_store ----

#[test]
fn open_store_without_url_uses_the_embedded_file() {
    let dir = tempfile::tempdir().unwrap();
    let data_dir = dir.path().join("data");
    let store = open_store(None, &data_dir).unwrap();
    store.commit("c", 0, &save("x", &["a"])).unwrap();
    assert!(data_dir.join(EMBEDDED_FILE).is_file());
    drop(store);
    let store = open_store(None, &data_dir).unwrap();
    assert_eq!(store.log("c").unwrap(), entries(&["a"]));
}

#[test]
fn open_store_with_url_uses_redis() {
    let server = RedisServer::start();
    let dir = tempfile::tempdir().unwrap();
    let store = open_store(Some(&server.url()), dir.path()).unwrap();
    store.commit("c", 0, &save("x", &["a"])).unwrap();
    assert!(!dir.path().join(EMBEDDED_FILE).exists());
    let again = open_store(Some(&server.url()), dir.path()).unwrap();
    assert_eq!(again.log("c").unwrap(), entries(&["a"]));
}

// ---- measurement (prints figures, asserts nothing about speed) ----

/// Client commands the server received while `work` ran, as seen by MONITOR
/// (commands a script runs inside Redis are not client round trips).
fn client_commands(server: &RedisServer, work: impl FnOnce()) -> Vec<String> {
    use std::io::{BufRead, BufReader, Write};
    use std::net::TcpStream;
    let mut monitor = TcpStream::connect(("127.0.0.1", server.port())).unwrap();
    monitor.write_all(b"MONITOR\r\n").unwrap();
    let mut lines = BufReader::new(monitor);
    let mut ok = String::new();
    lines.read_line(&mut ok).unwrap();
    assert_eq!(ok.trim_end(), "+OK");
    work();
    let mut marker = TcpStream::connect(("127.0.0.1", server.port())).unwrap();
    marker.write_all(b"ECHO end-of-measurement\r\n").unwrap();
    let mut commands = Vec::new();
    for line in lines.lines() {
        let line = line.unwrap();
        if line.contains("end-of-measurement") {
            break;
        }
        if !line.contains(" lua]") {
            let command = line.split('"').nth(1).unwrap_or("?").to_lowercase();
            commands.push(command);
        }
    }
    commands
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn time_commits(name: &str, store: &dyn Store, n: u64) {
    let mut times = Vec::new();
    let commit = Commit {
        outbox: entries(&["a public message", "a private message"]),
        due: Some(1_000),
        ..save(&"x".repeat(4_000), &["{\"claim\":\"Paris-Bruxelles\"}"])
    };
    for version in 0..n {
        let started = Instant::now();
        assert_eq!(
            store.commit("bench", version, &commit).unwrap(),
            CommitOutcome::Saved(version + 1)
        );
        times.push(started.elapsed());
    }
    times.sort();
    let total: Duration = times.iter().sum();
    eprintln!(
        "{name}: {n} commits (4 kB record, 1 log entry, 2 outbox messages, timer): \
         mean {:?}, p50 {:?}, p99 {:?}, max {:?}",
        total / n as u32,
        percentile(&times, 0.5),
        percentile(&times, 0.99),
        times[times.len() - 1],
    );
}

#[test]
#[ignore = "measurement: cargo test --release --test store_suite -- --ignored --nocapture"]
fn measure_round_trips_and_commit_latency() {
    let server = RedisServer::start();
    let store = RedisStore::open(&server.url(), "bench").unwrap();
    let first = client_commands(&server, || {
        store.commit("rt", 0, &save("x", &["a"])).unwrap();
    });
    eprintln!("first commit on a fresh server (script not cached yet): {first:?}");
    let steady = client_commands(&server, || {
        for version in 1..=100 {
            store.commit("rt", version, &save("x", &["a"])).unwrap();
        }
    });
    eprintln!(
        "100 later commits: {} client commands ({:?})",
        steady.len(),
        steady.iter().collect::<HashSet<_>>()
    );
    let cycle = client_commands(&server, || {
        let version = store.load("rt").unwrap().unwrap().version;
        store.commit("rt", version, &save("x", &["a"])).unwrap();
    });
    eprintln!("one load + commit cycle: {cycle:?}");

    time_commits("Redis on loopback", &store, 2_000);
    let cluster = RedisCluster::start();
    let clustered = RedisStore::open(&cluster.url(), "bench").unwrap();
    time_commits("Redis Cluster, 3 nodes on loopback", &clustered, 2_000);
    let dir = tempfile::tempdir().unwrap();
    let embedded = EmbeddedStore::open(&dir.path().join("bench.redb")).unwrap();
    time_commits("embedded (redb, fsync per commit)", &embedded, 500);
}
