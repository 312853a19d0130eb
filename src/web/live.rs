//! A game page's live updates: Server-Sent Events, one `changed` event
//! for each commit of the game's channel (the store's [`Store::changes`]).

use super::pages;
use super::server::{Site, well_formed};
use crate::host;
use crate::store::Store;
use axum::extract::{Path, State};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use std::convert::Infallible;
use std::sync::Arc;
use tokio::sync::broadcast::error::RecvError;

/// `/g/{id}/{token}/events`: the stream, once the token is the game's.
pub(super) async fn events(
    State(site): State<Arc<Site>>,
    Path((id, token)): Path<(String, String)>,
) -> Response {
    let Some(store) = site.store.clone() else {
        return pages::not_found();
    };
    let Some(channel) = host::game_channel(&id).filter(|_| well_formed(&id, &token)) else {
        return pages::bad_request();
    };
    let channel = channel.to_string();
    // Follow first, so no commit is missed while the token is checked.
    let changes = store.changes();
    let known = tokio::task::spawn_blocking(move || {
        host::game_page(store.as_ref() as &dyn Store, &id, &token).map(|p| p.is_some())
    })
    .await;
    match known {
        Ok(Ok(true)) => {}
        Ok(Ok(false)) => return pages::not_found(),
        _ => return pages::failed(),
    }
    let stream = futures_util::stream::unfold((changes, channel), |(mut changes, mine)| async {
        loop {
            match changes.recv().await {
                Ok(channel) if channel == mine => break,
                Ok(_) => {}
                // Missed some: one of them may have been this game's.
                Err(RecvError::Lagged(_)) => break,
                Err(RecvError::Closed) => return None,
            }
        }
        let event = Event::default().event("changed").data("1");
        Some((Ok::<_, Infallible>(event), (changes, mine)))
    });
    Sse::new(stream)
        .keep_alive(KeepAlive::default())
        .into_response()
}
