//! Drawing pictures at delivery: the renderer is injected, so the front end
//! does not depend on how pictures are made.

use crate::host::Picture;
use serenity::all::CreateAttachment;
use std::sync::Arc;

/// Draws a picture (PNG, or GIF for a recap); `None` when it cannot be drawn.
pub type Painter = Arc<dyn Fn(&Picture) -> Option<Vec<u8>> + Send + Sync>;

/// The renderer as a painter. Every board's map layer is drawn once in
/// the background now, so the first picture of a board is not slow.
pub fn renderer() -> Painter {
    std::thread::spawn(|| match crate::render::warm_up() {
        Ok(()) => tracing::info!("every board's map layer is ready"),
        Err(e) => tracing::error!("the map layers could not be drawn ahead: {e}"),
    });
    Arc::new(|p: &Picture| p.draw().ok())
}

/// Longest attachment description Discord keeps.
const MAX_ALT: usize = 1024;

/// A drawn picture as an attachment, described for screen readers.
pub(super) fn attach(picture: &Picture, png: Vec<u8>) -> CreateAttachment {
    let file = CreateAttachment::bytes(png, picture.file_name());
    match picture.alt_text() {
        Some(alt) => file.description(super::buttons::fit(&alt, MAX_ALT)),
        None => file,
    }
}
