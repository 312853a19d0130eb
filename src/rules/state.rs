//! The game state: everything needed to continue or replay a game.

use super::board::{LaneId, PlaceId, TicketId};
use super::card::{Card, Hand};
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

/// A player's seat, 0-based in turn order.
pub type Seat = usize;

/// Which ticket rules a game uses (Europe variants; other boards use `Classic`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Variant {
    #[default]
    Classic,
    #[serde(rename = "1912")]
    Europe1912,
    Mega,
    BigCities,
}

impl Variant {
    /// Parses `classic`, `1912`, `mega`, `bigcities`.
    pub fn parse(s: &str) -> Option<Variant> {
        Some(
            match s
                .trim()
                .to_ascii_lowercase()
                .replace([' ', '-', '_'], "")
                .as_str()
            {
                "classic" | "base" => Variant::Classic,
                "1912" | "europe1912" => Variant::Europe1912,
                "mega" | "megaeurope" => Variant::Mega,
                "bigcities" => Variant::BigCities,
                _ => return None,
            },
        )
    }

    /// The name used in commands and files.
    pub fn name(self) -> &'static str {
        match self {
            Variant::Classic => "classic",
            Variant::Europe1912 => "1912",
            Variant::Mega => "mega",
            Variant::BigCities => "bigcities",
        }
    }
}

/// Choices made when a game is created.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameOptions {
    pub variant: Variant,
    /// Europe: add the 7 bonus tickets.
    #[serde(default)]
    pub bonus_tickets: bool,
}

/// A draw pile and its discard; the top of the pile is the end of the vector.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Deck {
    pub draw: Vec<Card>,
    pub discard: Vec<Card>,
}

impl Deck {
    /// Takes the top card, reshuffling the discard when the pile is empty.
    /// Returns the card and whether a reshuffle happened.
    pub fn take(&mut self, rng: &mut ChaCha8Rng) -> Option<(Card, bool)> {
        let mut reshuffled = false;
        if self.draw.is_empty() {
            if self.discard.is_empty() {
                return None;
            }
            std::mem::swap(&mut self.draw, &mut self.discard);
            self.draw.shuffle(rng);
            reshuffled = true;
        }
        self.draw.pop().map(|c| (c, reshuffled))
    }

    /// Cards left to draw, counting the discard that would be reshuffled.
    pub fn available(&self) -> usize {
        self.draw.len() + self.discard.len()
    }
}

/// Which deck (World has two).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DeckKind {
    Trains,
    Ships,
}

impl DeckKind {
    /// The index into [`GameState::decks`].
    pub fn index(self) -> usize {
        match self {
            DeckKind::Trains => 0,
            DeckKind::Ships => 1,
        }
    }

    /// The deck a card belongs to.
    pub fn of(card: Card) -> DeckKind {
        if card.is_ship() {
            DeckKind::Ships
        } else {
            DeckKind::Trains
        }
    }
}

/// How many tickets of an offer must be kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum KeepRule {
    /// At least this many (or all, when fewer are offered).
    AtLeast(u8),
    /// Mega Europe's first offer: keep 0 or 1 long ticket; the regular offer
    /// follows.
    MegaLong,
}

/// Where tickets not kept go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Rejects {
    /// Under the ticket deck, in the offer's order.
    Bottom,
    /// Shuffled, then under the ticket deck.
    ShuffledBottom,
    /// Out of the game.
    Out,
}

/// Tickets offered to a player, waiting for the choice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Offer {
    pub tickets: Vec<TicketId>,
    pub keep: KeepRule,
    pub rejects: Rejects,
}

impl Offer {
    /// The fewest tickets that may be kept from this offer.
    pub fn min_keep(&self) -> usize {
        match self.keep {
            KeepRule::AtLeast(n) => (n as usize).min(self.tickets.len()),
            KeepRule::MegaLong => 0,
        }
    }

    /// The most tickets that may be kept from this offer.
    pub fn max_keep(&self) -> usize {
        match self.keep {
            KeepRule::AtLeast(_) => self.tickets.len(),
            KeepRule::MegaLong => 1,
        }
    }
}

/// One player's part of the state.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PlayerState {
    pub name: String,
    pub hand: Hand,
    pub tickets: Vec<TicketId>,
    /// A ticket offer waiting for this player's choice.
    pub offer: Option<Offer>,
    pub trains: u8,
    pub ships: u8,
    pub stations: u8,
    pub harbors: u8,
    /// World: pieces in the player's box reserve.
    pub box_trains: u8,
    pub box_ships: u8,
    /// World: the piece split is still to be chosen.
    pub split_pending: bool,
    /// Points from claimed routes.
    pub route_points: i32,
    /// Points lost to exchanges (World), as a positive number.
    pub exchange_penalty: i32,
    pub stations_built: u8,
}

impl PlayerState {
    /// The running score: routes minus exchange penalties.
    pub fn score(&self) -> i32 {
        self.route_points - self.exchange_penalty
    }

    /// Pieces left to place (trains and ships).
    pub fn pieces(&self) -> u16 {
        self.trains as u16 + self.ships as u16
    }
}

/// How the payment for a claim was made up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Payment {
    pub cards: Hand,
    /// The color of the colored cards used, if any (tunnel extras must match it).
    pub color: Option<super::card::Color>,
}

/// A tunnel claim waiting for its owner to pay the extra cards or decline.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TunnelPending {
    pub lane: LaneId,
    pub payment: Payment,
    pub revealed: Vec<Card>,
    pub extra: u8,
}

/// Where the current turn stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stage {
    /// The player may choose any action.
    Start,
    /// One card taken; a second may be drawn.
    SecondDraw,
    /// A tunnel claim waits for pay or decline.
    Tunnel(TunnelPending),
    /// Drawn tickets wait for the keep choice (the offer is on the player).
    Tickets,
}

/// Setup, play, or finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Players choose their first tickets (and World's piece split), in any order.
    Setup,
    Play,
    Over,
}

/// What the last move did, for highlighting on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LastMove {
    Claimed(Seat, LaneId),
    Station(Seat, PlaceId),
    Harbor(Seat, PlaceId),
    Drew(Seat),
    Tickets(Seat),
    Exchange(Seat),
    Passed(Seat),
}

/// The whole state of one game.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GameState {
    /// The board's name (`usa`, `europe`, ...).
    pub board: String,
    pub options: GameOptions,
    pub rng: ChaCha8Rng,
    pub players: Vec<PlayerState>,
    /// Train deck (and World's ship deck).
    pub decks: Vec<Deck>,
    pub face_up: Vec<Option<Card>>,
    /// Draw order of destination tickets; the front is the top.
    pub ticket_deck: VecDeque<TicketId>,
    /// Owner of each lane.
    pub owners: Vec<Option<Seat>>,
    /// Station owner per place (Europe).
    pub stations: Vec<Option<Seat>>,
    /// Harbor owner per place (World).
    pub harbors: Vec<Option<Seat>>,
    pub phase: Phase,
    pub turn: Seat,
    pub stage: Stage,
    /// Turns left once the end has been triggered.
    pub final_turns: Option<u16>,
    /// Players passed in a row because they could do nothing.
    pub passes: u16,
    pub last_move: Option<LastMove>,
    /// Counts applied actions; changes with every accepted action.
    pub moves: u64,
}

impl GameState {
    /// Number of players.
    pub fn seats(&self) -> usize {
        self.players.len()
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// Finds a seat by player name (case-insensitive).
    pub fn seat_of(&self, name: &str) -> Option<Seat> {
        self.players
            .iter()
            .position(|p| p.name.eq_ignore_ascii_case(name))
    }
}
