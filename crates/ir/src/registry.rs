//! The registered-operation mechanism: what a dialect declares about its
//! operations (traits, inherent attributes, verifier and assembly hooks).
//!
//! Dialects are static descriptions ([`DialectDef`]); loading one into a
//! context registers its operations under their names. An operation whose
//! name is registered gets its [`OpDef`]; any other name is an unregistered
//! operation, accepted only when the context allows unregistered dialects.

use crate::asm::OpAsmParser;
use crate::attrs::AttrData;
use crate::context::Context;
use crate::ir::{Ir, OpId, OperationState};
use crate::print::OpPrinter;
use crate::support::typeid::TypeIdMarker;

/// A set of operation traits.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Traits(pub u32);

impl Traits {
    /// No traits.
    pub const NONE: Traits = Traits(0);
    /// Must be the last operation of its block (`IsTerminator`).
    pub const TERMINATOR: Traits = Traits(1 << 0);
    /// Its single-block regions need no terminator (`NoTerminator`).
    pub const NO_TERMINATOR: Traits = Traits(1 << 1);
    /// Its regions cannot use values defined above (`IsIsolatedFromAbove`).
    pub const ISOLATED_FROM_ABOVE: Traits = Traits(1 << 2);
    /// Defines a symbol (`Symbol`).
    pub const SYMBOL: Traits = Traits(1 << 3);
    /// Holds a symbol table (`SymbolTable`).
    pub const SYMBOL_TABLE: Traits = Traits(1 << 4);
    /// Each region has at most one block (`SingleBlock`).
    pub const SINGLE_BLOCK: Traits = Traits(1 << 5);
    /// Region entry blocks take no arguments (`NoRegionArguments`).
    pub const NO_REGION_ARGUMENTS: Traits = Traits(1 << 6);
    /// Its regions are graph regions (`RegionKindInterface` = Graph).
    pub const GRAPH_REGIONS: Traits = Traits(1 << 7);
    /// An affine scope (`AffineScope`).
    pub const AFFINE_SCOPE: Traits = Traits(1 << 8);
    /// Has no side effects (`Pure`).
    pub const PURE: Traits = Traits(1 << 9);
    /// Returns from its parent region (`ReturnLike`).
    pub const RETURN_LIKE: Traits = Traits(1 << 10);
    /// Constant-like (`ConstantLike`).
    pub const CONSTANT_LIKE: Traits = Traits(1 << 11);

    /// Whether all traits of `other` are present.
    #[inline]
    pub fn has(self, other: Traits) -> bool {
        self.0 & other.0 == other.0
    }
}

impl std::ops::BitOr for Traits {
    type Output = Traits;
    fn bitor(self, rhs: Traits) -> Traits {
        Traits(self.0 | rhs.0)
    }
}

/// Verifies one operation; reports problems through the context's
/// diagnostics and returns `Err(())` if it found any.
pub type VerifyFn = fn(&Context, &Ir, OpId) -> Result<(), ()>;

/// Prints the custom assembly form of an operation (everything after the
/// result list and `=`).
pub type PrintFn = fn(&mut OpPrinter<'_, '_>, OpId);

/// Parses the custom assembly form of an operation into a state.
pub type ParseFn = fn(&mut dyn OpAsmParser, &mut OperationState) -> Result<(), ()>;

/// Infers result types for an operation under construction. Reports
/// failures through the context's diagnostics.
pub type InferFn = fn(&Context, &Ir, &mut OperationState) -> Result<(), ()>;

/// The constraint on an inherent attribute: the kinds of attribute its
/// property storage can hold, and upstream's description of them (used in
/// `failed to satisfy constraint: <description>`).
#[derive(Copy, Clone, Debug)]
pub struct InherentConstraint {
    /// Whether the storage can hold a value (given the value's data).
    pub accepts: fn(&AttrData) -> bool,
    /// The constraint's description (`string attribute`, ...).
    pub description: &'static str,
}

/// The constraint on the inherent attribute `name` (`None`: any attribute).
pub type InherentConstraintFn = fn(&[u8]) -> Option<InherentConstraint>;

/// A registered operation.
pub struct OpDef {
    /// Full name, `dialect.op`.
    pub name: &'static str,
    /// Traits.
    pub traits: Traits,
    /// Names of the inherent attributes (stored as properties).
    pub inherent_attrs: &'static [&'static str],
    /// The constraints on the inherent attributes. Setting one to an
    /// attribute its constraint rejects (at creation or later) leaves it
    /// unset, as the `dyn_cast_or_null` of upstream's generated
    /// `setInherentAttr` does; the parser reports it with the constraint's
    /// description. `None`: any attribute for every name.
    pub inherent_constraint: Option<InherentConstraintFn>,
    /// Operation verifier (runs before the regions are verified).
    pub verify: Option<VerifyFn>,
    /// Region verifier (runs after the regions are verified).
    pub verify_regions: Option<VerifyFn>,
    /// Custom assembly printer.
    pub print: Option<PrintFn>,
    /// Custom assembly parser.
    pub parse: Option<ParseFn>,
    /// Result type inference.
    pub infer: Option<InferFn>,
    /// Dialect used for unprefixed op names inside its regions
    /// (`OpAsmOpInterface::getDefaultDialect`).
    pub default_dialect: Option<&'static str>,
    /// The op's type id.
    pub type_id: &'static TypeIdMarker,
}

impl OpDef {
    /// Whether the op declares an inherent attribute called `name`.
    pub fn has_inherent(&self, name: &[u8]) -> bool {
        self.inherent_attrs.iter().any(|a| a.as_bytes() == name)
    }

    /// The constraint on the inherent attribute `name`, if it has one
    /// (see [`OpDef::inherent_constraint`]).
    pub fn inherent_constraint(&self, name: &[u8]) -> Option<InherentConstraint> {
        self.inherent_constraint.and_then(|c| c(name))
    }

    /// Whether the inherent attribute `name` can hold `value`.
    pub fn inherent_accepts(&self, name: &[u8], value: &AttrData) -> bool {
        self.inherent_constraint(name).is_none_or(|c| (c.accepts)(value))
    }

    /// Checks the inherent attributes found in a parsed attribute
    /// dictionary against their constraints (upstream's
    /// `verifyInherentAttrs`, run by the generic parser and by ODS-generated
    /// custom parsers after `attr-dict`); returns the message on failure.
    pub fn verify_inherent_attrs(&self, cx: &Context, attrs: &[crate::attrs::NamedAttribute]) -> Result<(), String> {
        for na in attrs {
            let name = cx.bytes_of(na.name);
            if !self.has_inherent(name) {
                continue;
            }
            if let Some(c) = self.inherent_constraint(name) {
                if !(c.accepts)(cx.attr_data(na.value)) {
                    return Err(format!(
                        "'{}' op attribute '{}' failed to satisfy constraint: {}",
                        self.name,
                        String::from_utf8_lossy(name),
                        c.description
                    ));
                }
            }
        }
        Ok(())
    }
}

/// A dialect description.
pub struct DialectDef {
    /// The namespace (`builtin`, `func`, ...).
    pub namespace: &'static str,
    /// The dialect's operations.
    pub ops: &'static [OpDef],
    /// Dialects loaded along with this one.
    pub dependencies: &'static [&'static DialectDef],
    /// The dialect's type id.
    pub type_id: &'static TypeIdMarker,
}

impl std::fmt::Debug for DialectDef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "DialectDef({})", self.namespace)
    }
}

/// A set of dialects that may be loaded into contexts (`MlirDialectRegistry`).
#[derive(Clone, Debug, Default)]
pub struct DialectRegistry {
    dialects: Vec<&'static DialectDef>,
}

impl DialectRegistry {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a dialect (once).
    pub fn insert(&mut self, d: &'static DialectDef) {
        if !self.dialects.iter().any(|x| x.namespace == d.namespace) {
            self.dialects.push(d);
        }
    }

    /// The dialects, in insertion order.
    pub fn dialects(&self) -> &[&'static DialectDef] {
        &self.dialects
    }

    /// Looks a dialect up by namespace.
    pub fn get(&self, namespace: &str) -> Option<&'static DialectDef> {
        self.dialects.iter().copied().find(|d| d.namespace == namespace)
    }
}
