//! `mlir-c/Dialect/IRDL.h`: the irdl dialect's handle, loading the
//! dialects a module defines in IRDL, and the variadicity attributes.

use std::ffi::c_void;

use oxmlir_ir::dialects::irdl;

use crate::handles::{bytes, entry, ir, slice, Fail};
use crate::ir::{wrap, MlirAttribute, MlirContext, MlirDialectHandle, MlirModule, MlirOperation};
use crate::support::c_int_types::*;
use crate::support::{MlirLogicalResult, MlirStringRef};

/// Returns the dialect handle of the irdl (IR definition language)
/// dialect.
#[no_mangle]
pub extern "C" fn mlirGetDialectHandle__irdl__() -> MlirDialectHandle {
    MlirDialectHandle { ptr: &irdl::DIALECT as *const _ as *const c_void }
}

/// Loads all IRDL dialects in the provided module, registering the dialects in
/// the module's associated context.
#[no_mangle]
pub extern "C" fn mlirLoadIRDLDialects(module: MlirModule) -> MlirLogicalResult {
    entry!(MlirLogicalResult::FAILURE, |c| {
        let _hold = c.hold(module.bits());
        let (cx, op) = c.op(MlirOperation::from_bits(module.bits()))?;
        let ir = ir(cx);
        ir.op_name(op)?;
        Ok(match irdl::load_irdl_dialects(cx, ir, op) {
            Ok(()) => MlirLogicalResult::SUCCESS,
            Err(()) => MlirLogicalResult::FAILURE,
        })
    })
}

/// The variadicity named `value` (`single`, `optional`, `variadic`).
fn variadicity(value: &[u8]) -> Result<irdl::Variadicity, Fail> {
    let v = std::str::from_utf8(value).ok().and_then(|s| irdl::VARIADICITY.symbolize(s)).and_then(irdl::Variadicity::from_case);
    v.ok_or_else(|| Fail::Misuse(format!("'{}' is not a variadicity (single, optional, variadic)", String::from_utf8_lossy(value))))
}

/// Returns the `#irdl<variadicity ...>` attribute named `value` (`single`,
/// `optional` or `variadic`; another name is reported as a misuse and
/// gives a null attribute).
#[no_mangle]
pub extern "C" fn mlirIRDLVariadicityAttrGet(ctx: MlirContext, value: MlirStringRef) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let cx = c.context(ctx)?;
        let v = variadicity(bytes(value)?)?;
        Ok(wrap::attr(irdl::variadicity_attr(cx, v)))
    })
}

/// Returns the name of variadicity attributes (`irdl.variadicity`).
#[no_mangle]
pub extern "C" fn mlirIRDLVariadicityAttrGetName() -> MlirStringRef {
    MlirStringRef::from_bytes(b"irdl.variadicity")
}

/// Returns the `#irdl<variadicity_array[...]>` attribute of `nValues`
/// variadicity attributes.
#[no_mangle]
pub extern "C" fn mlirIRDLVariadicityArrayAttrGet(ctx: MlirContext, nValues: intptr_t, values: *const MlirAttribute) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let cx = c.context(ctx)?;
        let elems = slice(values, nValues, "values")?;
        let mut v = Vec::with_capacity(elems.len());
        for &e in elems {
            let (ecx, a) = c.attr(e)?;
            c.same_context(cx, ecx)?;
            if irdl::variadicity_of(cx, a).is_none() {
                return Err(Fail::Misuse("expected variadicity attributes".into()));
            }
            v.push(a);
        }
        Ok(wrap::attr(irdl::variadicity_array_attr(cx, &v)))
    })
}

/// Returns the name of variadicity array attributes
/// (`irdl.variadicity_array`).
#[no_mangle]
pub extern "C" fn mlirIRDLVariadicityArrayAttrGetName() -> MlirStringRef {
    MlirStringRef::from_bytes(b"irdl.variadicity_array")
}
