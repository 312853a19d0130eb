//! A made-up private view in which every lane is claimed, every card kind
//! held and every panel part shown: the sample a board's palette is made from.

use crate::rules::{
    Board, CARD_KINDS, Card, Color, Hand, LaneId, LastMove, OwnTicket, Phase, PlaceId, PlayerView,
    PublicPlayer, PublicView, TicketId, TunnelView,
};

const SEATS: usize = 5;

/// The sample view for a board.
pub(super) fn player_view(board: &Board) -> PlayerView {
    let tickets = board.tickets.len().min(6);
    PlayerView {
        public: public_view(board),
        seat: 0,
        hand: Hand([1; CARD_KINDS]),
        tickets: (0..tickets)
            .map(|t| OwnTicket {
                ticket: TicketId::at(t),
                complete: t % 2 == 0,
                via: if t == 0 { vec![PlaceId(0)] } else { Vec::new() },
            })
            .collect(),
        offer: (tickets..board.tickets.len().min(tickets + 3))
            .map(TicketId::at)
            .collect(),
        keep: None,
        box_trains: 0,
        box_ships: 0,
        split_pending: false,
    }
}

/// What everyone sees of the sample: every lane claimed, stations and
/// harbors spread over the places, a tunnel being paid.
fn public_view(board: &Board) -> PublicView {
    let places = board.places.len().max(1);
    let at = |i: usize| (PlaceId::at(i % places), i % SEATS);
    PublicView {
        board: board.name.clone(),
        players: (0..SEATS).map(|_| sample_player()).collect(),
        owners: (0..board.lanes.len()).map(|l| Some(l % SEATS)).collect(),
        stations: (0..SEATS).map(at).collect(),
        harbors: (SEATS..2 * SEATS).map(at).collect(),
        face_up: Color::ALL
            .iter()
            .map(|&c| Some(Card::Train(c)))
            .chain([Some(Card::Loco), None])
            .collect(),
        decks: vec![(10, 10), (10, 10)],
        tickets_left: 10,
        phase: Phase::Play,
        turn: Some(0),
        last_move: Some(LastMove::Claimed(0, LaneId(0))),
        final_turns: Some(2),
        tunnel: Some(TunnelView {
            lane: LaneId(0),
            paid: Hand::default(),
            color: None,
            revealed: vec![Card::Loco, Card::Train(Color::Red)],
            extra: 1,
        }),
        second_draw: false,
        choosing_tickets: false,
        final_scores: None,
        open_seats: Vec::new(),
    }
}

/// One seat's public figures, the same for every seat.
fn sample_player() -> PublicPlayer {
    PublicPlayer {
        name: "Sample".into(),
        score: 100,
        trains: Some(45),
        ships: None,
        stations: 3,
        harbors: 3,
        cards: 10,
        tickets: 5,
    }
}
