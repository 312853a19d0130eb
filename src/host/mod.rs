//! The application layer every front end shares: one game per channel.
//!
//! A command arrives as a [`Request`] (`channel, caller, Command`). The
//! kernel loads the record it is for, the command is decided against it,
//! everything that follows is added (`after`: messages, the turn clock, the
//! index, reports), and the whole is saved in one version-checked commit;
//! when another change won the race it is decided again on the new record.
//! The caller gets a [`Reply`]; public and private messages are delivered
//! from the store's outbox.
//!
//! Layout: `kernel/` knows no kind of record (the commit loop, the host,
//! the clock, the task bus); the game's modules sit beside this file;
//! `tourney/` and `league/` are clients of both, and the game knows them
//! only by what it keeps for them (`table`, `tally`) and the reports its
//! final commit leaves (`archive`). `dispatch` routes every command.

mod after;
mod archive;
mod away;
mod backlog;
mod bots;
mod buttons;
mod catch_up;
mod channel;
mod choices;
mod comforts;
mod command;
mod confirm;
mod daily;
mod decision;
mod dispatch;
mod error;
mod example;
mod game;
mod help;
mod kernel;
pub mod league;
mod left;
mod links;
mod lobby;
mod lookup;
mod lost;
mod members;
mod mygames;
mod outbox;
mod page;
mod pay;
mod premove;
mod private_link;
mod record;
mod request;
mod results;
mod risk;
mod rulesum;
mod server;
mod settings;
mod signing;
mod stored;
mod substitute;
mod table;
mod tally;
mod tap;
mod text;
mod timer;
mod times;
mod token;
pub mod tourney;
mod turn;
mod undo;
mod user;
pub(crate) mod words;

pub use away::Away;
pub(crate) use away::{parse_date, parse_span};
pub use backlog::Tick;
pub use buttons::stale;
pub use catch_up::Journal;
pub use channel::SetAside;
pub use choices::{Choice, MAX_OPTIONS, MAX_TEXT, Menu, Pick, Select, not_offered};
pub use comforts::Comforts;
pub(crate) use command::MAX_VALUE_LEN;
pub use command::{
    AwayCmd, BotLevel, Command, DrawFrom, LeagueCmd, NewGame, NewTourney, PremoveCmd, SeatRef,
    TimeoutPolicy, TourneyCmd,
};
pub use error::HostError;
pub use help::{Front, HelpAsk, HelpMoment, help_lines, help_moment};
pub use kernel::{Brain, Deadline, Host, Task, now, read_task};
pub use outbox::{Button, GameMoment, Link, Moment, Origin, OutMsg, Picture, Reply, Target};
pub use page::{
    GamePage, PageStamp, Replay, channel_of as game_channel, game_page, game_path,
    replay as replay_page,
};
pub use premove::{ClaimPlan, DrawStep, Plan};
pub use private_link::{LINK_SECS, Private, PrivateLink, PrivatePage, private_page};
pub use record::{Answered, ChannelRecord, GameSetup, History, LogEntry, SeatInfo};
pub use request::{Caller, Request};
pub use results::{GameResult, Report, SeatResult};
pub use server::{ServerSettings, pages_on, server_key};
pub use settings::{
    Ping, Quiet, SettingsChange, Size, UserSettings, load_settings, next_at, settings_key,
};
pub use signing::{KEY_RECORD, Signer};
pub use substitute::{SeatAsk, Subs};
pub use table::TableRef;
pub use tally::Tally;
pub use tap::Tap;
pub use text::{board_title, private_summary};
pub use times::MoveTimes;
pub use token::new_token;
pub use undo::{Asked, CONSENT_SECS, UndoPoint, replay};
pub(crate) use words::{parse_quiet, parse_tz};
/// For the suggestion tests in `discord`.
#[cfg(test)]
pub(crate) use {away::DEFAULT_AWAY_DAYS, lookup::route};
