//! How a game's record and log entries are written: compact, and every
//! earlier form still reads.
//!
//! - A record is its JSON compressed with LZ4 behind a one-byte mark
//!   ([`RECORD_MARK`]), then the JSON's length (4 bytes, little-endian).
//!   LZ4 compresses and expands a record several times faster than zlib,
//!   for records about a sixth larger. A stored record that begins with `{`
//!   is the plain JSON the first versions wrote; any other is the zlib
//!   stream the versions before LZ4 wrote.
//! - A log entry is [postcard](https://docs.rs/postcard)'s binary form
//!   behind a one-byte mark ([`LOG_MARK`]); an entry that begins with `{` is
//!   the JSON earlier versions wrote. Postcard names enum variants by their
//!   position, so the variants of [`LogEntry`] and of the rules' `Action`
//!   must only ever be added at the end: `tests/stored_upgrade.rs` reads
//!   entries written in this form to hold that.

use super::record::LogEntry;
use flate2::read::ZlibDecoder;
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::io::Read;

/// The first byte of a log entry in postcard's form (JSON begins with `{`).
const LOG_MARK: u8 = 1;
/// The first byte of a record compressed with LZ4 (a zlib stream begins
/// with 0x78, JSON with `{`).
const RECORD_MARK: u8 = 4;
/// The longest record JSON read back: far beyond any game's, so a damaged
/// length cannot ask for gigabytes.
const LONGEST_RECORD: usize = 64 << 20;

/// `value` as a stored record: compressed JSON.
pub(super) fn pack<T: Serialize>(value: &T) -> Result<Vec<u8>, String> {
    let json = serde_json::to_vec(value).map_err(|e| e.to_string())?;
    let len = u32::try_from(json.len()).map_err(|_| "record too long".to_string())?;
    let mut out = Vec::with_capacity(5 + lz4_flex::block::get_maximum_output_size(json.len()));
    out.push(RECORD_MARK);
    out.extend(len.to_le_bytes());
    out.extend(lz4_flex::block::compress(&json));
    Ok(out)
}

/// A stored record, in any form a version wrote.
pub(super) fn unpack<T: DeserializeOwned>(data: &[u8]) -> Result<T, String> {
    let json = match data.first() {
        Some(b'{') => return serde_json::from_slice(data).map_err(|e| e.to_string()),
        Some(&RECORD_MARK) => expand(&data[1..])?,
        _ => inflate(data)?,
    };
    serde_json::from_slice(&json).map_err(|e| e.to_string())
}

/// A record's JSON from its length and LZ4 block.
fn expand(data: &[u8]) -> Result<Vec<u8>, String> {
    let (len, block) = data
        .split_first_chunk::<4>()
        .ok_or("not a stored record: no length")?;
    let len = u32::from_le_bytes(*len) as usize;
    if len > LONGEST_RECORD {
        return Err(format!("not a stored record: {len} bytes long"));
    }
    lz4_flex::block::decompress(block, len).map_err(|e| format!("not a stored record: {e}"))
}

/// A record's JSON from the zlib stream earlier versions wrote.
fn inflate(data: &[u8]) -> Result<Vec<u8>, String> {
    let mut json = Vec::with_capacity(data.len() * 4);
    ZlibDecoder::new(data)
        .read_to_end(&mut json)
        .map_err(|e| format!("not a stored record: {e}"))?;
    Ok(json)
}

impl LogEntry {
    /// The entry as it is stored.
    pub fn write(&self) -> Result<Vec<u8>, String> {
        let mut out = vec![LOG_MARK];
        out.extend(postcard::to_stdvec(self).map_err(|e| e.to_string())?);
        Ok(out)
    }

    /// A stored entry, in either form.
    pub fn read(data: &[u8]) -> Result<LogEntry, String> {
        match data.split_first() {
            Some((&LOG_MARK, rest)) => postcard::from_bytes(rest).map_err(|e| e.to_string()),
            _ => serde_json::from_slice(data).map_err(|e| e.to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{LogEntry, pack, unpack};
    use crate::maps;
    use crate::rules::{Action, GameOptions, new_game};

    #[test]
    fn a_log_entry_reads_back_in_either_form() {
        let board = maps::board("europe").unwrap();
        let names = vec!["ann".to_string(), "bob".to_string()];
        let state = new_game(&board, &names, GameOptions::default(), 7).unwrap();
        let entries = [
            LogEntry::Action {
                seat: 1,
                action: Action::DrawTickets,
            },
            LogEntry::Pass { seat: 0 },
            LogEntry::Undone {
                seat: 1,
                state: Box::new(state.clone()),
            },
        ];
        for entry in &entries {
            let json = serde_json::to_vec(entry).unwrap();
            let packed = entry.write().unwrap();
            assert!(
                packed.len() < json.len(),
                "{} < {}",
                packed.len(),
                json.len()
            );
            for stored in [&json, &packed] {
                let back = serde_json::to_vec(&LogEntry::read(stored).unwrap()).unwrap();
                assert_eq!(back, json);
            }
        }
    }

    #[test]
    fn a_record_reads_back_from_every_form_a_version_wrote() {
        use flate2::{Compression, write::ZlibEncoder};
        use std::io::Write;
        let board = maps::board("europe").unwrap();
        let names = vec!["ann".to_string(), "bob".to_string()];
        let state = new_game(&board, &names, GameOptions::default(), 7).unwrap();
        let json = serde_json::to_vec(&state).unwrap();
        let packed = pack(&state).unwrap();
        assert!(packed.len() < json.len() / 2);
        let mut z = ZlibEncoder::new(Vec::new(), Compression::fast());
        z.write_all(&json).unwrap();
        let zlib = z.finish().unwrap();
        for stored in [&packed, &zlib, &json] {
            let back: crate::rules::GameState = unpack(stored).unwrap();
            assert_eq!(serde_json::to_vec(&back).unwrap(), json);
        }
        assert!(unpack::<crate::rules::GameState>(b"\x78\x01garbage").is_err());
        let mut long = packed.clone();
        long[1..5].copy_from_slice(&u32::MAX.to_le_bytes());
        assert!(unpack::<crate::rules::GameState>(&long).is_err());
        assert!(unpack::<crate::rules::GameState>(&packed[..3]).is_err());
    }
}
