//! The pages, as HTML made on the server (maud escapes every text it is
//! given; the board's SVG comes from render, which escapes its own).

use crate::host::{GamePage, Replay, board_title};
use crate::i18n::{Lang, Msg};
use crate::msg;
use crate::render;
use crate::rules::{Board, Phase, PublicView};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use maud::{DOCTYPE, Markup, PreEscaped, html};

/// The frame every page shares: its title, the stylesheet and its scripts.
pub(super) fn frame(lang: Lang, title: &str, scripts: &[&str], body: Markup) -> Markup {
    html! {
        (DOCTYPE)
        html lang=(lang.code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="referrer" content="no-referrer";
                title { (title) }
                link rel="stylesheet" href="/static/site.css";
                link rel="icon" href="/static/icon.svg" type="image/svg+xml";
                @for s in scripts {
                    script src=(format!("/static/{s}")) defer {}
                }
            }
            body { (body) }
        }
    }
}

/// The line that says where the game stands.
fn status(lang: Lang, view: Option<&PublicView>) -> String {
    let Some(view) = view else {
        return lang.tr(&msg!("web-lobby"));
    };
    let line = match (view.phase, view.turn) {
        (Phase::Over, _) => msg!("web-over"),
        (Phase::Play, Some(seat)) => {
            let player = view.players.get(seat).map_or("?", |p| p.name.as_str());
            msg!("web-turn", player = player.to_string())
        }
        _ => msg!("web-setup"),
    };
    lang.tr(&line)
}

/// The status line and, under it, what the band says: what the game waits
/// for and the last move.
fn status_lines(lang: Lang, board: &Board, view: Option<&PublicView>) -> Vec<String> {
    let news = view
        .map(|v| render::status_news(board, v))
        .unwrap_or_default();
    std::iter::once(status(lang, view))
        .chain(news.iter().map(|m| lang.tr(m)))
        .collect()
}

/// A seat's color as `#rrggbb`.
fn seat_hex(seat: usize) -> String {
    let [r, g, b] = render::seat_color(seat);
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// A small disc in a seat's color.
pub(super) fn swatch(seat: usize) -> Markup {
    html! {
        svg class="swatch" viewBox="0 0 10 10" aria-hidden="true" {
            circle cx="5" cy="5" r="5" fill=(seat_hex(seat)) {}
        }
    }
}

/// The players' table: public counts only; `stepped` marks the cells a
/// replay's script fills in for each step.
fn players(lang: Lang, view: &PublicView, stepped: bool) -> Markup {
    html! {
        h2 { (lang.tr(&msg!("web-players"))) }
        table class="players" {
            thead { tr {
                th { (lang.tr(&msg!("web-player"))) }
                th { (lang.tr(&msg!("web-score"))) }
                th { (lang.tr(&msg!("web-trains"))) }
                th { (lang.tr(&msg!("web-cards"))) }
                th { (lang.tr(&msg!("web-tickets"))) }
            } }
            tbody {
                @for (seat, p) in view.players.iter().enumerate() {
                    tr {
                        td { (swatch(seat)) " " (p.name) }
                        @let trains = p.trains.map_or("?".to_string(), |t| t.to_string());
                        @if stepped {
                            td class="score" data-seat=(seat) { (p.score) }
                            td class="count" data-seat=(seat) data-count="0" { (trains) }
                            td class="count" data-seat=(seat) data-count="1" { (p.cards) }
                            td class="count" data-seat=(seat) data-count="2" { (p.tickets) }
                        } @else {
                            td class="score" { (p.score) }
                            td { (trains) }
                            td { (p.cards) }
                            td { (p.tickets) }
                        }
                    }
                }
            }
        }
    }
}

/// A game's page: the board, the status, the players and the moves.
pub(super) fn game(page: &GamePage, token: &str) -> Markup {
    let lang = page.lang;
    let title = lang.tr(&msg!(
        "web-game-title",
        board = lang.tr(&board_title(&page.board))
    ));
    let base = format!("/g/{}/{token}", page.game_id);
    let events = format!("{base}/events?v={}", page.stamp);
    let replay = page.over.then(|| format!("{base}/replay"));
    game_with(page, &title, &events, replay.as_deref(), html! {})
}

/// A game's page titled `title`, following `events`, with `mine` (a
/// player's own part, or nothing) under the status and a link to `replay`.
pub(super) fn game_with(
    page: &GamePage,
    title: &str,
    events: &str,
    replay: Option<&str>,
    mine: Markup,
) -> Markup {
    let lang = page.lang;
    let svg = page
        .view
        .as_ref()
        .and_then(|v| render::board_svg(&page.board, v).ok());
    let body = html! {
        main id="game" data-events=(events) data-moves=(page.moves) {
            h1 { (title) }
            div class="status" {
                @for (i, line) in status_lines(lang, &page.board, page.view.as_ref()).iter().enumerate() {
                    p class=(if i == 0 { "headline" } else { "news" }) { (line) }
                }
            }
            (mine)
            @if let Some(svg) = svg { figure class="board" { (PreEscaped(svg)) } }
            @if let Some(view) = &page.view { (players(lang, view, false)) }
            @else {
                ul class="seats" { @for (seat, name) in page.names.iter().enumerate() { li { (swatch(seat)) " " (name) } } }
            }
            h2 { (lang.tr(&msg!("web-moves"))) }
            @if page.lines.is_empty() { p { (lang.tr(&msg!("web-no-moves"))) } }
            ol class="moves" { @for line in &page.lines { li { (lang.tr(line)) } } }
            @if let Some(replay) = replay { p { a class="replay" href=(replay) { (lang.tr(&msg!("web-replay-link"))) } } }
        }
    };
    frame(lang, title, &["live.js"], body)
}

/// One step of a replay as the page's script reads it.
#[derive(serde::Serialize)]
struct Step {
    /// The status lines.
    t: Vec<String>,
    /// Each seat's score.
    s: Vec<i32>,
    /// Each seat's trains left ("?" while World's split is secret), cards
    /// and tickets.
    c: Vec<(String, u32, usize)>,
    /// Lanes whose owner changed: (lane, seat or -1).
    o: Vec<(usize, i64)>,
    /// Stations and harbors: (x, y, r, seat).
    p: Vec<(f32, f32, f32, usize)>,
}

/// The steps of a replay, each only what changed on the board.
fn steps(replay: &Replay) -> Vec<Step> {
    let mut owners: Vec<Option<usize>> = Vec::new();
    replay
        .steps
        .iter()
        .map(|view| {
            owners.resize(view.owners.len(), None);
            let o = view
                .owners
                .iter()
                .enumerate()
                .filter(|(l, now)| owners[*l] != **now)
                .map(|(l, now)| (l, now.map_or(-1, |s| s as i64)))
                .collect();
            owners.clone_from(&view.owners);
            let p = view
                .stations
                .iter()
                .map(|&(at, seat)| (at, seat, 0.6))
                .chain(view.harbors.iter().map(|&(at, seat)| (at, seat, 0.9)))
                .filter_map(|(at, seat, k)| {
                    let (x, y) = render::place_center(&replay.board, at).ok()?;
                    Some((x, y, 7.0 * k, seat))
                })
                .collect();
            Step {
                t: status_lines(replay.lang, &replay.board, Some(view)),
                s: view.players.iter().map(|p| p.score).collect(),
                c: view
                    .players
                    .iter()
                    .map(|p| {
                        let trains = p.trains.map_or("?".to_string(), |t| t.to_string());
                        (trains, p.cards, p.tickets)
                    })
                    .collect(),
                o,
                p,
            }
        })
        .collect()
}

/// The scores after every step as lines, with a marker the script moves.
fn chart(replay: &Replay) -> Markup {
    let (w, h) = (600.0f32, 200.0f32);
    let n = replay.steps.len().max(2) - 1;
    let top = replay
        .steps
        .iter()
        .flat_map(|v| v.players.iter().map(|p| p.score))
        .max()
        .unwrap_or(1)
        .max(1) as f32;
    let low = replay
        .steps
        .iter()
        .flat_map(|v| v.players.iter().map(|p| p.score))
        .min()
        .unwrap_or(0)
        .min(0) as f32;
    let y = |s: i32| h - (s as f32 - low) / (top - low) * h;
    let seats = replay.steps.last().map_or(0, |v| v.players.len());
    html! {
        svg class="chart" viewBox=(format!("0 0 {w} {h}")) preserveAspectRatio="none" role="img" {
            line x1="0" x2=(w) y1=(y(0)) y2=(y(0)) stroke="#999" stroke-width="1" {}
            @for seat in 0..seats {
                polyline fill="none" stroke=(seat_hex(seat)) stroke-width="2" vector-effect="non-scaling-stroke"
                    points=(replay.steps.iter().enumerate().map(|(i, v)| {
                        let score = v.players.get(seat).map_or(0, |p| p.score);
                        format!("{:.1},{:.1}", i as f32 / n as f32 * w, y(score))
                    }).collect::<Vec<_>>().join(" ")) {}
            }
            line id="mark" x1="0" x2="0" y1="0" y2=(h) stroke="#222" stroke-width="1" vector-effect="non-scaling-stroke" {}
        }
    }
}

/// A finished game's replay: the board at the start, stepped by the script.
pub(super) fn replay(replay: &Replay, game_id: &str, token: &str) -> Markup {
    let lang = replay.lang;
    let title = lang.tr(&msg!(
        "web-replay-title",
        board = lang.tr(&board_title(&replay.board))
    ));
    let (Some(first), Some(last)) = (replay.steps.first(), replay.steps.last()) else {
        return frame(lang, &title, &[], html! { h1 { (title) } });
    };
    let svg = render::board_svg(&replay.board, first).unwrap_or_default();
    let data = serde_json::to_string(&steps(replay)).unwrap_or_else(|_| "[]".into());
    let colors: Vec<String> = (0..last.players.len()).map(seat_hex).collect();
    let total = replay.steps.len() - 1;
    let body = html! {
        main id="replay" data-steps=(data) data-colors=(colors.join(" "))
            data-step-text=(lang.tr(&msg!("web-step", n = "{n}", total = total.to_string()))) {
            h1 { (title) }
            p { a href=(format!("/g/{game_id}/{token}")) { (lang.tr(&msg!("web-game-link"))) } }
            nav class="steps" {
                button id="first" type="button" { (lang.tr(&msg!("web-first"))) }
                button id="prev" type="button" { (lang.tr(&msg!("web-prev"))) }
                output id="at" { (lang.tr(&msg!("web-step", n = total.to_string(), total = total.to_string()))) }
                button id="next" type="button" { (lang.tr(&msg!("web-next"))) }
                button id="last" type="button" { (lang.tr(&msg!("web-last"))) }
            }
            p class="hint" { (lang.tr(&msg!("web-keys"))) }
            div class="status" id="status" {}
            figure class="board" { (PreEscaped(svg)) }
            (players(lang, last, true))
            h2 { (lang.tr(&msg!("web-chart"))) }
            (chart(replay))
        }
    };
    frame(lang, &title, &["replay.js"], body)
}

/// A plain page that says one thing, with its status: in English, with
/// its message kept on the response ([`Plain`]) so that it can be written
/// again in the reader's language.
fn plain(status: StatusCode, what: Msg) -> Response {
    let mut page = plain_in(Lang::En, status, &what);
    page.extensions_mut().insert(Plain(what));
    page
}

/// What a plain page says, kept on its response.
#[derive(Clone)]
pub(super) struct Plain(pub Msg);

/// A plain page in `lang`.
pub(super) fn plain_in(lang: Lang, status: StatusCode, what: &Msg) -> Response {
    let text = lang.tr(what);
    let page = frame(lang, &text, &[], html! { main { p { (text) } } });
    (status, page).into_response()
}

/// 404: no such page (or a token that is not the game's).
pub(super) fn not_found() -> Response {
    plain(StatusCode::NOT_FOUND, msg!("web-not-found"))
}

/// 403: a private link that is forged, expired or revoked.
pub(super) fn refused() -> Response {
    plain(StatusCode::FORBIDDEN, msg!("web-private-refused"))
}

/// 400: an address no link makes.
pub(super) fn bad_request() -> Response {
    plain(StatusCode::BAD_REQUEST, msg!("web-bad-request"))
}

/// 500: the store could not be read.
pub(super) fn failed() -> Response {
    plain(StatusCode::INTERNAL_SERVER_ERROR, msg!("web-failed"))
}
