// The side-by-side benchmark: the same program is linked against upstream
// MLIR 22 and against oxmlir (`benches/compare.py` does both and prints the
// ratios). Workload (shared/PERFORMANCE.md): one region, one block, N
// unregistered ops alternating
//   %k = "test.const"() {value = k : i32} : () -> i32
//   %k = "test.add"(%k-2, %k-1) : (i32, i32) -> i32
// built and inspected only through the C API; `parse` prints the module and
// times parsing the text back (mlirModuleCreateParse, which verifies as
// upstream's does; `parse_verify` is that verification alone, run again on
// the parsed module). The func_* workloads use a second context with the
// func dialect loaded and a module of registered ops (see func_text):
// func_parse, func_print, func_verify. Prints one line per workload:
//   <workload> <ns per op> [key=value ...]
// Usage: bench N [workload...]   (all workloads by default, except
// print_each and the scale_* workloads, which run only when named; the
// N-op test.* module is built only when a workload over it is named)
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/MemRef.h"
#include "mlir-c/Dialect/SCF.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"

// Each workload is a separate function so instruction counts can be
// collected per workload (valgrind --toggle-collect=bench_<name>); no_icf
// keeps identical ones (bench_print, bench_func_print) from being merged
// into one symbol.
#if defined(__clang__)
#define NOINLINE __attribute__((noinline))
#else
#define NOINLINE __attribute__((noinline, noclone, no_icf))
#endif

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static long status_kb(const char *key) {
  FILE *f = fopen("/proc/self/status", "r");
  char line[256];
  long kb = 0;
  size_t n = strlen(key);
  while (f && fgets(line, sizeof line, f))
    if (!strncmp(line, key, n))
      kb = atol(line + n);
  if (f)
    fclose(f);
  return kb;
}

static MlirStringRef S(const char *s) { return mlirStringRefCreateFromCString(s); }

NOINLINE static MlirModule bench_build(MlirContext ctx, long n) {
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirModule m = mlirModuleCreateEmpty(loc);
  MlirBlock body = mlirModuleGetBody(m);
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);
  MlirIdentifier valueId = mlirIdentifierGet(ctx, S("value"));
  MlirValue prev[2] = {{0}, {0}};
  for (long k = 0; k < n; ++k) {
    MlirOperationState st;
    if (k < 2 || k % 2 == 0) {
      st = mlirOperationStateGet(S("test.const"), loc);
      MlirNamedAttribute na = mlirNamedAttributeGet(valueId, mlirIntegerAttrGet(i32, k));
      mlirOperationStateAddAttributes(&st, 1, &na);
    } else {
      st = mlirOperationStateGet(S("test.add"), loc);
      mlirOperationStateAddOperands(&st, 2, prev);
    }
    mlirOperationStateAddResults(&st, 1, &i32);
    MlirOperation op = mlirOperationCreate(&st);
    mlirBlockAppendOwnedOperation(body, op);
    prev[0] = prev[1];
    prev[1] = mlirOperationGetResult(op, 0);
  }
  return m;
}

static MlirWalkResult count_cb(MlirOperation op, void *u) {
  (void)op;
  ++*(long *)u;
  return MlirWalkResultAdvance;
}

static void sink_cb(MlirStringRef s, void *u) { *(size_t *)u += s.length; }

NOINLINE static long bench_walk(MlirOperation mop) {
  long count = 0;
  mlirOperationWalk(mop, count_cb, &count, MlirWalkPreOrder);
  return count;
}

NOINLINE static long bench_iterate(MlirModule m) {
  long count = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(m)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    ++count;
  return count;
}

NOINLINE static size_t bench_print(MlirOperation mop) {
  size_t bytes = 0;
  mlirOperationPrint(mop, sink_cb, &bytes);
  return bytes;
}

// Each op of the block printed on its own (numbered from the module):
// linear for us, quadratic upstream (each print renumbers the module).
NOINLINE static size_t bench_print_each(MlirModule m) {
  size_t bytes = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(m)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    mlirOperationPrint(op, sink_cb, &bytes);
  return bytes;
}

NOINLINE static size_t bench_print_generic(MlirOperation mop) {
  size_t bytes = 0;
  MlirOpPrintingFlags f = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsPrintGenericOpForm(f);
  mlirOperationPrintWithFlags(mop, f, sink_cb, &bytes);
  mlirOpPrintingFlagsDestroy(f);
  return bytes;
}

NOINLINE static int bench_verify(MlirOperation mop) { return mlirOperationVerify(mop); }

// The text of the module, to parse back.
struct Text {
  char *data;
  size_t len, cap;
};

static void text_cb(MlirStringRef s, void *u) {
  struct Text *t = u;
  if (t->len + s.length > t->cap) {
    t->cap = (t->len + s.length) * 2;
    t->data = realloc(t->data, t->cap);
  }
  memcpy(t->data + t->len, s.data, s.length);
  t->len += s.length;
}

// Parsing includes verifying the parsed module, as upstream's does;
// bench_parse_verify times that verification alone, on the parsed module.
NOINLINE static MlirModule bench_parse(MlirContext ctx, struct Text *t) {
  return mlirModuleCreateParse(ctx, (MlirStringRef){t->data, t->len});
}

NOINLINE static int bench_parse_verify(MlirModule m) { return mlirOperationVerify(mlirModuleGetOperation(m)); }

// Registered ops: a module of func.func definitions, each a chain of
// FUNC_CALLS func.call ops ending in func.return, plus the declaration of
// the callee so the module verifies (the symbol uses are checked):
//   func.func private @callee(i32) -> i32
//   func.func @fK(%arg0: i32) -> i32 {
//     %0 = func.call @callee(%arg0) : (i32) -> i32
//     %1 = func.call @callee(%0) : (i32) -> i32   ... FUNC_CALLS calls
//     func.return %<FUNC_CALLS-1> : i32
//   }
// About N ops in all: FUNC_CALLS + 2 per function (func.func, calls,
// return), plus the module and the declaration. *ops gets the exact count.
#define FUNC_CALLS 100

static void text_puts(struct Text *t, const char *s) { text_cb(S(s), t); }

static struct Text func_text(long n, long *ops) {
  struct Text t = {0};
  char line[128];
  long funcs = n / (FUNC_CALLS + 2);
  if (funcs < 1)
    funcs = 1;
  text_puts(&t, "module {\n  func.func private @callee(i32) -> i32\n");
  for (long f = 0; f < funcs; ++f) {
    snprintf(line, sizeof line, "  func.func @f%ld(%%arg0: i32) -> i32 {\n", f);
    text_puts(&t, line);
    text_puts(&t, "    %0 = func.call @callee(%arg0) : (i32) -> i32\n");
    for (int k = 1; k < FUNC_CALLS; ++k) {
      snprintf(line, sizeof line, "    %%%d = func.call @callee(%%%d) : (i32) -> i32\n", k, k - 1);
      text_puts(&t, line);
    }
    snprintf(line, sizeof line, "    func.return %%%d : i32\n  }\n", FUNC_CALLS - 1);
    text_puts(&t, line);
  }
  text_puts(&t, "}\n");
  *ops = 2 + funcs * (FUNC_CALLS + 2);
  return t;
}

NOINLINE static MlirModule bench_func_parse(MlirContext ctx, struct Text *t) {
  return mlirModuleCreateParse(ctx, (MlirStringRef){t->data, t->len});
}

NOINLINE static size_t bench_func_print(MlirOperation mop) {
  size_t bytes = 0;
  mlirOperationPrint(mop, sink_cb, &bytes);
  return bytes;
}

NOINLINE static int bench_func_verify(MlirOperation mop) { return mlirOperationVerify(mop); }

NOINLINE static void bench_type_get_new(MlirContext ctx, long n) {
  for (long k = 0; k < n; ++k)
    mlirIntegerTypeGet(ctx, 1000 + (unsigned)k);
}

NOINLINE static void bench_type_get_hit(MlirContext ctx, long n) {
  for (long k = 0; k < n; ++k)
    mlirIntegerTypeGet(ctx, 1000 + (unsigned)(k % 64));
}

NOINLINE static void bench_attr_get_new(MlirType t, long n) {
  for (long k = 0; k < n; ++k)
    mlirIntegerAttrGet(t, k + 7000000);
}

NOINLINE static void bench_attr_get_hit(MlirType t, long n) {
  for (long k = 0; k < n; ++k)
    mlirIntegerAttrGet(t, 7000000 + k % 64);
}

NOINLINE static void bench_destroy(MlirModule m, MlirContext ctx) {
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
}

// ---------------------------------------------------------------------------
// The loops_* workloads: registered ops of several dialects, built through
// the C API. N / LOOP_OPS functions of
//   func.func @fK(%n: index, %m: memref<?xi32>, %x: i32) -> i32 {
//     %c0 = arith.constant 0 : index
//     %c1 = arith.constant 1 : index
//     %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) {
//       // LOOP_REPEAT times, chained through %acc:
//       %v = memref.load %m[%i] : memref<?xi32>
//       %s = arith.addi %acc, %v : i32
//       %p = arith.cmpi slt, %s, %x : i32
//       %t = scf.if %p -> (i32) { %d = arith.muli %s, %s : i32
//                                 scf.yield %d : i32 } else { scf.yield %s : i32 }
//       memref.store %t, %m[%i] : memref<?xi32>
//       scf.yield %t : i32
//     }
//     return %r : i32
//   }
// ---------------------------------------------------------------------------

static int wants(int argc, char **argv, const char *w);

#define LOOP_REPEAT 16
#define LOOP_OPS (1 + 2 + 1 + LOOP_REPEAT * 8 + 1 + 1)

struct Loops {
  MlirContext ctx;
  MlirLocation loc;
  MlirType index, i1, i32, mem;
  MlirIdentifier value, predicate;
};

static MlirOperation make_op(struct Loops *L, MlirBlock b, const char *name, intptr_t n, MlirValue *operands,
                             intptr_t nres, MlirType *results, intptr_t nattrs, MlirNamedAttribute *attrs,
                             intptr_t nregions, MlirRegion *regions) {
  MlirOperationState st = mlirOperationStateGet(S(name), L->loc);
  mlirOperationStateAddOperands(&st, n, operands);
  mlirOperationStateAddResults(&st, nres, results);
  mlirOperationStateAddAttributes(&st, nattrs, attrs);
  mlirOperationStateAddOwnedRegions(&st, nregions, regions);
  MlirOperation op = mlirOperationCreate(&st);
  mlirBlockAppendOwnedOperation(b, op);
  return op;
}

static MlirValue yield_block(struct Loops *L, MlirRegion r, MlirValue v) {
  MlirBlock b = mlirBlockCreate(0, NULL, NULL);
  mlirRegionAppendOwnedBlock(r, b);
  make_op(L, b, "scf.yield", 1, &v, 0, NULL, 0, NULL, 0, NULL);
  return v;
}

static void build_loop_func(struct Loops *L, MlirBlock module_body, long k) {
  MlirType args[3] = {L->index, L->mem, L->i32};
  MlirLocation locs[3] = {L->loc, L->loc, L->loc};
  MlirRegion body = mlirRegionCreate();
  MlirBlock entry = mlirBlockCreate(3, args, locs);
  mlirRegionAppendOwnedBlock(body, entry);
  MlirValue n = mlirBlockGetArgument(entry, 0), m = mlirBlockGetArgument(entry, 1), x = mlirBlockGetArgument(entry, 2);
  MlirNamedAttribute c0a = mlirNamedAttributeGet(L->value, mlirIntegerAttrGet(L->index, 0));
  MlirNamedAttribute c1a = mlirNamedAttributeGet(L->value, mlirIntegerAttrGet(L->index, 1));
  MlirValue c0 = mlirOperationGetResult(make_op(L, entry, "arith.constant", 0, NULL, 1, &L->index, 1, &c0a, 0, NULL), 0);
  MlirValue c1 = mlirOperationGetResult(make_op(L, entry, "arith.constant", 0, NULL, 1, &L->index, 1, &c1a, 0, NULL), 0);
  MlirRegion loop = mlirRegionCreate();
  MlirType largs[2] = {L->index, L->i32};
  MlirBlock lb = mlirBlockCreate(2, largs, locs);
  mlirRegionAppendOwnedBlock(loop, lb);
  MlirValue i = mlirBlockGetArgument(lb, 0), acc = mlirBlockGetArgument(lb, 1);
  MlirNamedAttribute slt = mlirNamedAttributeGet(L->predicate, mlirIntegerAttrGet(mlirIntegerTypeGet(L->ctx, 64), 2));
  for (int r = 0; r < LOOP_REPEAT; ++r) {
    MlirValue li[2] = {m, i};
    MlirValue v = mlirOperationGetResult(make_op(L, lb, "memref.load", 2, li, 1, &L->i32, 0, NULL, 0, NULL), 0);
    MlirValue av[2] = {acc, v};
    MlirValue s = mlirOperationGetResult(make_op(L, lb, "arith.addi", 2, av, 1, &L->i32, 0, NULL, 0, NULL), 0);
    MlirValue sx[2] = {s, x};
    MlirValue p = mlirOperationGetResult(make_op(L, lb, "arith.cmpi", 2, sx, 1, &L->i1, 1, &slt, 0, NULL), 0);
    MlirRegion ifr[2] = {mlirRegionCreate(), mlirRegionCreate()};
    MlirBlock tb = mlirBlockCreate(0, NULL, NULL);
    mlirRegionAppendOwnedBlock(ifr[0], tb);
    MlirValue ss[2] = {s, s};
    MlirValue d = mlirOperationGetResult(make_op(L, tb, "arith.muli", 2, ss, 1, &L->i32, 0, NULL, 0, NULL), 0);
    make_op(L, tb, "scf.yield", 1, &d, 0, NULL, 0, NULL, 0, NULL);
    yield_block(L, ifr[1], s);
    MlirValue t = mlirOperationGetResult(make_op(L, lb, "scf.if", 1, &p, 1, &L->i32, 0, NULL, 2, ifr), 0);
    MlirValue st[3] = {t, m, i};
    make_op(L, lb, "memref.store", 3, st, 0, NULL, 0, NULL, 0, NULL);
    acc = t;
  }
  make_op(L, lb, "scf.yield", 1, &acc, 0, NULL, 0, NULL, 0, NULL);
  MlirValue init[4] = {c0, n, c1, x};
  MlirValue r = mlirOperationGetResult(make_op(L, entry, "scf.for", 4, init, 1, &L->i32, 0, NULL, 1, &loop), 0);
  make_op(L, entry, "func.return", 1, &r, 0, NULL, 0, NULL, 0, NULL);
  char name[32];
  snprintf(name, sizeof name, "f%ld", k);
  MlirType fty = mlirFunctionTypeGet(L->ctx, 3, args, 1, &L->i32);
  MlirNamedAttribute fattrs[2] = {
      mlirNamedAttributeGet(mlirIdentifierGet(L->ctx, S("sym_name")), mlirStringAttrGet(L->ctx, S(name))),
      mlirNamedAttributeGet(mlirIdentifierGet(L->ctx, S("function_type")), mlirTypeAttrGet(fty))};
  make_op(L, module_body, "func.func", 0, NULL, 0, NULL, 2, fattrs, 1, &body);
}

NOINLINE static MlirModule bench_loops_build(struct Loops *L, long funcs) {
  MlirModule m = mlirModuleCreateEmpty(L->loc);
  MlirBlock body = mlirModuleGetBody(m);
  for (long k = 0; k < funcs; ++k)
    build_loop_func(L, body, k);
  return m;
}

NOINLINE static size_t bench_loops_print(MlirOperation mop) {
  size_t bytes = 0;
  mlirOperationPrint(mop, sink_cb, &bytes);
  return bytes;
}

NOINLINE static MlirModule bench_loops_parse(MlirContext ctx, struct Text *t) {
  return mlirModuleCreateParse(ctx, (MlirStringRef){t->data, t->len});
}

NOINLINE static int bench_loops_verify(MlirOperation mop) { return mlirOperationVerify(mop); }

static void run_loops(int argc, char **argv, long n) {
  int lb = wants(argc, argv, "loops_build"), lp = wants(argc, argv, "loops_print"),
      lpa = wants(argc, argv, "loops_parse"), lv = wants(argc, argv, "loops_verify");
  if (!(lb || lp || lpa || lv))
    return;
  struct Loops L;
  L.ctx = mlirContextCreate();
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__func__(), L.ctx);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__arith__(), L.ctx);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__scf__(), L.ctx);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__memref__(), L.ctx);
  L.loc = mlirLocationUnknownGet(L.ctx);
  L.index = mlirIndexTypeGet(L.ctx);
  L.i1 = mlirIntegerTypeGet(L.ctx, 1);
  L.i32 = mlirIntegerTypeGet(L.ctx, 32);
  int64_t dyn = mlirShapedTypeGetDynamicSize();
  L.mem = mlirMemRefTypeContiguousGet(L.i32, 1, &dyn, mlirAttributeGetNull());
  L.value = mlirIdentifierGet(L.ctx, S("value"));
  L.predicate = mlirIdentifierGet(L.ctx, S("predicate"));
  long funcs = n / LOOP_OPS;
  if (funcs < 1)
    funcs = 1;
  long ops = 1 + funcs * LOOP_OPS;
  double a = now();
  MlirModule m = bench_loops_build(&L, funcs);
  double b = now();
  MlirOperation mop = mlirModuleGetOperation(m);
  if (lb)
    printf("loops_build %.1f ops=%ld walked=%ld\n", (b - a) / ops, ops, bench_walk(mop));
  if (!mlirOperationVerify(mop)) {
    fprintf(stderr, "loops module does not verify\n");
    exit(1);
  }
  if (lp) {
    double c = now();
    size_t bytes = bench_loops_print(mop);
    double d = now();
    printf("loops_print %.1f bytes=%zu\n", (d - c) / ops, bytes);
  }
  if (lv) {
    double c = now();
    int ok = bench_loops_verify(mop);
    double d = now();
    printf("loops_verify %.1f ok=%d\n", (d - c) / ops, ok);
  }
  if (lpa) {
    struct Text t = {0};
    mlirOperationPrint(mop, text_cb, &t);
    double c = now();
    MlirModule p = bench_loops_parse(L.ctx, &t);
    double d = now();
    if (mlirModuleIsNull(p)) {
      fprintf(stderr, "loops_parse failed\n");
      exit(1);
    }
    printf("loops_parse %.1f bytes=%zu\n", (d - c) / ops, t.len);
    mlirModuleDestroy(p);
    free(t.data);
  }
  mlirModuleDestroy(m);
  mlirContextDestroy(L.ctx);
}

// The passes_* workloads: a pass manager nested on each function of a
// module runs external passes that do nothing (a C callback each). Times
// are per pass run (one pass on one function).
// * passes_noverify: 10,000 small functions (addi, muli, return; N/100
//   functions for other N), five passes, no verification after passes,
//   multithreading disabled: the pass manager's own cost;
// * passes_verify: the same with the verifier after each pass, as
//   pipelines run by default;
// * passes_1t / passes_2t: 2,000 functions of 40 operations (N/500),
//   three passes with verification, multithreading disabled / enabled
//   (the machine's threads): the speed-up of a function pipeline.
static uint64_t bench_pass_type_id;
static void *bench_pass_clone(void *u) { return u; }
static void bench_pass_run(MlirOperation op, MlirExternalPass p, void *u) {
  (void)op;
  (void)p;
  (void)u;
}

NOINLINE static int bench_passes_run(MlirPassManager pm, MlirOperation m) {
  return mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, m));
}

static struct Text passes_text(long funcs, int ops) {
  struct Text t = {0};
  char line[160];
  for (long f = 0; f < funcs; ++f) {
    snprintf(line, sizeof line, "func.func @f%ld(%%a: i32) -> i32 {\n  %%v0 = arith.addi %%a, %%a : i32\n", f);
    text_puts(&t, line);
    for (int k = 1; k < ops; ++k) {
      snprintf(line, sizeof line, "  %%v%d = arith.muli %%v%d, %%a : i32\n", k, k - 1);
      text_puts(&t, line);
    }
    snprintf(line, sizeof line, "  return %%v%d : i32\n}\n", ops - 1);
    text_puts(&t, line);
  }
  return t;
}

// Seconds per pass run of `passes` no-op passes on each of `funcs`
// functions of `ops` operations.
static double time_passes(long funcs, int ops, int passes, int verify, int threads) {
  MlirContext ctx = mlirContextCreateWithThreading(threads);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__func__(), ctx);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__arith__(), ctx);
  struct Text t = passes_text(funcs, ops);
  MlirModule m = mlirModuleCreateParse(ctx, mlirStringRefCreate(t.data, t.len));
  if (mlirModuleIsNull(m)) {
    fprintf(stderr, "passes: parse failed\n");
    exit(1);
  }
  MlirPassManager pm = mlirPassManagerCreateOnOperation(ctx, mlirStringRefCreateFromCString("builtin.module"));
  MlirOpPassManager f = mlirPassManagerGetNestedUnder(pm, mlirStringRefCreateFromCString("func.func"));
  MlirExternalPassCallbacks cb = {NULL, NULL, NULL, bench_pass_clone, bench_pass_run};
  for (int i = 0; i < passes; ++i)
    mlirOpPassManagerAddOwnedPass(
        f, mlirCreateExternalPass(mlirTypeIDCreate(&bench_pass_type_id), mlirStringRefCreateFromCString("Nop"),
                                  mlirStringRefCreateFromCString("nop"), mlirStringRefCreateFromCString(""),
                                  mlirStringRefCreateFromCString("func.func"), 0, NULL, cb, NULL));
  mlirPassManagerEnableVerifier(pm, verify);
  MlirOperation mop = mlirModuleGetOperation(m);
  bench_passes_run(pm, mop); // warm-up: clones, first-run setup
  double a = now();
  int ok = bench_passes_run(pm, mop);
  double b = now();
  if (!ok) {
    fprintf(stderr, "passes: run failed\n");
    exit(1);
  }
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  free(t.data);
  return (b - a) / ((double)funcs * passes);
}

// Scale workloads (only when named): one input shape with N items, parsed
// with mlirModuleCreateParse (which verifies), or built through the C API;
// each must cost the same per item at any N (tests/scale.rs checks the
// ratio for us; these compare with upstream).
static void text_printf(struct Text *t, const char *fmt, long k) {
  char buf[64];
  snprintf(buf, sizeof buf, fmt, k);
  text_puts(t, buf);
}

// Appends the text of shape `w` with n items to t; 0 for an unknown shape.
static int scale_text(const char *w, long n, struct Text *t) {
  if (!strcmp(w, "scale_dict")) {
    text_puts(t, "\"test.op\"() {");
    for (long k = 0; k < n; ++k)
      text_printf(t, k ? ", a%ld = 1" : "a%ld = 1", k);
    text_puts(t, "} : () -> ()\n");
  } else if (!strcmp(w, "scale_fused")) {
    text_puts(t, "\"test.op\"() : () -> () loc(fused[");
    for (long k = 0; k < n; ++k)
      text_printf(t, k ? ", \"l%ld\"" : "\"l%ld\"", k);
    text_puts(t, "])\n");
  } else if (!strcmp(w, "scale_regions")) {
    text_puts(t, "\"test.op\"() (");
    for (long k = 0; k < n; ++k)
      text_puts(t, k ? ", {}" : "{}");
    text_puts(t, ") : () -> ()\n");
  } else if (!strcmp(w, "scale_operands")) {
    text_puts(t, "%0 = \"test.def\"() : () -> i32\n\"test.op\"(");
    for (long k = 0; k < n; ++k)
      text_puts(t, k ? ", %0" : "%0");
    text_puts(t, ") : (");
    for (long k = 0; k < n; ++k)
      text_puts(t, k ? ", i32" : "i32");
    text_puts(t, ") -> ()\n");
  } else if (!strcmp(w, "scale_results")) {
    text_printf(t, "%%r:%ld = \"test.op\"() : () -> (", n);
    for (long k = 0; k < n; ++k)
      text_puts(t, k ? ", i32" : "i32");
    text_puts(t, ")\n");
  } else if (!strcmp(w, "scale_successors")) {
    text_puts(t, "\"test.op\"() ({\n  \"test.br\"() [");
    for (long k = 0; k < n; ++k)
      text_puts(t, k ? ", ^bb1" : "^bb1");
    text_puts(t, "] : () -> ()\n^bb1:\n  \"test.end\"() : () -> ()\n}) : () -> ()\n");
  } else if (!strcmp(w, "scale_blockargs")) {
    text_puts(t, "\"test.op\"() ({\n^bb0(");
    for (long k = 0; k < n; ++k)
      text_printf(t, k ? ", %%a%ld: i32" : "%%a%ld: i32", k);
    text_puts(t, "):\n  \"test.end\"() : () -> ()\n}) : () -> ()\n");
  } else if (!strcmp(w, "scale_symbols")) {
    for (long k = 0; k < n; ++k)
      text_printf(t, "func.func private @f%ld()\n", k);
  } else if (!strcmp(w, "scale_region_ops")) {
    for (long k = 0; k < n; ++k)
      text_puts(t, "\"test.op\"() ({\n  \"test.inner\"() : () -> ()\n}) : () -> ()\n");
  } else if (!strcmp(w, "scale_undeclared")) {
    for (long k = 0; k < n; ++k)
      text_printf(t, "\"test.op\"(%%x%ld) : (i32) -> ()\n", k);
  } else {
    return 0;
  }
  return 1;
}

// Counts the diagnostics instead of printing them.
static MlirLogicalResult count_diag_handler(MlirDiagnostic d, void *u) {
  (void)d;
  ++*(long *)u;
  return mlirLogicalResultSuccess();
}

NOINLINE static MlirModule bench_scale_parse(MlirContext ctx, struct Text *t) {
  return mlirModuleCreateParse(ctx, (MlirStringRef){t->data, t->len});
}

NOINLINE static void bench_scale_capi_fused(MlirContext ctx, long n) {
  MlirLocation *locs = malloc(sizeof *locs * n);
  for (long k = 0; k < n; ++k)
    locs[k] = mlirLocationFileLineColGet(ctx, S("f"), (unsigned)k + 1, 1);
  MlirLocation fused = mlirLocationFusedGet(ctx, n, locs, (MlirAttribute){0});
  if (mlirLocationIsNull(fused))
    fprintf(stderr, "scale_capi_fused failed\n");
  free(locs);
}

NOINLINE static void bench_scale_capi_regions(MlirContext ctx, long n) {
  MlirOperationState st = mlirOperationStateGet(S("test.op"), mlirLocationUnknownGet(ctx));
  MlirRegion *regions = malloc(sizeof *regions * n);
  for (long k = 0; k < n; ++k)
    regions[k] = mlirRegionCreate();
  mlirOperationStateAddOwnedRegions(&st, n, regions);
  MlirOperation op = mlirOperationCreate(&st);
  mlirOperationDestroy(op);
  free(regions);
}

static void run_scale(int argc, char **argv, long n) {
  static const char *shapes[] = {"scale_dict",      "scale_fused",   "scale_regions",    "scale_operands",
                                 "scale_results",   "scale_successors", "scale_blockargs", "scale_symbols",
                                 "scale_region_ops", "scale_undeclared"};
  if (argc <= 2)
    return;
  for (size_t i = 0; i < sizeof shapes / sizeof *shapes; ++i) {
    if (!wants(argc, argv, shapes[i]))
      continue;
    MlirContext ctx = mlirContextCreate();
    mlirContextSetAllowUnregisteredDialects(ctx, true);
    mlirDialectHandleLoadDialect(mlirGetDialectHandle__func__(), ctx);
    long diags = 0;
    mlirContextAttachDiagnosticHandler(ctx, count_diag_handler, &diags, NULL);
    struct Text text = {0};
    scale_text(shapes[i], n, &text);
    double a = now();
    MlirModule m = bench_scale_parse(ctx, &text);
    double b = now();
    printf("%s %.1f ok=%d diagnostics=%ld\n", shapes[i], (b - a) / n, !mlirModuleIsNull(m), diags);
    if (!mlirModuleIsNull(m))
      mlirModuleDestroy(m);
    free(text.data);
    mlirContextDestroy(ctx);
  }
  if (wants(argc, argv, "scale_capi_fused") || wants(argc, argv, "scale_capi_regions")) {
    MlirContext ctx = mlirContextCreate();
    mlirContextSetAllowUnregisteredDialects(ctx, true);
    if (wants(argc, argv, "scale_capi_fused")) {
      double a = now();
      bench_scale_capi_fused(ctx, n);
      double b = now();
      printf("scale_capi_fused %.1f\n", (b - a) / n);
    }
    if (wants(argc, argv, "scale_capi_regions")) {
      double a = now();
      bench_scale_capi_regions(ctx, n);
      double b = now();
      printf("scale_capi_regions %.1f\n", (b - a) / n);
    }
    mlirContextDestroy(ctx);
  }
}

static void run_passes(int argc, char **argv, long n) {
  long small = n / 100 > 0 ? n / 100 : 1, big = n / 500 > 0 ? n / 500 : 1;
  if (wants(argc, argv, "passes_noverify"))
    printf("passes_noverify %.1f\n", time_passes(small, 2, 5, 0, 0));
  if (wants(argc, argv, "passes_verify"))
    printf("passes_verify %.1f\n", time_passes(small, 2, 5, 1, 0));
  if (wants(argc, argv, "passes_1t"))
    printf("passes_1t %.1f\n", time_passes(big, 40, 3, 1, 0));
  if (wants(argc, argv, "passes_2t"))
    printf("passes_2t %.1f\n", time_passes(big, 40, 3, 1, 1));
}

static int wants(int argc, char **argv, const char *w) {
  if (argc <= 2)
    return 1;
  for (int i = 2; i < argc; ++i)
    if (!strcmp(argv[i], w))
      return 1;
  return 0;
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 100000;
  static const char *unregistered[] = {"build",  "walk",     "iterate",  "print",    "print_each", "print_generic",
                                       "verify", "parse",    "type_get", "attr_get", "destroy",    "bytecode"};
  int any_unregistered = 0;
  for (size_t i = 0; i < sizeof unregistered / sizeof *unregistered; ++i)
    any_unregistered |= wants(argc, argv, unregistered[i]);
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  long rss0 = status_kb("VmRSS:");
  double t0 = now();
  MlirModule m = bench_build(ctx, any_unregistered ? n : 0);
  double t1 = now();
  long rss1 = status_kb("VmRSS:");
  if (wants(argc, argv, "build"))
    printf("build %.1f bytes_per_op=%.1f\n", (t1 - t0) / n, (rss1 - rss0) * 1024.0 / n);
  MlirOperation mop = mlirModuleGetOperation(m);
  if (wants(argc, argv, "walk")) {
    double a = now();
    long count = bench_walk(mop);
    double b = now();
    printf("walk %.2f ops=%ld\n", (b - a) / n, count);
  }
  if (wants(argc, argv, "iterate")) {
    double a = now();
    long count = bench_iterate(m);
    double b = now();
    printf("iterate %.2f ops=%ld\n", (b - a) / n, count);
  }
  if (wants(argc, argv, "print")) {
    double a = now();
    size_t bytes = bench_print(mop);
    double b = now();
    printf("print %.1f bytes=%zu\n", (b - a) / n, bytes);
  }
  // Only when asked for: quadratic upstream, so run it there with a small N.
  if (argc > 2 && wants(argc, argv, "print_each")) {
    double a = now();
    size_t bytes = bench_print_each(m);
    double b = now();
    printf("print_each %.1f bytes=%zu\n", (b - a) / n, bytes);
  }
  if (wants(argc, argv, "print_generic")) {
    double a = now();
    size_t bytes = bench_print_generic(mop);
    double b = now();
    printf("print_generic %.1f bytes=%zu\n", (b - a) / n, bytes);
  }
  if (wants(argc, argv, "verify")) {
    double a = now();
    int ok = bench_verify(mop);
    double b = now();
    printf("verify %.1f ok=%d\n", (b - a) / n, ok);
  }
  if (wants(argc, argv, "parse")) {
    struct Text text = {0};
    mlirOperationPrint(mop, text_cb, &text);
    double a = now();
    MlirModule p = bench_parse(ctx, &text);
    double b = now();
    int ok = !mlirModuleIsNull(p) && bench_parse_verify(p);
    double c = now();
    long count = mlirModuleIsNull(p) ? 0 : bench_iterate(p);
    printf("parse %.1f bytes=%zu ops=%ld\n", (b - a) / n, text.len, count);
    printf("parse_verify %.1f ok=%d\n", (c - b) / n, ok);
    if (!mlirModuleIsNull(p))
      mlirModuleDestroy(p);
    free(text.data);
  }
  // MLIR bytecode of the module: written, then read back (the read
  // verifies, as mlirModuleCreateParse does for text).
  if (wants(argc, argv, "bytecode")) {
    struct Text bc = {0};
    double a = now();
    mlirOperationWriteBytecode(mop, text_cb, &bc);
    double b = now();
    MlirModule p = mlirModuleCreateParse(ctx, (MlirStringRef){bc.data, bc.len});
    double c = now();
    long count = mlirModuleIsNull(p) ? 0 : bench_iterate(p);
    printf("bytecode_write %.1f bytes=%zu\n", (b - a) / n, bc.len);
    printf("bytecode_read %.1f ops=%ld\n", (c - b) / n, count);
    if (!mlirModuleIsNull(p))
      mlirModuleDestroy(p);
    free(bc.data);
  }
  if (wants(argc, argv, "type_get")) {
    double a = now();
    bench_type_get_new(ctx, n);
    double b = now();
    bench_type_get_hit(ctx, n);
    double c = now();
    printf("type_get_new %.1f\n", (b - a) / n);
    printf("type_get_hit %.1f\n", (c - b) / n);
  }
  if (wants(argc, argv, "attr_get")) {
    MlirType i64 = mlirIntegerTypeGet(ctx, 64);
    double a = now();
    bench_attr_get_new(i64, n);
    double b = now();
    bench_attr_get_hit(i64, n);
    double c = now();
    printf("attr_get_new %.1f\n", (b - a) / n);
    printf("attr_get_hit %.1f\n", (c - b) / n);
  }
  int fp = wants(argc, argv, "func_parse"), fpr = wants(argc, argv, "func_print"),
      fv = wants(argc, argv, "func_verify");
  if (fp || fpr || fv) {
    MlirContext fctx = mlirContextCreate();
    mlirDialectHandleLoadDialect(mlirGetDialectHandle__func__(), fctx);
    long ops = 0;
    struct Text text = func_text(n, &ops);
    double a = now();
    MlirModule p = bench_func_parse(fctx, &text);
    double b = now();
    if (mlirModuleIsNull(p)) {
      fprintf(stderr, "func_parse failed\n");
      return 1;
    }
    long walked = bench_walk(mlirModuleGetOperation(p));
    if (fp)
      printf("func_parse %.1f bytes=%zu ops=%ld walked=%ld\n", (b - a) / ops, text.len, ops, walked);
    if (fpr) {
      double c = now();
      size_t bytes = bench_func_print(mlirModuleGetOperation(p));
      double d = now();
      printf("func_print %.1f bytes=%zu\n", (d - c) / ops, bytes);
    }
    if (fv) {
      double c = now();
      int ok = bench_func_verify(mlirModuleGetOperation(p));
      double d = now();
      printf("func_verify %.1f ok=%d\n", (d - c) / ops, ok);
    }
    mlirModuleDestroy(p);
    mlirContextDestroy(fctx);
    free(text.data);
  }
  run_loops(argc, argv, n);
  run_passes(argc, argv, n);
  run_scale(argc, argv, n);
  double d0 = now();
  bench_destroy(m, ctx);
  double d1 = now();
  if (wants(argc, argv, "destroy"))
    printf("destroy %.1f\n", (d1 - d0) / n);
  printf("peak_rss_kb %ld\n", status_kb("VmHWM:"));
  return 0;
}
