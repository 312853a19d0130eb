//! What a player sees through the host is right and complete: the turn
//! handed back after computer players pings and shows the board, the
//! face-up row is listed in words, a tunnel says how to answer, double
//! routes name both lanes, an empty table gives no false advice, spectators
//! are not told it is their turn, and final scores show the board's fields.

#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

use conductor::host::{BotLevel, Brain, ChannelRecord, Host, OutMsg, Tap, Target};
use conductor::i18n::Lang;
use conductor::maps;
use conductor::rules::{
    Action, Board, Card, Color, DeckKind, DrawSource, GameState, LaneId, PlayerView, Stage,
};
use rand_chacha::ChaCha8Rng;
use support::host::{drain, edit, embedded, request, stored};

fn send(host: &Host, user: &str, line: &str) -> conductor::host::Reply {
    host.handle(&request(user, Lang::En, Lang::En, line), 1000)
}

/// A game on `map` for ann and `others` (user names, or `bot` for a hard
/// computer player), in `lang`, with every ticket choice made.
fn game(brain: Brain, map: &str, others: &[&str], lang: Lang) -> (tempfile::TempDir, Host) {
    let (dir, store) = embedded();
    let host = Host::new(store, brain);
    let seats = others.len() + 1;
    let mut lines = vec![("ann", format!("/game new map:{map} seats:{seats} turn:0"))];
    for &o in others {
        lines.push(match o {
            "bot" => ("ann", "/game addbot level:hard".to_string()),
            user => (user, "/game join".to_string()),
        });
    }
    lines.push(("ann", "/game start".into()));
    for (u, l) in &lines {
        let r = host.handle(&request(u, lang, lang, l), 1000);
        assert!(r.applied, "{l}: {}", r.text);
    }
    let keep = if map == "usa" { "1,2" } else { "1,2,3" };
    for u in std::iter::once("ann").chain(others.iter().copied().filter(|&o| o != "bot")) {
        let r = host.handle(
            &request(u, lang, lang, &format!("/keep tickets:{keep}")),
            1000,
        );
        assert!(r.applied, "{u} keeps: {}", r.text);
    }
    drain(&host);
    (dir, host)
}

fn state(rec: &mut ChannelRecord) -> &mut GameState {
    rec.state.as_mut().expect("a game")
}

fn channel(msgs: &[OutMsg]) -> Vec<&OutMsg> {
    msgs.iter()
        .filter(|m| matches!(m.to, Target::Channel(_)))
        .collect()
}

/// A computer player that keeps every ticket and takes face-up card 1.
fn face_up_taker(_: &Board, view: &PlayerView, _: BotLevel, _: &mut ChaCha8Rng) -> Action {
    if !view.offer.is_empty() {
        return Action::Keep {
            tickets: view.offer.clone(),
        };
    }
    Action::Draw {
        from: DrawSource::FaceUp(0),
        refill: None,
    }
}

#[test]
fn the_turn_handed_back_after_computer_players_pings_once_with_the_board() {
    let (_dir, host) = game(conductor::ai::decide, "usa", &["bot"], Lang::En);
    edit(host.store().as_ref(), |rec| {
        state(rec).players[0].hand.add(Card::Train(Color::Red), 1);
    });
    let r = send(&host, "ann", "/claim route:\"Vancouver Seattle\" color:red");
    assert!(r.applied, "{}", r.text);
    let msgs = drain(&host);
    let public = channel(&msgs);
    assert_eq!(public.len(), 1, "one channel message: {public:?}");
    let m = public[0];
    assert_eq!(
        m.text.matches("Your turn, ann.").count(),
        1,
        "ann is told once: {}",
        m.text
    );
    assert_eq!(m.mention.as_deref(), Some("ann"), "ann is pinged");
    assert!(m.picture.is_some(), "the board is posted");
    assert!(
        m.text.contains("Face up: 1 "),
        "the turn prompt lists the face-up row: {}",
        m.text
    );
}

#[test]
fn the_face_up_row_is_listed_in_words_and_refills_are_told() {
    let (_dir, host) = game(face_up_taker, "usa", &["bot"], Lang::En);
    edit(host.store().as_ref(), |rec| {
        let st = state(rec);
        st.face_up = [Color::Orange, Color::Blue, Color::Green, Color::Green]
            .map(|c| Some(Card::Train(c)))
            .into_iter()
            .chain([Some(Card::Loco)])
            .collect();
    });
    let row = "Face up: 1 orange · 2 blue · 3 green · 4 green · 5 locomotive.";
    for line in ["/board", "/game status"] {
        let r = send(&host, "ann", line);
        assert!(r.text.contains(row), "{line}: {}", r.text);
    }
    // The computer player takes face-up card 1 twice; what replaced it is told.
    edit(host.store().as_ref(), |rec| {
        let st = state(rec);
        st.face_up[0] = Some(Card::Train(Color::Red));
        st.face_up[4] = Some(Card::Train(Color::Yellow));
        let deck = &mut st.decks[DeckKind::Trains.index()].draw;
        deck.extend([Card::Train(Color::White), Card::Train(Color::Black)]);
    });
    assert!(send(&host, "ann", "/tickets").applied);
    let r = send(&host, "ann", "/keep tickets:1");
    assert!(r.applied, "{}", r.text);
    let msgs = drain(&host);
    let text = &channel(&msgs).last().expect("a channel message").text;
    for needle in [
        "took a face-up red",
        "face-up card 1 is now black",
        "took a face-up black",
        "face-up card 1 is now white",
        "Your turn, ann.",
        "Face up: 1 white · 2 blue · 3 green · 4 green · 5 yellow.",
    ] {
        assert!(text.contains(needle), "{needle:?} missing: {text}");
    }
}

/// A single colored tunnel on `board` between one-word cities.
fn tunnel(board: &Board) -> (String, Color, u8) {
    board
        .lanes
        .iter()
        .find_map(|l| {
            let (a, b) = (board.place_name(l.a), board.place_name(l.b));
            let single = board.lanes_between(l.a, l.b).len() == 1;
            let plain = |s: &str| s.chars().all(char::is_alphabetic);
            (l.tunnel && single && l.locos == 0 && plain(a) && plain(b))
                .then(|| Some((format!("{a} {b}"), l.color?, l.len)))
                .flatten()
        })
        .expect("Europe has a colored tunnel")
}

#[test]
fn a_tunnel_needing_more_cards_says_how_to_answer_in_each_language() {
    let board = maps::board("europe").unwrap();
    let (route, color, len) = tunnel(&board);
    for (lang, yes, no) in [
        (Lang::En, "/tunnel pay:yes", "/tunnel pay:no"),
        (Lang::Ru, "/туннель платить:да", "/туннель платить:нет"),
        (Lang::Uk, "/тунель платити:так", "/тунель платити:ні"),
    ] {
        let (_dir, host) = game(conductor::ai::decide, "europe", &["bob"], lang);
        edit(host.store().as_ref(), |rec| {
            let st = state(rec);
            st.turn = 0;
            st.players[0].hand.add(Card::Train(color), len + 3);
            let deck = &mut st.decks[DeckKind::Trains.index()].draw;
            deck.extend([Card::Train(color); 3]);
        });
        let line = format!("/claim route:\"{route}\" color:{}", color.name());
        let r = host.handle(&request("ann", lang, lang, &line), 1000);
        assert!(r.applied, "{line}: {}", r.text);
        let msgs = drain(&host);
        let m = channel(&msgs)[0];
        assert!(
            m.text.contains(yes) && m.text.contains(no),
            "{lang:?}: {}",
            m.text
        );
        let taps: Vec<Tap> = m.buttons.iter().map(|b| b.tap.clone()).collect();
        assert_eq!(taps, [Tap::Tunnel(true), Tap::Tunnel(false)], "{lang:?}");
        let r = host.handle(&request("ann", lang, lang, "/game status"), 1000);
        assert!(r.text.contains(yes), "status repeats it: {}", r.text);
    }
}

/// A double route on `board` whose two lanes have different colors.
fn double(board: &Board) -> (String, [Color; 2]) {
    board
        .lanes
        .iter()
        .enumerate()
        .find_map(|(i, l)| {
            let sib = &board.lanes[(l.sibling?).index()];
            let (a, b) = (board.place_name(l.a), board.place_name(l.b));
            let plain = |s: &str| s.chars().all(char::is_alphabetic);
            let colors = [l.color?, sib.color?];
            let first = board.lanes_between(l.a, l.b).first() == Some(&LaneId::at(i));
            (colors[0] != colors[1] && first && plain(a) && plain(b))
                .then(|| (format!("{a} {b}"), colors))
        })
        .expect("a double route of two colors")
}

#[test]
fn refusals_on_a_double_route_name_both_lanes_and_their_state() {
    let board = maps::board("usa").unwrap();
    let (route, [first, second]) = double(&board);
    let (_dir, host) = game(conductor::ai::decide, "usa", &["bob"], Lang::En);
    edit(host.store().as_ref(), |rec| {
        let st = state(rec);
        st.turn = 0;
        st.players[0].hand = Default::default();
    });
    let r = send(&host, "ann", &format!("/claim route:\"{route}\""));
    assert!(!r.applied);
    let both = format!(
        "lane 1 {} (free), lane 2 {} (free)",
        first.name(),
        second.name()
    );
    assert!(r.text.contains(&both), "{}", r.text);
    // bob holds lane 1: with two players lane 2 is closed.
    let lanes = {
        let text = route.split_once(' ').unwrap();
        let (a, b) = (
            board.find_place(text.0).unwrap(),
            board.find_place(text.1).unwrap(),
        );
        board.lanes_between(a, b)
    };
    edit(host.store().as_ref(), |rec| {
        state(rec).owners[lanes[0].index()] = Some(1);
    });
    let r = send(&host, "ann", &format!("/claim route:\"{route}\""));
    assert!(!r.applied);
    assert!(
        r.text
            .contains(&format!("lane 1 {} (taken by bob)", first.name()))
            && r.text
                .contains(&format!("lane 2 {} (closed", second.name())),
        "{}",
        r.text
    );
}

#[test]
fn with_no_cards_left_anywhere_drawing_is_refused_without_face_up_advice() {
    for (map, build) in [("usa", None), ("europe", Some("build a station"))] {
        let (_dir, host) = game(conductor::ai::decide, map, &["bob"], Lang::En);
        edit(host.store().as_ref(), |rec| {
            let st = state(rec);
            st.turn = 0;
            st.stage = Stage::Start;
            for d in &mut st.decks {
                d.draw.clear();
                d.discard.clear();
            }
            st.face_up.iter_mut().for_each(|c| *c = None);
        });
        for line in ["/draw from:deck", "/draw from:1"] {
            let r = send(&host, "ann", line);
            assert!(!r.applied);
            assert!(
                r.text.contains("No cards are left") && r.text.contains("draw tickets"),
                "{map} {line}: {}",
                r.text
            );
            assert!(!r.text.contains("face-up card"), "{map} {line}: {}", r.text);
            if let Some(b) = build {
                assert!(r.text.contains(b), "{map}: {}", r.text);
            }
        }
        let r = send(&host, "ann", "/board");
        assert!(r.text.contains("No cards are left"), "{}", r.text);
    }
}

#[test]
fn a_spectator_is_told_whose_turn_it_is_by_name() {
    let (_dir, host) = game(conductor::ai::decide, "usa", &["bob"], Lang::En);
    edit(host.store().as_ref(), |rec| state(rec).turn = 0);
    for line in ["/board", "/game status"] {
        let r = send(&host, "carol", line);
        assert!(
            r.text.contains("ann is to move.") && !r.text.contains("Your turn"),
            "{line}: {}",
            r.text
        );
    }
}

#[test]
fn final_scores_show_only_the_boards_own_fields() {
    for (map, shown, hidden) in [
        (
            "usa",
            &["routes", "tickets", "longest"][..],
            &["stations", "harbors", "exchanges"][..],
        ),
        (
            "europe",
            &["routes", "tickets", "longest", "stations"],
            &["harbors", "exchanges"],
        ),
    ] {
        let (_dir, host) = game(conductor::ai::decide, map, &["bob"], Lang::En);
        let r = send(&host, "ann", "/game end");
        assert!(r.applied, "{}", r.text);
        let msgs = drain(&host);
        let text = &channel(&msgs)[0].text;
        let line = text
            .lines()
            .find(|l| l.starts_with("1. "))
            .unwrap_or_else(|| panic!("no score line: {text}"));
        for s in shown {
            assert!(line.contains(s), "{map}: {s} missing: {line}");
        }
        for h in hidden {
            assert!(!line.contains(h), "{map}: {h} shown: {line}");
        }
    }
}

/// A single colored rail route of `len` on `board` between one-word cities.
fn single(board: &Board, len: u8) -> (String, Color) {
    board
        .lanes
        .iter()
        .find_map(|l| {
            let (a, b) = (board.place_name(l.a), board.place_name(l.b));
            let plain = |s: &str| s.chars().all(char::is_alphabetic);
            let ok = l.sibling.is_none() && l.len == len && !l.tunnel && l.locos == 0;
            (ok && plain(a) && plain(b)).then(|| Some((format!("{a} {b}"), l.color?)))?
        })
        .expect("a single colored route")
}

#[test]
fn locomotives_are_spent_only_when_chosen_if_colored_cards_could_pay_instead() {
    let board = maps::board("usa").unwrap();
    let (route, color) = single(&board, 3);
    let (_dir, host) = game(conductor::ai::decide, "usa", &["bob"], Lang::En);
    let hand = |colored: u8, locos: u8| {
        move |rec: &mut ChannelRecord| {
            let st = state(rec);
            st.turn = 0;
            let h = &mut st.players[0].hand;
            *h = Default::default();
            h.add(Card::Train(color), colored);
            h.add(Card::Loco, locos);
        }
    };
    // 2 colored + 2 locomotives: 1 or 2 locomotives would do; ask.
    edit(host.store().as_ref(), hand(2, 2));
    let claim = format!("/claim route:\"{route}\"");
    let r = send(&host, "ann", &claim);
    assert!(!r.applied, "{}", r.text);
    assert!(r.text.contains("more than one way"), "{}", r.text);
    let locos: Vec<Option<u8>> = r
        .buttons
        .iter()
        .map(|b| match b.tap {
            Tap::Pay { locos, .. } => Some(locos),
            _ => None,
        })
        .collect();
    assert_eq!(locos, [Some(1), Some(2)], "the cheaper payment first");
    assert!(drain(&host).is_empty(), "a question changes nothing");
    let stamp = r.buttons[0].stamp.clone().expect("stamped");
    let mut press = request("ann", Lang::En, Lang::En, "/board");
    press.command = r.buttons[0].tap.command();
    let pressed = host.press(&press, &stamp, 1000);
    assert!(pressed.applied, "{}", pressed.text);
    let mut rec = stored(host.store().as_ref());
    let h = &state(&mut rec).players[0].hand;
    assert_eq!(
        (h.count(Card::Train(color)), h.count(Card::Loco)),
        (0, 1),
        "paid 2 colored and 1 locomotive"
    );
    // Enough colored cards: paid without a question, locomotives kept.
    let (_dir, host) = game(conductor::ai::decide, "usa", &["bob"], Lang::En);
    edit(host.store().as_ref(), hand(3, 2));
    let r = send(&host, "ann", &claim);
    assert!(r.applied, "{}", r.text);
    let mut rec = stored(host.store().as_ref());
    assert_eq!(state(&mut rec).players[0].hand.count(Card::Loco), 2);
}

/// The quoted or bare value an example in `text` gives after `option:`.
fn example_after(text: &str, option: &str) -> String {
    let (_, rest) = text
        .split_once(&format!("{option}:"))
        .unwrap_or_else(|| panic!("no {option}: in {text}"));
    match rest.strip_prefix('"') {
        Some(quoted) => format!("\"{}\"", quoted.split('"').next().unwrap()),
        None => rest.split([' ', '.']).next().unwrap().to_string(),
    }
}

#[test]
fn examples_come_from_the_board_in_play_and_the_players_own_hand() {
    for (map, lang, route_word, city_word) in [
        ("switzerland", Lang::Uk, "ділянка", "місто"),
        ("world", Lang::Ru, "перегон", "город"),
        ("europe", Lang::En, "route", "city"),
        ("usa", Lang::En, "route", "city"),
    ] {
        let (_dir, host) = game(conductor::ai::decide, map, &["bob"], lang);
        if map == "world" {
            for user in ["ann", "bob"] {
                let r = host.handle(
                    &request(user, lang, lang, "/split trains:25 ships:35"),
                    1000,
                );
                assert!(r.applied, "{}", r.text);
            }
        }
        edit(host.store().as_ref(), |rec| {
            let st = state(rec);
            st.turn = 0;
            for p in &mut st.players {
                for c in Color::ALL {
                    p.hand.add(Card::Train(c), 8);
                }
            }
        });
        let ask = |user: &str, line: &str| host.handle(&request(user, lang, lang, line), 1000);
        // bob, waiting, queues the example his refusal gives.
        let none = ask("bob", "/premove");
        let planned = example_after(&none.text, route_word);
        let r = ask("bob", &format!("/premove route:{planned}"));
        assert!(r.applied, "{map}: {planned}: {}", r.text);
        // ann claims the example her refusal gives.
        let blank = ask("ann", "/claim");
        assert!(!blank.applied, "{map}: {}", blank.text);
        let route = example_after(&blank.text, route_word);
        let r = ask("ann", &format!("/claim route:{route}"));
        assert!(
            r.applied,
            "{map}: {route} from «{}»: {}",
            blank.text, r.text
        );
        if map == "europe" {
            // Whatever the claim left pending (a tunnel), ann is to start a turn.
            edit(host.store().as_ref(), |rec| {
                let st = state(rec);
                (st.turn, st.stage) = (0, Stage::Start);
            });
            let blank = ask("ann", "/station");
            let city = example_after(&blank.text, city_word);
            let r = ask("ann", &format!("/station city:{city}"));
            assert!(r.applied, "{city} from «{}»: {}", blank.text, r.text);
        }
    }
}

#[test]
fn a_payment_question_names_the_colour_by_the_word_the_player_types() {
    let board = maps::board("usa").unwrap();
    let route = board
        .lanes
        .iter()
        .find(|l| l.color == Some(Color::Pink) && l.sibling.is_none() && l.len == 3)
        .map(|l| format!("{} {}", board.place_name(l.a), board.place_name(l.b)))
        .expect("a single purple route of 3");
    for (lang, word) in [(Lang::En, "purple"), (Lang::Ru, "фиолетовая")] {
        let (_dir, host) = game(conductor::ai::decide, "usa", &["bob"], lang);
        edit(host.store().as_ref(), |rec| {
            let st = state(rec);
            st.turn = 0;
            let h = &mut st.players[0].hand;
            *h = Default::default();
            h.add(Card::Train(Color::Pink), 2);
            h.add(Card::Loco, 2);
        });
        let ask = |line: &str| host.handle(&request("ann", lang, lang, line), 1000);
        let r = ask(&format!("/claim route:\"{route}\""));
        assert!(!r.applied && r.text.contains(word), "{lang:?}: {}", r.text);
        assert!(!r.text.contains("pink"), "{lang:?}: {}", r.text);
        let r = ask(&format!("/claim route:\"{route}\" color:{word} locos:1"));
        assert!(r.applied, "{lang:?}: the word shown is taken: {}", r.text);
    }
}

#[test]
fn a_refill_by_the_last_draw_of_the_game_is_told_before_the_game_is_over() {
    let (_dir, host) = game(conductor::ai::decide, "usa", &["bob"], Lang::En);
    edit(host.store().as_ref(), |rec| {
        let st = state(rec);
        st.turn = 0;
        st.stage = Stage::SecondDraw;
        st.final_turns = Some(1);
        st.face_up[0] = Some(Card::Train(Color::Red));
        let deck = &mut st.decks[DeckKind::Trains.index()].draw;
        deck.push(Card::Train(Color::White));
    });
    let r = send(&host, "ann", "/draw from:1");
    assert!(r.applied, "{}", r.text);
    let msgs = drain(&host);
    let told = channel(&msgs)
        .iter()
        .map(|m| m.text.as_str())
        .find(|t| t.contains("took a face-up red"))
        .expect("the draw is told");
    let refill = told.find("face-up card 1 is now white").expect(told);
    let over = told.find("the game is over").expect(told);
    assert!(refill < over, "{told}");
    // Her last private summary tells her unfinished tickets as failed, with
    // what they cost, as the final scores do.
    let mine = msgs
        .iter()
        .rfind(|m| m.to == Target::User("ann".into()) && m.text.contains("Your tickets"))
        .expect("ann's summary");
    assert!(!mine.text.contains("open"), "{}", mine.text);
    assert!(
        mine.text.contains("not completed") && mine.text.contains('−'),
        "{}",
        mine.text
    );
}

#[test]
fn a_claim_naming_nothing_mid_turn_asks_for_the_second_card_not_a_route() {
    let (_dir, host) = game(conductor::ai::decide, "europe", &["bob"], Lang::En);
    edit(host.store().as_ref(), |rec| {
        let st = state(rec);
        (st.turn, st.stage) = (0, Stage::SecondDraw);
    });
    for line in ["/claim", "/station"] {
        let r = send(&host, "ann", line);
        assert!(!r.applied, "{line}: {}", r.text);
        assert!(
            r.text.contains("take your second card"),
            "{line}: {}",
            r.text
        );
    }
    let r = send(&host, "bob", "/claim");
    assert!(r.text.contains("ann"), "not bob's turn: {}", r.text);
}
