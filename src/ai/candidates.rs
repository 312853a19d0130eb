//! The few actions the expert weighs at the start of a turn: the hard
//! level's choice, the card it would draw, and the best claims on offer
//! (planned lanes first, long routes, routes joining the own network).
//! Drawing tickets is weighed only when the hard level would: rollouts
//! from guessed tickets overrate it. Offered tickets are seen, so the
//! choices of what to keep are weighed too.

use super::claims::best_payment;
use super::know::{Know, LaneState};
use super::plan::make_plan;
use super::style::{Style, board_index};
use super::tickets::ranked_keeps;
use super::turn::draw_choice;
use crate::rules::{Action, Hand, LaneId, TicketId, route_points};
use rand::Rng;

/// Claims weighed besides the plain choice.
const CLAIMS: usize = 2;

/// Ticket choices weighed, the plain one among them, per board: USA,
/// Europe, Switzerland, World. Europe's first offer allows eleven choices;
/// weighing eight of them instead of four won 67.5% of 400 games against
/// three hard players instead of 60.9%. On USA four are every choice of
/// the first offer; on Switzerland eight won no more often; World was
/// measured with four only.
const KEEPS: [usize; 4] = [4, 8, 4, 4];

/// The candidates for the pending ticket offer: the choices whose plans
/// the hard level values most, its own choice first; never empty.
pub(crate) fn keeps(k: &Know, style: &Style) -> Vec<Action> {
    let mut ranked = ranked_keeps(k, style);
    ranked.truncate(KEEPS[board_index(k.board.family)]);
    ranked
        .into_iter()
        .map(|tickets| Action::Keep { tickets })
        .collect()
}

/// The candidates at the start of a turn, the plain choice first, without
/// repeats.
pub(crate) fn list(k: &Know, style: &Style, plain: &Action, rng: &mut impl Rng) -> Vec<Action> {
    let mut out = vec![plain.clone()];
    let mut push = |a: Action| {
        if !out.contains(&a) {
            out.push(a);
        }
    };
    if let Some(a) = draw_choice(k, style, rng) {
        push(a);
    }
    for a in best_claims(k, style) {
        push(a);
    }
    out
}

/// The claims the hand pays for now, best first: points, a bonus for
/// planned lanes and for lanes touching the own network.
fn best_claims(k: &Know, style: &Style) -> Vec<Action> {
    let tickets: Vec<TicketId> = k.view.tickets.iter().map(|t| t.ticket).collect();
    let plan = make_plan(k, style, &tickets);
    let none = Hand::default();
    let mut scored: Vec<(f32, LaneId, Action)> = k
        .board
        .lane_ids()
        .filter(|&l| k.lanes[l.index()] == LaneState::Open)
        .filter_map(|l| best_payment(k, l, &none, &k.hand).map(|c| (l, c)))
        .map(|(l, c)| {
            let lane = &k.board.lanes[l];
            let mut score = route_points(lane.len) as f32 - 0.5 * c.conflict;
            if plan.weight(l) > 0.0 {
                score += 6.0 + plan.weight(l) / 10.0;
            }
            if k.touches_mine(lane.a) || k.touches_mine(lane.b) {
                score += 2.0;
            }
            (score, l, c.action(k))
        })
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    scored.into_iter().take(CLAIMS).map(|s| s.2).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::style::Level;
    use crate::ai::tickets::keep;
    use crate::rules::{GameOptions, new_game, player_view};

    /// The first offer's choices weighed: the plain one first, then other
    /// choices, as many as the board weighs.
    #[test]
    fn the_first_offer_weighs_the_boards_share_of_choices() {
        let names: Vec<String> = ["a", "b", "c", "d"].map(String::from).to_vec();
        for (map, weighed) in [("usa", 4), ("europe", 8)] {
            let board = crate::maps::board(map).expect("board loads");
            let state = new_game(&board, &names, GameOptions::default(), 3).expect("game");
            let view = player_view(&board, &state, 0);
            let k = Know::new(&board, &view);
            let style = Style::of(Level::Expert);
            let choices = keeps(&k, &style);
            assert_eq!(choices.len(), weighed, "{map}");
            assert_eq!(
                choices[0],
                keep(&k, &style),
                "{map}: the plain choice first"
            );
            assert!(
                choices
                    .iter()
                    .enumerate()
                    .all(|(i, c)| !choices[..i].contains(c)),
                "{map}: a choice repeats"
            );
        }
    }
}
