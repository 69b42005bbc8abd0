"""The checked-in ``mlir/_capi_decls.py`` matches the headers (regenerate with
``python3 python/tools/gen_capi.py``)."""
import pathlib
import subprocess
import sys
import unittest

TOOL = pathlib.Path(__file__).resolve().parents[1] / "tools" / "gen_capi.py"


class Decls(unittest.TestCase):
    def test_up_to_date(self):
        r = subprocess.run([sys.executable, str(TOOL), "--check"])
        self.assertEqual(r.returncode, 0, "python/mlir/_capi_decls.py is stale: run python3 python/tools/gen_capi.py")


if __name__ == "__main__":
    unittest.main()
