//! The `arith` dialect: integer and floating-point arithmetic, casts and
//! comparisons on scalars, vectors and tensors, as definitions (upstream's
//! `ArithOps.td` / `ArithBase.td`).
//!
//! Most operations are a line of their ODS class (`int_binary`,
//! `float_binary`, `cast`, ...) plus their own traits; `arith.select` has
//! hand-written syntax, as upstream.

use std::sync::Arc;

mod canonicalize;
mod fold;

use smallvec::SmallVec;

use crate::asm::OpAsmParser;
use crate::attrs::Attribute;
use crate::context::Context;
use crate::ir::{Ir, OpId, OperationState};
use crate::print::OpPrinter;
use crate::registry::attr_type::{AttrTypeDef, AttrTypeKind};
use crate::registry::constraints::{
    compatible_shapes, element_type_or_self, is_float, is_signless_int, is_signless_int_or_index, scalar_if_like,
    AttrConstraint, BOOL_LIKE, FLOAT_LIKE, SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, SIGNLESS_INTEGER_LIKE,
    SIGNLESS_INTEGER_OR_FLOAT_LIKE, TYPED_ATTR, UNIT_ATTR,
};
use crate::registry::enums::EnumDef;
use crate::registry::interfaces::MemoryEffectOpInterface;
use crate::registry::{DialectDef, DialectSpec, FoldFn, OpBuilder, OpDef, Trait, TypeConstraint};
use crate::types::{Type, TypeData};
use crate::verify::VerifyResult;
use crate::view::OpView;

/// The arith dialect.
pub static DIALECT: DialectSpec = DialectSpec::new("arith", build);

/// The cases of an integer comparison predicate (`arith.cmpi`'s, and
/// `index.cmp`'s).
pub const INTEGER_PREDICATE_CASES: &[(&str, u64)] = &[
    ("eq", 0),
    ("ne", 1),
    ("slt", 2),
    ("sle", 3),
    ("sgt", 4),
    ("sge", 5),
    ("ult", 6),
    ("ule", 7),
    ("ugt", 8),
    ("uge", 9),
];

/// `CmpIPredicate`.
pub static CMPI_PREDICATE: EnumDef = EnumDef {
    cpp_name: "::mlir::arith::CmpIPredicate",
    cases: INTEGER_PREDICATE_CASES,
    bits: None,
    width: 64,
};

/// `CmpFPredicate`.
pub static CMPF_PREDICATE: EnumDef = EnumDef {
    cpp_name: "::mlir::arith::CmpFPredicate",
    cases: &[
        ("false", 0),
        ("oeq", 1),
        ("ogt", 2),
        ("oge", 3),
        ("olt", 4),
        ("ole", 5),
        ("one", 6),
        ("ord", 7),
        ("ueq", 8),
        ("ugt", 9),
        ("uge", 10),
        ("ult", 11),
        ("ule", 12),
        ("une", 13),
        ("uno", 14),
        ("true", 15),
    ],
    bits: None,
    width: 64,
};

/// `AtomicRMWKind` (used by `memref.atomic_rmw` and others).
pub static ATOMIC_RMW_KIND: EnumDef = EnumDef {
    cpp_name: "::mlir::arith::AtomicRMWKind",
    cases: &[
        ("addf", 0),
        ("addi", 1),
        ("andi", 2),
        ("assign", 3),
        ("maximumf", 4),
        ("maxnumf", 5),
        ("maxs", 6),
        ("maxu", 7),
        ("minimumf", 8),
        ("minnumf", 9),
        ("mins", 10),
        ("minu", 11),
        ("mulf", 12),
        ("muli", 13),
        ("ori", 14),
        ("xori", 15),
    ],
    bits: None,
    width: 64,
};

/// `FastMathFlags`.
pub static FASTMATH_FLAGS: EnumDef = EnumDef {
    cpp_name: "::mlir::arith::FastMathFlags",
    cases: &[
        ("none", 0),
        ("reassoc", 1),
        ("nnan", 2),
        ("ninf", 4),
        ("nsz", 8),
        ("arcp", 16),
        ("contract", 32),
        ("afn", 64),
        ("fast", 127),
    ],
    bits: Some(","),
    width: 32,
};

/// `IntegerOverflowFlags`.
pub static OVERFLOW_FLAGS: EnumDef = EnumDef {
    cpp_name: "::mlir::arith::IntegerOverflowFlags",
    cases: &[("none", 0), ("nsw", 1), ("nuw", 2)],
    bits: Some(", "),
    width: 32,
};

/// `RoundingMode`.
pub static ROUNDING_MODE: EnumDef = EnumDef {
    cpp_name: "::mlir::arith::RoundingMode",
    cases: &[("to_nearest_even", 0), ("downward", 1), ("upward", 2), ("toward_zero", 3), ("to_nearest_away", 4)],
    bits: None,
    width: 32,
};

/// The dialect's attribute kind `mnemonic` (`fastmath`, `overflow`).
fn kind(mnemonic: &str) -> Option<Arc<AttrTypeDef>> {
    DIALECT.def_ref().attr_type(AttrTypeKind::Attr, mnemonic).cloned()
}

/// `#arith.<mnemonic><value>`.
fn flags_attr(cx: &Context, mnemonic: &str, e: &EnumDef, value: u64) -> Attribute {
    let k = kind(mnemonic).expect("arith defines its flag attributes");
    cx.dialect_attr(&k, &[e.attr(cx, value)]).expect("a valid flag value")
}

/// `#arith.fastmath<flags>`.
pub fn fastmath_attr(cx: &Context, flags: u64) -> Attribute {
    flags_attr(cx, "fastmath", &FASTMATH_FLAGS, flags)
}

/// `#arith.overflow<flags>`.
pub fn overflow_attr(cx: &Context, flags: u64) -> Attribute {
    flags_attr(cx, "overflow", &OVERFLOW_FLAGS, flags)
}

/// The type of the same shape as `t` with `i1` elements (upstream's
/// `getI1SameShape`).
pub fn i1_same_shape(cx: &Context, t: Type) -> Type {
    let i1 = cx.int(1);
    match cx.try_type_data(t) {
        Some(TypeData::Vector { shape, scalable, .. }) => cx.vector_type(&shape.clone(), &scalable.clone(), i1),
        Some(TypeData::RankedTensor { shape, encoding, .. }) => cx.ranked_tensor_type(&shape.clone(), i1, *encoding),
        Some(TypeData::UnrankedTensor(_)) => cx.unranked_tensor_type(i1),
        Some(TypeData::MemRef { shape, layout, memory_space, .. }) => {
            cx.memref_type(&shape.clone(), i1, Some(*layout), *memory_space)
        }
        _ => i1,
    }
}

fn build() -> DialectDef {
    let mut d = DialectDef::new("arith").materializer(materialize);
    let fastmath = d
        .add_attr_type(
            AttrTypeDef::enum_attr("arith", "fastmath", "Arith_FastMathAttr", &FASTMATH_FLAGS)
                .summary("Floating point fast math flags"),
        )
        .expect("fresh dialect");
    let overflow = d
        .add_attr_type(
            AttrTypeDef::enum_attr("arith", "overflow", "Arith_IntegerOverflowAttr", &OVERFLOW_FLAGS)
                .summary("Integer overflow arith flags"),
        )
        .expect("fresh dialect");
    let fm = AttrConstraint::of_dialect("Floating point fast math flags", fastmath);
    let of = AttrConstraint::of_dialect("Integer overflow arith flags", overflow);
    let k = Kinds { fm, of };
    let ops = [
        OpDef::build("arith.constant")
            .summary("integer or floating point constant")
            .attr("value", TYPED_ATTR)
            .result("result", TypeConstraint::any())
            .traits([
                Trait::ConstantLike,
                Trait::Pure,
                Trait::AllTypesMatch(&["value", "result"]),
                Trait::Marker("InferIntRangeInterface"),
            ])
            .interface(no_effects())
            .verifier(verify_constant)
            .result_names(constant_result_names)
            .folder(|f| f.view()?.inherent_at(0).map(|a| smallvec::smallvec![crate::registry::OpFoldResult::Attr(a)]))
            .format("attr-dict $value"),
        k.int_overflow("arith.addi", "integer addition operation", &[Trait::Commutative]).folder(fold::addi).canonicalizer(canonicalize::addi),
        extended("arith.addui_extended", "extended unsigned integer addition operation returning sum and overflow bit").folder(fold::addui_extended).canonicalizer(canonicalize::addui_extended)
            .result("sum", SIGNLESS_INTEGER_LIKE)
            .result("overflow", BOOL_LIKE)
            .traits([Trait::Pure, Trait::Commutative, Trait::AllTypesMatch(&["lhs", "rhs", "sum"])])
            .traits(arith_op_traits())
            .format("$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)"),
        k.int_overflow("arith.subi", "Integer subtraction operation.", &[]).folder(fold::subi).canonicalizer(canonicalize::subi),
        k.int_overflow("arith.muli", "Integer multiplication operation.", &[Trait::Commutative]).folder(fold::muli).canonicalizer(canonicalize::muli),
        extended("arith.mulsi_extended", "extended signed integer multiplication operation").folder(fold::mulsi_extended).canonicalizer(canonicalize::mulsi_extended)
            .result("low", SIGNLESS_INTEGER_LIKE)
            .result("high", SIGNLESS_INTEGER_LIKE)
            .traits([Trait::Pure, Trait::Commutative, Trait::AllTypesMatch(&["lhs", "rhs", "low", "high"])])
            .traits(arith_op_traits())
            .format("$lhs `,` $rhs attr-dict `:` type($lhs)"),
        extended("arith.mului_extended", "extended unsigned integer multiplication operation").folder(fold::mului_extended).canonicalizer(canonicalize::mului_extended)
            .result("low", SIGNLESS_INTEGER_LIKE)
            .result("high", SIGNLESS_INTEGER_LIKE)
            .traits([Trait::Pure, Trait::Commutative, Trait::AllTypesMatch(&["lhs", "rhs", "low", "high"])])
            .traits(arith_op_traits())
            .format("$lhs `,` $rhs attr-dict `:` type($lhs)"),
        int_exact("arith.divui", "unsigned integer division operation").folder(fold::divui),
        int_exact("arith.divsi", "signed integer division operation").folder(fold::divsi),
        int_binary("arith.ceildivui", "unsigned ceil integer division operation", &[Trait::Marker("ConditionallySpeculatable")]).folder(fold::ceildivui),
        int_binary("arith.ceildivsi", "signed ceil integer division operation", &[Trait::Marker("ConditionallySpeculatable")]).folder(fold::ceildivsi),
        int_binary("arith.floordivsi", "signed floor integer division operation", &[Trait::Pure]).folder(fold::floordivsi),
        int_binary("arith.remui", "unsigned integer division remainder operation", &[Trait::Pure]).folder(fold::remui),
        int_binary("arith.remsi", "signed integer division remainder operation", &[Trait::Pure]).folder(fold::remsi),
        int_binary("arith.andi", "integer binary and", &[Trait::Commutative, Trait::Marker("Idempotent"), Trait::Pure]).folder(fold::andi).canonicalizer(canonicalize::andi),
        int_binary("arith.ori", "integer binary or", &[Trait::Commutative, Trait::Marker("Idempotent"), Trait::Pure]).folder(fold::ori).canonicalizer(canonicalize::ori),
        int_binary("arith.xori", "integer binary xor", &[Trait::Commutative, Trait::Pure]).folder(fold::xori).canonicalizer(canonicalize::xori),
        k.int_overflow("arith.shli", "integer left-shift", &[]).folder(fold::shli),
        int_exact("arith.shrui", "unsigned integer right-shift").folder(fold::shrui),
        int_exact("arith.shrsi", "signed integer right-shift").folder(fold::shrsi),
        k.float_unary("arith.negf", "floating point negation").folder(fold::negf),
        k.float_binary("arith.addf", "floating point addition operation", &[Trait::Commutative]).folder(fold::addf),
        k.float_binary("arith.subf", "floating point subtraction operation", &[]).folder(fold::subf),
        k.float_binary("arith.maximumf", "floating-point maximum operation", &[Trait::Commutative]).folder(fold::maximumf),
        k.float_binary("arith.maxnumf", "floating-point maximum operation", &[Trait::Commutative]).folder(fold::maxnumf),
        int_binary("arith.maxsi", "signed integer maximum operation", &[Trait::Commutative, Trait::Pure]).folder(fold::maxsi),
        int_binary("arith.maxui", "unsigned integer maximum operation", &[Trait::Commutative, Trait::Pure]).folder(fold::maxui),
        k.float_binary("arith.minimumf", "floating-point minimum operation", &[Trait::Commutative]).folder(fold::minimumf),
        k.float_binary("arith.minnumf", "floating-point minimum operation", &[Trait::Commutative]).folder(fold::minnumf),
        int_binary("arith.minsi", "signed integer minimum operation", &[Trait::Commutative, Trait::Pure]).folder(fold::minsi),
        int_binary("arith.minui", "unsigned integer minimum operation", &[Trait::Commutative, Trait::Pure]).folder(fold::minui),
        k.float_binary("arith.mulf", "floating point multiplication operation", &[Trait::Commutative]).folder(fold::mulf).canonicalizer(canonicalize::mulf),
        k.float_binary("arith.divf", "floating point division operation", &[]).folder(fold::divf).canonicalizer(canonicalize::divf),
        k.float_binary("arith.remf", "floating point division remainder operation", &[]).folder(fold::remf),
        cast("arith.extui", "integer zero extension operation", SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, ext_int).folder(fold::extui)
            .verifier(|cx, ir, op| verify_width(cx, ir, op, true))
            .format(CAST_FORMAT),
        cast("arith.extsi", "integer sign extension operation", SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, ext_int).folder(fold::extsi).canonicalizer(canonicalize::extsi)
            .verifier(|cx, ir, op| verify_width(cx, ir, op, true))
            .format(CAST_FORMAT),
        cast("arith.extf", "cast from floating-point to wider floating-point", FLOAT_LIKE, FLOAT_LIKE, ext_float).folder(fold::extf)
            .optional_attr("fastmath", k.fm.clone())
            .verifier(|cx, ir, op| verify_width(cx, ir, op, true))
            .format("$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)"),
        scaling("arith.scaling_extf", "Upcasts input floats using provided scale values following OCP MXFP Spec", ext_float)
            .optional_attr("fastmath", k.fm.clone())
            .format("$in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)"),
        cast("arith.trunci", "integer truncation operation", SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, trunc_int).folder(fold::trunci).canonicalizer(canonicalize::trunci)
            .default_attr("overflowFlags", k.of.clone(), |cx| overflow_attr(cx, 0))
            .verifier(|cx, ir, op| verify_width(cx, ir, op, false))
            .format("$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)"),
        cast("arith.truncf", "cast from floating-point to narrower floating-point", FLOAT_LIKE, FLOAT_LIKE, trunc_float).folder(fold::truncf).canonicalizer(canonicalize::truncf)
            .optional_attr("roundingmode", ROUNDING_MODE.constraint("Floating point rounding mode"))
            .optional_attr("fastmath", k.fm.clone())
            .verifier(|cx, ir, op| verify_width(cx, ir, op, false))
            .format("$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)"),
        scaling("arith.scaling_truncf", "Downcasts input floating point values using provided scales values following OCP MXFP Spec", trunc_float)
            .optional_attr("roundingmode", ROUNDING_MODE.constraint("Floating point rounding mode"))
            .optional_attr("fastmath", k.fm.clone())
            .format("$in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)"),
        plain_cast("arith.uitofp", "cast from unsigned integer type to floating-point", SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, FLOAT_LIKE, int_to_float, fold::uitofp),
        plain_cast("arith.sitofp", "cast from integer type to floating-point", SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, FLOAT_LIKE, int_to_float, fold::sitofp),
        plain_cast("arith.fptoui", "cast from floating-point type to integer type", FLOAT_LIKE, SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, float_to_int, fold::fptoui),
        plain_cast("arith.fptosi", "cast from floating-point type to integer type", FLOAT_LIKE, SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, float_to_int, fold::fptosi),
        plain_cast("arith.index_cast", "cast between index and integer types", INDEX_CAST_TYPE, INDEX_CAST_TYPE, index_cast, fold::index_cast).canonicalizer(canonicalize::index_cast),
        plain_cast("arith.index_castui", "unsigned cast between index and integer types", INDEX_CAST_TYPE, INDEX_CAST_TYPE, index_cast, fold::index_castui).canonicalizer(canonicalize::index_castui),
        plain_cast("arith.bitcast", "bitcast between values of equal bit width", BITCAST_TYPE, BITCAST_TYPE, bitcast, fold::bitcast).canonicalizer(canonicalize::bitcast),
        compare("arith.cmpi", "integer comparison operation", &CMPI_PREDICATE, "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9", SIGNLESS_INTEGER_LIKE).folder(fold::cmpi).canonicalizer(canonicalize::cmpi)
            .format("$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)"),
        compare(
            "arith.cmpf",
            "floating-point comparison operation",
            &CMPF_PREDICATE,
            "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15",
            FLOAT_LIKE,
        ).folder(fold::cmpf).canonicalizer(canonicalize::cmpf)
        .default_attr("fastmath", k.fm.clone(), |cx| fastmath_attr(cx, 0))
        .format("$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)"),
        OpDef::build("arith.select")
            .summary("select operation").folder(fold::select).canonicalizer(canonicalize::select)
            .operand("condition", BOOL_LIKE)
            .operand("true_value", TypeConstraint::any())
            .operand("false_value", TypeConstraint::any())
            .result("result", TypeConstraint::any())
            .traits([
                Trait::Pure,
                Trait::AllTypesMatch(&["true_value", "false_value", "result"]),
                Trait::Pred { description: "condition is signless i1 or has matching shape", pred: select_condition_shape },
                Trait::Marker("InferIntRangeInterface"),
            ])
            .traits(elementwise_traits())
            .interface(no_effects())
            .verifier(verify_select)
            .custom_assembly(print_select, parse_select)
            .plain_assembly(),
    ];
    for op in ops {
        d = d.op(op);
    }
    d
}

/// The attribute constraints the op classes share.
struct Kinds {
    fm: AttrConstraint,
    of: AttrConstraint,
}

impl Kinds {
    /// `Arith_IntBinaryOpWithOverflowFlags`.
    fn int_overflow(&self, name: &'static str, summary: &str, traits: &[Trait]) -> OpBuilder {
        OpDef::build(name)
            .summary(summary)
            .operand("lhs", SIGNLESS_INTEGER_LIKE)
            .operand("rhs", SIGNLESS_INTEGER_LIKE)
            .default_attr("overflowFlags", self.of.clone(), |cx| overflow_attr(cx, 0))
            .result("result", SIGNLESS_INTEGER_LIKE)
            .traits(traits.iter().cloned())
            .traits([Trait::Pure, Trait::Marker("InferIntRangeInterface"), Trait::Marker("ArithIntegerOverflowFlagsInterface")])
            .traits([Trait::SameOperandsAndResultType])
            .traits(arith_op_traits())
            .interface(no_effects())
            .format("$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)")
    }

    /// `Arith_FloatBinaryOp`.
    fn float_binary(&self, name: &'static str, summary: &str, traits: &[Trait]) -> OpBuilder {
        OpDef::build(name)
            .summary(summary)
            .operand("lhs", FLOAT_LIKE)
            .operand("rhs", FLOAT_LIKE)
            .default_attr("fastmath", self.fm.clone(), |cx| fastmath_attr(cx, 0))
            .result("result", FLOAT_LIKE)
            .traits([Trait::Pure, Trait::Marker("ArithFastMathInterface")])
            .traits(traits.iter().cloned())
            .traits([Trait::SameOperandsAndResultType])
            .traits(arith_op_traits())
            .interface(no_effects())
            .format("$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)")
    }

    /// `Arith_FloatUnaryOp`.
    fn float_unary(&self, name: &'static str, summary: &str) -> OpBuilder {
        OpDef::build(name)
            .summary(summary)
            .operand("operand", FLOAT_LIKE)
            .default_attr("fastmath", self.fm.clone(), |cx| fastmath_attr(cx, 0))
            .result("result", FLOAT_LIKE)
            .traits([Trait::Marker("ArithFastMathInterface"), Trait::Pure, Trait::SameOperandsAndResultType])
            .traits(arith_op_traits())
            .interface(no_effects())
            .format("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)")
    }
}

/// What every `Arith_Op` adds after its own traits: `VectorUnrollOpInterface`,
/// `NoMemoryEffect` and the `ElementwiseMappable` traits.
fn arith_op_traits() -> [Trait; 6] {
    let [a, b, c, d] = elementwise_traits();
    [Trait::Marker("VectorUnrollOpInterface"), Trait::Marker("NoMemoryEffect"), a, b, c, d]
}

/// `ElementwiseMappable.traits`.
fn elementwise_traits() -> [Trait; 4] {
    [Trait::Elementwise, Trait::Marker("Scalarizable"), Trait::Marker("Vectorizable"), Trait::Marker("Tensorizable")]
}

/// No memory effects (`NoMemoryEffect` / `Pure`).
fn no_effects() -> MemoryEffectOpInterface {
    MemoryEffectOpInterface { effects: |_| SmallVec::new() }
}

/// `Arith_IntBinaryOp` (`Arith_TotalIntBinaryOp` when `traits` has
/// `Pure`).
fn int_binary(name: &'static str, summary: &str, traits: &[Trait]) -> OpBuilder {
    int_binary_with(name, summary, traits, false)
}

/// The integer binary ops with an `exact` flag (`divui`, `divsi`,
/// `shrui`, `shrsi`).
fn int_exact(name: &'static str, summary: &str) -> OpBuilder {
    let traits: &[Trait] =
        if name.contains("div") { &[Trait::Marker("ConditionallySpeculatable")] } else { &[Trait::Pure] };
    int_binary_with(name, summary, traits, true)
}

fn int_binary_with(name: &'static str, summary: &str, traits: &[Trait], exact: bool) -> OpBuilder {
    let mut b = OpDef::build(name).summary(summary).operand("lhs", SIGNLESS_INTEGER_LIKE).operand("rhs", SIGNLESS_INTEGER_LIKE);
    if exact {
        b = b.optional_attr("isExact", UNIT_ATTR);
    }
    let b = b
        .result("result", SIGNLESS_INTEGER_LIKE)
        .traits(traits.iter().cloned())
        .traits([Trait::Marker("InferIntRangeInterface"), Trait::SameOperandsAndResultType])
        .traits(arith_op_traits());
    let b = if traits.iter().any(|t| matches!(t, Trait::Pure)) { b.interface(no_effects()) } else { b };
    if exact {
        b.format("$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)")
    } else {
        b.format("$lhs `,` $rhs attr-dict `:` type($result)")
    }
}

/// The extended multiplication and addition ops' common part.
fn extended(name: &'static str, summary: &str) -> OpBuilder {
    OpDef::build(name)
        .summary(summary)
        .operand("lhs", SIGNLESS_INTEGER_LIKE)
        .operand("rhs", SIGNLESS_INTEGER_LIKE)
        .interface(no_effects())
}

/// The cast ops' format.
const CAST_FORMAT: &str = "$in attr-dict `:` type($in) `to` type($out)";

/// Whether casting `inputs` to `outputs` is allowed (an op's
/// `areCastCompatible`).
type CastFn = fn(&Context, &[Type], &[Type]) -> bool;

/// A cast with the plain cast syntax and the folder `fold`.
fn plain_cast(name: &'static str, summary: &str, from: TypeConstraint, to: TypeConstraint, compatible: CastFn, fold: FoldFn) -> OpBuilder {
    cast(name, summary, from, to, compatible).folder(fold).format(CAST_FORMAT)
}

/// `Arith_CastOp`: one operand and result, with the cast traits.
fn cast(name: &'static str, summary: &str, from: TypeConstraint, to: TypeConstraint, compatible: CastFn) -> OpBuilder {
    OpDef::build(name)
        .summary(summary)
        .operand("in", from)
        .result("out", to)
        .traits([
            Trait::Pure,
            Trait::SameOperandsAndResultShape,
            Trait::Pred { description: "input and output have the same tensor dimensions", pred: same_tensor_dims },
            Trait::CastOpInterface(compatible),
        ])
        .traits(arith_op_traits())
        .interface(no_effects())
}

/// The scaling casts: an input, a scale, and a result.
fn scaling(name: &'static str, summary: &str, compatible: CastFn) -> OpBuilder {
    OpDef::build(name)
        .summary(summary)
        .operand("in", FLOAT_LIKE)
        .operand("scale", FLOAT_LIKE)
        .result("out", FLOAT_LIKE)
        .traits([
            Trait::Pure,
            Trait::Pred { description: "input and output have the same tensor dimensions", pred: same_tensor_dims },
            Trait::CastOpInterface(compatible),
        ])
        .traits(arith_op_traits())
        .interface(no_effects())
}

/// `Arith_CompareOp`: a predicate and two operands of one type giving
/// `i1`s of their shape.
fn compare(name: &'static str, summary: &str, e: &'static EnumDef, cases: &'static str, operands: TypeConstraint) -> OpBuilder {
    OpDef::build(name)
        .summary(summary)
        .attr("predicate", e.constraint(cases))
        .operand("lhs", operands.clone())
        .operand("rhs", operands)
        .result("result", BOOL_LIKE)
        .traits([
            Trait::Marker("InferIntRangeInterface"),
            Trait::Pure,
            Trait::SameTypeOperands,
            Trait::TypesMatchWith {
                description: "result type has i1 element type and same shape as operands",
                from: "lhs",
                to: "result",
                transform: |cx, t| vec![i1_same_shape(cx, t)],
            },
        ])
        .traits(arith_op_traits())
        .interface(no_effects())
}

// ---------------------------------------------------------------------------
// Cast compatibility (each op's `areCastCompatible`).
// ---------------------------------------------------------------------------

/// One input and one output of compatible shapes, and of one encoding if
/// both are ranked tensors (upstream's `areValidCastInputsAndOutputs`).
fn one_to_one(cx: &Context, inputs: &[Type], outputs: &[Type]) -> Option<(Type, Type)> {
    let encoding = |t| match cx.try_type_data(t) {
        Some(TypeData::RankedTensor { encoding, .. }) => Some(*encoding),
        _ => None,
    };
    let same_encoding = |a, b| match (encoding(a), encoding(b)) {
        (Some(x), Some(y)) => x == y,
        _ => true,
    };
    (inputs.len() == 1
        && outputs.len() == 1
        && same_encoding(inputs[0], outputs[0])
        && compatible_shapes(cx, &[inputs[0], outputs[0]]))
    .then(|| (inputs[0], outputs[0]))
}

/// The width of an integer or float type.
fn width(cx: &Context, t: Type) -> Option<u32> {
    match cx.try_type_data(t)? {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Float(k) => Some(k.width()),
        _ => None,
    }
}

/// `checkWidthChangeCast`: element types of the kind `scalar`, the
/// output's width `wider` (or narrower) than the input's.
fn width_change(cx: &Context, inputs: &[Type], outputs: &[Type], scalar: fn(&TypeData) -> bool, wider: bool) -> bool {
    let Some((i, o)) = one_to_one(cx, &inputs[..inputs.len().min(1)], outputs) else { return false };
    let (Some(s), Some(d)) = (scalar_if_like(cx, i, false, scalar), scalar_if_like(cx, o, false, scalar)) else {
        return false;
    };
    match (width(cx, s), width(cx, d)) {
        (Some(a), Some(b)) => {
            if wider {
                b > a
            } else {
                b < a
            }
        }
        _ => false,
    }
}

fn ext_int(cx: &Context, i: &[Type], o: &[Type]) -> bool {
    width_change(cx, i, o, is_signless_int_any, true)
}

fn trunc_int(cx: &Context, i: &[Type], o: &[Type]) -> bool {
    width_change(cx, i, o, is_signless_int_any, false)
}

fn ext_float(cx: &Context, i: &[Type], o: &[Type]) -> bool {
    width_change(cx, i, o, is_float, true)
}

fn trunc_float(cx: &Context, i: &[Type], o: &[Type]) -> bool {
    width_change(cx, i, o, is_float, false)
}

/// Any integer type (`IntegerType`, whatever its signedness).
fn is_signless_int_any(d: &TypeData) -> bool {
    matches!(d, TypeData::Integer { .. })
}

/// `checkIntFloatCast<From, To>`.
fn int_float(cx: &Context, inputs: &[Type], outputs: &[Type], from: fn(&TypeData) -> bool, to: fn(&TypeData) -> bool) -> bool {
    let Some((i, o)) = one_to_one(cx, inputs, outputs) else { return false };
    scalar_if_like(cx, i, false, from).is_some() && scalar_if_like(cx, o, false, to).is_some()
}

fn int_to_float(cx: &Context, i: &[Type], o: &[Type]) -> bool {
    int_float(cx, i, o, is_signless_int_any, is_float)
}

fn float_to_int(cx: &Context, i: &[Type], o: &[Type]) -> bool {
    int_float(cx, i, o, is_float, is_signless_int_any)
}

/// `areIndexCastCompatible`: `index` to a signless integer or back, for
/// scalars, vectors, tensors and memrefs.
fn index_cast(cx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    let Some((i, o)) = one_to_one(cx, inputs, outputs) else { return false };
    let int_or_index = |d: &TypeData| matches!(d, TypeData::Integer { .. } | TypeData::Index);
    let (Some(s), Some(d)) = (scalar_if_like(cx, i, true, int_or_index), scalar_if_like(cx, o, true, int_or_index)) else {
        return false;
    };
    let (s, d) = (cx.type_data(s), cx.type_data(d));
    (matches!(s, TypeData::Index) && is_signless_int(d)) || (is_signless_int(s) && matches!(d, TypeData::Index))
}

/// `BitcastOp::areCastCompatible`: integer or float elements of one
/// width.
fn bitcast(cx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    let Some((i, o)) = one_to_one(cx, inputs, outputs) else { return false };
    let int_or_float = |d: &TypeData| matches!(d, TypeData::Integer { .. } | TypeData::Float(_));
    let (Some(s), Some(d)) = (scalar_if_like(cx, i, true, int_or_float), scalar_if_like(cx, o, true, int_or_float)) else {
        return false;
    };
    width(cx, s) == width(cx, d)
}

/// `IndexCastTypeConstraint`.
const INDEX_CAST_TYPE: TypeConstraint =
    TypeConstraint::new("signless-integer-like or memref of signless-integer", |cx, t| {
        SIGNLESS_INTEGER_LIKE.accepts(cx, t) || memref_of(cx, t, is_signless_int_or_index)
    });

/// `BitcastTypeConstraint`.
const BITCAST_TYPE: TypeConstraint =
    TypeConstraint::new("signless-integer-or-float-like or memref of signless-integer or float", |cx, t| {
        SIGNLESS_INTEGER_OR_FLOAT_LIKE.accepts(cx, t) || memref_of(cx, t, |d| is_signless_int(d) || is_float(d))
    });

/// A memref whose elements satisfy `elem` (`MemRefOf<[...]>`).
fn memref_of(cx: &Context, t: Type, elem: fn(&TypeData) -> bool) -> bool {
    matches!(cx.try_type_data(t), Some(TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }))
        && cx.try_type_data(element_type_or_self(cx, t)).is_some_and(elem)
}

// ---------------------------------------------------------------------------
// Predicates and verifiers.
// ---------------------------------------------------------------------------

/// `SameInputOutputTensorDims`: the input's and output's tensor shapes
/// (dynamic sizes included) are equal, a non-tensor counting as the empty
/// shape. Upstream reads an unranked tensor's shape as a ranked one's
/// (undefined); here it never matches.
fn same_tensor_dims(v: &OpView<'_>) -> bool {
    let dims = |t: Option<Type>| match t.and_then(|t| v.cx.try_type_data(t)) {
        Some(TypeData::RankedTensor { shape, .. }) => Some(shape.to_vec()),
        Some(TypeData::UnrankedTensor(_)) => None,
        _ => Some(Vec::new()),
    };
    let (a, b) = (dims(v.operand_type(0)), dims(v.result_type(0)));
    a.is_some() && a == b
}

/// `BooleanConditionOrMatchingShape<"condition", "result">`.
fn select_condition_shape(v: &OpView<'_>) -> bool {
    let (Some(c), Some(r)) = (v.operand_type(0), v.result_type(0)) else { return true };
    let cx = v.cx;
    if cx.is_integer(c, 1) && matches!(cx.try_type_data(c), Some(TypeData::Integer { .. })) {
        return true;
    }
    use crate::registry::constraints::shape_of;
    match (shape_of(cx, c), shape_of(cx, r)) {
        (Some(a), Some(b)) => a == b,
        (None, None) => true,
        _ => false,
    }
}

/// `ConstantOp::verify`.
fn verify_constant(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    let Some(ty) = v.result_type(0) else { return Ok(()) };
    if matches!(cx.try_type_data(ty), Some(TypeData::Integer { signedness, .. }) if *signedness != crate::types::Signedness::Signless)
    {
        return v.emit_op_error(|| "integer return type must be signless".into());
    }
    use crate::attrs::AttrData;
    let value = v.inherent_at(0).and_then(|a| cx.try_attr_data(a));
    if !value.is_some_and(is_int_float_or_elements) {
        return v.emit_op_error(|| "value must be an integer, float, or elements attribute".into());
    }
    let scalable = matches!(cx.try_type_data(ty), Some(TypeData::Vector { scalable, .. }) if scalable.iter().any(|&s| s));
    let splat = matches!(value, Some(AttrData::DenseIntOrFloat(d)) if d.splat);
    if scalable && !splat {
        return v.emit_op_error(|| {
            "intializing scalable vectors with elements attribute is not supported unless it's a vector splat".into()
        });
    }
    Ok(())
}

/// `ConstantOp::getAsmResultNames`: `%true` / `%false` for `i1`,
/// `%c<value>_<type>` for other integers (`%c<value>` for `index`),
/// `%cst` otherwise.
fn constant_result_names(v: OpView<'_>, set: &mut dyn FnMut(usize, &str)) {
    let cx = v.cx;
    let value = v.inherent_at(0);
    match value.and_then(|a| cx.integer_attr_value(a)) {
        Some((n, ty)) => {
            let int_width = match cx.try_type_data(ty) {
                Some(TypeData::Integer { width, .. }) => Some(*width),
                _ => None,
            };
            if int_width == Some(1) {
                return set(0, if n.is_zero() { "false" } else { "true" });
            }
            let text = crate::support::apint_fmt::to_decimal(n, int_width.unwrap_or(64), true);
            match int_width {
                Some(_) => set(0, &format!("c{text}_{}", crate::print::type_to_string(cx, ty))),
                None => set(0, &format!("c{text}")),
            }
        }
        None => set(0, "cst"),
    }
}

/// The ext/trunc verifiers: the result's element type is wider (or
/// narrower) than the operand's (`result type ... must be wider than
/// operand type ...`).
fn verify_width(cx: &Context, ir: &Ir, op: OpId, wider: bool) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    let (Some(i), Some(o)) = (v.operand_type(0), v.result_type(0)) else { return Ok(()) };
    let (s, d) = (element_type_or_self(cx, i), element_type_or_self(cx, o));
    let (Some(a), Some(b)) = (width(cx, s), width(cx, d)) else { return Ok(()) };
    let ok = if wider { b > a } else { b < a };
    if !ok {
        let (s, d) = (crate::print::type_to_string(cx, s), crate::print::type_to_string(cx, d));
        let how = if wider { "wider" } else { "shorter" };
        return crate::verify::fail_error(cx, ir, op, || format!("result type '{d}' must be {how} than operand type '{s}'"));
    }
    Ok(())
}

/// `SelectOp::verify`.
fn verify_select(cx: &Context, ir: &Ir, op: OpId) -> VerifyResult {
    let v = OpView::new(cx, ir, op).ok_or(())?;
    let (Some(c), Some(r)) = (v.operand_type(0), v.result_type(0)) else { return Ok(()) };
    if cx.is_integer(c, 1) && matches!(cx.try_type_data(c), Some(TypeData::Integer { signedness: crate::types::Signedness::Signless, .. })) {
        return Ok(());
    }
    let t = |t| crate::print::type_to_string(cx, t);
    if !crate::registry::constraints::is_vector_or_tensor(cx, r) {
        return v.emit_op_error(|| format!("expected condition to be a signless i1, but got '{}'", t(c)));
    }
    let want = i1_same_shape(cx, r);
    if c != want {
        return v.emit_op_error(|| {
            format!("expected condition type to have the same shape as the result type, expected '{}', but got '{}'", t(want), t(c))
        });
    }
    Ok(())
}

// ---------------------------------------------------------------------------
// `arith.select`'s syntax.
// ---------------------------------------------------------------------------

/// `%c, %t, %f {attrs} : type` or `: condtype, type` for a shaped
/// condition.
fn print_select(p: &mut OpPrinter<'_, '_>, op: OpId) {
    let (cx, ir) = (p.cx, p.irr());
    let Some(v) = OpView::new(cx, ir, op) else { return };
    p.print_op_name(op);
    p.str(" ");
    for i in 0..v.num_operands() {
        if i > 0 {
            p.str(", ");
        }
        if let Some(x) = v.operand(i) {
            p.print_operand(x);
        }
    }
    let attrs = ir.op_discardable_attrs(op).unwrap_or_default();
    p.print_optional_attr_dict(&attrs, &[]);
    p.str(" : ");
    if let Some(c) = v.operand_type(0).filter(|&c| crate::registry::constraints::shape_of(cx, c).is_some()) {
        p.print_type(c);
        p.str(", ");
    }
    if let Some(r) = v.result_type(0) {
        p.print_type(r);
    }
}

fn parse_select(p: &mut dyn OpAsmParser, state: &mut OperationState) -> Result<(), ()> {
    let mut operands = Vec::new();
    p.parse_operand_list_with(crate::asm::Delimiter::None, true, Some(3), &mut operands)?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_colon()?;
    let mut result = p.parse_type()?;
    let condition = if p.parse_optional_comma() {
        let c = result;
        result = p.parse_type()?;
        c
    } else {
        p.context().int(1)
    };
    state.results.push(result);
    let name = p.name_pos();
    p.resolve_operands(&operands, &[condition, result, result], name, &mut state.operands)
}

/// The constraint of a `DefaultValuedAttr<Arith_FastMathAttr, ...>` or
/// `OptionalAttr<Arith_FastMathAttr>` (other dialects' ops use it).
pub fn fastmath_constraint() -> AttrConstraint {
    AttrConstraint::of_dialect("Floating point fast math flags", kind("fastmath").expect("arith defines fastmath"))
}

/// Whether an attribute is an `IntegerAttr`, a `FloatAttr` or an
/// `ElementsAttr`.
fn is_int_float_or_elements(d: &crate::attrs::AttrData) -> bool {
    use crate::attrs::AttrData;
    matches!(
        d,
        AttrData::Integer { .. }
            | AttrData::Float { .. }
            | AttrData::DenseIntOrFloat(_)
            | AttrData::DenseString(_)
            | AttrData::DenseResource { .. }
            | AttrData::Sparse { .. }
    )
}

/// Upstream's `ArithDialect::materializeConstant` (also the math
/// dialect's): `ub.poison` for `#ub.poison`, otherwise
/// [`constant_state`].
pub fn materialize(cx: &Context, value: Attribute, ty: Type, loc: crate::attrs::Location) -> Option<OperationState> {
    if crate::dialects::common_folders::is_poison(cx, value) {
        return crate::dialects::ub::materialize_poison(cx, value, ty, loc);
    }
    constant_state(cx, value, ty, loc)
}

/// Upstream's `arith::ConstantOp::materialize`: an `arith.constant` of
/// `value` when `ConstantOp::isBuildableWith(value, type)` holds (a typed
/// integer, float or elements attribute of exactly that type; a scalar
/// integer type must be signless).
pub fn constant_state(cx: &Context, value: Attribute, ty: Type, loc: crate::attrs::Location) -> Option<OperationState> {
    use crate::attrs::NamedAttribute;
    if cx.attr_type(value) != Some(ty) || !is_int_float_or_elements(cx.try_attr_data(value)?) {
        return None;
    }
    if let Some(TypeData::Integer { signedness, .. }) = cx.try_type_data(ty) {
        if *signedness != crate::types::Signedness::Signless {
            return None;
        }
    }
    let mut st = OperationState::new(cx.op_name(b"arith.constant"), loc);
    st.results.push(ty);
    st.attributes.push(NamedAttribute { name: cx.identifier("value"), value });
    Some(st)
}
