//! Languages through the host: the channel speaks the server's language (or
//! the one `/game new` names), each player reads replies and private
//! messages in their own, and `/history` follows the reader.

#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

use conductor::cli;
use conductor::host::{Host, OutMsg, Picture, Target};
use conductor::i18n::{Lang, Msg};
use conductor::msg;
use support::host::{drain, embedded, request};

fn host() -> (tempfile::TempDir, Host) {
    let (dir, store) = embedded();
    (dir, Host::new(store, conductor::ai::decide))
}

/// A command from `user`, whose client is in `lang`, in a server whose
/// preferred language is `server`.
fn send(host: &Host, user: &str, lang: Lang, server: Lang, line: &str) -> String {
    host.handle(&request(user, lang, server, line), 1000).text
}

fn to_channel(msgs: &[OutMsg]) -> Vec<&OutMsg> {
    msgs.iter()
        .filter(|m| matches!(m.to, Target::Channel(_)))
        .collect()
}

fn to_user<'a>(msgs: &'a [OutMsg], user: &str) -> Vec<&'a OutMsg> {
    msgs.iter()
        .filter(|m| m.to == Target::User(user.into()))
        .collect()
}

fn says(m: &OutMsg, lang: Lang, what: &Msg) -> bool {
    m.text.contains(&lang.tr(what))
}

/// The text of a message up to where its argument goes.
fn lead(lang: Lang, with_marker: Msg) -> String {
    let text = lang.tr(&with_marker);
    text.split(MARK).next().unwrap_or_default().to_string()
}

fn cyrillic(text: &str) -> bool {
    text.chars().any(|c| ('\u{400}'..='\u{4ff}').contains(&c))
}

const MARK: &str = "\u{E000}";

#[test]
fn the_server_language_speaks_in_the_channel_and_each_player_reads_their_own() {
    let (_dir, host) = host();
    let (ru, uk, en) = (Lang::Ru, Lang::Uk, Lang::En);
    // A Russian server; ann's client is Russian, bob's Ukrainian.
    let r = send(&host, "ann", ru, ru, "/game new map:europe seats:2 turn:0");
    assert_eq!(r, ru.tr(&msg!("host-lobby-opened-reply")));
    let r = send(&host, "bob", uk, ru, "/game join");
    assert_eq!(r, uk.tr(&msg!("host-join-reply")));
    let lobby = drain(&host);
    assert!(
        to_channel(&lobby).iter().any(|m| says(
            m,
            ru,
            &msg!("host-joined", player = "bob", seated = 2, seats = 2)
        )),
        "the lobby news is in the server's language: {lobby:?}"
    );
    // Buttons under a Russian channel message are labelled in Russian.
    assert!(
        to_channel(&lobby)
            .iter()
            .flat_map(|m| &m.buttons)
            .any(|b| b.label == ru.tr(&msg!("host-button-join")))
    );

    send(&host, "ann", ru, ru, "/game start");
    let start = drain(&host);
    let public = to_channel(&start);
    assert!(
        public.iter().any(|m| m
            .text
            .contains(&ru.tr(&msg!("host-game-starts", board = msg!("host-board-europe"))))),
        "{public:?}"
    );
    // The board picture in the channel is labelled in the channel's language.
    assert!(public.iter().all(|m| match &m.picture {
        Some(Picture::Board { lang, .. }) => *lang == ru,
        _ => true,
    }));
    // Private messages and pictures: each in the player's own language.
    for (user, lang) in [("ann", ru), ("bob", uk)] {
        let dms = to_user(&start, user);
        assert!(!dms.is_empty(), "{user} gets a DM");
        let cards = lead(lang, msg!("host-your-cards", cards = MARK));
        let keep_all = lang.tr(&msg!("host-button-keep-all"));
        let menus = &dms.last().expect("a DM").selects;
        assert_eq!(
            menus.first().map(|s| s.placeholder.clone()),
            Some(lang.tr(&msg!("choices-keep"))),
            "{user}'s keep menu in their language"
        );
        for m in dms {
            assert!(m.text.starts_with(&cards), "{user}: {}", m.text);
            assert!(matches!(&m.picture, Some(Picture::Private { lang: l, .. }) if *l == lang));
            assert!(!m.buttons.is_empty(), "{user} may keep tickets by tapping");
            for b in &m.buttons {
                assert_eq!(b.label, keep_all, "{user}");
            }
        }
    }

    // A refusal reaches the caller in the caller's language, not the channel's.
    let r = send(&host, "bob", en, ru, "/station city:Atlantis");
    assert!(!cyrillic(&r), "English for an English client: {r}");
    // ...and bob now reads English in private too: his seat follows his client.
    send(&host, "bob", en, ru, "/keep tickets:1,2,3");
    send(&host, "ann", ru, ru, "/keep tickets:1,2,3");
    let kept = drain(&host);
    for m in to_user(&kept, "bob") {
        assert!(!cyrillic(&m.text), "bob switched to English: {}", m.text);
    }
    for m in to_channel(&kept) {
        assert!(cyrillic(&m.text), "the channel stays Russian: {}", m.text);
    }

    // /history follows the reader.
    let h_uk = send(&host, "carl", uk, ru, "/history");
    let h_en = send(&host, "carl", en, ru, "/history");
    assert_ne!(h_uk, h_en);
    assert!(!cyrillic(&h_en), "{h_en}");
}

#[test]
fn game_new_may_name_the_channel_language() {
    let (_dir, host) = host();
    let r = send(
        &host,
        "ann",
        Lang::En,
        Lang::Ru,
        "/game new map:usa seats:2 lang:uk",
    );
    assert_eq!(r, "Lobby opened.", "the reply is in the caller's language");
    let news = drain(&host);
    let public = to_channel(&news);
    assert_eq!(public.len(), 1);
    assert!(
        public[0].text.starts_with(&Lang::Uk.tr(&msg!(
            "host-lobby-opened",
            player = "ann",
            board = msg!("host-board-usa"),
            tickets = msg!("host-variant-none"),
            seats = 2
        ))),
        "{}",
        public[0].text
    );
    let bad = cli::parse("/game new map:usa lang:fr").unwrap_err();
    assert_eq!(bad.message(), msg!("parse-lang", text = "fr"));
}

#[test]
fn counts_take_the_right_plural_forms() {
    let status = |lang: Lang, n: u32| {
        lang.tr(&msg!(
            "host-player-status",
            player = "ann",
            points = n,
            pieces = n,
            cards = n,
            tickets = n
        ))
    };
    for (lang, n, want) in [
        (Lang::Ru, 1, "1 карта"),
        (Lang::Ru, 2, "2 карты"),
        (Lang::Ru, 5, "5 карт,"),
        (Lang::Ru, 21, "21 карта"),
        (Lang::Uk, 1, "1 карта"),
        (Lang::Uk, 3, "3 карти"),
        (Lang::Uk, 11, "11 карт,"),
        (Lang::En, 1, "1 card,"),
        (Lang::En, 2, "2 cards"),
    ] {
        let text = status(lang, n);
        assert!(text.contains(want), "{lang} {n}: {text}");
    }
}
