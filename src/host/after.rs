//! Everything that follows a change to a game, in one ordered list, on
//! every path that changes one: a command, a button, a timer, a queued
//! premove, a computer player, a tournament table opening or a seat changing
//! hands. [`settle`] turns a decided [`Change`] into the one commit that
//! saves it:
//!
//! 1. the seat that moved: its tournament strikes and substitute timeouts
//!    are cleared, and its claim becomes the one that may be taken back;
//! 2. the league's tally of turns and move times;
//! 3. `/history`, the recap's pieces;
//! 4. the channel's message (what happened, then the results or whose turn
//!    it is, with the board), each changed hand by DM, the next player's
//!    "since your last turn", ticket alerts;
//! 5. copies of the turn message for players who hear of every turn;
//! 6. the turn clock;
//! 7. the index of who plays where (`/mygames`);
//! 8. buttons on the messages, links to the game's web page, and a
//!    finished game's reports to its tournament and league;
//! 9. the command's answer, remembered under its idempotency key;
//! 10. a computer player that searches, given the turn, is asked to move
//!     (a task: it thinks outside the commit, see `bots`).

use super::decision::Change;
use super::game::{Effects, private_updates, public_message, recap_message};
use super::kernel::{Host, TaskItem};
use super::outbox::OutMsg;
use super::record::ChannelRecord;
use super::{
    archive, bots, buttons, catch_up, links, members, risk, substitute, table, tally, turn, undo,
    user,
};
use crate::host::error::HostError;
use crate::i18n::Msg;
use crate::rules::{Board, GameState, Phase};
use crate::store::Commit;

/// Where a change happens: the host, the channel, and the time.
pub(super) struct At<'a> {
    pub host: &'a Host,
    pub channel: &'a str,
    pub now: u64,
}

/// The commit that saves `change`, made in the channel whose stored record
/// was `before`, with every consequence added; `answered` is the command's
/// idempotency key and what its sender is told.
pub(super) fn settle(
    at: &At,
    before: Option<&ChannelRecord>,
    mut change: Change,
    answered: Option<(&str, &[Msg])>,
) -> Result<Commit, HostError> {
    let board = change.record.board().ok();
    let store = at.host.store().as_ref();
    user::keep_copies(store, &mut change.record);
    if change.record.web.is_none() {
        change.record.web = Some(super::token::new_token());
    }
    let mut outbox = std::mem::take(&mut change.lead);
    if let (Some(run), Some(board)) = (change.run.take(), board.as_deref()) {
        moved(board, before, &mut change.record, &run);
        outbox.extend(told(at, board, before, &mut change, run));
    }
    outbox.append(&mut change.outbox);
    user::every_turn(store, &change.record, &mut outbox);
    turn::hold_when_lost(&mut change.record);
    let members = members::changes(before, &change.record, change.archive);
    change.record.indexed = true;
    let board = board.filter(|_| !change.archive);
    buttons::decorate(board.as_deref(), at.channel, &change.record, &mut outbox);
    links::attach(at.host, &change.record, &mut outbox, at.now);
    for msg in &mut outbox {
        user::dress(store, &change.record, msg, at.now);
    }
    if let Some((key, say)) = answered {
        change.record.remember_answer(key, say);
    }
    let mut commit = Commit {
        data: change.record.write()?,
        log: change
            .log
            .iter()
            .map(|e| e.write().map_err(HostError::NotSaved))
            .collect::<Result<_, _>>()?,
        outbox: at.host.outbox_bytes(outbox)?,
        due: None,
        archive_as: change.archive.then(|| change.record.game_id.clone()),
        members,
        live: !change.archive && change.record.in_progress(),
    };
    if change.archive {
        commit
            .outbox
            .extend(archive::reports(at.channel, &change.record));
    } else {
        commit.due = change.record.deadline.as_ref().map(|d| d.next_due());
        if let Some(task) = bots::ask_to_think(at.channel, before, &change.record) {
            let bytes = TaskItem::bytes(task).map_err(|e| HostError::NotSaved(e.to_string()))?;
            commit.outbox.push(bytes);
        }
    }
    Ok(commit)
}

/// Step 1: the seat whose own command made the run moved.
fn moved(board: &Board, before: Option<&ChannelRecord>, rec: &mut ChannelRecord, run: &Effects) {
    let Some(seat) = run.mover else { return };
    table::moved(rec, seat);
    substitute::moved(rec, seat);
    if let Some(state) = before.and_then(|b| b.state.as_ref()) {
        rec.comforts.undo = undo::point(board, rec, state, seat, run);
    }
}

/// Steps 2 to 4 and the new turn's clock: what a run of actions tells, and
/// what the record keeps of it.
fn told(
    at: &At,
    board: &Board,
    before: Option<&ChannelRecord>,
    change: &mut Change,
    run: Effects,
) -> Vec<OutMsg> {
    let rec = &mut change.record;
    let Some(new) = rec.state.clone() else {
        change.log.extend(run.log);
        return Vec::new();
    };
    // A game that just started has no earlier state: everyone hears of it.
    let just_started = before.is_none_or(|b| b.state.is_none());
    let old: &GameState = before.and_then(|b| b.state.as_ref()).unwrap_or(&new);
    let over = new.phase == Phase::Over;
    let turn_moved = just_started
        || new.turn != old.turn
        || new.phase != old.phase
        || new.stage != old.stage
        || run.others_acted(new.turn);
    let public = public_message(board, at.channel, rec, &new, &run, turn_moved);
    let played = tally::Turn {
        acted: run.acts.iter().any(|a| a.seat == old.turn),
        went_round: run.others_acted(old.turn),
    };
    tally::observe(rec, old, &new, played, at.now);
    rec.recent.remember(run.lines.iter().cloned());
    rec.placed.extend(run.placed.iter().cloned());
    let mut outbox: Vec<OutMsg> = public.into_iter().collect();
    if over {
        outbox.extend(recap_message(board, at.channel, rec));
    }
    outbox.extend(private_updates(board, rec, old, &new, &run, just_started));
    let turn_began = turn_moved && !over;
    outbox.extend(catch_up::after_run(board, rec, &run, &new, turn_began));
    outbox.extend(risk::alerts(board, rec, &new));
    rec.deadline = turn::deadline(at.host.store().as_ref(), rec, at.now, rec.setup.turn_secs);
    change.archive |= over;
    change.log.extend(run.log);
    outbox
}
