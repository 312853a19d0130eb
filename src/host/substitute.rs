//! Substitutes: a seat whose player let the clock run out [`OPEN_AFTER`]
//! turns in a row, or who was removed from the game, is open. Anyone in the
//! channel who does not play here may ask to take it (the button on the
//! public notice, or `/game sub seat:NAME`); the game's creator or an admin
//! confirms with a button. The newcomer gets the seat's hand and tickets by
//! DM; the channel only hears who sits where now.

use super::command::{SeatRef, Sub};
use super::decision::{Change, Decision};
use super::kernel::Host;
use super::outbox::{Button, GameMoment, Moment, OutMsg, Picture, Target};
use super::record::{ChannelRecord, SeatInfo};
use super::request::Request;
use super::tap::Tap;
use super::{text, turn};
use crate::host::error::HostError;
use crate::i18n::{Lang, Msg};
use crate::msg;
use crate::render::Look;
use crate::rules::{Board, Phase, Seat, player_view};
use serde::{Deserialize, Serialize};

/// Timeouts in a row after which a seat is open to substitutes.
pub(super) const OPEN_AFTER: u8 = 2;

/// What a channel keeps about substitutes.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Subs {
    /// Turns in a row each seat's clock ran out, by seat.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub timeouts: Vec<(Seat, u8)>,
    /// Seats anyone in the channel may ask to take.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub open: Vec<Seat>,
    /// Asks waiting for an answer, at most one per seat.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub asks: Vec<SeatAsk>,
}

/// Someone asking to take an open seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatAsk {
    pub seat: Seat,
    pub user: String,
    pub name: String,
    pub lang: Lang,
}

impl Subs {
    /// Whether nothing is kept.
    pub fn is_empty(&self) -> bool {
        self.timeouts.is_empty() && self.open.is_empty() && self.asks.is_empty()
    }

    /// Forgets everything about `seat`.
    fn clear(&mut self, seat: Seat) {
        self.timeouts.retain(|(s, _)| *s != seat);
        self.open.retain(|s| *s != seat);
        self.asks.retain(|a| a.seat != seat);
    }
}

/// A seat's player moved by themselves: their timeouts start again, and a
/// seat opened by timeouts closes.
pub(super) fn moved(rec: &mut ChannelRecord, seat: Seat) {
    if rec.seats.get(seat).is_some_and(|s| s.bot.is_none()) {
        rec.subs.clear(seat);
    }
}

/// Counts a timeout for each of `seats`; a seat reaching [`OPEN_AFTER`]
/// opens, with a public notice.
pub(super) fn timed_out(rec: &mut ChannelRecord, seats: &[Seat], channel: &str) -> Vec<OutMsg> {
    let mut out = Vec::new();
    for &seat in seats {
        let count = match rec.subs.timeouts.iter_mut().find(|(s, _)| *s == seat) {
            Some((_, n)) => {
                *n = n.saturating_add(1);
                *n
            }
            None => {
                rec.subs.timeouts.push((seat, 1));
                1
            }
        };
        if count >= OPEN_AFTER {
            out.extend(open(rec, seat, channel));
        }
    }
    out
}

/// Opens `seat` to substitutes (a removed player's, or a silent one's):
/// the public notice with its button, unless it was open already or the
/// game is a tournament table (which has `/tourney sub`).
pub(super) fn open(rec: &mut ChannelRecord, seat: Seat, channel: &str) -> Option<OutMsg> {
    if rec.subs.open.contains(&seat) || rec.table.is_some() {
        return None;
    }
    rec.subs.open.push(seat);
    let player = rec.seats.get(seat)?.name.as_str();
    let notice = msg!("sub-open", player = player);
    let take = button(rec, msg!("sub-button-take"), Tap::Take(seat as u8));
    Some(public(rec, channel, notice, vec![take]))
}

/// A button valid while the game is played.
fn button(rec: &ChannelRecord, label: Msg, tap: Tap) -> Button {
    Button {
        label: rec.lang.tr(&label),
        tap,
        disabled: false,
        stamp: Some(GameMoment {
            game: rec.game_id.clone(),
            mark: Moment::Game,
        }),
    }
}

fn public(rec: &ChannelRecord, channel: &str, text: Msg, buttons: Vec<Button>) -> OutMsg {
    OutMsg {
        to: Target::Channel(channel.to_string()),
        text: rec.lang.tr(&text),
        mention: None,
        picture: None,
        buttons,
        selects: Vec::new(),
        origin: None,
        dressed: false,
        link: None,
    }
}

/// Decides an ask for a seat, or the answer to one.
pub(super) fn decide_substitute(
    host: &Host,
    rec: Option<&ChannelRecord>,
    req: &Request,
    cmd: Sub,
    now: u64,
) -> Decision {
    let Some(rec) = rec.filter(|r| r.state.as_ref().is_some_and(|s| s.phase != Phase::Over)) else {
        return Decision::reply(msg!("sub-no-game"));
    };
    if rec.table.is_some() {
        return Decision::reply(msg!("sub-tourney"));
    }
    let board = match rec.board() {
        Ok(b) => b,
        Err(e) => return Decision::reply(e.message()),
    };
    let may_manage = req.caller.admin || rec.creator == req.caller.id;
    match cmd {
        Sub::Ask(seat) => ask(host, &board, rec, req, seat, may_manage, now),
        Sub::Answer { seat, agree } if may_manage => {
            answer(host, &board, rec, req, usize::from(seat), agree, now)
        }
        Sub::Answer { .. } => Decision::reply(msg!("sub-answer-not-allowed")),
    }
}

/// The seat a command names.
fn find(rec: &ChannelRecord, seat: &SeatRef) -> Result<Seat, HostError> {
    match seat {
        SeatRef::Index(n) => Some(usize::from(*n)).filter(|&s| s < rec.seats.len()),
        SeatRef::Named(name) => {
            let wanted = name.trim().trim_start_matches('@');
            rec.seats
                .iter()
                .position(|s| s.name.eq_ignore_ascii_case(wanted))
        }
    }
    .ok_or_else(|| {
        let typed = match seat {
            SeatRef::Named(n) => n.clone(),
            SeatRef::Index(n) => n.to_string(),
        };
        let names: Vec<&str> = rec.seats.iter().map(|s| s.name.as_str()).collect();
        msg!("sub-no-seat", seat = typed, seats = names.join(", "))
    })
    .map_err(HostError::Refused)
}

/// Someone asks for a seat: taken at once when they may confirm it
/// themselves, else the creator and admins are asked with buttons.
fn ask(
    host: &Host,
    board: &Board,
    rec: &ChannelRecord,
    req: &Request,
    seat: &SeatRef,
    may_manage: bool,
    now: u64,
) -> Decision {
    let seat = match find(rec, seat) {
        Ok(s) => s,
        Err(e) => return Decision::reply(e.message()),
    };
    let player = rec.seats[seat].name.as_str();
    if !rec.subs.open.contains(&seat) {
        return Decision::reply(msg!("sub-not-open", player = player, after = OPEN_AFTER));
    }
    if rec.seat_of(&req.caller.id).is_some() {
        return Decision::reply(msg!("sub-already-playing"));
    }
    if let Some(a) = rec.subs.asks.iter().find(|a| a.seat == seat) {
        return Decision::reply(msg!("sub-asked-already", who = a.name.as_str()));
    }
    let asking = SeatAsk {
        seat,
        user: req.caller.id.clone(),
        name: super::lobby::clean_name(&req.caller.name, rec.lang),
        lang: req.caller.lang,
    };
    if may_manage {
        let change = take(host, board, rec, &asking, &req.channel, now);
        return Decision::applied(msg!("sub-taken-reply", player = player), change);
    }
    let text = msg!("sub-asked", who = asking.name.as_str(), player = player);
    let mut next = rec.clone();
    next.subs.asks.push(asking);
    let buttons = vec![
        button(rec, msg!("sub-button-confirm"), Tap::Seat(seat as u8, true)),
        button(rec, msg!("sub-button-refuse"), Tap::Seat(seat as u8, false)),
    ];
    let outbox = vec![public(rec, &req.channel, text, buttons)];
    let change = Change::unlogged(next, outbox);
    Decision::applied(msg!("sub-ask-sent", player = player), change)
}

/// The creator's or an admin's answer to the ask for `seat`.
fn answer(
    host: &Host,
    board: &Board,
    rec: &ChannelRecord,
    req: &Request,
    seat: Seat,
    agree: bool,
    now: u64,
) -> Decision {
    let Some(asking) = rec.subs.asks.iter().find(|a| a.seat == seat).cloned() else {
        return Decision::reply(msg!("sub-no-ask"));
    };
    let player = rec.seats[seat].name.clone();
    if agree {
        let change = take(host, board, rec, &asking, &req.channel, now);
        return Decision::applied(msg!("sub-confirmed-reply"), change);
    }
    let mut next = rec.clone();
    next.subs.asks.retain(|a| a.seat != seat);
    let text = msg!(
        "sub-refused",
        who = asking.name.as_str(),
        player = player.as_str()
    );
    let outbox = vec![public(rec, &req.channel, text, Vec::new())];
    let change = Change::unlogged(next, outbox);
    Decision::applied(msg!("sub-refused-reply"), change)
}

/// Seats the newcomer: the channel hears who sits where; the seat's hand
/// and tickets go to the newcomer alone. A plan queued by the seat's former
/// player is dropped; a turn waiting for the seat starts afresh.
fn take(
    host: &Host,
    board: &Board,
    rec: &ChannelRecord,
    asking: &SeatAsk,
    channel: &str,
    now: u64,
) -> Change {
    let seat = asking.seat;
    let mut next = rec.clone();
    let former = rec.seats[seat].name.clone();
    let name = super::lobby::free_name(rec, &asking.name);
    next.seats[seat] = SeatInfo {
        user: Some(asking.user.clone()),
        name: name.clone(),
        bot: None,
        lang: asking.lang,
    };
    next.subs.clear(seat);
    next.away.retain(|a| a.seat != seat);
    next.comforts.premoves.retain(|p| p.seat != seat);
    let mut outbox = vec![public(
        rec,
        channel,
        msg!("sub-taken", who = name.as_str(), player = former.as_str()),
        Vec::new(),
    )];
    if let Some(state) = next.state.as_mut() {
        if let Some(p) = state.players.get_mut(seat) {
            p.name = name.clone();
        }
        let view = player_view(board, state, seat);
        let mut said = vec![msg!("sub-welcome", player = former.as_str())];
        said.extend(text::private_summary(board, &view, state));
        outbox.push(OutMsg {
            to: Target::User(asking.user.clone()),
            text: asking.lang.lines(&said),
            mention: None,
            picture: Some(Picture::Private {
                map: board.name.clone(),
                view: Box::new(view),
                lang: asking.lang,
                look: Look::default(),
            }),
            buttons: Vec::new(),
            selects: Vec::new(),
            origin: None,
            dressed: false,
            link: None,
        });
    }
    if next
        .state
        .as_ref()
        .is_some_and(|s| s.phase == Phase::Play && s.turn == seat)
    {
        let store = host.store().as_ref();
        next.deadline = turn::deadline(store, &next, now, next.setup.turn_secs);
    }
    Change::unlogged(next, outbox)
}
