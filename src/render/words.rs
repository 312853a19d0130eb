//! The words on pictures, in the picture's language (render.ftl). What
//! never changes — headings, column names, color letters — is written once
//! per language and kept; texts with names and numbers are written per
//! picture with [`Words::tr`].

use crate::i18n::{Lang, Msg};
use crate::msg;
use crate::rules::Board;
use crate::rules::Color as CardColor;
use std::sync::OnceLock;

/// The fixed words of one language.
pub(super) struct Words {
    pub lang: Lang,
    /// One letter per card color, in card-index order.
    letters: [String; 8],
    /// World's pink, which is violet.
    violet: String,
    /// The locomotive's letter (cards, and the map's locomotive spaces).
    pub loco: String,
    /// World's joker card letter.
    pub joker: String,
    /// Board titles, in `maps::BOARDS` order.
    titles: [String; 4],
    pub player: String,
    pub score: String,
    pub trains: String,
    pub ships: String,
    pub cards: String,
    pub tickets: String,
    pub stations: String,
    pub harbors: String,
    /// Final-score columns: points, apart from the counts above.
    pub station_points: String,
    pub harbor_points: String,
    pub total: String,
    pub routes: String,
    pub longest: String,
    pub exchange: String,
    pub setup: String,
    pub setup_world: String,
    pub turn: String,
    pub game_over: String,
    pub face_up: String,
    pub hand_private: String,
    pub row_trains: String,
    pub row_harbor_trains: String,
    pub row_ships: String,
    pub row_double_ships: String,
    pub tickets_none: String,
    pub offer: String,
}

/// A color's letter key.
fn letter(c: CardColor) -> Msg {
    match c {
        CardColor::Red => msg!("render-letter-red"),
        CardColor::Blue => msg!("render-letter-blue"),
        CardColor::Green => msg!("render-letter-green"),
        CardColor::Yellow => msg!("render-letter-yellow"),
        CardColor::Black => msg!("render-letter-black"),
        CardColor::White => msg!("render-letter-white"),
        CardColor::Orange => msg!("render-letter-orange"),
        CardColor::Pink => msg!("render-letter-pink"),
    }
}

impl Words {
    fn new(lang: Lang) -> Words {
        let t = |m: Msg| lang.tr(&m);
        Words {
            lang,
            letters: CardColor::ALL.map(|c| t(letter(c))),
            violet: t(msg!("render-letter-violet")),
            loco: t(msg!("render-letter-loco")),
            joker: t(msg!("render-letter-joker")),
            titles: [
                t(msg!("render-title-usa")),
                t(msg!("render-title-europe")),
                t(msg!("render-title-switzerland")),
                t(msg!("render-title-world")),
            ],
            player: t(msg!("render-col-player")),
            score: t(msg!("render-col-score")),
            trains: t(msg!("render-col-trains")),
            ships: t(msg!("render-col-ships")),
            cards: t(msg!("render-col-cards")),
            tickets: t(msg!("render-col-tickets")),
            stations: t(msg!("render-col-stations")),
            harbors: t(msg!("render-col-harbors")),
            station_points: t(msg!("render-col-station-points")),
            harbor_points: t(msg!("render-col-harbor-points")),
            total: t(msg!("render-col-total")),
            routes: t(msg!("render-col-routes")),
            longest: t(msg!("render-col-longest")),
            exchange: t(msg!("render-col-exchange")),
            setup: t(msg!("render-setup")),
            setup_world: t(msg!("render-setup-world")),
            turn: t(msg!("render-turn")),
            game_over: t(msg!("render-game-over")),
            face_up: t(msg!("render-face-up")),
            hand_private: t(msg!("render-hand-private")),
            row_trains: t(msg!("render-row-trains")),
            row_harbor_trains: t(msg!("render-row-harbor-trains")),
            row_ships: t(msg!("render-row-ships")),
            row_double_ships: t(msg!("render-row-double-ships")),
            tickets_none: t(msg!("render-tickets-none")),
            offer: t(msg!("render-offer")),
        }
    }

    /// The letter of a route or card color; none for gray.
    pub(super) fn letter(&self, color: Option<CardColor>, world: bool) -> &str {
        match color {
            None => "",
            Some(CardColor::Pink) if world => &self.violet,
            Some(c) => &self.letters[c.index()],
        }
    }

    /// The board's title; a board this build does not know keeps its own.
    pub(super) fn title<'b>(&'b self, board: &'b Board) -> &'b str {
        crate::maps::BOARDS
            .iter()
            .position(|&b| b == board.name)
            .and_then(|i| self.titles.get(i))
            .map_or(board.title.as_str(), String::as_str)
    }

    /// A text with names or numbers, in this language.
    pub(super) fn tr(&self, msg: &Msg) -> String {
        self.lang.tr(msg)
    }
}

/// The words of `lang`, written on first use.
pub(super) fn get(lang: Lang) -> &'static Words {
    static WORDS: [OnceLock<Words>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let i = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
    WORDS[i].get_or_init(|| Words::new(lang))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_are_single_and_distinct_in_every_language() {
        for lang in Lang::ALL {
            let w = get(lang);
            for world in [false, true] {
                let mut all: Vec<&str> = CardColor::ALL
                    .iter()
                    .map(|&c| w.letter(Some(c), world))
                    .chain([if world {
                        w.joker.as_str()
                    } else {
                        w.loco.as_str()
                    }])
                    .collect();
                for l in &all {
                    assert_eq!(l.chars().count(), 1, "{lang}: {l:?}");
                }
                all.sort_unstable();
                all.dedup();
                assert_eq!(all.len(), 9, "{lang} (world: {world}): a letter repeats");
            }
            assert_eq!(w.letter(None, false), "");
        }
        assert_eq!(get(Lang::Ru).letter(Some(CardColor::Red), false), "К");
        assert_eq!(get(Lang::Uk).letter(Some(CardColor::Pink), true), "Ф");
    }

    #[test]
    fn board_titles_are_translated_and_unknown_boards_keep_theirs() {
        let world = crate::maps::board("world").unwrap();
        assert_eq!(get(Lang::Uk).title(&world), "Світ");
        assert_eq!(get(Lang::En).title(&world), world.title);
        let mut other = (*world).clone();
        other.name = "mars".into();
        other.title = "Mars".into();
        assert_eq!(get(Lang::Ru).title(&other), "Mars");
    }
}
