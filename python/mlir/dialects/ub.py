"""``mlir.dialects.ub``."""
from ._ods_common import make_dialect, define_op

_Dialect = make_dialect("ub")
define_op(_Dialect, "PoisonOp", "ub.poison", ["@value:Attr?"], ["result"], module_globals=globals())
define_op(_Dialect, "UnreachableOp", "ub.unreachable", module_globals=globals())
