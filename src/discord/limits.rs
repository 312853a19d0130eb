//! Discord's limits on command definitions, checked before registering so a
//! definition Discord would refuse is caught at start-up (and in tests).

use serde_json::Value;

/// Longest command, option or choice name.
pub const MAX_NAME: usize = 32;
/// Longest description.
pub const MAX_DESCRIPTION: usize = 100;
/// Most options per command or subcommand, and choices per option.
pub const MAX_OPTIONS: usize = 25;
pub const MAX_CHOICES: usize = 25;
/// Longest choice name and string value.
pub const MAX_CHOICE_TEXT: usize = 100;
/// Most characters in names, descriptions and values of one command in all.
pub const MAX_TOTAL: usize = 8000;
/// Most slash commands per application.
pub const MAX_COMMANDS: usize = 100;

/// Whether a name is one Discord accepts for a slash command or option:
/// 1–32 characters, lower case, `^[-_\p{L}\p{N}]+$`.
pub fn valid_name(name: &str) -> bool {
    let n = name.chars().count();
    (1..=MAX_NAME).contains(&n)
        && name.to_lowercase() == name
        && name
            .chars()
            .all(|c| c == '-' || c == '_' || c.is_alphabetic() || c.is_numeric())
}

fn text<'a>(v: &'a Value, key: &str) -> &'a str {
    v.get(key).and_then(Value::as_str).unwrap_or("")
}

/// Checks one option (or subcommand) and its children; adds to the total.
fn check_option(path: &str, opt: &Value, total: &mut usize, problems: &mut Vec<String>) {
    let name = text(opt, "name");
    let path = format!("{path} {name}");
    check_named(&path, opt, total, problems);
    let choices = opt.get("choices").and_then(Value::as_array);
    if let Some(choices) = choices {
        if choices.len() > MAX_CHOICES {
            problems.push(format!(
                "{path}: {} choices (at most {MAX_CHOICES})",
                choices.len()
            ));
        }
        for c in choices {
            let cname = text(c, "name");
            let value = match c.get("value") {
                Some(Value::String(s)) => s.clone(),
                Some(v) => v.to_string(),
                None => String::new(),
            };
            for (what, t) in [("name", cname), ("value", value.as_str())] {
                let n = t.chars().count();
                if !(1..=MAX_CHOICE_TEXT).contains(&n) {
                    problems.push(format!("{path}: choice {what} \"{t}\" has {n} characters"));
                }
            }
            *total += cname.chars().count() + value.chars().count();
        }
    }
    check_children(&path, opt, total, problems);
}

/// Name and description rules shared by commands and options.
fn check_named(path: &str, v: &Value, total: &mut usize, problems: &mut Vec<String>) {
    let name = text(v, "name");
    if !valid_name(name) {
        problems.push(format!(
            "{path}: name \"{name}\" is not a valid command name"
        ));
    }
    let description = text(v, "description");
    let n = description.chars().count();
    if !(1..=MAX_DESCRIPTION).contains(&n) {
        problems.push(format!(
            "{path}: description has {n} characters (1 to {MAX_DESCRIPTION})"
        ));
    }
    *total += name.chars().count() + n;
}

fn check_children(path: &str, v: &Value, total: &mut usize, problems: &mut Vec<String>) {
    let Some(options) = v.get("options").and_then(Value::as_array) else {
        return;
    };
    if options.len() > MAX_OPTIONS {
        problems.push(format!(
            "{path}: {} options (at most {MAX_OPTIONS})",
            options.len()
        ));
    }
    for o in options {
        check_option(path, o, total, problems);
    }
}

/// Every way the command definitions (as sent to Discord) break Discord's
/// limits; empty when Discord will accept them.
pub fn problems(commands: &[Value]) -> Vec<String> {
    let mut problems = Vec::new();
    if commands.len() > MAX_COMMANDS {
        problems.push(format!(
            "{} commands (at most {MAX_COMMANDS})",
            commands.len()
        ));
    }
    let mut names: Vec<&str> = commands.iter().map(|c| text(c, "name")).collect();
    names.sort_unstable();
    if names.windows(2).any(|w| w[0] == w[1]) {
        problems.push("two commands share a name".into());
    }
    for c in commands {
        let path = format!("/{}", text(c, "name"));
        let mut total = 0;
        check_named(&path, c, &mut total, &mut problems);
        check_children(&path, c, &mut total, &mut problems);
        if total > MAX_TOTAL {
            problems.push(format!(
                "{path}: {total} characters in all (at most {MAX_TOTAL})"
            ));
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn names_follow_discords_pattern() {
        for ok in ["game", "addbot", "trains_to_ships", "a-b", "straße", "x1"] {
            assert!(valid_name(ok), "{ok}");
        }
        for bad in ["", "Game", "two words", "a.b", &"x".repeat(33)] {
            assert!(!valid_name(bad), "{bad}");
        }
    }

    #[test]
    fn each_limit_is_reported() {
        let long = "d".repeat(101);
        let choices: Vec<Value> = (0..26)
            .map(|i| json!({"name": format!("c{i}"), "value": "v"}))
            .collect();
        let options: Vec<Value> = (0..26)
            .map(|i| json!({"name": format!("o{i}"), "description": "d"}))
            .collect();
        let defs = vec![
            json!({"name": "Bad", "description": "d"}),
            json!({"name": "long", "description": long}),
            json!({"name": "many", "description": "d", "options": options}),
            json!({"name": "pick", "description": "d", "options": [
                {"name": "x", "description": "d", "choices": choices}
            ]}),
        ];
        let p = problems(&defs);
        assert_eq!(p.len(), 4, "{p:?}");
        assert!(problems(&[json!({"name": "ok", "description": "fine"})]).is_empty());
    }
}
