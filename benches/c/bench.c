// The side-by-side benchmark: the same program is linked against upstream
// MLIR 22 and against oxmlir (`benches/compare.py` does both and prints the
// ratios). Workload (shared/PERFORMANCE.md): one region, one block, N
// unregistered ops alternating
//   %k = "test.const"() {value = k : i32} : () -> i32
//   %k = "test.add"(%k-2, %k-1) : (i32, i32) -> i32
// built and inspected only through the C API; `parse` prints the module and
// times parsing the text back (mlirModuleCreateParse, which verifies as
// upstream's does; `parse_verify` is that verification alone, run again on
// the parsed module). Prints one line per workload:
//   <workload> <ns per op> [key=value ...]
// Usage: bench N [workload...]   (all workloads by default, except
// print_each, which runs only when named)
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/IR.h"

// Each workload is a separate function so instruction counts can be
// collected per workload (valgrind --toggle-collect=bench_<name>).
#define NOINLINE __attribute__((noinline, noclone))

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
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  long rss0 = status_kb("VmRSS:");
  double t0 = now();
  MlirModule m = bench_build(ctx, n);
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
  double d0 = now();
  bench_destroy(m, ctx);
  double d1 = now();
  if (wants(argc, argv, "destroy"))
    printf("destroy %.1f\n", (d1 - d0) / n);
  printf("peak_rss_kb %ld\n", status_kb("VmHWM:"));
  return 0;
}
