//! What happened, as returned by [`super::apply`]. Public text never shows a
//! hidden card; the drawing player's private detail is separate.

use super::board::{Board, LaneId, PlaceId};
use super::card::Card;
use super::config::Family;
use super::state::{DeckKind, LastMove, Seat};
use crate::i18n::{Arg, Msg};
use crate::msg;
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

/// The cards as a list of their names, or "nothing".
fn cards_arg(cards: &[Card], world: bool) -> Arg {
    if cards.is_empty() {
        return Arg::from(msg!("event-nothing"));
    }
    Arg::from(cards.iter().map(|c| c.msg(world)).collect::<Vec<Msg>>())
}

/// "pieces revealed: ann 20 trains + 40 ships; bob …", in seat order.
fn pieces_revealed(split: &[(u8, u8)], names: &[String]) -> Msg {
    let n = |s: usize| names.get(s).map(String::as_str).unwrap_or("?");
    let mut parts = split
        .iter()
        .enumerate()
        .rev()
        .map(|(s, &(t, sh))| msg!("event-pieces-split", player = n(s), trains = t, ships = sh));
    let last = parts.next().unwrap_or_else(|| msg!("event-nothing"));
    let all = parts.fold(last, |rest, first| {
        msg!("event-pieces-split-then", first = first, rest = rest)
    });
    msg!("event-pieces-revealed", split = all)
}

/// `player` exchanged `count` pieces: trains for ships (`to_ships`) or back.
fn exchanged(player: &str, to_ships: bool, count: u8) -> Msg {
    if to_ships {
        msg!("event-exchanged-to-ships", player = player, count = count)
    } else {
        msg!("event-exchanged-to-trains", player = player, count = count)
    }
}

/// `player` is almost out of pieces: everyone gets the board's final turns.
fn final_round(player: &str, board: &Board) -> Msg {
    let turns = board.family.config().final_turns;
    if board.family == Family::World {
        msg!("event-final-round-world", player = player, turns = turns)
    } else {
        msg!("event-final-round", player = player, turns = turns)
    }
}

impl Event {
    /// The piece this event put on the board, for a game's recap.
    pub fn placement(&self) -> Option<LastMove> {
        match *self {
            Event::Claimed { seat, lane, .. } => Some(LastMove::Claimed(seat, lane)),
            Event::StationBuilt { seat, place } => Some(LastMove::Station(seat, place)),
            Event::HarborBuilt { seat, place } => Some(LastMove::Harbor(seat, place)),
            _ => None,
        }
    }

    /// The message everyone may see; `names` are the players in seat order.
    pub fn public_msg(&self, board: &Board, names: &[String]) -> Msg {
        let n = |s: &Seat| names.get(*s).map(String::as_str).unwrap_or("?");
        let world = board.family == Family::World;
        match self {
            Event::TicketsKept {
                seat,
                kept,
                returned,
            } => msg!(
                "event-tickets-kept",
                player = n(seat),
                kept = *kept,
                returned = *returned
            ),
            Event::PiecesChosen { seat } => msg!("event-pieces-chosen", player = n(seat)),
            Event::PiecesRevealed { split } => pieces_revealed(split, names),
            Event::GameStarted { first } => msg!("event-game-started", player = n(first)),
            Event::DrewFaceUp { seat, card } => {
                msg!(
                    "event-drew-face-up",
                    player = n(seat),
                    card = card.msg(world)
                )
            }
            Event::DrewBlind { seat, deck, .. } => match deck {
                DeckKind::Trains => msg!("event-drew-deck", player = n(seat)),
                DeckKind::Ships => msg!("event-drew-ship-deck", player = n(seat)),
            },
            Event::FaceUpReset if world => msg!("event-face-up-reset-world"),
            Event::FaceUpReset => msg!("event-face-up-reset"),
            Event::Reshuffled { deck } => match deck {
                DeckKind::Trains => msg!("event-reshuffled"),
                DeckKind::Ships => msg!("event-reshuffled-ships"),
            },
            Event::Claimed { .. }
            | Event::TunnelRevealed { .. }
            | Event::TunnelDeclined { .. }
            | Event::StationBuilt { .. }
            | Event::HarborBuilt { .. } => self.board_msg(board, names),
            Event::TicketsDrawn { seat, count } => {
                msg!("event-tickets-drawn", player = n(seat), count = *count)
            }
            Event::Exchanged {
                seat,
                to_ships,
                count,
            } => exchanged(n(seat), *to_ships, *count),
            Event::FinalRound { seat } => final_round(n(seat), board),
            Event::Passed { seat } => msg!("event-passed", player = n(seat)),
            Event::GameOver => msg!("event-game-over"),
        }
    }

    /// [`Event::public_msg`] for claims, tunnels and buildings.
    fn board_msg(&self, board: &Board, names: &[String]) -> Msg {
        let n = |s: &Seat| names.get(*s).map(String::as_str).unwrap_or("?");
        let world = board.family == Family::World;
        match self {
            Event::Claimed {
                seat,
                lane,
                points,
                paid,
            } => msg!(
                "event-claimed",
                player = n(seat),
                route = board.lane_name(*lane),
                points = *points,
                cards = cards_arg(paid, world)
            ),
            Event::TunnelRevealed {
                seat,
                lane,
                revealed,
                extra,
            } => msg!(
                "event-tunnel-revealed",
                player = n(seat),
                route = board.lane_name(*lane),
                cards = cards_arg(revealed, world),
                extra = *extra
            ),
            Event::TunnelDeclined { seat, lane } => {
                let route = board.lane_name(*lane);
                msg!("event-tunnel-declined", player = n(seat), route = route)
            }
            Event::StationBuilt { seat, place } => {
                let place = board.place_name(*place);
                msg!("event-station-built", player = n(seat), place = place)
            }
            Event::HarborBuilt { seat, place } => {
                let place = board.place_name(*place);
                msg!("event-harbor-built", player = n(seat), place = place)
            }
            _ => unreachable!("public_msg sends only these here"),
        }
    }

    /// The private detail for one player, if this event has one: the card
    /// they drew from the deck.
    pub fn private_msg(&self, board: &Board) -> Option<(Seat, Msg)> {
        match self {
            Event::DrewBlind { seat, card, .. } => {
                Some((*seat, card.msg(board.family == Family::World)))
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::rules::card::Color;

    fn names() -> Vec<String> {
        vec!["ann".to_string(), "bob".to_string()]
    }

    #[test]
    fn ticket_counts_take_the_right_plural() {
        let usa = crate::maps::board("usa").unwrap();
        let drawn = |count| Event::TicketsDrawn { seat: 0, count }.public_msg(&usa, &names());
        for (lang, texts) in [
            (
                Lang::En,
                ["1 ticket", "2 tickets", "5 tickets", "21 tickets"],
            ),
            (Lang::Ru, ["1 билет", "2 билета", "5 билетов", "21 билет"]),
            (Lang::Uk, ["1 квиток", "2 квитки", "5 квитків", "21 квиток"]),
        ] {
            for (count, text) in [1, 2, 5, 21].into_iter().zip(texts) {
                let got = lang.tr(&drawn(count));
                assert!(got.starts_with("ann "), "{lang}: {got}");
                assert!(got.ends_with(&format!(" {text}")), "{lang} {count}: {got}");
            }
        }
        assert_eq!(drawn(3).to_string(), "ann drew 3 tickets");
        assert_eq!(Lang::Ru.tr(&drawn(3)), "ann берёт 3 билета");
        assert_eq!(Lang::Uk.tr(&drawn(3)), "ann бере 3 квитки");
    }

    #[test]
    fn claimed_points_and_cards_in_every_language() {
        let usa = crate::maps::board("usa").unwrap();
        let claimed = |points| Event::Claimed {
            seat: 1,
            lane: LaneId(0),
            points,
            paid: vec![Card::Train(Color::Red), Card::Loco],
        };
        let route = usa.lane_name(LaneId(0));
        for (lang, forms) in [
            (Lang::Ru, ["1 очко", "2 очка", "5 очков", "21 очко"]),
            (Lang::Uk, ["1 очко", "2 очки", "5 очок", "21 очко"]),
        ] {
            for (points, form) in [1, 2, 5, 21].into_iter().zip(forms) {
                let got = lang.tr(&claimed(points).public_msg(&usa, &names()));
                assert!(got.contains(&format!(" {form}, ")), "{lang}: {got}");
            }
        }
        assert_eq!(
            claimed(1).public_msg(&usa, &names()).to_string(),
            format!("bob claimed {route} for 1 point, paying red, locomotive")
        );
        assert_eq!(
            Lang::Ru.tr(&claimed(2).public_msg(&usa, &names())),
            format!("bob занимает перегон {route} и получает 2 очка, сыграв: красная, локомотив")
        );
        assert_eq!(
            Lang::Uk.tr(&claimed(5).public_msg(&usa, &names())),
            format!("bob прокладає ділянку {route} й отримує 5 очок, зігравши: червона, локомотив")
        );
    }

    #[test]
    fn the_private_draw_names_the_card_for_its_board() {
        let drew = Event::DrewBlind {
            seat: 1,
            deck: DeckKind::Trains,
            card: Card::Loco,
        };
        let usa = crate::maps::board("usa").unwrap();
        let world = crate::maps::board("world").unwrap();
        let (seat, m) = drew.private_msg(&usa).unwrap();
        assert_eq!(seat, 1);
        assert_eq!(Lang::En.tr(&m), "locomotive");
        let (_, m) = drew.private_msg(&world).unwrap();
        assert_eq!(Lang::Uk.tr(&m), "джокер");
        let public = drew.public_msg(&world, &names());
        assert_eq!(Lang::Ru.tr(&public), "bob берёт карту из колоды");
        assert!(!public.to_string().contains("locomotive"));
    }

    #[test]
    fn pieces_revealed_lists_every_player() {
        let world = crate::maps::board("world").unwrap();
        let e = Event::PiecesRevealed {
            split: vec![(25, 35), (21, 39)],
        };
        let m = e.public_msg(&world, &names());
        assert_eq!(
            m.to_string(),
            "pieces revealed: ann 25 trains + 35 ships; bob 21 trains + 39 ships"
        );
        assert_eq!(
            Lang::Ru.tr(&m),
            "фишки раскрыты: ann — 25 вагонов и 35 кораблей; bob — 21 вагон и 39 кораблей"
        );
        assert_eq!(
            Lang::Uk.tr(&m),
            "фішки відкрито: ann — 25 вагонів і 35 суден; bob — 21 вагон і 39 суден"
        );
    }
}
