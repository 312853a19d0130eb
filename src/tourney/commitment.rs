//! Commit-and-reveal for seeds: post `commit(seed, salt)` before the seed is
//! used, reveal seed and salt afterwards, and anyone can check them.
//!
//! Byte layout hashed with SHA-256: the seed as 8 bytes big-endian, then the
//! salt's bytes as they are. So `printf` of those bytes piped to `sha256sum`
//! gives the same lowercase hex string.

use rand::RngCore;
use sha2::{Digest, Sha256};

/// Length of a salt from [`new_salt`], in bytes.
pub(crate) const SALT_LEN: usize = 16;

/// The commitment: lowercase hex SHA-256 of `seed (u64, big-endian) ‖ salt`.
pub fn commit(seed: u64, salt: &[u8]) -> String {
    let mut hasher = Sha256::new();
    hasher.update(seed.to_be_bytes());
    hasher.update(salt);
    to_hex(&hasher.finalize())
}

/// True when `commitment` (hex, any case, surrounding spaces ignored) is the
/// commitment of this seed and salt.
pub fn verify(commitment: &str, seed: u64, salt: &[u8]) -> bool {
    commitment.trim().eq_ignore_ascii_case(&commit(seed, salt))
}

/// A fresh random salt, so a committed seed cannot be found by trying seeds.
pub fn new_salt(rng: &mut impl RngCore) -> [u8; SALT_LEN] {
    let mut salt = [0; SALT_LEN];
    rng.fill_bytes(&mut salt);
    salt
}

/// Lowercase hex of bytes (for showing salts and hashes).
pub(crate) fn to_hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn commitment_matches_the_documented_layout() {
        // printf '\x00\x01\x02\x03\x04\x05\x06\x07ab' | sha256sum
        assert_eq!(
            commit(0x0001_0203_0405_0607, b"ab"),
            "5f62359ee6985bf9077ceea7b790b4d61e94cada5769f7be9f38428f0b5d061f"
        );
        assert_eq!(commit(7, b"").len(), 64);
    }

    #[test]
    fn verify_accepts_the_reveal_and_rejects_tampering() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
        let salt = new_salt(&mut rng);
        let c = commit(42, &salt);
        assert!(verify(&c, 42, &salt));
        assert!(verify(&c.to_uppercase(), 42, &salt));
        assert!(!verify(&c, 43, &salt));
        let mut other = salt;
        other[0] ^= 1;
        assert!(!verify(&c, 42, &other));
        let mut bad = c.clone();
        bad.replace_range(0..1, if c.starts_with('0') { "1" } else { "0" });
        assert!(!verify(&bad, 42, &salt));
        assert_ne!(new_salt(&mut rng), salt);
    }
}
