//! The canonicalization patterns of the `cf` operations (upstream's
//! `AssertOp::canonicalize`, `BranchOp::canonicalize` and the
//! `getCanonicalizationPatterns` of `CondBranchOp` and `SwitchOp`), in
//! upstream's order. Patterns upstream adds as functions have no debug
//! name; its pattern classes are named as `llvm::getTypeName` names them.

use hashbrown::HashSet;

use crate::attrs::{AttrData, Attribute, NamedAttribute};
use crate::ir::{BlockId, Ir, OpId, OperationState, ValueId, ValueOwner};
use crate::rewrite::fold::constant_value;
use crate::rewrite::{PatternSet, Rewriter, RewritePattern};
use crate::support::apint::ApInt;
use crate::view::{block_ops, OpView};
use crate::{Context, Location, Type};

use super::{elements_of, CASE_SEGMENTS};

/// A rewrite: whether it matched (and rewrote) the operation.
type Rewrite = fn(OpId, &mut Rewriter<'_>) -> bool;

/// A pattern rooted at one `cf` operation.
struct Pattern {
    root: &'static str,
    name: &'static str,
    rewrite: Rewrite,
}

impl RewritePattern for Pattern {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }

    fn debug_name(&self) -> &str {
        self.name
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        (self.rewrite)(op, rw)
    }
}

/// `cf.assert`'s patterns.
pub(super) fn assert_patterns(set: &mut PatternSet) {
    set.add(Pattern { root: "cf.assert", name: "", rewrite: erase_true_assert });
}

/// `cf.br`'s patterns.
pub(super) fn br_patterns(set: &mut PatternSet) {
    set.add(Pattern { root: "cf.br", name: "", rewrite: |op, rw| br_to_single_pred(op, rw) || pass_through_br(op, rw) });
}

/// `cf.cond_br`'s patterns.
pub(super) fn cond_br_patterns(set: &mut PatternSet) {
    const PATTERNS: [(&str, Rewrite); 5] = [
        ("(anonymous namespace)::SimplifyConstCondBranchPred", const_cond_br),
        ("(anonymous namespace)::SimplifyPassThroughCondBranch", pass_through_cond_br),
        ("(anonymous namespace)::SimplifyCondBranchIdenticalSuccessors", cond_br_identical_successors),
        ("(anonymous namespace)::SimplifyCondBranchFromCondBranchOnSameCondition", cond_br_after_same_condition),
        ("(anonymous namespace)::CondBranchTruthPropagation", cond_br_truth_propagation),
    ];
    for (name, rewrite) in PATTERNS {
        set.add(Pattern { root: "cf.cond_br", name, rewrite });
    }
}

/// `cf.switch`'s patterns.
pub(super) fn switch_patterns(set: &mut PatternSet) {
    const PATTERNS: [Rewrite; 6] = [
        switch_only_default,
        drop_cases_matching_default,
        const_switch,
        pass_through_switch,
        switch_after_switch_case,
        switch_after_switch_default,
    ];
    for rewrite in PATTERNS {
        set.add(Pattern { root: "cf.switch", name: "", rewrite });
    }
}

// -- helpers ---------------------------------------------------------------

/// The integer value of `v` if a constant defines it (upstream's
/// `m_ConstantInt`).
fn constant_int(cx: &Context, v: ValueId) -> Option<ApInt> {
    let attr = constant_value(cx, &mut cx.ir_mut(), v)?;
    cx.integer_attr_value(attr).map(|(value, _)| value.clone())
}

fn is_one(v: &ApInt) -> bool {
    matches!(v.words(), [1, rest @ ..] if rest.iter().all(|&w| w == 0))
}

/// Operands `start..start + len` of `v`.
fn operand_slice(v: &OpView<'_>, (start, len): (usize, usize)) -> Vec<ValueId> {
    (start..start + len).filter_map(|i| v.operand(i)).collect()
}

/// The forwarded operands of each successor of `v`.
fn successor_operands(v: &OpView<'_>) -> Vec<Vec<ValueId>> {
    (0..v.num_successors())
        .map(|s| crate::registry::interfaces::successor_operand_range(v.cx, v.ir, v.id, s).map_or_else(Vec::new, |r| operand_slice(v, r)))
        .collect()
}

fn i32_array(cx: &Context, values: &[i32]) -> Attribute {
    let raw: Vec<u8> = values.iter().flat_map(|s| s.to_le_bytes()).collect();
    cx.dense_array_attr(crate::attrs::dense_array::DenseArrayKind::I32, &raw)
}

fn named(cx: &Context, name: &str, value: Attribute) -> NamedAttribute {
    NamedAttribute { name: cx.identifier(name), value }
}

/// A `cf.br` to `dest` with `operands`.
fn br(cx: &Context, loc: Location, dest: BlockId, operands: &[ValueId]) -> OperationState {
    let mut st = OperationState::new(cx.op_name(b"cf.br"), loc);
    st.operands.extend_from_slice(operands);
    st.successors.push(dest);
    st
}

/// A `cf.cond_br` without branch weights.
fn cond_br(cx: &Context, loc: Location, cond: ValueId, t: (BlockId, &[ValueId]), f: (BlockId, &[ValueId])) -> OperationState {
    let mut st = OperationState::new(cx.op_name(b"cf.cond_br"), loc);
    st.operands.push(cond);
    st.operands.extend_from_slice(t.1);
    st.operands.extend_from_slice(f.1);
    st.successors.extend([t.0, f.0]);
    st.attributes.push(named(cx, "operandSegmentSizes", i32_array(cx, &[1, t.1.len() as i32, f.1.len() as i32])));
    st
}

/// A `cf.switch`; `values` is its `case_values` attribute (none without
/// cases).
fn switch(
    cx: &Context,
    loc: Location,
    flag: ValueId,
    default: (BlockId, &[ValueId]),
    values: Option<Attribute>,
    cases: &[(BlockId, Vec<ValueId>)],
) -> OperationState {
    let mut st = OperationState::new(cx.op_name(b"cf.switch"), loc);
    st.operands.push(flag);
    st.operands.extend_from_slice(default.1);
    let mut case_count = 0;
    for (_, ops) in cases {
        st.operands.extend_from_slice(ops);
        case_count += ops.len();
    }
    st.successors.push(default.0);
    st.successors.extend(cases.iter().map(|c| c.0));
    if let Some(values) = values {
        st.attributes.push(named(cx, "case_values", values));
    }
    let sizes: Vec<i32> = cases.iter().map(|c| c.1.len() as i32).collect();
    st.attributes.push(named(cx, CASE_SEGMENTS, i32_array(cx, &sizes)));
    st.attributes.push(named(cx, "operandSegmentSizes", i32_array(cx, &[1, default.1.len() as i32, case_count as i32])));
    st
}

/// `case_values` for `values` of the flag type `flag` (none when empty, as
/// upstream's builder from `ArrayRef<APInt>`).
fn case_values(cx: &Context, flag: Type, values: &[ApInt]) -> Option<Attribute> {
    if values.is_empty() {
        return None;
    }
    let elems: Vec<Attribute> = values.iter().map(|v| cx.integer_attr_apint(flag, v)).collect();
    let ty = cx.vector_type(&[values.len() as i64], &[false], flag);
    cx.dense_elements_from_attrs(ty, &elems).ok()
}

/// Replaces the terminator `op` with the operation `st` describes
/// (upstream's `replaceOpWithNewOp`).
fn replace_with(rw: &mut Rewriter<'_>, op: OpId, st: OperationState) -> bool {
    let Ok(new) = rw.create(st) else { return false };
    rw.replace_op_with_op(op, new).is_ok()
}

/// Whether `v`'s operation is a registered `name`.
fn is_op(v: &OpView<'_>, name: &str) -> bool {
    v.name() == name && v.def().is_some()
}

/// If `successor` holds nothing but a `cf.br` using its arguments only,
/// the branch's destination and operands with those arguments replaced
/// by `operands` (upstream's `collapseBranch`).
fn collapse_branch(cx: &Context, ir: &Ir, successor: BlockId, operands: &[ValueId]) -> Option<(BlockId, Vec<ValueId>)> {
    let ops = block_ops(ir, successor);
    let [branch] = ops[..] else { return None };
    let v = OpView::new(cx, ir, branch)?;
    if !is_op(&v, "cf.br") {
        return None;
    }
    let nargs = ir.block_num_args(successor).ok()?;
    for i in 0..nargs {
        let arg = ir.block_arg(successor, i).ok()?;
        for u in ir.value_uses(arg).ok()? {
            if ir.operand_owner(u).ok()? != branch {
                return None;
            }
        }
    }
    let dest = v.successor(0)?;
    if dest == successor {
        return None;
    }
    // Nor to a chain of branches that runs into a cycle.
    let mut visited: HashSet<BlockId> = [successor, dest].into_iter().collect();
    let mut next = br_dest(cx, ir, dest);
    while let Some(d) = next {
        if !visited.insert(d) {
            return None;
        }
        next = br_dest(cx, ir, d);
    }
    let forwarded = v.operands();
    if nargs == 0 {
        return Some((dest, forwarded.to_vec()));
    }
    let mapped = forwarded
        .iter()
        .map(|&x| match ir.value_owner(x) {
            Ok(ValueOwner::Argument(b, i)) if b == successor => operands.get(i).copied().unwrap_or(x),
            _ => x,
        })
        .collect();
    Some((dest, mapped))
}

/// The destination of `block`'s terminator if it is a `cf.br`.
fn br_dest(cx: &Context, ir: &Ir, block: BlockId) -> Option<BlockId> {
    let last = ir.block_last_op(block).ok()??;
    let v = OpView::new(cx, ir, last)?;
    if !is_op(&v, "cf.br") {
        return None;
    }
    v.successor(0)
}

/// The only predecessor edge's block of `block` (upstream's
/// `getSinglePredecessor`: exactly one branch to it).
fn single_predecessor(ir: &Ir, block: BlockId) -> Option<BlockId> {
    match ir.block_predecessors(block).ok()?[..] {
        [p] => p,
        _ => None,
    }
}

/// The predecessor of `block` if every branch to it comes from that one
/// block (upstream's `getUniquePredecessor`).
fn unique_predecessor(ir: &Ir, block: BlockId) -> Option<BlockId> {
    let preds = ir.block_predecessors(block).ok()?;
    let first = (*preds.first()?)?;
    preds.iter().all(|&p| p == Some(first)).then_some(first)
}

// -- cf.assert -------------------------------------------------------------

/// `cf.assert` of a constant true is erased.
fn erase_true_assert(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cx = rw.context();
    let Some(arg) = cx.ir().op_operand(op, 0).ok().flatten() else { return false };
    if !constant_int(cx, arg).is_some_and(|v| is_one(&v)) {
        return false;
    }
    rw.erase_op(op).is_ok()
}

// -- cf.br -----------------------------------------------------------------

/// A branch to a block with no other predecessor merges that block into
/// the branch's (upstream's `simplifyBrToBlockWithSinglePred`).
fn br_to_single_pred(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cx = rw.context();
    let (succ, parent, operands) = {
        let ir = cx.ir();
        let Some(v) = OpView::new(cx, &ir, op) else { return false };
        let (Some(succ), Some(parent)) = (v.successor(0), v.block()) else { return false };
        if succ == parent || ir.block_num_predecessors(succ).ok() != Some(1) {
            return false;
        }
        (succ, parent, v.operands())
    };
    if rw.erase_op(op).is_err() {
        return false;
    }
    rw.merge_blocks(succ, parent, &operands).is_ok()
}

/// A branch to a block that only branches on goes to the final
/// destination (upstream's `simplifyPassThroughBr`).
fn pass_through_br(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cx = rw.context();
    let st = {
        let ir = cx.ir();
        let Some(v) = OpView::new(cx, &ir, op) else { return false };
        let Some(dest) = v.successor(0) else { return false };
        if Some(dest) == v.block() {
            return false;
        }
        let Some((dest, operands)) = collapse_branch(cx, &ir, dest, &v.operands()) else { return false };
        br(cx, v.loc(), dest, &operands)
    };
    replace_with(rw, op, st)
}

// -- cf.cond_br ------------------------------------------------------------

/// The condition, successors and successor operands of a `cf.cond_br`.
struct CondBr {
    loc: Location,
    block: Option<BlockId>,
    cond: ValueId,
    dests: [BlockId; 2],
    operands: [Vec<ValueId>; 2],
}

fn read_cond_br(cx: &Context, ir: &Ir, op: OpId) -> Option<CondBr> {
    let v = OpView::new(cx, ir, op)?;
    let mut ops = successor_operands(&v).into_iter();
    Some(CondBr {
        loc: v.loc(),
        block: v.block(),
        cond: v.operand(0)?,
        dests: [v.successor(0)?, v.successor(1)?],
        operands: [ops.next()?, ops.next()?],
    })
}

/// A conditional branch on a constant is an unconditional branch.
fn const_cond_br(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cx = rw.context();
    let Some(c) = read_cond_br(cx, &cx.ir(), op) else { return false };
    let Some(value) = constant_int(cx, c.cond) else { return false };
    let taken = usize::from(value.is_zero());
    replace_with(rw, op, br(cx, c.loc, c.dests[taken], &c.operands[taken]))
}

/// Successors that only branch on are replaced by their destinations.
fn pass_through_cond_br(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cx = rw.context();
    let st = {
        let ir = cx.ir();
        let Some(c) = read_cond_br(cx, &ir, op) else { return false };
        let t = collapse_branch(cx, &ir, c.dests[0], &c.operands[0]);
        let f = collapse_branch(cx, &ir, c.dests[1], &c.operands[1]);
        if t.is_none() && f.is_none() {
            return false;
        }
        let [t0, f0] = c.operands;
        let t = t.unwrap_or((c.dests[0], t0));
        let f = f.unwrap_or((c.dests[1], f0));
        let mut st = cond_br(cx, c.loc, c.cond, (t.0, &t.1), (f.0, &f.1));
        // The new branch keeps the weights (not the other attributes).
        if let Some(w) = OpView::new(cx, &ir, op).and_then(|v| v.inherent("branch_weights")) {
            st.attributes.push(named(cx, "branch_weights", w));
        }
        st
    };
    replace_with(rw, op, st)
}

/// Both successors the same block: an unconditional branch, with
/// `arith.select`s for operands that differ when this block is the only
/// predecessor.
fn cond_br_identical_successors(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cx = rw.context();
    let (c, unique) = {
        let ir = cx.ir();
        let Some(c) = read_cond_br(cx, &ir, op) else { return false };
        if c.dests[0] != c.dests[1] {
            return false;
        }
        let unique = unique_predecessor(&ir, c.dests[0]) == c.block;
        (c, unique)
    };
    if c.operands[0] == c.operands[1] {
        return replace_with(rw, op, br(cx, c.loc, c.dests[0], &c.operands[0]));
    }
    if !unique {
        return false;
    }
    let mut merged = Vec::with_capacity(c.operands[0].len());
    for (&t, &f) in c.operands[0].iter().zip(&c.operands[1]) {
        if t == f {
            merged.push(t);
            continue;
        }
        let Ok(ty) = cx.ir().value_type(t) else { return false };
        let mut st = OperationState::new(cx.op_name(b"arith.select"), c.loc);
        st.operands.extend([c.cond, t, f]);
        st.results.push(ty);
        let Ok(select) = rw.create(st) else { return false };
        let Ok(r) = cx.ir().op_result(select, 0) else { return false };
        merged.push(r);
    }
    replace_with(rw, op, br(cx, c.loc, c.dests[0], &merged))
}

/// A conditional branch whose only predecessor branched on the same
/// condition to it knows which way it goes.
fn cond_br_after_same_condition(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cx = rw.context();
    let st = {
        let ir = cx.ir();
        let Some(c) = read_cond_br(cx, &ir, op) else { return false };
        let Some(block) = c.block else { return false };
        let Some(pred) = single_predecessor(&ir, block) else { return false };
        let Some(term) = ir.block_last_op(pred).ok().flatten() else { return false };
        let Some(pv) = OpView::new(cx, &ir, term) else { return false };
        if !is_op(&pv, "cf.cond_br") || pv.operand(0) != Some(c.cond) {
            return false;
        }
        let taken = if pv.successor(0) == Some(block) { 0 } else { 1 };
        br(cx, c.loc, c.dests[taken], &c.operands[taken])
    };
    replace_with(rw, op, st)
}

/// Uses of the condition in a successor reached only from here see it as
/// a constant.
fn cond_br_truth_propagation(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cx = rw.context();
    let Some(c) = read_cond_br(cx, &cx.ir(), op) else { return false };
    let i1 = cx.integer_type(1, crate::types::Signedness::Signless);
    let mut replaced = false;
    for (k, truth) in [(0, true), (1, false)] {
        let dest = c.dests[k];
        let uses = {
            let ir = cx.ir();
            if single_predecessor(&ir, dest).is_none() {
                continue;
            }
            ir.value_uses(c.cond).unwrap_or_default()
        };
        let mut constant: Option<ValueId> = None;
        for u in uses {
            let (owner, index) = {
                let ir = cx.ir();
                let (Ok(owner), Ok(index)) = (ir.operand_owner(u), ir.operand_number(u)) else { continue };
                if ir.op_block(owner).ok().flatten() != Some(dest) {
                    continue;
                }
                (owner, index)
            };
            replaced = true;
            let value = match constant {
                Some(v) => v,
                None => {
                    let mut st = OperationState::new(cx.op_name(b"arith.constant"), c.loc);
                    st.results.push(i1);
                    st.attributes.push(named(cx, "value", cx.bool_attr(truth)));
                    let Ok(made) = rw.create(st) else { return replaced };
                    let Ok(v) = cx.ir().op_result(made, 0) else { return replaced };
                    constant = Some(v);
                    v
                }
            };
            let _ = rw.modify_op_in_place(owner, |ir| ir.set_op_operand(owner, index, Some(value)));
        }
    }
    replaced
}

// -- cf.switch -------------------------------------------------------------

/// The parts of a `cf.switch`.
struct Switch {
    loc: Location,
    block: Option<BlockId>,
    flag: ValueId,
    flag_type: Type,
    values_attr: Option<Attribute>,
    /// The case values; `None` when the switch has no `case_values`.
    values: Option<Vec<ApInt>>,
    default: (BlockId, Vec<ValueId>),
    cases: Vec<(BlockId, Vec<ValueId>)>,
}

fn read_switch(cx: &Context, ir: &Ir, op: OpId) -> Option<Switch> {
    let v = OpView::new(cx, ir, op)?;
    let flag = v.operand(0)?;
    let values_attr = v.inherent("case_values");
    let values = match values_attr {
        Some(a) => {
            let (_, n) = elements_of(cx, a)?;
            let AttrData::DenseIntOrFloat(d) = cx.try_attr_data(a)? else { return None };
            Some((0..n).map(|i| cx.dense_element_bits(d, i)).collect())
        }
        None => None,
    };
    let all = successor_operands(&v);
    let mut cases = Vec::new();
    for s in 1..v.num_successors() {
        cases.push((v.successor(s)?, all.get(s)?.clone()));
    }
    Some(Switch {
        loc: v.loc(),
        block: v.block(),
        flag,
        flag_type: v.operand_type(0)?,
        values_attr,
        values,
        default: (v.successor(0)?, all.first()?.clone()),
        cases,
    })
}

/// Replaces the switch `op` with a branch to the case of `value` (the
/// default if no case has it), as upstream's `foldSwitch`.
fn fold_switch(rw: &mut Rewriter<'_>, op: OpId, s: &Switch, value: &ApInt) -> bool {
    let cx = rw.context();
    let values = s.values.as_deref().unwrap_or(&[]);
    let (dest, operands) = match values.iter().position(|v| v == value).and_then(|i| s.cases.get(i)) {
        Some(c) => (c.0, &c.1),
        None => (s.default.0, &s.default.1),
    };
    replace_with(rw, op, br(cx, s.loc, dest, operands))
}

/// A switch with no cases is a branch to its default.
fn switch_only_default(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cx = rw.context();
    let Some(s) = read_switch(cx, &cx.ir(), op) else { return false };
    if !s.cases.is_empty() {
        return false;
    }
    replace_with(rw, op, br(cx, s.loc, s.default.0, &s.default.1))
}

/// Cases going where the default goes, with the same operands, are
/// dropped.
fn drop_cases_matching_default(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cx = rw.context();
    let Some(s) = read_switch(cx, &cx.ir(), op) else { return false };
    let Some(values) = &s.values else { return false };
    let mut kept_values = Vec::new();
    let mut kept = Vec::new();
    for (value, case) in values.iter().zip(&s.cases) {
        if *case == s.default {
            continue;
        }
        kept_values.push(value.clone());
        kept.push(case.clone());
    }
    if kept.len() == s.cases.len() {
        return false;
    }
    let attr = case_values(cx, s.flag_type, &kept_values);
    replace_with(rw, op, switch(cx, s.loc, s.flag, (s.default.0, &s.default.1), attr, &kept))
}

/// A switch on a constant is a branch.
fn const_switch(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cx = rw.context();
    let Some(s) = read_switch(cx, &cx.ir(), op) else { return false };
    let Some(value) = constant_int(cx, s.flag) else { return false };
    fold_switch(rw, op, &s, &value)
}

/// Destinations that only branch on are replaced by their destinations.
fn pass_through_switch(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cx = rw.context();
    let st = {
        let ir = cx.ir();
        let Some(s) = read_switch(cx, &ir, op) else { return false };
        let Some(values) = &s.values else { return false };
        let mut changed = false;
        let mut cases = Vec::with_capacity(values.len());
        for case in s.cases.iter().take(values.len()) {
            match collapse_branch(cx, &ir, case.0, &case.1) {
                Some(c) => {
                    changed = true;
                    cases.push(c);
                }
                None => cases.push(case.clone()),
            }
        }
        let default = match collapse_branch(cx, &ir, s.default.0, &s.default.1) {
            Some(d) => {
                changed = true;
                d
            }
            None => s.default.clone(),
        };
        if !changed {
            return false;
        }
        switch(cx, s.loc, s.flag, (default.0, &default.1), s.values_attr, &cases)
    };
    replace_with(rw, op, st)
}

/// The switch terminating the only predecessor of `s`'s block, if it
/// switches on the same flag.
fn switch_predecessor(cx: &Context, ir: &Ir, s: &Switch) -> Option<(BlockId, Switch)> {
    let block = s.block?;
    let pred = single_predecessor(ir, block)?;
    let term = ir.block_last_op(pred).ok().flatten()?;
    let pv = OpView::new(cx, ir, term)?;
    if !is_op(&pv, "cf.switch") {
        return None;
    }
    let p = read_switch(cx, ir, term)?;
    (p.flag == s.flag).then_some((block, p))
}

/// A switch reached only through a case of a switch on the same flag
/// knows the flag's value.
fn switch_after_switch_case(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cx = rw.context();
    let (s, value) = {
        let ir = cx.ir();
        let Some(s) = read_switch(cx, &ir, op) else { return false };
        let Some((block, p)) = switch_predecessor(cx, &ir, &s) else { return false };
        if p.default.0 == block {
            return false;
        }
        let value = p.cases.iter().position(|c| c.0 == block).and_then(|i| p.values.as_ref()?.get(i).cloned());
        (s, value)
    };
    match value {
        Some(v) => fold_switch(rw, op, &s, &v),
        None => replace_with(rw, op, br(cx, s.loc, s.default.0, &s.default.1)),
    }
}

/// A switch reached only through the default of a switch on the same
/// flag drops the cases that switch handled elsewhere.
fn switch_after_switch_default(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let cx = rw.context();
    let st = {
        let ir = cx.ir();
        let Some(s) = read_switch(cx, &ir, op) else { return false };
        let Some((block, p)) = switch_predecessor(cx, &ir, &s) else { return false };
        if p.default.0 != block {
            return false;
        }
        let pred_values = p.values.clone().unwrap_or_default();
        let removed: Vec<&ApInt> =
            pred_values.iter().zip(&p.cases).filter(|(_, c)| c.0 != block).map(|(v, _)| v).collect();
        let Some(values) = &s.values else { return false };
        let mut kept_values = Vec::new();
        let mut kept = Vec::new();
        for (value, case) in values.iter().zip(&s.cases) {
            if removed.contains(&value) {
                continue;
            }
            kept_values.push(value.clone());
            kept.push(case.clone());
        }
        if kept.len() == values.len() {
            return false;
        }
        let attr = case_values(cx, s.flag_type, &kept_values);
        switch(cx, s.loc, s.flag, (s.default.0, &s.default.1), attr, &kept)
    };
    replace_with(rw, op, st)
}
