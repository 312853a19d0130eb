//! `conductor simulate-tourney`: a whole tournament of computer players
//! through the same host and an embedded store in a temporary folder,
//! printed as one JSON object. The same seed gives the same output.

use super::CliError;
use crate::host::tourney::{Stage, TourneyRecord};
use crate::host::{Caller, Command, Host, Request};
use crate::host::{NewTourney, TourneyCmd};
use crate::i18n::Lang;
use crate::maps::BoardId;
use crate::store::{EmbeddedStore, Store};
use crate::tourney::{Ratings, table_points};
use serde_json::{Value, json};
use std::sync::Arc;
use std::time::Duration;

/// What the simulation plays.
pub struct Plan {
    pub map: String,
    pub players: usize,
    pub rounds: u8,
    pub size: u8,
    pub seed: u64,
}

/// The tournament channel of a simulation.
const CHANNEL: &str = "sim";
/// Delivery passes before the simulation gives up on a stalled tournament.
const MAX_PASSES: usize = 10_000;

/// Plays the tournament in a temporary store and returns its JSON summary.
pub fn run(plan: &Plan, brain: crate::host::Brain) -> Result<Value, CliError> {
    let dir = std::env::temp_dir().join(format!(
        "conductor-sim-{}-{}",
        std::process::id(),
        plan.seed
    ));
    std::fs::create_dir_all(&dir)
        .map_err(|e| CliError::Failed(format!("{}: {e}", dir.display())))?;
    let result = EmbeddedStore::open(&dir.join("sim.redb"))
        .map_err(CliError::failed)
        .and_then(|store| play(plan, Arc::new(store), brain));
    let _ = std::fs::remove_dir_all(&dir);
    result
}

/// Plays the tournament in `store`.
pub fn play(
    plan: &Plan,
    store: Arc<dyn Store>,
    brain: crate::host::Brain,
) -> Result<Value, CliError> {
    let board = BoardId::from_name(&plan.map)
        .ok_or_else(|| CliError::Failed(format!("unknown board {}", plan.map)))?;
    let host = Host::new(store.clone(), brain).seeded(plan.seed);
    let new = NewTourney {
        rounds: Some(plan.rounds),
        size: Some(plan.size),
        round_days: Some(0),
        turn_hours: Some(0),
        ..NewTourney::on("Simulation", board)
    };
    let send = |cmd: TourneyCmd| {
        let reply = host.handle(&organiser(Command::Tourney(Box::new(cmd))), 0);
        if reply.applied {
            Ok(())
        } else {
            Err(CliError::Failed(reply.text))
        }
    };
    send(TourneyCmd::Create(new))?;
    for _ in 0..plan.players {
        send(TourneyCmd::AddBot {
            level: crate::host::BotLevel::Hard,
        })?;
    }
    send(TourneyCmd::Start)?;
    for _ in 0..MAX_PASSES {
        let done = host
            .deliver(Duration::from_secs(60), |_, _| true)
            .map_err(CliError::failed)?;
        if done == 0 {
            break;
        }
    }
    let rec = load(store.as_ref())?;
    if rec.stage != Stage::Finished {
        return Err(CliError::failed("the tournament did not finish"));
    }
    Ok(summary(&rec))
}

/// A command from the organiser, in the tournament channel.
fn organiser(command: Command) -> Request {
    Request {
        channel: CHANNEL.into(),
        caller: Caller {
            id: "organiser".into(),
            name: "organiser".into(),
            admin: true,
            lang: Lang::En,
        },
        command,
        channel_lang: Lang::En,
        key: None,
        guild: None,
        from_channel: true,
    }
}

fn load(store: &dyn Store) -> Result<TourneyRecord, CliError> {
    let key = crate::host::tourney::key(CHANNEL);
    let rec = store
        .load(&key)
        .map_err(CliError::failed)?
        .ok_or_else(|| CliError::failed("no tournament stored"))?;
    serde_json::from_slice(&rec.data).map_err(CliError::failed)
}

/// The JSON summary: rounds, standings, ratings.
pub(super) fn summary(rec: &TourneyRecord) -> Value {
    json!({
        "rounds": rounds_json(rec),
        "standings": standings_json(rec),
        "ratings": ratings_json(rec),
    })
}

/// Each played round: its finished tables and its byes.
fn rounds_json(rec: &TourneyRecord) -> Vec<Value> {
    let names = |ids: &[String]| -> Vec<String> {
        ids.iter().map(|id| rec.name_of(id).to_string()).collect()
    };
    rec.played
        .iter()
        .map(|r| {
            let tables: Vec<Value> = r
                .tables
                .iter()
                .filter_map(|t| t.result.as_ref())
                .map(|res| {
                    json!({
                        "seats": names(&res.seats),
                        "places": res.places,
                        "scores": res.scores,
                        "tp": table_points(res),
                    })
                })
                .collect();
            json!({ "tables": tables, "byes": names(&r.byes) })
        })
        .collect()
}

/// The standings, best first.
fn standings_json(rec: &TourneyRecord) -> Vec<Value> {
    crate::host::tourney::standings_of(rec)
        .iter()
        .map(|s| {
            json!({
                "rank": s.rank,
                "player": rec.name_of(&s.player),
                "tp": s.tp,
                "vp_pct": (s.vp_pct * 10_000.0).round() / 10_000.0,
                "wins": s.wins,
            })
        })
        .collect()
}

/// The ratings replayed from every finished table, highest `mu` first.
fn ratings_json(rec: &TourneyRecord) -> Vec<Value> {
    let tables: Vec<Vec<(String, u8)>> = rec
        .played
        .iter()
        .flat_map(|r| {
            r.tables
                .iter()
                .filter_map(|t| t.result.as_ref())
                .map(|res| res.rating_places())
        })
        .collect();
    let ratings = Ratings::replay(&tables);
    let mut rated: Vec<Value> = ratings
        .iter()
        .map(|(p, r)| {
            json!({
                "player": rec.name_of(p),
                "mu": (r.mu * 1000.0).round() / 1000.0,
                "sigma": (r.sigma * 1000.0).round() / 1000.0,
                "games": r.games,
            })
        })
        .collect();
    rated.sort_by(|a, b| {
        b["mu"]
            .as_f64()
            .partial_cmp(&a["mu"].as_f64())
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    rated
}
