//! What one viewer may see of a game. Pictures and messages are made from a
//! view, never from the whole state, so hidden cards cannot leak into them.

use super::board::{Board, LaneId, PlaceId, TicketId};
use super::card::{Card, Color, Hand};
use super::scoring::{PlayerScore, score_game};
use super::state::{GameState, KeepRule, LastMove, Phase, Seat, Stage};
use serde::{Deserialize, Serialize};

/// What everyone may know about a player.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PublicPlayer {
    pub name: String,
    /// Running score (final total once the game is over).
    pub score: i32,
    /// Pieces left; `None` while World's secret split is not yet revealed.
    pub trains: Option<u8>,
    pub ships: Option<u8>,
    pub stations: u8,
    pub harbors: u8,
    pub cards: u32,
    pub tickets: usize,
}

/// A tunnel claim in progress (its revealed cards are public).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct TunnelView {
    pub lane: LaneId,
    /// The cards laid down for the claim (shown on the table before the reveal).
    pub paid: Hand,
    /// Their color, which the extra cards must match; `None` if only locomotives.
    pub color: Option<Color>,
    pub revealed: Vec<Card>,
    pub extra: u8,
}

/// The public side of a game.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PublicView {
    pub board: String,
    pub players: Vec<PublicPlayer>,
    pub owners: Vec<Option<Seat>>,
    pub stations: Vec<(PlaceId, Seat)>,
    pub harbors: Vec<(PlaceId, Seat)>,
    pub face_up: Vec<Option<Card>>,
    /// (draw pile, discard) per deck.
    pub decks: Vec<(usize, usize)>,
    pub tickets_left: usize,
    pub phase: Phase,
    /// Whose turn it is (during play).
    pub turn: Option<Seat>,
    pub last_move: Option<LastMove>,
    /// Turns left once the end is triggered.
    pub final_turns: Option<u16>,
    pub tunnel: Option<TunnelView>,
    /// The player to move has taken one card and must take a second.
    pub second_draw: bool,
    /// The player to move has drawn tickets and must choose which to keep.
    #[serde(default)]
    pub choosing_tickets: bool,
    /// Final scores, once the game is over.
    pub final_scores: Option<Vec<PlayerScore>>,
    /// Seats the game waits to see taken by a substitute (kept by the
    /// host, not the rules: `public_view` leaves it empty).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub open_seats: Vec<Seat>,
}

/// A ticket as its owner sees it.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct OwnTicket {
    pub ticket: TicketId,
    pub complete: bool,
    /// The owner's stations it is complete through (their lent routes).
    #[serde(default)]
    pub via: Vec<PlaceId>,
}

/// One player's private view: the public view plus their own hand and tickets.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PlayerView {
    pub public: PublicView,
    pub seat: Seat,
    pub hand: Hand,
    pub tickets: Vec<OwnTicket>,
    /// Tickets offered and waiting for the keep choice.
    pub offer: Vec<TicketId>,
    /// How many of the offer must be kept (`None` without an offer).
    pub keep: Option<KeepRule>,
    pub box_trains: u8,
    pub box_ships: u8,
    /// World: this player's piece split is still to be chosen.
    pub split_pending: bool,
}

/// The view everyone may see.
pub fn public_view(board: &Board, state: &GameState) -> PublicView {
    let split_hidden = state.players.iter().any(|p| p.split_pending);
    let over = state.phase == Phase::Over;
    let final_scores = over.then(|| score_game(board, state));
    let pick = |v: &[Option<Seat>]| -> Vec<(PlaceId, Seat)> {
        v.iter()
            .enumerate()
            .filter_map(|(p, s)| s.map(|s| (PlaceId::at(p), s)))
            .collect()
    };
    PublicView {
        board: state.board.clone(),
        players: state
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| PublicPlayer {
                name: p.name.clone(),
                score: final_scores
                    .as_ref()
                    .map(|f| f[i].breakdown.total)
                    .unwrap_or(p.score()),
                trains: (!split_hidden).then_some(p.trains),
                ships: (!split_hidden).then_some(p.ships),
                stations: p.stations,
                harbors: p.harbors,
                cards: p.hand.total(),
                tickets: p.tickets.len(),
            })
            .collect(),
        owners: state.owners.clone(),
        stations: pick(&state.stations),
        harbors: pick(&state.harbors),
        face_up: state.face_up.clone(),
        decks: state
            .decks
            .iter()
            .map(|d| (d.draw.len(), d.discard.len()))
            .collect(),
        tickets_left: state.ticket_deck.len(),
        phase: state.phase,
        turn: (state.phase == Phase::Play).then_some(state.turn),
        last_move: state.last_move.clone(),
        final_turns: state.final_turns,
        tunnel: match &state.stage {
            Stage::Tunnel(t) => Some(TunnelView {
                lane: t.lane,
                paid: t.payment.cards,
                color: t.payment.color,
                revealed: t.revealed.clone(),
                extra: t.extra,
            }),
            _ => None,
        },
        second_draw: state.stage == Stage::SecondDraw,
        choosing_tickets: state.stage == Stage::Tickets,
        final_scores,
        open_seats: Vec::new(),
    }
}

/// What `seat` may see: everything public plus their own cards and tickets.
pub fn player_view(board: &Board, state: &GameState, seat: Seat) -> PlayerView {
    let p = &state.players[seat];
    let tickets = super::scoring::ticket_statuses(board, state, seat)
        .into_iter()
        .map(|t| OwnTicket {
            ticket: t.ticket,
            complete: t.complete,
            via: t.via,
        })
        .collect();
    let mut public = public_view(board, state);
    public.players[seat].trains = Some(p.trains);
    public.players[seat].ships = Some(p.ships);
    PlayerView {
        public,
        seat,
        hand: p.hand,
        tickets,
        offer: p
            .offer
            .as_ref()
            .map(|o| o.tickets.clone())
            .unwrap_or_default(),
        keep: p.offer.as_ref().map(|o| o.keep),
        box_trains: p.box_trains,
        box_ships: p.box_ships,
        split_pending: p.split_pending,
    }
}
