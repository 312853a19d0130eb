//! `/away 2d`, `/away until:2026-12-01`, `/away off`: a player tells every
//! game they play (the index `/mygames` reads) that they are away, and each
//! game's channel hears it (when, not why). Their turn clock stops for at
//! most the days the game's creator allowed (`/game new away_days:N`,
//! default [`DEFAULT_AWAY_DAYS`]); past that, or at once in a game opened
//! with `cover:yes`, the computer player moves for them until they are back.
//!
//! The clock is kept by the turn deadline: a turn of an away player ends
//! when the pause does (the computer covers it) or runs its full time after
//! they are back; the timer (`timer.rs`) lets the computer move.

use super::channel::Asker;
use super::command::AwayCmd;
use super::decision::{Change, Decision};
use super::kernel::{AwayClock, Deadline, Host};
use super::outbox::{OutMsg, Reply, Target};
use super::record::{ChannelRecord, GameSetup};
use super::request::Request;
use super::settings;
use crate::host::error::HostError;
use crate::msg;
use crate::rules::{Phase, Seat};
use crate::store::Store;
use serde::{Deserialize, Serialize};

/// Days an away player's clock may stop unless the game says otherwise.
pub(crate) const DEFAULT_AWAY_DAYS: u8 = 3;
/// Longest absence one `/away` announces, in days.
pub(super) const MAX_AWAY_DAYS: u64 = 60;
/// Most days a game's creator may let a clock stop.
pub(super) const MAX_PAUSE_DAYS: u8 = 14;
const DAY: u64 = 86_400;

/// The serde default of [`GameSetup::away_days`].
pub(super) fn default_days() -> u8 {
    DEFAULT_AWAY_DAYS
}

/// A player away from one game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Away {
    pub seat: Seat,
    /// When this absence began (unix seconds); the pause limit counts
    /// from here, so announcing it again does not stretch it.
    pub since: u64,
    pub until: u64,
}

impl Away {
    /// When the computer starts covering their turns.
    fn cover_from(&self, settings: &GameSetup) -> u64 {
        match settings.cover {
            true => self.since,
            false => self.since + u64::from(settings.away_days) * DAY,
        }
    }
}

/// The clock of `seat`'s turn starting at `start`, if they are away then.
pub(super) fn clock(rec: &ChannelRecord, seat: Seat, start: u64) -> Option<AwayClock> {
    let a = rec
        .away
        .iter()
        .find(|a| a.seat == seat && a.until > start)?;
    let cover = a.cover_from(&rec.setup);
    Some(if a.until > cover {
        AwayClock::CoverAt(cover.max(start))
    } else {
        AwayClock::From(a.until)
    })
}

/// Whether the computer covers `seat`'s turns at `at`.
pub(super) fn covered(rec: &ChannelRecord, seat: Seat, at: u64) -> bool {
    rec.away
        .iter()
        .any(|a| a.seat == seat && a.until > at && a.cover_from(&rec.setup) <= at)
}

/// Reads an absence's length as typed: `2d`, `36h` (Russian and Ukrainian
/// unit letters too), at most [`MAX_AWAY_DAYS`] days.
pub(crate) fn parse_span(text: &str) -> Result<u64, HostError> {
    let t = text.trim().to_lowercase();
    let bad = || HostError::Refused(msg!("away-bad-span", text = text.trim()));
    let split = t.find(|c: char| !c.is_ascii_digit()).ok_or_else(bad)?;
    let (n, unit) = t.split_at(split);
    let n: u64 = n.parse().map_err(|_| bad())?;
    let secs = match unit.trim() {
        "d" | "д" => n.saturating_mul(DAY),
        "h" | "ч" | "г" => n.saturating_mul(3600),
        _ => return Err(bad()),
    };
    match secs {
        0 => Err(bad()),
        s if s > MAX_AWAY_DAYS * DAY => Err(HostError::Refused(msg!(
            "away-too-long",
            most = MAX_AWAY_DAYS
        ))),
        s => Ok(s),
    }
}

/// Reads a date as typed (`2026-12-01`): that day's midnight read as UTC;
/// `/away` moves it to the player's own midnight.
pub(crate) fn parse_date(text: &str) -> Result<u64, HostError> {
    let t = text.trim();
    chrono::NaiveDate::parse_from_str(t, "%Y-%m-%d")
        .ok()
        .and_then(|d| d.and_hms_opt(0, 0, 0))
        .and_then(|d| u64::try_from(d.and_utc().timestamp()).ok())
        .ok_or_else(|| HostError::Refused(msg!("away-bad-date", text = t)))
}

/// A time as the channel reads it: `2026-12-01 14:00 UTC`.
fn shown(at: u64) -> String {
    i64::try_from(at)
        .ok()
        .and_then(|s| chrono::DateTime::from_timestamp(s, 0))
        .map_or_else(String::new, |d| d.format("%Y-%m-%d %H:%M UTC").to_string())
}

/// Answers `/away`: saves it in the caller's settings and tells each of
/// their games.
pub(super) fn answer(host: &Host, req: &Request, cmd: AwayCmd, now: u64) -> Reply {
    let lang = req.caller.lang;
    let user = req.caller.id.as_str();
    let store = host.store().as_ref();
    let cmd = match cmd {
        AwayCmd::Until(day) => {
            AwayCmd::Until(settings::settings_of(store, user).local_midnight(day))
        }
        other => other,
    };
    let until = match cmd {
        AwayCmd::Show => return show(store, req, now),
        AwayCmd::Off => None,
        AwayCmd::For(secs) => Some(now + secs),
        AwayCmd::Until(t) if t <= now => {
            return Reply::text(lang.tr(&msg!("away-past", until = shown(t))));
        }
        AwayCmd::Until(t) if t > now + MAX_AWAY_DAYS * DAY => {
            return Reply::text(lang.tr(&msg!("away-too-long", most = MAX_AWAY_DAYS)));
        }
        AwayCmd::Until(t) => Some(t),
    };
    let saved = settings::update(store, user, now, |s| settings::UserSettings {
        away_until: until,
        ..s.clone()
    });
    let channels = saved.and_then(|_| store.channels_of(user).map_err(HostError::from));
    let mut channels = match channels {
        Ok(c) => c,
        Err(e) => {
            tracing::warn!("away: {e}");
            return Reply::text(lang.tr(&msg!("settings-not-saved")));
        }
    };
    channels.sort();
    let mut told = 0u32;
    for channel in &channels {
        let r = host.decide_and_commit(channel, Asker::timer(), now, |rec| {
            in_game(store, rec, channel, user, until, now)
        });
        told += u32::from(r.applied);
    }
    let said = match until {
        Some(t) => msg!("away-set", until = shown(t), games = told),
        None => msg!("away-off", games = told),
    };
    Reply {
        applied: true,
        ..Reply::text(lang.tr(&said))
    }
}

/// `/away` with nothing asked: whether one is away.
fn show(store: &dyn Store, req: &Request, now: u64) -> Reply {
    let s = settings::settings_of(store, &req.caller.id);
    let said = match s.away_until.filter(|&t| t > now) {
        Some(t) => msg!("away-show", until = shown(t)),
        None => msg!("away-show-none"),
    };
    Reply::text(req.caller.lang.lines(&[said]))
}

/// One game told that `user` is away until `until` (`None`: back).
fn in_game(
    store: &dyn Store,
    rec: Option<&ChannelRecord>,
    channel: &str,
    user: &str,
    until: Option<u64>,
    now: u64,
) -> Decision {
    let Some(rec) = rec else {
        return Decision::default();
    };
    let (Some(state), Some(seat)) = (&rec.state, rec.seat_of(user)) else {
        return Decision::default();
    };
    if state.phase == Phase::Over {
        return Decision::default();
    }
    let mut next = rec.clone();
    next.away.retain(|a| a.until > now);
    let was = next.away.iter().position(|a| a.seat == seat);
    let player = rec.seats[seat].name.as_str();
    let news = match (until, was) {
        (None, None) => return Decision::default(),
        (None, Some(i)) => {
            next.away.remove(i);
            msg!("away-back", player = player)
        }
        (Some(until), Some(i)) => {
            next.away[i].until = until;
            msg!("away-public", player = player, until = shown(until))
        }
        (Some(until), None) => {
            next.away.push(Away {
                seat,
                since: now,
                until,
            });
            msg!("away-public", player = player, until = shown(until))
        }
    };
    if state.phase == Phase::Play && state.turn == seat {
        next.deadline = running(store, &next, seat, now);
    }
    let outbox = vec![OutMsg {
        to: Target::Channel(channel.to_string()),
        text: rec.lang.tr(&news),
        mention: None,
        picture: None,
        buttons: Vec::new(),
        selects: Vec::new(),
        origin: None,
        dressed: false,
        link: None,
    }];
    Decision::silent(Change::unlogged(next, outbox))
}

/// The deadline of `seat`'s running turn once they said they are away or
/// back: paused (the time left runs after the pause), covered, or afresh.
fn running(store: &dyn Store, rec: &ChannelRecord, seat: Seat, now: u64) -> Option<Deadline> {
    let secs = match clock(rec, seat, now) {
        Some(AwayClock::From(_)) => rec
            .deadline
            .as_ref()
            .map(|d| d.at.saturating_sub(now))
            .or(rec.setup.turn_secs),
        _ => rec.setup.turn_secs,
    };
    super::turn::deadline(store, rec, now, secs)
}
