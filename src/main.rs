//! The `conductor` command: the bot and its tools (`conductor::cli::Cli`).

use clap::Parser;
use conductor::cli::{Cli, run_command};
use std::process::ExitCode;

/// A command allocates many small strings and vectors, and the system
/// allocator spent about a seventh of a command's time on them.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    match run_command(Cli::parse().command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => e.report(),
    }
}
