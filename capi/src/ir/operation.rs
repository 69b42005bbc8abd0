//! Operation state and operation functions.

use crate::support::{c_int_types::*};
use std::ffi::c_void;
use std::hash::{Hash, Hasher};

use oxmlir_ir::ir::{walk, OperationState, WalkOrder, WalkResult};
use oxmlir_ir::registry::Traits;
use oxmlir_ir::{Attribute, NamedAttribute, OpId, Type, ValueId};

use super::{
    wrap, MlirAttribute, MlirBlock, MlirContext, MlirIdentifier, MlirLocation, MlirNamedAttribute, MlirOperation,
    MlirOperationState, MlirOperationWalkCallback, MlirRegion, MlirType, MlirValue, MlirWalkOrder, MlirWalkResult,
};
use crate::handles::{
    bytes, c_array_append, c_array_free, c_mut, call_walk, entry, ir, ir_mut, slice, CResult, Call, Fail, StepAccess,
};
use crate::support::{wrap_type_id, MlirStringRef, MlirTypeID};

// ---------------------------------------------------------------------------
// Operation state.
// ---------------------------------------------------------------------------

/// Constructs an operation state from a name and a location.
#[no_mangle]
pub extern "C" fn mlirOperationStateGet(name: MlirStringRef, loc: MlirLocation) -> MlirOperationState {
    MlirOperationState {
        name,
        location: loc,
        nResults: 0,
        results: std::ptr::null_mut(),
        nOperands: 0,
        operands: std::ptr::null_mut(),
        nRegions: 0,
        regions: std::ptr::null_mut(),
        nSuccessors: 0,
        successors: std::ptr::null_mut(),
        nAttributes: 0,
        attributes: std::ptr::null_mut(),
        enableResultTypeInference: false,
    }
}

/// Adds a list of components to the operation state.
#[no_mangle]
pub extern "C" fn mlirOperationStateAddResults(state: *mut MlirOperationState, n: intptr_t, results: *const MlirType) {
    entry!((), |_c| {
        let st = c_mut(state, "MlirOperationState")?;
        c_array_append(&mut st.results, &mut st.nResults, slice(results, n, "MlirType")?)
    })
}

/// Adds operands to the operation state.
#[no_mangle]
pub extern "C" fn mlirOperationStateAddOperands(state: *mut MlirOperationState, n: intptr_t, operands: *const MlirValue) {
    entry!((), |_c| {
        let st = c_mut(state, "MlirOperationState")?;
        c_array_append(&mut st.operands, &mut st.nOperands, slice(operands, n, "MlirValue")?)
    })
}

/// Adds regions (owned by the caller until the operation is created) to the
/// operation state.
#[no_mangle]
pub extern "C" fn mlirOperationStateAddOwnedRegions(
    state: *mut MlirOperationState,
    n: intptr_t,
    regions: *const MlirRegion,
) {
    entry!((), |_c| {
        let st = c_mut(state, "MlirOperationState")?;
        c_array_append(&mut st.regions, &mut st.nRegions, slice(regions, n, "MlirRegion")?)
    })
}

/// Adds successor blocks to the operation state.
#[no_mangle]
pub extern "C" fn mlirOperationStateAddSuccessors(
    state: *mut MlirOperationState,
    n: intptr_t,
    successors: *const MlirBlock,
) {
    entry!((), |_c| {
        let st = c_mut(state, "MlirOperationState")?;
        c_array_append(&mut st.successors, &mut st.nSuccessors, slice(successors, n, "MlirBlock")?)
    })
}

/// Adds attributes to the operation state.
#[no_mangle]
pub extern "C" fn mlirOperationStateAddAttributes(
    state: *mut MlirOperationState,
    n: intptr_t,
    attributes: *const MlirNamedAttribute,
) {
    entry!((), |_c| {
        let st = c_mut(state, "MlirOperationState")?;
        c_array_append(&mut st.attributes, &mut st.nAttributes, slice(attributes, n, "MlirNamedAttribute")?)
    })
}

/// Enables result type inference for the operation under construction. If
/// enabled, then the caller must not have called
/// mlirOperationStateAddResults(). Note that if enabled, the
/// mlirOperationCreate() call is failable: it will return a null operation
/// on inference failure and will emit diagnostics.
#[no_mangle]
pub extern "C" fn mlirOperationStateEnableResultTypeInference(state: *mut MlirOperationState) {
    entry!((), |_c| {
        c_mut(state, "MlirOperationState")?.enableResultTypeInference = true;
        Ok(())
    })
}

/// Entries of the per-thread operation-name cache.
const NAME_CACHE_SIZE: usize = 8;

/// An entry of the operation-name cache: context key, name pointer, name
/// length and the name (`None`: empty).
type NameCacheEntry = (u32, usize, usize, Option<oxmlir_ir::context::OpName>);

thread_local! {
    /// Recently resolved operation names: `(context key, name pointer,
    /// name length, OpName index)`. The context key is the upper half of a
    /// uniqued handle (the context's slot and generation), so an entry never
    /// answers for another context; a hit is confirmed by comparing the
    /// bytes with the interned name, so a buffer reused for another name
    /// only misses.
    static NAME_CACHE: [std::cell::Cell<NameCacheEntry>; NAME_CACHE_SIZE] =
        const { [const { std::cell::Cell::new((0, 0, 0, None)) }; NAME_CACHE_SIZE] };
}

/// The operation name `name` of `cx`, whose uniqued handles carry
/// `cx_key` in their upper half. Callers building many operations pass the
/// same few name strings again and again; this skips the context's lookup
/// by string for them.
#[inline]
fn op_name_cached(cx: &'static oxmlir_ir::Context, cx_key: u32, name: &[u8]) -> oxmlir_ir::context::OpName {
    let ptr = name.as_ptr() as usize;
    let slot = ((ptr ^ name.len()).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 61) & (NAME_CACHE_SIZE - 1);
    if let (k, p, l, Some(n)) = NAME_CACHE.with(|c| c[slot].get()) {
        if k == cx_key && p == ptr && l == name.len() && cx.bytes_of(cx.op_name_info(n).ident) == name {
            return n;
        }
    }
    let n = cx.op_name(name);
    NAME_CACHE.with(|c| c[slot].set((cx_key, ptr, name.len(), Some(n))));
    n
}

/// Reads a C operation state into `state` (whose name and location the
/// caller has set).
fn read_state(c: &mut Call, cx: &'static oxmlir_ir::Context, st: &MlirOperationState, state: &mut OperationState) -> CResult<()> {
    // Types, values and attributes are only decoded here: creating the
    // operation checks each of them against this context (slot, generation
    // and, for values, liveness) without a second table lookup.
    for &t in slice(st.results, st.nResults, "MlirType")? {
        let Some(t) = Type::from_bits(t.bits()) else { return Err(Fail::Null("MlirType")) };
        state.results.push(t);
    }
    for &v in slice(st.operands, st.nOperands, "MlirValue")? {
        let Some(v) = ValueId::from_bits(v.bits()) else { return Err(Fail::Null("MlirValue")) };
        state.operands.push(v);
    }
    for &r in slice(st.regions, st.nRegions, "MlirRegion")? {
        super::floating::bind_region(cx, r)?;
        let (rcx, r) = c.region(r)?;
        c.same_context(cx, rcx)?;
        state.regions.push(r);
    }
    for &b in slice(st.successors, st.nSuccessors, "MlirBlock")? {
        super::floating::bind_block(cx, b)?;
        let (bcx, b) = c.block(b)?;
        c.same_context(cx, bcx)?;
        state.successors.push(b);
    }
    for na in slice(st.attributes, st.nAttributes, "MlirNamedAttribute")? {
        let Some(name) = Attribute::from_bits(na.name.bits()) else { return Err(Fail::Null("MlirIdentifier")) };
        let Some(value) = Attribute::from_bits(na.attribute.bits()) else { return Err(Fail::Null("MlirAttribute")) };
        // Names are read (to split inherent from discardable attributes)
        // before the operation is made: check them now.
        if cx.try_attr_data(name).is_none() {
            return Err(Fail::Dangling("MlirIdentifier"));
        }
        state.attributes.push(NamedAttribute { name, value });
    }
    Ok(())
}

/// Creates the operation a C state describes (its arrays are left alone).
#[inline(always)]
fn create_from_state(c: &mut Call, st: &MlirOperationState) -> CResult<MlirOperation> {
    let (cx, loc) = c.loc(st.location)?;
    let name = op_name_cached(cx, (st.location.ptr as usize as u64 >> 32) as u32, bytes(st.name)?);
    let mut state = OperationState::new(name, loc);
    read_state(c, cx, st, &mut state)?;
    if st.enableResultTypeInference {
        infer_result_types(cx, &mut state)?;
    }
    Ok(wrap::op(ir_mut(cx).create_op_from(cx, &state)?))
}

/// Fills in the result types of `state` with its operation's type
/// inference, reporting (as upstream) operations that have none.
#[cold]
fn infer_result_types(cx: &'static oxmlir_ir::Context, state: &mut OperationState) -> CResult<()> {
    let name = cx.op_name_str(state.name).to_string();
    let Some(def) = cx.op_name_info(state.name).def() else {
        cx.emit_error(
            state.loc,
            format!(
                "type inference was requested for the operation {name}, but the operation was not \
                 registered; ensure that the dialect containing the operation is linked into MLIR and \
                 registered with the context"
            ),
        );
        return Err(Fail::Quiet);
    };
    let Some(infer) = def.interface::<oxmlir_ir::registry::interfaces::InferTypeOpInterface>() else {
        cx.emit_error(
            state.loc,
            format!(
                "type inference was requested for the operation {name}, but the operation does not \
                 support type inference; result types must be specified explicitly"
            ),
        );
        return Err(Fail::Quiet);
    };
    let operand_types = state
        .operands
        .iter()
        .map(|&v| ir(cx).value_type(v))
        .collect::<Result<Vec<oxmlir_ir::Type>, _>>()?;
    let input = oxmlir_ir::registry::interfaces::InferInput {
        cx,
        ir: ir(cx),
        loc: state.loc,
        operand_types: &operand_types,
        attributes: &state.attributes,
        properties: state.properties,
        regions: &state.regions,
        def: Some(def),
    };
    let types = (infer.infer)(&input).map_err(|_| Fail::Quiet)?;
    state.results.extend(types);
    Ok(())
}

/// Creates an operation and transfers ownership to the caller. The arrays of
/// the state are consumed (freed), and so are the regions added to it.
/// Returns null (with a diagnostic) if result type inference was requested
/// and failed.
#[no_mangle]
pub extern "C" fn mlirOperationCreate(state: *mut MlirOperationState) -> MlirOperation {
    entry!(MlirOperation::NULL, |c| {
        let st = c_mut(state, "MlirOperationState")?;
        let made = create_from_state(c, st);
        c_array_free(&mut st.results, &mut st.nResults);
        c_array_free(&mut st.operands, &mut st.nOperands);
        c_array_free(&mut st.regions, &mut st.nRegions);
        c_array_free(&mut st.successors, &mut st.nSuccessors);
        c_array_free(&mut st.attributes, &mut st.nAttributes);
        made
    })
}

// ---------------------------------------------------------------------------
// Operations.
// ---------------------------------------------------------------------------

/// Creates a deep copy of an operation. The operation is not inserted and
/// ownership is transferred to the caller.
#[no_mangle]
pub extern "C" fn mlirOperationClone(op: MlirOperation) -> MlirOperation {
    entry!(MlirOperation::NULL, |c| {
        let _hold = c.hold(op.bits());
        let (cx, o) = c.op(op)?;
        Ok(wrap::op(ir_mut(cx).clone_op(o)?))
    })
}

/// Takes an operation owned by the caller and destroys it.
#[no_mangle]
pub extern "C" fn mlirOperationDestroy(op: MlirOperation) {
    entry!((), |c| {
        let _hold = c.hold(op.bits());
        let (cx, o) = c.op(op)?;
        ir_mut(cx).erase_op(o)?;
        Ok(())
    })
}

/// Removes the given operation from its parent block. The operation is not
/// destroyed. The ownership of the operation is transferred to the caller.
#[no_mangle]
pub extern "C" fn mlirOperationRemoveFromParent(op: MlirOperation) {
    entry!((), |c| {
        let (cx, o) = c.op(op)?;
        ir_mut(cx).remove_op_from_parent(o)?;
        Ok(())
    })
}

/// Checks whether two operation handles point to the same operation. This does
/// not perform deep comparison.
#[no_mangle]
pub extern "C" fn mlirOperationEqual(op: MlirOperation, other: MlirOperation) -> bool {
    op.ptr == other.ptr
}

/// Compute a hash for the given operation: its name, attributes, result
/// types and operand values (not its regions).
#[no_mangle]
pub extern "C" fn mlirOperationHashValue(op: MlirOperation) -> size_t {
    entry!(0, |c| {
        let (cx, o) = c.op(op)?;
        let ir = ir(cx);
        let mut h = std::collections::hash_map::DefaultHasher::new();
        ir.op_name(o)?.hash(&mut h);
        ir.op_discardable_attrs(o)?.hash(&mut h);
        ir.op_properties(o)?.hash(&mut h);
        for i in 0..ir.op_num_results(o)? {
            ir.value_type(ir.op_result(o, i)?)?.hash(&mut h);
        }
        for i in 0..ir.op_num_operands(o)? {
            ir.op_operand(o, i)?.hash(&mut h);
        }
        Ok(h.finish() as usize)
    })
}

/// Gets the context this operation is associated with
#[no_mangle]
pub extern "C" fn mlirOperationGetContext(op: MlirOperation) -> MlirContext {
    entry!(MlirContext::NULL, |c| {
        let (cx, o) = c.op(op)?;
        ir(cx).op_name(o)?;
        Ok(wrap::context(cx))
    })
}

/// Gets the location of the operation.
#[no_mangle]
pub extern "C" fn mlirOperationGetLocation(op: MlirOperation) -> MlirLocation {
    entry!(MlirLocation::NULL, |c| {
        let (cx, o) = c.op(op)?;
        Ok(wrap::loc(ir(cx).op_loc(o)?))
    })
}

/// Sets the location of the operation.
#[no_mangle]
pub extern "C" fn mlirOperationSetLocation(op: MlirOperation, loc: MlirLocation) {
    entry!((), |c| {
        let (cx, o) = c.op(op)?;
        let (lcx, l) = c.loc(loc)?;
        c.same_context(cx, lcx)?;
        ir_mut(cx).set_op_loc(o, l)?;
        Ok(())
    })
}

/// Gets the type id of the operation.
/// Returns null if the operation does not have a registered operation
/// description.
#[no_mangle]
pub extern "C" fn mlirOperationGetTypeID(op: MlirOperation) -> MlirTypeID {
    entry!(MlirTypeID { ptr: std::ptr::null() }, |c| {
        let (cx, o) = c.op(op)?;
        let name = ir(cx).op_name(o)?;
        Ok(match cx.op_name_info(name).def() {
            Some(d) => wrap_type_id(d.type_id()),
            None => MlirTypeID { ptr: std::ptr::null() },
        })
    })
}

/// Gets the name of the operation as an identifier.
#[no_mangle]
pub extern "C" fn mlirOperationGetName(op: MlirOperation) -> MlirIdentifier {
    entry!(MlirIdentifier::NULL, |c| {
        let (cx, o) = c.op(op)?;
        Ok(wrap::ident(cx.op_name_info(ir(cx).op_name(o)?).ident))
    })
}

/// Gets the block that owns this operation, returning null if the operation is
/// not owned.
#[no_mangle]
pub extern "C" fn mlirOperationGetBlock(op: MlirOperation) -> MlirBlock {
    entry!(MlirBlock::NULL, |c| {
        let (cx, o) = c.op(op)?;
        Ok(wrap::block_opt(ir(cx).op_block(o)?))
    })
}

/// Gets the operation that owns this operation, returning null if the operation
/// is not owned.
#[no_mangle]
pub extern "C" fn mlirOperationGetParentOperation(op: MlirOperation) -> MlirOperation {
    entry!(MlirOperation::NULL, |c| {
        let (cx, o) = c.op(op)?;
        Ok(wrap::op_opt(ir(cx).op_parent(o)?))
    })
}

/// Returns the number of regions attached to the given operation.
#[no_mangle]
pub extern "C" fn mlirOperationGetNumRegions(op: MlirOperation) -> intptr_t {
    entry!(0, |c| {
        let (cx, o) = c.op(op)?;
        Ok(ir(cx).op_num_regions(o)? as isize)
    })
}

/// Returns `pos`-th region attached to the operation.
#[no_mangle]
pub extern "C" fn mlirOperationGetRegion(op: MlirOperation, pos: intptr_t) -> MlirRegion {
    entry!(MlirRegion::NULL, |c| {
        let (cx, o) = c.op(op)?;
        Ok(wrap::region(ir(cx).op_region(o, index(pos)?)?))
    })
}

/// Returns an operation immediately following the given operation it its
/// enclosing block.
#[no_mangle]
pub extern "C" fn mlirOperationGetNextInBlock(op: MlirOperation) -> MlirOperation {
    entry!(MlirOperation::NULL, |c| {
        let (cx, o) = c.op(op)?;
        Ok(wrap::op_opt(ir(cx).op_next(o)?))
    })
}

/// Returns the number of operands of the operation.
#[no_mangle]
pub extern "C" fn mlirOperationGetNumOperands(op: MlirOperation) -> intptr_t {
    entry!(0, |c| {
        let (cx, o) = c.op(op)?;
        Ok(ir(cx).op_num_operands(o)? as isize)
    })
}

/// Returns `pos`-th operand of the operation.
#[no_mangle]
pub extern "C" fn mlirOperationGetOperand(op: MlirOperation, pos: intptr_t) -> MlirValue {
    entry!(MlirValue::NULL, |c| {
        let (cx, o) = c.op(op)?;
        Ok(wrap::value_opt(ir(cx).op_operand(o, index(pos)?)?))
    })
}

/// Sets the `pos`-th operand of the operation.
#[no_mangle]
pub extern "C" fn mlirOperationSetOperand(op: MlirOperation, pos: intptr_t, newValue: MlirValue) {
    entry!((), |c| {
        let (cx, o) = c.op(op)?;
        let v = match c.value_opt(newValue)? {
            Some((vcx, v)) => {
                c.same_context(cx, vcx)?;
                Some(v)
            }
            None => None,
        };
        ir_mut(cx).set_op_operand(o, index(pos)?, v)?;
        Ok(())
    })
}

/// Replaces the operands of the operation.
#[no_mangle]
pub extern "C" fn mlirOperationSetOperands(op: MlirOperation, nOperands: intptr_t, operands: *const MlirValue) {
    entry!((), |c| {
        let (cx, o) = c.op(op)?;
        let mut vs = Vec::new();
        for &v in slice(operands, nOperands, "MlirValue")? {
            let (vcx, v) = c.value(v)?;
            c.same_context(cx, vcx)?;
            vs.push(v);
        }
        ir_mut(cx).set_op_operands(o, &vs)?;
        Ok(())
    })
}

/// Returns the number of results of the operation.
#[no_mangle]
pub extern "C" fn mlirOperationGetNumResults(op: MlirOperation) -> intptr_t {
    entry!(0, |c| {
        let (cx, o) = c.op(op)?;
        Ok(ir(cx).op_num_results(o)? as isize)
    })
}

/// Returns `pos`-th result of the operation.
#[no_mangle]
pub extern "C" fn mlirOperationGetResult(op: MlirOperation, pos: intptr_t) -> MlirValue {
    entry!(MlirValue::NULL, |c| {
        let (cx, o) = c.op(op)?;
        Ok(wrap::value(ir(cx).op_result(o, index(pos)?)?))
    })
}

/// Returns the number of successor blocks of the operation.
#[no_mangle]
pub extern "C" fn mlirOperationGetNumSuccessors(op: MlirOperation) -> intptr_t {
    entry!(0, |c| {
        let (cx, o) = c.op(op)?;
        Ok(ir(cx).op_num_successors(o)? as isize)
    })
}

/// Returns `pos`-th successor of the operation.
#[no_mangle]
pub extern "C" fn mlirOperationGetSuccessor(op: MlirOperation, pos: intptr_t) -> MlirBlock {
    entry!(MlirBlock::NULL, |c| {
        let (cx, o) = c.op(op)?;
        Ok(wrap::block_opt(ir(cx).op_successor(o, index(pos)?)?))
    })
}

/// Set `pos`-th successor of the operation.
#[no_mangle]
pub extern "C" fn mlirOperationSetSuccessor(op: MlirOperation, pos: intptr_t, block: MlirBlock) {
    entry!((), |c| {
        let (cx, o) = c.op(op)?;
        super::floating::bind_block(cx, block)?;
        let (bcx, b) = c.block(block)?;
        c.same_context(cx, bcx)?;
        ir_mut(cx).set_op_successor(o, index(pos)?, b)?;
        Ok(())
    })
}

/// Returns true if this operation defines an inherent attribute with this name.
/// Note: the attribute can be optional, so
/// `mlirOperationGetInherentAttributeByName` can still return a null attribute.
#[no_mangle]
pub extern "C" fn mlirOperationHasInherentAttributeByName(op: MlirOperation, name: MlirStringRef) -> bool {
    entry!(false, |c| {
        let (cx, o) = c.op(op)?;
        Ok(ir(cx).op_inherent_attr(cx, o, bytes(name)?)?.is_some())
    })
}

/// Returns an inherent attribute attached to the operation given its name.
#[no_mangle]
pub extern "C" fn mlirOperationGetInherentAttributeByName(op: MlirOperation, name: MlirStringRef) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, o) = c.op(op)?;
        Ok(wrap::attr_opt(ir(cx).op_inherent_attr(cx, o, bytes(name)?)?.flatten()))
    })
}

/// Sets an inherent attribute by name, replacing the existing if it exists.
/// This has no effect if "name" does not match an inherent attribute.
#[no_mangle]
pub extern "C" fn mlirOperationSetInherentAttributeByName(op: MlirOperation, name: MlirStringRef, attr: MlirAttribute) {
    entry!((), |c| {
        let (cx, o) = c.op(op)?;
        let a = c.attr_opt(attr)?.map(|(_, a)| a);
        ir_mut(cx).set_op_inherent_attr(cx, o, bytes(name)?, a)?;
        Ok(())
    })
}

/// Returns the number of discardable attributes attached to the operation.
#[no_mangle]
pub extern "C" fn mlirOperationGetNumDiscardableAttributes(op: MlirOperation) -> intptr_t {
    entry!(0, |c| {
        let (cx, o) = c.op(op)?;
        Ok(ir(cx).op_num_discardable_attrs(o)? as isize)
    })
}

fn named(na: NamedAttribute) -> MlirNamedAttribute {
    MlirNamedAttribute { name: wrap::ident(na.name), attribute: wrap::attr(na.value) }
}

const NULL_NAMED: MlirNamedAttribute = MlirNamedAttribute { name: MlirIdentifier::NULL, attribute: MlirAttribute::NULL };

/// Return `pos`-th discardable attribute of the operation.
#[no_mangle]
pub extern "C" fn mlirOperationGetDiscardableAttribute(op: MlirOperation, pos: intptr_t) -> MlirNamedAttribute {
    entry!(NULL_NAMED, |c| {
        let (cx, o) = c.op(op)?;
        Ok(named(ir(cx).op_discardable_attr(o, index(pos)?)?))
    })
}

/// Returns a discardable attribute attached to the operation given its name.
#[no_mangle]
pub extern "C" fn mlirOperationGetDiscardableAttributeByName(op: MlirOperation, name: MlirStringRef) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, o) = c.op(op)?;
        Ok(wrap::attr_opt(ir(cx).op_discardable_attr_by_name(cx, o, bytes(name)?)?))
    })
}

/// Sets a discardable attribute by name, replacing the existing if it exists or
/// adding a new one otherwise. The new `attr` Attribute is not allowed to be
/// null, use `mlirOperationRemoveDiscardableAttributeByName` to remove an
/// Attribute instead.
#[no_mangle]
pub extern "C" fn mlirOperationSetDiscardableAttributeByName(
    op: MlirOperation,
    name: MlirStringRef,
    attr: MlirAttribute,
) {
    entry!((), |c| {
        let (cx, o) = c.op(op)?;
        let (acx, a) = c.attr(attr)?;
        c.same_context(cx, acx)?;
        ir_mut(cx).set_op_discardable_attr(cx, o, bytes(name)?, a)?;
        Ok(())
    })
}

/// Removes a discardable attribute by name. Returns false if the attribute was
/// not found and true if removed.
#[no_mangle]
pub extern "C" fn mlirOperationRemoveDiscardableAttributeByName(op: MlirOperation, name: MlirStringRef) -> bool {
    entry!(false, |c| {
        let (cx, o) = c.op(op)?;
        Ok(ir_mut(cx).remove_op_discardable_attr(cx, o, bytes(name)?)?)
    })
}

/// Returns the number of attributes attached to the operation (inherent and
/// discardable).
#[no_mangle]
pub extern "C" fn mlirOperationGetNumAttributes(op: MlirOperation) -> intptr_t {
    entry!(0, |c| {
        let (cx, o) = c.op(op)?;
        Ok(ir(cx).op_attrs(cx, o)?.len() as isize)
    })
}

/// Return `pos`-th attribute of the operation (inherent and discardable,
/// sorted by name).
#[no_mangle]
pub extern "C" fn mlirOperationGetAttribute(op: MlirOperation, pos: intptr_t) -> MlirNamedAttribute {
    entry!(NULL_NAMED, |c| {
        let (cx, o) = c.op(op)?;
        let attrs = ir(cx).op_attrs(cx, o)?;
        let i = index(pos)?;
        attrs.get(i).copied().map(named).ok_or_else(|| {
            Fail::Misuse(format!("attribute index {i} out of range (the operation has {})", attrs.len()))
        })
    })
}

/// Returns an attribute attached to the operation given its name.
#[no_mangle]
pub extern "C" fn mlirOperationGetAttributeByName(op: MlirOperation, name: MlirStringRef) -> MlirAttribute {
    entry!(MlirAttribute::NULL, |c| {
        let (cx, o) = c.op(op)?;
        Ok(wrap::attr_opt(ir(cx).op_attr_by_name(cx, o, bytes(name)?)?))
    })
}

/// Sets an attribute by name, replacing the existing if it exists or
/// adding a new one otherwise.
#[no_mangle]
pub extern "C" fn mlirOperationSetAttributeByName(op: MlirOperation, name: MlirStringRef, attr: MlirAttribute) {
    entry!((), |c| {
        let (cx, o) = c.op(op)?;
        let (acx, a) = c.attr(attr)?;
        c.same_context(cx, acx)?;
        ir_mut(cx).set_op_attr(cx, o, bytes(name)?, a)?;
        Ok(())
    })
}

/// Removes an attribute by name. Returns false if the attribute was not found
/// and true if removed.
#[no_mangle]
pub extern "C" fn mlirOperationRemoveAttributeByName(op: MlirOperation, name: MlirStringRef) -> bool {
    entry!(false, |c| {
        let (cx, o) = c.op(op)?;
        Ok(ir_mut(cx).remove_op_attr(cx, o, bytes(name)?)?)
    })
}

/// Verify the operation and return true if it passes, false if it fails.
#[no_mangle]
pub extern "C" fn mlirOperationVerify(op: MlirOperation) -> bool {
    entry!(false, |c| {
        let _hold = c.hold(op.bits());
        let (cx, o) = c.op(op)?;
        let ir = ir(cx);
        ir.op_name(o)?;
        Ok(oxmlir_ir::verify::verify(cx, ir, o))
    })
}

/// Moves the given operation immediately after the other operation in its
/// parent block. The given operation may be owned by the caller or by its
/// current block. The other operation must belong to a block. In any case, the
/// ownership is transferred to the block of the other operation.
#[no_mangle]
pub extern "C" fn mlirOperationMoveAfter(op: MlirOperation, other: MlirOperation) {
    entry!((), |c| {
        let (cx, o) = c.op(op)?;
        let (ocx, t) = c.op(other)?;
        c.same_context(cx, ocx)?;
        ir_mut(cx).move_op_after(o, t)?;
        Ok(())
    })
}

/// Moves the given operation immediately before the other operation in its
/// parent block. The given operation may be owner by the caller or by its
/// current block. The other operation must belong to a block. In any case, the
/// ownership is transferred to the block of the other operation.
#[no_mangle]
pub extern "C" fn mlirOperationMoveBefore(op: MlirOperation, other: MlirOperation) {
    entry!((), |c| {
        let (cx, o) = c.op(op)?;
        let (ocx, t) = c.op(other)?;
        c.same_context(cx, ocx)?;
        ir_mut(cx).move_op_before(o, t)?;
        Ok(())
    })
}

/// Given an operation 'other' that is within the same parent block, return
/// whether the current operation is before 'other' in the operation list
/// of the parent block.
#[no_mangle]
pub extern "C" fn mlirOperationIsBeforeInBlock(op: MlirOperation, other: MlirOperation) -> bool {
    entry!(false, |c| {
        let (cx, o) = c.op(op)?;
        let (ocx, t) = c.op(other)?;
        c.same_context(cx, ocx)?;
        Ok(ir_mut(cx).is_before_in_block(o, t)?)
    })
}

/// Walks operation `op` in `walkOrder` and calls `callback` on that operation.
/// `*userData` is passed to the callback as well and can be used to tunnel some
/// context or other data into the callback.
#[no_mangle]
pub extern "C" fn mlirOperationWalk(
    op: MlirOperation,
    callback: MlirOperationWalkCallback,
    userData: *mut c_void,
    walkOrder: MlirWalkOrder,
) {
    entry!((), |c| {
        let _hold = c.hold(op.bits());
        let (cx, o) = c.op(op)?;
        ir(cx).op_name(o)?;
        let cb = callback.ok_or_else(|| Fail::Misuse("null walk callback".into()))?;
        let order = if walkOrder.0 == 1 { WalkOrder::PostOrder } else { WalkOrder::PreOrder };
        walk(&StepAccess::new(cx), o, order, &mut |x: OpId| match call_walk(cb, wrap::op(x), userData) {
            MlirWalkResult(1) => WalkResult::Interrupt,
            MlirWalkResult(2) => WalkResult::Skip,
            _ => WalkResult::Advance,
        });
        Ok(())
    })
}

/// Replace uses of 'of' value with the 'with' value inside the 'op' operation.
#[no_mangle]
pub extern "C" fn mlirOperationReplaceUsesOfWith(op: MlirOperation, of: MlirValue, with: MlirValue) {
    entry!((), |c| {
        let (cx, o) = c.op(op)?;
        let (_, f) = c.value(of)?;
        let (_, w) = c.value(with)?;
        ir_mut(cx).replace_uses_in_op(o, f, w)?;
        Ok(())
    })
}

/// Returns first region attached to the operation.
#[no_mangle]
pub extern "C" fn mlirOperationGetFirstRegion(op: MlirOperation) -> MlirRegion {
    entry!(MlirRegion::NULL, |c| {
        let (cx, o) = c.op(op)?;
        let ir = ir(cx);
        Ok(if ir.op_num_regions(o)? == 0 { MlirRegion::NULL } else { wrap::region(ir.op_region(o, 0)?) })
    })
}

/// A C index as `usize` (negative indices are misuse).
pub(crate) fn index(pos: intptr_t) -> CResult<usize> {
    usize::try_from(pos).map_err(|_| Fail::Misuse(format!("negative index {pos}")))
}

/// Whether an operation has a trait (for other modules of the C API).
#[allow(dead_code)]
pub(crate) fn op_has_trait(cx: &oxmlir_ir::Context, o: OpId, t: Traits) -> bool {
    ir(cx).op_name(o).ok().and_then(|n| cx.op_name_info(n).def()).is_some_and(|d| d.traits.has(t))
}
