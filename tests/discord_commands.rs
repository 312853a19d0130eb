//! The registered command list, walked as Discord receives it: names,
//! descriptions, option and choice counts and total size within Discord's
//! limits in English and in every localization, and every host command
//! reachable.

use conductor::discord;
use regex::Regex;
use serde_json::Value;

fn definitions() -> Vec<Value> {
    poise::builtins::create_application_commands(&discord::all_commands())
        .iter()
        .map(|c| serde_json::to_value(c).unwrap())
        .collect()
}

fn s<'a>(v: &'a Value, k: &str) -> &'a str {
    v[k].as_str().unwrap_or("")
}

/// The locales commands are localized into.
const LOCALES: [&str; 2] = ["ru", "uk"];

/// `field` in `locale` (`""`: the default), as Discord falls back.
fn local<'a>(v: &'a Value, field: &str, locale: &str) -> &'a str {
    v[format!("{field}_localizations")][locale]
        .as_str()
        .unwrap_or_else(|| s(v, field))
}

/// The longest of a localized field, in characters.
fn longest(v: &Value, field: &str) -> usize {
    [""].into_iter()
        .chain(LOCALES)
        .map(|l| local(v, field, l).chars().count())
        .max()
        .unwrap()
}

/// Checks a command or option and its children in every language; returns
/// the characters it adds to the command's total (names, descriptions,
/// choice names and values; of each localized field the longest).
fn walk(v: &Value, path: &str, name_re: &Regex) -> usize {
    let path = format!("{path} {}", s(v, "name"));
    for locale in LOCALES {
        assert!(
            v["name_localizations"][locale].is_string(),
            "{path}: no {locale} name"
        );
        assert!(
            v["description_localizations"][locale].is_string(),
            "{path}: no {locale} description"
        );
    }
    for locale in [""].into_iter().chain(LOCALES) {
        let name = local(v, "name", locale);
        let n = name.chars().count();
        assert!((1..=32).contains(&n), "{path} [{locale}]: name length {n}");
        assert!(name_re.is_match(name), "{path} [{locale}]: name \"{name}\"");
        assert_eq!(
            name.to_lowercase(),
            name,
            "{path} [{locale}]: name not lower case"
        );
        let d = local(v, "description", locale).chars().count();
        assert!(
            (1..=100).contains(&d),
            "{path} [{locale}]: description length {d}"
        );
    }
    let mut total = longest(v, "name") + longest(v, "description");
    if let Some(choices) = v["choices"].as_array() {
        assert!(choices.len() <= 25, "{path}: {} choices", choices.len());
        for c in choices {
            for locale in [""].into_iter().chain(LOCALES) {
                let cn = local(c, "name", locale).chars().count();
                assert!(
                    (1..=100).contains(&cn),
                    "{path} [{locale}]: choice name length {cn}"
                );
            }
            let value = match &c["value"] {
                Value::String(x) => x.clone(),
                other => other.to_string(),
            };
            assert!(value.chars().count() <= 100, "{path}: choice value {value}");
            total += longest(c, "name") + value.chars().count();
        }
    }
    if let Some(options) = v["options"].as_array() {
        assert!(options.len() <= 25, "{path}: {} options", options.len());
        // Required options come first, as Discord demands.
        let required: Vec<bool> = options.iter().map(|o| o["required"] == true).collect();
        assert!(
            required.windows(2).all(|w| w[0] || !w[1]),
            "{path}: a required option follows an optional one"
        );
        distinct(options, &path);
        for o in options {
            total += walk(o, &path, name_re);
        }
    }
    total
}

/// No two siblings share a name in any language.
fn distinct(items: &[Value], path: &str) {
    for locale in [""].into_iter().chain(LOCALES) {
        let mut names: Vec<&str> = items.iter().map(|i| local(i, "name", locale)).collect();
        names.sort_unstable();
        let before = names.len();
        names.dedup();
        assert_eq!(names.len(), before, "{path} [{locale}]: a name repeats");
    }
}

#[test]
fn command_definitions_are_ones_discord_accepts() {
    let name_re = Regex::new(r"^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$").unwrap();
    let defs = definitions();
    assert!(!defs.is_empty() && defs.len() <= 100);
    distinct(&defs, "commands");
    let mut whole = 0;
    for c in &defs {
        let total = walk(c, "", &name_re);
        assert!(total <= 4000, "/{}: {total} characters", s(c, "name"));
        whole += serde_json::to_string(c).unwrap().len();
    }
    // The whole registration stays small (a bulk overwrite of all commands).
    assert!(whole < 64 * 1024, "{whole} bytes");
    assert!(conductor::discord::problems(&defs).is_empty());
}

#[test]
fn every_host_command_is_a_slash_command() {
    let defs = definitions();
    let mut names: Vec<String> = Vec::new();
    for c in &defs {
        let top = s(c, "name");
        match c["options"].as_array() {
            // Subcommands are options of type 1.
            Some(opts) if opts.iter().any(|o| o["type"] == 1) => {
                for o in opts {
                    names.push(format!("{top} {}", s(o, "name")));
                }
            }
            _ => names.push(top.to_string()),
        }
    }
    names.sort();
    let mut want: Vec<String> = [
        "game new",
        "game join",
        "game leave",
        "game addbot",
        "game start",
        "game end",
        "game kick",
        "game sub",
        "game status",
        "draw",
        "claim",
        "tunnel",
        "tickets",
        "keep",
        "station",
        "harbor",
        "exchange",
        "split",
        "hand",
        "board",
        "history",
        "tourney create",
        "tourney join",
        "tourney addbot",
        "tourney leave",
        "tourney drop",
        "tourney rejoin",
        "tourney start",
        "tourney next",
        "tourney sub",
        "tourney adjust",
        "tourney end",
        "tourney cancel",
        "tourney standings",
        "tourney pairings",
        "tourney status",
        "tourney verify",
        "premove",
        "undo",
        "settings",
        "mygames",
        "leaderboard",
        "stats",
        "season start",
        "season end",
        "away",
        "rules",
        "help",
        "webpages",
    ]
    .iter()
    .map(|x| x.to_string())
    .collect();
    want.sort();
    assert_eq!(names, want);
}

#[test]
fn names_are_completed_where_players_type_them() {
    let defs = definitions();
    let option = |cmd: &str, opt: &str| -> Value {
        defs.iter()
            .find(|c| s(c, "name") == cmd)
            .and_then(|c| c["options"].as_array())
            .and_then(|o| o.iter().find(|o| s(o, "name") == opt).cloned())
            .unwrap_or_else(|| panic!("/{cmd} {opt}"))
    };
    for (cmd, opt) in [
        ("claim", "route"),
        ("claim", "color"),
        ("claim", "lane"),
        ("station", "city"),
        ("harbor", "city"),
        ("keep", "tickets"),
        ("draw", "from"),
    ] {
        assert_eq!(option(cmd, opt)["autocomplete"], true, "/{cmd} {opt}");
    }
    assert_eq!(option("claim", "route")["required"], true);
    assert_eq!(option("claim", "route")["max_length"], 200);
}

#[test]
fn game_new_offers_the_three_languages() {
    let defs = definitions();
    let game = defs.iter().find(|c| s(c, "name") == "game").unwrap();
    let new = game["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| s(o, "name") == "new")
        .unwrap();
    assert_eq!(new["name_localizations"]["ru"], "новая");
    let lang = new["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| s(o, "name") == "lang")
        .expect("/game new lang");
    assert_eq!(lang["name_localizations"]["ru"], "язык");
    assert_eq!(lang["name_localizations"]["uk"], "мова");
    assert_ne!(lang["required"], true);
    let labels: Vec<&str> = lang["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| s(c, "name"))
        .collect();
    assert_eq!(labels, ["English", "Русский", "Українська"]);
}

#[test]
fn premove_and_undo_are_named_in_every_language() {
    let defs = definitions();
    let command = |name: &str| defs.iter().find(|c| s(c, "name") == name).unwrap();
    let premove = command("premove");
    assert_eq!(premove["name_localizations"]["ru"], "план");
    assert_eq!(premove["name_localizations"]["uk"], "план");
    let undo = command("undo");
    assert_eq!(undo["name_localizations"]["ru"], "отменить");
    assert_eq!(undo["name_localizations"]["uk"], "скасувати");
    let options: Vec<&str> = premove["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| s(o, "name"))
        .collect();
    assert_eq!(
        options,
        ["route", "color", "locos", "lane", "draw", "then", "clear"]
    );
    let route = &premove["options"][0];
    assert_eq!(route["autocomplete"], true);
    assert_eq!(route["name_localizations"]["uk"], "ділянка");
    let game = command("game");
    let new = game["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| s(o, "name") == "new")
        .unwrap();
    let alerts = new["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| s(o, "name") == "alerts")
        .expect("/game new alerts");
    assert_eq!(alerts["name_localizations"]["ru"], "предупреждения");
    assert_ne!(alerts["required"], true);
}

#[test]
fn settings_and_mygames_are_registered_in_three_languages() {
    let defs = definitions();
    let cmd = |name: &str| defs.iter().find(|c| s(c, "name") == name).cloned();
    let settings = cmd("settings").expect("/settings");
    assert_eq!(settings["name_localizations"]["ru"], "настройки");
    assert_eq!(settings["name_localizations"]["uk"], "налаштування");
    let options: Vec<(&str, &str, &str)> = settings["options"]
        .as_array()
        .expect("options")
        .iter()
        .map(|o| {
            let l = |loc: &str| o["name_localizations"][loc].as_str().unwrap_or("");
            (s(o, "name"), l("ru"), l("uk"))
        })
        .collect();
    assert_eq!(
        options,
        [
            ("patterns", "узоры", "візерунки"),
            ("ping", "упоминания", "згадки"),
            ("confirm", "подтверждение", "підтвердження"),
            ("size", "размер", "розмір"),
            ("quiet", "тихие_часы", "тихі_години"),
            ("tz", "пояс", "пояс"),
        ]
    );
    let mygames = cmd("mygames").expect("/mygames");
    assert_eq!(mygames["name_localizations"]["ru"], "мои_игры");
    assert_eq!(mygames["name_localizations"]["uk"], "мої_ігри");
    // Both answer in DMs too, where game commands are limited to servers.
    let guild_only = |c: &Value| c["contexts"] == serde_json::json!([0]);
    assert!(guild_only(&cmd("board").expect("/board")));
    for c in [&settings, &mygames] {
        assert!(!guild_only(c), "{}", s(c, "name"));
    }
}
