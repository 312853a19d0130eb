//! Whether a player can still make a ticket: the fewest pieces they must
//! still place to join two places, over free lanes and their own (a
//! shortest path, own lanes costing nothing). Ers on the hopeful side: a
//! player with stations left may borrow others' lanes, and World counts
//! trains and ships together, so a warning is never raised in error.

use super::board::{Board, LaneId, PlaceId, TicketId, TicketValue};
use super::state::{GameState, Seat};
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// How a kept ticket stands for its owner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    /// It can still be made with the pieces left (or is made).
    Open,
    /// Others' routes cut its places apart.
    CutOff,
    /// It needs at least this many pieces, more than the player has.
    TooFar(u32),
}

/// The fewest pieces `seat` must still place to join `a` and `b`; `None`
/// when no way is left.
pub(super) fn pieces_needed(
    board: &Board,
    state: &GameState,
    seat: Seat,
    a: PlaceId,
    b: PlaceId,
) -> Option<u32> {
    let cost = distances(board, state, seat, a)[b.index()];
    (cost != u32::MAX).then_some(cost)
}

/// The fewest pieces `seat` must still place to reach each place from
/// `from` (`u32::MAX`: unreachable).
fn distances(board: &Board, state: &GameState, seat: Seat, from: PlaceId) -> Vec<u32> {
    let borrow = state.players[seat].stations > 0;
    let mut best = vec![u32::MAX; board.places.len()];
    let mut heap = BinaryHeap::new();
    best[from.index()] = 0;
    heap.push(Reverse((0u32, from)));
    while let Some(Reverse((cost, p))) = heap.pop() {
        if cost > best[p.index()] {
            continue;
        }
        for &l in board.lanes_at(p) {
            let Some(step) = lane_cost(board, state, seat, l, borrow) else {
                continue;
            };
            let q = board.lanes[l].other(p);
            let next = cost + step;
            if next < best[q.index()] {
                best[q.index()] = next;
                heap.push(Reverse((next, q)));
            }
        }
    }
    best
}

/// The free lanes that lie on one of the shortest ways still to make
/// `seat`'s ticket (none for a tour, or a ticket made or cut off).
pub fn ticket_lanes(board: &Board, state: &GameState, seat: Seat, ticket: TicketId) -> Vec<LaneId> {
    let Some(t) = board.tickets.get(ticket.index()) else {
        return Vec::new();
    };
    let pairs: Vec<(PlaceId, PlaceId)> = match &t.value {
        TicketValue::Pair { .. } => match t.places.as_slice() {
            [a, b, ..] => vec![(*a, *b)],
            _ => return Vec::new(),
        },
        TicketValue::Options(options) => options.iter().map(|o| (o.a, o.b)).collect(),
        TicketValue::Tour { .. } => return Vec::new(),
    };
    let borrow = state.players[seat].stations > 0;
    let mut out = Vec::new();
    for (a, b) in pairs {
        let (from_a, from_b) = (
            distances(board, state, seat, a),
            distances(board, state, seat, b),
        );
        let whole = from_a[b.index()];
        if whole == 0 || whole == u32::MAX {
            continue;
        }
        for (i, lane) in board.lanes.iter().enumerate() {
            let l = LaneId::at(i);
            if state.owners[i].is_some() || out.contains(&l) {
                continue;
            }
            let Some(step) = lane_cost(board, state, seat, l, borrow).filter(|&s| s > 0) else {
                continue;
            };
            let via = |p: PlaceId, q: PlaceId| {
                from_a[p.index()]
                    .saturating_add(step)
                    .saturating_add(from_b[q.index()])
            };
            if via(lane.a, lane.b) == whole || via(lane.b, lane.a) == whole {
                out.push(l);
            }
        }
    }
    out
}

/// What one lane costs `seat`: nothing if theirs (or borrowable with a
/// station), its length if they may still claim it, `None` if closed.
fn lane_cost(board: &Board, state: &GameState, seat: Seat, l: LaneId, borrow: bool) -> Option<u32> {
    let lane = &board.lanes[l];
    match state.owners[l.index()] {
        Some(o) if o == seat => return Some(0),
        Some(_) if borrow => return Some(0),
        Some(_) => return None,
        None => {}
    }
    let players = state.seats();
    let open = players > 3 || (board.family.config().doubles_open_at_three && players == 3);
    let sibling = lane.sibling.and_then(|s| state.owners[s.index()]);
    match sibling {
        Some(o) if o == seat => Some(0),
        Some(_) if !open && !borrow => None,
        _ => Some(u32::from(lane.len)),
    }
}

/// How `seat`'s ticket stands. Tours are always [`Reach::Open`] (not
/// judged); a country ticket is cut off only when every option is.
pub fn ticket_reach(board: &Board, state: &GameState, seat: Seat, ticket: TicketId) -> Reach {
    let t = &board.tickets[ticket];
    let pairs: Vec<(PlaceId, PlaceId)> = match &t.value {
        TicketValue::Pair { .. } => match t.places.as_slice() {
            [a, b, ..] => vec![(*a, *b)],
            _ => return Reach::Open,
        },
        TicketValue::Options(options) => options.iter().map(|o| (o.a, o.b)).collect(),
        TicketValue::Tour { .. } => return Reach::Open,
    };
    let need = pairs
        .iter()
        .filter_map(|&(a, b)| pieces_needed(board, state, seat, a, b))
        .min();
    let have = u32::from(state.players[seat].pieces());
    match need {
        None => Reach::CutOff,
        Some(n) if n > have => Reach::TooFar(n),
        Some(_) => Reach::Open,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{GameOptions, new_game};

    fn usa() -> (std::sync::Arc<Board>, GameState) {
        let board = crate::maps::board("usa").unwrap();
        let names = vec!["ann".to_string(), "bob".to_string()];
        let state = new_game(&board, &names, GameOptions::default(), 5).unwrap();
        (board, state)
    }

    #[test]
    fn own_lanes_cost_nothing_and_others_lanes_block() {
        let (board, mut state) = usa();
        let l = board
            .lanes
            .iter()
            .position(|l| l.sibling.is_none())
            .unwrap();
        let (a, b, len) = (board.lanes[l].a, board.lanes[l].b, board.lanes[l].len);
        assert_eq!(pieces_needed(&board, &state, 0, a, b), Some(u32::from(len)));
        state.owners[l] = Some(0);
        assert_eq!(pieces_needed(&board, &state, 0, a, b), Some(0));
        state.owners[l] = Some(1);
        let around = pieces_needed(&board, &state, 0, a, b);
        assert!(around.is_none_or(|n| n > u32::from(len)), "{around:?}");
    }

    #[test]
    fn a_ticket_is_cut_off_or_too_far() {
        let (board, mut state) = usa();
        let t = TicketId::at(
            board
                .tickets
                .iter()
                .position(|t| matches!(t.value, TicketValue::Pair { .. }))
                .unwrap(),
        );
        assert_eq!(ticket_reach(&board, &state, 0, t), Reach::Open);
        state.players[0].trains = 1;
        assert!(matches!(ticket_reach(&board, &state, 0, t), Reach::TooFar(n) if n > 1));
        state.players[0].trains = 45;
        for &l in board.lanes_at(board.tickets[t].places[0]) {
            state.owners[l.index()] = Some(1);
        }
        assert_eq!(ticket_reach(&board, &state, 0, t), Reach::CutOff);
    }
}
