//! A game whose channel the bot lost (Discord answered 403, or the channel
//! is unknown): its record is marked, its turn clock stops, and each of its
//! players is told once by DM. A command from the channel (the bot is back)
//! clears the mark, starts the running turn's clock afresh and says in the
//! channel that the game goes on.

use super::decision::{Change, Decision};
use super::game::{board_picture, to_move};
use super::kernel::Host;
use super::outbox::{OutMsg, Target};
use super::record::ChannelRecord;
use super::request::Request;
use super::{mygames, text, turn};
use crate::msg;

/// Marks the game in `channel` lost at `now`, once: the clock stops and
/// every human player gets a DM saying so. A lobby, a finished game or a
/// game already marked is left as it is.
pub(super) fn mark(rec: Option<&ChannelRecord>, channel: &str, now: u64) -> Decision {
    let Some(rec) = rec.filter(|r| r.lost_since.is_none() && r.in_progress()) else {
        return Decision::default();
    };
    let mut next = rec.clone();
    next.lost_since = Some(now);
    next.deadline = None;
    let place = mygames::place(rec, channel);
    let said = match rec.board() {
        Ok(b) => msg!(
            "lost-channel-dm",
            board = text::board_title(&b),
            place = place.as_str()
        ),
        Err(_) => msg!(
            "lost-channel-dm",
            board = rec.setup.map.as_str(),
            place = place.as_str()
        ),
    };
    let outbox = rec
        .seats
        .iter()
        .filter(|s| s.bot.is_none())
        .filter_map(|s| {
            Some(OutMsg::plain(
                Target::User(s.user.clone()?),
                s.lang.tr(&said),
            ))
        })
        .collect();
    Decision::silent(Change::unlogged(next, outbox))
}

/// Decides a request with `decide` (`Host::decide_command`); when it comes from the channel of a
/// game marked lost, the mark is cleared first, the running turn's clock
/// starts afresh, and the channel hears that the game goes on (even when
/// the command itself changes nothing).
pub(super) fn resuming(
    host: &Host,
    rec: Option<&ChannelRecord>,
    req: &Request,
    now: u64,
    decide: impl FnOnce(Option<&ChannelRecord>) -> Decision,
) -> Decision {
    let Some(rec) = rec.filter(|r| r.lost_since.is_some() && req.from_channel) else {
        return decide(rec);
    };
    let back = cleared(host, rec, now);
    let note = back_message(&back, &req.channel);
    let mut decision = decide(Some(&back));
    match decision.change.as_mut() {
        Some(change) => change.lead.insert(0, note),
        None => {
            decision.change = Some(Change::unlogged(back, vec![note]));
        }
    }
    decision
}

/// The record with its mark cleared and a fresh clock for the running turn.
fn cleared(host: &Host, rec: &ChannelRecord, now: u64) -> ChannelRecord {
    let mut back = rec.clone();
    back.lost_since = None;
    let store = host.store().as_ref();
    back.deadline = turn::deadline(store, &back, now, back.setup.turn_secs);
    back
}

/// The channel's notice that the game goes on: whose move it is, pinging
/// them, with the board (the messages of the pause were not posted).
fn back_message(rec: &ChannelRecord, channel: &str) -> OutMsg {
    let mut said = vec![msg!("lost-channel-back")];
    let mut mention = None;
    if let Some((line, who)) = to_move(rec) {
        said.push(line);
        mention = who;
    }
    let picture = match (rec.board(), &rec.state) {
        (Ok(board), Some(state)) => Some(board_picture(&board, rec, state, rec.lang)),
        _ => None,
    };
    OutMsg {
        to: Target::Channel(channel.to_string()),
        text: rec.lang.lines(&said),
        mention,
        picture,
        buttons: Vec::new(),
        selects: Vec::new(),
        origin: None,
        dressed: false,
        link: None,
    }
}
