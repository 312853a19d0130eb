//! Command-line front ends that need no Discord: the scenario runner and the
//! map dump.

pub mod map_dump;
pub mod scenario;
