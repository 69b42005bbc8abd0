// Pseudo-random affine maps and integer sets (fixed seed): structural
// queries of maps made of dimensions and constants, replacement of random
// subexpressions, composition of expressions with random maps, sub-maps,
// compression of unused symbols, and integer sets with replaced dimensions
// and symbols. Compared with upstream line by line.
#include <inttypes.h>

#include "common.h"
#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/IntegerSet.h"

static uint64_t state = 0x9E3779B97F4A7C15ull;

static unsigned rnd(unsigned n) {
  state = state * 6364136223846793005ull + 1442695040888963407ull;
  return (unsigned)((state >> 33) % n);
}

static MlirContext ctx;

static MlirAffineExpr constant(void) {
  static const int64_t values[] = {0, 1, 2, 3, 4, 8, -1, -2, -4, 6};
  return mlirAffineConstantExprGet(ctx, values[rnd(sizeof(values) / sizeof(values[0]))]);
}

// A random expression over d0..d<nd-1> and s0..s<ns-1>; `symbolic`
// excludes dimensions.
static MlirAffineExpr gen(int depth, unsigned nd, unsigned ns, int symbolic) {
  unsigned k = depth <= 0 ? rnd(3) : rnd(9);
  if (k == 0 && !symbolic && nd)
    return mlirAffineDimExprGet(ctx, rnd(nd));
  if (k <= 1 && ns)
    return mlirAffineSymbolExprGet(ctx, rnd(ns));
  if (k <= 2)
    return constant();
  MlirAffineExpr lhs = gen(depth - 1, nd, ns, symbolic);
  switch (k) {
  case 3:
  case 4:
    return mlirAffineAddExprGet(lhs, gen(depth - 1, nd, ns, symbolic));
  case 5:
    return mlirAffineMulExprGet(lhs, rnd(3) ? constant() : gen(depth - 1, nd, ns, 1));
  case 6:
    return mlirAffineModExprGet(lhs, rnd(3) ? constant() : gen(depth - 1, nd, ns, 1));
  case 7:
    return mlirAffineFloorDivExprGet(lhs, rnd(3) ? constant() : gen(depth - 1, nd, ns, 1));
  default:
    return mlirAffineCeilDivExprGet(lhs, rnd(3) ? constant() : gen(depth - 1, nd, ns, 1));
  }
}

static void print_map(MlirAffineMap m) {
  if (mlirAffineMapIsNull(m))
    printf("<null>");
  else
    mlirAffineMapPrint(m, print_cb, NULL);
}

// A subexpression of `e` picked at random.
static MlirAffineExpr pick(MlirAffineExpr e) {
  while (mlirAffineExprIsABinary(e) && rnd(3)) {
    e = rnd(2) ? mlirAffineBinaryOpExprGetLHS(e) : mlirAffineBinaryOpExprGetRHS(e);
  }
  return e;
}

static void collect(void *res, intptr_t idx, MlirAffineMap m) { ((MlirAffineMap *)res)[idx] = m; }

int main(void) {
  ctx = mlirContextCreate();
  for (int i = 0; i < 1500; ++i) {
    unsigned nd = rnd(4), ns = rnd(3);
    // A map of dimensions and small constants: the structural predicates.
    unsigned nr = rnd(5);
    MlirAffineExpr simple[4];
    for (unsigned r = 0; r < nr && r < 4; ++r)
      simple[r] = (nd && rnd(4)) ? mlirAffineDimExprGet(ctx, rnd(nd)) : mlirAffineConstantExprGet(ctx, rnd(2));
    MlirAffineMap sm = mlirAffineMapGet(ctx, nd, rnd(2), nr < 4 ? nr : 4, simple);
    printf("%d: ", i);
    print_map(sm);
    printf(" id=%d minor=%d empty=%d const=%d proj=%d perm=%d\n", mlirAffineMapIsIdentity(sm),
           mlirAffineMapIsMinorIdentity(sm), mlirAffineMapIsEmpty(sm), mlirAffineMapIsSingleConstant(sm),
           mlirAffineMapIsProjectedPermutation(sm), mlirAffineMapIsPermutation(sm));

    // A general map and what can be done with it.
    MlirAffineExpr results[3];
    unsigned n = 1 + rnd(3);
    for (unsigned r = 0; r < n; ++r)
      results[r] = gen(1 + (int)rnd(3), nd, ns, 0);
    MlirAffineMap m = mlirAffineMapGet(ctx, nd, ns, n, results);
    printf("  map: ");
    print_map(m);
    MlirAffineExpr from = pick(results[rnd(n)]);
    MlirAffineExpr to = gen(1, nd, ns, 0);
    printf("\n  replace ");
    mlirAffineExprPrint(from, print_cb, NULL);
    printf(" by ");
    mlirAffineExprPrint(to, print_cb, NULL);
    printf(": ");
    print_map(mlirAffineMapReplace(m, from, to, nd, ns));
    intptr_t positions[2] = {rnd(n), rnd(n)};
    printf("\n  sub: ");
    print_map(mlirAffineMapGetSubMap(m, 2, positions));
    printf(" major: ");
    print_map(mlirAffineMapGetMajorSubMap(m, rnd(4)));
    printf(" minor: ");
    print_map(mlirAffineMapGetMinorSubMap(m, rnd(4)));

    // Composition of a random expression over nd dims with the map.
    MlirAffineExpr e = gen(1 + (int)rnd(3), n, ns, 0);
    printf("\n  compose ");
    mlirAffineExprPrint(e, print_cb, NULL);
    printf(": ");
    mlirAffineExprPrint(mlirAffineExprCompose(e, m), print_cb, NULL);

    // Simplification of each result.
    printf("\n  simplified:");
    for (unsigned r = 0; r < n; ++r) {
      printf(" [");
      mlirAffineExprPrint(mlirSimplifyAffineExpr(results[r], nd, ns), print_cb, NULL);
      printf("]");
    }

    // Compression of unused symbols across two maps.
    MlirAffineMap pair[2] = {m, mlirAffineMapGet(ctx, nd, ns, 1, &to)};
    printf("\n  compressed:");
    MlirAffineMap out[2] = {{NULL}, {NULL}};
    mlirAffineMapCompressUnusedSymbols(pair, 2, out, collect);
    printf(" ");
    print_map(out[0]);
    printf(" ");
    print_map(out[1]);

    // An integer set of the results, then with dims and symbols replaced.
    bool flags[3] = {rnd(2), rnd(2), rnd(2)};
    MlirIntegerSet set = mlirIntegerSetGet(ctx, nd, ns, n, results, flags);
    printf("\n  set: ");
    mlirIntegerSetPrint(set, print_cb, NULL);
    MlirAffineExpr dims[3], syms[2];
    for (unsigned d = 0; d < nd; ++d)
      dims[d] = gen(1, 2, 2, 0);
    for (unsigned s = 0; s < ns; ++s)
      syms[s] = gen(1, 0, 2, 1);
    MlirIntegerSet replaced = mlirIntegerSetReplaceGet(set, dims, syms, 2, 2);
    printf("\n  replaced: ");
    mlirIntegerSetPrint(replaced, print_cb, NULL);
    printf(" eqs=%" PRIdPTR " empty=%d\n", mlirIntegerSetGetNumEqualities(replaced),
           mlirIntegerSetIsCanonicalEmpty(replaced));
  }
  mlirContextDestroy(ctx);
  return 0;
}
