//! "Since your last turn", the catch-up: when a human player's turn starts, their DM
//! carries the public lines since they last acted and a picture of the
//! board with the routes claimed since then haloed (the face-up row is in
//! the picture's panel). Built from the public lines the host already
//! produces, so it says nothing the channel did not.

use super::game::Effects;
use super::outbox::{OutMsg, Picture, Target};
use super::record::ChannelRecord;
use crate::i18n::Msg;
use crate::msg;
use crate::rules::{Board, GameState, LaneId, Phase, public_view};
use serde::{Deserialize, Serialize};

/// Lines a catch-up counts back; older ones are forgotten.
const KEPT_LINES: u64 = 120;
/// Lines a catch-up shows (no more than `/history` keeps); earlier ones are
/// counted.
const SHOWN_LINES: usize = 12;

/// How far each seat has followed the game's public lines, and the claims
/// made since, to halo. The lines themselves are read from the channel's
/// `/history` ([`super::record::History`]), which holds more than a catch-up
/// shows; records stored when the journal kept its own copy of the lines
/// read with the count of them.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(from = "StoredJournal")]
pub struct Journal {
    /// Public lines told since the game began.
    told: u64,
    /// Lanes claimed, with the number of the line that told it.
    claims: Vec<(u64, LaneId)>,
    /// Per seat: the number of the first line they have not seen.
    seen: Vec<u64>,
}

/// A journal as stored, in its present form or the earlier one that kept
/// its lines (from `start`).
#[derive(Deserialize)]
struct StoredJournal {
    #[serde(default)]
    told: Option<u64>,
    #[serde(default)]
    start: u64,
    #[serde(default)]
    lines: Vec<serde::de::IgnoredAny>,
    #[serde(default)]
    claims: Vec<(u64, LaneId)>,
    #[serde(default)]
    seen: Vec<u64>,
}

impl From<StoredJournal> for Journal {
    fn from(j: StoredJournal) -> Journal {
        Journal {
            told: j.told.unwrap_or(j.start + j.lines.len() as u64),
            claims: j.claims,
            seen: j.seen,
        }
    }
}

impl Journal {
    /// Whether nothing is kept.
    pub fn is_empty(&self) -> bool {
        self.told == 0 && self.claims.is_empty() && self.seen.is_empty()
    }

    /// The first line still counted.
    fn start(&self) -> u64 {
        self.told.saturating_sub(KEPT_LINES)
    }

    /// Adds a run's public lines; each seat that acted has seen up to the
    /// end of what its action caused.
    fn add(&mut self, run: &Effects, seats: usize) {
        let base = self.told;
        self.seen.resize(seats, base);
        self.told += run.lines.len() as u64;
        for (k, act) in run.acts.iter().enumerate() {
            let upto = run.acts.get(k + 1).map_or(run.lines.len(), |a| a.from);
            if let Some(seen) = self.seen.get_mut(act.seat) {
                *seen = base + upto as u64;
            }
            let at = base + act.from as u64;
            self.claims.extend(act.lanes.iter().map(|&l| (at, l)));
        }
        let start = self.start();
        self.claims.retain(|&(n, _)| n >= start);
    }

    /// The last lines of `recent` that `seat` has not seen, the lanes
    /// claimed in them, and how many earlier unseen lines are not shown;
    /// marks them seen.
    fn unseen(&mut self, seat: usize, recent: &[Msg]) -> (Vec<Msg>, Vec<LaneId>, u64) {
        let (start, told) = (self.start(), self.told);
        let Some(seen) = self.seen.get_mut(seat) else {
            return (Vec::new(), Vec::new(), 0);
        };
        let from = (*seen).max(start);
        *seen = told;
        let count = told.saturating_sub(from);
        let shown = (count as usize).min(SHOWN_LINES).min(recent.len());
        let lines = recent[recent.len() - shown..].to_vec();
        let lanes = self
            .claims
            .iter()
            .filter(|&&(n, _)| n >= from)
            .map(|&(_, l)| l)
            .collect();
        (lines, lanes, count - shown as u64)
    }
}

/// Records a run's lines and, when a human player's turn has just begun,
/// their catch-up: what happened since they last acted.
pub(super) fn after_run(
    board: &Board,
    rec: &mut ChannelRecord,
    run: &Effects,
    state: &GameState,
    turn_began: bool,
) -> Option<OutMsg> {
    rec.comforts.journal.add(run, rec.seats.len());
    if !turn_began || state.phase != Phase::Play {
        return None;
    }
    let seat = state.turn;
    let info = rec.seats.get(seat)?;
    let user = info.user.clone().filter(|_| info.bot.is_none())?;
    let lang = info.lang;
    let recent = rec.recent.newest(SHOWN_LINES);
    let (lines, lanes, hidden) = rec.comforts.journal.unseen(seat, &recent);
    if lines.is_empty() {
        return None;
    }
    let mut said = vec![msg!("play-catch-up-title")];
    if hidden > 0 {
        said.push(msg!("play-catch-up-earlier", count = hidden));
    }
    said.extend(lines);
    Some(OutMsg {
        to: Target::User(user),
        text: lang.lines(&said),
        mention: None,
        picture: Some(Picture::CatchUp {
            map: board.name.clone(),
            view: Box::new(public_view(board, state)),
            lang,
            lanes,
            look: crate::render::Look::default(),
        }),
        buttons: Vec::new(),
        selects: Vec::new(),
        origin: None,
        dressed: false,
        link: None,
    })
}
