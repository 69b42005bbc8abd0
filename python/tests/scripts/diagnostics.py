# Diagnostic handlers, MLIRError contents, severities, notes and locations.
from mlir.ir import *

with Context() as ctx:
    ctx.allow_unregistered_dialects = True
    loc = Location.file("d.mlir", 3, 7)
    seen = []

    def keep(d):
        seen.append((d.severity, str(d.location), d.message, [(n.message, str(n.location)) for n in d.notes]))
        return True

    h = ctx.attach_diagnostic_handler(keep)
    loc.emit_error("first")
    m = Module.parse('func.func @f() -> i32 {\n  %0 = "x.y"() : () -> i32\n  return %0 : i32\n}')
    m.body.operations[0].regions[0].blocks[0].operations[0].result.set_type(IntegerType.get_signless(64))
    try:
        m.operation.verify()
    except MLIRError as e:
        print(str(e))
        for d in e.error_diagnostics:
            print(d.severity, d.location, d.message, [(n.severity, str(n.location), n.message) for n in d.notes])
    ctx.emit_error_diagnostics = True
    print(ctx.emit_error_diagnostics)
    try:
        m.operation.verify()
    except MLIRError as e:
        print("with emit_error_diagnostics:", repr(str(e)))
    ctx.emit_error_diagnostics = False
    h.detach()
    print(h.attached, h.had_error)
    loc.emit_error("not seen")
    for s in seen:
        print(s)
    print([s.name for s in DiagnosticSeverity], DiagnosticSeverity.WARNING.value)

    def broken(d):
        raise ValueError("handler failure")
    with ctx.attach_diagnostic_handler(broken) as h2:
        h3 = ctx.attach_diagnostic_handler(lambda d: True)
        loc.emit_error("swallowed by the later handler")
        h3.detach()
    print(h2.attached, h2.had_error)
    try:
        Attribute.parse("dense<[1, 2]> : tensor<3xi32>")
    except MLIRError as e:
        print(e.message, len(e.error_diagnostics), e.error_diagnostics[0].message)
    try:
        Location.unknown()
        Operation.parse("%0 = arith.addi : i32")
    except MLIRError as e:
        print(e)
