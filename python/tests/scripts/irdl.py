# A dialect defined from Python through IRDL, loaded and used like any other.
from mlir.ir import *
from mlir.dialects import irdl

with Context() as ctx, Location.unknown():
    defs = Module.create()
    with InsertionPoint(defs.body):
        d = irdl.dialect("cmath")
        with InsertionPoint(d.body):
            t = irdl.type_("complex")
            with InsertionPoint(t.body):
                f32 = irdl.is_(TypeAttr.get(F32Type.get()))
                f64 = irdl.is_(TypeAttr.get(F64Type.get()))
                elt = irdl.any_of([f32, f64])
                irdl.parameters([elt], ["elem"])
            op = irdl.operation_("norm")
            with InsertionPoint(op.body):
                arg = irdl.any()
                res = irdl.any()
                irdl.operands_([arg], ["in"], [irdl.Variadicity.single])
                irdl.results_([res], ["out"], [irdl.Variadicity.single])
    print(defs)
    print(defs.operation.verify())
    irdl.load_dialects(defs)
    m = Module.parse('func.func @f(%a: !cmath.complex<f32>) -> f32 {\n'
                     '  %0 = "cmath.norm"(%a) : (!cmath.complex<f32>) -> f32\n'
                     '  return %0 : f32\n}')
    print(m)
    print(m.operation.verify(), ctx.is_registered_operation("cmath.norm"))
    try:
        Type.parse("!cmath.complex<i32>")
    except MLIRError as e:
        print(e)
