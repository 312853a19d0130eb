//! Words for players: hands, tickets, offers and summaries.

use crate::rules::board::Board;
use crate::rules::card::{Card, Hand};
use crate::rules::config::Family;
use crate::rules::state::{GameState, KeepRule, Seat};
use crate::rules::view::PlayerView;

/// "3 red, 1 locomotive" (World: jokers, harbor cards and ships named).
pub fn hand(board: &Board, hand: &Hand) -> String {
    if hand.total() == 0 {
        return "no cards".into();
    }
    let world = board.family == Family::World;
    hand.iter()
        .map(|(c, n)| {
            let name = match c {
                Card::Train(col) if world => format!("{col} train"),
                Card::Train(col) => col.to_string(),
                Card::Loco if world => "joker".into(),
                Card::Loco => "locomotive".into(),
                Card::HarborTrain(col) => format!("{col} train (harbor)"),
                Card::Ship(col) => format!("{col} ship"),
                Card::DoubleShip(col) => format!("{col} double ship"),
            };
            format!("{n} {name}")
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The private summary a player gets: cards, tickets, any offer waiting.
pub fn private_summary(board: &Board, view: &PlayerView, state: &GameState) -> String {
    let mut out = format!("Your cards: {}.", hand(board, &view.hand));
    if !view.tickets.is_empty() {
        let t: Vec<String> = view
            .tickets
            .iter()
            .map(|t| {
                let mark = if t.complete { "done" } else { "open" };
                format!(
                    "{} ({}, {mark})",
                    board.ticket_name(t.ticket),
                    board.tickets[t.ticket as usize].points()
                )
            })
            .collect();
        out += &format!("\nYour tickets: {}.", t.join("; "));
    }
    if let Some(o) = offer(board, state, view.seat) {
        out += &format!("\n{o}");
    }
    let p = &state.players[view.seat];
    if p.split_pending && p.offer.is_none() {
        out += "\nChoose your pieces: 60 in all, at most 25 trains and 50 ships — /split trains:20 ships:40.";
    }
    out
}

/// The ticket offer waiting for `seat`, with how to answer it.
pub fn offer(board: &Board, state: &GameState, seat: Seat) -> Option<String> {
    let o = state.players[seat].offer.as_ref()?;
    let list: Vec<String> = o
        .tickets
        .iter()
        .enumerate()
        .map(|(i, &t)| {
            let tk = &board.tickets[t as usize];
            let long = if tk.is_long() { ", long" } else { "" };
            format!(
                "{}. {} ({}{long})",
                i + 1,
                board.ticket_name(t),
                tk.points()
            )
        })
        .collect();
    let rule = match o.keep {
        KeepRule::AtLeast(_) => format!("keep at least {}", o.min_keep()),
        KeepRule::MegaLong => "keep one long ticket or none".into(),
    };
    Some(format!(
        "Tickets offered ({rule}): {} — answer with /keep tickets:1,2.",
        list.join("; ")
    ))
}
