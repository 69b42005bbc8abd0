"""``mlir.dialects.index``."""
from .. import ir
from ._ods_common import make_dialect as _make_dialect, define_op as _define_op, ATTR_BUILDERS as _ATTR_BUILDERS

_Dialect = _make_dialect("index")
_g = globals()
_BIN = ["AddOp:add", "AndOp:and", "CeilDivSOp:ceildivs", "CeilDivUOp:ceildivu", "DivSOp:divs", "DivUOp:divu",
        "FloorDivSOp:floordivs", "MaxSOp:maxs", "MaxUOp:maxu", "MinSOp:mins", "MinUOp:minu", "MulOp:mul",
        "OrOp:or", "RemSOp:rems", "RemUOp:remu", "ShlOp:shl", "ShrSOp:shrs", "ShrUOp:shru", "SubOp:sub",
        "XOrOp:xor"]
for _e in _BIN:
    _c, _n = _e.split(":")
    _define_op(_Dialect, _c, f"index.{_n}", ["lhs", "rhs"], ["result"], infer=True, module_globals=_g,
              snake=_n + "_" if _n in ("and", "or") else None)
_PRED = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
_ATTR_BUILDERS["IndexCmpPredicateAttr"] = lambda v, ctx: ir.Attribute.parse(
    f"#index<cmp_predicate {v if isinstance(v, str) else _PRED[int(v)]}>", context=ctx)
_ATTR_BUILDERS["IndexAttr"] = lambda v, ctx: ir.IntegerAttr.get(ir.IndexType.get(context=ctx), v)
_define_op(_Dialect, "CmpOp", "index.cmp", ["@pred:IndexCmpPredicateAttr", "lhs", "rhs"], ["result"], infer=True,
          module_globals=_g)
_define_op(_Dialect, "ConstantOp", "index.constant", ["@value:IndexAttr"], ["result"], infer=True,
          module_globals=_g)
_define_op(_Dialect, "BoolConstantOp", "index.bool.constant", ["@value:BoolAttr"], ["result"], infer=True,
          module_globals=_g)
_define_op(_Dialect, "CastSOp", "index.casts", ["input"], ["output"], module_globals=_g)
_define_op(_Dialect, "CastUOp", "index.castu", ["input"], ["output"], module_globals=_g)
_define_op(_Dialect, "SizeOfOp", "index.sizeof", [], ["result"], infer=True, module_globals=_g)
