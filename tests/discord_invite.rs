//! `conductor invite`: the address that adds the bot to a server. Its
//! permission integer is checked bit by bit against the values of Discord's
//! permissions table (developer documentation, "Bitwise Permission Flags").

use std::process::Command;

/// The permissions the bot asks for, by the name Discord's settings show,
/// with the bit Discord's table gives each.
const DOCUMENTED: [(&str, u32); 7] = [
    ("View Channel", 10),
    ("Send Messages", 11),
    ("Attach Files", 15),
    ("Manage Threads", 34),
    ("Create Public Threads", 35),
    ("Send Messages in Threads", 38),
    ("Pin Messages", 51),
];

fn invite(args: &[&str], token: Option<&str>) -> (bool, String, String) {
    let dir = tempfile::tempdir().unwrap();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_conductor"));
    cmd.arg("invite").args(args).current_dir(dir.path());
    cmd.env_remove("DISCORD_TOKEN");
    if let Some(t) = token {
        cmd.env("DISCORD_TOKEN", t);
    }
    let out = cmd.output().expect("conductor runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The value of `name` in the address's query.
fn query<'a>(url: &'a str, name: &str) -> Option<&'a str> {
    let (_, q) = url.split_once('?')?;
    q.split('&')
        .find_map(|kv| kv.strip_prefix(name)?.strip_prefix('='))
}

#[test]
fn the_permission_integer_is_the_sum_of_the_permissions_listed() {
    let (ok, out, err) = invite(&["--app-id", "123456789012345678"], None);
    assert!(ok, "{err}");
    let url = out
        .lines()
        .find(|l| l.starts_with("https://discord.com/oauth2/authorize?"))
        .expect("an invite address");
    assert_eq!(query(url, "client_id"), Some("123456789012345678"));
    assert_eq!(query(url, "scope"), Some("bot+applications.commands"));
    let integer: u64 = query(url, "permissions").unwrap().parse().unwrap();

    // Every listed permission: its name, its bit as printed, and its use.
    let listed: Vec<(String, u32)> = out
        .lines()
        .filter_map(|l| {
            let (name, rest) = l.trim().split_once("1 << ")?;
            let bit = rest.split_whitespace().next()?.parse().ok()?;
            let used_for = rest.split_whitespace().nth(1)?;
            assert!(!used_for.is_empty(), "{l}");
            Some((name.trim().to_string(), bit))
        })
        .collect();
    assert_eq!(listed.len(), DOCUMENTED.len(), "{out}");
    let mut sum = 0u64;
    for (name, bit) in &listed {
        let documented = DOCUMENTED.iter().find(|(n, _)| n == name);
        let (_, want) = documented.unwrap_or_else(|| panic!("{name} is not asked for"));
        assert_eq!(bit, want, "{name}'s bit");
        sum |= 1 << bit;
    }
    assert_eq!(integer, sum, "the integer is the permissions listed");
    for (name, bit) in DOCUMENTED {
        assert_ne!(integer & (1 << bit), 0, "{name} is in the integer");
    }
    assert_eq!(
        integer,
        2_251_799_813_685_248 + 274_877_906_944 + 34_359_738_368 + 17_179_869_184 + 35_840
    );
    assert!(out.contains(&format!("Permissions ({integer})")), "{out}");
}

#[test]
fn the_application_id_comes_from_the_token() {
    // A bot token's first part is its user id in base64 ("123456789012345678").
    let token = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB";
    let (ok, out, err) = invite(&[], Some(token));
    assert!(ok, "{err}");
    assert!(out.contains("client_id=123456789012345678&"), "{out}");
}

#[test]
fn without_a_token_or_an_id_it_says_what_to_give() {
    let (ok, _, err) = invite(&[], None);
    assert!(!ok);
    assert!(
        err.contains("DISCORD_TOKEN") && err.contains("--app-id"),
        "{err}"
    );
}
