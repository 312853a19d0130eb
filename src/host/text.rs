//! Words for players: hands, tickets, offers and summaries.

use crate::i18n::Msg;
use crate::msg;
use crate::rules::{
    Board, Card, Family, GameState, Hand, KeepRule, LaneId, Phase, PlaceId, PlayerView, Seat,
    TicketId,
};

/// "red ×3, locomotive ×1" (World: jokers, harbor cards and ships named).
pub(super) fn hand(board: &Board, hand: &Hand) -> Msg {
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
                let points = board.tickets[t.ticket].points();
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
                    open_ticket(board, t.ticket, state.phase == Phase::Over)
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

/// A kept ticket not yet completed, with what it costs when it differs
/// from its value (a World tour's penalty, a country ticket's lowest
/// option); once the game is `over`, as failed, with what it cost.
fn open_ticket(board: &Board, ticket: TicketId, over: bool) -> Msg {
    let (route, tk) = (board.ticket_name(ticket), &board.tickets[ticket]);
    let (points, cost) = (tk.points(), tk.cost());
    match cost == points {
        _ if over => msg!(
            "host-final-ticket-failed",
            route = route,
            points = format!("−{cost}")
        ),
        true => msg!("host-ticket-open", route = route, points = points),
        false => msg!(
            "host-ticket-open-cost",
            route = route,
            points = points,
            cost = cost
        ),
    }
}

/// The ticket offer waiting for `seat`, with how to answer it.
pub(super) fn offer(board: &Board, state: &GameState, seat: Seat) -> Option<Msg> {
    let o = state.players[seat].offer.as_ref()?;
    let list: Vec<Msg> = o
        .tickets
        .iter()
        .enumerate()
        .map(|(i, &t)| {
            let tk = &board.tickets[t];
            let (n, route, points) = (i + 1, board.ticket_name(t), tk.points());
            let cost = tk.cost();
            if tk.is_long() {
                msg!("host-offer-long", n = n, route = route, points = points)
            } else if cost != points {
                msg!(
                    "host-offer-ticket-cost",
                    n = n,
                    route = route,
                    points = points,
                    cost = cost
                )
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

/// The face-up row with the numbers `/draw from:N` takes:
/// "Face up: 1 orange · 2 blue · 3 locomotive"; empty slots say so.
pub(super) fn face_up(board: &Board, row: &[Option<Card>]) -> Msg {
    if row.iter().all(Option::is_none) {
        return msg!("host-face-up-none");
    }
    let world = board.family == Family::World;
    let slots = row.iter().enumerate().map(|(i, c)| match c {
        Some(c) => msg!("host-face-up-slot", n = i + 1, card = c.msg(world)),
        None => msg!("host-face-up-slot-empty", n = i + 1),
    });
    let joined = slots
        .rev()
        .reduce(|rest, first| msg!("host-face-up-then", first = first, rest = rest));
    msg!(
        "host-face-up",
        row = joined.unwrap_or_else(|| msg!("host-face-up-none"))
    )
}

/// What replaced the face-up cards a draw took: a line per refilled slot,
/// or the whole row after the row was replaced.
pub(super) fn face_up_refills(
    board: &Board,
    taken: Option<usize>,
    before: &[Option<Card>],
    after: &[Option<Card>],
) -> Vec<Msg> {
    let world = board.family == Family::World;
    let changed: Vec<usize> = (0..after.len())
        .filter(|&i| before.get(i) != after.get(i) || taken == Some(i))
        .collect();
    if changed.len() > 1 {
        return vec![face_up(board, after)];
    }
    changed
        .into_iter()
        .map(|i| match after[i] {
            Some(c) => msg!("host-face-up-refilled", n = i + 1, card = c.msg(world)),
            None => msg!("host-face-up-left-empty", n = i + 1),
        })
        .collect()
}

/// With the decks, their discards and the face-up row all empty, no card
/// can be drawn: says so, and what the player can do instead.
pub(super) fn no_cards_left(board: &Board, state: &GameState) -> Option<Msg> {
    let empty =
        state.decks.iter().all(|d| d.available() == 0) && state.face_up.iter().all(Option::is_none);
    let cfg = board.family.config();
    let build = if cfg.stations > 0 {
        "station"
    } else if cfg.harbors > 0 {
        "harbor"
    } else {
        "none"
    };
    empty.then(|| msg!("host-no-cards-left", build = build))
}

/// The lanes of a double route and who holds them, for refusals that name
/// one lane: "Edinburgh–London has two lanes: 1 black (free), 2 orange
/// (taken by bob)". `None` for a single route.
pub(super) fn double_route(
    board: &Board,
    state: &GameState,
    names: &[String],
    a: PlaceId,
    b: PlaceId,
) -> Option<Msg> {
    let lanes = board.lanes_between(a, b);
    if lanes.len() < 2 {
        return None;
    }
    let cfg = board.family.config();
    let open = state.seats() > 3 || (cfg.doubles_open_at_three && state.seats() == 3);
    let taken = |l: LaneId| state.owners.get(l.index()).copied().flatten();
    let items: Vec<Msg> = lanes
        .iter()
        .enumerate()
        .map(|(i, &l)| {
            let lane = &board.lanes[l];
            let color = lane
                .color
                .map_or_else(|| msg!("host-lane-gray"), |c| c.msg_of());
            let n = i + 1;
            let sibling_owner = lane.sibling.and_then(taken);
            match (taken(l), sibling_owner) {
                (Some(o), _) => {
                    let player = names.get(o).map_or("?", String::as_str);
                    msg!("host-lane-taken", n = n, color = color, player = player)
                }
                (None, Some(_)) if !open => msg!("host-lane-closed", n = n, color = color),
                _ => msg!("host-lane-free", n = n, color = color),
            }
        })
        .collect();
    Some(msg!(
        "host-double-route",
        route = board.lane_name(lanes[0]),
        lanes = items
    ))
}

#[cfg(test)]
mod tests {
    use super::face_up_refills;
    use crate::i18n::Lang;
    use crate::maps;
    use crate::rules::{Card, Color};

    #[test]
    fn a_taken_face_up_card_refilled_with_the_same_colour_is_told() {
        let board = maps::board("europe").unwrap();
        let (w, g, o) = (Color::White, Color::Green, Color::Orange);
        let row: Vec<Option<Card>> = [w, g, o, o, g].map(|c| Some(Card::Train(c))).to_vec();
        let told = |taken, after: &[Option<Card>]| -> Vec<String> {
            let lines = face_up_refills(&board, taken, &row, after);
            lines.iter().map(|m| Lang::En.tr(m)).collect()
        };
        assert_eq!(told(Some(1), &row), ["face-up card 2 is now green"]);
        assert_eq!(
            told(None, &row),
            Vec::<String>::new(),
            "a deck draw changes no slot"
        );
        let mut blue = row.clone();
        blue[1] = Some(Card::Train(Color::Blue));
        assert_eq!(told(Some(1), &blue), ["face-up card 2 is now blue"]);
    }
}
