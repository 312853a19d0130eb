//! Outbox delivery: public messages to the game's channel with the board
//! picture and the player to move pinged; private messages as DMs with the
//! private picture. A message is acknowledged only once Discord took it, or
//! once it can never be taken (closed DMs: the channel is told, once per game
//! and player, and the player reads the same with `/hand`).

use super::buttons::{fit, rows};
use super::error::{CANNOT_DM, DiscordError};
use super::langs::ChannelLangs;
use super::picture::{Painter, file_name};
use super::rest::{Rest, attachment_stub};
use crate::host::Host;
use crate::host::outbox::{OutMsg, Picture, Target};
use crate::msg;
use crate::store::{OutboxItem, StoreError};
use rustc_hash::FxHasher;
use serenity::all::{
    ChannelId, CreateAllowedMentions, CreateAttachment, CreateMessage, Nonce, UserId,
};
use std::collections::{HashMap, HashSet};
use std::hash::Hasher;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Longest message text Discord accepts.
pub const MAX_CONTENT: usize = 2000;
/// Largest attachment sent (Discord's smallest upload limit, 8 MiB, less
/// room for the rest of the request).
pub const MAX_UPLOAD: usize = 8 * 1024 * 1024 - 64 * 1024;
/// Longest nonce Discord accepts.
pub const MAX_NONCE: usize = 25;
/// How long a taken message stays ours before another delivery may take it.
pub const LEASE: Duration = Duration::from_secs(120);

/// The nonce for an outbox message: its id, or a stable digest of a longer id.
pub fn nonce(id: &str) -> String {
    if id.len() <= MAX_NONCE {
        return id.to_string();
    }
    let mut h = FxHasher::default();
    h.write(id.as_bytes());
    format!("h{:016x}", h.finish())
}

/// A snowflake from the host's string id.
fn snowflake(id: &str) -> Option<u64> {
    id.parse::<u64>().ok().filter(|&n| n > 0)
}

/// What happened to one message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fate {
    /// Discord took it.
    Sent,
    /// It can never be sent (closed DMs, a vanished channel); acknowledged.
    Dropped,
    /// Discord could not take it now; it is offered again after its lease.
    Later,
}

impl Fate {
    /// Whether the outbox may forget the message.
    pub fn acknowledged(self) -> bool {
        self != Fate::Later
    }
}

/// Sends outbox messages to Discord.
pub struct Courier {
    rest: Arc<Rest>,
    paint: Painter,
    /// DM channel per user (Discord returns the same one every time).
    dms: Mutex<HashMap<u64, ChannelId>>,
    /// (game, user) pairs whose closed DMs the channel was told about.
    told: Mutex<HashSet<(String, u64)>>,
    /// The language of its own notices to a game's channel.
    langs: Arc<ChannelLangs>,
}

impl Courier {
    /// A courier over `rest`, drawing pictures with `paint`, writing its own
    /// notices in the language `langs` finds for the channel.
    pub fn new(rest: Arc<Rest>, paint: Painter, langs: Arc<ChannelLangs>) -> Courier {
        Courier {
            rest,
            paint,
            dms: Mutex::new(HashMap::new()),
            told: Mutex::new(HashSet::new()),
            langs,
        }
    }

    /// The picture as an attachment, if it can be drawn and is small enough.
    pub fn attachment(&self, picture: Option<&Picture>) -> Option<CreateAttachment> {
        let picture = picture?;
        let bytes = (self.paint)(picture)?;
        if bytes.len() > MAX_UPLOAD {
            tracing::warn!(bytes = bytes.len(), "a picture was too large to attach");
            return None;
        }
        Some(CreateAttachment::bytes(bytes, file_name(picture)))
    }

    /// Sends one outbox message.
    pub async fn send(&self, item: &OutboxItem, msg: &OutMsg) -> Fate {
        let result = match &msg.to {
            Target::Channel(channel) => self.to_channel(item, msg, channel).await,
            Target::User(user) => self.to_user(item, msg, user).await,
        };
        match result {
            Ok(fate) => fate,
            Err(e @ DiscordError::Rejected { .. }) => {
                // Retrying cannot help (no access to the channel, unknown
                // channel, a message Discord refuses): drop it, loudly.
                tracing::warn!(id = %item.id, "message dropped: {e}");
                Fate::Dropped
            }
            Err(e) => {
                tracing::info!(id = %item.id, "message delayed: {e}");
                Fate::Later
            }
        }
    }

    /// The message as Discord's builder, with its file named in it.
    fn build(
        &self,
        item: &OutboxItem,
        msg: &OutMsg,
        game_channel: Option<&str>,
        mention: Option<u64>,
    ) -> (CreateMessage, Option<CreateAttachment>) {
        let mut content = crate::i18n::sanitize::markdown(&msg.text);
        let allowed = match mention {
            Some(user) => {
                content = format!("<@{user}> {content}");
                CreateAllowedMentions::new().users([UserId::new(user)])
            }
            None => self.rest.no_mentions(),
        };
        let mut builder = CreateMessage::new()
            .content(fit(&content, MAX_CONTENT))
            .allowed_mentions(allowed)
            .nonce(Nonce::String(nonce(&item.id)))
            .enforce_nonce(true);
        if let Some(channel) = game_channel {
            builder = builder.components(rows(channel, &msg.buttons));
        }
        let file = self.attachment(msg.picture.as_ref());
        if let Some(f) = &file {
            builder = builder.add_file(attachment_stub(f));
        }
        (builder, file)
    }

    async fn to_channel(
        &self,
        item: &OutboxItem,
        msg: &OutMsg,
        channel: &str,
    ) -> Result<Fate, DiscordError> {
        let Some(id) = snowflake(channel) else {
            tracing::warn!(id = %item.id, "message for a channel that is not Discord's dropped");
            return Ok(Fate::Dropped);
        };
        let mention = msg.mention.as_deref().and_then(snowflake);
        let (builder, file) = self.build(item, msg, Some(channel), mention);
        self.rest
            .send_message(ChannelId::new(id), &builder, file)
            .await?;
        Ok(Fate::Sent)
    }

    async fn dm_channel(&self, user: u64) -> Result<ChannelId, DiscordError> {
        let known = self.dms.lock().ok().and_then(|m| m.get(&user).copied());
        if let Some(c) = known {
            return Ok(c);
        }
        let c = self.rest.open_dm(UserId::new(user)).await?;
        if let Ok(mut m) = self.dms.lock() {
            m.insert(user, c);
        }
        Ok(c)
    }

    async fn to_user(
        &self,
        item: &OutboxItem,
        msg: &OutMsg,
        user: &str,
    ) -> Result<Fate, DiscordError> {
        let Some(uid) = snowflake(user) else {
            tracing::warn!(id = %item.id, "private message for a user that is not Discord's dropped");
            return Ok(Fate::Dropped);
        };
        let game_channel = msg.origin.as_ref().map(|o| o.channel.as_str());
        let (builder, file) = self.build(item, msg, game_channel, None);
        let sent = match self.dm_channel(uid).await {
            Ok(dm) => self.rest.send_message(dm, &builder, file).await,
            Err(e) => Err(e),
        };
        match sent {
            Ok(()) => Ok(Fate::Sent),
            Err(e) if e.code() == Some(CANNOT_DM) => self.tell_dms_closed(item, msg, uid).await,
            Err(e) => Err(e),
        }
    }

    /// Says in the game's channel, once per game and player, that their DMs
    /// are closed — nothing of the message itself. The notice is for the
    /// channel, so it is in the channel's language (see `langs`), not the
    /// player's.
    async fn tell_dms_closed(
        &self,
        item: &OutboxItem,
        msg: &OutMsg,
        user: u64,
    ) -> Result<Fate, DiscordError> {
        let Some(origin) = &msg.origin else {
            return Ok(Fate::Dropped);
        };
        let key = (origin.game.clone(), user);
        if self.told.lock().is_ok_and(|t| t.contains(&key)) {
            return Ok(Fate::Dropped);
        }
        let Some(channel) = snowflake(&origin.channel) else {
            return Ok(Fate::Dropped);
        };
        let text = msg!("discord-dms-closed", user = format!("<@{user}>"));
        let notice = CreateMessage::new()
            .content(self.langs.of(origin).tr(&text))
            .allowed_mentions(CreateAllowedMentions::new().users([UserId::new(user)]))
            .nonce(Nonce::String(nonce(&format!("{}-dm", item.id))))
            .enforce_nonce(true);
        self.rest
            .send_message(ChannelId::new(channel), &notice, None)
            .await?;
        if let Ok(mut t) = self.told.lock() {
            t.insert(key);
        }
        Ok(Fate::Dropped)
    }
}

/// Delivers what the outbox holds now (on a blocking thread: the host and
/// store are synchronous); returns how many messages were acknowledged.
pub async fn deliver_once(host: Arc<Host>, courier: Arc<Courier>) -> Result<usize, StoreError> {
    let rt = tokio::runtime::Handle::current();
    tokio::task::spawn_blocking(move || {
        host.deliver(LEASE, |item, msg| {
            rt.block_on(courier.send(item, msg)).acknowledged()
        })
    })
    .await
    .map_err(|e| StoreError::Unavailable(format!("delivery task failed: {e}")))?
}

/// How often the outbox is looked at when nothing wakes the loop.
const POLL: Duration = Duration::from_secs(2);
/// How often turn timers are checked.
const TICK: Duration = Duration::from_secs(30);

/// Delivers until `stop` turns true (then once more), checking turn timers
/// every 30 s; `wake` brings a delivery forward after a command.
pub async fn run(
    host: Arc<Host>,
    courier: Arc<Courier>,
    wake: Arc<tokio::sync::Notify>,
    mut stop: tokio::sync::watch::Receiver<bool>,
) {
    let mut last_tick: Option<tokio::time::Instant> = None;
    loop {
        if last_tick.is_none_or(|t| t.elapsed() >= TICK) {
            last_tick = Some(tokio::time::Instant::now());
            let h = host.clone();
            let now = super::respond::now();
            match tokio::task::spawn_blocking(move || h.tick(now)).await {
                Ok(Ok(n)) if n > 0 => tracing::debug!(timers = n, "turn timers fired"),
                Ok(Ok(_)) => {}
                Ok(Err(e)) => tracing::warn!("turn timers: {e}"),
                Err(e) => tracing::warn!("turn timers task failed: {e}"),
            }
        }
        if let Err(e) = deliver_once(host.clone(), courier.clone()).await {
            tracing::warn!("delivery: {e}");
        }
        if *stop.borrow() {
            return;
        }
        tokio::select! {
            _ = wake.notified() => {}
            _ = tokio::time::sleep(POLL) => {}
            changed = stop.changed() => {
                // The sender is gone: nobody can stop us any more, so stop now.
                if changed.is_err() {
                    return;
                }
            }
        }
    }
}
