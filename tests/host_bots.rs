//! Computer players in the host, on the embedded store and a real
//! redis-server: the expert thinks after the command that gave it the
//! turn has been answered and committed, never inside it, and each request
//! to think moves it once.

#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

use conductor::ai;
use conductor::host::tourney::Stage;
use conductor::host::{BotLevel, ChannelRecord, Host, LogEntry, Task};
use conductor::i18n::Lang;
use conductor::rules::{Action, Board, Phase, PlayerView};
use conductor::store::{Commit, CommitOutcome, RedisStore, Store};
use rand_chacha::ChaCha8Rng;
use std::cell::Cell;
use std::sync::Arc;
use std::time::Duration;
use support::host::{embedded, keep_then_deck, request, request_in, settle, stored, tourney_in};
use support::redis::RedisServer;

thread_local! {
    /// Decisions the expert made on this thread.
    static EXPERT_DECISIONS: Cell<usize> = const { Cell::new(0) };
}

/// The real computer players, counting the expert's decisions.
fn counting(board: &Board, view: &PlayerView, level: BotLevel, rng: &mut ChaCha8Rng) -> Action {
    if level == BotLevel::Expert {
        EXPERT_DECISIONS.with(|n| n.set(n.get() + 1));
    }
    ai::decide(board, view, level, rng)
}

fn decisions() -> usize {
    EXPERT_DECISIONS.with(Cell::get)
}

fn host_on(store: Arc<dyn Store>) -> Host {
    ai::set_expert_budget(Duration::from_millis(20));
    Host::new(store, counting)
}

/// `line` from `user`, which must be applied.
fn says(host: &Host, user: &str, line: &str) {
    let reply = host.handle(&request(user, Lang::En, Lang::En, line), 1000);
    assert!(reply.applied, "{line}: {}", reply.text);
}

/// ann against an expert on the USA board, started: the expert has not
/// chosen its tickets yet.
fn against_expert(host: &Host) {
    says(host, "ann", "/game new map:usa seats:2 turn:0");
    says(host, "ann", "/game addbot level:expert");
    says(host, "ann", "/game start");
}

/// The expert's seat keeps its tickets only when its request to think is
/// settled, then plays each of its turns after ann's command is answered.
fn expert_moves_after_the_command(store: Arc<dyn Store>) {
    let host = host_on(store.clone());
    against_expert(&host);
    let state = stored(store.as_ref()).state.expect("a game");
    assert!(state.players[1].offer.is_some(), "the expert chose at once");
    assert_eq!(decisions(), 0, "the expert thought inside the command");
    let told = settle(&host);
    assert!(
        told.iter().any(|m| m.text.contains("Bot 1 kept")),
        "{told:?}"
    );
    assert!(
        stored(store.as_ref()).state.unwrap().players[1]
            .offer
            .is_none()
    );
    says(&host, "ann", "/keep tickets:1,2");
    settle(&host);
    for _ in 0..4 {
        let rec = stored(store.as_ref());
        let state = rec.state.as_ref().expect("a game");
        assert_eq!((state.phase, state.turn), (Phase::Play, 0), "ann to move");
        let before = decisions();
        says(&host, "ann", "/draw from:deck");
        says(&host, "ann", "/draw from:deck");
        let state = stored(store.as_ref()).state.unwrap();
        assert_eq!(state.turn, 1, "the expert's turn, not yet played");
        assert_eq!(
            decisions(),
            before,
            "the expert thought inside ann's command"
        );
        let told = settle(&host);
        assert!(decisions() > before, "the expert never thought");
        assert!(told.iter().any(|m| m.text.contains("Bot 1")), "{told:?}");
    }
}

#[test]
fn expert_moves_after_the_command_embedded() {
    let (_dir, store) = embedded();
    expert_moves_after_the_command(store);
}

#[test]
fn expert_moves_after_the_command_redis() {
    let server = RedisServer::start();
    let store: Arc<dyn Store> = Arc::new(RedisStore::open(&server.url(), "bots").unwrap());
    expert_moves_after_the_command(store);
}

/// Adds `tasks` to the outbox of channel `chan`, the record unchanged.
fn queue(store: &dyn Store, tasks: &[Task]) {
    let loaded = store.load("chan").expect("load").expect("a record");
    let rec = ChannelRecord::read(&loaded.data).expect("record parses");
    let outbox = tasks
        .iter()
        .map(|t| serde_json::to_vec(&serde_json::json!({ "task": t })).unwrap())
        .collect();
    let commit = Commit {
        data: loaded.data.clone(),
        log: Vec::new(),
        outbox,
        due: None,
        archive_as: None,
        members: Vec::new(),
        live: rec.state.is_some(),
    };
    let saved = store.commit("chan", loaded.version, &commit).unwrap();
    assert!(matches!(saved, CommitOutcome::Saved(_)));
}

/// The actions logged for `seat`.
fn actions_of(store: &dyn Store, seat: usize) -> usize {
    let log = store.log("chan").expect("log");
    log.iter()
        .map(|e| LogEntry::read(e).expect("a log entry reads"))
        .filter(|e| matches!(e, LogEntry::Action { seat: s, .. } if *s == seat))
        .count()
}

#[test]
fn a_request_to_think_moves_the_expert_once() {
    let (_dir, store) = embedded();
    let host = host_on(store.clone());
    against_expert(&host);
    let moves = stored(store.as_ref()).state.unwrap().moves;
    let think = |moves| Task::Think {
        channel: "chan".into(),
        moves,
    };
    // The same request again (a process died before acknowledging it),
    // and one for a moment the game has not reached.
    queue(store.as_ref(), &[think(moves), think(moves + 7)]);
    settle(&host);
    assert_eq!(actions_of(store.as_ref(), 1), 1, "the expert kept twice");
    assert!(
        stored(store.as_ref()).state.unwrap().players[1]
            .offer
            .is_none()
    );
    let version = store.load("chan").unwrap().unwrap().version;
    // Once the game has moved on, a late request changes nothing.
    queue(store.as_ref(), &[think(moves)]);
    assert!(settle(&host).is_empty());
    assert_eq!(store.load("chan").unwrap().unwrap().version, version + 1);
    assert_eq!(actions_of(store.as_ref(), 1), 1);
}

#[test]
fn a_tournament_table_of_experts_plays_to_its_result() {
    let (_dir, store) = embedded();
    let host = host_on(store.clone()).seeded(4);
    let say = |user: &str, line: &str| {
        let reply = host.handle(&request_in("cup", user, false, None, line), 1_000);
        assert!(reply.applied, "{line}: {}", reply.text);
    };
    say(
        "olga",
        "/tourney create name:Cup map:usa rounds:1 size:3 min:3 max:3 round_days:0",
    );
    for _ in 0..3 {
        say("olga", "/tourney addbot level:expert");
    }
    say("olga", "/tourney start");
    settle(&host);
    let cup = tourney_in(store.as_ref(), "cup");
    assert_eq!(cup.stage, Stage::Finished, "the table never finished");
    let table = &cup.played[0].tables[0];
    assert!(table.result.is_some());
    let game = store.archived(&table.game_id).unwrap().expect("archived");
    let rec = ChannelRecord::read(&game.data).unwrap();
    assert!(rec.seats.iter().all(|s| s.bot == Some(BotLevel::Expert)));
    assert!(decisions() > 0, "the experts never thought");
}

/// Hard players draw from the deck; an expert draws tickets, so the log
/// shows which level played.
fn marked(board: &Board, view: &PlayerView, level: BotLevel, rng: &mut ChaCha8Rng) -> Action {
    match level {
        BotLevel::Expert if view.offer.is_empty() => Action::DrawTickets,
        _ => keep_then_deck(board, view, level, rng),
    }
}

#[test]
fn the_game_names_the_level_that_covers_an_away_player() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), marked);
    says(
        &host,
        "ann",
        "/game new map:usa seats:2 turn:24 cover:yes timeout:expert",
    );
    says(&host, "bob", "/game join");
    says(&host, "ann", "/game start");
    says(&host, "ann", "/keep tickets:1,2");
    says(&host, "bob", "/keep tickets:1,2");
    let rec = stored(store.as_ref());
    assert_eq!(rec.setup.cover_level, BotLevel::Expert);
    if rec.state.as_ref().unwrap().turn == 0 {
        says(&host, "ann", "/draw from:deck");
        says(&host, "ann", "/draw from:deck");
    }
    says(&host, "ann", "/away 12h");
    says(&host, "bob", "/draw from:deck");
    says(&host, "bob", "/draw from:deck");
    settle(&host);
    host.tick(1_010).expect("tick");
    assert_eq!(stored(store.as_ref()).state.unwrap().turn, 1, "not covered");
    let log = store.log("chan").expect("log");
    let last_of_ann = log
        .iter()
        .map(|e| LogEntry::read(e).expect("a log entry reads"))
        .filter_map(|e| match e {
            LogEntry::Action { seat: 0, action } => Some(action),
            _ => None,
        })
        .nth_back(1);
    assert_eq!(last_of_ann, Some(Action::DrawTickets), "not the expert");
    let told = settle(&host);
    assert!(told.iter().any(|m| m.text.contains("is away")), "{told:?}");
}
