//! Drawing pictures at delivery: the renderer is injected, so the front end
//! does not depend on how pictures are made.

use crate::host::Picture;
use serenity::all::CreateAttachment;
use std::sync::Arc;
use std::time::Duration;

/// How long the renderer goes without drawing before it lets go of the
/// buffers it keeps for the next picture.
const REST_AFTER: Duration = Duration::from_secs(60);

/// Draws a picture (PNG, or GIF for a recap); `None` when it cannot be drawn.
pub type Painter = Arc<dyn Fn(&Picture) -> Option<Vec<u8>> + Send + Sync>;

/// The renderer as a painter. Every board's map layer is drawn once in
/// the background now, so the first picture of a board is not slow, and
/// the buffers kept between pictures are let go after a minute without one.
pub fn renderer() -> Painter {
    crate::render::rest_when_idle(REST_AFTER);
    std::thread::spawn(|| match crate::render::warm_up() {
        Ok(()) => tracing::info!("every board's map layer is ready"),
        Err(e) => tracing::error!("the map layers could not be drawn ahead: {e}"),
    });
    Arc::new(paint)
}

/// Draws `picture`; a failure is logged (the message goes without it).
fn paint(picture: &Picture) -> Option<Vec<u8>> {
    picture
        .draw()
        .inspect_err(|e| {
            tracing::error!(file = picture.file_name(), "a picture was not drawn: {e}")
        })
        .ok()
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::rules::{GameOptions, new_game, public_view};

    #[test]
    fn a_picture_that_cannot_be_drawn_is_logged() {
        let board = crate::maps::board("usa").unwrap();
        let names = ["ann".to_string(), "bob".to_string()];
        let game = new_game(&board, &names, GameOptions::default(), 1).unwrap();
        // A board this build does not have: drawing fails, and is logged.
        let picture = Picture::Board {
            map: "atlantis".into(),
            view: Box::new(public_view(&board, &game)),
            lang: Lang::En,
        };
        let log = Log::default();
        let subscriber = tracing_subscriber::fmt()
            .with_writer(log.clone())
            .with_ansi(false)
            .finish();
        let drawn = tracing::subscriber::with_default(subscriber, || paint(&picture));
        assert!(drawn.is_none());
        let said = String::from_utf8(log.0.lock().unwrap().clone()).unwrap();
        assert!(
            said.contains("ERROR") && said.contains("atlantis"),
            "{said}"
        );
        assert!(said.contains("board.png"), "{said}");
    }

    /// A log written into memory.
    #[derive(Clone, Default)]
    struct Log(Arc<std::sync::Mutex<Vec<u8>>>);

    impl std::io::Write for Log {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }

        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    impl<'a> tracing_subscriber::fmt::MakeWriter<'a> for Log {
        type Writer = Log;

        fn make_writer(&'a self) -> Log {
            self.clone()
        }
    }
}
