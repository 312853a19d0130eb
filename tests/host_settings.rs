//! Per-player settings through the real host and store: pictures drawn the
//! way their reader asked, confirm before a claim, pings, `/mygames` on both
//! stores.

#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

use conductor::cli;
use conductor::host::{
    Caller, ChannelRecord, Host, OutMsg, Picture, Ping, Quiet, Request, Tap, Target, load_settings,
};
use conductor::i18n::Lang;
use conductor::maps;
use conductor::render::Look;
use conductor::rules::{Board, Card, Color, GameState};
use conductor::store::{RedisStore, Store};
use std::sync::Arc;
use support::host::{drain, edit, embedded, keep_then_deck, request, request_in, stored};
use support::redis::RedisServer;

fn send(host: &Host, user: &str, line: &str) -> conductor::host::Reply {
    host.handle(&request(user, Lang::En, Lang::En, line), 1000)
}

/// A started two-player USA game for ann and bob in `chan`, tickets kept.
fn game(store: Arc<dyn Store>) -> Host {
    let host = Host::new(store, keep_then_deck);
    for (u, l) in [
        ("ann", "/game new map:usa seats:2 turn:0"),
        ("bob", "/game join"),
        ("ann", "/game start"),
        ("ann", "/keep tickets:1,2"),
        ("bob", "/keep tickets:1,2"),
    ] {
        let r = send(&host, u, l);
        assert!(r.applied, "{l}: {}", r.text);
    }
    drain(&host);
    host
}

fn state(rec: &mut ChannelRecord) -> &mut GameState {
    rec.state.as_mut().expect("a game")
}

/// The private picture sent to `user` among `msgs`.
fn private_picture<'a>(msgs: &'a [OutMsg], user: &str) -> &'a Picture {
    msgs.iter()
        .find_map(|m| match (&m.to, &m.picture) {
            (Target::User(u), Some(p @ Picture::Private { .. })) if u == user => Some(p),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no private picture for {user}"))
}

fn look_of(p: &Picture) -> Look {
    match p {
        Picture::Private { look, .. } => *look,
        _ => panic!("not a private picture"),
    }
}

#[test]
fn settings_reach_the_next_private_picture() {
    let (_dir, store) = embedded();
    let host = game(store);
    let r = send(&host, "ann", "/settings patterns:on");
    assert!(r.applied, "{}", r.text);
    assert!(r.text.contains("colour patterns: on"), "{}", r.text);
    // Each player draws; both get a private picture, each in their look.
    assert!(send(&host, "ann", "/draw from:deck").applied);
    assert!(send(&host, "ann", "/draw from:deck").applied);
    assert!(send(&host, "bob", "/draw from:deck").applied);
    let msgs = drain(&host);
    let ann = private_picture(&msgs, "ann");
    let bob = private_picture(&msgs, "bob");
    assert!(look_of(ann).patterns, "ann's picture has her patterns");
    assert!(!look_of(bob).patterns, "bob did not ask for patterns");
    // The patterned picture is drawn differently from the default one.
    let mut plain = ann.clone();
    if let Picture::Private { look, .. } = &mut plain {
        *look = Look::default();
    }
    let (with, without) = (ann.draw().expect("png"), plain.draw().expect("png"));
    assert_ne!(with, without, "patterns change the picture");
    // /hand answers with her look too.
    let hand = send(&host, "ann", "/hand");
    assert!(look_of(hand.picture.as_ref().expect("a picture")).patterns);
}

/// Width and height of a drawn picture.
fn size_of(p: &Picture) -> (u32, u32) {
    let png = p.draw().expect("drawn");
    let img = image::load_from_memory_with_format(&png, image::ImageFormat::Png).expect("a PNG");
    (img.width(), img.height())
}

#[test]
fn the_picture_size_setting_reaches_the_next_private_picture() {
    let (_dir, store) = embedded();
    let host = game(store);
    let r = send(&host, "ann", "/settings size:phone");
    assert!(r.applied, "{}", r.text);
    assert!(send(&host, "ann", "/draw from:deck").applied);
    assert!(send(&host, "ann", "/draw from:deck").applied);
    let msgs = drain(&host);
    let ann = private_picture(&msgs, "ann");
    assert!(look_of(ann).phone, "ann asked for the phone picture");
    let (w, h) = size_of(ann);
    assert_eq!(w, 1080, "ann's picture is the phone one");
    assert!(h > w, "and portrait: {w}×{h}");
    // Bob's next picture keeps the full size.
    assert!(send(&host, "bob", "/draw from:deck").applied);
    assert!(send(&host, "bob", "/draw from:deck").applied);
    let bob = private_picture(&drain(&host), "bob").clone();
    assert!(!look_of(&bob).phone);
    assert_eq!(
        size_of(&bob).0,
        1600,
        "bob did not ask for the phone picture"
    );
    // Back to full: ann's next picture is full again.
    assert!(send(&host, "ann", "/settings size:full").applied);
    let hand = send(&host, "ann", "/hand");
    let picture = hand.picture.as_ref().expect("a picture");
    assert!(!look_of(picture).phone);
    assert_eq!(size_of(picture).0, 1600);
}

#[test]
fn settings_are_kept_across_games_and_bad_values_are_refused() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    let r = send(
        &host,
        "ann",
        "/settings quiet:23-07 tz:Europe/Kyiv ping:every",
    );
    assert!(r.applied, "{}", r.text);
    let (_, s) = load_settings(store.as_ref(), "ann").expect("load");
    assert_eq!(s.quiet, Some(Quiet { from: 23, to: 7 }));
    assert_eq!(s.tz.as_deref(), Some("Europe/Kyiv"));
    assert_eq!(s.ping, Ping::Every);
    // Showing them changes nothing.
    let shown = send(&host, "ann", "/settings");
    assert!(!shown.applied);
    assert!(shown.text.contains("23:00–7:00"), "{}", shown.text);
    for (bad, says) in [
        ("/settings quiet:20-08", "at most 10 hours"),
        ("/settings tz:Mars/Olympus", "not a time zone"),
        ("/settings quiet:late", "not quiet hours"),
        ("/settings ping:sometimes", "not a ping style"),
    ] {
        let e = cli::parse(bad).expect_err(bad);
        assert!(
            Lang::En.tr(&e.message()).contains(says),
            "{bad}: {}",
            e.message()
        );
    }
    let ru = cli::parse("/настройки тихие_часы:20-08").expect_err("ru");
    assert!(
        Lang::Ru.tr(&ru.message()).contains("не больше 10"),
        "{}",
        Lang::Ru.tr(&ru.message())
    );
    let (_, after) = load_settings(store.as_ref(), "ann").expect("load");
    assert_eq!(after, s, "refused input changed nothing");
    // Quiet hours are read in the user's zone (Kyiv is UTC+2 in January).
    let utc_2130 = 1_798_839_000; // 2027-01-01 21:30 UTC: 23:30 in Kyiv
    let utc_2030 = 1_798_835_400; // 20:30 UTC: 22:30 in Kyiv
    let utc_1200 = 1_798_804_800; // 12:00 UTC: 14:00 in Kyiv
    assert!(s.quiet_at(utc_2130));
    assert!(!s.quiet_at(utc_2030));
    assert!(!s.quiet_at(utc_1200));
}

/// A single-lane, non-tunnel colored USA route of length 3 and its color.
fn single(board: &Board) -> (String, Color) {
    board
        .lanes
        .iter()
        .find_map(|l| {
            let (a, b) = (board.place_name(l.a), board.place_name(l.b));
            let plain = |s: &str| s.chars().all(char::is_alphabetic);
            let ok = l.sibling.is_none() && l.len == 3 && !l.tunnel && l.locos == 0;
            (ok && plain(a) && plain(b)).then(|| Some((format!("{a} {b}"), l.color?)))?
        })
        .expect("a single colored route")
}

#[test]
fn confirm_before_claim_asks_and_a_stale_confirm_is_refused() {
    let board = maps::board("usa").unwrap();
    let (route, color) = single(&board);
    let (_dir, store) = embedded();
    let host = game(store.clone());
    assert!(send(&host, "ann", "/settings confirm:yes").applied);
    edit(store.as_ref(), |rec| {
        let st = state(rec);
        st.turn = 0;
        st.players[0].hand = Default::default();
        st.players[0].hand.add(Card::Train(color), 3);
    });
    let claim = format!("/claim route:\"{route}\"");
    let asked = send(&host, "ann", &claim);
    assert!(!asked.applied, "{}", asked.text);
    assert!(asked.text.contains("Press Confirm"), "{}", asked.text);
    assert!(drain(&host).is_empty(), "a question changes nothing");
    assert!(matches!(asked.buttons[1].tap, Tap::Cancel));
    let press = |tap: &Tap, stamp| {
        let mut req = request("ann", Lang::En, Lang::En, "/board");
        req.command = tap.command();
        host.press(&req, stamp, 1000)
    };
    // Cancel changes nothing.
    let stamp = asked.buttons[0].stamp.clone().expect("stamped");
    let cancelled = press(&asked.buttons[1].tap, &stamp);
    assert!(!cancelled.applied && cancelled.text.contains("nothing was claimed"));
    // Confirm claims it.
    let done = press(&asked.buttons[0].tap, &stamp);
    assert!(done.applied, "{}", done.text);
    let mut rec = stored(store.as_ref());
    assert_eq!(state(&mut rec).players[0].hand.count(Card::Train(color)), 0);
    // The same button pressed again, a move later, is refused.
    let again = press(&asked.buttons[0].tap, &stamp);
    assert!(!again.applied);
    assert!(
        again.text.contains("from an earlier turn"),
        "{}",
        again.text
    );
}

#[test]
fn every_turn_players_hear_of_each_turn_and_digest_players_are_not_pinged() {
    let (_dir, store) = embedded();
    let host = game(store);
    assert!(send(&host, "bob", "/settings ping:every").applied);
    assert!(send(&host, "ann", "/settings ping:digest").applied);
    edit(host.store().as_ref(), |rec| state(rec).turn = 1);
    // bob's turn hands it to ann: bob hears of it by DM (he asked for every
    // turn), and the channel's ping of ann is held back (she asked for a
    // digest).
    assert!(send(&host, "bob", "/draw from:deck").applied);
    assert!(send(&host, "bob", "/draw from:deck").applied);
    let msgs = drain(&host);
    let public = msgs
        .iter()
        .rfind(|m| matches!(m.to, Target::Channel(_)) && m.picture.is_some())
        .expect("the turn's board");
    assert!(public.text.contains("Your turn, ann"), "{}", public.text);
    assert_eq!(public.mention, None, "ann asked not to be pinged");
    assert!(
        msgs.iter().any(|m| m.to == Target::User("bob".into())
            && m.text == public.text
            && matches!(m.picture, Some(Picture::Board { .. }))),
        "bob hears of the turn"
    );
    // With the default (only my turn), ann would have been pinged.
    assert!(send(&host, "ann", "/settings ping:mine").applied);
    assert!(send(&host, "ann", "/draw from:deck").applied);
    assert!(send(&host, "ann", "/draw from:deck").applied);
    assert!(send(&host, "bob", "/draw from:deck").applied);
    assert!(send(&host, "bob", "/draw from:deck").applied);
    let msgs = drain(&host);
    let pinged = msgs.iter().filter_map(|m| m.mention.as_deref()).next_back();
    assert_eq!(pinged, Some("ann"));
}

/// ann's `/mygames` text.
fn my_games(host: &Host, user: &str) -> String {
    host.handle(&request_in("anywhere", user, false, None, "/mygames"), 2000)
        .text
}

fn mygames_lists_games_after_join_leave_and_end(store: Arc<dyn Store>) {
    let host = Host::new(store, keep_then_deck);
    let at = |ch: &str, user: &str, line: &str| {
        let mut req = request_in(ch, user, false, None, line);
        req.guild = Some("42".into());
        let r = host.handle(&req, 1000);
        assert!(r.applied, "{ch} {user} {line}: {}", r.text);
    };
    assert!(my_games(&host, "ann").contains("no games"));
    at("c1", "ann", "/game new map:usa seats:2 turn:24");
    at("c1", "bob", "/game join");
    at("c2", "ann", "/game new map:europe seats:3");
    at("c2", "cid", "/game join");
    at("c2", "cid", "/game leave");
    at("c1", "ann", "/game start");
    let ann = my_games(&host, "ann");
    assert!(ann.contains("Your games (2)"), "{ann}");
    assert!(ann.contains("https://discord.com/channels/42/c1"), "{ann}");
    assert!(ann.contains("https://discord.com/channels/42/c2"), "{ann}");
    assert!(ann.contains("choosing tickets"), "{ann}");
    assert!(my_games(&host, "cid").contains("no games"), "cid left");
    assert!(my_games(&host, "bob").contains("Your games (1)"));
    at("c1", "ann", "/keep tickets:1,2");
    at("c1", "bob", "/keep tickets:1,2");
    let bob = my_games(&host, "bob");
    assert!(
        bob.contains("to move") || bob.contains("your turn"),
        "{bob}"
    );
    assert!(bob.contains("24 h left"), "{bob}");
    // Ending c1 takes it off both lists.
    at("c1", "ann", "/game end");
    assert!(my_games(&host, "bob").contains("no games"));
    let ann = my_games(&host, "ann");
    assert!(
        ann.contains("Your games (1)") && ann.contains("/c2"),
        "{ann}"
    );
}

#[test]
fn mygames_on_the_embedded_store() {
    let (_dir, store) = embedded();
    mygames_lists_games_after_join_leave_and_end(store);
}

#[test]
fn mygames_on_redis() {
    let server = RedisServer::start();
    let store = RedisStore::open(&server.url(), "mygames").expect("open Redis store");
    mygames_lists_games_after_join_leave_and_end(Arc::new(store));
}

#[test]
fn settings_requests_from_other_front_ends_read_the_same() {
    // A request built by hand, as Discord builds one.
    let (_dir, store) = embedded();
    let host = Host::new(store, keep_then_deck);
    let req = Request {
        channel: "dm".into(),
        caller: Caller {
            id: "ann".into(),
            name: "ann".into(),
            admin: false,
            lang: Lang::Uk,
        },
        channel_lang: Lang::Uk,
        command: cli::parse("/settings patterns:так").expect("parses"),
        key: None,
        guild: None,
        from_channel: true,
    };
    let r = host.handle(&req, 0);
    assert!(
        r.applied && r.text.contains("візерунки на кольорах: увімк."),
        "{}",
        r.text
    );
}

#[test]
fn quiet_hours_keep_the_clock_from_running() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    // 2027-01-01 20:00 UTC; ann sleeps 22–06 UTC.
    let now = 1_798_833_600;
    let at = |user: &str, line: &str| {
        let r = host.handle(&request(user, Lang::En, Lang::En, line), now);
        assert!(r.applied, "{line}: {}", r.text);
    };
    at("ann", "/settings quiet:22-06 tz:UTC");
    at("ann", "/game new map:usa seats:2 turn:4");
    at("bob", "/game join");
    at("ann", "/game start");
    at("ann", "/keep tickets:1,2");
    at("bob", "/keep tickets:1,2");
    edit(store.as_ref(), |rec| state(rec).turn = 1);
    at("bob", "/draw from:deck");
    at("bob", "/draw from:deck");
    // ann's 4 hours: 20–22, then the night stops her clock, then 06–08.
    let d = stored(store.as_ref()).deadline.expect("a deadline");
    assert_eq!(d.at, now + 12 * 3600, "deadline pushed past quiet hours");
    assert_eq!(d.reminder_at, now + 6 * 3600);
    // The reminder at half time does not push it again.
    assert_eq!(host.tick(now + 6 * 3600 + 1).expect("tick"), 1);
    let d = stored(store.as_ref()).deadline.expect("a deadline");
    assert!(d.reminded);
    assert_eq!(d.at, now + 12 * 3600, "a reminder leaves the deadline");
    // bob has no quiet hours: his deadline is 4 hours flat.
    at("ann", "/draw from:deck");
    at("ann", "/draw from:deck");
    let d = stored(store.as_ref()).deadline.expect("a deadline");
    assert_eq!(d.at, now + 4 * 3600);
}
