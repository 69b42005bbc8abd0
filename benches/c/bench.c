// The side-by-side benchmark: the same program is linked against upstream
// MLIR 22 and against oxmlir. Workload (shared/PERFORMANCE.md): one region,
// one block, N unregistered ops alternating
//   %k = "test.const"() {value = k : i32} : () -> i32
//   %k = "test.add"(%k-2, %k-1) : (i32, i32) -> i32
// built and inspected only through the C API. Prints one line per workload:
//   <workload> <ns per op> [extra=value ...]
// Usage: bench N [workload...]   (all workloads by default)
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/IR.h"

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static long rss_kb(void) {
  FILE *f = fopen("/proc/self/status", "r");
  char line[256];
  long kb = 0;
  while (f && fgets(line, sizeof line, f))
    if (!strncmp(line, "VmRSS:", 6))
      kb = atol(line + 6);
  if (f)
    fclose(f);
  return kb;
}

static MlirStringRef S(const char *s) { return mlirStringRefCreateFromCString(s); }

static MlirModule build(MlirContext ctx, long n) {
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
  long rss0 = rss_kb();
  double t0 = now();
  MlirModule m = build(ctx, n);
  double t1 = now();
  long rss1 = rss_kb();
  if (wants(argc, argv, "build"))
    printf("build %.1f bytes_per_op=%.1f\n", (t1 - t0) / n, (rss1 - rss0) * 1024.0 / n);
  MlirOperation mop = mlirModuleGetOperation(m);
  if (wants(argc, argv, "walk")) {
    long count = 0;
    double a = now();
    mlirOperationWalk(mop, count_cb, &count, MlirWalkPreOrder);
    double b = now();
    printf("walk %.2f ops=%ld\n", (b - a) / n, count);
  }
  if (wants(argc, argv, "iterate")) {
    long count = 0;
    double a = now();
    for (MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(m)); !mlirOperationIsNull(op);
         op = mlirOperationGetNextInBlock(op))
      ++count;
    double b = now();
    printf("iterate %.2f ops=%ld\n", (b - a) / n, count);
  }
  if (wants(argc, argv, "print")) {
    size_t bytes = 0;
    double a = now();
    mlirOperationPrint(mop, sink_cb, &bytes);
    double b = now();
    printf("print %.1f bytes=%zu\n", (b - a) / n, bytes);
  }
  if (wants(argc, argv, "print_each")) {
    // Each op of the block printed on its own (numbered from the module):
    // linear for us, quadratic upstream (run upstream with a small N).
    size_t bytes = 0;
    double a = now();
    for (MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(m)); !mlirOperationIsNull(op);
         op = mlirOperationGetNextInBlock(op))
      mlirOperationPrint(op, sink_cb, &bytes);
    double b = now();
    printf("print_each %.1f bytes=%zu\n", (b - a) / n, bytes);
  }
  if (wants(argc, argv, "print_generic")) {
    size_t bytes = 0;
    MlirOpPrintingFlags f = mlirOpPrintingFlagsCreate();
    mlirOpPrintingFlagsPrintGenericOpForm(f);
    double a = now();
    mlirOperationPrintWithFlags(mop, f, sink_cb, &bytes);
    double b = now();
    mlirOpPrintingFlagsDestroy(f);
    printf("print_generic %.1f bytes=%zu\n", (b - a) / n, bytes);
  }
  if (wants(argc, argv, "verify")) {
    double a = now();
    int ok = mlirOperationVerify(mop);
    double b = now();
    printf("verify %.1f ok=%d\n", (b - a) / n, ok);
  }
  if (wants(argc, argv, "type_get")) {
    double a = now();
    for (long k = 0; k < n; ++k)
      mlirIntegerTypeGet(ctx, 1000 + (unsigned)k);
    double b = now();
    for (long k = 0; k < n; ++k)
      mlirIntegerTypeGet(ctx, 1000 + (unsigned)k);
    double c = now();
    printf("type_get %.1f new=%.1f\n", (c - b) / n, (b - a) / n);
  }
  if (wants(argc, argv, "attr_get")) {
    MlirType i64 = mlirIntegerTypeGet(ctx, 64);
    double a = now();
    for (long k = 0; k < n; ++k)
      mlirIntegerAttrGet(i64, k + 7000000);
    double b = now();
    for (long k = 0; k < n; ++k)
      mlirIntegerAttrGet(i64, k + 7000000);
    double c = now();
    printf("attr_get %.1f new=%.1f\n", (c - b) / n, (b - a) / n);
  }
  double d0 = now();
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  double d1 = now();
  if (wants(argc, argv, "destroy"))
    printf("destroy %.1f\n", (d1 - d0) / n);
  return 0;
}
