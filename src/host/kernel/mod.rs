//! The host's kernel, which knows no kind of record in particular: the one
//! load–decide–commit loop, the host itself (its store, computer players'
//! brain and randomness), the clock with the turn deadline, and the task
//! bus. Games, tournaments, leagues and settings are its clients.

mod clock;
mod commit;
mod fresh;
mod host;
mod task;

pub(crate) use clock::{AwayClock, TurnClock, turn_deadline};
pub use clock::{Deadline, now};
pub(crate) use commit::{Decided, Kept, Settled, items, json, load, run};
pub(crate) use fresh::Fresh;
pub use host::{Brain, Host};
pub use task::{Task, read_task};
pub(crate) use task::{TaskItem, read_bytes};
