//! Where each command and outbox task goes (timers: `backlog.rs`). Every command has a
//! desk ([`Command::desk`]), and each desk is matched here by name, so a new
//! command does not compile until it is routed.

use super::channel::Asker;
use super::command::Desk;
use super::decision::Decision;
use super::kernel::{Host, Task, read_task};
use super::outbox::{GameMoment, OutMsg, Reply};
use super::record::ChannelRecord;
use super::request::Request;
use super::{
    away, bots, buttons, game, league, lobby, lost, mygames, premove, private_link, rulesum,
    substitute, tourney, undo, user,
};
use crate::store::{OutboxItem, StoreError};
use std::time::Duration;

/// How many outbox items one delivery round takes.
const DELIVERY_BATCH: usize = 50;

impl Host {
    /// Handles one command at time `now` (unix seconds). Never panics on
    /// bad input; storage failures leave the game untouched.
    pub fn handle(&self, req: &Request, now: u64) -> Reply {
        let _serving = self.serving();
        match req.command.desk() {
            Desk::Tourney(cmd) => self.handle_tourney(req, cmd, now),
            Desk::League(cmd) => self.handle_league(req, cmd, now),
            Desk::Settings(change) => user::answer(self, req, change, now),
            Desk::Away(cmd) => away::answer(self, req, cmd, now),
            Desk::Rules(board) => rulesum::answer(self, req, board),
            Desk::MyGames => mygames::list(self, req, now),
            Desk::WebPages(on) => self.handle_web(req, on),
            Desk::Lobby(_)
            | Desk::Move
            | Desk::Look(_)
            | Desk::Premove(_)
            | Desk::Undo(_)
            | Desk::Substitute(_)
            | Desk::RevokeLink => self.in_channel(req, now),
        }
    }

    /// A command for the game in the request's channel.
    fn in_channel(&self, req: &Request, now: u64) -> Reply {
        self.decide_and_commit(&req.channel, Asker::of(req), now, |rec| {
            lost::resuming(self, rec, req, now, |rec| {
                self.decide_command(rec, req, now)
            })
        })
    }

    /// Marks the game in `channel` as one whose channel the bot lost access
    /// to (the front end found it cannot post there): its clock stops and
    /// each player is told once by DM, until a command comes from the
    /// channel. Returns whether the mark was made now.
    pub fn channel_lost(&self, channel: &str, now: u64) -> bool {
        self.decide_and_commit(channel, Asker::timer(), now, |rec| {
            lost::mark(rec, channel, now)
        })
        .applied
    }

    /// Whether the game in `channel` is marked as lost (see
    /// [`Host::channel_lost`]); `None` when the channel holds no game in
    /// progress or its record cannot be read.
    pub fn channel_paused(&self, channel: &str) -> Option<bool> {
        let rec = self.peek(channel).filter(ChannelRecord::in_progress)?;
        Some(rec.lost_since.is_some())
    }

    /// Handles a button press: the command runs only if the game is still at
    /// the moment `stamp` names (checked in the same version-checked step as
    /// the move), so a press from an earlier turn, another game, or a forged
    /// stamp changes nothing.
    pub fn press(&self, req: &Request, stamp: &GameMoment, now: u64) -> Reply {
        let _serving = self.serving();
        let asker = Asker {
            sets_aside_damage: false,
            ..Asker::of(req)
        };
        self.decide_and_commit(&req.channel, asker, now, |rec| {
            lost::resuming(self, rec, req, now, |rec| {
                let seat = rec.and_then(|r| r.seat_of(&req.caller.id));
                if buttons::is_current(rec, stamp, seat) {
                    self.decide_command(rec, req, now)
                } else {
                    Decision::reply(buttons::stale())
                }
            })
        })
    }

    /// Decides one command against the channel's record. A player's seat
    /// takes the language they write in, for their private messages.
    pub(super) fn decide_command(
        &self,
        rec: Option<&ChannelRecord>,
        req: &Request,
        now: u64,
    ) -> Decision {
        let relabelled = rec.and_then(|r| {
            let seat = r.seat_of(&req.caller.id)?;
            (r.seats[seat].lang != req.caller.lang).then(|| {
                let mut r = r.clone();
                r.seats[seat].lang = req.caller.lang;
                r
            })
        });
        let rec = relabelled.as_ref().or(rec);
        match req.command.desk() {
            Desk::Lobby(cmd) => lobby::decide_lobby(self, rec, req, cmd, now),
            Desk::Premove(cmd) => premove::decide_premove(rec, req, cmd),
            Desk::Undo(answer) => undo::decide_undo(rec, req, answer, now),
            Desk::Substitute(cmd) => substitute::decide_substitute(self, rec, req, cmd, now),
            Desk::Move => game::decide_move(self, rec, req),
            Desk::Look(look) => game::decide_look(self, rec, req, look),
            Desk::RevokeLink => private_link::decide_revoke(rec, req),
            Desk::Tourney(_)
            | Desk::League(_)
            | Desk::Settings(_)
            | Desk::MyGames
            | Desk::WebPages(_)
            | Desk::Away(_)
            | Desk::Rules(_) => Decision::reply(crate::msg!("host-not-a-move")),
        }
    }

    /// Delivers waiting outbox messages through `send`; a message is
    /// acknowledged only once `send` succeeds, so none is lost. Items for
    /// the host itself (tasks) are settled here, a table opening in a
    /// channel named like the table; returns how many items were delivered
    /// or settled.
    pub fn deliver(
        &self,
        lease: Duration,
        mut send: impl FnMut(&OutboxItem, &OutMsg) -> bool,
    ) -> Result<usize, StoreError> {
        let mut sent = 0;
        loop {
            let items = self.store.outbox_take(DELIVERY_BATCH, lease)?;
            let mut done = Vec::new();
            for item in &items {
                let now = self.now();
                let named = |at: &tourney::Opening| Some(at.name.clone());
                if let Some(settled) = self.settle_item(item, now, &named) {
                    if settled {
                        done.push(item.id.clone());
                    }
                    continue;
                }
                match self.front_message(item) {
                    Some(mut msg) => {
                        user::dress_late(self.store.as_ref(), &mut msg, now);
                        if send(item, &msg) {
                            done.push(item.id.clone());
                        }
                    }
                    // A message that cannot be read never will be: drop it.
                    None => done.push(item.id.clone()),
                }
            }
            sent += done.len();
            if !done.is_empty() {
                self.store.outbox_ack(&done)?;
            }
            if items.len() < DELIVERY_BATCH {
                return Ok(sent);
            }
        }
    }

    /// A taken outbox message made ready for its reader if it was stored
    /// undressed by an earlier version (see `user::dress`): private pictures
    /// in the reader's look, pings held back in quiet hours. A message that
    /// does not read, or was dressed when stored, is left as it is.
    pub fn dress(&self, item: OutboxItem) -> OutboxItem {
        if self.committed_here(&item) {
            return item;
        }
        let Ok(mut msg) = serde_json::from_slice::<OutMsg>(&item.data) else {
            return item;
        };
        if msg.dressed {
            return item;
        }
        user::dress_late(self.store.as_ref(), &mut msg, self.now());
        match serde_json::to_vec(&msg) {
            Ok(data) => OutboxItem { data, ..item },
            Err(_) => item,
        }
    }

    /// Settles an outbox item addressed to the host: `None` when the item is
    /// for a front end (a message, or the standings to show); `Some(true)`
    /// when it is done (acknowledge it), `Some(false)` when it should be
    /// tried again after its lease. `place` gives a table its channel
    /// (Discord: creates the thread).
    pub fn settle_item(
        &self,
        item: &OutboxItem,
        now: u64,
        place: &dyn Fn(&tourney::Opening) -> Option<String>,
    ) -> Option<bool> {
        let task = read_task(item)?;
        let done = match &task {
            Task::Open {
                tourney,
                round,
                table,
            } => tourney::settle_open(self, tourney, *round, *table, now, place),
            Task::Report(r) => tourney::settle_report(self, r, now),
            Task::League(r) => league::settle(self, r, now),
            Task::Seat {
                channel,
                game,
                seat,
                user,
                name,
            } => {
                tourney::reseat(self, channel, game, *seat, user.as_deref(), name, now);
                Ok(())
            }
            Task::Think { channel, moves } => bots::think(self, channel, *moves, now),
            // Shown by the front end (see `standings_message`).
            Task::Standings { .. } => return None,
        };
        if let Err(e) = &done {
            tracing::warn!(id = item.id, "a host task waits: {e}");
        }
        Some(done.is_ok())
    }
}
