// Side-by-side parse benchmark: builds the workload of bench.c (one block,
// N unregistered ops alternating "test.const" with an attribute and
// "test.add" of the two previous results), prints it to text, then times
// mlirModuleCreateParse on that text. Link against upstream MLIR 22 and
// against oxmlir; prints:
//   parse <ns per op> bytes=<text size> ops=<top-level ops parsed>
// Times are thread CPU time (the machines are shared and loaded).
// Usage: parse_bench N [reps]
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
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static MlirStringRef S(const char *s) { return mlirStringRefCreateFromCString(s); }

// The workload of bench.c.
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

struct Buf {
  char *data;
  size_t len, cap;
};

static void append_cb(MlirStringRef s, void *u) {
  struct Buf *b = u;
  if (b->len + s.length + 1 > b->cap) {
    b->cap = (b->len + s.length + 1) * 2;
    b->data = realloc(b->data, b->cap);
  }
  memcpy(b->data + b->len, s.data, s.length);
  b->len += s.length;
  b->data[b->len] = 0;
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 100000;
  int reps = argc > 2 ? atoi(argv[2]) : 3;
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  MlirModule m = build(ctx, n);
  struct Buf text = {0};
  mlirOperationPrint(mlirModuleGetOperation(m), append_cb, &text);
  mlirModuleDestroy(m);
  double best = 1e300;
  long ops = 0;
  for (int r = 0; r < reps; ++r) {
    double a = now();
    MlirModule p = mlirModuleCreateParse(ctx, (MlirStringRef){text.data, text.len});
    double b = now();
    if (mlirModuleIsNull(p)) {
      fprintf(stderr, "parse failed\n");
      return 1;
    }
    ops = 0;
    for (MlirOperation o = mlirBlockGetFirstOperation(mlirModuleGetBody(p)); !mlirOperationIsNull(o);
         o = mlirOperationGetNextInBlock(o))
      ++ops;
    mlirModuleDestroy(p);
    if (b - a < best)
      best = b - a;
  }
  printf("parse %.1f bytes=%zu ops=%ld\n", best / n, text.len, ops);
  free(text.data);
  mlirContextDestroy(ctx);
  return 0;
}
