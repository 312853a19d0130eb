//! The slash commands in every language: each command's, option's and
//! choice's name and description comes from discord.ftl, set once on the
//! commands poise built. English is Discord's default; Russian and Ukrainian
//! are Discord localizations (locales `ru` and `uk`), which Discord shows to
//! users whose client is set to them.
//!
//! English command and option names must stay what the code dispatches on
//! (Discord always sends the default names back); a catalog that says
//! otherwise is reported and the code's name kept. Choices are sent back by
//! position, so their English labels are free.

use crate::i18n::{Lang, Msg};
use crate::msg;
use std::borrow::Cow;

/// A command's name and description, by its path (`game new`, `claim`).
fn command_texts(path: &str) -> Option<(Msg, Msg)> {
    let found = game_commands().into_iter().find(|(p, ..)| *p == path);
    match found {
        Some((_, name, desc)) => Some((name, desc)),
        None => super::tourney::command_texts(path).or_else(|| super::league::command_texts(path)),
    }
}

/// The game's commands: path, name and description.
#[rustfmt::skip]
fn game_commands() -> [(&'static str, Msg, Msg); 30] {
    [
        ("game",        msg!("discord-cmd-game"), msg!("discord-cmd-game-desc")),
        ("game new",    msg!("discord-cmd-game-new"), msg!("discord-cmd-game-new-desc")),
        ("game join",   msg!("discord-cmd-game-join"), msg!("discord-cmd-game-join-desc")),
        ("game leave",  msg!("discord-cmd-game-leave"), msg!("discord-cmd-game-leave-desc")),
        ("game addbot", msg!("discord-cmd-game-addbot"), msg!("discord-cmd-game-addbot-desc")),
        ("game start",  msg!("discord-cmd-game-start"), msg!("discord-cmd-game-start-desc")),
        ("game end",    msg!("discord-cmd-game-end"), msg!("discord-cmd-game-end-desc")),
        ("game kick",   msg!("discord-cmd-game-kick"), msg!("discord-cmd-game-kick-desc")),
        ("game sub",    msg!("discord-cmd-game-sub"), msg!("discord-cmd-game-sub-desc")),
        ("away",        msg!("discord-cmd-away"), msg!("discord-cmd-away-desc")),
        ("rules",       msg!("discord-cmd-rules"), msg!("discord-cmd-rules-desc")),
        ("game status", msg!("discord-cmd-game-status"), msg!("discord-cmd-game-status-desc")),
        ("draw",        msg!("discord-cmd-draw"), msg!("discord-cmd-draw-desc")),
        ("claim",       msg!("discord-cmd-claim"), msg!("discord-cmd-claim-desc")),
        ("tunnel",      msg!("discord-cmd-tunnel"), msg!("discord-cmd-tunnel-desc")),
        ("tickets",     msg!("discord-cmd-tickets"), msg!("discord-cmd-tickets-desc")),
        ("keep",        msg!("discord-cmd-keep"), msg!("discord-cmd-keep-desc")),
        ("station",     msg!("discord-cmd-station"), msg!("discord-cmd-station-desc")),
        ("harbor",      msg!("discord-cmd-harbor"), msg!("discord-cmd-harbor-desc")),
        ("exchange",    msg!("discord-cmd-exchange"), msg!("discord-cmd-exchange-desc")),
        ("split",       msg!("discord-cmd-split"), msg!("discord-cmd-split-desc")),
        ("hand",        msg!("discord-cmd-hand"), msg!("discord-cmd-hand-desc")),
        ("board",       msg!("discord-cmd-board"), msg!("discord-cmd-board-desc")),
        ("history",     msg!("discord-cmd-history"), msg!("discord-cmd-history-desc")),
        ("settings",    msg!("discord-cmd-settings"), msg!("discord-cmd-settings-desc")),
        ("mygames",     msg!("discord-cmd-mygames"), msg!("discord-cmd-mygames-desc")),
        ("webpages",    msg!("discord-cmd-webpages"), msg!("discord-cmd-webpages-desc")),
        ("premove",     msg!("discord-cmd-premove"), msg!("discord-cmd-premove-desc")),
        ("undo",        msg!("discord-cmd-undo"), msg!("discord-cmd-undo-desc")),
        ("help",        msg!("discord-cmd-help"), msg!("discord-cmd-help-desc")),
    ]
}

/// An option's name and description, by its command's path and its name.
/// Names are shared by every command with the same option; descriptions
/// are per command.
fn option_texts(path: &str, option: &str) -> Option<(Msg, Msg)> {
    let found = game_options()
        .into_iter()
        .find(|(paths, o, ..)| paths.contains(&path) && *o == option);
    match found {
        Some((.., name, desc)) => Some((name, desc)),
        None => super::tourney::option_texts(path, option)
            .or_else(|| super::league::option_texts(path, option)),
    }
}

/// The game commands' options: the commands' paths, the option, its name
/// and its description there.
#[rustfmt::skip]
fn game_options() -> [(&'static [&'static str], &'static str, Msg, Msg); 46] {
    [
        (&["game new"],                              "map",        msg!("discord-opt-map"), msg!("discord-opt-new-map-desc")),
        (&["game new"],                              "variant",    msg!("discord-opt-variant"), msg!("discord-opt-new-variant-desc")),
        (&["game new"],                              "bonus",      msg!("discord-opt-bonus"), msg!("discord-opt-new-bonus-desc")),
        (&["game new"],                              "seats",      msg!("discord-opt-seats"), msg!("discord-opt-new-seats-desc")),
        (&["game new"],                              "turn_hours", msg!("discord-opt-turn-hours"), msg!("discord-opt-new-turn-hours-desc")),
        (&["game new"],                              "timeout",    msg!("discord-opt-timeout"), msg!("discord-opt-new-timeout-desc")),
        (&["game new"],                              "lang",       msg!("discord-opt-lang"), msg!("discord-opt-new-lang-desc")),
        (&["game new"],                              "away_days",  msg!("discord-opt-away-days"), msg!("discord-opt-new-away-days-desc")),
        (&["game new"],                              "cover",      msg!("discord-opt-cover"), msg!("discord-opt-new-cover-desc")),
        (&["game sub"],                              "seat",       msg!("discord-opt-seat"), msg!("discord-opt-sub-seat-desc")),
        (&["away"],                                  "for",        msg!("discord-opt-for"), msg!("discord-opt-away-for-desc")),
        (&["away"],                                  "until",      msg!("discord-opt-until"), msg!("discord-opt-away-until-desc")),
        (&["rules"],                                 "board",      msg!("discord-opt-rules-board"), msg!("discord-opt-rules-board-desc")),
        (&["away"],                                  "off",        msg!("discord-opt-off"), msg!("discord-opt-away-off-desc")),
        (&["webpages"],                              "on",         msg!("discord-opt-pages-on"), msg!("discord-opt-pages-on-desc")),
        (&["game new"],                              "alerts",     msg!("discord-opt-alerts"), msg!("discord-opt-new-alerts-desc")),
        (&["game new"],                              "rated",      msg!("discord-opt-rated"), msg!("discord-opt-new-rated-desc")),
        (&["premove"],                               "route",      msg!("discord-opt-route"), msg!("discord-opt-premove-route-desc")),
        (&["premove"],                               "draw",       msg!("discord-opt-draw"), msg!("discord-opt-premove-draw-desc")),
        (&["premove"],                               "then",       msg!("discord-opt-then"), msg!("discord-opt-premove-then-desc")),
        (&["premove"],                               "clear",      msg!("discord-opt-clear"), msg!("discord-opt-premove-clear-desc")),
        (&["game addbot"],                           "level",      msg!("discord-opt-level"), msg!("discord-opt-addbot-level-desc")),
        (&["game kick"],                             "user",       msg!("discord-opt-user"), msg!("discord-opt-kick-user-desc")),
        (&["draw"],                                  "from",       msg!("discord-opt-from"), msg!("discord-opt-draw-from-desc")),
        (&["draw"],                                  "refill",     msg!("discord-opt-refill"), msg!("discord-opt-draw-refill-desc")),
        (&["claim"],                                 "route",      msg!("discord-opt-route"), msg!("discord-opt-claim-route-desc")),
        (&["claim", "station", "harbor", "premove"], "color",      msg!("discord-opt-color"), msg!("discord-opt-pay-color-desc")),
        (&["claim", "station", "premove"],           "locos",      msg!("discord-opt-locos"), msg!("discord-opt-pay-locos-desc")),
        (&["claim"],                                 "doubles",    msg!("discord-opt-doubles"), msg!("discord-opt-claim-doubles-desc")),
        (&["claim", "premove"],                      "lane",       msg!("discord-opt-lane"), msg!("discord-opt-claim-lane-desc")),
        (&["tunnel"],                                "pay",        msg!("discord-opt-pay"), msg!("discord-opt-tunnel-pay-desc")),
        (&["tunnel"],                                "locos",      msg!("discord-opt-locos"), msg!("discord-opt-tunnel-locos-desc")),
        (&["keep"],                                  "tickets",    msg!("discord-opt-tickets"), msg!("discord-opt-keep-tickets-desc")),
        (&["station"],                               "city",       msg!("discord-opt-city"), msg!("discord-opt-station-city-desc")),
        (&["harbor"],                                "city",       msg!("discord-opt-city"), msg!("discord-opt-harbor-city-desc")),
        (&["harbor"],                                "locos",      msg!("discord-opt-jokers"), msg!("discord-opt-harbor-jokers-desc")),
        (&["exchange"],                              "direction",  msg!("discord-opt-direction"), msg!("discord-opt-exchange-direction-desc")),
        (&["exchange"],                              "count",      msg!("discord-opt-count"), msg!("discord-opt-exchange-count-desc")),
        (&["split"],                                 "trains",     msg!("discord-opt-trains"), msg!("discord-opt-split-trains-desc")),
        (&["split"],                                 "ships",      msg!("discord-opt-ships"), msg!("discord-opt-split-ships-desc")),
        (&["settings"],                              "patterns",   msg!("discord-opt-patterns"), msg!("discord-opt-settings-patterns-desc")),
        (&["settings"],                              "ping",       msg!("discord-opt-ping"), msg!("discord-opt-settings-ping-desc")),
        (&["settings"],                              "confirm",    msg!("discord-opt-confirm"), msg!("discord-opt-settings-confirm-desc")),
        (&["settings"],                              "size",       msg!("discord-opt-picture-size"), msg!("discord-opt-settings-size-desc")),
        (&["settings"],                              "quiet",      msg!("discord-opt-quiet"), msg!("discord-opt-settings-quiet-desc")),
        (&["settings"],                              "tz",         msg!("discord-opt-tz"), msg!("discord-opt-settings-tz-desc")),
    ]
}

/// A choice's label, by its option's name and the choice's name in the code
/// (see `options`).
fn choice_text(option: &str, choice: &str) -> Option<Msg> {
    Some(match (option, choice) {
        ("map" | "board", "usa") => msg!("discord-choice-map-usa"),
        ("map" | "board", "europe") => msg!("discord-choice-map-europe"),
        ("map" | "board", "switzerland") => msg!("discord-choice-map-switzerland"),
        ("map" | "board", "world") => msg!("discord-choice-map-world"),
        ("variant", "classic") => msg!("discord-choice-variant-classic"),
        ("variant", "1912") => msg!("discord-choice-variant-1912"),
        ("variant", "mega") => msg!("discord-choice-variant-mega"),
        ("variant", "bigcities") => msg!("discord-choice-variant-bigcities"),
        ("timeout", "bot") => msg!("discord-choice-timeout-bot"),
        ("timeout", "skip") => msg!("discord-choice-timeout-skip"),
        ("timeout", "expert") => msg!("discord-choice-timeout-expert"),
        ("level", "easy") => msg!("discord-choice-level-easy"),
        ("level", "hard") => msg!("discord-choice-level-hard"),
        ("level", "expert") => msg!("discord-choice-level-expert"),
        ("lang", "en") => msg!("discord-choice-lang-en"),
        ("lang", "ru") => msg!("discord-choice-lang-ru"),
        ("lang", "uk") => msg!("discord-choice-lang-uk"),
        ("direction", "trains to ships") => msg!("discord-choice-exchange-to-ships"),
        ("direction", "ships to trains") => msg!("discord-choice-exchange-to-trains"),
        ("ping", "every") => msg!("discord-choice-ping-every"),
        ("ping", "mine") => msg!("discord-choice-ping-mine"),
        ("ping", "digest") => msg!("discord-choice-ping-digest"),
        ("size", "full") => msg!("discord-choice-size-full"),
        ("size", "phone") => msg!("discord-choice-size-phone"),
        _ => return None,
    })
}

type Localizations = Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]>;

/// A text in every language but English, by Discord locale.
fn localizations(msg: &Msg) -> Localizations {
    Lang::ALL
        .into_iter()
        .filter(|&l| l != Lang::En)
        .map(|l| (Cow::Borrowed(l.code()), Cow::Owned(l.tr(msg))))
        .collect::<Vec<_>>()
        .into()
}

/// Checks that the catalog's English name is the code's.
fn check_name(code: &str, name: &Msg, what: &str, problems: &mut Vec<String>) {
    let english = Lang::En.tr(name);
    if english != code {
        problems.push(format!(
            "{what}: the English catalog names it \"{english}\", the code \"{code}\""
        ));
    }
}

/// Names, describes and labels `commands` (and their subcommands, options
/// and choices) in every language. Returns what has no text in the catalog
/// (left as the code has it) or an English name the code does not use.
pub(super) fn apply<U, E>(commands: &mut [poise::Command<U, E>]) -> Vec<String> {
    let mut problems = Vec::new();
    for c in commands {
        command(c, "", &mut problems);
    }
    problems
}

fn command<U, E>(c: &mut poise::Command<U, E>, parent: &str, problems: &mut Vec<String>) {
    let path = if parent.is_empty() {
        c.name.to_string()
    } else {
        format!("{parent} {}", c.name)
    };
    match command_texts(&path) {
        Some((name, description)) => {
            check_name(&c.name, &name, &format!("/{path}"), problems);
            c.name_localizations = localizations(&name);
            c.description = Some(Lang::En.tr(&description).into());
            c.description_localizations = localizations(&description);
        }
        None => problems.push(format!(
            "/{path} has no name and description in discord.ftl"
        )),
    }
    for p in c.parameters.iter_mut() {
        let what = format!("/{path} {}", p.name);
        match option_texts(&path, &p.name) {
            Some((name, description)) => {
                check_name(&p.name, &name, &what, problems);
                p.name_localizations = localizations(&name);
                p.description = Some(Lang::En.tr(&description).into());
                p.description_localizations = localizations(&description);
            }
            None => problems.push(format!("{what} has no name and description in discord.ftl")),
        }
        let option = p.name.clone();
        for choice in p.choices.to_mut() {
            match choice_text(&option, &choice.name) {
                Some(label) => {
                    choice.name = Lang::En.tr(&label).into();
                    choice.localizations = localizations(&label);
                }
                None => problems.push(format!(
                    "{what}: choice \"{}\" has no label in discord.ftl",
                    choice.name
                )),
            }
        }
    }
    for s in c.subcommands.iter_mut() {
        command(s, &path, problems);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::commands;

    #[test]
    fn every_command_option_and_choice_has_its_texts() {
        let mut built = commands::built();
        let problems = apply(&mut built);
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn a_missing_text_or_a_renamed_command_is_reported() {
        let mut built = commands::built();
        built[1].parameters[0].name = "frm".into();
        let problems = apply(&mut built);
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert!(problems[0].contains("/draw frm"), "{problems:?}");
        let mut problems = Vec::new();
        check_name("claim", &msg!("discord-cmd-draw"), "/claim", &mut problems);
        assert_eq!(problems.len(), 1, "{problems:?}");
    }

    #[test]
    fn russian_and_ukrainian_names_and_descriptions_are_set() {
        let all = commands::all_commands();
        let find = |name: &str| all.iter().find(|c| c.name == name).unwrap();
        let local = |l: &Localizations, code: &str| {
            l.iter()
                .find(|(k, _)| k == code)
                .map(|(_, v)| v.to_string())
                .unwrap()
        };
        let claim = find("claim");
        assert_eq!(local(&claim.name_localizations, "ru"), "проложить");
        assert_eq!(local(&claim.name_localizations, "uk"), "прокласти");
        assert_eq!(claim.description.as_deref(), Some("Claim a route."));
        let route = &claim.parameters[0];
        assert_eq!(route.name, "route");
        assert_eq!(local(&route.name_localizations, "ru"), "перегон");
        let new = &find("game").subcommands[0];
        assert_eq!(new.name, "new");
        assert_eq!(local(&new.name_localizations, "uk"), "нова");
        let lang = new.parameters.iter().find(|p| p.name == "lang").unwrap();
        let labels: Vec<&str> = lang.choices.iter().map(|c| c.name.as_ref()).collect();
        assert_eq!(labels, ["English", "Русский", "Українська"]);
        let map = &new.parameters[0];
        assert_eq!(local(&map.choices[3].localizations, "uk"), "Світ");
    }
}
