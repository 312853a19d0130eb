//! The command set every front end delivers to the host, as typed values.
//! Only what a person types freely (a route, a city, a player's name) stays
//! text; the host resolves it against the board in one place (`lookup`).

use super::settings::SettingsChange;
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
    /// How well the computer plays for away and late players (default
    /// hard).
    pub cover_level: Option<BotLevel>,
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
            cover_level: None,
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

/// The offer position that, named alone, keeps no ticket (`/keep tickets:0`).
pub(crate) const KEEP_NONE: usize = 0;

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
    /// Keep tickets by their 1-based offer positions; [`KEEP_NONE`] alone
    /// keeps none where the rules allow it; empty explains the offer.
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
    /// Revoke one's private page links of the game (a button on them).
    RevokeLink,
    Board,
    History,
    /// `/settings`: change one's settings; nothing asked shows them.
    Settings(SettingsChange),
    /// `/mygames`: one's games on every server.
    MyGames,
    /// `/webpages`: whether the server's games have web pages; `on` turns
    /// them on or off (the server's admins).
    WebPages(Option<bool>),
    /// Cancel a question asked with buttons (a claim to confirm).
    Cancel,
    /// A `/tourney` subcommand, for the tournament run in the channel.
    Tourney(Box<TourneyCmd>),
    /// Queue, show or clear a plan for one's next turn.
    Premove(PremoveCmd),
    /// `/leaderboard`, `/stats`, `/season`: the server's league.
    League(LeagueCmd),
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
        level: BotLevel,
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

/// A league command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LeagueCmd {
    /// The top of a season's table: one board's, or every board's.
    Leaderboard {
        board: Option<BoardId>,
        season: Option<String>,
    },
    /// A player's stats this season (the caller's when none is named).
    Stats { player: Option<String> },
    /// Start a new season (the running one, if any, must end first).
    SeasonStart { name: Option<String> },
    /// End the running season.
    SeasonEnd,
}

/// The part of the host that answers a command, with what it needs of it.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Desk<'a> {
    /// Opening, filling, starting or ending a game.
    Lobby(Lobby<'a>),
    /// A move in the game.
    Move,
    /// A look at the game that changes nothing.
    Look(Look),
    Premove(&'a PremoveCmd),
    /// Asking to take back one's last claim (`None`), or answering.
    Undo(Option<bool>),
    Substitute(Sub<'a>),
    Tourney(&'a TourneyCmd),
    League(&'a LeagueCmd),
    Settings(&'a SettingsChange),
    MyGames,
    WebPages(Option<bool>),
    Away(AwayCmd),
    Rules(Option<BoardId>),
    /// Revoking one's private page links.
    RevokeLink,
}

/// A lobby command.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Lobby<'a> {
    New(&'a NewGame),
    Join,
    Leave,
    AddBot(BotLevel),
    Start,
    End,
    Kick(&'a str),
}

/// An ask for a seat, or the answer to one.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Sub<'a> {
    Ask(&'a SeatRef),
    Answer { seat: u8, agree: bool },
}

/// A look at the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Look {
    Status,
    History,
    Board,
    Hand,
    /// A question asked with buttons is cancelled.
    Cancel,
}

impl Command {
    /// Which part of the host answers it. Every command is named here, so
    /// a new one does not compile until it has a desk.
    pub(crate) fn desk(&self) -> Desk<'_> {
        match self {
            Command::New(new) => Desk::Lobby(Lobby::New(new)),
            Command::Join => Desk::Lobby(Lobby::Join),
            Command::Leave => Desk::Lobby(Lobby::Leave),
            Command::AddBot { level } => Desk::Lobby(Lobby::AddBot(*level)),
            Command::Start => Desk::Lobby(Lobby::Start),
            Command::End => Desk::Lobby(Lobby::End),
            Command::Kick { user } => Desk::Lobby(Lobby::Kick(user)),
            Command::Draw { .. }
            | Command::Claim { .. }
            | Command::ClaimLane { .. }
            | Command::Tunnel { .. }
            | Command::Tickets
            | Command::Keep { .. }
            | Command::Station { .. }
            | Command::Harbor { .. }
            | Command::Exchange { .. }
            | Command::Split { .. } => Desk::Move,
            Command::Status => Desk::Look(Look::Status),
            Command::Hand => Desk::Look(Look::Hand),
            Command::Board => Desk::Look(Look::Board),
            Command::History => Desk::Look(Look::History),
            Command::Cancel => Desk::Look(Look::Cancel),
            Command::Premove(cmd) => Desk::Premove(cmd),
            Command::Undo => Desk::Undo(None),
            Command::UndoAnswer { agree } => Desk::Undo(Some(*agree)),
            Command::Sub { seat } => Desk::Substitute(Sub::Ask(seat)),
            Command::SubAnswer { seat, agree } => Desk::Substitute(Sub::Answer {
                seat: *seat,
                agree: *agree,
            }),
            Command::Tourney(cmd) => Desk::Tourney(cmd),
            Command::League(cmd) => Desk::League(cmd),
            Command::Settings(change) => Desk::Settings(change),
            Command::MyGames => Desk::MyGames,
            Command::WebPages(on) => Desk::WebPages(*on),
            Command::Away(cmd) => Desk::Away(*cmd),
            Command::Rules(board) => Desk::Rules(*board),
            Command::RevokeLink => Desk::RevokeLink,
        }
    }
}
