//! Command-line front ends that need no Discord: the scenario runner, the
//! map dump, pictures and the picture benchmark.

pub mod bench_render;
pub mod map_dump;
pub mod picture;
pub mod scenario;
