//! A player's own page: the bot's private picture links to it, signed for
//! that player; it shows their hand and tickets and no other player's,
//! is never cached and follows the game live; a forged signature, a changed
//! seat, an expired or revoked link, another key, and a server with its
//! pages off are refused.

#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

use conductor::host::{Command, Host, Request, now, private_summary};
use conductor::i18n::Lang;
use conductor::rules::player_view;
use conductor::store::Store;
use conductor::web::Site;
use std::sync::Arc;
use support::host::{drain, embedded};
use support::web::{
    Served, changed_event, events_of, open_events, private_path_in, record, req, send_at,
    started_at,
};

fn linked(store: Arc<dyn Store>, secret: Option<&str>) -> Arc<Host> {
    let host = Host::new(store, conductor::ai::decide)
        .with_public_url(Some("https://tickets.example".into()))
        .with_web_secret(secret);
    Arc::new(host)
}

/// The "Your cards" line of `seat`'s private summary in `channel`.
fn cards_line(store: &dyn Store, channel: &str, seat: usize) -> String {
    let rec = record(store, channel);
    let board = rec.board().unwrap();
    let state = rec.state.as_ref().unwrap();
    let said = private_summary(&board, &player_view(&board, state, seat), state);
    Lang::En.tr(&said[0])
}

/// A game in channel "700" with its private link for ann, made now.
fn game_with_link(store: &Arc<dyn Store>, secret: Option<&str>) -> (Arc<Host>, String) {
    let host = linked(store.clone(), secret);
    started_at(&host, "700", "europe", 1, now());
    let path = private_path_in(&drain(&host), "ann").expect("ann's hand links her page");
    (host, path)
}

/// `path` with its `i`-th part (0: "p", 1: game, 2: seat, ...) as `f` makes it.
fn with_part(path: &str, i: usize, f: impl Fn(&str) -> String) -> String {
    let parts: Vec<String> = path
        .trim_start_matches('/')
        .split('/')
        .enumerate()
        .map(|(n, p)| if n == i { f(p) } else { p.to_string() })
        .collect();
    format!("/{}", parts.join("/"))
}

#[test]
fn a_players_link_shows_their_hand_and_no_one_elses() {
    let (_dir, store) = embedded();
    let (_host, path) = game_with_link(&store, None);
    let served = Served::start(Site::pages(store.clone()));
    let page = served.get(&path);
    assert_eq!(page.status, 200, "{}", page.body);
    let mine = cards_line(store.as_ref(), "700", 0);
    let theirs = cards_line(store.as_ref(), "700", 1);
    assert!(page.body.contains(&mine), "ann's hand: {mine}");
    assert!(page.body.contains("Your tickets"), "ann's tickets");
    if theirs != mine {
        assert!(!page.body.contains(&theirs), "never the computer's hand");
    }
    assert!(
        page.head.contains("cache-control: no-store, private"),
        "{}",
        page.head
    );
    assert!(
        page.head
            .contains("content-security-policy: default-src 'none'")
    );
    assert!(page.body.contains("<svg"), "the public board is there too");
    // The public page does not show it.
    let public = served.get(&support::web::path_of(store.as_ref(), "700"));
    assert!(!public.body.contains(&mine));
}

#[test]
fn forged_changed_expired_and_foreign_links_are_refused() {
    let (_dir, store) = embedded();
    let (host, path) = game_with_link(&store, Some("the bot's secret"));
    let served =
        Served::start(Site::pages(store.clone()).with_web_secret(Some("the bot's secret")));
    assert_eq!(served.get(&path).status, 200);
    let flip = |p: &str| {
        let last = if p.ends_with('0') { "1" } else { "0" };
        format!("{}{last}", &p[..p.len() - 1])
    };
    let forged = with_part(&path, 5, flip);
    let seat = with_part(&path, 2, |_| "1".into());
    let later = with_part(&path, 3, |e| (e.parse::<u64>().unwrap() + 1).to_string());
    for bad in [&forged, &seat, &later] {
        let page = served.get(bad);
        assert_eq!(page.status, 403, "{bad}");
        assert!(
            page.body.contains("expired or was revoked"),
            "{}",
            page.body
        );
        assert!(!page.body.contains("Your cards"));
    }
    assert_eq!(served.get(&with_part(&path, 2, |_| "x".into())).status, 400);
    assert_eq!(
        served.get(&with_part(&path, 5, |s| s[1..].into())).status,
        400
    );
    assert_eq!(
        served
            .get(&with_part(&path, 1, |_| "700-1-ffff".into()))
            .status,
        404
    );

    // A link made long ago has expired.
    send_at(&host, "700", "ann", "/draw from:deck", 1000);
    let old = private_path_in(&drain(&host), "ann").expect("a link, made at 1000");
    assert_eq!(served.get(&old).status, 403, "expired");

    // A server that checks with another key refuses them all.
    let other = Served::start(Site::pages(store.clone()));
    assert_eq!(other.get(&path).status, 403);
}

#[test]
fn a_revoked_link_is_refused_and_the_next_one_works() {
    let (_dir, store) = embedded();
    let (host, path) = game_with_link(&store, None);
    let served = Served::start(Site::pages(store.clone()));
    assert_eq!(served.get(&path).status, 200);
    let revoke = Request {
        command: Command::RevokeLink,
        ..req("700", "ann", "ann", "/hand")
    };
    let said = host.handle(&revoke, now());
    assert!(said.applied, "{}", said.text);
    assert_eq!(served.get(&path).status, 403, "revoked");
    let other = Request {
        command: Command::RevokeLink,
        ..req("700", "zed", "zed", "/hand")
    };
    assert!(!host.handle(&other, now()).applied, "only a player revokes");

    send_at(&host, "700", "ann", "/draw from:deck", now());
    send_at(&host, "700", "ann", "/draw from:deck", now());
    let fresh = private_path_in(&drain(&host), "ann").expect("a new link");
    assert!(fresh.contains("/1/"), "generation 1: {fresh}");
    assert_eq!(served.get(&fresh).status, 200);
    assert_eq!(served.get(&path).status, 403, "the old one stays refused");
}

#[test]
fn a_server_with_its_pages_off_shows_no_private_page_and_sends_no_link() {
    let (_dir, store) = embedded();
    let (host, path) = game_with_link(&store, None);
    let served = Served::start(Site::pages(store.clone()));
    let mut off = req("700", "boss", "boss", "/webpages on:no");
    off.caller.admin = true;
    assert!(host.handle(&off, now()).applied);
    assert_eq!(served.get(&path).status, 404);
    assert_eq!(served.get(&format!("{path}/events")).status, 404);
    send_at(&host, "700", "ann", "/draw from:deck", now());
    assert_eq!(private_path_in(&drain(&host), "ann"), None, "no link");
}

#[test]
fn a_players_page_follows_the_game_live() {
    let (_dir, store) = embedded();
    let (host, path) = game_with_link(&store, None);
    let served = Served::start(Site::pages(store.clone()));
    let events = events_of(&served, &path);
    assert!(events.starts_with(&format!("{path}/events?v=")), "{events}");
    let mut stream = open_events(&served, &events);
    assert!(!changed_event(&mut stream, 1), "nothing moved yet");
    send_at(&host, "700", "ann", "/draw from:deck", now());
    assert!(changed_event(&mut stream, 10), "a move is told");
    let forged = with_part(&path, 5, |s| s.replace(|c: char| c != '0', "0"));
    assert_eq!(served.get(&format!("{forged}/events")).status, 404);
}

#[test]
fn the_button_under_the_hand_revokes_its_links() {
    use conductor::host::{Picture, Tap, Target};
    let (_dir, store) = embedded();
    let host = linked(store.clone(), None);
    started_at(&host, "700", "europe", 1, now());
    let sent = drain(&host);
    let hand = sent
        .iter()
        .rev()
        .filter(|m| m.to == Target::User("ann".into()))
        .find(|m| matches!(m.picture, Some(Picture::Private { .. })))
        .expect("ann's hand");
    let path = private_path_in(&sent, "ann").unwrap();
    let button = hand
        .buttons
        .iter()
        .find(|b| b.tap == Tap::RevokeLink)
        .expect("a revoke button beside the link");
    assert_eq!(button.label, "Revoke my hand's links");
    let served = Served::start(Site::pages(store.clone()));
    assert_eq!(served.get(&path).status, 200);
    let press = Request {
        command: button.tap.command(),
        ..req("700", "ann", "ann", "/hand")
    };
    let said = host.press(&press, button.stamp.as_ref().unwrap(), now());
    assert!(said.applied, "{}", said.text);
    assert!(said.text.contains("no longer work"), "{}", said.text);
    assert_eq!(served.get(&path).status, 403);
}
