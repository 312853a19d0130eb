//! Premoves through the real host and the embedded store, driven by console
//! command lines: a plan that fires in the commit of the move before it, a
//! plan cancelled by a claim (its owner told why, privately), a plan that
//! must not let a blind card show, and a plan no one else ever sees.

#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

use conductor::host::{ChannelRecord, Host, LogEntry, OutMsg, Reply, Target};
use conductor::i18n::Lang;
use conductor::maps;
use conductor::rules::{Action, Board, Card, Color, DrawSource, LaneId, Phase, Stage};
use conductor::store::Store;
use std::sync::Arc;
use support::host::{drain, edit, embedded, keep_then_deck, request, stored};

fn send(host: &Host, user: &str, line: &str) -> Reply {
    host.handle(&request(user, Lang::En, Lang::En, line), 1000)
}

/// A started USA game of humans `players`, first player to move, everyone
/// holding plenty of cards of every color.
fn game(host: &Host, store: &dyn Store, players: &[&str]) {
    let new = format!("/game new map:usa seats:{} turn:0", players.len());
    assert!(send(host, players[0], &new).applied);
    for p in &players[1..] {
        assert!(send(host, p, "/game join").applied);
    }
    assert!(send(host, players[0], "/game start").applied);
    for p in players {
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
        .map(|(i, l)| {
            let (a, b) = (board.place_name(l.a), board.place_name(l.b));
            (LaneId::at(i), a.to_string(), b.to_string())
        })
        .filter(|(_, a, b)| !a.contains(' ') && !b.contains(' '))
        .map(|(i, a, b)| (i, format!("{a} {b}")))
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

fn state(rec: &ChannelRecord) -> &conductor::rules::GameState {
    rec.state.as_ref().unwrap()
}

#[test]
fn a_premove_fires_in_the_commit_of_the_move_before_it() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    game(&host, store.as_ref(), &["ann", "bob", "cat"]);
    let board = maps::board("usa").unwrap();
    let (lane, route) = plain_routes(&board)[0].clone();

    let queued = send(&host, "bob", &format!("/premove route:\"{route}\""));
    assert!(
        queued.applied && queued.text.contains("Queued"),
        "{}",
        queued.text
    );
    assert!(drain(&host).is_empty(), "queueing tells nobody else");
    let shown = send(&host, "bob", "/premove");
    assert!(
        shown.text.contains("Your queued move: claim"),
        "{}",
        shown.text
    );
    let others = send(&host, "cat", "/premove");
    assert!(others.text.contains("no queued move"), "{}", others.text);
    let refused = send(&host, "ann", &format!("/premove route:\"{route}\""));
    assert!(
        !refused.applied && refused.text.contains("your turn"),
        "{}",
        refused.text
    );

    let log_before = log(store.as_ref()).len();
    assert!(send(&host, "ann", "/draw from:deck").applied);
    assert!(send(&host, "ann", "/draw from:deck").applied);
    let rec = stored(store.as_ref());
    let st = state(&rec);
    assert_eq!(st.owners[lane.index()], Some(1), "bob's plan claimed it");
    assert_eq!(st.turn, 2, "and the turn went on to cat");
    assert!(rec.comforts.premoves.is_empty(), "a plan runs once");
    let entries = log(store.as_ref());
    assert_eq!(entries.len() - log_before, 3, "two draws and bob's claim");
    assert!(matches!(
        entries.last(),
        Some(LogEntry::Action {
            seat: 1,
            action: Action::Claim { .. }
        })
    ));
    let msgs = drain(&host);
    assert!(
        to(&msgs, "bob")
            .iter()
            .any(|m| m.text.contains("Your queued move ran: you claimed")),
        "bob is told privately"
    );
    for m in public(&msgs) {
        assert!(!m.text.contains("queued"), "public: {}", m.text);
    }
    assert!(to(&msgs, "ann").iter().all(|m| !m.text.contains("queued")));
    assert!(
        send(&host, "bob", "/premove")
            .text
            .contains("no queued move")
    );
}

#[test]
fn a_claim_cancels_a_premove_and_its_owner_is_told_why() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    game(&host, store.as_ref(), &["ann", "bob", "cat"]);
    let board = maps::board("usa").unwrap();
    let (lane, route) = plain_routes(&board)[0].clone();
    assert!(send(&host, "bob", &format!("/premove route:\"{route}\"")).applied);
    let with_else = format!("/premove route:\"{route}\" draw:deck then:deck");
    assert!(send(&host, "cat", &with_else).applied);

    // ann takes the route first: bob's plan is cancelled, his turn waits.
    assert!(send(&host, "ann", &format!("/claim route:\"{route}\"")).applied);
    let rec = stored(store.as_ref());
    assert_eq!(state(&rec).owners[lane.index()], Some(0));
    assert_eq!((state(&rec).turn, &state(&rec).stage), (1, &Stage::Start));
    let msgs = drain(&host);
    let told: Vec<&str> = to(&msgs, "bob").iter().map(|m| m.text.as_str()).collect();
    assert!(
        told.iter()
            .any(|t| t.contains("cancelled") && t.contains("was taken")),
        "{told:?}"
    );
    for m in public(&msgs) {
        assert!(!m.text.contains("cancelled") && !m.text.contains("queued"));
    }
    let channel_ping = public(&msgs)
        .iter()
        .any(|m| m.mention.as_deref() == Some("bob"));
    assert!(channel_ping, "bob is pinged to move himself");

    // bob moves; cat's plan finds the route taken and draws instead.
    let cat_cards = state(&rec).players[2].hand.total();
    assert!(send(&host, "bob", "/draw from:deck").applied);
    assert!(send(&host, "bob", "/draw from:deck").applied);
    let rec = stored(store.as_ref());
    assert_eq!(state(&rec).players[2].hand.total(), cat_cards + 2);
    assert_eq!(state(&rec).turn, 0, "cat's two draws ended her turn");
    let msgs = drain(&host);
    let told: Vec<&str> = to(&msgs, "cat").iter().map(|m| m.text.as_str()).collect();
    assert!(
        told.iter()
            .any(|t| t.contains("was taken, so your queued move drew instead")),
        "{told:?}"
    );
    assert!(told.iter().any(|t| t.contains("drew 2 cards")), "{told:?}");
}

#[test]
fn a_plan_the_hand_cannot_pay_is_refused_or_cancelled() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    game(&host, store.as_ref(), &["ann", "bob"]);
    let board = maps::board("usa").unwrap();
    let (_, route) = plain_routes(&board)[0].clone();
    edit(store.as_ref(), |rec| {
        rec.state.as_mut().unwrap().players[1].hand = Default::default();
    });
    let r = send(&host, "bob", &format!("/premove route:\"{route}\""));
    assert!(!r.applied && r.text.contains("need"), "{}", r.text);
    let r = send(&host, "bob", "/premove draw:3");
    assert!(!r.applied && r.text.contains("color"), "{}", r.text);
    let r = send(&host, "bob", "/premove clear");
    assert!(
        !r.applied && r.text.contains("no queued move"),
        "{}",
        r.text
    );
    assert!(send(&host, "bob", "/premove draw:deck").applied);
    assert!(send(&host, "bob", "/premove clear").applied);
    assert!(stored(store.as_ref()).comforts.premoves.is_empty());
}

/// A started three-player game's record, to play the same position twice.
fn snapshot() -> ChannelRecord {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    game(&host, store.as_ref(), &["ann", "bob", "cat"]);
    stored(store.as_ref())
}

/// Puts a red card face up in the first slot, then green and `top` on top of
/// the deck (test set-up: the cards come from the deck, none is made up).
fn stack_deck(st: &mut conductor::rules::GameState, top: Card) {
    let deck = &mut st.decks[0].draw;
    let mut take = |card: Card| {
        let at = deck.iter().rposition(|&c| c == card).unwrap();
        deck.remove(at)
    };
    let red = take(Card::Train(Color::Red));
    let green = take(Card::Train(Color::Green));
    let top = take(top);
    let old = st.face_up[0].replace(red).unwrap();
    let deck = &mut st.decks[0].draw;
    deck.insert(0, old);
    deck.push(green);
    deck.push(top);
}

/// One run of bob's plan "deck, then the face-up red" from `start`, after
/// ann's claim, with `top` on the deck: the public lines, the log entries,
/// and what bob was told.
fn blind_then_face_up(
    start: &ChannelRecord,
    top: Card,
) -> (Vec<String>, Vec<LogEntry>, Vec<String>) {
    let (_dir, store) = embedded();
    let commit = conductor::store::Commit {
        data: serde_json::to_vec(start).unwrap(),
        ..Default::default()
    };
    store.commit("chan", 0, &commit).unwrap();
    let host = Host::new(store.clone(), keep_then_deck);
    let board = maps::board("usa").unwrap();
    let (_, route) = plain_routes(&board)[0].clone();
    edit(store.as_ref(), |rec| {
        stack_deck(rec.state.as_mut().unwrap(), top)
    });
    assert!(send(&host, "bob", "/premove draw:deck then:red").applied);
    let before = log(store.as_ref()).len();
    assert!(send(&host, "ann", &format!("/claim route:\"{route}\"")).applied);
    let msgs = drain(&host);
    let said: Vec<String> = public(&msgs).iter().map(|m| m.text.clone()).collect();
    let bob: Vec<String> = to(&msgs, "bob").iter().map(|m| m.text.clone()).collect();
    (said, log(store.as_ref())[before..].to_vec(), bob)
}

#[test]
fn a_blind_draw_never_shows_in_what_the_plan_does_next() {
    let start = snapshot();
    let blue = blind_then_face_up(&start, Card::Train(Color::Blue));
    let loco = blind_then_face_up(&start, Card::Loco);
    assert!(!blue.0.is_empty());
    assert_eq!(blue.0, loco.0, "the public lines do not depend on the card");
    let draws = |entries: &[LogEntry]| -> Vec<DrawSource> {
        entries
            .iter()
            .filter_map(|e| match e {
                LogEntry::Action {
                    seat: 1,
                    action: Action::Draw { from, .. },
                } => Some(*from),
                _ => None,
            })
            .collect()
    };
    assert_eq!(draws(&blue.1), draws(&loco.1), "nor what it draws second");
    assert_eq!(
        draws(&blue.1),
        [
            DrawSource::Deck(conductor::rules::DeckKind::Trains),
            DrawSource::FaceUp(0)
        ]
    );
    let told = |t: &[String], what: &str| t.iter().any(|m| m.to_lowercase().contains(what));
    assert!(
        told(&blue.2, "you drew") && told(&blue.2, "blue"),
        "{:?}",
        blue.2
    );
    assert!(told(&loco.2, "locomotive"), "{:?}", loco.2);
}

#[test]
fn a_plan_is_never_public_and_survives_loading() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    game(&host, store.as_ref(), &["ann", "bob"]);
    let board = maps::board("usa").unwrap();
    let (_, route) = plain_routes(&board)[1].clone();
    let r = send(
        &host,
        "bob",
        &format!("/premove route:\"{route}\" color:red"),
    );
    assert!(r.applied, "{}", r.text);
    assert!(drain(&host).is_empty());
    for line in ["/history", "/game status", "/board"] {
        let seen = send(&host, "ann", line);
        assert!(
            !seen.text.contains("queued") && !seen.text.contains("claim "),
            "{line}"
        );
    }
    // The record round-trips with the plan; an older record without it loads.
    let rec = stored(store.as_ref());
    assert_eq!(rec.comforts.premoves.len(), 1);
    let mut json: serde_json::Value = serde_json::to_value(&rec).unwrap();
    json.as_object_mut().unwrap().remove("comforts");
    let old: ChannelRecord = serde_json::from_value(json).unwrap();
    assert!(old.comforts.is_empty());
    assert_eq!(state(&rec).phase, Phase::Play);
    let _: Arc<dyn Store> = store;
}

#[test]
fn a_tunnel_that_asks_for_more_stops_the_plan_for_its_owner_to_decide() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    assert!(send(&host, "ann", "/game new map:europe seats:2 turn:0").applied);
    assert!(send(&host, "bob", "/game join").applied);
    assert!(send(&host, "ann", "/game start").applied);
    for p in ["ann", "bob"] {
        assert!(send(&host, p, "/keep tickets:1,2").applied);
    }
    edit(store.as_ref(), |rec| {
        let st = rec.state.as_mut().unwrap();
        st.turn = 0;
        st.stage = Stage::Start;
        st.players[1].hand.add(Card::Train(Color::Red), 4);
        let red = Card::Train(Color::Red);
        let deck = &mut st.decks[0].draw;
        // Two for ann's draws, three for the tunnel.
        for _ in 0..5 {
            let at = deck.iter().position(|&c| c == red).unwrap();
            let card = deck.remove(at);
            deck.push(card);
        }
    });
    drain(&host);
    let plan = "/premove route:\"Angora Constantinople\" color:red";
    assert!(send(&host, "bob", plan).applied);
    assert!(send(&host, "ann", "/draw from:deck").applied);
    assert!(send(&host, "ann", "/draw from:deck").applied);
    let rec = stored(store.as_ref());
    let st = state(&rec);
    assert_eq!(st.turn, 1);
    assert!(
        matches!(&st.stage, Stage::Tunnel(t) if t.extra == 3),
        "{:?}",
        st.stage
    );
    assert!(rec.comforts.premoves.is_empty());
    let msgs = drain(&host);
    let told: Vec<&str> = to(&msgs, "bob").iter().map(|m| m.text.as_str()).collect();
    assert!(
        told.iter()
            .any(|t| t.contains("asks for 3 more card(s): that choice is yours")),
        "{told:?}"
    );
    assert!(public(&msgs).iter().all(|m| !m.text.contains("queued")));
    assert!(send(&host, "bob", "/tunnel pay:no").applied, "bob decides");
}
