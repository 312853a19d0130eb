//! What an operator watches: Prometheus metrics at `/metrics` and readiness
//! at `/ready`, served by the web server on `METRICS_ADDR` alone and with
//! the pages on `WEB_ADDR`. Without either nothing is recorded (the
//! `metrics` macros are no-ops until a recorder is installed).
//!
//! Reported: commands by kind, command latency, outbox depth, games in
//! progress, deliveries by fate, 429s and their wait, lost channels, store
//! errors, turn timers taken and put off.

use super::deliver::DeliveryOutcome;
use super::error::DiscordError;
use crate::web::{self, Ops, Readiness, Site};
use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// A command of `kind` came `via` a slash command or a button, answered in `took`.
pub(super) fn command(kind: &str, via: &'static str, took: Duration) {
    metrics::counter!("conductor_commands_total", "kind" => kind.to_string(), "via" => via)
        .increment(1);
    metrics::histogram!("conductor_command_seconds").record(took.as_secs_f64());
}

/// One outbox message met its fate.
pub(super) fn delivered(fate: DeliveryOutcome) {
    let fate = match fate {
        DeliveryOutcome::Sent => "sent",
        DeliveryOutcome::Dropped => "dropped",
        DeliveryOutcome::Later => "later",
    };
    metrics::counter!("conductor_deliveries_total", "fate" => fate).increment(1);
}

/// Messages held for delivery.
pub(super) fn outbox_depth(n: usize) {
    metrics::gauge!("conductor_outbox_depth").set(n as f64);
}

/// Games in progress in the store (every process sharing it sees the same).
pub(super) fn live_games(n: u64) {
    metrics::gauge!("conductor_live_games").set(n as f64);
}

/// Discord answered 429 and asked to wait `wait`.
pub(super) fn rate_limited(wait: Duration) {
    metrics::counter!("conductor_rate_limited_total").increment(1);
    metrics::histogram!("conductor_rate_limit_wait_seconds").record(wait.as_secs_f64());
}

/// Delivery to a channel paused: the bot lost access to it.
pub(super) fn channel_lost() {
    metrics::counter!("conductor_channels_lost_total").increment(1);
}

/// A round of turn timers: how many were taken, how many are put off
/// because they cannot fire (a damaged record).
pub(super) fn timers(tick: &crate::host::Tick) {
    metrics::counter!("conductor_timers_total").increment(tick.taken as u64);
    metrics::counter!("conductor_timer_retries_total").increment(tick.retried as u64);
}

/// The store failed an operation.
pub(super) fn store_error() {
    metrics::counter!("conductor_store_errors_total").increment(1);
}

/// The operator's view: the metrics recorder (installed on first use; the
/// `metrics` macros are no-ops until then) and the bot's readiness.
pub(super) fn ops(ready: Arc<Readiness>) -> Result<Ops, DiscordError> {
    static HANDLE: Mutex<Option<PrometheusHandle>> = Mutex::new(None);
    let mut held = HANDLE.lock().unwrap_or_else(|e| e.into_inner());
    let metrics = match held.as_ref() {
        Some(h) => h.clone(),
        None => {
            let h = PrometheusBuilder::new()
                .install_recorder()
                .map_err(|e| DiscordError::Config(format!("metrics: {e}")))?;
            held.insert(h).clone()
        }
    };
    Ok(Ops { metrics, ready })
}

/// Installs the recorder and serves `/metrics` and `/ready` alone on `addr`
/// (`METRICS_ADDR`).
pub async fn serve(addr: SocketAddr, ready: Arc<Readiness>) -> Result<(), DiscordError> {
    let site = Site::default().with_ops(ops(ready)?);
    web::serve(addr, site)
        .await
        .map_err(|e| DiscordError::Config(format!("METRICS_ADDR: {e}")))?;
    Ok(())
}
