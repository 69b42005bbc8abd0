//! Generational arenas of IR objects, allocated singly or in contiguous runs.
//!
//! Every IR object (operation, block, region, value, operand...) lives in an
//! [`Arena`] slot addressed by a `u32` index. Each slot carries a generation
//! counter: even while the slot is free, odd while it holds a live object.
//! Allocating or freeing bumps it, so a handle made for an earlier occupant
//! (which recorded the odd generation of its time) no longer matches.
//!
//! Objects that belong together (the results of one operation, its operands,
//! its regions, its attributes) are allocated as one *run* of consecutive
//! slots, so an operation refers to each list with a start index and a
//! length. Freed runs go to a free list for their size class and are reused,
//! so long rewriting sessions do not grow the arena without bound.

use super::handle::GEN_MASK;
use super::segvec::SegVec;

/// Index meaning "no object".
pub const NONE: u32 = u32::MAX;

/// One arena slot.
#[derive(Default)]
pub struct Slot<T> {
    gen: u32,
    value: T,
}

/// A run of consecutive slots: `start..start + len`.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Run {
    /// First slot (meaningless when `len == 0`).
    pub start: u32,
    /// Number of slots.
    pub len: u32,
}

impl Run {
    /// The empty run.
    pub const EMPTY: Run = Run { start: 0, len: 0 };

    /// The slot indices of the run.
    #[inline]
    pub fn indices(self) -> std::ops::Range<u32> {
        self.start..self.start + self.len
    }

    /// The index of the `i`-th slot, if `i < len`.
    #[inline]
    pub fn at(self, i: usize) -> Option<u32> {
        (i < self.len as usize).then(|| self.start + i as u32)
    }
}

/// Number of exact size classes; longer runs round up to a power of two.
const EXACT_CLASSES: u32 = 32;

/// Reserved length of a run of `len` slots.
#[inline]
fn capacity(len: u32) -> u32 {
    if len <= EXACT_CLASSES {
        len
    } else {
        len.next_power_of_two()
    }
}

/// Free-list class of a run of `len` (> 0) slots.
#[inline]
fn class(len: u32) -> usize {
    if len <= EXACT_CLASSES {
        (len - 1) as usize
    } else {
        (EXACT_CLASSES + (32 - (len - 1).leading_zeros()) - 5) as usize
    }
}

/// A generational arena of `T`s.
pub struct Arena<T> {
    slots: SegVec<Slot<T>>,
    free: Vec<Vec<u32>>,
    base_gen: u32,
    live: usize,
}

impl<T: Default> Arena<T> {
    /// An empty arena whose fresh slots start at generation `base_gen`
    /// (rounded down to even, i.e. free).
    pub fn new(base_gen: u32) -> Self {
        Arena { slots: SegVec::new(), free: Vec::new(), base_gen: base_gen & !1, live: 0 }
    }

    /// Number of live objects.
    pub fn live(&self) -> usize {
        self.live
    }

    /// Number of slots ever created (live, free or reserved).
    pub fn capacity_slots(&self) -> u32 {
        self.slots.len()
    }

    /// Allocates one object; returns its index.
    #[inline]
    pub fn alloc(&mut self, value: T) -> u32 {
        self.live += 1;
        match self.free.first_mut().and_then(Vec::pop) {
            Some(start) => {
                let slot = self.slot_mut(start);
                debug_assert!(slot.gen & 1 == 0, "allocating a live slot");
                slot.gen = slot.gen.wrapping_add(1);
                slot.value = value;
                start
            }
            None => self.slots.push(Slot { gen: self.base_gen.wrapping_add(1), value }),
        }
    }

    /// Allocates a run of `len` objects, the `i`-th made by `make(i)`.
    pub fn alloc_run(&mut self, len: u32, mut make: impl FnMut(u32) -> T) -> Run {
        if len == 0 {
            return Run::EMPTY;
        }
        let cls = class(len);
        let start = match self.free.get_mut(cls).and_then(Vec::pop) {
            Some(start) => {
                for i in 0..len {
                    let slot = self.slot_mut(start + i);
                    debug_assert!(slot.gen & 1 == 0, "allocating a live slot");
                    slot.gen = slot.gen.wrapping_add(1);
                    slot.value = make(i);
                }
                start
            }
            None => {
                // Fresh slots are written once, live, with their value; the
                // padding of a rounded-up run stays free.
                let start = self.slots.len();
                for i in 0..len {
                    self.slots.push(Slot { gen: self.base_gen.wrapping_add(1), value: make(i) });
                }
                for _ in len..capacity(len) {
                    self.slots.push(Slot { gen: self.base_gen, value: T::default() });
                }
                start
            }
        };
        self.live += len as usize;
        Run { start, len }
    }

    /// Frees one object, returning its value.
    pub fn free(&mut self, index: u32) -> T {
        let mut out = None;
        self.free_run(Run { start: index, len: 1 }, |_, v| out = Some(v));
        out.unwrap_or_default()
    }

    /// Frees a run, handing each value to `take` (in order).
    pub fn free_run(&mut self, run: Run, mut take: impl FnMut(u32, T)) {
        if run.len == 0 {
            return;
        }
        for i in run.indices() {
            let slot = self.slot_mut(i);
            debug_assert!(slot.gen & 1 == 1, "freeing a free slot");
            slot.gen = slot.gen.wrapping_add(1);
            let v = std::mem::take(&mut slot.value);
            take(i, v);
        }
        self.live -= run.len as usize;
        let cls = class(run.len);
        if self.free.len() <= cls {
            self.free.resize_with(cls + 1, Vec::new);
        }
        self.free[cls].push(run.start);
    }

    #[inline]
    fn slot_mut(&mut self, i: u32) -> &mut Slot<T> {
        self.slots.get_mut(i).expect("arena index in range")
    }
}

impl<T> Arena<T> {
    /// Whether slot `i` is live and its generation matches `gen` (20 bits).
    #[inline]
    pub fn check(&self, i: u32, gen: u32) -> bool {
        match self.slots.get(i) {
            Some(s) => s.gen & 1 == 1 && (s.gen & GEN_MASK) == gen,
            None => false,
        }
    }

    /// The object at `i` if the slot is live with generation `gen`: the
    /// check and the access in one lookup.
    #[inline]
    pub fn get_checked(&self, i: u32, gen: u32) -> Option<&T> {
        let s = self.slots.get(i)?;
        (s.gen & 1 == 1 && (s.gen & GEN_MASK) == gen).then_some(&s.value)
    }

    /// The 20-bit generation of slot `i` and its object, whether live or not
    /// (one lookup for traversals that check liveness themselves).
    #[inline]
    pub fn gen_and_get(&self, i: u32) -> Option<(u32, &T)> {
        self.slots.get(i).map(|s| (s.gen & GEN_MASK, &s.value))
    }

    /// The object at `i` if the slot is live (any generation): the check
    /// and the access in one lookup.
    #[inline]
    pub fn get_live(&self, i: u32) -> Option<&T> {
        let s = self.slots.get(i)?;
        (s.gen & 1 == 1).then_some(&s.value)
    }

    /// Whether slot `i` holds a live object.
    #[inline]
    pub fn is_live(&self, i: u32) -> bool {
        self.slots.get(i).is_some_and(|s| s.gen & 1 == 1)
    }

    /// The 20-bit generation a handle to slot `i` must carry.
    #[inline]
    pub fn gen(&self, i: u32) -> u32 {
        self.slots.get(i).map_or(0, |s| s.gen & GEN_MASK)
    }

    /// The object at `i`. Panics if `i` was never allocated; callers index
    /// only slots they hold a checked handle or an internal link to.
    #[inline]
    pub fn get(&self, i: u32) -> &T {
        &self.slots.get(i).expect("arena index in range").value
    }

    /// Mutable access to the object at `i` (same contract as [`Arena::get`]).
    #[inline]
    pub fn get_mut(&mut self, i: u32) -> &mut T {
        &mut self.slots.get_mut(i).expect("arena index in range").value
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generations_detect_reuse() {
        let mut a: Arena<u32> = Arena::new(10);
        let i = a.alloc(5);
        let g = a.gen(i);
        assert!(a.check(i, g));
        a.free(i);
        assert!(!a.check(i, g));
        let j = a.alloc(6);
        assert_eq!(i, j, "freed slot is reused");
        assert!(!a.check(j, g), "old handle does not match the new occupant");
        assert!(a.check(j, a.gen(j)));
    }

    #[test]
    fn runs_are_reused_by_size_class() {
        let mut a: Arena<u32> = Arena::new(0);
        let r = a.alloc_run(3, |i| i * 10);
        assert_eq!(*a.get(r.start + 2), 20);
        let mut seen = vec![];
        a.free_run(r, |_, v| seen.push(v));
        assert_eq!(seen, vec![0, 10, 20]);
        let r2 = a.alloc_run(3, |_| 1);
        assert_eq!(r2.start, r.start);
        let big = a.alloc_run(40, |_| 0);
        a.free_run(big, |_, _| {});
        let big2 = a.alloc_run(50, |_| 0);
        assert_eq!(big2.start, big.start, "40 and 50 share the 64 class");
        assert_eq!(a.live(), 53);
    }

    #[test]
    fn class_boundaries() {
        assert_eq!(class(1), 0);
        assert_eq!(class(32), 31);
        assert_eq!(class(33), class(64));
        assert_ne!(class(64), class(65));
        assert_eq!(capacity(33), 64);
    }
}
