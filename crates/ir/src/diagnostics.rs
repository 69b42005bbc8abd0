//! Diagnostics: severities, locations, notes, and the handler stack of a
//! context.
//!
//! Handlers are tried most recent first; a handler that returns `false`
//! passes the diagnostic on to the next one. If no handler takes it, an
//! error is printed to stderr as upstream does (`<loc>: error: <message>`,
//! the location omitted when unknown); other severities are dropped.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use crate::attrs::Location;
use crate::context::Context;

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
#[derive(Default)]
pub struct DiagnosticEngine {
    handlers: Mutex<Vec<(HandlerId, Handler)>>,
    next_id: AtomicU64,
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

    /// Takes every handler off (for context destruction).
    pub fn take_all(&self) -> Vec<(HandlerId, Handler)> {
        std::mem::take(&mut *self.handlers.lock().unwrap_or_else(|e| e.into_inner()))
    }

    fn snapshot(&self) -> Vec<Handler> {
        self.handlers.lock().unwrap_or_else(|e| e.into_inner()).iter().rev().map(|(_, h)| h.clone()).collect()
    }
}

impl Context {
    /// Emits a diagnostic through the handler stack.
    pub fn emit(&self, diag: Diagnostic) {
        for h in self.diagnostics.snapshot() {
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

    /// Emits an error at `loc`.
    pub fn emit_error(&self, loc: Location, message: impl Into<String>) {
        self.emit(Diagnostic::error(loc, message));
    }
}
