//! The textual printer: operations, types, attributes and locations, byte
//! for byte as upstream MLIR 22 prints them.
//!
//! One [`Printer`] carries everything a print needs: the context, the IR
//! (when printing operations), the flags, the SSA names of the scope being
//! printed and the output buffer. Types, attributes and locations print
//! through methods on it, so the same code serves standalone printing
//! (`mlirTypePrint`) and printing inside operations; custom operation
//! printers receive it as an [`OpPrinter`].

mod affine;
mod attrs;
mod flags;
mod locs;
mod names;
mod ops;
mod out;
mod types;

pub use attrs::TypeElision;
pub use flags::PrintFlags;
pub use names::{NameState, ValueName};
pub use out::Out;

use crate::attrs::{Attribute, Location};
use crate::context::Context;
use crate::ir::{BlockId, Ir, IrResult, OpId, ValueId};
use crate::types::Type;

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
    names: Option<NameRef<'a>>,
    indent: usize,
    /// Dialects whose prefix may be dropped from op names, innermost last
    /// (upstream's `defaultDialectStack`, starting with `builtin`).
    default_dialects: Vec<&'static str>,
    /// Numbers given to distinct attributes in this print (`distinct[N]`),
    /// in order of first appearance.
    pub(crate) distinct_ids: hashbrown::HashMap<Attribute, u64>,
}

/// Value and block names in use by a printer: its own, or an [`AsmState`]'s.
pub(crate) enum NameRef<'a> {
    Owned(NameState),
    Borrowed(&'a NameState),
}

impl std::ops::Deref for NameRef<'_> {
    type Target = NameState;
    fn deref(&self) -> &NameState {
        match self {
            NameRef::Owned(n) => n,
            NameRef::Borrowed(n) => n,
        }
    }
}

/// A printing state made once and reused (`MlirAsmState`): the flags
/// (adjusted as upstream: a root that fails to verify prints generically)
/// and the names of everything under the root. The IR must not change
/// while it is in use.
pub struct AsmState {
    /// The adjusted flags.
    pub flags: PrintFlags,
    /// The names.
    pub names: NameState,
}

impl AsmState {
    /// Upstream's `AsmState(op, flags)`: names are numbered from `op`.
    pub fn for_op(cx: &Context, ir: &Ir, op: OpId, flags: &PrintFlags) -> IrResult<AsmState> {
        let i = ir.op_idx(op)?;
        let flags = ops::adjust_flags(cx, ir, i, flags);
        let names = NameState::new(cx, ir, i, &flags);
        Ok(AsmState { flags, names })
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
    ops::print_op_with_names(cx, ir, op, state.flags.clone(), NameRef::Borrowed(&state.names), out)
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
            names: None,
            indent: 0,
            default_dialects: vec!["builtin"],
            distinct_ids: hashbrown::HashMap::new(),
        }
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

    /// Prints a type: its alias if it has one in this print, else its syntax.
    pub fn print_type(&mut self, ty: Type) {
        self.print_type_body(ty);
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
        self.print_attribute_body(attr, elision);
    }
}

/// Writes `@name` (quoted when not a bare identifier).
pub fn write_symbol(out: &mut Out<'_>, name: &[u8]) {
    attrs::write_symbol_name(out, name)
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

/// Prints an operation as upstream's `Operation::print(os, flags)`: names
/// are taken from the outermost ancestor (or, with local scope, the
/// nearest isolated-from-above one); a top-level operation is followed by
/// a newline.
pub fn print_op(cx: &Context, ir: &Ir, op: OpId, flags: &PrintFlags, out: Out<'_>) -> IrResult<()> {
    ops::print_op(cx, ir, op, flags, out)
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
    Ok(NameState::new(cx, ir, i, flags))
}
