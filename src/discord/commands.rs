//! The slash commands, thin: each maps its options to a host command
//! (`options`) and hands it to `respond::serve`. Autocomplete reads the
//! channel's record through the store, read-only (`suggest`).

use super::buttons::decode;
use super::error::DiscordError;
use super::options::{
    self, ExchangeChoice, LangChoice, LevelChoice, MapChoice, PingChoice, SizeChoice,
    TimeoutChoice, VariantChoice,
};
use super::respond::{App, CommandOrPress, Invocation, say, serve};
use super::select::{Chosen, decode_choice};
use super::suggest::{self, Building, CallerGame, Choice};
use super::{localize, recent};
use crate::host::{
    Caller, Command, Front, HelpAsk, HostError, help_lines, help_moment, not_offered, stale,
};
use crate::i18n::Lang;
use serenity::all::{
    AutocompleteChoice, ChannelType, CommandInteraction, ComponentInteraction,
    ComponentInteractionDataKind, CreateAutocompleteResponse, Member, PartialChannel, Permissions,
    User,
};
use std::sync::Arc;

/// The framework's context.
pub(super) type Ctx<'a> = poise::Context<'a, Arc<App>, DiscordError>;

/// The caller: their display name here, and whether they may manage the
/// channel (Discord's Manage Channels; never in DMs).
fn caller(user: &User, member: Option<&Member>, locale: &str) -> Caller {
    Caller {
        id: user.id.to_string(),
        name: member
            .map_or_else(|| user.display_name(), |m| m.display_name())
            .to_string(),
        admin: member
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.contains(Permissions::MANAGE_CHANNELS)),
        lang: Lang::or_english(Some(locale)),
    }
}

/// Who invoked a command, where, with what rights.
pub(super) fn invocation(i: &CommandInteraction) -> Invocation {
    Invocation {
        id: i.id,
        token: i.token.clone(),
        channel: i.channel_id.to_string(),
        caller: caller(&i.user, i.member.as_deref(), &i.locale),
        channel_lang: Lang::or_english(i.guild_locale.as_deref()),
        bot_permissions: i.guild_id.and(i.app_permissions),
        upload_limit: i.attachment_size_limit,
        in_thread: in_thread(i.channel.as_ref()),
        guild: i.guild_id.map(|g| g.to_string()),
    }
}

/// Whether an interaction came from a thread.
fn in_thread(channel: Option<&PartialChannel>) -> bool {
    channel.is_some_and(|c| {
        matches!(
            c.kind,
            ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
        )
    })
}

/// A button press or a choice in a menu, in the game's channel or in a DM:
/// runs its command for the game it names, if that game is still at the
/// same moment (and, for a menu, the menu still offers the choice).
pub(super) async fn press(app: &App, i: &ComponentInteraction) -> Result<(), DiscordError> {
    let lang = Lang::or_english(Some(&i.locale));
    let decoded = match &i.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => {
            match decode_choice(&i.data.custom_id, values) {
                Some(Chosen {
                    channel,
                    stamp,
                    pick,
                    command: Some(command),
                }) => Some((channel, CommandOrPress::Choose(stamp, pick, command))),
                Some(_) => {
                    let text = lang.tr(&not_offered());
                    return say(&app.rest, i.id, &i.token, &text).await;
                }
                None => None,
            }
        }
        _ => decode(&i.data.custom_id)
            .map(|p| (p.channel, CommandOrPress::Press(p.stamp, p.command))),
    };
    let Some((channel, work)) = decoded else {
        return say(&app.rest, i.id, &i.token, &lang.tr(&stale())).await;
    };
    // Permissions only describe the channel pressed in; a DM press has none.
    let in_game_channel = i.channel_id.to_string() == channel;
    if in_game_channel {
        app.langs.saw(&channel, i.guild_locale.as_deref());
    }
    let inv = Invocation {
        id: i.id,
        token: i.token.clone(),
        channel,
        caller: caller(
            &i.user,
            i.member.as_ref().filter(|_| in_game_channel),
            &i.locale,
        ),
        channel_lang: Lang::or_english(i.guild_locale.as_deref()),
        bot_permissions: i
            .guild_id
            .and(i.app_permissions)
            .filter(|_| in_game_channel),
        upload_limit: i.attachment_size_limit,
        in_thread: in_game_channel && in_thread(i.channel.as_ref()),
        guild: i
            .guild_id
            .filter(|_| in_game_channel)
            .map(|g| g.to_string()),
    };
    serve(app, inv, work).await
}

/// Runs a mapped command, or tells the caller what is wrong with the options.
async fn run(ctx: Ctx<'_>, command: Result<Command, HostError>) -> Result<(), DiscordError> {
    let poise::Context::Application(actx) = ctx else {
        return Ok(());
    };
    let inv = invocation(actx.interaction);
    let app = ctx.data();
    app.langs
        .saw(&inv.channel, actx.interaction.guild_locale.as_deref());
    match command {
        Ok(c) => serve(app, inv, CommandOrPress::Command(c)).await,
        Err(e) => {
            say(
                &app.rest,
                inv.id,
                &inv.token,
                &inv.caller.lang.tr(&e.message()),
            )
            .await
        }
    }
}

/// The language of the user asking for suggestions.
fn reader(ctx: Ctx<'_>) -> Lang {
    Lang::or_english(ctx.locale())
}

/// Suggestions computed from the channel's record on a blocking thread, in
/// the caller's language.
async fn suggestions(
    ctx: Ctx<'_>,
    partial: &str,
    pick: fn(&CallerGame, &str, Lang) -> Vec<Choice>,
) -> CreateAutocompleteResponse {
    let host = ctx.data().host.clone();
    let channel = ctx.channel_id().to_string();
    let user = ctx.author().id.to_string();
    let partial = partial.to_string();
    let lang = reader(ctx);
    let key = format!("{channel}/{user}/{}", ctx.command().qualified_name);
    let compute = tokio::task::spawn_blocking(move || {
        suggest::load(&host, &channel, &user).map(|seen| pick(&seen, &partial, lang))
    });
    let compute = async { compute.await.ok().flatten() };
    let choices = ctx
        .data()
        .suggested
        .within(key, recent::BUDGET, compute)
        .await;
    respond_with(choices)
}

fn respond_with(choices: Vec<Choice>) -> CreateAutocompleteResponse {
    CreateAutocompleteResponse::new().set_choices(
        choices
            .into_iter()
            .map(|c| AutocompleteChoice::new(c.name, c.value))
            .collect(),
    )
}

async fn ac_route(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggestions(ctx, partial, suggest::routes).await
}

async fn ac_station(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggestions(ctx, partial, |s, p, _| {
        suggest::cities(s, Building::Station, p)
    })
    .await
}

async fn ac_harbor(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggestions(ctx, partial, |s, p, _| {
        suggest::cities(s, Building::Harbor, p)
    })
    .await
}

async fn ac_tickets(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggestions(ctx, partial, suggest::tickets).await
}

async fn ac_draw(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggestions(ctx, partial, suggest::draw_sources).await
}

async fn ac_refill(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    suggestions(ctx, partial, suggest::refills).await
}

async fn ac_color(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    respond_with(suggest::colors(partial, false, reader(ctx)))
}

async fn ac_lane(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    respond_with(suggest::colors(partial, true, reader(ctx)))
}

/// Open, join, start or end this channel's game.
#[poise::command(
    slash_command,
    subcommands(
        "game_new",
        "game_join",
        "game_leave",
        "game_addbot",
        "game_start",
        "game_end",
        "game_kick",
        "game_sub",
        "game_status"
    ),
    subcommand_required
)]
pub(crate) async fn game(_ctx: Ctx<'_>) -> Result<(), DiscordError> {
    Ok(())
}

/// Open a lobby for a new game in this channel.
#[poise::command(slash_command, rename = "new")]
// Poise takes each slash option as a parameter.
#[allow(clippy::too_many_arguments)]
async fn game_new(
    ctx: Ctx<'_>,
    map: MapChoice,
    variant: Option<VariantChoice>,
    bonus: Option<bool>,
    #[min = 2]
    #[max = 5]
    seats: Option<u8>,
    #[min = 0]
    #[max = 168]
    turn_hours: Option<u32>,
    timeout: Option<TimeoutChoice>,
    lang: Option<LangChoice>,
    alerts: Option<bool>,
    rated: Option<bool>,
    #[min = 0]
    #[max = 14]
    away_days: Option<u8>,
    cover: Option<bool>,
) -> Result<(), DiscordError> {
    let settings = options::NewGameOptions {
        map,
        variant,
        bonus,
        seats,
        turn_hours,
        timeout,
        lang,
        alerts,
        rated,
        away_days,
        cover,
    };
    run(ctx, Ok(options::game_new(settings))).await
}

/// Take a seat in this channel's lobby.
#[poise::command(slash_command, rename = "join")]
async fn game_join(ctx: Ctx<'_>) -> Result<(), DiscordError> {
    run(ctx, Ok(Command::Join)).await
}

/// Leave this channel's lobby.
#[poise::command(slash_command, rename = "leave")]
async fn game_leave(ctx: Ctx<'_>) -> Result<(), DiscordError> {
    run(ctx, Ok(Command::Leave)).await
}

/// Add a computer player to the lobby.
#[poise::command(slash_command, rename = "addbot")]
async fn game_addbot(ctx: Ctx<'_>, level: Option<LevelChoice>) -> Result<(), DiscordError> {
    run(ctx, Ok(options::add_bot(level))).await
}

/// Start the game (its creator, or someone who manages the channel).
#[poise::command(slash_command, rename = "start")]
async fn game_start(ctx: Ctx<'_>) -> Result<(), DiscordError> {
    run(ctx, Ok(Command::Start)).await
}

/// End the game now and score it, or close the lobby.
#[poise::command(slash_command, rename = "end")]
async fn game_end(ctx: Ctx<'_>) -> Result<(), DiscordError> {
    run(ctx, Ok(Command::End)).await
}

/// Remove a player; a computer player takes their seat.
#[poise::command(slash_command, rename = "kick")]
async fn game_kick(ctx: Ctx<'_>, user: User) -> Result<(), DiscordError> {
    run(ctx, Ok(options::kick(user.id.get()))).await
}

/// Ask to take an open seat (a player who timed out or left).
#[poise::command(slash_command, rename = "sub")]
async fn game_sub(ctx: Ctx<'_>, #[max_length = 100] seat: String) -> Result<(), DiscordError> {
    run(ctx, Ok(options::sub(&seat))).await
}

/// Show the lobby or the game's scores and whose turn it is.
#[poise::command(slash_command, rename = "status")]
async fn game_status(ctx: Ctx<'_>) -> Result<(), DiscordError> {
    run(ctx, Ok(Command::Status)).await
}

/// Take a card: a face-up card or the deck.
#[poise::command(slash_command)]
pub(crate) async fn draw(
    ctx: Ctx<'_>,
    #[autocomplete = "ac_draw"]
    #[max_length = 200]
    from: Option<String>,
    #[autocomplete = "ac_refill"]
    #[max_length = 200]
    refill: Option<String>,
) -> Result<(), DiscordError> {
    run(ctx, options::parse_draw(from.as_deref(), refill.as_deref())).await
}

/// Claim a route.
#[poise::command(slash_command)]
pub(crate) async fn claim(
    ctx: Ctx<'_>,
    #[autocomplete = "ac_route"]
    #[max_length = 200]
    route: String,
    #[autocomplete = "ac_color"]
    #[max_length = 200]
    color: Option<String>,
    #[min = 0]
    #[max = 20]
    locos: Option<u8>,
    #[min = 0]
    #[max = 20]
    doubles: Option<u8>,
    #[autocomplete = "ac_lane"]
    #[max_length = 200]
    lane: Option<String>,
) -> Result<(), DiscordError> {
    run(
        ctx,
        options::claim(&route, color.as_deref(), locos, doubles, lane.as_deref()),
    )
    .await
}

/// Pay the extra cards a tunnel asks for, or give it up.
#[poise::command(slash_command)]
pub(crate) async fn tunnel(
    ctx: Ctx<'_>,
    pay: bool,
    #[min = 0]
    #[max = 3]
    locos: Option<u8>,
) -> Result<(), DiscordError> {
    run(ctx, Ok(options::tunnel(pay, locos))).await
}

/// Draw destination tickets.
#[poise::command(slash_command)]
pub(crate) async fn tickets(ctx: Ctx<'_>) -> Result<(), DiscordError> {
    run(ctx, Ok(Command::Tickets)).await
}

/// Keep tickets from your offer, by their numbers.
#[poise::command(slash_command)]
pub(crate) async fn keep(
    ctx: Ctx<'_>,
    #[autocomplete = "ac_tickets"]
    #[max_length = 200]
    tickets: Option<String>,
) -> Result<(), DiscordError> {
    run(ctx, options::parse_keep(tickets.as_deref())).await
}

/// Build a station in a city (Europe).
#[poise::command(slash_command)]
pub(crate) async fn station(
    ctx: Ctx<'_>,
    #[autocomplete = "ac_station"]
    #[max_length = 200]
    city: String,
    #[autocomplete = "ac_color"]
    #[max_length = 200]
    color: Option<String>,
    #[min = 0]
    #[max = 4]
    locos: Option<u8>,
) -> Result<(), DiscordError> {
    run(ctx, options::parse_station(&city, color.as_deref(), locos)).await
}

/// Build a harbor in a harbor city (World).
#[poise::command(slash_command)]
pub(crate) async fn harbor(
    ctx: Ctx<'_>,
    #[autocomplete = "ac_harbor"]
    #[max_length = 200]
    city: String,
    #[autocomplete = "ac_color"]
    #[max_length = 200]
    color: Option<String>,
    #[min = 0]
    #[max = 4]
    locos: Option<u8>,
) -> Result<(), DiscordError> {
    run(ctx, options::harbor(&city, color.as_deref(), locos)).await
}

/// Exchange pieces between trains and ships (World).
#[poise::command(slash_command)]
pub(crate) async fn exchange(
    ctx: Ctx<'_>,
    direction: ExchangeChoice,
    #[min = 1]
    #[max = 50]
    count: u8,
) -> Result<(), DiscordError> {
    run(ctx, Ok(options::exchange(direction, count))).await
}

/// Choose how your 60 pieces split into trains and ships (World).
#[poise::command(slash_command)]
pub(crate) async fn split(
    ctx: Ctx<'_>,
    #[min = 0]
    #[max = 60]
    trains: u8,
    #[min = 0]
    #[max = 60]
    ships: u8,
) -> Result<(), DiscordError> {
    run(ctx, Ok(options::split(trains, ships))).await
}

/// Your cards and tickets (only you see them).
#[poise::command(slash_command)]
pub(crate) async fn hand(ctx: Ctx<'_>) -> Result<(), DiscordError> {
    run(ctx, Ok(Command::Hand)).await
}

/// The board and the scores.
#[poise::command(slash_command)]
pub(crate) async fn board(ctx: Ctx<'_>) -> Result<(), DiscordError> {
    run(ctx, Ok(Command::Board)).await
}

/// What happened lately in this game.
#[poise::command(slash_command)]
pub(crate) async fn history(ctx: Ctx<'_>) -> Result<(), DiscordError> {
    run(ctx, Ok(Command::History)).await
}

/// Queue a move for your next turn, show it, or clear it (only you see it).
#[poise::command(slash_command)]
// Poise takes each slash option as a parameter.
#[allow(clippy::too_many_arguments)]
pub(crate) async fn premove(
    ctx: Ctx<'_>,
    #[autocomplete = "ac_route"]
    #[max_length = 200]
    route: Option<String>,
    #[autocomplete = "ac_color"]
    #[max_length = 200]
    color: Option<String>,
    #[min = 0]
    #[max = 20]
    locos: Option<u8>,
    #[autocomplete = "ac_lane"]
    #[max_length = 200]
    lane: Option<String>,
    #[autocomplete = "ac_draw"]
    #[max_length = 200]
    draw: Option<String>,
    #[autocomplete = "ac_draw"]
    #[max_length = 200]
    then: Option<String>,
    clear: Option<bool>,
) -> Result<(), DiscordError> {
    let plan = options::PremoveOptions {
        route: route.as_deref(),
        color: color.as_deref(),
        locos,
        lane: lane.as_deref(),
        draw: draw.as_deref(),
        then: then.as_deref(),
        clear,
    };
    run(ctx, options::premove(plan)).await
}

/// Ask the other players to take back your last claim.
#[poise::command(slash_command)]
pub(crate) async fn undo(ctx: Ctx<'_>) -> Result<(), DiscordError> {
    run(ctx, Ok(Command::Undo)).await
}

/// Your settings for every game (only you see the answer).
#[poise::command(slash_command)]
pub(crate) async fn settings(
    ctx: Ctx<'_>,
    patterns: Option<bool>,
    ping: Option<PingChoice>,
    confirm: Option<bool>,
    size: Option<SizeChoice>,
    #[max_length = 20] quiet: Option<String>,
    #[max_length = 60] tz: Option<String>,
) -> Result<(), DiscordError> {
    let o = options::SettingsOptions {
        patterns,
        ping,
        confirm,
        size,
        quiet,
        tz,
    };
    run(ctx, options::settings(o)).await
}

/// Your games on every server.
#[poise::command(slash_command)]
pub(crate) async fn mygames(ctx: Ctx<'_>) -> Result<(), DiscordError> {
    run(ctx, Ok(Command::MyGames)).await
}

/// Tell your games you are away (2d, or until a date), or back.
#[poise::command(slash_command)]
pub(crate) async fn away(
    ctx: Ctx<'_>,
    #[rename = "for"]
    #[max_length = 20]
    span: Option<String>,
    #[max_length = 20] until: Option<String>,
    off: Option<bool>,
) -> Result<(), DiscordError> {
    run(ctx, options::away(span.as_deref(), until.as_deref(), off)).await
}

/// A board's rules in short: what differs, route points, the end.
#[poise::command(slash_command)]
pub(crate) async fn rules(ctx: Ctx<'_>, board: Option<MapChoice>) -> Result<(), DiscordError> {
    run(ctx, Ok(Command::Rules(board.map(MapChoice::board)))).await
}

/// What you can do now, in this channel (only you see it).
#[poise::command(slash_command)]
pub(crate) async fn help(ctx: Ctx<'_>) -> Result<(), DiscordError> {
    let poise::Context::Application(actx) = ctx else {
        return Ok(());
    };
    let inv = invocation(actx.interaction);
    let host = ctx.data().host.clone();
    let (channel, user) = (inv.channel.clone(), inv.caller.id.clone());
    let (admin, lang) = (inv.caller.admin, inv.caller.lang);
    let text = tokio::task::spawn_blocking(move || {
        let (family, moment) = help_moment(host.peek(&channel).as_ref(), &user, admin);
        let ask = HelpAsk {
            family,
            moment,
            front: Front::Discord,
            admin,
        };
        let lines: Vec<String> = help_lines(&ask).iter().map(|m| lang.tr(m)).collect();
        lines.join("\n")
    })
    .await
    .map_err(|e| DiscordError::Unavailable(format!("the help's task failed: {e}")))?;
    say(&ctx.data().rest, inv.id, &inv.token, &text).await
}

/// Every command the bot registers, named and described in every language.
/// Games live in server channels: only `/hand` is offered in DMs too.
pub fn all_commands() -> Vec<poise::Command<Arc<App>, DiscordError>> {
    let mut commands = built();
    for c in &mut commands {
        if !matches!(
            c.name.as_ref(),
            "hand" | "settings" | "mygames" | "away" | "rules"
        ) {
            servers_only(c);
        }
    }
    for problem in localize::apply(&mut commands) {
        tracing::error!("command texts: {problem}");
    }
    commands
}

/// Offers a command (and its subcommands) in servers only.
fn servers_only(command: &mut poise::Command<Arc<App>, DiscordError>) {
    command.guild_only = true;
    for sub in &mut command.subcommands {
        servers_only(sub);
    }
}

/// The commands as poise builds them, before their texts are set.
pub(super) fn built() -> Vec<poise::Command<Arc<App>, DiscordError>> {
    vec![
        game(),
        draw(),
        claim(),
        tunnel(),
        tickets(),
        keep(),
        station(),
        harbor(),
        exchange(),
        split(),
        hand(),
        board(),
        history(),
        super::tourney::tourney(),
        premove(),
        undo(),
        settings(),
        mygames(),
        super::league::webpages(),
        super::league::leaderboard(),
        super::league::stats(),
        super::league::season(),
        away(),
        rules(),
        help(),
    ]
}
