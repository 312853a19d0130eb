//! Issue 16 part 2: the embedded file refuses to start afresh when its games
//! are gone, checks its pages, and every store exports and imports whole
//! (embedded -> Redis -> embedded gives back the same entries, the index of
//! who plays where and the live games included; a standalone Redis moves to
//! a Redis Cluster the same way; a backup written before the index and the
//! live games were exported still imports).

#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

use std::io::{Seek, SeekFrom, Write};
use std::sync::Arc;
use std::time::Instant;

use conductor::cli::{self, BackupError};
use conductor::host::Host;
use conductor::store::{
    Backup, Commit, EmbeddedStore, Entry, REDIS_PREFIX, RedisStore, Store, StoreError, WholeStore,
    marker_path,
};
use support::host::{keep_then_deck, request_in};
use support::redis::RedisServer;
use support::redis_cluster::RedisCluster;

fn send(host: &Host, channel: &str, user: &str, admin: bool, line: &str) -> bool {
    host.handle(&request_in(channel, user, admin, None, line), 1000)
        .applied
}

/// Games in every state a store holds: a lobby, games under way, an ended
/// (archived) game, a damaged game set aside, undelivered messages.
fn fill(store: Arc<dyn Store>) {
    let host = Host::new(store.clone(), keep_then_deck);
    for n in 0..4 {
        let ch = format!("c{n}");
        assert!(send(
            &host,
            &ch,
            "ann",
            false,
            "/game new map:usa seats:2 turn:2"
        ));
        if n == 0 {
            continue;
        }
        assert!(send(&host, &ch, "bob", false, "/game join"));
        assert!(send(&host, &ch, "ann", false, "/game start"));
        assert!(send(&host, &ch, "ann", false, "/keep tickets:1,2"));
        assert!(send(&host, &ch, "bob", false, "/keep tickets:1,2"));
        assert!(send(&host, &ch, "ann", false, "/draw from:deck"));
    }
    assert!(send(&host, "c3", "ann", false, "/game end"));
    let v = store.load("c2").unwrap().unwrap().version;
    let garbage = Commit {
        data: vec![0xff, 0x00, b'{', 0x80],
        log: vec![b"not json\n".to_vec()],
        ..Commit::default()
    };
    store.commit("c2", v, &garbage).unwrap();
    assert!(send(&host, "c2", "admin", true, "/game end"));
}

fn entries(store: &dyn Backup) -> Vec<Entry> {
    let mut all = Vec::new();
    store
        .export(&mut |e| {
            all.push(e);
            Ok(())
        })
        .unwrap();
    all
}

/// Entries without what only Redis can give (DUMP payloads).
fn portable(entries: Vec<Entry>) -> Vec<Entry> {
    entries
        .into_iter()
        .map(|e| match e {
            Entry::Quarantined {
                id,
                channel,
                version,
                data,
                log,
                ..
            } => Entry::Quarantined {
                id,
                channel,
                version,
                data,
                dump: None,
                log,
            },
            e => e,
        })
        .collect()
}

/// The channels each player of `fill` plays in, sorted.
fn index_of(store: &dyn Store) -> Vec<(&'static str, Vec<String>)> {
    ["ann", "bob", "admin"]
        .into_iter()
        .map(|user| {
            let mut channels = store.channels_of(user).unwrap();
            channels.sort();
            (user, channels)
        })
        .collect()
}

/// `to` says who plays where and how many games are live as `from` does.
fn assert_same_index(from: &dyn Store, to: &dyn Store, what: &str) {
    assert_eq!(index_of(to), index_of(from), "{what}: who plays where");
    assert_eq!(
        to.live_games().unwrap(),
        from.live_games().unwrap(),
        "{what}: live games"
    );
}

/// Whether a backup line holds a kind of entry older backups lack.
fn is_index_line(line: &str) -> bool {
    line.starts_with(r#"{"player":"#) || line.starts_with(r#"{"live":"#)
}

fn through_lines(from: &dyn Backup, to: &dyn Backup) -> String {
    let mut text = Vec::new();
    cli::export_store(from, &mut text).unwrap();
    cli::import_store(to, text.as_slice()).unwrap();
    String::from_utf8(text).unwrap()
}

#[test]
fn embedded_to_redis_to_embedded_round_trip_keeps_everything() {
    let dir = tempfile::tempdir().unwrap();
    let first = Arc::new(EmbeddedStore::open(&dir.path().join("a.redb")).unwrap());
    fill(first.clone());
    let server = RedisServer::start();
    let redis = Arc::new(RedisStore::open(&server.url(), "rt").unwrap());
    let lines = through_lines(first.as_ref(), redis.as_ref());
    let last = Arc::new(EmbeddedStore::open(&dir.path().join("b.redb")).unwrap());
    through_lines(redis.as_ref(), last.as_ref());

    let original = entries(first.as_ref());
    let kinds = |k: &str| lines.lines().filter(|l| l.starts_with(k)).count();
    assert_eq!(
        kinds(r#"{"game":"#),
        2,
        "c0 and c1; c2 was set aside, c3 archived"
    );
    assert_eq!(kinds(r#"{"archived":"#), 1);
    assert_eq!(kinds(r#"{"quarantined":"#), 1);
    assert!(kinds(r#"{"outbox":"#) > 0);
    assert_eq!(
        portable(entries(redis.as_ref())),
        original,
        "embedded -> Redis"
    );
    assert_eq!(entries(last.as_ref()), original, "Redis -> embedded");
    assert_eq!(kinds(r#"{"player":"#), 2, "ann and bob");
    assert_eq!(kinds(r#"{"live":"#), 1, "c1 is under way; c0 is a lobby");
    assert_eq!(first.live_games().unwrap(), 1);
    assert!(
        index_of(first.as_ref())[..2]
            .iter()
            .all(|(_, channels)| channels.contains(&"c1".to_owned())),
        "{:?}",
        index_of(first.as_ref())
    );
    assert_same_index(first.as_ref(), redis.as_ref(), "embedded -> Redis");
    assert_same_index(first.as_ref(), last.as_ref(), "Redis -> embedded");

    // The games go on in the store they were moved to.
    let host = Host::new(last.clone(), keep_then_deck);
    assert!(send(&host, "c1", "ann", false, "/draw from:deck"));
    assert!(send(&host, "c0", "bob", false, "/game join"));
    let err = cli::import_store(last.as_ref(), lines.as_bytes()).unwrap_err();
    assert!(matches!(err, BackupError::NotEmpty), "{err}");
}

/// Entries in one order whatever order a store lists them in.
fn in_any_order(entries: Vec<Entry>) -> Vec<String> {
    let mut lines: Vec<String> = entries
        .iter()
        .map(|e| serde_json::to_string(e).unwrap())
        .collect();
    lines.sort();
    lines
}

#[test]
fn a_standalone_redis_moves_to_a_cluster_by_export_and_import() {
    let server = RedisServer::start();
    let old = Arc::new(RedisStore::open(&server.url(), REDIS_PREFIX).unwrap());
    fill(old.clone());
    let cluster = RedisCluster::start();
    let dir = tempfile::tempdir().unwrap();
    // As `conductor import` opens it, from the cluster URL.
    let new = conductor::store::open_whole(Some(&cluster.url()), dir.path()).unwrap();
    let lines = through_lines(old.as_ref(), new.as_ref());
    // A restored record dumps in its own encoding: compare what it holds.
    assert_eq!(
        in_any_order(portable(entries(new.as_ref()))),
        in_any_order(portable(entries(old.as_ref()))),
        "standalone -> cluster keeps every entry"
    );
    assert!(
        entries(new.as_ref())
            .iter()
            .any(|e| matches!(e, Entry::Quarantined { dump: Some(_), .. }))
    );
    let moved = Arc::new(RedisStore::open(&cluster.url(), REDIS_PREFIX).unwrap());
    assert_eq!(moved.history(5).unwrap().len(), 1);
    assert_eq!(moved.live_games().unwrap(), 1);
    assert!(!moved.channels_of("ann").unwrap().is_empty());
    assert_same_index(old.as_ref(), moved.as_ref(), "standalone -> cluster");
    let waiting = |store: &RedisStore| {
        let lease = std::time::Duration::from_secs(60);
        let mut data: Vec<Vec<u8>> = store
            .outbox_take(1000, lease)
            .unwrap()
            .into_iter()
            .map(|m| m.data)
            .collect();
        data.sort();
        data
    };
    let moved_messages = waiting(&moved);
    assert!(!moved_messages.is_empty());
    assert_eq!(
        moved_messages,
        waiting(&old),
        "the undelivered messages can be taken from the cluster"
    );

    // The games go on in the cluster.
    let host = Host::new(moved.clone(), keep_then_deck);
    assert!(send(&host, "c1", "ann", false, "/draw from:deck"));
    assert!(send(&host, "c0", "bob", false, "/game join"));
    let err = cli::import_store(new.as_ref(), lines.as_bytes()).unwrap_err();
    assert!(matches!(err, BackupError::NotEmpty), "{err}");
}

/// Imports `lines` into the empty `store` and checks it holds `expected`
/// and no index of who plays where, no live game.
fn imports_without_index(store: &impl WholeStore, lines: &str, expected: &[Entry]) {
    let counts = cli::import_store(store, lines.as_bytes()).unwrap();
    assert_eq!(
        (counts.games, counts.archived, counts.quarantined),
        (2, 1, 1)
    );
    assert_eq!((counts.players, counts.live), (0, 0));
    assert_eq!(portable(entries(store)), expected);
    assert!(
        index_of(store)
            .iter()
            .all(|(_, channels)| channels.is_empty())
    );
    assert_eq!(store.live_games().unwrap(), 0);
}

#[test]
fn a_backup_without_players_and_live_games_still_imports() {
    let dir = tempfile::tempdir().unwrap();
    let first = Arc::new(EmbeddedStore::open(&dir.path().join("a.redb")).unwrap());
    fill(first.clone());
    let mut text = Vec::new();
    cli::export_store(first.as_ref(), &mut text).unwrap();
    let text = String::from_utf8(text).unwrap();
    // As a backup of an earlier version was written: no player or live lines.
    let older: String = text
        .lines()
        .filter(|line| !is_index_line(line))
        .map(|line| format!("{line}\n"))
        .collect();
    assert_eq!(
        text.lines().count() - older.lines().count(),
        3,
        "two players and one live game left out"
    );
    let expected: Vec<Entry> = entries(first.as_ref())
        .into_iter()
        .filter(|e| !matches!(e, Entry::Player { .. } | Entry::Live { .. }))
        .collect();
    let server = RedisServer::start();
    imports_without_index(
        &RedisStore::open(&server.url(), "older").unwrap(),
        &older,
        &expected,
    );
    imports_without_index(
        &EmbeddedStore::open(&dir.path().join("b.redb")).unwrap(),
        &older,
        &expected,
    );
}

#[test]
fn an_emptied_or_missing_store_file_is_refused_and_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("conductor.redb");
    fill(Arc::new(EmbeddedStore::open(&path).unwrap()));
    assert!(marker_path(&path).exists());

    std::fs::File::create(&path).unwrap(); // truncated to 0 bytes
    for _ in 0..3 {
        match EmbeddedStore::open(&path) {
            Err(StoreError::Corrupt(why)) => {
                assert!(why.contains("is empty"), "{why}");
                eprintln!("{why}");
            }
            other => panic!("an emptied file must be refused: {:?}", other.map(|_| ())),
        }
        assert_eq!(
            std::fs::metadata(&path).unwrap().len(),
            0,
            "never overwritten"
        );
    }
    std::fs::remove_file(&path).unwrap();
    for _ in 0..3 {
        match EmbeddedStore::open(&path) {
            Err(StoreError::Corrupt(why)) => {
                assert!(why.contains("is missing"), "{why}");
                eprintln!("{why}");
            }
            other => panic!("a missing file must be refused: {:?}", other.map(|_| ())),
        }
        assert!(!path.exists(), "no new empty store is made");
    }
    eprintln!("emptied and missing file refused: 3/3 trials each held");
}

/// 256 garbage bytes written into a store file at `offset` are either
/// found by the check on opening, or fell where no data lives: then every
/// entry reads back as it was.
#[test]
fn garbage_inside_the_store_file_is_found_or_harmless() {
    let dir = tempfile::tempdir().unwrap();
    let clean = dir.path().join("clean.redb");
    fill(Arc::new(EmbeddedStore::open(&clean).unwrap()));
    let expected = entries(&EmbeddedStore::open(&clean).unwrap());
    let len = std::fs::metadata(&clean).unwrap().len();
    let (mut found, mut harmless) = (0, 0);
    let offsets: Vec<u64> = (1..16)
        .map(|i| len * i / 16)
        .chain([0, 512, 4096])
        .collect();
    for (n, offset) in offsets.iter().enumerate() {
        let path = dir.path().join(format!("hit{n}.redb"));
        std::fs::copy(&clean, &path).unwrap();
        let mut file = std::fs::OpenOptions::new().write(true).open(&path).unwrap();
        file.seek(SeekFrom::Start(*offset)).unwrap();
        let garbage: Vec<u8> = (0..256u32).map(|i| (i * 37 + 11) as u8).collect();
        file.write_all(&garbage).unwrap();
        drop(file);
        match EmbeddedStore::open(&path) {
            Err(StoreError::Corrupt(why)) => {
                found += 1;
                eprintln!("offset {offset}: {why}");
            }
            Err(e) => panic!("offset {offset}: not reported as damage: {e}"),
            Ok(store) => {
                assert_eq!(entries(&store), expected, "offset {offset}: data intact");
                harmless += 1;
                eprintln!("offset {offset}: in unused space, every entry intact");
            }
        }
    }
    eprintln!(
        "garbage at {} offsets: {found} found by the check, {harmless} harmless, 0 unnoticed damage",
        offsets.len()
    );
}

/// Prints the time to check and export a store of 1,000 games (embedded and
/// Redis). A measurement: `cargo test --release --test store_backup -- --ignored`.
#[test]
#[ignore]
fn measure_check_and_export_of_1000_games() {
    let dir = tempfile::tempdir().unwrap();
    let seed = Arc::new(EmbeddedStore::open(&dir.path().join("seed.redb")).unwrap());
    fill(seed.clone());
    let game = seed.load("c1").unwrap().unwrap();
    let log = seed.log("c1").unwrap();
    let server = RedisServer::start();
    let redis = RedisStore::open(&server.url(), "big").unwrap();
    let path = dir.path().join("big.redb");
    let embedded = EmbeddedStore::open(&path).unwrap();
    for n in 0..1000 {
        let commit = Commit {
            data: game.data.clone(),
            log: log.clone(),
            ..Commit::default()
        };
        embedded.commit(&format!("g{n}"), 0, &commit).unwrap();
        redis.commit(&format!("g{n}"), 0, &commit).unwrap();
    }
    drop(embedded);
    let bytes = std::fs::metadata(&path).unwrap().len();
    let started = Instant::now();
    let embedded = EmbeddedStore::open(&path).unwrap();
    let opened = started.elapsed();
    for (name, store) in [
        ("embedded", &embedded as &dyn conductor::store::WholeStore),
        ("redis", &redis),
    ] {
        let started = Instant::now();
        let verdict = cli::verify_store(store).unwrap();
        let checked = started.elapsed();
        let started = Instant::now();
        let mut out = Vec::new();
        let counts = cli::export_store(store, &mut out).unwrap();
        let exported = started.elapsed();
        assert_eq!(verdict.counts.games, 1000);
        assert!(verdict.damaged.is_empty());
        assert_eq!(counts.games, 1000);
        println!(
            "{name}: 1000 games: check (every record read and parsed) {checked:?}, \
             export {exported:?} ({} bytes of JSON lines)",
            out.len()
        );
    }
    println!("embedded: opening with the page-checksum check of a {bytes}-byte file: {opened:?}");
}
