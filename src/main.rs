//! The `conductor` command: the bot and its tools (`conductor::cli::Cli`).

use clap::Parser;
use conductor::cli::{Cli, run_command};
use std::process::ExitCode;

/// A command allocates many small strings and vectors, and the system
/// allocator spent about a seventh of a command's time on them.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    no_huge_pages();
    match run_command(Cli::parse().command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => e.report(),
    }
}

/// Keeps the kernel from backing the allocator's memory with transparent
/// huge pages. The allocator asks for them, and each makes 2 MB resident at
/// once: with them, drawing every board held about 15 MB more, at no gain
/// in speed.
fn no_huge_pages() {
    #[cfg(target_os = "linux")]
    // SAFETY: PR_SET_THP_DISABLE sets a flag on this process alone.
    unsafe {
        libc::prctl(libc::PR_SET_THP_DISABLE, 1, 0, 0, 0);
    }
}
