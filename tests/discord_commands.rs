//! The registered command list, walked as Discord receives it: names,
//! descriptions, option and choice counts and total size within Discord's
//! limits, and every host command reachable.

use conductor::discord::commands;
use regex::Regex;
use serde_json::Value;

fn definitions() -> Vec<Value> {
    poise::builtins::create_application_commands(&commands::all())
        .iter()
        .map(|c| serde_json::to_value(c).unwrap())
        .collect()
}

fn s<'a>(v: &'a Value, k: &str) -> &'a str {
    v[k].as_str().unwrap_or("")
}

/// Checks a command or option and its children; returns the characters it
/// adds to the command's total (names, descriptions, choice names and values).
fn walk(v: &Value, path: &str, name_re: &Regex) -> usize {
    let name = s(v, "name");
    let path = format!("{path} {name}");
    let n = name.chars().count();
    assert!((1..=32).contains(&n), "{path}: name length {n}");
    assert!(name_re.is_match(name), "{path}: name \"{name}\"");
    assert_eq!(name.to_lowercase(), name, "{path}: name not lower case");
    let d = s(v, "description").chars().count();
    assert!((1..=100).contains(&d), "{path}: description length {d}");
    let mut total = n + d;
    if let Some(choices) = v["choices"].as_array() {
        assert!(choices.len() <= 25, "{path}: {} choices", choices.len());
        for c in choices {
            let cn = s(c, "name").chars().count();
            assert!((1..=100).contains(&cn), "{path}: choice name length {cn}");
            let value = match &c["value"] {
                Value::String(x) => x.clone(),
                other => other.to_string(),
            };
            assert!(value.chars().count() <= 100, "{path}: choice value {value}");
            total += cn + value.chars().count();
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
        for o in options {
            total += walk(o, &path, name_re);
        }
    }
    total
}

#[test]
fn command_definitions_are_ones_discord_accepts() {
    let name_re = Regex::new(r"^[-_\p{L}\p{N}]+$").unwrap();
    let defs = definitions();
    assert!(!defs.is_empty() && defs.len() <= 100);
    let mut whole = 0;
    for c in &defs {
        let total = walk(c, "", &name_re);
        assert!(total <= 4000, "/{}: {total} characters", s(c, "name"));
        whole += serde_json::to_string(c).unwrap().len();
    }
    // The whole registration stays small (a bulk overwrite of all commands).
    assert!(whole < 64 * 1024, "{whole} bytes");
    assert!(conductor::discord::limits::problems(&defs).is_empty());
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
