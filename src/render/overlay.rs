//! What a picture draws over its map, as pieces in drawing order, each
//! with the rows it may touch. A strip of map rows shows the static map
//! and the pieces over it, drawn in order, so the pieces' hash is the
//! strip's *signature*: equal signatures give equal pixels, and a strip
//! whose signature the stream's last picture had need not be drawn again.

use super::draw::Canvas;
use super::geometry::Layout;
use super::pieces::{self, Band};
use super::static_layer::Art;
use super::strips::{ROWS, Redrawn, any_redrawn};
use super::{Look, patterns};
use crate::rules::{Board, LaneId, LastMove, PlaceId, PlayerView, PublicView, Seat};
use std::hash::Hash;

/// Rows past a place's marker that a piece on it may touch (the offer
/// ring, a harbor's badge, the last move's ring, with anti-aliasing).
const PLACE_REACH: f32 = 24.0;
/// Rows past a shape's edge that anti-aliasing may touch.
const EDGE: f32 = 2.0;

/// One thing drawn over the map; lanes and places by index.
#[derive(Clone, Copy, Debug, Hash)]
pub(super) enum Piece {
    /// An unclaimed colored lane's pattern.
    Pattern(usize),
    Band(Band, usize),
    /// The ring around the last station or harbor.
    LastPlace(usize),
    /// A claimed lane's cars in its owner's colors.
    Claimed(usize, Seat),
    /// The ring of a ticket's place: done when every ticket naming it is.
    TicketRing(usize, bool),
    OfferRing(usize),
    Station(usize, Seat),
    Harbor(usize, Seat),
}

/// The pieces over the map of `view`, in drawing order: lane patterns, the
/// last move, `halo` lanes, the reader's network, claimed lanes, the
/// reader's ticket and offer places, stations and harbors.
pub(super) fn list(
    board: &Board,
    view: &PublicView,
    (private, look): (Option<&PlayerView>, Look),
    halo: &[LaneId],
) -> Vec<Piece> {
    let mut out = Vec::new();
    let owners = &view.owners;
    if look.patterns {
        let plain = |&l: &usize| board.lanes[l].color.is_some() && owners[l].is_none();
        out.extend((0..owners.len()).filter(plain).map(Piece::Pattern));
    }
    match view.last_move {
        Some(LastMove::Claimed(_, l)) => out.push(Piece::Band(Band::LastMove, l.index())),
        Some(LastMove::Station(_, p) | LastMove::Harbor(_, p)) => {
            out.push(Piece::LastPlace(p.index()));
        }
        _ => {}
    }
    let bands = |out: &mut Vec<Piece>, lanes: &[usize], kinds: [Band; 2]| {
        for kind in kinds {
            out.extend(lanes.iter().map(|&l| Piece::Band(kind, l)));
        }
    };
    let halo: Vec<usize> = halo.iter().map(|l| l.index()).collect();
    bands(&mut out, &halo, [Band::HaloEdge, Band::Halo]);
    if let Some(pv) = private {
        let own: Vec<usize> = (0..owners.len())
            .filter(|&l| owners[l] == Some(pv.seat))
            .collect();
        bands(&mut out, &own, [Band::NetworkEdge, Band::Network]);
    }
    let claimed = owners.iter().enumerate();
    out.extend(claimed.filter_map(|(l, o)| o.map(|s| Piece::Claimed(l, s))));
    if let Some(pv) = private {
        let tickets = super::ticket_places(board, pv);
        out.extend(
            tickets
                .iter()
                .map(|&(p, done)| Piece::TicketRing(p.index(), done)),
        );
        let offers = super::offer_places(board, pv);
        out.extend(offers.iter().map(|p| Piece::OfferRing(p.index())));
    }
    out.extend(
        view.stations
            .iter()
            .map(|&(p, s)| Piece::Station(p.index(), s)),
    );
    out.extend(
        view.harbors
            .iter()
            .map(|&(p, s)| Piece::Harbor(p.index(), s)),
    );
    out
}

impl Piece {
    /// Draws it on `cv`, a picture whose map is `art`'s: lanes' cars and
    /// bands only in the rows drawn again (`only`).
    pub(super) fn draw(self, cv: &mut Canvas, board: &Board, art: &Art, only: Redrawn) {
        let layout = &art.layout;
        match self {
            Piece::Pattern(l) => patterns::lane(cv, board, layout, l),
            Piece::Band(kind, l) => kind.draw(cv, art, LaneId::at(l), only),
            Piece::LastPlace(p) => pieces::last_place(cv, layout, PlaceId::at(p)),
            Piece::Claimed(l, seat) => {
                pieces::claimed(cv.pix.data_mut(), &art.lanes[l], seat, only)
            }
            Piece::TicketRing(p, done) => {
                pieces::ticket_rings(cv, layout, &[(PlaceId::at(p), done)])
            }
            Piece::OfferRing(p) => pieces::offer_rings(cv, layout, &[PlaceId::at(p)]),
            Piece::Station(p, s) => pieces::stations(cv, layout, &[(PlaceId::at(p), s)]),
            Piece::Harbor(p, s) => pieces::harbors(cv, layout, &[(PlaceId::at(p), s)]),
        }
    }

    /// The map rows it may touch: from the first to past the last.
    fn rows(self, layout: &Layout) -> (f32, f32) {
        match self {
            Piece::Pattern(l) | Piece::Claimed(l, _) => car_rows(layout, l),
            Piece::Band(kind, l) => line_rows(layout, l, kind.width()),
            Piece::LastPlace(p)
            | Piece::TicketRing(p, _)
            | Piece::OfferRing(p)
            | Piece::Station(p, _)
            | Piece::Harbor(p, _) => {
                let y = layout.places[p].1;
                let half = layout.pills[p].map_or(layout.radii[p], |(_, hy)| hy);
                let reach = half.max(0.0) + PLACE_REACH;
                (y - reach, y + reach)
            }
        }
    }

    /// Whether it touches a strip of map rows `redraw` marks (or the rows
    /// past them).
    pub(super) fn meets(self, layout: &Layout, redraw: &[bool]) -> bool {
        let (top, bottom) = strip_range(self.rows(layout), redraw.len());
        any_redrawn(redraw, top..=bottom)
    }
}

/// The rows lane `l`'s cars may touch: each car's rim (the largest shape
/// drawn on a car) turned to the car's angle; none for a lane without cars.
fn car_rows(layout: &Layout, l: usize) -> (f32, f32) {
    let g = &layout.lanes[l];
    let (len, wide) = pieces::rim_size(g.car_len);
    let (half_len, half_wide) = (len / 2.0, wide / 2.0);
    g.cars
        .iter()
        .fold((f32::MAX, f32::MIN), |(top, bottom), c| {
            let (sin, cos) = c.angle.sin_cos();
            let reach = sin.abs() * half_len + cos.abs() * half_wide + EDGE;
            (top.min(c.y - reach), bottom.max(c.y + reach))
        })
}

/// The rows a band `width` px wide along lane `l`'s line (round caps and
/// joins) may touch.
fn line_rows(layout: &Layout, l: usize, width: f32) -> (f32, f32) {
    let reach = width / 2.0 + EDGE;
    let ys = layout.lanes[l].line.iter().map(|p| p.1);
    ys.fold((f32::MAX, f32::MIN), |(top, bottom), y| {
        (top.min(y - reach), bottom.max(y + reach))
    })
}

/// The strips (of `n` whole strips of map rows, and one past them) that
/// rows `top..bottom` meet.
fn strip_range((top, bottom): (f32, f32), n: usize) -> (usize, usize) {
    let strip = |y: f32| ((y.max(0.0) as usize) / ROWS).min(n);
    (strip(top.floor()), strip(bottom.ceil()))
}

/// The signature of each whole strip of map rows (every [`ROWS`] rows
/// from the top of a map `width` px wide) under `pieces`.
pub(super) fn signatures(pieces: &[Piece], layout: &Layout, width: u32) -> Vec<u128> {
    let n = layout.height as usize / ROWS;
    let mut hashers: Vec<_> = (0..n)
        .map(|k| {
            let seed = u64::from(width) << 32 | k as u64;
            xxhash_rust::xxh3::Xxh3::with_seed(seed)
        })
        .collect();
    for piece in pieces {
        let (top, bottom) = strip_range(piece.rows(layout), n);
        for h in hashers.iter_mut().take(bottom + 1).skip(top) {
            piece.hash(h);
        }
    }
    hashers.iter().map(|h| h.digest128()).collect()
}

#[cfg(test)]
mod tests {
    use super::super::{font, static_layer, touched, words};
    use super::*;
    use crate::i18n::Lang;
    use tiny_skia::Pixmap;

    /// On every board, each piece drawn alone touches only the rows it
    /// says it may: else a strip's signature could miss a piece on it.
    #[test]
    fn pieces_draw_only_in_their_rows() {
        let fonts = font::fonts().unwrap();
        let bands = [
            Band::LastMove,
            Band::HaloEdge,
            Band::Halo,
            Band::NetworkEdge,
            Band::Network,
        ];
        for name in crate::maps::BOARDS {
            let board = crate::maps::board(name).unwrap();
            let map = static_layer::get(&board, fonts, Lang::En).unwrap();
            let layout = &map.art.layout;
            let (w, h) = (layout.width as u32, layout.height as u32);
            let pix = Pixmap::new(w, h).unwrap();
            let words = words::get(Lang::En);
            let mut cv = Canvas { pix, fonts, words };
            let lanes = (0..layout.lanes.len()).flat_map(|l| {
                let claimed = [Piece::Pattern(l), Piece::Claimed(l, l % 5)];
                claimed.into_iter().chain(bands.map(|b| Piece::Band(b, l)))
            });
            let places = (0..layout.places.len()).flat_map(|p| {
                [
                    Piece::LastPlace(p),
                    Piece::TicketRing(p, p % 2 == 0),
                    Piece::OfferRing(p),
                    Piece::Station(p, p % 5),
                    Piece::Harbor(p, p % 5),
                ]
            });
            let mut checked = 0;
            for piece in lanes.chain(places) {
                piece.draw(&mut cv, &board, &map.art, Redrawn::all(w as usize));
                let Some((first, last)) = touched(cv.pix.data_mut(), w as usize) else {
                    continue;
                };
                let (top, bottom) = piece.rows(layout);
                assert!(
                    top.floor() <= first as f32 && last as f32 <= bottom.ceil(),
                    "{name}: {piece:?} draws rows {first}..={last}, but says {top}..{bottom}"
                );
                checked += 1;
            }
            assert!(
                checked > layout.lanes.len() * 7,
                "{name}: {checked} pieces drawn"
            );
        }
    }
}
