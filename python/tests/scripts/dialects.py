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
