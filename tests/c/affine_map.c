// Every function of mlir-c/AffineMap.h: the constructors (empty, zero-result,
// general, constant, identities, permutations), printing, equality and
// uniquing, the structural queries, results, sub-maps, replacement and
// compression of unused symbols.
#include <inttypes.h>

#include "common.h"
#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"

static MlirContext ctx;

#define D(i) mlirAffineDimExprGet(ctx, i)
#define SY(i) mlirAffineSymbolExprGet(ctx, i)
#define C(v) mlirAffineConstantExprGet(ctx, v)
#define ADD(a, b) mlirAffineAddExprGet(a, b)
#define MUL(a, b) mlirAffineMulExprGet(a, b)
#define FD(a, b) mlirAffineFloorDivExprGet(a, b)

static void print_map(MlirAffineMap m) {
  if (mlirAffineMapIsNull(m)) {
    printf("<null>");
    return;
  }
  mlirAffineMapPrint(m, print_cb, NULL);
}

static void describe(const char *label, MlirAffineMap m) {
  printf("%-44s ", label);
  print_map(m);
  printf("\n");
  if (mlirAffineMapIsNull(m))
    return;
  printf("    dims=%" PRIdPTR " syms=%" PRIdPTR " inputs=%" PRIdPTR " results=%" PRIdPTR
         " identity=%d minor-identity=%d empty=%d single-constant=%d"
         " projected-permutation=%d permutation=%d",
         mlirAffineMapGetNumDims(m), mlirAffineMapGetNumSymbols(m), mlirAffineMapGetNumInputs(m),
         mlirAffineMapGetNumResults(m), mlirAffineMapIsIdentity(m), mlirAffineMapIsMinorIdentity(m),
         mlirAffineMapIsEmpty(m), mlirAffineMapIsSingleConstant(m),
         mlirAffineMapIsProjectedPermutation(m), mlirAffineMapIsPermutation(m));
  if (mlirAffineMapIsSingleConstant(m))
    printf(" constant=%" PRId64, mlirAffineMapGetSingleConstantResult(m));
  printf("\n    results:");
  for (intptr_t i = 0; i < mlirAffineMapGetNumResults(m); ++i) {
    printf(" [");
    mlirAffineExprPrint(mlirAffineMapGetResult(m, i), print_cb, NULL);
    printf("]");
  }
  printf("\n");
}

#define DESCRIBE(x) describe(#x, x)

static MlirAffineMap compressed[8];
static intptr_t ncompressed;

static void collect(void *res, intptr_t idx, MlirAffineMap m) {
  if (res != (void *)compressed)
    printf("unexpected result pointer\n");
  compressed[idx] = m;
  if (idx + 1 > ncompressed)
    ncompressed = idx + 1;
}

static void compress(MlirAffineMap *maps, intptr_t n) {
  ncompressed = 0;
  mlirAffineMapCompressUnusedSymbols(maps, n, compressed, collect);
  printf("compressed %" PRIdPTR " maps into %" PRIdPTR ":\n", n, ncompressed);
  for (intptr_t i = 0; i < ncompressed; ++i) {
    printf("    ");
    print_map(compressed[i]);
    printf("\n");
  }
}

int main(void) {
  ctx = mlirContextCreate();
  MlirAffineExpr d0 = D(0), d1 = D(1), d2 = D(2), s0 = SY(0), s1 = SY(1), s2 = SY(2);

  MlirAffineMap empty = mlirAffineMapEmptyGet(ctx);
  DESCRIBE(empty);
  DESCRIBE(mlirAffineMapZeroResultGet(ctx, 0, 0));
  DESCRIBE(mlirAffineMapZeroResultGet(ctx, 3, 2));
  DESCRIBE(mlirAffineMapZeroResultGet(ctx, 0, 1));
  printf("empty == zero-result(0, 0): %d, context: %d\n",
         mlirAffineMapEqual(empty, mlirAffineMapZeroResultGet(ctx, 0, 0)),
         mlirContextEqual(mlirAffineMapGetContext(empty), ctx));

  DESCRIBE(mlirAffineMapConstantGet(ctx, 42));
  DESCRIBE(mlirAffineMapConstantGet(ctx, -7));
  DESCRIBE(mlirAffineMapMultiDimIdentityGet(ctx, 0));
  DESCRIBE(mlirAffineMapMultiDimIdentityGet(ctx, 1));
  DESCRIBE(mlirAffineMapMultiDimIdentityGet(ctx, 4));
  DESCRIBE(mlirAffineMapMinorIdentityGet(ctx, 4, 2));
  DESCRIBE(mlirAffineMapMinorIdentityGet(ctx, 3, 3));
  DESCRIBE(mlirAffineMapMinorIdentityGet(ctx, 3, 0));

  unsigned perm[] = {1, 2, 0};
  DESCRIBE(mlirAffineMapPermutationGet(ctx, 3, perm));
  unsigned ident[] = {0, 1};
  DESCRIBE(mlirAffineMapPermutationGet(ctx, 2, ident));
  unsigned one[] = {0};
  DESCRIBE(mlirAffineMapPermutationGet(ctx, 1, one));

  MlirAffineExpr exprs[] = {ADD(d0, s0), MUL(d1, C(2)), FD(d2, C(4)), ADD(s1, C(3))};
  MlirAffineMap m = mlirAffineMapGet(ctx, 3, 2, 4, exprs);
  DESCRIBE(m);
  printf("uniqued: %d\n", mlirAffineMapEqual(m, mlirAffineMapGet(ctx, 3, 2, 4, exprs)));
  DESCRIBE(mlirAffineMapGet(ctx, 3, 0, 0, exprs));
  DESCRIBE(mlirAffineMapGet(ctx, 0, 2, 1, &s1));

  // Identities and permutations.
  MlirAffineExpr dd[] = {d0, d1, d2};
  DESCRIBE(mlirAffineMapGet(ctx, 3, 0, 3, dd));
  DESCRIBE(mlirAffineMapGet(ctx, 3, 1, 3, dd));
  DESCRIBE(mlirAffineMapGet(ctx, 4, 0, 3, dd));
  DESCRIBE(mlirAffineMapGet(ctx, 3, 0, 2, dd + 1));
  DESCRIBE(mlirAffineMapGet(ctx, 3, 0, 2, dd));
  MlirAffineExpr swapped[] = {d1, d0};
  DESCRIBE(mlirAffineMapGet(ctx, 2, 0, 2, swapped));
  DESCRIBE(mlirAffineMapGet(ctx, 3, 0, 2, swapped));
  DESCRIBE(mlirAffineMapGet(ctx, 2, 1, 2, swapped));
  MlirAffineExpr withZero[] = {d1, C(0), d0};
  DESCRIBE(mlirAffineMapGet(ctx, 3, 0, 3, withZero));
  MlirAffineExpr repeated[] = {d0, d0};
  DESCRIBE(mlirAffineMapGet(ctx, 2, 0, 2, repeated));
  MlirAffineExpr tooMany[] = {d0, d1, d2};
  DESCRIBE(mlirAffineMapGet(ctx, 2, 0, 3, tooMany));
  MlirAffineExpr zeroOnly[] = {C(0)};
  DESCRIBE(mlirAffineMapGet(ctx, 1, 0, 1, zeroOnly));
  DESCRIBE(mlirAffineMapGet(ctx, 0, 0, 1, zeroOnly));
  DESCRIBE(mlirAffineMapGet(ctx, 2, 0, 1, &s0));

  // Sub-maps.
  intptr_t pos[] = {3, 0};
  DESCRIBE(mlirAffineMapGetSubMap(m, 2, pos));
  DESCRIBE(mlirAffineMapGetSubMap(m, 0, pos));
  for (intptr_t n = 0; n <= 5; ++n) {
    printf("major %" PRIdPTR ": ", n);
    print_map(mlirAffineMapGetMajorSubMap(m, n));
    printf("  minor %" PRIdPTR ": ", n);
    print_map(mlirAffineMapGetMinorSubMap(m, n));
    printf("\n");
  }
  printf("major of all is the map: %d\n", mlirAffineMapEqual(mlirAffineMapGetMajorSubMap(m, 9), m));

  // Replacement.
  DESCRIBE(mlirAffineMapReplace(m, d0, d2, 3, 2));
  DESCRIBE(mlirAffineMapReplace(m, s0, C(0), 3, 1));
  DESCRIBE(mlirAffineMapReplace(m, MUL(d1, C(2)), s2, 2, 3));
  DESCRIBE(mlirAffineMapReplace(m, d1, MUL(d0, C(-1)), 3, 2));
  DESCRIBE(mlirAffineMapReplace(m, C(4), C(2), 5, 4));

  // Compression of unused symbols.
  MlirAffineExpr a[] = {ADD(d0, s1), s2};
  MlirAffineExpr b[] = {MUL(d0, s2)};
  MlirAffineExpr c[] = {d0};
  MlirAffineMap maps[] = {mlirAffineMapGet(ctx, 1, 4, 2, a), mlirAffineMapGet(ctx, 1, 4, 1, b),
                          mlirAffineMapGet(ctx, 1, 4, 1, c)};
  compress(maps, 3);
  compress(maps + 2, 1);
  compress(maps, 0);
  MlirAffineExpr all[] = {ADD(d0, s0), s1, s2};
  MlirAffineMap full = mlirAffineMapGet(ctx, 1, 3, 3, all);
  compress(&full, 1);

  // Dump goes to stderr (not compared).
  mlirAffineMapDump(m);

  mlirContextDestroy(ctx);
  return 0;
}
