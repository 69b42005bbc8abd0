//! Tests of the IR store: construction, use lists, erasure, stale handles.

use super::*;
use crate::context::Context;

fn setup() -> (crate::OwnedContext, OpId) {
    let cx = Context::new();
    cx.set_allow_unregistered_dialects(true);
    let module = {
        let mut ir = cx.ir_mut();
        ir.create_module(&cx, cx.unknown_loc(), None).unwrap()
    };
    (cx, module)
}

fn op(cx: &Context, ir: &mut Ir, name: &str, operands: &[ValueId], results: usize) -> OpId {
    let mut st = OperationState::new(cx.op_name(name.as_bytes()), cx.unknown_loc());
    st.operands.extend_from_slice(operands);
    for _ in 0..results {
        st.results.push(cx.int(32));
    }
    ir.create_op(cx, st).unwrap()
}

#[test]
fn builds_and_links() {
    let (cx, module) = setup();
    let mut ir = cx.ir_mut();
    let body = ir.region_first_block(ir.op_region(module, 0).unwrap()).unwrap().unwrap();
    let a = op(&cx, &mut ir, "foo.a", &[], 1);
    let av = ir.op_result(a, 0).unwrap();
    let b = op(&cx, &mut ir, "foo.b", &[av, av], 1);
    ir.append_op(body, a).unwrap();
    ir.append_op(body, b).unwrap();
    assert_eq!(ir.block_first_op(body).unwrap(), Some(a));
    assert_eq!(ir.op_next(a).unwrap(), Some(b));
    assert_eq!(ir.op_parent(b).unwrap(), Some(module));
    let uses = ir.value_uses(av).unwrap();
    assert_eq!(uses.len(), 2);
    // Most recent use first, as upstream: operand 1 was linked last.
    assert_eq!(ir.operand_number(uses[0]).unwrap(), 1);
    assert!(ir.is_before_in_block(a, b).unwrap());
    assert!(!ir.is_before_in_block(b, a).unwrap());
}

#[test]
fn erased_handles_are_stale() {
    let (cx, module) = setup();
    let mut ir = cx.ir_mut();
    let body = ir.region_first_block(ir.op_region(module, 0).unwrap()).unwrap().unwrap();
    let a = op(&cx, &mut ir, "foo.a", &[], 1);
    let av = ir.op_result(a, 0).unwrap();
    let b = op(&cx, &mut ir, "foo.b", &[av], 0);
    let use0 = ir.op_operand_use(b, 0).unwrap();
    ir.append_op(body, a).unwrap();
    ir.append_op(body, b).unwrap();
    ir.erase_op(a).unwrap();
    assert_eq!(ir.op_name(a), Err(IrError::Stale(HandleKind::Operation)));
    assert_eq!(ir.value_type(av), Err(IrError::Stale(HandleKind::Value)));
    // The remaining use became a null operand.
    assert_eq!(ir.op_operand(b, 0).unwrap(), None);
    // A new op reusing the slot does not revive the old handle.
    let c = op(&cx, &mut ir, "foo.c", &[], 1);
    assert_ne!(c, a);
    assert!(ir.op_name(a).is_err());
    ir.erase_op(module).unwrap();
    assert!(ir.op_name(b).is_err());
    assert!(ir.operand_value(use0).is_err());
    assert!(ir.block_first_op(body).is_err());
}

#[test]
fn replace_all_uses_and_set_operands() {
    let (cx, _module) = setup();
    let mut ir = cx.ir_mut();
    let a = op(&cx, &mut ir, "foo.a", &[], 1);
    let b = op(&cx, &mut ir, "foo.a", &[], 1);
    let (av, bv) = (ir.op_result(a, 0).unwrap(), ir.op_result(b, 0).unwrap());
    let u1 = op(&cx, &mut ir, "foo.u", &[av, av], 0);
    let u2 = op(&cx, &mut ir, "foo.u", &[av], 0);
    ir.replace_all_uses_except(av, bv, &[u2]).unwrap();
    assert_eq!(ir.value_uses(av).unwrap().len(), 1);
    assert_eq!(ir.value_uses(bv).unwrap().len(), 2);
    ir.set_op_operands(u1, &[av]).unwrap();
    assert_eq!(ir.op_num_operands(u1).unwrap(), 1);
    assert_eq!(ir.value_uses(av).unwrap().len(), 2);
    assert_eq!(ir.value_uses(bv).unwrap().len(), 0);
}

#[test]
fn erased_memory_is_reused() {
    let (cx, module) = setup();
    let mut ir = cx.ir_mut();
    let body = ir.region_first_block(ir.op_region(module, 0).unwrap()).unwrap().unwrap();
    for _ in 0..100 {
        let a = op(&cx, &mut ir, "foo.a", &[], 1);
        ir.append_op(body, a).unwrap();
    }
    let slots = ir.ops.capacity_slots();
    for round in 0..50 {
        while let Some(o) = ir.block_first_op(body).unwrap() {
            ir.erase_op(o).unwrap();
        }
        for _ in 0..100 {
            let a = op(&cx, &mut ir, "foo.a", &[], 1);
            ir.append_op(body, a).unwrap();
        }
        assert_eq!(ir.ops.capacity_slots(), slots, "round {round}");
    }
}

#[test]
fn clone_remaps_nested_values() {
    let (cx, _module) = setup();
    let mut ir = cx.ir_mut();
    let outer = op(&cx, &mut ir, "foo.outer", &[], 1);
    let ov = ir.op_result(outer, 0).unwrap();
    let region = ir.create_region();
    let block = ir.create_block(&[(cx.int(32), cx.unknown_loc())]).unwrap();
    ir.region_append_block(region, block).unwrap();
    let arg = ir.block_arg(block, 0).unwrap();
    let inner = op(&cx, &mut ir, "foo.inner", &[arg, ov], 1);
    ir.append_op(block, inner).unwrap();
    let mut st = OperationState::new(cx.op_name(b"foo.wrap"), cx.unknown_loc());
    st.regions.push(region);
    let wrap = ir.create_op(&cx, st).unwrap();
    assert!(ir.region_first_block(region).is_err(), "the region handle was consumed");
    let copy = ir.clone_op(wrap).unwrap();
    let cblock = ir.region_first_block(ir.op_region(copy, 0).unwrap()).unwrap().unwrap();
    let cinner = ir.block_first_op(cblock).unwrap().unwrap();
    assert_eq!(ir.op_operand(cinner, 0).unwrap(), Some(ir.block_arg(cblock, 0).unwrap()));
    assert_eq!(ir.op_operand(cinner, 1).unwrap(), Some(ov));
    assert_eq!(ir.value_uses(ov).unwrap().len(), 2);
}

#[test]
fn walk_orders_and_interrupt() {
    let (cx, module) = setup();
    let names = |ir: &Ir, order| {
        let mut v = Vec::new();
        walk(ir, module, order, &mut |o| {
            v.push(cx.op_name_str(ir.op_name(o).unwrap()).to_string());
            WalkResult::Advance
        });
        v
    };
    {
        let mut ir = cx.ir_mut();
        let body = ir.region_first_block(ir.op_region(module, 0).unwrap()).unwrap().unwrap();
        let a = op(&cx, &mut ir, "foo.a", &[], 0);
        ir.append_op(body, a).unwrap();
    }
    let ir = cx.ir();
    assert_eq!(names(&ir, WalkOrder::PreOrder), ["builtin.module", "foo.a"]);
    assert_eq!(names(&ir, WalkOrder::PostOrder), ["foo.a", "builtin.module"]);
    let mut n = 0;
    walk(&*ir, module, WalkOrder::PreOrder, &mut |_| {
        n += 1;
        WalkResult::Interrupt
    });
    assert_eq!(n, 1);
}

/// A walk whose callback mutates the IR: operations created during the
/// walk are visited when linked after the current one, and erasing the
/// next operation ends the block's traversal even when a new operation
/// reuses its slot at once (the walk re-checks generations after any
/// callback that freed something).
#[test]
fn walk_follows_mutations_of_its_callback() {
    struct Shared<'a>(std::cell::RefCell<crate::context::IrMut<'a>>);
    impl IrAccess for Shared<'_> {
        fn with<R>(&self, f: impl FnOnce(&Ir) -> R) -> R {
            f(&self.0.borrow())
        }
    }
    for erase_next in [false, true] {
        let (cx, module) = setup();
        let (body, ops) = {
            let mut ir = cx.ir_mut();
            let body = ir.region_first_block(ir.op_region(module, 0).unwrap()).unwrap().unwrap();
            let ops: Vec<OpId> = ["foo.a", "foo.b", "foo.c"].iter().map(|n| op(&cx, &mut ir, n, &[], 0)).collect();
            for &o in &ops {
                ir.append_op(body, o).unwrap();
            }
            (body, ops)
        };
        let shared = Shared(std::cell::RefCell::new(cx.ir_mut()));
        let mut seen = Vec::new();
        let mut reused = false;
        walk(&shared, module, WalkOrder::PreOrder, &mut |o| {
            let mut ir = shared.0.borrow_mut();
            seen.push(cx.op_name_str(ir.op_name(o).unwrap()).to_string());
            if o == ops[0] {
                if erase_next {
                    ir.erase_op(ops[1]).unwrap();
                }
                let new = op(&cx, &mut ir, "foo.new", &[], 0);
                reused = new.0.index() == ops[1].0.index();
                ir.append_op(body, new).unwrap();
            }
            WalkResult::Advance
        });
        if erase_next {
            assert!(reused, "the new operation takes the erased one's slot");
            assert_eq!(seen, ["builtin.module", "foo.a"]);
        } else {
            assert_eq!(seen, ["builtin.module", "foo.a", "foo.b", "foo.c", "foo.new"]);
        }
    }
}

/// The slot sizes the memory figures in docs/ARCHITECTURE.md rely on.
#[test]
fn slot_sizes_are_pinned() {
    use crate::support::arena::Slot;
    use std::mem::size_of;
    assert_eq!(size_of::<Slot<OpData>>(), 72);
    assert_eq!(size_of::<Slot<ValueData>>(), 20);
    assert_eq!(size_of::<Slot<UseData>>(), 20);
    assert_eq!(size_of::<Slot<AttrEntry>>(), 12);
    assert_eq!(size_of::<Slot<RegionData>>(), 32);
}

#[test]
fn inherent_attributes_keep_only_values_their_storage_holds() {
    // builtin.module's sym_name and sym_visibility are string properties:
    // another kind of attribute leaves them unset, at creation and when set,
    // as upstream's generated setInherentAttr (dyn_cast_or_null) does.
    let cx = Context::new();
    let mut ir = cx.ir_mut();
    let sym_name = cx.identifier("sym_name");
    let mut st = OperationState::new(cx.op_name(b"builtin.module"), cx.unknown_loc());
    let region = ir.create_region();
    let body = ir.create_empty_block();
    ir.region_append_block(region, body).unwrap();
    st.regions.push(region);
    st.attributes.push(NamedAttribute { name: sym_name, value: cx.unit_attr() });
    let module = ir.create_op(&cx, st).unwrap();
    assert_eq!(ir.op_inherent_attr(&cx, module, b"sym_name").unwrap(), Some(None));
    assert!(ir.op_attrs(&cx, module).unwrap().is_empty());

    let name = cx.string_attr(b"m");
    ir.set_op_attr(&cx, module, b"sym_name", name).unwrap();
    assert_eq!(ir.op_inherent_attr(&cx, module, b"sym_name").unwrap(), Some(Some(name)));
    ir.set_op_inherent_attr(&cx, module, b"sym_name", Some(cx.unit_attr())).unwrap();
    assert_eq!(ir.op_inherent_attr(&cx, module, b"sym_name").unwrap(), Some(None));
    ir.set_op_attr(&cx, module, b"sym_visibility", cx.unit_attr()).unwrap();
    assert!(ir.op_attrs(&cx, module).unwrap().is_empty());
}

/// An op with one region holding one empty block, appended to `block`.
fn op_with_region(cx: &Context, ir: &mut Ir, block: BlockId) -> (OpId, RegionId, BlockId) {
    let mut st = OperationState::new(cx.op_name(b"foo.r"), cx.unknown_loc());
    let region = ir.create_region();
    let inner = ir.create_block(&[]).unwrap();
    ir.region_append_block(region, inner).unwrap();
    st.regions.push(region);
    let op = ir.create_op(cx, st).unwrap();
    ir.append_op(block, op).unwrap();
    (op, ir.op_region(op, 0).unwrap(), inner)
}

#[test]
fn take_body_refuses_nested_regions() {
    let (cx, module) = setup();
    let mut ir = cx.ir_mut();
    let outer_region = ir.op_region(module, 0).unwrap();
    let body = ir.region_first_block(outer_region).unwrap().unwrap();
    let (a, a_region, a_block) = op_with_region(&cx, &mut ir, body);
    let (b, b_region, _) = op_with_region(&cx, &mut ir, a_block);
    // Target nested in the source, at depth one and two: a cycle.
    assert!(ir.region_take_body(a_region, outer_region).is_err());
    assert!(ir.region_take_body(b_region, outer_region).is_err());
    // Source nested in the target: clearing the target would free it.
    assert!(ir.region_take_body(outer_region, b_region).is_err());
    assert!(ir.region_take_body(a_region, b_region).is_err());
    // Nothing changed.
    assert_eq!(ir.op_parent(a).unwrap(), Some(module));
    assert_eq!(ir.op_parent(b).unwrap(), Some(a));
    assert_eq!(ir.region_first_block(a_region).unwrap(), Some(a_block));
    // Sibling regions are fine.
    let (_, c_region, c_block) = op_with_region(&cx, &mut ir, body);
    ir.region_take_body(c_region, a_region).unwrap();
    assert_eq!(ir.region_first_block(c_region).unwrap(), Some(a_block));
    assert_eq!(ir.op_parent(b).unwrap().map(|p| ir.op_region(p, 0).unwrap()), Some(c_region));
    assert!(ir.block_first_op(c_block).is_err(), "the target's old block is destroyed");
}
