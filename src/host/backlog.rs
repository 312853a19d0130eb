//! The timer backlog: each tick fires every timer that is due, oldest
//! first, a few side by side, within a time budget, giving way to commands
//! being answered. Timers are leased from the store in small batches, so
//! several processes split the backlog instead of racing for it. A timer
//! the host cannot act on is never read again and again: one that is not
//! due yet goes to its record's real next wake, one whose record is gone is
//! removed, and one whose record is damaged (or whose deadline passed but
//! could not be acted on) is tried again after growing delays, counted, and
//! logged once.

use super::channel::Asker;
use super::kernel::{self, Host, Kept};
use super::record::ChannelRecord;
use super::settings::{self, UserSettings};
use super::tourney::{self, TourneyRecord};
use super::{daily, timer};
use crate::host::error::HostError;
use crate::store::StoreError;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// How long one [`Host::tick`] may spend on the backlog.
pub(crate) const TICK_BUDGET: Duration = Duration::from_secs(20);
/// How many due timers are leased at once.
const BATCH: usize = 32;
/// How many timers fire side by side.
const WORKERS: usize = 4;
/// How long a leased timer is held for its process before it falls due
/// again (the process died while firing it).
const LEASE_SECS: u64 = 120;
/// The first and the longest delay before a timer that could not fire is
/// tried again.
const RETRY_FIRST_SECS: u64 = 60;
const RETRY_LONGEST_SECS: u64 = 6 * 3600;
/// How long a timer waits for commands being answered before it fires
/// anyway.
const GIVE_WAY: Duration = Duration::from_millis(250);

/// What one tick did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tick {
    /// Due timers taken from the store (fired, or found not due, gone or
    /// damaged).
    pub taken: usize,
    /// Timers that could not fire and will be tried again later.
    pub retried: usize,
    /// The budget ran out: more timers may be due.
    pub more: bool,
}

/// When a stored record wants its timer, as read now.
enum Wake {
    /// No record under the key.
    Gone,
    /// The record at `version` next wakes at `at` (`None`: never).
    At { version: u64, at: Option<u64> },
    /// The record does not read.
    Damaged(String),
}

impl Host {
    /// Fires every timer that is due at `now` (turn reminders and
    /// timeouts, tournament rounds, daily digests) within
    /// [`TICK_BUDGET`]; returns how many were taken. Each fires once, even
    /// with several processes.
    pub fn tick(&self, now: u64) -> Result<usize, StoreError> {
        Ok(self.tick_within(now, TICK_BUDGET)?.taken)
    }

    /// Fires due timers, oldest first, until none is due at `now` or
    /// `budget` is spent.
    pub fn tick_within(&self, now: u64, budget: Duration) -> Result<Tick, StoreError> {
        let start = Instant::now();
        let mut tick = Tick::default();
        loop {
            if start.elapsed() >= budget {
                tick.more = true;
                return Ok(tick);
            }
            let keys = self.store.lease_due(now, BATCH, now + LEASE_SECS)?;
            tick.taken += keys.len();
            tick.retried += self.fire_all(&keys, now);
            if keys.len() < BATCH {
                return Ok(tick);
            }
        }
    }

    /// Fires the leased timers `keys`, [`WORKERS`] at a time; returns how
    /// many could not fire.
    fn fire_all(&self, keys: &[String], now: u64) -> usize {
        let next = AtomicUsize::new(0);
        let retried = AtomicUsize::new(0);
        std::thread::scope(|s| {
            for _ in 0..WORKERS.min(keys.len()) {
                s.spawn(|| {
                    while let Some(key) = keys.get(next.fetch_add(1, Ordering::Relaxed)) {
                        self.give_way();
                        match self.fire_timer(key, now) {
                            Ok(true) => {}
                            Ok(false) => {
                                retried.fetch_add(1, Ordering::Relaxed);
                            }
                            // The lease brings it back.
                            Err(e) => tracing::warn!(key, "timer left for later: {e}"),
                        }
                    }
                });
            }
        });
        retried.into_inner()
    }

    /// Waits, for a short while at most, until no command is being answered.
    fn give_way(&self) {
        let until = Instant::now() + GIVE_WAY;
        while self.busy() && Instant::now() < until {
            std::thread::sleep(Duration::from_millis(2));
        }
    }

    /// Fires one leased timer if its record is due, and sets the timer to
    /// what the record wants next; `Ok(false)` when it could not fire and
    /// will be tried again later.
    fn fire_timer(&self, key: &str, now: u64) -> Result<bool, StoreError> {
        let digest = key.starts_with(settings::PREFIX);
        match self.wake(key, now)? {
            wake @ (Wake::Gone | Wake::Damaged(_)) => return self.settle(key, now, wake),
            // A digest's next wake depends on when it fired: it always fires.
            Wake::At { version, at } if !digest && at.is_none_or(|at| at > now) => {
                self.store.reschedule(key, version, at)?;
                return Ok(true);
            }
            Wake::At { .. } => {}
        }
        if self.fire_kind(key, now) {
            // The commit set the timer.
            return Ok(true);
        }
        let wake = match digest {
            true => Wake::Damaged("the digest was not saved".into()),
            false => self.wake(key, now)?,
        };
        self.settle(key, now, wake)
    }

    /// Runs the timer of the record under `key`; whether a change was saved
    /// (when unknown, `false`).
    fn fire_kind(&self, key: &str, now: u64) -> bool {
        if let Some(name) = key.strip_prefix(tourney::PREFIX) {
            self.tourney_deadline(name, now);
            false
        } else if let Some(user) = key.strip_prefix(settings::PREFIX) {
            daily::fire(self, user, now)
        } else {
            self.decide_and_commit(key, Asker::timer(), now, |rec| {
                timer::decide_deadline(self, rec, key, now)
            })
            .applied
        }
    }

    /// Sets the timer under `key` from its record as it is now; `Ok(false)`
    /// when it is put off because it cannot fire.
    fn settle(&self, key: &str, now: u64, wake: Wake) -> Result<bool, StoreError> {
        let why = match wake {
            Wake::Gone => return self.store.reschedule(key, 0, None).map(|_| true),
            Wake::At { version, at } if at.is_none_or(|at| at > now) => {
                return self.store.reschedule(key, version, at).map(|_| true);
            }
            Wake::At { .. } => "its deadline passed but nothing could be done".to_string(),
            Wake::Damaged(why) => why,
        };
        let failures = self
            .store
            .timer_failed(key, now, RETRY_FIRST_SECS, RETRY_LONGEST_SECS)?;
        if failures == 1 {
            tracing::warn!(key, "a timer cannot fire; it is tried again later: {why}");
        }
        Ok(false)
    }

    /// When the record under `key` wants its timer.
    fn wake(&self, key: &str, now: u64) -> Result<Wake, StoreError> {
        if key.starts_with(tourney::PREFIX) {
            self.wake_of::<TourneyRecord>(key, tourney::due_of)
        } else if key.starts_with(settings::PREFIX) {
            self.wake_of::<UserSettings>(key, |s| settings::next_at(s, now))
        } else {
            self.wake_of::<ChannelRecord>(key, timer::wake)
        }
    }

    fn wake_of<R: Kept>(
        &self,
        key: &str,
        at: impl Fn(&R) -> Option<u64>,
    ) -> Result<Wake, StoreError> {
        match kernel::load::<R>(self.store.as_ref(), key) {
            Ok((_, None)) => Ok(Wake::Gone),
            Ok((version, Some(rec))) => Ok(Wake::At {
                version,
                at: at(&rec),
            }),
            Err(HostError::Damaged(why)) => Ok(Wake::Damaged(why)),
            Err(HostError::StoreUnavailable(why)) => Err(StoreError::Unavailable(why)),
            Err(e) => Err(StoreError::Unavailable(e.to_string())),
        }
    }
}
