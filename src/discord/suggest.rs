//! Autocomplete: suggestions as plain functions of a channel's record, so
//! they are tested without Discord. Routes are only those the caller can
//! claim now, with what they would pay; tickets are the caller's offer.
//! Labels are in the caller's language; values stay what the host reads
//! (English words, numbers, the board's city names), and what the caller
//! types is matched against both.

use crate::host::{ChannelRecord, Host};
use crate::i18n::{Lang, Msg};
use crate::rules::{
    Board, Color, Family, GameState, Hand, Phase, PlaceId, Seat, claimable, normalize,
};
use crate::{maps, msg};
use std::sync::Arc;

/// Most suggestions Discord shows.
pub(super) const MAX_CHOICES: usize = 25;
/// Longest suggestion name and value Discord accepts.
pub(super) const MAX_CHOICE_LEN: usize = 100;

/// One suggestion: what the user sees and the value filled in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub name: String,
    pub value: String,
}

impl Choice {
    fn new(name: String, value: String) -> Choice {
        Choice {
            name: super::buttons::fit(&name, MAX_CHOICE_LEN),
            value: super::buttons::fit(&value, MAX_CHOICE_LEN),
        }
    }
}

/// What a player in a channel may be offered.
pub(super) struct CallerGame {
    pub board: Arc<Board>,
    pub record: ChannelRecord,
    /// The caller's seat, if they play here.
    pub seat: Option<Seat>,
}

impl CallerGame {
    /// The running game, if there is one.
    fn state(&self) -> Option<&GameState> {
        self.record.state.as_ref()
    }
}

/// Loads a channel's record for suggestions (read-only; nothing is saved).
pub(super) fn load(host: &Host, channel: &str, user: &str) -> Option<CallerGame> {
    let record = host.peek(channel)?;
    let board = maps::board(&record.setup.map).ok()?;
    let seat = record.seat_of(user);
    Some(CallerGame {
        board,
        record,
        seat,
    })
}

/// Whether every word typed appears in `name` (ignoring case and accents).
fn matches(name: &str, partial: &str) -> bool {
    let hay = normalize(name);
    partial
        .split(|c: char| !c.is_alphanumeric())
        .map(normalize)
        .filter(|w| !w.is_empty())
        .all(|w| hay.contains(&w))
}

/// A place's name and its other names (Москва, Париж…) to match against.
fn known_as(board: &Board, place: PlaceId) -> String {
    let place = &board.places[place];
    std::iter::once(&place.name)
        .chain(&place.aliases)
        .map(String::as_str)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Whether what was typed matches a suggestion's label or its value.
fn matches_either(label: &str, value: &str, partial: &str) -> bool {
    matches(label, partial) || matches(value, partial)
}

/// Cards to pay, in the caller's language: "2 red, 1 locomotive".
fn cost(board: &Board, cards: &Hand) -> Vec<Msg> {
    let world = board.family == Family::World;
    cards
        .iter()
        .map(|(card, n)| msg!("discord-suggest-cards", count = n, card = card.msg(world)))
        .collect()
}

/// Routes the caller can claim now, with their cost; most valuable first.
pub(super) fn routes(seen: &CallerGame, partial: &str, lang: Lang) -> Vec<Choice> {
    let (Some(state), Some(seat)) = (seen.state(), seen.seat) else {
        return Vec::new();
    };
    if state.phase != Phase::Play || state.turn != seat {
        return Vec::new();
    }
    let board = &seen.board;
    let mut lanes = claimable(board, state, seat);
    lanes.sort_by_key(|(l, _)| std::cmp::Reverse(board.lanes[*l].len));
    let mut out: Vec<Choice> = Vec::new();
    for (lane, pay) in lanes {
        let route = board.lane_name(lane);
        let ends = &board.lanes[lane];
        let names = format!("{} {}", known_as(board, ends.a), known_as(board, ends.b));
        if !matches(&names, partial) || out.iter().any(|c| c.value == route) {
            continue;
        }
        let label = msg!(
            "discord-suggest-route",
            route = route.as_str(),
            cost = cost(board, &pay.cards)
        );
        out.push(Choice::new(lang.tr(&label), route));
        if out.len() == MAX_CHOICES {
            break;
        }
    }
    out
}

/// Where a piece may go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Building {
    Station,
    Harbor,
}

/// Cities still free for a station (or, on harbor cities, a harbor). A city
/// found by another name is labelled with it too: "Moskva (Москва)".
pub(super) fn cities(seen: &CallerGame, building: Building, partial: &str) -> Vec<Choice> {
    let board = &seen.board;
    let taken = |p: usize| match (seen.state(), building) {
        (Some(s), Building::Station) => s.stations.get(p).is_some_and(Option::is_some),
        (Some(s), Building::Harbor) => s.harbors.get(p).is_some_and(Option::is_some),
        (None, _) => false,
    };
    let mut found: Vec<Choice> = board
        .places
        .iter()
        .enumerate()
        .filter(|(p, place)| !taken(*p) && (building == Building::Station || place.harbor))
        .filter_map(|(_, place)| {
            if matches(&place.name, partial) {
                return Some(Choice::new(place.name.clone(), place.name.clone()));
            }
            let alias = place.aliases.iter().find(|a| matches(a, partial))?;
            Some(Choice::new(
                format!("{} ({alias})", place.name),
                place.name.clone(),
            ))
        })
        .collect();
    found.sort_unstable_by(|a, b| a.value.cmp(&b.value));
    found.truncate(MAX_CHOICES);
    found
}

/// Card colors (with `gray` when choosing a lane), named in the caller's
/// language; the values are the English names the host reads.
pub(super) fn colors(partial: &str, with_gray: bool, lang: Lang) -> Vec<Choice> {
    Color::ALL
        .iter()
        .map(|c| (c.msg(), c.name()))
        .chain(with_gray.then(|| (msg!("discord-color-gray"), "gray")))
        .map(|(label, value)| Choice::new(lang.tr(&label), value.to_string()))
        .filter(|c| matches_either(&c.name, &c.value, partial))
        .collect()
}

/// Which deck refills the face-up row (World): trains or ships.
pub(super) fn refills(seen: &CallerGame, partial: &str, lang: Lang) -> Vec<Choice> {
    if seen.board.family != Family::World {
        return Vec::new();
    }
    [
        (msg!("discord-suggest-train-deck"), "trains"),
        (msg!("discord-suggest-ship-deck"), "ships"),
    ]
    .into_iter()
    .map(|(label, value)| Choice::new(lang.tr(&label), value.to_string()))
    .filter(|c| matches_either(&c.name, &c.value, partial))
    .collect()
}

/// Where a card can be drawn from: the face-up cards by number and name,
/// then the deck(s).
pub(super) fn draw_sources(seen: &CallerGame, partial: &str, lang: Lang) -> Vec<Choice> {
    let Some(state) = seen.state() else {
        return Vec::new();
    };
    let world = seen.board.family == Family::World;
    let mut out: Vec<Choice> = state
        .face_up
        .iter()
        .enumerate()
        .filter_map(|(i, c)| c.map(|c| (i, c)))
        .map(|(i, c)| {
            let label = format!("{}: {}", i + 1, lang.tr(&c.msg(world)));
            Choice::new(label, (i + 1).to_string())
        })
        .collect();
    let deck = if world {
        msg!("discord-suggest-train-deck")
    } else {
        msg!("discord-suggest-deck")
    };
    out.push(Choice::new(lang.tr(&deck), "deck".into()));
    if world {
        let ships = msg!("discord-suggest-ship-deck");
        out.push(Choice::new(lang.tr(&ships), "ships".into()));
    }
    // English card names match too ("red"), as the host reads them.
    let english = |c: &Choice| {
        c.value
            .parse::<usize>()
            .ok()
            .and_then(|i| state.face_up.get(i.checked_sub(1)?).copied().flatten())
            .map_or_else(|| c.value.clone(), |card| card.name())
    };
    out.retain(|c| matches_either(&c.name, &english(c), partial));
    out
}

/// The caller's ticket offer: positions with names, building on the
/// positions already typed (`1,` suggests `1,2`, `1,3`, ...).
pub(super) fn tickets(seen: &CallerGame, partial: &str, lang: Lang) -> Vec<Choice> {
    let (Some(state), Some(seat)) = (seen.state(), seen.seat) else {
        return Vec::new();
    };
    let Some(offer) = state.players[seat].offer.as_ref() else {
        return Vec::new();
    };
    let board = &seen.board;
    let name = |pos: usize| {
        let t = offer.tickets[pos - 1];
        format!("{} ({})", board.ticket_name(t), board.tickets[t].points())
    };
    // The positions typed in full; the last piece is still being typed
    // unless a separator follows it.
    let mut pieces: Vec<&str> = partial.split([',', ' ', '+', ';']).collect();
    let typing = pieces.pop().unwrap_or("");
    let chosen: Vec<usize> = pieces
        .iter()
        .filter_map(|p| p.trim().parse::<usize>().ok())
        .filter(|n| (1..=offer.tickets.len()).contains(n))
        .fold(Vec::new(), |mut v, n| {
            if !v.contains(&n) {
                v.push(n);
            }
            v
        });
    let mut out = Vec::new();
    for pos in 1..=offer.tickets.len() {
        if chosen.contains(&pos) || !pos.to_string().starts_with(typing.trim()) {
            continue;
        }
        let mut picked = chosen.clone();
        picked.push(pos);
        let value: Vec<String> = picked.iter().map(usize::to_string).collect();
        let names: Vec<String> = picked
            .iter()
            .map(|&p| format!("{p}. {}", name(p)))
            .collect();
        let label = msg!("discord-suggest-keep", tickets = names.join(" + "));
        out.push(Choice::new(lang.tr(&label), value.join(",")));
    }
    out.truncate(MAX_CHOICES);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::{BotLevel, GameSetup, SeatInfo, TimeoutPolicy};
    use crate::rules::{Action, Card, GameOptions, Variant, apply, new_game};

    /// A two-player game on `map` in its play phase (every first offer kept
    /// in full), `ann` (user "1") to move.
    pub(crate) fn game(map: &str) -> CallerGame {
        let board = maps::board(map).unwrap();
        let names = vec!["ann".to_string(), "bob".to_string()];
        let mut state = new_game(&board, &names, GameOptions::default(), 7).unwrap();
        for seat in 0..2 {
            while let Some(offer) = state.players[seat].offer.clone() {
                apply(
                    &board,
                    &mut state,
                    seat,
                    &Action::Keep {
                        tickets: offer.tickets,
                    },
                )
                .unwrap();
            }
            if state.players[seat].split_pending {
                apply(
                    &board,
                    &mut state,
                    seat,
                    &Action::Split {
                        trains: 25,
                        ships: 35,
                    },
                )
                .unwrap();
            }
        }
        state.turn = 0;
        let record = ChannelRecord {
            game_id: "g1".into(),
            lang: crate::i18n::Lang::En,
            creator: "1".into(),
            setup: GameSetup {
                map: map.into(),
                options: GameOptions {
                    variant: Variant::Classic,
                    bonus_tickets: false,
                },
                seats: 2,
                turn_secs: None,
                timeout: TimeoutPolicy::Bot,
                ticket_alerts: false,
                rated: true,
                away_days: crate::host::DEFAULT_AWAY_DAYS,
                cover: false,
                cover_level: Default::default(),
            },
            seats: vec![
                SeatInfo {
                    user: Some("1".into()),
                    name: "ann".into(),
                    bot: None,
                    lang: crate::i18n::Lang::En,
                },
                SeatInfo {
                    user: None,
                    name: "bob".into(),
                    bot: Some(BotLevel::Easy),
                    lang: crate::i18n::Lang::En,
                },
            ],
            seed: 7,
            state: Some(state),
            deadline: None,
            recent: Default::default(),
            answered: Vec::new(),
            placed: Vec::new(),
            table: None,
            comforts: Default::default(),
            guild: None,
            tally: Default::default(),
            subs: Default::default(),
            away: Vec::new(),
            indexed: true,
            lost_since: None,
            web: None,
            players_settings: Default::default(),
            link_gens: Default::default(),
        };
        CallerGame {
            board,
            record,
            seat: Some(0),
        }
    }

    #[test]
    fn routes_are_the_claimable_ones_with_their_cost() {
        let mut seen = game("europe");
        let state = seen.record.state.as_mut().unwrap();
        state.players[0].hand = Default::default();
        assert!(
            routes(&seen, "", Lang::En).is_empty(),
            "no cards, nothing to claim"
        );
        let state = seen.record.state.as_mut().unwrap();
        state.players[0].hand.add(Card::Train(Color::Red), 3);
        let all = routes(&seen, "", Lang::En);
        assert!(!all.is_empty());
        for c in &all {
            assert!(
                c.name.contains("pay") && c.name.contains("red"),
                "{}",
                c.name
            );
            assert!(c.name.len() <= MAX_CHOICE_LEN && c.value.len() <= MAX_CHOICE_LEN);
            // The value is a route the host can resolve.
            assert!(
                crate::host::route(&seen.board, &c.value, String::new).is_ok(),
                "{}",
                c.value
            );
        }
        assert!(all.len() <= MAX_CHOICES);
        let paris = routes(&seen, "par", Lang::En);
        assert!(paris.iter().all(|c| c.value.contains("Paris")), "{paris:?}");
        // The cities' Russian and Ukrainian names find the same routes.
        let values = |typed: &str| -> Vec<String> {
            routes(&seen, typed, Lang::Ru)
                .into_iter()
                .map(|c| c.value)
                .collect()
        };
        assert!(!values("paris").is_empty());
        assert_eq!(values("Париж"), values("paris"));
        assert_eq!(values("пар"), values("paris"));
        // Not their turn: nothing.
        seen.record.state.as_mut().unwrap().turn = 1;
        assert!(routes(&seen, "", Lang::En).is_empty());
        seen.record.state.as_mut().unwrap().turn = 0;
        let ru = routes(&seen, "par", Lang::Ru);
        assert!(!ru.is_empty());
        for c in &ru {
            assert!(c.name.contains("оплата: красная ×"), "{}", c.name);
            assert!(crate::host::route(&seen.board, &c.value, String::new).is_ok());
        }
        seen.record.state.as_mut().unwrap().turn = 1;
        seen.seat = None;
        assert!(routes(&seen, "", Lang::En).is_empty());
    }

    #[test]
    fn cities_skip_taken_places_and_harbors_need_harbor_cities() {
        let mut seen = game("europe");
        let wien = (seen.board.find_place("Wien").unwrap()).index();
        assert!(
            cities(&seen, Building::Station, "wie")
                .iter()
                .any(|c| c.value == "Wien")
        );
        seen.record.state.as_mut().unwrap().stations[wien] = Some(1);
        assert!(
            !cities(&seen, Building::Station, "wie")
                .iter()
                .any(|c| c.value == "Wien")
        );
        assert!(cities(&seen, Building::Station, "").len() <= MAX_CHOICES);
        // Russian and Ukrainian names find the board's own.
        let moskva = cities(&seen, Building::Station, "моск");
        assert_eq!(moskva.len(), 1);
        assert_eq!(moskva[0].value, "Moskva");
        assert_eq!(moskva[0].name, "Moskva (Москва)");
        assert_eq!(cities(&seen, Building::Station, "Київ")[0].value, "Kyiv");
        let world = game("world");
        let harbors = cities(&world, Building::Harbor, "");
        assert!(!harbors.is_empty());
        for c in harbors {
            let p = world.board.find_place(&c.value).unwrap().index();
            assert!(world.board.places[p].harbor, "{}", c.value);
        }
    }

    #[test]
    fn colors_and_draw_sources() {
        assert_eq!(colors("re", false, Lang::En).len(), 2, "red and green");
        assert!(
            colors("gr", true, Lang::En)
                .iter()
                .any(|c| c.value == "gray")
        );
        assert!(
            !colors("", false, Lang::En)
                .iter()
                .any(|c| c.value == "gray")
        );
        let seen = game("usa");
        let d = draw_sources(&seen, "", Lang::En);
        assert_eq!(d.last().unwrap().value, "deck");
        assert_eq!(d.len(), 6, "five face-up cards and the deck");
        let world = game("world");
        assert!(
            draw_sources(&world, "ship", Lang::En)
                .iter()
                .any(|c| c.value == "ships")
        );
    }

    #[test]
    fn labels_are_in_the_callers_language_and_values_stay_english() {
        let ru = colors("", true, Lang::Ru);
        let red = ru.iter().find(|c| c.value == "red").unwrap();
        assert_eq!(red.name, "красная");
        assert!(ru.iter().any(|c| c.name == "серая" && c.value == "gray"));
        // Typed in Russian or in English, the same color is found.
        assert_eq!(colors("крас", false, Lang::Ru)[0].value, "red");
        assert_eq!(colors("red", false, Lang::Ru)[0].value, "red");
        assert_eq!(colors("жел", false, Lang::Ru)[0].value, "yellow");
        let uk = colors("зел", false, Lang::Uk);
        assert_eq!(
            uk.iter().map(|c| c.name.as_str()).collect::<Vec<_>>(),
            ["зелена"]
        );

        let usa = game("usa");
        let d = draw_sources(&usa, "", Lang::Ru);
        assert_eq!(d.last().unwrap().name, "колода");
        assert_eq!(d.last().unwrap().value, "deck");
        assert_eq!(draw_sources(&usa, "deck", Lang::Ru).len(), 1);
        let world = game("world");
        let w = draw_sources(&world, "корабл", Lang::Ru);
        assert!(
            w.iter()
                .any(|c| c.value == "ships" && c.name == "колода кораблей")
        );
        let first = world.record.state.as_ref().unwrap().face_up[0].unwrap();
        let label = &draw_sources(&world, "", Lang::Uk)[0].name;
        assert_eq!(label, &format!("1: {}", Lang::Uk.tr(&first.msg(true))));
        assert_eq!(
            refills(&world, "", Lang::Uk)
                .iter()
                .map(|c| (c.name.as_str(), c.value.as_str()))
                .collect::<Vec<_>>(),
            [("колода вагонів", "trains"), ("колода суден", "ships")]
        );
        assert!(refills(&usa, "", Lang::En).is_empty(), "World only");
    }

    #[test]
    fn tickets_offer_positions_with_names() {
        let mut seen = game("usa");
        assert!(tickets(&seen, "", Lang::En).is_empty(), "no offer waiting");
        let board = seen.board.clone();
        let state = seen.record.state.as_mut().unwrap();
        apply(&board, state, 0, &Action::DrawTickets).unwrap();
        let offer = state.players[0].offer.clone().unwrap();
        let first = tickets(&seen, "", Lang::En);
        assert_eq!(first.len(), offer.tickets.len());
        assert_eq!(first[0].value, "1");
        assert!(first[0].name.contains(&board.ticket_name(offer.tickets[0])));
        let more = tickets(&seen, "2,", Lang::En);
        assert_eq!(
            more.iter().map(|c| c.value.as_str()).collect::<Vec<_>>(),
            vec!["2,1", "2,3"]
        );
        assert!(more[0].name.starts_with("Keep 2. "));
        assert!(
            tickets(&seen, "2,", Lang::Uk)[0]
                .name
                .starts_with("Залишити 2. ")
        );
        // The values are what /keep accepts.
        for c in more {
            assert!(super::super::options::parse_keep(Some(&c.value)).is_ok());
        }
    }
}
