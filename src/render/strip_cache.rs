//! The compressed strips of the pictures last drawn for recent games (see
//! `strips`), so a game's next picture recompresses only what changed.
//!
//! A game is known by its board and its players' names, a picture stream
//! within it by its kind, language, reader and look: each stream keeps the
//! strips of its last picture. A game holds at most [`GAME_BYTES`] (its
//! least recently drawn streams go first) and the cache at most
//! [`TOTAL_BYTES`]: past it, the least recently drawn games are dropped
//! whole. A strip is taken only when its pixels, or what was drawn on it,
//! hash the same, so what the cache holds, or lost, never changes a
//! picture, only its cost.
//!
//! A picture may also take the strips of its *kin*: the game's streams in
//! the same language and look, of another kind. A private picture or a
//! catch-up differs from the board picture of the same move only on the
//! strips the reader's network, tickets or haloed routes touch, so it
//! takes the rest from the board picture drawn a moment before.

use super::Look;
use super::strips::Strip;
use crate::i18n::Lang;
use crate::rules::PublicView;
use std::hash::{Hash, Hasher};
use std::sync::{Arc, Mutex};

/// Most bytes one game's streams hold.
pub(super) const GAME_BYTES: usize = 3 << 20;
/// Most bytes the cache holds.
pub(super) const TOTAL_BYTES: usize = 12 << 20;

/// Which picture of which game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct StreamKey {
    game: u64,
    /// The game's streams in this language and look.
    kin: u64,
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
        (lang, look.phone, look.patterns).hash(&mut h);
        let kin = h.finish();
        kind.hash(&mut h);
        StreamKey {
            game,
            kin,
            stream: h.finish(),
        }
    }
}

/// One game's streams, most recently drawn last.
struct Game {
    key: u64,
    streams: Vec<(StreamKey, Arc<[Strip]>)>,
    /// What [`Game::count`] gave when its streams last changed.
    bytes: usize,
}

impl Game {
    /// The bytes its strips hold, counting once the bytes that kin
    /// streams share.
    fn count(&self) -> usize {
        let mut seen = rustc_hash::FxHashSet::default();
        let strips = self.streams.iter().flat_map(|(_, s)| s.iter());
        strips
            .filter(|s| seen.insert(s.bytes_at()))
            .map(Strip::bytes)
            .sum()
    }
}

/// Recent games, most recently drawn last, and the bytes they hold.
struct Games {
    games: Vec<Game>,
    bytes: usize,
}

impl Games {
    const fn new() -> Games {
        Games {
            games: Vec::new(),
            bytes: 0,
        }
    }

    /// The strips a picture of the stream may take: those of the stream's
    /// last picture, then those of its kin's, most recent first.
    fn reusable(&self, key: StreamKey) -> Vec<Arc<[Strip]>> {
        let Some(game) = self.games.iter().find(|g| g.key == key.game) else {
            return Vec::new();
        };
        let own = game.streams.iter().filter(|(s, _)| *s == key);
        let kin = game.streams.iter().rev();
        let kin = kin.filter(|(s, _)| s.kin == key.kin && *s != key);
        own.chain(kin)
            .map(|(_, strips)| Arc::clone(strips))
            .collect()
    }

    /// Keeps `strips` as the stream's last picture, then trims the game
    /// and the cache to their bounds. Only the game drawn is counted
    /// again: counting every game at every picture cost more the more
    /// games were kept.
    fn keep(&mut self, key: StreamKey, strips: Vec<Strip>) {
        let mut game = match self.games.iter().position(|g| g.key == key.game) {
            Some(i) => self.games.remove(i),
            None => Game {
                key: key.game,
                streams: Vec::new(),
                bytes: 0,
            },
        };
        self.bytes -= game.bytes;
        game.streams.retain(|(s, _)| *s != key);
        game.streams.push((key, strips.into()));
        game.bytes = game.count();
        while game.bytes > GAME_BYTES && game.streams.len() > 1 {
            game.streams.remove(0);
            game.bytes = game.count();
        }
        self.bytes += game.bytes;
        self.games.push(game);
        while self.bytes > TOTAL_BYTES && self.games.len() > 1 {
            self.bytes -= self.games.remove(0).bytes;
        }
    }
}

static GAMES: Mutex<Games> = Mutex::new(Games::new());

fn games() -> std::sync::MutexGuard<'static, Games> {
    GAMES.lock().unwrap_or_else(|e| e.into_inner())
}

/// The strips a picture of the stream may take: those of the stream's
/// last picture, then those of its kin's, most recent first (none when
/// not kept).
pub(super) fn reusable(key: StreamKey) -> Vec<Arc<[Strip]>> {
    games().reusable(key)
}

/// Keeps `strips` as the stream's last picture, then trims the game and
/// the cache to their bounds.
pub(super) fn keep(key: StreamKey, strips: Vec<Strip>) {
    games().keep(key, strips);
}

/// The bytes the cache holds, and how many games it holds.
pub(super) fn held() -> (usize, usize) {
    let games = games();
    (games.bytes, games.games.len())
}

/// Drops every kept strip.
pub(super) fn clear() {
    let mut games = games();
    games.games.clear();
    games.bytes = 0;
}

#[cfg(test)]
mod tests {
    use super::super::strips::{Reusable, compress, starts};
    use super::*;

    /// The strips of a 32×40 picture whose pixels' red byte is `shade`.
    fn strips(shade: u8) -> Vec<Strip> {
        let (w, h) = (32, 40);
        let rgba: Vec<u8> = (0..w * h).flat_map(|_| [shade, 0, 0, 255]).collect();
        let index = |_: usize, px: &[u8]| px.chunks_exact(4).map(|p| p[0]).collect();
        compress(
            &rgba,
            (w, 0),
            &starts(h, 0),
            (&Reusable::default(), &[]),
            index,
        )
        .unwrap()
    }

    fn at(strips: &[Strip]) -> Vec<*const u8> {
        strips.iter().map(Strip::bytes_at).collect()
    }

    fn key(kin: u64, stream: u64) -> StreamKey {
        StreamKey {
            game: 1,
            kin,
            stream,
        }
    }

    #[test]
    fn a_picture_takes_its_own_strips_then_its_kins_never_another_languages() {
        let mut games = Games::new();
        let (own, kin, other) = (strips(1), strips(2), strips(3));
        games.keep(key(10, 100), own.clone());
        games.keep(key(10, 101), kin.clone());
        games.keep(key(11, 102), other);
        let want = [at(&own), at(&kin)].concat();
        let taken = games.reusable(key(10, 100)).concat();
        assert_eq!(at(&taken), want);
        assert!(games.reusable(key(12, 103)).is_empty(), "no kin, none");
        let fresh = StreamKey {
            game: 2,
            ..key(10, 100)
        };
        assert!(games.reusable(fresh).is_empty(), "another game's");
    }

    #[test]
    fn strips_kin_share_are_counted_once() {
        let mut games = Games::new();
        let shared = strips(1);
        let once: usize = shared.iter().map(Strip::bytes).sum();
        games.keep(key(10, 100), shared.clone());
        games.keep(key(10, 101), shared);
        assert_eq!(games.bytes, once);
    }

    /// The strips of a picture of noise, about `kb` KB compressed.
    fn noise(seed: u32, kb: usize) -> Vec<Strip> {
        let (w, h) = (1024, kb);
        let mut x = seed.wrapping_mul(2_654_435_761) | 1;
        let rgba: Vec<u8> = (0..w * h)
            .flat_map(|_| {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                [x as u8, 0, 0, 255]
            })
            .collect();
        let index = |_: usize, px: &[u8]| px.chunks_exact(4).map(|p| p[0]).collect();
        let none = (&Reusable::default(), &[][..]);
        compress(&rgba, (w, 0), &starts(h, 0), none, index).unwrap()
    }

    /// The bytes kept, counted as games come, go and are trimmed, are
    /// always what counting every game afresh gives, and within bounds.
    #[test]
    fn the_bytes_kept_add_up() {
        let mut games = Games::new();
        let pictures: Vec<Vec<Strip>> = (0..6).map(|n| noise(n, 900)).collect();
        let size: usize = pictures[0].iter().map(Strip::bytes).sum();
        assert!(size > 800 << 10, "a picture of noise holds {size} bytes");
        let streams = |games: &Games| games.games.iter().map(|g| g.streams.len()).sum::<usize>();
        let mut trimmed = false;
        for n in 0..120usize {
            let key = StreamKey {
                game: (n % 7) as u64,
                kin: (n % 2) as u64,
                stream: (n % 5) as u64,
            };
            let kept = games.games.iter().flat_map(|g| &g.streams);
            let new = usize::from(!kept.into_iter().any(|(s, _)| *s == key));
            let before = streams(&games);
            games.keep(key, pictures[n % pictures.len()].clone());
            trimmed |= streams(&games) < before + new;
            let fresh: usize = games.games.iter().map(Game::count).sum();
            assert_eq!(games.bytes, fresh, "after picture {n}");
            assert!(games.bytes <= TOTAL_BYTES, "after picture {n}");
            for g in &games.games {
                assert!(g.bytes <= GAME_BYTES || g.streams.len() == 1);
            }
        }
        assert!(trimmed, "the bounds were never reached");
    }
}
