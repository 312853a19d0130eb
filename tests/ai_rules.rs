//! The rules a computer player must use, each in a position built for it:
//! a station when an opponent blocks the only link, a harbor in a ticket
//! city, paying or declining a tunnel.

use conductor::ai::{Level, decide, must_act};
use conductor::maps;
use conductor::rules::{
    Action, Board, Card, Color, GameOptions, GameState, Hand, LaneId, PayChoice, Phase, PlaceId,
    PlaceKind, Stage, TicketId, TicketValue, apply, claim_action, new_game, player_view,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::collections::VecDeque;

/// A game past setup (every choice made by easy players), seat 0 to move.
fn started(board: &Board, players: usize, seed: u64) -> GameState {
    let names: Vec<String> = (0..players).map(|i| format!("p{i}")).collect();
    let mut state = new_game(board, &names, GameOptions::default(), seed).expect("new game");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    while state.phase == Phase::Setup {
        let seat = (0..players)
            .find(|&s| must_act(&player_view(board, &state, s)))
            .expect("someone chooses");
        let view = player_view(board, &state, seat);
        let a = decide(board, &view, Level::Easy, &mut rng);
        apply(board, &mut state, seat, &a).expect("setup choice");
    }
    assert_eq!(state.turn, 0);
    state
}

/// Lanes of a shortest path (fewest lanes) from `from` to `to` through
/// cities, avoiding `avoid`; one lane per pair of places.
fn path(board: &Board, from: PlaceId, to: PlaceId, avoid: PlaceId) -> Vec<LaneId> {
    let n = board.places.len();
    let mut prev: Vec<Option<LaneId>> = vec![None; n];
    let mut seen = vec![false; n];
    seen[from.index()] = true;
    seen[avoid.index()] = true;
    let mut queue = VecDeque::from([from]);
    while let Some(v) = queue.pop_front() {
        if v == to {
            break;
        }
        if v != from && board.places[v].kind == PlaceKind::Country {
            continue;
        }
        for &l in board.lanes_at(v) {
            let w = board.lanes[l].other(v);
            if !seen[w.index()] {
                seen[w.index()] = true;
                prev[w.index()] = Some(l);
                queue.push_back(w);
            }
        }
    }
    let mut out = Vec::new();
    let mut v = to;
    while v != from {
        let l = prev[v.index()].expect("a path exists");
        out.push(l);
        v = board.lanes[l].other(v);
    }
    out
}

fn hand(cards: &[(Card, u8)]) -> Hand {
    let mut h = Hand::default();
    for &(c, n) in cards {
        h.add(c, n);
    }
    h
}

fn hard_choice(board: &Board, state: &GameState) -> Action {
    let view = player_view(board, state, 0);
    decide(board, &view, Level::Hard, &mut ChaCha8Rng::seed_from_u64(1))
}

#[test]
fn builds_a_station_when_an_opponent_blocks_the_only_link() {
    let board = maps::board("europe").expect("board loads");
    let mut state = started(&board, 2, 3);
    let (t, a, b) = board
        .tickets
        .iter()
        .enumerate()
        .find_map(|(i, t)| match t.value {
            TicketValue::Pair { .. } => Some((TicketId::at(i), t.places[0], t.places[1])),
            _ => None,
        })
        .expect("a pair ticket");
    state.owners.iter_mut().for_each(|o| *o = None);
    // The opponent holds a lane to every neighbour of `a`.
    let mut neighbours = Vec::new();
    for &l in board.lanes_at(a) {
        let other = board.lanes[l].other(a);
        if !neighbours.contains(&other) {
            neighbours.push(other);
            state.owners[l.index()] = Some(1);
        }
    }
    // Seat 0 already reaches `b` from one neighbour.
    let n = neighbours[0];
    for l in path(&board, n, b, a) {
        state.owners[l.index()] = Some(0);
    }
    state.players[0].tickets = vec![t];
    state.players[0].hand = hand(&[(Card::Train(Color::Red), 1)]);
    let action = hard_choice(&board, &state);
    let Action::Station { place, .. } = action else {
        panic!("expected a station, got {action:?}");
    };
    assert!(
        place == a || neighbours.contains(&place),
        "the station must sit by the blocked link, not in {}",
        board.place_name(place)
    );
    apply(&board, &mut state, 0, &action).expect("station is legal");
}

#[test]
fn builds_a_harbor_in_a_ticket_city_its_routes_reach() {
    let board = maps::board("world").expect("board loads");
    let mut state = started(&board, 2, 4);
    let (t, x, y) = board
        .tickets
        .iter()
        .enumerate()
        .find_map(|(i, t)| match t.value {
            TicketValue::Pair { .. } if board.places[t.places[0].index()].harbor => {
                Some((TicketId::at(i), t.places[0], t.places[1]))
            }
            _ => None,
        })
        .expect("a ticket naming a harbor city");
    state.owners.iter_mut().for_each(|o| *o = None);
    let far = board
        .place_ids()
        .find(|&p| p != x && p != y && !board.lanes_at(p).is_empty())
        .expect("another place");
    for l in path(&board, x, y, far) {
        state.owners[l.index()] = Some(0);
    }
    state.players[0].tickets = vec![t];
    state.players[0].hand = hand(&[
        (Card::HarborTrain(Color::Red), 2),
        (Card::Ship(Color::Red), 2),
    ]);
    let action = hard_choice(&board, &state);
    let Action::Harbor { place, .. } = action else {
        panic!("expected a harbor, got {action:?}");
    };
    assert!(
        place == x || place == y,
        "harbor in {}",
        board.place_name(place)
    );
    apply(&board, &mut state, 0, &action).expect("harbor is legal");
}

/// Claims a tunnel for seat 0 with its color plus one locomotive to spare,
/// the deck's top three cards set to `top`; returns the answer chosen.
fn tunnel_answer(top: [Card; 3]) -> (Action, GameState) {
    let board = maps::board("europe").expect("board loads");
    let mut state = started(&board, 2, 5);
    let lane = board
        .lane_ids()
        .find(|&l| board.lanes[l].tunnel && board.lanes[l].color.is_some())
        .expect("a colored tunnel");
    let l = &board.lanes[lane];
    let c = l.color.expect("colored");
    state.owners.iter_mut().for_each(|o| *o = None);
    state.players[0].hand = hand(&[(Card::Train(c), l.len), (Card::Loco, 1)]);
    // Put the chosen cards on top of the deck (its end), keeping the count.
    let draw = &mut state.decks[0].draw;
    for (i, card) in top.iter().enumerate() {
        let len = draw.len();
        let pos = draw[..len - i]
            .iter()
            .rposition(|x| x == card)
            .expect("card in the deck");
        let taken = draw.remove(pos);
        draw.insert(len - 1 - i, taken);
    }
    let pay = PayChoice {
        color: Some(c),
        locos: Some(0),
        doubles: None,
    };
    apply(&board, &mut state, 0, &claim_action(&board, lane, pay)).expect("claim starts");
    assert!(
        matches!(state.stage, Stage::Tunnel(_)),
        "the reveal asks for more"
    );
    let answer = hard_choice(&board, &state);
    let mut after = state.clone();
    apply(&board, &mut after, 0, &answer).expect("the answer is legal");
    (answer, after)
}

#[test]
fn pays_a_tunnel_it_can_afford() {
    let other = |c: Color| {
        Card::Train(if c == Color::Red {
            Color::Blue
        } else {
            Color::Red
        })
    };
    let board = maps::board("europe").expect("board loads");
    let c = board
        .lanes
        .iter()
        .find(|l| l.tunnel && l.color.is_some())
        .and_then(|l| l.color)
        .expect("a colored tunnel");
    let (answer, after) = tunnel_answer([Card::Loco, other(c), other(c)]);
    assert_eq!(
        answer,
        Action::Tunnel {
            pay: true,
            locos: None
        }
    );
    assert_eq!(after.stage, Stage::Start);
    assert!(after.owners.contains(&Some(0)), "the tunnel is claimed");
}

#[test]
fn declines_a_tunnel_it_cannot_afford() {
    let (answer, after) = tunnel_answer([Card::Loco, Card::Loco, Card::Loco]);
    assert_eq!(
        answer,
        Action::Tunnel {
            pay: false,
            locos: None
        }
    );
    assert!(
        after.owners.iter().all(|o| *o != Some(0)),
        "nothing is claimed"
    );
}

/// A position where the last lane a ticket needs is a tunnel and every
/// other lane is taken; seat 0 holds the tunnel's cards and one locomotive.
fn last_lane_is_a_tunnel() -> (Board, GameState, LaneId) {
    let board = (*maps::board("europe").expect("board loads")).clone();
    let mut state = started(&board, 2, 6);
    let (t, lane, route) = board
        .tickets
        .iter()
        .enumerate()
        .find_map(|(i, t)| {
            let TicketValue::Pair { .. } = t.value else {
                return None;
            };
            let far = board
                .place_ids()
                .find(|p| !t.places.contains(p))
                .expect("another place");
            let route = path(&board, t.places[0], t.places[1], far);
            let tunnel = route
                .iter()
                .copied()
                .find(|&l| board.lanes[l].tunnel && board.lanes[l].color.is_some())?;
            Some((TicketId::at(i), tunnel, route))
        })
        .expect("a ticket whose path has a tunnel");
    let sibling = board.lanes[lane].sibling;
    for (l, owner) in state.owners.iter_mut().enumerate() {
        let l = LaneId::at(l);
        *owner = if l == lane || Some(l) == sibling {
            None
        } else if route.contains(&l) {
            Some(0)
        } else {
            Some(1)
        };
    }
    state.players[0].tickets = vec![t];
    state.players[0].stations = 0;
    let l = &board.lanes[lane];
    let c = l.color.expect("colored");
    state.players[0].hand = hand(&[(Card::Train(c), l.len), (Card::Loco, 1)]);
    (board, state, lane)
}

fn claims_lane(board: &Board, action: &Action, lane: LaneId) -> bool {
    let l = &board.lanes[lane];
    matches!(action, Action::Claim { a, b, .. } if l.joins(*a, *b))
}

#[test]
fn tries_a_tunnel_with_a_card_to_spare() {
    let (board, state, lane) = last_lane_is_a_tunnel();
    let action = hard_choice(&board, &state);
    assert!(claims_lane(&board, &action, lane), "got {action:?}");
}

#[test]
fn leaves_a_tunnel_alone_when_the_deck_is_down_to_locomotives() {
    let (board, mut state, lane) = last_lane_is_a_tunnel();
    state.decks[0].draw = vec![Card::Loco; 3];
    state.decks[0].discard.clear();
    let action = hard_choice(&board, &state);
    assert!(!claims_lane(&board, &action, lane), "got {action:?}");
    apply(&board, &mut state, 0, &action).expect("the choice is legal");
}
