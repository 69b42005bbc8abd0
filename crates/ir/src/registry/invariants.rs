//! The verifier a definition implies, in upstream's order: the count traits
//! ODS derives from the operand/result/region/successor lists, the
//! structural traits, the op's invariants (`OpInvariants`: attributes,
//! operand and result types, regions, successors), the other traits, then
//! the op's own `verify`. After the regions are verified: the region traits
//! and the op's own `verifyRegions`.

use smallvec::SmallVec;

use super::{constraints::i32_array, Arity, OpDef, ValueDef};
use crate::context::Context;
use crate::ir::{Ir, OpId};
use crate::print::type_to_string;
use crate::verify::{fail_op, traits as tv, VerifyResult};

/// How `total` values split into the groups of `defs` (start, length per
/// definition): from `segments` when the op has segment sizes, otherwise
/// the variadic groups share what the single ones leave (evenly, as
/// `SameVariadicOperandSize`).
pub fn value_groups(defs: &[ValueDef], total: usize, segments: Option<&[i32]>) -> SmallVec<[(usize, usize); 4]> {
    let mut out = SmallVec::new();
    // The common case: single values only, one each.
    if segments.is_none() && total == defs.len() && defs.iter().all(|d| d.arity == Arity::Single) {
        out.extend((0..total).map(|k| (k, 1)));
        return out;
    }
    if let Some(seg) = segments.filter(|s| s.len() == defs.len()) {
        let mut start = 0;
        for &n in seg {
            let n = n.max(0) as usize;
            out.push((start.min(total), n.min(total.saturating_sub(start))));
            start += n;
        }
        return out;
    }
    count_groups(defs.iter().map(|d| d.arity != Arity::Single), total)
}

/// How `total` regions or successors (or values without segment sizes)
/// split into groups, given which groups are variadic: a single group
/// takes one, the variadic ones share what is left evenly.
pub fn count_groups(variadic: impl Iterator<Item = bool> + Clone, total: usize) -> SmallVec<[(usize, usize); 4]> {
    let groups = variadic.clone().count();
    let n_variadic = variadic.clone().filter(|v| *v).count();
    let fixed = groups - n_variadic;
    let each = total.saturating_sub(fixed).checked_div(n_variadic).unwrap_or(0);
    let mut out = SmallVec::new();
    let mut start = 0;
    for v in variadic {
        let n = if v { each } else { 1 };
        let n = n.min(total.saturating_sub(start));
        out.push((start, n));
        start += n;
    }
    out
}

/// The segment sizes stored in the property `name` of `op`, if any.
pub(crate) fn segments(cx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<Vec<i32>> {
    let a = ir.op_inherent_attr(cx, op, name.as_bytes()).ok().flatten().flatten()?;
    i32_array(cx, a)
}

fn count_traits_of(defs: &[ValueDef]) -> (u32, bool) {
    let fixed = defs.iter().filter(|d| d.arity == Arity::Single).count() as u32;
    (fixed, fixed as usize != defs.len())
}

/// Whether `op`'s operand, result, region and successor counts are the
/// ones its definition allows, and no operand is null: what a hand-written
/// printer may rely on when asked to print IR that was not verified.
pub(crate) fn counts_hold(ir: &Ir, op: OpId, def: &OpDef) -> bool {
    let Ok(d) = ir.op_data(op) else { return false };
    let ok = |len: u32, (fixed, variadic): (u32, bool)| if variadic { len >= fixed } else { len == fixed };
    let c = &def.facts.counts;
    ok(d.regions.len, c[0])
        && ok(d.results.len, c[1])
        && ok(d.succs.len, c[2])
        && ok(d.operands.len, c[3])
        && (0..d.operands.len as usize).all(|i| ir.op_operand(op, i).ok().flatten().is_some())
}

/// The count traits ODS adds for the op's lists, in its order: regions,
/// results, successors, operands.
fn verify_counts(cx: &Context, ir: &Ir, op: OpId, def: &OpDef) -> VerifyResult {
    // The common case in one read: every count as required and no
    // successors (whose traits also check where they point).
    if let Ok(d) = ir.op_data(op) {
        let ok = |len: u32, (fixed, variadic): (u32, bool)| if variadic { len >= fixed } else { len == fixed };
        let c = &def.facts.counts;
        if d.succs.len == 0
            && c[2] == (0, false)
            && ok(d.regions.len, c[0])
            && ok(d.results.len, c[1])
            && ok(d.operands.len, c[3])
        {
            return Ok(());
        }
    }
    let fixed_regions = def.regions.iter().filter(|r| !r.variadic).count() as u32;
    if def.regions.iter().any(|r| r.variadic) {
        if fixed_regions > 0 {
            tv::at_least_n_regions(cx, ir, op, fixed_regions)?;
        }
    } else {
        match fixed_regions {
            0 => tv::zero_regions(cx, ir, op)?,
            1 => tv::one_region(cx, ir, op)?,
            n => tv::n_regions(cx, ir, op, n)?,
        }
    }
    let (n, variadic) = count_traits_of(&def.results);
    match (n, variadic) {
        (0, false) => tv::zero_results(cx, ir, op)?,
        (1, false) => tv::one_result(cx, ir, op)?,
        (n, false) => tv::n_results(cx, ir, op, n)?,
        (0, true) => {}
        (n, true) => tv::at_least_n_results(cx, ir, op, n)?,
    }
    let fixed_succ = def.successors.iter().filter(|s| !s.variadic).count() as u32;
    if def.successors.iter().any(|s| s.variadic) {
        if fixed_succ > 0 {
            tv::at_least_n_successors(cx, ir, op, fixed_succ)?;
        }
    } else {
        match fixed_succ {
            0 => tv::zero_successors(cx, ir, op)?,
            1 => tv::one_successor(cx, ir, op)?,
            n => tv::n_successors(cx, ir, op, n)?,
        }
    }
    let (n, variadic) = count_traits_of(&def.operands);
    match (n, variadic) {
        (0, false) => tv::zero_operands(cx, ir, op)?,
        (1, false) => tv::one_operand(cx, ir, op)?,
        (n, false) => tv::n_operands(cx, ir, op, n)?,
        (0, true) => {}
        (n, true) => tv::at_least_n_operands(cx, ir, op, n)?,
    }
    Ok(())
}

/// Checks a segment-size attribute against the value count (upstream's
/// `verifyValueSizeAttr`, run by `AttrSizedOperandSegments` and
/// `AttrSizedResultSegments`).
pub(crate) fn verify_segments(cx: &Context, ir: &Ir, op: OpId, attr: &str, kind: &str, groups: usize, total: usize) -> VerifyResult {
    // A segment-size property left unset holds zeros (upstream's
    // `std::array` property storage; see `OpDef::with_defaults`).
    let sizes = segments(cx, ir, op, attr).unwrap_or_else(|| vec![0; groups]);
    if sizes.len() != groups {
        return fail_op(cx, ir, op, || {
            format!("'{attr}' attribute for specifying {kind} segments must have {groups} elements, but got {}", sizes.len())
        });
    }
    check_sizes(cx, ir, op, &sizes, attr, kind, total)
}

/// Upstream's `verifyValueSizeAttr`: the sizes in `attr` are not negative
/// and add up to the `total` values of `group`.
fn check_sizes(cx: &Context, ir: &Ir, op: OpId, sizes: &[i32], attr: &str, group: &str, total: usize) -> VerifyResult {
    if sizes.iter().any(|&s| s < 0) {
        return fail_op(cx, ir, op, || format!("'{attr}' attribute cannot have negative elements"));
    }
    let sum: i64 = sizes.iter().map(|&s| s as i64).sum();
    if sum != total as i64 {
        return fail_op(cx, ir, op, || {
            format!("{group} count ({total}) does not match with the total size ({sum}) specified in attribute '{attr}'")
        });
    }
    Ok(())
}

/// The groups of a `VariadicOfVariadic` operand (`segments`: its size
/// attribute) checked against its `total` values.
fn verify_variadic_of_variadic(cx: &Context, ir: &Ir, op: OpId, segments_attr: &str, group: &str, total: usize) -> VerifyResult {
    let Some(sizes) = segments(cx, ir, op, segments_attr) else {
        return fail_op(cx, ir, op, || format!("requires dense i32 array attribute '{segments_attr}'"));
    };
    check_sizes(cx, ir, op, &sizes, segments_attr, group, total)
}

/// The description ODS gives a value definition's constraint.
fn value_description(d: &ValueDef) -> String {
    match d.arity {
        Arity::Single => d.constraint.description.to_string(),
        Arity::Optional => format!("optional {}", d.constraint.description),
        Arity::Variadic => format!("variadic of {}", d.constraint.description),
        Arity::VariadicOfVariadic(_) => format!("variadic of variadic of {}", d.constraint.description),
    }
}

/// The group sizes and type constraints of operands or results (`kind`),
/// `ty(k)` giving the type of value `k` (none for a null operand).
fn check_values(
    cx: &Context,
    ir: &Ir,
    op: OpId,
    kind: &str,
    defs: &[ValueDef],
    groups: &[(usize, usize)],
    ty: impl Fn(usize) -> Option<crate::types::Type>,
) -> VerifyResult {
    for (d, &(start, len)) in defs.iter().zip(groups) {
        if d.arity == Arity::Optional && len > 1 {
            return fail_op(cx, ir, op, || format!("{kind} group starting at #{start} requires 0 or 1 element, but found {len}"));
        }
        if let Arity::VariadicOfVariadic(attr) = d.arity {
            verify_variadic_of_variadic(cx, ir, op, attr, &d.name, len)?;
        }
        if d.constraint.is_any() {
            continue;
        }
        for k in start..start + len {
            let Some(t) = ty(k) else { continue };
            if !d.constraint.accepts(cx, t) {
                return fail_op(cx, ir, op, || {
                    format!("{kind} #{k} must be {}, but got '{}'", value_description(d), type_to_string(cx, t))
                });
            }
        }
    }
    Ok(())
}

/// `OpInvariants`: attributes, operands, results, regions, successors.
fn verify_invariants(cx: &Context, ir: &Ir, op: OpId, def: &OpDef) -> VerifyResult {
    let facts = &def.facts;
    if !def.attributes.is_empty() {
        // One pass over the properties: each entry is matched to its
        // definition by identifier.
        let entries = ir.op_property_entries(cx, op);
        let ids = ir.op_name(op).map_or(&[][..], |n| cx.op_name_info(n).attr_ids());
        let value_of = |k: usize| ids.get(k).and_then(|&id| entries.iter().find(|na| na.name == id)).map(|na| na.value);
        // Required attributes, by name (segment sizes are checked by their
        // traits).
        for &k in &facts.required_by_name {
            if value_of(k).is_none() {
                return fail_op(cx, ir, op, || format!("requires attribute '{}'", def.attributes[k].name));
            }
        }
        // Constraints, in definition order (entries are sorted by name,
        // so they are matched to definitions first).
        let mut present: SmallVec<[(usize, crate::attrs::Attribute); 4]> = SmallVec::new();
        for na in entries {
            if let Some(k) = ids.iter().position(|&id| id == na.name) {
                present.push((k, na.value));
            }
        }
        if present.len() > 1 {
            present.sort_unstable_by_key(|&(k, _)| k);
        }
        for &(k, v) in &present {
            let a = &def.attributes[k];
            if !a.constraint.accepts(cx, v) {
                return fail_op(cx, ir, op, || {
                    format!("attribute '{}' failed to satisfy constraint: {}", a.name, a.constraint.description)
                });
            }
        }
    }
    if facts.check_operands {
        let n = ir.op_num_operands(op).map_err(|_| ())?;
        let seg = if facts.operand_segments { segments(cx, ir, op, "operandSegmentSizes") } else { None };
        let ty = |k: usize| ir.op_operand(op, k).ok().flatten().and_then(|v| ir.value_type(v).ok());
        check_values(cx, ir, op, "operand", &def.operands, &value_groups(&def.operands, n, seg.as_deref()), ty)?;
    }
    if facts.check_results {
        let n = ir.op_num_results(op).map_err(|_| ())?;
        let seg = if facts.result_segments { segments(cx, ir, op, "resultSegmentSizes") } else { None };
        let ty = |k: usize| ir.op_result(op, k).ok().and_then(|v| ir.value_type(v).ok());
        check_values(cx, ir, op, "result", &def.results, &value_groups(&def.results, n, seg.as_deref()), ty)?;
    }
    for t in def.trait_list.iter().filter(|t| t.is_invariant()) {
        t.verify(cx, ir, op, def.traits)?;
    }
    if facts.check_regions {
        let n_regions = ir.op_num_regions(op).map_err(|_| ())?;
        let groups = count_groups(def.regions.iter().map(|r| r.variadic), n_regions);
        for (r, &(k, count)) in def.regions.iter().zip(&groups) {
            for i in k..k + count {
                let region = ir.op_region(op, i).map_err(|_| ())?;
                let blocks = crate::view::region_blocks(ir, region).len();
                if !r.constraint.accepts(blocks) {
                    return fail_op(cx, ir, op, || {
                        format!("region #{i} ('{}') failed to verify constraint: {}", r.name, r.constraint.description)
                    });
                }
            }
        }
    }
    Ok(())
}

/// Runs everything the definition implies before the regions are
/// verified.
pub(crate) fn verify_op_def(cx: &Context, ir: &Ir, op: OpId, def: &OpDef) -> VerifyResult {
    verify_counts(cx, ir, op, def)?;
    for t in def.trait_list.iter().filter(|t| t.is_structural()) {
        t.verify(cx, ir, op, def.traits)?;
    }
    verify_invariants(cx, ir, op, def)?;
    for t in def.trait_list.iter().filter(|t| !t.is_structural() && !t.is_invariant()) {
        t.verify(cx, ir, op, def.traits)?;
    }
    match def.verify {
        Some(f) => f(cx, ir, op),
        None => Ok(()),
    }
}

/// Runs everything the definition implies after the regions are verified:
/// region traits (`skip_isolation` / `no_symbols` leave out the checks the
/// verifier has shown cannot fail), then the op's own region verifier.
pub(crate) fn verify_op_def_regions(
    cx: &Context,
    ir: &Ir,
    op: OpId,
    def: &OpDef,
    skip_isolation: bool,
    no_symbols: bool,
) -> VerifyResult {
    for t in &def.trait_list {
        match t {
            super::Trait::IsolatedFromAbove if skip_isolation => {}
            super::Trait::SymbolTable => crate::verify::symbols::symbol_table_with(cx, ir, op, !no_symbols)?,
            super::Trait::SingleBlockImplicitTerminator(term) => tv::single_block_terminator(cx, ir, op, term)?,
            t => t.verify_region(cx, ir, op)?,
        }
    }
    match def.verify_regions {
        Some(f) => f(cx, ir, op),
        None => Ok(()),
    }
}
