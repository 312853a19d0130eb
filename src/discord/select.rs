//! The host's menus as Discord string selects, and the action rows of a
//! message: its buttons, five to a row, then one row per menu, five rows
//! at most.
//!
//! A select's custom id is a button's (`channel|game|mark|…`) ending in the
//! menu's compact name (`mc`, `my`, `mk`, …); the values chosen come back
//! beside it and are checked by the host against the menu made again.

use super::buttons::{MAX_CUSTOM_ID, MAX_ROWS, fit, mark_text, parse_mark, rows};
use crate::host::{Button, Command, GameMoment, Link, MAX_OPTIONS, MAX_TEXT, Menu, Pick, Select};
use serenity::all::{
    CreateActionRow, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
};

/// Longest placeholder Discord accepts.
const MAX_PLACEHOLDER: usize = 150;

/// A decoded choice in a select.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chosen {
    /// The game's channel (not necessarily where it was chosen: DMs).
    pub channel: String,
    pub stamp: GameMoment,
    pub pick: Pick,
    /// The pick's command; `None` for values no menu makes.
    pub command: Option<Command>,
}

/// The custom id of a menu of the game in `channel`; `None` when it would
/// not fit.
pub fn menu_id(channel: &str, select: &Select) -> Option<String> {
    let stamp = &select.stamp;
    let id = format!(
        "{channel}|{}|{}|{}",
        stamp.game,
        mark_text(&stamp.mark),
        select.menu.code()
    );
    if id.len() > MAX_CUSTOM_ID || channel.contains('|') || stamp.game.contains('|') {
        tracing::warn!(
            len = id.len(),
            "a menu was left out: its custom id does not fit"
        );
        return None;
    }
    Some(id)
}

/// Reads a select's custom id and the values chosen; `None` for an id this
/// bot did not make.
pub fn decode_choice(id: &str, values: &[String]) -> Option<Chosen> {
    let mut parts = id.splitn(4, '|');
    let channel = parts.next()?;
    let game = parts.next()?;
    let mark = parse_mark(parts.next()?)?;
    let menu = Menu::parse(parts.next()?)?;
    if channel.is_empty() || !channel.bytes().all(|b| b.is_ascii_digit()) || game.is_empty() {
        return None;
    }
    let pick = Pick {
        menu,
        values: values.iter().take(MAX_OPTIONS).cloned().collect(),
    };
    Some(Chosen {
        channel: channel.to_string(),
        stamp: GameMoment {
            game: game.to_string(),
            mark,
        },
        command: pick.command(),
        pick,
    })
}

/// One menu as a select, within Discord's limits; `None` when its id does
/// not fit or it has no option.
fn select_menu(channel: &str, select: &Select) -> Option<CreateSelectMenu> {
    let id = menu_id(channel, select)?;
    let options: Vec<CreateSelectMenuOption> = select
        .options
        .iter()
        .take(MAX_OPTIONS)
        .filter(|o| o.value.chars().count() <= MAX_TEXT)
        .map(|o| {
            let option = CreateSelectMenuOption::new(fit(&o.label, MAX_TEXT), o.value.clone());
            match &o.description {
                Some(d) => option.description(fit(d, MAX_TEXT)),
                None => option,
            }
        })
        .collect();
    if options.is_empty() {
        return None;
    }
    let most = (select.max as usize).clamp(1, options.len()) as u8;
    let least = select.min.min(most);
    Some(
        CreateSelectMenu::new(id, CreateSelectMenuKind::String { options })
            .placeholder(fit(&select.placeholder, MAX_PLACEHOLDER))
            .min_values(least)
            .max_values(most),
    )
}

/// A message's action rows: its buttons and link, then its menus, at most
/// [`MAX_ROWS`] rows; menus keep their rows, buttons take what is left.
pub(super) fn components(
    channel: &str,
    buttons: &[Button],
    selects: &[Select],
    link: Option<&Link>,
) -> Vec<CreateActionRow> {
    let menus: Vec<CreateActionRow> = selects
        .iter()
        .filter_map(|s| select_menu(channel, s))
        .take(MAX_ROWS - 1)
        .map(CreateActionRow::SelectMenu)
        .collect();
    let mut out = rows(channel, buttons, link, MAX_ROWS - menus.len());
    out.extend(menus);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::{Choice, Moment};

    fn menu(menu: Menu, n: usize, long: bool) -> Select {
        Select {
            menu,
            placeholder: "p".repeat(if long { 300 } else { 5 }),
            options: (0..n)
                .map(|i| Choice {
                    label: format!("{}{i}", "x".repeat(if long { 120 } else { 3 })),
                    value: i.to_string(),
                    description: long.then(|| "d".repeat(200)),
                })
                .collect(),
            min: 2,
            max: 40,
            stamp: GameMoment {
                game: "123456789012345678-1760000000-beef".into(),
                mark: Moment::Moves(1234),
            },
        }
    }

    #[test]
    fn menu_ids_round_trip_with_their_values() {
        let ch = "12345678901234567890";
        for m in [Menu::Claim, Menu::MyClaim, Menu::Keep, Menu::Station] {
            let s = menu(m, 3, false);
            let id = menu_id(ch, &s).unwrap();
            assert!(id.len() <= MAX_CUSTOM_ID);
            let chosen = decode_choice(&id, &["1".to_string()]).unwrap();
            assert_eq!(chosen.channel, ch);
            assert_eq!(chosen.stamp, s.stamp);
            assert_eq!(chosen.pick.menu, m);
            assert!(chosen.command.is_some(), "{m:?}");
        }
        for bad in [
            "",
            "1|g|m1|zz",
            "1|g|m1|d",
            "x|g|m1|mc",
            "1||m1|mc",
            "1|g|q|mc",
        ] {
            assert_eq!(decode_choice(bad, &[]), None, "{bad}");
        }
        let forged = decode_choice("1|g|m1|mc", &["01".into()]).unwrap();
        assert_eq!(forged.command, None, "a value no menu makes");
        let two = decode_choice("1|g|m1|mc", &["1".into(), "2".into()]).unwrap();
        assert_eq!(two.command, None, "a claim is one route");
    }

    /// `n` stamped face-up buttons, more than the rows can hold.
    fn face_up_buttons(n: u8) -> Vec<Button> {
        (0..n)
            .map(|i| Button {
                label: "b".into(),
                tap: crate::host::Tap::FaceUp(i % 9 + 1),
                disabled: false,
                stamp: Some(GameMoment {
                    game: "g".into(),
                    mark: Moment::Moves(1),
                }),
            })
            .collect()
    }

    #[test]
    fn a_link_is_a_link_button_kept_when_rows_are_full() {
        let many = face_up_buttons(30);
        let link = Link {
            label: "Game page".into(),
            url: "https://tickets.example/g/1-2-3/00ff".into(),
        };
        let selects = vec![menu(Menu::Claim, 3, false)];
        let made = components("1", &many, &selects, Some(&link));
        let json = serde_json::to_value(&made).unwrap();
        let rows = json.as_array().unwrap();
        assert_eq!(rows.len(), MAX_ROWS);
        let links: Vec<&serde_json::Value> = rows
            .iter()
            .flat_map(|r| r["components"].as_array().unwrap())
            .filter(|c| c["style"] == 5)
            .collect();
        assert_eq!(links.len(), 1, "{json}");
        assert_eq!(links[0]["url"], link.url.as_str());
        assert_eq!(links[0]["label"], "Game page");
        assert!(links[0].get("custom_id").is_none_or(|id| id.is_null()));
        let alone = serde_json::to_value(components("", &[], &[], Some(&link))).unwrap();
        assert_eq!(alone[0]["components"][0]["url"], link.url.as_str());
    }

    #[test]
    fn rows_respect_discords_limits() {
        let many = face_up_buttons(30);
        let selects = vec![menu(Menu::Claim, 40, true), menu(Menu::Keep, 3, false)];
        let made = components("1", &many, &selects, None);
        let json = serde_json::to_value(&made).unwrap();
        let rows = json.as_array().unwrap();
        assert_eq!(rows.len(), MAX_ROWS);
        let selects: Vec<&serde_json::Value> = rows
            .iter()
            .flat_map(|r| r["components"].as_array().unwrap())
            .filter(|c| c["type"] == 3)
            .collect();
        assert_eq!(selects.len(), 2, "menus keep their rows");
        for s in selects {
            let options = s["options"].as_array().unwrap();
            assert!(options.len() <= MAX_OPTIONS);
            assert!(s["placeholder"].as_str().unwrap().chars().count() <= MAX_PLACEHOLDER);
            assert!(s["max_values"].as_u64().unwrap() <= options.len() as u64);
            assert!(s["min_values"].as_u64() <= s["max_values"].as_u64());
            for o in options {
                for field in ["label", "value", "description"] {
                    if let Some(t) = o[field].as_str() {
                        assert!(t.chars().count() <= MAX_TEXT, "{field}: {t}");
                    }
                }
            }
        }
    }
}
