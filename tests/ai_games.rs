//! Computer players finish whole games on every board and player count, and
//! their decision is legal in any position, even ones random play reaches.

use conductor::ai::{Level, decide, must_act, play_game, set_expert_guesses};
use conductor::maps;
use conductor::rules::{GameOptions, Phase, Variant, apply, new_game, player_view, random_action};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Plays `games` games per player count with mixed levels; none may see a
/// refused action or hit the action limit.
fn whole_games(map: &str, variant: Variant, games: u64) {
    let board = maps::board(map).expect("board loads");
    let cfg = board.family.config();
    for n in cfg.min_players..=cfg.max_players {
        for g in 0..games {
            let levels: Vec<Level> = (0..n)
                .map(|i| {
                    if (i as u64 + g).is_multiple_of(2) {
                        Level::Hard
                    } else {
                        Level::Easy
                    }
                })
                .collect();
            let options = GameOptions {
                variant,
                bonus_tickets: false,
            };
            let seed = 1000 * n as u64 + g;
            let r = play_game(&board, &levels, options, seed).expect("game starts");
            assert_eq!(
                r.refused, 0,
                "{map} {n} players seed {seed}: refused {:?}",
                r.refusals
            );
            assert!(r.finished, "{map} {n} players seed {seed}: cut short");
            assert_eq!(r.totals.len(), n);
            let placed: usize = r.completed.iter().chain(&r.failed).sum();
            assert!(placed >= 2 * n, "every player keeps tickets");
        }
    }
}

#[test]
fn usa_games_finish_without_refusals() {
    whole_games("usa", Variant::Classic, 12);
}

#[test]
fn europe_games_finish_without_refusals() {
    whole_games("europe", Variant::Classic, 12);
}

#[test]
fn europe_variants_finish_without_refusals() {
    for v in [Variant::Europe1912, Variant::Mega, Variant::BigCities] {
        whole_games("europe", v, 4);
    }
}

#[test]
fn switzerland_games_finish_without_refusals() {
    whole_games("switzerland", Variant::Classic, 20);
}

#[test]
fn world_games_finish_without_refusals() {
    whole_games("world", Variant::Classic, 12);
}

/// Random play reaches odd positions (huge hands, blocked boards, empty
/// decks); in each, both levels must choose an action the engine accepts.
#[test]
fn decisions_are_legal_in_random_positions() {
    for map in ["usa", "europe", "switzerland", "world"] {
        let board = maps::board(map).expect("board loads");
        let cfg = board.family.config();
        let mut checked = 0;
        for g in 0..40u64 {
            let mut rng = ChaCha8Rng::seed_from_u64(g);
            let n = rng.random_range(cfg.min_players..=cfg.max_players);
            let names: Vec<String> = (0..n).map(|i| format!("p{i}")).collect();
            let variant = if map == "europe" && g % 2 == 1 {
                Variant::Mega
            } else {
                Variant::Classic
            };
            let options = GameOptions {
                variant,
                bonus_tickets: false,
            };
            let mut state = new_game(&board, &names, options, g).expect("new game");
            let mut bot_rng = ChaCha8Rng::seed_from_u64(g + 99);
            for _ in 0..3000 {
                if state.phase == Phase::Over {
                    break;
                }
                for seat in 0..n {
                    let view = player_view(&board, &state, seat);
                    if !must_act(&view) {
                        continue;
                    }
                    for level in [Level::Easy, Level::Hard] {
                        let action = decide(&board, &view, level, &mut bot_rng);
                        let mut copy = state.clone();
                        if let Err(e) = apply(&board, &mut copy, seat, &action) {
                            panic!("{map} game {g}: {level:?} chose {action:?}: {e}");
                        }
                        checked += 1;
                    }
                }
                let Some((seat, action)) = random_action(&board, &state, &mut rng) else {
                    break;
                };
                if apply(&board, &mut state, seat, &action).is_err() {
                    // A random tunnel payment the hand cannot cover.
                    let decline = conductor::rules::Action::Tunnel {
                        pay: false,
                        locos: None,
                    };
                    apply(&board, &mut state, seat, &decline).expect("decline");
                }
            }
        }
        assert!(checked > 1000, "{map}: only {checked} positions checked");
    }
}

/// The expert level (two guesses per decision, the fewest with which the
/// search may overrule the plain choice) plays whole games on every board
/// without a refused action.
#[test]
fn expert_games_finish_without_refusals() {
    set_expert_guesses(2);
    for (map, seed) in [("usa", 1), ("europe", 2), ("switzerland", 3), ("world", 4)] {
        let board = maps::board(map).expect("board loads");
        let levels = [Level::Expert, Level::Hard, Level::Easy];
        let r = play_game(&board, &levels, GameOptions::default(), seed).expect("game starts");
        assert_eq!(r.refused, 0, "{map}: refused {:?}", r.refusals);
        assert!(r.finished, "{map}: cut short");
        let searched = r.decisions.iter().filter(|d| d.0 == Level::Expert).count();
        assert!(
            searched > 10,
            "{map}: the expert decided only {searched} times"
        );
    }
}
