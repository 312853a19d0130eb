//! The examples a refusal shows, taken from the board in play and, where it
//! can, from the player's own position: a route the player can claim now, a
//! city where they could build.

use crate::rules::{Board, Card, GameState, PlaceId, PlaceKind, Seat, claimable};

/// A route as typed in an option (`"Denver Omaha"`, quotes included): the
/// longest one `seat` can claim now without spending locomotives (a claim
/// that would spend them asks how to pay first), else the longest one
/// they can claim at all, else the first free one.
pub(crate) fn route(board: &Board, state: &GameState, seat: Seat) -> String {
    let mine = claimable(board, state, seat)
        .into_iter()
        .max_by_key(|(l, pay)| (pay.cards.count(Card::Loco) == 0, board.lanes[*l].len))
        .map(|(l, _)| l);
    let free = || {
        board
            .lane_ids()
            .find(|l| state.owners.get(l.index()) == Some(&None))
    };
    let Some(lane) = mine.or_else(free).or_else(|| board.lane_ids().next()) else {
        return String::new();
    };
    let lane = &board.lanes[lane];
    format!(
        "\"{} {}\"",
        board.place_name(lane.a),
        board.place_name(lane.b)
    )
}

/// A city as typed in an option: one with no station (or harbour) yet,
/// preferring one at the end of a route another player holds, where a
/// station pays.
pub(crate) fn city(board: &Board, state: &GameState, seat: Seat, harbor: bool) -> String {
    let built = if harbor {
        &state.harbors
    } else {
        &state.stations
    };
    let open = |p: &PlaceId| {
        let place = &board.places[p.index()];
        place.kind == PlaceKind::City
            && (!harbor || place.harbor)
            && built.get(p.index()).is_none_or(Option::is_none)
    };
    let theirs = board
        .lanes
        .iter()
        .zip(&state.owners)
        .filter(|(_, o)| o.is_some_and(|o| o != seat))
        .flat_map(|(l, _)| [l.a, l.b])
        .find(&open);
    let place = theirs.or_else(|| board.place_ids().find(open));
    place.map_or("?", |p| board.place_name(p)).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maps::BoardId;
    use crate::rules::new_game;
    use std::sync::Arc;

    fn game(id: BoardId) -> (Arc<Board>, GameState) {
        let board = id.load().unwrap();
        let names = ["Ann".to_string(), "Bob".to_string()];
        let state = new_game(&board, &names, Default::default(), 7).unwrap();
        (board, state)
    }

    #[test]
    fn examples_name_places_of_the_board_in_play() {
        for id in BoardId::ALL {
            let (board, state) = game(id);
            let route = route(&board, &state, 0);
            let text = route.trim_matches('"');
            assert!(
                crate::host::route(&board, text, String::new).is_ok(),
                "{id:?}: {route} is not a route of the board"
            );
            let city = city(&board, &state, 0, id == BoardId::World);
            assert!(board.find_place(&city).is_ok(), "{id:?}: {city}");
        }
    }

    /// A route that spends locomotives asks how to pay first, so the
    /// example is one the hand pays in colored cards while there is one.
    #[test]
    fn an_example_route_spends_no_locomotive_where_one_need_not() {
        let (board, mut state) = game(BoardId::Usa);
        let mut hand = crate::rules::Hand::default();
        hand.add(Card::Train(crate::rules::Color::Red), 2);
        hand.add(Card::Loco, 4);
        state.players[0].hand = hand;
        let ways = claimable(&board, &state, 0);
        assert!(ways.iter().any(|(_, p)| p.cards.count(Card::Loco) > 0));
        let text = route(&board, &state, 0);
        let (a, b) = crate::host::route(&board, text.trim_matches('"'), String::new).unwrap();
        let between = board.lanes_between(a, b);
        let paid = ways.iter().find(|(l, _)| between.contains(l));
        let (_, pay) = paid.unwrap_or_else(|| panic!("{text} is not claimable"));
        assert_eq!(pay.cards.count(Card::Loco), 0, "{text}");
    }
}
