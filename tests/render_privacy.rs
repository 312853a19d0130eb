//! Hidden information never reaches a picture: another player's cards and
//! tickets change neither the public board nor a player's private picture,
//! in any language.

use conductor::cli::late_game;
use conductor::i18n::Lang;
use conductor::rules::{Card, Color, GameState, Hand, TicketId, player_view, public_view};
use conductor::{maps, render};

/// The same game with seat `b`'s hand and tickets replaced by others of
/// the same counts (the counts are public).
fn other_secrets(state: &GameState, b: usize) -> GameState {
    let mut s = state.clone();
    let n = s.players[b].hand.total();
    let mut hand = Hand::default();
    hand.add(Card::Train(Color::Pink), n as u8);
    assert_ne!(hand, s.players[b].hand, "the test needs a different hand");
    s.players[b].hand = hand;
    let held: Vec<TicketId> = s.players.iter().flat_map(|p| p.tickets.clone()).collect();
    let k = s.players[b].tickets.len();
    let fresh: Vec<TicketId> = s
        .ticket_deck
        .iter()
        .copied()
        .filter(|t| !held.contains(t))
        .take(k)
        .collect();
    assert_eq!(fresh.len(), k);
    s.players[b].tickets = fresh;
    s
}

#[test]
fn other_players_secrets_do_not_change_any_picture() {
    for (map, players) in [("europe", 5), ("world", 4), ("switzerland", 3), ("usa", 2)] {
        let board = maps::board(map).unwrap();
        let state = late_game(&board, players, 11).unwrap();
        let b = 1;
        let changed = other_secrets(&state, b);
        for lang in Lang::ALL {
            assert_eq!(
                render::board_png(&board, &public_view(&board, &state), lang).unwrap(),
                render::board_png(&board, &public_view(&board, &changed), lang).unwrap(),
                "{map} {lang}: the board shows something of a hidden hand"
            );
            for a in (0..players).filter(|&a| a != b) {
                assert_eq!(
                    render::private_png(&board, &player_view(&board, &state, a), lang).unwrap(),
                    render::private_png(&board, &player_view(&board, &changed, a), lang).unwrap(),
                    "{map} {lang}: seat {a}'s picture shows something of seat {b}'s secrets"
                );
            }
            // B's own picture does show them: the comparison above can fail.
            assert_ne!(
                render::private_png(&board, &player_view(&board, &state, b), lang).unwrap(),
                render::private_png(&board, &player_view(&board, &changed, b), lang).unwrap(),
                "{map} {lang}"
            );
        }
    }
}

#[test]
fn public_alt_text_tells_nothing_hidden() {
    for (map, players) in [("europe", 5), ("world", 4)] {
        let board = maps::board(map).unwrap();
        let state = late_game(&board, players, 11).unwrap();
        let changed = other_secrets(&state, 1);
        for lang in Lang::ALL {
            let alt = |s: &GameState| lang.tr(&render::board_alt(&board, &public_view(&board, s)));
            let text = alt(&state);
            assert_eq!(text, alt(&changed), "{map} {lang}: {text}");
            assert!(text.contains(&state.players[0].name), "{lang}: {text}");
            // Seat 0's own alt text does change with their secrets.
            let own =
                |s: &GameState| lang.tr(&render::private_alt(&board, &player_view(&board, s, 1)));
            assert_ne!(own(&state), own(&changed), "{map} {lang}");
        }
    }
}

#[test]
fn languages_label_the_same_game_differently() {
    // The language comparison above is not vacuous: the words do change.
    let board = maps::board("europe").unwrap();
    let state = late_game(&board, 3, 11).unwrap();
    let view = player_view(&board, &state, 0);
    let pictures: Vec<Vec<u8>> = Lang::ALL
        .iter()
        .map(|&l| render::private_png(&board, &view, l).unwrap())
        .collect();
    assert_ne!(pictures[0], pictures[1]);
    assert_ne!(pictures[1], pictures[2]);
    assert_ne!(pictures[0], pictures[2]);
}
