//! The board model: places, route lanes, tickets, and name lookup.

use super::card::Color;
use super::config::Family;
use crate::i18n::Msg;
use crate::msg;
use serde::Serialize;
use std::collections::HashMap;

pub use super::ids::{LaneId, PlaceId, TicketId};

/// City or country (Switzerland's countries are end points, never a way through).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PlaceKind {
    City,
    Country,
}

/// Rail (trains) or sea (ships, World).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum RouteKind {
    Rail,
    Sea,
}

/// A city or a country.
#[derive(Clone, Debug)]
pub struct Place {
    pub name: String,
    pub kind: PlaceKind,
    /// World: an anchor city where harbors may be built.
    pub harbor: bool,
    pub x: f32,
    pub y: f32,
    pub aliases: Vec<String>,
}

/// One lane of a route: the unit a player claims.
#[derive(Clone, Debug)]
pub struct Lane {
    pub a: PlaceId,
    pub b: PlaceId,
    pub len: u8,
    /// `None` is a gray route.
    pub color: Option<Color>,
    pub kind: RouteKind,
    pub tunnel: bool,
    /// Ferry locomotive spaces.
    pub locos: u8,
    /// Steam (pair) spaces.
    pub steam: u8,
    /// Crosses the east-west edge (World).
    pub wraps: bool,
    /// The other lane of a double route.
    pub sibling: Option<LaneId>,
    /// 1-based position of this lane within its route.
    pub index_in_route: u8,
}

impl Lane {
    /// The other end of this lane, seen from `p`.
    pub fn other(&self, p: PlaceId) -> PlaceId {
        if self.a == p { self.b } else { self.a }
    }

    /// Whether the lane joins `p` and `q` (either way round).
    pub fn joins(&self, p: PlaceId, q: PlaceId) -> bool {
        (self.a == p && self.b == q) || (self.a == q && self.b == p)
    }
}

/// What a ticket asks for and what it is worth.
#[derive(Clone, Debug)]
pub enum TicketValue {
    /// Connect two places.
    Pair { points: i32, long: bool },
    /// Switzerland: connect any one option; the best completed option scores,
    /// the lowest is lost when none is complete.
    Options(Vec<TicketOption>),
    /// World tour: visit the places in order (or at least connect them all).
    Tour {
        in_order: i32,
        any_order: i32,
        penalty: i32,
    },
}

/// One destination option of a country ticket.
#[derive(Clone, Debug)]
pub struct TicketOption {
    pub a: PlaceId,
    pub b: PlaceId,
    pub points: i32,
}

/// A destination ticket.
#[derive(Clone, Debug)]
pub struct Ticket {
    /// The set it belongs to: `base`, `1912`, `bigcities`, `bonus`, ...
    pub set: String,
    /// Every place the ticket names (tours: in their printed order).
    pub places: Vec<PlaceId>,
    pub value: TicketValue,
}

impl Ticket {
    /// Whether this is a long ticket (Europe).
    pub fn is_long(&self) -> bool {
        matches!(self.value, TicketValue::Pair { long: true, .. })
    }

    /// The headline value: a pair's points, a country ticket's best option,
    /// a tour's in-order value.
    pub fn points(&self) -> i32 {
        match &self.value {
            TicketValue::Pair { points, .. } => *points,
            TicketValue::Options(o) => o.iter().map(|o| o.points).max().unwrap_or(0),
            TicketValue::Tour { in_order, .. } => *in_order,
        }
    }

    /// What the ticket takes away when it is not completed: a pair's
    /// points, a country ticket's lowest option, a tour's own penalty.
    pub fn cost(&self) -> i32 {
        match &self.value {
            TicketValue::Pair { points, .. } => *points,
            TicketValue::Options(o) => o.iter().map(|o| o.points).min().unwrap_or(0),
            TicketValue::Tour { penalty, .. } => *penalty,
        }
    }
}

/// A loaded, validated board.
#[derive(Clone, Debug)]
pub struct Board {
    pub name: String,
    pub title: String,
    pub family: Family,
    pub width: f32,
    pub height: f32,
    pub wraps: bool,
    pub places: Vec<Place>,
    pub lanes: Vec<Lane>,
    pub tickets: Vec<Ticket>,
    /// The cards of each deck (World: trains, then ships), with their counts.
    pub decks: Vec<Vec<(super::card::Card, u8)>>,
    /// Lanes touching each place.
    pub(crate) adjacency: Vec<Vec<LaneId>>,
    /// Lanes touching each place, each with the place at its other end.
    pub(crate) ways: Vec<Vec<(LaneId, PlaceId)>>,
    /// Normalized name or alias -> place.
    pub(crate) names: HashMap<String, PlaceId>,
}

/// Why a place name did not resolve to one place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LookupError {
    /// Nothing matched; the closest names are given.
    Unknown { query: String, closest: Vec<String> },
    /// Several places matched.
    Ambiguous { query: String, matches: Vec<String> },
}

impl LookupError {
    /// The message for the player.
    pub fn message(&self) -> Msg {
        match self {
            LookupError::Unknown { query, closest } if closest.is_empty() => {
                msg!("rules-place-unknown", query = query)
            }
            LookupError::Unknown { query, closest } => msg!(
                "rules-place-unknown-closest",
                query = query,
                closest = closest.join(", ")
            ),
            LookupError::Ambiguous { query, matches } => msg!(
                "rules-place-ambiguous",
                query = query,
                matches = matches.join(", ")
            ),
        }
    }
}

/// English, for logs and the command-line tools.
impl std::fmt::Display for LookupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.message().fmt(f)
    }
}

/// Folds a name for matching: lower case, accents and punctuation removed.
pub fn normalize(s: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    let mut out = String::with_capacity(s.len());
    for ch in s.nfd() {
        if unicode_normalization::char::is_combining_mark(ch) {
            continue;
        }
        match ch {
            'ø' | 'Ø' => out.push('o'),
            'æ' | 'Æ' => out.push_str("ae"),
            'ß' => out.push_str("ss"),
            'ł' | 'Ł' => out.push('l'),
            'đ' | 'Đ' => out.push('d'),
            c if c.is_alphanumeric() => out.extend(c.to_lowercase()),
            _ => {}
        }
    }
    out
}

impl Board {
    /// Every place, in board order.
    pub fn place_ids(&self) -> impl DoubleEndedIterator<Item = PlaceId> + Clone + use<> {
        PlaceId::all(self.places.len())
    }

    /// Every lane, in board order.
    pub fn lane_ids(&self) -> impl DoubleEndedIterator<Item = LaneId> + Clone + use<> {
        LaneId::all(self.lanes.len())
    }

    /// Every ticket, in board order.
    pub fn ticket_ids(&self) -> impl DoubleEndedIterator<Item = TicketId> + Clone + use<> {
        TicketId::all(self.tickets.len())
    }

    /// The lanes touching a place.
    pub fn lanes_at(&self, p: PlaceId) -> &[LaneId] {
        &self.adjacency[p.index()]
    }

    /// The lanes touching a place, each with the place at its other end.
    pub fn ways_at(&self, p: PlaceId) -> &[(LaneId, PlaceId)] {
        &self.ways[p.index()]
    }

    /// A place's printed name.
    /// A place id past the board (only in a forged action) reads "?".
    pub fn place_name(&self, p: PlaceId) -> &str {
        self.places.get(p.index()).map_or("?", |place| &place.name)
    }

    /// "Paris–Bruxelles".
    pub fn lane_name(&self, l: LaneId) -> String {
        let lane = &self.lanes[l];
        format!("{}–{}", self.place_name(lane.a), self.place_name(lane.b))
    }

    /// "Paris–Wien" or "Lugano: Italia / France" for a ticket.
    /// A ticket id past the board (only in a forged action) reads "#id".
    pub fn ticket_name(&self, t: TicketId) -> String {
        let Some(ticket) = self.tickets.get(t.index()) else {
            return format!("#{t}");
        };
        let names: Vec<&str> = ticket.places.iter().map(|&p| self.place_name(p)).collect();
        names.join("–")
    }

    /// The lanes between two places, in route order.
    pub fn lanes_between(&self, p: PlaceId, q: PlaceId) -> Vec<LaneId> {
        self.lanes_at(p)
            .iter()
            .copied()
            .filter(|&l| self.lanes[l].joins(p, q))
            .collect()
    }

    /// Finds a place by name or alias: exact (ignoring case and accents), then
    /// a unique prefix, then a unique substring.
    pub fn find_place(&self, query: &str) -> Result<PlaceId, LookupError> {
        let q = normalize(query);
        if let Some(&p) = self.names.get(&q) {
            return Ok(p);
        }
        if !q.is_empty() {
            for pred in [
                (|k: &str, q: &str| k.starts_with(q)) as fn(&str, &str) -> bool,
                |k: &str, q: &str| k.contains(q),
            ] {
                let mut found: Vec<PlaceId> = self
                    .names
                    .iter()
                    .filter(|(k, _)| pred(k, &q))
                    .map(|(_, &p)| p)
                    .collect();
                found.sort_unstable();
                found.dedup();
                match found.len() {
                    0 => continue,
                    1 => return Ok(found[0]),
                    _ => {
                        return Err(LookupError::Ambiguous {
                            query: query.to_string(),
                            matches: found
                                .iter()
                                .take(6)
                                .map(|&p| self.place_name(p).to_string())
                                .collect(),
                        });
                    }
                }
            }
        }
        Err(LookupError::Unknown {
            query: query.to_string(),
            closest: self.closest_places(&q, 3),
        })
    }

    /// The `n` place names nearest to a normalized query by edit distance.
    fn closest_places(&self, q: &str, n: usize) -> Vec<String> {
        let mut scored: Vec<(usize, PlaceId)> = self
            .names
            .iter()
            .map(|(k, &p)| (edit_distance(k, q), p))
            .collect();
        scored.sort_unstable();
        let mut out: Vec<String> = Vec::new();
        for (d, p) in scored {
            let name = self.place_name(p).to_string();
            if d > q.chars().count().max(3) || out.len() == n {
                break;
            }
            if !out.contains(&name) {
                out.push(name);
            }
        }
        out
    }
}

/// Levenshtein distance over characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1; b.len() + 1];
        for (j, &cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != cb);
            cur[j + 1] = sub.min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        prev = cur;
    }
    prev[b.len()]
}

/// Route points by length.
pub fn route_points(len: u8) -> i32 {
    match len {
        1 => 1,
        2 => 2,
        3 => 4,
        4 => 7,
        5 => 10,
        6 => 15,
        7 => 18,
        8 => 21,
        n => 21 + 3 * (n as i32 - 8),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalize_folds_case_accents_and_punctuation() {
        assert_eq!(normalize("Zürich"), "zurich");
        assert_eq!(normalize("København"), "kobenhavn");
        assert_eq!(normalize("Sault St. Marie"), "saultstmarie");
        assert_eq!(normalize("Москва"), "москва");
    }

    #[test]
    fn russian_and_ukrainian_city_names_are_found() {
        let europe = crate::maps::board("europe").unwrap();
        for (typed, name) in [
            ("Москва", "Moskva"),
            ("москва", "Moskva"),
            ("Париж", "Paris"),
            ("Цюрих", "Zurich"),
            ("Київ", "Kyiv"),
            ("Киев", "Kyiv"),
        ] {
            let p = europe
                .find_place(typed)
                .unwrap_or_else(|e| panic!("{typed}: {e}"));
            assert_eq!(europe.place_name(p), name, "{typed}");
        }
        let swiss = crate::maps::board("switzerland").unwrap();
        assert_eq!(
            swiss.place_name(swiss.find_place("Цюрих").unwrap()),
            "Zürich"
        );
    }

    #[test]
    fn lookup_errors_speak_every_language() {
        use crate::i18n::Lang;
        let europe = crate::maps::board("europe").unwrap();
        let unknown = LookupError::Unknown {
            query: "Атлантида".into(),
            closest: Vec::new(),
        };
        assert_eq!(
            unknown.to_string(),
            "There is no place called \"Атлантида\" on this board."
        );
        assert_eq!(
            Lang::Ru.tr(&unknown.message()),
            "На этой карте нет места с названием «Атлантида»."
        );
        assert_eq!(
            Lang::Uk.tr(&unknown.message()),
            "На цій мапі немає місця з назвою «Атлантида»."
        );
        let close = europe.find_place("Parix").unwrap_err();
        assert!(
            Lang::Ru
                .tr(&close.message())
                .contains("Может быть, вы имели в виду: Paris"),
            "{close:?}"
        );
        let ambiguous = europe.find_place("Bu").unwrap_err();
        assert!(matches!(ambiguous, LookupError::Ambiguous { .. }));
        let uk = Lang::Uk.tr(&ambiguous.message());
        assert!(uk.starts_with("«Bu» може означати: "), "{uk}");
        assert!(uk.contains("Budapest") && uk.contains("Bucuresti"), "{uk}");
    }

    #[test]
    fn edit_distance_counts_edits() {
        assert_eq!(edit_distance("paris", "pariz"), 1);
        assert_eq!(edit_distance("", "abc"), 3);
    }
}
