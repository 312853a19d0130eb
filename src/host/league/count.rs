//! Counting a result into a season, pure: the same results in the same
//! order always give the same seasons, so replaying a league's log
//! reproduces its stored ratings.
//!
//! Rule: a game's people are rated among themselves by their relative
//! places; computer seats are left out of people's ratings and rated in a
//! pool of their own, one entry per level (its best-placed seat). A pool
//! with fewer than two entrants at a table is not rated; stats count every
//! seat of every rated game.

use super::record::{Pool, Season, Stats};
use crate::host::results::{GameResult, SeatResult};

/// Places among `seats` only: how many of them placed strictly better.
fn relative(seats: &[&SeatResult]) -> Vec<(String, u8)> {
    seats
        .iter()
        .map(|s| {
            let better = seats.iter().filter(|o| o.place < s.place).count();
            (s.id.clone(), better as u8)
        })
        .collect()
}

/// The computer seats, one per level: its best-placed seat.
fn computers(result: &GameResult) -> Vec<&SeatResult> {
    let mut out: Vec<&SeatResult> = Vec::new();
    for s in result.seats.iter().filter(|s| s.computer) {
        match out.iter_mut().find(|o| o.id == s.id) {
            Some(o) if s.place < o.place => *o = s,
            Some(_) => {}
            None => out.push(s),
        }
    }
    out
}

fn rate(pool: &mut Pool, people: &[(String, u8)], bots: &[(String, u8)], at: u64) {
    if people.len() >= 2 {
        pool.people.update_at(people, at);
    }
    if bots.len() >= 2 {
        pool.computers.update_at(bots, at);
    }
}

/// Adds one seat's game to its stats.
fn add(stats: &mut Stats, seat: &SeatResult) {
    stats.games += 1;
    stats.wins += u32::from(seat.place == 0);
    stats.places += u64::from(seat.place) + 1;
    stats.score += i64::from(seat.score);
    stats.tickets_done += seat.tickets_done;
    stats.tickets += seat.tickets;
    stats.turns += seat.turns;
    stats.timeouts += seat.timeouts;
    stats.times.merge(&seat.times);
}

/// Counts `result` into `season`: ratings overall and on its board, stats.
pub(super) fn count(season: &mut Season, result: &GameResult) {
    let people: Vec<&SeatResult> = result.seats.iter().filter(|s| !s.computer).collect();
    let people = relative(&people);
    let bots = relative(&computers(result));
    rate(&mut season.overall, &people, &bots, result.at);
    let board = season.boards.entry(result.board.clone()).or_default();
    rate(board, &people, &bots, result.at);
    for seat in &result.seats {
        add(season.stats.entry(seat.id.clone()).or_default(), seat);
    }
    season.games += 1;
}

/// Seasons rebuilt from counted results in order (names and dates are not
/// in the results: they stay empty).
pub(crate) fn replay(results: &[GameResult]) -> Vec<Season> {
    let mut seasons: Vec<Season> = Vec::new();
    for r in results {
        if seasons.len() <= r.season {
            seasons.resize(r.season + 1, Season::default());
        }
        count(&mut seasons[r.season], r);
    }
    seasons
}

/// Whether a stored season holds what replaying gave (ratings, stats,
/// games), bit for bit.
pub(super) fn same_tables(stored: &Season, replayed: &Season) -> bool {
    stored.overall == replayed.overall
        && stored.boards == replayed.boards
        && stored.stats == replayed.stats
        && stored.games == replayed.games
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(id: &str, place: u8, computer: bool) -> SeatResult {
        SeatResult {
            id: id.into(),
            name: id.into(),
            computer,
            place,
            ..SeatResult::default()
        }
    }

    #[test]
    fn people_are_rated_among_themselves_and_computers_apart() {
        let result = GameResult {
            board: "usa".into(),
            at: 100,
            seats: vec![
                seat("computer:hard", 0, true),
                seat("ann", 1, false),
                seat("computer:hard", 2, true),
                seat("bob", 3, false),
                seat("computer:easy", 4, true),
            ],
            ..GameResult::default()
        };
        let mut s = Season::default();
        count(&mut s, &result);
        let p = &s.overall.people;
        assert!(p.get("ann").mu > p.get("bob").mu);
        assert_eq!(p.iter().count(), 2, "no computer among people");
        let c = &s.overall.computers;
        assert!(c.get("computer:hard").mu > c.get("computer:easy").mu);
        assert_eq!(c.get("computer:hard").games, 1, "one entry per level");
        assert_eq!(s.boards["usa"], s.overall);
        assert_eq!(s.stats["computer:hard"].games, 2);
        assert_eq!(s.stats["ann"].places, 2);
    }

    #[test]
    fn a_lone_person_is_not_rated() {
        let result = GameResult {
            seats: vec![seat("ann", 0, false), seat("computer:hard", 1, true)],
            ..GameResult::default()
        };
        let mut s = Season::default();
        count(&mut s, &result);
        assert_eq!(s.overall.people.iter().count(), 0);
        assert_eq!(s.overall.computers.iter().count(), 0);
        assert_eq!(s.stats["ann"].wins, 1);
    }
}
