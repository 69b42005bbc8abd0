//! `mlir-c/Dialect/Func.h`: the func dialect's handle and argument/result
//! attribute setters. (Upstream's header also declares the func passes;
//! there are no passes yet, so they are absent.)

use std::ffi::c_void;

use oxmlir_ir::dialects::func;

use crate::handles::{bytes, entry, ir_mut, Fail};
use crate::ir::{MlirAttribute, MlirDialectHandle, MlirOperation};
use crate::support::MlirStringRef;

/// Returns the dialect handle of the func dialect.
#[no_mangle]
pub extern "C" fn mlirGetDialectHandle__func__() -> MlirDialectHandle {
    MlirDialectHandle { ptr: &func::DIALECT as *const _ as *const c_void }
}

fn set(op: MlirOperation, result: bool, pos: isize, name: MlirStringRef, attr: MlirAttribute) {
    entry!((), |c| {
        let (cx, o) = c.op(op)?;
        let (_, a) = c.attr(attr)?;
        let name_id = crate::handles::ir(cx).op_name(o)?;
        if cx.op_name_str(name_id) != "func.func" {
            return Err(Fail::Misuse(format!("expected a func.func operation, got '{}'", cx.op_name_str(name_id))));
        }
        let index = usize::try_from(pos).map_err(|_| Fail::Misuse(format!("negative position {pos}")))?;
        func::set_arg_or_result_attr(cx, ir_mut(cx), o, result, index, bytes(name)?, Some(a))?;
        Ok(())
    })
}

/// Sets the argument attribute 'name' of an argument at index 'pos'.
/// Asserts that the operation is a FuncOp.
#[no_mangle]
pub extern "C" fn mlirFuncSetArgAttr(op: MlirOperation, pos: isize, name: MlirStringRef, attr: MlirAttribute) {
    set(op, false, pos, name, attr)
}

/// Sets the result attribute 'name' of a result at index 'pos'.
/// Asserts that the operation is a FuncOp.
#[no_mangle]
pub extern "C" fn mlirFuncSetResultAttr(op: MlirOperation, pos: isize, name: MlirStringRef, attr: MlirAttribute) {
    set(op, true, pos, name, attr)
}
