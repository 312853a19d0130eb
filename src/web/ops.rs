//! What an operator watches: Prometheus metrics at `/metrics` and readiness
//! at `/ready`.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use metrics_exporter_prometheus::PrometheusHandle;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

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

/// The metrics recorder's handle and the bot's readiness.
#[derive(Clone)]
pub struct Ops {
    pub metrics: PrometheusHandle,
    pub ready: Arc<Readiness>,
}

impl Ops {
    /// `/metrics`: every metric, in Prometheus' text format.
    pub(super) fn metrics(&self) -> Response {
        self.metrics.render().into_response()
    }

    /// `/ready`: 200 when the bot is ready, else 503.
    pub(super) fn ready(&self) -> Response {
        if self.ready.get() {
            "ready\n".into_response()
        } else {
            (StatusCode::SERVICE_UNAVAILABLE, "not ready\n").into_response()
        }
    }
}
