//! The index of who plays where, kept in the same commit as the game: the
//! users seated in a channel before and after a change, as joins and leaves.

use super::record::ChannelRecord;
use crate::store::Membership;

/// The people (not computer players) seated in a record.
fn people(rec: &ChannelRecord) -> impl Iterator<Item = &str> {
    rec.seats
        .iter()
        .filter(|s| s.bot.is_none())
        .filter_map(|s| s.user.as_deref())
}

/// The index changes a change from `before` to `after` makes; a game moved
/// to history leaves everyone's list. A game stored before the index was
/// kept (`indexed` unset) joins everyone seated now.
pub(super) fn changes(
    before: Option<&ChannelRecord>,
    after: &ChannelRecord,
    archive: bool,
) -> Vec<Membership> {
    let was: Vec<&str> = before
        .filter(|r| r.indexed)
        .map(|r| people(r).collect())
        .unwrap_or_default();
    let now: Vec<&str> = if archive {
        Vec::new()
    } else {
        people(after).collect()
    };
    let left = was.iter().filter(|u| !now.contains(u)).map(|u| (u, false));
    let came = now.iter().filter(|u| !was.contains(u)).map(|u| (u, true));
    let mut out: Vec<Membership> = left
        .chain(came)
        .map(|(u, joined)| Membership {
            user: (*u).to_string(),
            joined,
        })
        .collect();
    // A game that ends removes players seated only in `after` too.
    if archive {
        for u in people(after).filter(|u| !was.contains(u)) {
            out.push(Membership {
                user: u.to_string(),
                joined: false,
            });
        }
    }
    out
}
