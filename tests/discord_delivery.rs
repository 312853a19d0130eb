//! Outbox delivery against a loopback stand-in for Discord's REST API:
//! retries (429 after its delay, 5xx with backoff), closed DMs told once per
//! game, acknowledgement only once a message is taken, allowed mentions and
//! the nonce in the request body.

mod discord_support;
#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

use conductor::discord::{ChannelLangs, Courier, DeliveryOutcome, Painter, nonce};
use conductor::host::{Button, GameMoment, Moment, Origin, OutMsg, Picture, Tap, Target};
use conductor::maps;
use conductor::rules::{DeckKind, GameOptions, new_game, player_view, public_view};
use conductor::store::OutboxItem;
use discord_support::{Answer, StandIn};
use std::sync::Arc;
use std::time::Duration;

const CHANNEL: &str = "111111111111111111";
const ANN: &str = "222222222222222222";
const BOB: &str = "333333333333333333";

fn painter() -> Painter {
    Arc::new(|p: &Picture| {
        Some(match p {
            Picture::Board { .. } => b"PNG-board-bytes".to_vec(),
            Picture::Private { .. } => b"PNG-hand-bytes".to_vec(),
            Picture::Recap { .. } => b"GIF-recap-bytes".to_vec(),
            Picture::CatchUp { .. } => b"PNG-digest-bytes".to_vec(),
            Picture::Standings { .. } => b"PNG-standings-bytes".to_vec(),
            Picture::Pairings { .. } => b"PNG-pairings-bytes".to_vec(),
            Picture::Leaderboard { .. } => b"PNG-leaderboard-bytes".to_vec(),
        })
    })
}

/// Channel languages from nowhere: notices in English.
fn english() -> Arc<ChannelLangs> {
    Arc::new(ChannelLangs::default())
}

fn pictures() -> (Picture, Picture) {
    let board = maps::board("usa").unwrap();
    let names = vec!["ann".to_string(), "bob".to_string()];
    let state = new_game(&board, &names, GameOptions::default(), 1).unwrap();
    (
        Picture::Board {
            map: "usa".into(),
            view: Box::new(public_view(&board, &state)),
            lang: conductor::i18n::Lang::En,
        },
        Picture::Private {
            map: "usa".into(),
            view: Box::new(player_view(&board, &state, 0)),
            lang: conductor::i18n::Lang::En,
            look: conductor::render::Look::default(),
        },
    )
}

fn item(id: &str) -> OutboxItem {
    OutboxItem {
        id: id.into(),
        data: Vec::new(),
    }
}

fn origin(game: &str) -> Option<Origin> {
    Some(Origin {
        channel: CHANNEL.into(),
        game: game.into(),
    })
}

/// A sent message's text: its `content`, or the text displays of a
/// Components V2 message, in order.
fn text_of(body: &serde_json::Value) -> String {
    if let Some(content) = body["content"].as_str() {
        return content.to_string();
    }
    let mut texts = Vec::new();
    walk(&body["components"], &mut |c| {
        if c["type"] == 10 {
            texts.push(c["content"].as_str().unwrap_or("").to_string());
        }
    });
    texts.join("\n")
}

/// The action rows of a sent message, at any depth (Components V2 puts
/// them after its text and picture, or inside a container).
fn rows_of(body: &serde_json::Value) -> Vec<serde_json::Value> {
    let mut rows = Vec::new();
    walk(&body["components"], &mut |c| {
        if c["type"] == 1 {
            rows.push(c.clone());
        }
    });
    rows
}

fn walk(list: &serde_json::Value, visit: &mut dyn FnMut(&serde_json::Value)) {
    for c in list.as_array().into_iter().flatten() {
        visit(c);
        if c["type"] != 1 {
            walk(&c["components"], visit);
        }
    }
}

fn public_msg() -> OutMsg {
    OutMsg {
        to: Target::Channel(CHANNEL.into()),
        text: "Ann claimed Denver–Omaha.\nYour turn, Bob.".into(),
        mention: Some(BOB.into()),
        picture: Some(pictures().0),
        buttons: vec![Button {
            label: "Deck".into(),
            tap: Tap::Deck(DeckKind::Trains),
            disabled: false,
            stamp: Some(GameMoment {
                game: "g1".into(),
                mark: Moment::Moves(12),
            }),
        }],
        selects: Vec::new(),
        origin: origin("g1"),
        dressed: false,
        link: None,
    }
}

fn private_msg(user: &str, game: &str) -> OutMsg {
    OutMsg {
        to: Target::User(user.into()),
        text: "Your cards: 2 red, 1 locomotive.\nYour tickets: Denver–El Paso (4, open).".into(),
        mention: None,
        picture: Some(pictures().1),
        buttons: Vec::new(),
        selects: Vec::new(),
        origin: origin(game),
        dressed: false,
        link: None,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_public_message_pings_only_the_player_to_move_and_carries_the_board() {
    let discord = StandIn::start();
    let courier = Courier::new(discord.rest(), painter(), english());
    let fate = courier.send(&item("0000000000000042"), &public_msg()).await;
    assert_eq!(fate, DeliveryOutcome::Sent);
    assert!(fate.acknowledged());
    let seen = discord.seen();
    assert_eq!(seen.len(), 1);
    let req = &seen[0];
    assert_eq!(req.method, "POST");
    assert_eq!(req.path, format!("/api/v10/channels/{CHANNEL}/messages"));
    assert!(req.has_file(b"PNG-board-bytes"), "the board is attached");
    let body = req.json();
    assert_eq!(body["allowed_mentions"]["parse"], serde_json::json!([]));
    assert_eq!(body["allowed_mentions"]["roles"], serde_json::json!([]));
    assert_eq!(body["allowed_mentions"]["users"], serde_json::json!([BOB]));
    assert!(text_of(&body).contains(&format!("<@{BOB}>")));
    assert_eq!(body["nonce"], "0000000000000042");
    assert_eq!(body["enforce_nonce"], true);
    assert_eq!(body["attachments"][0]["filename"], "board.png");
    let button = &rows_of(&body)[0]["components"][0];
    assert_eq!(button["label"], "Deck");
    let id = button["custom_id"].as_str().unwrap();
    let pressed = conductor::discord::decode(id).unwrap();
    assert_eq!(pressed.channel, CHANNEL);
    assert_eq!(pressed.stamp.mark, Moment::Moves(12));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_message_without_mention_pings_nobody() {
    let discord = StandIn::start();
    let courier = Courier::new(
        discord.rest(),
        std::sync::Arc::new(|_: &conductor::host::Picture| None),
        english(),
    );
    let mut msg = public_msg();
    msg.mention = None;
    msg.text = "@everyone look".into();
    assert_eq!(courier.send(&item("7"), &msg).await, DeliveryOutcome::Sent);
    let req = &discord.seen()[0];
    assert!(
        !req.content_type.starts_with("multipart/"),
        "no picture, plain JSON"
    );
    let body = req.json();
    assert_eq!(
        body["allowed_mentions"],
        serde_json::json!({"parse": [], "users": [], "roles": []})
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rate_limits_are_waited_out_for_the_given_delay() {
    let discord = StandIn::start();
    discord.script("/messages", Answer::rate_limited(0.4));
    let courier = Courier::new(discord.rest(), painter(), english());
    assert_eq!(
        courier.send(&item("8"), &public_msg()).await,
        DeliveryOutcome::Sent
    );
    let seen = discord.seen();
    assert_eq!(seen.len(), 2, "sent again after the 429");
    let waited = seen[1].at - seen[0].at;
    assert!(waited >= Duration::from_millis(400), "waited {waited:?}");
    assert_eq!(
        seen[1].json()["nonce"],
        seen[0].json()["nonce"],
        "same nonce on retry"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn server_errors_are_retried_and_then_left_for_later() {
    let discord = StandIn::start();
    discord.script("/messages", Answer::error(502, 0, "bad gateway"));
    discord.script("/messages", Answer::error(500, 0, "oops"));
    let courier = Courier::new(discord.rest(), painter(), english());
    assert_eq!(
        courier.send(&item("9"), &public_msg()).await,
        DeliveryOutcome::Sent
    );
    assert_eq!(discord.seen().len(), 3);

    discord.clear();
    for _ in 0..3 {
        discord.script("/messages", Answer::error(503, 0, "unavailable"));
    }
    let fate = courier.send(&item("10"), &public_msg()).await;
    assert_eq!(fate, DeliveryOutcome::Later);
    assert!(
        !fate.acknowledged(),
        "not acknowledged: delivered again later"
    );
    assert_eq!(discord.seen().len(), 3, "three attempts");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unreachable_discord_leaves_the_message_for_later() {
    let discord = StandIn::start();
    let rest = discord.rest();
    drop(discord);
    let courier = Courier::new(rest, painter(), english());
    assert_eq!(
        courier.send(&item("11"), &public_msg()).await,
        DeliveryOutcome::Later
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_message_goes_by_dm_with_the_private_picture() {
    let discord = StandIn::start();
    let courier = Courier::new(discord.rest(), painter(), english());
    assert_eq!(
        courier.send(&item("12"), &private_msg(ANN, "g1")).await,
        DeliveryOutcome::Sent
    );
    let seen = discord.seen();
    assert_eq!(seen[0].path, "/api/v10/users/@me/channels");
    assert_eq!(seen[0].json()["recipient_id"], ANN);
    assert_eq!(seen[1].path, format!("/api/v10/channels/9{ANN}/messages"));
    assert!(seen[1].has_file(b"PNG-hand-bytes"));
    let body = seen[1].json();
    assert_eq!(body["allowed_mentions"]["users"], serde_json::json!([]));
    assert_eq!(body["nonce"], "12");
    // The DM channel is remembered.
    assert_eq!(
        courier.send(&item("13"), &private_msg(ANN, "g1")).await,
        DeliveryOutcome::Sent
    );
    assert_eq!(discord.seen().len(), 3);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn closed_dms_are_told_once_per_game_without_revealing_anything() {
    let discord = StandIn::start();
    let closed = || Answer::error(403, 50007, "Cannot send messages to this user");
    let dm_path = format!("/channels/9{ANN}/messages");
    for _ in 0..3 {
        discord.script(&dm_path, closed());
    }
    let courier = Courier::new(discord.rest(), painter(), english());
    let first = courier.send(&item("20"), &private_msg(ANN, "g1")).await;
    assert_eq!(first, DeliveryOutcome::Dropped);
    assert!(first.acknowledged(), "acknowledged so delivery goes on");
    assert_eq!(
        courier.send(&item("21"), &private_msg(ANN, "g1")).await,
        DeliveryOutcome::Dropped
    );
    let notices: Vec<_> = discord
        .seen()
        .into_iter()
        .filter(|s| s.path == format!("/api/v10/channels/{CHANNEL}/messages"))
        .collect();
    assert_eq!(notices.len(), 1, "told once for this game");
    let body = notices[0].json();
    let text = body["content"].as_str().unwrap();
    assert!(
        text.contains(&format!("<@{ANN}>")) && text.contains("/hand"),
        "{text}"
    );
    assert!(
        !text.contains("red") && !text.contains("Denver"),
        "nothing private: {text}"
    );
    assert_eq!(body["allowed_mentions"]["users"], serde_json::json!([ANN]));
    assert_eq!(body["allowed_mentions"]["parse"], serde_json::json!([]));

    // A new game in the channel: told again.
    assert_eq!(
        courier.send(&item("22"), &private_msg(ANN, "g2")).await,
        DeliveryOutcome::Dropped
    );
    let notices = discord
        .seen()
        .iter()
        .filter(|s| s.path == format!("/api/v10/channels/{CHANNEL}/messages"))
        .count();
    assert_eq!(notices, 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_notice_that_cannot_be_posted_now_keeps_the_dm_for_later() {
    let discord = StandIn::start();
    discord.script(
        &format!("/channels/9{BOB}/messages"),
        Answer::error(403, 50007, "closed"),
    );
    for _ in 0..3 {
        discord.script(
            &format!("/channels/{CHANNEL}/messages"),
            Answer::error(500, 0, "down"),
        );
    }
    let courier = Courier::new(discord.rest(), painter(), english());
    assert_eq!(
        courier.send(&item("30"), &private_msg(BOB, "g1")).await,
        DeliveryOutcome::Later
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refused_messages_are_dropped_not_retried_forever() {
    let discord = StandIn::start();
    discord.script(
        "/messages",
        Answer::error(403, 50013, "Missing Permissions"),
    );
    let courier = Courier::new(discord.rest(), painter(), english());
    assert_eq!(
        courier.send(&item("40"), &public_msg()).await,
        DeliveryOutcome::Dropped
    );
    assert_eq!(discord.seen().len(), 1);
}

#[test]
fn nonces_fit_discords_limit_and_are_stable() {
    assert_eq!(nonce("0000000000000042"), "0000000000000042");
    let long = "x".repeat(40);
    assert_eq!(nonce(&long).len(), 17);
    assert_eq!(nonce(&long), nonce(&long));
    assert_ne!(nonce(&long), nonce(&"y".repeat(40)));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_closed_dms_notice_is_in_the_channels_language() {
    use conductor::cli::parse;
    use conductor::host::{Caller, ChannelRecord, Host, Request};
    use conductor::i18n::Lang;
    use conductor::store::{EmbeddedStore, Store};

    let dir = tempfile::tempdir().unwrap();
    let store: Arc<dyn Store> = Arc::new(EmbeddedStore::open(&dir.path().join("db.redb")).unwrap());
    let host = Host::new(store.clone(), conductor::ai::decide);
    let request = |line: &str| Request {
        channel: CHANNEL.into(),
        caller: Caller {
            id: ANN.into(),
            name: "ann".into(),
            admin: false,
            lang: Lang::En,
        },
        command: parse(line).unwrap(),
        // The server says Ukrainian; the game was opened in Russian.
        channel_lang: Lang::Uk,
        key: None,
        guild: None,
        from_channel: true,
    };
    assert!(
        host.handle(&request("/game new map:usa lang:ru"), 1000)
            .applied
    );
    let record = ChannelRecord::read(&store.load(CHANNEL).unwrap().unwrap().data).unwrap();
    assert_eq!(record.lang, Lang::Ru);

    let discord = StandIn::start();
    let dm_path = format!("/channels/9{ANN}/messages");
    for _ in 0..3 {
        discord.script(&dm_path, Answer::error(403, 50007, "closed"));
    }
    let langs = Arc::new(ChannelLangs::new(Some(store.clone())));
    langs.saw(CHANNEL, Some("uk"));
    let courier = Courier::new(discord.rest(), painter(), langs);
    let notices = |discord: &StandIn| -> Vec<String> {
        discord
            .seen()
            .into_iter()
            .filter(|s| s.path == format!("/api/v10/channels/{CHANNEL}/messages"))
            .map(|s| s.json()["content"].as_str().unwrap().to_string())
            .collect()
    };

    // The game's own language, from its record.
    let game = record.game_id.clone();
    assert_eq!(
        courier.send(&item("50"), &private_msg(ANN, &game)).await,
        DeliveryOutcome::Dropped
    );
    let said = notices(&discord);
    assert_eq!(said.len(), 1);
    assert!(
        said[0].starts_with(&format!("<@{ANN}>, я не могу отправлять вам")),
        "{}",
        said[0]
    );
    assert!(said[0].contains("/рука"), "{}", said[0]);

    // The game is over and archived: still its language.
    assert!(host.handle(&request("/game end"), 1001).applied);
    assert!(
        store.load(CHANNEL).unwrap().is_none(),
        "the lobby is closed"
    );
    let mut again = private_msg(ANN, &game);
    again.origin.as_mut().unwrap().game = game.clone();
    let courier2 = Courier::new(
        discord.rest(),
        painter(),
        Arc::new(ChannelLangs::new(Some(store.clone()))),
    );
    assert_eq!(
        courier2.send(&item("51"), &again).await,
        DeliveryOutcome::Dropped
    );
    assert!(
        notices(&discord)[1].contains("я не могу"),
        "{:?}",
        notices(&discord)
    );

    // A game the store does not know: the server's locale seen last.
    assert_eq!(
        courier.send(&item("52"), &private_msg(ANN, "gone")).await,
        DeliveryOutcome::Dropped
    );
    let said = notices(&discord);
    assert!(said[2].contains("я не можу надсилати"), "{}", said[2]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_403_on_a_channel_post_marks_the_game_and_its_players_are_told() {
    use conductor::discord::deliver_once;
    use conductor::host::{ChannelRecord, Host, Request};
    use conductor::store::{EmbeddedStore, Store};

    let dir = tempfile::tempdir().unwrap();
    let store: Arc<dyn Store> = Arc::new(EmbeddedStore::open(&dir.path().join("db.redb")).unwrap());
    let host = Arc::new(Host::new(store.clone(), conductor::ai::decide));
    let request = |who: &str, line: &str, from_channel: bool| Request {
        from_channel,
        ..support::host::request_in(CHANNEL, who, false, None, line)
    };
    for (who, line) in [
        (ANN, "/game new map:usa seats:2 turn:24"),
        (BOB, "/game join"),
        (ANN, "/game start"),
    ] {
        assert!(host.handle(&request(who, line, true), 1000).applied);
    }
    let record = || -> ChannelRecord {
        ChannelRecord::read(&store.load(CHANNEL).unwrap().unwrap().data).unwrap()
    };
    let discord = StandIn::start();
    let channel_path = format!("/api/v10/channels/{CHANNEL}/messages");
    discord.script(&channel_path, Answer::error(403, 50001, "Missing Access"));
    let courier = Arc::new(Courier::new(discord.rest(), painter(), english()));
    deliver_once(host.clone(), courier.clone()).await.unwrap();
    deliver_once(host.clone(), courier.clone()).await.unwrap();

    assert!(record().lost_since.is_some(), "the game is marked");
    assert!(record().deadline.is_none(), "its clock stopped");
    let posts = |discord: &StandIn| {
        discord
            .seen()
            .into_iter()
            .filter(|s| s.path == channel_path)
            .count()
    };
    assert_eq!(posts(&discord), 1, "one refused post, then none");
    for user in [ANN, BOB] {
        let dms: Vec<String> = discord
            .seen()
            .into_iter()
            .filter(|s| s.path == format!("/api/v10/channels/9{user}/messages"))
            .map(|s| text_of(&s.json()))
            .collect();
        let told = dms.iter().filter(|t| t.contains("no longer post")).count();
        assert_eq!(told, 1, "{user} is told once: {dms:?}");
        assert!(dms.len() > 1, "{user}'s other DMs went too: {dms:?}");
    }

    // After a restart (a new courier), a message for the marked game is
    // dropped unsent: the record decides.
    discord.clear();
    let state = record().state.unwrap();
    let mover = if state.turn == 0 { ANN } else { BOB };
    let keep = host.handle(&request(mover, "/keep tickets:1,2", false), 1100);
    assert!(keep.applied, "{}", keep.text);
    let courier = Arc::new(Courier::new(discord.rest(), painter(), english()));
    let acked = deliver_once(host.clone(), courier.clone()).await.unwrap();
    assert_eq!(posts(&discord), 0, "nothing posted to the lost channel");
    let sent = discord
        .seen()
        .iter()
        .filter(|s| s.path.ends_with("/messages"))
        .count();
    assert!(acked > sent, "the channel's message was dropped unsent");
    assert!(record().lost_since.is_some());

    // A command from the channel: the game goes on, and the channel hears it.
    assert!(host.handle(&request(mover, "/board", true), 1200).applied);
    deliver_once(host.clone(), courier).await.unwrap();
    let said: Vec<String> = discord
        .seen()
        .into_iter()
        .filter(|s| s.path == channel_path)
        .map(|s| text_of(&s.json()))
        .collect();
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(said[0].contains("the game goes on"), "{}", said[0]);
    assert!(record().lost_since.is_none());
}
