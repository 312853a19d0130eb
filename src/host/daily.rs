//! The daily digest: a player whose ping style is "daily" is never pinged;
//! instead one DM a day, at nine in the morning in their time zone (at the end of their
//! quiet hours when those cover it), lists the games where it is their turn
//! with the time left. It is the timer of their settings record
//! (`user:<id>`), fired by `Host::tick` like a turn timer; the day it went
//! out is saved in the same version-checked commit as the message, so it
//! goes once a day even with several bot processes.

use super::kernel::{self, Decided, Host, items};
use super::outbox::{OutMsg, Target};
use super::settings::{Ping, UserSettings, next_at, settings_key};
use super::{mygames, text};
use crate::i18n::{Lang, Msg};
use crate::maps;
use crate::msg;
use crate::rules::Phase;
use crate::store::Commit;

/// The user's digest timer fired: sends today's digest unless it went out
/// already today (or they no longer want one), and sets the next timer;
/// whether that was saved.
pub(super) fn fire(host: &Host, user: &str, now: u64) -> bool {
    let store = host.store().as_ref();
    let fired = kernel::run(store, &settings_key(user), |rec: Option<&UserSettings>| {
        let s = rec.cloned().unwrap_or_default();
        let today = s.day_at(now);
        let due_today = s.ping == Ping::Digest && today.is_some() && s.digest_day != today;
        let outbox: Vec<OutMsg> = match due_today {
            true => digest(host, user, now).into_iter().collect(),
            false => Vec::new(),
        };
        let next = UserSettings {
            digest_day: if due_today { today } else { s.digest_day },
            ..s
        };
        let commit = Commit {
            data: kernel::json(&next)?,
            outbox: items(&outbox)?,
            due: next_at(&next, now),
            ..Commit::default()
        };
        Ok(Decided::saving((), commit))
    });
    if let Err(e) = &fired {
        tracing::warn!(user, "daily digest not saved: {e}");
    }
    fired.is_ok()
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
        let Ok(board) = maps::board(&rec.setup.map) else {
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
        lang.lines(&said),
    ))
}
