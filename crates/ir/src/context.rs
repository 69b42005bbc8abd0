//! The context: owner of uniqued types and attributes, loaded dialects,
//! operation names, diagnostic handlers and the IR store.
//!
//! Every live context occupies a slot of a process-wide table
//! ([`MAX_CONTEXTS`] slots). Handles name their context by slot, and the
//! slot's generation changes each time it is reused, which is how a handle
//! into a destroyed context is recognised.
//!
//! A context is created with [`Context::new`], which returns an
//! [`OwnedContext`]; the context never moves while it lives (the table points
//! at it) and is destroyed when the owner is dropped.

use std::cell::UnsafeCell;
use std::ops::Deref;
use std::ptr::{self, NonNull};
use std::sync::atomic::{AtomicBool, AtomicIsize, AtomicPtr, AtomicU32, AtomicU64, Ordering};
use std::sync::{Mutex, RwLock};

use crate::affine::{AffineExprData, AffineMapData, IntegerSetData};
use crate::attrs::{AttrData, Attribute, Identifier, Location};
use crate::diagnostics::DiagnosticEngine;
use crate::ir::Ir;
use std::sync::Arc;

use crate::registry::{DialectDef, DialectRegistry, Interface, OpDef};
use crate::support::handle::{Handle, UniquedKind, GEN_MASK, MAX_CONTEXTS};
use crate::support::segvec::SegVec;
use crate::support::uniquer::Uniquer;
use crate::types::{FloatKind, Signedness, Type, TypeData};

// ---------------------------------------------------------------------------
// The process-wide context table.
// ---------------------------------------------------------------------------

static CONTEXTS: [AtomicPtr<Context>; MAX_CONTEXTS] =
    [const { AtomicPtr::new(ptr::null_mut()) }; MAX_CONTEXTS];
static GENERATIONS: [AtomicU32; MAX_CONTEXTS] = [const { AtomicU32::new(0) }; MAX_CONTEXTS];
static FREE_SLOTS: Mutex<(Vec<u16>, u16)> = Mutex::new((Vec::new(), 1));
/// Per slot, the calls in progress that registered with [`SlotUse::enter`].
static IN_USE: [AtomicU32; MAX_CONTEXTS] = [const { AtomicU32::new(0) }; MAX_CONTEXTS];

/// A call in progress on the context in one table slot. While any lives,
/// destroying that context waits (see [`OwnedContext`]'s drop), so a call
/// that enters *before* it resolves its handles never sees the context
/// freed under it. The C API enters one in its long-running calls (parse,
/// print, verify, walk, clone, destroy of operations, pass and rewrite
/// drivers); the cheap accessors do not pay for it.
pub struct SlotUse {
    slot: u16,
}

impl SlotUse {
    /// Registers a call on the context in `slot` (nothing for a slot out of
    /// range). Resolve handles only after this returns.
    #[inline]
    pub fn enter(slot: u16) -> Option<SlotUse> {
        let n = IN_USE.get(slot as usize)?;
        n.fetch_add(1, Ordering::SeqCst);
        HELD.with(|h| h.borrow_mut().push(slot));
        // Pairs with the fence in `OwnedContext::drop`: either this call's
        // later lookup sees the slot emptied, or the destroyer sees this
        // registration and waits.
        std::sync::atomic::fence(Ordering::SeqCst);
        Some(SlotUse { slot })
    }

    /// How many registrations on `slot` the current thread holds (a call
    /// on that context is in progress further up this thread's stack).
    pub fn held_here(slot: u16) -> u32 {
        HELD.with(|h| h.borrow().iter().filter(|&&s| s == slot).count() as u32)
    }
}

thread_local! {
    /// The slots this thread's live `SlotUse`s registered on.
    static HELD: std::cell::RefCell<Vec<u16>> = const { std::cell::RefCell::new(Vec::new()) };
}

impl Drop for SlotUse {
    fn drop(&mut self) {
        let slot = self.slot;
        // `try_with`: a registration dropped during thread teardown.
        let _ = HELD.try_with(|h| {
            let mut h = h.borrow_mut();
            if let Some(i) = h.iter().rposition(|&s| s == slot) {
                h.remove(i);
            }
        });
        IN_USE[slot as usize].fetch_sub(1, Ordering::Release);
    }
}

/// Waits until the registered calls on `slot` are only this thread's own
/// (a call further up its stack, which cannot end while it waits).
fn drain_calls(slot: u16) {
    let own = SlotUse::held_here(slot);
    let mut spins = 0u32;
    while IN_USE[slot as usize].load(Ordering::SeqCst) > own {
        spins += 1;
        if spins < 64 {
            std::thread::yield_now();
        } else {
            std::thread::sleep(std::time::Duration::from_micros(200));
        }
    }
}

/// How many registered calls ([`SlotUse`]) are in progress on the context in
/// `slot`, on any thread.
pub fn calls_in_progress(slot: u16) -> u32 {
    IN_USE.get(slot as usize).map_or(0, |n| n.load(Ordering::SeqCst))
}

fn take_slot() -> Option<(u16, u32)> {
    let mut free = FREE_SLOTS.lock().unwrap_or_else(|e| e.into_inner());
    // Reuse the least recently freed slot last: take fresh slots first so
    // a stale handle's slot stays empty (and is reported as destroyed) for
    // as long as possible.
    // The last slot is reserved for floating regions and blocks.
    let slot = if (free.1 as usize) < MAX_CONTEXTS - 1 {
        free.1 += 1;
        free.1 - 1
    } else if !free.0.is_empty() {
        free.0.remove(0)
    } else {
        return None;
    };
    let gen = GENERATIONS[slot as usize].fetch_add(1, Ordering::AcqRel).wrapping_add(1);
    Some((slot, gen))
}

fn release_slot(slot: u16) {
    CONTEXTS[slot as usize].store(ptr::null_mut(), Ordering::Release);
    let mut free = FREE_SLOTS.lock().unwrap_or_else(|e| e.into_inner());
    free.0.push(slot);
}

/// The context registered in table slot `slot`, if one is alive there and its
/// generation matches `gen` (20 bits). The pointer is valid until that
/// context is destroyed; turning it into a reference is the caller's
/// responsibility (the C API does so for the duration of one call).
#[inline]
pub fn context_ptr(slot: u16, gen: u32) -> Option<NonNull<Context>> {
    let p = CONTEXTS.get(slot as usize)?.load(Ordering::Acquire);
    let p = NonNull::new(p)?;
    (GENERATIONS[slot as usize].load(Ordering::Acquire) & GEN_MASK == gen).then_some(p)
}

/// The context registered in table slot `slot`, whatever its generation.
#[inline]
pub fn context_ptr_any_gen(slot: u16) -> Option<NonNull<Context>> {
    NonNull::new(CONTEXTS.get(slot as usize)?.load(Ordering::Acquire))
}

/// A per-thread cache of recently interned operation names, keyed by the
/// context (slot and generation, so a destroyed context's entries never
/// match a new one) and the name's bytes.
mod name_cache {
    use super::OpName;
    use std::cell::RefCell;

    const WAYS: usize = 4;
    const MAX: usize = 48;

    #[derive(Clone, Copy)]
    struct Entry {
        key: u64,
        len: u8,
        bytes: [u8; MAX],
        name: OpName,
    }

    thread_local! {
        static CACHE: RefCell<([Option<Entry>; WAYS], usize)> = const { RefCell::new(([None; WAYS], 0)) };
    }

    fn key(slot: u16, gen: u32) -> u64 {
        ((gen as u64) << 16) | slot as u64
    }

    pub(super) fn get(slot: u16, gen: u32, name: &[u8]) -> Option<OpName> {
        if name.len() > MAX {
            return None;
        }
        let k = key(slot, gen);
        CACHE.with(|c| {
            let c = c.borrow();
            c.0.iter().flatten().find(|e| e.key == k && &e.bytes[..e.len as usize] == name).map(|e| e.name)
        })
    }

    pub(super) fn put(slot: u16, gen: u32, name: &[u8], n: OpName) {
        if name.len() > MAX {
            return;
        }
        let mut bytes = [0u8; MAX];
        bytes[..name.len()].copy_from_slice(name);
        let e = Entry { key: key(slot, gen), len: name.len() as u8, bytes, name: n };
        CACHE.with(|c| {
            let mut c = c.borrow_mut();
            let i = c.1;
            c.0[i] = Some(e);
            c.1 = (i + 1) % WAYS;
        });
    }
}

// ---------------------------------------------------------------------------
// Context.
// ---------------------------------------------------------------------------

/// Types and attributes every context makes at creation and hands out
/// without a lock.
pub(crate) struct Common {
    pub(crate) integers: IntegerTypeCache,
    pub(crate) index: Type,
    pub(crate) none: Type,
    pub(crate) floats: [Type; FloatKind::ALL.len()],
    pub(crate) unit: Attribute,
    pub(crate) unknown_loc: Location,
    /// The `sym_name` identifier, made on first use.
    pub(crate) sym_name: std::sync::OnceLock<Attribute>,
}

/// A lock-free, direct-mapped cache of integer types (any width and
/// signedness) in front of the type uniquer. An entry holds the exact key
/// (width and signedness) next to the type's index, so a hit needs no
/// hashing and no comparison with the stored type. Slot `3 * width +
/// signedness` (mod the size): every width below 170 has its own slots,
/// and a collision only costs a fallback to the uniquer.
pub(crate) struct IntegerTypeCache {
    /// `key << 32 | (index + 1)`, `key = width << 2 | signedness`; 0: empty.
    entries: Box<[AtomicU64; Self::SIZE]>,
}

impl IntegerTypeCache {
    const SIZE: usize = 512;

    fn new() -> Self {
        IntegerTypeCache { entries: Box::new([const { AtomicU64::new(0) }; Self::SIZE]) }
    }

    #[inline]
    fn slot_and_key(width: u32, signedness: Signedness) -> (usize, u64) {
        let s = signedness as u32;
        ((width as usize * 3 + s as usize) & (Self::SIZE - 1), ((width as u64) << 2 | s as u64) << 32)
    }

    /// The cached type index for the key, if present.
    #[inline]
    pub(crate) fn get(&self, width: u32, signedness: Signedness) -> Option<u32> {
        let (slot, key) = Self::slot_and_key(width, signedness);
        let e = self.entries[slot].load(Ordering::Acquire);
        (e != 0 && e & !0xffff_ffff == key).then(|| (e as u32).wrapping_sub(1))
    }

    /// Remembers the type index of the key (replacing whatever shared its
    /// slot).
    #[inline]
    pub(crate) fn set(&self, width: u32, signedness: Signedness, index: u32) {
        let (slot, key) = Self::slot_and_key(width, signedness);
        self.entries[slot].store(key | (index as u64 + 1), Ordering::Release);
    }
}

/// An interned operation name: an index into the context's name table.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct OpName(pub(crate) u32);

impl OpName {
    /// The name's index in its context's table.
    pub fn index(self) -> u32 {
        self.0
    }
}

/// What the context knows about an operation name.
pub struct OpNameInfo {
    /// The name as an identifier.
    pub ident: Identifier,
    /// Length of the dialect prefix (bytes before the first `.`), or the
    /// whole name if there is no dot.
    pub dialect_len: u32,
    def: AtomicPtr<OpDef>,
    /// The identifiers of the registration's attribute names, by
    /// definition index (made when the dialect is loaded, so inherent
    /// attributes are found by handle comparison, not by name).
    attr_ids: std::sync::OnceLock<Box<[Attribute]>>,
    /// The properties an operation of this name gets when created with
    /// none given: its default-valued attributes (made once per context).
    default_props: std::sync::OnceLock<Option<Attribute>>,
}

impl OpNameInfo {
    /// The properties of an operation created with none given, made by
    /// `make` the first time.
    pub(crate) fn default_props(&self, make: impl FnOnce() -> Option<Attribute>) -> Option<Attribute> {
        *self.default_props.get_or_init(make)
    }

    /// The registration, if the op's dialect is loaded and defines it.
    #[inline]
    pub fn def(&self) -> Option<&OpDef> {
        let p = self.def.load(Ordering::Acquire);
        // SAFETY: only ever set (in `Context::load_dialect`) to the address
        // of an `OpDef` inside an `Arc` that the context's loaded-dialect
        // list keeps alive until the context (which owns this info) drops.
        (!p.is_null()).then(|| unsafe { &*p })
    }

    /// The identifiers of the registration's attribute names, in
    /// definition order (empty if unregistered).
    #[inline]
    pub fn attr_ids(&self) -> &[Attribute] {
        self.attr_ids.get().map_or(&[], |b| b)
    }
}

struct OpNames {
    map: Mutex<hashbrown::HashMap<Box<[u8]>, u32>>,
    infos: SegVec<OpNameInfo>,
}

struct Dialects {
    registry: DialectRegistry,
    /// Loaded dialects, in load order; never shrinks while the context
    /// lives (operation names point into these definitions).
    loaded: Vec<Arc<DialectDef>>,
}

/// A handle to a loaded dialect: its index in the context's load order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Dialect(pub(crate) Handle);

impl Dialect {
    /// The raw handle word.
    pub fn bits(self) -> u64 {
        self.0.bits()
    }
    /// Rebuilds from a raw word.
    pub fn from_bits(b: u64) -> Option<Dialect> {
        Handle::from_bits(b).map(Dialect)
    }
}

/// The IR store of a context, with a borrow flag for the safe Rust API.
///
/// The flag counts shared borrows (positive) or marks the one exclusive
/// borrow (`-1`); it only ever changes by compare-and-swap from a value
/// that allows the change, so a shared and an exclusive borrow can never
/// coexist whatever the interleaving of threads. An exclusive borrow
/// dropped while its thread panics (in the middle of a mutation) poisons
/// the cell: the IR may be half-updated, so every later safe borrow
/// panics instead of reading it.
pub struct IrCell {
    borrow: AtomicIsize,
    poisoned: AtomicBool,
    ir: UnsafeCell<Ir>,
}

impl IrCell {
    pub(crate) fn new(ir: Ir) -> Self {
        IrCell { borrow: AtomicIsize::new(0), poisoned: AtomicBool::new(false), ir: UnsafeCell::new(ir) }
    }

    /// The store, taken out of the cell.
    pub(crate) fn into_inner(self) -> Ir {
        self.ir.into_inner()
    }

    fn check_poison(&self) {
        if self.poisoned.load(Ordering::Acquire) {
            panic!("the context's IR is poisoned: a thread panicked while mutating it");
        }
    }

    /// Takes a shared borrow, or `None` if the IR is exclusively borrowed.
    fn try_share(&self) -> Option<IrRef<'_>> {
        self.check_poison();
        let mut cur = self.borrow.load(Ordering::Relaxed);
        loop {
            if cur < 0 || cur == isize::MAX {
                return None;
            }
            match self.borrow.compare_exchange_weak(cur, cur + 1, Ordering::Acquire, Ordering::Relaxed) {
                Ok(_) => return Some(IrRef { cell: self }),
                Err(now) => cur = now,
            }
        }
    }

    /// Takes the exclusive borrow, or `None` if the IR is borrowed.
    fn try_exclusive(&self) -> Option<IrMut<'_>> {
        self.check_poison();
        self.borrow.compare_exchange(0, -1, Ordering::Acquire, Ordering::Relaxed).ok().map(|_| IrMut { cell: self })
    }
}

/// Shared access to a context's IR (see [`Context::ir`]).
pub struct IrRef<'a> {
    cell: &'a IrCell,
}

/// Exclusive access to a context's IR (see [`Context::ir_mut`]).
pub struct IrMut<'a> {
    cell: &'a IrCell,
}

impl Deref for IrRef<'_> {
    type Target = Ir;
    fn deref(&self) -> &Ir {
        // SAFETY: the borrow flag counts this shared borrow; no `IrMut`
        // exists while it is positive.
        unsafe { &*self.cell.ir.get() }
    }
}

impl Drop for IrRef<'_> {
    fn drop(&mut self) {
        self.cell.borrow.fetch_sub(1, Ordering::Release);
    }
}

impl Deref for IrMut<'_> {
    type Target = Ir;
    fn deref(&self) -> &Ir {
        // SAFETY: the borrow flag is -1: this is the only borrow.
        unsafe { &*self.cell.ir.get() }
    }
}

impl std::ops::DerefMut for IrMut<'_> {
    fn deref_mut(&mut self) -> &mut Ir {
        // SAFETY: the borrow flag is -1: this is the only borrow.
        unsafe { &mut *self.cell.ir.get() }
    }
}

impl Drop for IrMut<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.cell.poisoned.store(true, Ordering::Release);
        }
        self.cell.borrow.store(0, Ordering::Release);
    }
}

/// An MLIR context.
pub struct Context {
    slot: u16,
    gen: u32,
    pub(crate) types: Uniquer<TypeData>,
    pub(crate) attrs: Uniquer<AttrData>,
    pub(crate) affine_exprs: Uniquer<AffineExprData>,
    pub(crate) affine_maps: Uniquer<AffineMapData>,
    pub(crate) integer_sets: Uniquer<IntegerSetData>,
    pub(crate) common: Common,
    op_names: OpNames,
    dialects: RwLock<Dialects>,
    allow_unregistered: AtomicBool,
    /// Whether a loaded dialect has a symbol-user operation (symbol-table
    /// verification walks for them only then).
    symbol_users: AtomicBool,
    threading: AtomicBool,
    pool_threads: AtomicU32,
    next_distinct: std::sync::atomic::AtomicU64,
    /// Resource blobs of `dense_resource` attributes (the builtin dialect's
    /// resource manager).
    pub resources: crate::attrs::resources::ResourceBlobs,
    /// The diagnostic engine (handlers and emission).
    pub diagnostics: DiagnosticEngine,
    ir: IrCell,
    /// Number of parallel sections running on this context's IR (their
    /// threads reach views of it: `ir/parallel.rs`).
    views: AtomicU32,
}

// SAFETY: every field but `ir` is thread-safe on its own. `ir` is only
// reached through `IrCell`, whose safe accessors use an atomic borrow flag,
// and through `IrCell::raw`, whose callers (the C API) promise upstream's
// threading contract (see `Context::ir_raw`).
unsafe impl Sync for Context {}
unsafe impl Send for Context {}

/// Why a context could not be created.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooManyContexts;

impl std::fmt::Display for TooManyContexts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "too many live contexts (at most {})", MAX_CONTEXTS - 1)
    }
}

impl Context {
    /// Creates a context that can load the registry's dialects, with
    /// `builtin` (the builtin dialect's definition) registered and loaded.
    /// The core knows no dialect: `Context::new` and `Context::try_new`
    /// (in `dialects`) pass the builtin dialect.
    pub fn try_new_with_builtin(
        registry: &DialectRegistry,
        threading: bool,
        builtin: Arc<DialectDef>,
    ) -> Result<OwnedContext, TooManyContexts> {
        let (slot, gen) = take_slot().ok_or(TooManyContexts)?;
        let handle = |kind: UniquedKind, idx: u32| Handle::new(idx, slot, kind.generation(gen));
        let types = Uniquer::<TypeData>::new();
        let attrs = Uniquer::<AttrData>::new();
        let mk_type = |d: TypeData| {
            let h = crate::types::type_hash(&types, &d.key());
            Type(handle(UniquedKind::Type, types.intern(h, |x| *x == d, || d.clone())))
        };
        let index = mk_type(TypeData::Index);
        let none = mk_type(TypeData::None);
        let floats = FloatKind::ALL.map(|k| mk_type(TypeData::Float(k)));
        let mk_attr = |d: AttrData| {
            let h = attrs.hash(&d);
            Attribute(handle(UniquedKind::Attribute, attrs.intern(h, |x| *x == d, || d.clone())))
        };
        let unit = mk_attr(AttrData::Unit);
        let unknown_loc = Location(mk_attr(AttrData::UnknownLoc));
        let mut dialect_registry = registry.clone();
        dialect_registry.insert(builtin.clone());
        let base_gen = gen.wrapping_mul(0x9E37_79B9) & GEN_MASK;
        let cx = Box::new(Context {
            slot,
            gen,
            types,
            attrs,
            affine_exprs: Uniquer::new(),
            affine_maps: Uniquer::new(),
            integer_sets: Uniquer::new(),
            common: Common {
                integers: IntegerTypeCache::new(),
                index,
                none,
                floats,
                unit,
                unknown_loc,
                sym_name: std::sync::OnceLock::new(),
            },
            op_names: OpNames { map: Mutex::new(hashbrown::HashMap::new()), infos: SegVec::new() },
            dialects: RwLock::new(Dialects { registry: dialect_registry, loaded: Vec::new() }),
            allow_unregistered: AtomicBool::new(false),
            symbol_users: AtomicBool::new(false),
            threading: AtomicBool::new(threading),
            pool_threads: AtomicU32::new(0),
            next_distinct: std::sync::atomic::AtomicU64::new(0),
            resources: Default::default(),
            diagnostics: DiagnosticEngine::default(),
            ir: IrCell::new(Ir::new(slot, gen, base_gen)),
            views: AtomicU32::new(0),
        });
        cx.load_dialect(builtin);
        let raw = Box::into_raw(cx);
        CONTEXTS[slot as usize].store(raw, Ordering::Release);
        // SAFETY: `raw` came from `Box::into_raw` just above.
        Ok(OwnedContext { ptr: unsafe { NonNull::new_unchecked(raw) } })
    }

    /// This context's slot in the context table.
    #[inline]
    pub fn slot(&self) -> u16 {
        self.slot
    }

    /// This context's generation (20 bits significant).
    #[inline]
    pub fn generation(&self) -> u32 {
        self.gen & GEN_MASK
    }

    /// The handle of uniqued object `idx` of this context.
    #[inline]
    pub(crate) fn uniqued_handle(&self, kind: UniquedKind, idx: u32) -> Handle {
        Handle::new(idx, self.slot, kind.generation(self.gen))
    }

    /// Whether a uniqued-object handle was made by this context.
    #[inline]
    pub(crate) fn owns_uniqued(&self, kind: UniquedKind, h: Handle) -> bool {
        h.context_slot() == self.slot && h.generation() == kind.generation(self.gen)
    }

    /// A fresh number for a distinct attribute.
    pub fn next_distinct_id(&self) -> u64 {
        self.next_distinct.fetch_add(1, Ordering::Relaxed)
    }

    // -- settings ------------------------------------------------------------

    /// Whether operations of unregistered dialects are allowed.
    pub fn allows_unregistered_dialects(&self) -> bool {
        self.allow_unregistered.load(Ordering::Relaxed)
    }

    /// Allows or forbids operations of unregistered dialects.
    pub fn set_allow_unregistered_dialects(&self, allow: bool) {
        self.allow_unregistered.store(allow, Ordering::Relaxed)
    }

    /// Whether a loaded dialect defines symbol-user operations.
    pub fn has_symbol_users(&self) -> bool {
        self.symbol_users.load(Ordering::Acquire)
    }

    /// Whether multithreading is enabled.
    pub fn multithreading(&self) -> bool {
        self.threading.load(Ordering::Relaxed)
    }

    /// Enables or disables multithreading.
    pub fn set_multithreading(&self, enable: bool) {
        self.threading.store(enable, Ordering::Relaxed)
    }

    /// Uses a thread pool of `threads` workers (enables multithreading).
    pub fn set_thread_pool_size(&self, threads: u32) {
        self.pool_threads.store(threads, Ordering::Relaxed);
        self.set_multithreading(true);
    }

    /// Number of worker threads: 1 without multithreading, otherwise the
    /// thread pool's size (the machine's parallelism by default).
    pub fn num_threads(&self) -> u32 {
        if !self.multithreading() {
            return 1;
        }
        match self.pool_threads.load(Ordering::Relaxed) {
            0 => std::thread::available_parallelism().map_or(1, |n| n.get() as u32),
            n => n,
        }
    }

    // -- dialects ------------------------------------------------------------

    /// Adds the registry's dialects to those this context may load.
    pub fn append_registry(&self, registry: &DialectRegistry) {
        let mut d = self.dialects.write().unwrap_or_else(|e| e.into_inner());
        for def in registry.dialects() {
            d.registry.insert(def.clone());
        }
    }

    /// Number of dialects the context can load (`getAvailableDialects`).
    pub fn num_registered_dialects(&self) -> usize {
        self.dialects.read().unwrap_or_else(|e| e.into_inner()).registry.dialects().len()
    }

    /// Namespaces of the dialects the context can load, sorted
    /// (upstream's `getAvailableDialects`).
    pub fn available_dialects(&self) -> Vec<String> {
        let mut v: Vec<String> = self
            .dialects
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .registry
            .dialects()
            .iter()
            .map(|d| d.namespace.to_string())
            .collect();
        v.sort_unstable();
        v
    }

    /// Number of loaded dialects.
    pub fn num_loaded_dialects(&self) -> usize {
        self.dialects.read().unwrap_or_else(|e| e.into_inner()).loaded.len()
    }

    /// The loaded dialect called `namespace`, loading it if it is
    /// registered; `None` if it is not registered.
    pub fn get_or_load_dialect(&self, namespace: &str) -> Option<Dialect> {
        let def = {
            let d = self.dialects.read().unwrap_or_else(|e| e.into_inner());
            if let Some(i) = d.loaded.iter().position(|x| &*x.namespace == namespace) {
                return Some(Dialect(self.uniqued_handle(UniquedKind::Dialect, i as u32)));
            }
            d.registry.get(namespace)?
        };
        Some(self.load_dialect(def))
    }

    /// The loaded dialect called `namespace`, if loaded.
    pub fn loaded_dialect(&self, namespace: &str) -> Option<Dialect> {
        let d = self.dialects.read().unwrap_or_else(|e| e.into_inner());
        d.loaded
            .iter()
            .position(|x| &*x.namespace == namespace)
            .map(|i| Dialect(self.uniqued_handle(UniquedKind::Dialect, i as u32)))
    }

    /// Loads a dialect (and its dependencies) and registers its operations.
    pub fn load_dialect(&self, def: Arc<DialectDef>) -> Dialect {
        for dep in &def.dependencies {
            self.load_dialect(dep.clone());
        }
        let idx = {
            let mut d = self.dialects.write().unwrap_or_else(|e| e.into_inner());
            if let Some(i) = d.loaded.iter().position(|x| x.namespace == def.namespace) {
                return Dialect(self.uniqued_handle(UniquedKind::Dialect, i as u32));
            }
            d.registry.insert(def.clone());
            d.loaded.push(def.clone());
            d.loaded.len() - 1
        };
        // The definitions stay alive in `loaded` (pushed above) for the
        // context's life: the names may point at them.
        for op in &def.ops {
            if op.interfaces.has(crate::registry::interfaces::SymbolUserOpInterface::id()) {
                self.symbol_users.store(true, Ordering::Release);
            }
            let name = self.op_name(op.name.as_bytes());
            let info = self.op_name_info(name);
            let ids: Box<[Attribute]> = op.attributes.iter().map(|a| self.identifier(&a.name)).collect();
            let _ = info.attr_ids.set(ids);
            info.def.store(Arc::as_ptr(op) as *mut OpDef, Ordering::Release);
        }
        Dialect(self.uniqued_handle(UniquedKind::Dialect, idx as u32))
    }

    /// Loads every registered dialect.
    pub fn load_all_available_dialects(&self) {
        let defs: Vec<_> = self.dialects.read().unwrap_or_else(|e| e.into_inner()).registry.dialects().to_vec();
        for d in defs {
            self.load_dialect(d);
        }
    }

    /// The description of a loaded dialect of this context.
    pub fn dialect_def(&self, d: Dialect) -> Option<Arc<DialectDef>> {
        if !self.owns_uniqued(UniquedKind::Dialect, d.0) {
            return None;
        }
        self.dialects.read().unwrap_or_else(|e| e.into_inner()).loaded.get(d.0.index() as usize).cloned()
    }

    /// The loaded dialects, in load order.
    pub fn loaded_dialects(&self) -> Vec<Arc<DialectDef>> {
        self.dialects.read().unwrap_or_else(|e| e.into_inner()).loaded.clone()
    }

    /// Whether an operation name is registered by a loaded dialect.
    pub fn is_registered_operation(&self, name: &str) -> bool {
        let map = self.op_names.map.lock().unwrap_or_else(|e| e.into_inner());
        map.get(name.as_bytes())
            .and_then(|&i| self.op_names.infos.get(i))
            .is_some_and(|info| info.def().is_some())
    }

    // -- operation names -------------------------------------------------------

    /// Interns an operation name. The last few names each thread used are
    /// cached, so creating many operations of a few kinds takes no lock.
    pub fn op_name(&self, name: &[u8]) -> OpName {
        if let Some(n) = name_cache::get(self.slot, self.gen, name) {
            return n;
        }
        let n = self.op_name_locked(name);
        name_cache::put(self.slot, self.gen, name, n);
        n
    }

    fn op_name_locked(&self, name: &[u8]) -> OpName {
        let mut map = self.op_names.map.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(&i) = map.get(name) {
            return OpName(i);
        }
        let ident = self.identifier_bytes(name);
        let dialect_len = name.iter().position(|&b| b == b'.').unwrap_or(name.len()) as u32;
        // SAFETY: pushes happen only here, under the `map` lock.
        let i = unsafe {
            self.op_names.infos.push_shared(OpNameInfo {
                ident,
                dialect_len,
                def: AtomicPtr::new(ptr::null_mut()),
                attr_ids: std::sync::OnceLock::new(),
                default_props: std::sync::OnceLock::new(),
            })
        };
        map.insert(name.into(), i);
        OpName(i)
    }

    /// What the context knows about an operation name.
    #[inline]
    pub fn op_name_info(&self, name: OpName) -> &OpNameInfo {
        self.op_names.infos.get(name.0).expect("op name of this context")
    }

    /// The text of an operation name.
    #[inline]
    pub fn op_name_str(&self, name: OpName) -> &str {
        self.str_of(self.op_name_info(name).ident)
    }

    // -- IR ------------------------------------------------------------------

    /// Shared access to the IR. Panics if the IR is mutably borrowed or
    /// poisoned (see [`IrCell`]).
    pub fn ir(&self) -> IrRef<'_> {
        self.cell().try_share().expect("the context's IR is already mutably borrowed")
    }

    /// Shared access to the IR, or `None` if it is mutably borrowed.
    pub fn try_ir(&self) -> Option<IrRef<'_>> {
        self.cell().try_share()
    }

    /// Exclusive access to the IR. Panics if the IR is borrowed or
    /// poisoned (see [`IrCell`]).
    pub fn ir_mut(&self) -> IrMut<'_> {
        self.cell().try_exclusive().expect("the context's IR is already borrowed")
    }

    /// Exclusive access to the IR, or `None` if it is borrowed.
    pub fn try_ir_mut(&self) -> Option<IrMut<'_>> {
        self.cell().try_exclusive()
    }

    /// A raw pointer to the IR store, bypassing the borrow flag.
    ///
    /// This is how the C API reaches the IR: each C call turns it into a
    /// reference for the duration of the call. Doing so is sound under
    /// upstream's contract, which C callers accept: the IR of one context is
    /// not accessed from two threads at once while one of them mutates it,
    /// and callbacks invoked by the library (walks, printing, diagnostics)
    /// do not mutate IR the library is still traversing.
    #[inline]
    pub fn ir_raw(&self) -> *mut Ir {
        self.cell().ir.get()
    }

    /// The cell of the IR this thread works on: the store, or the view of
    /// the parallel section this thread works in (`ir/parallel.rs`).
    #[inline(always)]
    fn cell(&self) -> &IrCell {
        if self.views.load(Ordering::Relaxed) == 0 {
            return &self.ir;
        }
        self.cell_in_section()
    }

    /// [`Context::cell`] while a parallel section runs on this context.
    #[cold]
    #[inline(never)]
    fn cell_in_section(&self) -> &IrCell {
        match crate::ir::parallel::current_view(self.slot) {
            // SAFETY: a view's cell lives on its worker's stack for the
            // whole time the worker's thread-local names it, and only that
            // thread reads the thread-local; the borrows taken from it
            // cannot leave the worker's closure (they are neither `Send`
            // nor `'static`).
            Some(view) => unsafe { &*view },
            None => &self.ir,
        }
    }

    /// The `sym_name` identifier (made once per context).
    pub(crate) fn sym_name_identifier(&self) -> Attribute {
        *self.common.sym_name.get_or_init(|| self.identifier(crate::symbol_table::SYMBOL_ATTR_NAME))
    }

    /// Notes that a parallel section starts on this context's IR.
    pub(crate) fn enter_views(&self) {
        self.views.fetch_add(1, Ordering::AcqRel);
    }

    /// Notes that a parallel section ended.
    pub(crate) fn leave_views(&self) {
        self.views.fetch_sub(1, Ordering::AcqRel);
    }
}

impl Drop for Context {
    fn drop(&mut self) {
        release_slot(self.slot);
    }
}

/// Owns a [`Context`]; dropping it destroys the context and all IR in it.
pub struct OwnedContext {
    ptr: NonNull<Context>,
}

// SAFETY: `OwnedContext` is a unique owner of a `Context`, which is
// `Send + Sync`.
unsafe impl Send for OwnedContext {}
unsafe impl Sync for OwnedContext {}

impl Deref for OwnedContext {
    type Target = Context;
    fn deref(&self) -> &Context {
        // SAFETY: the pointer came from `Box::into_raw` and is freed only by
        // `Drop`/`into_raw` consumers.
        unsafe { self.ptr.as_ref() }
    }
}

impl OwnedContext {
    /// Gives up ownership; the context lives until [`OwnedContext::from_raw`]
    /// takes it back.
    pub fn into_raw(self) -> NonNull<Context> {
        let p = self.ptr;
        std::mem::forget(self);
        p
    }

    /// Takes ownership back from [`OwnedContext::into_raw`].
    ///
    /// # Safety
    /// `ptr` must come from `into_raw` and not have been taken back before.
    pub unsafe fn from_raw(ptr: NonNull<Context>) -> OwnedContext {
        OwnedContext { ptr }
    }
}

impl Drop for OwnedContext {
    fn drop(&mut self) {
        // Registered calls in progress (`SlotUse`) may hold references into
        // the context: wait for them to return while it is still published
        // (so the C calls their callbacks make still resolve), then
        // unpublish it so no handle resolves to a half-dropped context, and
        // wait again for the calls that registered in between (they may
        // have resolved it just before).
        let slot = self.slot;
        drain_calls(slot);
        CONTEXTS[slot as usize].store(ptr::null_mut(), Ordering::SeqCst);
        std::sync::atomic::fence(Ordering::SeqCst);
        drain_calls(slot);
        // SAFETY: we own the allocation (see `Context::try_new`).
        drop(unsafe { Box::from_raw(self.ptr.as_ptr()) });
    }
}

impl std::fmt::Debug for Context {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Context(slot {}, gen {})", self.slot, self.gen & GEN_MASK)
    }
}

/// Integer-type convenience constructors.
impl Context {
    /// The signless `iN` type.
    pub fn int(&self, width: u32) -> Type {
        self.integer_type(width, Signedness::Signless)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contexts_get_distinct_slots_and_are_unregistered_on_drop() {
        let a = Context::new();
        let b = Context::new();
        assert_ne!(a.slot(), b.slot());
        let (slot, gen) = (a.slot(), a.generation());
        assert!(context_ptr(slot, gen).is_some());
        drop(a);
        assert!(context_ptr(slot, gen).is_none());
    }

    #[test]
    fn destruction_waits_for_registered_calls_on_other_threads() {
        use std::sync::atomic::AtomicBool;
        let cx = Context::new();
        let (slot, gen) = (cx.slot(), cx.generation());
        let released = std::sync::Arc::new(AtomicBool::new(false));
        let (tx, rx) = std::sync::mpsc::channel();
        let r = released.clone();
        let t = std::thread::spawn(move || {
            let use_ = SlotUse::enter(slot).unwrap();
            tx.send(()).unwrap();
            std::thread::sleep(std::time::Duration::from_millis(100));
            // Still published while the call is in progress.
            assert!(context_ptr(slot, gen).is_some());
            r.store(true, Ordering::SeqCst);
            drop(use_);
        });
        rx.recv().unwrap();
        assert_eq!(calls_in_progress(slot), 1);
        drop(cx);
        assert!(released.load(Ordering::SeqCst), "the context was freed during a registered call");
        assert!(context_ptr(slot, gen).is_none());
        t.join().unwrap();
    }

    #[test]
    fn destruction_does_not_wait_for_this_threads_own_registration() {
        let cx = Context::new();
        let use_ = SlotUse::enter(cx.slot()).unwrap();
        assert_eq!(SlotUse::held_here(cx.slot()), 1);
        drop(cx);
        drop(use_);
    }

    #[test]
    fn types_are_uniqued_per_context() {
        let a = Context::new();
        let b = Context::new();
        assert_eq!(a.int(32), a.int(32));
        assert_ne!(a.int(32), a.int(64));
        assert_ne!(a.int(32), b.int(32));
        assert!(b.try_type_data(a.int(32)).is_none());
        assert_eq!(a.identifier("x"), a.string_attr(b"x"));
    }

    #[test]
    fn shared_and_exclusive_borrows_never_overlap() {
        use std::sync::atomic::AtomicUsize;
        let cx = Context::new();
        let overlaps = AtomicUsize::new(0);
        let inside = AtomicIsize::new(0);
        std::thread::scope(|s| {
            for t in 0..3 {
                let (cx, overlaps, inside) = (&*cx, &overlaps, &inside);
                s.spawn(move || {
                    for _ in 0..20_000 {
                        if t < 2 {
                            if let Some(g) = cx.try_ir_mut() {
                                if inside.swap(-1, Ordering::SeqCst) != 0 {
                                    overlaps.fetch_add(1, Ordering::SeqCst);
                                }
                                inside.store(0, Ordering::SeqCst);
                                drop(g);
                            }
                        } else if let Some(g) = cx.try_ir() {
                            if inside.load(Ordering::SeqCst) < 0 {
                                overlaps.fetch_add(1, Ordering::SeqCst);
                            }
                            drop(g);
                        }
                    }
                });
            }
        });
        assert_eq!(overlaps.load(Ordering::SeqCst), 0);
        // Nothing is left borrowed.
        drop(cx.ir_mut());
    }

    #[test]
    fn a_panic_during_mutation_poisons_the_ir() {
        let cx = Context::new();
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let _g = cx.ir_mut();
            panic!("in the middle of a mutation");
        }));
        assert!(r.is_err());
        assert!(std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| drop(cx.ir()))).is_err());
    }

    #[test]
    fn builtin_is_loaded() {
        let cx = Context::new();
        assert_eq!(cx.num_loaded_dialects(), 1);
        assert_eq!(cx.num_registered_dialects(), 1);
        assert!(cx.is_registered_operation("builtin.module"));
        assert!(!cx.is_registered_operation("test.foo"));
        assert!(cx.get_or_load_dialect("nope").is_none());
    }
}
