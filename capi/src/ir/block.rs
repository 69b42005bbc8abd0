//! Block functions.

use crate::support::{c_int_types::*};
use oxmlir_ir::ir::floating::{self, FloatKind};
use oxmlir_ir::{Context, OpId};

use super::floating::{bind_block, pending_block};
use super::{wrap, MlirBlock, MlirLocation, MlirOperation, MlirRegion, MlirType, MlirValue};
use crate::handles::{entry, ir, ir_mut, slice, CResult, Call, Fail};
use crate::ir::operation::index;

/// Creates a new empty block with the given argument types and transfers
/// ownership to the caller. A block without arguments joins a context when
/// it first meets one.
#[no_mangle]
pub extern "C" fn mlirBlockCreate(nArgs: intptr_t, args: *const MlirType, locs: *const MlirLocation) -> MlirBlock {
    entry!(MlirBlock::NULL, |c| {
        let types = slice(args, nArgs, "MlirType")?;
        let locs = slice(locs, nArgs, "MlirLocation")?;
        if types.is_empty() {
            return Ok(MlirBlock::from_bits(floating::create(FloatKind::Block).bits()));
        }
        let mut cx0: Option<&Context> = None;
        let mut list = Vec::with_capacity(types.len());
        for (&t, &l) in types.iter().zip(locs) {
            let (tcx, t) = c.ty(t)?;
            let (lcx, l) = c.loc(l)?;
            c.same_context(tcx, lcx)?;
            if let Some(cx) = cx0 {
                c.same_context(cx, tcx)?;
            }
            cx0 = Some(tcx);
            list.push((t, l));
        }
        let cx = cx0.expect("at least one argument");
        Ok(wrap::block(ir_mut(cx).create_block(&list)?))
    })
}

/// Takes a block owned by the caller and destroys it.
#[no_mangle]
pub extern "C" fn mlirBlockDestroy(block: MlirBlock) {
    // Destroying a null handle is a no-op, as upstream (`delete nullptr`).
    if block.ptr.is_null() {
        return;
    }
    entry!((), |c| {
        if let Some(h) = pending_block(block) {
            floating::destroy(h);
            return Ok(());
        }
        let (cx, b) = c.block(block)?;
        ir_mut(cx).destroy_block(b)?;
        Ok(())
    })
}

/// Detach a block from the owning region and assume ownership.
#[no_mangle]
pub extern "C" fn mlirBlockDetach(block: MlirBlock) {
    entry!((), |c| {
        if let Some(h) = pending_block(block) {
            floating::detach_block(h);
            return Ok(());
        }
        let (cx, b) = c.block(block)?;
        ir_mut(cx).detach_block(b)?;
        Ok(())
    })
}

/// Checks whether two blocks handles point to the same block. This does not
/// perform deep comparison.
#[no_mangle]
pub extern "C" fn mlirBlockEqual(block: MlirBlock, other: MlirBlock) -> bool {
    block.ptr == other.ptr
}

/// Returns the closest surrounding operation that contains this block.
#[no_mangle]
pub extern "C" fn mlirBlockGetParentOperation(block: MlirBlock) -> MlirOperation {
    entry!(MlirOperation::NULL, |c| {
        if pending_block(block).is_some() {
            return Ok(MlirOperation::NULL);
        }
        let (cx, b) = c.block(block)?;
        Ok(wrap::op_opt(ir(cx).block_parent_op(b)?))
    })
}

/// Returns the region that contains this block.
#[no_mangle]
pub extern "C" fn mlirBlockGetParentRegion(block: MlirBlock) -> MlirRegion {
    entry!(MlirRegion::NULL, |c| {
        if let Some(h) = pending_block(block) {
            return Ok(floating::block_parent(h).map_or(MlirRegion::NULL, |r| MlirRegion::from_bits(r.bits())));
        }
        let (cx, b) = c.block(block)?;
        Ok(wrap::region_opt(ir(cx).block_parent_region(b)?))
    })
}

/// Returns the block immediately following the given block in its parent
/// region.
#[no_mangle]
pub extern "C" fn mlirBlockGetNextInRegion(block: MlirBlock) -> MlirBlock {
    entry!(MlirBlock::NULL, |c| {
        if let Some(h) = pending_block(block) {
            let next = floating::block_parent(h).and_then(|r| {
                let blocks = floating::region_blocks(r);
                let i = blocks.iter().position(|&b| b == h)?;
                blocks.get(i + 1).copied()
            });
            return Ok(next.map_or(MlirBlock::NULL, |b| MlirBlock::from_bits(b.bits())));
        }
        let (cx, b) = c.block(block)?;
        Ok(wrap::block_opt(ir(cx).block_next(b)?))
    })
}

/// Returns the first operation in the block.
#[no_mangle]
pub extern "C" fn mlirBlockGetFirstOperation(block: MlirBlock) -> MlirOperation {
    entry!(MlirOperation::NULL, |c| {
        if pending_block(block).is_some() {
            return Ok(MlirOperation::NULL);
        }
        let (cx, b) = c.block(block)?;
        Ok(wrap::op_opt(ir(cx).block_first_op(b)?))
    })
}

/// Returns the terminator operation in the block or null if no terminator.
#[no_mangle]
pub extern "C" fn mlirBlockGetTerminator(block: MlirBlock) -> MlirOperation {
    entry!(MlirOperation::NULL, |c| {
        if pending_block(block).is_some() {
            return Ok(MlirOperation::NULL);
        }
        let (cx, b) = c.block(block)?;
        Ok(wrap::op_opt(ir(cx).block_terminator(cx, b)?))
    })
}

/// Resolves the block and the operation to insert, binding a pending block
/// to the operation's context.
fn block_and_op<'a>(
    c: &mut Call,
    block: MlirBlock,
    operation: MlirOperation,
) -> CResult<(&'a Context, oxmlir_ir::BlockId, OpId)> {
    let (cx, o) = c.op(operation)?;
    bind_block(cx, block)?;
    let (bcx, b) = c.block(block)?;
    c.same_context(cx, bcx)?;
    Ok((cx, b, o))
}

/// Takes an operation owned by the caller and appends it to the block.
#[no_mangle]
pub extern "C" fn mlirBlockAppendOwnedOperation(block: MlirBlock, operation: MlirOperation) {
    entry!((), |c| {
        let (cx, b, o) = block_and_op(c, block, operation)?;
        ir_mut(cx).append_op(b, o)?;
        Ok(())
    })
}

/// Takes an operation owned by the caller and inserts it as `pos` to the block.
/// This is an expensive operation that scans the block linearly, prefer
/// insertBefore/After instead.
#[no_mangle]
pub extern "C" fn mlirBlockInsertOwnedOperation(block: MlirBlock, pos: intptr_t, operation: MlirOperation) {
    entry!((), |c| {
        let (cx, b, o) = block_and_op(c, block, operation)?;
        ir_mut(cx).insert_op(b, index(pos)?, o)?;
        Ok(())
    })
}

/// Takes an operation owned by the caller and inserts it after the (non-owned)
/// reference operation in the given block. If the reference is null, prepends
/// the operation. Otherwise, the reference must belong to the block.
#[no_mangle]
pub extern "C" fn mlirBlockInsertOwnedOperationAfter(block: MlirBlock, reference: MlirOperation, operation: MlirOperation) {
    entry!((), |c| {
        let (cx, b, o) = block_and_op(c, block, operation)?;
        let rf = c.op_opt(reference)?.map(|(_, r)| r);
        ir_mut(cx).insert_op_after(b, rf, o)?;
        Ok(())
    })
}

/// Takes an operation owned by the caller and inserts it before the (non-owned)
/// reference operation in the given block. If the reference is null, appends
/// the operation. Otherwise, the reference must belong to the block.
#[no_mangle]
pub extern "C" fn mlirBlockInsertOwnedOperationBefore(
    block: MlirBlock,
    reference: MlirOperation,
    operation: MlirOperation,
) {
    entry!((), |c| {
        let (cx, b, o) = block_and_op(c, block, operation)?;
        let rf = c.op_opt(reference)?.map(|(_, r)| r);
        ir_mut(cx).insert_op_before(b, rf, o)?;
        Ok(())
    })
}

/// Returns the number of arguments of the block.
#[no_mangle]
pub extern "C" fn mlirBlockGetNumArguments(block: MlirBlock) -> intptr_t {
    entry!(0, |c| {
        if pending_block(block).is_some() {
            return Ok(0);
        }
        let (cx, b) = c.block(block)?;
        Ok(ir(cx).block_num_args(b)? as isize)
    })
}

/// Appends an argument of the specified type to the block. Returns the newly
/// added argument.
#[no_mangle]
pub extern "C" fn mlirBlockAddArgument(block: MlirBlock, r#type: MlirType, loc: MlirLocation) -> MlirValue {
    entry!(MlirValue::NULL, |c| {
        let (cx, t) = c.ty(r#type)?;
        let (lcx, l) = c.loc(loc)?;
        c.same_context(cx, lcx)?;
        bind_block(cx, block)?;
        let (bcx, b) = c.block(block)?;
        c.same_context(cx, bcx)?;
        Ok(wrap::value(ir_mut(cx).block_add_arg(b, t, l)?))
    })
}

/// Erase the argument at 'index' and remove it from the argument list.
#[no_mangle]
pub extern "C" fn mlirBlockEraseArgument(block: MlirBlock, index: c_uint) {
    entry!((), |c| {
        if pending_block(block).is_some() {
            return Err(Fail::Misuse(format!("argument index {index} out of range (the block has 0)")));
        }
        let (cx, b) = c.block(block)?;
        ir_mut(cx).block_erase_arg(b, index as usize)?;
        Ok(())
    })
}

/// Inserts an argument of the specified type at a specified index to the block.
/// Returns the newly added argument.
#[no_mangle]
pub extern "C" fn mlirBlockInsertArgument(block: MlirBlock, pos: intptr_t, r#type: MlirType, loc: MlirLocation) -> MlirValue {
    entry!(MlirValue::NULL, |c| {
        let (cx, t) = c.ty(r#type)?;
        let (lcx, l) = c.loc(loc)?;
        c.same_context(cx, lcx)?;
        bind_block(cx, block)?;
        let (bcx, b) = c.block(block)?;
        c.same_context(cx, bcx)?;
        Ok(wrap::value(ir_mut(cx).block_insert_arg(b, index(pos)?, t, l)?))
    })
}

/// Returns `pos`-th argument of the block.
#[no_mangle]
pub extern "C" fn mlirBlockGetArgument(block: MlirBlock, pos: intptr_t) -> MlirValue {
    entry!(MlirValue::NULL, |c| {
        if pending_block(block).is_some() {
            return Err(Fail::Misuse(format!("argument index {pos} out of range (the block has 0)")));
        }
        let (cx, b) = c.block(block)?;
        Ok(wrap::value(ir(cx).block_arg(b, index(pos)?)?))
    })
}

/// Returns the number of successor blocks of the block.
#[no_mangle]
pub extern "C" fn mlirBlockGetNumSuccessors(block: MlirBlock) -> intptr_t {
    entry!(0, |c| {
        if pending_block(block).is_some() {
            return Ok(0);
        }
        let (cx, b) = c.block(block)?;
        Ok(ir(cx).block_num_successors(b)? as isize)
    })
}

/// Returns `pos`-th successor of the block.
#[no_mangle]
pub extern "C" fn mlirBlockGetSuccessor(block: MlirBlock, pos: intptr_t) -> MlirBlock {
    entry!(MlirBlock::NULL, |c| {
        let (cx, b) = c.block(block)?;
        Ok(wrap::block_opt(ir(cx).block_successor(b, index(pos)?)?))
    })
}

/// Returns the number of predecessor blocks of the block.
#[no_mangle]
pub extern "C" fn mlirBlockGetNumPredecessors(block: MlirBlock) -> intptr_t {
    entry!(0, |c| {
        if pending_block(block).is_some() {
            return Ok(0);
        }
        let (cx, b) = c.block(block)?;
        Ok(ir(cx).block_num_predecessors(b)? as isize)
    })
}

/// Returns `pos`-th predecessor of the block.
#[no_mangle]
pub extern "C" fn mlirBlockGetPredecessor(block: MlirBlock, pos: intptr_t) -> MlirBlock {
    entry!(MlirBlock::NULL, |c| {
        let (cx, b) = c.block(block)?;
        let preds = ir(cx).block_predecessors(b)?;
        let i = index(pos)?;
        match preds.get(i) {
            Some(p) => Ok(wrap::block_opt(*p)),
            None => Err(Fail::Misuse(format!("predecessor index {i} out of range (the block has {})", preds.len()))),
        }
    })
}
