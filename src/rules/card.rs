//! Card colors and the travel cards of every board.

use crate::i18n::Msg;
use crate::msg;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A card or route color. Pink and purple are the same color.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Color {
    Red,
    Blue,
    Green,
    Yellow,
    Black,
    White,
    Orange,
    Pink,
}

impl Color {
    /// Every color, in card-index order.
    pub const ALL: [Color; 8] = [
        Color::Red,
        Color::Blue,
        Color::Green,
        Color::Yellow,
        Color::Black,
        Color::White,
        Color::Orange,
        Color::Pink,
    ];

    /// The color's index, 0..8.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The lower-case English name (`pink` for pink/purple).
    pub fn name(self) -> &'static str {
        match self {
            Color::Red => "red",
            Color::Blue => "blue",
            Color::Green => "green",
            Color::Yellow => "yellow",
            Color::Black => "black",
            Color::White => "white",
            Color::Orange => "orange",
            Color::Pink => "pink",
        }
    }

    /// Parses a color name: English (`purple` and `violet` are pink, `brown`
    /// is orange), or a Russian or Ukrainian color adjective in any gender or
    /// number (`красный`, `красная`, `красные`, `червона`, `синє`…), with the
    /// rule books' names too (`фиолетовый`, `лиловый`, `коричневый`).
    pub fn parse(s: &str) -> Option<Color> {
        let s = s.trim().to_lowercase().replace('ё', "е");
        let english = match s.as_str() {
            "red" => Some(Color::Red),
            "blue" => Some(Color::Blue),
            "green" => Some(Color::Green),
            "yellow" => Some(Color::Yellow),
            "black" => Some(Color::Black),
            "white" => Some(Color::White),
            "orange" | "brown" => Some(Color::Orange),
            "pink" | "purple" | "violet" => Some(Color::Pink),
            _ => None,
        };
        english.or_else(|| slavic_color(&s))
    }
}

/// Russian and Ukrainian adjective stems of each color (`ё` written `е`).
const SLAVIC_STEMS: [(&str, Color); 19] = [
    ("красн", Color::Red),
    ("червон", Color::Red),
    ("син", Color::Blue),
    ("зелен", Color::Green),
    ("желт", Color::Yellow),
    ("жовт", Color::Yellow),
    ("черн", Color::Black),
    ("чорн", Color::Black),
    ("бел", Color::White),
    ("біл", Color::White),
    ("оранжев", Color::Orange),
    ("помаранчев", Color::Orange),
    ("коричнев", Color::Orange),
    ("розов", Color::Pink),
    ("рожев", Color::Pink),
    ("фиолетов", Color::Pink),
    ("фіолетов", Color::Pink),
    ("лилов", Color::Pink),
    ("бузков", Color::Pink),
];

/// Russian and Ukrainian adjective endings: every gender and the plural.
const SLAVIC_ENDINGS: [&str; 14] = [
    "ый", "ий", "ій", "ая", "яя", "ое", "ее", "ые", "ие", "а", "я", "е", "є", "і",
];

/// A Russian or Ukrainian color adjective, lower case with `ё` as `е`.
fn slavic_color(s: &str) -> Option<Color> {
    SLAVIC_STEMS.iter().find_map(|&(stem, c)| {
        let ending = s.strip_prefix(stem)?;
        SLAVIC_ENDINGS.contains(&ending).then_some(c)
    })
}

impl Color {
    /// The color's name for players, as a card ("red").
    pub fn msg(self) -> Msg {
        self.msg_as("plain")
    }

    /// The color qualifying a noun ("3 red cards"): in English the plain
    /// name, in Russian and Ukrainian the genitive phrase («красного цвета»),
    /// which needs no agreement with numbers.
    pub fn msg_of(self) -> Msg {
        self.msg_as("of")
    }

    /// The name of a card of this color: `kind` is `plain`, `of`, `train`,
    /// `harbor` (a train card with the harbor symbol), `ship` or `double`.
    fn msg_as(self, kind: &'static str) -> Msg {
        match self {
            Color::Red => msg!("color-red", kind = kind),
            Color::Blue => msg!("color-blue", kind = kind),
            Color::Green => msg!("color-green", kind = kind),
            Color::Yellow => msg!("color-yellow", kind = kind),
            Color::Black => msg!("color-black", kind = kind),
            Color::White => msg!("color-white", kind = kind),
            Color::Orange => msg!("color-orange", kind = kind),
            Color::Pink => msg!("color-pink", kind = kind),
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One travel card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "u8", try_from = "u8")]
pub enum Card {
    /// A colored train card without the harbor symbol.
    Train(Color),
    /// A locomotive (World: a joker, wild for trains and ships).
    Loco,
    /// World: a train card with the harbor symbol.
    HarborTrain(Color),
    /// World: a single ship (always with the harbor symbol).
    Ship(Color),
    /// World: a double ship, pays for up to two ship spaces.
    DoubleShip(Color),
}

/// How many distinct card kinds exist (the length of a [`Hand`]).
pub const CARD_KINDS: usize = 33;

impl Card {
    /// A dense index 0..CARD_KINDS.
    pub fn index(self) -> usize {
        match self {
            Card::Train(c) => c.index(),
            Card::Loco => 8,
            Card::HarborTrain(c) => 9 + c.index(),
            Card::Ship(c) => 17 + c.index(),
            Card::DoubleShip(c) => 25 + c.index(),
        }
    }

    /// The card at a dense index.
    pub fn from_index(i: usize) -> Option<Card> {
        Some(match i {
            0..=7 => Card::Train(Color::ALL[i]),
            8 => Card::Loco,
            9..=16 => Card::HarborTrain(Color::ALL[i - 9]),
            17..=24 => Card::Ship(Color::ALL[i - 17]),
            25..=32 => Card::DoubleShip(Color::ALL[i - 25]),
            _ => return None,
        })
    }

    /// The card's color; none for a locomotive/joker.
    pub fn color(self) -> Option<Color> {
        match self {
            Card::Train(c) | Card::HarborTrain(c) | Card::Ship(c) | Card::DoubleShip(c) => Some(c),
            Card::Loco => None,
        }
    }

    /// Whether this card belongs to the ship deck (World).
    pub fn is_ship(self) -> bool {
        matches!(self, Card::Ship(_) | Card::DoubleShip(_))
    }

    /// Whether the card is wild (locomotive or joker).
    pub fn is_loco(self) -> bool {
        self == Card::Loco
    }

    /// The card's name for players. `world` names Rails & Sails cards
    /// (train, ship, joker) where the other boards just say the color.
    pub fn msg(self, world: bool) -> Msg {
        match self {
            Card::Train(c) if world => c.msg_as("train"),
            Card::Train(c) => c.msg(),
            Card::HarborTrain(c) => c.msg_as("harbor"),
            Card::Ship(c) => c.msg_as("ship"),
            Card::DoubleShip(c) => c.msg_as("double"),
            Card::Loco if world => msg!("card-joker"),
            Card::Loco => msg!("card-loco"),
        }
    }

    /// The scenario-file name: `red`, `loco`, `harbor:red`, `ship:red`, `ship2:red`.
    pub fn name(self) -> String {
        match self {
            Card::Train(c) => c.name().to_string(),
            Card::Loco => "loco".to_string(),
            Card::HarborTrain(c) => format!("harbor:{c}"),
            Card::Ship(c) => format!("ship:{c}"),
            Card::DoubleShip(c) => format!("ship2:{c}"),
        }
    }

    /// Parses a scenario-file card name.
    pub fn parse(s: &str) -> Option<Card> {
        let s = s.trim().to_ascii_lowercase();
        if s == "loco" || s == "joker" || s == "locomotive" {
            return Some(Card::Loco);
        }
        match s.split_once(':') {
            Some(("harbor", c)) => Color::parse(c).map(Card::HarborTrain),
            Some(("ship", c)) => Color::parse(c).map(Card::Ship),
            Some(("ship2", c)) => Color::parse(c).map(Card::DoubleShip),
            Some(_) => None,
            None => Color::parse(&s).map(Card::Train),
        }
    }
}

impl From<Card> for u8 {
    fn from(c: Card) -> u8 {
        c.index() as u8
    }
}

/// A stored card index that names no card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no card has index {0}")]
pub struct NoSuchCard(pub u8);

impl TryFrom<u8> for Card {
    type Error = NoSuchCard;
    fn try_from(v: u8) -> Result<Card, NoSuchCard> {
        Card::from_index(v as usize).ok_or(NoSuchCard(v))
    }
}

/// Cards held, counted by kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Hand(#[serde(with = "hand_serde")] pub [u8; CARD_KINDS]);

mod hand_serde {
    use super::CARD_KINDS;
    use serde::{Deserialize, Deserializer, Serializer};

    pub(super) fn serialize<S: Serializer>(v: &[u8; CARD_KINDS], s: S) -> Result<S::Ok, S::Error> {
        s.serialize_bytes(v)
    }

    pub(super) fn deserialize<'de, D: Deserializer<'de>>(
        d: D,
    ) -> Result<[u8; CARD_KINDS], D::Error> {
        let v: Vec<u8> = Vec::deserialize(d)?;
        v.try_into()
            .map_err(|_| serde::de::Error::custom("a hand has 33 counts"))
    }
}

impl Default for Hand {
    fn default() -> Hand {
        Hand([0; CARD_KINDS])
    }
}

impl Hand {
    /// How many of this card the hand holds.
    pub fn count(&self, card: Card) -> u8 {
        self.0[card.index()]
    }

    /// Adds `n` copies of a card.
    pub fn add(&mut self, card: Card, n: u8) {
        self.0[card.index()] += n;
    }

    /// Removes `n` copies; the caller has checked there are enough.
    pub fn remove(&mut self, card: Card, n: u8) {
        debug_assert!(self.0[card.index()] >= n, "removing cards not held");
        self.0[card.index()] -= n;
    }

    /// Whether `other` is contained in this hand.
    pub fn contains(&self, other: &Hand) -> bool {
        self.0.iter().zip(other.0.iter()).all(|(a, b)| a >= b)
    }

    /// Total number of cards.
    pub fn total(&self) -> u32 {
        self.0.iter().map(|&n| n as u32).sum()
    }

    /// Colored train cards of a color, with and without the harbor symbol.
    pub fn trains_of(&self, c: Color) -> u8 {
        self.count(Card::Train(c)) + self.count(Card::HarborTrain(c))
    }

    /// The cards as (card, count) pairs, in index order, zero counts left out.
    pub fn iter(&self) -> impl Iterator<Item = (Card, u8)> + '_ {
        self.0
            .iter()
            .enumerate()
            .filter(|(_, n)| **n > 0)
            .filter_map(|(i, &n)| Card::from_index(i).map(|c| (c, n)))
    }

    /// Every card, one entry per copy.
    pub fn cards(&self) -> Vec<Card> {
        self.iter()
            .flat_map(|(c, n)| std::iter::repeat_n(c, n as usize))
            .collect()
    }
}

impl FromIterator<Card> for Hand {
    fn from_iter<I: IntoIterator<Item = Card>>(it: I) -> Hand {
        let mut h = Hand::default();
        for c in it {
            h.add(c, 1);
        }
        h
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn card_index_round_trips() {
        for i in 0..CARD_KINDS {
            let c = Card::from_index(i).unwrap();
            assert_eq!(c.index(), i);
            assert_eq!(Card::parse(&c.name()), Some(c));
        }
        assert_eq!(Card::from_index(CARD_KINDS), None);
    }

    #[test]
    fn russian_and_ukrainian_color_names_parse() {
        for (text, color) in [
            ("красный", Color::Red),
            ("Красная", Color::Red),
            ("красные", Color::Red),
            ("червоний", Color::Red),
            ("червона", Color::Red),
            ("червоні", Color::Red),
            ("синий", Color::Blue),
            ("синяя", Color::Blue),
            ("синій", Color::Blue),
            ("синє", Color::Blue),
            ("зелёная", Color::Green),
            ("зеленый", Color::Green),
            ("зелена", Color::Green),
            ("жёлтый", Color::Yellow),
            ("жовта", Color::Yellow),
            ("чёрное", Color::Black),
            ("чорний", Color::Black),
            ("белая", Color::White),
            ("білий", Color::White),
            ("оранжевый", Color::Orange),
            ("помаранчева", Color::Orange),
            ("коричневый", Color::Orange),
            ("розовая", Color::Pink),
            ("фиолетовый", Color::Pink),
            ("лиловый", Color::Pink),
            ("рожева", Color::Pink),
            ("фіолетова", Color::Pink),
        ] {
            assert_eq!(Color::parse(text), Some(color), "{text}");
        }
        for text in ["серый", "сірий", "красн", "красныйй", "син", "ая", ""]
        {
            assert_eq!(Color::parse(text), None, "{text}");
        }
    }

    #[test]
    fn every_catalog_color_name_parses_back() {
        for lang in crate::i18n::Lang::ALL {
            for c in Color::ALL {
                let name = lang.tr(&c.msg());
                assert_eq!(Color::parse(&name), Some(c), "{lang}: {name}");
            }
        }
    }

    #[test]
    fn purple_is_pink_and_joker_is_loco() {
        assert_eq!(Card::parse("purple"), Some(Card::Train(Color::Pink)));
        assert_eq!(Card::parse("joker"), Some(Card::Loco));
        assert_eq!(
            Card::parse("ship2:purple"),
            Some(Card::DoubleShip(Color::Pink))
        );
        assert_eq!(Card::parse("grey"), None);
    }
}
