//! The game itself: pure, deterministic, no I/O. Every random choice comes
//! from the seeded generator kept in the state.

pub mod apply;
pub mod board;
pub mod board_load;
pub mod card;
pub mod config;
pub mod error;
pub mod event;
pub mod face_up;
pub mod legal;
pub mod moves;
pub mod network;
pub mod payment;
pub mod playout;
pub mod reach;
pub mod refusal;
pub mod scoring;
pub mod setup;
pub mod state;
pub mod view;

pub use apply::{Action, DrawSource, LanePick, apply, end_now, pass_turn};
pub use board::{Board, LaneId, PlaceId, TicketId};
pub use card::{Card, Color, Hand};
pub use config::Family;
pub use error::RuleError;
pub use event::Event;
pub use payment::PayChoice;
pub use refusal::Refusal;
pub use setup::new_game;
pub use state::{GameOptions, GameState, Phase, Seat, Variant};

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
