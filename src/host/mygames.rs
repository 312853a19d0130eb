//! `/mygames`: a player's games on every server, from the index the store
//! keeps with each commit (`Store::channels_of`). Each listed channel is
//! loaded and checked, so an entry the index still holds for a channel the
//! player no longer sits in is never shown.

use super::kernel::Host;
use super::outbox::Reply;
use super::record::ChannelRecord;
use super::request::Request;
use super::text;
use crate::i18n::Msg;
use crate::maps;
use crate::msg;
use crate::rules::Phase;

/// Most games listed.
const MAX_LISTED: usize = 25;

/// The answer to `/mygames`, for the caller alone.
pub(super) fn list(host: &Host, req: &Request, now: u64) -> Reply {
    let lang = req.caller.lang;
    let user = req.caller.id.as_str();
    let channels = match host.store().channels_of(user) {
        Ok(mut c) => {
            c.sort();
            c
        }
        Err(e) => {
            tracing::warn!("mygames: {e}");
            return Reply::text(lang.tr(&msg!("host-store-unavailable")));
        }
    };
    let mut out = Vec::new();
    for channel in channels {
        let Some(rec) = host.peek(&channel) else {
            continue;
        };
        if let Some(line) = line(&rec, &channel, user, now) {
            out.push(line);
        }
        if out.len() == MAX_LISTED {
            break;
        }
    }
    let head = if out.is_empty() {
        msg!("mygames-none")
    } else {
        msg!("mygames-head", count = out.len())
    };
    out.insert(0, head);
    Reply::text(lang.lines(&out))
}

/// Where a channel is: a Discord link when its server is known, else its
/// name.
pub(super) fn place(rec: &ChannelRecord, channel: &str) -> String {
    match &rec.guild {
        Some(guild) => format!("https://discord.com/channels/{guild}/{channel}"),
        None => format!("#{channel}"),
    }
}

/// One game's line, if `user` sits in it.
fn line(rec: &ChannelRecord, channel: &str, user: &str, now: u64) -> Option<Msg> {
    let seat = rec.seat_of(user)?;
    let board = maps::board(&rec.setup.map).ok()?;
    let title = text::board_title(&board);
    let at = place(rec, channel);
    let Some(state) = &rec.state else {
        return Some(msg!("mygames-lobby", board = title, place = at));
    };
    let turn = match state.phase {
        Phase::Over => return None,
        Phase::Setup => msg!("mygames-setup"),
        Phase::Play if state.turn == seat => msg!("mygames-your-turn"),
        Phase::Play => msg!(
            "mygames-turn-of",
            player = rec.seats[state.turn].name.as_str()
        ),
    };
    let left = match &rec.deadline {
        _ if rec.lost_since.is_some() => msg!("mygames-lost"),
        Some(d) => msg!(
            "mygames-left",
            hours = d.at.saturating_sub(now).div_ceil(3600)
        ),
        None => msg!("mygames-no-limit"),
    };
    Some(msg!(
        "mygames-game",
        board = title,
        place = at,
        turn = turn,
        left = left
    ))
}
