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
mod page;
mod record;
mod report;
mod view;

pub(crate) use count::replay;
pub use page::{BoardTable, LeaguePage, PlayerStats, league_page};
pub(crate) use record::key;
pub use record::{League, Pool, Season, Stats};
pub(crate) use report::settle;

use super::error::HostError;
use super::kernel::{self, Decided, Host, Kept};
use super::results::GameResult;
use super::token::new_token;
use crate::store::Commit;

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

impl Kept for League {}

impl Host {
    /// A server's league as stored (version 0 and `None`: none yet).
    pub fn load_league(&self, server: &str) -> Result<(u64, Option<League>), HostError> {
        kernel::load(self.store.as_ref(), &key(server))
    }

    /// Decides against a server's league through the kernel's loop, and
    /// commits the record with the results it counts; `Ok(true)` when
    /// something was saved.
    pub(crate) fn commit_league(
        &self,
        server: &str,
        decide: impl Fn(Option<&League>) -> Option<LeagueChange>,
    ) -> Result<bool, HostError> {
        let settled = kernel::run(self.store.as_ref(), &key(server), |rec| {
            let Some(mut change) = decide(rec) else {
                return Ok(Decided::unchanged(()));
            };
            if change.record.web.is_none() {
                change.record.web = Some(new_token());
            }
            let commit = Commit {
                data: kernel::json(&change.record)?,
                log: kernel::items(&change.log)?,
                ..Commit::default()
            };
            Ok(Decided::saving((), commit))
        })?;
        Ok(settled.saved)
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
