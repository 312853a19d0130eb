//! Messages this process committed to the outbox, kept as values so that
//! delivering them in the same process need not read their JSON back.
//! Another process, or a message no longer kept here, reads the stored
//! bytes as before: a miss costs time and changes nothing else.

use quick_cache::sync::Cache;
use xxhash_rust::xxh3::xxh3_128;

/// How many messages are kept, at most: many times what one change
/// commits, a few megabytes in all.
const KEPT: usize = 1024;

/// Values by the hash of the bytes they were stored as.
pub(crate) struct Fresh<T: Clone> {
    kept: Cache<u128, T>,
}

impl<T: Clone> Default for Fresh<T> {
    fn default() -> Self {
        Fresh {
            kept: Cache::new(KEPT),
        }
    }
}

impl<T: Clone + serde::Serialize> Fresh<T> {
    /// Each of `values` as the bytes to store, keeping the values.
    pub(crate) fn store(&self, values: Vec<T>) -> Result<Vec<Vec<u8>>, serde_json::Error> {
        values
            .into_iter()
            .map(|v| {
                let bytes = serde_json::to_vec(&v)?;
                self.kept.insert(xxh3_128(&bytes), v);
                Ok(bytes)
            })
            .collect()
    }
}

impl<T: Clone> Fresh<T> {
    /// Whether the value stored as `bytes` is kept here.
    pub(crate) fn holds(&self, bytes: &[u8]) -> bool {
        self.kept.contains_key(&xxh3_128(bytes))
    }
}

impl<T: Clone + serde::de::DeserializeOwned> Fresh<T> {
    /// The value stored as `bytes`: taken from those kept, or read.
    pub(crate) fn read(&self, bytes: &[u8]) -> Option<T> {
        match self.kept.remove(&xxh3_128(bytes)) {
            Some((_, value)) => Some(value),
            None => serde_json::from_slice(bytes).ok(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_value_is_taken_once_then_read_from_its_bytes() {
        let fresh: Fresh<Vec<String>> = Fresh::default();
        let stored = fresh.store(vec![vec!["a".into()]]).unwrap();
        assert!(fresh.holds(&stored[0]));
        assert_eq!(fresh.read(&stored[0]), Some(vec!["a".to_string()]));
        assert!(!fresh.holds(&stored[0]));
        assert_eq!(fresh.read(&stored[0]), Some(vec!["a".to_string()]));
        assert_eq!(fresh.read(b"not json"), None::<Vec<String>>);
    }
}
