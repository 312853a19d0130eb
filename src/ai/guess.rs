//! A whole game state consistent with one seat's view: the cards and
//! tickets the seat cannot see are dealt at random from those it has not
//! seen, so a search can play the game on from there.

use crate::rules::{
    Board, Card, GameOptions, GameState, Hand, LaneId, Network, Offer, Phase, PlayerView, Rejects,
    Stage, TicketId, new_game,
};
use rand::Rng;
use rand::seq::{IndexedRandom, SliceRandom};

/// Weight a guessed ticket gains for each of its places a player's routes
/// reach (see [`ticket_weight`]).
const PER_PLACE: f64 = 20.0;

/// Weight a guessed ticket gains when the player's routes join its places.
const JOINED: f64 = 150.0;

/// One guess at the hidden part of the game behind `view`, at the start of
/// the seat's turn during play or while its ticket offer waits; `None`
/// when the view is of another moment.
pub(crate) fn guess(board: &Board, view: &PlayerView, rng: &mut impl Rng) -> Option<GameState> {
    if !can_guess(view) {
        return None;
    }
    let names: Vec<String> = view.public.players.iter().map(|p| p.name.clone()).collect();
    let mut state = new_game(board, &names, GameOptions::default(), rng.random()).ok()?;
    copy_public(board, view, &mut state);
    deal_cards(board, view, &mut state, rng);
    deal_tickets(board, view, &mut state, rng);
    Some(state)
}

/// Whether a guess can be made at the moment of `view`: the start of the
/// seat's turn, or its ticket offer (in setup or on its turn).
fn can_guess(view: &PlayerView) -> bool {
    let public = &view.public;
    if public.tunnel.is_some() || public.second_draw {
        return false;
    }
    let my_turn = public.phase == Phase::Play && public.turn == Some(view.seat);
    if view.offer.is_empty() {
        my_turn && !view.split_pending
    } else {
        my_turn || public.phase == Phase::Setup
    }
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
    state.phase = public.phase;
    // Setup starts play with the first seat.
    state.turn = public.turn.unwrap_or(0);
    let choosing = public.phase == Phase::Play && !view.offer.is_empty();
    state.stage = if choosing {
        Stage::Tickets
    } else {
        Stage::Start
    };
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
    me.split_pending = view.split_pending;
    me.offer = offer_like(view, view.offer.clone());
}

/// An offer of `tickets` under the keep rule of the seat's own offer;
/// `None` when the seat has none. Rejected tickets leave the game, so none
/// can be dealt twice.
fn offer_like(view: &PlayerView, tickets: Vec<TicketId>) -> Option<Offer> {
    let keep = view.keep.filter(|_| !view.offer.is_empty())?;
    Some(Offer {
        tickets,
        keep,
        rejects: Rejects::Out,
    })
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
/// tickets of the seat's own sets that it does not hold or see offered. In
/// setup, a player still choosing is offered tickets like the seat's own.
fn deal_tickets(board: &Board, view: &PlayerView, state: &mut GameState, rng: &mut impl Rng) {
    let seen: Vec<TicketId> = view
        .tickets
        .iter()
        .map(|t| t.ticket)
        .chain(view.offer.iter().copied())
        .collect();
    let sets: Vec<&str> = seen
        .iter()
        .map(|&t| board.tickets[t].set.as_str())
        .filter(|s| *s != "bonus")
        .collect();
    let mut pool: Vec<TicketId> = board
        .ticket_ids()
        .filter(|t| !seen.contains(t))
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
    let setup = view.public.phase == Phase::Setup;
    for (i, seen) in view.public.players.iter().enumerate() {
        if i == view.seat {
            continue;
        }
        if setup && seen.tickets == 0 {
            let offer = similar_offer(board, &view.offer, &mut pool);
            state.players[i].offer = offer_like(view, offer);
        } else {
            state.players[i].tickets = likely_tickets(board, view, i, &mut pool, seen.tickets, rng);
        }
    }
    state.ticket_deck = take(&mut pool, view.public.tickets_left).into();
}

/// Tickets from `pool` like those of `offer`: of the same set and length.
fn similar_offer(board: &Board, offer: &[TicketId], pool: &mut Vec<TicketId>) -> Vec<TicketId> {
    let kind = |t: TicketId| (board.tickets[t].set.as_str(), board.tickets[t].is_long());
    offer
        .iter()
        .filter_map(|&o| {
            let at = pool.iter().position(|&t| kind(t) == kind(o))?;
            Some(pool.swap_remove(at))
        })
        .collect()
}

/// `n` tickets for `seat` taken from `pool`, each drawn with the weight
/// [`ticket_weight`] gives it: players build toward their tickets, and a
/// guess that ignores that has them wander.
fn likely_tickets(
    board: &Board,
    view: &PlayerView,
    seat: usize,
    pool: &mut Vec<TicketId>,
    n: usize,
    rng: &mut impl Rng,
) -> Vec<TicketId> {
    let owned = view.public.owners.iter().enumerate();
    let lanes = owned
        .filter(|(_, o)| **o == Some(seat))
        .map(|(l, _)| LaneId::at(l));
    let mut network = Network::new(board, lanes);
    let weights: Vec<(TicketId, f64)> = pool
        .iter()
        .map(|&t| (t, ticket_weight(board, &mut network, t)))
        .collect();
    // Every weight is at least one, so the draw cannot fail.
    let out: Vec<TicketId> = weights
        .choose_multiple_weighted(rng, n, |w| w.1)
        .map(|drawn| drawn.map(|w| w.0).collect())
        .unwrap_or_default();
    pool.retain(|t| !out.contains(t));
    out
}

/// How likely a player holds ticket `t`, given its `network` of routes:
/// one, more for each of the ticket's places the routes reach, and much
/// more when they join them all. A hard player seldom claims its way to
/// both ends of a ticket it does not hold.
fn ticket_weight(board: &Board, network: &mut Network, t: TicketId) -> f64 {
    let places = &board.tickets[t].places;
    let reached = places
        .iter()
        .filter(|&&p| network.reaches(board, p))
        .count();
    let joined = reached == places.len() && network.all_connected(board, places);
    1.0 + PER_PLACE * reached as f64 + if joined { JOINED } else { 0.0 }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::arena::acting_seat;
    use crate::ai::{Level, decide};
    use crate::rules::{Action, apply, cards_in_play, player_view};
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// The seat sees in a guess exactly what it saw, and every card is
    /// somewhere.
    fn check(board: &Board, state: &GameState, seat: usize, rng: &mut ChaCha8Rng) {
        let view = player_view(board, state, seat);
        let world = guess(board, &view, rng).expect("a guess at this moment");
        let again = player_view(board, &world, seat);
        assert_eq!(
            serde_json::to_string(&again).expect("view serializes"),
            serde_json::to_string(&view).expect("view serializes"),
            "{}: the guess shows seat {seat} something else",
            board.name
        );
        assert_eq!(cards_in_play(&world), cards_in_play(state));
    }

    /// A ticket whose ends a player's routes join weighs most, one they
    /// reach at one end more than one they do not reach.
    #[test]
    fn tickets_the_routes_join_weigh_most() {
        let board = crate::maps::board("usa").expect("board loads");
        let names: Vec<String> = ["a", "b"].map(String::from).to_vec();
        let state = new_game(&board, &names, GameOptions::default(), 1).expect("game");
        let t = board.ticket_ids().next().expect("a ticket");
        let lanes = crate::rules::ticket_lanes(&board, &state, 0, t);
        let start = board.tickets[t].places[0];
        let first = lanes.iter().copied().find(|&l| {
            let lane = &board.lanes[l];
            lane.a == start || lane.b == start
        });
        let mut none = Network::new(&board, []);
        let mut one_end = Network::new(&board, first);
        let mut joined = Network::new(&board, lanes);
        assert_eq!(ticket_weight(&board, &mut none, t), 1.0);
        assert_eq!(ticket_weight(&board, &mut one_end, t), 1.0 + PER_PLACE);
        assert_eq!(
            ticket_weight(&board, &mut joined, t),
            1.0 + 2.0 * PER_PLACE + JOINED
        );
    }

    /// Guesses at the first offer, at the start of a turn, and at an
    /// offer drawn during play.
    #[test]
    fn a_guess_shows_its_seat_what_it_saw() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        for map in ["usa", "europe", "switzerland"] {
            let board = crate::maps::board(map).expect("board loads");
            let names: Vec<String> = ["a", "b", "c"].map(String::from).to_vec();
            let mut state = new_game(&board, &names, GameOptions::default(), 5).expect("game");
            let act = |state: &mut GameState, rng: &mut ChaCha8Rng| {
                let seat = acting_seat(state).expect("someone acts");
                let view = player_view(&board, state, seat);
                let action = decide(&board, &view, Level::Hard, rng);
                apply(&board, state, seat, &action).expect("legal");
            };
            check(&board, &state, 1, &mut rng);
            act(&mut state, &mut rng);
            check(&board, &state, 2, &mut rng);
            while state.phase == Phase::Setup {
                act(&mut state, &mut rng);
            }
            for _ in 0..7 {
                act(&mut state, &mut rng);
            }
            while state.stage != Stage::Start {
                act(&mut state, &mut rng);
            }
            let seat = state.turn;
            check(&board, &state, seat, &mut rng);
            apply(&board, &mut state, seat, &Action::DrawTickets).expect("tickets drawn");
            check(&board, &state, seat, &mut rng);
        }
    }
}
