//! What a tournament's web page may show: the standings, every round's
//! tables with their players, results and game pages, the deadlines, and
//! the seeds' commitments. A seed is shown only once it has been revealed
//! in the channel: a table's when its game has ended, the pairing seed when
//! the tournament has.

use super::record::{Stage, Table, TourneyRecord, key};
use super::round::table_of;
use super::{TChange, TDecision};
use crate::host::error::HostError;
use crate::host::kernel::{self, Host};
use crate::host::links::page_link;
use crate::host::outbox::Link;
use crate::host::page::game_path_in;
use crate::host::server::pages_on;
use crate::host::text::board_title;
use crate::host::token::same;
use crate::i18n::Lang;
use crate::msg;
use crate::store::Store;

/// A tournament's page.
pub struct TourneyPage {
    /// The tournament's channel, which names it.
    pub channel: String,
    pub name: String,
    pub lang: Lang,
    /// The board's name, in the tournament's language.
    pub board: String,
    pub stage: Stage,
    /// Swiss rounds planned.
    pub rounds_planned: u8,
    pub standings: Vec<StandingLine>,
    /// Oldest first.
    pub rounds: Vec<RoundPage>,
    /// The pairing seed's commitment, and the seed once revealed.
    pub seed: SeedPage,
    /// The record's version: a page that says it shows an older one is
    /// told at once that it is behind.
    pub stamp: u64,
}

/// One line of the standings.
pub struct StandingLine {
    pub rank: u32,
    pub name: String,
    pub tp: i32,
    pub vp_pct: f64,
    pub wins: u32,
    pub opp_avg: f64,
    pub games: u32,
    pub dropped: bool,
}

/// One paired round.
pub struct RoundPage {
    /// 1-based.
    pub number: usize,
    /// Unix seconds when unfinished tables get the hurry clock (0: none).
    pub deadline: u64,
    pub final_table: bool,
    pub tables: Vec<TablePage>,
    pub byes: Vec<String>,
}

/// One table of a round.
pub struct TablePage {
    pub number: u8,
    pub name: String,
    pub game_id: String,
    /// Names in seat order.
    pub players: Vec<String>,
    /// The path of its game's page, once the game has one.
    pub game: Option<String>,
    /// Per seat: place (0-based), score, tournament points; once reported.
    pub result: Option<Vec<(u8, i32, u32)>>,
    pub by_computer: bool,
    pub seed: SeedPage,
}

/// A committed seed: its commitment, and the seed and salt once revealed.
pub struct SeedPage {
    pub commitment: String,
    pub revealed: Option<(u64, String)>,
}

/// The page of the tournament in `channel`, if `token` is its token and
/// its server shows its pages.
pub fn tourney_page(
    store: &dyn Store,
    channel: &str,
    token: &str,
) -> Result<Option<TourneyPage>, HostError> {
    let (stamp, rec) = kernel::load::<TourneyRecord>(store, &key(channel))?;
    let Some(rec) = rec.filter(|r| same(r.web.as_deref(), token)) else {
        return Ok(None);
    };
    if !pages_on(store, rec.guild.as_deref()) {
        return Ok(None);
    }
    let board = crate::maps::board(&rec.map)
        .map(|b| rec.lang.tr(&board_title(&b)))
        .unwrap_or_else(|_| rec.map.clone());
    let rounds = (rec.played.iter().enumerate())
        .map(|(i, r)| RoundPage {
            number: i + 1,
            deadline: r.deadline,
            final_table: r.final_table,
            tables: r.tables.iter().map(|t| table(store, &rec, t)).collect(),
            byes: r.byes.iter().map(|b| rec.name_of(b).to_string()).collect(),
        })
        .collect();
    let finished = rec.stage == Stage::Finished;
    Ok(Some(TourneyPage {
        channel: rec.channel.clone(),
        name: rec.name.clone(),
        lang: rec.lang,
        board,
        stage: rec.stage,
        rounds_planned: rec.rounds,
        standings: standings(&rec),
        rounds,
        seed: SeedPage {
            commitment: rec.commitment.clone(),
            revealed: finished.then(|| (rec.seed, rec.salt.clone())),
        },
        stamp,
    }))
}

/// The standings with their tie-breaks.
fn standings(rec: &TourneyRecord) -> Vec<StandingLine> {
    let line = |s: crate::tourney::Standing| StandingLine {
        rank: s.rank,
        name: rec.name_of(&s.player).to_string(),
        dropped: rec.player(&s.player).is_some_and(|p| p.dropped),
        tp: s.tp,
        vp_pct: s.vp_pct,
        wins: s.wins,
        opp_avg: s.opp_avg,
        games: s.games,
    };
    table_of(rec).into_iter().map(line).collect()
}

/// A table as the page shows it; its seed only once its game has ended
/// (its result is reported by the game's final commit, which reveals it).
fn table(store: &dyn Store, rec: &TourneyRecord, t: &Table) -> TablePage {
    let result = t.result.as_ref().map(|r| {
        let points = crate::tourney::table_points(r);
        (0..r.seats.len())
            .map(|i| {
                let place = r.places.get(i).copied().unwrap_or_default();
                let score = r.scores.get(i).copied().unwrap_or_default();
                (place, score, points.get(i).copied().unwrap_or_default())
            })
            .collect()
    });
    let game = game_path_in(store, t.channel.as_deref(), &t.game_id)
        .inspect_err(|e| tracing::warn!("table {}: {e}", t.game_id))
        .ok()
        .flatten();
    TablePage {
        number: t.number,
        name: t.name.clone(),
        game_id: t.game_id.clone(),
        players: t.seats.iter().map(|s| rec.name_of(s).to_string()).collect(),
        game,
        by_computer: t.result.as_ref().is_some_and(|r| r.by_computer),
        seed: SeedPage {
            commitment: t.commitment.clone(),
            revealed: t.result.is_some().then(|| (t.seed, t.salt.clone())),
        },
        result,
    }
}

/// The channel the game `game_id` of one of its tables is played in: a
/// table's game id is its tournament's channel, the commitment's first
/// eight digits, and `r<round>-t<table>`.
pub(crate) fn table_channel(store: &dyn Store, game_id: &str) -> Option<String> {
    let numbered = |part: &str, letter: char| {
        part.strip_prefix(letter)
            .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
    };
    let mut parts = game_id.rsplitn(4, '-');
    let (t, r, _, tourney) = (parts.next()?, parts.next()?, parts.next()?, parts.next()?);
    if !numbered(t, 't') || !numbered(r, 'r') {
        return None;
    }
    let (_, Some(rec)) = kernel::load::<TourneyRecord>(store, &key(tourney)).ok()? else {
        return None;
    };
    (rec.played.iter().flat_map(|r| &r.tables))
        .find(|t| t.game_id == game_id)
        .and_then(|t| t.channel.clone())
}

impl Host {
    /// The link to the page of the tournament in `channel`, for a reply in
    /// `lang`; a record that has no token yet is given one first.
    pub(super) fn tourney_link(&self, channel: &str, lang: Lang) -> Option<Link> {
        self.public_url()?;
        let (_, mut rec) = self.load_tourney(channel).ok()?;
        if rec.as_ref().is_some_and(|r| r.web.is_none()) {
            self.commit_tourney(channel, |rec| match rec {
                Some(r) if r.web.is_none() => TDecision {
                    say: Vec::new(),
                    change: Some(TChange::of(r.clone())),
                },
                _ => TDecision::default(),
            })
            .ok()?;
            rec = self.load_tourney(channel).ok()?.1;
        }
        let rec = rec?;
        let path = format!("/t/{}/{}", rec.channel, rec.web.as_deref()?);
        let label = msg!("web-link-tourney");
        page_link(self, rec.guild.as_deref(), &path, label, lang)
    }
}
