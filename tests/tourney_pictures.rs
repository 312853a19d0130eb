//! A tournament's pictures through the host and the embedded store: each
//! round's pairings come with a pairings picture, each finished round with
//! a standings picture, both drawn as PNG with alt text; the standings are
//! shown again after every result (the console prints what Discord pins).

#[allow(dead_code)] // each test file uses a part of the shared helpers
mod support;

use conductor::host::{Host, OutMsg, Picture, Target};
use support::host::{embedded, request_in, settle, tourney_in};

const CUP: &str = "cup";

fn applied(host: &Host, user: &str, line: &str) {
    let reply = host.handle(&request_in(CUP, user, false, None, line), 1_000);
    assert!(reply.applied, "{line}: {}", reply.text);
}

/// Width and height of PNG bytes.
fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "a PNG");
    let n = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap());
    (n(16), n(20))
}

/// Writes a picture where a person can look at it (target/tourney-pictures).
fn keep(name: &str, bytes: &[u8]) {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/tourney-pictures");
    if std::fs::create_dir_all(&dir).is_ok() {
        let _ = std::fs::write(dir.join(name), bytes);
    }
}

#[test]
fn rounds_come_with_pairings_and_standings_pictures() {
    let (_dir, store) = embedded();
    let host = Host::new(store.clone(), conductor::ai::decide).seeded(21);
    applied(
        &host,
        "olga",
        r#"/tourney create name:"Autumn Cup" map:usa rounds:2 size:4 min:3 max:4 round_days:0"#,
    );
    for _ in 0..10 {
        applied(&host, "olga", "/tourney addbot");
    }
    applied(&host, "olga", "/tourney start");
    let out = settle(&host);
    let rec = tourney_in(store.as_ref(), CUP);
    let to_cup: Vec<&OutMsg> = out
        .iter()
        .filter(|m| m.to == Target::Channel(CUP.into()))
        .collect();

    let pairings: Vec<_> = to_cup
        .iter()
        .filter_map(|m| match &m.picture {
            Some(Picture::Pairings { sheet, .. }) => Some(sheet.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(pairings.len(), 2, "one pairings picture per round");
    for (i, sheet) in pairings.iter().enumerate() {
        let round = &rec.played[i];
        assert_eq!(sheet.round as usize, i + 1);
        let seated: Vec<Vec<&str>> = round
            .tables
            .iter()
            .map(|t| t.seats.iter().map(|s| rec.name_of(s)).collect())
            .collect();
        let drawn: Vec<Vec<&str>> = sheet
            .tables
            .iter()
            .map(|t| t.seats.iter().map(|s| s.name.as_str()).collect())
            .collect();
        assert_eq!(drawn, seated, "the picture seats the round's tables");
    }

    let standings: Vec<_> = to_cup
        .iter()
        .filter_map(|m| match &m.picture {
            Some(p @ Picture::Standings { sheet, .. }) => Some((p.clone(), sheet.clone())),
            _ => None,
        })
        .collect();
    assert!(standings.iter().any(|(_, s)| s.round == 1), "after round 1");
    let (last_picture, last) = standings.last().expect("final standings");
    assert_eq!(last.round, 2);
    let lines = conductor::host::tourney::standings_of(&rec);
    assert_eq!(last.rows.len(), lines.len());
    for (row, line) in last.rows.iter().zip(&lines) {
        assert_eq!(
            (row.rank, row.name.as_str(), row.tp),
            (line.rank, rec.name_of(&line.player), line.tp)
        );
    }
    let png = last_picture.draw().expect("drawn");
    assert_eq!(png_size(&png).0, 800);
    keep("standings.png", &png);
    let alt = last_picture.alt_text().expect("alt text");
    assert!(alt.contains(&last.rows[0].name), "{alt}");
    assert!(!alt.contains(&rec.seed.to_string()), "no seed in alt text");

    let first = to_cup
        .iter()
        .find_map(|m| match &m.picture {
            p @ Some(Picture::Pairings { .. }) => p.clone(),
            _ => None,
        })
        .expect("a pairings picture");
    let png = first.draw().expect("drawn");
    let (w, h) = png_size(&png);
    assert_eq!(w, 800);
    assert!(h > 300, "three tables of 3–4 players: {h}");
    keep("pairings.png", &png);
    assert!(first.alt_text().expect("alt").contains("Round 1"));

    // The console shows the standings after each of the round's results.
    let results: usize = rec.played.iter().map(|r| r.tables.len()).sum();
    let shown = to_cup
        .iter()
        .filter(|m| m.text.starts_with("Standings of"))
        .count();
    assert!(shown >= results, "{shown} standings for {results} results");
}

#[test]
fn standings_and_pairings_pictures_draw_in_every_language() {
    use conductor::render::{
        PairingsSheet, SheetRow, SheetSeat, SheetTable, StandingsSheet, pairings_png, standings_png,
    };
    let rows = (1..=12)
        .map(|i| SheetRow {
            rank: i,
            name: format!("Очень длинное имя игрока номер {i}"),
            tp: 36 - i as i32,
            vp_pct: 0.5,
            wins: 1,
            games: 3,
            dropped: i == 5,
        })
        .collect();
    let sheet = StandingsSheet {
        name: "Кубок".into(),
        round: 3,
        rows,
    };
    let table = SheetTable {
        number: 1,
        name: "R1·T1·USA".into(),
        seats: (0..5)
            .map(|i| SheetSeat {
                name: format!("Гравець {i}"),
                result: Some((i, 100 - i32::from(i), 12 - u32::from(i) * 3)),
            })
            .collect(),
        by_computer: true,
    };
    let pairings = PairingsSheet {
        name: "Кубок".into(),
        round: 1,
        tables: vec![table.clone(), table],
        byes: vec!["ann".into()],
    };
    for lang in conductor::i18n::Lang::ALL {
        let s = standings_png(&sheet, lang).expect("standings");
        let p = pairings_png(&pairings, lang).expect("pairings");
        assert_eq!(png_size(&s).0, 800);
        assert_eq!(png_size(&p).0, 800);
        keep(&format!("standings-{lang:?}.png"), &s);
        keep(&format!("pairings-{lang:?}.png"), &p);
    }
}
