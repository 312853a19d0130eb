//! Commits told across processes: each saved commit's channel is published
//! on `{prefix}:changed` (by the commit script itself; a cluster passes a
//! plain `PUBLISH` to every node), and a thread follows it, on the server or
//! on one cluster node, for this process's readers while it has any.

use super::pool::Pool;
use crate::store::{CHANGES_HELD, Changes, EVERY_CHANNEL};
use redis::{Client, RedisResult};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::broadcast::Sender;

/// How long a new reader waits for the server to be followed.
const FOLLOW_WAIT: Duration = Duration::from_secs(2);

/// The published channel's name and this process's readers.
pub(super) struct Feed {
    name: String,
    readers: Sender<String>,
    following: Arc<AtomicBool>,
    subscribed: Arc<Subscribed>,
}

/// Whether the following thread's subscription is in place, so a new
/// reader hears every commit published after it asked.
#[derive(Default)]
struct Subscribed {
    now: Mutex<bool>,
    changed: Condvar,
}

impl Subscribed {
    fn set(&self, subscribed: bool) {
        if let Ok(mut now) = self.now.lock() {
            *now = subscribed;
            self.changed.notify_all();
        }
    }

    /// Waits, at most `FOLLOW_WAIT`, until the subscription is in place.
    /// A reader that stops waiting is told [`EVERY_CHANNEL`] once it is.
    fn wait(&self) {
        if let Ok(now) = self.now.lock() {
            let _ = self
                .changed
                .wait_timeout_while(now, FOLLOW_WAIT, |now| !*now);
        }
    }
}

impl Feed {
    pub(super) fn new(prefix: &str) -> Feed {
        Feed {
            name: format!("{prefix}:changed"),
            readers: tokio::sync::broadcast::channel(CHANGES_HELD).0,
            following: Arc::new(AtomicBool::new(false)),
            subscribed: Arc::default(),
        }
    }

    /// Where commits are published: the commit script publishes each
    /// saved commit's channel there.
    pub(super) fn name(&self) -> &str {
        &self.name
    }

    /// A reader of every commit published from now on: the first reader
    /// starts the thread that follows the server (in a cluster, any one
    /// node: a plain `PUBLISH` reaches every node), and each waits until
    /// it does.
    pub(super) fn subscribe(&self, pool: &Pool) -> Changes {
        let reader = self.readers.subscribe();
        let clients = pool.followed();
        if clients.is_empty() {
            return reader;
        }
        if !self.following.swap(true, Ordering::SeqCst) {
            let (name, readers, following, subscribed) = (
                self.name.clone(),
                self.readers.clone(),
                self.following.clone(),
                self.subscribed.clone(),
            );
            std::thread::spawn(move || follow(&clients, &name, &readers, &following, &subscribed));
        }
        self.subscribed.wait();
        reader
    }
}

/// Follows the published channel while anyone here reads it, connecting
/// again (to the next of `clients`) after a second when a server goes away.
fn follow(
    clients: &[Client],
    name: &str,
    readers: &Sender<String>,
    following: &AtomicBool,
    subscribed: &Subscribed,
) {
    loop {
        let mut first = true;
        let mut next = clients.iter().cycle();
        while readers.receiver_count() > 0 {
            let Some(client) = next.next() else { return };
            let listened = listen(client, name, readers, subscribed, first);
            subscribed.set(false);
            first = false;
            if let Err(e) = listened {
                tracing::debug!("following commits: {e}");
                std::thread::sleep(Duration::from_secs(1));
            }
        }
        following.store(false, Ordering::SeqCst);
        // A reader that came just now finds the flag down and starts its own.
        if readers.receiver_count() == 0 || following.swap(true, Ordering::SeqCst) {
            return;
        }
    }
}

/// One subscription, until it fails or nobody here reads any more. Unless
/// it is the `first` and came before any reader stopped waiting, commits
/// published before it began went unheard, and the readers are told that
/// any channel may have changed.
fn listen(
    client: &Client,
    name: &str,
    readers: &Sender<String>,
    subscribed: &Subscribed,
    first: bool,
) -> RedisResult<()> {
    let began = Instant::now();
    let mut con = client.get_connection_with_timeout(Duration::from_secs(5))?;
    con.set_read_timeout(Some(Duration::from_secs(1)))?;
    let mut sub = con.as_pubsub();
    sub.subscribe(name)?;
    subscribed.set(true);
    if !first || began.elapsed() >= FOLLOW_WAIT {
        let _ = readers.send(EVERY_CHANNEL.to_string());
    }
    while readers.receiver_count() > 0 {
        match sub.get_message() {
            Ok(msg) => {
                if let Ok(channel) = msg.get_payload::<String>() {
                    let _ = readers.send(channel);
                }
            }
            Err(e) if e.is_timeout() => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}
