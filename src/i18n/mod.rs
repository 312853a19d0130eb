//! Every text a player sees, in English, Russian and Ukrainian.
//!
//! Code builds a [`Msg`] (a catalog key and its arguments) with [`msg!`];
//! the text is written only when a language is known, by [`Lang::tr`]. The
//! catalogs are Fluent files, one set per language, under `assets/i18n/`;
//! Fluent picks the plural forms (1 карта, 2 карты, 5 карт).

mod catalog;
mod sanitize;
mod stored;

use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::fmt;

pub use catalog::{FILES, Source};
pub use sanitize::{MAX_MARKS, MAX_NAME, clean_arg, clean_name};
pub(crate) use sanitize::{markdown, numbered};

/// A language players can read.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Ru,
    Uk,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Ru, Lang::Uk];

    /// The language code: `en`, `ru` or `uk` (also Discord's locale names
    /// for Russian and Ukrainian).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ru => "ru",
            Lang::Uk => "uk",
        }
    }

    /// The language for a locale such as Discord's `ru`, `uk`, `en-US` or a
    /// code like `ru-RU`; `None` when it is none of ours.
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let base = locale.split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == base)
    }

    /// The locale for a user's or server's setting, English when it is not
    /// one of ours.
    pub fn or_english(locale: Option<&str>) -> Lang {
        locale.and_then(Lang::from_locale).unwrap_or_default()
    }

    /// The text of `msg` in this language (in English when this catalog
    /// lacks it, which the catalog test rules out).
    pub fn tr(self, msg: &Msg) -> String {
        catalog::format(self, msg)
    }

    /// Several messages in this language, one per line.
    pub fn lines(self, msgs: &[Msg]) -> String {
        msgs.iter()
            .map(|m| self.tr(m))
            .collect::<Vec<_>>()
            .join("\n")
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language name that is none of the catalogs' languages.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown language {0:?}: use en, ru or uk")]
pub struct UnknownLang(pub String);

impl std::str::FromStr for Lang {
    type Err = UnknownLang;

    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        Lang::from_locale(s).ok_or_else(|| UnknownLang(s.to_string()))
    }
}

/// The catalog keys that start with `prefix`, for tables built from a
/// family of keys such as Discord's command names.
pub fn keys(prefix: &str) -> Vec<&'static str> {
    catalog::keys(prefix)
}

/// A text to be written in the reader's language: a catalog key and its
/// named arguments. Stored compactly (see `stored.rs`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Msg {
    key: Cow<'static, str>,
    args: Vec<(Cow<'static, str>, Arg)>,
}

/// One argument of a [`Msg`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// Text from outside the catalogs (a player's or a city's name, a typed
    /// value), shown cleaned by [`clean_arg`].
    Text(String),
    /// A number; Fluent chooses plural forms by it.
    Num(i64),
    /// Another message, written in the same language.
    Msg(Box<Msg>),
    /// Messages written in the same language and joined with ", ".
    List(Vec<Msg>),
}

impl Msg {
    /// A message; use [`msg!`], which the catalog test reads.
    #[doc(hidden)]
    pub fn new(key: &'static str, args: Vec<(&'static str, Arg)>) -> Msg {
        Msg {
            key: Cow::Borrowed(key),
            args: args
                .into_iter()
                .map(|(k, v)| (Cow::Borrowed(k), v))
                .collect(),
        }
    }

    /// The catalog key.
    pub fn key(&self) -> &str {
        &self.key
    }

    /// The arguments, by name.
    pub fn args(&self) -> impl Iterator<Item = (&str, &Arg)> {
        self.args.iter().map(|(k, v)| (k.as_ref(), v))
    }
}

/// English, for logs, tests and the command-line tools.
impl fmt::Display for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&Lang::En.tr(self))
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Text(s.clone())
    }
}

impl From<Msg> for Arg {
    fn from(m: Msg) -> Arg {
        Arg::Msg(Box::new(m))
    }
}

impl From<Vec<Msg>> for Arg {
    fn from(v: Vec<Msg>) -> Arg {
        Arg::List(v)
    }
}

macro_rules! num_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
num_arg!(u8, u16, u32, u64, usize, i32, i64);

/// Builds a [`Msg`] from a literal catalog key and `name = value` arguments.
/// Keys are literal so the catalog test can find every one in use.
#[macro_export]
macro_rules! msg {
    ($key:literal $(, $name:ident = $val:expr)* $(,)?) => {
        $crate::i18n::Msg::new(
            $key,
            vec![$((stringify!($name), $crate::i18n::Arg::from($val))),*],
        )
    };
}
pub use msg;
