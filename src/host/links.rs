//! Links from a game's messages to its web page: decided here, with the
//! game's commit, so every front end shows the same ones. A message that
//! shows the public board (the turn message, the final scores, their
//! copies by DM) links to the game's page, and a player's private picture
//! to their own page (signed, see `private_link`), once the host knows the
//! pages' address and the game's server has not turned its pages off.

use super::kernel::Host;
use super::outbox::{Link, OutMsg, Picture, Target};
use super::page::game_path;
use super::private_link::revoke_button;
use super::record::ChannelRecord;
use crate::i18n::{Lang, Msg};
use crate::msg;
use crate::rules::Phase;

/// Gives each message of `outbox` that shows the board the game's link,
/// and each player's private picture their own page's signed link (made
/// at `now`).
pub(super) fn attach(host: &Host, rec: &ChannelRecord, outbox: &mut [OutMsg], now: u64) {
    let linked = |m: &OutMsg| {
        matches!(
            m.picture,
            Some(Picture::Board { .. } | Picture::Private { .. })
        )
    };
    let Some(base) = host.public_url().filter(|_| outbox.iter().any(linked)) else {
        return;
    };
    if !host
        .switches
        .pages_on(host.store().as_ref(), rec.guild.as_deref())
    {
        return;
    }
    let path = game_path(rec);
    let playing = rec.state.as_ref().is_some_and(|s| s.phase != Phase::Over);
    for m in outbox.iter_mut() {
        let seat = match &m.to {
            Target::User(user) => rec.seat_of(user),
            Target::Channel(_) => None,
        };
        let lang = seat.map_or(rec.lang, |s| rec.seats[s].lang);
        m.link = match (&m.picture, &path, seat) {
            (Some(Picture::Board { .. }), Some(path), _) => Some(Link {
                label: lang.tr(&msg!("web-link-game")),
                url: format!("{base}{path}"),
            }),
            (Some(Picture::Private { .. }), _, Some(seat)) => {
                let url = host.private_url(rec, seat, now);
                if url.is_some() && playing {
                    m.buttons.push(revoke_button(rec, lang));
                }
                url.map(|url| Link {
                    label: lang.tr(&msg!("web-link-private")),
                    url,
                })
            }
            _ => continue,
        };
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
