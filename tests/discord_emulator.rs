//! The real bot binary against a Discord emulator (discord-digital-twin
//! behind tests/twin/harness.mjs): sign-in, command registration, poise's
//! dispatch, autocomplete, buttons, DMs with pictures, and a restart in the
//! middle of a game. Needs node and `npm ci` in tests/twin (./scripts/test
//! installs them); without them the test fails, and SKIP_EMULATOR=1 skips it
//! with a notice.
//!
//! Prints the interaction-to-first-response and move-to-board-picture times
//! it saw (figures, not asserted).

#[path = "discord_support/twin.rs"]
mod twin;

use serde_json::{Value, json};
use std::time::Duration;
use twin::{Bot, Twin, choice};

/// One game's world: the emulator, the bot, and who is who.
struct World {
    twin: Twin,
    bot: Bot,
    _dir: tempfile::TempDir,
    channel: String,
    alice: String,
    bob: String,
    /// (interaction id, applied move?) of every interaction sent.
    sent: Vec<String>,
    moves: Vec<String>,
}

impl World {
    async fn slash(&mut self, user: &str, name: &str, options: Value) -> Value {
        let spec = json!({"kind": "slash", "user": user, "channel": self.channel,
            "name": name, "options": options});
        let id = self.twin.interact(spec).await;
        self.sent.push(id.clone());
        let got = self.twin.answered(&id).await;
        json!({"id": id, "message": got["message"]})
    }

    /// `/name option:value` from `user`, the option typed as text.
    async fn typed(&mut self, user: &str, name: &str, option: &str, value: &str) -> Value {
        let options = json!([{"name": option, "type": 3, "value": value}]);
        self.slash(user, name, options).await
    }

    async fn press(&mut self, user: &str, channel: &str, message: &str, custom_id: &str) -> Value {
        let spec = json!({"kind": "button", "user": user, "channel": channel,
            "message": message, "custom_id": custom_id});
        let id = self.twin.interact(spec).await;
        self.sent.push(id.clone());
        let got = self.twin.answered_apart_from(&id, Some(message)).await;
        json!({"id": id, "message": got["message"]})
    }

    async fn suggest(&mut self, user: &str, name: &str, option: &str) -> Vec<Value> {
        let spec = json!({"kind": "autocomplete", "user": user, "channel": self.channel,
            "name": name, "options": [{"name": option, "type": 3, "value": "", "focused": true}]});
        let id = self.twin.interact(spec).await;
        self.sent.push(id.clone());
        let got = self.twin.answered(&id).await;
        assert_eq!(got["response"]["type"], 8, "an autocomplete answer: {got}");
        got["response"]["data"]["choices"]
            .as_array()
            .cloned()
            .unwrap_or_default()
    }

    /// Public messages in the game channel (not interaction answers).
    async fn public(&self) -> Vec<Value> {
        let all = self.twin.messages(&self.channel).await;
        all.into_iter()
            .filter(|m| m["interaction"] == false)
            .collect()
    }

    /// Waits for more than `seen` public messages; the newest with a
    /// mention names the player to move.
    async fn next_public(&self, seen: usize, what: &str) -> Vec<Value> {
        let channel = self.channel.clone();
        let msgs = self
            .twin
            .wait_messages(&channel, what, |m| {
                m.iter().filter(|x| x["interaction"] == false).count() > seen
            })
            .await;
        msgs.into_iter()
            .filter(|m| m["interaction"] == false)
            .collect()
    }
}

fn text(answer: &Value) -> String {
    answer["message"]["content"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// The button labelled or ending with `what` in `msg`: (message id, custom id).
fn button(msg: &Value, what: &str) -> Option<(String, String)> {
    let rows = msg["components"].as_array()?;
    rows.iter()
        .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
        .find(|b| {
            b["label"] == what
                || b["custom_id"]
                    .as_str()
                    .is_some_and(|c| c.ends_with(&format!("|{what}")))
        })
        .map(|b| {
            (
                msg["id"].as_str().unwrap_or_default().to_string(),
                b["custom_id"].as_str().unwrap_or_default().to_string(),
            )
        })
}

/// The first payment button of an answer, if the bot asked how to pay.
fn pay_button(msg: &Value) -> Option<(String, String)> {
    let rows = msg["components"].as_array()?;
    rows.iter()
        .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
        .find(|b| {
            b["custom_id"]
                .as_str()
                .and_then(|c| c.rsplit('|').next())
                .is_some_and(|tap| tap.starts_with('p'))
        })
        .map(|b| {
            (
                msg["id"].as_str().unwrap_or_default().to_string(),
                b["custom_id"].as_str().unwrap_or_default().to_string(),
            )
        })
}

/// Whom the newest public message pings.
fn mover(public: &[Value]) -> String {
    let m = public
        .iter()
        .rev()
        .find_map(|m| m["content"].as_str().filter(|c| c.starts_with("<@")))
        .expect("a message naming the player to move");
    m[2..m.find('>').unwrap()].to_string()
}

fn has_png(msg: &Value, name: &str) -> bool {
    msg["files"]
        .as_array()
        .is_some_and(|f| f.iter().any(|f| f["name"] == name && f["png"] == true))
}

/// The screen-reader description of a message's first picture.
fn description(msg: &Value) -> String {
    msg["files"][0]["description"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

async fn world() -> Option<World> {
    world_with(&[("MEMBER_EVENTS", "yes")]).await
}

/// A world whose bot runs with the settings `env`.
async fn world_with(env: &[(&str, &str)]) -> Option<World> {
    let twin = Twin::start(1)?;
    let dir = tempfile::tempdir().unwrap();
    let bot = Bot::start(&twin, dir.path(), env);
    bot.wait_log("commands registered", 1).await;
    let (channel, alice, bob) = (
        twin.info.channels[0].clone(),
        twin.info.users[0].clone(),
        twin.info.users[1].clone(),
    );
    Some(World {
        twin,
        bot,
        _dir: dir,
        channel,
        alice,
        bob,
        sent: Vec::new(),
        moves: Vec::new(),
    })
}

/// A lobby opened by slash command, joined by button, started, tickets
/// kept by button (alice) and by slash command with autocomplete (bob).
async fn open_and_start(w: &mut World) {
    let usa = choice("game", Some("new"), "map", "usa");
    let opened = w
        .slash(
            &w.alice.clone(),
            "game",
            json!([{"name": "new", "type": 1, "options": [
                {"name": "map", "type": 4, "value": usa},
                {"name": "seats", "type": 4, "value": 2},
                {"name": "turn_hours", "type": 4, "value": 0}]}]),
        )
        .await;
    assert_eq!(text(&opened), "Lobby opened.");
    assert_eq!(opened["message"]["flags"], 64, "answers are ephemeral");
    let public = w.next_public(0, "the lobby message").await;
    let (msg, join) = button(&public[0], "j").expect("a Join button");
    let channel = w.channel.clone();
    let joined = w.press(&w.bob.clone(), &channel, &msg, &join).await;
    assert!(!text(&joined).is_empty());
    let lobby = w.twin.messages(&w.channel).await;
    let pressed = lobby.iter().find(|m| m["id"] == msg.as_str()).unwrap();
    assert_eq!(
        pressed["content"], public[0]["content"],
        "a deferred press posts anew"
    );
    let started = w
        .slash(
            &w.alice.clone(),
            "game",
            json!([{"name": "start", "type": 1, "options": []}]),
        )
        .await;
    assert!(!text(&started).is_empty());

    // Both players get their tickets by DM, with a picture and keep buttons.
    for user in [w.alice.clone(), w.bob.clone()] {
        let dm = wait_dm(&w.twin, &user).await;
        let msgs = w
            .twin
            .wait_messages(&dm, "the ticket offer and its picture", |m| {
                // The shim records an upload's file just after its message.
                m.iter().any(|x| button(x, "Keep all").is_some())
                    && m.iter().any(|x| has_png(x, "hand.png"))
            })
            .await;
        assert!(msgs.iter().any(|m| has_png(m, "hand.png")), "{msgs:#?}");
    }
    let dm = w.twin.dm(&w.alice).await.unwrap();
    let offer = w.twin.messages(&dm).await;
    let (msg, keep) = offer.iter().find_map(|m| button(m, "Keep all")).unwrap();
    let kept = w.press(&w.alice.clone(), &dm, &msg, &keep).await;
    assert!(text(&kept).starts_with("Done"), "{kept}");

    let offered = w.suggest(&w.bob.clone(), "keep", "tickets").await;
    assert!(!offered.is_empty(), "ticket suggestions");
    let kept = w
        .slash(
            &w.bob.clone(),
            "keep",
            json!([{"name": "tickets", "type": 3, "value": "1,2,3"}]),
        )
        .await;
    assert!(text(&kept).starts_with("Done"), "{kept}");
}

async fn wait_dm(twin: &Twin, user: &str) -> String {
    for _ in 0..1200 {
        if let Some(dm) = twin.dm(user).await {
            return dm;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("no DM channel opened for {user}");
}

/// The mover draws by button; the same button again, and a forged one,
/// change nothing; the turn goes on with a slash command.
async fn draw_by_button(w: &mut World) {
    let channel = w.channel.clone();
    w.twin
        .wait_messages(&channel, "the first turn's draw buttons", |m| {
            m.iter()
                .any(|x| x["interaction"] == false && button(x, "d").is_some())
        })
        .await;
    let public = w.public().await;
    let last = public
        .iter()
        .rev()
        .find(|m| button(m, "d").is_some())
        .expect("draw buttons")
        .clone();
    let who = mover(&public);
    let (msg, deck) = button(&last, "d").unwrap();
    let drew = w.press(&who, &channel, &msg, &deck).await;
    w.moves.push(drew["id"].as_str().unwrap().to_string());
    let stale = conductor::host::stale().to_string();
    let again = w.press(&who, &channel, &msg, &deck).await;
    assert_eq!(text(&again), stale, "a stale press is refused");
    let parts: Vec<&str> = deck.splitn(4, '|').collect();
    let forged = format!("{}|not-this-game|{}|{}", parts[0], parts[2], parts[3]);
    let forged = w.press(&who, &channel, &msg, &forged).await;
    assert_eq!(text(&forged), stale, "a forged press is refused");
    // Still the same player's second draw: nothing changed.
    let second = w
        .slash(
            &who,
            "draw",
            json!([{"name": "from", "type": 3, "value": "deck"}]),
        )
        .await;
    assert!(!text(&second).contains(&stale), "{second}");
    w.moves.push(second["id"].as_str().unwrap().to_string());
}

/// Plays turns until someone claims a route (from autocomplete), drawing
/// otherwise; returns after the claim's board picture is posted.
async fn play_until_claim(w: &mut World, turns: usize) {
    for _ in 0..turns {
        let seen = w.public().await.len();
        let who = mover(&w.public().await);
        let routes = w.suggest(&who, "claim", "route").await;
        if let Some(route) = routes.first() {
            let value = route["value"].clone();
            let claimed = w
                .slash(
                    &who,
                    "claim",
                    json!([{"name": "route", "type": 3, "value": value}]),
                )
                .await;
            w.moves.push(claimed["id"].as_str().unwrap().to_string());
            let channel = w.channel.clone();
            // When more than one payment fits and one spends locomotives,
            // the bot asks first; take the first payment offered.
            if let Some((msg, pay)) = pay_button(&claimed["message"]) {
                let paid = w.press(&who, &channel, &msg, &pay).await;
                w.moves.push(paid["id"].as_str().unwrap().to_string());
            }
            w.twin
                .wait_messages(&channel, "the claim's board picture", |m| {
                    m.iter()
                        .filter(|x| x["interaction"] == false)
                        .skip(seen)
                        .any(|x| has_png(x, "board.png"))
                })
                .await;
            return;
        }
        for _ in 0..2 {
            let drew = w
                .slash(
                    &who,
                    "draw",
                    json!([{"name": "from", "type": 3, "value": "deck"}]),
                )
                .await;
            w.moves.push(drew["id"].as_str().unwrap().to_string());
        }
        w.next_public(seen, "the next turn").await;
    }
    panic!("nobody could claim a route in {turns} turns");
}

fn percentiles(mut ms: Vec<f64>) -> String {
    if ms.is_empty() {
        return "no samples".into();
    }
    ms.sort_by(f64::total_cmp);
    let at = |p: f64| ms[((ms.len() - 1) as f64 * p).round() as usize];
    format!(
        "p50 {:.1} ms, p99 {:.1} ms ({} samples)",
        at(0.5),
        at(0.99),
        ms.len()
    )
}

/// Prints interaction → first response, and move → board picture posted.
async fn figures(w: &World) {
    let mut first = Vec::new();
    for id in &w.sent {
        let r = w.twin.response(id).await;
        if let (Some(a), Some(b)) = (r["at"].as_f64(), r["first_response_at"].as_f64()) {
            first.push(b - a);
        }
    }
    let posts = w.twin.posts().await;
    let mut board = Vec::new();
    for id in &w.moves {
        let at = w.twin.response(id).await["at"].as_f64().unwrap_or(f64::MAX);
        let posted = posts
            .iter()
            .filter(|p| p["channel"] == w.channel.as_str())
            .filter(|p| {
                p["files"]
                    .as_array()
                    .is_some_and(|f| f.iter().any(|n| n == "board.png"))
            })
            .filter_map(|p| p["at"].as_f64())
            .find(|&t| t > at);
        if let Some(t) = posted {
            board.push(t - at);
        }
    }
    eprintln!("interaction to first response: {}", percentiles(first));
    eprintln!(
        "move to its board picture in the channel: {}",
        percentiles(board)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_play_through_the_emulator_across_a_restart() {
    let Some(mut w) = world().await else { return };
    open_and_start(&mut w).await;
    draw_by_button(&mut w).await;

    // Killed mid-game, started again on the same data: play goes on.
    w.bot.restart();
    w.bot.wait_log("commands registered", 2).await;
    play_until_claim(&mut w, 12).await;

    let hand = w.slash(&w.alice.clone(), "hand", json!([])).await;
    assert_eq!(
        hand["message"]["flags"], 64,
        "the hand is for its owner only"
    );
    assert!(has_png(&hand["message"], "hand.png"), "{hand}");
    let hand_alt = description(&hand["message"]);
    assert!(hand_alt.contains("Your cards:"), "{hand_alt}");
    let board = w.slash(&w.bob.clone(), "board", json!([])).await;
    assert!(has_png(&board["message"], "board.png"), "{board}");
    let board_alt = description(&board["message"]);
    assert!(board_alt.contains("routes claimed"), "{board_alt}");
    assert!(!board_alt.contains("Your cards"), "{board_alt}");

    // Every picture that reached Discord carries the PNG signature and a
    // description of the board for screen readers.
    let all = w.twin.messages(&w.channel).await;
    for m in &all {
        for f in m["files"].as_array().unwrap() {
            assert_eq!(f["png"], true, "{} is not a PNG", f["name"]);
            let alt = f["description"].as_str().unwrap_or_default();
            assert!(
                alt.contains("routes claimed"),
                "{} undescribed: {alt:?}",
                f["name"]
            );
        }
    }
    figures(&w).await;

    // Asked for by MEMBER_EVENTS: Server Members (1 << 1) besides Guilds.
    let intents = w.twin.intents().await;
    assert!(
        !intents.is_empty() && intents.iter().all(|i| i & 0b11 == 0b11),
        "{intents:?}"
    );
    // Bob leaves the server: a computer player keeps his seat, and the
    // channel is told.
    let guild = w.twin.info.guilds[0].clone();
    let user = json!({"id": w.bob, "username": "bob", "discriminator": "0", "avatar": null});
    w.twin
        .dispatch(
            "GUILD_MEMBER_REMOVE",
            json!({"guild_id": guild, "user": user}),
        )
        .await;
    w.twin
        .wait_messages(&w.channel, "the seat given up", |m| {
            m.iter().any(|x| {
                x["content"]
                    .as_str()
                    .is_some_and(|c| c.contains("left the server; a computer player keeps"))
            })
        })
        .await;
}

/// Whether some public message says `what`.
fn says(public: &[Value], what: &str) -> bool {
    public.iter().any(|m| has(m, what))
}

/// Whether `msg` says `what`.
fn has(msg: &Value, what: &str) -> bool {
    msg["content"].as_str().is_some_and(|c| c.contains(what))
}

/// The public messages among `all` (not interaction answers).
fn public_of(all: &[Value]) -> Vec<&Value> {
    all.iter().filter(|x| x["interaction"] == false).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_expert_moves_after_the_player_through_the_emulator() {
    let Some(mut w) = world_with(&[("MEMBER_EVENTS", "yes"), ("EXPERT_MS", "50")]).await else {
        return;
    };
    let alice = w.alice.clone();
    let usa = choice("game", Some("new"), "map", "usa");
    let expert = choice("game", Some("addbot"), "level", "expert");
    for options in [
        json!([{"name": "new", "type": 1, "options": [
            {"name": "map", "type": 4, "value": usa},
            {"name": "seats", "type": 4, "value": 2},
            {"name": "turn_hours", "type": 4, "value": 0}]}]),
        json!([{"name": "addbot", "type": 1, "options": [
            {"name": "level", "type": 4, "value": expert}]}]),
        json!([{"name": "start", "type": 1, "options": []}]),
    ] {
        let answer = w.slash(&alice, "game", options).await;
        assert!(!text(&answer).is_empty(), "{answer}");
    }
    let channel = w.channel.clone();
    w.twin
        .wait_messages(&channel, "the expert keeping its tickets", |m| {
            says(m, "Bot 1 kept")
        })
        .await;
    let kept = w.typed(&alice, "keep", "tickets", "1,2,3").await;
    assert!(text(&kept).starts_with("Done"), "{kept}");
    // Whoever moves first, alice's turn comes: the expert's move hands it
    // over when the expert starts.
    let mut seen = 0;
    for turn in 0..3 {
        let public = w
            .twin
            .wait_messages(&channel, "alice's turn", |m| {
                let public = public_of(m);
                public.len() > seen && public.last().is_some_and(|x| pings(x, &alice))
            })
            .await;
        seen = public_of(&public).len();
        for _ in 0..2 {
            let drew = w.typed(&alice, "draw", "from", "deck").await;
            assert!(text(&drew).starts_with("Done"), "turn {turn}: {drew}");
        }
        // Answered at once; the expert's move follows in a message of its
        // own, handing the turn back.
        let after = w
            .twin
            .wait_messages(&channel, "the expert's move", |m| {
                (public_of(m)[seen..].iter()).any(|x| pings(x, &alice) && has(x, "Bot 1"))
            })
            .await;
        seen = public_of(&after).len() - 1;
    }
}

/// Whether `msg` pings `user`.
fn pings(msg: &Value, user: &str) -> bool {
    has(msg, &format!("<@{user}>"))
}
