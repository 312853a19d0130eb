//! What a finished game reports in its final commit, as tasks for the host
//! ([`super::kernel::Task`]): a tournament table's result and the reveal of
//! its seed, and a rated game's result for its server's league. The game
//! knows tournaments and leagues only through these reports.

use super::kernel::{Task, TaskItem};
use super::outbox::{OutMsg, Target};
use super::record::ChannelRecord;
use super::results::{GameResult, Report, SeatResult};
use crate::msg;
use crate::rules::{Phase, places, score_game};

/// The server id of the console's games (it has no Discord server).
pub(crate) const LOCAL: &str = "local";

/// Everything a game's final commit reports: for a table, its result and
/// the reveal of its seed; for a rated game, its result for the league.
pub(super) fn reports(channel: &str, rec: &ChannelRecord) -> Vec<Vec<u8>> {
    let mut items = table_reports(channel, rec);
    items.extend(league_report(rec));
    items
}

/// The outbox items of a table game's final commit: its result for the
/// tournament, and the reveal of its seed in `channel`. Empty for other games.
fn table_reports(channel: &str, rec: &ChannelRecord) -> Vec<Vec<u8>> {
    let (Some(t), Some(state)) = (&rec.table, &rec.state) else {
        return Vec::new();
    };
    let Ok(board) = rec.board() else {
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
        TaskItem::bytes(Task::Report(report)),
        serde_json::to_vec(&OutMsg::plain(
            Target::Channel(channel.to_string()),
            rec.lang.tr(&reveal),
        )),
    ];
    items.into_iter().filter_map(Result::ok).collect()
}

/// Whether a game counts for its league: it was not opened with
/// `rated:false` (tournament games take the tournament's choice), and it
/// gave no private help (ticket alerts, possible only unrated; games stored
/// before `rated` existed may have them).
fn rated(rec: &ChannelRecord) -> bool {
    rec.setup.rated && !rec.setup.ticket_alerts
}

/// The league id of a game's server (the console's is [`LOCAL`]).
fn server_of(rec: &ChannelRecord) -> String {
    rec.guild.clone().unwrap_or_else(|| LOCAL.to_string())
}

/// The game's result, if it is a finished rated game.
fn result_of(rec: &ChannelRecord) -> Option<GameResult> {
    let state = rec.state.as_ref().filter(|s| s.phase == Phase::Over)?;
    if !rated(rec) {
        return None;
    }
    let board = rec.board().ok()?;
    let scores = score_game(&board, state);
    let places = places(&board, state, &scores);
    let t = &rec.tally;
    let seats = rec.seats.iter().enumerate().map(|(s, info)| {
        let person = info.user.clone().filter(|_| info.bot.is_none());
        let level = info.bot.map_or("hard", |b| b.name());
        SeatResult {
            id: person
                .clone()
                .unwrap_or_else(|| format!("computer:{level}")),
            name: info.name.clone(),
            computer: person.is_none(),
            place: places.get(s).copied().unwrap_or(0),
            score: scores.get(s).map_or(0, |x| x.breakdown.total),
            tickets_done: scores.get(s).map_or(0, |x| x.completed as u32),
            tickets: scores.get(s).map_or(0, |x| x.tickets.len() as u32),
            turns: t.turns.get(s).copied().unwrap_or(0),
            timeouts: t.timeouts.get(s).copied().unwrap_or(0),
            times: t.times.get(s).cloned().unwrap_or_default(),
        }
    });
    Some(GameResult {
        server: server_of(rec),
        game: rec.game_id.clone(),
        board: rec.setup.map.clone(),
        at: t.last,
        seats: seats.collect(),
        season: 0,
    })
}

/// The outbox item of a finished rated game's final commit: its result for
/// its server's league. Empty for other games.
fn league_report(rec: &ChannelRecord) -> Vec<Vec<u8>> {
    let Some(result) = result_of(rec) else {
        return Vec::new();
    };
    let item = TaskItem {
        task: Task::League(Box::new(result)),
    };
    serde_json::to_vec(&item).into_iter().collect()
}
