//! Per-user settings, kept across games and servers.
//!
//! Storage: a user's settings are a record under the key `user:<id>`
//! ([`settings_key`]) written through the store's ordinary `load`/`commit`, so both
//! stores keep them with the same version check as games and no new part of
//! the store trait is needed. Every field has a serde default: settings
//! stored by an earlier version keep loading.

use super::outbox::{OutMsg, Picture, Reply, Target};
use super::record::ChannelRecord;
use crate::host::HostError;
use crate::i18n::Msg;
use crate::msg;
use crate::render::Look;
use crate::rules::Phase;
use crate::store::{Commit, CommitOutcome, Store, StoreError};
use chrono::{Datelike, TimeZone, Timelike};
use serde::{Deserialize, Serialize};

/// Longest quiet stretch a day, in hours.
pub(super) const MAX_QUIET_HOURS: u8 = 10;

/// When a player is pinged.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Ping {
    /// Whenever the turn moves on, in any of their games (a DM).
    Every,
    /// When it becomes their turn (the channel ping).
    #[default]
    Mine,
    /// Never pinged; one DM a day lists the games waiting for them
    /// (`daily`).
    Digest,
}

/// How big pictures are drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Size {
    #[default]
    Full,
    Phone,
}

/// Hours of the day (in the user's zone) in which their clock stops:
/// from `from:00` to `to:00`, across midnight when `to < from`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Quiet {
    pub from: u8,
    pub to: u8,
}

impl Quiet {
    /// The stretch's length in hours.
    pub fn hours(self) -> u8 {
        (self.to + 24 - self.from) % 24
    }

    /// Whether `hour` (0–23) falls inside.
    pub fn holds(self, hour: u8) -> bool {
        (hour + 24 - self.from) % 24 < self.hours()
    }
}

/// One user's settings.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct UserSettings {
    /// Colour-blind patterns in their pictures.
    pub patterns: bool,
    pub ping: Ping,
    /// A claim asks Confirm/Cancel before it is applied.
    pub confirm_claims: bool,
    pub size: Size,
    pub quiet: Option<Quiet>,
    /// An IANA time zone name (`Europe/Kyiv`); UTC when unset.
    pub tz: Option<String>,
    /// Away until this time (unix seconds).
    pub away_until: Option<u64>,
    /// The local day (days from the common era) the last daily digest was
    /// sent, so it goes once a day.
    pub digest_day: Option<i32>,
}

/// Changes asked for with `/settings`; nothing asked shows the settings.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SettingsChange {
    pub patterns: Option<bool>,
    pub ping: Option<Ping>,
    pub confirm_claims: Option<bool>,
    pub size: Option<Size>,
    /// `Some(None)` clears the quiet hours.
    pub quiet: Option<Option<Quiet>>,
    pub tz: Option<String>,
}

impl SettingsChange {
    /// Whether nothing is asked.
    pub fn is_empty(&self) -> bool {
        *self == SettingsChange::default()
    }
}

impl UserSettings {
    /// The settings with `change` applied.
    pub fn with(&self, change: &SettingsChange) -> UserSettings {
        let mut out = self.clone();
        if let Some(v) = change.patterns {
            out.patterns = v;
        }
        if let Some(v) = change.ping {
            out.ping = v;
        }
        if let Some(v) = change.confirm_claims {
            out.confirm_claims = v;
        }
        if let Some(v) = change.size {
            out.size = v;
        }
        if let Some(v) = change.quiet {
            out.quiet = v;
        }
        if let Some(v) = &change.tz {
            out.tz = Some(v.clone());
        }
        out
    }

    /// How their pictures are drawn.
    pub fn look(&self) -> Look {
        Look {
            patterns: self.patterns,
            phone: self.size == Size::Phone,
        }
    }

    /// Their time zone (UTC when unset or unknown).
    fn zone(&self) -> chrono_tz::Tz {
        self.tz
            .as_deref()
            .and_then(|t| t.parse().ok())
            .unwrap_or(chrono_tz::UTC)
    }

    /// `at` (unix seconds) in their time zone.
    fn local(&self, at: u64) -> Option<chrono::DateTime<chrono_tz::Tz>> {
        let utc = chrono::DateTime::from_timestamp(i64::try_from(at).ok()?, 0)?;
        Some(self.zone().from_utc_datetime(&utc.naive_utc()))
    }

    /// The start of a calendar day in their time zone: `day` is that day's
    /// midnight read as UTC (as `away::parse_date` gives it).
    pub fn local_midnight(&self, day: u64) -> u64 {
        let naive = i64::try_from(day)
            .ok()
            .and_then(|s| chrono::DateTime::from_timestamp(s, 0))
            .map(|d| d.naive_utc());
        let local = naive.and_then(|n| self.zone().from_local_datetime(&n).earliest());
        local
            .and_then(|t| u64::try_from(t.timestamp()).ok())
            .unwrap_or(day)
    }

    /// Their local hour at `at`.
    pub fn hour_at(&self, at: u64) -> Option<u32> {
        self.local(at).map(|t| t.hour())
    }

    /// Their local day at `at`, as days from the common era.
    pub fn day_at(&self, at: u64) -> Option<i32> {
        self.local(at).map(|t| t.num_days_from_ce())
    }

    /// Whether `at` (unix seconds) falls in their quiet hours.
    pub fn quiet_at(&self, at: u64) -> bool {
        match (self.quiet, self.hour_at(at)) {
            (Some(quiet), Some(hour)) => quiet.holds(hour as u8),
            _ => false,
        }
    }

    /// Lines describing the settings.
    pub fn describe(&self) -> Vec<Msg> {
        let quiet = match self.quiet {
            Some(q) => msg!("settings-quiet-span", from = q.from, to = q.to),
            None => msg!("settings-quiet-none"),
        };
        vec![
            msg!("settings-show-patterns", on = on_off(self.patterns)),
            msg!("settings-show-ping", ping = ping_msg(self.ping)),
            msg!("settings-show-confirm", on = on_off(self.confirm_claims)),
            msg!("settings-show-size", size = size_msg(self.size)),
            msg!(
                "settings-show-quiet",
                quiet = quiet,
                tz = self.tz.as_deref().unwrap_or("UTC")
            ),
        ]
    }
}

fn on_off(on: bool) -> Msg {
    if on {
        msg!("settings-on")
    } else {
        msg!("settings-off")
    }
}

fn ping_msg(p: Ping) -> Msg {
    match p {
        Ping::Every => msg!("settings-ping-every"),
        Ping::Mine => msg!("settings-ping-mine"),
        Ping::Digest => msg!("settings-ping-digest"),
    }
}

fn size_msg(s: Size) -> Msg {
    match s {
        Size::Full => msg!("settings-size-full"),
        Size::Phone => msg!("settings-size-phone"),
    }
}

/// Reads quiet hours as typed: `23-07`, or a "no" word to clear them.
/// More than [`MAX_QUIET_HOURS`] a day is refused.
pub(crate) fn parse_quiet(text: &str) -> Result<Option<Quiet>, HostError> {
    let t = text.trim();
    if super::words::yes_no(t) == Some(false) {
        return Ok(None);
    }
    let bad = || HostError::Refused(msg!("settings-bad-quiet", text = t));
    let (a, b) = t.split_once(['-', '–']).ok_or_else(bad)?;
    let hour = |s: &str| {
        let s = s.trim();
        let s = s.split_once(':').map_or(s, |(h, _)| h);
        s.parse::<u8>().ok().filter(|h| *h < 24)
    };
    let (Some(from), Some(to)) = (hour(a), hour(b)) else {
        return Err(bad());
    };
    let quiet = Quiet { from, to };
    if quiet.hours() == 0 || quiet.hours() > MAX_QUIET_HOURS {
        return Err(HostError::Refused(msg!(
            "settings-quiet-too-long",
            hours = quiet.hours(),
            most = MAX_QUIET_HOURS
        )));
    }
    Ok(Some(quiet))
}

/// Reads an IANA time zone name (`Europe/Kyiv`), as the zone database
/// spells it.
pub(crate) fn parse_tz(text: &str) -> Result<String, HostError> {
    let t = text.trim();
    t.parse::<chrono_tz::Tz>()
        .map(|z| z.name().to_string())
        .map_err(|_| HostError::Refused(msg!("settings-bad-tz", text = t)))
}

/// The prefix of the store keys of users' settings.
pub(super) const PREFIX: &str = "user:";

/// The store key of a user's settings.
pub fn settings_key(user: &str) -> String {
    format!("{PREFIX}{user}")
}

/// A user's settings and their record's version (0: none stored). A record
/// that does not parse reads as the defaults (and is logged), so a damaged
/// settings record never stops play.
pub fn load_settings(store: &dyn Store, user: &str) -> Result<(u64, UserSettings), StoreError> {
    let Some(rec) = store.load(&settings_key(user))? else {
        return Ok((0, UserSettings::default()));
    };
    match serde_json::from_slice(&rec.data) {
        Ok(s) => Ok((rec.version, s)),
        Err(e) => {
            tracing::warn!(user, "settings record does not parse: {e}");
            Ok((rec.version, UserSettings::default()))
        }
    }
}

/// A user's settings, or the defaults when the store cannot say.
pub(super) fn settings_of(store: &dyn Store, user: &str) -> UserSettings {
    load_settings(store, user)
        .map(|(_, s)| s)
        .unwrap_or_else(|e| {
            tracing::warn!(user, "settings not loaded: {e}");
            UserSettings::default()
        })
}

/// Changes a user's settings with `edit` at time `now`, retrying when
/// another change won the race; returns the saved settings. Their record's
/// timer is set for their next daily digest, if they asked for one.
pub(super) fn update(
    store: &dyn Store,
    user: &str,
    now: u64,
    edit: impl Fn(&UserSettings) -> UserSettings,
) -> Result<UserSettings, StoreError> {
    for _ in 0..5 {
        let (version, current) = load_settings(store, user)?;
        let next = edit(&current);
        let data = serde_json::to_vec(&next)
            .map_err(|e| StoreError::Corrupt(format!("settings do not serialize: {e}")))?;
        let commit = Commit {
            data,
            due: super::daily::next_at(&next, now),
            ..Commit::default()
        };
        if let CommitOutcome::Saved(_) = store.commit(&settings_key(user), version, &commit)? {
            return Ok(next);
        }
    }
    Err(StoreError::Unavailable("settings kept changing".into()))
}

/// A stored message made ready for its reader: a private or digest picture
/// is drawn with its reader's look (patterns, phone size); a channel ping for someone who asked not to be
/// pinged (digest) or is in their quiet hours is sent without the ping.
pub(super) fn dress(store: &dyn Store, msg: &mut OutMsg, now: u64) {
    match (&msg.to, &mut msg.picture) {
        (
            Target::User(user),
            Some(Picture::Private { look, .. } | Picture::Digest { look, .. }),
        ) => {
            *look = settings_of(store, user).look();
        }
        (Target::Channel(_), _) => {
            if let Some(user) = &msg.mention {
                let s = settings_of(store, user);
                if s.ping == Ping::Digest || s.quiet_at(now) {
                    msg.mention = None;
                }
            }
        }
        _ => {}
    }
}

/// Answers `/settings`: shows them, or saves the change and shows the result.
pub(super) fn answer(
    store: &dyn Store,
    req: &super::Request,
    change: &SettingsChange,
    now: u64,
) -> Reply {
    let lang = req.caller.lang;
    let user = req.caller.id.as_str();
    let result = if change.is_empty() {
        load_settings(store, user).map(|(_, s)| (msg!("settings-current"), s))
    } else {
        update(store, user, now, |s| s.with(change)).map(|s| (msg!("settings-saved"), s))
    };
    match result {
        Ok((head, s)) => {
            let mut lines = vec![head];
            lines.extend(s.describe());
            Reply {
                applied: !change.is_empty(),
                ..Reply::text(super::lines(lang, &lines))
            }
        }
        Err(e) => {
            tracing::warn!("settings: {e}");
            Reply::text(lang.tr(&msg!("settings-not-saved")))
        }
    }
}

/// Copies of a change's public turn message, by DM, for the players who
/// asked to hear of every turn (not the one it already pings).
pub(super) fn every_turn(store: &dyn Store, rec: &ChannelRecord, outbox: &mut Vec<OutMsg>) {
    let Some(turn) = outbox
        .iter()
        .find(|m| {
            matches!(m.to, Target::Channel(_)) && matches!(m.picture, Some(Picture::Board { .. }))
        })
        .cloned()
    else {
        return;
    };
    for seat in rec.seats.iter().filter(|s| s.bot.is_none()) {
        let Some(user) = &seat.user else { continue };
        if turn.mention.as_deref() == Some(user.as_str())
            || settings_of(store, user).ping != Ping::Every
        {
            continue;
        }
        outbox.push(OutMsg {
            to: Target::User(user.clone()),
            mention: None,
            buttons: Vec::new(),
            ..turn.clone()
        });
    }
}

/// The clock's step when skipping quiet time (a quarter hour, so zones
/// offset by half or three quarters of an hour are read right).
const QUIET_STEP: u64 = 900;

/// When a turn started at `start` with `secs` to play ends, if the time in
/// the player's quiet hours does not count.
pub(super) fn deadline_after(settings: &UserSettings, start: u64, secs: u64) -> u64 {
    if settings.quiet.is_none() {
        return start + secs;
    }
    let (mut t, mut left) = (start, secs);
    // Quiet hours are at most 10 of 24, so this ends within 3 × `secs`.
    while left > 0 {
        let step = (QUIET_STEP - t % QUIET_STEP).min(left);
        if !settings.quiet_at(t) {
            left -= step;
        }
        t += step;
    }
    t
}

/// Moves a freshly set turn deadline past the quiet hours of the player it
/// is for: their clock does not run while they sleep, nor while they are
/// away (within the game's limit; past it the computer covers the turn, see
/// [`super::away`]). A deadline that was already running (`before`), or
/// only reminded, is left as it was.
pub(super) fn quiet_deadline(
    store: &dyn Store,
    before: Option<&ChannelRecord>,
    after: &mut ChannelRecord,
) {
    super::away::cover_deadline(after);
    let was = before
        .and_then(|r| r.deadline.as_ref())
        .map(|d| (d.moves, d.at));
    let (Some(state), Some(d)) = (&after.state, after.deadline.as_ref()) else {
        return;
    };
    if d.reminded || was == Some((d.moves, d.at)) || state.phase != Phase::Play {
        return;
    }
    let (seat, moves) = (state.turn, state.moves);
    let Some(user) = after.seats.get(seat).and_then(|s| s.user.clone()) else {
        return;
    };
    // A tournament table keeps quiet hours only if its tournament allows them.
    let s = match &after.table {
        Some(t) if !t.quiet_hours => UserSettings::default(),
        _ => settings_of(store, &user),
    };
    // A fresh deadline reminds at half time: its start is as far before the
    // reminder as the end is after it.
    let start = d
        .reminder_at
        .saturating_sub(d.at.saturating_sub(d.reminder_at));
    let secs = d.at - start;
    let from = match super::away::clock(after, seat, start) {
        Some(super::away::Clock::CoverAt(t)) => {
            after.deadline = Some(super::away::covering(moves, t));
            return;
        }
        Some(super::away::Clock::From(t)) => t,
        None => start,
    };
    let at = deadline_after(&s, from, secs);
    if let Some(d) = after.deadline.as_mut()
        && at != d.at
    {
        d.reminder_at = from + (at - from) / 2;
        d.at = at;
    }
}
