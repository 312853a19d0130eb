//! Issue 16 parts 1 and 2 against a real redis-server and a real redb file:
//! commits whose answer is late or never comes, commands delivered twice,
//! and stored games damaged in eight ways.

#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

use std::sync::Arc;
use std::time::Duration;

use conductor::host::{Host, Reply};
use conductor::store::{Commit, CommitOutcome, EmbeddedStore, RedisStore, Store, StoreError};
use support::host::{keep_then_deck, request_in};
use support::proxy::Proxy;
use support::redis::RedisServer;

fn send(host: &Host, channel: &str, user: &str, line: &str) -> Reply {
    host.handle(&request_in(channel, user, false, None, line), 1000)
}

/// ann and bob in a started USA game in `channel`, tickets kept.
fn started(host: &Host, channel: &str) {
    for (user, line) in [
        ("ann", "/game new map:usa seats:2"),
        ("bob", "/game join"),
        ("ann", "/game start"),
        ("ann", "/keep tickets:1,2"),
        ("bob", "/keep tickets:1,2"),
    ] {
        let reply = send(host, channel, user, line);
        assert!(reply.applied, "{line}: {}", reply.text);
    }
}

fn version(store: &dyn Store, channel: &str) -> u64 {
    store
        .load(channel)
        .expect("load")
        .expect("a record")
        .version
}

fn log_len(store: &dyn Store, channel: &str) -> usize {
    store.log(channel).expect("log").len()
}

fn save(data: &str, log: &str) -> Commit {
    Commit {
        data: data.as_bytes().to_vec(),
        log: vec![log.as_bytes().to_vec()],
        ..Commit::default()
    }
}

// ---- part 1: a commit whose answer never arrives ----

#[test]
fn a_late_commit_reply_is_resolved_as_applied_once() {
    let server = RedisServer::start();
    let proxy = Proxy::start(server.port());
    let store = RedisStore::open(&proxy.url(), "late").unwrap();
    store.commit("c", 0, &save("v1", "m1")).unwrap();
    let trials = 3;
    for trial in 0..trials {
        let v = 2 + trial;
        proxy.delay_reply_to("EVALSHA", Duration::from_secs(3));
        let outcome = store.commit("c", v - 1, &save(&format!("v{v}"), &format!("m{v}")));
        assert_eq!(outcome.unwrap(), CommitOutcome::Saved(v), "trial {trial}");
        assert_eq!(store.load("c").unwrap().unwrap().version, v);
        assert_eq!(log_len(&store, "c"), v as usize, "applied once");
    }
    eprintln!("late reply resolved as applied once: {trials}/{trials} trials held");
}

#[test]
fn a_late_reply_to_a_move_tells_the_player_it_was_applied() {
    let server = RedisServer::start();
    let proxy = Proxy::start(server.port());
    let store: Arc<dyn Store> = Arc::new(RedisStore::open(&proxy.url(), "move").unwrap());
    let host = Host::new(store.clone(), keep_then_deck);
    started(&host, "chan");
    let (v0, log0) = (
        version(store.as_ref(), "chan"),
        log_len(store.as_ref(), "chan"),
    );
    proxy.delay_reply_to("EVALSHA", Duration::from_secs(3));
    let reply = send(&host, "chan", "ann", "/draw from:deck");
    assert!(reply.applied, "told the truth: applied; got {}", reply.text);
    assert!(!reply.text.contains("Storage"), "{}", reply.text);
    assert_eq!(version(store.as_ref(), "chan"), v0 + 1, "one card drawn");
    assert_eq!(log_len(store.as_ref(), "chan"), log0 + 1);
}

#[test]
fn a_move_never_confirmed_is_reported_unknown_and_its_retry_applies_nothing() {
    let server = RedisServer::start();
    let proxy = Proxy::start(server.port());
    let store: Arc<dyn Store> = Arc::new(RedisStore::open(&proxy.url(), "unknown").unwrap());
    let host = Host::new(store.clone(), keep_then_deck);
    started(&host, "chan");
    let (v0, log0) = (
        version(store.as_ref(), "chan"),
        log_len(store.as_ref(), "chan"),
    );
    let draw = request_in(
        "chan",
        "ann",
        false,
        Some("interaction-1"),
        "/draw from:deck",
    );

    proxy.hold_replies_from("EVALSHA");
    let first = host.handle(&draw, 1000);
    proxy.release();
    assert!(!first.applied, "{}", first.text);
    assert!(
        first.text.contains("not known whether it was applied"),
        "never a guess: {}",
        first.text
    );
    assert_eq!(
        version(store.as_ref(), "chan"),
        v0 + 1,
        "Redis did apply it"
    );

    let again = host.handle(&draw, 1001);
    assert!(!again.applied, "the retry changes nothing: {}", again.text);
    assert!(
        again.text.contains("Done"),
        "the first answer: {}",
        again.text
    );
    assert_eq!(version(store.as_ref(), "chan"), v0 + 1);
    assert_eq!(
        log_len(store.as_ref(), "chan"),
        log0 + 1,
        "one card, not two"
    );
}

/// Sends the same keyed command twice, one after the other and then from
/// two threads at once; each is applied exactly once.
fn same_key_applies_once(store: Arc<dyn Store>) {
    let host = Host::new(store.clone(), keep_then_deck);
    started(&host, "chan");
    let trials = 10;
    for trial in 0..trials {
        let (v0, log0) = (
            version(store.as_ref(), "chan"),
            log_len(store.as_ref(), "chan"),
        );
        let user = if trial % 2 == 0 { "ann" } else { "bob" };
        let key = format!("tap-{trial}");
        let draw = request_in("chan", user, false, Some(&key), "/draw from:deck");
        let replies: Vec<Reply> = std::thread::scope(|s| {
            let a = s.spawn(|| host.handle(&draw, 1000));
            let b = s.spawn(|| host.handle(&draw, 1000));
            vec![a.join().unwrap(), b.join().unwrap()]
        });
        let applied = replies.iter().filter(|r| r.applied).count();
        assert_eq!(applied, 1, "trial {trial}: {:?}", replies.map_text());
        assert_eq!(replies[0].text, replies[1].text, "the same answer");
        let third = host.handle(&draw, 1001);
        assert_eq!(third.text, replies[0].text);
        assert!(!third.applied);
        assert_eq!(version(store.as_ref(), "chan"), v0 + 1, "trial {trial}");
        assert_eq!(log_len(store.as_ref(), "chan"), log0 + 1, "trial {trial}");
        // The second card of the turn, without a key.
        assert!(send(&host, "chan", user, "/draw from:deck").applied);
    }
    eprintln!("a command delivered twice applied once: {trials}/{trials} trials held");
}

trait Texts {
    fn map_text(&self) -> Vec<&str>;
}

impl Texts for Vec<Reply> {
    fn map_text(&self) -> Vec<&str> {
        self.iter().map(|r| r.text.as_str()).collect()
    }
}

#[test]
fn a_command_delivered_twice_is_applied_once_embedded() {
    let dir = tempfile::tempdir().unwrap();
    let store = EmbeddedStore::open(&dir.path().join("s.redb")).unwrap();
    same_key_applies_once(Arc::new(store));
}

#[test]
fn a_command_delivered_twice_is_applied_once_redis() {
    let server = RedisServer::start();
    same_key_applies_once(Arc::new(RedisStore::open(&server.url(), "twice").unwrap()));
}

// ---- part 2: damaged games ----

/// The eight ways a stored game was damaged (issue 16).
#[derive(Clone, Copy, Debug)]
enum Damage {
    GarbageBytes,
    TruncatedJson,
    EmptyData,
    OtherShape,
    VersionNotNumber,
    MissingField,
    WrongKeyType,
    EmbeddedGarbageRecord,
}

const REDIS_DAMAGE: [Damage; 7] = [
    Damage::GarbageBytes,
    Damage::TruncatedJson,
    Damage::EmptyData,
    Damage::OtherShape,
    Damage::VersionNotNumber,
    Damage::MissingField,
    Damage::WrongKeyType,
];

/// Damages `channel`'s record under `prefix` with raw Redis commands.
fn damage_redis(con: &mut redis::Connection, prefix: &str, channel: &str, how: Damage) {
    let key = format!("{prefix}:rec:{channel}");
    let data: Vec<u8> = redis::cmd("HGET").arg(&key).arg("d").query(con).unwrap();
    let mut set = |field: &str, value: &[u8]| {
        redis::cmd("HSET")
            .arg(&key)
            .arg(field)
            .arg(value)
            .query::<()>(con)
            .unwrap()
    };
    match how {
        Damage::GarbageBytes => set("d", &[0xff, 0xfe, 0x00, 0x9c, b'{', 0x80]),
        Damage::TruncatedJson => set("d", &data[..data.len() / 2]),
        Damage::EmptyData => set("d", b""),
        Damage::OtherShape => set("d", br#"{"hello":[1,2,3],"game_id":7}"#),
        Damage::VersionNotNumber => set("v", b"seven"),
        Damage::MissingField => {
            redis::cmd("HDEL")
                .arg(&key)
                .arg("v")
                .query::<()>(con)
                .unwrap();
        }
        Damage::WrongKeyType => {
            redis::cmd("DEL").arg(&key).query::<()>(con).unwrap();
            redis::cmd("RPUSH")
                .arg(&key)
                .arg(&data)
                .query::<()>(con)
                .unwrap();
        }
        Damage::EmbeddedGarbageRecord => unreachable!("not a Redis damage"),
    }
}

/// What every damaged channel must do: say it is damaged to players and to
/// `/game new`; an admin's `/game end` sets it aside and frees the channel;
/// then `/game new` works. The game in channel "other" plays on. Returns
/// the quarantine id.
fn damaged_channel_recovers(host: &Host, channel: &str, how: Damage) -> String {
    for (user, admin, line) in [
        ("ann", false, "/draw from:deck"),
        ("ann", false, "/game new map:usa"),
        ("ann", false, "/game status"),
        ("bob", false, "/game end"),
    ] {
        let r = host.handle(&request_in(channel, user, admin, None, line), 1000);
        assert!(!r.applied, "{how:?} {line}: {}", r.text);
        assert!(r.text.contains("is damaged"), "{how:?} {line}: {}", r.text);
    }
    play_on(host, "other", how);
    let end = host.handle(&request_in(channel, "admin", true, None, "/game end"), 1000);
    assert!(end.applied, "{how:?}: {}", end.text);
    assert!(end.text.contains("set aside as"), "{how:?}: {}", end.text);
    let id = end.text.split("set aside as ").nth(1).unwrap();
    let id = id.split(' ').next().unwrap().to_owned();
    let again = send(host, channel, "ann", "/game new map:usa seats:2");
    assert!(again.applied, "{how:?}: {}", again.text);
    play_on(host, "other", how);
    id
}

/// The player whose turn it is in `channel` draws a card (the other may
/// draw too if the turn passed to them).
fn play_on(host: &Host, channel: &str, how: Damage) {
    let applied = ["ann", "bob"]
        .iter()
        .filter(|user| send(host, channel, user, "/draw from:deck").applied)
        .count();
    assert!(applied >= 1, "{how:?}: {channel} plays on");
}

#[test]
fn every_damaged_redis_record_is_reported_and_set_aside() {
    let server = RedisServer::start();
    let prefix = "dmg";
    let store: Arc<dyn Store> = Arc::new(RedisStore::open(&server.url(), prefix).unwrap());
    let host = Host::new(store.clone(), keep_then_deck);
    let mut con = redis::Client::open(server.url())
        .unwrap()
        .get_connection()
        .unwrap();
    let trials = 3;
    for how in REDIS_DAMAGE {
        for trial in 0..trials {
            let channel = format!("{how:?}-{trial}");
            started(&host, &channel);
            started(&host, "other");
            let key = format!("{prefix}:rec:{channel}");
            damage_redis(&mut con, prefix, &channel, how);
            let before: Vec<u8> = redis::cmd("DUMP").arg(&key).query(&mut con).unwrap();
            let log_before = store.log(&channel).unwrap();
            let id = damaged_channel_recovers(&host, &channel, how);
            let kept: Vec<u8> = redis::cmd("DUMP")
                .arg(format!("{prefix}:qrec:{id}"))
                .query(&mut con)
                .unwrap();
            assert_eq!(
                kept, before,
                "{how:?}: the damaged bytes are kept as they were"
            );
            let kept_log: Vec<Vec<u8>> = redis::cmd("LRANGE")
                .arg(format!("{prefix}:qlog:{id}"))
                .arg(0)
                .arg(-1)
                .query(&mut con)
                .unwrap();
            assert_eq!(kept_log, log_before, "{how:?}: the log is kept");
            // "other" is finished with below by archiving nothing; reset it.
            store.quarantine("other").unwrap();
        }
        eprintln!("{how:?}: {trials}/{trials} trials held");
    }
}

#[test]
fn a_damaged_embedded_record_is_reported_and_set_aside() {
    let dir = tempfile::tempdir().unwrap();
    let store: Arc<dyn Store> = Arc::new(EmbeddedStore::open(&dir.path().join("s.redb")).unwrap());
    let host = Host::new(store.clone(), keep_then_deck);
    let trials = 3;
    let how = Damage::EmbeddedGarbageRecord;
    for trial in 0..trials {
        let channel = format!("garbage-{trial}");
        started(&host, &channel);
        started(&host, "other");
        let v = version(store.as_ref(), &channel);
        let garbage = [0xffu8, 0x00, 0x13, 0x37, b'{'];
        let commit = Commit {
            data: garbage.to_vec(),
            ..Commit::default()
        };
        assert_eq!(
            store.commit(&channel, v, &commit).unwrap(),
            CommitOutcome::Saved(v + 1)
        );
        damaged_channel_recovers(&host, &channel, how);
        store.quarantine("other").unwrap();
    }
    eprintln!("{how:?}: {trials}/{trials} trials held");
}

#[test]
fn a_damaged_record_is_an_error_of_its_own_not_an_outage() {
    let server = RedisServer::start();
    let store = RedisStore::open(&server.url(), "kind").unwrap();
    let mut con = redis::Client::open(server.url())
        .unwrap()
        .get_connection()
        .unwrap();
    for (n, how) in REDIS_DAMAGE.into_iter().enumerate() {
        let channel = format!("c{n}");
        store.commit(&channel, 0, &save(r#"{"x":1}"#, "a")).unwrap();
        damage_redis(&mut con, "kind", &channel, how);
        match store.load(&channel) {
            Ok(Some(r)) => assert!(
                conductor::host::ChannelRecord::read(&r.data).is_err(),
                "{how:?}"
            ),
            Err(StoreError::Corrupt(why)) => eprintln!("{how:?}: {why}"),
            other => panic!("{how:?}: {other:?}"),
        }
    }
}

/// Runs `conductor ARGS` with `input` on standard input and `RUST_LOG`
/// set; returns (exit success, stdout, stderr).
fn conductor(args: &[&str], input: &str) -> (bool, String, String) {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_conductor"))
        .args(args)
        .env_remove("REDIS_URL")
        .env("RUST_LOG", "info")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("conductor runs");
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input.as_bytes()).unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.success(), text(&out.stdout), text(&out.stderr))
}

/// The console names `conductor quarantine` for a damaged channel and logs
/// to standard error; the operator's `conductor quarantine` keeps the
/// damaged bytes exactly as `/game end` does, and frees the channel.
#[test]
fn the_operator_sets_a_damaged_redis_game_aside() {
    let server = RedisServer::start();
    let url = server.url();
    let prefix = conductor::store::REDIS_PREFIX;
    let store: Arc<dyn Store> = Arc::new(RedisStore::open(&url, prefix).unwrap());
    let host = Host::new(store.clone(), keep_then_deck);
    let mut con = redis::Client::open(url.as_str())
        .unwrap()
        .get_connection()
        .unwrap();
    started(&host, "chan");
    damage_redis(&mut con, prefix, "chan", Damage::GarbageBytes);
    let key = format!("{prefix}:rec:chan");
    let before: Vec<u8> = redis::cmd("DUMP").arg(&key).query(&mut con).unwrap();
    let log_before = store.log("chan").unwrap();

    let console = [
        "local",
        "--redis",
        &url,
        "--channel",
        "chan",
        "--no-pictures",
    ];
    let (_, out, logs) = conductor(&console, "ann: /game status\n");
    assert!(out.contains("conductor quarantine chan"), "{out}");
    assert!(
        logs.contains("damaged stored game"),
        "logged to stderr: {logs}"
    );
    assert!(
        !out.contains("damaged stored game"),
        "no log in the session: {out}"
    );

    let (ok, out, err) = conductor(&["quarantine", "chan", "--redis", &url], "");
    assert!(ok, "{out}{err}");
    let id = out.split("set aside as ").nth(1).unwrap();
    let id = id.split(' ').next().unwrap();
    let kept: Vec<u8> = redis::cmd("DUMP")
        .arg(format!("{prefix}:qrec:{id}"))
        .query(&mut con)
        .unwrap();
    assert_eq!(kept, before, "the damaged bytes are kept as they were");
    let kept_log: Vec<Vec<u8>> = redis::cmd("LRANGE")
        .arg(format!("{prefix}:qlog:{id}"))
        .arg(0)
        .arg(-1)
        .query(&mut con)
        .unwrap();
    assert_eq!(kept_log, log_before, "the log is kept");
    assert!(send(&host, "chan", "ann", "/game new map:usa seats:2").applied);

    let (ok, _, err) = conductor(&["quarantine", "chan", "--redis", &url], "");
    assert!(!ok && err.contains("is not damaged"), "{err}");
    let (ok, _, err) = conductor(&["quarantine", "none", "--redis", &url], "");
    assert!(!ok && err.contains("holds no game"), "{err}");
}

#[test]
fn the_operator_sets_a_damaged_embedded_game_aside() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join(conductor::store::EMBEDDED_FILE);
    let garbage = vec![0xffu8, 0x00, 0x13, 0x37, b'{'];
    let log_before = {
        let store: Arc<dyn Store> = Arc::new(EmbeddedStore::open(&file).unwrap());
        let host = Host::new(store.clone(), keep_then_deck);
        started(&host, "chan");
        let v = version(store.as_ref(), "chan");
        let commit = Commit {
            data: garbage.clone(),
            ..Commit::default()
        };
        store.commit("chan", v, &commit).unwrap();
        store.log("chan").unwrap()
    };
    let data = dir.path().to_str().unwrap();
    let (_, out, _) = conductor(
        &["local", "--data", data, "--channel", "chan"],
        "ann: /hand\n",
    );
    assert!(out.contains("conductor quarantine chan"), "{out}");
    let (ok, out, err) = conductor(&["quarantine", "chan", "--data", data], "");
    assert!(ok, "{out}{err}");
    let store = EmbeddedStore::open(&file).unwrap();
    assert_eq!(store.load("chan").unwrap(), None, "the channel is free");
    let mut kept = Vec::new();
    conductor::store::Backup::export(&store, &mut |entry| {
        if let conductor::store::Entry::Quarantined {
            channel, data, log, ..
        } = entry
        {
            kept.push((channel, data, log));
        }
        Ok(())
    })
    .unwrap();
    assert_eq!(kept.len(), 1, "one game set aside");
    let (channel, data, log) = kept.pop().unwrap();
    assert_eq!(channel, "chan");
    assert_eq!(
        data.unwrap().bytes().unwrap(),
        garbage,
        "the damaged bytes are kept"
    );
    let log: Vec<Vec<u8>> = log.iter().map(|b| b.bytes().unwrap()).collect();
    assert_eq!(log, log_before, "the log is kept");
}
