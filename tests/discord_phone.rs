//! Whole games played by tapping alone, through the Discord emulator: after
//! `/game new` and `/game start`, every move is a button, a select or the
//! ticket multi-select. Old and forged choices change nothing, and the
//! channel's components never show a ticket, a hand or a deck card.
//!
//! The channel's turn message and each player's turn card are Components
//! V2 messages (text, the picture in a gallery, the rows; the card in one
//! container), checked by the emulator's shim against Discord's limits; a
//! Discord that refuses V2 gets the classic messages.
//!
//! Prints the taps each kind of move took, the share of moves that needed
//! typing, the size of the turn messages, and the time from a press to the
//! channel's updated message (figures, not asserted).

#[path = "discord_support/twin.rs"]
mod twin;

use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::time::Duration;
use twin::{Bot, Twin, choice};

/// One game's world: the emulator, the bot, who is who, and what was done.
struct World {
    twin: Twin,
    _bot: Bot,
    _dir: tempfile::TempDir,
    channel: String,
    alice: String,
    bob: String,
    /// Interactions that are moves or parts of one (press, select).
    taps: Vec<String>,
    /// Taps per kind of move.
    kinds: BTreeMap<&'static str, Vec<usize>>,
    /// Slash commands sent after `/game start`.
    typed: usize,
}

impl World {
    async fn slash(&mut self, user: &str, name: &str, options: Value) -> Value {
        let spec = json!({"kind": "slash", "user": user, "channel": self.channel,
            "name": name, "options": options});
        let id = self.twin.interact(spec).await;
        self.twin.answered(&id).await
    }

    /// Presses the component `custom_id` of message `msg` (in `channel`),
    /// choosing `values` for a select; the answer's message.
    async fn tap(
        &mut self,
        user: &str,
        channel: &str,
        msg: &str,
        custom_id: &str,
        values: Option<Vec<String>>,
    ) -> Value {
        let spec = match values {
            Some(v) => json!({"kind": "select", "user": user, "channel": channel,
                "message": msg, "custom_id": custom_id, "values": v}),
            None => json!({"kind": "button", "user": user, "channel": channel,
                "message": msg, "custom_id": custom_id}),
        };
        let id = self.twin.interact(spec).await;
        self.taps.push(id.clone());
        let got = self.twin.answered_apart_from(&id, Some(msg)).await;
        got["message"].clone()
    }

    /// Public messages in the game channel (not interaction answers).
    async fn public(&self) -> Vec<Value> {
        let all = self.twin.messages(&self.channel).await;
        all.into_iter()
            .filter(|m| m["interaction"] == false)
            .collect()
    }

    fn count(&mut self, kind: &'static str, taps: usize) {
        self.kinds.entry(kind).or_default().push(taps);
    }
}

fn text(msg: &Value) -> String {
    msg["content"].as_str().unwrap_or_default().to_string()
}

/// Every component of a message, rows flattened.
fn parts(msg: &Value) -> Vec<Value> {
    msg["components"]
        .as_array()
        .map(|rows| {
            rows.iter()
                .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
                .collect()
        })
        .unwrap_or_default()
}

/// The component of `msg` whose custom id ends in `|what`.
fn part(msg: &Value, what: &str) -> Option<Value> {
    parts(msg).into_iter().find(|c| {
        c["custom_id"]
            .as_str()
            .is_some_and(|id| id.ends_with(&format!("|{what}")))
    })
}

fn id_of(v: &Value) -> String {
    v["id"].as_str().unwrap_or_default().to_string()
}

fn custom(c: &Value) -> String {
    c["custom_id"].as_str().unwrap_or_default().to_string()
}

/// The values of a select's options.
fn values(select: &Value) -> Vec<String> {
    select["options"]
        .as_array()
        .map(|o| {
            o.iter()
                .filter_map(|x| x["value"].as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

/// A face-up draw button that is not a locomotive, or the deck.
fn draw_part(msg: &Value) -> Option<Value> {
    part(msg, "d").or_else(|| {
        parts(msg).into_iter().find(|c| {
            let id = custom(c);
            let tap = id.rsplit('|').next().unwrap_or_default();
            tap.starts_with('f') && !c["label"].as_str().unwrap_or("").contains("🌈")
        })
    })
}

/// A game on `map` opened, joined and started by tapping; with
/// `refuse_v2`, the first Components V2 message is refused (400).
async fn world(map: &str, refuse_v2: bool) -> Option<World> {
    let twin = Twin::start(1)?;
    let dir = tempfile::tempdir().unwrap();
    let bot = Bot::start(&twin, dir.path(), &[]);
    bot.wait_log("commands registered", 1).await;
    let (channel, alice, bob) = (
        twin.info.channels[0].clone(),
        twin.info.users[0].clone(),
        twin.info.users[1].clone(),
    );
    let mut w = World {
        twin,
        _bot: bot,
        _dir: dir,
        channel,
        alice,
        bob,
        taps: Vec::new(),
        kinds: BTreeMap::new(),
        typed: 0,
    };
    let board = choice("game", Some("new"), "map", map);
    let opened = w
        .slash(
            &w.alice.clone(),
            "game",
            json!([{"name": "new", "type": 1, "options": [
                {"name": "map", "type": 4, "value": board},
                {"name": "seats", "type": 4, "value": 2},
                {"name": "turn_hours", "type": 4, "value": 0}]}]),
        )
        .await;
    assert_eq!(text(&opened["message"]), "Lobby opened.");
    let channel = w.channel.clone();
    let lobby = w
        .twin
        .wait_messages(&channel, "the lobby's Join button", |m| {
            m.iter().any(|x| part(x, "j").is_some())
        })
        .await;
    let msg = lobby.iter().find(|m| part(m, "j").is_some()).unwrap();
    let join = custom(&part(msg, "j").unwrap());
    w.tap(&w.bob.clone(), &channel, &id_of(msg), &join, None)
        .await;
    if refuse_v2 {
        let body = json!({"code": 50035, "message": "Invalid Form Body"});
        w.twin.fail_v2("/messages", 400, body, 1).await;
    }
    let started = w
        .slash(
            &w.alice.clone(),
            "game",
            json!([{"name": "start", "type": 1, "options": []}]),
        )
        .await;
    assert!(!text(&started["message"]).is_empty());
    Some(w)
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

/// Both players keep their first tickets with the multi-select of their
/// DM: alice the fewest allowed, bob all of them.
async fn keep_first_tickets(w: &mut World) {
    for (user, all) in [(w.alice.clone(), false), (w.bob.clone(), true)] {
        let dm = wait_dm(&w.twin, &user).await;
        let msgs = w
            .twin
            .wait_messages(&dm, "the keep menu", |m| {
                m.iter().any(|x| part(x, "mk").is_some())
            })
            .await;
        let msg = msgs.iter().rev().find(|m| part(m, "mk").is_some()).unwrap();
        let menu = part(msg, "mk").unwrap();
        let least = menu["min_values"].as_u64().unwrap() as usize;
        assert_eq!(
            menu["max_values"].as_u64().unwrap() as usize,
            values(&menu).len(),
            "any number up to all: {menu}"
        );
        let mut chosen = values(&menu);
        if !all {
            chosen.truncate(least);
        }
        let kept = w
            .tap(&user, &dm, &id_of(msg), &custom(&menu), Some(chosen))
            .await;
        assert!(text(&kept).starts_with("Done"), "{kept}");
        w.count("keep tickets", 1);
    }
}

/// A turn's first message: it pings the mover, offers "My turn" and a
/// move to start the turn with (a card, tickets or a route). Drawing
/// tickets also pings the mover with "My turn" (to reopen their keep
/// menu), but offers no such move: that message is not a new turn.
fn is_turn(msg: &Value) -> bool {
    let opens = draw_part(msg).is_some() || part(msg, "tk").is_some() || part(msg, "mc").is_some();
    text(msg).starts_with("<@") && part(msg, "me").is_some() && opens
}

/// The newest turn message, once it is newer than `after`: the message
/// with the "My turn" button, and whom it pings. `None` at the game's end.
async fn turn(w: &World, after: &str) -> Option<(Value, String)> {
    let channel = w.channel.clone();
    let msgs = w
        .twin
        .wait_messages(&channel, "the next turn", |m| {
            let public: Vec<&Value> = m.iter().filter(|x| x["interaction"] == false).collect();
            public.iter().any(|x| text(x).contains("Final scores"))
                || public
                    .iter()
                    .rev()
                    .find(|x| is_turn(x))
                    .is_some_and(|x| id_of(x) != after)
        })
        .await;
    let public: Vec<Value> = msgs
        .into_iter()
        .filter(|x| x["interaction"] == false)
        .collect();
    if public.iter().any(|x| text(x).contains("Final scores")) {
        return None;
    }
    let msg = public.iter().rev().find(|x| is_turn(x)).unwrap().clone();
    let c = text(&msg);
    assert!(c.starts_with("<@"), "the turn message pings the mover: {c}");
    let mover = c[2..c.find('>').unwrap()].to_string();
    Some((msg, mover))
}

/// Claims from the "My turn" menu: a tunnel first while none was tried,
/// else the first route offered (the player's tickets come first). Pays
/// when asked how, and pays for a tunnel; returns whether it claimed.
async fn claim(w: &mut World, who: &str, mine: &Value, tunnels: &mut usize) -> bool {
    let channel = w.channel.clone();
    let Some(menu) = part(mine, "my") else {
        return false;
    };
    let options = menu["options"].as_array().cloned().unwrap_or_default();
    let pick = options
        .iter()
        .find(|o| *tunnels == 0 && o["label"].as_str().unwrap_or("").contains("tunnel"))
        .unwrap_or(&options[0]);
    let value = pick["value"].as_str().unwrap().to_string();
    if pick["label"].as_str().unwrap_or("").contains("tunnel") {
        *tunnels += 1;
    }
    let mut taps = 2;
    let mut answer = w
        .tap(
            who,
            &channel,
            &id_of(mine),
            &custom(&menu),
            Some(vec![value]),
        )
        .await;
    if let Some(pay) = parts(&answer).into_iter().find(|c| {
        custom(c)
            .rsplit('|')
            .next()
            .is_some_and(|t| t.starts_with('p'))
    }) {
        answer = w
            .tap(who, &channel, &id_of(&answer), &custom(&pay), None)
            .await;
        taps += 1;
    }
    w.count("claim a route", taps);
    if let Some(pay) = part(&answer, "ty") {
        let paid = w
            .tap(who, &channel, &id_of(&answer), &custom(&pay), None)
            .await;
        if !text(&paid).starts_with("Done") {
            let give_up = part(&answer, "tn").unwrap();
            w.tap(who, &channel, &id_of(&answer), &custom(&give_up), None)
                .await;
        }
        w.count("answer a tunnel", 1);
    }
    assert!(
        text(&answer).starts_with("Done") || part(&answer, "ty").is_some(),
        "{answer}"
    );
    true
}

/// Builds a station from the "My turn" menu, if the player's cards pay for one.
async fn station(w: &mut World, who: &str, mine: &Value) -> bool {
    let channel = w.channel.clone();
    let Some(menu) = part(mine, "ms") else {
        return false;
    };
    let value = values(&menu)[0].clone();
    let built = w
        .tap(
            who,
            &channel,
            &id_of(mine),
            &custom(&menu),
            Some(vec![value]),
        )
        .await;
    assert!(text(&built).starts_with("Done"), "{built}");
    w.count("build a station", 2);
    true
}

/// Draws two cards: the deck (or a face-up card) on the turn message, then
/// the second from the answer.
async fn draw_two(w: &mut World, who: &str, msg: &Value) -> bool {
    let channel = w.channel.clone();
    let Some(first) = draw_part(msg) else {
        return false;
    };
    let answer = w
        .tap(who, &channel, &id_of(msg), &custom(&first), None)
        .await;
    let mut taps = 1;
    for c in parts(&answer) {
        if c["label"].as_str().is_some_and(|l| l.contains('🌈')) {
            assert_eq!(c["disabled"], true, "no locomotive as a second card: {c}");
        }
    }
    if let Some(second) = draw_part(&answer) {
        w.tap(who, &channel, &id_of(&answer), &custom(&second), None)
            .await;
        taps += 1;
    }
    w.count("draw cards", taps);
    true
}

/// Draws tickets and keeps the fewest allowed with the multi-select.
async fn tickets(w: &mut World, who: &str, msg: &Value) -> bool {
    let channel = w.channel.clone();
    let Some(button) = part(msg, "tk") else {
        return false;
    };
    let answer = w
        .tap(who, &channel, &id_of(msg), &custom(&button), None)
        .await;
    let menu = part(&answer, "mk").expect("the keep menu with the answer");
    let least = menu["min_values"].as_u64().unwrap() as usize;
    let mut chosen = values(&menu);
    chosen.truncate(least);
    let kept = w
        .tap(who, &channel, &id_of(&answer), &custom(&menu), Some(chosen))
        .await;
    assert!(text(&kept).starts_with("Done"), "{kept}");
    w.count("draw and keep tickets", 2);
    true
}

/// Old, forged and taken choices change nothing and say so.
async fn refused_choices(w: &mut World, first_turn: &Value, msg: &Value, who: &str) {
    let channel = w.channel.clone();
    let before = w.public().await.len();
    let stale = conductor::host::stale().to_string();
    let not_offered = conductor::host::not_offered().to_string();
    let old = part(first_turn, "mc").expect("the first turn's claim menu");
    let v = values(&old)[0].clone();
    let said = w
        .tap(
            who,
            &channel,
            &id_of(first_turn),
            &custom(&old),
            Some(vec![v]),
        )
        .await;
    assert_eq!(text(&said), stale, "an old menu");
    let now = part(msg, "mc").expect("a claim menu");
    let said = w
        .tap(
            who,
            &channel,
            &id_of(msg),
            &custom(&now),
            Some(vec!["9999".into()]),
        )
        .await;
    assert_eq!(text(&said), not_offered, "a value never offered");
    let said = w
        .tap(
            who,
            &channel,
            &id_of(msg),
            &custom(&now),
            Some(vec!["1".into(), "2".into()]),
        )
        .await;
    assert_eq!(text(&said), not_offered, "two routes at once");
    let forged = custom(&now).replace("|mc", "|zz");
    let said = w
        .tap(who, &channel, &id_of(msg), &forged, Some(vec!["1".into()]))
        .await;
    assert_eq!(text(&said), stale, "a menu this bot never made");
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(w.public().await.len(), before, "nothing was posted");
    w.taps.truncate(w.taps.len() - 4);
}

/// What a whole game showed.
#[derive(Default)]
struct Played {
    moves: usize,
    tunnels: usize,
    stations: usize,
}

/// Plays the game to its end by tapping alone.
async fn play(w: &mut World, stations_wanted: bool) -> Played {
    keep_first_tickets(w).await;
    let mut played = Played::default();
    let mut after = String::new();
    let mut first_turn: Option<Value> = None;
    let mut turns_of: BTreeMap<String, usize> = BTreeMap::new();
    for n in 0..600 {
        let Some((msg, who)) = turn(w, &after).await else {
            return played;
        };
        after = id_of(&msg);
        let first = first_turn.get_or_insert_with(|| msg.clone()).clone();
        let mine_turns = turns_of.entry(who.clone()).or_default();
        *mine_turns += 1;
        let nth = *mine_turns;
        if n == 6 {
            refused_choices(w, &first, &msg, &who).await;
        }
        played.moves += 1;
        if nth == 2 && tickets(w, &who, &msg).await {
            continue;
        }
        let channel = w.channel.clone();
        let me = part(&msg, "me").unwrap();
        let mine = w
            .tap(&who, &channel, &id_of(&msg), &custom(&me), None)
            .await;
        w.count("look: my turn", 1);
        assert_eq!(mine["flags"], 64, "My turn is for the mover alone");
        if stations_wanted && played.stations < 2 && nth > 8 && station(w, &who, &mine).await {
            played.stations += 1;
            continue;
        }
        if claim(w, &who, &mine, &mut played.tunnels).await {
            continue;
        }
        if draw_two(w, &who, &msg).await || tickets(w, &who, &msg).await {
            continue;
        }
        panic!("{who} could do nothing by tapping: {msg}");
    }
    panic!("the game did not end in 600 turns");
}

/// The texts of a V2 message's components other than its first text (the
/// message itself): the status under the picture, the picture's description.
fn v2_texts(msg: &Value) -> Vec<String> {
    let mut out = Vec::new();
    let mut texts = 0;
    fn walk(c: &Value, texts: &mut usize, out: &mut Vec<String>) {
        if c["type"] == 10 {
            *texts += 1;
            if *texts > 1 {
                out.extend(c["content"].as_str().map(str::to_string));
            }
        }
        for item in c["items"].as_array().into_iter().flatten() {
            out.extend(item["description"].as_str().map(str::to_string));
        }
        for inner in c["components"].as_array().into_iter().flatten() {
            walk(inner, texts, out);
        }
    }
    for c in msg["v2"].as_array().into_iter().flatten() {
        walk(c, &mut texts, &mut out);
    }
    out
}

/// Every text a channel message's components carry.
fn component_texts(msg: &Value) -> Vec<String> {
    let mut out = v2_texts(msg);
    for c in parts(msg) {
        for key in ["label", "custom_id", "placeholder"] {
            out.extend(c[key].as_str().map(str::to_string));
        }
        for o in c["options"].as_array().cloned().unwrap_or_default() {
            for key in ["label", "value", "description"] {
                out.extend(o[key].as_str().map(str::to_string));
            }
        }
    }
    out
}

/// The channel's components never show a ticket, a hand or a deck card,
/// nor a menu only the mover may see.
async fn nothing_hidden_in_public(w: &World, map: &str) {
    let board = conductor::maps::board(map).unwrap();
    let lanes: Vec<String> = (0..board.lanes.len())
        .map(|i| board.lane_name(conductor::rules::LaneId::at(i)))
        .collect();
    let tickets: Vec<String> = (0..board.tickets.len())
        .map(|i| board.ticket_name(conductor::rules::TicketId::at(i)))
        .filter(|t| !lanes.contains(t))
        .collect();
    let mut seen = 0;
    for m in w.public().await {
        for t in component_texts(&m) {
            seen += 1;
            for ticket in &tickets {
                assert!(!t.contains(ticket.as_str()), "a ticket in public: {t}");
            }
            for private in [
                "|my",
                "|mk",
                "For your ticket",
                "Your cards",
                "locomotive ×",
            ] {
                assert!(!t.contains(private), "private in public: {t}");
            }
        }
        for c in parts(&m) {
            assert!(
                c["options"]
                    .as_array()
                    .is_none_or(|o| o.iter().all(|x| x["description"].is_null())),
                "no option explains itself in public: {c}"
            );
        }
    }
    assert!(seen > 1000, "components checked: {seen}");
}

/// The component types of a V2 message's top level, or of its container.
fn kinds(components: &Value) -> Vec<u64> {
    components
        .as_array()
        .map(|a| a.iter().filter_map(|c| c["type"].as_u64()).collect())
        .unwrap_or_default()
}

/// Whether `msg` went as Components V2.
fn is_v2(msg: &Value) -> bool {
    msg["flags"].as_u64().is_some_and(|f| f & (1 << 15) != 0)
}

/// Every turn message is V2: the text (pinging the mover), the board in a
/// gallery, the status band as text, the rows; every turn card (a DM with
/// menus) is one container of the text, the picture and the rows. The
/// shim refused none.
async fn turn_messages_are_v2(w: &World, title: &str) {
    assert_eq!(w.twin.v2_refused().await, Vec::<Value>::new());
    let turns: Vec<Value> = w.public().await.into_iter().filter(is_turn).collect();
    assert!(turns.len() > 20, "{} turn messages", turns.len());
    for m in &turns {
        assert!(is_v2(m), "a classic turn message: {m}");
        let v2 = &m["v2"];
        let k = kinds(v2);
        assert_eq!(k[..3], [10, 12, 10], "{m}");
        assert!(k[3..].iter().all(|&t| t == 1), "{m}");
        assert!(v2[0]["content"].as_str().unwrap().starts_with("<@"));
        assert_eq!(v2[1]["items"][0]["media"]["url"], "attachment://board.png");
        assert!(m["files"][0]["name"] == "board.png", "{m}");
        let status = v2[2]["content"].as_str().unwrap();
        assert!(status.starts_with(title), "{status}");
    }
    let mut cards = 0;
    for user in [&w.alice, &w.bob] {
        let dm = w.twin.dm(user).await.unwrap();
        for m in w.twin.messages(&dm).await {
            if m["interaction"] == true || parts(&m).iter().all(|c| c["type"] != 3) {
                continue;
            }
            assert!(is_v2(&m), "a classic turn card: {m}");
            assert_eq!(kinds(&m["v2"]), [17], "{m}");
            let inner = kinds(&m["v2"][0]["components"]);
            assert_eq!(inner[..2], [10, 12], "{m}");
            assert!(inner[2..].iter().all(|&t| t == 1), "{m}");
            cards += 1;
        }
    }
    assert!(cards > 20, "{cards} turn cards");
}

/// Components at every depth.
fn every_depth(components: &Value) -> usize {
    components.as_array().map_or(0, |a| {
        a.iter().map(|c| 1 + every_depth(&c["components"])).sum()
    })
}

/// Characters of text as Discord counts them towards 4,000.
fn text_chars(components: &Value) -> usize {
    let count = |v: &Value| v.as_str().map_or(0, |s| s.chars().count());
    components.as_array().map_or(0, |a| {
        a.iter()
            .map(|c| {
                let options = c["options"].as_array().into_iter().flatten();
                let own: usize = ["content", "label", "placeholder"]
                    .iter()
                    .map(|k| count(&c[*k]))
                    .sum();
                let opts: usize = options
                    .map(|o| count(&o["label"]) + count(&o["description"]))
                    .sum();
                own + opts + text_chars(&c["components"])
            })
            .sum()
    })
}

fn percentiles(mut ms: Vec<f64>) -> String {
    if ms.is_empty() {
        return "no samples".into();
    }
    ms.sort_by(f64::total_cmp);
    let at = |p: f64| ms[((ms.len() - 1) as f64 * p).round() as usize];
    format!(
        "p50 {:.1}, p99 {:.1}, max {:.1} ({} samples)",
        at(0.5),
        at(0.99),
        ms[ms.len() - 1],
        ms.len()
    )
}

/// Prints taps per kind of move, the share typed, message sizes and the
/// time from a press to its answer and to the channel's next message.
async fn figures(w: &World, map: &str, played: &Played) {
    eprintln!("{map}: {} turns by tapping alone", played.moves);
    for (kind, taps) in &w.kinds {
        let most = taps.iter().max().unwrap_or(&0);
        let mean = taps.iter().sum::<usize>() as f64 / taps.len().max(1) as f64;
        eprintln!(
            "  {kind}: {} times, taps mean {mean:.2}, most {most}",
            taps.len()
        );
    }
    eprintln!(
        "  moves that needed typing: {} of {} ({:.0}%)",
        w.typed,
        played.moves,
        100.0 * w.typed as f64 / played.moves.max(1) as f64
    );
    let public = w.public().await;
    let turns: Vec<&Value> = public.iter().filter(|m| is_turn(m)).collect();
    let sizes: Vec<f64> = turns
        .iter()
        .map(|m| {
            let payload = json!({"flags": m["flags"], "components": m["v2"]});
            payload.to_string().len() as f64
        })
        .collect();
    eprintln!(
        "  turn message V2 JSON bytes (components): {}",
        percentiles(sizes)
    );
    let counts: Vec<f64> = turns.iter().map(|m| every_depth(&m["v2"]) as f64).collect();
    eprintln!(
        "  components per turn message (every depth, at most 40): {}",
        percentiles(counts)
    );
    let chars: Vec<f64> = turns.iter().map(|m| text_chars(&m["v2"]) as f64).collect();
    eprintln!(
        "  text characters per turn message (at most 4000): {}",
        percentiles(chars)
    );
    let mut cards = Vec::new();
    for user in [&w.alice, &w.bob] {
        let dm = w.twin.dm(user).await.unwrap_or_default();
        let msgs = w.twin.messages(&dm).await;
        cards.extend(msgs.into_iter().filter(is_v2).map(|m| m["v2"].clone()));
    }
    let card_sizes: Vec<f64> = cards.iter().map(|c| c.to_string().len() as f64).collect();
    eprintln!("  turn card V2 JSON bytes: {}", percentiles(card_sizes));
    let card_counts: Vec<f64> = cards.iter().map(|c| every_depth(c) as f64).collect();
    eprintln!("  components per turn card: {}", percentiles(card_counts));
    let posts = w.twin.posts().await;
    let public_ids: Vec<String> = public.iter().map(id_of).collect();
    let (mut answered, mut updated) = (Vec::new(), Vec::new());
    for id in &w.taps {
        let r = w.twin.response(id).await;
        let Some(at) = r["at"].as_f64() else { continue };
        let answer = r["message"].as_str().unwrap_or_default();
        let next = |wanted: &dyn Fn(&str) -> bool| {
            posts
                .iter()
                .filter(|p| p["message"].as_str().is_some_and(wanted))
                .filter_map(|p| p["at"].as_f64())
                .find(|&t| t > at)
                .map(|t| t - at)
        };
        answered.extend(next(&|m| m == answer));
        updated.extend(next(&|m| public_ids.iter().any(|p| p == m)));
    }
    eprintln!("  press to its answer, ms: {}", percentiles(answered));
    eprintln!(
        "  press to the channel's next public message, ms: {}",
        percentiles(updated)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_usa_game_by_taps_alone() {
    let Some(mut w) = world("usa", false).await else {
        return;
    };
    let played = play(&mut w, false).await;
    assert!(played.moves > 20, "a whole game: {} turns", played.moves);
    assert!(w.kinds.contains_key("claim a route"));
    assert!(w.kinds.contains_key("draw and keep tickets"));
    for (kind, most) in [
        ("draw cards", 2),
        ("claim a route", 3),
        ("keep tickets", 1),
        ("draw and keep tickets", 2),
    ] {
        let taps = &w.kinds[kind];
        assert!(taps.iter().all(|&t| t <= most), "{kind}: {taps:?}");
    }
    nothing_hidden_in_public(&w, "usa").await;
    turn_messages_are_v2(&w, "USA · ").await;
    figures(&w, "usa", &played).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_europe_game_with_a_tunnel_and_a_station_by_taps_alone() {
    let Some(mut w) = world("europe", false).await else {
        return;
    };
    let played = play(&mut w, true).await;
    assert!(played.tunnels > 0, "a tunnel was claimed");
    assert!(played.stations > 0, "a station was built");
    nothing_hidden_in_public(&w, "europe").await;
    turn_messages_are_v2(&w, "Europe · ").await;
    figures(&w, "europe", &played).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_discord_that_refuses_components_v2_gets_classic_messages() {
    let Some(mut w) = world("usa", true).await else {
        return;
    };
    keep_first_tickets(&mut w).await;
    let (msg, who) = turn(&w, "").await.expect("the first turn");
    assert!(!is_v2(&msg), "{msg}");
    assert!(draw_two(&mut w, &who, &msg).await, "the buttons work");
    let (next, _) = turn(&w, &id_of(&msg)).await.expect("the second turn");
    assert!(!is_v2(&next) && text(&next).starts_with("<@"), "{next}");
    // Messages sent beside the refused one may have gone as V2; every
    // one after the first turn's message goes the classic way.
    let snowflake = |m: &Value| id_of(m).parse::<u128>().unwrap();
    let mut later = 0;
    for user in [w.alice.clone(), w.bob.clone()] {
        let dm = wait_dm(&w.twin, &user).await;
        for m in w.twin.messages(&dm).await {
            if snowflake(&m) > snowflake(&msg) && m["interaction"] == false {
                assert!(!is_v2(&m), "a V2 card after the refusal: {m}");
                later += 1;
            }
        }
    }
    assert!(later > 0, "private messages after the refusal");
    // The shim records a message's files once the emulator has stored it.
    let public = w.public().await;
    let first = public.iter().find(|m| id_of(m) == id_of(&msg)).unwrap();
    assert_eq!(first["files"][0]["name"], "board.png", "{first}");
    let log = w._bot.log();
    let refused = "Discord refused a Components V2 message";
    assert_eq!(log.matches(refused).count(), 1, "told once: {log}");
}
