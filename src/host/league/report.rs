//! A finished game's result for its server's league: made when the game is
//! archived (an outbox task in the game's final commit) and counted once,
//! by game id, when the host settles it.

use super::record::{GameResult, LOCAL, League, SeatResult};
use super::{LeagueChange, count};
use crate::host::record::ChannelRecord;
use crate::host::tourney::{Task, TaskItem};
use crate::host::{Host, HostError, board_of};
use crate::rules::{Phase, places, score_game};

/// Whether a game counts for its league: it was not opened with
/// `rated:false` (tournament games take the tournament's choice), and it
/// gave no private help (ticket alerts, possible only unrated; games stored
/// before `rated` existed may have them).
pub(super) fn rated(rec: &ChannelRecord) -> bool {
    rec.settings.rated && !rec.settings.ticket_alerts
}

/// The league id of a game's server (the console's is [`LOCAL`]).
pub(super) fn server_of(rec: &ChannelRecord) -> String {
    rec.guild.clone().unwrap_or_else(|| LOCAL.to_string())
}

/// The game's result, if it is a finished rated game.
pub(super) fn result_of(rec: &ChannelRecord) -> Option<GameResult> {
    let state = rec.state.as_ref().filter(|s| s.phase == Phase::Over)?;
    if !rated(rec) {
        return None;
    }
    let board = board_of(rec).ok()?;
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
        board: rec.settings.map.clone(),
        at: t.last,
        seats: seats.collect(),
        season: 0,
    })
}

/// The outbox item of a finished rated game's final commit: its result for
/// its server's league. Empty for other games.
pub(crate) fn on_archive(rec: &ChannelRecord) -> Vec<Vec<u8>> {
    let Some(result) = result_of(rec) else {
        return Vec::new();
    };
    let item = TaskItem {
        task: Task::League(Box::new(result)),
    };
    serde_json::to_vec(&item).into_iter().collect()
}

/// Counts a reported result into its league, once.
pub(crate) fn settle(host: &Host, result: &GameResult, now: u64) -> Result<(), HostError> {
    host.commit_league(&result.server, |rec| counted(rec, result, now))
        .map(|_| ())
}

/// The league with the result counted in the running season; nothing when
/// it already was. With no season running the game is only remembered.
fn counted(rec: Option<&League>, result: &GameResult, now: u64) -> Option<LeagueChange> {
    let mut next = rec
        .cloned()
        .unwrap_or_else(|| League::new(&result.server, now));
    if !next.counted.insert(result.game.clone()) {
        return None;
    }
    let Some(season) = next.current() else {
        return Some(LeagueChange::of(next));
    };
    let mut result = result.clone();
    result.season = season;
    for s in result.seats.iter().filter(|s| !s.computer) {
        next.names.insert(s.id.clone(), s.name.clone());
    }
    count::count(&mut next.seasons[season], &result);
    Some(LeagueChange {
        record: next,
        log: vec![result],
    })
}
