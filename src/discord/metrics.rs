//! What an operator watches: Prometheus metrics at `/metrics` and readiness
//! at `/ready` on `METRICS_ADDR`. Without that setting nothing is recorded
//! (the `metrics` macros are no-ops until a recorder is installed).
//!
//! Reported: commands by kind, command latency, outbox depth, games in
//! progress, deliveries by fate, 429s and their wait, lost channels, store
//! errors, turn timers taken and put off.

use super::deliver::DeliveryOutcome;
use super::error::DiscordError;
use http_body_util::Full;
use hyper::body::Bytes;
use hyper::{Response, StatusCode};
use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
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

/// Whether the bot is connected and answering.
#[derive(Default)]
pub struct Readiness(AtomicBool);

impl Readiness {
    /// Marks the bot ready (or not).
    pub fn set(&self, ready: bool) {
        self.0.store(ready, Ordering::SeqCst);
    }

    fn get(&self) -> bool {
        self.0.load(Ordering::SeqCst)
    }
}

/// Installs the recorder and serves `/metrics` and `/ready` on `addr`.
pub async fn serve(addr: SocketAddr, ready: Arc<Readiness>) -> Result<(), DiscordError> {
    let handle = PrometheusBuilder::new()
        .install_recorder()
        .map_err(|e| DiscordError::Config(format!("metrics: {e}")))?;
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| DiscordError::Config(format!("METRICS_ADDR {addr}: {e}")))?;
    tracing::info!(%addr, "metrics at /metrics, readiness at /ready");
    tokio::spawn(async move {
        loop {
            let Ok((stream, _)) = listener.accept().await else {
                continue;
            };
            let (handle, ready) = (handle.clone(), ready.clone());
            tokio::spawn(async move {
                let service = hyper::service::service_fn(move |req| {
                    let resp = answer(req.uri().path(), &handle, &ready);
                    async move { Ok::<_, std::convert::Infallible>(resp) }
                });
                let io = hyper_util::rt::TokioIo::new(stream);
                let conn = hyper::server::conn::http1::Builder::new().serve_connection(io, service);
                if let Err(e) = conn.await {
                    tracing::debug!("metrics connection: {e}");
                }
            });
        }
    });
    Ok(())
}

/// The answer to one request for `path`.
fn answer(path: &str, handle: &PrometheusHandle, ready: &Readiness) -> Response<Full<Bytes>> {
    let (status, body) = match path {
        "/metrics" => (StatusCode::OK, handle.render()),
        "/ready" if ready.get() => (StatusCode::OK, "ready\n".to_string()),
        "/ready" => (StatusCode::SERVICE_UNAVAILABLE, "not ready\n".to_string()),
        _ => (StatusCode::NOT_FOUND, "not found\n".to_string()),
    };
    let mut resp = Response::new(Full::new(Bytes::from(body)));
    *resp.status_mut() = status;
    resp
}
