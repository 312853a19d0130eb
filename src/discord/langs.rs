//! The language of a game's channel, for the notices the Discord layer
//! writes there itself (closed DMs). First the game's own language, from
//! its record (live or archived): the server's locale when the game was
//! opened, or what `/game new lang:` chose. When the store cannot say, the
//! server's preferred locale last seen on an interaction from that channel;
//! failing that, English.

use crate::host::Origin;
use crate::i18n::Lang;
use crate::store::Store;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// Where channel languages are found.
#[derive(Default)]
pub struct ChannelLangs {
    store: Option<Arc<dyn Store>>,
    /// Server locales seen on interactions, by channel.
    seen: Mutex<HashMap<String, Lang>>,
}

impl ChannelLangs {
    /// Languages read from `store`'s records (none: only what interactions
    /// showed).
    pub fn new(store: Option<Arc<dyn Store>>) -> ChannelLangs {
        ChannelLangs {
            store,
            seen: Mutex::new(HashMap::new()),
        }
    }

    /// Remembers the server locale of an interaction in `channel`; DMs have
    /// none.
    pub fn saw(&self, channel: &str, guild_locale: Option<&str>) {
        let Some(locale) = guild_locale else { return };
        let lang = Lang::or_english(Some(locale));
        if let Ok(mut seen) = self.seen.lock()
            && seen.get(channel) != Some(&lang)
        {
            seen.insert(channel.to_string(), lang);
        }
    }

    /// The language of the game `origin` names, in its channel.
    pub fn of(&self, origin: &Origin) -> Lang {
        self.recorded(origin)
            .or_else(|| {
                self.seen
                    .lock()
                    .ok()
                    .and_then(|s| s.get(&origin.channel).copied())
            })
            .unwrap_or_default()
    }

    fn recorded(&self, origin: &Origin) -> Option<Lang> {
        origin.lang_in(self.store.as_deref()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn origin(channel: &str) -> Origin {
        Origin {
            channel: channel.into(),
            game: "g1".into(),
        }
    }

    #[test]
    fn without_a_record_the_server_locale_seen_or_english() {
        let langs = ChannelLangs::default();
        assert_eq!(langs.of(&origin("1")), Lang::En);
        langs.saw("1", Some("uk"));
        langs.saw("2", Some("de"));
        langs.saw("3", None);
        assert_eq!(langs.of(&origin("1")), Lang::Uk);
        assert_eq!(langs.of(&origin("2")), Lang::En, "not one of ours");
        assert_eq!(langs.of(&origin("3")), Lang::En, "a DM shows no server");
        langs.saw("1", Some("ru"));
        assert_eq!(langs.of(&origin("1")), Lang::Ru, "the latest wins");
    }
}
