//! Links from a game's messages to its web page: decided here, with the
//! game's commit, so every front end shows the same ones. A message that
//! shows the public board (the turn message, the final scores, their
//! copies by DM) links to the game's page, once the host knows the pages'
//! address and the game's server has not turned its pages off.

use super::kernel::Host;
use super::outbox::{Link, OutMsg, Picture, Target};
use super::page::game_path;
use super::record::ChannelRecord;
use crate::msg;

/// Gives each message of `outbox` that shows the board the game's link.
pub(super) fn attach(host: &Host, rec: &ChannelRecord, outbox: &mut [OutMsg]) {
    let shows_board = |m: &OutMsg| matches!(m.picture, Some(Picture::Board { .. }));
    if !outbox.iter().any(shows_board) {
        return;
    }
    let (Some(base), Some(path)) = (host.public_url(), game_path(rec)) else {
        return;
    };
    if !host
        .switches
        .pages_on(host.store().as_ref(), rec.guild.as_deref())
    {
        return;
    }
    for m in outbox.iter_mut().filter(|m| shows_board(m)) {
        let lang = match &m.to {
            Target::User(user) => rec.seat_of(user).map_or(rec.lang, |s| rec.seats[s].lang),
            Target::Channel(_) => rec.lang,
        };
        m.link = Some(Link {
            label: lang.tr(&msg!("web-link-game")),
            url: format!("{base}{path}"),
        });
    }
}
