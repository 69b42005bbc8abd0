//! The `cf` dialect (control flow between blocks): `cf.assert`, `cf.br`,
//! `cf.cond_br`, `cf.switch`, as definitions.
//!
//! Upstream's `cf` depends on `arith` (its canonicalizations make `arith`
//! ops), which loads with it; that dialect is not defined here yet.

mod canonicalize;

use smallvec::{smallvec, SmallVec};

use crate::asm::{Delimiter, OpAsmParser, UnresolvedOperand};
use crate::attrs::{AttrData, Attribute};
use crate::context::Context;
use crate::format::{CustomArg, CustomDirective, CustomParsed};
use crate::ir::{Ir, OpId, ValueId};
use crate::print::OpPrinter;
use crate::registry::constraints::{ANY_INTEGER, ANY_INT_ELEMENTS_ATTR, DENSE_I32_ARRAY_ATTR, I1, STR_ATTR};
use crate::registry::interfaces::{BranchOpInterface, EffectKind, MemoryEffect, MemoryEffectOpInterface, SizeEntries};
use crate::registry::{invariants_segments, DialectDef, DialectSpec, OpDef, OpTrait, Trait, TypeConstraint};
use crate::support::apint::ApInt;
use crate::types::{Type, TypeData};
use crate::verify::VerifyResult;
use crate::view::OpView;

/// The cf dialect.
pub static DIALECT: DialectSpec = DialectSpec::new("cf", build);

fn build() -> DialectDef {
    // Upstream's cf loads arith along with it.
    DialectDef::new("cf")
        .depends_on(super::arith::DIALECT.def())
        .op(OpDef::build("cf.assert")
            .summary("Assert operation with message attribute")
            .operand("arg", I1)
            .attr("msg", STR_ATTR)
            // `AssertOp::getEffects`: it may abort, a write.
            .interface(MemoryEffectOpInterface {
                effects: |_| smallvec![MemoryEffect::new(EffectKind::Write)],
            })
            .canonicalizer(canonicalize::assert_patterns)
            .format("$arg `,` $msg attr-dict"))
        .op(OpDef::build("cf.br")
            .summary("Branch operation")
            .variadic_operand("destOperands", TypeConstraint::any())
            .successor("dest")
            .traits([Trait::BranchOpInterface, Trait::Pure, Trait::Terminator])
            .interface(BranchOpInterface { successor_operands: |v, _| (0, v.num_operands()), size_entries: |_, _| SmallVec::new() })
            .canonicalizer(canonicalize::br_patterns)
            .format("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict"))
        .op(OpDef::build("cf.cond_br")
            .summary("Conditional branch operation")
            .operand("condition", I1)
            .variadic_operand("trueDestOperands", TypeConstraint::any())
            .variadic_operand("falseDestOperands", TypeConstraint::any())
            .optional_attr("branch_weights", DENSE_I32_ARRAY_ATTR)
            .successor("trueDest")
            .successor("falseDest")
            .traits([
                Trait::AttrSizedOperandSegments,
                Trait::BranchOpInterface,
                Trait::Custom(std::sync::Arc::new(WeightedBranch)),
                Trait::Pure,
                Trait::Terminator,
            ])
            .interface(BranchOpInterface { successor_operands: cond_br_operands, size_entries: cond_br_sizes })
            .canonicalizer(canonicalize::cond_br_patterns)
            .format(
                "$condition (`weights` `(` $branch_weights^ `)` )? `,` \
                 $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` \
                 $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
            ))
        .op(OpDef::build("cf.switch")
            .summary("Switch operation")
            .operand("flag", ANY_INTEGER)
            .variadic_operand("defaultOperands", TypeConstraint::any())
            .variadic_of_variadic_operand("caseOperands", TypeConstraint::any(), CASE_SEGMENTS)
            .optional_attr("case_values", ANY_INT_ELEMENTS_ATTR)
            .attr(CASE_SEGMENTS, DENSE_I32_ARRAY_ATTR)
            .successor("defaultDestination")
            .variadic_successor("caseDestinations")
            .traits([Trait::AttrSizedOperandSegments, Trait::BranchOpInterface, Trait::Pure, Trait::Terminator])
            .interface(BranchOpInterface { successor_operands: switch_operands, size_entries: switch_sizes })
            .canonicalizer(canonicalize::switch_patterns)
            .verifier(verify_switch)
            .directive("SwitchOpCases", CustomDirective { print: print_cases, parse: parse_cases })
            .format(
                "$flag `:` type($flag) `,` `[` `\\n` \
                 custom<SwitchOpCases>(ref(type($flag)), $defaultDestination, $defaultOperands, \
                 type($defaultOperands), $case_values, $caseDestinations, $caseOperands, type($caseOperands)) \
                 `]` attr-dict",
            ))
}

/// The size attribute of `cf.switch`'s case operand groups.
const CASE_SEGMENTS: &str = "case_operand_segments";

/// The `operandSegmentSizes` of `v` (empty when missing).
fn operand_segments(v: &OpView<'_>) -> Vec<i32> {
    invariants_segments(v.cx, v.ir, v.id, "operandSegmentSizes").unwrap_or_default()
}

fn size(s: &[i32], i: usize) -> usize {
    s.get(i).map_or(0, |&n| n.max(0) as usize)
}

/// `CondBranchOp::getSuccessorOperands`.
fn cond_br_operands(v: OpView<'_>, succ: usize) -> (usize, usize) {
    let seg = operand_segments(&v);
    let (t, f) = (size(&seg, 1), size(&seg, 2));
    if succ == 0 {
        (1, t)
    } else {
        (1 + t, f)
    }
}

/// The `operandSegmentSizes` entry of each `cf.cond_br` successor's
/// operands.
fn cond_br_sizes(_: OpView<'_>, succ: usize) -> SizeEntries {
    smallvec![("operandSegmentSizes", 1 + succ.min(1))]
}

/// The size entries of a `cf.switch` successor's operands: its
/// `operandSegmentSizes` group, and for a case its
/// `case_operand_segments` entry.
fn switch_sizes(_: OpView<'_>, succ: usize) -> SizeEntries {
    match succ {
        0 => smallvec![("operandSegmentSizes", 1)],
        k => smallvec![("operandSegmentSizes", 2), (CASE_SEGMENTS, k - 1)],
    }
}

/// `SwitchOp::getSuccessorOperands`: the default operands, then each
/// case's group.
fn switch_operands(v: OpView<'_>, succ: usize) -> (usize, usize) {
    let seg = operand_segments(&v);
    let default = size(&seg, 1);
    if succ == 0 {
        return (1, default);
    }
    let cases = invariants_segments(v.cx, v.ir, v.id, CASE_SEGMENTS).unwrap_or_default();
    let before: usize = (0..succ - 1).map(|k| size(&cases, k)).sum();
    (1 + default + before, size(&cases, succ - 1))
}

/// `WeightedBranchOpInterface`'s verifier (upstream's
/// `verifyBranchWeights`): no weights, or one per successor, not all zero.
struct WeightedBranch;

impl OpTrait for WeightedBranch {
    fn name(&self) -> &str {
        "WeightedBranchOpInterface"
    }

    fn verify(&self, v: OpView<'_>) -> VerifyResult {
        let weights = v
            .inherent("branch_weights")
            .and_then(|a| crate::registry::constraints::i32_array(v.cx, a))
            .unwrap_or_default();
        if weights.is_empty() {
            return Ok(());
        }
        let n = v.num_successors();
        if weights.len() != n {
            return crate::verify::fail_error(v.cx, v.ir, v.id, || {
                format!("expects number of branch weights to match number of successors: {} vs {n}", weights.len())
            });
        }
        if weights.iter().all(|&w| w == 0) {
            return crate::verify::fail_error(v.cx, v.ir, v.id, || "branch weights cannot all be zero".into());
        }
        Ok(())
    }
}

/// The shaped type and element count of a dense elements attribute.
fn elements_of(cx: &Context, a: Attribute) -> Option<(Type, u64)> {
    let AttrData::DenseIntOrFloat(d) = cx.try_attr_data(a)? else { return None };
    let (shape, elem) = cx.ranked_shape(d.ty)?;
    let n = crate::attrs::shaped::num_elements(shape)?;
    Some((elem, n as u64))
}

/// `SwitchOp::verify`.
fn verify_switch(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    let values = v.inherent("case_values").and_then(|a| elements_of(cx, a));
    let dests = v.num_successors().saturating_sub(1);
    let Some((elem, count)) = values else { return Ok(()) };
    let flag = v.operand_type(0);
    if flag != Some(elem) {
        let ty = |t: Type| crate::print::type_to_string(cx, t);
        return v.emit_op_error(|| {
            format!(
                "'flag' type ('{}') should match case value type ('{}')",
                flag.map(ty).unwrap_or_default(),
                ty(elem)
            )
        });
    }
    if count != dests as u64 {
        return v.emit_op_error(|| {
            format!("number of case values ({count}) should match number of case destinations ({dests})")
        });
    }
    Ok(())
}

/// The operands of each case of a `cf.switch`, by its
/// `case_operand_segments`.
fn case_groups(v: &OpView<'_>, all: &[ValueId]) -> Vec<Vec<ValueId>> {
    let sizes = invariants_segments(v.cx, v.ir, v.id, CASE_SEGMENTS).unwrap_or_default();
    let mut start = 0;
    sizes
        .iter()
        .map(|&n| {
            let n = n.max(0) as usize;
            let group = all.get(start..start + n).map(|g| g.to_vec()).unwrap_or_default();
            start += n;
            group
        })
        .collect()
}

/// A case value as upstream prints it (`APInt::getLimitedValue`: the
/// unsigned value, at most `u64::MAX`).
fn limited_value(v: &ApInt) -> u64 {
    match v.words() {
        [low, rest @ ..] if rest.iter().all(|&w| w == 0) => *low,
        [] => 0,
        _ => u64::MAX,
    }
}

/// `printSwitchOpCases`: `  default: ^bb(...)` then `,` and `  N: ^bb(...)`
/// per case, one a line.
fn print_cases(p: &mut OpPrinter<'_, '_>, op: OpId, args: &[CustomArg]) {
    let cx = p.cx;
    let Some(v) = OpView::new(cx, p.irr(), op) else { return };
    let (CustomArg::Successors(default), CustomArg::Operands(default_ops)) = (&args[1], &args[2]) else { return };
    let (CustomArg::Attr(values), CustomArg::Successors(dests), CustomArg::Operands(case_ops)) =
        (&args[4], &args[5], &args[6])
    else {
        return;
    };
    p.str("  default: ");
    if let Some(&d) = default.first() {
        p.print_successor_and_use_list(d, default_ops);
    }
    let Some(values) = *values else { return };
    let groups = case_groups(&v, case_ops);
    let Some(AttrData::DenseIntOrFloat(data)) = cx.try_attr_data(values) else { return };
    let count = elements_of(cx, values).map_or(0, |(_, n)| n);
    for i in 0..count {
        p.str(",");
        p.print_newline();
        p.str("  ");
        p.str(&limited_value(&cx.dense_element_bits(data, i)).to_string());
        p.str(": ");
        if let Some(&d) = dests.get(i as usize) {
            let ops = groups.get(i as usize).map_or(&[][..], |g| g.as_slice());
            p.print_successor_and_use_list(d, ops);
        }
    }
    p.print_newline();
}

/// `(%a, %b : i32, i64)` after a successor, if present (upstream refuses
/// `%x#N` after the default destination only).
fn parse_use_list(
    p: &mut dyn OpAsmParser,
    operands: &mut Vec<UnresolvedOperand>,
    types: &mut Vec<Type>,
    allow_result_numbers: bool,
) -> Result<(), ()> {
    if p.parse_optional_punct("(") {
        p.parse_operand_list_with(Delimiter::None, allow_result_numbers, None, operands)?;
        p.parse_colon()?;
        p.parse_type_list(types)?;
        p.parse_punct(")")?;
    }
    Ok(())
}

/// `parseSwitchOpCases`.
fn parse_cases(p: &mut dyn OpAsmParser, refs: &[CustomArg], out: &mut CustomParsed) -> Result<bool, ()> {
    let flag = match &refs[0] {
        CustomArg::Types(t) => t.first().copied(),
        _ => None,
    };
    p.parse_keyword("default")?;
    p.parse_colon()?;
    let default = p.parse_successor()?;
    let (mut default_ops, mut default_types) = (Vec::new(), Vec::new());
    parse_use_list(p, &mut default_ops, &mut default_types, false)?;
    let cx = p.context();
    let width = flag.and_then(|t| match cx.try_type_data(t) {
        Some(TypeData::Integer { width, .. }) => Some(*width),
        _ => None,
    });
    let (mut values, mut dests, mut ops, mut types, mut sizes) = (Vec::new(), Vec::new(), Vec::new(), Vec::new(), Vec::new());
    while p.parse_optional_comma() {
        let value = p.parse_integer()?;
        values.push(value);
        p.parse_colon()?;
        dests.push(p.parse_successor()?);
        let before = ops.len();
        parse_use_list(p, &mut ops, &mut types, true)?;
        sizes.push((ops.len() - before) as i32);
    }
    out.successors[1] = Some(vec![default]);
    out.operands[2] = Some(default_ops);
    out.types[3] = Some(default_types);
    if let (false, Some(flag), Some(width)) = (values.is_empty(), flag, width) {
        let cx = p.context();
        let elems: Vec<Attribute> =
            values.iter().map(|&x| cx.integer_attr_apint(flag, &ApInt::from_i64(x, width))).collect();
        let ty = cx.vector_type(&[values.len() as i64], &[false], flag);
        out.attrs[4] = cx.dense_elements_from_attrs(ty, &elems).ok();
    }
    out.successors[5] = Some(dests);
    out.operands[6] = Some(ops);
    out.segments[6] = Some(sizes);
    out.types[7] = Some(types);
    Ok(true)
}
