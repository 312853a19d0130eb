//! `conductor bot`: settings, store, the Discord connection, delivery, and a
//! shutdown that lets the commands in flight finish.

use super::commands;
use super::config::Settings;
use super::deliver::{self, Courier};
use super::error::DiscordError;
use super::langs::ChannelLangs;
use super::limits;
use super::picture::Painter;
use super::respond::{App, Gate, say};
use super::rest::{Rest, RetryPolicy};
use crate::host::{Brain, Host};
use crate::i18n::Lang;
use crate::msg;
use crate::store::Store;
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
pub fn open_store(settings: &Settings) -> Result<Arc<dyn Store>, DiscordError> {
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

/// Button presses arrive as events; slash commands go through poise.
async fn on_event(
    fw: poise::FrameworkContext<'_, Arc<App>, DiscordError>,
    event: &FullEvent,
) -> Result<(), DiscordError> {
    if let FullEvent::InteractionCreate {
        interaction: Interaction::Component(press),
    } = event
    {
        commands::press(fw.user_data, press).await?;
    }
    Ok(())
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

/// Runs the bot until Ctrl-C or SIGTERM.
pub async fn run(settings: Settings, paint: Painter, brain: Brain) -> Result<(), DiscordError> {
    let store = open_store(&settings)?;
    let langs = Arc::new(ChannelLangs::new(Some(store.clone())));
    let host = Arc::new(Host::new(store, brain));
    let commands = commands::all();
    definitions(&commands)?;

    // Nobody is pinged unless a message names its one user.
    let http = HttpBuilder::new(&settings.token)
        .default_allowed_mentions(CreateAllowedMentions::new())
        .build();
    let me = http.get_current_user().await.map_err(sign_in_error)?;
    tracing::info!(bot = %me.name, "signed in");

    let gate = Arc::new(Gate::default());
    let wake = Arc::new(Notify::new());
    let (app_tx, app_rx) = oneshot::channel::<Arc<App>>();
    let dev_guild = settings.dev_guild;
    let setup_gate = gate.clone();
    let setup_wake = wake.clone();
    let framework = poise::Framework::builder()
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
                register(ctx, &fw.options().commands, dev_guild).await;
                let rest = Arc::new(Rest::new(ctx.http.clone(), RetryPolicy::default())?);
                let app = Arc::new(App {
                    host,
                    rest,
                    paint,
                    wake: setup_wake,
                    gate: setup_gate,
                    langs,
                });
                let _ = app_tx.send(app.clone());
                Ok(app)
            })
        })
        .build();
    let mut client = ClientBuilder::new_with_http(http, GatewayIntents::GUILDS)
        .framework(framework)
        .await
        .map_err(sign_in_error)?;

    let (stop_tx, stop_rx) = watch::channel(false);
    let delivery = tokio::spawn(async move {
        if let Ok(app) = app_rx.await {
            let courier = Arc::new(Courier::new(
                app.rest.clone(),
                app.paint.clone(),
                app.langs.clone(),
            ));
            deliver::run(app.host.clone(), courier, app.wake.clone(), stop_rx).await;
        }
    });
    let shards = client.shard_manager.clone();
    tokio::spawn(async move {
        signalled().await;
        tracing::info!("shutting down: finishing the commands in flight");
        if !gate.close(DRAIN).await {
            tracing::warn!("some commands were still running at shutdown");
        }
        let _ = stop_tx.send(true);
        if tokio::time::timeout(DRAIN, delivery).await.is_err() {
            tracing::warn!("the last delivery did not finish; it resumes at the next start");
        }
        shards.shutdown_all().await;
    });
    client.start().await.map_err(sign_in_error)?;
    tracing::info!("stopped");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_registered_commands_are_within_discords_limits() {
        let defs = definitions(&commands::all()).unwrap();
        assert_eq!(defs.len(), 13);
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
