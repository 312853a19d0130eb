//! Deliveries per second across 50 channels while one channel is rate
//! limited (every send there answered 429, retry after 0.2 s), against the
//! loopback REST stand-in: the sequential loop the bot used before, and the
//! per-channel dispatch it uses now.
//!
//! `cargo run --release --example discord_delivery_rate [messages-per-channel]`

#[path = "../tests/discord_support/mod.rs"]
mod discord_support;

use conductor::discord::{ChannelLangs, Courier, Dispatch, LEASE};
use conductor::host::{Host, OutMsg, Picture, Target};
use conductor::store::{Commit, EmbeddedStore, Store};
use discord_support::{Answer, StandIn};
use std::sync::Arc;
use std::time::{Duration, Instant};

const CHANNELS: u64 = 50;
const LIMITED: &str = "/channels/1000/messages";

fn outbox(per_channel: usize) -> (tempfile::TempDir, Arc<Host>) {
    let dir = tempfile::tempdir().expect("temp dir");
    let store: Arc<dyn Store> =
        Arc::new(EmbeddedStore::open(&dir.path().join("db.redb")).expect("store"));
    for c in 0..CHANNELS {
        let channel = (1000 + c).to_string();
        let msgs = (0..per_channel).map(|i| OutMsg {
            to: Target::Channel(channel.clone()),
            text: format!("message {i}"),
            mention: None,
            picture: None,
            buttons: Vec::new(),
            selects: Vec::new(),
            origin: None,
            dressed: false,
            link: None,
        });
        let commit = Commit {
            data: b"{}".to_vec(),
            outbox: msgs
                .map(|m| serde_json::to_vec(&m).expect("json"))
                .collect(),
            ..Commit::default()
        };
        store.commit(&channel, 0, &commit).expect("commit");
    }
    (dir, Arc::new(Host::new(store, conductor::ai::decide)))
}

fn stand_in() -> StandIn {
    let discord = StandIn::start();
    for _ in 0..10_000 {
        discord.script(LIMITED, Answer::rate_limited(0.2));
    }
    discord
}

fn courier(discord: &StandIn) -> Arc<Courier> {
    let paint = Arc::new(|_: &Picture| None);
    Arc::new(Courier::new(
        discord.rest(),
        paint,
        Arc::new(ChannelLangs::default()),
    ))
}

/// Requests that reached the channels that are not limited.
fn others(discord: &StandIn) -> usize {
    discord
        .seen()
        .iter()
        .filter(|s| s.path.contains("/channels/") && !s.path.contains(LIMITED))
        .count()
}

/// The loop before: one message after another, from the host's outbox.
async fn sequential(host: Arc<Host>, discord: &StandIn, want: usize) -> Duration {
    let courier = courier(discord);
    let rt = tokio::runtime::Handle::current();
    let started = Instant::now();
    let _ = tokio::task::spawn_blocking(move || {
        host.deliver(LEASE, |item, msg| {
            rt.block_on(courier.send(item, msg)).acknowledged()
        })
    })
    .await;
    assert_eq!(others(discord), want, "every other message went out");
    started.elapsed()
}

/// The dispatch now: lanes per channel, side by side.
async fn per_channel(host: Arc<Host>, discord: &StandIn, want: usize) -> Duration {
    let dispatch = Dispatch::new(host, courier(discord), true, LEASE);
    let started = Instant::now();
    dispatch.take().await.expect("take");
    while others(discord) < want {
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
    let took = started.elapsed();
    dispatch.finish().await;
    took
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let per: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(4);
    let want = per * (CHANNELS as usize - 1);
    println!(
        "{CHANNELS} channels × {per} messages; channel 1000 answers every send with 429 (0.2 s)"
    );
    for (name, per_channel_dispatch) in [
        ("sequential loop (before)", false),
        ("per-channel dispatch (now)", true),
    ] {
        let (_dir, host) = outbox(per);
        let discord = stand_in();
        let took = if per_channel_dispatch {
            per_channel(host, &discord, want).await
        } else {
            sequential(host, &discord, want).await
        };
        println!(
            "{name}: the other {want} messages in {:.2} s = {:.0} deliveries/s",
            took.as_secs_f64(),
            want as f64 / took.as_secs_f64()
        );
    }
}
