//! The daily digest through the real host and store: one DM a day at 9:00
//! in the player's zone (after quiet hours that cover it), listing the
//! games waiting for them, sent once a day by the host's timer.

#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

use conductor::host::{Host, OutMsg, Ping, Quiet, Target, UserSettings, next_at, settings_key};
use conductor::i18n::Lang;
use support::host::{drain, embedded, keep_then_deck, request};

/// 2026-12-01 00:00 UTC.
const DAY0: u64 = 1_796_083_200;
const H: u64 = 3600;

fn send(host: &Host, user: &str, line: &str, now: u64) -> conductor::host::Reply {
    host.handle(&request(user, Lang::En, Lang::En, line), now)
}

/// The daily digests among `msgs` for `user` (a turn reminder is no digest).
fn dms<'a>(msgs: &'a [OutMsg], user: &str) -> Vec<&'a OutMsg> {
    msgs.iter()
        .filter(|m| m.to == Target::User(user.into()) && m.text.contains("daily digest"))
        .collect()
}

#[test]
fn one_digest_a_day_lists_the_games_waiting_for_the_player() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), keep_then_deck);
    let t = DAY0 + H;
    for (u, l) in [
        ("ann", "/game new map:usa seats:2 turn:48"),
        ("bob", "/game join"),
        ("ann", "/game start"),
        ("ann", "/keep tickets:1,2"),
        ("bob", "/keep tickets:1,2"),
    ] {
        assert!(send(&host, u, l, t).applied, "{l}");
    }
    // Kyiv is UTC+2 in December: 9:00 there is 7:00 UTC.
    let r = send(&host, "ann", "/settings ping:daily tz:Europe/Kyiv", t);
    assert!(r.applied, "{}", r.text);
    let due_at = DAY0 + 7 * H;
    assert!(
        !store
            .due(due_at - 1, 10)
            .expect("due")
            .contains(&settings_key("ann"))
    );
    assert!(
        store
            .due(due_at, 10)
            .expect("due")
            .contains(&settings_key("ann"))
    );
    // Make it ann's turn.
    let rec = support::host::stored(store.as_ref());
    let state = rec.state.as_ref().expect("a game");
    if rec.seats[state.turn].user.as_deref() != Some("ann") {
        for _ in 0..2 {
            assert!(send(&host, "bob", "/draw from:deck", t).applied);
        }
    }
    drain(&host);
    host.tick(due_at).expect("tick");
    let msgs = drain(&host);
    let got = dms(&msgs, "ann");
    assert_eq!(got.len(), 1, "{msgs:?}");
    assert!(
        got[0].text.contains("one game is waiting"),
        "{}",
        got[0].text
    );
    assert!(
        got[0].text.contains("USA") && got[0].text.contains("h left"),
        "{}",
        got[0].text
    );
    assert!(dms(&msgs, "bob").is_empty(), "bob did not ask for it");
    // Later the same day: nothing more.
    host.tick(due_at + 2 * H).expect("tick");
    assert!(dms(&drain(&host), "ann").is_empty(), "once a day");
    // The next day, again.
    host.tick(due_at + 24 * H).expect("tick");
    assert_eq!(dms(&drain(&host), "ann").len(), 1, "the next day's digest");
    // Another style stops it.
    assert!(send(&host, "ann", "/settings ping:mine", due_at + 25 * H).applied);
    host.tick(due_at + 48 * H).expect("tick");
    assert!(dms(&drain(&host), "ann").is_empty());
}

#[test]
fn the_digest_hour_moves_out_of_quiet_hours() {
    let mut s = UserSettings {
        ping: Ping::Digest,
        ..Default::default()
    };
    assert_eq!(next_at(&s, DAY0 + H), Some(DAY0 + 9 * H));
    assert_eq!(next_at(&s, DAY0 + 9 * H), Some(DAY0 + 33 * H));
    s.quiet = Some(Quiet { from: 1, to: 10 });
    assert_eq!(next_at(&s, DAY0 + H), Some(DAY0 + 10 * H));
    s.ping = Ping::Mine;
    assert_eq!(next_at(&s, DAY0), None);
}
