# Builders of scf, cf, memref, math, index and ub, and their accessors.
from mlir.ir import *
from mlir.dialects import arith, cf, func, index, math, memref, scf, ub

with Context() as ctx, Location.unknown():
    i1, i32, f32, idx = IntegerType.get_signless(1), IntegerType.get_signless(32), F32Type.get(), IndexType.get()
    m = Module.create()
    with InsertionPoint(m.body):
        f = func.FuncOp("loops", ([idx, f32, MemRefType.get([ShapedType.get_dynamic_size()], f32)], [f32]))
        with InsertionPoint(f.add_entry_block()):
            n, x, buf = f.arguments
            c0 = arith.constant(idx, 0)
            c1 = arith.ConstantOp(idx, 1)
            loop = scf.ForOp(c0, n, c1, [x])
            with InsertionPoint(loop.body):
                v = memref.load(buf, [loop.induction_variable])
                s = arith.addf(loop.inner_iter_args[0], math.sqrt(v))
                memref.store(s, buf, [loop.induction_variable])
                scf.yield_([s])
            print(type(loop).__name__, len(loop.results), loop.induction_variable.type, loop.lowerBound == c0)
            cond = arith.cmpi(2, c0, n)
            branch = scf.IfOp(cond, [f32], has_else=True)
            with InsertionPoint(branch.then_block):
                scf.yield_([loop.results[0]])
            with InsertionPoint(branch.else_block):
                scf.yield_([math.exp(x, fastmath=Attribute.parse("#arith.fastmath<fast>"))])
            for i in scf.for_(0, 4, 2):
                memref.store(math.absf(x), buf, [i])
                scf.yield_([])
            d = memref.dim(buf, c0)
            a = memref.alloc(MemRefType.get([4], f32), [], [])
            memref.dealloc(a)
            idx_sum = index.add(d, index.constant(3))
            index.cmp("slt", idx_sum, n)
            ub.poison(i32)
            func.ReturnOp([branch.results[0]])
        g = func.FuncOp("branches", ([i1, i32], [i32]))
        entry = g.add_entry_block()
        b1 = entry.create_after(i32)
        b2 = b1.create_after()
        with InsertionPoint(entry):
            cf.CondBranchOp(g.arguments[0], [g.arguments[1]], [], b1, b2)
        with InsertionPoint(b1):
            func.ReturnOp([b1.arguments[0]])
        with InsertionPoint(b2):
            cf.assert_(g.arguments[0], "unreachable")
            cf.br([g.arguments[1]], b1)
    print(m)
    print(m.operation.verify())
    ops = list(g.entry_block.operations)
    print(type(ops[0]).__name__, ops[0].condition == g.arguments[0], len(ops[0].trueDestOperands),
          len(ops[0].falseDestOperands), [str(s) for s in ops[0].successors][:0])
    print([type(o).__name__ for o in f.entry_block.operations])

# More builders: switches, parallel loops, views, extended arithmetic, calls.
with Context() as ctx, Location.unknown():
    i1, i32, i64, f32, f16, idx = (IntegerType.get_signless(1), IntegerType.get_signless(32),
                                   IntegerType.get_signless(64), F32Type.get(), F16Type.get(), IndexType.get())
    m = Module.create()
    with InsertionPoint(m.body):
        callee = func.FuncOp("callee", ([i32], [i32]), visibility="private")
        f = func.FuncOp("more", ([i32, idx, f32, MemRefType.get([4, 8], f32)], [i32]))
        entry = f.add_entry_block()
        d1 = entry.create_after(i32)
        d2 = d1.create_after()
        x, n, y, buf = f.arguments
        with InsertionPoint(entry):
            cf.SwitchOp(x, [x], [x], DenseI32ArrayAttr.get([1, 0]), d1, [d1, d2],
                        case_values=DenseElementsAttr.get_splat(RankedTensorType.get([2], i32),
                                                                 IntegerAttr.get(i32, 5)))
        with InsertionPoint(d2):
            func.ReturnOp([x])
        with InsertionPoint(d1):
            r = func.CallOp(callee, [d1.arguments[0]]).result
            fc = func.ConstantOp(FunctionType.get([i32], [i32]), "callee").result
            r2 = func.CallIndirectOp([i32], fc, [r]).results[0]
            sw = scf.index_switch([i32], n, [0, 3],
                                  case_body_builder=lambda op, i, v: scf.yield_([arith.constant(i32, v)]),
                                  default_body_builder=lambda op: scf.yield_([r2]))
            c0, c4 = arith.constant(idx, 0), arith.constant(idx, 4)
            par = scf.ParallelOp([f32], [c0], [c4], [arith.constant(idx, 1)], [y])
            blk = par.regions[0].blocks.append(idx)
            with InsertionPoint(blk):
                red = scf.ReduceOp([y], 1)
                rb = red.regions[0].blocks.append(f32, f32)
                with InsertionPoint(rb):
                    scf.ReduceReturnOp(arith.addf(rb.arguments[0], rb.arguments[1]))
            sv = memref.subview(buf, [1, 0], [2, 4], [1, 2])
            memref.subview(buf, [c0, 0], [2, 4], [1, 1])
            col = memref.collapse_shape(MemRefType.get([32], f32), buf, [[0, 1]])
            memref.expand_shape(MemRefType.get([4, 2, 4], f32), buf, [[0], [1, 2]], [], [4, 2, 4])
            arith.cmpf(1, y, y)
            arith.negf(y)
            arith.truncf(f16, y)
            lo_hi = arith.mulsi_extended(x, x)
            math.sincos(y)
            func.ReturnOp([arith.addi(sw, lo_hi[0])])
    print(m)
    print(m.operation.verify())
    ops = list(d1.operations)
    print([type(o).__name__ for o in ops])
    print(ops[3].default_block == sw.owner.default_block, len(list(sw.owner.case_blocks)))

    with InsertionPoint(m.body):
        @func.FuncOp.from_py_func(i32, i32)
        def twice(a, b):
            return arith.addi(a, b), a

        @func.FuncOp.from_py_func(f32, results=[])
        def noret(a, func_op=None):
            print("building", func_op.name)
            func.ReturnOp([])

        @func.FuncOp.from_py_func(i32)
        def caller(a):
            r = twice(a, a)
            noret(arith.constant(f32, 1.0))
            return r[0]
    print(twice.func_op, caller.func_op.type)
    with InsertionPoint(m.body):
        print(arith.ConstantOp(IntegerAttr.get(i64, 9), None), arith.ConstantOp.create_index(4).literal_value)

# scf.forall from mixed bounds, with its terminator.
with Context() as ctx, Location.unknown():
    idx, f32 = IndexType.get(), F32Type.get()
    m = Module.create()
    with InsertionPoint(m.body):
        f = func.FuncOp("par", ([idx], []))
        with InsertionPoint(f.add_entry_block()):
            fa = scf.ForallOp([0, 0], [f.arguments[0], 8], [1, 2])
            with InsertionPoint(fa.body):
                arith.addi(fa.induction_variables[0], fa.induction_variables[1])
                fa.terminator()
            func.ReturnOp([])
    print(m)
    print(m.operation.verify(), fa.rank, len(fa.inner_iter_args), type(fa.terminator()).__name__)
