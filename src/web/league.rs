//! A league's page: one season's leaderboards (all boards, then each
//! board), links to the other seasons, and every player's stats.

use super::pages::frame;
use crate::host::league::{BoardTable, LeaguePage};
use crate::i18n::Lang;
use crate::msg;
use maud::{Markup, html};

/// The page of one season, in `lang`; `base` is the page's own address.
pub(super) fn page(p: &LeaguePage, lang: Lang, base: &str) -> Markup {
    let season = p.seasons.get(p.season).map_or("", String::as_str);
    let title = lang.tr(&msg!("web-league-title", season = season));
    let body = html! {
        main id="league" data-events=(format!("{base}/events?v={}", p.stamp)) {
            h1 { (title) }
            @if p.seasons.len() > 1 {
                nav class="seasons" {
                    (lang.tr(&msg!("web-seasons"))) " "
                    @for (i, name) in p.seasons.iter().enumerate() {
                        @if i == p.season { strong { (name) } }
                        @else { a href=(format!("{base}?season={i}")) { (name) } }
                        " "
                    }
                }
            }
            @for b in &p.boards { (board(lang, b)) }
            h2 { (lang.tr(&msg!("web-players"))) }
            @if p.players.is_empty() { p { (lang.tr(&msg!("league-board-empty"))) } }
            @for player in &p.players {
                section class="stats" {
                    h3 { (player.name) }
                    ul { @for line in player.lines.iter().skip(1) { li { (lang.tr(line)) } } }
                }
            }
        }
    };
    frame(lang, &title, &["live.js"], body)
}

/// One leaderboard, every rated person in it.
fn board(lang: Lang, b: &BoardTable) -> Markup {
    html! {
        h2 { (lang.tr(&b.title)) }
        @if b.rows.is_empty() { p { (lang.tr(&msg!("league-board-empty"))) } }
        @else {
            table class="players board-table" {
                thead { tr {
                    th { "#" } th { (lang.tr(&msg!("web-player"))) }
                    th { (lang.tr(&msg!("web-rating"))) } th { (lang.tr(&msg!("web-games"))) }
                } }
                tbody { @for r in &b.rows {
                    tr {
                        td { (r.rank) }
                        td { (r.name) }
                        td { (r.rating) @if r.provisional { "?" } }
                        td { (r.games) }
                    }
                } }
            }
        }
    }
}
