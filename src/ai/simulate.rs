//! Many computer-only games and their figures, for `conductor simulate`.

use super::Level;
use super::arena::{GameReport, play_game};
use crate::rules::{Board, GameOptions, RuleError};
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use std::fmt;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError};
use std::time::Instant;

/// What to simulate.
#[derive(Clone, Debug)]
pub struct Setup {
    /// One level per player; the seats are shuffled for every game.
    pub bots: Vec<Level>,
    /// Games to play.
    pub games: usize,
    /// Seed of the first game; game `g` uses a seed derived from it and `g`.
    pub seed: u64,
    /// Ticket variant and bonus tickets (Europe).
    pub options: GameOptions,
}

/// Totals for one entry of the bot list.
#[derive(Clone, Debug, Default)]
pub struct BotTotals {
    /// Final totals, summed over the games.
    pub score: i64,
    /// Wins, a tie on the top total shared between the tied players.
    pub wins: f64,
    /// Tickets completed and failed, summed.
    pub completed: usize,
    pub failed: usize,
    /// Points by source, summed over the games: routes, tickets, and the
    /// rest (longest path, stations, harbors, exchanges).
    pub routes: i64,
    pub tickets: i64,
    pub bonus: i64,
    /// Pieces left at the end, summed.
    pub pieces_left: u64,
    /// Mean cards in hand at the start of a turn, summed over the games.
    pub hand_mean: f64,
    /// The largest hand of each game, summed; and the largest of all.
    pub hand_max_sum: u64,
    pub hand_max: u32,
}

/// Everything `simulate` reports.
#[derive(Clone, Debug)]
pub struct Summary {
    /// The board's name.
    pub board: String,
    pub setup: Setup,
    /// Totals per entry of `setup.bots`.
    pub per_bot: Vec<BotTotals>,
    /// Games played.
    pub games: usize,
    /// Wall-clock time for all of them.
    pub seconds: f64,
    /// Bot actions the engine refused.
    pub refused: usize,
    /// The first refusals seen, for diagnosis.
    pub refusals: Vec<String>,
    /// The highest final total of any player in any game.
    pub max_score: i32,
    /// The winners' totals, summed.
    pub winning_score: i64,
    /// Games in which some player ended with an unfinished ticket.
    pub with_unfinished: usize,
    /// Games cut short at the action limit.
    pub cut_short: usize,
    /// Games in which a turn began with no card left to draw anywhere.
    pub ran_dry: usize,
    /// Decision times in microseconds, per level.
    pub times: Vec<(Level, Vec<u32>)>,
}

/// Plays the games of `setup` on `board`, on as many threads as the
/// machine has cores. A game's seed and seating depend only on its number,
/// and the games are added up in order, so the figures do not depend on
/// the threads.
pub fn simulate(board: &Board, setup: &Setup) -> Result<Summary, RuleError> {
    let n = setup.bots.len();
    let mut sum = Summary {
        board: board.name.clone(),
        setup: setup.clone(),
        per_bot: vec![BotTotals::default(); n],
        games: 0,
        seconds: 0.0,
        refused: 0,
        refusals: Vec::new(),
        max_score: i32::MIN,
        winning_score: 0,
        with_unfinished: 0,
        cut_short: 0,
        ran_dry: 0,
        times: Vec::new(),
    };
    let start = Instant::now();
    for (order, report) in play_all(board, setup)? {
        add(&mut sum, &order, &report);
    }
    sum.seconds = start.elapsed().as_secs_f64();
    for (_, t) in &mut sum.times {
        t.sort_unstable();
    }
    Ok(sum)
}

/// Every game of `setup`, in order, each with its seating: the entry of
/// `setup.bots` in each seat.
fn play_all(board: &Board, setup: &Setup) -> Result<Vec<(Vec<usize>, GameReport)>, RuleError> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let next = AtomicUsize::new(0);
    let played = Mutex::new(Vec::with_capacity(setup.games));
    std::thread::scope(|s| {
        for _ in 0..cores.min(setup.games) {
            s.spawn(|| {
                loop {
                    let g = next.fetch_add(1, Ordering::Relaxed);
                    if g >= setup.games {
                        break;
                    }
                    let game = play_one(board, setup, g);
                    let mut played = played.lock().unwrap_or_else(PoisonError::into_inner);
                    played.push((g, game));
                }
            });
        }
    });
    let mut played = played.into_inner().unwrap_or_else(PoisonError::into_inner);
    played.sort_by_key(|p| p.0);
    played.into_iter().map(|p| p.1).collect()
}

/// Game `g` of `setup`, with its seating.
fn play_one(board: &Board, setup: &Setup, g: usize) -> Result<(Vec<usize>, GameReport), RuleError> {
    let seed = setup.seed.wrapping_mul(1_000_003).wrapping_add(g as u64);
    let mut order: Vec<usize> = (0..setup.bots.len()).collect();
    order.shuffle(&mut ChaCha8Rng::seed_from_u64(seed ^ 0xA5A5));
    let levels: Vec<Level> = order.iter().map(|&i| setup.bots[i]).collect();
    let report = play_game(board, &levels, setup.options.clone(), seed)?;
    Ok((order, report))
}

fn add(sum: &mut Summary, order: &[usize], r: &GameReport) {
    sum.games += 1;
    let top = r.totals.iter().copied().max().unwrap_or(0);
    let tied = r.totals.iter().filter(|&&t| t == top).count() as f64;
    for (seat, &bot) in order.iter().enumerate() {
        let b = &mut sum.per_bot[bot];
        b.score += r.totals[seat] as i64;
        b.completed += r.completed[seat];
        b.failed += r.failed[seat];
        let d = &r.breakdowns[seat];
        b.routes += d.routes as i64;
        b.tickets += d.tickets as i64;
        b.bonus += (d.longest + d.stations + d.harbors + d.exchange) as i64;
        b.pieces_left += r.pieces_left[seat] as u64;
        b.hand_mean += r.hand_mean[seat];
        b.hand_max_sum += u64::from(r.hand_max[seat]);
        b.hand_max = b.hand_max.max(r.hand_max[seat]);
        if r.totals[seat] == top {
            b.wins += 1.0 / tied;
        }
    }
    sum.max_score = sum.max_score.max(top);
    sum.winning_score += top as i64;
    if r.failed.iter().any(|&f| f > 0) {
        sum.with_unfinished += 1;
    }
    if !r.finished {
        sum.cut_short += 1;
    }
    sum.ran_dry += usize::from(r.ran_dry);
    sum.refused += r.refused;
    for (seat, a, e) in &r.refusals {
        if sum.refusals.len() < 10 {
            sum.refusals.push(format!("seat {seat}: {a:?}: {e}"));
        }
    }
    for &(level, t) in &r.decisions {
        match sum.times.iter_mut().find(|(l, _)| *l == level) {
            Some((_, v)) => v.push(t),
            None => sum.times.push((level, vec![t])),
        }
    }
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{} games on {}, {} players, seed {}",
            self.games,
            self.board,
            self.setup.bots.len(),
            self.setup.seed
        )?;
        self.per_bot_tables(f)?;
        self.game_lines(f)
    }
}

impl Summary {
    /// The three tables with a row per bot: results, points, hand sizes.
    fn per_bot_tables(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let g = self.games.max(1) as f64;
        writeln!(
            f,
            "{:<4} {:<5} {:>10} {:>9} {:>15} {:>12}",
            "bot", "level", "mean score", "win rate", "tickets done", "tickets lost"
        )?;
        for (i, b) in self.per_bot.iter().enumerate() {
            writeln!(
                f,
                "{:<4} {:<5} {:>10.1} {:>8.1}% {:>15.2} {:>12.2}",
                i + 1,
                self.setup.bots[i].name(),
                b.score as f64 / g,
                100.0 * b.wins / g,
                b.completed as f64 / g,
                b.failed as f64 / g
            )?;
        }
        writeln!(
            f,
            "{:<4} {:>11} {:>12} {:>32} {:>12}",
            "bot", "route pts", "ticket pts", "longest+stations+harbors+exch", "pieces left"
        )?;
        for (i, b) in self.per_bot.iter().enumerate() {
            writeln!(
                f,
                "{:<4} {:>11.1} {:>12.1} {:>32.1} {:>12.1}",
                i + 1,
                b.routes as f64 / g,
                b.tickets as f64 / g,
                b.bonus as f64 / g,
                b.pieces_left as f64 / g
            )?;
        }
        writeln!(
            f,
            "{:<4} {:>10} {:>14} {:>13}",
            "bot", "mean hand", "mean max hand", "largest hand"
        )?;
        for (i, b) in self.per_bot.iter().enumerate() {
            let (mean, max) = (b.hand_mean / g, b.hand_max_sum as f64 / g);
            writeln!(
                f,
                "{:<4} {mean:>10.1} {max:>14.1} {:>13}",
                i + 1,
                b.hand_max
            )?;
        }
        Ok(())
    }

    /// The lines about the games as a whole: decks, speed, decision
    /// times, refusals and scores.
    fn game_lines(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let g = self.games.max(1) as f64;
        let dry = 100.0 * self.ran_dry as f64 / g;
        writeln!(f, "games where the decks and discards ran dry: {dry:.1}%")?;
        let per_second = self.games as f64 / self.seconds.max(1e-9);
        let seconds = self.seconds;
        writeln!(
            f,
            "games per second: {per_second:.1} ({seconds:.1} s in all)"
        )?;
        for (level, t) in &self.times {
            let ms = |i: usize| t.get(i).copied().unwrap_or(0) as f64 / 1000.0;
            let (median, p99) = (ms(t.len() / 2), ms(t.len() * 99 / 100));
            let worst = ms(t.len().saturating_sub(1));
            let mean = t.iter().map(|&x| x as f64).sum::<f64>() / t.len().max(1) as f64 / 1000.0;
            writeln!(
                f,
                "decision time {}: mean {mean:.3} ms, median {median:.3} ms, p99 {p99:.3} ms, worst {worst:.3} ms ({} decisions)",
                level.name(),
                t.len()
            )?;
        }
        writeln!(f, "illegal moves attempted: {}", self.refused)?;
        for r in &self.refusals {
            writeln!(f, "  {r}")?;
        }
        writeln!(f, "max score seen: {}", self.max_score)?;
        let winning = self.winning_score as f64 / g;
        writeln!(f, "mean winning score: {winning:.1}")?;
        let unfinished = 100.0 * self.with_unfinished as f64 / g;
        writeln!(
            f,
            "games where someone ended with an unfinished ticket: {unfinished:.1}%"
        )?;
        if self.cut_short > 0 {
            writeln!(f, "games cut short at the action limit: {}", self.cut_short)?;
        }
        Ok(())
    }
}
