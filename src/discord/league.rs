//! `/leaderboard`, `/stats`, `/season` and `/webpages` on Discord: thin,
//! each maps its options to a command for the host. Answers are seen by the
//! caller alone. Seasons are started and ended, and web pages turned on or
//! off, by whoever may manage the server.

use super::commands::{Ctx, invocation};
use super::error::DiscordError;
use super::options::MapChoice;
use super::respond::{CommandOrPress, serve};
use crate::host::Command;
use crate::host::LeagueCmd;
use crate::i18n::Msg;
use crate::msg;
use serenity::all::{Permissions, User};

/// Runs a league command; the caller counts as an organiser with Manage
/// Server.
async fn run(ctx: Ctx<'_>, cmd: LeagueCmd) -> Result<(), DiscordError> {
    server_command(ctx, Command::League(cmd)).await
}

/// Whether this server's games have web pages; admins turn them on or off.
#[poise::command(slash_command)]
pub(crate) async fn webpages(ctx: Ctx<'_>, on: Option<bool>) -> Result<(), DiscordError> {
    server_command(ctx, Command::WebPages(on)).await
}

/// Runs a command for the whole server; the caller counts as its admin
/// with Manage Server.
async fn server_command(ctx: Ctx<'_>, cmd: Command) -> Result<(), DiscordError> {
    let poise::Context::Application(actx) = ctx else {
        return Ok(());
    };
    let i = actx.interaction;
    let mut inv = invocation(i);
    inv.caller.admin = i
        .member
        .as_ref()
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.contains(Permissions::MANAGE_GUILD));
    serve(ctx.data(), inv, CommandOrPress::Command(cmd)).await
}

/// The server's top 20 by rating, as text and a picture.
#[poise::command(slash_command)]
pub(crate) async fn leaderboard(
    ctx: Ctx<'_>,
    map: Option<MapChoice>,
    #[max_length = 40] season: Option<String>,
) -> Result<(), DiscordError> {
    let board = map.map(MapChoice::board);
    run(ctx, LeagueCmd::Leaderboard { board, season }).await
}

/// A player's stats this season (yours by default).
#[poise::command(slash_command)]
pub(crate) async fn stats(ctx: Ctx<'_>, player: Option<User>) -> Result<(), DiscordError> {
    let player = player.map(|u| format!("<@{}>", u.id));
    run(ctx, LeagueCmd::Stats { player }).await
}

/// Start or end the server's rating season.
#[poise::command(slash_command, subcommands("s_start", "s_end"), subcommand_required)]
pub(crate) async fn season(_ctx: Ctx<'_>) -> Result<(), DiscordError> {
    Ok(())
}

/// Start a new season: ratings start fresh, old tables are kept.
#[poise::command(slash_command, rename = "start")]
async fn s_start(
    ctx: Ctx<'_>,
    #[max_length = 40] name: Option<String>,
) -> Result<(), DiscordError> {
    run(ctx, LeagueCmd::SeasonStart { name }).await
}

/// End the running season.
#[poise::command(slash_command, rename = "end")]
async fn s_end(ctx: Ctx<'_>) -> Result<(), DiscordError> {
    run(ctx, LeagueCmd::SeasonEnd).await
}

/// The catalog texts of a league command, by path.
pub(super) fn command_texts(path: &str) -> Option<(Msg, Msg)> {
    Some(match path {
        "leaderboard" => (
            msg!("discord-cmd-leaderboard"),
            msg!("discord-cmd-leaderboard-desc"),
        ),
        "stats" => (msg!("discord-cmd-stats"), msg!("discord-cmd-stats-desc")),
        "season" => (msg!("discord-cmd-season"), msg!("discord-cmd-season-desc")),
        "season start" => (
            msg!("discord-cmd-season-start"),
            msg!("discord-cmd-season-start-desc"),
        ),
        "season end" => (
            msg!("discord-cmd-season-end"),
            msg!("discord-cmd-season-end-desc"),
        ),
        _ => return None,
    })
}

/// The catalog name and description of a league command's option.
pub(super) fn option_texts(path: &str, option: &str) -> Option<(Msg, Msg)> {
    Some(match (path, option) {
        ("leaderboard", "map") => (
            msg!("discord-opt-map"),
            msg!("discord-opt-leaderboard-map-desc"),
        ),
        ("leaderboard", "season") => (
            msg!("discord-opt-season"),
            msg!("discord-opt-leaderboard-season-desc"),
        ),
        ("stats", "player") => (
            msg!("discord-opt-player"),
            msg!("discord-opt-stats-player-desc"),
        ),
        ("season start", "name") => (
            msg!("discord-opt-name"),
            msg!("discord-opt-season-name-desc"),
        ),
        _ => return None,
    })
}
