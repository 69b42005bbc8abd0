"""``mlir.dialects.arith``: the op classes are generated from the definitions
(``_arith_ops_gen``); here, upstream's hand-written ``ConstantOp`` builder
(Python ints and floats), ``constant`` and the builders of the dialect's
attributes."""
from .. import ir
from ._arith_ops_gen import *  # noqa: F401,F403
from ._arith_ops_gen import _Dialect, ConstantOp as _ConstantOpBase


@ir.register_operation(_Dialect, replace=True)
class ConstantOp(_ConstantOpBase):
    """``arith.constant``: ``ConstantOp(result, value)`` with a Python int/float or an attribute."""

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


def constant(result, value, *, loc=None, ip=None):
    """Builds ``arith.constant`` and returns its result."""
    return ConstantOp(result, value, loc=loc, ip=ip).result


def _overflow(v, ctx):
    return ir.Attribute.parse(f"#arith.overflow<{v}>", context=ctx)


def _fastmath(v, ctx):
    return ir.Attribute.parse(f"#arith.fastmath<{v}>", context=ctx)


ir.register_attribute_builder("Arith_IntegerOverflowAttr", replace=True)(_overflow)
ir.register_attribute_builder("Arith_FastMathAttr", replace=True)(_fastmath)
ir.register_attribute_builder("Arith_RoundingModeAttr", replace=True)(
    lambda v, ctx: ir.IntegerAttr.get(ir.IntegerType.get_signless(32, context=ctx), int(v)))
ir.register_attribute_builder("Arith_CmpFPredicateAttr", replace=True)(
    lambda v, ctx: ir.IntegerAttr.get(ir.IntegerType.get_signless(64, context=ctx), int(v)))

_PREDICATES = {"eq": 0, "ne": 1, "slt": 2, "sle": 3, "sgt": 4, "sge": 5, "ult": 6, "ule": 7, "ugt": 8, "uge": 9}


def _predicate(v, ctx):
    if isinstance(v, str):
        v = _PREDICATES[v]
    return ir.IntegerAttr.get(ir.IntegerType.get_signless(64, context=ctx), int(v))


ir.register_attribute_builder("Arith_CmpIPredicateAttr", replace=True)(_predicate)
