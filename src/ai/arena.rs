//! One game between computer players, played through the real engine; the
//! base of the `simulate` command and of the tests.

use super::{Level, decide};
use crate::rules::{
    Action, Board, Breakdown, GameOptions, GameState, Phase, Refusal, RuleError, Seat, Stage,
    apply, end_now, legal_actions, new_game, player_view, score_game,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::Instant;

/// The most actions one game may take before it is cut short.
pub(super) const MAX_ACTIONS: usize = 6_000;

/// How one game went.
#[derive(Clone, Debug)]
pub struct GameReport {
    /// The level in each seat.
    pub levels: Vec<Level>,
    /// Final totals per seat.
    pub totals: Vec<i32>,
    /// Final points by source per seat.
    pub breakdowns: Vec<Breakdown>,
    /// Pieces (trains and ships) left at the end per seat.
    pub pieces_left: Vec<u16>,
    /// Cards in hand at the start of each own turn, per seat: the mean and
    /// the most.
    pub hand_mean: Vec<f64>,
    pub hand_max: Vec<u32>,
    /// Whether some turn began with every deck and its discard empty.
    pub ran_dry: bool,
    /// Tickets completed and failed per seat.
    pub completed: Vec<usize>,
    pub failed: Vec<usize>,
    /// Actions the engine refused (each replaced by a legal one).
    pub refused: usize,
    /// The first refusals, for diagnosis: seat, action, reason.
    pub refusals: Vec<(Seat, Action, String)>,
    /// Time each decision took, in microseconds, with the deciding level.
    pub decisions: Vec<(Level, u32)>,
    /// Actions applied.
    pub actions: usize,
    /// False when the game hit `MAX_ACTIONS` and was ended by force.
    pub finished: bool,
}

/// The seat that must act now, if any.
pub(super) fn acting_seat(state: &GameState) -> Option<Seat> {
    match state.phase {
        Phase::Setup => state
            .players
            .iter()
            .position(|p| p.offer.is_some() || p.split_pending),
        Phase::Play => Some(state.turn),
        Phase::Over => None,
    }
}

/// Plays a whole game with one computer player of `levels[seat]` per seat.
pub fn play_game(
    board: &Board,
    levels: &[Level],
    options: GameOptions,
    seed: u64,
) -> Result<GameReport, RuleError> {
    let names: Vec<String> = (1..=levels.len()).map(|i| format!("bot{i}")).collect();
    let mut state = new_game(board, &names, options, seed)?;
    // The bots' own dice, apart from the game's.
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5851_f42d_4c95_7f2d);
    let mut report = GameReport {
        levels: levels.to_vec(),
        totals: Vec::new(),
        breakdowns: Vec::new(),
        pieces_left: Vec::new(),
        hand_mean: Vec::new(),
        hand_max: Vec::new(),
        ran_dry: false,
        completed: Vec::new(),
        failed: Vec::new(),
        refused: 0,
        refusals: Vec::new(),
        decisions: Vec::new(),
        actions: 0,
        finished: true,
    };
    let mut hands = Hands::new(levels.len());
    while let Some(seat) = acting_seat(&state) {
        if report.actions >= MAX_ACTIONS {
            end_now(&mut state);
            report.finished = false;
            break;
        }
        hands.observe(&state, &mut report.ran_dry);
        let view = player_view(board, &state, seat);
        let start = Instant::now();
        let action = decide(board, &view, levels[seat], &mut rng);
        let micros = start.elapsed().as_micros().min(u32::MAX as u128) as u32;
        report.decisions.push((levels[seat], micros));
        if let Err(e) = apply(board, &mut state, seat, &action) {
            report.refused += 1;
            if report.refusals.len() < 10 {
                report.refusals.push((seat, action, e.to_string()));
            }
            substitute(board, &mut state, seat)?;
        }
        report.actions += 1;
    }
    (report.hand_mean, report.hand_max) = hands.figures();
    let scores = score_game(board, &state);
    for (s, p) in scores.iter().zip(&state.players) {
        report.totals.push(s.breakdown.total);
        report.breakdowns.push(s.breakdown.clone());
        report.pieces_left.push(p.pieces());
        report.completed.push(s.completed);
        report.failed.push(s.tickets.len() - s.completed);
    }
    Ok(report)
}

/// Hand sizes seen at the start of each turn.
struct Hands {
    sum: Vec<u64>,
    turns: Vec<u64>,
    max: Vec<u32>,
}

impl Hands {
    fn new(seats: usize) -> Hands {
        Hands {
            sum: vec![0; seats],
            turns: vec![0; seats],
            max: vec![0; seats],
        }
    }

    /// Counts the hand of the player whose turn starts now, and whether the
    /// table has run out of cards to draw.
    fn observe(&mut self, state: &GameState, ran_dry: &mut bool) {
        if state.phase != Phase::Play || state.stage != Stage::Start {
            return;
        }
        let s = state.turn;
        let cards = state.players[s].hand.total();
        self.sum[s] += u64::from(cards);
        self.turns[s] += 1;
        self.max[s] = self.max[s].max(cards);
        *ran_dry |= state.decks.iter().all(|d| d.available() == 0);
    }

    /// Mean and largest hand per seat.
    fn figures(&self) -> (Vec<f64>, Vec<u32>) {
        let mean = self
            .sum
            .iter()
            .zip(&self.turns)
            .map(|(&s, &t)| s as f64 / t.max(1) as f64)
            .collect();
        (mean, self.max.clone())
    }
}

/// Applies the first legal action the engine offers (declining a tunnel
/// when paying is refused), so a refused bot action never stops the game.
pub(super) fn substitute(
    board: &Board,
    state: &mut GameState,
    seat: Seat,
) -> Result<(), RuleError> {
    let mut last = None;
    for a in legal_actions(board, state, seat) {
        match apply(board, state, seat, &a) {
            Ok(_) => return Ok(()),
            Err(e) => last = Some(e),
        }
    }
    Err(last.unwrap_or_else(|| {
        let names: Vec<&str> = state.players.iter().map(|p| p.name.as_str()).collect();
        RuleError::new(Refusal::GameOver, board, &names)
    }))
}
