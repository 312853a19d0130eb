//! Slash-command options to host commands: plain functions, so the mapping
//! is tested without Discord. Every decision stays in the host; here values
//! are only checked for shape (length, control characters, number lists).

use crate::host::{
    BotLevel, Command, DrawFrom, HostError, MAX_VALUE_LEN, NewGame, Ping, PremoveCmd,
    SettingsChange, Size, TimeoutPolicy, parse_quiet, parse_tz, words,
};
use crate::i18n::{Lang, Msg};
use crate::maps::BoardId;
use crate::msg;
use crate::rules::{DeckKind, PayChoice, Variant};

/// The boards offered by `/game new`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub(super) enum MapChoice {
    #[name = "usa"]
    Usa,
    #[name = "europe"]
    Europe,
    #[name = "switzerland"]
    Switzerland,
    #[name = "world"]
    World,
}

impl MapChoice {
    /// The board chosen.
    pub(super) fn board(self) -> BoardId {
        match self {
            MapChoice::Usa => BoardId::Usa,
            MapChoice::Europe => BoardId::Europe,
            MapChoice::Switzerland => BoardId::Switzerland,
            MapChoice::World => BoardId::World,
        }
    }
}

/// Europe's ticket variants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub(super) enum VariantChoice {
    #[name = "classic"]
    Classic,
    #[name = "1912"]
    Europe1912,
    #[name = "mega"]
    Mega,
    #[name = "bigcities"]
    BigCities,
}

impl VariantChoice {
    /// The variant chosen.
    pub(super) fn variant(self) -> Variant {
        match self {
            VariantChoice::Classic => Variant::Classic,
            VariantChoice::Europe1912 => Variant::Europe1912,
            VariantChoice::Mega => Variant::Mega,
            VariantChoice::BigCities => Variant::BigCities,
        }
    }
}

/// What happens when a turn's time runs out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub(super) enum TimeoutChoice {
    #[name = "bot"]
    Bot,
    #[name = "skip"]
    Skip,
    #[name = "expert"]
    Expert,
}

impl TimeoutChoice {
    /// What happens when time runs out, and the level that plays for late
    /// and away players (as the typed word gives them).
    fn chosen(self) -> (TimeoutPolicy, BotLevel) {
        match self {
            TimeoutChoice::Bot => (TimeoutPolicy::Bot, BotLevel::Hard),
            TimeoutChoice::Skip => (TimeoutPolicy::Skip, BotLevel::Hard),
            TimeoutChoice::Expert => (TimeoutPolicy::Bot, BotLevel::Expert),
        }
    }
}

/// When a player is pinged (`/settings`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub(super) enum PingChoice {
    #[name = "every"]
    Every,
    #[name = "mine"]
    Mine,
    #[name = "digest"]
    Digest,
}

/// How big pictures are drawn (`/settings`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub(super) enum SizeChoice {
    #[name = "full"]
    Full,
    #[name = "phone"]
    Phone,
}

/// The options of `/settings`, as Discord delivers them.
pub(super) struct SettingsOptions {
    pub patterns: Option<bool>,
    pub ping: Option<PingChoice>,
    pub confirm: Option<bool>,
    pub size: Option<SizeChoice>,
    pub quiet: Option<String>,
    pub tz: Option<String>,
}

/// `/settings`; typed quiet hours and time zone are read by the host.
pub(super) fn settings(o: SettingsOptions) -> Result<Command, HostError> {
    let quiet = o.quiet.as_deref().map(parse_quiet).transpose();
    let tz = o.tz.as_deref().map(parse_tz).transpose();
    Ok(Command::Settings(SettingsChange {
        patterns: o.patterns,
        ping: o.ping.map(|p| match p {
            PingChoice::Every => Ping::Every,
            PingChoice::Mine => Ping::Mine,
            PingChoice::Digest => Ping::Digest,
        }),
        confirm_claims: o.confirm,
        size: o.size.map(|s| match s {
            SizeChoice::Full => Size::Full,
            SizeChoice::Phone => Size::Phone,
        }),
        quiet: quiet?,
        tz: tz?,
    }))
}

/// Computer player strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub(super) enum LevelChoice {
    #[name = "easy"]
    Easy,
    #[name = "hard"]
    Hard,
    #[name = "expert"]
    Expert,
}

impl LevelChoice {
    /// The level chosen; hard when none is.
    pub(super) fn level(choice: Option<LevelChoice>) -> BotLevel {
        match choice {
            Some(LevelChoice::Easy) => BotLevel::Easy,
            None | Some(LevelChoice::Hard) => BotLevel::Hard,
            Some(LevelChoice::Expert) => BotLevel::Expert,
        }
    }
}

/// Which way pieces are exchanged (World).
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub(super) enum ExchangeChoice {
    #[name = "trains to ships"]
    TrainsToShips,
    #[name = "ships to trains"]
    ShipsToTrains,
}

/// The language of a new game's messages and pictures. Each language is
/// offered under its own name, whatever the reader's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub(super) enum LangChoice {
    #[name = "en"]
    En,
    #[name = "ru"]
    Ru,
    #[name = "uk"]
    Uk,
}

impl LangChoice {
    /// The language chosen.
    pub(super) fn lang(self) -> Lang {
        match self {
            LangChoice::En => Lang::En,
            LangChoice::Ru => Lang::Ru,
            LangChoice::Uk => Lang::Uk,
        }
    }
}

/// A text option as typed: trimmed; too long or control characters refused
/// (the same limits as the host's command lines); blank is absent. `option`
/// is the option's name, as the reader's Discord shows it.
pub(super) fn text(option: Msg, value: Option<&str>) -> Result<Option<String>, HostError> {
    let Some(v) = value.map(str::trim).filter(|v| !v.is_empty()) else {
        return Ok(None);
    };
    if v.chars().count() > MAX_VALUE_LEN {
        return Err(HostError::Refused(msg!(
            "discord-parse-too-long",
            option = option,
            max = MAX_VALUE_LEN
        )));
    }
    if v.chars().any(char::is_control) {
        return Err(HostError::Refused(msg!(
            "discord-parse-control",
            option = option
        )));
    }
    Ok(Some(v.to_string()))
}

/// A place option: blank reaches the host, which shows an example from the
/// board in play.
fn place(option: Msg, value: &str) -> Result<String, HostError> {
    Ok(text(option, Some(value))?.unwrap_or_default())
}

/// A typed word option (`from`, `color`, `lane`, `refill`), read with the
/// host's words; blank is absent.
fn word<T>(
    option: Msg,
    value: Option<&str>,
    read: fn(&str) -> Result<T, HostError>,
) -> Result<Option<T>, HostError> {
    text(option, value)?.map(|v| read(&v)).transpose()
}

/// The options of `/game new`.
#[derive(Clone, Copy, Debug)]
pub(super) struct NewGameOptions {
    pub map: MapChoice,
    pub variant: Option<VariantChoice>,
    pub bonus: Option<bool>,
    pub seats: Option<u8>,
    pub turn_hours: Option<u32>,
    pub timeout: Option<TimeoutChoice>,
    pub lang: Option<LangChoice>,
    /// Warn players when a kept ticket can no longer be made.
    pub alerts: Option<bool>,
    /// Count the game for the server's league.
    pub rated: Option<bool>,
    /// Days an away player's clock may stop.
    pub away_days: Option<u8>,
    /// The computer covers an away player's turns at once.
    pub cover: Option<bool>,
}

/// `/game new`.
pub(super) fn game_new(o: NewGameOptions) -> Command {
    Command::New(NewGame {
        board: o.map.board(),
        variant: o.variant.map(VariantChoice::variant),
        bonus: o.bonus.unwrap_or(false),
        seats: o.seats,
        turn_hours: o.turn_hours,
        timeout: o.timeout.map(|t| t.chosen().0),
        lang: o.lang.map(LangChoice::lang),
        ticket_alerts: o.alerts.unwrap_or(false),
        rated: o.rated,
        away_days: o.away_days,
        cover: o.cover.unwrap_or(false),
        cover_level: o.timeout.map(|t| t.chosen().1),
    })
}

/// `/away`: a length (`2d`), a date, or off; nothing asked shows it.
pub(super) fn away(
    span: Option<&str>,
    until: Option<&str>,
    off: Option<bool>,
) -> Result<Command, HostError> {
    use crate::host::{AwayCmd, parse_date, parse_span};
    let cmd = match (span, until, off) {
        (None, None, Some(true)) => AwayCmd::Off,
        (None, None, _) => AwayCmd::Show,
        (Some(s), None, None | Some(false)) => AwayCmd::For(parse_span(s)?),
        (None, Some(d), None | Some(false)) => AwayCmd::Until(parse_date(d)?),
        _ => return Err(HostError::Refused(crate::msg!("parse-away-twice"))),
    };
    Ok(Command::Away(cmd))
}

/// `/game sub`: the seat as typed.
pub(super) fn sub(seat: &str) -> Command {
    Command::Sub {
        seat: crate::host::SeatRef::Named(seat.to_string()),
    }
}

/// `/game addbot`.
pub(super) fn add_bot(level: Option<LevelChoice>) -> Command {
    Command::AddBot {
        level: LevelChoice::level(level),
    }
}

/// `/game kick`: the chosen member's id.
pub(super) fn kick(user_id: u64) -> Command {
    Command::Kick {
        user: user_id.to_string(),
    }
}

/// `/draw`: the deck unless a face-up card is named.
pub fn parse_draw(from: Option<&str>, refill: Option<&str>) -> Result<Command, HostError> {
    Ok(Command::Draw {
        from: word(msg!("discord-opt-from"), from, words::draw_from)?
            .unwrap_or(DrawFrom::Deck(DeckKind::Trains)),
        refill: word(msg!("discord-opt-refill"), refill, words::refill)?,
    })
}

/// How a route, station or harbor is paid for.
fn pay(
    color: Option<&str>,
    locos: Option<u8>,
    doubles: Option<u8>,
) -> Result<PayChoice, HostError> {
    Ok(PayChoice {
        color: word(msg!("discord-opt-color"), color, words::color)?,
        locos,
        doubles,
    })
}

/// `/claim`.
pub(super) fn claim(
    route: &str,
    color: Option<&str>,
    locos: Option<u8>,
    doubles: Option<u8>,
    lane: Option<&str>,
) -> Result<Command, HostError> {
    Ok(Command::Claim {
        route: place(msg!("discord-opt-route"), route)?,
        pay: pay(color, locos, doubles)?,
        lane: word(msg!("discord-opt-lane"), lane, words::lane)?.unwrap_or_default(),
    })
}

/// The options of `/premove`, as typed.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct PremoveOptions<'a> {
    pub route: Option<&'a str>,
    pub color: Option<&'a str>,
    pub locos: Option<u8>,
    pub lane: Option<&'a str>,
    pub draw: Option<&'a str>,
    pub then: Option<&'a str>,
    pub clear: Option<bool>,
}

/// `/premove`: no options shows the plan, `clear` removes it, a route or
/// draws queue one.
pub(super) fn premove(o: PremoveOptions) -> Result<Command, HostError> {
    let draws = [
        word(msg!("discord-opt-draw"), o.draw, words::draw_from)?,
        word(msg!("discord-opt-then"), o.then, words::draw_from)?,
    ];
    let draws: Vec<DrawFrom> = draws.into_iter().flatten().collect();
    let route = o.route.map(str::trim).filter(|r| !r.is_empty());
    let planned = route.is_some() || !draws.is_empty();
    let cmd = match (o.clear == Some(true), planned) {
        (true, true) => return Err(HostError::Refused(msg!("parse-premove-clear-and-plan"))),
        (true, false) => PremoveCmd::Clear,
        (false, false) => PremoveCmd::Show,
        (false, true) => PremoveCmd::Set {
            route: route.map(str::to_string),
            pay: pay(o.color, o.locos, None)?,
            lane: word(msg!("discord-opt-lane"), o.lane, words::lane)?.unwrap_or_default(),
            draws,
        },
    };
    Ok(Command::Premove(cmd))
}

/// `/tunnel`.
pub(super) fn tunnel(pay: bool, locos: Option<u8>) -> Command {
    Command::Tunnel { pay, locos }
}

/// `/keep`: offer positions such as `1,3` or `1 3`, or `0` to keep none;
/// nothing named asks the host to explain the offer.
pub fn parse_keep(tickets: Option<&str>) -> Result<Command, HostError> {
    let Some(list) = text(msg!("discord-opt-tickets"), tickets)? else {
        return Ok(Command::Keep {
            tickets: Vec::new(),
        });
    };
    let mut picked = Vec::new();
    for part in list.split([',', ' ', '+', ';']).filter(|s| !s.is_empty()) {
        match part.parse::<usize>() {
            Ok(n) if (0..=10).contains(&n) => {
                if !picked.contains(&n) {
                    picked.push(n);
                }
            }
            _ => {
                return Err(HostError::Refused(msg!(
                    "discord-parse-ticket-number",
                    part = part
                )));
            }
        }
    }
    Ok(Command::Keep { tickets: picked })
}

/// `/station`.
pub fn parse_station(
    city: &str,
    color: Option<&str>,
    locos: Option<u8>,
) -> Result<Command, HostError> {
    Ok(Command::Station {
        city: place(msg!("discord-opt-city"), city)?,
        pay: pay(color, locos, None)?,
    })
}

/// `/harbor`.
pub(super) fn harbor(
    city: &str,
    color: Option<&str>,
    locos: Option<u8>,
) -> Result<Command, HostError> {
    Ok(Command::Harbor {
        city: place(msg!("discord-opt-city"), city)?,
        pay: pay(color, locos, None)?,
    })
}

/// `/exchange`.
pub(super) fn exchange(direction: ExchangeChoice, count: u8) -> Command {
    Command::Exchange {
        to_ships: direction == ExchangeChoice::TrainsToShips,
        count,
    }
}

/// `/split`.
pub(super) fn split(trains: u8, ships: u8) -> Command {
    Command::Split { trains, ships }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A new game on `map` with every other option left out.
    fn on(map: MapChoice) -> NewGameOptions {
        NewGameOptions {
            map,
            variant: None,
            bonus: None,
            seats: None,
            turn_hours: None,
            timeout: None,
            lang: None,
            alerts: None,
            rated: None,
            away_days: None,
            cover: None,
        }
    }
    use crate::cli::parse;

    #[test]
    fn options_map_to_the_same_commands_as_typed_lines() {
        assert_eq!(
            claim(" Paris Bruxelles ", Some("red"), Some(1), None, None).unwrap(),
            parse("/claim route:\"Paris Bruxelles\" color:red locos:1").unwrap()
        );
        assert_eq!(
            parse_draw(None, None).unwrap(),
            parse("/draw from:deck").unwrap()
        );
        assert_eq!(
            parse_draw(Some("3"), None).unwrap(),
            parse("/draw from:3").unwrap()
        );
        assert_eq!(
            parse_keep(Some("1,3")).unwrap(),
            parse("/keep tickets:1,3").unwrap()
        );
        assert_eq!(
            parse_keep(Some("1 3")).unwrap(),
            parse("/keep tickets:1,3").unwrap()
        );
        assert_eq!(parse_keep(None).unwrap(), parse("/keep").unwrap());
        assert_eq!(
            game_new(NewGameOptions {
                variant: Some(VariantChoice::Europe1912),
                bonus: Some(true),
                seats: Some(3),
                turn_hours: Some(0),
                timeout: Some(TimeoutChoice::Skip),
                lang: Some(LangChoice::Uk),
                ..on(MapChoice::Europe)
            }),
            parse(
                "/game new map:europe variant:1912 bonus:yes seats:3 turn:0 timeout:skip lang:uk"
            )
            .unwrap()
        );
        assert_eq!(
            game_new(on(MapChoice::Usa)),
            parse("/game new map:usa").unwrap()
        );
        assert_eq!(
            game_new(NewGameOptions {
                timeout: Some(TimeoutChoice::Expert),
                ..on(MapChoice::Usa)
            }),
            parse("/game new map:usa timeout:expert").unwrap()
        );
        for (choice, code) in [
            (LangChoice::En, "en"),
            (LangChoice::Ru, "ru"),
            (LangChoice::Uk, "uk"),
        ] {
            assert_eq!(
                game_new(NewGameOptions {
                    lang: Some(choice),
                    ..on(MapChoice::World)
                }),
                parse(&format!("/game new map:world lang:{code}")).unwrap()
            );
        }
        assert_eq!(add_bot(None), parse("/game addbot").unwrap());
        assert_eq!(
            add_bot(Some(LevelChoice::Easy)),
            parse("/game addbot level:easy").unwrap()
        );
        assert_eq!(
            add_bot(Some(LevelChoice::Expert)),
            parse("/game addbot level:expert").unwrap()
        );
        assert_eq!(kick(42), parse("/game kick user:42").unwrap());
        assert_eq!(tunnel(false, None), parse("/tunnel pay:no").unwrap());
        assert_eq!(
            parse_station("Wien", Some("blue"), None).unwrap(),
            parse("/station city:Wien color:blue").unwrap()
        );
        assert_eq!(
            harbor("Hamburg", None, Some(2)).unwrap(),
            parse("/harbor city:Hamburg locos:2").unwrap()
        );
        assert_eq!(
            exchange(ExchangeChoice::ShipsToTrains, 4),
            parse("/exchange ships_to_trains:4").unwrap()
        );
        assert_eq!(split(20, 40), parse("/split trains:20 ships:40").unwrap());
    }

    #[test]
    fn bad_values_are_refused_with_a_way_out() {
        // A blank place reaches the host, whose refusal shows an example
        // from the board in play.
        assert!(matches!(
            claim("  ", None, None, None, None),
            Ok(Command::Claim { route, .. }) if route.is_empty()
        ));
        assert!(
            claim(&"x".repeat(MAX_VALUE_LEN + 1), None, None, None, None)
                .unwrap_err()
                .to_string()
                .contains("too long")
        );
        assert!(
            parse_station("Wi\u{7}en", None, None)
                .unwrap_err()
                .to_string()
                .contains("control")
        );
        assert!(
            parse_keep(Some("1,x"))
                .unwrap_err()
                .to_string()
                .contains("\"x\"")
        );
        // In the reader's language, naming the option as their Discord does.
        let e = claim(&"x".repeat(MAX_VALUE_LEN + 1), None, None, None, None).unwrap_err();
        assert_eq!(
            Lang::Ru.tr(&e.message()),
            "Значение «перегон» слишком длинное (не больше 200 символов)."
        );
        assert!(matches!(
            parse_station(" ", None, None),
            Ok(Command::Station { city, .. }) if city.is_empty()
        ));
        assert!(parse_keep(Some("11")).is_err());
        assert_eq!(
            parse_draw(Some("  "), None).unwrap(),
            parse("/draw").unwrap()
        );
    }

    #[test]
    fn every_board_is_offered() {
        let offered: Vec<BoardId> = [
            MapChoice::Usa,
            MapChoice::Europe,
            MapChoice::Switzerland,
            MapChoice::World,
        ]
        .iter()
        .map(|m| m.board())
        .collect();
        assert_eq!(offered, BoardId::ALL.to_vec());
        let variants: Vec<Variant> = [
            VariantChoice::Classic,
            VariantChoice::Europe1912,
            VariantChoice::Mega,
            VariantChoice::BigCities,
        ]
        .iter()
        .map(|v| v.variant())
        .collect();
        assert_eq!(
            variants,
            [
                Variant::Classic,
                Variant::Europe1912,
                Variant::Mega,
                Variant::BigCities
            ]
        );
    }
}
