//! What tournaments tell people: pairings, results, standings, status.

use super::record::{Stage, TourneyRecord};
use super::round::table_of;
use crate::host::kernel::Host;
use crate::host::outbox::{OutMsg, Picture, Target};
use crate::host::record::ChannelRecord;
use crate::i18n::Msg;
use crate::msg;
use crate::render::{PairingsSheet, SheetRow, SheetSeat, SheetTable, StandingsSheet};
use crate::rules::Phase;

/// A public message to `channel`, already written in its language.
pub(super) fn public(channel: &str, text: String) -> OutMsg {
    OutMsg {
        to: Target::Channel(channel.to_string()),
        text,
        mention: None,
        picture: None,
        buttons: Vec::new(),
        selects: Vec::new(),
        origin: None,
        dressed: false,
        link: None,
    }
}

/// The standings as a picture, in the tournament's language.
pub(super) fn standings_picture(rec: &TourneyRecord) -> Picture {
    let rows = table_of(rec).into_iter().map(|s| SheetRow {
        rank: s.rank,
        name: rec.name_of(&s.player).to_string(),
        tp: s.tp,
        vp_pct: s.vp_pct,
        wins: s.wins,
        games: s.games,
        dropped: rec.player(&s.player).is_some_and(|p| p.dropped),
    });
    let sheet = StandingsSheet {
        name: rec.name.clone(),
        round: rec.played.len() as u32,
        rows: rows.collect(),
    };
    Picture::Standings {
        sheet: Box::new(sheet),
        lang: rec.lang,
    }
}

/// The latest round's pairings (with the results so far) as a picture.
pub(super) fn pairings_picture(rec: &TourneyRecord) -> Picture {
    let tables = rec.current().map_or_else(Vec::new, |r| {
        r.tables.iter().map(|t| sheet_table(rec, t)).collect()
    });
    let sheet = PairingsSheet {
        name: rec.name.clone(),
        round: rec.played.len() as u32,
        tables,
        byes: rec.current().map_or_else(Vec::new, |r| {
            r.byes.iter().map(|b| rec.name_of(b).to_string()).collect()
        }),
    };
    Picture::Pairings {
        sheet: Box::new(sheet),
        lang: rec.lang,
    }
}

/// One table of the pairings picture.
fn sheet_table(rec: &TourneyRecord, t: &super::record::Table) -> SheetTable {
    let points = t.result.as_ref().map(crate::tourney::table_points);
    let seats = t.seats.iter().enumerate().map(|(i, id)| SheetSeat {
        name: rec.name_of(id).to_string(),
        result: t
            .result
            .as_ref()
            .zip(points.as_ref())
            .and_then(|(r, p)| Some((*r.places.get(i)?, *r.scores.get(i)?, *p.get(i)?))),
    });
    SheetTable {
        number: t.number,
        name: t.name.clone(),
        seats: seats.collect(),
        by_computer: t.result.as_ref().is_some_and(|r| r.by_computer),
    }
}

/// Player names joined for a line.
fn names(rec: &TourneyRecord, ids: &[String]) -> String {
    let named: Vec<&str> = ids.iter().map(|id| rec.name_of(id)).collect();
    named.join(", ")
}

/// The seating of a round (1-based; the latest when `None`).
pub(super) fn pairings(rec: &TourneyRecord, round: Option<u8>) -> Vec<Msg> {
    let n = round.map_or(rec.played.len(), usize::from);
    let Some(r) = n.checked_sub(1).and_then(|i| rec.played.get(i)) else {
        return vec![msg!("tourney-no-round", round = n)];
    };
    let mut out = vec![msg!("tourney-pairings-head", round = n)];
    for t in &r.tables {
        out.push(msg!(
            "tourney-pairings-table",
            table = t.number,
            name = t.name.as_str(),
            players = names(rec, &t.seats)
        ));
    }
    if !r.byes.is_empty() {
        out.push(msg!("tourney-pairings-byes", players = names(rec, &r.byes)));
    }
    out
}

/// The message announcing a freshly paired round.
pub(super) fn round_paired(rec: &TourneyRecord) -> Vec<Msg> {
    pairings(rec, None)
}

/// The standings, one line per player.
pub(super) fn standings(rec: &TourneyRecord) -> Vec<Msg> {
    let mut out = vec![msg!("tourney-standings-head", name = rec.name.as_str())];
    for s in table_of(rec) {
        let dropped = rec.player(&s.player).is_some_and(|p| p.dropped);
        out.push(msg!(
            "tourney-standings-line",
            rank = s.rank,
            player = rec.name_of(&s.player),
            tp = s.tp,
            vp = format!("{:.1}", s.vp_pct * 100.0),
            wins = s.wins,
            games = s.games,
            dropped = if dropped { "yes" } else { "no" }
        ));
    }
    out
}

/// A table's reported result, for the tournament channel.
pub(super) fn table_result(rec: &TourneyRecord, round: u8, table: u8) -> Msg {
    let found = rec
        .played
        .get(usize::from(round).saturating_sub(1))
        .and_then(|r| {
            let t = r.tables.iter().find(|t| t.number == table)?;
            Some((t, t.result.as_ref()?))
        });
    let Some((t, result)) = found else {
        return msg!("tourney-no-round", round = round);
    };
    let points = crate::tourney::table_points(result);
    let mut order: Vec<usize> = (0..result.seats.len()).collect();
    order.sort_by_key(|&i| result.places[i]);
    let line: Vec<String> = order
        .iter()
        .map(|&i| {
            format!(
                "{} {} ({} TP)",
                rec.name_of(&result.seats[i]),
                result.scores[i],
                points[i]
            )
        })
        .collect();
    msg!(
        "tourney-table-result",
        name = t.name.as_str(),
        results = line.join(", "),
        computer = if result.by_computer { "yes" } else { "no" }
    )
}

/// Who is to move at each open table of the current round, and the deadlines.
pub(super) fn status(host: &Host, rec: &TourneyRecord) -> Vec<Msg> {
    let stage = match rec.stage {
        Stage::Signup => msg!("tourney-stage-signup", players = rec.players.len()),
        Stage::Running => msg!(
            "tourney-stage-running",
            round = rec.played.len(),
            rounds = rec.rounds
        ),
        Stage::Finished => msg!("tourney-stage-finished"),
        Stage::Cancelled => msg!("tourney-stage-cancelled"),
    };
    let mut out = vec![msg!(
        "tourney-status-head",
        name = rec.name.as_str(),
        stage = stage
    )];
    let Some(r) = rec.current().filter(|_| rec.stage == Stage::Running) else {
        return out;
    };
    for t in &r.tables {
        out.push(table_status(host, t));
    }
    if r.deadline > 0 {
        out.push(msg!(
            "tourney-round-deadline",
            at = format!("<t:{}:R>", r.deadline)
        ));
    }
    out
}

/// One table's line in the status.
fn table_status(host: &Host, t: &super::record::Table) -> Msg {
    if t.result.is_some() {
        return msg!("tourney-status-done", name = t.name.as_str());
    }
    let live = t
        .channel
        .as_deref()
        .and_then(|c| host.store().load(c).ok().flatten());
    let rec = live.and_then(|r| ChannelRecord::read(&r.data).ok());
    let Some((rec, state)) = rec.as_ref().and_then(|r| Some((r, r.state.as_ref()?))) else {
        return msg!("tourney-status-opening", name = t.name.as_str());
    };
    if state.phase == Phase::Setup {
        return msg!("tourney-status-setup", name = t.name.as_str());
    }
    let who = rec.seats.get(state.turn).map_or("?", |s| s.name.as_str());
    let until = rec
        .deadline
        .as_ref()
        .map_or_else(|| "-".to_string(), |d| format!("<t:{}:R>", d.at));
    msg!(
        "tourney-status-table",
        name = t.name.as_str(),
        player = who,
        until = until
    )
}
