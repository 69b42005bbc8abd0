//! `symbol-dce`: erases the symbols of the symbol table it runs on (and of
//! the tables nested in it) that nothing can reach (upstream's
//! `SymbolDCE`).
//!
//! A symbol is live if it is not discardable (public in a table visible
//! from outside) or if a live operation refers to it; non-symbol
//! operations are live. Liveness flows through the symbol references in
//! the attributes of live operations, resolved from their enclosing table,
//! and into nested tables.

use hashbrown::HashSet;
use oxmlir_ir::diagnostics::{op_error, op_op_error};
use oxmlir_ir::ir::{walk, WalkOrder, WalkResult};
use oxmlir_ir::registry::{Trait, Traits};
use oxmlir_ir::symbol_table::{is_private, SymbolTableCollection, SYMBOL_ATTR_NAME};
use oxmlir_ir::{AttrData, Attribute, Context, Ir, OpId};
use oxmlir_pass::{Pass, PassState};

/// The `symbol-dce` pass.
#[derive(Clone, Default)]
pub struct SymbolDce;

/// What the liveness computation needs.
struct Liveness<'a> {
    cx: &'a Context,
    ir: &'a Ir,
    tables: SymbolTableCollection,
    live: HashSet<OpId>,
}

impl Liveness<'_> {
    fn traits(&self, op: OpId) -> Traits {
        self.ir.op_name(op).ok().and_then(|n| self.cx.op_name_info(n).def()).map_or(Traits::NONE, |d| d.traits)
    }

    fn is_table(&self, op: OpId) -> bool {
        self.traits(op).has(Traits::SYMBOL_TABLE)
    }

    /// Whether `op` is a symbol (as upstream's `SymbolOpInterface`, an
    /// optional symbol without a name is not).
    fn is_symbol(&self, op: OpId) -> bool {
        let Some(def) = self.ir.op_name(op).ok().and_then(|n| self.cx.op_name_info(n).def()) else { return false };
        let optional = def.trait_list.iter().find_map(|t| match t {
            Trait::Symbol { optional, .. } => Some(*optional),
            _ => None,
        });
        match optional {
            None => false,
            Some(false) => true,
            Some(true) => self.ir.op_attr_by_name(self.cx, op, SYMBOL_ATTR_NAME.as_bytes()).ok().flatten().is_some(),
        }
    }

    /// Whether symbol `op` may go once nothing uses it (the
    /// `SymbolOpInterface` default, which every symbol here keeps: one that
    /// is not public, i.e. private or nested).
    fn can_discard_on_use_empty(&self, op: OpId) -> bool {
        let visibility = self.ir.op_attr_by_name(self.cx, op, b"sym_visibility").ok().flatten();
        visibility.is_some_and(|v| self.cx.bytes_of(v) != b"public")
    }

    /// Upstream's `computeLiveness`; `Err(op)` names an operation whose
    /// symbol uses cannot be known.
    fn compute(&mut self, table: OpId, hidden: bool) -> Result<(), OpId> {
        // (A symbol table has one region: its operations are the table's.)
        let mut worklist = Vec::new();
        for c in self.ir.child_ops(table) {
            if !self.is_symbol(c) {
                worklist.push(c);
            } else {
                let private = is_private(self.cx, self.ir, c);
                let discardable = (hidden || private) && self.can_discard_on_use_empty(c);
                if !discardable && self.live.insert(c) {
                    worklist.push(c);
                }
            }
        }
        while let Some(op) = worklist.pop() {
            if self.is_table(op) {
                let hidden = hidden || !self.is_symbol(op) || is_private(self.cx, self.ir, op);
                self.compute(op, hidden)?;
            } else {
                // Operations with regions nested in a non-table are looked
                // at as if they were at the top level.
                for c in self.ir.child_ops(op) {
                    if self.ir.op_num_regions(c).unwrap_or(0) != 0 {
                        worklist.push(c);
                    }
                }
            }
            let Some(parent) = self.ir.op_parent(op).ok().flatten() else { continue };
            if !self.is_table(parent) {
                continue;
            }
            let uses = self.symbol_uses(op).ok_or(op)?;
            for r in uses {
                for s in self.resolve(parent, r) {
                    if self.live.insert(s) {
                        worklist.push(s);
                    }
                }
            }
        }
        Ok(())
    }

    /// The symbol references in `from` and the operations nested in it, not
    /// entering nested symbol tables; `None` if a nested operation might be
    /// an unknown symbol table (upstream's `SymbolTable::getSymbolUses`).
    fn symbol_uses(&self, from: OpId) -> Option<Vec<Attribute>> {
        let mut refs = Vec::new();
        let mut worklist = vec![from];
        while let Some(o) = worklist.pop() {
            if self.potentially_unknown_table(o) {
                return None;
            }
            self.refs_of(o, &mut refs);
            if !self.is_table(o) {
                worklist.extend(self.ir.child_ops(o));
            }
        }
        Some(refs)
    }

    /// Whether `op` might be a symbol table nobody knows of: one region, and
    /// neither it nor its dialect registered (upstream's
    /// `isPotentiallyUnknownSymbolTable`).
    fn potentially_unknown_table(&self, op: OpId) -> bool {
        let registered = self.ir.op_name(op).ok().is_some_and(|n| self.cx.op_name_info(n).def().is_some());
        !registered && self.ir.op_num_regions(op).unwrap_or(0) == 1 && !self.dialect_loaded(op)
    }

    /// Whether the dialect `op`'s name is prefixed with is loaded.
    fn dialect_loaded(&self, op: OpId) -> bool {
        let Ok(name) = self.ir.op_name(op) else { return false };
        let text = self.cx.op_name_str(name);
        text.split_once('.').is_some_and(|(ns, _)| self.cx.loaded_dialect(ns).is_some())
    }

    /// Adds the symbol references in `op`'s attributes to `out`.
    fn refs_of(&self, op: OpId, out: &mut Vec<Attribute>) {
        fn collect(cx: &Context, a: Attribute, out: &mut Vec<Attribute>) {
            match cx.attr_data(a) {
                AttrData::SymbolRef { .. } => out.push(a),
                AttrData::Array(elems) => elems.iter().for_each(|&e| collect(cx, e, out)),
                AttrData::Dictionary(entries) => entries.iter().for_each(|na| collect(cx, na.value, out)),
                _ => {}
            }
        }
        if let Ok(attrs) = self.ir.op_attrs(self.cx, op) {
            for na in attrs {
                collect(self.cx, na.value, out);
            }
        }
    }

    /// The symbols a reference names from `table`: the root and each
    /// nested one (upstream's `lookupSymbolIn`); empty if one is missing.
    fn resolve(&mut self, table: OpId, r: Attribute) -> Vec<OpId> {
        let AttrData::SymbolRef { root, nested } = self.cx.attr_data(r) else { return Vec::new() };
        let mut out = Vec::new();
        let Some(mut cur) = self.tables.lookup_in(self.cx, self.ir, table, self.cx.bytes_of(*root)) else {
            return Vec::new();
        };
        out.push(cur);
        for &n in nested.iter() {
            let AttrData::SymbolRef { root: name, .. } = self.cx.attr_data(n) else { return Vec::new() };
            if !self.is_table(cur) {
                return Vec::new();
            }
            let Some(next) = self.tables.lookup_in(self.cx, self.ir, cur, self.cx.bytes_of(*name)) else {
                return Vec::new();
            };
            out.push(next);
            cur = next;
        }
        out
    }
}

impl Pass for SymbolDce {
    oxmlir_pass::pass_identity!("SymbolDCE", "symbol-dce", "Eliminate dead symbols");

    fn run(&mut self, op: OpId, state: &mut PassState<'_>) {
        let cx = state.context();
        let dead = {
            let ir = cx.ir();
            let mut l = Liveness { cx, ir: &ir, tables: SymbolTableCollection::new(), live: HashSet::new() };
            if !l.is_table(op) {
                let d = op_op_error(cx, &ir, op, " was scheduled to run under SymbolDCE, but does not define a symbol table");
                drop(ir);
                cx.emit(d);
                return state.signal_failure();
            }
            let has_parent = ir.op_parent(op).ok().flatten().is_some();
            let hidden = if has_parent && l.is_symbol(op) { is_private(cx, &ir, op) } else { true };
            if let Err(bad) = l.compute(op, hidden) {
                let d = op_error(
                    cx,
                    &ir,
                    bad,
                    "operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses",
                );
                drop(ir);
                cx.emit(d);
                return state.signal_failure();
            }
            // The dead symbols of every symbol table in and including `op`.
            let mut tables = Vec::new();
            walk(&*ir, op, WalkOrder::PostOrder, &mut |o| {
                if l.is_table(o) {
                    tables.push(o);
                }
                WalkResult::Advance
            });
            let mut dead = Vec::new();
            for t in tables {
                dead.extend(ir.child_ops(t).into_iter().filter(|&c| l.is_symbol(c) && !l.live.contains(&c)));
            }
            dead
        };
        let mut ir = cx.ir_mut();
        for d in dead {
            // A dead symbol inside a dead table went with it.
            if ir.is_live_op(d) {
                let _ = ir.erase_op(d);
            }
        }
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
