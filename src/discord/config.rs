//! The bot's settings, from the environment or a `.env` file.

use super::error::DiscordError;
use std::path::PathBuf;

/// Where the embedded store keeps its files when `DATA_DIR` is not set.
pub const DEFAULT_DATA_DIR: &str = "./data";

/// Settings read at start-up.
#[derive(Clone, PartialEq, Eq)]
pub struct Settings {
    /// The bot token (never printed).
    pub token: String,
    /// Register commands on this guild only (instant; for development).
    pub dev_guild: Option<u64>,
    /// Redis for production; the embedded store in `data_dir` when absent.
    pub redis_url: Option<String>,
    pub data_dir: PathBuf,
}

impl std::fmt::Debug for Settings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Settings")
            .field("dev_guild", &self.dev_guild)
            .field("redis", &self.redis_url.is_some())
            .field("data_dir", &self.data_dir)
            .finish_non_exhaustive()
    }
}

impl Settings {
    /// Reads the settings through `get` (a variable's value, if set and not blank).
    pub fn from_vars(get: impl Fn(&str) -> Option<String>) -> Result<Settings, DiscordError> {
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
        Ok(Settings {
            token,
            dev_guild,
            redis_url: get("REDIS_URL"),
            data_dir: get("DATA_DIR")
                .map_or_else(|| PathBuf::from(DEFAULT_DATA_DIR), PathBuf::from),
        })
    }

    /// Reads the settings from the environment, after loading `.env` if there
    /// is one (variables already set win).
    pub fn from_env() -> Result<Settings, DiscordError> {
        match dotenvy::dotenv() {
            Ok(_) => {}
            Err(e) if e.not_found() => {}
            Err(e) => return Err(DiscordError::Config(format!(".env could not be read: {e}"))),
        }
        Settings::from_vars(|k| std::env::var(k).ok())
    }
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
        let s = Settings::from_vars(vars(&[("DISCORD_TOKEN", TOKEN)])).unwrap();
        assert_eq!(s.dev_guild, None);
        assert_eq!(s.redis_url, None);
        assert_eq!(s.data_dir, PathBuf::from(DEFAULT_DATA_DIR));
        let s = Settings::from_vars(vars(&[
            ("DISCORD_TOKEN", TOKEN),
            ("DEV_GUILD_ID", "123"),
            ("REDIS_URL", "redis://127.0.0.1:6379"),
            ("DATA_DIR", "/tmp/x"),
        ]))
        .unwrap();
        assert_eq!(s.dev_guild, Some(123));
        assert_eq!(s.redis_url.as_deref(), Some("redis://127.0.0.1:6379"));
        assert!(
            !format!("{s:?}").contains(TOKEN),
            "the token is never printed"
        );
    }

    #[test]
    fn missing_or_malformed_settings_are_named() {
        let e = Settings::from_vars(vars(&[("DISCORD_TOKEN", "  ")])).unwrap_err();
        assert!(matches!(e, DiscordError::MissingToken));
        assert!(e.to_string().contains("DISCORD_TOKEN is not set"));
        let e = Settings::from_vars(vars(&[("DISCORD_TOKEN", "nonsense")])).unwrap_err();
        assert!(matches!(e, DiscordError::BadToken(_)));
        let e = Settings::from_vars(vars(&[("DISCORD_TOKEN", TOKEN), ("DEV_GUILD_ID", "abc")]))
            .unwrap_err();
        assert!(e.to_string().contains("DEV_GUILD_ID"));
    }
}
