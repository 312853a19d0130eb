//! A stand-in for Discord's REST API on loopback: answers from a script (per
//! path fragment, in order) or with a plain success, and records every
//! request. Used by the Discord tests and the latency measurement.
#![allow(dead_code)]

use conductor::discord::{Rest, RetryPolicy};
use serenity::all::{ApplicationId, CreateAllowedMentions, HttpBuilder};
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// One request the stand-in received.
#[derive(Clone, Debug)]
pub struct Seen {
    pub method: String,
    pub path: String,
    pub content_type: String,
    pub body: Vec<u8>,
    pub at: Instant,
}

impl Seen {
    /// The JSON payload, whether sent as JSON or as multipart `payload_json`.
    pub fn json(&self) -> serde_json::Value {
        let text = String::from_utf8_lossy(&self.body).into_owned();
        if !self.content_type.starts_with("multipart/") {
            return serde_json::from_str(&text).unwrap_or(serde_json::Value::Null);
        }
        let boundary = self
            .content_type
            .split("boundary=")
            .nth(1)
            .unwrap_or("")
            .trim_matches('"');
        for part in text.split(&format!("--{boundary}")) {
            if part.contains("name=\"payload_json\"") {
                let json = part.split("\r\n\r\n").nth(1).unwrap_or("").trim_end();
                return serde_json::from_str(json).unwrap_or(serde_json::Value::Null);
            }
        }
        serde_json::Value::Null
    }

    /// Whether a multipart body carries a file part named `files[0]` with `bytes`.
    pub fn has_file(&self, bytes: &[u8]) -> bool {
        self.content_type.starts_with("multipart/")
            && self
                .body
                .windows(b"name=\"files[0]\"".len())
                .any(|w| w == b"name=\"files[0]\"")
            && self.body.windows(bytes.len()).any(|w| w == bytes)
    }
}

/// A scripted answer.
#[derive(Clone, Debug)]
pub struct Answer {
    pub status: u16,
    pub body: String,
    pub headers: Vec<(String, String)>,
}

impl Answer {
    /// Discord's error body.
    pub fn error(status: u16, code: i64, message: &str) -> Answer {
        Answer {
            status,
            body: serde_json::json!({ "code": code, "message": message }).to_string(),
            headers: Vec::new(),
        }
    }

    /// A 429 asking to wait `secs`.
    pub fn rate_limited(secs: f64) -> Answer {
        Answer {
            status: 429,
            body: serde_json::json!({
                "message": "You are being rate limited.",
                "retry_after": secs,
                "global": false
            })
            .to_string(),
            headers: vec![("Retry-After".into(), format!("{}", secs.ceil()))],
        }
    }
}

/// The running stand-in.
pub struct StandIn {
    pub base: String,
    server: Arc<tiny_http::Server>,
    seen: Arc<Mutex<Vec<Seen>>>,
    script: Arc<Mutex<VecDeque<(String, Answer)>>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

/// The plain success for a path.
fn success(method: &str, path: &str, body: &[u8]) -> Answer {
    let ok = |status: u16, body: String| Answer {
        status,
        body,
        headers: Vec::new(),
    };
    if path.ends_with("/users/@me/channels") {
        let v: serde_json::Value = serde_json::from_slice(body).unwrap_or_default();
        let user = v["recipient_id"].as_str().unwrap_or("1").to_string();
        let channel = format!("9{user}");
        return ok(
            200,
            serde_json::json!({
                "id": channel,
                "type": 1,
                "last_message_id": null,
                "recipients": [{
                    "id": user, "username": "player", "discriminator": "0",
                    "global_name": null, "avatar": null
                }]
            })
            .to_string(),
        );
    }
    if path.contains("/interactions/") && path.ends_with("/callback") {
        return ok(204, String::new());
    }
    if method == "POST" && path.contains("/channels/") && path.ends_with("/messages") {
        // A posted message's id, new each time (pins and edits name it).
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        return ok(
            200,
            format!(r#"{{"id":"{}"}}"#, 700_000_000_000_000_000 + n),
        );
    }
    if method == "PUT" && path.contains("/pins/") {
        return ok(204, String::new());
    }
    let _ = method;
    ok(200, "{}".into())
}

impl StandIn {
    /// Starts on a free loopback port.
    pub fn start() -> StandIn {
        let server = Arc::new(tiny_http::Server::http("127.0.0.1:0").expect("loopback server"));
        let base = format!(
            "http://{}",
            server.server_addr().to_ip().expect("ip address")
        );
        let seen: Arc<Mutex<Vec<Seen>>> = Arc::default();
        let script: Arc<Mutex<VecDeque<(String, Answer)>>> = Arc::default();
        let (srv, log, plan) = (server.clone(), seen.clone(), script.clone());
        let thread = std::thread::spawn(move || {
            for mut req in srv.incoming_requests() {
                let mut body = Vec::new();
                let _ = std::io::Read::read_to_end(req.as_reader(), &mut body);
                let method = req.method().to_string();
                let path = req.url().to_string();
                let content_type = req
                    .headers()
                    .iter()
                    .find(|h| h.field.equiv("Content-Type"))
                    .map(|h| h.value.to_string())
                    .unwrap_or_default();
                let answer = {
                    let mut plan = plan.lock().unwrap();
                    match plan
                        .iter()
                        .position(|(frag, _)| path.contains(frag.as_str()))
                    {
                        Some(i) => plan.remove(i).unwrap().1,
                        None => success(&method, &path, &body),
                    }
                };
                log.lock().unwrap().push(Seen {
                    method,
                    path,
                    content_type,
                    body,
                    at: Instant::now(),
                });
                let mut resp = tiny_http::Response::from_string(answer.body)
                    .with_status_code(answer.status)
                    .with_header(
                        tiny_http::Header::from_bytes("Content-Type", "application/json").unwrap(),
                    );
                for (k, v) in answer.headers {
                    resp = resp.with_header(
                        tiny_http::Header::from_bytes(k.as_bytes(), v.as_bytes()).unwrap(),
                    );
                }
                let _ = req.respond(resp);
            }
        });
        StandIn {
            base,
            server,
            seen,
            script,
            thread: Some(thread),
        }
    }

    /// Queues an answer for the next request whose path contains `fragment`.
    pub fn script(&self, fragment: &str, answer: Answer) {
        self.script
            .lock()
            .unwrap()
            .push_back((fragment.to_string(), answer));
    }

    /// Every request so far.
    pub fn seen(&self) -> Vec<Seen> {
        self.seen.lock().unwrap().clone()
    }

    /// Forgets the requests so far.
    pub fn clear(&self) {
        self.seen.lock().unwrap().clear();
    }

    /// A REST client aimed at the stand-in, configured as the bot is (no
    /// mentions by default), retrying quickly.
    pub fn rest(&self) -> Arc<Rest> {
        let http = HttpBuilder::new("MTIz.NDU2.Nzg5")
            .proxy(self.base.clone())
            .ratelimiter_disabled(true)
            .application_id(ApplicationId::new(1))
            .default_allowed_mentions(CreateAllowedMentions::new())
            .build();
        let policy = RetryPolicy {
            attempts: 3,
            backoff: Duration::from_millis(20),
            ..RetryPolicy::default()
        };
        Arc::new(Rest::new(Arc::new(http), policy).expect("client"))
    }
}

impl Drop for StandIn {
    fn drop(&mut self) {
        self.server.unblock();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}
