//! The `conductor` command: the bot and its tools (`conductor::cli::Cli`).

use clap::Parser;
use conductor::cli::{Cli, run_command};
use std::process::ExitCode;

fn main() -> ExitCode {
    no_huge_pages();
    match run_command(Cli::parse().command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => e.report(),
    }
}

/// Keeps the kernel from backing the process's memory with transparent
/// huge pages where it is set to give them unasked ("always"): each makes
/// 2 MB resident at once, so a picture's large buffers would hold more.
fn no_huge_pages() {
    #[cfg(target_os = "linux")]
    // SAFETY: PR_SET_THP_DISABLE sets a flag on this process alone.
    unsafe {
        libc::prctl(libc::PR_SET_THP_DISABLE, 1, 0, 0, 0);
    }
}
