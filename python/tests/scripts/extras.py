# Symbol tables, affine helpers, integer signedness, shaped-type helpers,
# value locations, casters and attribute builders.
from mlir.ir import *

with Context() as ctx, Location.unknown():
    m = Module.parse('func.func private @f()\nfunc.func @g() { call @f() : () -> ()\n return }')
    f = m.body.operations[0]
    print(SymbolTable.get_visibility(f), SymbolTable.get_symbol_name(f))
    SymbolTable.set_visibility(f, "nested")
    print(SymbolTable.get_visibility(f))
    SymbolTable.set_visibility(f, "private")
    SymbolTable.replace_all_symbol_uses("f", "h", m.operation)
    SymbolTable.set_symbol_name(f, "h")
    print(m)
    seen = []
    SymbolTable.walk_symbol_tables(m.operation, True, lambda op, vis: seen.append((op.name, vis)))
    print(seen)
    st = SymbolTable(m.operation)
    print("h" in st, "f" in st, st["g"].name, [type(x).__name__ for x in [st["h"]]])
    try:
        st["nope"]
    except KeyError as e:
        print("KeyError", e)
    d0, d1, s0, s1 = AffineDimExpr.get(0), AffineDimExpr.get(1), AffineSymbolExpr.get(0), AffineSymbolExpr.get(1)
    print(type(d0 + s0).__name__, type(d0 * 2).__name__, type(d0 % 3).__name__, type((d0 + s0).lhs).__name__)
    print((d0 + s0).shift_dims(1, 2), (d0 + s0).shift_symbols(1, 1), AffineExpr.simplify_affine_expr(d0 * 2 + d0, 1, 0))
    print(AffineAddExpr.get(d0, s0), AffineMulExpr.get(d0, AffineConstantExpr.get(2)), AffineExpr.get_dim(3),
          AffineExpr.get_symbol(1), AffineExpr.get_constant(-2), (d0 * 2 + d0).maybe_downcast())
    mp = AffineMap.get(1, 2, [d0 + s1])
    print(AffineMap.compress_unused_symbols([mp, AffineMap.get(1, 2, [s1])], ctx))
    print(mp.replace(d0, AffineConstantExpr.get(3), 1, 2))
    iset = IntegerSet.get(2, 1, [d0 - s0, d1], [True, False])
    print(iset.n_equalities, iset.n_inequalities, iset.n_inputs,
          iset.get_replaced([d0, d0], [AffineConstantExpr.get(1)], 1, 0))
    print(IntegerType.get(8, IntegerType.SIGNED), IntegerType.get_unsigned(4).signedness,
          IntegerType.get_signless(2).signedness, list(IntegerType.Signedness.__members__))
    print(IntegerType.type_name, F32Type.type_name, MemRefType.type_name, IntegerAttr.attr_name,
          FlatSymbolRefAttr.attr_name, StridedLayoutAttr.attr_name)
    mt = MemRefType.get([4, 8], F32Type.get())
    print(mt.get_strides_and_offset(), ShapedType.is_static_size(3), ShapedType.is_static_size(ShapedType.get_dynamic_size()),
          mt.is_dynamic_stride_or_offset(ShapedType.get_dynamic_stride_or_offset()), mt.is_static_stride_or_offset(4))
    print(StridedLayoutAttr.get_fully_dynamic(2), VectorType.get_unchecked([2], F32Type.get()),
          RankedTensorType.get_unchecked([3], F32Type.get()), MemRefType.get_unchecked([1], F32Type.get()))
    ctx.allow_unregistered_dialects = True
    op = Operation.create("test.x", results=[IndexType.get(), IndexType.get()], loc=Location.name("nm"))
    print(op.result if False else op.results[0].location, len(op.results + op.results))

    class IndexValue(Value):
        def __str__(self):
            return "IndexValue(" + super().__str__() + ")"

    register_value_caster(IndexType.static_typeid)(IndexValue)
    print(type(op.results[1]).__name__, type(Operation.create("test.y", results=[F32Type.get()]).result).__name__)
    print(AttrBuilder.contains("I32Attr"), AttrBuilder.contains("NoSuchAttr"))

    @register_attribute_builder("MyAttr")
    def _my_attr(x, context):
        return StringAttr.get(f"my:{x}", context=context)
    print(AttrBuilder.get("MyAttr")(3, ctx))

# InferTypeOpInterface and thread pools.
from mlir.dialects import arith, func

with Context() as ctx, Location.unknown():
    m = Module.parse('func.func @f(%a: i32) { %0 = arith.addi %a, %a : i32\n return }')
    add = m.body.operations[0].regions[0].blocks[0].operations[0]
    print(InferTypeOpInterface(add).inferReturnTypes(operands=list(add.operands)))
    print(InferTypeOpInterface(arith.AddIOp).inferReturnTypes(operands=list(add.operands)))
    print(InferTypeOpInterface(add).operation.name, type(InferTypeOpInterface(add).opview).__name__)
    for bad in (lambda: InferTypeOpInterface(func.ReturnOp), lambda: InferTypeOpInterface(arith.AddIOp).inferReturnTypes(operands=[])):
        try:
            bad()
        except ValueError as e:
            print("ValueError", e)
    pool = ThreadPool()
    c2 = Context()
    c2.set_thread_pool(pool)
    print(pool.get_max_concurrency() > 0, c2.get_num_threads() > 0)
