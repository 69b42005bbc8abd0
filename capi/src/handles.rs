//! Conversions between C handles and core ids, the panic boundary, and the
//! reporting of invalid handles. All of the C API's `unsafe` lives here.
//!
//! # Invariants
//!
//! * A C handle's `ptr` is a [`Handle`](oxmlir_ir::support::handle::Handle)
//!   word, never an address (see `docs/ARCHITECTURE.md`). Decoding it never
//!   dereferences caller memory: the context is found through the context
//!   table, and every object through its context's tables, with bounds and
//!   generation checks.
//! * [`context`] turns a table entry into `&Context` for the duration of one
//!   C call. This relies on the C caller not destroying a context while
//!   another thread is inside a call on it (upstream has the same rule).
//! * [`ir`] and [`ir_mut`] turn the context's IR store into a reference for
//!   the duration of one C call. This relies on upstream's threading
//!   contract (no concurrent access to one context's IR while it is being
//!   mutated), and on a rule this crate keeps: a C function holds at most
//!   one IR reference at a time and drops it before calling back into user
//!   code, except for callbacks that only read (printing callbacks,
//!   diagnostic handlers during verification), which must not mutate IR.
//! * Pointers to arrays passed by C callers (`MlirValue const *operands`,
//!   ...) are read through [`slice`], which requires a non-null pointer for
//!   a non-zero length and trusts the length, as upstream does.

use std::ffi::c_void;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::ptr::NonNull;

use oxmlir_ir::context::{context_ptr, context_ptr_any_gen, Dialect};
use oxmlir_ir::ir::IrError;
use oxmlir_ir::support::handle::{Handle, UniquedKind};
use oxmlir_ir::{Attribute, BlockId, Context, Ir, Location, OpId, OperandId, RegionId, Type, ValueId};

/// Why a C call could not do its work (already decided; reported by
/// [`run`]).
pub(crate) enum Fail {
    /// A handle that must not be null was null.
    Null(&'static str),
    /// A handle names nothing (destroyed context or garbage).
    Dangling(&'static str),
    /// The IR refused the call.
    Ir(IrError),
    /// Some other misuse, with a message.
    Misuse(String),
    /// Nothing to report (the failure was already reported, or is an
    /// expected outcome such as "not found").
    Quiet,
}

impl From<IrError> for Fail {
    fn from(e: IrError) -> Fail {
        Fail::Ir(e)
    }
}

/// Per-call state: the context a report about this call goes to.
pub(crate) struct Call {
    cx: Option<NonNull<Context>>,
}

/// The result type of a C call body.
pub(crate) type CResult<T> = Result<T, Fail>;

/// Runs a C call body: catches panics, and reports failures through the
/// context's diagnostics (or stderr when no context is known). Returns
/// `default` on failure.
#[inline]
pub(crate) fn run<T>(name: &'static str, default: T, body: impl FnOnce(&mut Call) -> CResult<T>) -> T {
    let mut call = Call { cx: None };
    match catch_unwind(AssertUnwindSafe(|| body(&mut call))) {
        Ok(Ok(v)) => v,
        Ok(Err(f)) => {
            report(name, &call, f);
            default
        }
        Err(panic) => {
            report_panic(name, &call, panic);
            default
        }
    }
}

/// Reports a panic caught at the C boundary (a bug) as an internal error.
#[cold]
#[inline(never)]
fn report_panic(name: &'static str, call: &Call, panic: Box<dyn std::any::Any + Send>) {
    INTERNAL_ERRORS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let msg = panic
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown panic".into());
    report(name, call, Fail::Misuse(format!("internal error: {msg}")));
}

/// Panics caught at the C boundary so far (bugs: a correct library has
/// none). Read by the call-sequence fuzzer.
static INTERNAL_ERRORS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// How many calls have failed internally (a panic caught at the C
/// boundary, reported as "internal error") in this process.
pub(crate) fn internal_errors() -> u64 {
    INTERNAL_ERRORS.load(std::sync::atomic::Ordering::Relaxed)
}

/// The short function name from `type_name_of_val` of a nested item.
fn short_name(full: &'static str) -> &'static str {
    let full = full.strip_suffix("::__f").unwrap_or(full);
    full.rsplit("::").next().unwrap_or(full)
}

#[cold]
#[inline(never)]
fn report(name: &'static str, call: &Call, f: Fail) {
    let msg = match f {
        Fail::Quiet => return,
        Fail::Null(kind) => format!("null {kind} handle"),
        Fail::Dangling(kind) => format!("{kind} handle does not name a live object (its context was destroyed, or it is a handle of another kind)"),
        Fail::Ir(e) => e.to_string(),
        Fail::Misuse(m) => m,
    };
    let text = format!("{}: {}", short_name(name), msg);
    if abort_on_misuse(std::env::var_os("OXMLIR_ABORT_ON_MISUSE").as_deref()) {
        eprintln!("oxmlir: fatal: {text}");
        std::process::abort();
    }
    // SAFETY: `call.cx` was set from a live context during this call.
    match call.cx.map(|p| unsafe { p.as_ref() }) {
        Some(cx) => cx.emit_error(cx.unknown_loc(), text),
        None => eprintln!("oxmlir: error: {text}"),
    }
}

/// Whether a misuse aborts the process, from the value of
/// `OXMLIR_ABORT_ON_MISUSE`: `1`, `true`, `yes` or `on` (in any case) abort;
/// unset, empty, `0`, `false`, `no`, `off` or any other value report and go
/// on.
fn abort_on_misuse(value: Option<&std::ffi::OsStr>) -> bool {
    value.and_then(|v| v.to_str()).is_some_and(|v| ["1", "true", "yes", "on"].iter().any(|t| v.eq_ignore_ascii_case(t)))
}

/// Declares a C call body: `entry!(default, |call| { ... })`.
macro_rules! entry {
    ($default:expr, |$call:ident| $body:block) => {{
        fn __f() {}
        $crate::handles::run(
            std::any::type_name_of_val(&__f),
            $default,
            #[inline(always)]
            |$call: &mut $crate::handles::Call| -> $crate::handles::CResult<_> { $body },
        )
    }};
}
pub(crate) use entry;

// ---------------------------------------------------------------------------
// Contexts and IR references.
// ---------------------------------------------------------------------------

/// The live context a handle word names (slot and generation checked).
#[inline]
fn context_of<'a>(bits: u64) -> Option<&'a Context> {
    let h = Handle::from_bits(bits)?;
    let p = context_ptr(h.context_slot(), h.generation())?;
    // SAFETY: the table holds only live contexts; see the module invariants.
    Some(unsafe { p.as_ref() })
}

/// The live context that made a uniqued object of `kind` with handle word
/// `bits` (a handle of another kind fails the generation check).
#[inline]
fn context_of_uniqued<'a>(bits: u64, kind: UniquedKind) -> Option<&'a Context> {
    let h = Handle::from_bits(bits)?;
    let p = context_ptr(h.context_slot(), kind.context_generation(h.generation()))?;
    // SAFETY: as in `context_of`.
    Some(unsafe { p.as_ref() })
}

/// The live context in table slot of `bits`, whatever the generation (for
/// IR handles, whose generation field is the object's).
#[inline]
fn context_of_slot<'a>(bits: u64) -> Option<&'a Context> {
    let h = Handle::from_bits(bits)?;
    let p = context_ptr_any_gen(h.context_slot())?;
    // SAFETY: as in `context_of`.
    Some(unsafe { p.as_ref() })
}

/// Shared access to a context's IR for the rest of the C call.
#[inline]
pub(crate) fn ir(cx: &Context) -> &Ir {
    // SAFETY: module invariants (one IR reference at a time per call,
    // upstream's threading contract).
    unsafe { &*cx.ir_raw() }
}

/// Exclusive access to a context's IR for the rest of the C call.
#[inline]
#[allow(clippy::mut_from_ref)]
pub(crate) fn ir_mut(cx: &Context) -> &mut Ir {
    // SAFETY: module invariants (one IR reference at a time per call,
    // upstream's threading contract).
    unsafe { &mut *cx.ir_raw() }
}

/// A [`oxmlir_ir::ir::IrAccess`] that re-derives the IR reference at each
/// step, so callbacks between steps may use the C API freely. The store's
/// address is looked up once (it does not move while the context lives).
pub(crate) struct StepAccess<'a> {
    ir: *mut Ir,
    _cx: std::marker::PhantomData<&'a Context>,
}

impl<'a> StepAccess<'a> {
    /// Steps over the IR `cx`'s accessors reach now.
    #[inline]
    pub(crate) fn new(cx: &'a Context) -> Self {
        StepAccess { ir: cx.ir_raw(), _cx: std::marker::PhantomData }
    }
}

impl oxmlir_ir::ir::IrAccess for StepAccess<'_> {
    fn with<R>(&self, f: impl FnOnce(&Ir) -> R) -> R {
        // SAFETY: as `ir`: the store lives as long as the context, and the
        // reference lasts one step, during which no callback runs.
        f(unsafe { &*self.ir })
    }
}

/// Reads a C array. A null pointer is accepted only with length 0.
#[inline]
pub(crate) fn slice<'a, T>(ptr: *const T, len: isize, what: &'static str) -> CResult<&'a [T]> {
    if len <= 0 {
        return Ok(&[]);
    }
    if ptr.is_null() {
        return Err(Fail::Misuse(format!("null {what} array with length {len}")));
    }
    // SAFETY: the C caller passes `len` valid elements at `ptr` (the API's
    // contract, as upstream).
    Ok(unsafe { std::slice::from_raw_parts(ptr, len as usize) })
}

/// Mutable view of a C array (output buffers).
pub(crate) fn slice_mut<'a, T>(ptr: *mut T, len: usize, what: &'static str) -> CResult<&'a mut [T]> {
    if len == 0 {
        return Ok(&mut []);
    }
    if ptr.is_null() {
        return Err(Fail::Misuse(format!("null {what} output buffer")));
    }
    // SAFETY: the C caller provides room for `len` elements (API contract).
    Ok(unsafe { std::slice::from_raw_parts_mut(ptr, len) })
}

/// The bytes of an `MlirStringRef`.
pub(crate) fn bytes<'a>(s: crate::support::MlirStringRef) -> CResult<&'a [u8]> {
    slice(s.data as *const u8, s.length as isize, "string")
}

/// Reads a NUL-terminated C string.
pub(crate) fn c_str<'a>(p: *const std::ffi::c_char) -> CResult<&'a [u8]> {
    if p.is_null() {
        return Err(Fail::Misuse("null C string".into()));
    }
    // SAFETY: the C caller passes a NUL-terminated string.
    Ok(unsafe { std::ffi::CStr::from_ptr(p) }.to_bytes())
}

// ---------------------------------------------------------------------------
// Handle conversions.
// ---------------------------------------------------------------------------

/// For a floating region or block handle, the handle of the object it is
/// bound to (other handles are returned as they are).
#[inline]
fn follow_floating(bits: u64) -> CResult<u64> {
    use oxmlir_ir::ir::floating::{self, Floating, FloatKind};
    let Some(h) = Handle::from_bits(bits) else { return Ok(bits) };
    if !floating::is_floating(h) {
        return Ok(bits);
    }
    match floating::resolve(h) {
        Floating::Bound(real) => Ok(real.bits()),
        Floating::Pending(FloatKind::Block) => Err(Fail::Ir(IrError::Floating(oxmlir_ir::ir::HandleKind::Block))),
        Floating::Pending(FloatKind::Region) => Err(Fail::Ir(IrError::Floating(oxmlir_ir::ir::HandleKind::Region))),
        Floating::Dead => Err(Fail::Dangling("MlirBlock or MlirRegion")),
    }
}

/// Generates `Call` methods resolving IR handles (generation-checked).
macro_rules! ir_resolvers {
    ($($fn:ident, $opt:ident: $c:ty => $id:ty, $follow:expr;)*) => {
        impl Call {
            $(
                #[doc = concat!("Resolves a non-null `", stringify!($c), "`.")]
                #[inline]
                pub(crate) fn $fn<'a>(&mut self, h: $c) -> CResult<(&'a Context, $id)> {
                    match self.$opt(h)? {
                        Some(x) => Ok(x),
                        None => Err(Fail::Null(stringify!($c))),
                    }
                }

                #[doc = concat!("Resolves a `", stringify!($c), "` that may be null.")]
                #[inline]
                pub(crate) fn $opt<'a>(&mut self, h: $c) -> CResult<Option<(&'a Context, $id)>> {
                    let bits = h.ptr as usize as u64;
                    if bits == 0 {
                        return Ok(None);
                    }
                    let slot_bits = if $follow { follow_floating(bits)? } else { bits };
                    let Some(cx) = context_of_slot(slot_bits) else {
                        return Err(Fail::Dangling(stringify!($c)));
                    };
                    self.cx.get_or_insert(NonNull::from(cx));
                    // Generations are checked by the IR call that uses the id.
                    let id = <$id>::from_bits(bits).ok_or(Fail::Null(stringify!($c)))?;
                    Ok(Some((cx, id)))
                }
            )*
        }
    };
}

use crate::ir::{MlirBlock, MlirOpOperand, MlirOperation, MlirRegion, MlirValue};

ir_resolvers! {
    op, op_opt: MlirOperation => OpId, false;
    block, block_opt: MlirBlock => BlockId, true;
    region, region_opt: MlirRegion => RegionId, true;
    value, value_opt: MlirValue => ValueId, false;
    operand, operand_opt: MlirOpOperand => OperandId, false;
}

impl Call {
    /// Resolves a context handle.
    #[inline]
    pub(crate) fn context<'a>(&mut self, h: crate::ir::MlirContext) -> CResult<&'a Context> {
        let bits = h.ptr as usize as u64;
        if bits == 0 {
            return Err(Fail::Null("MlirContext"));
        }
        let cx = context_of(bits).ok_or(Fail::Dangling("MlirContext"))?;
        self.cx.get_or_insert(NonNull::from(cx));
        Ok(cx)
    }

    /// Resolves a uniqued-object handle word to its context.
    #[inline]
    pub(crate) fn uniqued<'a>(&mut self, bits: u64, ukind: UniquedKind, kind: &'static str) -> CResult<Option<&'a Context>> {
        if bits == 0 {
            return Ok(None);
        }
        let cx = context_of_uniqued(bits, ukind).ok_or(Fail::Dangling(kind))?;
        self.cx.get_or_insert(NonNull::from(cx));
        Ok(Some(cx))
    }

    /// Resolves a non-null type.
    #[inline]
    pub(crate) fn ty<'a>(&mut self, h: crate::ir::MlirType) -> CResult<(&'a Context, Type)> {
        self.ty_opt(h)?.ok_or(Fail::Null("MlirType"))
    }

    /// Resolves a type that may be null.
    #[inline]
    pub(crate) fn ty_opt<'a>(&mut self, h: crate::ir::MlirType) -> CResult<Option<(&'a Context, Type)>> {
        let bits = h.ptr as usize as u64;
        let Some(cx) = self.uniqued(bits, UniquedKind::Type, "MlirType")? else { return Ok(None) };
        let t = Type::from_bits(bits).ok_or(Fail::Null("MlirType"))?;
        cx.try_type_data(t).ok_or(Fail::Dangling("MlirType"))?;
        Ok(Some((cx, t)))
    }

    /// Resolves a non-null attribute.
    #[inline]
    pub(crate) fn attr<'a>(&mut self, h: crate::ir::MlirAttribute) -> CResult<(&'a Context, Attribute)> {
        self.attr_opt(h)?.ok_or(Fail::Null("MlirAttribute"))
    }

    /// Resolves an attribute that may be null.
    #[inline]
    pub(crate) fn attr_opt<'a>(&mut self, h: crate::ir::MlirAttribute) -> CResult<Option<(&'a Context, Attribute)>> {
        self.attr_bits(h.ptr as usize as u64, "MlirAttribute")
    }

    /// Resolves a non-null identifier.
    #[inline]
    pub(crate) fn ident<'a>(&mut self, h: crate::ir::MlirIdentifier) -> CResult<(&'a Context, Attribute)> {
        self.attr_bits(h.ptr as usize as u64, "MlirIdentifier")?.ok_or(Fail::Null("MlirIdentifier"))
    }

    /// Resolves a non-null location.
    #[inline]
    pub(crate) fn loc<'a>(&mut self, h: crate::ir::MlirLocation) -> CResult<(&'a Context, Location)> {
        self.loc_opt(h)?.ok_or(Fail::Null("MlirLocation"))
    }

    /// Resolves a location that may be null.
    #[inline]
    pub(crate) fn loc_opt<'a>(&mut self, h: crate::ir::MlirLocation) -> CResult<Option<(&'a Context, Location)>> {
        Ok(self.attr_bits(h.ptr as usize as u64, "MlirLocation")?.map(|(cx, a)| (cx, Location(a))))
    }

    #[inline]
    fn attr_bits<'a>(&mut self, bits: u64, kind: &'static str) -> CResult<Option<(&'a Context, Attribute)>> {
        let Some(cx) = self.uniqued(bits, UniquedKind::Attribute, kind)? else { return Ok(None) };
        let a = Attribute::from_bits(bits).ok_or(Fail::Null(kind))?;
        cx.try_attr_data(a).ok_or(Fail::Dangling(kind))?;
        Ok(Some((cx, a)))
    }

    /// Resolves a dialect handle.
    pub(crate) fn dialect<'a>(&mut self, h: crate::ir::MlirDialect) -> CResult<(&'a Context, Dialect)> {
        let bits = h.ptr as usize as u64;
        let cx = self.uniqued(bits, UniquedKind::Dialect, "MlirDialect")?.ok_or(Fail::Null("MlirDialect"))?;
        let d = Dialect::from_bits(bits).ok_or(Fail::Null("MlirDialect"))?;
        cx.dialect_def(d).ok_or(Fail::Dangling("MlirDialect"))?;
        Ok((cx, d))
    }

    /// Registers this call as in progress on the context of handle word
    /// `bits` until the returned guard drops (keep it for the whole call
    /// body), so that `mlirContextDestroy` on another thread waits for it
    /// instead of freeing the context under it. Called first, before any
    /// handle is resolved, by the long-running calls (parse, print,
    /// verify, walk, clone, destroy, pass and rewrite drivers); the cheap
    /// accessors do not pay for it.
    #[must_use = "the registration lasts as long as the guard"]
    pub(crate) fn hold(&self, bits: u64) -> Option<oxmlir_ir::SlotUse> {
        Handle::from_bits(bits).and_then(|h| oxmlir_ir::SlotUse::enter(h.context_slot()))
    }

    /// Reports a misuse that the call `name` survives (it goes on after
    /// the report) as a failure is reported: to the call's context, or
    /// stderr, or an abort under `OXMLIR_ABORT_ON_MISUSE`.
    #[cold]
    pub(crate) fn misuse_note(&self, name: &'static str, msg: String) {
        report(name, self, Fail::Misuse(msg));
    }

    /// Checks that two objects belong to the same context.
    pub(crate) fn same_context(&self, a: &Context, b: &Context) -> CResult<()> {
        if std::ptr::eq(a, b) {
            Ok(())
        } else {
            Err(Fail::Misuse("the handles belong to different contexts".into()))
        }
    }
}

/// Wraps a core id as a C handle pointer.
#[inline]
pub(crate) fn to_ptr(bits: u64) -> *mut c_void {
    bits as usize as *mut c_void
}


/// Destroys a context created by the C API (see `mlirContextCreate`).
pub(crate) fn destroy_context(cx: &Context) {
    let p = NonNull::from(cx);
    // SAFETY: every context reachable from a C handle was created by
    // `mlirContextCreate*` through `OwnedContext::into_raw`, and the table
    // entry is cleared by the drop, so it is taken back exactly once.
    drop(unsafe { oxmlir_ir::OwnedContext::from_raw(p) });
}

// ---------------------------------------------------------------------------
// Calls into C callbacks.
// ---------------------------------------------------------------------------

/// A printing sink that forwards chunks to a C string callback.
pub(crate) fn string_sink(
    callback: crate::support::MlirStringCallback,
    user_data: *mut c_void,
) -> impl FnMut(&[u8]) {
    move |bytes: &[u8]| {
        if let Some(cb) = callback {
            // SAFETY: the caller's callback, given a string reference valid
            // for the duration of the call, as the API specifies.
            unsafe { cb(crate::support::MlirStringRef::from_bytes(bytes), user_data) }
        }
    }
}

/// Calls a walk callback.
pub(crate) fn call_walk(
    cb: unsafe extern "C" fn(crate::ir::MlirOperation, *mut c_void) -> crate::ir::MlirWalkResult,
    op: crate::ir::MlirOperation,
    user_data: *mut c_void,
) -> crate::ir::MlirWalkResult {
    // SAFETY: the caller's callback with the caller's user data.
    unsafe { cb(op, user_data) }
}

/// Calls the result callback of `mlirAffineMapCompressUnusedSymbols`.
pub(crate) fn call_populate_result(
    cb: unsafe extern "C" fn(*mut c_void, isize, crate::affine_map::MlirAffineMap),
    result: *mut c_void,
    idx: isize,
    map: crate::affine_map::MlirAffineMap,
) {
    // SAFETY: the caller's callback with the caller's result container.
    unsafe { cb(result, idx, map) }
}

/// Calls a symbol-table walk callback.
pub(crate) fn call_symbol_table_walk(
    cb: unsafe extern "C" fn(crate::ir::MlirOperation, bool, *mut c_void),
    op: crate::ir::MlirOperation,
    visible: bool,
    user_data: *mut c_void,
) {
    // SAFETY: the caller's callback with the caller's user data.
    unsafe { cb(op, visible, user_data) }
}

/// The C deleter of a resource blob (`mlirUnmanagedDenseResourceElementsAttrGet`).
pub(crate) type CBlobDeleter = unsafe extern "C" fn(*mut c_void, *const c_void, usize, usize);

/// Wraps a C resource-blob deleter as a closure run once when the blob is
/// released, with the caller's user data, original data pointer, size and
/// alignment.
pub(crate) fn c_blob_deleter(
    deleter: CBlobDeleter,
    user_data: *mut c_void,
    data: *const c_void,
    size: usize,
    align: usize,
) -> Box<dyn FnOnce() + Send + Sync> {
    struct Ptrs(*mut c_void, *const c_void);
    // SAFETY: the pointers are only handed back to the caller's deleter;
    // the caller is responsible for their thread-safety, as upstream.
    unsafe impl Send for Ptrs {}
    unsafe impl Sync for Ptrs {}
    let ptrs = Ptrs(user_data, data);
    Box::new(move || {
        let ptrs = ptrs;
        // SAFETY: the caller's deleter with the caller's arguments, once.
        unsafe { deleter(ptrs.0, ptrs.1, size, align) }
    })
}

// ---------------------------------------------------------------------------
// The arrays of MlirOperationState.
//
// `mlirOperationStateAdd*` grow these arrays and `mlirOperationCreate`
// frees them, as upstream does with `realloc`/`free`, so an array the
// caller `malloc`ed and put in the state itself is handled like ours. The
// array's capacity is the C heap's own (`malloc_usable_size`), so appends
// to an array with room left cost no call to `realloc`, and nothing is
// read outside the block.
// ---------------------------------------------------------------------------

extern "C" {
    fn realloc(p: *mut c_void, size: usize) -> *mut c_void;
    fn free(p: *mut c_void);
    fn malloc_usable_size(p: *mut c_void) -> usize;
}

/// The smallest array allocation, in bytes: states usually get a few
/// elements, one call at a time.
const MIN_ARRAY_BYTES: usize = 64;

/// Appends `extra` to the state array `*arr` of `*len` elements.
pub(crate) fn c_array_append<T: Copy>(arr: &mut *mut T, len: &mut isize, extra: &[T]) -> CResult<()> {
    if extra.is_empty() {
        return Ok(());
    }
    let old = (*len).max(0) as usize;
    let new_len = old.checked_add(extra.len()).ok_or_else(|| Fail::Misuse("array too large".into()))?;
    let bytes = new_len.checked_mul(std::mem::size_of::<T>()).ok_or_else(|| Fail::Misuse("array too large".into()))?;
    let cur = *arr as *mut c_void;
    // SAFETY: `cur` is null or a block of the C heap: ours, or the
    // caller's (upstream `realloc`s and `free`s it too, so the header's
    // contract is that it was `malloc`ed).
    let room = if cur.is_null() { 0 } else { unsafe { malloc_usable_size(cur) } };
    if room < bytes {
        let want = bytes.max(MIN_ARRAY_BYTES).max(room.saturating_mul(2));
        // SAFETY: as above; `realloc` keeps the first `old` elements.
        let p = unsafe { realloc(cur, want) };
        if p.is_null() {
            return Err(Fail::Misuse("out of memory".into()));
        }
        *arr = p as *mut T;
    }
    // SAFETY: `*arr` has room for `new_len` elements; we write the tail
    // (one or two elements, the common cases, without a call to `memcpy`).
    unsafe {
        let tail = arr.add(old);
        match *extra {
            [a] => tail.write(a),
            [a, b] => {
                tail.write(a);
                tail.add(1).write(b);
            }
            _ => std::ptr::copy_nonoverlapping(extra.as_ptr(), tail, extra.len()),
        }
    }
    *len = new_len as isize;
    Ok(())
}

/// Releases a state array and nulls the pointer.
#[inline]
pub(crate) fn c_array_free<T>(arr: &mut *mut T, len: &mut isize) {
    if !arr.is_null() {
        // SAFETY: a block of the C heap (see [`c_array_append`]).
        unsafe { free(*arr as *mut c_void) };
    }
    *arr = std::ptr::null_mut();
    *len = 0;
}

/// Mutable access to a C struct the caller passes by pointer.
pub(crate) fn c_mut<'a, T>(p: *mut T, what: &'static str) -> CResult<&'a mut T> {
    if p.is_null() {
        return Err(Fail::Null(what));
    }
    // SAFETY: the C caller passes a valid, exclusively used pointer.
    Ok(unsafe { &mut *p })
}

// ---------------------------------------------------------------------------
// Diagnostic handlers written in C.
// ---------------------------------------------------------------------------

thread_local! {
    /// Diagnostics (and their notes) currently being handled on this thread.
    static LIVE_DIAGNOSTICS: std::cell::RefCell<Vec<*const oxmlir_ir::diagnostics::Diagnostic>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// The diagnostic `p` points to, if it is being handled on this thread.
pub(crate) fn live_diagnostic<'a>(p: *const oxmlir_ir::diagnostics::Diagnostic) -> Option<&'a oxmlir_ir::diagnostics::Diagnostic> {
    let live = LIVE_DIAGNOSTICS.with(|l| l.borrow().contains(&p));
    // SAFETY: `p` is in the live list, so it points to a diagnostic that
    // outlives the current handler call (see `make_c_handler`).
    live.then(|| unsafe { &*p })
}

/// The user data of a C handler, deleted with the handler.
struct UserData {
    ptr: *mut c_void,
    delete: Option<unsafe extern "C" fn(*mut c_void)>,
}

// SAFETY: the pointer is only handed back to the C caller's own callbacks;
// the caller is responsible for its thread-safety, as upstream.
unsafe impl Send for UserData {}
unsafe impl Sync for UserData {}

impl UserData {
    fn ptr(&self) -> *mut c_void {
        self.ptr
    }
}

impl Drop for UserData {
    fn drop(&mut self) {
        // As upstream (a `std::unique_ptr` with the deleter): a null
        // pointer is not passed to the deleter.
        if let (Some(d), false) = (self.delete, self.ptr.is_null()) {
            // SAFETY: the caller's deleter with the caller's pointer, once.
            unsafe { d(self.ptr) }
        }
    }
}

/// The user data of an attached C handler: taken (and deleted) when the
/// handler is detached, even while the handler is running, as upstream
/// destroys its `std::function` (and the user data's `shared_ptr`) at once.
type UserDataCell = std::sync::Mutex<Option<UserData>>;

/// The user data cells of attached C handlers, by context address and
/// handler id (weak: a handler dropped with its context frees its cell).
type UserDataCells = Vec<((usize, u64), std::sync::Weak<UserDataCell>)>;

static USER_DATA_CELLS: std::sync::Mutex<UserDataCells> = std::sync::Mutex::new(Vec::new());

/// The cells, locked.
fn cells() -> std::sync::MutexGuard<'static, UserDataCells> {
    USER_DATA_CELLS.lock().unwrap_or_else(|e| e.into_inner())
}

/// Attaches a C diagnostic handler with its user data to `cx`; returns its
/// id (see [`detach_c_handler`]).
pub(crate) fn attach_c_handler(
    cx: &Context,
    handler: unsafe extern "C" fn(crate::diagnostics::MlirDiagnostic, *mut c_void) -> crate::support::MlirLogicalResult,
    user_data: *mut c_void,
    delete: Option<unsafe extern "C" fn(*mut c_void)>,
) -> u64 {
    let cell: std::sync::Arc<UserDataCell> = std::sync::Arc::new(std::sync::Mutex::new(Some(UserData { ptr: user_data, delete })));
    let weak = std::sync::Arc::downgrade(&cell);
    let id = cx.diagnostics.attach(make_c_handler(handler, cell));
    let mut cs = cells();
    cs.retain(|(_, w)| w.strong_count() > 0);
    cs.push(((cx as *const Context as usize, id), weak));
    id
}

/// Detaches a C diagnostic handler from `cx`, deleting its user data now
/// (also when the handler itself is running).
pub(crate) fn detach_c_handler(cx: &Context, id: u64) {
    let handler = cx.diagnostics.detach(id);
    let key = (cx as *const Context as usize, id);
    let cell = {
        let mut cs = cells();
        let found = cs.iter().position(|(k, _)| *k == key).map(|i| cs.swap_remove(i).1);
        found.and_then(|w| w.upgrade())
    };
    if handler.is_some() {
        // Taken out of the cell first, so the deleter runs with no lock held.
        let data = cell.and_then(|c| c.lock().unwrap_or_else(|e| e.into_inner()).take());
        drop(data);
    }
    drop(handler);
}

/// Wraps a C diagnostic handler (with its user data cell) as an engine handler.
fn make_c_handler(
    handler: unsafe extern "C" fn(crate::diagnostics::MlirDiagnostic, *mut c_void) -> crate::support::MlirLogicalResult,
    data: std::sync::Arc<UserDataCell>,
) -> oxmlir_ir::diagnostics::Handler {
    std::sync::Arc::new(move |_cx: &Context, d: &oxmlir_ir::diagnostics::Diagnostic| {
        fn collect(d: &oxmlir_ir::diagnostics::Diagnostic, out: &mut Vec<*const oxmlir_ir::diagnostics::Diagnostic>) {
            out.push(d as *const _);
            for n in &d.notes {
                collect(n, out);
            }
        }
        let Some(ptr) = data.lock().unwrap_or_else(|e| e.into_inner()).as_ref().map(UserData::ptr) else {
            // Detached: the handler is no longer called.
            return false;
        };
        let mut mine = Vec::new();
        collect(d, &mut mine);
        let n = mine.len();
        LIVE_DIAGNOSTICS.with(|l| l.borrow_mut().extend(mine));
        let handle = crate::diagnostics::MlirDiagnostic { ptr: d as *const _ as *mut c_void };
        // SAFETY: the caller's handler with the caller's user data; the
        // diagnostic stays alive (borrowed) for the whole call.
        let r = unsafe { handler(handle, ptr) };
        LIVE_DIAGNOSTICS.with(|l| {
            let mut l = l.borrow_mut();
            let len = l.len();
            l.truncate(len - n);
        });
        r.value != 0
    })
}

/// Calls an `MlirTypesCallback`.
pub(crate) fn call_types_callback(
    cb: unsafe extern "C" fn(isize, *mut crate::ir::MlirType, *mut c_void),
    n: isize,
    types: *mut crate::ir::MlirType,
    user_data: *mut c_void,
) {
    // SAFETY: the caller's callback with the caller's user data; `types`
    // points at `n` handles that live for the call.
    unsafe { cb(n, types, user_data) }
}

/// Calls an `MlirShapedTypeComponentsCallback`.
pub(crate) fn call_shaped_components(
    cb: unsafe extern "C" fn(bool, isize, *const i64, crate::ir::MlirType, crate::ir::MlirAttribute, *mut c_void),
    ranked: bool,
    rank: isize,
    dims: *const i64,
    ty: crate::ir::MlirType,
    attr: crate::ir::MlirAttribute,
    user_data: *mut c_void,
) {
    // SAFETY: the caller's callback with the caller's user data; `dims`
    // points at `rank` integers that live for the call.
    unsafe { cb(ranked, rank, dims, ty, attr, user_data) }
}

// ---------------------------------------------------------------------------
// External passes (`mlirCreateExternalPass`).
// ---------------------------------------------------------------------------

/// Calls a C `construct`/`destruct` hook, if set, with its user data.
fn call_user_hook(hook: Option<unsafe extern "C" fn(*mut c_void)>, user_data: *mut c_void) {
    if let Some(f) = hook {
        // SAFETY: the caller's callback with the caller's user data (the
        // callers call each hook as the C API specifies: `construct` once
        // when an instance is made, `destruct` once when it goes).
        unsafe { f(user_data) }
    }
}

/// The callbacks of an external pass with the user data of one instance.
///
/// The callbacks are the C caller's, called with the caller's user data
/// as `mlir-c/Pass.h` specifies; `construct`, `destruct`, `initialize`
/// and `clone` may be null (a null `clone` is never called: see
/// `crate::pass`), `run` is checked to be non-null at creation.
pub(crate) struct CPassCallbacks {
    callbacks: crate::pass::MlirExternalPassCallbacks,
    user_data: *mut c_void,
}

// SAFETY: the pass owning this value may run on another thread than the
// one that created it. The C contract allows that: upstream runs passes,
// and clones of them, on the threads of the context's thread pool, so a
// C caller of `mlirCreateExternalPass` must already provide callbacks and
// user data usable from any thread, one thread at a time per instance.
// This type is moved along with its pass, never shared (it is not `Sync`),
// and never dereferences the user data itself.
unsafe impl Send for CPassCallbacks {}

impl CPassCallbacks {
    /// Callbacks with the user data of one instance (`run` is non-null).
    pub(crate) fn new(callbacks: crate::pass::MlirExternalPassCallbacks, user_data: *mut c_void) -> Self {
        CPassCallbacks { callbacks, user_data }
    }

    /// The same callbacks with another instance's user data.
    pub(crate) fn with_user_data(&self, user_data: *mut c_void) -> Self {
        CPassCallbacks { callbacks: self.callbacks, user_data }
    }

    /// The user data.
    pub(crate) fn user_data(&self) -> *mut c_void {
        self.user_data
    }

    /// Whether the pass has a `clone` callback.
    pub(crate) fn can_clone(&self) -> bool {
        self.callbacks.clone.is_some()
    }

    /// Calls `construct`, if set.
    pub(crate) fn construct(&self) {
        call_user_hook(self.callbacks.construct, self.user_data);
    }

    /// Calls `destruct`, if set (once per instance, from its `Drop`).
    pub(crate) fn destruct(&self) {
        call_user_hook(self.callbacks.destruct, self.user_data);
    }

    /// Calls `initialize`; success when it is not set.
    pub(crate) fn initialize(&self, ctx: crate::ir::MlirContext) -> bool {
        match self.callbacks.initialize {
            // SAFETY: the caller's callback with a live context handle and
            // the caller's user data.
            Some(f) => unsafe { f(ctx, self.user_data) }.value != 0,
            None => true,
        }
    }

    /// Calls `clone`, if set: the user data of a new instance.
    pub(crate) fn clone_user_data(&self) -> Option<*mut c_void> {
        // SAFETY: the caller's callback with the caller's user data.
        self.callbacks.clone.map(|f| unsafe { f(self.user_data) })
    }

    /// Calls `run` on `op` (if set; it is checked at creation).
    pub(crate) fn run(&self, op: crate::ir::MlirOperation, pass: crate::pass::MlirExternalPass) {
        if let Some(f) = self.callbacks.run {
            // SAFETY: the caller's callback with a live operation handle,
            // the running pass's handle and the caller's user data.
            unsafe { f(op, pass, self.user_data) }
        }
    }
}

// ---------------------------------------------------------------------------
// Rewrite patterns written in C (`mlirOpRewritePatternCreate`).
// ---------------------------------------------------------------------------

/// The callbacks of a C rewrite pattern with its user data.
///
/// `construct` and `destruct` may be null; `matchAndRewrite` is checked to
/// be non-null at creation (a null one never matches).
pub(crate) struct CPatternCallbacks {
    callbacks: crate::rewrite::MlirRewritePatternCallbacks,
    user_data: *mut c_void,
}

// SAFETY: patterns are `Send + Sync` because frozen sets may be shared
// between threads. The C contract allows that: upstream applies the
// patterns of a frozen set from any thread (a pass running in parallel),
// so a C caller of `mlirOpRewritePatternCreate` must already provide
// callbacks and user data usable from any thread. This crate only calls
// them from the thread applying the set, and never dereferences the user
// data itself.
unsafe impl Send for CPatternCallbacks {}
unsafe impl Sync for CPatternCallbacks {}

impl CPatternCallbacks {
    /// Callbacks with their user data.
    pub(crate) fn new(callbacks: crate::rewrite::MlirRewritePatternCallbacks, user_data: *mut c_void) -> Self {
        CPatternCallbacks { callbacks, user_data }
    }

    /// Calls `construct`, if set.
    pub(crate) fn construct(&self) {
        call_user_hook(self.callbacks.construct, self.user_data);
    }

    /// Calls `destruct`, if set (once, from the pattern's `Drop`).
    pub(crate) fn destruct(&self) {
        call_user_hook(self.callbacks.destruct, self.user_data);
    }

    /// Calls `matchAndRewrite`; whether it succeeded.
    pub(crate) fn match_and_rewrite(
        &self,
        pattern: crate::rewrite::MlirRewritePattern,
        op: crate::ir::MlirOperation,
        rewriter: crate::rewrite::MlirPatternRewriter,
    ) -> bool {
        match self.callbacks.matchAndRewrite {
            // SAFETY: the caller's callback with live handles (the
            // rewriter's for the duration of the call) and the caller's
            // user data.
            Some(f) => unsafe { f(pattern, op, rewriter, self.user_data) }.value != 0,
            None => false,
        }
    }
}

/// A pattern rewriter lent to C code while a C pattern's
/// `matchAndRewrite` callback runs (the `MlirPatternRewriter` it is
/// given): its address and the thread it may be used from.
///
/// # Invariants
///
/// Made by [`lend_rewriter`] from the `&mut Rewriter` a driver passes to
/// the pattern, and used through [`with_lent_rewriter`] only while that
/// callback runs: the table entry holding it (`crate::rewrite`) is removed
/// when the callback returns (by a guard, also on unwinding), and it is
/// only followed on the lending thread, from C calls nested in the
/// callback. The lending frame does not touch the rewriter meanwhile (it
/// is waiting for the callback), and the rewriter's methods call no C
/// code, so no two references to it are used at once.
#[derive(Copy, Clone)]
pub(crate) struct LentRewriter {
    ptr: *mut (),
    thread: std::thread::ThreadId,
}

// SAFETY: the pointer is followed only on the lending thread (checked by
// `with_lent_rewriter`); other threads can only see that it is not theirs.
unsafe impl Send for LentRewriter {}

/// Lends `rw` to C code for the duration of a pattern callback (see
/// [`LentRewriter`]).
pub(crate) fn lend_rewriter(rw: &mut oxmlir_ir::rewrite::Rewriter<'_>) -> LentRewriter {
    LentRewriter { ptr: rw as *mut oxmlir_ir::rewrite::Rewriter<'_> as *mut (), thread: std::thread::current().id() }
}

/// Runs `f` on a lent rewriter; `None` on another thread than the lending
/// one.
pub(crate) fn with_lent_rewriter<R>(lent: &LentRewriter, f: impl FnOnce(&mut oxmlir_ir::rewrite::Rewriter<'_>) -> R) -> Option<R> {
    if lent.thread != std::thread::current().id() {
        return None;
    }
    // SAFETY: see `LentRewriter`: the rewriter is alive (its callback is
    // running on this thread) and not otherwise in use. The lifetime
    // parameter is erased; `f` is generic over it, so nothing borrowed
    // from the rewriter escapes the call.
    let rw = unsafe { &mut *(lent.ptr as *mut oxmlir_ir::rewrite::Rewriter<'static>) };
    Some(f(rw))
}

#[cfg(test)]
mod tests {
    use super::abort_on_misuse;

    #[test]
    fn abort_on_misuse_values() {
        let on = |v: &str| abort_on_misuse(Some(std::ffi::OsStr::new(v)));
        assert!(!abort_on_misuse(None));
        for v in ["", "0", "false", "FALSE", "no", "off", "Off", "2", "abort"] {
            assert!(!on(v), "{v:?} must not abort");
        }
        for v in ["1", "true", "TRUE", "True", "yes", "on", "ON"] {
            assert!(on(v), "{v:?} must abort");
        }
    }
}
