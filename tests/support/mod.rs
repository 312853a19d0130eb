//! Helpers shared by integration tests (`mod support;` in a test file).

pub mod host;
pub mod proxy;
pub mod redis;
pub mod redis_cluster;
pub mod web;
