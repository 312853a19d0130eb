//! Why a move is refused, as plain data with a stable name, and the one
//! place that writes it for a player.
//!
//! Legal moves are checked in bulk and most checks fail, so a [`Refusal`]
//! holds only ids and numbers; its text is written by [`Refusal::message`]
//! when someone reads it. The names are listed in `docs/refusals.md`.

use super::board::{Board, LaneId, PlaceId, RouteKind, TicketId};
use super::card::{Card, Color};
use super::config::Family;
use super::payment::Wild;
use super::state::Seat;
use crate::i18n::{Arg, Msg};
use crate::msg;

/// A refused move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    GameOver,
    NotAPlayer,
    NotYourTurn {
        turn: Seat,
    },
    /// The game waits for these players' setup choices.
    SetupNotDone {
        waiting: Vec<Seat>,
    },
    TunnelPending {
        lane: LaneId,
    },
    TicketsPending,
    SecondCardPending,
    NoTunnel,
    /// No ticket offer to keep from; `in_play`: draw tickets first.
    NoOffer {
        in_play: bool,
    },
    TicketNotOffered {
        ticket: TicketId,
        offered: Vec<TicketId>,
    },
    TicketTwice {
        ticket: TicketId,
    },
    KeepTooFew {
        need: usize,
        offered: usize,
    },
    KeepOneLong,
    SplitWorldOnly,
    SplitDone,
    SplitTicketsFirst,
    SplitInvalid {
        trains: u8,
        ships: u8,
    },
    TicketDeckEmpty,
    PlayerCount {
        count: usize,
    },
    PlayerName {
        name: String,
    },
    VariantEuropeOnly,
    NoShipDeck,
    /// `slot` is 0-based.
    NoFaceUpCard {
        slot: usize,
        slots: usize,
    },
    FaceUpLocoSecond {
        card: Card,
    },
    DeckEmpty,
    RouteTaken {
        lane: LaneId,
        owner: Seat,
    },
    OwnDoubleRoute {
        lane: LaneId,
    },
    DoubleRouteClosed {
        lane: LaneId,
        owner: Seat,
        players: usize,
    },
    NotEnoughPieces {
        lane: LaneId,
        have: u8,
    },
    NoRoute {
        a: PlaceId,
        b: PlaceId,
    },
    /// A place id past the board's places (only a forged or stale id).
    NoSuchPlace {
        place: PlaceId,
    },
    NoSuchLane {
        a: PlaceId,
        b: PlaceId,
    },
    NoStations,
    StationsUsed,
    StationNotCity {
        place: PlaceId,
    },
    StationTaken {
        place: PlaceId,
        owner: Seat,
    },
    NoHarbors,
    HarborsUsed,
    NotAHarborCity {
        place: PlaceId,
    },
    HarborTaken {
        place: PlaceId,
        owner: Seat,
    },
    HarborNotReached {
        place: PlaceId,
    },
    ExchangeWorldOnly,
    ExchangeNone,
    /// The box holds only `left` pieces of the kind wanted.
    ExchangeBoxShort {
        to_ships: bool,
        left: u8,
    },
    /// The player has only `have` pieces of the kind given.
    ExchangePiecesShort {
        to_ships: bool,
        have: u8,
    },
    /// The cards do not pay for `what`.
    Payment {
        what: PayFor,
        short: Shortfall,
    },
}

/// What a payment is for, as its refusal names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PayFor {
    Route(LaneId),
    /// The player's `nth` station (1-based).
    Station {
        nth: u8,
    },
    Harbor(PlaceId),
    /// A tunnel's extra cards.
    Tunnel,
}

/// Why the cards in hand do not pay; numbers are what the player holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shortfall {
    /// A colored route paid with another color.
    WrongColor {
        color: Color,
        wild: Wild,
    },
    LocosNotHeld {
        asked: u8,
        held: u8,
        wild: Wild,
    },
    LocosTunnelsOnly {
        need: u8,
    },
    FerryLocos {
        need: u8,
    },
    TooManyLocos {
        need: u8,
    },
    NotEnoughCards(CardsShort),
    DoublesOnRail,
    SeaWrongColor {
        color: Color,
    },
    NotEnoughShips {
        need: u8,
        color: Option<Color>,
        singles: u8,
        doubles: u8,
        jokers: u8,
    },
    /// `asked`: the player named a number of jokers.
    NotEnoughSteamCards {
        plain: u8,
        pairs: u8,
        asked: bool,
    },
    NotEnoughHarborCards {
        color: Option<Color>,
        trains: u8,
        ships: u8,
        jokers: u8,
    },
    NotEnoughTunnelCards {
        extra: u8,
        color: Option<Color>,
        held: u8,
        locos: u8,
    },
}

/// Cards of one color (and locomotives) that do not cover a payment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardsShort {
    pub need: u8,
    /// The color asked for; `None`: any one color.
    pub color: Option<Color>,
    /// Locomotives a ferry requires.
    pub ferry: u8,
    pub wild: Wild,
    /// The color asked for, or the one held most, and how many are held.
    pub most: Color,
    pub held: u8,
    pub locos: u8,
}

/// Every reason name [`Refusal::reason`] gives, in the order of
/// `docs/refusals.md`.
pub const REASONS: &[&str] = &[
    "game-over",
    "not-a-player",
    "not-your-turn",
    "setup-not-done",
    "tunnel-pending",
    "tickets-pending",
    "second-card-pending",
    "no-tunnel",
    "no-offer",
    "ticket-not-offered",
    "ticket-twice",
    "keep-too-few",
    "keep-one-long",
    "split-world-only",
    "split-done",
    "split-tickets-first",
    "split-invalid",
    "ticket-deck-empty",
    "player-count",
    "player-name",
    "variant-europe-only",
    "no-ship-deck",
    "no-face-up-card",
    "face-up-loco-second",
    "deck-empty",
    "route-taken",
    "own-double-route",
    "double-route-closed",
    "not-enough-pieces",
    "no-route",
    "no-such-place",
    "no-such-lane",
    "no-stations",
    "stations-used",
    "station-not-city",
    "station-taken",
    "no-harbors",
    "harbors-used",
    "not-a-harbor-city",
    "harbor-taken",
    "harbor-not-reached",
    "exchange-world-only",
    "exchange-none",
    "exchange-box-short",
    "exchange-pieces-short",
    "wrong-color",
    "locos-not-held",
    "locos-tunnels-only",
    "ferry-locos",
    "too-many-locos",
    "not-enough-cards",
    "doubles-on-rail",
    "not-enough-ships",
    "not-enough-steam-cards",
    "not-enough-harbor-cards",
    "not-enough-tunnel-cards",
];

impl Refusal {
    /// The stable kebab-case name of why the move is refused
    /// (`route-taken`), one of [`REASONS`].
    pub fn reason(&self) -> &'static str {
        use Refusal as R;
        match self {
            R::GameOver => "game-over",
            R::NotAPlayer => "not-a-player",
            R::NotYourTurn { .. } => "not-your-turn",
            R::SetupNotDone { .. } => "setup-not-done",
            R::TunnelPending { .. } => "tunnel-pending",
            R::TicketsPending => "tickets-pending",
            R::SecondCardPending => "second-card-pending",
            R::NoTunnel => "no-tunnel",
            R::NoOffer { .. } => "no-offer",
            R::TicketNotOffered { .. } => "ticket-not-offered",
            R::TicketTwice { .. } => "ticket-twice",
            R::KeepTooFew { .. } => "keep-too-few",
            R::KeepOneLong => "keep-one-long",
            R::SplitWorldOnly => "split-world-only",
            R::SplitDone => "split-done",
            R::SplitTicketsFirst => "split-tickets-first",
            R::SplitInvalid { .. } => "split-invalid",
            R::TicketDeckEmpty => "ticket-deck-empty",
            R::PlayerCount { .. } => "player-count",
            R::PlayerName { .. } => "player-name",
            R::VariantEuropeOnly => "variant-europe-only",
            R::NoShipDeck => "no-ship-deck",
            R::NoFaceUpCard { .. } => "no-face-up-card",
            R::FaceUpLocoSecond { .. } => "face-up-loco-second",
            R::DeckEmpty => "deck-empty",
            R::RouteTaken { .. } => "route-taken",
            R::OwnDoubleRoute { .. } => "own-double-route",
            R::DoubleRouteClosed { .. } => "double-route-closed",
            R::NotEnoughPieces { .. } => "not-enough-pieces",
            R::NoRoute { .. } => "no-route",
            R::NoSuchPlace { .. } => "no-such-place",
            R::NoSuchLane { .. } => "no-such-lane",
            R::NoStations => "no-stations",
            R::StationsUsed => "stations-used",
            R::StationNotCity { .. } => "station-not-city",
            R::StationTaken { .. } => "station-taken",
            R::NoHarbors => "no-harbors",
            R::HarborsUsed => "harbors-used",
            R::NotAHarborCity { .. } => "not-a-harbor-city",
            R::HarborTaken { .. } => "harbor-taken",
            R::HarborNotReached { .. } => "harbor-not-reached",
            R::ExchangeWorldOnly => "exchange-world-only",
            R::ExchangeNone => "exchange-none",
            R::ExchangeBoxShort { .. } => "exchange-box-short",
            R::ExchangePiecesShort { .. } => "exchange-pieces-short",
            R::Payment { short, .. } => short.reason(),
        }
    }

    /// The message for the player: what is wrong and what would be
    /// accepted. `names` are the players' names in seat order.
    pub fn message(&self, board: &Board, names: &[impl AsRef<str>]) -> Msg {
        use Refusal as R;
        match self {
            R::NoOffer { .. }
            | R::TicketNotOffered { .. }
            | R::TicketTwice { .. }
            | R::KeepTooFew { .. }
            | R::KeepOneLong
            | R::SplitWorldOnly
            | R::SplitDone
            | R::SplitTicketsFirst
            | R::SplitInvalid { .. }
            | R::TicketDeckEmpty
            | R::PlayerCount { .. }
            | R::PlayerName { .. }
            | R::VariantEuropeOnly => self.setup_message(board),
            R::GameOver
            | R::NotAPlayer
            | R::NotYourTurn { .. }
            | R::SetupNotDone { .. }
            | R::TunnelPending { .. }
            | R::TicketsPending
            | R::SecondCardPending
            | R::NoTunnel
            | R::NoShipDeck
            | R::NoFaceUpCard { .. }
            | R::FaceUpLocoSecond { .. }
            | R::DeckEmpty => self.turn_message(board, names),
            R::Payment { what, short } => short.message(what.arg(board), what.verb()),
            _ => self.claim_message(board, names),
        }
    }

    /// [`Refusal::message`] for moves out of turn or order, and card draws.
    fn turn_message(&self, board: &Board, names: &[impl AsRef<str>]) -> Msg {
        let world = board.family == Family::World;
        let name = |s: Seat| names.get(s).map_or("", AsRef::as_ref).to_string();
        use Refusal as R;
        match self {
            R::GameOver => msg!("rules-game-over"),
            R::NotAPlayer => msg!("rules-not-a-player"),
            R::NotYourTurn { turn } => msg!("rules-not-your-turn", player = name(*turn)),
            R::SetupNotDone { waiting } if world => {
                let players = waiting.iter().map(|&s| name(s)).collect::<Vec<_>>();
                msg!("rules-setup-waiting-world", players = players.join(", "))
            }
            R::SetupNotDone { waiting } => {
                let players = waiting.iter().map(|&s| name(s)).collect::<Vec<_>>();
                msg!("rules-setup-waiting", players = players.join(", "))
            }
            R::TunnelPending { lane } => msg!("rules-tunnel-first", route = board.lane_name(*lane)),
            R::TicketsPending => msg!("rules-tickets-first"),
            R::SecondCardPending => msg!("rules-second-card"),
            R::NoTunnel => msg!("rules-no-tunnel"),
            R::NoShipDeck => msg!("rules-no-ship-deck"),
            R::NoFaceUpCard { slot, slots } => {
                msg!("rules-no-face-up", slot = slot + 1, slots = *slots)
            }
            R::FaceUpLocoSecond { card } => {
                msg!("rules-face-up-loco-second", card = card.msg(world))
            }
            R::DeckEmpty if world => msg!("rules-decks-empty-world"),
            R::DeckEmpty => msg!("rules-deck-empty"),
            _ => unreachable!("Refusal::message sends only these here"),
        }
    }

    /// [`Refusal::message`] for tickets, the piece split and new games.
    fn setup_message(&self, board: &Board) -> Msg {
        let cfg = board.family.config();
        use Refusal as R;
        match self {
            R::NoOffer { in_play: true } => msg!("rules-no-offer-draw-first"),
            R::NoOffer { in_play: false } => msg!("rules-no-offer"),
            R::TicketNotOffered { ticket, offered } => {
                let names: Vec<String> = offered.iter().map(|&t| board.ticket_name(t)).collect();
                msg!(
                    "rules-ticket-not-offered",
                    ticket = board.ticket_name(*ticket),
                    offered = names.join(", ")
                )
            }
            R::TicketTwice { ticket } => {
                msg!("rules-ticket-twice", ticket = board.ticket_name(*ticket))
            }
            R::KeepTooFew { need, offered } => {
                msg!("rules-keep-at-least", need = *need, offered = *offered)
            }
            R::KeepOneLong => msg!("rules-keep-one-long"),
            R::SplitWorldOnly => msg!("rules-split-world-only"),
            R::SplitDone => msg!("rules-split-done"),
            R::SplitTicketsFirst => msg!("rules-split-tickets-first"),
            R::SplitInvalid { trains, ships } => msg!(
                "rules-split-bad",
                pieces = cfg.pieces_kept,
                max_trains = cfg.trains,
                max_ships = cfg.ships,
                trains = *trains,
                ships = *ships,
                total = *trains as u16 + *ships as u16
            ),
            R::TicketDeckEmpty => msg!("rules-ticket-deck-empty"),
            R::PlayerCount { count } => msg!(
                "rules-player-count",
                board = board.family.title(),
                min = cfg.min_players,
                max = cfg.max_players,
                count = *count
            ),
            R::PlayerName { name } => msg!("rules-player-names", name = name),
            R::VariantEuropeOnly => msg!("rules-variants-europe-only"),
            _ => unreachable!("Refusal::message sends only these here"),
        }
    }

    /// [`Refusal::message`] for claims; passes on buildings and exchanges.
    fn claim_message(&self, board: &Board, names: &[impl AsRef<str>]) -> Msg {
        let name = |s: Seat| names.get(s).map_or("", AsRef::as_ref).to_string();
        let route = |l: LaneId| board.lane_name(l);
        let place = |p: PlaceId| board.place_name(p).to_string();
        let kind = |sea: bool| if sea { "sea" } else { "rail" };
        use Refusal as R;
        match self {
            R::RouteTaken { lane, owner } => {
                msg!(
                    "rules-route-taken",
                    route = route(*lane),
                    player = name(*owner)
                )
            }
            R::OwnDoubleRoute { lane } => msg!("rules-route-own-sibling", route = route(*lane)),
            R::DoubleRouteClosed {
                lane,
                owner,
                players,
            } => msg!(
                "rules-route-double-closed",
                players = *players,
                route = route(*lane),
                owner = name(*owner)
            ),
            R::NotEnoughPieces { lane, have } => {
                let l = &board.lanes[*lane];
                msg!(
                    "rules-route-pieces",
                    route = route(*lane),
                    kind = kind(l.kind == RouteKind::Sea),
                    count = l.len,
                    have = *have
                )
            }
            R::NoRoute { a, b } => msg!("rules-no-route", a = place(*a), b = place(*b)),
            R::NoSuchPlace { place } => msg!("rules-no-such-place", place = place.0),
            R::NoSuchLane { a, b } => msg!("rules-no-such-lane", a = place(*a), b = place(*b)),
            _ => self.build_message(board, names),
        }
    }

    /// [`Refusal::message`] for stations, harbors and exchanges.
    fn build_message(&self, board: &Board, names: &[impl AsRef<str>]) -> Msg {
        let cfg = board.family.config();
        let name = |s: Seat| names.get(s).map_or("", AsRef::as_ref).to_string();
        let place = |p: PlaceId| board.place_name(p).to_string();
        let kind = |sea: bool| if sea { "sea" } else { "rail" };
        use Refusal as R;
        match self {
            R::NoStations => msg!("rules-no-stations", board = board.family.title()),
            R::StationsUsed => msg!("rules-stations-used", count = cfg.stations),
            R::StationNotCity { place: p } => msg!("rules-station-not-city", place = place(*p)),
            R::StationTaken { place: p, owner } => {
                msg!(
                    "rules-station-taken",
                    place = place(*p),
                    owner = name(*owner)
                )
            }
            R::NoHarbors => msg!("rules-no-harbors", board = board.family.title()),
            R::HarborsUsed => msg!("rules-harbors-used", count = cfg.harbors),
            R::NotAHarborCity { place: p } => msg!("rules-harbor-no-anchor", place = place(*p)),
            R::HarborTaken { place: p, owner } => {
                msg!(
                    "rules-harbor-taken",
                    place = place(*p),
                    owner = name(*owner)
                )
            }
            R::HarborNotReached { place: p } => msg!("rules-harbor-no-route", place = place(*p)),
            R::ExchangeWorldOnly => msg!("rules-exchange-world-only"),
            R::ExchangeNone => msg!("rules-exchange-none"),
            R::ExchangeBoxShort { to_ships, left } => {
                msg!("rules-exchange-box", kind = kind(*to_ships), count = *left)
            }
            R::ExchangePiecesShort { to_ships, have } => {
                msg!(
                    "rules-exchange-give",
                    kind = kind(!*to_ships),
                    count = *have
                )
            }
            _ => unreachable!("Refusal::message sends only these here"),
        }
    }
}

impl PayFor {
    /// How the payment message names what is paid for.
    fn arg(self, board: &Board) -> Arg {
        match self {
            PayFor::Route(lane) => board.lane_name(lane).into(),
            PayFor::Station { nth } => msg!("rules-pay-what-station", nth = nth).into(),
            PayFor::Harbor(place) => board.place_name(place).into(),
            PayFor::Tunnel => msg!("rules-pay-what-tunnel").into(),
        }
    }

    /// The catalog's `$verb`: a station costs, a route or a tunnel needs.
    fn verb(self) -> &'static str {
        match self {
            PayFor::Station { .. } => "costs",
            _ => "needs",
        }
    }
}

impl Wild {
    /// The catalog's `$wild` selector value.
    fn key(self) -> &'static str {
        match self {
            Wild::No => "no",
            Wild::Locos => "yes",
            Wild::Jokers => "joker",
        }
    }
}

impl Shortfall {
    /// The reason name of a refused payment.
    pub fn reason(&self) -> &'static str {
        use Shortfall as S;
        match self {
            S::WrongColor { .. } | S::SeaWrongColor { .. } => "wrong-color",
            S::LocosNotHeld { .. } => "locos-not-held",
            S::LocosTunnelsOnly { .. } => "locos-tunnels-only",
            S::FerryLocos { .. } => "ferry-locos",
            S::TooManyLocos { .. } => "too-many-locos",
            S::NotEnoughCards(_) => "not-enough-cards",
            S::DoublesOnRail => "doubles-on-rail",
            S::NotEnoughShips { .. } => "not-enough-ships",
            S::NotEnoughSteamCards { .. } => "not-enough-steam-cards",
            S::NotEnoughHarborCards { .. } => "not-enough-harbor-cards",
            S::NotEnoughTunnelCards { .. } => "not-enough-tunnel-cards",
        }
    }

    /// The message for a payment these cards do not make, for `what` (a
    /// route's name, or a message such as "Your station number 2");
    /// `verb` is the catalog's `needs` or `costs`.
    pub(crate) fn message(self, what: Arg, verb: &'static str) -> Msg {
        let yes_no = |b: bool| if b { "yes" } else { "no" };
        use Shortfall as S;
        match self {
            S::WrongColor { color, wild } => msg!(
                "rules-pay-wrong-color",
                what = what,
                color = color.msg_of(),
                wild = wild.key()
            ),
            S::LocosNotHeld { asked, held, wild } => msg!(
                "rules-pay-locos-not-held",
                count = asked,
                held = held,
                wild = wild.key()
            ),
            S::LocosTunnelsOnly { need } => {
                msg!("rules-pay-locos-tunnels-only", what = what, count = need)
            }
            S::FerryLocos { need } => msg!("rules-pay-ferry", what = what, count = need),
            S::TooManyLocos { need } => msg!("rules-pay-too-many", what = what, count = need),
            S::NotEnoughCards(c) => c.message(what, verb),
            S::DoublesOnRail => msg!("rules-pay-rail-no-doubles", what = what),
            S::SeaWrongColor { color } => {
                msg!(
                    "rules-pay-sea-wrong-color",
                    what = what,
                    color = color.msg_of()
                )
            }
            S::NotEnoughSteamCards {
                plain,
                pairs,
                asked,
            } => msg!(
                "rules-pay-steam-short",
                what = what,
                plain = plain,
                pairs = pairs,
                asked = yes_no(asked)
            ),
            _ => self.held_message(what),
        }
    }

    /// [`Shortfall::message`] for ships, harbors and tunnels: what is held.
    fn held_message(self, what: Arg) -> Msg {
        use Shortfall as S;
        match self {
            S::NotEnoughShips {
                need,
                color: Some(c),
                singles,
                doubles,
                jokers,
            } => msg!(
                "rules-pay-sea-short-color",
                what = what,
                count = need,
                color = c.msg_of(),
                singles = singles,
                doubles = doubles,
                jokers = jokers
            ),
            S::NotEnoughShips {
                need,
                color: None,
                jokers,
                ..
            } => msg!(
                "rules-pay-sea-short-any",
                what = what,
                count = need,
                jokers = jokers
            ),
            S::NotEnoughHarborCards {
                color: Some(c),
                trains,
                ships,
                jokers,
            } => msg!(
                "rules-pay-harbor-short-color",
                color = c.msg_of(),
                trains = trains,
                ships = ships,
                jokers = jokers
            ),
            S::NotEnoughHarborCards { jokers, .. } => {
                msg!("rules-pay-harbor-short-any", jokers = jokers)
            }
            S::NotEnoughTunnelCards {
                extra,
                color,
                held,
                locos,
            } => tunnel_short(what, extra, color, held, locos),
            _ => unreachable!("Shortfall::message sends only these here"),
        }
    }
}

/// The message for `extra` tunnel cards the player cannot add: `held` of
/// the tunnel's `color` (if it has one) and `locos` locomotives.
fn tunnel_short(what: Arg, extra: u8, color: Option<Color>, held: u8, locos: u8) -> Msg {
    match color {
        Some(c) => msg!(
            "rules-pay-tunnel-short-color",
            what = what,
            count = extra,
            color = c.msg_of(),
            held = held,
            locos = locos
        ),
        None => msg!(
            "rules-pay-tunnel-short-locos",
            what = what,
            count = extra,
            locos = locos
        ),
    }
}

impl CardsShort {
    /// The message for a one-color payment this falls short of.
    fn message(self, what: Arg, verb: &'static str) -> Msg {
        let (wild, count, color) = (self.wild.key(), self.need, self.most.msg_of());
        let (ferry, held, locos) = (self.ferry, self.held, self.locos);
        match self.color {
            Some(_) => msg!(
                "rules-pay-short-color",
                what = what,
                verb = verb,
                count = count,
                color = color,
                wild = wild,
                ferry = ferry,
                held = held,
                locos = locos
            ),
            None => msg!(
                "rules-pay-short-any",
                what = what,
                verb = verb,
                count = count,
                wild = wild,
                ferry = ferry,
                held = held,
                color = color,
                locos = locos
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// One refusal of every kind, with the board it is written for (the
    /// examples of docs/refusals.md).
    pub(super) fn examples() -> Vec<(&'static str, Refusal)> {
        use Refusal as R;
        use Shortfall as S;
        let (eu, w) = ("europe", "world");
        // Europe: lane 6 Angora–Smyrna (tunnel), 3 Amsterdam–London (ferry),
        // 16 Berlin–Frankfurt (black, double); places 0 Edinburgh, 1 London,
        // 6 Paris, 20 Wien; ticket 30 Paris–Wien. World: lane 2 Cambridge
        // Bay–Reykjavik (sea), 3 Vancouver–Anchorage (steam); places 0
        // Al-Qahira, 4 Beijing. Switzerland: lane 0 Baden–Olten, place 0 France.
        let pay = |what, short| R::Payment { what, short };
        let route = |lane| move |short| pay(PayFor::Route(lane), short);
        let cards = CardsShort {
            need: 3,
            color: Some(Color::Black),
            ferry: 0,
            wild: Wild::Locos,
            most: Color::Black,
            held: 1,
            locos: 0,
        };
        let red = Some(Color::Red);
        vec![
            (eu, R::GameOver),
            (eu, R::NotAPlayer),
            (eu, R::NotYourTurn { turn: 1 }),
            (
                eu,
                R::SetupNotDone {
                    waiting: vec![0, 1],
                },
            ),
            (eu, R::TunnelPending { lane: LaneId(6) }),
            (eu, R::TicketsPending),
            (eu, R::SecondCardPending),
            (eu, R::NoTunnel),
            (eu, R::NoOffer { in_play: true }),
            (
                eu,
                R::TicketNotOffered {
                    ticket: TicketId(30),
                    offered: vec![TicketId(0), TicketId(1), TicketId(2)],
                },
            ),
            (
                eu,
                R::TicketTwice {
                    ticket: TicketId(30),
                },
            ),
            (
                eu,
                R::KeepTooFew {
                    need: 2,
                    offered: 4,
                },
            ),
            (eu, R::KeepOneLong),
            (eu, R::SplitWorldOnly),
            (w, R::SplitDone),
            (w, R::SplitTicketsFirst),
            (
                w,
                R::SplitInvalid {
                    trains: 30,
                    ships: 20,
                },
            ),
            (eu, R::TicketDeckEmpty),
            (eu, R::PlayerCount { count: 6 }),
            (eu, R::PlayerName { name: "ann".into() }),
            (eu, R::VariantEuropeOnly),
            (eu, R::NoShipDeck),
            (eu, R::NoFaceUpCard { slot: 5, slots: 5 }),
            (eu, R::FaceUpLocoSecond { card: Card::Loco }),
            (eu, R::DeckEmpty),
            (
                eu,
                R::RouteTaken {
                    lane: LaneId(16),
                    owner: 1,
                },
            ),
            (eu, R::OwnDoubleRoute { lane: LaneId(16) }),
            (
                eu,
                R::DoubleRouteClosed {
                    lane: LaneId(16),
                    owner: 1,
                    players: 2,
                },
            ),
            (
                eu,
                R::NotEnoughPieces {
                    lane: LaneId(16),
                    have: 1,
                },
            ),
            (
                eu,
                R::NoRoute {
                    a: PlaceId(6),
                    b: PlaceId(20),
                },
            ),
            (
                eu,
                R::NoSuchPlace {
                    place: PlaceId(999),
                },
            ),
            (
                eu,
                R::NoSuchLane {
                    a: PlaceId(0),
                    b: PlaceId(1),
                },
            ),
            ("usa", R::NoStations),
            (eu, R::StationsUsed),
            ("switzerland", R::StationNotCity { place: PlaceId(0) }),
            (
                eu,
                R::StationTaken {
                    place: PlaceId(0),
                    owner: 1,
                },
            ),
            (eu, R::NoHarbors),
            (w, R::HarborsUsed),
            (w, R::NotAHarborCity { place: PlaceId(4) }),
            (
                w,
                R::HarborTaken {
                    place: PlaceId(0),
                    owner: 1,
                },
            ),
            (w, R::HarborNotReached { place: PlaceId(0) }),
            (eu, R::ExchangeWorldOnly),
            (w, R::ExchangeNone),
            (
                w,
                R::ExchangeBoxShort {
                    to_ships: true,
                    left: 2,
                },
            ),
            (
                w,
                R::ExchangePiecesShort {
                    to_ships: true,
                    have: 1,
                },
            ),
            (
                eu,
                route(LaneId(16))(S::WrongColor {
                    color: Color::Black,
                    wild: Wild::Locos,
                }),
            ),
            (
                w,
                route(LaneId(2))(S::SeaWrongColor {
                    color: Color::White,
                }),
            ),
            (
                eu,
                route(LaneId(16))(S::LocosNotHeld {
                    asked: 2,
                    held: 1,
                    wild: Wild::Locos,
                }),
            ),
            (
                "switzerland",
                route(LaneId(0))(S::LocosTunnelsOnly { need: 2 }),
            ),
            (eu, route(LaneId(3))(S::FerryLocos { need: 2 })),
            (eu, route(LaneId(16))(S::TooManyLocos { need: 3 })),
            (eu, route(LaneId(16))(S::NotEnoughCards(cards))),
            (w, route(LaneId(3))(S::DoublesOnRail)),
            (
                w,
                route(LaneId(2))(S::NotEnoughShips {
                    need: 6,
                    color: Some(Color::White),
                    singles: 1,
                    doubles: 1,
                    jokers: 0,
                }),
            ),
            (
                w,
                route(LaneId(3))(S::NotEnoughSteamCards {
                    plain: 1,
                    pairs: 1,
                    asked: false,
                }),
            ),
            (
                w,
                pay(
                    PayFor::Harbor(PlaceId(0)),
                    S::NotEnoughHarborCards {
                        color: red,
                        trains: 1,
                        ships: 2,
                        jokers: 0,
                    },
                ),
            ),
            (
                eu,
                pay(
                    PayFor::Tunnel,
                    S::NotEnoughTunnelCards {
                        extra: 2,
                        color: red,
                        held: 1,
                        locos: 0,
                    },
                ),
            ),
        ]
    }

    #[test]
    fn every_reason_is_listed_once_and_has_an_example() {
        let listed: BTreeSet<&str> = REASONS.iter().copied().collect();
        assert_eq!(listed.len(), REASONS.len(), "a reason is listed twice");
        let given: BTreeSet<&str> = examples().iter().map(|(_, r)| r.reason()).collect();
        assert_eq!(given, listed);
        for name in REASONS {
            let kebab = name.chars().all(|c| c.is_ascii_lowercase() || c == '-');
            assert!(
                kebab && !name.starts_with('-') && !name.ends_with('-'),
                "{name}"
            );
        }
    }

    #[test]
    fn docs_list_every_reason_with_an_example_message() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/refusals.md");
        let docs = std::fs::read_to_string(path).expect("docs/refusals.md");
        let names = ["ann", "bob"];
        let mut missing = Vec::new();
        for (map, r) in examples() {
            let board = crate::maps::board(map).expect("board loads");
            let row = format!("| `{}` |", r.reason());
            let text = r.message(&board, &names).to_string();
            if !docs
                .lines()
                .any(|l| l.starts_with(&row) && l.contains(&text))
            {
                missing.push(format!("{row} … | {text} |"));
            }
        }
        assert!(
            missing.is_empty(),
            "docs/refusals.md lacks:\n{}",
            missing.join("\n")
        );
    }

    #[test]
    fn messages_name_the_board_in_the_readers_language() {
        let usa = crate::maps::board("usa").expect("board loads");
        let text = crate::i18n::Lang::Ru.tr(&Refusal::NoStations.message(&usa, &["ann"]));
        assert_eq!(text, "На карте «США» нет станций.");
    }
}
