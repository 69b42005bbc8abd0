# Builds N operations (generated builders and Operation.create), prints, parses and walks the module
# reading every operand; run with either package: PYTHONPATH=python python3 python/bench/build_walk.py 100000
import time, sys
from mlir.ir import *
from mlir.dialects import arith, func
N = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
with Context() as ctx, Location.unknown():
    i32 = IntegerType.get_signless(32)
    t0 = time.perf_counter()
    m = Module.create()
    with InsertionPoint(m.body):
        f = func.FuncOp("f", ([i32], [i32]))
        with InsertionPoint(f.add_entry_block()):
            v = f.arguments[0]
            for i in range(N):
                v = arith.addi(v, v)
            func.ReturnOp([v])
    t1 = time.perf_counter()
    text = str(m)
    t2 = time.perf_counter()
    m2 = Module.parse(text)
    t3 = time.perf_counter()
    n = [0]
    def cb(op):
        for o in op.operands:
            n[0] += 1
        return WalkResult.ADVANCE
    m2.operation.walk(cb)
    t4 = time.perf_counter()
    with InsertionPoint(m.body):
        for i in range(N):
            Operation.create("arith.constant", results=[i32], attributes={"value": IntegerAttr.get(i32, i)})
    t5 = time.perf_counter()
print(f"build(builders) {t1-t0:.3f}s  print {t2-t1:.3f}s  parse {t3-t2:.3f}s  walk+operands {t4-t3:.3f}s  "
      f"Operation.create {t5-t4:.3f}s  operands={n[0]}")
