//! The lobby: opening a game, joining, computer players, starting, ending.

use super::bots::run_bots;
use super::command::{BotLevel, Lobby, NewGame, TimeoutPolicy};
use super::decision::{Change, Decision};
use super::game::Effects;
use super::kernel::Host;
use super::outbox::{OutMsg, Target};
use super::record::{ChannelRecord, GameSetup, History, LogEntry, SeatInfo};
use super::request::{Caller, Request};
use super::text;
use crate::host::error::HostError;
use crate::i18n::{Lang, Msg};
use crate::msg;
use crate::rules::{Board, Family, GameOptions, Variant, end_now, new_game};

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
        selects: Vec::new(),
        origin: None,
        dressed: false,
        link: None,
    }
}

/// Saves the lobby and tells the channel `news`.
pub(super) fn saved(rec: ChannelRecord, ch: &str, reply: Msg, news: Msg) -> Decision {
    let outbox = vec![public(ch, rec.lang, news)];
    Decision::applied(reply, Change::unlogged(rec, outbox))
}

/// Saves a lobby with a new seat and says so in the channel.
fn seated(next: ChannelRecord, ch: &str, name: &str, reply: Msg) -> Decision {
    let news = msg!(
        "host-joined",
        player = name,
        seated = next.seats.len(),
        seats = next.setup.seats
    );
    saved(next, ch, reply, news)
}

/// A name typed by a user, cleaned (see `i18n::clean_name`); `fallback` when
/// nothing is left.
pub(super) fn clean_name(wanted: &str, fallback: Lang) -> String {
    match crate::i18n::clean_name(wanted) {
        n if n.is_empty() => fallback.tr(&msg!("host-default-player-name")),
        n => n,
    }
}

/// A seat name not yet taken ("ann", "ann 2", ...).
pub(super) fn free_name(rec: &ChannelRecord, wanted: &str) -> String {
    let base = clean_name(wanted, rec.lang);
    let taken = |n: &str| rec.seats.iter().any(|s| s.name.eq_ignore_ascii_case(n));
    if !taken(&base) {
        return base;
    }
    (2..)
        .map(|i| crate::i18n::numbered(&base, i))
        .find(|n| !taken(n))
        .unwrap_or(base)
}

/// Decides a lobby command: opening, joining, leaving, computer players,
/// starting, ending, kicking.
pub(super) fn decide_lobby(
    host: &Host,
    rec: Option<&ChannelRecord>,
    req: &Request,
    cmd: Lobby,
    now: u64,
) -> Decision {
    if let Lobby::New(new) = cmd {
        return match rec {
            Some(r) if r.state.is_some() => Decision::reply(msg!("host-new-game-exists")),
            Some(_) => Decision::reply(msg!("host-new-lobby-exists")),
            None => open(new, req, now),
        };
    }
    let Some(rec) = rec else {
        return Decision::reply(msg!("host-no-game"));
    };
    let ask = Ask {
        host,
        rec,
        req,
        may_manage: req.caller.admin || rec.creator == req.caller.id,
    };
    match cmd {
        Lobby::New(_) => Decision::reply(msg!("host-new-lobby-exists")),
        Lobby::Join => join(&ask),
        Lobby::Leave => leave(&ask),
        Lobby::AddBot(level) => add_bot(&ask, level),
        Lobby::Start => start(&ask),
        Lobby::End => end(&ask),
        Lobby::Kick(user) => kick(&ask, user),
    }
}

/// A lobby command against an existing record.
struct Ask<'a> {
    host: &'a Host,
    rec: &'a ChannelRecord,
    req: &'a Request,
    /// The caller created the game or manages the channel.
    may_manage: bool,
}

impl Ask<'_> {
    fn channel(&self) -> &str {
        &self.req.channel
    }
}

/// The ticket variant asked for, if the board has variants.
fn variant_of(board: &Board, new: &NewGame) -> Result<Variant, HostError> {
    match new.variant {
        Some(_) if board.family != Family::Europe => {
            Err(HostError::Refused(msg!("host-new-variant-europe-only")))
        }
        _ if new.bonus && board.family != Family::Europe => {
            Err(HostError::Refused(msg!("host-new-bonus-europe-only")))
        }
        v => Ok(v.unwrap_or(Variant::Classic)),
    }
}

/// `/game new`: opens a lobby with the caller in the first seat.
fn open(new: &NewGame, req: &Request, now: u64) -> Decision {
    let ch = req.channel.as_str();
    let board = match new.board.load() {
        Ok(b) => b,
        Err(_) => return Decision::reply(msg!("host-new-no-board", map = new.board.name())),
    };
    let settings = match settings_of(&board, new) {
        Ok(s) => s,
        Err(e) => return Decision::reply(e.message()),
    };
    let (variant, seats) = (settings.options.variant, settings.seats);
    let lang = new.lang.unwrap_or(req.channel_lang);
    let rec = ChannelRecord {
        game_id: format!("{ch}-{now}-{:04x}", rand::random::<u16>()),
        creator: req.caller.id.clone(),
        setup: settings,
        seats: vec![SeatInfo {
            user: Some(req.caller.id.clone()),
            name: clean_name(&req.caller.name, lang),
            lang: req.caller.lang,
            bot: None,
        }],
        seed: rand::random(),
        state: None,
        deadline: None,
        recent: History::default(),
        answered: Vec::new(),
        placed: Vec::new(),
        comforts: Default::default(),
        lang,
        table: None,
        guild: req.guild.clone(),
        tally: Default::default(),
        subs: Default::default(),
        away: Vec::new(),
        indexed: true,
        lost_since: None,
        web: None,
        players_settings: Default::default(),
        link_gens: Default::default(),
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
    saved(rec, ch, msg!("host-lobby-opened-reply"), news)
}

/// A new game's settings as `/game new` asks, or why they are refused.
fn settings_of(board: &Board, new: &NewGame) -> Result<GameSetup, HostError> {
    let variant = variant_of(board, new)?;
    let cfg = board.family.config();
    let seats = new.seats.map(usize::from).unwrap_or(cfg.max_players.min(4));
    if seats < cfg.min_players || seats > cfg.max_players {
        return Err(HostError::Refused(msg!(
            "host-new-seats",
            board = text::board_title(board),
            least = cfg.min_players,
            most = cfg.max_players
        )));
    }
    // Ticket alerts are private help: a game with them is unrated.
    let rated = match (new.rated, new.ticket_alerts) {
        (Some(true), true) => return Err(HostError::Refused(msg!("league-rated-no-alerts"))),
        (rated, alerts) => rated.unwrap_or(!alerts),
    };
    let hours = new.turn_hours.unwrap_or(DEFAULT_TURN_HOURS);
    Ok(GameSetup {
        map: board.name.clone(),
        options: GameOptions {
            variant,
            bonus_tickets: new.bonus,
        },
        seats: seats as u8,
        turn_secs: (hours > 0).then_some(hours as u64 * 3600),
        timeout: new.timeout.unwrap_or(TimeoutPolicy::Bot),
        ticket_alerts: new.ticket_alerts,
        rated,
        away_days: new
            .away_days
            .unwrap_or(super::away::DEFAULT_AWAY_DAYS)
            .min(super::away::MAX_PAUSE_DAYS),
        cover: new.cover,
        cover_level: new.cover_level.unwrap_or_default(),
    })
}

/// `/game join`: takes a free seat in the lobby.
fn join(ask: &Ask) -> Decision {
    let (rec, caller) = (ask.rec, &ask.req.caller);
    if rec.state.is_some() {
        return Decision::reply(msg!("host-join-started"));
    }
    if rec.seat_of(&caller.id).is_some() {
        return Decision::reply(msg!("host-join-already"));
    }
    if rec.seats.len() >= rec.setup.seats as usize {
        return Decision::reply(msg!("host-lobby-full"));
    }
    let name = free_name(rec, &caller.name);
    let mut next = rec.clone();
    next.seats.push(SeatInfo {
        user: Some(caller.id.clone()),
        name: name.clone(),
        bot: None,
        lang: caller.lang,
    });
    seated(next, ask.channel(), &name, msg!("host-join-reply"))
}

/// `/game leave`: gives up a seat before the start.
fn leave(ask: &Ask) -> Decision {
    if ask.rec.state.is_some() {
        return Decision::reply(msg!("host-leave-started"));
    }
    let Some(seat) = ask.rec.seat_of(&ask.req.caller.id) else {
        return Decision::reply(msg!("host-leave-not-in"));
    };
    let mut next = ask.rec.clone();
    let name = next.seats.remove(seat).name;
    saved(
        next,
        ask.channel(),
        msg!("host-leave-reply"),
        msg!("host-left", player = name),
    )
}

/// `/game addbot`: seats a computer player.
fn add_bot(ask: &Ask, level: BotLevel) -> Decision {
    let rec = ask.rec;
    if rec.state.is_some() {
        return Decision::reply(msg!("host-already-started"));
    }
    if rec.seat_of(&ask.req.caller.id).is_none() && !ask.may_manage {
        return Decision::reply(msg!("host-addbot-not-in"));
    }
    if rec.seats.len() >= rec.setup.seats as usize {
        return Decision::reply(msg!("host-lobby-full"));
    }
    let n = rec.seats.iter().filter(|s| s.bot.is_some()).count() + 1;
    // The level is shown beside the name in the lobby (`host-seat-bot-*`).
    let wanted = rec.lang.tr(&msg!("host-bot-name", n = n));
    let name = free_name(rec, &wanted);
    let mut next = rec.clone();
    next.seats.push(SeatInfo {
        user: None,
        name: name.clone(),
        bot: Some(level),
        lang: Lang::default(),
    });
    seated(next, ask.channel(), &name, msg!("host-addbot-reply"))
}

/// `/game end`: closes a lobby, or ends a game now and scores it.
fn end(ask: &Ask) -> Decision {
    if !ask.may_manage {
        return Decision::reply(msg!("host-end-not-allowed"));
    }
    let (rec, ch) = (ask.rec, ask.channel());
    let mut next = rec.clone();
    let Ok(board) = rec.board() else {
        let change = Change::archived(next, vec![LogEntry::Ended], Vec::new());
        return Decision::applied(msg!("host-end-reply"), change);
    };
    let caller = shown_name(rec, &ask.req.caller);
    let caller = caller.as_str();
    let Some(state) = next.state.as_mut() else {
        let closed = public(ch, rec.lang, msg!("host-lobby-closed", player = caller));
        let change = Change::archived(next, Vec::new(), vec![closed]);
        return Decision::applied(msg!("host-lobby-closed-reply"), change);
    };
    let events = end_now(state);
    let mut run = Effects::default();
    let names: Vec<String> = rec.seats.iter().map(|s| s.name.clone()).collect();
    run.record(&board, &names, LogEntry::Ended, events);
    run.lines
        .insert(0, msg!("host-ended-early", player = caller));
    Decision::applied(msg!("host-end-scored-reply"), Change::moved(next, run))
}

/// The caller's name as the channel sees it: their seat's name, else the
/// name they go by, cleaned as at intake.
fn shown_name(rec: &ChannelRecord, caller: &Caller) -> String {
    match rec.seat_of(&caller.id) {
        Some(seat) => rec.seats[seat].name.clone(),
        None => clean_name(&caller.name, rec.lang),
    }
}

/// `/game kick`: removes a player; in a game, a computer player takes over.
fn kick(ask: &Ask, user: &str) -> Decision {
    if !ask.may_manage {
        return Decision::reply(msg!("host-kick-not-allowed"));
    }
    let (rec, ch) = (ask.rec, ask.channel());
    let wanted = user.trim().trim_start_matches('@');
    let Some(seat) = rec.seats.iter().position(|s| {
        s.user.as_deref() == Some(wanted)
            || (s.bot.is_none() && s.name.eq_ignore_ascii_case(wanted))
    }) else {
        return Decision::reply(msg!("host-kick-no-player", player = wanted));
    };
    let name = rec.seats[seat].name.as_str();
    if rec.state.is_none() {
        let mut next = rec.clone();
        next.seats.remove(seat);
        let news = msg!("host-kicked-from-lobby", player = name);
        return saved(next, ch, msg!("host-kick-reply"), news);
    }
    let news = msg!("host-kicked", player = name);
    match to_computer(ask.host, rec, ch, seat, news) {
        Ok(change) => Decision::applied(msg!("host-kick-bot-reply"), change),
        Err(e) => Decision::reply(e.message()),
    }
}

/// A running game's `seat` goes to a computer player, which moves at once
/// if it is its turn, and opens to substitutes; the channel hears `news`.
pub(super) fn to_computer(
    host: &Host,
    rec: &ChannelRecord,
    ch: &str,
    seat: usize,
    news: Msg,
) -> Result<Change, HostError> {
    let board = rec.board()?;
    let mut next = rec.clone();
    next.seats[seat].user = None;
    next.seats[seat].bot = Some(BotLevel::Hard);
    let mut run = Effects::default();
    run.lines.push(news);
    next.away.retain(|a| a.seat != seat);
    let notice = super::substitute::open(&mut next, seat, ch);
    run_bots(host, &board, &mut next, &mut run);
    let mut change = Change::moved(next, run);
    change.outbox.extend(notice);
    Ok(change)
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

/// `/game start`: deals and begins the game.
fn start(ask: &Ask) -> Decision {
    let rec = ask.rec;
    if rec.state.is_some() {
        return Decision::reply(msg!("host-already-started"));
    }
    if !ask.may_manage {
        return Decision::reply(msg!("host-start-not-allowed"));
    }
    let board = match rec.board() {
        Ok(b) => b,
        Err(e) => return Decision::reply(e.message()),
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
    let state = match new_game(&board, &names, rec.setup.options.clone(), rec.seed) {
        Ok(s) => s,
        Err(e) => return Decision::reply(e.message()),
    };
    let mut next = rec.clone();
    next.state = Some(state);
    let mut run = Effects::default();
    run.log.push(LogEntry::Started {
        map: board.name.clone(),
        names,
        options: rec.setup.options.clone(),
        seed: rec.seed,
    });
    run.lines
        .push(msg!("host-game-starts", board = text::board_title(&board)));
    run_bots(ask.host, &board, &mut next, &mut run);
    Decision::applied(msg!("host-start-reply"), Change::moved(next, run))
}
