//! The scenario file as written: TOML, read with serde.

use serde::Deserialize;
use std::collections::BTreeMap;

/// A whole scenario file.
#[derive(Deserialize)]
pub(super) struct File {
    pub(super) map: String,
    #[serde(default)]
    pub(super) variant: Option<String>,
    #[serde(default)]
    pub(super) bonus: bool,
    pub(super) players: Vec<String>,
    #[serde(default)]
    pub(super) seed: Option<u64>,
    #[serde(default)]
    pub(super) setup: Option<Setup>,
    #[serde(default)]
    pub(super) step: Vec<Step>,
    #[serde(default)]
    pub(super) check: Vec<Check>,
}

/// An exact outcome the scenario asserts: the value at `path` in the output
/// of step `step` (or of the final summary when `step` is absent).
#[derive(Deserialize)]
pub(super) struct Check {
    #[serde(default)]
    pub(super) step: Option<usize>,
    /// Dotted path; array elements by index or by their `name` field,
    /// e.g. `players.ann.breakdown.total`, `pending.extra`, `events.0`.
    pub(super) path: String,
    #[serde(default)]
    pub(super) equals: Option<toml::Value>,
    /// `absent = true`: the path holds nothing (or null) — e.g. no pending
    /// decision, or a card count of zero, which hands leave out.
    #[serde(default)]
    pub(super) absent: bool,
}

#[derive(Deserialize, Default)]
pub(super) struct Setup {
    #[serde(default)]
    pub(super) hand: BTreeMap<String, Vec<String>>,
    #[serde(default)]
    pub(super) face_up: Option<Vec<String>>,
    #[serde(default)]
    pub(super) deck_top: Vec<String>,
    #[serde(default)]
    pub(super) tickets: BTreeMap<String, Vec<Vec<String>>>,
    #[serde(default)]
    pub(super) trains: BTreeMap<String, u8>,
    #[serde(default)]
    pub(super) ships: BTreeMap<String, u8>,
    #[serde(default)]
    pub(super) stations: BTreeMap<String, u8>,
    #[serde(default)]
    pub(super) harbors: BTreeMap<String, u8>,
    #[serde(default)]
    pub(super) claimed: BTreeMap<String, Vec<Vec<String>>>,
}

#[derive(Deserialize, Clone)]
#[serde(untagged)]
pub(super) enum TicketRef {
    Position(usize),
    Places(Vec<String>),
}

#[derive(Deserialize, Clone)]
#[serde(untagged)]
pub(super) enum FromRef {
    Slot(usize),
    Name(String),
}

#[derive(Deserialize)]
pub(super) struct Step {
    pub(super) player: String,
    pub(super) action: String,
    #[serde(default)]
    pub(super) route: Option<Vec<String>>,
    #[serde(default)]
    pub(super) color: Option<String>,
    #[serde(default)]
    pub(super) locos: Option<u8>,
    #[serde(default)]
    pub(super) doubles: Option<u8>,
    #[serde(default)]
    pub(super) route_color: Option<String>,
    #[serde(default)]
    pub(super) route_index: Option<u8>,
    #[serde(default)]
    pub(super) tickets: Option<Vec<TicketRef>>,
    #[serde(default)]
    pub(super) from: Option<FromRef>,
    #[serde(default)]
    pub(super) refill: Option<String>,
    #[serde(default)]
    pub(super) pay: Option<bool>,
    #[serde(default)]
    pub(super) city: Option<String>,
    #[serde(default)]
    pub(super) trains_to_ships: Option<u8>,
    #[serde(default)]
    pub(super) ships_to_trains: Option<u8>,
    #[serde(default)]
    pub(super) trains: Option<u8>,
    #[serde(default)]
    pub(super) ships: Option<u8>,
    #[serde(default)]
    pub(super) expect: Option<String>,
}
