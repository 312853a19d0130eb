//! The face-up cards: refilling, and the reset when 3 locomotives (jokers)
//! lie face up.

use super::board::Board;
use super::card::Card;
use super::config::Family;
use super::event::Event;
use super::state::{DeckKind, GameState};

/// Takes the top card of a deck (World: falling back to the other deck).
pub(super) fn take(
    board: &Board,
    state: &mut GameState,
    kind: DeckKind,
    events: &mut Vec<Event>,
) -> Option<Card> {
    let kinds: &[DeckKind] = if board.family == Family::World {
        match kind {
            DeckKind::Trains => &[DeckKind::Trains, DeckKind::Ships],
            DeckKind::Ships => &[DeckKind::Ships, DeckKind::Trains],
        }
    } else {
        &[DeckKind::Trains]
    };
    for &k in kinds {
        let deck = &mut state.decks[k.index()];
        if let Some((card, reshuffled)) = deck.take(&mut state.rng) {
            if reshuffled {
                events.push(Event::Reshuffled { deck: k });
            }
            return Some(card);
        }
    }
    None
}

/// Puts a card on its deck's discard (jokers belong to the train deck).
pub(super) fn discard(state: &mut GameState, card: Card) {
    state.decks[DeckKind::of(card).index()].discard.push(card);
}

/// The deck a fresh slot is dealt from: World alternates 3 train + 3 ship slots.
fn slot_deck(board: &Board, slot: usize) -> DeckKind {
    if board.family == Family::World && slot >= 3 {
        DeckKind::Ships
    } else {
        DeckKind::Trains
    }
}

/// Deals a whole fresh row, then applies the 3-locomotive reset.
pub(super) fn deal_row(board: &Board, state: &mut GameState, events: &mut Vec<Event>) {
    for slot in 0..state.face_up.len() {
        if state.face_up[slot].is_none() {
            let kind = slot_deck(board, slot);
            state.face_up[slot] = take(board, state, kind, events);
        }
    }
    fix_locos(board, state, events);
}

/// Refills one slot from the chosen deck.
pub(super) fn refill(
    board: &Board,
    state: &mut GameState,
    slot: usize,
    kind: DeckKind,
    events: &mut Vec<Event>,
) {
    state.face_up[slot] = take(board, state, kind, events);
    fix_locos(board, state, events);
}

/// Fills empty slots (after discards make cards available again).
pub(super) fn fill_empty(board: &Board, state: &mut GameState, events: &mut Vec<Event>) {
    if state.face_up.iter().any(Option::is_none) && state.decks.iter().any(|d| d.available() > 0) {
        for slot in 0..state.face_up.len() {
            if state.face_up[slot].is_none() {
                let kind = if board.family == Family::World
                    && state.decks[1].available() > state.decks[0].available()
                {
                    DeckKind::Ships
                } else {
                    DeckKind::Trains
                };
                state.face_up[slot] = take(board, state, kind, events);
            }
        }
        fix_locos(board, state, events);
    }
}

/// While 3 or more locomotives lie face up, discards the row and deals a new
/// one — unless the cards left could never make a row with fewer than 3.
fn fix_locos(board: &Board, state: &mut GameState, events: &mut Vec<Event>) {
    for _ in 0..64 {
        let locos = state
            .face_up
            .iter()
            .filter(|c| **c == Some(Card::Loco))
            .count();
        if locos < 3 {
            return;
        }
        let trains = &state.decks[0];
        let non_locos = trains
            .draw
            .iter()
            .chain(&trains.discard)
            .chain(state.face_up.iter().flatten())
            .filter(|c| !c.is_loco() && !c.is_ship())
            .count();
        let train_slots = if board.family == Family::World {
            3
        } else {
            state.face_up.len()
        };
        if non_locos + 2 < train_slots {
            return;
        }
        for slot in 0..state.face_up.len() {
            if let Some(c) = state.face_up[slot].take() {
                discard(state, c);
            }
        }
        events.push(Event::FaceUpReset);
        for slot in 0..state.face_up.len() {
            let kind = slot_deck(board, slot);
            state.face_up[slot] = take(board, state, kind, events);
        }
    }
}
