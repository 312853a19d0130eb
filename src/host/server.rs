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
