"""``mlir.dialects.memref``: allocation, access, casts and globals."""
from .. import ir
from ._ods_common import make_dialect as _make_dialect, define_op as _define_op, ATTR_BUILDERS as _ATTR_BUILDERS
from ._ods_common import dispatch_mixed_values as _dispatch_mixed_values

_Dialect = _make_dialect("memref")
_g = globals()
for _c, _n in [("AllocOp", "alloc"), ("AllocaOp", "alloca")]:
    _define_op(_Dialect, _c, f"memref.{_n}", ["dynamicSizes*", "symbolOperands*", "@alignment:I64Attr?"],
              ["memref"], segments=True, module_globals=_g)
_define_op(_Dialect, "DeallocOp", "memref.dealloc", ["memref"], module_globals=_g)
_define_op(_Dialect, "LoadOp", "memref.load", ["memref", "indices*", "@nontemporal:BoolAttr?",
                                              "@alignment:I64Attr?"], ["result"], infer=True, module_globals=_g)
_define_op(_Dialect, "StoreOp", "memref.store", ["value", "memref", "indices*", "@nontemporal:BoolAttr?",
                                                "@alignment:I64Attr?"], module_globals=_g)
_define_op(_Dialect, "CastOp", "memref.cast", ["source"], ["dest"], module_globals=_g)
_define_op(_Dialect, "MemorySpaceCastOp", "memref.memory_space_cast", ["source"], ["dest"], module_globals=_g)
_define_op(_Dialect, "CopyOp", "memref.copy", ["source", "target"], module_globals=_g)
_define_op(_Dialect, "DimOp", "memref.dim", ["source", "index"], ["result"], infer=True, module_globals=_g)
_define_op(_Dialect, "RankOp", "memref.rank", ["memref"], ["result"], infer=True, module_globals=_g)
_define_op(_Dialect, "GetGlobalOp", "memref.get_global", ["@name:FlatSymbolRefAttr"], ["result"],
          module_globals=_g)
_define_op(_Dialect, "GlobalOp", "memref.global",
          ["@sym_name:SymbolNameAttr", "@sym_visibility:StrAttr?", "@type|type_:TypeAttr", "@initial_value:Attr?",
           "@constant:UnitAttr?", "@alignment:I64Attr?"], module_globals=_g, snake="global_")
_define_op(_Dialect, "ReshapeOp", "memref.reshape", ["source", "shape"], ["result"], module_globals=_g)
_define_op(_Dialect, "TransposeOp", "memref.transpose", ["in_", "@permutation:AffineMapAttr"], ["result"],
          module_globals=_g)
_define_op(_Dialect, "AllocaScopeReturnOp", "memref.alloca_scope.return", ["results_*"], module_globals=_g)
_define_op(_Dialect, "AllocaScopeOp", "memref.alloca_scope", [], ["results_*"], regions=1, module_globals=_g)
_define_op(_Dialect, "AssumeAlignmentOp", "memref.assume_alignment", ["memref", "@alignment:I32Attr"], ["result"],
          infer=True, module_globals=_g)
_ATOMIC_KINDS = ["addf", "addi", "assign", "maximumf", "maxs", "maxu", "minimumf", "mins", "minu", "mulf", "muli",
                 "ori", "andi", "maxnumf", "minnumf"]
_ATTR_BUILDERS["AtomicRMWKindAttr"] = lambda v, ctx: ir.IntegerAttr.get(
    ir.IntegerType.get_signless(64, context=ctx), _ATOMIC_KINDS.index(v) if isinstance(v, str) else int(v))
_define_op(_Dialect, "AtomicRMWOp", "memref.atomic_rmw", ["@kind:AtomicRMWKindAttr", "value", "memref", "indices*"],
          ["result"], infer=True, module_globals=_g)
_define_op(_Dialect, "AtomicYieldOp", "memref.atomic_yield", ["result"], module_globals=_g)
_define_op(_Dialect, "GenericAtomicRMWOp", "memref.generic_atomic_rmw", ["memref", "indices*"], ["result"],
          regions=1, module_globals=_g)
_ATTR_BUILDERS["IndexListArrayAttr"] = lambda v, ctx: ir.ArrayAttr.get(
    [ir.ArrayAttr.get([ir.IntegerAttr.get(ir.IntegerType.get_signless(64, context=ctx), i) for i in group],
                      context=ctx) for group in v], context=ctx)
_define_op(_Dialect, "CollapseShapeOp", "memref.collapse_shape", ["src", "@reassociation:IndexListArrayAttr"],
          ["result"], module_globals=_g)
_define_op(_Dialect, "ExpandShapeOp", "memref.expand_shape",
          ["src", "@reassociation:IndexListArrayAttr", "output_shape*", "@static_output_shape:DenseI64ArrayAttr"],
          ["result"], module_globals=_g)
_define_op(_Dialect, "DistinctObjectsOp", "memref.distinct_objects", ["operands_*"], ["results_*"], infer=True,
          module_globals=_g)
_define_op(_Dialect, "DmaStartOp", "memref.dma_start", ["operands_*"], module_globals=_g)
_define_op(_Dialect, "DmaWaitOp", "memref.dma_wait", ["tagMemRef", "tagIndices*", "numElements"], module_globals=_g)
_define_op(_Dialect, "ExtractAlignedPointerAsIndexOp", "memref.extract_aligned_pointer_as_index", ["source"],
          ["aligned_pointer"], infer=True, module_globals=_g)
_define_op(_Dialect, "ExtractStridedMetadataOp", "memref.extract_strided_metadata", ["source"],
          ["base_buffer", "offset", "sizes*", "strides*"], infer=True, module_globals=_g)
_define_op(_Dialect, "PrefetchOp", "memref.prefetch",
          ["memref", "indices*", "@isWrite:BoolAttr", "@localityHint:I32Attr", "@isDataCache:BoolAttr"],
          module_globals=_g)
_define_op(_Dialect, "ReallocOp", "memref.realloc", ["source", "dynamicResultSize?", "@alignment:I64Attr?"],
          ["result"], module_globals=_g)
for _c, _n in [("ReinterpretCastOp", "reinterpret_cast"), ("SubViewOp", "subview")]:
    _define_op(_Dialect, _c, f"memref.{_n}",
              ["source", "offsets*", "sizes*", "strides*", "@static_offsets:DenseI64ArrayAttr",
               "@static_sizes:DenseI64ArrayAttr", "@static_strides:DenseI64ArrayAttr"], ["result"], segments=True,
              module_globals=_g)
_define_op(_Dialect, "ViewOp", "memref.view", ["source", "byte_shift", "sizes*"], ["result"], module_globals=_g)


_generated_subview = subview  # noqa: F821 (defined by define_op above)


def _static_int(v):
    """An int from a Python int or an ``arith.constant`` integer result, else None."""
    if isinstance(v, int):
        return None if ir.ShapedType.is_dynamic_size(v) else v
    if isinstance(v, ir.Value) and isinstance(v.owner, ir._OperationBase) and v.owner.name == "arith.constant" \
            and isinstance(v.type, (ir.IntegerType, ir.IndexType)):
        return ir.IntegerAttr(v.owner.attributes["value"]).value
    return None


def subview(source, offsets, sizes, strides, *, result_type=None, loc=None, ip=None):
    """Builds ``memref.subview`` from mixed ints and Values; the result type is
    inferred when sizes, strides and the source's strides are static."""
    offsets, sizes, strides = list(offsets or []), list(sizes or []), list(strides or [])
    src_strides, src_offset = source.type.get_strides_and_offset()
    if result_type is None:
        st_sizes = [_static_int(v) for v in sizes]
        st_strides = [_static_int(v) for v in strides]
        if any(v is None for v in st_sizes + st_strides) or any(ir.ShapedType.is_dynamic_size(v)
                                                               for v in src_strides):
            raise ValueError("mixed static/dynamic offset/sizes/strides requires explicit result type.")
        st_offsets = [_static_int(v) for v in offsets]
        offsets = [o if s is None else s for o, s in zip(offsets, st_offsets)]
        sizes, strides = st_sizes, st_strides
        if any(v is None for v in st_offsets) or ir.ShapedType.is_dynamic_size(src_offset):
            offset = ir.ShapedType.get_dynamic_size()
        else:
            offset = src_offset + sum(o * s for o, s in zip(st_offsets, src_strides))
        target_strides = [a * b for a, b in zip(src_strides, st_strides)]
        default = [1] * len(sizes)
        for i in range(len(sizes) - 2, -1, -1):
            default[i] = default[i + 1] * sizes[i + 1]
        layout = None if target_strides == default and offset == 0 else ir.StridedLayoutAttr.get(offset,
                                                                                                target_strides)
        result_type = ir.MemRefType.get(sizes, source.type.element_type, layout, source.type.memory_space)
    dyn_o, _, st_o = _dispatch_mixed_values(offsets)
    dyn_s, _, st_s = _dispatch_mixed_values(sizes)
    dyn_t, _, st_t = _dispatch_mixed_values(strides)
    return _generated_subview(result_type, source, dyn_o, dyn_s, dyn_t, st_o, st_s, st_t, loc=loc, ip=ip)
