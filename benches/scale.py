#!/usr/bin/env python3
"""Scale shapes through the command-line tools: oxmlir-opt against mlir-opt
(upstream 22.1) on inputs with N and 4N items of one shape each, the
diagnostics included (they are rendered by the tool, not by the C API:
see benches/c/bench.c's scale_* workloads for the rest). Prints each
tool's time at both sizes and the ratio (about 4 when linear).

Shapes: undeclared SSA values (one error each), split-marker near misses
(one warning each, with --split-input-file), attribute-dictionary entries,
fused-location parts, regions, operands, results, successors, block
arguments, symbols and ops holding a region.

Usage: python3 benches/scale.py [--n N] [--only SHAPE ...]
Builds target/release/oxmlir-opt first.
"""

import argparse
import os
import subprocess
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OURS = os.path.join(ROOT, "target", "release", "oxmlir-opt")
THEIRS = "/usr/lib/llvm-22/bin/mlir-opt"


def items(n, f, sep=", "):
    return sep.join(f(i) for i in range(n))


# name -> (extra flags, text with n items)
SHAPES = {
    "undeclared": ([], lambda n: items(n, lambda i: f'"foo.op"(%x{i}) : (i32) -> ()\n', "")),
    "near_misses": (["--split-input-file"], lambda n: '"foo.op"() : () -> ()\n// ---- \n' * n),
    "dict": ([], lambda n: '"foo.op"() {' + items(n, lambda i: f"a{i} = {i}") + "} : () -> ()\n"),
    "fused": ([], lambda n: '"foo.op"() : () -> () loc(fused[' + items(n, lambda i: f'"l{i}"') + "])\n"),
    "regions": ([], lambda n: '"foo.op"() (' + items(n, lambda i: "{}") + ") : () -> ()\n"),
    "operands": ([], lambda n: '%0 = "foo.def"() : () -> i32\n"foo.op"(' + items(n, lambda i: "%0")
                 + ") : (" + items(n, lambda i: "i32") + ") -> ()\n"),
    "results": ([], lambda n: f'%r:{n} = "foo.op"() : () -> (' + items(n, lambda i: "i32") + ")\n"),
    "successors": ([], lambda n: '"foo.op"() ({\n  "foo.br"() [' + items(n, lambda i: "^bb1")
                   + '] : () -> ()\n^bb1:\n  "foo.end"() : () -> ()\n}) : () -> ()\n'),
    "blockargs": ([], lambda n: '"foo.op"() ({\n^bb0(' + items(n, lambda i: f"%a{i}: i32")
                  + '):\n  "foo.end"() : () -> ()\n}) : () -> ()\n'),
    "symbols": ([], lambda n: items(n, lambda i: f"func.func private @f{i}()\n", "")),
    "region_ops": ([], lambda n: '"foo.op"() ({\n  "foo.inner"() : () -> ()\n}) : () -> ()\n' * n),
}


def run(exe, flags, path):
    t = time.perf_counter()
    subprocess.run([exe, "--allow-unregistered-dialect", *flags, path],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - t


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=100_000)
    ap.add_argument("--only", nargs="+", default=[], metavar="SHAPE")
    a = ap.parse_args()
    subprocess.run(["cargo", "build", "--release", "-q", "-p", "oxmlir-opt"], cwd=ROOT, check=True)
    tools = [("ours", OURS)] + ([("upstream", THEIRS)] if os.path.exists(THEIRS) else [])
    print(f"{'shape':<12}" + "".join(f"{t + ' N':>14}{t + ' 4N':>14}{'ratio':>7}" for t, _ in tools))
    with tempfile.TemporaryDirectory() as d:
        for name, (flags, make) in SHAPES.items():
            if a.only and name not in a.only:
                continue
            row = f"{name:<12}"
            paths = []
            for n in (a.n, 4 * a.n):
                p = os.path.join(d, f"{name}-{n}.mlir")
                with open(p, "w") as f:
                    f.write(make(n))
                paths.append(p)
            for _, exe in tools:
                small, large = (run(exe, flags, p) for p in paths)
                row += f"{small:>13.3f}s{large:>13.3f}s{large / small:>7.1f}"
            print(row, flush=True)


if __name__ == "__main__":
    main()
