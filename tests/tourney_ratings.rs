//! Weng-Lin ratings: direction of moves for every place, ties, drift,
//! provisional flag, display value, and replay.

use conductor::tourney::{PlayerRating, Ratings, TableResult, display, provisional};
use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

fn seats(places: &[u8]) -> Vec<(String, u8)> {
    places
        .iter()
        .enumerate()
        .map(|(k, &p)| (format!("p{k}"), p))
        .collect()
}

#[test]
fn winner_goes_up_last_goes_down_at_every_table_size() {
    for n in 2..=5u8 {
        let places: Vec<u8> = (0..n).collect();
        let mut r = Ratings::new();
        r.update(&seats(&places));
        let mus: Vec<f64> = (0..n).map(|k| r.get(&format!("p{k}")).mu).collect();
        assert!(mus[0] > 25.0, "{n}: winner {mus:?}");
        assert!(mus[n as usize - 1] < 25.0, "{n}: last {mus:?}");
        assert!(mus.windows(2).all(|w| w[0] > w[1]), "{n}: by place {mus:?}");
        for k in 0..n {
            let p = r.get(&format!("p{k}"));
            assert!(p.sigma < PlayerRating::default().sigma);
            assert_eq!(p.games, 1);
        }
    }
}

#[test]
fn ties_move_alike_and_a_middle_tie_stays() {
    let mut r = Ratings::new();
    r.update(&seats(&[0, 1, 1, 3]));
    assert_eq!(r.get("p1"), r.get("p2"));
    assert!((r.get("p1").mu - 25.0).abs() < 1e-9);
}

#[test]
fn upsets_move_more_than_expected_results() {
    let mut r = Ratings::new();
    for _ in 0..5 {
        r.update(&[("strong".into(), 0), ("weak".into(), 1)]);
    }
    let (s, w) = (r.get("strong").mu, r.get("weak").mu);
    let mut expected = r.clone();
    expected.update(&[("strong".into(), 0), ("weak".into(), 1)]);
    let mut upset = r.clone();
    upset.update(&[("strong".into(), 1), ("weak".into(), 0)]);
    assert!(upset.get("weak").mu - w > expected.get("strong").mu - s);
}

#[test]
fn drift_keeps_uncertainty_from_freezing() {
    // The same 300 rotating results, with the crate's plain update (no drift)
    // and with ours: the drift keeps σ, and so each game's move, larger.
    let config = WengLinConfig::new();
    let mut plain = vec![WengLinRating::new(); 4];
    let mut r = Ratings::new();
    for g in 0..300 {
        let places: Vec<u8> = (0..4).map(|k| ((k + g) % 4) as u8).collect();
        r.update(&seats(&places));
        let teams: Vec<[WengLinRating; 1]> = plain.iter().map(|p| [*p]).collect();
        let input: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
            .iter()
            .zip(&places)
            .map(|(t, &p)| (&t[..], MultiTeamOutcome::new(usize::from(p) + 1)))
            .collect();
        let out = weng_lin_multi_team(&input, &config);
        plain = out.iter().map(|t| t[0]).collect();
    }
    let (ours, theirs) = (r.get("p0").sigma, plain[0].uncertainty);
    assert!(ours > theirs * 1.1, "σ {ours} with drift, {theirs} without");
    assert!(ours < 2.5, "σ {ours} did not settle");
    let before = r.get("p0").mu;
    r.update(&seats(&[0, 1, 2, 3]));
    assert!(r.get("p0").mu - before > 0.1, "a win still moves a veteran");
}

#[test]
fn provisional_until_ten_games_and_display_is_conservative() {
    assert!(provisional(0) && provisional(9) && !provisional(10));
    let newcomer = PlayerRating::default();
    assert_eq!(display(&newcomer).round(), 1000.0);
    let mut r = Ratings::new();
    r.update(&seats(&[0, 1]));
    assert!(display(&r.get("p0")) > display(&newcomer));
}

#[test]
fn bad_tables_change_nothing() {
    let mut r = Ratings::new();
    r.update(&seats(&[0]));
    r.update(&[("a".into(), 0), ("a".into(), 1)]);
    assert_eq!(r, Ratings::new());
}

#[test]
fn replay_reproduces_stored_ratings() {
    let tables: Vec<Vec<(String, u8)>> = (0..200u32)
        .map(|g| {
            let n = 2 + (g % 4) as usize;
            (0..n)
                .map(|k| {
                    (
                        format!("p{}", (g as usize * 7 + k * 3) % 17),
                        ((k + g as usize) % n) as u8,
                    )
                })
                .collect()
        })
        .collect();
    let mut live = Ratings::new();
    for t in &tables {
        live.update(t);
    }
    let stored = serde_json::to_string(&live).unwrap();
    let back: Ratings = serde_json::from_str(&stored).unwrap();
    assert_eq!(Ratings::replay(&tables), live);
    assert_eq!(back.iter().count(), live.iter().count());
    for (p, r) in live.iter() {
        let b = back.get(p);
        assert!((b.mu - r.mu).abs() < 1e-12 && (b.sigma - r.sigma).abs() < 1e-12);
        assert_eq!(b.games, r.games);
    }
}

#[test]
fn abandoned_seats_are_rated_last() {
    let result = TableResult {
        seats: vec!["a".into(), "b".into(), "c".into()],
        scores: vec![100, 80, 60],
        places: vec![0, 1, 2],
        abandoned: vec![true, false, false],
        by_computer: false,
    };
    let mut r = Ratings::new();
    r.update(&result.rating_places());
    assert!(r.get("a").mu < 25.0 && r.get("b").mu > 25.0);
}
