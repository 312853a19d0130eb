//! The bot's settings, from the environment or a `.env` file.

use super::error::DiscordError;
use std::path::PathBuf;

/// Where the embedded store keeps its files when `DATA_DIR` is not set.
pub(super) const DEFAULT_DATA_DIR: &str = "./data";

/// The bot's configuration, read at start-up.
#[derive(Clone, PartialEq, Eq)]
pub struct BotConfig {
    /// The bot token (never printed).
    pub token: String,
    /// Register commands on this guild only (instant; for development).
    pub dev_guild: Option<u64>,
    /// Redis for production; the embedded store in `data_dir` when absent.
    pub redis_url: Option<String>,
    pub data_dir: PathBuf,
    /// For tests: the origin that replaces `https://discord.com` for REST.
    pub api_url: Option<String>,
    /// For tests: the gateway websocket URL.
    pub gateway_url: Option<String>,
    /// Which shards this process runs; all of them (autosharded) when absent.
    pub shards: Option<Shards>,
    /// Where `/metrics` and `/ready` are served alone; no endpoint when absent.
    pub metrics_addr: Option<std::net::SocketAddr>,
    /// Where the web pages are served (with `/metrics` and `/ready`); none
    /// when absent.
    pub web_addr: Option<std::net::SocketAddr>,
    /// The address the web pages are reached at (`PUBLIC_URL`, no trailing
    /// slash), which links are made from; no links when absent.
    pub public_url: Option<String>,
    /// The secret private links are signed with (`WEB_SECRET`); without
    /// it, a random key kept in the store. Never shown.
    pub web_secret: Option<String>,
    /// How long an outbox message taken by this process stays its own before
    /// another process may send it (`OUTBOX_LEASE_SECS`, default 120).
    pub outbox_lease: std::time::Duration,
    /// Members with this role (id or name) may run tournament organiser
    /// commands, as those who manage the server may.
    pub tourney_role: Option<String>,
    /// Listen for members leaving servers (`MEMBER_EVENTS=yes`): their
    /// seats go to computer players. Needs the privileged Server Members
    /// intent turned on for the bot in Discord's developer portal.
    pub member_events: bool,
    /// How long the expert computer player thinks per decision
    /// (`EXPERT_MS`, default 200 ms).
    pub expert_budget: std::time::Duration,
}

/// The longest `EXPERT_MS` allowed: a table of experts must not take
/// minutes a round.
const MAX_EXPERT_MS: u64 = 5_000;

/// A whole number from 1 to `max` read from `name` (counting `unit`), if
/// set.
fn count(
    name: &str,
    value: Option<String>,
    max: u64,
    unit: &str,
) -> Result<Option<u64>, DiscordError> {
    value
        .map(|v| {
            v.trim()
                .parse::<u64>()
                .ok()
                .filter(|n| (1..=max).contains(n))
                .ok_or_else(|| {
                    let range = match max {
                        u64::MAX => "above 0".to_string(),
                        max => format!("from 1 to {max}"),
                    };
                    DiscordError::Config(format!(
                        "{name} must be a number of {unit} {range}, not \"{v}\""
                    ))
                })
        })
        .transpose()
}

/// An address and port read from `name`, if set.
fn address(
    name: &str,
    value: Option<String>,
    example: &str,
) -> Result<Option<std::net::SocketAddr>, DiscordError> {
    value
        .map(|v| {
            v.parse().map_err(|_| {
                DiscordError::Config(format!(
                    "{name} must be an address and port such as {example}, not \"{v}\""
                ))
            })
        })
        .transpose()
}

/// A contiguous range of shards out of a total, for one of several processes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shards {
    /// The first shard this process runs.
    pub first: u32,
    /// The last shard this process runs (inclusive).
    pub last: u32,
    /// How many shards all processes run together.
    pub count: u32,
}

impl std::fmt::Debug for BotConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BotConfig")
            .field("dev_guild", &self.dev_guild)
            .field("redis", &self.redis_url.is_some())
            .field("data_dir", &self.data_dir)
            .field("api_url", &self.api_url)
            .field("gateway_url", &self.gateway_url)
            .field("shards", &self.shards)
            .field("metrics_addr", &self.metrics_addr)
            .field("web_addr", &self.web_addr)
            .field("public_url", &self.public_url)
            .field("web_secret", &self.web_secret.is_some())
            .finish_non_exhaustive()
    }
}

impl BotConfig {
    /// Reads the settings through `get` (a variable's value, if set and not blank).
    pub fn from_vars(get: impl Fn(&str) -> Option<String>) -> Result<BotConfig, DiscordError> {
        let get = |k: &str| {
            get(k)
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        let token = get("DISCORD_TOKEN").ok_or(DiscordError::MissingToken)?;
        if serenity::utils::validate_token(&token).is_err() {
            return Err(DiscordError::BadToken(
                "it is not shaped like a bot token".into(),
            ));
        }
        let dev_guild = match get("DEV_GUILD_ID") {
            None => None,
            Some(v) => Some(v.parse::<u64>().ok().filter(|&n| n > 0).ok_or_else(|| {
                DiscordError::Config(format!(
                    "DEV_GUILD_ID must be a server id (a number), not \"{v}\""
                ))
            })?),
        };
        let metrics_addr = address("METRICS_ADDR", get("METRICS_ADDR"), "127.0.0.1:9100")?;
        let web_addr = address("WEB_ADDR", get("WEB_ADDR"), "0.0.0.0:8080")?;
        let outbox_lease = count(
            "OUTBOX_LEASE_SECS",
            get("OUTBOX_LEASE_SECS"),
            u64::MAX,
            "seconds",
        )?
        .map_or(super::deliver::LEASE, std::time::Duration::from_secs);
        let expert_budget = count("EXPERT_MS", get("EXPERT_MS"), MAX_EXPERT_MS, "milliseconds")?
            .map_or(crate::ai::DEFAULT_BUDGET, std::time::Duration::from_millis);
        Ok(BotConfig {
            token,
            dev_guild,
            redis_url: get("REDIS_URL"),
            data_dir: get("DATA_DIR")
                .map_or_else(|| PathBuf::from(DEFAULT_DATA_DIR), PathBuf::from),
            api_url: get("DISCORD_API_URL").map(|u| u.trim_end_matches('/').to_string()),
            gateway_url: get("DISCORD_GATEWAY_URL"),
            shards: shards(get("SHARD_IDS"), get("SHARD_COUNT"))?,
            metrics_addr,
            web_addr,
            public_url: get("PUBLIC_URL").map(|u| u.trim_end_matches('/').to_string()),
            web_secret: get("WEB_SECRET"),
            outbox_lease,
            tourney_role: get("TOURNEY_ROLE"),
            member_events: yes_no("MEMBER_EVENTS", get("MEMBER_EVENTS"))?,
            expert_budget,
        })
    }

    /// Reads the settings from the environment, after loading `.env` if there
    /// is one (variables already set win).
    pub fn from_env() -> Result<BotConfig, DiscordError> {
        match dotenvy::dotenv() {
            Ok(_) => {}
            Err(e) if e.not_found() => {}
            Err(e) => return Err(DiscordError::Config(format!(".env could not be read: {e}"))),
        }
        BotConfig::from_vars(|k| std::env::var(k).ok())
    }
}

/// Reads a yes/no setting (`yes`, `true`, `1` or `no`, `false`, `0`; no
/// when empty).
fn yes_no(name: &str, value: Option<String>) -> Result<bool, DiscordError> {
    match value.as_deref().map(str::to_ascii_lowercase).as_deref() {
        None | Some("no" | "false" | "0") => Ok(false),
        Some("yes" | "true" | "1") => Ok(true),
        Some(v) => Err(DiscordError::Config(format!(
            "{name} must be yes or no, not \"{v}\""
        ))),
    }
}

/// Reads `SHARD_IDS` ("3" or "0-3") and `SHARD_COUNT` (both or neither).
fn shards(ids: Option<String>, count: Option<String>) -> Result<Option<Shards>, DiscordError> {
    let (ids, count) = match (ids, count) {
        (None, None) => return Ok(None),
        (Some(ids), Some(count)) => (ids, count),
        _ => {
            return Err(DiscordError::Config(
                "SHARD_IDS and SHARD_COUNT go together: set both (e.g. SHARD_IDS=0-1 \
                 SHARD_COUNT=4) or neither (one process runs every shard)"
                    .into(),
            ));
        }
    };
    let bad = |what: &str| {
        DiscordError::Config(format!(
            "{what}: SHARD_IDS is one shard or a range (\"2\" or \"0-3\") below \
             SHARD_COUNT, a number above 0 (got SHARD_IDS={ids}, SHARD_COUNT={count})"
        ))
    };
    let count: u32 = count
        .parse()
        .ok()
        .filter(|&n| n > 0)
        .ok_or_else(|| bad("bad SHARD_COUNT"))?;
    let (first, last) = ids.split_once('-').unwrap_or((&ids, &ids));
    let (first, last): (u32, u32) = match (first.trim().parse(), last.trim().parse()) {
        (Ok(f), Ok(l)) => (f, l),
        _ => return Err(bad("bad SHARD_IDS")),
    };
    if first > last || last >= count {
        return Err(bad("SHARD_IDS out of range"));
    }
    Ok(Some(Shards { first, last, count }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    const TOKEN: &str = "MTA1NjE5MjQ1NjE5MjQ1NjE5Mg.GhIjKl.abcdefghijklmnopqrstuvwxyz0123456789AB";

    fn vars(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let map: HashMap<String, String> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        move |k| map.get(k).cloned()
    }

    #[test]
    fn reads_settings_with_defaults() {
        let s = BotConfig::from_vars(vars(&[("DISCORD_TOKEN", TOKEN)])).unwrap();
        assert_eq!(s.dev_guild, None);
        assert_eq!(s.redis_url, None);
        assert_eq!(s.tourney_role, None);
        assert!(!s.member_events, "off unless asked for");
        assert_eq!(s.expert_budget, crate::ai::DEFAULT_BUDGET);
        assert_eq!(s.data_dir, PathBuf::from(DEFAULT_DATA_DIR));
        let s = BotConfig::from_vars(vars(&[
            ("DISCORD_TOKEN", TOKEN),
            ("DEV_GUILD_ID", "123"),
            ("REDIS_URL", "redis://127.0.0.1:6379"),
            ("DATA_DIR", "/tmp/x"),
            ("TOURNEY_ROLE", " Tournament Staff "),
            ("MEMBER_EVENTS", "Yes"),
            ("EXPERT_MS", "500"),
        ]))
        .unwrap();
        assert!(s.member_events);
        assert_eq!(s.expert_budget, std::time::Duration::from_millis(500));
        assert_eq!(s.dev_guild, Some(123));
        assert_eq!(s.tourney_role.as_deref(), Some("Tournament Staff"));
        assert_eq!(s.redis_url.as_deref(), Some("redis://127.0.0.1:6379"));
        assert!(
            !format!("{s:?}").contains(TOKEN),
            "the token is never printed"
        );
    }

    #[test]
    fn missing_or_malformed_settings_are_named() {
        let e = BotConfig::from_vars(vars(&[("DISCORD_TOKEN", "  ")])).unwrap_err();
        assert!(matches!(e, DiscordError::MissingToken));
        assert!(e.to_string().contains("DISCORD_TOKEN is not set"));
        let e = BotConfig::from_vars(vars(&[("DISCORD_TOKEN", "nonsense")])).unwrap_err();
        assert!(matches!(e, DiscordError::BadToken(_)));
        let e = BotConfig::from_vars(vars(&[("DISCORD_TOKEN", TOKEN), ("DEV_GUILD_ID", "abc")]))
            .unwrap_err();
        assert!(e.to_string().contains("DEV_GUILD_ID"));
        let e = BotConfig::from_vars(vars(&[("DISCORD_TOKEN", TOKEN), ("METRICS_ADDR", "x")]))
            .unwrap_err();
        assert!(e.to_string().contains("METRICS_ADDR"));
        let e = BotConfig::from_vars(vars(&[("DISCORD_TOKEN", TOKEN), ("WEB_ADDR", "web")]))
            .unwrap_err();
        assert!(e.to_string().contains("WEB_ADDR must be an address"), "{e}");
        let e = BotConfig::from_vars(vars(&[
            ("DISCORD_TOKEN", TOKEN),
            ("MEMBER_EVENTS", "maybe"),
        ]))
        .unwrap_err();
        assert!(
            e.to_string().contains("MEMBER_EVENTS must be yes or no"),
            "{e}"
        );
        for bad in ["0", "soon"] {
            let e = BotConfig::from_vars(vars(&[
                ("DISCORD_TOKEN", TOKEN),
                ("OUTBOX_LEASE_SECS", bad),
            ]))
            .unwrap_err();
            assert!(e.to_string().contains("OUTBOX_LEASE_SECS"), "{e}");
        }
        for bad in ["0", "fast", "60000"] {
            let e = BotConfig::from_vars(vars(&[("DISCORD_TOKEN", TOKEN), ("EXPERT_MS", bad)]))
                .unwrap_err();
            assert!(e.to_string().contains("EXPERT_MS must be a number"), "{e}");
        }
    }

    #[test]
    fn test_endpoints_and_shards_are_read() {
        let s = BotConfig::from_vars(vars(&[
            ("DISCORD_TOKEN", TOKEN),
            ("DISCORD_API_URL", "http://127.0.0.1:9/"),
            ("DISCORD_GATEWAY_URL", "ws://127.0.0.1:9/gateway"),
            ("SHARD_IDS", "1-2"),
            ("SHARD_COUNT", "4"),
            ("METRICS_ADDR", "127.0.0.1:9100"),
            ("WEB_ADDR", "127.0.0.1:8080"),
            ("PUBLIC_URL", "https://tickets.example/"),
            ("WEB_SECRET", "not-for-the-log"),
        ]))
        .unwrap();
        assert!(!format!("{s:?}").contains("not-for-the-log"));
        assert_eq!(s.web_secret.as_deref(), Some("not-for-the-log"));
        assert_eq!(s.api_url.as_deref(), Some("http://127.0.0.1:9"));
        assert_eq!(s.gateway_url.as_deref(), Some("ws://127.0.0.1:9/gateway"));
        let want = Shards {
            first: 1,
            last: 2,
            count: 4,
        };
        assert_eq!(s.shards, Some(want));
        assert_eq!(s.metrics_addr.map(|a| a.port()), Some(9100));
        assert_eq!(s.web_addr.map(|a| a.port()), Some(8080));
        assert_eq!(s.public_url.as_deref(), Some("https://tickets.example"));
        assert_eq!(
            s.outbox_lease,
            crate::discord::deliver::LEASE,
            "the default"
        );
        let one = shards(Some("3".into()), Some("4".into())).unwrap();
        assert_eq!(one.map(|s| (s.first, s.last)), Some((3, 3)));
        for (ids, count) in [("4", "4"), ("2-1", "4"), ("a", "4"), ("0", "0")] {
            let e = shards(Some(ids.into()), Some(count.into())).unwrap_err();
            assert!(e.to_string().contains("SHARD_IDS"), "{e}");
        }
        assert!(shards(Some("0".into()), None).is_err());
        assert_eq!(shards(None, None).unwrap(), None);
    }
}
