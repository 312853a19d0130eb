//! conductor: Ticket to Ride for Discord. See README.md for the layout.

pub mod ai;
pub mod cli;
pub mod maps;
pub mod rules;
pub mod store;
