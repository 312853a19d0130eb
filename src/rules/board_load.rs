//! Reading and validating a board file (`maps/*.toml`).

use super::board::{
    Board, Lane, LaneId, Place, PlaceId, PlaceKind, RouteKind, Ticket, TicketOption, TicketValue,
    normalize,
};
use super::card::{Card, Color};
use super::config::Family;
use serde::Deserialize;
use std::collections::{BTreeMap, HashMap};
use std::path::Path;

/// A board file that cannot be used, naming the file and the entry.
#[derive(Debug, thiserror::Error)]
#[error("{file}: {entry}: {message}")]
pub struct MapError {
    pub file: String,
    pub entry: String,
    pub message: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileBoard {
    name: String,
    title: String,
    width: f32,
    height: f32,
    #[serde(default)]
    wraps: bool,
    counts: FileCounts,
    #[serde(default)]
    cards: Option<FileCards>,
    #[serde(rename = "place")]
    places: Vec<FilePlace>,
    #[serde(rename = "route")]
    routes: Vec<FileRoute>,
    #[serde(rename = "ticket", default)]
    tickets: Vec<FileTicket>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileCounts {
    places: usize,
    lanes: usize,
    tickets: BTreeMap<String, usize>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileCards {
    trains: BTreeMap<String, u8>,
    #[serde(default)]
    ships: BTreeMap<String, u8>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FilePlace {
    name: String,
    #[serde(default = "city")]
    kind: String,
    #[serde(default)]
    harbor: bool,
    x: f32,
    y: f32,
    #[serde(default)]
    aliases: Vec<String>,
}

fn city() -> String {
    "city".into()
}
fn rail() -> String {
    "rail".into()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileRoute {
    a: String,
    b: String,
    len: u8,
    colors: Vec<String>,
    #[serde(default = "rail")]
    kind: String,
    #[serde(default)]
    tunnel: bool,
    #[serde(default)]
    locos: u8,
    #[serde(default)]
    steam: u8,
    #[serde(default)]
    wraps: bool,
    /// Two lanes that are independent routes, not a double (Switzerland:
    /// two border crossings into the same country).
    #[serde(default)]
    separate: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileTicket {
    set: String,
    kind: String,
    places: Vec<String>,
    #[serde(default)]
    points: Option<i32>,
    #[serde(default)]
    options: Vec<FileOption>,
    #[serde(default)]
    in_order: Option<i32>,
    #[serde(default)]
    any_order: Option<i32>,
    #[serde(default)]
    penalty: Option<i32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileOption {
    places: Vec<String>,
    points: i32,
}

/// Reads and validates a board file.
pub fn load_board_file(path: &Path) -> Result<Board, MapError> {
    let file = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| MapError {
        file: file.clone(),
        entry: "file".into(),
        message: format!("cannot read it: {e}"),
    })?;
    parse_board(&file, &text)
}

/// Parses and validates board TOML; `file` names it in errors.
pub fn parse_board(file: &str, text: &str) -> Result<Board, MapError> {
    let err = |entry: String, message: String| MapError {
        file: file.to_string(),
        entry,
        message,
    };
    let fb: FileBoard = toml::from_str(text).map_err(|e| err("toml".into(), e.to_string()))?;
    let family = Family::from_name(&fb.name).ok_or_else(|| {
        err(
            "name".into(),
            format!(
                "unknown board \"{}\" (usa, europe, switzerland, world)",
                fb.name
            ),
        )
    })?;

    let mut names: HashMap<String, PlaceId> = HashMap::new();
    let mut places = Vec::with_capacity(fb.places.len());
    for (i, fp) in fb.places.iter().enumerate() {
        let entry = format!("place {} ({})", i + 1, fp.name);
        let kind = match fp.kind.as_str() {
            "city" => PlaceKind::City,
            "country" => PlaceKind::Country,
            k => {
                return Err(err(
                    entry,
                    format!("unknown kind \"{k}\" (city or country)"),
                ));
            }
        };
        if !(0.0..=fb.width).contains(&fp.x) || !(0.0..=fb.height).contains(&fp.y) {
            return Err(err(entry, "position outside the board".into()));
        }
        for n in std::iter::once(&fp.name).chain(fp.aliases.iter()) {
            let key = normalize(n);
            if let Some(&other) = names.get(&key)
                && other as usize != i
            {
                return Err(err(
                    entry,
                    format!("name \"{n}\" is already used by place {}", other + 1),
                ));
            }
            names.insert(key, i as PlaceId);
        }
        places.push(Place {
            name: fp.name.clone(),
            kind,
            harbor: fp.harbor,
            x: fp.x,
            y: fp.y,
            aliases: fp.aliases.clone(),
        });
    }
    if places.len() != fb.counts.places {
        return Err(err(
            "counts.places".into(),
            format!(
                "header says {} but the file has {}",
                fb.counts.places,
                places.len()
            ),
        ));
    }
    let place = |entry: &str, n: &str| -> Result<PlaceId, MapError> {
        names
            .get(&normalize(n))
            .copied()
            .ok_or_else(|| err(entry.to_string(), format!("unknown place \"{n}\"")))
    };

    let mut lanes: Vec<Lane> = Vec::new();
    let mut seen: HashMap<(PlaceId, PlaceId, bool), usize> = HashMap::new();
    for (i, fr) in fb.routes.iter().enumerate() {
        let entry = format!("route {} ({}–{})", i + 1, fr.a, fr.b);
        let a = place(&entry, &fr.a)?;
        let b = place(&entry, &fr.b)?;
        if a == b {
            return Err(err(entry, "a route must join two different places".into()));
        }
        let kind = match fr.kind.as_str() {
            "rail" => RouteKind::Rail,
            "sea" => RouteKind::Sea,
            k => return Err(err(entry, format!("unknown kind \"{k}\" (rail or sea)"))),
        };
        let key = (a.min(b), a.max(b), kind == RouteKind::Sea);
        if let Some(prev) = seen.insert(key, i) {
            return Err(err(
                entry,
                format!(
                    "duplicate of route {} (list both lanes in one entry's colors)",
                    prev + 1
                ),
            ));
        }
        if fr.len == 0 || fr.colors.is_empty() || fr.colors.len() > 2 {
            return Err(err(
                entry,
                "needs a length and one or two lane colors".into(),
            ));
        }
        if fr.locos > fr.len || fr.steam > fr.len {
            return Err(err(entry, "more special spaces than spaces".into()));
        }
        let first = lanes.len() as LaneId;
        for (k, c) in fr.colors.iter().enumerate() {
            let color = if c == "gray" || c == "grey" {
                None
            } else {
                Some(
                    Color::parse(c)
                        .ok_or_else(|| err(entry.clone(), format!("unknown color \"{c}\"")))?,
                )
            };
            lanes.push(Lane {
                a,
                b,
                len: fr.len,
                color,
                kind,
                tunnel: fr.tunnel,
                locos: fr.locos,
                steam: fr.steam,
                wraps: fr.wraps,
                sibling: if fr.colors.len() == 2 && !fr.separate {
                    Some(first + 1 - k as LaneId)
                } else {
                    None
                },
                index_in_route: k as u8 + 1,
            });
        }
    }
    if lanes.len() != fb.counts.lanes {
        return Err(err(
            "counts.lanes".into(),
            format!(
                "header says {} but the routes have {}",
                fb.counts.lanes,
                lanes.len()
            ),
        ));
    }

    let mut tickets = Vec::with_capacity(fb.tickets.len());
    let mut per_set: BTreeMap<String, usize> = BTreeMap::new();
    for (i, ft) in fb.tickets.iter().enumerate() {
        let entry = format!("ticket {} ({})", i + 1, ft.places.join("–"));
        let ids = ft
            .places
            .iter()
            .map(|n| place(&entry, n))
            .collect::<Result<Vec<_>, _>>()?;
        let need = |v: Option<i32>, what: &str| {
            v.ok_or_else(|| err(entry.clone(), format!("needs {what}")))
        };
        let value = match ft.kind.as_str() {
            "regular" | "long" => {
                if ids.len() != 2 || ids[0] == ids[1] {
                    return Err(err(entry, "needs two different places".into()));
                }
                TicketValue::Pair {
                    points: need(ft.points, "points")?,
                    long: ft.kind == "long",
                }
            }
            "country" => {
                let mut opts = Vec::new();
                for o in &ft.options {
                    if o.places.len() != 2 {
                        return Err(err(entry, "each option needs two places".into()));
                    }
                    let (a, b) = (place(&entry, &o.places[0])?, place(&entry, &o.places[1])?);
                    if !ids.contains(&a) || !ids.contains(&b) {
                        return Err(err(
                            entry,
                            "an option names a place the ticket does not".into(),
                        ));
                    }
                    opts.push(TicketOption {
                        a,
                        b,
                        points: o.points,
                    });
                }
                if opts.is_empty() {
                    return Err(err(entry, "a country ticket needs options".into()));
                }
                TicketValue::Options(opts)
            }
            "tour" => {
                if ids.len() < 3 {
                    return Err(err(entry, "a tour needs at least 3 places".into()));
                }
                TicketValue::Tour {
                    in_order: need(ft.in_order, "in_order")?,
                    any_order: need(ft.any_order, "any_order")?,
                    penalty: need(ft.penalty, "penalty")?,
                }
            }
            k => {
                return Err(err(
                    entry,
                    format!("unknown kind \"{k}\" (regular, long, country or tour)"),
                ));
            }
        };
        *per_set.entry(ft.set.clone()).or_default() += 1;
        tickets.push(Ticket {
            set: ft.set.clone(),
            places: ids,
            value,
        });
    }
    if per_set != fb.counts.tickets {
        return Err(err(
            "counts.tickets".into(),
            format!(
                "header says {:?} but the file has {:?}",
                fb.counts.tickets, per_set
            ),
        ));
    }

    let decks = match &fb.cards {
        Some(fc) => {
            let mut decks = vec![parse_cards(file, "cards.trains", &fc.trains)?];
            if !fc.ships.is_empty() {
                decks.push(parse_cards(file, "cards.ships", &fc.ships)?);
            }
            decks
        }
        None => vec![standard_train_cards()],
    };
    if (family == Family::World) != (decks.len() == 2) {
        return Err(err(
            "cards".into(),
            "World needs a train deck and a ship deck; other boards one deck".into(),
        ));
    }

    let mut adjacency = vec![Vec::new(); places.len()];
    for (i, l) in lanes.iter().enumerate() {
        adjacency[l.a as usize].push(i as LaneId);
        adjacency[l.b as usize].push(i as LaneId);
    }
    Ok(Board {
        name: fb.name,
        title: fb.title,
        family,
        width: fb.width,
        height: fb.height,
        wraps: fb.wraps,
        places,
        lanes,
        tickets,
        decks,
        adjacency,
        names,
    })
}

fn parse_cards(
    file: &str,
    entry: &str,
    m: &BTreeMap<String, u8>,
) -> Result<Vec<(Card, u8)>, MapError> {
    m.iter()
        .map(|(k, &n)| {
            Card::parse(k).map(|c| (c, n)).ok_or_else(|| MapError {
                file: file.into(),
                entry: entry.into(),
                message: format!("unknown card \"{k}\""),
            })
        })
        .collect()
}

/// The 110 train cards of USA, Europe and Switzerland.
fn standard_train_cards() -> Vec<(Card, u8)> {
    let mut v: Vec<(Card, u8)> = Color::ALL.iter().map(|&c| (Card::Train(c), 12)).collect();
    v.push((Card::Loco, 14));
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    const TINY: &str = r#"
name = "usa"
title = "Tiny"
width = 100
height = 100
[counts]
places = 2
lanes = 2
tickets = { base = 1 }
[[place]]
name = "Alpha"
x = 10
y = 10
[[place]]
name = "Beta"
x = 50
y = 50
[[route]]
a = "Alpha"
b = "Beta"
len = 2
colors = ["red", "gray"]
[[ticket]]
set = "base"
kind = "regular"
places = ["Alpha", "Beta"]
points = 5
"#;

    #[test]
    fn loads_a_valid_board() {
        let b = parse_board("tiny.toml", TINY).unwrap();
        assert_eq!(b.lanes.len(), 2);
        assert_eq!(b.lanes[0].sibling, Some(1));
        assert_eq!(b.lanes[1].color, None);
        assert_eq!(b.decks[0].iter().map(|(_, n)| *n as u32).sum::<u32>(), 110);
    }

    #[test]
    fn names_the_unknown_place() {
        let bad = TINY.replace("b = \"Beta\"", "b = \"Gamma\"");
        let e = parse_board("tiny.toml", &bad).unwrap_err().to_string();
        assert!(
            e.contains("tiny.toml") && e.contains("route 1") && e.contains("Gamma"),
            "{e}"
        );
    }

    #[test]
    fn refuses_counts_that_disagree() {
        let bad = TINY.replace("lanes = 2", "lanes = 3");
        let e = parse_board("tiny.toml", &bad).unwrap_err().to_string();
        assert!(e.contains("counts.lanes"), "{e}");
    }

    #[test]
    fn refuses_a_duplicate_route() {
        let dup = format!(
            "{TINY}\n[[route]]\na = \"Beta\"\nb = \"Alpha\"\nlen = 1\ncolors = [\"blue\"]\n"
        );
        let dup = dup.replace("lanes = 2", "lanes = 3");
        let e = parse_board("tiny.toml", &dup).unwrap_err().to_string();
        assert!(e.contains("duplicate"), "{e}");
    }
}
