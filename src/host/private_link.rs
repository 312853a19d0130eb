//! A player's own page, reached by a signed link sent only to them: the
//! game's public page with that player's hand and tickets.
//!
//! The link names the game, the seat, when it expires and the player's
//! link generation; its HMAC-SHA256 signature ([`Signer`]) covers these
//! and the user sitting in the seat, so a changed seat, a seat taken over
//! by someone else, an expired link or one of an older generation (the
//! player revoked it) is refused. Every private message carries a fresh
//! link, so a link need only last between two of them: [`LINK_SECS`].

use super::decision::{Change, Decision};
use super::error::HostError;
use super::kernel::Host;
use super::outbox::{Button, GameMoment, Moment};
use super::page::{GamePage, page_of, shown};
use super::record::ChannelRecord;
use super::request::Request;
use super::signing::Signer;
use super::tap::Tap;
use super::text::private_summary;
use crate::i18n::{Lang, Msg};
use crate::msg;
use crate::rules::{Seat, player_view};
use crate::store::Store;

/// How long a private link lasts: a week, longer than a turn's clock with
/// an away break, so a player who is sent nothing for a while still has a
/// working link, and short enough that a leaked one soon stops working.
pub const LINK_SECS: u64 = 7 * 24 * 3600;

/// What a private link names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrivateLink {
    pub game_id: String,
    pub seat: Seat,
    /// Unix seconds after which it is refused.
    pub expires: u64,
    /// The player's link generation it was made at.
    pub generation: u32,
}

impl PrivateLink {
    /// What is signed: every part of the link and the seat's user.
    fn message(&self, user: &str) -> String {
        format!(
            "private-link/1\n{}\n{}\n{user}\n{}\n{}",
            self.game_id, self.seat, self.expires, self.generation
        )
    }

    /// The link's path with its `signature`.
    pub fn path(&self, signature: &str) -> String {
        format!(
            "/p/{}/{}/{}/{}/{signature}",
            self.game_id, self.seat, self.expires, self.generation
        )
    }
}

/// A player's page: the public one, their seat, their language and their
/// own hand, tickets and offer as lines.
pub struct PrivatePage {
    pub page: GamePage,
    pub seat: Seat,
    pub lang: Lang,
    pub mine: Vec<Msg>,
}

/// What a private link leads to.
pub enum Private {
    Shown(Box<PrivatePage>),
    /// No such game, or its server shows no pages.
    NotFound,
    /// A forged, expired or revoked link.
    Refused,
}

/// The user playing `seat` of `rec` in person, if one does.
fn player(rec: &ChannelRecord, seat: Seat) -> Option<&str> {
    let info = rec.seats.get(seat).filter(|s| s.bot.is_none())?;
    info.user.as_deref()
}

/// `user`'s link generation in `rec`.
pub(crate) fn generation(rec: &ChannelRecord, user: &str) -> u32 {
    rec.link_gens.get(user).copied().unwrap_or(0)
}

/// The signed path of `seat`'s private page of `rec`, made at `now`;
/// `None` for a seat no person plays.
pub(crate) fn private_path(
    signer: &Signer,
    store: &dyn Store,
    rec: &ChannelRecord,
    seat: Seat,
    now: u64,
) -> Result<Option<String>, HostError> {
    let Some(user) = player(rec, seat) else {
        return Ok(None);
    };
    let link = PrivateLink {
        game_id: rec.game_id.clone(),
        seat,
        expires: now + LINK_SECS,
        generation: generation(rec, user),
    };
    let signature = signer.sign(store, &link.message(user))?;
    Ok(Some(link.path(&signature)))
}

/// The page `link` signed with `signature` leads to at `now`.
pub fn private_page(
    store: &dyn Store,
    signer: &Signer,
    link: &PrivateLink,
    signature: &str,
    now: u64,
) -> Result<Private, HostError> {
    let Some((rec, stamp, _)) = shown(store, &link.game_id)? else {
        return Ok(Private::NotFound);
    };
    let Some(user) = player(&rec, link.seat) else {
        return Ok(Private::Refused);
    };
    let signed = signer.verify(store, &link.message(user), signature)?;
    if !signed || link.expires <= now || link.generation != generation(&rec, user) {
        return Ok(Private::Refused);
    }
    let page = page_of(store, &rec, stamp)?;
    let mine = rec.state.as_ref().map_or_else(Vec::new, |state| {
        let view = player_view(&page.board, state, link.seat);
        private_summary(&page.board, &view, state)
    });
    Ok(Private::Shown(Box::new(PrivatePage {
        seat: link.seat,
        lang: rec.seats[link.seat].lang,
        page,
        mine,
    })))
}

impl Host {
    /// The full address of `seat`'s private page of `rec`, made at `now`,
    /// when the host knows the pages' address and the game's server shows
    /// its pages; `None` otherwise (or when it cannot be signed).
    pub(crate) fn private_url(&self, rec: &ChannelRecord, seat: Seat, now: u64) -> Option<String> {
        let base = self.public_url()?;
        let on = self
            .switches
            .pages_on(self.store().as_ref(), rec.guild.as_deref());
        if !on {
            return None;
        }
        match private_path(&self.signer, self.store().as_ref(), rec, seat, now) {
            Ok(path) => path.map(|p| format!("{base}{p}")),
            Err(e) => {
                tracing::warn!("private link not signed: {e}");
                None
            }
        }
    }
}

/// The button that revokes `rec`'s private links of the player it is sent
/// to, labelled in `lang`; pressed while the game is played.
pub(crate) fn revoke_button(rec: &ChannelRecord, lang: Lang) -> Button {
    Button {
        label: lang.tr(&msg!("web-private-revoke")),
        tap: Tap::RevokeLink,
        stamp: Some(GameMoment {
            game: rec.game_id.clone(),
            mark: Moment::Game,
        }),
        disabled: false,
    }
}

/// Revoking the caller's private links of the game: their generation
/// moves on, so every link made before is refused; the next private
/// message brings a new one.
pub(super) fn decide_revoke(rec: Option<&ChannelRecord>, req: &Request) -> Decision {
    let Some(rec) = rec else {
        return Decision::reply(msg!("host-no-game"));
    };
    let user = &req.caller.id;
    if rec.seat_of(user).is_none() {
        return Decision::reply(msg!("host-not-playing"));
    }
    let mut next = rec.clone();
    next.link_gens
        .insert(user.clone(), generation(rec, user) + 1);
    Decision::applied(
        msg!("web-private-revoked"),
        Change::unlogged(next, Vec::new()),
    )
}
