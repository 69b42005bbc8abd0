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
use std::sync::atomic::{AtomicU32, Ordering::Relaxed};
use std::sync::Mutex;

use super::handle::{GEN_BITS, GEN_MASK};
use super::segvec::SegVec;

/// The bits of a slot's generation word above the handle generation: the
/// slot's owner tag during a parallel section (see [`Arena::view`]); zero
/// (*frozen*) on every live slot outside parallel sections.
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
///
/// The generation word is atomic (relaxed accesses, plain moves on common
/// hardware) because, during a parallel section, a worker may read the
/// generation of an operation another worker owns (to make a handle to a
/// sibling, which its checks then refuse).
#[derive(Default)]
pub struct Slot<T> {
    gen: AtomicU32,
    value: T,
}

impl<T> Slot<T> {
    #[inline]
    fn new(gen: u32, value: T) -> Self {
        Slot { gen: AtomicU32::new(gen), value }
    }

    #[inline]
    fn g(&self) -> u32 {
        self.gen.load(Relaxed)
    }

    #[inline]
    fn set_g(&mut self, g: u32) {
        *self.gen.get_mut() = g;
    }
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
    live: usize,
    /// Number of free operations ever (wrapping): while it is unchanged,
    /// every slot that was live is still live with the same occupant.
    frees: u64,
    /// 0 for an arena; for a view, its owner tag.
    tag: u32,
    /// For a view: the arena it views (whose slots `slots` aliases).
    view: Option<View<T>>,
}

/// What a view needs besides its alias of the viewed slots.
struct View<T> {
    main: NonNull<SegVec<Slot<T>>>,
    /// Serializes appends to the viewed slots.
    lock: NonNull<Mutex<()>>,
}

// SAFETY: a view writes only the slots carrying its tag (checked on every
// write), which by `Arena::view`'s contract no one else reads or writes
// while it exists; it appends under the shared lock. Moving it to another
// thread moves that authority with it.
unsafe impl<T: Send> Send for View<T> {}
// SAFETY: through `&Arena` a view only reads.
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
            tag: 0,
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
        self.slots.len()
    }

    /// What a reused slot keeps of its generation word: an arena clears
    /// the owner tag, a view keeps its own.
    #[inline]
    fn keep(&self) -> u32 {
        if self.tag == 0 {
            GEN_MASK
        } else {
            u32::MAX
        }
    }

    /// Appends fresh slots `make(i)` for `i < n` (a view: to the viewed
    /// arena, under the lock, with its tag); returns the first index.
    #[inline]
    fn push_fresh(&mut self, n: u32, mut make: impl FnMut(u32) -> Slot<T>) -> u32 {
        let Some(v) = &self.view else {
            let start = self.slots.len();
            for i in 0..n {
                self.slots.push(make(i));
            }
            return start;
        };
        // SAFETY: `Arena::view`'s contract: the viewed arena and the lock
        // outlive the view, the viewed arena itself does not append while
        // views exist, and every view appends under this lock.
        let (main, lock) = unsafe { (v.main.as_ref(), v.lock.as_ref()) };
        let _g = lock.lock().unwrap_or_else(|e| e.into_inner());
        let start = main.len();
        let tag = self.tag << GEN_BITS;
        for i in 0..n {
            let mut slot = make(i);
            let g = slot.g();
            slot.set_g((g & GEN_MASK) | tag);
            // SAFETY: appends are serialized by the lock held here.
            unsafe { main.push_shared(slot) };
        }
        // SAFETY: `slots` is this view's alias of `main` (see `view`).
        unsafe { self.slots.refresh_from(main) };
        start
    }

    /// Allocates one object; returns its index.
    #[inline]
    pub fn alloc(&mut self, value: T) -> u32 {
        self.live = self.live.wrapping_add(1);
        let start = self.free[0];
        if start == NONE {
            let gen = self.base_gen.wrapping_add(1);
            if self.view.is_none() {
                return self.slots.push(Slot::new(gen, value));
            }
            let mut value = Some(value);
            return self.push_fresh(1, |_| Slot::new(gen, value.take().unwrap_or_default()));
        }
        let keep = self.keep();
        let slot = self.slot_mut(start);
        debug_assert!(slot.g() & 1 == 0, "allocating a live slot");
        let next = slot.value.free_link();
        slot.set_g(bump(slot.g()) & keep);
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
        let base = self.base_gen;
        if self.view.is_none() {
            let start = self.slots.len();
            for i in 0..len {
                self.slots.push(Slot::new(base.wrapping_add(1), make(i)));
            }
            for _ in len..capacity(len) {
                self.slots.push(Slot::new(base, T::default()));
            }
            self.live = self.live.wrapping_add(len as usize);
            return Run { start, len };
        }
        let start = self.push_fresh(capacity(len), |i| {
            if i < len {
                Slot::new(base.wrapping_add(1), make(i))
            } else {
                Slot::new(base, T::default())
            }
        });
        self.live = self.live.wrapping_add(len as usize);
        Run { start, len }
    }

    /// [`Arena::alloc_run`] from the (non-empty) free list of class `cls`.
    #[inline(never)]
    fn alloc_reused(&mut self, cls: usize, len: u32, mut make: impl FnMut(u32) -> T) -> Run {
        let start = self.free[cls];
        self.free[cls] = self.slot_mut(start).value.free_link();
        let keep = self.keep();
        let mut fill = |i: u32, slot: &mut Slot<T>| {
            debug_assert!(slot.g() & 1 == 0, "allocating a live slot");
            slot.set_g(bump(slot.g()) & keep);
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
        debug_assert!(slot.g() & 1 == 1, "freeing a free slot");
        slot.set_g(bump(slot.g()));
        if std::mem::needs_drop::<T>() {
            drop(std::mem::take(&mut slot.value));
        }
    }

    #[inline]
    fn slot_mut(&mut self, i: u32) -> &mut Slot<T> {
        let tag = self.tag;
        let slot = self.slots.get_mut(i).expect("arena index in range");
        if tag != 0 && tag_of(slot.g()) != tag {
            panic!("a parallel pass modified IR outside the operation it runs on");
        }
        slot
    }

    /// A run of slots as one mutable slice, if it lies in one segment (and,
    /// for a view, never: a view goes slot by slot, checking each tag).
    #[inline]
    fn run_slots_mut(&mut self, start: u32, len: u32) -> Option<&mut [Slot<T>]> {
        if self.tag != 0 {
            return None;
        }
        self.slots.run_mut(start, len)
    }

    /// A view of this arena for a parallel section, for the worker with
    /// owner tag `tag` (see [`Arena::set_tag`]): it reads this arena's slots,
    /// writes only those tagged `tag` (a write to another panics), accepts
    /// handles only to slots tagged `tag` or frozen, allocates from free
    /// lists of its own and appends new slots (tagged `tag`) to this
    /// arena's under `lock`.
    ///
    /// # Safety
    /// While the view exists: this arena is not moved, dropped or accessed
    /// (except through views); views alive at once have distinct tags; no
    /// slot changes its tag but through [`Arena::set_tag`] before views are
    /// made; every view of this arena uses the same `lock`; no slot tagged
    /// for one view is linked from a slot tagged for another (reads follow
    /// links unchecked).
    pub(crate) unsafe fn view(&self, tag: u32, lock: &Mutex<()>) -> Arena<T> {
        assert!(tag != 0 && tag <= MAX_TAG, "owner tags are 1..=MAX_TAG");
        Arena {
            // SAFETY: the alias lives no longer than the view, which the
            // caller keeps within this arena's life.
            slots: unsafe { self.slots.alias() },
            free: [NONE; NUM_CLASSES],
            base_gen: self.base_gen,
            live: 0,
            frees: 0,
            tag,
            view: Some(View { main: NonNull::from(&self.slots), lock: NonNull::from(lock) }),
        }
    }

    /// Sets the owner tag of slot `i` (0: frozen).
    #[inline]
    ///
    /// Through a shared reference: the generation word is atomic, so
    /// workers may tag the (disjoint) subtrees they take while others read.
    pub(crate) fn set_tag(&self, i: u32, tag: u32) {
        debug_assert!(tag <= MAX_TAG);
        if let Some(s) = self.slots.get(i) {
            s.gen.store((s.g() & GEN_MASK) | (tag << GEN_BITS), Relaxed);
        }
    }

    /// Takes back what a view of this arena did: its free slots join this
    /// arena's free lists, its counts of live objects and of frees are
    /// added.
    pub(crate) fn absorb(&mut self, view: Arena<T>) {
        debug_assert!(view.view.as_ref().is_some_and(|v| std::ptr::eq(v.main.as_ptr(), &self.slots)));
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
    /// Whether slot `i` is live and its generation matches `gen` (20 bits).
    #[inline]
    pub fn check(&self, i: u32, gen: u32) -> bool {
        match self.slots.get(i) {
            Some(s) => {
                let g = s.g();
                g & 1 == 1 && (g & GEN_MASK) == gen && self.may_name(g)
            }
            None => false,
        }
    }

    /// Whether a handle may name a slot with generation word `g`: always
    /// for an arena; for a view, if the slot is its own or frozen.
    #[inline]
    fn may_name(&self, g: u32) -> bool {
        self.tag == 0 || tag_of(g) == 0 || tag_of(g) == self.tag
    }

    /// The object at `i` if the slot is live with generation `gen`: the
    /// check and the access in one lookup.
    #[inline]
    pub fn get_checked(&self, i: u32, gen: u32) -> Option<&T> {
        let s = self.slots.get(i)?;
        let g = s.g();
        (g & 1 == 1 && (g & GEN_MASK) == gen && self.may_name(g)).then_some(&s.value)
    }

    /// The 20-bit generation of slot `i` and its object, whether live or not
    /// (one lookup for traversals that check liveness themselves).
    #[inline]
    pub fn gen_and_get(&self, i: u32) -> Option<(u32, &T)> {
        self.slots.get(i).map(|s| (s.g() & GEN_MASK, &s.value))
    }

    /// The object at `i` if the slot is live (any generation): the check
    /// and the access in one lookup.
    #[inline]
    pub fn get_live(&self, i: u32) -> Option<&T> {
        let s = self.slots.get(i)?;
        (s.g() & 1 == 1).then_some(&s.value)
    }

    /// Whether slot `i` holds a live object.
    #[inline]
    pub fn is_live(&self, i: u32) -> bool {
        self.slots.get(i).is_some_and(|s| s.g() & 1 == 1)
    }

    /// The whole generation word of slot `i` (owner tag included), 0 if
    /// the slot does not exist.
    #[inline]
    pub(crate) fn raw_gen(&self, i: u32) -> u32 {
        self.slots.get(i).map_or(0, |s| s.g())
    }

    /// The 20-bit generation a handle to slot `i` must carry.
    #[inline]
    pub fn gen(&self, i: u32) -> u32 {
        self.slots.get(i).map_or(0, |s| s.g() & GEN_MASK)
    }

    /// The object at `i`. Panics if `i` was never allocated; callers index
    /// only slots they hold a checked handle or an internal link to.
    #[inline]
    pub fn get(&self, i: u32) -> &T {
        &self.slots.get(i).expect("arena index in range").value
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
