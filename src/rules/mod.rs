//! The game itself: pure, deterministic, no I/O. Every random choice comes
//! from the seeded generator kept in the state.

mod apply;
mod board;
mod board_load;
mod card;
mod config;
mod error;
mod event;
mod face_up;
mod ids;
mod legal;
mod moves;
mod network;
mod payment;
mod playout;
mod reach;
mod refusal;
mod scoring;
mod setup;
mod state;
mod view;

pub(crate) use apply::maybe_start;
pub use apply::{
    Action, DrawSource, LanePick, apply, check_claim, check_turn, end_now, pass_turn, pick_lanes,
};
pub use board::{
    Board, Lane, LaneId, LookupError, Place, PlaceId, PlaceKind, RouteKind, Ticket, TicketId,
    TicketOption, TicketValue, normalize, route_points,
};
pub use board_load::{MapError, load_board_file, parse_board};
pub use card::{CARD_KINDS, Card, Color, Hand, NoSuchCard};
pub use config::{Config, Family};
pub use error::RuleError;
pub use event::Event;
pub use legal::{claim_action, claimable, draws, legal_actions, open_lanes, open_sites};
pub use moves::every_move;
pub use network::Network;
pub use payment::{PayChoice, Wild, harbor_payment, route_payment, station_payment, tunnel_extra};
pub use playout::{Broken, check_invariants, play_random, random_action};
pub use reach::{Reach, ticket_lanes, ticket_reach};
pub use refusal::{CardsShort, PayFor, REASONS, Refusal, Shortfall};
pub use scoring::{
    Breakdown, PlayerScore, TicketResult, owned_lanes, places, rank_seats, ranking, score_game,
    tied,
};
pub use setup::new_game;
pub use state::{
    Deck, DeckKind, GameOptions, GameState, KeepRule, LastMove, Offer, Payment, Phase, PlayerState,
    Rejects, Seat, Stage, TunnelPending, Variant,
};
pub use view::{
    OwnTicket, PlayerView, PublicPlayer, PublicView, TunnelView, player_view, public_view,
};

/// Every train card in the game, wherever it is: decks, discards, face-up
/// cards, hands and a tunnel's revealed cards.
pub fn cards_in_play(state: &GameState) -> usize {
    let decks: usize = state
        .decks
        .iter()
        .map(|d| d.draw.len() + d.discard.len())
        .sum();
    let face_up = state.face_up.iter().flatten().count();
    let hands: usize = state.players.iter().map(|p| p.hand.total() as usize).sum();
    let revealed = match &state.stage {
        state::Stage::Tunnel(t) => t.revealed.len(),
        _ => 0,
    };
    decks + face_up + hands + revealed
}
