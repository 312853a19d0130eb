//! A host in channel `chan` over the embedded store, and the requests and
//! deliveries the host tests share.

use conductor::cli;
use conductor::host::tourney::{TourneyRecord, key};
use conductor::host::{BotLevel, ChannelRecord, Host, OutMsg, Request};
use conductor::i18n::Lang;
use conductor::rules::{Action, Board, DeckKind, DrawSource, PlayerView};
use conductor::store::{Commit, CommitOutcome, EmbeddedStore, Store};
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;
use std::time::Duration;

/// An embedded store in a temporary folder (kept while the folder lives).
pub fn embedded() -> (tempfile::TempDir, Arc<dyn Store>) {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = EmbeddedStore::open(&dir.path().join("db.redb")).expect("open store");
    (dir, Arc::new(store))
}

/// The command line `line` in channel `chan`, sent by `user` whose client
/// is in `lang`, in a server whose preferred language is `server`.
pub fn request(user: &str, lang: Lang, server: Lang, line: &str) -> Request {
    let command = cli::parse(line).unwrap_or_else(|e| panic!("{line}: {e}"));
    Request {
        channel_lang: server,
        ..Request::console("chan", user, lang, command)
    }
}

/// `line` sent by `user` in `channel`, all in English; `admin` may manage
/// the channel; `key` is the request's idempotency key.
pub fn request_in(
    channel: &str,
    user: &str,
    admin: bool,
    key: Option<&str>,
    line: &str,
) -> Request {
    let command = cli::parse(line).unwrap_or_else(|e| panic!("{line}: {e}"));
    let mut req = Request::console(channel, user, Lang::En, command);
    req.caller.admin = admin;
    req.key = key.map(str::to_owned);
    req
}

/// A computer player's brain for store tests: keeps every offered ticket,
/// then draws from the deck.
pub fn keep_then_deck(_: &Board, view: &PlayerView, _: BotLevel, _: &mut ChaCha8Rng) -> Action {
    if view.offer.is_empty() {
        Action::Draw {
            from: DrawSource::Deck(DeckKind::Trains),
            refill: None,
        }
    } else {
        Action::Keep {
            tickets: view.offer.clone(),
        }
    }
}

/// Delivers every waiting message and returns them. Each is checked
/// against its stored bytes: the host hands its own commits over as values,
/// where another process reads the bytes.
pub fn drain(host: &Host) -> Vec<OutMsg> {
    let mut out = Vec::new();
    host.deliver(Duration::from_secs(30), |item, m| {
        // Messages stored undressed by earlier versions are dressed now.
        let stored = serde_json::from_slice::<OutMsg>(&item.data).ok();
        if let Some(stored) = stored.filter(|s| s.dressed) {
            let as_json = |m: &OutMsg| serde_json::to_value(m).expect("a message as JSON");
            assert_eq!(
                as_json(&stored),
                as_json(m),
                "a delivered message differs from its stored bytes"
            );
        }
        out.push(m.clone());
        true
    })
    .expect("deliver");
    out
}

/// Delivers until a pass finds nothing waiting (tournament and league
/// tasks make more messages as they settle); every message sent.
pub fn settle(host: &Host) -> Vec<OutMsg> {
    let mut out = Vec::new();
    for _ in 0..1_000 {
        let sent = drain(host);
        if sent.is_empty() {
            return out;
        }
        out.extend(sent);
    }
    panic!("the outbox never ran dry");
}

/// The tournament of `channel`, as stored.
pub fn tourney_in(store: &dyn Store, channel: &str) -> TourneyRecord {
    let rec = store
        .load(&key(channel))
        .expect("load")
        .expect("a tournament");
    serde_json::from_slice(&rec.data).expect("tournament parses")
}

/// The game in `channel`, as stored, if there is one.
pub fn game_in(store: &dyn Store, channel: &str) -> Option<ChannelRecord> {
    let rec = store.load(channel).expect("load")?;
    Some(ChannelRecord::read(&rec.data).expect("game parses"))
}

/// Changes the stored record of channel `chan` in place (a test's way to
/// set up a hand, a deck or the face-up row), as one version-checked commit.
pub fn edit(store: &dyn Store, change: impl FnOnce(&mut ChannelRecord)) {
    let loaded = store.load("chan").expect("load").expect("a record");
    let mut rec = ChannelRecord::read(&loaded.data).expect("record parses");
    change(&mut rec);
    let commit = Commit {
        data: serde_json::to_vec(&rec).expect("record serializes"),
        log: Vec::new(),
        outbox: Vec::new(),
        due: None,
        archive_as: None,
        members: Vec::new(),
        live: rec.state.is_some(),
    };
    let saved = store
        .commit("chan", loaded.version, &commit)
        .expect("commit");
    assert!(matches!(saved, CommitOutcome::Saved(_)), "edit raced");
}

/// The stored record of channel `chan`.
pub fn stored(store: &dyn Store) -> ChannelRecord {
    let loaded = store.load("chan").expect("load").expect("a record");
    ChannelRecord::read(&loaded.data).expect("record parses")
}
