//! Where printed text goes (a C string callback, or stderr for the `*Dump`
//! functions) and what is printed for a null object.
//!
//! Upstream's printers accept null types, attributes, locations, values,
//! affine expressions and affine maps and print a placeholder
//! (`Type::print`, `AffineMap::print`, ... check for null first); C programs
//! may rely on it, e.g. when printing the null map
//! `mlirAffineMapGetMajorSubMap(map, 0)` returns. Null operations, blocks
//! and integer sets crash upstream and stay reported as misuse here.

use std::ffi::c_void;

use crate::handles::string_sink;
use crate::support::MlirStringCallback;

/// Upstream's text for a null type.
pub(crate) const NULL_TYPE: &str = "<<NULL TYPE>>";
/// Upstream's text for a null attribute (and a null location, which is a
/// null attribute upstream).
pub(crate) const NULL_ATTRIBUTE: &str = "<<NULL ATTRIBUTE>>";
/// Upstream's text for a null value.
pub(crate) const NULL_VALUE: &str = "<<NULL VALUE>>";
/// Upstream's text for a null affine expression.
pub(crate) const NULL_AFFINE_EXPR: &str = "<<NULL AFFINE EXPR>>";
/// Upstream's text for a null affine map.
pub(crate) const NULL_AFFINE_MAP: &str = "<<NULL AFFINE MAP>>";

/// Writes to stderr (the `*Dump` functions).
pub(crate) fn stderr_sink() -> impl FnMut(&[u8]) {
    |b: &[u8]| {
        use std::io::Write;
        let _ = std::io::stderr().write_all(b);
    }
}

/// Where a print goes: a C callback, or stderr followed by a newline (the
/// `*Dump` functions).
#[derive(Clone, Copy)]
pub(crate) enum Target {
    /// A C string callback and its user data.
    Callback(MlirStringCallback, *mut c_void),
    /// Standard error, with a trailing newline.
    Dump,
}

/// Writes `text` (a null placeholder) to `to`.
pub(crate) fn write_text(text: &str, to: Target) {
    match to {
        Target::Callback(cb, user_data) => string_sink(cb, user_data)(text.as_bytes()),
        Target::Dump => {
            let mut sink = stderr_sink();
            sink(text.as_bytes());
            sink(b"\n");
        }
    }
}
