//! Opening a table: its channel (a Discord thread, a console channel of the
//! same name), then its game, started at once with the tournament's
//! settings. Idempotent by tournament, round and table: the game's id is
//! fixed when the round is paired, and a game already there (or already
//! archived) under that id is never started again.

use super::record::TourneyRecord;
use super::{TChange, TDecision};
use crate::host::bots::run_bots;
use crate::host::channel::Asker;
use crate::host::command::{BotLevel, TimeoutPolicy};
use crate::host::decision::{Change, Decision};
use crate::host::error::HostError;
use crate::host::game::Effects;
use crate::host::kernel::Host;
use crate::host::record::{ChannelRecord, GameSetup, History, LogEntry, SeatInfo};
use crate::host::table::TableRef;
use crate::msg;
use crate::rules::new_game;

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
fn open(
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
    recorded?;
    let (_, Some(rec)) = host.load_tourney(tourney)? else {
        return Ok(());
    };
    start_game(host, &rec, round, table, now)
}

/// Starts the table's game in its channel, once: through the channel's
/// commit, so everything that follows a game's start (the index of who
/// plays where included) follows it here too.
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
    if host.store().archived(&t.game_id)?.is_some() {
        return Ok(());
    }
    let lobby = seated(&rec, &t, round);
    let board = lobby.board()?;
    let names: Vec<String> = lobby.seats.iter().map(|s| s.name.clone()).collect();
    let state = new_game(&board, &names, lobby.setup.options.clone(), lobby.seed)
        .map_err(|e| HostError::Refused(e.message()))?;
    let reply = host.decide_and_commit(&channel, Asker::timer(), now, |live| {
        if let Some(live) = live {
            if live.game_id != t.game_id {
                tracing::error!(
                    channel,
                    game = t.game_id,
                    "a table's channel holds another game"
                );
            }
            return Decision::default();
        }
        let mut next = lobby.clone();
        next.state = Some(state.clone());
        let mut run = Effects::default();
        run.log.push(LogEntry::Started {
            map: board.name.clone(),
            names: names.clone(),
            options: lobby.setup.options.clone(),
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
        Decision::silent(Change::moved(next, run))
    });
    match reply.applied || host.peek(&channel).is_some() {
        true => Ok(()),
        false => Err(HostError::StoreUnavailable(reply.text)),
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
        setup: GameSetup {
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
            cover_level: Default::default(),
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
        indexed: false,
        lost_since: None,
        web: None,
        players_settings: Default::default(),
        link_gens: Default::default(),
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
pub(crate) fn reseat(
    host: &Host,
    channel: &str,
    game: &str,
    seat: usize,
    user: Option<&str>,
    name: &str,
    now: u64,
) {
    host.decide_and_commit(channel, Asker::timer(), now, |rec| {
        let Some(rec) = rec.filter(|r| r.game_id == game && r.state.is_some()) else {
            return Decision::default();
        };
        let Some(info) = rec.seats.get(seat) else {
            return Decision::default();
        };
        if info.user.as_deref() == user && (user.is_some() || info.bot.is_some()) {
            return Decision::default();
        }
        let Ok(board) = rec.board() else {
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
                next.seats[seat].bot = Some(BotLevel::Hard);
                if let Some(t) = next.table.as_mut()
                    && let Some(a) = t.abandoned.get_mut(seat)
                {
                    *a = true;
                }
            }
        }
        run_bots(host, &board, &mut next, &mut run);
        Decision::silent(Change::moved(next, run))
    });
}

/// Settles the task that opens a table: finds or makes its channel with
/// `place`, then opens the table there.
pub(crate) fn settle_open(
    host: &Host,
    tourney: &str,
    round: u8,
    table: u8,
    now: u64,
    place: &dyn Fn(&Opening) -> Option<String>,
) -> Result<(), HostError> {
    let Some(at) = opening(host, tourney, round, table)? else {
        return Ok(());
    };
    let channel = match at.channel.clone() {
        Some(c) => c,
        None => place(&at).ok_or_else(|| HostError::Refused(msg!("tourney-no-thread")))?,
    };
    open(host, tourney, round, table, &channel, now)
}
