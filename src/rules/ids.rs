//! Typed indices of a board's places, lanes and tickets.
//!
//! Each is a `u16` on the wire (`#[serde(transparent)]`), so stored games keep
//! their format, and indexes the board's list of its kind directly:
//! `board.lanes[lane]`, never `board.lanes[lane as usize]`.

use super::board::{Lane, Place, Ticket};
use serde::{Deserialize, Serialize};
use std::ops::Index;

macro_rules! board_id {
    ($(#[$doc:meta])* $name:ident indexes $item:ty) => {
        $(#[$doc])*
        #[derive(
            Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
        )]
        #[serde(transparent)]
        pub struct $name(pub u16);

        impl $name {
            /// The position in the board's list.
            #[inline]
            pub fn index(self) -> usize {
                usize::from(self.0)
            }

            /// The id at position `i` of a board's list. The loader refuses a
            /// board whose lists outgrow a `u16`, so `i` always fits.
            #[inline]
            pub fn at(i: usize) -> Self {
                debug_assert!(i <= usize::from(u16::MAX), "board lists fit a u16 index");
                Self(i as u16)
            }

            /// Every id of a list of `len` items, in order.
            #[inline]
            pub fn all(len: usize) -> impl DoubleEndedIterator<Item = Self> + Clone {
                (0..len).map(Self::at)
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                self.0.fmt(f)
            }
        }

        impl std::str::FromStr for $name {
            type Err = std::num::ParseIntError;
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                s.parse().map(Self)
            }
        }

        impl Index<$name> for Vec<$item> {
            type Output = $item;
            #[inline]
            fn index(&self, id: $name) -> &$item {
                &self[id.index()]
            }
        }
    };
}

board_id!(
    /// A place on its board.
    PlaceId indexes Place
);
board_id!(
    /// A route lane (each lane of a double route is its own lane).
    LaneId indexes Lane
);
board_id!(
    /// A ticket on its board.
    TicketId indexes Ticket
);
