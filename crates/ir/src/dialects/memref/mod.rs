//! The `memref` dialect (buffers: allocation, access, views), as
//! definitions (upstream's `MemRefOps.td`).
//!
//! The definitions are here; the verifiers of the ops that have one are
//! in [`verify`] (the view-like ops' in [`views`]), the hand-written
//! syntax in [`syntax`]. Upstream's memref loads `arith` and `ub` with it.

mod canonicalize;
mod fold;
mod reshape;
mod syntax;
mod verify;
mod views;

use smallvec::{smallvec, SmallVec};

use crate::attrs::AttrData;
use crate::context::Context;
use crate::format::dynamic_index_list::DYNAMIC_INDEX_LIST;
use crate::format::CustomDirective;
use crate::registry::constraints::{
    confined_int_attr, signless_int_attr_value, AttrConstraint, BOOL_ATTR, DENSE_I64_ARRAY_ATTR, FLAT_SYMBOL_REF_ATTR,
    INDEX, STR_ATTR, SYMBOL_NAME_ATTR, UNIT_ATTR,
};
use crate::registry::interfaces::{
    ConditionallySpeculatable, EffectKind, EffectResource, InferTypeOpInterface, MemoryEffect, MemoryEffectOpInterface,
    RegionBranchOpInterface, RegionSuccessor, Speculatability, SymbolUserOpInterface,
};
use crate::registry::{DialectDef, DialectSpec, OpBuilder, OpDef, RegionConstraint, Trait, TypeConstraint};
use crate::types::{Type, TypeData};
use crate::view::OpView;

/// The memref dialect.
pub static DIALECT: DialectSpec = DialectSpec::new("memref", build);

// ---------------------------------------------------------------------------
// Type constraints (`CommonTypeConstraints.td`'s memref classes).
// ---------------------------------------------------------------------------

/// Whether `t` is a ranked memref.
fn is_memref(cx: &Context, t: Type) -> bool {
    matches!(cx.try_type_data(t), Some(TypeData::MemRef { .. }))
}

/// Whether `t` is a ranked or unranked memref.
fn is_base_memref(cx: &Context, t: Type) -> bool {
    matches!(cx.try_type_data(t), Some(TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }))
}

/// The rank of a ranked memref.
fn memref_rank(cx: &Context, t: Type) -> Option<usize> {
    match cx.try_type_data(t)? {
        TypeData::MemRef { shape, .. } => Some(shape.len()),
        _ => None,
    }
}

/// Whether `t` is a ranked memref whose elements satisfy `elem`.
fn memref_of(cx: &Context, t: Type, elem: fn(&TypeData) -> bool) -> bool {
    match cx.try_type_data(t) {
        Some(TypeData::MemRef { elem: e, .. }) => cx.try_type_data(*e).is_some_and(elem),
        _ => false,
    }
}

fn signless_int_or_float(d: &TypeData) -> bool {
    crate::registry::constraints::is_signless_int(d) || crate::registry::constraints::is_float(d)
}

/// The class name of ranked memrefs (`MemRefType`), for the declarative
/// format's type-kind errors.
const MEMREF: Option<&str> = Some("builtin.memref");

/// `AnyMemRef`.
pub const ANY_MEMREF: TypeConstraint = TypeConstraint::of_kind("memref of any type values", MEMREF, is_memref, is_memref);

/// `AnyRankedOrUnrankedMemRef`.
pub const ANY_RANKED_OR_UNRANKED_MEMREF: TypeConstraint =
    TypeConstraint::of_kind("ranked or unranked memref of any type values", None, is_base_memref, is_base_memref);

/// `AnyNon0RankedOrUnrankedMemRef`.
pub const ANY_NON_0_RANKED_OR_UNRANKED_MEMREF: TypeConstraint =
    TypeConstraint::new("unranked.memref of any type values or non-0-ranked.memref of any type values", |cx, t| {
        matches!(cx.try_type_data(t), Some(TypeData::UnrankedMemRef { .. })) || memref_rank(cx, t).is_some_and(|r| r != 0)
    });

/// `AnyStaticShapeMemRef`.
pub const ANY_STATIC_SHAPE_MEMREF: TypeConstraint =
    TypeConstraint::of_kind("statically shaped memref of any type values", MEMREF, is_memref, |cx, t| match cx.try_type_data(t) {
        Some(TypeData::MemRef { shape, .. }) => shape.iter().all(|&d| d != crate::types::DYNAMIC),
        _ => false,
    });

/// `AnyStridedMemRef`.
pub const ANY_STRIDED_MEMREF: TypeConstraint =
    TypeConstraint::of_kind("strided memref of any type values", MEMREF, is_memref, |cx, t| cx.memref_strides_and_offset(t).is_some());

/// `AnyStridedMemRefOfRank<0>`.
const STRIDED_MEMREF_RANK_0: TypeConstraint =
    TypeConstraint::of_kind("strided memref of any type values of rank 0", MEMREF, is_memref, |cx, t| {
        memref_rank(cx, t) == Some(0) && cx.memref_strides_and_offset(t).is_some()
    });

/// `MemRefRankOf<[AnyType], [1]>`.
const MEMREF_1D: TypeConstraint =
    TypeConstraint::of_kind("1D memref of any type values", MEMREF, is_memref, |cx, t| memref_rank(cx, t) == Some(1));

/// `MemRefRankOf<[AnySignlessInteger, Index], [1]>`.
const MEMREF_1D_INT_OR_INDEX: TypeConstraint =
    TypeConstraint::of_kind("1D memref of signless integer or index values", MEMREF, is_memref, |cx, t| {
        memref_rank(cx, t) == Some(1) && memref_of(cx, t, crate::registry::constraints::is_signless_int_or_index)
    });

/// `MemRefRankOf<[I8], [1]>`.
const MEMREF_1D_I8: TypeConstraint = TypeConstraint::of_kind("1D memref of 8-bit signless integer values", MEMREF, is_memref, |cx, t| {
    memref_rank(cx, t) == Some(1)
        && memref_of(cx, t, |d| matches!(d, TypeData::Integer { width: 8, signedness: crate::types::Signedness::Signless }))
});

/// `MemRefOf<[AnySignlessInteger, AnyFloat]>`.
const MEMREF_OF_INT_OR_FLOAT: TypeConstraint =
    TypeConstraint::of_kind("memref of signless integer or floating-point values", MEMREF, is_memref, |cx, t| {
        memref_of(cx, t, signless_int_or_float)
    });

/// `AnyTypeOf<[AnySignlessInteger, AnyFloat]>`.
const SIGNLESS_INT_OR_FLOAT: TypeConstraint =
    TypeConstraint::new("signless integer or floating-point", |cx, t| cx.try_type_data(t).is_some_and(signless_int_or_float));

// ---------------------------------------------------------------------------
// Attribute constraints.
// ---------------------------------------------------------------------------

/// `ConfinedAttr<OptionalAttr<I64Attr>, [IntPositive, IntPowerOf2]>` (the
/// access and allocation alignments).
const ALIGNMENT_I64: AttrConstraint = confined_int_attr(
    "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
    64,
    |cx, a| signless_int_attr_value(cx, a, 64).is_some_and(|v| v > 0 && (v as u64).is_power_of_two()),
);

/// `ConfinedAttr<I32Attr, [IntPositive]>` (`assume_alignment`).
const POSITIVE_I32: AttrConstraint =
    confined_int_attr("32-bit signless integer attribute whose value is positive", 32, |cx, a| {
        signless_int_attr_value(cx, a, 32).is_some_and(|v| v > 0)
    });

/// `ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<3>]>` (`prefetch`).
const LOCALITY_HINT: AttrConstraint = confined_int_attr(
    "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
    32,
    |cx, a| signless_int_attr_value(cx, a, 32).is_some_and(|v| (0..=3).contains(&v)),
);

/// `MemRefTypeAttr`.
const MEMREF_TYPE_ATTR: AttrConstraint = AttrConstraint::new(
    "memref type attribute",
    |d| matches!(d, AttrData::Type(_)),
    |cx, a| matches!(cx.try_attr_data(a), Some(AttrData::Type(t)) if is_memref(cx, *t)),
);

/// `AffineMapAttr`.
const AFFINE_MAP_ATTR: AttrConstraint =
    AttrConstraint::of_storage("AffineMap attribute", |d| matches!(d, AttrData::AffineMap(_)));

/// `IndexListArrayAttr`: an array of arrays of `i64` integers.
const INDEX_LIST_ARRAY_ATTR: AttrConstraint = AttrConstraint::new(
    "Array of 64-bit integer array attributes",
    |d| matches!(d, AttrData::Array(_)),
    |cx, a| match cx.try_attr_data(a) {
        Some(AttrData::Array(groups)) => groups.iter().all(|&g| match cx.try_attr_data(g) {
            Some(AttrData::Array(items)) => items.iter().all(|&i| signless_int_attr_value(cx, i, 64).is_some()),
            _ => false,
        }),
        _ => false,
    },
);

// ---------------------------------------------------------------------------
// Memory effects.
// ---------------------------------------------------------------------------

/// No memory effects (`NoMemoryEffect`, `Pure`).
const NO_EFFECTS: MemoryEffectOpInterface = MemoryEffectOpInterface { effects: |_| SmallVec::new() };

/// `kind` on operand `i`, on the default resource.
const fn on(kind: EffectKind, i: u32) -> MemoryEffect {
    MemoryEffect::on_operand(kind, i)
}

/// Always speculatable (`Pure`'s `AlwaysSpeculatable`).
const SPECULATABLE: ConditionallySpeculatable = ConditionallySpeculatable { speculatability: |_| Speculatability::Speculatable };

// ---------------------------------------------------------------------------
// The definitions.
// ---------------------------------------------------------------------------

fn build() -> DialectDef {
    // Upstream's memref loads arith and ub along with it.
    let mut d = DialectDef::new("memref")
        .depends_on(super::arith::DIALECT.def())
        .depends_on(super::ub::DIALECT.def())
        .materializer(crate::dialects::arith::constant_state);
    for op in ops() {
        d = d.op(op);
    }
    d
}

/// Pure ops get no effects and are speculatable.
fn pure(b: OpBuilder) -> OpBuilder {
    b.interface(NO_EFFECTS).interface(SPECULATABLE)
}

/// `AllocLikeOp`: `alloc` and `alloca`.
fn alloc_like(name: &'static str, summary: &str, resource: EffectResource, result_name: &'static str) -> OpBuilder {
    let effects: fn(OpView<'_>) -> SmallVec<[MemoryEffect; 2]> = match resource {
        EffectResource::Default => |_| smallvec![MemoryEffect::on_result(EffectKind::Allocate, 0)],
        EffectResource::AutomaticAllocationScope => |_| {
            smallvec![MemoryEffect::on_result(EffectKind::Allocate, 0).with_resource(EffectResource::AutomaticAllocationScope)]
        },
    };
    let b = OpDef::build(name)
        .summary(summary)
        .variadic_operand("dynamicSizes", INDEX)
        .variadic_operand("symbolOperands", INDEX)
        .optional_attr("alignment", ALIGNMENT_I64)
        .result("memref", ANY_MEMREF)
        .traits([Trait::AttrSizedOperandSegments, Trait::Marker("OpAsmOpInterface")])
        .interface(MemoryEffectOpInterface { effects })
        .result_names(match result_name {
            "alloc" => |_, set| set(0, "alloc"),
            _ => |_, set| set(0, "alloca"),
        })
        .format("`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)");
    if name == "memref.alloca" {
        b.traits([Trait::Marker("PromotableAllocationOpInterface"), Trait::Marker("DestructurableAllocationOpInterface")])
            .verifier(verify::alloca)
            .canonicalizer(canonicalize::alloca)
    } else {
        b.verifier(verify::alloc).canonicalizer(canonicalize::alloc)
    }
}

/// `MemRef_OpWithOffsetSizesAndStrides`'s operands and attributes after
/// the source.
fn offsets_sizes_strides(b: OpBuilder) -> OpBuilder {
    b.variadic_operand("offsets", INDEX)
        .variadic_operand("sizes", INDEX)
        .variadic_operand("strides", INDEX)
        .attr("static_offsets", DENSE_I64_ARRAY_ATTR)
        .attr("static_sizes", DENSE_I64_ARRAY_ATTR)
        .attr("static_strides", DENSE_I64_ARRAY_ATTR)
}

/// The `DynamicIndexList` directive under its ODS name.
const DIL: (&str, CustomDirective) = ("DynamicIndexList", DYNAMIC_INDEX_LIST);

/// The result of a single-result op is called `name`.
macro_rules! named {
    ($name:literal) => {
        |_, set| set(0, $name)
    };
}

fn ops() -> Vec<OpBuilder> {
    vec![
        alloc_like("memref.alloc", "memory allocation operation", EffectResource::Default, "alloc"),
        alloc_like(
            "memref.alloca",
            "stack memory allocation operation",
            EffectResource::AutomaticAllocationScope,
            "alloca",
        ),
        OpDef::build("memref.alloca_scope")
            .summary("explicitly delimited scope for stack allocation")
            .variadic_result("results", TypeConstraint::any())
            .region("bodyRegion", RegionConstraint::sized(1))
            .traits([
                Trait::AutomaticAllocationScope,
                Trait::RegionBranchOpInterface,
                Trait::SingleBlockImplicitTerminator("memref.alloca_scope.return"),
                Trait::RecursiveMemoryEffects,
                Trait::NoRegionArguments,
            ])
            .interface(RegionBranchOpInterface {
                successors: |_, from| match from {
                    None => smallvec![RegionSuccessor::Region(0)],
                    Some(_) => smallvec![RegionSuccessor::Parent],
                },
                successor_inputs: |v, s| match s {
                    RegionSuccessor::Region(_) => SmallVec::new(),
                    RegionSuccessor::Parent => v.result_group(0),
                },
                entry_operands: |_, _| (0, 0),
            })
            .custom_assembly(syntax::print_alloca_scope, syntax::parse_alloca_scope)
            .canonicalizer(canonicalize::alloca_scope)
            .plain_assembly(),
        pure(
            OpDef::build("memref.alloca_scope.return")
                .summary("terminator for alloca_scope operation")
                .variadic_operand("results", TypeConstraint::any())
                .traits([
                    Trait::HasParent(&["memref.alloca_scope"]),
                    Trait::Pure,
                    Trait::ReturnLike,
                    Trait::Terminator,
                ]),
        )
        .format("attr-dict ($results^ `:` type($results))?"),
        pure(
            OpDef::build("memref.assume_alignment")
                .summary("assumption that gives alignment information to the input memref")
                .operand("memref", ANY_MEMREF)
                .attr("alignment", POSITIVE_I32)
                .result("result", ANY_MEMREF)
                .traits([
                    Trait::Marker("OpAsmOpInterface"),
                    Trait::Pure,
                    Trait::Marker("ViewLikeOpInterface"),
                    Trait::SameOperandsAndResultType,
                ]),
        )
        .result_names(named!("assume_align"))
        .folder(fold::assume_alignment)
        .verifier(verify::assume_alignment)
        .format("$memref `,` $alignment attr-dict `:` type($memref)"),
        OpDef::build("memref.atomic_rmw")
            .summary("atomic read-modify-write operation")
            .attr("kind", crate::dialects::arith::ATOMIC_RMW_KIND.constraint(
                "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15",
            ))
            .operand("value", SIGNLESS_INT_OR_FLOAT)
            .operand("memref", MEMREF_OF_INT_OR_FLOAT)
            .variadic_operand("indices", INDEX)
            .result("result", SIGNLESS_INT_OR_FLOAT)
            .traits([
                Trait::AllTypesMatch(&["value", "result"]),
                Trait::TypesMatchWith {
                    description: "value type matches element type of memref",
                    from: "memref",
                    to: "value",
                    transform: element_type,
                },
            ])
            .interface(MemoryEffectOpInterface { effects: |_| smallvec![on(EffectKind::Read, 1), on(EffectKind::Write, 1)] })
            .verifier(verify::atomic_rmw)
            .folder(fold::fold_cast_operands_but_value)
            .format(
                "$kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,` type($memref) `)` `->` type($result)",
            ),
        pure(
            OpDef::build("memref.atomic_yield")
                .summary("yield operation for GenericAtomicRMWOp")
                .operand("result", TypeConstraint::any())
                .traits([Trait::HasParent(&["memref.generic_atomic_rmw"]), Trait::Pure, Trait::Terminator]),
        )
        .verifier(verify::atomic_yield)
        .format("$result attr-dict `:` type($result)"),
        pure(
            OpDef::build("memref.cast")
                .summary("memref cast operation")
                .operand("source", ANY_RANKED_OR_UNRANKED_MEMREF)
                .result("dest", ANY_RANKED_OR_UNRANKED_MEMREF)
                .traits([
                    Trait::CastOpInterface(verify::cast_compatible),
                    Trait::Marker("OpAsmOpInterface"),
                    Trait::Marker("MemRefsNormalizable"),
                    Trait::Pure,
                    Trait::SameOperandsAndResultShape,
                    Trait::Marker("ViewLikeOpInterface"),
                ]),
        )
        .result_names(named!("cast"))
        .folder(fold::cast)
        .format("$source attr-dict `:` type($source) `to` type($dest)"),
        views::collapse_shape(),
        OpDef::build("memref.copy")
            .operand("source", ANY_RANKED_OR_UNRANKED_MEMREF)
            .operand("target", ANY_RANKED_OR_UNRANKED_MEMREF)
            .traits([Trait::Marker("CopyOpInterface"), Trait::SameOperandsElementType, Trait::SameOperandsShape])
            .interface(MemoryEffectOpInterface { effects: |_| smallvec![on(EffectKind::Read, 0), on(EffectKind::Write, 1)] })
            .folder(fold::copy)
            .canonicalizer(canonicalize::copy)
            .format("$source `,` $target attr-dict `:` type($source) `to` type($target)"),
        OpDef::build("memref.dealloc")
            .summary("memory deallocation operation")
            .operand("memref", ANY_RANKED_OR_UNRANKED_MEMREF)
            .traits([Trait::Marker("MemRefsNormalizable")])
            .interface(MemoryEffectOpInterface { effects: |_| smallvec![on(EffectKind::Free, 0)] })
            .folder(fold::fold_cast_operands)
            .format("$memref attr-dict `:` type($memref)"),
        OpDef::build("memref.dim")
            .summary("dimension index operation")
            .operand("source", ANY_NON_0_RANKED_OR_UNRANKED_MEMREF)
            .operand("index", INDEX)
            .result("result", INDEX)
            .traits([
                Trait::Marker("OpAsmOpInterface"),
                Trait::Marker("MemRefsNormalizable"),
                Trait::Marker("ConditionallySpeculatable"),
                Trait::Marker("NoMemoryEffect"),
                Trait::Marker("ShapedDimOpInterface"),
                Trait::Marker("InferIntRangeInterface"),
            ])
            .interface(NO_EFFECTS)
            .interface(ConditionallySpeculatable { speculatability: verify::dim_speculatability })
            .result_names(named!("dim"))
            .folder(fold::dim)
            .canonicalizer(canonicalize::dim)
            .format("attr-dict $source `,` $index `:` type($source)"),
        pure(
            OpDef::build("memref.distinct_objects")
                .summary("Guarantee that memrefs are not aliased")
                .variadic_operand("operands", ANY_MEMREF)
                .variadic_result("results", ANY_MEMREF)
                .traits([Trait::Pure]),
        )
        .interface(InferTypeOpInterface { infer: |input| Ok(input.operand_types.iter().copied().collect()) })
        .verifier(verify::distinct_objects)
        .format("$operands attr-dict `:` type($operands)"),
        OpDef::build("memref.dma_start")
            .summary("non-blocking DMA operation that starts a transfer")
            .variadic_operand("operands", TypeConstraint::any())
            .verifier(verify::dma_start)
            .folder(fold::fold_cast_operands)
            .custom_assembly(syntax::print_dma_start, syntax::parse_dma_start)
            .plain_assembly(),
        OpDef::build("memref.dma_wait")
            .summary("blocking DMA operation that waits for transfer completion")
            .operand("tagMemRef", ANY_MEMREF)
            .variadic_operand("tagIndices", INDEX)
            .operand("numElements", INDEX)
            .verifier(verify::dma_wait)
            .folder(fold::fold_cast_operands)
            .format("$tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)"),
        views::expand_shape(),
        pure(
            OpDef::build("memref.extract_aligned_pointer_as_index")
                .summary("Extracts a memref's underlying aligned pointer as an index")
                .operand("source", ANY_RANKED_OR_UNRANKED_MEMREF)
                .result("aligned_pointer", INDEX)
                .traits([Trait::Marker("OpAsmOpInterface"), Trait::Pure, Trait::Marker("SameVariadicResultSize")]),
        )
        .result_names(named!("intptr"))
        .format("$source `:` type($source) `->` type(results) attr-dict"),
        views::extract_strided_metadata(),
        OpDef::build("memref.generic_atomic_rmw")
            .summary("atomic read-modify-write operation with a region")
            .operand("memref", MEMREF_OF_INT_OR_FLOAT)
            .variadic_operand("indices", INDEX)
            .result("result", SIGNLESS_INT_OR_FLOAT)
            .region("atomic_body", RegionConstraint::any())
            .traits([
                Trait::SingleBlockImplicitTerminator("memref.atomic_yield"),
                Trait::TypesMatchWith {
                    description: "result type matches element type of memref",
                    from: "memref",
                    to: "result",
                    transform: element_type,
                },
            ])
            .interface(MemoryEffectOpInterface { effects: |_| smallvec![on(EffectKind::Read, 0), on(EffectKind::Write, 0)] })
            .verifier(verify::generic_atomic_rmw)
            .custom_assembly(syntax::print_generic_atomic_rmw, syntax::parse_generic_atomic_rmw)
            .plain_assembly(),
        pure(
            OpDef::build("memref.get_global")
                .summary("get the memref pointing to a global variable")
                .attr("name", FLAT_SYMBOL_REF_ATTR)
                .result("result", ANY_STATIC_SHAPE_MEMREF)
                .traits([Trait::Pure]),
        )
        .interface(SymbolUserOpInterface { verify_symbol_uses: verify::get_global_symbol_uses })
        .format("$name `:` type($result) attr-dict"),
        OpDef::build("memref.global")
            .summary("declare or define a global memref variable")
            .attr("sym_name", SYMBOL_NAME_ATTR)
            .optional_attr("sym_visibility", STR_ATTR)
            .attr("type", MEMREF_TYPE_ATTR)
            .optional_attr("initial_value", crate::registry::constraints::ANY_ATTR)
            .optional_attr("constant", UNIT_ATTR)
            .optional_attr("alignment", ALIGNMENT_I64)
            .traits([Trait::Symbol { optional: false, declaration: |_| false }])
            .verifier(verify::global)
            .directive("GlobalMemrefOpTypeAndInitialValue", syntax::GLOBAL_TYPE_AND_INITIAL_VALUE)
            .format(
                "($sym_visibility^)? (`constant` $constant^)? $sym_name `:` \
                 custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value) attr-dict",
            ),
        OpDef::build("memref.load")
            .summary("load operation")
            .operand("memref", ANY_MEMREF)
            .variadic_operand("indices", INDEX)
            .default_optional_attr("nontemporal", BOOL_ATTR, |cx| cx.bool_attr(false))
            .optional_attr("alignment", ALIGNMENT_I64)
            .result("result", TypeConstraint::any())
            .traits([
                Trait::TypesMatchWith {
                    description: "result type matches element type of 'memref'",
                    from: "memref",
                    to: "result",
                    transform: element_type,
                },
                Trait::Marker("MemRefsNormalizable"),
                Trait::Marker("PromotableMemOpInterface"),
                Trait::Marker("DestructurableAccessorOpInterface"),
            ])
            .interface(MemoryEffectOpInterface { effects: |_| smallvec![on(EffectKind::Read, 0)] })
            .verifier(verify::load)
            .folder(fold::fold_cast_operands)
            .format("$memref `[` $indices `]` attr-dict `:` type($memref)"),
        pure(
            OpDef::build("memref.memory_space_cast")
                .summary("memref memory space cast operation")
                .operand("source", ANY_RANKED_OR_UNRANKED_MEMREF)
                .result("dest", ANY_RANKED_OR_UNRANKED_MEMREF)
                .traits([
                    Trait::CastOpInterface(verify::memory_space_cast_compatible),
                    Trait::Marker("OpAsmOpInterface"),
                    Trait::Marker("MemRefsNormalizable"),
                    Trait::Pure,
                    Trait::SameOperandsAndResultElementType,
                    Trait::SameOperandsAndResultShape,
                    Trait::Marker("ViewLikeOpInterface"),
                ]),
        )
        .result_names(named!("memspacecast"))
        .folder(fold::memory_space_cast)
        .format("$source attr-dict `:` type($source) `to` type($dest)"),
        OpDef::build("memref.prefetch")
            .summary("prefetch operation")
            .operand("memref", ANY_MEMREF)
            .variadic_operand("indices", INDEX)
            .attr("isWrite", BOOL_ATTR)
            .attr("localityHint", LOCALITY_HINT)
            .attr("isDataCache", BOOL_ATTR)
            .verifier(verify::prefetch)
            .folder(fold::fold_cast_operands)
            .custom_assembly(syntax::print_prefetch, syntax::parse_prefetch),
        pure(
            OpDef::build("memref.rank")
                .summary("rank operation")
                .operand("memref", ANY_RANKED_OR_UNRANKED_MEMREF)
                .result("", INDEX)
                .traits([Trait::Pure]),
        )
        .folder(fold::rank)
        .format("$memref attr-dict `:` type($memref)"),
        OpDef::build("memref.realloc")
            .summary("memory reallocation operation")
            .operand("source", MEMREF_1D)
            .optional_operand("dynamicResultSize", INDEX)
            .optional_attr("alignment", ALIGNMENT_I64)
            .result("", MEMREF_1D)
            .interface(MemoryEffectOpInterface {
                effects: |_| smallvec![on(EffectKind::Free, 0), MemoryEffect::on_result(EffectKind::Allocate, 0)],
            })
            .verifier(verify::realloc)
            .canonicalizer(canonicalize::realloc)
            .format("$source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` type(results)"),
        pure(offsets_sizes_strides(
            OpDef::build("memref.reinterpret_cast")
                .summary("memref reinterpret cast operation")
                .operand("source", ANY_RANKED_OR_UNRANKED_MEMREF),
        ))
        .result("result", ANY_STRIDED_MEMREF)
        .traits([
            Trait::Marker("OpAsmOpInterface"),
            Trait::AttrSizedOperandSegments,
            Trait::Marker("MemRefsNormalizable"),
            Trait::Pure,
            Trait::Marker("OffsetSizeAndStrideOpInterface"),
            Trait::Marker("ViewLikeOpInterface"),
        ])
        .traits([Trait::Custom(std::sync::Arc::new(views::OffsetSizeAndStride { max_ranks: views::reinterpret_cast_ranks }))])
        .result_names(named!("reinterpret_cast"))
        .verifier(views::reinterpret_cast)
        .folder(fold::reinterpret_cast)
        .canonicalizer(canonicalize::reinterpret_cast)
        .directive(DIL.0, DIL.1)
        .format(
            "$source `to` `offset` `` `:` custom<DynamicIndexList>($offsets, $static_offsets) \
             `` `,` `sizes` `` `:` custom<DynamicIndexList>($sizes, $static_sizes) \
             `` `,` `strides` `` `:` custom<DynamicIndexList>($strides, $static_strides) \
             attr-dict `:` type($source) `to` type($result)",
        ),
        OpDef::build("memref.reshape")
            .summary("memref reshape operation")
            .operand("source", ANY_RANKED_OR_UNRANKED_MEMREF)
            .operand("shape", MEMREF_1D_INT_OR_INDEX)
            .result("result", ANY_RANKED_OR_UNRANKED_MEMREF)
            .traits([Trait::Marker("OpAsmOpInterface"), Trait::Pure, Trait::Marker("ViewLikeOpInterface")])
            .interface(MemoryEffectOpInterface { effects: |_| smallvec![on(EffectKind::Read, 1)] })
            .interface(SPECULATABLE)
            .result_names(named!("reshape"))
            .verifier(views::reshape)
            .format("$source `(` $shape `)` attr-dict `:` functional-type(operands, results)"),
        OpDef::build("memref.store")
            .summary("store operation")
            .operand("value", TypeConstraint::any())
            .operand("memref", ANY_MEMREF)
            .variadic_operand("indices", INDEX)
            .default_optional_attr("nontemporal", BOOL_ATTR, |cx| cx.bool_attr(false))
            .optional_attr("alignment", ALIGNMENT_I64)
            .traits([
                Trait::TypesMatchWith {
                    description: "type of 'value' matches element type of 'memref'",
                    from: "memref",
                    to: "value",
                    transform: element_type,
                },
                Trait::Marker("MemRefsNormalizable"),
                Trait::Marker("PromotableMemOpInterface"),
                Trait::Marker("DestructurableAccessorOpInterface"),
            ])
            .interface(MemoryEffectOpInterface { effects: |_| smallvec![on(EffectKind::Write, 1)] })
            .verifier(verify::store)
            .folder(fold::fold_cast_operands_but_value)
            .format("$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)"),
        pure(offsets_sizes_strides(
            OpDef::build("memref.subview").summary("memref subview operation").operand("source", ANY_MEMREF),
        ))
        .result("result", ANY_MEMREF)
        .traits([
            Trait::Marker("OpAsmOpInterface"),
            Trait::Marker("ViewLikeOpInterface"),
            Trait::AttrSizedOperandSegments,
            Trait::Marker("OffsetSizeAndStrideOpInterface"),
            Trait::Pure,
        ])
        .traits([Trait::Custom(std::sync::Arc::new(views::OffsetSizeAndStride { max_ranks: views::subview_ranks }))])
        .result_names(named!("subview"))
        .verifier(views::subview)
        .folder(fold::subview)
        .canonicalizer(canonicalize::subview)
        .directive(DIL.0, DIL.1)
        .format(
            "$source `` custom<DynamicIndexList>($offsets, $static_offsets) \
             custom<DynamicIndexList>($sizes, $static_sizes) \
             custom<DynamicIndexList>($strides, $static_strides) \
             attr-dict `:` type($source) `to` type($result)",
        ),
        pure(
            OpDef::build("memref.transpose")
                .summary("`transpose` produces a new strided memref (metadata-only)")
                .operand("in", ANY_STRIDED_MEMREF)
                .attr("permutation", AFFINE_MAP_ATTR)
                .result("", ANY_STRIDED_MEMREF)
                .traits([Trait::Marker("OpAsmOpInterface"), Trait::Pure]),
        )
        .result_names(named!("transpose"))
        .verifier(views::transpose)
        .folder(fold::transpose)
        .custom_assembly(syntax::print_transpose, syntax::parse_transpose),
        pure(
            OpDef::build("memref.view")
                .summary("memref view operation")
                .operand("source", MEMREF_1D_I8)
                .operand("byte_shift", INDEX)
                .variadic_operand("sizes", INDEX)
                .result("", ANY_MEMREF)
                .traits([Trait::Marker("OpAsmOpInterface"), Trait::Marker("ViewLikeOpInterface"), Trait::Pure]),
        )
        .result_names(named!("view"))
        .verifier(views::view)
        .folder(fold::view)
        .canonicalizer(canonicalize::view)
        .format("$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type(results)"),
    ]
}

/// The element type of a memref (`TypesMatchWith`'s transform of the
/// access ops).
fn element_type(cx: &Context, t: Type) -> Vec<Type> {
    match cx.try_type_data(t) {
        Some(TypeData::MemRef { elem, .. } | TypeData::UnrankedMemRef { elem, .. }) => vec![*elem],
        _ => vec![t],
    }
}

/// `IndexListArrayAttr` for the reshape ops.
fn index_list_array_attr() -> AttrConstraint {
    INDEX_LIST_ARRAY_ATTR
}
