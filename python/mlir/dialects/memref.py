"""``mlir.dialects.memref``: allocation, access, casts and globals."""
from ._ods_common import make_dialect, define_op

_Dialect = make_dialect("memref")
_g = globals()
for _c, _n in [("AllocOp", "alloc"), ("AllocaOp", "alloca")]:
    define_op(_Dialect, _c, f"memref.{_n}", ["dynamicSizes*", "symbolOperands*", "@alignment:I64Attr?"],
              ["memref"], segments=True, module_globals=_g)
define_op(_Dialect, "DeallocOp", "memref.dealloc", ["memref"], module_globals=_g)
define_op(_Dialect, "LoadOp", "memref.load", ["memref", "indices*", "@nontemporal:BoolAttr?",
                                              "@alignment:I64Attr?"], ["result"], infer=True, module_globals=_g)
define_op(_Dialect, "StoreOp", "memref.store", ["value", "memref", "indices*", "@nontemporal:BoolAttr?",
                                                "@alignment:I64Attr?"], module_globals=_g)
define_op(_Dialect, "CastOp", "memref.cast", ["source"], ["dest"], module_globals=_g)
define_op(_Dialect, "MemorySpaceCastOp", "memref.memory_space_cast", ["source"], ["dest"], module_globals=_g)
define_op(_Dialect, "CopyOp", "memref.copy", ["source", "target"], module_globals=_g)
define_op(_Dialect, "DimOp", "memref.dim", ["source", "index"], ["result"], infer=True, module_globals=_g)
define_op(_Dialect, "RankOp", "memref.rank", ["memref"], ["result"], infer=True, module_globals=_g)
define_op(_Dialect, "GetGlobalOp", "memref.get_global", ["@name:FlatSymbolRefAttr"], ["result"],
          module_globals=_g)
define_op(_Dialect, "GlobalOp", "memref.global",
          ["@sym_name:SymbolNameAttr", "@sym_visibility:StrAttr?", "@type|type_:TypeAttr", "@initial_value:Attr?",
           "@constant:UnitAttr?", "@alignment:I64Attr?"], module_globals=_g, snake="global_")
define_op(_Dialect, "ReshapeOp", "memref.reshape", ["source", "shape"], ["result"], module_globals=_g)
define_op(_Dialect, "TransposeOp", "memref.transpose", ["in_", "@permutation:AffineMapAttr"], ["result"],
          module_globals=_g)
define_op(_Dialect, "AllocaScopeReturnOp", "memref.alloca_scope.return", ["results_*"], module_globals=_g)
define_op(_Dialect, "AllocaScopeOp", "memref.alloca_scope", [], ["results_*"], regions=1, module_globals=_g)
