"""``mlir.dialects.arith``: constants, the binary integer and float operations,
comparisons and casts."""
from .. import ir
from ._ods_common import make_dialect as _make_dialect, define_op as _define_op

_Dialect = _make_dialect("arith")


class ConstantOp(ir.OpView):
    """``arith.constant``: ``ConstantOp(result, value)`` with a Python int/float or an attribute."""
    OPERATION_NAME = "arith.constant"

    def __init__(self, result, value, *, loc=None, ip=None):
        if value is None:  # ConstantOp(attribute): the type is the attribute's
            value, result = result, result.type
        if isinstance(value, int) and not isinstance(value, bool):
            value = ir.IntegerAttr.get(result, value)
        elif isinstance(value, float):
            value = ir.FloatAttr.get(result, value)
        elif isinstance(value, bool):
            value = ir.IntegerAttr.get(result, int(value))
        op = ir.Operation.create("arith.constant", results=[result], attributes={"value": value}, loc=loc, ip=ip)
        ir.OpView.__init__(self, op)

    @classmethod
    def create_index(cls, value, *, loc=None, ip=None):
        """An ``index`` constant."""
        ctx = loc.context if loc is not None else ir.Context.current
        return cls(ir.IndexType.get(context=ctx), value, loc=loc, ip=ip)

    @property
    def type(self):
        return self.results[0].type

    @property
    def value(self):
        return self.attributes["value"]

    @property
    def literal_value(self):
        v = self.value
        if isinstance(v, ir.IntegerAttr):
            return v.value
        if isinstance(v, ir.FloatAttr):
            return v.value
        raise ValueError("only integer and float constants have literal values")


ir.register_operation(_Dialect)(ConstantOp)


def constant(result, value, *, loc=None, ip=None):
    """Builds ``arith.constant`` and returns its result."""
    return ConstantOp(result, value, loc=loc, ip=ip).result


def _overflow(v, ctx):
    return ir.Attribute.parse(f"#arith.overflow<{v}>", context=ctx)


def _fastmath(v, ctx):
    return ir.Attribute.parse(f"#arith.fastmath<{v}>", context=ctx)


_INT_OVERFLOW = [("AddIOp", "addi"), ("SubIOp", "subi"), ("MulIOp", "muli"), ("ShLIOp", "shli")]
_INT = [("RemSIOp", "remsi"), ("RemUIOp", "remui"),
        ("AndIOp", "andi"), ("OrIOp", "ori"), ("XOrIOp", "xori"), ("MaxSIOp", "maxsi"), ("MinSIOp", "minsi"),
        ("MaxUIOp", "maxui"), ("MinUIOp", "minui"),
        ("CeilDivSIOp", "ceildivsi"), ("FloorDivSIOp", "floordivsi"), ("CeilDivUIOp", "ceildivui")]
_INT_EXACT = [("DivSIOp", "divsi"), ("DivUIOp", "divui"), ("ShRSIOp", "shrsi"), ("ShRUIOp", "shrui")]
_FLOAT = [("AddFOp", "addf"), ("SubFOp", "subf"), ("MulFOp", "mulf"), ("DivFOp", "divf"), ("RemFOp", "remf"),
          ("MaximumFOp", "maximumf"), ("MinimumFOp", "minimumf"), ("MaxNumFOp", "maxnumf"),
          ("MinNumFOp", "minnumf")]
_CASTS = ["ExtSIOp:extsi", "ExtUIOp:extui",
          "SIToFPOp:sitofp", "UIToFPOp:uitofp", "FPToSIOp:fptosi", "FPToUIOp:fptoui", "IndexCastOp:index_cast",
          "IndexCastUIOp:index_castui", "BitcastOp:bitcast"]

from .. import ir as _ir  # noqa: E402

_ir.register_attribute_builder("Arith_IntegerOverflowAttr", replace=True)(_overflow)
_ir.register_attribute_builder("Arith_FastMathAttr", replace=True)(_fastmath)

for _cls, _name in _INT_OVERFLOW:
    _define_op(_Dialect, _cls, f"arith.{_name}", ["lhs", "rhs", "@overflowFlags:Arith_IntegerOverflowAttr?"],
              ["result"], infer=True, module_globals=globals())
for _cls, _name in _INT_EXACT:
    _define_op(_Dialect, _cls, f"arith.{_name}", ["lhs", "rhs", "@isExact:UnitAttr?"], ["result"], infer=True,
              module_globals=globals())
for _cls, _name in _INT:
    _define_op(_Dialect, _cls, f"arith.{_name}", ["lhs", "rhs"], ["result"], infer=True, module_globals=globals())
for _cls, _name in _FLOAT:
    _define_op(_Dialect, _cls, f"arith.{_name}", ["lhs", "rhs", "@fastmath:Arith_FastMathAttr?"], ["result"],
              infer=True, module_globals=globals())
for _c in _CASTS:
    _cls, _name = _c.split(":")
    _define_op(_Dialect, _cls, f"arith.{_name}", ["in_"], ["out"], module_globals=globals())

_g = globals()
_FM = "@fastmath:Arith_FastMathAttr?"
_RM = "@roundingmode:Arith_RoundingModeAttr?"
_define_op(_Dialect, "TruncIOp", "arith.trunci", ["in_", "@overflowFlags:Arith_IntegerOverflowAttr?"], ["out"],
          module_globals=_g)
_define_op(_Dialect, "ExtFOp", "arith.extf", ["in_", _FM], ["out"], module_globals=_g)
_define_op(_Dialect, "TruncFOp", "arith.truncf", ["in_", _RM, _FM], ["out"], module_globals=_g)
_define_op(_Dialect, "ScalingExtFOp", "arith.scaling_extf", ["in_", "scale", _FM], ["out"], module_globals=_g)
_define_op(_Dialect, "ScalingTruncFOp", "arith.scaling_truncf", ["in_", "scale", _RM, _FM], ["out"],
          module_globals=_g)
_define_op(_Dialect, "NegFOp", "arith.negf", ["operand", _FM], ["result"], infer=True, module_globals=_g)
_define_op(_Dialect, "AddUIExtendedOp", "arith.addui_extended", ["lhs", "rhs"], ["sum", "overflow"],
          module_globals=_g)
for _cls, _name in [("MulSIExtendedOp", "mulsi_extended"), ("MulUIExtendedOp", "mului_extended")]:
    _define_op(_Dialect, _cls, f"arith.{_name}", ["lhs", "rhs"], ["low", "high"], infer=True, module_globals=_g)
_ir.register_attribute_builder("Arith_RoundingModeAttr", replace=True)(
    lambda v, ctx: ir.IntegerAttr.get(ir.IntegerType.get_signless(32, context=ctx), int(v)))
_ir.register_attribute_builder("Arith_CmpFPredicateAttr", replace=True)(
    lambda v, ctx: ir.IntegerAttr.get(ir.IntegerType.get_signless(64, context=ctx), int(v)))
_define_op(_Dialect, "CmpFOp", "arith.cmpf", ["@predicate:Arith_CmpFPredicateAttr", "lhs", "rhs", _FM], ["result"],
          infer=True, module_globals=_g)

_PREDICATES = {"eq": 0, "ne": 1, "slt": 2, "sle": 3, "sgt": 4, "sge": 5, "ult": 6, "ule": 7, "ugt": 8, "uge": 9}


def _predicate(v, ctx):
    if isinstance(v, str):
        v = _PREDICATES[v]
    return ir.IntegerAttr.get(ir.IntegerType.get_signless(64, context=ctx), int(v))


_ir.register_attribute_builder("Arith_CmpIPredicateAttr", replace=True)(_predicate)
_define_op(_Dialect, "CmpIOp", "arith.cmpi", ["@predicate:Arith_CmpIPredicateAttr", "lhs", "rhs"], ["result"],
          infer=True, module_globals=globals())
_define_op(_Dialect, "SelectOp", "arith.select", ["condition", "true_value", "false_value"], ["result"],
          infer=True, module_globals=globals())
