//! The daily digest: a player whose ping style is "daily" is never pinged;
//! instead one DM a day, at [`HOUR`] in their time zone (at the end of their
//! quiet hours when those cover it), lists the games where it is their turn
//! with the time left. It is the timer of their settings record
//! (`user:<id>`), fired by `Host::tick` like a turn timer; the day it went
//! out is saved in the same version-checked commit as the message, so it
//! goes once a day even with several bot processes.

use super::outbox::{OutMsg, Target};
use super::user::{self, Ping, UserSettings};
use super::{Host, lines, mygames, text};
use crate::i18n::{Lang, Msg};
use crate::maps;
use crate::msg;
use crate::rules::Phase;
use crate::store::{Commit, CommitOutcome};

/// The local hour the digest is sent.
pub(super) const HOUR: u32 = 9;

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

/// The user's digest timer fired: sends today's digest unless it went out
/// already today (or they no longer want one), and sets the next timer.
pub(super) fn fire(host: &Host, user: &str, now: u64) {
    let store = host.store().as_ref();
    for _ in 0..5 {
        let (version, s) = match user::load_settings(store, user) {
            Ok(loaded) => loaded,
            Err(e) => return tracing::warn!(user, "daily digest: {e}"),
        };
        let today = s.day_at(now);
        let due_today = s.ping == Ping::Digest && today.is_some() && s.digest_day != today;
        let outbox = match due_today {
            true => digest(host, user, now).into_iter().collect(),
            false => Vec::new(),
        };
        let next = UserSettings {
            digest_day: if due_today { today } else { s.digest_day },
            ..s
        };
        let commit = serde_json::to_vec(&next).and_then(|data| {
            Ok(Commit {
                data,
                outbox: outbox
                    .iter()
                    .map(serde_json::to_vec)
                    .collect::<Result<_, _>>()?,
                due: next_at(&next, now),
                ..Commit::default()
            })
        });
        let commit = match commit {
            Ok(c) => c,
            Err(e) => return tracing::error!(user, "daily digest not serialized: {e}"),
        };
        match store.commit(&user::settings_key(user), version, &commit) {
            Ok(CommitOutcome::Saved(_)) => return,
            Ok(CommitOutcome::Conflict) => continue,
            Err(e) => return tracing::warn!(user, "daily digest not saved: {e}"),
        }
    }
}

/// The digest DM: the games waiting for `user`, in the language they last
/// played in; `None` when no game waits for them.
fn digest(host: &Host, user: &str, now: u64) -> Option<OutMsg> {
    let mut channels = host.store().channels_of(user).ok()?;
    channels.sort();
    let mut lang = Lang::default();
    let mut games: Vec<Msg> = Vec::new();
    for channel in &channels {
        let Some(rec) = host.peek(channel) else {
            continue;
        };
        let (Some(state), Some(seat)) = (&rec.state, rec.seat_of(user)) else {
            continue;
        };
        if state.phase != Phase::Play || state.turn != seat {
            continue;
        }
        let Ok(board) = maps::board(&rec.settings.map) else {
            continue;
        };
        lang = rec.seats[seat].lang;
        let left = match &rec.deadline {
            Some(d) => msg!(
                "mygames-left",
                hours = d.at.saturating_sub(now).div_ceil(3600)
            ),
            None => msg!("mygames-no-limit"),
        };
        games.push(msg!(
            "daily-game",
            board = text::board_title(&board),
            place = mygames::place(&rec, channel),
            left = left
        ));
    }
    if games.is_empty() {
        return None;
    }
    let mut said = vec![msg!("daily-head", count = games.len())];
    said.extend(games);
    Some(OutMsg::plain(
        Target::User(user.to_string()),
        lines(lang, &said),
    ))
}
