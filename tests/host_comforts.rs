//! "Since your last turn" digests, undo with consent and ticket-risk alerts,
//! through the real host and the embedded store, driven by console lines
//! and button presses.

#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

use conductor::host::{
    Button, CONSENT_SECS, Command, Host, LogEntry, OutMsg, Picture, Reply, Request, TableRef,
    Target, Task, read_task, replay,
};
use conductor::i18n::Lang;
use conductor::maps;
use conductor::rules::{
    Board, Card, Color, LaneId, PayChoice, Stage, TicketId, TicketValue, public_view,
};
use conductor::store::Store;
use std::time::Duration;
use support::host::{drain, edit, embedded, keep_then_deck, request, stored};

fn req(user: &str, line: &str) -> Request {
    request(user, Lang::En, Lang::En, line)
}

fn send(host: &Host, user: &str, line: &str) -> Reply {
    host.handle(&req(user, line), 1000)
}

/// A started USA game: `players` are humans (a name starting with "bot" is
/// a computer player), the first to move, everyone holding plenty of cards.
fn game(host: &Host, store: &dyn Store, players: &[&str], options: &str) {
    let new = format!("/game new map:usa seats:{} turn:0 {options}", players.len());
    assert!(send(host, players[0], &new).applied);
    for p in &players[1..] {
        let line = if p.starts_with("bot") {
            "/game addbot"
        } else {
            "/game join"
        };
        let from = if p.starts_with("bot") { players[0] } else { p };
        assert!(send(host, from, line).applied);
    }
    assert!(send(host, players[0], "/game start").applied);
    for p in players.iter().filter(|p| !p.starts_with("bot")) {
        assert!(send(host, p, "/keep tickets:1,2").applied, "{p} keeps");
    }
    edit(store, |rec| {
        let st = rec.state.as_mut().unwrap();
        st.turn = 0;
        st.stage = Stage::Start;
        for p in &mut st.players {
            for c in Color::ALL {
                p.hand.add(Card::Train(c), 6);
            }
            p.hand.add(Card::Loco, 2);
        }
    });
    drain(host);
}

/// Single gray lanes between one-word cities, as "A B" route names.
fn plain_routes(board: &Board) -> Vec<(LaneId, String)> {
    board
        .lanes
        .iter()
        .enumerate()
        .filter(|(_, l)| l.sibling.is_none() && l.color.is_none() && l.len <= 3)
        .filter_map(|(i, l)| {
            let (a, b) = (board.place_name(l.a), board.place_name(l.b));
            (!a.contains(' ') && !b.contains(' ')).then(|| (LaneId::at(i), format!("{a} {b}")))
        })
        .collect()
}

fn public(msgs: &[OutMsg]) -> Vec<&OutMsg> {
    msgs.iter()
        .filter(|m| matches!(m.to, Target::Channel(_)))
        .collect()
}

fn to<'a>(msgs: &'a [OutMsg], user: &str) -> Vec<&'a OutMsg> {
    msgs.iter()
        .filter(|m| m.to == Target::User(user.into()))
        .collect()
}

fn log(store: &dyn Store) -> Vec<LogEntry> {
    store
        .log("chan")
        .unwrap()
        .iter()
        .map(|e| LogEntry::read(e).unwrap())
        .collect()
}

/// Decodes a PNG into (width, RGB bytes).
fn decode(png: &[u8]) -> (u32, Vec<u8>) {
    let img = image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .expect("a PNG")
        .to_rgb8();
    (img.width(), img.into_raw())
}

#[test]
fn a_catch_up_after_three_opponents_moves() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    game(&host, store.as_ref(), &["ann", "bob", "cat", "dan"], "");
    let board = maps::board("usa").unwrap();
    let (lane, route) = plain_routes(&board)[0].clone();
    // dan moves first once, so the digest covers exactly the three after him.
    edit(store.as_ref(), |rec| rec.state.as_mut().unwrap().turn = 3);
    assert!(send(&host, "dan", "/draw from:deck").applied);
    assert!(send(&host, "dan", "/draw from:deck").applied);
    drain(&host);
    assert!(send(&host, "ann", "/draw from:deck").applied);
    assert!(send(&host, "ann", "/draw from:deck").applied);
    assert!(send(&host, "bob", &format!("/claim route:\"{route}\"")).applied);
    let mut msgs = drain(&host);
    assert!(send(&host, "cat", "/tickets").applied);
    assert!(send(&host, "cat", "/keep tickets:1,2,3").applied);
    msgs.extend(drain(&host));

    let digests: Vec<&OutMsg> = to(&msgs, "dan")
        .into_iter()
        .filter(|m| m.text.starts_with("Since your last turn:"))
        .collect();
    assert_eq!(digests.len(), 1, "one digest, when dan's turn starts");
    let digest = digests[0];
    let lines: Vec<&str> = digest.text.lines().skip(1).collect();
    for who in ["ann", "bob", "cat"] {
        assert!(lines.iter().any(|l| l.starts_with(who)), "{who}: {lines:?}");
    }
    assert!(lines.iter().all(|l| !l.starts_with("dan")), "{lines:?}");
    // Nothing hidden: every line was said in the channel.
    let said: String = public(&msgs).iter().map(|m| m.text.as_str()).collect();
    for l in &lines {
        assert!(said.contains(l), "not public: {l}");
    }
    assert!(
        public(&msgs)
            .iter()
            .any(|m| m.mention.as_deref() == Some("dan")),
        "the channel ping stays"
    );
    let Some(Picture::CatchUp { lanes, view, .. }) = &digest.picture else {
        panic!("a digest picture");
    };
    assert_eq!(lanes, &vec![lane], "bob's route is highlighted");
    // The highlight changes pixels only around that route.
    let catch_up_png = digest.picture.as_ref().unwrap().draw().unwrap();
    let plain = conductor::render::board_png(&board, view, Lang::En).unwrap();
    let ((w, a), (_, b)) = (decode(&catch_up_png), decode(&plain));
    let cars = conductor::render::car_places(&board, lane).unwrap();
    // Car places are the map's; the picture's map starts under its band.
    let top = conductor::render::map_top(&board, view).unwrap() as f32;
    let mut changed = 0;
    for (i, (pa, pb)) in a.chunks(3).zip(b.chunks(3)).enumerate() {
        if pa != pb {
            changed += 1;
            let (x, y) = ((i as u32 % w) as f32, (i as u32 / w) as f32 - top);
            let near = cars.iter().any(|c| (c.x - x).hypot(c.y - y) < c.len + 30.0);
            assert!(near, "pixel ({x}, {y}) changed away from the route");
        }
    }
    assert!(changed > 200, "{changed} pixels highlighted");
    // Everyone else's board stays as it was.
    for m in public(&msgs) {
        assert!(!matches!(m.picture, Some(Picture::CatchUp { .. })));
    }
}

/// The Agree and Refuse buttons of the public take-back request.
fn consent_buttons(msgs: &[OutMsg]) -> (Button, Button) {
    let asked = public(msgs)
        .into_iter()
        .find(|m| m.text.starts_with("Take-back asked for"))
        .expect("a public request");
    assert!(asked.text.contains("claimed by ann"), "{}", asked.text);
    (asked.buttons[0].clone(), asked.buttons[1].clone())
}

fn press(host: &Host, user: &str, button: &Button, now: u64) -> Reply {
    let mut r = req(user, "/hand");
    r.command = button.tap.command();
    host.press(&r, button.stamp.as_ref().unwrap(), now)
}

#[test]
fn undo_is_refused_after_a_draw() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    game(&host, store.as_ref(), &["ann", "bob"], "");
    assert!(send(&host, "ann", "/draw from:deck").applied);
    drain(&host);
    let r = send(&host, "ann", "/undo");
    assert!(
        !r.applied && r.text.contains("nothing you can take back"),
        "{}",
        r.text
    );
    assert!(send(&host, "ann", "/draw from:deck").applied);
    drain(&host);
    let r = send(&host, "ann", "/undo");
    assert!(!r.applied && r.text.contains("never a draw"), "{}", r.text);
    assert!(drain(&host).is_empty(), "a refusal says nothing in public");
}

#[test]
fn undo_with_everyones_consent_restores_the_state() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    game(&host, store.as_ref(), &["ann", "bob", "cat"], "");
    let board = maps::board("usa").unwrap();
    let (lane, route) = plain_routes(&board)[0].clone();
    let before = stored(store.as_ref());
    let logged = log(store.as_ref()).len();
    assert!(send(&host, "ann", &format!("/claim route:\"{route}\"")).applied);
    drain(&host);
    assert!(!send(&host, "bob", "/undo").applied, "only ann may ask");
    let r = send(&host, "ann", "/undo");
    assert!(r.applied && r.text.contains("You asked"), "{}", r.text);
    let msgs = drain(&host);
    let (agree, refuse) = consent_buttons(&msgs);
    assert_eq!(agree.label, "Agree");
    assert_eq!(refuse.label, "Refuse");
    assert!(
        !press(&host, "ann", &agree, 1001).applied,
        "not ann's answer"
    );
    let r = press(&host, "bob", &agree, 1001);
    assert!(r.applied && r.text.contains("You agreed"), "{}", r.text);
    assert_eq!(
        stored(store.as_ref()).state.unwrap().owners[lane.index()],
        Some(0),
        "cat has not agreed yet"
    );
    let r = press(&host, "cat", &agree, 1002);
    assert!(r.applied, "{}", r.text);
    let after = stored(store.as_ref());
    let (st, old) = (
        after.state.as_ref().unwrap(),
        before.state.as_ref().unwrap(),
    );
    assert_eq!(st.owners[lane.index()], None);
    assert_eq!(
        st.players[0].hand, old.players[0].hand,
        "ann's cards are back"
    );
    assert_eq!(st.players[0].trains, old.players[0].trains);
    assert_eq!(st.turn, 0, "ann moves again");
    assert!(st.moves > old.moves, "the move counter never goes back");
    let msgs = drain(&host);
    assert!(
        public(&msgs)
            .iter()
            .any(|m| m.text.contains("Taken back, as everyone agreed: route"))
    );
    // The log replays to the stored state, take-back included (from the
    // state before the claim: the test gave out cards the log never saw).
    let entries = log(store.as_ref());
    assert!(matches!(
        entries.last(),
        Some(LogEntry::Undone { seat: 0, .. })
    ));
    assert!(matches!(entries[0], LogEntry::Started { .. }));
    let replayed = replay(&board, old.clone(), &entries[logged..]).unwrap();
    assert_eq!(
        serde_json::to_string(&replayed).unwrap(),
        serde_json::to_string(st).unwrap()
    );
    // The old button is stale now.
    let r = press(&host, "bob", &agree, 1003);
    assert!(!r.applied && r.text.contains("earlier turn"), "{}", r.text);
}

#[test]
fn a_consent_button_is_stale_once_the_next_player_acts() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    game(&host, store.as_ref(), &["ann", "bob", "cat"], "");
    let board = maps::board("usa").unwrap();
    let (lane, route) = plain_routes(&board)[0].clone();
    assert!(send(&host, "ann", &format!("/claim route:\"{route}\"")).applied);
    assert!(send(&host, "ann", "/undo").applied);
    let (agree, refuse) = consent_buttons(&drain(&host));
    assert!(send(&host, "bob", "/draw from:deck").applied);
    let r = press(&host, "cat", &agree, 1001);
    assert!(!r.applied && r.text.contains("earlier turn"), "{}", r.text);
    let r = press(&host, "bob", &refuse, 1001);
    assert!(!r.applied, "{}", r.text);
    assert_eq!(
        stored(store.as_ref()).state.unwrap().owners[lane.index()],
        Some(0)
    );
}

#[test]
fn a_refusal_or_the_time_limit_keeps_the_claim() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    game(&host, store.as_ref(), &["ann", "bob", "cat"], "");
    let board = maps::board("usa").unwrap();
    let (lane, route) = plain_routes(&board)[0].clone();
    assert!(send(&host, "ann", &format!("/claim route:\"{route}\"")).applied);
    assert!(send(&host, "ann", "/undo").applied);
    let (agree, refuse) = consent_buttons(&drain(&host));
    let late = 1000 + CONSENT_SECS + 1;
    let r = press(&host, "bob", &agree, late);
    assert!(!r.applied && r.text.contains("Too late"), "{}", r.text);
    let r = press(&host, "cat", &refuse, 1001);
    assert!(r.applied && r.text.contains("You refused"), "{}", r.text);
    assert!(
        public(&drain(&host))
            .iter()
            .any(|m| m.text.contains("cat said no"))
    );
    let r = press(&host, "bob", &agree, 1002);
    assert!(!r.applied, "{}", r.text);
    assert_eq!(
        stored(store.as_ref()).state.unwrap().owners[lane.index()],
        Some(0)
    );
}

#[test]
fn against_computer_players_only_undo_is_immediate() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    game(&host, store.as_ref(), &["ann", "bot1"], "");
    let board = maps::board("usa").unwrap();
    let (lane, route) = plain_routes(&board)[0].clone();
    let before = stored(store.as_ref());
    assert!(send(&host, "ann", &format!("/claim route:\"{route}\"")).applied);
    let mid = stored(store.as_ref());
    assert_eq!(mid.state.as_ref().unwrap().turn, 0, "the computer replied");
    drain(&host);
    let r = send(&host, "ann", "/undo");
    assert!(r.applied && r.text.contains("Taken back"), "{}", r.text);
    let st = stored(store.as_ref()).state.unwrap();
    assert_eq!(st.owners[lane.index()], None);
    let old = before.state.unwrap();
    assert_eq!(
        st.players[1].hand, old.players[1].hand,
        "its draws went back too"
    );
    assert_eq!(st.decks[0].draw, old.decks[0].draw);
    // Everyone is told that the computer's moves went back too, and the
    // history says the same.
    let told = drain(&host);
    let said: String = public(&told).iter().map(|m| m.text.as_str()).collect();
    let named = "and the moves after it: Bot 1 drew a card from the deck";
    assert!(said.contains(named), "{said}");
    let history = send(&host, "ann", "/history").text;
    assert!(history.contains(named), "{history}");
}

/// A two-city ticket whose first city has a single lane that one claim
/// could still take, and that lane.
fn nearly_cut_off(board: &Board) -> (TicketId, LaneId) {
    board
        .tickets
        .iter()
        .enumerate()
        .filter(|(_, t)| matches!(t.value, TicketValue::Pair { .. }))
        .find_map(|(i, t)| {
            let lanes = board.lanes_at(t.places[0]);
            let single = lanes.iter().find(|&&l| board.lanes[l].sibling.is_none())?;
            Some((TicketId::at(i), *single))
        })
        .unwrap()
}

#[test]
fn a_cut_off_ticket_is_told_privately_once() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    game(&host, store.as_ref(), &["ann", "bob"], "alerts:yes");
    let board = maps::board("usa").unwrap();
    // A two-city ticket whose first city has a single lane left free.
    let (ticket, last) = nearly_cut_off(&board);
    edit(store.as_ref(), |rec| {
        let st = rec.state.as_mut().unwrap();
        st.players[0].tickets = vec![ticket];
        for &l in board.lanes_at(board.tickets[ticket].places[0]) {
            if l != last {
                st.owners[l.index()] = Some(1);
            }
        }
        st.turn = 1;
    });
    let claim = Command::ClaimLane {
        lane: last,
        pay: PayChoice::default(),
    };
    let mut r = req("bob", "/hand");
    r.command = claim;
    assert!(host.handle(&r, 1000).applied);
    let msgs = drain(&host);
    let name = board.ticket_name(ticket);
    let alert = format!("Your ticket {name} can no longer be completed");
    assert!(
        to(&msgs, "ann").iter().any(|m| m.text.contains(&alert)),
        "{:?}",
        to(&msgs, "ann")
    );
    for m in public(&msgs).iter().chain(&to(&msgs, "bob")) {
        assert!(!m.text.contains("can no longer"), "{}", m.text);
    }
    assert!(send(&host, "ann", "/draw from:deck").applied);
    assert!(send(&host, "ann", "/draw from:deck").applied);
    let again = drain(&host);
    assert!(
        again.iter().all(|m| !m.text.contains("can no longer")),
        "told once"
    );
    // Too few trains left for a ticket that is still open.
    let view = public_view(&board, &stored(store.as_ref()).state.unwrap());
    assert_eq!(view.players.len(), 2);
    edit(store.as_ref(), |rec| {
        let st = rec.state.as_mut().unwrap();
        st.players[0].trains = 1;
        let cut = board.tickets[ticket].places[0];
        let open = board
            .ticket_ids()
            .find(|&t| {
                let t = &board.tickets[t];
                matches!(t.value, TicketValue::Pair { .. }) && !t.places.contains(&cut)
            })
            .unwrap();
        st.players[0].tickets.push(open);
    });
    assert!(send(&host, "bob", "/draw from:deck").applied);
    assert!(send(&host, "bob", "/draw from:deck").applied);
    let msgs = drain(&host);
    assert!(
        to(&msgs, "ann")
            .iter()
            .any(|m| m.text.contains("more trains, and you have 1 left")),
        "{:?}",
        to(&msgs, "ann")
    );
    assert!(
        public(&msgs)
            .iter()
            .all(|m| !m.text.contains("trains, and you"))
    );
}

/// The position of the first message for which `is` holds.
fn position(msgs: &[OutMsg], what: &str, is: impl Fn(&OutMsg) -> bool) -> usize {
    msgs.iter()
        .position(is)
        .unwrap_or_else(|| panic!("no {what} in {msgs:#?}"))
}

#[test]
fn what_follows_a_move_comes_in_one_order() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    game(&host, store.as_ref(), &["ann", "bot1", "bob"], "alerts:yes");
    let board = maps::board("usa").unwrap();
    // bob holds a ticket whose first city has one lane left: ann takes it.
    let (ticket, last) = nearly_cut_off(&board);
    edit(store.as_ref(), |rec| {
        let st = rec.state.as_mut().unwrap();
        st.players[2].tickets = vec![ticket];
        for &l in board.lanes_at(board.tickets[ticket].places[0]) {
            if l != last {
                st.owners[l.index()] = Some(1);
            }
        }
    });
    assert!(send(&host, "bob", "/premove draw:deck then:deck").applied);
    drain(&host);
    let mut claim = req("ann", "/hand");
    claim.command = Command::ClaimLane {
        lane: last,
        pay: PayChoice::default(),
    };
    assert!(host.handle(&claim, 1000).applied);
    let msgs = drain(&host);

    // ann's claim, the computer's draws and bob's premove, then ann to move.
    let channel = position(&msgs, "channel message", |m| {
        matches!(m.to, Target::Channel(_)) && m.mention.as_deref() == Some("ann")
    });
    let said = &msgs[channel].text;
    let claimed = said.find("ann claimed");
    let (bot, bob) = (said.find("Bot 1 drew"), said.find("bob drew"));
    assert!(claimed.is_some() && bot > claimed && bob > bot, "{said}");
    let dm = |user: &'static str, text: &'static str| {
        move |m: &OutMsg| m.to == Target::User(user.into()) && m.text.contains(text)
    };
    let ann_hand = position(&msgs, "ann's hand", |m| {
        m.to == Target::User("ann".into()) && matches!(m.picture, Some(Picture::Private { .. }))
    });
    let bob_hand = position(&msgs, "bob's hand", |m| {
        m.to == Target::User("bob".into()) && matches!(m.picture, Some(Picture::Private { .. }))
    });
    let digest = position(&msgs, "ann's digest", dm("ann", "Since your last turn:"));
    let alert = position(
        &msgs,
        "bob's alert",
        dm("bob", "can no longer be completed"),
    );
    assert!(
        channel < ann_hand && ann_hand < bob_hand && bob_hand < digest && digest < alert,
        "channel {channel}, hands {ann_hand} {bob_hand}, digest {digest}, alert {alert}"
    );
    assert_eq!(alert, msgs.len() - 1, "the alert comes last");
}

#[test]
fn a_table_reports_its_result_after_every_message_of_its_last_move() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    game(&host, store.as_ref(), &["ann", "bob"], "");
    edit(store.as_ref(), |rec| {
        rec.table = Some(TableRef {
            tourney: "cup".into(),
            round: 1,
            table: 1,
            salt: "00".into(),
            commitment: "ab".into(),
            ..TableRef::default()
        });
        rec.state.as_mut().unwrap().final_turns = Some(1);
    });
    assert!(send(&host, "ann", "/draw from:deck").applied);
    drain(&host);
    assert!(send(&host, "ann", "/draw from:deck").applied);
    let items = store.outbox_take(100, Duration::from_secs(30)).unwrap();
    let tasks: Vec<usize> = (0..items.len())
        .filter(|&i| read_task(&items[i]).is_some())
        .collect();
    assert!(
        matches!(read_task(&items[tasks[0]]), Some(Task::Report(_))),
        "the table's result is reported"
    );
    let reveal = items
        .iter()
        .position(|i| String::from_utf8_lossy(&i.data).contains("commitment"))
        .expect("the seed is revealed");
    let messages: Vec<usize> = (0..items.len())
        .filter(|&i| read_task(&items[i]).is_none() && i != reveal)
        .collect();
    assert!(messages.len() >= 2, "the final scores and ann's hand");
    assert!(
        messages.iter().all(|&m| m < tasks[0] && m < reveal),
        "reports come after the game's messages: {tasks:?} {reveal} {messages:?}"
    );
}
