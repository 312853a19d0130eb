//! Applying one action: validate everything first, then change the state, so
//! a refused action leaves the state exactly as it was.

use super::board::{Board, LaneId, PlaceId, PlaceKind, RouteKind, TicketId, route_points};
use super::card::{Color, Hand};
use super::config::Family;
use super::error::RuleError;
use super::event::Event;
use super::face_up;
use super::payment::{self, PayChoice};
use super::refusal::{PayFor, Refusal};
use super::setup::play_draw;
use super::state::{
    DeckKind, GameState, KeepRule, LastMove, Offer, Payment, Phase, Rejects, Seat, Stage,
    TunnelPending,
};
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

/// Where a drawn card comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DrawSource {
    /// A face-up slot, 0-based.
    FaceUp(usize),
    /// The top of a deck.
    Deck(DeckKind),
}

/// Which lane of a double route is meant.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum LanePick {
    /// Any free lane that the payment fits.
    #[default]
    Any,
    /// The lane printed in this color (`None`: the gray one).
    Color(Option<Color>),
    /// The lane at this 1-based position.
    Index(u8),
}

/// One player action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Keep these tickets of the pending offer.
    Keep { tickets: Vec<TicketId> },
    /// Take one card (a two-card draw is two actions).
    Draw {
        from: DrawSource,
        refill: Option<DeckKind>,
    },
    /// Claim a route between two places.
    Claim {
        a: PlaceId,
        b: PlaceId,
        pick: LanePick,
        pay: PayChoice,
    },
    /// Answer a pending tunnel: pay the extra cards or decline.
    Tunnel { pay: bool, locos: Option<u8> },
    /// Draw destination tickets.
    DrawTickets,
    /// Europe: build a station.
    Station { place: PlaceId, pay: PayChoice },
    /// World: build a harbor.
    Harbor { place: PlaceId, pay: PayChoice },
    /// World: swap pieces with the box reserve, -1 point each.
    Exchange { to_ships: bool, count: u8 },
    /// World: the secret piece split at setup.
    Split { trains: u8, ships: u8 },
}

/// Applies `action` by `seat`. On error nothing has changed.
pub fn apply(
    board: &Board,
    state: &mut GameState,
    seat: Seat,
    action: &Action,
) -> Result<Vec<Event>, RuleError> {
    let mut events = Vec::new();
    if let Err(refusal) = act(board, state, seat, action, &mut events) {
        let names: Vec<&str> = state.players.iter().map(|p| p.name.as_str()).collect();
        return Err(RuleError::new(refusal, board, &names));
    }
    state.moves += 1;
    Ok(events)
}

/// [`apply`] without counting the move; a refusal leaves `state` as it was.
fn act(
    board: &Board,
    state: &mut GameState,
    seat: Seat,
    action: &Action,
    events: &mut Vec<Event>,
) -> Result<(), Refusal> {
    if state.phase == Phase::Over {
        return Err(Refusal::GameOver);
    }
    if seat >= state.seats() {
        return Err(Refusal::NotAPlayer);
    }
    check_places(board, action)?;
    match action {
        Action::Keep { tickets } => return keep(board, state, seat, tickets, events),
        Action::Split { trains, ships } => {
            return split(board, state, seat, *trains, *ships, events);
        }
        _ => check_turn(state, seat, action)?,
    }
    match action {
        Action::Draw { from, refill } => draw(board, state, *from, *refill, events),
        Action::Claim { a, b, pick, pay } => claim(board, state, *a, *b, *pick, *pay, events),
        Action::Tunnel { pay, locos } => tunnel(board, state, *pay, *locos, events),
        Action::DrawTickets => draw_tickets(board, state, events),
        Action::Station { place, pay } => {
            build(board, state, Building::Station, *place, *pay, events)
        }
        Action::Harbor { place, pay } => {
            build(board, state, Building::Harbor, *place, *pay, events)
        }
        Action::Exchange { to_ships, count } => exchange(board, state, *to_ships, *count, events),
        Action::Keep { .. } | Action::Split { .. } => unreachable!("handled above"),
    }
}

/// Refuses place ids past the board (only a forged or stale id has one).
fn check_places(board: &Board, action: &Action) -> Result<(), Refusal> {
    let places: &[PlaceId] = match action {
        Action::Claim { a, b, .. } => &[*a, *b],
        Action::Station { place, .. } | Action::Harbor { place, .. } => &[*place],
        _ => &[],
    };
    match places.iter().find(|&&p| p.index() >= board.places.len()) {
        Some(&place) => Err(Refusal::NoSuchPlace { place }),
        None => Ok(()),
    }
}

/// Passes the current player's turn (their time ran out): a pending tunnel
/// is declined, drawn tickets are kept up to the minimum, a started draw ends.
pub fn pass_turn(board: &Board, state: &mut GameState) -> Vec<Event> {
    let mut events = Vec::new();
    if state.phase != Phase::Play {
        return events;
    }
    let seat = state.turn;
    match state.stage.clone() {
        Stage::Tunnel(_) => {
            let _ = tunnel(board, state, false, None, &mut events);
        }
        Stage::Tickets => {
            if let Some(offer) = state.players[seat].offer.clone() {
                let _ = keep(
                    board,
                    state,
                    seat,
                    &offer.tickets[..offer.min_keep()],
                    &mut events,
                );
            }
        }
        Stage::Start | Stage::SecondDraw => {
            events.push(Event::Passed { seat });
            state.last_move = Some(LastMove::Passed(seat));
            end_turn(board, state, &mut events);
        }
    }
    state.moves += 1;
    events
}

/// Ends the game now and scores it (a forced end).
pub fn end_now(state: &mut GameState) -> Vec<Event> {
    if state.phase == Phase::Over {
        return Vec::new();
    }
    state.phase = Phase::Over;
    state.moves += 1;
    vec![Event::GameOver]
}

/// Whether `seat` may take an action of this kind now (its turn, and
/// nothing else owed first), whatever the action names.
pub fn check_turn(state: &GameState, seat: Seat, action: &Action) -> Result<(), Refusal> {
    if state.phase == Phase::Setup {
        let waiting = (0..state.seats())
            .filter(|&s| {
                let p = &state.players[s];
                p.offer.is_some() || p.split_pending
            })
            .collect();
        return Err(Refusal::SetupNotDone { waiting });
    }
    if seat != state.turn {
        return Err(Refusal::NotYourTurn { turn: state.turn });
    }
    match (&state.stage, action) {
        (Stage::Tunnel(t), a) if !matches!(a, Action::Tunnel { .. }) => {
            Err(Refusal::TunnelPending { lane: t.lane })
        }
        (Stage::Tickets, _) => Err(Refusal::TicketsPending),
        (Stage::SecondDraw, a) if !matches!(a, Action::Draw { .. }) => {
            Err(Refusal::SecondCardPending)
        }
        (s, Action::Tunnel { .. }) if !matches!(s, Stage::Tunnel(_)) => Err(Refusal::NoTunnel),
        _ => Ok(()),
    }
}

// ----- tickets and setup -----

fn keep(
    board: &Board,
    state: &mut GameState,
    seat: Seat,
    kept: &[TicketId],
    events: &mut Vec<Event>,
) -> Result<(), Refusal> {
    if state.phase == Phase::Play && (seat != state.turn || state.stage != Stage::Tickets) {
        if seat != state.turn {
            return Err(Refusal::NotYourTurn { turn: state.turn });
        }
        return Err(Refusal::NoOffer { in_play: true });
    }
    let Some(offer) = state.players[seat].offer.clone() else {
        return Err(Refusal::NoOffer { in_play: false });
    };
    check_keep(&offer, kept)?;
    let rejected: Vec<TicketId> = offer
        .tickets
        .iter()
        .copied()
        .filter(|t| !kept.contains(t))
        .collect();
    match offer.rejects {
        Rejects::Bottom => state.ticket_deck.extend(rejected.iter().copied()),
        Rejects::ShuffledBottom => {
            let mut r = rejected.clone();
            r.shuffle(&mut state.rng);
            state.ticket_deck.extend(r);
        }
        Rejects::Out => {}
    }
    // Kept tickets join the hand in offer order, whatever order they were named in.
    let p = &mut state.players[seat];
    p.tickets
        .extend(offer.tickets.iter().filter(|t| kept.contains(t)));
    p.offer = None;
    if offer.keep == KeepRule::MegaLong {
        // Mega Europe: the regular offer comes once the long choice is made.
        let n = 5.min(state.ticket_deck.len());
        let at_least = if kept.is_empty() { 3 } else { 2 };
        state.players[seat].offer = Some(Offer {
            tickets: state.ticket_deck.drain(..n).collect(),
            keep: KeepRule::AtLeast(at_least),
            rejects: Rejects::ShuffledBottom,
        });
    }
    events.push(Event::TicketsKept {
        seat,
        kept: kept.len() as u8,
        returned: rejected.len() as u8,
    });
    if state.phase == Phase::Setup {
        maybe_start(state, events);
    } else {
        state.last_move = Some(LastMove::Tickets(seat));
        end_turn(board, state, events);
    }
    Ok(())
}

fn check_keep(offer: &Offer, kept: &[TicketId]) -> Result<(), Refusal> {
    for (i, &ticket) in kept.iter().enumerate() {
        if !offer.tickets.contains(&ticket) {
            let offered = offer.tickets.clone();
            return Err(Refusal::TicketNotOffered { ticket, offered });
        }
        if kept[..i].contains(&ticket) {
            return Err(Refusal::TicketTwice { ticket });
        }
    }
    let need = offer.min_keep();
    match offer.keep {
        KeepRule::AtLeast(_) if kept.len() < need => Err(Refusal::KeepTooFew {
            need,
            offered: offer.tickets.len(),
        }),
        KeepRule::MegaLong if kept.len() > 1 => Err(Refusal::KeepOneLong),
        _ => Ok(()),
    }
}

fn split(
    board: &Board,
    state: &mut GameState,
    seat: Seat,
    trains: u8,
    ships: u8,
    events: &mut Vec<Event>,
) -> Result<(), Refusal> {
    let cfg = board.family.config();
    if board.family != Family::World {
        return Err(Refusal::SplitWorldOnly);
    }
    if state.phase != Phase::Setup || !state.players[seat].split_pending {
        return Err(Refusal::SplitDone);
    }
    if state.players[seat].offer.is_some() {
        return Err(Refusal::SplitTicketsFirst);
    }
    let total = trains as u16 + ships as u16;
    if trains > cfg.trains || ships > cfg.ships || total != cfg.pieces_kept as u16 {
        return Err(Refusal::SplitInvalid { trains, ships });
    }
    let p = &mut state.players[seat];
    p.box_trains = cfg.trains - trains;
    p.box_ships = cfg.ships - ships;
    p.trains = trains;
    p.ships = ships;
    p.split_pending = false;
    events.push(Event::PiecesChosen { seat });
    if state.players.iter().all(|p| !p.split_pending) {
        events.push(Event::PiecesRevealed {
            split: state.players.iter().map(|p| (p.trains, p.ships)).collect(),
        });
    }
    maybe_start(state, events);
    Ok(())
}

/// Starts play once every setup choice is made.
pub(crate) fn maybe_start(state: &mut GameState, events: &mut Vec<Event>) {
    if state.phase == Phase::Setup
        && state
            .players
            .iter()
            .all(|p| p.offer.is_none() && !p.split_pending)
    {
        state.phase = Phase::Play;
        state.turn = 0;
        state.stage = Stage::Start;
        events.push(Event::GameStarted { first: 0 });
    }
}

fn draw_tickets(
    board: &Board,
    state: &mut GameState,
    events: &mut Vec<Event>,
) -> Result<(), Refusal> {
    if state.ticket_deck.is_empty() {
        return Err(Refusal::TicketDeckEmpty);
    }
    let (n, rejects) = play_draw(board.family, state.options.variant);
    let n = n.min(state.ticket_deck.len());
    let tickets: Vec<TicketId> = state.ticket_deck.drain(..n).collect();
    let seat = state.turn;
    state.players[seat].offer = Some(Offer {
        tickets,
        keep: KeepRule::AtLeast(1),
        rejects,
    });
    state.stage = Stage::Tickets;
    events.push(Event::TicketsDrawn {
        seat,
        count: n as u8,
    });
    Ok(())
}

// ----- drawing cards -----

/// Whether a card could be taken as the second card of a draw.
fn can_draw_second(board: &Board, state: &GameState) -> bool {
    let limits = board.family.config().face_up_loco_limits;
    state
        .face_up
        .iter()
        .flatten()
        .any(|c| !(limits && c.is_loco()))
        || state.decks.iter().any(|d| d.available() > 0)
}

fn draw(
    board: &Board,
    state: &mut GameState,
    from: DrawSource,
    refill: Option<DeckKind>,
    events: &mut Vec<Event>,
) -> Result<(), Refusal> {
    let seat = state.turn;
    let limits = board.family.config().face_up_loco_limits;
    let second = state.stage == Stage::SecondDraw;
    let world = board.family == Family::World;
    if refill == Some(DeckKind::Ships) && !world {
        return Err(Refusal::NoShipDeck);
    }
    let face_up_loco = match from {
        DrawSource::FaceUp(slot) => {
            let Some(Some(card)) = state.face_up.get(slot).copied() else {
                let slots = state.face_up.len();
                return Err(Refusal::NoFaceUpCard { slot, slots });
            };
            if card.is_loco() && limits && second {
                return Err(Refusal::FaceUpLocoSecond { card });
            }
            state.face_up[slot] = None;
            state.players[seat].hand.add(card, 1);
            events.push(Event::DrewFaceUp { seat, card });
            let kind = refill.unwrap_or(DeckKind::of(card));
            face_up::refill(board, state, slot, kind, events);
            card.is_loco()
        }
        DrawSource::Deck(kind) => {
            draw_blind(board, state, kind, events)?;
            false // a blind locomotive never ends the draw
        }
    };
    state.last_move = Some(LastMove::Drew(seat));
    let ends = second || (face_up_loco && limits);
    if ends || !can_draw_second(board, state) {
        end_turn(board, state, events);
    } else {
        state.stage = Stage::SecondDraw;
    }
    Ok(())
}

/// Takes the top card of deck `kind` into the hand of the player to move.
fn draw_blind(
    board: &Board,
    state: &mut GameState,
    kind: DeckKind,
    events: &mut Vec<Event>,
) -> Result<(), Refusal> {
    if kind == DeckKind::Ships && board.family != Family::World {
        return Err(Refusal::NoShipDeck);
    }
    if state.decks[kind.index()].available() == 0 {
        return Err(Refusal::DeckEmpty);
    }
    let Some(card) = face_up::take(board, state, kind, events) else {
        return Err(Refusal::DeckEmpty);
    };
    let seat = state.turn;
    state.players[seat].hand.add(card, 1);
    events.push(Event::DrewBlind {
        seat,
        deck: kind,
        card,
    });
    Ok(())
}

// ----- claiming routes -----

/// Checks that `seat` may claim `lane` now and works out the payment.
pub fn check_claim(
    board: &Board,
    state: &GameState,
    seat: Seat,
    lane: LaneId,
    pay: PayChoice,
) -> Result<Payment, Refusal> {
    let l = &board.lanes[lane];
    if let Some(owner) = state.owners[lane.index()] {
        return Err(Refusal::RouteTaken { lane, owner });
    }
    if let Some(owner) = l.sibling.and_then(|sib| state.owners[sib.index()]) {
        let players = state.seats();
        let open = players > 3 || (board.family.config().doubles_open_at_three && players == 3);
        if owner == seat {
            return Err(Refusal::OwnDoubleRoute { lane });
        } else if !open {
            return Err(Refusal::DoubleRouteClosed {
                lane,
                owner,
                players,
            });
        }
    }
    let p = &state.players[seat];
    let have = match l.kind {
        RouteKind::Rail => p.trains,
        RouteKind::Sea => p.ships,
    };
    if have < l.len {
        return Err(Refusal::NotEnoughPieces { lane, have });
    }
    payment::route_payment(&p.hand, l, board.family, pay).map_err(|short| Refusal::Payment {
        what: PayFor::Route(lane),
        short,
    })
}

/// The lanes between two places that a pick allows, free ones first.
pub fn pick_lanes(
    board: &Board,
    state: &GameState,
    a: PlaceId,
    b: PlaceId,
    pick: LanePick,
) -> Vec<LaneId> {
    let mut lanes: Vec<LaneId> = board
        .lanes_between(a, b)
        .into_iter()
        .filter(|&l| {
            let lane = &board.lanes[l];
            match pick {
                LanePick::Any => true,
                LanePick::Color(c) => lane.color == c,
                LanePick::Index(i) => lane.index_in_route == i,
            }
        })
        .collect();
    lanes.sort_by_key(|&l| state.owners[l.index()].is_some());
    lanes
}

fn claim(
    board: &Board,
    state: &mut GameState,
    a: PlaceId,
    b: PlaceId,
    pick: LanePick,
    pay: PayChoice,
    events: &mut Vec<Event>,
) -> Result<(), Refusal> {
    let seat = state.turn;
    let lanes = pick_lanes(board, state, a, b, pick);
    if lanes.is_empty() {
        return Err(if board.lanes_between(a, b).is_empty() {
            Refusal::NoRoute { a, b }
        } else {
            Refusal::NoSuchLane { a, b }
        });
    }
    // A lane of the color the player pays with explains a refusal best.
    let mut lanes = lanes;
    if let Some(c) = pay.color {
        lanes.sort_by_key(|&l| board.lanes[l].color != Some(c));
    }
    let mut first_err = None;
    for &lane in &lanes {
        match check_claim(board, state, seat, lane, pay) {
            Ok(payment) => {
                start_claim(board, state, lane, payment, events);
                return Ok(());
            }
            Err(e) => {
                first_err.get_or_insert(e);
            }
        }
    }
    Err(first_err.unwrap_or(Refusal::NoSuchLane { a, b }))
}

fn start_claim(
    board: &Board,
    state: &mut GameState,
    lane: LaneId,
    payment: Payment,
    events: &mut Vec<Event>,
) {
    let seat = state.turn;
    if !board.lanes[lane].tunnel {
        finish_claim(board, state, lane, payment.cards, events);
        return;
    }
    let mut revealed = Vec::with_capacity(3);
    for _ in 0..3 {
        match face_up::take(board, state, DeckKind::Trains, events) {
            Some(c) => revealed.push(c),
            None => break,
        }
    }
    let extra = revealed
        .iter()
        .filter(|c| c.is_loco() || (payment.color.is_some() && c.color() == payment.color))
        .count() as u8;
    events.push(Event::TunnelRevealed {
        seat,
        lane,
        revealed: revealed.clone(),
        extra,
    });
    if extra == 0 {
        for c in revealed {
            face_up::discard(state, c);
        }
        finish_claim(board, state, lane, payment.cards, events);
    } else {
        state.stage = Stage::Tunnel(TunnelPending {
            lane,
            payment,
            revealed,
            extra,
        });
    }
}

fn finish_claim(
    board: &Board,
    state: &mut GameState,
    lane: LaneId,
    cards: Hand,
    events: &mut Vec<Event>,
) {
    let seat = state.turn;
    let l = &board.lanes[lane];
    let paid = cards.cards();
    for &c in &paid {
        state.players[seat].hand.remove(c, 1);
        face_up::discard(state, c);
    }
    let p = &mut state.players[seat];
    match l.kind {
        RouteKind::Rail => p.trains -= l.len,
        RouteKind::Sea => p.ships -= l.len,
    }
    let points = route_points(l.len);
    p.route_points += points;
    state.owners[lane.index()] = Some(seat);
    events.push(Event::Claimed {
        seat,
        lane,
        points,
        paid,
    });
    state.last_move = Some(LastMove::Claimed(seat, lane));
    end_turn(board, state, events);
}

fn tunnel(
    board: &Board,
    state: &mut GameState,
    pay: bool,
    locos: Option<u8>,
    events: &mut Vec<Event>,
) -> Result<(), Refusal> {
    let seat = state.turn;
    let Stage::Tunnel(t) = state.stage.clone() else {
        return Err(Refusal::NoTunnel);
    };
    let total = if pay {
        let left = super::legal::hand_beside(state, seat, &t);
        let extra =
            payment::tunnel_extra(&left, t.payment.color, t.extra, locos).map_err(|short| {
                Refusal::Payment {
                    what: PayFor::Tunnel,
                    short,
                }
            })?;
        let mut total = t.payment.cards;
        for (c, n) in extra.iter() {
            total.add(c, n);
        }
        Some(total)
    } else {
        None
    };
    for &c in &t.revealed {
        face_up::discard(state, c);
    }
    state.stage = Stage::Start;
    match total {
        Some(cards) => finish_claim(board, state, t.lane, cards, events),
        None => {
            events.push(Event::TunnelDeclined { seat, lane: t.lane });
            state.last_move = Some(LastMove::Passed(seat));
            end_turn(board, state, events);
        }
    }
    Ok(())
}

// ----- stations, harbors, exchanges -----

fn pay_cards(state: &mut GameState, seat: Seat, cards: &Hand) {
    for (c, n) in cards.iter() {
        state.players[seat].hand.remove(c, n);
        for _ in 0..n {
            face_up::discard(state, c);
        }
    }
}

/// What a player builds in a city: a station (Europe) or a harbor (World).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Building {
    Station,
    Harbor,
}

impl Building {
    /// Who owns this kind of building in each place.
    fn owners(self, state: &GameState) -> &[Option<Seat>] {
        match self {
            Building::Station => &state.stations,
            Building::Harbor => &state.harbors,
        }
    }
}

/// Checks that `seat` may build in `place` now and works out the payment.
/// A station and a harbor share the checks: the board has them, the player
/// has one left, the place takes one and has none yet; a harbor's city must
/// also be reached by one of the player's routes.
pub(super) fn check_building(
    board: &Board,
    state: &GameState,
    seat: Seat,
    building: Building,
    place: PlaceId,
    pay: PayChoice,
) -> Result<Payment, Refusal> {
    let p = &state.players[seat];
    let (on_board, left) = match building {
        Building::Station => (board.family.config().stations > 0, p.stations),
        Building::Harbor => (board.family == Family::World, p.harbors),
    };
    let station = building == Building::Station;
    let fits = if station {
        board.places[place].kind == PlaceKind::City
    } else {
        board.places[place].harbor
    };
    if !on_board {
        return Err(if station {
            Refusal::NoStations
        } else {
            Refusal::NoHarbors
        });
    } else if left == 0 {
        return Err(if station {
            Refusal::StationsUsed
        } else {
            Refusal::HarborsUsed
        });
    } else if !fits {
        return Err(if station {
            Refusal::StationNotCity { place }
        } else {
            Refusal::NotAHarborCity { place }
        });
    } else if let Some(owner) = building.owners(state)[place.index()] {
        return Err(if station {
            Refusal::StationTaken { place, owner }
        } else {
            Refusal::HarborTaken { place, owner }
        });
    }
    building_payment(board, state, seat, building, place, pay)
}

/// The cards for a building that passed the common checks.
fn building_payment(
    board: &Board,
    state: &GameState,
    seat: Seat,
    building: Building,
    place: PlaceId,
    pay: PayChoice,
) -> Result<Payment, Refusal> {
    let p = &state.players[seat];
    let (paid, what) = match building {
        Building::Station => {
            let nth = p.stations_built + 1;
            let what = PayFor::Station { nth };
            (payment::station_payment(&p.hand, nth, pay), what)
        }
        Building::Harbor => {
            let reached = board
                .lanes_at(place)
                .iter()
                .any(|&l| state.owners[l.index()] == Some(seat));
            if !reached {
                return Err(Refusal::HarborNotReached { place });
            }
            (payment::harbor_payment(&p.hand, pay), PayFor::Harbor(place))
        }
    };
    paid.map_err(|short| Refusal::Payment { what, short })
}

/// Builds a station or a harbor for the player to move.
fn build(
    board: &Board,
    state: &mut GameState,
    building: Building,
    place: PlaceId,
    pay: PayChoice,
    events: &mut Vec<Event>,
) -> Result<(), Refusal> {
    let seat = state.turn;
    let payment = check_building(board, state, seat, building, place, pay)?;
    pay_cards(state, seat, &payment.cards);
    let p = &mut state.players[seat];
    match building {
        Building::Station => {
            p.stations -= 1;
            p.stations_built += 1;
            state.stations[place.index()] = Some(seat);
            events.push(Event::StationBuilt { seat, place });
            state.last_move = Some(LastMove::Station(seat, place));
        }
        Building::Harbor => {
            p.harbors -= 1;
            state.harbors[place.index()] = Some(seat);
            events.push(Event::HarborBuilt { seat, place });
            state.last_move = Some(LastMove::Harbor(seat, place));
        }
    }
    end_turn(board, state, events);
    Ok(())
}

/// Checks an exchange of `count` pieces.
pub(super) fn check_exchange(
    board: &Board,
    state: &GameState,
    seat: Seat,
    to_ships: bool,
    count: u8,
) -> Result<(), Refusal> {
    if board.family != Family::World {
        return Err(Refusal::ExchangeWorldOnly);
    }
    let p = &state.players[seat];
    let (have, left) = if to_ships {
        (p.trains, p.box_ships)
    } else {
        (p.ships, p.box_trains)
    };
    if count == 0 {
        Err(Refusal::ExchangeNone)
    } else if left < count {
        Err(Refusal::ExchangeBoxShort { to_ships, left })
    } else if have < count {
        Err(Refusal::ExchangePiecesShort { to_ships, have })
    } else {
        Ok(())
    }
}

fn exchange(
    board: &Board,
    state: &mut GameState,
    to_ships: bool,
    count: u8,
    events: &mut Vec<Event>,
) -> Result<(), Refusal> {
    let seat = state.turn;
    check_exchange(board, state, seat, to_ships, count)?;
    let p = &mut state.players[seat];
    if to_ships {
        p.trains -= count;
        p.box_trains += count;
        p.box_ships -= count;
        p.ships += count;
    } else {
        p.ships -= count;
        p.box_ships += count;
        p.box_trains -= count;
        p.trains += count;
    }
    p.exchange_penalty += count as i32;
    events.push(Event::Exchanged {
        seat,
        to_ships,
        count,
    });
    state.last_move = Some(LastMove::Exchange(seat));
    end_turn(board, state, events);
    Ok(())
}

// ----- turns and the end -----

/// Whether `seat` has any legal action at the start of a turn.
pub(super) fn has_legal_action(board: &Board, state: &GameState, seat: Seat) -> bool {
    if state.face_up.iter().any(Option::is_some) || state.decks.iter().any(|d| d.available() > 0) {
        return true;
    }
    if !state.ticket_deck.is_empty() {
        return true;
    }
    let none = PayChoice::default();
    if (0..board.lanes.len()).any(|l| check_claim(board, state, seat, LaneId::at(l), none).is_ok())
    {
        return true;
    }
    let places = board.place_ids();
    let can_build = |b| {
        places
            .clone()
            .any(|p| check_building(board, state, seat, b, p, none).is_ok())
    };
    if board.family.config().stations > 0 && can_build(Building::Station) {
        return true;
    }
    if board.family == Family::World {
        if can_build(Building::Harbor) {
            return true;
        }
        return check_exchange(board, state, seat, true, 1).is_ok()
            || check_exchange(board, state, seat, false, 1).is_ok();
    }
    false
}

/// Counts down the final round; returns true when the game has ended.
fn count_turn(board: &Board, state: &mut GameState, seat: Seat, events: &mut Vec<Event>) -> bool {
    let cfg = board.family.config();
    match state.final_turns {
        Some(n) => state.final_turns = Some(n.saturating_sub(1)),
        None if state.players[seat].pieces() <= cfg.end_pieces as u16 => {
            state.final_turns = Some(state.seats() as u16 * cfg.final_turns as u16);
            events.push(Event::FinalRound { seat });
        }
        None => {}
    }
    if state.final_turns == Some(0) {
        state.phase = Phase::Over;
        events.push(Event::GameOver);
        return true;
    }
    false
}

fn end_turn(board: &Board, state: &mut GameState, events: &mut Vec<Event>) {
    state.stage = Stage::Start;
    state.passes = 0;
    face_up::fill_empty(board, state, events);
    if count_turn(board, state, state.turn, events) {
        return;
    }
    loop {
        state.turn = (state.turn + 1) % state.seats();
        if has_legal_action(board, state, state.turn) {
            return;
        }
        let seat = state.turn;
        events.push(Event::Passed { seat });
        state.last_move = Some(LastMove::Passed(seat));
        state.passes += 1;
        if count_turn(board, state, seat, events) {
            return;
        }
        if state.passes as usize >= state.seats() {
            state.phase = Phase::Over;
            events.push(Event::GameOver);
            return;
        }
    }
}
