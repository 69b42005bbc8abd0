//! `mlir-c/Diagnostics.h`: diagnostic handlers and inspection.
//!
//! An `MlirDiagnostic` is valid only during the handler call it is given
//! to; the library checks this (a thread-local list of the diagnostics
//! being handled) instead of trusting the pointer.

use std::ffi::{c_char, c_void};

use oxmlir_ir::diagnostics::{Diagnostic, Severity};

use crate::handles::{attach_c_handler, c_str, detach_c_handler, entry, live_diagnostic, string_sink, Fail};
use crate::ir::{wrap, MlirContext, MlirLocation};
use crate::support::c_int_types::*;
use crate::support::{MlirLogicalResult, MlirStringCallback};

/// An opaque reference to a diagnostic, always owned by the diagnostics engine
/// (context). Must not be stored outside of the diagnostic handler.
#[repr(C)]
#[derive(Copy, Clone)]
pub struct MlirDiagnostic {
    pub ptr: *mut c_void,
}

/// Severity of a diagnostic (`MlirDiagnosticError`, `MlirDiagnosticWarning`,
/// `MlirDiagnosticNote`, `MlirDiagnosticRemark`); the C enum is declared in
/// the header.
#[repr(transparent)]
#[derive(Copy, Clone, PartialEq, Eq)]
pub struct MlirDiagnosticSeverity(pub u32);

/// Opaque identifier of a diagnostic handler, useful to detach a handler.
pub type MlirDiagnosticHandlerID = u64;

/// Diagnostic handler type. Accepts a reference to a diagnostic, which is only
/// guaranteed to be live during the call. The handler is passed the `userData`
/// that was provided when the handler was attached to a context. If the handler
/// processed the diagnostic completely, it is expected to return success.
/// Otherwise, it is expected to return failure to indicate that other handlers
/// should attempt to process the diagnostic.
pub type MlirDiagnosticHandler = Option<unsafe extern "C" fn(MlirDiagnostic, *mut c_void) -> MlirLogicalResult>;

fn diag<'a>(d: MlirDiagnostic) -> Result<&'a Diagnostic, Fail> {
    live_diagnostic(d.ptr as *const Diagnostic).ok_or(Fail::Dangling("MlirDiagnostic"))
}

/// Prints a diagnostic (its message) using the provided callback.
#[no_mangle]
pub extern "C" fn mlirDiagnosticPrint(diagnostic: MlirDiagnostic, callback: MlirStringCallback, userData: *mut c_void) {
    entry!((), |_c| {
        let d = diag(diagnostic)?;
        let mut sink = string_sink(callback, userData);
        sink(d.message.as_bytes());
        Ok(())
    })
}

/// Returns the location at which the diagnostic is reported.
#[no_mangle]
pub extern "C" fn mlirDiagnosticGetLocation(diagnostic: MlirDiagnostic) -> MlirLocation {
    entry!(MlirLocation::NULL, |_c| { Ok(wrap::loc(diag(diagnostic)?.loc)) })
}

/// Returns the severity of the diagnostic.
#[no_mangle]
pub extern "C" fn mlirDiagnosticGetSeverity(diagnostic: MlirDiagnostic) -> MlirDiagnosticSeverity {
    entry!(MlirDiagnosticSeverity(0), |_c| {
        Ok(MlirDiagnosticSeverity(match diag(diagnostic)?.severity {
            Severity::Error => 0,
            Severity::Warning => 1,
            Severity::Note => 2,
            Severity::Remark => 3,
        }))
    })
}

/// Returns the number of notes attached to the diagnostic.
#[no_mangle]
pub extern "C" fn mlirDiagnosticGetNumNotes(diagnostic: MlirDiagnostic) -> intptr_t {
    entry!(0, |_c| { Ok(diag(diagnostic)?.notes.len() as intptr_t) })
}

/// Returns `pos`-th note attached to the diagnostic. Expects `pos` to be a
/// valid zero-based index into the list of notes.
#[no_mangle]
pub extern "C" fn mlirDiagnosticGetNote(diagnostic: MlirDiagnostic, pos: intptr_t) -> MlirDiagnostic {
    entry!(MlirDiagnostic { ptr: std::ptr::null_mut() }, |_c| {
        let d = diag(diagnostic)?;
        let i = crate::ir::operation::index(pos)?;
        let n = d.notes.get(i).ok_or_else(|| {
            Fail::Misuse(format!("note index {i} out of range (the diagnostic has {})", d.notes.len()))
        })?;
        Ok(MlirDiagnostic { ptr: n as *const Diagnostic as *mut c_void })
    })
}

/// Attaches the diagnostic handler to the context. Handlers are invoked in the
/// reverse order of attachment until one of them processes the diagnostic
/// completely. When a handler is invoked it is passed the `userData` that was
/// provided when it was attached. If non-NULL, `deleteUserData` is called once
/// the system no longer needs to call the handler (for instance after the
/// handler is detached or the context is destroyed). Returns an identifier that
/// can be used to detach the handler.
#[no_mangle]
pub extern "C" fn mlirContextAttachDiagnosticHandler(
    context: MlirContext,
    handler: MlirDiagnosticHandler,
    userData: *mut c_void,
    deleteUserData: Option<unsafe extern "C" fn(*mut c_void)>,
) -> MlirDiagnosticHandlerID {
    entry!(0, |c| {
        let cx = c.context(context)?;
        let h = handler.ok_or_else(|| Fail::Misuse("null diagnostic handler".into()))?;
        Ok(attach_c_handler(cx, h, userData, deleteUserData))
    })
}

/// Detaches an attached diagnostic handler from the context given its
/// identifier.
#[no_mangle]
pub extern "C" fn mlirContextDetachDiagnosticHandler(context: MlirContext, id: MlirDiagnosticHandlerID) {
    entry!((), |c| {
        let cx = c.context(context)?;
        // The handler's user data is deleted now, even if the handler is
        // running (it is not called again).
        detach_c_handler(cx, id);
        Ok(())
    })
}

/// Emits an error at the given location through the diagnostics engine. Used
/// for testing purposes.
#[no_mangle]
pub extern "C" fn mlirEmitError(location: MlirLocation, message: *const c_char) {
    entry!((), |c| {
        let (cx, l) = c.loc(location)?;
        let msg = c_str(message)?;
        cx.emit_error(l, String::from_utf8_lossy(msg).into_owned());
        Ok(())
    })
}
