"""``mlir.dialects.builtin``: the op classes are generated from the
definitions (``_builtin_ops_gen``); ``ModuleOp`` is upstream's hand-written
one (it makes its body block)."""
from .. import ir
from ._builtin_ops_gen import *  # noqa: F401,F403
from ._builtin_ops_gen import _Dialect, ModuleOp as _ModuleOpBase


@ir.register_operation(_Dialect, replace=True)
class ModuleOp(_ModuleOpBase):
    """``builtin.module``: ``ModuleOp(loc=None, ip=None)`` makes one with an empty body."""

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


# Upstream's `module` is a hand-written `region_op` decorator rather than the
# generated builder; it is not provided (yet).
del module  # noqa: F821 (defined by the generated module)
