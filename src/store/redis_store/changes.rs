//! Commits told across processes: each saved commit's channel is published
//! on `{prefix}:changed` (by the commit script itself), and a thread follows
//! it for this process's readers while it has any.

use super::pool::Pool;
use crate::store::{CHANGES_HELD, Changes};
use redis::{Client, RedisResult};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use tokio::sync::broadcast::Sender;

/// The published channel's name and this process's readers.
pub(super) struct Feed {
    name: String,
    readers: Sender<String>,
    following: Arc<AtomicBool>,
}

impl Feed {
    pub(super) fn new(prefix: &str) -> Feed {
        Feed {
            name: format!("{prefix}:changed"),
            readers: tokio::sync::broadcast::channel(CHANGES_HELD).0,
            following: Arc::new(AtomicBool::new(false)),
        }
    }

    /// Where commits are published: the commit script publishes each
    /// saved commit's channel there.
    pub(super) fn name(&self) -> &str {
        &self.name
    }

    /// A reader of every commit from now on; the first reader starts the
    /// thread that follows the server (one server only: a cluster's
    /// readers hear nothing).
    pub(super) fn subscribe(&self, pool: &Pool) -> Changes {
        let reader = self.readers.subscribe();
        if let Some(client) = pool.client()
            && !self.following.swap(true, Ordering::SeqCst)
        {
            let (name, readers, following) = (
                self.name.clone(),
                self.readers.clone(),
                self.following.clone(),
            );
            std::thread::spawn(move || follow(&client, &name, &readers, &following));
        }
        reader
    }
}

/// Follows the published channel while anyone here reads it, connecting
/// again after a second when the server goes away.
fn follow(client: &Client, name: &str, readers: &Sender<String>, following: &AtomicBool) {
    loop {
        while readers.receiver_count() > 0 {
            if let Err(e) = listen(client, name, readers) {
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

/// One subscription, until it fails or nobody here reads any more.
fn listen(client: &Client, name: &str, readers: &Sender<String>) -> RedisResult<()> {
    let mut con = client.get_connection_with_timeout(Duration::from_secs(5))?;
    con.set_read_timeout(Some(Duration::from_secs(1)))?;
    let mut sub = con.as_pubsub();
    sub.subscribe(name)?;
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
