//! `/metrics` reports the games in progress (`conductor_live_games`), counted
//! by the store and refreshed by the delivery loop.

mod discord_support;
#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

use conductor::discord::{ChannelLangs, Courier, LEASE, Readiness, run_delivery, serve_metrics};
use conductor::host::{Host, Picture};
use conductor::store::{EmbeddedStore, Store};
use discord_support::StandIn;
use std::sync::Arc;
use std::time::{Duration, Instant};
use support::host::request_in;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

async fn metrics_text(addr: std::net::SocketAddr) -> String {
    let Ok(mut s) = tokio::net::TcpStream::connect(addr).await else {
        return String::new();
    };
    let ask = "GET /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
    if s.write_all(ask.as_bytes()).await.is_err() {
        return String::new();
    }
    let mut out = String::new();
    let _ = s.read_to_string(&mut out).await;
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_show_the_games_in_progress() {
    let dir = tempfile::tempdir().unwrap();
    let store: Arc<dyn Store> = Arc::new(EmbeddedStore::open(&dir.path().join("db.redb")).unwrap());
    let host = Arc::new(Host::new(store.clone(), conductor::ai::decide));
    for channel in ["101", "102"] {
        for (who, line) in [
            ("1", "/game new map:usa seats:2"),
            ("2", "/game join"),
            ("1", "/game start"),
        ] {
            assert!(
                host.handle(&request_in(channel, who, false, None, line), 1000)
                    .applied
            );
        }
    }
    // A lobby is not a game in progress.
    assert!(
        host.handle(
            &request_in("103", "1", false, None, "/game new map:usa"),
            1000
        )
        .applied
    );

    // Their messages are not what this test is about.
    host.deliver(LEASE, |_, _| true).unwrap();

    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap();
    serve_metrics(port, Arc::new(Readiness::default()))
        .await
        .unwrap();
    let discord = StandIn::start();
    let paint: conductor::discord::Painter = Arc::new(|_: &Picture| None);
    let courier = Arc::new(Courier::new(
        discord.rest(),
        paint,
        Arc::new(ChannelLangs::default()),
    ));
    let (stop, stopped) = tokio::sync::watch::channel(false);
    let wake = Arc::new(tokio::sync::Notify::new());
    let delivery = tokio::spawn(run_delivery(host.clone(), courier, wake, LEASE, stopped));

    let started = Instant::now();
    let mut text = String::new();
    while started.elapsed() < Duration::from_secs(10) {
        text = metrics_text(port).await;
        if text.contains("conductor_live_games") {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    stop.send(true).unwrap();
    delivery.await.unwrap();
    let line = text
        .lines()
        .find(|l| l.starts_with("conductor_live_games"))
        .unwrap_or_else(|| panic!("no live games in /metrics: {text}"));
    assert_eq!(line.trim(), "conductor_live_games 2");
}
