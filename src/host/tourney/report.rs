//! A table's result: made when its game is archived (in the same commit, as
//! an outbox task) and counted into the tournament once, by game id.

use super::record::{Stage, TourneyRecord};
use super::{TChange, TDecision, round, text};
use crate::host::error::HostError;
use crate::host::kernel::Host;
use crate::host::results::Report;
use crate::msg;
use crate::tourney::TableResult;

/// Counts a reported result, once.
pub(crate) fn settle(host: &Host, report: &Report, now: u64) -> Result<(), HostError> {
    host.commit_tourney(&report.tourney, |rec| counted(host, rec, report, now))
        .map(|_| ())
}

/// The tournament with the result counted; no change if it already was.
fn counted(host: &Host, rec: Option<&TourneyRecord>, report: &Report, now: u64) -> TDecision {
    let Some(rec) = rec else {
        return TDecision::default();
    };
    let mut next = rec.clone();
    let Some(table) = next.table_mut(report.round, report.table) else {
        return TDecision::default();
    };
    if table.result.is_some()
        || table.game_id != report.game
        || table.seats.len() != report.scores.len()
    {
        return TDecision::default();
    }
    let result = TableResult {
        seats: table.seats.clone(),
        scores: report.scores.clone(),
        places: report.places.clone(),
        abandoned: report.abandoned.clone(),
        by_computer: report.by_computer,
    };
    table.result = Some(result.clone());
    for (i, id) in result.seats.iter().enumerate() {
        if let Some(p) = next.players.iter_mut().find(|p| &p.id == id) {
            p.strikes += report.strikes.get(i).copied().unwrap_or(0);
            p.dropped |= result.abandoned[i];
        }
    }
    let mut change = TChange::of(next);
    change.announce(&text::table_result(
        &change.record,
        report.round,
        report.table,
    ));
    let round_done = change.record.current().is_some_and(|r| r.finished())
        && change.record.played.len() == usize::from(report.round);
    if round_done && change.record.stage == Stage::Running {
        if !round::is_last(&change.record) {
            let mut news = vec![msg!("tourney-round-over", round = report.round)];
            news.extend(text::standings(&change.record));
            let picture = text::standings_picture(&change.record);
            change.announce_pictured(&news, picture);
        }
        if let Err(m) = round::advance(host, &mut change, now) {
            change.announce(&m.message());
        }
    }
    change.standings_changed();
    TDecision {
        say: Vec::new(),
        change: Some(change),
    }
}
