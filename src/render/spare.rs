//! Pictures' pixel buffers kept for the next picture: the body's (a board
//! picture is about 10 MB of RGBA) and the status band's. Zeroing a fresh
//! buffer cost more than drawing the strips that changed: a picture drawn
//! in strips leaves the rows of its kept strips as they were, since it
//! neither draws nor reads them. A bot that has drawn nothing for a while
//! lets them go (see [`release_if_idle`]): games move hours apart.
//!
//! A kept buffer is lent at any length up to its capacity without writing
//! a byte. A private picture is taller than the board picture drawn just
//! before it; lengthening the buffer by `Vec::resize` zeroed its hand's
//! rows (a few MB) every time, though the hand paints over them.

use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Which part of a picture a buffer is for: each keeps its own.
#[derive(Clone, Copy, Debug)]
pub(super) enum Part {
    Body,
    Band,
}

/// A part's kept buffer, and the buffers lent for it.
///
/// Every buffer lent is made here as zeros (`vec![0; n]` has a capacity
/// of exactly `n`), and pictures only write to it. A buffer given back
/// at the address and with the capacity of one lent is that buffer, never
/// reallocated, so every byte of its capacity holds a value: only such a
/// buffer is kept, and it may be lent at any length within its capacity.
struct Kept {
    buf: Option<Vec<u8>>,
    /// The address and capacity of each buffer lent and not given back
    /// (at most [`LENT`]: pictures drawn at once).
    lent: Vec<(usize, usize)>,
}

/// Most buffers of a part remembered as lent.
const LENT: usize = 8;

impl Kept {
    const fn new() -> Kept {
        Kept {
            buf: None,
            lent: Vec::new(),
        }
    }

    /// `len` bytes: the kept buffer's, whatever they hold, or zeros with
    /// room for a picture a quarter taller (a private picture is taller
    /// than the board picture drawn before it, and so takes the same
    /// buffer).
    fn take(&mut self, len: usize) -> Vec<u8> {
        let buf = match self.buf.take() {
            Some(mut buf) if buf.capacity() >= len => {
                // SAFETY: `len` is within the capacity of a kept buffer,
                // every byte of which holds a value (see `Kept`).
                unsafe { buf.set_len(len) };
                buf
            }
            _ => {
                let mut buf = vec![0; len + len / 4];
                buf.truncate(len);
                buf
            }
        };
        if self.lent.len() == LENT {
            self.lent.remove(0);
        }
        self.lent.push(place(&buf));
        buf
    }

    /// Keeps `buf` if it is a buffer lent and larger than the one kept.
    fn give(&mut self, buf: Vec<u8>) {
        let Some(i) = self.lent.iter().position(|&p| p == place(&buf)) else {
            return;
        };
        self.lent.swap_remove(i);
        if self
            .buf
            .as_ref()
            .is_none_or(|h| h.capacity() < buf.capacity())
        {
            self.buf = Some(buf);
        }
    }
}

/// Where a buffer's bytes lie, and its capacity.
fn place(buf: &Vec<u8>) -> (usize, usize) {
    (buf.as_ptr() as usize, buf.capacity())
}

static SPARE: [Mutex<Kept>; 2] = [const { Mutex::new(Kept::new()) }; 2];

fn slot(part: Part) -> std::sync::MutexGuard<'static, Kept> {
    SPARE[part as usize]
        .lock()
        .unwrap_or_else(|e| e.into_inner())
}

/// `len` bytes for `part`: its kept buffer's, whatever they hold, or zeros.
pub(super) fn take(part: Part, len: usize) -> Vec<u8> {
    slot(part).take(len)
}

/// When a buffer was last given back: when the last picture was drawn.
static LAST_GIVEN: Mutex<Option<Instant>> = Mutex::new(None);

/// Keeps `buf` (taken by [`take`]) for `part`'s next picture, unless a
/// larger one is kept.
pub(super) fn give(part: Part, buf: Vec<u8>) {
    slot(part).give(buf);
    *LAST_GIVEN.lock().unwrap_or_else(|e| e.into_inner()) = Some(Instant::now());
}

/// Lets go of the kept buffers if no picture has been drawn for `idle`;
/// whether there were any. The next picture starts from zeros.
pub(super) fn release_if_idle(idle: Duration) -> bool {
    let last = *LAST_GIVEN.lock().unwrap_or_else(|e| e.into_inner());
    if !is_idle(last, Instant::now(), idle) {
        return false;
    }
    let mut released = false;
    for part in [Part::Body, Part::Band] {
        released |= slot(part).buf.take().is_some();
    }
    released
}

/// Whether nothing was given back since `idle` before `now` (`last`: the
/// last time, if ever).
fn is_idle(last: Option<Instant>, now: Instant, idle: Duration) -> bool {
    last.is_none_or(|at| now.saturating_duration_since(at) >= idle)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_buffer_is_lent_again_at_any_length_within_it() {
        let mut kept = Kept::new();
        let mut buf = kept.take(1000);
        assert!(buf.capacity() >= 1200, "room for a taller picture");
        buf.fill(7);
        let at = buf.as_ptr();
        kept.give(buf);
        let short = kept.take(600);
        assert_eq!((short.as_ptr(), short.len()), (at, 600));
        kept.give(short);
        let long = kept.take(1200);
        assert_eq!((long.as_ptr(), long.len()), (at, 1200));
        assert!(long[..1000].iter().all(|&b| b == 7), "not written again");
        assert!(long[1000..].iter().all(|&b| b == 0), "zeros as made");
        kept.give(long);
        let longer = kept.take(1500);
        assert_eq!(longer, vec![0; 1500], "too long: a fresh buffer");
    }

    #[test]
    fn only_a_buffer_lent_is_kept() {
        let mut kept = Kept::new();
        kept.give(vec![1; 5000]);
        assert!(kept.buf.is_none(), "a buffer made elsewhere");
        let mut lent = kept.take(100);
        lent.reserve(10_000);
        kept.give(lent);
        assert!(kept.buf.is_none(), "a buffer reallocated since");
    }

    #[test]
    fn the_larger_of_two_buffers_lent_at_once_is_kept() {
        let mut kept = Kept::new();
        let (small, large) = (kept.take(300), kept.take(5000));
        kept.give(large);
        kept.give(small);
        assert!(kept.buf.as_ref().is_some_and(|b| b.capacity() >= 5000));
        assert!(kept.lent.is_empty());
    }

    #[test]
    fn buffers_go_only_after_the_idle_time() {
        let now = Instant::now();
        let minute = Duration::from_secs(60);
        assert!(is_idle(None, now, minute), "nothing drawn yet");
        assert!(!is_idle(Some(now), now + minute / 2, minute));
        assert!(is_idle(Some(now), now + minute, minute));
        assert!(is_idle(Some(now), now, Duration::ZERO));
    }
}
