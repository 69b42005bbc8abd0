# A diagnostic handler that raises, or returns something other than a bool.
from mlir.ir import *
with Context() as ctx:
    def broken(d):
        raise ValueError("handler failure")
    h = ctx.attach_diagnostic_handler(broken)
    Location.unknown().emit_error("boom")
    print("after", h.had_error, h.attached)
    h.detach()
    def returns_none(d):
        print("saw", d.message)
    h2 = ctx.attach_diagnostic_handler(returns_none)
    Location.unknown().emit_error("boom2")
    print("after2", h2.had_error)
