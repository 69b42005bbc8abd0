#!/usr/bin/env python3
"""Canonicalizer timing: `oxmlir-opt -canonicalize` against `mlir-opt
-canonicalize` (upstream 22.1), whole process.

Generates a module of FUNCS functions of about OPS registered operations
each (arith arithmetic with constants to fold and to unique, commutative
operands to reorder, dead code, an `scf.if` on a constant condition),
then runs each tool alternately on it, single-threaded
(--mlir-disable-threading) and threaded, with and without the pass, and
reports medians and ratios. The pass's own cost is the run minus the
tool's baseline run (parse + verify + print).

Usage: python3 benches/canonicalize.py [--funcs N] [--ops K] [--runs R]
Builds target/release/oxmlir-opt first.
"""

import argparse
import os
import statistics
import subprocess
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OURS = os.path.join(ROOT, "target", "release", "oxmlir-opt")
THEIRS = "/usr/lib/llvm-22/bin/mlir-opt"


def function(i, ops):
    body = [
        f"  func.func @f{i}(%a: i32, %b: i32, %p: i1) -> i32 {{",
        "    %c0 = arith.constant 0 : i32",
        "    %c1 = arith.constant 1 : i32",
        f"    %c{i % 7 + 2} = arith.constant {i % 7 + 2} : i32",
        "    %v0 = arith.addi %c1, %a : i32",
    ]
    k = 1
    while k < ops - 8:
        body += [
            f"    %v{k} = arith.muli %v{k - 1}, %b : i32",
            f"    %v{k + 1} = arith.addi %c0, %v{k} : i32",
            f"    %v{k + 2} = arith.addi %c1, %c1 : i32",
            f"    %v{k + 3} = arith.xori %v{k + 1}, %v{k + 2} : i32",
            f"    %dead{k} = arith.subi %v{k + 3}, %a : i32",
        ]
        k += 4
    body += [
        "    %t = arith.constant true",
        "    %r = scf.if %t -> i32 {",
        f"      scf.yield %v{k - 1} : i32",
        "    } else {",
        "      scf.yield %a : i32",
        "    }",
        "    return %r : i32",
        "  }",
    ]
    return body


def module(funcs, ops):
    lines = ["module {"]
    for i in range(funcs):
        lines += function(i, ops)
    lines.append("}")
    return "\n".join(lines) + "\n"


def timed(cmd):
    t = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - t


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--funcs", type=int, default=20000)
    ap.add_argument("--ops", type=int, default=50)
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    subprocess.run(["cargo", "build", "--release", "-q", "-p", "oxmlir-opt"], cwd=ROOT, check=True)
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "in.mlir")
        with open(path, "w") as f:
            f.write(module(args.funcs, args.ops))
        n = subprocess.run([THEIRS, path, "--mlir-print-op-generic"], capture_output=True, text=True, check=True).stdout.count('"(')
        print(f"{args.funcs} functions, {n} operations")
        variants = {}
        for tool, exe in (("oxmlir", OURS), ("mlir", THEIRS)):
            for threads, flags in (("1 thread", ["--mlir-disable-threading"]), ("threaded", [])):
                variants[(tool, threads, "base")] = [exe, path, "-o", os.devnull] + flags
                variants[(tool, threads, "canon")] = [exe, path, "-o", os.devnull, "-canonicalize"] + flags
        times = {k: [] for k in variants}
        for _ in range(args.runs):
            for k, cmd in variants.items():
                times[k].append(timed(cmd))
        med = {k: statistics.median(v) for k, v in times.items()}
        for threads in ("1 thread", "threaded"):
            o, m = med[("oxmlir", threads, "canon")], med[("mlir", threads, "canon")]
            ob, mb = med[("oxmlir", threads, "base")], med[("mlir", threads, "base")]
            print(
                f"{threads}: whole process {o:.2f}s vs {m:.2f}s = {o / m:.2f}x; "
                f"pass alone {o - ob:.2f}s vs {m - mb:.2f}s = {(o - ob) / max(m - mb, 1e-9):.2f}x"
            )


if __name__ == "__main__":
    main()
