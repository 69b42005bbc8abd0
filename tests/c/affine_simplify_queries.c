// Affine expression simplification (floordiv/ceildiv/mod by positive,
// negative and symbolic divisors, nested sums and products), expression
// queries, compose/shift, map predicates, sub-maps, replace, compressing
// unused symbols and integer-set constructors and queries.
#include "common.h"
#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/IntegerSet.h"
#include "mlir-c/BuiltinAttributes.h"
#include <stdint.h>
static MlirContext ctx;
static void pe(MlirAffineExpr e) { mlirAffineExprPrint(e, print_cb, NULL); printf("  [pure=%d sa=%d gcd=%lld mult3=%d fd0=%d]\n", mlirAffineExprIsPureAffine(e), mlirAffineExprIsSymbolicOrConstant(e), (long long)mlirAffineExprGetLargestKnownDivisor(e), mlirAffineExprIsMultipleOf(e, 3), mlirAffineExprIsFunctionOfDim(e, 0)); }
static void pm(MlirAffineMap m) { mlirAffineMapPrint(m, print_cb, NULL); if (mlirAffineMapIsNull(m)) { printf("\n"); return; } printf("  [perm=%d pperm=%d id=%d minid=%d single=%d empty=%d]\n", mlirAffineMapIsPermutation(m), mlirAffineMapIsProjectedPermutation(m), mlirAffineMapIsIdentity(m), mlirAffineMapIsMinorIdentity(m), mlirAffineMapIsSingleConstant(m), mlirAffineMapIsEmpty(m)); }
static void ps(MlirIntegerSet s) { mlirIntegerSetPrint(s, print_cb, NULL); printf("  [canonEmpty=%d nd=%ld ns=%ld nc=%ld eq=%ld ineq=%ld]\n", mlirIntegerSetIsCanonicalEmpty(s), (long)mlirIntegerSetGetNumDims(s), (long)mlirIntegerSetGetNumSymbols(s), (long)mlirIntegerSetGetNumConstraints(s), (long)mlirIntegerSetGetNumEqualities(s), (long)mlirIntegerSetGetNumInequalities(s)); }
static void popcb(void *res, intptr_t idx, MlirAffineMap m) { ((MlirAffineMap *)res)[idx] = m; }
int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  ctx = mlirContextCreate();
  MlirAffineExpr d0 = mlirAffineDimExprGet(ctx, 0), d1 = mlirAffineDimExprGet(ctx, 1), s0 = mlirAffineSymbolExprGet(ctx, 0), s1 = mlirAffineSymbolExprGet(ctx, 1);
  MlirAffineExpr c = mlirAffineConstantExprGet(ctx, 4), cm = mlirAffineConstantExprGet(ctx, -3), c0 = mlirAffineConstantExprGet(ctx, 0), c1 = mlirAffineConstantExprGet(ctx, 1), cneg1 = mlirAffineConstantExprGet(ctx, -1);
  MlirAffineExpr es[] = {
    mlirAffineFloorDivExprGet(d0, c), mlirAffineFloorDivExprGet(d0, cm), mlirAffineCeilDivExprGet(d0, cm), mlirAffineModExprGet(d0, cm),
    mlirAffineFloorDivExprGet(d0, c1), mlirAffineCeilDivExprGet(d0, c1), mlirAffineModExprGet(d0, c1), mlirAffineFloorDivExprGet(d0, cneg1),
    mlirAffineFloorDivExprGet(mlirAffineConstantExprGet(ctx, -7), c), mlirAffineCeilDivExprGet(mlirAffineConstantExprGet(ctx, -7), c), mlirAffineModExprGet(mlirAffineConstantExprGet(ctx, -7), c),
    mlirAffineFloorDivExprGet(d0, s0), mlirAffineModExprGet(d0, s0), mlirAffineCeilDivExprGet(s0, s1), mlirAffineMulExprGet(d0, d1), mlirAffineMulExprGet(d0, s0), mlirAffineMulExprGet(s0, d0),
    mlirAffineAddExprGet(mlirAffineAddExprGet(d0, c), mlirAffineAddExprGet(d1, cm)), mlirAffineAddExprGet(c, d0), mlirAffineMulExprGet(c, d0), mlirAffineMulExprGet(mlirAffineMulExprGet(d0, c), cm),
    mlirAffineAddExprGet(d0, mlirAffineMulExprGet(d0, cneg1)), mlirAffineAddExprGet(d0, mlirAffineMulExprGet(d1, cneg1)), mlirAffineAddExprGet(mlirAffineMulExprGet(d1, cneg1), d0),
    mlirAffineModExprGet(mlirAffineMulExprGet(d0, c), c), mlirAffineFloorDivExprGet(mlirAffineMulExprGet(d0, mlirAffineConstantExprGet(ctx, 8)), c),
    mlirAffineModExprGet(mlirAffineAddExprGet(mlirAffineMulExprGet(d0, c), d1), c), mlirAffineFloorDivExprGet(mlirAffineAddExprGet(mlirAffineMulExprGet(d0, c), mlirAffineConstantExprGet(ctx, 3)), c),
    mlirAffineModExprGet(mlirAffineModExprGet(d0, mlirAffineConstantExprGet(ctx, 8)), c), mlirAffineModExprGet(mlirAffineModExprGet(d0, c), mlirAffineConstantExprGet(ctx, 8)),
    mlirAffineFloorDivExprGet(mlirAffineFloorDivExprGet(d0, c), mlirAffineConstantExprGet(ctx, 2)), mlirAffineCeilDivExprGet(mlirAffineCeilDivExprGet(d0, c), mlirAffineConstantExprGet(ctx, 2)),
    mlirAffineModExprGet(d0, c0), mlirAffineFloorDivExprGet(d0, c0), mlirAffineMulExprGet(d0, c0), mlirAffineAddExprGet(d0, c0),
    mlirAffineFloorDivExprGet(mlirAffineMulExprGet(s0, c), s0), mlirAffineModExprGet(mlirAffineMulExprGet(s0, d0), s0), mlirAffineModExprGet(mlirAffineMulExprGet(d0, s0), d0),
    mlirAffineAddExprGet(mlirAffineMulExprGet(d0, s0), mlirAffineMulExprGet(d0, mlirAffineMulExprGet(s0, cneg1))),
    mlirAffineAddExprGet(mlirAffineFloorDivExprGet(d0, c), mlirAffineMulExprGet(mlirAffineFloorDivExprGet(d0, c), cneg1)),
    mlirAffineAddExprGet(mlirAffineModExprGet(d0, c), mlirAffineMulExprGet(mlirAffineFloorDivExprGet(d0, c), c)),
    mlirAffineAddExprGet(mlirAffineMulExprGet(mlirAffineFloorDivExprGet(d0, c), c), mlirAffineModExprGet(d0, c)),
    mlirAffineAddExprGet(d0, mlirAffineMulExprGet(mlirAffineFloorDivExprGet(d0, c), mlirAffineConstantExprGet(ctx, -4))),
    mlirAffineMulExprGet(mlirAffineAddExprGet(d0, c1), c), mlirAffineMulExprGet(mlirAffineAddExprGet(d0, s0), s1),
    mlirAffineAddExprGet(mlirAffineAddExprGet(d0, s0), mlirAffineAddExprGet(mlirAffineMulExprGet(s0, cneg1), d1)),
    mlirAffineModExprGet(mlirAffineMulExprGet(d0, mlirAffineConstantExprGet(ctx, 6)), c),
    mlirAffineCeilDivExprGet(mlirAffineMulExprGet(d0, mlirAffineConstantExprGet(ctx, 6)), mlirAffineConstantExprGet(ctx, 3)),
    mlirAffineFloorDivExprGet(mlirAffineAddExprGet(mlirAffineMulExprGet(d0, mlirAffineConstantExprGet(ctx, 6)), mlirAffineMulExprGet(d1, mlirAffineConstantExprGet(ctx, 9))), mlirAffineConstantExprGet(ctx, 3)),
  };
  for (unsigned i = 0; i < sizeof(es)/sizeof(*es); ++i) { printf("%u: ", i); pe(es[i]); }
  // compose
  MlirAffineExpr ex = mlirAffineAddExprGet(mlirAffineMulExprGet(d0, c), mlirAffineFloorDivExprGet(d1, c));
  MlirAffineExpr r2[2] = {mlirAffineAddExprGet(d0, s0), mlirAffineModExprGet(d1, c)};
  MlirAffineMap m = mlirAffineMapGet(ctx, 2, 1, 2, r2);
  pe(mlirAffineExprCompose(ex, m));
  pe(mlirAffineExprCompose(mlirAffineSymbolExprGet(ctx, 0), m));
  pe(mlirAffineExprShiftDims(ex, 2, 3, 0));
  pe(mlirAffineExprShiftDims(ex, 2, 1, 1));
  pe(mlirAffineExprShiftSymbols(mlirAffineAddExprGet(s0, s1), 2, 5, 1));
  pe(mlirSimplifyAffineExpr(mlirAffineAddExprGet(mlirAffineMulExprGet(d0, c), mlirAffineFloorDivExprGet(d0, c)), 1, 0));
  pe(mlirSimplifyAffineExpr(mlirAffineModExprGet(mlirAffineAddExprGet(mlirAffineMulExprGet(d0, c), d1), c), 2, 0));
  pe(mlirSimplifyAffineExpr(mlirAffineFloorDivExprGet(mlirAffineMulExprGet(d0, s0), s0), 1, 1));
  // maps
  MlirAffineExpr pr[3] = {d1, d0, mlirAffineDimExprGet(ctx, 2)};
  MlirAffineMap maps[] = {
    mlirAffineMapGet(ctx, 3, 0, 3, pr), mlirAffineMapGet(ctx, 3, 0, 2, pr), mlirAffineMapGet(ctx, 3, 1, 1, pr + 2),
    mlirAffineMapMinorIdentityGet(ctx, 4, 2), mlirAffineMapMinorIdentityGet(ctx, 2, 2), mlirAffineMapMinorIdentityGet(ctx, 3, 0),
    mlirAffineMapEmptyGet(ctx), mlirAffineMapZeroResultGet(ctx, 2, 1), mlirAffineMapConstantGet(ctx, -5), mlirAffineMapMultiDimIdentityGet(ctx, 0),
    mlirAffineMapGet(ctx, 2, 0, 1, &c0), mlirAffineMapGet(ctx, 3, 0, 2, (MlirAffineExpr[]){d0, c0}),
  };
  for (unsigned i = 0; i < sizeof(maps)/sizeof(*maps); ++i) { printf("m%u: ", i); pm(maps[i]); }
  unsigned perm[4] = {3, 1, 0, 2};
  pm(mlirAffineMapPermutationGet(ctx, 4, perm));
  intptr_t pos[2] = {2, 0};
  pm(mlirAffineMapGetSubMap(maps[0], 2, pos));
  pm(mlirAffineMapGetMajorSubMap(maps[0], 2)); pm(mlirAffineMapGetMajorSubMap(maps[0], 0)); pm(mlirAffineMapGetMajorSubMap(maps[0], 5));
  pm(mlirAffineMapGetMinorSubMap(maps[0], 1)); pm(mlirAffineMapGetMinorSubMap(maps[0], 0)); pm(mlirAffineMapGetMinorSubMap(maps[0], 5));
  pm(mlirAffineMapReplace(maps[0], d0, mlirAffineAddExprGet(d0, s0), 3, 1));
  pm(mlirAffineMapReplace(maps[0], d1, c, 2, 0));
  MlirAffineMap cs[3] = {mlirAffineMapGet(ctx, 2, 3, 1, (MlirAffineExpr[]){mlirAffineAddExprGet(d0, mlirAffineSymbolExprGet(ctx, 2))}),
     mlirAffineMapGet(ctx, 2, 3, 1, (MlirAffineExpr[]){mlirAffineSymbolExprGet(ctx, 2)}), mlirAffineMapGet(ctx, 2, 3, 1, (MlirAffineExpr[]){d0})};
  MlirAffineMap out[3];
  (void)out;
  mlirAffineMapCompressUnusedSymbols(cs, 3, out, popcb);
  for (int i = 0; i < 3; ++i) pm(out[i]);
  // integer sets
  ps(mlirIntegerSetEmptyGet(ctx, 2, 1));
  ps(mlirIntegerSetEmptyGet(ctx, 0, 0));
  MlirAffineExpr cons[3] = {mlirAffineAddExprGet(d0, cm), mlirAffineAddExprGet(mlirAffineMulExprGet(d1, cneg1), s0), mlirAffineAddExprGet(d0, d1)};
  bool eqf[3] = {false, true, false};
  MlirIntegerSet is = mlirIntegerSetGet(ctx, 2, 1, 3, cons, eqf);
  ps(is);
  for (int i = 0; i < 3; ++i) { pe(mlirIntegerSetGetConstraint(is, i)); printf("eq=%d\n", mlirIntegerSetIsConstraintEq(is, i)); }
  MlirAffineExpr dr[2] = {mlirAffineAddExprGet(d1, c), d0};
  MlirAffineExpr sr[1] = {mlirAffineMulExprGet(s0, c)};
  ps(mlirIntegerSetReplaceGet(is, dr, sr, 3, 2));
  MlirAffineExpr one = c1; bool t = false;
  ps(mlirIntegerSetGet(ctx, 1, 0, 1, &one, &t));
  MlirAffineExpr mone = cneg1; bool te = true;
  ps(mlirIntegerSetGet(ctx, 1, 0, 1, &mone, &te));
  ps(mlirIntegerSetGet(ctx, 1, 0, 1, &c0, &te));
  ps(mlirIntegerSetGet(ctx, 1, 0, 1, &c0, &t));
  printf("%d\n", mlirIntegerSetEqual(mlirIntegerSetEmptyGet(ctx, 1, 0), mlirIntegerSetGet(ctx, 1, 0, 1, &one, &te)));
  mlirContextDestroy(ctx);
  return 0;
}
