"""``mlir.dialects.irdl``: dialects defined at run time from IRDL, built from
Python and loaded with :func:`load_dialects`. The op classes are generated
from the definitions (``_irdl_ops_gen``); here, upstream's hand-written
extras (the symbol ops making their body block, ``Variadicity``, the
attribute builders)."""
import enum

from .. import ir
from .._capi import lib as _l
from .._registry import register_operation
from ._ods_common import ATTR_BUILDERS as _ATTR_BUILDERS
from ._irdl_ops_gen import *  # noqa: F401,F403
from . import _irdl_ops_gen
from ._irdl_ops_gen import _Dialect


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


def _with_body(class_name, op_name, snake):
    base = getattr(_irdl_ops_gen, class_name)

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
