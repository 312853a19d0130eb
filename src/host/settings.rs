//! Per-user settings, kept across games and servers: pictures' look, how
//! a player is pinged, quiet hours and time zone, absence, and the daily
//! digest's day.
//!
//! Storage: a user's settings are a record under the key `user:<id>`
//! ([`settings_key`]) saved through the kernel's commit loop, with the same
//! version check as games. Every field has a serde default: settings stored
//! by an earlier version keep loading, and a record that does not read at
//! all reads as the defaults, so a damaged settings record never stops play.

use super::kernel::{self, Decided, Kept};
use crate::host::error::HostError;
use crate::i18n::Msg;
use crate::msg;
use crate::render::Look;
use crate::store::{Commit, Store, StoreError};
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
    let settings = UserSettings::read(&rec.data).unwrap_or_default();
    Ok((rec.version, settings))
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

/// Changes a user's settings with `edit`, deciding again when another
/// change won the race; returns the saved settings. Their record's timer is
/// set for their next daily digest at `now`, if they asked for one.
pub(crate) fn update(
    store: &dyn Store,
    user: &str,
    now: u64,
    edit: impl Fn(&UserSettings) -> UserSettings,
) -> Result<UserSettings, HostError> {
    let settled = kernel::run(store, &settings_key(user), |rec: Option<&UserSettings>| {
        let next = edit(rec.unwrap_or(&UserSettings::default()));
        let commit = Commit {
            data: kernel::json(&next)?,
            due: next_at(&next, now),
            ..Commit::default()
        };
        Ok(Decided::saving(next, commit))
    })?;
    Ok(settled.answer)
}

/// The local hour the digest is sent.
pub(crate) const HOUR: u32 = 9;

/// When the digest is next due after `now`, if they asked for one.
pub fn next_at(s: &UserSettings, now: u64) -> Option<u64> {
    if s.ping != Ping::Digest {
        return None;
    }
    let hour = s
        .quiet
        .filter(|q| q.holds(HOUR as u8))
        .map_or(HOUR, |q| u32::from(q.to));
    let first = (now / 3600 + 1) * 3600;
    // Two days of hours always hold the hour once (a zone's offset changes
    // by at most a few hours a day).
    (0..49)
        .map(|i| first + i * 3600)
        .find(|&t| s.hour_at(t) == Some(hour))
}

impl Kept for UserSettings {
    fn read(data: &[u8]) -> Result<Self, String> {
        Ok(serde_json::from_slice(data).unwrap_or_else(|e| {
            tracing::warn!("settings record does not parse: {e}");
            UserSettings::default()
        }))
    }
}
