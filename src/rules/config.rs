//! What differs between boards: piece counts, deal sizes, draw rules.

use super::board::Lane;
use crate::i18n::Msg;
use crate::msg;
use serde::{Deserialize, Serialize};

/// The rule family a board belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Family {
    Usa,
    Europe,
    Switzerland,
    World,
}

impl Family {
    /// The family named by a board file's `name`.
    pub fn from_name(name: &str) -> Option<Family> {
        Some(match name {
            "usa" => Family::Usa,
            "europe" => Family::Europe,
            "switzerland" => Family::Switzerland,
            "world" => Family::World,
            _ => return None,
        })
    }

    /// The board's title for players ("Europe", «Европа»).
    pub fn title(self) -> Msg {
        match self {
            Family::Usa => msg!("rules-board-usa"),
            Family::Europe => msg!("rules-board-europe"),
            Family::Switzerland => msg!("rules-board-switzerland"),
            Family::World => msg!("rules-board-world"),
        }
    }

    /// The numbers of this family.
    pub fn config(self) -> &'static Config {
        match self {
            Family::Usa => &USA,
            Family::Europe => &EUROPE,
            Family::Switzerland => &SWITZERLAND,
            Family::World => &WORLD,
        }
    }
}

/// Fixed numbers and switches of one rule family.
#[derive(Debug)]
pub struct Config {
    pub min_players: usize,
    pub max_players: usize,
    /// Trains each player starts with (World: the most one may keep).
    pub trains: u8,
    /// World: the most ships one may keep.
    pub ships: u8,
    /// World: pieces kept in all after the split.
    pub pieces_kept: u8,
    pub stations: u8,
    pub harbors: u8,
    /// Train cards dealt to each player.
    pub deal_trains: usize,
    /// Ship cards dealt to each player (World).
    pub deal_ships: usize,
    pub face_up: usize,
    /// A face-up locomotive taken first ends the draw and may not be taken second.
    pub face_up_loco_limits: bool,
    /// Locomotives may only be played on tunnels (Switzerland).
    pub locos_only_on_tunnels: bool,
    /// With 3 players both lanes of a double may be used (Switzerland).
    pub doubles_open_at_three: bool,
    /// The game ends after a turn that leaves this many pieces or fewer.
    pub end_pieces: u8,
    /// Turns each player takes after the end is triggered.
    pub final_turns: u8,
    /// Bonus for the longest continuous path (0: none).
    pub longest_bonus: i32,
}

impl Config {
    /// Whether locomotives (jokers) may pay for `lane`.
    pub fn locos_allowed(&self, lane: &Lane) -> bool {
        !self.locos_only_on_tunnels || lane.tunnel
    }
}

const USA: Config = Config {
    min_players: 2,
    max_players: 5,
    trains: 45,
    ships: 0,
    pieces_kept: 45,
    stations: 0,
    harbors: 0,
    deal_trains: 4,
    deal_ships: 0,
    face_up: 5,
    face_up_loco_limits: true,
    locos_only_on_tunnels: false,
    doubles_open_at_three: false,
    end_pieces: 2,
    final_turns: 1,
    longest_bonus: 10,
};

const EUROPE: Config = Config { stations: 3, ..USA };

const SWITZERLAND: Config = Config {
    max_players: 3,
    trains: 40,
    pieces_kept: 40,
    face_up_loco_limits: false,
    locos_only_on_tunnels: true,
    doubles_open_at_three: true,
    ..USA
};

const WORLD: Config = Config {
    min_players: 2,
    max_players: 5,
    trains: 25,
    ships: 50,
    pieces_kept: 60,
    stations: 0,
    harbors: 3,
    deal_trains: 3,
    deal_ships: 7,
    face_up: 6,
    face_up_loco_limits: true,
    locos_only_on_tunnels: false,
    doubles_open_at_three: false,
    end_pieces: 6,
    final_turns: 2,
    longest_bonus: 0,
};
