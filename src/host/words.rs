//! Option values as players type them, in any of the three languages, turned
//! into typed values. Both front ends use these: the console for every
//! option, Discord for the options a player types rather than picks. The
//! words come from the catalogs (`words.ftl`, and the localized choice names
//! Discord shows), never from literals in code.

use super::command::{BotLevel, DrawFrom, TimeoutPolicy};
use super::settings::{MAX_QUIET_HOURS, Ping, Quiet, Size};
use crate::host::error::HostError;
use crate::i18n::{Lang, Msg};
use crate::maps::BoardId;
use crate::msg;
use crate::rules::{Card, Color, DeckKind, LanePick, Variant};
use std::collections::HashMap;
use std::sync::LazyLock;

/// Lower case, `ё` read as `е`, inner spaces single.
fn normal(text: &str) -> String {
    let lower = text.trim().to_lowercase().replace('ё', "е");
    lower.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Every word of every language for each key, normalized.
static WORDS: LazyLock<HashMap<String, Vec<String>>> = LazyLock::new(|| {
    lists()
        .into_iter()
        .map(|list| {
            let words = Lang::ALL
                .into_iter()
                .flat_map(|l| l.tr(&list).split(',').map(normal).collect::<Vec<_>>())
                .filter(|w| !w.is_empty())
                .collect();
            (list.key().to_string(), words)
        })
        .collect()
});

/// The word lists (`words.ftl`), and the choice names Discord shows, which
/// are accepted as typed words too.
fn lists() -> Vec<Msg> {
    vec![
        msg!("word-yes"),
        msg!("word-no"),
        msg!("word-gray"),
        msg!("word-deck"),
        msg!("word-trains"),
        msg!("word-ships"),
        msg!("word-loco"),
        msg!("word-board-usa"),
        msg!("word-board-europe"),
        msg!("word-board-switzerland"),
        msg!("word-board-world"),
        msg!("word-variant-classic"),
        msg!("word-variant-1912"),
        msg!("word-variant-mega"),
        msg!("word-variant-bigcities"),
        msg!("word-level-easy"),
        msg!("word-level-hard"),
        msg!("word-level-expert"),
        msg!("word-timeout-bot"),
        msg!("word-timeout-skip"),
        msg!("word-timeout-expert"),
        msg!("word-ping-every"),
        msg!("word-ping-mine"),
        msg!("word-ping-digest"),
        msg!("word-size-full"),
        msg!("word-size-phone"),
        msg!("discord-choice-map-usa"),
        msg!("discord-choice-map-europe"),
        msg!("discord-choice-map-switzerland"),
        msg!("discord-choice-map-world"),
        msg!("discord-choice-variant-classic"),
        msg!("discord-choice-variant-1912"),
        msg!("discord-choice-variant-mega"),
        msg!("discord-choice-variant-bigcities"),
        msg!("discord-choice-level-easy"),
        msg!("discord-choice-level-hard"),
        msg!("discord-choice-level-expert"),
    ]
}

/// Whether `text` is one of the words of `keys`.
fn is(text: &str, keys: &[&str]) -> bool {
    let t = normal(text);
    keys.iter()
        .any(|k| WORDS.get(*k).is_some_and(|ws| ws.contains(&t)))
}

/// The first of `options` whose words include `text`.
fn pick<T: Copy>(text: &str, options: &[(T, &[&str])]) -> Option<T> {
    options.iter().find(|(_, keys)| is(text, keys)).map(|o| o.0)
}

/// yes or no (`да`, `ні`, `true`, `0`, ...).
pub(crate) fn yes_no(text: &str) -> Option<bool> {
    pick(text, &[(true, &["word-yes"]), (false, &["word-no"])])
}

/// A board, by its file name or its name in any language.
pub(crate) fn board(text: &str) -> Result<BoardId, HostError> {
    let named = |b: BoardId| -> (BoardId, &[&str]) {
        match b {
            BoardId::Usa => (b, &["word-board-usa", "discord-choice-map-usa"]),
            BoardId::Europe => (b, &["word-board-europe", "discord-choice-map-europe"]),
            BoardId::Switzerland => (
                b,
                &["word-board-switzerland", "discord-choice-map-switzerland"],
            ),
            BoardId::World => (b, &["word-board-world", "discord-choice-map-world"]),
        }
    };
    let options: Vec<_> = BoardId::ALL.into_iter().map(named).collect();
    BoardId::from_name(text)
        .or_else(|| pick(text, &options))
        .ok_or_else(|| HostError::Refused(msg!("host-new-no-board", map = text.trim())))
}

/// A Europe ticket variant.
pub(crate) fn variant(text: &str) -> Result<Variant, HostError> {
    let options: [(Variant, &[&str]); 4] = [
        (
            Variant::Classic,
            &["word-variant-classic", "discord-choice-variant-classic"],
        ),
        (
            Variant::Europe1912,
            &["word-variant-1912", "discord-choice-variant-1912"],
        ),
        (
            Variant::Mega,
            &["word-variant-mega", "discord-choice-variant-mega"],
        ),
        (
            Variant::BigCities,
            &["word-variant-bigcities", "discord-choice-variant-bigcities"],
        ),
    ];
    Variant::parse(text)
        .or_else(|| pick(text, &options))
        .ok_or_else(|| HostError::Refused(msg!("host-new-no-variant", variant = text.trim())))
}

/// A computer player's level.
pub(crate) fn level(text: &str) -> Result<BotLevel, HostError> {
    let options: [(BotLevel, &[&str]); 3] = [
        (
            BotLevel::Easy,
            &["word-level-easy", "discord-choice-level-easy"],
        ),
        (
            BotLevel::Hard,
            &["word-level-hard", "discord-choice-level-hard"],
        ),
        (
            BotLevel::Expert,
            &["word-level-expert", "discord-choice-level-expert"],
        ),
    ];
    pick(text, &options).ok_or_else(|| HostError::Refused(msg!("parse-level", text = text.trim())))
}

/// What happens when a turn's time runs out, and how well the computer
/// plays for late and away players.
pub(crate) fn timeout(text: &str) -> Result<(TimeoutPolicy, BotLevel), HostError> {
    let options: [((TimeoutPolicy, BotLevel), &[&str]); 3] = [
        ((TimeoutPolicy::Bot, BotLevel::Hard), &["word-timeout-bot"]),
        (
            (TimeoutPolicy::Skip, BotLevel::Hard),
            &["word-timeout-skip"],
        ),
        (
            (TimeoutPolicy::Bot, BotLevel::Expert),
            &["word-timeout-expert"],
        ),
    ];
    pick(text, &options)
        .ok_or_else(|| HostError::Refused(msg!("parse-timeout", text = text.trim())))
}

/// A ping style (`/settings ping:`).
pub(crate) fn ping(text: &str) -> Result<Ping, HostError> {
    let options: [(Ping, &[&str]); 3] = [
        (Ping::Every, &["word-ping-every"]),
        (Ping::Mine, &["word-ping-mine"]),
        (Ping::Digest, &["word-ping-digest"]),
    ];
    pick(text, &options)
        .ok_or_else(|| HostError::Refused(msg!("settings-bad-ping", text = text.trim())))
}

/// A picture size (`/settings size:`).
pub(crate) fn picture_size(text: &str) -> Result<Size, HostError> {
    let options: [(Size, &[&str]); 2] = [
        (Size::Full, &["word-size-full"]),
        (Size::Phone, &["word-size-phone"]),
    ];
    pick(text, &options)
        .ok_or_else(|| HostError::Refused(msg!("settings-bad-size", text = text.trim())))
}

/// A language, by its code (`en`, `ru`, `uk`) or a locale (`uk-UA`).
pub(crate) fn lang(text: &str) -> Result<Lang, HostError> {
    Lang::from_locale(text.trim())
        .ok_or_else(|| HostError::Refused(msg!("parse-lang", text = text.trim())))
}

/// A card color, in any language and gender.
pub(crate) fn color(text: &str) -> Result<Color, HostError> {
    Color::parse(text)
        .ok_or_else(|| {
            msg!(
                "host-bad-color",
                text = text.trim(),
                colors = Color::ALL.iter().map(|c| c.msg()).collect::<Vec<_>>()
            )
        })
        .map_err(HostError::Refused)
}

/// Which lane of a double route: its color, gray, or its number.
pub(crate) fn lane(text: &str) -> Result<LanePick, HostError> {
    if is(text, &["word-gray"]) {
        return Ok(LanePick::Color(None));
    }
    if let Ok(i) = text.trim().parse::<u8>() {
        return Ok(LanePick::Index(i));
    }
    Color::parse(text)
        .map(|c| LanePick::Color(Some(c)))
        .ok_or_else(|| HostError::Refused(msg!("host-bad-lane", text = text.trim())))
}

/// Where to draw from: the deck, World's ships, a face-up slot's number, or
/// a face-up card by name (`red`, `loco`, `локомотив`).
pub(crate) fn draw_from(text: &str) -> Result<DrawFrom, HostError> {
    if is(text, &["word-deck", "word-trains"]) {
        return Ok(DrawFrom::Deck(DeckKind::Trains));
    }
    if is(text, &["word-ships"]) {
        return Ok(DrawFrom::Deck(DeckKind::Ships));
    }
    if is(text, &["word-loco"]) {
        return Ok(DrawFrom::Card(Card::Loco));
    }
    if let Ok(n) = text.trim().parse::<u8>() {
        return Ok(DrawFrom::Slot(n));
    }
    Card::parse(text)
        .or_else(|| Color::parse(text).map(Card::Train))
        .map(DrawFrom::Card)
        .ok_or_else(|| HostError::Refused(msg!("host-bad-draw", text = text.trim())))
}

/// Which pile a World face-up slot is refilled from.
pub(crate) fn refill(text: &str) -> Result<DeckKind, HostError> {
    if is(text, &["word-trains"]) {
        Ok(DeckKind::Trains)
    } else if is(text, &["word-ships"]) {
        Ok(DeckKind::Ships)
    } else {
        Err(HostError::Refused(msg!(
            "host-bad-refill",
            text = text.trim()
        )))
    }
}

/// Reads quiet hours as typed: `23-07`, or a "no" word to clear them.
/// More than [`MAX_QUIET_HOURS`] a day is refused.
pub(crate) fn parse_quiet(text: &str) -> Result<Option<Quiet>, HostError> {
    let t = text.trim();
    if super::words::yes_no(t) == Some(false) {
        return Ok(None);
    }
    let bad = || HostError::Refused(msg!("settings-bad-quiet", text = t));
    let (a, b) = t.split_once(['-', '–']).ok_or_else(bad)?;
    let hour = |s: &str| {
        let s = s.trim();
        let s = s.split_once(':').map_or(s, |(h, _)| h);
        s.parse::<u8>().ok().filter(|h| *h < 24)
    };
    let (Some(from), Some(to)) = (hour(a), hour(b)) else {
        return Err(bad());
    };
    let quiet = Quiet { from, to };
    if quiet.hours() == 0 || quiet.hours() > MAX_QUIET_HOURS {
        return Err(HostError::Refused(msg!(
            "settings-quiet-too-long",
            hours = quiet.hours(),
            most = MAX_QUIET_HOURS
        )));
    }
    Ok(Some(quiet))
}

/// Reads an IANA time zone name (`Europe/Kyiv`), as the zone database
/// spells it.
pub(crate) fn parse_tz(text: &str) -> Result<String, HostError> {
    let t = text.trim();
    t.parse::<chrono_tz::Tz>()
        .map(|z| z.name().to_string())
        .map_err(|_| HostError::Refused(msg!("settings-bad-tz", text = t)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_read_in_every_language() {
        assert_eq!(board("Европа"), Ok(BoardId::Europe));
        assert_eq!(board("світ"), Ok(BoardId::World));
        assert_eq!(board("USA"), Ok(BoardId::Usa));
        assert_eq!(level("лёгкий"), Ok(BotLevel::Easy));
        assert_eq!(level("легкий"), Ok(BotLevel::Easy));
        assert_eq!(level("эксперт"), Ok(BotLevel::Expert));
        assert_eq!(level("Expert"), Ok(BotLevel::Expert));
        assert_eq!(variant("Мега-Европа"), Ok(Variant::Mega));
        assert_eq!(yes_no("Так"), Some(true));
        assert_eq!(yes_no("нет"), Some(false));
        assert_eq!(lane("серая"), Ok(LanePick::Color(None)));
        assert_eq!(lane("сіра"), Ok(LanePick::Color(None)));
        assert_eq!(draw_from("колода"), Ok(DrawFrom::Deck(DeckKind::Trains)));
        assert_eq!(draw_from("локомотив"), Ok(DrawFrom::Card(Card::Loco)));
        assert_eq!(draw_from("джокер"), Ok(DrawFrom::Card(Card::Loco)));
        assert_eq!(draw_from("3"), Ok(DrawFrom::Slot(3)));
        assert_eq!(
            draw_from("red"),
            Ok(DrawFrom::Card(Card::Train(Color::Red)))
        );
        assert_eq!(refill("судна"), Ok(DeckKind::Ships));
        assert_eq!(timeout("skip"), Ok((TimeoutPolicy::Skip, BotLevel::Hard)));
        assert_eq!(
            timeout("эксперт"),
            Ok((TimeoutPolicy::Bot, BotLevel::Expert))
        );
    }

    #[test]
    fn unknown_values_say_what_is_accepted() {
        assert!(board("narnia").unwrap_err().to_string().contains("narnia"));
        assert!(draw_from("sky").unwrap_err().to_string().contains("sky"));
        assert!(lane("purple-ish").is_err());
        assert_eq!(yes_no("maybe"), None);
    }
}
