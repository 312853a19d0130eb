//! Issue 16 part 5 (parsers): the button custom-id reader and the console
//! command parser never panic, and a custom id is accepted only in the one
//! form this bot writes: any other text, however close, is refused.

use conductor::discord::{custom_id, decode};
use conductor::host::{Button, GameMoment, Moment, Tap};
use proptest::prelude::*;

/// Compact tap ids of every shape, valid and nearly valid.
fn tap_text() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("j".to_string()),
        Just("ds".to_string()),
        "f[0-9]{1,3}",
        "k[0-9]{1,2}(\\.[0-9]{1,2}){0,4}",
        "p[0-9]{1,4}\\.([0-9]|x)\\.[0-9]{1,2}(\\.[0-9])?",
        "[a-z/: ]{0,20}",
    ]
}

/// Custom ids as Discord would hand them back: made by us, or not.
fn id_text() -> impl Strategy<Value = String> {
    prop_oneof![
        (
            "[0-9]{1,20}",
            "[a-z0-9-]{0,12}",
            "(L|m[0-9]{1,4}|c[0-9a-f]{1,8})",
            tap_text()
        )
            .prop_map(|(c, g, m, t)| format!("{c}|{g}|{m}|{t}")),
        ".{0,100}",
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(20_000))]

    /// An accepted compact tap id is exactly the text its value writes.
    #[test]
    fn a_tap_is_read_only_in_its_own_form(text in tap_text()) {
        if let Some(tap) = Tap::parse(&text) {
            let legacy = text.contains(' ') || text.contains(':');
            prop_assert!(legacy || tap.to_string() == text, "{text:?} read as {tap}");
        }
    }

    /// A custom id is read only if writing what it says gives it back
    /// (ids of earlier versions, with a command line, aside).
    #[test]
    fn custom_ids_never_panic_and_are_read_only_in_our_form(id in id_text()) {
        if let Some(pressed) = decode(&id) {
            let (channel, rest) = id.split_once('|').unwrap();
            let tap_text = rest.rsplit('|').next().unwrap();
            let tap = Tap::parse(tap_text).unwrap();
            prop_assert_eq!(&pressed.command, &tap.command());
            let legacy = tap_text.contains(' ') || tap_text.contains(':');
            let button = Button {
                label: String::new(),
                tap,
                disabled: false,
                stamp: Some(pressed.stamp),
            };
            let again = custom_id(channel, &button).unwrap();
            prop_assert!(legacy || again == id, "{:?} written back as {:?}", id, again);
        }
    }

    /// Ids this bot writes are read back as the same stamp and command.
    #[test]
    fn written_ids_read_back(channel in "[1-9][0-9]{5,19}", game in "[a-z0-9]{1,12}",
                             moves in 0u64..100_000, text in tap_text()) {
        if let Some(tap) = Tap::parse(&text) {
            let stamp = GameMoment { game, mark: Moment::Moves(moves) };
            let button = Button { label: "x".into(), tap: tap.clone(), stamp: Some(stamp.clone()), disabled: false };
            if let Some(id) = custom_id(&channel, &button) {
                let pressed = decode(&id).expect("our own id reads");
                prop_assert_eq!(pressed.stamp, stamp);
                prop_assert_eq!(pressed.command, tap.command());
            }
        }
    }

    /// The console parser answers every line, however odd, without panicking.
    #[test]
    fn the_command_parser_never_panics(
        head in "(/?(game|draw|claim|keep|station|harbor|tunnel|exchange|split|hand|board|tickets|партия|тянуть|взять|занять|гра|взяти))?",
        tail in "( [a-zа-яіїєё]{0,8}:?.{0,12}){0,4}",
    ) {
        let _ = conductor::cli::parse(&format!("{head}{tail}"));
    }
}
