//! The messages a command produces. Public and private messages are stored
//! with the move and delivered from the store's outbox; the reply goes back to
//! the caller alone. Pictures travel as views and are drawn at delivery.

use crate::rules::view::{PlayerView, PublicView};
use serde::{Deserialize, Serialize};

/// Who a stored message is for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Target {
    /// The game's channel.
    Channel(String),
    /// One user, privately (a DM).
    User(String),
}

/// A picture to draw when the message is delivered.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Picture {
    /// The public board.
    Board { map: String, view: Box<PublicView> },
    /// One player's private picture (their hand and tickets).
    Private { map: String, view: Box<PlayerView> },
}

impl Picture {
    /// Draws the picture as PNG bytes.
    pub fn png(&self) -> Result<Vec<u8>, String> {
        let (map, result) = match self {
            Picture::Board { map, view } => (
                map,
                crate::maps::board(map).map(|b| crate::render::board_png(&b, view)),
            ),
            Picture::Private { map, view } => (
                map,
                crate::maps::board(map).map(|b| crate::render::private_png(&b, view)),
            ),
        };
        match result {
            Ok(Ok(png)) => Ok(png),
            Ok(Err(e)) => Err(format!("the {map} picture could not be drawn: {e}")),
            Err(e) => Err(e.to_string()),
        }
    }
}

/// A tap-able choice offered with a message (front ends show it as a button).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Button {
    pub label: String,
    /// The command line it runs, e.g. `/draw from:2`.
    pub command: String,
}

/// A message to deliver.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct OutMsg {
    pub to: Target,
    pub text: String,
    /// The one user this message may ping (the player to move).
    pub mention: Option<String>,
    pub picture: Option<Picture>,
    pub buttons: Vec<Button>,
}

/// The answer to the caller, seen by them alone.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Reply {
    pub text: String,
    pub picture: Option<Picture>,
    pub buttons: Vec<Button>,
    /// Whether the command changed the game.
    pub applied: bool,
}

impl Reply {
    /// A text-only reply that changed nothing.
    pub fn text(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            ..Reply::default()
        }
    }
}
