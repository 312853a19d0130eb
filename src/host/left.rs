//! A member who leaves a server leaves its games: a lobby frees their seat;
//! in a running game a computer player keeps it, open to substitutes, so
//! the others are not held up by someone who can no longer move.
//! Tournament tables are left to their own clocks (strikes, then a drop).

use super::channel::Asker;
use super::decision::Decision;
use super::kernel::Host;
use super::lobby::{saved, to_computer};
use super::record::ChannelRecord;
use crate::host::error::HostError;
use crate::msg;

impl Host {
    /// `user` left the server `guild`; the number of their games there that
    /// changed (none twice: a seat already given up is left as it is).
    pub fn member_left(&self, guild: &str, user: &str, now: u64) -> Result<usize, HostError> {
        let channels = self.store().channels_of(user)?;
        let mut changed = 0;
        for channel in &channels {
            let r = self.decide_and_commit(channel, Asker::timer(), now, |rec| {
                left(self, rec, channel, guild, user)
            });
            changed += usize::from(r.applied);
        }
        Ok(changed)
    }
}

/// The change to one game of a member who left its server, if any.
fn left(
    host: &Host,
    rec: Option<&ChannelRecord>,
    channel: &str,
    guild: &str,
    user: &str,
) -> Decision {
    let Some(rec) = rec.filter(|r| r.guild.as_deref() == Some(guild) && r.table.is_none()) else {
        return Decision::default();
    };
    let Some(seat) = rec
        .seats
        .iter()
        .position(|s| s.bot.is_none() && s.user.as_deref() == Some(user))
    else {
        return Decision::default();
    };
    let name = rec.seats[seat].name.as_str();
    match &rec.state {
        None => {
            let mut next = rec.clone();
            next.seats.remove(seat);
            let news = msg!("left-server-lobby", player = name);
            saved(next, channel, news.clone(), news)
        }
        Some(s) if s.phase == crate::rules::Phase::Over => Decision::default(),
        Some(_) => {
            let news = msg!("left-server-game", player = name);
            match to_computer(host, rec, channel, seat, news) {
                Ok(change) => Decision::silent(change),
                Err(_) => Decision::default(),
            }
        }
    }
}
