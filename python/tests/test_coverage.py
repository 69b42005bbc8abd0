"""Every operation oxmlir registers (named in the dialect definitions under
``crates/ir/src/dialects``) has an op class in ``mlir.dialects.<namespace>``:
a new operation without its Python class fails here."""
import importlib
import pathlib
import re
import unittest

from mlir.ir import Context

ROOT = pathlib.Path(__file__).resolve().parents[2]
DIALECTS = ("arith", "math", "index", "memref", "scf", "cf", "func", "builtin", "ub", "irdl")


class Coverage(unittest.TestCase):
    def test_every_registered_op_has_a_class(self):
        src = ROOT / "crates" / "ir" / "src" / "dialects"
        if not src.is_dir():
            self.skipTest("not in a source checkout")
        pattern = re.compile(r'"((?:%s)\.[a-z_][a-z_.0-9]*)"' % "|".join(DIALECTS))
        names = set()
        for p in src.rglob("*.rs"):
            names |= set(pattern.findall(p.read_text()))
        ctx = Context()
        registered = sorted(n for n in names if ctx.is_registered_operation(n))
        self.assertGreater(len(registered), 150)
        missing = []
        for name in registered:
            mod = importlib.import_module(f"mlir.dialects.{name.split('.')[0]}")
            if not any(getattr(getattr(mod, a), "OPERATION_NAME", None) == name for a in dir(mod)):
                missing.append(name)
        self.assertEqual(missing, [])


if __name__ == "__main__":
    unittest.main()
