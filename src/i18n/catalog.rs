//! The Fluent catalogs, built once, and formatting with English fallback.

use super::{Arg, Lang, Msg, sanitize};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::LazyLock;

/// One catalog file, compiled into the program.
pub struct Source {
    pub lang: Lang,
    /// The file's path from the repository's root.
    pub path: &'static str,
    pub text: &'static str,
}

macro_rules! sources {
    ($($lang:ident $code:literal: $($area:literal),*;)*) => {
        &[$($(Source {
            lang: Lang::$lang,
            path: concat!("assets/i18n/", $code, "/", $area, ".ftl"),
            text: include_str!(concat!("../../assets/i18n/", $code, "/", $area, ".ftl")),
        }),*),*]
    };
}

/// Every catalog file: for each language, the same areas.
pub const FILES: &[Source] = sources! {
    En "en": "rules", "host", "discord", "render", "words", "tourney", "play", "settings", "league", "away", "rulesum", "help", "operator", "web", "choices";
    Ru "ru": "rules", "host", "discord", "render", "words", "tourney", "play", "settings", "league", "away", "rulesum", "help", "operator", "web", "choices";
    Uk "uk": "rules", "host", "discord", "render", "words", "tourney", "play", "settings", "league", "away", "rulesum", "help", "operator", "web", "choices";
};

/// The keys of the English catalogs that start with `prefix`. A message's
/// key starts its line, as Fluent requires.
pub(super) fn keys(prefix: &str) -> Vec<&'static str> {
    FILES
        .iter()
        .filter(|s| s.lang == Lang::En)
        .flat_map(|s| s.text.lines())
        .filter_map(|line| line.split_once(" =").map(|(key, _)| key))
        .filter(|key| key.starts_with(prefix) && !key.contains(' '))
        .collect()
}

type Bundle = FluentBundle<FluentResource>;

static BUNDLES: LazyLock<Vec<(Lang, Bundle)>> =
    LazyLock::new(|| Lang::ALL.into_iter().map(|l| (l, bundle(l))).collect());

/// The bundle of one language. A file that does not parse keeps the
/// messages that do (the catalog test requires every file to parse).
fn bundle(lang: Lang) -> Bundle {
    let id = lang.code().parse().expect("language codes are valid");
    let mut b = Bundle::new_concurrent(vec![id]);
    b.set_use_isolating(false);
    for s in FILES.iter().filter(|s| s.lang == lang) {
        let res = FluentResource::try_new(s.text.to_string()).unwrap_or_else(|(res, errs)| {
            tracing::error!(file = s.path, ?errs, "catalog file has syntax errors");
            res
        });
        if let Err(errs) = b.add_resource(res) {
            tracing::error!(file = s.path, ?errs, "catalog file repeats a key");
        }
    }
    b
}

fn bundle_of(lang: Lang) -> &'static Bundle {
    &BUNDLES
        .iter()
        .find(|(l, _)| *l == lang)
        .expect("every language has a bundle")
        .1
}

/// Writes `msg` in `lang`, falling back to English, then to the key.
pub(super) fn format(lang: Lang, msg: &Msg) -> String {
    [lang, Lang::En]
        .into_iter()
        .find_map(|l| format_in(l, msg))
        .unwrap_or_else(|| {
            tracing::error!(key = msg.key(), "no catalog has this key");
            msg.key().to_string()
        })
}

fn format_in(lang: Lang, msg: &Msg) -> Option<String> {
    let bundle = bundle_of(lang);
    let pattern = bundle.get_message(msg.key())?.value()?;
    let mut args = FluentArgs::new();
    for (name, arg) in msg.args() {
        let value = match arg {
            Arg::Text(s) => FluentValue::from(sanitize::clean_arg(s)),
            Arg::Num(n) => FluentValue::from(*n),
            Arg::Msg(m) => FluentValue::from(format(lang, m)),
            Arg::List(ms) => FluentValue::from(
                ms.iter()
                    .map(|m| format(lang, m))
                    .collect::<Vec<_>>()
                    .join(", "),
            ),
        };
        args.set(name.to_string(), value);
    }
    let mut errs = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&args), &mut errs);
    if !errs.is_empty() {
        tracing::error!(key = msg.key(), lang = %lang, ?errs, "catalog entry does not fit its arguments");
    }
    Some(text.into_owned())
}
