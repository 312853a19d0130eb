//! Finding and loading the board files in `maps/`.

use crate::rules::{Board, MapError, load_board_file};
use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};

/// The boards this build knows, by file name.
pub const BOARDS: [&str; 4] = ["usa", "europe", "switzerland", "world"];

/// One of the boards this build knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardId {
    Usa,
    Europe,
    Switzerland,
    World,
}

impl BoardId {
    /// Every board, in `BOARDS` order.
    pub const ALL: [BoardId; 4] = [
        BoardId::Usa,
        BoardId::Europe,
        BoardId::Switzerland,
        BoardId::World,
    ];

    /// The board's file name (`maps/<name>.toml`).
    pub fn name(self) -> &'static str {
        BOARDS[self as usize]
    }

    /// The board named `name` (its file name, any case).
    pub fn from_name(name: &str) -> Option<BoardId> {
        let name = name.trim().to_ascii_lowercase();
        BoardId::ALL.into_iter().find(|b| b.name() == name)
    }

    /// Loads the board (once per process).
    pub fn load(self) -> Result<Arc<Board>, MapError> {
        board(self.name())
    }
}

/// Command-line flags name a board by its file name; clap lists them in
/// `--help` and in its error for any other name.
impl clap::ValueEnum for BoardId {
    fn value_variants<'a>() -> &'a [Self] {
        &BoardId::ALL
    }

    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        Some(clap::builder::PossibleValue::new(self.name()))
    }
}

/// The folder holding the board files: `CONDUCTOR_MAPS`, else `./maps`, else
/// the source tree's `maps/`.
pub fn maps_dir() -> PathBuf {
    if let Ok(d) = std::env::var("CONDUCTOR_MAPS") {
        return PathBuf::from(d);
    }
    let local = PathBuf::from("maps");
    if local.join("usa.toml").exists() {
        return local;
    }
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("maps")
}

/// Loads a board by name, once per process.
pub fn board(name: &str) -> Result<Arc<Board>, MapError> {
    static CACHE: OnceLock<Mutex<Vec<Arc<Board>>>> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(Vec::new()));
    let key = name.trim().to_ascii_lowercase();
    if !BOARDS.contains(&key.as_str()) {
        return Err(MapError {
            file: format!("{key}.toml"),
            entry: "map".into(),
            message: format!("unknown map \"{name}\" (usa, europe, switzerland, world)"),
        });
    }
    let mut guard = cache.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(b) = guard.iter().find(|b| b.name == key) {
        return Ok(b.clone());
    }
    let b = Arc::new(load_board_file(&maps_dir().join(format!("{key}.toml")))?);
    guard.push(b.clone());
    Ok(b)
}
