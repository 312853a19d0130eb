//! Links from a game's messages to its web page: decided here, with the
//! game's commit, so every front end shows the same ones. A message that
//! shows the public board (the turn message, the final scores, their
//! copies by DM) links to the game's page, once the host knows the pages'
//! address and the game's server has not turned its pages off.

use super::kernel::Host;
use super::outbox::{Link, OutMsg, Picture, Target};
use super::page::game_path;
use super::record::ChannelRecord;
use crate::i18n::{Lang, Msg};
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

/// A link labelled `label` in `lang` to the page at `path` of a record of
/// `server`, once the host knows the pages' address and the server shows
/// its pages; `None` for a path no link is made to (a name with other
/// characters than letters, digits, `-` and `_`).
pub(crate) fn page_link(
    host: &Host,
    server: Option<&str>,
    path: &str,
    label: Msg,
    lang: Lang,
) -> Option<Link> {
    let base = host.public_url()?;
    let plain = path
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b"-_/".contains(&b));
    let on = host.switches.pages_on(host.store().as_ref(), server);
    (plain && on).then(|| Link {
        label: lang.tr(&label),
        url: format!("{base}{path}"),
    })
}
