//! Away and substitutes through the real host and the embedded store:
//! `/away` across two games (both channels told, both clocks paused within
//! the game's limit, the computer covering after it, coming back ending
//! it), and a substitute who gets the seat's hand by DM while the channel
//! sees nothing of it.

#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

use conductor::cli;
use conductor::host::{
    AwayCmd, Button, ChannelRecord, Command, Host, OutMsg, Picture, Reply, Request, Target,
};
use conductor::i18n::Lang;
use conductor::maps;
use conductor::rules::Phase;
use conductor::store::Store;
use support::host::{drain, embedded, keep_then_deck, request_in};

const DAY: u64 = 86_400;
const T0: u64 = 1_000_000;

fn send(host: &Host, channel: &str, user: &str, line: &str, now: u64) -> Reply {
    host.handle(&request_in(channel, user, false, None, line), now)
}

fn record(store: &dyn Store, channel: &str) -> ChannelRecord {
    let loaded = store.load(channel).expect("load").expect("a record");
    ChannelRecord::read(&loaded.data).expect("record parses")
}

/// After ann's `/game new`: bob joins, ann starts, both keep tickets.
const OPENING: [(&str, &str); 4] = [
    ("bob", "/game join"),
    ("ann", "/game start"),
    ("ann", "/keep tickets:1,2"),
    ("bob", "/keep tickets:1,2"),
];

/// A started two-player USA game for ann and bob in `channel`, tickets kept.
fn game(host: &Host, channel: &str, new: &str) {
    for (u, l) in [("ann", new)].into_iter().chain(OPENING) {
        let r = send(host, channel, u, l, T0);
        assert!(r.applied, "{l}: {}", r.text);
    }
}

/// The user whose turn it is in `channel`.
fn to_move(store: &dyn Store, channel: &str) -> String {
    let rec = record(store, channel);
    let state = rec.state.as_ref().expect("a game");
    assert_eq!(state.phase, Phase::Play);
    rec.seats[state.turn].user.clone().expect("a person")
}

/// The player to move draws two cards from the deck.
fn draw_two(host: &Host, store: &dyn Store, channel: &str, now: u64) {
    let who = to_move(store, channel);
    for _ in 0..2 {
        let r = send(host, channel, &who, "/draw from:deck", now);
        assert!(r.applied, "{who}: {}", r.text);
    }
}

fn public_texts(msgs: &[OutMsg], channel: &str) -> Vec<String> {
    msgs.iter()
        .filter(|m| m.to == Target::Channel(channel.into()))
        .map(|m| m.text.clone())
        .collect()
}

#[test]
fn away_across_two_games_pauses_within_the_limit_then_the_computer_covers() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    game(&host, "c1", "/game new map:usa seats:2 turn:24 away_days:2");
    game(&host, "c2", "/game new map:usa seats:2 turn:24 away_days:2");
    // In c1 it is ann's turn, in c2 bob's.
    if to_move(store.as_ref(), "c1") != "ann" {
        draw_two(&host, store.as_ref(), "c1", T0);
    }
    if to_move(store.as_ref(), "c2") != "bob" {
        draw_two(&host, store.as_ref(), "c2", T0);
    }
    drain(&host);
    let r = send(&host, "c1", "ann", "/away 3d", T0);
    assert!(r.applied, "{}", r.text);
    assert!(r.text.contains("Your 2 games were told"), "{}", r.text);
    let msgs = drain(&host);
    for ch in ["c1", "c2"] {
        let said = public_texts(&msgs, ch).join("\n");
        assert!(said.contains("ann is away until"), "{ch}: {said}");
    }
    // c1: ann's running turn stops until the pause limit (2 days, not the
    // 3 she is away, not the 1-day turn), when the computer covers it.
    let d = record(store.as_ref(), "c1").deadline.expect("a deadline");
    assert_eq!(d.at, T0 + 2 * DAY, "{d:?}");
    // c2: bob moves; ann's new turn is paused the same way.
    draw_two(&host, store.as_ref(), "c2", T0 + 100);
    assert_eq!(to_move(store.as_ref(), "c2"), "ann");
    let d = record(store.as_ref(), "c2").deadline.expect("a deadline");
    assert_eq!(d.at, T0 + 2 * DAY, "both clocks paused: {d:?}");
    // A day later (when her turn would have timed out) nothing happens.
    let moves = |ch: &str| record(store.as_ref(), ch).state.expect("game").moves;
    let before = (moves("c1"), moves("c2"));
    host.tick(T0 + DAY + 10).expect("tick");
    host.tick(T0 + 2 * DAY - 1).expect("tick");
    assert_eq!((moves("c1"), moves("c2")), before, "paused: nobody moved");
    drain(&host);
    // Past the limit the computer plays her turns, and says so.
    host.tick(T0 + 2 * DAY).expect("tick");
    let msgs = drain(&host);
    for ch in ["c1", "c2"] {
        assert_eq!(to_move(store.as_ref(), ch), "bob", "{ch}: covered");
        let said = public_texts(&msgs, ch).join("\n");
        assert!(
            said.contains("ann is away: the computer plays"),
            "{ch}: {said}"
        );
        let rec = record(store.as_ref(), ch);
        assert!(rec.subs.timeouts.is_empty(), "covering is not a timeout");
    }
    // Her next turn is covered at once (still away, past the limit).
    let t1 = T0 + 2 * DAY + 100;
    draw_two(&host, store.as_ref(), "c1", t1);
    assert_eq!(to_move(store.as_ref(), "c1"), "ann");
    host.tick(t1).expect("tick");
    assert_eq!(to_move(store.as_ref(), "c1"), "bob", "covered at once");
    // Coming back ends it: both channels hear it, her clock runs as usual.
    let t2 = t1 + 100;
    let r = send(&host, "c2", "ann", "/away off", t2);
    assert!(r.applied && r.text.contains("Welcome back"), "{}", r.text);
    let msgs = drain(&host);
    for ch in ["c1", "c2"] {
        let said = public_texts(&msgs, ch).join("\n");
        assert!(said.contains("ann is back"), "{ch}: {said}");
        assert!(record(store.as_ref(), ch).away.is_empty());
    }
    draw_two(&host, store.as_ref(), "c1", t2);
    assert_eq!(to_move(store.as_ref(), "c1"), "ann");
    let d = record(store.as_ref(), "c1").deadline.expect("a deadline");
    assert_eq!(d.at, t2 + DAY, "a normal turn again");
    host.tick(t2 + 10).expect("tick");
    assert_eq!(
        to_move(store.as_ref(), "c1"),
        "ann",
        "no cover after return"
    );
    let shown = send(&host, "c1", "ann", "/away", t2);
    assert!(shown.text.contains("You are not away"), "{}", shown.text);
}

#[test]
fn a_game_that_allows_cover_and_one_without_pause() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    game(&host, "c1", "/game new map:usa seats:2 turn:24 cover:yes");
    game(&host, "c2", "/game new map:usa seats:2 turn:0 away_days:0");
    for ch in ["c1", "c2"] {
        if to_move(store.as_ref(), ch) != "bob" {
            draw_two(&host, store.as_ref(), ch, T0);
        }
    }
    assert!(send(&host, "c1", "ann", "/away 12h", T0).applied);
    drain(&host);
    // cover:yes — her turn is played at once; away_days:0 in a game with
    // no turn limit — the clock never stops, so the computer covers too.
    for ch in ["c1", "c2"] {
        draw_two(&host, store.as_ref(), ch, T0 + 10);
        assert_eq!(to_move(store.as_ref(), ch), "ann");
        host.tick(T0 + 10).expect("tick");
        assert_eq!(to_move(store.as_ref(), ch), "bob", "{ch}: covered at once");
    }
    // Once the absence is over, no-limit turns wait for her again.
    draw_two(&host, store.as_ref(), "c2", T0 + DAY);
    host.tick(T0 + DAY + 10).expect("tick");
    assert_eq!(to_move(store.as_ref(), "c2"), "ann");
    assert!(record(store.as_ref(), "c2").deadline.is_none());
}

#[test]
fn away_until_a_date_means_midnight_in_the_players_own_time_zone() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    // 2026-11-24 12:00 UTC; Kyiv is 2 hours ahead of UTC in winter.
    let now = 1_795_521_600;
    let r = send(&host, "c1", "ann", "/settings tz:Europe/Kyiv", now);
    assert!(r.applied, "{}", r.text);
    let r = send(&host, "c1", "ann", "/away until:2026-12-01", now);
    assert!(r.applied, "{}", r.text);
    assert!(r.text.contains("2026-11-30 22:00 UTC"), "{}", r.text);
    // Without a zone the date is read in UTC.
    let r = send(&host, "c1", "bob", "/away until:2026-12-01", now);
    assert!(r.text.contains("2026-12-01 00:00 UTC"), "{}", r.text);
}

#[test]
fn away_values_are_read_or_refused_with_a_reason() {
    let cmd = |l: &str| cli::parse(l).unwrap_or_else(|e| panic!("{l}: {}", e.message()));
    assert_eq!(cmd("/away 2d"), Command::Away(AwayCmd::For(2 * DAY)));
    assert_eq!(cmd("/away for:36h"), Command::Away(AwayCmd::For(36 * 3600)));
    assert_eq!(cmd("/away off"), Command::Away(AwayCmd::Off));
    assert_eq!(cmd("/away"), Command::Away(AwayCmd::Show));
    assert_eq!(
        cmd("/away until:2026-12-01"),
        Command::Away(AwayCmd::Until(1_796_083_200))
    );
    assert_eq!(
        cmd("/отсутствие на:2д"),
        Command::Away(AwayCmd::For(2 * DAY))
    );
    for (bad, says) in [
        ("/away soon", "is not a length"),
        ("/away 90d", "at most 60 days"),
        ("/away until:01.12.2026", "is not a date"),
        ("/away 2d until:2026-12-01", "not several"),
    ] {
        let e = cli::parse(bad).expect_err(bad);
        assert!(
            Lang::En.tr(&e.message()).contains(says),
            "{bad}: {}",
            e.message()
        );
    }
    let (_dir, store) = embedded();
    let host = Host::new(store, keep_then_deck);
    let r = send(&host, "c1", "ann", "/away until:2020-01-01", T0 * 2000);
    assert!(
        !r.applied && r.text.contains("has already passed"),
        "{}",
        r.text
    );
}

/// The first button among `msgs` labelled `label`.
fn button(msgs: &[OutMsg], label: &str) -> Button {
    msgs.iter()
        .flat_map(|m| &m.buttons)
        .find(|b| b.label == label)
        .cloned()
        .unwrap_or_else(|| panic!("no {label} button in {msgs:?}"))
}

fn press(host: &Host, user: &str, admin: bool, b: &Button, now: u64) -> Reply {
    let req = Request {
        command: b.tap.command(),
        ..request_in("chan", user, admin, None, "/hand")
    };
    host.press(&req, b.stamp.as_ref().expect("a stamp"), now)
}

/// Bob's clock runs out on his turn (after ann's two draws at `now`).
fn bob_times_out(host: &Host, store: &dyn Store, now: u64) -> u64 {
    if to_move(store, "chan") == "ann" {
        draw_two(host, store, "chan", now);
    }
    let at = record(store, "chan").deadline.expect("a deadline").at;
    host.tick(at).expect("tick");
    assert_eq!(to_move(store, "chan"), "ann", "the computer moved for bob");
    at
}

#[test]
fn a_substitute_gets_the_hand_by_dm_and_the_channel_sees_none_of_it() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    game(&host, "chan", "/game new map:usa seats:2 turn:24");
    let early = send(&host, "chan", "dave", "/game sub seat:bob", T0);
    assert!(
        !early.applied && early.text.contains("is not open"),
        "{}",
        early.text
    );
    let t = bob_times_out(&host, store.as_ref(), T0);
    assert!(
        record(store.as_ref(), "chan").subs.open.is_empty(),
        "one timeout"
    );
    let t = bob_times_out(&host, store.as_ref(), t);
    let msgs = drain(&host);
    let said = public_texts(&msgs, "chan").join("\n");
    assert!(said.contains("bob's seat is open"), "{said}");
    // dave taps the notice's button; ann (who created the game) confirms.
    let take = button(&msgs, "Take this seat");
    let r = press(&host, "dave", false, &take, t);
    assert!(r.applied, "{}", r.text);
    let again = press(&host, "erin", false, &take, t);
    assert!(
        !again.applied && again.text.contains("already asked"),
        "{}",
        again.text
    );
    let msgs = drain(&host);
    let confirm = button(&msgs, "Confirm");
    let r = press(&host, "erin", false, &confirm, t);
    assert!(
        !r.applied && r.text.contains("Only the game's creator"),
        "{}",
        r.text
    );
    let r = press(&host, "ann", false, &confirm, t);
    assert!(r.applied, "{}", r.text);
    let rec = record(store.as_ref(), "chan");
    assert_eq!(rec.seats[1].user.as_deref(), Some("dave"));
    assert!(rec.subs.is_empty());
    let msgs = drain(&host);
    // dave's DM: bob's seat's cards and tickets, with the private picture.
    let dm = msgs
        .iter()
        .find(|m| m.to == Target::User("dave".into()))
        .expect("a DM to dave");
    assert!(matches!(dm.picture, Some(Picture::Private { .. })));
    let board = maps::board("usa").expect("usa");
    let state = rec.state.as_ref().expect("a game");
    let tickets: Vec<String> = state.players[1]
        .tickets
        .iter()
        .map(|t| board.ticket_name(*t))
        .collect();
    assert!(!tickets.is_empty());
    for name in &tickets {
        assert!(dm.text.contains(name.as_str()), "{name} in {}", dm.text);
    }
    // The channel hears who sits where, and nothing of the hand.
    let public: Vec<&OutMsg> = msgs
        .iter()
        .filter(|m| matches!(m.to, Target::Channel(_)))
        .collect();
    assert!(!public.is_empty());
    for m in &public {
        assert!(
            !matches!(m.picture, Some(Picture::Private { .. })),
            "a private picture in public"
        );
        for name in &tickets {
            assert!(
                !m.text.contains(name.as_str()),
                "{name} in public: {}",
                m.text
            );
        }
        assert!(!m.text.contains("Your cards"), "{}", m.text);
    }
    assert!(
        public
            .iter()
            .any(|m| m.text.contains("dave now plays bob's seat"))
    );
    // dave plays on; the index knows where he plays, and bob no longer.
    assert_eq!(store.channels_of("dave").expect("index"), vec!["chan"]);
    assert!(store.channels_of("bob").expect("index").is_empty());
    draw_two(&host, store.as_ref(), "chan", t);
    assert_eq!(to_move(store.as_ref(), "chan"), "dave");
    draw_two(&host, store.as_ref(), "chan", t);
}

/// The lines of the band of the last board picture sent to `channel`.
fn band_lines(msgs: &[OutMsg], channel: &str) -> Vec<String> {
    let board = msgs
        .iter()
        .rev()
        .filter(|m| m.to == Target::Channel(channel.into()))
        .find_map(|m| {
            m.picture
                .as_ref()
                .filter(|p| matches!(p, Picture::Board { .. }))
        })
        .expect("a board picture");
    board.status_text().expect("the band's lines")
}

/// On the turn of a seat open to substitutes, the board's band says the
/// game waits for its player or a substitute; before it opened, it did not.
#[test]
fn the_band_says_an_open_seat_waits_for_a_substitute() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    game(&host, "chan", "/game new map:usa seats:2 turn:24");
    let waits = |lines: &[String]| lines.iter().any(|l| l.contains("or a substitute"));
    let t = bob_times_out(&host, store.as_ref(), T0);
    draw_two(&host, store.as_ref(), "chan", t);
    assert_eq!(to_move(store.as_ref(), "chan"), "bob");
    let lines = band_lines(&drain(&host), "chan");
    assert!(!waits(&lines), "not open yet: {lines:?}");
    let t = bob_times_out(&host, store.as_ref(), t);
    draw_two(&host, store.as_ref(), "chan", t);
    assert_eq!(to_move(store.as_ref(), "chan"), "bob");
    let lines = band_lines(&drain(&host), "chan");
    assert!(
        lines
            .iter()
            .any(|l| l.contains("Waiting for bob or a substitute")),
        "{lines:?}"
    );
}

#[test]
fn a_removed_players_seat_is_taken_at_once_by_an_admin_and_refusals_are_heard() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    game(&host, "chan", "/game new map:usa seats:2 turn:24");
    let kick = host.handle(
        &request_in("chan", "ann", false, None, "/game kick user:bob"),
        T0,
    );
    assert!(kick.applied, "{}", kick.text);
    let msgs = drain(&host);
    let take = button(&msgs, "Take this seat");
    // carl asks; ann refuses; the seat stays open.
    assert!(press(&host, "carl", false, &take, T0).applied);
    let msgs = drain(&host);
    let refuse = button(&msgs, "Refuse");
    assert!(press(&host, "ann", false, &refuse, T0).applied);
    let said = public_texts(&drain(&host), "chan").join("\n");
    assert!(said.contains("carl does not take bob's seat"), "{said}");
    // An admin who asks takes it at once.
    let r = host.handle(
        &request_in("chan", "mod", true, None, "/game sub seat:bob"),
        T0,
    );
    assert!(r.applied && r.text.contains("You now play"), "{}", r.text);
    let rec = record(store.as_ref(), "chan");
    assert_eq!(rec.seats[1].user.as_deref(), Some("mod"));
    assert_eq!(rec.seats[1].bot, None);
    let bad = send(&host, "chan", "zed", "/game sub seat:nobody", T0);
    assert!(bad.text.contains("No seat is called"), "{}", bad.text);
}

/// `line` from `user` in `channel` of the server `guild`.
fn send_in(host: &Host, guild: &str, channel: &str, user: &str, line: &str) -> Reply {
    let mut req = request_in(channel, user, false, None, line);
    req.guild = Some(guild.into());
    host.handle(&req, T0)
}

#[test]
fn a_member_who_leaves_the_server_leaves_its_games_and_no_other() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    for (guild, channel) in [("g1", "c1"), ("g2", "c2")] {
        let new = ("ann", "/game new map:usa seats:2 turn:24");
        for (u, l) in [new].into_iter().chain(OPENING) {
            let r = send_in(&host, guild, channel, u, l);
            assert!(r.applied, "{l}: {}", r.text);
        }
    }
    // A lobby in g1 that bob joined.
    for (u, l) in [("cat", "/game new map:usa seats:3"), ("bob", "/game join")] {
        assert!(send_in(&host, "g1", "lobby", u, l).applied, "{l}");
    }
    drain(&host);

    assert_eq!(host.member_left("g1", "bob", T0 + 10), Ok(2));
    let msgs = drain(&host);
    let c1 = record(store.as_ref(), "c1");
    let seat = c1.seats.iter().position(|s| s.name == "bob").expect("seat");
    assert!(c1.seats[seat].user.is_none() && c1.seats[seat].bot.is_some());
    assert!(c1.subs.open.contains(&seat), "open to substitutes");
    let said = public_texts(&msgs, "c1").join("\n");
    assert!(said.contains("bob left the server"), "{said}");
    let lobby = record(store.as_ref(), "lobby");
    assert!(
        lobby.seats.iter().all(|s| s.name != "bob"),
        "out of the lobby"
    );
    assert!(
        public_texts(&msgs, "lobby")
            .join("\n")
            .contains("bob left the server")
    );
    // His game in the other server is untouched, and nothing happens twice.
    let c2 = record(store.as_ref(), "c2");
    assert!(c2.seats.iter().any(|s| s.user.as_deref() == Some("bob")));
    assert!(public_texts(&msgs, "c2").is_empty());
    assert_eq!(host.member_left("g1", "bob", T0 + 20), Ok(0));
}
