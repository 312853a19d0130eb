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
pub const DRIFT: f64 = 25.0 / 300.0;

/// Games a rating stays provisional for.
pub const PROVISIONAL_GAMES: u32 = 10;

/// One player's rating.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerRating {
    /// Skill estimate; a newcomer starts at 25.
    pub mu: f64,
    /// Uncertainty of `mu`; a newcomer starts at 25/3.
    pub sigma: f64,
    /// Rated games played.
    pub games: u32,
}

impl Default for PlayerRating {
    fn default() -> Self {
        let start = WengLinRating::new();
        Self {
            mu: start.rating,
            sigma: start.uncertainty,
            games: 0,
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
        let mut ids: Vec<&String> = table.iter().map(|(p, _)| p).collect();
        ids.sort();
        ids.dedup();
        if table.len() < 2 || ids.len() != table.len() {
            return;
        }
        let before: Vec<[WengLinRating; 1]> = table
            .iter()
            .map(|(p, _)| {
                let r = self.get(p);
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

/// True while a rating has fewer than [`PROVISIONAL_GAMES`] games behind it.
pub fn provisional(games: u32) -> bool {
    games < PROVISIONAL_GAMES
}

/// The number shown for a rating: 1000 + 40·(μ − 3σ). A conservative
/// estimate: a newcomer shows 1000 and rises as σ shrinks and μ grows.
pub fn display(rating: &PlayerRating) -> f64 {
    1000.0 + 40.0 * (rating.mu - 3.0 * rating.sigma)
}
