//! Rounds: pairing the next one (tourney-core's Swiss pairing), ending the
//! tournament, and seat changes at running tables.

use super::TChange;
use super::record::{Round, Stage, Table, TourneyRecord};
use super::{TDecision, text};
use crate::host::error::HostError;
use crate::host::kernel::Host;
use crate::host::kernel::{Task, TaskItem};
use crate::msg;
use crate::tourney::{entrants, pair, standings};

/// A seed derived from the tournament's seed for one purpose.
pub(super) fn derive(seed: u64, round: u8, table: u8) -> u64 {
    let mut x = seed ^ (u64::from(round) << 32) ^ (u64::from(table) << 8) ^ 0x9E37_79B9_7F4A_7C15;
    // splitmix64 finaliser
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// The pairing's third ordering key for `player`: in a round seated by lot
/// (round 1, where everyone has 0 points), a draw in [0, 1) from the
/// pairing seed, so sign-up order decides nothing; else 0.
pub(super) fn order_key(seed: u64, drawn: bool, player: &str) -> f64 {
    if !drawn {
        return 0.0;
    }
    let h = (player.bytes()).fold(derive(seed, 0, 0xFF), |h, b| derive(h ^ u64::from(b), 0, 1));
    (h >> 11) as f64 / (1u64 << 53) as f64
}

/// The board's short name for table channels (`USA`).
fn board_tag(map: &str) -> String {
    map.chars().take(6).collect::<String>().to_uppercase()
}

/// One paired table, with its game's id, seed and commitment.
fn table(host: &Host, rec: &TourneyRecord, round: u8, number: u8, seats: Vec<String>) -> Table {
    let seed = derive(rec.seed, round, number);
    let salt: [u8; crate::tourney::SALT_LEN] = host.random_bytes();
    Table {
        number,
        seats,
        name: format!("R{round}·T{number}·{}", board_tag(&rec.map)),
        channel: None,
        // The tournament's public commitment tells its games from those of
        // earlier tournaments in the same channel.
        game_id: format!(
            "{}-{}-r{round}-t{number}",
            rec.channel,
            rec.commitment.get(..8).unwrap_or(&rec.commitment)
        ),
        seed,
        commitment: crate::tourney::commit(seed, &salt),
        salt: crate::tourney::to_hex(&salt),
        result: None,
    }
}

/// Pairs the next round, records it and opens its tables.
pub(super) fn pair_next(host: &Host, change: &mut TChange, now: u64) -> Result<(), HostError> {
    let rec = &change.record;
    let number = rec.played.len() as u8 + 1;
    let active = rec.active();
    let drawn = number == 1;
    let field = entrants(&active, &rec.results(), &rec.adjustments, |p| {
        order_key(rec.seed, drawn, p)
    });
    let paired = pair(&field, rec.size, derive(rec.seed, number, 0)).map_err(|e| {
        HostError::Refused(msg!(
            "tourney-cannot-pair",
            players = active.len(),
            min = rec.size.min,
            why = e.to_string()
        ))
    })?;
    let seating = paired.tables.clone();
    let tables = (paired.tables.into_iter().enumerate())
        .map(|(i, seats)| table(host, rec, number, i as u8 + 1, seats))
        .collect();
    let days = u64::from(rec.round_days);
    let round = Round {
        tables,
        byes: paired.byes,
        deadline: if days > 0 { now + days * 86_400 } else { 0 },
        hurried: false,
        paired: seating,
        adjustments: rec.adjustments.len(),
        drawn,
        final_table: false,
    };
    change.record.played.push(round);
    let news = text::round_paired(&change.record);
    let picture = text::pairings_picture(&change.record);
    change.announce_pictured(&news, picture);
    let tourney = change.record.channel.clone();
    let count = change.record.played[number as usize - 1].tables.len() as u8;
    for t in 1..=count {
        change.push(&TaskItem {
            task: Task::Open {
                tourney: tourney.clone(),
                round: number,
                table: t,
            },
        });
    }
    Ok(())
}

/// Whether the Swiss rounds have all been paired.
fn swiss_done(rec: &TourneyRecord) -> bool {
    let swiss = rec.played.iter().filter(|r| !r.final_table).count();
    swiss >= usize::from(rec.rounds)
}

/// Whether the final is still to be paired after the Swiss rounds.
fn final_due(rec: &TourneyRecord) -> bool {
    rec.final_four && swiss_done(rec) && !rec.played.iter().any(|r| r.final_table)
}

/// Whether the current round is the tournament's last.
pub(super) fn is_last(rec: &TourneyRecord) -> bool {
    swiss_done(rec) && !final_due(rec)
}

/// After a finished round: the next round, the final, or the end.
pub(super) fn advance(host: &Host, change: &mut TChange, now: u64) -> Result<(), HostError> {
    if final_due(&change.record) && pair_final(host, change, now) {
        return Ok(());
    }
    if swiss_done(&change.record) {
        finish(change);
        return Ok(());
    }
    pair_next(host, change, now)
}

/// The players of the final: the top 4 of the Swiss standings still in
/// (fewer when fewer are in or the board seats fewer).
pub(super) fn finalists(
    rec: &TourneyRecord,
    swiss: &[crate::tourney::RoundResults],
) -> Vec<String> {
    let all: Vec<_> = swiss.iter().flat_map(|r| r.results.clone()).collect();
    let byes: Vec<String> = swiss.iter().flat_map(|r| r.byes.clone()).collect();
    let most = crate::maps::board(&rec.map).map_or(4, |b| b.family.config().max_players.min(4));
    let lines = standings(&rec.ids(), &all, &byes, &rec.adjustments, rec.seed);
    let active = rec.active();
    let top = lines
        .into_iter()
        .map(|l| l.player)
        .filter(|p| active.contains(p));
    top.take(most).collect()
}

/// Pairs the final (one table, leader in the first seat); false when too
/// few players are left to play one.
fn pair_final(host: &Host, change: &mut TChange, now: u64) -> bool {
    let rec = &change.record;
    let seats = finalists(rec, &rec.results());
    let least = crate::maps::board(&rec.map).map_or(2, |b| b.family.config().min_players);
    if seats.len() < least.max(2) {
        return false;
    }
    let number = rec.played.len() as u8 + 1;
    let mut t = table(host, rec, number, 1, seats.clone());
    t.name = format!("Final·{}", board_tag(&rec.map));
    let days = u64::from(rec.round_days);
    change.record.played.push(Round {
        tables: vec![t],
        deadline: if days > 0 { now + days * 86_400 } else { 0 },
        paired: vec![seats.clone()],
        adjustments: change.record.adjustments.len(),
        final_table: true,
        ..Round::default()
    });
    let names: Vec<&str> = seats.iter().map(|s| change.record.name_of(s)).collect();
    let news = msg!("tourney-final-paired", players = names.join(", "));
    let picture = text::pairings_picture(&change.record);
    change.announce_pictured(&[news], picture);
    let tourney = change.record.channel.clone();
    change.push(&TaskItem {
        task: Task::Open {
            tourney,
            round: number,
            table: 1,
        },
    });
    true
}

/// Ends the tournament: final standings, and the pairing seed revealed.
pub(super) fn finish(change: &mut TChange) {
    let rec = &mut change.record;
    rec.stage = Stage::Finished;
    let mut lines = vec![msg!("tourney-finished", name = rec.name.as_str())];
    lines.extend(text::standings(rec));
    lines.push(msg!(
        "tourney-seed-revealed",
        seed = rec.seed.to_string(),
        salt = rec.salt.as_str(),
        commitment = rec.commitment.as_str()
    ));
    let picture = text::standings_picture(rec);
    change.announce_pictured(&lines, picture);
    change.standings_changed();
}

/// The current standings of a record: the Swiss rounds' points, and once
/// the final is played, its places first.
pub(super) fn table_of(rec: &TourneyRecord) -> Vec<crate::tourney::Standing> {
    let swiss: Vec<_> = (rec.played.iter().zip(rec.results()))
        .filter(|(r, _)| !r.final_table)
        .map(|(_, res)| res)
        .collect();
    let all: Vec<_> = swiss.iter().flat_map(|r| r.results.clone()).collect();
    let byes: Vec<String> = swiss.iter().flat_map(|r| r.byes.clone()).collect();
    let mut lines = standings(&rec.ids(), &all, &byes, &rec.adjustments, rec.seed);
    let played_final = (rec.played.iter().filter(|r| r.final_table))
        .flat_map(|r| &r.tables)
        .find_map(|t| t.result.as_ref());
    if let Some(result) = played_final {
        // An abandoned seat comes last of the final; ties keep Swiss order.
        let place = |p: &str| {
            let i = result.seats.iter().position(|s| s == p)?;
            let gone = result.abandoned.get(i).copied().unwrap_or(false);
            Some((gone, result.places.get(i).copied().unwrap_or(u8::MAX)))
        };
        lines.sort_by_key(|l| place(&l.player).unwrap_or((true, u8::MAX)));
        for (i, l) in lines.iter_mut().enumerate() {
            l.rank = i as u32 + 1;
        }
    }
    lines
}

/// The unfinished table of the current round where `player` sits, and the seat.
fn seat_of(rec: &TourneyRecord, player: &str) -> Option<(u8, usize)> {
    let round = rec.current()?;
    round
        .tables
        .iter()
        .filter(|t| t.result.is_none())
        .find_map(|t| Some((t.number, t.seats.iter().position(|s| s == player)?)))
}

/// A dropped player's running game goes on with a computer player in
/// their seat.
pub(super) fn abandon_seat(change: &mut TChange, player: &str) {
    let rec = &change.record;
    let Some((number, seat)) = seat_of(rec, player) else {
        return;
    };
    let Some(t) = rec
        .current()
        .and_then(|r| r.tables.iter().find(|t| t.number == number))
    else {
        return;
    };
    let Some(channel) = t.channel.clone() else {
        return;
    };
    let task = Task::Seat {
        channel,
        game: t.game_id.clone(),
        seat,
        user: None,
        name: rec.name_of(player).to_string(),
    };
    change.push(&TaskItem { task });
}

/// Drops `out_id` and enters `into_id` (named `wanted` when new to the
/// tournament); the substitute's name.
fn swap_players(next: &mut TourneyRecord, out_id: &str, into_id: &str, wanted: &str) -> String {
    if let Some(p) = next.players.iter_mut().find(|p| p.id == out_id) {
        p.dropped = true;
    }
    if let Some(p) = next.player(into_id) {
        return p.name.clone();
    }
    let wanted = crate::i18n::clean_name(wanted);
    next.players.push(super::record::Player {
        id: into_id.to_string(),
        name: wanted.clone(),
        ..Default::default()
    });
    wanted
}

/// `/tourney sub`: `into` takes `out`'s seat at their running table.
pub(super) fn sub(
    rec: &TourneyRecord,
    out: &str,
    into: &str,
    into_name: Option<&str>,
) -> TDecision {
    let Some(leaving) = rec.find(out) else {
        return TDecision::reply(msg!("tourney-no-player", player = out));
    };
    let Some((number, seat)) = seat_of(rec, &leaving.id) else {
        return TDecision::reply(msg!(
            "tourney-sub-not-seated",
            player = leaving.name.as_str()
        ));
    };
    let into_id = rec
        .find(into)
        .map_or_else(|| into.trim().to_string(), |p| p.id.clone());
    if seat_of(rec, &into_id).is_some() {
        return TDecision::reply(msg!("tourney-sub-busy", player = into));
    }
    let Some(channel) = rec
        .current()
        .and_then(|r| r.tables.iter().find(|t| t.number == number))
        .and_then(|t| t.channel.clone())
    else {
        return TDecision::reply(msg!("tourney-sub-not-open"));
    };
    let mut next = rec.clone();
    let out_name = leaving.name.clone();
    let name = swap_players(&mut next, &leaving.id, &into_id, into_name.unwrap_or(into));
    let round = next.played.len() as u8;
    let Some(table) = next.table_mut(round, number) else {
        return TDecision::reply(msg!("tourney-sub-not-open"));
    };
    table.seats[seat] = into_id.clone();
    let game = table.game_id.clone();
    let mut change = TChange::of(next);
    change.push(&TaskItem {
        task: Task::Seat {
            channel,
            game,
            seat,
            user: Some(into_id),
            name: name.clone(),
        },
    });
    change.announce(&msg!(
        "tourney-subbed",
        out = out_name,
        into = name,
        table = number
    ));
    TDecision::applied(msg!("tourney-sub-reply"), change)
}
