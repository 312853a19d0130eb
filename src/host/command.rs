//! The command set every front end delivers to the host, as typed values.
//! Only what a person types freely (a route, a city, a player's name) stays
//! text; the host resolves it against the board in one place (`lookup`).

use crate::i18n::Lang;
use crate::maps::BoardId;
use crate::rules::{Card, DeckKind, LaneId, LanePick, PayChoice, Variant};

/// Longest accepted option value; longer input is refused, not truncated.
pub(crate) const MAX_VALUE_LEN: usize = 200;

/// What to do when a player's turn deadline passes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TimeoutPolicy {
    /// A computer player moves for them.
    Bot,
    /// Their turn is passed.
    Skip,
}

/// Computer player strength.
pub use crate::ai::Level as BotLevel;

/// The options of `/game new`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NewGame {
    pub board: BoardId,
    /// Europe's ticket variant (default: classic).
    pub variant: Option<Variant>,
    /// Europe: add the bonus tickets.
    pub bonus: bool,
    pub seats: Option<u8>,
    /// Hours per turn; 0 is no limit.
    pub turn_hours: Option<u32>,
    pub timeout: Option<TimeoutPolicy>,
    /// The language of the game's public messages (default: the channel's,
    /// see `Request::channel_lang`).
    pub lang: Option<Lang>,
    /// Warn players privately when a kept ticket can no longer be made.
    pub ticket_alerts: bool,
    /// Whether the game counts for the server's league (`None`: yes, unless
    /// ticket alerts are on).
    pub rated: Option<bool>,
    /// Days an away player's clock may stop (default
    /// `away::DEFAULT_AWAY_DAYS`; 0: it never stops).
    pub away_days: Option<u8>,
    /// The computer player covers an away player's turns at once.
    pub cover: bool,
}

impl NewGame {
    /// A new game on `board` with every other option left out.
    pub fn on(board: BoardId) -> NewGame {
        NewGame {
            board,
            variant: None,
            bonus: false,
            seats: None,
            turn_hours: None,
            timeout: None,
            lang: None,
            ticket_alerts: false,
            rated: None,
            away_days: None,
            cover: false,
        }
    }
}

/// Where a card is drawn from, as the player named it; the host finds the
/// face-up slot of a named card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawFrom {
    /// A draw pile: the deck (World: trains) or World's ship deck.
    Deck(DeckKind),
    /// A face-up slot, 1-based as players count.
    Slot(u8),
    /// The face-up card of this kind.
    Card(Card),
}

/// One command, as every front end delivers it to the host.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Open a lobby.
    New(NewGame),
    Join,
    Leave,
    AddBot {
        level: BotLevel,
    },
    Start,
    End,
    /// Remove a player, named or by user id, as typed.
    Kick {
        user: String,
    },
    Status,
    /// Take one card; World names the pile a face-up slot refills from.
    Draw {
        from: DrawFrom,
        refill: Option<DeckKind>,
    },
    /// Claim a route named as typed ("Paris Bruxelles").
    Claim {
        route: String,
        pay: PayChoice,
        lane: LanePick,
    },
    /// Claim one lane by its id, as a payment button offers it.
    ClaimLane {
        lane: LaneId,
        pay: PayChoice,
    },
    Tunnel {
        pay: bool,
        locos: Option<u8>,
    },
    Tickets,
    /// Keep tickets by their 1-based offer positions (empty: the minimum).
    Keep {
        tickets: Vec<usize>,
    },
    Station {
        city: String,
        pay: PayChoice,
    },
    Harbor {
        city: String,
        pay: PayChoice,
    },
    Exchange {
        to_ships: bool,
        count: u8,
    },
    Split {
        trains: u8,
        ships: u8,
    },
    Hand,
    Board,
    History,
    /// `/settings`: change one's settings; nothing asked shows them.
    Settings(super::user::SettingsChange),
    /// `/mygames`: one's games on every server.
    MyGames,
    /// Cancel a question asked with buttons (a claim to confirm).
    Cancel,
    /// A `/tourney` subcommand, for the tournament run in the channel.
    Tourney(Box<super::tourney::TourneyCmd>),
    /// Queue, show or clear a plan for one's next turn.
    Premove(PremoveCmd),
    /// `/leaderboard`, `/stats`, `/season`: the server's league.
    League(super::league::LeagueCmd),
    /// Ask the others to take back one's last claim.
    Undo,
    /// Agree to (`true`) or refuse the undo asked for.
    UndoAnswer {
        agree: bool,
    },
    /// `/away`: tell every game one plays that one is away, or back.
    Away(AwayCmd),
    /// Ask to take an open seat (`/game sub`, or its button).
    Sub {
        seat: SeatRef,
    },
    /// `/rules`: a board's rules in short (the channel's board if none).
    Rules(Option<BoardId>),
    /// The creator's or an admin's answer to an ask for a seat.
    SubAnswer {
        seat: u8,
        agree: bool,
    },
}

/// What `/away` does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AwayCmd {
    /// Show whether one is away.
    Show,
    /// Back now.
    Off,
    /// Away for this many seconds from now.
    For(u64),
    /// Away until the start of a day: its midnight read as UTC (unix
    /// seconds); the host moves it to the player's own time zone.
    Until(u64),
}

/// A seat as a command names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatRef {
    /// Its player's name, as typed.
    Named(String),
    /// Its index (a button's).
    Index(u8),
}

/// What `/premove` does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PremoveCmd {
    /// Show the queued plan (to its owner only).
    Show,
    /// Remove the queued plan.
    Clear,
    /// Queue a plan: claim a route (typed), else draw; or only draws.
    Set {
        route: Option<String>,
        pay: PayChoice,
        lane: LanePick,
        /// Draws in order: the fallback of a claim, or the plan itself.
        draws: Vec<DrawFrom>,
    },
}
