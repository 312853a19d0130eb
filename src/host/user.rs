//! What the host does with a user's settings ([`super::settings`]): it
//! answers `/settings` and carries the change to every game the user plays,
//! keeps each game's copy of its players' settings, dresses a message for
//! its reader, and copies turn messages to players who hear of every turn.
//!
//! A game reads its players' settings from its own record
//! ([`ChannelRecord::players_settings`]), so a move loads nothing else.

use super::channel::Asker;
use super::decision::{Change, Decision};
use super::kernel::Host;
use super::outbox::{OutMsg, Picture, Reply, Target};
use super::record::ChannelRecord;
use super::settings::{Ping, SettingsChange, UserSettings, load_settings, settings_of, update};
use crate::host::error::HostError;
use crate::msg;
use crate::store::Store;

/// What a game keeps of a user's settings: all but their absence and
/// daily digest day, which no game reads from its copy.
fn game_copy(s: &UserSettings) -> UserSettings {
    UserSettings {
        away_until: None,
        digest_day: None,
        ..s.clone()
    }
}

/// `user`'s settings as the game in `rec` knows them: its copy when it has
/// one (every seated player's, once the game has committed since they sat
/// down), else read from the store.
pub(super) fn settings_in(store: &dyn Store, rec: &ChannelRecord, user: &str) -> UserSettings {
    match rec.players_settings.get(user) {
        Some(s) => s.clone(),
        None => settings_of(store, user),
    }
}

/// Keeps `rec`'s copy of its players' settings whole: a seated player
/// without one gets theirs read once; a user no longer seated is dropped.
pub(super) fn keep_copies(store: &dyn Store, rec: &mut ChannelRecord) {
    let seated: Vec<String> = rec
        .seats
        .iter()
        .filter(|s| s.bot.is_none())
        .filter_map(|s| s.user.clone())
        .collect();
    rec.players_settings.retain(|user, _| seated.contains(user));
    for user in seated {
        if rec.players_settings.contains_key(&user) {
            continue;
        }
        match load_settings(store, &user) {
            Ok((_, s)) => {
                rec.players_settings.insert(user, game_copy(&s));
            }
            // Read again at the next commit; defaults meanwhile.
            Err(e) => tracing::warn!(user, "settings not loaded: {e}"),
        }
    }
}

/// Gives every game `user` plays in (the index `/mygames` reads) their
/// saved settings, so each reads them from its own record.
fn carry_to_games(host: &Host, user: &str, saved: &UserSettings, now: u64) {
    let store = host.store();
    let channels = match store.channels_of(user) {
        Ok(c) => c,
        Err(e) => {
            tracing::warn!(user, "settings not carried to the games: {e}");
            return;
        }
    };
    let copy = game_copy(saved);
    for channel in channels {
        host.decide_and_commit(&channel, Asker::timer(), now, |rec| {
            let Some(rec) = rec.filter(|r| r.seat_of(user).is_some()) else {
                return Decision::default();
            };
            if rec.players_settings.get(user) == Some(&copy) {
                return Decision::default();
            }
            let mut next = rec.clone();
            next.players_settings.insert(user.to_string(), copy.clone());
            Decision::silent(Change::unlogged(next, Vec::new()))
        });
    }
}

/// A message made ready for its reader, from the settings the game in
/// `rec` keeps: a private or catch-up picture is drawn with its reader's look
/// (patterns, phone size); a channel ping for someone who asked not to be
/// pinged (daily digest) or is in their quiet hours goes without the ping.
pub(super) fn dress(store: &dyn Store, rec: &ChannelRecord, msg: &mut OutMsg, now: u64) {
    dress_with(msg, now, |user| settings_in(store, rec, user));
}

/// A stored message not dressed when it was made (stored by an earlier
/// version), dressed at delivery from its reader's stored settings.
pub(super) fn dress_late(store: &dyn Store, msg: &mut OutMsg, now: u64) {
    if !msg.dressed {
        dress_with(msg, now, |user| settings_of(store, user));
    }
}

fn dress_with(msg: &mut OutMsg, now: u64, settings: impl Fn(&str) -> UserSettings) {
    match (&msg.to, &mut msg.picture) {
        (
            Target::User(user),
            Some(Picture::Private { look, .. } | Picture::CatchUp { look, .. }),
        ) => {
            *look = settings(user).look();
        }
        (Target::Channel(_), _) => {
            if let Some(user) = &msg.mention {
                let s = settings(user);
                if s.ping == Ping::Digest || s.quiet_at(now) {
                    msg.mention = None;
                }
            }
        }
        _ => {}
    }
    msg.dressed = true;
}

/// Answers `/settings`: shows them, or saves the change, carries it to
/// the user's games and shows the result.
pub(super) fn answer(
    host: &Host,
    req: &super::Request,
    change: &SettingsChange,
    now: u64,
) -> Reply {
    let store = host.store().as_ref();
    let lang = req.caller.lang;
    let user = req.caller.id.as_str();
    let result = if change.is_empty() {
        load_settings(store, user)
            .map(|(_, s)| (msg!("settings-current"), s))
            .map_err(HostError::from)
    } else {
        update(store, user, now, |s| s.with(change)).map(|s| {
            carry_to_games(host, user, &s, now);
            (msg!("settings-saved"), s)
        })
    };
    match result {
        Ok((head, s)) => {
            let mut lines = vec![head];
            lines.extend(s.describe());
            Reply {
                applied: !change.is_empty(),
                ..Reply::text(lang.lines(&lines))
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
            || settings_in(store, rec, user).ping != Ping::Every
        {
            continue;
        }
        outbox.push(OutMsg {
            to: Target::User(user.clone()),
            mention: None,
            buttons: Vec::new(),
            selects: Vec::new(),
            ..turn.clone()
        });
    }
}
