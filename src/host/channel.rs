//! A game channel's commit: its record is loaded, the command decided,
//! everything that follows added ([`super::after`]), and the whole saved in
//! one version-checked commit through the kernel's loop. A command whose
//! idempotency key the record remembers gets its first answer again.

use super::after::{self, At};
use super::command::Command;
use super::decision::Decision;
use super::kernel::{self, Decided, Host, Kept};
use super::outbox::Reply;
use super::record::ChannelRecord;
use super::request::Request;
use crate::host::error::HostError;
use crate::i18n::{Lang, Msg};
use crate::msg;

impl Kept for ChannelRecord {
    fn read(data: &[u8]) -> Result<Self, String> {
        ChannelRecord::read(data)
    }
}

/// What [`Host::set_aside`] did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetAside {
    /// The damaged game was moved to quarantine under this id.
    Quarantined(String),
    /// The channel holds no game.
    NoGame,
    /// The channel's game reads: it is not damaged, and stays.
    NotDamaged,
}

/// Who is answered, and how, for one load–decide–commit run.
#[derive(Clone, Copy)]
pub(crate) struct Asker<'a> {
    pub lang: Lang,
    /// The request's idempotency key.
    pub key: Option<&'a str>,
    /// An admin's `/game end`: a damaged game is set aside.
    pub sets_aside_damage: bool,
}

impl<'a> Asker<'a> {
    pub(crate) fn of(req: &'a Request) -> Self {
        Asker {
            lang: req.caller.lang,
            key: req.key.as_deref(),
            sets_aside_damage: req.caller.admin && matches!(req.command, Command::End),
        }
    }

    /// A timer or the host itself: nobody is answered.
    pub(crate) fn timer() -> Self {
        Asker {
            lang: Lang::En,
            key: None,
            sets_aside_damage: false,
        }
    }
}

impl Host {
    /// Decides with `decide` against the channel's record at time `now`,
    /// and saves the change with all that follows it; the caller's answer
    /// is written in the asker's language.
    pub(super) fn decide_and_commit(
        &self,
        channel: &str,
        asker: Asker,
        now: u64,
        decide: impl Fn(Option<&ChannelRecord>) -> Decision,
    ) -> Reply {
        match self.commit_decision(channel, asker, now, decide) {
            Ok(reply) => reply,
            Err(HostError::Damaged(why)) => self.damaged(channel, asker, &why),
            Err(e) => Reply::text(asker.lang.tr(&e.message())),
        }
    }

    /// [`Host::decide_and_commit`], with what went wrong as an error.
    pub(super) fn commit_decision(
        &self,
        channel: &str,
        asker: Asker,
        now: u64,
        decide: impl Fn(Option<&ChannelRecord>) -> Decision,
    ) -> Result<Reply, HostError> {
        let lang = asker.lang;
        let at = At {
            host: self,
            channel,
            now,
        };
        kernel::run(
            self.store.as_ref(),
            channel,
            |record: Option<&ChannelRecord>| {
                if let (Some(key), Some(rec)) = (asker.key, record)
                    && let Some(said) = rec.answer_of(key)
                {
                    return Ok(Decided::unchanged(Reply::text(lang.lines(said))));
                }
                let decision = decide(record);
                let reply = Reply {
                    text: lang.lines(&decision.say),
                    picture: decision.picture,
                    buttons: decision.buttons,
                    selects: decision.selects,
                    applied: decision.change.is_some(),
                    link: None,
                };
                let Some(change) = decision.change else {
                    return Ok(Decided::unchanged(reply));
                };
                let answered = asker.key.map(|k| (k, decision.say.as_slice()));
                let commit = after::settle(&at, record, change, answered)?;
                Ok(Decided::saving(reply, commit))
            },
        )
        .map(|s| s.answer)
    }

    /// The channel's record as stored, for read-only views (a prompt, a
    /// suggestion); `None` when there is none or it cannot be read.
    pub fn peek(&self, channel: &str) -> Option<ChannelRecord> {
        kernel::load(self.store.as_ref(), channel).ok()?.1
    }

    /// Sets aside the damaged game in `channel` for an operator, as an
    /// admin's `/game end` does (quarantine: nothing is deleted), freeing
    /// the channel. A game that reads is left alone.
    pub fn set_aside(&self, channel: &str) -> Result<SetAside, HostError> {
        match kernel::load::<ChannelRecord>(self.store.as_ref(), channel) {
            Ok((_, None)) => Ok(SetAside::NoGame),
            Ok((_, Some(_))) => Ok(SetAside::NotDamaged),
            Err(HostError::Damaged(why)) => {
                tracing::warn!(channel, "damaged game set aside by the operator: {why}");
                Ok(match self.store.quarantine(channel)? {
                    Some(id) => SetAside::Quarantined(id),
                    None => SetAside::NoGame,
                })
            }
            Err(e) => Err(e),
        }
    }

    /// Whether the game stored in `channel` is damaged (does not read).
    pub fn is_damaged(&self, channel: &str) -> bool {
        matches!(
            kernel::load::<ChannelRecord>(self.store.as_ref(), channel),
            Err(HostError::Damaged(_))
        )
    }

    /// The answer in a channel whose stored game is damaged: an admin's
    /// `/game end` sets it aside (quarantine) and frees the channel.
    fn damaged(&self, channel: &str, asker: Asker, why: &str) -> Reply {
        tracing::error!(channel, "damaged stored game: {why}");
        let say = |m: Msg| Reply::text(asker.lang.tr(&m));
        if !asker.sets_aside_damage {
            return say(msg!("host-record-damaged"));
        }
        match self.store.quarantine(channel) {
            Ok(Some(id)) => {
                tracing::warn!(channel, id, "damaged game set aside");
                Reply {
                    applied: true,
                    ..say(msg!("host-damaged-set-aside", id = id.as_str()))
                }
            }
            Ok(None) => say(msg!("host-no-game")),
            Err(e) => say(HostError::from(e).message()),
        }
    }
}
