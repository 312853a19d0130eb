//! What `/leaderboard` and `/stats` show: lines of text and the rows of the
//! leaderboard picture, from a season's stored tables.

use super::record::{League, Pool, Season, Stats};
use crate::i18n::Msg;
use crate::msg;
use crate::render::Row;
use crate::tourney::{display, provisional};

/// The people of a pool, best rating first (ties: more games, then id),
/// at most `most` (a picture's [`crate::render::ROWS`]).
pub(super) fn rows(league: &League, pool: &Pool, most: usize) -> Vec<Row> {
    let mut rated: Vec<_> = pool.people.iter().collect();
    rated.sort_by(|a, b| {
        display(b.1)
            .total_cmp(&display(a.1))
            .then(b.1.games.cmp(&a.1.games))
            .then(a.0.cmp(b.0))
    });
    rated
        .into_iter()
        .take(most)
        .enumerate()
        .map(|(i, (id, r))| Row {
            rank: i as u32 + 1,
            name: league.name_of(id).to_string(),
            rating: display(r).round() as i32,
            provisional: provisional(r.games),
            games: r.games,
        })
        .collect()
}

/// The leaderboard as lines: a heading, then a line per row.
pub(super) fn lines(title: &Msg, rows: &[Row]) -> Vec<Msg> {
    let mut out = vec![msg!("league-board-head", title = title.clone())];
    if rows.is_empty() {
        out.push(msg!("league-board-empty"));
    }
    out.extend(rows.iter().map(|r| {
        msg!(
            "league-board-line",
            rank = r.rank,
            player = r.name.as_str(),
            rating = r.rating,
            provisional = if r.provisional { "yes" } else { "no" },
            games = r.games
        )
    }));
    out
}

/// `part` of `whole` in whole percent (0 when `whole` is 0).
fn percent(part: u64, whole: u64) -> u64 {
    (part * 100 + whole / 2).checked_div(whole).unwrap_or(0)
}

/// A duration as the reader reads it: seconds, minutes, hours or days.
fn duration(secs: u64) -> Msg {
    match secs {
        0..60 => msg!("league-secs", n = secs),
        60..3_600 => msg!("league-mins", n = secs / 60),
        3_600..86_400 => msg!("league-hours", n = secs / 3_600),
        _ => msg!("league-days", n = secs / 86_400),
    }
}

/// One player's stats over a season, as lines.
pub(super) fn stats(name: &str, season: &Season, id: &str) -> Vec<Msg> {
    let head = msg!(
        "league-stats-head",
        player = name,
        season = season.name.as_str()
    );
    let Some(s) = season.stats.get(id).filter(|s| s.games > 0) else {
        return vec![msg!(
            "league-stats-none",
            player = name,
            season = season.name.as_str()
        )];
    };
    let mut out = vec![head];
    let r = season.overall.people.get(id);
    if r.games > 0 {
        out.push(msg!(
            "league-stats-rating",
            rating = display(&r).round() as i64,
            provisional = if provisional(r.games) { "yes" } else { "no" },
            games = r.games
        ));
    }
    out.extend(numbers(s));
    out
}

fn numbers(s: &Stats) -> Vec<Msg> {
    let games = u64::from(s.games);
    let tenth = |sum: u64| format!("{:.1}", sum as f64 / games as f64);
    let time = match s.times.median() {
        None => msg!("league-stats-time-none"),
        Some((from, Some(to))) => {
            msg!(
                "league-stats-time",
                from = duration(from),
                to = duration(to)
            )
        }
        Some((from, None)) => msg!("league-stats-time-over", from = duration(from)),
    };
    // A timed-out turn is a turn too (setup choices are not turns).
    let moves = u64::from(s.turns.max(s.timeouts));
    vec![
        msg!(
            "league-stats-games",
            games = s.games,
            wins = s.wins,
            pct = percent(s.wins.into(), games)
        ),
        msg!(
            "league-stats-places",
            place = tenth(s.places),
            score = format!("{:.1}", s.score as f64 / games as f64)
        ),
        msg!(
            "league-stats-tickets",
            done = s.tickets_done,
            total = s.tickets,
            pct = percent(s.tickets_done.into(), s.tickets.into())
        ),
        time,
        msg!(
            "league-stats-timeouts",
            rate = format!("{:.1}", (s.timeouts as f64 * 100.0) / moves.max(1) as f64),
            timeouts = s.timeouts,
            moves = moves
        ),
    ]
}
