//! Menus offered with a message (Discord shows each as a select menu): the
//! routes to claim, the cities to build in, the tickets to keep, World's
//! exchange and split. A public menu holds only what anyone may see; a
//! player's own menus (their DM turn card, the answer to "My turn") hold
//! what their cards pay for, the routes that serve their tickets first.
//! Each menu is stamped with its game moment, and a choice is accepted only
//! while that moment lasts and only if the same menu, made again for the
//! chooser, offers every value chosen.

use super::buttons::{self, keep_stamp};
use super::channel::Asker;
use super::command::{Command, KEEP_NONE};
use super::decision::Decision;
use super::kernel::Host;
use super::outbox::{Button, GameMoment, Moment, Reply};
use super::record::ChannelRecord;
use super::request::Request;
use super::{lost, text};
use crate::i18n::{Lang, Msg};
use crate::msg;
use crate::rules::{
    Action, Board, Family, GameState, Hand, LaneId, Payment, Phase, PlaceId, Seat, Stage, TicketId,
    legal_actions, open_lanes, open_sites, ticket_lanes,
};
use quick_cache::sync::Cache;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex};

/// Most options one menu holds (Discord's limit).
pub const MAX_OPTIONS: usize = 25;
/// Longest option label, value or description (Discord's limit).
pub const MAX_TEXT: usize = 100;

/// What a menu chooses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Menu {
    /// A route to claim, from what anyone may see.
    Claim,
    /// A route to claim that the chooser's cards pay for, their tickets first.
    MyClaim,
    /// A city for a station.
    Station,
    /// A city for a harbor (World).
    Harbor,
    /// The tickets to keep of an offer (several at once).
    Keep,
    /// Pieces to exchange with the box (World).
    Exchange,
    /// The split of pieces at setup (World).
    Split,
}

impl Menu {
    const ALL: [Menu; 7] = [
        Menu::Claim,
        Menu::MyClaim,
        Menu::Station,
        Menu::Harbor,
        Menu::Keep,
        Menu::Exchange,
        Menu::Split,
    ];

    /// Its compact name in ids (`mc`, `my`, …).
    pub fn code(self) -> &'static str {
        match self {
            Menu::Claim => "mc",
            Menu::MyClaim => "my",
            Menu::Station => "ms",
            Menu::Harbor => "mh",
            Menu::Keep => "mk",
            Menu::Exchange => "mx",
            Menu::Split => "mp",
        }
    }

    /// Reads a compact name.
    pub fn parse(code: &str) -> Option<Menu> {
        Menu::ALL.into_iter().find(|m| m.code() == code)
    }
}

/// One option of a menu.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    pub label: String,
    pub value: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
}

/// A menu offered with a message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Select {
    pub menu: Menu,
    /// What it shows before anything is chosen.
    pub placeholder: String,
    pub options: Vec<Choice>,
    /// How many options may be chosen at once.
    pub min: u8,
    pub max: u8,
    pub stamp: GameMoment,
}

/// What a player chose in a menu.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pick {
    pub menu: Menu,
    pub values: Vec<String>,
}

impl Pick {
    /// The command the choice runs; `None` for values no menu makes.
    pub fn command(&self) -> Option<Command> {
        let one = match self.values.as_slice() {
            [v] => Some(v.as_str()),
            _ => None,
        };
        Some(match self.menu {
            Menu::Claim | Menu::MyClaim => Command::ClaimLane {
                lane: LaneId(number(one?)?),
                pay: Default::default(),
            },
            Menu::Station => Command::Station {
                city: one?.to_string(),
                pay: Default::default(),
            },
            Menu::Harbor => Command::Harbor {
                city: one?.to_string(),
                pay: Default::default(),
            },
            Menu::Keep => {
                let mut list: Vec<usize> = self
                    .values
                    .iter()
                    .map(|v| number::<usize>(v))
                    .collect::<Option<_>>()?;
                list.sort_unstable();
                list.dedup();
                let none_and_more = list.len() > 1 && list.contains(&KEEP_NONE);
                if list.is_empty() || list.len() != self.values.len() || none_and_more {
                    return None;
                }
                Command::Keep { tickets: list }
            }
            Menu::Exchange => {
                let v = one?;
                let (to_ships, n) = match v.split_at_checked(1)? {
                    ("s", n) => (true, n),
                    ("t", n) => (false, n),
                    _ => return None,
                };
                Command::Exchange {
                    to_ships,
                    count: number(n)?,
                }
            }
            Menu::Split => {
                let (t, s) = one?.split_once('.')?;
                Command::Split {
                    trains: number(t)?,
                    ships: number(s)?,
                }
            }
        })
    }
}

/// A number written plainly (no sign, no leading zero).
fn number<T: std::str::FromStr>(text: &str) -> Option<T> {
    let plain = !text.is_empty()
        && text.len() <= 5
        && text.bytes().all(|b| b.is_ascii_digit())
        && (text == "0" || !text.starts_with('0'));
    plain.then(|| text.parse().ok()).flatten()
}

/// Cuts a text to [`MAX_TEXT`] characters, marking the cut.
fn cut(text: String) -> String {
    if text.chars().count() <= MAX_TEXT {
        return text;
    }
    let mut out: String = text.chars().take(MAX_TEXT - 1).collect();
    out.push('…');
    out
}

/// Builds menus in one language for one game moment.
struct Maker<'a> {
    board: &'a Board,
    state: &'a GameState,
    lang: Lang,
    stamp: GameMoment,
}

impl Maker<'_> {
    /// A menu of the first [`MAX_OPTIONS`] of `options`; only those are
    /// made, so a long list costs no more than a full menu.
    fn select(
        &self,
        menu: Menu,
        placeholder: Msg,
        options: impl IntoIterator<Item = Choice>,
    ) -> Option<Select> {
        let options: Vec<Choice> = options.into_iter().take(MAX_OPTIONS).collect();
        (!options.is_empty()).then(|| Select {
            menu,
            placeholder: cut(self.lang.tr(&placeholder)),
            options,
            min: 1,
            max: 1,
            stamp: self.stamp.clone(),
        })
    }

    fn choice(&self, label: Msg, value: String, description: Option<Msg>) -> Choice {
        Choice {
            label: cut(self.lang.tr(&label)),
            value,
            description: description.map(|d| cut(self.lang.tr(&d))),
        }
    }

    /// The cards a lane takes, from the board alone.
    fn lane_cards(&self, lane: LaneId) -> Msg {
        let l = &self.board.lanes[lane];
        let plain = l.len.saturating_sub(l.locos);
        let mut cards = match l.color {
            Some(c) => msg!("choices-need-color", count = plain, color = c.msg()),
            None => msg!("choices-need-any", count = plain),
        };
        if l.locos > 0 {
            cards = msg!("choices-need-locos", cards = cards, locos = l.locos);
        }
        cards
    }

    /// One route's option: its name, length and cards (`paid`: the cards
    /// the chooser's hand would give), with the ticket it serves.
    fn route(&self, lane: LaneId, paid: Option<&Payment>, serves: Option<TicketId>) -> Choice {
        let l = &self.board.lanes[lane];
        let cards = match paid {
            Some(p) => text::hand(self.board, &p.cards),
            None => self.lane_cards(lane),
        };
        let mut label = msg!(
            "choices-route",
            route = self.board.lane_name(lane),
            len = l.len,
            cards = cards
        );
        if l.tunnel {
            label = msg!("choices-tunnel", label = label);
        }
        let serves = serves.map(|t| msg!("choices-serves", ticket = self.board.ticket_name(t)));
        self.choice(label, lane.0.to_string(), serves)
    }

    /// The public claim menu: every route open to the player to move,
    /// longest first, then by name.
    fn public_claims(&self, seat: Seat) -> Option<Select> {
        let mut lanes: Vec<LaneId> = open_lanes(self.board, self.state, seat)
            .into_iter()
            .map(|(l, _)| l)
            .collect();
        self.by_length(&mut lanes);
        let routes = self.public_routes();
        let options = lanes.iter().map(|l| routes[l.index()].clone());
        self.select(Menu::Claim, msg!("choices-claim"), options)
    }

    /// Every route's public option, by lane. They depend on the board and
    /// the language alone, so each process makes them once per pair.
    fn public_routes(&self) -> Arc<Vec<Choice>> {
        static MADE: Made<(String, Lang), Vec<Choice>> = LazyLock::new(Mutex::default);
        let key = (self.board.name.clone(), self.lang);
        once(&MADE, key, self.board.lanes.len(), || {
            self.board
                .lane_ids()
                .map(|l| self.route(l, None, None))
                .collect()
        })
    }

    /// Sorts `lanes` longest first, then by name, by each lane's place in
    /// that order, which each process works out once per board.
    fn by_length(&self, lanes: &mut [LaneId]) {
        static RANKS: Made<String, Vec<usize>> = LazyLock::new(Mutex::default);
        let b = self.board;
        let rank = once(&RANKS, b.name.clone(), b.lanes.len(), || {
            let mut order: Vec<LaneId> = b.lane_ids().collect();
            order.sort_by_cached_key(|&l| (std::cmp::Reverse(b.lanes[l].len), b.lane_name(l), l));
            let mut rank = vec![0; order.len()];
            for (place, l) in order.iter().enumerate() {
                rank[l.index()] = place;
            }
            rank
        });
        lanes.sort_by_key(|l| rank[l.index()]);
    }

    /// The player's claim menu: the routes their cards pay for, those that
    /// serve their kept tickets first (named), then longest.
    fn own_claims(&self, seat: Seat) -> Option<Select> {
        let paid: Vec<(LaneId, Payment)> = open_lanes(self.board, self.state, seat)
            .into_iter()
            .filter_map(|(l, p)| Some((l, p?)))
            .collect();
        let mut serving: Vec<(LaneId, TicketId)> = Vec::new();
        for &t in &self.state.players[seat].tickets {
            for l in ticket_lanes(self.board, self.state, seat, t) {
                if !serving.iter().any(|(s, _)| *s == l) {
                    serving.push((l, t));
                }
            }
        }
        let serves = |l: LaneId| serving.iter().find(|(s, _)| *s == l).map(|(_, t)| *t);
        let (mut first, mut rest): (Vec<LaneId>, Vec<LaneId>) = paid
            .iter()
            .map(|(l, _)| *l)
            .partition(|&l| serves(l).is_some());
        self.by_length(&mut first);
        self.by_length(&mut rest);
        let options = first.into_iter().chain(rest).filter_map(|l| {
            let (_, p) = paid.iter().find(|(x, _)| *x == l)?;
            let serves = serves(l);
            let make = || self.route(l, Some(p), serves);
            Some(self.paid(Paid::Route(l, p.cards, serves), make))
        });
        self.select(Menu::MyClaim, msg!("choices-my-claim"), options)
    }

    /// Cities to build in: every one open (public) or those the hand pays
    /// for (`own`), with the cost, by name.
    fn sites(&self, seat: Seat, harbor: bool, own: bool) -> Option<Select> {
        let cfg = self.board.family.config();
        if (harbor && self.board.family != Family::World) || (!harbor && cfg.stations == 0) {
            return None;
        }
        let mut sites = open_sites(self.board, self.state, seat, harbor);
        if own {
            sites.retain(|(_, p)| p.is_some());
        }
        sites.sort_by(|a, b| self.board.place_name(a.0).cmp(self.board.place_name(b.0)));
        let built = cfg.stations - self.state.players[seat].stations.min(cfg.stations);
        let options: Vec<Choice> = if own {
            let paid = |(place, paid): &(PlaceId, Option<Payment>)| {
                let cards = paid.as_ref()?.cards;
                let make = || self.site(*place, text::hand(self.board, &cards));
                Some(self.paid(Paid::Site(*place, cards), make))
            };
            sites.iter().filter_map(paid).take(MAX_OPTIONS).collect()
        } else {
            let all = self.public_sites(harbor, built);
            let open = sites.iter().take(MAX_OPTIONS);
            open.map(|(place, _)| all[place.index()].clone()).collect()
        };
        let (menu, placeholder) = if harbor {
            (Menu::Harbor, msg!("choices-harbor"))
        } else {
            (Menu::Station, msg!("choices-station"))
        };
        self.select(menu, placeholder, options)
    }

    /// The option `make` makes for a route or city the chooser's cards pay
    /// for; each process keeps the options it made, by what they show.
    fn paid(&self, paid: Paid, make: impl FnOnce() -> Choice) -> Choice {
        static MADE: LazyLock<Cache<(String, Lang, Paid), Choice>> =
            LazyLock::new(|| Cache::new(PAID_KEPT));
        let key = (self.board.name.clone(), self.lang, paid);
        let made = MADE.get_or_insert_with(&key, || Ok::<_, std::convert::Infallible>(make()));
        made.unwrap_or_else(|never| match never {})
    }

    /// What building in a city costs without naming the cards: a harbor's
    /// price, or a station's, `built` stations on.
    fn site_cost(&self, harbor: bool, built: u8) -> Msg {
        match harbor {
            true => msg!("choices-harbor-cost"),
            false => msg!("choices-need-any", count = built + 1),
        }
    }

    fn site(&self, place: PlaceId, cost: Msg) -> Choice {
        let city = self.board.place_name(place).to_string();
        self.choice(
            msg!("choices-site", city = city.as_str(), cost = cost),
            city,
            None,
        )
    }

    /// Every city's public option, by place, for a harbor or a station
    /// `built` stations on: each process makes them once.
    fn public_sites(&self, harbor: bool, built: u8) -> Arc<Vec<Choice>> {
        type Key = (String, Lang, bool, u8);
        static MADE: Made<Key, Vec<Choice>> = LazyLock::new(Mutex::default);
        let key = (self.board.name.clone(), self.lang, harbor, built);
        once(&MADE, key, self.board.places.len(), || {
            let all = self.board.places.iter().enumerate();
            all.map(|(i, _)| self.site(PlaceId::at(i), self.site_cost(harbor, built)))
                .collect()
        })
    }

    /// World's exchanges the player may make now.
    fn exchanges(&self, seat: Seat) -> Option<Select> {
        if self.board.family != Family::World {
            return None;
        }
        let p = &self.state.players[seat];
        let mut options = Vec::new();
        for (to_ships, have, left) in [
            (true, p.trains, p.box_ships),
            (false, p.ships, p.box_trains),
        ] {
            for n in 1..=have.min(left).min(5) {
                let (code, label) = if to_ships {
                    ('s', msg!("choices-exchange-ships", count = n))
                } else {
                    ('t', msg!("choices-exchange-trains", count = n))
                };
                options.push(self.choice(label, format!("{code}{n}"), None));
            }
        }
        self.select(Menu::Exchange, msg!("choices-exchange"), options)
    }

    /// World's split of pieces at setup, as the rules offer it.
    fn splits(&self, seat: Seat) -> Option<Select> {
        let options = legal_actions(self.board, self.state, seat)
            .into_iter()
            .filter_map(|a| match a {
                Action::Split { trains, ships } => Some(self.choice(
                    msg!("choices-split-option", trains = trains, ships = ships),
                    format!("{trains}.{ships}"),
                    None,
                )),
                _ => None,
            });
        self.select(Menu::Split, msg!("choices-split"), options)
    }

    /// The tickets of the player's offer, any number between the rules'
    /// least and most. Where the rules allow keeping none (Mega Europe's
    /// long tickets), "none" is an option of its own, chosen alone.
    fn keep(&self, seat: Seat) -> Option<Select> {
        let offer = self.state.players[seat].offer.as_ref()?;
        let none = (offer.min_keep() == 0)
            .then(|| self.choice(msg!("choices-keep-none"), KEEP_NONE.to_string(), None));
        let tickets = offer.tickets.iter().enumerate().map(|(i, &t)| {
            let points = self.board.tickets[t].points();
            self.choice(
                msg!(
                    "choices-ticket",
                    ticket = self.board.ticket_name(t),
                    points = points
                ),
                (i + 1).to_string(),
                None,
            )
        });
        let options: Vec<Choice> = none.into_iter().chain(tickets).collect();
        let most = offer.max_keep().min(options.len()).min(MAX_OPTIONS);
        // Keeping none is an option chosen, so one choice is the least.
        let least = offer.min_keep().max(1).min(most);
        let mut select = self.select(Menu::Keep, msg!("choices-keep"), options)?;
        select.min = least as u8;
        select.max = most as u8;
        Some(select)
    }
}

/// What a paid option shows: a route with the cards that pay for it and
/// the ticket it serves, or a city with its cards.
#[derive(Clone, PartialEq, Eq, Hash)]
enum Paid {
    Route(LaneId, Hand, Option<TicketId>),
    Site(PlaceId, Hand),
}

/// How many paid options a process keeps, at most.
const PAID_KEPT: usize = 20_000;

/// Values a process makes once per key, one per lane or place.
type Made<K, V> = LazyLock<Mutex<HashMap<K, Arc<V>>>>;

/// The value kept under `key`, made by `make` the first time; a kept value
/// of other than `len` items (another board of the same name) is made again.
fn once<K, T>(
    made: &Made<K, Vec<T>>,
    key: K,
    len: usize,
    make: impl FnOnce() -> Vec<T>,
) -> Arc<Vec<T>>
where
    K: std::hash::Hash + Eq,
{
    let kept = made.lock().ok().and_then(|m| m.get(&key).cloned());
    if let Some(v) = kept.filter(|v| v.len() == len) {
        return v;
    }
    let v = Arc::new(make());
    if let Ok(mut m) = made.lock() {
        m.insert(key, v.clone());
    }
    v
}

/// A human player's turn at its start: `(state, seat)`.
fn turn_start(rec: &ChannelRecord) -> Option<(&GameState, Seat)> {
    let state = rec.state.as_ref()?;
    let human = rec.seats.get(state.turn)?.bot.is_none();
    (state.phase == Phase::Play && state.stage == Stage::Start && human)
        .then_some((state, state.turn))
}

fn maker<'a>(board: &'a Board, rec: &ChannelRecord, state: &'a GameState, lang: Lang) -> Maker<'a> {
    Maker {
        board,
        state,
        lang,
        stamp: GameMoment {
            game: rec.game_id.clone(),
            mark: Moment::Moves(state.moves),
        },
    }
}

/// The menus everyone in the channel sees: at the start of a human
/// player's turn, the routes open to them and the cities to build in.
pub(super) fn public(board: &Board, rec: &ChannelRecord, lang: Lang) -> Vec<Select> {
    let Some((state, seat)) = turn_start(rec) else {
        return Vec::new();
    };
    let make = maker(board, rec, state, lang);
    [
        make.public_claims(seat),
        make.sites(seat, false, false),
        make.sites(seat, true, false),
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// The menus only `seat` sees: the tickets to keep of their offer; at the
/// start of their turn, the routes and cities their cards pay for and
/// World's exchange; at World's setup, the split.
pub(super) fn private(board: &Board, rec: &ChannelRecord, seat: Seat, lang: Lang) -> Vec<Select> {
    let Some(state) = &rec.state else {
        return Vec::new();
    };
    if let Some(stamp) = keep_stamp(rec, seat) {
        let make = Maker {
            board,
            state,
            lang,
            stamp,
        };
        return make.keep(seat).into_iter().collect();
    }
    if state.phase == Phase::Setup && state.players.get(seat).is_some_and(|p| p.split_pending) {
        let make = Maker {
            stamp: GameMoment {
                game: rec.game_id.clone(),
                mark: Moment::Game,
            },
            ..maker(board, rec, state, lang)
        };
        return make.splits(seat).into_iter().collect();
    }
    match turn_start(rec) {
        Some((state, turn)) if turn == seat => {
            let make = maker(board, rec, state, lang);
            [
                make.own_claims(seat),
                make.sites(seat, false, true),
                make.sites(seat, true, true),
                make.exchanges(seat),
            ]
            .into_iter()
            .flatten()
            .collect()
        }
        _ => Vec::new(),
    }
}

/// What the mover is offered with the answer to their move, to go on at
/// once: the second card, a tunnel's decision, or the tickets drawn.
pub(super) fn follow_up(
    board: &Board,
    rec: &ChannelRecord,
    seat: Seat,
    lang: Lang,
) -> (Vec<Button>, Vec<Select>) {
    let Some(state) = rec.state.as_ref().filter(|s| s.turn == seat) else {
        return (Vec::new(), Vec::new());
    };
    match state.stage {
        Stage::SecondDraw | Stage::Tunnel(_) => (buttons::public(board, rec, lang), Vec::new()),
        Stage::Tickets => (
            buttons::private(rec, seat, lang),
            private(board, rec, seat, lang),
        ),
        Stage::Start => (Vec::new(), Vec::new()),
    }
}

/// The menu `pick` was made from, made again for `seat` now.
fn remade(board: &Board, rec: &ChannelRecord, seat: Seat, menu: Menu) -> Option<Select> {
    let lang = rec.lang;
    let menus = match menu {
        Menu::Claim | Menu::Station | Menu::Harbor => public(board, rec, lang),
        _ => private(board, rec, seat, lang),
    };
    menus.into_iter().find(|s| s.menu == menu)
}

/// Whether `pick` is a choice the menu offers `seat` now: every value one
/// of its options, as many as it allows.
fn offered(board: &Board, rec: &ChannelRecord, seat: Seat, pick: &Pick) -> bool {
    let Some(select) = remade(board, rec, seat, pick.menu) else {
        return false;
    };
    let n = pick.values.len();
    (usize::from(select.min)..=usize::from(select.max)).contains(&n)
        && pick
            .values
            .iter()
            .all(|v| select.options.iter().any(|o| &o.value == v))
}

/// What a choice is told when the menu did not offer it.
pub fn not_offered() -> Msg {
    msg!("choices-not-offered")
}

impl Host {
    /// Runs a choice made in a menu stamped `stamp`: refused, changing
    /// nothing, when the moment has passed or the menu, made again for the
    /// chooser, does not offer it. `req.command` is the pick's command.
    pub fn choose(&self, req: &Request, stamp: &GameMoment, pick: &Pick, now: u64) -> Reply {
        let asker = Asker {
            sets_aside_damage: false,
            ..Asker::of(req)
        };
        self.decide_and_commit(&req.channel, asker, now, |rec| {
            lost::resuming(self, rec, req, now, |rec| {
                let seat = rec.and_then(|r| r.seat_of(&req.caller.id));
                if !buttons::is_current(rec, stamp, seat) {
                    return Decision::reply(buttons::stale());
                }
                let (Some(rec), Some(seat)) = (rec, seat) else {
                    return Decision::reply(msg!("host-not-playing"));
                };
                let board = match rec.board() {
                    Ok(b) => b,
                    Err(e) => return Decision::reply(e.message()),
                };
                if pick.command().as_ref() != Some(&req.command)
                    || !offered(&board, rec, seat, pick)
                {
                    return Decision::reply(not_offered());
                }
                self.decide_command(Some(rec), req, now)
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::buttons::tests::record_with;
    use crate::rules::{GameOptions, Hand, Variant, apply, play_random};
    use rand::SeedableRng;

    /// Every board, and Europe's ticket variants.
    fn games() -> Vec<(&'static str, GameOptions)> {
        let europe = |variant| GameOptions {
            variant,
            bonus_tickets: false,
        };
        vec![
            ("usa", GameOptions::default()),
            ("europe", europe(Variant::Classic)),
            ("europe", europe(Variant::Mega)),
            ("europe", europe(Variant::BigCities)),
            ("switzerland", GameOptions::default()),
            ("world", GameOptions::default()),
        ]
    }

    /// The record with every hidden thing changed: hands emptied, tickets
    /// and offers swapped between players, decks turned over.
    fn scrambled(rec: &ChannelRecord) -> ChannelRecord {
        let mut other = rec.clone();
        let st = other.state.as_mut().unwrap();
        let n = st.players.len();
        let kept: Vec<_> = st.players.iter().map(|p| p.tickets.clone()).collect();
        for (i, p) in st.players.iter_mut().enumerate() {
            p.hand = Hand::default();
            p.tickets = kept[(i + 1) % n].clone();
        }
        let tickets: Vec<_> = st.ticket_deck.iter().rev().copied().collect();
        st.ticket_deck = tickets.into();
        for d in &mut st.decks {
            d.draw.reverse();
        }
        other
    }

    /// Every text of the public menus and buttons.
    fn texts(board: &Board, rec: &ChannelRecord) -> Vec<String> {
        let mut out = Vec::new();
        for s in public(board, rec, Lang::En) {
            out.push(s.placeholder);
            for o in s.options {
                out.extend([o.label, o.value]);
                out.extend(o.description);
            }
        }
        for b in buttons::public(board, rec, Lang::En) {
            out.extend([b.label, b.tap.to_string()]);
        }
        out
    }

    #[test]
    fn public_menus_depend_on_nothing_hidden_on_any_board() {
        for (map, options) in games() {
            let (board, rec) = record_with(map, options, 11);
            let lanes: Vec<String> = (0..board.lanes.len())
                .map(|i| board.lane_name(LaneId::at(i)))
                .collect();
            let mut state = rec.state.clone().unwrap();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
            let mut checked = 0;
            play_random(&board, &mut state, &mut rng, 400, |st, _| {
                let mut now = rec.clone();
                now.state = Some(st.clone());
                let shown = texts(&board, &now);
                assert_eq!(shown, texts(&board, &scrambled(&now)), "{map}");
                let secret = st.players.iter().flat_map(|p| {
                    let offered = p.offer.iter().flat_map(|o| o.tickets.clone());
                    p.tickets.clone().into_iter().chain(offered)
                });
                for t in secret {
                    let name = board.ticket_name(t);
                    if lanes.contains(&name) {
                        continue;
                    }
                    assert!(!shown.iter().any(|s| s.contains(&name)), "{map}: {name}");
                }
                checked += usize::from(!shown.is_empty());
                Ok(())
            })
            .unwrap();
            assert!(checked > 20, "{map}: only {checked} turns offered menus");
        }
    }

    #[test]
    fn keep_menus_allow_the_rules_least_to_all_on_every_board() {
        for (map, options) in games() {
            let (board, rec) = record_with(map, options, 4);
            let state = rec.state.as_ref().unwrap();
            for seat in 0..2 {
                let offer = state.players[seat].offer.as_ref().unwrap();
                let menus = private(&board, &rec, seat, Lang::En);
                let keep = menus.iter().find(|s| s.menu == Menu::Keep).unwrap();
                let n = offer.tickets.len();
                let none = offer.min_keep() == 0;
                assert_eq!(keep.options.len(), n + usize::from(none), "{map}");
                assert_eq!(usize::from(keep.max), offer.max_keep(), "{map}");
                assert_eq!(usize::from(keep.min), offer.min_keep().max(1), "{map}");
                let all: Vec<String> = (1..=usize::from(keep.max)).map(|i| i.to_string()).collect();
                let pick = Pick {
                    menu: Menu::Keep,
                    values: all,
                };
                assert!(offered(&board, &rec, seat, &pick), "{map}");
                let too_many = Pick {
                    menu: Menu::Keep,
                    values: (1..=n + 1).map(|i| i.to_string()).collect(),
                };
                assert!(!offered(&board, &rec, seat, &too_many), "{map}");
            }
        }
    }

    #[test]
    fn mega_europes_long_offer_may_be_turned_down_in_the_menu() {
        let mega = GameOptions {
            variant: Variant::Mega,
            bonus_tickets: false,
        };
        let (board, rec) = record_with("europe", mega, 4);
        let keep = private(&board, &rec, 0, Lang::En)
            .into_iter()
            .find(|s| s.menu == Menu::Keep)
            .unwrap();
        assert_eq!(keep.options[0].value, "0", "{keep:?}");
        assert_eq!(keep.options[0].label, "Keep none of them");
        assert_eq!((keep.min, keep.max), (1, 1), "none, or one long ticket");
        let pick = |values: &[&str]| Pick {
            menu: Menu::Keep,
            values: values.iter().map(|v| v.to_string()).collect(),
        };
        let none = pick(&["0"]);
        assert_eq!(
            none.command(),
            Some(Command::Keep {
                tickets: vec![KEEP_NONE]
            })
        );
        assert!(offered(&board, &rec, 0, &none));
        assert!(offered(&board, &rec, 0, &pick(&["2"])));
        assert_eq!(pick(&["0", "1"]).command(), None, "none and a ticket");
        assert!(!offered(&board, &rec, 0, &pick(&["1", "2"])), "never both");
        // A regular offer has no "none".
        let (board, usa) = record_with("usa", GameOptions::default(), 4);
        let menus = private(&board, &usa, 0, Lang::En);
        let keep = menus.iter().find(|s| s.menu == Menu::Keep).unwrap();
        assert!(keep.options.iter().all(|o| o.value != "0"));
        assert!(!offered(&board, &usa, 0, &none));
    }

    /// A USA game past setup with the mover holding `cards` of every kind.
    fn playing(cards: u8) -> (std::sync::Arc<Board>, ChannelRecord, Seat) {
        let (board, mut rec) = record_with("usa", GameOptions::default(), 9);
        let st = rec.state.as_mut().unwrap();
        for seat in 0..2 {
            let tickets = st.players[seat].offer.clone().unwrap().tickets;
            apply(&board, st, seat, &Action::Keep { tickets }).unwrap();
        }
        let turn = st.turn;
        let mut hand = Hand::default();
        for c in Color::ALL {
            hand.add(Card::Train(c), cards);
        }
        st.players[turn].hand = hand;
        (board, rec, turn)
    }

    use crate::rules::{Card, Color};

    #[test]
    fn own_claims_serve_the_players_tickets_first_and_forged_choices_are_refused() {
        let (board, rec, seat) = playing(6);
        let menus = private(&board, &rec, seat, Lang::En);
        let mine = menus.iter().find(|s| s.menu == Menu::MyClaim).unwrap();
        assert_eq!(mine.options.len(), MAX_OPTIONS);
        let first = &mine.options[0];
        let serves = first.description.as_deref().unwrap_or_default();
        assert!(serves.starts_with("For your ticket "), "{first:?}");
        let named = mine.options.iter().take_while(|o| o.description.is_some());
        let lens: Vec<u8> = named
            .map(|o| board.lanes[LaneId(o.value.parse().unwrap())].len)
            .collect();
        assert!(
            lens.windows(2).all(|w| w[0] >= w[1]),
            "longest first: {lens:?}"
        );
        let public_menus = public(&board, &rec, Lang::En);
        assert!(public_menus.iter().all(|s| s.menu != Menu::MyClaim));
        assert!(
            public_menus
                .iter()
                .flat_map(|s| &s.options)
                .all(|o| o.description.is_none()),
            "no ticket on the public menu"
        );
        let pick = |menu, v: &str| Pick {
            menu,
            values: vec![v.to_string()],
        };
        assert!(offered(
            &board,
            &rec,
            seat,
            &pick(Menu::MyClaim, &first.value)
        ));
        assert!(!offered(&board, &rec, seat, &pick(Menu::MyClaim, "9999")));
        assert!(!offered(
            &board,
            &rec,
            1 - seat,
            &pick(Menu::MyClaim, &first.value)
        ));
        let mut taken = rec.clone();
        let lane = LaneId(first.value.parse().unwrap());
        taken.state.as_mut().unwrap().owners[lane.index()] = Some(1 - seat);
        assert!(!offered(
            &board,
            &taken,
            seat,
            &pick(Menu::MyClaim, &first.value)
        ));
        assert!(!offered(
            &board,
            &taken,
            seat,
            &pick(Menu::Claim, &first.value)
        ));
        // Without cards, the player's own menu is empty; the public one is not.
        let (board, broke, seat) = playing(0);
        let menus = private(&board, &broke, seat, Lang::En);
        assert!(menus.iter().all(|s| s.menu != Menu::MyClaim));
        assert!(public(&board, &broke, Lang::En)[0].options.len() == MAX_OPTIONS);
    }

    #[test]
    fn picks_read_only_what_menus_write() {
        let p = |menu, values: &[&str]| {
            Pick {
                menu,
                values: values.iter().map(|v| v.to_string()).collect(),
            }
            .command()
        };
        assert_eq!(
            p(Menu::Keep, &["3", "1"]),
            Some(Command::Keep {
                tickets: vec![1, 3]
            })
        );
        assert_eq!(p(Menu::Keep, &["1", "1"]), None);
        assert_eq!(p(Menu::Keep, &[]), None);
        assert_eq!(p(Menu::Claim, &["007"]), None);
        assert_eq!(p(Menu::Claim, &["-1"]), None);
        assert_eq!(
            p(Menu::Exchange, &["s2"]),
            Some(Command::Exchange {
                to_ships: true,
                count: 2
            })
        );
        assert_eq!(p(Menu::Exchange, &["x2"]), None);
        assert_eq!(
            p(Menu::Split, &["20.40"]),
            Some(Command::Split {
                trains: 20,
                ships: 40
            })
        );
        for m in Menu::ALL {
            assert_eq!(Menu::parse(m.code()), Some(m));
        }
    }

    #[test]
    fn world_offers_its_split_after_the_tickets_and_its_exchange_on_a_turn() {
        let (board, mut rec) = record_with("world", GameOptions::default(), 6);
        let st = rec.state.as_mut().unwrap();
        for seat in 0..2 {
            let tickets = st.players[seat].offer.clone().unwrap().tickets;
            apply(&board, st, seat, &Action::Keep { tickets }).unwrap();
        }
        let menus = private(&board, &rec, 0, Lang::En);
        let split = menus.iter().find(|s| s.menu == Menu::Split).unwrap();
        assert!(split.options.len() > 1, "{split:?}");
        let value = split.options[0].value.clone();
        let pick = Pick {
            menu: Menu::Split,
            values: vec![value],
        };
        assert!(offered(&board, &rec, 0, &pick));
        let Some(Command::Split { trains, ships }) = pick.command() else {
            panic!("{pick:?}");
        };
        let st = rec.state.as_mut().unwrap();
        for seat in 0..2 {
            apply(&board, st, seat, &Action::Split { trains, ships }).unwrap();
        }
        assert_eq!(st.phase, Phase::Play);
        let turn = st.turn;
        assert!(
            private(&board, &rec, turn, Lang::En)
                .iter()
                .all(|s| s.menu != Menu::Split)
        );
        let menus = private(&board, &rec, turn, Lang::En);
        let exchange = menus.iter().find(|s| s.menu == Menu::Exchange).unwrap();
        let one = Pick {
            menu: Menu::Exchange,
            values: vec![exchange.options[0].value.clone()],
        };
        assert!(matches!(
            one.command(),
            Some(Command::Exchange { count: 1, .. })
        ));
        assert!(offered(&board, &rec, turn, &one));
        assert!(!offered(&board, &rec, 1 - turn, &one), "not their turn");
        assert!(
            public(&board, &rec, Lang::En)
                .iter()
                .all(|s| s.menu != Menu::Exchange)
        );
    }
}
