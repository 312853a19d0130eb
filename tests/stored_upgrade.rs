//! Games saved by earlier versions go on after an upgrade: their records
//! load, their waiting messages are delivered, their history reads, and the
//! next move is saved in the current form.
//!
//! The fixtures were written by the host of each version playing the same
//! opening (a 2-player Europe game, ann to move with a ticket offer waiting):
//! `stop9-*` before the catalogs (history as English lines, pictures without a
//! language), `stop10-*` with the first stored form of messages, `stop12-*`
//! by the last version before tournaments, premoves, settings and recaps.
//! `premove-record.json` holds a queued premove (ann: two draws from the
//! deck) and the digest journal, bob to move. `stop13-*` were written by
//! stop 13 (the last landed version before leagues, away, substitutes and
//! lost channels): a one-round tournament in the console channel `local`
//! and its table `R1·T1·USA`, waiting for ann's tickets.
//! `stop26-backup.jsonl` is a backup (`conductor export`) written by stop 26,
//! the last version that stored records as plain JSON with the digest
//! journal's own copy of the lines, and log entries as JSON: a 3-player
//! Europe game in `mid` (ann against two computer players, 30 turns in,
//! ann to move) and a finished USA game ended with `/game end`, counted in
//! the console's league.
//! `stop38-backup.jsonl` is a backup written by stop 38, the first version
//! to keep its players' settings in the game's record and to give a game a
//! page token: a 3-player USA game in `mid` (ann and bob against a hard
//! computer player, ann to move), with ann's settings (patterns on, quiet
//! hours 23–7 in Europe/Kyiv) copied into the record.
//! `stop40-record.lz4` is a record written by stop 40, the first version
//! to compress records with LZ4: a 4-player Europe game 40 moves in, ann
//! to move.
//! `stop42-backup.jsonl` is a backup written by stop 42, the last landed
//! version before the game kept the level that covers its players: a
//! 3-player USA game in `mid` (ann and bob against a hard computer player,
//! opened with `cover:yes`), bob owing his second card, and his draw's
//! messages waiting in the outbox.
//! `stop43-backup.jsonl` is a backup written by stop 43, the first version
//! whose expert computer player thinks in a task: a 2-player USA game in
//! `mid` opened with `timeout:expert` (the game keeps the level that covers
//! late players), ann against an expert, ann's turn just played and the
//! expert's request to think waiting in the outbox.

#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

use conductor::host::{ChannelRecord, Host, Picture, Reply};
use conductor::i18n::Lang;
use conductor::store::{Commit, CommitOutcome, Store};
use std::sync::Arc;
use support::host::{drain, embedded, game_in, request};

fn fixture(name: &str) -> Vec<u8> {
    let path = format!(
        "{}/tests/fixtures/stored/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// An embedded store holding the backup `name` (kept while the folder
/// lives).
fn imported(name: &str) -> (tempfile::TempDir, Arc<dyn Store>) {
    let dir = tempfile::tempdir().unwrap();
    let store = conductor::store::EmbeddedStore::open(&dir.path().join("b.redb")).unwrap();
    conductor::cli::import_store(&store, fixture(name).as_slice()).expect("the backup imports");
    (dir, Arc::new(store))
}

/// A store holding one version's saved game in channel `chan`, with its
/// board picture and ann's private message still waiting in the outbox.
fn saved_game(version: &str) -> (tempfile::TempDir, Arc<dyn Store>, Host) {
    let (dir, store) = embedded();
    let commit = Commit {
        data: fixture(&format!("{version}-record.json")),
        outbox: vec![
            fixture(&format!("{version}-outbox-board.json")),
            fixture(&format!("{version}-outbox-private.json")),
        ],
        ..Commit::default()
    };
    assert_eq!(
        store.commit("chan", 0, &commit).expect("commit"),
        CommitOutcome::Saved(1)
    );
    let host = Host::new(store.clone(), conductor::ai::decide);
    (dir, store, host)
}

fn send(host: &Host, user: &str, lang: Lang, line: &str) -> Reply {
    host.handle(&request(user, lang, Lang::En, line), 2000)
}

/// The waiting messages are delivered with pictures that draw.
fn delivers_waiting_pictures(host: &Host) {
    let waiting = drain(host);
    assert_eq!(waiting.len(), 2, "both waiting messages are delivered");
    for m in &waiting {
        let picture = m
            .picture
            .as_ref()
            .expect("each waiting message has a picture");
        let lang = match picture {
            Picture::Board { lang, .. }
            | Picture::Private { lang, .. }
            | Picture::Recap { lang, .. } => *lang,
            Picture::CatchUp { lang, .. }
            | Picture::Standings { lang, .. }
            | Picture::Pairings { lang, .. }
            | Picture::Leaderboard { lang, .. } => *lang,
        };
        assert_eq!(lang, Lang::En, "drawn in the language saved (English here)");
        let png = picture.draw().expect("the saved picture draws");
        assert!(png.starts_with(b"\x89PNG"));
    }
}

/// Ann keeps a ticket; the move is applied and its line saved in the
/// current form.
fn next_move_is_saved(host: &Host, store: &dyn Store) {
    let reply = send(host, "ann", Lang::En, "/keep tickets:1");
    assert!(reply.applied, "ann's move is applied: {}", reply.text);
    let saved = serde_json::to_string(
        &ChannelRecord::read(&store.load("chan").unwrap().unwrap().data).unwrap(),
    )
    .unwrap();
    assert!(saved.contains(r#"{"$":"event-tickets-kept","player":"ann","kept":1"#));
}

#[test]
fn a_game_saved_before_the_catalogs_goes_on() {
    let (_dir, store, host) = saved_game("stop9");
    delivers_waiting_pictures(&host);
    let history = send(&host, "bob", Lang::Ru, "/history").text;
    assert!(
        history.contains("ann drew 3 ticket(s)"),
        "old lines read as they were saved: {history}"
    );
    next_move_is_saved(&host, store.as_ref());
    let history = send(&host, "bob", Lang::Ru, "/history").text;
    assert!(history.contains("ann drew 3 ticket(s)"), "{history}");
    assert!(
        history.contains("ann оставляет 1 билет"),
        "new lines are in the reader's language: {history}"
    );
}

#[test]
fn a_game_saved_with_the_first_message_form_goes_on() {
    let (_dir, store, host) = saved_game("stop10");
    delivers_waiting_pictures(&host);
    let english = send(&host, "ann", Lang::En, "/history").text;
    assert!(english.contains("ann drew 3 tickets"), "{english}");
    let russian = send(&host, "bob", Lang::Ru, "/history").text;
    assert!(
        russian.contains("Европа"),
        "nested messages translate: {russian}"
    );
    assert!(!russian.contains("ann drew"), "{russian}");
    next_move_is_saved(&host, store.as_ref());
}

/// Tournaments came later: games saved before them load with no table, and
/// a tournament saved by the first version with tournaments goes on.
#[test]
fn games_saved_before_tournaments_load_and_a_saved_tournament_goes_on() {
    use conductor::host::ChannelRecord;
    use conductor::host::tourney::{Stage, TourneyRecord, key};
    for version in ["stop9", "stop10"] {
        let rec: ChannelRecord =
            serde_json::from_slice(&fixture(&format!("{version}-record.json"))).expect("loads");
        assert!(rec.table.is_none(), "{version}: not a tournament table");
    }
    let bare: TourneyRecord = serde_json::from_str("{}").expect("every field has a default");
    assert_eq!((bare.stage, bare.rounds), (Stage::Signup, 3));

    let (_dir, store) = embedded();
    let commit = Commit {
        data: fixture("tourney1-record.json"),
        ..Commit::default()
    };
    store.commit(&key("cup"), 0, &commit).expect("commit");
    let host = Host::new(store.clone(), conductor::ai::decide);
    let standings = host.handle(
        &support::host::request_in("cup", "ann", false, None, "/tourney standings"),
        2000,
    );
    assert!(
        standings.text.contains("Spring Cup") && standings.text.contains("Bot 1"),
        "{}",
        standings.text
    );
    let joined = host.handle(
        &support::host::request_in("cup", "cid", false, None, "/tourney join"),
        2000,
    );
    assert!(joined.applied, "{}", joined.text);
    let saved: TourneyRecord =
        serde_json::from_slice(&store.load(&key("cup")).unwrap().unwrap().data).unwrap();
    assert_eq!(saved.players.len(), 4);
    assert_eq!(saved.seed, 12345, "the stored seed is kept");
}

#[test]
fn a_game_saved_with_a_queued_premove_runs_it() {
    let (_dir, store) = embedded();
    let commit = Commit {
        data: fixture("premove-record.json"),
        ..Commit::default()
    };
    assert_eq!(
        store.commit("chan", 0, &commit).expect("commit"),
        CommitOutcome::Saved(1)
    );
    let host = Host::new(store.clone(), conductor::ai::decide);
    let shown = send(&host, "ann", Lang::En, "/premove").text;
    assert!(shown.contains("Your queued move: draw"), "{shown}");
    let cards = |store: &dyn Store| {
        let rec = support::host::stored(store);
        let st = rec.state.expect("a game");
        (
            st.players[0].hand.total(),
            st.turn,
            rec.comforts.premoves.len(),
        )
    };
    let (before, turn, plans) = cards(store.as_ref());
    assert_eq!((turn, plans), (1, 1));
    for _ in 0..2 {
        assert!(send(&host, "bob", Lang::En, "/draw from:deck").applied);
    }
    assert_eq!(cards(store.as_ref()), (before + 2, 1, 0), "ann's plan ran");
    let told = drain(&host);
    assert!(
        told.iter()
            .any(|m| m.text.contains("Your queued move drew 2 cards"))
    );
}

/// A Europe game saved by stop 12 (the last version before tournaments,
/// premoves, settings and recaps; both players' tickets kept) loads with
/// every later field at its default and goes on.
#[test]
fn a_game_saved_by_stop12_goes_on() {
    let (_dir, store) = embedded();
    let commit = Commit {
        data: fixture("stop12-record.json"),
        ..Commit::default()
    };
    store.commit("chan", 0, &commit).expect("commit");
    let host = Host::new(store.clone(), conductor::ai::decide);
    let before = support::host::stored(store.as_ref());
    assert!(before.placed.is_empty() && before.table.is_none());
    assert!(before.guild.is_none() && !before.setup.ticket_alerts);
    let state = before.state.as_ref().expect("a game");
    let mover = before.seats[state.turn].user.clone().expect("a person");
    for _ in 0..2 {
        let drew = send(&host, &mover, Lang::En, "/draw from:deck");
        assert!(drew.applied, "{}", drew.text);
    }
    let after = support::host::stored(store.as_ref());
    let moved = after.state.as_ref().unwrap();
    assert_eq!(moved.moves, state.moves + 2);
    assert_ne!(moved.turn, state.turn, "the turn passed");
    let status = send(&host, &mover, Lang::En, "/game status").text;
    assert!(status.contains("Europe"), "{status}");
}

#[test]
fn a_game_stored_before_the_players_index_is_indexed_on_its_next_commit() {
    let (_dir, store) = embedded();
    let commit = Commit {
        data: fixture("stop12-record.json"),
        ..Commit::default()
    };
    store.commit("chan", 0, &commit).expect("commit");
    let host = Host::new(store.clone(), conductor::ai::decide);
    let before = support::host::stored(store.as_ref());
    assert!(!before.indexed && before.away.is_empty() && before.subs.is_empty());
    assert_eq!(before.setup.away_days, 3, "the default pause limit");
    assert!(!before.setup.cover);
    let people: Vec<String> = before
        .seats
        .iter()
        .filter(|s| s.bot.is_none())
        .filter_map(|s| s.user.clone())
        .collect();
    assert!(!people.is_empty());
    let state = before.state.as_ref().expect("a game");
    let mover = before.seats[state.turn].user.clone().expect("a person");
    let listed = send(&host, &mover, Lang::En, "/mygames").text;
    assert!(
        listed.contains("no games running"),
        "not indexed yet: {listed}"
    );
    let drew = send(&host, &mover, Lang::En, "/draw from:deck");
    assert!(drew.applied, "{}", drew.text);
    for user in &people {
        let channels = store.channels_of(user).expect("index");
        assert_eq!(channels, vec!["chan".to_string()], "{user}");
    }
    let listed = send(&host, &mover, Lang::En, "/mygames").text;
    assert!(listed.contains("Your games (1)"), "{listed}");
    assert!(support::host::stored(store.as_ref()).indexed);
}

#[test]
fn a_game_stored_before_lost_channels_loads_unmarked_and_counts_as_live_on_its_next_commit() {
    let (_dir, store) = embedded();
    let data = fixture("stop12-record.json");
    let commit = Commit {
        data: data.clone(),
        ..Commit::default()
    };
    store.commit("chan", 0, &commit).expect("commit");
    let host = Host::new(store.clone(), conductor::ai::decide);
    let before = support::host::stored(store.as_ref());
    assert_eq!(before.lost_since, None, "no mark in an old record");
    // Written again, the record says what the old one said: no new field.
    let old: serde_json::Value = serde_json::from_slice(&data).expect("json");
    let again = serde_json::to_value(&before).expect("json");
    assert!(again.get("lost_since").is_none());
    for key in old.as_object().expect("an object").keys() {
        assert!(again.get(key).is_some(), "{key} kept");
    }
    // The live-games count knows it from its next commit on.
    assert_eq!(store.live_games().expect("count"), 0);
    let state = before.state.as_ref().expect("a game");
    let mover = before.seats[state.turn].user.clone().expect("a person");
    let drew = send(&host, &mover, Lang::En, "/draw from:deck");
    assert!(drew.applied, "{}", drew.text);
    assert_eq!(store.live_games().expect("count"), 1);
    // A lost channel pauses it like any game.
    assert!(host.channel_lost("chan", 3000));
    assert!(support::host::stored(store.as_ref()).lost_since.is_some());
}

/// A tournament saved by stop 13 mid-round goes on at its table: every
/// later field reads its default, ann keeps her tickets, and the table keeps
/// the game id it was paired with.
#[test]
fn a_tournament_saved_by_stop13_plays_on_at_its_table() {
    use conductor::host::tourney::key;
    use conductor::rules::Phase;
    use support::host::{game_in, request_in, tourney_in};
    const TABLE: &str = "R1·T1·USA";
    let (_dir, store) = embedded();
    for (channel, file) in [
        (key("local"), "stop13-tourney-record.json"),
        (TABLE.to_string(), "stop13-table-record.json"),
    ] {
        let commit = Commit {
            data: fixture(file),
            ..Commit::default()
        };
        store.commit(&channel, 0, &commit).expect("commit");
    }
    let before = game_in(store.as_ref(), TABLE).expect("the table's game");
    let t = before.table.as_ref().expect("a table game");
    assert!(
        !t.quiet_hours,
        "quiet hours were never kept out of table clocks"
    );
    assert!(before.lost_since.is_none() && before.setup.rated);
    assert!(before.subs.is_empty() && before.away.is_empty());
    let host = Host::new(store.clone(), conductor::ai::decide);
    let kept = host.handle(
        &request_in(TABLE, "ann", false, None, "/keep tickets:1,2"),
        2_000,
    );
    assert!(kept.applied, "{}", kept.text);
    let after = game_in(store.as_ref(), TABLE).expect("the table's game");
    assert_eq!(after.state.expect("a game").phase, Phase::Play);
    let cup = tourney_in(store.as_ref(), "local");
    assert!(cup.guild.is_none() && cup.standings_message.is_none());
    let table = &cup.played[0].tables[0];
    assert_eq!(
        table.game_id, "local-r1-t1",
        "paired before ids carried the commitment"
    );
    assert_eq!(table.channel.as_deref(), Some(TABLE));
}

#[test]
fn a_backup_written_by_stop26_imports_plays_on_and_verifies() {
    let (_dir, store) = embedded();
    let backup = fixture("stop26-backup.jsonl");
    let whole = conductor::store::EmbeddedStore::open(&_dir.path().join("b.redb")).unwrap();
    conductor::cli::import_store(&whole, backup.as_slice()).expect("the backup imports");
    drop(store);
    let store: Arc<dyn Store> = Arc::new(whole);
    let host = Host::new(store.clone(), conductor::ai::decide);
    let archived = store.history(10).unwrap();
    assert_eq!(archived.len(), 1, "the finished game is in history");
    let verdict = conductor::cli::verify_archived(store.as_ref(), &archived[0], Lang::En)
        .expect("the finished game verifies from its JSON log");
    assert!(!verdict.is_empty());

    let play = |line: &str| {
        let mut req = request("ann", Lang::En, Lang::En, line);
        req.channel = "mid".into();
        host.handle(&req, 1_795_700_000)
    };
    let history = play("/history").text;
    assert!(history.contains("Bot 1"), "{history}");
    assert!(play("/draw from:deck").applied);
    assert!(play("/draw from:deck").applied);
    let msgs = drain(&host);
    let digest = msgs
        .iter()
        .find(|m| m.text.starts_with("Since your last turn:"))
        .expect("ann's digest reads the lines since her last turn");
    assert!(digest.text.contains("Bot"), "{}", digest.text);
    let rec = store.load("mid").unwrap().unwrap();
    assert_ne!(
        rec.data.first(),
        Some(&b'{'),
        "saved again in the compact form"
    );
    let log = store.log("mid").unwrap();
    assert_eq!(
        log.first().and_then(|e| e.first()),
        Some(&b'{'),
        "older entries stay JSON"
    );
    assert_ne!(
        log.last().and_then(|e| e.first()),
        Some(&b'{'),
        "new entries are compact"
    );

    assert!(play("/game end").applied, "ann ends the game she created");
    let ended = store.history(10).unwrap();
    assert_eq!(ended.len(), 2);
    let id = ended
        .iter()
        .find(|id| id.starts_with("mid"))
        .expect("the game is archived");
    conductor::cli::verify_archived(store.as_ref(), id, Lang::En)
        .expect("a log of JSON and compact entries replays to the final state");
}

/// A game stored before web pages has no token and no page; its next
/// commit gives it a random one (not its seed, not the same in two stores
/// holding the same record), kept from then on, and its page opens with it
/// alone.
#[test]
fn a_game_stored_before_web_pages_gets_its_token_on_its_next_commit() {
    let mut tokens = Vec::new();
    for _ in 0..2 {
        let (_dir, store) = embedded();
        let data = fixture("stop12-record.json");
        let commit = Commit {
            data,
            ..Commit::default()
        };
        store.commit("chan", 0, &commit).expect("commit");
        let host = Host::new(store.clone(), conductor::ai::decide);
        let before = support::host::stored(store.as_ref());
        assert_eq!(before.web, None, "no token in an old record");
        assert_eq!(conductor::host::game_path(&before), None, "and no link");
        let state = before.state.as_ref().expect("a game");
        let mover = before.seats[state.turn].user.clone().expect("a person");
        let drew = send(&host, &mover, Lang::En, "/draw from:deck");
        assert!(drew.applied, "{}", drew.text);
        let after = support::host::stored(store.as_ref());
        let token = after.web.clone().expect("a token on its next commit");
        assert_eq!(token.len(), 32);
        assert!(!token.contains(&after.seed.to_string()));
        assert!(!token.contains(&format!("{:x}", after.seed)));
        let page = conductor::host::game_page(store.as_ref(), &after.game_id, &token);
        assert!(page.expect("read").is_some(), "the page opens with it");
        let wrong = conductor::host::game_page(store.as_ref(), &after.game_id, &"0".repeat(32));
        assert!(wrong.expect("read").is_none(), "and with nothing else");
        let again = send(&host, &mover, Lang::En, "/draw from:deck");
        assert!(again.applied, "{}", again.text);
        assert_eq!(
            support::host::stored(store.as_ref()).web,
            Some(token.clone())
        );
        tokens.push(token);
    }
    assert_ne!(tokens[0], tokens[1], "random, not derived from the record");
}

/// A game stored before private links reads every player at link
/// generation 0: the link its next private message carries opens that
/// player's page, and a revocation is kept from then on.
#[test]
fn a_game_stored_before_private_links_signs_them_at_generation_zero() {
    use conductor::host::{Command, Private, PrivateLink, Signer, Target, now, private_page};
    let (_dir, store) = embedded();
    let commit = Commit {
        data: fixture("stop12-record.json"),
        ..Commit::default()
    };
    store.commit("chan", 0, &commit).expect("commit");
    let before = support::host::stored(store.as_ref());
    assert!(
        before.link_gens.is_empty(),
        "no generations in an old record"
    );
    let host = Host::new(store.clone(), conductor::ai::decide)
        .with_public_url(Some("https://tickets.example".into()));
    let state = before.state.as_ref().expect("a game");
    let mover = before.seats[state.turn].user.clone().expect("a person");
    let drew = host.handle(
        &request(&mover, Lang::En, Lang::En, "/draw from:deck"),
        now(),
    );
    assert!(drew.applied, "{}", drew.text);
    let url = drain(&host)
        .iter()
        .filter(|m| m.to == Target::User(mover.clone()))
        .find_map(|m| m.link.as_ref().map(|l| l.url.clone()))
        .expect("the mover's hand links their page");
    let parts: Vec<&str> = url.rsplit('/').take(5).collect();
    let link = PrivateLink {
        game_id: parts[4].to_string(),
        seat: parts[3].parse().unwrap(),
        expires: parts[2].parse().unwrap(),
        generation: parts[1].parse().unwrap(),
    };
    assert_eq!(link.generation, 0);
    let signer = Signer::new(None);
    let open = |store: &dyn Store| private_page(store, &signer, &link, parts[0], now()).unwrap();
    assert!(matches!(open(store.as_ref()), Private::Shown(_)));
    let revoke = conductor::host::Request {
        command: Command::RevokeLink,
        ..request(&mover, Lang::En, Lang::En, "/hand")
    };
    assert!(host.handle(&revoke, now()).applied);
    let after = support::host::stored(store.as_ref());
    assert_eq!(after.link_gens.get(&mover), Some(&1));
    assert!(matches!(open(store.as_ref()), Private::Refused));
}

/// Messages waiting in an outbox from before menus read with none; a
/// message stored with menus keeps them, stamp and all.
#[test]
fn outbox_messages_stored_before_menus_read_with_none() {
    use conductor::host::{Choice, GameMoment, Menu, Moment, OutMsg, Select, Target};
    for name in ["stop9-outbox-private.json", "stop10-outbox-private.json"] {
        let old: OutMsg = serde_json::from_slice(&fixture(name)).expect(name);
        assert!(old.selects.is_empty(), "{name}");
    }
    let mut now = OutMsg::plain(Target::User("ann".into()), "x".into());
    now.selects = vec![Select {
        menu: Menu::Keep,
        placeholder: "Choose the tickets to keep".into(),
        options: vec![Choice {
            label: "Paris–Wien (8)".into(),
            value: "1".into(),
            description: None,
        }],
        min: 1,
        max: 1,
        stamp: GameMoment {
            game: "g".into(),
            mark: Moment::Choice(7),
        },
    }];
    let stored = serde_json::to_vec(&now).unwrap();
    let read: OutMsg = serde_json::from_slice(&stored).unwrap();
    assert_eq!(read.selects, now.selects);
    let plain =
        serde_json::to_string(&OutMsg::plain(Target::User("b".into()), "y".into())).unwrap();
    assert!(
        !plain.contains("selects"),
        "no menus, nothing stored: {plain}"
    );
}

/// Board pictures waiting in an outbox from before open seats were shown
/// read with none open; a view with none stores nothing for them, and one
/// with an open seat keeps it.
#[test]
fn board_pictures_stored_before_open_seats_read_with_none() {
    use conductor::host::{OutMsg, Picture};
    for name in ["stop9-outbox-board.json", "stop10-outbox-board.json"] {
        let old: OutMsg = serde_json::from_slice(&fixture(name)).expect(name);
        let Some(Picture::Board { view, .. }) = old.picture else {
            panic!("{name}: a board picture");
        };
        assert!(view.open_seats.is_empty(), "{name}");
        let stored = serde_json::to_string(&view).unwrap();
        assert!(!stored.contains("open_seats"), "{name}: {stored}");
        let mut open = *view;
        open.open_seats = vec![1];
        let read: conductor::rules::PublicView =
            serde_json::from_str(&serde_json::to_string(&open).unwrap()).unwrap();
        assert_eq!(read.open_seats, [1], "{name}");
    }
}

/// Messages waiting in an outbox from before links read with none, and a
/// message without a link stores nothing for it; a server with no stored
/// settings, or settings stored before a field existed, has its pages on.
#[test]
fn outbox_messages_stored_before_links_read_with_none_and_servers_start_with_pages_on() {
    use conductor::host::{Link, OutMsg, ServerSettings, Target, pages_on, server_key};
    for name in ["stop9-outbox-private.json", "stop10-outbox-private.json"] {
        let old: OutMsg = serde_json::from_slice(&fixture(name)).expect(name);
        assert!(old.link.is_none(), "{name}");
    }
    let mut now = OutMsg::plain(Target::Channel("c".into()), "x".into());
    let plain = serde_json::to_string(&now).unwrap();
    assert!(!plain.contains("link"), "no link, nothing stored: {plain}");
    now.link = Some(Link {
        label: "Game page".into(),
        url: "https://tickets.example/g/c-1-2/00".into(),
    });
    let read: OutMsg = serde_json::from_slice(&serde_json::to_vec(&now).unwrap()).unwrap();
    assert_eq!(read.link, now.link);

    let settings: ServerSettings = serde_json::from_str("{}").unwrap();
    assert!(!settings.pages_off);
    let (_dir, store) = embedded();
    assert!(pages_on(store.as_ref(), Some("g9")), "no record: on");
    let commit = Commit {
        data: b"{}".to_vec(),
        ..Commit::default()
    };
    store.commit(&server_key("g9"), 0, &commit).unwrap();
    assert!(pages_on(store.as_ref(), Some("g9")), "an empty record: on");
}

/// A game from stop 38 reads its players' settings from its own record (no
/// settings record is read: ann's is reset to the defaults): at 23:53 in Kyiv ann's turn comes back
/// without a ping while bob's had one, and her private picture has
/// patterns. Its page token is kept.
#[test]
fn a_backup_written_by_stop38_reads_its_players_settings_from_the_record() {
    let (_dir, store) = imported("stop38-backup.jsonl");
    let ann = store
        .load("user:ann")
        .unwrap()
        .expect("ann's settings record");
    let plain = Commit {
        data: serde_json::to_vec(&conductor::host::UserSettings::default()).unwrap(),
        ..Commit::default()
    };
    store
        .commit("user:ann", ann.version, &plain)
        .expect("ann's record reset");
    let host = Host::new(store.clone(), conductor::ai::decide);
    let load = || game_in(store.as_ref(), "mid").expect("the game in mid");
    let token = load().web.expect("the page token");
    let late_in_kyiv = 1_795_730_000;
    for (user, line) in [
        ("ann", "/draw from:deck"),
        ("ann", "/draw from:deck"),
        ("bob", "/draw from:deck"),
        ("bob", "/draw from:deck"),
    ] {
        let mut req = request(user, Lang::En, Lang::En, line);
        req.channel = "mid".into();
        let reply = host.handle(&req, late_in_kyiv);
        assert!(reply.applied, "{user}: {}", reply.text);
    }
    let msgs = drain(&host);
    let turn = |name: &str| {
        msgs.iter()
            .find(|m| m.text.contains(&format!("Your turn, {name}")))
            .unwrap_or_else(|| panic!("{name}'s turn in {msgs:#?}"))
    };
    assert_eq!(turn("bob").mention.as_deref(), Some("bob"));
    assert_eq!(
        turn("ann").mention,
        None,
        "ann's quiet hours, from the record"
    );
    let patterns_for = |user: &str| -> Vec<bool> {
        msgs.iter()
            .filter(|m| m.to == conductor::host::Target::User(user.into()))
            .filter_map(|m| match &m.picture {
                Some(Picture::Private { look, .. }) => Some(look.patterns),
                _ => None,
            })
            .collect()
    };
    let (ann_looks, bob_looks) = (patterns_for("ann"), patterns_for("bob"));
    assert!(
        !ann_looks.is_empty() && ann_looks.iter().all(|&p| p),
        "{ann_looks:?}"
    );
    assert!(
        !bob_looks.is_empty() && !bob_looks.iter().any(|&p| p),
        "{bob_looks:?}"
    );
    let after = load();
    assert_eq!(after.web, Some(token));
    assert!(after.players_settings["ann"].patterns);
}

/// A tournament stored before tournament pages has no token; the first
/// `/tourney standings` with the pages' address gives it a random one and
/// links to it, later commits keep it, and the page opens with it alone.
#[test]
fn a_tournament_stored_before_web_pages_gets_its_token_when_its_page_is_first_linked() {
    use conductor::host::tourney::{TourneyRecord, key, tourney_page};
    let (_dir, store) = embedded();
    let commit = Commit {
        data: fixture("tourney1-record.json"),
        ..Commit::default()
    };
    store.commit(&key("cup"), 0, &commit).expect("commit");
    let stored = |store: &dyn Store| -> TourneyRecord {
        serde_json::from_slice(&store.load(&key("cup")).unwrap().unwrap().data).unwrap()
    };
    assert_eq!(
        stored(store.as_ref()).web,
        None,
        "no token in an old record"
    );
    let host = Host::new(store.clone(), conductor::ai::decide)
        .with_public_url(Some("https://tickets.example".into()));
    let standings = host.handle(
        &support::host::request_in("cup", "ann", false, None, "/tourney standings"),
        2000,
    );
    let token = stored(store.as_ref()).web.expect("given when first linked");
    let link = standings.link.expect("the standings link the page");
    assert_eq!(link.url, format!("https://tickets.example/t/cup/{token}"));
    let joined = host.handle(
        &support::host::request_in("cup", "cid", false, None, "/tourney join"),
        2000,
    );
    assert!(joined.applied, "{}", joined.text);
    assert_eq!(stored(store.as_ref()).web, Some(token.clone()), "kept");
    let page = tourney_page(store.as_ref(), "cup", &token).expect("read");
    assert!(page.is_some_and(|p| p.name == "Spring Cup"));
    let wrong = tourney_page(store.as_ref(), "cup", &"0".repeat(32)).expect("read");
    assert!(wrong.is_none(), "and with nothing else");
}

/// A league stored before league pages (the console's, in the stop 26
/// backup) has no token; the first `/leaderboard` with the pages' address
/// gives it one and links to it, and the page opens with it.
#[test]
fn a_league_stored_before_web_pages_gets_its_token_when_its_page_is_first_linked() {
    let dir = tempfile::tempdir().unwrap();
    let whole = conductor::store::EmbeddedStore::open(&dir.path().join("b.redb")).unwrap();
    conductor::cli::import_store(&whole, fixture("stop26-backup.jsonl").as_slice())
        .expect("the backup imports");
    let store: Arc<dyn Store> = Arc::new(whole);
    let host = Host::new(store.clone(), conductor::ai::decide)
        .with_public_url(Some("https://tickets.example".into()));
    let before = host.load_league("local").unwrap().1.expect("a league");
    assert_eq!(before.web, None, "no token in an old record");
    let board = send(&host, "ann", Lang::En, "/leaderboard");
    let after = host.load_league("local").unwrap().1.unwrap();
    let token = after.web.clone().expect("given when first linked");
    assert_eq!(
        board.link.expect("linked").url,
        format!("https://tickets.example/l/local/{token}")
    );
    assert_eq!(after.seasons, before.seasons, "nothing else changed");
    let page = conductor::host::league::league_page(store.as_ref(), "local", &token, None);
    assert!(page.expect("read").is_some(), "the page opens with it");
}

/// A record compressed with LZ4 loads, and the next move is saved in the
/// same form.
#[test]
fn a_record_written_with_lz4_by_stop40_plays_on() {
    let (_dir, store) = embedded();
    let data = fixture("stop40-record.lz4");
    assert_eq!(data.first(), Some(&4), "the fixture is in LZ4's form");
    let commit = Commit {
        data,
        ..Commit::default()
    };
    assert_eq!(
        store.commit("chan", 0, &commit).expect("commit"),
        CommitOutcome::Saved(1)
    );
    let host = Host::new(store.clone(), conductor::ai::decide);
    let load = || store.load("chan").unwrap().expect("the record");
    let before = ChannelRecord::read(&load().data).expect("reads");
    assert_eq!(before.state.as_ref().map(|s| s.moves), Some(40));
    let drew = host.handle(&request("ann", Lang::En, Lang::En, "/draw from:deck"), 2000);
    assert!(drew.applied, "{}", drew.text);
    let saved = load();
    assert_eq!(saved.data.first(), Some(&4), "saved in the same form");
    let after = ChannelRecord::read(&saved.data).expect("reads");
    assert_eq!(after.state.as_ref().map(|s| s.moves), Some(41));
    assert_eq!(after.game_id, before.game_id);
    assert!(
        !drain(&host).is_empty(),
        "the move's messages are delivered"
    );
}

/// An expert's request to think, stored by stop 43, moves the expert when
/// it is delivered, and the game keeps the level that covers its players.
#[test]
fn a_request_to_think_written_by_stop43_moves_the_expert() {
    let (_dir, store) = imported("stop43-backup.jsonl");
    let load = || game_in(store.as_ref(), "mid").expect("the game in mid");
    let before = load();
    assert_eq!(before.setup.cover_level, conductor::host::BotLevel::Expert);
    let state = before.state.as_ref().expect("a game");
    assert_eq!((state.turn, state.moves), (1, 4), "the expert to move");
    let host = Host::new(store.clone(), conductor::ai::decide);
    let told = support::host::settle(&host);
    assert!(told.iter().any(|m| m.text.contains("Bot 1")), "{told:?}");
    let after = load();
    let state = after.state.as_ref().expect("a game");
    assert_eq!(state.turn, 0, "the expert moved and ann is to move");
    assert!(state.moves > 4);
}

/// A game stored by stop 42 reads with the hard level covering its
/// players, delivers what waited, and plays on: the hard computer player
/// still answers in the same commit.
#[test]
fn a_backup_written_by_stop42_covers_with_the_hard_level_and_plays_on() {
    let (_dir, store) = imported("stop42-backup.jsonl");
    let load = || game_in(store.as_ref(), "mid").expect("the game in mid");
    let before = load();
    assert_eq!(before.setup.cover_level, conductor::host::BotLevel::Hard);
    assert_eq!(
        before.state.as_ref().map(|s| s.turn),
        Some(1),
        "bob to move"
    );
    let host = Host::new(store.clone(), conductor::ai::decide);
    let waiting = drain(&host);
    assert!(
        waiting.iter().any(|m| m.text.contains("bob drew")),
        "{waiting:?}"
    );
    let mut req = request("bob", Lang::En, Lang::En, "/draw from:deck");
    req.channel = "mid".into();
    let drew = host.handle(&req, 1_795_730_100);
    assert!(drew.applied, "{}", drew.text);
    let after = load();
    let state = after.state.as_ref().expect("a game");
    assert_eq!(
        state.turn, 0,
        "the computer player moved at once; ann is to move"
    );
    assert!(state.moves > before.state.as_ref().unwrap().moves + 1);
}
