"""``mlir.dialects.index``: the op classes are generated from the definitions
(``_index_ops_gen``); here, the builder of the comparison predicate."""
from .. import ir
from ._ods_common import ATTR_BUILDERS as _ATTR_BUILDERS
from ._index_ops_gen import *  # noqa: F401,F403

_PRED = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
_ATTR_BUILDERS["IndexCmpPredicateAttr"] = lambda v, ctx: ir.Attribute.parse(
    f"#index<cmp_predicate {v if isinstance(v, str) else _PRED[int(v)]}>", context=ctx)
