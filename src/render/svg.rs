//! The public board as SVG, drawn from the same layout as the PNG
//! ([`super::geometry::Layout`]): the same place centres, the same cars of
//! every lane, in the same colors, so it is crisp at any zoom.

use super::geometry::{CAR_W, Layout};
use super::palette::{self, INK};
use super::static_layer::{self, corner};
use super::{RenderError, font};
use crate::i18n::Lang;
use crate::rules::{Board, LastMove, PlaceKind, PublicView};
use std::fmt::Write;
use tiny_skia::Color;

/// The public map of `view` as an SVG element (no status band: a page
/// writes the status as text). Place names are escaped.
pub fn board_svg(board: &Board, view: &PublicView) -> Result<String, RenderError> {
    let map = static_layer::get(board, font::fonts()?, Lang::En)?;
    let layout = &map.art.layout;
    let mut out = String::with_capacity(64 * 1024);
    let _ = write!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {} {}" role="img" class="board"><rect width="100%" height="100%" fill="{}"/>"#,
        layout.width,
        layout.height,
        hex(palette::background(&board.name))
    );
    lanes(&mut out, board, layout, view);
    places(&mut out, board, layout, view);
    out.push_str("</svg>");
    Ok(out)
}

/// Every car of every lane, in its owner's color once claimed; the last
/// claimed lane is outlined.
fn lanes(out: &mut String, board: &Board, layout: &Layout, view: &PublicView) {
    let world = board.name == "world";
    let last = match view.last_move {
        Some(LastMove::Claimed(_, l)) => Some(l.index()),
        _ => None,
    };
    for (i, (lane, geom)) in board.lanes.iter().zip(&layout.lanes).enumerate() {
        let owner = view.owners.get(i).copied().flatten();
        let fill = match owner {
            Some(seat) => palette::player(seat).fill,
            None => palette::route(lane.color, world).fill,
        };
        let (stroke, width) = if last == Some(i) {
            (0x00B7FF, 4.0)
        } else {
            (INK, 1.0)
        };
        let _ = write!(
            out,
            r##"<g data-l="{i}" fill="{}" stroke="#{stroke:06x}" stroke-width="{width}">"##,
            hex(fill)
        );
        let (len, r) = (geom.car_len, corner(lane.kind));
        for (car, dx) in static_layer::cars(geom) {
            let _ = write!(
                out,
                r#"<rect x="{:.1}" y="{:.1}" width="{len:.1}" height="{CAR_W}" rx="{r}" transform="translate({:.1} {:.1}) rotate({:.1})"/>"#,
                -len / 2.0,
                -CAR_W / 2.0,
                car.x + dx,
                car.y,
                car.angle.to_degrees()
            );
        }
        out.push_str("</g>");
    }
}

/// City markers and names, and the stations and harbors built on them.
fn places(out: &mut String, board: &Board, layout: &Layout, view: &PublicView) {
    out.push_str(r##"<g fill="#fff" stroke="#222" stroke-width="2">"##);
    for (i, place) in board.places.iter().enumerate() {
        let (x, y) = layout.places[i];
        match (place.kind, layout.pills.get(i).copied().flatten()) {
            (PlaceKind::Country, Some((hx, hy))) => {
                let _ = write!(
                    out,
                    r#"<rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" rx="{hy:.1}"/>"#,
                    x - hx,
                    y - hy,
                    2.0 * hx,
                    2.0 * hy
                );
            }
            _ => {
                let _ = write!(
                    out,
                    r#"<circle cx="{x:.1}" cy="{y:.1}" r="{:.1}"/>"#,
                    layout.radii[i]
                );
            }
        }
    }
    out.push_str("</g>");
    for (kind, pieces) in [(0.6, &view.stations), (0.9, &view.harbors)] {
        for &(p, seat) in pieces.iter() {
            let Some(&(x, y)) = layout.places.get(p.index()) else {
                continue;
            };
            let _ = write!(
                out,
                r##"<circle cx="{x:.1}" cy="{y:.1}" r="{:.1}" fill="{}" stroke="#222" stroke-width="2"/>"##,
                layout.radii[p.index()] * kind,
                hex(palette::player(seat).fill)
            );
        }
    }
    let _ = write!(
        out,
        r##"<g font-family="sans-serif" font-size="{}" fill="#222" paint-order="stroke" stroke="#fff" stroke-width="3">"##,
        super::geometry::LABEL_SIZE
    );
    for label in &layout.labels {
        if let Some([a, b]) = label.leader {
            let _ = write!(
                out,
                r##"<line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="#222" stroke-width="1.5"/>"##,
                a.0, a.1, b.0, b.1
            );
        }
    }
    for (i, label) in layout.labels.iter().enumerate() {
        let _ = write!(
            out,
            r#"<text x="{:.1}" y="{:.1}">{}</text>"#,
            label.x,
            label.baseline,
            escape(&board.places[i].name)
        );
    }
    out.push_str("</g>");
}

/// `#rrggbb` of a color.
fn hex(c: Color) -> String {
    let c = c.to_color_u8();
    format!("#{:02x}{:02x}{:02x}", c.red(), c.green(), c.blue())
}

/// Text made safe inside an XML element or attribute.
pub(super) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{GameOptions, new_game, public_view};

    #[test]
    fn every_car_and_place_is_drawn_and_owned_lanes_take_the_owners_color() {
        let board = crate::maps::board("europe").unwrap();
        let players = ["a".to_string(), "b".to_string()];
        let game = new_game(&board, &players, GameOptions::default(), 1).unwrap();
        let mut view = public_view(&board, &game);
        view.owners[0] = Some(1);
        let svg = board_svg(&board, &view).unwrap();
        let cars: usize = board.lanes.iter().map(|l| l.len as usize).sum();
        assert!(svg.matches("<rect x=").count() >= cars);
        assert!(svg.contains(&hex(palette::player(1).fill)));
        for place in &board.places {
            assert!(svg.contains(&escape(&place.name)), "{}", place.name);
        }
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
    }

    #[test]
    fn markup_in_text_is_escaped() {
        assert_eq!(
            escape("<b a=\"x\">&'"),
            "&lt;b a=&quot;x&quot;&gt;&amp;&#39;"
        );
    }
}
