//! `conductor render`: a picture of a scenario's end, or of a game played
//! from the start by random legal moves, in a language.

use super::bench_render::late_game_with;
use super::scenario;
use crate::i18n::Lang;
use crate::maps;
use crate::render::{self, RenderError};
use crate::rules::{
    Board, GameOptions, GameState, LastMove, new_game, play_random, player_view, public_view,
};
use crate::rules::{LaneId, PlaceId};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Why no picture was made: bad input (exit status 2) or a failed render.
#[derive(Debug, thiserror::Error)]
pub enum PictureError {
    #[error("{0}")]
    Input(String),
    #[error("{0}")]
    Render(#[from] RenderError),
}

/// How far a game without a scenario is played before it is drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Played {
    /// A fresh game (seed 1, players p1, p2, … up to four).
    #[default]
    Start,
    /// Random legal moves until the final round starts (seed 1, as many
    /// players as the board takes): most pieces are on the board.
    Final,
    /// Random legal moves until the game is over and scored.
    Over,
}

/// What to draw.
#[derive(Clone, Copy, Debug, Default)]
pub struct Request<'a> {
    /// A scenario to play first (TOML text); then `played` must be `Start`.
    pub scenario: Option<&'a str>,
    pub played: Played,
    /// Draw this player's private picture instead of the board.
    pub player: Option<&'a str>,
    pub lang: Lang,
    /// How to draw it: `phone` draws the portrait phone picture.
    pub look: render::Look,
}

fn played(board: &Board, played: Played) -> Result<GameState, PictureError> {
    played_with(board, played, &mut Vec::new())
}

/// [`played`], noting every placement in `placed`, in order.
fn played_with(
    board: &Board,
    played: Played,
    placed: &mut Vec<LastMove>,
) -> Result<GameState, PictureError> {
    let input = PictureError::Input;
    let config = board.family.config();
    match played {
        Played::Start => {
            let n = config.max_players.min(4);
            let names: Vec<String> = (1..=n).map(|i| format!("p{i}")).collect();
            new_game(board, &names, GameOptions::default(), 1).map_err(|e| input(e.to_string()))
        }
        Played::Final => late_game_with(board, config.max_players, 1, |s| {
            render::note_placement(s, placed)
        })
        .map_err(|e| input(e.to_string())),
        Played::Over => {
            let mut state = late_game_with(board, config.max_players, 1, |s| {
                render::note_placement(s, placed)
            })
            .map_err(|e| input(e.to_string()))?;
            let mut rng = ChaCha8Rng::seed_from_u64(1);
            play_random(board, &mut state, &mut rng, 5_000, |s, _| {
                render::note_placement(s, placed);
                Ok(())
            })
            .map_err(|e| input(e.to_string()))?;
            Ok(state)
        }
    }
}

/// Draws the board — or a player's private picture — of `map` as `req`
/// says.
pub fn picture(map: &str, req: Request) -> Result<Vec<u8>, PictureError> {
    let board = maps::board(map).map_err(|e| PictureError::Input(e.to_string()))?;
    let state = match req.scenario {
        Some(_) if req.played != Played::Start => {
            return Err(PictureError::Input(
                "a scenario is played as written: leave out --play".into(),
            ));
        }
        Some(text) => {
            let (sboard, state) = scenario::final_state(text, maps::board)
                .map_err(|e| PictureError::Input(format!("scenario: {e}")))?;
            if sboard.name != board.name {
                return Err(PictureError::Input(format!(
                    "the scenario is played on {}, not {}",
                    sboard.name, board.name
                )));
            }
            state
        }
        None => played(&board, req.played)?,
    };
    match req.player {
        // The phone board: the catch-up picture with no route haloed.
        None if req.look.phone => Ok(render::catch_up_png(
            &board,
            &public_view(&board, &state),
            req.lang,
            &[],
            req.look,
        )?),
        None => Ok(render::board_png(
            &board,
            &public_view(&board, &state),
            req.lang,
        )?),
        Some(name) => {
            let seat = state.seat_of(name).ok_or_else(|| {
                let names: Vec<&str> = state.players.iter().map(|p| p.name.as_str()).collect();
                PictureError::Input(format!(
                    "there is no player \"{name}\" (players: {})",
                    names.join(", ")
                ))
            })?;
            Ok(render::private_png_look(
                &board,
                &player_view(&board, &state, seat),
                req.lang,
                req.look,
            )?)
        }
    }
}

/// A game's recap: the animation of its placements (GIF) and, once it is
/// over, its score chart (PNG).
pub struct Recap {
    pub gif: Vec<u8>,
    pub chart: Vec<u8>,
}

/// The recap of `map`'s game as `req` says (its `player` is not used).
pub fn recap(map: &str, req: Request) -> Result<Recap, PictureError> {
    let board = maps::board(map).map_err(|e| PictureError::Input(e.to_string()))?;
    let mut placed = Vec::new();
    let state = match req.scenario {
        Some(_) if req.played != Played::Start => {
            return Err(PictureError::Input(
                "a scenario is played as written: leave out --play".into(),
            ));
        }
        Some(text) => {
            let (sboard, state, moves) = scenario::final_state_with_moves(text, maps::board)
                .map_err(|e| PictureError::Input(format!("scenario: {e}")))?;
            if sboard.name != board.name {
                return Err(PictureError::Input(format!(
                    "the scenario is played on {}, not {}",
                    sboard.name, board.name
                )));
            }
            placed = set_up_first(&state, moves);
            state
        }
        None => played_with(&board, req.played, &mut placed)?,
    };
    let view = public_view(&board, &state);
    if view.final_scores.is_none() {
        return Err(PictureError::Input(
            "a recap is of a finished game: use --play over, or a scenario that ends it".into(),
        ));
    }
    Ok(Recap {
        gif: render::recap_gif_of(&board, &placed, req.lang, Some(&view))?,
        chart: render::score_chart_png(&board, &view, req.lang)?,
    })
}

/// The placements a scenario's setup made (owned at the end, never played),
/// then the played ones.
fn set_up_first(state: &GameState, played: Vec<LastMove>) -> Vec<LastMove> {
    let lanes = state
        .owners
        .iter()
        .enumerate()
        .filter_map(|(l, o)| o.map(|s| LastMove::Claimed(s, LaneId::at(l))));
    let stations = state
        .stations
        .iter()
        .enumerate()
        .filter_map(|(p, o)| o.map(|s| LastMove::Station(s, PlaceId::at(p))));
    let harbors = state
        .harbors
        .iter()
        .enumerate()
        .filter_map(|(p, o)| o.map(|s| LastMove::Harbor(s, PlaceId::at(p))));
    let mut out: Vec<LastMove> = lanes
        .chain(stations)
        .chain(harbors)
        .filter(|m| !played.contains(m))
        .collect();
    out.extend(played);
    out
}
