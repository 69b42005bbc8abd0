//! `mlir-c/Pass.h`: pass managers, nested operation pass managers, textual
//! pipelines, instrumentation switches, and external passes (passes whose
//! work is done by C callbacks).
//!
//! # Handles
//!
//! Every handle is checked, never followed:
//!
//! * `MlirPassManager` is a key in a process-wide table of the pass
//!   managers C callers own; destroying one retires its key.
//! * `MlirOpPassManager` is a key in a table of `(owning pass manager,
//!   PmId)` pairs, filled as the handles are given out. The entries of a
//!   pass manager go with it, those of the managers nested in one that
//!   `mlirParsePassPipeline` replaces go at once, and those of nested
//!   managers merged into others when a run merges adjacent nested
//!   pipelines go after the run (upstream frees all of these then), so a
//!   stale handle is reported.
//! * `MlirPass` is a key in a table of the passes C callers own: created
//!   and not yet added. Adding one takes it out, so adding it again is
//!   reported.
//! * `MlirExternalPass` names an external pass while its `run` callback
//!   runs, and nothing after.
//!
//! # Running
//!
//! A pass manager is behind a mutex; no lock of a table and no borrow of
//! the IR is held while it runs, since passes take their own and external
//! passes' callbacks call back into the C API. A callback that uses the
//! pass manager running it (or any pass manager this thread holds, e.g. in
//! a `destruct` callback run while a pass is dropped) is reported as
//! misuse instead of deadlocking.
//!
//! # Differences from upstream
//!
//! * Where upstream aborts the process, these functions report an error
//!   through the context's diagnostics and ignore the request: adding an
//!   operation-specific pass to a pass manager anchored on another
//!   operation (upstream's `Can't add pass ... did you intend to nest?`;
//!   the pass is dropped), and enabling IR printing with module scope on a
//!   multithreaded context.
//! * On a multithreaded context, nested pipelines run on the context's
//!   threads with clones of their passes, as upstream's; the clones are
//!   made for each run (upstream keeps one set per thread), so `clone` /
//!   `construct` / `destruct` counts differ from upstream's there.

use std::cell::RefCell;
use std::ffi::c_void;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use oxmlir_ir::registry::{DialectDef, DialectSpec};
use oxmlir_ir::{Context, OpId};
use oxmlir_pass::instrument::ir_printing::{IrPrinting, IrPrintingConfig, PassFilter};
use oxmlir_pass::instrument::timing::{PassTiming, Timing, TimingDisplay};
use oxmlir_pass::{pipeline, Pass, PassManager, PassState, PmId, StatisticsDisplay};

use crate::handles::{bytes, entry, ir, slice, string_sink, CPassCallbacks, Call, CResult, Fail};
use crate::ir::printing::FLAGS;
use crate::ir::{wrap, MlirContext, MlirDialectHandle, MlirOpPrintingFlags, MlirOperation};
use crate::owned::Owned;
use crate::support::c_int_types::intptr_t;
use crate::support::{MlirLogicalResult, MlirStringCallback, MlirStringRef, MlirTypeID};

/// Opaque handle to a pass: owned by the caller until it is added to a
/// pass manager.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirPass {
    pub ptr: *mut c_void,
}

/// Opaque handle to a running external pass, given to its `run` callback.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirExternalPass {
    pub ptr: *mut c_void,
}

/// Opaque handle to a top-level pass manager.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirPassManager {
    pub ptr: *mut c_void,
}

/// Opaque handle to an operation pass manager: the top-level one of a
/// pass manager or one nested in it, owned by that pass manager.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirOpPassManager {
    pub ptr: *mut c_void,
}

macro_rules! handle_words {
    ($($t:ident),*) => {$(
        #[allow(dead_code)]
        impl $t {
            /// The null handle.
            pub(crate) const NULL: $t = $t { ptr: std::ptr::null_mut() };
            /// The handle word.
            pub(crate) fn bits(self) -> u64 {
                self.ptr as usize as u64
            }
            /// A handle from a word.
            pub(crate) fn from_bits(b: u64) -> $t {
                $t { ptr: b as usize as *mut c_void }
            }
        }
    )*};
}
handle_words!(MlirPass, MlirExternalPass, MlirPassManager, MlirOpPassManager);

/// How pass statistics are displayed (`MLIR_PASS_DISPLAY_MODE_LIST`,
/// `MLIR_PASS_DISPLAY_MODE_PIPELINE`); the C enum is declared in the
/// header, Rust reads it as a plain integer so that any value is safe.
#[repr(transparent)]
#[derive(Copy, Clone, PartialEq, Eq)]
pub struct MlirPassDisplayMode(pub u32);

/// The callbacks of an external pass (`mlirCreateExternalPass`), each
/// given the user data of the pass instance. Only `run` is required.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirExternalPassCallbacks {
    /// Called when a pass instance is created (by `mlirCreateExternalPass`,
    /// or for a clone, with the clone's user data); may be null.
    pub construct: Option<unsafe extern "C" fn(userData: *mut c_void)>,
    /// Called when a pass instance is destroyed (with its pass manager, or
    /// when a pass manager refuses it); may be null.
    pub destruct: Option<unsafe extern "C" fn(userData: *mut c_void)>,
    /// Called before the first run of a pass manager holding the pass (and
    /// again before the next run if it failed); failing fails the run. May
    /// be null (success).
    pub initialize: Option<unsafe extern "C" fn(ctx: MlirContext, userData: *mut c_void) -> MlirLogicalResult>,
    /// Returns the user data of a copy of the pass (`construct` is then
    /// called with it), made to run on other operations at the same time:
    /// on a multithreaded context, a nested pipeline runs on the context's
    /// threads, each with copies of its passes, as upstream's does. May be
    /// null: a nested pipeline holding the pass then runs on one thread,
    /// with the pass itself.
    pub clone: Option<unsafe extern "C" fn(userData: *mut c_void) -> *mut c_void>,
    /// Runs the pass on `op`; `pass` names the running pass for
    /// `mlirExternalPassSignalFailure`.
    pub run: Option<unsafe extern "C" fn(op: MlirOperation, pass: MlirExternalPass, userData: *mut c_void)>,
}

// ---------------------------------------------------------------------------
// The tables.
// ---------------------------------------------------------------------------

/// A pass manager a C caller owns.
struct PmEntry {
    pm: Arc<Mutex<PassManager>>,
    /// Its top-level operation pass manager.
    root: PmId,
    /// The context it was created with (handle word), where its reports go.
    context: u64,
    /// The timers, once timing is enabled (reported at destruction).
    timing: Option<Arc<Timing>>,
    /// The operation pass manager handles given out for it.
    op_handles: Vec<(PmId, u64)>,
}

static PASS_MANAGERS: Owned<PmEntry> = Owned::new();
/// Operation pass managers: the owning pass manager's handle word and the id.
static OP_PASS_MANAGERS: Owned<(u64, PmId)> = Owned::new();
/// Passes created and not yet added to a pass manager.
pub(crate) static PASSES: Owned<Box<dyn Pass>> = Owned::new();

/// Gives a pass to the C caller.
pub(crate) fn give_pass(p: Box<dyn Pass>) -> MlirPass {
    MlirPass::from_bits(PASSES.insert(p))
}

thread_local! {
    /// The pass managers this thread holds locked (their addresses).
    static HELD: RefCell<Vec<usize>> = const { RefCell::new(Vec::new()) };
}

/// A locked pass manager; registered as held by this thread while it
/// lives.
struct Held<'a> {
    guard: MutexGuard<'a, PassManager>,
    addr: usize,
}

impl Drop for Held<'_> {
    fn drop(&mut self) {
        HELD.with(|h| {
            let mut h = h.borrow_mut();
            if let Some(i) = h.iter().rposition(|&a| a == self.addr) {
                h.remove(i);
            }
        });
    }
}

impl std::ops::Deref for Held<'_> {
    type Target = PassManager;
    fn deref(&self) -> &PassManager {
        &self.guard
    }
}

impl std::ops::DerefMut for Held<'_> {
    fn deref_mut(&mut self) -> &mut PassManager {
        &mut self.guard
    }
}

/// Locks a pass manager, refusing one this thread holds already (a
/// callback reentering its pass manager).
fn lock(pm: &Mutex<PassManager>) -> CResult<Held<'_>> {
    let addr = pm as *const Mutex<PassManager> as usize;
    if HELD.with(|h| h.borrow().contains(&addr)) {
        return Err(Fail::Misuse(
            "the pass manager is in use by this thread (a pass or pass callback may not use the pass manager running or holding it)".into(),
        ));
    }
    let guard = pm.lock().unwrap_or_else(|e| e.into_inner());
    HELD.with(|h| h.borrow_mut().push(addr));
    Ok(Held { guard, addr })
}

/// A pass manager resolved from a handle: the manager, the operation pass
/// manager meant, and its context.
struct Resolved<'a> {
    pm: Arc<Mutex<PassManager>>,
    at: PmId,
    bits: u64,
    cx: &'a Context,
}

/// Resolves a pass manager handle (its context too, where reports go).
fn resolve_pm<'a>(c: &mut Call, h: MlirPassManager) -> CResult<Resolved<'a>> {
    if h.ptr.is_null() {
        return Err(Fail::Null("MlirPassManager"));
    }
    let (pm, context, at) = PASS_MANAGERS
        .with(h.bits(), |e| (e.pm.clone(), e.context, e.root))
        .ok_or(Fail::Misuse("MlirPassManager handle does not name a live pass manager (it was destroyed?)".into()))?;
    let cx = c.context(MlirContext::from_bits(context))?;
    Ok(Resolved { pm, at, bits: h.bits(), cx })
}

/// Resolves an operation pass manager handle.
fn resolve_op_pm<'a>(c: &mut Call, h: MlirOpPassManager) -> CResult<Resolved<'a>> {
    if h.ptr.is_null() {
        return Err(Fail::Null("MlirOpPassManager"));
    }
    let (owner, at) = OP_PASS_MANAGERS.get(h.bits()).ok_or(Fail::Misuse(
        "MlirOpPassManager handle does not name a live pass manager (its pass manager was destroyed, or it was replaced by mlirParsePassPipeline?)".into(),
    ))?;
    let r = resolve_pm(c, MlirPassManager::from_bits(owner))?;
    Ok(Resolved { at, ..r })
}

/// The operation pass manager handle of `at` in pass manager `bits` (the
/// same handle each time).
fn op_handle(bits: u64, at: PmId) -> CResult<MlirOpPassManager> {
    let dangling = || Fail::Misuse("MlirPassManager handle does not name a live pass manager".into());
    let known = PASS_MANAGERS.with(bits, |e| e.op_handles.iter().find(|(p, _)| *p == at).map(|&(_, h)| h)).ok_or_else(dangling)?;
    if let Some(h) = known {
        return Ok(MlirOpPassManager::from_bits(h));
    }
    let h = OP_PASS_MANAGERS.insert((bits, at));
    PASS_MANAGERS.with(bits, |e| e.op_handles.push((at, h))).ok_or_else(dangling)?;
    Ok(MlirOpPassManager::from_bits(h))
}

/// Retires the operation pass manager handles in pass manager `bits` of
/// the managers `retire` selects.
fn retire_op_handles_where(bits: u64, retire: impl Fn(PmId) -> bool) {
    let gone = PASS_MANAGERS
        .with(bits, |e| {
            let (gone, kept) = e.op_handles.drain(..).partition(|&(p, _)| retire(p));
            e.op_handles = kept;
            gone
        })
        .unwrap_or_default();
    for (_, h) in gone {
        OP_PASS_MANAGERS.remove(h);
    }
}

/// Retires the operation pass manager handles of `ids` in pass manager `bits`.
fn retire_op_handles(bits: u64, ids: &[PmId]) {
    retire_op_handles_where(bits, |p| ids.contains(&p));
}

/// Retires the operation pass manager handles in pass manager `bits` of
/// the managers not in `live`.
fn retire_op_handles_except(bits: u64, live: &[PmId]) {
    retire_op_handles_where(bits, |p| !live.contains(&p));
}

/// Reads a string argument (lossily, as upstream's names are bytes).
fn string(s: MlirStringRef) -> CResult<String> {
    Ok(String::from_utf8_lossy(bytes(s)?).into_owned())
}

/// Sends text to a C string callback.
fn send(text: &str, callback: MlirStringCallback, user_data: *mut c_void) {
    string_sink(callback, user_data)(text.as_bytes());
}

/// The C logical result of a pipeline edit; an error's text goes to the
/// callback.
fn reply(r: Result<(), String>, callback: MlirStringCallback, user_data: *mut c_void) -> MlirLogicalResult {
    match r {
        Ok(()) => MlirLogicalResult::SUCCESS,
        Err(message) => {
            send(&message, callback, user_data);
            MlirLogicalResult::FAILURE
        }
    }
}

/// The C logical result of a core result.
fn logical(r: Result<(), ()>) -> MlirLogicalResult {
    if r.is_ok() {
        MlirLogicalResult::SUCCESS
    } else {
        MlirLogicalResult::FAILURE
    }
}

// ---------------------------------------------------------------------------
// PassManager/OpPassManager APIs.
// ---------------------------------------------------------------------------

fn create(ctx: MlirContext, anchor: &str) -> CResult<MlirPassManager> {
    let bits = ctx.bits();
    let pm = PassManager::new(anchor);
    let root = pm.root();
    let entry = PmEntry { pm: Arc::new(Mutex::new(pm)), root, context: bits, timing: None, op_handles: Vec::new() };
    Ok(MlirPassManager::from_bits(PASS_MANAGERS.insert(entry)))
}

/// Create a new top-level PassManager with the default anchor (`any`: it
/// runs on any operation).
#[no_mangle]
pub extern "C" fn mlirPassManagerCreate(ctx: MlirContext) -> MlirPassManager {
    entry!(MlirPassManager::NULL, |c| {
        c.context(ctx)?;
        create(ctx, oxmlir_pass::manager::ANY_OP)
    })
}

/// Create a new top-level PassManager anchored on `anchorOp` (not
/// validated; `any` makes an op-agnostic one).
#[no_mangle]
pub extern "C" fn mlirPassManagerCreateOnOperation(ctx: MlirContext, anchorOp: MlirStringRef) -> MlirPassManager {
    entry!(MlirPassManager::NULL, |c| {
        c.context(ctx)?;
        let anchor = string(anchorOp)?;
        create(ctx, &anchor)
    })
}

/// Destroy the provided PassManager: its passes are destroyed (external
/// passes' `destruct` callbacks run, in pipeline order), and the timing
/// report is printed to stderr if timing was enabled.
#[no_mangle]
pub extern "C" fn mlirPassManagerDestroy(passManager: MlirPassManager) {
    // Destroying a null handle is a no-op, as upstream (`delete nullptr`).
    if passManager.ptr.is_null() {
        return;
    }
    entry!((), |c| {
        let bits = passManager.bits();
        let (pm, context) = PASS_MANAGERS
            .with(bits, |e| (e.pm.clone(), e.context))
            .ok_or(Fail::Misuse("MlirPassManager handle does not name a live pass manager (it was destroyed already?)".into()))?;
        // Reports go to the context if it is alive; a pass manager
        // outliving its context is destroyed all the same.
        let _ = c.context(MlirContext::from_bits(context));
        // Refuses to destroy a pass manager this thread is running; waits
        // for another thread's use to end.
        drop(lock(&pm)?);
        let Some(e) = PASS_MANAGERS.remove(bits) else { return Err(Fail::Quiet) };
        for (_, h) in &e.op_handles {
            OP_PASS_MANAGERS.remove(*h);
        }
        let PmEntry { pm, timing, .. } = e;
        drop(pm);
        if let Some(t) = timing {
            use std::io::Write;
            let _ = std::io::stderr().lock().write_all(t.report().as_bytes());
        }
        Ok(())
    })
}

/// Cast a top-level PassManager to a generic OpPassManager (the same
/// handle each time).
#[no_mangle]
pub extern "C" fn mlirPassManagerGetAsOpPassManager(passManager: MlirPassManager) -> MlirOpPassManager {
    entry!(MlirOpPassManager::NULL, |c| {
        let r = resolve_pm(c, passManager)?;
        op_handle(r.bits, r.at)
    })
}

/// Run the provided `passManager` on the given `op`. Problems are reported
/// through the context's diagnostics; a pass that signals failure without
/// one fails the run silently.
#[no_mangle]
pub extern "C" fn mlirPassManagerRunOnOp(passManager: MlirPassManager, op: MlirOperation) -> MlirLogicalResult {
    entry!(MlirLogicalResult::FAILURE, |c| {
        let _hold = c.hold(op.bits());
        // The operation first, so that a report about the pass manager
        // goes to its context.
        let (op_cx, o) = c.op(op)?;
        let r = resolve_pm(c, passManager)?;
        c.same_context(r.cx, op_cx)?;
        // Checks that the operation is live; no IR borrow is kept.
        ir(r.cx).op_name(o)?;
        let mut pm = lock(&r.pm)?;
        let result = pm.run(r.cx, o);
        // The run merged adjacent nested pipelines: the managers merged
        // away are gone (as upstream destroys them), so are their handles.
        let root = PASS_MANAGERS.with(r.bits, |e| e.root).ok_or(Fail::Quiet)?;
        let mut live = pm.nested_pms(root);
        live.push(root);
        drop(pm);
        retire_op_handles_except(r.bits, &live);
        Ok(logical(result))
    })
}

/// Enable IR printing to stderr, before and/or after every pass.
/// `printModuleScope` prints the whole top-level operation; it needs a
/// context with multithreading disabled (otherwise an error is reported
/// through the context's diagnostics and nothing is enabled, where
/// upstream aborts). The treePrintingPath argument is an optional path to
/// a directory where the dumps are written instead, one file each, in
/// subdirectories named after the enclosing operations (as upstream's).
#[no_mangle]
pub extern "C" fn mlirPassManagerEnableIRPrinting(
    passManager: MlirPassManager,
    printBeforeAll: bool,
    printAfterAll: bool,
    printModuleScope: bool,
    printAfterOnlyOnChange: bool,
    printAfterOnlyOnFailure: bool,
    flags: MlirOpPrintingFlags,
    treePrintingPath: MlirStringRef,
) {
    entry!((), |c| {
        let r = resolve_pm(c, passManager)?;
        if flags.ptr.is_null() {
            return Err(Fail::Null("MlirOpPrintingFlags"));
        }
        let flags = FLAGS.get(flags.bits()).ok_or(Fail::Dangling("MlirOpPrintingFlags"))?;
        let tree = bytes(treePrintingPath)?;
        let tree_dir = (!tree.is_empty()).then(|| std::path::PathBuf::from(String::from_utf8_lossy(tree).into_owned()));
        if printModuleScope && r.cx.multithreading() {
            r.cx.emit_error(
                r.cx.unknown_loc(),
                "IR printing can't be setup on a pass-manager without disabling multi-threading first.",
            );
            return Err(Fail::Quiet);
        }
        let all = |on: bool| if on { PassFilter::All } else { PassFilter::None };
        let config = IrPrintingConfig {
            before: all(printBeforeAll),
            after: all(printAfterAll),
            module_scope: printModuleScope,
            after_only_on_change: printAfterOnlyOnChange,
            after_only_on_failure: printAfterOnlyOnFailure,
            flags,
            sink: None,
            tree_dir,
        };
        lock(&r.pm)?.add_instrumentation(Arc::new(IrPrinting::new(config)));
        Ok(())
    })
}

/// Enable / disable verify-each.
#[no_mangle]
pub extern "C" fn mlirPassManagerEnableVerifier(passManager: MlirPassManager, enable: bool) {
    entry!((), |c| {
        let r = resolve_pm(c, passManager)?;
        lock(&r.pm)?.enable_verifier(enable);
        Ok(())
    })
}

/// Enable pass timing. The times of all runs add up; the report (a tree,
/// as text) is printed to stderr when the pass manager is destroyed.
/// Enabling it again changes nothing.
#[no_mangle]
pub extern "C" fn mlirPassManagerEnableTiming(passManager: MlirPassManager) {
    entry!((), |c| {
        let r = resolve_pm(c, passManager)?;
        let mut pm = lock(&r.pm)?;
        let timing = Arc::new(Timing::new(TimingDisplay::Tree));
        let fresh = PASS_MANAGERS
            .with(r.bits, |e| e.timing.get_or_insert_with(|| timing.clone()).clone())
            .ok_or(Fail::Quiet)?;
        if Arc::ptr_eq(&fresh, &timing) {
            pm.add_instrumentation(Arc::new(PassTiming { timing }));
        }
        Ok(())
    })
}

/// Enable pass statistics: a report is printed to stderr after each run.
#[no_mangle]
pub extern "C" fn mlirPassManagerEnableStatistics(passManager: MlirPassManager, displayMode: MlirPassDisplayMode) {
    entry!((), |c| {
        let r = resolve_pm(c, passManager)?;
        let display = match displayMode.0 {
            0 => StatisticsDisplay::List,
            1 => StatisticsDisplay::Pipeline,
            m => return Err(Fail::Misuse(format!("invalid MlirPassDisplayMode {m}"))),
        };
        lock(&r.pm)?.enable_statistics(display);
        Ok(())
    })
}

/// Nests a new pass manager anchored on `name` in `r`'s.
fn nest(r: Resolved<'_>, operationName: MlirStringRef) -> CResult<MlirOpPassManager> {
    let name = string(operationName)?;
    let nested = lock(&r.pm)?.nest(r.at, &name);
    op_handle(r.bits, nested)
}

/// Nest an OpPassManager under the top-level PassManager, the nested
/// passmanager will only run on operations matching the provided name
/// (`any`: on any operation it can). Each call appends a new one.
/// The returned OpPassManager will be destroyed when the parent is destroyed.
/// To nest further under the returned one, see
/// `mlirOpPassManagerGetNestedUnder`.
#[no_mangle]
pub extern "C" fn mlirPassManagerGetNestedUnder(passManager: MlirPassManager, operationName: MlirStringRef) -> MlirOpPassManager {
    entry!(MlirOpPassManager::NULL, |c| {
        let r = resolve_pm(c, passManager)?;
        nest(r, operationName)
    })
}

/// Nest an OpPassManager under the provided OpPassManager, the nested
/// passmanager will only run on operations matching the provided name.
/// The returned OpPassManager will be destroyed when the parent is destroyed.
#[no_mangle]
pub extern "C" fn mlirOpPassManagerGetNestedUnder(passManager: MlirOpPassManager, operationName: MlirStringRef) -> MlirOpPassManager {
    entry!(MlirOpPassManager::NULL, |c| {
        let r = resolve_op_pm(c, passManager)?;
        nest(r, operationName)
    })
}

/// Adds the caller's pass to `r`'s pass manager.
fn add_owned(r: Resolved<'_>, pass: MlirPass) -> CResult<()> {
    if pass.ptr.is_null() {
        return Err(Fail::Null("MlirPass"));
    }
    let mut pm = lock(&r.pm)?;
    let p = PASSES.remove(pass.bits()).ok_or(Fail::Misuse(
        "MlirPass handle does not name a pass the caller owns (it was added to a pass manager already?)".into(),
    ))?;
    if let Err(message) = pm.add_pass(r.at, p) {
        // Upstream aborts here; the pass (owned by the pass manager now)
        // is dropped instead.
        drop(pm);
        r.cx.emit_error(r.cx.unknown_loc(), message);
        return Err(Fail::Quiet);
    }
    Ok(())
}

/// Add a pass and transfer ownership to the provided top-level
/// mlirPassManager. A pass anchored on another operation than the pass
/// manager is refused: upstream aborts with `Can't add pass '...'
/// restricted to '...' on a PassManager intended to run on '...', did you
/// intend to nest?`; this reports that error through the context's
/// diagnostics and destroys the pass.
#[no_mangle]
pub extern "C" fn mlirPassManagerAddOwnedPass(passManager: MlirPassManager, pass: MlirPass) {
    entry!((), |c| {
        let r = resolve_pm(c, passManager)?;
        add_owned(r, pass)
    })
}

/// Add a pass and transfer ownership to the provided mlirOpPassManager. A
/// pass anchored on another operation than the pass manager is refused as
/// by `mlirPassManagerAddOwnedPass`.
#[no_mangle]
pub extern "C" fn mlirOpPassManagerAddOwnedPass(passManager: MlirOpPassManager, pass: MlirPass) {
    entry!((), |c| {
        let r = resolve_op_pm(c, passManager)?;
        add_owned(r, pass)
    })
}

/// Parse a sequence of textual MLIR pass pipeline elements and add them to the
/// provided OpPassManager. If parsing fails an error message is reported using
/// the provided callback (elements added before the failing one stay).
#[no_mangle]
pub extern "C" fn mlirOpPassManagerAddPipeline(
    passManager: MlirOpPassManager,
    pipelineElements: MlirStringRef,
    callback: MlirStringCallback,
    userData: *mut c_void,
) -> MlirLogicalResult {
    entry!(MlirLogicalResult::FAILURE, |c| {
        let r = resolve_op_pm(c, passManager)?;
        let text = string(pipelineElements)?;
        let result = pipeline::add_pipeline(&mut *lock(&r.pm)?, r.at, &text);
        Ok(reply(result, callback, userData))
    })
}

/// Print a textual MLIR pass pipeline by sending chunks of the string
/// representation and forwarding `userData to `callback`. Note that the
/// callback may be called several times with consecutive chunks of the string.
#[no_mangle]
pub extern "C" fn mlirPrintPassPipeline(passManager: MlirOpPassManager, callback: MlirStringCallback, userData: *mut c_void) {
    entry!((), |c| {
        let r = resolve_op_pm(c, passManager)?;
        let text = lock(&r.pm)?.pipeline_text(r.at);
        send(&text, callback, userData);
        Ok(())
    })
}

/// Parse a textual MLIR pass pipeline (`anchor(elements)`) and assign it to
/// the provided OpPassManager, its anchor included; the operation pass
/// managers nested in it before are destroyed. If parsing fails an error
/// message is reported using the provided callback and the pass manager is
/// unchanged.
#[no_mangle]
pub extern "C" fn mlirParsePassPipeline(
    passManager: MlirOpPassManager,
    pipeline: MlirStringRef,
    callback: MlirStringCallback,
    userData: *mut c_void,
) -> MlirLogicalResult {
    entry!(MlirLogicalResult::FAILURE, |c| {
        let r = resolve_op_pm(c, passManager)?;
        let text = string(pipeline)?;
        let parsed = pipeline::parse_pipeline(&text);
        if let Ok(parsed) = parsed {
            let retired = lock(&r.pm)?.replace(r.at, parsed);
            retire_op_handles(r.bits, &retired);
            return Ok(MlirLogicalResult::SUCCESS);
        }
        Ok(reply(parsed.map(drop), callback, userData))
    })
}

// ---------------------------------------------------------------------------
// External Pass API.
// ---------------------------------------------------------------------------

/// External passes running now: their `MlirExternalPass` word and whether
/// they signalled failure.
static RUNNING: Mutex<Vec<(u64, bool)>> = Mutex::new(Vec::new());
/// The next `MlirExternalPass` word (never zero).
static NEXT_RUN: AtomicU64 = AtomicU64::new(1);

fn running() -> MutexGuard<'static, Vec<(u64, bool)>> {
    RUNNING.lock().unwrap_or_else(|e| e.into_inner())
}

/// A pass whose work is done by C callbacks (upstream's `ExternalPass`).
struct ExternalPass {
    name: String,
    argument: String,
    description: String,
    op_name: Option<String>,
    dialects: Vec<&'static DialectSpec>,
    callbacks: CPassCallbacks,
    /// Whether dropping it calls `destruct`: false for a clone made without
    /// a `clone` callback, which shares its original's user data.
    owns_user_data: bool,
}

impl Pass for ExternalPass {
    fn name(&self) -> &str {
        &self.name
    }

    fn argument(&self) -> &str {
        &self.argument
    }

    fn description(&self) -> &str {
        &self.description
    }

    fn op_name(&self) -> Option<&str> {
        self.op_name.as_deref()
    }

    fn dependent_dialects(&self) -> Vec<Arc<DialectDef>> {
        self.dialects.iter().map(|d| d.def()).collect()
    }

    fn initialize(&mut self, cx: &Context) -> Result<(), ()> {
        if self.callbacks.initialize(wrap::context(cx)) {
            Ok(())
        } else {
            Err(())
        }
    }

    fn run(&mut self, op: OpId, state: &mut PassState<'_>) {
        let word = NEXT_RUN.fetch_add(1, Ordering::Relaxed);
        running().push((word, false));
        self.callbacks.run(wrap::op(op), MlirExternalPass::from_bits(word));
        let failed = {
            let mut r = running();
            r.iter().rposition(|&(w, _)| w == word).is_some_and(|i| r.remove(i).1)
        };
        if failed {
            state.signal_failure();
        }
    }

    fn runs_in_parallel(&self) -> bool {
        self.callbacks.can_clone()
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        let (callbacks, owns_user_data) = match self.callbacks.clone_user_data() {
            Some(ud) => (self.callbacks.with_user_data(ud), true),
            None => (self.callbacks.with_user_data(self.callbacks.user_data()), false),
        };
        if owns_user_data {
            callbacks.construct();
        }
        Box::new(ExternalPass {
            name: self.name.clone(),
            argument: self.argument.clone(),
            description: self.description.clone(),
            op_name: self.op_name.clone(),
            dialects: self.dialects.clone(),
            callbacks,
            owns_user_data,
        })
    }
}

impl Drop for ExternalPass {
    fn drop(&mut self) {
        if self.owns_user_data {
            self.callbacks.destruct();
        }
    }
}

/// Creates an external `MlirPass` that calls the supplied `callbacks` using the
/// supplied `userData`; `construct` is called now. If `opName` is empty, the
/// pass is a generic operation pass. Otherwise it is an operation pass
/// specific to the specified pass name. `name` names the pass in IR dumps,
/// timing and errors; `argument` in printed pipelines (`unknown<name>` when
/// empty). The dependent dialects are loaded before a pipeline holding the
/// pass runs. `passID` is not used.
#[no_mangle]
pub extern "C" fn mlirCreateExternalPass(
    passID: MlirTypeID,
    name: MlirStringRef,
    argument: MlirStringRef,
    description: MlirStringRef,
    opName: MlirStringRef,
    nDependentDialects: intptr_t,
    dependentDialects: *mut MlirDialectHandle,
    callbacks: MlirExternalPassCallbacks,
    userData: *mut c_void,
) -> MlirPass {
    entry!(MlirPass::NULL, |_c| {
        let _ = passID;
        if callbacks.run.is_none() {
            return Err(Fail::Misuse("the run callback is required".into()));
        }
        let mut dialects = Vec::new();
        for h in slice(dependentDialects, nDependentDialects, "MlirDialectHandle")? {
            if h.ptr.is_null() {
                return Err(Fail::Null("MlirDialectHandle"));
            }
            dialects.push(oxmlir_ir::dialects::by_address(h.ptr as usize).ok_or(Fail::Dangling("MlirDialectHandle"))?);
        }
        let op_name = string(opName)?;
        let pass = ExternalPass {
            name: string(name)?,
            argument: string(argument)?,
            description: string(description)?,
            op_name: (!op_name.is_empty()).then_some(op_name),
            dialects,
            callbacks: CPassCallbacks::new(callbacks, userData),
            owns_user_data: true,
        };
        pass.callbacks.construct();
        Ok(give_pass(Box::new(pass)))
    })
}

/// This signals that the pass has failed. This is only valid to call during
/// the `run` callback of `MlirExternalPassCallbacks` (otherwise it is
/// reported as misuse).
/// See Pass::signalPassFailure().
#[no_mangle]
pub extern "C" fn mlirExternalPassSignalFailure(pass: MlirExternalPass) {
    entry!((), |_c| {
        if pass.ptr.is_null() {
            return Err(Fail::Null("MlirExternalPass"));
        }
        let mut r = running();
        let run = r.iter_mut().rev().find(|(w, _)| *w == pass.bits()).ok_or(Fail::Misuse(
            "MlirExternalPass handle does not name a running pass (it is valid only during its run callback)".into(),
        ))?;
        run.1 = true;
        Ok(())
    })
}
