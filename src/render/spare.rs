//! Pictures' pixel buffers kept for the next picture: the body's (a board
//! picture is about 10 MB of RGBA) and the status band's. Zeroing a fresh
//! buffer cost more than drawing the strips that changed: a picture drawn
//! in strips leaves the rows of its kept strips as they were, since it
//! neither draws nor reads them. A bot that has drawn nothing for a while
//! lets them go (see [`release_if_idle`]): games move hours apart.

use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Which part of a picture a buffer is for: each keeps its own.
#[derive(Clone, Copy, Debug)]
pub(super) enum Part {
    Body,
    Band,
}

static SPARE: [Mutex<Option<Vec<u8>>>; 2] = [Mutex::new(None), Mutex::new(None)];

fn slot(part: Part) -> std::sync::MutexGuard<'static, Option<Vec<u8>>> {
    SPARE[part as usize]
        .lock()
        .unwrap_or_else(|e| e.into_inner())
}

/// `len` bytes for `part`: its kept buffer's, whatever they hold, or zeros.
pub(super) fn take(part: Part, len: usize) -> Vec<u8> {
    reuse(slot(part).take(), len)
}

/// When a buffer was last given back: when the last picture was drawn.
static LAST_GIVEN: Mutex<Option<Instant>> = Mutex::new(None);

/// Keeps `buf` for `part`'s next picture, unless a larger one is kept.
pub(super) fn give(part: Part, buf: Vec<u8>) {
    keep(&mut slot(part), buf);
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
        released |= slot(part).take().is_some();
    }
    released
}

/// Whether nothing was given back since `idle` before `now` (`last`: the
/// last time, if ever).
fn is_idle(last: Option<Instant>, now: Instant, idle: Duration) -> bool {
    last.is_none_or(|at| now.saturating_duration_since(at) >= idle)
}

/// `held` at `len` bytes if it holds them, else zeros, with room for a
/// picture a quarter taller: a private picture is taller than the board
/// picture drawn before it, and so takes the same buffer.
fn reuse(held: Option<Vec<u8>>, len: usize) -> Vec<u8> {
    match held {
        Some(mut buf) if buf.capacity() >= len => {
            buf.resize(len, 0);
            buf
        }
        _ => {
            let mut buf = vec![0; len + len / 4];
            buf.truncate(len);
            buf
        }
    }
}

/// Keeps the larger of `held` and `buf`.
fn keep(held: &mut Option<Vec<u8>>, buf: Vec<u8>) {
    if held.as_ref().is_none_or(|h| h.capacity() < buf.capacity()) {
        *held = Some(buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_buffer_is_taken_again_at_the_length_asked() {
        let mut held = None;
        keep(&mut held, vec![7; 1000]);
        let buf = reuse(held.take(), 600);
        assert_eq!(buf.len(), 600);
        assert!(buf.capacity() >= 1000, "the kept buffer is reused");
        keep(&mut held, buf);
        let longer = reuse(held.take(), 1500);
        assert_eq!(longer.len(), 1500);
        assert_eq!(longer[1400], 0, "bytes past any kept are zeros");
    }

    #[test]
    fn a_fresh_buffer_is_zeros_with_room_for_a_taller_picture() {
        let fresh = reuse(None, 800);
        assert_eq!(fresh, vec![0; 800]);
        assert!(fresh.capacity() >= 1000, "{}", fresh.capacity());
        let mut held = None;
        keep(&mut held, fresh);
        let taller = reuse(held.take(), 1000);
        assert_eq!(taller, vec![0; 1000]);
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

    #[test]
    fn the_larger_buffer_is_kept() {
        let mut held = None;
        keep(&mut held, vec![1; 5000]);
        keep(&mut held, vec![2; 300]);
        assert!(held.as_ref().is_some_and(|b| b.capacity() >= 5000));
    }
}
