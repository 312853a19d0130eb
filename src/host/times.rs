//! Move times kept compactly: a histogram with fixed, roughly doubling
//! buckets. A player's every move counts (not one median per game), the
//! size stays fixed however many games they play, and two histograms add
//! up exactly, so a season's median time to move is the median of all its
//! moves, known to within its bucket.

use serde::{Deserialize, Serialize};

/// Upper bounds of the buckets, in seconds; the last bucket is open.
pub(super) const BOUNDS: [u64; 14] = [
    10, 30, 60, 120, 300, 600, 1_800, 3_600, 7_200, 14_400, 28_800, 43_200, 86_400, 172_800,
];

/// How many moves took how long, by bucket.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct MoveTimes(Vec<u32>);

impl MoveTimes {
    /// Counts one move that took `secs`.
    pub fn add(&mut self, secs: u64) {
        let bucket = BOUNDS
            .iter()
            .position(|&b| secs < b)
            .unwrap_or(BOUNDS.len());
        if self.0.len() <= bucket {
            self.0.resize(bucket + 1, 0);
        }
        self.0[bucket] = self.0[bucket].saturating_add(1);
    }

    /// Adds every move of `other`.
    pub fn merge(&mut self, other: &MoveTimes) {
        if self.0.len() < other.0.len() {
            self.0.resize(other.0.len(), 0);
        }
        for (a, b) in self.0.iter_mut().zip(&other.0) {
            *a = a.saturating_add(*b);
        }
    }

    /// Moves counted.
    pub fn count(&self) -> u64 {
        self.0.iter().map(|&c| u64::from(c)).sum()
    }

    /// The bucket the median move falls in, as `(from, below)` seconds
    /// (`below` is `None` for the open last bucket); `None` with no moves.
    pub fn median(&self) -> Option<(u64, Option<u64>)> {
        let n = self.count();
        if n == 0 {
            return None;
        }
        let half = n.div_ceil(2);
        let mut seen = 0;
        for (i, &c) in self.0.iter().enumerate() {
            seen += u64::from(c);
            if seen >= half {
                let from = if i == 0 { 0 } else { BOUNDS[i - 1] };
                return Some((from, BOUNDS.get(i).copied()));
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::MoveTimes;

    #[test]
    fn the_median_bucket_holds_the_middle_move() {
        let mut t = MoveTimes::default();
        assert_eq!(t.median(), None);
        for secs in [5, 20, 45, 200, 200] {
            t.add(secs);
        }
        assert_eq!(t.median(), Some((30, Some(60))));
        let mut more = MoveTimes::default();
        for _ in 0..4 {
            more.add(100_000_000);
        }
        t.merge(&more);
        assert_eq!(t.count(), 9);
        assert_eq!(t.median(), Some((120, Some(300))));
        more.merge(&more.clone());
        assert_eq!(more.median(), Some((172_800, None)));
    }
}
