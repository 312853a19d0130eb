//! Game commands: moves, and the read-only `/hand`, `/board`, `/history`,
//! `/game status`. Also what every change sends: the board to the channel,
//! private hands by DM, the next player pinged.

use super::bots::advance;
use super::command::{BotLevel, Command, KEEP_NONE, Look};
use super::decision::{Change, Decision};
use super::kernel::Host;
use super::outbox::{OutMsg, Picture, Target};
use super::record::{ChannelRecord, LogEntry};
use super::request::Request;
use super::{buttons, choices, confirm, example, lookup, pay, text, user};
use crate::host::error::HostError;
use crate::i18n::{Lang, Msg};
use crate::msg;
use crate::rules::{
    Action, Board, Breakdown, Card, DrawSource, Event, Family, GameState, LaneId, LanePick,
    LastMove, PayChoice, Phase, PlaceId, Refusal, RuleError, Seat, Stage, TicketId, apply,
    check_turn, player_view, public_view, ranking, score_game,
};

fn no_game() -> Msg {
    msg!("host-no-game")
}

/// Decides a look at the game: `/game status`, `/history`, `/board`,
/// `/hand`, or a question cancelled. Looking at the board or one's hand
/// offers the taps that fit it.
pub(super) fn decide_look(
    host: &Host,
    rec: Option<&ChannelRecord>,
    req: &Request,
    look: Look,
) -> Decision {
    let Some(rec) = rec else {
        return Decision::reply(no_game());
    };
    let board = match rec.board() {
        Ok(b) => b,
        Err(e) => return Decision::reply(e.message()),
    };
    let lang = req.caller.lang;
    match look {
        Look::Status => Decision {
            buttons: buttons::public(&board, rec, lang),
            ..Decision::lines(status(&board, rec))
        },
        Look::History => Decision::lines(if rec.recent.is_empty() {
            vec![msg!("host-history-empty")]
        } else {
            rec.recent.lines()
        }),
        Look::Board => Decision {
            picture: rec
                .state
                .as_ref()
                .map(|s| board_picture(&board, rec, s, lang)),
            buttons: buttons::public(&board, rec, lang),
            ..Decision::lines(status(&board, rec))
        },
        Look::Hand => hand(host, &board, rec, req),
        Look::Cancel => Decision::reply(msg!("settings-claim-cancelled")),
    }
}

/// `/hand`: the caller's private summary and picture.
fn hand(host: &Host, board: &Board, rec: &ChannelRecord, req: &Request) -> Decision {
    let seat = rec.seat_of(&req.caller.id);
    let (Some(state), Some(seat)) = (&rec.state, seat) else {
        let why = match rec.state {
            None => msg!("host-not-started"),
            Some(_) => msg!("host-hand-not-playing"),
        };
        return Decision::reply(why);
    };
    let view = player_view(board, state, seat);
    Decision {
        picture: Some(Picture::Private {
            map: board.name.clone(),
            view: Box::new(view.clone()),
            lang: req.caller.lang,
            look: user::settings_in(host.store().as_ref(), rec, &req.caller.id).look(),
        }),
        buttons: buttons::private(rec, seat, req.caller.lang),
        selects: choices::private(board, rec, seat, req.caller.lang),
        ..Decision::lines(text::private_summary(board, &view, state))
    }
}

/// Decides a move in the game.
pub(super) fn decide_move(host: &Host, rec: Option<&ChannelRecord>, req: &Request) -> Decision {
    let Some(rec) = rec else {
        return Decision::reply(no_game());
    };
    match rec.board() {
        Ok(board) => play(host, rec, &board, req),
        Err(e) => Decision::reply(e.message()),
    }
}

fn play(host: &Host, rec: &ChannelRecord, board: &Board, req: &Request) -> Decision {
    let Some(state) = &rec.state else {
        return Decision::reply(msg!("host-not-started-start"));
    };
    let Some(seat) = rec.seat_of(&req.caller.id) else {
        return Decision::reply(msg!("host-not-playing"));
    };
    if let (Command::Draw { .. }, Some(none_left)) =
        (&req.command, text::no_cards_left(board, state))
    {
        return Decision::reply(none_left);
    }
    if let Some(refused) = out_of_turn(state, seat, &req.command) {
        return Decision::reply(RuleError::new(refused, board, &next_names(rec)).message());
    }
    let action = match to_action(board, state, seat, &req.command) {
        Ok(a) => a,
        Err(e) => return Decision::reply(e.message()),
    };
    if let Some((ask, buttons)) =
        pay::choose(board, state, seat, &action, req.caller.lang, &rec.game_id)
    {
        return Decision {
            buttons,
            ..Decision::reply(ask)
        };
    }
    if matches!(req.command, Command::Claim { .. })
        && user::settings_in(host.store().as_ref(), rec, &req.caller.id).confirm_claims
        && let Some(ask) = confirm::ask(board, state, seat, &action, req.caller.lang, &rec.game_id)
    {
        return ask;
    }
    let mut next = rec.clone();
    let Some(st) = next.state.as_mut() else {
        return Decision::reply(no_game());
    };
    let row = st.face_up.clone();
    let events = match apply(board, st, seat, &action) {
        Ok(ev) => ev,
        Err(e) => return refused(board, rec, state, &action, e.message()),
    };
    let refilled_row = st.face_up.clone();
    let mut run = Effects {
        mover: Some(seat),
        ..Effects::default()
    };
    run.record(
        board,
        &next_names(&next),
        LogEntry::Action { seat, action },
        events,
    );
    run.refills(board, &row, &refilled_row);
    advance(host, board, &mut next, &mut run);
    let mine = run.notes_of(seat);
    let second = next
        .state
        .as_ref()
        .is_some_and(|s| s.turn == seat && s.stage == Stage::SecondDraw);
    let reply = match (mine.is_empty(), second) {
        (true, true) => msg!("host-done-second-card", wild = wild(&next)),
        (true, false) => msg!("host-done"),
        (false, true) => msg!(
            "host-done-notes-second-card",
            notes = mine,
            wild = wild(&next)
        ),
        (false, false) => msg!("host-done-notes", notes = mine),
    };
    let (buttons, selects) = choices::follow_up(board, &next, seat, req.caller.lang);
    Decision {
        buttons,
        selects,
        ..Decision::applied(reply, Change::moved(next, run))
    }
}

/// A refused move's answer; a refused claim on a double route also names
/// both lanes and who holds them.
fn refused(
    board: &Board,
    rec: &ChannelRecord,
    state: &GameState,
    action: &Action,
    why: Msg,
) -> Decision {
    let lanes = match action {
        Action::Claim { a, b, .. } => text::double_route(board, state, &next_names(rec), *a, *b),
        _ => None,
    };
    Decision::lines(std::iter::once(why).chain(lanes).collect())
}

pub(super) fn next_names(rec: &ChannelRecord) -> Vec<String> {
    rec.seats.iter().map(|s| s.name.clone()).collect()
}

/// Why a claim or a building that names no place cannot be made now (not
/// the seat's turn, a second card owed): said before asking for a place.
fn out_of_turn(state: &GameState, seat: Seat, cmd: &Command) -> Option<Refusal> {
    let (place, pay) = (PlaceId::at(0), PayChoice::default());
    let probe = match cmd {
        Command::Claim { route, .. } if route.trim().is_empty() => Action::Claim {
            a: place,
            b: place,
            pick: LanePick::default(),
            pay,
        },
        Command::Station { city, .. } if city.trim().is_empty() => Action::Station { place, pay },
        Command::Harbor { city, .. } if city.trim().is_empty() => Action::Harbor { place, pay },
        _ => return None,
    };
    check_turn(state, seat, &probe).err()
}

/// The place a station or harbour is built on; blank asks for one with an
/// example from the board in play.
fn place(
    board: &Board,
    state: &GameState,
    seat: Seat,
    city: &str,
    harbor: bool,
) -> Result<PlaceId, HostError> {
    if city.trim().is_empty() {
        let example = example::city(board, state, seat, harbor);
        return Err(HostError::Refused(msg!(
            "host-name-a-city",
            example = example
        )));
    }
    lookup::place(board, city)
}

/// Turns a command into an engine action, resolving names.
fn to_action(
    board: &Board,
    state: &GameState,
    seat: Seat,
    cmd: &Command,
) -> Result<Action, HostError> {
    Ok(match cmd {
        Command::Draw { from, refill } => Action::Draw {
            from: lookup::draw_source(board, state, *from)?,
            refill: *refill,
        },
        Command::Claim { route, pay, lane } => {
            let (a, b) = lookup::route(board, route, || example::route(board, state, seat))?;
            Action::Claim {
                a,
                b,
                pick: *lane,
                pay: *pay,
            }
        }
        Command::ClaimLane { lane, pay } => {
            let Some(l) = board.lanes.get(lane.index()) else {
                return Err(HostError::Refused(msg!("host-not-a-move")));
            };
            Action::Claim {
                a: l.a,
                b: l.b,
                pick: LanePick::Index(l.index_in_route),
                pay: *pay,
            }
        }
        Command::Tunnel { pay, locos } => Action::Tunnel {
            pay: *pay,
            locos: *locos,
        },
        Command::Tickets => Action::DrawTickets,
        Command::Keep { tickets } => keep(board, state, seat, tickets)?,
        Command::Station { city, pay } => Action::Station {
            place: place(board, state, seat, city, false)?,
            pay: *pay,
        },
        Command::Harbor { city, pay } => Action::Harbor {
            place: place(board, state, seat, city, true)?,
            pay: *pay,
        },
        Command::Exchange { to_ships, count } => Action::Exchange {
            to_ships: *to_ships,
            count: *count,
        },
        Command::Split { trains, ships } => Action::Split {
            trains: *trains,
            ships: *ships,
        },
        Command::New(_)
        | Command::Join
        | Command::Leave
        | Command::AddBot { .. }
        | Command::Start
        | Command::End
        | Command::Kick { .. }
        | Command::Status
        | Command::Hand
        | Command::RevokeLink
        | Command::Board
        | Command::History
        | Command::Settings(_)
        | Command::MyGames
        | Command::WebPages(_)
        | Command::Cancel
        | Command::Tourney(_)
        | Command::Premove(_)
        | Command::League(_)
        | Command::Undo
        | Command::UndoAnswer { .. }
        | Command::Away(_)
        | Command::Sub { .. }
        | Command::Rules(_)
        | Command::SubAnswer { .. } => return Err(HostError::Refused(msg!("host-not-a-move"))),
    })
}

/// The tickets kept, by their 1-based positions in the seat's offer; none
/// named explains the offer; `0` alone keeps none, where the rules allow it.
fn keep(
    board: &Board,
    state: &GameState,
    seat: Seat,
    picked: &[usize],
) -> Result<Action, HostError> {
    let Some(offer) = &state.players[seat].offer else {
        return Err(HostError::Refused(msg!("host-keep-no-offer")));
    };
    if picked.is_empty() {
        let offer = text::offer(board, state, seat).unwrap_or_else(|| msg!("host-keep-no-offer"));
        return Err(HostError::Refused(offer));
    }
    if picked == [KEEP_NONE] {
        return match offer.min_keep() {
            0 => Ok(Action::Keep {
                tickets: Vec::new(),
            }),
            least => Err(HostError::Refused(msg!(
                "host-keep-none-refused",
                least = least
            ))),
        };
    }
    let tickets = picked
        .iter()
        .map(|&n| {
            offer
                .tickets
                .get(n.wrapping_sub(1))
                .copied()
                .ok_or_else(|| {
                    HostError::Refused(msg!(
                        "host-keep-no-such",
                        n = n,
                        count = offer.tickets.len()
                    ))
                })
        })
        .collect::<Result<Vec<TicketId>, HostError>>()?;
    Ok(Action::Keep { tickets })
}

/// What a run of actions produced: log entries, public lines, private notes,
/// and who acted where in the lines.
#[derive(Default)]
pub(super) struct Effects {
    /// The seat whose own command began the run (not a timer's or the
    /// host's).
    pub mover: Option<Seat>,
    pub log: Vec<LogEntry>,
    pub lines: Vec<Msg>,
    pub notes: Vec<(Seat, Msg)>,
    /// Pieces put on the board, in order, for the game's recap.
    pub placed: Vec<LastMove>,
    pub acts: Vec<Act>,
}

/// One seat's action within a run.
pub(super) struct Act {
    pub seat: Seat,
    /// The first of `Effects::lines` it caused.
    pub from: usize,
    /// Lanes it claimed.
    pub lanes: Vec<LaneId>,
    /// It showed a card that was hidden (a refill, a tunnel's cards, a
    /// reshuffle), so it can never be taken back.
    pub reveals: bool,
    /// It ended the game: its last line says so.
    pub ended: bool,
}

impl Act {
    fn of(seat: Seat, from: usize, events: &[Event]) -> Act {
        Act {
            seat,
            from,
            lanes: events
                .iter()
                .filter_map(|e| match e {
                    Event::Claimed { lane, .. } => Some(*lane),
                    _ => None,
                })
                .collect(),
            reveals: events.iter().any(|e| {
                matches!(
                    e,
                    Event::DrewFaceUp { .. }
                        | Event::TunnelRevealed { .. }
                        | Event::FaceUpReset
                        | Event::Reshuffled { .. }
                        | Event::GameOver
                )
            }),
            ended: matches!(events.last(), Some(Event::GameOver)),
        }
    }
}

impl Effects {
    /// Records one applied action and what it caused.
    pub(super) fn record(
        &mut self,
        board: &Board,
        names: &[String],
        entry: LogEntry,
        events: Vec<Event>,
    ) {
        if let LogEntry::Action { seat, .. } | LogEntry::Pass { seat } = &entry {
            self.acts.push(Act::of(*seat, self.lines.len(), &events));
        }
        self.log.push(entry);
        for e in &events {
            self.placed.extend(e.placement());
            self.lines.push(e.public_msg(board, names));
            if let Some(note) = e.private_msg(board) {
                self.notes.push(note);
            }
        }
    }

    /// Says what replaced the face-up cards the last action took: the slot
    /// it took is told even when the new card has the same colour.
    pub(super) fn refills(
        &mut self,
        board: &Board,
        before: &[Option<Card>],
        after: &[Option<Card>],
    ) {
        let taken = match self.log.last() {
            Some(LogEntry::Action {
                action:
                    Action::Draw {
                        from: DrawSource::FaceUp(slot),
                        ..
                    },
                ..
            }) => Some(*slot),
            _ => None,
        };
        let told = text::face_up_refills(board, taken, before, after);
        // Refills happen before the game ends: told before its last line.
        let at = match self.acts.last() {
            Some(act) if act.ended => self.lines.len().saturating_sub(1),
            _ => self.lines.len(),
        };
        self.lines.splice(at..at, told);
    }

    /// Whether a seat other than `seat` acted in this run: the turn went
    /// round and came back (a one-command turn, then computer players).
    pub(super) fn others_acted(&self, seat: Seat) -> bool {
        self.log.iter().any(|e| match e {
            LogEntry::Action { seat: s, .. } | LogEntry::Pass { seat: s } => *s != seat,
            _ => false,
        })
    }

    /// The private notes for one seat.
    fn notes_of(&self, seat: Seat) -> Vec<Msg> {
        self.notes
            .iter()
            .filter(|(s, _)| *s == seat)
            .map(|(_, m)| m.clone())
            .collect()
    }
}

/// The public board picture of `state`, the game of `rec`, labelled in
/// `lang`.
pub(super) fn board_picture(
    board: &Board,
    rec: &ChannelRecord,
    state: &GameState,
    lang: Lang,
) -> Picture {
    let mut view = public_view(board, state);
    // A seat open to substitutes holds the game up while a person keeps
    // it; a computer player keeping it moves at once.
    view.open_seats = (rec.subs.open.iter().copied())
        .filter(|&s| rec.seats.get(s).is_some_and(|info| info.bot.is_none()))
        .collect();
    Picture::Board {
        map: board.name.clone(),
        view: Box::new(view),
        lang,
    }
}

/// Whose move it is now, as a line that pings them.
pub(super) fn to_move(rec: &ChannelRecord) -> Option<(Msg, Option<String>)> {
    let state = rec.state.as_ref()?;
    match state.phase {
        Phase::Over => None,
        Phase::Setup => {
            let waiting: Vec<&str> = (0..state.seats())
                .filter(|&s| state.players[s].offer.is_some() || state.players[s].split_pending)
                .map(|s| rec.seats[s].name.as_str())
                .collect();
            Some((msg!("host-waiting-for", players = waiting.join(", ")), None))
        }
        Phase::Play => {
            let s = &rec.seats[state.turn];
            let player = s.name.as_str();
            let line = match state.stage {
                Stage::SecondDraw => msg!("host-second-card", player = player, wild = wild(rec)),
                _ => msg!("host-your-turn", player = player),
            };
            Some((line, s.user.clone().filter(|_| s.bot.is_none())))
        }
    }
}

/// The wild card's name on the record's board (a locomotive, the World's
/// joker), which cannot be a face-up second card.
fn wild(rec: &ChannelRecord) -> Msg {
    let world = rec.board().is_ok_and(|b| b.family == Family::World);
    Card::Loco.msg(world)
}

/// What the player to move needs to know: the face-up row (or that no
/// cards are left), and how to answer a tunnel that asks for more cards.
fn turn_details(board: &Board, rec: &ChannelRecord) -> Vec<Msg> {
    let Some(state) = rec.state.as_ref().filter(|s| s.phase == Phase::Play) else {
        return Vec::new();
    };
    let mut out = vec![
        text::no_cards_left(board, state).unwrap_or_else(|| text::face_up(board, &state.face_up)),
    ];
    if let Stage::Tunnel(t) = &state.stage
        && t.extra > 0
    {
        let player = rec.seats[state.turn].name.as_str();
        out.push(msg!("host-tunnel-answer", player = player, extra = t.extra));
    }
    out
}

/// The final results, one line per player.
fn results(board: &Board, rec: &ChannelRecord, state: &GameState) -> Vec<Msg> {
    let scores = score_game(board, state);
    let order = ranking(board, state, &scores);
    let mut out = vec![msg!("host-final-scores")];
    for (place, &s) in order.iter().enumerate() {
        out.push(msg!(
            "host-final-line",
            place = place + 1,
            player = rec.seats[s].name.as_str(),
            total = scores[s].breakdown.total,
            parts = score_parts(board, &scores[s].breakdown),
            done = scores[s].completed,
            count = scores[s].tickets.len()
        ));
        if !scores[s].tickets.is_empty() {
            let tickets = scores[s].tickets.iter().map(|t| {
                let points = format!("{:+}", t.scored).replace('-', "−");
                let route = board.ticket_name(t.ticket);
                match t.complete {
                    true => msg!("host-final-ticket-done", route = route, points = points),
                    false => msg!("host-final-ticket-failed", route = route, points = points),
                }
            });
            let player = rec.seats[s].name.as_str();
            let tickets = tickets.collect::<Vec<_>>();
            out.push(msg!(
                "host-final-tickets",
                player = player,
                tickets = tickets
            ));
        }
    }
    out
}

/// A final score's parts, only those the board scores: stations on Europe,
/// harbors and exchanges on the World, a longest-route bonus where one exists.
fn score_parts(board: &Board, b: &Breakdown) -> Vec<Msg> {
    let cfg = board.family.config();
    let mut parts = vec![
        msg!("host-score-routes", points = b.routes),
        msg!("host-score-tickets", points = b.tickets),
    ];
    if cfg.longest_bonus > 0 {
        parts.push(msg!("host-score-longest", points = b.longest));
    }
    if cfg.stations > 0 {
        parts.push(msg!("host-score-stations", points = b.stations));
    }
    if cfg.harbors > 0 {
        parts.push(msg!("host-score-harbors", points = b.harbors));
        parts.push(msg!("host-score-exchanges", points = b.exchange));
    }
    parts
}

/// The channel's message after a run: what happened, then the results or
/// whose turn it is (with the board when the turn moved or the game ended).
pub(super) fn public_message(
    board: &Board,
    channel: &str,
    after: &ChannelRecord,
    new: &GameState,
    run: &Effects,
    turn_moved: bool,
) -> Option<OutMsg> {
    let over = new.phase == Phase::Over;
    let mut said = run.lines.clone();
    let mut mention = None;
    if over {
        said.extend(results(board, after, new));
    } else if let Some((line, who)) = to_move(after).filter(|_| turn_moved) {
        said.push(line);
        said.extend(turn_details(board, after));
        mention = who;
    }
    (!said.is_empty()).then(|| OutMsg {
        to: Target::Channel(channel.to_string()),
        text: after.lang.lines(&said),
        mention,
        picture: (turn_moved || over).then(|| board_picture(board, after, new, after.lang)),
        buttons: Vec::new(),
        selects: Vec::new(),
        origin: None,
        dressed: false,
        link: None,
    })
}

/// Each player whose hand, tickets or offer changed (or who has notes)
/// gets their private summary and picture.
pub(super) fn private_updates(
    board: &Board,
    after: &ChannelRecord,
    old: &GameState,
    new: &GameState,
    run: &Effects,
    just_started: bool,
) -> Vec<OutMsg> {
    let mut outbox = Vec::new();
    for (seat, info) in after.seats.iter().enumerate() {
        let Some(user) = &info.user else { continue };
        if info.bot.is_some() || seat >= new.seats() {
            continue;
        }
        let (o, n) = (&old.players[seat], &new.players[seat]);
        let notes = run.notes_of(seat);
        let changed = just_started
            || o.hand != n.hand
            || o.tickets != n.tickets
            || o.offer != n.offer
            || o.split_pending != n.split_pending;
        if !changed && notes.is_empty() {
            continue;
        }
        let view = player_view(board, new, seat);
        let mut said = text::private_summary(board, &view, new);
        if !notes.is_empty() {
            said.insert(0, msg!("host-notes", notes = notes));
        }
        outbox.push(OutMsg {
            to: Target::User(user.clone()),
            text: info.lang.lines(&said),
            mention: None,
            picture: Some(Picture::Private {
                map: board.name.clone(),
                view: Box::new(view),
                lang: info.lang,
                // Drawn at delivery with its reader's look (`user::dress`).
                look: crate::render::Look::default(),
            }),
            buttons: Vec::new(),
            selects: Vec::new(),
            origin: None,
            dressed: false,
            link: None,
        });
    }
    outbox
}

/// The finished game's recap: its pieces appearing in order, as an
/// animation. Games begun before recaps were kept have none.
pub(super) fn recap_message(board: &Board, channel: &str, rec: &ChannelRecord) -> Option<OutMsg> {
    (!rec.placed.is_empty()).then(|| OutMsg {
        to: Target::Channel(channel.to_string()),
        text: rec.lang.tr(&msg!("host-recap")),
        mention: None,
        picture: Some(Picture::Recap {
            map: board.name.clone(),
            moves: rec.placed.clone(),
            lang: rec.lang,
            view: rec.state.as_ref().map(|s| Box::new(public_view(board, s))),
        }),
        buttons: Vec::new(),
        selects: Vec::new(),
        origin: None,
        dressed: false,
        link: None,
    })
}

/// Lines about the lobby or game: who plays, scores, whose turn.
fn status(board: &Board, rec: &ChannelRecord) -> Vec<Msg> {
    let Some(state) = &rec.state else {
        let seats: Vec<Msg> = rec
            .seats
            .iter()
            .map(|s| match s.bot {
                Some(BotLevel::Easy) => msg!("host-seat-bot-easy", player = s.name.as_str()),
                Some(BotLevel::Hard) => msg!("host-seat-bot-hard", player = s.name.as_str()),
                Some(BotLevel::Expert) => {
                    msg!("host-seat-bot-expert", player = s.name.as_str())
                }
                None => msg!("host-seat", player = s.name.as_str()),
            })
            .collect();
        return vec![msg!(
            "host-lobby-status",
            board = text::board_title(board),
            seats = rec.setup.seats,
            players = seats
        )];
    };
    let mut out = vec![msg!("host-game-status", board = text::board_title(board))];
    out.extend(match (state.phase, &state.stage) {
        (Phase::Play, Stage::SecondDraw) | (Phase::Setup | Phase::Over, _) => {
            to_move(rec).map(|(line, _)| line)
        }
        (Phase::Play, _) => Some(msg!(
            "host-to-move",
            player = rec.seats[state.turn].name.as_str()
        )),
    });
    out.extend(turn_details(board, rec));
    // Before the World's split a player holds every piece of the box, but
    // only ever plays with the number kept.
    let kept = u16::from(board.family.config().pieces_kept);
    out.extend(state.players.iter().enumerate().map(|(s, p)| {
        msg!(
            "host-player-status",
            player = rec.seats[s].name.as_str(),
            points = p.score(),
            pieces = if p.split_pending { kept } else { p.pieces() },
            cards = p.hand.total(),
            tickets = p.tickets.len()
        )
    }));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::buttons::tests::record_with;
    use crate::rules::{GameOptions, Variant, apply};

    #[test]
    fn zero_keeps_none_only_where_the_rules_allow_it() {
        let mega = GameOptions {
            variant: Variant::Mega,
            bonus_tickets: false,
        };
        let (board, mut rec) = record_with("europe", mega, 4);
        let st = rec.state.as_mut().unwrap();
        let none = keep(&board, st, 0, &[KEEP_NONE]).unwrap();
        assert_eq!(
            none,
            Action::Keep {
                tickets: Vec::new()
            }
        );
        apply(&board, st, 0, &none).unwrap();
        let offer = st.players[0].offer.clone().unwrap();
        assert!(st.players[0].tickets.is_empty(), "no long ticket kept");
        assert_eq!(offer.min_keep(), 3, "without a long ticket, three regular");
        let refused = |picked: &[usize], st: &GameState| match keep(&board, st, 0, picked) {
            Err(HostError::Refused(m)) => m.key().to_string(),
            other => panic!("{other:?}"),
        };
        assert_eq!(refused(&[KEEP_NONE], st), "host-keep-none-refused");
        assert_eq!(refused(&[KEEP_NONE, 1], st), "host-keep-no-such");
        let (board, usa) = record_with("usa", GameOptions::default(), 4);
        let st = usa.state.as_ref().unwrap();
        assert!(matches!(
            keep(&board, st, 0, &[KEEP_NONE]),
            Err(HostError::Refused(m)) if m.key() == "host-keep-none-refused"
        ));
    }
}
