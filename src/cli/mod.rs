//! Command-line front ends that need no Discord: the local console game, the
//! scenario runner, the map dump, pictures, store backups and the benchmarks.

mod app;
mod args;
mod backup;
mod bench;
mod bench_host;
mod bench_league;
mod bench_render;
mod bench_storm;
mod bench_tourney;
mod error;
mod line;
mod local;
mod map_dump;
mod picture;
mod scenario;
mod simulate_tourney;
mod verify;

pub use app::run_command;
pub use args::{Cli, Command, LocalArgs, PictureSeries, RenderArgs, SimulateArgs, StoreArgs};
pub use backup::{
    BackupError, Verdict, export_store, import_store, summary as backup_summary, verify_store,
};
pub use bench::run as run_bench;
pub use bench_host::{HostFigures, command_for, run as run_bench_host, run_games};
pub use bench_league::run as run_bench_league;
pub use bench_render::{late_game, run as run_bench_render};
pub use bench_storm::{StormPlan, run as run_bench_storm};
pub use bench_tourney::run as run_bench_tourney;
pub use error::CliError;
pub use line::parse;
pub use local::{
    LocalOptions, Painter, PictureSize, paint, paint_phone, quick_start, resume, run as run_local,
    run_terminal,
};
pub use map_dump::{map_json, summary as map_summary};
pub use picture::{PictureError, Played, Recap, Request, picture, recap};
pub use scenario::{FileError, Outcome, run as run_scenario};
pub use simulate_tourney::{Plan, play, run as run_simulate_tourney};
pub use verify::{verify_archived, verify_file};
