//! The host against real stores (the embedded file store and a real
//! redis-server started here): lobby to game, refusals that change nothing,
//! replay from the log, timers that fire once, races, and Redis outages.

#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

use conductor::cli;
use conductor::host::{BotLevel, ChannelRecord, Host, LogEntry, OutMsg, Picture, Request, Target};
use conductor::i18n::Lang;
use conductor::maps;
use conductor::rules::{Action, Board, DrawSource, PlayerView, apply, check_invariants, new_game};
use conductor::store::{RedisStore, Store, StoreError};
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;
use support::host::{drain, embedded, request};
use support::redis::RedisServer;

/// A plain computer player for tests: keeps every offered ticket, splits
/// 20/40, draws from the deck.
fn simple_brain(_: &Board, view: &PlayerView, _: BotLevel, _: &mut ChaCha8Rng) -> Action {
    if !view.offer.is_empty() {
        return Action::Keep {
            tickets: view.offer.clone(),
        };
    }
    Action::Draw {
        from: DrawSource::Deck(conductor::rules::DeckKind::Trains),
        refill: None,
    }
}

fn req(user: &str, line: &str) -> Request {
    request(user, Lang::En, Lang::En, line)
}

fn record(store: &dyn Store) -> (u64, ChannelRecord) {
    let r = store.load("chan").expect("load").expect("a record");
    (
        r.version,
        ChannelRecord::read(&r.data).expect("record parses"),
    )
}

/// ann and bob in a started USA game, both tickets kept.
fn started(host: &Host) {
    for (u, l) in [
        ("ann", "/game new map:usa seats:2 turn:1"),
        ("bob", "/game join"),
        ("ann", "/game start"),
    ] {
        assert!(host.handle(&req(u, l), 1000).applied, "{l}");
    }
    for u in ["ann", "bob"] {
        let r = host.handle(&req(u, "/keep tickets:1,2"), 1000);
        assert!(r.applied, "{u} keep: {}", r.text);
    }
}

fn lobby_to_game(store: Arc<dyn Store>) {
    let host = Host::new(store.clone(), simple_brain);
    started(&host);
    let msgs = drain(&host);
    assert!(
        msgs.iter()
            .any(|m| m.to == Target::Channel("chan".into()) && m.text.contains("Your turn, ann"))
    );
    let dms: Vec<&OutMsg> = msgs
        .iter()
        .filter(|m| m.to == Target::User("bob".into()))
        .collect();
    assert!(
        !dms.is_empty() && dms.iter().all(|m| m.picture.is_some()),
        "bob gets his hand privately"
    );
    assert!(
        msgs.iter()
            .filter(|m| matches!(m.to, Target::Channel(_)))
            .all(|m| !m.text.contains("Your cards")),
        "no hand in public"
    );

    // Refusals: out of turn, a spectator, unknown names, bad cards: a reply
    // to the caller, and the stored record is byte-for-byte unchanged.
    let (v0, before) = record(store.as_ref());
    for (user, line, needle) in [
        ("bob", "/draw from:deck", "ann's turn"),
        ("carol", "/draw from:deck", "not playing"),
        ("ann", "/claim route:\"Atlantis Denver\"", "no place"),
        ("ann", "/claim route:\"New York Miami\"", "no route between"),
        ("ann", "/draw from:9", "numbered 1 to 5"),
        ("ann", "/keep tickets:1", "no tickets"),
        ("ann", "/station city:Denver", "no stations"),
    ] {
        let r = host.handle(&req(user, line), 1001);
        assert!(!r.applied && r.text.contains(needle), "{line}: {}", r.text);
    }
    let (v1, after) = record(store.as_ref());
    assert_eq!(v0, v1);
    assert_eq!(
        serde_json::to_string(&before).unwrap(),
        serde_json::to_string(&after).unwrap()
    );
    assert!(
        drain(&host).is_empty(),
        "refusals send nothing public or private"
    );

    // A real move: two cards, then bob's turn.
    assert!(host.handle(&req("ann", "/draw from:deck"), 1002).applied);
    assert!(host.handle(&req("ann", "/draw from:deck"), 1002).applied);
    let (_, rec) = record(store.as_ref());
    assert_eq!(rec.state.as_ref().unwrap().turn, 1);

    // Replaying seed + log gives the stored state.
    let log: Vec<LogEntry> = store
        .log("chan")
        .unwrap()
        .iter()
        .map(|e| LogEntry::read(e).unwrap())
        .collect();
    let board = maps::board("usa").unwrap();
    let LogEntry::Started {
        names,
        options,
        seed,
        ..
    } = &log[0]
    else {
        panic!("log starts with the game")
    };
    let mut state = new_game(&board, names, options.clone(), *seed).unwrap();
    for e in &log[1..] {
        if let LogEntry::Action { seat, action } = e {
            apply(&board, &mut state, *seat, action).expect("replayed action applies");
        }
    }
    assert_eq!(
        serde_json::to_string(&state).unwrap(),
        serde_json::to_string(rec.state.as_ref().unwrap()).unwrap()
    );
}

#[test]
fn lobby_to_game_embedded() {
    let (_dir, store) = embedded();
    lobby_to_game(store);
}

#[test]
fn lobby_to_game_redis() {
    let server = RedisServer::start();
    let store: Arc<dyn Store> = Arc::new(RedisStore::open(&server.url(), "t1").unwrap());
    lobby_to_game(store);
}

#[test]
fn turn_timer_reminds_then_moves_once() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), simple_brain);
    let other = Host::new(store.clone(), simple_brain); // a second process
    started(&host);
    drain(&host);
    // turn:1 = one hour; the reminder is due at half time.
    assert_eq!(host.tick(1000 + 1799).unwrap(), 0);
    assert_eq!(host.tick(1000 + 1800).unwrap(), 1);
    let msgs = drain(&host);
    assert!(
        msgs.iter()
            .any(|m| m.to == Target::User("ann".into()) && m.text.starts_with("Reminder"))
    );
    assert_eq!(
        other.tick(1000 + 1801).unwrap(),
        0,
        "the reminder fires once"
    );
    let (_, rec) = record(store.as_ref());
    let moves = rec.state.as_ref().unwrap().moves;
    // At the deadline both processes tick; the computer moves for ann once.
    let t = 1000 + 3600;
    let (a, b) = std::thread::scope(|s| {
        let a = s.spawn(|| host.tick(t));
        let b = s.spawn(|| other.tick(t));
        (a.join().unwrap().unwrap(), b.join().unwrap().unwrap())
    });
    assert!(a + b >= 1);
    let (_, rec) = record(store.as_ref());
    let st = rec.state.as_ref().unwrap();
    assert_eq!(st.turn, 1, "ann's turn was played for her");
    assert_eq!(st.moves, moves + 2, "one two-card draw, not two");
    assert!(
        drain(&host)
            .iter()
            .any(|m| m.text.contains("Time is up for ann"))
    );
}

#[test]
fn racing_processes_lose_no_move() {
    let server = RedisServer::start();
    let open = || -> Arc<dyn Store> { Arc::new(RedisStore::open(&server.url(), "race").unwrap()) };
    let (s1, s2) = (open(), open());
    let h1 = Host::new(s1.clone(), simple_brain);
    let h2 = Host::new(s2, simple_brain);
    for (u, l) in [
        ("ann", "/game new map:europe seats:2 turn:0"),
        ("bob", "/game join"),
        ("ann", "/game start"),
    ] {
        assert!(h1.handle(&req(u, l), 1).applied);
    }
    for u in ["ann", "bob"] {
        assert!(h1.handle(&req(u, "/keep tickets:1,2,3"), 1).applied);
    }
    let log_before = s1.log("chan").unwrap().len();
    // Each process sends 200 draws for both players, interleaved: whichever
    // is out of turn is refused; every accepted one must be logged once.
    let accepted = std::thread::scope(|s| {
        fn run(h: &Host) -> usize {
            let mut ok = 0;
            for i in 0..200 {
                let who = if i % 2 == 0 { "ann" } else { "bob" };
                if h.handle(&req(who, "/draw from:deck"), 2).applied {
                    ok += 1;
                }
            }
            ok
        }
        let a = s.spawn(|| run(&h1));
        let b = s.spawn(|| run(&h2));
        a.join().unwrap() + b.join().unwrap()
    });
    let log_after = s1.log("chan").unwrap().len();
    assert!(accepted > 0);
    assert_eq!(
        log_after - log_before,
        accepted,
        "the log holds exactly the accepted commands"
    );
    let (_, rec) = record(s1.as_ref());
    let board = maps::board("europe").unwrap();
    check_invariants(&board, rec.state.as_ref().unwrap()).expect("cards conserved");
}

#[test]
fn redis_outage_refuses_cleanly_and_recovers() {
    let mut server = RedisServer::start_persistent();
    let store: Arc<dyn Store> = Arc::new(RedisStore::open(&server.url(), "out").unwrap());
    let host = Host::new(store.clone(), simple_brain);
    started(&host);
    let (v0, _) = record(store.as_ref());
    server.stop();
    let r = host.handle(&req("ann", "/draw from:deck"), 1002);
    assert!(
        !r.applied && r.text.contains("Storage is unavailable"),
        "{}",
        r.text
    );
    assert!(matches!(
        store.load("chan"),
        Err(StoreError::Unavailable(_))
    ));
    server.restart();
    let (v1, _) = record(store.as_ref());
    assert_eq!(v0, v1, "nothing was half-written");
    assert!(
        host.handle(&req("ann", "/draw from:deck"), 1003).applied,
        "play resumes"
    );
}

#[test]
fn garbage_never_crashes_or_changes_the_game() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), simple_brain);
    started(&host);
    drain(&host);
    let (v0, _) = record(store.as_ref());
    let long = "x".repeat(10_000);
    let lines = [
        "/fly".to_string(),
        "/claim".into(),
        format!("/claim route:{long}"),
        "/claim route:\"Paris\u{0}Wien\"".into(),
        "/draw from:-1".into(),
        "/draw from:99999999999999999999".into(),
        "/tunnel pay:maybe".into(),
        "/exchange trains_to_ships:5".into(),
        "/split trains:20 ships:40".into(),
        "/harbor city:Denver".into(),
        "/game start".into(),
        "/keep tickets:0".into(),
        "/claim route:\"Денвер Omaha\" color:plaid".into(),
    ];
    for line in &lines {
        for user in ["ann", "bob", "zed"] {
            let r = match cli::parse(line) {
                Ok(cmd) => host.handle(&Request::console("chan", user, Lang::En, cmd), 1001),
                Err(e) => conductor::host::Reply::text(e.to_string()),
            };
            assert!(!r.applied, "{user} {line}: {}", r.text);
            assert!(!r.text.is_empty());
        }
    }
    let (v1, _) = record(store.as_ref());
    assert_eq!(v0, v1);
    assert!(drain(&host).is_empty());
}

#[test]
fn a_finished_game_posts_its_recap_in_the_channel() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), conductor::ai::decide);
    for l in [
        "/game new map:usa seats:2 turn:1",
        "/game addbot level:easy",
        "/game start",
    ] {
        assert!(host.handle(&req("ann", l), 1000).applied, "{l}");
    }
    // ann never moves: each deadline, the computer plays her turn.
    let mut now = 1000;
    let mut sent = Vec::new();
    while store.load("chan").unwrap().is_some() {
        now += 3600;
        host.tick(now).unwrap();
        sent.extend(drain(&host));
        assert!(now < 1000 + 3600 * 2_000, "the game never ended");
    }
    let recaps: Vec<&OutMsg> = sent
        .iter()
        .filter(|m| matches!(m.picture, Some(Picture::Recap { .. })))
        .collect();
    assert_eq!(recaps.len(), 1, "one recap, when the game ends");
    let recap = recaps[0];
    assert_eq!(recap.to, Target::Channel("chan".into()));
    let picture = recap.picture.as_ref().unwrap();
    let Picture::Recap { moves, .. } = picture else {
        unreachable!()
    };
    let history = store.history(1).unwrap();
    let archived = store.archived(&history[0]).unwrap().unwrap();
    let last = ChannelRecord::read(&archived.data).unwrap();
    let owned = last.state.as_ref().unwrap().owners.iter().flatten().count();
    assert_eq!(moves.len(), owned, "every claimed route, once");
    let gif = picture.draw().expect("the recap draws");
    assert!(gif.starts_with(b"GIF89a"), "an animated GIF");
    assert_eq!(picture.file_name(), "recap.gif");
    assert!(picture.alt_text().unwrap().contains("pieces"));
}
