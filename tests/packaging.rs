//! The Dockerfile, compose.yaml and the systemd unit against the repository:
//! they set only settings `.env.example` lists, copy folders that exist,
//! run the binary the crate builds, and check health on a path the bot
//! serves. No container engine runs here; this is what can be checked
//! without one.

use conductor::discord::{Readiness, serve_metrics};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &str) -> String {
    std::fs::read_to_string(repo().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The variables `.env.example` lists (`NAME=` at a line's start).
fn env_example() -> BTreeSet<String> {
    read(".env.example")
        .lines()
        .filter_map(|l| l.split_once('=').map(|(k, _)| k.trim()))
        .filter(|k| !k.is_empty() && !k.starts_with('#'))
        .map(str::to_string)
        .collect()
}

/// Whether `word` looks like a setting's name.
fn is_setting(word: &str) -> bool {
    !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
}

/// The variables the Dockerfile's `ENV` sets (one `NAME=value` each, lines
/// continued with `\`).
fn dockerfile_env(text: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut in_env = false;
    for line in text.lines() {
        let l = line.trim();
        let body = match l.strip_prefix("ENV ") {
            Some(b) => b,
            None if in_env => l,
            None => continue,
        };
        in_env = l.ends_with('\\');
        for pair in body.split_whitespace() {
            if let Some((k, _)) = pair.split_once('=') {
                names.push(k.to_string());
            }
        }
    }
    names
}

/// The variables compose.yaml sets under `environment:` (`- NAME=value`).
fn compose_env(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|l| l.trim().strip_prefix("- "))
        .filter_map(|item| item.split_once('=').map(|(k, _)| k.to_string()))
        .filter(|k| is_setting(k))
        .collect()
}

#[test]
fn the_images_set_only_settings_env_example_lists() {
    let listed = env_example();
    assert!(listed.contains("DISCORD_TOKEN") && listed.contains("METRICS_ADDR"));
    let docker = dockerfile_env(&read("Dockerfile"));
    let compose = compose_env(&read("compose.yaml"));
    assert!(docker.contains(&"METRICS_ADDR".to_string()), "{docker:?}");
    assert!(compose.contains(&"REDIS_URL".to_string()), "{compose:?}");
    for name in docker.iter().chain(&compose) {
        assert!(
            listed.contains(name),
            "{name} is set but .env.example does not list it"
        );
    }
    let unit = read("contrib/conductor.service");
    for line in unit.lines().filter_map(|l| l.strip_prefix("Environment=")) {
        let (name, _) = line.split_once('=').expect("NAME=value");
        assert!(
            listed.contains(name),
            "the unit sets {name}, which .env.example does not list"
        );
    }
}

#[test]
fn docs_settings_md_explains_every_setting() {
    let doc = read("docs/settings.md");
    for name in env_example() {
        assert!(
            doc.contains(&format!("| `{name}` |")),
            "docs/settings.md lacks {name}"
        );
    }
}

#[test]
fn the_dockerfile_copies_what_exists_and_runs_the_crates_binary() {
    let text = read("Dockerfile");
    let mut copied = 0;
    for line in text.lines().filter(|l| l.starts_with("COPY ")) {
        let words: Vec<&str> = line.split_whitespace().skip(1).collect();
        if words.iter().any(|w| w.starts_with("--from")) {
            continue;
        }
        for source in &words[..words.len() - 1] {
            assert!(
                repo().join(source).exists(),
                "COPY {source}: not in the repository"
            );
            copied += 1;
        }
    }
    assert!(copied >= 5, "the sources, maps and assets are copied");
    for folder in ["maps", "assets"] {
        assert!(
            text.lines()
                .any(|l| l.starts_with(&format!("COPY {folder} "))),
            "the runtime image holds {folder}/"
        );
    }
    let manifest = read("Cargo.toml");
    assert!(manifest.contains("name = \"conductor\""));
    let built = "/src/target/release/conductor";
    let from_build = format!("COPY --from=build {built} /usr/local/bin/conductor");
    assert!(text.contains(&from_build), "the release binary is copied");
    assert!(text.contains("--bin conductor"));
    assert!(text.contains("ENTRYPOINT [\"/usr/local/bin/conductor\"]"));
    assert!(text.contains("CMD [\"bot\"]"));
    assert!(text.contains("USER conductor"), "runs without root");
    let ignored = read(".dockerignore");
    assert!(
        ignored.lines().any(|l| l == ".env"),
        "the token stays out of the image"
    );
}

#[test]
fn compose_keeps_redis_in_an_append_only_file_on_a_volume() {
    let text = read("compose.yaml");
    for needed in [
        "env_file: .env",
        "\"--appendonly\", \"yes\"",
        "\"--appendfsync\", \"everysec\"",
        "redis-data:/data",
        "condition: service_healthy",
        "REDIS_URL=redis://redis:6379/0",
    ] {
        assert!(text.contains(needed), "compose.yaml lacks {needed}");
    }
}

#[test]
fn the_unit_runs_the_bot_with_its_settings() {
    let text = read("contrib/conductor.service");
    assert!(text.contains("ExecStart=/opt/conductor/conductor bot"));
    assert!(text.contains("EnvironmentFile=/opt/conductor/.env"));
    assert!(text.contains("User=conductor"));
    assert!(Path::new(&repo().join("maps/usa.toml")).exists());
}

/// The health checks' address: the Dockerfile's and compose.yaml's.
fn health_urls() -> Vec<String> {
    let mut urls = Vec::new();
    for file in ["Dockerfile", "compose.yaml"] {
        let text = read(file);
        let url = text
            .split(|c: char| c.is_whitespace() || c == '"')
            .find(|w| w.starts_with("http://127.0.0.1:"))
            .unwrap_or_else(|| panic!("{file} has no health check address"));
        urls.push(url.to_string());
    }
    urls
}

async fn status_of(addr: std::net::SocketAddr, path: &str) -> String {
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    let ask = format!("GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    s.write_all(ask.as_bytes()).await.unwrap();
    let mut out = String::new();
    let _ = s.read_to_string(&mut out).await;
    out.lines().next().unwrap_or_default().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_health_check_asks_a_path_the_bot_serves_on_its_metrics_port() {
    let docker = read("Dockerfile");
    let compose = read("compose.yaml");
    for url in health_urls() {
        let rest = url.trim_start_matches("http://127.0.0.1:");
        let (port, path) = rest.split_once('/').expect("port/path");
        assert!(
            docker.contains(&format!("METRICS_ADDR=0.0.0.0:{port}")),
            "{url}"
        );
        assert!(
            compose.contains(&format!("METRICS_ADDR=0.0.0.0:{port}")),
            "{url}"
        );
        assert_eq!(path, "ready", "{url}");
    }
    let addr = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap();
    let ready = Arc::new(Readiness::default());
    serve_metrics(addr, ready.clone()).await.unwrap();
    assert!(
        status_of(addr, "/ready").await.contains(" 503 "),
        "not ready yet"
    );
    ready.set(true);
    assert!(status_of(addr, "/ready").await.contains(" 200 "), "ready");
    assert!(status_of(addr, "/nowhere").await.contains(" 404 "));
}
