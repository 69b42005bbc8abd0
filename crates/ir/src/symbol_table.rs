//! Symbol tables, as upstream's `SymbolTable`: a map from symbol names to
//! the operations directly inside a symbol-table operation's body.

use hashbrown::HashMap;

use crate::attrs::{AttrData, Attribute, NamedAttribute};
use crate::context::Context;
use crate::ir::{misuse, walk, Ir, IrAccess, IrResult, OpId, WalkOrder, WalkResult};
use crate::registry::Traits;

/// Name of the attribute holding a symbol's name.
pub const SYMBOL_ATTR_NAME: &str = "sym_name";
/// Name of the attribute holding a symbol's visibility.
pub const VISIBILITY_ATTR_NAME: &str = "sym_visibility";

/// A symbol table over the body of a symbol-table operation.
pub struct SymbolTable {
    op: OpId,
    table: HashMap<Vec<u8>, OpId>,
    counter: u32,
}

fn traits_of(cx: &Context, ir: &Ir, op: OpId) -> Traits {
    ir.op_name(op).ok().and_then(|n| cx.op_name_info(n).def()).map_or(Traits::NONE, |d| d.traits)
}

/// The symbol name of `op` (its `sym_name` string attribute), if any.
pub fn symbol_name(cx: &Context, ir: &Ir, op: OpId) -> Option<Vec<u8>> {
    let a = ir.op_attr_by_name(cx, op, SYMBOL_ATTR_NAME.as_bytes()).ok().flatten()?;
    match cx.attr_data(a) {
        AttrData::String { value, .. } => Some(value.to_vec()),
        _ => None,
    }
}

impl SymbolTable {
    /// Builds the table of a symbol-table operation; `None` if `op` does
    /// not have the `SymbolTable` trait.
    pub fn new(cx: &Context, ir: &Ir, op: OpId) -> IrResult<Option<SymbolTable>> {
        if !traits_of(cx, ir, op).has(Traits::SYMBOL_TABLE) {
            ir.op_name(op)?;
            return Ok(None);
        }
        let mut table = HashMap::new();
        if let Some(body) = ir.region_first_block(ir.op_region(op, 0)?)? {
            let mut cur = ir.block_first_op(body)?;
            while let Some(o) = cur {
                if let Some(name) = symbol_name(cx, ir, o) {
                    table.entry(name).or_insert(o);
                }
                cur = ir.op_next(o)?;
            }
        }
        Ok(Some(SymbolTable { op, table, counter: 0 }))
    }

    /// The operation the table is over.
    pub fn op(&self) -> OpId {
        self.op
    }

    /// The symbol called `name`, if it is in the table (and still alive).
    pub fn lookup(&self, ir: &Ir, name: &[u8]) -> Option<OpId> {
        self.table.get(name).copied().filter(|&o| ir.is_live_op(o))
    }

    /// Inserts `symbol` (moving it to the end of the body, before a trailing
    /// terminator, if it is detached), renaming it `name_N` if the name is
    /// taken. Returns the final name as a string attribute.
    pub fn insert(&mut self, cx: &Context, ir: &mut Ir, symbol: OpId) -> IrResult<Attribute> {
        let body = ir.region_first_block(ir.op_region(self.op, 0)?)?;
        if ir.op_parent(symbol)?.is_none() {
            let Some(body) = body else {
                return misuse("the symbol table operation has no body block");
            };
            let before = match ir.block_last_op(body)? {
                Some(last) if traits_of(cx, ir, last).has(Traits::TERMINATOR) => Some(last),
                _ => None,
            };
            ir.insert_op_before(body, before, symbol)?;
        }
        if ir.op_parent(symbol)? != Some(self.op) {
            return misuse("the symbol is already inserted in another operation");
        }
        let Some(name) = symbol_name(cx, ir, symbol) else {
            return misuse("the operation has no symbol name ('sym_name' string attribute)");
        };
        match self.table.get(&name) {
            None => {
                self.table.insert(name.clone(), symbol);
                return Ok(cx.string_attr(&name));
            }
            Some(&o) if o == symbol => return Ok(cx.string_attr(&name)),
            Some(_) => {}
        }
        let unique = loop {
            let mut candidate = name.clone();
            candidate.push(b'_');
            candidate.extend_from_slice(self.counter.to_string().as_bytes());
            self.counter += 1;
            if !self.table.contains_key(&candidate) {
                break candidate;
            }
        };
        self.table.insert(unique.clone(), symbol);
        let attr = cx.string_attr(&unique);
        ir.set_op_attr(cx, symbol, SYMBOL_ATTR_NAME.as_bytes(), attr)?;
        Ok(attr)
    }

    /// Removes `symbol` from the table and erases it.
    pub fn erase(&mut self, cx: &Context, ir: &mut Ir, symbol: OpId) -> IrResult<()> {
        if let Some(name) = symbol_name(cx, ir, symbol) {
            if self.table.get(&name) == Some(&symbol) {
                self.table.remove(&name);
            }
        }
        ir.erase_op(symbol)
    }
}

/// Whether a symbol operation is private.
pub fn is_private(cx: &Context, ir: &Ir, op: OpId) -> bool {
    ir.op_attr_by_name(cx, op, VISIBILITY_ATTR_NAME.as_bytes())
        .ok()
        .flatten()
        .is_some_and(|a| cx.bytes_of(a) == b"private")
}

/// Calls `callback(op, all_uses_visible)` for every symbol-table operation
/// nested in and including `from`, inner ones first (upstream's
/// `SymbolTable::walkSymbolTables`).
pub fn walk_symbol_tables<A: IrAccess + ?Sized>(
    cx: &Context,
    ir: &A,
    from: OpId,
    all_visible: bool,
    callback: &mut dyn FnMut(OpId, bool),
) {
    // As upstream's `dyn_cast<SymbolOpInterface>`, an operation is a symbol
    // only while it has a `sym_name` (an unnamed module is not).
    let (is_table, is_symbol) = ir.with(|ir| {
        let t = traits_of(cx, ir, from);
        let named = || ir.op_attr_by_name(cx, from, SYMBOL_ATTR_NAME.as_bytes()).ok().flatten().is_some();
        (t.has(Traits::SYMBOL_TABLE), t.has(Traits::SYMBOL) && named())
    });
    let visible = if is_table {
        all_visible || !is_symbol || ir.with(|ir| is_private(cx, ir, from))
    } else {
        true
    };
    let children: Vec<OpId> = ir.with(|ir| ir.child_ops(from));
    for c in children {
        walk_symbol_tables(cx, ir, c, visible, callback);
    }
    if is_table {
        callback(from, visible);
    }
}

/// Replaces references to symbol `old` by `new` in the attributes of
/// `from` and the operations nested in it, not entering nested symbol
/// tables (upstream's `SymbolTable::replaceAllSymbolUses`).
pub fn replace_all_symbol_uses(cx: &Context, ir: &mut Ir, old: &[u8], new: &[u8], from: OpId) -> IrResult<()> {
    ir.op_name(from)?;
    let old_root = cx.string_attr(old);
    let new_root = cx.string_attr(new);
    let mut worklist = vec![from];
    while let Some(op) = worklist.pop() {
        let attrs = ir.op_attrs(cx, op)?;
        for na in &attrs {
            let replaced = replace_in_attr(cx, na.value, old_root, new_root);
            if replaced != na.value {
                ir.set_op_attr(cx, op, cx.bytes_of(na.name), replaced)?;
            }
        }
        let is_table = traits_of(cx, ir, op).has(Traits::SYMBOL_TABLE);
        if op != from && is_table {
            continue;
        }
        let mut nested = Vec::new();
        walk(ir, op, WalkOrder::PreOrder, &mut |o| {
            if o == op {
                return WalkResult::Advance;
            }
            nested.push(o);
            WalkResult::Skip
        });
        worklist.extend(nested.into_iter().rev());
    }
    Ok(())
}

/// `attr` with symbol references rooted at `old` re-rooted at `new`.
fn replace_in_attr(cx: &Context, attr: Attribute, old: Attribute, new: Attribute) -> Attribute {
    match cx.attr_data(attr) {
        AttrData::SymbolRef { root, nested } if *root == old => {
            cx.intern_attr(AttrData::SymbolRef { root: new, nested: nested.clone() })
        }
        AttrData::Array(elems) => {
            let v: Vec<Attribute> = elems.iter().map(|&e| replace_in_attr(cx, e, old, new)).collect();
            if v[..] == elems[..] {
                attr
            } else {
                cx.array_attr(&v)
            }
        }
        AttrData::Dictionary(entries) => {
            let v: Vec<NamedAttribute> = entries
                .iter()
                .map(|na| NamedAttribute { name: na.name, value: replace_in_attr(cx, na.value, old, new) })
                .collect();
            if v[..] == entries[..] {
                attr
            } else {
                cx.intern_attr(AttrData::Dictionary(v.into()))
            }
        }
        _ => attr,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The visibility flag of `walk_symbol_tables` for a module nested in
    /// an outer module, as upstream computes it (an unnamed module is not a
    /// symbol, so everything in it is visible; a named public one is not).
    fn visibility(outer_name: Option<&str>, inner_name: Option<&str>, all_visible: bool) -> Vec<bool> {
        let cx = Context::new();
        let mut ir = cx.ir_mut();
        let outer = ir.create_module(&cx, cx.unknown_loc(), outer_name).unwrap();
        let inner = ir.create_module(&cx, cx.unknown_loc(), inner_name).unwrap();
        let body = ir.region_first_block(ir.op_region(outer, 0).unwrap()).unwrap().unwrap();
        ir.append_op(body, inner).unwrap();
        let mut seen = Vec::new();
        walk_symbol_tables(&cx, &*ir, outer, all_visible, &mut |op, visible| {
            seen.push((op, visible));
        });
        assert_eq!(seen.iter().map(|s| s.0).collect::<Vec<_>>(), [inner, outer]);
        seen.into_iter().map(|s| s.1).collect()
    }

    #[test]
    fn unnamed_symbol_tables_make_uses_visible() {
        assert_eq!(visibility(None, None, false), [true, true]);
        assert_eq!(visibility(Some("a"), None, false), [true, false]);
        assert_eq!(visibility(Some("a"), Some("b"), false), [false, false]);
        assert_eq!(visibility(Some("a"), Some("b"), true), [true, true]);
    }
}

/// Symbol tables built on demand and kept for reuse (upstream's
/// `SymbolTableCollection`), for symbol-use verification and lookups.
#[derive(Default)]
pub struct SymbolTableCollection {
    tables: HashMap<OpId, SymbolTable>,
    /// The nearest symbol table of the last parent asked about (calls
    /// come in runs from one function).
    last_scope: Option<(OpId, Option<OpId>)>,
    /// Resolved flat references: (table, root name) to symbol.
    resolved: HashMap<(OpId, Attribute), Option<OpId>>,
    /// The last entry of `resolved` used (calls to one callee come in
    /// runs).
    last_resolved: Option<((OpId, Attribute), Option<OpId>)>,
}

impl SymbolTableCollection {
    /// An empty collection.
    pub fn new() -> Self {
        Self::default()
    }

    /// The operation `name` names in the symbol table of `table_op`.
    pub fn lookup_in(&mut self, cx: &Context, ir: &Ir, table_op: OpId, name: &[u8]) -> Option<OpId> {
        if !self.tables.contains_key(&table_op) {
            let t = SymbolTable::new(cx, ir, table_op).ok()??;
            self.tables.insert(table_op, t);
        }
        self.tables.get(&table_op)?.lookup(ir, name)
    }

    /// Resolves a symbol reference (`@a` or `@a::@b`) from the nearest
    /// symbol table enclosing `from` (upstream's
    /// `lookupNearestSymbolFrom`).
    pub fn lookup_nearest_symbol_from(&mut self, cx: &Context, ir: &Ir, from: OpId, sym: Attribute) -> Option<OpId> {
        let parent = ir.op_parent(from).ok()?;
        let table = match (self.last_scope, parent) {
            (Some((p, t)), Some(parent)) if p == parent => t,
            _ => {
                // An unregistered operation may be a symbol table
                // (upstream's `mightHaveTrait`), so the search stops there
                // too.
                let mut table = parent;
                while let Some(t) = table {
                    let registered = ir.op_name(t).ok().is_some_and(|n| cx.op_name_info(n).def().is_some());
                    if !registered || traits_of(cx, ir, t).has(Traits::SYMBOL_TABLE) {
                        break;
                    }
                    table = ir.op_parent(t).ok()?;
                }
                if let Some(p) = parent {
                    self.last_scope = Some((p, table));
                }
                table
            }
        };
        let mut scope = table?;
        let AttrData::SymbolRef { root, nested } = cx.try_attr_data(sym)? else { return None };
        let key = (scope, *root);
        let cached = match self.last_resolved {
            Some((k, hit)) if k == key => Some(hit),
            _ => self.resolved.get(&key).copied(),
        };
        let mut found = match cached {
            Some(hit) => {
                self.last_resolved = Some((key, hit));
                hit.filter(|&o| ir.is_live_op(o))?
            }
            None => {
                let hit = self.lookup_in(cx, ir, scope, cx.bytes_of(*root));
                self.resolved.insert(key, hit);
                self.last_resolved = Some((key, hit));
                hit?
            }
        };
        for n in nested.iter() {
            scope = found;
            let AttrData::SymbolRef { root, .. } = cx.try_attr_data(*n)? else { return None };
            found = self.lookup_in(cx, ir, scope, cx.bytes_of(*root))?;
        }
        Some(found)
    }
}
