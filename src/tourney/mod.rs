//! Tournaments, the pure part: Swiss pairing at multiplayer tables, tournament
//! points, standings with tie-breaks, Weng-Lin ratings and seed commitments.
//! Nothing here touches the host, the store or Discord: every function is a
//! deterministic function of its arguments (and a seed where one is taken).

mod commitment;
mod pairing;
mod points;
mod rating;
mod standings;

pub(crate) use commitment::{SALT_LEN, to_hex};
pub use commitment::{commit, new_salt, verify};
pub(crate) use pairing::MAX_SEATS;
pub use pairing::table_sizes;
pub use pairing::{Entrant, PairError, Round, TableSize, pair, repeat_pairs};
pub use points::{BYE_POINTS, TableResult, table_points, vp_share};
pub use rating::{PlayerRating, Ratings, display, provisional};
pub use standings::{Adjustment, RoundResults, Standing, entrants, standings};
