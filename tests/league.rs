//! Server leagues through the host and the embedded store, driven by
//! console lines: a finished game moves ratings the right way for every
//! place, an unrated game reports nothing, a report counts once across a
//! crash and a second delivery, replaying the log reproduces the stored
//! ratings, seasons keep their tables, and a played game's stats are right;
//! on Discord the commands are registered and `/leaderboard` answers with
//! its picture attached.

mod discord_support;
#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

use conductor::host::GameResult;
use conductor::host::league::{League, Season};
use conductor::host::{ChannelRecord, Host, Picture, Reply};
use conductor::rules::{Phase, score_game};
use conductor::store::{Commit, Store};
use std::sync::Arc;
use std::time::Duration;
use support::host::{embedded, keep_then_deck, request_in, settle};

const LOCAL: &str = "local";

fn say(host: &Host, user: &str, line: &str, now: u64) -> Reply {
    host.handle(&request_in("chan", user, false, None, line), now)
}

fn applied(host: &Host, user: &str, line: &str, now: u64) {
    let reply = say(host, user, line, now);
    assert!(reply.applied, "{line}: {}", reply.text);
}

fn game(store: &dyn Store) -> Option<ChannelRecord> {
    let rec = store.load("chan").expect("load")?;
    Some(ChannelRecord::read(&rec.data).expect("game parses"))
}

fn league(host: &Host) -> League {
    host.load_league(LOCAL)
        .expect("league")
        .1
        .expect("a league")
}

/// A started USA game of `players` (the first opens it with `options`),
/// everyone's tickets kept at `now`.
fn start(host: &Host, players: &[&str], options: &str, now: u64) {
    let seats = players.len();
    let new = format!("/game new map:usa seats:{seats} turn:1 {options}");
    applied(host, players[0], &new, now);
    for p in &players[1..] {
        applied(host, p, "/game join", now);
    }
    applied(host, players[0], "/game start", now);
    for p in players {
        applied(host, p, "/keep tickets:1,2,3", now);
    }
}

/// Gives each seat `lanes[seat]` lanes worth 20 points each and no
/// tickets, then ends the game at `now`. More lanes get longer lanes, so
/// the places follow `lanes` whoever earns the longest-route bonus.
fn end_with_lanes(host: &Host, store: &dyn Store, players: &[&str], lanes: &[usize], now: u64) {
    let board = conductor::maps::board("usa").expect("usa");
    let mut longest: Vec<usize> = (0..board.lanes.len()).collect();
    longest.sort_by_key(|&l| std::cmp::Reverse(board.lanes[l].len));
    let mut seats: Vec<usize> = (0..lanes.len()).collect();
    seats.sort_by_key(|&s| std::cmp::Reverse(lanes[s]));
    support::host::edit(store, |rec| {
        let Some(state) = rec.state.as_mut() else {
            panic!("no game")
        };
        let mut next = longest.iter();
        for &seat in &seats {
            state.players[seat].tickets.clear();
            // Claimed lanes score as they are claimed: 20 points each here.
            state.players[seat].route_points = 20 * lanes[seat] as i32;
            for _ in 0..lanes[seat] {
                state.owners[*next.next().expect("a lane")] = Some(seat);
            }
        }
    });
    let end = request_in("chan", players[0], true, None, "/game end");
    assert!(host.handle(&end, now).applied);
}

/// The results the local league counted, from its log.
fn results(host: &Host) -> Vec<GameResult> {
    host.league_results(LOCAL).expect("results")
}

#[test]
fn a_finished_game_moves_every_place_the_right_way() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    let players = ["ann", "bob", "cat", "dan"];
    start(&host, &players, "", 1_000);
    end_with_lanes(&host, store.as_ref(), &players, &[9, 6, 3, 0], 2_000);
    settle(&host);
    let counted = results(&host);
    assert_eq!(counted.len(), 1, "one result logged");
    let places: Vec<u8> = counted[0].seats.iter().map(|s| s.place).collect();
    assert_eq!(places, [0, 1, 2, 3], "the lanes decide the places");
    let l = league(&host);
    let season = &l.seasons[0];
    let r = |p: &str| season.overall.people.get(p);
    let start = conductor::tourney::PlayerRating::default();
    assert!(r("ann").mu > r("bob").mu && r("bob").mu > r("cat").mu);
    assert!(r("cat").mu > r("dan").mu);
    assert!(r("ann").mu > start.mu && r("dan").mu < start.mu);
    for p in players {
        assert_eq!(r(p).games, 1);
        assert!(r(p).sigma < start.sigma, "{p} is better known");
    }
    assert_eq!(season.boards["usa"], season.overall, "one board so far");
    assert_eq!(season.games, 1);
    // The leaderboard shows them in that order, with a picture.
    let board = say(&host, "bob", "/leaderboard", 2_100);
    let at = |name: &str| board.text.find(name).expect(name);
    assert!(at("ann") < at("bob") && at("bob") < at("cat") && at("cat") < at("dan"));
    assert!(board.text.contains("(provisional)"), "{}", board.text);
    let Some(picture @ Picture::Leaderboard { table, .. }) = &board.picture else {
        panic!("no leaderboard picture")
    };
    assert_eq!(table.rows.len(), 4);
    let png = picture.draw().expect("drawn");
    assert_eq!(&png[1..4], b"PNG");
}

#[test]
fn an_unrated_game_reports_nothing_and_alerts_need_it() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    let refused = say(
        &host,
        "ann",
        "/game new map:usa rated:yes alerts:yes",
        1_000,
    );
    assert!(!refused.applied);
    assert!(refused.text.contains("rated:no"), "{}", refused.text);
    let players = ["ann", "bob"];
    start(&host, &players, "rated:no", 1_000);
    assert!(!game(store.as_ref()).expect("game").setup.rated);
    end_with_lanes(&host, store.as_ref(), &players, &[3, 0], 2_000);
    settle(&host);
    assert!(results(&host).is_empty());
    assert_eq!(host.load_league(LOCAL).expect("load").1, None);
    // Alerts alone make a game unrated; a plain game is rated.
    start(&host, &players, "alerts:yes", 3_000);
    assert!(!game(store.as_ref()).expect("game").setup.rated);
    end_with_lanes(&host, store.as_ref(), &players, &[3, 0], 4_000);
    start(&host, &players, "", 5_000);
    assert!(game(store.as_ref()).expect("game").setup.rated);
    end_with_lanes(&host, store.as_ref(), &players, &[3, 0], 6_000);
    settle(&host);
    assert_eq!(results(&host).len(), 1, "only the rated game counted");
}

#[test]
fn a_report_counts_once_across_a_crash_and_a_second_delivery() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    let players = ["ann", "bob", "cat"];
    start(&host, &players, "", 1_000);
    end_with_lanes(&host, store.as_ref(), &players, &[0, 5, 2], 2_000);
    // A deliverer takes the report and crashes before acknowledging it.
    let taken = store
        .outbox_take(50, Duration::from_millis(1))
        .expect("take");
    let report = taken
        .iter()
        .find(|i| {
            matches!(
                conductor::host::read_task(i),
                Some(conductor::host::Task::League(_))
            )
        })
        .expect("the report waits in the outbox")
        .data
        .clone();
    assert_eq!(host.load_league(LOCAL).expect("load").1, None);
    drop(host);
    std::thread::sleep(Duration::from_millis(20));
    let host = Host::new(store.clone(), keep_then_deck);
    settle(&host);
    let counted = league(&host);
    assert_eq!(counted.seasons[0].games, 1, "settled after the crash");
    // The same report delivered again (twice) changes nothing.
    for n in 0..2 {
        let again = Commit {
            outbox: vec![report.clone()],
            ..Commit::default()
        };
        store
            .commit(&format!("elsewhere{n}"), 0, &again)
            .expect("commit");
    }
    settle(&host);
    assert_eq!(league(&host), counted);
    assert_eq!(results(&host).len(), 1);
    let bob = counted.seasons[0].overall.people.get("bob");
    assert_eq!(bob.games, 1);
}

#[test]
fn replaying_the_log_reproduces_the_ratings_and_seasons_keep_their_tables() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    let players = ["ann", "bob", "cat"];
    let orders: [[usize; 3]; 4] = [[6, 3, 0], [0, 6, 3], [3, 0, 6], [6, 0, 3]];
    let mut now = 1_000;
    for lanes in &orders[..2] {
        start(&host, &players, "", now);
        end_with_lanes(&host, store.as_ref(), &players, lanes, now + 500);
        now += 86_400;
    }
    settle(&host);
    let refused = host.handle(&request_in("chan", "bob", false, None, "/season end"), now);
    assert!(refused.applied, "the console runs its own league");
    let first = league(&host).seasons[0].clone();
    assert_eq!(first.games, 2);
    applied(&host, "ann", "/season start name:Spring", now);
    for lanes in &orders[2..] {
        start(&host, &players, "", now);
        end_with_lanes(&host, store.as_ref(), &players, lanes, now + 500);
        now += 3 * 86_400;
    }
    settle(&host);
    let l = league(&host);
    assert_eq!(l.seasons.len(), 2);
    assert_eq!(l.seasons[0], first, "the old table is kept as it was");
    assert_eq!(l.seasons[1].name, "Spring");
    assert_eq!(l.seasons[1].games, 2);
    assert_eq!(l.seasons[1].overall.people.get("ann").games, 2);
    let (replayed, same) = host.replay_league(LOCAL).expect("replay");
    assert!(same, "replaying the log reproduces every table");
    assert_eq!(replayed.len(), 2);
    assert_eq!(replayed[1].overall, l.seasons[1].overall);
    let old = say(&host, "bob", "/leaderboard season:1", now);
    let new = say(&host, "bob", "/leaderboard", now);
    assert!(old.text.contains("season 1"), "{}", old.text);
    assert!(new.text.contains("season Spring"), "{}", new.text);
    let missing = say(&host, "bob", "/leaderboard season:Winter", now);
    assert!(missing.text.contains("Spring"), "{}", missing.text);
    assert!(missing.picture.is_none());
    // A tampered stored table no longer matches its log.
    let mut damaged = l.clone();
    damaged.seasons[1].overall.people = Default::default();
    let stored = store.load("league:local").expect("load").expect("league");
    let commit = Commit {
        data: serde_json::to_vec(&damaged).expect("json"),
        ..Commit::default()
    };
    store
        .commit("league:local", stored.version, &commit)
        .expect("commit");
    assert!(!host.replay_league(LOCAL).expect("replay").1);
}

#[test]
fn stats_of_a_played_game_are_right() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    let players = ["ann", "bob", "cat"];
    start(&host, &players, "", 1_000);
    // Three turns: 45 s, 100 s, then a timeout; the next two turns 20 s.
    let mut now = 1_000;
    for wait in [45, 100] {
        now += wait;
        let turn = game(store.as_ref())
            .expect("game")
            .state
            .expect("state")
            .turn;
        applied(&host, players[turn], "/draw", now);
        applied(&host, players[turn], "/draw", now);
    }
    let late = game(store.as_ref())
        .expect("game")
        .state
        .expect("state")
        .turn;
    now += 3_700;
    host.tick(now).expect("tick");
    for _ in 0..2 {
        now += 20;
        let turn = game(store.as_ref())
            .expect("game")
            .state
            .expect("state")
            .turn;
        applied(&host, players[turn], "/draw", now);
        applied(&host, players[turn], "/draw", now);
    }
    let rec = game(store.as_ref()).expect("game");
    let id = rec.game_id.clone();
    assert_eq!(rec.tally.timeouts[late], 1);
    end_with_lanes(&host, store.as_ref(), &players, &[2, 4, 0], now);
    settle(&host);
    let archived = store.archived(&id).expect("archive").expect("archived");
    let last = ChannelRecord::read(&archived.data).expect("record");
    let state = last.state.as_ref().expect("state");
    assert_eq!(state.phase, Phase::Over);
    let board = conductor::maps::board("usa").expect("usa");
    let scores = score_game(&board, state);
    let season: &Season = &league(&host).seasons[0];
    for (seat, p) in players.iter().enumerate() {
        let s = &season.stats[*p];
        assert_eq!(s.games, 1);
        assert_eq!(s.score, i64::from(scores[seat].breakdown.total), "{p}");
        assert_eq!(s.tickets, scores[seat].tickets.len() as u32);
        assert_eq!(s.tickets_done, scores[seat].completed as u32);
        assert_eq!(s.turns, last.tally.turns[seat]);
    }
    assert_eq!(season.stats["bob"].wins, 1);
    assert_eq!(season.stats["bob"].places, 1);
    assert_eq!(season.stats["cat"].places, 3);
    assert_eq!(season.stats[players[late]].timeouts, 1);
    let turns: u32 = players.iter().map(|p| season.stats[*p].turns).sum();
    assert_eq!(turns, 5, "five turns ended before the game did");
    // The stats as a player reads them.
    let text = say(&host, "ann", "/stats player:bob", now).text;
    assert!(text.contains("Games: 1, won 1 (100%)"), "{text}");
    assert!(text.contains("Average place: 1.0"), "{text}");
    let first = season.stats[players[0]].times.median();
    let ann = say(&host, "ann", &format!("/stats player:{}", players[0]), now).text;
    assert!(
        first.is_some() && ann.contains("Median time to move"),
        "{ann}"
    );
    let nobody = say(&host, "ann", "/stats player:zed", now).text;
    assert!(nobody.contains("Nobody called “zed”"), "{nobody}");
}

#[test]
fn move_times_land_in_the_right_buckets() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    let players = ["ann", "bob"];
    start(&host, &players, "", 1_000);
    let first = game(store.as_ref())
        .expect("game")
        .state
        .expect("state")
        .turn;
    applied(&host, players[first], "/draw", 1_040);
    applied(&host, players[first], "/draw", 1_045);
    let second = 1 - first;
    applied(&host, players[second], "/draw", 1_100);
    applied(&host, players[second], "/draw", 1_200);
    let rec = game(store.as_ref()).expect("game");
    let t = &rec.tally;
    assert_eq!(t.turns, [1, 1]);
    assert_eq!(t.times[first].median(), Some((30, Some(60))), "45 s");
    assert_eq!(t.times[second].median(), Some((120, Some(300))), "155 s");
    assert_eq!(t.began, Some(1_200));
}

#[test]
fn an_old_game_without_rated_or_tally_loads_as_rated() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    start(&host, &["ann", "bob"], "", 1_000);
    let rec = store.load("chan").expect("load").expect("rec");
    let mut json =
        serde_json::to_value(ChannelRecord::read(&rec.data).expect("record")).expect("json");
    json["settings"]
        .as_object_mut()
        .expect("settings")
        .remove("rated");
    json.as_object_mut().expect("record").remove("tally");
    let old: ChannelRecord = serde_json::from_value(json).expect("old record loads");
    assert!(old.setup.rated);
    assert!(old.tally.is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn discord_registers_the_commands_and_attaches_the_leaderboard() {
    use conductor::discord::{App, ChannelLangs, CommandOrPress, Gate, Invocation, serve};
    use conductor::host::Command;
    use conductor::host::LeagueCmd;
    let names: Vec<String> = conductor::discord::all_commands()
        .iter()
        .map(|c| c.name.to_string())
        .collect();
    for wanted in ["leaderboard", "stats", "season"] {
        assert!(names.iter().any(|n| n == wanted), "/{wanted} registered");
    }
    let (_dir, store) = embedded();
    let host = Arc::new(Host::new(store, keep_then_deck));
    let discord = discord_support::StandIn::start();
    let app = App {
        host: host.clone(),
        rest: discord.rest(),
        paint: Arc::new(|p: &Picture| {
            matches!(p, Picture::Leaderboard { .. }).then(|| b"PNG-leaderboard".to_vec())
        }),
        wake: Arc::new(tokio::sync::Notify::new()),
        gate: Arc::new(Gate::default()),
        langs: Arc::new(ChannelLangs::default()),
        suggested: Default::default(),
    };
    let inv = Invocation {
        id: serenity::all::InteractionId::new(9),
        token: "tok9".into(),
        channel: "111111111111111111".into(),
        caller: conductor::host::Caller {
            id: "222222222222222222".into(),
            name: "ann".into(),
            admin: false,
            lang: conductor::i18n::Lang::En,
        },
        channel_lang: conductor::i18n::Lang::En,
        bot_permissions: None,
        upload_limit: 0,
        in_thread: false,
        guild: Some("999999999999999999".into()),
    };
    let cmd = Command::League(LeagueCmd::Leaderboard {
        board: None,
        season: None,
    });
    serve(&app, inv, CommandOrPress::Command(cmd))
        .await
        .expect("served");
    let seen = discord.seen();
    let answer = seen.last().expect("an answer");
    assert!(
        answer.has_file(b"PNG-leaderboard"),
        "the picture is attached"
    );
    let text = answer.json()["content"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(text.contains("Leaderboard: all boards, season 1"), "{text}");
}
