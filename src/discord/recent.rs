//! Autocomplete within Discord's deadline: suggestions get a time budget;
//! when the store is too slow, the caller's last suggestions for the same
//! option are offered again, or none.

use super::suggest::Choice;
use std::collections::HashMap;
use std::future::Future;
use std::sync::Mutex;
use std::time::Duration;

/// How long suggestions may take: Discord drops autocomplete answers that
/// come after 3 s, and the answer itself needs time to travel.
pub(super) const BUDGET: Duration = Duration::from_millis(2000);
/// Most cached suggestion lists (the oldest half is forgotten beyond it).
const KEEP: usize = 4096;

/// The last suggestions per caller, channel and option.
#[derive(Default)]
pub struct Recent {
    lists: Mutex<HashMap<String, Vec<Choice>>>,
}

impl Recent {
    /// The suggestions `compute` finds within `budget`; the last ones for
    /// `key` (or none) when it takes longer or fails.
    pub async fn within(
        &self,
        key: String,
        budget: Duration,
        compute: impl Future<Output = Option<Vec<Choice>>>,
    ) -> Vec<Choice> {
        match tokio::time::timeout(budget, compute).await {
            Ok(Some(choices)) => {
                self.keep(key, &choices);
                choices
            }
            Ok(None) => self.last(&key),
            Err(_) => {
                tracing::warn!("suggestions took over {} ms", budget.as_millis());
                self.last(&key)
            }
        }
    }

    fn keep(&self, key: String, choices: &[Choice]) {
        if let Ok(mut lists) = self.lists.lock() {
            if lists.len() >= KEEP {
                let old: Vec<String> = lists.keys().take(KEEP / 2).cloned().collect();
                for k in old {
                    lists.remove(&k);
                }
            }
            lists.insert(key, choices.to_vec());
        }
    }

    fn last(&self, key: &str) -> Vec<Choice> {
        self.lists
            .lock()
            .ok()
            .and_then(|l| l.get(key).cloned())
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn slow_suggestions_fall_back_to_the_last_ones_in_time() {
        let recent = Recent::default();
        let quick = Duration::from_millis(50);
        let a = vec![Choice {
            name: "a".into(),
            value: "a".into(),
        }];
        let got = recent
            .within("k".into(), quick, async { Some(a.clone()) })
            .await;
        assert_eq!(got, a);
        let slow = async {
            tokio::time::sleep(Duration::from_secs(5)).await;
            Some(Vec::new())
        };
        let started = std::time::Instant::now();
        assert_eq!(recent.within("k".into(), quick, slow).await, a);
        assert!(
            started.elapsed() < Duration::from_secs(1),
            "answered within its budget"
        );
        let never = async {
            tokio::time::sleep(Duration::from_secs(5)).await;
            None
        };
        assert!(recent.within("other".into(), quick, never).await.is_empty());
    }
}
