//! The tournament commands, as typed values (`/tourney ...`).

use crate::maps::BoardId;
use crate::rules::Variant;

/// The options of `/tourney create`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewTourney {
    pub name: String,
    pub board: BoardId,
    pub variant: Option<Variant>,
    pub rounds: Option<u8>,
    /// Wanted table size, and the smallest and largest allowed.
    pub size: Option<u8>,
    pub min: Option<u8>,
    pub max: Option<u8>,
    pub turn_hours: Option<u32>,
    pub round_days: Option<u32>,
    pub rated: Option<bool>,
    pub quiet_hours: Option<bool>,
    /// A final table for the top 4.
    pub final_four: Option<bool>,
}

impl NewTourney {
    /// A tournament named `name` on `board`, every other option left out.
    pub fn on(name: &str, board: BoardId) -> NewTourney {
        NewTourney {
            name: name.to_string(),
            board,
            variant: None,
            rounds: None,
            size: None,
            min: None,
            max: None,
            turn_hours: None,
            round_days: None,
            rated: None,
            quiet_hours: None,
            final_four: None,
        }
    }
}

/// One `/tourney` subcommand. Players are named as typed (a name or a user
/// id); the host resolves them against the entrants.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TourneyCmd {
    Create(NewTourney),
    Join,
    /// An organiser enters a computer player.
    AddBot {
        level: crate::host::command::BotLevel,
    },
    Leave,
    /// Leave a running tournament (oneself, or a player named by an organiser).
    Drop {
        player: Option<String>,
    },
    Rejoin {
        player: Option<String>,
    },
    Start,
    Next,
    /// Replace `out` at their table by `into` (a user id or console name).
    Sub {
        out: String,
        into: String,
        into_name: Option<String>,
    },
    Adjust {
        player: String,
        points: i32,
        reason: String,
    },
    End,
    Cancel,
    Standings,
    Pairings {
        round: Option<u8>,
    },
    Status,
    Verify,
}
