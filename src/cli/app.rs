//! Running one `conductor` command: open what it needs, run it, print the
//! result; every failure is a [`CliError`] carrying the exit code.

use super::args::{Command, LocalArgs, RenderArgs, SimulateArgs, StoreArgs};
use crate::ai;
use crate::cli::{self, CliError};
use crate::host::Host;
use crate::maps;
use crate::rules::GameOptions;
use std::io::IsTerminal;
use std::sync::Arc;

/// The expert's time per decision when `simulate` counts its guesses
/// instead: long enough never to cut a search short.
const UNTIMED: std::time::Duration = std::time::Duration::from_secs(3600);

/// Runs one command; its error carries the exit code.
pub fn run_command(command: Command) -> Result<(), CliError> {
    match command {
        Command::Export { store, out } => backup_cmd::export(&store, out.as_deref()),
        Command::Import { file, store } => backup_cmd::import(&store, &file),
        Command::VerifyStore { store } => backup_cmd::verify(&store),
        Command::Quarantine { channel, store } => quarantine(&channel, &store),
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
        Command::Web { addr, store } => run_web(addr, &store),
        Command::Simulate(args) => run_simulate(&args),
        Command::BenchHost { redis, games } => run_bench_host(redis, games),
        Command::BenchStorm {
            redis,
            games,
            due,
            pictures,
        } => {
            let redis = redis_url(redis)
                .ok_or_else(|| CliError::input("bench-storm needs --redis URL or $REDIS_URL"))?;
            let plan = cli::StormPlan {
                redis,
                games,
                due,
                pictures,
            };
            cli::run_bench_storm(&plan, ai::decide).map_err(|e| e.context("bench-storm"))
        }
        Command::BenchTourney => {
            cli::run_bench_tourney();
            Ok(())
        }
        Command::BenchLeague { games, players } => {
            cli::run_bench_league(games, players).map_err(|e| e.context("bench-league"))
        }
        Command::Render(args) => run_render(args),
        Command::BenchRender { games, lang, json } => {
            cli::run_bench_render(games, lang, json).map_err(|e| e.context("bench-render"))
        }
        Command::Bot => run_bot(),
        Command::Invite { app_id } => run_invite(app_id),
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
    map: maps::BoardId,
    players: usize,
    rounds: u8,
    size: u8,
    seed: u64,
) -> Result<(), CliError> {
    use crate::cli::Plan;
    let plan = Plan {
        map: map.name().to_string(),
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
    let lang = crate::i18n::Lang::En;
    let text = match (file, game) {
        (Some(path), _) => cli::verify_file(&path, lang)?,
        (None, Some(id)) => {
            let redis = redis_url(args.redis.clone());
            let store =
                crate::store::open_store(redis.as_deref(), &args.data).map_err(CliError::failed)?;
            cli::verify_archived(store.as_ref(), &id, lang)?
        }
        (None, None) => return Err(CliError::failed("name a game id or --file")),
    };
    println!("{text}");
    Ok(())
}

/// `conductor quarantine`: sets aside a damaged game (exit 1 when there is
/// none to set aside).
fn quarantine(channel: &str, args: &StoreArgs) -> Result<(), CliError> {
    use crate::host::SetAside;
    init_logs();
    let redis = redis_url(args.redis.clone());
    let store = crate::store::open_store(redis.as_deref(), &args.data).map_err(CliError::failed)?;
    let host = Host::new(Arc::from(store), ai::decide);
    match host.set_aside(channel).map_err(CliError::failed)? {
        SetAside::Quarantined(id) => {
            println!("set aside as {id} (nothing deleted); channel {channel} is free");
            Ok(())
        }
        SetAside::NoGame => Err(CliError::Failed(format!("channel {channel} holds no game"))),
        SetAside::NotDamaged => Err(CliError::Failed(format!(
            "the game in channel {channel} is not damaged: end it with /game end"
        ))),
    }
}

/// Logs to standard error, as `RUST_LOG` says (default: info); serenity's
/// request spans are never logged.
fn init_logs() {
    let mut filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,serenity=warn,poise=warn"));
    // serenity's request spans carry message bodies (private hands and
    // tickets): they are never logged, whatever RUST_LOG says.
    if let Ok(quiet) = "serenity::http=warn".parse() {
        filter = filter.add_directive(quiet);
    }
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
}

/// The store tools: open the store, run, print one line.
mod backup_cmd {
    use super::{StoreArgs, redis_url};
    use crate::cli::{self, CliError};
    use crate::store::{WholeStore, open_whole};

    fn open(args: &StoreArgs) -> Result<Box<dyn WholeStore>, CliError> {
        let redis = redis_url(args.redis.clone());
        if redis.is_none() && !args.data.is_dir() {
            return Err(CliError::Input(format!(
                "{} is not a folder",
                args.data.display()
            )));
        }
        open_whole(redis.as_deref(), &args.data).map_err(CliError::failed)
    }

    pub(super) fn export(args: &StoreArgs, out: Option<&std::path::Path>) -> Result<(), CliError> {
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

    pub(super) fn import(args: &StoreArgs, file: &std::path::Path) -> Result<(), CliError> {
        let input = std::fs::File::open(file)
            .map(std::io::BufReader::new)
            .map_err(|e| CliError::unreadable(file, e))?;
        let store = open(args)?;
        let counts = cli::import_store(store.as_ref(), input).map_err(CliError::failed)?;
        eprintln!("imported {}", cli::backup_summary(&counts));
        Ok(())
    }

    pub(super) fn verify(args: &StoreArgs) -> Result<(), CliError> {
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
    let text = std::fs::read_to_string(file).map_err(|e| CliError::unreadable(file, e))?;
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
    init_logs();
    let lang = args.lang;
    let interactive = args.file.is_none() && std::io::stdin().is_terminal();
    let quick = args.map.or(interactive.then_some(maps::BoardId::Usa));
    let players = match quick {
        Some(b) => quick_players(b, args.players, lang)?,
        None => 0,
    };
    let redis = redis_url(args.redis);
    let store = match crate::store::open_store(redis.as_deref(), &args.data) {
        Ok(s) => s,
        Err(e @ crate::store::StoreError::Config(_)) => return Err(CliError::input(e)),
        Err(e) => return Err(CliError::failed(e)),
    };
    let public_url = std::env::var("PUBLIC_URL").ok();
    let secret = std::env::var("WEB_SECRET").ok();
    let host = Host::new(Arc::from(store), ai::decide)
        .with_public_url(public_url)
        .with_web_secret(secret.as_deref());
    let (intro, preamble) = match (host.peek(&args.channel), quick) {
        (Some(rec), _) => cli::resume(&rec),
        (None, Some(board)) => (None, cli::quick_start(board.name(), players, args.level)),
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
        series: args.pictures == cli::PictureSeries::All,
    };
    let mut stdout = std::io::stdout().lock();
    let result = match &args.file {
        Some(f) => {
            let fh = std::fs::File::open(f).map_err(|e| CliError::unreadable(f, e))?;
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
    lang: crate::i18n::Lang,
) -> Result<usize, CliError> {
    let loaded = board.load().map_err(CliError::input)?;
    let cfg = loaded.family.config();
    let (least, most) = (cfg.min_players, cfg.max_players);
    match given {
        None => Ok(4.clamp(least, most)),
        Some(n) if (least..=most).contains(&n) => Ok(n),
        Some(_) => Err(CliError::Input(lang.tr(&crate::msg!(
            "cli-bad-players",
            board = crate::host::board_title(&loaded),
            least = least,
            most = most
        )))),
    }
}
fn run_simulate(args: &SimulateArgs) -> Result<(), CliError> {
    let board = args.map.load().map_err(CliError::failed)?;
    let cfg = board.family.config();
    let (least, most) = (cfg.min_players, cfg.max_players);
    let levels = &args.bots;
    let players = args
        .players
        .or((levels.len() > 1).then_some(levels.len()))
        .unwrap_or(4.clamp(least, most));
    if !(least..=most).contains(&players) {
        let map = args.map.name();
        let why = format!("{map} is played by {least} to {most} players, not {players}");
        return Err(CliError::Input(why));
    }
    let bots = match levels.len() {
        1 => vec![levels[0]; players],
        n if n == players => levels.clone(),
        n => {
            return Err(CliError::Input(format!(
                "--bots names {n} levels for {players} players; give one per player or one for all"
            )));
        }
    };
    let setup = ai::Setup {
        bots,
        games: args.games,
        seed: args.seed,
        options: GameOptions {
            variant: args.variant,
            bonus_tickets: false,
        },
    };
    match args.expert_guesses {
        Some(guesses) => {
            ai::set_expert_guesses(usize::from(guesses));
            ai::set_expert_budget(UNTIMED);
        }
        None => ai::set_expert_budget(std::time::Duration::from_millis(args.expert_ms)),
    }
    let summary = ai::simulate(&board, &setup).map_err(|e| CliError::Input(e.to_string()))?;
    print!("{summary}");
    Ok(())
}

fn run_bench_host(redis: Option<String>, games: usize) -> Result<(), CliError> {
    use crate::store::{REDIS_PREFIX, RedisStore, Store};
    let dir = std::env::temp_dir().join(format!("conductor-bench-{}", std::process::id()));
    // On Redis the host's store counts its round trips; the benchmark reads
    // through a store of its own, so its reads are not counted.
    let mut trips = None;
    let (store, reader): (Arc<dyn Store>, Arc<dyn Store>) = match &redis {
        Some(url) => {
            let open = || RedisStore::open(url, REDIS_PREFIX).map_err(CliError::failed);
            let host = Arc::new(open()?);
            trips = Some(host.clone());
            (host, Arc::new(open()?))
        }
        None => {
            let store = crate::store::open_store(None, &dir).map_err(CliError::failed)?;
            let store = Arc::<dyn Store>::from(store);
            (store.clone(), store)
        }
    };
    let label = if redis.is_some() {
        "Redis"
    } else {
        "embedded store"
    };
    let counter = trips.map(|t| move || t.round_trips());
    let counter = counter.as_ref().map(|c| c as &dyn Fn() -> u64);
    let none = |_: &crate::host::Picture| 0usize;
    let drawn = |p: &crate::host::Picture| cli::paint(p).map_or(0, |png| png.len());
    let result = cli::run_bench_host(
        store.clone(),
        reader.as_ref(),
        &format!("{label}, pictures off"),
        games,
        &none,
        ai::decide,
        counter,
    )
    .and_then(|()| {
        cli::run_bench_host(
            store,
            reader.as_ref(),
            &format!("{label}, pictures on"),
            games,
            &drawn,
            ai::decide,
            counter,
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
        look: crate::render::Look {
            phone: args.picture == cli::PictureSize::Phone,
            ..Default::default()
        },
    };
    let (map, out) = (args.map.name(), args.out.as_path());
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
    use crate::discord::{self, BotConfig};
    init_logs();
    let settings = BotConfig::from_env().map_err(CliError::input)?;
    let runtime = tokio::runtime::Runtime::new()
        .map_err(|e| CliError::Failed(format!("cannot start the async runtime: {e}")));
    runtime
        .and_then(|r| {
            r.block_on(discord::run(settings, discord::renderer(), ai::decide))
                .map_err(CliError::failed)
        })
        .map_err(|e| e.context("conductor bot"))
}

/// `conductor web`: serves the pages until Ctrl-C.
fn run_web(addr: std::net::SocketAddr, args: &StoreArgs) -> Result<(), CliError> {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    tracing_subscriber::fmt().with_env_filter(filter).init();
    let redis = redis_url(args.redis.clone());
    let store = match crate::store::open_store(redis.as_deref(), &args.data) {
        Ok(s) => s,
        Err(e @ crate::store::StoreError::Config(_)) => return Err(CliError::input(e)),
        Err(e) => return Err(CliError::failed(e)),
    };
    let secret = std::env::var("WEB_SECRET").ok();
    let site = crate::web::Site::pages(Arc::from(store)).with_web_secret(secret.as_deref());
    let runtime = tokio::runtime::Runtime::new()
        .map_err(|e| CliError::Failed(format!("cannot start the async runtime: {e}")))?;
    runtime
        .block_on(async {
            let bound = crate::web::serve(addr, site).await?;
            println!("serving on http://{bound}");
            let _ = tokio::signal::ctrl_c().await;
            Ok::<_, crate::web::WebError>(())
        })
        .map_err(|e| CliError::input(e).context("conductor web"))
}

/// Prints the bot's invite address and what each permission is for.
fn run_invite(app_id: Option<u64>) -> Result<(), CliError> {
    use crate::discord as invite;
    let app_id = match app_id {
        Some(id) => id,
        None => {
            let _ = dotenvy::dotenv();
            let token = std::env::var("DISCORD_TOKEN").unwrap_or_default();
            if token.trim().is_empty() {
                return Err(CliError::input(
                    "set DISCORD_TOKEN (in the environment or .env) or pass --app-id ID",
                ));
            }
            invite::app_id_from_token(&token).ok_or_else(|| {
                CliError::input("DISCORD_TOKEN is not shaped like a bot token; pass --app-id ID")
            })?
        }
    };
    let mut out = vec![
        "Open this address to add the bot to a server you manage:".to_string(),
        invite::invite_url(app_id),
        String::new(),
        format!("Scopes: {}", invite::INVITE_SCOPES.join(" ")),
        format!("Permissions ({}):", invite::invite_integer().bits()),
    ];
    for n in invite::invite_permissions() {
        let bit = n.permission.bits().trailing_zeros();
        out.push(format!(
            "  {:<26} 1 << {bit:<3} {}",
            n.name.to_string(),
            n.used_for
        ));
    }
    print_lossy(&out.join("\n"))
}
