// Port of upstream's mlir/test/CAPI/ir.c affine tests (printAffineMap,
// printAffineExpr, affineMapFromExprs, printIntegerSet), extended with the
// predicates on compound expressions, replacement, shifting, simplification
// and symbol compression. stderr is redirected to stdout so that the *Dump
// functions are compared too.
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <unistd.h>

#include "common.h"
#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/IntegerSet.h"

static void stderr_to_stdout(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  dup2(1, 2);
}

static void show_expr(MlirAffineExpr e) {
  mlirAffineExprPrint(e, print_cb, NULL);
  printf("\n");
}

static void show_map(MlirAffineMap m) {
  mlirAffineMapPrint(m, print_cb, NULL);
  printf("\n");
}

static int affine_maps(MlirContext ctx) {
  MlirAffineMap empty = mlirAffineMapEmptyGet(ctx);
  MlirAffineMap zeroResult = mlirAffineMapZeroResultGet(ctx, 3, 2);
  MlirAffineMap constant = mlirAffineMapConstantGet(ctx, 2);
  MlirAffineMap identity = mlirAffineMapMultiDimIdentityGet(ctx, 3);
  MlirAffineMap minorIdentity = mlirAffineMapMinorIdentityGet(ctx, 3, 2);
  unsigned permutation[] = {1, 2, 0};
  MlirAffineMap permutationMap = mlirAffineMapPermutationGet(ctx, 3, permutation);

  printf("@affineMap\n");
  MlirAffineMap maps[] = {empty, zeroResult, constant, identity, minorIdentity, permutationMap};
  for (size_t i = 0; i < sizeof maps / sizeof maps[0]; ++i)
    mlirAffineMapDump(maps[i]);

  if (!mlirAffineMapIsIdentity(empty) || mlirAffineMapIsIdentity(zeroResult) ||
      mlirAffineMapIsIdentity(constant) || !mlirAffineMapIsIdentity(identity) ||
      mlirAffineMapIsIdentity(minorIdentity) || mlirAffineMapIsIdentity(permutationMap))
    return 1;
  if (!mlirAffineMapIsMinorIdentity(empty) || mlirAffineMapIsMinorIdentity(zeroResult) ||
      !mlirAffineMapIsMinorIdentity(identity) || !mlirAffineMapIsMinorIdentity(minorIdentity) ||
      mlirAffineMapIsMinorIdentity(permutationMap))
    return 2;
  if (!mlirAffineMapIsEmpty(empty) || mlirAffineMapIsEmpty(zeroResult) ||
      mlirAffineMapIsEmpty(constant) || mlirAffineMapIsEmpty(identity) ||
      mlirAffineMapIsEmpty(minorIdentity) || mlirAffineMapIsEmpty(permutationMap))
    return 3;
  if (mlirAffineMapIsSingleConstant(empty) || mlirAffineMapIsSingleConstant(zeroResult) ||
      !mlirAffineMapIsSingleConstant(constant) || mlirAffineMapIsSingleConstant(identity) ||
      mlirAffineMapIsSingleConstant(minorIdentity) ||
      mlirAffineMapIsSingleConstant(permutationMap))
    return 4;
  if (mlirAffineMapGetSingleConstantResult(constant) != 2)
    return 5;

  intptr_t dims[] = {0, 3, 0, 3, 3, 3}, syms[] = {0, 2, 0, 0, 0, 0};
  intptr_t results[] = {0, 0, 1, 3, 2, 3}, inputs[] = {0, 5, 0, 3, 3, 3};
  for (size_t i = 0; i < sizeof maps / sizeof maps[0]; ++i) {
    if (mlirAffineMapGetNumDims(maps[i]) != dims[i])
      return 6;
    if (mlirAffineMapGetNumSymbols(maps[i]) != syms[i])
      return 7;
    if (mlirAffineMapGetNumResults(maps[i]) != results[i])
      return 8;
    if (mlirAffineMapGetNumInputs(maps[i]) != inputs[i])
      return 9;
    printf("map %zu: projected-permutation=%d permutation=%d context-ok=%d\n", i,
           mlirAffineMapIsProjectedPermutation(maps[i]), mlirAffineMapIsPermutation(maps[i]),
           mlirContextEqual(mlirAffineMapGetContext(maps[i]), ctx));
  }

  intptr_t sub[] = {1};
  mlirAffineMapDump(mlirAffineMapGetSubMap(identity, 1, sub));
  mlirAffineMapDump(mlirAffineMapGetMajorSubMap(identity, 1));
  mlirAffineMapDump(mlirAffineMapGetMinorSubMap(identity, 1));
  intptr_t subs[] = {2, 0};
  show_map(mlirAffineMapGetSubMap(permutationMap, 2, subs));
  show_map(mlirAffineMapGetMajorSubMap(permutationMap, 0));
  show_map(mlirAffineMapGetMajorSubMap(permutationMap, 5));
  show_map(mlirAffineMapGetMinorSubMap(permutationMap, 0));
  show_map(mlirAffineMapGetMinorSubMap(permutationMap, 5));
  // The null maps and expressions print a placeholder.
  mlirAffineMapDump(mlirAffineMapGetMajorSubMap(permutationMap, 0));
  show_map((MlirAffineMap){NULL});
  show_expr((MlirAffineExpr){NULL});
  mlirAffineExprDump((MlirAffineExpr){NULL});
  printf("equal: %d %d\n", mlirAffineMapEqual(identity, mlirAffineMapMultiDimIdentityGet(ctx, 3)),
         mlirAffineMapEqual(identity, permutationMap));

  printf("as attribute: ");
  print_attr(mlirAffineMapAttrGet(permutationMap));
  return 0;
}

static int affine_exprs(MlirContext ctx) {
  MlirAffineExpr dim = mlirAffineDimExprGet(ctx, 5);
  MlirAffineExpr sym = mlirAffineSymbolExprGet(ctx, 5);
  MlirAffineExpr cst = mlirAffineConstantExprGet(ctx, 5);
  MlirAffineExpr add = mlirAffineAddExprGet(dim, sym);
  MlirAffineExpr mul = mlirAffineMulExprGet(dim, sym);
  MlirAffineExpr mod = mlirAffineModExprGet(dim, sym);
  MlirAffineExpr floorDiv = mlirAffineFloorDivExprGet(dim, sym);
  MlirAffineExpr ceilDiv = mlirAffineCeilDivExprGet(dim, sym);

  printf("@affineExpr\n");
  MlirAffineExpr exprs[] = {dim, sym, cst, add, mul, mod, floorDiv, ceilDiv};
  for (size_t i = 0; i < sizeof exprs / sizeof exprs[0]; ++i)
    mlirAffineExprDump(exprs[i]);
  mlirAffineExprDump(mlirAffineBinaryOpExprGetLHS(add));
  mlirAffineExprDump(mlirAffineBinaryOpExprGetRHS(add));

  if (mlirAffineDimExprGetPosition(dim) != 5)
    return 1;
  if (mlirAffineSymbolExprGetPosition(sym) != 5)
    return 2;
  if (mlirAffineConstantExprGetValue(cst) != 5)
    return 3;
  if (mlirAffineExprIsSymbolicOrConstant(dim) || !mlirAffineExprIsSymbolicOrConstant(sym) ||
      !mlirAffineExprIsSymbolicOrConstant(cst) || mlirAffineExprIsSymbolicOrConstant(add) ||
      mlirAffineExprIsSymbolicOrConstant(mul) || mlirAffineExprIsSymbolicOrConstant(mod) ||
      mlirAffineExprIsSymbolicOrConstant(floorDiv) || mlirAffineExprIsSymbolicOrConstant(ceilDiv))
    return 4;
  if (!mlirAffineExprIsPureAffine(dim) || !mlirAffineExprIsPureAffine(sym) ||
      !mlirAffineExprIsPureAffine(cst) || !mlirAffineExprIsPureAffine(add) ||
      mlirAffineExprIsPureAffine(mul) || mlirAffineExprIsPureAffine(mod) ||
      mlirAffineExprIsPureAffine(floorDiv) || mlirAffineExprIsPureAffine(ceilDiv))
    return 5;
  for (size_t i = 0; i < sizeof exprs / sizeof exprs[0]; ++i) {
    int64_t expected = i == 2 ? 5 : 1;
    if (mlirAffineExprGetLargestKnownDivisor(exprs[i]) != expected)
      return 6;
    if (!mlirAffineExprIsMultipleOf(exprs[i], expected))
      return 7;
    if (mlirAffineExprIsFunctionOfDim(exprs[i], 5) != (i != 1 && i != 2))
      return 8;
  }
  if (!mlirAffineExprIsAAdd(add) || !mlirAffineExprIsAMul(mul) || !mlirAffineExprIsAMod(mod) ||
      !mlirAffineExprIsAFloorDiv(floorDiv) || !mlirAffineExprIsACeilDiv(ceilDiv) ||
      !mlirAffineExprIsABinary(add))
    return 9;
  if (!mlirAffineExprIsAConstant(cst) || !mlirAffineExprIsADim(dim) ||
      !mlirAffineExprIsASymbol(sym))
    return 15;
  if (!mlirAffineExprEqual(dim, mlirAffineDimExprGet(ctx, 5)) || mlirAffineExprIsNull(dim))
    return 18;
  if (!mlirContextEqual(mlirAffineExprGetContext(add), ctx))
    return 19;

  // Folding at construction, and the predicates on folded expressions.
  MlirAffineExpr d0 = mlirAffineDimExprGet(ctx, 0);
  MlirAffineExpr s0 = mlirAffineSymbolExprGet(ctx, 0);
  MlirAffineExpr c4 = mlirAffineConstantExprGet(ctx, 4);
  MlirAffineExpr c6 = mlirAffineConstantExprGet(ctx, 6);
  MlirAffineExpr folded[] = {
      mlirAffineAddExprGet(c4, c6),
      mlirAffineMulExprGet(d0, c4),
      mlirAffineMulExprGet(c4, d0),
      mlirAffineAddExprGet(mlirAffineMulExprGet(d0, c4), mlirAffineMulExprGet(s0, c6)),
      mlirAffineModExprGet(mlirAffineMulExprGet(d0, c4), c6),
      mlirAffineFloorDivExprGet(mlirAffineMulExprGet(d0, c6), c4),
      mlirAffineCeilDivExprGet(c6, c4),
      mlirAffineAddExprGet(d0, mlirAffineMulExprGet(mlirAffineConstantExprGet(ctx, -1), s0)),
      mlirAffineAddExprGet(mlirAffineMulExprGet(s0, c4), d0),
  };
  for (size_t i = 0; i < sizeof folded / sizeof folded[0]; ++i) {
    printf("  ");
    mlirAffineExprPrint(folded[i], print_cb, NULL);
    printf(" : divisor=%" PRId64 " multiple-of-2=%d pure=%d symbolic=%d binary=%d\n",
           mlirAffineExprGetLargestKnownDivisor(folded[i]),
           mlirAffineExprIsMultipleOf(folded[i], 2), mlirAffineExprIsPureAffine(folded[i]),
           mlirAffineExprIsSymbolicOrConstant(folded[i]), mlirAffineExprIsABinary(folded[i]));
  }

  // Shifting and simplification.
  MlirAffineExpr e = mlirAffineAddExprGet(mlirAffineMulExprGet(d0, s0),
                                          mlirAffineDimExprGet(ctx, 1));
  show_expr(mlirAffineExprShiftDims(e, 2, 3, 1));
  show_expr(mlirAffineExprShiftSymbols(e, 1, 2, 0));
  MlirAffineExpr messy = mlirAffineAddExprGet(
      mlirAffineModExprGet(mlirAffineAddExprGet(d0, mlirAffineMulExprGet(d0, c4)), c4),
      mlirAffineFloorDivExprGet(mlirAffineMulExprGet(d0, c4), c4));
  show_expr(messy);
  show_expr(mlirSimplifyAffineExpr(messy, 1, 0));
  return 0;
}

static int map_from_exprs(MlirContext ctx) {
  MlirAffineExpr dim = mlirAffineDimExprGet(ctx, 0);
  MlirAffineExpr sym = mlirAffineSymbolExprGet(ctx, 1);
  MlirAffineExpr exprs[] = {dim, sym};
  MlirAffineMap map = mlirAffineMapGet(ctx, 3, 3, 2, exprs);
  printf("@affineMapFromExprs\n");
  mlirAffineMapDump(map);
  if (mlirAffineMapGetNumResults(map) != 2)
    return 1;
  if (!mlirAffineExprEqual(mlirAffineMapGetResult(map, 0), dim))
    return 2;
  if (!mlirAffineExprEqual(mlirAffineMapGetResult(map, 1), sym))
    return 3;
  MlirAffineExpr composed = mlirAffineExprCompose(mlirAffineDimExprGet(ctx, 1), map);
  mlirAffineExprDump(composed);
  if (!mlirAffineExprEqual(composed, sym))
    return 4;

  // Composition into a compound expression, and replacement in a map.
  MlirAffineExpr d2 = mlirAffineDimExprGet(ctx, 2);
  MlirAffineExpr two[] = {mlirAffineAddExprGet(dim, d2),
                          mlirAffineMulExprGet(sym, mlirAffineConstantExprGet(ctx, 3))};
  MlirAffineMap m2 = mlirAffineMapGet(ctx, 3, 2, 2, two);
  show_expr(mlirAffineExprCompose(
      mlirAffineAddExprGet(mlirAffineDimExprGet(ctx, 0), mlirAffineDimExprGet(ctx, 1)), m2));
  show_map(mlirAffineMapReplace(m2, d2, mlirAffineConstantExprGet(ctx, 7), 3, 2));
  show_map(mlirAffineMapReplace(m2, dim, mlirAffineSymbolExprGet(ctx, 0), 3, 2));

  return 0;
}

static void store_map(void *result, intptr_t idx, MlirAffineMap m) {
  ((MlirAffineMap *)result)[idx] = m;
}

static void compress(MlirContext ctx) {
  printf("@compressUnusedSymbols\n");
  MlirAffineExpr d0 = mlirAffineDimExprGet(ctx, 0), d1 = mlirAffineDimExprGet(ctx, 1);
  MlirAffineExpr s0 = mlirAffineSymbolExprGet(ctx, 0), s2 = mlirAffineSymbolExprGet(ctx, 2);
  MlirAffineExpr ra[] = {mlirAffineAddExprGet(d0, s2)};
  MlirAffineExpr rb[] = {s2, d1};
  MlirAffineExpr rc[] = {mlirAffineMulExprGet(s2, d0)};
  MlirAffineMap maps[] = {mlirAffineMapGet(ctx, 2, 3, 1, ra), mlirAffineMapGet(ctx, 2, 3, 2, rb),
                          mlirAffineMapGet(ctx, 2, 3, 1, rc)};
  MlirAffineMap out[3];
  mlirAffineMapCompressUnusedSymbols(maps, 3, out, store_map);
  for (int i = 0; i < 3; ++i)
    show_map(out[i]);
  MlirAffineExpr rd[] = {s0, s2};
  MlirAffineMap withS0[] = {maps[0], mlirAffineMapGet(ctx, 2, 3, 2, rd)};
  mlirAffineMapCompressUnusedSymbols(withS0, 2, out, store_map);
  show_map(out[0]);
  show_map(out[1]);
}

static int integer_sets(MlirContext ctx) {
  MlirIntegerSet emptySet = mlirIntegerSetEmptyGet(ctx, 2, 1);
  printf("@printIntegerSet\n");
  mlirIntegerSetDump(emptySet);
  if (!mlirIntegerSetIsCanonicalEmpty(emptySet))
    return 1;
  if (!mlirIntegerSetEqual(emptySet, mlirIntegerSetEmptyGet(ctx, 2, 1)))
    return 2;

  MlirAffineExpr negOne = mlirAffineConstantExprGet(ctx, -1);
  MlirAffineExpr negFortyTwo = mlirAffineConstantExprGet(ctx, -42);
  MlirAffineExpr d0 = mlirAffineDimExprGet(ctx, 0);
  MlirAffineExpr d1 = mlirAffineDimExprGet(ctx, 1);
  MlirAffineExpr s0 = mlirAffineSymbolExprGet(ctx, 0);
  MlirAffineExpr d0minusS0 = mlirAffineAddExprGet(d0, mlirAffineMulExprGet(negOne, s0));
  MlirAffineExpr d1minus42 = mlirAffineAddExprGet(d1, negFortyTwo);
  MlirAffineExpr constraints[] = {d0minusS0, d1minus42};
  bool flags[] = {true, false};
  MlirIntegerSet set = mlirIntegerSetGet(ctx, 2, 1, 2, constraints, flags);
  mlirIntegerSetDump(set);

  MlirAffineExpr s1 = mlirAffineSymbolExprGet(ctx, 1);
  MlirAffineExpr repl[] = {d0, s1};
  MlirIntegerSet replaced = mlirIntegerSetReplaceGet(set, repl, &s0, 1, 2);
  mlirIntegerSetDump(replaced);

  if (mlirIntegerSetGetNumDims(set) != 2 || mlirIntegerSetGetNumDims(replaced) != 1)
    return 3;
  if (mlirIntegerSetGetNumSymbols(set) != 1 || mlirIntegerSetGetNumSymbols(replaced) != 2)
    return 5;
  if (mlirIntegerSetGetNumInputs(set) != 3)
    return 7;
  if (mlirIntegerSetGetNumConstraints(set) != 2)
    return 8;
  if (mlirIntegerSetGetNumEqualities(set) != 1 || mlirIntegerSetGetNumInequalities(set) != 1)
    return 9;
  for (int i = 0; i < 2; ++i) {
    MlirAffineExpr c = mlirIntegerSetGetConstraint(set, i);
    bool eq = mlirIntegerSetIsConstraintEq(set, i);
    if (!mlirAffineExprEqual(c, eq ? d0minusS0 : d1minus42))
      return 11 + i;
    printf("constraint %d (eq=%d): ", i, eq);
    show_expr(c);
  }
  printf("set is canonical empty: %d, context ok: %d, null: %d\n",
         mlirIntegerSetIsCanonicalEmpty(set),
         mlirContextEqual(mlirIntegerSetGetContext(set), ctx), mlirIntegerSetIsNull(set));
  printf("as attribute: ");
  MlirAttribute attr = mlirIntegerSetAttrGet(set);
  print_attr(attr);
  printf("round trip: %d\n", mlirIntegerSetEqual(mlirIntegerSetAttrGetValue(attr), set));
  mlirIntegerSetPrint(replaced, print_cb, NULL);
  printf("\n");
  return 0;
}

int main(void) {
  stderr_to_stdout();
  MlirContext ctx = mlirContextCreate();
  int rc = affine_maps(ctx);
  if (!rc)
    rc = affine_exprs(ctx) ? 100 : 0;
  if (!rc)
    rc = map_from_exprs(ctx) ? 200 : 0;
  if (!rc) {
    compress(ctx);
    rc = integer_sets(ctx) ? 300 : 0;
  }
  mlirContextDestroy(ctx);
  if (rc)
    printf("failed: %d\n", rc);
  return rc;
}
