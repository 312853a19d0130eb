//! The compressed strips of the pictures last drawn for recent games (see
//! `strips`), so a game's next picture recompresses only what changed.
//!
//! A game is known by its board and its players' names, a picture stream
//! within it by its kind, language, reader and look: each stream keeps the
//! strips of its last picture. A game holds at most [`GAME_BYTES`] (its
//! least recently drawn streams go first) and the cache at most
//! [`TOTAL_BYTES`]: past it, the least recently drawn games are dropped
//! whole. A strip is taken only when its pixels hash the same, so what the
//! cache holds, or lost, never changes a picture, only its cost.

use super::Look;
use super::strips::Strip;
use crate::i18n::Lang;
use crate::rules::PublicView;
use std::hash::{Hash, Hasher};
use std::sync::{Arc, Mutex, OnceLock};

/// Most bytes one game's streams hold.
pub(super) const GAME_BYTES: usize = 3 << 20;
/// Most bytes the cache holds.
pub(super) const TOTAL_BYTES: usize = 12 << 20;

/// Which picture of which game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct StreamKey {
    game: u64,
    stream: u64,
}

/// What kind of picture a stream is.
#[derive(Clone, Copy, Debug, Hash)]
pub(super) enum Kind {
    Board,
    CatchUp,
    /// One seat's private picture.
    Private(usize),
}

impl StreamKey {
    /// The stream of `kind` pictures of the game `view` shows, drawn in
    /// `lang` the way `look` asks.
    pub(super) fn new(view: &PublicView, kind: Kind, lang: Lang, look: Look) -> StreamKey {
        let mut h = rustc_hash::FxHasher::default();
        view.board.hash(&mut h);
        for p in &view.players {
            p.name.hash(&mut h);
        }
        let game = h.finish();
        (kind, lang, look.phone, look.patterns).hash(&mut h);
        StreamKey {
            game,
            stream: h.finish(),
        }
    }
}

/// One game's streams, most recently drawn last.
struct Game {
    key: u64,
    streams: Vec<(u64, Arc<Vec<Strip>>)>,
}

impl Game {
    fn bytes(&self) -> usize {
        self.streams.iter().map(|(_, s)| strips_bytes(s)).sum()
    }
}

fn strips_bytes(strips: &[Strip]) -> usize {
    strips.iter().map(Strip::bytes).sum()
}

/// Recent games, most recently drawn last.
fn games() -> &'static Mutex<Vec<Game>> {
    static GAMES: OnceLock<Mutex<Vec<Game>>> = OnceLock::new();
    GAMES.get_or_init(|| Mutex::new(Vec::new()))
}

/// The strips of the stream's last picture (none when not kept).
pub(super) fn last(key: StreamKey) -> Arc<Vec<Strip>> {
    let games = games().lock().unwrap_or_else(|e| e.into_inner());
    games
        .iter()
        .find(|g| g.key == key.game)
        .and_then(|g| g.streams.iter().find(|(s, _)| *s == key.stream))
        .map(|(_, strips)| strips.clone())
        .unwrap_or_default()
}

/// Keeps `strips` as the stream's last picture, then trims the game and
/// the cache to their bounds.
pub(super) fn keep(key: StreamKey, strips: Vec<Strip>) {
    let mut games = games().lock().unwrap_or_else(|e| e.into_inner());
    let mut game = match games.iter().position(|g| g.key == key.game) {
        Some(i) => games.remove(i),
        None => Game {
            key: key.game,
            streams: Vec::new(),
        },
    };
    game.streams.retain(|(s, _)| *s != key.stream);
    game.streams.push((key.stream, Arc::new(strips)));
    while game.bytes() > GAME_BYTES && game.streams.len() > 1 {
        game.streams.remove(0);
    }
    games.push(game);
    let mut total: usize = games.iter().map(Game::bytes).sum();
    while total > TOTAL_BYTES && games.len() > 1 {
        total -= games.remove(0).bytes();
    }
}

/// The bytes the cache holds, and how many games it holds.
pub(super) fn held() -> (usize, usize) {
    let games = games().lock().unwrap_or_else(|e| e.into_inner());
    (games.iter().map(Game::bytes).sum(), games.len())
}

/// Drops every kept strip.
pub(super) fn clear() {
    games().lock().unwrap_or_else(|e| e.into_inner()).clear();
}
