//! The registered-operation mechanism: operation and dialect definitions
//! as data.
//!
//! An [`OpDef`] is one record per operation, as ODS's: named operands,
//! results, attributes (stored as properties), regions and successors,
//! each with its constraint; traits (each verifies itself); interfaces
//! looked up by id; the op's own verifiers; its assembly (generic, the
//! declarative format, or hand-written hooks against the same printer and
//! parser API); fold and canonicalization hooks. Definitions are built
//! with [`OpDef::build`] and owned by their [`DialectDef`], shared by every
//! context that loads it, so a dialect defined while the program runs is
//! no different from one written in Rust.
//!
//! Loading a dialect into a context registers its operations under their
//! names; any other name is an unregistered operation, accepted only when
//! the context allows unregistered dialects.
#![allow(clippy::result_unit_err)] // `Err(())`: the diagnostic was reported already

pub mod attr_type;
pub mod constraints;
pub mod enums;
pub mod interfaces;
mod invariants;
pub mod traits;

use std::borrow::Cow;
use std::sync::{Arc, OnceLock};

use smallvec::SmallVec;

pub use constraints::{AttrConstraint, Pred, RegionConstraint, TypeConstraint};
pub use interfaces::{Interface, Interfaces};
pub(crate) use invariants::segments as invariants_segments;
pub use invariants::{count_groups, value_groups};
pub(crate) use invariants::{counts_hold, verify_op_def, verify_op_def_regions};
pub use traits::{OpTrait, Trait};

use crate::asm::OpAsmParser;
use crate::attrs::{AttrData, Attribute};
use crate::context::Context;
use crate::format::{CustomDirective, Format};
use crate::ir::{Ir, OpId, OperationState, ValueId};
use crate::print::OpPrinter;
use crate::support::typeid::{TypeId, TypeIdMarker};
use crate::view::OpView;
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

/// The result of folding one result: a constant or an existing value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OpFoldResult {
    /// The result is this constant attribute.
    Attr(Attribute),
    /// The result is this existing value.
    Value(ValueId),
}

/// Folds an operation (upstream's `fold`): given the operation, the
/// constant values of its operands and the IR (see
/// [`Folding`](crate::rewrite::Folding)), returns `None` if it does not
/// fold, an empty list (or the op's own single result) if it was updated
/// in place, otherwise one entry per result. The rewrite engine calls it.
pub type FoldFn = fn(&mut crate::rewrite::Folding<'_>) -> Option<crate::rewrite::fold::FoldResults>;

/// Adds an operation's canonicalization patterns to a set
/// (upstream's `getCanonicalizationPatterns`), in upstream's order.
pub type CanonicalizeFn = fn(&mut crate::rewrite::PatternSet);

/// Makes the operation that turns a folded constant into a value
/// (upstream's `Dialect::materializeConstant`): the state of a
/// `ConstantLike` operation of result type `ty` with value `value`, or
/// `None` if the dialect cannot make one.
pub type MaterializeFn = fn(&Context, Attribute, crate::types::Type, crate::attrs::Location) -> Option<OperationState>;

/// Suggests names for an operation's results in the custom form
/// (`OpAsmOpInterface::getAsmResultNames`): calls the setter with a result
/// number and a name.
pub type ResultNamesFn = fn(OpView<'_>, &mut dyn FnMut(usize, &str));

/// How many values an operand or result definition stands for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Arity {
    /// Exactly one.
    Single,
    /// Zero or one (`Optional<...>`).
    Optional,
    /// Any number (`Variadic<...>`).
    Variadic,
    /// Any number of groups of any number
    /// (`VariadicOfVariadic<..., "attr">`): the group sizes are the `i32`
    /// dense array attribute called by this name.
    VariadicOfVariadic(&'static str),
}

/// An operand or result definition.
#[derive(Clone)]
pub struct ValueDef {
    /// Its name (`$name` in the format).
    pub name: Cow<'static, str>,
    /// How many values it stands for.
    pub arity: Arity,
    /// The constraint on each value's type.
    pub constraint: TypeConstraint,
}

/// An attribute (property) definition.
#[derive(Clone)]
pub struct AttrDef {
    /// Its name.
    pub name: Cow<'static, str>,
    /// Its constraint.
    pub constraint: AttrConstraint,
    /// Whether it may be absent (`OptionalAttr`, `UnitAttr`,
    /// `DefaultValuedAttr`).
    pub optional: bool,
    /// The default value (`DefaultValuedAttr`), made on demand.
    pub default: Option<fn(&Context) -> Attribute>,
    /// Whether the default is stored when the attribute is absent
    /// (`DefaultValuedAttr`), or only stands for it (`DefaultValuedOptionalAttr`:
    /// the attribute stays absent, the printer still elides the default).
    pub materialized: bool,
}

/// One entry of an op's [`OpDef::arguments`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Argument {
    /// The operand definition at this index of [`OpDef::operands`].
    Operand(usize),
    /// The attribute definition at this index of [`OpDef::attributes`].
    Attribute(usize),
}

/// A region definition.
#[derive(Clone)]
pub struct RegionDef {
    /// Its name.
    pub name: Cow<'static, str>,
    /// Whether it stands for any number of regions (`VariadicRegion`).
    pub variadic: bool,
    /// Its constraint.
    pub constraint: RegionConstraint,
}

/// A successor definition.
#[derive(Clone)]
pub struct SuccessorDef {
    /// Its name.
    pub name: Cow<'static, str>,
    /// Whether it stands for any number of successors.
    pub variadic: bool,
}

/// How an operation is written in the custom form.
#[derive(Clone)]
pub enum Assembly {
    /// Only the generic form.
    Generic,
    /// Hand-written hooks.
    Custom {
        /// The printer.
        print: PrintFn,
        /// The parser.
        parse: ParseFn,
    },
    /// The declarative assembly format.
    Format(Arc<Format>),
}

/// A registered operation.
pub struct OpDef {
    /// Full name, `dialect.op`.
    pub name: Box<str>,
    /// One-line summary.
    pub summary: Box<str>,
    /// The core flags of its traits (derived from `trait_list`).
    pub traits: Traits,
    /// Its traits, in ODS order.
    pub trait_list: Vec<Trait>,
    /// Operand definitions.
    pub operands: Vec<ValueDef>,
    /// Result definitions.
    pub results: Vec<ValueDef>,
    /// Attribute definitions (inherent attributes, stored as properties).
    pub attributes: Vec<AttrDef>,
    /// The operands and attributes in the order the definition declares
    /// them (ODS's `arguments`, where they interleave: generated builders
    /// take their parameters in this order); the segment-size attributes
    /// of `AttrSized...Segments` ops, which the trait adds, are not among
    /// them.
    pub arguments: Vec<Argument>,
    /// Region definitions.
    pub regions: Vec<RegionDef>,
    /// Successor definitions.
    pub successors: Vec<SuccessorDef>,
    /// Interfaces it implements.
    pub interfaces: Interfaces,
    /// Its own verifier (runs after its traits and constraints).
    pub verify: Option<VerifyFn>,
    /// Its own region verifier (runs after its region traits).
    pub verify_regions: Option<VerifyFn>,
    /// Its custom assembly.
    pub assembly: Assembly,
    /// Fold hook.
    pub fold: Option<FoldFn>,
    /// Canonicalization patterns.
    pub canonicalize: Option<CanonicalizeFn>,
    /// Dialect used for unprefixed op names inside its regions
    /// (`OpAsmOpInterface::getDefaultDialect`).
    pub default_dialect: Option<&'static str>,
    /// Result name suggestions for the custom form.
    pub result_names: Option<ResultNamesFn>,
    /// Whether an attribute has a default value (set when the definition
    /// is finished).
    pub has_defaults: bool,
    /// Whether the op's `InferTypeOpInterface` is the one derived from its
    /// traits ([`infer_from_traits`]; set when the definition is
    /// finished), which the verifier checks without building its input.
    pub derived_inference: bool,
    /// What the verifier needs to know without searching the lists, set
    /// when the definition is finished.
    pub facts: DefFacts,
    /// Whether the custom form prints nothing but the op's own operands,
    /// results, attributes, regions and successors (the declarative
    /// format without custom directives; hand-written printers that say
    /// so): the printer then needs no alias pre-pass for it.
    pub plain_assembly: bool,
    type_id: Box<TypeIdMarker>,
}

impl OpDef {
    /// Starts a definition of the operation `name` (`dialect.op`).
    pub fn build(name: impl Into<Cow<'static, str>>) -> OpBuilder {
        OpBuilder::new(name.into())
    }

    /// The op's type id (stable while the definition lives).
    pub fn type_id(&self) -> TypeId {
        TypeId::of_boxed(&self.type_id)
    }

    /// Whether the op has the trait called `name`.
    pub fn has_trait(&self, name: &str) -> bool {
        self.trait_list.iter().any(|t| t.name() == name)
    }

    /// The implementation of interface `I`, if the op has one.
    pub fn interface<I: Interface>(&self) -> Option<&I> {
        self.interfaces.get::<I>()
    }

    /// The definition of the attribute `name`, if inherent.
    pub fn attr_def(&self, name: &[u8]) -> Option<&AttrDef> {
        self.attributes.iter().find(|a| a.name.as_bytes() == name)
    }

    /// Whether the op declares an inherent attribute called `name`.
    pub fn has_inherent(&self, name: &[u8]) -> bool {
        self.attr_def(name).is_some()
    }

    /// The constraint on the inherent attribute `name`, if it has one.
    pub fn inherent_constraint(&self, name: &[u8]) -> Option<&AttrConstraint> {
        self.attr_def(name).map(|a| &a.constraint)
    }

    /// Whether the inherent attribute `name` can hold `value` (its storage
    /// class: setting one to a value it cannot hold leaves it unset, as the
    /// `dyn_cast_or_null` of upstream's generated `setInherentAttr`).
    pub fn inherent_accepts(&self, cx: &Context, name: &[u8], value: Attribute) -> bool {
        self.inherent_constraint(name).is_none_or(|c| c.storage_accepts(cx, value))
    }

    /// `props` (a dictionary, or none) with the default-valued attributes
    /// it lacks added, except those named in `unset` (given a value their
    /// storage cannot hold: upstream fills in the defaults first, then
    /// `setInherentAttr`'s `dyn_cast_or_null` clears them).
    pub fn with_defaults(
        &self,
        cx: &Context,
        props: Option<Attribute>,
        unset: &[crate::attrs::Identifier],
    ) -> Option<Attribute> {
        let mut entries: Vec<crate::attrs::NamedAttribute> = match props.and_then(|p| cx.try_attr_data(p)) {
            Some(AttrData::Dictionary(e)) => e.to_vec(),
            _ => Vec::new(),
        };
        let mut changed = false;
        for a in &self.attributes {
            let value = match a.default.filter(|_| a.materialized) {
                Some(f) => f(cx),
                // An unset segment-size property holds zeros (upstream's
                // `std::array` storage), and prints so.
                None => match self.segment_groups(&a.name) {
                    Some(n) => cx.dense_array_attr(crate::attrs::dense_array::DenseArrayKind::I32, &vec![0u8; 4 * n]),
                    None => continue,
                },
            };
            let id = cx.identifier(&a.name);
            if !unset.contains(&id) && !entries.iter().any(|na| na.name == id) {
                entries.push(crate::attrs::NamedAttribute { name: id, value });
                changed = true;
            }
        }
        if changed {
            Some(cx.dictionary_attr(&entries))
        } else {
            props
        }
    }

    /// The number of groups the segment-size attribute `name` of an
    /// `AttrSized...Segments` op splits (`None` for other attributes).
    pub fn segment_groups(&self, name: &str) -> Option<usize> {
        match name {
            "operandSegmentSizes" if self.has_trait("AttrSizedOperandSegments") => Some(self.operands.len()),
            "resultSegmentSizes" if self.has_trait("AttrSizedResultSegments") => Some(self.results.len()),
            _ => None,
        }
    }

    /// Whether the op has hand-written or declarative custom assembly.
    pub fn has_custom_assembly(&self) -> bool {
        !matches!(self.assembly, Assembly::Generic)
    }

    /// Prints `op` (a live operation of this definition) in its custom
    /// form, after the result list; nothing for an op without one.
    pub fn print_custom(&self, p: &mut OpPrinter<'_, '_>, op: OpId) {
        match &self.assembly {
            Assembly::Generic => {}
            Assembly::Custom { print, .. } => print(p, op),
            Assembly::Format(f) => crate::format::print::print_op(p, op, self, f),
        }
    }

    /// Parses the custom form of an operation of this definition into
    /// `state`.
    pub fn parse_custom(&self, parser: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), ()> {
        match &self.assembly {
            Assembly::Generic => Err(()),
            Assembly::Custom { parse, .. } => parse(parser, state),
            Assembly::Format(f) => crate::format::parse::parse_op(parser, self, f, state),
        }
    }

    /// Checks the inherent attributes found in a parsed attribute
    /// dictionary against their constraints (upstream's
    /// `verifyInherentAttrs`, run by the generic parser and by ODS-generated
    /// custom parsers after `attr-dict`); returns the message on failure.
    pub fn verify_inherent_attrs(&self, cx: &Context, attrs: &[crate::attrs::NamedAttribute]) -> Result<(), String> {
        for na in attrs {
            let name = cx.bytes_of(na.name);
            if let Some(c) = self.inherent_constraint(name) {
                if !c.accepts(cx, na.value) {
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

/// Facts about a definition derived once from its lists.
#[derive(Clone, Debug, Default)]
pub struct DefFacts {
    /// `AttrSizedOperandSegments`.
    pub operand_segments: bool,
    /// `AttrSizedResultSegments`.
    pub result_segments: bool,
    /// Required attributes (not segment sizes), by index, in name order
    /// (the order upstream reports them missing).
    pub required_by_name: Vec<usize>,
    /// Whether operand types or group sizes need checking (a constraint
    /// other than any type, or an optional group).
    pub check_operands: bool,
    /// The same for results.
    pub check_results: bool,
    /// Whether a region constraint needs checking.
    pub check_regions: bool,
    /// The counts the count traits require, as (fixed, variadic): regions,
    /// results, successors, operands.
    pub counts: [(u32, bool); 4],
}

impl DefFacts {
    fn of(def: &OpDef) -> DefFacts {
        let has = |t: fn(&Trait) -> bool| def.trait_list.iter().any(t);
        let mut required: Vec<usize> = (0..def.attributes.len())
            .filter(|&i| !def.attributes[i].optional && !def.attributes[i].name.ends_with("SegmentSizes"))
            .collect();
        required.sort_by(|&a, &b| def.attributes[a].name.cmp(&def.attributes[b].name));
        let check = |v: &[ValueDef]| {
            v.iter().any(|d| !d.constraint.is_any() || matches!(d.arity, Arity::Optional | Arity::VariadicOfVariadic(_)))
        };
        let values = |v: &[ValueDef]| {
            (v.iter().filter(|d| d.arity == Arity::Single).count() as u32, v.iter().any(|d| d.arity != Arity::Single))
        };
        let counts = [
            (def.regions.iter().filter(|r| !r.variadic).count() as u32, def.regions.iter().any(|r| r.variadic)),
            values(&def.results),
            (def.successors.iter().filter(|r| !r.variadic).count() as u32, def.successors.iter().any(|r| r.variadic)),
            values(&def.operands),
        ];
        DefFacts {
            operand_segments: has(|t| matches!(t, Trait::AttrSizedOperandSegments)),
            result_segments: has(|t| matches!(t, Trait::AttrSizedResultSegments)),
            required_by_name: required,
            check_operands: check(&def.operands),
            check_results: check(&def.results),
            check_regions: def.regions.iter().any(|r| r.constraint.blocks.is_some() || r.constraint.max_blocks.is_some()),
            counts,
        }
    }
}

/// Builds an [`OpDef`] (see [`OpDef::build`]).
pub struct OpBuilder {
    def: OpDef,
    format: Option<Cow<'static, str>>,
    directives: Vec<(Cow<'static, str>, CustomDirective)>,
}

impl OpBuilder {
    fn new(name: Cow<'static, str>) -> Self {
        OpBuilder {
            def: OpDef {
                name: name.into_owned().into_boxed_str(),
                summary: "".into(),
                traits: Traits::NONE,
                trait_list: Vec::new(),
                operands: Vec::new(),
                results: Vec::new(),
                attributes: Vec::new(),
                arguments: Vec::new(),
                regions: Vec::new(),
                successors: Vec::new(),
                interfaces: Interfaces::default(),
                verify: None,
                verify_regions: None,
                assembly: Assembly::Generic,
                fold: None,
                canonicalize: None,
                default_dialect: None,
                result_names: None,
                has_defaults: false,
                derived_inference: false,
                facts: DefFacts::default(),
                plain_assembly: false,
                type_id: Box::new(TypeIdMarker(0)),
            },
            format: None,
            directives: Vec::new(),
        }
    }

    /// Sets the summary.
    pub fn summary(mut self, s: &str) -> Self {
        self.def.summary = s.into();
        self
    }

    fn value(name: impl Into<Cow<'static, str>>, arity: Arity, constraint: TypeConstraint) -> ValueDef {
        ValueDef { name: name.into(), arity, constraint }
    }

    /// Adds an operand.
    pub fn operand(mut self, name: impl Into<Cow<'static, str>>, c: TypeConstraint) -> Self {
        self.def.arguments.push(Argument::Operand(self.def.operands.len()));
        self.def.operands.push(Self::value(name, Arity::Single, c));
        self
    }

    /// Adds an optional operand.
    pub fn optional_operand(mut self, name: impl Into<Cow<'static, str>>, c: TypeConstraint) -> Self {
        self.def.arguments.push(Argument::Operand(self.def.operands.len()));
        self.def.operands.push(Self::value(name, Arity::Optional, c));
        self
    }

    /// Adds a variadic operand.
    pub fn variadic_operand(mut self, name: impl Into<Cow<'static, str>>, c: TypeConstraint) -> Self {
        self.def.arguments.push(Argument::Operand(self.def.operands.len()));
        self.def.operands.push(Self::value(name, Arity::Variadic, c));
        self
    }

    /// Adds an operand standing for groups of values
    /// (`VariadicOfVariadic<c, "segments">`); the op declares the `segments`
    /// attribute itself (a required `DenseI32ArrayAttr`), as in ODS.
    pub fn variadic_of_variadic_operand(
        mut self,
        name: impl Into<Cow<'static, str>>,
        c: TypeConstraint,
        segments: &'static str,
    ) -> Self {
        self.def.arguments.push(Argument::Operand(self.def.operands.len()));
        self.def.operands.push(Self::value(name, Arity::VariadicOfVariadic(segments), c));
        self
    }

    /// Adds a result.
    pub fn result(mut self, name: impl Into<Cow<'static, str>>, c: TypeConstraint) -> Self {
        self.def.results.push(Self::value(name, Arity::Single, c));
        self
    }

    /// Adds an optional result.
    pub fn optional_result(mut self, name: impl Into<Cow<'static, str>>, c: TypeConstraint) -> Self {
        self.def.results.push(Self::value(name, Arity::Optional, c));
        self
    }

    /// Adds a variadic result.
    pub fn variadic_result(mut self, name: impl Into<Cow<'static, str>>, c: TypeConstraint) -> Self {
        self.def.results.push(Self::value(name, Arity::Variadic, c));
        self
    }

    /// Adds a required attribute.
    pub fn attr(mut self, name: impl Into<Cow<'static, str>>, c: AttrConstraint) -> Self {
        self.def.arguments.push(Argument::Attribute(self.def.attributes.len()));
        self.def.attributes.push(AttrDef { name: name.into(), constraint: c, optional: false, default: None, materialized: false });
        self
    }

    /// Adds an optional attribute.
    pub fn optional_attr(mut self, name: impl Into<Cow<'static, str>>, c: AttrConstraint) -> Self {
        self.def.arguments.push(Argument::Attribute(self.def.attributes.len()));
        self.def.attributes.push(AttrDef { name: name.into(), constraint: c, optional: true, default: None, materialized: false });
        self
    }

    /// Adds an attribute with a default value.
    pub fn default_attr(
        mut self,
        name: impl Into<Cow<'static, str>>,
        c: AttrConstraint,
        default: fn(&Context) -> Attribute,
    ) -> Self {
        self.def.arguments.push(Argument::Attribute(self.def.attributes.len()));
        self.def.attributes.push(AttrDef { name: name.into(), constraint: c, optional: true, default: Some(default), materialized: true });
        self
    }

    /// Adds a `DefaultValuedOptionalAttr`: absent unless given (the default
    /// is not stored), elided by the declarative format when it equals the
    /// default.
    pub fn default_optional_attr(
        mut self,
        name: impl Into<Cow<'static, str>>,
        c: AttrConstraint,
        default: fn(&Context) -> Attribute,
    ) -> Self {
        self.def.arguments.push(Argument::Attribute(self.def.attributes.len()));
        self.def.attributes.push(AttrDef { name: name.into(), constraint: c, optional: true, default: Some(default), materialized: false });
        self
    }

    /// Adds a region.
    pub fn region(mut self, name: impl Into<Cow<'static, str>>, c: RegionConstraint) -> Self {
        self.def.regions.push(RegionDef { name: name.into(), variadic: false, constraint: c });
        self
    }

    /// Adds a variadic region.
    pub fn variadic_region(mut self, name: impl Into<Cow<'static, str>>, c: RegionConstraint) -> Self {
        self.def.regions.push(RegionDef { name: name.into(), variadic: true, constraint: c });
        self
    }

    /// Adds a successor.
    pub fn successor(mut self, name: impl Into<Cow<'static, str>>) -> Self {
        self.def.successors.push(SuccessorDef { name: name.into(), variadic: false });
        self
    }

    /// Adds a variadic successor.
    pub fn variadic_successor(mut self, name: impl Into<Cow<'static, str>>) -> Self {
        self.def.successors.push(SuccessorDef { name: name.into(), variadic: true });
        self
    }

    /// Adds traits, in ODS order.
    pub fn traits(mut self, traits: impl IntoIterator<Item = Trait>) -> Self {
        for t in traits {
            if matches!(t, Trait::AttrSizedOperandSegments | Trait::AttrSizedResultSegments) {
                let name = if matches!(t, Trait::AttrSizedOperandSegments) {
                    "operandSegmentSizes"
                } else {
                    "resultSegmentSizes"
                };
                // (Not an argument: ODS derives it from the trait.)
                self.def.attributes.push(AttrDef {
                    name: name.into(),
                    constraint: constraints::DENSE_I32_ARRAY_ATTR,
                    optional: false,
                    default: None,
                    materialized: false,
                });
            }
            if matches!(t, Trait::Symbol { .. }) {
                self.def.interfaces.insert_id(interfaces::ids::symbol());
            }
            if matches!(t, Trait::Pure) {
                self.def.interfaces.insert_id(interfaces::ids::speculatable());
                self.def.interfaces.insert_id(interfaces::ids::memory_effect());
            }
            self.def.trait_list.push(t);
        }
        self
    }

    /// Adds an interface implementation.
    pub fn interface<I: Interface>(mut self, imp: I) -> Self {
        self.def.interfaces.insert(imp);
        self
    }

    /// Sets the op's own verifier.
    pub fn verifier(mut self, f: VerifyFn) -> Self {
        self.def.verify = Some(f);
        self
    }

    /// Sets the op's own region verifier.
    pub fn region_verifier(mut self, f: VerifyFn) -> Self {
        self.def.verify_regions = Some(f);
        self
    }

    /// Sets the declarative assembly format.
    pub fn format(mut self, f: impl Into<Cow<'static, str>>) -> Self {
        self.format = Some(f.into());
        self
    }

    /// Makes a `custom<name>(...)` directive available to the format.
    pub fn directive(mut self, name: impl Into<Cow<'static, str>>, d: CustomDirective) -> Self {
        self.directives.push((name.into(), d));
        self
    }

    /// Sets hand-written assembly hooks.
    pub fn custom_assembly(mut self, print: PrintFn, parse: ParseFn) -> Self {
        self.def.assembly = Assembly::Custom { print, parse };
        self
    }

    /// Declares that the hand-written printer prints nothing but the op's
    /// own operands, results, attributes, regions and successors (see
    /// [`OpDef::plain_assembly`]).
    pub fn plain_assembly(mut self) -> Self {
        self.def.plain_assembly = true;
        self
    }

    /// Sets the fold hook.
    pub fn folder(mut self, f: FoldFn) -> Self {
        self.def.fold = Some(f);
        self
    }

    /// Sets the canonicalization-pattern hook.
    pub fn canonicalizer(mut self, f: CanonicalizeFn) -> Self {
        self.def.canonicalize = Some(f);
        self
    }

    /// Sets the default dialect of nested operations.
    pub fn default_dialect(mut self, d: &'static str) -> Self {
        self.def.default_dialect = Some(d);
        self
    }

    /// Sets the result-name hook.
    pub fn result_names(mut self, f: ResultNamesFn) -> Self {
        self.def.result_names = Some(f);
        self
    }

    /// Finishes the definition; fails with a message if its format is not
    /// valid for it.
    pub fn finish(mut self) -> Result<OpDef, String> {
        self.add_type_inference();
        self.add_declared_effects();
        self.def.traits = self.def.trait_list.iter().fold(Traits::NONE, |acc, t| acc | t.flag());
        self.def.has_defaults = self.def.attributes.iter().any(|a| a.default.is_some() && a.materialized)
            || self.def.has_trait("AttrSizedOperandSegments")
            || self.def.has_trait("AttrSizedResultSegments");
        self.def.facts = DefFacts::of(&self.def);
        if let Some(f) = self.format.take() {
            let format = Format::compile(&f, &self.def, &self.directives)
                .map_err(|e| format!("invalid assembly format of '{}': {e}", self.def.name))?;
            self.def.plain_assembly = !format.has_custom_directives();
            self.def.assembly = Assembly::Format(Arc::new(format));
        }
        Ok(self.def)
    }
}

impl OpBuilder {
    /// `Pure` and `NoMemoryEffect` are upstream's `MemoryEffects<[]>`: an
    /// op declaring either implements `MemoryEffectOpInterface` with no
    /// effects unless its definition gives the interface itself.
    fn add_declared_effects(&mut self) {
        use interfaces::MemoryEffectOpInterface;
        let d = &mut self.def;
        let declares = d.trait_list.iter().any(|t| matches!(t, Trait::Pure | Trait::Marker("NoMemoryEffect")));
        if declares && d.interface::<MemoryEffectOpInterface>().is_none() {
            d.interfaces.insert(MemoryEffectOpInterface { effects: |_| SmallVec::new() });
        }
    }

    /// What ODS adds for type inference: an op whose results are all
    /// single and all known from its traits or constraints (see
    /// [`infer_from_traits`]) gets an `InferTypeOpInterface` computing
    /// them; an op with the interface gets its verifier
    /// ([`Trait::InferTypeOpInterface`]) at the end of its traits.
    fn add_type_inference(&mut self) {
        use interfaces::InferTypeOpInterface;
        let d = &mut self.def;
        if d.interface::<InferTypeOpInterface>().is_none()
            && !d.results.is_empty()
            && (0..d.results.len()).all(|k| result_source(d, k).is_some())
        {
            d.interfaces.insert(InferTypeOpInterface { infer: infer_from_traits });
            d.derived_inference = true;
        }
        if d.interface::<InferTypeOpInterface>().is_some()
            && !d.trait_list.iter().any(|t| matches!(t, Trait::InferTypeOpInterface))
        {
            d.trait_list.push(Trait::InferTypeOpInterface);
        }
    }
}

/// Where the type of result `k` comes from when ODS can infer it.
enum ResultSource<'d> {
    /// A buildable type.
    Built(fn(&Context) -> crate::types::Type),
    /// The type of the operand or attribute called `name`, transformed.
    Named(&'d str, Option<fn(&Context, crate::types::Type) -> Vec<crate::types::Type>>),
}

/// The source of result `k`'s type: a buildable constraint, or a type
/// trait relating it to an operand or attribute (`SameOperandsAndResultType`,
/// `AllTypesMatch`, `TypesMatchWith`). Only for single results.
fn result_source(d: &OpDef, k: usize) -> Option<ResultSource<'_>> {
    let r = &d.results[k];
    if r.arity != Arity::Single {
        return None;
    }
    if let Some(b) = r.constraint.builder {
        return Some(ResultSource::Built(b));
    }
    let known = |n: &str| {
        d.operands.iter().any(|o| o.name == n && o.arity == Arity::Single) || d.attributes.iter().any(|a| a.name == n)
    };
    for t in &d.trait_list {
        match t {
            Trait::SameOperandsAndResultType => {
                if let Some(o) = d.operands.iter().find(|o| o.arity == Arity::Single) {
                    return Some(ResultSource::Named(&o.name, None));
                }
            }
            Trait::AllTypesMatch(names) if names.contains(&&*r.name) => {
                if let Some(n) = names.iter().find(|n| known(n)) {
                    return Some(ResultSource::Named(n, None));
                }
            }
            Trait::TypesMatchWith { from, to, transform, .. } if *to == &*r.name && known(from) => {
                return Some(ResultSource::Named(from, Some(*transform)));
            }
            _ => {}
        }
    }
    None
}

/// Whether the results of `v` (whose definition has
/// [`OpDef::derived_inference`]) are the types its traits give them; `None`
/// when a source is missing (the inference itself fails).
pub(crate) fn derived_types_hold(v: &crate::view::OpView<'_>, d: &OpDef) -> Option<bool> {
    let cx = v.cx;
    for k in 0..d.results.len() {
        let want = match result_source(d, k)? {
            ResultSource::Built(b) => b(cx),
            ResultSource::Named(n, transform) => {
                let t = match d.operands.iter().position(|o| o.name == n) {
                    // Derived sources are single operands; with no variadic
                    // operand, operand `i` is the definition's `i`.
                    Some(i) if d.operands.iter().all(|o| o.arity == Arity::Single) => v.operand_type(i)?,
                    Some(_) => return None,
                    None => v.inherent_at(d.attributes.iter().position(|a| a.name == n)?).and_then(|a| cx.attr_type(a))?,
                };
                match transform {
                    Some(f) => *f(cx, t).first()?,
                    None => t,
                }
            }
        };
        if v.result_type(k) != Some(want) {
            return Some(false);
        }
    }
    Some(v.num_results() == d.results.len())
}

/// The inference ODS generates from the traits (see [`result_source`]).
fn infer_from_traits(input: &interfaces::InferInput<'_>) -> Result<SmallVec<[crate::types::Type; 2]>, ()> {
    let d = input.def.ok_or(())?;
    let cx = input.cx;
    let groups = value_groups(&d.operands, input.operand_types.len(), None);
    let mut out = SmallVec::new();
    for k in 0..d.results.len() {
        let t = match result_source(d, k).ok_or(())? {
            ResultSource::Built(b) => b(cx),
            ResultSource::Named(n, transform) => {
                let t = match d.operands.iter().position(|o| o.name == n) {
                    Some(i) => *groups.get(i).and_then(|&(start, _)| input.operand_types.get(start)).ok_or(())?,
                    None => input.attr(n).and_then(|a| cx.attr_type(a)).ok_or(())?,
                };
                match transform {
                    Some(f) => *f(cx, t).first().ok_or(())?,
                    None => t,
                }
            }
        };
        out.push(t);
    }
    Ok(out)
}

/// A dialect definition: its namespace, operations and dependencies.
pub struct DialectDef {
    /// The namespace (`builtin`, `func`, ...).
    pub namespace: Box<str>,
    /// The dialect's operations.
    pub ops: Vec<Arc<OpDef>>,
    /// Dialects loaded along with this one.
    pub dependencies: Vec<Arc<DialectDef>>,
    /// The dialect's type and attribute kinds.
    pub attr_types: Vec<Arc<attr_type::AttrTypeDef>>,
    /// Turns folded constants into operations.
    pub materialize: Option<MaterializeFn>,
    /// Whether the dialect is extensible (upstream's `ExtensibleDialect`,
    /// as IRDL's are): an unknown type or attribute mnemonic is then
    /// reported as `expected dynamic type` / `expected dynamic attribute`.
    pub extensible: bool,
    type_id: Box<TypeIdMarker>,
}

impl DialectDef {
    /// A dialect without operations.
    pub fn new(namespace: &str) -> Self {
        DialectDef {
            namespace: namespace.into(),
            ops: Vec::new(),
            dependencies: Vec::new(),
            attr_types: Vec::new(),
            materialize: None,
            extensible: false,
            type_id: Box::new(TypeIdMarker(1)),
        }
    }

    /// Adds a type or attribute kind; returns it (operation definitions
    /// name it in their constraints).
    pub fn add_attr_type(&mut self, def: attr_type::AttrTypeDef) -> Result<Arc<attr_type::AttrTypeDef>, String> {
        if *def.dialect != *self.namespace {
            return Err(format!("'{}' is not in dialect '{}'", def.full_name(), self.namespace));
        }
        if self.attr_type(def.kind, &def.mnemonic).is_some() {
            return Err(format!("'{}' is defined twice", def.full_name()));
        }
        let def = Arc::new(def);
        self.attr_types.push(def.clone());
        Ok(def)
    }

    /// The type (or attribute) kind called `mnemonic`.
    pub fn attr_type(&self, kind: attr_type::AttrTypeKind, mnemonic: &str) -> Option<&Arc<attr_type::AttrTypeDef>> {
        self.attr_types.iter().find(|d| d.kind == kind && &*d.mnemonic == mnemonic)
    }

    /// Adds an operation definition; fails if its format is invalid or its
    /// name is not in the dialect's namespace.
    pub fn add_op(&mut self, op: OpBuilder) -> Result<&mut Self, String> {
        let def = op.finish()?;
        let ns_ok = def.name.split_once('.').is_some_and(|(ns, _)| ns == &*self.namespace);
        if !ns_ok {
            return Err(format!("operation '{}' is not in dialect '{}'", def.name, self.namespace));
        }
        self.ops.push(Arc::new(def));
        Ok(self)
    }

    /// Makes the dialect extensible (see [`DialectDef::extensible`]).
    pub fn extensible(mut self) -> Self {
        self.extensible = true;
        self
    }

    /// Sets the constant materializer.
    pub fn materializer(mut self, f: MaterializeFn) -> Self {
        self.materialize = Some(f);
        self
    }

    /// [`DialectDef::add_op`] for definitions known to be valid (the
    /// dialects written in Rust): panics on an invalid definition.
    pub fn op(mut self, op: OpBuilder) -> Self {
        if let Err(e) = self.add_op(op) {
            panic!("{e}");
        }
        self
    }

    /// Adds a dependency.
    pub fn depends_on(mut self, d: Arc<DialectDef>) -> Self {
        self.dependencies.push(d);
        self
    }

    /// The dialect's type id.
    pub fn type_id(&self) -> TypeId {
        TypeId::of_boxed(&self.type_id)
    }

    /// The definition of operation `name` (full name), if the dialect has it.
    pub fn op_def(&self, name: &str) -> Option<&Arc<OpDef>> {
        self.ops.iter().find(|o| &*o.name == name)
    }
}

impl std::fmt::Debug for DialectDef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "DialectDef({})", self.namespace)
    }
}

/// A dialect written in Rust: its namespace and the function that builds
/// its definition, built once per process on first use. Its address is
/// the C API's `MlirDialectHandle`.
pub struct DialectSpec {
    /// The namespace.
    pub namespace: &'static str,
    build: fn() -> DialectDef,
    cell: OnceLock<Arc<DialectDef>>,
}

impl DialectSpec {
    /// A spec from its namespace and builder.
    pub const fn new(namespace: &'static str, build: fn() -> DialectDef) -> Self {
        DialectSpec { namespace, build, cell: OnceLock::new() }
    }

    /// The dialect's definition.
    pub fn def(&self) -> Arc<DialectDef> {
        self.def_ref().clone()
    }

    /// The dialect's definition, borrowed (no reference count change).
    pub fn def_ref(&self) -> &Arc<DialectDef> {
        self.cell.get_or_init(|| Arc::new((self.build)()))
    }
}

/// A set of dialects that may be loaded into contexts (`MlirDialectRegistry`).
#[derive(Clone, Debug, Default)]
pub struct DialectRegistry {
    dialects: Vec<Arc<DialectDef>>,
}

impl DialectRegistry {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a dialect (once).
    pub fn insert(&mut self, d: Arc<DialectDef>) {
        if !self.dialects.iter().any(|x| x.namespace == d.namespace) {
            self.dialects.push(d);
        }
    }

    /// The dialects, in insertion order.
    pub fn dialects(&self) -> &[Arc<DialectDef>] {
        &self.dialects
    }

    /// Looks a dialect up by namespace.
    pub fn get(&self, namespace: &str) -> Option<Arc<DialectDef>> {
        self.dialects.iter().find(|d| &*d.namespace == namespace).cloned()
    }
}
