//! The words of the Russian and Ukrainian catalogs: the ticket word is kept
//! for tickets, options are named as the reader's Discord names them, and
//! the pictures' colour letters match the colour words of the texts; and
//! the lobby names a computer player's level once.

use conductor::i18n::{FILES, Lang, Msg};
use conductor::msg;
use conductor::rules::{Card, Color};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use support::host::{embedded, request};

#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

/// The literal text of every message of a language (the pieces between
/// placeables, with every variant of a selector), by key. References to
/// other messages are left out: they are checked where they are defined.
/// Read from the files (which `i18n_catalog` checks are the compiled-in ones).
fn texts(lang: Lang) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for src in FILES.iter().filter(|s| s.lang == lang) {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(src.path);
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", src.path));
        let res = parser::parse(text.as_str())
            .unwrap_or_else(|(_, errs)| panic!("{} does not parse: {errs:?}", src.path));
        for entry in &res.body {
            if let Entry::Message(m) = entry
                && let Some(p) = &m.value
            {
                let mut text = String::new();
                pattern_text(p, &mut text);
                out.insert(m.id.name.to_string(), text);
            }
        }
    }
    out
}

fn pattern_text(p: &Pattern<&str>, out: &mut String) {
    for el in &p.elements {
        match el {
            PatternElement::TextElement { value } => out.push_str(value),
            PatternElement::Placeable { expression } => {
                // A placeable separates words, as its value will.
                out.push(' ');
                if let Expression::Select { variants, .. } = expression {
                    for v in variants {
                        pattern_text(&v.value, out);
                        out.push(' ');
                    }
                }
                if let Expression::Inline(InlineExpression::StringLiteral { value }) = expression {
                    out.push_str(value);
                }
            }
        }
    }
}

/// Whether `text` has `word` as a whole word (letters, digits and `_`
/// around it do not count as a boundary).
fn has_word(text: &str, word: &str) -> bool {
    let is_word = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(word).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + word.len()..].chars().next();
        !before.is_some_and(is_word) && !after.is_some_and(is_word)
    })
}

/// The keys whose English text names a route on the board: English says
/// "route" only for those, and "ticket" for tickets.
fn route_keys() -> Vec<String> {
    texts(Lang::En)
        .into_iter()
        .filter(|(_, t)| {
            let t = t.to_lowercase();
            has_word(&t, "route") || has_word(&t, "routes")
        })
        .map(|(k, _)| k)
        .collect()
}

#[test]
fn a_claimed_route_is_never_called_by_the_ticket_word() {
    let keys = route_keys();
    assert!(
        keys.len() >= 15 && keys.iter().any(|k| k == "host-score-routes"),
        "too few route messages found: {keys:?}"
    );
    let mut problems = Vec::new();
    for lang in [Lang::Ru, Lang::Uk] {
        let texts = texts(lang);
        for key in &keys {
            let text = texts.get(key).map(|t| t.to_lowercase()).unwrap_or_default();
            if text.contains("маршрут") {
                problems.push(format!("{lang}: {key} names a route «маршрут»: {text}"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_ticket_word_appears_only_in_the_books_name_of_a_ticket() {
    // The rule books call a ticket «карта маршрута» / «карта маршруту»; a
    // bare «маршрут» would read as a route on the board.
    let mut problems = Vec::new();
    for lang in [Lang::Ru, Lang::Uk] {
        for (key, text) in texts(lang) {
            let text = text.to_lowercase();
            for (at, _) in text.match_indices("маршрут") {
                let before = text[..at].trim_end();
                let word = before.rsplit(char::is_whitespace).next().unwrap_or("");
                if !word.trim_start_matches(['(', '«']).starts_with("карт") {
                    problems.push(format!("{lang}: {key}: «маршрут» alone: {text}"));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// English option values that the Russian and Ukrainian interfaces name in
/// their own words (deck, gray, yes/no, levels, boards, ticket variants).
const ENGLISH_VALUES: [&str; 14] = [
    "deck",
    "gray",
    "grey",
    "yes",
    "no",
    "easy",
    "hard",
    "usa",
    "europe",
    "switzerland",
    "world",
    "classic",
    "mega",
    "bigcities",
];

/// The English option names, as the English Discord catalog gives them.
fn english_option_names() -> BTreeSet<String> {
    let en = texts(Lang::En);
    let names: BTreeSet<String> = en
        .iter()
        .filter(|(k, _)| k.starts_with("discord-opt-") && !k.ends_with("-desc"))
        .map(|(_, v)| v.trim().to_lowercase())
        .collect();
    assert!(
        names.contains("from") && names.contains("lane"),
        "{names:?}"
    );
    names
}

/// The text outside code samples: a code sample is `in backticks` or a
/// command-line flag `--name value`, where English is the only spelling.
fn outside_code(text: &str) -> String {
    let mut out = String::new();
    for (i, part) in text.split('`').enumerate() {
        if i % 2 == 1 {
            continue;
        }
        let mut words = part.split(' ').peekable();
        while let Some(w) = words.next() {
            if w.starts_with("--") {
                words.next();
                continue;
            }
            out.push_str(w);
            out.push(' ');
        }
    }
    out
}

#[test]
fn russian_and_ukrainian_texts_name_no_english_option_or_value() {
    let mut words = english_option_names();
    words.extend(ENGLISH_VALUES.iter().map(|w| w.to_string()));
    let mut problems = Vec::new();
    for lang in [Lang::Ru, Lang::Uk] {
        for (key, text) in texts(lang) {
            let plain = outside_code(&text).to_lowercase();
            for w in words.iter().filter(|w| has_word(&plain, w)) {
                problems.push(format!("{lang}: {key} says «{w}»: {text}"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The letter key of a colour on a board (World's pink has its own).
fn letter_msg(c: Color, world: bool) -> Msg {
    match c {
        Color::Pink if world => msg!("render-letter-violet"),
        Color::Red => msg!("render-letter-red"),
        Color::Blue => msg!("render-letter-blue"),
        Color::Green => msg!("render-letter-green"),
        Color::Yellow => msg!("render-letter-yellow"),
        Color::Black => msg!("render-letter-black"),
        Color::White => msg!("render-letter-white"),
        Color::Orange => msg!("render-letter-orange"),
        Color::Pink => msg!("render-letter-pink"),
    }
}

/// The first word of a card's name: its colour word on every board.
fn first_word(lang: Lang, m: &Msg) -> String {
    let name = lang.tr(m).to_lowercase();
    name.split_whitespace().next().unwrap_or("").to_string()
}

#[test]
fn picture_letters_match_the_colour_words_of_the_texts() {
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        for world in [false, true] {
            // (word, letter) of every card kind the board shows.
            let mut pairs: Vec<(String, String)> = Color::ALL
                .iter()
                .map(|&c| {
                    let word = first_word(lang, &Card::Train(c).msg(world));
                    (word, lang.tr(&letter_msg(c, world)).to_lowercase())
                })
                .collect();
            let (wild, wild_letter) = if world {
                (msg!("card-joker"), msg!("render-letter-joker"))
            } else {
                (msg!("card-loco"), msg!("render-letter-loco"))
            };
            pairs.push((
                first_word(lang, &wild),
                lang.tr(&wild_letter).to_lowercase(),
            ));
            let initial = |w: &str| w.chars().next().unwrap_or(' ').to_string();
            let initials: Vec<String> = pairs.iter().map(|(w, _)| initial(w)).collect();
            for (word, letter) in &pairs {
                let first = initial(word);
                let shared = initials.iter().filter(|i| **i == first).count() > 1;
                // The word's first letter; or, when another colour's word
                // starts the same way, another letter of the word, as blUe
                // and blacK. No letter is another colour's initial.
                let fits = !initials.iter().any(|i| i == letter && *i != first)
                    && if shared {
                        *letter != first && word.contains(letter.as_str())
                    } else {
                        *letter == first
                    };
                if !fits {
                    problems.push(format!(
                        "{lang} (world: {world}): «{word}» is lettered «{letter}»"
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The lobby's status line in `lang` after two computer players join.
fn lobby_with_bots(lang: Lang) -> String {
    let (_dir, store) = embedded();
    let host = conductor::host::Host::new(store, conductor::ai::decide);
    for line in [
        "/game new map:europe seats:3",
        "/game addbot level:easy",
        "/game addbot level:hard",
    ] {
        assert!(
            host.handle(&request("ann", lang, lang, line), 1000).applied,
            "{line}"
        );
    }
    host.handle(&request("ann", lang, lang, "/game status"), 1000)
        .text
}

#[test]
fn the_lobby_shows_a_computer_players_level_once() {
    for lang in Lang::ALL {
        let status = lobby_with_bots(lang);
        for level in [
            msg!("discord-choice-level-easy"),
            msg!("discord-choice-level-hard"),
        ] {
            let word = lang.tr(&level);
            assert_eq!(
                status.matches(&word).count(),
                1,
                "{lang}: «{word}» in {status}"
            );
        }
    }
}
