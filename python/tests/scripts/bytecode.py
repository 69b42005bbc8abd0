"""Bytecode from Python: ``write_bytecode`` to a file object and to a path,
at the current and an older version, a version that cannot be honored
(``ValueError`` after the error diagnostic), modules parsed back from
bytecode, and ``binary=True`` of ``get_asm`` / ``print`` (text as bytes)."""
import io, os, sys, tempfile
from mlir.ir import Context, Module
with Context() as ctx:
    m = Module.parse('func.func @f(%a: i32) -> i32 {\n %0 = arith.addi %a, %a : i32\n return %0 : i32\n}\n')
    b = m.operation.get_asm(binary=True)
    print(type(b).__name__, b[:6])
    buf = io.BytesIO()
    m.operation.write_bytecode(buf)
    print(buf.getvalue()[:4])
    print(Module.parse(buf.getvalue()))
    buf = io.BytesIO()
    m.operation.write_bytecode(buf, desired_version=1)
    print(Module.parse(buf.getvalue()))
    sys.stdout.flush()
    try:
        m.operation.write_bytecode(io.BytesIO(), desired_version=99)
    except ValueError as e:
        sys.stderr.flush()
        print("ValueError:", e)
    with tempfile.TemporaryDirectory() as d:
        p = os.path.join(d, "m.mlirbc")
        m.operation.write_bytecode(p)
        with open(p, "rb") as f:
            print(Module.parse(f.read()).operation.name)
    buf2 = io.BytesIO()
    m.operation.print(file=buf2, binary=True)
    print(buf2.getvalue() == b)
