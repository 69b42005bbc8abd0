//! The 64-bit handle word behind every C handle and every Rust id.
//!
//! A handle never holds a memory address. It names a slot in a per-context
//! table and carries enough to check, in a few instructions, that the slot
//! still holds the object the handle was made for:
//!
//! ```text
//!  63            44 43        32 31                        0
//! +----------------+------------+---------------------------+
//! | generation: 20 | context: 12|         index: 32         |
//! +----------------+------------+---------------------------+
//! ```
//!
//! * `context` is the slot of the owning [`Context`](crate::Context) in the
//!   process-wide context table (slot 0 is never used, so a valid handle is
//!   never zero and the C null handle is exactly `ptr == NULL`).
//! * `index` is the object's index in the context's table for its kind.
//! * `generation` is, for IR objects (operations, blocks, regions, values,
//!   operands), the generation of the arena slot when the object was created:
//!   erasing the object bumps the slot's generation, so an old handle no longer
//!   matches. For uniqued objects (types, attributes, affine objects), which
//!   live as long as their context, it is the context's own generation, so a
//!   handle into a destroyed context whose table slot was reused is refused.

use std::fmt;
use std::num::NonZeroU64;

/// Number of bits for the object index.
pub const INDEX_BITS: u32 = 32;
/// Number of bits for the context slot.
pub const CONTEXT_BITS: u32 = 12;
/// Number of bits for the generation.
pub const GEN_BITS: u32 = 20;
/// Mask selecting the generation bits of a generation counter.
pub const GEN_MASK: u32 = (1 << GEN_BITS) - 1;
/// How many contexts can be alive at once in one process (slot 0 unused).
pub const MAX_CONTEXTS: usize = 1 << CONTEXT_BITS;

/// The kinds of uniqued objects. Their handles carry the context's
/// generation combined with the kind ([`UniquedKind::generation`]), so a
/// handle of one kind passed where another is expected (an attribute as a
/// type, a type as a context) fails the generation check like a stale
/// handle instead of naming an unrelated object. (IR objects get the same
/// separation from their arenas' distinct generation ranges.)
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[repr(u32)]
pub enum UniquedKind {
    /// Types.
    Type = 1,
    /// Attributes, including locations and identifiers.
    Attribute = 2,
    /// Affine expressions.
    AffineExpr = 3,
    /// Affine maps.
    AffineMap = 4,
    /// Integer sets.
    IntegerSet = 5,
    /// Loaded dialects.
    Dialect = 6,
}

impl UniquedKind {
    /// The generation field of this kind's handles in a context of
    /// generation `context_gen` (the context's own handle has `context_gen`).
    #[inline]
    pub const fn generation(self, context_gen: u32) -> u32 {
        (context_gen ^ ((self as u32) << (GEN_BITS - 4))) & GEN_MASK
    }

    /// The generation of the context that made a handle of this kind with
    /// generation field `handle_gen` (the inverse of [`Self::generation`]).
    #[inline]
    pub const fn context_generation(self, handle_gen: u32) -> u32 {
        self.generation(handle_gen)
    }
}

/// A non-zero 64-bit word naming one object of one context.
#[repr(transparent)]
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Handle(NonZeroU64);

impl Handle {
    /// Packs an index, a context slot (1..MAX_CONTEXTS) and a generation.
    #[inline]
    pub fn new(index: u32, context: u16, generation: u32) -> Handle {
        debug_assert!(context != 0 && (context as usize) < MAX_CONTEXTS);
        let bits = (index as u64)
            | ((context as u64) << INDEX_BITS)
            | (((generation & GEN_MASK) as u64) << (INDEX_BITS + CONTEXT_BITS));
        // The context slot is never zero, so neither is the word.
        Handle(NonZeroU64::new(bits).unwrap_or(NonZeroU64::MIN))
    }

    /// Reads a handle back from its raw bits; zero is the null handle.
    #[inline]
    pub fn from_bits(bits: u64) -> Option<Handle> {
        NonZeroU64::new(bits).map(Handle)
    }

    /// The raw 64-bit word (what the C side sees as `ptr`).
    #[inline]
    pub fn bits(self) -> u64 {
        self.0.get()
    }

    /// The index of the object in its context's table.
    #[inline]
    pub fn index(self) -> u32 {
        self.0.get() as u32
    }

    /// The slot of the owning context in the context table.
    #[inline]
    pub fn context_slot(self) -> u16 {
        ((self.0.get() >> INDEX_BITS) as u16) & ((1 << CONTEXT_BITS) - 1)
    }

    /// The generation the handle was made with (20 bits).
    #[inline]
    pub fn generation(self) -> u32 {
        (self.0.get() >> (INDEX_BITS + CONTEXT_BITS)) as u32
    }
}

impl fmt::Debug for Handle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}@{}g{}", self.index(), self.context_slot(), self.generation())
    }
}

/// Declares a typed id over [`Handle`].
macro_rules! handle_id {
    ($(#[$meta:meta])* $name:ident) => {
        $(#[$meta])*
        #[repr(transparent)]
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub(crate) $crate::support::handle::Handle);

        impl $name {
            /// The raw handle word, as the C API carries it.
            #[inline]
            pub fn bits(self) -> u64 {
                self.0.bits()
            }

            /// Rebuilds the id from a raw word (zero gives `None`). The id is
            /// not checked here; every use checks it against its context.
            #[inline]
            pub fn from_bits(bits: u64) -> Option<Self> {
                $crate::support::handle::Handle::from_bits(bits).map($name)
            }

            /// The underlying handle.
            #[inline]
            pub fn handle(self) -> $crate::support::handle::Handle {
                self.0
            }
        }

        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, concat!(stringify!($name), "({:?})"), self.0)
            }
        }
    };
}
pub(crate) use handle_id;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packs_and_unpacks() {
        let h = Handle::new(0xdead_beef, 4095, 0xabcde);
        assert_eq!(h.index(), 0xdead_beef);
        assert_eq!(h.context_slot(), 4095);
        assert_eq!(h.generation(), 0xabcde);
        assert_eq!(Handle::from_bits(h.bits()), Some(h));
        assert_eq!(Handle::from_bits(0), None);
    }

    #[test]
    fn uniqued_kinds_have_distinct_generations() {
        let kinds = [UniquedKind::Type, UniquedKind::Attribute, UniquedKind::AffineExpr, UniquedKind::AffineMap, UniquedKind::IntegerSet, UniquedKind::Dialect];
        for gen in [0, 1, 0xabcde, GEN_MASK] {
            let mut seen: Vec<u32> = kinds.iter().map(|k| k.generation(gen)).collect();
            seen.push(gen & GEN_MASK);
            seen.sort();
            seen.dedup();
            assert_eq!(seen.len(), kinds.len() + 1, "generation {gen:#x}");
        }
    }

    #[test]
    fn generation_wraps_into_its_field() {
        let h = Handle::new(1, 1, GEN_MASK + 3);
        assert_eq!(h.generation(), 2);
        assert_eq!(h.context_slot(), 1);
    }
}
