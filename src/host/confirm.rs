//! Confirm before a claim: for a player who asked for it (`/settings`), a
//! typed claim answers with what it would spend and Confirm/Cancel buttons
//! instead of being applied. The buttons are stamped with the move, so a
//! confirmation pressed after the game moved on is refused.

use super::decision::Decision;
use super::outbox::{Button, GameMoment, Moment};
use super::tap::Tap;
use super::text;
use crate::i18n::Lang;
use crate::msg;
use crate::rules::{Action, Board, Card, GameState, Seat, check_claim, pick_lanes};

/// The question for a claim the rules would accept; `None` when they would
/// refuse it (the move then runs and is refused with its reason).
pub(super) fn ask(
    board: &Board,
    state: &GameState,
    seat: Seat,
    action: &Action,
    lang: Lang,
    game: &str,
) -> Option<Decision> {
    let Action::Claim { a, b, pick, pay } = action else {
        return None;
    };
    let (lane, payment) = pick_lanes(board, state, *a, *b, *pick)
        .into_iter()
        .find_map(|l| {
            check_claim(board, state, seat, l, *pay)
                .ok()
                .map(|p| (l, p))
        })?;
    let locos = payment.cards.count(Card::Loco);
    let stamp = GameMoment {
        game: game.to_string(),
        mark: Moment::Moves(state.moves),
    };
    let confirm = Tap::Pay {
        lane,
        color: payment.color,
        locos,
    };
    let buttons = vec![
        Button {
            label: lang.tr(&msg!("settings-button-confirm")),
            tap: confirm,
            disabled: false,
            stamp: Some(stamp.clone()),
        },
        Button {
            label: lang.tr(&msg!("settings-button-cancel")),
            tap: Tap::Cancel,
            disabled: false,
            stamp: Some(stamp),
        },
    ];
    let question = msg!(
        "settings-confirm-claim",
        route = board.lane_name(lane),
        cards = text::hand(board, &payment.cards)
    );
    Some(Decision {
        buttons,
        ..Decision::reply(question)
    })
}
