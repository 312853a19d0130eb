//! The console's command lines: `/claim route:"Paris Bruxelles" color:red`.
//! Commands and options may be named as Discord shows them in English,
//! Russian or Ukrainian (`/прокласти ділянка:…`); values are read by the
//! host's words in any language. An option the command does not take, or
//! one left empty, is refused: nothing runs on a guess.

use crate::host::LeagueCmd;
use crate::host::{
    AwayCmd, Command, HostError, MAX_VALUE_LEN, NewGame, PremoveCmd, SeatRef, SettingsChange,
    parse_date, parse_quiet, parse_span, parse_tz, words,
};
use crate::i18n::{self, Lang, Msg};
use crate::msg;
use crate::rules::{DeckKind, PayChoice};
use std::collections::{BTreeMap, HashMap};
use std::sync::LazyLock;

#[path = "line_tourney.rs"]
mod tourney;

fn err<T>(msg: Msg) -> Result<T, HostError> {
    Err(HostError::Refused(msg))
}

/// One `key:value` as typed, with the English key it names.
struct Opt {
    typed: String,
    value: String,
}

/// The options of one line, by English name.
type Opts = BTreeMap<String, Opt>;

/// A line split into its words and its `key:value` options, as typed.
struct Tokens {
    words: Vec<String>,
    opts: Vec<(String, String)>,
}

/// Splits `/name sub key:value key:"two words"` into words and options.
fn tokenize(line: &str) -> Result<Tokens, HostError> {
    let mut words = Vec::new();
    let mut opts: Vec<(String, String, bool)> = Vec::new();
    let mut chars = line.trim().chars().peekable();
    while chars.peek().is_some() {
        if chars.next_if(|c| c.is_whitespace()).is_some() {
            continue;
        }
        let key: String =
            std::iter::from_fn(|| chars.next_if(|&c| c != ':' && !c.is_whitespace())).collect();
        if chars.next_if_eq(&':').is_none() {
            // A word after an unquoted value goes on with it: route:Zagreb Budapest.
            match opts.last_mut() {
                Some((_, value, false)) => {
                    value.push(' ');
                    value.push_str(&key);
                }
                _ => words.push(key),
            }
            continue;
        }
        let quoted = chars.next_if_eq(&'"').is_some();
        let value = if quoted {
            let v: String = std::iter::from_fn(|| chars.next_if(|&c| c != '"')).collect();
            if chars.next_if_eq(&'"').is_none() {
                return err(msg!("parse-quote-open", option = key));
            }
            v
        } else {
            std::iter::from_fn(|| chars.next_if(|c| !c.is_whitespace())).collect()
        };
        opts.push((key, value, quoted));
    }
    for (key, value, _) in &opts {
        check_value(key, value)?;
    }
    let opts = opts.into_iter().map(|(k, v, _)| (k, v)).collect();
    Ok(Tokens { words, opts })
}

/// Refuses a value that is empty, too long or holds control characters.
fn check_value(key: &str, value: &str) -> Result<(), HostError> {
    if value.trim().is_empty() {
        return err(msg!("parse-empty-value", option = key));
    }
    if value.chars().count() > MAX_VALUE_LEN {
        return err(msg!("parse-too-long", option = key, most = MAX_VALUE_LEN));
    }
    if value.chars().any(char::is_control) {
        return err(msg!("parse-control", option = key));
    }
    Ok(())
}

/// Russian and Ukrainian names of commands or options, as Discord shows them
/// (the catalog keys under `prefix`), mapped to their catalog keys.
fn localized_names(prefix: &str) -> HashMap<String, &'static str> {
    let mut names = HashMap::new();
    for key in i18n::keys(prefix) {
        if key.ends_with("-desc") {
            continue;
        }
        let name = Msg::new(key, Vec::new());
        for lang in Lang::ALL {
            names.insert(lang.tr(&name).to_lowercase(), key);
        }
    }
    names
}

static COMMAND_NAMES: LazyLock<HashMap<String, &'static str>> =
    LazyLock::new(|| localized_names("discord-cmd-"));
static OPTION_NAMES: LazyLock<HashMap<String, &'static str>> =
    LazyLock::new(|| localized_names("discord-opt-"));

/// A command or subcommand name in English (`/взять` is `draw`).
fn command_name(word: &str) -> String {
    let word = word.trim_start_matches('/').to_lowercase();
    match COMMAND_NAMES.get(&word) {
        Some(key) => Lang::En.tr(&Msg::new(key, Vec::new())),
        None => word,
    }
}

/// The catalog key of an option as typed; the console's own English
/// spellings (`turn`, `trains_to_ships`) are their own keys.
fn option_key(typed: &str) -> String {
    let lower = typed.to_lowercase();
    match lower.as_str() {
        "turn" => "discord-opt-turn-hours".into(),
        "trains_to_ships" | "ships_to_trains" => lower,
        _ => OPTION_NAMES
            .get(&lower)
            .map_or_else(|| format!("?{lower}"), |k| k.to_string()),
    }
}

/// A command's options, by catalog key; an option it does not take is
/// refused, naming the ones it does.
fn options(command: &Spec, opts: Vec<(String, String)>) -> Result<Opts, HostError> {
    let mut out = Opts::new();
    for (typed, value) in opts {
        let key = own_option(command, &typed).unwrap_or_else(|| option_key(&typed));
        if !command.options.contains(&key.as_str()) {
            return err(unknown_option(command, &typed));
        }
        out.insert(key, Opt { typed, value });
    }
    Ok(out)
}

/// The command's own option named `typed` in any language: two commands
/// may give one name two meanings (`/tourney create size:4`, `/settings
/// size:phone`).
fn own_option(command: &Spec, typed: &str) -> Option<String> {
    let typed = typed.to_lowercase();
    command
        .options
        .iter()
        .filter(|k| k.starts_with("discord-opt-"))
        .find(|&&k| {
            Lang::ALL
                .into_iter()
                .any(|l| l.tr(&Msg::new(k, Vec::new())).to_lowercase() == typed)
        })
        .map(|k| k.to_string())
}

/// "unknown option `frm`; /draw takes `from`, `refill`".
fn unknown_option(command: &Spec, typed: &str) -> Msg {
    let name = command.name_msg();
    if command.options.is_empty() {
        return msg!("parse-no-options", option = typed, command = name);
    }
    let takes: Vec<Msg> = command
        .options
        .iter()
        .filter(|k| k.starts_with("discord-opt-"))
        .map(|k| Msg::new(k, Vec::new()))
        .collect();
    msg!(
        "parse-unknown-option",
        option = typed,
        command = name,
        options = takes
    )
}

/// A command as the console knows it: its catalog keys and its options.
struct Spec {
    keys: &'static [&'static str],
    options: &'static [&'static str],
}

impl Spec {
    /// The command's name in the reader's language (`/game new`).
    fn name_msg(&self) -> Msg {
        match self.keys {
            [one] => Msg::new(one, Vec::new()),
            [top, sub, ..] => msg!(
                "parse-subcommand",
                command = Msg::new(top, Vec::new()),
                sub = Msg::new(sub, Vec::new())
            ),
            [] => msg!("parse-empty"),
        }
    }
}

/// A value typed without its option's name: says how to write it.
fn bare_value(spec: &Spec, text: &str) -> Msg {
    let shown: String = text.chars().take(30).collect();
    match spec.options.first() {
        Some(option) => msg!(
            "parse-bare-value",
            text = shown,
            command = spec.name_msg(),
            option = Msg::new(option, Vec::new())
        ),
        None => msg!("parse-bare-none", text = shown, command = spec.name_msg()),
    }
}

/// Whether `word` names a command (`draw`, `/draw`, `взять`).
pub(super) fn is_command(word: &str) -> bool {
    spec(&command_name(word), None).is_some()
}

/// The options of `/game new`.
const NEW_GAME_OPTIONS: &[&str] = &[
    "discord-opt-map",
    "discord-opt-variant",
    "discord-opt-bonus",
    "discord-opt-seats",
    "discord-opt-turn-hours",
    "discord-opt-timeout",
    "discord-opt-lang",
    "discord-opt-alerts",
    "discord-opt-rated",
    "discord-opt-away-days",
    "discord-opt-cover",
];

/// The options of `/claim`.
const CLAIM_OPTIONS: &[&str] = &[
    "discord-opt-route",
    "discord-opt-color",
    "discord-opt-locos",
    "discord-opt-jokers",
    "discord-opt-doubles",
    "discord-opt-lane",
];

/// The options of `/exchange` (the last two are its directions).
const EXCHANGE_OPTIONS: &[&str] = &[
    "discord-opt-direction",
    "discord-opt-count",
    "trains_to_ships",
    "ships_to_trains",
];

/// The options of `/premove`.
const PREMOVE_OPTIONS: &[&str] = &[
    "discord-opt-route",
    "discord-opt-color",
    "discord-opt-locos",
    "discord-opt-lane",
    "discord-opt-draw",
    "discord-opt-then",
    "discord-opt-clear",
];

/// The options of `/settings`.
const SETTINGS_OPTIONS: &[&str] = &[
    "discord-opt-patterns",
    "discord-opt-ping",
    "discord-opt-confirm",
    "discord-opt-picture-size",
    "discord-opt-quiet",
    "discord-opt-tz",
];

/// The options of `/station` and `/harbor`.
const STATION_OPTIONS: &[&str] = &[
    "discord-opt-city",
    "discord-opt-color",
    "discord-opt-locos",
    "discord-opt-jokers",
];

/// A command the console knows: name, subcommand (`None`: any other or
/// none), catalog keys and options.
type CommandRow = (
    &'static str,
    Option<&'static str>,
    &'static [&'static str],
    &'static [&'static str],
);

/// Every command the console knows; a subcommand's row precedes its
/// command's.
#[rustfmt::skip]
const COMMANDS: &[CommandRow] = &[
    ("game", Some("new"),     &["discord-cmd-game", "discord-cmd-game-new"],       NEW_GAME_OPTIONS),
    ("game", Some("sub"),     &["discord-cmd-game", "discord-cmd-game-sub"],       &["discord-opt-seat"]),
    ("game", Some("addbot"),  &["discord-cmd-game", "discord-cmd-game-addbot"],    &["discord-opt-level"]),
    ("game", Some("kick"),    &["discord-cmd-game", "discord-cmd-game-kick"],      &["discord-opt-user"]),
    ("game", None,            &["discord-cmd-game"],                               &[]),
    ("draw", None,            &["discord-cmd-draw"],                               &["discord-opt-from", "discord-opt-refill"]),
    ("claim", None,           &["discord-cmd-claim"],                              CLAIM_OPTIONS),
    ("tunnel", None,          &["discord-cmd-tunnel"],                             &["discord-opt-pay", "discord-opt-locos", "discord-opt-jokers"]),
    ("keep", None,            &["discord-cmd-keep"],                               &["discord-opt-tickets"]),
    ("station", None,         &["discord-cmd-station"],                            STATION_OPTIONS),
    ("harbor", None,          &["discord-cmd-harbor"],                             STATION_OPTIONS),
    ("exchange", None,        &["discord-cmd-exchange"],                           EXCHANGE_OPTIONS),
    ("split", None,           &["discord-cmd-split"],                              &["discord-opt-trains", "discord-opt-ships"]),
    ("tickets", None,         &["discord-cmd-tickets"],                            &[]),
    ("hand", None,            &["discord-cmd-hand"],                               &[]),
    ("board", None,           &["discord-cmd-board"],                              &[]),
    ("history", None,         &["discord-cmd-history"],                            &[]),
    ("premove", None,         &["discord-cmd-premove"],                            PREMOVE_OPTIONS),
    ("undo", None,            &["discord-cmd-undo"],                               &[]),
    ("settings", None,        &["discord-cmd-settings"],                           SETTINGS_OPTIONS),
    ("mygames", None,         &["discord-cmd-mygames"],                            &[]),
    ("webpages", None,        &["discord-cmd-webpages"],                           &["discord-opt-pages-on"]),
    ("leaderboard", None,     &["discord-cmd-leaderboard"],                        &["discord-opt-map", "discord-opt-season"]),
    ("stats", None,           &["discord-cmd-stats"],                              &["discord-opt-player"]),
    ("season", Some("start"), &["discord-cmd-season", "discord-cmd-season-start"], &["discord-opt-name"]),
    ("season", None,          &["discord-cmd-season"],                             &[]),
    ("rules", None,           &["discord-cmd-rules"],                              &["discord-opt-rules-board"]),
    ("away", None,            &["discord-cmd-away"],                               &["discord-opt-for", "discord-opt-until", "discord-opt-off"]),
];

/// The options each command takes, by catalog key.
fn spec(name: &str, sub: Option<&str>) -> Option<Spec> {
    if name == "tourney" {
        return tourney::spec(sub.or(Some("status")));
    }
    COMMANDS
        .iter()
        .find(|(n, s, _, _)| *n == name && (s.is_none() || *s == sub))
        .map(|&(_, _, keys, options)| Spec { keys, options })
}

/// Commands that read the word after their name: a subcommand, a board
/// (`/rules usa`), a span (`/away 2d`).
const TAKES_A_WORD: &[&str] = &[
    "game",
    "tourney",
    "premove",
    "leaderboard",
    "stats",
    "season",
    "away",
    "rules",
];

/// Parses one command line (with or without the leading slash).
pub fn parse(line: &str) -> Result<Command, HostError> {
    let Tokens { words, opts } = tokenize(line)?;
    let Some(first) = words.first() else {
        return err(msg!("parse-empty"));
    };
    let name = command_name(first);
    let sub = words.get(1).map(|s| command_name(s));
    let Some(spec) = spec(&name, sub.as_deref()) else {
        let shown: String = first.trim_start_matches('/').chars().take(30).collect();
        return err(msg!("parse-unknown", text = shown));
    };
    // The command's words (with the word some commands read after their
    // name); any more is a value typed without its option's name.
    let taken = if TAKES_A_WORD.contains(&name.as_str()) {
        2
    } else {
        1
    };
    if let Some(bare) = words.get(taken) {
        return err(bare_value(&spec, bare));
    }
    let o = Values(options(&spec, opts)?);
    match name.as_str() {
        "game" => game(sub.as_deref(), &o),
        "tourney" => tourney::parse(sub.as_deref(), &o),
        "draw" => Ok(Command::Draw {
            from: o
                .word("discord-opt-from", words::draw_from)?
                .unwrap_or(crate::host::DrawFrom::Deck(DeckKind::Trains)),
            refill: o.word("discord-opt-refill", words::refill)?,
        }),
        "claim" => Ok(Command::Claim {
            route: o.place("discord-opt-route"),
            pay: o.pay()?,
            lane: o.word("discord-opt-lane", words::lane)?.unwrap_or_default(),
        }),
        "tunnel" => tunnel(&o),
        "keep" => keep(&o),
        "station" => Ok(Command::Station {
            city: o.place("discord-opt-city"),
            pay: o.pay()?,
        }),
        "harbor" => Ok(Command::Harbor {
            city: o.place("discord-opt-city"),
            pay: o.pay()?,
        }),
        "exchange" => exchange(&o),
        "split" => Ok(Command::Split {
            trains: o
                .num("discord-opt-trains", 0..=60)?
                .ok_or_else(|| HostError::Refused(msg!("parse-split-trains")))?,
            ships: o
                .num("discord-opt-ships", 0..=60)?
                .ok_or_else(|| HostError::Refused(msg!("parse-split-ships")))?,
        }),
        "tickets" => Ok(Command::Tickets),
        "hand" => Ok(Command::Hand),
        "board" => Ok(Command::Board),
        "premove" => premove(sub.as_deref(), &o),
        "undo" => Ok(Command::Undo),
        "settings" => settings(&o),
        "mygames" => Ok(Command::MyGames),
        "webpages" => Ok(Command::WebPages(
            o.yes_no("discord-opt-pages-on", |t| msg!("parse-yes-no", text = t))?,
        )),
        "leaderboard" | "stats" | "season" => league(&name, sub.as_deref(), &o),
        "away" => away(words.get(1).map(String::as_str), &o),
        "rules" => rules(words.get(1).map(String::as_str), &o),
        _ => Ok(Command::History),
    }
}

/// A line's option values, by catalog key.
struct Values(Opts);

impl Values {
    fn get(&self, key: &str) -> Option<&Opt> {
        self.0.get(key)
    }

    /// A word option read by `read`.
    fn word<T>(
        &self,
        key: &str,
        read: fn(&str) -> Result<T, HostError>,
    ) -> Result<Option<T>, HostError> {
        self.get(key).map(|o| read(o.value.trim())).transpose()
    }

    /// A route or city: missing reaches the host as blank, and the host's
    /// refusal shows an example from the board in play.
    fn place(&self, key: &'static str) -> String {
        self.get(key)
            .map(|o| o.value.trim().to_string())
            .unwrap_or_default()
    }

    /// Free text that must be given; `example` shows a value.
    fn required(&self, key: &'static str, example: &str) -> Result<String, HostError> {
        match self.get(key) {
            Some(o) => Ok(o.value.trim().to_string()),
            None => err(msg!(
                "parse-required",
                option = Msg::new(key, Vec::new()),
                example = example
            )),
        }
    }

    /// A number option within `range`.
    fn num<T: TryFrom<i64>>(
        &self,
        key: &str,
        range: std::ops::RangeInclusive<i64>,
    ) -> Result<Option<T>, HostError> {
        let Some(o) = self.get(key) else {
            return Ok(None);
        };
        match o.value.trim().parse::<i64>() {
            Ok(n) if range.contains(&n) => Ok(T::try_from(n).ok()),
            _ => err(msg!(
                "parse-number",
                option = o.typed.as_str(),
                least = *range.start(),
                most = *range.end(),
                text = o.value.as_str()
            )),
        }
    }

    /// A yes/no option.
    fn yes_no(&self, key: &str, bad: fn(&str) -> Msg) -> Result<Option<bool>, HostError> {
        self.get(key)
            .map(|o| words::yes_no(&o.value).ok_or_else(|| HostError::Refused(bad(&o.value))))
            .transpose()
    }

    /// How a route, station or harbor is paid for; World's `jokers` is
    /// another name for `locos`.
    fn pay(&self) -> Result<PayChoice, HostError> {
        let locos = match self.num("discord-opt-locos", 0..=20)? {
            Some(n) => Some(n),
            None => self.num("discord-opt-jokers", 0..=20)?,
        };
        Ok(PayChoice {
            color: self.word("discord-opt-color", words::color)?,
            locos,
            doubles: self.num("discord-opt-doubles", 0..=20)?,
        })
    }
}

/// `/game …`.
fn game(sub: Option<&str>, o: &Values) -> Result<Command, HostError> {
    Ok(match sub {
        Some("new") => Command::New(new_game(o)?),
        Some("join") => Command::Join,
        Some("leave") => Command::Leave,
        Some("addbot") => Command::AddBot {
            level: o
                .word("discord-opt-level", words::level)?
                .unwrap_or(crate::host::BotLevel::Hard),
        },
        Some("start") => Command::Start,
        Some("end") => Command::End,
        Some("kick") => Command::Kick {
            user: o.required("discord-opt-user", "ann")?,
        },
        Some("sub") => Command::Sub {
            seat: SeatRef::Named(o.required("discord-opt-seat", "ann")?),
        },
        Some("status") | None => Command::Status,
        Some(x) => return err(msg!("parse-game-sub", text = x)),
    })
}

/// `/leaderboard`, `/stats`, `/season start|end`.
fn league(name: &str, sub: Option<&str>, o: &Values) -> Result<Command, HostError> {
    let text = |key: &str| o.get(key).map(|v| v.value.trim().to_string());
    Ok(Command::League(match (name, sub) {
        ("leaderboard", _) => LeagueCmd::Leaderboard {
            board: o.word("discord-opt-map", words::board)?,
            season: text("discord-opt-season"),
        },
        ("stats", _) => LeagueCmd::Stats {
            player: text("discord-opt-player"),
        },
        (_, Some("start")) => LeagueCmd::SeasonStart {
            name: text("discord-opt-name"),
        },
        (_, Some("end")) => LeagueCmd::SeasonEnd,
        (_, other) => {
            return err(msg!("league-season-sub", text = other.unwrap_or_default()));
        }
    }))
}

/// `/game new`.
fn new_game(o: &Values) -> Result<NewGame, HostError> {
    let board = o.word("discord-opt-map", words::board)?.ok_or_else(|| {
        HostError::Refused(msg!(
            "parse-required",
            option = msg!("discord-opt-map"),
            example = "europe"
        ))
    })?;
    let timeout = o.word("discord-opt-timeout", words::timeout)?;
    Ok(NewGame {
        board,
        variant: o.word("discord-opt-variant", words::variant)?,
        bonus: o
            .yes_no("discord-opt-bonus", |t| msg!("parse-yes-no", text = t))?
            .unwrap_or(false),
        seats: o.num("discord-opt-seats", 2..=5)?,
        turn_hours: o.num("discord-opt-turn-hours", 0..=168)?,
        timeout: timeout.map(|t| t.0),
        lang: o.word("discord-opt-lang", words::lang)?,
        ticket_alerts: o
            .yes_no("discord-opt-alerts", |t| msg!("parse-yes-no", text = t))?
            .unwrap_or(false),
        rated: o.yes_no("discord-opt-rated", |t| msg!("parse-yes-no", text = t))?,
        away_days: o.num("discord-opt-away-days", 0..=14)?,
        cover: o
            .yes_no("discord-opt-cover", |t| msg!("parse-yes-no", text = t))?
            .unwrap_or(false),
        cover_level: timeout.map(|t| t.1),
    })
}

/// `/away 2d`, `/away for:2d`, `/away until:2026-12-01`, `/away off`;
/// nothing asked shows it.
fn away(word: Option<&str>, o: &Values) -> Result<Command, HostError> {
    let off = o.yes_no("discord-opt-off", |t| msg!("parse-yes-no", text = t))?;
    let span = match (word, o.get("discord-opt-for")) {
        (Some(_), Some(_)) => return err(msg!("parse-away-twice")),
        (Some(w), None) if words::yes_no(w) == Some(false) => return Ok(away_off()),
        (Some(w), None) => Some(w.to_string()),
        (None, f) => f.map(|f| f.value.clone()),
    };
    let until = o.word("discord-opt-until", parse_date)?;
    match (span, until, off) {
        (None, None, Some(true)) => Ok(away_off()),
        (None, None, _) => Ok(Command::Away(AwayCmd::Show)),
        (Some(s), None, None | Some(false)) => {
            parse_span(&s).map(|secs| Command::Away(AwayCmd::For(secs)))
        }
        (None, Some(t), None | Some(false)) => Ok(Command::Away(AwayCmd::Until(t))),
        _ => err(msg!("parse-away-twice")),
    }
}

/// `/rules`, `/rules europe`, `/rules board:europe`.
fn rules(word: Option<&str>, o: &Values) -> Result<Command, HostError> {
    let typed = o.word("discord-opt-rules-board", words::board)?;
    let named = word.map(words::board).transpose()?;
    Ok(Command::Rules(typed.or(named)))
}

fn away_off() -> Command {
    Command::Away(AwayCmd::Off)
}

/// `/premove`: nothing shows the plan; `clear` (a word or `clear:yes`)
/// removes it; a route and draws queue one.
fn premove(sub: Option<&str>, o: &Values) -> Result<Command, HostError> {
    let clear = o.yes_no("discord-opt-clear", |t| msg!("parse-yes-no", text = t))?;
    let route = o
        .get("discord-opt-route")
        .map(|r| r.value.trim().to_string());
    let draws: Vec<_> = ["discord-opt-draw", "discord-opt-then"]
        .into_iter()
        .map(|k| o.word(k, words::draw_from))
        .collect::<Result<Vec<_>, _>>()?
        .into_iter()
        .flatten()
        .collect();
    let pay = o.pay()?;
    let lane = o.word("discord-opt-lane", words::lane)?.unwrap_or_default();
    let planned = route.is_some() || !draws.is_empty();
    let is_clear = clear == Some(true) || sub == Some("clear");
    Ok(Command::Premove(match (is_clear, planned, sub) {
        (true, false, _) => PremoveCmd::Clear,
        (true, true, _) => return err(msg!("parse-premove-clear-and-plan")),
        (false, _, Some(w)) if w != "clear" => return err(msg!("parse-premove-word", text = w)),
        (false, false, _) => PremoveCmd::Show,
        (false, true, _) => PremoveCmd::Set {
            route,
            pay,
            lane,
            draws,
        },
    }))
}

/// `/settings`.
fn settings(o: &Values) -> Result<Command, HostError> {
    let on_off = |t: &str| msg!("parse-yes-no", text = t);
    Ok(Command::Settings(SettingsChange {
        patterns: o.yes_no("discord-opt-patterns", on_off)?,
        ping: o.word("discord-opt-ping", words::ping)?,
        confirm_claims: o.yes_no("discord-opt-confirm", on_off)?,
        size: o.word("discord-opt-picture-size", words::picture_size)?,
        quiet: o.word("discord-opt-quiet", parse_quiet)?,
        tz: o.word("discord-opt-tz", parse_tz)?,
    }))
}

/// `/tunnel`.
fn tunnel(o: &Values) -> Result<Command, HostError> {
    let pay = o
        .yes_no("discord-opt-pay", |t| msg!("parse-pay", text = t))?
        .ok_or_else(|| HostError::Refused(msg!("parse-pay-missing")))?;
    let locos = match o.num("discord-opt-locos", 0..=3)? {
        Some(n) => Some(n),
        None => o.num("discord-opt-jokers", 0..=3)?,
    };
    Ok(Command::Tunnel { pay, locos })
}

/// `/keep`: offer positions such as `1,3`, or `0` to keep none.
fn keep(o: &Values) -> Result<Command, HostError> {
    let Some(list) = o.get("discord-opt-tickets") else {
        return Ok(Command::Keep {
            tickets: Vec::new(),
        });
    };
    let tickets = list
        .value
        .split([',', ' ', '+', ';'])
        .filter(|s| !s.is_empty())
        .map(|s| match s.trim().parse::<usize>() {
            Ok(n) if (0..=10).contains(&n) => Ok(n),
            _ => err(msg!("parse-tickets", text = s)),
        })
        .collect::<Result<_, _>>()?;
    Ok(Command::Keep { tickets })
}

/// `/exchange`: Discord's `direction` and `count`, or the console's
/// `trains_to_ships:N` / `ships_to_trains:N`.
fn exchange(o: &Values) -> Result<Command, HostError> {
    let to_ships = o.num::<u8>("trains_to_ships", 1..=50)?;
    let to_trains = o.num::<u8>("ships_to_trains", 1..=50)?;
    let count = o.num::<u8>("discord-opt-count", 1..=50)?;
    let direction = o.word("discord-opt-direction", direction)?;
    let (to_ships, count) = match (to_ships, to_trains, direction, count) {
        (Some(n), None, None, None) => (true, n),
        (None, Some(n), None, None) => (false, n),
        (None, None, Some(d), Some(n)) => (d, n),
        _ => return err(msg!("parse-exchange")),
    };
    Ok(Command::Exchange { to_ships, count })
}

/// An exchange direction as Discord names its choices; `true` is trains to
/// ships.
fn direction(text: &str) -> Result<bool, HostError> {
    let t = text.trim().to_lowercase();
    let is = |key: &'static str| {
        Lang::ALL
            .into_iter()
            .any(|l| l.tr(&Msg::new(key, Vec::new())).to_lowercase() == t)
    };
    if is("discord-choice-exchange-to-ships") || t == "trains_to_ships" {
        Ok(true)
    } else if is("discord-choice-exchange-to-trains") || t == "ships_to_trains" {
        Ok(false)
    } else {
        Err(HostError::Refused(msg!("parse-exchange")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::{BotLevel, DrawFrom};
    use crate::maps::BoardId;
    use crate::rules::{Card, Color, LanePick, Variant};

    #[test]
    fn parses_quoted_and_plain_options() {
        assert_eq!(
            parse("/claim route:\"Paris Bruxelles\" color:red locos:1").unwrap(),
            Command::Claim {
                route: "Paris Bruxelles".into(),
                pay: PayChoice {
                    color: Some(Color::Red),
                    locos: Some(1),
                    doubles: None
                },
                lane: LanePick::Any,
            }
        );
        assert_eq!(
            parse("/keep tickets:1,3").unwrap(),
            Command::Keep {
                tickets: vec![1, 3]
            }
        );
        assert_eq!(
            parse("game new map:usa seats:3").unwrap(),
            Command::New(NewGame {
                seats: Some(3),
                ..NewGame::on(BoardId::Usa)
            })
        );
        assert_eq!(
            parse("/exchange direction:\"trains to ships\" count:3").unwrap(),
            parse("/exchange trains_to_ships:3").unwrap()
        );
    }

    #[test]
    fn takes_the_russian_and_ukrainian_names_the_hints_show() {
        assert_eq!(
            parse("/оставить билеты:1,3").unwrap(),
            parse("/keep tickets:1,3").unwrap()
        );
        assert_eq!(
            parse("/прокласти ділянка:\"Paris Bruxelles\" колір:red").unwrap(),
            parse("/claim route:\"Paris Bruxelles\" color:red").unwrap()
        );
        assert_eq!(
            parse("/игра новая карта:europe игроков:3 часов_на_ход:24").unwrap(),
            parse("/game new map:europe seats:3 turn:24").unwrap()
        );
        assert_eq!(
            parse("/туннель платить:да").unwrap(),
            parse("/tunnel pay:yes").unwrap()
        );
        assert_eq!(parse("/гра стан").unwrap(), Command::Status);
        assert_eq!(
            parse("/обменять направление:\"вагоны на корабли\" сколько:2").unwrap(),
            parse("/exchange trains_to_ships:2").unwrap()
        );
    }

    #[test]
    fn takes_values_in_the_readers_language() {
        let Command::New(new) = parse("/игра новая карта:европа вариант:мега").unwrap()
        else {
            panic!("not /game new");
        };
        assert_eq!(
            (new.board, new.variant),
            (BoardId::Europe, Some(Variant::Mega))
        );
        assert_eq!(
            parse("/гра бот рівень:легкий").unwrap(),
            Command::AddBot {
                level: BotLevel::Easy
            }
        );
        assert_eq!(
            parse("/взять откуда:локомотив").unwrap(),
            Command::Draw {
                from: DrawFrom::Card(Card::Loco),
                refill: None
            }
        );
        assert_eq!(
            parse("/проложить перегон:\"Paris Bruxelles\" колея:серая").unwrap(),
            Command::Claim {
                route: "Paris Bruxelles".into(),
                pay: PayChoice::default(),
                lane: LanePick::Color(None),
            }
        );
    }

    #[test]
    fn misspelled_or_empty_options_change_nothing() {
        let e = parse("/draw frm:3").unwrap_err();
        assert_eq!(
            Lang::En.tr(&e.message()),
            "Unknown option frm; /draw takes from, refill."
        );
        assert_eq!(
            Lang::Ru.tr(&parse("/взять frm:3").unwrap_err().message()),
            "Неизвестный параметр frm; у /взять есть только откуда, пополнить."
        );
        assert!(parse("/claim route:\"Paris Bruxelles\" colour:blue").is_err());
        assert!(parse("/keep tikets:1").is_err());
        let bare = parse("/keep 3,4").unwrap_err().message();
        assert_eq!(
            Lang::En.tr(&bare),
            r#""3,4" needs its option's name: write /keep tickets:3,4."#
        );
        assert_eq!(
            parse("/claim route:Zagreb Budapest color:red").unwrap(),
            parse(r#"/claim route:"Zagreb Budapest" color:red"#).unwrap(),
            "an unquoted route reads on to the next option"
        );
        assert!(parse("/hand all:yes").is_err());
        let e = parse("/draw from:").unwrap_err();
        assert!(Lang::En.tr(&e.message()).contains("from: is empty"), "{e}");
        assert!(parse("/game new map:usa bonus:maybe").is_err());
    }

    #[test]
    fn refuses_bad_input_with_a_way_out() {
        assert!(parse("/fly").unwrap_err().to_string().contains("/help"));
        assert!(
            parse("/game new map:usa seats:9")
                .unwrap_err()
                .to_string()
                .contains("from 2 to 5")
        );
        assert!(
            parse("/tunnel")
                .unwrap_err()
                .to_string()
                .contains("pay:yes")
        );
        assert!(
            parse(&format!("/claim route:{}", "x".repeat(10_000)))
                .unwrap_err()
                .to_string()
                .contains("too long")
        );
        assert!(
            parse("/claim route:\"Paris\u{7}\"")
                .unwrap_err()
                .to_string()
                .contains("control")
        );
        assert!(
            parse("/claim route:\"Paris")
                .unwrap_err()
                .to_string()
                .contains("never closed")
        );
        assert!(parse("/game new map:narnia").is_err());
        assert!(matches!(
            parse("/claim color:red"),
            Ok(Command::Claim { route, .. }) if route.is_empty()
        ));
        assert!(parse("").is_err());
        // No board is known here: the hint points at /help, which knows it,
        // instead of naming commands the board may not have.
        let unknown = Lang::En.tr(&parse("/statoin").unwrap_err().message());
        assert!(
            unknown.contains("/help") && !unknown.contains("/station"),
            "{unknown}"
        );
    }
}
