//! The Discord emulator (discord-digital-twin behind the shim in
//! tests/twin/harness.mjs) and the real bot binary pointed at it.
#![allow(dead_code)]

use conductor::discord::{self, definitions};
use serde_json::{Value, json};
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::time::{Duration, Instant};

/// What the harness says about itself when ready.
#[derive(Clone, Debug, serde::Deserialize)]
pub struct Info {
    pub port: u16,
    pub gateway: String,
    pub token: String,
    pub bot: String,
    pub guilds: Vec<String>,
    pub channels: Vec<String>,
    pub users: Vec<String>,
}

/// A running emulator; stopped when dropped.
pub struct Twin {
    child: Child,
    _stdin: ChildStdin,
    pub info: Info,
    http: reqwest::Client,
}

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Why the emulator cannot run here, if it cannot.
fn missing() -> Option<String> {
    let node = Command::new("node").arg("--version").output();
    if !node.is_ok_and(|o| o.status.success()) {
        return Some("node is not installed".into());
    }
    let pkg = repo().join("tests/twin/node_modules/discord-digital-twin/package.json");
    (!pkg.exists()).then(|| "the npm packages are missing: run `npm ci` in tests/twin".into())
}

impl Twin {
    /// Starts the emulator with `guilds` servers; `None` (with a notice) only
    /// when SKIP_EMULATOR=1 asks to leave it out. Without node or the npm
    /// packages it fails, naming the command that installs them.
    pub fn start(guilds: usize) -> Option<Twin> {
        if std::env::var("SKIP_EMULATOR").is_ok_and(|v| v == "1") {
            eprintln!("SKIPPED: the Discord emulator test (SKIP_EMULATOR=1)");
            return None;
        }
        if let Some(why) = missing() {
            panic!(
                "the Discord emulator cannot run: {why}. ./scripts/test installs it; \
                 SKIP_EMULATOR=1 leaves this test out"
            );
        }
        let mut child = Command::new("node")
            .arg(repo().join("tests/twin/harness.mjs"))
            .env("TWIN_GUILDS", guilds.to_string())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("node starts");
        let stdin = child.stdin.take().expect("harness stdin");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("harness stdout"))
            .read_line(&mut line)
            .expect("the harness says where it listens");
        let info: Info = serde_json::from_str(&line)
            .unwrap_or_else(|e| panic!("the harness did not start ({e}): {line:?}"));
        Some(Twin {
            child,
            _stdin: stdin,
            info,
            http: reqwest::Client::new(),
        })
    }

    /// The origin the bot's REST calls go to.
    pub fn api_url(&self) -> String {
        format!("http://127.0.0.1:{}", self.info.port)
    }

    async fn call(&self, method: reqwest::Method, path: &str, body: Option<Value>) -> Value {
        let url = format!("{}/_test/{path}", self.api_url());
        let mut req = self.http.request(method, url);
        if let Some(b) = body {
            req = req
                .header("content-type", "application/json")
                .body(b.to_string());
        }
        let resp = req.send().await.expect("the harness answers");
        let bytes = resp.bytes().await.expect("the harness's body");
        serde_json::from_slice(&bytes).expect("the harness answers JSON")
    }

    async fn get(&self, path: &str) -> Value {
        self.call(reqwest::Method::GET, path, None).await
    }

    async fn post(&self, path: &str, body: Value) -> Value {
        self.call(reqwest::Method::POST, path, Some(body)).await
    }

    /// Sends an interaction as `user` in `channel`; returns its id.
    pub async fn interact(&self, spec: Value) -> String {
        let done = self.post("interaction", spec).await;
        done["id"].as_str().expect("an interaction id").to_string()
    }

    /// What the bot answered to interaction `id`, with the harness's times.
    pub async fn response(&self, id: &str) -> Value {
        self.get(&format!("response/{id}")).await
    }

    /// Waits until the bot answered `id` and, for a deferral, edited its answer.
    pub async fn answered(&self, id: &str) -> Value {
        self.answered_apart_from(id, None).await
    }

    /// [`answered`](Self::answered) for a button press on message `pressed`:
    /// until the shim has moved a deferred press's answer to a message of its
    /// own, the response still names the pressed message.
    pub async fn answered_apart_from(&self, id: &str, pressed: Option<&str>) -> Value {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let r = self.response(id).await;
            let done = match r["type"].as_u64() {
                Some(5) => !r["message"].is_null() && r["message"].as_str() != pressed,
                Some(4 | 8) => true,
                _ => false,
            };
            if done {
                if let Some(m) = r["message"].as_str() {
                    // The edit lands after the message row is made.
                    tokio::time::sleep(Duration::from_millis(30)).await;
                    let msgs = self.all_messages().await;
                    let found = msgs.into_iter().find(|x| x["id"] == m);
                    return json!({ "response": r, "message": found });
                }
                return json!({ "response": r, "message": null });
            }
            assert!(
                Instant::now() < deadline,
                "interaction {id} unanswered: {r}"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Every message in `channel`, oldest first.
    pub async fn messages(&self, channel: &str) -> Vec<Value> {
        let v = self.get(&format!("messages/{channel}")).await;
        v.as_array().cloned().unwrap_or_default()
    }

    async fn all_messages(&self) -> Vec<Value> {
        let mut out = Vec::new();
        for c in self.info.channels.clone() {
            out.extend(self.messages(&c).await);
        }
        for u in self.info.users.clone() {
            if let Some(dm) = self.dm(&u).await {
                out.extend(self.messages(&dm).await);
            }
        }
        out
    }

    /// The DM channel the bot opened with `user`, if any.
    pub async fn dm(&self, user: &str) -> Option<String> {
        let v = self.get(&format!("dm/{user}")).await;
        v["channel"].as_str().map(str::to_string)
    }

    /// Commands registered with the emulator.
    pub async fn commands(&self) -> Vec<Value> {
        self.get("commands")
            .await
            .as_array()
            .cloned()
            .unwrap_or_default()
    }

    /// Every message the bot posted or edited, with the harness's times.
    pub async fn posts(&self) -> Vec<Value> {
        self.get("posts")
            .await
            .as_array()
            .cloned()
            .unwrap_or_default()
    }

    /// Answers the next `times` requests whose "METHOD path" contains
    /// `fragment` with `status` and `body`; `times` 0 ends earlier such answers.
    pub async fn fail(&self, fragment: &str, status: u16, body: Value, times: u32) {
        self.post(
            "fail",
            json!({ "fragment": fragment, "status": status, "body": body, "times": times }),
        )
        .await;
    }

    /// Answers the next `times` Components V2 messages whose "METHOD path"
    /// contains `fragment` with `status` and `body` (classic ones pass).
    pub async fn fail_v2(&self, fragment: &str, status: u16, body: Value, times: u32) {
        self.post(
            "fail",
            json!({ "fragment": fragment, "status": status, "body": body, "times": times, "v2": true }),
        )
        .await;
    }

    /// The Components V2 messages the shim refused, with why.
    pub async fn v2_refused(&self) -> Vec<Value> {
        self.get("v2-refused")
            .await
            .as_array()
            .cloned()
            .unwrap_or_default()
    }

    /// The gateway intents of each Identify so far.
    pub async fn intents(&self) -> Vec<u64> {
        let v = self.get("intents").await;
        v.as_array()
            .map(|a| a.iter().filter_map(Value::as_u64).collect())
            .unwrap_or_default()
    }

    /// Sends the bot a gateway event `event` with `data`, as Discord would.
    pub async fn dispatch(&self, event: &str, data: Value) {
        self.post("dispatch", json!({ "event": event, "data": data }))
            .await;
    }

    /// Cuts every gateway connection; the bot's resumes are answered as
    /// `resume` says ("replay" the missed events, or "invalid" session),
    /// and with `hold` only after [`release_gateway`](Self::release_gateway).
    pub async fn drop_gateway(&self, resume: &str, hold: bool) {
        self.post("gateway/drop", json!({ "resume": resume, "hold": hold }))
            .await;
    }

    /// Answers the resumes held since [`drop_gateway`](Self::drop_gateway).
    pub async fn release_gateway(&self) {
        self.post("gateway/release", json!({})).await;
    }

    /// Refuses first responses given later than `ms` after their
    /// interaction, as Discord does after 3 s (0: never).
    pub async fn expire_after(&self, ms: u64) {
        self.post("expire", json!({ "ms": ms })).await;
    }

    /// The gateway's counts: `identified`, `resumed`, `invalidated`, `held`.
    pub async fn gateway(&self) -> Value {
        self.get("gateway").await
    }

    /// Waits until the gateway's count `what` reaches `at_least`.
    pub async fn wait_gateway(&self, what: &str, at_least: u64) {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let counts = self.gateway().await;
            if counts[what].as_u64().unwrap_or(0) >= at_least {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "waited in vain for {what}: {counts}"
            );
            tokio::time::sleep(Duration::from_millis(30)).await;
        }
    }

    /// Waits until `check` holds for `channel`'s messages; returns them.
    pub async fn wait_messages(
        &self,
        channel: &str,
        what: &str,
        check: impl Fn(&[Value]) -> bool,
    ) -> Vec<Value> {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let msgs = self.messages(channel).await;
            if check(&msgs) {
                return msgs;
            }
            assert!(
                Instant::now() < deadline,
                "waited in vain for {what}: {msgs:#?}"
            );
            tokio::time::sleep(Duration::from_millis(30)).await;
        }
    }
}

impl Drop for Twin {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The real `conductor bot` process, pointed at the emulator.
pub struct Bot {
    child: Option<Child>,
    log: PathBuf,
    env: Vec<(String, String)>,
    dir: PathBuf,
}

impl Bot {
    /// Starts the bot with its data in `dir` and `extra` settings.
    pub fn start(twin: &Twin, dir: &Path, extra: &[(&str, &str)]) -> Bot {
        let mut env = vec![
            ("DISCORD_TOKEN".into(), twin.info.token.clone()),
            ("DISCORD_API_URL".into(), twin.api_url()),
            ("DISCORD_GATEWAY_URL".into(), twin.info.gateway.clone()),
            ("DEV_GUILD_ID".into(), twin.info.guilds[0].clone()),
            ("DATA_DIR".into(), dir.join("data").display().to_string()),
            ("RUST_LOG".into(), "info".into()),
        ];
        env.extend(extra.iter().map(|(k, v)| (k.to_string(), v.to_string())));
        let log = dir.join(format!("bot-{}.log", std::process::id()));
        let mut bot = Bot {
            child: None,
            log,
            env,
            dir: dir.to_path_buf(),
        };
        bot.spawn();
        bot
    }

    fn spawn(&mut self) {
        let log = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&self.log)
            .expect("bot log file");
        let child = Command::new(env!("CARGO_BIN_EXE_conductor"))
            .arg("bot")
            // No .env of the developer's is read: the bot runs in the temp dir.
            .current_dir(&self.dir)
            .env_remove("REDIS_URL")
            .env_remove("SHARD_IDS")
            .env_remove("SHARD_COUNT")
            .envs(self.env.iter().map(|(k, v)| (k.as_str(), v.as_str())))
            .stdout(log.try_clone().expect("log file"))
            .stderr(log)
            .spawn()
            .expect("the bot binary starts");
        self.child = Some(child);
    }

    /// The bot's log so far.
    pub fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// Waits until the log says `what` at least `times` times.
    pub async fn wait_log(&self, what: &str, times: usize) {
        let deadline = Instant::now() + Duration::from_secs(90);
        while self.log().matches(what).count() < times {
            assert!(
                Instant::now() < deadline,
                "the bot never logged {what:?} {times}×:\n{}",
                self.log()
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Kills the bot at once, as a crash would.
    pub fn kill(&mut self) {
        if let Some(mut c) = self.child.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }

    /// Starts the bot again with the same settings and data.
    pub fn restart(&mut self) {
        self.kill();
        self.spawn();
    }

    /// Waits for the process to end by itself; its exit code.
    pub fn wait_exit(&mut self, limit: Duration) -> Option<i32> {
        let deadline = Instant::now() + limit;
        let child = self.child.as_mut()?;
        loop {
            if let Ok(Some(status)) = child.try_wait() {
                self.child = None;
                return status.code();
            }
            if Instant::now() > deadline {
                return None;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        self.kill();
    }
}

/// The value Discord sends for choice `name` of `/command sub option:`.
pub fn choice(command: &str, sub: Option<&str>, option: &str, name: &str) -> Value {
    let defs = definitions(&discord::all_commands()).expect("definitions");
    let mut options = &defs
        .iter()
        .find(|d| d["name"] == command)
        .expect("the command")["options"];
    if let Some(sub) = sub {
        options = &options
            .as_array()
            .unwrap()
            .iter()
            .find(|o| o["name"] == sub)
            .expect("the subcommand")["options"];
    }
    let opt = options
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == option)
        .expect("the option");
    opt["choices"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| {
            c["name"]
                .as_str()
                .is_some_and(|n| n.eq_ignore_ascii_case(name))
        })
        .unwrap_or_else(|| panic!("no choice {name} in {opt}"))["value"]
        .clone()
}
