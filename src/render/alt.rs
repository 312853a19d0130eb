//! Alt text: a short description of what a picture shows, for screen
//! readers and for people who see no images. The public one says only what
//! the public picture shows; the private one adds the viewer's own cards,
//! tickets and offer, and goes to them alone.

use super::panel::last_move_text;
use crate::i18n::{Arg, Msg};
use crate::msg;
use crate::rules::{Board, Card, Family, Phase, PlayerView, PublicView};

/// The board's title as a message (a board this build does not know keeps
/// its own title).
fn title(board: &Board) -> Arg {
    match board.name.as_str() {
        "usa" => msg!("render-title-usa").into(),
        "europe" => msg!("render-title-europe").into(),
        "switzerland" => msg!("render-title-switzerland").into(),
        "world" => msg!("render-title-world").into(),
        _ => board.title.as_str().into(),
    }
}

/// Whose turn it is, or the phase.
fn status(view: &PublicView) -> Msg {
    match (view.phase, view.turn) {
        (Phase::Setup, _) => msg!("render-alt-setup"),
        (Phase::Over, _) => msg!("render-alt-over"),
        (Phase::Play, Some(s)) => msg!("render-alt-turn", player = &view.players[s].name),
        (Phase::Play, None) => msg!("render-alt-over"),
    }
}

/// Each player's score, pieces left (when public) and card count.
fn players(view: &PublicView) -> Vec<Msg> {
    view.players
        .iter()
        .map(|p| {
            let pieces = p.trains.map(|t| t as u16 + p.ships.unwrap_or(0) as u16);
            match pieces {
                Some(n) => msg!(
                    "render-alt-player",
                    player = &p.name,
                    score = p.score,
                    pieces = n,
                    cards = p.cards
                ),
                None => msg!(
                    "render-alt-player-split",
                    player = &p.name,
                    score = p.score,
                    cards = p.cards
                ),
            }
        })
        .collect()
}

/// What a recap shows: the board filling up, piece by piece.
pub fn recap_alt(board: &Board, pieces: usize) -> Msg {
    msg!("render-alt-recap", board = title(board), pieces = pieces)
}

/// What the public board picture shows: board, turn or phase, players,
/// claimed routes, face-up cards and the last move. Nothing hidden.
pub fn board_alt(board: &Board, view: &PublicView) -> Msg {
    let world = board.family == Family::World;
    let face_up: Vec<Msg> = view
        .face_up
        .iter()
        .flatten()
        .map(|c| c.msg(world))
        .collect();
    let face_up = if face_up.is_empty() {
        Arg::Msg(Box::new(msg!("render-alt-none")))
    } else {
        Arg::List(face_up)
    };
    let last = last_move_text(board, view).map_or_else(
        || msg!("render-alt-no-last"),
        |m| msg!("render-last", what = m),
    );
    msg!(
        "render-alt-board",
        board = title(board),
        status = status(view),
        players = players(view),
        claimed = view.owners.iter().flatten().count(),
        lanes = board.lanes.len(),
        face_up = face_up,
        last = last
    )
}

/// What a private picture shows: the public part, then the viewer's cards,
/// how many of their tickets are complete, and any offer, numbered as
/// `/keep` takes it. For the viewer alone.
pub fn private_alt(board: &Board, view: &PlayerView) -> Msg {
    let world = board.family == Family::World;
    let cards: Vec<Msg> = view
        .hand
        .iter()
        .map(|(c, n): (Card, u8)| msg!("render-alt-cards", card = c.msg(world), count = n))
        .collect();
    let cards = if cards.is_empty() {
        Arg::Msg(Box::new(msg!("render-alt-none")))
    } else {
        Arg::List(cards)
    };
    let done = view.tickets.iter().filter(|t| t.complete).count();
    let own = msg!(
        "render-alt-private",
        public = board_alt(board, &view.public),
        cards = cards,
        done = done,
        count = view.tickets.len()
    );
    if view.offer.is_empty() {
        return own;
    }
    let offer: Vec<Msg> = view
        .offer
        .iter()
        .enumerate()
        .map(|(i, &t)| {
            msg!(
                "render-alt-offer-ticket",
                n = i + 1,
                route = board.ticket_name(t),
                points = board.tickets[t].points()
            )
        })
        .collect();
    msg!("render-alt-offer", own = own, tickets = offer)
}
