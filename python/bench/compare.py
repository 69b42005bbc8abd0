#!/usr/bin/env python3
"""Runs build_walk.py with this package and with upstream's bindings
(``OXMLIR_UPSTREAM_PYTHON``) alternately, ``--runs`` times each, and prints
the best time of each phase and the ratio ours / upstream.

    OXMLIR_UPSTREAM_PYTHON=/path/to/venv/bin/python python3 python/bench/compare.py 100000
"""
import os
import pathlib
import re
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent
N = sys.argv[1] if len(sys.argv) > 1 else "100000"
RUNS = int(os.environ.get("RUNS", "3"))
UPSTREAM = os.environ.get("OXMLIR_UPSTREAM_PYTHON")
if not UPSTREAM:
    sys.exit("set OXMLIR_UPSTREAM_PYTHON to a Python with xtc-mlir-python-bindings==22.1.8.4")


def run(python, ours):
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    if ours:
        env["PYTHONPATH"] = str(HERE.parent)
    out = subprocess.run([python, str(HERE / "build_walk.py"), N], capture_output=True, text=True, env=env,
                         check=True).stdout
    return {k: float(v) for k, v in re.findall(r"([\w+.()]+(?: [\w+.()]+)?) ([\d.]+)s", out)}


best = {True: {}, False: {}}
for _ in range(RUNS):
    for ours in (True, False):
        for k, v in run(sys.executable if ours else UPSTREAM, ours).items():
            best[ours][k] = min(v, best[ours].get(k, v))
print(f"{'phase':<24}{'oxmlir (s)':>12}{'upstream (s)':>14}{'ratio':>8}   N={N}, best of {RUNS}")
for k in best[True]:
    print(f"{k:<24}{best[True][k]:>12.3f}{best[False][k]:>14.3f}{best[True][k] / best[False][k]:>8.2f}")
