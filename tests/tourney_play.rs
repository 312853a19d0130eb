//! Tournaments through the host and the embedded store: a whole tournament
//! of computer players with a drop and a substitute, a result reported once
//! across a crash, verification of revealed seeds, the console's commands in
//! three languages, and simulate-tourney's determinism.

#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

use conductor::cli::{self, Plan, play};
use conductor::host::TourneyCmd;
use conductor::host::tourney::{self, Stage};
use conductor::host::{ChannelRecord, Command, Host, LogEntry, Reply};
use conductor::i18n::Lang;
use conductor::store::Commit;
use std::sync::Arc;
use std::time::Duration;
use support::host::{embedded, game_in, request_in, settle, tourney_in};

const CUP: &str = "cup";

fn say(host: &Host, user: &str, line: &str) -> Reply {
    host.handle(&request_in(CUP, user, false, None, line), 1_000)
}

fn applied(host: &Host, user: &str, line: &str) {
    let reply = say(host, user, line);
    assert!(reply.applied, "{line}: {}", reply.text);
}

/// A tournament of `bots` computer players (and `humans`) created by olga.
fn open_cup(host: &Host, options: &str, humans: &[&str], bots: usize) {
    applied(
        host,
        "olga",
        &format!("/tourney create name:Cup map:usa {options}"),
    );
    for h in humans {
        applied(host, h, "/tourney join");
    }
    for _ in 0..bots {
        applied(host, "olga", "/tourney addbot");
    }
}

#[test]
fn nine_players_play_three_rounds_with_a_drop_and_a_substitute() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), conductor::ai::decide).seeded(3);
    open_cup(
        &host,
        "rounds:3 size:3 min:3 max:3 turn_hours:1 round_days:0",
        &["ann"],
        8,
    );
    let refused = say(&host, "ann", "/tourney start");
    assert!(
        !refused.applied && refused.text.contains("organiser"),
        "{}",
        refused.text
    );
    applied(&host, "olga", "/tourney start");
    settle(&host);

    let rec = tourney_in(store.as_ref(), CUP);
    let round = &rec.played[0];
    assert_eq!(round.tables.len(), 3);
    let waiting: Vec<_> = round.tables.iter().filter(|t| t.result.is_none()).collect();
    assert_eq!(waiting.len(), 1, "only ann's table waits for a human");
    let ann_table = waiting[0].clone();
    assert!(ann_table.seats.contains(&"ann".to_string()));
    assert_eq!(ann_table.name, format!("R1·T{}·USA", ann_table.number));
    let channel = ann_table.channel.clone().expect("the table opened");
    assert_eq!(
        game_in(store.as_ref(), &channel).expect("its game").game_id,
        ann_table.game_id
    );

    let not_allowed = say(&host, "bob", "/tourney sub player:ann with:zed");
    assert!(!not_allowed.applied);
    applied(&host, "olga", "/tourney sub player:ann with:zed");
    settle(&host);
    let game = game_in(store.as_ref(), &channel).expect("the game goes on");
    assert!(
        game.seats.iter().any(|s| s.user.as_deref() == Some("zed")),
        "zed took the seat"
    );
    assert!(game.seats.iter().all(|s| s.user.as_deref() != Some("ann")));

    applied(&host, "olga", "/tourney drop player:zed");
    settle(&host);

    let rec = tourney_in(store.as_ref(), CUP);
    assert_eq!(
        rec.stage,
        Stage::Finished,
        "the tournament played to its end"
    );
    assert_eq!(rec.played.len(), 3);
    let first = rec.played[0]
        .tables
        .iter()
        .find(|t| t.number == ann_table.number)
        .unwrap();
    let result = first
        .result
        .as_ref()
        .expect("the table with the drop finished");
    let zed = result
        .seats
        .iter()
        .position(|s| s == "zed")
        .expect("zed's seat");
    assert!(
        result.abandoned[zed],
        "the dropped substitute's seat is abandoned"
    );
    assert_eq!(conductor::tourney::table_points(result)[zed], 0);
    for r in &rec.played[1..] {
        let seated: Vec<&String> = r
            .tables
            .iter()
            .flat_map(|t| &t.seats)
            .chain(&r.byes)
            .collect();
        assert!(!seated.contains(&&"ann".to_string()) && !seated.contains(&&"zed".to_string()));
        assert_eq!(
            seated.len(),
            8,
            "the eight computer players still in are seated or have a bye"
        );
        assert!(r.tables.iter().all(|t| t.result.is_some()));
    }
    for line in conductor::host::tourney::standings_of(&rec) {
        let played = rec
            .played
            .iter()
            .flat_map(|r| &r.tables)
            .filter(|t| t.seats.contains(&line.player))
            .count();
        assert_eq!(
            line.games as usize, played,
            "{}: each result counted once",
            line.player
        );
    }
    let verified = say(&host, "bob", "/tourney verify");
    assert!(verified.text.starts_with("Verified"), "{}", verified.text);
}

#[test]
fn a_result_counts_once_across_a_crash_and_a_second_delivery() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), conductor::ai::decide).seeded(5);
    open_cup(&host, "rounds:1 size:3 min:3 max:3 round_days:0", &[], 3);
    applied(&host, "olga", "/tourney start");
    // The table opens and its computer players finish at once; the result
    // waits in the outbox.
    host.deliver(Duration::from_secs(30), |_, _| true)
        .expect("deliver");
    assert!(
        tourney_in(store.as_ref(), CUP).played[0].tables[0]
            .result
            .is_none()
    );
    // A deliverer takes the report and crashes before acknowledging it.
    let taken = store
        .outbox_take(50, Duration::from_millis(1))
        .expect("take");
    let report = taken
        .iter()
        .find(|i| conductor::host::read_task(i).is_some())
        .expect("the report waits in the outbox")
        .data
        .clone();
    drop(host);
    std::thread::sleep(Duration::from_millis(20));
    let host = Host::new(store.clone(), conductor::ai::decide);
    settle(&host);
    let counted = tourney_in(store.as_ref(), CUP);
    assert!(
        counted.played[0].tables[0].result.is_some(),
        "the report was settled after the crash"
    );
    // The same report delivered again changes nothing.
    let again = Commit {
        outbox: vec![report],
        ..Commit::default()
    };
    store.commit("elsewhere", 0, &again).expect("commit");
    settle(&host);
    let after = tourney_in(store.as_ref(), CUP);
    assert_eq!(after.played, counted.played);
    assert_eq!(after.stage, Stage::Finished);
    let lines = conductor::host::tourney::standings_of(&after);
    assert_eq!(
        lines.iter().map(|l| l.tp).sum::<i32>(),
        18,
        "12 + 6 + 0, once"
    );
    assert!(lines.iter().all(|l| l.games == 1));
}

#[test]
fn an_archived_table_game_verifies_and_a_tampered_log_does_not() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), conductor::ai::decide).seeded(9);
    open_cup(&host, "rounds:1 size:3 min:3 max:3 round_days:0", &[], 3);
    applied(&host, "olga", "/tourney start");
    settle(&host);
    let id = tourney_in(store.as_ref(), CUP).played[0].tables[0]
        .game_id
        .clone();
    let game = store.archived(&id).expect("load").expect("archived");
    let ok = tourney::verify_game(&game.data, &game.log).expect("the real game verifies");
    assert!(Lang::En.tr(&ok).contains("verified"));

    let mut log = game.log.clone();
    let at = log
        .iter()
        .rposition(|e| matches!(LogEntry::read(e), Ok(LogEntry::Action { .. })))
        .expect("an action");
    log.remove(at);
    assert!(
        tourney::verify_game(&game.data, &log).is_err(),
        "a log with a move taken out fails"
    );

    let mut rec = serde_json::to_value(ChannelRecord::read(&game.data).unwrap()).unwrap();
    rec["seed"] = serde_json::json!(rec["seed"].as_u64().unwrap() ^ 1);
    let forged = serde_json::to_vec(&rec).unwrap();
    assert!(
        tourney::verify_game(&forged, &game.log).is_err(),
        "another seed fails its commitment"
    );
}

#[test]
fn tourney_commands_read_in_three_languages_and_bad_ones_are_refused() {
    let read = |l: &str| match cli::parse(l) {
        Ok(Command::Tourney(cmd)) => *cmd,
        other => panic!("{l}: {other:?}"),
    };
    for l in [
        "/tourney create name:Cup map:usa rounds:4 size:4 min:3 max:5",
        "/турнир создать название:Cup карта:usa туров:4 размер_стола:4 минимум:3 максимум:5",
        "/турнір створити назва:Cup мапа:usa турів:4 розмір_столу:4 мінімум:3 максимум:5",
    ] {
        let TourneyCmd::Create(new) = read(l) else {
            panic!("{l}")
        };
        assert_eq!(
            (new.name.as_str(), new.rounds, new.size, new.min, new.max),
            ("Cup", Some(4), Some(4), Some(3), Some(5)),
            "{l}"
        );
    }
    for l in [
        "/tourney adjust player:ann points:-6 reason:late",
        "/турнир поправка участник:ann очки:-6 причина:late",
        "/турнір поправка учасник:ann очки:-6 причина:late",
    ] {
        assert_eq!(
            read(l),
            TourneyCmd::Adjust {
                player: "ann".into(),
                points: -6,
                reason: "late".into()
            },
            "{l}"
        );
    }
    assert_eq!(
        read("/турнир замена участник:ann заменяющий:bob"),
        TourneyCmd::Sub {
            out: "ann".into(),
            into: "bob".into(),
            into_name: None
        }
    );
    assert_eq!(
        read("/турнір розсадка тур:2"),
        TourneyCmd::Pairings { round: Some(2) }
    );
    for lang in Lang::ALL {
        let e = cli::parse("/tourney frobnicate").expect_err("unknown subcommand");
        assert!(lang.tr(&e.message()).contains("frobnicate"));
        let e = cli::parse("/tourney create map:usa").expect_err("no name");
        assert!(!lang.tr(&e.message()).is_empty());
    }
}

#[test]
fn simulate_tourney_gives_the_same_output_for_the_same_seed() {
    let run = |seed| {
        let (_dir, store) = embedded();
        let plan = Plan {
            map: "usa".into(),
            players: 10,
            rounds: 2,
            size: 4,
            seed,
        };
        play(&plan, Arc::clone(&store), conductor::ai::decide).expect("the simulation finishes")
    };
    let first = run(7);
    assert_eq!(first, run(7));
    assert_ne!(first, run(8));
    assert_eq!(first["rounds"].as_array().unwrap().len(), 2);
    assert_eq!(first["standings"].as_array().unwrap().len(), 10);
    let seated: usize = first["rounds"][0]["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["seats"].as_array().unwrap().len())
        .sum();
    assert_eq!(
        seated + first["rounds"][0]["byes"].as_array().unwrap().len(),
        10
    );
}

/// Round 1's tables of a tournament of eight people who signed up in
/// alphabetical order, on a host seeded with `seed`.
fn round_one(seed: u64) -> Vec<Vec<String>> {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), conductor::ai::decide).seeded(seed);
    applied(
        &host,
        "olga",
        "/tourney create name:Cup map:usa rounds:2 size:4 min:4 max:4",
    );
    for p in ["ann", "bob", "cat", "dan", "eve", "fay", "gus", "hal"] {
        applied(&host, p, "/tourney join");
    }
    applied(&host, "olga", "/tourney start");
    let rec = tourney_in(store.as_ref(), CUP);
    assert!(rec.played[0].drawn, "round 1 is seated by lot");
    let mut table_one = rec.played[0].tables[0].seats.clone();
    table_one.sort();
    vec![table_one, rec.played[0].tables[1].seats.clone()]
}

#[test]
fn round_one_is_seated_by_lot_from_the_pairing_seed_not_by_sign_up() {
    let seatings: Vec<_> = (1..=6).map(round_one).collect();
    assert_eq!(seatings[0], round_one(1), "the same seed seats the same");
    let mut firsts: Vec<&Vec<String>> = seatings.iter().map(|s| &s[0]).collect();
    firsts.sort();
    firsts.dedup();
    assert!(
        firsts.len() > 1,
        "table 1 is not always the same four: {firsts:?}"
    );
    let signup_order = ["ann", "bob", "cat", "dan"].map(String::from).to_vec();
    assert!(
        seatings.iter().any(|s| s[0] != signup_order),
        "the first four to sign up do not always sit together"
    );
}

#[test]
fn the_final_seats_the_top_four_and_decides_places_one_to_four() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), conductor::ai::decide).seeded(17);
    open_cup(
        &host,
        "rounds:2 size:3 min:3 max:3 round_days:0 final:yes",
        &[],
        6,
    );
    applied(&host, "olga", "/tourney start");
    settle(&host);
    let rec = tourney_in(store.as_ref(), CUP);
    assert_eq!(rec.stage, Stage::Finished);
    assert_eq!(rec.played.len(), 3, "two Swiss rounds and the final");
    let last = &rec.played[2];
    assert!(last.final_table && !rec.played[1].final_table);
    assert_eq!(last.tables.len(), 1);
    let finalists = last.tables[0].seats.clone();
    assert_eq!(finalists.len(), 4);
    // The finalists are the top 4 after the Swiss rounds, leader first.
    let mut swiss = rec.clone();
    swiss.played.pop();
    swiss.final_four = false;
    let before: Vec<String> = conductor::host::tourney::standings_of(&swiss)
        .into_iter()
        .map(|l| l.player)
        .collect();
    assert_eq!(finalists, before[..4].to_vec());
    // The final's places decide ranks 1 to 4; the rest keep Swiss order.
    let result = last.tables[0].result.clone().expect("the final was played");
    let mut by_place: Vec<usize> = (0..4).collect();
    by_place.sort_by_key(|&i| result.places[i]);
    let after: Vec<String> = conductor::host::tourney::standings_of(&rec)
        .into_iter()
        .map(|l| l.player)
        .collect();
    let winner = &result.seats[by_place[0]];
    assert_eq!(&after[0], winner, "the final's winner is first");
    let mut top: Vec<&String> = after[..4].iter().collect();
    top.sort();
    let mut fin: Vec<&String> = finalists.iter().collect();
    fin.sort();
    assert_eq!(top, fin, "places 1 to 4 are the finalists'");
    assert_eq!(
        after[4..],
        before[4..],
        "the others keep their Swiss places"
    );
    let verified = say(&host, "bob", "/tourney verify");
    assert!(verified.text.starts_with("Verified"), "{}", verified.text);
}

#[test]
fn a_second_tournament_in_the_same_channel_plays_its_own_tables() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), conductor::ai::decide).seeded(19);
    let mut games = Vec::new();
    for _ in 0..2 {
        open_cup(&host, "rounds:1 size:3 min:3 max:3 round_days:0", &[], 3);
        applied(&host, "olga", "/tourney start");
        settle(&host);
        let rec = tourney_in(store.as_ref(), CUP);
        assert_eq!(rec.stage, Stage::Finished, "every table was played");
        let table = &rec.played[0].tables[0];
        assert!(table.result.is_some(), "and counted");
        games.push(table.game_id.clone());
    }
    assert_ne!(games[0], games[1], "each tournament's game has its own id");
    for id in &games {
        assert!(
            store.archived(id).expect("load").is_some(),
            "{id} was played"
        );
    }
}

/// A tournament table's players find it in `/mygames` from its first
/// moment, as they find any game they play.
fn a_table_is_listed_in_its_players_games(store: Arc<dyn conductor::store::Store>) {
    let host = Host::new(store.clone(), conductor::ai::decide).seeded(5);
    open_cup(
        &host,
        "rounds:1 size:2 min:2 max:2 turn_hours:0 round_days:0",
        &["ann", "bob"],
        0,
    );
    applied(&host, "olga", "/tourney start");
    settle(&host);
    let rec = tourney_in(store.as_ref(), CUP);
    let table = &rec.played[0].tables[0];
    let channel = table.channel.clone().expect("the table opened");
    for player in ["ann", "bob"] {
        let mine = host.handle(
            &request_in(&channel, player, false, None, "/mygames"),
            1_000,
        );
        assert!(
            mine.text.contains(&table.name) || mine.text.contains(&channel),
            "{player} sees the table: {}",
            mine.text
        );
        assert!(mine.text.contains("Your games (1)"), "{}", mine.text);
    }
    let olga = host.handle(
        &request_in(&channel, "olga", false, None, "/mygames"),
        1_000,
    );
    assert!(
        olga.text.contains("no games"),
        "the organiser does not play: {}",
        olga.text
    );
}

#[test]
fn a_table_is_listed_in_mygames_on_the_embedded_store() {
    let (_dir, store) = embedded();
    a_table_is_listed_in_its_players_games(store);
}

#[test]
fn a_table_is_listed_in_mygames_on_redis() {
    let server = support::redis::RedisServer::start();
    let store = conductor::store::RedisStore::open(&server.url(), "mine").expect("redis");
    a_table_is_listed_in_its_players_games(Arc::new(store));
}
