//! A table's result: made when its game is archived (in the same commit, as
//! an outbox task) and counted into the tournament once, by game id.

use super::record::{Stage, TourneyRecord};
use super::task::{Report, Task, TaskItem};
use super::{Committed, TChange, TDecision, round, text};
use crate::host::HostError;
use crate::host::record::ChannelRecord;
use crate::host::{Host, board_of};
use crate::msg;
use crate::rules::{places, score_game};
use crate::tourney::TableResult;

/// The outbox items of a table game's final commit: its result for the
/// tournament, and the reveal of its seed in `channel`. Empty for other games.
pub(crate) fn on_archive(channel: &str, rec: &ChannelRecord) -> Vec<Vec<u8>> {
    let (Some(t), Some(state)) = (&rec.table, &rec.state) else {
        return Vec::new();
    };
    let Ok(board) = board_of(rec) else {
        return Vec::new();
    };
    let scores = score_game(&board, state);
    let places = places(&board, state, &scores);
    let seats = rec.seats.len();
    let report = Report {
        tourney: t.tourney.clone(),
        channel: channel.to_string(),
        round: t.round,
        table: t.table,
        game: rec.game_id.clone(),
        scores: scores.iter().map(|s| s.breakdown.total).collect(),
        places,
        abandoned: (0..seats)
            .map(|s| t.abandoned.get(s).copied().unwrap_or(false))
            .collect(),
        by_computer: t.by_computer,
        strikes: (0..seats)
            .map(|s| t.timeouts.get(s).copied().unwrap_or(0))
            .collect(),
    };
    let reveal = msg!(
        "tourney-game-revealed",
        seed = rec.seed.to_string(),
        salt = t.salt.as_str(),
        commitment = t.commitment.as_str(),
        game = rec.game_id.as_str()
    );
    let items = [
        serde_json::to_vec(&TaskItem {
            task: Task::Report(report),
        }),
        serde_json::to_vec(&text::public(channel, rec.lang.tr(&reveal))),
    ];
    items.into_iter().filter_map(Result::ok).collect()
}

/// Counts a reported result, once.
pub(super) fn settle(host: &Host, report: &Report, now: u64) -> Result<(), HostError> {
    match host.commit_tourney(&report.tourney, |rec| counted(host, rec, report, now)) {
        Committed::Done(..) => Ok(()),
        Committed::Failed(m) => Err(m),
    }
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
