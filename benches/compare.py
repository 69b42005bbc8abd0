#!/usr/bin/env python3
"""Side-by-side benchmark of oxmlir against upstream MLIR 22.

Builds benches/c/bench.c twice -- against liboxmlir (release) and against
upstream's C API (Debian libmlir-22-dev) -- runs the two alternately, and
prints per workload the median ns/op of each, the ratio ours/upstream and
the target ratio. With --callgrind it also counts instructions per workload
(stable on noisy machines).

Usage: python3 benches/compare.py [--n N] [--runs R] [--callgrind] [--callgrind-n N]
                                  [--only WORKLOAD ...]

--only runs the named workloads only (names as bench.c takes them:
type_get and attr_get select their _new/_hit pairs, parse selects parse
and parse_verify). The scale workloads (one input shape with N items:
scale_dict, scale_fused, scale_regions, scale_operands, scale_results,
scale_successors, scale_blockargs, scale_symbols, scale_region_ops,
scale_undeclared, scale_capi_fused, scale_capi_regions; ns per item) run
only when named, e.g. --n 100000 --only scale_dict scale_fused.
"""

import argparse
import os
import re
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
UP = "/usr/lib/llvm-22"
OUT = os.path.join(ROOT, "target", "bench-compare")

# Target ratios (ours/upstream) from shared/PERFORMANCE.md and the issues.
TARGETS = {
    "build": 0.25,
    "print": 0.2,
    "print_generic": 0.2,
    "parse": 0.1,
    "parse_verify": 0.3,
    # MLIR bytecode of the same module (the read verifies).
    "bytecode_read": 0.2,
    "bytecode_write": None,
    "walk": 0.5,
    "iterate": 0.5,
    "verify": 0.3,
    "type_get_hit": 0.2,
    "attr_get_hit": 0.2,
    "destroy": 0.5,
    # Registered ops (a module of func.func / func.call / func.return).
    "func_parse": 0.1,
    "func_print": 0.2,
    "func_verify": 0.3,
    # Registered ops of several dialects (arith, scf, memref in func.func).
    "loops_build": 0.25,
    "loops_print": 0.2,
    "loops_parse": 0.1,
    "loops_verify": 0.3,
    # The pass manager (per pass run; external no-op passes on functions).
    "passes_noverify": 0.3,
    "passes_verify": None,
    "passes_1t": None,
    "passes_2t": None,
    # One input shape with N items (ns per item; linear in N for both).
    **{w: None for w in ("scale_dict", "scale_fused", "scale_regions", "scale_operands", "scale_results",
                         "scale_successors", "scale_blockargs", "scale_symbols", "scale_region_ops",
                         "scale_undeclared", "scale_capi_fused", "scale_capi_regions")},
}

# Workloads counted with --callgrind, in order.
CALLGRIND = ("build", "walk", "iterate", "print", "print_generic", "verify", "parse", "parse_verify",
             "type_get_hit", "attr_get_hit", "destroy", "func_parse", "func_print", "func_verify",
             "loops_build", "loops_print", "loops_parse", "loops_verify")
# Name of each workload as bench.c selects it (the program's argument).
ARG = {"type_get_hit": "type_get", "type_get_new": "type_get", "attr_get_hit": "attr_get",
       "attr_get_new": "attr_get", "parse_verify": "parse",
       "bytecode_read": "bytecode", "bytecode_write": "bytecode"}
FUNC_CALLS = 100  # calls per function in bench.c's func module
LOOP_OPS = 1 + 2 + 1 + 16 * 8 + 1 + 1  # ops per function in bench.c's loops module


def sh(cmd, **kw):
    return subprocess.run(cmd, check=True, **kw)


def build():
    os.makedirs(OUT, exist_ok=True)
    sh(["cargo", "build", "--release", "-q", "-p", "oxmlir-capi"], cwd=ROOT)
    src = os.path.join(ROOT, "benches", "c", "bench.c")
    ours = os.path.join(OUT, "bench-ours")
    up = os.path.join(OUT, "bench-upstream")
    sh(["gcc", "-O2", "-g", "-I" + os.path.join(ROOT, "include"), src,
        os.path.join(ROOT, "target", "release", "liboxmlir.a"),
        "-lpthread", "-ldl", "-lm", "-o", ours])
    sh(["gcc", "-O2", "-g", "-I" + UP + "/include", src, "-L" + UP + "/lib",
        "-Wl,--start-group", "-lMLIRCAPIIR", "-lMLIRCAPIFunc", "-lMLIRCAPIArith", "-lMLIRCAPISCF",
        "-lMLIRCAPIMemRef", "-lMLIR", "-Wl,--end-group",
        "/lib/x86_64-linux-gnu/libLLVM.so.22.1", "-lstdc++", "-lm",
        "-Wl,-rpath," + UP + "/lib", "-o", up])
    return ours, up


def run(exe, n, only):
    out = subprocess.run([exe, str(n)] + list(only), check=True, capture_output=True, text=True).stdout
    res, extra = {}, {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 2:
            if parts[0] == "peak_rss_kb":
                extra["peak_rss_kb"] = float(parts[1])
                continue
            res[parts[0]] = float(parts[1])
            for kv in parts[2:]:
                k, _, v = kv.partition("=")
                if k == "bytes_per_op":
                    extra["bytes_per_op"] = float(v)
    return res, extra


def callgrind(exe, workload, n):
    fn = {"type_get_hit": "bench_type_get_hit", "type_get_new": "bench_type_get_new",
          "attr_get_hit": "bench_attr_get_hit", "attr_get_new": "bench_attr_get_new"}.get(workload, "bench_" + workload)
    arg = ARG.get(workload, workload)
    # The func workloads time a module of 2 + F * (FUNC_CALLS + 2) ops.
    if workload.startswith("func_"):
        ops = 2 + max(1, n // (FUNC_CALLS + 2)) * (FUNC_CALLS + 2)
    elif workload.startswith("loops_"):
        ops = 1 + max(1, n // LOOP_OPS) * LOOP_OPS
    else:
        ops = n
    r = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                        "--toggle-collect=" + fn, exe, str(n), arg],
                       capture_output=True, text=True)
    m = re.search(r"refs:\s+([\d,]+)", r.stderr)
    return int(m.group(1).replace(",", "")) / ops if m else float("nan")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=1_000_000)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--callgrind", action="store_true")
    ap.add_argument("--callgrind-n", type=int, default=100_000)
    ap.add_argument("--only", nargs="+", default=[], metavar="WORKLOAD")
    a = ap.parse_args()
    if not os.path.exists(UP + "/lib/libMLIRCAPIIR.a"):
        sys.exit("upstream MLIR 22 is not installed (apt-get install libmlir-22-dev)")
    ours, up = build()
    samples = {"ours": {}, "upstream": {}}
    extras = {"ours": {}, "upstream": {}}
    for i in range(a.runs):
        for side, exe in (("upstream", up), ("ours", ours)) if i % 2 == 0 else (("ours", ours), ("upstream", up)):
            res, extra = run(exe, a.n, a.only)
            for k, v in res.items():
                samples[side].setdefault(k, []).append(v)
            for k, v in extra.items():
                extras[side].setdefault(k, []).append(v)
    print(f"N = {a.n}, {a.runs} alternating runs, medians (ns per op)")
    for side in ("upstream", "ours"):
        one, two = samples[side].get("passes_1t"), samples[side].get("passes_2t")
        if one and two:
            print(f"speed-up of a function pipeline on 2 threads ({side}): "
                  f"{statistics.median(one) / statistics.median(two):.2f}")
    print(f"{'workload':<16}{'upstream':>11}{'ours':>11}{'ratio':>9}{'target':>9}")
    for w in samples["upstream"]:
        if w not in samples["ours"]:
            continue
        u = statistics.median(samples["upstream"][w])
        o = statistics.median(samples["ours"][w])
        ratio = o / u if u else float("nan")
        t = TARGETS.get(w)
        mark = "" if t is None else ("  ok" if ratio <= t else "  miss")
        print(f"{w:<16}{u:>11.2f}{o:>11.2f}{ratio:>9.2f}{(t if t else float('nan')):>9.2f}{mark}")
    for k, label in (("bytes_per_op", "bytes per op (build)"), ("peak_rss_kb", "peak RSS, KiB")):
        if k not in extras["upstream"] or k not in extras["ours"]:
            continue
        u = statistics.median(extras["upstream"][k])
        o = statistics.median(extras["ours"][k])
        t = "  (target 0.50)" if k == "bytes_per_op" else ""
        print(f"{label:<24}{u:>11.1f}{o:>11.1f}{o / u:>9.2f}{t}")
    if a.callgrind:
        print(f"\ninstructions per op (callgrind, N = {a.callgrind_n})")
        print(f"{'workload':<16}{'upstream':>11}{'ours':>11}{'ratio':>9}")
        for w in CALLGRIND:
            if a.only and ARG.get(w, w) not in a.only:
                continue
            u = callgrind(up, w, a.callgrind_n)
            o = callgrind(ours, w, a.callgrind_n)
            ratio = o / u if u else float("nan")
            print(f"{w:<16}{u:>11.1f}{o:>11.1f}{ratio:>9.2f}")


if __name__ == "__main__":
    main()
