//! The common taps offered with messages — draw a card, pay for a tunnel,
//! keep tickets, join or start a lobby — each stamped with the game moment it
//! was made for, so a press from an earlier turn changes nothing.

use super::choices;
use super::outbox::{Button, GameMoment, Moment, Origin, OutMsg, Target};
use super::record::ChannelRecord;
use super::tap::Tap;
use crate::i18n::{Lang, Msg};
use crate::msg;
use crate::rules::{
    Action, Board, Card, Color, DeckKind, DrawSource, Family, GameState, Phase, Seat, Stage, draws,
};
use std::hash::Hasher;

/// What a press is told when its moment has passed.
pub fn stale() -> Msg {
    msg!("host-button-stale")
}

/// A hash of the ticket offer waiting for `seat`, if any.
fn offer_hash(state: &GameState, seat: Seat) -> Option<u32> {
    let offer = state.players.get(seat)?.offer.as_ref()?;
    let mut h = rustc_hash::FxHasher::default();
    h.write_usize(seat);
    for &t in &offer.tickets {
        h.write_u16(t.0);
    }
    Some(h.finish() as u32)
}

/// Whether a press stamped `stamp`, by the player in `seat`, still belongs to
/// the channel's current record.
pub(super) fn is_current(
    rec: Option<&ChannelRecord>,
    stamp: &GameMoment,
    seat: Option<Seat>,
) -> bool {
    let Some(rec) = rec else { return false };
    if rec.game_id != stamp.game {
        return false;
    }
    match (&rec.state, &stamp.mark) {
        (None, Moment::Lobby) => true,
        (Some(state), Moment::Moves(m)) => state.moves == *m,
        (Some(state), Moment::Game) => state.phase != Phase::Over,
        (Some(state), Moment::Choice(d)) => {
            state.phase == Phase::Setup && seat.and_then(|s| offer_hash(state, s)) == Some(*d)
        }
        _ => false,
    }
}

fn button(lang: Lang, label: Msg, tap: Tap, stamp: &GameMoment) -> Button {
    Button {
        label: lang.tr(&label),
        tap,
        disabled: false,
        stamp: Some(stamp.clone()),
    }
}

/// The taps everyone in the channel sees, labelled in `lang`: join/start in
/// a lobby; draws or the tunnel decision for the player to move.
pub(super) fn public(board: &Board, rec: &ChannelRecord, lang: Lang) -> Vec<Button> {
    let moment = |mark: Moment| Labeller {
        lang,
        stamp: GameMoment {
            game: rec.game_id.clone(),
            mark,
        },
    };
    let Some(state) = &rec.state else {
        let make = moment(Moment::Lobby);
        return vec![
            make.button(msg!("host-button-join"), Tap::Join),
            make.button(msg!("host-button-start"), Tap::Start),
        ];
    };
    if state.phase != Phase::Play || rec.seats[state.turn].bot.is_some() {
        return Vec::new();
    }
    let make = moment(Moment::Moves(state.moves));
    match &state.stage {
        Stage::Start | Stage::SecondDraw => {
            let open: Vec<DrawSource> = draws(board, state)
                .into_iter()
                .filter_map(|a| match a {
                    Action::Draw { from, .. } => Some(from),
                    _ => None,
                })
                .collect();
            // A face-up card the rules keep from this draw (a locomotive as
            // the second card) is shown, but cannot be pressed.
            let shut = (0..state.face_up.len())
                .filter(|&s| state.face_up[s].is_some())
                .map(DrawSource::FaceUp)
                .filter(|f| !open.contains(f));
            let mut taps: Vec<Button> = shut
                .map(|from| Button {
                    disabled: true,
                    ..make.draw(board, state, from)
                })
                .chain(open.iter().map(|&from| make.draw(board, state, from)))
                .collect();
            taps.sort_by_key(|b| match b.tap {
                Tap::FaceUp(slot) => slot,
                _ => u8::MAX,
            });
            if state.stage == Stage::Start {
                if !state.ticket_deck.is_empty() {
                    taps.push(make.button(msg!("choices-button-tickets"), Tap::Tickets));
                }
                taps.push(make.button(msg!("choices-button-mine"), Tap::Mine));
            }
            taps
        }
        Stage::Tunnel(t) => vec![
            make.button(
                msg!("host-button-tunnel-pay", count = t.extra),
                Tap::Tunnel(true),
            ),
            make.button(msg!("host-button-tunnel-give-up"), Tap::Tunnel(false)),
        ],
        Stage::Tickets => vec![make.button(msg!("choices-button-mine"), Tap::Mine)],
    }
}

/// A card's colour as an emoji, shown before its name.
fn emoji(card: Card) -> &'static str {
    let color = match card {
        Card::Loco => return "🌈",
        Card::Ship(_) | Card::DoubleShip(_) => return "⛴️",
        Card::Train(c) | Card::HarborTrain(c) => c,
    };
    match color {
        Color::Red => "🟥",
        Color::Blue => "🟦",
        Color::Green => "🟩",
        Color::Yellow => "🟨",
        Color::Black => "⬛",
        Color::White => "⬜",
        Color::Orange => "🟧",
        Color::Pink => "🌸",
    }
}

/// Makes buttons labelled in one language for one game moment.
struct Labeller {
    lang: Lang,
    stamp: GameMoment,
}

impl Labeller {
    fn button(&self, label: Msg, tap: Tap) -> Button {
        button(self.lang, label, tap, &self.stamp)
    }

    /// The button that draws from `from`: a face-up slot or a deck.
    fn draw(&self, board: &Board, state: &GameState, from: DrawSource) -> Button {
        match from {
            DrawSource::FaceUp(slot) => {
                let (card, mark) = match state.face_up[slot] {
                    Some(c) => (c.msg(board.family == Family::World), emoji(c)),
                    None => (msg!("host-button-empty-slot"), ""),
                };
                let mut b = self.button(
                    msg!("host-button-face-up", slot = slot + 1, card = card),
                    Tap::FaceUp(slot as u8 + 1),
                );
                if !mark.is_empty() {
                    b.label = format!("{mark} {}", b.label);
                }
                b
            }
            DrawSource::Deck(DeckKind::Trains) => {
                self.button(msg!("host-button-deck"), Tap::Deck(DeckKind::Trains))
            }
            DrawSource::Deck(DeckKind::Ships) => {
                self.button(msg!("host-button-ship-deck"), Tap::Deck(DeckKind::Ships))
            }
        }
    }
}

/// The moment of the ticket offer `seat` may answer now, if any: their
/// first choice at setup (others' choices do not disturb it), or the move.
pub(super) fn keep_stamp(rec: &ChannelRecord, seat: Seat) -> Option<GameMoment> {
    let state = rec.state.as_ref()?;
    state.players.get(seat)?.offer.as_ref()?;
    let mark = match state.phase {
        Phase::Setup => Moment::Choice(offer_hash(state, seat)?),
        Phase::Play if state.turn == seat && state.stage == Stage::Tickets => {
            Moment::Moves(state.moves)
        }
        _ => return None,
    };
    Some(GameMoment {
        game: rec.game_id.clone(),
        mark,
    })
}

/// The taps only `seat` sees, labelled in `lang`: keeping every ticket of
/// an offer they may answer now, when the rules allow it (any other choice
/// is the keep menu's, `choices::private`).
pub(super) fn private(rec: &ChannelRecord, seat: Seat, lang: Lang) -> Vec<Button> {
    let Some(stamp) = keep_stamp(rec, seat) else {
        return Vec::new();
    };
    let Some(offer) = rec
        .state
        .as_ref()
        .and_then(|s| s.players.get(seat)?.offer.as_ref())
    else {
        return Vec::new();
    };
    let n = offer.tickets.len();
    if n == 0 || offer.max_keep() < n {
        return Vec::new();
    }
    let all: Vec<u8> = (1..=n as u8).collect();
    vec![button(
        lang,
        msg!("host-button-keep-all"),
        Tap::Keep(all),
        &stamp,
    )]
}

/// Stamps every stored message of a change with its origin and, while the
/// game lives on (`board` given), gives it the taps that fit its reader, in
/// their language.
pub(super) fn decorate(
    board: Option<&Board>,
    channel: &str,
    rec: &ChannelRecord,
    outbox: &mut [OutMsg],
) {
    // A player's menus go on the last message to them: their turn card.
    let last_to: std::collections::HashMap<&str, usize> = outbox
        .iter()
        .enumerate()
        .filter_map(|(i, m)| match &m.to {
            Target::User(u) => Some((u.as_str(), i)),
            Target::Channel(_) => None,
        })
        .collect();
    let last_to: std::collections::HashMap<String, usize> = last_to
        .into_iter()
        .map(|(u, i)| (u.to_string(), i))
        .collect();
    // Every channel message shows the same taps: made once.
    let mut public_taps = None;
    for (i, msg) in outbox.iter_mut().enumerate() {
        msg.origin = Some(Origin {
            channel: channel.to_string(),
            game: rec.game_id.clone(),
        });
        let Some(board) = board else { continue };
        if !msg.buttons.is_empty() || !msg.selects.is_empty() {
            continue;
        }
        match &msg.to {
            Target::Channel(_) => {
                let (buttons, selects) = public_taps.get_or_insert_with(|| {
                    (
                        public(board, rec, rec.lang),
                        choices::public(board, rec, rec.lang),
                    )
                });
                msg.buttons.clone_from(buttons);
                msg.selects.clone_from(selects);
            }
            Target::User(user) => {
                if let Some(s) = rec.seat_of(user) {
                    let lang = rec.seats[s].lang;
                    msg.buttons = private(rec, s, lang);
                    if last_to.get(user.as_str()) == Some(&i) {
                        msg.selects = choices::private(board, rec, s, lang);
                    }
                }
            }
        }
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::host::command::TimeoutPolicy;
    use crate::host::record::{GameSetup, SeatInfo};
    use crate::maps;
    use crate::rules::{GameOptions, apply, new_game};

    /// A two-player record on `map` ("1" and "2"), in setup.
    fn record(map: &str) -> (std::sync::Arc<Board>, ChannelRecord) {
        record_with(map, GameOptions::default(), 3)
    }

    /// A two-player record on `map` with `options`, dealt from `seed`.
    pub(in crate::host) fn record_with(
        map: &str,
        options: GameOptions,
        seed: u64,
    ) -> (std::sync::Arc<Board>, ChannelRecord) {
        let board = maps::board(map).unwrap();
        let names = vec!["ann".to_string(), "bob".to_string()];
        let state = new_game(&board, &names, options.clone(), seed).unwrap();
        let seat = |u: &str, n: &str| SeatInfo {
            user: Some(u.into()),
            name: n.into(),
            lang: crate::i18n::Lang::En,
            bot: None,
        };
        let rec = ChannelRecord {
            game_id: "g1".into(),
            lang: crate::i18n::Lang::En,
            creator: "1".into(),
            setup: GameSetup {
                map: map.into(),
                options,
                seats: 2,
                turn_secs: None,
                timeout: TimeoutPolicy::Bot,
                ticket_alerts: false,
                rated: true,
                away_days: crate::host::away::DEFAULT_AWAY_DAYS,
                cover: false,
                cover_level: Default::default(),
            },
            seats: vec![seat("1", "ann"), seat("2", "bob")],
            seed,
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
        (board, rec)
    }

    fn keep_all(board: &Board, rec: &mut ChannelRecord, seat: Seat) {
        let state = rec.state.as_mut().unwrap();
        let offer = state.players[seat].offer.clone().unwrap();
        apply(
            board,
            state,
            seat,
            &Action::Keep {
                tickets: offer.tickets,
            },
        )
        .unwrap();
    }

    #[test]
    fn first_ticket_choices_survive_the_other_players_choice() {
        let (board, mut rec) = record("usa");
        let mine = private(&rec, 1, Lang::En);
        // Three tickets offered, at least two kept: keeping all is a tap,
        // any other choice the keep menu's.
        assert_eq!(mine.len(), 1);
        assert_eq!(mine[0].label, "Keep all");
        assert_eq!(mine[0].tap, Tap::Keep(vec![1, 2, 3]));
        let stamp = mine[0].stamp.clone().unwrap();
        assert!(is_current(Some(&rec), &stamp, Some(1)));
        keep_all(&board, &mut rec, 0);
        assert!(
            is_current(Some(&rec), &stamp, Some(1)),
            "ann's choice does not stale bob's"
        );
        assert!(
            !is_current(Some(&rec), &stamp, Some(0)),
            "bob's button is not ann's"
        );
        keep_all(&board, &mut rec, 1);
        assert!(
            !is_current(Some(&rec), &stamp, Some(1)),
            "a second press is stale"
        );
        assert!(private(&rec, 1, Lang::En).is_empty());
    }

    #[test]
    fn draw_buttons_belong_to_one_move() {
        let (board, mut rec) = record("usa");
        keep_all(&board, &mut rec, 0);
        keep_all(&board, &mut rec, 1);
        let taps = public(&board, &rec, Lang::En);
        let state = rec.state.as_ref().unwrap();
        let face_up = state.face_up.iter().flatten().count();
        assert_eq!(taps.len(), face_up + 3, "draws, tickets, my turn: {taps:?}");
        assert!(taps.iter().any(|b| b.tap == Tap::Deck(DeckKind::Trains)));
        let stamp = taps[0].stamp.clone().unwrap();
        assert_eq!(stamp.mark, Moment::Moves(state.moves));
        assert!(is_current(Some(&rec), &stamp, None));
        let turn = state.turn;
        let st = rec.state.as_mut().unwrap();
        apply(
            &board,
            st,
            turn,
            &Action::Draw {
                from: DrawSource::Deck(DeckKind::Trains),
                refill: None,
            },
        )
        .unwrap();
        assert!(
            !is_current(Some(&rec), &stamp, None),
            "the move counter moved on"
        );
        let mut other = rec.clone();
        other.game_id = "g2".into();
        let fresh = public(&board, &rec, Lang::En)[0].stamp.clone().unwrap();
        assert!(is_current(Some(&rec), &fresh, None));
        assert!(
            !is_current(Some(&other), &fresh, None),
            "another game's button"
        );
        assert!(!is_current(None, &fresh, None), "no game any more");
    }

    #[test]
    fn a_face_up_locomotive_is_shown_but_shut_as_the_second_card() {
        let (board, mut rec) = record("usa");
        keep_all(&board, &mut rec, 0);
        keep_all(&board, &mut rec, 1);
        let st = rec.state.as_mut().unwrap();
        st.face_up = [
            Color::Red,
            Color::Blue,
            Color::Red,
            Color::Green,
            Color::Pink,
        ]
        .map(|c| Some(Card::Train(c)))
        .to_vec();
        st.face_up[2] = Some(Card::Loco);
        let first = public(&board, &rec, Lang::En);
        let loco = first.iter().find(|b| b.tap == Tap::FaceUp(3)).unwrap();
        assert!(!loco.disabled && loco.label.starts_with("🌈"), "{loco:?}");
        assert!(first[0].label.starts_with("🟥 1:"), "{:?}", first[0]);
        rec.state.as_mut().unwrap().stage = Stage::SecondDraw;
        let second = public(&board, &rec, Lang::En);
        let taps: Vec<Tap> = second.iter().map(|b| b.tap.clone()).collect();
        assert_eq!(taps[..5], (1..=5).map(Tap::FaceUp).collect::<Vec<_>>()[..]);
        assert_eq!(taps[5], Tap::Deck(DeckKind::Trains));
        assert_eq!(second.len(), 6, "no tickets or My turn mid-draw");
        for b in &second {
            assert_eq!(b.disabled, b.tap == Tap::FaceUp(3), "{b:?}");
        }
    }

    #[test]
    fn lobby_buttons_last_until_the_start() {
        let (board, mut rec) = record("europe");
        let state = rec.state.take();
        let taps = public(&board, &rec, Lang::En);
        assert_eq!(
            taps.iter().map(|b| b.tap.clone()).collect::<Vec<_>>(),
            vec![Tap::Join, Tap::Start]
        );
        let stamp = taps[0].stamp.clone().unwrap();
        assert!(is_current(Some(&rec), &stamp, None));
        rec.state = state;
        assert!(!is_current(Some(&rec), &stamp, None));
    }

    #[test]
    fn decorate_sets_origins_and_taps() {
        let (board, rec) = record("usa");
        let msg = |to: Target| OutMsg {
            to,
            text: "x".into(),
            mention: None,
            picture: None,
            buttons: Vec::new(),
            selects: Vec::new(),
            origin: None,
            dressed: false,
            link: None,
        };
        let mut out = vec![
            msg(Target::Channel("c".into())),
            msg(Target::User("2".into())),
        ];
        decorate(Some(&board), "c", &rec, &mut out);
        for m in &out {
            assert_eq!(
                m.origin,
                Some(Origin {
                    channel: "c".into(),
                    game: "g1".into()
                })
            );
        }
        assert!(out[0].buttons.is_empty(), "setup: nobody draws yet");
        assert_eq!(out[1].buttons.len(), 1, "bob keeps all by a tap");
        let keep = &out[1].selects[0];
        assert_eq!(
            (keep.min, keep.max, keep.options.len()),
            (2, 3, 3),
            "{keep:?}"
        );
        assert!(out[0].selects.is_empty(), "setup: nothing to claim yet");
        let mut archived = vec![msg(Target::User("2".into()))];
        decorate(None, "c", &rec, &mut archived);
        assert!(archived[0].buttons.is_empty() && archived[0].origin.is_some());
    }
}
