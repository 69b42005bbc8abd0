# Exceptions raised by passes and patterns written in Python reach the caller.
from mlir.ir import *
from mlir.passmanager import PassManager
from mlir.rewrite import *
with Context() as ctx, Location.unknown():
    m = Module.parse('func.func @f(%a: i32) -> i32 { %0 = arith.addi %a, %a : i32\n return %0 : i32 }')
    def bad_pass(op, p):
        raise RuntimeError("pass exploded")
    pm = PassManager("any")
    pm.add(bad_pass, name="bad")
    try:
        pm.run(m.operation)
        print("ran")
    except Exception as e:
        print(type(e).__name__, e)
    ps = RewritePatternSet()
    def bad_pattern(op, rw):
        raise RuntimeError("pattern exploded")
    ps.add("arith.addi", bad_pattern)
    try:
        apply_patterns_and_fold_greedily(m, ps.freeze())
        print("applied")
    except Exception as e:
        print(type(e).__name__, e)
    print(m)
