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
