//! Command-line front ends that need no Discord: the local console game, the
//! scenario runner, the map dump and the benchmarks.

pub mod bench;
pub mod bench_host;
pub mod local;
pub mod map_dump;
pub mod scenario;
