//! What a league's web page shows: one season's leaderboards, over all
//! boards and per board, and the stats of everyone who played in it.

use super::LeagueChange;
use super::record::{League, key};
use super::view;
use crate::host::error::HostError;
use crate::host::kernel::{self, Host};
use crate::host::links::page_link;
use crate::host::outbox::Link;
use crate::host::server::pages_on;
use crate::host::text::board_title;
use crate::host::token::same;
use crate::i18n::{Lang, Msg};
use crate::msg;
use crate::render::Row;
use crate::store::Store;

/// A league's page for one season.
pub struct LeaguePage {
    /// The league's server, which names it.
    pub server: String,
    /// Every season's name, oldest first.
    pub seasons: Vec<String>,
    /// Which of them is shown.
    pub season: usize,
    /// All boards first, then each board played this season.
    pub boards: Vec<BoardTable>,
    /// Everyone who played this season, by name.
    pub players: Vec<PlayerStats>,
    /// The league record's version the page was made from: a page that
    /// names it is told at once when the league has counted more since.
    pub stamp: u64,
}

/// One leaderboard: its title and every rated person, best first.
pub struct BoardTable {
    pub title: Msg,
    pub rows: Vec<Row>,
}

/// One player's stats over the season, as `/stats` says them.
pub struct PlayerStats {
    pub name: String,
    pub lines: Vec<Msg>,
}

/// The page of the league of `server`, if `token` is its token and the
/// server shows its pages: the season numbered `season` (0 the first; the
/// latest when `None` or out of range).
pub fn league_page(
    store: &dyn Store,
    server: &str,
    token: &str,
    season: Option<usize>,
) -> Result<Option<LeaguePage>, HostError> {
    let (stamp, league) = kernel::load::<League>(store, &key(server))?;
    let Some(league) = league.filter(|l| same(l.web.as_deref(), token)) else {
        return Ok(None);
    };
    if !pages_on(store, Some(server)) || league.seasons.is_empty() {
        return Ok(None);
    }
    let last = league.seasons.len() - 1;
    let index = season.filter(|&i| i <= last).unwrap_or(last);
    let s = &league.seasons[index];
    let every = |title: Msg, pool| BoardTable {
        title,
        rows: view::rows(&league, pool, usize::MAX),
    };
    let mut boards = vec![every(msg!("league-all-boards"), &s.overall)];
    for (name, pool) in &s.boards {
        let title = crate::maps::board(name)
            .map_or_else(|_| msg!("league-all-boards"), |b| board_title(&b));
        boards.push(every(title, pool));
    }
    let mut players: Vec<PlayerStats> = (s.stats.iter())
        .filter(|(_, st)| st.games > 0)
        .map(|(id, _)| {
            let name = league.name_of(id).to_string();
            PlayerStats {
                lines: view::stats(&name, s, id),
                name,
            }
        })
        .collect();
    players.sort_by_key(|p| p.name.to_lowercase());
    Ok(Some(LeaguePage {
        server: server.to_string(),
        seasons: league.seasons.iter().map(|s| s.name.clone()).collect(),
        season: index,
        boards,
        players,
        stamp,
    }))
}

impl Host {
    /// The link to the page of the league of `server` (`guild`: its
    /// Discord server, `None` in the console), for a reply in `lang`; a
    /// league that has no token yet is given one first. None before the
    /// league has counted anything.
    pub(super) fn league_link(
        &self,
        server: &str,
        guild: Option<&str>,
        lang: Lang,
    ) -> Option<Link> {
        self.public_url()?;
        let (_, mut league) = self.load_league(server).ok()?;
        if league.as_ref().is_some_and(|l| l.web.is_none()) {
            self.commit_league(server, |rec| {
                rec.filter(|l| l.web.is_none())
                    .map(|l| LeagueChange::of(l.clone()))
            })
            .ok()?;
            league = self.load_league(server).ok()?.1;
        }
        let path = format!("/l/{server}/{}", league?.web?);
        page_link(self, guild, &path, msg!("web-link-league"), lang)
    }
}
