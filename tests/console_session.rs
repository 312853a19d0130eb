//! Issue 15 items 6, 7, 13 and 19: the console and the command line as a
//! newcomer meets them, through the real `conductor` binary.

use std::io::{Read, Write};
use std::path::Path;
use std::process::{Command, Output, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_conductor");

/// Runs `conductor ARGS` in `dir` with `input` on standard input.
fn run(dir: &Path, args: &[&str], input: &str) -> Output {
    run_linked(dir, args, input, None)
}

/// [`run`], with `PUBLIC_URL` set to `public_url` (unset for `None`).
fn run_linked(dir: &Path, args: &[&str], input: &str, public_url: Option<&str>) -> Output {
    let mut command = Command::new(BIN);
    match public_url {
        Some(url) => command.env("PUBLIC_URL", url),
        None => command.env_remove("PUBLIC_URL"),
    };
    let mut child = command
        .args(args)
        .current_dir(dir)
        .env("USER", "ann")
        .env_remove("REDIS_URL")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("conductor runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn text(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn errors(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn a_game_in_progress_is_resumed_not_restarted() {
    let dir = tempfile::tempdir().unwrap();
    let first = run(
        dir.path(),
        &["local", "--map", "usa", "--players", "2", "--no-pictures"],
        "/keep tickets:1,2\n",
    );
    assert!(first.status.success(), "{}", errors(&first));
    let again = run(dir.path(), &["local", "--map", "usa", "--no-pictures"], "");
    let out = text(&again);
    assert!(out.starts_with("Resuming your USA game"), "{out}");
    assert!(!out.contains("already"), "no errors on resuming: {out}");
    assert!(out.contains("is to move"), "whose turn: {out}");
    assert!(out.contains("Face up:"), "the face-up row: {out}");
    assert!(out.contains("[reply ann] Your cards:"), "the hand: {out}");
}

#[test]
fn with_public_url_the_board_messages_print_the_game_page() {
    let dir = tempfile::tempdir().unwrap();
    let args = ["local", "--map", "usa", "--players", "2", "--no-pictures"];
    let linked = run_linked(
        dir.path(),
        &args,
        "/keep tickets:1,2\n",
        Some("https://tickets.example/"),
    );
    assert!(linked.status.success(), "{}", errors(&linked));
    let out = text(&linked);
    let link = out
        .lines()
        .find_map(|l| l.trim().strip_prefix("Game page: "))
        .unwrap_or_else(|| panic!("a link line: {out}"));
    let path = link.strip_prefix("https://tickets.example/g/").unwrap();
    let (id, token) = path.split_once('/').unwrap();
    assert!(!id.is_empty() && token.len() == 32, "{link}");
    let plain = tempfile::tempdir().unwrap();
    let unlinked = run(plain.path(), &args, "/keep tickets:1,2\n");
    assert!(
        !text(&unlinked).contains("Game page"),
        "no PUBLIC_URL, no link"
    );
}

#[test]
fn with_public_url_the_standings_print_the_tournament_page() {
    let dir = tempfile::tempdir().unwrap();
    let args = ["local", "--map", "usa", "--players", "2", "--no-pictures"];
    let input = "/tourney create name:Cup map:usa\n/tourney standings\n";
    let linked = run_linked(dir.path(), &args, input, Some("https://tickets.example"));
    assert!(linked.status.success(), "{}", errors(&linked));
    let out = text(&linked);
    let link = out
        .lines()
        .find_map(|l| l.trim().strip_prefix("Tournament page: "))
        .unwrap_or_else(|| panic!("a link line: {out}"));
    let token = link
        .strip_prefix("https://tickets.example/t/local/")
        .unwrap_or_else(|| panic!("{link}"));
    assert_eq!(token.len(), 32, "{link}");
    let plain = tempfile::tempdir().unwrap();
    let unlinked = run(plain.path(), &args, input);
    assert!(
        !text(&unlinked).contains("Tournament page"),
        "no PUBLIC_URL, no link"
    );
}

#[test]
fn bad_flags_are_refused_before_the_console_opens() {
    let dir = tempfile::tempdir().unwrap();
    let cases: [(&[&str], &str); 3] = [
        (&["local", "--map", "usa", "--players", "9"], "--players"),
        (&["local", "--map", "narnia"], "--map"),
        (
            &["map", "narnia"],
            "possible values: usa, europe, switzerland, world",
        ),
    ];
    for (args, named) in cases {
        let out = run(dir.path(), args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(errors(&out).contains(named), "{args:?}: {}", errors(&out));
        assert!(!errors(&out).contains(".toml"), "{}", errors(&out));
        assert!(text(&out).is_empty(), "nothing ran: {}", text(&out));
    }
    // Switzerland takes at most 3: without --players, the game has 3.
    let out = run(dir.path(), &["local", "--map", "switzerland"], "");
    assert!(out.status.success(), "{}", errors(&out));
    assert!(text(&out).contains("for 3 players"), "{}", text(&out));
}

#[test]
fn a_path_that_does_not_read_is_bad_input() {
    let dir = tempfile::tempdir().unwrap();
    let cases: [(&[&str], &str); 3] = [
        (
            &["import", "missing.jsonl"],
            "missing.jsonl: cannot read it",
        ),
        (&["export", "--data", "nowhere"], "nowhere is not a folder"),
        (&["local", "missing.txt"], "missing.txt: cannot read it"),
    ];
    for (args, said) in cases {
        let out = run(dir.path(), args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", errors(&out));
        assert!(errors(&out).contains(said), "{args:?}: {}", errors(&out));
    }
}

#[test]
fn a_malformed_redis_url_is_named_without_its_password() {
    let dir = tempfile::tempdir().unwrap();
    let out = run(
        dir.path(),
        &["local", "--redis", "redis//ann:secret@host", "--map", "usa"],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    let said = errors(&out);
    assert!(said.contains("redis://HOST:PORT/DB"), "{said}");
    assert!(!said.contains("secret"), "{said}");
    assert!(!said.contains("InvalidClientConfig"), "{said}");
}

#[test]
fn pictures_of_a_later_session_are_numbered_after_the_earlier_ones() {
    let dir = tempfile::tempdir().unwrap();
    let args = ["local", "--map", "usa", "--players", "2"];
    run(dir.path(), &args, "/keep tickets:1,2\n");
    let before: Vec<String> = pictures(&dir.path().join("out"));
    run(dir.path(), &args, "/board\n");
    let after = pictures(&dir.path().join("out"));
    assert!(after.len() > before.len(), "{after:?}");
    for name in &before {
        assert!(after.contains(name), "{name} is still there");
    }
    let last_before = before.iter().max().unwrap();
    let new: Vec<&String> = after.iter().filter(|n| !before.contains(n)).collect();
    assert!(
        new.iter().all(|n| *n > last_before),
        "{new:?} after {last_before}"
    );
}

fn pictures(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect()
}

#[test]
fn help_quit_and_speakers_without_a_slash() {
    let dir = tempfile::tempdir().unwrap();
    let out = run(
        dir.path(),
        &["local", "--no-pictures"],
        "ann: /game new map:usa seats:2\nbob: game join\nbob:\nbob: /help\n/quit\nann: /game start\n",
    );
    let out = text(&out);
    assert!(out.contains("[reply bob] You joined"), "{out}");
    assert!(out.contains("[reply bob] Type a command"), "{out}");
    // bob has a seat in ann's lobby: help offers what he can do there, and
    // nothing the console has no use for.
    let help = out
        .split("[reply bob] Type a command")
        .nth(1)
        .unwrap_or_default();
    assert!(help.contains("You have a seat in this lobby"), "{help}");
    assert!(help.contains("/game leave"), "{help}");
    for absent in [
        "/game start",
        "/tourney",
        "/settings",
        "/leaderboard",
        "button",
    ] {
        assert!(!help.contains(absent), "help offers {absent}: {help}");
    }
    assert!(out.contains("Ctrl-D"), "{out}");
    assert!(
        !out.contains("Game started"),
        "nothing runs after /quit: {out}"
    );
}

#[test]
fn help_follows_the_game_to_its_first_tickets() {
    let dir = tempfile::tempdir().unwrap();
    let out = run(
        dir.path(),
        &["local", "--no-pictures"],
        "ann: /game new map:switzerland seats:2\nann: /help\nbob: /game join\nann: /game start\nann: /help\n",
    );
    let out = text(&out);
    let mut helps = out.split("/help says what you can do now");
    let lobby = helps.next().unwrap_or_default();
    assert!(
        lobby.contains("/game addbot") && lobby.contains("/game start"),
        "{lobby}"
    );
    let setup = helps.next().unwrap_or_default();
    assert!(setup.contains("Choose your first tickets"), "{setup}");
    assert!(setup.contains("/keep tickets:1,2"), "{setup}");
    assert!(setup.contains("Switzerland"), "{setup}");
}

#[test]
fn in_the_console_only_the_creator_may_end_a_game() {
    let dir = tempfile::tempdir().unwrap();
    let out = run(
        dir.path(),
        &["local", "--no-pictures"],
        "ann: /game new map:usa seats:2\nbob: /game join\nbob: /game end\n",
    );
    let out = text(&out);
    let bob = out.lines().rfind(|l| l.starts_with("[reply bob]")).unwrap();
    assert!(bob.contains("Only"), "{out}");
    assert!(!out.contains("Lobby closed"), "{out}");
}

#[test]
fn a_closed_pipe_ends_the_map_dump_quietly() {
    // The reader goes away before the board is printed (`| head` that has
    // read enough): printing fails with a broken pipe.
    let mut child = Command::new(BIN)
        .args(["map", "europe", "--json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let mut said = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut said)
        .unwrap();
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(0), "{said}");
    assert!(!said.contains("panicked"), "{said}");
}

#[test]
fn simulate_takes_the_players_from_the_levels_or_the_board() {
    let dir = tempfile::tempdir().unwrap();
    let sim = |args: &[&str]| {
        run(
            dir.path(),
            &[&["simulate", "--games", "1"], args].concat(),
            "",
        )
    };
    let out = sim(&["--map", "usa", "--bots", "hard,easy,easy,easy"]);
    assert!(
        text(&out).starts_with("1 games on usa, 4 players"),
        "{}",
        errors(&out)
    );
    let out = sim(&["--map", "switzerland"]);
    assert!(text(&out).contains("3 players"), "{}", errors(&out));
    let out = sim(&["--map", "usa", "--players", "9"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        errors(&out).contains("2 to 5 players, not 9"),
        "{}",
        errors(&out)
    );
    // Levels and variants are typed flags: a wrong one names the right ones.
    let out = sim(&["--map", "usa", "--bots", "hard,medium"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        errors(&out).contains("possible values: easy, hard"),
        "{}",
        errors(&out)
    );
    let out = sim(&["--map", "europe", "--variant", "1912"]);
    assert!(out.status.success(), "{}", errors(&out));
    let out = sim(&["--map", "europe", "--variant", "mini"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        errors(&out).contains("classic, 1912, mega, bigcities"),
        "{}",
        errors(&out)
    );
}

/// With its guesses counted instead of timed, the expert plays the same
/// games in every run, whatever the machine's load.
#[test]
fn simulate_with_counted_guesses_repeats_its_games() {
    let dir = tempfile::tempdir().unwrap();
    let sim = |args: &[&str]| {
        let base = ["simulate", "--games", "2", "--map", "usa"];
        run(dir.path(), &[&base[..], args].concat(), "")
    };
    let expert = ["--bots", "expert,hard,hard", "--expert-guesses", "4"];
    // Timings differ from run to run; every other line must not.
    let results = |out: &std::process::Output| -> Vec<String> {
        let timed = ["per second", "decision time", " in all"];
        let all = text(out);
        let kept = all.lines().filter(|l| !timed.iter().any(|t| l.contains(t)));
        kept.map(str::to_string).collect()
    };
    let (first, second) = (sim(&expert), sim(&expert));
    assert!(first.status.success(), "{}", errors(&first));
    assert!(text(&first).contains("expert"), "{}", text(&first));
    assert_eq!(results(&first), results(&second));
    let out = sim(&["--expert-guesses", "0"]);
    assert_eq!(out.status.code(), Some(2), "{}", errors(&out));
    let both = sim(&["--expert-guesses", "4", "--expert-ms", "50"]);
    assert_eq!(both.status.code(), Some(2), "{}", errors(&both));
    assert!(
        errors(&both).contains("cannot be used with"),
        "{}",
        errors(&both)
    );
}

#[test]
fn a_tournament_table_is_played_by_hand_after_channel() {
    let dir = tempfile::tempdir().unwrap();
    let script = "/tourney create name:Cup map:usa rounds:1 size:3 min:3 max:3\n\
                  /tourney join\n/tourney addbot\n/tourney addbot\n/tourney start\n\
                  /channel R1·T1·USA\n/keep tickets:1,2\n/game status\n\
                  /channel\n/tourney status\n";
    let out = run(dir.path(), &["local", "--no-pictures"], script);
    assert!(out.status.success(), "{}", errors(&out));
    let out = text(&out);
    let (before, table) = out.split_once("Lines now go to R1·T1·USA.").expect("{out}");
    assert!(before.contains("Table 1 (R1·T1·USA)"), "{before}");
    let (table, after) = table.split_once("Lines now go to local.").expect("{out}");
    assert!(
        table.contains("[reply ann] Done."),
        "ann kept at her table: {table}"
    );
    assert!(table.contains("[reply ann] USA game."), "{table}");
    assert!(after.contains("R1·T1·USA: ann to move"), "{after}");
}
