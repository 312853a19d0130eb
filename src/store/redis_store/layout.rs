//! Where the Redis store's keys live.
//!
//! A standalone Redis keeps every key under `{prefix}:` (the layout the
//! module doc lists). A Redis Cluster runs a script only on keys of one hash
//! slot, so there the keys are split into [`PARTITIONS`] spaces: a channel
//! belongs to space `crc16(channel) % PARTITIONS`, and every key its commit
//! touches (record, log, timers, outbox, history, done tokens, live set,
//! players' game sets) starts with that space's hash tag `{prefix.pNN}`.
//! Reads that span channels visit every space.

/// How many spaces a cluster's keys are split into. Fixed: changing it
/// would move channels to other spaces (export and import to change it).
pub(super) const PARTITIONS: u16 = 16;

/// Hash slots of a Redis Cluster.
const SLOTS: u16 = 16384;

/// Keys that one commit may touch together: the whole server for a
/// standalone Redis, one partition (one hash slot) in a cluster.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Space {
    base: String,
    partition: Option<u16>,
}

impl Space {
    /// The key of one channel's, archived game's or commit's `kind` of data.
    pub(super) fn key(&self, kind: &str, name: &str) -> String {
        format!("{}:{kind}:{name}", self.base)
    }

    /// The key of data shared by the space's channels.
    pub(super) fn global(&self, name: &str) -> String {
        format!("{}:{name}", self.base)
    }

    /// A SCAN pattern for the space's keys of `kind`.
    pub(super) fn pattern(&self, kind: &str) -> String {
        format!("{}:{kind}:*", self.base)
    }

    /// The hash slot of every key of the space.
    pub(super) fn slot(&self) -> u16 {
        key_slot(&self.base)
    }

    /// What outbox ids of this space start with: nothing on a standalone
    /// server (ids as they always were), `pNN.` in a cluster, so ids stay
    /// unique across partitions and name the partition to acknowledge in.
    pub(super) fn outbox_id_prefix(&self) -> String {
        self.partition
            .map_or_else(String::new, |p| format!("p{p:02}."))
    }
}

/// The key layout of one store.
#[derive(Clone, Debug)]
pub(super) struct Layout {
    prefix: String,
    partitioned: bool,
}

impl Layout {
    /// The standalone layout (every key under `{prefix}:`).
    pub(super) fn single(prefix: &str) -> Self {
        Self {
            prefix: prefix.to_owned(),
            partitioned: false,
        }
    }

    /// The cluster layout; `None` if `prefix` holds a brace, which would
    /// end the hash tag early.
    pub(super) fn partitioned(prefix: &str) -> Option<Self> {
        (!prefix.contains(['{', '}'])).then(|| Self {
            prefix: prefix.to_owned(),
            partitioned: true,
        })
    }

    fn space(&self, partition: u16) -> Space {
        if self.partitioned {
            Space {
                base: format!("{{{}.p{partition:02}}}", self.prefix),
                partition: Some(partition),
            }
        } else {
            Space {
                base: self.prefix.clone(),
                partition: None,
            }
        }
    }

    /// The space of a channel's keys (and of an archive imported by id).
    pub(super) fn space_of(&self, channel: &str) -> Space {
        self.space(crc16(channel.as_bytes()) % PARTITIONS)
    }

    /// Every space, in a fixed order.
    pub(super) fn spaces(&self) -> Vec<Space> {
        let count = if self.partitioned { PARTITIONS } else { 1 };
        (0..count).map(|p| self.space(p)).collect()
    }

    /// The space an outbox id was issued in; `None` for an id this store
    /// never issued.
    pub(super) fn space_of_outbox_id(&self, id: &str) -> Option<Space> {
        if !self.partitioned {
            return Some(self.space(0));
        }
        let (head, _) = id.split_once('.')?;
        let partition: u16 = head.strip_prefix('p')?.parse().ok()?;
        (partition < PARTITIONS).then(|| self.space(partition))
    }
}

fn crc16(bytes: &[u8]) -> u16 {
    crc16::State::<crc16::XMODEM>::calculate(bytes)
}

/// The cluster hash slot of `key`: of its hash tag (the text between the
/// first `{` and the next `}`, if not empty), else of the whole key.
pub(super) fn key_slot(key: &str) -> u16 {
    let tagged = key.split_once('{').and_then(|(_, rest)| {
        rest.split_once('}')
            .map(|(tag, _)| tag)
            .filter(|tag| !tag.is_empty())
    });
    crc16(tagged.unwrap_or(key).as_bytes()) % SLOTS
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_follow_the_redis_cluster_spec() {
        // Examples from the Redis Cluster specification and `CLUSTER KEYSLOT`.
        assert_eq!(key_slot("123456789"), 0x31C3);
        assert_eq!(key_slot("foo"), 12182);
        assert_eq!(key_slot("{user1000}.following"), key_slot("user1000"));
        assert_eq!(key_slot("foo{{bar}}zap"), key_slot("{bar"));
        // An empty tag does not count: the whole key is hashed.
        assert_ne!(key_slot("foo{}{bar}"), key_slot("bar"));
    }

    #[test]
    fn every_key_of_a_space_shares_its_slot() {
        let layout = Layout::partitioned("conductor").unwrap();
        for channel in ["1234567890", "c{x}", "}{", "", "канал"] {
            let space = layout.space_of(channel);
            for key in [
                space.key("rec", channel),
                space.key("games", "{user}"),
                space.global("timers"),
                space.global("outbox:queue"),
            ] {
                assert_eq!(key_slot(&key), space.slot(), "{key}");
            }
        }
    }

    #[test]
    fn partitions_spread_over_slots_and_name_their_outbox_ids() {
        let layout = Layout::partitioned("conductor").unwrap();
        let spaces = layout.spaces();
        assert_eq!(spaces.len(), usize::from(PARTITIONS));
        let mut slots: Vec<u16> = spaces.iter().map(Space::slot).collect();
        slots.sort_unstable();
        slots.dedup();
        assert_eq!(slots.len(), spaces.len(), "one slot per partition");
        for space in &spaces {
            let id = format!("{}0000000000000007", space.outbox_id_prefix());
            assert_eq!(layout.space_of_outbox_id(&id).as_ref(), Some(space));
        }
        assert_eq!(layout.space_of_outbox_id("0000000000000007"), None);
        assert_eq!(layout.space_of_outbox_id("p99.1"), None);
        assert!(Layout::partitioned("a{b").is_none());
    }

    #[test]
    fn standalone_keys_are_the_old_ones() {
        let layout = Layout::single("conductor");
        let space = layout.space_of("42");
        assert_eq!(space.key("rec", "42"), "conductor:rec:42");
        assert_eq!(space.global("outbox:queue"), "conductor:outbox:queue");
        assert_eq!(space.outbox_id_prefix(), "");
        assert_eq!(layout.spaces(), vec![space.clone()]);
        assert_eq!(layout.space_of_outbox_id("0000000000000001"), Some(space));
    }
}
