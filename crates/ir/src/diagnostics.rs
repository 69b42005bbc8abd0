//! Diagnostics: severities, locations, notes, and the handler stack of a
//! context, as upstream's `DiagnosticEngine`.
//!
//! * Handlers are tried most recent first; a handler that returns `false`
//!   passes the diagnostic on to the next one. Handler identifiers start at
//!   1 in each context, as upstream's.
//! * Emission is serialized per context, as upstream's (which holds a
//!   recursive mutex while handlers run): handlers never run concurrently,
//!   and a handler may itself emit diagnostics.
//! * If no handler takes a diagnostic, an error is printed to stderr as
//!   upstream does (`<loc>: error: <message>`, the location omitted when it
//!   is unknown, notes not printed); other severities are dropped.
//! * When the context is destroyed, the handlers still attached are
//!   released most recent first (upstream destroys its handler vector from
//!   the back), so C `deleteUserData` callbacks run in that order.
//! * Diagnostics can be suppressed on the current thread for one context
//!   ([`Context::with_diagnostics_suppressed`]), which is how the printer
//!   verifies an operation without reporting anything (upstream installs a
//!   handler swallowing the diagnostics of its own thread).
//!
//! [`op_error`], [`op_op_error`], [`op_warning`] and [`op_remark`] build the
//! diagnostics upstream's `Operation::emitError` / `emitOpError` /
//! `emitWarning` / `emitRemark` produce: the message at the operation's
//! location with a note `see current operation: <op>` (unless the context
//! says not to: [`Context::set_print_op_on_diagnostic`]).

use std::cell::RefCell;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::thread::ThreadId;

use crate::attrs::Location;
use crate::context::Context;
use crate::ir::{Ir, OpId};
use crate::print::{Out, PrintFlags};

/// How serious a diagnostic is (values as `MlirDiagnosticSeverity`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[repr(u32)]
pub enum Severity {
    /// An error.
    Error = 0,
    /// A warning.
    Warning = 1,
    /// A note attached to another diagnostic.
    Note = 2,
    /// A remark.
    Remark = 3,
}

impl Severity {
    /// The word upstream prints (`error`, `warning`, `note`, `remark`).
    pub fn word(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        }
    }
}

/// A diagnostic with its notes.
#[derive(Clone, Debug)]
pub struct Diagnostic {
    /// Severity.
    pub severity: Severity,
    /// Where it applies.
    pub loc: Location,
    /// The message.
    pub message: String,
    /// Attached notes.
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// An error.
    pub fn error(loc: Location, message: impl Into<String>) -> Self {
        Diagnostic { severity: Severity::Error, loc, message: message.into(), notes: Vec::new() }
    }

    /// A diagnostic of any severity.
    pub fn new(severity: Severity, loc: Location, message: impl Into<String>) -> Self {
        Diagnostic { severity, loc, message: message.into(), notes: Vec::new() }
    }

    /// Adds a note.
    pub fn note(mut self, loc: Location, message: impl Into<String>) -> Self {
        self.notes.push(Diagnostic::new(Severity::Note, loc, message));
        self
    }
}

/// A diagnostic handler: returns `true` if it handled the diagnostic.
pub type Handler = Arc<dyn Fn(&Context, &Diagnostic) -> bool + Send + Sync>;

/// Identifies an attached handler.
pub type HandlerId = u64;

/// The handler stack of a context.
pub struct DiagnosticEngine {
    handlers: Mutex<Vec<(HandlerId, Handler)>>,
    /// The next identifier (upstream's counter starts at 1, leaving 0 as a
    /// sentinel).
    next_id: AtomicU64,
    /// Whether diagnostics about operations carry the `see current
    /// operation` note (upstream's `MLIRContext::printOpOnDiagnostic`).
    print_op: AtomicBool,
    /// The printing flags diagnostics start from when they print an
    /// operation (upstream's default `OpPrintingFlags`, which a tool such
    /// as `mlir-opt` sets from its command line).
    op_print_flags: Mutex<PrintFlags>,
    /// Serializes emission (reentrant for the emitting thread).
    emitting: EmitLock,
}

/// A reentrant lock: the thread holding it and how many times.
#[derive(Default)]
struct EmitLock {
    state: Mutex<(Option<ThreadId>, usize)>,
    released: Condvar,
}

/// Holds the [`EmitLock`] until dropped.
struct EmitGuard<'a>(&'a EmitLock);

impl EmitLock {
    fn enter(&self) -> EmitGuard<'_> {
        let me = std::thread::current().id();
        let mut st = self.state.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            match st.0 {
                Some(owner) if owner == me => break,
                None => {
                    st.0 = Some(me);
                    break;
                }
                Some(_) => st = self.released.wait(st).unwrap_or_else(|e| e.into_inner()),
            }
        }
        st.1 += 1;
        EmitGuard(self)
    }
}

impl Drop for EmitGuard<'_> {
    fn drop(&mut self) {
        let mut st = self.0.state.lock().unwrap_or_else(|e| e.into_inner());
        st.1 -= 1;
        if st.1 == 0 {
            st.0 = None;
            self.0.released.notify_one();
        }
    }
}

impl Default for DiagnosticEngine {
    fn default() -> Self {
        DiagnosticEngine {
            handlers: Mutex::new(Vec::new()),
            next_id: AtomicU64::new(1),
            print_op: AtomicBool::new(true),
            op_print_flags: Mutex::new(PrintFlags::default()),
            emitting: EmitLock::default(),
        }
    }
}

impl DiagnosticEngine {
    /// Attaches a handler; it is tried before those attached earlier.
    pub fn attach(&self, handler: Handler) -> HandlerId {
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        self.handlers.lock().unwrap_or_else(|e| e.into_inner()).push((id, handler));
        id
    }

    /// Detaches a handler (no effect if it is not attached). Returns the
    /// handler, so the caller can release its resources.
    pub fn detach(&self, id: HandlerId) -> Option<Handler> {
        let mut hs = self.handlers.lock().unwrap_or_else(|e| e.into_inner());
        let pos = hs.iter().position(|(i, _)| *i == id)?;
        Some(hs.remove(pos).1)
    }

    /// Whether any handler is attached.
    pub fn has_handlers(&self) -> bool {
        !self.handlers.lock().unwrap_or_else(|e| e.into_inner()).is_empty()
    }

    /// Takes every handler off (for context destruction), in attachment
    /// order.
    pub fn take_all(&self) -> Vec<(HandlerId, Handler)> {
        std::mem::take(&mut *self.handlers.lock().unwrap_or_else(|e| e.into_inner()))
    }

    /// The most recently attached handler with an id below `below`.
    fn next_below(&self, below: HandlerId) -> Option<(HandlerId, Handler)> {
        let hs = self.handlers.lock().unwrap_or_else(|e| e.into_inner());
        hs.iter().rev().find(|(id, _)| *id < below).map(|(id, h)| (*id, h.clone()))
    }
}

impl Drop for DiagnosticEngine {
    fn drop(&mut self) {
        // Release the most recently attached handler first, as upstream.
        let mut hs = self.take_all();
        while let Some(h) = hs.pop() {
            drop(h);
        }
    }
}

thread_local! {
    /// Context slots whose diagnostics are discarded on this thread (a
    /// stack: suppression scopes nest).
    static SUPPRESSED: RefCell<Vec<u16>> = const { RefCell::new(Vec::new()) };
    /// Diagnostics being collected on this thread, by context slot (a
    /// stack: see [`Context::with_diagnostics_captured`]).
    static CAPTURED: RefCell<Vec<(u16, Vec<Diagnostic>)>> = const { RefCell::new(Vec::new()) };
}

/// Restores the suppression stack when a suppression scope ends (also on
/// unwinding).
struct SuppressionGuard;

impl Drop for SuppressionGuard {
    fn drop(&mut self) {
        SUPPRESSED.with(|s| {
            s.borrow_mut().pop();
        });
    }
}

impl Context {
    /// Emits a diagnostic through the handler stack (or drops it if this
    /// context's diagnostics are suppressed on this thread).
    pub fn emit(&self, diag: Diagnostic) {
        if self.diagnostics_suppressed() {
            return;
        }
        let slot = self.slot();
        let diag = match CAPTURED.with(|c| {
            let mut c = c.borrow_mut();
            match c.iter_mut().rev().find(|(s, _)| *s == slot) {
                Some((_, list)) => {
                    list.push(diag);
                    None
                }
                None => Some(diag),
            }
        }) {
            Some(d) => d,
            None => return,
        };
        let _serialized = self.diagnostics.emitting.enter();
        // Most recent first; a handler detached during the delivery is not
        // called, one attached during it is not either (upstream walks its
        // handler list in place). Only the running handler is held, so
        // detaching another one releases it at once.
        let mut below = HandlerId::MAX;
        while let Some((id, h)) = self.diagnostics.next_below(below) {
            below = id;
            if h(self, &diag) {
                return;
            }
        }
        if diag.severity != Severity::Error {
            return;
        }
        let mut out = String::new();
        if !matches!(self.try_attr_data(diag.loc.0), Some(crate::attrs::AttrData::UnknownLoc)) {
            out.push_str(&crate::print::location_to_string(self, diag.loc));
            out.push_str(": ");
        }
        out.push_str("error: ");
        out.push_str(&diag.message);
        eprintln!("{out}");
    }

    /// Emits the diagnostic `make` builds, unless this context's
    /// diagnostics are suppressed on this thread (then `make` is not
    /// called, so nothing is printed or formatted for nothing).
    pub fn emit_with(&self, make: impl FnOnce() -> Diagnostic) {
        if !self.diagnostics_suppressed() {
            self.emit(make());
        }
    }

    /// Emits an error at `loc`.
    pub fn emit_error(&self, loc: Location, message: impl Into<String>) {
        self.emit(Diagnostic::error(loc, message));
    }

    /// Whether diagnostics about an operation carry the note `see current
    /// operation: <op>` (on by default, as upstream's
    /// `shouldPrintOpOnDiagnostic`; `mlir-opt --verify-diagnostics` turns it
    /// off).
    pub fn print_op_on_diagnostic(&self) -> bool {
        self.diagnostics.print_op.load(Ordering::Relaxed)
    }

    /// Sets whether diagnostics about an operation carry the `see current
    /// operation` note (upstream's `MLIRContext::printOpOnDiagnostic`).
    pub fn set_print_op_on_diagnostic(&self, enable: bool) {
        self.diagnostics.print_op.store(enable, Ordering::Relaxed)
    }

    /// Sets the printing flags the `see current operation` notes start
    /// from (upstream's `OpPrintingFlags` defaults, which `mlir-opt` takes
    /// from its command line); the note then forces local scope, elides
    /// elements attributes of more than 16 elements, and prints errors'
    /// operations in the generic form.
    pub fn set_diagnostic_print_flags(&self, flags: PrintFlags) {
        *self.diagnostics.op_print_flags.lock().unwrap_or_else(|e| e.into_inner()) = flags;
    }

    /// The printing flags set by [`Context::set_diagnostic_print_flags`].
    pub fn diagnostic_print_flags(&self) -> PrintFlags {
        self.diagnostics.op_print_flags.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// Whether diagnostics of this context are discarded on this thread.
    pub fn diagnostics_suppressed(&self) -> bool {
        let slot = self.slot();
        SUPPRESSED.with(|s| s.borrow().contains(&slot))
    }

    /// Runs `f` collecting the diagnostics this context emits on this
    /// thread instead of delivering them (what upstream's parallel
    /// diagnostic handler does for each operation of a parallel loop, so
    /// they can be delivered afterwards in the operations' order).
    pub fn with_diagnostics_captured<R>(&self, f: impl FnOnce() -> R) -> (R, Vec<Diagnostic>) {
        let slot = self.slot();
        CAPTURED.with(|c| c.borrow_mut().push((slot, Vec::new())));
        struct Pop;
        impl Drop for Pop {
            fn drop(&mut self) {
                CAPTURED.with(|c| c.borrow_mut().pop());
            }
        }
        let guard = Pop;
        let r = f();
        let list = CAPTURED.with(|c| c.borrow_mut().last_mut().map(|(_, l)| std::mem::take(l)).unwrap_or_default());
        drop(guard);
        (r, list)
    }

    /// Runs `f` with this context's diagnostics discarded on this thread
    /// (other threads still report theirs).
    pub fn with_diagnostics_suppressed<R>(&self, f: impl FnOnce() -> R) -> R {
        let slot = self.slot();
        SUPPRESSED.with(|s| s.borrow_mut().push(slot));
        let _guard = SuppressionGuard;
        f()
    }
}

/// Upstream's `Diagnostic::appendOp`: the operation printed for a
/// diagnostic of `severity` with the context's diagnostic printing flags
/// ([`Context::set_diagnostic_print_flags`]) adjusted as upstream's
/// `adjustPrintingFlags` (local scope, large elements attributes elided,
/// and the generic form for errors or when `generic` is asked), preceded
/// by a newline when it spans several lines.
pub fn op_text(cx: &Context, ir: &Ir, op: OpId, severity: Severity, generic: bool) -> String {
    let base = cx.diagnostic_print_flags();
    let flags = PrintFlags {
        local_scope: true,
        elide_elements_limit: Some(16),
        generic: base.generic || generic || severity == Severity::Error,
        ..base
    };
    let mut bytes = Vec::new();
    {
        let mut sink = |b: &[u8]| bytes.extend_from_slice(b);
        // A stale operation prints nothing; the caller checked it.
        let _ = crate::print::print_op(cx, ir, op, &flags, Out::sink(&mut sink));
    }
    let text = String::from_utf8_lossy(&bytes);
    if text.contains('\n') {
        format!("\n{text}")
    } else {
        text.into_owned()
    }
}

/// The location of `op` (unknown for a stale handle).
fn loc_of(cx: &Context, ir: &Ir, op: OpId) -> Location {
    ir.op_loc(op).unwrap_or_else(|_| cx.unknown_loc())
}

/// Upstream's `Operation::emitError(message)`: an error at the operation's
/// location with the note `see current operation: <op in generic form>`.
pub fn op_error(cx: &Context, ir: &Ir, op: OpId, message: impl Into<String>) -> Diagnostic {
    let loc = loc_of(cx, ir, op);
    let diag = Diagnostic::error(loc, message);
    if !cx.print_op_on_diagnostic() {
        return diag;
    }
    let note = format!("see current operation: {}", op_text(cx, ir, op, Severity::Note, true));
    diag.note(loc, note)
}

/// Upstream's `Operation::emitOpError(message)`: as [`op_error`], with the
/// message prefixed by `'<op name>' op `.
pub fn op_op_error(cx: &Context, ir: &Ir, op: OpId, message: impl AsRef<str>) -> Diagnostic {
    let name = ir.op_name(op).map(|n| cx.op_name_str(n).to_owned()).unwrap_or_default();
    op_error(cx, ir, op, format!("'{name}' op {}", message.as_ref()))
}

/// Upstream's `Operation::emitWarning(message)`: a warning with the note
/// `see current operation: <op>` (printed in its custom form when it
/// verifies).
pub fn op_warning(cx: &Context, ir: &Ir, op: OpId, message: impl Into<String>) -> Diagnostic {
    op_diagnostic(cx, ir, op, Severity::Warning, message.into())
}

/// Upstream's `Operation::emitRemark(message)`: as [`op_warning`], as a
/// remark.
pub fn op_remark(cx: &Context, ir: &Ir, op: OpId, message: impl Into<String>) -> Diagnostic {
    op_diagnostic(cx, ir, op, Severity::Remark, message.into())
}

fn op_diagnostic(cx: &Context, ir: &Ir, op: OpId, severity: Severity, message: String) -> Diagnostic {
    let loc = loc_of(cx, ir, op);
    let diag = Diagnostic::new(severity, loc, message);
    if !cx.print_op_on_diagnostic() {
        return diag;
    }
    let note = format!("see current operation: {}", op_text(cx, ir, op, Severity::Note, false));
    diag.note(loc, note)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;

    #[test]
    fn handlers_run_most_recent_first_and_ids_start_at_one() {
        let cx = Context::new();
        let log = Arc::new(Mutex::new(Vec::new()));
        let (l1, l2) = (log.clone(), log.clone());
        let a = cx.diagnostics.attach(Arc::new(move |_, d| {
            l1.lock().unwrap().push(format!("a:{}", d.message));
            true
        }));
        let b = cx.diagnostics.attach(Arc::new(move |_, d| {
            l2.lock().unwrap().push(format!("b:{}", d.message));
            false
        }));
        assert_eq!((a, b), (1, 2));
        cx.emit_error(cx.unknown_loc(), "x");
        assert_eq!(*log.lock().unwrap(), vec!["b:x".to_string(), "a:x".to_string()]);
        assert!(cx.diagnostics.detach(b).is_some());
        assert!(cx.diagnostics.detach(b).is_none());
        assert_eq!(cx.diagnostics.attach(Arc::new(|_, _| true)), 3);
    }

    #[test]
    fn suppression_is_scoped_and_skips_building() {
        let cx = Context::new();
        let seen = Arc::new(AtomicUsize::new(0));
        let s = seen.clone();
        cx.diagnostics.attach(Arc::new(move |_, _| {
            s.fetch_add(1, Ordering::Relaxed);
            true
        }));
        cx.with_diagnostics_suppressed(|| {
            assert!(cx.diagnostics_suppressed());
            cx.emit_error(cx.unknown_loc(), "hidden");
            cx.emit_with(|| panic!("must not be built"));
        });
        assert!(!cx.diagnostics_suppressed());
        cx.emit_error(cx.unknown_loc(), "shown");
        assert_eq!(seen.load(Ordering::Relaxed), 1);
    }

    #[test]
    fn handlers_never_run_concurrently_and_may_reenter() {
        let cx = Context::new();
        let inside = Arc::new(AtomicUsize::new(0));
        let overlaps = Arc::new(AtomicUsize::new(0));
        let (i, o) = (inside.clone(), overlaps.clone());
        cx.diagnostics.attach(Arc::new(move |cx, d| {
            if i.fetch_add(1, Ordering::SeqCst) != 0 && d.message != "nested" {
                o.fetch_add(1, Ordering::SeqCst);
            }
            if d.message == "outer" {
                // Reentrant emission from the handler.
                cx.emit_error(cx.unknown_loc(), "nested");
            }
            std::thread::yield_now();
            i.fetch_sub(1, Ordering::SeqCst);
            true
        }));
        std::thread::scope(|s| {
            for _ in 0..4 {
                s.spawn(|| {
                    for _ in 0..200 {
                        cx.emit_error(cx.unknown_loc(), "outer");
                    }
                });
            }
        });
        assert_eq!(overlaps.load(Ordering::SeqCst), 0);
    }

    #[test]
    fn handlers_are_released_most_recent_first() {
        struct Tell(Arc<Mutex<Vec<u32>>>, u32);
        impl Drop for Tell {
            fn drop(&mut self) {
                self.0.lock().unwrap().push(self.1);
            }
        }
        let order = Arc::new(Mutex::new(Vec::new()));
        {
            let cx = Context::new();
            for k in 1..=3 {
                let t = Tell(order.clone(), k);
                cx.diagnostics.attach(Arc::new(move |_, _| {
                    let _ = &t;
                    true
                }));
            }
        }
        assert_eq!(*order.lock().unwrap(), vec![3, 2, 1]);
    }
}
