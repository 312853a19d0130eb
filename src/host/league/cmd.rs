//! `/leaderboard`, `/stats` and `/season`: read a server's league, or start
//! and end its seasons (organisers only: Discord's Manage Server).

use super::record::{League, Season};
use super::{LeagueChange, view};
use crate::host::archive::LOCAL;
use crate::host::command::LeagueCmd;
use crate::host::error::HostError;
use crate::host::kernel::Host;
use crate::host::outbox::{Picture, Reply};
use crate::host::request::Request;
use crate::i18n::Msg;
use crate::maps::BoardId;
use crate::msg;
use crate::render::Leaderboard;

/// Longest season name.
pub(super) const NAME_LEN: usize = 40;

/// The league id of the request's server (the console's is [`LOCAL`]).
fn server(req: &Request) -> String {
    req.guild.clone().unwrap_or_else(|| LOCAL.to_string())
}

impl Host {
    /// Answers a league command.
    pub(crate) fn handle_league(&self, req: &Request, cmd: &LeagueCmd, now: u64) -> Reply {
        let lang = req.caller.lang;
        let server = server(req);
        let said = match cmd {
            LeagueCmd::SeasonStart { .. } | LeagueCmd::SeasonEnd => {
                return self.season(req, &server, cmd, now);
            }
            _ => self
                .load_league(&server)
                .map(|(_, l)| l.unwrap_or_else(|| League::new(&server, now))),
        };
        let league = match said {
            Ok(l) => l,
            Err(m) => return Reply::text(lang.tr(&m.message())),
        };
        match cmd {
            LeagueCmd::Leaderboard { board, season } => {
                match leaderboard(&league, *board, season.as_deref(), lang) {
                    Ok((text, table)) => Reply {
                        text: lang.lines(&text),
                        link: self.league_link(&server, req.guild.as_deref(), lang),
                        picture: Some(Picture::Leaderboard {
                            table: Box::new(table),
                            lang,
                        }),
                        ..Reply::default()
                    },
                    Err(m) => Reply::text(lang.tr(&m.message())),
                }
            }
            LeagueCmd::Stats { player } => {
                Reply::text(lang.lines(&stats(&league, req, player.as_deref())))
            }
            _ => Reply::default(),
        }
    }

    /// `/season start` and `/season end`.
    fn season(&self, req: &Request, server: &str, cmd: &LeagueCmd, now: u64) -> Reply {
        let lang = req.caller.lang;
        // The console has no server roles: whoever runs it runs its league.
        if !req.caller.admin && req.guild.is_some() {
            return Reply::text(lang.tr(&msg!("league-not-organiser")));
        }
        let said = std::cell::RefCell::new(Vec::new());
        let outcome = self.commit_league(server, |rec| {
            let league = rec.cloned().unwrap_or_else(|| League::new(server, now));
            let (say, next) = match cmd {
                LeagueCmd::SeasonStart { name } => start(league, name.as_deref(), now),
                _ => end(league, now),
            };
            *said.borrow_mut() = vec![say];
            next.map(LeagueChange::of)
        });
        match outcome {
            Ok(applied) => Reply {
                applied,
                ..Reply::text(lang.lines(&said.borrow()))
            },
            Err(m) => Reply::text(lang.tr(&m.message())),
        }
    }
}

/// The season asked for, or why there is none.
fn season_of<'a>(league: &'a League, name: Option<&str>) -> Result<&'a Season, HostError> {
    league
        .season(name)
        .ok_or_else(|| {
            let known: Vec<&str> = league.seasons.iter().map(|s| s.name.as_str()).collect();
            match name {
                Some(n) => msg!("league-no-season", season = n, seasons = known.join(", ")),
                None => msg!("league-board-empty"),
            }
        })
        .map_err(HostError::Refused)
}

/// The leaderboard's lines and picture.
fn leaderboard(
    league: &League,
    board: Option<BoardId>,
    season: Option<&str>,
    lang: crate::i18n::Lang,
) -> Result<(Vec<Msg>, Leaderboard), HostError> {
    let s = season_of(league, season)?;
    let empty = Default::default();
    let pool = match board {
        Some(b) => s.boards.get(b.name()).unwrap_or(&empty),
        None => &s.overall,
    };
    let which = match board.map(BoardId::load) {
        Some(Ok(b)) => crate::host::text::board_title(&b),
        _ => msg!("league-all-boards"),
    };
    let title = msg!("league-title", board = which, season = s.name.as_str());
    let rows = view::rows(league, pool, crate::render::ROWS);
    let text = view::lines(&title, &rows);
    let table = Leaderboard {
        title: lang.tr(&title),
        rows,
    };
    Ok((text, table))
}

/// A player's stats this season, or why there are none.
fn stats(league: &League, req: &Request, player: Option<&str>) -> Vec<Msg> {
    let id = match player {
        Some(typed) => match league.find(typed) {
            Some(id) => id,
            None => return vec![msg!("league-no-player", player = typed)],
        },
        None => req.caller.id.clone(),
    };
    let name = league
        .names
        .get(&id)
        .cloned()
        .unwrap_or(req.caller.name.clone());
    match league.seasons.last() {
        Some(season) => view::stats(&name, season, &id),
        None => vec![msg!("league-board-empty")],
    }
}

/// A new season named `name` (the next number by default).
fn start(mut league: League, name: Option<&str>, now: u64) -> (Msg, Option<League>) {
    if let Some(s) = league.current().map(|i| &league.seasons[i]) {
        return (
            msg!("league-season-running", season = s.name.as_str()),
            None,
        );
    }
    let name = match name.map(str::trim) {
        Some(n) if n.is_empty() || n.chars().count() > NAME_LEN => {
            return (msg!("league-season-bad-name", most = NAME_LEN), None);
        }
        Some(n) => n.to_string(),
        None => (league.seasons.len() + 1).to_string(),
    };
    if league.season(Some(&name)).is_some() {
        return (msg!("league-season-taken", season = name.as_str()), None);
    }
    let say = msg!("league-season-started", season = name.as_str());
    league.seasons.push(Season {
        name,
        started: now,
        ..Season::default()
    });
    (say, Some(league))
}

/// The running season ended.
fn end(mut league: League, now: u64) -> (Msg, Option<League>) {
    let Some(i) = league.current() else {
        return (msg!("league-season-none"), None);
    };
    let s = &mut league.seasons[i];
    s.ended = Some(now);
    let say = msg!(
        "league-season-ended",
        season = s.name.as_str(),
        games = s.games
    );
    (say, Some(league))
}
