"""``mlir.dialects.math``: every operation of the dialect (results inferred)."""
from ._ods_common import make_dialect as _make_dialect, define_op as _define_op

_Dialect = _make_dialect("math")
_FM = "@fastmath:Arith_FastMathAttr?"
_UNARY_FM = ["AbsFOp:absf", "AcosOp:acos", "AcoshOp:acosh", "AsinOp:asin", "AsinhOp:asinh", "AtanOp:atan",
             "AtanhOp:atanh", "CbrtOp:cbrt", "CeilOp:ceil", "CosOp:cos", "CoshOp:cosh", "ErfOp:erf", "ErfcOp:erfc",
             "Exp2Op:exp2", "ExpM1Op:expm1", "ExpOp:exp", "FloorOp:floor", "IsFiniteOp:isfinite", "IsInfOp:isinf",
             "IsNaNOp:isnan", "IsNormalOp:isnormal", "Log10Op:log10", "Log1pOp:log1p", "Log2Op:log2", "LogOp:log",
             "RoundEvenOp:roundeven", "RoundOp:round", "RsqrtOp:rsqrt", "SinOp:sin", "SinhOp:sinh", "SqrtOp:sqrt",
             "TanOp:tan", "TanhOp:tanh", "TruncOp:trunc"]
_UNARY = ["AbsIOp:absi", "CountLeadingZerosOp:ctlz", "CountTrailingZerosOp:cttz", "CtPopOp:ctpop"]
_BINARY_FM = ["Atan2Op:atan2", "CopySignOp:copysign", "FPowIOp:fpowi", "PowFOp:powf"]
_g = globals()
for _e in _UNARY_FM:
    _c, _n = _e.split(":")
    _define_op(_Dialect, _c, f"math.{_n}", ["operand", _FM], ["result"], infer=True, module_globals=_g)
for _e in _UNARY:
    _c, _n = _e.split(":")
    _define_op(_Dialect, _c, f"math.{_n}", ["operand"], ["result"], infer=True, module_globals=_g)
for _e in _BINARY_FM:
    _c, _n = _e.split(":")
    _define_op(_Dialect, _c, f"math.{_n}", ["lhs", "rhs", _FM], ["result"], infer=True, module_globals=_g)
_define_op(_Dialect, "IPowIOp", "math.ipowi", ["lhs", "rhs"], ["result"], infer=True, module_globals=_g)
_define_op(_Dialect, "FmaOp", "math.fma", ["a", "b", "c", _FM], ["result"], infer=True, module_globals=_g)
_define_op(_Dialect, "ClampFOp", "math.clampf", ["value", "min", "max", _FM], ["result"], infer=True,
          module_globals=_g)
_define_op(_Dialect, "SincosOp", "math.sincos", ["operand", _FM], ["sin", "cos"], infer=True, module_globals=_g)
