//! Prints an operation with its compiled format. The spacing is already
//! explicit in the compiled elements (see `compile.rs`).

use super::{CustomArg, Elem, Format, OptionalGroup, TypeRef};
use crate::attrs::{AttrData, Attribute};
use crate::ir::{OpId, ValueId};
use crate::print::OpPrinter;
use crate::registry::constraints::AttrSyntax;
use crate::registry::{count_groups, value_groups, Arity, OpDef};
use crate::types::Type;
use crate::view::OpView;

/// A short list (most groups hold one or two elements).
type List<T> = smallvec::SmallVec<[T; 2]>;

struct Ctx<'f, 'a> {
    format: &'f Format,
    def: &'a OpDef,
    op: OpId,
    view: OpView<'a>,
    operand_groups: smallvec::SmallVec<[(usize, usize); 4]>,
    result_groups: smallvec::SmallVec<[(usize, usize); 4]>,
    region_groups: smallvec::SmallVec<[(usize, usize); 4]>,
    successor_groups: smallvec::SmallVec<[(usize, usize); 4]>,
    /// The properties' entries, read once.
    props: &'a [crate::attrs::NamedAttribute],
    /// The identifiers of the definition's attribute names.
    ids: &'a [Attribute],
}

impl Ctx<'_, '_> {
    fn operands(&self, i: usize) -> List<ValueId> {
        let (s, n) = self.operand_groups.get(i).copied().unwrap_or((0, 0));
        (s..s + n).filter_map(|k| self.view.operand(k)).collect()
    }

    fn types(&self, r: TypeRef) -> List<Option<Type>> {
        let v = &self.view;
        let operand_ty = |k: usize| v.operand_type(k);
        match r {
            TypeRef::Operand(i) => {
                let (s, n) = self.operand_groups.get(i).copied().unwrap_or((0, 0));
                (s..s + n).map(operand_ty).collect()
            }
            TypeRef::Result(i) => {
                let (s, n) = self.result_groups.get(i).copied().unwrap_or((0, 0));
                (s..s + n).map(|k| v.result_type(k)).collect()
            }
            TypeRef::Operands => (0..v.num_operands()).map(operand_ty).collect(),
            TypeRef::Results => v.result_types().into_iter().map(Some).collect(),
        }
    }

    /// The regions of region group `i`.
    fn regions(&self, i: usize) -> List<crate::ir::RegionId> {
        let (s, n) = self.region_groups.get(i).copied().unwrap_or((0, 0));
        (s..s + n).filter_map(|k| self.view.region(k)).collect()
    }

    /// The successors of successor group `i`.
    fn successors(&self, i: usize) -> List<crate::ir::BlockId> {
        let (s, n) = self.successor_groups.get(i).copied().unwrap_or((0, 0));
        (s..s + n).filter_map(|k| self.view.successor(k)).collect()
    }

    fn attr(&self, i: usize) -> Option<Attribute> {
        let id = *self.ids.get(i)?;
        self.props.iter().find(|na| na.name == id).map(|na| na.value)
    }

    fn present(&self, e: &Elem) -> bool {
        match e {
            Elem::Operand(i) => !self.operands(*i).is_empty(),
            Elem::Attr(i) | Elem::QualifiedAttr(i) => {
                let Some(a) = self.attr(*i) else { return false };
                // A default-valued attribute holding its default is absent
                // (a unit attribute is present whenever set).
                let d = &self.def.attributes[*i];
                d.default.is_none_or(|f| f(self.view.cx) != a)
            }
            // A single region is present when it has blocks, a variadic
            // one when the list is not empty.
            Elem::Region(i) if self.def.regions[*i].variadic => !self.regions(*i).is_empty(),
            Elem::Region(i) => self.regions(*i).first().is_some_and(|&r| {
                self.view.ir.region_first_block(r).ok().flatten().is_some()
            }),
            Elem::Successor(i) => !self.successors(*i).is_empty(),
            Elem::Type(r, _) => !self.types(*r).is_empty(),
            Elem::Operands => self.view.num_operands() > 0,
            Elem::Regions => self.view.num_regions() > 0,
            Elem::Successors => self.view.num_successors() > 0,
            Elem::Custom(_, args) => args.iter().any(|a| self.present(a)),
            Elem::Ref(e) | Elem::Hidden(e) => self.present(e),
            Elem::FunctionalType(a, _) => !self.types(*a).is_empty(),
            _ => true,
        }
    }

    /// Whether the inherent attribute with definition index `k` and value
    /// `v` is left out of the attribute dictionaries: written by the
    /// format, a segment-size attribute, or holding its default.
    fn elided(&self, k: usize, v: Attribute) -> bool {
        if self.format.elided.get(k).copied().unwrap_or(false) {
            return true;
        }
        self.def.attributes[k].default.is_some_and(|f| f(self.view.cx) == v)
    }

    /// The inherent attributes (properties) shown in a dictionary, and the
    /// definition index of each.
    fn shown_properties(&self) -> smallvec::SmallVec<[(usize, crate::attrs::NamedAttribute); 2]> {
        let mut out = smallvec::SmallVec::new();
        for na in self.props.iter() {
            match self.ids.iter().position(|&i| i == na.name) {
                Some(k) if self.elided(k, na.value) => {}
                Some(k) => out.push((k, *na)),
                None => {}
            }
        }
        out
    }
}

/// Prints operation `op` (after its name) with `format`.
pub fn print_op(p: &mut OpPrinter<'_, '_>, op: OpId, def: &OpDef, format: &Format) {
    let cx = p.cx;
    let ir = p.irr();
    let Some(view) = OpView::new(cx, ir, op) else { return };
    // Segment sizes are looked up only for ops that have them.
    let oseg = if def.facts.operand_segments {
        crate::registry::invariants_segments(cx, ir, op, "operandSegmentSizes")
    } else {
        None
    };
    let rseg = if def.facts.result_segments {
        crate::registry::invariants_segments(cx, ir, op, "resultSegmentSizes")
    } else {
        None
    };
    let c = Ctx {
        format,
        def,
        op,
        view,
        operand_groups: value_groups(&def.operands, view.num_operands(), oseg.as_deref()),
        result_groups: value_groups(&def.results, view.num_results(), rseg.as_deref()),
        region_groups: count_groups(def.regions.iter().map(|r| r.variadic), view.num_regions()),
        successor_groups: count_groups(def.successors.iter().map(|r| r.variadic), view.num_successors()),
        props: ir.op_property_entries(cx, op),
        ids: ir.op_name(op).map_or(&[][..], |n| cx.op_name_info(n).attr_ids()),
    };
    p.print_op_name(op);
    print_elems(p, &c, &format.elems);
}

fn print_elems(p: &mut OpPrinter<'_, '_>, c: &Ctx<'_, '_>, elems: &[Elem]) {
    for e in elems {
        print_elem(p, c, e);
    }
}

fn print_type_list(p: &mut OpPrinter<'_, '_>, types: &[Option<Type>]) {
    print_grouped(p, types, None, print_optional_type);
}

/// A type, or `<<NULL TYPE>>`.
fn print_optional_type(p: &mut OpPrinter<'_, '_>, t: &Option<Type>) {
    match t {
        Some(t) => p.print_type(*t),
        None => p.str("<<NULL TYPE>>"),
    }
}

/// The group sizes of operand group `i` if it is a `VariadicOfVariadic`
/// whose size attribute adds up to its operands.
fn group_sizes(c: &Ctx<'_, '_>, i: usize) -> Option<Vec<i32>> {
    let Arity::VariadicOfVariadic(attr) = c.def.operands[i].arity else { return None };
    let sizes = c.view.inherent(attr).and_then(|a| crate::registry::constraints::i32_array(c.view.cx, a))?;
    let total: i64 = sizes.iter().map(|&n| i64::from(n)).sum();
    (sizes.iter().all(|&n| n >= 0) && total == c.operands(i).len() as i64).then_some(sizes)
}

/// `items` separated by commas, or with `sizes`, as parenthesized groups
/// (`(a, b), (), (c)`: a `VariadicOfVariadic` operand or its types).
fn print_grouped<T>(
    p: &mut OpPrinter<'_, '_>,
    items: &[T],
    sizes: Option<&[i32]>,
    mut item: impl FnMut(&mut OpPrinter<'_, '_>, &T),
) {
    let mut list = |p: &mut OpPrinter<'_, '_>, items: &[T]| {
        for (k, x) in items.iter().enumerate() {
            if k > 0 {
                p.str(", ");
            }
            item(p, x);
        }
    };
    let Some(sizes) = sizes else { return list(p, items) };
    let mut start = 0;
    for (k, &n) in sizes.iter().enumerate() {
        if k > 0 {
            p.str(", ");
        }
        p.str("(");
        list(p, &items[start..start + n as usize]);
        p.str(")");
        start += n as usize;
    }
}

fn print_elem(p: &mut OpPrinter<'_, '_>, c: &Ctx<'_, '_>, e: &Elem) {
    match e {
        Elem::Literal(l) => p.str(l),
        Elem::Space => p.str(" "),
        Elem::NoSpace | Elem::Hidden(_) => {}
        Elem::Newline => p.print_newline(),
        Elem::Optional(g) => print_optional(p, c, g),
        Elem::AttrDict(kw) => {
            // The discardable attributes, and (without `prop-dict`) the
            // inherent ones the format does not write, merged by name as
            // upstream's `getAttrs()`.
            let mut shown: smallvec::SmallVec<[crate::attrs::NamedAttribute; 4]> = smallvec::SmallVec::new();
            if !c.format.has_prop_dict {
                shown.extend(c.shown_properties().into_iter().map(|(_, na)| na));
            }
            let inherent = shown.len();
            let ir = c.view.ir;
            if let Ok(d) = ir.op_data(c.op) {
                shown.extend(d.attrs.indices().filter_map(|a| ir.attr_entry(a)));
            }
            if inherent > 0 && shown.len() > inherent {
                c.view.cx.sort_named_attrs(&mut shown);
            }
            if *kw {
                p.print_optional_attr_dict_with_keyword(&shown, &[]);
            } else {
                p.print_optional_attr_dict(&shown, &[]);
            }
        }
        Elem::PropDict => {
            let props = c.shown_properties();
            if !props.is_empty() {
                p.str("<{");
                for (k, (_, na)) in props.iter().enumerate() {
                    if k > 0 {
                        p.str(", ");
                    }
                    p.print_named_attribute(na);
                }
                p.str("}>");
            }
        }
        e => print_value_elem(p, c, e),
    }
}

/// Elements that print a value (after the space decision).
fn print_value_elem(p: &mut OpPrinter<'_, '_>, c: &Ctx<'_, '_>, e: &Elem) {
    match e {
        Elem::Operand(i) => print_grouped(p, &c.operands(*i), group_sizes(c, *i).as_deref(), |p, v| p.print_operand(*v)),
        Elem::Operands => {
            for k in 0..c.view.num_operands() {
                if k > 0 {
                    p.str(", ");
                }
                match c.view.operand(k) {
                    Some(v) => p.print_operand(v),
                    None => p.str("<<NULL VALUE>>"),
                }
            }
        }
        Elem::Attr(i) | Elem::QualifiedAttr(i) => {
            if let Some(a) = c.attr(*i) {
                print_attr(p, c, *i, a);
            }
        }
        Elem::Region(i) => {
            for (k, r) in c.regions(*i).into_iter().enumerate() {
                if k > 0 {
                    p.str(", ");
                }
                print_region(p, c, r);
            }
        }
        Elem::Regions => {
            for k in 0..c.view.num_regions() {
                if k > 0 {
                    p.str(", ");
                }
                if let Some(r) = c.view.region(k) {
                    print_region(p, c, r);
                }
            }
        }
        Elem::Successor(i) => {
            for (k, b) in c.successors(*i).into_iter().enumerate() {
                if k > 0 {
                    p.str(", ");
                }
                p.print_successor(b);
            }
        }
        Elem::Successors => {
            for k in 0..c.view.num_successors() {
                if k > 0 {
                    p.str(", ");
                }
                if let Some(b) = c.view.successor(k) {
                    p.print_successor(b);
                }
            }
        }
        Elem::Type(r, _) => {
            let sizes = match r {
                TypeRef::Operand(i) => group_sizes(c, *i),
                _ => None,
            };
            print_grouped(p, &c.types(*r), sizes.as_deref(), print_optional_type)
        }
        Elem::FunctionalType(a, b) => {
            p.str("(");
            print_type_list(p, &c.types(*a));
            p.str(") -> ");
            let results = c.types(*b);
            let wrap = results.len() != 1
                || matches!(results[0].and_then(|t| c.view.cx.try_type_data(t)), Some(crate::types::TypeData::Function { .. }));
            if wrap {
                p.str("(");
            }
            print_type_list(p, &results);
            if wrap {
                p.str(")");
            }
        }
        Elem::Custom(d, args) => {
            let args: Vec<CustomArg> = args.iter().map(|a| custom_arg(c, a)).collect();
            (d.print)(p, c.op, &args);
        }
        Elem::Ref(inner) => print_value_elem(p, c, inner),
        Elem::OIList(clauses) => {
            for cl in clauses {
                if cl.elems.iter().any(|e| !matches!(e, Elem::Literal(_) | Elem::Space) && c.present(e)) {
                    print_elems(p, c, &cl.elems);
                }
            }
        }
        _ => {}
    }
}

/// What a custom directive's printer is given for argument `e`.
fn custom_arg(c: &Ctx<'_, '_>, e: &Elem) -> CustomArg {
    match e {
        Elem::Operand(i) => CustomArg::Operands(c.operands(*i).into_vec()),
        Elem::Type(r, _) => CustomArg::Types(c.types(*r).into_iter().flatten().collect()),
        Elem::Attr(i) | Elem::QualifiedAttr(i) => CustomArg::Attr(c.attr(*i)),
        Elem::Region(i) if c.def.regions[*i].variadic => CustomArg::Regions(c.regions(*i).into_vec()),
        Elem::Region(i) => CustomArg::Region(c.regions(*i).first().copied()),
        Elem::Successor(i) => CustomArg::Successors(c.successors(*i).into_vec()),
        Elem::AttrDict(_) => CustomArg::AttrDict,
        Elem::Ref(inner) => custom_arg(c, inner),
        _ => CustomArg::AttrDict,
    }
}

fn print_attr(p: &mut OpPrinter<'_, '_>, c: &Ctx<'_, '_>, i: usize, a: Attribute) {
    match &c.def.attributes[i].constraint.syntax {
        AttrSyntax::SymbolName => {
            if let Some(AttrData::String { value, .. }) = c.view.cx.try_attr_data(a) {
                p.print_symbol_name(value);
            } else {
                p.print_attribute(a);
            }
        }
        AttrSyntax::Typed(_) => p.print_attribute_without_type(a),
        AttrSyntax::Enum(e) => match e.value(c.view.cx, a).and_then(|v| e.stringify(v)) {
            Some(text) if crate::registry::enums::is_keyword(&text) => p.str(&text),
            Some(text) => p.print_string(text.as_bytes()),
            None => p.print_attribute(a),
        },
        AttrSyntax::Dialect(_) => match c.view.cx.try_attr_data(a) {
            Some(AttrData::Dialect { def, params }) => p.print_dialect_params(def, params),
            _ => p.print_attribute(a),
        },
        AttrSyntax::DenseI32Array | AttrSyntax::DenseI64Array => {
            let cx = c.view.cx;
            let values = match &c.def.attributes[i].constraint.syntax {
                AttrSyntax::DenseI32Array => crate::registry::constraints::i32_array(cx, a).map(|v| v.iter().map(|x| x.to_string()).collect::<Vec<_>>()),
                _ => crate::registry::constraints::i64_array(cx, a).map(|v| v.iter().map(|x| x.to_string()).collect::<Vec<_>>()),
            };
            match values {
                Some(text) => p.str(&format!("[{}]", text.join(", "))),
                None => p.print_attribute(a),
            }
        }
        AttrSyntax::Plain | AttrSyntax::Unit | AttrSyntax::Bool => p.print_attribute(a),
    }
}

fn print_region(p: &mut OpPrinter<'_, '_>, c: &Ctx<'_, '_>, r: crate::ir::RegionId) {
    let mut terminators = true;
    if let Some(term) = c.format.implicit_terminator {
        // The implicit terminator is elided when it is the block's last
        // operation and has nothing to show (no operands, results or
        // attributes).
        let blocks = crate::view::region_blocks(c.view.ir, r);
        if let [b] = blocks.as_slice() {
            if let Some(last) = c.view.ir.block_last_op(*b).ok().flatten() {
                if let Some(lv) = OpView::new(c.view.cx, c.view.ir, last) {
                    let bare = lv.name() == term
                        && lv.num_operands() == 0
                        && lv.num_results() == 0
                        && c.view.ir.op_attrs(c.view.cx, last).map(|a| a.is_empty()).unwrap_or(false);
                    terminators = !bare;
                }
            }
        }
    }
    p.print_region(r, true, terminators, false);
}

fn print_optional(p: &mut OpPrinter<'_, '_>, c: &Ctx<'_, '_>, g: &OptionalGroup) {
    if c.present(&g.anchor) != g.inverted {
        print_elems(p, c, &g.then);
    } else {
        print_elems(p, c, &g.els);
    }
}
