#!/usr/bin/env python3
"""Pass-manager timing: oxmlir-opt against mlir-opt (upstream 22.1).

Generates a module of many small functions, then runs each tool on it
alternately, with no pipeline (parse + verify + print: the baseline) and
with a function pipeline of `strip-debuginfo` passes (each followed by the
verifier, as upstream runs it), and reports medians. The pass manager's
cost is the pipeline run minus the baseline run of the same tool.

1. overhead: 10,000 functions, 5 passes, --mlir-disable-threading on both;
2. speed-up: 2,000 functions of 40 operations, 3 passes, each tool with
   and without --mlir-disable-threading (the machine's threads), each
   against its baseline with the same threading (parsing verifies in
   parallel too).

Usage: python3 benches/passes.py [--runs R]
Builds target/release/oxmlir-opt first.
"""

import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OURS = os.path.join(ROOT, "target", "release", "oxmlir-opt")
THEIRS = "/usr/lib/llvm-22/bin/mlir-opt"


def module(funcs, ops):
    lines = ["module {"]
    for i in range(funcs):
        lines.append(f"  func.func @f{i}(%a: i32, %b: i32) -> i32 {{")
        lines.append("    %v0 = arith.addi %a, %b : i32")
        for k in range(1, ops):
            lines.append(f'    %v{k} = arith.muli %v{k - 1}, %a : i32 loc("f":{k}:1)')
        lines.append(f"    return %v{ops - 1} : i32")
        lines.append("  }")
    lines.append("}")
    return "\n".join(lines) + "\n"


def timed(cmd):
    t = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - t


def medians(path, variants, runs):
    """Median seconds of each (tool, args) variant, run alternately."""
    times = {k: [] for k in variants}
    for _ in range(runs):
        for k, (tool, args) in variants.items():
            # The printer verifies before printing unless told not to; our
            # printer remembers that the parser verified what it printed,
            # upstream's does not: assume verified in every run, so that
            # only the pipeline differs between a tool's runs.
            times[k].append(timed([tool, path, "-o", os.devnull, "--mlir-print-assume-verified"] + args))
    return {k: statistics.median(v) for k, v in times.items()}


def main():
    runs = 5
    if "--runs" in sys.argv:
        runs = int(sys.argv[sys.argv.index("--runs") + 1])
    subprocess.run(["cargo", "build", "--release", "-p", "oxmlir-opt"], cwd=ROOT, check=True)
    with tempfile.TemporaryDirectory() as d:
        small = os.path.join(d, "small.mlir")
        with open(small, "w") as f:
            f.write(module(10_000, 3))
        pipe = ["--pass-pipeline=builtin.module(func.func(" + ",".join(["strip-debuginfo"] * 5) + "))"]
        seq = ["--mlir-disable-threading"]
        noverify = ["--verify-each=false"]
        m = medians(small, {
            "ours base": (OURS, seq), "ours pipe": (OURS, seq + pipe), "ours noverify": (OURS, seq + noverify + pipe),
            "theirs base": (THEIRS, seq), "theirs pipe": (THEIRS, seq + pipe),
            "theirs noverify": (THEIRS, seq + noverify + pipe),
        }, runs)
        for label, key in (("without verification", "noverify"), ("with verification after each pass", "pipe")):
            ours = m[f"ours {key}"] - m["ours base"]
            theirs = m[f"theirs {key}"] - m["theirs base"]
            print(f"pipeline cost (10k functions x 5 passes, one thread, {label}): ours {ours * 1e3:.1f} ms, "
                  f"upstream {theirs * 1e3:.1f} ms, ratio {ours / theirs:.2f}")
        for k, v in m.items():
            print(f"  {k:12s} {v * 1e3:8.1f} ms")

        big = os.path.join(d, "big.mlir")
        with open(big, "w") as f:
            f.write(module(2_000, 40))
        pipe = ["--pass-pipeline=builtin.module(func.func(strip-debuginfo,strip-debuginfo,strip-debuginfo))"]
        m = medians(big, {
            "ours base": (OURS, seq), "ours 1 thread": (OURS, seq + pipe),
            "ours base threads": (OURS, []), "ours threads": (OURS, pipe),
            "theirs base": (THEIRS, seq), "theirs 1 thread": (THEIRS, seq + pipe),
            "theirs base threads": (THEIRS, []), "theirs threads": (THEIRS, pipe),
        }, runs)
        for who in ("ours", "theirs"):
            one = m[f"{who} 1 thread"] - m[f"{who} base"]
            many = m[f"{who} threads"] - m[f"{who} base threads"]
            print(f"speed-up of the pipeline ({who}, 2k functions x 40 ops, 3 passes): "
                  f"{one * 1e3:.1f} ms -> {many * 1e3:.1f} ms = {one / many:.2f}x on {os.cpu_count()} threads")
        for k, v in m.items():
            print(f"  {k:16s} {v * 1e3:8.1f} ms")


if __name__ == "__main__":
    main()
