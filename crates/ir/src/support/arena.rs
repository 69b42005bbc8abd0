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

use std::ptr::NonNull;
use std::sync::Mutex;

use super::handle::{GEN_BITS, GEN_MASK};
use super::segvec::SegVec;

/// The bits of a slot's generation word above the handle generation: the
/// slot's owner tag during a parallel section (see [`Arena::view`]), zero
/// (frozen) otherwise.
const TAG_MASK: u32 = !GEN_MASK;

/// The largest owner tag.
pub const MAX_TAG: u32 = TAG_MASK >> GEN_BITS;

/// The next generation of a slot: the handle generation advances (wrapping
/// inside its bits), the owner tag stays.
#[inline]
fn bump(g: u32) -> u32 {
    (g & TAG_MASK) | (g.wrapping_add(1) & GEN_MASK)
}

/// The owner tag of a generation word.
#[inline]
fn tag_of(g: u32) -> u32 {
    g >> GEN_BITS
}

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

/// Number of free-list classes: [`class`] of any `u32` length is below it.
const NUM_CLASSES: usize = 64;

/// A value that can hold a free-list link while its slot is free.
///
/// Free lists are threaded through the free slots themselves (the first slot
/// of a free run holds the index of the next free run of its class), so
/// freeing costs no allocation and no memory besides the slots. The field
/// used must be one that nothing reads on a free slot; every access to a
/// free slot is a bug caught by the generation check anyway.
pub trait FreeLink: Default {
    /// The link stored by [`FreeLink::set_free_link`].
    fn free_link(&self) -> u32;
    /// Stores the index of the next free run of the same class ([`NONE`]
    /// at the end of the list).
    fn set_free_link(&mut self, next: u32);
}

impl FreeLink for u32 {
    fn free_link(&self) -> u32 {
        *self
    }
    fn set_free_link(&mut self, next: u32) {
        *self = next;
    }
}

/// A generational arena of `T`s.
pub struct Arena<T> {
    slots: SegVec<Slot<T>>,
    /// Head of the free list of each size class ([`NONE`] when empty).
    free: [u32; NUM_CLASSES],
    base_gen: u32,
    /// Number of live objects (for a view: the change it made, wrapping).
    live: usize,
    /// Number of free operations ever (wrapping): while it is unchanged,
    /// every slot that was live is still live with the same occupant.
    frees: u64,
    /// Set when this arena is a view of another's slots.
    view: Option<View<T>>,
}

/// What a view arena works on: another arena's slots, restricted to the
/// slots carrying its tag (read and write) and frozen ones (read only).
struct View<T> {
    shared: NonNull<SegVec<Slot<T>>>,
    /// Serializes appends to the shared slots.
    lock: NonNull<Mutex<()>>,
    tag: u32,
}

// SAFETY: a view only reaches the shared slots its tag owns (exclusively,
// by the tagging discipline of `Arena::view`'s contract) and frozen ones
// (which nothing writes while views exist); appends are serialized by the
// lock. Moving the view to another thread moves that authority with it.
unsafe impl<T: Send> Send for View<T> {}
// SAFETY: through `&Arena` a view only reads (its own and frozen slots);
// writes need `&mut Arena`.
unsafe impl<T: Send + Sync> Sync for View<T> {}

impl<T: FreeLink> Arena<T> {
    /// An empty arena whose fresh slots start at generation `base_gen`
    /// (rounded down to even, i.e. free).
    pub fn new(base_gen: u32) -> Self {
        Arena {
            slots: SegVec::new(),
            free: [NONE; NUM_CLASSES],
            base_gen: base_gen & GEN_MASK & !1,
            live: 0,
            frees: 0,
            view: None,
        }
    }

    /// Number of live objects.
    pub fn live(&self) -> usize {
        self.live
    }

    /// A counter bumped by every free: if it reads the same before and
    /// after some code ran, that code freed nothing, so a slot index read
    /// before still names the same live object (traversals use it to skip
    /// re-checking generations after a callback).
    #[inline]
    pub fn frees(&self) -> u64 {
        self.frees
    }

    /// Number of slots ever created (live, free or reserved).
    pub fn capacity_slots(&self) -> u32 {
        self.store().len()
    }

    /// The slots this arena reads: its own, or a view's shared ones.
    #[inline]
    fn store(&self) -> &SegVec<Slot<T>> {
        match &self.view {
            None => &self.slots,
            // SAFETY: `Arena::view`'s contract: the viewed arena outlives
            // the view and is not moved while it exists.
            Some(v) => unsafe { v.shared.as_ref() },
        }
    }

    /// Appends a slot (to the shared slots, under the lock, for a view).
    #[inline]
    fn push_slot(&mut self, gen: u32, value: T) -> u32 {
        match &self.view {
            None => self.slots.push(Slot { gen, value }),
            Some(v) => {
                // SAFETY: as in `store`; the lock serializes the appends
                // of all views, and the viewed arena does not append while
                // views exist.
                let lock = unsafe { v.lock.as_ref() };
                let _g = lock.lock().unwrap_or_else(|e| e.into_inner());
                let gen = (gen & GEN_MASK) | (v.tag << GEN_BITS);
                unsafe { v.shared.as_ref().push_shared(Slot { gen, value }) }
            }
        }
    }

    /// Allocates one object; returns its index.
    #[inline]
    pub fn alloc(&mut self, value: T) -> u32 {
        self.live = self.live.wrapping_add(1);
        let start = self.free[0];
        if start == NONE {
            return self.push_slot(self.base_gen.wrapping_add(1), value);
        }
        let main = self.view.is_none();
        let slot = self.slot_mut(start);
        debug_assert!(slot.gen & 1 == 0, "allocating a live slot");
        let next = slot.value.free_link();
        slot.gen = if main { bump(slot.gen) & GEN_MASK } else { bump(slot.gen) };
        slot.value = value;
        self.free[0] = next;
        start
    }

    /// Allocates a run of `len` objects, the `i`-th made by `make(i)`.
    pub fn alloc_run(&mut self, len: u32, mut make: impl FnMut(u32) -> T) -> Run {
        if len == 0 {
            return Run::EMPTY;
        }
        let cls = class(len);
        if self.free[cls] != NONE {
            return self.alloc_reused(cls, len, make);
        }
        // Fresh slots are written once, live, with their value; the padding
        // of a rounded-up run stays free.
        if let Some(v) = &self.view {
            // A view appends the whole run under the lock at once, so the
            // run is contiguous whatever other views append.
            // SAFETY: as in `push_slot`.
            let lock = unsafe { v.lock.as_ref() };
            let _g = lock.lock().unwrap_or_else(|e| e.into_inner());
            let shared = unsafe { v.shared.as_ref() };
            let tag = v.tag << GEN_BITS;
            let start = shared.len();
            for i in 0..capacity(len) {
                let (gen, value) = if i < len { (self.base_gen + 1, make(i)) } else { (self.base_gen, T::default()) };
                // SAFETY: appends are serialized by the lock held here.
                unsafe { shared.push_shared(Slot { gen: (gen & GEN_MASK) | tag, value }) };
            }
            self.live = self.live.wrapping_add(len as usize);
            return Run { start, len };
        }
        let start = self.slots.len();
        for i in 0..len {
            self.slots.push(Slot { gen: self.base_gen.wrapping_add(1), value: make(i) });
        }
        for _ in len..capacity(len) {
            self.slots.push(Slot { gen: self.base_gen, value: T::default() });
        }
        self.live = self.live.wrapping_add(len as usize);
        Run { start, len }
    }

    /// [`Arena::alloc_run`] from the (non-empty) free list of class `cls`.
    #[inline(never)]
    fn alloc_reused(&mut self, cls: usize, len: u32, mut make: impl FnMut(u32) -> T) -> Run {
        let start = self.free[cls];
        self.free[cls] = self.slot_mut(start).value.free_link();
        let keep = if self.view.is_none() { GEN_MASK } else { u32::MAX };
        let mut fill = |i: u32, slot: &mut Slot<T>| {
            debug_assert!(slot.gen & 1 == 0, "allocating a live slot");
            slot.gen = bump(slot.gen) & keep;
            slot.value = make(i);
        };
        match self.run_slots_mut(start, len) {
            Some(slots) => slots.iter_mut().zip(0..).for_each(|(slot, i)| fill(i, slot)),
            None => {
                for i in 0..len {
                    fill(i, self.slot_mut(start + i));
                }
            }
        }
        self.live = self.live.wrapping_add(len as usize);
        Run { start, len }
    }

    /// Frees one object.
    ///
    /// The slot's generation is bumped (to even: free), so handles made for
    /// it no longer match, and the slot goes to the free list of its size
    /// class. A value with drop glue is dropped now; a plain-data value is
    /// left in the free slot (it is never read through a checked access and
    /// is overwritten when the slot is reused), except for its free-list
    /// link.
    #[inline]
    pub fn free(&mut self, index: u32) {
        self.free_with(index, |_| ());
    }

    /// Frees one object (as [`Arena::free`]) after handing it to `read`, in
    /// the same slot lookup.
    #[inline(always)]
    pub fn free_with<R>(&mut self, index: u32, read: impl FnOnce(&mut T) -> R) -> R {
        let head = self.free[0];
        let slot = self.slot_mut(index);
        let out = read(&mut slot.value);
        Self::free_slot(slot);
        slot.value.set_free_link(head);
        self.free[0] = index;
        self.live = self.live.wrapping_sub(1);
        self.frees = self.frees.wrapping_add(1);
        out
    }

    /// Frees a run (see [`Arena::free`] for what happens to each slot).
    #[inline]
    pub fn free_run(&mut self, run: Run) {
        self.free_run_with(run, |_| ());
    }

    /// Frees a run (as [`Arena::free_run`]) after handing each object to
    /// `read`, in order, in the same slot lookups.
    #[inline(always)]
    pub fn free_run_with(&mut self, run: Run, mut read: impl FnMut(&mut T)) {
        if run.len <= 1 {
            // Most runs are a single result, operand or attribute.
            if run.len == 1 {
                self.free_with(run.start, read);
            }
            return;
        }
        let cls = class(run.len);
        let head = self.free[cls];
        let mut free = |slot: &mut Slot<T>| {
            read(&mut slot.value);
            Self::free_slot(slot);
        };
        match self.run_slots_mut(run.start, run.len) {
            // The common case: the run lies in one segment.
            Some(slots) => {
                slots.iter_mut().for_each(free);
                slots[0].value.set_free_link(head);
            }
            None => {
                for i in run.indices() {
                    free(self.slot_mut(i));
                }
                self.slot_mut(run.start).value.set_free_link(head);
            }
        }
        self.free[cls] = run.start;
        self.live = self.live.wrapping_sub(run.len as usize);
        self.frees = self.frees.wrapping_add(1);
    }

    /// Frees a run (as [`Arena::free_run`]) if `pred` holds for each of its
    /// objects, in one lookup; returns whether it did. Also `false`, leaving
    /// the run live, when it spans two segments (the caller then handles
    /// it slot by slot).
    #[inline(always)]
    pub fn free_run_if(&mut self, run: Run, mut pred: impl FnMut(&T) -> bool) -> bool {
        if run.len == 0 {
            return true;
        }
        let cls = class(run.len);
        let head = self.free[cls];
        let Some(slots) = self.run_slots_mut(run.start, run.len) else { return false };
        if !slots.iter().all(|s| pred(&s.value)) {
            return false;
        }
        slots.iter_mut().for_each(Self::free_slot);
        slots[0].value.set_free_link(head);
        self.free[cls] = run.start;
        self.live = self.live.wrapping_sub(run.len as usize);
        self.frees = self.frees.wrapping_add(1);
        true
    }

    #[inline]
    fn free_slot(slot: &mut Slot<T>) {
        debug_assert!(slot.gen & 1 == 1, "freeing a free slot");
        slot.gen = bump(slot.gen);
        if std::mem::needs_drop::<T>() {
            drop(std::mem::take(&mut slot.value));
        }
    }

    #[inline]
    fn slot_mut(&mut self, i: u32) -> &mut Slot<T> {
        match &self.view {
            None => self.slots.get_mut(i).expect("arena index in range"),
            Some(v) => {
                let tag = v.tag;
                // SAFETY: as in `store`.
                let p = unsafe { v.shared.as_ref() }.get_ptr(i).expect("arena index in range");
                // SAFETY: the slot is initialized (below `len`); reading its
                // generation word is a read of a slot this view may read
                // only if the check below passes, and no other view writes
                // a slot whose tag is not its own.
                let owner = tag_of(unsafe { (*p).gen });
                assert!(owner == tag, "the IR of another isolated operation was modified during a parallel pass");
                // SAFETY: the slot carries this view's tag: by `Arena::view`'s
                // contract no one else reads or writes it while the view
                // exists, and `&mut self` makes this access exclusive
                // within the view.
                unsafe { &mut *p }
            }
        }
    }

    /// A run of slots as one mutable slice, if it lies in one segment (and,
    /// for a view, never: a view goes slot by slot, checking each tag).
    #[inline]
    fn run_slots_mut(&mut self, start: u32, len: u32) -> Option<&mut [Slot<T>]> {
        match self.view {
            None => self.slots.run_mut(start, len),
            Some(_) => None,
        }
    }

    /// A view of this arena for a parallel section: it reads this arena's
    /// slots tagged `tag` (see [`Arena::set_tag`]) or frozen (tag 0), writes
    /// only those tagged `tag`, allocates from free lists of its own and
    /// appends new slots (tagged `tag`) to this arena's under `lock`.
    ///
    /// # Safety
    /// While the view exists: this arena is not moved, dropped or accessed
    /// (except through views); the views alive at once have distinct tags;
    /// no slot changes its tag; every view appending to this arena uses the
    /// same `lock`.
    pub(crate) unsafe fn view(&self, tag: u32, lock: &Mutex<()>) -> Arena<T> {
        debug_assert!(tag != 0 && tag <= MAX_TAG);
        Arena {
            slots: SegVec::new(),
            free: [NONE; NUM_CLASSES],
            base_gen: self.base_gen,
            live: 0,
            frees: 0,
            view: Some(View { shared: NonNull::from(&self.slots), lock: NonNull::from(lock), tag }),
        }
    }

    /// Sets the owner tag of live slot `i` (0: frozen).
    #[inline]
    pub(crate) fn set_tag(&mut self, i: u32, tag: u32) {
        debug_assert!(self.view.is_none() && tag <= MAX_TAG);
        if let Some(s) = self.slots.get_mut(i) {
            s.gen = (s.gen & GEN_MASK) | (tag << GEN_BITS);
        }
    }

    /// Takes back what a view of this arena did: its free slots join this
    /// arena's free lists, its count of live objects and of frees are
    /// added.
    pub(crate) fn absorb(&mut self, view: Arena<T>) {
        debug_assert!(view.view.is_some_and(|v| std::ptr::eq(v.shared.as_ptr(), &self.slots)));
        for (cls, &head) in view.free.iter().enumerate() {
            if head == NONE {
                continue;
            }
            let mut tail = head;
            loop {
                let next = self.slot_mut(tail).value.free_link();
                if next == NONE {
                    break;
                }
                tail = next;
            }
            let old = self.free[cls];
            self.slot_mut(tail).value.set_free_link(old);
            self.free[cls] = head;
        }
        self.live = self.live.wrapping_add(view.live);
        self.frees = self.frees.wrapping_add(view.frees).wrapping_add(1);
    }
}

impl<T> Arena<T> {
    /// The slot at `i`, if it exists and this arena may read it: any slot
    /// of an arena; for a view, slots of its tag and frozen ones.
    #[inline]
    fn readable(&self, i: u32) -> Option<&Slot<T>> {
        match &self.view {
            None => self.slots.get(i),
            Some(v) => {
                // SAFETY: as in `store`.
                let s = unsafe { v.shared.as_ref() }.get(i)?;
                let owner = tag_of(s.gen);
                (owner == 0 || owner == v.tag).then_some(s)
            }
        }
    }

    /// Whether slot `i` is live and its generation matches `gen` (20 bits).
    #[inline]
    pub fn check(&self, i: u32, gen: u32) -> bool {
        match self.readable(i) {
            Some(s) => s.gen & 1 == 1 && (s.gen & GEN_MASK) == gen,
            None => false,
        }
    }

    /// The object at `i` if the slot is live with generation `gen`: the
    /// check and the access in one lookup.
    #[inline]
    pub fn get_checked(&self, i: u32, gen: u32) -> Option<&T> {
        let s = self.readable(i)?;
        (s.gen & 1 == 1 && (s.gen & GEN_MASK) == gen).then_some(&s.value)
    }

    /// The 20-bit generation of slot `i` and its object, whether live or not
    /// (one lookup for traversals that check liveness themselves).
    #[inline]
    pub fn gen_and_get(&self, i: u32) -> Option<(u32, &T)> {
        self.readable(i).map(|s| (s.gen & GEN_MASK, &s.value))
    }

    /// The object at `i` if the slot is live (any generation): the check
    /// and the access in one lookup.
    #[inline]
    pub fn get_live(&self, i: u32) -> Option<&T> {
        let s = self.readable(i)?;
        (s.gen & 1 == 1).then_some(&s.value)
    }

    /// Whether slot `i` holds a live object.
    #[inline]
    pub fn is_live(&self, i: u32) -> bool {
        self.readable(i).is_some_and(|s| s.gen & 1 == 1)
    }

    /// The 20-bit generation a handle to slot `i` must carry.
    #[inline]
    pub fn gen(&self, i: u32) -> u32 {
        self.readable(i).map_or(0, |s| s.gen & GEN_MASK)
    }

    /// The object at `i`. Panics if `i` was never allocated (or, for a
    /// view, belongs to another); callers index only slots they hold a
    /// checked handle or an internal link to.
    #[inline]
    pub fn get(&self, i: u32) -> &T {
        match self.readable(i) {
            Some(s) => &s.value,
            None if self.view.is_some() => panic!("the IR of another isolated operation was read during a parallel pass"),
            None => panic!("arena index out of range"),
        }
    }
}

impl<T: FreeLink> Arena<T> {
    /// Mutable access to the object at `i` (same contract as [`Arena::get`]).
    #[inline]
    pub fn get_mut(&mut self, i: u32) -> &mut T {
        &mut self.slot_mut(i).value
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
        a.free_run(r);
        assert!(!a.is_live(r.start) && !a.is_live(r.start + 2));
        let r2 = a.alloc_run(3, |_| 1);
        assert_eq!(r2.start, r.start);
        let big = a.alloc_run(40, |_| 0);
        a.free_run(big);
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
