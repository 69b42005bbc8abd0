//! The canonicalizations every region-branch operation of scf shares
//! (upstream's `populateRegionBranchOpInterfaceCanonicalizationPatterns`,
//! in `ControlFlowInterfaces.cpp`): successor inputs with one reachable
//! value take it, duplicate successor inputs are merged, and dead tied
//! sets of successor inputs are erased with the operands forwarded to
//! them. They work from the operation's `RegionBranchOpInterface`.

use hashbrown::{HashMap, HashSet};
use smallvec::SmallVec;

use super::canonicalize::{op_results, replace_with_values};
use crate::context::Context;
use crate::ir::{Ir, OpId, OperationState, ValueId, ValueOwner};
use crate::registry::interfaces::{RegionBranchOpInterface, RegionBranchTerminatorOpInterface};
use crate::registry::Traits;
use crate::rewrite::{PatternSet, RewritePattern, Rewriter};
use crate::view::OpView;

/// A successor operand: the operation holding it and its index.
type Operand = (OpId, usize);

/// The successor operand to successor input edges of a region-branch
/// operation, in the order upstream visits them (the parent first, then
/// the terminators region by region).
fn edges(cx: &Context, ir: &Ir, op: OpId) -> Option<Vec<(Operand, ValueId)>> {
    let v = OpView::new(cx, ir, op)?;
    let iface = *v.def()?.interfaces.get::<RegionBranchOpInterface>()?;
    let mut points: Vec<(Option<usize>, Option<OpView<'_>>)> = vec![(None, None)];
    for r in 0..v.num_regions() {
        for b in v.region_blocks(r) {
            let Some(t) = ir.block_last_op(b).ok().flatten().and_then(|t| OpView::new(cx, ir, t)) else { continue };
            let is_term = t.def().is_some_and(|d| {
                d.traits.has(Traits::RETURN_LIKE) || d.interfaces.get::<RegionBranchTerminatorOpInterface>().is_some()
            });
            if is_term {
                points.push((Some(r), Some(t)));
            }
        }
    }
    let mut out = Vec::new();
    for (region, term) in points {
        for succ in (iface.successors)(v, region) {
            let (owner, (start, len)) = match &term {
                None => (op, (iface.entry_operands)(v, succ)),
                Some(t) => {
                    let d = t.def()?;
                    let range = match d.interfaces.get::<RegionBranchTerminatorOpInterface>() {
                        Some(i) => (i.successor_operands)(*t, succ),
                        None => (0, t.num_operands()),
                    };
                    (t.id, range)
                }
            };
            let inputs = (iface.successor_inputs)(v, succ);
            for (k, &input) in inputs.iter().enumerate().take(len) {
                out.push(((owner, start + k), input));
            }
        }
    }
    Some(out)
}

/// The inputs in first-seen order, each with the operands forwarded to
/// it (upstream's `getSuccessorInputOperandMapping`).
fn inputs_to_operands(edges: &[(Operand, ValueId)]) -> Vec<(ValueId, Vec<Operand>)> {
    let mut order: Vec<(ValueId, Vec<Operand>)> = Vec::new();
    let mut at: HashMap<ValueId, usize> = HashMap::new();
    for &(operand, input) in edges {
        let i = *at.entry(input).or_insert_with(|| {
            order.push((input, Vec::new()));
            order.len() - 1
        });
        order[i].1.push(operand);
    }
    order
}

fn operand_value(ir: &Ir, (op, i): Operand) -> Option<ValueId> {
    ir.op_operand(op, i).ok().flatten()
}

/// The non-input values that may reach `value` through the forwarding
/// edges (upstream's `computeReachableValuesFromSuccessorInput`).
fn reachable_values(ir: &Ir, value: ValueId, map: &HashMap<ValueId, Vec<Operand>>) -> Vec<ValueId> {
    let mut out: Vec<ValueId> = Vec::new();
    let mut visited: HashSet<ValueId> = HashSet::new();
    let mut work = vec![value];
    while let Some(next) = work.pop() {
        let Some(operands) = map.get(&next) else {
            if !out.contains(&next) {
                out.push(next);
            }
            continue;
        };
        for &o in operands {
            if let Some(v) = operand_value(ir, o) {
                if visited.insert(v) {
                    work.push(v);
                }
            }
        }
    }
    out
}

/// The region that defines `v`.
fn value_region(ir: &Ir, v: ValueId) -> Option<crate::ir::RegionId> {
    let block = match ir.value_owner(v).ok()? {
        ValueOwner::Result(op, _) => ir.op_block(op).ok()??,
        ValueOwner::Argument(b, _) => b,
    };
    ir.block_parent_region(block).ok()?
}

/// Whether `a` may stand in for the successor input `b` (upstream's
/// `isDefinedBefore`).
fn defined_before(ir: &Ir, op: OpId, a: ValueId, b: ValueId) -> bool {
    let a_parent = value_region(ir, a).and_then(|r| ir.region_parent(r).ok().flatten());
    if a_parent == Some(op) {
        let (ValueOwner::Argument(ab, _), ValueOwner::Argument(bb, _)) =
            (ir.value_owner(a).ok().unwrap_or(ValueOwner::Result(op, 0)), ir.value_owner(b).ok().unwrap_or(ValueOwner::Result(op, 0)))
        else {
            return false;
        };
        return ab == bb;
    }
    true
}

/// `MakeRegionBranchOpSuccessorInputsDead`: a successor input that only
/// one non-input value can reach is replaced by that value.
struct MakeSuccessorInputsDead(String);

impl RewritePattern for MakeSuccessorInputsDead {
    fn root(&self) -> Option<&str> {
        Some(&self.0)
    }

    fn debug_name(&self) -> &str {
        "(anonymous namespace)::MakeRegionBranchOpSuccessorInputsDead"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let cx = rw.context();
        let Some(list) = edges(cx, &cx.ir(), op) else { return false };
        let mapping = inputs_to_operands(&list);
        let map: HashMap<ValueId, Vec<Operand>> = mapping.iter().cloned().collect();
        let mut changed = false;
        for (value, _) in &mapping {
            let with = {
                let ir = cx.ir();
                if ir.value_use_empty(*value).unwrap_or(true) {
                    continue;
                }
                let reach = reachable_values(&ir, *value, &map);
                if reach.len() != 1 || !defined_before(&ir, op, reach[0], *value) {
                    continue;
                }
                reach[0]
            };
            if rw.replace_all_uses_with(*value, with).is_ok() {
                changed = true;
            }
        }
        changed
    }
}

/// The argument or result number of a value.
fn number(ir: &Ir, v: ValueId) -> usize {
    match ir.value_owner(v) {
        Ok(ValueOwner::Argument(_, i) | ValueOwner::Result(_, i)) => i,
        Err(_) => 0,
    }
}

/// Whether two values belong to the same block or operation.
fn same_owner(ir: &Ir, a: ValueId, b: ValueId) -> bool {
    match (ir.value_owner(a), ir.value_owner(b)) {
        (Ok(ValueOwner::Argument(x, _)), Ok(ValueOwner::Argument(y, _))) => x == y,
        (Ok(ValueOwner::Result(x, _)), Ok(ValueOwner::Result(y, _))) => x == y,
        _ => false,
    }
}

/// `RemoveDuplicateSuccessorInputUses`: of two inputs of the same owner
/// that every predecessor feeds the same value, the later loses its uses
/// to the earlier.
struct RemoveDuplicateSuccessorInputUses(String);

impl RewritePattern for RemoveDuplicateSuccessorInputUses {
    fn root(&self) -> Option<&str> {
        Some(&self.0)
    }

    fn debug_name(&self) -> &str {
        "(anonymous namespace)::RemoveDuplicateSuccessorInputUses"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let cx = rw.context();
        let Some(list) = edges(cx, &cx.ir(), op) else { return false };
        let mut mapping = inputs_to_operands(&list);
        {
            let ir = cx.ir();
            mapping.sort_by_key(|(v, _)| number(&ir, *v));
        }
        let mut changed = false;
        for i in 0..mapping.len() {
            for j in i + 1..mapping.len() {
                let (input1, ops1) = &mapping[i];
                let (input2, ops2) = &mapping[j];
                let same = {
                    let ir = cx.ir();
                    if ir.value_use_empty(*input2).unwrap_or(true) {
                        continue;
                    }
                    if !same_owner(&ir, *input1, *input2) {
                        continue;
                    }
                    let by_owner = |ops: &[Operand]| -> HashMap<OpId, Option<ValueId>> {
                        ops.iter().map(|&o| (o.0, operand_value(&ir, o))).collect()
                    };
                    by_owner(ops1) == by_owner(ops2)
                };
                if same && rw.replace_all_uses_with(*input2, *input1).is_ok() {
                    changed = true;
                }
            }
        }
        changed
    }
}

/// `RemoveDeadRegionBranchOpSuccessorInputs`: a set of tied successor
/// inputs (those one operand forwards to) that are all dead goes, with the
/// block arguments, results and operands of the set.
struct RemoveDeadSuccessorInputs(String);

/// Union-find over successor inputs.
fn find(parent: &mut HashMap<ValueId, ValueId>, v: ValueId) -> ValueId {
    let mut root = v;
    while let Some(&p) = parent.get(&root) {
        if p == root {
            break;
        }
        root = p;
    }
    parent.insert(v, root);
    root
}

impl RewritePattern for RemoveDeadSuccessorInputs {
    fn root(&self) -> Option<&str> {
        Some(&self.0)
    }

    fn debug_name(&self) -> &str {
        "(anonymous namespace)::RemoveDeadRegionBranchOpSuccessorInputs"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let cx = rw.context();
        let Some(list) = edges(cx, &cx.ir(), op) else { return false };
        // Tie the inputs one operand forwards to.
        let mut parent: HashMap<ValueId, ValueId> = HashMap::new();
        let mut by_operand: Vec<(Operand, Vec<ValueId>)> = Vec::new();
        for &(o, input) in &list {
            parent.entry(input).or_insert(input);
            match by_operand.iter_mut().find(|(k, _)| *k == o) {
                Some((_, v)) => v.push(input),
                None => by_operand.push((o, vec![input])),
            }
        }
        for (_, inputs) in &by_operand {
            let first = find(&mut parent, inputs[0]);
            for &next in &inputs[1..] {
                let r = find(&mut parent, next);
                parent.insert(r, first);
            }
        }
        let inputs: Vec<ValueId> = inputs_to_operands(&list).into_iter().map(|(v, _)| v).collect();
        let mut classes: Vec<(ValueId, Vec<ValueId>)> = Vec::new();
        for &v in &inputs {
            let r = find(&mut parent, v);
            match classes.iter_mut().find(|(k, _)| *k == r) {
                Some((_, m)) => m.push(v),
                None => classes.push((r, vec![v])),
            }
        }
        let dead: Vec<ValueId> = {
            let ir = cx.ir();
            classes
                .into_iter()
                .filter(|(_, m)| m.iter().all(|&v| ir.value_use_empty(v).unwrap_or(false)))
                .flat_map(|(_, m)| m)
                .collect()
        };
        if dead.is_empty() {
            let loc = cx.ir().op_loc(op).ok();
            if let Some(loc) = loc {
                return rw.notify_match_failure(loc, || "no values to remove".into());
            }
            return false;
        }
        // Operands to erase, by operation (in first-seen order).
        let mut operands: Vec<(OpId, Vec<usize>)> = Vec::new();
        for &(o, input) in &list {
            if dead.contains(&input) {
                match operands.iter_mut().find(|(k, _)| *k == o.0) {
                    Some((_, v)) => v.push(o.1),
                    None => operands.push((o.0, vec![o.1])),
                }
            }
        }
        for (owner, mut idx) in operands {
            idx.sort_unstable();
            idx.dedup();
            let _ = rw.modify_op_in_place(owner, |ir| {
                let kept: Option<SmallVec<[ValueId; 8]>> = (0..ir.op_num_operands(owner).unwrap_or(0))
                    .filter(|i| idx.binary_search(i).is_err())
                    .map(|i| ir.op_operand(owner, i).ok().flatten())
                    .collect();
                if let Some(kept) = kept {
                    let _ = ir.set_op_operands(owner, &kept);
                }
            });
        }
        // Block arguments, by block.
        let mut args: Vec<(crate::ir::BlockId, Vec<usize>)> = Vec::new();
        let mut results: Vec<usize> = Vec::new();
        {
            let ir = cx.ir();
            for &v in &dead {
                match ir.value_owner(v) {
                    Ok(ValueOwner::Argument(b, i)) => match args.iter_mut().find(|(k, _)| *k == b) {
                        Some((_, l)) => l.push(i),
                        None => args.push((b, vec![i])),
                    },
                    Ok(ValueOwner::Result(_, i)) => results.push(i),
                    Err(_) => {}
                }
            }
        }
        for (block, mut idx) in args {
            idx.sort_unstable();
            let Some(owner) = cx.ir().block_parent_op(block).ok().flatten() else { continue };
            let _ = rw.modify_op_in_place(owner, |ir| {
                for &i in idx.iter().rev() {
                    let _ = ir.block_erase_arg(block, i);
                }
            });
        }
        if !results.is_empty() {
            erase_op_results(rw, op, &results);
        }
        true
    }
}

/// Replaces `op` by a copy without the results `erase` (upstream's
/// `RewriterBase::eraseOpResults`): same operands, attributes and
/// properties, its regions moved over.
pub(super) fn erase_op_results(rw: &mut Rewriter<'_>, op: OpId, erase: &[usize]) -> Option<OpId> {
    let cx = rw.context();
    let (st, n) = {
        let mut ir = cx.ir_mut();
        let mut st = OperationState::new(ir.op_name(op).ok()?, ir.op_loc(op).ok()?);
        let n = ir.op_num_results(op).ok()?;
        for i in (0..n).filter(|i| !erase.contains(i)) {
            st.results.push(ir.value_type(ir.op_result(op, i).ok()?).ok()?);
        }
        for i in 0..ir.op_num_operands(op).ok()? {
            st.operands.push(ir.op_operand(op, i).ok()??);
        }
        st.attributes.extend(ir.op_discardable_attrs(op).ok()?);
        st.properties = ir.op_properties(op).ok()?;
        for _ in 0..ir.op_num_regions(op).ok()? {
            st.regions.push(ir.create_region());
        }
        (st, n)
    };
    rw.set_insertion_point_before(op).ok()?;
    let new = rw.create(st).ok()?;
    let regions = {
        let ir = cx.ir();
        (0..ir.op_num_regions(op).ok()?).map(|i| (ir.op_region(op, i).ok(), ir.op_region(new, i).ok())).collect::<Vec<_>>()
    };
    for (from, to) in regions {
        let (Some(from), Some(to)) = (from, to) else { continue };
        let first = cx.ir().region_first_block(to).ok().flatten();
        let _ = rw.inline_region_into(from, to, first);
    }
    let new_results = op_results(&cx.ir(), new);
    let mut k = 0;
    let values: Vec<Option<ValueId>> = (0..n)
        .map(|i| {
            if erase.contains(&i) {
                None
            } else {
                k += 1;
                new_results.get(k - 1).copied()
            }
        })
        .collect();
    replace_with_values(rw, op, &values);
    Some(new)
}

/// Adds the three patterns for the operation called `name` (upstream's
/// `populateRegionBranchOpInterfaceCanonicalizationPatterns`).
pub(super) fn populate(patterns: &mut PatternSet, name: &str) {
    patterns.add(MakeSuccessorInputsDead(name.into()));
    patterns.add(RemoveDuplicateSuccessorInputUses(name.into()));
    patterns.add(RemoveDeadSuccessorInputs(name.into()));
}
