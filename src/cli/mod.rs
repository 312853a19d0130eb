//! Command-line front ends that need no Discord: the local console game, the
//! scenario runner, the map dump, pictures, store backups and the benchmarks.

pub mod backup;
pub mod bench;
pub mod bench_host;
pub mod bench_league;
pub mod bench_render;
pub mod bench_tourney;
mod error;
pub mod line;
pub mod local;
pub mod map_dump;
pub mod picture;
pub mod scenario;
pub mod simulate_tourney;
pub mod verify;

pub use error::CliError;
