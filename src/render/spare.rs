//! Pictures' pixel buffers kept for the next picture: the body (a board
//! picture is about 10 MB of RGBA) and the status band. Zeroing a fresh
//! buffer cost more than drawing the strips that changed: a picture drawn
//! in strips leaves the rows of its kept strips as they were, since it
//! neither draws nor reads them.

use std::sync::Mutex;

/// Buffers kept: a picture's body and its band.
const KEPT: usize = 2;

static SPARE: Mutex<Pool> = Mutex::new(Pool(Vec::new()));

/// `len` bytes: a kept buffer's, whatever they hold, or zeros.
pub(super) fn take(len: usize) -> Vec<u8> {
    SPARE.lock().unwrap_or_else(|e| e.into_inner()).take(len)
}

/// Keeps `buf` for a later picture.
pub(super) fn give(buf: Vec<u8>) {
    SPARE.lock().unwrap_or_else(|e| e.into_inner()).give(buf);
}

/// Kept buffers, at most [`KEPT`].
struct Pool(Vec<Vec<u8>>);

impl Pool {
    /// `len` bytes: the smallest kept buffer's that holds them, or zeros.
    fn take(&mut self, len: usize) -> Vec<u8> {
        let fits = self.0.iter().enumerate();
        let fits = fits.filter(|(_, b)| b.capacity() >= len);
        let smallest = fits.min_by_key(|(_, b)| b.capacity()).map(|(i, _)| i);
        match smallest.map(|i| self.0.swap_remove(i)) {
            Some(mut buf) => {
                buf.resize(len, 0);
                buf
            }
            None => vec![0; len],
        }
    }

    /// Keeps `buf`; past [`KEPT`] buffers the smallest goes.
    fn give(&mut self, buf: Vec<u8>) {
        self.0.push(buf);
        if self.0.len() > KEPT {
            let smallest = self.0.iter().enumerate().min_by_key(|(_, b)| b.capacity());
            if let Some(i) = smallest.map(|(i, _)| i) {
                self.0.swap_remove(i);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_given_buffer_is_taken_again_at_the_length_asked() {
        let mut pool = Pool(Vec::new());
        pool.give(vec![7; 1000]);
        let buf = pool.take(600);
        assert_eq!(buf.len(), 600);
        assert!(buf.capacity() >= 1000, "the kept buffer is reused");
        pool.give(buf);
        let longer = pool.take(1500);
        assert_eq!(longer.len(), 1500);
        assert_eq!(longer[1400], 0, "bytes past any kept are zeros");
    }

    #[test]
    fn a_small_request_takes_the_smallest_buffer_that_fits() {
        let mut pool = Pool(Vec::new());
        pool.give(vec![1; 5000]);
        pool.give(vec![2; 300]);
        let small = pool.take(200);
        assert_eq!(small.capacity(), 300, "the band's buffer, not the body's");
        let big = pool.take(4000);
        assert!(big.capacity() >= 5000);
        pool.give(small);
        pool.give(big);
        pool.give(vec![3; 100]);
        let kept: Vec<usize> = pool.0.iter().map(Vec::capacity).collect();
        assert_eq!(kept.len(), KEPT);
        assert!(!kept.contains(&100), "the smallest went: {kept:?}");
    }
}
