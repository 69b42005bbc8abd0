//! Tests pinning what erasing an operation tree leaves behind, whatever
//! order the tree is destroyed in: uses of the tree's values from outside
//! become null operands, uses of outside values from inside leave their use
//! lists (the other uses keep their order), successor uses on both sides of
//! the boundary are dropped or nulled, every handle into the tree is stale,
//! and the freed slots are reused by the next build.

use super::*;
use crate::context::Context;

fn op(cx: &Context, ir: &mut Ir, name: &str, operands: &[ValueId], succs: &[BlockId], regions: &[RegionId]) -> OpId {
    let mut st = OperationState::new(cx.op_name(name.as_bytes()), cx.unknown_loc());
    st.operands.extend_from_slice(operands);
    st.successors.extend_from_slice(succs);
    st.regions.extend_from_slice(regions);
    st.results.push(cx.int(32));
    ir.create_op(cx, st).unwrap()
}

/// Handles into one built tree, to check after it is erased.
struct Tree {
    wrap: OpId,
    ops: Vec<OpId>,
    values: Vec<ValueId>,
    operands: Vec<OperandId>,
    blocks: Vec<BlockId>,
    regions: Vec<RegionId>,
    /// A value defined inside the tree (for uses from outside it).
    inner: ValueId,
}

/// Builds, before `before`:
/// ```text
/// %w = foo.wrap(%e) ({
///   ^b1(%a):
///     %0 = foo.fwd(%4)             // a use of a value defined later
///     %1 = foo.i1(%e, %a)
///     %2 = foo.i2(%1, %1, %e)
///     %4 = foo.nest(%1) ({ ^b3: %3 = foo.n1(%1, %e, %a) })
///     foo.br [^b2, ^out]           // ^out is outside the tree
///   ^b2:
///     foo.last(%2, %4)
/// })
/// ```
fn build(cx: &Context, ir: &mut Ir, body: BlockId, before: OpId, e: ValueId, out: BlockId) -> Tree {
    let i32t = cx.int(32);
    let loc = cx.unknown_loc();
    let b1 = ir.create_block(&[(i32t, loc)]).unwrap();
    let b2 = ir.create_block(&[]).unwrap();
    let b3 = ir.create_block(&[]).unwrap();
    let a = ir.block_arg(b1, 0).unwrap();
    let fwd = op(cx, ir, "foo.fwd", &[e], &[], &[]);
    let i1 = op(cx, ir, "foo.i1", &[e, a], &[], &[]);
    let v1 = ir.op_result(i1, 0).unwrap();
    let i2 = op(cx, ir, "foo.i2", &[v1, v1, e], &[], &[]);
    let n1 = op(cx, ir, "foo.n1", &[v1, e, a], &[], &[]);
    ir.append_op(b3, n1).unwrap();
    let r3 = ir.create_region();
    ir.region_append_block(r3, b3).unwrap();
    let nest = op(cx, ir, "foo.nest", &[v1], &[], &[r3]);
    let v4 = ir.op_result(nest, 0).unwrap();
    ir.set_op_operand(fwd, 0, Some(v4)).unwrap();
    let br = op(cx, ir, "foo.br", &[], &[b2, out], &[]);
    let last = op(cx, ir, "foo.last", &[ir.op_result(i2, 0).unwrap(), v4], &[], &[]);
    for o in [fwd, i1, i2, nest, br] {
        ir.append_op(b1, o).unwrap();
    }
    ir.append_op(b2, last).unwrap();
    let r = ir.create_region();
    ir.region_append_block(r, b1).unwrap();
    ir.region_append_block(r, b2).unwrap();
    let wrap = op(cx, ir, "foo.wrap", &[e], &[], &[r]);
    ir.insert_op_before(body, Some(before), wrap).unwrap();
    let ops = vec![wrap, fwd, i1, i2, nest, n1, br, last];
    let values: Vec<ValueId> =
        ops.iter().map(|&o| ir.op_result(o, 0).unwrap()).chain([a]).collect();
    let operands = vec![
        ir.op_operand_use(wrap, 0).unwrap(),
        ir.op_operand_use(fwd, 0).unwrap(),
        ir.op_operand_use(i2, 1).unwrap(),
        ir.op_operand_use(n1, 2).unwrap(),
        ir.op_operand_use(last, 1).unwrap(),
    ];
    let regions = vec![ir.op_region(wrap, 0).unwrap(), ir.op_region(nest, 0).unwrap()];
    Tree { wrap, ops, values, operands, blocks: vec![b1, b2, b3], regions, inner: v1 }
}

#[test]
fn erasing_a_tree_nulls_outside_uses_and_stales_everything_inside() {
    let cx = Context::new();
    cx.set_allow_unregistered_dialects(true);
    let mut ir = cx.ir_mut();
    let module = ir.create_module(&cx, cx.unknown_loc(), None).unwrap();
    let body = ir.region_first_block(ir.op_region(module, 0).unwrap()).unwrap().unwrap();
    // Outside the tree: %e with uses before and after it, a block that the
    // tree branches to, and a user and a branch into the tree (wired up
    // after each build).
    let ext = op(&cx, &mut ir, "foo.ext", &[], &[], &[]);
    let e = ir.op_result(ext, 0).unwrap();
    ir.append_op(body, ext).unwrap();
    let pre = op(&cx, &mut ir, "foo.pre", &[e], &[], &[]);
    ir.append_op(body, pre).unwrap();
    let out = ir.create_block(&[]).unwrap();
    let holder_region = ir.create_region();
    ir.region_append_block(holder_region, out).unwrap();
    let holder = op(&cx, &mut ir, "foo.holder", &[], &[], &[holder_region]);
    ir.append_op(body, holder).unwrap();
    let user = op(&cx, &mut ir, "foo.user", &[e, e, e], &[], &[]);
    ir.append_op(body, user).unwrap();
    let into = op(&cx, &mut ir, "foo.into", &[], &[out], &[]);
    ir.append_op(body, into).unwrap();
    let post = op(&cx, &mut ir, "foo.post", &[e], &[], &[]);
    ir.append_op(body, post).unwrap();

    let live = ir.live_counts();
    let capacity = |ir: &Ir| {
        [
            ir.ops.capacity_slots(),
            ir.blocks.capacity_slots(),
            ir.regions.capacity_slots(),
            ir.values.capacity_slots(),
            ir.operands.capacity_slots(),
            ir.succs.capacity_slots(),
        ]
    };
    let mut slots = None;
    for round in 0..4 {
        let t = build(&cx, &mut ir, body, user, e, out);
        let w = ir.op_result(t.wrap, 0).unwrap();
        ir.set_op_operand(user, 0, Some(w)).unwrap();
        ir.set_op_operand(user, 2, Some(t.inner)).unwrap();
        let b2 = t.blocks[1];
        ir.set_op_successor(into, 0, b2).unwrap();
        let tree_ops = t.ops.clone();
        let outside_uses: Vec<OperandId> = ir
            .value_uses(e)
            .unwrap()
            .into_iter()
            .filter(|&u| !tree_ops.contains(&ir.operand_owner(u).unwrap()))
            .collect();
        assert_eq!(outside_uses.len(), 3, "pre, user #1 and post");
        assert_eq!(ir.block_num_predecessors(out).unwrap(), 1);

        ir.erase_op(t.wrap).unwrap();

        // Uses from outside of values inside became null operands.
        assert_eq!(ir.op_operand(user, 0).unwrap(), None);
        assert_eq!(ir.op_operand(user, 1).unwrap(), Some(e));
        assert_eq!(ir.op_operand(user, 2).unwrap(), None);
        // Uses from inside left the outside values' lists, the rest in order.
        assert_eq!(ir.value_uses(e).unwrap(), outside_uses);
        // Successor uses: the branch into the tree is null, the branch out
        // of it is gone from the outside block's predecessors.
        assert_eq!(ir.op_successor(into, 0).unwrap(), None);
        assert_eq!(ir.block_num_predecessors(out).unwrap(), 0);
        // Every handle into the tree is stale.
        for &o in &t.ops {
            assert_eq!(ir.op_name(o), Err(IrError::Stale(HandleKind::Operation)));
        }
        for &v in &t.values {
            assert_eq!(ir.value_type(v), Err(IrError::Stale(HandleKind::Value)));
        }
        for &u in &t.operands {
            assert_eq!(ir.operand_value(u), Err(IrError::Stale(HandleKind::OpOperand)));
        }
        for &b in &t.blocks {
            assert_eq!(ir.block_first_op(b), Err(IrError::Stale(HandleKind::Block)));
        }
        for &r in &t.regions {
            assert_eq!(ir.region_first_block(r), Err(IrError::Stale(HandleKind::Region)));
        }
        // Nothing of the tree is left, and the next build reuses its slots.
        assert_eq!(ir.live_counts(), live, "round {round}");
        match slots {
            None => slots = Some(capacity(&ir)),
            Some(s) => assert_eq!(capacity(&ir), s, "round {round}: freed slots are reused"),
        }
        ir.set_op_operand(user, 0, Some(e)).unwrap();
        ir.set_op_operand(user, 2, Some(e)).unwrap();
        ir.set_op_successor(into, 0, out).unwrap();
    }
}

#[test]
fn runs_across_segments_are_freed_and_reused() {
    // Runs long enough to straddle a segment boundary of the arena take
    // the slot-by-slot paths of freeing and allocation.
    let cx = Context::new();
    cx.set_allow_unregistered_dialects(true);
    let mut ir = cx.ir_mut();
    let src = op(&cx, &mut ir, "foo.src", &[], &[], &[]);
    let v = ir.op_result(src, 0).unwrap();
    let operands = vec![v; 40];
    let mut made = Vec::new();
    for _ in 0..8 {
        made.push(op(&cx, &mut ir, "foo.many", &operands, &[], &[]));
    }
    let slots = ir.operands.capacity_slots();
    for round in 0..3 {
        for &o in &made {
            ir.erase_op(o).unwrap();
            assert_eq!(ir.op_name(o), Err(IrError::Stale(HandleKind::Operation)));
        }
        assert!(ir.value_use_empty(v).unwrap());
        made.clear();
        for _ in 0..8 {
            made.push(op(&cx, &mut ir, "foo.many", &operands, &[], &[]));
        }
        assert_eq!(ir.value_uses(v).unwrap().len(), 320);
        assert_eq!(ir.operands.capacity_slots(), slots, "round {round}");
    }
}
