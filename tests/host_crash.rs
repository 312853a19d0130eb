//! kill -9 of the bot process between (and during) commands, then restart:
//! every accepted move is in the log, nothing is applied twice, and replaying
//! the seed and the log gives exactly the stored game.

#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

use conductor::host::{ChannelRecord, LogEntry};
use conductor::maps;
use conductor::rules::{
    Action, DeckKind, DrawSource, Phase, TicketId, apply, check_invariants, new_game, random_action,
};
use conductor::store::{RedisStore, Store};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;
use support::redis::RedisServer;

/// A running `conductor local` process and its reply lines.
struct Bot {
    child: Child,
    stdin: ChildStdin,
    replies: Receiver<String>,
}

impl Bot {
    fn start(url: &str) -> Bot {
        let mut child = Command::new(env!("CARGO_BIN_EXE_conductor"))
            .args([
                "local",
                "--redis",
                url,
                "--channel",
                "crash",
                "--no-pictures",
            ])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start conductor local");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, replies) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if line.starts_with("[reply") && tx.send(line).is_err() {
                    return;
                }
            }
        });
        Bot {
            child,
            stdin,
            replies,
        }
    }

    /// Sends a line; the reply, or None if the process died first.
    fn send(&mut self, line: &str) -> Option<String> {
        writeln!(self.stdin, "{line}").ok()?;
        self.stdin.flush().ok()?;
        self.replies.recv_timeout(Duration::from_secs(20)).ok()
    }

    fn kill(mut self) {
        let _ = self.child.kill(); // SIGKILL
        let _ = self.child.wait();
    }
}

fn line_for(
    board: &conductor::rules::Board,
    names: &[&str],
    seat: usize,
    action: &Action,
    offer: &[TicketId],
) -> String {
    let who = names[seat];
    match action {
        Action::Draw {
            from: DrawSource::FaceUp(i),
            ..
        } => format!("{who}: /draw from:{}", i + 1),
        Action::Draw {
            from: DrawSource::Deck(DeckKind::Ships),
            ..
        } => format!("{who}: /draw from:ships"),
        Action::Draw { .. } => format!("{who}: /draw from:deck"),
        Action::Claim { a, b, pick, .. } => {
            let lane = match pick {
                conductor::rules::LanePick::Index(i) => format!(" lane:{i}"),
                _ => String::new(),
            };
            format!(
                "{who}: /claim route:\"{}–{}\"{lane}",
                board.place_name(*a),
                board.place_name(*b)
            )
        }
        Action::Keep { tickets } => {
            let pos: Vec<String> = tickets
                .iter()
                .filter_map(|t| offer.iter().position(|o| o == t))
                .map(|i| (i + 1).to_string())
                .collect();
            format!("{who}: /keep tickets:{}", pos.join(","))
        }
        Action::Tunnel { pay, .. } => {
            format!("{who}: /tunnel pay:{}", if *pay { "yes" } else { "no" })
        }
        Action::DrawTickets => format!("{who}: /tickets"),
        Action::Station { place, .. } => {
            format!("{who}: /station city:\"{}\"", board.place_name(*place))
        }
        _ => format!("{who}: /draw from:deck"),
    }
}

#[test]
fn kill_9_between_commands_loses_and_doubles_nothing() {
    let server = RedisServer::start_persistent();
    let store = RedisStore::open(&server.url(), "conductor").expect("redis");
    let board = maps::board("europe").unwrap();
    let names = ["ann", "bob", "cid"];
    let mut bot = Bot::start(&server.url());
    for line in [
        "ann: /game new map:europe seats:3 turn:0",
        "bob: /game join",
        "cid: /game join",
        "ann: /game start",
    ] {
        let reply = bot.send(line);
        assert!(
            reply
                .as_ref()
                .is_some_and(|r| !r.contains("Storage") && !r.contains("There")),
            "{line}: {reply:?}"
        );
    }
    let mut rng = ChaCha8Rng::seed_from_u64(99);
    let (mut done, mut kills, mut unknown) = (0usize, 0usize, 0usize);
    for _ in 0..300 {
        let Some(stored) = store.load("crash").unwrap() else {
            break; // the game ended and moved to history
        };
        let rec = ChannelRecord::read(&stored.data).unwrap();
        let state = rec.state.as_ref().expect("started");
        if state.phase == Phase::Over {
            break;
        }
        let Some((seat, action)) = random_action(&board, state, &mut rng) else {
            break;
        };
        let offer = state.players[seat]
            .offer
            .as_ref()
            .map(|o| o.tickets.clone())
            .unwrap_or_default();
        let line = line_for(&board, &names, seat, &action, &offer);
        if rng.random_bool(0.08) {
            // Kill while the command is in flight: its outcome is unknown.
            writeln!(bot.stdin, "{line}").ok();
            std::thread::sleep(Duration::from_micros(rng.random_range(0..3000)));
            bot.kill();
            bot = Bot::start(&server.url());
            kills += 1;
            unknown += 1;
            continue;
        }
        match bot.send(&line) {
            Some(r) if r.contains("] Done") => done += 1,
            Some(_) => {}
            None => unknown += 1,
        }
        if rng.random_bool(0.05) {
            // Kill between two commands.
            bot.kill();
            bot = Bot::start(&server.url());
            kills += 1;
        }
    }
    bot.kill();
    assert!(kills > 5 && done > 50, "kills {kills}, accepted {done}");

    // The game is still on, or it finished and was archived with its log.
    let (data, raw_log) = match store.load("crash").unwrap() {
        Some(r) => (r.data, store.log("crash").unwrap()),
        None => {
            let id = store
                .history(1)
                .unwrap()
                .pop()
                .expect("the finished game is archived");
            let a = store.archived(&id).unwrap().expect("archive");
            (a.data, a.log)
        }
    };
    let log: Vec<LogEntry> = raw_log.iter().map(|e| LogEntry::read(e).unwrap()).collect();
    let LogEntry::Started {
        names: n,
        options,
        seed,
        ..
    } = &log[0]
    else {
        panic!("log starts with the game")
    };
    let moves = log[1..]
        .iter()
        .filter(|e| matches!(e, LogEntry::Action { .. }))
        .count();
    assert!(
        moves >= done,
        "every accepted move is logged ({moves} logged, {done} accepted)"
    );
    assert!(
        moves <= done + unknown,
        "nothing beyond the commands sent ({moves} > {done} + {unknown})"
    );
    let mut state = new_game(&board, n, options.clone(), *seed).unwrap();
    for e in &log[1..] {
        if let LogEntry::Action { seat, action } = e {
            apply(&board, &mut state, *seat, action)
                .expect("each logged action applies once, in order");
        }
    }
    let rec = ChannelRecord::read(&data).unwrap();
    let stored = rec.state.expect("state");
    assert_eq!(
        serde_json::to_string(&state).unwrap(),
        serde_json::to_string(&stored).unwrap()
    );
    check_invariants(&board, &stored).expect("cards conserved");
}
