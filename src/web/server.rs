//! The routes, the limits every request meets, and the accept loop.

use super::error::WebError;
use super::ops::Ops;
use super::pages;
use crate::host::{self, Signer};
use crate::i18n::Lang;
use crate::store::Store;
use axum::Router;
use axum::extract::{Path, Query, Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::timeout::TimeoutLayer;

/// Only this server's own style and script, no frames, no forms, no
/// third-party anything.
const CSP: &str = "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; \
                   connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
/// The longest path and query a request may have.
const MAX_URI: usize = 512;
/// How long a page may take to make.
const PAGE_TIME: Duration = Duration::from_secs(10);
/// How long a client has to send its request's headers.
const HEADER_TIME: Duration = Duration::from_secs(10);

/// What a server serves: game pages over a store, the operator's
/// `/metrics` and `/ready`, or both.
#[derive(Clone, Default)]
pub struct Site {
    pub(super) store: Option<Arc<dyn Store>>,
    ops: Option<Ops>,
    /// Checks private links' signatures.
    pub(super) signer: Arc<Signer>,
}

impl Site {
    /// Game pages read from `store`.
    pub fn pages(store: Arc<dyn Store>) -> Site {
        Site {
            store: Some(store),
            ops: None,
            signer: Arc::default(),
        }
    }

    /// Checks private links against `secret` (`WEB_SECRET`; none: the key
    /// kept in the store), as the host that signs them does.
    pub fn with_web_secret(mut self, secret: Option<&str>) -> Site {
        self.signer = Arc::new(Signer::new(secret));
        self
    }

    /// Also serves `/metrics` and `/ready`.
    pub fn with_ops(mut self, ops: Ops) -> Site {
        self.ops = Some(ops);
        self
    }
}

/// Every route, behind the limits and headers every answer carries.
pub fn router(site: Site) -> Router {
    Router::new()
        .route("/g/{id}/{token}", get(game))
        .route("/g/{id}/{token}/replay", get(replay))
        .route("/g/{id}/{token}/view.json", get(view_json))
        .route("/g/{id}/{token}/events", get(super::live::events))
        .route(
            "/p/{id}/{seat}/{expires}/{generation}/{signature}",
            get(super::private::page),
        )
        .route(
            "/p/{id}/{seat}/{expires}/{generation}/{signature}/events",
            get(super::private::events),
        )
        .route("/t/{id}/{token}", get(tourney))
        .route("/t/{id}/{token}/events", get(super::live::tourney_events))
        .route("/l/{id}/{token}", get(league))
        .route("/l/{id}/{token}/events", get(super::live::league_events))
        .route("/static/{file}", get(asset))
        .route("/metrics", get(metrics))
        .route("/ready", get(ready))
        .fallback(|| async { pages::not_found() })
        .with_state(Arc::new(site))
        .layer(middleware::from_fn(bounded))
        .layer(middleware::from_fn(in_reader_lang))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::SERVICE_UNAVAILABLE,
            PAGE_TIME,
        ))
        .layer(RequestBodyLimitLayer::new(1024))
        .layer(SetResponseHeaderLayer::overriding(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(CSP),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::REFERRER_POLICY,
            HeaderValue::from_static("no-referrer"),
        ))
}

/// Listens on `addr` and serves `site` from a task of its own; the address
/// actually bound (a port of 0 is chosen by the system).
pub async fn serve(addr: SocketAddr, site: Site) -> Result<SocketAddr, WebError> {
    let bind = |e: std::io::Error| WebError::Bind {
        addr,
        why: e.to_string(),
    };
    let listener = tokio::net::TcpListener::bind(addr).await.map_err(bind)?;
    let bound = listener.local_addr().map_err(bind)?;
    tracing::info!(addr = %bound, "web pages, /metrics and /ready served");
    let app = router(site);
    tokio::spawn(async move {
        loop {
            match listener.accept().await {
                Ok((stream, _)) => connection(stream, app.clone()),
                Err(e) => {
                    tracing::warn!("web accept: {e}");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
            }
        }
    });
    Ok(bound)
}

/// Serves one connection; a client slow to send its headers is dropped.
fn connection(stream: tokio::net::TcpStream, app: Router) {
    tokio::spawn(async move {
        let conn = hyper::server::conn::http1::Builder::new()
            .timer(TokioTimer::new())
            .header_read_timeout(HEADER_TIME)
            .max_buf_size(16 * 1024)
            .serve_connection(TokioIo::new(stream), TowerToHyperService::new(app));
        if let Err(e) = conn.await {
            tracing::debug!("web connection: {e}");
        }
    });
}

/// Refuses an overlong address before any route sees it.
async fn bounded(req: Request, next: Next) -> Response {
    if req.uri().to_string().len() > MAX_URI {
        return pages::bad_request();
    }
    next.run(req).await
}

/// Writes a plain page (a refusal, a page that is not there) again in the
/// reader's language (`Accept-Language`).
async fn in_reader_lang(req: Request, next: Next) -> Response {
    let lang = reader_lang(req.headers());
    let page = next.run(req).await;
    match page.extensions().get::<pages::Plain>() {
        Some(pages::Plain(what)) if lang != Lang::En => pages::plain_in(lang, page.status(), what),
        _ => page,
    }
}

/// A game id and a token as links make them: the id's letters, digits and
/// dashes (at most 100), and 32 hex digits.
pub(super) fn well_formed(id: &str, token: &str) -> bool {
    let id_ok = !id.is_empty()
        && id.len() <= 100
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    let token_ok = token.len() == 32 && token.bytes().all(|b| b.is_ascii_hexdigit());
    id_ok && token_ok
}

/// Runs `make` (store reads and drawing) off the async threads; a page
/// that could not be made is said plainly.
async fn made<F>(site: Arc<Site>, id: String, token: String, make: F) -> Response
where
    F: FnOnce(&dyn Store, &str, &str) -> Result<Option<Response>, String> + Send + 'static,
{
    let Some(store) = site.store.clone() else {
        return pages::not_found();
    };
    if !well_formed(&id, &token) {
        return pages::bad_request();
    }
    let made = tokio::task::spawn_blocking(move || make(store.as_ref(), &id, &token)).await;
    match made {
        Ok(Ok(Some(page))) => page,
        Ok(Ok(None)) => pages::not_found(),
        Ok(Err(e)) => {
            tracing::warn!("web page: {e}");
            pages::failed()
        }
        Err(e) => {
            tracing::error!("web page panicked: {e}");
            pages::failed()
        }
    }
}

async fn game(
    State(site): State<Arc<Site>>,
    Path((id, token)): Path<(String, String)>,
) -> Response {
    made(site, id, token, |store, id, token| {
        let page = host::game_page(store, id, token).map_err(|e| e.to_string())?;
        Ok(page.map(|p| pages::game(&p, token).into_response()))
    })
    .await
}

async fn replay(
    State(site): State<Arc<Site>>,
    Path((id, token)): Path<(String, String)>,
) -> Response {
    made(site, id, token, |store, id, token| {
        let replay = host::replay_page(store, id, token).map_err(|e| e.to_string())?;
        Ok(replay.map(|r| pages::replay(&r, id, token).into_response()))
    })
    .await
}

async fn view_json(
    State(site): State<Arc<Site>>,
    Path((id, token)): Path<(String, String)>,
) -> Response {
    made(site, id, token, |store, id, token| {
        let page = host::game_page(store, id, token).map_err(|e| e.to_string())?;
        let Some(page) = page else { return Ok(None) };
        let json = serde_json::to_string(&page.view).map_err(|e| e.to_string())?;
        Ok(Some(
            ([(header::CONTENT_TYPE, "application/json")], json).into_response(),
        ))
    })
    .await
}

async fn tourney(
    State(site): State<Arc<Site>>,
    Path((id, token)): Path<(String, String)>,
) -> Response {
    made(site, id, token, |store, id, token| {
        let page = host::tourney::tourney_page(store, id, token).map_err(|e| e.to_string())?;
        Ok(page.map(|p| super::tourney::page(&p, token).into_response()))
    })
    .await
}

/// Which season a league page shows (its number, 0 the first).
#[derive(serde::Deserialize)]
pub(super) struct Season {
    season: Option<usize>,
}

async fn league(
    State(site): State<Arc<Site>>,
    Path((id, token)): Path<(String, String)>,
    Query(season): Query<Season>,
    headers: HeaderMap,
) -> Response {
    let lang = reader_lang(&headers);
    made(site, id, token, move |store, id, token| {
        let page = host::league::league_page(store, id, token, season.season)
            .map_err(|e| e.to_string())?;
        let base = format!("/l/{id}/{token}");
        Ok(page.map(|p| super::league::page(&p, lang, &base).into_response()))
    })
    .await
}

/// The first of the reader's languages (`Accept-Language`) that the pages
/// are written in; English when none is.
fn reader_lang(headers: &HeaderMap) -> Lang {
    let asked = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    asked
        .split(',')
        .filter_map(|l| Lang::from_locale(l.split(';').next()?.trim()))
        .next()
        .unwrap_or_default()
}

/// The server's own style and scripts, by name; nothing else is a file.
async fn asset(Path(file): Path<String>) -> Response {
    let (body, kind) = match file.as_str() {
        "site.css" => (include_str!("../../assets/web/site.css"), "text/css"),
        "live.js" => (include_str!("../../assets/web/live.js"), "text/javascript"),
        "replay.js" => (
            include_str!("../../assets/web/replay.js"),
            "text/javascript",
        ),
        "icon.svg" => (include_str!("../../assets/web/icon.svg"), "image/svg+xml"),
        _ => return pages::not_found(),
    };
    (
        [
            (header::CONTENT_TYPE, kind),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        body,
    )
        .into_response()
}

async fn metrics(State(site): State<Arc<Site>>) -> Response {
    site.ops
        .as_ref()
        .map_or_else(pages::not_found, |ops| ops.metrics())
}

async fn ready(State(site): State<Arc<Site>>) -> Response {
    site.ops
        .as_ref()
        .map_or_else(pages::not_found, |ops| ops.ready())
}

#[cfg(test)]
mod tests {
    use super::well_formed;

    #[test]
    fn ids_and_tokens_are_checked_before_the_store_is_asked() {
        let token = "0123456789abcdef0123456789abcdef";
        assert!(well_formed("123-1700000000-0a1b", token));
        assert!(!well_formed("../../etc/passwd", token));
        assert!(!well_formed("", token));
        assert!(!well_formed(&"1".repeat(101), token));
        assert!(!well_formed("123-1-2", &token[1..]));
        assert!(!well_formed("123-1-2", &token.replace('a', "z")));
    }
}
