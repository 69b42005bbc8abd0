//! The `math` dialect: elementary functions and bit counts on scalars,
//! vectors and tensors, as definitions (upstream's `MathOps.td`). Float
//! operations take arith's fast-math flags.

use std::borrow::Cow;

use smallvec::SmallVec;

use crate::attrs::Attribute;
use crate::context::Context;
use crate::registry::constraints::{AttrConstraint, BOOL_LIKE, FLOAT_LIKE, SIGNLESS_INTEGER_LIKE};
use crate::registry::interfaces::MemoryEffectOpInterface;
use crate::registry::{DialectDef, DialectSpec, OpBuilder, OpDef, Trait, TypeConstraint};

use super::arith;

/// The math dialect.
pub static DIALECT: DialectSpec = DialectSpec::new("math", build);

/// The float operations of one operand.
const FLOAT_UNARY: &[(&str, &str)] = &[
    ("absf", "floating point absolute-value operation"),
    ("acos", "arccosine of the specified value"),
    ("acosh", "Hyperbolic arcus cosine of the given value"),
    ("asin", "arcus sine of the given value"),
    ("asinh", "hyperbolic arcus sine of the given value"),
    ("atan", "arctangent of a given value"),
    ("atanh", "hyperbolic arc tangent of a given value"),
    ("cbrt", "cube root of the specified value"),
    ("ceil", "ceiling of the specified value"),
    ("cos", "cosine of the specified value"),
    ("cosh", "hyperbolic cosine of the specified value"),
    ("erf", "error function of the specified value"),
    ("erfc", "complementary error function of the specified value"),
    ("exp", "base-e exponential of the specified value"),
    ("exp2", "base-2 exponential of the specified value"),
    ("expm1", "base-e exponential of the specified value minus 1"),
    ("floor", "floor of the specified value"),
    ("log", "base-e logarithm of the specified value"),
    ("log10", "base-10 logarithm of the specified value"),
    ("log1p", "Computes the natural logarithm of one plus the given value"),
    ("log2", "base-2 logarithm of the specified value"),
    ("round", "round of the specified value"),
    ("roundeven", "round of the specified value with halfway cases to even"),
    ("rsqrt", "reciprocal of sqrt (1 / sqrt of the specified value)"),
    ("sin", "sine of the specified value"),
    ("sinh", "hyperbolic sine of the specified value"),
    ("sqrt", "sqrt of the specified value"),
    ("tan", "tangent of the specified value"),
    ("tanh", "hyperbolic tangent of the specified value"),
    ("trunc", "trunc of the specified value"),
];

/// The float operations of two operands.
const FLOAT_BINARY: &[(&str, &str)] = &[
    ("atan2", "2-argument arcus tangent of the given values"),
    ("copysign", "A copysign operation"),
    ("powf", "floating point raised to the power of operation"),
];

/// The integer operations of one operand.
const INT_UNARY: &[(&str, &str)] = &[
    ("absi", "integer absolute-value operation"),
    ("ctlz", "counts the leading zeros an integer value"),
    ("cttz", "counts the trailing zeros an integer value"),
    ("ctpop", "counts the number of set bits of an integer value"),
];

/// The float classification operations.
const CLASSIFY: &[(&str, &str)] = &[
    ("isfinite", "returns true if the operand classifies as finite"),
    ("isinf", "returns true if the operand classifies as infinite"),
    ("isnan", "returns true if the operand classifies as NaN"),
    ("isnormal", "returns true if the operand classifies as normal"),
];

fn build() -> DialectDef {
    let arith_def = arith::DIALECT.def();
    let mut d = DialectDef::new("math").depends_on(arith_def);
    let fm = arith::fastmath_constraint();
    let name = |m: &str| -> Cow<'static, str> { Cow::Owned(format!("math.{m}")) };
    let mut ops: Vec<OpBuilder> = Vec::new();
    for &(m, summary) in INT_UNARY {
        ops.push(
            math_op(name(m), summary, &[Trait::SameOperandsAndResultType])
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
            .format("$lhs `,` $rhs attr-dict `:` type($result)"),
    );
    for &(m, summary) in FLOAT_UNARY {
        ops.push(
            float_op(name(m), summary, &fm, &[Trait::SameOperandsAndResultType])
                .operand_first("operand", FLOAT_LIKE)
                .result("result", FLOAT_LIKE)
                .format("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"),
        );
    }
    for &(m, summary) in FLOAT_BINARY {
        ops.push(
            float_op(name(m), summary, &fm, &[Trait::SameOperandsAndResultType])
                .operand_first("lhs", FLOAT_LIKE)
                .operand_first("rhs", FLOAT_LIKE)
                .result("result", FLOAT_LIKE)
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
    for &(m, summary) in CLASSIFY {
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
