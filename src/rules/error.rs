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

/// A refused move whose message is written only when someone reads it: legal
/// moves are checked in bulk and most checks fail.
pub struct Refusal<'a>(Box<dyn FnOnce() -> String + 'a>);

impl std::fmt::Debug for Refusal<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Refusal")
    }
}

impl<'a> Refusal<'a> {
    /// A refusal explained by `f`.
    pub fn new(f: impl FnOnce() -> String + 'a) -> Refusal<'a> {
        Refusal(Box::new(f))
    }

    /// The message for the player.
    pub fn message(self) -> String {
        (self.0)()
    }
}

impl From<Refusal<'_>> for RuleError {
    fn from(r: Refusal<'_>) -> RuleError {
        RuleError::Illegal(r.message())
    }
}

/// Builds a [`Refusal`] from format arguments, formatted lazily.
macro_rules! refuse {
    ($($t:tt)*) => { $crate::rules::error::Refusal::new(move || format!($($t)*)) };
}
pub(crate) use refuse;
