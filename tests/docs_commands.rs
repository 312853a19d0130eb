//! docs/commands.md is the table of every slash command the bot registers,
//! rendered here from the live command list; the test fails when the file
//! and the commands differ. `UPDATE_DOCS=1 cargo test --release --test
//! docs_commands` writes the file anew.

use conductor::discord::all_commands;
use std::path::PathBuf;

/// Who may use a command, by its path. The host decides it (the lobby's
/// creator, a tournament's organiser, Manage Channels or Manage Server);
/// every registered command must have a line here.
const WHO: &[(&str, &str)] = &[
    ("game new", "anyone in the channel"),
    ("game join", "anyone in the channel"),
    ("game leave", "a seated player"),
    (
        "game addbot",
        "a seated player, the game's creator, Manage Channels",
    ),
    ("game start", "the game's creator, Manage Channels"),
    ("game end", "the game's creator, Manage Channels"),
    ("game kick", "the game's creator, Manage Channels"),
    (
        "game sub",
        "anyone in the channel asks; the creator or Manage Channels confirms",
    ),
    ("game status", "anyone in the channel"),
    ("draw", "the player to move"),
    ("claim", "the player to move"),
    ("tunnel", "the player whose tunnel waits"),
    ("tickets", "the player to move"),
    ("keep", "the player choosing tickets"),
    ("station", "the player to move (Europe)"),
    ("harbor", "the player to move (World)"),
    ("exchange", "the player to move (World)"),
    ("split", "each player, at the start (World)"),
    ("hand", "a seated player"),
    ("webpages", "anyone sees; Manage Server turns on or off"),
    ("board", "anyone in the channel"),
    ("history", "anyone in the channel"),
    ("tourney create", "anyone in the channel"),
    ("tourney join", "anyone in the channel"),
    ("tourney addbot", "organisers"),
    ("tourney leave", "a signed-up player"),
    ("tourney drop", "a player (themselves); organisers (anyone)"),
    (
        "tourney rejoin",
        "a player (themselves); organisers (anyone)",
    ),
    ("tourney start", "organisers"),
    ("tourney next", "organisers"),
    ("tourney sub", "organisers"),
    ("tourney adjust", "organisers"),
    ("tourney end", "organisers"),
    ("tourney cancel", "organisers"),
    ("tourney standings", "anyone in the channel"),
    ("tourney pairings", "anyone in the channel"),
    ("tourney status", "anyone in the channel"),
    ("tourney verify", "anyone in the channel"),
    ("premove", "a seated player"),
    ("undo", "the player who claimed last; the others agree"),
    ("settings", "anyone, for themselves"),
    ("mygames", "anyone, for themselves"),
    ("leaderboard", "anyone in the server"),
    ("stats", "anyone in the server"),
    ("season start", "Manage Server"),
    ("season end", "Manage Server"),
    ("away", "anyone, for themselves"),
    ("rules", "anyone"),
    ("help", "anyone in the channel"),
];

type Cmd =
    poise::Command<std::sync::Arc<conductor::discord::App>, conductor::discord::DiscordError>;

/// One table row per command that runs (a group's subcommands, not the
/// group).
fn rows(c: &Cmd, prefix: &str, out: &mut Vec<String>, missing: &mut Vec<String>) {
    let path = format!("{prefix}{}", c.name);
    if !c.subcommands.is_empty() {
        for sub in &c.subcommands {
            rows(sub, &format!("{path} "), out, missing);
        }
        return;
    }
    let options: Vec<String> = c
        .parameters
        .iter()
        .map(|p| {
            let name = format!("`{}`", p.name);
            if p.required {
                format!("{name} (required)")
            } else {
                name
            }
        })
        .collect();
    let options = if options.is_empty() {
        "—".to_string()
    } else {
        options.join(", ")
    };
    let who = WHO.iter().find(|(p, _)| *p == path).map(|(_, w)| *w);
    let who = who.unwrap_or_else(|| {
        missing.push(path.clone());
        "?"
    });
    let place = if c.guild_only {
        "servers"
    } else {
        "servers and DMs"
    };
    let what = c.description.as_deref().unwrap_or_default();
    out.push(format!(
        "| `/{path}` | {what} | {options} | {who} | {place} |"
    ));
}

fn render() -> (String, Vec<String>) {
    let mut lines = vec![
        "# Slash commands".to_string(),
        String::new(),
        "Every command the bot registers, with its options and who may use it. Generated from"
            .to_string(),
        "the command definitions (`src/discord/commands.rs`) by `tests/docs_commands.rs`:"
            .to_string(),
        "`UPDATE_DOCS=1 cargo test --release --test docs_commands` rewrites it. Russian and"
            .to_string(),
        "Ukrainian names come from `assets/i18n/<language>/*.ftl`. Manage Channels and Manage"
            .to_string(),
        "Server are Discord's permissions; organisers are a tournament's creator, members with"
            .to_string(),
        "Manage Server and members with the `TOURNEY_ROLE` role.".to_string(),
        String::new(),
        "| command | what it does | options | who may use it | where |".to_string(),
        "|---|---|---|---|---|".to_string(),
    ];
    let mut missing = Vec::new();
    for c in &all_commands() {
        rows(c, "", &mut lines, &mut missing);
    }
    lines.push(String::new());
    (lines.join("\n"), missing)
}

#[test]
fn docs_commands_md_lists_every_registered_command() {
    let (table, missing) = render();
    assert!(
        missing.is_empty(),
        "say who may use {missing:?} in tests/docs_commands.rs (WHO)"
    );
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("docs/commands.md");
    if std::env::var("UPDATE_DOCS").is_ok_and(|v| v == "1") {
        std::fs::write(&path, &table).expect("docs/commands.md is written");
        return;
    }
    let file = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        file == table,
        "docs/commands.md differs from the commands; regenerate it with \
         UPDATE_DOCS=1 cargo test --release --test docs_commands"
    );
}

#[test]
fn every_who_line_names_a_registered_command() {
    let (table, _) = render();
    for (path, _) in WHO {
        assert!(
            table.contains(&format!("| `/{path}` |")),
            "WHO names /{path}, which is not registered"
        );
    }
}
