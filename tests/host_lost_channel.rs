//! A game whose channel the bot lost, through the real host and the embedded
//! store: marking it tells each player once by DM and stops the clock (a
//! timer tick past the deadline times nobody out), `/mygames` shows it
//! paused, a press from a DM does not resume it, and a command from the
//! channel clears the mark, restarts the turn's clock and says so there.

#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

use conductor::host::{ChannelRecord, Host, OutMsg, Reply, Request, Target};
use conductor::rules::Phase;
use conductor::store::Store;
use support::host::{drain, embedded, keep_then_deck, request_in};

const T0: u64 = 1_000_000;
const HOUR: u64 = 3600;

fn req(user: &str, line: &str) -> Request {
    request_in("chan", user, false, None, line)
}

fn send(host: &Host, user: &str, line: &str, now: u64) -> Reply {
    host.handle(&req(user, line), now)
}

fn record(store: &dyn Store) -> ChannelRecord {
    let loaded = store.load("chan").expect("load").expect("a record");
    ChannelRecord::read(&loaded.data).expect("record parses")
}

fn to(msgs: &[OutMsg], target: Target) -> Vec<String> {
    msgs.iter()
        .filter(|m| m.to == target)
        .map(|m| m.text.clone())
        .collect()
}

/// A started two-player USA game with a 24-hour turn, tickets kept.
fn game(host: &Host) {
    for (u, l) in [
        ("ann", "/game new map:usa seats:2 turn:24"),
        ("bob", "/game join"),
        ("ann", "/game start"),
        ("ann", "/keep tickets:1,2"),
        ("bob", "/keep tickets:1,2"),
    ] {
        let r = send(host, u, l, T0);
        assert!(r.applied, "{l}: {}", r.text);
    }
}

#[test]
fn a_lost_channel_pauses_the_game_until_a_command_comes_from_it() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    game(&host);
    drain(&host);
    let before = record(store.as_ref());
    let state = before.state.clone().expect("a game");
    assert_eq!(state.phase, Phase::Play);
    let mover = before.seats[state.turn].user.clone().expect("a person");
    assert_eq!(store.live_games().unwrap(), 1);

    // Marked: both players told once, privately; the clock is gone.
    assert!(host.channel_lost("chan", T0 + HOUR));
    let told = drain(&host);
    for user in ["ann", "bob"] {
        let dm = to(&told, Target::User(user.into()));
        assert_eq!(dm.len(), 1, "{user}: {told:?}");
        assert!(dm[0].contains("no longer post"), "{}", dm[0]);
        assert!(dm[0].contains("#chan"), "{}", dm[0]);
    }
    assert!(to(&told, Target::Channel("chan".into())).is_empty());
    let marked = record(store.as_ref());
    assert_eq!(marked.lost_since, Some(T0 + HOUR));
    assert_eq!(marked.deadline, None);
    assert_eq!(store.live_games().unwrap(), 1, "a paused game is live");
    // A second mark changes nothing and tells no one.
    assert!(!host.channel_lost("chan", T0 + 2 * HOUR));
    assert!(drain(&host).is_empty());

    // Past the old deadline the timer times nobody out.
    let late = T0 + 30 * HOUR;
    assert_eq!(store.due(late, 10).unwrap(), Vec::<String>::new());
    host.tick(late).expect("tick");
    let after = record(store.as_ref());
    assert_eq!(after.state.as_ref().map(|s| s.moves), Some(state.moves));
    assert_eq!(after.lost_since, Some(T0 + HOUR));
    assert!(drain(&host).is_empty());

    // /mygames says it is paused.
    let listed = send(&host, "ann", "/mygames", late).text;
    assert!(listed.contains("paused"), "{listed}");

    // A press from a DM (not the channel) does not resume it.
    let dm_press = Request {
        from_channel: false,
        ..req(&mover, "/hand")
    };
    let r = host.handle(&dm_press, late);
    assert!(!r.applied, "{}", r.text);
    assert!(record(store.as_ref()).lost_since.is_some());

    // A command from the channel (the bot is back) resumes it.
    let back = late + 60;
    let r = send(&host, &mover, "/board", back);
    assert!(r.applied, "{}", r.text);
    let resumed = record(store.as_ref());
    assert_eq!(resumed.lost_since, None);
    let d = resumed.deadline.clone().expect("the clock runs again");
    assert_eq!((d.moves, d.at), (state.moves, back + 24 * HOUR));
    assert!(!d.reminded);
    let said = drain(&host);
    let public = to(&said, Target::Channel("chan".into()));
    assert_eq!(public.len(), 1, "{said:?}");
    assert!(public[0].contains("the game goes on"), "{}", public[0]);
    let note = said
        .iter()
        .find(|m| m.to == Target::Channel("chan".into()))
        .expect("the notice");
    assert_eq!(note.mention.as_deref(), Some(mover.as_str()));
    assert!(note.picture.is_some(), "the board comes with it");
    assert_eq!(store.due(back + 24 * HOUR, 10).unwrap(), vec!["chan"]);
    // The fresh clock runs out as usual.
    host.tick(back + 24 * HOUR).expect("tick");
    let timed = record(store.as_ref());
    assert!(timed.state.as_ref().expect("game").moves > state.moves);
}

#[test]
fn a_lobby_or_an_empty_channel_is_not_marked() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    assert!(!host.channel_lost("chan", T0));
    let r = send(&host, "ann", "/game new map:usa seats:2", T0);
    assert!(r.applied, "{}", r.text);
    drain(&host);
    assert!(!host.channel_lost("chan", T0));
    assert_eq!(record(store.as_ref()).lost_since, None);
    assert!(drain(&host).is_empty());
    assert_eq!(store.live_games().unwrap(), 0, "a lobby is not a live game");
}
