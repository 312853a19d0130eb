//! The `conductor` command: the bot and its tools (`conductor::cli::Cli`).

use clap::Parser;
use conductor::cli::{Cli, run_command};
use std::process::ExitCode;

fn main() -> ExitCode {
    no_huge_pages();
    large_buffers_mapped();
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

/// Gives buffers of 4 MB or more pages of their own (glibc). Left to
/// itself, glibc raises that threshold to the size of the first large
/// buffer freed, so a picture's fresh pixel buffer after a rest came from
/// the heap and was zeroed page by page; mapped, its pages stay the
/// kernel's shared zeros until drawn on, and the rows a picture takes from
/// its kept strips are never drawn on. Setting the threshold fixes the
/// trim threshold too, so it is set as glibc's own adjustment would have
/// it: freed memory goes back when the renderer rests (`malloc_trim`).
fn large_buffers_mapped() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only sets the allocator's tuning.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 4 << 20);
        libc::mallopt(libc::M_TRIM_THRESHOLD, 32 << 20);
    }
}
