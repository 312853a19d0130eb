//! Buttons on Discord: the host's taps as components, and their custom ids.
//!
//! A custom id carries the game's channel, the game id, the moment the button
//! was made for, and what it does: `channel|game|mark|tap`, where mark is `L`
//! (lobby), `m<moves>` or `c<hex hash>` (a first ticket choice) and tap is
//! the compact form of a [`Tap`] (`d`, `f3`, `k1.3`).
//! Discord returns the id untouched on a press, so the press can be checked
//! against the game by the host.

use super::deliver::MAX_CONTENT;
use crate::host::{Button, Command, GameMoment, Link, Moment, Tap};
use crate::i18n;
use serenity::all::{ButtonStyle, CreateActionRow, CreateButton};

/// Longest custom id Discord accepts.
pub(super) const MAX_CUSTOM_ID: usize = 100;
/// Longest button label Discord accepts.
pub(super) const MAX_LABEL: usize = 80;
/// Buttons per row, and rows per message.
pub(super) const PER_ROW: usize = 5;
pub(super) const MAX_ROWS: usize = 5;

/// A decoded button press.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pressed {
    /// The game's channel (not necessarily where the button was pressed: DMs).
    pub channel: String,
    pub stamp: GameMoment,
    pub command: Command,
}

pub(super) fn mark_text(mark: &Moment) -> String {
    match mark {
        Moment::Lobby => "L".into(),
        Moment::Moves(n) => format!("m{n}"),
        Moment::Choice(d) => format!("c{d:x}"),
        Moment::Game => "G".into(),
    }
}

/// Reads a mark only in the form [`mark_text`] writes it.
pub(super) fn parse_mark(text: &str) -> Option<Moment> {
    let mark = if text == "L" {
        Moment::Lobby
    } else if text == "G" {
        Moment::Game
    } else if let Some(n) = text.strip_prefix('m') {
        Moment::Moves(n.parse().ok()?)
    } else {
        Moment::Choice(u32::from_str_radix(text.strip_prefix('c')?, 16).ok()?)
    };
    (mark_text(&mark) == text).then_some(mark)
}

/// The custom id for a button of the game in `channel`; `None` when the
/// button has no stamp or the id would be too long for Discord.
pub fn custom_id(channel: &str, button: &Button) -> Option<String> {
    let stamp = button.stamp.as_ref()?;
    let id = format!(
        "{channel}|{}|{}|{}",
        stamp.game,
        mark_text(&stamp.mark),
        button.tap
    );
    if id.len() > MAX_CUSTOM_ID || channel.contains('|') || stamp.game.contains('|') {
        tracing::warn!(
            len = id.len(),
            "a button was left out: its custom id does not fit"
        );
        return None;
    }
    Some(id)
}

/// Reads a custom id; `None` for anything this bot did not make.
pub fn decode(id: &str) -> Option<Pressed> {
    let mut parts = id.splitn(4, '|');
    let channel = parts.next()?;
    let game = parts.next()?;
    let mark = parse_mark(parts.next()?)?;
    let command = Tap::parse(parts.next()?)?.command();
    if channel.is_empty() || !channel.bytes().all(|b| b.is_ascii_digit()) || game.is_empty() {
        return None;
    }
    Some(Pressed {
        channel: channel.to_string(),
        stamp: GameMoment {
            game: game.to_string(),
            mark,
        },
        command,
    })
}

/// A text from the host or the catalogs as a message's content: markdown and
/// mention syntax escaped (`i18n::markdown`), cut to Discord's limit.
pub fn content(text: &str) -> String {
    fit(&i18n::markdown(text), MAX_CONTENT)
}

/// Cuts text to at most `max` characters, marking the cut.
pub(super) fn fit(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// The host's buttons as at most `max_rows` rows of Discord buttons, the
/// link (a link button: no custom id) last; extras and buttons whose id
/// does not fit are left out, never the link.
pub(super) fn rows(
    channel: &str,
    buttons: &[Button],
    link: Option<&Link>,
    max_rows: usize,
) -> Vec<CreateActionRow> {
    let room = (PER_ROW * max_rows.min(MAX_ROWS)).saturating_sub(usize::from(link.is_some()));
    let mut made: Vec<CreateButton> = buttons
        .iter()
        .filter_map(|b| {
            let id = custom_id(channel, b)?;
            let style = if b.tap == Tap::Tunnel(false) {
                ButtonStyle::Danger
            } else {
                ButtonStyle::Primary
            };
            Some(
                CreateButton::new(id)
                    .label(fit(&b.label, MAX_LABEL))
                    .style(style)
                    .disabled(b.disabled),
            )
        })
        .take(room)
        .collect();
    if let Some(link) = link.filter(|_| max_rows > 0) {
        made.push(CreateButton::new_link(&link.url).label(fit(&link.label, MAX_LABEL)));
    }
    made.chunks(PER_ROW)
        .map(|row| CreateActionRow::Buttons(row.to_vec()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::DrawFrom;

    fn button(tap: Tap, mark: Moment) -> Button {
        Button {
            label: "x".into(),
            tap,
            disabled: false,
            stamp: Some(GameMoment {
                game: "123456789012345678-1760000000-beef".into(),
                mark,
            }),
        }
    }

    #[test]
    fn custom_ids_round_trip() {
        let ch = "123456789012345678";
        for (tap, mark, want) in [
            (
                Tap::FaceUp(2),
                Moment::Moves(41),
                Command::Draw {
                    from: DrawFrom::Slot(2),
                    refill: None,
                },
            ),
            (Tap::Join, Moment::Lobby, Command::Join),
            (
                Tap::Keep(vec![1, 3]),
                Moment::Choice(0xdead_beef),
                Command::Keep {
                    tickets: vec![1, 3],
                },
            ),
        ] {
            let b = button(tap, mark.clone());
            let id = custom_id(ch, &b).unwrap();
            assert!(id.len() <= MAX_CUSTOM_ID);
            let p = decode(&id).unwrap();
            assert_eq!(p.channel, ch);
            assert_eq!(p.stamp, b.stamp.clone().unwrap());
            assert_eq!(p.command, want);
        }
    }

    #[test]
    fn the_longest_realistic_id_fits() {
        // 20-digit snowflakes, a large move counter, the longest keep.
        let ch = "12345678901234567890";
        let mut b = button(Tap::Keep(vec![1, 2, 3, 4, 5]), Moment::Moves(999_999));
        b.stamp.as_mut().unwrap().game = format!("{ch}-1760000000-beef");
        assert!(custom_id(ch, &b).is_some());
    }

    #[test]
    fn forged_or_foreign_ids_are_refused() {
        for id in [
            "",
            "hello",
            "1|g|m1",
            "abc|g|m1|draw from:deck",
            "1||m1|draw from:deck",
            "1|g|x1|draw from:deck",
            "1|g|m-1|draw from:deck",
            "1|g|m1|fly away",
            "1|g|m1|f0",
            "1|g|m1|k2.1",
        ] {
            assert_eq!(decode(id), None, "{id}");
        }
    }

    #[test]
    fn rows_hold_at_most_five_buttons_and_five_rows() {
        let many: Vec<Button> = (0..30)
            .map(|i| button(Tap::FaceUp(i % 9 + 1), Moment::Moves(1)))
            .collect();
        let made = rows("1", &many, None, MAX_ROWS);
        assert_eq!(made.len(), MAX_ROWS);
        let json = serde_json::to_value(&made).unwrap();
        for row in json.as_array().unwrap() {
            assert!(row["components"].as_array().unwrap().len() <= PER_ROW);
        }
        let unstamped = Button {
            label: "x".into(),
            tap: Tap::Join,
            disabled: false,
            stamp: None,
        };
        assert!(rows("1", &[unstamped], None, MAX_ROWS).is_empty());
        assert_eq!(fit("abcdef", 4), "abc…");
    }
}
