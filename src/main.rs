//! The `conductor` command: the bot's front ends and tools.

use clap::{Parser, Subcommand};
use conductor::ai::{self, Level};
use conductor::cli::{self, CliError};
use conductor::host::Host;
use conductor::maps;
use conductor::rules::{GameOptions, Variant};
use std::io::IsTerminal;
use std::process::ExitCode;
use std::sync::Arc;

#[derive(Parser)]
#[command(
    name = "conductor",
    version,
    about = "Ticket to Ride for Discord, and its tools",
    after_help = "Exit status: 0 done, 1 a check or a command failed, 2 bad input \
                  (a flag, a file or a value that does not read)."
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
        #[arg(value_enum)]
        map: maps::BoardId,
        /// Print the whole board as JSON (the map-dump contract) instead of
        /// a one-line summary.
        #[arg(long)]
        json: bool,
    },
    /// Run the Discord bot (settings from the environment or .env; see .env.example).
    Bot,
    /// Print the rules engine's speed figures.
    Bench,
    /// Draw the board (or one player's private picture) as a PNG, at the end
    /// of a scenario, or of a game played by random moves from the start.
    Render(RenderArgs),
    /// Time drawing and encoding pictures of late games; print the figures.
    BenchRender {
        /// Pictures drawn per measurement.
        #[arg(long, default_value_t = 60)]
        runs: usize,
        /// The pictures' language: en, ru or uk.
        #[arg(long, default_value = "en")]
        lang: conductor::i18n::Lang,
        /// Print one JSON object per picture.
        #[arg(long)]
        json: bool,
    },
    /// Play in the terminal through the same host and store as the bot.
    /// Lines are `NAME: /command option:value`; with no file and a terminal,
    /// starts a game for you against computer players.
    Local(LocalArgs),
    /// Play computer-only games and print how the computer players do.
    Simulate {
        /// usa, europe, switzerland or world.
        #[arg(long)]
        map: String,
        /// Players per game (default: one per level in --bots, else 4 or
        /// the most the board takes).
        #[arg(long)]
        players: Option<usize>,
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
    /// Write every game, archive, quarantined game and undelivered message of
    /// the store as JSON lines (a backup, or a move to another store).
    Export {
        #[command(flatten)]
        store: StoreArgs,
        /// Where to write (default: standard output).
        #[arg(long)]
        out: Option<std::path::PathBuf>,
    },
    /// Read a backup written by `conductor export` into an empty store.
    Import {
        /// The backup file.
        file: std::path::PathBuf,
        #[command(flatten)]
        store: StoreArgs,
    },
    /// Check the store: the embedded file's page checksums, and that every
    /// game can be read; print what was found.
    VerifyStore {
        #[command(flatten)]
        store: StoreArgs,
    },
    /// Play a whole tournament of computer players through the host and an
    /// embedded store in a temporary folder; print one JSON object.
    SimulateTourney {
        /// usa, europe, switzerland or world.
        #[arg(long, default_value = "usa")]
        map: String,
        #[arg(long, default_value_t = 13)]
        players: usize,
        #[arg(long, default_value_t = 3)]
        rounds: u8,
        /// Table size (tables of size-1 fill the remainder).
        #[arg(long, default_value_t = 4)]
        size: u8,
        #[arg(long, default_value_t = 7)]
        seed: u64,
    },
    /// Replay an archived game from its revealed seed and check that it
    /// reaches the stored final state.
    Verify {
        /// The archived game's id.
        #[arg(required_unless_present = "file")]
        game: Option<String>,
        /// A file holding `{"record": …, "log": […]}` instead.
        #[arg(long)]
        file: Option<std::path::PathBuf>,
        #[command(flatten)]
        store: StoreArgs,
    },
    /// Print the host's figures: commands per second, stored bytes per game.
    BenchHost {
        /// Redis URL (default: the embedded store in a temporary folder).
        #[arg(long)]
        redis: Option<String>,
        #[arg(long, default_value_t = 3)]
        games: usize,
    },
    /// Print the tournament figures: pairing time, repeat opponents, rating replays.
    BenchTourney,
    /// Print the league figures: recomputing a server's ratings from its results.
    BenchLeague {
        #[arg(long, default_value_t = 10_000)]
        games: usize,
        #[arg(long, default_value_t = 300)]
        players: usize,
    },
}

/// The options of `conductor render`.
#[derive(clap::Args)]
struct RenderArgs {
    /// usa, europe, switzerland or world.
    #[arg(long)]
    map: String,
    /// A scenario file to play first (TOML).
    #[arg(long)]
    scenario: Option<std::path::PathBuf>,
    /// Without a scenario: draw the game at its start, when the final
    /// round starts, or when it is over (random legal moves, seed 1).
    #[arg(long, value_enum, default_value_t = cli::Played::Start)]
    play: cli::Played,
    /// Where to write the PNG.
    #[arg(long)]
    out: std::path::PathBuf,
    /// Draw this player's private picture instead of the board.
    #[arg(long)]
    player: Option<String>,
    /// The picture's language: en, ru or uk.
    #[arg(long, default_value = "en")]
    lang: conductor::i18n::Lang,
    /// Write the finished game's recap instead: the animation (GIF) to
    /// --out and the score chart beside it as STEM-scores.png.
    #[arg(long, conflicts_with = "player")]
    recap: bool,
    /// full, or phone: the portrait phone picture (1080 px wide).
    #[arg(long, value_enum, default_value = "full")]
    picture: cli::PictureSize,
}

/// The options of `conductor local`.
#[derive(clap::Args)]
struct LocalArgs {
    /// A file of command lines (default: standard input).
    file: Option<std::path::PathBuf>,
    /// Quick start on this board.
    #[arg(long, value_enum)]
    map: Option<maps::BoardId>,
    /// Players in the quick-start game, you included (default: 4, or
    /// the most the board takes).
    #[arg(long)]
    players: Option<usize>,
    /// Where pictures are written.
    #[arg(long, default_value = "out")]
    out: std::path::PathBuf,
    /// Redis URL (default: $REDIS_URL; without one, the embedded store).
    #[arg(long)]
    redis: Option<String>,
    /// Folder of the embedded store.
    #[arg(long, default_value = "data")]
    data: std::path::PathBuf,
    /// The channel the game lives in.
    #[arg(long, default_value = "local")]
    channel: String,
    /// The language of the messages and pictures: en, ru or uk.
    #[arg(long, default_value = "en")]
    lang: conductor::i18n::Lang,
    /// Do not draw pictures.
    #[arg(long)]
    no_pictures: bool,
    /// full, or phone: private pictures as the portrait phone picture.
    #[arg(long, value_enum, default_value = "full")]
    picture: cli::PictureSize,
}

/// Which store a store tool works on.
#[derive(clap::Args)]
struct StoreArgs {
    /// Redis URL (default: $REDIS_URL; without one, the embedded store).
    #[arg(long)]
    redis: Option<String>,
    /// Folder of the embedded store.
    #[arg(long, default_value = "data")]
    data: std::path::PathBuf,
}

fn main() -> ExitCode {
    match run(Cli::parse().command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => e.report(),
    }
}

/// Runs one command; its error carries the exit code.
fn run(command: Command) -> Result<(), CliError> {
    match command {
        Command::Export { store, out } => backup_cmd::export(&store, out.as_deref()),
        Command::Import { file, store } => backup_cmd::import(&store, &file),
        Command::VerifyStore { store } => backup_cmd::verify(&store),
        Command::SimulateTourney {
            map,
            players,
            rounds,
            size,
            seed,
        } => simulate_tourney(map, players, rounds, size, seed),
        Command::Verify { game, file, store } => verify_game(game, file, &store),
        Command::Scenario { file } => run_scenario(&file),
        Command::Local(args) => run_local(args),
        Command::Simulate {
            map,
            players,
            games,
            bots,
            seed,
            variant,
        } => run_simulate(&map, players, games, &bots, seed, &variant)
            .map_err(|e| CliError::Input(e.to_string())),
        Command::BenchHost { redis, games } => run_bench_host(redis, games),
        Command::BenchTourney => {
            cli::run_bench_tourney();
            Ok(())
        }
        Command::BenchLeague { games, players } => {
            cli::run_bench_league(games, players).map_err(|e| e.context("bench-league"))
        }
        Command::Render(args) => run_render(args),
        Command::BenchRender { runs, lang, json } => {
            cli::run_bench_render(runs, lang, json).map_err(|e| e.context("bench-render"))
        }
        Command::Bot => run_bot(),
        Command::Bench => cli::run_bench(),
        Command::Map { map, json } => {
            let b = map.load().map_err(CliError::failed)?;
            print_lossy(&if json {
                cli::map_json(&b).to_string()
            } else {
                cli::map_summary(&b)
            })
        }
    }
}

/// `conductor simulate-tourney`.
fn simulate_tourney(
    map: String,
    players: usize,
    rounds: u8,
    size: u8,
    seed: u64,
) -> Result<(), CliError> {
    use conductor::cli::Plan;
    let plan = Plan {
        map,
        players,
        rounds,
        size,
        seed,
    };
    let json = cli::run_simulate_tourney(&plan, ai::decide)?;
    println!("{json}");
    Ok(())
}

/// The Redis URL a store tool uses: `--redis`, else `$REDIS_URL`.
fn redis_url(given: Option<String>) -> Option<String> {
    given
        .or_else(|| std::env::var("REDIS_URL").ok())
        .filter(|u| !u.is_empty())
}

/// `conductor verify`.
fn verify_game(
    game: Option<String>,
    file: Option<std::path::PathBuf>,
    args: &StoreArgs,
) -> Result<(), CliError> {
    let lang = conductor::i18n::Lang::En;
    let text = match (file, game) {
        (Some(path), _) => cli::verify_file(&path, lang)?,
        (None, Some(id)) => {
            let redis = redis_url(args.redis.clone());
            let store = conductor::store::open_store(redis.as_deref(), &args.data)
                .map_err(CliError::failed)?;
            cli::verify_archived(store.as_ref(), &id, lang)?
        }
        (None, None) => return Err(CliError::failed("name a game id or --file")),
    };
    println!("{text}");
    Ok(())
}

/// The store tools: open the store, run, print one line.
mod backup_cmd {
    use super::{StoreArgs, redis_url};
    use conductor::cli::{self, CliError};
    use conductor::store::{WholeStore, open_whole};

    fn open(args: &StoreArgs) -> Result<Box<dyn WholeStore>, CliError> {
        let redis = redis_url(args.redis.clone());
        if redis.is_none() && !args.data.is_dir() {
            return Err(CliError::Failed(format!(
                "{} is not a folder",
                args.data.display()
            )));
        }
        open_whole(redis.as_deref(), &args.data).map_err(CliError::failed)
    }

    pub fn export(args: &StoreArgs, out: Option<&std::path::Path>) -> Result<(), CliError> {
        let store = open(args)?;
        let counts = match out {
            Some(path) => {
                let f = std::fs::File::create(path).map_err(|e| {
                    CliError::Failed(format!("{}: cannot create it: {e}", path.display()))
                })?;
                cli::export_store(store.as_ref(), &mut std::io::BufWriter::new(f))
            }
            None => cli::export_store(store.as_ref(), &mut std::io::stdout().lock()),
        }
        .map_err(CliError::failed)?;
        eprintln!("exported {}", cli::backup_summary(&counts));
        Ok(())
    }

    pub fn import(args: &StoreArgs, file: &std::path::Path) -> Result<(), CliError> {
        let input = std::fs::File::open(file)
            .map(std::io::BufReader::new)
            .map_err(|e| CliError::Failed(format!("{}: cannot read it: {e}", file.display())))?;
        let store = open(args)?;
        let counts = cli::import_store(store.as_ref(), input).map_err(CliError::failed)?;
        eprintln!("imported {}", cli::backup_summary(&counts));
        Ok(())
    }

    pub fn verify(args: &StoreArgs) -> Result<(), CliError> {
        let store = open(args)?;
        let verdict = cli::verify_store(store.as_ref()).map_err(CliError::failed)?;
        println!(
            "checksums and records read: {}",
            cli::backup_summary(&verdict.counts)
        );
        for (channel, why) in &verdict.damaged {
            println!("damaged: channel {channel}: {why}");
        }
        match verdict.damaged.is_empty() {
            true => Ok(()),
            false => Err(CliError::CheckFailed),
        }
    }
}

/// `conductor scenario`: exit 1 when an expectation is not met.
fn run_scenario(file: &std::path::Path) -> Result<(), CliError> {
    let text = std::fs::read_to_string(file)
        .map_err(|e| CliError::Input(format!("{}: cannot read it: {e}", file.display())))?;
    let outcome = cli::run_scenario(&text, maps::board)
        .map_err(|e| CliError::Input(format!("{}: {e}", file.display())))?;
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    for line in &outcome.lines {
        // A closed pipe (`| head`) is not an error worth a panic.
        if writeln!(out, "{line}").is_err() {
            break;
        }
    }
    match outcome.all_met {
        true => Ok(()),
        false => Err(CliError::CheckFailed),
    }
}

/// Prints `text`; a closed pipe (`| head`) ends quietly.
fn print_lossy(text: &str) -> Result<(), CliError> {
    use std::io::Write;
    match writeln!(std::io::stdout().lock(), "{text}") {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(CliError::failed(e)),
        _ => Ok(()),
    }
}

/// `conductor local`: checks the flags before the console opens (exit 2
/// naming a bad one), resumes a game in progress, or quick-starts one.
fn run_local(args: LocalArgs) -> Result<(), CliError> {
    let lang = args.lang;
    let interactive = args.file.is_none() && std::io::stdin().is_terminal();
    let quick = args.map.or(interactive.then_some(maps::BoardId::Usa));
    let players = match quick {
        Some(b) => quick_players(b, args.players, lang)?,
        None => 0,
    };
    let redis = redis_url(args.redis);
    let store = match conductor::store::open_store(redis.as_deref(), &args.data) {
        Ok(s) => s,
        Err(e @ conductor::store::StoreError::Config(_)) => return Err(CliError::input(e)),
        Err(e) => return Err(CliError::failed(e)),
    };
    let host = Host::new(Arc::from(store), ai::decide);
    let (intro, preamble) = match (host.peek(&args.channel), quick) {
        (Some(rec), _) => cli::resume(&rec),
        (None, Some(board)) => (None, cli::quick_start(board.name(), players)),
        (None, None) => (None, Vec::new()),
    };
    let painter: Option<&cli::Painter> = match (args.no_pictures, args.picture) {
        (true, _) => None,
        (false, cli::PictureSize::Full) => Some(&cli::paint),
        (false, cli::PictureSize::Phone) => Some(&cli::paint_phone),
    };
    let opts = cli::LocalOptions {
        out_dir: args.out,
        painter,
        channel: args.channel,
        intro,
        preamble,
        lang,
    };
    let mut stdout = std::io::stdout().lock();
    let result = match &args.file {
        Some(f) => {
            let fh = std::fs::File::open(f)
                .map_err(|e| CliError::Failed(format!("{}: cannot read it: {e}", f.display())))?;
            cli::run_local(&host, &opts, std::io::BufReader::new(fh), &mut stdout)
        }
        None if interactive => cli::run_terminal(&host, &opts, &mut stdout),
        None => cli::run_local(&host, &opts, std::io::stdin().lock(), &mut stdout),
    };
    match result {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(CliError::failed(e)),
        _ => Ok(()),
    }
}

/// The quick-start game's players: as given, if the board takes that many,
/// else 4 or the most the board takes.
fn quick_players(
    board: maps::BoardId,
    given: Option<usize>,
    lang: conductor::i18n::Lang,
) -> Result<usize, CliError> {
    let loaded = board.load().map_err(CliError::input)?;
    let cfg = loaded.family.config();
    let (least, most) = (cfg.min_players, cfg.max_players);
    match given {
        None => Ok(4.clamp(least, most)),
        Some(n) if (least..=most).contains(&n) => Ok(n),
        Some(_) => Err(CliError::Input(lang.tr(&conductor::msg!(
            "cli-bad-players",
            board = conductor::host::board_title(&loaded),
            least = least,
            most = most
        )))),
    }
}
fn run_simulate(
    map: &str,
    players: Option<usize>,
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
    let cfg = board.family.config();
    let (least, most) = (cfg.min_players, cfg.max_players);
    let players = players
        .or((levels.len() > 1).then_some(levels.len()))
        .unwrap_or(4.clamp(least, most));
    if !(least..=most).contains(&players) {
        anyhow::bail!("{map} is played by {least} to {most} players, not {players}");
    }
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
    let setup = ai::Setup {
        bots,
        games,
        seed,
        options: GameOptions {
            variant,
            bonus_tickets: false,
        },
    };
    let summary = ai::simulate(&board, &setup)?;
    print!("{summary}");
    Ok(())
}

fn run_bench_host(redis: Option<String>, games: usize) -> Result<(), CliError> {
    let dir = std::env::temp_dir().join(format!("conductor-bench-{}", std::process::id()));
    let store = conductor::store::open_store(redis.as_deref(), &dir).map_err(CliError::failed)?;
    let store = Arc::<dyn conductor::store::Store>::from(store);
    let label = if redis.is_some() {
        "Redis"
    } else {
        "embedded store"
    };
    let none = |_: &conductor::host::Picture| 0usize;
    let drawn = |p: &conductor::host::Picture| cli::paint(p).map_or(0, |png| png.len());
    let result = cli::run_bench_host(
        store.clone(),
        &format!("{label}, pictures off"),
        games,
        &none,
        ai::decide,
    )
    .and_then(|()| {
        cli::run_bench_host(
            store,
            &format!("{label}, pictures on"),
            games,
            &drawn,
            ai::decide,
        )
    });
    let _ = std::fs::remove_dir_all(&dir);
    result
}

/// A picture tool's error: bad input exits 2, anything else 1.
fn render_error(e: cli::PictureError) -> CliError {
    match e {
        cli::PictureError::Input(e) => CliError::input(e),
        e => CliError::Failed(format!("render: {e}")),
    }
}

/// `conductor render`: the board, a player's picture or the recap.
fn run_render(args: RenderArgs) -> Result<(), CliError> {
    let req = cli::Request {
        scenario: None,
        played: args.play,
        player: args.player.as_deref(),
        lang: args.lang,
        look: conductor::render::Look {
            phone: args.picture == cli::PictureSize::Phone,
            ..Default::default()
        },
    };
    let (map, out) = (args.map.as_str(), args.out.as_path());
    let text = args
        .scenario
        .as_deref()
        .map(std::fs::read_to_string)
        .transpose()
        .map_err(|e| CliError::Input(format!("the scenario file cannot be read: {e}")))?;
    let req = cli::Request {
        scenario: text.as_deref(),
        ..req
    };
    if args.recap {
        return write_recap(map, req, out);
    }
    let png = cli::picture(map, req).map_err(render_error)?;
    write(out, &png)
}

/// Writes `bytes` to `path`.
fn write(path: &std::path::Path, bytes: &[u8]) -> Result<(), CliError> {
    std::fs::write(path, bytes)
        .map_err(|e| CliError::Failed(format!("{}: cannot write it: {e}", path.display())))
}

/// Writes a finished game's recap: the GIF to `out`, the chart beside it.
fn write_recap(map: &str, req: cli::Request, out: &std::path::Path) -> Result<(), CliError> {
    let recap = cli::recap(map, req).map_err(render_error)?;
    let stem = out
        .file_stem()
        .map_or_else(|| "recap".to_string(), |s| s.to_string_lossy().into_owned());
    let chart = out.with_file_name(format!("{stem}-scores.png"));
    write(out, &recap.gif)?;
    write(&chart, &recap.chart)
}

/// Runs the Discord bot; one clear line and a non-zero exit when it cannot.
fn run_bot() -> Result<(), CliError> {
    use conductor::discord::{self, Settings};
    let mut filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,serenity=warn,poise=warn"));
    // serenity's request spans carry message bodies (private hands and
    // tickets): they are never logged, whatever RUST_LOG says.
    if let Ok(quiet) = "serenity::http=warn".parse() {
        filter = filter.add_directive(quiet);
    }
    tracing_subscriber::fmt().with_env_filter(filter).init();
    let settings = Settings::from_env().map_err(CliError::input)?;
    let runtime = tokio::runtime::Runtime::new()
        .map_err(|e| CliError::Failed(format!("cannot start the async runtime: {e}")));
    runtime
        .and_then(|r| {
            r.block_on(discord::run(settings, discord::renderer(), ai::decide))
                .map_err(CliError::failed)
        })
        .map_err(|e| e.context("conductor bot"))
}
