//! Plans already made in one game, by what they were made from. A seat's
//! plan and the order of its planned lanes depend on the lanes, stations,
//! tickets and pieces, never on the cards in hand, so the second card of a
//! draw, and a turn after a round in which nobody claimed, take the plan
//! made before instead of searching again. So does a turn after claims
//! that only closed lanes none of the plan's searches went along. The
//! expert's rollouts are made of such decisions, and planning was most of
//! their cost.

use super::know::{Know, LaneState};
use super::plan::{Costs, Plan, lane_costs, traced};
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

/// What a seat's plan is made from, besides the lanes.
#[derive(Clone, PartialEq, Eq)]
struct Inputs {
    level: Level,
    seat: Seat,
    seats: usize,
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

/// A kept plan and the lanes it holds for.
struct Kept {
    inputs: Inputs,
    lanes: Vec<LaneState>,
    costs: Costs,
    /// The lanes the plan's searches went along, and the other lanes of
    /// its doubles.
    footprint: Vec<bool>,
    planned: Rc<Planned>,
}

impl Kept {
    /// Whether the plan is still the one `lanes` and `costs` would give:
    /// every lane that changed is off the footprint and no cheaper.
    fn holds(&self, lanes: &[LaneState], costs: &Costs) -> bool {
        (0..lanes.len()).all(|l| {
            lanes[l] == self.lanes[l] || (!self.footprint[l] && no_cheaper(costs[l], self.costs[l]))
        })
    }
}

/// Whether a lane cost `now` is at least the cost `then` (`None`: unusable).
fn no_cheaper(now: Option<u32>, then: Option<u32>) -> bool {
    match (now, then) {
        (None, _) => true,
        (Some(_), None) => false,
        (Some(now), Some(then)) => now >= then,
    }
}

/// The plans made in one played-on game (a rollout), the most recent
/// [`KEPT`]; elsewhere each decision starts from none.
#[derive(Default)]
pub(crate) struct Plans {
    kept: Vec<Kept>,
    /// Where the next plan goes once [`KEPT`] are kept.
    next: usize,
}

impl Plans {
    /// The plan for the seat of `k`: a kept one that still holds, else
    /// `make`'s over the seat's lane costs, kept.
    pub(crate) fn get(
        &mut self,
        k: &Know,
        style: &Style,
        make: impl FnOnce(&Costs) -> Planned,
    ) -> Rc<Planned> {
        let inputs = Inputs::of(k, style);
        let mut costs = None;
        for e in self.kept.iter_mut().filter(|e| e.inputs == inputs) {
            if e.lanes == k.lanes {
                return e.planned.clone();
            }
            let now = costs.get_or_insert_with(|| lane_costs(k, style));
            if e.holds(&k.lanes, now) {
                e.lanes.clone_from(&k.lanes);
                e.costs.clone_from(now);
                return e.planned.clone();
            }
        }
        let costs = costs.unwrap_or_else(|| lane_costs(k, style));
        let (planned, mut footprint) = traced(k.lanes.len(), || make(&costs));
        for &(l, _) in &planned.plan.lanes {
            if let Some(s) = k.board.lanes[l].sibling {
                footprint[s.index()] = true;
            }
        }
        let kept = Kept {
            inputs,
            lanes: k.lanes.clone(),
            costs,
            footprint,
            planned: Rc::new(planned),
        };
        let planned = kept.planned.clone();
        if self.kept.len() < KEPT {
            self.kept.push(kept);
        } else {
            self.kept[self.next] = kept;
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
    use crate::ai::plan::shortest;
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

    /// A plan is made again when the seat claims a lane, or an opponent
    /// claims one its searches went along; not when the hand changes or an
    /// opponent claims a lane elsewhere.
    #[test]
    fn a_plan_is_kept_until_what_it_was_made_from_changes() {
        let (board, state) = game("usa", 3);
        let style = Style::of(Level::Hard);
        let mut view = player_view(&board, &state, 0);
        let mut places = board.place_ids();
        let (from, to) = (
            places.next().expect("a place"),
            places.next_back().expect("a place"),
        );
        let path = {
            let k = Know::new(&board, &view);
            shortest(&k, &lane_costs(&k, &style), from, to, &[])
                .expect("a path")
                .1
        };
        let near = |l: LaneId| {
            path.contains(&l) || board.lanes[l].sibling.is_some_and(|s| path.contains(&s))
        };
        let elsewhere: Vec<LaneId> = board.lane_ids().filter(|&l| !near(l)).take(2).collect();
        let mut plans = Plans::default();
        let mut made = 0;
        let mut plan_for = |view: &crate::rules::PlayerView| {
            let k = Know::new(&board, view);
            plans.get(&k, &style, |costs| {
                made += 1;
                shortest(&k, costs, from, to, &[]);
                Planned {
                    plan: Plan::default(),
                    ranked: Vec::new(),
                }
            });
            made
        };
        assert_eq!(plan_for(&view), 1);
        view.hand.add(Card::Loco, 3);
        assert_eq!(plan_for(&view), 1, "the hand changed");
        view.public.owners[elsewhere[0].index()] = Some(1);
        assert_eq!(plan_for(&view), 1, "an opponent claimed off the paths");
        view.public.owners[path[0].index()] = Some(1);
        assert_eq!(plan_for(&view), 2, "an opponent claimed on the path");
        view.public.owners[elsewhere[1].index()] = Some(0);
        assert_eq!(plan_for(&view), 3, "the seat claimed");
        assert_eq!(plan_for(&player_view(&board, &state, 1)), 4, "another seat");
    }
}
