//! Hostile text through the host over the embedded store: every hostile
//! string as a player's name and as every typed value of every command, in
//! every language, on the Europe and World boards. Every reply, public
//! message, private message and button label must read clean in the console
//! (no control, bidi or invisible characters, no combining floods) and, as
//! the Discord content the bot would send, carry no live markdown, mention
//! or link syntax and fit Discord's 2,000 characters. Names kept in seats
//! and drawn in pictures are clean and at most 32 characters, also for
//! games stored before names were cleaned.

#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

use conductor::cli::parse as parse_line;
use conductor::discord::{self, content};
use conductor::host::{
    BotLevel, Caller, ChannelRecord, Command, Host, NewGame, OutMsg, Picture, Reply, Request,
};
use conductor::i18n::{self, Lang, MAX_MARKS, MAX_NAME, Msg};
use conductor::maps::BoardId;
use conductor::rules::{LanePick, PayChoice};
use conductor::store::{Commit, Store};
use support::host::{drain, embedded};
use unicode_normalization::char::is_combining_mark;

/// Names and values a hostile or careless user might type.
fn hostile() -> Vec<String> {
    let mut list: Vec<String> = [
        "**bold** __under__ ~~gone~~ ||spoiler||",
        "*it* _it_ ***both***",
        "`tick` ``two``",
        "```rust\nfn main() {}\n```",
        "> quoted\n>>> all quoted",
        "# Heading",
        "-# small print",
        "- item\n* item\n1. first",
        "@everyone",
        "@here look",
        "<@123456789012345678>",
        "<@!123456789012345678>",
        "<@&123456789012345678>",
        "<#123456789012345678>",
        "<:pog:123456789012345678> <t:1700000000:R> </claim:1234567890>",
        "[free nitro](https://evil.example/x)",
        "https://evil.example",
        "\\*not\\* escaped\\",
        "ann\u{202E}txt.exe",
        "\u{2066}iso\u{2069}late \u{200E}mark\u{200F} \u{202A}emb\u{202C}",
        "nul\u{0}esc\u{1b}[31mred\u{7}bell",
        "line\u{2028}sep\u{2029}para\r\nCRLF\tTab",
        "\u{200B}\u{3164}\u{FEFF}",
        "ann\u{0}",
    ]
    .map(String::from)
    .to_vec();
    list.push(format!("Z{}algo", "\u{0301}\u{0336}\u{0489}".repeat(100)));
    list.push("W".repeat(6000));
    list.push("**".repeat(3000));
    list.push(format!("<@{}>", "1".repeat(5990)));
    list
}

/// Bidi controls, zero-width and line/paragraph separators: never shown.
fn unwanted(c: char) -> bool {
    (c.is_control() && c != '\n')
        || matches!(c, '\u{061C}' | '\u{200B}' | '\u{200E}' | '\u{200F}' | '\u{2028}' | '\u{2029}'
            | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{FEFF}' | '\u{3164}')
}

/// What is wrong with a text as the console shows it.
fn console_problem(text: &str) -> Option<String> {
    if let Some(c) = text.chars().find(|&c| unwanted(c)) {
        return Some(format!("character U+{:04X}", c as u32));
    }
    let mut run = 0;
    for c in text.chars() {
        run = if is_combining_mark(c) { run + 1 } else { 0 };
        if run > MAX_MARKS {
            return Some(format!("{run} combining marks in a row"));
        }
    }
    None
}

/// What is wrong with a text as Discord content: live markdown, mention or
/// link syntax, or more than 2,000 characters. Reads escapes as Discord
/// does: a backslash before punctuation shows that punctuation as it is.
fn discord_problem(content: &str) -> Option<String> {
    let n = content.chars().count();
    if n > 2000 {
        return Some(format!("{n} characters"));
    }
    let lower = content.to_lowercase();
    if lower.contains("@everyone") || lower.contains("@here") {
        return Some("a mass mention".into());
    }
    for line in content.split('\n') {
        let body = line.trim_start();
        if body.starts_with(['>', '#', '-']) {
            return Some(format!("block syntax at a line's start: {line:?}"));
        }
        let digits = body.chars().take_while(char::is_ascii_digit).count();
        if digits > 0 && body[digits..].starts_with(". ") {
            return Some(format!("a numbered list: {line:?}"));
        }
        let mut escaped = false;
        for (i, c) in body.char_indices() {
            if escaped {
                escaped = false;
                continue;
            }
            match c {
                '\\' => escaped = true,
                '*' | '_' | '~' | '|' | '`' | '<' | '[' | ']' => {
                    return Some(format!("live {c:?} in {line:?}"));
                }
                ':' if body[i..].starts_with("://") => {
                    return Some(format!("a link in {line:?}"));
                }
                _ => {}
            }
        }
    }
    None
}

/// Every text checked, and what was found.
#[derive(Default)]
struct Seen {
    /// Texts checked (console and Discord form).
    texts: usize,
    /// Texts that carried (the cleaned start of) a hostile string.
    carried: usize,
    /// Texts that, sent to Discord without escaping, would have carried
    /// live syntax: proof that the checks can fail.
    raw_live: usize,
    /// Commands and command lines sent with a hostile string.
    cases: usize,
    problems: Vec<String>,
}

impl Seen {
    /// Checks one text meant for players; `hostile` is the string in play.
    fn text(&mut self, what: &str, text: &str, hostile: &str) {
        self.texts += 1;
        let shown = i18n::clean_name(hostile);
        let key: String = shown.chars().take(6).collect();
        if !key.is_empty() && (text.contains(&key) || text.contains(&i18n::clean_arg(hostile))) {
            self.carried += 1;
        }
        if let Some(p) = console_problem(text) {
            self.problems
                .push(format!("{what}: console: {p}: {text:?}"));
        }
        if discord_problem(text).is_some() {
            self.raw_live += 1;
        }
        let discord = content(text);
        // A zero-width space after `@` is how a mass mention is broken.
        let visible = discord.replace("@\u{200B}", "@");
        if let Some(p) = discord_problem(&discord).or_else(|| console_problem(&visible)) {
            self.problems
                .push(format!("{what}: discord: {p}: {discord:?} (from {text:?})"));
        }
    }

    fn reply(&mut self, what: &str, r: &Reply, hostile: &str) {
        self.text(what, &r.text, hostile);
        for b in &r.buttons {
            self.label(what, &b.label);
        }
        if let Some(p) = &r.picture {
            self.picture(what, p);
        }
    }

    fn outbox(&mut self, what: &str, msgs: &[OutMsg], hostile: &str) {
        for m in msgs {
            self.text(&format!("{what} → {:?}", m.to), &m.text, hostile);
            for b in &m.buttons {
                self.label(what, &b.label);
            }
            if let Some(p) = &m.picture {
                self.picture(what, p);
            }
        }
    }

    /// Button labels are plain text on Discord: clean and short.
    fn label(&mut self, what: &str, label: &str) {
        if let Some(p) = console_problem(label) {
            self.problems.push(format!("{what}: label: {p}: {label:?}"));
        }
    }

    /// The names a picture draws.
    fn picture(&mut self, what: &str, picture: &Picture) {
        let drawn = picture.with_clean_names();
        let names: Vec<&String> = match &drawn {
            Picture::Board { view, .. } | Picture::CatchUp { view, .. } => {
                view.players.iter().map(|p| &p.name).collect()
            }
            Picture::Private { view, .. } => view.public.players.iter().map(|p| &p.name).collect(),
            // A recap draws pieces, not names.
            Picture::Recap { .. } => return,
            Picture::Standings { sheet, .. } => sheet.rows.iter().map(|r| &r.name).collect(),
            Picture::Pairings { sheet, .. } => (sheet.tables.iter())
                .flat_map(|t| t.seats.iter().map(|s| &s.name))
                .chain(&sheet.byes)
                .collect(),
            Picture::Leaderboard { table, .. } => table.rows.iter().map(|r| &r.name).collect(),
        };
        for name in names {
            let bad = console_problem(name).or_else(|| {
                (name.chars().count() > MAX_NAME).then(|| "longer than 32".to_string())
            });
            if let Some(bad) = bad {
                self.problems
                    .push(format!("{what}: picture name: {bad}: {:?}", name));
            }
        }
    }
}

/// A command in channel `chan` from `id` (named `name`), an admin.
fn request(id: &str, name: &str, lang: Lang, server: Lang, command: Command) -> Request {
    Request {
        channel: "chan".into(),
        caller: Caller {
            id: id.into(),
            name: name.into(),
            admin: id == "u1",
            lang,
        },
        channel_lang: server,
        command,
        key: None,
        guild: None,
        from_channel: true,
    }
}

/// Commands whose free-text values are all `h`, on `map` (values read as
/// words, such as colours, are refused by the parsers: `parse_refusals`).
fn typed(h: &str, _map: &str) -> Vec<Command> {
    let s = || h.to_string();
    vec![
        Command::Claim {
            route: s(),
            pay: PayChoice::default(),
            lane: LanePick::Any,
        },
        Command::Station {
            city: s(),
            pay: PayChoice::default(),
        },
        Command::Harbor {
            city: s(),
            pay: PayChoice::default(),
        },
    ]
}

/// Command lines with `h` as a value, through the console's parser and the
/// Discord option readers: their refusals echo it.
fn parse_refusals(h: &str) -> Vec<Msg> {
    let q = h.replace('"', "'");
    let lines = [
        format!("/game new map:usa timeout:\"{q}\""),
        format!("/game new map:usa lang:\"{q}\""),
        format!("/game new map:usa seats:\"{q}\""),
        format!("/game addbot level:\"{q}\""),
        format!("/game {q}"),
        format!("/tunnel pay:\"{q}\""),
        format!("/keep tickets:\"{q}\""),
        format!("/split trains:\"{q}\" ships:1"),
        format!("/{q}"),
        format!("/draw from:\"{q}\""),
        format!("/draw refill:\"{q}\""),
        format!("/claim route:x color:\"{q}\""),
        format!("/claim route:x lane:\"{q}\""),
        format!("/station city:x color:\"{q}\""),
        format!("/game new map:\"{q}\""),
        format!("/game new map:europe variant:\"{q}\""),
    ];
    let mut out: Vec<Msg> = lines
        .iter()
        .filter_map(|l| parse_line(l).err().map(|e| e.message()))
        .collect();
    out.extend(
        discord::parse_draw(Some(h), Some(h))
            .err()
            .map(|e| e.message()),
    );
    out.extend(
        discord::parse_station(h, Some(h), None)
            .err()
            .map(|e| e.message()),
    );
    out.extend(discord::parse_keep(Some(h)).err().map(|e| e.message()));
    out
}

/// One hostile string through a whole game on `map`: as both players'
/// names, in every command, until an admin ends it.
fn one_game(seen: &mut Seen, i: usize, h: &str, map: &str) {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), conductor::ai::decide);
    let server = Lang::ALL[i % 3];
    let mut n = 0;
    let mut send = |seen: &mut Seen, who: &str, command: Command| {
        n += 1;
        seen.cases += 1;
        let lang = Lang::ALL[(i + n) % 3];
        let r = host.handle(&request(who, h, lang, server, command), 1000);
        let what = format!("#{i} {map} {who} command {n}");
        seen.reply(&what, &r, h);
        seen.outbox(&what, &drain(&host), h);
    };
    let board = BoardId::from_name(map).expect("board");
    let new = Command::New(NewGame {
        seats: Some(3),
        turn_hours: Some(0),
        ..NewGame::on(board)
    });
    send(seen, "u1", new);
    send(seen, "u2", Command::Join);
    send(seen, "u2", Command::Kick { user: h.into() });
    send(
        seen,
        "u1",
        Command::AddBot {
            level: BotLevel::Easy,
        },
    );
    check_seats(seen, store.as_ref(), h);
    send(seen, "u1", Command::Start);
    for who in ["u1", "u2"] {
        send(seen, who, Command::Keep { tickets: vec![] });
        send(
            seen,
            who,
            Command::Split {
                trains: 20,
                ships: 40,
            },
        );
        send(seen, who, Command::Keep { tickets: vec![] });
    }
    for command in typed(h, map) {
        for who in ["u1", "u2"] {
            send(seen, who, command.clone());
        }
    }
    for command in [
        Command::Status,
        Command::Board,
        Command::Hand,
        Command::History,
        Command::Tickets,
    ] {
        send(seen, "u2", command);
    }
    for m in parse_refusals(h) {
        seen.cases += 1;
        for lang in Lang::ALL {
            seen.text(&format!("#{i} refusal {}", m.key()), &lang.tr(&m), h);
        }
    }
    send(seen, "u1", Command::Kick { user: h.into() });
    send(seen, "u1", Command::Kick { user: "u2".into() });
    send(seen, "u1", Command::End);
}

/// The seats keep clean names of at most 32 characters.
fn check_seats(seen: &mut Seen, store: &dyn Store, h: &str) {
    let Ok(Some(r)) = store.load("chan") else {
        seen.problems.push(format!("no lobby for {h:?}"));
        return;
    };
    let rec = ChannelRecord::read(&r.data).expect("record");
    for s in &rec.seats {
        let bad = console_problem(&s.name).is_some()
            || s.name.chars().count() > MAX_NAME
            || s.name.trim() != s.name
            || s.name.is_empty();
        if bad {
            seen.problems
                .push(format!("seat name {:?} from {h:?}", s.name));
        }
    }
}

#[test]
fn hostile_names_and_values_never_reach_a_message_unescaped() {
    let mut seen = Seen::default();
    let list = hostile();
    for (i, h) in list.iter().enumerate() {
        let before = seen.carried;
        one_game(&mut seen, i, h, if i % 2 == 0 { "europe" } else { "world" });
        if !i18n::clean_name(h).is_empty() {
            assert!(
                seen.carried > before,
                "no message carried {h:?}: the test would prove nothing"
            );
        }
    }
    println!(
        "{} hostile strings, {} commands and command lines, {} texts checked, \
         {} carried hostile text, {} would have reached Discord live, {} problems",
        list.len(),
        seen.cases,
        seen.texts,
        seen.carried,
        seen.raw_live,
        seen.problems.len()
    );
    assert!(
        seen.raw_live > 0,
        "unescaped, some text would have been live"
    );
    assert!(
        seen.problems.is_empty(),
        "{} problems, first ones:\n{}",
        seen.problems.len(),
        seen.problems[..seen.problems.len().min(20)].join("\n")
    );
}

/// A game stored before names were cleaned: it loads, plays on, and every
/// name is shown and drawn clean.
#[test]
fn games_stored_with_raw_names_are_shown_clean() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), conductor::ai::decide);
    let line = |who: &str, l: &str| {
        let command = parse_line(l).expect("command");
        host.handle(&request(who, who, Lang::En, Lang::En, command), 1000)
    };
    for (who, l) in [
        ("u1", "/game new map:europe seats:3 turn:0"),
        ("u2", "/game join"),
        ("u1", "/game addbot"),
        ("u1", "/game start"),
    ] {
        assert!(line(who, l).applied, "{l}");
    }
    drain(&host);
    let raw = [
        format!("**{}**@everyone\u{202E}", "x".repeat(6000)),
        "<@123456789012345678>\u{0}> quote".to_string(),
    ];
    set_raw_names(store.as_ref(), &raw);

    let mut seen = Seen::default();
    for (who, l) in [
        ("u1", "/game status"),
        ("u1", "/board"),
        ("u1", "/hand"),
        ("u2", "/hand"),
        ("u1", "/history"),
        ("u1", "/keep"),
        ("u2", "/keep"),
        ("u1", "/draw from:deck"),
        ("u2", "/draw from:deck"),
        ("u1", "/game end"),
    ] {
        let r = line(who, l);
        seen.reply(l, &r, &raw[0]);
        seen.outbox(l, &drain(&host), &raw[0]);
    }
    assert!(seen.carried > 0, "the raw names were shown");
    assert!(seen.problems.is_empty(), "{:#?}", seen.problems);
}

/// Rewrites the stored game as an earlier version might have saved it: the
/// first seats named `raw`, unclean.
fn set_raw_names(store: &dyn Store, raw: &[String]) {
    let r = store.load("chan").expect("load").expect("a game");
    let mut rec =
        serde_json::to_value(ChannelRecord::read(&r.data).expect("record")).expect("json");
    for (i, name) in raw.iter().enumerate() {
        rec["seats"][i]["name"] = name.as_str().into();
        rec["state"]["players"][i]["name"] = name.as_str().into();
    }
    let commit = Commit {
        data: serde_json::to_vec(&rec).expect("json"),
        ..Commit::default()
    };
    let saved = store.commit("chan", r.version, &commit).expect("commit");
    assert_eq!(saved, conductor::store::CommitOutcome::Saved(r.version + 1));
}

/// A picture of a game stored with raw names draws them clean.
#[test]
fn pictures_draw_stored_raw_names_clean() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), conductor::ai::decide);
    for (who, l) in [
        ("u1", "/game new map:usa seats:2 turn:0"),
        ("u2", "/game join"),
        ("u1", "/game start"),
    ] {
        let command = parse_line(l).expect("command");
        let r = host.handle(&request(who, who, Lang::En, Lang::En, command), 1000);
        assert!(r.applied, "{l}");
    }
    set_raw_names(
        store.as_ref(),
        &[format!("a\u{202E}{}", "\u{0301}".repeat(40))],
    );
    let r = host.handle(
        &request("u1", "u1", Lang::Uk, Lang::En, Command::Board),
        1000,
    );
    let picture = r.picture.expect("the board");
    let Picture::Board { view, .. } = picture.with_clean_names() else {
        panic!("a board picture");
    };
    assert_eq!(
        view.players[0].name,
        format!("á{}", "\u{0301}".repeat(MAX_MARKS))
    );
    assert!(picture.draw().is_ok_and(|png| png.starts_with(b"\x89PNG")));
}

/// Names typed by callers who hold no seat (an admin closing a lobby or
/// ending a game, someone asking to take a seat) are shown as seat names
/// are: cleaned and cut to 32 characters.
#[test]
fn callers_without_a_seat_are_named_like_seats() {
    let (_dir, store) = embedded();
    let host = Host::new(store, conductor::ai::decide);
    let long = format!("**{}**", "W".repeat(300));
    let shown = i18n::clean_name(&long);
    assert_eq!(shown.chars().count(), MAX_NAME);
    let send = |id: &str, name: &str, admin: bool, line: &str| {
        let mut req = request(id, name, Lang::En, Lang::En, parse_line(line).expect(line));
        req.caller.admin = admin;
        let r = host.handle(&req, 1000);
        assert!(r.applied, "{line}: {}", r.text);
        drain(&host)
            .into_iter()
            .map(|m| m.text)
            .collect::<Vec<_>>()
            .join("\n")
    };
    let named = |said: &str, what: &str| {
        assert!(said.contains(&shown), "{what}: {said}");
        assert!(!said.contains(&"W".repeat(MAX_NAME + 1)), "{what}: {said}");
    };
    send("u1", "u1", false, "/game new map:europe seats:2 turn:0");
    send("u2", "u2", false, "/game join");
    named(&send("boss", &long, true, "/game end"), "lobby closed");

    send("u1", "u1", false, "/game new map:europe seats:2 turn:0");
    send("u2", "u2", false, "/game join");
    send("u1", "u1", false, "/game start");
    send("u1", "u1", true, "/game kick user:u2");
    named(
        &send("u3", &long, false, "/game sub seat:u2"),
        "asks for a seat",
    );
    named(&send("boss", &long, true, "/game end"), "game ended");
}
