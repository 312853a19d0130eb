//! The one load–decide–commit loop every stored record goes through: a
//! game's channel, a tournament, a league, a user's settings. The record is
//! read with its version, a decision is made against it, and what the
//! decision saves is committed only if the version is still the one read;
//! when another change won the race, the loop decides again on the new
//! record.

use crate::host::error::HostError;
use crate::store::{Commit, CommitOutcome, Store, StoreError};

/// How many times a decision is made again after losing a race.
const RETRIES: usize = 5;

/// A kind of stored record: how its bytes read (JSON unless it says
/// otherwise).
pub(crate) trait Kept: Sized + serde::de::DeserializeOwned {
    /// The record in `data`, or why it does not read (a damaged record).
    fn read(data: &[u8]) -> Result<Self, String> {
        serde_json::from_slice(data).map_err(|e| e.to_string())
    }
}

/// What a decision answers, and what it saves (nothing: the record stays).
pub(crate) struct Decided<T> {
    pub answer: T,
    pub save: Option<Commit>,
}

impl<T> Decided<T> {
    /// An answer that changes nothing.
    pub(crate) fn unchanged(answer: T) -> Decided<T> {
        Decided { answer, save: None }
    }

    /// An answer given once `commit` is saved.
    pub(crate) fn saving(answer: T, commit: Commit) -> Decided<T> {
        Decided {
            answer,
            save: Some(commit),
        }
    }
}

/// How a decision ended: its answer, and whether something was saved.
pub(crate) struct Settled<T> {
    pub answer: T,
    pub saved: bool,
}

/// The record stored under `key` and its version (0: none stored).
pub(crate) fn load<R: Kept>(store: &dyn Store, key: &str) -> Result<(u64, Option<R>), HostError> {
    match store.load(key) {
        Ok(None) => Ok((0, None)),
        Ok(Some(r)) => match R::read(&r.data) {
            Ok(rec) => Ok((r.version, Some(rec))),
            Err(why) => Err(HostError::Damaged(format!("{key}: {why}"))),
        },
        Err(StoreError::Corrupt(why)) => Err(HostError::Damaged(why)),
        Err(e) => Err(HostError::from(e)),
    }
}

/// Loads the record under `key`, decides with `decide`, and commits what it
/// saves, deciding again on the newer record when another change won the
/// race. A record that does not read, or a commit the store calls
/// damaged, is [`HostError::Damaged`].
pub(crate) fn run<R: Kept, T>(
    store: &dyn Store,
    key: &str,
    mut decide: impl FnMut(Option<&R>) -> Result<Decided<T>, HostError>,
) -> Result<Settled<T>, HostError> {
    for _ in 0..RETRIES {
        let (version, rec) = load::<R>(store, key)?;
        let decided = decide(rec.as_ref())?;
        let Some(commit) = decided.save else {
            return Ok(Settled {
                answer: decided.answer,
                saved: false,
            });
        };
        match store.commit(key, version, &commit) {
            Ok(CommitOutcome::Saved(_)) => {
                return Ok(Settled {
                    answer: decided.answer,
                    saved: true,
                });
            }
            Ok(CommitOutcome::Conflict) => continue,
            Err(StoreError::Corrupt(why)) => return Err(HostError::Damaged(why)),
            Err(e) => return Err(HostError::from(e)),
        }
    }
    Err(HostError::MovedOn)
}

/// A record, log entry or outbox item as JSON for a commit.
pub(crate) fn json<I: serde::Serialize>(item: &I) -> Result<Vec<u8>, HostError> {
    serde_json::to_vec(item).map_err(|e| HostError::NotSaved(e.to_string()))
}

/// Serializes each item for a commit's log or outbox.
pub(crate) fn items<I: serde::Serialize>(list: &[I]) -> Result<Vec<Vec<u8>>, HostError> {
    list.iter().map(json).collect()
}
