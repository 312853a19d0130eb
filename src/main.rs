//! The `conductor` command: the bot's front ends and tools.

use clap::{Parser, Subcommand};
use conductor::cli::{bench_render, map_dump, picture, scenario};
use conductor::maps;
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
    /// Draw the board (or one player's private picture) as a PNG, at the end
    /// of a scenario or at the start of a fresh game.
    Render {
        /// usa, europe, switzerland or world.
        #[arg(long)]
        map: String,
        /// A scenario file to play first (TOML).
        #[arg(long)]
        scenario: Option<std::path::PathBuf>,
        /// Where to write the PNG.
        #[arg(long)]
        out: std::path::PathBuf,
        /// Draw this player's private picture instead of the board.
        #[arg(long)]
        player: Option<String>,
    },
    /// Time drawing and encoding pictures of late games; print the figures.
    BenchRender {
        /// Pictures drawn per measurement.
        #[arg(long, default_value_t = 60)]
        runs: usize,
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
        Command::Render {
            map,
            scenario,
            out,
            player,
        } => run_render(&map, scenario.as_deref(), &out, player.as_deref()),
        Command::BenchRender { runs } => match bench_render::run(runs) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("bench-render: {e}");
                ExitCode::FAILURE
            }
        },
    }
}

fn run_render(
    map: &str,
    scenario: Option<&std::path::Path>,
    out: &std::path::Path,
    player: Option<&str>,
) -> ExitCode {
    let text = match scenario.map(std::fs::read_to_string).transpose() {
        Ok(t) => t,
        Err(e) => {
            eprintln!("the scenario file cannot be read: {e}");
            return ExitCode::from(2);
        }
    };
    let png = match picture::picture(map, text.as_deref(), player) {
        Ok(png) => png,
        Err(picture::PictureError::Input(e)) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
        Err(e) => {
            eprintln!("render: {e}");
            return ExitCode::FAILURE;
        }
    };
    match std::fs::write(out, png) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{}: cannot write it: {e}", out.display());
            ExitCode::FAILURE
        }
    }
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
