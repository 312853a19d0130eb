//! The `conductor` command: the bot and its tools (`conductor::cli::Cli`).

use clap::Parser;
use conductor::cli::{Cli, run_command};
use std::process::ExitCode;

fn main() -> ExitCode {
    match run_command(Cli::parse().command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => e.report(),
    }
}
