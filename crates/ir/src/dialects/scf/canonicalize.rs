//! The canonicalization patterns of the scf dialect (upstream's
//! `getCanonicalizationPatterns` in `SCF.cpp`), op by op in upstream's
//! order, each named like upstream's pattern class. Patterns that make
//! arith operations (`arith.constant`, `arith.select`, `arith.andi`,
//! `arith.xori`) and `cf.br` build them by name through the rewriter.

use smallvec::SmallVec;

use super::fold::{constant_bits, constant_trip_count, def_of, Bound};
use super::region_branch;
use crate::attrs::{Attribute, Location, NamedAttribute};
use crate::context::Context;
use crate::ir::{BlockId, CloneMap, Ir, OpId, OperationState, RegionId, ValueId, ValueOwner};
use crate::registry::constraints::i64_array;
use crate::registry::interfaces::FunctionOpInterface;
use crate::rewrite::{PatternSet, RewritePattern, Rewriter};
use crate::types::Type;
use crate::view::{block_ops, OpView};

// ---------------------------------------------------------------------------
// Reading the IR.
// ---------------------------------------------------------------------------

/// Whether `op` is the registered operation `name`.
fn is(cx: &Context, ir: &Ir, op: OpId, name: &str) -> bool {
    OpView::new(cx, ir, op).is_some_and(|v| v.name() == name && v.def().is_some())
}

/// The operation defining `v` if it is the registered operation `name`.
fn def_named(cx: &Context, ir: &Ir, v: ValueId, name: &str) -> Option<OpId> {
    def_of(ir, v).filter(|&d| is(cx, ir, d, name))
}

/// The results of `op`.
pub(super) fn op_results(ir: &Ir, op: OpId) -> SmallVec<[ValueId; 4]> {
    (0..ir.op_num_results(op).unwrap_or(0)).filter_map(|i| ir.op_result(op, i).ok()).collect()
}

/// The operands of `op`.
fn op_operands(ir: &Ir, op: OpId) -> SmallVec<[ValueId; 4]> {
    (0..ir.op_num_operands(op).unwrap_or(0)).filter_map(|i| ir.op_operand(op, i).ok().flatten()).collect()
}

/// The arguments of `block`.
fn block_args(ir: &Ir, block: BlockId) -> SmallVec<[ValueId; 4]> {
    (0..ir.block_num_args(block).unwrap_or(0)).filter_map(|i| ir.block_arg(block, i).ok()).collect()
}

/// The types of `values`.
fn types_of(ir: &Ir, values: &[ValueId]) -> SmallVec<[Type; 4]> {
    values.iter().filter_map(|&v| ir.value_type(v).ok()).collect()
}

/// Region `i` of `op`.
fn region(ir: &Ir, op: OpId, i: usize) -> Option<RegionId> {
    ir.op_region(op, i).ok()
}

/// The first block of region `i` of `op`.
fn front(ir: &Ir, op: OpId, i: usize) -> Option<BlockId> {
    ir.region_first_block(region(ir, op, i)?).ok()?
}

/// The last block of region `i` of `op` (upstream's `Region::back`).
fn back(ir: &Ir, op: OpId, i: usize) -> Option<BlockId> {
    let mut b = front(ir, op, i)?;
    while let Some(n) = ir.block_next(b).ok().flatten() {
        b = n;
    }
    Some(b)
}

/// The last operation of `block`.
fn last(ir: &Ir, block: BlockId) -> Option<OpId> {
    ir.block_last_op(block).ok()?
}

/// Whether `block` holds exactly one operation.
fn single_op(ir: &Ir, block: BlockId) -> bool {
    let f = ir.block_first_op(block).ok().flatten();
    f.is_some() && f == last(ir, block)
}

/// The region in which `v` is defined.
fn value_region(ir: &Ir, v: ValueId) -> Option<RegionId> {
    let block = match ir.value_owner(v).ok()? {
        ValueOwner::Result(op, _) => ir.op_block(op).ok()??,
        ValueOwner::Argument(b, _) => b,
    };
    ir.block_parent_region(block).ok()?
}

/// The region holding `op`.
fn op_region(ir: &Ir, op: OpId) -> Option<RegionId> {
    ir.block_parent_region(ir.op_block(op).ok()??).ok()?
}

/// Whether `ancestor` is `r` or encloses it.
fn region_encloses(ir: &Ir, ancestor: RegionId, r: Option<RegionId>) -> bool {
    let mut r = r;
    while let Some(cur) = r {
        if cur == ancestor {
            return true;
        }
        r = ir.region_parent(cur).ok().flatten().and_then(|p| op_region(ir, p));
    }
    false
}

/// Whether `ancestor` is `op` or encloses it.
fn op_encloses(ir: &Ir, ancestor: OpId, op: OpId) -> bool {
    let mut cur = Some(op);
    while let Some(c) = cur {
        if c == ancestor {
            return true;
        }
        cur = ir.op_parent(c).ok().flatten();
    }
    false
}

/// The uses of `v`, as (user, operand index), in use-list order.
fn uses(ir: &Ir, v: ValueId) -> Vec<(OpId, usize)> {
    ir.value_uses(v)
        .unwrap_or_default()
        .into_iter()
        .filter_map(|u| Some((ir.operand_owner(u).ok()?, ir.operand_number(u).ok()?)))
        .collect()
}

fn has_uses(ir: &Ir, v: ValueId) -> bool {
    !ir.value_use_empty(v).unwrap_or(true)
}

/// The value of a constant `i1` (upstream's `m_Constant(&BoolAttr)`).
fn bool_constant(cx: &Context, ir: &Ir, v: ValueId) -> Option<bool> {
    let b = constant_bits(cx, ir, v)?;
    (b.width == 1 && !b.index).then_some(b.value == 1)
}

/// Whether `v` is defined by a constant-like operation (`m_Constant()`).
fn is_constant(cx: &Context, ir: &Ir, v: ValueId) -> bool {
    def_of(ir, v)
        .and_then(|d| OpView::new(cx, ir, d))
        .and_then(|dv| dv.def())
        .is_some_and(|d| d.traits.has(crate::registry::Traits::CONSTANT_LIKE))
}

/// Whether `v` is `xor %x, true` (upstream's `arith.xori` with an `m_One`
/// right operand); returns `%x`.
fn negation_of(cx: &Context, ir: &Ir, v: ValueId) -> Option<ValueId> {
    let x = def_named(cx, ir, v, "arith.xori")?;
    let one = constant_bits(cx, ir, ir.op_operand(x, 1).ok()??)?;
    (one.value == 1).then(|| ir.op_operand(x, 0).ok().flatten())?
}

fn loc_of(ir: &Ir, op: OpId) -> Location {
    ir.op_loc(op).expect("a live operation")
}

// ---------------------------------------------------------------------------
// Building.
// ---------------------------------------------------------------------------

/// A new operation `name` with these operands, result types, attributes
/// and `regions` empty regions, made at the insertion point.
fn build(
    rw: &mut Rewriter<'_>,
    name: &str,
    loc: Location,
    operands: &[ValueId],
    results: &[Type],
    attrs: &[(&str, Attribute)],
    regions: usize,
) -> Option<OpId> {
    let cx = rw.context();
    let mut st = OperationState::new(cx.op_name(name.as_bytes()), loc);
    st.operands.extend_from_slice(operands);
    st.results.extend_from_slice(results);
    for &(n, value) in attrs {
        st.attributes.push(NamedAttribute { name: cx.identifier(n), value });
    }
    {
        let mut ir = cx.ir_mut();
        for _ in 0..regions {
            st.regions.push(ir.create_region());
        }
    }
    rw.create(st).ok()
}

/// A new `cf.br` to `dest` with these operands, at the insertion point.
fn branch(rw: &mut Rewriter<'_>, loc: Location, operands: &[ValueId], dest: BlockId) -> Option<OpId> {
    let cx = rw.context();
    let mut st = OperationState::new(cx.op_name(b"cf.br"), loc);
    st.operands.extend_from_slice(operands);
    st.successors.push(dest);
    rw.create(st).ok()
}

/// The single result of a new operation.
fn build_value(
    rw: &mut Rewriter<'_>,
    name: &str,
    loc: Location,
    operands: &[ValueId],
    ty: Type,
    attrs: &[(&str, Attribute)],
) -> Option<ValueId> {
    let op = build(rw, name, loc, operands, &[ty], attrs, 0)?;
    rw.context().ir().op_result(op, 0).ok()
}

/// `arith.constant` of an integer `value` of type `ty`.
fn constant_int(rw: &mut Rewriter<'_>, loc: Location, ty: Type, value: i64) -> Option<ValueId> {
    let attr = rw.context().integer_attr(ty, value);
    build_value(rw, "arith.constant", loc, &[], ty, &[("value", attr)])
}

/// `arith.select %c, %t, %f`.
fn select(rw: &mut Rewriter<'_>, loc: Location, c: ValueId, t: ValueId, f: ValueId) -> Option<ValueId> {
    let ty = rw.context().ir().value_type(t).ok()?;
    build_value(rw, "arith.select", loc, &[c, t, f], ty, &[])
}

/// A block at the end of `region` with these arguments (no
/// notification, as blocks a builder makes before its operation exists).
fn add_block(rw: &Rewriter<'_>, region: RegionId, args: &[(Type, Location)]) -> Option<BlockId> {
    let mut ir = rw.context().ir_mut();
    let b = ir.create_block(args).ok()?;
    ir.region_append_block(region, b).ok()?;
    Some(b)
}

/// Replaces result `i` of `op` by `values[i]` where it has one (results
/// without one must be dead) and erases `op` (upstream's `replaceOp` with
/// null values).
pub(super) fn replace_with_values(rw: &mut Rewriter<'_>, op: OpId, values: &[Option<ValueId>]) {
    let results = op_results(&rw.context().ir(), op);
    for (&r, v) in results.iter().zip(values) {
        if let Some(v) = v {
            let _ = rw.replace_all_uses_with(r, *v);
        }
    }
    let _ = rw.erase_op(op);
}

/// Moves the operations of `source` to the start of `dest` (upstream's
/// `inlineBlockBefore(source, dest, dest->begin(), args)`).
fn inline_at_start(rw: &mut Rewriter<'_>, source: BlockId, dest: BlockId, args: &[ValueId]) -> Option<()> {
    let first = rw.context().ir().block_first_op(dest).ok()?;
    match first {
        Some(f) => rw.inline_block_before(source, f, args).ok(),
        None => rw.merge_blocks(source, dest, args).ok(),
    }
}

/// Replaces `op` by the single block of `region`, its arguments taking
/// `args`, and its results by what the block's terminator yields
/// (upstream's `replaceOpWithRegion`).
fn replace_op_with_region(rw: &mut Rewriter<'_>, op: OpId, region: RegionId, args: &[ValueId]) -> Option<()> {
    let (block, term, results) = {
        let ir = rw.context().ir();
        let block = ir.region_first_block(region).ok()??;
        let term = last(&ir, block)?;
        (block, term, op_operands(&ir, term))
    };
    rw.inline_block_before(block, op, args).ok()?;
    rw.replace_op(op, &results).ok()?;
    rw.erase_op(term).ok()
}

/// Replaces the terminator `term` by a new `name` with `operands` made at
/// the insertion point (upstream's `replaceOpWithNewOp`).
fn replace_terminator(rw: &mut Rewriter<'_>, term: OpId, name: &str, operands: &[ValueId]) -> Option<()> {
    let loc = loc_of(&rw.context().ir(), term);
    build(rw, name, loc, operands, &[], &[], 0)?;
    rw.erase_op(term).ok()
}

/// A pattern struct with its root and upstream's debug name; `run` does
/// the work (`Some(true)`: it rewrote).
macro_rules! pattern {
    ($(#[$doc:meta])* $name:ident, $root:literal, $debug:literal) => {
        $(#[$doc])*
        struct $name;

        impl RewritePattern for $name {
            fn root(&self) -> Option<&str> {
                Some($root)
            }

            fn debug_name(&self) -> &str {
                $debug
            }

            fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
                $name::run(op, rw).unwrap_or(false)
            }
        }
    };
}

// ---------------------------------------------------------------------------
// scf.execute_region
// ---------------------------------------------------------------------------

pattern!(
    /// An `scf.execute_region` with one block is replaced by the block.
    SingleBlockExecuteInliner, "scf.execute_region", "SingleBlockExecuteInliner"
);

impl SingleBlockExecuteInliner {
    fn run(op: OpId, rw: &mut Rewriter<'_>) -> Option<bool> {
        let r = {
            let ir = rw.context().ir();
            let v = OpView::new(rw.context(), &ir, op)?;
            if v.region_blocks(0).len() != 1 || v.inherent("no_inline").is_some() {
                return Some(false);
            }
            v.region(0)?
        };
        replace_op_with_region(rw, op, r, &[])?;
        Some(true)
    }
}

pattern!(
    /// An `scf.execute_region` directly in a function or another
    /// `scf.execute_region` becomes blocks of its parent's region, its
    /// yields branches to the block after it.
    MultiBlockExecuteInliner, "scf.execute_region", "MultiBlockExecuteInliner"
);

impl MultiBlockExecuteInliner {
    fn run(op: OpId, rw: &mut Rewriter<'_>) -> Option<bool> {
        let cx = rw.context();
        let (prev, entry, region, loc, result_types) = {
            let ir = cx.ir();
            let v = OpView::new(cx, &ir, op)?;
            if v.inherent("no_inline").is_some() {
                return Some(false);
            }
            let p = v.parent()?;
            let function = p.def().is_some_and(|d| d.interfaces.get::<FunctionOpInterface>().is_some());
            if !(function || p.name() == "scf.execute_region" && p.def().is_some()) {
                return Some(false);
            }
            (v.block()?, *v.region_blocks(0).first()?, v.region(0)?, v.loc(), v.result_types())
        };
        let post = rw.split_block(prev, Some(op)).ok()?;
        rw.set_insertion_point_to_end(prev).ok()?;
        branch(rw, loc, &[], entry)?;
        let blocks = crate::view::region_blocks(&cx.ir(), region);
        for b in blocks {
            let y = {
                let ir = cx.ir();
                last(&ir, b).filter(|&t| is(cx, &ir, t, "scf.yield")).map(|t| (t, loc_of(&ir, t), op_operands(&ir, t)))
            };
            if let Some((y, yloc, operands)) = y {
                rw.set_insertion_point_before(y).ok()?;
                branch(rw, yloc, &operands, post)?;
                rw.erase_op(y).ok()?;
            }
        }
        rw.inline_region_before(region, post).ok()?;
        let args: Vec<ValueId> = {
            let mut ir = cx.ir_mut();
            let results: Vec<ValueId> = (0..result_types.len()).filter_map(|i| ir.op_result(op, i).ok()).collect();
            results
                .iter()
                .zip(&result_types)
                .filter_map(|(&r, &t)| {
                    let l = ir.value_loc(r).unwrap_or(loc);
                    ir.block_add_arg(post, t, l).ok()
                })
                .collect()
        };
        rw.replace_op(op, &args).ok()?;
        Some(true)
    }
}

// ---------------------------------------------------------------------------
// scf.for
// ---------------------------------------------------------------------------

pattern!(
    /// Loops that run zero times are replaced by their initial values,
    /// once by their body, and empty loops that run at least once and
    /// yield values from outside by those values.
    SimplifyTrivialLoops, "scf.for", "(anonymous namespace)::SimplifyTrivialLoops"
);

impl SimplifyTrivialLoops {
    fn run(op: OpId, rw: &mut Rewriter<'_>) -> Option<bool> {
        let cx = rw.context();
        let (trip, lb, inits, body, region, loc) = {
            let ir = cx.ir();
            let v = OpView::new(cx, &ir, op)?;
            let (lb, ub, step) = (v.operand(0)?, v.operand(1)?, v.operand(2)?);
            let signed = v.inherent("unsignedCmp").is_none();
            let trip =
                constant_trip_count(cx, &ir, Bound::Value(lb), Bound::Value(ub), Bound::Value(step), signed);
            let inits: SmallVec<[ValueId; 4]> = v.operands().into_iter().skip(3).collect();
            (trip, lb, inits, *v.region_blocks(0).first()?, v.region(0)?, v.loc())
        };
        let Some(trip) = trip else {
            return Some(rw.notify_match_failure(loc, || "can't compute constant trip count".into()));
        };
        if trip.value == 0 {
            rw.replace_op(op, &inits).ok()?;
            return Some(true);
        }
        if trip.value == 1 {
            let mut args: SmallVec<[ValueId; 4]> = SmallVec::new();
            args.push(lb);
            args.extend(inits);
            replace_op_with_region(rw, op, region, &args)?;
            return Some(true);
        }
        let yielded = {
            let ir = cx.ir();
            if !single_op(&ir, body) {
                return Some(false);
            }
            let yielded = op_operands(&ir, last(&ir, body)?);
            let outside = |v: ValueId| {
                value_region(&ir, v).and_then(|r| ir.region_parent(r).ok().flatten()).is_none_or(|p| !op_encloses(&ir, op, p))
            };
            if !yielded.iter().all(|&v| outside(v)) {
                return Some(false);
            }
            yielded
        };
        rw.replace_op(op, &yielded).ok()?;
        Some(true)
    }
}

// ---------------------------------------------------------------------------
// scf.forall
// ---------------------------------------------------------------------------

/// `scf.forall`'s operand groups and static bound attributes.
const FORALL_STATIC: [&str; 3] = ["staticLowerBound", "staticUpperBound", "staticStep"];

/// The mixed bounds of an `scf.forall` (`getMixedLowerBound` and the
/// others): each static entry, or the next dynamic operand of its group.
fn forall_mixed(v: &OpView<'_>) -> Option<[Vec<Bound>; 3]> {
    let mut out: [Vec<Bound>; 3] = Default::default();
    for (k, name) in FORALL_STATIC.iter().enumerate() {
        let statics = i64_array(v.cx, v.inherent(name)?)?;
        let mut dynamic = v.operand_group(k).into_iter();
        for s in statics {
            out[k].push(if s == i64::MIN { Bound::Value(dynamic.next()?) } else { Bound::Static(s) });
        }
    }
    Some(out)
}

/// The value of a bound as an SSA value (upstream's
/// `getValueOrCreateConstantIndexOp`).
fn bound_value(rw: &mut Rewriter<'_>, loc: Location, b: Bound) -> Option<ValueId> {
    match b {
        Bound::Value(v) => Some(v),
        Bound::Static(s) => {
            let index = rw.context().index_type();
            constant_int(rw, loc, index, s)
        }
    }
}

/// The operands (dynamic bounds, then `outputs`) and attributes (static
/// bounds, segment sizes) of an `scf.forall` with these mixed bounds
/// (upstream's `dispatchIndexOpFoldResults`).
fn forall_operands(cx: &Context, mixed: &[Vec<Bound>; 3], outputs: &[ValueId]) -> (Vec<ValueId>, Vec<(&'static str, Attribute)>) {
    let mut operands: Vec<ValueId> = Vec::new();
    let mut attrs: Vec<(&'static str, Attribute)> = Vec::new();
    let mut sizes = Vec::new();
    for (k, list) in mixed.iter().enumerate() {
        let statics: Vec<i64> = list.iter().map(|b| if let Bound::Static(s) = b { *s } else { i64::MIN }).collect();
        let dynamic: Vec<ValueId> = list.iter().filter_map(|b| if let Bound::Value(v) = b { Some(*v) } else { None }).collect();
        sizes.push(dynamic.len());
        operands.extend(dynamic);
        attrs.push((FORALL_STATIC[k], crate::format::dynamic_index_list::i64_array_attr(cx, &statics)));
    }
    sizes.push(outputs.len());
    operands.extend_from_slice(outputs);
    attrs.push(("operandSegmentSizes", segment_sizes(cx, &sizes)));
    (operands, attrs)
}

/// Sets the bounds of an `scf.forall` from mixed lists.
fn set_forall_bounds(cx: &Context, ir: &mut Ir, op: OpId, mixed: &[Vec<Bound>; 3]) -> Option<()> {
    let outputs = OpView::new(cx, ir, op)?.operand_group(3);
    let (operands, attrs) = forall_operands(cx, mixed, &outputs);
    for (name, value) in attrs {
        ir.set_op_inherent_attr(cx, op, name.as_bytes(), Some(value)).ok()?;
    }
    ir.set_op_operands(op, &operands).ok()
}

/// An `operandSegmentSizes` value.
fn segment_sizes(cx: &Context, sizes: &[usize]) -> Attribute {
    let raw: Vec<u8> = sizes.iter().flat_map(|&v| (v as i32).to_le_bytes()).collect();
    cx.dense_array_attr(crate::attrs::dense_array::DenseArrayKind::I32, &raw)
}

pattern!(
    /// Constant dynamic bounds of an `scf.forall` become static ones.
    ForallOpControlOperandsFolder, "scf.forall", "(anonymous namespace)::ForallOpControlOperandsFolder"
);

impl ForallOpControlOperandsFolder {
    fn run(op: OpId, rw: &mut Rewriter<'_>) -> Option<bool> {
        let cx = rw.context();
        let mixed = {
            let ir = cx.ir();
            let v = OpView::new(cx, &ir, op)?;
            let mut mixed = forall_mixed(&v)?;
            let mut changed = false;
            for list in mixed.iter_mut() {
                for b in list.iter_mut() {
                    if let Bound::Value(x) = *b {
                        if let Some(c) = constant_bits(cx, &ir, x) {
                            *b = Bound::Static(c.signed());
                            changed = true;
                        }
                    }
                }
            }
            if !changed {
                return Some(false);
            }
            mixed
        };
        rw.modify_op_in_place(op, |ir| set_forall_bounds(cx, ir, op, &mixed)).ok()??;
        Some(true)
    }
}

pattern!(
    /// Outputs of an `scf.forall` whose results are unused, or that
    /// nothing in the terminator writes, are dropped. Without tensor
    /// combining operations, every output qualifies.
    ForallOpIterArgsFolder, "scf.forall", "(anonymous namespace)::ForallOpIterArgsFolder"
);

/// The rank of an `scf.forall`.
fn forall_rank(cx: &Context, ir: &Ir, op: OpId) -> usize {
    OpView::new(cx, ir, op)
        .and_then(|v| v.inherent("staticLowerBound"))
        .and_then(|a| i64_array(cx, a))
        .map_or(0, |l| l.len())
}

/// A new `scf.forall` at the insertion point with these bounds, outputs
/// and mapping, and an empty region (its block made by the caller).
fn create_forall(
    rw: &mut Rewriter<'_>,
    loc: Location,
    mixed: &[Vec<Bound>; 3],
    outputs: &[ValueId],
    mapping: Option<Attribute>,
) -> Option<OpId> {
    let cx = rw.context();
    let (operands, mut attrs) = forall_operands(cx, mixed, outputs);
    if let Some(m) = mapping {
        attrs.push(("mapping", m));
    }
    let types = types_of(&cx.ir(), outputs);
    build(rw, "scf.forall", loc, &operands, &types, &attrs, 1)
}

impl ForallOpIterArgsFolder {
    fn run(op: OpId, rw: &mut Rewriter<'_>) -> Option<bool> {
        let cx = rw.context();
        let (mixed, outputs, mapping, rank, body, loc, results) = {
            let ir = cx.ir();
            let v = OpView::new(cx, &ir, op)?;
            let outputs = v.operand_group(3);
            if outputs.is_empty() {
                return Some(false);
            }
            let rank = forall_rank(cx, &ir, op);
            (forall_mixed(&v)?, outputs, v.inherent("mapping"), rank, *v.region_blocks(0).first()?, v.loc(), op_results(&ir, op))
        };
        // Without tensor.parallel_insert_slice no output has a combining
        // operation: every result is dropped.
        let new = create_forall(rw, loc, &mixed, &[], mapping)?;
        // The new loop keeps the old one's discardable attributes.
        let discardable = cx.ir().op_discardable_attrs(op).ok()?;
        if !discardable.is_empty() {
            rw.modify_op_in_place(new, |ir| {
                for a in &discardable {
                    let _ = ir.set_op_discardable_attr(cx, new, cx.str_of(a.name).as_bytes(), a.value);
                }
            })
            .ok()?;
        }
        let new_region = region(&cx.ir(), new, 0)?;
        let index = cx.index_type();
        let new_body = add_block(rw, new_region, &vec![(index, loc); rank])?;
        let mut args: Vec<ValueId> = block_args(&cx.ir(), new_body).into_iter().collect();
        args.extend(outputs.iter().copied());
        rw.merge_blocks(body, new_body, &args).ok()?;
        for (r, o) in results.iter().zip(&outputs) {
            rw.replace_all_uses_with(*r, *o).ok()?;
        }
        Some(true)
    }
}

pattern!(
    /// Dimensions of an `scf.forall` (without a mapping) that run once are
    /// dropped (their induction variables become the lower bounds); one
    /// that runs zero times replaces the loop by its outputs.
    ForallOpSingleOrZeroIterationDimsFolder, "scf.forall", "(anonymous namespace)::ForallOpSingleOrZeroIterationDimsFolder"
);

impl ForallOpSingleOrZeroIterationDimsFolder {
    fn run(op: OpId, rw: &mut Rewriter<'_>) -> Option<bool> {
        let cx = rw.context();
        let (mixed, ivs, outputs, loc, attrs, region_id) = {
            let ir = cx.ir();
            let v = OpView::new(cx, &ir, op)?;
            let mapped = v.inherent("mapping").and_then(|m| cx.try_attr_data(m));
            if matches!(mapped, Some(crate::attrs::AttrData::Array(items)) if !items.is_empty()) {
                return Some(false);
            }
            let rank = forall_rank(cx, &ir, op);
            let body = *v.region_blocks(0).first()?;
            let ivs: Vec<ValueId> = block_args(&ir, body).into_iter().take(rank).collect();
            let attrs = ir.op_attrs(cx, op).ok()?;
            (forall_mixed(&v)?, ivs, v.operand_group(3), v.loc(), attrs, v.region(0)?)
        };
        let mut kept: [Vec<Bound>; 3] = Default::default();
        let mut single: Vec<(ValueId, Bound)> = Vec::new();
        for (i, &iv) in ivs.iter().enumerate() {
            let (lb, ub, step) = (mixed[0][i], mixed[1][i], mixed[2][i]);
            let n = constant_trip_count(cx, &cx.ir(), lb, ub, step, true);
            if let Some(n) = n {
                if n.value == 0 {
                    rw.replace_op(op, &outputs).ok()?;
                    return Some(true);
                }
                if n.signed() == 1 {
                    single.push((iv, lb));
                    continue;
                }
            }
            kept[0].push(lb);
            kept[1].push(ub);
            kept[2].push(step);
        }
        if kept[0].len() == ivs.len() {
            return Some(rw.notify_match_failure(loc, || "no dimensions have 0 or 1 iterations".into()));
        }
        let mut map = CloneMap::new();
        for (iv, lb) in single {
            let v = bound_value(rw, loc, lb)?;
            map.map(&cx.ir(), iv, v).ok()?;
        }
        if kept[0].is_empty() {
            // Every dimension runs once: the body replaces the loop (only
            // possible here without outputs, which need tensor ops).
            if !outputs.is_empty() {
                return Some(false);
            }
            // `promote`: the induction variables take the lower bounds.
            let mut args: Vec<ValueId> = Vec::new();
            for &lb in &mixed[0] {
                args.push(bound_value(rw, loc, lb)?);
            }
            let (body, term) = {
                let ir = cx.ir();
                let body = ir.region_first_block(region_id).ok()??;
                (body, last(&ir, body)?)
            };
            rw.inline_block_before(body, op, &args).ok()?;
            rw.erase_op(term).ok()?;
            rw.erase_op(op).ok()?;
            return Some(true);
        }
        let new = create_forall(rw, loc, &kept, &outputs, None)?;
        for a in &attrs {
            let n = String::from_utf8_lossy(cx.bytes_of(a.name)).into_owned();
            let n = n.as_str();
            if ["operandSegmentSizes", "staticLowerBound", "staticUpperBound", "staticStep"].contains(&n) {
                continue;
            }
            let (name, value) = (n.to_string(), a.value);
            rw.modify_op_in_place(new, |ir| ir.set_op_attr(cx, new, name.as_bytes(), value)).ok()?.ok()?;
        }
        let new_region = region(&cx.ir(), new, 0)?;
        rw.clone_region_into_mapped(region_id, new_region, None, &mut map).ok()?;
        rw.replace_op_with_op(op, new).ok()?;
        Some(true)
    }
}

pattern!(
    /// Induction variables of an `scf.forall` dimension that runs once are
    /// replaced by its lower bound.
    ForallOpReplaceConstantInductionVar, "scf.forall", "(anonymous namespace)::ForallOpReplaceConstantInductionVar"
);

impl ForallOpReplaceConstantInductionVar {
    fn run(op: OpId, rw: &mut Rewriter<'_>) -> Option<bool> {
        let cx = rw.context();
        let (todo, loc) = {
            let ir = cx.ir();
            let v = OpView::new(cx, &ir, op)?;
            let mixed = forall_mixed(&v)?;
            let rank = forall_rank(cx, &ir, op);
            let body = *v.region_blocks(0).first()?;
            let mut todo = Vec::new();
            for (i, iv) in block_args(&ir, body).into_iter().take(rank).enumerate() {
                if !has_uses(&ir, iv) {
                    continue;
                }
                let n = constant_trip_count(cx, &ir, mixed[0][i], mixed[1][i], mixed[2][i], true);
                if n.is_some_and(|n| n.signed() == 1) {
                    todo.push((iv, mixed[0][i]));
                }
            }
            (todo, v.loc())
        };
        if todo.is_empty() {
            return Some(false);
        }
        for (iv, lb) in todo {
            let v = bound_value(rw, loc, lb)?;
            rw.replace_all_uses_with(iv, v).ok()?;
        }
        Some(true)
    }
}

// ---------------------------------------------------------------------------
// scf.if
// ---------------------------------------------------------------------------

/// The then and else terminators of an `scf.if` (`thenYield`,
/// `elseYield`: the last operation of each region's last block).
fn if_yields(ir: &Ir, op: OpId) -> (Option<OpId>, Option<OpId>) {
    (back(ir, op, 0).and_then(|b| last(ir, b)), back(ir, op, 1).and_then(|b| last(ir, b)))
}

pattern!(
    /// Two consecutive `scf.if`s on the same condition (or its negation)
    /// become one.
    CombineIfs, "scf.if", "(anonymous namespace)::CombineIfs"
);

impl CombineIfs {
    fn run(next: OpId, rw: &mut Rewriter<'_>) -> Option<bool> {
        let cx = rw.context();
        let (prev, next_then, next_else, prev_cond) = {
            let ir = cx.ir();
            let prev = ir.op_prev(next).ok()??;
            if !is(cx, &ir, prev, "scf.if") {
                return Some(false);
            }
            let (pc, nc) = (ir.op_operand(prev, 0).ok()??, ir.op_operand(next, 0).ok()??);
            let has_else = front(&ir, next, 1).is_some();
            let (mut then_b, mut else_b) = (None, None);
            if nc == pc {
                then_b = back(&ir, next, 0);
                if has_else {
                    else_b = back(&ir, next, 1);
                }
            }
            if negation_of(cx, &ir, nc) == Some(pc) {
                else_b = back(&ir, next, 0);
                if has_else {
                    then_b = back(&ir, next, 1);
                }
            }
            if negation_of(cx, &ir, pc) == Some(nc) {
                else_b = back(&ir, next, 0);
                if has_else {
                    then_b = back(&ir, next, 1);
                }
            }
            if then_b.is_none() && else_b.is_none() {
                return Some(false);
            }
            (prev, then_b, else_b, pc)
        };
        // Uses of the first if's results inside the second take the
        // yielded values.
        let changes = {
            let ir = cx.ir();
            let (ty, ey) = if_yields(&ir, prev);
            let then_ops = ty.map(|t| op_operands(&ir, t)).unwrap_or_default();
            let else_ops: SmallVec<[ValueId; 4]> =
                if front(&ir, prev, 1).is_some() { ey.map(|t| op_operands(&ir, t)).unwrap_or_default() } else { SmallVec::new() };
            let then_region = next_then.and_then(|b| ir.block_parent_region(b).ok().flatten());
            let else_region = next_else.and_then(|b| ir.block_parent_region(b).ok().flatten());
            let mut changes = Vec::new();
            for ((r, t), e) in op_results(&ir, prev).into_iter().zip(then_ops).zip(else_ops) {
                for (user, k) in uses(&ir, r) {
                    let ur = op_region(&ir, user);
                    if then_region.is_some_and(|tr| region_encloses(&ir, tr, ur)) {
                        changes.push((user, k, t));
                    } else if else_region.is_some_and(|er| region_encloses(&ir, er, ur)) {
                        changes.push((user, k, e));
                    }
                }
            }
            changes
        };
        for (user, k, v) in changes {
            rw.modify_op_in_place(user, |ir| ir.set_op_operand(user, k, Some(v))).ok()?.ok()?;
        }
        let (merged_types, prev_n, loc) = {
            let ir = cx.ir();
            let mut t = types_of(&ir, &op_results(&ir, prev));
            let n = t.len();
            t.extend(types_of(&ir, &op_results(&ir, next)));
            (t, n, loc_of(&ir, next))
        };
        let combined = build(rw, "scf.if", loc, &[prev_cond], &merged_types, &[], 2)?;
        let (c_then, c_else, p_then, p_else) = {
            let ir = cx.ir();
            (region(&ir, combined, 0)?, region(&ir, combined, 1)?, region(&ir, prev, 0)?, region(&ir, prev, 1)?)
        };
        rw.inline_region_into(p_then, c_then, None).ok()?;
        if let Some(nt) = next_then {
            let (then_yield, then_yield2, block) = {
                let ir = cx.ir();
                (if_yields(&ir, combined).0?, last(&ir, nt)?, back(&ir, combined, 0)?)
            };
            rw.merge_blocks(nt, block, &[]).ok()?;
            rw.set_insertion_point_to_end(block).ok()?;
            let (yloc, merged) = {
                let ir = cx.ir();
                let mut m = op_operands(&ir, then_yield);
                m.extend(op_operands(&ir, then_yield2));
                (loc_of(&ir, then_yield2), m)
            };
            build(rw, "scf.yield", yloc, &merged, &[], &[], 0)?;
            rw.erase_op(then_yield).ok()?;
            rw.erase_op(then_yield2).ok()?;
        }
        let first_else = cx.ir().region_first_block(c_else).ok()?;
        rw.inline_region_into(p_else, c_else, first_else).ok()?;
        if let Some(ne) = next_else {
            if cx.ir().region_first_block(c_else).ok()?.is_none() {
                let r = cx.ir().block_parent_region(ne).ok()??;
                rw.inline_region_into(r, c_else, None).ok()?;
            } else {
                let (else_yield, else_yield2, block) = {
                    let ir = cx.ir();
                    (if_yields(&ir, combined).1?, last(&ir, ne)?, back(&ir, combined, 1)?)
                };
                rw.merge_blocks(ne, block, &[]).ok()?;
                rw.set_insertion_point_to_end(block).ok()?;
                let (yloc, merged) = {
                    let ir = cx.ir();
                    let mut m = op_operands(&ir, else_yield);
                    m.extend(op_operands(&ir, else_yield2));
                    (loc_of(&ir, else_yield2), m)
                };
                build(rw, "scf.yield", yloc, &merged, &[], &[], 0)?;
                rw.erase_op(else_yield).ok()?;
                rw.erase_op(else_yield2).ok()?;
            }
        }
        let results = op_results(&cx.ir(), combined);
        rw.replace_op(prev, &results[..prev_n]).ok()?;
        rw.replace_op(next, &results[prev_n..]).ok()?;
        Some(true)
    }
}

pattern!(
    /// `scf.if %a { scf.if %b { ... } }` becomes
    /// `scf.if (arith.andi %a, %b) { ... }`, selects taking the values the
    /// outer if yields from outside.
    CombineNestedIfs, "scf.if", "(anonymous namespace)::CombineNestedIfs"
);

impl CombineNestedIfs {
    fn run(op: OpId, rw: &mut Rewriter<'_>) -> Option<bool> {
        let cx = rw.context();
        let (then_yield, else_yield, upgrade, cond, nested_cond, loc, types, nested_then) = {
            let ir = cx.ir();
            let then_b = back(&ir, op, 0)?;
            let ops = block_ops(&ir, then_b);
            if ops.len() != 2 {
                return Some(false);
            }
            let else_b = back(&ir, op, 1);
            if else_b.is_some_and(|b| !single_op(&ir, b)) {
                return Some(false);
            }
            let nested = ops[0];
            if !is(cx, &ir, nested, "scf.if") {
                return Some(false);
            }
            if back(&ir, nested, 1).is_some_and(|b| !single_op(&ir, b)) {
                return Some(false);
            }
            let mut then_yield = op_operands(&ir, ops[1]);
            let else_yield: SmallVec<[ValueId; 4]> =
                else_b.and_then(|b| last(&ir, b)).map(|t| op_operands(&ir, t)).unwrap_or_default();
            let (nty, ney) = if_yields(&ir, nested);
            let then_region = region(&ir, op, 0)?;
            let mut upgrade = Vec::new();
            for i in 0..then_yield.len() {
                let v = then_yield[i];
                if let Ok(ValueOwner::Result(d, k)) = ir.value_owner(v) {
                    if d == nested {
                        if ney.and_then(|e| ir.op_operand(e, k).ok().flatten()) != else_yield.get(i).copied() {
                            return Some(false);
                        }
                        then_yield[i] = ir.op_operand(nty?, k).ok()??;
                        continue;
                    }
                }
                if value_region(&ir, v) == Some(then_region) {
                    return Some(false);
                }
                upgrade.push(i);
            }
            (
                then_yield,
                else_yield,
                upgrade,
                ir.op_operand(op, 0).ok()??,
                ir.op_operand(nested, 0).ok()??,
                loc_of(&ir, op),
                types_of(&ir, &op_results(&ir, op)),
                back(&ir, nested, 0)?,
            )
        };
        let i1 = cx.int(1);
        let new_cond = build_value(rw, "arith.andi", loc, &[cond, nested_cond], i1, &[])?;
        let new_if = build(rw, "scf.if", loc, &[new_cond], &types, &[], 2)?;
        let then_r = region(&cx.ir(), new_if, 0)?;
        let new_block = rw.create_block(then_r, None, &[]).ok()?;
        let mut results: Vec<ValueId> = op_results(&cx.ir(), new_if).into_vec();
        rw.set_insertion_point_before(new_if).ok()?;
        for &i in &upgrade {
            results[i] = select(rw, loc, cond, then_yield[i], else_yield[i])?;
        }
        rw.merge_blocks(nested_then, new_block, &[]).ok()?;
        rw.set_insertion_point_to_end(new_block).ok()?;
        let old_yield = last(&cx.ir(), new_block)?;
        replace_terminator(rw, old_yield, "scf.yield", &then_yield)?;
        if !else_yield.is_empty() {
            let else_r = region(&cx.ir(), new_if, 1)?;
            let b = rw.create_block(else_r, None, &[]).ok()?;
            rw.set_insertion_point_to_end(b).ok()?;
            build(rw, "scf.yield", loc, &else_yield, &[], &[], 0)?;
        }
        rw.replace_op(op, &results).ok()?;
        Some(true)
    }
}

pattern!(
    /// Inside the branches of an `scf.if`, its condition is known: uses
    /// take `true` in the then branch and `false` in the else branch.
    ConditionPropagation, "scf.if", "(anonymous namespace)::ConditionPropagation"
);

impl ConditionPropagation {
    fn run(op: OpId, rw: &mut Rewriter<'_>) -> Option<bool> {
        let cx = rw.context();
        let (cond, then_r, else_r, loc) = {
            let ir = cx.ir();
            let cond = ir.op_operand(op, 0).ok()??;
            if is_constant(cx, &ir, cond) {
                return Some(false);
            }
            (cond, region(&ir, op, 0)?, region(&ir, op, 1)?, loc_of(&ir, op))
        };
        let i1 = cx.int(1);
        let (mut t, mut f) = (None, None);
        let mut changed = false;
        let list = uses(&cx.ir(), cond);
        for (user, k) in list {
            let ur = op_region(&cx.ir(), user);
            let with = if region_encloses(&cx.ir(), then_r, ur) {
                if t.is_none() {
                    t = constant_int(rw, loc, i1, 1);
                }
                t?
            } else if region_encloses(&cx.ir(), else_r, ur) {
                if f.is_none() {
                    f = constant_int(rw, loc, i1, 0);
                }
                f?
            } else {
                continue;
            };
            changed = true;
            rw.modify_op_in_place(user, |ir| ir.set_op_operand(user, k, Some(with))).ok()?.ok()?;
        }
        Some(changed)
    }
}

pattern!(
    /// Results of an `scf.if` whose yielded values come from outside it
    /// become `arith.select`s (or the value itself when both branches
    /// yield it).
    ConvertTrivialIfToSelect, "scf.if", "(anonymous namespace)::ConvertTrivialIfToSelect"
);

impl ConvertTrivialIfToSelect {
    fn run(op: OpId, rw: &mut Rewriter<'_>) -> Option<bool> {
        let cx = rw.context();
        let (cond, pairs, non_hoistable, loc, then_r, else_r) = {
            let ir = cx.ir();
            let n = ir.op_num_results(op).ok()?;
            if n == 0 {
                return Some(false);
            }
            let (ty, ey) = if_yields(&ir, op);
            let (then_r, else_r) = (region(&ir, op, 0)?, region(&ir, op, 1)?);
            let pairs: Vec<(ValueId, ValueId)> = op_operands(&ir, ty?).into_iter().zip(op_operands(&ir, ey?)).collect();
            let mut non_hoistable: SmallVec<[Type; 4]> = SmallVec::new();
            for &(t, f) in &pairs {
                if value_region(&ir, t) == Some(then_r) || value_region(&ir, f) == Some(else_r) {
                    non_hoistable.push(ir.value_type(t).ok()?);
                }
            }
            if non_hoistable.len() == n {
                return Some(false);
            }
            (ir.op_operand(op, 0).ok()??, pairs, non_hoistable, loc_of(&ir, op), then_r, else_r)
        };
        let replacement = build(rw, "scf.if", loc, &[cond], &non_hoistable, &[], 2)?;
        let (r_then, r_else) = {
            let mut ir = cx.ir_mut();
            let (a, b) = (ir.op_region(replacement, 0).ok()?, ir.op_region(replacement, 1).ok()?);
            ir.region_take_body(a, then_r).ok()?;
            ir.region_take_body(b, else_r).ok()?;
            (a, b)
        };
        rw.set_insertion_point_before(replacement).ok()?;
        let new_results = op_results(&cx.ir(), replacement);
        let mut results: Vec<ValueId> = Vec::new();
        let (mut true_yields, mut false_yields): (Vec<ValueId>, Vec<ValueId>) = (Vec::new(), Vec::new());
        for (t, f) in pairs {
            let keep = {
                let ir = cx.ir();
                value_region(&ir, t) == Some(r_then) || value_region(&ir, f) == Some(r_else)
            };
            if keep {
                results.push(new_results[true_yields.len()]);
                true_yields.push(t);
                false_yields.push(f);
            } else if t == f {
                results.push(t);
            } else {
                results.push(select(rw, loc, cond, t, f)?);
            }
        }
        let (ty, ey, tb, eb) = {
            let ir = cx.ir();
            let (ty, ey) = if_yields(&ir, replacement);
            (ty?, ey?, back(&ir, replacement, 0)?, back(&ir, replacement, 1)?)
        };
        rw.set_insertion_point_to_end(tb).ok()?;
        replace_terminator(rw, ty, "scf.yield", &true_yields)?;
        rw.set_insertion_point_to_end(eb).ok()?;
        replace_terminator(rw, ey, "scf.yield", &false_yields)?;
        rw.replace_op(op, &results).ok()?;
        Some(true)
    }
}

pattern!(
    /// An else branch that only yields (in an `scf.if` without results)
    /// is dropped.
    RemoveEmptyElseBranch, "scf.if", "(anonymous namespace)::RemoveEmptyElseBranch"
);

impl RemoveEmptyElseBranch {
    fn run(op: OpId, rw: &mut Rewriter<'_>) -> Option<bool> {
        let cx = rw.context();
        let then_r = {
            let ir = cx.ir();
            if ir.op_num_results(op).ok()? != 0 {
                return Some(false);
            }
            let else_b = back(&ir, op, 1);
            if !else_b.is_some_and(|b| single_op(&ir, b)) {
                return Some(false);
            }
            region(&ir, op, 0)?
        };
        let new = rw.clone_without_regions(op).ok()?;
        let new_then = region(&cx.ir(), new, 0)?;
        let first = cx.ir().region_first_block(new_then).ok()?;
        rw.inline_region_into(then_r, new_then, first).ok()?;
        rw.erase_op(op).ok()?;
        Some(true)
    }
}

pattern!(
    /// An `scf.if` on a constant condition is replaced by the branch it
    /// takes (or erased).
    RemoveStaticCondition, "scf.if", "(anonymous namespace)::RemoveStaticCondition"
);

impl RemoveStaticCondition {
    fn run(op: OpId, rw: &mut Rewriter<'_>) -> Option<bool> {
        let cx = rw.context();
        let (c, then_r, else_r, has_else) = {
            let ir = cx.ir();
            let c = bool_constant(cx, &ir, ir.op_operand(op, 0).ok()??)?;
            (c, region(&ir, op, 0)?, region(&ir, op, 1)?, front(&ir, op, 1).is_some())
        };
        if c {
            replace_op_with_region(rw, op, then_r, &[])?;
        } else if has_else {
            replace_op_with_region(rw, op, else_r, &[])?;
        } else {
            rw.erase_op(op).ok()?;
        }
        Some(true)
    }
}

pattern!(
    /// Results of an `scf.if` yielding the same value in both branches
    /// are that value; yielding `true`/`false` constants, the condition
    /// (or its negation).
    ReplaceIfYieldWithConditionOrValue, "scf.if", "(anonymous namespace)::ReplaceIfYieldWithConditionOrValue"
);

impl ReplaceIfYieldWithConditionOrValue {
    fn run(op: OpId, rw: &mut Rewriter<'_>) -> Option<bool> {
        let cx = rw.context();
        let (triples, cond, loc) = {
            let ir = cx.ir();
            if ir.op_num_results(op).ok()? == 0 {
                return Some(false);
            }
            let (ty, ey) = if_yields(&ir, op);
            let t: Vec<(ValueId, ValueId, ValueId)> = op_operands(&ir, ty?)
                .into_iter()
                .zip(op_operands(&ir, ey?))
                .zip(op_results(&ir, op))
                .map(|((a, b), r)| (a, b, r))
                .collect();
            (t, ir.op_operand(op, 0).ok()??, loc_of(&ir, op))
        };
        rw.set_insertion_point_before(op).ok()?;
        let i1 = cx.int(1);
        let mut changed = false;
        for (t, f, r) in triples {
            if !has_uses(&cx.ir(), r) {
                continue;
            }
            if t == f {
                // Upstream replaces these uses without telling the driver.
                cx.ir_mut().replace_all_uses(r, t).ok()?;
                changed = true;
                continue;
            }
            let (tv, fv, dialect) = {
                let ir = cx.ir();
                let (Some(tv), Some(fv)) = (bool_constant(cx, &ir, t), bool_constant(cx, &ir, f)) else { continue };
                let d = def_of(&ir, t).and_then(|d| ir.op_name(d).ok()).map(|n| {
                    let s = cx.op_name_str(n);
                    s.split('.').next().unwrap_or("").to_string()
                });
                (tv, fv, d.unwrap_or_default())
            };
            if !tv && fv {
                let one = materialize_true(rw, &dialect, i1, loc)?;
                let not = build_value(rw, "arith.xori", loc, &[cond, one], i1, &[])?;
                cx.ir_mut().replace_all_uses(r, not).ok()?;
                changed = true;
            }
            if tv && !fv {
                cx.ir_mut().replace_all_uses(r, cond).ok()?;
                changed = true;
            }
        }
        Some(changed)
    }
}

/// `true` made by the dialect `dialect`'s constant materializer (an
/// `arith.constant` where that dialect has none).
fn materialize_true(rw: &mut Rewriter<'_>, dialect: &str, i1: Type, loc: Location) -> Option<ValueId> {
    let cx = rw.context();
    let attr = cx.bool_attr(true);
    let m = cx.loaded_dialect(dialect).and_then(|d| cx.dialect_def(d)).and_then(|d| d.materialize);
    match m.and_then(|m| m(cx, attr, i1, loc)) {
        Some(st) => {
            let op = rw.create(st).ok()?;
            cx.ir().op_result(op, 0).ok()
        }
        None => constant_int(rw, loc, i1, 1),
    }
}

// ---------------------------------------------------------------------------
// scf.index_switch
// ---------------------------------------------------------------------------

pattern!(
    /// An `scf.index_switch` on a constant is replaced by the case it
    /// takes.
    FoldConstantCase, "scf.index_switch", "FoldConstantCase"
);

impl FoldConstantCase {
    fn run(op: OpId, rw: &mut Rewriter<'_>) -> Option<bool> {
        let cx = rw.context();
        let (source, term, results) = {
            let ir = cx.ir();
            let v = OpView::new(cx, &ir, op)?;
            let c = constant_bits(cx, &ir, v.operand(0)?)?.signed();
            let cases = i64_array(cx, v.inherent("cases")?)?;
            let r = cases.iter().position(|&k| k == c).map_or(0, |i| i + 1);
            let source = *v.region_blocks(r).first()?;
            let term = last(&ir, source)?;
            (source, term, op_operands(&ir, term))
        };
        rw.inline_block_before(source, op, &[]).ok()?;
        rw.erase_op(term).ok()?;
        rw.replace_op(op, &results).ok()?;
        Some(true)
    }
}

// ---------------------------------------------------------------------------
// scf.parallel
// ---------------------------------------------------------------------------

pattern!(
    /// Dimensions of an `scf.parallel` that run once are dropped (their
    /// induction variables become the lower bounds); one that runs zero
    /// times replaces the loop by its initial values.
    ParallelOpSingleOrZeroIterationDimsFolder, "scf.parallel", "(anonymous namespace)::ParallelOpSingleOrZeroIterationDimsFolder"
);

impl ParallelOpSingleOrZeroIterationDimsFolder {
    fn run(op: OpId, rw: &mut Rewriter<'_>) -> Option<bool> {
        let cx = rw.context();
        let (lbs, ubs, steps, inits, ivs, body, region_id, loc) = {
            let ir = cx.ir();
            let v = OpView::new(cx, &ir, op)?;
            let body = *v.region_blocks(0).first()?;
            (
                v.operand_group(0),
                v.operand_group(1),
                v.operand_group(2),
                v.operand_group(3),
                block_args(&ir, body),
                body,
                v.region(0)?,
                v.loc(),
            )
        };
        let mut map = CloneMap::new();
        let (mut nl, mut nu, mut ns) = (Vec::new(), Vec::new(), Vec::new());
        for i in 0..lbs.len() {
            let n = constant_trip_count(
                cx,
                &cx.ir(),
                Bound::Value(lbs[i]),
                Bound::Value(ubs[i]),
                Bound::Value(steps[i]),
                true,
            );
            if let Some(n) = n {
                if n.value == 0 {
                    rw.replace_op(op, &inits).ok()?;
                    return Some(true);
                }
                if n.signed() == 1 {
                    map.map(&cx.ir(), *ivs.get(i)?, lbs[i]).ok()?;
                    continue;
                }
            }
            nl.push(lbs[i]);
            nu.push(ubs[i]);
            ns.push(steps[i]);
        }
        if nl.len() == lbs.len() {
            return Some(false);
        }
        if nl.is_empty() {
            let (ops, reduce) = {
                let ir = cx.ir();
                let mut ops: Vec<OpId> = block_ops(&ir, body).into_vec();
                let reduce = ops.pop()?;
                (ops, reduce)
            };
            for o in ops {
                rw.clone_mapped(o, &mut map).ok()?;
            }
            let mut results: Vec<ValueId> = Vec::new();
            let nred = cx.ir().op_num_regions(reduce).ok()?;
            for i in 0..nred {
                let (rops, ret, a0, a1, operand) = {
                    let ir = cx.ir();
                    let rb = front(&ir, reduce, i)?;
                    let mut rops: Vec<OpId> = block_ops(&ir, rb).into_vec();
                    let ret = rops.pop()?;
                    (rops, ret, ir.block_arg(rb, 0).ok()?, ir.block_arg(rb, 1).ok()?, ir.op_operand(reduce, i).ok()??)
                };
                {
                    let ir = cx.ir();
                    let operand = map.lookup_or_default(&ir, operand);
                    map.map(&ir, a0, *inits.get(results.len())?).ok()?;
                    map.map(&ir, a1, operand).ok()?;
                }
                for o in rops {
                    rw.clone_mapped(o, &mut map).ok()?;
                }
                let ir = cx.ir();
                results.push(map.lookup_or_default(&ir, ir.op_operand(ret, 0).ok()??));
            }
            rw.replace_op(op, &results).ok()?;
            return Some(true);
        }
        let types = types_of(&cx.ir(), &op_results(&cx.ir(), op));
        let mut operands = nl.clone();
        operands.extend(&nu);
        operands.extend(&ns);
        operands.extend(inits.iter().copied());
        let sizes = segment_sizes(cx, &[nl.len(), nu.len(), ns.len(), inits.len()]);
        let new = build(rw, "scf.parallel", loc, &operands, &types, &[("operandSegmentSizes", sizes)], 1)?;
        let new_region = region(&cx.ir(), new, 0)?;
        rw.clone_region_into_mapped(region_id, new_region, None, &mut map).ok()?;
        rw.replace_op_with_op(op, new).ok()?;
        Some(true)
    }
}

pattern!(
    /// An `scf.parallel` whose body is only another `scf.parallel` (bounds
    /// independent of the outer induction variables, no reductions)
    /// becomes one loop over both sets of dimensions.
    MergeNestedParallelLoops, "scf.parallel", "(anonymous namespace)::MergeNestedParallelLoops"
);

impl MergeNestedParallelLoops {
    fn run(op: OpId, rw: &mut Rewriter<'_>) -> Option<bool> {
        let cx = rw.context();
        let (inner, outer_args, inner_args, inner_ops, operands, n, loc) = {
            let ir = cx.ir();
            let v = OpView::new(cx, &ir, op)?;
            let body = *v.region_blocks(0).first()?;
            let ops = block_ops(&ir, body);
            if ops.len() != 2 {
                return Some(false);
            }
            let inner = ops[0];
            if !is(cx, &ir, inner, "scf.parallel") {
                return Some(false);
            }
            let iv = OpView::new(cx, &ir, inner)?;
            let outer_args = block_args(&ir, body);
            let inner_bounds: Vec<ValueId> = (0..3).flat_map(|k| iv.operand_group(k)).collect();
            if outer_args.iter().any(|a| inner_bounds.contains(a)) {
                return Some(false);
            }
            if !v.operand_group(3).is_empty() || !iv.operand_group(3).is_empty() {
                return Some(false);
            }
            let inner_body = *iv.region_blocks(0).first()?;
            let mut inner_ops: Vec<OpId> = block_ops(&ir, inner_body).into_vec();
            inner_ops.pop();
            let mut operands = Vec::new();
            let mut n = Vec::new();
            for k in 0..3 {
                let (a, b) = (v.operand_group(k), iv.operand_group(k));
                n.push(a.len() + b.len());
                operands.extend(a);
                operands.extend(b);
            }
            (inner, outer_args, block_args(&ir, inner_body), inner_ops, operands, n, v.loc())
        };
        let _ = inner;
        // Built as upstream's builder does: the body (cloned inner body and
        // `scf.reduce`) before the loop is inserted.
        let sizes = segment_sizes(cx, &[n[0], n[1], n[2], 0]);
        let new = {
            let mut ir = cx.ir_mut();
            let index = cx.index_type();
            let total = outer_args.len() + inner_args.len();
            let block = ir.create_block(&vec![(index, loc); total]).ok()?;
            let ivs = block_args(&ir, block);
            let mut map = CloneMap::new();
            for (a, &b) in outer_args.iter().chain(&inner_args).zip(ivs.iter()) {
                map.map(&ir, *a, b).ok()?;
            }
            for o in inner_ops {
                let c = ir.clone_op_mapped(o, &mut map).ok()?;
                ir.append_op(block, c).ok()?;
            }
            let reduce = ir.create_op(cx, OperationState::new(cx.op_name(b"scf.reduce"), loc)).ok()?;
            ir.append_op(block, reduce).ok()?;
            let body = ir.create_region();
            ir.region_append_block(body, block).ok()?;
            let mut st = OperationState::new(cx.op_name(b"scf.parallel"), loc);
            st.operands.extend(operands);
            st.attributes.push(NamedAttribute { name: cx.identifier("operandSegmentSizes"), value: sizes });
            st.regions.push(body);
            ir.create_op(cx, st).ok()?
        };
        rw.insert(new).ok()?;
        rw.replace_op_with_op(op, new).ok()?;
        Some(true)
    }
}

// ---------------------------------------------------------------------------
// scf.while
// ---------------------------------------------------------------------------

/// The `scf.condition` and `scf.yield` of an `scf.while`, with its before
/// and after blocks.
fn while_parts(ir: &Ir, op: OpId) -> Option<(OpId, OpId, BlockId, BlockId)> {
    let (before, after) = (front(ir, op, 0)?, front(ir, op, 1)?);
    Some((last(ir, before)?, last(ir, after)?, before, after))
}

/// A new `scf.while` at the insertion point with a before block taking
/// `inits`' types and an after block taking `results` (upstream's builder
/// without body builders).
fn create_while(rw: &mut Rewriter<'_>, loc: Location, results: &[Type], inits: &[ValueId]) -> Option<(OpId, BlockId, BlockId)> {
    let new = build(rw, "scf.while", loc, inits, results, &[], 2)?;
    let (r0, r1, before_args) = {
        let ir = rw.context().ir();
        let args: Vec<(Type, Location)> =
            inits.iter().map(|&v| (ir.value_type(v).unwrap_or(results[0]), ir.value_loc(v).unwrap_or(loc))).collect();
        (region(&ir, new, 0)?, region(&ir, new, 1)?, args)
    };
    let before = add_block(rw, r0, &before_args)?;
    let after_args: Vec<(Type, Location)> = results.iter().map(|&t| (t, loc)).collect();
    let after = add_block(rw, r1, &after_args)?;
    Some((new, before, after))
}

pattern!(
    /// Uses of after-region arguments that receive the loop condition
    /// itself become `true`.
    WhileConditionTruth, "scf.while", "(anonymous namespace)::WhileConditionTruth"
);

impl WhileConditionTruth {
    fn run(op: OpId, rw: &mut Rewriter<'_>) -> Option<bool> {
        let cx = rw.context();
        let (todo, ty, loc) = {
            let ir = cx.ir();
            let (cond_op, _, _, after) = while_parts(&ir, op)?;
            let operands = op_operands(&ir, cond_op);
            let cond = *operands.first()?;
            let todo: Vec<ValueId> = operands[1..]
                .iter()
                .zip(block_args(&ir, after))
                .filter(|&(&a, b)| a == cond && has_uses(&ir, b))
                .map(|(_, b)| b)
                .collect();
            (todo, ir.value_type(cond).ok()?, loc_of(&ir, op))
        };
        if todo.is_empty() {
            return Some(false);
        }
        let t = constant_int(rw, loc, ty, 1)?;
        for b in todo {
            rw.replace_all_uses_with(b, t).ok()?;
        }
        Some(true)
    }
}

/// The `arith.cmpi` predicate of `op`.
fn cmpi_predicate(cx: &Context, ir: &Ir, op: OpId) -> Option<i64> {
    let a = OpView::new(cx, ir, op)?.inherent("predicate")?;
    let (v, _) = cx.integer_attr_value(a)?;
    Some(v.low_u64() as i64)
}

/// The predicate that negates `p` (upstream's `invertPredicate`).
fn invert_predicate(p: i64) -> i64 {
    match p {
        0 => 1,
        1 => 0,
        2 => 5,
        5 => 2,
        3 => 4,
        4 => 3,
        6 => 9,
        9 => 6,
        7 => 8,
        8 => 7,
        other => other,
    }
}

pattern!(
    /// In the after region, an `arith.cmpi` repeating the loop's condition
    /// on the forwarded values is `true` (its inverse `false`).
    WhileCmpCond, "scf.while", "(anonymous namespace)::WhileCmpCond"
);

impl WhileCmpCond {
    fn run(op: OpId, rw: &mut Rewriter<'_>) -> Option<bool> {
        let cx = rw.context();
        let (pairs, cmp_ops, pred) = {
            let ir = cx.ir();
            let (cond_op, _, _, after) = while_parts(&ir, op)?;
            let operands = op_operands(&ir, cond_op);
            let Some(cmp) = def_named(cx, &ir, *operands.first()?, "arith.cmpi") else { return Some(false) };
            let pairs: Vec<(ValueId, ValueId)> = operands[1..].iter().copied().zip(block_args(&ir, after)).collect();
            (pairs, [ir.op_operand(cmp, 0).ok()??, ir.op_operand(cmp, 1).ok()??], cmpi_predicate(cx, &ir, cmp)?)
        };
        let i1 = cx.int(1);
        let mut changed = false;
        for (arg, after_arg) in pairs {
            for idx in 0..2 {
                if arg != cmp_ops[idx] {
                    continue;
                }
                let list = uses(&cx.ir(), after_arg);
                for (user, _) in list {
                    let same = {
                        let ir = cx.ir();
                        if ir.op_name(user).is_err() || !is(cx, &ir, user, "arith.cmpi") {
                            continue;
                        }
                        if ir.op_operand(user, 1 - idx).ok().flatten() != Some(cmp_ops[1 - idx]) {
                            continue;
                        }
                        let p2 = cmpi_predicate(cx, &ir, user)?;
                        if p2 == pred {
                            true
                        } else if p2 == invert_predicate(pred) {
                            false
                        } else {
                            continue;
                        }
                    };
                    let loc = loc_of(&cx.ir(), user);
                    let c = constant_int(rw, loc, i1, same as i64)?;
                    rw.replace_op(user, &[c]).ok()?;
                    changed = true;
                }
            }
        }
        Some(changed)
    }
}

pattern!(
    /// When the before block's arguments are forwarded to `scf.condition`
    /// in another order, the condition forwards them in block order (the
    /// after block and results permuted to match).
    WhileOpAlignBeforeArgs, "scf.while", "(anonymous namespace)::WhileOpAlignBeforeArgs"
);

impl WhileOpAlignBeforeArgs {
    fn run(op: OpId, rw: &mut Rewriter<'_>) -> Option<bool> {
        let cx = rw.context();
        let (cond_op, before, after, before_args, cond, mapping, types, inits, loc) = {
            let ir = cx.ir();
            let (cond_op, _, before, after) = while_parts(&ir, op)?;
            let before_args = block_args(&ir, before);
            let operands = op_operands(&ir, cond_op);
            let term_args = &operands[1..];
            if before_args[..] == *term_args {
                return Some(false);
            }
            for (i, a) in term_args.iter().enumerate() {
                if term_args[..i].contains(a) {
                    return Some(false);
                }
            }
            if before_args.len() != term_args.len() {
                return Some(false);
            }
            let mut mapping = vec![0usize; before_args.len()];
            for (i, a) in before_args.iter().enumerate() {
                let Some(j) = term_args.iter().position(|t| t == a) else { return Some(false) };
                mapping[j] = i;
            }
            let results = op_results(&ir, op);
            let mut types: Vec<Type> = vec![ir.value_type(before_args[0]).ok()?; before_args.len()];
            for (i, &j) in mapping.iter().enumerate() {
                types[j] = ir.value_type(results[i]).ok()?;
            }
            (cond_op, before, after, before_args, operands[0], mapping, types, op_operands(&ir, op), loc_of(&ir, op))
        };
        rw.set_insertion_point_before(cond_op).ok()?;
        let mut new_operands = vec![cond];
        new_operands.extend(before_args.iter().copied());
        replace_terminator(rw, cond_op, "scf.condition", &new_operands)?;
        rw.set_insertion_point_before(op).ok()?;
        let (new, nb, na) = create_while(rw, loc, &types, &inits)?;
        let (new_results, new_after_args, new_before_args) = {
            let ir = cx.ir();
            let r = op_results(&ir, new);
            let a = block_args(&ir, na);
            let results: Vec<ValueId> = mapping.iter().map(|&j| r[j]).collect();
            let args: Vec<ValueId> = mapping.iter().map(|&j| a[j]).collect();
            (results, args, block_args(&ir, nb))
        };
        inline_at_start(rw, before, nb, &new_before_args)?;
        inline_at_start(rw, after, na, &new_after_args)?;
        rw.replace_op(op, &new_results).ok()?;
        Some(true)
    }
}

pattern!(
    /// An `scf.if` on the loop condition right before `scf.condition`
    /// moves into the after region: the condition forwards its else values
    /// (and the values its then branch uses), the after region runs its
    /// then branch.
    WhileMoveIfDown, "scf.while", "(anonymous namespace)::WhileMoveIfDown"
);

impl WhileMoveIfDown {
    fn run(op: OpId, rw: &mut Rewriter<'_>) -> Option<bool> {
        let cx = rw.context();
        let (cond_op, if_op, replacements) = {
            let ir = cx.ir();
            let (cond_op, _, _, after) = while_parts(&ir, op)?;
            let Some(if_op) = ir.op_prev(cond_op).ok().flatten().filter(|&p| is(cx, &ir, p, "scf.if")) else {
                return Some(false);
            };
            if ir.op_operand(if_op, 0).ok().flatten() != ir.op_operand(cond_op, 0).ok().flatten() {
                return Some(false);
            }
            if back(&ir, if_op, 1).is_some_and(|b| !single_op(&ir, b)) {
                return Some(false);
            }
            let if_results = op_results(&ir, if_op);
            let (ty, ey) = if_yields(&ir, if_op);
            let after_args = block_args(&ir, after);
            let mut replacements = Vec::new();
            for (idx, arg) in op_operands(&ir, cond_op).into_iter().skip(1).enumerate() {
                if let Some(k) = if_results.iter().position(|&r| r == arg) {
                    let t = ir.op_operand(ty?, k).ok()??;
                    let e = ir.op_operand(ey?, k).ok()??;
                    replacements.push((if_results[k], e, *after_args.get(idx)?, t));
                }
            }
            (cond_op, if_op, replacements)
        };
        for (r, e, a, t) in replacements {
            rw.replace_all_uses_with(r, e).ok()?;
            rw.replace_all_uses_with(a, t).ok()?;
        }
        let (additional, then_r, before_r, result_types, inits, loc) = {
            let ir = cx.ir();
            let then_r = region(&ir, if_op, 0)?;
            let before_r = region(&ir, op, 0)?;
            let mut additional: Vec<ValueId> = Vec::new();
            used_values_defined_above(&ir, then_r, &mut |v| {
                if value_region(&ir, v) == Some(before_r) && !additional.contains(&v) {
                    additional.push(v);
                }
            });
            let mut types = types_of(&ir, &op_results(&ir, op));
            types.extend(types_of(&ir, &additional));
            (additional, then_r, before_r, types, op_operands(&ir, op), loc_of(&ir, op))
        };
        let new = build(rw, "scf.while", loc, &inits, &result_types, &[], 2)?;
        let (new_before, new_after, old_after) = {
            let ir = cx.ir();
            (region(&ir, new, 0)?, region(&ir, new, 1)?, region(&ir, op, 1)?)
        };
        let add_types = types_of(&cx.ir(), &additional);
        let new_args: Vec<ValueId> = rw
            .modify_op_in_place(new, |ir| {
                let _ = ir.region_take_body(new_before, before_r);
                let _ = ir.region_take_body(new_after, old_after);
                let b = ir.region_first_block(new_after).ok().flatten();
                add_types
                    .iter()
                    .filter_map(|&t| b.and_then(|b| ir.block_add_arg(b, t, loc).ok()))
                    .collect()
            })
            .ok()?;
        rw.modify_op_in_place(cond_op, |ir| {
            let mut operands = op_operands(ir, cond_op);
            operands.extend(additional.iter().copied());
            let _ = ir.set_op_operands(cond_op, &operands);
        })
        .ok()?;
        for (&v, &a) in additional.iter().zip(&new_args) {
            rw.replace_uses_with_if(v, a, |ir, user| region_encloses(ir, then_r, op_region(ir, user))).ok()?;
        }
        let (then_yield, then_block, after_block) = {
            let ir = cx.ir();
            (if_yields(&ir, if_op).0?, back(&ir, if_op, 0)?, front(&ir, new, 1)?)
        };
        rw.erase_op(then_yield).ok()?;
        inline_at_start(rw, then_block, after_block, &[])?;
        rw.erase_op(if_op).ok()?;
        let n = cx.ir().op_num_results(op).ok()?;
        let results = op_results(&cx.ir(), new);
        rw.replace_op(op, &results[..n]).ok()?;
        Some(true)
    }
}

/// Calls `f` with each operand value of the operations nested in `region`
/// (in post order, as upstream's `visitUsedValuesDefinedAbove`) that is
/// defined outside `region`.
fn used_values_defined_above(ir: &Ir, region: RegionId, f: &mut dyn FnMut(ValueId)) {
    fn walk_op(ir: &Ir, op: OpId, limit: RegionId, f: &mut dyn FnMut(ValueId)) {
        for r in crate::view::op_regions(ir, op) {
            walk_region(ir, r, limit, f);
        }
        for v in op_operands(ir, op) {
            if !region_encloses(ir, limit, value_region(ir, v)) {
                f(v);
            }
        }
    }
    fn walk_region(ir: &Ir, r: RegionId, limit: RegionId, f: &mut dyn FnMut(ValueId)) {
        for b in crate::view::region_blocks(ir, r) {
            for op in block_ops(ir, b) {
                walk_op(ir, op, limit, f);
            }
        }
    }
    walk_region(ir, region, region, f);
}

// ---------------------------------------------------------------------------
// Registration.
// ---------------------------------------------------------------------------

/// `ExecuteRegionOp::getCanonicalizationPatterns`.
pub(super) fn execute_region(p: &mut PatternSet) {
    p.add(SingleBlockExecuteInliner);
    p.add(MultiBlockExecuteInliner);
    region_branch::populate(p, "scf.execute_region");
}

/// `ForOp::getCanonicalizationPatterns` (`ForOpTensorCastFolder` needs
/// the tensor dialect, which is not here).
pub(super) fn for_op(p: &mut PatternSet) {
    p.add(SimplifyTrivialLoops);
    region_branch::populate(p, "scf.for");
}

/// `ForallOp::getCanonicalizationPatterns` (`DimOfForallOp` and
/// `FoldTensorCastOfOutputIntoForallOp` need the tensor dialect).
pub(super) fn forall(p: &mut PatternSet) {
    p.add(ForallOpControlOperandsFolder);
    p.add(ForallOpIterArgsFolder);
    p.add(ForallOpSingleOrZeroIterationDimsFolder);
    p.add(ForallOpReplaceConstantInductionVar);
}

/// `IfOp::getCanonicalizationPatterns`.
pub(super) fn if_op(p: &mut PatternSet) {
    p.add(CombineIfs);
    p.add(CombineNestedIfs);
    p.add(ConditionPropagation);
    p.add(ConvertTrivialIfToSelect);
    p.add(RemoveEmptyElseBranch);
    p.add(RemoveStaticCondition);
    p.add(ReplaceIfYieldWithConditionOrValue);
    region_branch::populate(p, "scf.if");
}

/// `IndexSwitchOp::getCanonicalizationPatterns`.
pub(super) fn index_switch(p: &mut PatternSet) {
    p.add(FoldConstantCase);
    region_branch::populate(p, "scf.index_switch");
}

/// `ParallelOp::getCanonicalizationPatterns`.
pub(super) fn parallel(p: &mut PatternSet) {
    p.add(ParallelOpSingleOrZeroIterationDimsFolder);
    p.add(MergeNestedParallelLoops);
}

/// `WhileOp::getCanonicalizationPatterns`.
pub(super) fn while_op(p: &mut PatternSet) {
    p.add(WhileConditionTruth);
    p.add(WhileCmpCond);
    p.add(WhileOpAlignBeforeArgs);
    p.add(WhileMoveIfDown);
    region_branch::populate(p, "scf.while");
}
