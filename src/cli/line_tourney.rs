//! The console's `/tourney …` lines, read like `/game …`: subcommands and
//! options may be named in English, Russian or Ukrainian.

use super::{Spec, Values, err};
use crate::host::{BotLevel, Command, HostError, words};
use crate::host::{NewTourney, TourneyCmd};
use crate::msg;

const CREATE: &[&str] = &[
    "discord-opt-name",
    "discord-opt-map",
    "discord-opt-variant",
    "discord-opt-rounds",
    "discord-opt-size",
    "discord-opt-min",
    "discord-opt-max",
    "discord-opt-turn-hours",
    "discord-opt-round-days",
    "discord-opt-rated",
    "discord-opt-quiet-hours",
    "discord-opt-final",
];

/// The options of each `/tourney` subcommand.
pub(super) fn spec(sub: Option<&str>) -> Option<Spec> {
    let (keys, options): (&'static [&'static str], &'static [&'static str]) = match sub? {
        "create" => (
            &["discord-cmd-tourney", "discord-cmd-tourney-create"],
            CREATE,
        ),
        "addbot" => (
            &["discord-cmd-tourney", "discord-cmd-tourney-addbot"],
            &["discord-opt-level"],
        ),
        "drop" => (
            &["discord-cmd-tourney", "discord-cmd-tourney-drop"],
            &["discord-opt-player"],
        ),
        "rejoin" => (
            &["discord-cmd-tourney", "discord-cmd-tourney-rejoin"],
            &["discord-opt-player"],
        ),
        "sub" => (
            &["discord-cmd-tourney", "discord-cmd-tourney-sub"],
            &["discord-opt-player", "discord-opt-with"],
        ),
        "adjust" => (
            &["discord-cmd-tourney", "discord-cmd-tourney-adjust"],
            &[
                "discord-opt-player",
                "discord-opt-points",
                "discord-opt-reason",
            ],
        ),
        "pairings" => (
            &["discord-cmd-tourney", "discord-cmd-tourney-pairings"],
            &["discord-opt-round"],
        ),
        _ => (&["discord-cmd-tourney"], &[]),
    };
    Some(Spec { keys, options })
}

/// `/tourney …`.
pub(super) fn parse(sub: Option<&str>, o: &Values) -> Result<Command, HostError> {
    let player = || {
        o.get("discord-opt-player")
            .map(|p| p.value.trim().to_string())
    };
    let cmd = match sub {
        Some("create") => TourneyCmd::Create(create(o)?),
        Some("join") => TourneyCmd::Join,
        Some("addbot") => TourneyCmd::AddBot {
            level: o
                .word("discord-opt-level", words::level)?
                .unwrap_or(BotLevel::Hard),
        },
        Some("leave") => TourneyCmd::Leave,
        Some("drop") => TourneyCmd::Drop { player: player() },
        Some("rejoin") => TourneyCmd::Rejoin { player: player() },
        Some("start") => TourneyCmd::Start,
        Some("next") => TourneyCmd::Next,
        Some("sub") => TourneyCmd::Sub {
            out: o.required("discord-opt-player", "ann")?,
            into: o.required("discord-opt-with", "bob")?,
            into_name: None,
        },
        Some("adjust") => TourneyCmd::Adjust {
            player: o.required("discord-opt-player", "ann")?,
            points: o.num("discord-opt-points", -100..=100)?.ok_or_else(|| {
                HostError::Refused(msg!(
                    "parse-required",
                    option = msg!("discord-opt-points"),
                    example = "-6"
                ))
            })?,
            reason: o.required("discord-opt-reason", "\"late arrival\"")?,
        },
        Some("end") => TourneyCmd::End,
        Some("cancel") => TourneyCmd::Cancel,
        Some("standings") => TourneyCmd::Standings,
        Some("pairings") => TourneyCmd::Pairings {
            round: o.num("discord-opt-round", 1..=20)?,
        },
        Some("status") | None => TourneyCmd::Status,
        Some("verify") => TourneyCmd::Verify,
        Some(x) => return err(msg!("parse-tourney-sub", text = x)),
    };
    Ok(Command::Tourney(Box::new(cmd)))
}

/// `/tourney create`.
fn create(o: &Values) -> Result<NewTourney, HostError> {
    let name = o.required("discord-opt-name", "\"Spring Cup\"")?;
    let board = o.word("discord-opt-map", words::board)?.ok_or_else(|| {
        HostError::Refused(msg!(
            "parse-required",
            option = msg!("discord-opt-map"),
            example = "usa"
        ))
    })?;
    let yes_no = |key| o.yes_no(key, |t| msg!("parse-yes-no", text = t));
    Ok(NewTourney {
        variant: o.word("discord-opt-variant", words::variant)?,
        rounds: o.num("discord-opt-rounds", 1..=12)?,
        size: o.num("discord-opt-size", 2..=5)?,
        min: o.num("discord-opt-min", 2..=5)?,
        max: o.num("discord-opt-max", 2..=5)?,
        turn_hours: o.num("discord-opt-turn-hours", 0..=168)?,
        round_days: o.num("discord-opt-round-days", 0..=60)?,
        rated: yes_no("discord-opt-rated")?,
        quiet_hours: yes_no("discord-opt-quiet-hours")?,
        final_four: yes_no("discord-opt-final")?,
        ..NewTourney::on(&name, board)
    })
}
