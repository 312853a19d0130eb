//! Issue 20 part 5: the Redis store on a real three-node Redis Cluster
//! (the shared store suite runs there too, see store_suite.rs): channels
//! spread over every node, reads that span channels see every partition,
//! and a whole game plays through the host.

#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

use std::collections::HashSet;
use std::sync::Arc;
use std::time::Duration;

use conductor::cli::run_games;
use conductor::host::Host;
use conductor::store::{
    Commit, CommitOutcome, Membership, OutboxItem, RedisStore, Store, StoreError, open_store,
};
use support::host::keep_then_deck;
use support::redis::free_port;
use support::redis_cluster::RedisCluster;

fn member(user: &str) -> Membership {
    Membership {
        user: user.into(),
        joined: true,
    }
}

/// Channel ids shaped like Discord's.
fn channels(n: u64) -> Vec<String> {
    (0..n)
        .map(|i| (1_180_000_000_000_000_000 + i * 7_919).to_string())
        .collect()
}

/// A first commit for channel number `n`: a log entry, three messages in
/// order, a timer due at `100 + n`, two players, a game in progress.
fn opening(channel: &str, n: usize) -> Commit {
    Commit {
        data: channel.as_bytes().to_vec(),
        log: vec![b"start".to_vec()],
        outbox: (1..=3)
            .map(|k| format!("{channel}:{k}").into_bytes())
            .collect(),
        due: Some(100 + n as u64),
        archive_as: None,
        members: vec![member("ann"), member(&format!("u{n}"))],
        live: true,
    }
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

/// Takes messages `batch` at a time until none is offered.
fn take_all(store: &dyn Store, batch: usize, lease: Duration) -> Vec<OutboxItem> {
    let mut all = Vec::new();
    loop {
        let items = store.outbox_take(batch, lease).unwrap();
        assert!(items.len() <= batch, "a take claims at most its limit");
        if items.is_empty() {
            return all;
        }
        all.extend(items);
    }
}

#[test]
fn commits_spread_over_every_node_and_reads_span_the_partitions() {
    let cluster = RedisCluster::start();
    let store = RedisStore::open(&cluster.url(), "spread").unwrap();
    let channels = channels(48);
    for (n, ch) in channels.iter().enumerate() {
        assert_eq!(
            store.commit(ch, 0, &opening(ch, n)).unwrap(),
            CommitOutcome::Saved(1)
        );
    }
    for &port in cluster.ports() {
        assert!(cluster.keys_on(port) > 0, "node {port} holds none");
    }
    assert_eq!(store.due(109, 100).unwrap(), channels[..10].to_vec());
    assert_eq!(store.due(10_000, 5).unwrap(), channels[..5].to_vec());
    assert_eq!(
        sorted(store.channels_of("ann").unwrap()),
        sorted(channels.clone())
    );
    assert_eq!(store.channels_of("u7").unwrap(), vec![channels[7].clone()]);
    assert_eq!(store.live_games().unwrap(), 48);

    // Every message once, with an id of its own, each channel's in order.
    let taken = take_all(&store, 20, Duration::from_secs(1));
    assert_eq!(taken.len(), 48 * 3);
    let ids: HashSet<&str> = taken.iter().map(|m| m.id.as_str()).collect();
    assert_eq!(ids.len(), taken.len(), "outbox ids are unique");
    for ch in &channels {
        let mine: Vec<&[u8]> = taken
            .iter()
            .map(|m| m.data.as_slice())
            .filter(|d| d.starts_with(ch.as_bytes()))
            .collect();
        let expected: Vec<Vec<u8>> = (1..=3).map(|k| format!("{ch}:{k}").into_bytes()).collect();
        assert_eq!(mine, expected.iter().map(Vec::as_slice).collect::<Vec<_>>());
    }
    // Acknowledged messages are gone; the rest come back after the lease.
    for m in taken
        .iter()
        .filter(|m| !m.data.starts_with(channels[0].as_bytes()))
    {
        store.outbox_ack(std::slice::from_ref(&m.id)).unwrap();
    }
    std::thread::sleep(Duration::from_millis(1_100));
    let again = take_all(&store, 100, Duration::from_secs(60));
    assert_eq!(
        again.iter().map(|m| m.id.as_str()).collect::<Vec<_>>(),
        taken
            .iter()
            .filter(|m| m.data.starts_with(channels[0].as_bytes()))
            .map(|m| m.id.as_str())
            .collect::<Vec<_>>()
    );

    // Archives of many partitions list newest first.
    for (n, ch) in channels.iter().enumerate().take(10) {
        let archive = Commit {
            archive_as: Some(format!("g{n}")),
            ..Commit::default()
        };
        assert_eq!(
            store.commit(ch, 1, &archive).unwrap(),
            CommitOutcome::Saved(2)
        );
    }
    let newest: Vec<String> = (0..10).rev().map(|n| format!("g{n}")).collect();
    assert_eq!(store.history(10).unwrap(), newest);
    assert_eq!(store.history(3).unwrap(), newest[..3].to_vec());
    let g4 = store.archived("g4").unwrap().expect("g4 is archived");
    assert_eq!(g4.log, vec![b"start".to_vec()]);
    assert_eq!(store.archived("g99").unwrap(), None);
    assert_eq!(store.load(&channels[4]).unwrap(), None);
    assert_eq!(store.due(109, 100).unwrap(), Vec::<String>::new());
    assert!(store.quarantine(&channels[20]).unwrap().is_some());
    assert_eq!(store.live_games().unwrap(), 48 - 10 - 1);
}

#[test]
fn a_whole_game_plays_through_the_host_on_the_cluster() {
    let cluster = RedisCluster::start();
    let url = cluster.url();
    let dir = tempfile::tempdir().unwrap();
    let store: Arc<dyn Store> = Arc::from(open_store(Some(&url), dir.path()).unwrap());
    let host = Host::new(store.clone(), keep_then_deck);
    let figures = run_games(&host, store.as_ref(), 1, &|_| 0).unwrap();
    assert!(figures.commands > 50, "{} commands", figures.commands);
    assert!(figures.finished_bytes > 0, "the finished game is archived");
    let history = store.history(10).unwrap();
    assert_eq!(history.len(), 1);
    let archived = store.archived(&history[0]).unwrap().expect("archive");
    assert!(!archived.log.is_empty());
    assert_eq!(store.live_games().unwrap(), 0);
    assert_eq!(
        store.outbox_take(10, Duration::from_secs(1)).unwrap(),
        Vec::new()
    );
}

#[test]
fn cluster_urls_that_do_not_read_or_answer_say_so_without_the_password() {
    let dir = tempfile::tempdir().unwrap();
    for bad in ["redis+cluster://:secret@", "redis+cluster://:secret@h:1/2"] {
        match open_store(Some(bad), dir.path()) {
            Err(StoreError::Config(why)) => assert!(!why.contains("secret"), "{why}"),
            other => panic!("{bad}: expected Config, got {:?}", other.map(|_| ())),
        }
    }
    let nobody = format!("redis+cluster://127.0.0.1:{}", free_port());
    match RedisStore::open(&nobody, "t") {
        Err(StoreError::Unavailable(why)) => assert!(!why.is_empty()),
        other => panic!("expected Unavailable, got {:?}", other.map(|_| ())),
    }
}

/// Commits made through one process's store are told to another's readers
/// (live pages), whichever node holds the committed channel.
#[test]
fn commits_on_every_node_are_told_to_another_process() {
    let cluster = RedisCluster::start();
    let url = cluster.url();
    let dir = tempfile::tempdir().unwrap();
    let writer = open_store(Some(&url), dir.path()).unwrap();
    let reader = open_store(Some(&url), dir.path()).unwrap();
    let mut changes = reader.changes();
    let channels = channels(12);
    for (i, channel) in channels.iter().enumerate() {
        let saved = writer.commit(channel, 0, &opening(channel, i)).unwrap();
        assert!(matches!(saved, CommitOutcome::Saved(_)), "{channel}");
    }
    let mut told = HashSet::new();
    let end = std::time::Instant::now() + Duration::from_secs(10);
    while told.len() < channels.len() && std::time::Instant::now() < end {
        match changes.try_recv() {
            Ok(channel) => {
                told.insert(channel);
            }
            Err(_) => std::thread::sleep(Duration::from_millis(10)),
        }
    }
    let want: HashSet<String> = channels.into_iter().collect();
    assert_eq!(told, want, "every commit is told");
}
