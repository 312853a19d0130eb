//! Tournament points (TP) by place and the VP share a table gives each seat.

use serde::{Deserialize, Serialize};

/// Tournament points for a bye.
pub const BYE_POINTS: u32 = 6;

/// Tournament points the winner of any table gets.
const WIN_POINTS: u32 = 12;

/// One finished table as the tournament records it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableResult {
    /// Players in seat order (first seat first).
    pub seats: Vec<String>,
    /// Final score per seat.
    pub scores: Vec<i32>,
    /// 0-based final place per seat (the game's own tie-breaks already applied; equal = tie)
    pub places: Vec<u8>,
    /// Seats whose player abandoned the game (a computer player finished it).
    pub abandoned: Vec<bool>,
    /// The table was finished by computer players after the round's deadline.
    #[serde(default)]
    pub by_computer: bool,
}

impl TableResult {
    /// The seats with places for rating, in seat order: an abandoned seat is
    /// rated as if it came last (tied with any other abandoned seat); the
    /// others keep their order and ties. Places are 0-based positions.
    pub fn rating_places(&self) -> Vec<(String, u8)> {
        let key = |s: usize| (self.is_abandoned(s), self.place(s));
        let mut order: Vec<usize> = (0..self.seats.len()).collect();
        order.sort_by_key(|&s| (key(s), s));
        let mut out = vec![(String::new(), 0); self.seats.len()];
        let mut at = 0;
        for (pos, &seat) in order.iter().enumerate() {
            if pos > 0 && key(order[pos - 1]) != key(seat) {
                at = pos as u8;
            }
            out[seat] = (self.seats[seat].clone(), at);
        }
        out
    }

    fn place(&self, seat: usize) -> u8 {
        self.places.get(seat).copied().unwrap_or(u8::MAX)
    }

    fn is_abandoned(&self, seat: usize) -> bool {
        self.abandoned.get(seat).copied().unwrap_or(false)
    }

    /// Seat indices, best place first.
    fn order(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.seats.len()).collect();
        order.sort_by_key(|&s| (self.place(s), s));
        order
    }
}

/// Points for the 0-based position `pos` at a table of `n`: 12·(n−1−pos)/(n−1),
/// rounded down; a lone seat gets the winner's 12.
fn place_points(n: usize, pos: usize) -> u32 {
    if n < 2 {
        return WIN_POINTS;
    }
    WIN_POINTS * (n - 1 - pos.min(n - 1)) as u32 / (n - 1) as u32
}

/// Tournament points per seat: 2 players 12/0, 3 players 12/6/0, 4 players
/// 12/8/4/0, 5 players 12/9/6/3/0. Seats tied on a place share the mean of the
/// positions they cover, rounded down. An abandoned seat gets 0 but keeps the
/// place its computer player reached, so the others' points do not change.
pub fn table_points(result: &TableResult) -> Vec<u32> {
    let n = result.seats.len();
    let order = result.order();
    let mut points = vec![0; n];
    let mut start = 0;
    while start < order.len() {
        let place = result.place(order[start]);
        let group = order[start..]
            .iter()
            .take_while(|&&s| result.place(s) == place)
            .count();
        let sum: u32 = (start..start + group).map(|p| place_points(n, p)).sum();
        for &seat in &order[start..start + group] {
            if !result.is_abandoned(seat) {
                points[seat] = sum / group as u32;
            }
        }
        start += group;
    }
    points
}

/// Each seat's score ÷ the table winner's score (the best score among the
/// seats in place 0), negative scores counting as 0 and the share capped at
/// 1.0. If the winner scored 0 or less, the winners get 1.0 and everyone else
/// 0.0. An abandoned seat gets 0.0: a computer player made its score.
pub fn vp_share(result: &TableResult) -> Vec<f64> {
    let best = result.places.iter().copied().min().unwrap_or(0);
    let winner = (0..result.seats.len())
        .filter(|&s| result.place(s) == best)
        .filter_map(|s| result.scores.get(s).copied())
        .max()
        .unwrap_or(0);
    (0..result.seats.len())
        .map(|s| {
            let score = result.scores.get(s).copied().unwrap_or(0);
            if result.is_abandoned(s) {
                0.0
            } else if winner <= 0 {
                if result.place(s) == best { 1.0 } else { 0.0 }
            } else {
                (f64::from(score.max(0)) / f64::from(winner)).min(1.0)
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(places: &[u8], scores: &[i32]) -> TableResult {
        TableResult {
            seats: (0..places.len()).map(|k| format!("p{k}")).collect(),
            scores: scores.to_vec(),
            places: places.to_vec(),
            abandoned: vec![false; places.len()],
            by_computer: false,
        }
    }

    #[test]
    fn points_by_place_for_two_to_five_players() {
        assert_eq!(table_points(&table(&[0, 1], &[0; 2])), [12, 0]);
        assert_eq!(table_points(&table(&[0, 1, 2], &[0; 3])), [12, 6, 0]);
        assert_eq!(table_points(&table(&[0, 1, 2, 3], &[0; 4])), [12, 8, 4, 0]);
        assert_eq!(
            table_points(&table(&[0, 1, 2, 3, 4], &[0; 5])),
            [12, 9, 6, 3, 0]
        );
        // Seat order does not matter, places do.
        assert_eq!(table_points(&table(&[2, 0, 3, 1], &[0; 4])), [4, 12, 0, 8]);
    }

    #[test]
    fn tied_places_share_the_mean_rounded_down() {
        // 4 players, 2nd and 3rd tied: (8+4)/2 = 6.
        assert_eq!(table_points(&table(&[0, 1, 1, 3], &[0; 4])), [12, 6, 6, 0]);
        // Dense numbering of the same tie gives the same points.
        assert_eq!(table_points(&table(&[0, 1, 1, 2], &[0; 4])), [12, 6, 6, 0]);
        // 3 players tied for first: (12+6+0)/3 = 6.
        assert_eq!(table_points(&table(&[0, 0, 0], &[0; 3])), [6, 6, 6]);
        // 5 players, last three tied: (6+3+0)/3 = 3; two tied first: (12+9)/2 = 10.
        assert_eq!(
            table_points(&table(&[0, 0, 2, 2, 2], &[0; 5])),
            [10, 10, 3, 3, 3]
        );
        // 2 players tied: 6 each.
        assert_eq!(table_points(&table(&[0, 0], &[0; 2])), [6, 6]);
    }

    #[test]
    fn abandoned_seat_gets_zero_and_others_keep_their_points() {
        let mut t = table(&[0, 1, 2, 3], &[100, 90, 80, 70]);
        t.abandoned[1] = true;
        assert_eq!(table_points(&t), [12, 0, 4, 0]);
        assert_eq!(vp_share(&t), [1.0, 0.0, 0.8, 0.7]);
    }

    #[test]
    fn vp_share_divides_by_the_winners_score() {
        let t = table(&[1, 0, 2], &[50, 100, -10]);
        assert_eq!(vp_share(&t), [0.5, 1.0, 0.0]);
        let t = table(&[0, 1], &[-5, -20]);
        assert_eq!(vp_share(&t), [1.0, 0.0]);
    }

    #[test]
    fn rating_places_put_abandoned_seats_last() {
        let mut t = table(&[0, 1, 1, 3], &[0; 4]);
        t.abandoned[0] = true;
        let places: Vec<u8> = t.rating_places().iter().map(|(_, p)| *p).collect();
        assert_eq!(places, [3, 0, 0, 2]);
    }
}
