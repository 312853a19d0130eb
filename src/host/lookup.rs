//! Forgiving names: routes, cities and face-up cards as players type them.

use super::command::DrawFrom;
use crate::host::error::HostError;
use crate::i18n::Msg;
use crate::msg;
use crate::rules::{Board, DrawSource, Family, GameState, LookupError, PlaceId};

/// Finds a place, or explains which names were meant.
pub(super) fn place(board: &Board, text: &str) -> Result<PlaceId, HostError> {
    board
        .find_place(text)
        .map_err(|e| HostError::Refused(e.message()))
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

/// Resolves a route typed as "Paris Bruxelles", "Paris–Bruxelles", "new york
/// to chicago"; a refusal for naming no place shows the `example`.
pub(crate) fn route(
    board: &Board,
    text: &str,
    example: impl FnOnce() -> String,
) -> Result<(PlaceId, PlaceId), HostError> {
    let mut found: Vec<(PlaceId, PlaceId)> = Vec::new();
    let mut first_error: Option<Msg> = None;
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
                    first_error = Some(e.message());
                }
            }
            _ => {}
        }
    }
    match found.len() {
        1 => Ok(found[0]),
        0 => Err(HostError::Refused(match (joined, first_error) {
            (Some((a, b)), _) => msg!(
                "host-no-route-between",
                a = board.place_name(a),
                b = board.place_name(b)
            ),
            (None, Some(e)) => e,
            (None, None) => msg!("host-route-name-two-cities", example = example()),
        })),
        _ => Err(HostError::Refused(msg!(
            "host-route-ambiguous",
            text = text,
            routes = found
                .iter()
                .map(|&(a, b)| format!("{}–{}", board.place_name(a), board.place_name(b)))
                .collect::<Vec<_>>()
                .join(" / ")
        ))),
    }
}

/// The engine's draw source for what the player named: a face-up slot is
/// checked against the row, a named card is looked up in it.
pub(super) fn draw_source(
    board: &Board,
    state: &GameState,
    from: DrawFrom,
) -> Result<DrawSource, HostError> {
    let card = match from {
        DrawFrom::Deck(kind) => return Ok(DrawSource::Deck(kind)),
        DrawFrom::Slot(n) => {
            let n = usize::from(n);
            return if (1..=state.face_up.len()).contains(&n) {
                Ok(DrawSource::FaceUp(n - 1))
            } else {
                Err(HostError::Refused(msg!(
                    "host-bad-face-up-number",
                    count = state.face_up.len()
                )))
            };
        }
        DrawFrom::Card(card) => card,
    };
    state
        .face_up
        .iter()
        .position(|c| *c == Some(card))
        .map(DrawSource::FaceUp)
        .ok_or_else(|| {
            let world = board.family == Family::World;
            let row: Vec<Msg> = state
                .face_up
                .iter()
                .flatten()
                .map(|c| c.msg(world))
                .collect();
            msg!("host-no-such-face-up", card = card.msg(world), row = row)
        })
        .map_err(HostError::Refused)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maps;

    #[test]
    fn gray_lanes_are_read_as_autocomplete_shows_them() {
        use crate::host::words::lane;
        use crate::rules::LanePick;
        for t in ["gray", "серый", "серая", "сіра", "сірий"] {
            assert_eq!(lane(t), Ok(LanePick::Color(None)), "{t}");
        }
        assert_eq!(lane("2"), Ok(LanePick::Index(2)));
        assert!(lane("серо").is_err());
    }

    #[test]
    fn a_face_up_locomotive_or_joker_is_named_in_every_language() {
        use crate::host::words::draw_from;
        use crate::rules::Card;
        use crate::rules::new_game;
        let names = vec!["ann".to_string(), "bob".to_string()];
        for (map, words) in [
            ("europe", ["loco", "локомотив", "локомотива"]),
            ("world", ["joker", "джокер", "джокера"]),
        ] {
            let board = maps::board(map).unwrap();
            let mut state = new_game(&board, &names, Default::default(), 1).unwrap();
            state.face_up[2] = Some(Card::Loco);
            for w in words {
                let got = draw_source(&board, &state, draw_from(w).unwrap());
                assert!(
                    matches!(got, Ok(DrawSource::FaceUp(_))),
                    "{map} {w}: {got:?}"
                );
            }
            state.face_up.iter_mut().for_each(|c| *c = None);
            let e = draw_source(&board, &state, draw_from("локомотив").unwrap()).unwrap_err();
            assert_eq!(e.message().key(), "host-no-such-face-up", "{map}");
        }
    }

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
            let (a, b) = route(&usa, t, String::new).unwrap();
            assert!((a, b) == (ny, chi) || (a, b) == (chi, ny), "{t}");
        }
        let e = route(&usa, "New York Miami", String::new)
            .unwrap_err()
            .to_string();
        assert!(e.contains("no route between New York and Miami"), "{e}");
        let e = route(&usa, "Nwe Yrok Pittsburgh", String::new)
            .unwrap_err()
            .to_string();
        assert!(e.contains("no place"), "{e}");
        let swiss = maps::board("switzerland").unwrap();
        assert!(route(&swiss, "La Chaux-de-Fonds Neuchatel", String::new).is_ok());
        let europe = maps::board("europe").unwrap();
        let kyiv = europe.find_place("Kyiv").unwrap();
        let warszawa = europe.find_place("Warszawa").unwrap();
        for t in ["Київ – Варшава", "Киев Варшава", "варшава-київ"]
        {
            let (a, b) = route(&europe, t, String::new).unwrap_or_else(|e| panic!("{t}: {e}"));
            assert!(
                (a, b) == (kyiv, warszawa) || (a, b) == (warszawa, kyiv),
                "{t}"
            );
        }
    }
}
