//! conductor: Ticket to Ride for Discord. See README.md for the layout.

pub mod ai;
pub mod cli;
pub mod discord;
pub mod host;
pub mod i18n;
pub mod maps;
pub mod render;
pub mod rules;
pub mod store;
pub mod tourney;
