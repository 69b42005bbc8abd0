"""``mlir.dialects.ub``."""
from ._ods_common import make_dialect as _make_dialect, define_op as _define_op

_Dialect = _make_dialect("ub")
_define_op(_Dialect, "PoisonOp", "ub.poison", ["@value:Attr?"], ["result"], module_globals=globals())
_define_op(_Dialect, "UnreachableOp", "ub.unreachable", module_globals=globals())
