//! `/rules [board]`: a board's rules in short, in the reader's language —
//! what differs from the original game, the points for a route by length
//! (read from the board's own routes), the longest-path bonus and what ends
//! the game. Every line is chosen from the board's data and its rule
//! family's numbers, so a summary never names a piece the board lacks.

use super::error::HostError;
use super::kernel::Host;
use super::outbox::Reply;
use super::request::Request;
use super::text;
use crate::i18n::Msg;
use crate::maps::BoardId;
use crate::msg;
use crate::rules::{Board, Family, PlaceKind, RouteKind, TicketValue, route_points};

/// Answers `/rules`: the board named, else the channel's game's.
pub(super) fn answer(host: &Host, req: &Request, board: Option<BoardId>) -> Reply {
    let lang = req.caller.lang;
    let loaded = match board {
        Some(id) => id
            .load()
            .map_err(|_| HostError::Refused(msg!("host-new-no-board", map = id.name()))),
        None => match host.peek(&req.channel) {
            Some(rec) => rec.board(),
            None => return Reply::text(lang.tr(&msg!("rulesum-which"))),
        },
    };
    match loaded {
        Ok(board) => Reply::text(lang.lines(&summary(&board))),
        Err(e) => Reply::text(lang.tr(&e.message())),
    }
}

/// The summary's lines.
pub(super) fn summary(board: &Board) -> Vec<Msg> {
    let cfg = board.family.config();
    let mut out = vec![msg!(
        "rulesum-head",
        board = text::board_title(board),
        least = cfg.min_players,
        most = cfg.max_players
    )];
    out.extend(differences(board));
    out.push(msg!("rulesum-scoring", table = scoring_table(board)));
    out.push(match cfg.longest_bonus {
        0 => msg!("rulesum-no-longest"),
        points => msg!("rulesum-longest", points = points),
    });
    out.push(match board.family {
        Family::World => msg!(
            "rulesum-end-pieces",
            left = cfg.end_pieces,
            turns = cfg.final_turns
        ),
        _ => msg!(
            "rulesum-end-trains",
            left = cfg.end_pieces,
            turns = cfg.final_turns
        ),
    });
    out
}

/// The points for a route of each length the board has, shortest first:
/// `1 → 1 · 2 → 2 · 3 → 4`.
pub(super) fn scoring_table(board: &Board) -> String {
    let mut lengths: Vec<u8> = board.lanes.iter().map(|l| l.len).collect();
    lengths.sort_unstable();
    lengths.dedup();
    lengths
        .iter()
        .map(|&n| format!("{n} → {}", route_points(n)))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// What the board adds to (or changes in) the original game.
fn differences(board: &Board) -> Vec<Msg> {
    let cfg = board.family.config();
    let lanes = &board.lanes;
    let mut out = Vec::new();
    if board.family == Family::World {
        out.push(msg!(
            "rulesum-ships",
            kept = cfg.pieces_kept,
            trains = cfg.trains,
            ships = cfg.ships
        ));
    } else {
        out.push(msg!("rulesum-trains", trains = cfg.trains));
    }
    if board.family == Family::Usa {
        out.push(msg!("rulesum-original"));
    }
    if cfg.stations > 0 {
        out.push(msg!("rulesum-stations", count = cfg.stations));
    }
    if lanes.iter().any(|l| l.tunnel) {
        out.push(msg!("rulesum-tunnels"));
    }
    if lanes
        .iter()
        .any(|l| l.locos > 0 && l.kind == RouteKind::Rail)
    {
        out.push(msg!("rulesum-ferries"));
    }
    if board.places.iter().any(|p| p.kind == PlaceKind::Country) {
        out.push(msg!("rulesum-countries"));
    }
    if cfg.locos_only_on_tunnels {
        out.push(msg!("rulesum-locos-tunnels"));
    }
    if cfg.doubles_open_at_three {
        out.push(msg!("rulesum-doubles-three"));
    }
    if lanes.iter().any(|l| l.steam > 0) {
        out.push(msg!("rulesum-steam"));
    }
    if cfg.harbors > 0 {
        out.push(msg!("rulesum-harbors", count = cfg.harbors));
        out.push(msg!("rulesum-exchange"));
    }
    if board
        .tickets
        .iter()
        .any(|t| matches!(t.value, TicketValue::Tour { .. }))
    {
        out.push(msg!("rulesum-tours"));
    }
    out
}
