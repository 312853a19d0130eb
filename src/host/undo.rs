//! Undo with consent: a player's last claim (or station, or harbor) that
//! showed no hidden card may be taken back while no other human has acted,
//! when every other human player agrees within [`CONSENT_SECS`].
//!
//! Computer players agree by themselves: in a game against computer players
//! only, `/undo` takes the claim back at once. Their replies to the claim
//! (which come in the same commit) are taken back with it, and only if none
//! of them showed a hidden card either (a face-up refill, a tunnel's cards,
//! a reshuffle): a take-back must never let anyone learn the deck.
//!
//! The state before the claim is kept for exactly one move. Taking it back
//! logs [`LogEntry::Undone`] with that state (its move counter moved on, so
//! no earlier button matches again), so replaying the log stays exact.

use super::decision::{Change, Decision};
use super::error::HostError;
use super::game::Effects;
use super::outbox::{Button, GameMoment, Moment, OutMsg, Target};
use super::record::{ChannelRecord, LogEntry};
use super::request::Request;
use super::tap::Tap;
use crate::i18n::Msg;
use crate::msg;
use crate::rules::{Action, Board, GameState, Phase, Seat, apply};
use serde::{Deserialize, Serialize};

/// How long the other players have to agree.
pub const CONSENT_SECS: u64 = 600;

/// The one claim that may be taken back.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct UndoPoint {
    pub seat: Seat,
    /// The state before the claim.
    pub before: Box<GameState>,
    /// The move counter after the claim and the computer players' replies:
    /// any later move ends the chance.
    pub moves: u64,
    /// What would be taken back, as everyone is told.
    pub what: Msg,
    /// The consent asked for, if `/undo` was sent.
    #[serde(default)]
    pub asked: Option<Asked>,
}

/// A request for consent.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Asked {
    /// When it was asked (unix seconds).
    pub at: u64,
    /// The seats that agreed so far.
    pub agreed: Vec<Seat>,
}

/// The undo point a human's move leaves, if it may be taken back: the run
/// began with `seat`'s claim, station or harbor showing no hidden card, and
/// only computer players acted after it, showing none either.
pub(super) fn point(
    board: &Board,
    next: &ChannelRecord,
    before: &GameState,
    seat: Seat,
    run: &Effects,
) -> Option<UndoPoint> {
    let state = next.state.as_ref().filter(|s| s.phase == Phase::Play)?;
    let (first, rest) = run.acts.split_first()?;
    let action = match run.log.first()? {
        LogEntry::Action { seat: s, action } if *s == seat => action,
        _ => return None,
    };
    let only_bots = rest
        .iter()
        .all(|a| next.seats[a.seat].bot.is_some() && !a.reveals);
    if first.seat != seat || first.reveals || !only_bots {
        return None;
    }
    let player = next.seats[seat].name.as_str();
    let what = match action {
        Action::Claim { .. } => {
            let lane = *first.lanes.first()?;
            msg!(
                "play-undo-what-claim",
                player = player,
                route = board.lane_name(lane)
            )
        }
        Action::Station { place, .. } => {
            msg!(
                "play-undo-what-station",
                player = player,
                city = board.place_name(*place)
            )
        }
        Action::Harbor { place, .. } => {
            msg!(
                "play-undo-what-harbor",
                player = player,
                city = board.place_name(*place)
            )
        }
        _ => return None,
    };
    // The computer players' moves after it are taken back with it: say so.
    let what = match rest.first() {
        Some(next) => msg!(
            "play-undo-what-and-after",
            what = what,
            moves = run.lines[next.from..].to_vec()
        ),
        None => what,
    };
    Some(UndoPoint {
        seat,
        before: Box::new(before.clone()),
        moves: state.moves,
        what,
        asked: None,
    })
}

/// The undo point that still holds now.
fn current(rec: &ChannelRecord) -> Option<&UndoPoint> {
    let state = rec.state.as_ref()?;
    rec.comforts
        .undo
        .as_ref()
        .filter(|p| state.phase == Phase::Play && p.moves == state.moves)
}

/// The human players other than `seat`.
fn others(rec: &ChannelRecord, seat: Seat) -> Vec<Seat> {
    (0..rec.seats.len())
        .filter(|&s| s != seat && rec.seats[s].bot.is_none() && rec.seats[s].user.is_some())
        .collect()
}

/// Decides `/undo` and the answers to it.
pub(super) fn decide_undo(
    rec: Option<&ChannelRecord>,
    req: &Request,
    answer_to: Option<bool>,
    now: u64,
) -> Decision {
    let Some(rec) = rec else {
        return Decision::reply(msg!("host-no-game"));
    };
    let Some(seat) = rec.seat_of(&req.caller.id) else {
        return Decision::reply(msg!("host-not-playing"));
    };
    match answer_to {
        Some(agree) => answer(rec, req, seat, agree, now),
        None => ask(rec, req, seat, now),
    }
}

/// `/undo`: takes the claim back at once when no other human plays, or
/// asks the others with Agree/Refuse buttons.
fn ask(rec: &ChannelRecord, req: &Request, seat: Seat, now: u64) -> Decision {
    let Some(p) = current(rec).filter(|p| p.seat == seat) else {
        return Decision::reply(msg!("play-undo-none"));
    };
    if p.asked.as_ref().is_some_and(|a| now <= a.at + CONSENT_SECS) {
        return Decision::reply(msg!("play-undo-asked-already"));
    }
    let others = others(rec, seat);
    if others.is_empty() {
        let change = restore(rec, p);
        return Decision::applied(msg!("play-undo-taken-back"), change);
    }
    let mut next = rec.clone();
    let Some(point) = next.comforts.undo.as_mut() else {
        return Decision::reply(msg!("play-undo-none"));
    };
    point.asked = Some(Asked {
        at: now,
        agreed: Vec::new(),
    });
    let names: Vec<&str> = others.iter().map(|&s| rec.seats[s].name.as_str()).collect();
    let text = msg!(
        "play-undo-asked",
        what = p.what.clone(),
        players = names.join(", "),
        minutes = CONSENT_SECS / 60
    );
    let stamp = GameMoment {
        game: rec.game_id.clone(),
        mark: Moment::Moves(p.moves),
    };
    let button = |label: Msg, agree: bool| Button {
        label: rec.lang.tr(&label),
        tap: Tap::Undo(agree),
        disabled: false,
        stamp: Some(stamp.clone()),
    };
    let public = OutMsg {
        to: Target::Channel(req.channel.clone()),
        text: rec.lang.tr(&text),
        mention: None,
        picture: None,
        buttons: vec![
            button(msg!("play-undo-button-agree"), true),
            button(msg!("play-undo-button-refuse"), false),
        ],
        selects: Vec::new(),
        origin: None,
        dressed: false,
        link: None,
    };
    Decision::applied(
        msg!("play-undo-asking", what = p.what.clone()),
        Change::unlogged(next, vec![public]),
    )
}

/// Agree or Refuse, from one of the other human players.
fn answer(rec: &ChannelRecord, req: &Request, seat: Seat, agree: bool, now: u64) -> Decision {
    let Some((p, asked)) = current(rec).and_then(|p| Some((p, p.asked.as_ref()?))) else {
        return Decision::reply(msg!("play-undo-nothing-asked"));
    };
    if now > asked.at + CONSENT_SECS {
        return Decision::reply(msg!("play-undo-expired"));
    }
    let others = others(rec, p.seat);
    if !others.contains(&seat) {
        return Decision::reply(msg!("play-undo-not-yours"));
    }
    if asked.agreed.contains(&seat) {
        return Decision::reply(msg!("play-undo-agreed-already"));
    }
    let mut next = rec.clone();
    let mut said = Vec::new();
    let player = rec.seats[seat].name.as_str();
    if !agree {
        next.comforts.undo = None;
        said.push(msg!(
            "play-undo-refused",
            player = player,
            what = p.what.clone()
        ));
    } else {
        let mut agreed = asked.agreed.clone();
        agreed.push(seat);
        if others.iter().all(|s| agreed.contains(s)) {
            let change = restore(rec, p);
            return Decision::applied(msg!("play-undo-you-agreed"), change);
        }
        if let Some(a) = next.comforts.undo.as_mut().and_then(|p| p.asked.as_mut()) {
            a.agreed = agreed;
        }
    }
    let reply = if agree {
        msg!("play-undo-you-agreed")
    } else {
        msg!("play-undo-you-refused")
    };
    Decision::applied(reply, told(rec, &req.channel, next, &said))
}

/// The change saving `next` and telling the channel `said`, in the game's
/// language.
fn told(rec: &ChannelRecord, channel: &str, next: ChannelRecord, said: &[Msg]) -> Change {
    let outbox = said
        .iter()
        .map(|m| OutMsg {
            to: Target::Channel(channel.to_string()),
            text: rec.lang.tr(m),
            mention: None,
            picture: None,
            buttons: Vec::new(),
            selects: Vec::new(),
            origin: None,
            dressed: false,
            link: None,
        })
        .collect();
    Change::unlogged(next, outbox)
}

/// Takes the claim back: the state before it, its move counter moved on.
fn restore(rec: &ChannelRecord, p: &UndoPoint) -> Change {
    let mut next = rec.clone();
    let mut back = (*p.before).clone();
    back.moves = rec.state.as_ref().map_or(back.moves, |s| s.moves) + 1;
    next.state = Some(back.clone());
    next.comforts.undo = None;
    let mut run = Effects::default();
    run.log.push(LogEntry::Undone {
        seat: p.seat,
        state: Box::new(back),
    });
    run.lines
        .push(msg!("play-undo-done", what = p.what.clone()));
    Change::moved(next, run)
}

/// Replays a game's log from its first state: every action applied, every
/// take-back restoring the state it names. For checks and tools; an
/// action the rules refuse means the log is damaged.
pub fn replay(
    board: &Board,
    mut state: GameState,
    log: &[LogEntry],
) -> Result<GameState, HostError> {
    for entry in log {
        match entry {
            LogEntry::Action { seat, action } => {
                apply(board, &mut state, *seat, action)
                    .map_err(|e| HostError::Damaged(e.to_string()))?;
            }
            LogEntry::Pass { .. } => {
                crate::rules::pass_turn(board, &mut state);
            }
            LogEntry::Undone { state: s, .. } => state = (**s).clone(),
            LogEntry::Ended => {
                crate::rules::end_now(&mut state);
            }
            LogEntry::Started { .. } => {}
        }
    }
    Ok(state)
}
