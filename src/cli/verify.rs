//! `conductor verify GAME_ID` (or `--file`): replays an archived game's log
//! from its revealed seed and checks it reaches the stored final state.

use crate::host::tourney::verify;
use crate::i18n::Lang;
use crate::store::Store;

/// Why verification could not run or failed: the text to print.
pub type Failure = String;

/// Verifies the archived game `id` in `store`; the verdict in `lang`.
pub fn archived(store: &dyn Store, id: &str, lang: Lang) -> Result<String, Failure> {
    let game = store
        .archived(id)
        .map_err(|e| e.to_string())?
        .ok_or_else(|| format!("no archived game {id}"))?;
    verify::game(&game.data, &game.log)
        .map(|m| lang.tr(&m))
        .map_err(|m| lang.tr(&m))
}

/// Verifies a game exported as JSON: `{"record": <record>, "log": [<entries>]}`.
pub fn file(path: &std::path::Path, lang: Lang) -> Result<String, Failure> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let value: serde_json::Value =
        serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let record = serde_json::to_vec(&value["record"]).map_err(|e| e.to_string())?;
    let log: Vec<Vec<u8>> = value["log"]
        .as_array()
        .ok_or("the file has no \"log\" list")?
        .iter()
        .map(serde_json::to_vec)
        .collect::<Result<_, _>>()
        .map_err(|e| e.to_string())?;
    verify::game(&record, &log)
        .map(|m| lang.tr(&m))
        .map_err(|m| lang.tr(&m))
}
