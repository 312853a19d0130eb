//! "Since your last turn": when a human player's turn starts, their DM
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

/// Lines kept for digests; older ones are dropped.
const KEPT_LINES: usize = 120;
/// Lines a digest shows; earlier ones are counted.
const SHOWN_LINES: usize = 12;

/// The public lines and claims of a game, numbered, with how far each seat
/// has seen.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Journal {
    /// The number of `lines[0]`.
    #[serde(default)]
    start: u64,
    #[serde(default)]
    lines: Vec<Msg>,
    /// Lanes claimed, with the number of the line that told it.
    #[serde(default)]
    claims: Vec<(u64, LaneId)>,
    /// Per seat: the number of the first line they have not seen.
    #[serde(default)]
    seen: Vec<u64>,
}

impl Journal {
    /// Whether nothing is kept.
    pub fn is_empty(&self) -> bool {
        self.lines.is_empty() && self.claims.is_empty() && self.seen.is_empty()
    }

    fn end(&self) -> u64 {
        self.start + self.lines.len() as u64
    }

    /// Adds a run's public lines; each seat that acted has seen up to the
    /// end of what its action caused.
    fn add(&mut self, run: &Effects, seats: usize) {
        let base = self.end();
        self.seen.resize(seats, base);
        self.lines.extend(run.lines.iter().cloned());
        for (k, act) in run.acts.iter().enumerate() {
            let upto = run.acts.get(k + 1).map_or(run.lines.len(), |a| a.from);
            if let Some(seen) = self.seen.get_mut(act.seat) {
                *seen = base + upto as u64;
            }
            let at = base + act.from as u64;
            self.claims.extend(act.lanes.iter().map(|&l| (at, l)));
        }
        let extra = self.lines.len().saturating_sub(KEPT_LINES);
        self.lines.drain(..extra);
        self.start += extra as u64;
        let start = self.start;
        self.claims.retain(|&(n, _)| n >= start);
    }

    /// The lines and lanes `seat` has not seen, and marks them seen.
    fn unseen(&mut self, seat: usize) -> (Vec<Msg>, Vec<LaneId>, usize) {
        let end = self.end();
        let Some(seen) = self.seen.get_mut(seat) else {
            return (Vec::new(), Vec::new(), 0);
        };
        let from = (*seen).max(self.start);
        *seen = end;
        let skip = (from - self.start) as usize;
        let lines: Vec<Msg> = self.lines[skip..].to_vec();
        let lanes = self
            .claims
            .iter()
            .filter(|&&(n, _)| n >= from)
            .map(|&(_, l)| l)
            .collect();
        let hidden = lines.len().saturating_sub(SHOWN_LINES);
        (lines[hidden..].to_vec(), lanes, hidden)
    }
}

/// Records a run's lines and, when a human player's turn has just begun,
/// their digest of what happened since they last acted.
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
    let (lines, lanes, hidden) = rec.comforts.journal.unseen(seat);
    if lines.is_empty() {
        return None;
    }
    let mut said = vec![msg!("play-digest-title")];
    if hidden > 0 {
        said.push(msg!("play-digest-earlier", count = hidden));
    }
    said.extend(lines);
    Some(OutMsg {
        to: Target::User(user),
        text: super::lines(lang, &said),
        mention: None,
        picture: Some(Picture::Digest {
            map: board.name.clone(),
            view: Box::new(public_view(board, state)),
            lang,
            lanes,
            look: crate::render::Look::default(),
        }),
        buttons: Vec::new(),
        origin: None,
    })
}
