//! The `scf` (structured control flow) dialect: `scf.condition`,
//! `scf.execute_region`, `scf.for`, `scf.forall`,
//! `scf.forall.in_parallel`, `scf.if`, `scf.index_switch`,
//! `scf.parallel`, `scf.reduce`, `scf.reduce.return`, `scf.while` and
//! `scf.yield`, as definitions. The hand-written syntax of the ops that
//! have one is in [`syntax`].

mod canonicalize;
mod fold;
mod region_branch;
mod syntax;

use std::sync::Arc;

use smallvec::{smallvec, SmallVec};

use crate::attrs::AttrData;
use crate::context::Context;
use crate::ir::{Ir, OpId, ValueId};
use crate::registry::constraints::{
    i64_array, DENSE_I64_ARRAY_ATTR, I1, INDEX, RANKED_TENSOR, SIGNLESS_INTEGER_OR_INDEX, UNIT_ATTR,
};
use crate::registry::interfaces::{
    ConditionallySpeculatable, InferInput, InferTypeOpInterface, LoopLikeOpInterface, MemoryEffectOpInterface,
    RegionBranchOpInterface, RegionBranchTerminatorOpInterface, RegionSuccessor, Speculatability,
};
use crate::registry::{
    AttrConstraint, DialectDef, DialectSpec, OpDef, OpTrait, RegionConstraint, Trait, TypeConstraint,
};
use crate::types::{Type, TypeData};
use crate::verify::VerifyResult;
use crate::view::OpView;

/// The scf dialect.
pub static DIALECT: DialectSpec = DialectSpec::new("scf", build);

/// `DeviceMappingArrayAttr`: an array of attributes implementing
/// `DeviceMappingAttrInterface`. No dialect defined here has such
/// attributes, so only the empty array qualifies.
const DEVICE_MAPPING_ARRAY_ATTR: AttrConstraint = AttrConstraint::new(
    "Device Mapping array attribute",
    |d| matches!(d, AttrData::Array(_)),
    |cx, a| matches!(cx.try_attr_data(a), Some(AttrData::Array(items)) if items.is_empty()),
);

/// The parents `scf.yield` may have.
const YIELD_PARENTS: &[&str] = &["scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while"];

/// Attribute indices of `scf.forall` (in definition order).
const FORALL_LB: usize = 0;
const FORALL_UB: usize = 1;
const FORALL_STEP: usize = 2;
const FORALL_MAPPING: usize = 3;

/// The control flow of the parallel loops (`scf.forall`, `scf.parallel`):
/// the body runs any number of times; nothing is forwarded.
const PARALLEL_REGION_BRANCH: RegionBranchOpInterface = RegionBranchOpInterface {
    successors: |_, _| smallvec![RegionSuccessor::Region(0), RegionSuccessor::Parent],
    successor_inputs: |_, _| SmallVec::new(),
    entry_operands: |_, _| (0, 0),
};

/// No memory effects (`Pure`).
const NO_EFFECTS: MemoryEffectOpInterface = MemoryEffectOpInterface { effects: |_| SmallVec::new() };

fn build() -> DialectDef {
    // Upstream's scf loads arith and cf along with it (its execute_region
    // canonicalization makes `cf.br`).
    DialectDef::new("scf")
        .depends_on(super::arith::DIALECT.def())
        .depends_on(super::cf::DIALECT.def())
        .op(OpDef::build("scf.condition")
            .summary("loop continuation condition")
            .operand("condition", I1)
            .variadic_operand("args", TypeConstraint::any())
            .traits([Trait::HasParent(&["scf.while"]), Trait::Pure, Trait::Terminator])
            .interface(RegionBranchTerminatorOpInterface { successor_operands: |v, _| (1, v.num_operands().saturating_sub(1)) })
            .interface(NO_EFFECTS)
            .format("`(` $condition `)` attr-dict ($args^ `:` type($args))?"))
        .op(OpDef::build("scf.execute_region")
            .summary("operation that executes its region exactly once")
            .optional_attr("no_inline", UNIT_ATTR)
            // (Unnamed in ODS: `outs Variadic<AnyType>`.)
            .variadic_result("", TypeConstraint::any())
            .region("region", RegionConstraint::any())
            .traits([Trait::RegionBranchOpInterface, Trait::RecursiveMemoryEffects])
            .interface(RegionBranchOpInterface {
                successors: |_, from| match from {
                    None => smallvec![RegionSuccessor::Region(0)],
                    Some(_) => smallvec![RegionSuccessor::Parent],
                },
                successor_inputs: results_of_parent,
                entry_operands: |_, _| (0, 0),
            })
            .canonicalizer(canonicalize::execute_region)
            .verifier(verify_execute_region)
            .custom_assembly(syntax::print_execute_region, syntax::parse_execute_region)
            .plain_assembly())
        .op(OpDef::build("scf.for")
            .summary("for operation")
            .operand("lowerBound", SIGNLESS_INTEGER_OR_INDEX)
            .operand("upperBound", SIGNLESS_INTEGER_OR_INDEX)
            .operand("step", SIGNLESS_INTEGER_OR_INDEX)
            .variadic_operand("initArgs", TypeConstraint::any())
            .optional_attr("unsignedCmp", UNIT_ATTR)
            .variadic_result("results", TypeConstraint::any())
            .region("region", RegionConstraint::sized(1))
            .traits([
                Trait::AffineScope,
                Trait::AutomaticAllocationScope,
                Trait::LoopLikeOpInterface,
                Trait::AllTypesMatch(&["lowerBound", "upperBound", "step"]),
                Trait::RegionBranchOpInterface,
                Trait::SingleBlockImplicitTerminator("scf.yield"),
                Trait::RecursiveMemoryEffects,
            ])
            .interface(LoopLikeOpInterface {
                inits: |v| v.operands().into_iter().skip(3).collect(),
                region_iter_args: |v| body_args_after(&v, 1),
                yielded_values: |v| yielded(&v, 0, "scf.yield"),
                loop_results: |v| Some(v.result_group(0)),
            })
            .interface(ConditionallySpeculatable { speculatability: for_speculatability })
            .interface(RegionBranchOpInterface {
                successors: |_, _| smallvec![RegionSuccessor::Region(0), RegionSuccessor::Parent],
                successor_inputs: |v, s| match s {
                    RegionSuccessor::Region(_) => body_args_after(&v, 1).unwrap_or_default(),
                    RegionSuccessor::Parent => v.result_group(0),
                },
                entry_operands: |v, _| (3, v.num_operands().saturating_sub(3)),
            })
            .canonicalizer(canonicalize::for_op)
            .verifier(verify_for)
            .region_verifier(verify_for_regions)
            .custom_assembly(syntax::print_for, syntax::parse_for)
            .plain_assembly())
        .op(OpDef::build("scf.forall")
            .summary("evaluate a block multiple times in parallel")
            .variadic_operand("dynamicLowerBound", INDEX)
            .variadic_operand("dynamicUpperBound", INDEX)
            .variadic_operand("dynamicStep", INDEX)
            .attr("staticLowerBound", DENSE_I64_ARRAY_ATTR)
            .attr("staticUpperBound", DENSE_I64_ARRAY_ATTR)
            .attr("staticStep", DENSE_I64_ARRAY_ATTR)
            .variadic_operand("outputs", RANKED_TENSOR)
            .optional_attr("mapping", DEVICE_MAPPING_ARRAY_ATTR)
            .variadic_result("results", TypeConstraint::any())
            .region("region", RegionConstraint::sized(1))
            .traits([
                Trait::AttrSizedOperandSegments,
                Trait::AutomaticAllocationScope,
                Trait::LoopLikeOpInterface,
                Trait::RecursiveMemoryEffects,
                Trait::SingleBlockImplicitTerminator("scf.forall.in_parallel"),
                Trait::RegionBranchOpInterface,
                Trait::Custom(Arc::new(DestinationStyle)),
                Trait::Marker("HasParallelRegion"),
            ])
            .interface(LoopLikeOpInterface {
                inits: |v| v.operand_group(3),
                region_iter_args: |v| body_args_after(&v, forall_rank(&v)),
                yielded_values: |_| SmallVec::new(),
                loop_results: |_| None,
            })
            .interface(PARALLEL_REGION_BRANCH)
            .canonicalizer(canonicalize::forall)
            .verifier(verify_forall)
            .custom_assembly(syntax::print_forall, syntax::parse_forall)
            .plain_assembly())
        .op(OpDef::build("scf.forall.in_parallel")
            .summary("terminates a `forall` block")
            .region("region", RegionConstraint::sized(1))
            .traits([
                Trait::Pure,
                Trait::Terminator,
                Trait::Marker("ParallelCombiningOpInterface"),
                Trait::HasParent(&["scf.forall"]),
                Trait::NoTerminator,
                Trait::SingleBlock,
                Trait::GraphRegions,
                Trait::Marker("HasOnlyGraphRegion"),
            ])
            .interface(NO_EFFECTS)
            .verifier(verify_in_parallel)
            .custom_assembly(syntax::print_in_parallel, syntax::parse_in_parallel)
            .plain_assembly())
        .op(OpDef::build("scf.if")
            .summary("if-then-else operation")
            .operand("condition", I1)
            .variadic_result("results", TypeConstraint::any())
            .region("thenRegion", RegionConstraint::sized(1))
            .region("elseRegion", RegionConstraint::max_sized(1))
            .traits([
                Trait::RegionBranchOpInterface,
                Trait::SingleBlockImplicitTerminator("scf.yield"),
                Trait::RecursiveMemoryEffects,
                Trait::Marker("RecursivelySpeculatableImplTrait"),
                Trait::NoRegionArguments,
            ])
            .interface(RegionBranchOpInterface {
                successors: |v, from| match from {
                    Some(_) => smallvec![RegionSuccessor::Parent],
                    None if v.region_blocks(1).is_empty() => {
                        smallvec![RegionSuccessor::Region(0), RegionSuccessor::Parent]
                    }
                    None => smallvec![RegionSuccessor::Region(0), RegionSuccessor::Region(1)],
                },
                successor_inputs: results_of_parent,
                entry_operands: |_, _| (0, 0),
            })
            .interface(InferTypeOpInterface { infer: infer_if })
            .interface(ConditionallySpeculatable { speculatability: |_| Speculatability::RecursivelySpeculatable })
            .folder(fold::fold_if)
            .canonicalizer(canonicalize::if_op)
            .verifier(verify_if)
            .custom_assembly(syntax::print_if, syntax::parse_if)
            .plain_assembly())
        .op(OpDef::build("scf.index_switch")
            .summary("switch-case operation on an index argument")
            .operand("arg", INDEX)
            .attr("cases", DENSE_I64_ARRAY_ATTR)
            .variadic_result("results", TypeConstraint::any())
            .region("defaultRegion", RegionConstraint::sized(1))
            .variadic_region("caseRegions", RegionConstraint::sized(1))
            .traits([
                Trait::RecursiveMemoryEffects,
                Trait::SingleBlockImplicitTerminator("scf.yield"),
                Trait::RegionBranchOpInterface,
            ])
            .interface(RegionBranchOpInterface {
                successors: |v, from| match from {
                    Some(_) => smallvec![RegionSuccessor::Parent],
                    None => (0..v.num_regions()).map(RegionSuccessor::Region).collect(),
                },
                successor_inputs: results_of_parent,
                entry_operands: |_, _| (0, 0),
            })
            .canonicalizer(canonicalize::index_switch)
            .verifier(verify_index_switch)
            .directive("SwitchCases", syntax::SWITCH_CASES)
            .format("$arg attr-dict (`->` type($results)^)? custom<SwitchCases>($cases, $caseRegions) `\\n` `` `default` $defaultRegion"))
        .op(OpDef::build("scf.parallel")
            .summary("parallel for operation")
            .variadic_operand("lowerBound", INDEX)
            .variadic_operand("upperBound", INDEX)
            .variadic_operand("step", INDEX)
            .variadic_operand("initVals", TypeConstraint::any())
            .variadic_result("results", TypeConstraint::any())
            .region("region", RegionConstraint::sized(1))
            .traits([
                Trait::AutomaticAllocationScope,
                Trait::AttrSizedOperandSegments,
                Trait::LoopLikeOpInterface,
                Trait::RecursiveMemoryEffects,
                Trait::RegionBranchOpInterface,
                Trait::SingleBlockImplicitTerminator("scf.reduce"),
                Trait::Marker("HasParallelRegion"),
            ])
            .interface(LoopLikeOpInterface {
                inits: |_| SmallVec::new(),
                region_iter_args: |_| Ok(SmallVec::new()),
                yielded_values: |_| SmallVec::new(),
                loop_results: |_| None,
            })
            .interface(PARALLEL_REGION_BRANCH)
            .canonicalizer(canonicalize::parallel)
            .verifier(verify_parallel)
            .custom_assembly(syntax::print_parallel, syntax::parse_parallel)
            .plain_assembly())
        .op(OpDef::build("scf.reduce")
            .summary("reduce operation for scf.parallel")
            .variadic_operand("operands", TypeConstraint::any())
            .variadic_region("reductions", RegionConstraint::sized(1))
            .traits([Trait::Terminator, Trait::HasParent(&["scf.parallel"]), Trait::RecursiveMemoryEffects])
            .interface(RegionBranchTerminatorOpInterface { successor_operands: |_, _| (0, 0) })
            .region_verifier(verify_reduce_regions)
            .format("(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict"))
        .op(OpDef::build("scf.reduce.return")
            .summary("terminator for reduce operation")
            .operand("result", TypeConstraint::any())
            .traits([Trait::HasParent(&["scf.reduce"]), Trait::Pure, Trait::Terminator])
            .interface(NO_EFFECTS)
            .verifier(verify_reduce_return)
            .format("$result attr-dict `:` type($result)"))
        .op(OpDef::build("scf.while")
            .summary("a generic 'while' loop")
            .variadic_operand("inits", TypeConstraint::any())
            .variadic_result("results", TypeConstraint::any())
            .region("before", RegionConstraint::sized(1))
            .region("after", RegionConstraint::sized(1))
            .traits([
                Trait::RegionBranchOpInterface,
                Trait::LoopLikeOpInterface,
                Trait::RecursiveMemoryEffects,
                Trait::SingleBlock,
            ])
            .interface(RegionBranchOpInterface {
                successors: |_, from| match from {
                    None | Some(1) => smallvec![RegionSuccessor::Region(0)],
                    Some(_) => smallvec![RegionSuccessor::Parent, RegionSuccessor::Region(1)],
                },
                successor_inputs: |v, s| match s {
                    RegionSuccessor::Region(r) => entry_args(&v, r),
                    RegionSuccessor::Parent => v.result_group(0),
                },
                entry_operands: |v, _| (0, v.num_operands()),
            })
            .interface(LoopLikeOpInterface {
                inits: |v| v.operands(),
                region_iter_args: |v| Ok(entry_args(&v, 0)),
                yielded_values: |v| yielded(&v, 1, "scf.yield"),
                loop_results: |_| None,
            })
            .canonicalizer(canonicalize::while_op)
            .verifier(verify_while)
            .custom_assembly(syntax::print_while, syntax::parse_while)
            .plain_assembly())
        .op(OpDef::build("scf.yield")
            .summary("loop yield and termination operation")
            .variadic_operand("results", TypeConstraint::any())
            .traits([Trait::Pure, Trait::ReturnLike, Trait::Terminator, Trait::HasParent(YIELD_PARENTS)])
            .interface(NO_EFFECTS)
            .format("attr-dict ($results^ `:` type($results))?"))
}

// ---------------------------------------------------------------------------
// Helpers.
// ---------------------------------------------------------------------------

/// The arguments of region `r`'s entry block (none without a block).
fn entry_args(v: &OpView<'_>, r: usize) -> SmallVec<[ValueId; 4]> {
    let Some(&b) = v.region_blocks(r).first() else { return SmallVec::new() };
    let n = v.ir.block_num_args(b).unwrap_or(0);
    (0..n).filter_map(|i| v.ir.block_arg(b, i).ok()).collect()
}

/// The body's arguments after the first `skip` (upstream's
/// `getArguments().drop_front(skip)`); `Err` with the wrapped count when
/// there are fewer.
fn body_args_after(v: &OpView<'_>, skip: usize) -> Result<SmallVec<[ValueId; 4]>, u64> {
    let args = entry_args(v, 0);
    if args.len() < skip {
        return Err((args.len() as u64).wrapping_sub(skip as u64));
    }
    Ok(args[skip..].iter().copied().collect())
}

/// The operands of region `r`'s terminator if it is `term` (none
/// otherwise).
fn yielded(v: &OpView<'_>, r: usize, term: &str) -> SmallVec<[ValueId; 4]> {
    terminator(v, r).filter(|t| t.name() == term && t.def().is_some()).map(|t| t.operands()).unwrap_or_default()
}

/// The last operation of region `r`'s entry block.
fn terminator<'a>(v: &OpView<'a>, r: usize) -> Option<OpView<'a>> {
    let b = *v.region_blocks(r).first()?;
    let last = v.ir.block_last_op(b).ok().flatten()?;
    OpView::new(v.cx, v.ir, last)
}

/// The op's results, as the inputs of a region successor that is the
/// parent (no inputs for a region).
fn results_of_parent(v: OpView<'_>, s: RegionSuccessor) -> SmallVec<[ValueId; 4]> {
    match s {
        RegionSuccessor::Region(_) => SmallVec::new(),
        RegionSuccessor::Parent => v.result_group(0),
    }
}

/// The rank of an `scf.forall` (the length of `staticLowerBound`).
fn forall_rank(v: &OpView<'_>) -> usize {
    v.inherent_at(FORALL_LB).and_then(|a| i64_array(v.cx, a)).map_or(0, |l| l.len())
}

/// The integer a value holds if a constant-like operation defines it
/// (upstream's `getConstantIntValue` / `m_ConstantInt`).
pub(crate) fn constant_int(cx: &Context, ir: &Ir, value: ValueId) -> Option<i64> {
    let (v, ty) = fold::constant_int_attr(cx, ir, value)?;
    let width = match cx.try_type_data(ty)? {
        TypeData::Integer { width, .. } => *width,
        _ => 64,
    };
    Some(v.sext_i64(width))
}

/// `'<type>'` for a diagnostic.
fn quoted(cx: &Context, t: Option<Type>) -> String {
    t.map(|t| format!("'{}'", crate::print::type_to_string(cx, t))).unwrap_or_default()
}

/// Upstream's `verifyAndGetTerminator`: region `r` ends with `term`, or
/// the message is reported (with a `terminator here` note when there is
/// one).
fn expect_terminator<'a>(v: &OpView<'a>, r: usize, term: &str, message: &str) -> Result<OpView<'a>, ()> {
    let t = terminator(v, r);
    if let Some(t) = t.filter(|t| t.name() == term && t.def().is_some()) {
        return Ok(t);
    }
    let loc = t.map(|t| t.loc());
    let _ = crate::verify::fail_with(v.cx, || {
        let d = crate::diagnostics::op_op_error(v.cx, v.ir, v.id, message);
        match loc {
            Some(l) => d.note(l, "terminator here"),
            None => d,
        }
    });
    Err(())
}

// ---------------------------------------------------------------------------
// Verifiers.
// ---------------------------------------------------------------------------

/// `ExecuteRegionOp::verify`.
fn verify_execute_region(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    let Some(&entry) = v.region_blocks(0).first() else {
        return v.emit_op_error(|| "region needs to have at least one block".into());
    };
    if ir.block_num_args(entry).unwrap_or(0) > 0 {
        return v.emit_op_error(|| "region cannot have any arguments".into());
    }
    Ok(())
}

/// `ForOp::verify`.
fn verify_for(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    if v.num_operands().saturating_sub(3) != v.num_results() {
        return v.emit_op_error(|| "mismatch in number of loop-carried values and defined values".into());
    }
    Ok(())
}

/// `ForOp::verifyRegions`.
fn verify_for_regions(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    let args = entry_args(&v, 0);
    if args.first().and_then(|&a| v.value_type(a)) != v.operand_type(0) {
        return v.emit_op_error(|| "expected induction variable to be same type as bounds and step".into());
    }
    if args.len().wrapping_sub(1) != v.num_results() {
        return v.emit_op_error(|| "mismatch in number of basic block args and defined values".into());
    }
    let inits = v.operands();
    for (i, ((&init, &arg), res)) in inits.iter().skip(3).zip(&args[1..]).zip(v.result_types()).enumerate() {
        if v.value_type(init) != Some(res) {
            return v.emit_op_error(|| format!("types mismatch between {i}th iter operand and defined value"));
        }
        if v.value_type(arg) != Some(res) {
            return v.emit_op_error(|| format!("types mismatch between {i}th iter region arg and defined value"));
        }
    }
    Ok(())
}

/// `ForOp::getSpeculatability`: a loop with a constant step of 1
/// terminates, so it is as speculatable as its body.
fn for_speculatability(v: OpView<'_>) -> Speculatability {
    match v.operand(2).and_then(|s| constant_int(v.cx, v.ir, s)) {
        Some(1) => Speculatability::RecursivelySpeculatable,
        _ => Speculatability::NotSpeculatable,
    }
}

/// `ForallOp::verify`.
fn verify_forall(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    let rank = forall_rank(&v);
    let outputs = v.operand_group(3);
    if v.num_results() != outputs.len() {
        return v.emit_op_error(|| format!("produces {} results, but has only {} outputs", v.num_results(), outputs.len()));
    }
    let args = entry_args(&v, 0);
    if args.len() != rank + outputs.len() {
        return v.emit_op_error(|| format!("region expects {rank} arguments"));
    }
    for (i, &a) in args.iter().take(rank).enumerate() {
        if !matches!(v.value_type(a).and_then(|t| cx.try_type_data(t)), Some(TypeData::Index)) {
            return v.emit_op_error(|| format!("expects {i}-th block argument to be an index"));
        }
    }
    for (i, &o) in outputs.iter().enumerate() {
        if v.value_type(args[rank + i]) != v.value_type(o) {
            return v.emit_op_error(|| format!("type mismatch between {i}-th output and corresponding block argument"));
        }
    }
    if let Some(AttrData::Array(items)) = v.inherent_at(FORALL_MAPPING).and_then(|a| cx.try_attr_data(a)) {
        if !items.is_empty() && items.len() != rank {
            return v.emit_op_error(|| "mapping attribute size must match op rank".into());
        }
    }
    for (name, attr, group) in [("lower bound", FORALL_LB, 0), ("upper bound", FORALL_UB, 1), ("step", FORALL_STEP, 2)] {
        let statics = v.inherent_at(attr).and_then(|a| i64_array(cx, a)).unwrap_or_default();
        verify_list_of_operands_or_integers(&v, name, rank, &statics, v.operand_group(group).len())?;
    }
    Ok(())
}

/// Upstream's `verifyListOfOperandsOrIntegers` (reported with
/// `emitError`, without the op prefix).
fn verify_list_of_operands_or_integers(v: &OpView<'_>, name: &str, n: usize, statics: &[i64], dynamic: usize) -> VerifyResult {
    if statics.len() != n {
        return crate::verify::fail_error(v.cx, v.ir, v.id, || format!("expected {n} {name} values, got {}", statics.len()));
    }
    let expected = statics.iter().filter(|&&s| s == i64::MIN).count();
    if dynamic != expected {
        return crate::verify::fail_error(v.cx, v.ir, v.id, || format!("expected {expected} dynamic {name} values"));
    }
    Ok(())
}

/// `DestinationStyleOpInterface`'s verifier (after the regions): the
/// outputs (`shared_outs`) are tensors or memrefs, tied one to one to
/// the tensor results.
struct DestinationStyle;

impl OpTrait for DestinationStyle {
    fn name(&self) -> &str {
        "DestinationStyleOpInterface"
    }

    fn verify_region(&self, v: OpView<'_>) -> VerifyResult {
        let cx = v.cx;
        let (start, _) = dps_inits_start(&v);
        let inits = v.operand_group(3);
        let is_tensor = |t: Option<Type>| {
            matches!(t.and_then(|t| cx.try_type_data(t)), Some(TypeData::RankedTensor { .. } | TypeData::UnrankedTensor(_)))
        };
        let mut tensors = Vec::new();
        for (k, &o) in inits.iter().enumerate() {
            let t = v.value_type(o);
            if is_tensor(t) {
                tensors.push(k);
            } else if !matches!(t.and_then(|t| cx.try_type_data(t)), Some(TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. })) {
                return v.emit_op_error(|| format!("expected that operand #{} is a tensor or a memref", start + k));
            }
        }
        let results = v.result_types();
        let tensor_results = results.iter().filter(|&&t| is_tensor(Some(t))).count();
        if tensor_results != tensors.len() {
            return v.emit_op_error(|| {
                format!(
                    "expected the number of tensor results ({tensor_results}) to be equal to the number of output tensors ({})",
                    tensors.len()
                )
            });
        }
        for (r, &k) in tensors.iter().enumerate() {
            let operand_ty = v.value_type(inits[k]);
            if results.get(r).copied() != operand_ty {
                return v.emit_op_error(|| {
                    format!(
                        "expected type of operand #{} ({}) to match type of corresponding result ({})",
                        start + k,
                        quoted(cx, operand_ty),
                        quoted(cx, results.get(r).copied())
                    )
                });
            }
        }
        Ok(())
    }
}

/// The operand index where `scf.forall`'s outputs start, and their count.
fn dps_inits_start(v: &OpView<'_>) -> (usize, usize) {
    let n = v.num_operands();
    let outs = v.operand_group(3).len();
    (n - outs, outs)
}

/// `InParallelOp::verify`.
fn verify_in_parallel(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    if v.parent().is_none_or(|p| p.name() != "scf.forall") {
        return v.emit_op_error(|| "expected forall op parent".into());
    }
    let Some(&b) = v.region_blocks(0).first() else { return Ok(()) };
    let mut o = ir.block_first_op(b).ok().flatten();
    while let Some(x) = o {
        let combining = OpView::new(cx, ir, x)
            .and_then(|xv| xv.def())
            .is_some_and(|d| d.trait_list.iter().any(|t| t.name() == "ParallelCombiningOpInterface"));
        if !combining {
            return v.emit_op_error(|| "expected only ParallelCombiningOpInterface ops".into());
        }
        o = ir.op_next(x).ok().flatten();
    }
    Ok(())
}

/// `IfOp::verify`.
fn verify_if(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    if v.num_results() != 0 && v.region_blocks(1).is_empty() {
        return v.emit_op_error(|| "must have an else block if defining values".into());
    }
    Ok(())
}

/// `IfOp::inferReturnTypes`: the operand types of the `then` yield.
fn infer_if(input: &InferInput<'_>) -> Result<SmallVec<[Type; 2]>, ()> {
    let ir = input.ir;
    let r = *input.regions.first().ok_or(())?;
    let b = ir.region_first_block(r).ok().flatten().ok_or(())?;
    let last = ir.block_last_op(b).ok().flatten().ok_or(())?;
    let lv = OpView::new(input.cx, ir, last).ok_or(())?;
    if lv.name() != "scf.yield" {
        return Err(());
    }
    Ok(lv.operand_types().into_iter().collect())
}

/// `IndexSwitchOp::verify`.
fn verify_index_switch(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    let cases = v.inherent_at(0).and_then(|a| i64_array(cx, a)).unwrap_or_default();
    let n_regions = v.num_regions().saturating_sub(1);
    if cases.len() != n_regions {
        return v.emit_op_error(|| format!("has {n_regions} case regions but {} case values", cases.len()));
    }
    let mut seen = std::collections::HashSet::new();
    for &c in &cases {
        if !seen.insert(c) {
            return v.emit_op_error(|| format!("has duplicate case value: {c}"));
        }
    }
    let results = v.result_types();
    let check = |r: usize, name: &str| -> VerifyResult {
        let t = terminator(&v, r);
        let Some(y) = t.filter(|t| t.name() == "scf.yield" && t.def().is_some()) else {
            let got = t.map(|t| t.name().to_string()).unwrap_or_default();
            return v.emit_op_error(|| format!("expected region to end with scf.yield, but got {got}"));
        };
        if y.num_operands() != results.len() {
            return crate::verify::fail_with(cx, || {
                crate::diagnostics::op_op_error(
                    cx,
                    ir,
                    op,
                    format!("expected each region to return {} values, but {name} returns {}", results.len(), y.num_operands()),
                )
                .note(y.loc(), "see yield operation here")
            });
        }
        for (i, (&want, got)) in results.iter().zip(y.operand_types()).enumerate() {
            if want != got {
                return crate::verify::fail_with(cx, || {
                    crate::diagnostics::op_op_error(
                        cx,
                        ir,
                        op,
                        format!("expected result #{i} of each region to be {}", quoted(cx, Some(want))),
                    )
                    .note(y.loc(), format!("{name} returns {} here", quoted(cx, Some(got))))
                });
            }
        }
        Ok(())
    };
    check(0, "default region")?;
    for i in 0..n_regions {
        check(i + 1, &format!("case region #{i}"))?;
    }
    Ok(())
}

/// `ParallelOp::verify`.
fn verify_parallel(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    let steps = v.operand_group(2);
    if steps.is_empty() {
        return v.emit_op_error(|| "needs at least one tuple element for lowerBound, upperBound and step".into());
    }
    if steps.iter().any(|&s| constant_int(cx, ir, s).is_some_and(|c| c <= 0)) {
        return v.emit_op_error(|| "constant step operand must be positive".into());
    }
    let args = entry_args(&v, 0);
    if args.len() != steps.len() {
        return v.emit_op_error(|| {
            format!(
                "expects the same number of induction variables: {} as bound and step values: {}",
                args.len(),
                steps.len()
            )
        });
    }
    if args.iter().any(|&a| !matches!(v.value_type(a).and_then(|t| cx.try_type_data(t)), Some(TypeData::Index))) {
        return v.emit_op_error(|| "expects arguments for the induction variable to be of index type".into());
    }
    let reduce = expect_terminator(&v, 0, "scf.reduce", "expects body to terminate with 'scf.reduce'")?;
    let results = v.result_types();
    let reductions = reduce.num_regions();
    let inits = v.operand_group(3).len();
    if results.len() != reductions {
        return v.emit_op_error(|| {
            format!("expects number of results: {} to be the same as number of reductions: {reductions}", results.len())
        });
    }
    if results.len() != inits {
        return v.emit_op_error(|| {
            format!("expects number of results: {} to be the same as number of initial values: {inits}", results.len())
        });
    }
    for (i, &rt) in results.iter().enumerate() {
        let ot = reduce.operand_type(i);
        if ot != Some(rt) {
            return reduce.emit_op_error(|| {
                format!(
                    "expects type of {i}-th reduction operand: {} to be the same as the {i}-th result type: {}",
                    quoted(cx, ot),
                    quoted(cx, Some(rt))
                )
            });
        }
    }
    Ok(())
}

/// `ReduceOp::verifyRegions`.
fn verify_reduce_regions(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    for i in 0..v.num_regions() {
        let ty = v.operand_type(i);
        let Some(&b) = v.region_blocks(i).first() else { continue };
        let Some(last) = ir.block_last_op(b).ok().flatten() else {
            return v.emit_op_error(|| format!("{i}-th reduction has an empty body"));
        };
        let args = entry_args(&v, i);
        if args.len() != 2 || args.iter().any(|&a| v.value_type(a) != ty) {
            return v.emit_op_error(|| {
                format!("expected two block arguments with type {} in the {i}-th reduction region", quoted(cx, ty))
            });
        }
        if OpView::new(cx, ir, last).is_none_or(|l| l.name() != "scf.reduce.return" || l.def().is_none()) {
            return v.emit_op_error(|| "reduction bodies must be terminated with an 'scf.reduce.return' op".into());
        }
    }
    Ok(())
}

/// `ReduceReturnOp::verify`.
fn verify_reduce_return(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    let Some(b) = v.block() else { return Ok(()) };
    let expected = ir.block_arg(b, 0).ok().and_then(|a| v.value_type(a));
    if expected != v.operand_type(0) {
        return v.emit_op_error(|| format!("must have type {} (the type of the reduction inputs)", quoted(cx, expected)));
    }
    Ok(())
}

/// `WhileOp::verify`.
fn verify_while(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    expect_terminator(&v, 0, "scf.condition", "expects the 'before' region to terminate with 'scf.condition'")?;
    expect_terminator(&v, 1, "scf.yield", "expects the 'after' region to terminate with 'scf.yield'")?;
    Ok(())
}
