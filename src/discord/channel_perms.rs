//! The bot's permissions in a channel, computed from Discord's answers as
//! sent: the interaction's own `app_permissions` passes through serenity,
//! which drops the bits it does not know (Pin Messages among them).

use super::error::DiscordError;
use super::rest::Rest;
use serde_json::Value;
use serenity::all::{ChannelId, GuildId, Permissions, UserId};
use serenity::http::Route;

/// Administrator: every permission, whatever the channel says.
const ADMINISTRATOR: u64 = 1 << 3;

/// A permission integer as Discord writes it (a string, or a number).
fn bits(v: &Value) -> u64 {
    match v {
        Value::String(s) => s.parse().unwrap_or(0),
        v => v.as_u64().unwrap_or(0),
    }
}

/// The permissions of a member with `member_roles` in a channel, by
/// Discord's order: the server's @everyone role and the member's roles, then
/// the channel's overwrites for @everyone, for the member's roles together,
/// and for the member. `roles` is the server's role list, `overwrites` the
/// channel's `permission_overwrites`.
pub(super) fn in_channel(
    guild: u64,
    member: u64,
    member_roles: &[u64],
    roles: &[Value],
    overwrites: &[Value],
) -> u64 {
    let id = |v: &Value| v["id"].as_str().and_then(|s| s.parse::<u64>().ok());
    let mut base = roles
        .iter()
        .filter(|r| id(r).is_some_and(|i| i == guild || member_roles.contains(&i)))
        .fold(0, |all, r| all | bits(&r["permissions"]));
    if base & ADMINISTRATOR != 0 {
        return u64::MAX;
    }
    let apply = |base: u64, allow: u64, deny: u64| (base & !deny) | allow;
    if let Some(o) = overwrites.iter().find(|o| id(o) == Some(guild)) {
        base = apply(base, bits(&o["allow"]), bits(&o["deny"]));
    }
    let (allow, deny) = overwrites
        .iter()
        .filter(|o| {
            o["type"] == 0 && id(o).is_some_and(|i| i != guild && member_roles.contains(&i))
        })
        .fold((0, 0), |(a, d), o| {
            (a | bits(&o["allow"]), d | bits(&o["deny"]))
        });
    base = apply(base, allow, deny);
    if let Some(o) = overwrites
        .iter()
        .find(|o| o["type"] == 1 && id(o) == Some(member))
    {
        base = apply(base, bits(&o["allow"]), bits(&o["deny"]));
    }
    base
}

/// Whether the bot holds `wanted` in `channel` of `guild`, asked of Discord.
pub(super) async fn bot_has(
    rest: &Rest,
    guild: GuildId,
    channel: ChannelId,
    wanted: Permissions,
) -> Result<bool, DiscordError> {
    let me = UserId::new(rest.application_id()?.get());
    let member = rest
        .get_json(Route::GuildMember {
            guild_id: guild,
            user_id: me,
        })
        .await?;
    let roles = rest.get_json(Route::GuildRoles { guild_id: guild }).await?;
    let chan = rest
        .get_json(Route::Channel {
            channel_id: channel,
        })
        .await?;
    let member_roles: Vec<u64> = member["roles"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|r| r.as_str()?.parse().ok())
        .collect();
    let empty = Vec::new();
    let have = in_channel(
        guild.get(),
        me.get(),
        &member_roles,
        roles.as_array().unwrap_or(&empty),
        chan["permission_overwrites"].as_array().unwrap_or(&empty),
    );
    Ok(have & wanted.bits() == wanted.bits())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    const GUILD: u64 = 100;
    const BOT: u64 = 7;
    const PIN: u64 = 1 << 51;
    const SEND: u64 = 1 << 11;

    fn roles() -> Vec<Value> {
        vec![
            json!({"id": "100", "permissions": (SEND).to_string()}),
            json!({"id": "200", "permissions": (PIN).to_string()}),
            json!({"id": "300", "permissions": "8"}),
        ]
    }

    #[test]
    fn a_role_grants_a_bit_serenity_does_not_know() {
        let have = in_channel(GUILD, BOT, &[200], &roles(), &[]);
        assert_eq!(have, SEND | PIN);
        assert_eq!(in_channel(GUILD, BOT, &[], &roles(), &[]), SEND);
    }

    #[test]
    fn overwrites_apply_in_discords_order() {
        let everyone_denies =
            json!({"id": "100", "type": 0, "allow": "0", "deny": PIN.to_string()});
        let role_allows = json!({"id": "200", "type": 0, "allow": PIN.to_string(), "deny": "0"});
        let member_denies = json!({"id": "7", "type": 1, "allow": "0", "deny": PIN.to_string()});
        let have = in_channel(
            GUILD,
            BOT,
            &[200],
            &roles(),
            std::slice::from_ref(&everyone_denies),
        );
        assert_eq!(have & PIN, 0, "@everyone's deny takes the role's pin away");
        let have = in_channel(
            GUILD,
            BOT,
            &[200],
            &roles(),
            &[everyone_denies.clone(), role_allows.clone()],
        );
        assert_eq!(have & PIN, PIN, "a role's allow wins over @everyone's deny");
        let have = in_channel(
            GUILD,
            BOT,
            &[200],
            &roles(),
            &[everyone_denies, role_allows, member_denies],
        );
        assert_eq!(have & PIN, 0, "the member's own deny comes last");
    }

    #[test]
    fn administrator_has_everything() {
        let deny = json!({"id": "100", "type": 0, "allow": "0", "deny": PIN.to_string()});
        assert_eq!(in_channel(GUILD, BOT, &[300], &roles(), &[deny]), u64::MAX);
    }
}
