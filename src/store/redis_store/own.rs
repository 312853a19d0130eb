//! Messages this process committed, handed straight to its own delivery.
//! With [`crate::store::Store::deliver_own`] the commit script leases a
//! commit's outbox messages to the process that wrote them and returns their
//! ids, so that process sends them without asking the server for them.
//! Another process takes them only if they are still unacknowledged when
//! the lease runs out (this one died), as with any taken message.

use std::collections::VecDeque;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::store::OutboxItem;

/// The server's outbox is read at least this often while this process has
/// messages of its own, so others' messages whose lease ran out are not
/// held back behind a busy process's own.
const LOOK_EVERY: Duration = Duration::from_secs(1);

/// This process's own committed messages, waiting for its next take.
pub(super) struct Own {
    /// How long a commit leases its messages to this process (ms).
    pub(super) lease_ms: u64,
    ready: Mutex<VecDeque<OutboxItem>>,
    looked: Mutex<Option<Instant>>,
}

impl Own {
    pub(super) fn new(lease_ms: u64) -> Own {
        Own {
            lease_ms,
            ready: Mutex::new(VecDeque::new()),
            looked: Mutex::new(None),
        }
    }

    /// Keeps a commit's messages for the next take, in order.
    pub(super) fn hand(&self, items: impl IntoIterator<Item = OutboxItem>) {
        lock(&self.ready).extend(items);
    }

    /// Up to `limit` of this process's messages, oldest first, and whether
    /// the server's outbox should be read as well: when none are waiting
    /// here, or when it was last read more than [`LOOK_EVERY`] ago.
    pub(super) fn take(&self, limit: usize) -> (Vec<OutboxItem>, bool) {
        let mine: Vec<OutboxItem> = {
            let mut ready = lock(&self.ready);
            let n = limit.min(ready.len());
            ready.drain(..n).collect()
        };
        let mut looked = lock(&self.looked);
        let ask = mine.is_empty() || looked.is_none_or(|t| t.elapsed() >= LOOK_EVERY);
        if ask {
            *looked = Some(Instant::now());
        }
        (mine, ask)
    }
}

/// A lock that a panic elsewhere cannot spoil: what it guards stays usable.
fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}
