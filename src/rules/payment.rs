//! Working out which cards pay for a route, a station, a harbor or a tunnel's
//! extra cards. Each solver either returns the cards or a [`Shortfall`]: what
//! is missing, as plain data (legal moves are checked in bulk).

use super::board::{Lane, RouteKind};
use super::card::{Card, Color, Hand};
use super::config::Family;
use super::refusal::{CardsShort, Shortfall};
use super::state::Payment;

/// What the player said about paying; `None` fields are chosen by the engine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PayChoice {
    /// Color of the cards to use (needed on gray routes, chosen if absent).
    pub color: Option<Color>,
    /// How many locomotives/jokers to use.
    pub locos: Option<u8>,
    /// World: how many double ships to use.
    pub doubles: Option<u8>,
}

/// The colors to try: the one given, or all of them.
fn candidates(one: &mut [Color; 1], given: Option<Color>) -> &[Color] {
    match given {
        Some(c) => {
            one[0] = c;
            &one[..]
        }
        None => &Color::ALL,
    }
}

/// Whether locomotives may replace cards in a payment, and what the board
/// calls them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wild {
    /// Not here (Switzerland, off tunnels).
    No,
    Locos,
    /// World: the same cards, called jokers.
    Jokers,
}

impl Wild {
    /// Whether and how locomotives may pay for `lane` on this family's board.
    fn of(family: Family, lane: &Lane) -> Wild {
        if !family.config().locos_allowed(lane) {
            Wild::No
        } else if family == Family::World {
            Wild::Jokers
        } else {
            Wild::Locos
        }
    }

    fn allowed(self) -> bool {
        self != Wild::No
    }
}

/// Takes `n` colored train cards of `c`, plain ones before harbor ones.
fn take_trains(h: &Hand, out: &mut Hand, c: Color, n: u8) {
    let plain = h.count(Card::Train(c)).min(n);
    out.add(Card::Train(c), plain);
    out.add(Card::HarborTrain(c), n - plain);
}

/// A one-color payment to work out: `len` cards, of `fixed` color if the
/// route has one, with at least `min_locos` locomotives (ferries).
#[derive(Clone, Copy)]
struct OneColor {
    len: u8,
    fixed: Option<Color>,
    min_locos: u8,
    wild: Wild,
}

/// `len` cards of one color (plus locomotives): USA/Europe/Switzerland routes,
/// World rail routes without steam spaces, and stations.
fn one_color(hand: &Hand, need: OneColor, choice: PayChoice) -> Result<Payment, Shortfall> {
    check_choice(hand, need, choice)?;
    let OneColor {
        len,
        fixed,
        min_locos,
        wild,
    } = need;
    let locos_have = hand.count(Card::Loco);
    let mut one = [Color::Red];
    let mut best: Option<(u8, u8, Color)> = None; // (locos used, held of color, color)
    for &c in candidates(&mut one, fixed.or(choice.color)) {
        let have = hand.trains_of(c);
        let n = match choice.locos {
            Some(n) => n,
            None => min_locos.max(len.saturating_sub(have)),
        };
        if n > locos_have || len - n.min(len) > have || (n > 0 && !wild.allowed()) {
            continue;
        }
        let better = match best {
            None => true,
            Some((bn, bh, _)) => n < bn || (n == bn && have > bh),
        };
        if better {
            best = Some((n, have, c));
        }
    }
    let Some((n, _, c)) = best else {
        return Err(cards_short(hand, need, fixed.or(choice.color)));
    };
    let mut cards = Hand::default();
    take_trains(hand, &mut cards, c, len - n);
    cards.add(Card::Loco, n);
    Ok(Payment {
        cards,
        color: (len > n).then_some(c),
    })
}

/// Refuses a color or a number of locomotives that can never pay.
fn check_choice(hand: &Hand, need: OneColor, choice: PayChoice) -> Result<(), Shortfall> {
    let wild = need.wild;
    if let (Some(color), Some(c)) = (need.fixed, choice.color)
        && color != c
    {
        return Err(Shortfall::WrongColor { color, wild });
    }
    let Some(n) = choice.locos else {
        return Ok(());
    };
    let held = hand.count(Card::Loco);
    if n > held {
        Err(Shortfall::LocosNotHeld {
            asked: n,
            held,
            wild,
        })
    } else if n > 0 && !wild.allowed() {
        Err(Shortfall::LocosTunnelsOnly { need: need.len })
    } else if n < need.min_locos {
        Err(Shortfall::FerryLocos {
            need: need.min_locos,
        })
    } else if n > need.len {
        Err(Shortfall::TooManyLocos { need: need.len })
    } else {
        Ok(())
    }
}

/// What a one-color payment lacks, in `color` or in any one color.
fn cards_short(hand: &Hand, need: OneColor, color: Option<Color>) -> Shortfall {
    let (most, held) = match color {
        Some(c) => (c, hand.trains_of(c)),
        None => Color::ALL
            .iter()
            .map(|&c| (c, hand.trains_of(c)))
            .max_by_key(|&(c, n)| (n, std::cmp::Reverse(c)))
            .unwrap_or((Color::Red, 0)),
    };
    Shortfall::NotEnoughCards(CardsShort {
        need: need.len,
        color,
        ferry: need.min_locos,
        wild: need.wild,
        most,
        held,
        locos: hand.count(Card::Loco),
    })
}

/// The cards that pay for claiming `lane`.
pub fn route_payment(
    hand: &Hand,
    lane: &Lane,
    family: Family,
    choice: PayChoice,
) -> Result<Payment, Shortfall> {
    match lane.kind {
        RouteKind::Sea => sea_payment(hand, lane, choice),
        RouteKind::Rail if lane.steam > 0 => steam_payment(hand, lane, choice),
        RouteKind::Rail => {
            if choice.doubles.unwrap_or(0) > 0 {
                return Err(Shortfall::DoublesOnRail);
            }
            let need = OneColor {
                len: lane.len,
                fixed: lane.color,
                min_locos: lane.locos,
                wild: Wild::of(family, lane),
            };
            one_color(hand, need, choice)
        }
    }
}

/// The cards for the `nth` station (1-based): `nth` cards of one color.
pub fn station_payment(hand: &Hand, nth: u8, choice: PayChoice) -> Result<Payment, Shortfall> {
    let need = OneColor {
        len: nth,
        fixed: None,
        min_locos: 0,
        wild: Wild::Locos,
    };
    one_color(hand, need, choice)
}

/// World sea route: ships of one color; a double ship covers 1 or 2 spaces,
/// a single ship or joker 1. Valid when every card covers at least one space:
/// cards <= length <= capacity (3 doubles for 5 spaces is fine).
fn sea_payment(hand: &Hand, lane: &Lane, choice: PayChoice) -> Result<Payment, Shortfall> {
    let len = lane.len;
    let jokers = hand.count(Card::Loco);
    let mut one = [Color::Red];
    if let (Some(f), Some(c)) = (lane.color, choice.color)
        && f != c
    {
        return Err(Shortfall::SeaWrongColor { color: f });
    }
    // (jokers, waste, singles, held, color, doubles)
    let mut best: Option<(u8, u8, u8, u8, Color, u8)> = None;
    for &c in candidates(&mut one, lane.color.or(choice.color)) {
        if let Some(key) = best_sea(hand, len, c, choice)
            && best.is_none_or(|b| (key.0, key.1, key.2, key.3) < (b.0, b.1, b.2, b.3))
        {
            best = Some(key);
        }
    }
    let Some((j, _, s, _, c, d)) = best else {
        let c = lane.color.or(choice.color);
        let held = |card: fn(Color) -> Card| c.map_or(0, |c| hand.count(card(c)));
        return Err(Shortfall::NotEnoughShips {
            need: len,
            color: c,
            singles: held(Card::Ship),
            doubles: held(Card::DoubleShip),
            jokers,
        });
    };
    let mut cards = Hand::default();
    cards.add(Card::Ship(c), s);
    cards.add(Card::DoubleShip(c), d);
    cards.add(Card::Loco, j);
    Ok(Payment {
        cards,
        color: Some(c),
    })
}

/// The best way to cover `len` sea spaces in color `c`: fewest jokers, then
/// least waste, fewest singles, most ships held; as (jokers, waste,
/// singles, 255 - held, color, doubles).
fn best_sea(
    hand: &Hand,
    len: u8,
    c: Color,
    choice: PayChoice,
) -> Option<(u8, u8, u8, u8, Color, u8)> {
    let jokers = hand.count(Card::Loco);
    let (s_have, d_have) = (hand.count(Card::Ship(c)), hand.count(Card::DoubleShip(c)));
    let mut best: Option<(u8, u8, u8, u8, Color, u8)> = None;
    for d in 0..=d_have.min(len) {
        for j in 0..=jokers.min(len) {
            let s = len.saturating_sub(2 * d + j);
            let cap = 2 * d + s + j;
            if s > s_have || cap < len || d + s + j > len {
                continue;
            }
            if choice.locos.is_some_and(|n| n != j) || choice.doubles.is_some_and(|n| n != d) {
                continue;
            }
            let key = (j, cap - len, s, u8::MAX - (s_have + d_have), c, d);
            if best.is_none_or(|b| (key.0, key.1, key.2, key.3) < (b.0, b.1, b.2, b.3)) {
                best = Some(key);
            }
        }
    }
    best
}

/// World rail route with steam spaces: each steam space takes a pair of train
/// cards of one color (any color); the other spaces one card of the route's
/// color. Jokers replace any card.
fn steam_payment(hand: &Hand, lane: &Lane, choice: PayChoice) -> Result<Payment, Shortfall> {
    if choice.doubles.unwrap_or(0) > 0 {
        return Err(Shortfall::DoublesOnRail);
    }
    let plain = lane.len - lane.steam;
    let jokers = hand.count(Card::Loco);
    let mut one = [Color::Red];
    let mut best: Option<(u8, Hand)> = None;
    for &c in candidates(&mut one, lane.color.or(choice.color)) {
        let (j, used) = steam_cards(hand, lane, c);
        if j > jokers || choice.locos.is_some_and(|n| n != j) {
            continue;
        }
        if best.as_ref().is_none_or(|(bj, _)| j < *bj) {
            best = Some((j, used));
        }
    }
    match best {
        Some((_, cards)) => Ok(Payment {
            cards,
            color: lane.color.or(choice.color),
        }),
        None => Err(Shortfall::NotEnoughSteamCards {
            plain,
            pairs: lane.steam,
            asked: choice.locos.is_some(),
        }),
    }
}

/// The cards for a steam route whose plain spaces take `c`: plain spaces
/// from `c`, pairs from what is left (most plentiful colors first), jokers
/// for the rest; returns the jokers used and all the cards.
fn steam_cards(hand: &Hand, lane: &Lane, c: Color) -> (u8, Hand) {
    let plain = lane.len - lane.steam;
    let mut used = Hand::default();
    let x = hand.trains_of(c).min(plain);
    take_trains(hand, &mut used, c, x);
    let mut j = plain - x;
    let mut left: Vec<(u8, Color)> = Color::ALL
        .iter()
        .map(|&k| (hand.trains_of(k) - used.trains_of(k), k))
        .collect();
    left.sort_by(|a, b| b.cmp(a));
    let mut pairs_needed = lane.steam;
    for (n, k) in left.iter_mut() {
        while pairs_needed > 0 && *n >= 2 {
            let mut tmp = Hand::default();
            take_trains(&hand_minus(hand, &used), &mut tmp, *k, 2);
            add_hand(&mut used, &tmp);
            *n -= 2;
            pairs_needed -= 1;
        }
    }
    for (n, k) in left.iter() {
        if pairs_needed > 0 && *n == 1 {
            let mut tmp = Hand::default();
            take_trains(&hand_minus(hand, &used), &mut tmp, *k, 1);
            add_hand(&mut used, &tmp);
            j += 1;
            pairs_needed -= 1;
        }
    }
    j += 2 * pairs_needed;
    used.add(Card::Loco, j);
    (j, used)
}

fn hand_minus(a: &Hand, b: &Hand) -> Hand {
    let mut out = *a;
    for (i, n) in b.0.iter().enumerate() {
        out.0[i] -= n;
    }
    out
}

fn add_hand(a: &mut Hand, b: &Hand) {
    for (i, n) in b.0.iter().enumerate() {
        a.0[i] += n;
    }
}

/// World harbor: 2 train cards and 2 ship cards of one color, all with the
/// harbor symbol (single ships always have it); jokers replace any.
pub fn harbor_payment(hand: &Hand, choice: PayChoice) -> Result<Payment, Shortfall> {
    let jokers = hand.count(Card::Loco);
    let mut one = [Color::Red];
    let mut best: Option<(u8, u8, Color, u8, u8)> = None; // (jokers, -held, color, trains, ships)
    for &c in candidates(&mut one, choice.color) {
        let (t, s) = (
            hand.count(Card::HarborTrain(c)).min(2),
            hand.count(Card::Ship(c)).min(2),
        );
        let mut need = 4 - t - s;
        let (mut t_use, mut s_use) = (t, s);
        if let Some(n) = choice.locos {
            if n < need || n > 4 {
                continue;
            }
            let mut extra = n - need;
            while extra > 0 && t_use > 0 {
                t_use -= 1;
                extra -= 1;
            }
            while extra > 0 && s_use > 0 {
                s_use -= 1;
                extra -= 1;
            }
            need = n;
        }
        if need > jokers {
            continue;
        }
        let key = (need, u8::MAX - (t + s), c, t_use, s_use);
        if best.is_none_or(|b| (key.0, key.1) < (b.0, b.1)) {
            best = Some(key);
        }
    }
    let Some((j, _, c, t, s)) = best else {
        let color = choice.color;
        let held = |card: fn(Color) -> Card| color.map_or(0, |c| hand.count(card(c)));
        return Err(Shortfall::NotEnoughHarborCards {
            color,
            trains: held(Card::HarborTrain),
            ships: held(Card::Ship),
            jokers,
        });
    };
    let mut cards = Hand::default();
    cards.add(Card::HarborTrain(c), t);
    cards.add(Card::Ship(c), s);
    cards.add(Card::Loco, j);
    Ok(Payment {
        cards,
        color: Some(c),
    })
}

/// The extra cards a tunnel demands: `extra` cards of `color` or locomotives
/// (only locomotives when the claim was paid with locomotives alone). `hand`
/// is what is left after the claim's own payment.
pub fn tunnel_extra(
    hand: &Hand,
    color: Option<Color>,
    extra: u8,
    locos: Option<u8>,
) -> Result<Hand, Shortfall> {
    let have_locos = hand.count(Card::Loco);
    let have_color = color.map(|c| hand.trains_of(c)).unwrap_or(0);
    let n = match locos {
        Some(n) => n,
        None => extra.saturating_sub(have_color),
    };
    let colored = extra.saturating_sub(n);
    if n > have_locos || colored > have_color || n > extra {
        return Err(Shortfall::NotEnoughTunnelCards {
            extra,
            color,
            held: have_color,
            locos: have_locos,
        });
    }
    let mut cards = Hand::default();
    if let Some(c) = color {
        take_trains(hand, &mut cards, c, colored);
    }
    cards.add(Card::Loco, n);
    Ok(cards)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::msg;
    use crate::rules::{Family, PlaceId};

    fn lane(len: u8, color: Option<Color>, kind: RouteKind) -> Lane {
        Lane {
            a: PlaceId(0),
            b: PlaceId(1),
            len,
            color,
            kind,
            tunnel: false,
            locos: 0,
            steam: 0,
            wraps: false,
            sibling: None,
            index_in_route: 1,
        }
    }

    fn hand(cards: &[&str]) -> Hand {
        cards.iter().map(|c| Card::parse(c).unwrap()).collect()
    }

    #[test]
    fn gray_route_prefers_fewest_locos_then_most_held() {
        let h = hand(&["red", "blue", "blue", "loco"]);
        let p = route_payment(
            &h,
            &lane(2, None, RouteKind::Rail),
            Family::Usa,
            PayChoice::default(),
        )
        .unwrap();
        assert_eq!(p.cards, hand(&["blue", "blue"]));
    }

    #[test]
    fn shortfall_names_what_is_held() {
        let h = hand(&["red"]);
        let l = lane(2, None, RouteKind::Rail);
        let e = route_payment(&h, &l, Family::Usa, PayChoice::default()).unwrap_err();
        assert_eq!(
            e.message("Paris–Bruxelles".into(), "needs").to_string(),
            "Paris–Bruxelles needs 2 cards of one color (locomotives may replace any); you have 1 red and no locomotives."
        );
        let says = |lang: Lang| {
            let e = route_payment(&h, &l, Family::Usa, PayChoice::default()).unwrap_err();
            lang.tr(&e.message("Paris–Bruxelles".into(), "needs"))
        };
        assert_eq!(
            says(Lang::Ru),
            "Paris–Bruxelles: нужно сыграть 2 карты одного цвета (любую из них можно заменить локомотивом); у вас: 1 карта красного цвета, локомотивов нет."
        );
        assert_eq!(
            says(Lang::Uk),
            "Paris–Bruxelles: треба зіграти 2 карти одного кольору (будь-яку з них можна замінити локомотивом); у вас: 1 карта червоного кольору, локомотивів немає."
        );
    }

    #[test]
    fn world_rail_routes_call_locomotives_jokers() {
        let h = hand(&["red", "loco"]);
        let l = lane(3, Some(Color::Red), RouteKind::Rail);
        let world = Family::World;
        let says = |lang: Lang, family, choice| {
            let e = route_payment(&h, &l, family, choice).unwrap_err();
            lang.tr(&e.message("Lima–Santiago".into(), "needs"))
        };
        let any = PayChoice::default();
        assert_eq!(
            says(Lang::En, world, any),
            "Lima–Santiago needs 3 red cards (jokers may replace any); you have 1 red and 1 joker."
        );
        assert!(says(Lang::Ru, world, any).contains("заменить джокером"));
        assert!(says(Lang::Uk, world, any).ends_with(", 1 джокер."));
        let blue = PayChoice {
            color: Some(Color::Blue),
            ..any
        };
        assert_eq!(
            says(Lang::En, world, blue),
            "Lima–Santiago is red; pay with red cards or jokers."
        );
        assert_eq!(
            says(Lang::En, Family::Usa, blue),
            "Lima–Santiago is red; pay with red cards or locomotives."
        );
        assert_eq!(
            says(Lang::En, Family::Switzerland, blue),
            "Lima–Santiago is red; pay with red cards.",
            "Switzerland: no locomotives off tunnels"
        );
        let two = PayChoice {
            locos: Some(2),
            ..any
        };
        assert_eq!(
            says(Lang::Uk, world, two),
            "Ви хочете зіграти 2 джокери, але у вас їх 1."
        );
    }

    #[test]
    fn a_station_costs_and_a_tunnel_needs() {
        let h = hand(&["green", "loco"]);
        let e = station_payment(&h, 3, PayChoice::default()).unwrap_err();
        let what = msg!("rules-pay-what-station", nth = 3);
        assert_eq!(
            e.message(what.clone().into(), "costs").to_string(),
            "Your station number 3 costs 3 cards of one color (locomotives may replace any); you have 1 green and 1 locomotive."
        );
        let e = station_payment(&h, 3, PayChoice::default()).unwrap_err();
        assert_eq!(
            Lang::Ru.tr(&e.message(what.into(), "costs")),
            "Ваша станция № 3 стоит 3 карты одного цвета (любую из них можно заменить локомотивом); у вас: 1 карта зелёного цвета, 1 локомотив."
        );
        let green = hand(&["green"]);
        let e = tunnel_extra(&green, Some(Color::Red), 1, None).unwrap_err();
        assert_eq!(
            e.message(msg!("rules-pay-what-tunnel").into(), "needs")
                .to_string(),
            "The tunnel needs 1 red card or locomotive more; after your payment you have 0 red and no locomotives. Pay what it asks or decline."
        );
        let e = tunnel_extra(&h, None, 2, None).unwrap_err();
        assert_eq!(
            Lang::Uk.tr(&e.message(msg!("rules-pay-what-tunnel").into(), "needs")),
            "Тунель: треба зіграти ще 2 локомотиви; після оплати у вас лишилося локомотивів: 1. Доплатіть або відмовтеся."
        );
    }

    #[test]
    fn sea_route_allows_one_double_to_overpay() {
        let h = hand(&["ship2:white", "ship2:white", "ship2:white"]);
        let p = route_payment(
            &h,
            &lane(5, Some(Color::White), RouteKind::Sea),
            Family::World,
            PayChoice::default(),
        )
        .unwrap();
        assert_eq!(p.cards.count(Card::DoubleShip(Color::White)), 3);
        let mixed = hand(&["ship2:white", "ship:white", "ship:white"]);
        let forced = PayChoice {
            doubles: Some(1),
            locos: Some(0),
            color: None,
        };
        let l = lane(2, Some(Color::White), RouteKind::Sea);
        let p = route_payment(&mixed, &l, Family::World, forced);
        assert_eq!(
            p.unwrap().cards,
            hand(&["ship2:white"]),
            "1 double alone pays 2 spaces"
        );
        let short = hand(&["ship2:white", "ship:white"]);
        assert!(
            route_payment(
                &short,
                &lane(4, Some(Color::White), RouteKind::Sea),
                Family::World,
                PayChoice::default()
            )
            .is_err()
        );
    }

    #[test]
    fn steam_spaces_take_pairs_of_any_color() {
        let mut l = lane(2, None, RouteKind::Rail);
        l.steam = 2;
        let h = hand(&["red", "red", "green", "loco"]);
        let p = route_payment(&h, &l, Family::World, PayChoice::default()).unwrap();
        assert_eq!(p.cards, hand(&["red", "red", "green", "loco"]));
        let short = hand(&["red", "green", "loco"]);
        assert!(route_payment(&short, &l, Family::World, PayChoice::default()).is_err());
    }

    #[test]
    fn harbor_needs_harbor_symbol_cards() {
        let h = hand(&["harbor:yellow", "harbor:yellow", "ship:yellow", "loco"]);
        let p = harbor_payment(&h, PayChoice::default()).unwrap();
        assert_eq!(p.cards, h);
        let plain = hand(&["yellow", "yellow", "ship2:yellow", "ship2:yellow"]);
        assert!(harbor_payment(&plain, PayChoice::default()).is_err());
    }
}
