//! Answering one interaction: acknowledge it at once (Discord wants an answer
//! within 3 s), run the host on a blocking thread, then replace the
//! acknowledgement with the host's reply — seen by the caller alone.

use super::buttons::content;
use super::channel_perms;
use super::deliver::MAX_UPLOAD;
use super::error::DiscordError;
use super::invite::PIN_MESSAGES;
use super::langs::ChannelLangs;
use super::picture::{Painter, attach};
use super::recent::Recent;
use super::rest::{Rest, attachment_stub};
use super::select::components;
use crate::host::{Caller, Command, GameMoment, Host, Pick, Request};
use crate::i18n::{Lang, Msg};
use crate::msg;
use serenity::all::{
    ChannelId, CreateInteractionResponse, CreateInteractionResponseFollowup,
    CreateInteractionResponseMessage, EditInteractionResponse, GuildId, InteractionId, Permissions,
};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;
use tokio::sync::Notify;

/// Everything an interaction needs.
pub struct App {
    pub host: Arc<Host>,
    pub rest: Arc<Rest>,
    pub paint: Painter,
    /// Wakes the delivery loop after a command changed a game.
    pub wake: Arc<Notify>,
    pub gate: Arc<Gate>,
    /// Server locales seen on interactions, for the courier's notices.
    pub langs: Arc<ChannelLangs>,
    /// The last suggestions, offered again when the store is slow.
    pub suggested: Recent,
}

/// Lets commands in until shutdown, and waits for those in flight.
#[derive(Default)]
pub struct Gate {
    closing: AtomicBool,
    busy: AtomicUsize,
    idle: Notify,
}

/// A command in flight; dropping it lets shutdown go on.
pub struct Pass<'a>(&'a Gate);

impl Drop for Pass<'_> {
    fn drop(&mut self) {
        if self.0.busy.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0.idle.notify_waiters();
        }
    }
}

impl Gate {
    /// A pass for one command, unless shutting down.
    pub fn enter(&self) -> Option<Pass<'_>> {
        self.busy.fetch_add(1, Ordering::SeqCst);
        let pass = Pass(self);
        (!self.closing.load(Ordering::SeqCst)).then_some(pass)
    }

    /// Refuses new commands and waits (at most `limit`) for those in flight;
    /// returns whether all finished.
    pub async fn close(&self, limit: Duration) -> bool {
        self.closing.store(true, Ordering::SeqCst);
        let wait = async {
            loop {
                let idle = self.idle.notified();
                if self.busy.load(Ordering::SeqCst) == 0 {
                    return;
                }
                idle.await;
            }
        };
        tokio::time::timeout(limit, wait).await.is_ok()
    }
}

/// One interaction to answer.
pub struct Invocation {
    pub id: InteractionId,
    pub token: String,
    /// The game's channel the command is for.
    pub channel: String,
    pub caller: Caller,
    /// The server's preferred language (English in DMs).
    pub channel_lang: Lang,
    /// The bot's permissions where it was invoked (`None` in DMs).
    pub bot_permissions: Option<Permissions>,
    /// Discord's upload limit for this interaction (0: unknown).
    pub upload_limit: u32,
    /// Invoked in a thread, where Send Messages in Threads is what counts.
    pub in_thread: bool,
    /// The server invoked in (`None` in DMs).
    pub guild: Option<String>,
}

/// What to ask the host.
pub enum CommandOrPress {
    /// A slash command.
    Command(Command),
    /// A button press, valid only at the moment its stamp names.
    Press(GameMoment, Command),
    /// A choice in a menu, valid only at the moment its stamp names and if
    /// the menu offers it; the command is the pick's.
    Choose(GameMoment, Pick, Command),
}

impl CommandOrPress {
    fn command(&self) -> &Command {
        match self {
            CommandOrPress::Command(c)
            | CommandOrPress::Press(_, c)
            | CommandOrPress::Choose(_, _, c) => c,
        }
    }
}

/// The permissions the bot needs to post a game in a channel (or a
/// thread), with their names as Discord's settings show them.
pub(super) fn needed(in_thread: bool, tables: bool) -> Vec<(Permissions, Msg)> {
    let send = if in_thread {
        (
            Permissions::SEND_MESSAGES_IN_THREADS,
            msg!("discord-perm-send-in-threads"),
        )
    } else {
        (
            Permissions::SEND_MESSAGES,
            msg!("discord-perm-send-messages"),
        )
    };
    let mut needed = vec![
        (Permissions::VIEW_CHANNEL, msg!("discord-perm-view-channel")),
        send,
        (Permissions::ATTACH_FILES, msg!("discord-perm-attach-files")),
    ];
    // A tournament opens each table as a public thread, plays in it, and
    // locks it when its result is counted.
    if tables {
        needed.extend([
            (
                Permissions::CREATE_PUBLIC_THREADS,
                msg!("discord-perm-create-threads"),
            ),
            (
                Permissions::SEND_MESSAGES_IN_THREADS,
                msg!("discord-perm-send-in-threads"),
            ),
            (
                Permissions::MANAGE_THREADS,
                msg!("discord-perm-manage-threads"),
            ),
        ]);
    }
    needed
}

/// Whether the command opens tournament tables (threads).
fn opens_tables(command: &Command) -> bool {
    use crate::host::TourneyCmd;
    matches!(command, Command::Tourney(t) if matches!(**t, TourneyCmd::Create(_) | TourneyCmd::Start))
}

/// The permissions the bot lacks in a channel or thread, by name; with
/// `tables`, those a tournament needs to open its tables as threads too.
pub(super) fn missing_permissions(
    have: Option<Permissions>,
    in_thread: bool,
    tables: bool,
) -> Vec<Msg> {
    let Some(have) = have else { return Vec::new() };
    needed(in_thread, tables)
        .into_iter()
        .filter(|(p, _)| !have.contains(*p))
        .map(|(_, name)| name)
        .collect()
}

/// Whether the bot may pin a tournament's standings in the channel, asked
/// of Discord (the interaction's permissions lose that bit in serenity).
/// True when Discord cannot be asked: the pin then says so if it fails.
async fn may_pin(rest: &Rest, inv: &Invocation) -> bool {
    let guild = inv.guild.as_deref().and_then(|g| g.parse::<u64>().ok());
    let channel = inv.channel.parse::<u64>().ok();
    let (Some(g), Some(c)) = (guild.filter(|&g| g > 0), channel.filter(|&c| c > 0)) else {
        return true;
    };
    if inv.bot_permissions.is_none() {
        return true;
    }
    let (g, c) = (GuildId::new(g), ChannelId::new(c));
    match channel_perms::bot_has(rest, g, c, PIN_MESSAGES).await {
        Ok(has) => has,
        Err(e) => {
            tracing::info!(channel = %c, "could not ask whether the bot may pin here: {e}");
            true
        }
    }
}

/// The sentence telling the caller what the bot lacks.
fn lacking(missing: &[Msg]) -> Msg {
    msg!(
        "discord-lacking",
        permissions = missing.to_vec(),
        count = missing.len()
    )
}

/// Answers at once with a message only the caller sees.
pub(super) async fn say(
    rest: &Rest,
    id: InteractionId,
    token: &str,
    text: &str,
) -> Result<(), DiscordError> {
    let msg = CreateInteractionResponseMessage::new()
        .content(content(text))
        .ephemeral(true)
        .allowed_mentions(rest.no_mentions());
    rest.answer(id, token, &CreateInteractionResponse::Message(msg))
        .await
}

/// Answers one interaction through the host, counting it by kind and time.
pub async fn serve(app: &App, inv: Invocation, work: CommandOrPress) -> Result<(), DiscordError> {
    let started = std::time::Instant::now();
    let kind = kind(work.command());
    let via = match &work {
        CommandOrPress::Command(_) => "slash",
        CommandOrPress::Press(..) => "button",
        CommandOrPress::Choose(..) => "select",
    };
    tracing::debug!(channel = %inv.channel, via, kind, "interaction");
    let done = answer(app, inv, work).await;
    super::metrics::command(&kind, via, started.elapsed());
    done
}

/// A command's kind for metrics: its variant's name ("claim", "draw").
fn kind(command: &Command) -> String {
    let debug = format!("{command:?}");
    debug
        .split(|c: char| !c.is_alphanumeric())
        .next()
        .unwrap_or_default()
        .to_lowercase()
}

/// The host's request for an interaction; `can_post`: no permission the
/// bot needs in the channel is missing.
fn request(inv: &Invocation, command: Command, can_post: bool) -> Request {
    Request {
        channel: inv.channel.clone(),
        caller: inv.caller.clone(),
        channel_lang: inv.channel_lang,
        command,
        // Discord may deliver one interaction twice: it is applied once,
        // and the second delivery gets the first one's answer.
        key: Some(inv.id.to_string()),
        guild: inv.guild.clone(),
        // Only from the game's channel (a DM press has no permissions),
        // with nothing missing to post there, is the bot evidently back.
        from_channel: inv.bot_permissions.is_some() && can_post,
    }
}

/// Defers, runs the host, and replaces the deferral with the reply.
async fn answer(app: &App, inv: Invocation, work: CommandOrPress) -> Result<(), DiscordError> {
    let Some(_pass) = app.gate.enter() else {
        let text = inv.caller.lang.tr(&msg!("discord-restarting"));
        return say(&app.rest, inv.id, &inv.token, &text).await;
    };
    let defer =
        CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new().ephemeral(true));
    app.rest.answer(inv.id, &inv.token, &defer).await?;

    let tables = opens_tables(work.command());
    let mut missing = missing_permissions(inv.bot_permissions, inv.in_thread, tables);
    if tables && !may_pin(&app.rest, &inv).await {
        missing.push(msg!("discord-perm-pin-messages"));
    }
    if !missing.is_empty() && (tables || matches!(work.command(), Command::New(_))) {
        let edit = EditInteractionResponse::new()
            .content(content(&inv.caller.lang.tr(&lacking(&missing))))
            .allowed_mentions(app.rest.no_mentions());
        return app.rest.edit_answer(&inv.token, &edit, None).await;
    }

    let host = app.host.clone();
    let paint = app.paint.clone();
    let limit = match inv.upload_limit as usize {
        0 => MAX_UPLOAD,
        n => n.min(MAX_UPLOAD),
    };
    let req = request(&inv, work.command().clone(), missing.is_empty());
    let (reply, file) = tokio::task::spawn_blocking(move || {
        let reply = match &work {
            CommandOrPress::Command(_) => host.handle(&req, host.now()),
            CommandOrPress::Press(stamp, _) => host.press(&req, stamp, host.now()),
            CommandOrPress::Choose(stamp, pick, _) => host.choose(&req, stamp, pick, host.now()),
        };
        let file = reply.picture.as_ref().and_then(|p| {
            let bytes = paint(p)?;
            (bytes.len() <= limit).then(|| attach(p, bytes))
        });
        (reply, file)
    })
    .await
    .map_err(|e| DiscordError::Unavailable(format!("the command's task failed: {e}")))?;
    if reply.applied {
        app.wake.notify_one();
    }
    let mut text = reply.text;
    if !missing.is_empty() {
        text = format!("{text}\n{}", inv.caller.lang.tr(&lacking(&missing)));
    }
    let mut edit = EditInteractionResponse::new()
        .content(content(&text))
        .components(components(
            &inv.channel,
            &reply.buttons,
            &reply.selects,
            reply.link.as_ref(),
        ))
        .allowed_mentions(app.rest.no_mentions());
    if let Some(f) = &file {
        edit = edit.new_attachment(attachment_stub(f));
    }
    match app.rest.edit_answer(&inv.token, &edit, file).await {
        Err(e) if reply.applied => fall_back(app, &inv.token, &text, e).await,
        done => done,
    }
}

/// The reply to a move that was applied could not replace the deferral:
/// tries the text alone, then a private follow-up. The move's public
/// messages reach the channel through the outbox either way.
async fn fall_back(
    app: &App,
    token: &str,
    text: &str,
    first: DiscordError,
) -> Result<(), DiscordError> {
    tracing::warn!("the answer to an applied move failed ({first}); sending its text alone");
    let plain = EditInteractionResponse::new()
        .content(content(text))
        .allowed_mentions(app.rest.no_mentions());
    let Err(e) = app.rest.edit_answer(token, &plain, None).await else {
        return Ok(());
    };
    tracing::warn!("the text-only answer failed too ({e}); following up");
    let follow = CreateInteractionResponseFollowup::new()
        .content(content(text))
        .ephemeral(true)
        .allowed_mentions(app.rest.no_mentions());
    app.rest.follow_up(token, &follow).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tournament_needs_the_thread_permissions() {
        let game =
            Permissions::VIEW_CHANNEL | Permissions::SEND_MESSAGES | Permissions::ATTACH_FILES;
        let names: Vec<String> = missing_permissions(Some(game), false, true)
            .iter()
            .map(Msg::to_string)
            .collect();
        assert_eq!(
            names,
            [
                "Create Public Threads",
                "Send Messages in Threads",
                "Manage Threads"
            ]
        );
        let all = game
            | Permissions::CREATE_PUBLIC_THREADS
            | Permissions::SEND_MESSAGES_IN_THREADS
            | Permissions::MANAGE_THREADS;
        assert!(missing_permissions(Some(all), false, true).is_empty());
        let start = crate::cli::parse("/tourney start").unwrap();
        let standings = crate::cli::parse("/tourney standings").unwrap();
        assert!(opens_tables(&start));
        assert!(!opens_tables(&standings));
        assert!(!opens_tables(&Command::Hand));
    }

    #[test]
    fn missing_permissions_are_named() {
        assert!(missing_permissions(None, false, false).is_empty());
        let all =
            Permissions::VIEW_CHANNEL | Permissions::SEND_MESSAGES | Permissions::ATTACH_FILES;
        assert!(missing_permissions(Some(all), false, false).is_empty());
        let m = missing_permissions(Some(Permissions::VIEW_CHANNEL), false, false);
        let names: Vec<String> = m.iter().map(Msg::to_string).collect();
        assert_eq!(names, vec!["Send Messages", "Attach Files"]);
        assert!(
            lacking(&m)
                .to_string()
                .contains("Send Messages, Attach Files permissions. Ask")
        );
        let one = missing_permissions(
            Some(Permissions::VIEW_CHANNEL | Permissions::SEND_MESSAGES),
            false,
            false,
        );
        assert_eq!(
            Lang::Ru.tr(&lacking(&one)),
            "Я не могу публиковать игру в этом канале: мне не хватает права «Прикреплять файлы». \
             Попросите того, кто управляет каналом, выдать его."
        );
        assert!(
            Lang::Uk
                .tr(&lacking(&m))
                .contains("бракує дозволів «Надсилати")
        );
    }

    #[test]
    fn threads_need_send_messages_in_threads() {
        let all =
            Permissions::VIEW_CHANNEL | Permissions::SEND_MESSAGES | Permissions::ATTACH_FILES;
        let names: Vec<String> = missing_permissions(Some(all), true, false)
            .iter()
            .map(Msg::to_string)
            .collect();
        assert_eq!(names, vec!["Send Messages in Threads"]);
        let in_threads = Permissions::VIEW_CHANNEL
            | Permissions::SEND_MESSAGES_IN_THREADS
            | Permissions::ATTACH_FILES;
        assert!(missing_permissions(Some(in_threads), true, false).is_empty());
        assert_eq!(missing_permissions(Some(in_threads), false, false).len(), 1);
    }

    #[tokio::test]
    async fn the_gate_waits_for_commands_in_flight() {
        let gate = Arc::new(Gate::default());
        let pass = gate.enter().unwrap();
        let g = gate.clone();
        let closing = tokio::spawn(async move { g.close(Duration::from_secs(5)).await });
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert!(!closing.is_finished(), "shutdown waits for the command");
        assert!(gate.enter().is_none(), "no new command once closing");
        drop(pass);
        assert!(closing.await.unwrap());
    }
}
