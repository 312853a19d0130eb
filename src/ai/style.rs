//! The playing levels and the numbers that make them play differently.

use crate::rules::Family;
use serde::{Deserialize, Serialize};

/// How well a computer player plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Plain play: keeps short tickets, collects the colors its shortest
    /// paths need and claims routes on them.
    Easy,
    /// Plans shared ticket paths, claims bottlenecks early, takes more
    /// tickets when it is safe and watches the end coming.
    #[default]
    Hard,
    /// Plans as the hard level, with fewer, longer routes, and at the
    /// start of each turn weighs a few actions by playing the game on in
    /// guesses at the hidden cards.
    Expert,
}

impl Level {
    /// The name used in commands and reports.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    /// Whether it searches before it moves, and so takes a while.
    pub fn searches(self) -> bool {
        self == Level::Expert
    }
}

/// The knobs behind a level.
#[derive(Clone, Debug)]
pub(crate) struct Style {
    pub level: Level,
    /// Route search: cost added per route claimed (in hundredths of a space).
    pub claim_overhead: u32,
    /// Route search: cost taken off per route point (favors long routes),
    /// per board: USA, Europe, Switzerland, World.
    pub point_discount: [u32; 4],
    /// Route search: extra cost of a tunnel, per ferry locomotive, per steam pair.
    pub tunnel_cost: u32,
    pub ferry_cost: u32,
    pub steam_cost: u32,
    /// Route search: a sea space costs this share of a rail space (World).
    pub sea_cost: u32,
    /// Rip-up-and-reroute passes over the ticket paths.
    pub reroute_passes: usize,
    /// Weigh how much losing a lane would hurt when ordering claims.
    pub bottlenecks: bool,
    /// Choose which tickets to keep by value (else: the shortest ones).
    pub value_tickets: bool,
    /// Draw more tickets when this many spaces or fewer are left to claim.
    pub more_tickets_spaces: u32,
    /// ... and at least this many own pieces are left ...
    pub more_tickets_pieces: u16,
    /// ... and at least this many own turns are expected.
    pub more_tickets_turns: f32,
    /// Claim long unplanned routes when the plan is done.
    pub free_claim_min_len: u8,
    /// Bonus (route points) for a free claim that extends the own network.
    pub network_bonus: f32,
    /// Expected own turns at which the end game starts, per board.
    pub endgame_turns: [f32; 4],
    /// Cards in hand from which the player stops waiting for better claims
    /// and spends cards instead of drawing more (hoarding starves the
    /// table), per board: USA, Europe, Switzerland, World.
    pub hand_limit: [u32; 4],
    /// ... once the cards left to draw (decks and discards) are this many
    /// per player or fewer, per board. Holding cards wins while the table
    /// has plenty; spending them keeps it from running dry.
    pub table_low: [f32; 4],
    /// With a full hand, draw more tickets while the plan has this many
    /// spaces or fewer to claim (`None`: only as usual).
    pub full_tickets_spaces: Option<u32>,
    /// How a full hand is spent.
    pub spend: Spend,
}

/// What a full hand is spent on.
#[derive(Clone, Debug)]
pub(crate) struct Spend {
    /// The shortest route worth it, per board.
    pub min_len: [u8; 4],
    /// Pieces the claim must leave beyond what the plan needs.
    pub spare_pieces: i32,
}

impl Spend {
    /// Long routes only, leaving pieces to spare: paying with the plan's
    /// last pieces lost tickets. World's routes run longer and its two
    /// decks fill hands faster, so shorter ones are taken there.
    const CAREFUL: Spend = Spend {
        min_len: [5, 4, 5, 3],
        spare_pieces: 4,
    };
}

impl Style {
    /// The knobs of a level.
    pub(super) fn of(level: Level) -> Style {
        match level {
            Level::Easy => Style {
                level,
                claim_overhead: 0,
                point_discount: [0; 4],
                tunnel_cost: 0,
                ferry_cost: 0,
                steam_cost: 100,
                sea_cost: 100,
                reroute_passes: 0,
                bottlenecks: false,
                value_tickets: false,
                more_tickets_spaces: 0,
                more_tickets_pieces: 20,
                more_tickets_turns: 12.0,
                free_claim_min_len: 1,
                network_bonus: 0.0,
                endgame_turns: [0.0; 4],
                hand_limit: [18; 4],
                table_low: [f32::INFINITY; 4],
                full_tickets_spaces: None,
                spend: Spend::CAREFUL,
            },
            // Its own plans: a dearer claim favours fewer, longer routes,
            // and on USA and Europe the end game starts earlier. Its plain
            // choices, played against three hard players over 3,000 games
            // and checked on other seeds, won 3 points more often on USA
            // and 2 on Europe; the same elsewhere.
            Level::Expert => Style {
                level,
                claim_overhead: 120,
                endgame_turns: [4.0, 4.0, 5.0, 2.5],
                ..Style::of(Level::Hard)
            },
            Level::Hard => Style {
                level,
                claim_overhead: 60,
                point_discount: [60, 65, 75, 45],
                tunnel_cost: 60,
                ferry_cost: 80,
                steam_cost: 100,
                sea_cost: 85,
                reroute_passes: 2,
                bottlenecks: true,
                value_tickets: true,
                more_tickets_spaces: 2,
                more_tickets_pieces: 22,
                more_tickets_turns: 7.0,
                free_claim_min_len: 5,
                network_bonus: 3.0,
                endgame_turns: [2.5, 2.5, 5.0, 2.5],
                hand_limit: [18, 18, 18, 16],
                table_low: [5.0, f32::INFINITY, 8.0, f32::INFINITY],
                full_tickets_spaces: Some(10),
                spend: Spend::CAREFUL,
            },
        }
    }

    /// The route-point discount on a board.
    pub(super) fn discount(&self, family: Family) -> u32 {
        self.point_discount[board_index(family)]
    }

    /// Whether a hand of `cards` counts as full on a board when `table`
    /// cards per player are left to draw.
    pub(super) fn full_hand(&self, family: Family, cards: u32, table: f32) -> bool {
        let i = board_index(family);
        cards >= self.hand_limit[i] && table <= self.table_low[i]
    }

    /// Expected own turns at which the end game starts on a board.
    pub(super) fn endgame(&self, family: Family) -> f32 {
        self.endgame_turns[board_index(family)]
    }

    /// Whether this level plays with the hard level's plans.
    pub(super) fn hard(&self) -> bool {
        self.level != Level::Easy
    }
}

/// The index of a board family in the per-board knobs.
pub(super) fn board_index(family: Family) -> usize {
    match family {
        Family::Usa => 0,
        Family::Europe => 1,
        Family::Switzerland => 2,
        Family::World => 3,
    }
}
