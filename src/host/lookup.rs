//! Forgiving names: routes, cities and face-up cards as players type them.

use crate::rules::board::{Board, LookupError, PlaceId};
use crate::rules::card::Card;
use crate::rules::state::{DeckKind, GameState};
use crate::rules::{Color, DrawSource, LanePick};

/// Finds a place, or explains which names were meant.
pub fn place(board: &Board, text: &str) -> Result<PlaceId, String> {
    board.find_place(text).map_err(|e| e.to_string())
}

/// The ways a route text may split into two place names.
fn splits(text: &str) -> Vec<(String, String)> {
    let t = text.trim();
    for sep in ["–", "—", "→", "/", ",", " to ", " - ", " > "] {
        if let Some((a, b)) = t.split_once(sep) {
            return vec![(a.trim().to_string(), b.trim().to_string())];
        }
    }
    let words: Vec<&str> = t.split_whitespace().collect();
    let mut out: Vec<(String, String)> = (1..words.len())
        .map(|i| (words[..i].join(" "), words[i..].join(" ")))
        .collect();
    // Hyphens may join two names ("Paris-Bruxelles") or sit inside one
    // ("La Chaux-de-Fonds"): try each.
    for (i, _) in t.match_indices('-') {
        out.push((t[..i].trim().to_string(), t[i + 1..].trim().to_string()));
    }
    out
}

/// Resolves a route typed as "Paris Bruxelles", "Paris–Bruxelles", "new york to chicago".
pub fn route(board: &Board, text: &str) -> Result<(PlaceId, PlaceId), String> {
    let mut found: Vec<(PlaceId, PlaceId)> = Vec::new();
    let mut first_error: Option<String> = None;
    let mut joined: Option<(PlaceId, PlaceId)> = None;
    for (a, b) in splits(text) {
        match (board.find_place(&a), board.find_place(&b)) {
            (Ok(pa), Ok(pb)) if pa != pb => {
                if board.lanes_between(pa, pb).is_empty() {
                    joined.get_or_insert((pa, pb));
                } else if !found
                    .iter()
                    .any(|&(x, y)| (x, y) == (pa, pb) || (x, y) == (pb, pa))
                {
                    found.push((pa, pb));
                }
            }
            (Err(e), _) | (_, Err(e)) => {
                let keep = matches!(e, LookupError::Ambiguous { .. }) || first_error.is_none();
                if keep {
                    first_error = Some(e.to_string());
                }
            }
            _ => {}
        }
    }
    match found.len() {
        1 => Ok(found[0]),
        0 => Err(match (joined, first_error) {
            (Some((a, b)), _) => format!(
                "There is no route between {} and {}; routes join neighbouring cities.",
                board.place_name(a),
                board.place_name(b)
            ),
            (None, Some(e)) => e,
            (None, None) => {
                "Name the route by its two cities, for example route:\"Paris Bruxelles\".".into()
            }
        }),
        _ => Err(format!(
            "\"{text}\" could be {}; name both cities in full.",
            found
                .iter()
                .map(|&(a, b)| format!("{}–{}", board.place_name(a), board.place_name(b)))
                .collect::<Vec<_>>()
                .join(" or ")
        )),
    }
}

/// Which lane of a double route: its color, `gray`, or its number.
pub fn lane(text: Option<&str>) -> Result<LanePick, String> {
    let Some(t) = text else {
        return Ok(LanePick::Any);
    };
    let t = t.trim().to_lowercase();
    if t == "gray" || t == "grey" {
        return Ok(LanePick::Color(None));
    }
    if let Ok(i) = t.parse::<u8>() {
        return Ok(LanePick::Index(i));
    }
    Color::parse(&t)
        .map(|c| LanePick::Color(Some(c)))
        .ok_or_else(|| {
            format!("lane is the route's color (or gray) or its number 1 or 2, not \"{t}\".")
        })
}

/// A card color as typed.
pub fn color(text: Option<&str>) -> Result<Option<Color>, String> {
    text.map(|t| {
        Color::parse(t).ok_or_else(|| {
            format!("\"{t}\" is not a color; use red, blue, green, yellow, black, white, orange or pink (purple).")
        })
    })
    .transpose()
}

/// Where to draw from: `deck`, `trains`, `ships`, a face-up slot 1..N, or a
/// face-up card by name (`red`, `loco`).
pub fn draw_source(state: &GameState, text: &str) -> Result<DrawSource, String> {
    let t = text.trim().to_lowercase();
    match t.as_str() {
        "deck" | "d" | "blind" | "trains" | "train" => {
            return Ok(DrawSource::Deck(DeckKind::Trains));
        }
        "ships" | "ship" | "boats" if state.decks.len() > 1 => {
            return Ok(DrawSource::Deck(DeckKind::Ships));
        }
        _ => {}
    }
    if let Ok(n) = t.parse::<usize>() {
        return if (1..=state.face_up.len()).contains(&n) {
            Ok(DrawSource::FaceUp(n - 1))
        } else {
            Err(format!(
                "Face-up cards are numbered 1 to {}; or draw from:deck.",
                state.face_up.len()
            ))
        };
    }
    let card = Card::parse(&t).ok_or_else(|| {
        format!(
            "from is deck, a face-up card number 1 to {}, or a face-up card's color; not \"{t}\".",
            state.face_up.len()
        )
    })?;
    state
        .face_up
        .iter()
        .position(|c| *c == Some(card))
        .map(DrawSource::FaceUp)
        .ok_or_else(|| {
            let row: Vec<String> = state.face_up.iter().flatten().map(|c| c.name()).collect();
            format!(
                "There is no face-up {}; face up now: {}.",
                card.name(),
                row.join(", ")
            )
        })
}

/// Where a World face-up slot is refilled from.
pub fn refill(text: Option<&str>) -> Result<Option<DeckKind>, String> {
    match text.map(|t| t.trim().to_lowercase()) {
        None => Ok(None),
        Some(t) if t.starts_with("train") => Ok(Some(DeckKind::Trains)),
        Some(t) if t.starts_with("ship") => Ok(Some(DeckKind::Ships)),
        Some(t) => Err(format!("refill is trains or ships, not \"{t}\".")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maps;

    #[test]
    fn routes_are_found_however_typed() {
        let usa = maps::board("usa").unwrap();
        let ny = usa.find_place("New York").unwrap();
        let chi = usa.find_place("Pittsburgh").unwrap();
        for t in [
            "New York Pittsburgh",
            "new york-pittsburgh",
            "NEW YORK – pittsburgh",
            "pitts to new york",
        ] {
            let (a, b) = route(&usa, t).unwrap();
            assert!((a, b) == (ny, chi) || (a, b) == (chi, ny), "{t}");
        }
        let e = route(&usa, "New York Miami").unwrap_err();
        assert!(e.contains("no route between New York and Miami"), "{e}");
        let e = route(&usa, "Nwe Yrok Pittsburgh").unwrap_err();
        assert!(e.contains("no place"), "{e}");
        let swiss = maps::board("switzerland").unwrap();
        assert!(route(&swiss, "La Chaux-de-Fonds Neuchatel").is_ok());
    }
}
