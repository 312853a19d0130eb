//! The bot's invite: the OAuth2 address a server admin opens to add the
//! bot, with the scopes and the permissions it needs, each with its use.

use crate::i18n::Msg;
use crate::msg;
use base64::Engine;
use serenity::all::Permissions;

/// Pin Messages (`1 << 51` in Discord's permissions table), its own
/// permission since February 2026; serenity 0.12 has no constant for it.
pub const PIN_MESSAGES: Permissions = Permissions::from_bits_retain(1 << 51);

/// The scopes the invite asks for: the bot user, and its slash commands.
pub const INVITE_SCOPES: [&str; 2] = ["bot", "applications.commands"];

/// One permission the bot asks for, and what it is used for.
#[derive(Clone, Debug)]
pub struct InvitePermission {
    pub permission: Permissions,
    /// Its name as Discord's settings show it.
    pub name: Msg,
    /// What the bot does with it.
    pub used_for: &'static str,
}

/// Every permission the invite asks for: games need the first three,
/// tournaments the rest.
pub fn invite_permissions() -> Vec<InvitePermission> {
    let one = |permission, name, used_for| InvitePermission {
        permission,
        name,
        used_for,
    };
    vec![
        one(
            Permissions::VIEW_CHANNEL,
            msg!("discord-perm-view-channel"),
            "games: see the channel a game is played in",
        ),
        one(
            Permissions::SEND_MESSAGES,
            msg!("discord-perm-send-messages"),
            "games: post moves, turns and results in the channel",
        ),
        one(
            Permissions::ATTACH_FILES,
            msg!("discord-perm-attach-files"),
            "games: attach the board pictures",
        ),
        one(
            Permissions::CREATE_PUBLIC_THREADS,
            msg!("discord-perm-create-threads"),
            "tournaments: open each table as a public thread",
        ),
        one(
            Permissions::SEND_MESSAGES_IN_THREADS,
            msg!("discord-perm-send-in-threads"),
            "tournaments: play each table's game in its thread",
        ),
        one(
            Permissions::MANAGE_THREADS,
            msg!("discord-perm-manage-threads"),
            "tournaments: lock a table's thread when its result counts",
        ),
        one(
            PIN_MESSAGES,
            msg!("discord-perm-pin-messages"),
            "tournaments: pin the standings in the tournament channel",
        ),
    ]
}

/// The permission integer of the invite: every permission of [`invite_permissions`].
pub fn invite_integer() -> Permissions {
    invite_permissions()
        .iter()
        .fold(Permissions::empty(), |all, n| all | n.permission)
}

/// The application id in a bot token: its first part is the bot user's id
/// in base64, and a bot's user id is its application's id.
pub fn app_id_from_token(token: &str) -> Option<u64> {
    let first = token.trim().split('.').next()?;
    let engine = base64::engine::general_purpose::STANDARD_NO_PAD;
    let bytes = engine.decode(first.trim_end_matches('=')).ok()?;
    let id: u64 = std::str::from_utf8(&bytes).ok()?.parse().ok()?;
    (id > 0).then_some(id)
}

/// The address that adds the bot of application `app_id` to a server.
pub fn invite_url(app_id: u64) -> String {
    format!(
        "https://discord.com/oauth2/authorize?client_id={app_id}&scope={}&permissions={}",
        INVITE_SCOPES.join("+"),
        invite_integer().bits()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_invite_asks_for_what_a_tournament_is_checked_for() {
        let checked = super::super::respond::needed(false, true)
            .iter()
            .fold(PIN_MESSAGES, |all, (p, _)| all | *p);
        assert_eq!(invite_integer(), checked);
    }

    #[test]
    fn a_token_names_its_application() {
        let first = base64::engine::general_purpose::STANDARD_NO_PAD.encode("123456789012345678");
        let token = format!("{first}.GabcDe.xyz");
        assert_eq!(app_id_from_token(&token), Some(123_456_789_012_345_678));
        assert_eq!(app_id_from_token("not a token"), None);
        assert_eq!(app_id_from_token(""), None);
    }
}
