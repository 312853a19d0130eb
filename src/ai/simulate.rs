//! `conductor simulate`: computer-only games, and the figures that say how
//! well and how fast the computer players play.

use super::{Level, decide};
use crate::rules::board::Board;
use crate::rules::legal::legal_actions;
use crate::rules::scoring::{ranking, score_game, tied};
use crate::rules::state::Phase;
use crate::rules::view::player_view;
use crate::rules::{GameOptions, apply, new_game, pass_turn};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::time::{Duration, Instant};

/// Results of one bot (by its position in the `--bots` list).
#[derive(Clone, Debug, Default)]
pub struct BotStats {
    pub games: u32,
    pub score_sum: i64,
    /// Wins; a shared first place counts as a fraction.
    pub wins: f64,
    pub tickets_done: u32,
    pub tickets_failed: u32,
}

/// Everything a simulation measured.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub bots: Vec<BotStats>,
    pub games: u32,
    pub seconds: f64,
    /// Decision times per level (easy, hard).
    pub decisions: [Vec<Duration>; 2],
    /// Actions the engine refused (each replaced by a legal one).
    pub illegal: u32,
    pub max_score: i32,
    pub winning_score_sum: i64,
    /// Games in which some player ended with an unfinished ticket.
    pub games_with_unfinished: u32,
    /// Games stopped by the action limit instead of ending.
    pub unfinished_games: u32,
}

/// Plays `games` games of `board` between `bots` (one seat each; seat order
/// shuffled per game).
pub fn simulate(board: &Board, bots: &[Level], games: u32, seed: u64) -> Report {
    let mut report = Report {
        bots: vec![BotStats::default(); bots.len()],
        ..Report::default()
    };
    let names: Vec<String> = (0..bots.len()).map(|i| format!("bot{i}")).collect();
    let start = Instant::now();
    for g in 0..games {
        let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_add(g as u64));
        let mut order: Vec<usize> = (0..bots.len()).collect(); // seat -> bot
        order.shuffle(&mut rng);
        let Ok(mut state) = new_game(board, &names, GameOptions::default(), rng.random()) else {
            return report;
        };
        for _ in 0..5_000 {
            let seat = match state.phase {
                Phase::Over => break,
                Phase::Setup => match state
                    .players
                    .iter()
                    .position(|p| p.offer.is_some() || p.split_pending)
                {
                    Some(s) => s,
                    None => break,
                },
                Phase::Play => state.turn,
            };
            let level = bots[order[seat]];
            let view = player_view(board, &state, seat);
            let t = Instant::now();
            let action = decide(board, &view, level, &mut rng);
            report.decisions[(level == Level::Hard) as usize].push(t.elapsed());
            if apply(board, &mut state, seat, &action).is_err() {
                report.illegal += 1;
                let fallback = legal_actions(board, &state, seat).into_iter().next();
                if fallback.is_none_or(|a| apply(board, &mut state, seat, &a).is_err()) {
                    pass_turn(board, &mut state);
                }
            }
        }
        if state.phase != Phase::Over {
            report.unfinished_games += 1;
            continue;
        }
        let scores = score_game(board, &state);
        let rank = ranking(board, &state, &scores);
        let winners: Vec<usize> = rank
            .iter()
            .copied()
            .filter(|&s| tied(board, &state, &scores, rank[0], s))
            .collect();
        report.winning_score_sum += scores[rank[0]].breakdown.total as i64;
        let mut unfinished = false;
        for (seat, sc) in scores.iter().enumerate() {
            let b = &mut report.bots[order[seat]];
            b.games += 1;
            b.score_sum += sc.breakdown.total as i64;
            b.tickets_done += sc.completed as u32;
            let failed = (sc.tickets.len() - sc.completed) as u32;
            b.tickets_failed += failed;
            unfinished |= failed > 0;
            if winners.contains(&seat) {
                b.wins += 1.0 / winners.len() as f64;
            }
            report.max_score = report.max_score.max(sc.breakdown.total);
        }
        report.games_with_unfinished += unfinished as u32;
        report.games += 1;
    }
    report.seconds = start.elapsed().as_secs_f64();
    report
}

fn percentile(v: &[Duration], q: f64) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    let mut s = v.to_vec();
    s.sort();
    s[((s.len() - 1) as f64 * q) as usize].as_secs_f64() * 1e3
}

/// The report as printed lines.
pub fn print(report: &Report, bots: &[Level]) {
    let g = report.games.max(1) as f64;
    for (i, (b, level)) in report.bots.iter().zip(bots).enumerate() {
        let n = b.games.max(1) as f64;
        println!(
            "bot {} ({:?}): mean score {:.1}, win rate {:.1}%, tickets completed {:.2}, failed {:.2} per game",
            i + 1,
            level,
            b.score_sum as f64 / n,
            100.0 * b.wins / n,
            b.tickets_done as f64 / n,
            b.tickets_failed as f64 / n
        );
    }
    println!(
        "{} games in {:.1} s ({:.1} games/s); mean winning score {:.1}; games with an unfinished ticket {:.1}%; max score {}; illegal moves attempted {}; games cut off {}",
        report.games,
        report.seconds,
        report.games as f64 / report.seconds.max(1e-9),
        report.winning_score_sum as f64 / g,
        100.0 * report.games_with_unfinished as f64 / g,
        report.max_score,
        report.illegal,
        report.unfinished_games
    );
    for (name, d) in ["easy", "hard"].iter().zip(&report.decisions) {
        if !d.is_empty() {
            println!(
                "decision time ({name}): median {:.3} ms, p99 {:.3} ms, worst {:.3} ms over {} decisions",
                percentile(d, 0.5),
                percentile(d, 0.99),
                percentile(d, 1.0),
                d.len()
            );
        }
    }
}
