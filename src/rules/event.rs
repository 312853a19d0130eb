//! What happened, as returned by [`super::apply`]. Public text never shows a
//! hidden card; the drawing player's private detail is separate.

use super::board::{Board, LaneId, PlaceId};
use super::card::Card;
use super::state::{DeckKind, Seat};
use serde::{Deserialize, Serialize};

/// One thing that happened in the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    TicketsKept {
        seat: Seat,
        kept: u8,
        returned: u8,
    },
    PiecesChosen {
        seat: Seat,
    },
    PiecesRevealed {
        split: Vec<(u8, u8)>,
    },
    GameStarted {
        first: Seat,
    },
    DrewFaceUp {
        seat: Seat,
        card: Card,
    },
    DrewBlind {
        seat: Seat,
        deck: DeckKind,
        card: Card,
    },
    FaceUpReset,
    Reshuffled {
        deck: DeckKind,
    },
    Claimed {
        seat: Seat,
        lane: LaneId,
        points: i32,
        paid: Vec<Card>,
    },
    TunnelRevealed {
        seat: Seat,
        lane: LaneId,
        revealed: Vec<Card>,
        extra: u8,
    },
    TunnelDeclined {
        seat: Seat,
        lane: LaneId,
    },
    TicketsDrawn {
        seat: Seat,
        count: u8,
    },
    StationBuilt {
        seat: Seat,
        place: PlaceId,
    },
    HarborBuilt {
        seat: Seat,
        place: PlaceId,
    },
    Exchanged {
        seat: Seat,
        to_ships: bool,
        count: u8,
    },
    FinalRound {
        seat: Seat,
    },
    Passed {
        seat: Seat,
    },
    GameOver,
}

fn cards_text(cards: &[Card]) -> String {
    if cards.is_empty() {
        return "nothing".into();
    }
    cards
        .iter()
        .map(|c| c.name())
        .collect::<Vec<_>>()
        .join(", ")
}

impl Event {
    /// The message everyone may see; `names` are the players in seat order.
    pub fn public_msg(&self, board: &Board, names: &[String]) -> crate::i18n::Msg {
        crate::msg!("verbatim", text = self.public_english(board, names))
    }

    fn public_english(&self, board: &Board, names: &[String]) -> String {
        let n = |s: &Seat| names.get(*s).map(String::as_str).unwrap_or("?");
        match self {
            Event::TicketsKept {
                seat,
                kept,
                returned,
            } => {
                format!("{} kept {kept} ticket(s) and returned {returned}", n(seat))
            }
            Event::PiecesChosen { seat } => format!("{} chose their pieces", n(seat)),
            Event::PiecesRevealed { split } => {
                let parts: Vec<String> = split
                    .iter()
                    .enumerate()
                    .map(|(s, (t, sh))| format!("{} {t} trains + {sh} ships", n(&s)))
                    .collect();
                format!("pieces revealed: {}", parts.join("; "))
            }
            Event::GameStarted { first } => format!("the game starts; {} moves first", n(first)),
            Event::DrewFaceUp { seat, card } => {
                format!("{} took a face-up {}", n(seat), card.name())
            }
            Event::DrewBlind { seat, deck, .. } => match deck {
                DeckKind::Trains => format!("{} drew a card from the deck", n(seat)),
                DeckKind::Ships => format!("{} drew a card from the ship deck", n(seat)),
            },
            Event::FaceUpReset => match board.family {
                super::config::Family::World => {
                    "3 jokers face up: the face-up cards were replaced".into()
                }
                _ => "3 locomotives face up: the face-up cards were replaced".into(),
            },
            Event::Reshuffled { deck } => match deck {
                DeckKind::Trains => "the discard was shuffled into a new deck".into(),
                DeckKind::Ships => "the ship discard was shuffled into a new ship deck".into(),
            },
            Event::Claimed {
                seat,
                lane,
                points,
                paid,
            } => format!(
                "{} claimed {} for {points} point(s), paying {}",
                n(seat),
                board.lane_name(*lane),
                cards_text(paid)
            ),
            Event::TunnelRevealed {
                seat,
                lane,
                revealed,
                extra,
            } => format!(
                "{} tries the tunnel {}: revealed {}; {extra} more card(s) needed",
                n(seat),
                board.lane_name(*lane),
                cards_text(revealed)
            ),
            Event::TunnelDeclined { seat, lane } => {
                format!("{} gave up the tunnel {}", n(seat), board.lane_name(*lane))
            }
            Event::TicketsDrawn { seat, count } => format!("{} drew {count} ticket(s)", n(seat)),
            Event::StationBuilt { seat, place } => {
                format!(
                    "{} built a station in {}",
                    n(seat),
                    board.place_name(*place)
                )
            }
            Event::HarborBuilt { seat, place } => {
                format!("{} built a harbor in {}", n(seat), board.place_name(*place))
            }
            Event::Exchanged {
                seat,
                to_ships,
                count,
            } => {
                let (from, to) = if *to_ships {
                    ("trains", "ships")
                } else {
                    ("ships", "trains")
                };
                format!("{} exchanged {count} {from} for {to} (-{count})", n(seat))
            }
            Event::FinalRound { seat } => match board.family.config().final_turns {
                1 => format!(
                    "{} is almost out of pieces: everyone has one more turn",
                    n(seat)
                ),
                k => format!(
                    "{} is almost out of pieces: everyone has {k} more turns",
                    n(seat)
                ),
            },
            Event::Passed { seat } => format!("{} can do nothing and passes", n(seat)),
            Event::GameOver => "the game is over".into(),
        }
    }

    /// The private detail for one player, if this event has one.
    pub fn private_msg(&self) -> Option<(Seat, crate::i18n::Msg)> {
        match self {
            Event::DrewBlind { seat, card, .. } => Some((
                *seat,
                crate::msg!("verbatim", text = format!("you drew {}", card.name())),
            )),
            _ => None,
        }
    }
}
