//! The unguessable tokens that web pages are reached by (a game's, a
//! tournament's, a league's), and their comparison.

/// A new token: 128 random bits from the operating system's generator, as
/// hex. Nothing about a record (its id, its seed) goes into it.
pub fn new_token() -> String {
    let bytes: [u8; 16] = rand::random();
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Whether `token` is the stored one, compared in time that does not
/// depend on where they differ.
pub(crate) fn same(stored: Option<&str>, token: &str) -> bool {
    stored.is_some_and(|a| {
        a.len() == token.len()
            && a.bytes()
                .zip(token.bytes())
                .fold(0u8, |acc, (x, y)| acc | (x ^ y))
                == 0
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_long_random_and_compared_whole() {
        let (a, b) = (new_token(), new_token());
        assert_eq!(a.len(), 32);
        assert_ne!(a, b);
        assert!(same(Some(&a), &a.clone()));
        assert!(!same(Some(&a), &b));
        assert!(!same(Some(&a), &a[..31]));
        assert!(!same(None, &a));
    }
}
