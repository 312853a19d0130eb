//! `conductor local`: a game in the terminal through the same host and store
//! as the bot. Input lines are `NAME: /command option:value option:"two words"`
//! (a line without `NAME:` is from `you`); output lines are tagged
//! `[public]`, `[private NAME]` and `[reply NAME]`, with the path of each
//! picture written.

use super::line;
use crate::host::LeagueCmd;
use crate::host::{
    ChannelRecord, Command, Front, HelpAsk, Host, OutMsg, Picture, Request, Target, help_lines,
    help_moment,
};
use crate::i18n::{Lang, Msg};
use crate::msg;
use crate::store::OutboxItem;
use std::cell::RefCell;
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

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
    /// Said before anything else (resuming a game).
    pub intro: Option<Msg>,
    /// Lines to run first (the quick-start game), before the input.
    pub preamble: Vec<String>,
    /// The language of every player and of the channel.
    pub lang: Lang,
    /// Every picture is kept, numbered; otherwise only the latest of each
    /// kind for each reader (`out/ann-hand.png`).
    pub series: bool,
}

/// Draws a picture with the renderer; a failure is said on standard error.
pub fn paint(picture: &Picture) -> Option<Vec<u8>> {
    picture
        .draw()
        .inspect_err(|e| eprintln!("{} was not drawn: {e}", picture.file_name()))
        .ok()
}

/// How big the console draws its players' pictures (`--picture`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum PictureSize {
    /// As each player's settings say (full by default).
    #[default]
    Full,
    /// Private and catch-up pictures as the portrait phone picture.
    Phone,
}

/// Draws a picture with the renderer, private and catch-up pictures as the
/// phone picture.
pub fn paint_phone(picture: &Picture) -> Option<Vec<u8>> {
    let mut picture = picture.clone();
    if let Picture::Private { look, .. } | Picture::CatchUp { look, .. } = &mut picture {
        look.phone = true;
    }
    paint(&picture)
}

/// The quick start: a game for the console's player (see `player_name`)
/// against computer players of `level`.
pub fn quick_start(map: &str, players: usize, level: crate::ai::Level) -> Vec<String> {
    let mut lines = vec![format!("/game new map:{map} seats:{players} turn:0")];
    for _ in 1..players {
        lines.push(format!("/game addbot level:{}", level.name()));
    }
    lines.push("/game start".into());
    lines
}

/// A game already in the channel: it is resumed, not started again. Says
/// so, then shows where it stands and the console player's hand.
pub fn resume(rec: &ChannelRecord) -> (Option<Msg>, Vec<String>) {
    let intro = crate::maps::board(&rec.setup.map)
        .ok()
        .map(|b| msg!("cli-resuming", board = crate::host::board_title(&b)));
    let lines = vec!["/game status".to_string(), "/hand".to_string()];
    (intro, lines)
}

/// The name of whoever types a line without `NAME:`: the login name, or
/// "Player 1" in the console's language when there is none ("you" would
/// read "you moves first").
pub(super) fn player_name(lang: Lang) -> String {
    name_from(
        std::env::var("USER")
            .or_else(|_| std::env::var("LOGNAME"))
            .ok(),
        lang,
    )
}

fn name_from(login: Option<String>, lang: Lang) -> String {
    login
        .map(|n| n.trim().to_string())
        .filter(|n| !n.is_empty() && !n.contains(char::is_whitespace) && !n.contains(':'))
        .unwrap_or_else(|| lang.tr(&msg!("cli-player-name")))
}

/// Splits `NAME: /command ...` into the speaker and the command text. A
/// name is one word before a colon; what follows is theirs even without
/// a slash, or empty. Any other line is the console player's.
fn speaker(line: &str, lang: Lang) -> (String, &str) {
    let t = line.trim();
    if let Some((who, rest)) = t.split_once(':') {
        let who = who.trim();
        let rest = rest.trim();
        // `draw:deck` is a command with an option, not a speaker.
        let named = !who.is_empty()
            && !who.contains(char::is_whitespace)
            && !who.starts_with('/')
            && !line::is_command(who);
        if named {
            return (who.to_string(), rest);
        }
    }
    (player_name(lang), t)
}

/// Writes a picture (PNG, or GIF for a recap) and returns its path.
fn write_picture(
    opts: &LocalOptions,
    counter: u64,
    whose: &str,
    picture: &Picture,
) -> Option<PathBuf> {
    let bytes = opts.painter?(picture)?;
    std::fs::create_dir_all(&opts.out_dir).ok()?;
    let (kind, ext) = picture
        .file_name()
        .split_once('.')
        .unwrap_or(("board", "png"));
    let stem = match opts.series {
        true => format!("{counter:04}-{whose}"),
        false => format!("{whose}-{kind}"),
    };
    let path = opts.out_dir.join(format!("{stem}.{ext}"));
    std::fs::write(&path, bytes).ok()?;
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

/// A line of input: text, or bytes that are not UTF-8.
pub(super) type Line = std::io::Result<Result<String, Vec<u8>>>;

/// Runs the session over `input` (a file or a pipe), writing tagged lines
/// to `out`.
pub fn run(
    host: &Host,
    opts: &LocalOptions<'_>,
    input: impl BufRead,
    out: &mut impl Write,
) -> std::io::Result<()> {
    let here = RefCell::new(opts.channel.clone());
    run_lines(
        host,
        opts,
        &here,
        input.split(b'\n').map(|l| l.map(text_line)),
        out,
    )
}

/// Runs the session in a terminal: line editing and history, a prompt
/// naming whose turn it is, `/help`, and `/quit` or Ctrl-D to leave.
pub fn run_terminal(
    host: &Host,
    opts: &LocalOptions<'_>,
    out: &mut impl Write,
) -> std::io::Result<()> {
    writeln!(out, "{}", opts.lang.tr(&msg!("cli-welcome")))?;
    let mut editor = rustyline::DefaultEditor::new().map_err(std::io::Error::other)?;
    let here = RefCell::new(opts.channel.clone());
    let lines = std::iter::from_fn(|| {
        let prompt = prompt(host, opts.lang, &here.borrow());
        match editor.readline(&prompt) {
            Ok(line) => {
                let _ = editor.add_history_entry(line.as_str());
                Some(Ok(Ok(line)))
            }
            Err(rustyline::error::ReadlineError::Eof)
            | Err(rustyline::error::ReadlineError::Interrupted) => None,
            Err(e) => Some(Err(std::io::Error::other(e))),
        }
    });
    run_lines(host, opts, &here, lines, out)
}

/// The prompt: who is to move (or that the lobby is open).
fn prompt(host: &Host, lang: Lang, channel: &str) -> String {
    let rec = host.peek(channel);
    let said = match rec.as_ref().map(|r| (r, r.state.as_ref())) {
        Some((r, Some(state))) if state.phase != crate::rules::Phase::Over => {
            let name = r.seats.get(state.turn).map_or("?", |s| s.name.as_str());
            msg!("cli-prompt-turn", player = name)
        }
        Some((_, None)) => msg!("cli-prompt-lobby"),
        _ => msg!("cli-prompt-none"),
    };
    format!("[{}] > ", lang.tr(&said))
}

/// What the console does itself with a line, before the host sees it.
enum Own {
    Quit,
    Help,
    /// Lines from now on go to this channel (the session's own: `None`).
    Channel(Option<String>),
}

/// `/quit`, `/help` or `/channel [NAME]` (in any of the console's
/// languages).
fn own(text: &str) -> Option<Own> {
    let word = text.trim().strip_prefix('/')?;
    let (head, rest) = word.split_once(char::is_whitespace).unwrap_or((word, ""));
    let is = |name: Msg, w: &str| Lang::ALL.into_iter().any(|l| l.tr(&name) == w);
    if is(msg!("cli-cmd-quit"), word) || word == "exit" {
        Some(Own::Quit)
    } else if is(msg!("cli-cmd-help"), word) {
        Some(Own::Help)
    } else if is(msg!("cli-cmd-channel"), head) {
        let name = rest.trim();
        Some(Own::Channel((!name.is_empty()).then(|| name.to_string())))
    } else {
        None
    }
}

/// Runs the session over `lines`: the preamble first, then each line as
/// `NAME: /command`, until the lines end or `/quit`.
pub(super) fn run_lines(
    host: &Host,
    opts: &LocalOptions<'_>,
    here: &RefCell<String>,
    input: impl Iterator<Item = Line>,
    out: &mut impl Write,
) -> std::io::Result<()> {
    let mut counter = first_free_number(&opts.out_dir);
    if let Some(intro) = &opts.intro {
        writeln!(out, "{}", opts.lang.tr(intro))?;
    }
    let preamble = opts.preamble.iter().cloned().map(|l| Ok(Ok(l)));
    for line in preamble.chain(input) {
        // A line that is not UTF-8 is refused alone; the game goes on.
        let Ok(line) = line? else {
            writeln!(out, "{}", opts.lang.tr(&msg!("parse-not-utf8")))?;
            continue;
        };
        if line.trim().is_empty() || line.trim_start().starts_with('#') {
            continue;
        }
        let (who, text) = speaker(&line, opts.lang);
        match own(text) {
            Some(Own::Quit) => break,
            Some(Own::Help) => writeln!(out, "{}", help(host, opts.lang, &here.borrow(), &who))?,
            Some(Own::Channel(name)) => {
                let name = name.unwrap_or_else(|| opts.channel.clone());
                let said = msg!("cli-channel-now", channel = name.as_str());
                writeln!(out, "{}", opts.lang.tr(&said))?;
                *here.borrow_mut() = name;
            }
            None => {
                let channel = here.borrow().clone();
                let reply = one_line(host, opts, &channel, &who, text, &mut counter);
                writeln!(out, "[reply {who}] {}", reply.replace('\n', "\n    "))?;
            }
        }
        let _ = host.tick(host.now());
        deliver(host, opts, &here.borrow(), &mut counter, out)?;
    }
    Ok(())
}

/// The console's `/help`: what `who` can do now in `channel`, then how to
/// leave. Nobody in the console manages the channel.
fn help(host: &Host, lang: Lang, channel: &str, who: &str) -> String {
    let (family, moment) = help_moment(host.peek(channel).as_ref(), who, false);
    let ask = HelpAsk {
        family,
        moment,
        front: Front::Console,
        admin: false,
    };
    let mut lines: Vec<String> = help_lines(&ask).iter().map(|m| lang.tr(m)).collect();
    lines.push(lang.tr(&msg!("cli-help-leave")));
    lines.join("\n")
}

/// Runs one command line of `who` and gives the reply's text. Nobody in
/// the console manages the channel: a game's creator has its rights.
fn one_line(
    host: &Host,
    opts: &LocalOptions<'_>,
    channel: &str,
    who: &str,
    text: &str,
    counter: &mut u64,
) -> String {
    let cmd = match line::parse(text) {
        Ok(cmd) => cmd,
        Err(e) => return opts.lang.tr(&e.message()),
    };
    let req = Request::console(channel, who, opts.lang, cmd.clone());
    let mut reply = host.handle(&req, host.now());
    if !reply.applied && host.is_damaged(channel) {
        let hint = msg!("cli-damaged-quarantine", channel = channel);
        reply.text = format!("{}\n{}", reply.text, opts.lang.tr(&hint));
    }
    *counter += 1;
    let shown = matches!(
        cmd,
        Command::Hand | Command::Board | Command::League(LeagueCmd::Leaderboard { .. })
    );
    let written = reply
        .picture
        .as_ref()
        .filter(|_| shown)
        .and_then(|p| write_picture(opts, *counter, &format!("reply-{who}"), p));
    let text = match written {
        Some(p) => format!("{} (picture: {})", reply.text, p.display()),
        None => reply.text,
    };
    match &reply.link {
        Some(link) => format!("{text}\n{}: {}", link.label, link.url),
        None => text,
    }
}

/// The number after the highest `NNNN-` picture already in `dir`, so a new
/// session does not overwrite an earlier one's pictures.
fn first_free_number(dir: &Path) -> u64 {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return 0;
    };
    entries
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            name.split_once('-')?.0.parse::<u64>().ok()
        })
        .max()
        .map_or(0, |n| n)
}

/// Delivery passes after a line at most: a settled task (an expert's turn,
/// a tournament table) commits more to deliver.
const DELIVERY_PASSES: usize = 100;

/// Prints every waiting outbox message, with its link on a line of its own;
/// one for another channel than `here` names it (`[public R1·T1·USA]`).
/// Delivers again while a pass finds something, so what a settled task
/// commits is printed too.
fn deliver(
    host: &Host,
    opts: &LocalOptions<'_>,
    here: &str,
    counter: &mut u64,
    out: &mut impl Write,
) -> std::io::Result<()> {
    let mut lines: Vec<String> = Vec::new();
    let mut send = |_: &OutboxItem, msg: &OutMsg| {
        *counter += 1;
        let tag = match &msg.to {
            Target::Channel(c) if c == here => "[public]".to_string(),
            Target::Channel(c) => format!("[public {c}]"),
            Target::User(u) => format!("[private {u}]"),
        };
        let mut text = msg.text.replace('\n', "\n    ");
        if let Some(m) = &msg.mention {
            text += &format!(" @{m}");
        }
        if let Some(p) = &msg.picture {
            let whose = match &msg.to {
                Target::Channel(_) => "channel",
                Target::User(u) => u.as_str(),
            };
            if let Some(path) = write_picture(opts, *counter, whose, p) {
                text += &format!(" (picture: {})", path.display());
            }
        }
        if let Some(link) = &msg.link {
            text += &format!("\n    {}: {}", link.label, link.url);
        }
        lines.push(format!("{tag} {text}"));
        true
    };
    let mut result = Ok(0);
    for _ in 0..DELIVERY_PASSES {
        result = host.deliver(Duration::from_secs(30), &mut send);
        if !matches!(result, Ok(n) if n > 0) {
            break;
        }
    }
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
        assert_eq!(name_from(Some("alice".into()), Lang::En), "alice");
        assert_eq!(name_from(None, Lang::En), "Player 1");
        assert_eq!(name_from(Some(" ".into()), Lang::En), "Player 1");
        assert_eq!(name_from(None, Lang::Ru), "Игрок 1");
        assert_eq!(name_from(None, Lang::Uk), "Гравець 1");
        assert_eq!(
            speaker("/draw from:deck", Lang::En).0,
            player_name(Lang::En)
        );
        assert_ne!(speaker("/draw from:deck", Lang::En).0, "you");
        assert_eq!(speaker("bob: /draw from:deck", Lang::En).0, "bob");
        for line in quick_start("usa", 3, crate::ai::Level::Hard) {
            assert_eq!(speaker(&line, Lang::En).0, player_name(Lang::En), "{line}");
        }
    }
}
