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
    let mut load = Loader {
        file,
        names: HashMap::new(),
    };
    let fb: FileBoard = toml::from_str(text).map_err(|e| load.err("toml".into(), e.to_string()))?;
    let family = Family::from_name(&fb.name).ok_or_else(|| {
        let known = "(usa, europe, switzerland, world)";
        load.err(
            "name".into(),
            format!("unknown board \"{}\" {known}", fb.name),
        )
    })?;
    load.fits_ids(&fb)?;
    let places = load.places(&fb)?;
    load.count(
        "counts.places",
        "the file has",
        fb.counts.places,
        places.len(),
    )?;
    let lanes = load.lanes(&fb.routes)?;
    load.count(
        "counts.lanes",
        "the routes have",
        fb.counts.lanes,
        lanes.len(),
    )?;
    let tickets = load.tickets(&fb)?;
    let decks = load.decks(&fb, family)?;
    let mut adjacency = vec![Vec::new(); places.len()];
    let mut ways = vec![Vec::new(); places.len()];
    for (i, l) in lanes.iter().enumerate() {
        adjacency[l.a.index()].push(LaneId::at(i));
        adjacency[l.b.index()].push(LaneId::at(i));
        ways[l.a.index()].push((LaneId::at(i), l.b));
        ways[l.b.index()].push((LaneId::at(i), l.a));
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
        ways,
        names: load.names,
    })
}

/// Reads one board file: its name for errors and the place names seen.
struct Loader<'a> {
    file: &'a str,
    names: HashMap<String, PlaceId>,
}

impl Loader<'_> {
    /// An error at `entry`.
    fn err(&self, entry: String, message: String) -> MapError {
        MapError {
            file: self.file.to_string(),
            entry,
            message,
        }
    }

    /// Places, lanes and tickets each fit a `u16` id.
    fn fits_ids(&self, fb: &FileBoard) -> Result<(), MapError> {
        let lanes: usize = fb.routes.iter().map(|r| r.colors.len()).sum();
        let most = usize::from(u16::MAX);
        for (entry, n) in [
            ("place", fb.places.len()),
            ("route", lanes),
            ("ticket", fb.tickets.len()),
        ] {
            if n > most {
                return Err(self.err(
                    entry.into(),
                    format!("{n} is more than a board can hold ({most})"),
                ));
            }
        }
        Ok(())
    }

    /// Refuses a header count the file does not match.
    fn count(&self, entry: &str, found: &str, header: usize, n: usize) -> Result<(), MapError> {
        if header == n {
            return Ok(());
        }
        let message = format!("header says {header} but {found} {n}");
        Err(self.err(entry.into(), message))
    }

    /// The place named `n` (any spelling), for an error at `entry`.
    fn place(&self, entry: &str, n: &str) -> Result<PlaceId, MapError> {
        self.names
            .get(&normalize(n))
            .copied()
            .ok_or_else(|| self.err(entry.to_string(), format!("unknown place \"{n}\"")))
    }

    /// The places, each name and alias unique.
    fn places(&mut self, fb: &FileBoard) -> Result<Vec<Place>, MapError> {
        let mut places = Vec::with_capacity(fb.places.len());
        for (i, fp) in fb.places.iter().enumerate() {
            let entry = format!("place {} ({})", i + 1, fp.name);
            let kind = match fp.kind.as_str() {
                "city" => PlaceKind::City,
                "country" => PlaceKind::Country,
                k => return Err(self.err(entry, format!("unknown kind \"{k}\" (city or country)"))),
            };
            if !(0.0..=fb.width).contains(&fp.x) || !(0.0..=fb.height).contains(&fp.y) {
                return Err(self.err(entry, "position outside the board".into()));
            }
            for n in std::iter::once(&fp.name).chain(fp.aliases.iter()) {
                let key = normalize(n);
                if let Some(&other) = self.names.get(&key)
                    && other.index() != i
                {
                    let message = format!(
                        "name \"{n}\" is already used by place {}",
                        other.index() + 1
                    );
                    return Err(self.err(entry, message));
                }
                self.names.insert(key, PlaceId::at(i));
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
        Ok(places)
    }

    /// Every lane of every route, a double route's two lanes side by side.
    fn lanes(&self, routes: &[FileRoute]) -> Result<Vec<Lane>, MapError> {
        let mut lanes: Vec<Lane> = Vec::new();
        let mut seen: HashMap<(PlaceId, PlaceId, bool), usize> = HashMap::new();
        for (i, fr) in routes.iter().enumerate() {
            let entry = format!("route {} ({}–{})", i + 1, fr.a, fr.b);
            let (a, b, kind) = self.route_ends(&entry, fr)?;
            let key = (a.min(b), a.max(b), kind == RouteKind::Sea);
            if let Some(prev) = seen.insert(key, i) {
                let message = format!(
                    "duplicate of route {} (list both lanes in one entry's colors)",
                    prev + 1
                );
                return Err(self.err(entry, message));
            }
            self.route_numbers(&entry, fr)?;
            let first = lanes.len();
            for (k, c) in fr.colors.iter().enumerate() {
                let color = match c.as_str() {
                    "gray" | "grey" => None,
                    c => Some(Color::parse(c).ok_or_else(|| {
                        self.err(entry.clone(), format!("unknown color \"{c}\""))
                    })?),
                };
                let double = fr.colors.len() == 2 && !fr.separate;
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
                    sibling: double.then(|| LaneId::at(first + 1 - k)),
                    index_in_route: k as u8 + 1,
                });
            }
        }
        Ok(lanes)
    }

    /// A route's two different places and its kind.
    fn route_ends(
        &self,
        entry: &str,
        fr: &FileRoute,
    ) -> Result<(PlaceId, PlaceId, RouteKind), MapError> {
        let (a, b) = (self.place(entry, &fr.a)?, self.place(entry, &fr.b)?);
        if a == b {
            let message = "a route must join two different places".into();
            return Err(self.err(entry.into(), message));
        }
        let kind = match fr.kind.as_str() {
            "rail" => RouteKind::Rail,
            "sea" => RouteKind::Sea,
            k => {
                let message = format!("unknown kind \"{k}\" (rail or sea)");
                return Err(self.err(entry.into(), message));
            }
        };
        Ok((a, b, kind))
    }

    /// Refuses a route's length, lane colors or special spaces that do not fit.
    fn route_numbers(&self, entry: &str, fr: &FileRoute) -> Result<(), MapError> {
        let message = if fr.len == 0 || fr.colors.is_empty() || fr.colors.len() > 2 {
            "needs a length and one or two lane colors"
        } else if fr.locos > fr.len || fr.steam > fr.len {
            "more special spaces than spaces"
        } else {
            return Ok(());
        };
        Err(self.err(entry.into(), message.into()))
    }

    /// The tickets, counted per set against the header.
    fn tickets(&self, fb: &FileBoard) -> Result<Vec<Ticket>, MapError> {
        let mut tickets = Vec::with_capacity(fb.tickets.len());
        let mut per_set: BTreeMap<String, usize> = BTreeMap::new();
        for (i, ft) in fb.tickets.iter().enumerate() {
            let entry = format!("ticket {} ({})", i + 1, ft.places.join("–"));
            let ids = ft
                .places
                .iter()
                .map(|n| self.place(&entry, n))
                .collect::<Result<Vec<_>, _>>()?;
            let value = self.ticket_value(&entry, ft, &ids)?;
            *per_set.entry(ft.set.clone()).or_default() += 1;
            tickets.push(Ticket {
                set: ft.set.clone(),
                places: ids,
                value,
            });
        }
        if per_set != fb.counts.tickets {
            let message = format!(
                "header says {:?} but the file has {:?}",
                fb.counts.tickets, per_set
            );
            return Err(self.err("counts.tickets".into(), message));
        }
        Ok(tickets)
    }

    /// What a ticket is worth, by its kind.
    fn ticket_value(
        &self,
        entry: &str,
        ft: &FileTicket,
        ids: &[PlaceId],
    ) -> Result<TicketValue, MapError> {
        let fail = |message: &str| Err(self.err(entry.into(), message.into()));
        let need = |v: Option<i32>, what: &str| {
            v.ok_or_else(|| self.err(entry.into(), format!("needs {what}")))
        };
        match ft.kind.as_str() {
            "regular" | "long" if ids.len() != 2 || ids[0] == ids[1] => {
                fail("needs two different places")
            }
            "regular" | "long" => Ok(TicketValue::Pair {
                points: need(ft.points, "points")?,
                long: ft.kind == "long",
            }),
            "country" => self
                .country_options(entry, ft, ids)
                .map(TicketValue::Options),
            "tour" if ids.len() < 3 => fail("a tour needs at least 3 places"),
            "tour" => Ok(TicketValue::Tour {
                in_order: need(ft.in_order, "in_order")?,
                any_order: need(ft.any_order, "any_order")?,
                penalty: need(ft.penalty, "penalty")?,
            }),
            k => Err(self.err(
                entry.into(),
                format!("unknown kind \"{k}\" (regular, long, country or tour)"),
            )),
        }
    }

    /// A country ticket's options, each between two of its places.
    fn country_options(
        &self,
        entry: &str,
        ft: &FileTicket,
        ids: &[PlaceId],
    ) -> Result<Vec<TicketOption>, MapError> {
        let mut opts = Vec::new();
        for o in &ft.options {
            if o.places.len() != 2 {
                return Err(self.err(entry.into(), "each option needs two places".into()));
            }
            let (a, b) = (
                self.place(entry, &o.places[0])?,
                self.place(entry, &o.places[1])?,
            );
            if !ids.contains(&a) || !ids.contains(&b) {
                let message = "an option names a place the ticket does not".into();
                return Err(self.err(entry.into(), message));
            }
            opts.push(TicketOption {
                a,
                b,
                points: o.points,
            });
        }
        if opts.is_empty() {
            return Err(self.err(entry.into(), "a country ticket needs options".into()));
        }
        Ok(opts)
    }

    /// The train deck, and World's ship deck.
    fn decks(&self, fb: &FileBoard, family: Family) -> Result<Vec<Vec<(Card, u8)>>, MapError> {
        let decks = match &fb.cards {
            Some(fc) => {
                let mut decks = vec![parse_cards(self.file, "cards.trains", &fc.trains)?];
                if !fc.ships.is_empty() {
                    decks.push(parse_cards(self.file, "cards.ships", &fc.ships)?);
                }
                decks
            }
            None => vec![standard_train_cards()],
        };
        if (family == Family::World) != (decks.len() == 2) {
            let message = "World needs a train deck and a ship deck; other boards one deck";
            return Err(self.err("cards".into(), message.into()));
        }
        Ok(decks)
    }
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
        assert_eq!(b.lanes[0].sibling, Some(LaneId(1)));
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
    fn refuses_more_routes_than_lane_ids() {
        let route =
            "[[route]]\na = \"Alpha\"\nb = \"Beta\"\nlen = 1\ncolors = [\"red\", \"blue\"]\n";
        let many = format!("{TINY}\n{}", route.repeat(32_767));
        let e = parse_board("tiny.toml", &many).unwrap_err().to_string();
        assert!(
            e.contains("route") && e.contains("65536 is more than"),
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
