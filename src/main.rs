//! The `conductor` command: the bot's front ends and tools.

use clap::{Parser, Subcommand};
use conductor::cli::{bench, map_dump, scenario};
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
    /// Print the rules engine's speed figures.
    Bench,
    /// Run the Discord bot (settings from the environment or .env; see .env.example).
    Bot,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Scenario { file } => run_scenario(&file),
        Command::Bench => match bench::run() {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("{e}");
                ExitCode::FAILURE
            }
        },
        Command::Bot => run_bot(),
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
    }
}

/// Runs the Discord bot; one clear line and a non-zero exit when it cannot.
fn run_bot() -> ExitCode {
    use conductor::discord::{config::Settings, picture, startup};
    let mut filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,serenity=warn,poise=warn"));
    // serenity's request spans carry message bodies (private hands and
    // tickets): they are never logged, whatever RUST_LOG says.
    if let Ok(quiet) = "serenity::http=warn".parse() {
        filter = filter.add_directive(quiet);
    }
    tracing_subscriber::fmt().with_env_filter(filter).init();
    let settings = match Settings::from_env() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("conductor bot: {e}");
            return ExitCode::from(2);
        }
    };
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("conductor bot: cannot start the async runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    // The renderer and the computer players' brain are wired in when they
    // are merged; until then messages go out without pictures.
    let painter = picture::no_pictures();
    match runtime.block_on(startup::run(settings, painter, startup::placeholder_brain)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("conductor bot: {e}");
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
            use std::io::Write;
            let mut out = std::io::stdout().lock();
            for line in &outcome.lines {
                // A closed pipe (`| head`) is not an error worth a panic.
                if writeln!(out, "{line}").is_err() {
                    break;
                }
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
