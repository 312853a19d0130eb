//! Runs every scenario file through the real binary: files in
//! `tests/scenarios/` must meet every expectation (exit 0); files in
//! `tests/scenarios/invalid/` are malformed and must exit 2 with one line.

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
