//! Measures, in process, the time from an interaction arriving to its first
//! response (the deferral) and to the reply carrying the board picture, with
//! the host and a real store, against a loopback stand-in for Discord.
//!
//! `cargo run --release --example discord_latency [rounds]`
//!
//! The renderer is not wired in yet: the painter returns a fixed 300 KB
//! buffer so the upload is part of the figure, not the drawing.

#[path = "../tests/discord_support/mod.rs"]
mod discord_support;

use conductor::discord::{
    App, BotConfig, ChannelLangs, CommandOrPress, Gate, Invocation, open_store, serve,
};
use conductor::host::{BotLevel, Caller, Command, DrawFrom, Host, NewGame, Picture, Request};
use conductor::maps::BoardId;
use conductor::rules::DeckKind;
use discord_support::StandIn;
use serenity::all::InteractionId;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::Notify;

const CHANNEL: &str = "111111111111111111";
const ANN: &str = "222222222222222222";

fn ann() -> Caller {
    Caller {
        id: ANN.into(),
        name: "ann".into(),
        admin: false,
        lang: conductor::i18n::Lang::En,
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

fn report(what: &str, mut v: Vec<Duration>) {
    v.sort();
    println!(
        "{what:<44} n={:<4} median {:>7.2} ms   p99 {:>7.2} ms",
        v.len(),
        percentile(&v, 0.5).as_secs_f64() * 1e3,
        percentile(&v, 0.99).as_secs_f64() * 1e3
    );
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let rounds: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(200);
    let dir = std::env::temp_dir().join(format!("conductor-latency-{}", std::process::id()));
    let settings = BotConfig {
        token: "MTIz.NDU2.Nzg5".into(),
        dev_guild: None,
        redis_url: None,
        data_dir: dir.clone(),
        api_url: None,
        gateway_url: None,
        shards: None,
        metrics_addr: None,
        web_addr: None,
        public_url: None,
        web_secret: None,
        outbox_lease: conductor::discord::LEASE,
        tourney_role: None,
        member_events: false,
        expert_budget: conductor::ai::DEFAULT_BUDGET,
    };
    let store = match open_store(&settings) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("cannot measure: {e}");
            std::process::exit(1);
        }
    };
    let host = Arc::new(Host::new(store, conductor::ai::decide));
    let run = |command: Command| {
        host.handle(
            &Request {
                channel: CHANNEL.into(),
                caller: ann(),
                channel_lang: conductor::i18n::Lang::En,
                key: None,
                guild: None,
                from_channel: true,
                command,
            },
            conductor::host::now(),
        )
    };
    let discord = StandIn::start();
    let picture = vec![0u8; 300 * 1024];
    let app = App {
        host: host.clone(),
        rest: discord.rest(),
        paint: Arc::new(move |p: &Picture| {
            matches!(p, Picture::Board { .. }).then(|| picture.clone())
        }),
        wake: Arc::new(Notify::new()),
        gate: Arc::new(Gate::default()),
        langs: Arc::new(ChannelLangs::default()),
        suggested: Default::default(),
    };
    let mut first = Vec::new();
    let mut full = Vec::new();
    let mut moves = Vec::new();
    for i in 0..rounds {
        // A fresh game when the deck runs low keeps every round a real move.
        if i % 20 == 0 {
            run(Command::End);
            for c in [
                Command::New(NewGame {
                    seats: Some(2),
                    turn_hours: Some(0),
                    ..NewGame::on(BoardId::Usa)
                }),
                Command::AddBot {
                    level: BotLevel::Easy,
                },
                Command::Start,
                Command::Keep {
                    tickets: vec![1, 2, 3],
                },
            ] {
                run(c);
            }
        }
        for (command, board) in [
            (Command::Board, true),
            (
                Command::Draw {
                    from: DrawFrom::Deck(DeckKind::Trains),
                    refill: None,
                },
                false,
            ),
        ] {
            discord.clear();
            let inv = Invocation {
                id: InteractionId::new(i as u64 + 1),
                token: format!("token{i}"),
                channel: CHANNEL.into(),
                caller: ann(),
                channel_lang: conductor::i18n::Lang::En,
                bot_permissions: None,
                upload_limit: 0,
                in_thread: false,
                guild: None,
            };
            let arrived = Instant::now();
            if let Err(e) = serve(&app, inv, CommandOrPress::Command(command)).await {
                eprintln!("round {i}: {e}");
                continue;
            }
            let seen = discord.seen();
            let (Some(defer), Some(reply)) = (seen.first(), seen.get(1)) else {
                continue;
            };
            if board {
                assert!(reply.has_file(&[0u8; 64]), "the board picture is attached");
                first.push(defer.at - arrived);
                full.push(reply.at - arrived);
            } else if reply.json()["content"]
                .as_str()
                .is_some_and(|t| t.starts_with("Done"))
            {
                // Only moves the host applied and saved count.
                moves.push(reply.at - arrived);
            }
        }
    }
    println!("interaction → Discord, in process, loopback stand-in, embedded store");
    report("first response (deferral), /board", first);
    report("reply with the board picture (300 KB), /board", full);
    if moves.is_empty() {
        println!("no move was applied (the deck ran out?)");
    } else {
        report("reply to a move (/draw, applied and saved)", moves);
    }
    let _ = std::fs::remove_dir_all(dir);
}
