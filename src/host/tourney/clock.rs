//! Tournament clocks: strikes for timeouts at a table, and the round
//! deadline (a hurry clock, then computer players finish the table).

use super::record::{Stage, TourneyRecord};
use super::{TChange, TDecision};
use crate::host::command::BotLevel;
use crate::host::game::{Effects, finish, run_bots};
use crate::host::record::ChannelRecord;
use crate::host::{Asker, Decision, Host, board_of};
use crate::i18n::Msg;
use crate::msg;
use std::time::{SystemTime, UNIX_EPOCH};

/// Timeouts in a row that drop a player from a tournament.
pub(super) const STRIKES_OUT: u8 = 3;

/// Unix seconds now.
pub fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// A player at a table moved: their strikes in a row are cleared.
pub(crate) fn moved(rec: &mut ChannelRecord, seat: usize) {
    if let Some(s) = rec.table.as_mut().and_then(|t| t.strikes.get_mut(seat)) {
        *s = 0;
    }
}

/// The players in `seats` ran out of time at a table: a strike each; the
/// third in a row drops them and a computer player keeps the seat.
pub(crate) fn strike(rec: &mut ChannelRecord, seats: &[usize]) -> Vec<Msg> {
    let Some(t) = rec.table.as_mut() else {
        return Vec::new();
    };
    let n = rec.seats.len();
    t.strikes.resize(n, 0);
    t.timeouts.resize(n, 0);
    t.abandoned.resize(n, false);
    let mut said = Vec::new();
    let humans: Vec<usize> = (seats.iter().copied())
        .filter(|&s| s < n && rec.seats[s].bot.is_none())
        .collect();
    for s in humans {
        t.strikes[s] = t.strikes[s].saturating_add(1);
        t.timeouts[s] += 1;
        let name = rec.seats[s].name.clone();
        if t.strikes[s] < STRIKES_OUT {
            said.push(msg!(
                "tourney-strike",
                player = name,
                strikes = t.strikes[s],
                most = STRIKES_OUT
            ));
            continue;
        }
        said.push(msg!(
            "tourney-struck-out",
            player = name,
            most = STRIKES_OUT
        ));
        t.abandoned[s] = true;
        rec.seats[s].user = None;
        rec.seats[s].bot = Some(BotLevel::Hard);
    }
    said
}

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
        if !round.hurried {
            self.commit_tourney(tourney, hurried);
        }
    }

    /// Sets the hurry clock on a table's game, or lets computer players
    /// finish it.
    fn table_clock(&self, channel: &str, game: &str, finishing: bool, now: u64) {
        self.decide_and_commit(channel, Asker::timer(), |rec| {
            let Some(rec) = rec.filter(|r| r.game_id == game && r.state.is_some()) else {
                return Decision::default();
            };
            let Ok(board) = board_of(rec) else {
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
                if next.settings.turn_secs.is_some_and(|s| s <= hurry) {
                    return Decision::default();
                }
                next.settings.turn_secs = Some(hurry);
                run.lines.push(msg!("tourney-hurry", hours = hurry / 3600));
            }
            Decision::silent(finish(&board, channel, rec, next, run, now))
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
