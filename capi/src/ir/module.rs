//! Module functions (parsing ones live with the parser).

use crate::support::{c_int_types::*};
use super::{wrap, MlirBlock, MlirContext, MlirLocation, MlirModule, MlirOperation};
use crate::handles::{entry, ir, ir_mut};

/// Creates a new, empty module and transfers ownership to the caller.
#[no_mangle]
pub extern "C" fn mlirModuleCreateEmpty(location: MlirLocation) -> MlirModule {
    entry!(MlirModule::NULL, |c| {
        let (cx, loc) = c.loc(location)?;
        let m = ir_mut(cx).create_module(cx, loc, None)?;
        Ok(MlirModule::from_bits(m.bits()))
    })
}

/// Gets the context that a module was created with.
#[no_mangle]
pub extern "C" fn mlirModuleGetContext(module: MlirModule) -> MlirContext {
    entry!(MlirContext::NULL, |c| {
        let (cx, op) = c.op(MlirOperation::from_bits(module.bits()))?;
        ir(cx).op_name(op)?;
        Ok(wrap::context(cx))
    })
}

/// Gets the body of the module, i.e. the only block it contains.
#[no_mangle]
pub extern "C" fn mlirModuleGetBody(module: MlirModule) -> MlirBlock {
    entry!(MlirBlock::NULL, |c| {
        let (cx, op) = c.op(MlirOperation::from_bits(module.bits()))?;
        let ir = ir(cx);
        let region = ir.op_region(op, 0)?;
        Ok(wrap::block_opt(ir.region_first_block(region)?))
    })
}

/// Takes a module owned by the caller and deletes it.
#[no_mangle]
pub extern "C" fn mlirModuleDestroy(module: MlirModule) {
    // Destroying a null handle is a no-op, as upstream (`delete nullptr`).
    if module.ptr.is_null() {
        return;
    }
    entry!((), |c| {
        let _hold = c.hold(module.bits());
        let (cx, op) = c.op(MlirOperation::from_bits(module.bits()))?;
        ir_mut(cx).erase_op(op)?;
        Ok(())
    })
}

/// Views the module as a generic operation.
#[no_mangle]
pub extern "C" fn mlirModuleGetOperation(module: MlirModule) -> MlirOperation {
    MlirOperation::from_bits(module.bits())
}

/// Views the generic operation as a module.
/// The returned module is null when the input operation was not a ModuleOp.
#[no_mangle]
pub extern "C" fn mlirModuleFromOperation(op: MlirOperation) -> MlirModule {
    entry!(MlirModule::NULL, |c| {
        let Some((cx, o)) = c.op_opt(op)? else { return Ok(MlirModule::NULL) };
        let ir = ir(cx);
        ir.op_name(o)?;
        Ok(if ir.is_module(cx, o) { MlirModule::from_bits(op.bits()) } else { MlirModule::NULL })
    })
}

/// Checks if two modules are equal.
#[no_mangle]
pub extern "C" fn mlirModuleEqual(lhs: MlirModule, rhs: MlirModule) -> bool {
    lhs.ptr == rhs.ptr
}

/// Compute a hash for the given module.
#[no_mangle]
pub extern "C" fn mlirModuleHashValue(module: MlirModule) -> size_t {
    super::operation::mlirOperationHashValue(MlirOperation::from_bits(module.bits()))
}

