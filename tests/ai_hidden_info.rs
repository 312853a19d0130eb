//! A computer player decides from what its seat may see: two games that
//! differ only in hidden things (other players' hands and tickets, the deck
//! and ticket orders, the random seed) give the same decision.

use conductor::ai::{Level, decide, must_act, set_expert_budget, set_expert_guesses};
use conductor::maps;
use conductor::rules::{
    Board, GameOptions, GameState, Phase, Seat, Stage, apply, new_game, player_view,
};
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use std::time::Duration;

/// The same game with everything `seat` cannot see shuffled: the other
/// players' cards and tickets (same counts), deck and discard contents
/// (same sizes), the ticket deck order and the game's random generator.
fn scramble(state: &GameState, seat: Seat, seed: u64) -> GameState {
    let mut s = state.clone();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let others: Vec<Seat> = (0..s.seats()).filter(|&p| p != seat).collect();
    for k in 0..s.decks.len() {
        let in_deck = |c: &conductor::rules::Card| conductor::rules::DeckKind::of(*c).index() == k;
        let mut pool: Vec<_> = s.decks[k].draw.drain(..).collect();
        let draw_len = pool.len();
        pool.append(&mut s.decks[k].discard);
        let mut counts = Vec::new();
        for &p in &others {
            let cards: Vec<_> = s.players[p]
                .hand
                .cards()
                .into_iter()
                .filter(in_deck)
                .collect();
            for &c in &cards {
                s.players[p].hand.remove(c, 1);
            }
            counts.push(cards.len());
            pool.extend(cards);
        }
        pool.shuffle(&mut rng);
        for (&p, &n) in others.iter().zip(&counts) {
            for c in pool.drain(..n) {
                s.players[p].hand.add(c, 1);
            }
        }
        s.decks[k].discard = pool.split_off(draw_len);
        s.decks[k].draw = pool;
    }
    let mut tickets: Vec<_> = s.ticket_deck.drain(..).collect();
    let deck_len = tickets.len();
    let mut held = Vec::new();
    for &p in &others {
        let n = s.players[p].tickets.len();
        tickets.append(&mut s.players[p].tickets);
        let offered = s.players[p]
            .offer
            .as_ref()
            .map(|o| o.tickets.len())
            .unwrap_or(0);
        if let Some(o) = s.players[p].offer.as_mut() {
            tickets.append(&mut o.tickets);
        }
        held.push((n, offered));
    }
    tickets.shuffle(&mut rng);
    for (&p, &(n, offered)) in others.iter().zip(&held) {
        s.players[p].tickets = tickets.drain(..n).collect();
        if let Some(o) = s.players[p].offer.as_mut() {
            o.tickets = tickets.drain(..offered).collect();
        }
    }
    assert_eq!(tickets.len(), deck_len);
    s.ticket_deck = tickets.into();
    s.rng = ChaCha8Rng::seed_from_u64(seed ^ 0xFFFF);
    s
}

fn check_board(board: &Board, players: usize, games: u64) -> usize {
    let mut checked = 0;
    for g in 0..games {
        let names: Vec<String> = (0..players).map(|i| format!("p{i}")).collect();
        let mut state = new_game(board, &names, GameOptions::default(), g).expect("new game");
        let mut rng = ChaCha8Rng::seed_from_u64(g);
        let mut n = 0;
        while state.phase != Phase::Over && n < 3000 {
            n += 1;
            let seat = (0..players)
                .find(|&s| must_act(&player_view(board, &state, s)))
                .expect("someone must act");
            let level = if seat % 2 == 0 {
                Level::Hard
            } else {
                Level::Easy
            };
            let view = player_view(board, &state, seat);
            let other = scramble(&state, seat, g * 7919 + n);
            let other_view = player_view(board, &other, seat);
            assert_eq!(
                serde_json::to_string(&view).expect("view serializes"),
                serde_json::to_string(&other_view).expect("view serializes"),
                "the view must not change with hidden things"
            );
            let a = decide(board, &view, level, &mut ChaCha8Rng::seed_from_u64(n));
            let b = decide(board, &other_view, level, &mut ChaCha8Rng::seed_from_u64(n));
            assert_eq!(a, b, "{} game {g} move {n}: decisions differ", board.name);
            checked += 1;
            let action = decide(board, &view, level, &mut rng);
            apply(board, &mut state, seat, &action).expect("bot action is legal");
        }
    }
    checked
}

/// The expert's searched turns and ticket choices, checked on a few turns
/// and every offer of hard games: its guesses at the hidden cards and
/// tickets come from the view alone, so with a fixed number of guesses (and
/// time to spare) the choice is the same. Enough guesses that the search
/// can overrule the plain choice.
#[test]
fn expert_decisions_ignore_hidden_information() {
    set_expert_budget(Duration::from_secs(600));
    set_expert_guesses(6);
    for (map, players) in [("usa", 4), ("world", 3)] {
        let board = maps::board(map).expect("board loads");
        let names: Vec<String> = (0..players).map(|i| format!("p{i}")).collect();
        let mut state = new_game(&board, &names, GameOptions::default(), 11).expect("new game");
        let mut rng = ChaCha8Rng::seed_from_u64(11);
        let (mut n, mut checked, mut offers) = (0, 0, 0);
        while state.phase != Phase::Over && n < 3000 {
            n += 1;
            let seat = (0..players)
                .find(|&s| must_act(&player_view(&board, &state, s)))
                .expect("someone must act");
            let view = player_view(&board, &state, seat);
            let start = state.phase == Phase::Play && state.stage == Stage::Start;
            let offer = !view.offer.is_empty();
            if (start && n % 23 == 0) || offer {
                let other = player_view(&board, &scramble(&state, seat, n), seat);
                let a = decide(
                    &board,
                    &view,
                    Level::Expert,
                    &mut ChaCha8Rng::seed_from_u64(n),
                );
                let b = decide(
                    &board,
                    &other,
                    Level::Expert,
                    &mut ChaCha8Rng::seed_from_u64(n),
                );
                assert_eq!(a, b, "{map} move {n}: the expert's decisions differ");
                checked += 1;
                offers += usize::from(offer);
            }
            let action = decide(&board, &view, Level::Hard, &mut rng);
            apply(&board, &mut state, seat, &action).expect("bot action is legal");
        }
        assert!(
            checked - offers >= 4,
            "{map}: only {} expert turns checked",
            checked - offers
        );
        assert!(
            offers > players,
            "{map}: only {offers} expert ticket choices checked"
        );
    }
}

#[test]
fn decisions_ignore_hidden_information() {
    for (map, players) in [("usa", 4), ("europe", 3), ("switzerland", 2), ("world", 5)] {
        let board = maps::board(map).expect("board loads");
        let checked = check_board(&board, players, 4);
        assert!(checked > 300, "{map}: only {checked} decisions checked");
    }
}

/// The scrambling itself changes what is hidden, or the test above would
/// prove nothing.
#[test]
fn scrambling_changes_hidden_cards() {
    let board = maps::board("usa").expect("board loads");
    let names: Vec<String> = (0..4).map(|i| format!("p{i}")).collect();
    let state = new_game(&board, &names, GameOptions::default(), 5).expect("new game");
    let other = scramble(&state, 0, 77);
    assert_eq!(state.players[0].hand, other.players[0].hand);
    assert_ne!(state.decks[0].draw, other.decks[0].draw);
    let hands = |s: &GameState| (1..4).map(|p| s.players[p].hand).collect::<Vec<_>>();
    assert_ne!(hands(&state), hands(&other));
    for p in 1..4 {
        assert_eq!(state.players[p].hand.total(), other.players[p].hand.total());
    }
}
