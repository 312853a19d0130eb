//! Turn timers: a reminder at half time, then the game's timeout policy.

use super::bots::{act_for, advance};
use super::command::{BotLevel, TimeoutPolicy};
use super::decision::{Change, Decision};
use super::game::Effects;
use super::kernel::Host;
use super::outbox::{OutMsg, Target};
use super::record::{ChannelRecord, LogEntry};
use super::{away, substitute, table, tally};
use crate::msg;
use crate::rules::{Board, GameState, Phase, pass_turn};

/// Decides what a due timer does to a channel.
pub(super) fn decide_deadline(
    host: &Host,
    rec: Option<&ChannelRecord>,
    channel: &str,
    now: u64,
) -> Decision {
    let none = Decision::default;
    // A game whose channel is lost keeps no clock (see `lost`).
    let Some(rec) = rec.filter(|r| r.lost_since.is_none()) else {
        return none();
    };
    let (Some(deadline), Some(state)) = (&rec.deadline, &rec.state) else {
        return none();
    };
    let Ok(board) = rec.board() else {
        return none();
    };
    if state.phase == Phase::Over || deadline.moves != state.moves {
        return none();
    }
    let waiting = waiting_seats(rec, state);
    if now < deadline.at {
        return remind(rec, &waiting, now);
    }
    let mut next = rec.clone();
    if state.phase == Phase::Play && away::covered(rec, state.turn, now) {
        return cover(host, &board, rec, next);
    }
    if rec.setup.turn_secs.is_none() {
        // A covering deadline whose absence ended: no clock runs.
        next.deadline = None;
        next.away.retain(|a| a.until > now);
        return Decision::silent(Change::unlogged(next, Vec::new()));
    }
    let notices = substitute::timed_out(&mut next, &waiting, channel);
    let mut run = Effects::default();
    run.lines.extend(table::strike(&mut next, &waiting));
    tally::timed_out(&mut next, &waiting);
    let Some(st) = next.state.as_mut() else {
        return none();
    };
    time_out(host, &board, rec, st, &waiting, &mut run);
    advance(host, &board, &mut next, &mut run);
    let mut change = Change::moved(next, run);
    change.outbox = notices;
    Decision::silent(change)
}

/// When a channel's timer next has something to do (`None`: never, until
/// a change sets a new deadline): the reminder or the deadline of the turn
/// in play, unless the channel is lost or the game over.
pub(super) fn wake(rec: &ChannelRecord) -> Option<u64> {
    let (deadline, state) = (rec.deadline.as_ref()?, rec.state.as_ref()?);
    let live = rec.lost_since.is_none() && state.phase != Phase::Over;
    (live && deadline.moves == state.moves).then(|| deadline.next_due())
}

/// The seats the clock waits for: those still choosing tickets (or how to
/// split their pieces) while setting up, else the seat to move.
fn waiting_seats(rec: &ChannelRecord, state: &GameState) -> Vec<usize> {
    match state.phase {
        Phase::Setup => (0..state.seats())
            .filter(|&s| {
                rec.seats[s].bot.is_none()
                    && (state.players[s].offer.is_some() || state.players[s].split_pending)
            })
            .collect(),
        _ => vec![state.turn],
    }
}

/// Before the deadline: the half-time reminder to each waiting seat, once.
fn remind(rec: &ChannelRecord, waiting: &[usize], now: u64) -> Decision {
    let Some(deadline) = &rec.deadline else {
        return Decision::default();
    };
    if deadline.reminded || now < deadline.reminder_at {
        return Decision::default();
    }
    let mut next = rec.clone();
    if let Some(d) = next.deadline.as_mut() {
        d.reminded = true;
    }
    let hours = (deadline.at - now).div_ceil(3600);
    let outbox = waiting
        .iter()
        .filter_map(|&s| {
            let seat = &rec.seats[s];
            Some(OutMsg::plain(
                Target::User(seat.user.clone()?),
                seat.lang.tr(&msg!("host-reminder", hours = hours)),
            ))
        })
        .collect();
    Decision::silent(Change::unlogged(next, outbox))
}

/// The game's timeout policy acts for the late seats: tickets chosen while
/// setting up, else the computer moves or the turn passes.
fn time_out(
    host: &Host,
    board: &Board,
    rec: &ChannelRecord,
    st: &mut GameState,
    waiting: &[usize],
    run: &mut Effects,
) {
    let names: Vec<String> = rec.seats.iter().map(|s| s.name.clone()).collect();
    let late: Vec<&str> = waiting.iter().map(|&s| names[s].as_str()).collect();
    let level = rec.setup.cover_level;
    match (st.phase, rec.setup.timeout) {
        (Phase::Setup, _) => {
            run.lines
                .push(msg!("host-timeout-chose", players = late.join(", ")));
            for &s in waiting {
                for _ in 0..4 {
                    let p = &st.players[s];
                    if p.offer.is_none() && !p.split_pending {
                        break;
                    }
                    act_for(host, board, st, s, level, run, &names);
                }
            }
        }
        (_, TimeoutPolicy::Bot) => {
            run.lines
                .push(msg!("host-timeout-moved", players = late.join(", ")));
            bot_turn(host, board, st, level, run, &names);
        }
        (_, TimeoutPolicy::Skip) => {
            run.lines
                .push(msg!("host-timeout-passed", players = late.join(", ")));
            let seat = st.turn;
            let ev = pass_turn(board, st);
            run.record(board, &names, LogEntry::Pass { seat }, ev);
        }
    }
}

/// The computer plays the whole turn of the seat to move at `level`. It
/// thinks here, in the timer's commit, off every command's path.
fn bot_turn(
    host: &Host,
    board: &Board,
    st: &mut GameState,
    level: BotLevel,
    run: &mut Effects,
    names: &[String],
) {
    let seat = st.turn;
    for _ in 0..8 {
        if st.phase != Phase::Play || st.turn != seat {
            break;
        }
        act_for(host, board, st, seat, level, run, names);
    }
}

/// The computer covers the turn of a player who is away.
fn cover(host: &Host, board: &Board, rec: &ChannelRecord, mut next: ChannelRecord) -> Decision {
    let names: Vec<String> = rec.seats.iter().map(|s| s.name.clone()).collect();
    let mut run = Effects::default();
    let Some(st) = next.state.as_mut() else {
        return Decision::default();
    };
    let player = names[st.turn].as_str();
    run.lines.push(msg!("away-covered", player = player));
    bot_turn(host, board, st, rec.setup.cover_level, &mut run, &names);
    advance(host, board, &mut next, &mut run);
    Decision::silent(Change::moved(next, run))
}
