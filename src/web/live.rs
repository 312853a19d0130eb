//! A game's, a player's own, a tournament's or a league's page's live
//! updates: Server-Sent Events, one `changed` event for each commit of the
//! game's channel or the tournament's or league's record (the store's
//! [`Store::changes`]).
//!
//! A page names the commit it shows (`?v=`, its [`host::PageStamp`]); the
//! stream follows the store first and then reads the game, so a commit made
//! after the page was made but before the stream began (or while a dropped
//! stream was reconnecting) is told at once instead of being missed.

use super::pages;
use super::server::{Site, well_formed};
use crate::host;
use crate::store::{Changes, EVERY_CHANNEL, Store};
use axum::extract::{Path, Query, State};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use futures_util::Stream;
use std::convert::Infallible;
use std::sync::Arc;
use tokio::sync::broadcast::error::RecvError;

/// What a page says it shows.
#[derive(serde::Deserialize)]
pub(super) struct Shown {
    /// The stamp of the commit the page was made from.
    v: Option<String>,
}

/// `/g/{id}/{token}/events`: the stream, once the token is the game's.
pub(super) async fn events(
    State(site): State<Arc<Site>>,
    Path((id, token)): Path<(String, String)>,
    Query(shown): Query<Shown>,
) -> Response {
    if !well_formed(&id, &token) {
        return pages::bad_request();
    }
    follow(site, shown, move |store| {
        let page = host::game_page(store, &id, &token)?;
        Ok(page.map(|p| (p.channel, p.stamp.to_string())))
    })
    .await
}

/// `/t/{id}/{token}/events`: a tournament page's stream, once the token
/// is the tournament's; it follows the tournament's record.
pub(super) async fn tourney_events(
    State(site): State<Arc<Site>>,
    Path((id, token)): Path<(String, String)>,
    Query(shown): Query<Shown>,
) -> Response {
    if !well_formed(&id, &token) {
        return pages::bad_request();
    }
    follow(site, shown, move |store| {
        let page = host::tourney::tourney_page(store, &id, &token)?;
        Ok(page.map(|p| (host::tourney::key(&id), p.stamp.to_string())))
    })
    .await
}

/// `/l/{id}/{token}/events`: a league page's stream, once the token is
/// the league's; it follows the league's record.
pub(super) async fn league_events(
    State(site): State<Arc<Site>>,
    Path((id, token)): Path<(String, String)>,
    Query(shown): Query<Shown>,
) -> Response {
    if !well_formed(&id, &token) {
        return pages::bad_request();
    }
    follow(site, shown, move |store| {
        let page = host::league::league_page(store, &id, &token, None)?;
        Ok(page.map(|p| (host::league::key(&id), p.stamp.to_string())))
    })
    .await
}

/// The stream of the page `find` finds: the store's key its commits are
/// told under, and the stamp of what it shows now.
pub(super) async fn follow<F>(site: Arc<Site>, shown: Shown, find: F) -> Response
where
    F: FnOnce(&dyn Store) -> Result<Option<(String, String)>, host::HostError> + Send + 'static,
{
    let Some(store) = site.store.clone() else {
        return pages::not_found();
    };
    let followed = tokio::task::spawn_blocking(move || {
        // Follow first, so no commit is missed while the page is read.
        let changes = store.changes();
        let found = find(store.as_ref())?;
        Ok::<_, host::HostError>(found.map(|(key, stamp)| (changes, key, stamp)))
    })
    .await;
    let (changes, key, stamp) = match followed {
        Ok(Ok(Some(found))) => found,
        Ok(Ok(None)) => return pages::not_found(),
        _ => return pages::failed(),
    };
    let behind = shown.v.is_some_and(|v| v != stamp);
    Sse::new(changed(changes, key, behind))
        .keep_alive(KeepAlive::default())
        .into_response()
}

/// `changed` at once when the page is `behind`, then for every commit of
/// `channel` (and whenever some may have been missed).
fn changed(
    changes: Changes,
    channel: String,
    behind: bool,
) -> impl Stream<Item = Result<Event, Infallible>> {
    futures_util::stream::unfold(
        (changes, channel, behind),
        |(mut changes, mine, behind)| async move {
            if !behind {
                loop {
                    match changes.recv().await {
                        Ok(channel) if channel == mine || channel == EVERY_CHANNEL => break,
                        Ok(_) => {}
                        // Missed some: one of them may have been this game's.
                        Err(RecvError::Lagged(_)) => break,
                        Err(RecvError::Closed) => return None,
                    }
                }
            }
            let event = Event::default().event("changed").data("1");
            Some((Ok(event), (changes, mine, false)))
        },
    )
}
