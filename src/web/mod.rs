//! The web front end: a game's public page, its replay, a player's own
//! page, a tournament's and a server league's pages, `/metrics` and
//! `/ready`, over the same host and store as the bot (axum, with HTML made
//! on the server by maud). It reads and never changes a game.
//!
//! Pages are reached only by a game's, tournament's or league's
//! unguessable link ([`crate::host::game_path`]), or a player's signed one
//! ([`crate::host::PrivateLink`]); no page lists games. Every page shows the
//! channel's public view and nothing more (a player's own page adds their
//! hand and tickets alone), escapes every typed text, and is sent with a
//! Content-Security-Policy that allows only this server's own script and
//! style.

mod error;
mod league;
mod live;
mod ops;
mod pages;
mod private;
mod server;
mod tourney;

pub use error::WebError;
pub use ops::{Ops, Readiness};
pub use server::{Site, router, serve};
