//! The command set every front end shares, and the text form used by the
//! local console: `/claim route:"Paris Bruxelles" color:red`.

use crate::i18n::{self, Lang, Msg};
use crate::msg;
use std::collections::{BTreeMap, HashMap};
use std::sync::LazyLock;

/// Longest accepted option value; longer input is refused, not truncated.
pub const MAX_VALUE_LEN: usize = 200;

/// What to do when a player's turn deadline passes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TimeoutPolicy {
    /// A computer player moves for them.
    Bot,
    /// Their turn is passed.
    Skip,
}

/// Computer player strength.
pub use crate::ai::Level as BotLevel;

/// One command, as every front end delivers it to the host.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Open a lobby: board, ticket variant, seats, turn time (hours, 0 = none), timeout policy.
    New {
        map: String,
        variant: Option<String>,
        bonus: bool,
        seats: Option<u8>,
        turn_hours: Option<u32>,
        timeout: Option<TimeoutPolicy>,
        /// The language of the game's public messages (default: the
        /// channel's, see `Request::channel_lang`).
        lang: Option<Lang>,
    },
    Join,
    Leave,
    AddBot {
        level: BotLevel,
    },
    Start,
    End,
    Kick {
        user: String,
    },
    Status,
    /// Take one card: `deck`, a face-up slot 1..N, World `trains`/`ships`.
    Draw {
        from: String,
        refill: Option<String>,
    },
    /// Claim a route; `lane` is its color or number when it is a double.
    Claim {
        route: String,
        color: Option<String>,
        locos: Option<u8>,
        doubles: Option<u8>,
        lane: Option<String>,
    },
    Tunnel {
        pay: bool,
        locos: Option<u8>,
    },
    Tickets,
    /// Keep tickets by their 1-based offer positions (empty: the minimum).
    Keep {
        tickets: Vec<usize>,
    },
    Station {
        city: String,
        color: Option<String>,
        locos: Option<u8>,
    },
    Harbor {
        city: String,
        color: Option<String>,
        locos: Option<u8>,
    },
    Exchange {
        to_ships: bool,
        count: u8,
    },
    Split {
        trains: u8,
        ships: u8,
    },
    Hand,
    Board,
    History,
}

/// A command line that cannot be understood; the text says how to fix it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ParseError(pub Msg);

fn err<T>(msg: Msg) -> Result<T, ParseError> {
    Err(ParseError(msg))
}

/// Splits `/name sub key:value key:"two words"` into words and options.
fn tokenize(line: &str) -> Result<(Vec<String>, BTreeMap<String, String>), ParseError> {
    let mut words = Vec::new();
    let mut opts = BTreeMap::new();
    let mut chars = line.trim().chars().peekable();
    loop {
        while chars.peek().is_some_and(|c| c.is_whitespace()) {
            chars.next();
        }
        if chars.peek().is_none() {
            break;
        }
        let mut key = String::new();
        let mut value: Option<String> = None;
        while let Some(&c) = chars.peek() {
            if c.is_whitespace() {
                break;
            }
            chars.next();
            if c == ':' && value.is_none() {
                let mut v = String::new();
                if chars.peek() == Some(&'"') {
                    chars.next();
                    let mut closed = false;
                    for c in chars.by_ref() {
                        if c == '"' {
                            closed = true;
                            break;
                        }
                        v.push(c);
                    }
                    if !closed {
                        return err(msg!("parse-quote-open", option = key));
                    }
                } else {
                    while let Some(&c) = chars.peek() {
                        if c.is_whitespace() {
                            break;
                        }
                        v.push(c);
                        chars.next();
                    }
                }
                value = Some(v);
                break;
            }
            key.push(c);
        }
        match value {
            Some(v) => {
                if v.chars().count() > MAX_VALUE_LEN {
                    return err(msg!("parse-too-long", option = key, most = MAX_VALUE_LEN));
                }
                if v.chars().any(char::is_control) {
                    return err(msg!("parse-control", option = key));
                }
                opts.insert(key.to_lowercase(), v);
            }
            None => words.push(key),
        }
    }
    Ok((words, opts))
}

fn num<T: std::str::FromStr>(
    opts: &BTreeMap<String, String>,
    key: &str,
    range: std::ops::RangeInclusive<i64>,
) -> Result<Option<T>, ParseError> {
    match opts.get(key) {
        None => Ok(None),
        Some(v) => match v.trim().parse::<i64>() {
            Ok(n) if range.contains(&n) => v.trim().parse::<T>().map(Some).or_else(|_| {
                err(msg!(
                    "parse-number",
                    option = key,
                    least = *range.start(),
                    most = *range.end(),
                    text = v.as_str()
                ))
            }),
            _ => err(msg!(
                "parse-number",
                option = key,
                least = *range.start(),
                most = *range.end(),
                text = v.as_str()
            )),
        },
    }
}

fn text(opts: &BTreeMap<String, String>, key: &str) -> Option<String> {
    opts.get(key)
        .map(|v| v.trim().to_string())
        .filter(|v| !v.is_empty())
}

fn required(
    opts: &BTreeMap<String, String>,
    key: &str,
    example: &str,
) -> Result<String, ParseError> {
    text(opts, key)
        .ok_or_else(|| ParseError(msg!("parse-required", option = key, example = example)))
}

fn yes_no(v: &str) -> Option<bool> {
    match v.trim().to_lowercase().as_str() {
        "yes" | "true" | "y" | "pay" | "1" | "on" | "да" | "так" => Some(true),
        "no" | "false" | "n" | "decline" | "0" | "off" | "нет" | "ні" => Some(false),
        _ => None,
    }
}

/// Russian and Ukrainian names of commands or options, as Discord shows them
/// (the catalog keys under `prefix`), mapped to the English names.
fn localized_names(prefix: &str) -> HashMap<String, String> {
    let mut names = HashMap::new();
    for key in i18n::keys(prefix) {
        if key.ends_with("-desc") {
            continue;
        }
        let name = Msg::new(key, Vec::new());
        let english = Lang::En.tr(&name);
        for lang in [Lang::Ru, Lang::Uk] {
            names.insert(lang.tr(&name).to_lowercase(), english.clone());
        }
    }
    names
}

static COMMAND_NAMES: LazyLock<HashMap<String, String>> =
    LazyLock::new(|| localized_names("discord-cmd-"));
static OPTION_NAMES: LazyLock<HashMap<String, String>> =
    LazyLock::new(|| localized_names("discord-opt-"));

/// A command or subcommand name in English (the console takes the names
/// its Russian and Ukrainian hints show, `/взять`, `/прокласти`).
fn command_name(word: &str) -> String {
    let word = word.trim_start_matches('/').to_lowercase();
    COMMAND_NAMES.get(&word).cloned().unwrap_or(word)
}

/// An option name in English; Discord's `turn_hours` is the console's `turn`.
fn option_name(word: String) -> String {
    let english = OPTION_NAMES.get(&word).cloned().unwrap_or(word);
    if english == "turn_hours" {
        "turn".into()
    } else {
        english
    }
}

/// Parses one command line (with or without the leading slash).
pub fn parse(line: &str) -> Result<Command, ParseError> {
    let (words, opts) = tokenize(line)?;
    let opts: BTreeMap<String, String> =
        opts.into_iter().map(|(k, v)| (option_name(k), v)).collect();
    let Some(first) = words.first() else {
        return err(msg!("parse-empty"));
    };
    let name = command_name(first);
    let sub = words.get(1).map(|s| command_name(s));
    Ok(match name.as_str() {
        "game" => match sub.as_deref() {
            Some("new") => Command::New {
                map: required(&opts, "map", "map:europe")?,
                variant: text(&opts, "variant"),
                bonus: opts.get("bonus").and_then(|v| yes_no(v)).unwrap_or(false),
                seats: num(&opts, "seats", 2..=5)?,
                turn_hours: num(&opts, "turn", 0..=168)?,
                timeout: match opts.get("timeout").map(|v| v.to_lowercase()) {
                    None => None,
                    Some(v) if v == "bot" => Some(TimeoutPolicy::Bot),
                    Some(v) if v == "skip" => Some(TimeoutPolicy::Skip),
                    Some(v) => return err(msg!("parse-timeout", text = v)),
                },
                lang: match opts.get("lang") {
                    None => None,
                    Some(v) => Some(
                        Lang::from_locale(v)
                            .ok_or_else(|| ParseError(msg!("parse-lang", text = v.as_str())))?,
                    ),
                },
            },
            Some("join") => Command::Join,
            Some("leave") => Command::Leave,
            Some("addbot") => Command::AddBot {
                level: match opts.get("level").map(|v| v.to_lowercase()).as_deref() {
                    None | Some("hard") => BotLevel::Hard,
                    Some("easy") => BotLevel::Easy,
                    Some(v) => return err(msg!("parse-level", text = v)),
                },
            },
            Some("start") => Command::Start,
            Some("end") => Command::End,
            Some("kick") => Command::Kick {
                user: required(&opts, "user", "user:ann")?,
            },
            Some("status") | None => Command::Status,
            Some(x) => {
                return err(msg!("parse-game-sub", text = x));
            }
        },
        "draw" => Command::Draw {
            from: text(&opts, "from").unwrap_or_else(|| "deck".into()),
            refill: text(&opts, "refill"),
        },
        "claim" => Command::Claim {
            route: required(&opts, "route", "route:\"Paris Bruxelles\"")?,
            color: text(&opts, "color"),
            locos: num(&opts, "locos", 0..=20)?,
            doubles: num(&opts, "doubles", 0..=20)?,
            lane: text(&opts, "lane"),
        },
        "tunnel" => Command::Tunnel {
            pay: match opts.get("pay") {
                Some(v) => {
                    yes_no(v).ok_or_else(|| ParseError(msg!("parse-pay", text = v.as_str())))?
                }
                None => return err(msg!("parse-pay-missing")),
            },
            locos: num(&opts, "locos", 0..=3)?,
        },
        "tickets" => Command::Tickets,
        "keep" => Command::Keep {
            tickets: match opts.get("tickets") {
                None => Vec::new(),
                Some(v) => v
                    .split([',', ' '])
                    .filter(|s| !s.is_empty())
                    .map(|s| match s.trim().parse::<usize>() {
                        Ok(n) if (1..=10).contains(&n) => Ok(n),
                        _ => err(msg!("parse-tickets", text = s)),
                    })
                    .collect::<Result<_, _>>()?,
            },
        },
        "station" | "harbor" => {
            let city = required(&opts, "city", "city:Wien")?;
            let color = text(&opts, "color");
            let locos = num(&opts, "locos", 0..=4)?;
            if name == "station" {
                Command::Station { city, color, locos }
            } else {
                Command::Harbor { city, color, locos }
            }
        }
        "exchange" => match (
            num::<u8>(&opts, "trains_to_ships", 1..=50)?,
            num::<u8>(&opts, "ships_to_trains", 1..=50)?,
        ) {
            (Some(n), None) => Command::Exchange {
                to_ships: true,
                count: n,
            },
            (None, Some(n)) => Command::Exchange {
                to_ships: false,
                count: n,
            },
            _ => return err(msg!("parse-exchange")),
        },
        "split" => Command::Split {
            trains: num(&opts, "trains", 0..=60)?
                .ok_or_else(|| ParseError(msg!("parse-split-trains")))?,
            ships: num(&opts, "ships", 0..=60)?
                .ok_or_else(|| ParseError(msg!("parse-split-ships")))?,
        },
        "hand" => Command::Hand,
        "board" => Command::Board,
        "history" => Command::History,
        x => {
            let shown: String = x.chars().take(30).collect();
            return err(msg!("parse-unknown", text = shown));
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_quoted_and_plain_options() {
        assert_eq!(
            parse("/claim route:\"Paris Bruxelles\" color:red locos:1").unwrap(),
            Command::Claim {
                route: "Paris Bruxelles".into(),
                color: Some("red".into()),
                locos: Some(1),
                doubles: None,
                lane: None
            }
        );
        assert_eq!(
            parse("/keep tickets:1,3").unwrap(),
            Command::Keep {
                tickets: vec![1, 3]
            }
        );
        assert_eq!(
            parse("game new map:usa seats:3").unwrap(),
            Command::New {
                map: "usa".into(),
                lang: None,
                variant: None,
                bonus: false,
                seats: Some(3),
                turn_hours: None,
                timeout: None
            }
        );
    }

    #[test]
    fn takes_the_russian_and_ukrainian_names_the_hints_show() {
        assert_eq!(
            parse("/оставить билеты:1,3").unwrap(),
            parse("/keep tickets:1,3").unwrap()
        );
        assert_eq!(
            parse("/прокласти ділянка:\"Paris Bruxelles\" колір:red").unwrap(),
            parse("/claim route:\"Paris Bruxelles\" color:red").unwrap()
        );
        assert_eq!(
            parse("/игра новая карта:europe игроков:3 часов_на_ход:24").unwrap(),
            parse("/game new map:europe seats:3 turn:24").unwrap()
        );
        assert_eq!(
            parse("/туннель платить:да").unwrap(),
            parse("/tunnel pay:yes").unwrap()
        );
        assert_eq!(parse("/гра стан").unwrap(), Command::Status);
    }

    #[test]
    fn refuses_bad_input_with_a_way_out() {
        assert!(parse("/fly").unwrap_err().to_string().contains("Commands:"));
        assert!(
            parse("/game new map:usa seats:9")
                .unwrap_err()
                .to_string()
                .contains("from 2 to 5")
        );
        assert!(
            parse("/tunnel")
                .unwrap_err()
                .to_string()
                .contains("pay:yes")
        );
        assert!(
            parse(&format!("/claim route:{}", "x".repeat(10_000)))
                .unwrap_err()
                .to_string()
                .contains("too long")
        );
        assert!(
            parse("/claim route:\"Paris\u{7}\"")
                .unwrap_err()
                .to_string()
                .contains("control")
        );
        assert!(
            parse("/claim route:\"Paris")
                .unwrap_err()
                .to_string()
                .contains("never closed")
        );
        assert!(parse("").is_err());
    }
}
