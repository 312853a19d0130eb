//! Creating a game: shuffling, dealing cards and first ticket offers.

use super::board::{Board, TicketId};
use super::card::Card;
use super::config::Family;
use super::error::RuleError;
use super::face_up;
use super::refusal::Refusal;
use super::state::{
    Deck, GameOptions, GameState, KeepRule, Offer, Phase, PlayerState, Rejects, Stage, Variant,
};
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use std::collections::VecDeque;

/// The tickets in play for a game: (long ones, regular ones).
fn ticket_pools(board: &Board, options: &GameOptions) -> (Vec<TicketId>, Vec<TicketId>) {
    let sets: &[&str] = match (board.family, options.variant) {
        (Family::Europe, Variant::Europe1912) => &["1912"],
        (Family::Europe, Variant::Mega) => &["base", "1912"],
        (Family::Europe, Variant::BigCities) => &["bigcities"],
        _ => &["base"],
    };
    let mut long = Vec::new();
    let mut regular = Vec::new();
    for (i, t) in board.tickets.iter().enumerate() {
        let wanted = sets.contains(&t.set.as_str()) || (options.bonus_tickets && t.set == "bonus");
        if !wanted {
            continue;
        }
        if t.is_long() && options.variant != Variant::BigCities {
            long.push(TicketId::at(i));
        } else {
            regular.push(TicketId::at(i));
        }
    }
    (long, regular)
}

/// How the first tickets are dealt: (long, regular, keep rule, rejects).
/// Mega Europe deals its 5 regular tickets after the long choice.
fn setup_deal(family: Family, variant: Variant) -> (usize, usize, KeepRule, Rejects) {
    match (family, variant) {
        (Family::Usa, _) => (0, 3, KeepRule::AtLeast(2), Rejects::Bottom),
        (Family::Europe, Variant::Classic | Variant::Europe1912) => {
            (1, 3, KeepRule::AtLeast(2), Rejects::Out)
        }
        (Family::Europe, Variant::Mega) => (2, 0, KeepRule::MegaLong, Rejects::Out),
        (Family::Europe, Variant::BigCities) => {
            (0, 5, KeepRule::AtLeast(2), Rejects::ShuffledBottom)
        }
        (Family::Switzerland, _) => (0, 5, KeepRule::AtLeast(2), Rejects::Out),
        (Family::World, _) => (0, 5, KeepRule::AtLeast(3), Rejects::Bottom),
    }
}

/// How tickets are drawn during play: (how many, where rejects go).
pub(super) fn play_draw(family: Family, variant: Variant) -> (usize, Rejects) {
    match (family, variant) {
        (Family::Europe, Variant::BigCities) | (Family::World, _) => (4, Rejects::Bottom),
        (Family::Switzerland, _) => (3, Rejects::Out),
        _ => (3, Rejects::Bottom),
    }
}

/// Refuses a player count, names or options the board does not take.
fn check_new_game(board: &Board, names: &[String], options: &GameOptions) -> Result<(), Refusal> {
    let cfg = board.family.config();
    if names.len() < cfg.min_players || names.len() > cfg.max_players {
        return Err(Refusal::PlayerCount { count: names.len() });
    }
    for (i, n) in names.iter().enumerate() {
        if n.trim().is_empty() || names[..i].iter().any(|m| m.eq_ignore_ascii_case(n)) {
            return Err(Refusal::PlayerName { name: n.clone() });
        }
    }
    if board.family != Family::Europe
        && (options.variant != Variant::Classic || options.bonus_tickets)
    {
        return Err(Refusal::VariantEuropeOnly);
    }
    Ok(())
}

/// Starts a game: players in seat order, options, and the seed of every shuffle.
pub fn new_game(
    board: &Board,
    names: &[String],
    options: GameOptions,
    seed: u64,
) -> Result<GameState, RuleError> {
    check_new_game(board, names, &options).map_err(|r| RuleError::new(r, board, names))?;
    let cfg = board.family.config();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut decks = shuffled_decks(board, &mut rng);
    let mut players: Vec<PlayerState> = names
        .iter()
        .map(|name| new_player(board.family, name))
        .collect();
    for p in &mut players {
        for (deck, n) in decks.iter_mut().zip([cfg.deal_trains, cfg.deal_ships]) {
            for _ in 0..n {
                if let Some(c) = deck.draw.pop() {
                    p.hand.add(c, 1);
                }
            }
        }
    }
    let ticket_deck = deal_tickets(board, &options, &mut rng, &mut players);
    let mut state = GameState {
        board: board.name.clone(),
        options,
        rng,
        players,
        decks,
        face_up: vec![None; cfg.face_up],
        ticket_deck,
        owners: vec![None; board.lanes.len()],
        stations: vec![None; board.places.len()],
        harbors: vec![None; board.places.len()],
        phase: Phase::Setup,
        turn: 0,
        stage: Stage::Start,
        final_turns: None,
        passes: 0,
        last_move: None,
        moves: 0,
    };
    face_up::deal_row(board, &mut state, &mut Vec::new());
    Ok(state)
}

/// The board's decks, each shuffled.
fn shuffled_decks(board: &Board, rng: &mut ChaCha8Rng) -> Vec<Deck> {
    board
        .decks
        .iter()
        .map(|comp| {
            let mut draw: Vec<Card> = comp
                .iter()
                .flat_map(|&(c, n)| std::iter::repeat_n(c, n as usize))
                .collect();
            draw.shuffle(rng);
            Deck {
                draw,
                discard: Vec::new(),
            }
        })
        .collect()
}

/// A player before the deal, with the family's pieces.
fn new_player(family: Family, name: &str) -> PlayerState {
    let cfg = family.config();
    PlayerState {
        name: name.to_string(),
        hand: Default::default(),
        tickets: Vec::new(),
        offer: None,
        trains: cfg.trains,
        ships: cfg.ships,
        stations: cfg.stations,
        harbors: cfg.harbors,
        box_trains: 0,
        box_ships: 0,
        split_pending: family == Family::World,
        route_points: 0,
        exchange_penalty: 0,
        stations_built: 0,
    }
}

/// Offers each player their first tickets; returns the ticket deck left.
fn deal_tickets(
    board: &Board,
    options: &GameOptions,
    rng: &mut ChaCha8Rng,
    players: &mut [PlayerState],
) -> VecDeque<TicketId> {
    let (mut long, mut regular) = ticket_pools(board, options);
    long.shuffle(rng);
    regular.shuffle(rng);
    let (n_long, n_regular, keep, rejects) = setup_deal(board.family, options.variant);
    let mut regular: VecDeque<TicketId> = regular.into();
    for p in players {
        let mut offer: Vec<TicketId> = Vec::new();
        for _ in 0..n_long {
            offer.extend(long.pop());
        }
        for _ in 0..n_regular {
            offer.extend(regular.pop_front());
        }
        p.offer = Some(Offer {
            tickets: offer,
            keep,
            rejects,
        });
    }
    regular
}
