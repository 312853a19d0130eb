//! The host's one clock, and a turn's deadline: computed in one function
//! from the game's turn time, the player's quiet hours, their absence and
//! whether the game's channel is lost.

use serde::{Deserialize, Serialize};

/// Now in unix seconds (0 if the clock is before 1970).
pub fn now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// The running turn timer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deadline {
    /// The game's move counter when the timer was set; a move resets it.
    pub moves: u64,
    pub reminder_at: u64,
    pub reminded: bool,
    pub at: u64,
}

impl Deadline {
    /// When the timer next needs attention.
    pub fn next_due(&self) -> u64 {
        if self.reminded {
            self.at
        } else {
            self.reminder_at.min(self.at)
        }
    }

    /// A deadline at which the computer moves, with no reminder before it.
    pub(crate) fn covering(moves: u64, at: u64) -> Deadline {
        Deadline {
            moves,
            reminder_at: at,
            reminded: true,
            at,
        }
    }
}

/// How an away player's turn runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AwayClock {
    /// The computer moves for them at this time.
    CoverAt(u64),
    /// Their clock starts at this time (when they are back).
    From(u64),
}

/// Everything a turn's deadline depends on.
pub(crate) struct TurnClock<'a> {
    /// The game's move counter.
    pub moves: u64,
    /// When the turn's time starts counting.
    pub start: u64,
    /// Seconds the turn has; `None`: no limit.
    pub secs: Option<u64>,
    /// The game is in play (while setting up, quiet hours and absences do
    /// not stop the clock).
    pub play: bool,
    /// Whether the player to move is in their quiet hours at a time (never,
    /// when quiet hours do not count).
    pub quiet: &'a dyn Fn(u64) -> bool,
    /// The player to move is away.
    pub away: Option<AwayClock>,
    /// The bot lost the game's channel: no clock runs.
    pub lost: bool,
}

/// The clock's step when skipping quiet time (a quarter hour, so zones
/// offset by half or three quarters of an hour are read right).
const QUIET_STEP: u64 = 900;

/// The turn's deadline, if a clock runs: the reminder comes at half of the
/// time that counts, quiet hours do not count, an away player's time starts
/// when they are back (or the computer covers their turn).
pub(crate) fn turn_deadline(c: &TurnClock) -> Option<Deadline> {
    if c.lost {
        return None;
    }
    let from = match c.away.filter(|_| c.play) {
        Some(AwayClock::CoverAt(t)) => return Some(Deadline::covering(c.moves, t)),
        Some(AwayClock::From(t)) => t,
        None => c.start,
    };
    let secs = c.secs?;
    let at = match c.play {
        true => counted_end(c.quiet, from, secs),
        false => from + secs,
    };
    Some(Deadline {
        moves: c.moves,
        reminder_at: from + (at - from) / 2,
        reminded: false,
        at,
    })
}

/// When `secs` of time that counts have passed since `start`, quiet time
/// not counting.
fn counted_end(quiet: &dyn Fn(u64) -> bool, start: u64, secs: u64) -> u64 {
    let (mut t, mut left) = (start, secs);
    // Quiet hours are at most 10 of 24, so this ends within 3 × `secs`.
    while left > 0 {
        let step = (QUIET_STEP - t % QUIET_STEP).min(left);
        if !quiet(t) {
            left -= step;
        }
        t += step;
    }
    t
}

#[cfg(test)]
mod tests {
    use super::{AwayClock, Deadline, TurnClock, turn_deadline};

    const H: u64 = 3600;
    /// Midnight UTC of a day.
    const DAY0: u64 = 1_767_225_600;

    /// Quiet from 22:00 to 06:00 UTC.
    fn night(t: u64) -> bool {
        let hour = (t % 86_400) / H;
        !(6..22).contains(&hour)
    }

    fn never(_: u64) -> bool {
        false
    }

    /// Turn hours, quiet hours, away, lost, in play; the deadline wanted.
    type Row = (
        Option<u64>,
        fn(u64) -> bool,
        Option<AwayClock>,
        bool,
        bool,
        Option<Deadline>,
    );

    #[test]
    fn the_deadline_of_every_kind_of_turn() {
        let start = DAY0 + 20 * H;
        let fresh = |from: u64, at: u64| {
            Some(Deadline {
                moves: 7,
                reminder_at: from + (at - from) / 2,
                reminded: false,
                at,
            })
        };
        // (turn hours, quiet hours, away, lost, in play) -> deadline
        let table: Vec<Row> = vec![
            (
                Some(4),
                never,
                None,
                false,
                true,
                fresh(start, start + 4 * H),
            ),
            (None, never, None, false, true, None),
            // 20:00 + 4 h with 22:00–06:00 quiet: 2 h before, 2 h after.
            (
                Some(4),
                night,
                None,
                false,
                true,
                fresh(start, DAY0 + 32 * H),
            ),
            (None, night, None, false, true, None),
            // Setting up: quiet hours do not count.
            (
                Some(4),
                night,
                None,
                false,
                false,
                fresh(start, start + 4 * H),
            ),
            // Away until 30:00, back before the cover: their clock starts then.
            (
                Some(4),
                never,
                Some(AwayClock::From(DAY0 + 30 * H)),
                false,
                true,
                fresh(DAY0 + 30 * H, DAY0 + 34 * H),
            ),
            // Back at 30:00, the 06:00 quiet hours end: four hours from then.
            (
                Some(4),
                night,
                Some(AwayClock::From(DAY0 + 30 * H)),
                false,
                true,
                fresh(DAY0 + 30 * H, DAY0 + 34 * H),
            ),
            (
                Some(4),
                night,
                Some(AwayClock::From(DAY0 + 21 * H)),
                false,
                true,
                fresh(DAY0 + 21 * H, DAY0 + 33 * H),
            ),
            // Away past the pause: the computer covers, with or without a limit.
            (
                Some(4),
                night,
                Some(AwayClock::CoverAt(start + H)),
                false,
                true,
                Some(Deadline::covering(7, start + H)),
            ),
            (
                None,
                never,
                Some(AwayClock::CoverAt(start + H)),
                false,
                true,
                Some(Deadline::covering(7, start + H)),
            ),
            // A lost channel stops every clock.
            (Some(4), never, None, true, true, None),
            (
                Some(4),
                night,
                Some(AwayClock::CoverAt(start)),
                true,
                true,
                None,
            ),
            (None, never, Some(AwayClock::From(start)), true, true, None),
        ];
        for (n, (hours, quiet, away, lost, play, want)) in table.into_iter().enumerate() {
            let got = turn_deadline(&TurnClock {
                moves: 7,
                start,
                secs: hours.map(|h| h * H),
                play,
                quiet: &quiet,
                away,
                lost,
            });
            assert_eq!(got, want, "row {n}");
        }
    }
}
