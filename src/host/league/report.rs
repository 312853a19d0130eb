//! A finished game's result counted into its server's league, once, by game
//! id, when the host settles the task the game's final commit left.

use super::record::League;
use super::{LeagueChange, count};
use crate::host::error::HostError;
use crate::host::kernel::Host;
use crate::host::results::GameResult;

/// Counts a reported result into its league, once.
pub(crate) fn settle(host: &Host, result: &GameResult, now: u64) -> Result<(), HostError> {
    host.commit_league(&result.server, |rec| counted(rec, result, now))
        .map(|_| ())
}

/// The league with the result counted in the running season; nothing when
/// it already was. With no season running the game is only remembered.
fn counted(rec: Option<&League>, result: &GameResult, now: u64) -> Option<LeagueChange> {
    let mut next = rec
        .cloned()
        .unwrap_or_else(|| League::new(&result.server, now));
    if !next.counted.insert(result.game.clone()) {
        return None;
    }
    let Some(season) = next.current() else {
        return Some(LeagueChange::of(next));
    };
    let mut result = result.clone();
    result.season = season;
    for s in result.seats.iter().filter(|s| !s.computer) {
        next.names.insert(s.id.clone(), s.name.clone());
    }
    count::count(&mut next.seasons[season], &result);
    Some(LeagueChange {
        record: next,
        log: vec![result],
    })
}
