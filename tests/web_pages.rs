//! The web front end over the embedded store, a real Redis and a Redis
//! Cluster: a game's
//! page shows the channel's public view (board as SVG, status, players,
//! moves) and is reached only by its token; a finished game replays from
//! its log to its stored final scores; typed names are inert; bad
//! addresses get a plain 404 or 400; `/metrics` and `/ready` are served
//! beside the pages; and nothing hidden (hands, tickets, deck order, seed)
//! reaches any page or JSON of 40 whole games on the four boards, while
//! the player's own page (the control) shows theirs.

#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

use conductor::host::{ChannelRecord, Host, LogEntry, OutMsg, Target, now};
use conductor::rules::{Phase, public_view};
use conductor::store::{RedisStore, Store};
use conductor::web::Site;
use std::sync::Arc;
use support::host::{drain, embedded};
use support::redis::RedisServer;
use support::web::{
    Served, attribute, changed_event, events_of, finish, open_events, path_of, private_path_in,
    record, req, send, started, started_at,
};

fn host_over(store: Arc<dyn Store>) -> Arc<Host> {
    Arc::new(Host::new(store, conductor::ai::decide))
}

/// Page, board, players and moves of a running game, over `store`.
fn a_running_game_has_its_page(store: Arc<dyn Store>) {
    let host = host_over(store.clone());
    started(&host, "100", "europe", 1);
    drain(&host);
    let served = Served::start(Site::pages(store.clone()));
    let path = path_of(store.as_ref(), "100");
    let page = served.get(&path);
    assert_eq!(page.status, 200, "{}", page.body);
    let body = &page.body;
    assert!(body.contains("<svg") && body.contains("class=\"board\""));
    assert!(body.contains("Paris"), "the map's names");
    assert!(body.contains("ann"), "the players");
    assert!(body.contains("to play"), "the status as text: {body}");
    assert!(body.contains("kept"), "the move list: {body}");
    for header in [
        "content-security-policy: default-src 'none'",
        "script-src 'self'",
        "x-content-type-options: nosniff",
        "referrer-policy: no-referrer",
    ] {
        assert!(page.head.contains(header), "{header} in {}", page.head);
    }
    assert!(!body.contains("<script>"), "no inline script");
    let json = served.get(&format!("{path}/view.json"));
    assert_eq!(json.status, 200);
    let view: serde_json::Value = serde_json::from_str(&json.body).expect("json");
    assert_eq!(view["players"][0]["name"], "ann");

    // The same id with another token, or no token, finds nothing.
    let (id_path, token) = path.rsplit_once('/').unwrap();
    let other: String = token.chars().rev().collect();
    assert_ne!(other, token);
    assert_eq!(served.get(&format!("{id_path}/{other}")).status, 404);
    assert_eq!(served.get(id_path).status, 404);
    // A move through the host shows on the next fetch.
    let rec = record(store.as_ref(), "100");
    let moves = rec.state.as_ref().unwrap().moves;
    send(&host, "100", "ann", "/draw from:deck");
    send(&host, "100", "ann", "/draw from:deck");
    let after = record(store.as_ref(), "100");
    assert!(after.state.as_ref().unwrap().moves > moves);
    assert_eq!(after.web, rec.web, "the token stays");
    let again = served.get(&path);
    assert!(again.body.contains("drew"), "{}", again.body);
}

#[test]
fn a_running_game_has_its_page_over_the_embedded_store() {
    let (_dir, store) = embedded();
    a_running_game_has_its_page(store);
}

#[test]
fn a_running_game_has_its_page_over_redis() {
    let redis = RedisServer::start();
    let store: Arc<dyn Store> = Arc::new(RedisStore::open(&redis.url(), "web").expect("redis"));
    a_running_game_has_its_page(store);
}

#[test]
fn names_with_markup_are_shown_as_text() {
    let (_dir, store) = embedded();
    let host = host_over(store.clone());
    for (id, name, line) in [
        ("ann", "ann", "/game new map:usa seats:3 turn:0"),
        ("bob", "<script>alert(1)</script>", "/game join"),
        ("cid", "**b** <img src=x>", "/game join"),
        ("ann", "ann", "/game start"),
    ] {
        let r = host.handle(&req("7", id, name, line), 1000);
        assert!(r.applied, "{line}: {}", r.text);
    }
    let served = Served::start(Site::pages(store.clone()));
    let page = served.get(&path_of(store.as_ref(), "7"));
    assert_eq!(page.status, 200);
    assert!(!page.body.contains("<script>alert"), "{}", page.body);
    assert!(!page.body.contains("<img src=x"), "{}", page.body);
    assert!(
        page.body.contains("&lt;script&gt;"),
        "the name is shown, escaped"
    );
    assert!(
        page.body.contains("**b** &lt;img"),
        "markdown stays plain text"
    );
}

#[test]
fn bad_addresses_get_a_plain_404_or_400() {
    let (_dir, store) = embedded();
    let host = host_over(store.clone());
    started(&host, "9", "usa", 1);
    let served = Served::start(Site::pages(store.clone()));
    let path = path_of(store.as_ref(), "9");
    let token = path.rsplit('/').next().unwrap();
    let long = "a".repeat(5000);
    for (ask, want) in [
        ("/", 404),
        ("/g/9-1-abcd/0123456789abcdef0123456789abcdef", 404),
        (&format!("/g/nothing/{token}"), 404),
        ("/g/9-1-2/not-a-token", 400),
        (&format!("/g/..%2F..%2Fetc%2Fpasswd/{token}"), 400),
        (&format!("/g/9'%20OR%201=1/{token}"), 400),
        (&format!("{path}?q={long}"), 400),
        ("/static/../Cargo.toml", 404),
        ("/static/..%2F..%2FCargo.toml", 404),
        ("/static/site.css/../../Cargo.toml", 404),
        ("/metrics", 404),
        (&format!("{path}/replay"), 404),
    ] {
        let page = served.get(ask);
        assert_eq!(page.status, want, "{ask}: {}", page.body);
        assert!(!page.body.contains("[package]"), "{ask} reads no file");
    }
    assert_eq!(served.get("/static/site.css").status, 200);
    assert_eq!(served.get("/static/replay.js").status, 200);
    assert_eq!(served.get(&path).status, 200, "the server is still up");
    // A refusal is written in the reader's language.
    let russian = "Accept-Language: ru-RU,ru;q=0.9,en;q=0.5";
    let missing = support::web::get_with(served.addr, "/", russian);
    assert_eq!(missing.status, 404);
    assert!(
        missing.body.contains("Здесь нет страницы"),
        "{}",
        missing.body
    );
    let ukrainian = "Accept-Language: uk";
    let bad = support::web::get_with(served.addr, "/g/9-1-2/not-a-token", ukrainian);
    assert_eq!(bad.status, 400);
    assert!(bad.body.contains("Адресу спотворено"), "{}", bad.body);
    assert!(served.get("/").body.contains("There is no page here"));
}

#[test]
fn metrics_and_readiness_are_served_beside_the_pages() {
    let (_dir, store) = embedded();
    let ready = Arc::new(conductor::web::Readiness::default());
    let handle = metrics_exporter_prometheus::PrometheusBuilder::new().build_recorder();
    let ops = conductor::web::Ops {
        metrics: handle.handle(),
        ready: ready.clone(),
    };
    let served = Served::start(Site::pages(store).with_ops(ops));
    assert_eq!(served.get("/ready").status, 503);
    ready.set(true);
    assert_eq!(served.get("/ready").status, 200);
    assert_eq!(served.get("/metrics").status, 200);
}

/// The scores of every step of a replay page, as its script reads them.
fn replay_scores(html: &str) -> Vec<Vec<i64>> {
    let data = attribute(html, "data-steps").expect("the replay's steps");
    let steps: serde_json::Value = serde_json::from_str(&data).expect("steps parse");
    steps
        .as_array()
        .expect("a list")
        .iter()
        .map(|s| {
            s["s"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_i64().unwrap())
                .collect()
        })
        .collect()
}

/// The final scores of the archived game `id`.
fn final_scores(store: &dyn Store, id: &str) -> (ChannelRecord, Vec<i64>) {
    let archived = store.archived(id).expect("read").expect("archived");
    let rec = ChannelRecord::read(&archived.data).expect("parses");
    let board = rec.board().expect("board");
    let state = rec.state.as_ref().expect("a game");
    assert_eq!(state.phase, Phase::Over);
    let view = public_view(&board, state);
    let totals = view
        .final_scores
        .as_ref()
        .expect("final scores")
        .iter()
        .map(|s| i64::from(s.breakdown.total))
        .collect();
    (rec, totals)
}

/// What must never be on a page: the seed, and every hand, ticket list,
/// ticket offer and deck order the game went through, as the record
/// stores them; with ann's private messages' hand and ticket texts.
struct Secrets {
    needles: Vec<String>,
}

impl Secrets {
    fn of_record(rec: &ChannelRecord) -> Secrets {
        let mut needles = vec![rec.seed.to_string()];
        if let Some(state) = &rec.state {
            let json = serde_json::to_value(state).unwrap();
            for p in json["players"].as_array().unwrap() {
                for key in ["hand", "tickets", "offer"] {
                    needles.push(p[key].to_string());
                }
            }
            needles.push(json["decks"].to_string());
            needles.push(json["ticket_deck"].to_string());
            needles.push(json["rng"].to_string());
        }
        Secrets {
            needles: needles.into_iter().filter(|n| n.len() >= 12).collect(),
        }
    }

    /// The hand and ticket lists of private messages ("Your cards: …").
    fn add_private(&mut self, sent: &[OutMsg]) {
        for m in sent.iter().filter(|m| matches!(m.to, Target::User(_))) {
            for line in m.text.lines() {
                if let Some((_, list)) = line.split_once(": ")
                    && list.len() >= 12
                    && (line.starts_with("Your cards") || line.starts_with("Your tickets"))
                {
                    self.needles.push(list.trim_end_matches('.').to_string());
                }
            }
        }
    }

    /// The needles found in `text`.
    fn found_in(&self, text: &str) -> Vec<&str> {
        self.needles
            .iter()
            .filter(|n| text.contains(n.as_str()))
            .map(String::as_str)
            .collect()
    }
}

/// Every page and JSON of the game in `channel` (and its replay, once
/// over).
fn everything_public(served: &Served, path: &str, over: bool) -> String {
    let mut all = String::new();
    let mut paths = vec![path.to_string(), format!("{path}/view.json")];
    if over {
        paths.push(format!("{path}/replay"));
    }
    for p in paths {
        let page = served.get(&p);
        assert_eq!(page.status, 200, "{p}");
        all.push_str(&page.head);
        all.push_str(&page.body);
    }
    all
}

#[test]
fn forty_whole_games_show_nothing_hidden_and_replay_to_their_final_scores() {
    let (_dir, store) = embedded();
    let host = Arc::new(
        Host::new(store.clone(), conductor::ai::decide)
            .with_public_url(Some("https://tickets.example".into())),
    );
    let served = Served::start(Site::pages(store.clone()));
    let boards = ["usa", "europe", "switzerland", "world"];
    for g in 0..40 {
        let map = boards[g % 4];
        let bots = if map == "switzerland" {
            1 + g % 2
        } else {
            1 + g % 3
        };
        let channel = format!("{}", 1000 + g);
        started_at(&host, &channel, map, bots, now());
        let sent = drain(&host);
        let path = path_of(store.as_ref(), &channel);
        let rec = record(store.as_ref(), &channel);

        let mut secrets = Secrets::of_record(&rec);
        let public_ones = secrets.needles.len();
        secrets.add_private(&sent);
        // Control: ann's own page shows her hand and tickets as searched for.
        let own = served.get(&private_path_in(&sent, "ann").expect("ann's link"));
        assert_eq!(own.status, 200, "{map}");
        let hers = &secrets.needles[public_ones..];
        assert!(!hers.is_empty(), "{map}: ann's hand and tickets");
        assert_eq!(
            secrets.found_in(&own.body).len(),
            hers.len(),
            "{map}: {hers:?}"
        );
        let raw = serde_json::to_string(&rec).unwrap();
        let private: String = sent.iter().map(|m| m.text.clone()).collect();
        assert!(
            secrets
                .needles
                .iter()
                .all(|n| raw.contains(n) || private.contains(n)),
            "control: every secret is in the record or the private messages"
        );
        assert!(secrets.needles.len() >= 6, "{map}: {:?}", secrets.needles);
        let seen = everything_public(&served, &path, false);
        assert_eq!(
            secrets.found_in(&seen),
            Vec::<&str>::new(),
            "{map} at the start"
        );

        host.member_left("g1", "ann", now()).expect("left");
        drain(&host);
        let (rec, totals) = final_scores(store.as_ref(), &rec.game_id);
        let archived = store.archived(&rec.game_id).unwrap().unwrap();
        let mut secrets = Secrets::of_record(&rec);
        // Every state the game went through, from its log.
        let board = rec.board().unwrap();
        let mut state = None;
        for raw in &archived.log {
            match (LogEntry::read(raw).unwrap(), state.as_mut()) {
                (
                    LogEntry::Started {
                        names,
                        options,
                        seed,
                        ..
                    },
                    None,
                ) => {
                    state =
                        Some(conductor::rules::new_game(&board, &names, options, seed).unwrap());
                }
                (LogEntry::Action { seat, action }, Some(st)) => {
                    conductor::rules::apply(&board, st, seat, &action).unwrap();
                }
                (LogEntry::Pass { .. }, Some(st)) => {
                    conductor::rules::pass_turn(&board, st);
                }
                (LogEntry::Ended, Some(st)) => {
                    conductor::rules::end_now(st);
                }
                (entry, _) => panic!("unexpected {entry:?}"),
            }
            if let Some(st) = &state {
                let mut during = rec.clone();
                during.state = Some(st.clone());
                secrets.needles.extend(Secrets::of_record(&during).needles);
            }
        }
        secrets.needles.sort();
        secrets.needles.dedup();
        let seen = everything_public(&served, &path, true);
        assert_eq!(secrets.found_in(&seen), Vec::<&str>::new(), "{map} replay");

        let replay = served.get(&format!("{path}/replay"));
        let steps = replay_scores(&replay.body);
        assert_eq!(
            steps.last(),
            Some(&totals),
            "{map}: the replay ends on the stored final scores"
        );
        assert!(steps.len() > 20, "{map}: a whole game, move by move");
    }
}

/// A page's event stream says when its game moves, and only then; the host
/// commits through `host_store`, the pages read `page_store`.
fn live_updates_follow_commits(host_store: Arc<dyn Store>, page_store: Arc<dyn Store>) {
    let host = host_over(host_store.clone());
    started(&host, "55", "usa", 1);
    started(&host, "56", "usa", 1);
    let served = Served::start(Site::pages(page_store));
    let path = path_of(host_store.as_ref(), "55");
    let mut stream = open_events(&served, &events_of(&served, &path));
    assert!(
        !changed_event(&mut stream, 1),
        "nothing moved since the page was made"
    );
    send(&host, "56", "ann", "/draw from:deck");
    assert!(
        !changed_event(&mut stream, 2),
        "another game's move is not this page's"
    );
    send(&host, "55", "ann", "/draw from:deck");
    assert!(changed_event(&mut stream, 10), "this game's move is");
    let (id_path, token) = path.rsplit_once('/').unwrap();
    let wrong = format!("{id_path}/{}", token.chars().rev().collect::<String>());
    assert_eq!(served.get(&format!("{wrong}/events")).status, 404);
}

/// A move committed after a page was made but before its script opened
/// the event stream (or while the stream was reconnecting) is told as soon
/// as the stream opens; a stream opened without saying what the page shows
/// waits for the next move.
fn a_move_before_the_stream_opens_is_told(host_store: Arc<dyn Store>, page_store: Arc<dyn Store>) {
    let host = host_over(host_store.clone());
    started(&host, "57", "usa", 1);
    let served = Served::start(Site::pages(page_store));
    let path = path_of(host_store.as_ref(), "57");
    let events = events_of(&served, &path);
    assert!(events.contains("/events?v="), "{events}");
    send(&host, "57", "ann", "/draw from:deck");
    let mut late = open_events(&served, &events);
    assert!(
        changed_event(&mut late, 5),
        "the page is behind: told at once"
    );
    let mut bare = open_events(&served, &format!("{path}/events"));
    assert!(!changed_event(&mut bare, 1), "no stamp, no news");
    let mut fresh = open_events(&served, &events_of(&served, &path));
    assert!(
        !changed_event(&mut fresh, 1),
        "a page made now is not behind"
    );
}

#[test]
fn live_updates_follow_commits_in_process() {
    let (_dir, store) = embedded();
    live_updates_follow_commits(store.clone(), store);
}

#[test]
fn live_updates_follow_commits_of_another_process_through_redis() {
    let redis = RedisServer::start();
    let open = || -> Arc<dyn Store> { Arc::new(RedisStore::open(&redis.url(), "web").unwrap()) };
    live_updates_follow_commits(open(), open());
}

#[test]
fn live_updates_follow_commits_of_another_process_on_a_cluster() {
    let cluster = support::redis_cluster::RedisCluster::start();
    let open = || -> Arc<dyn Store> { Arc::new(RedisStore::open(&cluster.url(), "web").unwrap()) };
    live_updates_follow_commits(open(), open());
}

#[test]
fn a_move_before_the_stream_opens_is_told_in_process() {
    let (_dir, store) = embedded();
    a_move_before_the_stream_opens_is_told(store.clone(), store);
}

#[test]
fn a_move_before_the_stream_opens_is_told_through_redis() {
    let redis = RedisServer::start();
    let open = || -> Arc<dyn Store> { Arc::new(RedisStore::open(&redis.url(), "web").unwrap()) };
    a_move_before_the_stream_opens_is_told(open(), open());
}

/// The messages that show the board of `channel`'s game, as delivered.
fn board_messages(out: &[OutMsg], channel: &str) -> Vec<OutMsg> {
    out.iter()
        .filter(|m| m.to == Target::Channel(channel.into()))
        .filter(|m| matches!(m.picture, Some(conductor::host::Picture::Board { .. })))
        .cloned()
        .collect()
}

/// `line` from the server's admin (Manage Server) in `channel`.
fn as_admin(host: &Host, channel: &str, line: &str) -> conductor::host::Reply {
    let mut r = req(channel, "boss", "boss", line);
    r.caller.admin = true;
    host.handle(&r, 1000)
}

#[test]
fn board_messages_link_to_the_game_page_when_the_host_knows_its_address() {
    let (_dir, store) = embedded();
    let linked = Arc::new(
        Host::new(store.clone(), conductor::ai::decide)
            .with_public_url(Some("https://tickets.example/".into())),
    );
    started(&linked, "410", "europe", 1);
    let out = drain(&linked);
    let boards = board_messages(&out, "410");
    assert!(!boards.is_empty(), "the turn message shows the board");
    let want = format!("https://tickets.example{}", path_of(store.as_ref(), "410"));
    for m in &boards {
        let link = m.link.as_ref().expect("a board message links its page");
        assert_eq!(link.url, want);
        assert_eq!(link.label, "Game page");
    }
    use conductor::host::Picture;
    for m in &out {
        match (&m.picture, &m.link) {
            (Some(Picture::Board { .. }), _) => {}
            (Some(Picture::Private { .. }), Some(link)) => {
                assert!(
                    link.url.starts_with("https://tickets.example/p/"),
                    "{link:?}"
                );
                assert_eq!(link.label, "My hand");
            }
            (_, link) => assert!(link.is_none(), "only the board and a hand link: {m:?}"),
        }
    }
    // The final scores link to the page too.
    finish(&linked);
    let end = drain(&linked);
    let last = board_messages(&end, "410");
    assert!(
        last.last()
            .is_some_and(|m| m.link.as_ref().map(|l| &l.url) == Some(&want)),
        "the final scores' message links the page"
    );

    let plain = host_over(store.clone());
    started(&plain, "411", "europe", 1);
    assert!(
        drain(&plain).iter().all(|m| m.link.is_none()),
        "no address, no links"
    );
}

#[test]
fn a_server_admin_turns_the_pages_and_their_links_off_and_on() {
    let (_dir, store) = embedded();
    let host = Arc::new(
        Host::new(store.clone(), conductor::ai::decide)
            .with_public_url(Some("https://tickets.example".into())),
    );
    started(&host, "420", "europe", 1);
    drain(&host);
    let served = Served::start(Site::pages(store.clone()));
    let path = path_of(store.as_ref(), "420");
    assert_eq!(served.get(&path).status, 200);

    let refused = host.handle(&req("420", "ann", "ann", "/webpages on:no"), 1000);
    assert!(!refused.applied, "only an admin turns pages off");
    assert!(refused.text.contains("Manage Server"), "{}", refused.text);
    assert_eq!(served.get(&path).status, 200, "still on");

    let off = as_admin(&host, "420", "/webpages on:no");
    assert!(off.applied, "{}", off.text);
    assert!(off.text.contains("no web pages"), "{}", off.text);
    for page in [
        path.clone(),
        format!("{path}/view.json"),
        format!("{path}/events"),
    ] {
        assert_eq!(served.get(&page).status, 404, "{page}");
    }
    send(&host, "420", "ann", "/draw from:deck");
    send(&host, "420", "ann", "/draw from:deck");
    let out = drain(&host);
    assert!(!board_messages(&out, "420").is_empty());
    assert!(out.iter().all(|m| m.link.is_none()), "no links while off");
    let shown = host.handle(&req("420", "ann", "ann", "/webpages"), 1000);
    assert!(shown.text.contains("no web pages"), "{}", shown.text);
    let again = as_admin(&host, "420", "/webpages on:no");
    assert!(!again.applied, "already off: nothing saved");

    let on = as_admin(&host, "420", "/webpages on:yes");
    assert!(on.applied, "{}", on.text);
    assert_eq!(served.get(&path).status, 200);
    send(&host, "420", "ann", "/draw from:deck");
    send(&host, "420", "ann", "/draw from:deck");
    assert!(
        drain(&host).iter().any(|m| m.link.is_some()),
        "links come back with the pages"
    );
    let mut console = req("420", "ann", "ann", "/webpages on:no");
    console.guild = None;
    let nowhere = host.handle(&console, 1000);
    assert!(!nowhere.applied && nowhere.text.contains("server channel"));
}
