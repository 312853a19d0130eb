//! Turning a step of the file into an engine action.

use super::FileError;
use super::file::{FromRef, Step, TicketRef};
use crate::rules::{
    Action, Board, Card, Color, DeckKind, DrawSource, GameState, LanePick, PayChoice, PlaceId,
    TicketId,
};

/// What one step turns into.
pub(super) enum Move {
    Act(Action),
    /// A refusal found while reading the step: an offer position that does
    /// not exist (reason `no-ticket-number`).
    NoTicketNumber(String),
    End,
}

fn place(board: &Board, name: &str) -> Result<PlaceId, FileError> {
    board.find_place(name).map_err(|e| bad!("{e}"))
}

pub(super) fn card(name: &str) -> Result<Card, FileError> {
    Card::parse(name).ok_or_else(|| bad!("unknown card \"{name}\""))
}

fn color(name: &str) -> Result<Color, FileError> {
    Color::parse(name).ok_or_else(|| bad!("unknown color \"{name}\""))
}

pub(super) fn route(
    board: &Board,
    r: &Option<Vec<String>>,
) -> Result<(PlaceId, PlaceId), FileError> {
    match r.as_deref() {
        Some([a, b]) => Ok((place(board, a)?, place(board, b)?)),
        _ => Err(bad!(
            "route must name two places, e.g. route = [\"Paris\", \"Bruxelles\"]"
        )),
    }
}

/// A lane of a double route by printed color (or `gray`) or 1-based number.
pub(super) fn lane_pick(
    color_name: Option<&str>,
    index: Option<u8>,
) -> Result<LanePick, FileError> {
    Ok(match (color_name, index) {
        (Some("gray" | "grey"), _) => LanePick::Color(None),
        (Some(c), _) => match c.parse::<u8>() {
            Ok(i) => LanePick::Index(i),
            Err(_) => LanePick::Color(Some(color(c)?)),
        },
        (None, Some(i)) => LanePick::Index(i),
        (None, None) => LanePick::Any,
    })
}

fn deck_kind(name: &str) -> Result<DeckKind, FileError> {
    match name {
        "trains" | "deck" => Ok(DeckKind::Trains),
        "ships" => Ok(DeckKind::Ships),
        x => Err(bad!("unknown deck \"{x}\" (deck, trains, ships)")),
    }
}

/// Finds the ticket a list of places names, preferring those in `prefer`.
pub(super) fn find_ticket(
    board: &Board,
    names: &[String],
    prefer: &[TicketId],
) -> Result<TicketId, FileError> {
    let places = names
        .iter()
        .map(|n| place(board, n))
        .collect::<Result<Vec<_>, _>>()?;
    let matches: Vec<TicketId> = board
        .ticket_ids()
        .filter(|&t| places.iter().all(|p| board.tickets[t].places.contains(p)))
        .collect();
    let exact: Vec<TicketId> = matches
        .iter()
        .copied()
        .filter(|&t| board.tickets[t].places.len() == places.len())
        .collect();
    let pool = if exact.is_empty() { matches } else { exact };
    // A country ticket departs from its first place: honour the order given.
    let departs: Vec<TicketId> = pool
        .iter()
        .copied()
        .filter(|&t| board.tickets[t].places[0] == places[0])
        .collect();
    let pool = if departs.is_empty() { pool } else { departs };
    let mut distinct: Vec<Vec<PlaceId>> = pool
        .iter()
        .map(|&t| {
            let mut p = board.tickets[t].places.clone();
            p[1..].sort_unstable();
            p
        })
        .collect();
    distinct.sort();
    distinct.dedup();
    if pool.is_empty() {
        return Err(bad!("no ticket names {}", names.join(", ")));
    }
    if distinct.len() > 1 {
        return Err(bad!(
            "{} match several tickets; name more places",
            names.join(", ")
        ));
    }
    Ok(pool
        .iter()
        .copied()
        .find(|t| prefer.contains(t))
        .unwrap_or(pool[0]))
}

fn pay_choice(step: &Step) -> Result<PayChoice, FileError> {
    Ok(PayChoice {
        color: step.color.as_deref().map(color).transpose()?,
        locos: step.locos,
        doubles: step.doubles,
    })
}

/// The action a step names, or the runner's own refusal.
pub(super) fn parse_step(
    board: &Board,
    state: &GameState,
    seat: usize,
    step: &Step,
) -> Result<Move, FileError> {
    Ok(Move::Act(match step.action.as_str() {
        "keep" => return keep(board, state, seat, step),
        "draw" => {
            let from = match &step.from {
                None => DrawSource::Deck(DeckKind::Trains),
                Some(FromRef::Slot(i)) => DrawSource::FaceUp(i.wrapping_sub(1)),
                Some(FromRef::Name(n)) => DrawSource::Deck(deck_kind(n)?),
            };
            let refill = step.refill.as_deref().map(deck_kind).transpose()?;
            Action::Draw { from, refill }
        }
        "claim" => {
            let (a, b) = route(board, &step.route)?;
            let pick = lane_pick(step.route_color.as_deref(), step.route_index)?;
            Action::Claim {
                a,
                b,
                pick,
                pay: pay_choice(step)?,
            }
        }
        "tunnel" => Action::Tunnel {
            pay: step
                .pay
                .ok_or_else(|| bad!("tunnel needs pay = true or false"))?,
            locos: step.locos,
        },
        "tickets" => Action::DrawTickets,
        "station" | "harbor" => building(board, step)?,
        "exchange" => exchange(step)?,
        "split" => Action::Split {
            trains: step.trains.ok_or_else(|| bad!("split needs trains"))?,
            ships: step.ships.ok_or_else(|| bad!("split needs ships"))?,
        },
        "end" => return Ok(Move::End),
        x => {
            return Err(bad!(
                "unknown action \"{x}\" (keep, draw, claim, tunnel, tickets, station, harbor, exchange, split, end)"
            ));
        }
    }))
}

/// A `keep` step: tickets by offer position or by places.
fn keep(board: &Board, state: &GameState, seat: usize, step: &Step) -> Result<Move, FileError> {
    let offer = state.players[seat]
        .offer
        .as_ref()
        .map(|o| o.tickets.clone())
        .unwrap_or_default();
    let mut kept = Vec::new();
    for r in step.tickets.as_deref().unwrap_or(&[]) {
        match r {
            TicketRef::Position(i) => match offer.get(i.wrapping_sub(1)) {
                Some(&t) => kept.push(t),
                None => {
                    return Ok(Move::NoTicketNumber(format!(
                        "There is no ticket number {i} in your offer of {}.",
                        offer.len()
                    )));
                }
            },
            TicketRef::Places(names) => kept.push(find_ticket(board, names, &offer)?),
        }
    }
    Ok(Move::Act(Action::Keep { tickets: kept }))
}

/// A `station` or `harbor` step.
fn building(board: &Board, step: &Step) -> Result<Action, FileError> {
    let city = step
        .city
        .as_deref()
        .ok_or_else(|| bad!("{} needs city", step.action))?;
    let place = place(board, city)?;
    let pay = pay_choice(step)?;
    Ok(if step.action == "station" {
        Action::Station { place, pay }
    } else {
        Action::Harbor { place, pay }
    })
}

/// An `exchange` step: one of `trains_to_ships` or `ships_to_trains`.
fn exchange(step: &Step) -> Result<Action, FileError> {
    match (step.trains_to_ships, step.ships_to_trains) {
        (Some(count), None) => Ok(Action::Exchange {
            to_ships: true,
            count,
        }),
        (None, Some(count)) => Ok(Action::Exchange {
            to_ships: false,
            count,
        }),
        _ => Err(bad!(
            "exchange needs one of trains_to_ships or ships_to_trains"
        )),
    }
}
