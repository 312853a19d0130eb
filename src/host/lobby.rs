//! The lobby: opening a game, joining, computer players, starting, ending.

use super::command::{BotLevel, Command, TimeoutPolicy};
use super::game::{Run, finish, run_bots};
use super::outbox::{OutMsg, Target};
use super::record::{ChannelRecord, History, LogEntry, SeatInfo, Settings};
use super::{Change, Decision, Host, Request, board_of, text};
use crate::i18n::{Lang, Msg};
use crate::maps;
use crate::msg;
use crate::rules::config::Family;
use crate::rules::state::{GameOptions, Variant};
use crate::rules::{end_now, new_game};

/// Default hours a player has for a turn.
const DEFAULT_TURN_HOURS: u32 = 24;

/// A message to the channel, in the channel's language.
fn public(channel: &str, lang: Lang, msg: Msg) -> OutMsg {
    OutMsg {
        to: Target::Channel(channel.to_string()),
        text: lang.tr(&msg),
        mention: None,
        picture: None,
        buttons: Vec::new(),
        origin: None,
    }
}

/// Saves the lobby and tells the channel `news`.
fn saved(rec: ChannelRecord, ch: &str, reply: Msg, news: Msg) -> Decision {
    let outbox = vec![public(ch, rec.lang, news)];
    Decision::applied(
        reply,
        Change {
            record: rec,
            archive: false,
            log: Vec::new(),
            outbox,
        },
    )
}

/// Saves a lobby with a new seat and says so in the channel.
fn seated(next: ChannelRecord, ch: &str, name: &str, reply: Msg) -> Decision {
    let news = msg!(
        "host-joined",
        player = name,
        seated = next.seats.len(),
        seats = next.settings.seats
    );
    saved(next, ch, reply, news)
}

/// A name typed by a user, cleaned: no control characters, at most 32
/// characters; `fallback` when nothing is left.
fn clean_name(wanted: &str, fallback: Lang) -> String {
    let name: String = wanted
        .chars()
        .filter(|c| !c.is_control())
        .take(32)
        .collect();
    match name.trim() {
        "" => fallback.tr(&msg!("host-default-player-name")),
        n => n.to_string(),
    }
}

/// A seat name not yet taken ("ann", "ann 2", ...).
fn free_name(rec: &ChannelRecord, wanted: &str) -> String {
    let base = clean_name(wanted, rec.lang);
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
            return Decision::reply(if r.state.is_some() {
                msg!("host-new-game-exists")
            } else {
                msg!("host-new-lobby-exists")
            });
        }
        let board = match maps::board(map) {
            Ok(b) => b,
            Err(_) => return Decision::reply(msg!("host-new-no-board", map = map.as_str())),
        };
        let cfg = board.family.config();
        let variant = match variant.as_deref() {
            None => Variant::Classic,
            Some(_) if board.family != Family::Europe => {
                return Decision::reply(msg!("host-new-variant-europe-only"));
            }
            Some(v) => match Variant::parse(v) {
                Some(v) => v,
                None => return Decision::reply(msg!("host-new-no-variant", variant = v)),
            },
        };
        if *bonus && board.family != Family::Europe {
            return Decision::reply(msg!("host-new-bonus-europe-only"));
        }
        let seats = seats.map(usize::from).unwrap_or(cfg.max_players.min(4));
        if seats < cfg.min_players || seats > cfg.max_players {
            return Decision::reply(msg!(
                "host-new-seats",
                board = text::board_title(&board),
                least = cfg.min_players,
                most = cfg.max_players
            ));
        }
        let lang = lang.unwrap_or(req.channel_lang);
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
                name: clean_name(&caller.name, lang),
                lang: caller.lang,
                bot: None,
            }],
            seed: rand::random(),
            state: None,
            deadline: None,
            recent: History::default(),
            answered: Vec::new(),
            lang,
        };
        let news = msg!(
            "host-lobby-opened",
            player = rec.seats[0].name.as_str(),
            board = text::board_title(&board),
            tickets = match board.family {
                Family::Europe => variant_msg(variant),
                _ => msg!("host-variant-none"),
            },
            seats = seats
        );
        return saved(rec, ch, msg!("host-lobby-opened-reply"), news);
    }

    let Some(rec) = rec else {
        return Decision::reply(msg!("host-no-game"));
    };
    let may_manage = caller.admin || rec.creator == caller.id;
    let mut next = rec.clone();
    match &req.command {
        Command::Join => {
            if rec.state.is_some() {
                return Decision::reply(msg!("host-join-started"));
            }
            if rec.seat_of(&caller.id).is_some() {
                return Decision::reply(msg!("host-join-already"));
            }
            if rec.seats.len() >= rec.settings.seats as usize {
                return Decision::reply(msg!("host-lobby-full"));
            }
            let name = free_name(rec, &caller.name);
            next.seats.push(SeatInfo {
                user: Some(caller.id.clone()),
                name: name.clone(),
                bot: None,
                lang: caller.lang,
            });
            seated(next, ch, &name, msg!("host-join-reply"))
        }
        Command::Leave => {
            if rec.state.is_some() {
                return Decision::reply(msg!("host-leave-started"));
            }
            let Some(seat) = rec.seat_of(&caller.id) else {
                return Decision::reply(msg!("host-leave-not-in"));
            };
            let name = next.seats.remove(seat).name;
            saved(
                next,
                ch,
                msg!("host-leave-reply"),
                msg!("host-left", player = name),
            )
        }
        Command::AddBot { level } => {
            if rec.state.is_some() {
                return Decision::reply(msg!("host-already-started"));
            }
            if rec.seat_of(&caller.id).is_none() && !may_manage {
                return Decision::reply(msg!("host-addbot-not-in"));
            }
            if rec.seats.len() >= rec.settings.seats as usize {
                return Decision::reply(msg!("host-lobby-full"));
            }
            let n = rec.seats.iter().filter(|s| s.bot.is_some()).count() + 1;
            let wanted = rec.lang.tr(&match level {
                BotLevel::Easy => msg!("host-bot-name-easy", n = n),
                BotLevel::Hard => msg!("host-bot-name-hard", n = n),
            });
            let name = free_name(rec, &wanted);
            next.seats.push(SeatInfo {
                user: None,
                name: name.clone(),
                bot: Some(*level),
                lang: Lang::default(),
            });
            seated(next, ch, &name, msg!("host-addbot-reply"))
        }
        Command::Start => start(host, rec, next, req, now, may_manage),
        Command::End => {
            if !may_manage {
                return Decision::reply(msg!("host-end-not-allowed"));
            }
            let Ok(board) = board_of(rec) else {
                return Decision::applied(
                    msg!("host-end-reply"),
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
                    msg!("host-lobby-closed-reply"),
                    Change {
                        outbox: vec![public(
                            ch,
                            rec.lang,
                            msg!("host-lobby-closed", player = caller.name.as_str()),
                        )],
                        record: next,
                        archive: true,
                        log: Vec::new(),
                    },
                ),
                Some(state) => {
                    let events = end_now(state);
                    let mut run = Run::default();
                    let names: Vec<String> = rec.seats.iter().map(|s| s.name.clone()).collect();
                    run.record(&board, &names, LogEntry::Ended, events);
                    run.lines
                        .insert(0, msg!("host-ended-early", player = caller.name.as_str()));
                    Decision::applied(
                        msg!("host-end-scored-reply"),
                        finish(&board, ch, rec, next, run, now),
                    )
                }
            }
        }
        Command::Kick { user } => {
            if !may_manage {
                return Decision::reply(msg!("host-kick-not-allowed"));
            }
            let wanted = user.trim().trim_start_matches('@');
            let Some(seat) = rec.seats.iter().position(|s| {
                s.user.as_deref() == Some(wanted)
                    || (s.bot.is_none() && s.name.eq_ignore_ascii_case(wanted))
            }) else {
                return Decision::reply(msg!("host-kick-no-player", player = wanted));
            };
            let name = rec.seats[seat].name.clone();
            if rec.state.is_none() {
                next.seats.remove(seat);
                return saved(
                    next,
                    ch,
                    msg!("host-kick-reply"),
                    msg!("host-kicked-from-lobby", player = name),
                );
            }
            next.seats[seat].user = None;
            next.seats[seat].bot = Some(BotLevel::Hard);
            let board = match board_of(rec) {
                Ok(b) => b,
                Err(e) => return Decision::reply(e),
            };
            let mut run = Run::default();
            run.lines.push(msg!("host-kicked", player = name));
            run_bots(host, &board, &mut next, &mut run);
            Decision::applied(
                msg!("host-kick-bot-reply"),
                finish(&board, ch, rec, next, run, now),
            )
        }
        _ => Decision::reply(msg!("host-not-lobby-command")),
    }
}

/// A Europe ticket variant's name for players.
fn variant_msg(v: Variant) -> Msg {
    match v {
        Variant::Classic => msg!("host-variant-classic"),
        Variant::Europe1912 => msg!("host-variant-1912"),
        Variant::Mega => msg!("host-variant-mega"),
        Variant::BigCities => msg!("host-variant-big-cities"),
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
        return Decision::reply(msg!("host-already-started"));
    }
    if !may_manage {
        return Decision::reply(msg!("host-start-not-allowed"));
    }
    let board = match board_of(rec) {
        Ok(b) => b,
        Err(e) => return Decision::reply(e),
    };
    let cfg = board.family.config();
    if rec.seats.len() < cfg.min_players {
        return Decision::reply(msg!(
            "host-start-too-few",
            board = text::board_title(&board),
            least = cfg.min_players,
            seated = rec.seats.len()
        ));
    }
    let names: Vec<String> = rec.seats.iter().map(|s| s.name.clone()).collect();
    let state = match new_game(&board, &names, rec.settings.options.clone(), rec.seed) {
        Ok(s) => s,
        Err(e) => return Decision::reply(e.message()),
    };
    next.state = Some(state);
    let mut run = Run::default();
    run.log.push(LogEntry::Started {
        map: board.name.clone(),
        names,
        options: rec.settings.options.clone(),
        seed: rec.seed,
    });
    run.lines
        .push(msg!("host-game-starts", board = text::board_title(&board)));
    run_bots(host, &board, &mut next, &mut run);
    Decision::applied(
        msg!("host-start-reply"),
        finish(&board, &req.channel, rec, next, run, now),
    )
}
