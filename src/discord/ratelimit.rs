//! Discord's rate limits, tracked from its answers so the bot waits before
//! sending instead of collecting 429s (which count toward Discord's
//! invalid-request ban). Each route and major id (serenity's ratelimiting
//! bucket) keeps what Discord last said of it — `X-RateLimit-Remaining` and
//! `Reset-After` — and a global pause covers every route after
//! a global 429.

use serenity::http::RatelimitingBucket;
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// What Discord last said of one route's bucket.
#[derive(Clone, Debug)]
struct Limit {
    remaining: u32,
    reset_at: Instant,
}

/// The rate-limit headers of one answer.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct Headers {
    pub bucket: Option<String>,
    pub remaining: Option<u32>,
    pub reset_after: Option<f64>,
    /// The answer was a 429 for the whole bot (`X-RateLimit-Global`).
    pub global: bool,
}

impl Headers {
    /// Reads the headers of `resp`.
    pub(super) fn read(resp: &reqwest::header::HeaderMap) -> Headers {
        let text = |k: &str| resp.get(k).and_then(|v| v.to_str().ok());
        Headers {
            bucket: text("x-ratelimit-bucket").map(str::to_string),
            remaining: text("x-ratelimit-remaining").and_then(|v| v.parse().ok()),
            reset_after: text("x-ratelimit-reset-after").and_then(|v| v.parse().ok()),
            global: text("x-ratelimit-global").is_some_and(|v| v.eq_ignore_ascii_case("true")),
        }
    }
}

/// Rate limits by route, and the global pause.
#[derive(Default)]
pub(super) struct RateLimits {
    routes: Mutex<HashMap<RatelimitingBucket, Limit>>,
    global_until: Mutex<Option<Instant>>,
}

impl RateLimits {
    /// How long to wait before a request on `route` may go out (zero: now).
    /// Takes one from the bucket's remaining count.
    pub(super) fn wait(&self, route: RatelimitingBucket, now: Instant) -> Duration {
        let global = self
            .global_until
            .lock()
            .ok()
            .and_then(|g| *g)
            .map_or(Duration::ZERO, |until| until.saturating_duration_since(now));
        let Ok(mut routes) = self.routes.lock() else {
            return global;
        };
        let Some(limit) = routes.get_mut(&route) else {
            return global;
        };
        if limit.reset_at <= now {
            return global;
        }
        if limit.remaining == 0 {
            return global.max(limit.reset_at - now);
        }
        limit.remaining -= 1;
        global
    }

    /// Learns from an answer on `route`; `retry_after` is a 429's delay.
    pub(super) fn learn(
        &self,
        route: RatelimitingBucket,
        h: &Headers,
        retry_after: Option<f64>,
        now: Instant,
    ) {
        if h.global {
            let secs = retry_after.or(h.reset_after).unwrap_or(1.0).max(0.0);
            if let Ok(mut g) = self.global_until.lock() {
                *g = Some(now + Duration::from_secs_f64(secs));
            }
            return;
        }
        let (Some(remaining), Some(reset)) = (h.remaining, h.reset_after.or(retry_after)) else {
            return;
        };
        let limit = Limit {
            remaining,
            reset_at: now + Duration::from_secs_f64(reset.max(0.0)),
        };
        if let Ok(mut routes) = self.routes.lock() {
            routes.insert(route, limit);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serenity::all::ChannelId;
    use serenity::http::Route;

    fn route(id: u64) -> RatelimitingBucket {
        Route::ChannelMessages {
            channel_id: ChannelId::new(id),
        }
        .ratelimiting_bucket()
    }

    fn headers(remaining: u32, reset: f64) -> Headers {
        Headers {
            bucket: Some("abc".into()),
            remaining: Some(remaining),
            reset_after: Some(reset),
            global: false,
        }
    }

    #[test]
    fn an_exhausted_bucket_waits_until_it_resets() {
        let limits = RateLimits::default();
        let t = Instant::now();
        assert_eq!(limits.wait(route(1), t), Duration::ZERO, "unknown: go");
        limits.learn(route(1), &headers(1, 2.0), None, t);
        assert_eq!(limits.wait(route(1), t), Duration::ZERO, "one left");
        assert_eq!(limits.wait(route(1), t), Duration::from_secs(2));
        assert_eq!(
            limits.wait(route(2), t),
            Duration::ZERO,
            "another channel is not held back"
        );
        let later = t + Duration::from_secs(3);
        assert_eq!(limits.wait(route(1), later), Duration::ZERO, "reset");
    }

    #[test]
    fn a_global_limit_holds_every_route() {
        let limits = RateLimits::default();
        let t = Instant::now();
        let global = Headers {
            global: true,
            ..Headers::default()
        };
        limits.learn(route(1), &global, Some(1.5), t);
        assert_eq!(limits.wait(route(7), t), Duration::from_millis(1500));
        assert_eq!(
            limits.wait(route(7), t + Duration::from_secs(2)),
            Duration::ZERO
        );
    }

    #[test]
    fn headers_are_read() {
        let mut map = reqwest::header::HeaderMap::new();
        map.insert("X-RateLimit-Bucket", "b1".parse().unwrap());
        map.insert("X-RateLimit-Remaining", "0".parse().unwrap());
        map.insert("X-RateLimit-Reset-After", "0.25".parse().unwrap());
        map.insert("X-RateLimit-Global", "true".parse().unwrap());
        let h = Headers::read(&map);
        assert_eq!(h.bucket.as_deref(), Some("b1"));
        assert_eq!(h.remaining, Some(0));
        assert_eq!(h.reset_after, Some(0.25));
        assert!(h.global);
    }
}
