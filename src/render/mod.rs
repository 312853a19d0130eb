//! Pictures of a game as PNG bytes: the public board and one player's
//! private picture, labelled in a language. Pure functions of a board and a
//! *view* — never the whole state — so no hidden card or ticket can reach a
//! picture. Each board's static map is drawn once per language and reused;
//! a picture copies it and draws only what changes.

mod alt;
mod band;
mod below;
mod cards;
mod chart;
mod draw;
mod encode;
mod font;
mod geometry;
mod glyphs;
mod hand;
mod labels;
mod leaderboard;
mod overlay;
mod palette;
mod panel;
mod panel_pieces;
mod patterns;
mod phone;
mod pieces;
mod quantize;
mod recap;
mod sample;
mod spare;
mod sprite;
mod stamps;
mod standings;
mod static_layer;
mod status;
mod strip_cache;
mod strips;
mod svg;
mod words;

use crate::i18n::Lang;
use crate::rules::{Board, Card, LaneId, LastMove, PlaceId, PlayerView, PublicView, Seat};
use overlay::Piece;
use std::time::{Duration, Instant};
use strip_cache::{Kind, StreamKey};
use strips::Reusable;
use tiny_skia::Pixmap;

pub use alt::{board_alt, private_alt, recap_alt};
pub use chart::score_chart_png;
pub use leaderboard::{Leaderboard, ROWS, Row, leaderboard_png};
pub use patterns::Look;
pub use recap::{note_placement, recap_gif, recap_gif_of};
pub use standings::{
    PairingsSheet, SheetRow, SheetSeat, SheetTable, StandingsSheet, pairings_alt, pairings_png,
    standings_alt, standings_png,
};
pub use svg::board_svg;

/// Why a picture could not be made.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    #[error("the bundled font could not be read")]
    Font,
    #[error("a {0}×{1} px picture could not be allocated")]
    Canvas(u32, u32),
    #[error("the view does not fit the board: {0}")]
    Mismatch(String),
    #[error("PNG encoding failed: {0}")]
    Encode(#[from] png::EncodingError),
    #[error("PNG strip compression failed: {0}")]
    Deflate(String),
    #[error("GIF encoding failed: {0}")]
    Gif(String),
    /// The picture's board could not be loaded.
    #[error(transparent)]
    Map(#[from] crate::rules::MapError),
    /// A picture of the board `map` could not be drawn.
    #[error("the {map} picture could not be drawn: {source}")]
    Picture {
        map: String,
        source: Box<RenderError>,
    },
}

/// The public picture: the status in large type above the map (see
/// [`map_top`]), the map with claimed routes, stations and harbors, the last
/// move, and the panel of players, face-up cards and decks.
pub fn board_png(board: &Board, view: &PublicView, lang: Lang) -> Result<Vec<u8>, RenderError> {
    let map = static_layer::get(board, font::fonts()?, lang)?;
    picture(board, &map, view, (None, Look::default()), &[], Kind::Board)
}

/// The public picture with `lanes` haloed: the "since your last turn"
/// catch-up's routes claimed since then. Only the reader gets it; everyone
/// else's board stays as [`board_png`] draws it.
/// `look.phone` draws it as the phone picture.
pub fn catch_up_png(
    board: &Board,
    view: &PublicView,
    lang: Lang,
    lanes: &[LaneId],
    look: Look,
) -> Result<Vec<u8>, RenderError> {
    let map = static_layer::get(board, font::fonts()?, lang)?;
    if let Some(&l) = lanes.iter().find(|&&l| l.index() >= board.lanes.len()) {
        return Err(RenderError::Mismatch(format!("no lane {l}")));
    }
    picture(board, &map, view, (None, look), lanes, Kind::CatchUp)
}

/// One player's private picture: the public picture with their ticket
/// places ringed and their network emphasised, plus their cards and tickets.
pub fn private_png(board: &Board, view: &PlayerView, lang: Lang) -> Result<Vec<u8>, RenderError> {
    private_png_look(board, view, lang, Look::default())
}

/// The private picture drawn the way its reader asked (`look`).
pub fn private_png_look(
    board: &Board,
    view: &PlayerView,
    lang: Lang,
    look: Look,
) -> Result<Vec<u8>, RenderError> {
    let map = static_layer::get(board, font::fonts()?, lang)?;
    let reader = (Some(view), look);
    let kind = Kind::Private(view.seat);
    picture(board, &map, &view.public, reader, &[], kind)
}

/// Draws a picture as the next of its stream (the game's `kind` pictures
/// in the map's language, drawn the way the reader's look asks) and
/// encodes it in strips.
fn picture(
    board: &Board,
    map: &static_layer::StaticMap,
    view: &PublicView,
    reader: (Option<&PlayerView>, Look),
    halo: &[LaneId],
    kind: Kind,
) -> Result<Vec<u8>, RenderError> {
    let stream = StreamKey::new(view, kind, map.lang, reader.1);
    let old = strip_cache::reusable(stream);
    let kept = Reusable::new(&old);
    let drawn = on_map(board, map, view, reader, halo, Some(&kept))?;
    let png = encode_with(&drawn, map, Some((stream, &kept)));
    drawn.recycle();
    png
}

/// A picture drawn for `bench-render` and the encoding tests: the PNG
/// as the bot sends it (drawn and encoded in strips, with the game's kept
/// strips), the same picture drawn whole and encoded from scratch, and the
/// time each step took.
pub struct Timed {
    /// The PNG in strips.
    pub png: Vec<u8>,
    /// The same picture drawn whole and encoded from scratch, as one
    /// stream.
    pub scratch: Vec<u8>,
    /// Drawing the picture's changed strips, before encoding.
    pub draw: Duration,
    /// Encoding it in strips (palette mapping and PNG).
    pub encode: Duration,
    /// Encoding it from scratch (palette mapping and PNG).
    pub scratch_encode: Duration,
}

/// Draws a picture as [`board_png`], [`private_png_look`] (`private`) or
/// [`catch_up_png`] (`halo`, the lanes haloed) do, the way `look` asks,
/// timing each step; then draws it whole and encodes it from scratch,
/// timing the encoding.
pub fn png_timed(
    board: &Board,
    view: &PublicView,
    (private, halo): (Option<&PlayerView>, Option<&[LaneId]>),
    lang: Lang,
    look: Look,
) -> Result<Timed, RenderError> {
    let map = static_layer::get(board, font::fonts()?, lang)?;
    let public = private.map_or(view, |pv| &pv.public);
    let kind = match (private, halo) {
        (Some(pv), _) => Kind::Private(pv.seat),
        (None, None) => Kind::Board,
        (None, Some(_)) => Kind::CatchUp,
    };
    let (reader, halo) = ((private, look), halo.unwrap_or(&[]));
    let stream = StreamKey::new(public, kind, lang, look);
    let t = Instant::now();
    let old = strip_cache::reusable(stream);
    let kept = Reusable::new(&old);
    let drawn = on_map(board, &map, public, reader, halo, Some(&kept))?;
    let draw = t.elapsed();
    let t = Instant::now();
    let png = encode_with(&drawn, &map, Some((stream, &kept)))?;
    let encode = t.elapsed();
    drawn.recycle();
    let whole = on_map(board, &map, public, reader, halo, None)?;
    let t = Instant::now();
    let scratch = encode_with(&whole, &map, None)?;
    let scratch_encode = t.elapsed();
    whole.recycle();
    Ok(Timed {
        png,
        scratch,
        draw,
        encode,
        scratch_encode,
    })
}

/// The bytes the kept strips of recent games' pictures hold, and how many
/// games they are of.
pub fn strip_cache_held() -> (usize, usize) {
    strip_cache::held()
}

/// Forgets every game's kept strips: the next picture of each is
/// compressed whole.
pub fn clear_strip_cache() {
    strip_cache::clear();
}

/// Draws every board's static map and palette in every language, so no
/// picture pays for them later. Slow (tenths of a second a board): call it
/// once at start-up, off the command path.
pub fn warm_up() -> Result<(), RenderError> {
    let fonts = font::fonts()?;
    for name in crate::maps::BOARDS {
        let board = crate::maps::board(name).map_err(|e| RenderError::Mismatch(e.to_string()))?;
        for lang in Lang::ALL {
            static_layer::get(&board, fonts, lang)?;
        }
    }
    release_spare_memory();
    Ok(())
}

/// Gives freed memory back to the system at once: the allocator keeps it
/// for reuse until trimmed, and after a burst like the warm-up that is tens
/// of MB a process never needs again.
pub fn release_spare_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only walks the allocator's own free lists.
    unsafe {
        libc::malloc_trim(0);
    }
}

/// Lets go of the pixel buffers kept for the next picture if none has been
/// drawn for `idle`, and of the drawn cards, swatches and rings kept as
/// stamps, and gives the freed memory back; whether it did. The next
/// picture then starts from a fresh buffer of zeros and draws those stamps
/// again; the kept strips, maps, palettes, glyphs and lanes' pre-drawn art
/// stay.
pub fn rest_if_idle(idle: Duration) -> bool {
    let rested = spare::release_if_idle(idle);
    if rested {
        cards::forget();
        panel::forget_swatches();
        pieces::forget_rings();
        release_spare_memory();
    }
    rested
}

/// Calls [`rest_if_idle`] every `idle` on a thread of its own, for as long
/// as the process runs.
pub fn rest_when_idle(idle: Duration) {
    let spawned = std::thread::Builder::new()
        .name("pictures-rest".into())
        .spawn(move || {
            loop {
                std::thread::sleep(idle);
                if rest_if_idle(idle) {
                    tracing::debug!("picture buffers released after {idle:?} without a picture");
                }
            }
        });
    if let Err(e) = spawned {
        tracing::warn!("picture buffers will be kept while idle: {e}");
    }
}

/// The bytes the drawn maps, palettes and pre-drawn pieces hold.
pub fn held_bytes() -> usize {
    static_layer::held_bytes()
}

/// Encodes a picture with its board's palette: in strips, as the next
/// picture of a stream that may take the strips `kept`, or from scratch.
fn encode_with(
    drawn: &Drawn,
    map: &static_layer::StaticMap,
    stream: Option<(StreamKey, &Reusable)>,
) -> Result<Vec<u8>, RenderError> {
    // A phone picture is laid out apart: none of its pixels is the map's.
    let known = (drawn.body.width() == map.width()).then(|| quantize::Known {
        skip: drawn.top() as usize * map.width() as usize,
        indices: &map.base,
        lut: &map.shade.lut,
    });
    let parts = drawn.parts();
    match stream {
        Some((stream, kept)) => {
            let band_signs = drawn.band.as_ref().map(|_| drawn.band_signs.as_slice());
            let signs: Vec<&[Option<u128>]> =
                band_signs.into_iter().chain([&drawn.signs[..]]).collect();
            let kept = (kept, signs.as_slice());
            encode::png_in_strips(&parts, &map.shade.palette, known, stream, kept)
        }
        None => encode::png(&parts, &map.shade.palette, known),
    }
}

/// A picture as drawn: unless in the phone look, the status band, in a
/// pixmap of its own, above the body (the map and the panels below it).
struct Drawn {
    band: Option<Pixmap>,
    /// The signatures of the band's strips that have one (see `band`).
    band_signs: Vec<Option<u128>>,
    body: Pixmap,
    /// The signatures of the body's strips that have one: its whole
    /// strips of map rows when drawn as the next picture of a stream (see
    /// `overlay`), and those lying wholly in the panel or the hand (see
    /// `below`).
    signs: Vec<Option<u128>>,
}

impl Drawn {
    /// How many rows down the map starts.
    fn top(&self) -> u32 {
        self.band.as_ref().map_or(0, Pixmap::height)
    }

    /// The pixmaps from the top down.
    fn parts(&self) -> Vec<&Pixmap> {
        self.band.iter().chain([&self.body]).collect()
    }

    /// Keeps its pixel buffers for the next picture.
    fn recycle(self) {
        if let Some(band) = self.band {
            spare::give(spare::Part::Band, band.take());
        }
        spare::give(spare::Part::Body, self.body.take());
    }
}

/// A board's palette: made from a sample private picture, its status band
/// included (drawn on `map`, the static map's pixels in `lang`), in which
/// every lane is claimed, so every color a picture can show is in it.
fn shade(
    board: &Board,
    art: &static_layer::Art,
    lang: Lang,
    map: &[u8],
) -> Result<static_layer::Shade, RenderError> {
    let view = sample::player_view(board);
    let private = (Some(&view), Look::default());
    let copy = |len: usize| [map, &vec![0; len.saturating_sub(map.len())]].concat();
    let pieces = overlay::list(board, &view.public, private, &[]);
    let over = (pieces.as_slice(), &[][..], &Reusable::default());
    let drawn = compose(board, art, lang, copy, &view.public, private, over)?;
    let exact: Vec<[u8; 3]> = palette::exact_colors()
        .iter()
        .map(|c| {
            let c = c.to_color_u8();
            [c.red(), c.green(), c.blue()]
        })
        .collect();
    // The band above the map, then the map and what lies under it.
    let sample: Vec<&[u8]> = drawn.parts().into_iter().map(Pixmap::data).collect();
    let palette = quantize::Palette::from_sample(&sample, &exact);
    drawn.recycle();
    let lut = palette.lut();
    Ok(static_layer::Shade { palette, lut })
}

/// Where one car of a lane is drawn, in map pixels (picture pixels
/// [`map_top`] rows up on the public and private pictures).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CarPlace {
    /// Centre of the car.
    pub x: f32,
    pub y: f32,
    /// Direction along the lane, in radians.
    pub angle: f32,
    /// Length along the lane.
    pub len: f32,
}

/// Where a lane's cars are drawn.
pub fn car_places(board: &Board, lane: LaneId) -> Result<Vec<CarPlace>, RenderError> {
    let map = static_layer::get(board, font::fonts()?, Lang::En)?;
    let geom = map
        .art
        .layout
        .lanes
        .get(lane.index())
        .ok_or_else(|| RenderError::Mismatch(format!("no lane {lane}")))?;
    Ok(geom
        .cars
        .iter()
        .map(|c| CarPlace {
            x: c.x,
            y: c.y,
            angle: c.angle,
            len: geom.car_len,
        })
        .collect())
}

/// The width of a car across its lane, in map pixels.
pub const CAR_WIDTH: f32 = geometry::CAR_W;

/// Where a place name is drawn, in map pixels: the box its letters and
/// their halo cover, and the leader line from its marker, if any.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LabelBox {
    pub place: PlaceId,
    pub left: f32,
    pub top: f32,
    pub right: f32,
    pub bottom: f32,
    pub leader: Option<[(f32, f32); 2]>,
}

/// Where every place name of the board is drawn on the full picture, or
/// (`phone`) on the phone picture, measured in map pixels as there.
pub fn label_boxes(board: &Board, phone: bool) -> Result<Vec<LabelBox>, RenderError> {
    let fonts = font::fonts()?;
    let map = static_layer::get(board, fonts, Lang::En)?;
    let layout = &map.art.layout;
    let (labels, style) = match phone {
        false => (&layout.labels, labels::FULL),
        true => (&layout.phone_labels, phone::label_style()),
    };
    Ok(board
        .places
        .iter()
        .zip(labels)
        .enumerate()
        .map(|(p, (place, l))| {
            let w = fonts.width(font::Face::Bold, style.size, &place.name);
            let r = style.rect(l.x, l.baseline, w);
            LabelBox {
                place: PlaceId::at(p),
                left: r.left,
                top: r.top,
                right: r.right,
                bottom: r.bottom,
                leader: l.leader,
            }
        })
        .collect())
}

/// A place's marker in map pixels: centred on `x`, `y`, a circle of
/// radius `half_w` (= `half_h`) or a country's band of that half size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Marker {
    pub x: f32,
    pub y: f32,
    pub half_w: f32,
    pub half_h: f32,
    pub round: bool,
}

/// Where a place's marker is drawn.
pub fn place_marker(board: &Board, place: PlaceId) -> Result<Marker, RenderError> {
    let map = static_layer::get(board, font::fonts()?, Lang::En)?;
    let layout = &map.art.layout;
    let p = place.index();
    let &(x, y) = layout
        .places
        .get(p)
        .ok_or_else(|| RenderError::Mismatch(format!("no place {place}")))?;
    let (half_w, half_h) = layout.pills[p].unwrap_or((layout.radii[p], layout.radii[p]));
    Ok(Marker {
        x,
        y,
        half_w,
        half_h,
        round: layout.pills[p].is_none(),
    })
}

/// A seat's color as RGB (for pictures and, say, a message's accent).
pub fn seat_color(seat: Seat) -> [u8; 3] {
    let c = palette::player(seat).fill.to_color_u8();
    [c.red(), c.green(), c.blue()]
}

/// A card's fill color as RGB (`world`: the World board's colors); `None`
/// for a locomotive or joker, which is striped.
pub fn card_color(card: Card, world: bool) -> Option<[u8; 3]> {
    let color = match card {
        Card::Loco => return None,
        Card::Train(c) | Card::HarborTrain(c) | Card::Ship(c) | Card::DoubleShip(c) => c,
    };
    let c = palette::route(Some(color), world).fill.to_color_u8();
    Some([c.red(), c.green(), c.blue()])
}

/// Where a place's marker is drawn (map pixels, as [`car_places`]).
pub fn place_center(board: &Board, place: PlaceId) -> Result<(f32, f32), RenderError> {
    let map = static_layer::get(board, font::fonts()?, Lang::En)?;
    map.art
        .layout
        .places
        .get(place.index())
        .copied()
        .ok_or_else(|| RenderError::Mismatch(format!("no place {place}")))
}

/// Checks that every index in the view exists on the board.
fn check(
    board: &Board,
    view: &PublicView,
    private: Option<&PlayerView>,
) -> Result<(), RenderError> {
    let bad = |m: String| Err(RenderError::Mismatch(m));
    let seats = view.players.len();
    let (places, lanes, tickets) = (board.places.len(), board.lanes.len(), board.tickets.len());
    if view.owners.len() != lanes {
        return bad(format!(
            "{} lane owners for {lanes} lanes",
            view.owners.len()
        ));
    }
    if view.owners.iter().flatten().any(|&s| s >= seats) {
        return bad("a lane owner is not a player".into());
    }
    for &(p, s) in view.stations.iter().chain(&view.harbors) {
        if p.index() >= places || s >= seats {
            return bad(format!("station or harbor at place {p} of seat {s}"));
        }
    }
    if view.turn.is_some_and(|s| s >= seats) {
        return bad("the turn is not a player's".into());
    }
    let (seat, place, lane) = match &view.last_move {
        Some(LastMove::Claimed(s, l)) => (*s, None, Some(*l)),
        Some(LastMove::Station(s, p) | LastMove::Harbor(s, p)) => (*s, Some(*p), None),
        Some(
            LastMove::Drew(s) | LastMove::Tickets(s) | LastMove::Exchange(s) | LastMove::Passed(s),
        ) => (*s, None, None),
        None => (0, None, None),
    };
    let tunnel = view.tunnel.as_ref().map(|t| t.lane);
    if (view.last_move.is_some() && seat >= seats)
        || place.is_some_and(|p| p.index() >= places)
        || lane.or(tunnel).is_some_and(|l| l.index() >= lanes)
        || tunnel.is_some_and(|l| l.index() >= lanes)
    {
        return bad("the last move or tunnel names something not on the board".into());
    }
    if view.final_scores.as_ref().is_some_and(|f| f.len() != seats) {
        return bad("final scores do not match the players".into());
    }
    if let Some(pv) = private {
        if pv.seat >= seats {
            return bad(format!("seat {} is not a player", pv.seat));
        }
        let ids = pv
            .tickets
            .iter()
            .map(|t| t.ticket)
            .chain(pv.offer.iter().copied());
        if ids.into_iter().any(|t| t.index() >= tickets) {
            return bad("a ticket is not on the board".into());
        }
    }
    Ok(())
}

/// What the status band says under its first line, as messages: what the
/// game waits for beyond the next move, and the last move.
pub fn status_news(board: &Board, view: &PublicView) -> Vec<crate::i18n::Msg> {
    status::news_msgs(board, view)
}

/// What the status band says, as lines of text in `lang` (for a message
/// that carries the picture: readable without looking at it).
pub fn status_text(board: &Board, view: &PublicView, lang: Lang) -> Vec<String> {
    status::text_lines(board, view, lang)
}

/// How many rows the public and private pictures of `view` have above
/// their map: the status band. Phone pictures start with the map.
pub fn map_top(board: &Board, view: &PublicView) -> Result<u32, RenderError> {
    let map = static_layer::get(board, font::fonts()?, Lang::En)?;
    Ok(band::height(map.width(), board, view))
}

/// Draws a picture on a board's static map, in the map's language: whole,
/// or, given the strips its stream may take (`old`), only the strips of map
/// rows whose signature `old` lacks (and the rows below the map); the other
/// strips' rows are left blank.
fn on_map(
    board: &Board,
    map: &static_layer::StaticMap,
    view: &PublicView,
    reader: (Option<&PlayerView>, Look),
    halo: &[LaneId],
    old: Option<&Reusable>,
) -> Result<Drawn, RenderError> {
    check(board, view, reader.0)?;
    let layout = &map.art.layout;
    let pieces = overlay::list(board, view, reader, halo);
    let signs = match (old, reader.1.phone) {
        (Some(_), false) => overlay::signatures(&pieces, layout, map.width()),
        _ => Vec::new(),
    };
    let none = Reusable::default();
    let kept = old.unwrap_or(&none);
    let redraw: Vec<bool> = signs.iter().map(|&s| !kept.has_sign(s)).collect();
    let pieces: Vec<Piece> = pieces
        .into_iter()
        .filter(|p| p.meets(layout, &redraw))
        .collect();
    let rgba = |len| map.rgba_in(len, &redraw);
    let over = (pieces.as_slice(), redraw.as_slice(), kept);
    let mut drawn = compose(board, &map.art, map.lang, rgba, view, reader, over)?;
    for (to, &sign) in drawn.signs.iter_mut().zip(&signs) {
        *to = Some(sign);
    }
    Ok(drawn)
}

/// Draws a picture in `lang`: the static map's pixels (`map` gives them as
/// RGBA at the start of a buffer of the length asked), the `pieces` over
/// it and the place names on the strips of map rows `redraw` marks (all
/// when it is empty), the panels and, unless in the phone look, the
/// status band above the map.
fn compose(
    board: &Board,
    art: &static_layer::Art,
    lang: Lang,
    map: impl FnOnce(usize) -> Vec<u8>,
    view: &PublicView,
    reader: (Option<&PlayerView>, Look),
    (pieces, redraw, kept): (&[Piece], &[bool], &Reusable),
) -> Result<Drawn, RenderError> {
    let (private, look) = reader;
    let fonts = font::fonts()?;
    let words = words::get(lang);
    let (w, map_h) = (art.layout.width as u32, art.layout.height as u32);
    let band_h = if look.phone {
        0
    } else {
        band::height(w, board, view)
    };
    let plan = panel::plan(fonts, words, (board, view), w as f32, band_h > 0);
    let panel_h = plan.height.ceil() as u32;
    let hand_h = private.map_or(0, |pv| hand::height(board, pv).ceil() as u32);
    let h = if look.phone {
        map_h
    } else {
        map_h + panel_h + hand_h
    };
    // Start from the static map; the panels paint every row below it.
    let mut data = map(w as usize * h as usize * 4);
    data.resize(w as usize * h as usize * 4, 0);
    let size = tiny_skia::IntSize::from_wh(w, h).ok_or(RenderError::Canvas(w, h))?;
    let pix = Pixmap::from_vec(data, size).ok_or(RenderError::Canvas(w, h))?;
    let mut cv = draw::Canvas { pix, fonts, words };
    let only = strips::Redrawn {
        width: w as usize,
        strips: redraw,
    };
    for piece in pieces {
        piece.draw(&mut cv, board, art, only);
    }
    if look.phone {
        phone::draw(&mut cv, board, art, view, private)?;
        return Ok(Drawn {
            band: None,
            band_signs: Vec::new(),
            body: cv.pix,
            signs: Vec::new(),
        });
    }
    for label in art.labels.iter().filter(|l| l.meets_strips(w, redraw)) {
        label.paint(cv.pix.data_mut());
    }
    let viewer = private.map(|pv| pv.seat);
    let (panel, grid) = panel_pieces::part((fonts, words), (board, view), viewer, (map_h, &plan));
    let hand = private.map(|pv| hand::part(words, board, pv, map_h + panel_h, look));
    let mut signs = vec![None; (h as usize).div_ceil(strips::ROWS)];
    panel.sign((w, h), &mut signs);
    if let Some(hand) = &hand {
        hand.sign((w, h), &mut signs);
    }
    let redraw_below: Vec<bool> = signs
        .iter()
        .map(|s| s.is_none_or(|s| !kept.has_sign(s)))
        .collect();
    panel.draw(&mut cv, &redraw_below, |cv, p, top| {
        p.draw(cv, board, &grid, top)
    });
    if let Some(hand) = &hand {
        hand.draw(&mut cv, &redraw_below, |cv, p, top| {
            p.draw(cv, board, top, look)
        });
    }
    let band = (band_h > 0)
        .then(|| band::draw((fonts, words, lang), board, view, (w, band_h), kept))
        .transpose()?;
    let (band, band_signs) = band.unzip();
    Ok(Drawn {
        band,
        band_signs: band_signs.unwrap_or_default(),
        body: cv.pix,
        signs,
    })
}

/// The places named by the viewer's tickets, each with whether every
/// ticket naming it is complete.
fn ticket_places(board: &Board, pv: &PlayerView) -> Vec<(PlaceId, bool)> {
    let mut out: Vec<(PlaceId, bool)> = Vec::new();
    for t in &pv.tickets {
        for &p in &board.tickets[t.ticket].places {
            match out.iter_mut().find(|(q, _)| *q == p) {
                Some(entry) => entry.1 &= t.complete,
                None => out.push((p, t.complete)),
            }
        }
    }
    out
}

/// The places named by the tickets offered to the viewer.
fn offer_places(board: &Board, pv: &PlayerView) -> Vec<PlaceId> {
    let mut out: Vec<PlaceId> = Vec::new();
    for &t in &pv.offer {
        for &p in &board.tickets[t].places {
            if !out.contains(&p) {
                out.push(p);
            }
        }
    }
    out
}

/// The first and last rows of `data` (rows of `width` RGBA pixels) with a
/// pixel drawn, if any; blanks them again. Tests draw pieces alone with it.
#[cfg(test)]
fn touched(data: &mut [u8], width: usize) -> Option<(usize, usize)> {
    let row = width * 4;
    let drawn: Vec<usize> = (0..data.len() / row)
        .filter(|r| data[r * row..(r + 1) * row].iter().any(|&b| b != 0))
        .collect();
    for r in &drawn {
        data[r * row..(r + 1) * row].fill(0);
    }
    Some((*drawn.first()?, *drawn.last()?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::late_game;
    use crate::rules::player_view;

    /// Decodes a PNG into (width, height, RGB bytes).
    fn decode(png_bytes: &[u8]) -> (u32, u32, Vec<u8>) {
        let img = image::load_from_memory_with_format(png_bytes, image::ImageFormat::Png)
            .expect("a PNG")
            .to_rgb8();
        (img.width(), img.height(), img.into_raw())
    }

    /// The board's palette is made from a sample picture in the map's
    /// language; pictures in every language decode to what was drawn.
    #[test]
    fn pictures_in_every_language_decode_to_what_was_drawn() {
        let fonts = font::fonts().unwrap();
        for (name, players) in [("europe", 5), ("world", 4)] {
            let board = crate::maps::board(name).unwrap();
            let state = late_game(&board, players, 3).unwrap();
            let view = player_view(&board, &state, 1);
            for lang in Lang::ALL {
                let map = static_layer::get(&board, fonts, lang).unwrap();
                assert_eq!(map.lang, lang);
                let reader = (Some(&view), Look::default());
                let drawn = on_map(&board, &map, &view.public, reader, &[], None).unwrap();
                // The status band stands above the body.
                let parts = drawn.parts();
                let drawn_h: u32 = parts.iter().map(|p| p.height()).sum();
                let png = private_png(&board, &view, lang).unwrap();
                let (w, h, rgb) = decode(&png);
                assert_eq!((w, h), (drawn.body.width(), drawn_h), "{name} {lang}");
                let (mut sum, mut far) = (0u64, 0usize);
                let drawn_px = parts.iter().flat_map(|p| p.data().chunks_exact(4));
                for (px, got) in drawn_px.zip(rgb.chunks_exact(3)) {
                    let d = (0..3)
                        .map(|i| (px[i] as i32 - got[i] as i32).unsigned_abs())
                        .max()
                        .unwrap_or(0);
                    sum += d as u64;
                    far += usize::from(d > 48);
                }
                let n = (w * h) as f64;
                let mean = sum as f64 / n;
                println!("{name} {lang}: mean {mean:.3}, far {far}");
                assert!(mean < 1.0, "{name} {lang}: mean error {mean:.2}");
                assert!(
                    (far as f64) < n * 0.0005,
                    "{name} {lang}: {far} pixels far from their color"
                );
            }
        }
    }
}
