//! How a [`Msg`] is stored (in a channel's `/history`): compact JSON that
//! reads back every form earlier versions wrote.
//!
//! A message is an object whose first entry `"$"` is its key and whose other
//! entries are its arguments; an argument is a string (text), an integer, a
//! message (object) or a list of messages (array):
//! `{"$":"event-drew-face-up","player":"bob","card":{"$":"color-pink","kind":"plain"}}`.
//!
//! Also read:
//! - `{"key": …, "args": [[name, {"Text": …}], …]}`, the first stored form;
//! - a plain string, an English history line from before the catalogs.

use super::{Arg, Msg};
use serde::de::{self, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::borrow::Cow;
use std::fmt;

/// The entry holding a message's key (no Fluent variable can be named so).
const KEY: &str = "$";

impl Serialize for Msg {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(1 + self.args.len()))?;
        map.serialize_entry(KEY, &self.key)?;
        for (name, arg) in &self.args {
            map.serialize_entry(name, arg)?;
        }
        map.end()
    }
}

impl Serialize for Arg {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Arg::Text(t) => s.serialize_str(t),
            Arg::Num(n) => s.serialize_i64(*n),
            Arg::Msg(m) => m.serialize(s),
            Arg::List(ms) => ms.serialize(s),
        }
    }
}

impl<'de> Deserialize<'de> for Msg {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Msg, D::Error> {
        d.deserialize_any(MsgVisitor)
    }
}

impl<'de> Deserialize<'de> for Arg {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Arg, D::Error> {
        d.deserialize_any(ArgVisitor)
    }
}

struct MsgVisitor;

impl<'de> Visitor<'de> for MsgVisitor {
    type Value = Msg;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a message: {\"$\": key, name: argument, …}")
    }

    /// A history line stored before the catalogs existed: English text.
    fn visit_str<E: de::Error>(self, line: &str) -> Result<Msg, E> {
        Ok(crate::msg!("host-saved-line", text = line))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Msg, A::Error> {
        match map.next_key::<String>()?.as_deref() {
            Some(KEY) => {
                let key = map.next_value::<String>()?;
                let mut args = Vec::new();
                while let Some((name, arg)) = map.next_entry::<String, Arg>()? {
                    args.push((Cow::Owned(name), arg));
                }
                Ok(Msg {
                    key: Cow::Owned(key),
                    args,
                })
            }
            Some("key") => first_form(map),
            _ => Err(de::Error::missing_field(KEY)),
        }
    }
}

/// The rest of a message in its first stored form, after its `"key"` entry.
fn first_form<'de, A: MapAccess<'de>>(mut map: A) -> Result<Msg, A::Error> {
    /// An argument as the first form tagged it.
    #[derive(Deserialize)]
    enum Tagged {
        Text(String),
        Num(i64),
        Msg(Box<Msg>),
        List(Vec<Msg>),
    }
    let key = map.next_value::<String>()?;
    let mut args = Vec::new();
    while let Some(entry) = map.next_key::<String>()? {
        if entry == "args" {
            args = map
                .next_value::<Vec<(String, Tagged)>>()?
                .into_iter()
                .map(|(name, arg)| {
                    let arg = match arg {
                        Tagged::Text(t) => Arg::Text(t),
                        Tagged::Num(n) => Arg::Num(n),
                        Tagged::Msg(m) => Arg::Msg(m),
                        Tagged::List(ms) => Arg::List(ms),
                    };
                    (Cow::Owned(name), arg)
                })
                .collect();
        } else {
            map.next_value::<IgnoredAny>()?;
        }
    }
    Ok(Msg {
        key: Cow::Owned(key),
        args,
    })
}

struct ArgVisitor;

impl<'de> Visitor<'de> for ArgVisitor {
    type Value = Arg;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a message argument: text, an integer, a message or a list of messages")
    }

    fn visit_str<E: de::Error>(self, t: &str) -> Result<Arg, E> {
        Ok(Arg::Text(t.to_string()))
    }

    fn visit_string<E: de::Error>(self, t: String) -> Result<Arg, E> {
        Ok(Arg::Text(t))
    }

    fn visit_i64<E: de::Error>(self, n: i64) -> Result<Arg, E> {
        Ok(Arg::Num(n))
    }

    fn visit_u64<E: de::Error>(self, n: u64) -> Result<Arg, E> {
        Ok(Arg::from(n))
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Arg, A::Error> {
        MsgVisitor.visit_map(map).map(Arg::from)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Arg, A::Error> {
        let mut list = Vec::with_capacity(seq.size_hint().unwrap_or(0));
        while let Some(m) = seq.next_element::<Msg>()? {
            list.push(m);
        }
        Ok(Arg::List(list))
    }
}

#[cfg(test)]
mod tests {
    use crate::i18n::{Lang, Msg};
    use crate::msg;

    fn sample() -> Msg {
        msg!(
            "event-drew-face-up",
            player = "bob",
            card = msg!("color-pink", kind = "plain")
        )
    }

    #[test]
    fn compact_form_round_trips() {
        let m = msg!(
            "event-tickets-kept",
            player = "ann",
            kept = 2u32,
            returned = 0u32
        );
        let json = serde_json::to_string(&m).unwrap();
        assert_eq!(
            json,
            r#"{"$":"event-tickets-kept","player":"ann","kept":2,"returned":0}"#
        );
        assert_eq!(serde_json::from_str::<Msg>(&json).unwrap(), m);
        let nested = serde_json::to_string(&sample()).unwrap();
        assert_eq!(serde_json::from_str::<Msg>(&nested).unwrap(), sample());
        let list = msg!(
            "event-tunnel-revealed",
            player = "ann",
            route = "Paris–Zürich",
            cards = vec![
                msg!("color-pink", kind = "plain"),
                msg!("color-pink", kind = "plain")
            ],
            extra = 1u32
        );
        let json = serde_json::to_string(&list).unwrap();
        assert_eq!(serde_json::from_str::<Msg>(&json).unwrap(), list);
    }

    #[test]
    fn first_stored_form_reads_back() {
        let first = r#"{"key":"event-drew-face-up","args":[["player",{"Text":"bob"}],
            ["card",{"Msg":{"key":"color-pink","args":[["kind",{"Text":"plain"}]]}}]]}"#;
        assert_eq!(serde_json::from_str::<Msg>(first).unwrap(), sample());
    }

    #[test]
    fn pre_catalog_lines_read_as_they_were() {
        let m: Msg = serde_json::from_str(r#""ann drew 3 ticket(s)""#).unwrap();
        for lang in Lang::ALL {
            assert_eq!(lang.tr(&m), "ann drew 3 ticket(s)");
        }
    }

    #[test]
    fn a_message_without_its_key_is_refused() {
        assert!(serde_json::from_str::<Msg>(r#"{"player":"ann"}"#).is_err());
        assert!(serde_json::from_str::<Msg>("3").is_err());
    }
}
