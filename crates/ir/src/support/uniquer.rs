//! Thread-safe uniquing of immutable values: one mechanism for types,
//! attributes (locations and identifiers are attributes), affine expressions,
//! affine maps and integer sets.
//!
//! A [`Uniquer<T>`] hands out a `u32` index per distinct value; equal values
//! get equal indices, so equality of uniqued objects is an integer compare.
//! Values are split over [`SHARDS`] shards by hash. Each shard is a hash table
//! of `(hash, index)` pairs behind a mutex plus a [`SegVec`] that stores the
//! values; the index encodes the shard in its low bits. Looking up or
//! inserting locks one shard; reading a value by index takes no lock at all.
//!
//! Hits usually avoid the lock altogether: a small direct-mapped cache of
//! recent `(hash, index)` pairs is consulted first and confirmed by
//! comparing the stored value (values never move or change once stored).
//!
//! The caller supplies the hash and an equality test against stored values,
//! so lookups by borrowed data (a `&str`, a slice of types) never allocate.
//! Kinds made in long runs of neighbouring values (file locations, integer
//! constants) use [`ordered_hash`], which keeps neighbours in neighbouring
//! table slots.
//! The hash is stored next to the index, so growing a table never re-hashes
//! values. Every kind has exactly one constructor that computes its hash, so
//! equal values always hash alike.

use std::hash::{BuildHasher, Hash};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

use hashbrown::HashTable;

use super::segvec::SegVec;

/// Mixes two words into a hash: the halves of their 128-bit product,
/// xored (a folded multiply). For the kinds hashed from a few words (file
/// locations, small integers), which a generic hasher fed field by field
/// makes several times slower; the result is well spread in the low bits
/// hash tables use and in the high bits the uniquer shards by.
#[inline]
pub fn mix(a: u64, b: u64) -> u64 {
    let p = (a as u128) * (b as u128);
    (p as u64) ^ ((p >> 64) as u64)
}

/// Seeds for [`mix`] (digits of pi).
pub const MIX_SEEDS: [u64; 4] = [0x243f_6a88_85a3_08d3, 0x1319_8a2e_0370_7344, 0xa409_3822_299f_31d0, 0x082e_fa98_ec4e_6c89];

/// A hash that keeps runs of neighbouring `order`s together: the 64
/// orders of an aligned block land in consecutive table slots (in one
/// shard, and in consecutive entries of the hit cache), while blocks are
/// placed at random, as a plain hash would place single values. For kinds
/// whose new values come in runs (the locations of consecutive lines of a
/// file, consecutive integer constants), interning a run then touches
/// memory that is already cached instead of a random table slot per
/// value; values that are not neighbours (regular strides included) are
/// spread as by any hash. `salt` (the rest of the value, mixed) decides the
/// placement of blocks and the high bits, which the tables' tag bytes use.
#[inline]
pub fn ordered_hash(order: u64, salt: u64) -> u64 {
    const RUN_BITS: u32 = 6;
    let block = mix((order >> RUN_BITS) ^ salt, MIX_SEEDS[2]);
    let within = order & ((1 << RUN_BITS) - 1);
    // Low bits: the block's slot and the offset in it; high bits (shard,
    // tags) from the block and the order.
    let high = mix(order ^ MIX_SEEDS[3], salt) & !((1u64 << 40) - 1);
    let shard = (block >> 50) & (SHARDS as u64 - 1);
    // The offset in the block is rotated by the block's hash, so that
    // values alone in their blocks use every slot, not only the first.
    let offset = within.wrapping_add(block >> 32) & ((1 << RUN_BITS) - 1);
    high & !(((SHARDS as u64) - 1) << 40) | shard << 40 | ((block << RUN_BITS) | offset) & ((1u64 << 40) - 1)
}

/// Number of shards (a power of two).
pub const SHARDS: usize = 16;
const SHARD_BITS: u32 = SHARDS.trailing_zeros();

struct Shard<T> {
    table: Mutex<HashTable<(u64, u32)>>,
    values: SegVec<T>,
}

/// Number of entries of the lock-free hit cache (a power of two).
const CACHE: usize = 1024;

/// A sharded, thread-safe interning table.
pub struct Uniquer<T> {
    shards: [Shard<T>; SHARDS],
    hasher: hashbrown::DefaultHashBuilder,
    /// Direct-mapped cache of recent lookups, consulted without a lock:
    /// entry = (high 32 bits of the hash) << 32 | (index + 1); 0 = empty.
    /// A hit is confirmed by comparing the stored value, so a stale or
    /// racing entry can only cause a fallback to the locked path.
    cache: Box<[AtomicU64]>,
}

impl<T> Default for Uniquer<T> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T> Uniquer<T> {
    /// An empty uniquer.
    pub fn new() -> Self {
        Uniquer {
            shards: std::array::from_fn(|_| Shard {
                table: Mutex::new(HashTable::new()),
                values: SegVec::new(),
            }),
            hasher: Default::default(),
            cache: (0..CACHE).map(|_| AtomicU64::new(0)).collect(),
        }
    }

    /// The cached index for `hash`, if the cache holds one whose value
    /// `eq` accepts.
    #[inline]
    fn cached(&self, hash: u64, eq: impl Fn(&T) -> bool) -> Option<u32> {
        let e = self.cache[(hash as usize) & (CACHE - 1)].load(Ordering::Acquire);
        if e == 0 || (e >> 32) as u32 != (hash >> 32) as u32 {
            return None;
        }
        let idx = (e as u32).wrapping_sub(1);
        self.get(idx).filter(|v| eq(v)).map(|_| idx)
    }

    #[inline]
    fn remember(&self, hash: u64, idx: u32) {
        let e = ((hash >> 32) << 32) | (idx as u64 + 1);
        self.cache[(hash as usize) & (CACHE - 1)].store(e, Ordering::Release);
    }

    /// Hashes a key with this uniquer's hasher.
    #[inline]
    pub fn hash<K: Hash + ?Sized>(&self, key: &K) -> u64 {
        self.hasher.hash_one(key)
    }

    /// Returns the index of the stored value equal to the key (as judged by
    /// `eq`), inserting `make()` if there is none. `hash` must be the same for
    /// all keys that `eq` accepts for one value.
    pub fn intern(&self, hash: u64, eq: impl Fn(&T) -> bool, make: impl FnOnce() -> T) -> u32 {
        if let Some(idx) = self.cached(hash, &eq) {
            return idx;
        }
        let idx = self.intern_locked(hash, &eq, make);
        self.remember(hash, idx);
        idx
    }

    /// [`Uniquer::intern`] for kinds whose values are mostly new when
    /// made (each parsed operation's location): the hit cache is neither
    /// consulted nor filled, which would cost more than it saves.
    pub fn intern_mostly_new(&self, hash: u64, eq: impl Fn(&T) -> bool, make: impl FnOnce() -> T) -> u32 {
        self.intern_locked(hash, &eq, make)
    }

    fn intern_locked(&self, hash: u64, eq: impl Fn(&T) -> bool, make: impl FnOnce() -> T) -> u32 {
        let s = ((hash >> 40) as usize) & (SHARDS - 1);
        let shard = &self.shards[s];
        let mut table = shard.table.lock().unwrap_or_else(|e| e.into_inner());
        // One probe finds the value or the slot for it.
        let entry = table.entry(
            hash,
            |&(h, idx)| h == hash && shard.values.get(idx >> SHARD_BITS).is_some_and(&eq),
            |&(h, _)| h,
        );
        match entry {
            hashbrown::hash_table::Entry::Occupied(o) => o.get().1,
            hashbrown::hash_table::Entry::Vacant(v) => {
                let value = make();
                // SAFETY: pushes to this shard's values happen only here and
                // in `intern_value_locked`, while the shard's table lock is
                // held, so they never run concurrently.
                let local = unsafe { shard.values.push_shared(value) };
                let idx = (local << SHARD_BITS) | s as u32;
                v.insert((hash, idx));
                idx
            }
        }
    }

    /// Like [`Uniquer::intern`] with an owned key: equality is `==` and the
    /// key itself is stored on a miss (no clone).
    pub fn intern_value(&self, hash: u64, value: T) -> u32
    where
        T: PartialEq,
    {
        if let Some(idx) = self.cached(hash, |v| *v == value) {
            return idx;
        }
        let idx = self.intern_value_locked(hash, value);
        self.remember(hash, idx);
        idx
    }

    fn intern_value_locked(&self, hash: u64, value: T) -> u32
    where
        T: PartialEq,
    {
        let s = ((hash >> 40) as usize) & (SHARDS - 1);
        let shard = &self.shards[s];
        let mut table = shard.table.lock().unwrap_or_else(|e| e.into_inner());
        let entry = table.entry(
            hash,
            |&(h, idx)| h == hash && shard.values.get(idx >> SHARD_BITS).is_some_and(|v| *v == value),
            |&(h, _)| h,
        );
        match entry {
            hashbrown::hash_table::Entry::Occupied(o) => o.get().1,
            hashbrown::hash_table::Entry::Vacant(v) => {
                // SAFETY: as in `intern`: pushes happen under the shard lock.
                let local = unsafe { shard.values.push_shared(value) };
                let idx = (local << SHARD_BITS) | s as u32;
                v.insert((hash, idx));
                idx
            }
        }
    }

    /// Looks a value up without inserting.
    pub fn find(&self, hash: u64, eq: impl Fn(&T) -> bool) -> Option<u32> {
        if let Some(idx) = self.cached(hash, &eq) {
            return Some(idx);
        }
        let s = ((hash >> 40) as usize) & (SHARDS - 1);
        let shard = &self.shards[s];
        let table = shard.table.lock().unwrap_or_else(|e| e.into_inner());
        table
            .find(hash, |&(h, idx)| h == hash && shard.values.get(idx >> SHARD_BITS).is_some_and(&eq))
            .map(|&(_, idx)| idx)
    }

    /// Makes room for `additional` more values spread evenly over the
    /// shards (as values whose hashes are spread are), so that interning
    /// that many new values does not grow the tables step by step.
    pub fn reserve(&self, additional: usize) {
        let per_shard = additional.div_ceil(SHARDS);
        for shard in &self.shards {
            let mut table = shard.table.lock().unwrap_or_else(|e| e.into_inner());
            table.reserve(per_shard, |&(h, _)| h);
        }
    }

    /// The value at `idx`, if it exists. Lock-free.
    #[inline]
    pub fn get(&self, idx: u32) -> Option<&T> {
        self.shards[(idx as usize) & (SHARDS - 1)].values.get(idx >> SHARD_BITS)
    }

    /// Number of distinct values stored.
    pub fn len(&self) -> usize {
        self.shards.iter().map(|s| s.values.len() as usize).sum()
    }

    /// Whether nothing is stored.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    fn intern_str(u: &Uniquer<Box<str>>, s: &str) -> u32 {
        u.intern(u.hash(s), |v| &**v == s, || s.into())
    }

    #[test]
    fn equal_keys_get_equal_indices() {
        let u = Uniquer::new();
        let a = intern_str(&u, "a");
        let b = intern_str(&u, "b");
        assert_ne!(a, b);
        assert_eq!(intern_str(&u, "a"), a);
        assert_eq!(u.get(b).map(|s| &**s), Some("b"));
        assert_eq!(u.len(), 2);
        assert_eq!(u.find(u.hash("c"), |v| &**v == "c"), None);
    }

    #[test]
    fn ordered_hashes_keep_runs_together_and_spread_strides() {
        let salt = mix(7, 9);
        // A block's neighbours take consecutive slots (modulo the block)
        // of one shard.
        let base = ordered_hash(640, salt);
        for i in 1..64u64 {
            let h = ordered_hash(640 + i, salt);
            assert_eq!(h.wrapping_sub(base) & 63, i);
            assert_eq!((h & 0xff_ffff_ffff) >> 6, (base & 0xff_ffff_ffff) >> 6);
            assert_eq!((h >> 40) & (SHARDS as u64 - 1), (base >> 40) & (SHARDS as u64 - 1));
        }
        // Regular strides (here multiples of 4096) still spread over the
        // slots of a table and over the shards.
        let mut slots = std::collections::HashSet::new();
        let mut shards = std::collections::HashSet::new();
        for k in 0..1000u64 {
            let h = ordered_hash(k * 4096, salt);
            slots.insert(h & 0xffff);
            shards.insert((h >> 40) & (SHARDS as u64 - 1));
        }
        assert!(slots.len() > 950, "{}", slots.len());
        assert_eq!(shards.len(), SHARDS);
    }

    #[test]
    fn concurrent_interning_agrees() {
        let u = Arc::new(Uniquer::<Box<str>>::new());
        let results: Vec<Vec<u32>> = std::thread::scope(|scope| {
            let hs: Vec<_> = (0..8)
                .map(|t| {
                    let u = u.clone();
                    scope.spawn(move || {
                        (0..2000)
                            .map(|i| intern_str(&u, &format!("k{}", (i * 7 + t) % 1000)))
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            hs.into_iter().map(|h| h.join().unwrap()).collect()
        });
        assert_eq!(u.len(), 1000);
        for i in 0..1000 {
            let idx = intern_str(&u, &format!("k{i}"));
            assert_eq!(u.get(idx).map(|s| s.to_string()), Some(format!("k{i}")));
        }
        assert!(results.iter().all(|r| r.len() == 2000));
    }
}
