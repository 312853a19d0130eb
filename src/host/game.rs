//! Game commands: moves, and the read-only `/hand`, `/board`, `/history`,
//! `/game status`. Also what every change sends: the board to the channel,
//! private hands by DM, the next player pinged.

use super::command::Command;
use super::outbox::{OutMsg, Picture, Reply, Target};
use super::record::{ChannelRecord, Deadline, LogEntry};
use super::{Change, Decision, Host, Request, board_of, lookup, text};
use crate::rules::board::{Board, TicketId};
use crate::rules::legal::legal_actions;
use crate::rules::scoring::{ranking, score_game};
use crate::rules::state::{Phase, Seat};
use crate::rules::view::{player_view, public_view};
use crate::rules::{Action, Event, GameState, PayChoice, apply, pass_turn};

const NO_GAME: &str = "There is no game in this channel. Open one with /game new map:usa (or europe, switzerland, world).";

/// Decides a game command.
pub(super) fn decide(
    host: &Host,
    rec: Option<&ChannelRecord>,
    req: &Request,
    now: u64,
) -> Decision {
    let Some(rec) = rec else {
        return Decision::reply(NO_GAME);
    };
    let board = match board_of(rec) {
        Ok(b) => b,
        Err(e) => return Decision::reply(e),
    };
    match &req.command {
        Command::Status => Decision::reply(status(&board, rec)),
        Command::History => Decision::reply(if rec.recent.is_empty() {
            "Nothing has happened yet.".to_string()
        } else {
            rec.recent.join("\n")
        }),
        Command::Board => match &rec.state {
            None => Decision::reply(status(&board, rec)),
            Some(state) => Decision {
                reply: Reply {
                    text: status(&board, rec),
                    picture: Some(board_picture(&board, state)),
                    ..Reply::default()
                },
                change: None,
            },
        },
        Command::Hand => match (&rec.state, rec.seat_of(&req.caller.id)) {
            (None, _) => Decision::reply("The game has not started yet."),
            (_, None) => Decision::reply("You are not playing in this game, so you have no hand."),
            (Some(state), Some(seat)) => {
                let view = player_view(&board, state, seat);
                Decision {
                    reply: Reply {
                        text: text::private_summary(&board, &view, state),
                        picture: Some(Picture::Private {
                            map: board.name.clone(),
                            view: Box::new(view),
                            lang: req.caller.lang,
                        }),
                        ..Reply::default()
                    },
                    change: None,
                }
            }
        },
        _ => play(host, rec, &board, req, now),
    }
}

fn play(host: &Host, rec: &ChannelRecord, board: &Board, req: &Request, now: u64) -> Decision {
    let Some(state) = &rec.state else {
        return Decision::reply(
            "The game has not started yet; its creator starts it with /game start.",
        );
    };
    let Some(seat) = rec.seat_of(&req.caller.id) else {
        return Decision::reply("You are not playing in this game; you can watch it with /board.");
    };
    let action = match to_action(board, state, seat, &req.command) {
        Ok(a) => a,
        Err(e) => return Decision::reply(e),
    };
    let mut next = rec.clone();
    let Some(st) = next.state.as_mut() else {
        return Decision::reply(NO_GAME);
    };
    let events = match apply(board, st, seat, &action) {
        Ok(ev) => ev,
        Err(e) => return Decision::reply(e.to_string()),
    };
    let mut run = Run::default();
    run.record(
        board,
        &next_names(&next),
        LogEntry::Action { seat, action },
        events,
    );
    run_bots(host, board, &mut next, &mut run);
    let mine: Vec<String> = run
        .notes
        .iter()
        .filter(|(s, _)| *s == seat)
        .map(|(_, t)| t.clone())
        .collect();
    let reply_text = if mine.is_empty() {
        "Done.".to_string()
    } else {
        format!("Done: {}.", mine.join(", "))
    };
    Decision::applied(reply_text, finish(board, &req.channel, rec, next, run, now))
}

fn next_names(rec: &ChannelRecord) -> Vec<String> {
    rec.seats.iter().map(|s| s.name.clone()).collect()
}

/// Turns a command into an engine action, resolving names.
fn to_action(
    board: &Board,
    state: &GameState,
    seat: Seat,
    cmd: &Command,
) -> Result<Action, String> {
    let pay = |color: &Option<String>,
               locos: &Option<u8>,
               doubles: Option<u8>|
     -> Result<PayChoice, String> {
        Ok(PayChoice {
            color: lookup::color(color.as_deref())?,
            locos: *locos,
            doubles,
        })
    };
    Ok(match cmd {
        Command::Draw { from, refill } => Action::Draw {
            from: lookup::draw_source(state, from)?,
            refill: lookup::refill(refill.as_deref())?,
        },
        Command::Claim {
            route,
            color,
            locos,
            doubles,
            lane,
        } => {
            let (a, b) = lookup::route(board, route)?;
            Action::Claim {
                a,
                b,
                pick: lookup::lane(lane.as_deref())?,
                pay: pay(color, locos, *doubles)?,
            }
        }
        Command::Tunnel { pay, locos } => Action::Tunnel {
            pay: *pay,
            locos: *locos,
        },
        Command::Tickets => Action::DrawTickets,
        Command::Keep { tickets } => {
            let Some(offer) = &state.players[seat].offer else {
                return Err(
                    "You have no tickets to choose from; /tickets draws some on your turn.".into(),
                );
            };
            if tickets.is_empty() {
                return Err(text::offer(board, state, seat).unwrap_or_default());
            }
            let kept: Result<Vec<TicketId>, String> = tickets
                .iter()
                .map(|&n| {
                    offer.tickets.get(n - 1).copied().ok_or_else(|| {
                        format!(
                            "There is no ticket {n}; your offer has {} (numbered from 1).",
                            offer.tickets.len()
                        )
                    })
                })
                .collect();
            Action::Keep { tickets: kept? }
        }
        Command::Station { city, color, locos } => Action::Station {
            place: lookup::place(board, city)?,
            pay: pay(color, locos, None)?,
        },
        Command::Harbor { city, color, locos } => Action::Harbor {
            place: lookup::place(board, city)?,
            pay: pay(color, locos, None)?,
        },
        Command::Exchange { to_ships, count } => Action::Exchange {
            to_ships: *to_ships,
            count: *count,
        },
        Command::Split { trains, ships } => Action::Split {
            trains: *trains,
            ships: *ships,
        },
        _ => return Err("That command does not change the game.".into()),
    })
}

/// What a run of actions produced: log entries, public lines, private notes.
#[derive(Default)]
pub(super) struct Run {
    pub log: Vec<LogEntry>,
    pub lines: Vec<String>,
    pub notes: Vec<(Seat, String)>,
}

impl Run {
    /// Records one applied action and what it caused.
    pub fn record(&mut self, board: &Board, names: &[String], entry: LogEntry, events: Vec<Event>) {
        self.log.push(entry);
        for e in &events {
            self.lines.push(e.public_msg(board, names).to_string());
            if let Some((seat, note)) = e.private_msg(board) {
                self.notes.push((seat, note.to_string()));
            }
        }
    }
}

/// The seat a computer player must act for now, if any.
fn bot_to_act(rec: &ChannelRecord) -> Option<Seat> {
    let state = rec.state.as_ref()?;
    match state.phase {
        Phase::Over => None,
        Phase::Setup => (0..state.seats()).find(|&s| {
            let p = &state.players[s];
            rec.seats[s].bot.is_some() && (p.offer.is_some() || p.split_pending)
        }),
        Phase::Play => rec.seats[state.turn].bot.is_some().then_some(state.turn),
    }
}

/// Lets computer players act until a human must (each move is logged).
pub(super) fn run_bots(host: &Host, board: &Board, rec: &mut ChannelRecord, run: &mut Run) {
    let names = next_names(rec);
    for _ in 0..2_000 {
        let Some(seat) = bot_to_act(rec) else { return };
        let level = rec.seats[seat]
            .bot
            .unwrap_or(super::command::BotLevel::Hard);
        let Some(state) = rec.state.as_mut() else {
            return;
        };
        act_for(host, board, state, seat, level, run, &names);
    }
}

/// One action chosen by the computer for `seat`; if the brain's choice is
/// refused, a legal action is taken instead, and as a last resort the turn
/// is passed, so a game never stalls.
pub(super) fn act_for(
    host: &Host,
    board: &Board,
    state: &mut GameState,
    seat: Seat,
    level: super::command::BotLevel,
    run: &mut Run,
    names: &[String],
) {
    let choice = host.bot_action(board, state, seat, level);
    if let Ok(ev) = apply(board, state, seat, &choice) {
        run.record(
            board,
            names,
            LogEntry::Action {
                seat,
                action: choice,
            },
            ev,
        );
        return;
    }
    tracing::warn!("computer player's move was refused; taking a legal one");
    if let Some(action) = legal_actions(board, state, seat).into_iter().next()
        && let Ok(ev) = apply(board, state, seat, &action)
    {
        run.record(board, names, LogEntry::Action { seat, action }, ev);
        return;
    }
    let ev = pass_turn(board, state);
    run.record(board, names, LogEntry::Pass { seat }, ev);
}

/// The public board picture.
fn board_picture(board: &Board, state: &GameState) -> Picture {
    Picture::Board {
        map: board.name.clone(),
        view: Box::new(public_view(board, state)),
        lang: crate::i18n::Lang::En,
    }
}

/// Whose move it is now, as a line that pings them.
fn to_move(rec: &ChannelRecord) -> (String, Option<String>) {
    let Some(state) = &rec.state else {
        return (String::new(), None);
    };
    match state.phase {
        Phase::Over => (String::new(), None),
        Phase::Setup => {
            let waiting: Vec<&str> = (0..state.seats())
                .filter(|&s| state.players[s].offer.is_some() || state.players[s].split_pending)
                .map(|s| rec.seats[s].name.as_str())
                .collect();
            (
                format!(
                    "Waiting for {} to choose (see your DMs, or /hand).",
                    waiting.join(", ")
                ),
                None,
            )
        }
        Phase::Play => {
            let s = &rec.seats[state.turn];
            (
                format!("Your turn, {}.", s.name),
                s.user.clone().filter(|_| s.bot.is_none()),
            )
        }
    }
}

/// The final results as text.
fn results(board: &Board, rec: &ChannelRecord, state: &GameState) -> String {
    let scores = score_game(board, state);
    let order = ranking(board, state, &scores);
    let mut out = String::from("Final scores:");
    for (place, &s) in order.iter().enumerate() {
        let b = &scores[s].breakdown;
        out += &format!(
            "\n{}. {} — {} (routes {}, tickets {}, longest {}, stations {}, harbors {}, exchanges {}; {} of {} tickets done)",
            place + 1,
            rec.seats[s].name,
            b.total,
            b.routes,
            b.tickets,
            b.longest,
            b.stations,
            b.harbors,
            b.exchange,
            scores[s].completed,
            scores[s].tickets.len()
        );
    }
    out
}

/// Builds the change after actions were applied: history, messages, timer.
pub(super) fn finish(
    board: &Board,
    channel: &str,
    before: &ChannelRecord,
    mut after: ChannelRecord,
    run: Run,
    now: u64,
) -> Change {
    let mut outbox = Vec::new();
    let channel_msg = |text: String, mention: Option<String>, picture: Option<Picture>| OutMsg {
        to: Target::Channel(channel.to_string()),
        text,
        mention,
        picture,
        buttons: Vec::new(),
        origin: None,
    };
    let Some(new) = after.state.clone() else {
        return Change {
            record: after,
            archive: false,
            log: run.log,
            outbox,
        };
    };
    // A game that just started has no earlier state: everyone hears of it.
    let just_started = before.state.is_none();
    let old = before.state.as_ref().unwrap_or(&new);
    let over = new.phase == Phase::Over;
    let turn_moved =
        just_started || new.turn != old.turn || new.phase != old.phase || new.stage != old.stage;
    let mut lines = run.lines.clone();
    let (next_line, mention) = to_move(&after);
    if over {
        lines.push(results(board, &after, &new));
    } else if turn_moved && !next_line.is_empty() {
        lines.push(next_line);
    }
    after.remember(run.lines.iter().cloned());
    if !lines.is_empty() {
        let picture = (turn_moved || over).then(|| board_picture(board, &new));
        outbox.push(channel_msg(
            lines.join("\n"),
            mention.filter(|_| !over),
            picture,
        ));
    }
    for (seat, info) in after.seats.iter().enumerate() {
        let Some(user) = &info.user else { continue };
        if info.bot.is_some() || seat >= new.seats() {
            continue;
        }
        let (o, n) = (&old.players[seat], &new.players[seat]);
        let notes: Vec<&str> = run
            .notes
            .iter()
            .filter(|(s, _)| *s == seat)
            .map(|(_, t)| t.as_str())
            .collect();
        let changed = just_started
            || o.hand != n.hand
            || o.tickets != n.tickets
            || o.offer != n.offer
            || o.split_pending != n.split_pending;
        if changed || !notes.is_empty() {
            let view = player_view(board, &new, seat);
            let mut msg = text::private_summary(board, &view, &new);
            if !notes.is_empty() {
                msg = format!("{}.\n{msg}", notes.join(", "));
            }
            outbox.push(OutMsg {
                to: Target::User(user.clone()),
                text: msg,
                mention: None,
                picture: Some(Picture::Private {
                    map: board.name.clone(),
                    view: Box::new(view),
                    lang: crate::i18n::Lang::En,
                }),
                buttons: Vec::new(),
                origin: None,
            });
        }
    }
    after.deadline = if over {
        None
    } else {
        after.settings.turn_secs.map(|secs| Deadline {
            moves: new.moves,
            reminder_at: now + secs / 2,
            reminded: false,
            at: now + secs,
        })
    };
    Change {
        record: after,
        archive: over,
        log: run.log,
        outbox,
    }
}

/// A line about the lobby or game.
fn status(board: &Board, rec: &ChannelRecord) -> String {
    let seats: Vec<String> = rec
        .seats
        .iter()
        .map(|s| match s.bot {
            Some(l) => format!("{} (computer, {l:?})", s.name).to_lowercase(),
            None => s.name.clone(),
        })
        .collect();
    let Some(state) = &rec.state else {
        return format!(
            "Lobby for {} ({} seats): {}. /game join to play; the creator starts with /game start.",
            board.title,
            rec.settings.seats,
            seats.join(", ")
        );
    };
    let scores: Vec<String> = state
        .players
        .iter()
        .enumerate()
        .map(|(s, p)| {
            format!(
                "{} {} pts, {} pieces, {} cards, {} tickets",
                rec.seats[s].name,
                p.score(),
                p.pieces(),
                p.hand.total(),
                p.tickets.len()
            )
        })
        .collect();
    let (next, _) = to_move(rec);
    format!("{} game. {}\n{}", board.title, next, scores.join("\n"))
}
