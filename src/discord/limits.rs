//! Discord's limits on command definitions, checked before registering so a
//! definition Discord would refuse is caught at start-up (and in tests).
//! Names, descriptions and choice labels are checked in the default
//! language and in every localization.

use regex::Regex;
use serde_json::Value;
use std::collections::BTreeSet;
use std::sync::LazyLock;

/// Longest description.
pub(super) const MAX_DESCRIPTION: usize = 100;
/// Most options per command or subcommand, and choices per option.
pub(super) const MAX_OPTIONS: usize = 25;
pub(super) const MAX_CHOICES: usize = 25;
/// Longest choice name and string value.
pub(super) const MAX_CHOICE_TEXT: usize = 100;
/// Most characters in names, descriptions and values of one command in all
/// (of each localized field, the longest counts).
pub(super) const MAX_TOTAL: usize = 8000;
/// Most slash commands per application.
pub(super) const MAX_COMMANDS: usize = 100;

/// Discord's pattern for command and option names.
static NAME: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$").expect("a valid pattern")
});

/// Whether a name is one Discord accepts for a slash command or option:
/// `^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$`, in lower case wherever a
/// letter has a lower case.
pub(super) fn valid_name(name: &str) -> bool {
    NAME.is_match(name) && name.to_lowercase() == name
}

fn text<'a>(v: &'a Value, key: &str) -> &'a str {
    v.get(key).and_then(Value::as_str).unwrap_or("")
}

/// `field` of `v` in `locale` (`None`: the default), falling back to the
/// default as Discord does.
fn localized<'a>(v: &'a Value, field: &str, locale: Option<&str>) -> &'a str {
    locale
        .and_then(|l| v.get(format!("{field}_localizations"))?.get(l)?.as_str())
        .unwrap_or_else(|| text(v, field))
}

/// The longest of `field` in any language, in characters.
fn longest(v: &Value, field: &str) -> usize {
    let local = v
        .get(format!("{field}_localizations"))
        .and_then(Value::as_object)
        .into_iter()
        .flat_map(|m| m.values().filter_map(Value::as_str));
    local
        .chain([text(v, field)])
        .map(|t| t.chars().count())
        .max()
        .unwrap_or(0)
}

/// Every locale any part of the definitions is localized into.
fn locales(v: &Value, out: &mut BTreeSet<String>) {
    match v {
        Value::Object(m) => {
            for (k, child) in m {
                if k.ends_with("_localizations")
                    && let Some(l) = child.as_object()
                {
                    out.extend(l.keys().cloned());
                }
                locales(child, out);
            }
        }
        Value::Array(a) => a.iter().for_each(|c| locales(c, out)),
        _ => {}
    }
}

/// The checker's state: which languages, what went wrong.
struct Check {
    /// `None` is the default language.
    langs: Vec<Option<String>>,
    problems: Vec<String>,
}

impl Check {
    /// Name and description rules shared by commands and options, in every
    /// language; returns their characters for the command's total.
    fn named(&mut self, path: &str, v: &Value) -> usize {
        for lang in &self.langs {
            let l = lang.as_deref();
            let at = l.map_or_else(String::new, |l| format!(" [{l}]"));
            let name = localized(v, "name", l);
            if !valid_name(name) {
                self.problems.push(format!(
                    "{path}{at}: name \"{name}\" is not a valid command name"
                ));
            }
            let n = localized(v, "description", l).chars().count();
            if !(1..=MAX_DESCRIPTION).contains(&n) {
                self.problems.push(format!(
                    "{path}{at}: description has {n} characters (1 to {MAX_DESCRIPTION})"
                ));
            }
        }
        longest(v, "name") + longest(v, "description")
    }

    /// Checks that no two of `items` share a name in any language.
    fn distinct(&mut self, path: &str, items: &[Value]) {
        for lang in &self.langs {
            let l = lang.as_deref();
            let mut names: Vec<&str> = items.iter().map(|i| localized(i, "name", l)).collect();
            names.sort_unstable();
            if let Some(w) = names.windows(2).find(|w| w[0] == w[1]) {
                let at = l.map_or_else(String::new, |l| format!(" [{l}]"));
                self.problems
                    .push(format!("{path}{at}: two share the name \"{}\"", w[0]));
            }
        }
    }

    /// Checks one option (or subcommand) and its children; returns its
    /// characters for the command's total.
    fn option(&mut self, path: &str, opt: &Value) -> usize {
        let path = format!("{path} {}", text(opt, "name"));
        let mut total = self.named(&path, opt);
        if let Some(choices) = opt.get("choices").and_then(Value::as_array) {
            if choices.len() > MAX_CHOICES {
                self.problems.push(format!(
                    "{path}: {} choices (at most {MAX_CHOICES})",
                    choices.len()
                ));
            }
            for c in choices {
                let value = match c.get("value") {
                    Some(Value::String(s)) => s.clone(),
                    Some(v) => v.to_string(),
                    None => String::new(),
                };
                let mut texts: Vec<(String, &str)> = self
                    .langs
                    .iter()
                    .map(|l| {
                        let at = l.as_ref().map_or_else(String::new, |l| format!(" [{l}]"));
                        (format!("name{at}"), localized(c, "name", l.as_deref()))
                    })
                    .collect();
                texts.push(("value".into(), &value));
                for (what, t) in texts {
                    let n = t.chars().count();
                    if !(1..=MAX_CHOICE_TEXT).contains(&n) {
                        self.problems
                            .push(format!("{path}: choice {what} \"{t}\" has {n} characters"));
                    }
                }
                total += longest(c, "name") + value.chars().count();
            }
        }
        total + self.children(&path, opt)
    }

    fn children(&mut self, path: &str, v: &Value) -> usize {
        let Some(options) = v.get("options").and_then(Value::as_array) else {
            return 0;
        };
        if options.len() > MAX_OPTIONS {
            self.problems.push(format!(
                "{path}: {} options (at most {MAX_OPTIONS})",
                options.len()
            ));
        }
        self.distinct(path, options);
        options.iter().map(|o| self.option(path, o)).sum()
    }
}

/// Every way the command definitions (as sent to Discord) break Discord's
/// limits, in any language; empty when Discord will accept them.
pub fn problems(commands: &[Value]) -> Vec<String> {
    let mut found = BTreeSet::new();
    commands.iter().for_each(|c| locales(c, &mut found));
    let mut check = Check {
        langs: std::iter::once(None)
            .chain(found.into_iter().map(Some))
            .collect(),
        problems: Vec::new(),
    };
    if commands.len() > MAX_COMMANDS {
        check.problems.push(format!(
            "{} commands (at most {MAX_COMMANDS})",
            commands.len()
        ));
    }
    check.distinct("commands", commands);
    for c in commands {
        let path = format!("/{}", text(c, "name"));
        let total = check.named(&path, c) + check.children(&path, c);
        if total > MAX_TOTAL {
            check.problems.push(format!(
                "{path}: {total} characters in all (at most {MAX_TOTAL})"
            ));
        }
    }
    check.problems
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn names_follow_discords_pattern() {
        for ok in [
            "game",
            "addbot",
            "trains_to_ships",
            "a-b",
            "straße",
            "x1",
            "проложить",
            "годин_на_хід",
            "खेल",
        ] {
            assert!(valid_name(ok), "{ok}");
        }
        for bad in [
            "",
            "Game",
            "Игра",
            "two words",
            "a.b",
            "дo'ма",
            &"x".repeat(33),
            &"я".repeat(33),
        ] {
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

    #[test]
    fn each_localization_is_checked() {
        let defs = vec![
            json!({
                "name": "claim", "name_localizations": {"ru": "Проложить", "uk": "прокласти"},
                "description": "d", "description_localizations": {"uk": "д".repeat(101)},
                "options": [
                    {"name": "route", "name_localizations": {"ru": "перегон"},
                     "description": "d"},
                    {"name": "lane", "name_localizations": {"ru": "перегон"},
                     "description": "d",
                     "choices": [{"name": "a", "name_localizations": {"uk": ""}, "value": 0}]},
                ],
            }),
            json!({"name": "draw", "name_localizations": {"uk": "прокласти"},
                   "description": "d"}),
        ];
        let p = problems(&defs);
        let has = |s: &str| p.iter().any(|x| x.contains(s));
        assert!(has("/claim [ru]: name \"Проложить\""), "{p:?}");
        assert!(has("/claim [uk]: description has 101"), "{p:?}");
        assert!(has("/claim [ru]: two share the name \"перегон\""), "{p:?}");
        assert!(has("choice name [uk] \"\" has 0"), "{p:?}");
        assert!(
            has("commands [uk]: two share the name \"прокласти\""),
            "{p:?}"
        );
        assert_eq!(p.len(), 5, "{p:?}");
        // Of each localized field, the longest counts toward the total.
        let big = json!({
            "name": "x", "description": "d",
            "description_localizations": {"ru": "д".repeat(100)},
            "options": (0..25).map(|i| json!({
                "name": format!("o{i}"), "description": "d",
                "description_localizations": {"ru": "д".repeat(100)},
                "choices": (0..25).map(|j| json!({
                    "name": format!("c{j}"),
                    "name_localizations": {"uk": "ч".repeat(100)}, "value": j
                })).collect::<Vec<_>>()
            })).collect::<Vec<_>>()
        });
        let p = problems(&[big]);
        assert!(p.iter().any(|x| x.contains("characters in all")), "{p:?}");
    }
}
