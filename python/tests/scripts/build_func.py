from mlir.ir import *
from mlir.dialects import func, arith, builtin
with Context() as ctx, Location.unknown():
    m = Module.create()
    i32 = IntegerType.get_signless(32)
    with InsertionPoint(m.body):
        f = func.FuncOp("add", ([i32, i32], [i32]))
        with InsertionPoint(f.add_entry_block()):
            a, b = f.arguments
            s = arith.addi(a, b)
            c = arith.constant(i32, 7)
            p = arith.MulIOp(s, c)
            q = arith.cmpi(2, p.result, a)
            func.ReturnOp([arith.select(q, p, a)])
    print(m)
    print(m.operation.verify())
    print(type(f).__name__, f.name, f.type, type(p).__name__, p.lhs.get_name(), type(m.body.operations[0]).__name__)
    print(repr(ctx.dialects.func))
    o = m.body.operations[0]
    print([op.name for op in o.entry_block.operations], type(o.entry_block.operations[1]).__name__)
    print(o.entry_block.operations[1].value, o.entry_block.operations[1].literal_value)
