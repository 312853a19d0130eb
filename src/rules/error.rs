//! The error a player sees when a move is refused.

use super::board::Board;
use super::refusal::Refusal;
use crate::i18n::Msg;

/// A refused move: why, as data, and the message that says what is wrong
/// and what would be accepted.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct RuleError {
    refusal: Refusal,
    message: Msg,
}

impl RuleError {
    /// The error for `refusal`, written for a game on `board` whose players
    /// are `names` in seat order.
    pub fn new(refusal: Refusal, board: &Board, names: &[impl AsRef<str>]) -> RuleError {
        let message = refusal.message(board, names);
        RuleError { refusal, message }
    }

    /// Why the move was refused.
    pub fn refusal(&self) -> &Refusal {
        &self.refusal
    }

    /// The stable name of why (`route-taken`).
    pub fn reason(&self) -> &'static str {
        self.refusal.reason()
    }

    /// The message for the player.
    pub fn message(&self) -> Msg {
        self.message.clone()
    }
}
