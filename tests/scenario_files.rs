//! Runs every scenario file through the real binary: files in
//! `tests/scenarios/` must meet every expectation (exit 0); files in
//! `tests/scenarios/invalid/` are malformed and must exit 2 with one line;
//! files in `tests/scenarios/failing/` miss an expectation on purpose and
//! must exit 1.

use std::path::{Path, PathBuf};
use std::process::Command;

fn files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("scenario folder exists")
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    v.sort();
    v
}

fn run(file: &Path) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_conductor"))
        .arg("scenario")
        .arg(file)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("conductor runs")
}

#[test]
fn every_scenario_meets_its_expectations() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios");
    let all = files(&dir);
    assert!(
        all.len() >= 10,
        "expected many scenario files, found {}",
        all.len()
    );
    let mut failed = Vec::new();
    for f in &all {
        let out = run(f);
        if out.status.code() != Some(0) {
            failed.push(format!(
                "{} (exit {:?})\n{}{}",
                f.display(),
                out.status.code(),
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            ));
        }
    }
    assert!(
        failed.is_empty(),
        "{} scenario(s) failed:\n{}",
        failed.len(),
        failed.join("\n")
    );
}

#[test]
fn malformed_files_exit_2_with_one_line() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios/invalid");
    let all = files(&dir);
    assert!(!all.is_empty());
    for f in &all {
        let out = run(f);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{}: {err}", f.display());
        assert_eq!(err.trim().lines().count(), 1, "{}: {err}", f.display());
    }
}

#[test]
fn a_step_refused_for_another_reason_than_named_fails() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios/failing");
    let out = run(&dir.join("wrong_reason.toml"));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    let step: serde_json::Value =
        serde_json::from_str(stdout.lines().next().expect("a step line")).expect("JSON");
    assert_eq!(step["ok"], false);
    assert_eq!(step["reason"], "route-taken");
    assert_eq!(step["expected"], "error:not-enough-cards");
}

#[test]
fn every_refused_step_names_its_reason_and_no_file_says_only_error() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios");
    let mut plain = Vec::new();
    for f in files(&dir) {
        let text = std::fs::read_to_string(&f).expect("readable");
        if text
            .lines()
            .any(|l| l.trim_start().starts_with("expect = \"error\""))
        {
            plain.push(f.display().to_string());
        }
        let out = run(&f);
        for line in String::from_utf8_lossy(&out.stdout).lines() {
            let v: serde_json::Value = serde_json::from_str(line).expect("JSON line");
            if v["ok"] == false {
                let reason = v["reason"].as_str().unwrap_or_default();
                assert!(!reason.is_empty(), "{}: {line}", f.display());
            }
        }
    }
    assert!(plain.is_empty(), "only expect = \"error\": {plain:?}");
}
