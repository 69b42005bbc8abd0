//! Parallel sections: several threads mutating the IR of disjoint
//! isolated-from-above operations of one store at once (what the pass
//! manager needs to run a nested pipeline on the functions of a module in
//! parallel, as upstream does).
//!
//! [`Context::parallel_section`] takes the store's exclusive borrow, tags
//! every slot of each scheduled operation's subtree with the number of the
//! worker that will own it (everything else keeps tag 0: *frozen*), and
//! runs the workers. Each worker has a *view* of the store (an [`Ir`] whose
//! arenas address the same slots, see `support/arena.rs`): it reads slots
//! of its own tag and frozen ones, writes only its own, allocates from its
//! own free lists and appends new slots (with its tag) under a lock. While
//! a worker runs, [`Context::ir`], [`Context::ir_mut`] and the C API's
//! [`Context::ir_raw`] on its thread reach its view, so passes, Rust or C,
//! run unchanged. At the end the views' free lists and counters are merged
//! back and the tags cleared.
//!
//! Reaching another worker's slots (through a malformed IR that crosses
//! isolated operations, or a handle kept from elsewhere) is refused: checked
//! handle lookups see a stale handle, internal links panic (the section then
//! poisons the store and resumes the panic).

use std::cell::Cell;
use std::sync::Mutex;

use super::*;
use crate::context::{Context, IrCell};
use crate::support::arena::MAX_TAG;

thread_local! {
    /// The view of the parallel section this thread works in: the owning
    /// context's slot and the view's cell.
    static CURRENT: Cell<Option<(u16, *const IrCell)>> = const { Cell::new(None) };
}

/// The view cell of this thread's parallel section for context slot
/// `slot`, if any.
#[inline]
pub(crate) fn current_view(slot: u16) -> Option<*const IrCell> {
    CURRENT.with(|c| c.get()).filter(|(s, _)| *s == slot).map(|(_, p)| p)
}

/// Whether this thread works in a parallel section (of any context).
pub fn in_parallel_section() -> bool {
    CURRENT.with(|c| c.get()).is_some()
}

impl Ir {
    /// Sets the owner tag of every slot of operation `o`'s subtree.
    fn tag_subtree(&self, o: u32, tag: u32) {
        let mut stack = vec![o];
        while let Some(o) = stack.pop() {
            self.ops.set_tag(o, tag);
            let d = self.ops.get(o);
            let (results, operands, succs, attrs, regions) = (d.results, d.operands, d.succs, d.attrs, d.regions);
            for i in results.indices() {
                self.values.set_tag(i, tag);
            }
            for i in operands.indices() {
                self.operands.set_tag(i, tag);
            }
            for i in succs.indices() {
                self.succs.set_tag(i, tag);
            }
            for i in attrs.indices() {
                self.attrs.set_tag(i, tag);
            }
            for r in regions.indices() {
                self.regions.set_tag(r, tag);
                let mut b = self.regions.get(r).first_block;
                while b != NONE {
                    self.blocks.set_tag(b, tag);
                    let bd = self.blocks.get(b);
                    let (args, next, mut op) = (bd.args.clone(), bd.next, bd.first_op);
                    for a in args {
                        self.values.set_tag(a, tag);
                    }
                    while op != NONE {
                        stack.push(op);
                        op = self.ops.get(op).next;
                    }
                    b = next;
                }
            }
        }
    }

    /// Whether no operand or successor of `o`'s subtree (tagged `tag`)
    /// refers to a value or block tagged otherwise: the subtree is closed
    /// (isolated-from-above operations of valid IR are).
    fn subtree_is_closed(&self, o: u32, tag: u32) -> bool {
        let owner = |g: u32| g >> crate::support::handle::GEN_BITS;
        let mut stack = vec![o];
        while let Some(o) = stack.pop() {
            let d = self.ops.get(o);
            for u in d.operands.indices() {
                let t = self.operands.get(u).target;
                if t != NONE && owner(self.values.raw_gen(t)) != tag {
                    return false;
                }
            }
            for u in d.succs.indices() {
                let t = self.succs.get(u).target;
                if t != NONE && owner(self.blocks.raw_gen(t)) != tag {
                    return false;
                }
            }
            for r in d.regions.indices() {
                let mut b = self.regions.get(r).first_block;
                while b != NONE {
                    let bd = self.blocks.get(b);
                    let mut op = bd.first_op;
                    while op != NONE {
                        stack.push(op);
                        op = self.ops.get(op).next;
                    }
                    b = bd.next;
                }
            }
        }
        true
    }

    /// A view of this store for worker `tag`.
    ///
    /// # Safety
    /// As [`Arena::view`](crate::support::arena::Arena): this store is not
    /// moved or accessed (but through views) while the view exists, views
    /// alive at once have distinct tags, and all share `lock`.
    unsafe fn view(&self, tag: u32, lock: &Mutex<()>) -> Ir {
        // SAFETY: forwarded to the caller.
        unsafe {
            Ir {
                slot: self.slot,
                ctx_gen: self.ctx_gen,
                epoch: self.epoch,
                ops: self.ops.view(tag, lock),
                blocks: self.blocks.view(tag, lock),
                regions: self.regions.view(tag, lock),
                values: self.values.view(tag, lock),
                operands: self.operands.view(tag, lock),
                succs: self.succs.view(tag, lock),
                attrs: self.attrs.view(tag, lock),
            }
        }
    }

    /// Takes back what a view did.
    fn absorb(&mut self, view: Ir) {
        self.epoch = self.epoch.max(view.epoch) + 1;
        self.ops.absorb(view.ops);
        self.blocks.absorb(view.blocks);
        self.regions.absorb(view.regions);
        self.values.absorb(view.values);
        self.operands.absorb(view.operands);
        self.succs.absorb(view.succs);
        self.attrs.absorb(view.attrs);
    }
}

/// Why a parallel section could not start.
#[derive(Debug, PartialEq, Eq)]
pub enum SectionError {
    /// The IR is borrowed (or this thread already works in a section).
    Busy,
    /// A root is stale or not in this context.
    BadRoot,
    /// A root's IR refers to values or blocks outside it (the IR is not
    /// valid: its operations are not isolated).
    NotIsolated,
}

impl Context {
    /// Runs `work(worker, mine)` on `workers` threads (the calling thread
    /// is worker 0), where worker `w` owns the roots `roots[i]` for the
    /// indices `i` in `mine` (a contiguous share, so that workers touch
    /// different memory) and may read and mutate them (and only them,
    /// besides reading what is outside every root) through this context's
    /// IR accessors. The roots must be disjoint subtrees (siblings, for
    /// instance). Returns the workers' results in worker order.
    ///
    /// Fails without running anything if the IR is borrowed, this thread
    /// is already in a section, a root is stale, or a root's IR refers to
    /// values or blocks outside it.
    pub fn parallel_section<R: Send>(
        &self,
        roots: &[OpId],
        workers: usize,
        work: impl Fn(usize, &[usize]) -> R + Sync,
    ) -> Result<Vec<R>, SectionError> {
        let workers = workers.clamp(1, MAX_TAG as usize).min(roots.len().max(1));
        if in_parallel_section() {
            return Err(SectionError::Busy);
        }
        let mut guard = self.try_ir_mut().ok_or(SectionError::Busy)?;
        let ir: &mut Ir = &mut guard;
        let idx: Vec<u32> = roots.iter().map(|&r| ir.op_idx(r)).collect::<Result<_, _>>().map_err(|_| SectionError::BadRoot)?;
        let lock = Mutex::new(());
        let base: &Ir = ir;
        let slot = self.slot();
        let work = &work;
        let idx = &idx;
        // Each worker tags its roots, then checks that they are closed;
        // nothing is mutated before every worker has checked.
        let tagged = std::sync::Barrier::new(workers);
        let open = std::sync::atomic::AtomicBool::new(false);
        let (tagged, open) = (&tagged, &open);
        let run = &|w: usize| -> (Option<std::thread::Result<R>>, Ir) {
            let tag = w as u32 + 1;
            let chunk = idx.len().div_ceil(workers);
            let share: Vec<usize> = (w * chunk..((w + 1) * chunk).min(idx.len())).collect();
            let mine = || share.iter().map(|&i| idx[i]);
            for o in mine() {
                base.tag_subtree(o, tag);
            }
            if !mine().all(|o| base.subtree_is_closed(o, tag)) {
                open.store(true, std::sync::atomic::Ordering::Relaxed);
            }
            tagged.wait();
            // SAFETY: the store is exclusively borrowed by this section
            // (`guard`) and only reached through views until they are all
            // absorbed below; worker `w` has tag `w + 1`, distinct from the
            // others'; all views share `lock`; every root is closed (or no
            // view is used).
            let cell = IrCell::new(unsafe { base.view(tag, &lock) });
            let r = if open.load(std::sync::atomic::Ordering::Relaxed) {
                None
            } else {
                CURRENT.with(|c| c.set(Some((slot, &cell as *const IrCell))));
                let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| work(w, &share)));
                CURRENT.with(|c| c.set(None));
                Some(r)
            };
            let view = cell.into_inner();
            // The roots' slots are frozen again (those of roots erased by a
            // misbehaving pass are free: nothing is left to clear).
            for o in mine() {
                if view.ops.is_live(o) {
                    base.tag_subtree(o, 0);
                }
            }
            (r, view)
        };
        self.enter_views();
        let outcomes: Vec<(Option<std::thread::Result<R>>, Ir)> = std::thread::scope(|s| {
            let handles: Vec<_> = (1..workers).map(|w| s.spawn(move || run(w))).collect();
            let mut all = vec![run(0)];
            for h in handles {
                all.push(h.join().expect("workers catch their panics"));
            }
            all
        });
        self.leave_views();
        let mut results = Vec::with_capacity(workers);
        let mut panic = None;
        let mut refused = false;
        for (r, view) in outcomes {
            ir.absorb(view);
            match r {
                None => refused = true,
                Some(Ok(v)) => results.push(v),
                Some(Err(p)) => panic = panic.or(Some(p)),
            }
        }
        if refused {
            return Err(SectionError::NotIsolated);
        }
        ir.epoch += 1;
        if let Some(p) = panic {
            // The store may be half-updated: dropping the guard while
            // panicking poisons it.
            std::panic::resume_unwind(p);
        }
        drop(guard);
        Ok(results)
    }
}
