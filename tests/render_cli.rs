//! `conductor render`: writes a PNG, or exits 2 with one line on bad input.

use std::process::Command;

fn conductor(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_conductor"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("conductor runs")
}

/// A path for picture `name` in `dir`, a folder removed when the test ends.
fn out_path(dir: &tempfile::TempDir, name: &str) -> String {
    dir.path().join(name).to_string_lossy().into_owned()
}

#[test]
fn draws_a_fresh_game_and_a_scenarios_end() {
    let dir = tempfile::tempdir().unwrap();
    let out = out_path(&dir, "start.png");
    let r = conductor(&["render", "--map", "europe", "--out", &out]);
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
    assert!(std::fs::read(&out).unwrap().starts_with(b"\x89PNG"));

    let out = out_path(&dir, "p1.png");
    let r = conductor(&[
        "render",
        "--map",
        "switzerland",
        "--player",
        "p1",
        "--out",
        &out,
    ]);
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));

    let out = out_path(&dir, "scenario.png");
    let file = "tests/scenarios/usa_claim_colored_and_gray.toml";
    let r = conductor(&["render", "--map", "usa", "--scenario", file, "--out", &out]);
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
    assert!(std::fs::read(&out).unwrap().starts_with(b"\x89PNG"));
}

#[test]
fn draws_a_played_game_in_a_language() {
    let dir = tempfile::tempdir().unwrap();
    let mut pictures = Vec::new();
    for lang in ["en", "ru", "uk"] {
        let out = out_path(&dir, &format!("late-{lang}.png"));
        let r = conductor(&[
            "render", "--map", "world", "--play", "final", "--player", "p2", "--lang", lang,
            "--out", &out,
        ]);
        assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
        pictures.push(std::fs::read(&out).unwrap());
    }
    assert!(pictures[1].starts_with(b"\x89PNG"));
    assert_ne!(pictures[0], pictures[1], "the language changes the picture");
    let out = out_path(&dir, "over.png");
    let r = conductor(&["render", "--map", "europe", "--play", "over", "--out", &out]);
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
}

#[test]
fn bad_input_exits_2_with_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let out = out_path(&dir, "bad.png");
    // An unknown board is refused by the flag parser, as for `map` and
    // `local`: exit 2, naming the boards there are.
    let r = conductor(&["render", "--map", "mars", "--out", &out]);
    let err = String::from_utf8_lossy(&r.stderr);
    assert_eq!(r.status.code(), Some(2), "{err}");
    assert!(
        err.lines().next().unwrap_or_default().contains("'mars'")
            && err.contains("possible values: usa, europe, switzerland, world"),
        "{err}"
    );
    for args in [
        vec![
            "render", "--map", "usa", "--player", "nobody", "--out", &out,
        ],
        vec![
            "render",
            "--map",
            "usa",
            "--scenario",
            "no/such/file.toml",
            "--out",
            &out,
        ],
        vec![
            "render",
            "--map",
            "europe",
            "--scenario",
            "tests/scenarios/usa_claim_colored_and_gray.toml",
            "--out",
            &out,
        ],
        vec![
            "render",
            "--map",
            "usa",
            "--scenario",
            "tests/scenarios/usa_claim_colored_and_gray.toml",
            "--play",
            "over",
            "--out",
            &out,
        ],
    ] {
        let r = conductor(&args);
        let err = String::from_utf8_lossy(&r.stderr);
        assert_eq!(r.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    }
}
