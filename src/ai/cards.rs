//! Which cards a seat wants: its hand is shared out over the lanes it
//! plans to claim (and a harbor), what is missing gives each card kind a
//! value, and draws take the face-up card or deck worth the most.

use super::know::{Know, LaneState};
use crate::rules::{
    Action, CARD_KINDS, Card, Color, DeckKind, DrawSource, Hand, LaneId, RouteKind,
};
use rand::Rng;

/// What one planned purchase needs.
#[derive(Clone, Copy, Debug)]
pub(crate) enum NeedKind {
    /// A rail lane: `plain` cards of one color (fixed or any), `locos`
    /// locomotives (ferry spaces), `pairs` pairs of any color (steam).
    Rail {
        color: Option<Color>,
        /// The color of the other lane of a double, when it may be taken instead.
        alt: Option<Color>,
        plain: u8,
        locos: u8,
        pairs: u8,
        wild: bool,
    },
    /// A sea lane: ship cards covering `spaces` in one color.
    Sea {
        color: Option<Color>,
        alt: Option<Color>,
        spaces: u8,
    },
    /// A harbor: 2 harbor train cards and 2 single ships of one color.
    Harbor,
}

/// One planned purchase and how much it matters.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Need {
    pub lane: Option<LaneId>,
    pub weight: f32,
    pub kind: NeedKind,
}

/// What a lane needs.
pub(crate) fn lane_need(k: &Know, lane: LaneId, weight: f32) -> Need {
    let l = &k.board.lanes[lane];
    let sibling = l
        .sibling
        .filter(|&s| k.lanes[s.index()] == LaneState::Open)
        .map(|s| &k.board.lanes[s])
        .filter(|s| s.len == l.len && s.locos == l.locos && s.steam == l.steam);
    // Either lane of a double will do: gray if either is, else either color.
    let (color, alt) = match sibling {
        Some(s) if s.color.is_none() => (None, None),
        Some(s) if s.color != l.color => (l.color, s.color),
        _ => (l.color, None),
    };
    let kind = match l.kind {
        RouteKind::Sea => NeedKind::Sea {
            color,
            alt,
            spaces: l.len,
        },
        RouteKind::Rail => NeedKind::Rail {
            color,
            alt,
            // A tunnel wants one card more for what the reveal may demand.
            plain: l.len.saturating_sub(l.locos + l.steam) + u8::from(l.tunnel),
            locos: l.locos,
            pairs: l.steam,
            wild: k.locos_allowed(lane),
        },
    };
    Need {
        lane: Some(lane),
        weight,
        kind,
    }
}

/// What one need still lacks.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Short {
    /// Cards of its color (ship spaces for a sea lane; harbor: train cards).
    pub color: u8,
    /// Harbor: single ships.
    pub ships: u8,
    /// Ferry locomotives.
    pub locos: u8,
    /// Steam pairs (in cards).
    pub pairs: u8,
}

impl Short {
    /// Everything still lacking.
    pub(super) fn total(&self) -> u8 {
        self.color + self.ships + self.locos + self.pairs
    }
}

/// The hand shared out over the needs, in their order.
#[derive(Clone, Debug)]
pub(crate) struct Alloc {
    pub needs: Vec<Need>,
    /// Cards given to each need.
    pub given: Vec<Hand>,
    pub short: Vec<Short>,
    /// The color each need is collected in.
    pub color: Vec<Option<Color>>,
    /// Cards given to no need.
    pub spare: Hand,
}

/// Takes up to `n` train cards of `c` (plain before harbor ones).
fn take_trains(left: &mut Hand, out: &mut Hand, c: Color, n: u8) -> u8 {
    let plain = left.count(Card::Train(c)).min(n);
    left.remove(Card::Train(c), plain);
    out.add(Card::Train(c), plain);
    let harbor = left.count(Card::HarborTrain(c)).min(n - plain);
    left.remove(Card::HarborTrain(c), harbor);
    out.add(Card::HarborTrain(c), harbor);
    plain + harbor
}

/// Takes ship cards of `c` covering up to `spaces`; returns spaces covered.
fn take_ships(left: &mut Hand, out: &mut Hand, c: Color, spaces: u8) -> u8 {
    let d = left.count(Card::DoubleShip(c)).min(spaces / 2);
    left.remove(Card::DoubleShip(c), d);
    out.add(Card::DoubleShip(c), d);
    let mut covered = 2 * d;
    let s = left.count(Card::Ship(c)).min(spaces - covered);
    left.remove(Card::Ship(c), s);
    out.add(Card::Ship(c), s);
    covered += s;
    if covered < spaces && left.count(Card::DoubleShip(c)) > 0 {
        left.remove(Card::DoubleShip(c), 1);
        out.add(Card::DoubleShip(c), 1);
        covered = spaces.min(covered + 2);
    }
    covered
}

/// Ship spaces the cards of one color cover.
fn ship_capacity(h: &Hand, c: Color) -> u8 {
    h.count(Card::Ship(c)) + 2 * h.count(Card::DoubleShip(c))
}

/// Shares the hand out over the needs: fixed colors first, then the colors
/// of gray lanes and harbors, steam pairs, and locomotives last.
pub(crate) fn allocate(k: &Know, needs: Vec<Need>) -> Alloc {
    let n = needs.len();
    let mut a = Alloc {
        needs,
        given: vec![Hand::default(); n],
        short: vec![Short::default(); n],
        color: vec![None; n],
        spare: k.hand,
    };
    for i in 0..n {
        a.fixed_color(i);
    }
    for i in 0..n {
        a.open_color(i);
    }
    for i in 0..n {
        a.steam_pairs(i);
    }
    for i in 0..n {
        a.ferry_locos(i);
    }
    for i in 0..n {
        a.wild_locos(i);
    }
    a
}

impl Alloc {
    /// A lane of one color (or of two, on a double): collects it in the
    /// color the hand holds more of.
    fn fixed_color(&mut self, i: usize) {
        let (left, given) = (&mut self.spare, &mut self.given[i]);
        match self.needs[i].kind {
            NeedKind::Rail {
                color: Some(c),
                alt,
                plain,
                ..
            } => {
                let c = match alt {
                    Some(a) if left.trains_of(a) > left.trains_of(c) => a,
                    _ => c,
                };
                self.color[i] = Some(c);
                self.short[i].color = plain - take_trains(left, given, c, plain);
            }
            NeedKind::Sea {
                color: Some(c),
                alt,
                spaces,
            } => {
                let c = match alt {
                    Some(a) if ship_capacity(left, a) > ship_capacity(left, c) => a,
                    _ => c,
                };
                self.color[i] = Some(c);
                self.short[i].color = spaces - take_ships(left, given, c, spaces);
            }
            _ => {}
        }
    }

    /// A gray lane or a harbor: collects it in the color the cards left
    /// cover best.
    fn open_color(&mut self, i: usize) {
        let (left, given) = (&mut self.spare, &mut self.given[i]);
        match self.needs[i].kind {
            NeedKind::Rail {
                color: None, plain, ..
            } => {
                let c = best_color(|c| left.trains_of(c));
                self.color[i] = Some(c);
                self.short[i].color = plain - take_trains(left, given, c, plain);
            }
            NeedKind::Sea {
                color: None,
                spaces,
                ..
            } => {
                let c = best_color(|c| ship_capacity(left, c));
                self.color[i] = Some(c);
                self.short[i].color = spaces - take_ships(left, given, c, spaces);
            }
            NeedKind::Harbor => {
                let c = best_color(|c| {
                    left.count(Card::HarborTrain(c)).min(2) + left.count(Card::Ship(c)).min(2)
                });
                self.color[i] = Some(c);
                let t = left.count(Card::HarborTrain(c)).min(2);
                left.remove(Card::HarborTrain(c), t);
                given.add(Card::HarborTrain(c), t);
                let s = left.count(Card::Ship(c)).min(2);
                left.remove(Card::Ship(c), s);
                given.add(Card::Ship(c), s);
                self.short[i].color = 2 - t;
                self.short[i].ships = 2 - s;
            }
            _ => {}
        }
    }

    /// Steam pairs: two cards of any one color each.
    fn steam_pairs(&mut self, i: usize) {
        if let NeedKind::Rail { pairs, .. } = self.needs[i].kind {
            for _ in 0..pairs {
                let c = best_color(|c| self.spare.trains_of(c));
                let got = take_trains(&mut self.spare, &mut self.given[i], c, 2);
                self.short[i].pairs += 2 - got;
            }
        }
    }

    /// The locomotives a ferry demands.
    fn ferry_locos(&mut self, i: usize) {
        if let NeedKind::Rail { locos, .. } = self.needs[i].kind {
            let got = self.spare.count(Card::Loco).min(locos);
            self.spare.remove(Card::Loco, got);
            self.given[i].add(Card::Loco, got);
            self.short[i].locos = locos - got;
        }
    }

    /// Locomotives in place of what is still lacking, where they may stand in.
    fn wild_locos(&mut self, i: usize) {
        let wild = match self.needs[i].kind {
            NeedKind::Rail { wild, .. } => wild,
            NeedKind::Sea { .. } | NeedKind::Harbor => true,
        };
        if !wild {
            return;
        }
        let s = &mut self.short[i];
        let lack = s.color + s.ships + s.pairs;
        let got = self.spare.count(Card::Loco).min(lack);
        self.spare.remove(Card::Loco, got);
        self.given[i].add(Card::Loco, got);
        let mut g = got;
        for part in [&mut s.color, &mut s.ships, &mut s.pairs] {
            let d = g.min(*part);
            *part -= d;
            g -= d;
        }
    }
}

/// The color scoring highest (the first such in color order).
fn best_color(score: impl Fn(Color) -> u8) -> Color {
    let mut best = Color::ALL[0];
    for c in Color::ALL {
        if score(c) > score(best) {
            best = c;
        }
    }
    best
}

/// The size of a need, in cards (ship spaces for sea lanes).
fn need_size(need: &Need) -> u8 {
    match need.kind {
        NeedKind::Rail {
            plain,
            locos,
            pairs,
            ..
        } => plain + locos + 2 * pairs,
        NeedKind::Sea { spaces, .. } => spaces,
        NeedKind::Harbor => 4,
    }
}

/// The value of one more card of each kind.
pub(crate) fn card_values(alloc: &Alloc) -> [f32; CARD_KINDS] {
    let mut best = [0f32; CARD_KINDS];
    let mut sum = [0f32; CARD_KINDS];
    let mut add = |card: Card, v: f32| {
        let i = card.index();
        best[i] = best[i].max(v);
        sum[i] += v;
    };
    for (i, need) in alloc.needs.iter().enumerate() {
        let s = alloc.short[i];
        if s.total() == 0 {
            continue;
        }
        let size = need_size(need).max(1) as f32;
        let w = need.weight * (1.0 + 0.6 * (size - s.total() as f32) / size);
        let pick = Pick::of(need, alloc.color[i]);
        match need.kind {
            NeedKind::Rail { wild, .. } => rail_values(&pick, s, (w, wild), &mut add),
            NeedKind::Sea { .. } => sea_values(&pick, s, w, &mut add),
            NeedKind::Harbor => harbor_values(&pick, s, w, &mut add),
        }
    }
    let mut out = [0f32; CARD_KINDS];
    for i in 0..CARD_KINDS {
        out[i] = best[i] + 0.25 * (sum[i] - best[i]);
    }
    out
}

/// The colors a need is collected in: the one chosen, the other of a
/// double, and whether the lane's color is fixed (not gray).
struct Pick {
    chosen: Option<Color>,
    other: Option<Color>,
    fixed: bool,
}

impl Pick {
    fn of(need: &Need, chosen: Option<Color>) -> Pick {
        let (fixed, alt) = match need.kind {
            NeedKind::Rail { color, alt, .. } | NeedKind::Sea { color, alt, .. } => (
                color.is_some(),
                alt.map(|a| if Some(a) == chosen { color } else { Some(a) }),
            ),
            NeedKind::Harbor => (false, None),
        };
        Pick {
            chosen,
            other: alt.flatten(),
            fixed,
        }
    }

    /// The share of a need's weight a card of `col` is worth: 1 in the
    /// chosen color, ½ in the other of a double, 0.3 on a gray lane.
    fn share(&self, col: Color) -> f32 {
        if Some(col) == self.chosen {
            1.0
        } else if self.other == Some(col) {
            0.5
        } else if !self.fixed {
            0.3
        } else {
            0.0
        }
    }
}

/// What cards are worth to a rail lane of weight `w`.
fn rail_values(pick: &Pick, s: Short, (w, wild): (f32, bool), add: &mut impl FnMut(Card, f32)) {
    for col in Color::ALL {
        let v = if Some(col) == pick.chosen && s.color > 0 {
            w
        } else if pick.other == Some(col) && s.color > 0 {
            0.5 * w
        } else if !pick.fixed && s.color > 0 {
            0.3 * w
        } else if s.pairs > 0 {
            0.5 * w
        } else {
            0.0
        };
        add(Card::Train(col), v);
        add(Card::HarborTrain(col), v);
    }
    if s.locos > 0 {
        add(Card::Loco, 1.3 * w);
    } else if wild {
        add(Card::Loco, 0.9 * w);
    }
}

/// What cards are worth to a sea lane of weight `w`.
fn sea_values(pick: &Pick, s: Short, w: f32, add: &mut impl FnMut(Card, f32)) {
    for col in Color::ALL {
        let m = pick.share(col);
        add(Card::Ship(col), m * w);
        let d = if s.color >= 2 { 1.7 } else { 1.0 };
        add(Card::DoubleShip(col), m * d * w);
    }
    add(Card::Loco, 0.9 * w);
}

/// What cards are worth to a harbor of weight `w`.
fn harbor_values(pick: &Pick, s: Short, w: f32, add: &mut impl FnMut(Card, f32)) {
    for col in Color::ALL {
        let m = if Some(col) == pick.chosen { 1.0 } else { 0.3 };
        if s.color > 0 {
            add(Card::HarborTrain(col), m * w);
        }
        if s.ships > 0 {
            add(Card::Ship(col), m * w);
        }
    }
    add(Card::Loco, 0.8 * w);
}

/// Card values with nothing planned: gather one color for long routes.
pub(crate) fn open_values(k: &Know) -> [f32; CARD_KINDS] {
    let mut out = [0f32; CARD_KINDS];
    for c in Color::ALL {
        let t = k.hand.trains_of(c) as f32;
        let s = ship_capacity(&k.hand, c) as f32;
        out[Card::Train(c).index()] = 0.3 + t / 8.0;
        out[Card::HarborTrain(c).index()] = 0.35 + t / 8.0;
        out[Card::Ship(c).index()] = 0.3 + s / 10.0;
        out[Card::DoubleShip(c).index()] = 0.5 + s / 8.0;
    }
    out[Card::Loco.index()] = 0.8;
    if k.trains == 0 {
        for c in Color::ALL {
            out[Card::Train(c).index()] = 0.0;
            out[Card::HarborTrain(c).index()] = 0.0;
        }
    }
    if k.world() && k.ships == 0 {
        for c in Color::ALL {
            out[Card::Ship(c).index()] = 0.0;
            out[Card::DoubleShip(c).index()] = 0.0;
        }
    }
    out
}

/// The value a blind draw from a deck is expected to bring: its cards as
/// far as this seat can tell (all cards of that deck, less its own hand and
/// the face-up row).
fn blind_value(k: &Know, deck: DeckKind, values: &[f32; CARD_KINDS]) -> Option<f32> {
    let (draw, discard) = *k.view.public.decks.get(deck.index())?;
    if draw + discard == 0 {
        return None;
    }
    let comp = k.board.decks.get(deck.index())?;
    let mut n = 0f32;
    let mut v = 0f32;
    for &(card, count) in comp {
        let seen = k.hand.count(card) as usize
            + k.view
                .public
                .face_up
                .iter()
                .filter(|c| **c == Some(card))
                .count();
        let unseen = (count as usize).saturating_sub(seen) as f32;
        n += unseen;
        v += unseen * values[card.index()];
    }
    Some(if n > 0.0 { v / n } else { 0.0 })
}

/// Picks the card to draw (first or second of the turn). Returns `None`
/// when nothing can be drawn.
pub(crate) fn draw(
    k: &Know,
    values: &[f32; CARD_KINDS],
    second: bool,
    rng: &mut impl Rng,
) -> Option<Action> {
    let limits = k.cfg.face_up_loco_limits;
    let decks: &[DeckKind] = if k.world() {
        &[DeckKind::Trains, DeckKind::Ships]
    } else {
        &[DeckKind::Trains]
    };
    let mut blind: Option<(f32, DeckKind)> = None;
    for &d in decks {
        if let Some(v) = blind_value(k, d, values) {
            // A blind card is also hidden from the opponents; break ties its way.
            let v = v + 0.01 + rng.random::<f32>() * 0.001;
            if blind.is_none_or(|(b, _)| v > b) {
                blind = Some((v, d));
            }
        }
    }
    let mut face: Option<(f32, usize)> = None;
    let mut loco: Option<usize> = None;
    for (slot, c) in k.view.public.face_up.iter().enumerate() {
        let Some(c) = c else { continue };
        let v = values[c.index()];
        if limits && c.is_loco() {
            if !second {
                loco = Some(slot);
            }
        } else if face.is_none_or(|(b, _)| v > b) {
            face = Some((v, slot));
        }
    }
    let take_face = |slot: usize| Action::Draw {
        from: DrawSource::FaceUp(slot),
        refill: None,
    };
    // A face-up locomotive ends the draw: in these games taking one never
    // paid for the card it costs, so it is taken only when nothing else is left.
    match (face, blind) {
        (Some((fv, slot)), Some((bv, _))) if fv > bv && fv > 0.0 => Some(take_face(slot)),
        (_, Some((_, d))) => Some(Action::Draw {
            from: DrawSource::Deck(d),
            refill: None,
        }),
        (Some((_, slot)), None) => Some(take_face(slot)),
        (None, None) => loco.map(take_face),
    }
}
