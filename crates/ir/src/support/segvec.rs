//! An append-only vector whose elements never move.
//!
//! Storage is a fixed array of segments; segment `s` holds `FIRST << s`
//! elements and is allocated the first time an element lands in it. Because
//! no element is ever moved, a reader may hold `&T` while another element is
//! appended, and readers need no lock: they load a segment pointer and index
//! into it.
//!
//! This is one of the few places with `unsafe` in the core. The invariants:
//!
//! 1. `segs[s]` is either null or points to an allocation of exactly
//!    `seg_len(s)` elements, made by [`SegVec::push`] and freed only by `Drop`.
//! 2. Elements `0..len` are initialized. `len` only grows, is written with
//!    `Release` after the element is written, and read with `Acquire`, so a
//!    reader that sees `i < len` sees the element fully written.
//! 3. Appends are serialized: [`SegVec::push`] takes `&mut self`, and
//!    [`SegVec::push_shared`] is only called by owners that hold a lock for the
//!    whole push (the uniquer's shard lock); see the safety comment there.
//! 4. `get_mut` takes `&mut self`, so no shared reference can alias it.
//! 5. An *alias* (`SegVec::alias`) shares another vector's segments and
//!    never frees them; its creator arbitrates access to the shared
//!    elements (the arena views of parallel sections, `arena.rs`).
//!    `get_ptr` hands out a raw element pointer; whoever dereferences it
//!    arbitrates access (the arena views of parallel sections, see
//!    `arena.rs`).

use std::alloc::{self, Layout};
use std::marker::PhantomData;
use std::ptr;
use std::sync::atomic::{AtomicPtr, AtomicU32, Ordering};

/// log2 of the first segment's length.
const FIRST_SHIFT: u32 = 5;
/// Number of segments: enough for 2^32 elements.
const NUM_SEGS: usize = (33 - FIRST_SHIFT) as usize;

/// An append-only vector with stable element addresses and lock-free reads.
pub struct SegVec<T> {
    segs: [AtomicPtr<T>; NUM_SEGS],
    len: AtomicU32,
    /// Whether the segments belong to another vector (an alias).
    borrowed: bool,
    _own: PhantomData<T>,
}

// SAFETY: `SegVec<T>` owns its `T`s. Shared access hands out `&T` only
// (requires `T: Sync` to share, `T: Send` to move across threads), and the
// only shared mutation (`push_shared`) is serialized by its caller.
unsafe impl<T: Send> Send for SegVec<T> {}
unsafe impl<T: Send + Sync> Sync for SegVec<T> {}

impl<T> Default for SegVec<T> {
    fn default() -> Self {
        Self::new()
    }
}

#[inline]
fn seg_len(s: usize) -> usize {
    1usize << (FIRST_SHIFT as usize + s)
}

/// Maps an index to (segment, offset within segment).
#[inline]
fn locate(i: u32) -> (usize, usize) {
    let j = i as u64 + (1u64 << FIRST_SHIFT);
    let top = 63 - j.leading_zeros();
    let s = (top - FIRST_SHIFT) as usize;
    (s, (j - (1u64 << top)) as usize)
}

impl<T> SegVec<T> {
    /// An empty vector; allocates nothing.
    pub const fn new() -> Self {
        SegVec {
            segs: [const { AtomicPtr::new(ptr::null_mut()) }; NUM_SEGS],
            len: AtomicU32::new(0),
            borrowed: false,
            _own: PhantomData,
        }
    }

    /// A vector sharing this one's segments and length as they are now.
    ///
    /// # Safety
    /// The alias must not outlive `self`'s segments, and its user must
    /// arbitrate access to the shared elements: no element may be reached
    /// mutably through two vectors at once, or mutably through one while
    /// read through another. Appends go to `self` (under the caller's
    /// lock), followed by [`SegVec::refresh_from`].
    pub unsafe fn alias(&self) -> SegVec<T> {
        let mut v = SegVec::new();
        v.borrowed = true;
        // SAFETY: forwarded to the caller.
        unsafe { v.copy_from(self) };
        v
    }

    /// Brings an alias up to date with the vector it aliases (after
    /// appends to it).
    ///
    /// # Safety
    /// `self` is an alias of `other` (see [`SegVec::alias`]).
    pub unsafe fn refresh_from(&mut self, other: &SegVec<T>) {
        debug_assert!(self.borrowed);
        // SAFETY: forwarded to the caller.
        unsafe { self.copy_from(other) };
    }

    /// Copies `other`'s segment pointers and length.
    unsafe fn copy_from(&self, other: &SegVec<T>) {
        let len = other.len.load(Ordering::Acquire);
        for (mine, theirs) in self.segs.iter().zip(&other.segs) {
            mine.store(theirs.load(Ordering::Acquire), Ordering::Relaxed);
        }
        self.len.store(len, Ordering::Release);
    }

    /// Number of elements.
    #[inline]
    pub fn len(&self) -> u32 {
        self.len.load(Ordering::Acquire)
    }

    /// Whether the vector is empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The element at `i`, if `i < len`.
    #[inline]
    pub fn get(&self, i: u32) -> Option<&T> {
        if i >= self.len() {
            return None;
        }
        let (s, off) = locate(i);
        let seg = self.segs[s].load(Ordering::Acquire);
        // SAFETY: invariant 2: `i < len` means segment `s` is allocated and
        // element `off` of it is initialized; it is never moved or freed
        // while `self` is borrowed.
        Some(unsafe { &*seg.add(off) })
    }

    /// Mutable access to the element at `i`, if `i < len`.
    #[inline]
    pub fn get_mut(&mut self, i: u32) -> Option<&mut T> {
        if i >= *self.len.get_mut() {
            return None;
        }
        let (s, off) = locate(i);
        let seg = *self.segs[s].get_mut();
        // SAFETY: as in `get`; `&mut self` makes the access exclusive.
        Some(unsafe { &mut *seg.add(off) })
    }

    /// A raw pointer to the element at `i`, if `i < len`, for callers that
    /// arbitrate access to elements themselves (arena views).
    #[inline]
    pub fn get_ptr(&self, i: u32) -> Option<*mut T> {
        if i >= self.len() {
            return None;
        }
        let (s, off) = locate(i);
        let seg = self.segs[s].load(Ordering::Acquire);
        // SAFETY: invariant 2: `i < len` means segment `s` is allocated and
        // `off` is inside it; forming the pointer reads nothing.
        Some(unsafe { seg.add(off) })
    }

    /// The segment and offset of the `n` elements `start..start + n`, if they
    /// are all below `len` and lie in one segment.
    #[inline]
    fn run_place(start: u32, n: u32, len: u32) -> Option<(usize, usize)> {
        if start.checked_add(n)? > len {
            return None;
        }
        let (s, off) = locate(start);
        (off + n as usize <= seg_len(s)).then_some((s, off))
    }

    /// The `n` elements `start..start + n` as one slice, if they are all
    /// below `len` and lie in one segment (`None` otherwise: the caller then
    /// goes element by element).
    #[inline]
    pub fn run(&self, start: u32, n: u32) -> Option<&[T]> {
        let (s, off) = Self::run_place(start, n, self.len())?;
        let seg = self.segs[s].load(Ordering::Acquire);
        // SAFETY: invariants 1 and 2: the elements are below `len`, hence
        // initialized, and are elements `off..off + n` of segment `s`'s
        // allocation (checked against its length by `run_place`); they are
        // never moved or freed while `self` is borrowed.
        Some(unsafe { std::slice::from_raw_parts(seg.add(off), n as usize) })
    }

    /// Mutable access to a run of elements as one slice (as [`SegVec::run`]).
    #[inline]
    pub fn run_mut(&mut self, start: u32, n: u32) -> Option<&mut [T]> {
        let (s, off) = Self::run_place(start, n, *self.len.get_mut())?;
        let seg = *self.segs[s].get_mut();
        // SAFETY: as in `run`; `&mut self` makes the access exclusive.
        Some(unsafe { std::slice::from_raw_parts_mut(seg.add(off), n as usize) })
    }

    /// Appends `value` and returns its index.
    pub fn push(&mut self, value: T) -> u32 {
        // SAFETY: `&mut self` serializes the push.
        unsafe { self.push_shared(value) }
    }

    /// Appends `value` through a shared reference and returns its index.
    ///
    /// # Safety
    /// No other push on this vector may run concurrently. Readers may run
    /// concurrently.
    pub unsafe fn push_shared(&self, value: T) -> u32 {
        let i = self.len.load(Ordering::Relaxed);
        assert!(i < u32::MAX, "SegVec is full");
        let (s, off) = locate(i);
        let mut seg = self.segs[s].load(Ordering::Acquire);
        if seg.is_null() {
            let layout = Layout::array::<T>(seg_len(s)).expect("segment layout");
            seg = if layout.size() == 0 {
                ptr::NonNull::<T>::dangling().as_ptr()
            } else {
                // SAFETY: the layout has non-zero size.
                let p = unsafe { alloc::alloc(layout) } as *mut T;
                if p.is_null() {
                    alloc::handle_alloc_error(layout);
                }
                p
            };
            self.segs[s].store(seg, Ordering::Release);
        }
        // SAFETY: `off < seg_len(s)` by `locate`; the slot is uninitialized
        // (index `i == len`) and no reader looks at it until `len` grows.
        unsafe { seg.add(off).write(value) };
        self.len.store(i + 1, Ordering::Release);
        i
    }

    /// Iterates over the elements in index order.
    pub fn iter(&self) -> impl Iterator<Item = &T> + '_ {
        (0..self.len()).filter_map(move |i| self.get(i))
    }
}

impl<T> Drop for SegVec<T> {
    fn drop(&mut self) {
        if self.borrowed {
            return;
        }
        let len = *self.len.get_mut() as usize;
        let mut remaining = len;
        for s in 0..NUM_SEGS {
            let seg = *self.segs[s].get_mut();
            if seg.is_null() {
                break;
            }
            let n = remaining.min(seg_len(s));
            // SAFETY: invariant 1 and 2: the first `n` elements of the
            // segment are initialized and owned by us.
            unsafe {
                ptr::drop_in_place(ptr::slice_from_raw_parts_mut(seg, n));
            }
            remaining -= n;
            let layout = Layout::array::<T>(seg_len(s)).expect("segment layout");
            if layout.size() != 0 {
                // SAFETY: allocated in `push_shared` with this layout.
                unsafe { alloc::dealloc(seg as *mut u8, layout) };
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    #[test]
    fn locate_covers_segments_contiguously() {
        let mut expect = (0usize, 0usize);
        for i in 0..10_000u32 {
            assert_eq!(locate(i), expect, "index {i}");
            expect.1 += 1;
            if expect.1 == seg_len(expect.0) {
                expect = (expect.0 + 1, 0);
            }
        }
        assert!(locate(u32::MAX - 1).0 < NUM_SEGS);
    }

    #[test]
    fn push_get_and_drop() {
        let mut v = SegVec::new();
        for i in 0..1000 {
            assert_eq!(v.push(format!("s{i}")), i);
        }
        assert_eq!(v.get(999).map(String::as_str), Some("s999"));
        assert!(v.get(1000).is_none());
        *v.get_mut(3).unwrap() = "x".into();
        // Elements 30..34 straddle the first two segments (32 and 64 long).
        assert!(v.run_mut(30, 4).is_none());
        assert!(v.run_mut(998, 3).is_none(), "past the end");
        assert_eq!(v.run(32, 2).map(|r| r[1].as_str()), Some("s33"));
        let run = v.run_mut(32, 3).unwrap();
        run[2] = "y".into();
        assert_eq!(v.get(34).map(String::as_str), Some("y"));
        assert_eq!(v.iter().nth(3).map(String::as_str), Some("x"));
    }

    #[test]
    fn readers_see_stable_addresses_while_pushing() {
        let v = Arc::new(std::sync::Mutex::new(()));
        let sv = Arc::new(SegVec::<u64>::new());
        let _g = v.lock().unwrap();
        // SAFETY: single pusher (this thread, holding the lock).
        unsafe { sv.push_shared(7) };
        let first: *const u64 = sv.get(0).unwrap();
        for i in 1..5000 {
            unsafe { sv.push_shared(i) };
        }
        assert_eq!(first, sv.get(0).unwrap() as *const u64);
    }
}
