//! Text from players made safe to show.
//!
//! Three steps, each applied once, where the text crosses an edge:
//! - [`clean_name`] when a player's name enters the game (a seat): invisible and
//!   control characters out, combining floods collapsed, whitespace folded,
//!   at most [`MAX_NAME`] characters. Pictures draw these names as they are.
//! - [`clean_arg`] whenever a text argument is written into a message (every
//!   language, every front end): the same cleaning, on one line, at most
//!   [`MAX_ARG`] characters. Names stored before [`clean_name`] existed and values
//!   a player typed are shown clean through it.
//! - [`markdown`] when a message becomes Discord content: markdown and
//!   mention syntax escaped, so the text reads as written. The catalogs hold
//!   plain text, so escaping a whole message loses nothing; the console
//!   shows messages without it.

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

/// Longest player name, in characters.
pub const MAX_NAME: usize = 32;
/// Longest text argument shown in a message, in characters: a typed value
/// (at most `command::MAX_VALUE_LEN`) or five names fit whole.
pub(super) const MAX_ARG: usize = 200;
/// Most combining marks kept on one character (enough for any script's
/// stacked accents; more is a "Zalgo" flood).
pub const MAX_MARKS: usize = 3;

/// Characters that change how text around them is laid out or are invisible:
/// bidi embeddings, overrides, isolates and marks, zero-width spaces and
/// joiners that join nothing, byte-order marks, Hangul fillers used as blank
/// names, interlinear annotations.
fn invisible(c: char) -> bool {
    matches!(c,
        '\u{061C}' | '\u{115F}' | '\u{1160}' | '\u{180E}' | '\u{200B}' | '\u{200E}'
        | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{2064}'
        | '\u{2066}'..='\u{2069}' | '\u{3164}' | '\u{FEFF}' | '\u{FFA0}'
        | '\u{FFF9}'..='\u{FFFB}')
}

/// Line breaks of every kind, and tabs: shown as one space.
fn breaks_line(c: char) -> bool {
    matches!(
        c,
        '\t' | '\n' | '\u{B}' | '\u{C}' | '\r' | '\u{85}' | '\u{2028}' | '\u{2029}'
    )
}

/// One line of text without control or invisible characters (line breaks
/// become spaces), in composed form, with at most [`MAX_MARKS`] combining
/// marks on each character.
pub(super) fn clean(text: &str) -> String {
    let visible = text
        .chars()
        .map(|c| if breaks_line(c) { ' ' } else { c })
        .filter(|&c| !c.is_control() && !invisible(c));
    let mut out = String::with_capacity(text.len());
    let mut marks = 0;
    for c in visible.nfc() {
        marks = if is_combining_mark(c) { marks + 1 } else { 0 };
        if marks <= MAX_MARKS {
            out.push(c);
        }
    }
    out
}

/// `text` cut to at most `max` characters, the cut marked with "…".
pub(super) fn cap(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// A player's name as the game keeps it: `clean`, runs of spaces folded
/// into one, trimmed, at most [`MAX_NAME`] characters. Empty when nothing
/// visible is left (the caller picks a default).
pub fn clean_name(raw: &str) -> String {
    let folded = clean(raw).split_whitespace().collect::<Vec<_>>().join(" ");
    cap(&folded, MAX_NAME)
}

/// The `n`th player of a name (`ann 2`), within [`MAX_NAME`] characters.
pub(crate) fn numbered(name: &str, n: usize) -> String {
    let suffix = format!(" {n}");
    let room = MAX_NAME.saturating_sub(suffix.chars().count());
    format!("{}{suffix}", cap(name, room).trim_end())
}

/// A text argument of a message ([`crate::i18n::Arg::Text`]) as shown:
/// `clean` and at most `MAX_ARG` characters.
pub fn clean_arg(raw: &str) -> String {
    cap(&clean(raw), MAX_ARG)
}

/// Whether a mention Discord would notify, typed as text, starts at `rest`
/// (just after an `@`).
fn mass_mention(rest: &str) -> bool {
    ["everyone", "here"].iter().any(|w| {
        rest.get(..w.len())
            .is_some_and(|head| head.eq_ignore_ascii_case(w))
    })
}

/// Discord content for a message: every line [`clean`]ed, markdown escaped
/// with backslashes (Discord shows `\*` as `*`), `<` escaped so no user,
/// role or channel mention, emoji or timestamp forms, `@everyone` and
/// `@here` broken by a zero-width space, `://` escaped so no link forms.
pub(crate) fn markdown(text: &str) -> String {
    let lines: Vec<String> = text.split('\n').map(|l| escape_line(&clean(l))).collect();
    lines.join("\n")
}

/// Escapes one clean line.
fn escape_line(line: &str) -> String {
    let mut out = String::with_capacity(line.len() + 8);
    let indent = line.len() - line.trim_start().len();
    out.push_str(&line[..indent]);
    let body = &line[indent..];
    // Block syntax counts only at the start of a line: quotes, headings,
    // subtext, lists ("- ", "1. ").
    let digits = body.chars().take_while(char::is_ascii_digit).count();
    let numbered = digits > 0 && body[digits..].starts_with(". ");
    if body.starts_with(['>', '#', '-', '+']) {
        out.push('\\');
    }
    for (i, c) in body.char_indices() {
        match c {
            '\\' | '*' | '_' | '~' | '|' | '`' | '<' | '[' | ']' => out.push('\\'),
            '.' if numbered && i == digits => out.push('\\'),
            ':' if body[i..].starts_with("://") => out.push('\\'),
            _ => {}
        }
        out.push(c);
        if c == '@' && mass_mention(&body[i + 1..]) {
            out.push('\u{200B}');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_lose_invisible_and_control_characters_and_are_capped() {
        assert_eq!(
            clean_name("  ann\u{202E}\u{0}\u{1b}[31m  bob\u{2028}x "),
            "ann[31m bob x"
        );
        assert_eq!(clean_name("\u{2066}\u{200B}\u{3164}"), "");
        assert_eq!(clean_name(&"w".repeat(6000)).chars().count(), MAX_NAME);
        assert!(clean_name(&"w".repeat(6000)).ends_with('…'));
        assert_eq!(clean_name("Zoë"), "Zoë");
        assert_eq!(numbered("ann", 2), "ann 2");
        assert_eq!(
            numbered(&clean_name(&"w".repeat(99)), 10).chars().count(),
            MAX_NAME
        );
    }

    #[test]
    fn combining_floods_collapse_but_accents_stay() {
        let zalgo = format!("a{}b", "\u{0301}".repeat(50));
        // The first acute joins the "a" ("á"); of the rest, three stay.
        assert_eq!(clean(&zalgo), format!("á{}b", "\u{0301}".repeat(MAX_MARKS)));
        // Decomposed letters come back composed; Devanagari keeps its signs.
        assert_eq!(clean("e\u{0301}"), "é");
        assert_eq!(clean("क्षि"), "क्षि");
    }

    #[test]
    fn markdown_and_mentions_are_escaped() {
        assert_eq!(markdown("**b** __u__"), r"\*\*b\*\* \_\_u\_\_");
        assert_eq!(markdown("||s|| ~~x~~ `c`"), r"\|\|s\|\| \~\~x\~\~ \`c\`");
        assert_eq!(
            markdown("> q\n# h\n-# s\n1. n"),
            "\\> q\n\\# h\n\\-# s\n1\\. n"
        );
        assert_eq!(markdown("<@1> <@&2> <#3>"), r"\<@1> \<@&2> \<#3>");
        assert_eq!(
            markdown("@everyone @Here"),
            "@\u{200B}everyone @\u{200B}Here"
        );
        assert_eq!(markdown("[x](https://e.vil)"), r"\[x\](https\://e.vil)");
        assert_eq!(markdown(r"a\*"), r"a\\\*");
        assert_eq!(markdown("a\u{202E}b\u{0}"), "ab");
        // Plain text reads as it was.
        assert_eq!(
            markdown("ann: 10 points — Wien–Budapest (3)"),
            "ann: 10 points — Wien–Budapest (3)"
        );
    }
}
