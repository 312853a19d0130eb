//! `conductor verify GAME_ID` (or `--file`): replays an archived game's log
//! from its revealed seed and checks it reaches the stored final state.

use super::CliError;
use crate::host::tourney;
use crate::i18n::Lang;
use crate::store::Store;

/// Verifies the archived game `id` in `store`; the verdict in `lang`.
pub fn verify_archived(store: &dyn Store, id: &str, lang: Lang) -> Result<String, CliError> {
    let game = store
        .archived(id)
        .map_err(CliError::failed)?
        .ok_or_else(|| CliError::Failed(format!("no archived game {id}")))?;
    verdict(&game.data, &game.log, lang)
}

/// Verifies a game exported as JSON: `{"record": <record>, "log": [<entries>]}`.
pub fn verify_file(path: &std::path::Path, lang: Lang) -> Result<String, CliError> {
    let unread = |e: &dyn std::fmt::Display| CliError::Failed(format!("{}: {e}", path.display()));
    let text = std::fs::read_to_string(path).map_err(|e| unread(&e))?;
    let value: serde_json::Value = serde_json::from_str(&text).map_err(|e| unread(&e))?;
    let record = serde_json::to_vec(&value["record"]).map_err(CliError::failed)?;
    let log: Vec<Vec<u8>> = value["log"]
        .as_array()
        .ok_or_else(|| CliError::failed("the file has no \"log\" list"))?
        .iter()
        .map(serde_json::to_vec)
        .collect::<Result<_, _>>()
        .map_err(CliError::failed)?;
    verdict(&record, &log, lang)
}

/// The game's verdict in `lang`: verified, or why not.
fn verdict(record: &[u8], log: &[Vec<u8>], lang: Lang) -> Result<String, CliError> {
    tourney::verify_game(record, log)
        .map(|m| lang.tr(&m))
        .map_err(|e| CliError::Failed(lang.tr(&e.message())))
}
