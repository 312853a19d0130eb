//! How a game's record and log entries are written: compact, and every
//! earlier form still reads.
//!
//! - A record is its JSON compressed with zlib. A stored record that begins
//!   with `{` is the plain JSON every earlier version wrote.
//! - A log entry is [postcard](https://docs.rs/postcard)'s binary form
//!   behind a one-byte mark ([`LOG_MARK`]); an entry that begins with `{` is
//!   the JSON earlier versions wrote. Postcard names enum variants by their
//!   position, so the variants of [`LogEntry`] and of the rules' `Action`
//!   must only ever be added at the end: `tests/stored_upgrade.rs` reads
//!   entries written in this form to hold that.

use super::record::LogEntry;
use flate2::read::ZlibDecoder;
use flate2::{Compress, Compression, FlushCompress, Status};
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::cell::RefCell;
use std::io::Read;

/// The first byte of a log entry in postcard's form (JSON begins with `{`).
const LOG_MARK: u8 = 1;

/// `value` as a stored record: compressed JSON.
pub(super) fn pack<T: Serialize>(value: &T) -> Result<Vec<u8>, String> {
    let json = serde_json::to_vec(value).map_err(|e| e.to_string())?;
    DEFLATE.with_borrow_mut(|z| deflate(z, &json))
}

thread_local! {
    /// Each thread's compressor, reset for every record: making one costs
    /// more than compressing a small record.
    static DEFLATE: RefCell<Compress> = RefCell::new(Compress::new(Compression::fast(), true));
}

/// `data` as one zlib stream.
fn deflate(z: &mut Compress, data: &[u8]) -> Result<Vec<u8>, String> {
    z.reset();
    let mut out = Vec::with_capacity(data.len() / 4 + 64);
    loop {
        let read = z.total_in() as usize;
        let status = z
            .compress_vec(&data[read..], &mut out, FlushCompress::Finish)
            .map_err(|e| e.to_string())?;
        if status == Status::StreamEnd {
            return Ok(out);
        }
        out.reserve(out.capacity().max(64));
    }
}

/// A stored record, compressed or (written by an earlier version) plain.
pub(super) fn unpack<T: DeserializeOwned>(data: &[u8]) -> Result<T, String> {
    if data.first() == Some(&b'{') {
        return serde_json::from_slice(data).map_err(|e| e.to_string());
    }
    let mut json = Vec::with_capacity(data.len() * 4);
    ZlibDecoder::new(data)
        .read_to_end(&mut json)
        .map_err(|e| format!("not a stored record: {e}"))?;
    serde_json::from_slice(&json).map_err(|e| e.to_string())
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
        let json = serde_json::to_vec(&state).unwrap();
        let packed = pack(&state).unwrap();
        assert!(packed.len() < json.len() / 2);
        // The compressor is reused: a record packed after another is the same.
        pack(&entries).unwrap();
        assert_eq!(pack(&state).unwrap(), packed);
        for stored in [&packed, &json] {
            let back: crate::rules::GameState = unpack(stored).unwrap();
            assert_eq!(serde_json::to_vec(&back).unwrap(), json);
        }
        assert!(unpack::<crate::rules::GameState>(b"\x78\x01garbage").is_err());
    }
}
