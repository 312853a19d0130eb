//! `/rules`: each board's rules in short through the real host, with the
//! route points read from the board's own routes, in every language.

#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

use conductor::host::Host;
use conductor::i18n::Lang;
use conductor::maps;
use conductor::rules::route_points;
use support::host::{embedded, keep_then_deck, request};

fn ask(host: &Host, lang: Lang, line: &str) -> String {
    let r = host.handle(&request("ann", lang, Lang::En, line), 1000);
    assert!(!r.applied, "{line} changes nothing");
    r.text
}

/// The points table as the board's routes give it.
fn table(map: &str) -> String {
    let board = maps::board(map).expect("board");
    let mut lens: Vec<u8> = board.lanes.iter().map(|l| l.len).collect();
    lens.sort_unstable();
    lens.dedup();
    lens.iter()
        .map(|&n| format!("{n} → {}", route_points(n)))
        .collect::<Vec<_>>()
        .join(" · ")
}

#[test]
fn each_board_is_summed_up_with_its_own_points_and_end() {
    let (_dir, store) = embedded();
    let host = Host::new(store, keep_then_deck);
    let usa = ask(&host, Lang::En, "/rules board:usa");
    for says in [
        "2–5 players",
        "45 trains",
        "original rules",
        "+10",
        "2 trains or fewer, everyone, that player too, takes one more turn",
    ] {
        assert!(usa.contains(says), "usa: {says} in {usa}");
    }
    for not in ["Stations", "Tunnels", "Ferries", "Harbors", "8 → 21"] {
        assert!(!usa.contains(not), "usa: no {not} in {usa}");
    }
    assert!(usa.contains(&table("usa")), "{usa}");
    assert!(usa.contains("6 → 15"), "{usa}");
    let europe = ask(&host, Lang::En, "/rules europe");
    for says in [
        "Stations (3 each)",
        "Tunnels",
        "Ferries",
        "+4 for each station",
        "8 → 21",
    ] {
        assert!(europe.contains(says), "europe: {says} in {europe}");
    }
    assert!(
        !europe.contains("5 → 10"),
        "Europe has no route of 5: {europe}"
    );
    assert!(europe.contains(&table("europe")), "{europe}");
    let swiss = ask(&host, Lang::En, "/rules board:switzerland");
    for says in [
        "2–3 players",
        "40 trains",
        "Countries",
        "Locomotives pay only for tunnels",
        "both lanes",
        "Tunnels",
    ] {
        assert!(swiss.contains(says), "switzerland: {says} in {swiss}");
    }
    assert!(!swiss.contains("Stations"), "{swiss}");
    let world = ask(&host, Lang::En, "/rules world");
    for says in [
        "Harbors (3 each)",
        "20, 30 or 40",
        "Tour tickets",
        "Exchange",
        "Steam",
        "No bonus for the longest path",
        "6 pieces",
        "takes 2 more turns",
        "at most 25 trains and 50 ships",
    ] {
        assert!(world.contains(says), "world: {says} in {world}");
    }
    assert!(world.contains(&table("world")), "{world}");
    let ru = ask(&host, Lang::Ru, "/правила поле:европа");
    assert!(ru.contains("Вокзалы") && ru.contains("Туннели"), "{ru}");
    let uk = ask(&host, Lang::Uk, "/rules world");
    assert!(uk.contains("Порти") && uk.contains("по 2 ходи"), "{uk}");
}

#[test]
fn without_a_board_the_channels_game_is_summed_up() {
    let (_dir, store) = embedded();
    let host = Host::new(store, keep_then_deck);
    assert!(ask(&host, Lang::En, "/rules").contains("Name a board"));
    let r = host.handle(
        &request("ann", Lang::En, Lang::En, "/game new map:europe"),
        1000,
    );
    assert!(r.applied, "{}", r.text);
    assert!(ask(&host, Lang::En, "/rules").contains("Stations (3 each)"));
    let e = conductor::cli::parse("/rules board:mars").expect_err("no such board");
    assert!(
        Lang::En.tr(&e.message()).contains("mars"),
        "{}",
        e.message()
    );
}

/// A World game: what an unfinished tour costs is told wherever its
/// tickets are, and `/rules world` says why; before the piece split a
/// player is shown with the pieces they will keep.
#[test]
fn a_world_tour_shows_its_penalty_and_the_split_shows_the_pieces_kept() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    let send = |line: &str| host.handle(&request("ann", Lang::En, Lang::En, line), 1000);
    assert!(send("/game new map:world seats:2").applied);
    assert!(send("/game addbot").applied);
    assert!(send("/game start").applied);
    let status = send("/game status").text;
    assert!(status.contains("ann: 0 points, 60 pieces"), "{status}");
    assert!(!status.contains("75 pieces"), "{status}");

    let board = maps::board("world").unwrap();
    let tour = board
        .ticket_ids()
        .find(|&t| board.tickets[t].cost() != board.tickets[t].points())
        .expect("the World has tours");
    support::host::edit(store.as_ref(), |rec| {
        let st = rec.state.as_mut().unwrap();
        let offer = st.players[0].offer.as_mut().unwrap();
        if !offer.tickets.contains(&tour) {
            offer.tickets[0] = tour;
        }
    });
    let offer = send("/hand").text;
    let rec = support::host::stored(store.as_ref());
    let offered = &rec.state.unwrap().players[0].offer.clone().unwrap().tickets;
    for &t in offered {
        let (points, cost) = (board.tickets[t].points(), board.tickets[t].cost());
        let name = board.ticket_name(t);
        let shown = match cost == points {
            true => format!("{name} ({points})"),
            false => format!("{name} ({points}; −{cost} if not completed)"),
        };
        assert!(offer.contains(&shown), "{shown} in {offer}");
    }
    assert!(
        offered
            .iter()
            .any(|&t| board.tickets[t].cost() != board.tickets[t].points()),
        "the offer holds a tour"
    );
    let rules = ask(&host, Lang::En, "/rules board:world");
    assert!(rules.contains("costs its own penalty"), "{rules}");
}

/// Switzerland: a claim refused for want of cards says why the player's
/// locomotive does not count on a route that is not a tunnel.
#[test]
fn a_swiss_refusal_says_locomotives_pay_only_for_tunnels() {
    use conductor::rules::{Card, Color, Hand, Phase, Stage};
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    let send = |lang: Lang, line: &str| host.handle(&request("ann", lang, Lang::En, line), 1000);
    assert!(send(Lang::En, "/game new map:switzerland seats:2").applied);
    assert!(send(Lang::En, "/game addbot").applied);
    assert!(send(Lang::En, "/game start").applied);
    let board = maps::board("switzerland").unwrap();
    let lane = board
        .lanes
        .iter()
        .find(|l| !l.tunnel && l.color == Some(Color::Green) && l.len >= 2)
        .expect("a green route in the open");
    let route = format!("{} {}", board.place_name(lane.a), board.place_name(lane.b));
    support::host::edit(store.as_ref(), |rec| {
        let st = rec.state.as_mut().unwrap();
        st.phase = Phase::Play;
        st.stage = Stage::Start;
        st.turn = 0;
        for p in &mut st.players {
            p.offer = None;
        }
        let mut hand = Hand::default();
        hand.add(Card::Train(Color::Green), 1);
        hand.add(Card::Loco, 1);
        st.players[0].hand = hand;
    });
    let en = send(Lang::En, &format!("/claim route:\"{route}\""));
    assert!(!en.applied);
    assert!(
        en.text
            .contains("1 locomotive, which pays only for tunnels on this board"),
        "{}",
        en.text
    );
    let uk = send(Lang::Uk, &format!("/claim route:\"{route}\""));
    assert!(
        uk.text.contains("локомотиви оплачують лише тунелі"),
        "{}",
        uk.text
    );
    // A first card drawn: the second is asked for, and what it may not be.
    let first = send(Lang::En, "/draw from:deck");
    assert!(first.applied, "{}", first.text);
    let second = "Now take your second card: from the deck, or face up but not a locomotive.";
    assert!(first.text.contains(second), "{}", first.text);
    let status = send(Lang::En, "/game status").text;
    assert!(status.contains("ann, take your second card"), "{status}");
}
