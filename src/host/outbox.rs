//! The messages a command produces. Public and private messages are stored
//! with the move and delivered from the store's outbox; the reply goes back to
//! the caller alone. Pictures travel as views and are drawn at delivery.

use super::choices::Select;
use super::record::ChannelRecord;
use super::tap::Tap;
use crate::i18n::{self, Lang, Msg};
use crate::msg;
use crate::render::{Look, RenderError};
use crate::rules::{LastMove, PlayerView, PublicView};
use crate::store::Store;
use serde::{Deserialize, Serialize};

/// Who a stored message is for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Target {
    /// The game's channel.
    Channel(String),
    /// One user, privately (a DM).
    User(String),
}

/// A picture to draw when the message is delivered. Pictures stored before
/// languages existed have no `lang` and are drawn in English.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Picture {
    /// The public board, labelled in `lang`.
    Board {
        map: String,
        view: Box<PublicView>,
        #[serde(default)]
        lang: Lang,
    },
    /// One player's private picture (their hand and tickets), in `lang`,
    /// drawn the way its reader asked (`look`, filled in at delivery).
    Private {
        map: String,
        view: Box<PlayerView>,
        #[serde(default)]
        lang: Lang,
        #[serde(default)]
        look: Look,
    },
    /// A finished game's pieces appearing in order: an animated GIF, with
    /// a header of the players' colours, names and running scores drawn
    /// from the finished game's public view (recaps stored without one
    /// have no header).
    Recap {
        map: String,
        moves: Vec<LastMove>,
        lang: Lang,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        view: Option<Box<PublicView>>,
    },
    /// The public board with the routes claimed since the reader's last
    /// turn haloed ("since your last turn"), sent to that reader alone.
    /// Stored under its first name, `Digest`.
    #[serde(rename = "Digest")]
    CatchUp {
        map: String,
        view: Box<PublicView>,
        lang: Lang,
        lanes: Vec<crate::rules::LaneId>,
        /// How its reader wants it drawn (filled in at delivery).
        #[serde(default)]
        look: Look,
    },
    /// A tournament's standings (no board).
    Standings {
        sheet: Box<crate::render::StandingsSheet>,
        lang: Lang,
    },
    /// A tournament round's pairings and results so far (no board).
    Pairings {
        sheet: Box<crate::render::PairingsSheet>,
        lang: Lang,
    },
    /// A league's leaderboard, its headings in `lang`.
    Leaderboard {
        table: Box<crate::render::Leaderboard>,
        lang: Lang,
    },
}

impl Picture {
    /// The picture with every player's name as [`i18n::clean_name`] keeps it:
    /// games stored before names were cleaned draw clean names too.
    pub fn with_clean_names(&self) -> Picture {
        let mut out = self.clone();
        let players = match &mut out {
            Picture::Board { view, .. } | Picture::CatchUp { view, .. } => &mut view.players,
            Picture::Private { view, .. } => &mut view.public.players,
            Picture::Recap { .. } | Picture::Standings { .. } | Picture::Pairings { .. } => {
                return out;
            }
            Picture::Leaderboard { table, .. } => {
                for r in &mut table.rows {
                    r.name = i18n::clean_name(&r.name);
                }
                return out;
            }
        };
        for p in players {
            p.name = i18n::clean_name(&p.name);
        }
        out
    }

    /// The board the picture is of (for a picture of no board, its kind),
    /// language it is labelled in.
    fn map_and_lang(&self) -> (&str, Lang) {
        match self {
            Picture::Board { map, lang, .. }
            | Picture::Private { map, lang, .. }
            | Picture::Recap { map, lang, .. }
            | Picture::CatchUp { map, lang, .. } => (map, *lang),
            Picture::Standings { lang, .. } => ("standings", *lang),
            Picture::Pairings { lang, .. } => ("pairings", *lang),
            Picture::Leaderboard { lang, .. } => ("leaderboard", *lang),
        }
    }

    /// The file name it is sent under.
    pub fn file_name(&self) -> &'static str {
        match self {
            Picture::Board { .. } => "board.png",
            Picture::Private { .. } => "hand.png",
            Picture::Recap { .. } => "recap.gif",
            Picture::CatchUp { .. } => "since.png",
            Picture::Standings { .. } => "standings.png",
            Picture::Pairings { .. } => "pairings.png",
            Picture::Leaderboard { .. } => "leaderboard.png",
        }
    }

    /// What a public board picture's status band says, as lines of text
    /// in its language; `None` for any other picture.
    pub fn status_text(&self) -> Option<Vec<String>> {
        let clean = self.with_clean_names();
        let Picture::Board { map, view, lang } = &clean else {
            return None;
        };
        let board = crate::maps::board(map).ok()?;
        Some(crate::render::status_text(&board, view, *lang))
    }

    /// What the picture shows, in words and in its language, for screen
    /// readers (Discord: the attachment's description). A private
    /// picture's text names the hand: it goes only where the picture goes.
    pub fn alt_text(&self) -> Option<String> {
        let clean = self.with_clean_names();
        let (map, lang) = clean.map_and_lang();
        let board = || crate::maps::board(map).ok();
        let text = match &clean {
            Picture::Board { view, .. } | Picture::CatchUp { view, .. } => {
                crate::render::board_alt(&*board()?, view)
            }
            Picture::Private { view, .. } => crate::render::private_alt(&*board()?, view),
            Picture::Recap { moves, .. } => crate::render::recap_alt(&*board()?, moves.len()),
            Picture::Standings { sheet, .. } => crate::render::standings_alt(sheet),
            Picture::Pairings { sheet, .. } => crate::render::pairings_alt(sheet),
            Picture::Leaderboard { table, .. } => leaderboard_alt(table),
        };
        Some(lang.tr(&text))
    }

    /// Draws the picture (with clean names): PNG, or GIF for a recap.
    pub fn draw(&self) -> Result<Vec<u8>, RenderError> {
        let clean = self.with_clean_names();
        let (map, lang) = clean.map_and_lang();
        let board = || crate::maps::board(map);
        let drawn = match &clean {
            Picture::Board { view, .. } => crate::render::board_png(&*board()?, view, lang),
            Picture::Private { view, look, .. } => {
                crate::render::private_png_look(&*board()?, view, lang, *look)
            }
            Picture::Recap { moves, view, .. } => {
                crate::render::recap_gif_of(&*board()?, moves, lang, view.as_deref())
            }
            Picture::CatchUp {
                view, lanes, look, ..
            } => crate::render::catch_up_png(&*board()?, view, lang, lanes, *look),
            Picture::Standings { sheet, .. } => crate::render::standings_png(sheet, lang),
            Picture::Pairings { sheet, .. } => crate::render::pairings_png(sheet, lang),
            Picture::Leaderboard { table, .. } => crate::render::leaderboard_png(table, lang),
        };
        drawn.map_err(|e| RenderError::Picture {
            map: map.to_string(),
            source: Box::new(e),
        })
    }
}

/// Which moment of a game a button was made for; a press is accepted only
/// while that moment lasts (see `Host::press`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Moment {
    /// The lobby, until the game starts.
    Lobby,
    /// The game at this move counter (`GameState::moves`).
    Moves(u64),
    /// A player's first ticket choice, which others' choices do not disturb:
    /// a hash of the offer waiting for them.
    Choice(u32),
    /// The whole game, while it is played (a seat open to substitutes).
    Game,
}

/// The game and moment a button belongs to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameMoment {
    /// The channel's game id (`ChannelRecord::game_id`).
    pub game: String,
    pub mark: Moment,
}

/// A tap-able choice offered with a message (front ends show it as a button).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Button {
    pub label: String,
    /// What it does; stored in its compact form (earlier versions stored a
    /// command line, which still reads).
    #[serde(alias = "command")]
    pub tap: Tap,
    /// The game moment it was made for; `None` for a button valid any time.
    #[serde(default)]
    pub stamp: Option<GameMoment>,
    /// Shown but not pressable (a face-up locomotive as a second card).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub disabled: bool,
}

/// The channel and game a stored message came from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Origin {
    pub channel: String,
    pub game: String,
}

impl Origin {
    /// The language the game is played in, from its record: the channel's
    /// if it still holds this game, else the archived one. `None` when the
    /// store cannot say.
    pub fn lang_in(&self, store: &dyn Store) -> Option<Lang> {
        let read = |data: &[u8]| ChannelRecord::read(data).ok();
        let live = store.load(&self.channel).ok().flatten();
        if let Some(r) = live.and_then(|r| read(&r.data))
            && r.game_id == self.game
        {
            return Some(r.lang);
        }
        let archived = store.archived(&self.game).ok().flatten()?;
        read(&archived.data).map(|r| r.lang)
    }
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
    /// Menus offered with it (front ends show them as select menus).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub selects: Vec<Select>,
    /// Where it came from (set by the host on every stored message), so a
    /// front end can tell the channel when a private message cannot be sent.
    #[serde(default)]
    pub origin: Option<Origin>,
    /// Made ready for its reader when it was stored (see `user::dress`);
    /// messages stored by earlier versions are dressed at delivery.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub dressed: bool,
    /// A web page to offer with it (front ends show a link button, or the
    /// address).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub link: Option<Link>,
}

/// A link to a web page: the words on it and the whole address.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Link {
    pub label: String,
    pub url: String,
}

impl OutMsg {
    /// A text alone to `to`: no ping, picture or buttons.
    pub fn plain(to: Target, text: String) -> OutMsg {
        OutMsg {
            to,
            text,
            mention: None,
            picture: None,
            buttons: Vec::new(),
            selects: Vec::new(),
            origin: None,
            dressed: false,
            link: None,
        }
    }
}

/// The answer to the caller, seen by them alone.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Reply {
    pub text: String,
    pub picture: Option<Picture>,
    pub buttons: Vec<Button>,
    /// Menus offered with the answer.
    pub selects: Vec<Select>,
    /// Whether the command changed the game.
    pub applied: bool,
    /// A link to the web page of what the answer shows.
    #[serde(default)]
    pub link: Option<Link>,
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

/// The picture's words for screen readers.
fn leaderboard_alt(table: &crate::render::Leaderboard) -> Msg {
    let names: Vec<String> = table.rows.iter().take(3).map(|r| r.name.clone()).collect();
    msg!(
        "league-alt",
        title = table.title.as_str(),
        count = table.rows.len(),
        top = names.join(", ")
    )
}
