#!/usr/bin/env python3
"""Instructions per call of the C API's pointer-read accessors, ours and
upstream's: builds benches/c/accessors.c against target/release/liboxmlir.a
and against upstream's C API, runs both under callgrind, and prints, for
each accessor main() calls, its inclusive instructions divided by its call
count. Instruction counts are stable across runs (unlike wall time on a
shared machine). Needs valgrind, gcc, upstream (libmlir-22-dev) and a
release build (`cargo build --release`)."""

import argparse
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
UP = "/usr/lib/llvm-22"


def build(out_dir):
    src = os.path.join(ROOT, "benches/c/accessors.c")
    ours = os.path.join(out_dir, "accessors-ours")
    up = os.path.join(out_dir, "accessors-upstream")
    subprocess.run(["gcc", "-O2", src, "-I", os.path.join(ROOT, "include"),
                    os.path.join(ROOT, "target/release/liboxmlir.a"),
                    "-lpthread", "-ldl", "-lm", "-lgcc_s", "-o", ours], check=True)
    subprocess.run(["gcc", "-O2", src, "-I", f"{UP}/include", f"-L{UP}/lib",
                    "-Wl,--start-group", "-lMLIRCAPIIR", "-lMLIR", "-Wl,--end-group",
                    "/lib/x86_64-linux-gnu/libLLVM.so.22.1", "-lstdc++", "-lm", "-lpthread",
                    f"-Wl,-rpath,{UP}/lib", "-o", up], check=True)
    return ours, up


def per_call(exe, n, out_dir):
    """{function: instructions per call} for the mlir* functions main calls."""
    out = os.path.join(out_dir, os.path.basename(exe) + ".cg")
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", exe, str(n)],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    text = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--tree=calling", "--threshold=100", out],
                          check=True, capture_output=True, text=True).stdout
    result, in_main = {}, False
    for line in text.splitlines():
        if re.search(r"\*\s+\S*:main \[", line):
            in_main = True
            continue
        if in_main:
            if not line.strip():
                break
            m = re.match(r"\s*([\d,]+) .*>\s+\S*?:?(mlir\w+) \(([\d,]+)x\)", line)
            if m:
                cost, name, calls = int(m[1].replace(",", "")), m[2], int(m[3].replace(",", ""))
                if calls >= n:
                    result[name] = cost / calls
    return result


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=20000, help="operations in the block")
    args = ap.parse_args()
    out_dir = os.path.join(ROOT, "target/bench-per-call")
    os.makedirs(out_dir, exist_ok=True)
    ours_exe, up_exe = build(out_dir)
    ours, up = per_call(ours_exe, args.n, out_dir), per_call(up_exe, args.n, out_dir)
    print(f"instructions per call (callgrind, N = {args.n})")
    print(f"{'function':34} {'upstream':>9} {'ours':>9} {'ratio':>7}")
    for name in sorted(set(ours) & set(up), key=lambda k: -ours[k]):
        print(f"{name:34} {up[name]:9.1f} {ours[name]:9.1f} {ours[name] / up[name]:7.2f}")
    missing = sorted(set(ours) ^ set(up))
    if missing:
        print("only on one side:", ", ".join(missing), file=sys.stderr)


if __name__ == "__main__":
    main()
