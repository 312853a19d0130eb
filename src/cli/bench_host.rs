//! `conductor bench-host`: commands per second through the host and store,
//! store round trips per command, and stored bytes per game. Four scripted
//! players each send their own commands (random legal moves), so every move
//! goes through the host, the store and delivery.

use super::CliError;
use crate::host::{
    ChannelRecord, Command, DrawFrom, Host, NewGame, OutMsg, Picture, Reply, Request,
};
use crate::i18n::Lang;
use crate::maps::BoardId;
use crate::rules::{Action, Board, DrawSource, GameState, Phase, random_action};
use crate::store::{Store, StoreError};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The command a player would type for an action.
pub fn command_for(board: &Board, state: &GameState, seat: usize, action: &Action) -> Command {
    match action {
        Action::Draw { from, refill } => Command::Draw {
            from: match from {
                DrawSource::FaceUp(i) => DrawFrom::Slot(*i as u8 + 1),
                DrawSource::Deck(kind) => DrawFrom::Deck(*kind),
            },
            refill: *refill,
        },
        Action::Claim { a, b, pick, pay } => Command::Claim {
            route: format!("{}–{}", board.place_name(*a), board.place_name(*b)),
            pay: *pay,
            lane: *pick,
        },
        Action::Tunnel { pay, locos } => Command::Tunnel {
            pay: *pay,
            locos: *locos,
        },
        Action::DrawTickets => Command::Tickets,
        Action::Keep { tickets } => {
            let offer = state.players[seat]
                .offer
                .as_ref()
                .map(|o| o.tickets.clone())
                .unwrap_or_default();
            Command::Keep {
                tickets: tickets
                    .iter()
                    .filter_map(|t| offer.iter().position(|o| o == t))
                    .map(|i| i + 1)
                    .collect(),
            }
        }
        Action::Station { place, pay } => Command::Station {
            city: board.place_name(*place).into(),
            pay: *pay,
        },
        Action::Harbor { place, pay } => Command::Harbor {
            city: board.place_name(*place).into(),
            pay: *pay,
        },
        Action::Exchange { to_ships, count } => Command::Exchange {
            to_ships: *to_ships,
            count: *count,
        },
        Action::Split { trains, ships } => Command::Split {
            trains: *trains,
            ships: *ships,
        },
    }
}

/// A store that counts the calls made through it, by kind.
struct Counted {
    inner: Arc<dyn Store>,
    calls: std::sync::Mutex<std::collections::BTreeMap<&'static str, usize>>,
}

impl Counted {
    fn tick<T>(&self, r: T) -> T {
        self.count("other", r)
    }

    fn count<T>(&self, what: &'static str, r: T) -> T {
        *self.calls.lock().unwrap().entry(what).or_default() += 1;
        r
    }
}

impl Store for Counted {
    fn load(&self, c: &str) -> Result<Option<crate::store::Record>, StoreError> {
        let what = if c.contains(':') {
            "load other record"
        } else {
            "load channel"
        };
        self.count(what, self.inner.load(c))
    }
    fn commit(
        &self,
        c: &str,
        v: u64,
        commit: &crate::store::Commit,
    ) -> Result<crate::store::CommitOutcome, StoreError> {
        self.count("commit", self.inner.commit(c, v, commit))
    }
    fn log(&self, c: &str) -> Result<Vec<Vec<u8>>, StoreError> {
        self.count("log", self.inner.log(c))
    }
    fn outbox_take(
        &self,
        limit: usize,
        lease: Duration,
    ) -> Result<Vec<crate::store::OutboxItem>, StoreError> {
        self.count("outbox_take", self.inner.outbox_take(limit, lease))
    }
    fn outbox_ack(&self, ids: &[String]) -> Result<(), StoreError> {
        self.count("outbox_ack", self.inner.outbox_ack(ids))
    }
    fn due(&self, now: u64, limit: usize) -> Result<Vec<String>, StoreError> {
        self.tick(self.inner.due(now, limit))
    }
    fn lease_due(&self, now: u64, limit: usize, until: u64) -> Result<Vec<String>, StoreError> {
        self.tick(self.inner.lease_due(now, limit, until))
    }
    fn reschedule(&self, c: &str, version: u64, at: Option<u64>) -> Result<bool, StoreError> {
        self.tick(self.inner.reschedule(c, version, at))
    }
    fn timer_failed(&self, c: &str, now: u64, first: u64, longest: u64) -> Result<u32, StoreError> {
        self.tick(self.inner.timer_failed(c, now, first, longest))
    }
    fn archived(&self, id: &str) -> Result<Option<crate::store::Archived>, StoreError> {
        self.tick(self.inner.archived(id))
    }
    fn history(&self, limit: usize) -> Result<Vec<String>, StoreError> {
        self.tick(self.inner.history(limit))
    }
    fn quarantine(&self, c: &str) -> Result<Option<String>, StoreError> {
        self.tick(self.inner.quarantine(c))
    }
    fn channels_of(&self, user: &str) -> Result<Vec<String>, StoreError> {
        self.tick(self.inner.channels_of(user))
    }
    fn live_games(&self) -> Result<u64, StoreError> {
        self.tick(self.inner.live_games())
    }
    fn changes(&self) -> crate::store::Changes {
        self.inner.changes()
    }
    fn deliver_own(&self, lease: Duration) {
        self.inner.deliver_own(lease);
    }
}

/// Figures of one run.
pub struct HostFigures {
    pub commands: usize,
    pub seconds: f64,
    pub mid_game_bytes: usize,
    pub finished_bytes: usize,
}

/// Commands sent through the host, each timed with its delivery.
struct Timed<'a> {
    host: &'a Host,
    render: &'a dyn Fn(&Picture) -> usize,
    commands: usize,
    seconds: f64,
}

impl Timed<'_> {
    /// Sends `command` from `user` in `channel` and delivers what it left in
    /// the outbox (drawing its pictures).
    fn send(&mut self, channel: &str, user: &str, command: Command) -> Reply {
        let req = Request::console(channel, user, Lang::En, command);
        let t = Instant::now();
        let reply = self.host.handle(&req, 0);
        let _ = self.host.deliver(Duration::from_secs(30), |_, m: &OutMsg| {
            if let Some(p) = &m.picture {
                std::hint::black_box((self.render)(p));
            }
            true
        });
        self.seconds += t.elapsed().as_secs_f64();
        self.commands += 1;
        reply
    }
}

/// The players of every benchmark game.
const NAMES: [&str; 4] = ["ann", "bob", "cid", "dee"];

/// Plays `games` 4-player Europe games through the host; `render` draws
/// each delivered picture (pictures on) or not.
pub fn run_games(
    host: &Host,
    store: &dyn Store,
    games: usize,
    render: &dyn Fn(&Picture) -> usize,
) -> Result<HostFigures, CliError> {
    let board = crate::maps::board("europe").map_err(CliError::failed)?;
    let mut timed = Timed {
        host,
        render,
        commands: 0,
        seconds: 0.0,
    };
    let (mut mid_game_bytes, mut finished_bytes) = (0, 0);
    for g in 0..games {
        let channel = format!("bench-{g}-{}", rand::random::<u32>());
        let new = Command::New(NewGame {
            seats: Some(4),
            turn_hours: Some(0),
            ..NewGame::on(BoardId::Europe)
        });
        timed.send(&channel, "ann", new);
        for n in &NAMES[1..] {
            timed.send(&channel, n, Command::Join);
        }
        timed.send(&channel, "ann", Command::Start);
        let measure = mid_game_bytes == 0;
        let mid = play(&mut timed, store, &board, &channel, g as u64, measure)?;
        if measure {
            mid_game_bytes = mid;
        }
        if finished_bytes == 0 {
            finished_bytes = stored_bytes(
                store,
                &channel,
                store.history(1).map_err(CliError::failed)?.first(),
            )?;
        }
    }
    Ok(HostFigures {
        commands: timed.commands,
        seconds: timed.seconds,
        mid_game_bytes,
        finished_bytes,
    })
}

/// Plays random legal moves in `channel` until the game ends; with
/// `measure`, the bytes stored once it is past move 150 (0 if it never got
/// there).
fn play(
    timed: &mut Timed,
    store: &dyn Store,
    board: &Board,
    channel: &str,
    seed: u64,
    measure: bool,
) -> Result<usize, CliError> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut mid_game_bytes = 0;
    for _ in 0..5_000 {
        let Some(rec) = store.load(channel).map_err(CliError::failed)? else {
            break;
        };
        let rec = ChannelRecord::read(&rec.data).map_err(CliError::failed)?;
        let Some(state) = rec.state.as_ref() else {
            break;
        };
        if measure && state.phase == Phase::Play && state.moves > 150 && mid_game_bytes == 0 {
            mid_game_bytes = stored_bytes(store, channel, None)?;
        }
        let Some((seat, action)) = random_action(board, state, &mut rng) else {
            break;
        };
        let cmd = command_for(board, state, seat, &action);
        let reply = timed.send(channel, NAMES[seat], cmd);
        if !reply.applied && matches!(action, Action::Tunnel { pay: true, .. }) {
            let decline = Command::Tunnel {
                pay: false,
                locos: None,
            };
            timed.send(channel, NAMES[seat], decline);
        }
    }
    Ok(mid_game_bytes)
}

/// Bytes stored for a channel's game (record + log), or for an archived one.
fn stored_bytes(
    store: &dyn Store,
    channel: &str,
    archived: Option<&String>,
) -> Result<usize, CliError> {
    Ok(match archived {
        Some(id) => store
            .archived(id)
            .map_err(CliError::failed)?
            .map(|a| a.data.len() + a.log.iter().map(Vec::len).sum::<usize>())
            .unwrap_or(0),
        None => {
            let rec = store
                .load(channel)
                .map_err(CliError::failed)?
                .map(|r| r.data.len())
                .unwrap_or(0);
            rec + store
                .log(channel)
                .map_err(CliError::failed)?
                .iter()
                .map(Vec::len)
                .sum::<usize>()
        }
    })
}

/// How long the messages a benchmark commits stay leased to it, as the
/// bot's delivery leases them.
const LEASE: Duration = Duration::from_secs(120);

/// Runs the figures and prints them. The host works on `store`, whose
/// `round_trips` counts the requests it sent to its server so far (Redis),
/// where it can; the benchmark reads what it plays from through `reader`.
pub fn run(
    store: Arc<dyn Store>,
    reader: &dyn Store,
    label: &str,
    games: usize,
    render: &dyn Fn(&Picture) -> usize,
    brain: crate::host::Brain,
    round_trips: Option<&dyn Fn() -> u64>,
) -> Result<(), CliError> {
    let counted = Arc::new(Counted {
        inner: store.clone(),
        calls: Default::default(),
    });
    counted.deliver_own(LEASE);
    let host = Host::new(counted.clone(), brain);
    let trips_before = round_trips.map(|f| f());
    let f = run_games(&host, reader, games, render)?;
    let calls = counted
        .calls
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .clone();
    let per = |n: usize| n as f64 / f.commands as f64;
    let trips = match (round_trips, trips_before) {
        (Some(now), Some(before)) => format!("{:.2}", per((now() - before) as usize)),
        _ => "not counted".into(),
    };
    println!(
        "host + {label}: {} commands in {:.2} s = {:.0} commands/s ({:.3} ms each, delivery included); {} store round trips per command; stored per game: {:.1} KB mid-game, {:.1} KB finished",
        f.commands,
        f.seconds,
        f.commands as f64 / f.seconds,
        f.seconds * 1e3 / f.commands as f64,
        trips,
        f.mid_game_bytes as f64 / 1024.0,
        f.finished_bytes as f64 / 1024.0
    );
    let parts: Vec<String> = calls
        .iter()
        .map(|(what, n)| format!("{what} {:.2}", per(*n)))
        .collect();
    println!("store calls per command: {}", parts.join(", "));
    Ok(())
}
