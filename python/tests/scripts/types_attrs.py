# Builtin types, attributes, affine maps and integer sets: constructors, casts, str and repr.
from mlir.ir import *

with Context() as ctx, Location.unknown():
    ctx.allow_unregistered_dialects = True
    i32 = IntegerType.get_signless(32)
    f32 = F32Type.get()
    ts = [i32, IntegerType.get_signed(8), IntegerType.get_unsigned(16), IndexType.get(), F16Type.get(),
          BF16Type.get(), F64Type.get(), NoneType.get(), ComplexType.get(f32),
          VectorType.get([2, 3], f32), VectorType.get([4], f32, scalable=[True]),
          RankedTensorType.get([2, ShapedType.get_dynamic_size()], i32), UnrankedTensorType.get(f32),
          MemRefType.get([4, 4], f32), UnrankedMemRefType.get(f32, None),
          TupleType.get_tuple([i32, f32]), FunctionType.get([i32], [f32, i32]),
          Type.parse("!foo.bar<1>"), Type.parse("memref<?x4xf32, strided<[4, 1], offset: ?>>")]
    for t in ts:
        print(repr(t), str(t), type(t).__name__)
    print(i32.width, i32.is_signless, IntegerType(Type.parse("si8")).is_signed)
    r = RankedTensorType.get([2, 3], f32)
    print(r.rank, r.shape, r.element_type, r.has_static_shape, r.get_dim_size(1))
    print(FunctionType.get([i32], [f32]).inputs, FunctionType.get([i32], [f32]).results)
    print(isinstance(i32, IntegerType), isinstance(i32, F32Type), i32 == Type.parse("i32"), hash(i32) == hash(Type.parse("i32")))
    print(i32.typeid == IntegerType.static_typeid, Type.parse("i32").typeid == F32Type.static_typeid)
    try:
        VectorType.get([-1], f32)
    except MLIRError as e:
        print(e)
    attrs = [IntegerAttr.get(i32, -5), IntegerAttr.get(IndexType.get(), 7), FloatAttr.get(f32, 1.5),
             FloatAttr.get_f64(2.25), StringAttr.get("hi"), BoolAttr.get(False), UnitAttr.get(),
             ArrayAttr.get([UnitAttr.get(), StringAttr.get("x")]), DictAttr.get({"a": UnitAttr.get(), "b": BoolAttr.get(True)}),
             TypeAttr.get(f32), FlatSymbolRefAttr.get("sym"), SymbolRefAttr.get(["a", "b"]),
             AffineMapAttr.get(AffineMap.get_identity(2)), DenseI32ArrayAttr.get([1, 2, 3]),
             DenseF64ArrayAttr.get([0.5]), DenseBoolArrayAttr.get([True, False]),
             StridedLayoutAttr.get(2, [4, 1]), Attribute.parse("dense<[1, 2]> : tensor<2xi32>"),
             Attribute.parse("dense<1.0> : tensor<3xf32>"), Attribute.parse("#foo.x<1>"),
             DenseElementsAttr.get_splat(RankedTensorType.get([2], i32), IntegerAttr.get(i32, 3))]
    for a in attrs:
        print(repr(a), type(a).__name__)
    print(attrs[0].value, int(attrs[0]), attrs[2].value, attrs[4].value, attrs[5].value, len(attrs[7]), attrs[7][1])
    print(attrs[8]["b"], len(attrs[8]), "a" in attrs[8], list(attrs[13]), attrs[16].strides, attrs[16].offset)
    print(attrs[17][1], attrs[18][2], attrs[17].is_splat, attrs[18].is_splat, attrs[18].get_splat_value(), len(attrs[18]))
    print(SymbolRefAttr(attrs[11]).value, TypeAttr(attrs[9]).value, attrs[0].type)
    d0, d1, s0 = AffineDimExpr.get(0), AffineDimExpr.get(1), AffineSymbolExpr.get(0)
    e = (d0 + d1 * 2) % 4 + AffineExpr.get_floor_div(s0, AffineConstantExpr.get(3)) - AffineExpr.get_ceil_div(d1, AffineConstantExpr.get(2))
    print(repr(e), e)
    m = AffineMap.get(2, 1, [e, d0 + AffineConstantExpr.get(1)])
    print(repr(m), m.n_dims, m.n_symbols, list(m.results), m.get_submap([1]))
    print(AffineMap.get_permutation([1, 0]), AffineMap.get_permutation([1, 0]).is_permutation,
          AffineMap.get_minor_identity(3, 2), AffineMap.get_constant(4), AffineMap.get_empty())
    s = IntegerSet.get(2, 0, [d0 - 1, d1], [True, False])
    print(repr(s), len(s.constraints), [(str(c.expr), c.is_eq) for c in s.constraints])
    print(IntegerSet.get_empty(1, 1))
