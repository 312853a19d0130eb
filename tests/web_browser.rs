//! The pages in a real browser: Debian's chromium, driven by Playwright
//! (tests/web/pages.mjs). A live game page at phone and desktop sizes
//! follows moves made through the host; a finished game's replay steps to
//! its stored final scores; a tournament's page links to its live table's
//! game; a player's own page shows their hand at phone and desktop sizes.
//! Screenshots land in target/web-screenshots.
//! Prints the page weight and load time of a late game's, a tournament's
//! and a league's page, and the delays from a
//! commit to the page's update. SKIP_BROWSER=1 leaves it out.

#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

use conductor::host::{ChannelRecord, Host};
use conductor::rules::public_view;
use conductor::web::Site;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::Arc;
use support::host::{drain, embedded};
use support::web::{Served, finish, path_of, send, started};

/// A running tournament in `cup` (ann and five computer players, tables
/// of 3: ann's table plays on, the other finishes and counts for the
/// league of `g1`); the paths its standings and the leaderboard link to.
fn tourney_and_league(store: &Arc<dyn conductor::store::Store>) -> (String, String) {
    let host = Host::new(store.clone(), conductor::ai::decide)
        .with_public_url(Some("http://pages".into()));
    let say = |id: &str, line: &str| host.handle(&support::web::req("cup", id, id, line), 1000);
    let lines = [
        "/tourney create name:Spring<b>Cup</b> map:europe rounds:2 size:3 min:3 max:3",
        "/tourney join",
    ];
    for line in lines {
        assert!(say("ann", line).applied, "{line}");
    }
    for _ in 0..5 {
        assert!(say("ann", "/tourney addbot").applied);
    }
    assert!(say("ann", "/tourney start").applied);
    support::host::settle(&host);
    let path = |reply: conductor::host::Reply| {
        let url = reply.link.expect("a link").url;
        url.strip_prefix("http://pages").unwrap().to_string()
    };
    (
        path(say("ann", "/tourney standings")),
        path(say("ann", "/leaderboard")),
    )
}

fn now_ms() -> u128 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis()
}

#[test]
fn game_pages_and_replays_in_a_real_browser() {
    if std::env::var("SKIP_BROWSER").as_deref() == Ok("1") {
        eprintln!("SKIPPED: the browser test (SKIP_BROWSER=1)");
        return;
    }
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/web");
    assert!(
        std::path::Path::new("/usr/bin/chromium").exists()
            && dir.join("node_modules/playwright-core").exists(),
        "the browser test needs chromium and playwright-core: \
         apt-get install -y chromium; (cd tests/web && npm ci); or SKIP_BROWSER=1"
    );
    let (_tmp, store) = embedded();
    let host = Arc::new(Host::new(store.clone(), conductor::ai::decide));
    started(&host, "300", "europe", 2);
    let done_path = path_of(store.as_ref(), "300");
    let game_id = support::web::record(store.as_ref(), "300").game_id;
    finish(&host);
    started(&host, "301", "europe", 1);
    drain(&host);
    let live_path = path_of(store.as_ref(), "301");

    let archived = store.archived(&game_id).unwrap().expect("archived");
    let rec = ChannelRecord::read(&archived.data).unwrap();
    let board = rec.board().unwrap();
    let view = public_view(&board, rec.state.as_ref().unwrap());
    let finals: Vec<String> = view
        .final_scores
        .as_ref()
        .unwrap()
        .iter()
        .map(|s| s.breakdown.total.to_string())
        .collect();

    let (tourney_path, league_path) = tourney_and_league(&store);
    let private_path = {
        let linked = Arc::new(
            Host::new(store.clone(), conductor::ai::decide)
                .with_public_url(Some("http://pages".into())),
        );
        support::web::started_at(&linked, "302", "europe", 2, conductor::host::now());
        support::web::private_path_in(&drain(&linked), "ann").expect("ann's own link")
    };

    let served = Served::start(Site::pages(store.clone()));
    let shots = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/web-screenshots");
    std::fs::create_dir_all(&shots).unwrap();
    let mut node = Command::new("node")
        .current_dir(&dir)
        .arg("pages.mjs")
        .arg(served.url(""))
        .arg(&live_path)
        .arg(&done_path)
        .arg(finals.join(","))
        .arg(&shots)
        .arg(&tourney_path)
        .arg(&league_path)
        .arg(&private_path)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("node runs");
    let mut input = node.stdin.take().unwrap();
    let mut output = BufReader::new(node.stdout.take().unwrap()).lines();
    let mut next = || output.next().and_then(Result::ok).unwrap_or_default();
    assert_eq!(next(), "ready", "the live page opened and listens");

    let mut delays = Vec::new();
    for _ in 0..20 {
        // Taken before the command: the delay includes the whole commit.
        let at = now_ms();
        send(&host, "301", "ann", "/draw from:deck");
        writeln!(input, "moved {at}").unwrap();
        let seen = next();
        let delay: i64 = seen
            .strip_prefix("seen ")
            .and_then(|d| d.parse().ok())
            .unwrap_or_else(|| panic!("the page did not follow the move: {seen}"));
        delays.push(delay);
    }
    writeln!(input, "done").unwrap();
    let figures = next();
    assert!(figures.starts_with("figures "), "{figures}");
    assert_eq!(next(), "ok");
    assert!(node.wait().unwrap().success());
    delays.sort_unstable();
    println!("{figures}");
    println!(
        "commit to page update over {} moves: p50 {} ms, p99 {} ms",
        delays.len(),
        delays[delays.len() / 2],
        delays[delays.len() * 99 / 100]
    );
}
