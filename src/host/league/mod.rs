//! Server leagues: every finished rated game reports to its server's league
//! through the outbox (idempotent by game id, like a tournament table's
//! report), and the league keeps per season Weng-Lin ratings overall and
//! per board, people and computer players apart, and each player's stats.
//! `/leaderboard`, `/stats` and `/season` read and run it.
//!
//! A league is a stored record under `record::key` with the same
//! version-checked commit as games; each counted result is appended to the
//! record's log in the same commit, so [`Host::replay_league`] can rebuild
//! the ratings from it.

mod cmd;
mod count;
mod record;
mod report;
mod tally;
mod times;
mod view;

pub use cmd::LeagueCmd;
pub(crate) use count::replay;
pub(crate) use record::key;
pub use record::{GameResult, League, Season};
pub use record::{Pool, SeatResult, Stats};
pub(crate) use report::{on_archive, settle};
pub use tally::Tally;
pub(crate) use tally::{Turn, observe, timed_out};
pub use times::MoveTimes;
pub(crate) use view::alt;

use super::{Host, HostError, RETRIES};
use crate::store::{Commit, CommitOutcome};

/// A league's next record and the results to append to its log.
pub struct LeagueChange {
    pub record: League,
    pub log: Vec<GameResult>,
}

impl LeagueChange {
    /// A change saving `record` and logging nothing.
    pub fn of(record: League) -> LeagueChange {
        LeagueChange {
            record,
            log: Vec::new(),
        }
    }
}

impl Host {
    /// A server's league as stored (version 0 and `None`: none yet).
    pub fn load_league(&self, server: &str) -> Result<(u64, Option<League>), HostError> {
        match self.store.load(&key(server)) {
            Ok(None) => Ok((0, None)),
            Ok(Some(r)) => match serde_json::from_slice(&r.data) {
                Ok(rec) => Ok((r.version, Some(rec))),
                Err(e) => Err(HostError::Damaged(format!("league {server}: {e}"))),
            },
            Err(e) => Err(HostError::from(e)),
        }
    }

    /// Load, decide, commit for a league, deciding again when another
    /// change won the race; `Ok(true)` when something was saved.
    pub(super) fn commit_league(
        &self,
        server: &str,
        decide: impl Fn(Option<&League>) -> Option<LeagueChange>,
    ) -> Result<bool, HostError> {
        for _ in 0..RETRIES {
            let (version, rec) = self.load_league(server)?;
            let Some(change) = decide(rec.as_ref()) else {
                return Ok(false);
            };
            let not_saved = |e: serde_json::Error| HostError::NotSaved(e.to_string());
            let data = serde_json::to_vec(&change.record).map_err(not_saved)?;
            let log = change.log.iter().map(serde_json::to_vec);
            let log = log.collect::<Result<_, _>>().map_err(not_saved)?;
            let commit = Commit {
                data,
                log,
                ..Commit::default()
            };
            match self.store.commit(&key(server), version, &commit) {
                Ok(CommitOutcome::Saved(_)) => return Ok(true),
                Ok(CommitOutcome::Conflict) => continue,
                Err(e) => return Err(HostError::from(e)),
            }
        }
        Err(HostError::MovedOn)
    }

    /// Every result a server's league counted, oldest first, from its log.
    pub fn league_results(&self, server: &str) -> Result<Vec<GameResult>, HostError> {
        let log = self.store.log(&key(server))?;
        Ok(log
            .iter()
            .filter_map(|e| serde_json::from_slice(e).ok())
            .collect())
    }

    /// The seasons rebuilt from a server's log, and whether every stored
    /// season's ratings, stats and game count are exactly what they give.
    pub fn replay_league(&self, server: &str) -> Result<(Vec<Season>, bool), HostError> {
        let results = self.league_results(server)?;
        let replayed = count::replay(&results);
        let stored = self.load_league(server)?.1.unwrap_or_default();
        let empty = Season::default();
        let same = (0..stored.seasons.len().max(replayed.len())).all(|i| {
            let a = stored.seasons.get(i).unwrap_or(&empty);
            let b = replayed.get(i).unwrap_or(&empty);
            count::same_tables(a, b)
        });
        Ok((replayed, same))
    }
}
