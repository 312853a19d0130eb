//! What a seat knows, worked out once per decision from its view: which
//! lanes it could still claim, its pieces, and how near the end is.

use crate::rules::{
    Board, Config, Family, Hand, LaneId, PayChoice, Payment, PlaceId, PlaceKind, PlayerView,
    RouteKind, Seat, route_payment,
};

/// A lane as this seat sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LaneState {
    /// Claimed by this seat.
    Mine,
    /// Free, and this seat may claim it.
    Open,
    /// Claimed by an opponent.
    Theirs(Seat),
    /// Free, but closed to this seat (the other lane of its double is
    /// the seat's own, or taken in a game too small for both).
    Closed,
}

/// Facts derived from a [`PlayerView`].
pub(crate) struct Know<'a> {
    pub board: &'a Board,
    pub view: &'a PlayerView,
    pub cfg: &'static Config,
    pub me: Seat,
    pub hand: Hand,
    pub trains: u8,
    pub ships: u8,
    pub lanes: Vec<LaneState>,
    /// Station owner per place (Europe).
    pub station_at: Vec<Option<Seat>>,
    /// Harbor owner per place (World).
    pub harbor_at: Vec<Option<Seat>>,
}

impl<'a> Know<'a> {
    /// Works out the facts of a view.
    pub(super) fn new(board: &'a Board, view: &'a PlayerView) -> Know<'a> {
        let cfg = board.family.config();
        let me = view.seat;
        let pub_ = &view.public;
        let seats = pub_.players.len();
        let open = seats > 3 || (cfg.doubles_open_at_three && seats == 3);
        let lanes = board
            .lanes
            .iter()
            .enumerate()
            .map(|(l, lane)| match pub_.owners[l] {
                Some(o) if o == me => LaneState::Mine,
                Some(o) => LaneState::Theirs(o),
                None => match lane.sibling.and_then(|s| pub_.owners[s.index()]) {
                    Some(o) if o == me || !open => LaneState::Closed,
                    _ => LaneState::Open,
                },
            })
            .collect();
        let mut station_at = vec![None; board.places.len()];
        for &(p, s) in &pub_.stations {
            station_at[p.index()] = Some(s);
        }
        let mut harbor_at = vec![None; board.places.len()];
        for &(p, s) in &pub_.harbors {
            harbor_at[p.index()] = Some(s);
        }
        let mine = &pub_.players[me];
        Know {
            board,
            view,
            cfg,
            me,
            hand: view.hand,
            trains: mine.trains.unwrap_or(cfg.trains),
            ships: mine.ships.unwrap_or(cfg.ships),
            lanes,
            station_at,
            harbor_at,
        }
    }

    /// Whether this is the World board.
    pub(super) fn world(&self) -> bool {
        self.board.family == Family::World
    }

    /// Number of players.
    pub(super) fn seats(&self) -> usize {
        self.view.public.players.len()
    }

    /// Own pieces of the kind a route takes.
    pub(super) fn pieces(&self, kind: RouteKind) -> u8 {
        match kind {
            RouteKind::Rail => self.trains,
            RouteKind::Sea => self.ships,
        }
    }

    /// Own pieces of both kinds.
    pub(super) fn all_pieces(&self) -> u16 {
        self.trains as u16 + self.ships as u16
    }

    /// Whether locomotives may pay for this lane.
    pub(super) fn locos_allowed(&self, lane: LaneId) -> bool {
        self.cfg.locos_allowed(&self.board.lanes[lane])
    }

    /// Whether the place is a country (an end point only).
    pub(super) fn is_country(&self, p: PlaceId) -> bool {
        self.board.places[p].kind == PlaceKind::Country
    }

    /// The payment for claiming `lane` now, if the claim is legal.
    pub(super) fn payment(&self, lane: LaneId, choice: PayChoice) -> Option<Payment> {
        if self.lanes[lane.index()] != LaneState::Open {
            return None;
        }
        let l = &self.board.lanes[lane];
        if self.pieces(l.kind) < l.len {
            return None;
        }
        route_payment(&self.hand, l, self.board.family, choice).ok()
    }

    /// Whether one of this seat's lanes touches the place.
    pub(super) fn touches_mine(&self, p: PlaceId) -> bool {
        self.board
            .lanes_at(p)
            .iter()
            .any(|&l| self.lanes[l.index()] == LaneState::Mine)
    }

    /// Cards left to draw (every deck and its discard) per player.
    pub(super) fn table_per_seat(&self) -> f32 {
        let cards: usize = self.view.public.decks.iter().map(|(d, x)| d + x).sum();
        cards as f32 / self.seats() as f32
    }

    /// Pieces of each player (own included), where known.
    fn pieces_of(&self, seat: Seat) -> u16 {
        let p = &self.view.public.players[seat];
        match (p.trains, p.ships) {
            (Some(t), Some(s)) => t as u16 + s as u16,
            _ => self.cfg.pieces_kept as u16,
        }
    }

    /// How many more turns this seat expects to take, this one included.
    pub(super) fn my_turns_left(&self) -> f32 {
        let seats = self.seats() as f32;
        if let Some(n) = self.view.public.final_turns {
            return (n as f32 / seats).ceil().max(1.0);
        }
        // Fitted to computer-only games: the player closest to the end
        // places pieces faster as the game goes on.
        let end = self.cfg.end_pieces as u16;
        let closest = (0..self.seats())
            .map(|s| self.pieces_of(s).saturating_sub(end))
            .min()
            .unwrap_or(0) as f32;
        1.5 + 0.7 * closest + 0.004 * closest * closest + (self.cfg.final_turns as f32 - 1.0)
    }
}
