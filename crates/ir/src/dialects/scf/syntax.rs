//! The hand-written syntax of the scf operations (upstream's `print` /
//! `parse` of `ExecuteRegionOp`, `ForOp`, `ForallOp`, `InParallelOp`,
//! `IfOp`, `ParallelOp`, `WhileOp`, and the `SwitchCases` directive of
//! `scf.index_switch`), written against the printer and parser API.
#![allow(clippy::result_unit_err)] // `Err(())`: the diagnostic was reported already

use smallvec::SmallVec;

use crate::asm::{Argument, Delimiter, OpAsmParser, UnresolvedOperand};
use crate::attrs::dense_array::DenseArrayKind;
use crate::attrs::{Attribute, NamedAttribute};
use crate::format::{CustomArg, CustomDirective, CustomParsed};
use crate::ir::{AttrList, OpId, OperationState, RegionId, ValueId};
use crate::print::OpPrinter;
use crate::registry::constraints::i64_array;
use crate::types::{Type, TypeData};
use crate::view::OpView;

/// `ShapedType::kDynamic`: a bound given by an operand.
const DYNAMIC: i64 = i64::MIN;

// ---------------------------------------------------------------------------
// Printing helpers.
// ---------------------------------------------------------------------------

/// `%a, %b`.
fn print_values(p: &mut OpPrinter<'_, '_>, values: &[ValueId]) {
    for (k, &v) in values.iter().enumerate() {
        if k > 0 {
            p.str(", ");
        }
        p.print_operand(v);
    }
}

/// `t1, t2`.
fn print_types(p: &mut OpPrinter<'_, '_>, types: &[Type]) {
    for (k, &t) in types.iter().enumerate() {
        if k > 0 {
            p.str(", ");
        }
        p.print_type(t);
    }
}

/// ` -> t` or ` -> (t1, t2)` (upstream's `printArrowTypeList`).
fn print_arrow_type_list(p: &mut OpPrinter<'_, '_>, types: &[Type]) {
    p.str(" -> ");
    let wrapped = types.len() != 1 || matches!(p.cx.try_type_data(types[0]), Some(TypeData::Function { .. }));
    if wrapped {
        p.str("(");
    }
    print_types(p, types);
    if wrapped {
        p.str(")");
    }
}

/// The arrow type list unless `types` is empty (upstream's
/// `printOptionalArrowTypeList`).
fn print_optional_arrow_type_list(p: &mut OpPrinter<'_, '_>, types: &[Type]) {
    if !types.is_empty() {
        print_arrow_type_list(p, types);
    }
}

/// `<prefix>(%inner = %outer, ...)` unless empty (upstream's
/// `printInitializationList`).
fn print_initialization_list(p: &mut OpPrinter<'_, '_>, args: &[ValueId], inits: &[ValueId], prefix: &str) {
    if inits.is_empty() {
        return;
    }
    p.str(prefix);
    p.str("(");
    for (k, (&a, &i)) in args.iter().zip(inits).enumerate() {
        if k > 0 {
            p.str(", ");
        }
        p.print_operand(a);
        p.str(" = ");
        p.print_operand(i);
    }
    p.str(")");
}

/// The types of values.
fn types_of(v: &OpView<'_>, values: &[ValueId]) -> Vec<Type> {
    values.iter().filter_map(|&x| v.value_type(x)).collect()
}

/// The entry block arguments of region `r`.
fn entry_args(v: &OpView<'_>, r: usize) -> SmallVec<[ValueId; 4]> {
    super::entry_args(v, r)
}

/// The op's attributes as upstream's `getAttrs()`.
fn all_attrs(v: &OpView<'_>) -> Vec<NamedAttribute> {
    v.ir.op_attrs(v.cx, v.id).unwrap_or_default()
}

// ---------------------------------------------------------------------------
// Parsing helpers.
// ---------------------------------------------------------------------------

/// Resolves one operand to `ty`.
fn resolve(p: &mut dyn OpAsmParser, u: UnresolvedOperand, ty: Type, out: &mut SmallVec<[ValueId; 4]>) -> Result<(), ()> {
    p.resolve_operands(&[u], &[ty], u.pos, out)
}

/// Resolves operands all to `ty`.
fn resolve_all(p: &mut dyn OpAsmParser, us: &[UnresolvedOperand], ty: Type, out: &mut SmallVec<[ValueId; 4]>) -> Result<(), ()> {
    for &u in us {
        resolve(p, u, ty, out)?;
    }
    Ok(())
}

/// A named region argument from an SSA name.
fn argument(name: UnresolvedOperand, ty: Type) -> Argument {
    Argument { name: Some(name), ty, attrs: None, loc: None, pos: name.pos }
}

/// A region whose entry block takes `args` (upstream's `parseRegion`
/// with arguments); with none, a plain region.
fn parse_region_with(p: &mut dyn OpAsmParser, args: &[Argument]) -> Result<RegionId, ()> {
    if args.is_empty() {
        return p.parse_region();
    }
    match p.parse_optional_region_with_args(args)? {
        Some(r) => Ok(r),
        None => {
            p.parse_punct_or("{", "expected '{' to begin a region")?;
            Err(())
        }
    }
}

/// Adds a named attribute to the state.
fn add_attr(p: &dyn OpAsmParser, state: &mut OperationState, name: &str, value: Attribute) {
    let name = p.context().identifier(name);
    state.attributes.push(NamedAttribute { name, value });
}

/// An `i64` dense array attribute.
fn i64_array_attr(p: &dyn OpAsmParser, values: &[i64]) -> Attribute {
    let raw: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    p.context().dense_array_attr(DenseArrayKind::I64, &raw)
}

/// `operandSegmentSizes`.
fn segment_sizes(p: &dyn OpAsmParser, state: &mut OperationState, sizes: &[usize]) {
    let raw: Vec<u8> = sizes.iter().flat_map(|&v| (v as i32).to_le_bytes()).collect();
    let value = p.context().dense_array_attr(DenseArrayKind::I32, &raw);
    add_attr(p, state, "operandSegmentSizes", value);
}

/// Parses `{...}` into the state's attributes.
fn parse_attr_dict(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), ()> {
    let mut attrs = AttrList::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    state.attributes.extend(attrs);
    Ok(())
}

// ---------------------------------------------------------------------------
// scf.execute_region
// ---------------------------------------------------------------------------

/// `scf.execute_region -> types no_inline {region} {attrs}`.
pub(super) fn print_execute_region(p: &mut OpPrinter<'_, '_>, op: OpId) {
    let Some(v) = OpView::new(p.cx, p.irr(), op) else { return };
    p.print_op_name(op);
    print_optional_arrow_type_list(p, &v.result_types());
    if v.inherent("no_inline").is_some() {
        p.str(" no_inline");
    }
    p.str(" ");
    if let Some(r) = v.region(0) {
        p.print_region(r, false, true, false);
    }
    p.print_optional_attr_dict(&all_attrs(&v), &["no_inline"]);
}

pub(super) fn parse_execute_region(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), ()> {
    let mut types = Vec::new();
    p.parse_optional_arrow_type_list(&mut types)?;
    state.results.extend(types);
    if p.parse_optional_keyword("no_inline") {
        let unit = p.context().unit_attr();
        add_attr(p, state, "no_inline", unit);
    }
    let r = p.parse_region()?;
    state.regions.push(r);
    parse_attr_dict(p, state)
}

// ---------------------------------------------------------------------------
// scf.for
// ---------------------------------------------------------------------------

/// `scf.for unsigned? %iv = %lb to %ub step %step iter_args(...) -> (types) : t {...}`.
pub(super) fn print_for(p: &mut OpPrinter<'_, '_>, op: OpId) {
    let Some(v) = OpView::new(p.cx, p.irr(), op) else { return };
    let args = entry_args(&v, 0);
    let operands = v.operands();
    let inits = &operands[3.min(operands.len())..];
    p.print_op_name(op);
    if v.inherent("unsignedCmp").is_some() {
        p.str(" unsigned");
    }
    p.str(" ");
    if let Some(&iv) = args.first() {
        p.print_operand(iv);
    }
    p.str(" = ");
    p.print_operand(operands[0]);
    p.str(" to ");
    p.print_operand(operands[1]);
    p.str(" step ");
    p.print_operand(operands[2]);
    print_initialization_list(p, args.get(1..).unwrap_or_default(), inits, " iter_args");
    if !inits.is_empty() {
        p.str(" -> (");
        print_types(p, &types_of(&v, inits));
        p.str(")");
    }
    p.str(" ");
    if let Some(t) = args.first().and_then(|&iv| v.value_type(iv)) {
        if !matches!(p.cx.try_type_data(t), Some(TypeData::Index)) {
            p.str(" : ");
            p.print_type(t);
            p.str(" ");
        }
    }
    if let Some(r) = v.region(0) {
        p.print_region(r, false, !inits.is_empty(), false);
    }
    p.print_optional_attr_dict(&all_attrs(&v), &["unsignedCmp"]);
}

pub(super) fn parse_for(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), ()> {
    if p.parse_optional_keyword("unsigned") {
        let unit = p.context().unit_attr();
        add_attr(p, state, "unsignedCmp", unit);
    }
    let iv = p.parse_operand()?;
    p.parse_punct("=")?;
    let lb = p.parse_operand()?;
    p.parse_keyword("to")?;
    let ub = p.parse_operand()?;
    p.parse_keyword("step")?;
    let step = p.parse_operand()?;
    let mut region_args = vec![argument(iv, p.context().index_type())];
    let mut operands = Vec::new();
    let has_iter_args = p.parse_optional_keyword("iter_args");
    let mut types = Vec::new();
    if has_iter_args {
        p.parse_assignment_list(&mut region_args, &mut operands)?;
        p.parse_arrow_type_list(&mut types)?;
    }
    if region_args.len() != types.len() + 1 {
        let pos = p.name_pos();
        p.emit_error_at(pos, "mismatch in number of loop-carried values and defined values");
        return Err(());
    }
    let ty = if p.parse_optional_colon() { p.parse_type()? } else { p.context().index_type() };
    region_args[0].ty = ty;
    for (arg, &t) in region_args[1..].iter_mut().zip(&types) {
        arg.ty = t;
    }
    // Upstream parses the body before resolving the operands.
    let body = parse_region_with(p, &region_args)?;
    p.ensure_terminator(body, "scf.yield");
    state.regions.push(body);
    for u in [lb, ub, step] {
        resolve(p, u, ty, &mut state.operands)?;
    }
    for (&u, &t) in operands.iter().zip(&types) {
        resolve(p, u, t, &mut state.operands)?;
    }
    state.results.extend(types);
    parse_attr_dict(p, state)
}

// ---------------------------------------------------------------------------
// scf.forall
// ---------------------------------------------------------------------------

/// `(4, %ub)` (upstream's `printDynamicIndexList`).
fn print_dynamic_index_list(p: &mut OpPrinter<'_, '_>, values: &[ValueId], integers: &[i64]) {
    p.str("(");
    let mut next = values.iter();
    for (k, &i) in integers.iter().enumerate() {
        if k > 0 {
            p.str(", ");
        }
        if i == DYNAMIC {
            if let Some(&v) = next.next() {
                p.print_operand(v);
            }
        } else {
            p.str(&i.to_string());
        }
    }
    p.str(")");
}

/// Whether every bound of `values`/`integers` is the constant `n`.
fn all_constant(v: &OpView<'_>, values: &[ValueId], integers: &[i64], n: i64) -> bool {
    let mut next = values.iter();
    integers.iter().all(|&i| {
        if i == DYNAMIC {
            next.next().and_then(|&x| super::constant_int(v.cx, v.ir, x)) == Some(n)
        } else {
            i == n
        }
    })
}

pub(super) fn print_forall(p: &mut OpPrinter<'_, '_>, op: OpId) {
    let Some(v) = OpView::new(p.cx, p.irr(), op) else { return };
    let cx = p.cx;
    let statics = |k: usize| v.inherent_at(k).and_then(|a| i64_array(cx, a)).unwrap_or_default();
    let (lbs, ubs, steps) = (statics(super::FORALL_LB), statics(super::FORALL_UB), statics(super::FORALL_STEP));
    let rank = lbs.len();
    let args = entry_args(&v, 0);
    p.print_op_name(op);
    p.str(" (");
    print_values(p, &args[..rank.min(args.len())]);
    let (dyn_lb, dyn_ub, dyn_step) = (v.operand_group(0), v.operand_group(1), v.operand_group(2));
    if all_constant(&v, &dyn_lb, &lbs, 0) && all_constant(&v, &dyn_step, &steps, 1) {
        p.str(") in ");
        print_dynamic_index_list(p, &dyn_ub, &ubs);
    } else {
        p.str(") = ");
        print_dynamic_index_list(p, &dyn_lb, &lbs);
        p.str(" to ");
        print_dynamic_index_list(p, &dyn_ub, &ubs);
        p.str(" step ");
        print_dynamic_index_list(p, &dyn_step, &steps);
    }
    let outs = v.operand_group(3);
    let out_args = args.get(rank..).unwrap_or_default();
    print_initialization_list(p, out_args, &outs, " shared_outs");
    p.str(" ");
    if !out_args.is_empty() {
        p.str("-> (");
        print_types(p, &v.result_types());
        p.str(") ");
    }
    if let Some(r) = v.region(0) {
        p.print_region(r, false, v.num_results() > 0, false);
    }
    p.print_optional_attr_dict(
        &all_attrs(&v),
        &["operandSegmentSizes", "staticLowerBound", "staticUpperBound", "staticStep"],
    );
}

/// `(4, %x, ...)`: integers and SSA values (upstream's
/// `parseDynamicIndexList`); an error is followed by `expected SSA value
/// or integer` at the op name.
fn parse_dynamic_index_list(p: &mut dyn OpAsmParser, values: &mut Vec<UnresolvedOperand>, integers: &mut Vec<i64>) -> Result<(), ()> {
    fn list(p: &mut dyn OpAsmParser, values: &mut Vec<UnresolvedOperand>, integers: &mut Vec<i64>) -> Result<(), ()> {
        if !p.parse_optional_punct("(") {
            return p.parse_punct_or("(", "expected '(' in dynamic index list");
        }
        if p.parse_optional_punct(")") {
            return Ok(());
        }
        loop {
            match p.parse_optional_operand()? {
                Some(u) => {
                    values.push(u);
                    integers.push(DYNAMIC);
                }
                None => integers.push(p.parse_integer()?),
            }
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_punct_or(")", "expected ')' in dynamic index list")
    }
    let r = list(p, values, integers);
    if r.is_err() {
        let pos = p.name_pos();
        p.emit_error_at(pos, "expected SSA value or integer");
    }
    r
}

pub(super) fn parse_forall(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), ()> {
    let index = p.context().index_type();
    let mut ivs = Vec::new();
    p.parse_argument_list(Delimiter::Paren, false, &mut ivs)?;
    let (mut lbs, mut ubs, mut steps) = (Vec::new(), Vec::new(), Vec::new());
    let (mut dyn_lbs, mut dyn_ubs, mut dyn_steps) = (Vec::new(), Vec::new(), Vec::new());
    if p.parse_optional_keyword("in") {
        parse_dynamic_index_list(p, &mut dyn_ubs, &mut ubs)?;
        resolve_all(p, &dyn_ubs, index, &mut state.operands)?;
        lbs = vec![0; ivs.len()];
        steps = vec![1; ivs.len()];
    } else {
        p.parse_punct("=")?;
        parse_dynamic_index_list(p, &mut dyn_lbs, &mut lbs)?;
        resolve_all(p, &dyn_lbs, index, &mut state.operands)?;
        p.parse_keyword("to")?;
        parse_dynamic_index_list(p, &mut dyn_ubs, &mut ubs)?;
        resolve_all(p, &dyn_ubs, index, &mut state.operands)?;
        p.parse_keyword("step")?;
        parse_dynamic_index_list(p, &mut dyn_steps, &mut steps)?;
        resolve_all(p, &dyn_steps, index, &mut state.operands)?;
    }
    let mut out_args = Vec::new();
    let mut outs = Vec::new();
    let outs_pos = p.current_pos();
    let mut types = Vec::new();
    if p.parse_optional_keyword("shared_outs") {
        p.parse_assignment_list(&mut out_args, &mut outs)?;
        p.parse_optional_arrow_type_list(&mut types)?;
        p.resolve_operands(&outs, &types, outs_pos, &mut state.operands)?;
    }
    let mut region_args: Vec<Argument> = ivs
        .into_iter()
        .map(|mut a| {
            a.ty = index;
            a
        })
        .collect();
    for (mut a, &t) in out_args.into_iter().zip(&types) {
        a.ty = t;
        region_args.push(a);
    }
    state.results.extend(types);
    let body = parse_region_with(p, &region_args)?;
    p.ensure_terminator_with_body(body, "scf.forall.in_parallel");
    state.regions.push(body);
    parse_attr_dict(p, state)?;
    for (name, values) in [("staticLowerBound", &lbs), ("staticUpperBound", &ubs), ("staticStep", &steps)] {
        let a = i64_array_attr(p, values);
        add_attr(p, state, name, a);
    }
    segment_sizes(p, state, &[dyn_lbs.len(), dyn_ubs.len(), dyn_steps.len(), outs.len()]);
    Ok(())
}

// ---------------------------------------------------------------------------
// scf.forall.in_parallel
// ---------------------------------------------------------------------------

pub(super) fn print_in_parallel(p: &mut OpPrinter<'_, '_>, op: OpId) {
    let Some(v) = OpView::new(p.cx, p.irr(), op) else { return };
    p.print_op_name(op);
    p.str(" ");
    if let Some(r) = v.region(0) {
        p.print_region(r, false, false, false);
    }
    p.print_optional_attr_dict(&all_attrs(&v), &[]);
}

pub(super) fn parse_in_parallel(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), ()> {
    let r = p.parse_region()?;
    p.ensure_entry_block(r);
    state.regions.push(r);
    parse_attr_dict(p, state)
}

// ---------------------------------------------------------------------------
// scf.if
// ---------------------------------------------------------------------------

pub(super) fn print_if(p: &mut OpPrinter<'_, '_>, op: OpId) {
    let Some(v) = OpView::new(p.cx, p.irr(), op) else { return };
    p.print_op_name(op);
    p.str(" ");
    if let Some(c) = v.operand(0) {
        p.print_operand(c);
    }
    let results = v.result_types();
    if !results.is_empty() {
        p.str(" -> (");
        print_types(p, &results);
        p.str(")");
    }
    let terminators = !results.is_empty();
    p.str(" ");
    if let Some(r) = v.region(0) {
        p.print_region(r, false, terminators, false);
    }
    if !v.region_blocks(1).is_empty() {
        p.str(" else ");
        if let Some(r) = v.region(1) {
            p.print_region(r, false, terminators, false);
        }
    }
    p.print_optional_attr_dict(&all_attrs(&v), &[]);
}

pub(super) fn parse_if(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), ()> {
    let cond = p.parse_operand()?;
    let i1 = p.context().int(1);
    resolve(p, cond, i1, &mut state.operands)?;
    let mut types = Vec::new();
    p.parse_optional_arrow_type_list(&mut types)?;
    state.results.extend(types);
    let then = p.parse_region()?;
    p.ensure_terminator(then, "scf.yield");
    state.regions.push(then);
    let els = if p.parse_optional_keyword("else") {
        let r = p.parse_region()?;
        p.ensure_terminator(r, "scf.yield");
        r
    } else {
        p.new_region()
    };
    state.regions.push(els);
    parse_attr_dict(p, state)
}

// ---------------------------------------------------------------------------
// scf.index_switch: `custom<SwitchCases>($cases, $caseRegions)`
// ---------------------------------------------------------------------------

/// `case N {...}` on a new line for each case.
fn print_switch_cases(p: &mut OpPrinter<'_, '_>, _op: OpId, args: &[CustomArg]) {
    let cases = match args.first() {
        Some(CustomArg::Attr(Some(a))) => i64_array(p.cx, *a).unwrap_or_default(),
        _ => Vec::new(),
    };
    let regions: Vec<RegionId> = match args.get(1) {
        Some(CustomArg::Regions(r)) => r.clone(),
        Some(CustomArg::Region(r)) => r.iter().copied().collect(),
        _ => Vec::new(),
    };
    for (value, r) in cases.iter().zip(regions) {
        p.print_newline();
        p.str("case ");
        p.str(&value.to_string());
        p.str(" ");
        p.print_region(r, false, true, false);
    }
}

fn parse_switch_cases(p: &mut dyn OpAsmParser, _refs: &[CustomArg], out: &mut CustomParsed) -> Result<bool, ()> {
    let mut values = Vec::new();
    let mut regions = Vec::new();
    while p.parse_optional_keyword("case") {
        values.push(p.parse_integer()?);
        regions.push(p.parse_region()?);
    }
    let cases = i64_array_attr(p, &values);
    out.attrs[0] = Some(cases);
    out.region_lists[1] = Some(regions);
    Ok(true)
}

/// The `SwitchCases` directive.
pub(super) const SWITCH_CASES: CustomDirective = CustomDirective { print: print_switch_cases, parse: parse_switch_cases };

// ---------------------------------------------------------------------------
// scf.parallel
// ---------------------------------------------------------------------------

pub(super) fn print_parallel(p: &mut OpPrinter<'_, '_>, op: OpId) {
    let Some(v) = OpView::new(p.cx, p.irr(), op) else { return };
    p.print_op_name(op);
    p.str(" (");
    print_values(p, &entry_args(&v, 0));
    p.str(") = (");
    print_values(p, &v.operand_group(0));
    p.str(") to (");
    print_values(p, &v.operand_group(1));
    p.str(") step (");
    print_values(p, &v.operand_group(2));
    p.str(")");
    let inits = v.operand_group(3);
    if !inits.is_empty() {
        p.str(" init (");
        print_values(p, &inits);
        p.str(")");
    }
    print_optional_arrow_type_list(p, &v.result_types());
    p.str(" ");
    if let Some(r) = v.region(0) {
        p.print_region(r, false, true, false);
    }
    p.print_optional_attr_dict(&all_attrs(&v), &["operandSegmentSizes"]);
}

/// `(%a, ...)` with exactly `n` operands (upstream's `parseOperandList`
/// with a required count).
fn parse_operand_list_of(p: &mut dyn OpAsmParser, n: usize, out: &mut Vec<UnresolvedOperand>) -> Result<(), ()> {
    p.parse_operand_list_with(Delimiter::Paren, true, Some(n), out)
}

pub(super) fn parse_parallel(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), ()> {
    let index = p.context().index_type();
    let mut ivs = Vec::new();
    p.parse_argument_list(Delimiter::Paren, false, &mut ivs)?;
    let mut groups: [Vec<UnresolvedOperand>; 3] = Default::default();
    for (k, group) in groups.iter_mut().enumerate() {
        match k {
            0 => p.parse_punct("=")?,
            1 => p.parse_keyword("to")?,
            _ => p.parse_keyword("step")?,
        }
        parse_operand_list_of(p, ivs.len(), group)?;
        resolve_all(p, group, index, &mut state.operands)?;
    }
    let mut inits = Vec::new();
    if p.parse_optional_keyword("init") {
        p.parse_operand_list(Delimiter::Paren, &mut inits)?;
    }
    let mut types = Vec::new();
    p.parse_optional_arrow_type_list(&mut types)?;
    for iv in &mut ivs {
        iv.ty = index;
    }
    let body = parse_region_with(p, &ivs)?;
    state.regions.push(body);
    segment_sizes(p, state, &[groups[0].len(), groups[1].len(), groups[2].len(), inits.len()]);
    parse_attr_dict(p, state)?;
    let pos = p.name_pos();
    p.resolve_operands(&inits, &types, pos, &mut state.operands)?;
    state.results.extend(types);
    p.ensure_terminator(body, "scf.reduce");
    Ok(())
}

// ---------------------------------------------------------------------------
// scf.while
// ---------------------------------------------------------------------------

pub(super) fn print_while(p: &mut OpPrinter<'_, '_>, op: OpId) {
    let Some(v) = OpView::new(p.cx, p.irr(), op) else { return };
    p.print_op_name(op);
    let inits = v.operands();
    print_initialization_list(p, &entry_args(&v, 0), &inits, " ");
    p.str(" : (");
    print_types(p, &types_of(&v, &inits));
    p.str(")");
    print_arrow_type_list(p, &v.result_types());
    p.str(" ");
    if let Some(r) = v.region(0) {
        p.print_region(r, false, true, false);
    }
    p.str(" do ");
    if let Some(r) = v.region(1) {
        p.print_region(r, true, true, false);
    }
    p.print_optional_attr_dict_with_keyword(&all_attrs(&v), &[]);
}

pub(super) fn parse_while(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), ()> {
    let mut region_args = Vec::new();
    let mut operands = Vec::new();
    p.parse_optional_assignment_list(&mut region_args, &mut operands)?;
    let type_pos = p.current_pos();
    p.parse_colon()?;
    let ty = p.parse_type()?;
    let (inputs, results) = match p.context().try_type_data(ty) {
        Some(TypeData::Function { inputs, results }) => (inputs.to_vec(), results.to_vec()),
        _ => {
            let found = crate::print::type_to_string(p.context(), ty);
            let msg = format!("invalid kind of type specified: expected builtin.function, but found '{found}'");
            p.emit_error_at(type_pos, &msg);
            return Err(());
        }
    };
    state.results.extend(results.iter().copied());
    if inputs.len() != operands.len() {
        p.emit_error_at(
            type_pos,
            &format!("expected as many input types as operands (expected {} got {})", operands.len(), inputs.len()),
        );
        return Err(());
    }
    let pos = p.current_pos();
    p.resolve_operands(&operands, &inputs, pos, &mut state.operands)?;
    for (a, &t) in region_args.iter_mut().zip(&inputs) {
        a.ty = t;
    }
    let before = parse_region_with(p, &region_args)?;
    state.regions.push(before);
    p.parse_keyword("do")?;
    let after = p.parse_region()?;
    state.regions.push(after);
    let mut attrs = AttrList::new();
    p.parse_optional_attr_dict_with_keyword(&mut attrs)?;
    state.attributes.extend(attrs);
    Ok(())
}
