//! A player's own page, by the signed link the bot sent them: the game's
//! public page with their hand and tickets, never cached, live like the
//! public page. A forged, expired or revoked link gets a plain 403.

use super::live::{Shown, follow};
use super::pages;
use super::server::{Site, well_formed};
use crate::host::{self, Private, PrivateLink, PrivatePage, board_title};
use crate::msg;
use axum::extract::{Path, Query, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};
use std::sync::Arc;

/// The parts of a private link's address, as typed.
type Parts = (String, String, String, String, String);

/// The link and signature an address names; `None` for one no link makes.
fn read((id, seat, expires, generation, signature): Parts) -> Option<(PrivateLink, String)> {
    let hex = signature.len() == 64 && signature.bytes().all(|b| b.is_ascii_hexdigit());
    let number = |t: &str| t.len() <= 20 && t.bytes().all(|b| b.is_ascii_digit());
    let ok = hex && number(&seat) && number(&expires) && number(&generation);
    if !ok || !well_formed(&id, &"0".repeat(32)) {
        return None;
    }
    let link = PrivateLink {
        game_id: id,
        seat: seat.parse().ok().filter(|&s: &usize| s < 8)?,
        expires: expires.parse().ok()?,
        generation: generation.parse().ok()?,
    };
    Some((link, signature))
}

/// `response`, never kept by a browser or a proxy.
fn unkept(response: Response) -> Response {
    ([(header::CACHE_CONTROL, "no-store, private")], response).into_response()
}

/// `/p/{id}/{seat}/{expires}/{generation}/{signature}`.
pub(super) async fn page(State(site): State<Arc<Site>>, Path(parts): Path<Parts>) -> Response {
    let Some((link, signature)) = read(parts) else {
        return unkept(pages::bad_request());
    };
    let Some(store) = site.store.clone() else {
        return unkept(pages::not_found());
    };
    let signer = site.signer.clone();
    let made = tokio::task::spawn_blocking(move || {
        let found = host::private_page(store.as_ref(), &signer, &link, &signature, host::now());
        found.map(|f| match f {
            Private::Shown(p) => markup(*p, &link.path(&signature)).into_response(),
            Private::NotFound => pages::not_found(),
            Private::Refused => pages::refused(),
        })
    })
    .await;
    unkept(match made {
        Ok(Ok(response)) => response,
        Ok(Err(e)) => {
            tracing::warn!("private page: {e}");
            pages::failed()
        }
        Err(e) => {
            tracing::error!("private page panicked: {e}");
            pages::failed()
        }
    })
}

/// `/p/.../events`: the private page's stream, once its link is good.
pub(super) async fn events(
    State(site): State<Arc<Site>>,
    Path(parts): Path<Parts>,
    Query(shown): Query<Shown>,
) -> Response {
    let Some((link, signature)) = read(parts) else {
        return unkept(pages::bad_request());
    };
    let signer = site.signer.clone();
    let stream = follow(site, shown, move |store| {
        let found = host::private_page(store, &signer, &link, &signature, host::now())?;
        Ok(match found {
            Private::Shown(p) => Some((p.page.channel, p.page.stamp.to_string())),
            Private::NotFound | Private::Refused => None,
        })
    });
    unkept(stream.await)
}

/// The page: the game's, in the player's language, with their own part
/// under the status; `path` is the page's own address.
fn markup(p: PrivatePage, path: &str) -> Markup {
    let PrivatePage {
        mut page,
        seat,
        lang,
        mine,
    } = p;
    page.lang = lang;
    let board = lang.tr(&board_title(&page.board));
    let name = page.names.get(seat).cloned().unwrap_or_default();
    let title = lang.tr(&msg!("web-private-title", player = name, board = board));
    let mine = html! {
        section class="mine" {
            h2 { (pages::swatch(seat)) " " (lang.tr(&msg!("web-private-heading"))) }
            @if mine.is_empty() { p { (lang.tr(&msg!("web-private-lobby"))) } }
            @for line in &mine { p { (lang.tr(line)) } }
            p class="hint" { (lang.tr(&msg!("web-private-note"))) }
        }
    };
    let events = format!("{path}/events?v={}", page.stamp);
    pages::game_with(&page, &title, &events, None, mine)
}
