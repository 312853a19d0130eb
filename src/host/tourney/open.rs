//! Opening a table: its channel (a Discord thread, a console channel of the
//! same name), then its game, started at once with the tournament's
//! settings. Idempotent by tournament, round and table: the game's id is
//! fixed when the round is paired, and a game already there (or already
//! archived) under that id is never started again.

use super::record::{TableRef, TourneyRecord};
use super::{Committed, TChange, TDecision};
use crate::host::HostError;
use crate::host::command::TimeoutPolicy;
use crate::host::game::{Effects, finish, run_bots};
use crate::host::record::{ChannelRecord, History, LogEntry, SeatInfo, Settings};
use crate::host::{Host, board_of, build};
use crate::msg;
use crate::rules::new_game;
use crate::store::CommitOutcome;

/// How long the hurry clock runs before computer players finish a table.
pub const GRACE_SECS: u64 = 24 * 3600;
/// Seconds per move on the hurry clock.
pub const HURRY_SECS: u64 = 4 * 3600;

/// Where a table's game is to be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    /// The tournament's channel (the thread's parent).
    pub parent: String,
    /// The table's channel name (`R2·T3·USA`).
    pub name: String,
    /// The channel already chosen for it, if any.
    pub channel: Option<String>,
    /// The server (Discord guild id) of the tournament, where known.
    pub guild: Option<String>,
}

/// Where the table `round`/`table` of the tournament in `tourney` opens;
/// `None` when there is no such table.
pub(crate) fn opening(
    host: &Host,
    tourney: &str,
    round: u8,
    table: u8,
) -> Result<Option<Opening>, HostError> {
    let (_, rec) = host.load_tourney(tourney)?;
    Ok(rec.and_then(|mut r| {
        let t = r.table_mut(round, table)?;
        Some(Opening {
            parent: tourney.to_string(),
            name: t.name.clone(),
            channel: t.channel.clone(),
            guild: r.guild.clone(),
        })
    }))
}

/// Opens a table in `channel`: records the channel, then starts its game
/// there unless it already runs (or ran). Err: try again later.
pub(super) fn open(
    host: &Host,
    tourney: &str,
    round: u8,
    table: u8,
    channel: &str,
    now: u64,
) -> Result<(), HostError> {
    let recorded = host.commit_tourney(tourney, |rec| {
        let Some(mut next) = rec.cloned() else {
            return TDecision::default();
        };
        match next.table_mut(round, table) {
            Some(t) if t.channel.is_none() => t.channel = Some(channel.to_string()),
            _ => return TDecision::default(),
        }
        TDecision {
            say: Vec::new(),
            change: Some(TChange::of(next)),
        }
    });
    if let Committed::Failed(m) = recorded {
        return Err(m);
    }
    let (_, Some(rec)) = host.load_tourney(tourney)? else {
        return Ok(());
    };
    start_game(host, &rec, round, table, now)
}

/// Starts the table's game in its channel, once.
fn start_game(
    host: &Host,
    rec: &TourneyRecord,
    round: u8,
    table: u8,
    now: u64,
) -> Result<(), HostError> {
    let mut rec = rec.clone();
    let Some(t) = rec.table_mut(round, table).map(|t| t.clone()) else {
        return Ok(());
    };
    let Some(channel) = t.channel.clone() else {
        return Ok(());
    };
    let store = host.store();
    if store.archived(&t.game_id)?.is_some() {
        return Ok(());
    }
    if let Some(live) = store.load(&channel)? {
        let same = serde_json::from_slice::<ChannelRecord>(&live.data)
            .is_ok_and(|r| r.game_id == t.game_id);
        if !same {
            tracing::error!(
                channel,
                game = t.game_id,
                "a table's channel holds another game"
            );
        }
        return Ok(());
    }
    let lobby = seated(&rec, &t, round);
    let board = board_of(&lobby)?;
    let names: Vec<String> = lobby.seats.iter().map(|s| s.name.clone()).collect();
    let state = new_game(&board, &names, lobby.settings.options.clone(), lobby.seed)
        .map_err(|e| HostError::Refused(e.message()))?;
    let mut next = lobby.clone();
    next.state = Some(state);
    let mut run = Effects::default();
    run.log.push(LogEntry::Started {
        map: board.name.clone(),
        names,
        options: lobby.settings.options.clone(),
        seed: lobby.seed,
    });
    run.lines.push(msg!(
        "tourney-table-starts",
        name = rec.name.as_str(),
        round = round,
        table = table,
        commitment = t.commitment.as_str()
    ));
    run_bots(host, &board, &mut next, &mut run);
    let change = finish(&board, &channel, &lobby, next, run, now);
    let commit = build(&channel, change).map_err(|e| HostError::NotSaved(e.to_string()))?;
    match store.commit(&channel, 0, &commit)? {
        CommitOutcome::Saved(_) | CommitOutcome::Conflict => Ok(()),
    }
}

/// The table's game before its first move: every seat taken.
fn seated(rec: &TourneyRecord, t: &super::record::Table, round: u8) -> ChannelRecord {
    let seats = t.seats.iter().map(|id| {
        let p = rec.player(id);
        SeatInfo {
            user: p.filter(|p| p.bot.is_none()).map(|p| p.id.clone()),
            name: rec.name_of(id).to_string(),
            bot: p.and_then(|p| p.bot),
            lang: rec.lang,
        }
    });
    let seats: Vec<SeatInfo> = seats.collect();
    let n = seats.len();
    ChannelRecord {
        game_id: t.game_id.clone(),
        creator: rec.organiser.clone(),
        settings: Settings {
            map: rec.map.clone(),
            options: rec.options.clone(),
            seats: n as u8,
            turn_secs: (rec.turn_hours > 0).then_some(u64::from(rec.turn_hours) * 3600),
            timeout: TimeoutPolicy::Bot,
            // No private help in tournament games.
            ticket_alerts: false,
            rated: rec.rated,
            away_days: crate::host::away::DEFAULT_AWAY_DAYS,
            cover: false,
        },
        seats,
        seed: t.seed,
        state: None,
        deadline: None,
        recent: History::default(),
        lang: rec.lang,
        answered: Vec::new(),
        placed: Vec::new(),
        comforts: Default::default(),
        guild: rec.guild.clone(),
        tally: Default::default(),
        subs: Default::default(),
        away: Vec::new(),
        indexed: true,
        lost_since: None,
        table: Some(TableRef {
            tourney: rec.channel.clone(),
            round,
            table: t.number,
            salt: t.salt.clone(),
            commitment: t.commitment.clone(),
            strikes: vec![0; n],
            timeouts: vec![0; n],
            abandoned: vec![false; n],
            by_computer: false,
            quiet_hours: rec.quiet_hours,
        }),
    }
}

/// Changes who sits in `seat` of the running game `game` in `channel`: a
/// substitute takes it, or (`user: None`) a computer player keeps it for a
/// player who abandoned it. Once: a seat already changed stays as it is.
pub(super) fn reseat(
    host: &Host,
    channel: &str,
    game: &str,
    seat: usize,
    user: Option<&str>,
    name: &str,
    now: u64,
) {
    use crate::host::{Asker, Decision};
    host.decide_and_commit(channel, Asker::timer(), |rec| {
        let Some(rec) = rec.filter(|r| r.game_id == game && r.state.is_some()) else {
            return Decision::default();
        };
        let Some(info) = rec.seats.get(seat) else {
            return Decision::default();
        };
        if info.user.as_deref() == user && (user.is_some() || info.bot.is_some()) {
            return Decision::default();
        }
        let Ok(board) = board_of(rec) else {
            return Decision::default();
        };
        let mut next = rec.clone();
        let mut run = Effects::default();
        match user {
            Some(u) => {
                run.lines.push(msg!(
                    "tourney-seat-taken",
                    player = name,
                    before = info.name.as_str()
                ));
                next.seats[seat] = SeatInfo {
                    user: Some(u.to_string()),
                    name: name.to_string(),
                    bot: None,
                    lang: rec.lang,
                };
            }
            None => {
                run.lines
                    .push(msg!("host-kicked", player = info.name.as_str()));
                next.seats[seat].user = None;
                next.seats[seat].bot = Some(crate::host::command::BotLevel::Hard);
                if let Some(t) = next.table.as_mut()
                    && let Some(a) = t.abandoned.get_mut(seat)
                {
                    *a = true;
                }
            }
        }
        run_bots(host, &board, &mut next, &mut run);
        Decision::silent(finish(&board, channel, rec, next, run, now))
    });
}
