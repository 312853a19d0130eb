//! A command as the host receives it: who sent it, where, and how to tell
//! a repeat from a new one.

use super::command::Command;
use crate::i18n::Lang;

/// Who sent a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Caller {
    /// Stable user id (Discord snowflake; the name itself in the console).
    pub id: String,
    /// Display name, used for new seats.
    pub name: String,
    /// May manage the channel (Discord: Manage Channels).
    pub admin: bool,
    /// The language the caller reads (Discord: their client's locale).
    pub lang: Lang,
}

/// One command for one channel.
#[derive(Clone, Debug)]
pub struct Request {
    pub channel: String,
    pub caller: Caller,
    pub command: Command,
    /// The language of the channel's community (Discord: the server's
    /// preferred locale); a new game's public messages use it unless
    /// `/game new` names one.
    pub channel_lang: Lang,
    /// Idempotency key: the same key sent again (a Discord interaction
    /// delivered twice, or a command retried after a lost reply) is not
    /// applied again; its sender gets the first delivery's answer. Discord
    /// fills it with the interaction id; `None` where a command cannot be
    /// repeated (the console). The channel's record remembers the latest
    /// `ANSWERED_KEYS` keys of applied commands.
    pub key: Option<String>,
    /// The server the channel belongs to (Discord guild id), for links to
    /// it; `None` in the console.
    pub guild: Option<String>,
    /// The request came from the game's channel itself, where the bot can
    /// post (Discord: not a DM button, no permission missing); the console
    /// always. Only such a request resumes a game whose channel was lost.
    pub from_channel: bool,
}

impl Request {
    /// `command` as the console sends it: typed in `channel` by `user`
    /// (their id is their name, not an admin), who reads `lang`, as does
    /// the channel; no idempotency key and no server.
    pub fn console(channel: &str, user: &str, lang: Lang, command: Command) -> Request {
        Request {
            channel: channel.into(),
            caller: Caller {
                id: user.into(),
                name: user.into(),
                admin: false,
                lang,
            },
            channel_lang: lang,
            command,
            key: None,
            guild: None,
            from_channel: true,
        }
    }
}
