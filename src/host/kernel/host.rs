//! The host: its store, the computer players' brain, where tournament
//! seeds come from, and its clock.

use crate::host::command::BotLevel;
use crate::host::error::HostError;
use crate::host::outbox::OutMsg;
use crate::rules::{Action, Board, GameState, PlayerView, player_view};
use crate::store::OutboxItem;
use crate::store::Store;
use rand_chacha::ChaCha8Rng;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// Chooses a computer player's action from what its seat may see.
pub type Brain = fn(&Board, &PlayerView, BotLevel, &mut ChaCha8Rng) -> Action;

/// The game host.
pub struct Host {
    pub(crate) store: Arc<dyn Store>,
    brain: Brain,
    /// Where tournament seeds and salts come from: the system's randomness,
    /// or a seeded generator for reproducible runs (`simulate-tourney`).
    seeds: Option<Mutex<ChaCha8Rng>>,
    /// The time the host acts at when no caller names one (delivery,
    /// settling tasks): the system clock, or a test's.
    clock: fn() -> u64,
    /// Commands being answered now: the timer backlog gives way to them.
    serving: AtomicUsize,
    /// The address the web pages are reached at, links are made from
    /// (`PUBLIC_URL`, no trailing slash); no links without it.
    public_url: Option<String>,
    /// What this process last read of servers' page switches, for links.
    pub(crate) switches: crate::host::server::Switches,
    /// Messages this process committed, for its own delivery.
    fresh: super::Fresh<OutMsg>,
    /// Signs players' private links.
    pub(crate) signer: crate::host::signing::Signer,
}

/// A command being answered, counted while this lives (see
/// [`Host::serving`]).
pub(crate) struct Serving<'a>(&'a AtomicUsize);

impl Drop for Serving<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

impl Host {
    /// A host over a store, with the computer players' brain.
    pub fn new(store: Arc<dyn Store>, brain: Brain) -> Host {
        Host {
            store,
            brain,
            seeds: None,
            clock: super::clock::now,
            serving: AtomicUsize::new(0),
            public_url: None,
            switches: Default::default(),
            fresh: Default::default(),
            signer: Default::default(),
        }
    }

    /// The same host linking its messages to the web pages at `url`.
    pub fn with_public_url(self, url: Option<String>) -> Host {
        let public_url = url
            .map(|u| u.trim_end_matches('/').to_string())
            .filter(|u| !u.is_empty());
        Host { public_url, ..self }
    }

    /// The same host signing private links with `secret` (`WEB_SECRET`;
    /// none: a key kept in the store).
    pub fn with_web_secret(self, secret: Option<&str>) -> Host {
        Host {
            signer: crate::host::signing::Signer::new(secret),
            ..self
        }
    }

    /// The address the web pages are reached at, if they are.
    pub(crate) fn public_url(&self) -> Option<&str> {
        self.public_url.as_deref()
    }

    /// The same host drawing tournament seeds and salts from `seed`, so a
    /// run can be repeated exactly.
    pub fn seeded(self, seed: u64) -> Host {
        use rand::SeedableRng;
        Host {
            seeds: Some(Mutex::new(ChaCha8Rng::seed_from_u64(seed))),
            ..self
        }
    }

    /// The same host reading the time from `clock` (unix seconds).
    pub fn with_clock(self, clock: fn() -> u64) -> Host {
        Host { clock, ..self }
    }

    /// Counts a command as being answered until the guard is dropped.
    pub(crate) fn serving(&self) -> Serving<'_> {
        self.serving.fetch_add(1, Ordering::Relaxed);
        Serving(&self.serving)
    }

    /// Whether a command is being answered now.
    pub(crate) fn busy(&self) -> bool {
        self.serving.load(Ordering::Relaxed) > 0
    }

    /// The host's time now, in unix seconds.
    pub fn now(&self) -> u64 {
        (self.clock)()
    }

    /// Random bytes for a tournament seed or salt.
    pub(crate) fn random_bytes<const N: usize>(&self) -> [u8; N] {
        use rand::RngCore;
        let mut out = [0u8; N];
        match self.seeds.as_ref().and_then(|m| m.lock().ok()) {
            Some(mut rng) => rng.fill_bytes(&mut out),
            None => rand::rng().fill_bytes(&mut out),
        }
        out
    }

    /// Messages to commit, as the bytes to store; this process keeps them
    /// for its own delivery.
    pub(crate) fn outbox_bytes(&self, msgs: Vec<OutMsg>) -> Result<Vec<Vec<u8>>, HostError> {
        self.fresh
            .store(msgs)
            .map_err(|e| HostError::NotSaved(e.to_string()))
    }

    /// The message an outbox item carries (`None`: it does not read as one).
    pub fn message_of(&self, item: &OutboxItem) -> Option<OutMsg> {
        self.fresh.read(&item.data)
    }

    /// Whether this process committed the message `item` carries (and
    /// so dressed it for its reader).
    pub(crate) fn committed_here(&self, item: &OutboxItem) -> bool {
        self.fresh.holds(&item.data)
    }

    /// The store this host uses.
    pub fn store(&self) -> &Arc<dyn Store> {
        &self.store
    }

    /// A computer player's action for `seat`.
    pub(crate) fn bot_action(
        &self,
        board: &Board,
        state: &GameState,
        seat: usize,
        level: BotLevel,
    ) -> Action {
        use rand::SeedableRng;
        let view = player_view(board, state, seat);
        let mut rng =
            ChaCha8Rng::seed_from_u64(state.moves.wrapping_mul(0x9E37_79B9) ^ seat as u64);
        (self.brain)(board, &view, level, &mut rng)
    }
}
