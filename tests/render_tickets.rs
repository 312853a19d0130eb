//! Ticket status in pictures and text follows the scoring rule: a ticket
//! completed through a station's lent route is done, "via station CITY";
//! offered tickets are numbered as `/keep` takes them and ringed on the map.

use conductor::host::private_summary;
use conductor::i18n::Lang;
use conductor::rules::{
    Board, GameOptions, GameState, PlaceId, TicketId, TicketValue, new_game, player_view,
};
use conductor::{maps, render};

/// A Europe ticket A–C with lanes A–B and B–C.
fn ticket_through(board: &Board) -> (TicketId, [PlaceId; 3]) {
    for (t, ticket) in board.tickets.iter().enumerate() {
        if !matches!(ticket.value, TicketValue::Pair { .. }) {
            continue;
        }
        let (a, c) = (ticket.places[0], ticket.places[1]);
        for b in board.place_ids() {
            if !board.lanes_between(a, b).is_empty() && !board.lanes_between(b, c).is_empty() {
                return (TicketId::at(t), [a, b, c]);
            }
        }
    }
    panic!("no ticket with a middle city");
}

/// Seat 0 holds A–C, owns A–B; seat 1 owns B–C; seat 0 has a station at B.
fn game(board: &Board) -> (GameState, TicketId, PlaceId) {
    let names = ["ann".to_string(), "bob".to_string()];
    let mut s = new_game(board, &names, GameOptions::default(), 5).unwrap();
    let (t, [a, b, c]) = ticket_through(board);
    s.players[0].tickets = vec![t];
    s.owners[(board.lanes_between(a, b)[0]).index()] = Some(0);
    s.owners[(board.lanes_between(b, c)[0]).index()] = Some(1);
    s.stations[b.index()] = Some(0);
    s.players[0].stations -= 1;
    s.players[0].stations_built += 1;
    (s, t, b)
}

#[test]
fn a_ticket_done_through_a_station_is_done_in_view_text_and_alt() {
    let board = maps::board("europe").unwrap();
    let (state, t, b) = game(&board);
    let view = player_view(&board, &state, 0);
    assert_eq!(view.tickets.len(), 1);
    assert_eq!(view.tickets[0].ticket, t);
    assert!(view.tickets[0].complete, "the station's route must count");
    assert_eq!(view.tickets[0].via, vec![b]);
    let city = board.place_name(b);
    let text: Vec<String> = private_summary(&board, &view, &state)
        .iter()
        .map(|m| Lang::En.tr(m))
        .collect();
    let text = text.join("\n");
    assert!(text.contains(&format!("done via station {city}")), "{text}");
    let alt = Lang::En.tr(&render::private_alt(&board, &view));
    assert!(alt.contains("1 of 1 complete"), "{alt}");
    // Without the station the same ticket is open.
    let mut bare = state.clone();
    bare.stations[b.index()] = None;
    bare.players[0].stations_built = 0;
    let view = player_view(&board, &bare, 0);
    assert!(!view.tickets[0].complete);
    assert!(view.tickets[0].via.is_empty());
}

#[test]
fn offered_tickets_are_numbered_and_their_cities_ringed() {
    let board = maps::board("europe").unwrap();
    let (state, _, _) = game(&board);
    let mut view = player_view(&board, &state, 1);
    let plain = render::private_png(&board, &view, Lang::En).unwrap();
    let offer: Vec<TicketId> = (10..13).map(TicketId).collect();
    view.offer = offer.clone();
    let alt = Lang::En.tr(&render::private_alt(&board, &view));
    for (i, &t) in offer.iter().enumerate() {
        let want = format!("{}. {}", i + 1, board.ticket_name(t));
        assert!(alt.contains(&want), "{want} missing: {alt}");
    }
    let png = render::private_png(&board, &view, Lang::En).unwrap();
    let (with, without) = (decode(&png), decode(&plain));
    // The status band stands above the map.
    let top = render::map_top(&board, &view.public).unwrap() as f32;
    for &t in &offer {
        for &p in &board.tickets[t].places {
            let (x, y) = render::place_center(&board, p).unwrap();
            let y = y + top;
            let ringed = (0..24).any(|k| {
                let a = k as f32 * std::f32::consts::TAU / 24.0;
                let (px, py) = (x + 20.0 * a.cos(), y + 20.0 * a.sin());
                let c = with.get_pixel(px.round() as u32, py.round() as u32).0;
                let o = without.get_pixel(px.round() as u32, py.round() as u32).0;
                near(c, [0xE0, 0x70, 0x00]) && !near(o, [0xE0, 0x70, 0x00])
            });
            assert!(ringed, "{} is not ringed", board.place_name(p));
        }
    }
}

fn decode(png: &[u8]) -> image::RgbImage {
    image::load_from_memory(png).expect("a PNG").to_rgb8()
}

fn near(a: [u8; 3], b: [u8; 3]) -> bool {
    a.iter()
        .zip(b)
        .all(|(x, y)| (*x as i32 - y as i32).abs() <= 24)
}
