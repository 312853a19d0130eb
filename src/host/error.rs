//! The host's one error type: what kind of failure stopped a request, and
//! (in [`HostError::message`]) what its sender is told.

use crate::i18n::Msg;
use crate::msg;
use crate::store::StoreError;

/// Why the host did not do what was asked. Nothing was changed, except
/// perhaps after [`HostError::CommitUnknown`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum HostError {
    /// Bad input or a move the game does not allow: the message says what
    /// is wrong and how to fix it.
    #[error("{0}")]
    Refused(Msg),
    /// The store could not be reached, or failed.
    #[error("store unavailable: {0}")]
    StoreUnavailable(String),
    /// A commit was sent but never confirmed: it may or may not be saved.
    #[error("commit outcome unknown: {0}")]
    CommitUnknown(String),
    /// A stored record does not read as what it should be.
    #[error("damaged record: {0}")]
    Damaged(String),
    /// A change could not be serialized, so it was not saved.
    #[error("a change could not be serialized: {0}")]
    NotSaved(String),
    /// Other changes kept winning the race to the same record.
    #[error("the record kept changing")]
    MovedOn,
    /// A game's board failed to load.
    #[error("board {map}: {why}")]
    Board { map: String, why: String },
    /// An archived game's revealed seed or log does not give its final state.
    #[error("game does not verify: {0}")]
    GameUnverified(String),
    /// A tournament's revealed seed does not give the seating it used.
    #[error("pairing does not verify: {0}")]
    PairingUnverified(String),
}

impl HostError {
    /// What the sender is told, in the catalogs' words. Failures that are
    /// not the sender's doing are logged here, where they are told.
    pub fn message(&self) -> Msg {
        match self {
            HostError::Refused(m) => m.clone(),
            HostError::CommitUnknown(e) => {
                tracing::error!("commit outcome unknown: {e}");
                msg!("host-commit-unknown")
            }
            HostError::StoreUnavailable(e) => {
                tracing::warn!("store: {e}");
                msg!("host-store-unavailable")
            }
            HostError::Damaged(why) => {
                tracing::error!("damaged record: {why}");
                msg!("host-record-damaged")
            }
            HostError::NotSaved(why) => {
                tracing::error!("a change could not be serialized: {why}");
                msg!("host-not-saved")
            }
            HostError::MovedOn => msg!("host-moved-on"),
            HostError::Board { map, why } => {
                tracing::error!("board {map}: {why}");
                msg!("host-board-missing", map = map.as_str())
            }
            HostError::GameUnverified(why) => msg!("verify-game-failed", why = why.as_str()),
            HostError::PairingUnverified(why) => {
                msg!("tourney-verify-failed", why = why.as_str())
            }
        }
    }
}

impl From<StoreError> for HostError {
    /// A commit whose outcome is unknown stays so; any other store failure
    /// (a damaged record included) is the store being unavailable.
    fn from(e: StoreError) -> HostError {
        match e {
            StoreError::Unknown(e) => HostError::CommitUnknown(e),
            e => HostError::StoreUnavailable(e.to_string()),
        }
    }
}
