from mlir.ir import *
from mlir.passmanager import PassManager
with Context() as ctx, Location.unknown():
    m = Module.parse('func.func @f(%a: i32) -> i32 { %c = arith.constant 0 : i32\n %0 = arith.addi %a, %c : i32\n return %0 : i32 }\nfunc.func private @g()')
    pm = PassManager.parse("builtin.module(canonicalize,symbol-dce)")
    print(pm)
    pm.run(m.operation)
    print(m)
    for p in ["builtin.module(nope)", "bad(", "canonicalize"]:
        try: print(PassManager.parse(p))
        except Exception as e: print(type(e).__name__, e)
    pm = PassManager("builtin.module")
    pm.add("cse")
    print(pm)
    try: pm.add("zzz")
    except Exception as e: print(type(e).__name__, e)

# A pass written in Python, then a failing one.
with Context() as ctx, Location.unknown():
    m = Module.parse('func.func @f() { return }\nfunc.func @g() { return }')
    seen = []

    def count_funcs(op, pass_):
        seen.append(op.name)
        for f in op.regions[0].blocks[0].operations:
            f.attributes["visited"] = UnitAttr.get()

    pm = PassManager("builtin.module")
    pm.add(count_funcs, name="count")
    pm.add("cse")
    print(pm)
    pm.run(m.operation)
    print(m, seen)

    def fail(op, pass_):
        op.location.emit_error("nope")
        pass_.signal_pass_failure()

    pm = PassManager("any")
    pm.add(fail)
    try:
        pm.run(m.operation)
    except MLIRError as e:
        print("MLIRError", e)
