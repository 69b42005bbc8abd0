//! Upstream's symbol verifiers: the `SymbolTable` trait
//! (`detail::verifySymbolTable`), the symbol attributes
//! (`detail::verifySymbol`) and the `Symbol` interface's trait verifier.

use hashbrown::HashMap;

use super::{fail_op, fail_with, VerifyResult};
use crate::attrs::{AttrData, Attribute, Location};
use crate::context::Context;
use crate::diagnostics::op_error;
use crate::ir::{Ir, OpId};
use crate::registry::Traits;
use crate::support::arena::NONE;
use crate::symbol_table::{SYMBOL_ATTR_NAME, VISIBILITY_ATTR_NAME};

/// Upstream's `Operation::getAttr(name)` for arena operation `o`, with the
/// name given as an identifier: the inherent attribute if the name is
/// inherent (for a registered operation, even when unset), otherwise the
/// discardable one.
pub(crate) fn attr_named(cx: &Context, ir: &Ir, o: u32, ident: Attribute) -> Option<Attribute> {
    let d = ir.opd(o);
    let discardable =
        || d.attrs.indices().filter_map(|i| ir.attr_entry(i)).find(|na| na.name == ident).map(|na| na.value);
    let Some(props) = ir.attr_at(d.props) else {
        // Without properties, only a discardable attribute can answer,
        // unless the name is inherent to the registered operation.
        let found = discardable()?;
        let inherent = cx.op_name_info(d.name).def().is_some_and(|def| def.has_inherent(cx.bytes_of(ident)));
        return (!inherent).then_some(found);
    };
    let in_props = || match cx.try_attr_data(props) {
        Some(AttrData::Dictionary(entries)) => entries.iter().find(|na| na.name == ident).map(|na| na.value),
        _ => None,
    };
    match cx.op_name_info(d.name).def() {
        Some(def) if def.has_inherent(cx.bytes_of(ident)) => in_props(),
        Some(_) => discardable(),
        None => in_props().or_else(discardable),
    }
}

/// Whether `attr` is a string attribute.
fn is_string(cx: &Context, attr: Attribute) -> bool {
    matches!(cx.try_attr_data(attr), Some(AttrData::String { .. }))
}

/// The `SymbolTable` trait's verifier: one region with one block
/// (`Operations with a 'SymbolTable' must have exactly one region` /
/// `... exactly one block`), and symbol names unique among the operations
/// of that block (`redefinition of symbol named '<name>'` at the second
/// definition, with the note `see existing symbol definition here` at the
/// first).
pub fn verify_symbol_table(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    symbol_table_with(cx, ir, op, true)
}

/// [`verify_symbol_table`], checking the symbol names only if `names`.
pub(crate) fn symbol_table_with(cx: &Context, ir: &Ir, op: OpId, names: bool) -> VerifyResult {
    let i = ir.op_idx(op).map_err(|_| ())?;
    let regions = ir.opd(i).regions;
    if regions.len != 1 {
        return fail_op(cx, ir, op, || "Operations with a 'SymbolTable' must have exactly one region".into());
    }
    let first = ir.regions.get(regions.start).first_block;
    if first == NONE || ir.blocks.get(first).next != NONE {
        return fail_op(cx, ir, op, || "Operations with a 'SymbolTable' must have exactly one block".into());
    }
    if names {
        verify_unique_names(cx, ir, first)?;
    }
    if cx.has_symbol_users() {
        verify_symbol_users(cx, ir, regions.start)?;
    }
    Ok(())
}

/// Symbol names unique among the operations of a symbol table's block.
fn verify_unique_names(cx: &Context, ir: &Ir, first: u32) -> VerifyResult {
    let ident = cx.identifier(SYMBOL_ATTR_NAME);
    let mut seen: HashMap<Attribute, Location> = HashMap::new();
    let mut o = ir.blocks.get(first).first_op;
    while o != NONE {
        if let Some(name) = attr_named(cx, ir, o, ident).filter(|&a| is_string(cx, a)) {
            let loc = ir.op_loc_opt(o).unwrap_or(cx.unknown_loc());
            match seen.entry(name) {
                hashbrown::hash_map::Entry::Occupied(e) => {
                    let first_loc = *e.get();
                    return fail_with(cx, || {
                        let text = String::from_utf8_lossy(cx.bytes_of(name)).into_owned();
                        op_error(cx, ir, ir.op_id(o), format!("redefinition of symbol named '{text}'"))
                            .note(first_loc, "see existing symbol definition here")
                    });
                }
                hashbrown::hash_map::Entry::Vacant(e) => {
                    e.insert(loc);
                }
            }
        }
        o = ir.opd(o).next;
    }
    Ok(())
}

/// Lets the symbol users nested in a symbol table's region verify their
/// uses (upstream's `walkSymbolTable` with `verifySymbolUses`): every
/// operation of the region and of nested regions, not entering nested
/// symbol tables, in upstream's worklist order (all operations of a
/// region, then the regions they hold, last pushed first), which decides
/// which failure is reported.
fn verify_symbol_users(cx: &Context, ir: &Ir, region: u32) -> VerifyResult {
    use crate::registry::interfaces::SymbolUserOpInterface;
    let mut tables = crate::symbol_table::SymbolTableCollection::new();
    let mut pending = vec![region];
    while let Some(r) = pending.pop() {
        let mut b = ir.regions.get(r).first_block;
        while b != NONE {
            let mut o = ir.blocks.get(b).first_op;
            while o != NONE {
                let d = ir.opd(o);
                let def = cx.op_name_info(d.name).def();
                if let Some(user) = def.and_then(|def| def.interface::<SymbolUserOpInterface>()) {
                    if let Some(v) = crate::view::OpView::new(cx, ir, ir.op_id(o)) {
                        (user.verify_symbol_uses)(v, &mut tables)?;
                    }
                }
                if !def.is_some_and(|def| def.traits.has(Traits::SYMBOL_TABLE)) {
                    pending.extend(d.regions.indices());
                }
                o = d.next;
            }
            b = ir.blocks.get(b).next;
        }
    }
    Ok(())
}

/// `detail::verifySymbol`: a string `sym_name` (`requires string attribute
/// 'sym_name'`) and, if present, a string `sym_visibility` that is
/// `public`, `private` or `nested`.
pub fn verify_symbol(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let i = ir.op_idx(op).map_err(|_| ())?;
    let name = attr_named(cx, ir, i, cx.identifier(SYMBOL_ATTR_NAME));
    if !name.is_some_and(|a| is_string(cx, a)) {
        return fail_op(cx, ir, op, || format!("requires string attribute '{SYMBOL_ATTR_NAME}'"));
    }
    if let Some(vis) = attr_named(cx, ir, i, cx.identifier(VISIBILITY_ATTR_NAME)) {
        if !is_string(cx, vis) {
            return fail_op(cx, ir, op, || {
                format!(
                    "requires visibility attribute '{VISIBILITY_ATTR_NAME}' to be a string attribute, but got {}",
                    crate::print::attr_to_string(cx, vis)
                )
            });
        }
        if !matches!(cx.bytes_of(vis), b"public" | b"private" | b"nested") {
            return fail_op(cx, ir, op, || {
                format!(
                    "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {}",
                    crate::print::attr_to_string(cx, vis)
                )
            });
        }
    }
    Ok(())
}

/// The `Symbol` interface's trait verifier. An `optional` symbol without a
/// `sym_name` is accepted as is; otherwise [`verify_symbol`], then: a
/// declaration must not be public (`symbol declaration cannot have public
/// visibility`), a symbol has no results (`symbols must not have
/// results`), and its parent, if registered, is a symbol table (`symbol's
/// parent must have the SymbolTable trait`).
pub fn verify_symbol_interface(
    cx: &Context,
    ir: &Ir,
    op: OpId,
    optional: bool,
    is_declaration: bool,
) -> VerifyResult {
    let i = ir.op_idx(op).map_err(|_| ())?;
    if optional {
        let inherent = ir.op_inherent_attr(cx, op, SYMBOL_ATTR_NAME.as_bytes()).map_err(|_| ())?;
        if inherent.flatten().is_none() {
            return Ok(());
        }
    }
    verify_symbol(cx, ir, op)?;
    if is_declaration {
        let public = attr_named(cx, ir, i, cx.identifier(VISIBILITY_ATTR_NAME))
            .is_none_or(|v| cx.bytes_of(v) == b"public");
        if public {
            return fail_op(cx, ir, op, || "symbol declaration cannot have public visibility".into());
        }
    }
    if ir.opd(i).results.len != 0 {
        return fail_op(cx, ir, op, || "symbols must not have results".into());
    }
    if let Some(p) = ir.parent_op_of_op(i) {
        let parent_def = cx.op_name_info(ir.opd(p).name).def();
        if parent_def.is_some_and(|d| !d.traits.has(Traits::SYMBOL_TABLE)) {
            return fail_op(cx, ir, op, || "symbol's parent must have the SymbolTable trait".into());
        }
    }
    Ok(())
}
