//! `conductor export`, `conductor import` and `conductor verify-store`: a
//! store's games, archives, quarantined games and undelivered messages as
//! JSON lines, and a check that every stored game can be read.

use super::CliError;
use std::io::{BufRead, Write};

use crate::host::ChannelRecord;
use crate::store::{Backup, Counts, Entry, Store, StoreError, WholeStore};

/// Why a backup command failed.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("cannot write the backup: {0}")]
    Write(std::io::Error),
    #[error("cannot read the backup: {0}")]
    Read(std::io::Error),
    #[error("line {line} of the backup is not an entry: {error}")]
    Line {
        line: usize,
        error: serde_json::Error,
    },
    #[error("the store already holds games; import only into an empty store")]
    NotEmpty,
}

/// Writes every entry of `store` to `out`, one JSON line each.
pub fn export_store(store: &dyn Backup, out: &mut dyn Write) -> Result<Counts, BackupError> {
    let mut counts = Counts::default();
    let mut failed = None;
    store
        .export(&mut |entry| {
            counts.add(&entry);
            let written = serde_json::to_writer(&mut *out, &entry)
                .map_err(std::io::Error::from)
                .and_then(|()| out.write_all(b"\n"));
            written.map_err(|e| {
                failed = Some(e);
                StoreError::Unavailable("the backup could not be written".into())
            })
        })
        .map_err(|e| {
            failed
                .take()
                .map_or(BackupError::Store(e), BackupError::Write)
        })?;
    out.flush().map_err(BackupError::Write)?;
    Ok(counts)
}

/// Reads a backup written by [`export_store`] into `store`, which must be empty.
pub fn import_store(store: &dyn Backup, input: impl BufRead) -> Result<Counts, BackupError> {
    if !store.is_empty()? {
        return Err(BackupError::NotEmpty);
    }
    let mut counts = Counts::default();
    for (n, line) in input.lines().enumerate() {
        let line = line.map_err(BackupError::Read)?;
        if line.trim().is_empty() {
            continue;
        }
        let entry: Entry = serde_json::from_str(&line)
            .map_err(|error| BackupError::Line { line: n + 1, error })?;
        store.import(&entry)?;
        counts.add(&entry);
    }
    Ok(counts)
}

/// What a check of a store found.
#[derive(Debug, Default)]
pub struct Verdict {
    pub counts: Counts,
    /// Channels whose game cannot be read, and why.
    pub damaged: Vec<(String, String)>,
}

/// Reads every entry of `store` and checks that each live game loads and
/// parses as a channel's record, as the host would read it.
pub fn verify_store(store: &dyn WholeStore) -> Result<Verdict, BackupError> {
    let mut verdict = Verdict::default();
    store.export(&mut |entry| {
        verdict.counts.add(&entry);
        match &entry {
            Entry::Game { channel, .. } => {
                if let Err(why) = readable(store, channel) {
                    verdict.damaged.push((channel.clone(), why.to_string()));
                }
            }
            Entry::Quarantined { channel, id, .. } if id.starts_with("damaged-") => {
                verdict
                    .damaged
                    .push((channel.clone(), "record of the wrong form".into()));
            }
            _ => {}
        }
        Ok(())
    })?;
    Ok(verdict)
}

fn readable(store: &dyn Store, channel: &str) -> Result<(), CliError> {
    match store.load(channel) {
        Ok(Some(r)) => ChannelRecord::read(&r.data)
            .map(|_| ())
            .map_err(|e| CliError::Failed(format!("record does not parse: {e}"))),
        Ok(None) => Ok(()),
        Err(e) => Err(CliError::failed(e)),
    }
}

/// One line saying what `counts` holds.
pub fn summary(counts: &Counts) -> String {
    format!(
        "{} games ({} in progress), {} archived, {} quarantined, {} undelivered messages, \
         {} players indexed",
        counts.games,
        counts.live,
        counts.archived,
        counts.quarantined,
        counts.outbox,
        counts.players
    )
}
