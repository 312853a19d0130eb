//! The `conductor` command: the bot's front ends and tools.

use clap::{Parser, Subcommand};
use conductor::ai::{Level, simulate};
use conductor::cli::{map_dump, scenario};
use conductor::maps;
use conductor::rules::{GameOptions, Variant};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "conductor",
    version,
    about = "Ticket to Ride for Discord, and its tools"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play a scripted game file and print what happened as JSON lines.
    Scenario {
        /// The scenario file (TOML).
        file: std::path::PathBuf,
    },
    /// Print a board as loaded.
    Map {
        /// usa, europe, switzerland or world.
        map: String,
        /// Print JSON (the only format).
        #[arg(long)]
        json: bool,
    },
    /// Play computer-only games and print how each bot did.
    Simulate {
        /// usa, europe, switzerland or world.
        #[arg(long)]
        map: String,
        /// Players per game.
        #[arg(long)]
        players: usize,
        /// Games to play.
        #[arg(long, default_value_t = 100)]
        games: usize,
        /// Levels, one per player (or one for all): e.g. hard,easy,easy,easy.
        #[arg(long, default_value = "hard")]
        bots: String,
        /// Seed of the first game.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Europe ticket variant: classic, 1912, mega, bigcities.
        #[arg(long, default_value = "classic")]
        variant: String,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Scenario { file } => run_scenario(&file),
        Command::Map { map, json: _ } => match maps::board(&map) {
            Ok(b) => {
                println!("{}", map_dump::map_json(&b));
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("{e}");
                ExitCode::from(2)
            }
        },
        Command::Simulate {
            map,
            players,
            games,
            bots,
            seed,
            variant,
        } => match run_simulate(&map, players, games, &bots, seed, &variant) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("{e}");
                ExitCode::from(2)
            }
        },
    }
}

fn run_simulate(
    map: &str,
    players: usize,
    games: usize,
    bots: &str,
    seed: u64,
    variant: &str,
) -> anyhow::Result<()> {
    let board = maps::board(map)?;
    let levels = bots
        .split(',')
        .map(|b| {
            Level::parse(b).ok_or_else(|| anyhow::anyhow!("unknown bot level \"{b}\" (easy, hard)"))
        })
        .collect::<anyhow::Result<Vec<Level>>>()?;
    let bots = match levels.len() {
        1 => vec![levels[0]; players],
        n if n == players => levels,
        n => anyhow::bail!(
            "--bots names {n} levels for {players} players; give one per player or one for all"
        ),
    };
    let variant = Variant::parse(variant).ok_or_else(|| {
        anyhow::anyhow!("unknown variant \"{variant}\" (classic, 1912, mega, bigcities)")
    })?;
    let setup = simulate::Setup {
        bots,
        games,
        seed,
        options: GameOptions {
            variant,
            bonus_tickets: false,
        },
    };
    let summary = simulate::run(&board, &setup)?;
    print!("{summary}");
    Ok(())
}

fn run_scenario(file: &std::path::Path) -> ExitCode {
    let text = match std::fs::read_to_string(file) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{}: cannot read it: {e}", file.display());
            return ExitCode::from(2);
        }
    };
    match scenario::run(&text, |m| maps::board(m).map_err(|e| e.to_string())) {
        Ok(outcome) => {
            for line in &outcome.lines {
                println!("{line}");
            }
            if outcome.all_met {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            }
        }
        Err(e) => {
            eprintln!("{}: {e}", file.display());
            ExitCode::from(2)
        }
    }
}
