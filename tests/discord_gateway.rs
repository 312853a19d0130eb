//! Gateway faults through the Discord emulator: the connection drops while a
//! player presses a button. When the session resumes, Discord replays the
//! press and the bot answers it once, or, if the press is older than Discord
//! waits for an answer, the bot's answer is refused and the game is as it
//! was; when Discord answers the resume with "invalid session" (op 9), the
//! bot signs in afresh, the press is gone, and the game is as it was. No message reaches the channel twice. Needs node
//! and `npm ci` in tests/twin, as tests/discord_emulator.rs does.

#[path = "discord_support/twin.rs"]
mod twin;

use serde_json::{Value, json};
use std::collections::HashSet;
use std::time::Duration;
use twin::{Bot, Twin, choice};

/// The emulator, the bot (signed in), and the lobby's Join button.
struct Lobby {
    twin: Twin,
    bot: Bot,
    _dir: tempfile::TempDir,
    channel: String,
    bob: String,
    /// (message id, custom id) of the Join button.
    join: (String, String),
}

/// Starts the emulator and the bot, and opens a two-seat lobby as alice.
async fn lobby() -> Option<Lobby> {
    let twin = Twin::start(1)?;
    let dir = tempfile::tempdir().unwrap();
    let bot = Bot::start(&twin, dir.path(), &[]);
    bot.wait_log("commands registered", 1).await;
    let channel = twin.info.channels[0].clone();
    let (alice, bob) = (twin.info.users[0].clone(), twin.info.users[1].clone());
    let usa = choice("game", Some("new"), "map", "usa");
    let new = json!([{"name": "new", "type": 1, "options": [
        {"name": "map", "type": 4, "value": usa},
        {"name": "seats", "type": 4, "value": 2},
        {"name": "turn_hours", "type": 4, "value": 0}]}]);
    let id = twin
        .interact(json!({"kind": "slash", "user": alice, "channel": channel,
            "name": "game", "options": new}))
        .await;
    twin.answered(&id).await;
    let msgs = twin
        .wait_messages(&channel, "the lobby", |m| {
            m.iter().any(|x| join_button(x).is_some())
        })
        .await;
    let join = msgs.iter().find_map(join_button).unwrap();
    Some(Lobby {
        twin,
        bot,
        _dir: dir,
        channel,
        bob,
        join,
    })
}

/// The Join button of a message: (message id, custom id).
fn join_button(msg: &Value) -> Option<(String, String)> {
    let rows = msg["components"].as_array()?;
    rows.iter()
        .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
        .find(|b| b["custom_id"].as_str().is_some_and(|c| c.ends_with("|j")))
        .map(|b| {
            let id = msg["id"].as_str().unwrap_or_default().to_string();
            (id, b["custom_id"].as_str().unwrap_or_default().to_string())
        })
}

impl Lobby {
    /// Bob presses Join; the interaction's id.
    async fn press_join(&self) -> String {
        let (message, custom_id) = &self.join;
        self.twin
            .interact(
                json!({"kind": "button", "user": self.bob, "channel": self.channel,
                "message": message, "custom_id": custom_id}),
            )
            .await
    }

    /// The text of the answer to a press, once answered.
    async fn answer(&self, id: &str) -> String {
        let got = self.twin.answered_apart_from(id, Some(&self.join.0)).await;
        got["message"]["content"]
            .as_str()
            .unwrap_or_default()
            .to_string()
    }

    /// Every message in the channel has a nonce of its own, and no text
    /// the bot posted (not an answer) appears twice.
    async fn nothing_twice(&self) {
        let msgs = self.twin.messages(&self.channel).await;
        let mut nonces = HashSet::new();
        let mut posted = HashSet::new();
        for m in &msgs {
            if let Some(nonce) = m["nonce"].as_str() {
                assert!(nonces.insert(nonce.to_string()), "nonce twice: {msgs:#?}");
            }
            if m["interaction"] == false {
                let key = (m["content"].to_string(), m["components"].to_string());
                assert!(posted.insert(key), "posted twice: {m:#}");
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_press_made_while_the_gateway_was_down_is_answered_once_resumed() {
    let Some(w) = lobby().await else { return };
    w.twin.drop_gateway("replay", true).await;
    // The bot comes back and asks to resume; the answer waits while bob
    // presses Join.
    w.twin.wait_gateway("held", 1).await;
    let pressed = w.press_join().await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(
        w.twin.response(&pressed).await["acknowledged"],
        false,
        "nobody could answer while the bot was away"
    );
    w.twin.release_gateway().await;
    let joined = w.answer(&pressed).await;
    assert!(joined.contains("joined"), "{joined}");
    let counts = w.twin.gateway().await;
    assert_eq!(
        (counts["resumed"].as_u64(), counts["identified"].as_u64()),
        (Some(1), Some(1))
    );

    // Pressing again says so: the first press counted once.
    let again = w.press_join().await;
    let twice = w.answer(&again).await;
    assert!(!twice.contains("joined"), "{twice}");
    w.nothing_twice().await;
    let log = w.bot.log();
    assert!(!log.contains("panicked"), "{log}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_an_invalid_session_the_bot_signs_in_again_and_the_lost_press_changes_nothing() {
    let Some(w) = lobby().await else { return };
    w.twin.drop_gateway("invalid", true).await;
    w.twin.wait_gateway("held", 1).await;
    let lost = w.press_join().await;
    w.twin.release_gateway().await;
    // Told the session is gone, the bot identifies again.
    w.twin.wait_gateway("identified", 2).await;
    let counts = w.twin.gateway().await;
    assert_eq!(counts["invalidated"], 1, "{counts}");
    assert_eq!(counts["resumed"], 0, "{counts}");

    // The press sent while it was away never reached it: unanswered (the
    // player saw it fail), and bob is not seated: pressing again joins.
    let rejoined = w.press_join().await;
    let joined = w.answer(&rejoined).await;
    assert!(joined.contains("joined"), "{joined}");
    assert_eq!(w.twin.response(&lost).await["acknowledged"], false);
    w.nothing_twice().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_press_replayed_after_discord_expired_it_changes_nothing() {
    let Some(w) = lobby().await else { return };
    w.twin.expire_after(3_000).await;
    w.twin.drop_gateway("replay", true).await;
    w.twin.wait_gateway("held", 1).await;
    let expired = w.press_join().await;
    // Away longer than Discord waits for a first response.
    tokio::time::sleep(Duration::from_millis(3_500)).await;
    w.twin.release_gateway().await;
    w.twin.wait_gateway("resumed", 1).await;
    w.bot.wait_log("Unknown interaction", 1).await;

    // The bot was handed the press but could not answer it, so it did not
    // act on it: bob is not seated, and pressing again joins.
    let rejoined = w.press_join().await;
    let joined = w.answer(&rejoined).await;
    assert!(joined.contains("joined"), "{joined}");
    assert_eq!(w.twin.response(&expired).await["acknowledged"], false);
    w.nothing_twice().await;
}
