//! Words for players: hands, tickets, offers and summaries.

use crate::i18n::Msg;
use crate::msg;
use crate::rules::board::Board;
use crate::rules::card::Hand;
use crate::rules::config::Family;
use crate::rules::state::{GameState, KeepRule, Seat};
use crate::rules::view::PlayerView;

/// "red ×3, locomotive ×1" (World: jokers, harbor cards and ships named).
pub fn hand(board: &Board, hand: &Hand) -> Msg {
    if hand.total() == 0 {
        return msg!("host-hand-empty");
    }
    let world = board.family == Family::World;
    let cards: Vec<Msg> = hand
        .iter()
        .map(|(c, n)| msg!("host-hand-cards", card = c.msg(world), count = n))
        .collect();
    msg!("host-list", items = cards)
}

/// The private summary a player gets: cards, tickets, any offer waiting.
pub fn private_summary(board: &Board, view: &PlayerView, state: &GameState) -> Vec<Msg> {
    let mut out = vec![msg!("host-your-cards", cards = hand(board, &view.hand))];
    if !view.tickets.is_empty() {
        let tickets: Vec<Msg> = view
            .tickets
            .iter()
            .map(|t| {
                let route = board.ticket_name(t.ticket);
                let points = board.tickets[t.ticket as usize].points();
                if let Some(&p) = t.via.first().filter(|_| t.complete) {
                    let city = board.place_name(p);
                    msg!(
                        "host-ticket-done-via",
                        route = route,
                        points = points,
                        city = city
                    )
                } else if t.complete {
                    msg!("host-ticket-done", route = route, points = points)
                } else {
                    msg!("host-ticket-open", route = route, points = points)
                }
            })
            .collect();
        out.push(msg!("host-your-tickets", tickets = tickets));
    }
    if let Some(o) = offer(board, state, view.seat) {
        out.push(o);
    }
    let p = &state.players[view.seat];
    if p.split_pending && p.offer.is_none() {
        out.push(msg!("host-choose-split"));
    }
    out
}

/// The ticket offer waiting for `seat`, with how to answer it.
pub fn offer(board: &Board, state: &GameState, seat: Seat) -> Option<Msg> {
    let o = state.players[seat].offer.as_ref()?;
    let list: Vec<Msg> = o
        .tickets
        .iter()
        .enumerate()
        .map(|(i, &t)| {
            let tk = &board.tickets[t as usize];
            let (n, route, points) = (i + 1, board.ticket_name(t), tk.points());
            if tk.is_long() {
                msg!("host-offer-long", n = n, route = route, points = points)
            } else {
                msg!("host-offer-ticket", n = n, route = route, points = points)
            }
        })
        .collect();
    Some(match o.keep {
        KeepRule::AtLeast(_) => msg!("host-offer", least = o.min_keep(), tickets = list),
        KeepRule::MegaLong => msg!("host-offer-mega-long", tickets = list),
    })
}

/// The board's title for players ("Europe", «Европа»).
pub fn board_title(board: &Board) -> Msg {
    match board.family {
        Family::Usa => msg!("host-board-usa"),
        Family::Europe => msg!("host-board-europe"),
        Family::Switzerland => msg!("host-board-switzerland"),
        Family::World => msg!("host-board-world"),
    }
}
