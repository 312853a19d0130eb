//! Contextual help: what the reader can do now, in this channel, at this
//! moment of its game, on this board and this front end — the two or three
//! commands that matter, not every command.

use super::record::ChannelRecord;
use crate::i18n::Msg;
use crate::msg;
use crate::rules::{Family, Phase, Stage};

/// The front end the help is read on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Front {
    /// `conductor local`: one game, no buttons, no server.
    Console,
    Discord,
}

/// Where the reader stands in the channel's game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HelpMoment {
    /// No lobby or game in the channel.
    Empty,
    /// A lobby is open; `starter`: the reader may start it.
    Lobby { seated: bool, starter: bool },
    /// The reader chooses first tickets.
    FirstTickets,
    /// World: the reader chooses how their pieces split.
    Split,
    /// The reader has chosen; others still choose their first tickets.
    SetupWaiting,
    /// The reader's turn: free to choose.
    Turn,
    /// The reader took one card and may take a second.
    SecondDraw,
    /// The reader's tunnel waits for pay or decline.
    Tunnel,
    /// The reader keeps tickets they drew.
    KeepTickets,
    /// Someone else is to move; `seated`: the reader plays in this game.
    Waiting { player: String, seated: bool },
    /// The game is over.
    Over,
}

/// What the help depends on, as plain values.
#[derive(Clone, Debug)]
pub struct HelpAsk {
    /// The board's rule family, once a lobby or game names one.
    pub family: Option<Family>,
    pub moment: HelpMoment,
    pub front: Front,
    /// The reader manages the channel (Discord's Manage Channels).
    pub admin: bool,
}

/// The board and the reader's moment in `rec`, for the reader `user` (a
/// Discord user id; the player's name in the console).
pub fn help_moment(
    rec: Option<&ChannelRecord>,
    user: &str,
    admin: bool,
) -> (Option<Family>, HelpMoment) {
    let Some(rec) = rec else {
        return (None, HelpMoment::Empty);
    };
    let family = Family::from_name(&rec.setup.map);
    let seat = rec
        .seats
        .iter()
        .position(|s| s.user.as_deref() == Some(user));
    let Some(state) = rec.state.as_ref() else {
        let starter = admin || rec.creator == user;
        let seated = seat.is_some();
        return (family, HelpMoment::Lobby { seated, starter });
    };
    let mine = seat.and_then(|s| state.players.get(s));
    let moment = match (state.phase, mine) {
        (Phase::Over, _) => HelpMoment::Over,
        (Phase::Setup, Some(p)) if p.split_pending => HelpMoment::Split,
        (Phase::Setup, Some(p)) if p.offer.is_some() => HelpMoment::FirstTickets,
        (Phase::Setup, Some(_)) => HelpMoment::SetupWaiting,
        (Phase::Play, Some(_)) if seat == Some(state.turn) => match state.stage {
            Stage::Start => HelpMoment::Turn,
            Stage::SecondDraw => HelpMoment::SecondDraw,
            Stage::Tunnel(_) => HelpMoment::Tunnel,
            Stage::Tickets => HelpMoment::KeepTickets,
        },
        _ => HelpMoment::Waiting {
            player: rec
                .seats
                .get(state.turn)
                .map_or_else(String::new, |s| s.name.clone()),
            seated: seat.is_some(),
        },
    };
    (family, moment)
}

/// The help's lines: where the reader stands, the commands that matter
/// now, and where the rules are.
pub fn help_lines(ask: &HelpAsk) -> Vec<Msg> {
    let mut lines = vec![situation(ask)];
    lines.extend(commands(ask));
    if ask.admin && ask.front == Front::Discord && running(&ask.moment) {
        lines.push(msg!("help-admin"));
    }
    if ask.front == Front::Discord {
        lines.extend(taps(&ask.moment));
    }
    lines.push(match ask.family {
        Some(f) => msg!("help-rules-board", board = f.title()),
        None => msg!("help-rules"),
    });
    lines
}

/// One line on where the reader stands.
fn situation(ask: &HelpAsk) -> Msg {
    match &ask.moment {
        HelpMoment::Empty => msg!("help-now-empty"),
        HelpMoment::Lobby { seated: true, .. } => msg!("help-now-lobby-seated"),
        HelpMoment::Lobby { .. } => msg!("help-now-lobby"),
        HelpMoment::FirstTickets => msg!("help-now-first-tickets"),
        HelpMoment::Split => msg!("help-now-split"),
        HelpMoment::SetupWaiting => msg!("help-now-setup-waiting"),
        HelpMoment::Turn => match ask.family {
            Some(f) => msg!("help-now-turn-board", board = f.title()),
            None => msg!("help-now-turn"),
        },
        HelpMoment::SecondDraw => msg!("help-now-second-draw"),
        HelpMoment::Tunnel => msg!("help-now-tunnel"),
        HelpMoment::KeepTickets => msg!("help-now-keep"),
        HelpMoment::Waiting {
            player,
            seated: true,
        } => msg!("help-now-waiting", player = player.as_str()),
        HelpMoment::Waiting { player, .. } => msg!("help-now-watching", player = player.as_str()),
        HelpMoment::Over => msg!("help-now-over"),
    }
}

/// The two or three commands that matter at this moment.
fn commands(ask: &HelpAsk) -> Vec<Msg> {
    let discord = ask.front == Front::Discord;
    match &ask.moment {
        HelpMoment::Empty if discord => vec![
            msg!("help-cmd-game-new"),
            msg!("help-cmd-tourney-create"),
            msg!("help-cmd-mygames"),
        ],
        HelpMoment::Empty => vec![msg!("help-cmd-game-new")],
        HelpMoment::Lobby {
            seated: false,
            starter,
        } => {
            let mut c = vec![msg!("help-cmd-game-join")];
            if *starter {
                c.push(msg!("help-cmd-game-start"));
            }
            c.push(msg!("help-cmd-game-status"));
            c
        }
        HelpMoment::Lobby { starter: true, .. } => {
            vec![msg!("help-cmd-game-addbot"), msg!("help-cmd-game-start")]
        }
        HelpMoment::Lobby { .. } => vec![msg!("help-cmd-game-status"), msg!("help-cmd-game-leave")],
        HelpMoment::FirstTickets => vec![msg!("help-cmd-keep"), msg!("help-cmd-hand")],
        HelpMoment::Split => vec![msg!("help-cmd-split"), msg!("help-cmd-hand")],
        HelpMoment::SetupWaiting => vec![msg!("help-cmd-hand"), msg!("help-cmd-board")],
        HelpMoment::Turn => {
            let third = match ask.family {
                Some(Family::Europe) => msg!("help-cmd-station"),
                Some(Family::World) => msg!("help-cmd-harbor"),
                _ => msg!("help-cmd-tickets"),
            };
            vec![msg!("help-cmd-claim"), msg!("help-cmd-draw"), third]
        }
        HelpMoment::SecondDraw => vec![msg!("help-cmd-draw-second")],
        HelpMoment::Tunnel => vec![msg!("help-cmd-tunnel")],
        HelpMoment::KeepTickets => vec![msg!("help-cmd-keep")],
        HelpMoment::Waiting { seated: true, .. } => vec![
            msg!("help-cmd-premove"),
            msg!("help-cmd-hand"),
            msg!("help-cmd-board"),
        ],
        HelpMoment::Waiting { .. } => vec![msg!("help-cmd-board"), msg!("help-cmd-history")],
        HelpMoment::Over if discord => {
            vec![msg!("help-cmd-game-new"), msg!("help-cmd-leaderboard")]
        }
        HelpMoment::Over => vec![msg!("help-cmd-game-new"), msg!("help-cmd-history")],
    }
}

/// A game is under way (set up or played).
fn running(moment: &HelpMoment) -> bool {
    !matches!(
        moment,
        HelpMoment::Empty | HelpMoment::Lobby { .. } | HelpMoment::Over
    )
}

/// On Discord, the buttons and menus that answer this moment without typing.
fn taps(moment: &HelpMoment) -> Option<Msg> {
    Some(match moment {
        HelpMoment::Turn => msg!("help-taps-turn"),
        HelpMoment::SecondDraw => msg!("help-taps-second"),
        HelpMoment::Tunnel => msg!("help-taps-tunnel"),
        HelpMoment::FirstTickets | HelpMoment::KeepTickets => msg!("help-taps-keep"),
        HelpMoment::Split => msg!("help-taps-split"),
        HelpMoment::Waiting { seated: true, .. } => msg!("help-taps-waiting"),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn en(ask: &HelpAsk) -> String {
        let lines: Vec<String> = help_lines(ask).iter().map(Msg::to_string).collect();
        lines.join("\n")
    }

    fn ask(family: Option<Family>, moment: HelpMoment, front: Front) -> HelpAsk {
        HelpAsk {
            family,
            moment,
            front,
            admin: false,
        }
    }

    #[test]
    fn a_turn_offers_the_boards_own_building() {
        let europe = en(&ask(Some(Family::Europe), HelpMoment::Turn, Front::Discord));
        assert!(europe.contains("/station"), "{europe}");
        let swiss = en(&ask(
            Some(Family::Switzerland),
            HelpMoment::Turn,
            Front::Discord,
        ));
        assert!(!swiss.contains("/station"), "{swiss}");
        assert!(
            swiss.contains("/claim") && swiss.contains("/draw"),
            "{swiss}"
        );
        let world = en(&ask(Some(Family::World), HelpMoment::Turn, Front::Console));
        assert!(
            world.contains("/harbor") && !world.contains("/station"),
            "{world}"
        );
    }

    #[test]
    fn the_console_offers_no_server_commands_and_no_buttons() {
        for moment in [HelpMoment::Empty, HelpMoment::Turn, HelpMoment::Over] {
            let console = en(&ask(Some(Family::Usa), moment.clone(), Front::Console));
            for server_only in [
                "/tourney",
                "/leaderboard",
                "/settings",
                "/mygames",
                "button",
            ] {
                assert!(!console.contains(server_only), "{server_only}: {console}");
            }
        }
        let discord = en(&ask(None, HelpMoment::Empty, Front::Discord));
        assert!(discord.contains("/tourney create"), "{discord}");
        let turn = en(&ask(Some(Family::Usa), HelpMoment::Turn, Front::Discord));
        assert!(turn.contains("button"), "{turn}");
    }

    #[test]
    fn discord_help_names_the_buttons_and_menus_that_answer_the_moment() {
        let waiting = HelpMoment::Waiting {
            player: "ann".into(),
            seated: true,
        };
        for (moment, words) in [
            (
                HelpMoment::Turn,
                &["“My turn”", "“Draw tickets”", "menus"][..],
            ),
            (HelpMoment::SecondDraw, &["card button"][..]),
            (HelpMoment::Tunnel, &["“Give up the tunnel”"][..]),
            (
                HelpMoment::FirstTickets,
                &["tickets menu", "“Keep all”"][..],
            ),
            (HelpMoment::KeepTickets, &["tickets menu"][..]),
            (HelpMoment::Split, &["menu"][..]),
            (waiting, &["“My turn”"][..]),
        ] {
            let discord = en(&ask(Some(Family::Usa), moment.clone(), Front::Discord));
            for w in words {
                assert!(discord.contains(w), "{moment:?}: {w} in {discord}");
            }
            let console = en(&ask(Some(Family::Usa), moment.clone(), Front::Console));
            assert!(!console.contains("menu"), "{moment:?}: {console}");
        }
        let watching = HelpMoment::Waiting {
            player: "ann".into(),
            seated: false,
        };
        let text = en(&ask(Some(Family::Usa), watching, Front::Discord));
        assert!(!text.contains("My turn"), "{text}");
    }

    #[test]
    fn help_is_short_and_ends_with_the_rules() {
        let lines = help_lines(&ask(Some(Family::Usa), HelpMoment::Tunnel, Front::Discord));
        assert!(lines.len() <= 5, "{lines:?}");
        let last = lines.last().map(Msg::to_string).unwrap_or_default();
        assert!(last.contains("/rules") && last.contains("USA"), "{last}");
    }

    #[test]
    fn only_a_starter_is_offered_the_start() {
        let guest = HelpMoment::Lobby {
            seated: false,
            starter: false,
        };
        let text = en(&ask(Some(Family::Usa), guest, Front::Discord));
        assert!(
            text.contains("/game join") && !text.contains("/game start"),
            "{text}"
        );
        let creator = HelpMoment::Lobby {
            seated: true,
            starter: true,
        };
        let text = en(&ask(Some(Family::Usa), creator, Front::Console));
        assert!(text.contains("/game start"), "{text}");
    }

    #[test]
    fn an_admin_is_told_how_to_end_a_running_game_on_discord() {
        let mut a = ask(Some(Family::Usa), HelpMoment::SetupWaiting, Front::Discord);
        a.admin = true;
        assert!(en(&a).contains("/game end"));
        a.front = Front::Console;
        assert!(!en(&a).contains("/game end"));
    }

    #[test]
    fn help_reads_in_every_language() {
        let a = ask(Some(Family::Europe), HelpMoment::Turn, Front::Discord);
        let ru = crate::i18n::Lang::Ru.tr(&help_lines(&a)[1]);
        assert!(ru.starts_with("/проложить"), "{ru}");
        let uk = crate::i18n::Lang::Uk.tr(&help_lines(&a)[0]);
        assert!(
            !uk.is_empty() && uk != help_lines(&a)[0].to_string(),
            "{uk}"
        );
    }
}
