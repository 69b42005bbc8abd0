//! The textual printer: operations, types, attributes and locations, byte
//! for byte as upstream MLIR 22 prints them.
//!
//! One [`Printer`] carries everything a print needs: the context, the IR
//! (when printing operations), the flags, the SSA names of the scope being
//! printed, the aliases of a top-level print and the output buffer. Types,
//! attributes and locations print through methods on it, so the same code
//! serves standalone printing (`mlirTypePrint`) and printing inside
//! operations; custom operation printers receive it as an [`OpPrinter`].
//!
//! A top-level print first runs the printer in *collection mode* (output
//! discarded; see `alias_walk.rs` and `aliases.rs`) to find the aliases,
//! then prints the non-deferred alias definitions, the operation, the
//! deferred ones and the file metadata (`resources.rs`).

mod affine;
mod alias_walk;
mod aliases;
mod attrs;
mod cache;
mod flags;
mod locs;
mod memo;
mod names;
mod ops;
mod out;
mod resources;
mod types;
mod users;

use std::sync::{Arc, Mutex};

pub use attrs::TypeElision;
pub use flags::PrintFlags;
pub use names::{NameState, ValueName};
pub use out::Out;

use crate::attrs::resources::FallbackResources;
use crate::attrs::{Attribute, Location};
use crate::context::Context;
use crate::ir::{BlockId, Ir, IrResult, OpId, ValueId};
use crate::types::Type;
use aliases::{AliasTable, Collector};

/// Prints IR, types and attributes.
pub struct Printer<'a, 'o> {
    /// The context.
    pub cx: &'a Context,
    /// The IR (absent when printing a lone type or attribute).
    pub ir: Option<&'a Ir>,
    /// Output.
    pub out: Out<'o>,
    /// Flags.
    pub flags: PrintFlags,
    names: NameRef<'a>,
    indent: usize,
    /// Dialects whose prefix may be dropped from op names, innermost last
    /// (upstream's `defaultDialectStack`, starting with `builtin`).
    default_dialects: smallvec::SmallVec<[&'static str; 4]>,
    /// Numbers given to distinct attributes in this print (`distinct[N]`),
    /// in order of first appearance.
    pub(crate) distinct_ids: hashbrown::HashMap<Attribute, u64>,
    /// The aliases of this print (top-level prints only).
    aliases: Option<&'a AliasTable>,
    /// Present while the printer is an alias-collection pass.
    collect: Option<Box<Collector>>,
    /// Dialect resources referenced by this print, per dialect, in order.
    resources: Vec<(&'static str, Vec<Box<[u8]>>)>,
    /// External resources printed after the dialect resources of a
    /// top-level operation (upstream's resource printers of an `AsmState`,
    /// such as `mlir-opt`'s fallback resource map).
    external: Option<&'a FallbackResources>,
    /// Whether printed types and operation names are cached (while
    /// operations are printed: their text cannot change then).
    memo_on: bool,
    /// The caches, made once enough types were printed for them to pay.
    memo: Option<Box<Memos>>,
    /// Types printed while `memo_on` before the caches were made.
    memo_misses: u32,
}

/// The text caches of a printer (see `memo.rs`).
#[derive(Default)]
struct Memos {
    types: memo::TextMemo,
    op_names: memo::TextMemo,
    /// Attribute names (keyword or quoted string).
    attr_names: memo::TextMemo,
    /// Functional types by operand and result types.
    signatures: memo::ListMemo,
}

/// Value and block names in use by a printer.
pub(crate) enum NameRef<'a> {
    /// None (type and attribute printing, collection passes).
    None,
    /// Shared with the per-thread cache.
    Shared(Arc<NameState>),
    /// An [`AsmState`]'s.
    Borrowed(&'a NameState),
}

impl NameRef<'_> {
    fn get(&self) -> Option<&NameState> {
        match self {
            NameRef::None => None,
            NameRef::Shared(n) => Some(n),
            NameRef::Borrowed(n) => Some(n),
        }
    }
}

/// A printing state made once and reused (`MlirAsmState`): the flags
/// (adjusted as upstream: a root that fails to verify prints generically),
/// the names of everything under the root, and the aliases and distinct
/// attribute numbers of the prints made with it. The IR must not change
/// while it is in use.
pub struct AsmState {
    /// The adjusted flags.
    pub flags: PrintFlags,
    /// The names.
    pub names: NameState,
    aliases: Mutex<AliasTable>,
    distinct: Mutex<hashbrown::HashMap<Attribute, u64>>,
}

impl AsmState {
    /// Upstream's `AsmState(op, flags)`: names are numbered from `op`.
    pub fn for_op(cx: &Context, ir: &Ir, op: OpId, flags: &PrintFlags) -> IrResult<AsmState> {
        let i = ir.op_idx(op)?;
        let flags = ops::adjust_flags(cx, ir, i, flags);
        let names = NameState::new(cx, ir, i, &flags);
        Ok(AsmState { flags, names, aliases: Mutex::default(), distinct: Mutex::default() })
    }

    /// The state `mlirAsmStateCreateForValue` makes: numbered from the
    /// outermost ancestor of the value's defining operation (or block's
    /// parent), or the nearest isolated one with local scope. `None` for an
    /// argument of a block outside any operation.
    pub fn for_value(cx: &Context, ir: &Ir, v: ValueId, flags: &PrintFlags) -> IrResult<Option<AsmState>> {
        let op = match ir.value_owner(v)? {
            crate::ir::ValueOwner::Result(o, _) => o,
            crate::ir::ValueOwner::Argument(b, _) => match ir.block_parent_op(b)? {
                Some(o) => o,
                None => return Ok(None),
            },
        };
        let root = ops::scope_root(cx, ir, ir.op_idx(op)?, flags.local_scope);
        Self::for_op(cx, ir, ir.op_id(root), flags).map(Some)
    }
}

/// Prints an operation with a prepared state (upstream's
/// `Operation::print(os, AsmState&)`).
pub fn print_op_with_state(cx: &Context, ir: &Ir, op: OpId, state: &AsmState, out: Out<'_>) -> IrResult<()> {
    ops::print_op_with_state(cx, ir, op, state, out)
}

/// What a custom operation printer receives.
pub type OpPrinter<'a, 'o> = Printer<'a, 'o>;

impl<'a, 'o> Printer<'a, 'o> {
    /// A printer for types, attributes and locations only.
    pub fn standalone(cx: &'a Context, out: Out<'o>) -> Self {
        Printer {
            cx,
            ir: None,
            out,
            flags: PrintFlags::default(),
            names: NameRef::None,
            indent: 0,
            default_dialects: smallvec::smallvec!["builtin"],
            distinct_ids: hashbrown::HashMap::new(),
            aliases: None,
            collect: None,
            resources: Vec::new(),
            external: None,
            memo_on: false,
            memo: None,
            memo_misses: 0,
        }
    }

    /// A printer for operations.
    pub(crate) fn for_ir(cx: &'a Context, ir: &'a Ir, out: Out<'o>, flags: PrintFlags, names: NameRef<'a>) -> Self {
        let mut p = Printer::standalone(cx, out);
        p.ir = Some(ir);
        p.flags = flags;
        p.names = names;
        p
    }

    /// Writes a string.
    #[inline]
    pub fn str(&mut self, s: &str) {
        self.out.str(s);
    }

    /// The IR; only printers made for operations have it.
    pub(crate) fn irr(&self) -> &'a Ir {
        self.ir.expect("printer made for IR")
    }

    /// The names in use (none in collection passes and standalone
    /// printers).
    pub(crate) fn names(&self) -> Option<&NameState> {
        self.names.get()
    }

    /// Prints a type: its alias if it has one in this print, else its
    /// syntax.
    pub fn print_type(&mut self, ty: Type) {
        crate::support::stack::deep(|| self.print_type_step(ty))
    }

    /// One step of [`print_type`]'s recursion, on a stack with room for it.
    fn print_type_step(&mut self, ty: Type) {
        if self.collect.is_some() {
            self.collect_type(ty);
            return;
        }
        if self.try_type_alias(ty) {
            return;
        }
        if !self.memo_on {
            self.print_type_body(ty);
            return;
        }
        let key = ty.0.bits();
        if let Some(text) = self.memo.as_ref().and_then(|m| m.types.get(key)) {
            self.out.bytes(text);
            return;
        }
        if self.memo.is_none() && self.memo_misses < 16 {
            self.memo_misses += 1;
            self.print_type_body(ty);
            return;
        }
        let mark = self.out.mark();
        self.print_type_body(ty);
        if let Some(text) = self.out.since(mark) {
            self.memo.get_or_insert_with(Box::default).types.put(key, text);
        }
    }

    /// Prints an attribute with its type (where upstream prints it): its
    /// alias if it has one in this print, else its syntax.
    pub fn print_attribute(&mut self, attr: Attribute) {
        self.print_attribute_with(attr, TypeElision::Never);
    }

    /// Prints an attribute whose type may be elided when it is the default.
    pub fn print_attribute_elide_type(&mut self, attr: Attribute) {
        self.print_attribute_with(attr, TypeElision::May);
    }

    /// Prints an attribute without its type.
    pub fn print_attribute_without_type(&mut self, attr: Attribute) {
        self.print_attribute_with(attr, TypeElision::Must);
    }

    /// Prints an attribute with the given type elision: its alias if it has
    /// one in this print, else its syntax.
    pub fn print_attribute_with(&mut self, attr: Attribute, elision: TypeElision) {
        if self.collect.is_some() {
            self.collect_attr(attr, elision);
            return;
        }
        if self.try_attr_alias(attr) {
            return;
        }
        self.print_attribute_body(attr, elision);
    }

    /// The number of a distinct attribute in this print (`distinct[N]`):
    /// numbers are given in order of first appearance (for the attributes
    /// printer).
    #[allow(dead_code)]
    pub(crate) fn distinct_id(&mut self, attr: Attribute) -> u64 {
        let next = self.distinct_ids.len() as u64;
        *self.distinct_ids.entry(attr).or_insert(next)
    }
}

/// Writes `@name` (quoted when not a bare identifier).
pub fn write_symbol(out: &mut Out<'_>, name: &[u8]) {
    attrs::write_symbol_name(out, name)
}

/// Records that `op` verified in its current state (as after a parse that
/// verified it): printing it before anything changes will not verify it
/// again to choose between the custom and the generic form.
pub fn note_verified(cx: &Context, ir: &Ir, op: OpId) {
    if let Ok(o) = ir.op_idx(op) {
        cache::note_verified(cx, ir, o);
    }
}

/// Prints a type with no aliases.
pub fn print_type(cx: &Context, ty: Type, out: Out<'_>) {
    let mut p = Printer::standalone(cx, out);
    p.print_type(ty);
}

/// Prints an attribute with no aliases.
pub fn print_attr(cx: &Context, attr: Attribute, out: Out<'_>) {
    let mut p = Printer::standalone(cx, out);
    p.print_attribute(attr);
}

/// Prints a location as `loc(...)`.
pub fn print_location(cx: &Context, loc: Location, out: Out<'_>) {
    let mut p = Printer::standalone(cx, out);
    p.print_location(loc);
}

/// A type as text.
pub fn type_to_string(cx: &Context, ty: Type) -> String {
    let mut p = Printer::standalone(cx, Out::buffer());
    p.print_type(ty);
    std::mem::replace(&mut p.out, Out::buffer()).into_string()
}

/// An attribute as text.
pub fn attr_to_string(cx: &Context, attr: Attribute) -> String {
    let mut p = Printer::standalone(cx, Out::buffer());
    p.print_attribute(attr);
    std::mem::replace(&mut p.out, Out::buffer()).into_string()
}

/// A location as text (`loc(...)`).
pub fn location_to_string(cx: &Context, loc: Location) -> String {
    let mut p = Printer::standalone(cx, Out::buffer());
    p.print_location(loc);
    std::mem::replace(&mut p.out, Out::buffer()).into_string()
}

/// A location as text printed with `flags` (only the pretty debug-info
/// form matters: `loc(...)` or its pretty form).
pub fn location_to_string_with(cx: &Context, loc: Location, flags: &PrintFlags) -> String {
    let mut p = Printer::standalone(cx, Out::buffer());
    p.flags = flags.clone();
    p.print_location(loc);
    std::mem::replace(&mut p.out, Out::buffer()).into_string()
}

/// Prints an operation as upstream's `Operation::print(os, flags)`: names
/// are taken from the outermost ancestor (or, with local scope, the
/// nearest isolated-from-above one); an operation outside any block is
/// printed as a top-level operation, with its aliases, followed by a
/// newline.
pub fn print_op(cx: &Context, ir: &Ir, op: OpId, flags: &PrintFlags, out: Out<'_>) -> IrResult<()> {
    ops::print_op(cx, ir, op, flags, out)
}

/// Prints an operation as [`print_op`] does, followed (when it prints as a
/// top-level operation) by the entries of `external` in the file metadata's
/// `external_resources` section, as `mlir-opt` prints the resources its
/// parser kept in a fallback resource map.
pub fn print_op_with_external_resources(
    cx: &Context,
    ir: &Ir,
    op: OpId,
    flags: &PrintFlags,
    external: &FallbackResources,
    out: Out<'_>,
) -> IrResult<()> {
    ops::print_op_external(cx, ir, op, flags, Some(external), out)
}

/// An operation as text (see [`print_op`]).
pub fn op_to_string(cx: &Context, ir: &Ir, op: OpId, flags: &PrintFlags) -> IrResult<String> {
    let mut bytes = Vec::new();
    let mut sink = |b: &[u8]| bytes.extend_from_slice(b);
    print_op(cx, ir, op, flags, Out::sink(&mut sink))?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// Prints a block as upstream's `Block::print`.
pub fn print_block(cx: &Context, ir: &Ir, block: BlockId, out: Out<'_>) -> IrResult<()> {
    ops::print_block(cx, ir, block, out)
}

/// Prints a value as upstream's `Value::print`: the defining operation, or
/// a description of a block argument.
pub fn print_value(cx: &Context, ir: &Ir, v: ValueId, flags: &PrintFlags, out: Out<'_>) -> IrResult<()> {
    ops::print_value(cx, ir, v, flags, out)
}

/// Prints a value's SSA name as numbered under `state`.
pub fn print_value_as_operand(cx: &Context, ir: &Ir, v: ValueId, state: &NameState, out: Out<'_>) -> IrResult<()> {
    ops::print_value_as_operand(cx, ir, v, state, out)
}

/// Numbers the values under `op` as upstream's `AsmState(op, flags)` would
/// (for `mlirAsmStateCreateForOperation`).
pub fn name_state_for(cx: &Context, ir: &Ir, op: OpId, flags: &PrintFlags) -> IrResult<NameState> {
    let i = ir.op_idx(op)?;
    let flags = ops::adjust_flags(cx, ir, i, flags);
    Ok(NameState::new(cx, ir, i, &flags))
}

#[cfg(test)]
mod tests;
