//! conductor: Ticket to Ride for Discord. See README.md for the layout.

pub mod cli;
pub mod maps;
pub mod render;
pub mod rules;
pub mod store;
