// Builds thousands of pseudo-random affine expressions (a fixed seed, so the
// run is deterministic) through the C API and prints each one together with
// every query and rewrite on it: construction-time simplification and
// canonical ordering, printing and parenthesization, largest known divisor,
// multiples, purity, flattening simplification, composition and shifts. The
// output is compared with upstream's line by line.
#include <inttypes.h>

#include "common.h"
#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"

static uint64_t state = 0x2545F4914F6CDD1Dull;

static unsigned rnd(unsigned n) {
  state = state * 6364136223846793005ull + 1442695040888963407ull;
  return (unsigned)((state >> 33) % n);
}

static void print_expr(MlirAffineExpr e) { mlirAffineExprPrint(e, print_cb, NULL); }

static MlirAffineExpr constant(MlirContext ctx) {
  static const int64_t values[] = {0, 1, 2, 3, 4, 5, 6, 8, 12, 16, 64, -1, -2, -3, -4, 7};
  return mlirAffineConstantExprGet(ctx, values[rnd(sizeof(values) / sizeof(values[0]))]);
}

// A random expression; `symbolic` restricts it to symbols and constants.
static MlirAffineExpr gen(MlirContext ctx, int depth, int symbolic) {
  unsigned k = depth <= 0 ? rnd(3) : rnd(10);
  if (k == 0)
    return symbolic ? mlirAffineSymbolExprGet(ctx, rnd(3))
                    : mlirAffineDimExprGet(ctx, rnd(3));
  if (k == 1)
    return mlirAffineSymbolExprGet(ctx, rnd(3));
  if (k == 2)
    return constant(ctx);
  MlirAffineExpr lhs = gen(ctx, depth - 1, symbolic);
  switch (k) {
  case 3:
  case 4:
    return mlirAffineAddExprGet(lhs, gen(ctx, depth - 1, symbolic));
  case 5: {
    // One side of a product must be symbolic or constant.
    MlirAffineExpr rhs = rnd(2) ? constant(ctx) : gen(ctx, depth - 1, 1);
    return rnd(2) ? mlirAffineMulExprGet(lhs, rhs) : mlirAffineMulExprGet(rhs, lhs);
  }
  case 6:
    return mlirAffineModExprGet(lhs, rnd(4) ? constant(ctx) : gen(ctx, depth - 1, 1));
  case 7:
    return mlirAffineFloorDivExprGet(lhs, rnd(4) ? constant(ctx) : gen(ctx, depth - 1, 1));
  case 8:
    return mlirAffineCeilDivExprGet(lhs, rnd(4) ? constant(ctx) : gen(ctx, depth - 1, 1));
  default: {
    // A subtraction, the usual source of `x - y` forms.
    MlirAffineExpr rhs = gen(ctx, depth - 1, symbolic);
    MlirAffineExpr neg = mlirAffineMulExprGet(rhs, mlirAffineConstantExprGet(ctx, -1));
    return mlirAffineAddExprGet(lhs, neg);
  }
  }
}

static const char *kind(MlirAffineExpr e) {
  if (mlirAffineExprIsADim(e))
    return "dim";
  if (mlirAffineExprIsASymbol(e))
    return "sym";
  if (mlirAffineExprIsAConstant(e))
    return "cst";
  if (mlirAffineExprIsAAdd(e))
    return "add";
  if (mlirAffineExprIsAMul(e))
    return "mul";
  if (mlirAffineExprIsAMod(e))
    return "mod";
  if (mlirAffineExprIsAFloorDiv(e))
    return "floordiv";
  if (mlirAffineExprIsACeilDiv(e))
    return "ceildiv";
  return "?";
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  MlirAffineExpr d0 = mlirAffineDimExprGet(ctx, 0);
  MlirAffineExpr d1 = mlirAffineDimExprGet(ctx, 1);
  MlirAffineExpr s0 = mlirAffineSymbolExprGet(ctx, 0);
  MlirAffineExpr two = mlirAffineConstantExprGet(ctx, 2);
  // (d0, d1, d2)[s0, s1, s2] -> (d1 + s0, d0 * 2, d2 floordiv 4)
  MlirAffineExpr results[3] = {
      mlirAffineAddExprGet(d1, s0), mlirAffineMulExprGet(d0, two),
      mlirAffineFloorDivExprGet(mlirAffineDimExprGet(ctx, 2),
                                mlirAffineConstantExprGet(ctx, 4))};
  MlirAffineMap map = mlirAffineMapGet(ctx, 3, 3, 3, results);

  for (int i = 0; i < 4000; ++i) {
    MlirAffineExpr e = gen(ctx, 1 + (int)rnd(4), 0);
    printf("%d: ", i);
    print_expr(e);
    printf(" | %s pure=%d symbolic=%d div=%" PRId64 " mul2=%d mul3=%d mul4=%d "
           "mul-2=%d fd0=%d fd1=%d fd2=%d binary=%d",
           kind(e), mlirAffineExprIsPureAffine(e),
           mlirAffineExprIsSymbolicOrConstant(e),
           mlirAffineExprGetLargestKnownDivisor(e),
           mlirAffineExprIsMultipleOf(e, 2), mlirAffineExprIsMultipleOf(e, 3),
           mlirAffineExprIsMultipleOf(e, 4), mlirAffineExprIsMultipleOf(e, -2),
           mlirAffineExprIsFunctionOfDim(e, 0),
           mlirAffineExprIsFunctionOfDim(e, 1),
           mlirAffineExprIsFunctionOfDim(e, 2), mlirAffineExprIsABinary(e));
    if (mlirAffineExprIsABinary(e)) {
      printf(" lhs=");
      print_expr(mlirAffineBinaryOpExprGetLHS(e));
      printf(" rhs=");
      print_expr(mlirAffineBinaryOpExprGetRHS(e));
    }
    printf("\n  simplified: ");
    print_expr(mlirSimplifyAffineExpr(e, 3, 3));
    printf("\n  composed: ");
    print_expr(mlirAffineExprCompose(e, map));
    printf("\n  shifted: ");
    print_expr(mlirAffineExprShiftDims(e, 3, 2, 1));
    printf(" ");
    print_expr(mlirAffineExprShiftSymbols(e, 2, 1, 0));
    printf("\n");
  }
  (void)d1;
  mlirContextDestroy(ctx);
  return 0;
}
