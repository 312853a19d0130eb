//! conductor: Ticket to Ride for Discord, one game per channel.
//!
//! The layers, each using only the ones listed after it (ARCHITECTURE.md
//! follows one `/claim` through them):
//!
//! - [`discord`], [`cli`] and [`web`]: the front ends. They turn input into typed
//!   [`host::Command`]s and deliver what the host leaves in the outbox.
//! - [`host`]: the application. A command is decided against its channel's
//!   record and saved with its log and outgoing messages in one commit.
//!   [`tourney`] holds the pure parts of tournaments (pairing, points,
//!   standings, ratings, commitments) that the host stores and schedules.
//! - [`store`]: one trait, with Redis and an embedded (redb) store.
//! - [`rules`], [`render`] and [`ai`]: the game, its pictures and the
//!   computer players; pure, no I/O, no clock.
//! - [`maps`] (the boards, from `maps/*.toml`) and [`i18n`] (every text, in
//!   English, Russian and Ukrainian).
//!
//! Load a board, start a game, play a move and draw the board:
//!
//! ```
//! use conductor::i18n::Lang;
//! use conductor::rules::{GameOptions, apply, legal_actions, new_game, public_view};
//! use conductor::{maps, render};
//!
//! let board = maps::board("usa").unwrap();
//! let players = ["ann".to_string(), "bob".to_string()];
//! let mut game = new_game(&board, &players, GameOptions::default(), 7).unwrap();
//! // Each player first keeps tickets; take ann's first legal choice.
//! let keep = legal_actions(&board, &game, 0).remove(0);
//! apply(&board, &mut game, 0, &keep).unwrap();
//! let png = render::board_png(&board, &public_view(&board, &game), Lang::En).unwrap();
//! assert!(png.starts_with(b"\x89PNG"));
//! ```

// Items a layer keeps to itself say so (`pub(crate)`, `pub(super)`): `pub`
// means part of the crate's API, and every public type has a path at its
// layer's root.
#![warn(unreachable_pub, unnameable_types)]

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
pub mod web;
