//! A whole game state consistent with one seat's view: the cards and
//! tickets the seat cannot see are dealt at random from those it has not
//! seen, so a search can play the game on from there.

use crate::rules::{
    Board, Card, GameOptions, GameState, Hand, LaneId, Phase, PlayerView, Stage, TicketId, new_game,
};
use rand::Rng;
use rand::seq::SliceRandom;

/// One guess at the hidden part of the game behind `view`, at the start of
/// the seat's turn during play; `None` when the view is of another moment.
pub(crate) fn guess(board: &Board, view: &PlayerView, rng: &mut impl Rng) -> Option<GameState> {
    let public = &view.public;
    let start = public.phase == Phase::Play
        && public.turn == Some(view.seat)
        && public.tunnel.is_none()
        && !public.second_draw
        && view.offer.is_empty();
    if !start {
        return None;
    }
    let names: Vec<String> = public.players.iter().map(|p| p.name.clone()).collect();
    let mut state = new_game(board, &names, GameOptions::default(), rng.random()).ok()?;
    copy_public(board, view, &mut state);
    deal_cards(board, view, &mut state, rng);
    deal_tickets(board, view, &mut state, rng);
    Some(state)
}

/// The board, pieces, scores and turn as the view shows them.
fn copy_public(board: &Board, view: &PlayerView, state: &mut GameState) {
    let public = &view.public;
    let cfg = board.family.config();
    state.owners = public.owners.clone();
    state.stations = vec![None; board.places.len()];
    for &(p, s) in &public.stations {
        state.stations[p.index()] = Some(s);
    }
    state.harbors = vec![None; board.places.len()];
    for &(p, s) in &public.harbors {
        state.harbors[p.index()] = Some(s);
    }
    state.face_up = public.face_up.clone();
    state.phase = Phase::Play;
    state.turn = public.turn.unwrap_or(view.seat);
    state.stage = Stage::Start;
    state.final_turns = public.final_turns;
    state.last_move = public.last_move.clone();
    for (p, seen) in state.players.iter_mut().zip(&public.players) {
        p.trains = seen.trains.unwrap_or(cfg.trains);
        p.ships = seen.ships.unwrap_or(cfg.ships);
        p.stations = seen.stations;
        p.stations_built = cfg.stations.saturating_sub(seen.stations);
        p.harbors = seen.harbors;
        p.route_points = seen.score;
        p.exchange_penalty = 0;
        p.offer = None;
        p.split_pending = false;
        p.hand = Hand::default();
        p.tickets.clear();
    }
    let me = &mut state.players[view.seat];
    me.hand = view.hand;
    me.tickets = view.tickets.iter().map(|t| t.ticket).collect();
    me.box_trains = view.box_trains;
    me.box_ships = view.box_ships;
}

/// The unseen cards of each deck, shuffled into its pile and discard; what
/// is left goes to the other players' hands.
fn deal_cards(board: &Board, view: &PlayerView, state: &mut GameState, rng: &mut impl Rng) {
    let mut seen = view.hand;
    for c in view.public.face_up.iter().flatten() {
        seen.add(*c, 1);
    }
    let mut rest: Vec<Card> = Vec::new();
    for (d, comp) in board.decks.iter().enumerate() {
        let mut unseen: Vec<Card> = Vec::new();
        for &(c, n) in comp {
            let known = seen.count(c).min(n);
            seen.remove(c, known);
            unseen.extend(std::iter::repeat_n(c, (n - known) as usize));
        }
        unseen.shuffle(rng);
        let (draw, discard) = view.public.decks.get(d).copied().unwrap_or((0, 0));
        let deck = &mut state.decks[d];
        deck.draw = take(&mut unseen, draw);
        deck.discard = take(&mut unseen, discard);
        rest.append(&mut unseen);
    }
    rest.shuffle(rng);
    for (i, seen) in view.public.players.iter().enumerate() {
        if i == view.seat {
            continue;
        }
        for c in take(&mut rest, seen.cards as usize) {
            state.players[i].hand.add(c, 1);
        }
    }
}

/// Up to `n` cards from the end of `from`.
fn take<T>(from: &mut Vec<T>, n: usize) -> Vec<T> {
    let at = from.len().saturating_sub(n);
    from.split_off(at)
}

/// Tickets for the other players and the ticket pile, drawn from the
/// tickets of the seat's own sets that it does not hold.
fn deal_tickets(board: &Board, view: &PlayerView, state: &mut GameState, rng: &mut impl Rng) {
    let mine: Vec<TicketId> = view.tickets.iter().map(|t| t.ticket).collect();
    let sets: Vec<&str> = mine
        .iter()
        .map(|&t| board.tickets[t].set.as_str())
        .filter(|s| *s != "bonus")
        .collect();
    let mut pool: Vec<TicketId> = board
        .ticket_ids()
        .filter(|t| !mine.contains(t))
        .filter(|&t| {
            let set = board.tickets[t].set.as_str();
            if sets.is_empty() {
                set == "base"
            } else {
                sets.contains(&set)
            }
        })
        .collect();
    pool.shuffle(rng);
    for (i, seen) in view.public.players.iter().enumerate() {
        if i != view.seat {
            state.players[i].tickets = likely_tickets(board, view, i, &mut pool, seen.tickets, rng);
        }
    }
    state.ticket_deck = take(&mut pool, view.public.tickets_left).into();
}

/// `n` tickets for `seat` taken from `pool`, each drawn with more weight
/// the more of its cities the seat's routes reach: players build toward
/// their tickets, and a guess that ignores that has them wander.
fn likely_tickets(
    board: &Board,
    view: &PlayerView,
    seat: usize,
    pool: &mut Vec<TicketId>,
    n: usize,
    rng: &mut impl Rng,
) -> Vec<TicketId> {
    let mut reached = vec![false; board.places.len()];
    for (l, owner) in view.public.owners.iter().enumerate() {
        if *owner == Some(seat) {
            let lane = &board.lanes[LaneId::at(l)];
            reached[lane.a.index()] = true;
            reached[lane.b.index()] = true;
        }
    }
    let weight = |t: TicketId| {
        let hits = board.tickets[t]
            .places
            .iter()
            .filter(|p| reached[p.index()])
            .count();
        1.0 + 6.0 * hits as f64
    };
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        let total: f64 = pool.iter().map(|&t| weight(t)).sum();
        if pool.is_empty() || total <= 0.0 {
            break;
        }
        let mut x = rng.random::<f64>() * total;
        let mut at = pool.len() - 1;
        for (i, &t) in pool.iter().enumerate() {
            x -= weight(t);
            if x <= 0.0 {
                at = i;
                break;
            }
        }
        out.push(pool.swap_remove(at));
    }
    out
}
