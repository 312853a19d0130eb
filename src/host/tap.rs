//! What a button does when pressed, as a typed value with a compact text
//! form (`d`, `f3`, `ty`, `k1.3`) that fits in Discord's custom ids and in
//! stored messages.

use super::command::{Command, DrawFrom, SeatRef};
use crate::rules::{Color, DeckKind, LaneId, PayChoice};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// Most tickets one offer holds, so a keep tap can name them.
const MAX_OFFER: u8 = 10;

/// A button's command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tap {
    Join,
    Start,
    /// Draw from a pile.
    Deck(DeckKind),
    /// Draw the face-up card in this 1-based slot.
    FaceUp(u8),
    /// Pay for the tunnel (`true`) or give it up.
    Tunnel(bool),
    /// Keep these 1-based offer positions, ascending.
    Keep(Vec<u8>),
    /// Claim this lane paying with this color (if any) and locomotives.
    Pay {
        lane: LaneId,
        color: Option<Color>,
        locos: u8,
    },
    /// Agree to (`true`) or refuse a take-back another player asked for.
    Undo(bool),
    /// Cancel the question asked (a claim waiting for its confirmation).
    Cancel,
    /// Ask to take this open seat (0-based).
    Take(u8),
    /// Confirm (`true`) or refuse the ask for this seat (0-based).
    Seat(u8, bool),
    /// Draw destination tickets.
    Tickets,
    /// Open one's own turn: hand, and the menus only its owner sees.
    Mine,
    /// Revoke one's private page links.
    RevokeLink,
}

impl Tap {
    /// The command the tap runs.
    pub fn command(&self) -> Command {
        match self {
            Tap::Join => Command::Join,
            Tap::Start => Command::Start,
            Tap::Deck(kind) => Command::Draw {
                from: DrawFrom::Deck(*kind),
                refill: None,
            },
            Tap::FaceUp(slot) => Command::Draw {
                from: DrawFrom::Slot(*slot),
                refill: None,
            },
            Tap::Tunnel(pay) => Command::Tunnel {
                pay: *pay,
                locos: None,
            },
            Tap::Keep(list) => Command::Keep {
                tickets: list.iter().map(|&n| usize::from(n)).collect(),
            },
            Tap::Undo(agree) => Command::UndoAnswer { agree: *agree },
            Tap::Tickets => Command::Tickets,
            Tap::Mine => Command::Hand,
            Tap::RevokeLink => Command::RevokeLink,
            Tap::Cancel => Command::Cancel,
            Tap::Take(seat) => Command::Sub {
                seat: SeatRef::Index(*seat),
            },
            Tap::Seat(seat, agree) => Command::SubAnswer {
                seat: *seat,
                agree: *agree,
            },
            Tap::Pay { lane, color, locos } => Command::ClaimLane {
                lane: *lane,
                pay: PayChoice {
                    color: *color,
                    locos: Some(*locos),
                    doubles: None,
                },
            },
        }
    }

    /// Reads a compact id, or a command line stored by an earlier version
    /// (`/draw from:2`); `None` for anything else.
    pub fn parse(text: &str) -> Option<Tap> {
        compact(text).or_else(|| legacy(text.trim_start_matches('/')))
    }
}

/// A 1-based number in `1..=most`, written without leading zeros.
fn small(text: &str, most: u8) -> Option<u8> {
    if text.starts_with('0') || text.len() > 2 {
        return None;
    }
    text.parse().ok().filter(|n| (1..=most).contains(n))
}

/// A keep list: distinct ascending positions.
fn keep_list<'a>(parts: impl Iterator<Item = &'a str>) -> Option<Tap> {
    let list: Vec<u8> = parts.map(|p| small(p, MAX_OFFER)).collect::<Option<_>>()?;
    let ascending = list.windows(2).all(|w| w[0] < w[1]);
    (!list.is_empty() && ascending).then_some(Tap::Keep(list))
}

fn compact(text: &str) -> Option<Tap> {
    Some(match text {
        "j" => Tap::Join,
        "s" => Tap::Start,
        "d" => Tap::Deck(DeckKind::Trains),
        "ds" => Tap::Deck(DeckKind::Ships),
        "ty" => Tap::Tunnel(true),
        "tn" => Tap::Tunnel(false),
        "ua" => Tap::Undo(true),
        "ur" => Tap::Undo(false),
        "c" => Tap::Cancel,
        "tk" => Tap::Tickets,
        "me" => Tap::Mine,
        "rl" => Tap::RevokeLink,
        _ => {
            if let Some(n) = text.strip_prefix('f') {
                return small(n, 9).map(Tap::FaceUp);
            }
            if let Some(p) = text.strip_prefix('p') {
                return pay(p);
            }
            if let Some(s) = text.strip_prefix("sy") {
                return seat(s).map(|n| Tap::Seat(n, true));
            }
            if let Some(s) = text.strip_prefix("sn") {
                return seat(s).map(|n| Tap::Seat(n, false));
            }
            if let Some(s) = text.strip_prefix('t') {
                return seat(s).map(Tap::Take);
            }
            return keep_list(text.strip_prefix('k')?.split('.'));
        }
    })
}

/// A number written without leading zeros (or `0` itself).
fn plain<T: std::str::FromStr>(text: &str) -> Option<T> {
    let canonical = text == "0" || (!text.starts_with('0') && !text.is_empty());
    (canonical && text.bytes().all(|b| b.is_ascii_digit()))
        .then(|| text.parse().ok())
        .flatten()
}

/// A 0-based seat index, below the most seats a board has.
fn seat(text: &str) -> Option<u8> {
    plain::<u8>(text).filter(|&n| n < 8)
}

/// `p<lane>.<color index or x>.<locos>`.
fn pay(text: &str) -> Option<Tap> {
    let mut parts = text.split('.');
    let lane = plain(parts.next()?)?;
    let color = match parts.next()? {
        "x" => None,
        c => Some(*Color::ALL.get(plain::<usize>(c)?)?),
    };
    let locos = plain::<u8>(parts.next()?).filter(|&n| n <= 20)?;
    parts
        .next()
        .is_none()
        .then_some(Tap::Pay { lane, color, locos })
}

/// The command lines earlier versions stored in buttons.
fn legacy(text: &str) -> Option<Tap> {
    Some(match text {
        "game join" => Tap::Join,
        "game start" => Tap::Start,
        "draw from:deck" => Tap::Deck(DeckKind::Trains),
        "draw from:ships" => Tap::Deck(DeckKind::Ships),
        "tunnel pay:yes" => Tap::Tunnel(true),
        "tunnel pay:no" => Tap::Tunnel(false),
        _ => {
            if let Some(n) = text.strip_prefix("draw from:") {
                return small(n, 9).map(Tap::FaceUp);
            }
            return keep_list(text.strip_prefix("keep tickets:")?.split(','));
        }
    })
}

impl fmt::Display for Tap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Tap::Join => f.write_str("j"),
            Tap::Start => f.write_str("s"),
            Tap::Deck(DeckKind::Trains) => f.write_str("d"),
            Tap::Deck(DeckKind::Ships) => f.write_str("ds"),
            Tap::FaceUp(n) => write!(f, "f{n}"),
            Tap::Tunnel(true) => f.write_str("ty"),
            Tap::Tunnel(false) => f.write_str("tn"),
            Tap::Undo(true) => f.write_str("ua"),
            Tap::Undo(false) => f.write_str("ur"),
            Tap::Cancel => f.write_str("c"),
            Tap::Tickets => f.write_str("tk"),
            Tap::Mine => f.write_str("me"),
            Tap::RevokeLink => f.write_str("rl"),
            Tap::Take(n) => write!(f, "t{n}"),
            Tap::Seat(n, true) => write!(f, "sy{n}"),
            Tap::Seat(n, false) => write!(f, "sn{n}"),
            Tap::Keep(list) => {
                let list: Vec<String> = list.iter().map(u8::to_string).collect();
                write!(f, "k{}", list.join("."))
            }
            Tap::Pay { lane, color, locos } => match color {
                Some(c) => write!(f, "p{lane}.{}.{locos}", c.index()),
                None => write!(f, "p{lane}.x.{locos}"),
            },
        }
    }
}

impl Serialize for Tap {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Tap {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Tap, D::Error> {
        let text = String::deserialize(d)?;
        Tap::parse(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("not a button command: {text:?}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compact_ids_round_trip() {
        for tap in [
            Tap::Join,
            Tap::Start,
            Tap::Deck(DeckKind::Trains),
            Tap::Deck(DeckKind::Ships),
            Tap::FaceUp(3),
            Tap::Tunnel(true),
            Tap::Tunnel(false),
            Tap::Undo(true),
            Tap::Undo(false),
            Tap::Cancel,
            Tap::Tickets,
            Tap::Mine,
            Tap::RevokeLink,
            Tap::Take(0),
            Tap::Take(4),
            Tap::Seat(2, true),
            Tap::Seat(0, false),
            Tap::Keep(vec![1, 3, 10]),
            Tap::Pay {
                lane: LaneId(17),
                color: Some(Color::Pink),
                locos: 2,
            },
            Tap::Pay {
                lane: LaneId(0),
                color: None,
                locos: 0,
            },
        ] {
            assert_eq!(Tap::parse(&tap.to_string()), Some(tap));
        }
    }

    #[test]
    fn earlier_stored_buttons_still_read() {
        assert_eq!(Tap::parse("/draw from:2"), Some(Tap::FaceUp(2)));
        assert_eq!(
            Tap::parse("draw from:deck"),
            Some(Tap::Deck(DeckKind::Trains))
        );
        assert_eq!(
            Tap::parse("/keep tickets:1,2,3"),
            Some(Tap::Keep(vec![1, 2, 3]))
        );
        assert_eq!(Tap::parse("/tunnel pay:no"), Some(Tap::Tunnel(false)));
        assert_eq!(Tap::parse("/game join"), Some(Tap::Join));
    }

    #[test]
    fn forged_ids_are_refused() {
        for bad in [
            "",
            "x",
            "f0",
            "f10",
            "f01",
            "k",
            "k3.1",
            "k1.1",
            "k0",
            "k11",
            "k1..2",
            "d ",
            "ty1",
            "ua1",
            "u",
            "t",
            "t01",
            "t9",
            "sy",
            "sx1",
            "/claim route:x",
            "draw from:0",
            "keep tickets:",
        ] {
            assert_eq!(Tap::parse(bad), None, "{bad:?}");
        }
    }
}
