//! `/tourney` on Discord: the command group, and the outbox tasks that need
//! Discord (a table's thread is created before its game opens there; a
//! table's thread is locked when its game ends).

use super::commands::{Ctx, invocation};
use super::deliver::Courier;
use super::error::{DiscordError, UNKNOWN_MESSAGE};
use super::options::{LevelChoice, MapChoice, VariantChoice};
use super::respond::{CommandOrPress, say, serve};
use super::rest::{Rest, attachment_stub};
use crate::host::tourney::{Opening, opening};
use crate::host::{Command, Host};
use crate::host::{NewTourney, Task, TourneyCmd, read_task};
use crate::i18n::Msg;
use crate::msg;
use crate::store::OutboxItem;
use serenity::all::{
    ChannelId, CreateAttachment, CreateMessage, EditMessage, GuildId, Member, MessageId,
    Permissions, RoleId, User,
};
use std::sync::{Arc, OnceLock};

/// The organiser role of the settings (`TOURNEY_ROLE`): a role id, or a
/// role's name. Set once at startup.
static ORGANISER_ROLE: OnceLock<String> = OnceLock::new();

/// Lets members with `role` (an id or a name) run organiser commands.
pub(super) fn set_organiser_role(role: Option<String>) {
    if let Some(r) = role.map(|r| r.trim().trim_start_matches('@').to_string())
        && !r.is_empty()
    {
        let _ = ORGANISER_ROLE.set(r);
    }
}

/// Whether a member with `roles` has the organiser role `setting`: its id,
/// or (through `name_of`) its name, case aside.
pub(super) fn has_role(
    roles: &[RoleId],
    setting: &str,
    name_of: impl Fn(RoleId) -> Option<String>,
) -> bool {
    match setting.parse::<u64>() {
        Ok(id) => roles.iter().any(|r| r.get() == id),
        Err(_) => roles
            .iter()
            .any(|&r| name_of(r).is_some_and(|n| n.eq_ignore_ascii_case(setting))),
    }
}

/// Whether the caller may run organiser commands of any tournament here:
/// Manage Server, or the organiser role of the settings.
fn may_organise(ctx: Ctx<'_>, member: Option<&Member>) -> bool {
    let Some(m) = member else {
        return false;
    };
    if m.permissions
        .is_some_and(|p| p.contains(Permissions::MANAGE_GUILD))
    {
        return true;
    }
    let Some(role) = ORGANISER_ROLE.get() else {
        return false;
    };
    has_role(&m.roles, role, |id| {
        ctx.guild()
            .and_then(|g| Some(g.roles.get(&id)?.name.clone()))
    })
}

/// Runs a `/tourney` subcommand. Organisers are the tournament's creator,
/// whoever may manage the server (Discord's Manage Server) and members with
/// the organiser role of the settings.
async fn run(ctx: Ctx<'_>, cmd: TourneyCmd) -> Result<(), DiscordError> {
    let poise::Context::Application(actx) = ctx else {
        return Ok(());
    };
    let i = actx.interaction;
    let mut inv = invocation(i);
    inv.caller.admin = may_organise(ctx, i.member.as_deref());
    let app = ctx.data();
    app.langs.saw(&inv.channel, i.guild_locale.as_deref());
    serve(
        app,
        inv,
        CommandOrPress::Command(Command::Tourney(Box::new(cmd))),
    )
    .await
}

/// Tells the caller what is wrong with an option.
async fn refuse(ctx: Ctx<'_>, why: Msg) -> Result<(), DiscordError> {
    let poise::Context::Application(actx) = ctx else {
        return Ok(());
    };
    let i = actx.interaction;
    let text = crate::i18n::Lang::or_english(Some(&i.locale)).tr(&why);
    say(&ctx.data().rest, i.id, &i.token, &text).await
}

/// Run a Swiss tournament in this channel; each table plays in its own thread.
#[poise::command(
    slash_command,
    subcommands(
        "t_create",
        "t_join",
        "t_addbot",
        "t_leave",
        "t_drop",
        "t_rejoin",
        "t_start",
        "t_next",
        "t_sub",
        "t_adjust",
        "t_end",
        "t_cancel",
        "t_standings",
        "t_pairings",
        "t_status",
        "t_verify"
    ),
    subcommand_required
)]
pub(crate) async fn tourney(_ctx: Ctx<'_>) -> Result<(), DiscordError> {
    Ok(())
}

/// Create a tournament in this channel.
#[poise::command(slash_command, rename = "create")]
#[allow(clippy::too_many_arguments)] // poise takes each option as a parameter
async fn t_create(
    ctx: Ctx<'_>,
    #[max_length = 60] name: String,
    map: MapChoice,
    variant: Option<VariantChoice>,
    #[min = 1]
    #[max = 12]
    rounds: Option<u8>,
    #[min = 2]
    #[max = 5]
    size: Option<u8>,
    #[min = 2]
    #[max = 5]
    min: Option<u8>,
    #[min = 2]
    #[max = 5]
    max: Option<u8>,
    #[min = 0]
    #[max = 168]
    turn_hours: Option<u32>,
    #[min = 0]
    #[max = 60]
    round_days: Option<u32>,
    rated: Option<bool>,
    quiet_hours: Option<bool>,
    #[rename = "final"] final_four: Option<bool>,
) -> Result<(), DiscordError> {
    let new = NewTourney {
        variant: variant.map(VariantChoice::variant),
        rounds,
        size,
        min,
        max,
        turn_hours,
        round_days,
        rated,
        quiet_hours,
        final_four,
        ..NewTourney::on(&name, map.board())
    };
    run(ctx, TourneyCmd::Create(new)).await
}

/// Sign up for this channel's tournament.
#[poise::command(slash_command, rename = "join")]
async fn t_join(ctx: Ctx<'_>) -> Result<(), DiscordError> {
    run(ctx, TourneyCmd::Join).await
}

/// Enter a computer player.
#[poise::command(slash_command, rename = "addbot")]
async fn t_addbot(ctx: Ctx<'_>, level: Option<LevelChoice>) -> Result<(), DiscordError> {
    let level = LevelChoice::level(level);
    run(ctx, TourneyCmd::AddBot { level }).await
}

/// Withdraw before the start.
#[poise::command(slash_command, rename = "leave")]
async fn t_leave(ctx: Ctx<'_>) -> Result<(), DiscordError> {
    run(ctx, TourneyCmd::Leave).await
}

/// Stop playing, or drop a player.
#[poise::command(slash_command, rename = "drop")]
async fn t_drop(ctx: Ctx<'_>, player: Option<User>) -> Result<(), DiscordError> {
    let player = player.map(|u| u.id.to_string());
    run(ctx, TourneyCmd::Drop { player }).await
}

/// Come back after dropping.
#[poise::command(slash_command, rename = "rejoin")]
async fn t_rejoin(ctx: Ctx<'_>, player: Option<User>) -> Result<(), DiscordError> {
    let player = player.map(|u| u.id.to_string());
    run(ctx, TourneyCmd::Rejoin { player }).await
}

/// Pair round 1 and open its tables.
#[poise::command(slash_command, rename = "start")]
async fn t_start(ctx: Ctx<'_>) -> Result<(), DiscordError> {
    run(ctx, TourneyCmd::Start).await
}

/// Pair the next round.
#[poise::command(slash_command, rename = "next")]
async fn t_next(ctx: Ctx<'_>) -> Result<(), DiscordError> {
    run(ctx, TourneyCmd::Next).await
}

/// Seat a substitute in a player's place.
#[poise::command(slash_command, rename = "sub")]
async fn t_sub(ctx: Ctx<'_>, player: User, with: User) -> Result<(), DiscordError> {
    let sub = TourneyCmd::Sub {
        out: player.id.to_string(),
        into: with.id.to_string(),
        into_name: Some(with.display_name().to_string()),
    };
    run(ctx, sub).await
}

/// Add or take tournament points, with a reason.
#[poise::command(slash_command, rename = "adjust")]
async fn t_adjust(
    ctx: Ctx<'_>,
    player: User,
    #[min = -100]
    #[max = 100]
    points: i32,
    #[max_length = 200] reason: String,
) -> Result<(), DiscordError> {
    if reason.trim().is_empty() {
        return refuse(ctx, msg!("parse-empty-value", option = "reason")).await;
    }
    let player = player.id.to_string();
    run(
        ctx,
        TourneyCmd::Adjust {
            player,
            points,
            reason,
        },
    )
    .await
}

/// End the tournament now.
#[poise::command(slash_command, rename = "end")]
async fn t_end(ctx: Ctx<'_>) -> Result<(), DiscordError> {
    run(ctx, TourneyCmd::End).await
}

/// Cancel the tournament.
#[poise::command(slash_command, rename = "cancel")]
async fn t_cancel(ctx: Ctx<'_>) -> Result<(), DiscordError> {
    run(ctx, TourneyCmd::Cancel).await
}

/// Show the standings.
#[poise::command(slash_command, rename = "standings")]
async fn t_standings(ctx: Ctx<'_>) -> Result<(), DiscordError> {
    run(ctx, TourneyCmd::Standings).await
}

/// Show a round's tables.
#[poise::command(slash_command, rename = "pairings")]
async fn t_pairings(
    ctx: Ctx<'_>,
    #[min = 1]
    #[max = 20]
    round: Option<u8>,
) -> Result<(), DiscordError> {
    run(ctx, TourneyCmd::Pairings { round }).await
}

/// Who is to move at each table.
#[poise::command(slash_command, rename = "status")]
async fn t_status(ctx: Ctx<'_>) -> Result<(), DiscordError> {
    run(ctx, TourneyCmd::Status).await
}

/// Check the revealed pairing seed.
#[poise::command(slash_command, rename = "verify")]
async fn t_verify(ctx: Ctx<'_>) -> Result<(), DiscordError> {
    run(ctx, TourneyCmd::Verify).await
}

/// The catalog texts of a `/tourney` command, by path.
pub(super) fn command_texts(path: &str) -> Option<(Msg, Msg)> {
    let found = tourney_commands().into_iter().find(|(p, ..)| *p == path);
    found.map(|(_, name, desc)| (name, desc))
}

/// The `/tourney` commands: path, name and description.
#[rustfmt::skip]
fn tourney_commands() -> [(&'static str, Msg, Msg); 17] {
    [
        ("tourney",           msg!("discord-cmd-tourney"), msg!("discord-cmd-tourney-desc")),
        ("tourney create",    msg!("discord-cmd-tourney-create"), msg!("discord-cmd-tourney-create-desc")),
        ("tourney join",      msg!("discord-cmd-tourney-join"), msg!("discord-cmd-tourney-join-desc")),
        ("tourney addbot",    msg!("discord-cmd-tourney-addbot"), msg!("discord-cmd-tourney-addbot-desc")),
        ("tourney leave",     msg!("discord-cmd-tourney-leave"), msg!("discord-cmd-tourney-leave-desc")),
        ("tourney drop",      msg!("discord-cmd-tourney-drop"), msg!("discord-cmd-tourney-drop-desc")),
        ("tourney rejoin",    msg!("discord-cmd-tourney-rejoin"), msg!("discord-cmd-tourney-rejoin-desc")),
        ("tourney start",     msg!("discord-cmd-tourney-start"), msg!("discord-cmd-tourney-start-desc")),
        ("tourney next",      msg!("discord-cmd-tourney-next"), msg!("discord-cmd-tourney-next-desc")),
        ("tourney sub",       msg!("discord-cmd-tourney-sub"), msg!("discord-cmd-tourney-sub-desc")),
        ("tourney adjust",    msg!("discord-cmd-tourney-adjust"), msg!("discord-cmd-tourney-adjust-desc")),
        ("tourney end",       msg!("discord-cmd-tourney-end"), msg!("discord-cmd-tourney-end-desc")),
        ("tourney cancel",    msg!("discord-cmd-tourney-cancel"), msg!("discord-cmd-tourney-cancel-desc")),
        ("tourney standings", msg!("discord-cmd-tourney-standings"), msg!("discord-cmd-tourney-standings-desc")),
        ("tourney pairings",  msg!("discord-cmd-tourney-pairings"), msg!("discord-cmd-tourney-pairings-desc")),
        ("tourney status",    msg!("discord-cmd-tourney-status"), msg!("discord-cmd-tourney-status-desc")),
        ("tourney verify",    msg!("discord-cmd-tourney-verify"), msg!("discord-cmd-tourney-verify-desc")),
    ]
}

/// The catalog name and description of a `/tourney` option.
pub(super) fn option_texts(path: &str, option: &str) -> Option<(Msg, Msg)> {
    if !path.starts_with("tourney ") {
        return None;
    }
    let found = tourney_options().into_iter().find(|(o, ..)| *o == option);
    found.map(|(_, name, desc)| (name, desc))
}

/// The `/tourney` commands' options: option, name and description.
#[rustfmt::skip]
fn tourney_options() -> [(&'static str, Msg, Msg); 18] {
    [
        ("name",        msg!("discord-opt-name"), msg!("discord-opt-tourney-name-desc")),
        ("map",         msg!("discord-opt-map"), msg!("discord-opt-new-map-desc")),
        ("variant",     msg!("discord-opt-variant"), msg!("discord-opt-new-variant-desc")),
        ("rounds",      msg!("discord-opt-rounds"), msg!("discord-opt-tourney-rounds-desc")),
        ("size",        msg!("discord-opt-size"), msg!("discord-opt-tourney-size-desc")),
        ("min",         msg!("discord-opt-min"), msg!("discord-opt-tourney-min-desc")),
        ("max",         msg!("discord-opt-max"), msg!("discord-opt-tourney-max-desc")),
        ("turn_hours",  msg!("discord-opt-turn-hours"), msg!("discord-opt-new-turn-hours-desc")),
        ("round_days",  msg!("discord-opt-round-days"), msg!("discord-opt-tourney-round-days-desc")),
        ("rated",       msg!("discord-opt-rated"), msg!("discord-opt-tourney-rated-desc")),
        ("quiet_hours", msg!("discord-opt-quiet-hours"), msg!("discord-opt-tourney-quiet-hours-desc")),
        ("final",       msg!("discord-opt-final"), msg!("discord-opt-tourney-final-desc")),
        ("level",       msg!("discord-opt-level"), msg!("discord-opt-addbot-level-desc")),
        ("player",      msg!("discord-opt-player"), msg!("discord-opt-tourney-player-desc")),
        ("with",        msg!("discord-opt-with"), msg!("discord-opt-tourney-with-desc")),
        ("points",      msg!("discord-opt-points"), msg!("discord-opt-tourney-points-desc")),
        ("reason",      msg!("discord-opt-reason"), msg!("discord-opt-tourney-reason-desc")),
        ("round",       msg!("discord-opt-round"), msg!("discord-opt-tourney-round-desc")),
    ]
}

/// Settles a tournament task taken from the outbox: a table to open gets
/// its thread first; a finished table's thread is locked; changed standings
/// are edited into the pinned message. Returns whether
/// the item may be acknowledged.
pub(super) async fn settle(host: &Arc<Host>, courier: &Courier, item: OutboxItem) -> bool {
    let Some(task) = read_task(&item) else {
        return false;
    };
    if let Task::Standings { tourney } = &task {
        return pin_standings(host, courier, tourney).await;
    }
    let rest = courier.rest();
    let thread = match &task {
        Task::Open {
            tourney,
            round,
            table,
        } => {
            let (h, t, r, n) = (host.clone(), tourney.clone(), *round, *table);
            match tokio::task::spawn_blocking(move || opening(&h, &t, r, n)).await {
                Ok(Ok(Some(at))) if at.channel.is_none() => match thread_for(rest, &at).await {
                    Some(id) => Some(id),
                    None => return false,
                },
                Ok(Ok(_)) => None,
                _ => return false,
            }
        }
        _ => None,
    };
    let h = host.clone();
    let now = crate::host::now();
    let settled = tokio::task::spawn_blocking(move || {
        h.settle_item(&item, now, &|_: &Opening| thread.clone())
    });
    let done = matches!(settled.await, Ok(Some(true)));
    if let (true, Task::Report(report)) = (done, &task)
        && let Some(id) = report.channel.parse::<u64>().ok().filter(|&n| n > 0)
        && let Err(e) = rest.lock_thread(ChannelId::new(id)).await
    {
        tracing::info!(thread = id, "a finished table's thread was not locked: {e}");
    }
    done
}

/// A table's thread in the tournament channel: one left by an earlier try
/// (created, but not recorded before a crash or a store failure) if the
/// server still lists it, else a new one.
async fn thread_for(rest: &Rest, at: &Opening) -> Option<String> {
    let parent = ChannelId::new(at.parent.parse::<u64>().ok().filter(|&n| n > 0)?);
    let guild = at.guild.as_deref().and_then(|g| g.parse::<u64>().ok());
    if let Some(guild) = guild.filter(|&g| g > 0) {
        match rest
            .active_thread(GuildId::new(guild), parent, &at.name)
            .await
        {
            Ok(Some(id)) => return Some(id.to_string()),
            Ok(None) => {}
            Err(e) => tracing::info!(guild, "the server's threads could not be listed: {e}"),
        }
    }
    match rest.create_thread(parent, &at.name).await {
        Ok(id) => Some(id.to_string()),
        Err(e) => {
            tracing::warn!(
                %parent,
                name = at.name,
                "a table's thread could not be created: {e}"
            );
            None
        }
    }
}

/// Brings the tournament channel's pinned standings up to date: edits the
/// message whose id the record keeps, or posts and pins a new one (the
/// first time, or when the old one was deleted) and records its id.
async fn pin_standings(host: &Arc<Host>, courier: &Courier, tourney: &str) -> bool {
    let rest = courier.rest();
    let (h, t) = (host.clone(), tourney.to_string());
    let pinned = match tokio::task::spawn_blocking(move || h.pinned_standings(&t)).await {
        Ok(Ok(Some(p))) => p,
        Ok(Ok(None)) => return true,
        _ => return false,
    };
    let Some(channel) = pinned.channel.parse::<u64>().ok().filter(|&n| n > 0) else {
        return true;
    };
    let channel = ChannelId::new(channel);
    let content = super::buttons::content(&pinned.text);
    let file = courier.attachment(Some(&pinned.picture));
    let old = pinned
        .message
        .as_deref()
        .and_then(|m| m.parse::<u64>().ok());
    if let Some(id) = old.filter(|&n| n > 0) {
        let mut edit = EditMessage::new().content(content.clone());
        if let Some(f) = &file {
            edit = edit.new_attachment(attachment_stub(f));
        }
        match rest
            .edit_message(channel, MessageId::new(id), &edit, file.clone())
            .await
        {
            Ok(()) => return true,
            Err(DiscordError::Rejected {
                code: UNKNOWN_MESSAGE,
                ..
            }) => {}
            Err(e) => {
                tracing::info!(tourney, "the pinned standings were not edited: {e}");
                return false;
            }
        }
    }
    let posted = post_standings(host, rest, channel, tourney, content, file).await;
    if let Some(Err(e)) = &posted.pinned {
        tell_not_pinned(rest, channel, tourney, pinned.lang, e).await;
    }
    posted.recorded
}

/// What posting the standings came to.
struct Posted {
    /// The message's id is recorded.
    recorded: bool,
    /// The pin's outcome, once the message was posted.
    pinned: Option<Result<(), DiscordError>>,
}

/// Says in the tournament channel that the standings could not be pinned,
/// so whoever manages it learns why and what to grant.
async fn tell_not_pinned(
    rest: &Rest,
    channel: ChannelId,
    tourney: &str,
    lang: crate::i18n::Lang,
    e: &DiscordError,
) {
    tracing::warn!(tourney, "the standings were posted but not pinned: {e}");
    let notice = CreateMessage::new()
        .content(lang.tr(&msg!("discord-pin-failed")))
        .allowed_mentions(rest.no_mentions());
    if let Err(e) = rest.post_message(channel, &notice, None).await {
        tracing::info!(tourney, "the pin's notice was not posted either: {e}");
    }
}

/// Posts the standings, pins them and records the message's id.
async fn post_standings(
    host: &Arc<Host>,
    rest: &Rest,
    channel: ChannelId,
    tourney: &str,
    content: String,
    file: Option<CreateAttachment>,
) -> Posted {
    let mut message = CreateMessage::new()
        .content(content)
        .allowed_mentions(rest.no_mentions());
    if let Some(f) = &file {
        message = message.add_file(attachment_stub(f));
    }
    let id = match rest.post_message(channel, &message, file).await {
        Ok(id) => id,
        Err(e) => {
            tracing::info!(tourney, "the standings were not posted: {e}");
            return Posted {
                recorded: false,
                pinned: None,
            };
        }
    };
    let pinned = rest.pin_message(channel, id).await;
    let (h, t) = (host.clone(), tourney.to_string());
    let recorded = tokio::task::spawn_blocking(move || h.pin_standings(&t, &id.to_string()));
    Posted {
        recorded: matches!(recorded.await, Ok(Ok(()))),
        pinned: Some(pinned),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_organiser_role_is_matched_by_id_or_by_name() {
        let roles = [RoleId::new(5), RoleId::new(7)];
        let name_of = |id: RoleId| (id.get() == 7).then(|| "Tournament Staff".to_string());
        assert!(has_role(&roles, "7", name_of));
        assert!(!has_role(&roles, "8", name_of));
        assert!(has_role(&roles, "tournament staff", name_of));
        assert!(!has_role(&roles, "Moderators", name_of));
        assert!(!has_role(&[], "Tournament Staff", name_of));
    }
}
