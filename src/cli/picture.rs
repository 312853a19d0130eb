//! `conductor render`: a picture of a scenario's end, or of a fresh game.

use super::scenario;
use crate::i18n::Lang;
use crate::maps;
use crate::render::{self, RenderError};
use crate::rules::view::{player_view, public_view};
use crate::rules::{GameOptions, new_game};

/// Why no picture was made: bad input (exit status 2) or a failed render.
#[derive(Debug, thiserror::Error)]
pub enum PictureError {
    #[error("{0}")]
    Input(String),
    #[error("{0}")]
    Render(#[from] RenderError),
}

/// Draws the board — or `player`'s private picture — at the end of the
/// scenario text, or at the start of a fresh game (seed 1, players p1, p2, …
/// up to four) when there is no scenario.
pub fn picture(
    map: &str,
    scenario_text: Option<&str>,
    player: Option<&str>,
) -> Result<Vec<u8>, PictureError> {
    let board = maps::board(map).map_err(|e| PictureError::Input(e.to_string()))?;
    let state = match scenario_text {
        Some(text) => {
            let (sboard, state) =
                scenario::final_state(text, |m| maps::board(m).map_err(|e| e.to_string()))
                    .map_err(|e| PictureError::Input(format!("scenario: {e}")))?;
            if sboard.name != board.name {
                return Err(PictureError::Input(format!(
                    "the scenario is played on {}, not {}",
                    sboard.name, board.name
                )));
            }
            state
        }
        None => {
            let n = board.family.config().max_players.min(4);
            let names: Vec<String> = (1..=n).map(|i| format!("p{i}")).collect();
            new_game(&board, &names, GameOptions::default(), 1)
                .map_err(|e| PictureError::Input(e.to_string()))?
        }
    };
    match player {
        None => Ok(render::board_png(
            &board,
            &public_view(&board, &state),
            Lang::En,
        )?),
        Some(name) => {
            let seat = state.seat_of(name).ok_or_else(|| {
                let names: Vec<&str> = state.players.iter().map(|p| p.name.as_str()).collect();
                PictureError::Input(format!(
                    "there is no player \"{name}\" (players: {})",
                    names.join(", ")
                ))
            })?;
            Ok(render::private_png(
                &board,
                &player_view(&board, &state, seat),
                Lang::En,
            )?)
        }
    }
}
