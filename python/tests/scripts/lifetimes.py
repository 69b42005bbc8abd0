# Objects reached from a module keep it alive (the module object itself is dropped at once).
import gc
from mlir.ir import *

with Context():
    op = Module.parse('func.func @f() { return }').body.operations[0]
    gc.collect()
    print(op.name, op.attributes["sym_name"])
    blk = Module.parse('func.func @g() { return }').body
    gc.collect()
    print(len(blk.operations), blk.operations[0].attributes["sym_name"])
