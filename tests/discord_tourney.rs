//! A tournament's table on Discord, against the loopback REST stand-in: the
//! table opens as a public thread named like `R1·T1·USA` in the tournament
//! channel (longest auto-archive), its game runs there, and the thread is
//! locked once the game's result is counted.

mod discord_support;
#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

use conductor::discord::{ChannelLangs, Courier, Painter, deliver_once};
use conductor::host::Host;
use conductor::host::tourney::{Stage, TourneyRecord, key};
use discord_support::{Answer, StandIn};
use std::sync::Arc;
use support::host::{embedded, request_in};

const CUP: &str = "111111111111111111";
const THREAD: &str = "444444444444444444";

/// A tournament of three computer players over `rounds` rounds in CUP,
/// created (on the server `guild`, if any) and started.
fn start_cup(host: &Host, rounds: u8, guild: Option<&str>) {
    let create =
        format!("/tourney create name:Cup map:usa rounds:{rounds} size:3 min:3 max:3 round_days:0");
    let lines = [
        create.as_str(),
        "/tourney addbot",
        "/tourney addbot",
        "/tourney addbot",
        "/tourney start",
    ];
    for line in lines {
        let mut req = request_in(CUP, "olga", false, None, line);
        req.guild = guild.map(str::to_owned);
        let reply = host.handle(&req, 1_000);
        assert!(reply.applied, "{line}: {}", reply.text);
    }
}

/// Runs `times` delivery passes against the stand-in.
async fn deliver(discord: &StandIn, host: &Arc<Host>, painter: Painter, times: usize) {
    let langs = Arc::new(ChannelLangs::default());
    let courier = Arc::new(Courier::new(discord.rest(), painter, langs));
    for _ in 0..times {
        deliver_once(host.clone(), courier.clone())
            .await
            .expect("deliver");
    }
}

/// The tournament as stored.
fn cup(store: &dyn conductor::store::Store) -> TourneyRecord {
    serde_json::from_slice(&store.load(&key(CUP)).unwrap().unwrap().data).unwrap()
}

/// A created thread's answer.
fn thread_created() -> Answer {
    Answer {
        status: 201,
        body: format!(r#"{{"id":"{THREAD}","type":11}}"#),
        headers: Vec::new(),
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_table_opens_as_a_thread_and_is_locked_when_its_game_ends() {
    let discord = StandIn::start();
    discord.script("/threads", thread_created());
    let (_dir, store) = embedded();
    let host = Arc::new(Host::new(store.clone(), conductor::ai::decide));
    start_cup(&host, 1, None);
    deliver(&discord, &host, Arc::new(|_| None), 5).await;
    let seen = discord.seen();
    let created = seen
        .iter()
        .find(|s| s.method == "POST" && s.path.ends_with(&format!("/channels/{CUP}/threads")))
        .expect("a thread is created in the tournament channel");
    let body = created.json();
    assert_eq!(body["name"], "R1·T1·USA");
    assert_eq!(body["auto_archive_duration"], 10080);
    assert_eq!(body["type"], 11, "a public thread");
    let game_posts = seen
        .iter()
        .filter(|s| s.path.ends_with(&format!("/channels/{THREAD}/messages")))
        .count();
    assert!(game_posts > 0, "the table's game speaks in its thread");
    let locked = seen
        .iter()
        .find(|s| s.method == "PATCH" && s.path.ends_with(&format!("/channels/{THREAD}")))
        .expect("the finished table's thread is locked");
    assert_eq!(locked.json()["locked"], true);
    let creations = seen.iter().filter(|s| s.path.ends_with("/threads")).count();
    assert_eq!(creations, 1, "one thread per table");
    let rec = cup(store.as_ref());
    assert_eq!(rec.stage, Stage::Finished);
    assert_eq!(rec.played[0].tables[0].channel.as_deref(), Some(THREAD));
}

#[tokio::test(flavor = "multi_thread")]
async fn the_standings_are_pinned_once_and_edited_after_each_result() {
    let discord = StandIn::start();
    for _ in 0..2 {
        discord.script("/threads", thread_created());
    }
    let (_dir, store) = embedded();
    let host = Arc::new(Host::new(store.clone(), conductor::ai::decide));
    start_cup(&host, 2, None);
    deliver(&discord, &host, Arc::new(|p| p.draw().ok()), 8).await;
    let rec = cup(store.as_ref());
    assert_eq!(rec.stage, Stage::Finished);
    let pinned = rec
        .standings_message
        .clone()
        .expect("the standings were pinned");
    let seen = discord.seen();
    let pins: Vec<_> = seen
        .iter()
        .filter(|s| s.method == "PUT" && s.path.contains("/pins/"))
        .collect();
    assert_eq!(pins.len(), 1, "pinned once");
    assert!(
        pins[0]
            .path
            .ends_with(&format!("/channels/{CUP}/messages/pins/{pinned}")),
        "{}",
        pins[0].path
    );
    let edits: Vec<_> = seen
        .iter()
        .filter(|s| {
            s.method == "PATCH"
                && s.path
                    .ends_with(&format!("/channels/{CUP}/messages/{pinned}"))
        })
        .collect();
    assert!(!edits.is_empty(), "edited after the second result");
    let last = edits.last().unwrap();
    let content = last.json()["content"].as_str().unwrap_or("").to_string();
    assert!(content.contains("Standings of"), "{content}");
    assert!(
        last.content_type.starts_with("multipart/"),
        "with the picture"
    );
    assert_eq!(last.json()["attachments"][0]["filename"], "standings.png");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_pin_refused_is_said_in_the_tournament_channel() {
    let discord = StandIn::start();
    discord.script("/threads", thread_created());
    discord.script(
        "/pins/",
        Answer {
            status: 403,
            body: r#"{"code":50013,"message":"Missing Permissions"}"#.into(),
            headers: Vec::new(),
        },
    );
    let (_dir, store) = embedded();
    let host = Arc::new(Host::new(store.clone(), conductor::ai::decide));
    start_cup(&host, 1, None);
    deliver(&discord, &host, Arc::new(|_| None), 5).await;
    let seen = discord.seen();
    let posts: Vec<String> = seen
        .iter()
        .filter(|s| s.method == "POST" && s.path.ends_with(&format!("/channels/{CUP}/messages")))
        .map(|s| s.json()["content"].as_str().unwrap_or("").to_string())
        .collect();
    let told = posts
        .iter()
        .filter(|c| c.contains("could not pin them") && c.contains("Pin Messages"))
        .count();
    assert_eq!(told, 1, "the channel is told once: {posts:?}");
    assert!(
        cup(store.as_ref()).standings_message.is_some(),
        "the standings message is still kept and edited"
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn a_thread_left_by_an_earlier_try_is_used_instead_of_a_second_one() {
    const GUILD: &str = "222222222222222222";
    const OLD: &str = "555555555555555555";
    let discord = StandIn::start();
    // The server lists a locked thread of the same name (an earlier
    // tournament's finished table) and the one an earlier try created.
    let listed = serde_json::json!({"threads": [
        {"id": OLD, "parent_id": CUP, "name": "R1·T1·USA", "thread_metadata": {"locked": true}},
        {"id": THREAD, "parent_id": CUP, "name": "R1·T1·USA", "thread_metadata": {"locked": false}},
    ], "members": []});
    discord.script(
        "/threads/active",
        Answer {
            status: 200,
            body: listed.to_string(),
            headers: Vec::new(),
        },
    );
    let (_dir, store) = embedded();
    let host = Arc::new(Host::new(store.clone(), conductor::ai::decide));
    start_cup(&host, 1, Some(GUILD));
    deliver(&discord, &host, Arc::new(|_| None), 5).await;
    let seen = discord.seen();
    let listing = format!("/guilds/{GUILD}/threads/active");
    assert!(
        seen.iter()
            .any(|s| s.method == "GET" && s.path.ends_with(&listing))
    );
    assert!(
        !seen
            .iter()
            .any(|s| s.method == "POST" && s.path.ends_with("/threads")),
        "no second thread"
    );
    let rec = cup(store.as_ref());
    assert_eq!(rec.stage, Stage::Finished);
    assert_eq!(rec.played[0].tables[0].channel.as_deref(), Some(THREAD));
}

/// Every text posted or edited in the tournament channel.
fn cup_contents(discord: &StandIn) -> Vec<String> {
    discord
        .seen()
        .iter()
        .filter(|s| s.path.contains(&format!("/channels/{CUP}/messages")))
        .filter_map(|s| s.json()["content"].as_str().map(str::to_owned))
        .collect()
}

#[tokio::test(flavor = "multi_thread")]
async fn hostile_names_in_the_pinned_standings_stay_plain_text() {
    let discord = StandIn::start();
    discord.script("/threads", thread_created());
    let (_dir, store) = embedded();
    let host = Arc::new(Host::new(store.clone(), conductor::ai::decide));
    let players = [
        ("olga", "**Olga** @everyone"),
        ("ivan", "<@123456789012345678> ||spoiler||"),
    ];
    let lines = [
        (
            "olga",
            "/tourney create name:\"[Free prize](https://e.vil) ||x||\" map:usa rounds:1 size:3 min:3 max:3 round_days:0",
        ),
        ("olga", "/tourney join"),
        ("ivan", "/tourney join"),
        ("olga", "/tourney addbot"),
        ("olga", "/tourney start"),
    ];
    for (user, line) in lines {
        let mut req = request_in(CUP, user, false, None, line);
        req.caller.name = players.iter().find(|p| p.0 == user).unwrap().1.into();
        let reply = host.handle(&req, 1_000);
        assert!(reply.applied, "{line}: {}", reply.text);
    }
    deliver(&discord, &host, Arc::new(|p| p.draw().ok()), 2).await;
    // The table's game is ended in its thread, so its result makes the
    // standings.
    let end = host.handle(&request_in(THREAD, "olga", true, None, "/game end"), 1_000);
    assert!(end.applied, "{}", end.text);
    deliver(&discord, &host, Arc::new(|p| p.draw().ok()), 4).await;
    let contents = cup_contents(&discord);
    let standings: Vec<&String> = contents
        .iter()
        .filter(|c| c.contains("Standings of"))
        .collect();
    assert!(
        !standings.is_empty(),
        "the standings were posted: {contents:#?}"
    );
    for c in &contents {
        let live = [
            "[Free prize](",
            "https://",
            "||x",
            "**Olga",
            "@everyone",
            "<@1",
            "||spoiler",
        ];
        for live in live {
            let unescaped = c.match_indices(live).any(|(i, _)| !c[..i].ends_with('\\'));
            assert!(!unescaped, "{live:?} is live in {c:?}");
        }
    }
    assert!(
        standings
            .iter()
            .any(|c| c.contains("Free prize") && c.contains("Olga")),
        "the names are shown: {standings:#?}"
    );
}
