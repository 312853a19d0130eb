//! One picture's pixel buffer kept for the next picture. A board picture
//! is about 10 MB of RGBA, and zeroing a fresh one cost more than drawing
//! the strips that changed: a picture drawn in strips leaves the rows of
//! its kept strips as they were, since it neither draws nor reads them.

use std::sync::Mutex;

static SPARE: Mutex<Option<Vec<u8>>> = Mutex::new(None);

/// `len` bytes: the spare buffer's, whatever they hold, or zeros.
pub(super) fn take(len: usize) -> Vec<u8> {
    let held = SPARE.lock().unwrap_or_else(|e| e.into_inner()).take();
    match held {
        Some(mut buf) if buf.capacity() >= len => {
            buf.resize(len, 0);
            buf
        }
        _ => vec![0; len],
    }
}

/// Keeps `buf` for the next picture, unless a larger one is kept.
pub(super) fn give(buf: Vec<u8>) {
    let mut held = SPARE.lock().unwrap_or_else(|e| e.into_inner());
    if held.as_ref().is_none_or(|h| h.capacity() < buf.capacity()) {
        *held = Some(buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_given_buffer_is_taken_again_at_the_length_asked() {
        give(vec![7; 1000]);
        let buf = take(600);
        assert_eq!(buf.len(), 600);
        assert!(buf.capacity() >= 1000, "the kept buffer is reused");
        give(buf);
        let longer = take(1500);
        assert_eq!(longer.len(), 1500);
        assert_eq!(longer[1400], 0, "bytes past any kept are zeros");
    }
}
