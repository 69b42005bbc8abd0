//! Printing operations, regions and blocks (upstream's `OperationPrinter`).

use super::names::NameState;
use super::{NameRef, Out, PrintFlags, Printer};
use crate::attrs::{AttrData, Location, NamedAttribute};
use crate::context::Context;
use crate::ir::{Ir, IrResult, OpId, ValueId, BLOCK_ARG};
use crate::registry::Traits;
use crate::support::arena::NONE;

/// Indentation step.
const INDENT: usize = 2;

/// The operation names are computed from: the outermost ancestor, or with
/// local scope the nearest isolated-from-above one (the op itself included).
pub(crate) fn scope_root(cx: &Context, ir: &Ir, op: u32, local_scope: bool) -> u32 {
    let mut o = op;
    loop {
        if local_scope && op_traits(cx, ir, o).has(Traits::ISOLATED_FROM_ABOVE) {
            return o;
        }
        match ir.parent_op_of_op(o) {
            Some(p) => o = p,
            None => return o,
        }
    }
}

fn op_traits(cx: &Context, ir: &Ir, o: u32) -> Traits {
    cx.op_name_info(ir.opd(o).name).def().map_or(Traits::NONE, |d| d.traits)
}

/// Upstream's `verifyOpAndAdjustFlags`: unless printing generically or
/// assuming the IR verified, verify the root quietly and fall back to the
/// generic form if it fails.
pub(super) fn adjust_flags(cx: &Context, ir: &Ir, root: u32, flags: &PrintFlags) -> PrintFlags {
    let mut flags = flags.clone();
    if !flags.generic && !flags.assume_verified && !crate::verify::verifies_quietly(cx, ir, ir.op_id(root)) {
        flags.generic = true;
    }
    flags
}

pub(super) fn print_op(cx: &Context, ir: &Ir, op: OpId, flags: &PrintFlags, out: Out<'_>) -> IrResult<()> {
    let i = ir.op_idx(op)?;
    let root = scope_root(cx, ir, i, flags.local_scope);
    let flags = adjust_flags(cx, ir, root, flags);
    let names = NameState::new(cx, ir, root, &flags);
    print_op_with_names(cx, ir, op, flags, NameRef::Owned(names), out)
}

pub(super) fn print_op_with_names<'a>(
    cx: &'a Context,
    ir: &'a Ir,
    op: OpId,
    flags: PrintFlags,
    names: NameRef<'a>,
    out: Out<'_>,
) -> IrResult<()> {
    let i = ir.op_idx(op)?;
    let top_level = ir.opd(i).parent == NONE && !flags.local_scope;
    let mut p = Printer::for_ir(cx, ir, out, flags, names);
    if top_level {
        p.print_full_op(i);
        p.out.byte(b'\n');
    } else {
        p.print_full_op(i);
    }
    Ok(())
}

pub(super) fn print_block(cx: &Context, ir: &Ir, block: crate::ir::BlockId, out: Out<'_>) -> IrResult<()> {
    let b = ir.block_idx(block)?;
    let Some(parent) = ir.parent_op_of_block(b) else {
        let mut out = out;
        out.str("<<UNLINKED BLOCK>>\n");
        return Ok(());
    };
    let root = scope_root(cx, ir, parent, false);
    let flags = adjust_flags(cx, ir, root, &PrintFlags::default());
    let names = NameState::new(cx, ir, root, &flags);
    let mut p = Printer::for_ir(cx, ir, out, flags, NameRef::Owned(names));
    p.print_block(b, true, true);
    Ok(())
}

pub(super) fn print_value(cx: &Context, ir: &Ir, v: ValueId, flags: &PrintFlags, out: Out<'_>) -> IrResult<()> {
    let vi = ir.value_idx(v)?;
    let d = ir.values.get(vi);
    if d.number & BLOCK_ARG == 0 {
        return print_op(cx, ir, ir.op_id(d.owner), flags, out);
    }
    let mut p = Printer::standalone(cx, out);
    p.str("<block argument> of type '");
    p.print_type(d.ty.expect("typed"));
    p.str("' at index: ");
    p.out.int(d.number & !BLOCK_ARG);
    Ok(())
}

pub(super) fn print_value_as_operand(
    cx: &Context,
    ir: &Ir,
    v: ValueId,
    state: &NameState,
    out: Out<'_>,
) -> IrResult<()> {
    let vi = ir.value_idx(v)?;
    let mut p = Printer::standalone(cx, out);
    if !state.write_value(ir, vi, &mut p.out) {
        p.str("<<UNKNOWN SSA VALUE>>");
    }
    Ok(())
}

impl<'a, 'o> Printer<'a, 'o> {
    fn for_ir(cx: &'a Context, ir: &'a Ir, out: Out<'o>, flags: PrintFlags, names: NameRef<'a>) -> Self {
        let mut p = Printer::standalone(cx, out);
        p.ir = Some(ir);
        p.flags = flags;
        p.names = Some(names);
        p
    }

    /// Prints an operation's name, dropping the prefix of the innermost
    /// default dialect when the name has a single dot (upstream's
    /// `OpState::printOpName`).
    pub fn print_op_name(&mut self, op: OpId) {
        let cx = self.cx;
        let Ok(name) = self.irr().op_name(op) else { return };
        let s = cx.bytes_of(cx.op_name_info(name).ident);
        let dd = self.default_dialects.last().copied().unwrap_or("").as_bytes();
        let dots = s.iter().filter(|&&b| b == b'.').count();
        if dots == 1 && s.len() > dd.len() && s.starts_with(dd) && s[dd.len()] == b'.' {
            self.out.bytes(&s[dd.len() + 1..]);
        } else {
            self.out.bytes(s);
        }
    }

    fn names(&self) -> &NameState {
        self.names.as_ref().expect("printer made for IR")
    }

    fn newline_indent(&mut self) {
        self.out.byte(b'\n');
    }

    fn write_indent(&mut self) {
        for _ in 0..self.indent {
            self.out.byte(b' ');
        }
    }

    /// Indentation, operation, trailing location.
    pub(crate) fn print_full_op(&mut self, o: u32) {
        self.write_indent();
        self.print_operation(o);
        let loc = self.irr().opd(o).loc;
        if let Some(loc) = loc {
            self.print_trailing_location(loc);
        }
    }

    /// ` loc(...)` when debug info is on.
    pub fn print_trailing_location(&mut self, loc: Location) {
        if !self.flags.debug_info {
            return;
        }
        self.out.byte(b' ');
        self.print_location(loc);
    }

    /// The result list, then the custom or generic form.
    pub(crate) fn print_operation(&mut self, o: u32) {
        let ir = self.irr();
        let d = ir.opd(o);
        if d.results.len > 0 {
            let first = d.results.start;
            let names = self.names.as_ref().expect("printer made for IR");
            if !names.write_result_group(first, &mut self.out) {
                self.str("<<UNKNOWN SSA VALUE>>");
            }
            if d.results.len > 1 {
                self.out.byte(b':');
                self.out.int(d.results.len);
            }
            self.str(" = ");
        }
        if !self.flags.generic {
            if let Some(def) = self.cx.op_name_info(d.name).def() {
                if let Some(print) = def.print {
                    print(self, ir.op_id(o));
                    return;
                }
            }
        }
        self.print_generic_op(o);
    }

    /// `"name"(operands)[successors] <{props}> (regions) {attrs} : type`.
    pub fn print_generic_op(&mut self, o: u32) {
        let cx = self.cx;
        let ir = self.irr();
        let d = ir.opd(o);
        self.out.byte(b'"');
        super::attrs::write_escaped(&mut self.out, cx.bytes_of(cx.op_name_info(d.name).ident));
        self.out.byte(b'"');
        self.out.byte(b'(');
        for (k, u) in d.operands.indices().enumerate() {
            if k > 0 {
                self.str(", ");
            }
            self.print_value_ref(ir.operands.get(u).target);
        }
        self.out.byte(b')');
        if d.succs.len > 0 {
            self.out.byte(b'[');
            for (k, u) in d.succs.indices().enumerate() {
                if k > 0 {
                    self.str(", ");
                }
                self.print_block_name(ir.succs.get(u).target);
            }
            self.out.byte(b']');
        }
        if let Some(props) = d.props {
            self.str(" <");
            self.print_attribute(props);
            self.out.byte(b'>');
        }
        if d.regions.len > 0 {
            self.str(" (");
            for (k, r) in d.regions.indices().enumerate() {
                if k > 0 {
                    self.str(", ");
                }
                self.print_region_idx(r, true, true, true);
            }
            self.out.byte(b')');
        }
        let attrs: Vec<NamedAttribute> = d.attrs.indices().filter_map(|a| *ir.attrs.get(a)).collect();
        self.print_optional_attr_dict(&attrs, &[]);
        self.str(" : ");
        self.print_functional_type(o);
    }

    /// `(operand types) -> result types`.
    pub fn print_functional_type(&mut self, o: u32) {
        let ir = self.irr();
        let d = ir.opd(o);
        self.out.byte(b'(');
        for (k, u) in d.operands.indices().enumerate() {
            if k > 0 {
                self.str(", ");
            }
            let v = ir.operands.get(u).target;
            if v == NONE {
                self.str("<<NULL TYPE>>");
            } else {
                self.print_type(ir.values.get(v).ty.expect("typed"));
            }
        }
        self.str(") -> ");
        let single = d.results.len == 1;
        let wrapped = !single
            || matches!(
                self.cx.try_type_data(ir.values.get(d.results.start).ty.expect("typed")),
                Some(crate::types::TypeData::Function { .. })
            );
        if wrapped {
            self.out.byte(b'(');
        }
        for (k, v) in d.results.indices().enumerate() {
            if k > 0 {
                self.str(", ");
            }
            self.print_type(ir.values.get(v).ty.expect("typed"));
        }
        if wrapped {
            self.out.byte(b')');
        }
    }

    /// A value's SSA name (`%3`, `%arg0`, `%4#1`), `<<NULL VALUE>>` for a
    /// null operand or `<<UNKNOWN SSA VALUE>>` for one out of scope.
    pub(crate) fn print_value_ref(&mut self, v: u32) {
        if v == NONE {
            self.str("<<NULL VALUE>>");
            return;
        }
        let ir = self.irr();
        let names = self.names.as_ref().expect("printer made for IR");
        let ok = names.write_value(ir, v, &mut self.out);
        if !ok {
            self.str("<<UNKNOWN SSA VALUE>>");
        }
    }

    /// Prints a value (by handle) as an operand.
    pub fn print_operand(&mut self, v: ValueId) {
        match self.irr().value_idx(v) {
            Ok(i) => self.print_value_ref(i),
            Err(_) => self.str("<<NULL VALUE>>"),
        }
    }

    /// `^bbN`, or `<<INVALID BLOCK>>`.
    pub(crate) fn print_block_name(&mut self, b: u32) {
        match (b != NONE).then(|| self.names().block_number(b)).flatten() {
            Some(n) => {
                self.str("^bb");
                self.out.int(n);
            }
            None => self.str("<<INVALID BLOCK>>"),
        }
    }

    /// `{a = 1 : i32, b}` unless empty; names in `elided` are left out.
    pub fn print_optional_attr_dict(&mut self, attrs: &[NamedAttribute], elided: &[&str]) {
        let cx = self.cx;
        let shown: Vec<&NamedAttribute> =
            attrs.iter().filter(|na| !elided.iter().any(|e| e.as_bytes() == cx.bytes_of(na.name))).collect();
        if shown.is_empty() {
            return;
        }
        self.str(" {");
        for (k, na) in shown.into_iter().enumerate() {
            if k > 0 {
                self.str(", ");
            }
            self.print_named_attribute(na);
        }
        self.out.byte(b'}');
    }

    /// Like [`Printer::print_optional_attr_dict`] with an `attributes`
    /// keyword in front.
    pub fn print_optional_attr_dict_with_keyword(&mut self, attrs: &[NamedAttribute], elided: &[&str]) {
        let cx = self.cx;
        if attrs.iter().all(|na| elided.iter().any(|e| e.as_bytes() == cx.bytes_of(na.name))) {
            return;
        }
        self.str(" attributes");
        self.print_optional_attr_dict(attrs, elided);
    }

    /// `name = value`, or just `name` for a unit value.
    pub fn print_named_attribute(&mut self, na: &NamedAttribute) {
        super::attrs::write_keyword_or_string(&mut self.out, self.cx.bytes_of(na.name));
        if matches!(self.cx.try_attr_data(na.value), Some(AttrData::Unit)) {
            return;
        }
        self.str(" = ");
        self.print_attribute(na.value);
    }

    /// Prints a region of an operation (by handle).
    pub fn print_region(
        &mut self,
        region: crate::ir::RegionId,
        print_entry_args: bool,
        print_terminators: bool,
        print_empty_block: bool,
    ) {
        if let Ok(r) = self.irr().region_idx(region) {
            self.print_region_idx(r, print_entry_args, print_terminators, print_empty_block);
        }
    }

    pub(crate) fn print_region_idx(
        &mut self,
        r: u32,
        print_entry_args: bool,
        print_terminators: bool,
        print_empty_block: bool,
    ) {
        if self.flags.skip_regions {
            self.str("{...}");
            return;
        }
        self.out.byte(b'{');
        self.newline_indent();
        let ir = self.irr();
        let entry = ir.regions.get(r).first_block;
        if entry != NONE {
            let parent = ir.regions.get(r).parent;
            let dd = if parent == NONE {
                ""
            } else {
                self.cx.op_name_info(ir.opd(parent).name).def().and_then(|d| d.default_dialect).unwrap_or("")
            };
            self.default_dialects.push(dd);
            let eb = ir.blocks.get(entry);
            let header = (print_empty_block && eb.first_op == NONE) || (print_entry_args && !eb.args.is_empty());
            self.print_block(entry, header, print_terminators);
            let mut b = eb.next;
            while b != NONE {
                self.print_block(b, true, true);
                b = ir.blocks.get(b).next;
            }
            self.default_dialects.pop();
        }
        self.write_indent();
        self.out.byte(b'}');
    }

    /// A block: optional header with arguments and predecessor comment,
    /// then its operations.
    pub(crate) fn print_block(&mut self, b: u32, print_header: bool, print_terminator: bool) {
        let ir = self.irr();
        let bd = ir.blocks.get(b);
        if print_header {
            self.write_indent();
            self.print_block_name(b);
            if !bd.args.is_empty() {
                self.out.byte(b'(');
                for (k, &a) in bd.args.iter().enumerate() {
                    if k > 0 {
                        self.str(", ");
                    }
                    self.print_value_ref(a);
                    self.str(": ");
                    let vd = ir.values.get(a);
                    self.print_type(vd.ty.expect("typed"));
                    if let Some(loc) = vd.loc {
                        self.print_trailing_location(loc);
                    }
                }
                self.out.byte(b')');
            }
            self.out.byte(b':');
            if bd.parent == NONE {
                self.str("  // block is not in a region!");
            } else if bd.first_pred == NONE {
                if ir.regions.get(bd.parent).first_block != b {
                    self.str("  // no predecessors");
                }
            } else if ir.succs.get(bd.first_pred).next == NONE {
                self.str("  // pred: ");
                let owner = ir.succs.get(bd.first_pred).owner;
                self.print_block_name(ir.opd(owner).parent);
            } else {
                let mut preds: Vec<u32> = Vec::new();
                let mut u = bd.first_pred;
                while u != NONE {
                    let ud = ir.succs.get(u);
                    preds.push(ir.opd(ud.owner).parent);
                    u = ud.next;
                }
                let names = self.names();
                preds.sort_by_key(|&p| names.block_number(p).unwrap_or(u32::MAX));
                self.str("  // ");
                self.out.int(preds.len());
                self.str(" preds: ");
                for (k, p) in preds.into_iter().enumerate() {
                    if k > 0 {
                        self.str(", ");
                    }
                    self.print_block_name(p);
                }
            }
            self.newline_indent();
        }
        self.indent += INDENT;
        let last = bd.last_op;
        let has_terminator = last != NONE && op_traits(self.cx, ir, last).has(Traits::TERMINATOR);
        let stop = if print_terminator || !has_terminator { NONE } else { last };
        let mut o = bd.first_op;
        while o != NONE && o != stop {
            self.print_full_op(o);
            self.newline_indent();
            o = ir.opd(o).next;
        }
        self.indent -= INDENT;
    }

    /// Current indentation (for custom printers that start new lines).
    pub fn indent(&self) -> usize {
        self.indent
    }
}
