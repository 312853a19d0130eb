//! The lobby: opening a game, joining, computer players, starting, ending.

use super::command::{BotLevel, Command, TimeoutPolicy};
use super::game::{Run, finish, run_bots};
use super::outbox::{OutMsg, Target};
use super::record::{ChannelRecord, LogEntry, SeatInfo, Settings};
use super::{Change, Decision, Host, Request, board_of};
use crate::i18n::Lang;
use crate::maps;
use crate::rules::config::Family;
use crate::rules::state::{GameOptions, Variant};
use crate::rules::{end_now, new_game};

/// Default hours a player has for a turn.
const DEFAULT_TURN_HOURS: u32 = 24;

fn public(channel: &str, text: String) -> OutMsg {
    OutMsg {
        to: Target::Channel(channel.to_string()),
        text,
        mention: None,
        picture: None,
        buttons: Vec::new(),
        origin: None,
    }
}

fn saved(rec: ChannelRecord, reply: &str, outbox: Vec<OutMsg>) -> Decision {
    Decision::applied(
        reply.to_string(),
        Change {
            record: rec,
            archive: false,
            log: Vec::new(),
            outbox,
        },
    )
}

/// Saves a lobby with a new seat and says so in the channel.
fn seated(next: ChannelRecord, ch: &str, name: &str, reply: &str) -> Decision {
    let text = format!(
        "{name} joined ({}/{}).",
        next.seats.len(),
        next.settings.seats
    );
    saved(next, reply, vec![public(ch, text)])
}

/// A seat name not yet taken ("ann", "ann 2", ...).
fn free_name(rec: &ChannelRecord, wanted: &str) -> String {
    let base: String = wanted
        .chars()
        .filter(|c| !c.is_control())
        .take(32)
        .collect();
    let base = if base.trim().is_empty() {
        "player".to_string()
    } else {
        base.trim().to_string()
    };
    let taken = |n: &str| rec.seats.iter().any(|s| s.name.eq_ignore_ascii_case(n));
    if !taken(&base) {
        return base;
    }
    (2..)
        .map(|i| format!("{base} {i}"))
        .find(|n| !taken(n))
        .unwrap_or(base)
}

/// Decides a lobby command.
pub(super) fn decide(
    host: &Host,
    rec: Option<&ChannelRecord>,
    req: &Request,
    now: u64,
) -> Decision {
    let caller = &req.caller;
    let ch = req.channel.as_str();
    if let Command::New {
        map,
        variant,
        bonus,
        seats,
        turn_hours,
        timeout,
        lang,
    } = &req.command
    {
        if let Some(r) = rec {
            let what = if r.state.is_some() { "game" } else { "lobby" };
            return Decision::reply(format!(
                "This channel already has a {what}; /game status shows it, and its creator or an admin can /game end it."
            ));
        }
        let board = match maps::board(map) {
            Ok(b) => b,
            Err(_) => {
                return Decision::reply(format!(
                    "There is no board \"{map}\"; choose usa, europe, switzerland or world."
                ));
            }
        };
        let cfg = board.family.config();
        let variant = match variant.as_deref() {
            None => Variant::Classic,
            Some(_) if board.family != Family::Europe => {
                return Decision::reply(
                    "Ticket variants exist only for Europe; leave variant out.",
                );
            }
            Some(v) => match Variant::parse(v) {
                Some(v) => v,
                None => {
                    return Decision::reply(format!(
                        "There is no variant \"{v}\"; choose classic, 1912, mega or bigcities."
                    ));
                }
            },
        };
        if *bonus && board.family != Family::Europe {
            return Decision::reply("Bonus tickets exist only for Europe.");
        }
        let seats = seats.map(usize::from).unwrap_or(cfg.max_players.min(4));
        if seats < cfg.min_players || seats > cfg.max_players {
            return Decision::reply(format!(
                "{} takes {} to {} players.",
                board.title, cfg.min_players, cfg.max_players
            ));
        }
        let hours = turn_hours.unwrap_or(DEFAULT_TURN_HOURS);
        let rec = ChannelRecord {
            game_id: format!("{ch}-{now}-{:04x}", rand::random::<u16>()),
            creator: caller.id.clone(),
            settings: Settings {
                map: board.name.clone(),
                options: GameOptions {
                    variant,
                    bonus_tickets: *bonus,
                },
                seats: seats as u8,
                turn_secs: (hours > 0).then_some(hours as u64 * 3600),
                timeout: timeout.unwrap_or(TimeoutPolicy::Bot),
            },
            seats: vec![SeatInfo {
                user: Some(caller.id.clone()),
                name: free_name_new(&caller.name),
                lang: caller.lang,
                bot: None,
            }],
            seed: rand::random(),
            state: None,
            deadline: None,
            recent: Vec::new(),
            lang: lang.unwrap_or(req.channel_lang),
        };
        let variant_text = if board.family == Family::Europe {
            format!(", {} tickets", variant.name())
        } else {
            String::new()
        };
        let text = format!(
            "{} opened a {} game{variant_text} for {seats} players. Join with /game join; add computer players with /game addbot; {} starts it with /game start.",
            caller.name, board.title, caller.name
        );
        return saved(rec, "Lobby opened.", vec![public(ch, text)]);
    }

    let Some(rec) = rec else {
        return Decision::reply(
            "There is no game in this channel. Open one with /game new map:usa.",
        );
    };
    let may_manage = caller.admin || rec.creator == caller.id;
    let mut next = rec.clone();
    match &req.command {
        Command::Join => {
            if rec.state.is_some() {
                return Decision::reply(
                    "The game has already started; you can watch it with /board.",
                );
            }
            if rec.seat_of(&caller.id).is_some() {
                return Decision::reply("You are already in this lobby.");
            }
            if rec.seats.len() >= rec.settings.seats as usize {
                return Decision::reply("The lobby is full.");
            }
            let name = free_name(rec, &caller.name);
            next.seats.push(SeatInfo {
                user: Some(caller.id.clone()),
                name: name.clone(),
                bot: None,
                lang: caller.lang,
            });
            seated(next, ch, &name, "You joined.")
        }
        Command::Leave => {
            if rec.state.is_some() {
                return Decision::reply(
                    "The game is under way; ask its creator or an admin to /game kick you (a computer player takes your seat).",
                );
            }
            let Some(seat) = rec.seat_of(&caller.id) else {
                return Decision::reply("You are not in this lobby.");
            };
            let name = next.seats.remove(seat).name;
            saved(
                next,
                "You left.",
                vec![public(ch, format!("{name} left the lobby."))],
            )
        }
        Command::AddBot { level } => {
            if rec.state.is_some() {
                return Decision::reply("The game has already started.");
            }
            if rec.seat_of(&caller.id).is_none() && !may_manage {
                return Decision::reply("Only players in this lobby can add computer players.");
            }
            if rec.seats.len() >= rec.settings.seats as usize {
                return Decision::reply("The lobby is full.");
            }
            let n = rec.seats.iter().filter(|s| s.bot.is_some()).count() + 1;
            let level_name = match level {
                BotLevel::Easy => "easy",
                BotLevel::Hard => "hard",
            };
            let name = free_name(rec, &format!("Bot {n} ({level_name})"));
            next.seats.push(SeatInfo {
                user: None,
                name: name.clone(),
                bot: Some(*level),
                lang: Lang::default(),
            });
            seated(next, ch, &name, "Computer player added.")
        }
        Command::Start => start(host, rec, next, req, now, may_manage),
        Command::End => {
            if !may_manage {
                return Decision::reply(
                    "Only the game's creator or someone who can manage the channel may end it.",
                );
            }
            let Ok(board) = board_of(rec) else {
                return Decision::applied(
                    "Game ended.",
                    Change {
                        record: next,
                        archive: true,
                        log: vec![LogEntry::Ended],
                        outbox: Vec::new(),
                    },
                );
            };
            match next.state.as_mut() {
                None => Decision::applied(
                    "Lobby closed.",
                    Change {
                        record: next,
                        archive: true,
                        log: Vec::new(),
                        outbox: vec![public(ch, format!("{} closed the lobby.", caller.name))],
                    },
                ),
                Some(state) => {
                    let events = end_now(state);
                    let mut run = Run::default();
                    let names: Vec<String> = rec.seats.iter().map(|s| s.name.clone()).collect();
                    run.record(&board, &names, LogEntry::Ended, events);
                    run.lines
                        .insert(0, format!("{} ended the game early.", caller.name));
                    Decision::applied(
                        "Game ended and scored.",
                        finish(&board, ch, rec, next, run, now),
                    )
                }
            }
        }
        Command::Kick { user } => {
            if !may_manage {
                return Decision::reply(
                    "Only the game's creator or someone who can manage the channel may remove a player.",
                );
            }
            let wanted = user.trim().trim_start_matches('@');
            let Some(seat) = rec.seats.iter().position(|s| {
                s.user.as_deref() == Some(wanted)
                    || (s.bot.is_none() && s.name.eq_ignore_ascii_case(wanted))
            }) else {
                return Decision::reply(format!("No player \"{wanted}\" sits in this game."));
            };
            let name = rec.seats[seat].name.clone();
            if rec.state.is_none() {
                next.seats.remove(seat);
                return saved(
                    next,
                    "Removed.",
                    vec![public(ch, format!("{name} was removed from the lobby."))],
                );
            }
            next.seats[seat].user = None;
            next.seats[seat].bot = Some(BotLevel::Hard);
            let Ok(board) = board_of(rec) else {
                return Decision::reply("The board could not be loaded.");
            };
            let mut run = Run::default();
            run.lines.push(format!(
                "{name} was removed; a computer player takes the seat."
            ));
            run_bots(host, &board, &mut next, &mut run);
            Decision::applied(
                "Removed; a computer player took the seat.",
                finish(&board, ch, rec, next, run, now),
            )
        }
        _ => Decision::reply("That is not a lobby command."),
    }
}

fn free_name_new(name: &str) -> String {
    let n: String = name.chars().filter(|c| !c.is_control()).take(32).collect();
    if n.trim().is_empty() {
        "player".into()
    } else {
        n.trim().to_string()
    }
}

fn start(
    host: &Host,
    rec: &ChannelRecord,
    mut next: ChannelRecord,
    req: &Request,
    now: u64,
    may_manage: bool,
) -> Decision {
    if rec.state.is_some() {
        return Decision::reply("The game has already started.");
    }
    if !may_manage {
        return Decision::reply(
            "Only the game's creator (or someone who can manage the channel) starts it.",
        );
    }
    let board = match board_of(rec) {
        Ok(b) => b,
        Err(e) => return Decision::reply(e),
    };
    let cfg = board.family.config();
    if rec.seats.len() < cfg.min_players {
        return Decision::reply(format!(
            "{} needs at least {} players; {} have joined. Invite someone or /game addbot.",
            board.title,
            cfg.min_players,
            rec.seats.len()
        ));
    }
    let names: Vec<String> = rec.seats.iter().map(|s| s.name.clone()).collect();
    let state = match new_game(&board, &names, rec.settings.options.clone(), rec.seed) {
        Ok(s) => s,
        Err(e) => return Decision::reply(e.to_string()),
    };
    next.state = Some(state);
    let mut run = Run::default();
    run.log.push(LogEntry::Started {
        map: board.name.clone(),
        names,
        options: rec.settings.options.clone(),
        seed: rec.seed,
    });
    run.lines.push(format!(
        "The {} game starts! Everyone: choose your tickets (your DMs, or /hand).",
        board.title
    ));
    run_bots(host, &board, &mut next, &mut run);
    Decision::applied(
        "Game started.",
        finish(&board, &req.channel, rec, next, run, now),
    )
}
