//! The collection pass over operations (upstream's
//! `DummyAliasOperationPrinter`): it visits the attributes and types the
//! printer would print, in the order it would print them, so that aliases
//! are made only for what is printed and numbered in order of appearance.
//!
//! Custom operation printers run unchanged on a printer in collection mode:
//! their output is discarded, and the printer's `print_type`,
//! `print_attribute*`, `print_region` and attribute-dictionary methods
//! visit instead of printing.

use super::aliases::{AliasTable, Collector};
use super::{NameRef, Out, PrintFlags, Printer};
use crate::context::Context;
use crate::ir::Ir;
use crate::registry::Traits;
use crate::support::arena::NONE;

/// Computes the aliases for printing operation `root` (arena index) as a
/// top-level operation with `flags`.
pub(crate) fn collect_aliases(cx: &Context, ir: &Ir, root: u32, flags: &PrintFlags) -> AliasTable {
    let names = NameRef::None;
    let mut p = Printer::for_ir(cx, ir, Out::discard(), flags.clone(), names);
    p.collect = Some(Box::default());
    p.collect_op(root);
    let c: Box<Collector> = p.collect.take().unwrap_or_default();
    c.finish()
}

impl Printer<'_, '_> {
    /// Visits an operation as printing it would (location first).
    pub(crate) fn collect_op(&mut self, o: u32) {
        let ir = self.irr();
        if self.flags.debug_info {
            if let Some(loc) = ir.op_loc_opt(o) {
                self.visit_attr(loc.0, true, false);
            }
        }
        if let Some(def) = self.custom_form(o) {
            def.print_custom(self, ir.op_id(o));
            return;
        }
        self.collect_generic_op(o);
    }

    /// Visits what the generic form prints: regions first, then operand and
    /// result types, then all attributes (upstream's `getAttrs()`, which
    /// leaves out an unregistered operation's properties).
    pub(crate) fn collect_generic_op(&mut self, o: u32) {
        let cx = self.cx;
        let ir = self.irr();
        let d = ir.opd(o);
        if !self.flags.skip_regions {
            for r in d.regions.indices() {
                self.collect_region(r, true, true);
            }
        }
        for u in d.operands.indices() {
            let v = ir.operands.get(u).target;
            if v != NONE {
                if let Some(ty) = ir.value_ty_opt(v) {
                    self.visit_type(ty, false);
                }
            }
        }
        for v in d.results.indices() {
            if let Some(ty) = ir.value_ty_opt(v) {
                self.visit_type(ty, false);
            }
        }
        let registered_with_props = ir.attr_at(d.props).is_some() && cx.op_name_info(d.name).def().is_some();
        if registered_with_props {
            // Inherent and discardable attributes merged by name.
            for na in ir.op_attrs(cx, ir.op_id(o)).unwrap_or_default() {
                self.visit_attr(na.value, false, false);
            }
        } else {
            for a in d.attrs.indices() {
                if let Some(na) = ir.attr_entry(a) {
                    self.visit_attr(na.value, false, false);
                }
            }
        }
    }

    /// Visits a region (upstream's dummy `printRegion`, which ignores
    /// whether an empty entry block would get a header).
    pub(crate) fn collect_region(&mut self, r: u32, entry_args: bool, terminators: bool) {
        let ir = self.irr();
        let first = ir.regions.get(r).first_block;
        if first == NONE || self.flags.skip_regions {
            return;
        }
        self.collect_block(first, entry_args, terminators);
        let mut b = ir.blocks.get(first).next;
        while b != NONE {
            self.collect_block(b, true, true);
            b = ir.blocks.get(b).next;
        }
    }

    /// Visits a block's argument types and locations (when printed) and
    /// its operations.
    fn collect_block(&mut self, b: u32, args: bool, terminator: bool) {
        let ir = self.irr();
        let bd = ir.blocks.get(b);
        if args {
            for &a in &bd.args {
                if let Some(ty) = ir.value_ty_opt(a) {
                    self.visit_type(ty, false);
                }
                if self.flags.debug_info {
                    if let Some(loc) = ir.arg_loc_opt(a) {
                        self.visit_attr(loc.0, false, false);
                    }
                }
            }
        }
        let last = bd.last_op;
        let skip_last = !terminator
            && last != NONE
            && self.cx.op_name_info(ir.opd(last).name).def().is_some_and(|d| d.traits.has(Traits::TERMINATOR));
        let mut o = bd.first_op;
        while o != NONE {
            if skip_last && o == last {
                break;
            }
            self.collect_op(o);
            o = ir.opd(o).next;
        }
    }
}
