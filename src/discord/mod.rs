//! The Discord front end: slash commands, autocomplete, buttons and DMs over
//! the host. Every decision stays in the host; this layer maps Discord's
//! interactions to host requests and delivers the host's outbox.

pub mod buttons;
pub mod commands;
pub mod config;
pub mod deliver;
pub mod error;
pub mod langs;
pub mod league;
pub mod limits;
pub mod localize;
pub mod metrics;
pub mod options;
pub mod picture;
pub mod ratelimit;
pub mod recent;
pub mod respond;
pub mod rest;
pub mod startup;
pub mod suggest;
pub mod tourney;
