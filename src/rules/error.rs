//! The error a player sees when a move is refused.

/// A refused move: the text says what is wrong and what would be accepted.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("The game is over; start a new one to play again.")]
    GameOver,
    #[error("It is {0}'s turn; wait for your turn.")]
    NotYourTurn(String),
    #[error("{0}")]
    Illegal(String),
}

/// Builds an [`RuleError::Illegal`] from format arguments.
macro_rules! illegal {
    ($($t:tt)*) => { $crate::rules::error::RuleError::Illegal(format!($($t)*)) };
}
pub(crate) use illegal;
