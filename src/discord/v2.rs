//! Messages laid out as Components V2 (message flag 1 << 15), which
//! serenity 0.12 cannot build: text displays, a media gallery showing the
//! message's picture, and the action rows, either as they are (the
//! channel's turn message) or in one container (a player's turn card).
//! With the flag a message has no `content` or `embeds`: its text is in
//! the text displays, and its file is shown only where the gallery names
//! it (`attachment://name`). [`check`] says whether a message keeps within
//! Discord's limits; one that does not is sent the classic way.

use super::buttons::{MAX_ROWS, fit};
use crate::host::{OutMsg, Picture, Target};
use serde::Serialize;
use serde_json::Value;
use serenity::all::{CreateActionRow, CreateAllowedMentions, CreateAttachment, Nonce};

/// The message flag that makes components the whole message.
const IS_COMPONENTS_V2: u64 = 1 << 15;
/// Most components in one message, counted at every depth.
const MAX_COMPONENTS: usize = 40;
/// Most characters of text across all of a message's components.
const MAX_TEXT: usize = 4000;
/// Most options in a select, and the longest label or value.
const MAX_OPTIONS: usize = 25;
const MAX_LABEL: usize = 100;
/// Longest description of a gallery's picture.
const MAX_ALT: usize = 1024;

/// Component type numbers.
const CONTAINER: u8 = 17;
const TEXT: u8 = 10;
const GALLERY: u8 = 12;

/// One top-level or contained component.
#[derive(Clone, Debug, Serialize)]
#[serde(untagged)]
pub(super) enum Part {
    Container {
        #[serde(rename = "type")]
        kind: u8,
        components: Vec<Part>,
    },
    Text {
        #[serde(rename = "type")]
        kind: u8,
        content: String,
    },
    Gallery {
        #[serde(rename = "type")]
        kind: u8,
        items: Vec<GalleryItem>,
    },
    Row(CreateActionRow),
}

/// A picture in a gallery.
#[derive(Clone, Debug, Serialize)]
pub(super) struct GalleryItem {
    media: Media,
    #[serde(skip_serializing_if = "Option::is_none")]
    description: Option<String>,
}

#[derive(Clone, Debug, Serialize)]
struct Media {
    url: String,
}

/// What a V2 message shows, in order.
pub(super) struct Layout {
    /// The message's text, escaped, its mention (if any) first.
    pub text: String,
    /// The attached file shown under the text.
    pub picture: Option<CreateAttachment>,
    /// Lines shown under the picture (the board's status).
    pub status: Vec<String>,
    pub rows: Vec<CreateActionRow>,
    /// Everything in one container (a turn card).
    pub boxed: bool,
}

/// How `msg` is laid out as V2, where that helps: the channel's message
/// with the board picture (its status band as text under it, escaped as
/// the message's text is), and a
/// player's turn card (a private message with buttons or menus) in one
/// container. `None` for any other message, or when its picture was not
/// drawn (`picture`: the attachment's stub).
pub(super) fn layout(
    msg: &OutMsg,
    text: &str,
    rows: &[CreateActionRow],
    picture: Option<CreateAttachment>,
) -> Option<Layout> {
    picture.as_ref()?;
    let (status, boxed) = match (&msg.to, msg.picture.as_ref()?) {
        (Target::Channel(_), p @ Picture::Board { .. }) => {
            let lines = p.status_text()?;
            let escaped = lines.iter().map(|l| crate::i18n::markdown(l)).collect();
            (escaped, false)
        }
        (Target::User(_), _) if !rows.is_empty() => (Vec::new(), true),
        _ => return None,
    };
    Some(Layout {
        text: text.to_string(),
        picture,
        status,
        rows: rows.to_vec(),
        boxed,
    })
}

/// The body of a V2 message (what `POST /channels/{id}/messages` takes).
#[derive(Clone, Debug, Serialize)]
pub(super) struct V2Message {
    flags: u64,
    components: Vec<Part>,
    allowed_mentions: CreateAllowedMentions,
    nonce: Nonce,
    enforce_nonce: bool,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    attachments: Vec<CreateAttachment>,
}

impl V2Message {
    /// The message laid out as `layout` says, with its mentions and nonce;
    /// `file` is the picture sent with it (named in `attachments`).
    pub(super) fn new(layout: Layout, allowed: CreateAllowedMentions, nonce: String) -> V2Message {
        let mut parts = vec![text(layout.text)];
        let mut attachments = Vec::new();
        if let Some(file) = layout.picture {
            parts.push(gallery(&file));
            attachments.push(file);
        }
        if !layout.status.is_empty() {
            parts.push(text(layout.status.join("\n")));
        }
        parts.extend(layout.rows.into_iter().map(Part::Row));
        let components = if layout.boxed {
            vec![Part::Container {
                kind: CONTAINER,
                components: parts,
            }]
        } else {
            parts
        };
        V2Message {
            flags: IS_COMPONENTS_V2,
            components,
            allowed_mentions: allowed,
            nonce: Nonce::String(nonce),
            enforce_nonce: true,
            attachments,
        }
    }

    /// Whether Discord would take it: `None`, or the first limit it breaks.
    pub(super) fn check(&self) -> Option<String> {
        let json = serde_json::to_value(&self.components).unwrap_or(Value::Null);
        check(&json)
    }
}

fn text(content: String) -> Part {
    Part::Text {
        kind: TEXT,
        content,
    }
}

/// A gallery of the one picture `file` (a stub: name and description).
fn gallery(file: &CreateAttachment) -> Part {
    Part::Gallery {
        kind: GALLERY,
        items: vec![GalleryItem {
            media: Media {
                url: format!("attachment://{}", file.filename),
            },
            description: file.description.as_deref().map(|d| fit(d, MAX_ALT)),
        }],
    }
}

/// The first of Discord's limits on V2 components that `components` (as
/// sent) breaks, if any: 40 components in all, 4,000 characters of text
/// (counted over text displays, labels, placeholders and options), 25
/// options a select, 100 characters a label or value, 5 action rows.
fn check(components: &Value) -> Option<String> {
    let mut tally = Tally::default();
    for c in components.as_array()? {
        tally.walk(c);
    }
    if let Some(problem) = tally.problem {
        return Some(problem);
    }
    if tally.components > MAX_COMPONENTS {
        return Some(format!(
            "{} components (at most {MAX_COMPONENTS})",
            tally.components
        ));
    }
    if tally.text > MAX_TEXT {
        return Some(format!(
            "{} characters of text (at most {MAX_TEXT})",
            tally.text
        ));
    }
    if tally.rows > MAX_ROWS {
        return Some(format!("{} action rows (at most {MAX_ROWS})", tally.rows));
    }
    None
}

/// Counts of one message's components.
#[derive(Default)]
struct Tally {
    components: usize,
    text: usize,
    rows: usize,
    problem: Option<String>,
}

impl Tally {
    fn walk(&mut self, c: &Value) {
        self.components += 1;
        if c["type"] == 1 {
            self.rows += 1;
        }
        for key in ["content", "label", "placeholder"] {
            self.text(&c[key], key);
        }
        let options = c["options"].as_array().map_or(&[][..], Vec::as_slice);
        if options.len() > MAX_OPTIONS {
            self.fail(format!("{} options (at most {MAX_OPTIONS})", options.len()));
        }
        for o in options {
            for key in ["label", "value", "description"] {
                self.text(&o[key], key);
            }
        }
        for inner in c["components"].as_array().into_iter().flatten() {
            self.walk(inner);
        }
    }

    fn text(&mut self, value: &Value, key: &str) {
        let Some(t) = value.as_str() else { return };
        let n = t.chars().count();
        if key != "value" {
            self.text += n;
        }
        if key != "content" && n > MAX_LABEL {
            self.fail(format!("a {key} of {n} characters (at most {MAX_LABEL})"));
        }
    }

    fn fail(&mut self, problem: String) {
        self.problem.get_or_insert(problem);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serenity::all::CreateSelectMenuOption;
    use serenity::all::{CreateButton, CreateSelectMenu, CreateSelectMenuKind};

    fn buttons(n: usize) -> Vec<CreateActionRow> {
        (0..n)
            .map(|r| {
                let row = (0..5).map(|i| CreateButton::new(format!("b{r}{i}")).label("x"));
                CreateActionRow::Buttons(row.collect())
            })
            .collect()
    }

    fn sample(boxed: bool, rows: Vec<CreateActionRow>) -> Layout {
        let picture = CreateAttachment::bytes(Vec::new(), "since.png").description("a board");
        Layout {
            text: "<@1> hello".into(),
            picture: Some(picture),
            status: vec!["USA · Turn: ann".into(), "Last: bob drew".into()],
            rows,
            boxed,
        }
    }

    #[test]
    fn a_turn_card_is_one_container_of_text_picture_and_rows() {
        let msg = V2Message::new(
            sample(true, buttons(2)),
            CreateAllowedMentions::new(),
            "n1".into(),
        );
        let json = serde_json::to_value(&msg).unwrap();
        assert_eq!(json["flags"], 32768);
        assert!(json.get("content").is_none() && json.get("embeds").is_none());
        let top = json["components"].as_array().unwrap();
        assert_eq!(top.len(), 1);
        assert_eq!(top[0]["type"], 17);
        let kinds: Vec<u64> = top[0]["components"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["type"].as_u64().unwrap())
            .collect();
        assert_eq!(kinds, [10, 12, 10, 1, 1]);
        let item = &top[0]["components"][1]["items"][0];
        assert_eq!(item["media"]["url"], "attachment://since.png");
        assert_eq!(item["description"], "a board");
        assert_eq!(json["attachments"][0]["filename"], "since.png");
        assert_eq!(json["attachments"][0]["id"], 0);
        assert_eq!(json["nonce"], "n1");
        assert_eq!(msg.check(), None);
        // 1 container + 3 + 2 rows of 1 + 5
        let channel = V2Message::new(
            sample(false, buttons(2)),
            CreateAllowedMentions::new(),
            "n".into(),
        );
        let json = serde_json::to_value(&channel).unwrap();
        assert_eq!(
            json["components"].as_array().unwrap().len(),
            5,
            "no container"
        );
    }

    #[test]
    fn limits_are_checked_at_every_depth() {
        let msg = V2Message::new(
            sample(true, buttons(5)),
            CreateAllowedMentions::new(),
            "n".into(),
        );
        // 1 + 3 + 5 rows × 6 = 34
        assert_eq!(msg.check(), None);
        let mut over = sample(true, buttons(5));
        over.rows.push(CreateActionRow::Buttons(vec![
            CreateButton::new("z").label("z"),
        ]));
        let msg = V2Message::new(over, CreateAllowedMentions::new(), "n".into());
        assert!(
            msg.check().unwrap().contains("action rows"),
            "{:?}",
            msg.check()
        );
        let mut wordy = sample(false, Vec::new());
        wordy.text = "x".repeat(3990);
        let msg = V2Message::new(wordy, CreateAllowedMentions::new(), "n".into());
        assert!(msg.check().unwrap().contains("characters of text"));
        let many = json_of(vec![Part::Container {
            kind: CONTAINER,
            components: (0..40).map(|i| text(i.to_string())).collect(),
        }]);
        assert!(check(&many).unwrap().contains("41 components"));
        let options = (0..26)
            .map(|i| CreateSelectMenuOption::new(i.to_string(), i.to_string()))
            .collect();
        let select = CreateSelectMenu::new("s", CreateSelectMenuKind::String { options });
        let rows = json_of(vec![Part::Row(CreateActionRow::SelectMenu(select))]);
        assert!(check(&rows).unwrap().contains("26 options"));
        let long = CreateButton::new("l").label("y".repeat(101));
        let rows = json_of(vec![Part::Row(CreateActionRow::Buttons(vec![long]))]);
        assert!(check(&rows).unwrap().contains("label of 101"));
    }

    #[test]
    fn only_the_channels_board_message_and_a_turn_card_are_v2() {
        use crate::i18n::Lang;
        use crate::rules::{GameOptions, Phase, new_game, public_view};
        let board = crate::maps::board("usa").unwrap();
        let names = ["*ann*".to_string(), "bob".to_string()];
        let game = new_game(&board, &names, GameOptions::default(), 1).unwrap();
        let mut view = public_view(&board, &game);
        (view.phase, view.turn) = (Phase::Play, Some(0));
        let picture = Picture::Board {
            map: "usa".into(),
            view: Box::new(view),
            lang: Lang::En,
        };
        let out = |to: Target, picture: Option<Picture>| OutMsg {
            to,
            text: "t".into(),
            mention: None,
            picture,
            buttons: Vec::new(),
            selects: Vec::new(),
            origin: None,
            dressed: false,
            link: None,
        };
        let stub = || Some(CreateAttachment::bytes(Vec::new(), "board.png"));
        let channel = out(Target::Channel("1".into()), Some(picture.clone()));
        let made = layout(&channel, "t", &[], stub()).unwrap();
        assert!(!made.boxed, "the channel's message is not boxed");
        assert_eq!(made.status[0], r"USA · Turn: \*ann\*", "escaped");
        assert!(
            layout(&channel, "t", &[], None).is_none(),
            "no picture drawn"
        );
        let dm = out(Target::User("2".into()), Some(picture));
        assert!(
            layout(&dm, "t", &[], stub()).is_none(),
            "no taps: no turn card"
        );
        assert!(layout(&dm, "t", &buttons(1), stub()).unwrap().boxed);
        let plain = out(Target::Channel("1".into()), None);
        assert!(layout(&plain, "t", &buttons(1), None).is_none());
    }

    fn json_of(parts: Vec<Part>) -> Value {
        serde_json::to_value(parts).unwrap()
    }
}
