//! Outbox delivery: public messages to the game's channel with the board
//! picture and the player to move pinged; private messages as DMs with the
//! private picture. A message is acknowledged only once Discord took it, or
//! once it can never be taken (closed DMs: the channel is told, once per game
//! and player, and the player reads the same with `/hand`).

use super::buttons::fit;
use super::error::{CANNOT_DM, DiscordError};
use super::langs::ChannelLangs;
use super::picture::{Painter, attach};
use super::rest::{Rest, attachment_stub};
use super::select::components;
use super::v2::{self, V2Message};
use crate::host::{Host, OutMsg, Picture, Target, Task};
use crate::msg;
use crate::store::{OutboxItem, StoreError};
use rustc_hash::FxHasher;
use serenity::all::{
    ChannelId, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateMessage, Nonce,
    UserId,
};
use std::collections::{HashMap, HashSet, VecDeque};
use std::hash::Hasher;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::{Notify, Semaphore};
use tracing::Instrument;

/// Longest message text Discord accepts.
pub(super) const MAX_CONTENT: usize = 2000;
/// Largest attachment sent (Discord's smallest upload limit, 8 MiB, less
/// room for the rest of the request).
pub(super) const MAX_UPLOAD: usize = 8 * 1024 * 1024 - 64 * 1024;
/// Longest nonce Discord accepts.
pub(super) const MAX_NONCE: usize = 25;
/// How long a taken message stays ours before another delivery may take it.
pub const LEASE: Duration = Duration::from_secs(120);
/// How long delivery to a channel the bot lost access to stays paused.
pub(super) const LOST_PAUSE: Duration = Duration::from_secs(600);

/// The nonce for an outbox message: its id, or a stable hash of a longer id.
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
pub enum DeliveryOutcome {
    /// Discord took it.
    Sent,
    /// It can never be sent (closed DMs, a vanished channel); acknowledged.
    Dropped,
    /// Discord could not take it now; it is offered again after its lease.
    Later,
}

impl DeliveryOutcome {
    /// Whether the outbox may forget the message.
    pub fn acknowledged(self) -> bool {
        self != DeliveryOutcome::Later
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
    /// Channels the bot lost access to, and until when delivery there pauses.
    lost: Mutex<HashMap<String, Instant>>,
    /// Told when Discord stops taking the bot's token.
    revoked: Arc<Notify>,
    /// Discord refused a Components V2 message that it took the classic
    /// way: this process sends every message the classic way.
    classic_only: AtomicBool,
}

/// A message ready to send: the classic form, the V2 form where it helps
/// and fits, and the picture.
struct Built {
    classic: CreateMessage,
    v2: Option<V2Message>,
    file: Option<CreateAttachment>,
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
            lost: Mutex::new(HashMap::new()),
            revoked: Arc::new(Notify::new()),
            classic_only: AtomicBool::new(false),
        }
    }

    /// Tells `notify` when Discord refuses the bot's token.
    pub fn on_revoked(mut self, notify: Arc<Notify>) -> Courier {
        self.revoked = notify;
        self
    }

    /// Notified (once per refusal) when Discord refuses the bot's token: the
    /// bot should stop; the refused message stays in the outbox.
    pub fn revoked(&self) -> Arc<Notify> {
        self.revoked.clone()
    }

    /// The REST client it sends through.
    pub fn rest(&self) -> &Rest {
        &self.rest
    }

    /// Whether delivery to `channel` is paused because the bot lost access.
    pub fn paused(&self, channel: &str) -> bool {
        self.lost
            .lock()
            .ok()
            .and_then(|l| l.get(channel).copied())
            .is_some_and(|until| until > Instant::now())
    }

    /// Whether delivery to `channel` was paused since the process started
    /// (the pause may have run out since).
    fn was_lost(&self, channel: &str) -> bool {
        self.lost.lock().is_ok_and(|l| l.contains_key(channel))
    }

    /// Pauses delivery to `channel` for `LOST_PAUSE` (its game is marked
    /// lost).
    pub fn pause(&self, channel: &str) {
        if let Ok(mut l) = self.lost.lock() {
            l.insert(channel.to_string(), Instant::now() + LOST_PAUSE);
        }
    }

    /// Delivers to `channel` again (its game was resumed).
    pub fn resume(&self, channel: &str) {
        if let Ok(mut l) = self.lost.lock() {
            l.remove(channel);
        }
    }

    /// Pauses delivery to a channel the bot can no longer reach.
    fn lose(&self, channel: &str, game: Option<&str>, e: &DiscordError) {
        tracing::warn!(
            channel,
            game = game.unwrap_or("-"),
            "lost access to the channel ({e}); its messages are dropped for {} min",
            LOST_PAUSE.as_secs() / 60
        );
        super::metrics::channel_lost();
        self.pause(channel);
    }

    /// The picture as an attachment, if it can be drawn and is small enough.
    pub fn attachment(&self, picture: Option<&Picture>) -> Option<CreateAttachment> {
        let picture = picture?;
        let bytes = (self.paint)(picture)?;
        if bytes.len() > MAX_UPLOAD {
            tracing::warn!(bytes = bytes.len(), "a picture was too large to attach");
            return None;
        }
        Some(attach(picture, bytes))
    }

    /// Sends one outbox message. A channel the bot lost access to (403,
    /// unknown channel) is paused: its messages are dropped unsent for
    /// `LOST_PAUSE`, not retried (the delivery loop also marks its game, see
    /// `Dispatch`). A refused token (401) keeps the message.
    pub async fn send(&self, item: &OutboxItem, msg: &OutMsg) -> DeliveryOutcome {
        let game = msg.origin.as_ref().map(|o| o.game.as_str());
        let result = match &msg.to {
            Target::Channel(channel) if self.paused(channel) => {
                tracing::debug!(id = %item.id, channel, "paused channel: message dropped");
                Ok(DeliveryOutcome::Dropped)
            }
            Target::Channel(channel) => self.to_channel(item, msg, channel).await,
            Target::User(user) => self.to_user(item, msg, user).await,
        };
        let fate = self.fate(item, msg, game, result);
        super::metrics::delivered(fate);
        fate
    }

    fn fate(
        &self,
        item: &OutboxItem,
        msg: &OutMsg,
        game: Option<&str>,
        result: Result<DeliveryOutcome, DiscordError>,
    ) -> DeliveryOutcome {
        match result {
            Ok(fate) => fate,
            Err(e) if e.revoked() => {
                tracing::error!(id = %item.id, "Discord refused the token: {e}");
                self.revoked.notify_one();
                DeliveryOutcome::Later
            }
            Err(e) if e.lost_access() => {
                if let Target::Channel(channel) = &msg.to {
                    self.lose(channel, game, &e);
                } else {
                    tracing::warn!(id = %item.id, game = game.unwrap_or("-"), "private message dropped: {e}");
                }
                DeliveryOutcome::Dropped
            }
            Err(e @ DiscordError::Rejected { .. }) => {
                // Retrying cannot help (no access to the channel, unknown
                // channel, a message Discord refuses): drop it, loudly.
                tracing::warn!(id = %item.id, "message dropped: {e}");
                DeliveryOutcome::Dropped
            }
            Err(e) => {
                tracing::info!(id = %item.id, "message delayed: {e}");
                DeliveryOutcome::Later
            }
        }
    }

    /// The message as Discord's builder, with its file named in it, and
    /// as V2 where that helps and keeps within Discord's limits.
    fn build(
        &self,
        item: &OutboxItem,
        msg: &OutMsg,
        game_channel: Option<&str>,
        mention: Option<u64>,
    ) -> Built {
        let mut content = crate::i18n::markdown(&msg.text);
        let allowed = match mention {
            Some(user) => {
                content = format!("<@{user}> {content}");
                CreateAllowedMentions::new().users([UserId::new(user)])
            }
            None => self.rest.no_mentions(),
        };
        let link = msg.link.as_ref();
        let rows: Vec<CreateActionRow> = match (game_channel, link) {
            (Some(channel), _) => components(channel, &msg.buttons, &msg.selects, link),
            (None, Some(link)) => components("", &[], &[], Some(link)),
            (None, None) => Vec::new(),
        };
        let file = self.attachment(msg.picture.as_ref());
        let stub = file.as_ref().map(attachment_stub);
        let v2 = self.as_v2(item, msg, (&content, &rows), stub.clone(), allowed.clone());
        let mut classic = CreateMessage::new()
            .content(fit(&content, MAX_CONTENT))
            .allowed_mentions(allowed)
            .nonce(Nonce::String(nonce(&item.id)))
            .enforce_nonce(true);
        if game_channel.is_some() || !rows.is_empty() {
            classic = classic.components(rows);
        }
        if let Some(s) = stub {
            classic = classic.add_file(s);
        }
        Built { classic, v2, file }
    }

    /// The V2 form of a message, unless Discord refused V2 before, the
    /// message is not one V2 helps, or it would break Discord's limits.
    fn as_v2(
        &self,
        item: &OutboxItem,
        msg: &OutMsg,
        (text, rows): (&str, &[CreateActionRow]),
        picture: Option<CreateAttachment>,
        allowed: CreateAllowedMentions,
    ) -> Option<V2Message> {
        if self.classic_only.load(Ordering::Relaxed) {
            return None;
        }
        let layout = v2::layout(msg, text, rows, picture)?;
        let made = V2Message::new(layout, allowed, nonce(&item.id));
        match made.check() {
            None => Some(made),
            Some(why) => {
                tracing::debug!(id = %item.id, "sent the classic way: as V2 it has {why}");
                None
            }
        }
    }

    /// Posts a built message: as V2 when it has that form; when Discord
    /// refuses it (400), the classic way, and, if that is taken, every
    /// later message of this process too.
    async fn post(&self, channel: ChannelId, built: Built) -> Result<(), DiscordError> {
        let Built { classic, v2, file } = built;
        let Some(v2) = v2.filter(|_| !self.classic_only.load(Ordering::Relaxed)) else {
            return self.rest.send_message(channel, &classic, file).await;
        };
        match self.rest.send_message(channel, &v2, file.clone()).await {
            Err(refused @ DiscordError::Rejected { status: 400, .. }) => {
                self.rest.send_message(channel, &classic, file).await?;
                if !self.classic_only.swap(true, Ordering::Relaxed) {
                    tracing::warn!(
                        "Discord refused a Components V2 message ({refused}); messages go the classic way from now on"
                    );
                }
                Ok(())
            }
            sent => sent,
        }
    }

    async fn to_channel(
        &self,
        item: &OutboxItem,
        msg: &OutMsg,
        channel: &str,
    ) -> Result<DeliveryOutcome, DiscordError> {
        let Some(id) = snowflake(channel) else {
            tracing::warn!(id = %item.id, "message for a channel that is not Discord's dropped");
            return Ok(DeliveryOutcome::Dropped);
        };
        let mention = msg.mention.as_deref().and_then(snowflake);
        let built = self.build(item, msg, Some(channel), mention);
        self.post(ChannelId::new(id), built).await?;
        Ok(DeliveryOutcome::Sent)
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
    ) -> Result<DeliveryOutcome, DiscordError> {
        let Some(uid) = snowflake(user) else {
            tracing::warn!(id = %item.id, "private message for a user that is not Discord's dropped");
            return Ok(DeliveryOutcome::Dropped);
        };
        let game_channel = msg.origin.as_ref().map(|o| o.channel.as_str());
        let built = self.build(item, msg, game_channel, None);
        let sent = match self.dm_channel(uid).await {
            Ok(dm) => self.post(dm, built).await,
            Err(e) => Err(e),
        };
        match sent {
            Ok(()) => Ok(DeliveryOutcome::Sent),
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
    ) -> Result<DeliveryOutcome, DiscordError> {
        let Some(origin) = &msg.origin else {
            return Ok(DeliveryOutcome::Dropped);
        };
        let key = (origin.game.clone(), user);
        if self.told.lock().is_ok_and(|t| t.contains(&key)) {
            return Ok(DeliveryOutcome::Dropped);
        }
        let Some(channel) = snowflake(&origin.channel) else {
            return Ok(DeliveryOutcome::Dropped);
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
        Ok(DeliveryOutcome::Dropped)
    }
}

/// Most messages in flight to Discord at once, across channels.
pub(super) const PARALLEL: usize = 16;
/// How long a sent message waits to be acknowledged with those sent after it.
const ACK_GATHER: Duration = Duration::from_millis(20);
/// The longest pause between tries of a message Discord could not take.
const LONGEST_BACKOFF: Duration = Duration::from_secs(30);

/// The lane a message travels in: its channel, or its user's DMs. Messages
/// of one lane go out in order; lanes go out side by side.
fn lane(msg: &OutMsg) -> String {
    match &msg.to {
        Target::Channel(c) => c.clone(),
        Target::User(u) => format!("dm-{u}"),
    }
}

/// Outbox messages held in memory by lane, each lane sent by its own task,
/// at most `PARALLEL` sends at once: one slow or rate-limited channel holds
/// back only itself.
pub struct Dispatch {
    host: Arc<Host>,
    courier: Arc<Courier>,
    /// Messages waiting per lane; a lane is in the map while its task runs.
    lanes: Mutex<HashMap<String, VecDeque<(OutboxItem, OutMsg)>>>,
    /// Ids held in memory (taken again when their lease runs out: skipped).
    held: Mutex<HashSet<String>>,
    /// Channels whose game's record was asked whether it is marked lost.
    checked: Mutex<HashSet<String>>,
    sends: Semaphore,
    /// Lanes stop at a message Discord cannot take now instead of retrying.
    giving_up: AtomicBool,
    acked: AtomicUsize,
    /// Sent messages waiting to be acknowledged together.
    to_ack: Mutex<Vec<String>>,
    /// A task is acknowledging `to_ack`.
    acking: AtomicBool,
    tasks: Mutex<Vec<tokio::task::JoinHandle<()>>>,
    /// Cuts retry pauses short at shutdown.
    stopping: Notify,
    /// How long a taken message is this process's before another may send it.
    lease: Duration,
}

impl Dispatch {
    /// A dispatch that retries (`persistent`) or gives a lane up at its first
    /// message Discord cannot take now (that message returns after `lease`).
    pub fn new(
        host: Arc<Host>,
        courier: Arc<Courier>,
        persistent: bool,
        lease: Duration,
    ) -> Arc<Dispatch> {
        Arc::new(Dispatch {
            host,
            courier,
            lanes: Mutex::new(HashMap::new()),
            held: Mutex::new(HashSet::new()),
            checked: Mutex::new(HashSet::new()),
            sends: Semaphore::new(PARALLEL),
            giving_up: AtomicBool::new(!persistent),
            acked: AtomicUsize::new(0),
            to_ack: Mutex::new(Vec::new()),
            acking: AtomicBool::new(false),
            tasks: Mutex::new(Vec::new()),
            stopping: Notify::new(),
            lease,
        })
    }

    /// Messages waiting in memory.
    pub fn depth(&self) -> usize {
        self.held.lock().map_or(0, |h| h.len())
    }

    /// Takes what the outbox holds now into the lanes; returns how many
    /// messages were new.
    pub async fn take(self: &Arc<Self>) -> Result<usize, StoreError> {
        let mut fresh = 0;
        loop {
            let (host, lease) = (self.host.clone(), self.lease);
            let items = tokio::task::spawn_blocking(move || {
                let items = host.store().outbox_take(50, lease)?;
                Ok::<_, StoreError>(items.into_iter().map(|i| host.dress(i)).collect::<Vec<_>>())
            })
            .await
            .map_err(|e| StoreError::Unavailable(format!("delivery task failed: {e}")))??;
            let n = items.len();
            for item in items {
                fresh += usize::from(self.enqueue(item).await);
            }
            if n < 50 {
                super::metrics::outbox_depth(self.depth());
                return Ok(fresh);
            }
        }
    }

    /// Puts one taken message in its lane, starting the lane's task if idle.
    async fn enqueue(self: &Arc<Self>, item: OutboxItem) -> bool {
        let fresh = self
            .held
            .lock()
            .is_ok_and(|mut h| h.insert(item.id.clone()));
        if !fresh {
            return false;
        }
        if let Some(task) = crate::host::read_task(&item) {
            let me = self.clone();
            let settling = async move { me.settle_task(item).await };
            // A computer player thinking does not hold up delivery.
            if matches!(task, Task::Think { .. }) {
                let running = tokio::spawn(settling);
                if let Ok(mut t) = self.tasks.lock() {
                    t.retain(|t| !t.is_finished());
                    t.push(running);
                }
            } else {
                settling.await;
            }
            return false;
        }
        let Some(msg) = self.host.message_of(&item) else {
            // A message that cannot be read never will be: drop it.
            self.ack(&item.id);
            return false;
        };
        let lane = lane(&msg);
        let start = match self.lanes.lock() {
            Ok(mut lanes) => {
                let running = lanes.contains_key(&lane);
                lanes
                    .entry(lane.clone())
                    .or_default()
                    .push_back((item, msg));
                !running
            }
            Err(_) => false,
        };
        if start {
            let me = self.clone();
            let span = tracing::info_span!("deliver", channel = %lane);
            let task = tokio::spawn(async move { me.drive(lane).await }.instrument(span));
            if let Ok(mut t) = self.tasks.lock() {
                t.retain(|t| !t.is_finished());
                t.push(task);
            }
        }
        true
    }

    /// The head of a lane; the lane is removed (and its task ends) when
    /// empty, so a later message starts a new task.
    fn head(&self, lane: &str) -> Option<(OutboxItem, OutMsg)> {
        let mut lanes = self.lanes.lock().ok()?;
        match lanes.get(lane).and_then(|q| q.front().cloned()) {
            Some(head) => Some(head),
            None => {
                lanes.remove(lane);
                None
            }
        }
    }

    /// Sends a lane's messages in order.
    async fn drive(self: Arc<Self>, lane: String) {
        let mut backoff = Duration::from_secs(1);
        while let Some((item, msg)) = self.head(&lane) {
            let fate = match self.sends.acquire().await {
                Ok(_permit) => self.deliver(&item, &msg).await,
                Err(_) => return,
            };
            if fate.acknowledged() {
                tracing::debug!(id = %item.id, "delivered");
                self.ack(&item.id);
                self.pop(&lane, &item.id);
                backoff = Duration::from_secs(1);
            } else if self.giving_up.load(Ordering::SeqCst) {
                self.drop_lane(&lane);
                return;
            } else {
                tokio::select! {
                    _ = tokio::time::sleep(backoff) => {}
                    _ = self.stopping.notified() => {}
                }
                backoff = (backoff * 2).min(LONGEST_BACKOFF);
            }
        }
    }

    /// Sends one message. A message for a channel the bot lost access to
    /// is dropped unsent (see [`Dispatch::held_back`]); a channel this send
    /// finds lost has its game marked, so its clock stops and its players
    /// hear of it. Private messages never wait for a channel.
    async fn deliver(&self, item: &OutboxItem, msg: &OutMsg) -> DeliveryOutcome {
        let Target::Channel(channel) = &msg.to else {
            return self.courier.send(item, msg).await;
        };
        if self.held_back(channel).await {
            tracing::debug!(id = %item.id, channel, "lost channel: message dropped");
            super::metrics::delivered(DeliveryOutcome::Dropped);
            return DeliveryOutcome::Dropped;
        }
        let fate = self.courier.send(item, msg).await;
        if fate == DeliveryOutcome::Dropped && self.courier.paused(channel) {
            self.mark_lost(channel).await;
        }
        fate
    }

    /// Whether messages for `channel` are held back, decided with its
    /// game's record the first time this process sends there and whenever
    /// the channel was lost since (so a game resumed in any process gets
    /// its messages again, and one marked before a restart stays paused);
    /// with no game in progress there, the in-memory pause decides.
    async fn held_back(&self, channel: &str) -> bool {
        let first = self
            .checked
            .lock()
            .is_ok_and(|mut c| c.insert(channel.to_string()));
        if !first && !self.courier.was_lost(channel) {
            return false;
        }
        let (host, ch) = (self.host.clone(), channel.to_string());
        let marked = tokio::task::spawn_blocking(move || host.channel_paused(&ch))
            .await
            .ok()
            .flatten();
        match marked {
            Some(true) => self.courier.pause(channel),
            Some(false) => self.courier.resume(channel),
            None => {}
        }
        self.courier.paused(channel)
    }

    /// Marks the game in `channel` lost (once; the host tells its players).
    async fn mark_lost(&self, channel: &str) {
        let (host, ch) = (self.host.clone(), channel.to_string());
        let now = crate::host::now();
        match tokio::task::spawn_blocking(move || host.channel_lost(&ch, now)).await {
            Ok(true) => tracing::info!(channel, "game marked: its channel is lost"),
            Ok(false) => {}
            Err(e) => tracing::warn!(channel, "marking a lost channel failed: {e}"),
        }
    }

    fn pop(&self, lane: &str, id: &str) {
        if let Ok(mut lanes) = self.lanes.lock()
            && let Some(q) = lanes.get_mut(lane)
        {
            q.pop_front();
        }
        if let Ok(mut h) = self.held.lock() {
            h.remove(id);
        }
    }

    /// Forgets a lane's messages: they stay in the outbox, leased, and come
    /// back in order once the lease runs out.
    fn drop_lane(&self, lane: &str) {
        let dropped = self.lanes.lock().ok().and_then(|mut l| l.remove(lane));
        if let (Some(q), Ok(mut h)) = (dropped, self.held.lock()) {
            for (item, _) in q {
                h.remove(&item.id);
            }
        }
    }

    /// Settles a task for the host, acknowledging it once done; one not
    /// settled is offered again once its lease runs out.
    async fn settle_task(self: &Arc<Self>, item: OutboxItem) {
        let id = item.id.clone();
        if super::tourney::settle(&self.host, &self.courier, item).await {
            self.ack(&id);
        }
        if let Ok(mut h) = self.held.lock() {
            h.remove(&id);
        }
    }

    /// Acknowledges a sent message with the others sent about now: the
    /// first starts a task that waits [`ACK_GATHER`] and acknowledges all
    /// waiting in one call, again while more arrive.
    fn ack(self: &Arc<Self>, id: &str) {
        if let Ok(mut ids) = self.to_ack.lock() {
            ids.push(id.to_string());
        }
        if self.acking.swap(true, Ordering::SeqCst) {
            return;
        }
        let me = self.clone();
        let task = tokio::spawn(async move {
            loop {
                tokio::time::sleep(ACK_GATHER).await;
                me.ack_waiting().await;
                me.acking.store(false, Ordering::SeqCst);
                let more = me.to_ack.lock().is_ok_and(|ids| !ids.is_empty());
                if !more || me.acking.swap(true, Ordering::SeqCst) {
                    return;
                }
            }
        });
        if let Ok(mut t) = self.tasks.lock() {
            t.push(task);
        }
    }

    /// Acknowledges every message waiting, in one call.
    async fn ack_waiting(&self) {
        let ids = match self.to_ack.lock() {
            Ok(mut ids) => std::mem::take(&mut *ids),
            Err(_) => return,
        };
        if ids.is_empty() {
            return;
        }
        let (host, n) = (self.host.clone(), ids.len());
        let done = tokio::task::spawn_blocking(move || host.store().outbox_ack(&ids)).await;
        match done {
            Ok(Ok(())) => {
                self.acked.fetch_add(n, Ordering::SeqCst);
            }
            // Sent but not forgotten: they go again after their lease, and
            // their nonces keep Discord from posting them twice.
            Ok(Err(e)) => tracing::warn!("outbox ack: {e}"),
            Err(e) => tracing::warn!("outbox ack task failed: {e}"),
        }
    }

    /// Stops retrying, lets every lane send what it can, and waits for them;
    /// returns how many messages were acknowledged in all.
    pub async fn finish(&self) -> usize {
        self.giving_up.store(true, Ordering::SeqCst);
        self.stopping.notify_waiters();
        loop {
            let tasks: Vec<_> = match self.tasks.lock() {
                Ok(mut t) => t.drain(..).collect(),
                Err(_) => Vec::new(),
            };
            if tasks.is_empty() {
                return self.acked.load(Ordering::SeqCst);
            }
            for t in tasks {
                let _ = t.await;
            }
        }
    }
}

/// Delivers what the outbox holds now, channels side by side; returns how
/// many messages were acknowledged.
pub async fn deliver_once(host: Arc<Host>, courier: Arc<Courier>) -> Result<usize, StoreError> {
    let dispatch = Dispatch::new(host, courier, false, LEASE);
    let taken = dispatch.take().await;
    let acked = dispatch.finish().await;
    taken.map(|_| acked)
}

/// How often the outbox is looked at when nothing wakes the loop.
const POLL: Duration = Duration::from_secs(2);
/// How often turn timers are checked.
const TICK: Duration = Duration::from_secs(30);

/// How long one round of turn timers may take before delivery goes on (a
/// backlog is drained over several rounds, delivery in between).
const TICK_BUDGET: Duration = Duration::from_secs(5);

/// Fires the turn timers that are due, and counts the games in progress;
/// whether more timers may be due (the round's budget ran out).
async fn tick(host: &Arc<Host>) -> bool {
    let h = host.clone();
    match tokio::task::spawn_blocking(move || h.store().live_games()).await {
        Ok(Ok(n)) => super::metrics::live_games(n),
        Ok(Err(e)) => {
            super::metrics::store_error();
            tracing::warn!("live games: {e}");
        }
        Err(e) => tracing::warn!("live games task failed: {e}"),
    }
    let h = host.clone();
    let now = crate::host::now();
    match tokio::task::spawn_blocking(move || h.tick_within(now, TICK_BUDGET)).await {
        Ok(Ok(tick)) => {
            super::metrics::timers(&tick);
            if tick.taken > 0 {
                tracing::debug!(timers = tick.taken, "turn timers fired");
            }
            return tick.more;
        }
        Ok(Err(e)) => {
            super::metrics::store_error();
            tracing::warn!("turn timers: {e}");
        }
        Err(e) => tracing::warn!("turn timers task failed: {e}"),
    }
    false
}

/// Delivers until `stop` turns true (then sends what it holds, without
/// retrying), checking turn timers (and counting live games) every 30 s; `wake` brings a delivery
/// forward after a command. A message taken and not acknowledged within
/// `lease` (this process died) goes to whichever process takes it next.
pub async fn run(
    host: Arc<Host>,
    courier: Arc<Courier>,
    wake: Arc<Notify>,
    lease: Duration,
    mut stop: tokio::sync::watch::Receiver<bool>,
) {
    let dispatch = Dispatch::new(host.clone(), courier, true, lease);
    let mut last_tick: Option<tokio::time::Instant> = None;
    loop {
        if last_tick.is_none_or(|t| t.elapsed() >= TICK) {
            last_tick = Some(tokio::time::Instant::now());
            if tick(&host).await {
                last_tick = None;
            }
        }
        if let Err(e) = dispatch.take().await {
            super::metrics::store_error();
            tracing::warn!("delivery: {e}");
        }
        if *stop.borrow() {
            dispatch.finish().await;
            return;
        }
        tokio::select! {
            _ = wake.notified() => {}
            _ = tokio::time::sleep(POLL) => {}
            changed = stop.changed() => {
                // The sender is gone: nobody can stop us any more, so stop now.
                if changed.is_err() {
                    dispatch.finish().await;
                    return;
                }
            }
        }
    }
}
