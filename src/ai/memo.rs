//! Plans already made in one game, by what they were made from. A seat's
//! plan and the order of its planned lanes depend on the lanes, stations,
//! tickets and pieces, never on the cards in hand, so the second card of a
//! draw, and a turn after a round in which nobody claimed, take the plan
//! made before instead of searching again. The expert's rollouts are made
//! of such decisions, and planning was most of their cost.

use super::know::Know;
use super::plan::Plan;
use super::style::{Level, Style};
use crate::rules::{LaneId, PlaceId, Seat, TicketId};
use std::rc::Rc;

/// Plans kept at most: one or two per seat of the largest table.
const KEPT: usize = 12;

/// A plan with its lanes in the order to collect and claim them, each with
/// its card weight and urgency.
pub(crate) struct Planned {
    pub plan: Plan,
    pub ranked: Vec<(LaneId, f32, f32)>,
}

/// What a seat's plan is made from.
#[derive(Clone, PartialEq, Eq)]
struct Inputs {
    level: Level,
    seat: Seat,
    seats: usize,
    owners: Vec<Option<Seat>>,
    stations: Vec<(PlaceId, Seat)>,
    tickets: Vec<(TicketId, bool)>,
    /// Trains, ships, and each in the box; stations left.
    pieces: [u8; 5],
}

impl Inputs {
    fn of(k: &Know, style: &Style) -> Inputs {
        let public = &k.view.public;
        Inputs {
            level: style.level,
            seat: k.me,
            seats: public.players.len(),
            owners: public.owners.clone(),
            stations: public.stations.clone(),
            tickets: k
                .view
                .tickets
                .iter()
                .map(|t| (t.ticket, t.complete))
                .collect(),
            pieces: [
                k.trains,
                k.ships,
                k.view.box_trains,
                k.view.box_ships,
                public.players[k.me].stations,
            ],
        }
    }
}

/// The plans made in one played-on game (a rollout), the most recent
/// [`KEPT`]; elsewhere each decision starts from none.
#[derive(Default)]
pub(crate) struct Plans {
    kept: Vec<(Inputs, Rc<Planned>)>,
    /// Where the next plan goes once [`KEPT`] are kept.
    next: usize,
}

impl Plans {
    /// The plan for the seat of `k`: a kept one made from the same inputs,
    /// else `make`'s, kept.
    pub(crate) fn get(
        &mut self,
        k: &Know,
        style: &Style,
        make: impl FnOnce() -> Planned,
    ) -> Rc<Planned> {
        let inputs = Inputs::of(k, style);
        if let Some((_, p)) = self.kept.iter().find(|(i, _)| *i == inputs) {
            return p.clone();
        }
        let planned = Rc::new(make());
        if self.kept.len() < KEPT {
            self.kept.push((inputs, planned.clone()));
        } else {
            self.kept[self.next] = (inputs, planned.clone());
            self.next = (self.next + 1) % KEPT;
        }
        planned
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::arena::{acting_seat, substitute};
    use crate::ai::decide_plain;
    use crate::rules::{Board, Card, GameOptions, GameState, apply, new_game, player_view};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use std::sync::Arc;

    fn game(map: &str, players: usize) -> (Arc<Board>, GameState) {
        let board = crate::maps::board(map).expect("board loads");
        let names: Vec<String> = (0..players).map(|i| format!("p{i}")).collect();
        let state = new_game(&board, &names, GameOptions::default(), 5).expect("game");
        (board, state)
    }

    /// Over whole games on every board, the hard level takes the same
    /// actions with the plans it kept as with none.
    #[test]
    fn kept_plans_change_no_decision() {
        let style = Style::of(Level::Hard);
        for (map, players) in [("usa", 4), ("europe", 4), ("switzerland", 3), ("world", 4)] {
            let (board, mut state) = game(map, players);
            let mut rng = ChaCha8Rng::seed_from_u64(9);
            let mut plans = Plans::default();
            let mut decisions = 0;
            while let Some(seat) = acting_seat(&state)
                && decisions < 3_000
            {
                let view = player_view(&board, &state, seat);
                let k = Know::new(&board, &view);
                let seed = rng.random();
                let dice = || ChaCha8Rng::seed_from_u64(seed);
                let fresh = decide_plain(&k, &style, &mut dice(), &mut Plans::default());
                let kept = decide_plain(&k, &style, &mut dice(), &mut plans);
                assert_eq!(fresh, kept, "{map}: decision {decisions}");
                if apply(&board, &mut state, seat, &kept).is_err() {
                    substitute(&board, &mut state, seat).expect("a legal action");
                }
                decisions += 1;
            }
            assert!(decisions > 100, "{map}: the game went on");
        }
    }

    /// A plan is made again when a lane is claimed, not when the hand
    /// changes.
    #[test]
    fn a_plan_is_kept_until_what_it_was_made_from_changes() {
        let (board, state) = game("usa", 3);
        let style = Style::of(Level::Hard);
        let mut plans = Plans::default();
        let mut made = 0;
        let mut plan_for = |view: &crate::rules::PlayerView| {
            let k = Know::new(&board, view);
            plans.get(&k, &style, || {
                made += 1;
                Planned {
                    plan: Plan::default(),
                    ranked: Vec::new(),
                }
            });
        };
        let mut view = player_view(&board, &state, 0);
        plan_for(&view);
        view.hand.add(Card::Loco, 3);
        plan_for(&view);
        view.public.owners[0] = Some(1);
        plan_for(&view);
        plan_for(&player_view(&board, &state, 1));
        assert_eq!(made, 3);
    }
}
