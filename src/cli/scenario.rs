//! `conductor scenario FILE`: plays a scripted game with the real engine and
//! prints one JSON object per step, then a final summary (SCENARIOS.md).

use crate::rules::apply::{DrawSource, LanePick, maybe_start, pick_lanes};
use crate::rules::board::{Board, LaneId, PlaceId, RouteKind, TicketId, route_points};
use crate::rules::card::{Card, Color};
use crate::rules::config::Family;
use crate::rules::scoring::{PlayerScore, owned_lanes, ranking, score_game, tied};
use crate::rules::state::{
    DeckKind, GameOptions, GameState, KeepRule, LastMove, Phase, Stage, Variant,
};
use crate::rules::{Action, PayChoice, apply, end_now, new_game};
use serde::Deserialize;
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::sync::Arc;

/// A problem with the file itself (exit status 2).
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct FileError(pub String);

macro_rules! bad {
    ($($t:tt)*) => { FileError(format!($($t)*)) };
}

#[derive(Deserialize)]
struct File {
    map: String,
    #[serde(default)]
    variant: Option<String>,
    #[serde(default)]
    bonus: bool,
    players: Vec<String>,
    #[serde(default)]
    seed: Option<u64>,
    #[serde(default)]
    setup: Option<Setup>,
    #[serde(default)]
    step: Vec<Step>,
    #[serde(default)]
    check: Vec<Check>,
}

/// An exact outcome the scenario asserts: the value at `path` in the output
/// of step `step` (or of the final summary when `step` is absent).
#[derive(Deserialize)]
struct Check {
    #[serde(default)]
    step: Option<usize>,
    /// Dotted path; array elements by index or by their `name` field,
    /// e.g. `players.ann.breakdown.total`, `pending.extra`, `events.0`.
    path: String,
    #[serde(default)]
    equals: Option<toml::Value>,
    /// `absent = true`: the path holds nothing (or null) — e.g. no pending
    /// decision, or a card count of zero, which hands leave out.
    #[serde(default)]
    absent: bool,
}

#[derive(Deserialize, Default)]
struct Setup {
    #[serde(default)]
    hand: BTreeMap<String, Vec<String>>,
    #[serde(default)]
    face_up: Option<Vec<String>>,
    #[serde(default)]
    deck_top: Vec<String>,
    #[serde(default)]
    tickets: BTreeMap<String, Vec<Vec<String>>>,
    #[serde(default)]
    trains: BTreeMap<String, u8>,
    #[serde(default)]
    ships: BTreeMap<String, u8>,
    #[serde(default)]
    stations: BTreeMap<String, u8>,
    #[serde(default)]
    harbors: BTreeMap<String, u8>,
    #[serde(default)]
    claimed: BTreeMap<String, Vec<Vec<String>>>,
}

#[derive(Deserialize, Clone)]
#[serde(untagged)]
enum TicketRef {
    Position(usize),
    Places(Vec<String>),
}

#[derive(Deserialize, Clone)]
#[serde(untagged)]
enum FromRef {
    Slot(usize),
    Name(String),
}

#[derive(Deserialize)]
struct Step {
    player: String,
    action: String,
    #[serde(default)]
    route: Option<Vec<String>>,
    #[serde(default)]
    color: Option<String>,
    #[serde(default)]
    locos: Option<u8>,
    #[serde(default)]
    doubles: Option<u8>,
    #[serde(default)]
    route_color: Option<String>,
    #[serde(default)]
    route_index: Option<u8>,
    #[serde(default)]
    tickets: Option<Vec<TicketRef>>,
    #[serde(default)]
    from: Option<FromRef>,
    #[serde(default)]
    refill: Option<String>,
    #[serde(default)]
    pay: Option<bool>,
    #[serde(default)]
    city: Option<String>,
    #[serde(default)]
    trains_to_ships: Option<u8>,
    #[serde(default)]
    ships_to_trains: Option<u8>,
    #[serde(default)]
    trains: Option<u8>,
    #[serde(default)]
    ships: Option<u8>,
    #[serde(default)]
    expect: Option<String>,
}

/// What one step turns into.
enum Move {
    Act(Action),
    /// A rule-level refusal found while reading the step (e.g. an offer
    /// position that does not exist).
    Refused(String),
    End,
}

/// The result of running a scenario: printed lines and whether every
/// expectation held.
pub struct Outcome {
    pub lines: Vec<Value>,
    pub all_met: bool,
}

/// Runs the scenario text; `Err` means the file itself is wrong.
pub fn run(
    text: &str,
    load: impl Fn(&str) -> Result<Arc<Board>, String>,
) -> Result<Outcome, FileError> {
    play(text, load, &mut Vec::new()).map(|(outcome, _, _)| outcome)
}

/// Runs the scenario text and returns its board and the game as it stands
/// after the last step (for pictures of a scenario's end).
pub fn final_state(
    text: &str,
    load: impl Fn(&str) -> Result<Arc<Board>, String>,
) -> Result<(Arc<Board>, GameState), FileError> {
    play(text, load, &mut Vec::new()).map(|(_, board, state)| (board, state))
}

/// [`final_state`] with every route, station and harbor placed by the
/// steps, in order (for the recap animation).
pub fn final_state_with_moves(
    text: &str,
    load: impl Fn(&str) -> Result<Arc<Board>, String>,
) -> Result<(Arc<Board>, GameState, Vec<LastMove>), FileError> {
    let mut moves = Vec::new();
    let (_, board, state) = play(text, load, &mut moves)?;
    Ok((board, state, moves))
}

fn play(
    text: &str,
    load: impl Fn(&str) -> Result<Arc<Board>, String>,
    placed: &mut Vec<LastMove>,
) -> Result<(Outcome, Arc<Board>, GameState), FileError> {
    let file: File = toml::from_str(text).map_err(|e| bad!("bad TOML: {}", e.message()))?;
    let board = load(&file.map).map_err(FileError)?;
    let variant = match &file.variant {
        Some(v) => Variant::parse(v)
            .ok_or_else(|| bad!("unknown variant \"{v}\" (classic, 1912, mega, bigcities)"))?,
        None => Variant::Classic,
    };
    let options = GameOptions {
        variant,
        bonus_tickets: file.bonus,
    };
    let mut state = new_game(&board, &file.players, options, file.seed.unwrap_or(0))
        .map_err(|e| bad!("{e}"))?;
    if let Some(setup) = &file.setup {
        apply_setup(&board, &mut state, setup)?;
    }
    let mut lines = Vec::new();
    let mut all_met = true;
    for (i, step) in file.step.iter().enumerate() {
        let n = i + 1;
        let seat = state
            .seat_of(&step.player)
            .ok_or_else(|| bad!("step {n}: unknown player \"{}\"", step.player))?;
        let mv = parse_step(&board, &state, seat, step).map_err(|e| bad!("step {n}: {}", e.0))?;
        let expect_ok = match step.expect.as_deref() {
            None | Some("ok") => true,
            Some("error") => false,
            Some(x) => {
                return Err(bad!(
                    "step {n}: expect must be \"ok\" or \"error\", not \"{x}\""
                ));
            }
        };
        let result = match mv {
            Move::Act(action) => {
                apply(&board, &mut state, seat, &action).map_err(|e| e.to_string())
            }
            Move::Refused(msg) => Err(msg),
            Move::End => Ok(end_now(&mut state)),
        };
        crate::render::note_placement(&state, placed);
        let names: Vec<String> = state.players.iter().map(|p| p.name.clone()).collect();
        let (ok, error, events) = match &result {
            Ok(ev) => (
                true,
                Value::Null,
                ev.iter()
                    .map(|e| e.public_msg(&board, &names).to_string())
                    .collect::<Vec<_>>(),
            ),
            Err(msg) => (false, json!(msg), Vec::new()),
        };
        let drawn: Vec<String> = match &result {
            Ok(ev) => ev
                .iter()
                .filter_map(|e| match e {
                    crate::rules::Event::DrewBlind { card, .. }
                    | crate::rules::Event::DrewFaceUp { card, .. } => Some(card.name()),
                    _ => None,
                })
                .collect(),
            Err(_) => Vec::new(),
        };
        if ok != expect_ok {
            all_met = false;
        }
        lines.push(json!({
            "step": n, "player": step.player, "action": step.action, "ok": ok, "error": error,
            "expected": if expect_ok { "ok" } else { "error" },
            "pending": pending_json(&board, &state), "turn": turn_json(&state), "events": events,
            "drawn": drawn, "me": actor_json(&state, seat),
        }));
    }
    lines.push(final_json(&board, &state));
    let mut failures = Vec::new();
    for (i, c) in file.check.iter().enumerate() {
        let line = match c.step {
            Some(n) => lines
                .get(n.wrapping_sub(1))
                .filter(|_| n <= file.step.len()),
            None => lines.last(),
        }
        .ok_or_else(|| bad!("check {}: there is no step {}", i + 1, c.step.unwrap_or(0)))?;
        let got = lookup(line, &c.path);
        let (holds, want) = match (&c.equals, c.absent) {
            (Some(v), false) => {
                let want = serde_json::to_value(v).map_err(|e| bad!("check {}: {e}", i + 1))?;
                (json_equal(got, &want), want)
            }
            (None, true) => (got.is_none_or(Value::is_null), json!("absent")),
            _ => {
                return Err(bad!(
                    "check {}: give either equals = VALUE or absent = true",
                    i + 1
                ));
            }
        };
        if !holds {
            failures.push(json!({"check": i + 1, "step": c.step, "path": c.path, "expected": want, "actual": got}));
        }
    }
    if !failures.is_empty() {
        all_met = false;
        lines.push(json!({"checks_failed": failures}));
    }
    Ok((Outcome { lines, all_met }, board, state))
}

/// Follows a dotted path; array elements by index or by `name`.
fn lookup<'a>(v: &'a Value, path: &str) -> Option<&'a Value> {
    path.split('.').try_fold(v, |cur, seg| match cur {
        Value::Object(m) => m.get(seg),
        Value::Array(a) => match seg.parse::<usize>() {
            Ok(i) => a.get(i),
            Err(_) => a
                .iter()
                .find(|e| e.get("name").and_then(Value::as_str) == Some(seg)),
        },
        _ => None,
    })
}

/// Equality that treats 4 and 4.0 alike.
fn json_equal(got: Option<&Value>, want: &Value) -> bool {
    match (got, want) {
        (Some(Value::Number(a)), Value::Number(b)) => a.as_f64() == b.as_f64(),
        (Some(g), w) => g == w,
        (None, _) => false,
    }
}

fn place(board: &Board, name: &str) -> Result<PlaceId, FileError> {
    board.find_place(name).map_err(|e| bad!("{e}"))
}

fn card(name: &str) -> Result<Card, FileError> {
    Card::parse(name).ok_or_else(|| bad!("unknown card \"{name}\""))
}

fn color(name: &str) -> Result<Color, FileError> {
    Color::parse(name).ok_or_else(|| bad!("unknown color \"{name}\""))
}

fn route(board: &Board, r: &Option<Vec<String>>) -> Result<(PlaceId, PlaceId), FileError> {
    match r.as_deref() {
        Some([a, b]) => Ok((place(board, a)?, place(board, b)?)),
        _ => Err(bad!(
            "route must name two places, e.g. route = [\"Paris\", \"Bruxelles\"]"
        )),
    }
}

/// A lane of a double route by printed color (or `gray`) or 1-based number.
fn lane_pick(color_name: Option<&str>, index: Option<u8>) -> Result<LanePick, FileError> {
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
fn find_ticket(
    board: &Board,
    names: &[String],
    prefer: &[TicketId],
) -> Result<TicketId, FileError> {
    let places = names
        .iter()
        .map(|n| place(board, n))
        .collect::<Result<Vec<_>, _>>()?;
    let matches: Vec<TicketId> = (0..board.tickets.len() as TicketId)
        .filter(|&t| {
            places
                .iter()
                .all(|p| board.tickets[t as usize].places.contains(p))
        })
        .collect();
    let exact: Vec<TicketId> = matches
        .iter()
        .copied()
        .filter(|&t| board.tickets[t as usize].places.len() == places.len())
        .collect();
    let pool = if exact.is_empty() { matches } else { exact };
    // A country ticket departs from its first place: honour the order given.
    let departs: Vec<TicketId> = pool
        .iter()
        .copied()
        .filter(|&t| board.tickets[t as usize].places[0] == places[0])
        .collect();
    let pool = if departs.is_empty() { pool } else { departs };
    let mut distinct: Vec<Vec<PlaceId>> = pool
        .iter()
        .map(|&t| {
            let mut p = board.tickets[t as usize].places.clone();
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

fn parse_step(
    board: &Board,
    state: &GameState,
    seat: usize,
    step: &Step,
) -> Result<Move, FileError> {
    Ok(Move::Act(match step.action.as_str() {
        "keep" => {
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
                            return Ok(Move::Refused(format!(
                                "There is no ticket number {i} in your offer of {}.",
                                offer.len()
                            )));
                        }
                    },
                    TicketRef::Places(names) => kept.push(find_ticket(board, names, &offer)?),
                }
            }
            Action::Keep { tickets: kept }
        }
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
        "station" | "harbor" => {
            let city = step
                .city
                .as_deref()
                .ok_or_else(|| bad!("{} needs city", step.action))?;
            let place = place(board, city)?;
            let pay = pay_choice(step)?;
            if step.action == "station" {
                Action::Station { place, pay }
            } else {
                Action::Harbor { place, pay }
            }
        }
        "exchange" => match (step.trains_to_ships, step.ships_to_trains) {
            (Some(n), None) => Action::Exchange {
                to_ships: true,
                count: n,
            },
            (None, Some(n)) => Action::Exchange {
                to_ships: false,
                count: n,
            },
            _ => {
                return Err(bad!(
                    "exchange needs one of trains_to_ships or ships_to_trains"
                ));
            }
        },
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

/// Removes one copy of `c` from its deck's pile or discard.
fn pull(state: &mut GameState, c: Card) -> Result<(), FileError> {
    let deck = &mut state.decks[DeckKind::of(c).index()];
    if let Some(i) = deck.draw.iter().rposition(|&x| x == c) {
        deck.draw.remove(i);
        return Ok(());
    }
    if let Some(i) = deck.discard.iter().position(|&x| x == c) {
        deck.discard.remove(i);
        return Ok(());
    }
    Err(bad!("setup: no {} card is left to give out", c.name()))
}

fn seat(state: &GameState, name: &str) -> Result<usize, FileError> {
    state
        .seat_of(name)
        .ok_or_else(|| bad!("setup: unknown player \"{name}\""))
}

fn apply_setup(board: &Board, state: &mut GameState, setup: &Setup) -> Result<(), FileError> {
    // Cards: return what is replaced, then hand out exactly what is asked.
    for name in setup.hand.keys() {
        let s = seat(state, name)?;
        for c in state.players[s].hand.cards() {
            state.decks[DeckKind::of(c).index()].draw.push(c);
        }
        state.players[s].hand = Default::default();
    }
    if setup.face_up.is_some() {
        for c in state
            .face_up
            .iter_mut()
            .filter_map(Option::take)
            .collect::<Vec<_>>()
        {
            state.decks[DeckKind::of(c).index()].draw.push(c);
        }
    }
    for (name, cards) in &setup.hand {
        let s = seat(state, name)?;
        for c in cards {
            let c = card(c)?;
            pull(state, c)?;
            state.players[s].hand.add(c, 1);
        }
    }
    if let Some(row) = &setup.face_up {
        if row.len() > state.face_up.len() {
            return Err(bad!(
                "setup: face_up lists {} cards; this board shows {}",
                row.len(),
                state.face_up.len()
            ));
        }
        for (slot, c) in row.iter().enumerate() {
            let c = card(c)?;
            pull(state, c)?;
            state.face_up[slot] = Some(c);
        }
    }
    let mut top = Vec::new();
    for c in &setup.deck_top {
        let c = card(c)?;
        pull(state, c)?;
        top.push(c);
    }
    for c in top.into_iter().rev() {
        state.decks[DeckKind::of(c).index()].draw.push(c);
    }

    // Every named player's dealt offer goes back first (long tickets leave
    // the game, as they would when not kept), then the named tickets are
    // taken, so no ticket is held twice.
    for name in setup.tickets.keys() {
        let s = seat(state, name)?;
        if let Some(offer) = state.players[s].offer.take() {
            let regular = offer
                .tickets
                .into_iter()
                .filter(|&t| !board.tickets[t as usize].is_long());
            state.ticket_deck.extend(regular);
        }
    }
    for (name, list) in &setup.tickets {
        let s = seat(state, name)?;
        let mut mine = Vec::new();
        for places in list {
            let deck: Vec<TicketId> = state.ticket_deck.iter().copied().collect();
            let t = find_ticket(board, places, &deck)?;
            if mine.contains(&t) || state.players.iter().any(|p| p.tickets.contains(&t)) {
                return Err(bad!(
                    "setup: {} is already given to a player",
                    board.ticket_name(t)
                ));
            }
            state.ticket_deck.retain(|&x| x != t);
            mine.push(t);
        }
        state.players[s].tickets = mine;
    }

    for (name, routes) in &setup.claimed {
        let s = seat(state, name)?;
        for r in routes {
            let (a, b) = route(board, &Some(r.iter().take(2).cloned().collect()))?;
            let pick = match r.get(2).map(String::as_str) {
                None => LanePick::Any,
                Some(x) => lane_pick(Some(x), None)?,
            };
            let lane: LaneId = pick_lanes(board, state, a, b, pick)
                .into_iter()
                .find(|&l| state.owners[l as usize].is_none())
                .ok_or_else(|| bad!("setup: no free route between {} and {}", r[0], r[1]))?;
            let l = &board.lanes[lane as usize];
            let p = &mut state.players[s];
            let pieces = if l.kind == RouteKind::Sea {
                &mut p.ships
            } else {
                &mut p.trains
            };
            *pieces = pieces.checked_sub(l.len).ok_or_else(|| {
                bad!(
                    "setup: {name} has too few pieces for {}",
                    board.lane_name(lane)
                )
            })?;
            p.route_points += route_points(l.len);
            state.owners[lane as usize] = Some(s);
        }
    }
    let world = board.family == Family::World;
    for (name, &n) in &setup.trains {
        let s = seat(state, name)?;
        state.players[s].trains = n;
    }
    for (name, &n) in &setup.ships {
        let s = seat(state, name)?;
        state.players[s].ships = n;
    }
    if world {
        let cfg = board.family.config();
        for name in setup.trains.keys().chain(setup.ships.keys()) {
            let s = seat(state, name)?;
            let p = &mut state.players[s];
            if !p.split_pending {
                continue;
            }
            p.split_pending = false;
            let used = |kind| -> u8 {
                owned_lanes(state, s)
                    .filter(|&l| board.lanes[l as usize].kind == kind)
                    .map(|l| board.lanes[l as usize].len)
                    .sum()
            };
            let (used_t, used_s) = (used(RouteKind::Rail), used(RouteKind::Sea));
            let p = &mut state.players[s];
            if !setup.trains.contains_key(name) {
                p.trains = 20u8.saturating_sub(used_t);
            }
            if !setup.ships.contains_key(name) {
                p.ships = 40u8.saturating_sub(used_s);
            }
            p.box_trains = cfg.trains.saturating_sub(p.trains + used_t);
            p.box_ships = cfg.ships.saturating_sub(p.ships + used_s);
        }
    }
    for (name, &n) in &setup.stations {
        let s = seat(state, name)?;
        state.players[s].stations = n;
    }
    for (name, &n) in &setup.harbors {
        let s = seat(state, name)?;
        state.players[s].harbors = n;
    }
    let mut ev = Vec::new();
    maybe_start(state, &mut ev);
    Ok(())
}

fn ticket_json(board: &Board, t: TicketId) -> Value {
    let tk = &board.tickets[t as usize];
    let places: Vec<&str> = tk.places.iter().map(|&p| board.place_name(p)).collect();
    json!({"places": places, "points": tk.points()})
}

fn pending_json(board: &Board, state: &GameState) -> Value {
    let offer_json = |seat: usize| {
        let p = &state.players[seat];
        let offer = p.offer.as_ref().expect("caller checked");
        let (at_least, mega) = (offer.min_keep(), offer.keep == KeepRule::MegaLong);
        let mut v = json!({"kind": "tickets", "player": p.name,
            "offer": offer.tickets.iter().map(|&t| ticket_json(board, t)).collect::<Vec<_>>(),
            "keep_at_least": at_least});
        if mega {
            v["keep_at_most"] = json!(1);
        }
        v
    };
    match (&state.phase, &state.stage) {
        (Phase::Over, _) => Value::Null,
        (Phase::Setup, _) => {
            let waiting: Vec<&str> = state
                .players
                .iter()
                .filter(|p| p.offer.is_some() || p.split_pending)
                .map(|p| p.name.as_str())
                .collect();
            let mut v = match state.players.iter().position(|p| p.offer.is_some()) {
                Some(s) => offer_json(s),
                None => json!({"kind": "split"}),
            };
            v["waiting"] = json!(waiting);
            v
        }
        (_, Stage::Tunnel(t)) => json!({"kind": "tunnel", "player": state.players[state.turn].name,
            "revealed": t.revealed.iter().map(|c| c.name()).collect::<Vec<_>>(), "extra": t.extra,
            "route": [board.place_name(board.lanes[t.lane as usize].a), board.place_name(board.lanes[t.lane as usize].b)]}),
        (_, Stage::Tickets) => offer_json(state.turn),
        (_, Stage::SecondDraw) => json!({"kind": "draw", "player": state.players[state.turn].name}),
        _ => Value::Null,
    }
}

/// The acting player's own state after the step (test aid; never shown to others).
fn actor_json(state: &GameState, seat: usize) -> Value {
    let p = &state.players[seat];
    let hand: BTreeMap<String, u8> = p.hand.iter().map(|(c, n)| (c.name(), n)).collect();
    json!({"score": p.score(), "trains": p.trains, "ships": p.ships, "stations": p.stations,
           "harbors": p.harbors, "hand": hand, "tickets": p.tickets.len()})
}

fn turn_json(state: &GameState) -> Value {
    match state.phase {
        Phase::Over => Value::Null,
        Phase::Play => json!(state.players[state.turn].name),
        Phase::Setup => state
            .players
            .iter()
            .find(|p| p.offer.is_some() || p.split_pending)
            .map(|p| json!(p.name))
            .unwrap_or(Value::Null),
    }
}

/// Each seat's place (1 = winner); players the tie-breaks cannot separate
/// share a place.
fn places(board: &Board, state: &GameState, scores: &[PlayerScore], order: &[usize]) -> Vec<usize> {
    let mut place = vec![0; order.len()];
    for (i, &s) in order.iter().enumerate() {
        let shared = i > 0 && tied(board, state, scores, order[i - 1], s);
        place[s] = if shared { place[order[i - 1]] } else { i + 1 };
    }
    place
}

fn final_json(board: &Board, state: &GameState) -> Value {
    let over = state.phase == Phase::Over;
    let scores = score_game(board, state);
    let world = board.family == Family::World;
    let players: Vec<Value> = state
        .players
        .iter()
        .enumerate()
        .map(|(s, p)| {
            let sc = &scores[s];
            let hand: BTreeMap<String, u8> = p.hand.iter().map(|(c, n)| (c.name(), n)).collect();
            let routes: Vec<[&str; 2]> = owned_lanes(state, s)
                .map(|l| {
                    let lane = &board.lanes[l as usize];
                    [board.place_name(lane.a), board.place_name(lane.b)]
                })
                .collect();
            let tickets: Vec<Value> = sc
                .tickets
                .iter()
                .map(|r| {
                    let mut v = ticket_json(board, r.ticket);
                    v["complete"] = json!(r.complete);
                    v["scored"] = json!(r.scored);
                    v
                })
                .collect();
            let mut v = json!({"name": p.name,
                "score": if over { sc.breakdown.total } else { p.score() },
                "trains": p.trains, "ships": p.ships, "stations": p.stations, "harbors": p.harbors,
                "hand": hand, "routes": routes, "tickets": tickets, "longest_path": sc.longest_path,
                "completed": sc.completed});
            if over {
                v["breakdown"] = json!(sc.breakdown);
                let lent: Vec<[&str; 2]> = sc
                    .station_routes
                    .iter()
                    .map(|&l| {
                        let lane = &board.lanes[l as usize];
                        [board.place_name(lane.a), board.place_name(lane.b)]
                    })
                    .collect();
                v["station_routes"] = json!(lent);
            }
            if world {
                v["box_trains"] = json!(p.box_trains);
                v["box_ships"] = json!(p.box_ships);
            }
            v
        })
        .collect();
    let mut out = json!({"final": true, "over": over,
        "face_up": state.face_up.iter().map(|c| c.map(|c| c.name())).collect::<Vec<_>>(),
        "deck": state.decks[0].draw.len(), "discard": state.decks[0].discard.len(),
        "tickets_left": state.ticket_deck.len(),
        "players": players});
    if over {
        let order = ranking(board, state, &scores);
        out["ranking"] = json!(
            order
                .iter()
                .map(|&s| &state.players[s].name)
                .collect::<Vec<_>>()
        );
        for (s, place) in places(board, state, &scores, &order)
            .into_iter()
            .enumerate()
        {
            out["players"][s]["rank"] = json!(place);
        }
    }
    if world {
        out["deck_ships"] = json!(state.decks[1].draw.len());
        out["discard_ships"] = json!(state.decks[1].discard.len());
    }
    out
}
