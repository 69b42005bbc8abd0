"""``mlir.dialects.irdl``: dialects defined at run time from IRDL, built from
Python and loaded with :func:`load_dialects`."""
import enum

from .. import ir
from .._capi import lib as _l
from .._registry import register_operation
from ._ods_common import make_dialect as _make_dialect, define_op as _define_op, ATTR_BUILDERS as _ATTR_BUILDERS

_Dialect = _make_dialect("irdl")


class Variadicity(enum.IntEnum):
    """Variadicity of an IRDL operand or result."""
    single = 0
    optional = 1
    variadic = 2

    def __str__(self):
        return self.name


_ATTR_BUILDERS["VariadicityArrayAttr"] = lambda v, ctx: ir.Attribute.parse(
    "#irdl<variadicity_array[" + ", ".join(str(Variadicity(x)) for x in v) + "]>", context=ctx)
_ATTR_BUILDERS["StrArrayAttr"] = lambda v, ctx: ir.ArrayAttr.get([ir.StringAttr.get(s, context=ctx) for s in v],
                                                                context=ctx)
_ATTR_BUILDERS["SymbolRefAttr"] = lambda v, ctx: ir.FlatSymbolRefAttr.get(v, context=ctx)

_g = globals()
_define_op(_Dialect, "AnyOp", "irdl.any", [], ["output"], infer=True, module_globals=_g)
_define_op(_Dialect, "IsOp", "irdl.is", ["@expected:Attr"], ["output"], infer=True, module_globals=_g,
          snake="is_")
_define_op(_Dialect, "AllOfOp", "irdl.all_of", ["args*"], ["output"], infer=True, module_globals=_g)
_define_op(_Dialect, "AnyOfOp", "irdl.any_of", ["args*"], ["output"], infer=True, module_globals=_g)
_define_op(_Dialect, "BaseOp", "irdl.base", ["@base_ref:SymbolRefAttr?", "@base_name:StrAttr?"], ["output"],
          infer=True, module_globals=_g)
_define_op(_Dialect, "CPredOp", "irdl.c_pred", ["@pred:StrAttr"], ["output"], infer=True, module_globals=_g)
_define_op(_Dialect, "ParametricOp", "irdl.parametric", ["@base_type:SymbolRefAttr", "args*"], ["output"],
          infer=True, module_globals=_g)
for _c, _n in [("OperandsOp", "operands"), ("ResultsOp", "results")]:
    _define_op(_Dialect, _c, f"irdl.{_n}", ["args*", "@names:StrArrayAttr", "@variadicity:VariadicityArrayAttr"],
              module_globals=_g, snake=_n + "_")
_define_op(_Dialect, "RegionOp", "irdl.region",
          ["entryBlockArgs*", "@numberOfBlocks:I32Attr?", "@constrainedArguments:UnitAttr?"], ["output"],
          infer=True, module_globals=_g)
_define_op(_Dialect, "ParametersOp", "irdl.parameters", ["args*", "@names:StrArrayAttr"], module_globals=_g)
_define_op(_Dialect, "RegionsOp", "irdl.regions", ["args*", "@names:StrArrayAttr"], module_globals=_g,
          snake="regions_")
_define_op(_Dialect, "AttributesOp", "irdl.attributes", ["attributeValues*", "@attributeValueNames:StrArrayAttr"],
          module_globals=_g, snake="attributes_")


def _with_body(class_name, op_name, snake):
    base = _define_op(_Dialect, class_name, op_name, ["@sym_name:SymbolNameAttr"], regions=1)

    class Op(base):
        __slots__ = ()
        __doc__ = f"``{op_name}`` with its body block."

        def __init__(self, sym_name, *, loc=None, ip=None):
            super().__init__(sym_name, loc=loc, ip=ip)
            self.regions[0].blocks.append()

        @property
        def body(self):
            return self.regions[0].blocks[0]
    Op.__name__ = Op.__qualname__ = class_name
    register_operation(_Dialect, replace=True)(Op)
    _g[class_name] = Op

    def build(sym_name, *, loc=None, ip=None):
        return Op(sym_name, loc=loc, ip=ip)
    build.__name__ = snake
    _g[snake] = build


_with_body("DialectOp", "irdl.dialect", "dialect")
_with_body("OperationOp", "irdl.operation", "operation_")
_with_body("TypeOp", "irdl.type", "type_")
_with_body("AttributeOp", "irdl.attribute", "attribute")


def load_dialects(module):
    """Loads the dialects defined by the ``irdl.dialect`` operations of ``module``."""
    ctx = module.context
    with ctx._capture() as errors:
        ok = _l.mlirLoadIRDLDialects(module._h)
    if not ok:
        raise ir.MLIRError("failed to load IRDL dialects", errors)
