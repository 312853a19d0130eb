//! Weng-Lin ratings (Bradley-Terry, the `skillratings` crate) for
//! free-for-all tables, with a small drift that returns uncertainty between
//! games so ratings never freeze.
//!
//! Which games feed which map (server and board, server overall, a season) is
//! the caller's business: keep one [`Ratings`] per key. Computer players are
//! rated apart: pass only human seats to [`Ratings::update`], and keep the
//! computer players' ratings in a map of their own if wanted.

use serde::{Deserialize, Serialize};
use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};
use std::collections::BTreeMap;

/// Uncertainty added before each game: σ ← √(σ² + DRIFT²), never above the
/// starting σ. 25/300 (TrueSkill's usual dynamics factor) keeps veterans moving
/// about a point per game instead of freezing.
pub(super) const DRIFT: f64 = 25.0 / 300.0;

/// Games a rating stays provisional for.
pub(super) const PROVISIONAL_GAMES: u32 = 10;

/// One player's rating.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerRating {
    /// Skill estimate; a newcomer starts at 25.
    pub mu: f64,
    /// Uncertainty of `mu`; a newcomer starts at 25/3.
    pub sigma: f64,
    /// Rated games played.
    pub games: u32,
    /// Unix seconds of the last rated game (0: unknown), for the idle drift.
    #[serde(default)]
    pub last: u64,
}

impl Default for PlayerRating {
    fn default() -> Self {
        let start = WengLinRating::new();
        Self {
            mu: start.rating,
            sigma: start.uncertainty,
            games: 0,
            last: 0,
        }
    }
}

/// Ratings of one key (a server and board, a server overall, a season…),
/// by player id.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Ratings {
    players: BTreeMap<String, PlayerRating>,
}

impl Ratings {
    /// No one rated yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// A player's rating (a newcomer's if never rated).
    pub fn get(&self, player: &str) -> PlayerRating {
        self.players.get(player).copied().unwrap_or_default()
    }

    /// Everyone rated, by player id.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &PlayerRating)> {
        self.players.iter().map(|(p, r)| (p.as_str(), r))
    }

    /// Rates one finished table: `(player, 0-based place)` per seat, equal
    /// places for ties. Tables with fewer than two seats (or the same player
    /// twice) change nothing.
    pub fn update(&mut self, table: &[(String, u8)]) {
        self.update_at(table, 0);
    }

    /// [`Ratings::update`] for a game played at `now` (unix seconds): each
    /// player's σ first grows by `idle_drift` for the time since their
    /// last game, and `now` is kept as their last game. `now` 0 adds no
    /// idle drift (the per-game drift only).
    pub fn update_at(&mut self, table: &[(String, u8)], now: u64) {
        let mut ids: Vec<&String> = table.iter().map(|(p, _)| p).collect();
        ids.sort();
        ids.dedup();
        if table.len() < 2 || ids.len() != table.len() {
            return;
        }
        let before: Vec<[WengLinRating; 1]> = table
            .iter()
            .map(|(p, _)| {
                let mut r = self.get(p);
                if now > 0 && r.last > 0 {
                    r.sigma = idle_drift(r.sigma, now.saturating_sub(r.last));
                }
                let start = PlayerRating::default().sigma;
                let sigma = r.sigma.hypot(DRIFT).min(start.max(r.sigma));
                [WengLinRating {
                    rating: r.mu,
                    uncertainty: sigma,
                }]
            })
            .collect();
        let teams: Vec<(&[WengLinRating], MultiTeamOutcome)> = before
            .iter()
            .zip(table)
            .map(|(r, (_, place))| (&r[..], MultiTeamOutcome::new(usize::from(*place) + 1)))
            .collect();
        let after = weng_lin_multi_team(&teams, &WengLinConfig::new());
        for ((player, _), new) in table.iter().zip(after) {
            let games = self.get(player).games + 1;
            let rating = PlayerRating {
                mu: new[0].rating,
                sigma: new[0].uncertainty,
                games,
                last: now,
            };
            self.players.insert(player.clone(), rating);
        }
    }

    /// Ratings rebuilt from every table in order: the same tables in the same
    /// order always give the same ratings, bit for bit.
    pub fn replay<T: AsRef<[(String, u8)]>>(tables: &[T]) -> Self {
        let mut ratings = Self::new();
        for table in tables {
            ratings.update(table.as_ref());
        }
        ratings
    }
}

/// Uncertainty added per idle day: σ² grows by `IDLE_DRIFT²` a day, so a
/// player away for a year gains about √365·0.05 ≈ 1 point of σ.
pub(super) const IDLE_DRIFT: f64 = 0.05;

/// σ after `idle_secs` without a rated game: √(σ² + days·IDLE_DRIFT²),
/// never above the starting σ (and never below `sigma`).
pub(super) fn idle_drift(sigma: f64, idle_secs: u64) -> f64 {
    let days = idle_secs as f64 / 86_400.0;
    let start = PlayerRating::default().sigma;
    let grown = (sigma * sigma + days * IDLE_DRIFT * IDLE_DRIFT).sqrt();
    grown.min(start.max(sigma))
}

/// True while a rating has fewer than `PROVISIONAL_GAMES` games behind it.
pub fn provisional(games: u32) -> bool {
    games < PROVISIONAL_GAMES
}

/// The number shown for a rating: 1000 + 40·(μ − 3σ). A conservative
/// estimate: a newcomer shows 1000 and rises as σ shrinks and μ grows.
pub fn display(rating: &PlayerRating) -> f64 {
    1000.0 + 40.0 * (rating.mu - 3.0 * rating.sigma)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn idle_drift_grows_with_time_and_stops_at_the_start() {
        let start = PlayerRating::default().sigma;
        assert_eq!(idle_drift(2.0, 0), 2.0);
        let day = idle_drift(2.0, 86_400);
        let month = idle_drift(2.0, 30 * 86_400);
        assert!(2.0 < day && day < month, "{day} {month}");
        assert!((day - (4.0f64 + IDLE_DRIFT * IDLE_DRIFT).sqrt()).abs() < 1e-12);
        assert_eq!(idle_drift(2.0, 1_000_000 * 86_400), start);
        assert_eq!(idle_drift(start, 86_400), start);
    }

    #[test]
    fn an_idle_player_moves_more_after_a_break() {
        let table = |a: &str, b: &str| vec![(a.to_string(), 0u8), (b.to_string(), 1u8)];
        let mut r = Ratings::new();
        for n in 0..20u64 {
            r.update_at(&table("ann", "bob"), 1_000 + n);
        }
        let (mut soon, mut late) = (r.clone(), r.clone());
        soon.update_at(&table("bob", "ann"), 2_000);
        late.update_at(&table("bob", "ann"), 2_000 + 400 * 86_400);
        let before = r.get("ann").mu;
        let fell = |x: &Ratings| before - x.get("ann").mu;
        assert!(fell(&late) > fell(&soon), "{} {}", fell(&late), fell(&soon));
        assert_eq!(late.get("ann").last, 2_000 + 400 * 86_400);
    }
}
