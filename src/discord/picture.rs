//! Drawing pictures at delivery: the renderer is injected, so the front end
//! does not depend on how pictures are made.

use crate::host::outbox::Picture;
use std::sync::Arc;

/// Draws a picture as PNG bytes; `None` when it cannot be drawn.
pub type Painter = Arc<dyn Fn(&Picture) -> Option<Vec<u8>> + Send + Sync>;

/// The renderer as a painter.
pub fn renderer() -> Painter {
    Arc::new(|p: &Picture| p.png().ok())
}

/// The file name a picture is attached under.
pub fn file_name(picture: &Picture) -> &'static str {
    match picture {
        Picture::Board { .. } => "board.png",
        Picture::Private { .. } => "hand.png",
        Picture::Digest { .. } => "since.png",
    }
}
