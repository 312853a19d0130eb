//! The Discord front end: slash commands, autocomplete, buttons and DMs over
//! the host. Every decision stays in the host; this layer maps Discord's
//! interactions to host requests and delivers the host's outbox.

mod buttons;
mod channel_perms;
mod commands;
mod config;
mod deliver;
mod error;
mod invite;
mod langs;
mod league;
mod limits;
mod localize;
mod metrics;
mod options;
mod picture;
mod ratelimit;
mod recent;
mod respond;
mod rest;
mod select;
mod startup;
mod suggest;
mod tourney;
mod v2;

pub use crate::web::Readiness;
pub use buttons::{Pressed, content, custom_id, decode};
pub use commands::all_commands;
pub use config::{BotConfig, Shards};
pub use deliver::{
    Courier, DeliveryOutcome, Dispatch, LEASE, deliver_once, nonce, run as run_delivery,
};
pub use error::DiscordError;
pub use invite::{
    INVITE_SCOPES, InvitePermission, PIN_MESSAGES, app_id_from_token, invite_integer,
    invite_permissions, invite_url,
};
pub use langs::ChannelLangs;
pub use limits::problems;
pub use metrics::serve as serve_metrics;
pub use options::{parse_draw, parse_keep, parse_station};
pub use picture::{Painter, renderer};
pub use recent::Recent;
pub use respond::{App, CommandOrPress, Gate, Invocation, Pass, serve};
pub use rest::{Rest, RetryPolicy};
pub use select::{Chosen, decode_choice, menu_id};
pub use startup::{definitions, open_store, run};
pub use suggest::Choice;
