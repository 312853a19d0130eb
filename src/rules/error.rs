//! The error a player sees when a move is refused.

use crate::i18n::Msg;
use crate::msg;
use std::fmt;

/// A refused move: the message says what is wrong and what would be accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    GameOver,
    /// Another player (named) is to move.
    NotYourTurn(String),
    Illegal(Msg),
}

impl RuleError {
    /// The message for the player.
    pub fn message(&self) -> Msg {
        match self {
            RuleError::GameOver => msg!("rules-game-over"),
            RuleError::NotYourTurn(name) => msg!("rules-not-your-turn", player = name),
            RuleError::Illegal(m) => m.clone(),
        }
    }
}

/// English, for logs and the scenario runner.
impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for RuleError {}

/// Builds a [`RuleError::Illegal`] from a literal catalog key and
/// `name = value` arguments, like [`msg!`](crate::msg).
macro_rules! illegal {
    ($key:literal $(, $name:ident = $val:expr)* $(,)?) => {
        $crate::rules::error::RuleError::Illegal($crate::msg!($key $(, $name = $val)*))
    };
}
pub(crate) use illegal;

/// A refused move whose message is written only when someone reads it: legal
/// moves are checked in bulk and most checks fail.
pub struct Refusal<'a>(Box<dyn FnOnce() -> Msg + 'a>);

impl fmt::Debug for Refusal<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Refusal")
    }
}

impl<'a> Refusal<'a> {
    /// A refusal explained by `f`.
    pub fn new(f: impl FnOnce() -> Msg + 'a) -> Refusal<'a> {
        Refusal(Box::new(f))
    }

    /// The message for the player.
    pub fn message(self) -> Msg {
        (self.0)()
    }
}

impl From<Refusal<'_>> for RuleError {
    fn from(r: Refusal<'_>) -> RuleError {
        RuleError::Illegal(r.message())
    }
}

/// Builds a [`Refusal`] from a literal catalog key and `name = value`
/// arguments; the arguments are evaluated only when the message is read.
macro_rules! refuse {
    ($key:literal $(, $name:ident = $val:expr)* $(,)?) => {
        $crate::rules::error::Refusal::new(move || $crate::msg!($key $(, $name = $val)*))
    };
}
pub(crate) use refuse;
