//! The running turn's clock, read from a game's record: the player to move's
//! quiet hours (unless their tournament leaves them out) and absence, and
//! whether the game's channel is lost, given to the one deadline function
//! ([`super::kernel::turn_deadline`]).

use super::away;
use super::kernel::{Deadline, TurnClock, turn_deadline};
use super::record::ChannelRecord;
use super::settings::UserSettings;
use crate::rules::Phase;
use crate::store::Store;

/// The deadline of the turn running in `rec` when its time, `secs` (`None`:
/// no limit), starts counting at `start`; `None` when no clock runs.
pub(super) fn deadline(
    store: &dyn Store,
    rec: &ChannelRecord,
    start: u64,
    secs: Option<u64>,
) -> Option<Deadline> {
    let state = rec.state.as_ref().filter(|s| s.phase != Phase::Over)?;
    let play = state.phase == Phase::Play;
    let seat = state.turn;
    let user = rec.seats.get(seat).and_then(|s| s.user.as_deref());
    let quiet_counts = rec.table.as_ref().is_none_or(|t| t.quiet_hours);
    let settings = match user {
        Some(user) if play && quiet_counts && secs.is_some() => {
            super::user::settings_in(store, rec, user)
        }
        _ => UserSettings::default(),
    };
    let quiet = |t: u64| settings.quiet_at(t);
    turn_deadline(&TurnClock {
        moves: state.moves,
        start,
        secs,
        play,
        quiet: &quiet,
        away: user.and_then(|_| away::clock(rec, seat, start)),
        lost: rec.lost_since.is_some(),
    })
}

/// Keeps a game whose channel is lost without a clock, whatever a change
/// did to it.
pub(super) fn hold_when_lost(rec: &mut ChannelRecord) {
    if rec.lost_since.is_some() {
        rec.deadline = None;
    }
}
