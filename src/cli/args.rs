//! The `conductor` command line: every command and its options (clap).

use super::{PictureSize, Played};
use crate::ai::Level;
use crate::maps;
use crate::rules::Variant;
use clap::builder::PossibleValue;
use clap::{Parser, Subcommand, ValueEnum};

/// The `conductor` command line.
#[derive(Parser)]
#[command(
    name = "conductor",
    version,
    about = "Ticket to Ride for Discord, and its tools",
    after_help = "Exit status: 0 done, 1 a check or a command failed, 2 bad input \
                  (a flag, a file or a value that does not read)."
)]
pub struct Cli {
    /// The command to run.
    #[command(subcommand)]
    pub command: Command,
}

/// Every `conductor` command and its options.
#[derive(Subcommand)]
pub enum Command {
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
    /// Print the address that adds the bot to a server, with the scopes and
    /// permissions it asks for (the application id from DISCORD_TOKEN).
    Invite {
        /// The application id, instead of reading it from DISCORD_TOKEN.
        #[arg(long)]
        app_id: Option<u64>,
    },
    /// Print the rules engine's speed figures.
    Bench,
    /// Draw the board (or one player's private picture) as a PNG, at the end
    /// of a scenario, or of a game played by random moves from the start.
    Render(RenderArgs),
    /// Time drawing and encoding pictures of late games; print the figures.
    BenchRender {
        /// Whole games played on each board, every move drawn.
        #[arg(long, default_value_t = 1)]
        games: usize,
        /// The pictures' language: en, ru or uk.
        #[arg(long, default_value = "en")]
        lang: crate::i18n::Lang,
        /// Print one JSON object per picture.
        #[arg(long)]
        json: bool,
    },
    /// Play in the terminal through the same host and store as the bot.
    /// Lines are `NAME: /command option:value`; with no file and a terminal,
    /// starts a game for you against computer players.
    Local(LocalArgs),
    /// Serve the games' web pages (reached by their links only), over the
    /// same store as the bot, until Ctrl-C.
    Web {
        /// The address and port to listen on.
        #[arg(long, default_value = "127.0.0.1:8080")]
        addr: std::net::SocketAddr,
        #[command(flatten)]
        store: StoreArgs,
    },
    /// Play computer-only games and print how the computer players do.
    Simulate(SimulateArgs),
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
    /// Set aside the damaged game of a channel, as an admin's `/game end`
    /// does (moved to quarantine, nothing deleted), freeing the channel. A
    /// game that reads is left alone.
    Quarantine {
        /// The channel (as the console or Discord names it).
        channel: String,
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
        /// The board.
        #[arg(long, value_enum, default_value = "usa")]
        map: maps::BoardId,
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
    /// Print the figures of a timer storm in Redis: `games` live games,
    /// `due` of their deadlines passed at once, the bot's timer and delivery
    /// loops running while a game is played (keys under a prefix of their
    /// own, removed at the end).
    BenchStorm {
        /// Redis URL (default: $REDIS_URL).
        #[arg(long)]
        redis: Option<String>,
        #[arg(long, default_value_t = 10_000)]
        games: usize,
        #[arg(long, default_value_t = 10_000)]
        due: usize,
        /// Draw each delivered picture, as the bot does.
        #[arg(long)]
        pictures: bool,
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

/// The options of `conductor simulate`.
#[derive(clap::Args)]
pub struct SimulateArgs {
    /// The board.
    #[arg(long, value_enum)]
    pub(crate) map: maps::BoardId,
    /// Players per game (default: one per level in --bots, else 4 or
    /// the most the board takes).
    #[arg(long)]
    pub(crate) players: Option<usize>,
    /// Games to play.
    #[arg(long, default_value_t = 100)]
    pub(crate) games: usize,
    /// Levels, one per player (or one for all): e.g. hard,easy,easy,easy.
    #[arg(long, value_enum, value_delimiter = ',', default_value = "hard")]
    pub(crate) bots: Vec<Level>,
    /// Seed of the first game.
    #[arg(long, default_value_t = 1)]
    pub(crate) seed: u64,
    /// Europe's ticket variant.
    #[arg(long, value_enum, default_value = "classic")]
    pub(crate) variant: Variant,
    /// The expert level's thinking time per decision, in milliseconds.
    #[arg(long, default_value_t = 200)]
    pub(crate) expert_ms: u64,
    /// Guesses the expert plays per decision at most, with no time limit
    /// (instead of --expert-ms): its games then depend only on the seed.
    #[arg(long, conflicts_with = "expert_ms", value_parser = clap::value_parser!(u16).range(1..))]
    pub(crate) expert_guesses: Option<u16>,
}

/// `--bots` names computer players by level.
impl ValueEnum for Level {
    fn value_variants<'a>() -> &'a [Self] {
        &[Level::Easy, Level::Hard, Level::Expert]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.name()))
    }
}

/// `--variant` names Europe's ticket variants as the rules book does.
impl ValueEnum for Variant {
    fn value_variants<'a>() -> &'a [Self] {
        &[
            Variant::Classic,
            Variant::Europe1912,
            Variant::Mega,
            Variant::BigCities,
        ]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(match self {
            Variant::Classic => PossibleValue::new("classic").alias("base"),
            Variant::Europe1912 => PossibleValue::new("1912"),
            Variant::Mega => PossibleValue::new("mega"),
            Variant::BigCities => PossibleValue::new("bigcities").alias("big-cities"),
        })
    }
}

/// The options of `conductor render`.
#[derive(clap::Args)]
pub struct RenderArgs {
    /// The board.
    #[arg(long, value_enum)]
    pub(crate) map: maps::BoardId,
    /// A scenario file to play first (TOML).
    #[arg(long)]
    pub(crate) scenario: Option<std::path::PathBuf>,
    /// Without a scenario: draw the game at its start, when the final
    /// round starts, or when it is over (random legal moves, seed 1).
    #[arg(long, value_enum, default_value_t = Played::Start)]
    pub(crate) play: Played,
    /// Where to write the PNG.
    #[arg(long)]
    pub(crate) out: std::path::PathBuf,
    /// Draw this player's private picture instead of the board.
    #[arg(long)]
    pub(crate) player: Option<String>,
    /// The picture's language: en, ru or uk.
    #[arg(long, default_value = "en")]
    pub(crate) lang: crate::i18n::Lang,
    /// Write the finished game's recap instead: the animation (GIF) to
    /// --out and the score chart beside it as STEM-scores.png.
    #[arg(long, conflicts_with = "player")]
    pub(crate) recap: bool,
    /// full, or phone: the portrait phone picture (1080 px wide).
    #[arg(long, value_enum, default_value = "full")]
    pub(crate) picture: PictureSize,
}

/// The options of `conductor local`.
#[derive(clap::Args)]
pub struct LocalArgs {
    /// A file of command lines (default: standard input).
    pub(crate) file: Option<std::path::PathBuf>,
    /// Quick start on this board.
    #[arg(long, value_enum)]
    pub(crate) map: Option<maps::BoardId>,
    /// Players in the quick-start game, you included (default: 4, or
    /// the most the board takes).
    #[arg(long)]
    pub(crate) players: Option<usize>,
    /// How well the quick-start game's computer players play: easy, hard
    /// or expert.
    #[arg(long, value_enum, default_value = "hard")]
    pub(crate) level: Level,
    /// Where pictures are written.
    #[arg(long, default_value = "out")]
    pub(crate) out: std::path::PathBuf,
    /// Redis URL (default: $REDIS_URL; without one, the embedded store).
    #[arg(long)]
    pub(crate) redis: Option<String>,
    /// Folder of the embedded store.
    #[arg(long, default_value = "data")]
    pub(crate) data: std::path::PathBuf,
    /// The channel the game lives in.
    #[arg(long, default_value = "local")]
    pub(crate) channel: String,
    /// The language of the messages and pictures: en, ru or uk.
    #[arg(long, default_value = "en")]
    pub(crate) lang: crate::i18n::Lang,
    /// Do not draw pictures.
    #[arg(long)]
    pub(crate) no_pictures: bool,
    /// full, or phone: private pictures as the portrait phone picture.
    #[arg(long, value_enum, default_value = "full")]
    pub(crate) picture: PictureSize,
    /// latest: keep the latest picture of each kind for each reader;
    /// all: keep every picture, numbered.
    #[arg(long, value_enum, default_value = "latest")]
    pub(crate) pictures: PictureSeries,
}

/// Which pictures the console keeps (`--pictures`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum PictureSeries {
    /// The latest of each kind for each reader.
    #[default]
    Latest,
    /// Every picture, numbered in order.
    All,
}

/// Which store a store tool works on.
#[derive(clap::Args)]
pub struct StoreArgs {
    /// Redis URL (default: $REDIS_URL; without one, the embedded store).
    #[arg(long)]
    pub(crate) redis: Option<String>,
    /// Folder of the embedded store.
    #[arg(long, default_value = "data")]
    pub(crate) data: std::path::PathBuf,
}
