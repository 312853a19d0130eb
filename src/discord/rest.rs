//! Calls to Discord's REST API with the retries Discord asks for: a 429 is
//! retried after the delay it gives, a 5xx or a network failure with growing
//! pauses; anything else is an answer. Requests are built by serenity (routes,
//! builders, multipart) and sent through a client that keeps the status,
//! headers and body, so the delay and Discord's error code are read exactly.
//! The serenity `Http` given supplies the token, the base address (its proxy
//! setting) and the default allowed mentions.

use super::error::{ALREADY_ACKNOWLEDGED, DiscordError};
use super::ratelimit::{Headers, RateLimits};
use serenity::all::{
    ChannelId, CreateAllowedMentions, CreateAttachment, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateMessage, EditInteractionResponse, EditMessage,
    GuildId, InteractionId, MessageId, PrivateChannel, UserId,
};
use serenity::http::{Http, LightMethod, Multipart, MultipartUpload, Request, Route};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How long after an interaction arrives its first answer may still be
/// tried: Discord drops interactions unanswered after 3 s.
pub(super) const ANSWER_DEADLINE: Duration = Duration::from_millis(2500);

/// How hard to try before giving up.
#[derive(Clone, Copy, Debug)]
pub struct RetryPolicy {
    /// Attempts for server errors and network failures (429s are not counted).
    pub attempts: u32,
    /// The first pause after a server error; it doubles each time.
    pub backoff: Duration,
    /// Longest 429 delay waited for; a longer one gives up (the caller tries later).
    pub longest_wait: Duration,
    /// Most 429s taken for one request.
    pub rate_limits: u32,
}

impl Default for RetryPolicy {
    fn default() -> Self {
        RetryPolicy {
            attempts: 5,
            backoff: Duration::from_millis(500),
            longest_wait: Duration::from_secs(60),
            rate_limits: 10,
        }
    }
}

/// A JSON body with at most one file.
pub(super) struct Body {
    json: Vec<u8>,
    file: Option<CreateAttachment>,
}

impl Body {
    /// A body from a serenity builder; the file (if any) must already be named
    /// in the builder as the first new attachment.
    pub(super) fn new(
        builder: &impl serde::Serialize,
        file: Option<CreateAttachment>,
    ) -> Result<Body, DiscordError> {
        Ok(Body {
            json: serde_json::to_vec(builder).map_err(|e| DiscordError::Request(e.to_string()))?,
            file,
        })
    }

    /// No body (a GET, or a PUT that sends nothing).
    fn empty() -> Body {
        Body {
            json: Vec::new(),
            file: None,
        }
    }
}

/// The metadata a builder needs for a file sent alongside it (the bytes go
/// in the multipart body, not in the JSON).
pub(super) fn attachment_stub(file: &CreateAttachment) -> CreateAttachment {
    let stub = CreateAttachment::bytes(Vec::new(), file.filename.clone());
    match &file.description {
        Some(alt) => stub.description(alt.clone()),
        None => stub,
    }
}

/// Discord's REST API.
pub struct Rest {
    http: Arc<Http>,
    client: reqwest::Client,
    policy: RetryPolicy,
    limits: RateLimits,
}

/// The parts of Discord's error body we read.
#[derive(serde::Deserialize, Default)]
struct ErrorBody {
    #[serde(default)]
    code: i64,
    #[serde(default)]
    message: String,
    /// Seconds to wait (429).
    retry_after: Option<f64>,
    /// The 429 holds every route.
    #[serde(default)]
    global: bool,
}

/// A response as the retry loop reads it.
struct Reply {
    status: reqwest::StatusCode,
    bytes: Vec<u8>,
    /// Discord's error body (empty on success or when unreadable).
    error: ErrorBody,
    /// Seconds to wait, from the body or else the `Retry-After` header.
    retry_after: Option<f64>,
    /// Rate-limit headers; `global` also set when the body says so.
    headers: Headers,
}

impl Reply {
    async fn read(resp: reqwest::Response) -> Reply {
        let status = resp.status();
        let headers = Headers::read(resp.headers());
        let header_wait = resp
            .headers()
            .get("retry-after")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.parse::<f64>().ok());
        let bytes = resp.bytes().await.map(|b| b.to_vec()).unwrap_or_default();
        let error: ErrorBody = if status.is_success() {
            ErrorBody::default()
        } else {
            serde_json::from_slice(&bytes).unwrap_or_default()
        };
        let retry_after = error.retry_after.or(header_wait);
        let global = headers.global || error.global;
        Reply {
            status,
            bytes,
            retry_after,
            headers: Headers { global, ..headers },
            error,
        }
    }
}

/// What one attempt came to.
enum Attempt {
    /// The body of a successful answer.
    Done(Vec<u8>),
    /// Try again after this pause.
    RetryAfter(Duration),
}

/// `request` with a timeout at `deadline`; an error when it has passed.
fn within(
    request: reqwest::RequestBuilder,
    deadline: Option<Instant>,
) -> Result<reqwest::RequestBuilder, DiscordError> {
    let Some(d) = deadline else {
        return Ok(request);
    };
    let left = d.saturating_duration_since(Instant::now());
    if left.is_zero() {
        return Err(DiscordError::Unavailable("out of time".into()));
    }
    Ok(request.timeout(left))
}

/// Failures and 429s met by one request so far.
#[derive(Default)]
struct Tries {
    failures: u32,
    limited: u32,
}

impl Rest {
    /// REST calls through `http`'s token, base address and mention default.
    pub fn new(http: Arc<Http>, policy: RetryPolicy) -> Result<Rest, DiscordError> {
        let client = reqwest::Client::builder()
            .timeout(Duration::from_secs(30))
            .build()
            .map_err(|e| DiscordError::Request(e.to_string()))?;
        Ok(Rest {
            http,
            client,
            policy,
            limits: RateLimits::default(),
        })
    }

    /// The mentions a message may make when it should ping nobody: the
    /// default set once on the HTTP client (none).
    pub fn no_mentions(&self) -> CreateAllowedMentions {
        self.http
            .default_allowed_mentions
            .clone()
            .unwrap_or_default()
    }

    /// Sends one request, retrying as Discord asks; returns the body. With a
    /// `deadline`, no attempt runs or waits past it.
    async fn call(
        &self,
        route: Route<'_>,
        method: LightMethod,
        body: Body,
        deadline: Option<Instant>,
    ) -> Result<Vec<u8>, DiscordError> {
        let bucket = route.ratelimiting_bucket();
        let mut tries = Tries::default();
        loop {
            let ahead = self.limits.wait(bucket, Instant::now());
            if !ahead.is_zero() {
                self.pause(ahead, deadline, "rate limit ahead")?;
                tokio::time::sleep(ahead).await;
            }
            let built = within(self.build(route, method, &body)?, deadline)?;
            let wait = match built.send().await {
                Err(e) => self.failed(&mut tries, &e.without_url().to_string())?,
                Ok(resp) => {
                    let reply = Reply::read(resp).await;
                    self.limits.learn(
                        bucket,
                        &reply.headers,
                        reply.retry_after.filter(|_| reply.status == 429),
                        Instant::now(),
                    );
                    match self.judge(reply, &mut tries, deadline)? {
                        Attempt::Done(bytes) => return Ok(bytes),
                        Attempt::RetryAfter(wait) => wait,
                    }
                }
            };
            self.pause(wait, deadline, "retry")?;
            tokio::time::sleep(wait).await;
        }
    }

    /// The body of a success, the pause before retrying a 429 or a server
    /// error, or the error Discord's answer amounts to.
    fn judge(
        &self,
        reply: Reply,
        tries: &mut Tries,
        deadline: Option<Instant>,
    ) -> Result<Attempt, DiscordError> {
        let status = reply.status;
        if status.is_success() {
            Ok(Attempt::Done(reply.bytes))
        } else if status.as_u16() == 429 {
            let wait = self.limited(tries, reply.retry_after, deadline)?;
            Ok(Attempt::RetryAfter(wait))
        } else if status.is_server_error() {
            let wait = self.failed(tries, &format!("HTTP {}", status.as_u16()))?;
            Ok(Attempt::RetryAfter(wait))
        } else {
            Err(DiscordError::Rejected {
                status: status.as_u16(),
                code: reply.error.code,
                message: reply.error.message,
            })
        }
    }

    /// The request, with the token and base address of the serenity `Http`.
    fn build(
        &self,
        route: Route<'_>,
        method: LightMethod,
        body: &Body,
    ) -> Result<reqwest::RequestBuilder, DiscordError> {
        let mut req = Request::new(route, method);
        req = match &body.file {
            Some(file) => req.multipart(Some(Multipart {
                upload: MultipartUpload::Attachments(vec![file.clone()]),
                fields: Vec::new(),
                payload_json: Some(String::from_utf8_lossy(&body.json).into_owned()),
            })),
            None => req.body(Some(body.json.clone())),
        };
        let built = req
            .build(&self.client, self.http.token(), self.http.proxy.as_deref())
            .map_err(|e| DiscordError::Request(e.to_string()))?;
        match route {
            Route::ChannelPin { .. } => self.pins_under_messages(built),
            _ => Ok(built),
        }
    }

    /// Discord moved pins under messages
    /// (`/channels/{channel}/messages/pins/{message}`); serenity 0.12 still
    /// builds the older `/channels/{channel}/pins/{message}`.
    fn pins_under_messages(
        &self,
        built: reqwest::RequestBuilder,
    ) -> Result<reqwest::RequestBuilder, DiscordError> {
        let mut request = built
            .build()
            .map_err(|e| DiscordError::Request(e.to_string()))?;
        let path = request
            .url()
            .path()
            .replacen("/pins/", "/messages/pins/", 1);
        request.url_mut().set_path(&path);
        Ok(reqwest::RequestBuilder::from_parts(
            self.client.clone(),
            request,
        ))
    }

    /// A GET's answer as JSON, as Discord sent it (serenity's types drop
    /// permission bits they do not know, such as Pin Messages).
    pub(super) async fn get_json(
        &self,
        route: Route<'_>,
    ) -> Result<serde_json::Value, DiscordError> {
        let bytes = self
            .call(route, LightMethod::Get, Body::empty(), None)
            .await?;
        serde_json::from_slice(&bytes)
            .map_err(|e| DiscordError::Unavailable(format!("unexpected answer: {e}")))
    }

    /// Gives up when waiting `wait` would pass the deadline.
    fn pause(
        &self,
        wait: Duration,
        deadline: Option<Instant>,
        why: &str,
    ) -> Result<(), DiscordError> {
        match deadline {
            Some(d) if Instant::now() + wait >= d => Err(DiscordError::Unavailable(format!(
                "no time left to wait {:.1} s ({why})",
                wait.as_secs_f64()
            ))),
            _ => Ok(()),
        }
    }

    /// The pause after a server error or network failure, or the final error.
    fn failed(&self, tries: &mut Tries, what: &str) -> Result<Duration, DiscordError> {
        tries.failures += 1;
        if tries.failures >= self.policy.attempts {
            return Err(DiscordError::Unavailable(format!(
                "{what} after {} attempts",
                tries.failures
            )));
        }
        Ok(self.backoff(tries.failures))
    }

    /// The pause a 429 asks for, or the error when it is too long.
    fn limited(
        &self,
        tries: &mut Tries,
        retry_after: Option<f64>,
        deadline: Option<Instant>,
    ) -> Result<Duration, DiscordError> {
        tries.limited += 1;
        let secs = retry_after.unwrap_or(1.0).max(0.0);
        let wait = Duration::from_secs_f64(secs);
        crate::discord::metrics::rate_limited(wait);
        if wait > self.policy.longest_wait || tries.limited > self.policy.rate_limits {
            return Err(DiscordError::Unavailable(format!(
                "rate limited for {secs:.1} s"
            )));
        }
        self.pause(wait, deadline, "rate limited")?;
        tracing::debug!(secs, "rate limited; waiting as Discord asks");
        Ok(wait)
    }

    fn backoff(&self, failures: u32) -> Duration {
        self.policy.backoff * 2u32.saturating_pow(failures.saturating_sub(1).min(10))
    }

    /// Posts a message to a channel (or DM channel): a serenity builder,
    /// or a body of the bot's own (a Components V2 message).
    pub async fn send_message(
        &self,
        channel: ChannelId,
        message: &impl serde::Serialize,
        file: Option<CreateAttachment>,
    ) -> Result<(), DiscordError> {
        let route = Route::ChannelMessages {
            channel_id: channel,
        };
        self.call(route, LightMethod::Post, Body::new(message, file)?, None)
            .await
            .map(drop)
    }

    /// Posts a message and returns its id.
    pub async fn post_message(
        &self,
        channel: ChannelId,
        message: &CreateMessage,
        file: Option<CreateAttachment>,
    ) -> Result<MessageId, DiscordError> {
        let route = Route::ChannelMessages {
            channel_id: channel,
        };
        let bytes = self
            .call(route, LightMethod::Post, Body::new(message, file)?, None)
            .await?;
        serde_json::from_slice::<serde_json::Value>(&bytes)
            .ok()
            .and_then(|v| v["id"].as_str()?.parse::<u64>().ok())
            .filter(|&id| id > 0)
            .map(MessageId::new)
            .ok_or_else(|| DiscordError::Unavailable("unexpected message answer".into()))
    }

    /// Edits one of the bot's messages (its file, if any, replaces the old ones).
    pub async fn edit_message(
        &self,
        channel: ChannelId,
        message: MessageId,
        edit: &EditMessage,
        file: Option<CreateAttachment>,
    ) -> Result<(), DiscordError> {
        let route = Route::ChannelMessage {
            channel_id: channel,
            message_id: message,
        };
        self.call(route, LightMethod::Patch, Body::new(edit, file)?, None)
            .await
            .map(drop)
    }

    /// Pins a message in its channel (`PUT
    /// /channels/{channel}/messages/pins/{message}`; needs Pin Messages).
    pub async fn pin_message(
        &self,
        channel: ChannelId,
        message: MessageId,
    ) -> Result<(), DiscordError> {
        let route = Route::ChannelPin {
            channel_id: channel,
            message_id: message,
        };
        self.call(route, LightMethod::Put, Body::empty(), None)
            .await
            .map(drop)
    }

    /// Starts a public thread named `name` in `channel`, with the longest
    /// auto-archive (7 days); returns its id.
    pub async fn create_thread(
        &self,
        channel: ChannelId,
        name: &str,
    ) -> Result<ChannelId, DiscordError> {
        let json = serde_json::json!({ "name": name, "type": 11, "auto_archive_duration": 10080 });
        let route = Route::ChannelThreads {
            channel_id: channel,
        };
        let bytes = self
            .call(route, LightMethod::Post, Body::new(&json, None)?, None)
            .await?;
        serde_json::from_slice::<serde_json::Value>(&bytes)
            .ok()
            .and_then(|v| v["id"].as_str()?.parse::<u64>().ok())
            .filter(|&id| id > 0)
            .map(ChannelId::new)
            .ok_or_else(|| DiscordError::Unavailable("unexpected thread answer".into()))
    }

    /// The id of an active, unlocked thread of `guild` named `name` under
    /// `parent`, if there is one (a locked one is a finished table's).
    pub async fn active_thread(
        &self,
        guild: GuildId,
        parent: ChannelId,
        name: &str,
    ) -> Result<Option<ChannelId>, DiscordError> {
        let route = Route::GuildThreadsActive { guild_id: guild };
        let bytes = self
            .call(route, LightMethod::Get, Body::empty(), None)
            .await?;
        let listed: serde_json::Value = serde_json::from_slice(&bytes)
            .map_err(|_| DiscordError::Unavailable("unexpected threads answer".into()))?;
        let threads = listed["threads"].as_array().cloned().unwrap_or_default();
        let parent = parent.to_string();
        Ok(threads
            .iter()
            .filter(|t| t["parent_id"].as_str() == Some(&parent) && t["name"] == name)
            .filter(|t| t["thread_metadata"]["locked"] != true)
            .find_map(|t| t["id"].as_str()?.parse::<u64>().ok())
            .filter(|&id| id > 0)
            .map(ChannelId::new))
    }

    /// Locks a thread: only moderators can post in it from now on.
    pub async fn lock_thread(&self, thread: ChannelId) -> Result<(), DiscordError> {
        let json = serde_json::json!({ "locked": true });
        let route = Route::Channel { channel_id: thread };
        self.call(route, LightMethod::Patch, Body::new(&json, None)?, None)
            .await
            .map(drop)
    }

    /// The DM channel with a user (Discord returns the same one each time).
    pub async fn open_dm(&self, user: UserId) -> Result<ChannelId, DiscordError> {
        let body = Body::new(&serde_json::json!({ "recipient_id": user }), None)?;
        let bytes = self
            .call(Route::UserMeDmChannels, LightMethod::Post, body, None)
            .await?;
        serde_json::from_slice::<PrivateChannel>(&bytes)
            .map(|c| c.id)
            .map_err(|e| DiscordError::Unavailable(format!("unexpected DM channel answer: {e}")))
    }

    /// Answers an interaction (deferral or an immediate message) within
    /// Discord's deadline for a first answer: no try runs past
    /// `ANSWER_DEADLINE` from now. "Already acknowledged" (40060, an earlier
    /// try that landed though its answer was lost) counts as done.
    pub async fn answer(
        &self,
        id: InteractionId,
        token: &str,
        response: &CreateInteractionResponse,
    ) -> Result<(), DiscordError> {
        let route = Route::InteractionResponse {
            interaction_id: id,
            token,
        };
        let deadline = Instant::now() + ANSWER_DEADLINE;
        match self
            .call(
                route,
                LightMethod::Post,
                Body::new(response, None)?,
                Some(deadline),
            )
            .await
        {
            Ok(_) => Ok(()),
            Err(e) if e.code() == Some(ALREADY_ACKNOWLEDGED) => Ok(()),
            Err(e) => Err(e),
        }
    }

    /// A follow-up message to an interaction, seen by the caller alone.
    pub async fn follow_up(
        &self,
        token: &str,
        message: &CreateInteractionResponseFollowup,
    ) -> Result<(), DiscordError> {
        let application_id = self.application_id()?;
        let route = Route::WebhookFollowupMessages {
            application_id,
            token,
        };
        self.call(route, LightMethod::Post, Body::new(message, None)?, None)
            .await
            .map(drop)
    }

    pub(super) fn application_id(&self) -> Result<serenity::all::ApplicationId, DiscordError> {
        self.http
            .application_id()
            .ok_or_else(|| DiscordError::Request("the application id is not known yet".into()))
    }

    /// Replaces a deferred interaction's answer.
    pub async fn edit_answer(
        &self,
        token: &str,
        edit: &EditInteractionResponse,
        file: Option<CreateAttachment>,
    ) -> Result<(), DiscordError> {
        let application_id = self.application_id()?;
        let route = Route::WebhookOriginalInteractionResponse {
            application_id,
            token,
        };
        self.call(route, LightMethod::Patch, Body::new(edit, file)?, None)
            .await
            .map(drop)
    }
}
