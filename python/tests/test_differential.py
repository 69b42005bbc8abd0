"""Each script of ``tests/scripts`` prints the same text with this package as
with upstream's Python bindings 22.1.8 (``OXMLIR_UPSTREAM_PYTHON``: a Python
with ``xtc-mlir-python-bindings==22.1.8.4`` installed; skipped without it).

A script whose first line is ``# requires: python3.11`` is skipped on older
Pythons. A script whose first line is ``# requires: numpy`` runs our side with that
Python too (this package on ``PYTHONPATH`` comes first), since it has numpy;
without it, with the running Python if numpy is importable, else skipped."""
import os
import pathlib
import subprocess
import sys
import unittest

HERE = pathlib.Path(__file__).resolve().parent
PACKAGE = HERE.parent
UPSTREAM = os.environ.get("OXMLIR_UPSTREAM_PYTHON")


def run(python, script, ours):
    env = dict(os.environ)
    if ours:
        env["PYTHONPATH"] = str(PACKAGE)
    else:
        env.pop("PYTHONPATH", None)
    p = subprocess.run([python, str(script)], capture_output=True, text=True, env=env, cwd="/", timeout=300)
    return p.returncode, p.stdout, p.stderr


class Differential(unittest.TestCase):
    pass


def _has_numpy(python):
    return subprocess.run([python, "-c", "import numpy"], capture_output=True).returncode == 0


def _make(script):
    def test(self):
        ours = sys.executable
        if script.read_text().startswith("# requires: python3.11") and sys.version_info < (3, 11):
            self.skipTest("needs Python 3.11 (frame positions)")
        if script.read_text().startswith("# requires: numpy"):
            if UPSTREAM:
                ours = UPSTREAM
            elif not _has_numpy(ours):
                self.skipTest("numpy is not installed")
        code, out, err = run(ours, script, True)
        self.assertEqual(code, 0, err)
        if not UPSTREAM:
            self.skipTest("OXMLIR_UPSTREAM_PYTHON not set")
        ucode, uout, uerr = run(UPSTREAM, script, False)
        self.assertEqual(ucode, 0, uerr)
        self.assertEqual(out, uout)
        if "site-packages" not in uerr:  # (tracebacks through the packages name different files)
            self.assertEqual(err, uerr)
    return test


for _s in sorted((HERE / "scripts").glob("*.py")):
    setattr(Differential, f"test_{_s.stem}", _make(_s))

if __name__ == "__main__":
    unittest.main()
