"""``mlir.dialects.builtin``."""
from .. import ir
from ._ods_common import make_dialect as _make_dialect, define_op as _define_op

_Dialect = _make_dialect("builtin")


class ModuleOp(ir.OpView):
    """``builtin.module``: ``ModuleOp(loc=None, ip=None)`` makes one with an empty body."""
    OPERATION_NAME = "builtin.module"
    _ODS_REGIONS = (1, True)

    def __init__(self, *, loc=None, ip=None):
        op = ir.Operation.create("builtin.module", regions=1, loc=loc, ip=ip)
        ir.OpView.__init__(self, op)
        ir.Block.create_at_start(op.regions[0], [])

    @property
    def body(self):
        return self.regions[0].blocks[0]

    @property
    def bodyRegion(self):
        return self.regions[0]

    @property
    def sym_name(self):
        a = self.attributes
        return a["sym_name"] if "sym_name" in a else None


ir.register_operation(_Dialect)(ModuleOp)
_define_op(_Dialect, "UnrealizedConversionCastOp", "builtin.unrealized_conversion_cast", ["inputs*"],
          ["outputs*"], module_globals=globals())
