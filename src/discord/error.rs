//! The Discord front end's one error type.

use crate::store::StoreError;

/// Discord's error code for "Cannot send messages to this user" (closed DMs).
pub(super) const CANNOT_DM: i64 = 50007;
/// "Interaction has already been acknowledged".
pub(super) const ALREADY_ACKNOWLEDGED: i64 = 40060;
/// "Unknown Channel" (deleted).
pub(super) const UNKNOWN_CHANNEL: i64 = 10003;
/// "Unknown Message" (deleted).
pub(super) const UNKNOWN_MESSAGE: i64 = 10008;
/// "Missing Access" (the bot cannot see the channel, or was removed).
pub(super) const MISSING_ACCESS: i64 = 50001;

/// Something the Discord front end could not do.
#[derive(Debug, thiserror::Error)]
pub enum DiscordError {
    #[error("DISCORD_TOKEN is not set: put it in the environment or in .env (see .env.example)")]
    MissingToken,
    #[error(
        "Discord rejected DISCORD_TOKEN ({0}); copy the bot token again from the developer portal"
    )]
    BadToken(String),
    #[error("{0}")]
    Config(String),
    /// Discord answered with an error that retrying will not fix.
    #[error("Discord refused the request (HTTP {status}, code {code}): {message}")]
    Rejected {
        status: u16,
        code: i64,
        message: String,
    },
    /// Discord could not be reached, or kept failing, or asked to wait too long.
    #[error("Discord is unavailable: {0}")]
    Unavailable(String),
    #[error("a request to Discord could not be built: {0}")]
    Request(String),
    #[error("the Discord connection failed: {0}")]
    Gateway(String),
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl DiscordError {
    /// Whether Discord no longer lets the bot reach a channel: forbidden,
    /// unknown channel, or missing access.
    pub fn lost_access(&self) -> bool {
        match self {
            DiscordError::Rejected { status, code, .. } => {
                *status == 403 || [UNKNOWN_CHANNEL, MISSING_ACCESS].contains(code)
            }
            _ => false,
        }
    }

    /// Whether Discord no longer takes the bot's token (401).
    pub fn revoked(&self) -> bool {
        matches!(self, DiscordError::Rejected { status: 401, .. })
    }

    /// Discord's JSON error code, when Discord refused the request.
    pub fn code(&self) -> Option<i64> {
        match self {
            DiscordError::Rejected { code, .. } => Some(*code),
            _ => None,
        }
    }
}
