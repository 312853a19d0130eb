//! What a web page may show of a game: the channel's public view, found by
//! the game's id and its unguessable token, live or archived, and a finished
//! game replayed from its log one move at a time.

use super::error::HostError;
use super::record::{ChannelRecord, LogEntry};
use super::server::pages_on;
use super::token::same;
use super::tourney::table_channel;
use crate::i18n::{Lang, Msg};
use crate::rules::{Board, GameState, Phase, PublicView, end_now, new_game, pass_turn};
use crate::rules::{apply, public_view};
use crate::store::Store;
use std::sync::Arc;

/// A game's page: what the channel sees of it now.
pub struct GamePage {
    pub game_id: String,
    /// The channel the game is (or was) played in, whose commits move it.
    pub channel: String,
    pub board: Arc<Board>,
    /// `None` while the game is still a lobby.
    pub view: Option<PublicView>,
    /// The players' names, by seat.
    pub names: Vec<String>,
    /// The channel's language.
    pub lang: Lang,
    /// The latest public lines, oldest first.
    pub lines: Vec<Msg>,
    /// The game is over (and can be replayed).
    pub over: bool,
    /// Moves made so far (a page tells by it that it has the latest).
    pub moves: u64,
    /// Which commit of the game this is ([`PageStamp`]).
    pub stamp: PageStamp,
}

/// Which commit of a game a page shows: a live game's record version, or
/// its archived end, which changes no more. A page that says the stamp it
/// shows is told at once when the game has moved on since.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PageStamp {
    Live(u64),
    Archived,
}

impl std::fmt::Display for PageStamp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PageStamp::Live(version) => write!(f, "{version}"),
            PageStamp::Archived => f.write_str("end"),
        }
    }
}

/// A finished game, move by move.
pub struct Replay {
    pub board: Arc<Board>,
    pub lang: Lang,
    /// The public view at the start and after every move, in order.
    pub steps: Vec<PublicView>,
}

/// The path of a game's page, once its record has a token.
pub fn game_path(rec: &ChannelRecord) -> Option<String> {
    rec.web
        .as_ref()
        .map(|token| format!("/g/{}/{token}", rec.game_id))
}

/// A game's record, with its stamp and, once archived, its log.
pub(super) type Found = (ChannelRecord, PageStamp, Option<Vec<Vec<u8>>>);

/// The channel the game `game_id` is played in: the one its id names, or
/// for a tournament table's game, the table's.
fn live_channel(store: &dyn Store, game_id: &str) -> Option<String> {
    table_channel(store, game_id).or_else(|| channel_of(game_id).map(str::to_string))
}

/// The record of the game `game_id` (live in `channel`, else archived)
/// with its stamp and, once archived, its log.
fn load_game(
    store: &dyn Store,
    channel: Option<&str>,
    game_id: &str,
) -> Result<Option<Found>, HostError> {
    let live = match channel {
        Some(channel) => store.load(channel)?,
        None => None,
    };
    let live = live
        .map(|r| {
            let rec = ChannelRecord::read(&r.data).map_err(HostError::Damaged)?;
            Ok::<_, HostError>((rec, r.version))
        })
        .transpose()?
        .filter(|(rec, _)| rec.game_id == game_id);
    Ok(match live {
        Some((rec, version)) => Some((rec, PageStamp::Live(version), None)),
        None => match store.archived(game_id)? {
            Some(a) => Some((
                ChannelRecord::read(&a.data).map_err(HostError::Damaged)?,
                PageStamp::Archived,
                Some(a.log),
            )),
            None => None,
        },
    })
}

/// The record of the game `game_id` with its log, when `token` is its
/// token and its server shows its pages; `None` for anything else.
fn find(store: &dyn Store, game_id: &str, token: &str) -> Result<Option<Found>, HostError> {
    Ok(shown(store, game_id)?.filter(|(rec, ..)| same(rec.web.as_deref(), token)))
}

/// The record of the game `game_id` with its log, when its server shows
/// its pages; `None` for anything else.
pub(super) fn shown(store: &dyn Store, game_id: &str) -> Result<Option<Found>, HostError> {
    let found = load_game(store, live_channel(store, game_id).as_deref(), game_id)?;
    Ok(found.filter(|(rec, ..)| pages_on(store, rec.guild.as_deref())))
}

/// The path of the page of the game `game_id` played in `channel`, once
/// it has one.
pub(crate) fn game_path_in(
    store: &dyn Store,
    channel: Option<&str>,
    game_id: &str,
) -> Result<Option<String>, HostError> {
    let found = load_game(store, channel, game_id)?;
    Ok(found.and_then(|(rec, ..)| game_path(&rec)))
}

/// The channel a game id was made in (`CHANNEL-TIME-RANDOM`).
pub fn channel_of(game_id: &str) -> Option<&str> {
    let mut parts = game_id.rsplitn(3, '-');
    let (_, _, channel) = (parts.next()?, parts.next()?, parts.next()?);
    Some(channel).filter(|c| !c.is_empty())
}

/// The page of the game `game_id`, if `token` is its token.
pub fn game_page(
    store: &dyn Store,
    game_id: &str,
    token: &str,
) -> Result<Option<GamePage>, HostError> {
    let Some((rec, stamp, _)) = find(store, game_id, token)? else {
        return Ok(None);
    };
    page_of(store, &rec, stamp).map(Some)
}

/// The page of the game in `rec`, as of `stamp`.
pub(super) fn page_of(
    store: &dyn Store,
    rec: &ChannelRecord,
    stamp: PageStamp,
) -> Result<GamePage, HostError> {
    let channel = live_channel(store, &rec.game_id).unwrap_or_default();
    let board = rec.board()?;
    let view = rec.state.as_ref().map(|s| public_view(&board, s));
    Ok(GamePage {
        game_id: rec.game_id.clone(),
        channel,
        over: rec.state.as_ref().is_some_and(|s| s.phase == Phase::Over),
        names: rec.seats.iter().map(|s| s.name.clone()).collect(),
        lines: rec.recent.lines(),
        moves: rec.state.as_ref().map_or(0, |s| s.moves),
        lang: rec.lang,
        board,
        view,
        stamp,
    })
}

/// The finished game `game_id` replayed from its log, if `token` is its
/// token; `None` for a game not finished (or not found).
pub fn replay(store: &dyn Store, game_id: &str, token: &str) -> Result<Option<Replay>, HostError> {
    let Some((rec, _, Some(log))) = find(store, game_id, token)? else {
        return Ok(None);
    };
    let board = rec.board()?;
    let mut state: Option<GameState> = None;
    let mut steps = Vec::new();
    for raw in &log {
        let entry = LogEntry::read(raw).map_err(HostError::Damaged)?;
        let damaged = |e: String| HostError::Damaged(format!("{}: {e}", rec.game_id));
        match (entry, state.as_mut()) {
            (
                LogEntry::Started {
                    names,
                    options,
                    seed,
                    ..
                },
                None,
            ) => {
                let start = new_game(&board, &names, options, seed);
                state = Some(start.map_err(|e| damaged(format!("{e:?}")))?);
            }
            (LogEntry::Action { seat, action }, Some(st)) => {
                apply(&board, st, seat, &action).map_err(|e| damaged(e.to_string()))?;
            }
            (LogEntry::Pass { .. }, Some(st)) => {
                pass_turn(&board, st);
            }
            (LogEntry::Ended, Some(st)) => {
                end_now(st);
            }
            (
                LogEntry::Undone {
                    state: taken_back, ..
                },
                Some(st),
            ) => *st = *taken_back,
            _ => return Err(damaged("log out of order".into())),
        }
        if let Some(st) = &state {
            steps.push(public_view(&board, st));
        }
    }
    Ok(Some(Replay {
        board,
        lang: rec.lang,
        steps,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_id_names_its_channel() {
        assert_eq!(channel_of("123-1700000000-0a1b"), Some("123"));
        assert_eq!(
            channel_of("tourney-x-7-1700000000-0a1b"),
            Some("tourney-x-7")
        );
        assert_eq!(channel_of("nothing"), None);
        assert_eq!(channel_of("-1-2"), None);
    }
}
