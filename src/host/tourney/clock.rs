//! Tournament clocks: strikes for timeouts at a table, and the round
//! deadline (a hurry clock, then computer players finish the table).

use super::record::{Stage, TourneyRecord};
use super::{TChange, TDecision};
use crate::host::bots::run_bots;
use crate::host::channel::Asker;
use crate::host::command::BotLevel;
use crate::host::decision::{Change, Decision};
use crate::host::game::Effects;
use crate::host::kernel::Host;
use crate::msg;

impl Host {
    /// A tournament's round deadline came: unfinished tables get the hurry
    /// clock; after the grace period computer players finish them.
    pub(crate) fn tourney_deadline(&self, tourney: &str, now: u64) {
        let Ok((_, Some(rec))) = self.load_tourney(tourney) else {
            return;
        };
        let Some(round) = rec.current().filter(|_| rec.stage == Stage::Running) else {
            return;
        };
        if round.deadline == 0 || now < round.deadline {
            return;
        }
        let finishing = round.hurried && now >= round.deadline + super::open::GRACE_SECS;
        for t in round.tables.iter().filter(|t| t.result.is_none()) {
            let Some(channel) = &t.channel else { continue };
            self.table_clock(channel, &t.game_id, finishing, now);
        }
        if !round.hurried
            && let Err(e) = self.commit_tourney(tourney, hurried)
        {
            tracing::warn!(tourney, "round not marked hurried: {e}");
        }
    }

    /// Sets the hurry clock on a table's game, or lets computer players
    /// finish it.
    fn table_clock(&self, channel: &str, game: &str, finishing: bool, now: u64) {
        self.decide_and_commit(channel, Asker::timer(), now, |rec| {
            let Some(rec) = rec.filter(|r| r.game_id == game && r.state.is_some()) else {
                return Decision::default();
            };
            let Ok(board) = rec.board() else {
                return Decision::default();
            };
            let mut next = rec.clone();
            let mut run = Effects::default();
            if finishing {
                run.lines.push(msg!("tourney-computer-finishes"));
                for seat in &mut next.seats {
                    seat.bot = Some(seat.bot.unwrap_or(BotLevel::Hard));
                }
                if let Some(t) = next.table.as_mut() {
                    t.by_computer = true;
                }
                run_bots(self, &board, &mut next, &mut run);
            } else {
                let hurry = super::open::HURRY_SECS;
                if next.setup.turn_secs.is_some_and(|s| s <= hurry) {
                    return Decision::default();
                }
                next.setup.turn_secs = Some(hurry);
                run.lines.push(msg!("tourney-hurry", hours = hurry / 3600));
            }
            Decision::silent(Change::moved(next, run))
        });
    }
}

/// The tournament with its current round marked hurried.
fn hurried(rec: Option<&TourneyRecord>) -> TDecision {
    let Some(mut next) = rec.cloned() else {
        return TDecision::default();
    };
    match next.played.last_mut() {
        Some(r) if !r.hurried => r.hurried = true,
        _ => return TDecision::default(),
    }
    TDecision {
        say: Vec::new(),
        change: Some(TChange::of(next)),
    }
}
