//! Claims with a choice of payment. The engine prefers colored cards over
//! locomotives; when a claim would still spend locomotives the player did
//! not name and another payment fits, the player is shown the payments that
//! fit (as buttons too) and picks one, and nothing is spent until then.

use super::outbox::{Button, GameMoment, Moment};
use super::tap::Tap;
use super::text;
use crate::i18n::{Lang, Msg};
use crate::msg;
use crate::rules::{
    Action, Board, Card, Color, GameState, Hand, LaneId, PayChoice, Seat, check_claim, pick_lanes,
};

/// Buttons offered at most (one row on Discord).
const MAX_CHOICES: usize = 5;

/// One payment that fits a claim.
struct Fit {
    lane: LaneId,
    color: Option<Color>,
    cards: Hand,
}

/// The question to ask before a claim spends locomotives unasked: the
/// payments that fit, as a line and as buttons (`lang` labels them).
/// `None` when the claim may go ahead as it is.
pub(super) fn choose(
    board: &Board,
    state: &GameState,
    seat: Seat,
    action: &Action,
    lang: Lang,
    game: &str,
) -> Option<(Msg, Vec<Button>)> {
    let Action::Claim { a, b, pick, pay } = action else {
        return None;
    };
    if pay.locos.is_some() {
        return None;
    }
    let lanes = pick_lanes(board, state, *a, *b, *pick);
    let chosen = lanes
        .iter()
        .find_map(|&l| check_claim(board, state, seat, l, *pay).ok())?;
    if chosen.cards.count(Card::Loco) == 0 {
        return None;
    }
    let fits = fitting(board, state, seat, &lanes, *pay);
    if fits.len() < 2 {
        return None;
    }
    let stamp = GameMoment {
        game: game.to_string(),
        mark: Moment::Moves(state.moves),
    };
    let (mut options, mut buttons) = (Vec::new(), Vec::new());
    for fit in fits.iter().take(MAX_CHOICES) {
        let cards = text::hand(board, &fit.cards);
        buttons.push(button(fit, cards.clone(), lang, &stamp));
        options.push(option(fit, cards));
    }
    let options = options
        .into_iter()
        .rev()
        .reduce(|rest, first| msg!("host-pay-or", first = first, rest = rest))?;
    let route = board.lane_name(fits[0].lane);
    Some((
        msg!("host-pay-choose", route = route, options = options),
        buttons,
    ))
}

/// One payment (its `cards` in words), as a part of the question's line.
fn option(fit: &Fit, cards: Msg) -> Msg {
    let locos = fit.cards.count(Card::Loco);
    match fit.color {
        Some(c) => msg!(
            "host-pay-option",
            cards = cards,
            color = c.msg(),
            locos = locos
        ),
        None => msg!("host-pay-option-locos", cards = cards, locos = locos),
    }
}

/// One payment (its `cards` in words), as a button that claims with it.
fn button(fit: &Fit, cards: Msg, lang: Lang, stamp: &GameMoment) -> Button {
    Button {
        label: lang.tr(&msg!("host-button-pay", cards = cards)),
        tap: Tap::Pay {
            lane: fit.lane,
            color: fit.color,
            locos: fit.cards.count(Card::Loco),
        },
        disabled: false,
        stamp: Some(stamp.clone()),
    }
}

/// The payments that fit, each set of cards once, fewest locomotives first.
fn fitting(
    board: &Board,
    state: &GameState,
    seat: Seat,
    lanes: &[LaneId],
    pay: PayChoice,
) -> Vec<Fit> {
    let held = state.players[seat].hand.count(Card::Loco);
    let mut fits: Vec<Fit> = Vec::new();
    for &lane in lanes {
        let colors: Vec<Option<Color>> = match (pay.color, board.lanes[lane].color) {
            (Some(c), _) => vec![Some(c)],
            (None, Some(_)) => vec![None],
            (None, None) => Color::ALL.iter().copied().map(Some).collect(),
        };
        for color in colors {
            for locos in 0..=held {
                let choice = PayChoice {
                    color,
                    locos: Some(locos),
                    doubles: pay.doubles,
                };
                let Ok(p) = check_claim(board, state, seat, lane, choice) else {
                    continue;
                };
                if fits.iter().all(|f| f.cards != p.cards) {
                    fits.push(Fit {
                        lane,
                        color: color.filter(|_| p.color.is_some()),
                        cards: p.cards,
                    });
                }
            }
        }
    }
    fits.sort_by_key(|f| f.cards.count(Card::Loco));
    fits
}
