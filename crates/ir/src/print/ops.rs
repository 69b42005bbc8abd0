//! Printing operations, regions and blocks (upstream's `OperationPrinter`),
//! and the entry points that set a print up (root, flags, names, aliases).

use super::aliases::AliasTable;
use super::alias_walk::collect_aliases;
use super::{cache, AsmState, NameRef, NameState, Out, PrintFlags, Printer};
use crate::attrs::resources::FallbackResources;
use crate::attrs::{AttrData, NamedAttribute};
use crate::context::Context;
use crate::ir::{BlockId, Ir, IrResult, OpId, RegionId, ValueId, BLOCK_ARG};
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
    if !flags.generic && !flags.assume_verified && !cache::verifies(cx, ir, root) {
        flags.generic = true;
    }
    flags
}

/// Upstream's `Operation::print(os, flags)`.
pub(super) fn print_op(cx: &Context, ir: &Ir, op: OpId, flags: &PrintFlags, out: Out<'_>) -> IrResult<()> {
    print_op_external(cx, ir, op, flags, None, out)
}

/// [`print_op`] with the external resources to list after a top-level
/// operation.
pub(super) fn print_op_external(
    cx: &Context,
    ir: &Ir,
    op: OpId,
    flags: &PrintFlags,
    external: Option<&FallbackResources>,
    out: Out<'_>,
) -> IrResult<()> {
    let i = ir.op_idx(op)?;
    let root = scope_root(cx, ir, i, flags.local_scope);
    let flags = adjust_flags(cx, ir, root, flags);
    let names = cache::names(cx, ir, root, &flags);
    let top = is_top_level(ir, i, &flags);
    // Names are numbered from the op itself when it is top level.
    let needs_aliases = top && (flags.debug_info || !names.alias_free());
    let table = if needs_aliases { collect_aliases(cx, ir, i, &flags) } else { AliasTable::default() };
    let mut p = Printer::for_ir(cx, ir, out, flags, NameRef::Shared(names));
    p.aliases = Some(&table);
    p.external = external;
    p.print_root(i, top);
    Ok(())
}

/// Upstream's `Operation::print(os, AsmState&)`: the state's names, flags,
/// aliases (a top-level print adds its own) and distinct numbering.
pub(super) fn print_op_with_state(cx: &Context, ir: &Ir, op: OpId, state: &AsmState, out: Out<'_>) -> IrResult<()> {
    let i = ir.op_idx(op)?;
    let top = is_top_level(ir, i, &state.flags);
    let mut aliases = state.aliases.lock().unwrap_or_else(|e| e.into_inner());
    if top {
        aliases.merge(collect_aliases(cx, ir, i, &state.flags));
    }
    let distinct = std::mem::take(&mut *state.distinct.lock().unwrap_or_else(|e| e.into_inner()));
    let mut p = Printer::for_ir(cx, ir, out, state.flags.clone(), NameRef::Borrowed(&state.names));
    p.aliases = Some(&aliases);
    p.distinct_ids = distinct;
    p.print_root(i, top);
    *state.distinct.lock().unwrap_or_else(|e| e.into_inner()) = std::mem::take(&mut p.distinct_ids);
    Ok(())
}

/// Whether an operation prints as a top-level operation (with aliases and
/// a trailing newline): it is in no block and local scope is off.
fn is_top_level(ir: &Ir, o: u32, flags: &PrintFlags) -> bool {
    ir.opd(o).parent == NONE && !flags.local_scope
}

/// Upstream's `Block::print`: numbered from the outermost ancestor, with
/// default flags.
pub(super) fn print_block(cx: &Context, ir: &Ir, block: BlockId, out: Out<'_>) -> IrResult<()> {
    let b = ir.block_idx(block)?;
    let Some(parent) = ir.parent_op_of_block(b) else {
        let mut out = out;
        out.str("<<UNLINKED BLOCK>>\n");
        return Ok(());
    };
    let root = scope_root(cx, ir, parent, false);
    let flags = adjust_flags(cx, ir, root, &PrintFlags::default());
    let names = cache::names(cx, ir, root, &flags);
    let mut p = Printer::for_ir(cx, ir, out, flags, NameRef::Shared(names));
    p.memo_on = true;
    p.print_block(b, true, true);
    Ok(())
}

/// Upstream's `Value::print(os, flags)`.
pub(super) fn print_value(cx: &Context, ir: &Ir, v: ValueId, flags: &PrintFlags, out: Out<'_>) -> IrResult<()> {
    let vi = ir.value_idx(v)?;
    let d = ir.values.get(vi);
    if d.number & BLOCK_ARG == 0 {
        return print_op(cx, ir, ir.op_id(d.owner), flags, out);
    }
    let mut p = Printer::standalone(cx, out);
    p.str("<block argument> of type '");
    p.print_type(ir.value_ty(vi));
    p.str("' at index: ");
    p.out.int(d.number & !BLOCK_ARG);
    Ok(())
}

/// Upstream's `Value::printAsOperand(os, state)`.
pub(super) fn print_value_as_operand(
    cx: &Context,
    ir: &Ir,
    v: ValueId,
    state: &NameState,
    out: Out<'_>,
) -> IrResult<()> {
    let vi = ir.value_idx(v)?;
    let mut p = Printer::standalone(cx, out);
    if !state.write_value(ir, vi, true, &mut p.out) {
        p.str("<<UNKNOWN SSA VALUE>>");
    }
    Ok(())
}

impl<'a> Printer<'a, '_> {
    /// Prints `o`: as a top-level operation (alias definitions, the
    /// operation, a newline, deferred alias definitions, file metadata) or
    /// as a nested one.
    fn print_root(&mut self, o: u32, top: bool) {
        if !top {
            self.memo_on = true;
            self.print_full_op(o);
            return;
        }
        self.print_alias_definitions(false);
        // From here to the end of the operation, a type's text is fixed.
        self.memo_on = true;
        self.print_full_op(o);
        self.memo_on = false;
        self.memo = None;
        self.out.byte(b'\n');
        self.print_alias_definitions(true);
        self.print_file_metadata();
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

    fn write_indent(&mut self) {
        for _ in 0..self.indent {
            self.out.byte(b' ');
        }
    }

    /// Starts a new line at the current indentation (for custom printers).
    pub fn print_newline(&mut self) {
        self.out.byte(b'\n');
        self.write_indent();
    }

    /// Indents what custom printers print on new lines one step more.
    pub fn increase_indent(&mut self) {
        self.indent += INDENT;
    }

    /// Undoes [`Printer::increase_indent`].
    pub fn decrease_indent(&mut self) {
        self.indent = self.indent.saturating_sub(INDENT);
    }

    /// Current indentation (for custom printers that start new lines).
    pub fn indent(&self) -> usize {
        self.indent
    }

    /// Indentation, results, operation, trailing location (and users
    /// comment); upstream's `printFullOpWithIndentAndLoc`.
    pub(crate) fn print_full_op(&mut self, o: u32) {
        self.write_indent();
        self.print_operation(o);
        if let Some(loc) = self.irr().op_loc_opt(o) {
            self.print_location_after(loc, true);
        }
        if self.flags.value_users {
            self.print_op_users_comment(o);
        }
    }

    /// The result list, then the custom or generic form.
    pub(crate) fn print_operation(&mut self, o: u32) {
        let ir = self.irr();
        let d = ir.opd(o);
        if d.results.len > 0 {
            let first = d.results.start;
            let groups = self.names.get().and_then(|n| n.result_groups(first, d.results.len));
            let groups = groups.unwrap_or_else(|| smallvec::smallvec![(first, d.results.len)]);
            for (k, &(head, len)) in groups.iter().enumerate() {
                if k > 0 {
                    self.str(", ");
                }
                let named = match self.names.get() {
                    Some(n) => n.write_result_group(head, &mut self.out),
                    None => false,
                };
                if !named {
                    self.str("<<UNKNOWN SSA VALUE>>");
                }
                if len > 1 {
                    self.out.byte(b':');
                    self.out.int(len);
                }
            }
            self.str(" = ");
        }
        if let Some(def) = self.custom_form(o) {
            def.print_custom(self, ir.op_id(o));
            return;
        }
        self.print_generic_op(o);
    }

    /// The definition whose custom form operation `o` is printed in, if
    /// any (for the printer and its alias pass alike). IR printed without
    /// being verified first (`assume_verified`) takes the generic form when
    /// its counts are not the definition's: custom printers rely on them.
    pub(crate) fn custom_form(&self, o: u32) -> Option<&'a crate::registry::OpDef> {
        if self.flags.generic {
            return None;
        }
        let ir = self.irr();
        let def = self.cx.op_name_info(ir.opd(o).name).def().filter(|def| def.has_custom_assembly())?;
        (!self.flags.assume_verified || crate::registry::counts_hold(ir, ir.op_id(o), def)).then_some(def)
    }

    /// `"name"(operands)[successors] <{props}> (regions) {attrs} : type`.
    pub fn print_generic_op(&mut self, o: u32) {
        if self.collecting() {
            self.collect_generic_op(o);
            return;
        }
        let ir = self.irr();
        let d = ir.opd(o);
        self.print_quoted_op_name(d.name);
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
        if let Some(props) = ir.attr_at(d.props) {
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
        if d.attrs.len > 0 {
            self.str(" {");
            for (k, a) in d.attrs.indices().enumerate() {
                if k > 0 {
                    self.str(", ");
                }
                if let Some(na) = ir.attr_entry(a) {
                    self.print_named_attribute(&na);
                }
            }
            self.out.byte(b'}');
        }
        self.str(" : ");
        self.print_functional_type(o);
    }

    /// `"dialect.op"`, escaped.
    fn print_quoted_op_name(&mut self, name: crate::context::OpName) {
        let key = u64::from(name.0) + 1;
        if let Some(text) = self.memo.as_ref().and_then(|m| m.op_names.get(key)) {
            self.out.bytes(text);
            return;
        }
        let mark = self.out.mark();
        let cx = self.cx;
        self.out.byte(b'"');
        super::attrs::write_escaped(&mut self.out, cx.bytes_of(cx.op_name_info(name).ident));
        self.out.byte(b'"');
        if let (true, Some(m)) = (self.memo_on, self.memo.as_mut()) {
            if let Some(text) = self.out.since(mark) {
                m.op_names.put(key, text);
            }
        }
    }

    /// [`Printer::print_generic_op`] by handle (for custom printers that
    /// fall back to the generic form).
    pub fn print_generic_op_of(&mut self, op: OpId) {
        if let Ok(o) = self.irr().op_idx(op) {
            self.print_generic_op(o);
        }
    }

    /// `(operand types) -> result types` of operation `o` (arena index).
    pub fn print_functional_type(&mut self, o: u32) {
        let ir = self.irr();
        let d = ir.opd(o);
        if self.memo_on && self.memo.is_some() {
            // The same signature prints the same text while the memo is on.
            let mut sig: smallvec::SmallVec<[u64; 8]> = smallvec::SmallVec::new();
            sig.push(u64::from(d.operands.len));
            for u in d.operands.indices() {
                let v = ir.operands.get(u).target;
                sig.push(if v == NONE { 0 } else { ir.value_ty_opt(v).map_or(0, |t| t.0.bits()) });
            }
            for v in d.results.indices() {
                sig.push(ir.value_ty_opt(v).map_or(0, |t| t.0.bits()));
            }
            if let Some(text) = self.memo.as_ref().and_then(|m| m.signatures.get(&sig)) {
                self.out.bytes(text);
                return;
            }
            let mark = self.out.mark();
            self.print_functional_type_uncached(o);
            if let (Some(text), Some(m)) = (self.out.since(mark), self.memo.as_mut()) {
                m.signatures.put(&sig, text);
            }
            return;
        }
        self.print_functional_type_uncached(o);
    }

    fn print_functional_type_uncached(&mut self, o: u32) {
        let ir = self.irr();
        let d = ir.opd(o);
        self.out.byte(b'(');
        for (k, u) in d.operands.indices().enumerate() {
            if k > 0 {
                self.str(", ");
            }
            let v = ir.operands.get(u).target;
            match (v != NONE).then(|| ir.value_ty_opt(v)).flatten() {
                Some(ty) => self.print_type(ty),
                None => self.str("<<NULL TYPE>>"),
            }
        }
        self.str(") -> ");
        let wrapped = d.results.len != 1
            || matches!(
                ir.value_ty_opt(d.results.start).and_then(|t| self.cx.try_type_data(t)),
                Some(crate::types::TypeData::Function { .. })
            );
        if wrapped {
            self.out.byte(b'(');
        }
        for (k, v) in d.results.indices().enumerate() {
            if k > 0 {
                self.str(", ");
            }
            match ir.value_ty_opt(v) {
                Some(ty) => self.print_type(ty),
                None => self.str("<<NULL TYPE>>"),
            }
        }
        if wrapped {
            self.out.byte(b')');
        }
    }

    /// [`Printer::print_functional_type`] by handle.
    pub fn print_functional_type_of(&mut self, op: OpId) {
        if let Ok(o) = self.irr().op_idx(op) {
            self.print_functional_type(o);
        }
    }

    /// A value's SSA name (`%3`, `%arg0`, `%4#1`), `<<NULL VALUE>>` for a
    /// null operand or `<<UNKNOWN SSA VALUE>>` for one out of scope.
    pub(crate) fn print_value_ref(&mut self, v: u32) {
        self.print_value_id(v, true);
    }

    /// Like [`Printer::print_value_ref`]; `#i` only with `result_no`.
    pub(crate) fn print_value_id(&mut self, v: u32, result_no: bool) {
        if self.collecting() {
            return;
        }
        if v == NONE {
            self.str("<<NULL VALUE>>");
            return;
        }
        let ir = self.irr();
        let ok = match self.names.get() {
            Some(n) => n.write_value(ir, v, result_no, &mut self.out),
            None => false,
        };
        if !ok {
            self.str("<<UNKNOWN SSA VALUE>>");
        }
    }

    /// Prints a value (by handle) as an operand.
    pub fn print_operand(&mut self, v: ValueId) {
        match self.irr().value_idx(v) {
            Ok(i) => self.print_value_ref(i),
            Err(_) => self.print_value_ref(NONE),
        }
    }

    /// `^bbN`, or `INVALIDBLOCK` for a block out of scope.
    pub(crate) fn print_block_name(&mut self, b: u32) {
        if self.collecting() {
            return;
        }
        match (b != NONE).then(|| self.names.get().and_then(|n| n.block_number(b))).flatten() {
            Some(n) => {
                self.str("^bb");
                self.out.int(n);
            }
            None => self.str("INVALIDBLOCK"),
        }
    }

    /// Prints a successor block (by handle).
    pub fn print_successor(&mut self, block: BlockId) {
        let b = self.irr().block_idx(block).unwrap_or(NONE);
        self.print_block_name(b);
    }

    /// `^bb1(%0, %1 : i32, i64)`: a successor with the operands passed to
    /// its arguments.
    pub fn print_successor_and_use_list(&mut self, block: BlockId, operands: &[ValueId]) {
        self.print_successor(block);
        if operands.is_empty() {
            return;
        }
        self.out.byte(b'(');
        for (k, &v) in operands.iter().enumerate() {
            if k > 0 {
                self.str(", ");
            }
            self.print_operand(v);
        }
        self.str(" : ");
        for (k, &v) in operands.iter().enumerate() {
            if k > 0 {
                self.str(", ");
            }
            match self.irr().value_type(v) {
                Ok(ty) => self.print_type(ty),
                Err(_) => self.str("<<NULL TYPE>>"),
            }
        }
        self.out.byte(b')');
    }

    /// `{a = 1 : i32, b}` unless empty; names in `elided` are left out.
    pub fn print_optional_attr_dict(&mut self, attrs: &[NamedAttribute], elided: &[&str]) {
        self.print_attr_dict_impl(attrs, elided, false);
    }

    /// Like [`Printer::print_optional_attr_dict`] with an `attributes`
    /// keyword in front.
    pub fn print_optional_attr_dict_with_keyword(&mut self, attrs: &[NamedAttribute], elided: &[&str]) {
        self.print_attr_dict_impl(attrs, elided, true);
    }

    fn print_attr_dict_impl(&mut self, attrs: &[NamedAttribute], elided: &[&str], keyword: bool) {
        let cx = self.cx;
        let shown = |na: &&NamedAttribute| !elided.iter().any(|e| e.as_bytes() == cx.bytes_of(na.name));
        if self.collecting() {
            for na in attrs.iter().filter(shown) {
                self.print_attribute(na.value);
            }
            return;
        }
        if !attrs.iter().any(|na| shown(&na)) {
            return;
        }
        if keyword {
            self.str(" attributes");
        }
        self.str(" {");
        for (k, na) in attrs.iter().filter(shown).enumerate() {
            if k > 0 {
                self.str(", ");
            }
            self.print_named_attribute(na);
        }
        self.out.byte(b'}');
    }

    /// `name = value`, or just `name` for a unit value.
    pub fn print_named_attribute(&mut self, na: &NamedAttribute) {
        if self.collecting() {
            self.print_attribute(na.value);
            return;
        }
        let key = na.name.0.bits();
        if let Some(text) = self.memo.as_ref().and_then(|m| m.attr_names.get(key)) {
            self.out.bytes(text);
        } else {
            let mark = self.out.mark();
            super::attrs::write_keyword_or_string(&mut self.out, self.cx.bytes_of(na.name));
            if let (true, Some(text), Some(m)) = (self.memo_on, self.out.since(mark), self.memo.as_mut()) {
                m.attr_names.put(key, text);
            }
        }
        if matches!(self.cx.try_attr_data(na.value), Some(AttrData::Unit)) {
            return;
        }
        self.str(" = ");
        self.print_attribute(na.value);
    }

    /// `@name`, quoted if needed (upstream's `printSymbolName`).
    pub fn print_symbol_name(&mut self, name: &[u8]) {
        super::attrs::write_symbol_name(&mut self.out, name);
    }

    /// `name` bare if it is a bare identifier, else quoted and escaped.
    pub fn print_keyword_or_string(&mut self, s: &[u8]) {
        super::attrs::write_keyword_or_string(&mut self.out, s);
    }

    /// `"text"`, escaped.
    pub fn print_string(&mut self, s: &[u8]) {
        self.out.byte(b'"');
        super::attrs::write_escaped(&mut self.out, s);
        self.out.byte(b'"');
    }

    /// `%arg0: i32 {attrs} loc(...)`: an entry-block argument as custom
    /// printers list them (upstream's `printRegionArgument`).
    pub fn print_region_argument(&mut self, arg: ValueId, attrs: &[NamedAttribute], omit_type: bool) {
        let ir = self.irr();
        let Ok(v) = ir.value_idx(arg) else { return };
        if self.collecting() {
            if let Some(ty) = ir.value_ty_opt(v) {
                self.print_type(ty);
            }
            if self.flags.debug_info {
                if let Some(loc) = ir.arg_loc_opt(v) {
                    self.visit_attr(loc.0, false, false);
                }
            }
            return;
        }
        self.print_value_ref(v);
        if !omit_type {
            self.str(": ");
            if let Some(ty) = ir.value_ty_opt(v) {
                self.print_type(ty);
            }
        }
        self.print_optional_attr_dict(attrs, &[]);
        if let Some(loc) = ir.arg_loc_opt(v) {
            self.print_location_after(loc, false);
        }
    }

    /// Prints a region of an operation (by handle).
    pub fn print_region(
        &mut self,
        region: RegionId,
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
        crate::support::stack::deep(|| self.print_region_idx_step(r, print_entry_args, print_terminators, print_empty_block))
    }

    /// One step of [`print_region_idx`]'s recursion, on a stack with room for it.
    fn print_region_idx_step(
        &mut self,
        r: u32,
        print_entry_args: bool,
        print_terminators: bool,
        print_empty_block: bool,
    ) {
        if self.collecting() {
            self.collect_region(r, print_entry_args, print_terminators);
            return;
        }
        if self.flags.skip_regions {
            self.str("{...}");
            return;
        }
        self.str("{\n");
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
                    self.print_type(ir.value_ty(a));
                    if let Some(loc) = ir.arg_loc_opt(a) {
                        self.print_location_after(loc, false);
                    }
                }
                self.out.byte(b')');
            }
            self.out.byte(b':');
            self.print_predecessors_comment(b);
            self.out.byte(b'\n');
        }
        self.indent += INDENT;
        if self.flags.value_users {
            for &a in &bd.args {
                self.write_indent();
                self.print_arg_users_comment(a);
            }
        }
        let last = bd.last_op;
        let has_terminator = last != NONE && op_traits(self.cx, ir, last).has(Traits::TERMINATOR);
        let stop = if print_terminator || !has_terminator { NONE } else { last };
        let mut o = bd.first_op;
        while o != NONE && o != stop {
            self.print_full_op(o);
            self.out.byte(b'\n');
            o = ir.opd(o).next;
        }
        self.indent -= INDENT;
    }

    /// `  // pred: ^bb0`, `  // 2 preds: ^bb0, ^bb1` or `  // no
    /// predecessors` after a block header.
    fn print_predecessors_comment(&mut self, b: u32) {
        let ir = self.irr();
        let bd = ir.blocks.get(b);
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
            // Sorted by position in the region (blocks out of scope first),
            // not in use-list order.
            let names = self.names.get();
            let mut preds: Vec<(i64, u32)> = Vec::new();
            let mut u = bd.first_pred;
            while u != NONE {
                let ud = ir.succs.get(u);
                let pb = ir.opd(ud.owner).parent;
                let order = names.and_then(|n| n.block_number(pb)).map_or(-1, i64::from);
                preds.push((order, pb));
                u = ud.next;
            }
            preds.sort_by_key(|&(order, _)| order);
            self.str("  // ");
            self.out.int(preds.len());
            self.str(" preds: ");
            for (k, (_, p)) in preds.into_iter().enumerate() {
                if k > 0 {
                    self.str(", ");
                }
                self.print_block_name(p);
            }
        }
    }
}
