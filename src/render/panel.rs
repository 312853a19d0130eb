//! The public panel under the map: a row per player (swatch with symbol,
//! name, score, pieces, cards, tickets, stations or harbors — or the final
//! ranking with its breakdown), whose turn it is, the last move, the
//! face-up cards and the deck sizes, in the picture's language.

use super::draw::{Canvas, push_round_rect, push_symbol};
use super::font::{Face, Fonts};
use super::palette::{self, rgb};
use super::stamps::{self, Stamps};
use super::words::Words;
use crate::i18n::Msg;
use crate::msg;
use crate::rules::{Board, Family, LastMove, Phase, PublicView, Seat, rank_seats};
use std::sync::OnceLock;
use tiny_skia::PathBuilder;

/// Left and right margin.
pub(super) const PAD: f32 = 16.0;
pub(super) const ROW: f32 = 34.0;
pub(super) const HEAD: f32 = 40.0;
/// Where the status block starts.
pub(super) const RIGHT_X: f32 = 980.0;
/// The player-name column's width, and how far it gives way to columns
/// whose headings need more room.
pub(super) const NAME_W: f32 = 210.0;
pub(super) const MIN_NAME_W: f32 = 140.0;
pub(super) const FACE_W: f32 = 56.0;
pub(super) const FACE_H: f32 = 36.0;

/// What the panel needs before it is drawn: its height and the lines of
/// news under the title (one or two, by the language's length).
pub(super) struct Plan {
    pub height: f32,
    pub news: Vec<String>,
    /// The picture's band above the map shows the status: the panel keeps
    /// only the decks and a tunnel's cards.
    pub banded: bool,
}

/// The panel's plan for this view, in a picture `width` px wide; `banded`
/// when the status stands in a band above the map.
pub(super) fn plan(
    fonts: &Fonts,
    words: &Words,
    (board, view): (&Board, &PublicView),
    width: f32,
    banded: bool,
) -> Plan {
    let table = HEAD + ROW * view.players.len() as f32;
    let news = match banded {
        true => Vec::new(),
        false => news(fonts, words, board, view, status_width(width)),
    };
    let tunnel = if view.tunnel.is_some() { 44.0 } else { 0.0 };
    let heading = match banded {
        true => 0.0,
        false => 32.0 + 26.0 * news.len() as f32 + 26.0 + FACE_H + 12.0,
    };
    Plan {
        height: table.max(heading + 26.0 + tunnel) + 2.0 * PAD,
        news,
        banded,
    }
}

/// The status block's width in a picture `width` px wide.
pub(super) fn status_width(width: f32) -> f32 {
    width - PAD - RIGHT_X
}

/// The lines under the title: the final round and the last move, on one
/// line when they fit, else one line each (longer languages); each cut to
/// `max_w` px if need be.
fn news(fonts: &Fonts, words: &Words, board: &Board, view: &PublicView, max_w: f32) -> Vec<String> {
    let mut parts = Vec::new();
    if let Some(n) = view.final_turns.filter(|_| view.phase == Phase::Play) {
        parts.push(words.tr(&msg!("render-final-round", count = n)));
    }
    if let Some(t) = last_move_text(board, view) {
        parts.push(words.tr(&msg!("render-last", what = t)));
    }
    let one = parts.join(" · ");
    if parts.len() < 2 || fonts.width(Face::Regular, 16.0, &one) <= max_w {
        return vec![fonts.fit(Face::Regular, 16.0, &one, max_w)];
    }
    parts
        .iter()
        .map(|p| fonts.fit(Face::Regular, 16.0, p, max_w))
        .collect()
}

/// Most bytes of swatches kept.
const SWATCH_BYTES: u64 = 1 << 20;

/// A swatch: a rounded square in the seat's color with its symbol, drawn
/// once per seat, size and position within a quarter pixel, and kept.
pub(super) fn swatch(cv: &mut Canvas, seat: Seat, x: f32, y: f32, size: f32) {
    let draw = |local: &mut Canvas, x, y| swatch_in_place(local, seat, x, y, size);
    stamps::paint(
        swatches(),
        cv,
        ((seat, size.to_bits()), (size, size)),
        (x, y),
        draw,
    );
}

/// Swatches kept, by seat, size and position within a pixel.
fn swatches() -> &'static Stamps<(Seat, u32)> {
    static KEPT: OnceLock<Stamps<(Seat, u32)>> = OnceLock::new();
    KEPT.get_or_init(|| stamps::kept(256, SWATCH_BYTES))
}

/// Forgets the kept swatches: they are drawn again when next needed.
pub(super) fn forget_swatches() {
    swatches().clear();
}

fn swatch_in_place(cv: &mut Canvas, seat: Seat, x: f32, y: f32, size: f32) {
    let style = palette::player(seat);
    let mut pb = PathBuilder::new();
    push_round_rect(&mut pb, x, y, size, size, 5.0);
    if let Some(p) = pb.finish() {
        cv.fill(&p, style.fill);
        cv.stroke(&p, rgb(0x111111), 1.5);
    }
    let mut pb = PathBuilder::new();
    push_symbol(
        &mut pb,
        style.symbol,
        x + size / 2.0,
        y + size / 2.0,
        size * 0.3,
    );
    if let Some(p) = pb.finish() {
        cv.fill(&p, style.ink);
    }
}

/// One column of the player table: its heading and each seat's value.
pub(super) struct Column<'w> {
    pub head: &'w str,
    pub values: Vec<String>,
}

fn count(n: Option<u8>) -> String {
    n.map_or_else(|| "?".to_string(), |n| n.to_string())
}

/// Stations each seat built, from the stations it has left.
fn stations_built(board: &Board, view: &PublicView) -> Vec<u8> {
    let start = board.family.config().stations;
    view.players
        .iter()
        .map(|p| start.saturating_sub(p.stations))
        .collect()
}

pub(super) fn columns<'w>(w: &'w Words, board: &Board, view: &PublicView) -> Vec<Column<'w>> {
    let col = |head: &'w String, f: &dyn Fn(usize) -> String| Column {
        head: head.as_str(),
        values: (0..view.players.len()).map(f).collect(),
    };
    let p = &view.players;
    let mut cols = Vec::new();
    if let Some(fs) = &view.final_scores {
        cols.push(col(&w.total, &|s| fs[s].breakdown.total.to_string()));
        cols.push(col(&w.routes, &|s| fs[s].breakdown.routes.to_string()));
        cols.push(col(&w.tickets, &|s| {
            format!(
                "{:+} ({}/{})",
                fs[s].breakdown.tickets,
                fs[s].completed,
                fs[s].tickets.len()
            )
        }));
        match board.family {
            Family::World => {
                cols.push(col(&w.harbor_points, &|s| {
                    fs[s].breakdown.harbors.to_string()
                }));
                cols.push(col(&w.exchange, &|s| fs[s].breakdown.exchange.to_string()));
            }
            Family::Europe => {
                cols.push(col(&w.longest, &|s| fs[s].breakdown.longest.to_string()));
                cols.push(col(&w.station_points, &|s| {
                    fs[s].breakdown.stations.to_string()
                }));
            }
            Family::Usa | Family::Switzerland => {
                cols.push(col(&w.longest, &|s| fs[s].breakdown.longest.to_string()));
            }
        }
        return cols;
    }
    cols.push(col(&w.score, &|s| p[s].score.to_string()));
    cols.push(col(&w.trains, &|s| count(p[s].trains)));
    if board.family == Family::World {
        cols.push(col(&w.ships, &|s| count(p[s].ships)));
    }
    cols.push(col(&w.cards, &|s| p[s].cards.to_string()));
    cols.push(col(&w.tickets, &|s| p[s].tickets.to_string()));
    match board.family {
        Family::Europe => cols.push(col(&w.stations, &|s| p[s].stations.to_string())),
        Family::World => cols.push(col(&w.harbors, &|s| p[s].harbors.to_string())),
        Family::Usa | Family::Switzerland => {}
    }
    cols
}

/// The seats in table order: the final ranking once the game is over.
pub(super) fn order(board: &Board, view: &PublicView) -> Vec<Seat> {
    match &view.final_scores {
        Some(fs) => rank_seats(board, fs, &stations_built(board, view)),
        None => (0..view.players.len()).collect(),
    }
}

/// What the last move was, in words.
pub(super) fn last_move_text(board: &Board, view: &PublicView) -> Option<Msg> {
    let name = |s: &Seat| view.players[*s].name.as_str();
    Some(match view.last_move.as_ref()? {
        LastMove::Claimed(s, l) => msg!(
            "render-move-claimed",
            player = name(s),
            route = board.lane_name(*l)
        ),
        LastMove::Station(s, p) => msg!(
            "render-move-station",
            player = name(s),
            city = board.place_name(*p)
        ),
        LastMove::Harbor(s, p) => msg!(
            "render-move-harbor",
            player = name(s),
            city = board.place_name(*p)
        ),
        LastMove::Drew(s) => msg!("render-move-drew", player = name(s)),
        LastMove::Tickets(s) => msg!("render-move-tickets", player = name(s)),
        LastMove::Exchange(s) => msg!("render-move-exchange", player = name(s)),
        LastMove::Passed(s) => msg!("render-move-passed", player = name(s)),
    })
}

/// The decks' sizes, in words.
pub(super) fn decks_msg(board: &Board, view: &PublicView) -> Msg {
    if board.family == Family::World {
        let d = |k: usize| view.decks.get(k).copied().unwrap_or((0, 0));
        msg!(
            "render-decks-world",
            trains = d(0).0,
            trains_discard = d(0).1,
            ships = d(1).0,
            ships_discard = d(1).1,
            tickets = view.tickets_left
        )
    } else {
        let (draw, discard) = view.decks.first().copied().unwrap_or((0, 0));
        msg!(
            "render-decks",
            draw = draw,
            discard = discard,
            tickets = view.tickets_left
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::late_game;
    use crate::i18n::Lang;
    use crate::rules::{play_random, public_view};
    use rand::SeedableRng;

    /// Final columns are the board's own, and a heading that counts pieces
    /// during play never heads points at the end.
    #[test]
    fn final_columns_are_the_boards_own_and_name_points() {
        for (name, count, points) in [
            ("europe", "stations", "station"),
            ("world", "harbors", "harbor"),
        ] {
            let board = crate::maps::board(name).unwrap();
            let mut state = late_game(&board, 3, 2).unwrap();
            let w = super::super::words::get(Lang::En);
            let heads = |v: &PublicView| -> Vec<String> {
                columns(w, &board, v)
                    .iter()
                    .map(|c| c.head.to_string())
                    .collect()
            };
            let during = heads(&public_view(&board, &state));
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2);
            play_random(&board, &mut state, &mut rng, 5_000, |_, _| Ok(())).unwrap();
            let end = heads(&public_view(&board, &state));
            let (count_head, points_head) = match count {
                "stations" => (&w.stations, &w.station_points),
                _ => (&w.harbors, &w.harbor_points),
            };
            assert!(during.contains(count_head), "{name}: {during:?}");
            assert!(!end.contains(count_head), "{name} {points}: {end:?}");
            assert!(end.contains(points_head), "{name}: {end:?}");
            let foreign = if name == "europe" {
                &w.exchange
            } else {
                &w.longest
            };
            assert!(!end.contains(foreign), "{name}: {end:?}");
        }
    }
}
