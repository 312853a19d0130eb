//! Command-line front ends that need no Discord: the scenario runner, the
//! map dump and the engine benchmark.

pub mod bench;
pub mod map_dump;
pub mod scenario;
