//! Delivery per channel and Discord's limits, against the loopback REST
//! stand-in: a rate-limited channel holds back only itself, order within a
//! channel is kept, buckets are waited out before sending, lost channels
//! pause, a refused token keeps the outbox, and the first answer to an
//! interaction never runs past Discord's deadline.

mod discord_support;

use conductor::discord::{ChannelLangs, Courier, DeliveryOutcome, Dispatch, LEASE, deliver_once};
use conductor::host::{Host, OutMsg, Picture, Target};
use conductor::store::{Commit, EmbeddedStore, OutboxItem, Store};
use discord_support::{Answer, StandIn};
use serenity::all::{CreateInteractionResponse, CreateInteractionResponseMessage, InteractionId};
use std::sync::Arc;
use std::time::{Duration, Instant};

fn msg(channel: &str, text: &str) -> Vec<u8> {
    let m = OutMsg {
        to: Target::Channel(channel.into()),
        text: text.into(),
        mention: None,
        picture: None,
        buttons: Vec::new(),
        selects: Vec::new(),
        origin: None,
        dressed: false,
        link: None,
    };
    serde_json::to_vec(&m).unwrap()
}

/// A host whose outbox holds `texts` for each channel, committed in order.
fn host_with(dir: &tempfile::TempDir, channels: &[(&str, &[&str])]) -> Arc<Host> {
    let store: Arc<dyn Store> = Arc::new(EmbeddedStore::open(&dir.path().join("db.redb")).unwrap());
    for (channel, texts) in channels {
        let commit = Commit {
            data: b"{}".to_vec(),
            outbox: texts.iter().map(|t| msg(channel, t)).collect(),
            ..Commit::default()
        };
        store.commit(channel, 0, &commit).unwrap();
    }
    Arc::new(Host::new(store, conductor::ai::decide))
}

fn courier(discord: &StandIn) -> Arc<Courier> {
    let paint = Arc::new(|_: &Picture| None);
    Arc::new(Courier::new(
        discord.rest(),
        paint,
        Arc::new(ChannelLangs::default()),
    ))
}

/// The texts posted to `channel`, in the order Discord received them.
fn posted(discord: &StandIn, channel: &str) -> Vec<String> {
    discord
        .seen()
        .iter()
        .filter(|s| s.path.contains(&format!("/channels/{channel}/messages")))
        .filter_map(|s| s.json()["content"].as_str().map(str::to_string))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limited_channel_holds_back_only_itself() {
    let dir = tempfile::tempdir().unwrap();
    let host = host_with(
        &dir,
        &[("101", &["a1", "a2"]), ("202", &["b1", "b2", "b3"])],
    );
    let discord = StandIn::start();
    for _ in 0..3 {
        discord.script("/channels/101/messages", Answer::rate_limited(0.4));
    }
    let dispatch = Dispatch::new(host.clone(), courier(&discord), true, LEASE);
    dispatch.take().await.unwrap();
    assert_eq!(dispatch.finish().await, 5);
    assert_eq!(posted(&discord, "202"), ["b1", "b2", "b3"], "in order");
    let limited = posted(&discord, "101");
    assert_eq!(
        limited,
        ["a1", "a1", "a1", "a1", "a2"],
        "3 × 429, then in order"
    );
    // The other channel went out while the limited one waited.
    let seen = discord.seen();
    let at = |path: &str, nth: usize| {
        seen.iter()
            .enumerate()
            .filter(|(_, s)| s.path.contains(path))
            .nth(nth)
            .map(|(i, _)| i)
            .unwrap()
    };
    assert!(
        at("/channels/202/", 2) < at("/channels/101/", 3),
        "not held back"
    );
    assert!(
        host.store()
            .outbox_take(10, Duration::ZERO)
            .unwrap()
            .is_empty()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_channel_that_fails_keeps_its_order_for_the_next_delivery() {
    let dir = tempfile::tempdir().unwrap();
    let host = host_with(&dir, &[("303", &["c1", "c2"])]);
    let discord = StandIn::start();
    for _ in 0..3 {
        discord.script("/channels/303/messages", Answer::error(503, 0, "down"));
    }
    assert_eq!(
        deliver_once(host.clone(), courier(&discord)).await.unwrap(),
        0
    );
    assert!(
        posted(&discord, "303").iter().all(|t| t == "c1"),
        "c2 never overtakes c1"
    );
    // Both come back (after the lease) in order.
    let again = host.store().outbox_take(10, Duration::ZERO).unwrap();
    assert!(again.is_empty(), "leased, not lost");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn exhausted_buckets_are_waited_out_before_sending() {
    let discord = StandIn::start();
    let headers = vec![
        ("X-RateLimit-Bucket".to_string(), "b".to_string()),
        ("X-RateLimit-Remaining".to_string(), "0".to_string()),
        ("X-RateLimit-Reset-After".to_string(), "0.3".to_string()),
    ];
    discord.script(
        "/channels/404/messages",
        Answer {
            status: 200,
            body: "{}".into(),
            headers,
        },
    );
    let dir = tempfile::tempdir().unwrap();
    let host = host_with(&dir, &[("404", &["d1", "d2"])]);
    assert_eq!(deliver_once(host, courier(&discord)).await.unwrap(), 2);
    let seen = discord.seen();
    assert_eq!(seen.len(), 2, "no 429 collected");
    let gap = seen[1].at - seen[0].at;
    assert!(
        gap >= Duration::from_millis(250),
        "waited for the reset: {gap:?}"
    );
}

fn item(id: &str) -> OutboxItem {
    OutboxItem {
        id: id.into(),
        data: Vec::new(),
    }
}

fn out(channel: &str) -> OutMsg {
    serde_json::from_slice(&msg(channel, "hello")).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lost_channel_is_paused_not_retried() {
    let discord = StandIn::start();
    discord.script(
        "/channels/505/messages",
        Answer::error(404, 10003, "Unknown Channel"),
    );
    let c = courier(&discord);
    assert_eq!(
        c.send(&item("1"), &out("505")).await,
        DeliveryOutcome::Dropped
    );
    assert!(c.paused("505"));
    for n in 2..10 {
        assert_eq!(
            c.send(&item(&n.to_string()), &out("505")).await,
            DeliveryOutcome::Dropped
        );
    }
    assert_eq!(
        discord.seen().len(),
        1,
        "no more requests to a lost channel"
    );
    assert_eq!(
        c.send(&item("10"), &out("606")).await,
        DeliveryOutcome::Sent,
        "others go on"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_token_keeps_the_message_and_says_so() {
    let discord = StandIn::start();
    discord.script("/messages", Answer::error(401, 0, "401: Unauthorized"));
    let c = courier(&discord);
    let told = c.revoked();
    let notified = told.notified();
    assert_eq!(
        c.send(&item("1"), &out("707")).await,
        DeliveryOutcome::Later,
        "kept in the outbox"
    );
    tokio::time::timeout(Duration::from_secs(1), notified)
        .await
        .expect("the bot is told to stop");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_first_answer_stops_at_discords_deadline_and_40060_is_success() {
    let discord = StandIn::start();
    let rest = discord.rest();
    let defer = CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new());
    discord.script(
        "/callback",
        Answer::error(400, 40060, "already acknowledged"),
    );
    rest.answer(InteractionId::new(1), "t", &defer)
        .await
        .expect("an earlier try landed: done");
    for _ in 0..20 {
        discord.script("/callback", Answer::rate_limited(1.0));
    }
    let started = Instant::now();
    let e = rest.answer(InteractionId::new(2), "t", &defer).await;
    assert!(e.is_err(), "no answer in time");
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "gave up within Discord's 3 s: {:?}",
        started.elapsed()
    );
}
