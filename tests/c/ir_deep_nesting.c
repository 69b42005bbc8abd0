// oxmlir-only: upstream overflows its stack on these depths. IR nested
// tens of thousands of levels deep, built, parsed, verified, walked,
// cloned, printed and destroyed through the C API on a thread of the C
// program with a small stack (256 KiB): oxmlir moves deep recursion to
// stack segments of its own, on any thread.
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdlib.h>

#include "common.h"

enum { DEPTH = 20000, PRINT_DEPTH = 2000 };

static int failures;
#define CHECK(c)                                                               \
  do {                                                                         \
    if (!(c)) {                                                                \
      printf("FAILED line %d: %s\n", __LINE__, #c);                            \
      ++failures;                                                              \
    }                                                                          \
  } while (0)

// `depth` generic operations, each holding the next in its only block.
static MlirOperation build(MlirContext ctx, int depth) {
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirOperation inner = {NULL};
  for (int k = 0; k < depth; ++k) {
    MlirBlock block = mlirBlockCreate(0, NULL, NULL);
    if (!mlirOperationIsNull(inner))
      mlirBlockAppendOwnedOperation(block, inner);
    MlirRegion region = mlirRegionCreate();
    mlirRegionAppendOwnedBlock(region, block);
    MlirOperationState st = mlirOperationStateGet(S("t.op"), loc);
    mlirOperationStateAddOwnedRegions(&st, 1, &region);
    inner = mlirOperationCreate(&st);
  }
  return inner;
}

static long visited;
static MlirWalkResult count_op(MlirOperation op, void *user) {
  (void)op;
  (void)user;
  ++visited;
  return MlirWalkResultAdvance;
}

static size_t printed_bytes;
static void count_bytes(MlirStringRef s, void *user) {
  (void)user;
  printed_bytes += s.length;
}

static void *work(void *arg) {
  (void)arg;
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, 1);

  // Built through the API: walk, verify, clone, destroy.
  MlirOperation top = build(ctx, DEPTH);
  visited = 0;
  mlirOperationWalk(top, count_op, NULL, MlirWalkPreOrder);
  CHECK(visited == DEPTH);
  visited = 0;
  mlirOperationWalk(top, count_op, NULL, MlirWalkPostOrder);
  CHECK(visited == DEPTH);
  CHECK(mlirOperationVerify(top));
  MlirOperation copy = mlirOperationClone(top);
  visited = 0;
  mlirOperationWalk(copy, count_op, NULL, MlirWalkPreOrder);
  CHECK(visited == DEPTH);
  mlirOperationDestroy(copy);
  mlirOperationDestroy(top);

  // Parsed from text.
  size_t len = (size_t)DEPTH * 26 + 64;
  char *text = malloc(len);
  size_t n = 0;
  for (int k = 0; k < DEPTH; ++k)
    n += (size_t)sprintf(text + n, "\"t.op\"() ({\n");
  for (int k = 0; k < DEPTH; ++k)
    n += (size_t)sprintf(text + n, "}) : () -> ()\n");
  MlirModule m = mlirModuleCreateParse(ctx, mlirStringRefCreate(text, n));
  free(text);
  CHECK(!mlirModuleIsNull(m));
  if (!mlirModuleIsNull(m)) {
    visited = 0;
    mlirOperationWalk(mlirModuleGetOperation(m), count_op, NULL, MlirWalkPostOrder);
    CHECK(visited == DEPTH + 1);
    mlirModuleDestroy(m);
  }

  // Printed (its output grows with the square of the depth).
  MlirOperation shallow = build(ctx, PRINT_DEPTH);
  printed_bytes = 0;
  mlirOperationPrint(shallow, count_bytes, NULL);
  CHECK(printed_bytes > (size_t)PRINT_DEPTH * PRINT_DEPTH * 2);
  mlirOperationDestroy(shallow);

  mlirContextDestroy(ctx);
  return NULL;
}

int main(void) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, 256 * 1024);
  pthread_t t;
  if (pthread_create(&t, &attr, work, NULL) != 0) {
    printf("cannot create a thread\n");
    return 1;
  }
  pthread_join(t, NULL);
  pthread_attr_destroy(&attr);
  if (failures) {
    printf("%d failures\n", failures);
    return 1;
  }
  printf("ok\n");
  return 0;
}
