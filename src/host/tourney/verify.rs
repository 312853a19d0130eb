//! Checking revealed seeds: a game's log replayed from its revealed seed
//! must reach the stored final state, and a tournament's revealed pairing
//! seed must give the seating it used.

use super::record::{Stage, TourneyRecord};
use crate::host::error::HostError;
use crate::host::kernel::Host;
use crate::host::record::{ChannelRecord, LogEntry};
use crate::i18n::Msg;
use crate::maps;
use crate::msg;
use crate::rules::{apply, end_now, new_game, pass_turn};
use crate::tourney::{entrants, pair};

/// Bytes of a hex string (`None` if it is not hex).
pub(super) fn from_hex(hex: &str) -> Option<Vec<u8>> {
    let hex = hex.trim();
    if !hex.len().is_multiple_of(2) {
        return None;
    }
    (0..hex.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok())
        .collect()
}

/// Why a game does not verify.
fn bad(why: &str) -> HostError {
    HostError::GameUnverified(why.to_string())
}

/// Checks an archived game: its seed against its commitment (tournament
/// games), and its log replayed from that seed against its final state.
pub fn verify_game(record: &[u8], log: &[Vec<u8>]) -> Result<Msg, HostError> {
    let rec = ChannelRecord::read(record).map_err(|e| bad(&e.to_string()))?;
    if let Some(t) = &rec.table {
        let salt = from_hex(&t.salt).ok_or_else(|| bad("salt is not hex"))?;
        if !crate::tourney::verify(&t.commitment, rec.seed, &salt) {
            return Err(bad("seed and salt do not match the commitment"));
        }
    }
    let board = maps::board(&rec.setup.map).map_err(|e| bad(&e.to_string()))?;
    let mut state = None;
    for (i, raw) in log.iter().enumerate() {
        let entry = LogEntry::read(raw).map_err(|e| bad(&format!("log entry {i}: {e}")))?;
        let step = |why: String| bad(&format!("log entry {i}: {why}"));
        match (entry, state.as_mut()) {
            (
                LogEntry::Started {
                    names,
                    options,
                    seed,
                    ..
                },
                None,
            ) => {
                if seed != rec.seed {
                    return Err(step("the game started from another seed".into()));
                }
                state = Some(
                    new_game(&board, &names, options, seed).map_err(|e| step(format!("{e:?}")))?,
                );
            }
            (LogEntry::Action { seat, action }, Some(st)) => {
                apply(&board, st, seat, &action).map_err(|e| step(format!("{e:?}")))?;
            }
            (LogEntry::Pass { .. }, Some(st)) => {
                pass_turn(&board, st);
            }
            (LogEntry::Ended, Some(st)) => {
                end_now(st);
            }
            _ => return Err(step("out of order".into())),
        }
    }
    let replayed = serde_json::to_value(&state).map_err(|e| bad(&e.to_string()))?;
    let stored = serde_json::to_value(&rec.state).map_err(|e| bad(&e.to_string()))?;
    if replayed != stored {
        return Err(bad(
            "the replayed game does not reach the stored final state",
        ));
    }
    Ok(msg!(
        "verify-game-ok",
        game = rec.game_id.as_str(),
        moves = log.len(),
        seed = rec.seed.to_string()
    ))
}

/// `/tourney verify`: before the end, the commitment; after it, the seed
/// checked against it and every round re-paired from it.
pub(super) fn pairing(host: &Host, channel: &str) -> Vec<Msg> {
    let rec = match host.load_tourney(channel) {
        Ok((_, Some(rec))) => rec,
        Ok((_, None)) => return vec![msg!("tourney-none")],
        Err(e) => return vec![e.message()],
    };
    if rec.stage != Stage::Finished {
        return vec![msg!(
            "tourney-verify-pending",
            commitment = rec.commitment.as_str()
        )];
    }
    match check_pairings(&rec) {
        Ok(()) => vec![msg!(
            "tourney-verify-ok",
            rounds = rec.played.len(),
            seed = rec.seed.to_string(),
            commitment = rec.commitment.as_str()
        )],
        Err(e) => vec![e.message()],
    }
}

/// Every round's seating, paired again from the revealed seed.
pub(super) fn check_pairings(rec: &TourneyRecord) -> Result<(), HostError> {
    let bad = HostError::PairingUnverified;
    let salt = from_hex(&rec.salt).ok_or_else(|| bad("salt is not hex".into()))?;
    if !crate::tourney::verify(&rec.commitment, rec.seed, &salt) {
        return Err(bad("seed and salt do not match the commitment".into()));
    }
    let results = rec.results();
    for (k, round) in rec.played.iter().enumerate() {
        if round.final_table {
            let top = super::round::finalists(rec, &results[..k]);
            if round.paired.first() != Some(&top) {
                return Err(bad(format!("the final (round {}) is not the top 4", k + 1)));
            }
            continue;
        }
        let mut field: Vec<String> = round.paired.iter().flatten().cloned().collect();
        field.extend(round.byes.iter().cloned());
        let order: Vec<String> = rec
            .ids()
            .into_iter()
            .filter(|id| field.contains(id))
            .collect();
        let adjustments = &rec.adjustments[..round.adjustments.min(rec.adjustments.len())];
        let key = |p: &str| super::round::order_key(rec.seed, round.drawn, p);
        let seen = entrants(&order, &results[..k], adjustments, key);
        let seed = super::round::derive(rec.seed, k as u8 + 1, 0);
        let again = pair(&seen, rec.size, seed).map_err(|e| bad(e.to_string()))?;
        if again.tables != round.paired || again.byes != round.byes {
            return Err(bad(format!(
                "round {} was not seated as its seed gives",
                k + 1
            )));
        }
    }
    Ok(())
}
