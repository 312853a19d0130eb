//! The Discord path end to end with a real embedded store: interactions
//! answered through the host, stamped buttons, outbox delivery, all against a
//! loopback stand-in for Discord's REST API.

mod discord_support;

use conductor::cli::parse;
use conductor::discord::{
    App, ChannelLangs, CommandOrPress, Courier, Gate, Invocation, decode, deliver_once, serve,
};
use conductor::host::{Caller, Command, Host, OutMsg, Request, Tap, Target, stale};
use conductor::rules::DeckKind;
use conductor::store::{EmbeddedStore, Store};
use discord_support::StandIn;
use serenity::all::InteractionId;
use std::sync::Arc;
use tokio::sync::Notify;

const CHANNEL: &str = "111111111111111111";
const ANN: &str = "222222222222222222";
const BOB: &str = "333333333333333333";

fn caller(id: &str) -> Caller {
    Caller {
        id: id.into(),
        name: if id == ANN { "ann" } else { "bob" }.into(),
        admin: false,
        lang: conductor::i18n::Lang::En,
    }
}

fn inv(n: u64, who: &str) -> Invocation {
    Invocation {
        id: InteractionId::new(n),
        token: format!("tok{n}"),
        channel: CHANNEL.into(),
        caller: caller(who),
        channel_lang: conductor::i18n::Lang::En,
        bot_permissions: None,
        upload_limit: 0,
        in_thread: false,
        guild: None,
    }
}

struct World {
    _dir: tempfile::TempDir,
    host: Arc<Host>,
    app: App,
    discord: StandIn,
}

fn world() -> World {
    let dir = tempfile::tempdir().unwrap();
    let store: Arc<dyn Store> = Arc::new(EmbeddedStore::open(&dir.path().join("db.redb")).unwrap());
    let host = Arc::new(Host::new(store, conductor::ai::decide));
    let discord = StandIn::start();
    let app = App {
        host: host.clone(),
        rest: discord.rest(),
        paint: Arc::new(|_: &conductor::host::Picture| None),
        wake: Arc::new(Notify::new()),
        gate: Arc::new(Gate::default()),
        langs: Arc::new(ChannelLangs::default()),
        suggested: Default::default(),
    };
    World {
        _dir: dir,
        host,
        app,
        discord,
    }
}

fn handle(host: &Host, who: &str, line: &str) -> conductor::host::Reply {
    host.handle(
        &Request {
            channel: CHANNEL.into(),
            caller: caller(who),
            command: parse(line).unwrap(),
            channel_lang: conductor::i18n::Lang::En,
            key: None,
            guild: None,
            from_channel: true,
        },
        1000,
    )
}

fn outbox(host: &Host) -> Vec<OutMsg> {
    let mut out = Vec::new();
    host.deliver(std::time::Duration::from_secs(30), |_, m| {
        out.push(m.clone());
        true
    })
    .unwrap();
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slash_command_is_deferred_then_answered_privately() {
    let w = world();
    let new = parse("/game new map:usa seats:2").unwrap();
    serve(&w.app, inv(1, ANN), CommandOrPress::Command(new))
        .await
        .unwrap();
    let seen = w.discord.seen();
    assert_eq!(seen.len(), 2);
    assert_eq!(seen[0].path, "/api/v10/interactions/1/tok1/callback");
    assert_eq!(seen[0].json()["type"], 5, "deferred");
    assert_eq!(seen[0].json()["data"]["flags"], 64, "ephemeral");
    assert_eq!(seen[1].method, "PATCH");
    assert_eq!(seen[1].path, "/api/v10/webhooks/1/tok1/messages/@original");
    assert_eq!(seen[1].json()["content"], "Lobby opened.");
    assert_eq!(
        seen[1].json()["allowed_mentions"],
        serde_json::json!({"parse": [], "users": [], "roles": []})
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_interaction_delivered_twice_is_applied_once_and_answered_alike() {
    let w = world();
    handle(&w.host, ANN, "/game new map:usa seats:3");
    let join = || CommandOrPress::Command(parse("/game join").unwrap());
    serve(&w.app, inv(7, BOB), join()).await.unwrap();
    serve(&w.app, inv(7, BOB), join()).await.unwrap();
    let answers: Vec<String> = w
        .discord
        .seen()
        .iter()
        .filter(|r| r.method == "PATCH")
        .map(|r| r.json()["content"].as_str().unwrap_or_default().to_string())
        .collect();
    assert_eq!(answers.len(), 2);
    assert_eq!(
        answers[0], answers[1],
        "the second delivery hears the first answer"
    );
    // A new interaction is a new command: Bob is told he already sits here.
    serve(&w.app, inv(8, BOB), join()).await.unwrap();
    let last = w.discord.seen().last().unwrap().json()["content"].clone();
    assert_ne!(last.as_str().unwrap(), answers[0]);
    let status = handle(&w.host, ANN, "/game status").text;
    assert_eq!(status.matches("bob").count(), 1, "{status}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn buttons_run_once_and_stale_presses_change_nothing() {
    let w = world();
    handle(&w.host, ANN, "/game new map:usa seats:2 turn:0");
    let lobby = outbox(&w.host);
    let join = lobby[0]
        .buttons
        .iter()
        .find(|b| b.tap == Tap::Join)
        .unwrap();
    let id = conductor::discord::custom_id(CHANNEL, join).unwrap();
    let pressed = decode(&id).unwrap();
    serve(
        &w.app,
        inv(2, BOB),
        CommandOrPress::Press(pressed.stamp, pressed.command),
    )
    .await
    .unwrap();
    let joined = handle(&w.host, BOB, "/game join");
    assert!(
        !joined.applied,
        "the press already seated bob: {}",
        joined.text
    );
    assert!(handle(&w.host, ANN, "/game start").applied);
    let started = outbox(&w.host);
    // Each player gets their tickets by DM, with keep buttons.
    for user in [ANN, BOB] {
        let dm = started
            .iter()
            .find(|m| m.to == Target::User(user.into()))
            .unwrap_or_else(|| panic!("no DM for {user}: {started:?}"));
        assert!(dm.buttons.iter().any(|b| b.label == "Keep all"), "{dm:?}");
    }
    let bob_keep = started
        .iter()
        .find(|m| m.to == Target::User(BOB.into()))
        .unwrap()
        .buttons[0]
        .clone();
    assert!(handle(&w.host, ANN, "/keep tickets:1,2,3").applied);
    // Bob's button still works after Ann's choice...
    let id = conductor::discord::custom_id(CHANNEL, &bob_keep).unwrap();
    let p = decode(&id).unwrap();
    w.discord.clear();
    serve(
        &w.app,
        inv(3, BOB),
        CommandOrPress::Press(p.stamp.clone(), p.command.clone()),
    )
    .await
    .unwrap();
    let answer = w.discord.seen()[1].json()["content"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(answer.starts_with("Done"), "{answer}");
    // ...once.
    w.discord.clear();
    serve(
        &w.app,
        inv(4, BOB),
        CommandOrPress::Press(p.stamp, p.command),
    )
    .await
    .unwrap();
    assert_eq!(w.discord.seen()[1].json()["content"], stale().to_string());

    // Draw buttons in the channel belong to one move.
    let msgs = outbox(&w.host);
    let public = msgs
        .iter()
        .rev()
        .find(|m| matches!(m.to, Target::Channel(_)) && !m.buttons.is_empty())
        .expect("a channel message with draw buttons");
    let deck = public
        .buttons
        .iter()
        .find(|b| b.tap == Tap::Deck(DeckKind::Trains))
        .unwrap();
    let p = decode(&conductor::discord::custom_id(CHANNEL, deck).unwrap()).unwrap();
    let mover = public.mention.clone().unwrap();
    let version = |h: &Host| h.store().load(CHANNEL).unwrap().unwrap().version;
    let before = version(&w.host);
    w.discord.clear();
    serve(
        &w.app,
        inv(5, &mover),
        CommandOrPress::Press(p.stamp.clone(), p.command.clone()),
    )
    .await
    .unwrap();
    assert_eq!(version(&w.host), before + 1);
    w.discord.clear();
    serve(
        &w.app,
        inv(6, &mover),
        CommandOrPress::Press(p.stamp, p.command),
    )
    .await
    .unwrap();
    assert_eq!(w.discord.seen()[1].json()["content"], stale().to_string());
    assert_eq!(
        version(&w.host),
        before + 1,
        "the stale press changed nothing"
    );

    // A forged id names another game: refused the same way.
    let forged = format!("{CHANNEL}|not-this-game|m0|draw from:deck");
    let p = decode(&forged).unwrap();
    w.discord.clear();
    serve(
        &w.app,
        inv(7, &mover),
        CommandOrPress::Press(p.stamp, p.command),
    )
    .await
    .unwrap();
    assert_eq!(w.discord.seen()[1].json()["content"], stale().to_string());
    assert_eq!(version(&w.host), before + 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_outbox_is_acknowledged_only_after_discord_took_it() {
    let w = world();
    handle(&w.host, ANN, "/game new map:usa seats:2");
    for _ in 0..3 {
        w.discord
            .script("/messages", discord_support::Answer::error(503, 0, "down"));
    }
    let courier = Arc::new(Courier::new(
        w.app.rest.clone(),
        Arc::new(|_: &conductor::host::Picture| None),
        w.app.langs.clone(),
    ));
    assert_eq!(
        deliver_once(w.host.clone(), courier.clone()).await.unwrap(),
        0
    );
    // Still there: a new courier run (after the lease) sends it. Take it now
    // by reading the store directly with a zero lease.
    let again = w
        .host
        .store()
        .outbox_take(10, std::time::Duration::ZERO)
        .unwrap();
    assert_eq!(again.len(), 0, "leased, not lost");
    let _ = Command::Board;
}
