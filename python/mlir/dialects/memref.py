"""``mlir.dialects.memref``: the op classes are generated from the
definitions (``_memref_ops_gen``); here, the builders of the dialect's
attributes and upstream's hand-written ``subview`` (mixed static and dynamic
offsets, sizes and strides, result type inferred)."""
from .. import ir
from ._ods_common import ATTR_BUILDERS as _ATTR_BUILDERS
from ._ods_common import dispatch_mixed_values as _dispatch_mixed_values
from ._memref_ops_gen import *  # noqa: F401,F403
from ._memref_ops_gen import subview as _generated_subview

_ATOMIC_KINDS = ["addf", "addi", "assign", "maximumf", "maxs", "maxu", "minimumf", "mins", "minu", "mulf", "muli",
                 "ori", "andi", "maxnumf", "minnumf"]
_ATTR_BUILDERS["AtomicRMWKindAttr"] = lambda v, ctx: ir.IntegerAttr.get(
    ir.IntegerType.get_signless(64, context=ctx), _ATOMIC_KINDS.index(v) if isinstance(v, str) else int(v))
_ATTR_BUILDERS["IndexListArrayAttr"] = lambda v, ctx: ir.ArrayAttr.get(
    [ir.ArrayAttr.get([ir.IntegerAttr.get(ir.IntegerType.get_signless(64, context=ctx), i) for i in group],
                      context=ctx) for group in v], context=ctx)


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
