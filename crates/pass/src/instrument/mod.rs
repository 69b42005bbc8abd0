//! Instrumentation: hooks called around every pass and nested pipeline
//! (upstream's `PassInstrumentation`), and the ones upstream provides: IR
//! printing ([`ir_printing`]), timing ([`timing`]).

pub mod ir_printing;
pub mod timing;

use std::io::Write;
use std::sync::{Arc, Mutex};

use oxmlir_ir::{Context, OpId};

use crate::pass::Pass;

/// What is running: a pass, or the nested pipelines of an operation.
#[derive(Copy, Clone)]
pub enum Running<'a> {
    /// A pass.
    Pass(&'a dyn Pass),
    /// The nested pipelines run on the operations nested in one (upstream's
    /// `OpToOpPassAdaptor`), by their anchors.
    Pipelines(&'a [String]),
}

impl Running<'_> {
    /// Whether this is a pass (not nested pipelines).
    pub fn is_pass(&self) -> bool {
        matches!(self, Running::Pass(_))
    }
}

/// Hooks around passes and pipelines. Called on the thread that runs the
/// pass, so implementations synchronize their own state.
pub trait Instrumentation: Send + Sync {
    /// Before a nested pipeline anchored on `anchor` starts on an operation.
    fn before_pipeline(&self, cx: &Context, anchor: &str) {
        let _ = (cx, anchor);
    }
    /// After a nested pipeline anchored on `anchor` ran on an operation.
    fn after_pipeline(&self, cx: &Context, anchor: &str) {
        let _ = (cx, anchor);
    }
    /// Before `what` runs on `op`.
    fn before_pass(&self, cx: &Context, what: Running<'_>, op: OpId) {
        let _ = (cx, what, op);
    }
    /// After `what` ran on `op` successfully.
    fn after_pass(&self, cx: &Context, what: Running<'_>, op: OpId) {
        let _ = (cx, what, op);
    }
    /// After `what` failed on `op`.
    fn after_pass_failed(&self, cx: &Context, what: Running<'_>, op: OpId) {
        let _ = (cx, what, op);
    }
}

/// Where reports (IR dumps, pass output) go instead of standard error.
pub type Sink = Arc<Mutex<dyn Write + Send>>;

/// Writes `text` to `sink`, or to standard error when there is none (as
/// upstream writes its reports to `llvm::errs()`).
pub fn write_report(sink: &Option<Sink>, text: &str) {
    match sink {
        Some(w) => {
            let mut w = w.lock().unwrap_or_else(|e| e.into_inner());
            let _ = w.write_all(text.as_bytes());
            let _ = w.flush();
        }
        None => {
            let _ = std::io::stderr().lock().write_all(text.as_bytes());
        }
    }
}
