//! Two bot processes split the shards (`SHARD_IDS`, `SHARD_COUNT`) and share
//! one Redis, against the Discord emulator: each process answers only its
//! own server's interactions, and when one dies with a message taken but not
//! sent, the other sends it, once. Needs node and `npm ci` in tests/twin
//! (skipped with a notice without them, a failure under CI=true).

#[allow(dead_code)] // this file uses a part of the shared helpers
#[path = "support/redis.rs"]
mod redis;
#[path = "discord_support/twin.rs"]
mod twin;

use redis::RedisServer;
use serde_json::{Value, json};
use twin::{Bot, Twin, choice};

/// What the public message of a game's start says.
const STARTS: &str = "game starts!";

/// One server of the emulator, played in its one channel.
struct Server {
    guild: String,
    channel: String,
}

/// Runs one slash command as `user`; the text of its answer.
async fn slash(twin: &Twin, at: &Server, user: &str, name: &str, options: Value) -> String {
    let spec = json!({"kind": "slash", "user": user, "channel": at.channel,
        "guild": at.guild, "name": name, "options": options});
    let id = twin.interact(spec).await;
    let got = twin.answered(&id).await;
    got["message"]["content"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

fn sub(name: &str, options: Value) -> Value {
    json!([{"name": name, "type": 1, "options": options}])
}

/// A two-seat USA lobby opened by alice and joined by bob.
async fn open(twin: &Twin, at: &Server) {
    let (alice, bob) = (&twin.info.users[0], &twin.info.users[1]);
    let usa = choice("game", Some("new"), "map", "usa");
    let opts = json!([{"name": "map", "type": 4, "value": usa},
        {"name": "seats", "type": 4, "value": 2},
        {"name": "turn_hours", "type": 4, "value": 0}]);
    let opened = slash(twin, at, alice, "game", sub("new", opts)).await;
    assert_eq!(opened, "Lobby opened.", "in {}", at.channel);
    let joined = slash(twin, at, bob, "game", sub("join", json!([]))).await;
    assert!(!joined.is_empty(), "bob joins in {}", at.channel);
    wait_public(twin, &at.channel, " joined (2/2)").await;
}

/// Waits for a public message in `channel` whose text has `what`.
async fn wait_public(twin: &Twin, channel: &str, what: &str) {
    twin.wait_messages(channel, what, |m| {
        m.iter().any(|x| {
            x["interaction"] == false && x["content"].as_str().is_some_and(|c| c.contains(what))
        })
    })
    .await;
}

/// Public messages (not interaction answers) in `channel` whose text has `what`.
async fn public_with(twin: &Twin, channel: &str, what: &str) -> usize {
    let all = twin.messages(channel).await;
    all.iter()
        .filter(|m| m["interaction"] == false)
        .filter(|m| m["content"].as_str().is_some_and(|c| c.contains(what)))
        .count()
}

/// Waits (up to 30 s) until `bot` logs `what` for `channel`.
async fn wait_logged(bot: &Bot, what: &str, channel: &str) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while logged(bot, what, channel) == 0 {
        assert!(
            std::time::Instant::now() < deadline,
            "never logged {what:?} for {channel}:\n{}",
            bot.log()
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}

/// Lines of a bot's debug log saying `what` about `channel`.
fn logged(bot: &Bot, what: &str, channel: &str) -> usize {
    bot.log()
        .lines()
        .filter(|l| l.contains(what) && l.contains(channel))
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_split_the_shards_and_hand_over_what_one_left_unsent() {
    let Some(twin) = Twin::start(2) else { return };
    let redis = RedisServer::start();
    let url = redis.url();
    let dir = tempfile::tempdir().unwrap();
    let settings = |shard: &'static str| {
        [
            ("REDIS_URL", url.clone()),
            ("SHARD_COUNT", "2".to_string()),
            ("SHARD_IDS", shard.to_string()),
            ("OUTBOX_LEASE_SECS", "3".to_string()),
            ("RUST_LOG", "info,conductor::discord=debug".to_string()),
        ]
    };
    let start = |shard: &'static str, sub_dir: &str| {
        let d = dir.path().join(sub_dir);
        std::fs::create_dir_all(&d).unwrap();
        let env = settings(shard);
        let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
        Bot::start(&twin, &d, &env)
    };
    let mut first = start("0", "first");
    let second = start("1", "second");
    first.wait_log("commands registered", 1).await;
    second.wait_log("commands registered", 1).await;

    // Server i belongs to shard i % 2: the first process answers server 0,
    // the second server 1.
    let servers: Vec<Server> = (0..2)
        .map(|i| Server {
            guild: twin.info.guilds[i].clone(),
            channel: twin.info.channels[i].clone(),
        })
        .collect();
    for s in &servers {
        open(&twin, s).await;
    }
    let (c0, c1) = (&servers[0].channel, &servers[1].channel);
    assert!(logged(&first, "interaction", c0) >= 2, "{}", first.log());
    assert_eq!(logged(&first, "interaction", c1), 0, "{}", first.log());
    assert!(logged(&second, "interaction", c1) >= 2, "{}", second.log());
    assert_eq!(logged(&second, "interaction", c0), 0, "{}", second.log());

    // The first process starts server 0's game but cannot post in its
    // channel (Discord answers 500), and dies holding the message. Discord
    // recovers; the second process sends it once the lease runs out.
    let post = format!("POST /api/v10/channels/{c0}/messages");
    let down = json!({"message": "try later", "code": 0});
    twin.fail(&post, 500, down.clone(), 1000).await;
    let alice = twin.info.users[0].clone();
    let started = slash(&twin, &servers[0], &alice, "game", sub("start", json!([]))).await;
    assert!(!started.is_empty());
    first.wait_log("message delayed", 1).await;
    first.kill();
    twin.fail(&post, 500, down, 0).await;
    wait_public(&twin, c0, STARTS).await;
    // The post shows before the process that sent it hears back and logs.
    wait_logged(&second, "delivered", c0).await;

    // Back with shard 0: play goes on in server 0, and server 1 was never
    // held up by it.
    first.restart();
    first.wait_log("commands registered", 2).await;
    let started = slash(&twin, &servers[1], &alice, "game", sub("start", json!([]))).await;
    assert!(!started.is_empty());
    let kept = slash(
        &twin,
        &servers[0],
        &alice,
        "keep",
        json!([
        {"name": "tickets", "type": 3, "value": "1,2,3"}]),
    )
    .await;
    assert!(kept.starts_with("Done"), "{kept}");
    wait_public(&twin, c1, STARTS).await;

    // Nothing was posted twice: one start message in each channel.
    for s in &servers {
        assert_eq!(
            public_with(&twin, &s.channel, STARTS).await,
            1,
            "{}",
            s.channel
        );
    }
    drop(redis);
}
