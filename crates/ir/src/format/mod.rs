//! MLIR's declarative assembly format, interpreted at run time.
//!
//! A format string (ODS's `assemblyFormat`) is compiled once, against the
//! operation's definition, into a list of [`Elem`]s; the same list drives
//! the printer ([`mod@print`]) and the parser ([`mod@parse`]), so both read the one
//! definition. The language: literals (`` `keyword` ``, punctuation, `` ` ` ``
//! and `` `` `` spacing, `` `\n` ``), variables (`$operand`, `$attr`,
//! `$region`, `$successor`), `attr-dict`, `attr-dict-with-keyword`,
//! `prop-dict`, `type(...)`, `qualified(...)`, `functional-type(...)`,
//! `operands`, `results`, `regions`, `successors`, `custom<Name>(...)`,
//! `ref(...)`, `oilist(...)`, and optional groups with anchors
//! (`(... $x^ ...)?`) and else groups (`(...) : (...)?`).

mod compile;
pub mod dynamic_index_list;
pub mod function;
pub mod parse;
pub mod print;


use crate::asm::{OpAsmParser, UnresolvedOperand};
use crate::attrs::Attribute;
use crate::ir::{BlockId, OpId, RegionId, ValueId};
use crate::print::OpPrinter;
use crate::types::Type;

/// What a `custom<Name>(...)` argument stands for, as the directive's
/// hooks see it.
#[derive(Clone, Debug)]
pub enum CustomArg {
    /// Operand values (one for a single operand, any number for a
    /// variadic one).
    Operands(Vec<ValueId>),
    /// When parsing, the operand references a `ref(...)` names (not yet
    /// resolved).
    Unresolved(Vec<UnresolvedOperand>),
    /// Types (of an operand or result group).
    Types(Vec<Type>),
    /// An attribute, if present.
    Attr(Option<Attribute>),
    /// A region.
    Region(Option<RegionId>),
    /// The regions of a variadic region group.
    Regions(Vec<RegionId>),
    /// Successors.
    Successors(Vec<BlockId>),
    /// The attribute dictionary (`attr-dict` as an argument).
    AttrDict,
}

/// What a custom directive's parser fills in, per argument (in the
/// argument order); `None` leaves the argument unset.
#[derive(Clone, Debug, Default)]
pub struct CustomParsed {
    /// Operand references parsed for an operand argument.
    pub operands: Vec<Option<Vec<UnresolvedOperand>>>,
    /// Types parsed for a type argument.
    pub types: Vec<Option<Vec<Type>>>,
    /// Attributes parsed for an attribute argument.
    pub attrs: Vec<Option<Attribute>>,
    /// Regions parsed for a region argument.
    pub regions: Vec<Option<RegionId>>,
    /// Regions parsed for a variadic region argument (in order).
    pub region_lists: Vec<Option<Vec<RegionId>>>,
    /// Successors parsed for a successor argument.
    pub successors: Vec<Option<Vec<BlockId>>>,
    /// The group sizes of the operands parsed for a `VariadicOfVariadic`
    /// operand argument (the engine stores them in its size attribute).
    pub segments: Vec<Option<Vec<i32>>>,
}

/// A `custom<Name>(...)` directive: hand-written printing and parsing of a
/// piece of the syntax, against the same printer and parser API as the
/// format (upstream's `printName` / `parseName` functions).
#[derive(Clone, Copy)]
pub struct CustomDirective {
    /// Prints the piece, given the operation and its arguments.
    pub print: fn(&mut OpPrinter<'_, '_>, OpId, &[CustomArg]),
    /// Parses the piece; `refs` holds what `ref(...)` arguments resolved to
    /// (as when printing), the rest is to fill in `out`. Returns whether it
    /// parsed anything: a directive guarding an optional group says there
    /// by `Ok(false)` that the group is absent (upstream's
    /// `OptionalParseResult`).
    pub parse: fn(&mut dyn OpAsmParser, &[CustomArg], &mut CustomParsed) -> Result<bool, ()>,
}

/// What `type(...)`, `functional-type(...)` and custom directives refer to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TypeRef {
    /// The types of operand group `i`.
    Operand(usize),
    /// The types of result group `i`.
    Result(usize),
    /// All operand types.
    Operands,
    /// All result types.
    Results,
}

/// One element of a compiled format.
#[derive(Clone)]
pub enum Elem {
    /// A keyword or punctuation.
    Literal(Box<str>),
    /// A space. In a compiled format the spacing is explicit: ODS's
    /// spacing rules are applied once, at compilation (they depend only on
    /// the format), and leave these where a space is printed.
    Space,
    /// `` `` ``: no space before the next element (gone after
    /// compilation).
    NoSpace,
    /// An element the printer leaves out (a unit attribute anchoring its
    /// optional group or `oilist` clause: the group's presence writes it).
    Hidden(Box<Elem>),
    /// `` `\n` ``: a new line.
    Newline,
    /// `$operand` (operand group index).
    Operand(usize),
    /// `$attr` (attribute definition index).
    Attr(usize),
    /// `$region` (region definition index).
    Region(usize),
    /// `$successor` (successor definition index).
    Successor(usize),
    /// `operands`.
    Operands,
    /// `regions`.
    Regions,
    /// `successors`.
    Successors,
    /// `attr-dict` (`true`: `attr-dict-with-keyword`).
    AttrDict(bool),
    /// `prop-dict`.
    PropDict,
    /// `type(...)` (`qualified`: inside `qualified(...)`).
    Type(TypeRef, bool),
    /// `qualified($attr)`.
    QualifiedAttr(usize),
    /// `functional-type(inputs, results)`.
    FunctionalType(TypeRef, TypeRef),
    /// `custom<Name>(args)`.
    Custom(CustomDirective, Vec<Elem>),
    /// `ref(...)` (inside custom directives).
    Ref(Box<Elem>),
    /// An optional group: printed / parsed when its anchor is present.
    Optional(Box<OptionalGroup>),
    /// `oilist(clause | clause ...)`.
    OIList(Vec<Clause>),
}

/// An optional group.
#[derive(Clone)]
pub struct OptionalGroup {
    /// The elements when the anchor is present.
    pub then: Vec<Elem>,
    /// The elements otherwise (`: (...)`).
    pub els: Vec<Elem>,
    /// The anchor (an element of `then`, possibly nested).
    pub anchor: Elem,
    /// Index in `then` of the first element that is not spacing: what the
    /// parser tries to decide whether the group is present.
    pub guard: usize,
    /// Whether the anchor is in the else group (MLIR 22's inverted
    /// groups): the then-elements are printed when it is absent.
    pub inverted: bool,
}

/// An `oilist` clause: a keyword, then its elements.
#[derive(Clone)]
pub struct Clause {
    /// The keyword.
    pub keyword: Box<str>,
    /// The elements after it (after compilation: the keyword's own
    /// literal, with its spacing, comes first).
    pub elems: Vec<Elem>,
}

/// A compiled format.
#[derive(Clone)]
pub struct Format {
    /// The elements, in order.
    pub elems: Vec<Elem>,
    /// By attribute definition index: whether the attribute is left out of
    /// the attribute dictionaries (written by the format, or a segment-size
    /// attribute).
    pub elided: Vec<bool>,
    /// Where each result group's types come from when the format does not
    /// write them.
    pub result_sources: Vec<TypeSource>,
    /// Where each operand group's types come from when the format does not
    /// write them.
    pub operand_sources: Vec<TypeSource>,
    /// Whether the op has `SingleBlockImplicitTerminator` (its regions are
    /// printed without their implicit terminator, which the parser adds).
    pub implicit_terminator: Option<&'static str>,
    /// Whether the op has `SingleBlock` (the parser gives an empty region
    /// its block).
    pub single_block: bool,
    /// Whether the format has `prop-dict` (`attr-dict` then prints the
    /// discardable attributes only).
    pub has_prop_dict: bool,
    /// Whether the format writes `type(results)`.
    pub writes_result_types: bool,
}

/// Where types not written by the format come from.
#[derive(Copy, Clone, Debug)]
pub enum TypeSource {
    /// Written by the format.
    Written,
    /// The same as another group's (`SameOperandsAndResultType`,
    /// `AllTypesMatch`): operand or result group.
    SameAs(TypeRef),
    /// Transformed from another group's first type (`TypesMatchWith`).
    Transform(TypeRef, fn(&crate::context::Context, Type) -> Vec<Type>),
    /// From the op's `InferTypeOpInterface`.
    Inferred,
    /// A fixed type (`I1` results and the like).
    Fixed(fn(&crate::context::Context) -> Type),
    /// Transformed from the type of attribute `i` (`TypesMatchWith` from an
    /// attribute).
    FromAttr(usize, fn(&crate::context::Context, Type) -> Vec<Type>),
}

impl Format {
    /// Whether the format uses a `custom<...>` directive (which may print
    /// anything).
    pub fn has_custom_directives(&self) -> bool {
        fn any(elems: &[Elem]) -> bool {
            elems.iter().any(|e| match e {
                Elem::Custom(..) => true,
                Elem::Optional(g) => any(&g.then) || any(&g.els),
                Elem::OIList(cl) => cl.iter().any(|c| any(&c.elems)),
                _ => false,
            })
        }
        any(&self.elems)
    }
}
