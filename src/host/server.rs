//! What a server's admins set for the whole server: whether its games have
//! web pages (and links to them). Stored under [`key`] with the same
//! version-checked commit as games; every field has a serde default, and a
//! server with no record has its pages on.

use super::error::HostError;
use super::kernel::{self, Decided, Host, Kept};
use super::outbox::Reply;
use super::request::Request;
use crate::i18n::Msg;
use crate::msg;
use crate::store::{Commit, Store};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// A server's settings.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ServerSettings {
    /// The server's games have no web pages, and its messages no links.
    pub pages_off: bool,
}

impl Kept for ServerSettings {}

/// The store key of a server's settings.
pub fn server_key(server: &str) -> String {
    format!("server:{server}")
}

/// Whether the games of `server` may be shown on the web (a game of no
/// server, the console's, always may). A record that cannot be read
/// counts as off: a damaged switch shows nothing it may have hidden.
pub fn pages_on(store: &dyn Store, server: Option<&str>) -> bool {
    let Some(server) = server else { return true };
    match kernel::load::<ServerSettings>(store, &server_key(server)) {
        Ok((_, settings)) => !settings.is_some_and(|s| s.pages_off),
        Err(_) => false,
    }
}

/// How long a process trusts what it last read of a server's switch when
/// it makes links: a switch turned in another process reaches this one's
/// links within this time (its pages follow at once).
const REMEMBERED: Duration = Duration::from_secs(60);

/// What this process last read of each server's page switch, so a game's
/// commit reads no other record to make its links.
#[derive(Default)]
pub(crate) struct Switches(Mutex<HashMap<String, (bool, Instant)>>);

impl Switches {
    /// Whether the games of `server` may be linked to, as [`pages_on`]
    /// says, read again when older than [`REMEMBERED`].
    pub(crate) fn pages_on(&self, store: &dyn Store, server: Option<&str>) -> bool {
        let Some(server) = server else { return true };
        let mut seen = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((on, at)) = seen.get(server)
            && at.elapsed() < REMEMBERED
        {
            return *on;
        }
        let on = pages_on(store, Some(server));
        seen.insert(server.to_string(), (on, Instant::now()));
        on
    }

    /// Forgets what was read of `server`'s switch (this process turned it).
    fn forget(&self, server: &str) {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(server);
    }
}

impl Host {
    /// `/web`: says whether the server's games have web pages; `on` or
    /// `off` (the server's admins only) turns them, and their links, on or
    /// off.
    pub(crate) fn handle_web(&self, req: &Request, turn: Option<bool>) -> Reply {
        let lang = req.caller.lang;
        let Some(server) = req.guild.as_deref() else {
            return Reply::text(lang.tr(&msg!("web-switch-no-server")));
        };
        let Some(on) = turn else {
            let on = pages_on(self.store.as_ref(), Some(server));
            return Reply::text(lang.tr(&switched(on)));
        };
        if !req.caller.admin {
            return Reply::text(lang.tr(&msg!("web-switch-not-admin")));
        }
        let key = server_key(server);
        let settled = kernel::run(self.store.as_ref(), &key, |rec: Option<&ServerSettings>| {
            let mut settings = rec.cloned().unwrap_or_default();
            if settings.pages_off != on {
                return Ok(Decided::unchanged(()));
            }
            settings.pages_off = !on;
            let commit = Commit {
                data: kernel::json(&settings)?,
                ..Commit::default()
            };
            Ok::<_, HostError>(Decided::saving((), commit))
        });
        self.switches.forget(server);
        match settled {
            Ok(s) => Reply {
                applied: s.saved,
                ..Reply::text(lang.tr(&switched(on)))
            },
            Err(e) => Reply::text(lang.tr(&e.message())),
        }
    }
}

/// What the switch says when pages are `on` or off.
fn switched(on: bool) -> Msg {
    if on {
        msg!("web-switch-on")
    } else {
        msg!("web-switch-off")
    }
}
