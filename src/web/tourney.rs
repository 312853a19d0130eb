//! A tournament's page: its standings with their tie-breaks, every round's
//! tables with links to their games and their results, the deadlines, and
//! the seeds' commitments with how to check them.

use super::pages::frame;
use crate::host::tourney::{RoundPage, SeedPage, Stage, TablePage, TourneyPage};
use crate::i18n::Lang;
use crate::msg;
use maud::{Markup, html};

/// Unix seconds as the page shows them (UTC, to the minute).
pub(super) fn when(secs: u64) -> String {
    i64::try_from(secs)
        .ok()
        .and_then(|s| chrono::DateTime::from_timestamp(s, 0))
        .map_or_else(String::new, |t| t.format("%Y-%m-%d %H:%M UTC").to_string())
}

/// The whole page; `token` makes the address of its event stream.
pub(super) fn page(p: &TourneyPage, token: &str) -> Markup {
    let lang = p.lang;
    let title = lang.tr(&msg!(
        "web-tourney-title",
        name = p.name.as_str(),
        board = p.board.as_str()
    ));
    let stage = match p.stage {
        Stage::Signup => msg!("tourney-stage-signup", players = p.standings.len()),
        Stage::Running => msg!(
            "tourney-stage-running",
            round = p.rounds.len(),
            rounds = p.rounds_planned
        ),
        Stage::Finished => msg!("tourney-stage-finished"),
        Stage::Cancelled => msg!("tourney-stage-cancelled"),
    };
    let events = format!("/t/{}/{token}/events?v={}", p.channel, p.stamp);
    let body = html! {
        main id="tourney" data-events=(events) {
            h1 { (title) }
            div class="status" { p class="headline" { (lang.tr(&stage)) } }
            (standings(p))
            @if p.rounds.is_empty() { p { (lang.tr(&msg!("web-no-rounds"))) } }
            @for r in p.rounds.iter().rev() { (round(lang, r)) }
            (seeds(p))
        }
    };
    frame(lang, &title, &["live.js"], body)
}

/// The standings, with the tie-breaks as columns and in words.
fn standings(p: &TourneyPage) -> Markup {
    let lang = p.lang;
    html! {
        h2 { (lang.tr(&msg!("web-standings"))) }
        div class="wide" { table class="players standings" {
            thead { tr {
                th { "#" }
                th { (lang.tr(&msg!("web-player"))) }
                th { (lang.tr(&msg!("web-tp"))) }
                th { (lang.tr(&msg!("web-vp"))) }
                th { (lang.tr(&msg!("web-wins"))) }
                th { (lang.tr(&msg!("web-opp"))) }
                th { (lang.tr(&msg!("web-games"))) }
            } }
            tbody { @for s in &p.standings {
                tr class=[s.dropped.then_some("dropped")] {
                    td { (s.rank) }
                    td { (s.name) @if s.dropped { " (" (lang.tr(&msg!("web-dropped"))) ")" } }
                    td { (s.tp) }
                    td { (format!("{:.1}", s.vp_pct * 100.0)) }
                    td { (s.wins) }
                    td { (format!("{:.2}", s.opp_avg)) }
                    td { (s.games) }
                }
            } }
        } }
        p class="hint" { (lang.tr(&msg!("web-tiebreaks"))) }
    }
}

/// One round: its deadline, its tables and its byes.
fn round(lang: Lang, r: &RoundPage) -> Markup {
    let head = if r.final_table {
        msg!("web-final")
    } else {
        msg!("web-round", n = r.number)
    };
    html! {
        section class="round" id=(format!("round-{}", r.number)) {
            h2 { (lang.tr(&head)) }
            @if r.deadline > 0 {
                p class="hint" { (lang.tr(&msg!("web-deadline", at = when(r.deadline)))) }
            }
            @for t in &r.tables { (table(lang, t)) }
            @if !r.byes.is_empty() {
                p { (lang.tr(&msg!("web-byes", players = r.byes.join(", ")))) }
            }
        }
    }
}

/// One table: its players in seat order, with the result once reported.
fn table(lang: Lang, t: &TablePage) -> Markup {
    let watch = if t.result.is_some() {
        msg!("web-table-game")
    } else {
        msg!("web-table-live")
    };
    html! {
        div class="table" {
            h3 {
                (t.name) " "
                @if let Some(path) = &t.game { a class="game" href=(path) { (lang.tr(&watch)) } }
            }
            ol class="seats" { @for (i, name) in t.players.iter().enumerate() {
                li {
                    (name)
                    @if let Some((place, score, tp)) = t.result.as_ref().and_then(|r| r.get(i)) {
                        " — " (lang.tr(&msg!("web-seat-result", place = u32::from(*place) + 1, score = *score, tp = *tp)))
                    }
                }
            } }
            @if t.by_computer { p class="hint" { (lang.tr(&msg!("web-by-computer"))) } }
        }
    }
}

/// The commitments, the seeds revealed so far, and how to check them.
fn seeds(p: &TourneyPage) -> Markup {
    let lang = p.lang;
    let tables = p.rounds.iter().flat_map(|r| &r.tables);
    html! {
        h2 { (lang.tr(&msg!("web-seeds"))) }
        p class="hint" { (lang.tr(&msg!("web-seeds-how"))) }
        div class="wide" { table class="seeds" {
            thead { tr {
                th { (lang.tr(&msg!("web-seed-of"))) }
                th { (lang.tr(&msg!("web-seed-commitment"))) }
                th { (lang.tr(&msg!("web-seed-revealed"))) }
            } }
            tbody {
                (seed_row(lang, &lang.tr(&msg!("web-seed-pairing")), &p.seed))
                @for t in tables { (seed_row(lang, &t.game_id, &t.seed)) }
            }
        } }
    }
}

fn seed_row(lang: Lang, what: &str, seed: &SeedPage) -> Markup {
    html! {
        tr {
            td { (what) }
            td { code { (seed.commitment) } }
            td { @match &seed.revealed {
                Some((seed, salt)) => code { (lang.tr(&msg!("web-seed-salt", seed = seed.to_string(), salt = salt.as_str()))) },
                None => (lang.tr(&msg!("web-seed-hidden"))),
            } }
        }
    }
}
