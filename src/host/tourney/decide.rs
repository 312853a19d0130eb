//! Deciding `/tourney` commands against the tournament's record.

use super::record::{Player, Stage, TourneyRecord};
use super::{TChange, TDecision, round, text};
use crate::host::command::BotLevel;
use crate::host::command::{NewTourney, TourneyCmd};
use crate::host::error::HostError;
use crate::host::kernel::Host;
use crate::host::request::Request;
use crate::i18n::Msg;
use crate::msg;
use crate::rules::{Board, Family, Variant};
use crate::tourney::{Adjustment, MAX_SEATS, SALT_LEN, TableSize};
use std::sync::Arc;

/// Longest tournament name.
const MAX_NAME: usize = 60;
/// Most Swiss rounds.
const MAX_ROUNDS: u8 = 12;

/// A command against the tournament in the caller's channel.
struct Ask<'a> {
    rec: &'a TourneyRecord,
    req: &'a Request,
    now: u64,
    /// Created it, or manages the server.
    organiser: bool,
}

/// Decides one tournament command.
pub(super) fn decide_tourney(
    host: &Host,
    rec: Option<&TourneyRecord>,
    req: &Request,
    cmd: &TourneyCmd,
    now: u64,
) -> TDecision {
    if let TourneyCmd::Create(new) = cmd {
        return match rec {
            Some(r) if matches!(r.stage, Stage::Signup | Stage::Running) => {
                TDecision::reply(msg!("tourney-exists", name = r.name.as_str()))
            }
            _ => create(host, new, req),
        };
    }
    let Some(rec) = rec else {
        return TDecision::reply(msg!("tourney-none"));
    };
    let ask = Ask {
        rec,
        req,
        now,
        organiser: req.caller.admin || rec.organiser == req.caller.id,
    };
    match cmd {
        TourneyCmd::Standings => TDecision {
            say: text::standings(rec),
            change: None,
        },
        TourneyCmd::Pairings { round } => TDecision {
            say: text::pairings(rec, *round),
            change: None,
        },
        TourneyCmd::Status => TDecision {
            say: text::status(host, rec),
            change: None,
        },
        TourneyCmd::Join => join(&ask),
        TourneyCmd::AddBot { level } => add_bot(&ask, *level),
        TourneyCmd::Leave => leave(&ask),
        TourneyCmd::Drop { player } => set_dropped(&ask, player.as_deref(), true),
        TourneyCmd::Rejoin { player } => set_dropped(&ask, player.as_deref(), false),
        _ => organiser_command(host, &ask, cmd),
    }
}

/// Commands only an organiser may give.
fn organiser_command(host: &Host, ask: &Ask, cmd: &TourneyCmd) -> TDecision {
    if !ask.organiser {
        return TDecision::reply(msg!("tourney-not-organiser"));
    }
    let rec = ask.rec;
    if matches!(rec.stage, Stage::Finished | Stage::Cancelled) {
        return TDecision::reply(msg!("tourney-over", name = rec.name.as_str()));
    }
    match cmd {
        TourneyCmd::Start => start(host, ask),
        TourneyCmd::Next => next(host, ask),
        TourneyCmd::Sub {
            out,
            into,
            into_name,
        } => round::sub(rec, out, into, into_name.as_deref()),
        TourneyCmd::Adjust {
            player,
            points,
            reason,
        } => adjust(ask, player, *points, reason),
        TourneyCmd::End => end(ask),
        _ => cancel(ask),
    }
}

/// The table sizes asked for, checked against the board.
fn sizes(new: &NewTourney, family: Family) -> Result<TableSize, HostError> {
    let cfg = family.config();
    let size = new.size.unwrap_or(cfg.max_players.min(4) as u8);
    let min = new
        .min
        .unwrap_or(size.saturating_sub(1).max(cfg.min_players as u8));
    let max = new.max.unwrap_or(size);
    let most = MAX_SEATS.min(cfg.max_players as u8);
    if (cfg.min_players as u8) > min || min > size || size > max || max > most {
        return Err(HostError::Refused(msg!(
            "tourney-bad-sizes",
            size = size,
            min = min,
            max = max,
            least = cfg.min_players,
            most = most
        )));
    }
    Ok(TableSize { size, min, max })
}

/// `/tourney create`: opens sign-ups in this channel.
fn create(host: &Host, new: &NewTourney, req: &Request) -> TDecision {
    let checked = match Checked::of(new) {
        Ok(c) => c,
        Err(m) => return TDecision::reply(m),
    };
    let mut change = TChange::of(new_record(host, new, req, &checked));
    let r = &change.record;
    let news = msg!(
        "tourney-created",
        name = r.name.as_str(),
        board = crate::host::text::board_title(&checked.board),
        rounds = r.rounds,
        size = r.size.size,
        commitment = r.commitment.as_str()
    );
    change.announce(&news);
    TDecision::applied(msg!("tourney-created-reply"), change)
}

/// The settings of a `/tourney create` that passed every check.
struct Checked {
    board: Arc<Board>,
    /// The name, sanitized.
    name: String,
    size: TableSize,
    rounds: u8,
}

impl Checked {
    /// Checks `new`; the error tells the organiser what is wrong.
    fn of(new: &NewTourney) -> Result<Checked, Msg> {
        let Ok(board) = new.board.load() else {
            return Err(msg!("host-new-no-board", map = new.board.name()));
        };
        let name = crate::i18n::clean_name(&new.name);
        if name.is_empty() || name.chars().count() > MAX_NAME {
            return Err(msg!("tourney-bad-name", most = MAX_NAME));
        }
        if new.variant.is_some() && board.family != Family::Europe {
            return Err(msg!("host-new-variant-europe-only"));
        }
        let size = sizes(new, board.family).map_err(|e| e.message())?;
        let rounds = new.rounds.unwrap_or(3);
        if !(1..=MAX_ROUNDS).contains(&rounds) {
            return Err(msg!("tourney-bad-rounds", most = MAX_ROUNDS));
        }
        Ok(Checked {
            board,
            name,
            size,
            rounds,
        })
    }
}

/// The record of a tournament just created, with a fresh seed and the
/// commitment that lets players check it afterwards.
fn new_record(host: &Host, new: &NewTourney, req: &Request, checked: &Checked) -> TourneyRecord {
    let seed = u64::from_le_bytes(host.random_bytes());
    let salt: [u8; SALT_LEN] = host.random_bytes();
    TourneyRecord {
        channel: req.channel.clone(),
        name: checked.name.clone(),
        organiser: req.caller.id.clone(),
        map: checked.board.name.clone(),
        options: crate::rules::GameOptions {
            variant: new.variant.unwrap_or(Variant::Classic),
            bonus_tickets: false,
        },
        rounds: checked.rounds,
        size: checked.size,
        turn_hours: new.turn_hours.unwrap_or(24),
        round_days: new.round_days.unwrap_or(7),
        rated: new.rated.unwrap_or(true),
        quiet_hours: new.quiet_hours.unwrap_or(false),
        final_four: new.final_four.unwrap_or(false),
        players: Vec::new(),
        played: Vec::new(),
        adjustments: Vec::new(),
        seed,
        commitment: crate::tourney::commit(seed, &salt),
        salt: crate::tourney::to_hex(&salt),
        stage: Stage::Signup,
        season: 0,
        lang: req.channel_lang,
        standings_message: None,
        guild: req.guild.clone(),
        web: None,
    }
}

/// Saves `rec` and tells the channel `news`.
fn saved(rec: TourneyRecord, reply: Msg, news: Msg) -> TDecision {
    let mut change = TChange::of(rec);
    change.announce(&news);
    TDecision::applied(reply, change)
}

/// `/tourney join`: signs the caller up.
fn join(ask: &Ask) -> TDecision {
    let (rec, caller) = (ask.rec, &ask.req.caller);
    if matches!(rec.stage, Stage::Finished | Stage::Cancelled) {
        return TDecision::reply(msg!("tourney-over", name = rec.name.as_str()));
    }
    if let Some(p) = rec.player(&caller.id) {
        return TDecision::reply(if p.dropped {
            msg!("tourney-join-dropped")
        } else {
            msg!("tourney-join-already")
        });
    }
    let name = unique_name(rec, &crate::i18n::clean_name(&caller.name));
    let mut next = rec.clone();
    next.players.push(Player {
        id: caller.id.clone(),
        name: name.clone(),
        ..Player::default()
    });
    let count = next.players.len();
    saved(
        next,
        msg!("tourney-join-reply"),
        msg!("tourney-joined", player = name, count = count),
    )
}

/// A display name no other entrant has.
fn unique_name(rec: &TourneyRecord, wanted: &str) -> String {
    let base = if wanted.is_empty() {
        "?".to_string()
    } else {
        wanted.to_string()
    };
    let taken = |n: &str| rec.players.iter().any(|p| p.name.eq_ignore_ascii_case(n));
    (1..)
        .map(|i| match i {
            1 => base.clone(),
            i => crate::i18n::numbered(&base, i),
        })
        .find(|n| !taken(n))
        .unwrap_or(base)
}

/// `/tourney addbot`: an organiser enters a computer player.
fn add_bot(ask: &Ask, level: BotLevel) -> TDecision {
    if !ask.organiser {
        return TDecision::reply(msg!("tourney-not-organiser"));
    }
    let rec = ask.rec;
    if matches!(rec.stage, Stage::Finished | Stage::Cancelled) {
        return TDecision::reply(msg!("tourney-over", name = rec.name.as_str()));
    }
    let n = rec.players.iter().filter(|p| p.bot.is_some()).count() + 1;
    let name = unique_name(rec, &rec.lang.tr(&msg!("host-bot-name", n = n)));
    let mut next = rec.clone();
    next.players.push(Player {
        id: format!("bot:{n}"),
        name: name.clone(),
        bot: Some(level),
        ..Player::default()
    });
    let count = next.players.len();
    saved(
        next,
        msg!("tourney-addbot-reply"),
        msg!("tourney-joined", player = name, count = count),
    )
}

/// `/tourney leave`: withdraws before the start.
fn leave(ask: &Ask) -> TDecision {
    let rec = ask.rec;
    if rec.stage != Stage::Signup {
        return TDecision::reply(msg!("tourney-leave-started"));
    }
    let Some(at) = rec.players.iter().position(|p| p.id == ask.req.caller.id) else {
        return TDecision::reply(msg!("tourney-not-in"));
    };
    let mut next = rec.clone();
    let name = next.players.remove(at).name;
    saved(
        next,
        msg!("tourney-leave-reply"),
        msg!("tourney-left", player = name),
    )
}

/// `/tourney drop` and `/tourney rejoin`: oneself, or a named player (an
/// organiser). A dropped player is not paired again; their running game
/// goes on with a computer player in their seat.
fn set_dropped(ask: &Ask, named: Option<&str>, dropped: bool) -> TDecision {
    let rec = ask.rec;
    if rec.stage != Stage::Running {
        return TDecision::reply(msg!("tourney-not-running"));
    }
    let found = match named {
        Some(_) if !ask.organiser => return TDecision::reply(msg!("tourney-not-organiser")),
        Some(n) => rec.find(n),
        None => rec.player(&ask.req.caller.id),
    };
    let Some(player) = found else {
        return TDecision::reply(match named {
            Some(n) => msg!("tourney-no-player", player = n),
            None => msg!("tourney-not-in"),
        });
    };
    if player.dropped == dropped {
        return TDecision::reply(if dropped {
            msg!("tourney-already-dropped", player = player.name.as_str())
        } else {
            msg!("tourney-not-dropped", player = player.name.as_str())
        });
    }
    let (id, name) = (player.id.clone(), player.name.clone());
    let mut next = rec.clone();
    if let Some(p) = next.players.iter_mut().find(|p| p.id == id) {
        p.dropped = dropped;
    }
    if !dropped {
        return saved(
            next,
            msg!("tourney-rejoin-reply"),
            msg!("tourney-rejoined", player = name),
        );
    }
    let mut change = TChange::of(next);
    round::abandon_seat(&mut change, &id);
    change.announce(&msg!("tourney-dropped", player = name));
    TDecision::applied(msg!("tourney-drop-reply"), change)
}

/// `/tourney start`: pairs the first round and opens its tables.
fn start(host: &Host, ask: &Ask) -> TDecision {
    let rec = ask.rec;
    if rec.stage != Stage::Signup {
        return TDecision::reply(msg!("tourney-already-started"));
    }
    let mut next = rec.clone();
    next.stage = Stage::Running;
    let mut change = TChange::of(next);
    match round::pair_next(host, &mut change, ask.now) {
        Ok(()) => TDecision::applied(msg!("tourney-start-reply"), change),
        Err(m) => TDecision::reply(m.message()),
    }
}

/// `/tourney next`: pairs the next round once every table has finished (or
/// ends the tournament after its last round).
fn next(host: &Host, ask: &Ask) -> TDecision {
    let rec = ask.rec;
    if rec.stage != Stage::Running {
        return TDecision::reply(msg!("tourney-not-running"));
    }
    if let Some(open) = rec.current().filter(|r| !r.finished()) {
        let waiting = open.tables.iter().filter(|t| t.result.is_none()).count();
        return TDecision::reply(msg!("tourney-next-waiting", tables = waiting));
    }
    let mut change = TChange::of(rec.clone());
    match round::advance(host, &mut change, ask.now) {
        Ok(()) => TDecision::applied(msg!("tourney-next-reply"), change),
        Err(m) => TDecision::reply(m.message()),
    }
}

/// `/tourney adjust`: adds (or takes) tournament points, with a reason.
fn adjust(ask: &Ask, player: &str, points: i32, reason: &str) -> TDecision {
    let Some(p) = ask.rec.find(player) else {
        return TDecision::reply(msg!("tourney-no-player", player = player));
    };
    let reason = crate::i18n::clean_name(reason);
    let news = msg!(
        "tourney-adjusted",
        player = p.name.as_str(),
        points = points,
        reason = reason.as_str()
    );
    let mut next = ask.rec.clone();
    next.adjustments.push(Adjustment {
        player: p.id.clone(),
        points,
        reason,
    });
    let mut change = TChange::of(next);
    change.announce(&news);
    change.standings_changed();
    TDecision::applied(msg!("tourney-adjust-reply"), change)
}

/// `/tourney end`: ends it now with the standings as they are.
fn end(ask: &Ask) -> TDecision {
    let mut change = TChange::of(ask.rec.clone());
    round::finish(&mut change);
    TDecision::applied(msg!("tourney-end-reply"), change)
}

/// `/tourney cancel`: stops it without results.
fn cancel(ask: &Ask) -> TDecision {
    let mut next = ask.rec.clone();
    next.stage = Stage::Cancelled;
    let news = msg!("tourney-cancelled", name = next.name.as_str());
    saved(next, msg!("tourney-cancel-reply"), news)
}
