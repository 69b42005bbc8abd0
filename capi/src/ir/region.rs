//! Region functions.

use crate::support::{c_int_types::*};
use oxmlir_ir::ir::floating::{self, FloatKind};

use super::floating::{bind_block, bind_region, pending_block, pending_region};
use super::{wrap, MlirBlock, MlirRegion};
use crate::handles::{entry, ir, ir_mut, Fail};
use crate::ir::operation::index;

/// Creates a new empty region and transfers ownership to the caller. The
/// region joins a context when it first meets one (a block or operation of
/// that context).
#[no_mangle]
pub extern "C" fn mlirRegionCreate() -> MlirRegion {
    entry!(MlirRegion::NULL, |_c| { Ok(MlirRegion::from_bits(floating::create(FloatKind::Region).bits())) })
}

/// Takes a region owned by the caller and destroys it.
#[no_mangle]
pub extern "C" fn mlirRegionDestroy(region: MlirRegion) {
    // Destroying a null handle is a no-op, as upstream (`delete nullptr`).
    if region.ptr.is_null() {
        return;
    }
    entry!((), |c| {
        if let Some(h) = pending_region(region) {
            floating::destroy(h);
            return Ok(());
        }
        let (cx, r) = c.region(region)?;
        ir_mut(cx).destroy_region(r)?;
        Ok(())
    })
}

/// Checks whether two region handles point to the same region. This does not
/// perform deep comparison.
#[no_mangle]
pub extern "C" fn mlirRegionEqual(region: MlirRegion, other: MlirRegion) -> bool {
    region.ptr == other.ptr
}

/// Gets the first block in the region.
#[no_mangle]
pub extern "C" fn mlirRegionGetFirstBlock(region: MlirRegion) -> MlirBlock {
    entry!(MlirBlock::NULL, |c| {
        if let Some(h) = pending_region(region) {
            return Ok(floating::region_blocks(h).first().map_or(MlirBlock::NULL, |b| MlirBlock::from_bits(b.bits())));
        }
        let (cx, r) = c.region(region)?;
        Ok(wrap::block_opt(ir(cx).region_first_block(r)?))
    })
}

/// How a block is placed in a region.
enum Place {
    End,
    Pos(usize),
    After(MlirBlock),
    Before(MlirBlock),
}

/// Places `block` in `region`, binding pending objects to the context of
/// whichever side has one.
fn place(region: MlirRegion, block: MlirBlock, place: Place) {
    entry!((), |c| {
        let (pr, pb) = (pending_region(region), pending_block(block));
        if let (Some(r), Some(b)) = (pr, pb) {
            // Both pending: record the order without a context.
            let position = |rf: MlirBlock| {
                pending_block(rf)
                    .filter(|&x| floating::block_parent(x) == Some(r))
                    .and_then(floating::block_position)
                    .ok_or_else(|| Fail::Misuse("the reference block does not belong to the region".into()))
            };
            let pos = match place {
                Place::End => usize::MAX,
                Place::Pos(p) => p,
                Place::After(rf) if rf.ptr.is_null() => 0,
                Place::Before(rf) if rf.ptr.is_null() => usize::MAX,
                Place::After(rf) => position(rf)? + 1,
                Place::Before(rf) => position(rf)?,
            };
            if !floating::insert_block(r, pos, b) {
                return Err(Fail::Misuse("the block already belongs to a region; detach it first".into()));
            }
            return Ok(());
        }
        // At least one side has a context: bind the other side to it.
        let cx = match (pr, pb) {
            (Some(_), None) => c.block(block)?.0,
            _ => c.region(region)?.0,
        };
        bind_region(cx, region)?;
        bind_block(cx, block)?;
        let (rcx, r) = c.region(region)?;
        let (bcx, b) = c.block(block)?;
        c.same_context(rcx, bcx)?;
        let ir = ir_mut(cx);
        match place {
            Place::End => ir.region_append_block(r, b)?,
            Place::Pos(p) => ir.region_insert_block(r, p, b)?,
            Place::After(rf) => {
                let rf = c.block_opt(rf)?.map(|(_, x)| x);
                ir.region_insert_block_after(r, rf, b)?
            }
            Place::Before(rf) => {
                let rf = c.block_opt(rf)?.map(|(_, x)| x);
                ir.region_insert_block_before(r, rf, b)?
            }
        }
        Ok(())
    })
}

/// Takes a block owned by the caller and appends it to the given region.
#[no_mangle]
pub extern "C" fn mlirRegionAppendOwnedBlock(region: MlirRegion, block: MlirBlock) {
    place(region, block, Place::End)
}

/// Takes a block owned by the caller and inserts it at `pos` to the given
/// region. This is an expensive operation that linearly scans the region,
/// prefer insertAfter/Before instead.
#[no_mangle]
pub extern "C" fn mlirRegionInsertOwnedBlock(region: MlirRegion, pos: intptr_t, block: MlirBlock) {
    match index(pos) {
        Ok(p) => place(region, block, Place::Pos(p)),
        Err(_) => entry!((), |_c| { Err(Fail::Misuse(format!("negative position {pos}"))) }),
    }
}

/// Takes a block owned by the caller and inserts it after the (non-owned)
/// reference block in the given region. The reference block must belong to the
/// region. If the reference block is null, prepends the block to the region.
#[no_mangle]
pub extern "C" fn mlirRegionInsertOwnedBlockAfter(region: MlirRegion, reference: MlirBlock, block: MlirBlock) {
    place(region, block, Place::After(reference))
}

/// Takes a block owned by the caller and inserts it before the (non-owned)
/// reference block in the given region. The reference block must belong to the
/// region. If the reference block is null, appends the block to the region.
#[no_mangle]
pub extern "C" fn mlirRegionInsertOwnedBlockBefore(region: MlirRegion, reference: MlirBlock, block: MlirBlock) {
    place(region, block, Place::Before(reference))
}

/// Returns the region immediately following the given region in its parent
/// operation.
#[no_mangle]
pub extern "C" fn mlirRegionGetNextInOperation(region: MlirRegion) -> MlirRegion {
    entry!(MlirRegion::NULL, |c| {
        if pending_region(region).is_some() {
            return Ok(MlirRegion::NULL);
        }
        let (cx, r) = c.region(region)?;
        Ok(wrap::region_opt(ir(cx).region_next(r)?))
    })
}

/// Moves the entire content of the source region to the target region.
#[no_mangle]
pub extern "C" fn mlirRegionTakeBody(target: MlirRegion, source: MlirRegion) {
    entry!((), |c| {
        match (pending_region(target), pending_region(source)) {
            (Some(t), Some(s)) => {
                for b in floating::region_blocks(t) {
                    floating::destroy(b);
                }
                floating::move_blocks(s, t);
                return Ok(());
            }
            (Some(_), None) => {
                let cx = c.region(source)?.0;
                bind_region(cx, target)?;
            }
            (None, Some(_)) => {
                let cx = c.region(target)?.0;
                bind_region(cx, source)?;
            }
            (None, None) => {}
        }
        let (cx, t) = c.region(target)?;
        let (scx, s) = c.region(source)?;
        c.same_context(cx, scx)?;
        ir_mut(cx).region_take_body(t, s)?;
        Ok(())
    })
}
