//! What the host does with a user's settings ([`super::settings`]): it
//! answers `/settings`, dresses a stored message for its reader at
//! delivery, and copies turn messages to players who hear of every turn.

use super::outbox::{OutMsg, Picture, Reply, Target};
use super::record::ChannelRecord;
use super::settings::{Ping, SettingsChange, load_settings, settings_of, update};
use crate::host::error::HostError;
use crate::msg;
use crate::store::Store;

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
        load_settings(store, user)
            .map(|(_, s)| (msg!("settings-current"), s))
            .map_err(HostError::from)
    } else {
        update(store, user, now, |s| s.with(change)).map(|s| (msg!("settings-saved"), s))
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
            || settings_of(store, user).ping != Ping::Every
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
