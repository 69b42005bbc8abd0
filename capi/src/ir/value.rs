//! Value and operand (use) functions.

use crate::support::{c_int_types::*};
use oxmlir_ir::ir::ValueOwner;

use super::{wrap, MlirBlock, MlirContext, MlirLocation, MlirOpOperand, MlirOperation, MlirType, MlirValue};
use crate::handles::{entry, ir, ir_mut, slice, Fail};

/// Returns 1 if two values are equal, 0 otherwise.
#[no_mangle]
pub extern "C" fn mlirValueEqual(value1: MlirValue, value2: MlirValue) -> bool {
    value1.ptr == value2.ptr
}

/// Returns 1 if the value is a block argument, 0 otherwise.
#[no_mangle]
pub extern "C" fn mlirValueIsABlockArgument(value: MlirValue) -> bool {
    entry!(false, |c| {
        let (cx, v) = c.value(value)?;
        Ok(ir(cx).is_block_arg(v)?)
    })
}

/// Returns 1 if the value is an operation result, 0 otherwise.
#[no_mangle]
pub extern "C" fn mlirValueIsAOpResult(value: MlirValue) -> bool {
    entry!(false, |c| {
        let (cx, v) = c.value(value)?;
        Ok(!ir(cx).is_block_arg(v)?)
    })
}

/// Returns the block in which this value is defined as an argument (a misuse
/// is reported for an operation result).
#[no_mangle]
pub extern "C" fn mlirBlockArgumentGetOwner(value: MlirValue) -> MlirBlock {
    entry!(MlirBlock::NULL, |c| {
        let (cx, v) = c.value(value)?;
        match ir(cx).value_owner(v)? {
            ValueOwner::Argument(b, _) => Ok(wrap::block(b)),
            ValueOwner::Result(..) => Err(Fail::Misuse("the value is not a block argument".into())),
        }
    })
}

/// Returns the position of the value in the argument list of its block.
#[no_mangle]
pub extern "C" fn mlirBlockArgumentGetArgNumber(value: MlirValue) -> intptr_t {
    entry!(0, |c| {
        let (cx, v) = c.value(value)?;
        match ir(cx).value_owner(v)? {
            ValueOwner::Argument(_, n) => Ok(n as isize),
            ValueOwner::Result(..) => Err(Fail::Misuse("the value is not a block argument".into())),
        }
    })
}

/// Sets the type of the block argument to the given type (no effect on
/// operation results).
#[no_mangle]
pub extern "C" fn mlirBlockArgumentSetType(value: MlirValue, r#type: MlirType) {
    entry!((), |c| {
        let (cx, v) = c.value(value)?;
        let (tcx, t) = c.ty(r#type)?;
        c.same_context(cx, tcx)?;
        if ir(cx).is_block_arg(v)? {
            ir_mut(cx).set_value_type(v, t)?;
        }
        Ok(())
    })
}

/// Sets the location of the block argument to the given location.
#[no_mangle]
pub extern "C" fn mlirBlockArgumentSetLocation(value: MlirValue, loc: MlirLocation) {
    entry!((), |c| {
        let (cx, v) = c.value(value)?;
        let (lcx, l) = c.loc(loc)?;
        c.same_context(cx, lcx)?;
        ir_mut(cx).set_arg_loc(v, l)?;
        Ok(())
    })
}

/// Returns an operation that produced this value as its result (a misuse is
/// reported for a block argument).
#[no_mangle]
pub extern "C" fn mlirOpResultGetOwner(value: MlirValue) -> MlirOperation {
    entry!(MlirOperation::NULL, |c| {
        let (cx, v) = c.value(value)?;
        match ir(cx).value_owner(v)? {
            ValueOwner::Result(o, _) => Ok(wrap::op(o)),
            ValueOwner::Argument(..) => Err(Fail::Misuse("the value is not an operation result".into())),
        }
    })
}

/// Returns the position of the value in the list of results of the operation
/// that produced it.
#[no_mangle]
pub extern "C" fn mlirOpResultGetResultNumber(value: MlirValue) -> intptr_t {
    entry!(0, |c| {
        let (cx, v) = c.value(value)?;
        match ir(cx).value_owner(v)? {
            ValueOwner::Result(_, n) => Ok(n as isize),
            ValueOwner::Argument(..) => Err(Fail::Misuse("the value is not an operation result".into())),
        }
    })
}

/// Returns the type of the value.
#[no_mangle]
pub extern "C" fn mlirValueGetType(value: MlirValue) -> MlirType {
    entry!(MlirType::NULL, |c| {
        let (cx, v) = c.value(value)?;
        Ok(wrap::ty(ir(cx).value_type(v)?))
    })
}

/// Set the type of the value.
#[no_mangle]
pub extern "C" fn mlirValueSetType(value: MlirValue, r#type: MlirType) {
    entry!((), |c| {
        let (cx, v) = c.value(value)?;
        let (tcx, t) = c.ty(r#type)?;
        c.same_context(cx, tcx)?;
        ir_mut(cx).set_value_type(v, t)?;
        Ok(())
    })
}

/// Returns an op operand representing the first use of the value, or a null op
/// operand if there are no uses.
#[no_mangle]
pub extern "C" fn mlirValueGetFirstUse(value: MlirValue) -> MlirOpOperand {
    entry!(MlirOpOperand::NULL, |c| {
        let (cx, v) = c.value(value)?;
        Ok(wrap::operand_opt(ir(cx).value_first_use(v)?))
    })
}

/// Replace all uses of 'of' value with the 'with' value, updating anything in
/// the IR that uses 'of' to use the other value instead.  When this returns
/// there are zero uses of 'of'.
#[no_mangle]
pub extern "C" fn mlirValueReplaceAllUsesOfWith(of: MlirValue, with: MlirValue) {
    entry!((), |c| {
        let (cx, f) = c.value(of)?;
        let (wcx, w) = c.value(with)?;
        c.same_context(cx, wcx)?;
        ir_mut(cx).replace_all_uses(f, w)?;
        Ok(())
    })
}

/// Replace all uses of 'of' value with 'with' value, updating anything in the
/// IR that uses 'of' to use 'with' instead, except if the user is listed in
/// 'exceptions'. The 'exceptions' parameter is an array of MlirOperation
/// pointers with a length of 'numExceptions'.
#[no_mangle]
pub extern "C" fn mlirValueReplaceAllUsesExcept(
    of: MlirValue,
    with: MlirValue,
    numExceptions: intptr_t,
    exceptions: *mut MlirOperation,
) {
    entry!((), |c| {
        let (cx, f) = c.value(of)?;
        let (wcx, w) = c.value(with)?;
        c.same_context(cx, wcx)?;
        let mut ex = Vec::new();
        for &o in slice(exceptions as *const MlirOperation, numExceptions, "MlirOperation")? {
            if let Some((_, o)) = c.op_opt(o)? {
                ex.push(o);
            }
        }
        ir_mut(cx).replace_all_uses_except(f, w, &ex)?;
        Ok(())
    })
}

/// Gets the location of the value.
#[no_mangle]
pub extern "C" fn mlirValueGetLocation(v: MlirValue) -> MlirLocation {
    entry!(MlirLocation::NULL, |c| {
        let (cx, v) = c.value(v)?;
        Ok(wrap::loc(ir(cx).value_loc(v)?))
    })
}

/// Gets the context that a value was created with.
#[no_mangle]
pub extern "C" fn mlirValueGetContext(v: MlirValue) -> MlirContext {
    entry!(MlirContext::NULL, |c| {
        let (cx, v) = c.value(v)?;
        ir(cx).value_type(v)?;
        Ok(wrap::context(cx))
    })
}

/// Returns whether the op operand is null.
#[no_mangle]
pub extern "C" fn mlirOpOperandIsNull(opOperand: MlirOpOperand) -> bool {
    opOperand.ptr.is_null()
}

/// Returns the value of an op operand.
#[no_mangle]
pub extern "C" fn mlirOpOperandGetValue(opOperand: MlirOpOperand) -> MlirValue {
    entry!(MlirValue::NULL, |c| {
        let (cx, o) = c.operand(opOperand)?;
        Ok(wrap::value_opt(ir(cx).operand_value(o)?))
    })
}

/// Returns the owner operation of an op operand.
#[no_mangle]
pub extern "C" fn mlirOpOperandGetOwner(opOperand: MlirOpOperand) -> MlirOperation {
    entry!(MlirOperation::NULL, |c| {
        let (cx, o) = c.operand(opOperand)?;
        Ok(wrap::op(ir(cx).operand_owner(o)?))
    })
}

/// Returns the operand number of an op operand.
#[no_mangle]
pub extern "C" fn mlirOpOperandGetOperandNumber(opOperand: MlirOpOperand) -> c_uint {
    entry!(0, |c| {
        let (cx, o) = c.operand(opOperand)?;
        Ok(ir(cx).operand_number(o)? as u32)
    })
}

/// Returns an op operand representing the next use of the value, or a null op
/// operand if there is no next use.
#[no_mangle]
pub extern "C" fn mlirOpOperandGetNextUse(opOperand: MlirOpOperand) -> MlirOpOperand {
    entry!(MlirOpOperand::NULL, |c| {
        let Some((cx, o)) = c.operand_opt(opOperand)? else { return Ok(MlirOpOperand::NULL) };
        Ok(wrap::operand_opt(ir(cx).operand_next_use(o)?))
    })
}
