//! Colors and marks. Route colors carry a letter (in the picture's
//! language, see `words`) and players a symbol, so nothing on a picture is
//! told apart by color alone; the player colors are the Okabe–Ito set,
//! which stays apart under the common color blindnesses.

use crate::rules::Color as CardColor;
use tiny_skia::Color;

/// A color from `0xRRGGBB`.
pub(super) fn rgb(hex: u32) -> Color {
    Color::from_rgba8((hex >> 16) as u8, (hex >> 8) as u8, hex as u8, 255)
}

/// A color from `0xRRGGBB` with an alpha.
pub(super) fn rgba(hex: u32, alpha: u8) -> Color {
    Color::from_rgba8((hex >> 16) as u8, (hex >> 8) as u8, hex as u8, alpha)
}

/// Near-black ink for outlines and text.
pub(super) const INK: u32 = 0x222222;
/// The panel's background.
pub(super) const PANEL: u32 = 0xFAF8F3;
/// Secondary text.
pub(super) const MUTED: u32 = 0x666666;
/// The halo around routes a catch-up picture highlights.
pub(super) const HALO: u32 = 0x00B7FF;
/// "Game over" in the status.
pub(super) const OVER: u32 = 0xB0005A;

/// How a route color (or a card of that color) is drawn.
#[derive(Clone, Copy, Debug)]
pub(super) struct Swatch {
    pub fill: Color,
    /// Color of the letter or mark drawn on it.
    pub ink: Color,
}

/// The fill of a route color and the ink of its letter; `None` is gray.
/// World's pink cards are violet.
pub(super) fn route(color: Option<CardColor>, world: bool) -> Swatch {
    let (fill, light) = match color {
        Some(CardColor::Red) => (0xD62A2A, false),
        Some(CardColor::Blue) => (0x2F67C9, false),
        Some(CardColor::Green) => (0x3A9A3F, false),
        Some(CardColor::Yellow) => (0xF3D02B, true),
        Some(CardColor::Black) => (0x303030, false),
        Some(CardColor::White) => (0xFBFBF7, true),
        Some(CardColor::Orange) => (0xF08C22, true),
        Some(CardColor::Pink) if world => (0x9557C2, false),
        Some(CardColor::Pink) => (0xEE8DC6, true),
        None => (0xB4B2AC, true),
    };
    Swatch {
        fill: rgb(fill),
        ink: rgb(if light { INK } else { 0xFFFFFF }),
    }
}

/// The shape marking a player's pieces and swatch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Symbol {
    Circle,
    Triangle,
    Square,
    Diamond,
    Star,
}

/// How one seat's pieces are drawn.
#[derive(Clone, Copy, Debug)]
pub(super) struct PlayerStyle {
    pub fill: Color,
    /// Color of the symbol drawn on the fill.
    pub ink: Color,
    pub symbol: Symbol,
}

/// Seat colors: blue ●, vermillion ▲, bluish green ■, yellow ◆, black ★.
pub(super) fn player(seat: usize) -> PlayerStyle {
    const SEATS: [(u32, u32, Symbol); 5] = [
        (0x0072B2, 0xFFFFFF, Symbol::Circle),
        (0xD55E00, 0xFFFFFF, Symbol::Triangle),
        (0x009E73, 0xFFFFFF, Symbol::Square),
        (0xF0E442, INK, Symbol::Diamond),
        (0x1E1E1E, 0xFFFFFF, Symbol::Star),
    ];
    let (fill, ink, symbol) = SEATS[seat % SEATS.len()];
    PlayerStyle {
        fill: rgb(fill),
        ink: rgb(ink),
        symbol,
    }
}

/// The background of a board's map area.
pub(super) fn background(board: &str) -> Color {
    rgb(match board {
        "world" => 0xEEEAD9,
        "switzerland" => 0xECEFE2,
        "europe" => 0xEFEADC,
        _ => 0xF1ECDE,
    })
}

/// Colors that cover large areas and must come out exactly: route and
/// player colors, backgrounds, ink.
pub(super) fn exact_colors() -> Vec<Color> {
    let mut out: Vec<Color> = [0xFFFFFF, INK, PANEL, MUTED, 0x111111, HALO, OVER]
        .into_iter()
        .map(rgb)
        .collect();
    for world in [false, true] {
        out.push(route(None, world).fill);
        out.extend(CardColor::ALL.iter().map(|&c| route(Some(c), world).fill));
    }
    out.extend((0..5).map(|s| player(s).fill));
    out.extend(["usa", "europe", "switzerland", "world"].map(background));
    out
}
