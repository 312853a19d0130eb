//! The key private links are signed with HMAC-SHA256.
//!
//! The key is the operator's secret (`WEB_SECRET`) when one is given, else
//! a random key made once and kept in the store under [`KEY_RECORD`], so
//! every process over the same store signs and checks alike. The key is
//! never logged: [`Signer`]'s `Debug` does not show it.

use super::error::HostError;
use super::kernel::{self, Decided, Kept};
use crate::store::Commit;
use crate::store::Store;
use hmac::{Hmac, KeyInit, Mac};
use sha2::Sha256;
use std::sync::OnceLock;

/// The store key of the kept signing key.
pub const KEY_RECORD: &str = "web-secret";

/// The kept signing key, as hex.
#[derive(serde::Serialize, serde::Deserialize)]
struct KeptKey {
    key: String,
}

impl Kept for KeptKey {}

/// Signs and checks with the configured secret, or the store's key, read
/// (or made) once.
#[derive(Default)]
pub struct Signer {
    configured: Option<Vec<u8>>,
    kept: OnceLock<Vec<u8>>,
}

impl std::fmt::Debug for Signer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Signer(..)")
    }
}

impl Signer {
    /// A signer with `secret` (blank: none, the store's key is used).
    pub fn new(secret: Option<&str>) -> Signer {
        let configured = secret
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(|s| s.as_bytes().to_vec());
        Signer {
            configured,
            kept: OnceLock::new(),
        }
    }

    /// The signature of `message`, as 64 hex digits.
    pub fn sign(&self, store: &dyn Store, message: &str) -> Result<String, HostError> {
        let key = self.key(store)?;
        Ok(hex(&hmac_sha256(key, message.as_bytes())))
    }

    /// Whether `signature` is `message`'s, compared in constant time.
    pub fn verify(
        &self,
        store: &dyn Store,
        message: &str,
        signature: &str,
    ) -> Result<bool, HostError> {
        let good = self.sign(store, message)?;
        Ok(super::token::same(Some(&good), signature))
    }

    fn key(&self, store: &dyn Store) -> Result<&[u8], HostError> {
        if let Some(key) = &self.configured {
            return Ok(key);
        }
        if let Some(key) = self.kept.get() {
            return Ok(key);
        }
        let key = kept_key(store)?;
        Ok(self.kept.get_or_init(|| key))
    }
}

/// The store's key, made and kept by the first process that asks (a race
/// is won by one commit; the others read its key).
fn kept_key(store: &dyn Store) -> Result<Vec<u8>, HostError> {
    let settled = kernel::run(store, KEY_RECORD, |rec: Option<&KeptKey>| {
        if let Some(k) = rec {
            return Ok(Decided::unchanged(k.key.clone()));
        }
        let bytes: [u8; 32] = rand::random();
        let key = hex(&bytes);
        let commit = Commit {
            data: kernel::json(&KeptKey { key: key.clone() })?,
            ..Commit::default()
        };
        Ok(Decided::saving(key, commit))
    })?;
    Ok(settled.answer.into_bytes())
}

/// HMAC-SHA256 of `message` under `key`.
fn hmac_sha256(key: &[u8], message: &[u8]) -> [u8; 32] {
    let mut mac = Hmac::<Sha256>::new_from_slice(key).expect("HMAC takes a key of any length");
    mac.update(message);
    mac.finalize().into_bytes().into()
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hmac_matches_rfc_4231() {
        let key = [0x0bu8; 20];
        assert_eq!(
            hex(&hmac_sha256(&key, b"Hi There")),
            "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"
        );
        assert_eq!(
            hex(&hmac_sha256(b"Jefe", b"what do ya want for nothing?")),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        );
        // A key longer than a block is hashed first (test case 6).
        let long = [0xaau8; 131];
        assert_eq!(
            hex(&hmac_sha256(
                &long,
                b"Test Using Larger Than Block-Size Key - Hash Key First"
            )),
            "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
        );
    }

    #[test]
    fn the_signer_does_not_show_its_key() {
        let s = Signer::new(Some("hunter2-secret"));
        assert!(!format!("{s:?}").contains("hunter2"));
    }
}
