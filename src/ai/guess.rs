//! A whole game state consistent with one seat's view: the cards and
//! tickets the seat cannot see are dealt at random from those it has not
//! seen, so a search can play the game on from there.

use super::know::Know;
use super::plan::{Costs, route_ticket};
use crate::rules::{
    Board, Card, GameOptions, GameState, Hand, Offer, Phase, PlayerView, Rejects, Stage, TicketId,
    new_game,
};
use rand::Rng;
use rand::seq::{IndexedRandom, SliceRandom};

/// The odds that a player holds a ticket, as natural logs added up from
/// what its claimed routes show of the ticket. Fitted by maximum
/// likelihood to the tickets three hard players held at each turn of a
/// fourth (Switzerland: two and a third), in 25 games on each board.
mod odds {
    /// The routes reach one of the ticket's places.
    pub(super) const ONE_PLACE: f64 = 0.8;
    /// The routes reach two or more of its places.
    pub(super) const TWO_PLACES: f64 = 1.9;
    /// Per place of the ticket where the routes end (one lane reaches it).
    pub(super) const PER_END: f64 = 0.6;
    /// Times the share of the ticket's cheapest path the routes have built.
    pub(super) const BUILT: f64 = 1.5;
    /// A long ticket (Europe), which players keep more often.
    pub(super) const LONG: f64 = 0.8;
    /// Per space still to claim on the ticket's cheapest path.
    pub(super) const PER_SPACE_LEFT: f64 = -0.05;
    /// Spaces left counted for a ticket the player can no longer join.
    pub(super) const BLOCKED_LEFT: f64 = 20.0;
}

/// Guesses at the hidden part of the game behind one view, at the start of
/// the seat's turn during play or while its ticket offer waits. What a
/// guess deals from, and how likely each other player holds each ticket,
/// is worked out once.
pub(crate) struct Guesser<'a> {
    board: &'a Board,
    view: &'a PlayerView,
    /// The tickets the seat has not seen, of the sets in play.
    pool: Vec<TicketId>,
    /// Per seat, per ticket of the board: how likely the seat holds it.
    weights: Vec<Vec<f64>>,
}

impl<'a> Guesser<'a> {
    /// The guesser for `view`; `None` when the view is of another moment.
    pub(crate) fn new(board: &'a Board, view: &'a PlayerView) -> Option<Guesser<'a>> {
        if !can_guess(view) {
            return None;
        }
        let pool = unseen_tickets(board, view);
        let k = Know::new(board, view);
        let weights = (0..view.public.players.len())
            .map(|seat| match seat == view.seat {
                true => Vec::new(),
                false => seat_weights(&k, seat, &pool),
            })
            .collect();
        Some(Guesser {
            board,
            view,
            pool,
            weights,
        })
    }

    /// One guess: a whole game state the seat would see as its view.
    pub(crate) fn guess(&self, rng: &mut impl Rng) -> Option<GameState> {
        let (board, view) = (self.board, self.view);
        let names: Vec<String> = view.public.players.iter().map(|p| p.name.clone()).collect();
        let mut state = new_game(board, &names, GameOptions::default(), rng.random()).ok()?;
        copy_public(board, view, &mut state);
        deal_cards(board, view, &mut state, rng);
        self.deal_tickets(&mut state, rng);
        Some(state)
    }
}

/// Whether a guess can be made at the moment of `view`: the start of the
/// seat's turn, or its ticket offer (in setup or on its turn).
pub(crate) fn can_guess(view: &PlayerView) -> bool {
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

/// The tickets of the seat's own sets that it does not hold or see offered.
fn unseen_tickets(board: &Board, view: &PlayerView) -> Vec<TicketId> {
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
    board
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
        .collect()
}

impl Guesser<'_> {
    /// Tickets for the other players and the ticket pile, drawn from the
    /// unseen tickets. In setup, a player still choosing is offered
    /// tickets like the seat's own.
    fn deal_tickets(&self, state: &mut GameState, rng: &mut impl Rng) {
        let (board, view) = (self.board, self.view);
        let mut pool = self.pool.clone();
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
                state.players[i].tickets = self.likely_tickets(i, &mut pool, seen.tickets, rng);
            }
        }
        state.ticket_deck = take(&mut pool, view.public.tickets_left).into();
    }

    /// `n` tickets for `seat` taken from `pool`, each drawn with the
    /// seat's weight for it: players build toward their tickets, and a
    /// guess that ignores that has them wander.
    fn likely_tickets(
        &self,
        seat: usize,
        pool: &mut Vec<TicketId>,
        n: usize,
        rng: &mut impl Rng,
    ) -> Vec<TicketId> {
        let weights = &self.weights[seat];
        // Every weight is positive and finite, so the draw cannot fail.
        let out: Vec<TicketId> = pool
            .choose_multiple_weighted(rng, n, |t| weights[t.index()])
            .map(|drawn| drawn.copied().collect())
            .unwrap_or_default();
        pool.retain(|t| !out.contains(t));
        out
    }
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

/// How likely `seat` holds each ticket of `pool`, by ticket index: the
/// [`odds`] that its claimed routes give each. Of `k`, the guessing seat's
/// knowledge, only the board and the public view are read.
fn seat_weights(k: &Know, seat: usize, pool: &[TicketId]) -> Vec<f64> {
    let (board, view) = (k.board, k.view);
    let (from_scratch, from_own) = seat_costs(board, view, seat);
    let mut lanes_at = vec![0u32; board.places.len()];
    let owned = board.lanes.iter().zip(&view.public.owners);
    for (lane, _) in owned.filter(|(_, o)| **o == Some(seat)) {
        lanes_at[lane.a.index()] += 1;
        lanes_at[lane.b.index()] += 1;
    }
    let mut weights = vec![1.0; board.tickets.len()];
    for &t in pool {
        let ticket = &board.tickets[t];
        let reached = ticket.places.iter().filter(|p| lanes_at[p.index()] > 0);
        let ends = ticket.places.iter().filter(|p| lanes_at[p.index()] == 1);
        let cost = |c: &Costs| route_ticket(k, c, t, &[]).map(|r| f64::from(r.cost) / 100.0);
        let (built, left) = match (cost(&from_scratch), cost(&from_own)) {
            (Some(all), Some(left)) if all > 0.0 => ((all - left) / all, left),
            _ => (0.0, odds::BLOCKED_LEFT),
        };
        let log_odds = match reached.count() {
            0 => 0.0,
            1 => odds::ONE_PLACE,
            _ => odds::TWO_PLACES,
        } + odds::PER_END * ends.count() as f64
            + odds::BUILT * built
            + if ticket.is_long() { odds::LONG } else { 0.0 }
            + odds::PER_SPACE_LEFT * left;
        weights[t.index()] = log_odds.exp();
    }
    weights
}

/// Lane costs for `seat`'s paths, a space each: with its own lanes still
/// to take, and with them taken. Other players' lanes are closed.
fn seat_costs(board: &Board, view: &PlayerView, seat: usize) -> (Costs, Costs) {
    board
        .lanes
        .iter()
        .zip(&view.public.owners)
        .map(|(lane, owner)| {
            let len = Some(100 * u32::from(lane.len));
            match owner {
                Some(o) if *o == seat => (len, Some(0)),
                Some(_) => (None, None),
                None => (len, len),
            }
        })
        .unzip()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::arena::acting_seat;
    use crate::ai::{Level, decide};
    use crate::rules::{Action, LaneId, apply, cards_in_play, player_view};
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// The seat sees in a guess exactly what it saw, and every card is
    /// somewhere.
    fn check(board: &Board, state: &GameState, seat: usize, rng: &mut ChaCha8Rng) {
        let view = player_view(board, state, seat);
        let guesser = Guesser::new(board, &view).expect("a guess at this moment");
        let world = guesser.guess(rng).expect("the game starts");
        let again = player_view(board, &world, seat);
        assert_eq!(
            serde_json::to_string(&again).expect("view serializes"),
            serde_json::to_string(&view).expect("view serializes"),
            "{}: the guess shows seat {seat} something else",
            board.name
        );
        assert_eq!(cards_in_play(&world), cards_in_play(state));
    }

    /// A ticket weighs more for a player the more of its path the
    /// player's routes have built.
    #[test]
    fn tickets_the_routes_build_weigh_more() {
        let board = crate::maps::board("usa").expect("board loads");
        let names: Vec<String> = ["a", "b"].map(String::from).to_vec();
        let mut state = new_game(&board, &names, GameOptions::default(), 1).expect("game");
        let t = board.ticket_ids().next().expect("a ticket");
        let path = crate::rules::ticket_lanes(&board, &state, 1, t);
        let mut weight = |owned: &[LaneId]| {
            for &l in owned {
                state.owners[l.index()] = Some(1);
            }
            let view = player_view(&board, &state, 0);
            let pool = unseen_tickets(&board, &view);
            assert!(pool.contains(&t), "the seat has not seen the ticket");
            seat_weights(&Know::new(&board, &view), 1, &pool)[t.index()]
        };
        let none = weight(&[]);
        let half = weight(&path[..path.len() / 2]);
        let joined = weight(&path);
        assert!(none < half && half < joined, "{none} < {half} < {joined}");
    }

    /// In games of hard players, from each player's eighth turn on, the
    /// tickets the others hold weigh several times the average unseen
    /// ticket (a mean log ratio above a half; equal weights give zero).
    #[test]
    fn held_tickets_outweigh_the_rest() {
        let board = crate::maps::board("usa").expect("board loads");
        let names: Vec<String> = ["a", "b", "c", "d"].map(String::from).to_vec();
        let (mut sum, mut held) = (0.0, 0.0);
        for game in 0..3 {
            let mut state = new_game(&board, &names, GameOptions::default(), game).expect("game");
            let mut rng = ChaCha8Rng::seed_from_u64(game);
            let mut turns = 0;
            while let Some(seat) = acting_seat(&state) {
                let view = player_view(&board, &state, seat);
                if state.stage == Stage::Start && state.phase == Phase::Play && seat == 0 {
                    turns += 1;
                }
                if turns >= 8 && can_guess(&view) && seat == 0 {
                    let pool = unseen_tickets(&board, &view);
                    let k = Know::new(&board, &view);
                    for other in 1..names.len() {
                        let w = seat_weights(&k, other, &pool);
                        let mean =
                            pool.iter().map(|t| w[t.index()]).sum::<f64>() / pool.len() as f64;
                        for t in &state.players[other].tickets {
                            sum += (w[t.index()] / mean).ln();
                            held += 1.0;
                        }
                    }
                }
                let action = decide(&board, &view, Level::Hard, &mut rng);
                apply(&board, &mut state, seat, &action).expect("legal");
            }
        }
        assert!(held > 100.0, "only {held} tickets looked at");
        assert!(sum / held > 0.5, "mean log ratio {}", sum / held);
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
