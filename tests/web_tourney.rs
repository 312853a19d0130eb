//! A tournament's and a server league's web pages: reached by the link on
//! `/tourney standings` and `/leaderboard` alone; the standings, each
//! round's tables with links to their games (live or finished), results,
//! deadlines and commitments; a seed shown only once revealed; typed names
//! inert; unknown tokens 404 and a server with pages off shows none; both
//! pages follow their records live.

#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

use conductor::host::Host;
use conductor::host::tourney::Stage;
use conductor::store::Store;
use conductor::web::Site;
use std::sync::Arc;
use support::host::{embedded, settle, tourney_in};
use support::web::{Served, req};

const URL: &str = "https://tickets.example";
const CUP: &str = "cup";
const SCRIPT: &str = "<script>alert(1)</script>";

fn linked(store: &Arc<dyn Store>) -> Arc<Host> {
    Arc::new(
        Host::new(store.clone(), conductor::ai::decide)
            .seeded(7)
            .with_public_url(Some(format!("{URL}/"))),
    )
}

/// `line` from `id` (shown as `name`) in the cup's channel; applied.
fn cup(host: &Host, id: &str, name: &str, line: &str) {
    let r = host.handle(&req(CUP, id, name, line), 1000);
    assert!(r.applied, "{line}: {}", r.text);
}

/// The path of the page a reply links to, once it links to `prefix`.
fn linked_path(reply: &conductor::host::Reply, prefix: &str) -> String {
    let link = reply.link.as_ref().expect("the reply links its page");
    let path = link.url.strip_prefix(URL).expect("made from PUBLIC_URL");
    assert!(path.starts_with(prefix), "{path}");
    path.to_string()
}

/// A running tournament of ann and a player named like markup against
/// four computer players, tables of 3, two rounds: ann's and the other
/// person's tables wait, the computer players' tables finish.
fn running(host: &Arc<Host>) {
    cup(
        host,
        "olga",
        "olga",
        &format!("/tourney create name:Cup{SCRIPT} map:usa rounds:2 size:3 min:3 max:3"),
    );
    cup(host, "ann", "ann", "/tourney join");
    cup(host, "bob", SCRIPT, "/tourney join");
    for _ in 0..4 {
        cup(host, "olga", "olga", "/tourney addbot");
    }
    cup(host, "olga", "olga", "/tourney start");
    settle(host);
}

/// The people are dropped: computer players finish every round.
fn finish(host: &Arc<Host>) {
    cup(host, "olga", "olga", "/tourney drop player:ann");
    cup(host, "olga", "olga", "/tourney drop player:bob");
    settle(host);
}

#[test]
fn a_tournament_page_shows_standings_tables_and_only_revealed_seeds() {
    let (_dir, store) = embedded();
    let host = linked(&store);
    running(&host);
    let served = Served::start(Site::pages(store.clone()));
    let standings = host.handle(&req(CUP, "ann", "ann", "/tourney standings"), 1000);
    let path = linked_path(&standings, "/t/cup/");
    assert_eq!(standings.link.as_ref().unwrap().label, "Tournament page");

    let rec = tourney_in(store.as_ref(), CUP);
    assert_eq!(rec.stage, Stage::Running);
    let page = served.get(&path);
    assert_eq!(page.status, 200, "{}", page.body);
    let body = &page.body;
    for want in [
        "Standings",
        "Round 1",
        "Opp. TP",
        "Commitment",
        &rec.commitment,
    ] {
        assert!(body.contains(want), "{want} in {body}");
    }
    assert!(body.contains("Cup&lt;script&gt;"), "the name, escaped");
    assert!(!body.contains("<script>alert"), "no typed markup runs");
    assert!(!body.contains("<script>"), "no inline script at all");
    let round = &rec.played[0];
    let mut open = 0;
    for t in &round.tables {
        assert!(body.contains(&t.name), "{}", t.name);
        assert!(body.contains(&t.commitment), "every table's commitment");
        let revealed = t.result.is_some();
        assert_eq!(
            body.contains(&t.salt),
            revealed,
            "{}: a table's salt only once its game is over",
            t.name
        );
        assert_eq!(
            body.contains(&t.seed.to_string()),
            revealed,
            "{}: and its seed",
            t.name
        );
        let game = game_link(store.as_ref(), body, t);
        assert_eq!(served.get(&game).status, 200, "{} opens: {game}", t.name);
        open += usize::from(!revealed);
    }
    assert!(open >= 1, "a table still plays (the people's)");
    assert!(!body.contains(&rec.salt), "the pairing salt stays hidden");
    assert!(!body.contains(&rec.seed.to_string()), "and its seed");
    assert!(body.contains("revealed at the end"));

    // Another token, a malformed one, or none: no page.
    let (base, token) = path.rsplit_once('/').unwrap();
    let other: String = token.chars().rev().collect();
    assert_eq!(served.get(&format!("{base}/{other}")).status, 404);
    assert_eq!(served.get(&format!("{base}/{other}/events")).status, 404);
    assert_eq!(served.get(&format!("/t/nope/{token}")).status, 404);
    assert_eq!(served.get(&format!("/t/..%2Fcup/{token}")).status, 400);
    assert_eq!(served.get(base).status, 404);

    // The people leave: computer players finish both rounds, and the
    // pairing seed is shown with the results.
    finish(&host);
    let done = tourney_in(store.as_ref(), CUP);
    assert_eq!(done.stage, Stage::Finished);
    assert_eq!(done.web, rec.web, "the token stays");
    let page = served.get(&path);
    assert!(page.body.contains("Round 2"));
    assert!(page.body.contains(&done.salt), "revealed at the end");
    assert!(page.body.contains(&done.seed.to_string()));
    for t in done.played.iter().flat_map(|r| &r.tables) {
        assert!(page.body.contains(&t.salt), "{}: over, revealed", t.name);
        assert!(page.body.contains("place 1"), "results");
        let game = game_link(store.as_ref(), &page.body, t);
        assert_eq!(served.get(&game).status, 200, "a finished table's game");
    }
}

/// The link to table `t`'s game on a tournament page, checked against the
/// game's own path.
fn game_link(store: &dyn Store, body: &str, t: &conductor::host::tourney::Table) -> String {
    let start = body
        .find(&format!("/g/{}/", t.game_id))
        .unwrap_or_else(|| panic!("{} links its game", t.name));
    let path: String = body[start..].chars().take_while(|c| *c != '"').collect();
    let live = t.channel.as_deref().and_then(|c| store.load(c).unwrap());
    let rec = match live {
        Some(r) => conductor::host::ChannelRecord::read(&r.data).unwrap(),
        None => {
            let a = store.archived(&t.game_id).unwrap().expect("archived");
            conductor::host::ChannelRecord::read(&a.data).unwrap()
        }
    };
    assert_eq!(Some(path.clone()), conductor::host::game_path(&rec));
    path
}

#[test]
fn a_server_with_pages_off_has_no_tournament_or_league_page_and_no_links() {
    let (_dir, store) = embedded();
    let host = linked(&store);
    running(&host);
    finish(&host);
    let served = Served::start(Site::pages(store.clone()));
    let standings = host.handle(&req(CUP, "ann", "ann", "/tourney standings"), 1000);
    let tourney = linked_path(&standings, "/t/cup/");
    let board = host.handle(&req(CUP, "ann", "ann", "/leaderboard"), 1000);
    let league = linked_path(&board, "/l/g1/");
    assert_eq!(board.link.as_ref().unwrap().label, "League page");
    assert_eq!(served.get(&tourney).status, 200);
    assert_eq!(served.get(&league).status, 200);

    let mut off = req(CUP, "boss", "boss", "/webpages on:no");
    off.caller.admin = true;
    assert!(host.handle(&off, 1000).applied);
    for path in [&tourney, &league, &format!("{tourney}/events")] {
        assert_eq!(served.get(path).status, 404, "{path}");
    }
    let standings = host.handle(&req(CUP, "ann", "ann", "/tourney standings"), 1000);
    assert!(standings.link.is_none(), "no link while pages are off");
    let board = host.handle(&req(CUP, "ann", "ann", "/leaderboard"), 1000);
    assert!(board.link.is_none());
}

/// Counts a table of ann, the markup-named bob and cid (in that order)
/// in the running season of `g1`'s league, as a finished rated USA game
/// of people would.
fn people_counted(host: &Host, store: &dyn Store) {
    let (version, league) = host.load_league("g1").unwrap();
    let mut league = league.expect("the tournament's games were counted");
    let table = [("ann", 0), ("bob", 1), ("cid", 2)].map(|(p, k)| (p.to_string(), k));
    let season = league.seasons.last_mut().unwrap();
    season.overall.people.update(&table);
    season
        .boards
        .entry("usa".into())
        .or_default()
        .people
        .update(&table);
    for (place, (id, name)) in [("ann", "ann"), ("bob", SCRIPT), ("cid", "cid")]
        .iter()
        .enumerate()
    {
        let stats = season.stats.entry(id.to_string()).or_default();
        stats.games += 1;
        stats.places += place as u64 + 1;
        league.names.insert(id.to_string(), name.to_string());
    }
    let commit = conductor::store::Commit {
        data: serde_json::to_vec(&league).unwrap(),
        ..Default::default()
    };
    let saved = store.commit("league:g1", version, &commit).unwrap();
    assert!(matches!(saved, conductor::store::CommitOutcome::Saved(_)));
}

#[test]
fn a_league_page_shows_every_board_and_player_with_names_inert() {
    let (_dir, store) = embedded();
    let host = linked(&store);
    running(&host);
    finish(&host);
    people_counted(&host, store.as_ref());
    let served = Served::start(Site::pages(store.clone()));
    let board = host.handle(&req(CUP, "ann", "ann", "/leaderboard"), 1000);
    let path = linked_path(&board, "/l/g1/");
    let page = served.get(&path);
    assert_eq!(page.status, 200, "{}", page.body);
    let body = &page.body;
    for want in ["League, season 1", "all boards", "USA", "Rating", "Games: "] {
        assert!(body.contains(want), "{want} in {body}");
    }
    assert!(body.contains("ann"), "a player's stats");
    assert!(!body.contains("<script>alert"), "{body}");
    assert!(body.contains("&lt;script&gt;"), "the markup name, as text");
    let russian = support::web::get_with(served.addr, &path, "Accept-Language: ru-RU,ru;q=0.9");
    assert!(russian.body.contains("Лига"), "the reader's language");

    let (base, token) = path.rsplit_once('/').unwrap();
    let other: String = token.chars().rev().collect();
    assert_eq!(served.get(&format!("{base}/{other}")).status, 404);
    assert_eq!(served.get(&format!("/l/g2/{token}")).status, 404);
    assert_eq!(served.get(&format!("{path}?season=99")).status, 200);
    assert_eq!(served.get(&format!("{path}?season=x")).status, 400);
}

#[test]
fn a_leaderboard_before_any_league_and_a_host_without_address_have_no_link() {
    let (_dir, store) = embedded();
    let host = linked(&store);
    let board = host.handle(&req("5", "ann", "ann", "/leaderboard"), 1000);
    assert!(board.link.is_none(), "no league yet: nothing to show");
    let plain = Host::new(store.clone(), conductor::ai::decide);
    let r = plain.handle(
        &req(CUP, "olga", "olga", "/tourney create name:Cup map:usa"),
        1000,
    );
    assert!(r.applied, "{}", r.text);
    let standings = plain.handle(&req(CUP, "ann", "ann", "/tourney standings"), 1000);
    assert!(standings.link.is_none(), "no address, no link");
}

/// Reads an event stream until a `changed` event; false if none comes
/// within `secs`.
fn changed_within(stream: &mut std::net::TcpStream, secs: u64) -> bool {
    use std::io::Read;
    let mut seen = Vec::new();
    let mut buf = [0u8; 1024];
    let started = std::time::Instant::now();
    while started.elapsed() < std::time::Duration::from_secs(secs) {
        if let Ok(n) = stream.read(&mut buf) {
            if n == 0 {
                return false;
            }
            seen.extend_from_slice(&buf[..n]);
            if String::from_utf8_lossy(&seen).contains("event: changed") {
                return true;
            }
        }
    }
    false
}

#[test]
fn a_tournament_page_follows_its_record_live() {
    use std::io::Write;
    let (_dir, store) = embedded();
    let host = linked(&store);
    running(&host);
    let served = Served::start(Site::pages(store.clone()));
    let standings = host.handle(&req(CUP, "ann", "ann", "/tourney standings"), 1000);
    let path = linked_path(&standings, "/t/cup/");
    let page = served.get(&path);
    let events = support::web::attribute(&page.body, "data-events").expect("a live page");
    assert!(events.starts_with(&format!("{path}/events?v=")), "{events}");
    let mut stream = std::net::TcpStream::connect(served.addr).unwrap();
    write!(stream, "GET {events} HTTP/1.1\r\nHost: t\r\n\r\n").unwrap();
    stream
        .set_read_timeout(Some(std::time::Duration::from_millis(200)))
        .unwrap();
    assert!(!changed_within(&mut stream, 1), "nothing changed yet");
    cup(&host, "olga", "olga", "/tourney drop player:bob");
    assert!(
        changed_within(&mut stream, 10),
        "a change of the record is told"
    );
}

#[test]
fn a_league_page_follows_its_record_live() {
    use std::io::Write;
    let (_dir, store) = embedded();
    let host = linked(&store);
    running(&host);
    finish(&host);
    let served = Served::start(Site::pages(store.clone()));
    let board = host.handle(&req(CUP, "ann", "ann", "/leaderboard"), 1000);
    let path = linked_path(&board, "/l/g1/");
    let page = served.get(&format!("{path}?season=0"));
    let events = support::web::attribute(&page.body, "data-events").expect("a live page");
    assert!(events.starts_with(&format!("{path}/events?v=")), "{events}");
    let mut stream = std::net::TcpStream::connect(served.addr).unwrap();
    write!(stream, "GET {events} HTTP/1.1\r\nHost: t\r\n\r\n").unwrap();
    stream
        .set_read_timeout(Some(std::time::Duration::from_millis(200)))
        .unwrap();
    assert!(!changed_within(&mut stream, 1), "nothing counted since");
    people_counted(&host, store.as_ref());
    assert!(changed_within(&mut stream, 10), "a counted game is told");
    let (base, token) = path.rsplit_once('/').unwrap();
    let other: String = token.chars().rev().collect();
    assert_eq!(served.get(&format!("{base}/{other}/events")).status, 404);
}
