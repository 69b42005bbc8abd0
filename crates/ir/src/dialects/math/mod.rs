//! The `math` dialect: elementary functions and bit counts on scalars,
//! vectors and tensors, as definitions (upstream's `MathOps.td`), with
//! their folders and the dialect's constant materializer. Float
//! operations take arith's fast-math flags.

mod calc;
mod fold;
mod libm;

use std::borrow::Cow;

use smallvec::SmallVec;

use crate::attrs::Attribute;
use crate::context::Context;
use crate::registry::constraints::{AttrConstraint, BOOL_LIKE, FLOAT_LIKE, SIGNLESS_INTEGER_LIKE};
use crate::registry::interfaces::MemoryEffectOpInterface;
use crate::registry::{DialectDef, DialectSpec, FoldFn, OpBuilder, OpDef, Trait, TypeConstraint};

use super::arith;

/// The math dialect.
pub static DIALECT: DialectSpec = DialectSpec::new("math", build);

/// The float operations of one operand: name, summary, folder.
const FLOAT_UNARY: &[(&str, &str, Option<FoldFn>)] = &[
    ("absf", "floating point absolute-value operation", Some(|f| fold::unary_float(f, calc::absf))),
    ("acos", "arccosine of the specified value", Some(|f| fold::unary_float(f, calc::acos))),
    ("acosh", "Hyperbolic arcus cosine of the given value", Some(|f| fold::unary_float(f, calc::acosh))),
    ("asin", "arcus sine of the given value", Some(|f| fold::unary_float(f, calc::asin))),
    ("asinh", "hyperbolic arcus sine of the given value", Some(|f| fold::unary_float(f, calc::asinh))),
    ("atan", "arctangent of a given value", Some(|f| fold::unary_float(f, calc::atan))),
    ("atanh", "hyperbolic arc tangent of a given value", Some(|f| fold::unary_float(f, calc::atanh))),
    ("cbrt", "cube root of the specified value", None),
    ("ceil", "ceiling of the specified value", Some(|f| fold::unary_float(f, calc::ceil))),
    ("cos", "cosine of the specified value", Some(|f| fold::unary_float(f, calc::cos))),
    ("cosh", "hyperbolic cosine of the specified value", Some(|f| fold::unary_float(f, calc::cosh))),
    ("erf", "error function of the specified value", Some(|f| fold::unary_float(f, calc::erf))),
    ("erfc", "complementary error function of the specified value", Some(|f| fold::unary_float(f, calc::erfc))),
    ("exp", "base-e exponential of the specified value", Some(|f| fold::unary_float(f, calc::exp))),
    ("exp2", "base-2 exponential of the specified value", Some(|f| fold::unary_float(f, calc::exp2))),
    ("expm1", "base-e exponential of the specified value minus 1", Some(|f| fold::unary_float(f, calc::expm1))),
    ("floor", "floor of the specified value", Some(|f| fold::unary_float(f, calc::floor))),
    ("log", "base-e logarithm of the specified value", Some(|f| fold::unary_float(f, calc::log))),
    ("log10", "base-10 logarithm of the specified value", Some(|f| fold::unary_float(f, calc::log10))),
    ("log1p", "Computes the natural logarithm of one plus the given value", Some(|f| fold::unary_float(f, calc::log1p))),
    ("log2", "base-2 logarithm of the specified value", Some(|f| fold::unary_float(f, calc::log2))),
    ("round", "round of the specified value", Some(|f| fold::unary_float(f, calc::round))),
    ("roundeven", "round of the specified value with halfway cases to even", Some(|f| fold::unary_float(f, calc::roundeven))),
    ("rsqrt", "reciprocal of sqrt (1 / sqrt of the specified value)", None),
    ("sin", "sine of the specified value", Some(|f| fold::unary_float(f, calc::sin))),
    ("sinh", "hyperbolic sine of the specified value", Some(|f| fold::unary_float(f, calc::sinh))),
    ("sqrt", "sqrt of the specified value", Some(|f| fold::unary_float(f, calc::sqrt))),
    ("tan", "tangent of the specified value", Some(|f| fold::unary_float(f, calc::tan))),
    ("tanh", "hyperbolic tangent of the specified value", Some(|f| fold::unary_float(f, calc::tanh))),
    ("trunc", "trunc of the specified value", Some(|f| fold::unary_float(f, calc::trunc))),
];

/// The float operations of two operands: name, summary, folder.
const FLOAT_BINARY: &[(&str, &str, FoldFn)] = &[
    ("atan2", "2-argument arcus tangent of the given values", |f| fold::binary_float(f, calc::atan2)),
    ("copysign", "A copysign operation", |f| fold::binary_float(f, calc::copysign)),
    ("powf", "floating point raised to the power of operation", |f| fold::binary_float(f, calc::powf)),
];

/// The integer operations of one operand: name, summary, folder.
const INT_UNARY: &[(&str, &str, FoldFn)] = &[
    ("absi", "integer absolute-value operation", |f| fold::unary_int(f, calc::absi)),
    ("ctlz", "counts the leading zeros an integer value", |f| fold::unary_int(f, calc::ctlz)),
    ("cttz", "counts the trailing zeros an integer value", |f| fold::unary_int(f, calc::cttz)),
    ("ctpop", "counts the number of set bits of an integer value", |f| fold::unary_int(f, calc::ctpop)),
];

/// The float classification operations: name, summary, folder.
const CLASSIFY: &[(&str, &str, FoldFn)] = &[
    ("isfinite", "returns true if the operand classifies as finite", |f| fold::classify(f, calc::is_finite)),
    ("isinf", "returns true if the operand classifies as infinite", |f| fold::classify(f, calc::is_infinity)),
    ("isnan", "returns true if the operand classifies as NaN", |f| fold::classify(f, calc::is_nan)),
    ("isnormal", "returns true if the operand classifies as normal", |f| fold::classify(f, calc::is_normal)),
];

fn build() -> DialectDef {
    let arith_def = arith::DIALECT.def();
    let mut d = DialectDef::new("math").depends_on(arith_def).materializer(crate::dialects::arith::materialize);
    let fm = arith::fastmath_constraint();
    let name = |m: &str| -> Cow<'static, str> { Cow::Owned(format!("math.{m}")) };
    let mut ops: Vec<OpBuilder> = Vec::new();
    for &(m, summary, folder) in INT_UNARY {
        ops.push(
            math_op(name(m), summary, &[Trait::SameOperandsAndResultType])
                .folder(folder)
                .operand("operand", SIGNLESS_INTEGER_LIKE)
                .result("result", SIGNLESS_INTEGER_LIKE)
                .format("$operand attr-dict `:` type($result)"),
        );
    }
    ops.push(
        math_op("math.ipowi", "signed integer raised to the power of operation", &[Trait::SameOperandsAndResultType])
            .operand("lhs", SIGNLESS_INTEGER_LIKE)
            .operand("rhs", SIGNLESS_INTEGER_LIKE)
            .result("result", SIGNLESS_INTEGER_LIKE)
            .folder(|f| fold::binary_int(f, calc::ipowi))
            .format("$lhs `,` $rhs attr-dict `:` type($result)"),
    );
    for &(m, summary, folder) in FLOAT_UNARY {
        let mut op = float_op(name(m), summary, &fm, &[Trait::SameOperandsAndResultType])
            .operand_first("operand", FLOAT_LIKE)
            .result("result", FLOAT_LIKE);
        if let Some(folder) = folder {
            op = op.folder(folder);
        }
        ops.push(op.format("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"));
    }
    for &(m, summary, folder) in FLOAT_BINARY {
        ops.push(
            float_op(name(m), summary, &fm, &[Trait::SameOperandsAndResultType])
                .operand_first("lhs", FLOAT_LIKE)
                .operand_first("rhs", FLOAT_LIKE)
                .result("result", FLOAT_LIKE)
                .folder(folder)
                .format("$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"),
        );
    }
    ops.push(
        float_op("math.fma", "floating point fused multipy-add operation", &fm, &[Trait::SameOperandsAndResultType])
            .operand_first("a", FLOAT_LIKE)
            .operand_first("b", FLOAT_LIKE)
            .operand_first("c", FLOAT_LIKE)
            .result("result", FLOAT_LIKE)
            .format("$a `,` $b `,` $c (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"),
    );
    ops.push(
        float_op("math.clampf", "floating point clamping operation", &fm, &[Trait::SameOperandsAndResultType])
            .operand_first("value", FLOAT_LIKE)
            .operand_first("min", FLOAT_LIKE)
            .operand_first("max", FLOAT_LIKE)
            .result("result", FLOAT_LIKE)
            .format("$value `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"),
    );
    for &(m, summary, folder) in CLASSIFY {
        ops.push(
            float_op(
                name(m),
                summary,
                &fm,
                &[Trait::TypesMatchWith {
                    description: "result type has i1 element type and same shape as operands",
                    from: "operand",
                    to: "result",
                    transform: |cx, t| vec![arith::i1_same_shape(cx, t)],
                }],
            )
            .operand_first("operand", FLOAT_LIKE)
            .result("result", BOOL_LIKE)
            .folder(folder)
            .format("$operand attr-dict `:` type($operand)"),
        );
    }
    ops.push(
        float_op(
            "math.fpowi",
            "floating point raised to the signed integer power",
            &fm,
            &[Trait::SameOperandsAndResultShape, Trait::AllTypesMatch(&["lhs", "result"])],
        )
        .operand_first("lhs", FLOAT_LIKE)
        .operand_first("rhs", SIGNLESS_INTEGER_LIKE)
        .result("result", FLOAT_LIKE)
        .format("$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)"),
    );
    ops.push(
        float_op("math.sincos", "sine and cosine of the specified value", &fm, &[Trait::AllTypesMatch(&["operand", "sin", "cos"])])
            .operand_first("operand", FLOAT_LIKE)
            .result("sin", FLOAT_LIKE)
            .result("cos", FLOAT_LIKE)
            .format("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)"),
    );
    for op in ops {
        d = d.op(op);
    }
    d
}

/// `Math_Op`: the op's own traits, then `Pure`, `VectorUnrollOpInterface`
/// and the `ElementwiseMappable` traits.
fn math_op(name: impl Into<Cow<'static, str>>, summary: &str, traits: &[Trait]) -> OpBuilder {
    OpDef::build(name)
        .summary(summary)
        .traits(traits.iter().cloned())
        .traits([
            Trait::Pure,
            Trait::Marker("VectorUnrollOpInterface"),
            Trait::Elementwise,
            Trait::Marker("Scalarizable"),
            Trait::Marker("Vectorizable"),
            Trait::Marker("Tensorizable"),
        ])
        .interface(MemoryEffectOpInterface { effects: |_| SmallVec::new() })
}

/// A float op: operands first (see [`FloatOp::operand_first`]), then the
/// `fastmath` flags, defaulting to `none`.
fn float_op(name: impl Into<Cow<'static, str>>, summary: &str, fm: &AttrConstraint, traits: &[Trait]) -> FloatOp {
    FloatOp { b: math_op(name, summary, traits).traits([Trait::Marker("ArithFastMathInterface")]), fm: fm.clone(), operands: Vec::new() }
}

/// A float op being built: the `fastmath` attribute comes after the
/// operands in ODS's argument list.
struct FloatOp {
    b: OpBuilder,
    fm: AttrConstraint,
    operands: Vec<(&'static str, TypeConstraint)>,
}

impl FloatOp {
    /// Adds an operand (before the `fastmath` attribute).
    fn operand_first(mut self, name: &'static str, c: TypeConstraint) -> Self {
        self.operands.push((name, c));
        self
    }

    /// Adds a result; the arguments are complete.
    fn result(self, name: &'static str, c: TypeConstraint) -> OpBuilder {
        let mut b = self.b;
        for (n, c) in self.operands {
            b = b.operand(n, c);
        }
        b.default_attr("fastmath", self.fm, |cx: &Context| -> Attribute { arith::fastmath_attr(cx, 0) }).result(name, c)
    }
}
