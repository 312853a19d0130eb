//! The ticket-risk alert (a game option, off unless chosen at `/game new`):
//! after each move, each human player is warned privately, once per ticket,
//! when a kept ticket can no longer be made or needs more pieces than they
//! have left.

use super::outbox::{OutMsg, Target};
use super::record::ChannelRecord;
use crate::msg;
use crate::rules::{Board, GameState, Phase, Reach, ticket_reach};

/// The warnings this move brings, each to its player alone.
pub(super) fn alerts(board: &Board, rec: &mut ChannelRecord, state: &GameState) -> Vec<OutMsg> {
    if !rec.setup.ticket_alerts || state.phase != Phase::Play {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (seat, player) in state.players.iter().enumerate() {
        let Some(info) = rec.seats.get(seat) else {
            continue;
        };
        let Some(user) = info.user.clone().filter(|_| info.bot.is_none()) else {
            continue;
        };
        for &t in &player.tickets {
            if rec.comforts.alerted.contains(&(seat, t)) {
                continue;
            }
            let ticket = board.ticket_name(t);
            let warning = match ticket_reach(board, state, seat, t) {
                Reach::Open => continue,
                Reach::CutOff => msg!("play-risk-cut-off", ticket = ticket),
                Reach::TooFar(need) => msg!(
                    "play-risk-too-far",
                    ticket = ticket,
                    need = need,
                    have = player.pieces()
                ),
            };
            rec.comforts.alerted.push((seat, t));
            out.push(OutMsg::plain(
                Target::User(user.clone()),
                info.lang.tr(&warning),
            ));
        }
    }
    out
}
