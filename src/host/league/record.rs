//! What the host stores per server for its league: the seasons, each with
//! its ratings (overall and per board, people and computer players in
//! pools of their own), its players' stats, and the ids of every game
//! counted. Stored under [`key`] with the same version-checked commit as
//! games; every result counted is also appended to the record's log, so the
//! ratings can be replayed from it. Every field has a default.

use crate::host::times::MoveTimes;
use crate::tourney::Ratings;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// Prefix of league keys in the store.
pub(super) const PREFIX: &str = "league:";

/// The store key of a server's league.
pub(crate) fn key(server: &str) -> String {
    format!("{PREFIX}{server}")
}

/// Ratings of one board or of all boards: people, and computer players
/// apart.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Pool {
    #[serde(default)]
    pub people: Ratings,
    #[serde(default)]
    pub computers: Ratings,
}

/// One player's stats over a season.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Stats {
    #[serde(default)]
    pub games: u32,
    #[serde(default)]
    pub wins: u32,
    /// Sum of 1-based places.
    #[serde(default)]
    pub places: u64,
    #[serde(default)]
    pub score: i64,
    #[serde(default)]
    pub tickets_done: u32,
    #[serde(default)]
    pub tickets: u32,
    #[serde(default)]
    pub turns: u32,
    #[serde(default)]
    pub timeouts: u32,
    #[serde(default)]
    pub times: MoveTimes,
}

/// One season: ratings start fresh in each.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Season {
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub started: u64,
    /// When an organiser ended it; games are then counted in no season
    /// until the next starts.
    #[serde(default)]
    pub ended: Option<u64>,
    #[serde(default)]
    pub overall: Pool,
    /// By board file name.
    #[serde(default)]
    pub boards: BTreeMap<String, Pool>,
    /// By player id (people) or level (computer players).
    #[serde(default)]
    pub stats: BTreeMap<String, Stats>,
    /// Rated games counted.
    #[serde(default)]
    pub games: u32,
}

/// A server's league.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct League {
    #[serde(default)]
    pub server: String,
    /// Oldest first; the last one is current unless ended. A league starts
    /// with a season named by `FIRST_SEASON`.
    #[serde(default)]
    pub seasons: Vec<Season>,
    /// Ids of every game counted (or refused), so a report counts once.
    #[serde(default)]
    pub counted: BTreeSet<String>,
    /// Players' latest display names, by id.
    #[serde(default)]
    pub names: BTreeMap<String, String>,
    /// The unguessable token of the league's web page, given by the first
    /// commit that finds none (so older records get theirs at their next
    /// change, or when a link to the page is first asked for).
    #[serde(default)]
    pub web: Option<String>,
}

/// The name of a league's first season (before an organiser names one).
pub(super) const FIRST_SEASON: &str = "1";

impl League {
    /// A new league for `server`, in its first season.
    pub fn new(server: &str, now: u64) -> League {
        League {
            server: server.to_string(),
            seasons: vec![Season {
                name: FIRST_SEASON.to_string(),
                started: now,
                ..Season::default()
            }],
            ..League::default()
        }
    }

    /// The running season's index, if one runs.
    pub fn current(&self) -> Option<usize> {
        let last = self.seasons.len().checked_sub(1)?;
        self.seasons[last].ended.is_none().then_some(last)
    }

    /// A season by name (case-insensitive), else the running or last one.
    pub fn season(&self, name: Option<&str>) -> Option<&Season> {
        match name {
            Some(n) => {
                let n = n.trim();
                self.seasons.iter().find(|s| s.name.eq_ignore_ascii_case(n))
            }
            None => self.seasons.last(),
        }
    }

    /// A player's display name (their id if unknown).
    pub fn name_of<'a>(&'a self, id: &'a str) -> &'a str {
        self.names.get(id).map_or(id, String::as_str)
    }

    /// Finds a player id by id or name, as typed.
    pub fn find(&self, typed: &str) -> Option<String> {
        let t = typed.trim().trim_start_matches('@');
        let t = t.trim_start_matches("<@").trim_end_matches('>');
        if self.names.contains_key(t) {
            return Some(t.to_string());
        }
        let by_name = self.names.iter().find(|(_, n)| n.eq_ignore_ascii_case(t));
        by_name.map(|(id, _)| id.clone())
    }
}
