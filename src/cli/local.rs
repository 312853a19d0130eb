//! `conductor local`: a game in the terminal through the same host and store
//! as the bot. Input lines are `NAME: /command option:value option:"two words"`
//! (a line without `NAME:` is from `you`); output lines are tagged
//! `[public]`, `[private NAME]` and `[reply NAME]`, with the path of each
//! picture written.

use super::line;
use crate::host::command::Command;
use crate::host::outbox::{OutMsg, Picture, Target};
use crate::host::{Caller, Host, Request};
use crate::i18n::Lang;
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Draws a picture as PNG bytes (the renderer, injected by `main`).
pub type Painter = dyn Fn(&Picture) -> Option<Vec<u8>>;

/// Options of a local session.
pub struct LocalOptions<'a> {
    /// Where pictures are written (`./out` by default).
    pub out_dir: PathBuf,
    /// Draws pictures; `None` leaves them out.
    pub painter: Option<&'a Painter>,
    /// The channel the game lives in.
    pub channel: String,
    /// Lines to run first (the quick-start game), before the input.
    pub preamble: Vec<String>,
    /// The language of every player and of the channel.
    pub lang: Lang,
}

/// Draws a picture with the renderer.
pub fn paint(picture: &Picture) -> Option<Vec<u8>> {
    picture.png().ok()
}

/// Unix seconds now.
pub fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// The quick start: a game for the console's player (see [`player_name`])
/// against computer players.
pub fn quick_start(map: &str, players: usize) -> Vec<String> {
    let mut lines = vec![format!("/game new map:{map} seats:{players} turn:0")];
    for _ in 1..players {
        lines.push("/game addbot level:hard".into());
    }
    lines.push("/game start".into());
    lines
}

/// The name of whoever types a line without `NAME:`: the login name, or
/// "Player 1" when there is none ("you" would read "you moves first").
pub fn player_name() -> String {
    name_from(
        std::env::var("USER")
            .or_else(|_| std::env::var("LOGNAME"))
            .ok(),
    )
}

fn name_from(login: Option<String>) -> String {
    login
        .map(|n| n.trim().to_string())
        .filter(|n| !n.is_empty() && !n.contains(char::is_whitespace) && !n.contains(':'))
        .unwrap_or_else(|| "Player 1".into())
}

/// Splits `NAME: /command ...` into the speaker and the command text.
fn speaker(line: &str) -> (String, &str) {
    let t = line.trim();
    if let Some((who, rest)) = t.split_once(':') {
        let who = who.trim();
        if !who.is_empty()
            && !who.contains(char::is_whitespace)
            && !who.starts_with('/')
            && rest.trim_start().starts_with('/')
        {
            return (who.to_string(), rest.trim());
        }
    }
    (player_name(), t)
}

/// Writes a picture as PNG and returns its path.
fn write_picture(
    dir: &Path,
    stem: &str,
    picture: &Picture,
    painter: Option<&Painter>,
) -> Option<PathBuf> {
    let png = painter?(picture)?;
    std::fs::create_dir_all(dir).ok()?;
    let path = dir.join(format!("{stem}.png"));
    std::fs::write(&path, png).ok()?;
    Some(path)
}

/// Runs the session over `input`, writing tagged lines to `out`.
/// A line read as bytes, as text without its `\r`, or the bytes if they
/// are not UTF-8.
fn text_line(mut bytes: Vec<u8>) -> Result<String, Vec<u8>> {
    if bytes.last() == Some(&b'\r') {
        bytes.pop();
    }
    String::from_utf8(bytes).map_err(|e| e.into_bytes())
}

pub fn run(
    host: &Host,
    opts: &LocalOptions<'_>,
    input: impl BufRead,
    out: &mut impl Write,
) -> std::io::Result<()> {
    let mut counter = 0u64;
    let lines =
        (opts.preamble.iter().cloned()).map(|l| Ok::<_, std::io::Error>(Ok::<_, Vec<u8>>(l)));
    for line in lines.chain(input.split(b'\n').map(|l| l.map(text_line))) {
        // A line that is not UTF-8 is refused alone; the game goes on.
        let Ok(line) = line? else {
            writeln!(out, "{}", opts.lang.tr(&crate::msg!("parse-not-utf8")))?;
            continue;
        };
        if line.trim().is_empty() || line.trim_start().starts_with('#') {
            continue;
        }
        let (who, text) = speaker(&line);
        let caller = Caller {
            id: who.clone(),
            name: who.clone(),
            admin: true,
            lang: opts.lang,
        };
        let reply = match line::parse(text) {
            Ok(cmd) => {
                let req = Request {
                    channel: opts.channel.clone(),
                    caller,
                    channel_lang: opts.lang,
                    command: cmd.clone(),
                    key: None,
                    guild: None,
                };
                let reply = host.handle(&req, now());
                counter += 1;
                let pic = match (
                    &reply.picture,
                    matches!(cmd, Command::Hand | Command::Board),
                ) {
                    (Some(p), true) => write_picture(
                        &opts.out_dir,
                        &format!("{counter:04}-reply-{who}"),
                        p,
                        opts.painter,
                    ),
                    _ => None,
                };
                match pic {
                    Some(p) => format!("{} (picture: {})", reply.text, p.display()),
                    None => reply.text,
                }
            }
            Err(e) => opts.lang.tr(&e.0),
        };
        writeln!(out, "[reply {who}] {}", reply.replace('\n', "\n    "))?;
        let _ = host.tick(now());
        deliver(host, opts, &mut counter, out)?;
    }
    Ok(())
}

/// Prints every waiting outbox message.
fn deliver(
    host: &Host,
    opts: &LocalOptions<'_>,
    counter: &mut u64,
    out: &mut impl Write,
) -> std::io::Result<()> {
    let mut lines: Vec<String> = Vec::new();
    let result = host.deliver(Duration::from_secs(30), |_, msg: &OutMsg| {
        *counter += 1;
        let tag = match &msg.to {
            Target::Channel(_) => "[public]".to_string(),
            Target::User(u) => format!("[private {u}]"),
        };
        let mut text = msg.text.replace('\n', "\n    ");
        if let Some(m) = &msg.mention {
            text += &format!(" @{m}");
        }
        if let Some(p) = &msg.picture {
            let stem = match &msg.to {
                Target::Channel(_) => format!("{:04}-board", counter),
                Target::User(u) => format!("{:04}-{u}", counter),
            };
            if let Some(path) = write_picture(&opts.out_dir, &stem, p, opts.painter) {
                text += &format!(" (picture: {})", path.display());
            }
        }
        lines.push(format!("{tag} {text}"));
        true
    });
    for l in lines {
        writeln!(out, "{l}")?;
    }
    if let Err(e) = result {
        writeln!(out, "[error] {e}")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_console_player_is_named_by_login_not_you() {
        assert_eq!(name_from(Some("alice".into())), "alice");
        assert_eq!(name_from(None), "Player 1");
        assert_eq!(name_from(Some(" ".into())), "Player 1");
        assert_eq!(speaker("/draw from:deck").0, player_name());
        assert_ne!(speaker("/draw from:deck").0, "you");
        assert_eq!(speaker("bob: /draw from:deck").0, "bob");
        for line in quick_start("usa", 3) {
            assert_eq!(speaker(&line).0, player_name(), "{line}");
        }
    }
}
