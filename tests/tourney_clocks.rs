//! Tournament clocks through the real host and the embedded store, driven by
//! the host's timer with a made-up `now`: a timeout is a strike and the
//! computer moves for the player; three in a row drop the player, a computer
//! player keeps the seat and the result counts the seat as abandoned; at the
//! round deadline an unfinished table gets the hurry clock, and after the
//! grace period computer players finish it, marked as finished by them.

#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

use conductor::host::tourney::{GRACE_SECS, HURRY_SECS, Stage, Table};
use conductor::host::{ChannelRecord, Host, OutMsg, Target};
use conductor::store::Store;
use support::host::{embedded, game_in, request_in, settle, tourney_in};

const CUP: &str = "cup";

fn applied(host: &Host, user: &str, line: &str, now: u64) {
    let reply = host.handle(&request_in(CUP, user, false, None, line), now);
    assert!(reply.applied, "{line}: {}", reply.text);
}

/// The texts sent to `channel`.
fn said_in(out: &[OutMsg], channel: &str) -> String {
    let to = Target::Channel(channel.to_string());
    let texts = out.iter().filter(|m| m.to == to).map(|m| m.text.as_str());
    texts.collect::<Vec<_>>().join("\n")
}

/// A one-round tournament of ann and two computer players, started at `now`;
/// the table ann sits at, opened.
fn ann_and_two_bots(host: &Host, store: &dyn Store, options: &str, now: u64) -> Table {
    let create = format!("/tourney create name:Cup map:usa rounds:1 size:3 min:3 max:3 {options}");
    applied(host, "olga", &create, now);
    applied(host, "ann", "/tourney join", now);
    applied(host, "olga", "/tourney addbot", now);
    applied(host, "olga", "/tourney addbot", now);
    applied(host, "olga", "/tourney start", now);
    settle(host);
    let table = tourney_in(store, CUP).played[0].tables[0].clone();
    assert!(table.result.is_none(), "the table waits for ann");
    assert!(table.channel.is_some(), "the table opened");
    table
}

#[test]
fn timeouts_are_strikes_and_the_third_in_a_row_drops_the_player() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), conductor::ai::decide).seeded(11);
    let t0 = conductor::host::now();
    let table = ann_and_two_bots(&host, store.as_ref(), "turn_hours:1 round_days:0", t0);
    let channel = table.channel.clone().expect("opened");
    let ann = table.seats.iter().position(|s| s == "ann").expect("seated");
    let before = game_in(store.as_ref(), &channel).expect("the game runs");
    let moves = before.state.as_ref().expect("started").moves;

    // Before the turn time is up nothing happens.
    host.tick(t0 + 600).expect("tick");
    assert!(settle(&host).is_empty());

    let mut now = t0 + 3_700;
    host.tick(now).expect("tick");
    let out = settle(&host);
    let game = game_in(store.as_ref(), &channel).expect("the game goes on");
    let refs = game.table.as_ref().expect("a table game");
    assert_eq!(refs.strikes[ann], 1, "the timeout is a strike");
    assert_eq!(refs.timeouts[ann], 1);
    assert_eq!(game.seats[ann].user.as_deref(), Some("ann"), "still hers");
    assert!(
        game.state.as_ref().unwrap().moves > moves,
        "the computer moved"
    );
    assert!(
        said_in(&out, &channel).contains("strike 1 of 3"),
        "{}",
        said_in(&out, &channel)
    );

    let mut all = String::new();
    for _ in 0..10 {
        if tourney_in(store.as_ref(), CUP).stage == Stage::Finished {
            break;
        }
        now += 3_700;
        host.tick(now).expect("tick");
        all.push_str(&said_in(&settle(&host), &channel));
    }
    assert!(all.contains("3 times in a row and is dropped"), "{all}");
    let rec = tourney_in(store.as_ref(), CUP);
    assert_eq!(rec.stage, Stage::Finished, "computer players finished");
    let result = rec.played[0].tables[0].result.clone().expect("counted");
    assert!(result.abandoned[ann], "her seat counts as abandoned");
    assert!(!result.by_computer, "the game itself ran its course");
    assert_eq!(conductor::tourney::table_points(&result)[ann], 0);
    let player = rec.player("ann").expect("entered");
    assert!(player.dropped, "struck out means dropped");
    assert_eq!(player.strikes, 3);
    let archived = store.archived(&table.game_id).expect("load");
    let archived = archived.expect("the game was archived");
    let last = ChannelRecord::read(&archived.data).expect("parses");
    assert!(last.seats[ann].user.is_none() && last.seats[ann].bot.is_some());
}

#[test]
fn a_move_clears_strikes_in_a_row() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), conductor::ai::decide).seeded(12);
    let t0 = conductor::host::now();
    let table = ann_and_two_bots(&host, store.as_ref(), "turn_hours:1 round_days:0", t0);
    let channel = table.channel.clone().expect("opened");
    let ann = table.seats.iter().position(|s| s == "ann").expect("seated");
    host.tick(t0 + 3_700).expect("tick");
    settle(&host);
    let strikes = |s: &dyn Store| game_in(s, &channel).unwrap().table.unwrap().strikes[ann];
    assert_eq!(strikes(store.as_ref()), 1);
    // The computer chose her tickets and the computer players moved: her
    // turn; she draws from the deck.
    let moved = host.handle(
        &request_in(&channel, "ann", false, None, "/draw from:deck"),
        t0 + 3_800,
    );
    assert!(moved.applied, "ann could not move: {}", moved.text);
    settle(&host);
    assert_eq!(
        strikes(store.as_ref()),
        0,
        "moving clears the strikes in a row"
    );
    let game = game_in(store.as_ref(), &channel).unwrap();
    assert_eq!(
        game.table.unwrap().timeouts[ann],
        1,
        "the timeout stays counted"
    );
}

#[test]
fn at_the_round_deadline_tables_get_the_hurry_clock_then_computers_finish_them() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), conductor::ai::decide).seeded(13);
    let t0 = conductor::host::now();
    let table = ann_and_two_bots(&host, store.as_ref(), "turn_hours:0 round_days:1", t0);
    let channel = table.channel.clone().expect("opened");
    let deadline = tourney_in(store.as_ref(), CUP).played[0].deadline;
    assert_eq!(deadline, t0 + 86_400);
    let untimed = game_in(store.as_ref(), &channel).expect("the game runs");
    assert_eq!(untimed.setup.turn_secs, None);

    host.tick(deadline - 1).expect("tick");
    assert!(settle(&host).is_empty(), "nothing before the deadline");

    host.tick(deadline).expect("tick");
    let out = settle(&host);
    assert!(
        said_in(&out, &channel).contains("each move now has 4 hours"),
        "{}",
        said_in(&out, &channel)
    );
    let hurried = game_in(store.as_ref(), &channel).expect("the game goes on");
    assert_eq!(hurried.setup.turn_secs, Some(HURRY_SECS));
    let at = hurried.deadline.as_ref().expect("a move deadline now").at;
    assert_eq!(at, deadline + HURRY_SECS);
    assert!(tourney_in(store.as_ref(), CUP).played[0].hurried);
    assert!(
        tourney_in(store.as_ref(), CUP).played[0].tables[0]
            .result
            .is_none()
    );

    host.tick(deadline + GRACE_SECS).expect("tick");
    let out = settle(&host);
    assert!(
        said_in(&out, &channel).contains("computer players finish this game"),
        "{}",
        said_in(&out, &channel)
    );
    assert!(game_in(store.as_ref(), &channel).is_none(), "archived");
    let rec = tourney_in(store.as_ref(), CUP);
    let result = rec.played[0].tables[0].result.clone().expect("counted");
    assert!(result.by_computer, "marked as finished by the computer");
    assert_eq!(rec.stage, Stage::Finished);
    let status = host.handle(
        &request_in(CUP, "ann", false, None, "/tourney standings"),
        0,
    );
    assert!(status.text.contains("ann"), "{}", status.text);
}

/// Ann's clock for her first turn, in a tournament that allows quiet hours
/// or not, when she keeps her tickets at midnight with quiet hours 00–10.
fn first_turn_deadline(quiet_hours: &str) -> (u64, u64) {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), conductor::ai::decide).seeded(13);
    // 2026-11-24 00:00 UTC.
    let t0 = 1_795_478_400;
    let r = host.handle(
        &request_in("dm", "ann", false, None, "/settings quiet:00-10 tz:UTC"),
        t0,
    );
    assert!(r.applied, "{}", r.text);
    let options = format!("turn_hours:1 round_days:7 quiet_hours:{quiet_hours}");
    let table = ann_and_two_bots(&host, store.as_ref(), &options, t0);
    let channel = table.channel.clone().expect("opened");
    let kept = host.handle(
        &request_in(&channel, "ann", false, None, "/keep tickets:1,2"),
        t0,
    );
    assert!(kept.applied, "{}", kept.text);
    let game = game_in(store.as_ref(), &channel).expect("the game runs");
    let state = game.state.as_ref().expect("started");
    assert_eq!(game.seats[state.turn].user.as_deref(), Some("ann"));
    (t0, game.deadline.expect("a turn clock").at)
}

#[test]
fn quiet_hours_stop_a_table_clock_only_where_the_tournament_allows_them() {
    let (t0, at) = first_turn_deadline("no");
    assert_eq!(at, t0 + 3_600, "the clock runs through her quiet hours");
    let (t0, at) = first_turn_deadline("yes");
    assert_eq!(at, t0 + 10 * 3_600 + 3_600, "the clock waits for 10:00");
}
