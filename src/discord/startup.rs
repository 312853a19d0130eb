//! `conductor bot`: settings, store, the Discord connection, delivery, and a
//! shutdown that lets the commands in flight finish.

use super::commands;
use super::config::{BotConfig, Shards};
use super::deliver::{self, Courier};
use super::error::DiscordError;
use super::langs::ChannelLangs;
use super::limits;
use super::metrics;
use super::picture::Painter;
use super::respond::{App, Gate, say};
use super::rest::{Rest, RetryPolicy};
use crate::host::{Brain, Host};
use crate::i18n::Lang;
use crate::msg;
use crate::store::Store;
use crate::web::{Readiness, Site};
use serenity::all::{
    ClientBuilder, CreateAllowedMentions, FullEvent, GatewayIntents, GuildId, HttpBuilder,
    Interaction,
};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{Notify, oneshot, watch};

/// How long shutdown waits for commands in flight, then for the last delivery.
const DRAIN: Duration = Duration::from_secs(20);

/// Opens the store the settings name: Redis when `REDIS_URL` is set, else
/// the embedded store in `DATA_DIR`.
///
/// The store implementations and `conductor::store::open_store` arrive with
/// the store merge; until then this build has none and says so.
pub fn open_store(settings: &BotConfig) -> Result<Arc<dyn Store>, DiscordError> {
    crate::store::open_store(settings.redis_url.as_deref(), &settings.data_dir)
        .map(Arc::from)
        .map_err(DiscordError::from)
}

/// The command definitions as Discord receives them, checked against
/// Discord's limits.
pub fn definitions(
    commands: &[poise::Command<Arc<App>, DiscordError>],
) -> Result<Vec<serde_json::Value>, DiscordError> {
    let defs: Vec<serde_json::Value> = poise::builtins::create_application_commands(commands)
        .iter()
        .map(serde_json::to_value)
        .collect::<Result<_, _>>()
        .map_err(|e| DiscordError::Config(format!("command definitions: {e}")))?;
    let problems = limits::problems(&defs);
    if !problems.is_empty() {
        return Err(DiscordError::Config(format!(
            "Discord would refuse the command definitions: {}",
            problems.join("; ")
        )));
    }
    Ok(defs)
}

/// Reads a failed sign-in: a 401 means the token is wrong.
fn sign_in_error(e: serenity::Error) -> DiscordError {
    use serenity::all::{GatewayError, HttpError};
    match &e {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r))
            if r.status_code.as_u16() == 401 =>
        {
            DiscordError::BadToken("Discord answered 401 Unauthorized".into())
        }
        serenity::Error::Gateway(GatewayError::InvalidAuthentication) => {
            DiscordError::BadToken("the gateway refused it".into())
        }
        serenity::Error::Gateway(GatewayError::DisallowedGatewayIntents) => DiscordError::Config(
            "Discord refused the Server Members intent: turn it on for the bot in the \
             developer portal, or leave MEMBER_EVENTS empty"
                .into(),
        ),
        _ => DiscordError::Gateway(e.to_string()),
    }
}

/// Waits for Ctrl-C or SIGTERM.
async fn signalled() {
    let ctrl_c = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = ctrl_c => {}
                    _ = term.recv() => {}
                }
            }
            Err(_) => {
                let _ = ctrl_c.await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = ctrl_c.await;
    }
}

/// Button presses and members leaving arrive as events; slash commands go
/// through poise.
async fn on_event(
    fw: poise::FrameworkContext<'_, Arc<App>, DiscordError>,
    event: &FullEvent,
) -> Result<(), DiscordError> {
    match event {
        FullEvent::InteractionCreate {
            interaction: Interaction::Component(press),
        } => commands::press(fw.user_data, press).await?,
        FullEvent::GuildMemberRemoval { guild_id, user, .. } => {
            member_left(fw.user_data, *guild_id, user.id).await
        }
        _ => {}
    }
    Ok(())
}

/// A member left a server: their games there go on without them.
async fn member_left(app: &Arc<App>, guild: GuildId, user: serenity::all::UserId) {
    let (host, now) = (app.host.clone(), crate::host::now());
    let (g, u) = (guild.to_string(), user.to_string());
    match tokio::task::spawn_blocking(move || host.member_left(&g, &u, now)).await {
        Ok(Ok(0)) => {}
        Ok(Ok(games)) => {
            tracing::info!(%guild, games, "a member left: their seats were given up");
            app.wake.notify_one();
        }
        Ok(Err(e)) => tracing::warn!(%guild, "a member left: {}", Lang::En.tr(&e.message())),
        Err(e) => tracing::error!(%guild, "a member left: {e}"),
    }
}

/// Tells the caller, in their language, that their command's options could
/// not be read — mostly a Discord app still showing older definitions.
async fn unreadable(ctx: poise::Context<'_, Arc<App>, DiscordError>) {
    let poise::Context::Application(actx) = ctx else {
        return;
    };
    let i = actx.interaction;
    let text = Lang::or_english(Some(&i.locale)).tr(&msg!("discord-outdated"));
    if let Err(e) = say(&ctx.data().rest, i.id, &i.token, &text).await {
        tracing::warn!("could not answer an unreadable command: {e}");
    }
}

/// Tells the caller that game commands work in servers only.
async fn servers_only(ctx: poise::Context<'_, Arc<App>, DiscordError>) {
    let poise::Context::Application(actx) = ctx else {
        return;
    };
    let i = actx.interaction;
    let text = Lang::or_english(Some(&i.locale)).tr(&msg!("discord-servers-only"));
    if let Err(e) = say(&ctx.data().rest, i.id, &i.token, &text).await {
        tracing::warn!("could not answer a command sent outside a server: {e}");
    }
}

/// Logs what went wrong in a command; the caller already had an answer or
/// sees Discord's "did not respond" — except when the options could not be
/// read, which the caller is told.
async fn on_error(error: poise::FrameworkError<'_, Arc<App>, DiscordError>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::warn!(command = %ctx.command().qualified_name, "command failed: {error}");
        }
        poise::FrameworkError::ArgumentParse { error, ctx, .. } => {
            tracing::warn!(command = %ctx.command().qualified_name, "unreadable options: {error}");
            unreadable(ctx).await;
        }
        poise::FrameworkError::CommandStructureMismatch {
            description, ctx, ..
        } => {
            tracing::warn!(command = %ctx.command().qualified_name, "outdated definition: {description}");
            unreadable(poise::Context::Application(ctx)).await;
        }
        poise::FrameworkError::GuildOnly { ctx, .. } => {
            servers_only(ctx).await;
        }
        poise::FrameworkError::EventHandler { error, .. } => {
            tracing::warn!("button press failed: {error}");
        }
        other => tracing::warn!("{other}"),
    }
}

/// Registers the commands: on the development server at once, else globally.
async fn register(
    ctx: &serenity::all::Context,
    commands: &[poise::Command<Arc<App>, DiscordError>],
    dev_guild: Option<u64>,
) {
    let done = match dev_guild {
        Some(g) => poise::builtins::register_in_guild(ctx, commands, GuildId::new(g)).await,
        None => poise::builtins::register_globally(ctx, commands).await,
    };
    match done {
        Ok(()) => tracing::info!(
            commands = commands.len(),
            scope = if dev_guild.is_some() {
                "dev server"
            } else {
                "global"
            },
            "commands registered"
        ),
        Err(e) => tracing::error!("registering commands failed: {e}"),
    }
}

/// Serenity's HTTP client: nobody is pinged unless a message names its one
/// user. With `DISCORD_API_URL` (tests) requests go to that origin, which
/// serenity only honours with its own rate limiter off.
fn http_client(settings: &BotConfig) -> serenity::all::Http {
    let builder =
        HttpBuilder::new(&settings.token).default_allowed_mentions(CreateAllowedMentions::new());
    match &settings.api_url {
        Some(origin) => builder.proxy(origin).ratelimiter_disabled(true).build(),
        None => builder.build(),
    }
}

/// Connects the shards this process runs: all of them unless `SHARD_IDS`
/// names a range.
async fn start(
    client: &mut serenity::Client,
    shards: Option<Shards>,
) -> Result<(), serenity::Error> {
    match shards {
        // serenity's range end is inclusive here.
        Some(s) => client.start_shard_range(s.first..s.last, s.count).await,
        None => client.start_autosharded().await,
    }
}

/// Runs the bot until Ctrl-C or SIGTERM, or until Discord refuses its token
/// (then it stops the same way, keeping its outbox, and says so).
pub async fn run(settings: BotConfig, paint: Painter, brain: Brain) -> Result<(), DiscordError> {
    let ready = Arc::new(Readiness::default());
    if let Some(addr) = settings.metrics_addr {
        metrics::serve(addr, ready.clone()).await?;
    }
    crate::ai::set_expert_budget(settings.expert_budget);
    let store = open_store(&settings)?;
    // This process delivers what it commits: its own messages reach its
    // delivery without a take (see `Store::deliver_own`).
    store.deliver_own(settings.outbox_lease);
    if let Some(addr) = settings.web_addr {
        let site = Site::pages(store.clone())
            .with_web_secret(settings.web_secret.as_deref())
            .with_ops(metrics::ops(ready.clone())?);
        crate::web::serve(addr, site)
            .await
            .map_err(|e| DiscordError::Config(format!("WEB_ADDR: {e}")))?;
    }
    let langs = Arc::new(ChannelLangs::new(Some(store.clone())));
    let host = Host::new(store, brain)
        .with_public_url(settings.public_url.clone())
        .with_web_secret(settings.web_secret.as_deref());
    let host = Arc::new(host);
    super::tourney::set_organiser_role(settings.tourney_role.clone());
    let commands = commands::all_commands();
    definitions(&commands)?;

    let http = http_client(&settings);
    let me = http.get_current_user().await.map_err(sign_in_error)?;
    tracing::info!(bot = %me.name, "signed in");

    let gate = Arc::new(Gate::default());
    let wake = Arc::new(Notify::new());
    let (app_tx, app_rx) = oneshot::channel::<Arc<App>>();
    let setup = Setup {
        dev_guild: settings.dev_guild,
        gate: gate.clone(),
        wake: wake.clone(),
        ready: ready.clone(),
    };
    let framework = framework(commands, setup, host, paint, langs, app_tx);
    let mut client = ClientBuilder::new_with_http(http, intents(&settings))
        .framework(framework)
        .await
        .map_err(sign_in_error)?;

    let refused = spawn_stopping(&client, app_rx, settings.outbox_lease, ready, gate);
    if let Some(url) = &settings.gateway_url {
        *client.ws_url.lock().await = url.clone();
    }
    start(&mut client, settings.shards)
        .await
        .map_err(sign_in_error)?;
    if refused.load(std::sync::atomic::Ordering::SeqCst) {
        return Err(DiscordError::BadToken(
            "Discord answered 401 Unauthorized".into(),
        ));
    }
    tracing::info!("stopped");
    Ok(())
}

/// The gateway events the bot listens to.
fn intents(settings: &BotConfig) -> GatewayIntents {
    let mut intents = GatewayIntents::GUILDS;
    if settings.member_events {
        tracing::info!("listening for members leaving (the Server Members intent)");
        intents |= GatewayIntents::GUILD_MEMBERS;
    }
    intents
}

/// Starts outbox delivery and the task that stops the bot in order; the flag
/// returned is set when Discord refused the token.
fn spawn_stopping(
    client: &serenity::Client,
    app_rx: oneshot::Receiver<Arc<App>>,
    lease: std::time::Duration,
    ready: Arc<Readiness>,
    gate: Arc<Gate>,
) -> Arc<std::sync::atomic::AtomicBool> {
    let revoked = Arc::new(Notify::new());
    let (stop_tx, stop_rx) = watch::channel(false);
    let delivery = spawn_delivery(app_rx, revoked.clone(), lease, stop_rx);
    let refused = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let stopping = Stopping {
        revoked,
        refused: refused.clone(),
        ready,
        gate,
        stop_tx,
        delivery,
        shards: client.shard_manager.clone(),
    };
    tokio::spawn(stopping.wait());
    refused
}

/// Starts delivering the outbox once the framework has built the app.
fn spawn_delivery(
    app_rx: oneshot::Receiver<Arc<App>>,
    revoked: Arc<Notify>,
    lease: std::time::Duration,
    stop_rx: watch::Receiver<bool>,
) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        if let Ok(app) = app_rx.await {
            let courier = Courier::new(app.rest.clone(), app.paint.clone(), app.langs.clone())
                .on_revoked(revoked);
            deliver::run(
                app.host.clone(),
                Arc::new(courier),
                app.wake.clone(),
                lease,
                stop_rx,
            )
            .await;
        }
    })
}

/// What stopping the bot takes: waiting for a signal or a refused token,
/// then draining the commands in flight and the last delivery.
struct Stopping {
    revoked: Arc<Notify>,
    /// Set when Discord refused the token.
    refused: Arc<std::sync::atomic::AtomicBool>,
    ready: Arc<Readiness>,
    gate: Arc<Gate>,
    stop_tx: watch::Sender<bool>,
    delivery: tokio::task::JoinHandle<()>,
    shards: Arc<serenity::gateway::ShardManager>,
}

impl Stopping {
    /// Waits for Ctrl-C, SIGTERM or a refused token, then stops in order.
    async fn wait(self) {
        tokio::select! {
            _ = signalled() => tracing::info!("shutting down: finishing the commands in flight"),
            _ = self.revoked.notified() => {
                self.refused.store(true, std::sync::atomic::Ordering::SeqCst);
                tracing::error!("Discord refused the token: stopping; undelivered messages stay in the outbox");
            }
        }
        self.ready.set(false);
        if !self.gate.close(DRAIN).await {
            tracing::warn!("some commands were still running at shutdown");
        }
        let _ = self.stop_tx.send(true);
        if tokio::time::timeout(DRAIN, self.delivery).await.is_err() {
            tracing::warn!("the last delivery did not finish; it resumes at the next start");
        }
        self.shards.shutdown_all().await;
    }
}

/// What the framework's setup needs besides the host.
struct Setup {
    dev_guild: Option<u64>,
    gate: Arc<Gate>,
    wake: Arc<Notify>,
    ready: Arc<Readiness>,
}

/// Poise with the commands, the handlers, and a setup that registers the
/// commands and hands the app to delivery once Discord said Ready.
fn framework(
    commands: Vec<poise::Command<Arc<App>, DiscordError>>,
    setup: Setup,
    host: Arc<Host>,
    paint: Painter,
    langs: Arc<ChannelLangs>,
    app_tx: oneshot::Sender<Arc<App>>,
) -> poise::Framework<Arc<App>, DiscordError> {
    poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands,
            allowed_mentions: Some(CreateAllowedMentions::new()),
            event_handler: |fw, event| Box::pin(on_event(fw, event)),
            on_error: |e| Box::pin(on_error(e)),
            ..Default::default()
        })
        .setup(move |ctx, ready, fw| {
            Box::pin(async move {
                ctx.http.set_application_id(ready.application.id);
                register(ctx, &fw.options().commands, setup.dev_guild).await;
                let rest = Arc::new(Rest::new(ctx.http.clone(), RetryPolicy::default())?);
                let app = Arc::new(App {
                    host,
                    rest,
                    paint,
                    wake: setup.wake,
                    gate: setup.gate,
                    langs,
                    suggested: Default::default(),
                });
                let _ = app_tx.send(app.clone());
                setup.ready.set(true);
                Ok(app)
            })
        })
        .build()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_registered_commands_are_within_discords_limits() {
        let defs = definitions(&commands::all_commands()).unwrap();
        assert_eq!(
            defs.len(),
            25,
            "13 commands, /tourney, /premove, /undo, /settings, /mygames, /webpages, /leaderboard, /stats, /season, /away, /rules and /help"
        );
    }

    #[test]
    fn game_commands_are_offered_in_servers_only() {
        let defs = definitions(&commands::all_commands()).unwrap();
        for d in &defs {
            let contexts = &d["contexts"];
            let anywhere = ["hand", "settings", "mygames", "away", "rules"];
            if anywhere.contains(&d["name"].as_str().unwrap_or("")) {
                assert!(contexts.is_null(), "{} works in DMs too", d["name"]);
            } else {
                assert_eq!(
                    *contexts,
                    serde_json::json!([0]),
                    "{} in servers only",
                    d["name"]
                );
            }
        }
    }

    #[test]
    fn sign_in_errors_name_the_token() {
        let e = sign_in_error(serenity::Error::Gateway(
            serenity::all::GatewayError::InvalidAuthentication,
        ));
        assert!(matches!(e, DiscordError::BadToken(_)));
        assert!(e.to_string().contains("DISCORD_TOKEN"));
    }
}
