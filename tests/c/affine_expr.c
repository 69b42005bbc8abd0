// Every function of mlir-c/AffineExpr.h: construction with simplification
// (constant folding, cancellation, canonical operand order, the add/mul
// canonical forms, floordiv/ceildiv/mod rules), printing with upstream's
// parenthesization, the kind tests and accessors, the queries, composition
// with a map, shifts and flattening simplification.
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
#define MOD(a, b) mlirAffineModExprGet(a, b)
#define FD(a, b) mlirAffineFloorDivExprGet(a, b)
#define CD(a, b) mlirAffineCeilDivExprGet(a, b)
#define SUB(a, b) ADD(a, MUL(b, C(-1)))

static void print_expr(MlirAffineExpr e) { mlirAffineExprPrint(e, print_cb, NULL); }

// Prints the tree structure: kind and operands, recursively.
static void tree(MlirAffineExpr e) {
  if (mlirAffineExprIsADim(e)) {
    printf("d%" PRIdPTR, mlirAffineDimExprGetPosition(e));
  } else if (mlirAffineExprIsASymbol(e)) {
    printf("s%" PRIdPTR, mlirAffineSymbolExprGetPosition(e));
  } else if (mlirAffineExprIsAConstant(e)) {
    printf("%" PRId64, mlirAffineConstantExprGetValue(e));
  } else {
    const char *k = mlirAffineExprIsAAdd(e)        ? "Add"
                    : mlirAffineExprIsAMul(e)      ? "Mul"
                    : mlirAffineExprIsAMod(e)      ? "Mod"
                    : mlirAffineExprIsAFloorDiv(e) ? "FloorDiv"
                    : mlirAffineExprIsACeilDiv(e)  ? "CeilDiv"
                                                   : "?";
    printf("%s(", k);
    tree(mlirAffineBinaryOpExprGetLHS(e));
    printf(", ");
    tree(mlirAffineBinaryOpExprGetRHS(e));
    printf(")");
  }
}

static void show(const char *label, MlirAffineExpr e) {
  printf("%-34s ", label);
  print_expr(e);
  printf("  =  ");
  tree(e);
  printf("\n");
}

#define SHOW(x) show(#x, x)

static void queries(const char *label, MlirAffineExpr e) {
  printf("%-30s ", label);
  print_expr(e);
  printf(": symbolic=%d pure=%d divisor=%" PRId64, mlirAffineExprIsSymbolicOrConstant(e),
         mlirAffineExprIsPureAffine(e), mlirAffineExprGetLargestKnownDivisor(e));
  static const int64_t factors[] = {1, -1, 2, 3, 4, 6, 8, -4};
  printf(" multiples:");
  for (unsigned i = 0; i < sizeof(factors) / sizeof(factors[0]); ++i)
    if (mlirAffineExprIsMultipleOf(e, factors[i]))
      printf(" %" PRId64, factors[i]);
  printf(" dims:");
  for (intptr_t i = 0; i < 4; ++i)
    if (mlirAffineExprIsFunctionOfDim(e, i))
      printf(" d%" PRIdPTR, i);
  printf(" binary=%d\n", mlirAffineExprIsABinary(e));
}

#define QUERIES(x) queries(#x, x)

int main(void) {
  ctx = mlirContextCreate();
  MlirAffineExpr d0 = D(0), d1 = D(1), d2 = D(2), s0 = SY(0), s1 = SY(1);

  // Leaves, accessors and uniquing.
  printf("d0 == d0: %d, d0 == d1: %d, 0 is null: %d, null is null: %d\n",
         mlirAffineExprEqual(d0, D(0)), mlirAffineExprEqual(d0, d1),
         mlirAffineExprIsNull(C(0)), mlirAffineExprIsNull((MlirAffineExpr){NULL}));
  printf("context: %d\n", mlirContextEqual(mlirAffineExprGetContext(d0), ctx));
  printf("positions: %" PRIdPTR " %" PRIdPTR " %" PRId64 "\n", mlirAffineDimExprGetPosition(D(7)),
         mlirAffineSymbolExprGetPosition(SY(12)), mlirAffineConstantExprGetValue(C(-42)));
  SHOW(D(123456));
  SHOW(C(INT64_MAX));
  SHOW(C(INT64_MIN));
  printf("kinds of d0: dim=%d sym=%d cst=%d add=%d mul=%d mod=%d fd=%d cd=%d bin=%d\n",
         mlirAffineExprIsADim(d0), mlirAffineExprIsASymbol(d0), mlirAffineExprIsAConstant(d0),
         mlirAffineExprIsAAdd(d0), mlirAffineExprIsAMul(d0), mlirAffineExprIsAMod(d0),
         mlirAffineExprIsAFloorDiv(d0), mlirAffineExprIsACeilDiv(d0), mlirAffineExprIsABinary(d0));

  // Constant folding.
  SHOW(ADD(C(3), C(4)));
  SHOW(MUL(C(3), C(-4)));
  SHOW(FD(C(7), C(2)));
  SHOW(FD(C(-7), C(2)));
  SHOW(FD(C(7), C(-2)));
  SHOW(CD(C(7), C(2)));
  SHOW(CD(C(-7), C(2)));
  SHOW(CD(C(12), C(-3)));
  SHOW(MOD(C(7), C(3)));
  SHOW(MOD(C(-7), C(3)));
  SHOW(MOD(C(7), C(-3)));
  SHOW(MOD(C(7), C(0)));
  SHOW(FD(C(7), C(0)));
  SHOW(CD(C(7), C(0)));
  // Folds that would overflow are left as they are.
  SHOW(ADD(C(INT64_MAX), C(1)));
  SHOW(ADD(C(INT64_MIN), C(-1)));
  SHOW(MUL(C(INT64_MAX), C(2)));
  SHOW(MUL(C(INT64_MIN), C(-1)));
  SHOW(FD(C(INT64_MIN), C(-1)));
  SHOW(CD(C(INT64_MIN), C(-1)));
  SHOW(MOD(C(INT64_MIN), C(-1)));
  SHOW(FD(C(INT64_MIN), C(2)));
  SHOW(MOD(C(INT64_MIN), C(3)));
  SHOW(ADD(ADD(d0, C(INT64_MAX)), C(1)));
  SHOW(MUL(MUL(d0, C(INT64_MAX)), C(2)));

  // Additions: constants and symbols go right, zero vanishes, constants
  // combine, like terms merge, `e - (e floordiv c) * c` becomes a mod.
  SHOW(ADD(C(4), d0));
  SHOW(ADD(d0, C(0)));
  SHOW(ADD(ADD(d0, C(2)), C(3)));
  SHOW(ADD(ADD(d0, C(2)), d1));
  SHOW(ADD(s0, d0));
  SHOW(ADD(d1, d0));
  SHOW(ADD(s1, s0));
  SHOW(ADD(d0, s0));
  SHOW(SUB(d0, d0));
  SHOW(SUB(d0, d1));
  SHOW(ADD(d0, d0));
  SHOW(ADD(MUL(d0, C(2)), MUL(d0, C(3))));
  SHOW(ADD(MUL(d0, C(2)), d0));
  SHOW(ADD(ADD(d0, d1), MUL(d1, C(-1))));
  SHOW(ADD(d0, MUL(FD(d0, C(4)), C(-4))));
  SHOW(ADD(d0, MUL(MUL(FD(d0, s0), s0), C(-1))));
  SHOW(ADD(ADD(d1, d0), MUL(FD(d0, C(4)), C(-4))));
  SHOW(ADD(ADD(d0, d1), MUL(FD(d1, C(4)), C(-4))));
  SHOW(ADD(ADD(d0, s0), MUL(FD(d1, C(4)), C(-1))));
  SHOW(ADD(d0, MUL(FD(d0, C(-4)), C(4))));
  SHOW(ADD(d0, FD(FD(d0, C(4)), C(-4))));
  SHOW(ADD(MUL(d0, C(3)), ADD(d1, C(5))));
  SHOW(ADD(C(-3), SUB(d0, C(2))));

  // Products: constants and symbols go right, one and zero, constants
  // combine and move out.
  SHOW(MUL(C(3), d0));
  SHOW(MUL(d0, C(1)));
  SHOW(MUL(d0, C(0)));
  SHOW(MUL(MUL(d0, C(2)), C(3)));
  SHOW(MUL(MUL(d0, C(2)), s0));
  SHOW(MUL(s0, d0));
  SHOW(MUL(s1, s0));
  SHOW(MUL(s0, C(4)));
  SHOW(MUL(C(4), s0));
  SHOW(MUL(ADD(d0, C(1)), C(-1)));
  SHOW(MUL(ADD(d0, d1), s0));

  // Divisions and remainders.
  SHOW(FD(MUL(d0, C(2)), C(2)));
  SHOW(FD(MUL(d0, C(128)), C(64)));
  SHOW(FD(MUL(d0, C(6)), C(4)));
  SHOW(FD(d0, C(1)));
  SHOW(FD(ADD(MUL(d0, C(8)), d1), C(4)));
  SHOW(FD(ADD(MUL(d0, C(2)), C(1)), C(2)));
  SHOW(FD(MUL(d0, C(4)), C(-2)));
  SHOW(FD(d0, s0));
  SHOW(CD(MUL(d0, C(128)), C(64)));
  SHOW(CD(d0, C(1)));
  SHOW(CD(ADD(MUL(d0, C(8)), d1), C(4)));
  SHOW(MOD(MUL(d0, C(128)), C(64)));
  SHOW(MOD(ADD(MUL(d0, C(8)), d1), C(4)));
  SHOW(MOD(ADD(d1, MUL(d0, C(8))), C(4)));
  SHOW(MOD(MOD(d0, C(8)), C(4)));
  SHOW(MOD(MOD(d0, C(4)), C(8)));
  SHOW(MOD(d0, C(1)));
  SHOW(MOD(d0, C(-4)));
  SHOW(MOD(d0, s0));

  // Printing: subtraction forms, negation, parenthesization.
  SHOW(SUB(d0, MUL(d1, C(3))));
  SHOW(SUB(d0, ADD(d1, C(1))));
  SHOW(SUB(d0, FD(d1, C(2))));
  SHOW(ADD(d0, C(-5)));
  SHOW(MUL(d0, C(-1)));
  SHOW(MUL(ADD(d0, d1), C(-1)));
  SHOW(MUL(FD(d0, C(2)), C(-1)));
  SHOW(MUL(ADD(d0, d1), C(2)));
  SHOW(FD(ADD(d0, d1), C(2)));
  SHOW(MOD(MUL(d0, s0), C(3)));
  SHOW(MUL(MOD(d0, C(3)), s1));
  SHOW(CD(FD(d0, C(2)), C(3)));
  SHOW(ADD(MOD(d0, C(3)), FD(d1, C(2))));
  SHOW(ADD(C(5), MUL(d1, C(-2))));
  SHOW(ADD(d0, MUL(s0, C(INT64_MIN))));
  SHOW(ADD(d0, C(INT64_MIN)));

  // Queries.
  QUERIES(d0);
  QUERIES(s0);
  QUERIES(C(0));
  QUERIES(C(-12));
  QUERIES(MUL(d0, C(4)));
  QUERIES(MUL(MUL(d0, C(4)), s0));
  QUERIES(ADD(MUL(d0, C(4)), MUL(d1, C(6))));
  QUERIES(MOD(MUL(d0, C(8)), C(12)));
  QUERIES(FD(MOD(MUL(d0, C(8)), C(16)), C(2)));
  QUERIES(FD(MOD(MUL(d0, C(8)), C(16)), C(-2)));
  QUERIES(CD(MOD(MUL(d0, C(8)), C(16)), C(4)));
  QUERIES(FD(d2, s0));
  QUERIES(MUL(d1, s0));
  QUERIES(ADD(s0, MUL(s1, C(3))));
  QUERIES(MOD(d2, s1));
  QUERIES(ADD(d0, MUL(d2, C(2))));

  // Composition with a map: dims are replaced by the map's results.
  MlirAffineExpr results[2] = {ADD(d1, C(1)), MUL(d0, C(2))};
  MlirAffineMap map = mlirAffineMapGet(ctx, 2, 1, 2, results);
  SHOW(mlirAffineExprCompose(ADD(d0, d1), map));
  SHOW(mlirAffineExprCompose(SUB(MUL(d0, C(2)), d1), map));
  SHOW(mlirAffineExprCompose(ADD(FD(d0, C(2)), s0), map));
  SHOW(mlirAffineExprCompose(d2, map));
  SHOW(mlirAffineExprCompose(ADD(d0, C(1)), mlirAffineMapConstantGet(ctx, INT64_MAX)));

  // Shifts.
  MlirAffineExpr e = ADD(ADD(ADD(d0, d1), d2), ADD(s0, s1));
  SHOW(e);
  SHOW(mlirAffineExprShiftDims(e, 3, 2, 0));
  SHOW(mlirAffineExprShiftDims(e, 3, 2, 1));
  SHOW(mlirAffineExprShiftDims(e, 2, 5, 1));
  SHOW(mlirAffineExprShiftDims(e, 3, 0, 0));
  SHOW(mlirAffineExprShiftSymbols(e, 2, 1, 0));
  SHOW(mlirAffineExprShiftSymbols(e, 1, 3, 0));
  SHOW(mlirAffineExprShiftSymbols(e, 2, 1, 1));

  // Flattening simplification.
  SHOW(mlirSimplifyAffineExpr(ADD(SUB(ADD(d0, d1), d0), C(0)), 2, 0));
  SHOW(mlirSimplifyAffineExpr(ADD(MUL(ADD(d0, C(1)), C(2)), MUL(SUB(d0, C(1)), C(3))), 1, 0));
  SHOW(mlirSimplifyAffineExpr(SUB(d0, MUL(FD(d0, C(4)), C(4))), 1, 0));
  SHOW(mlirSimplifyAffineExpr(ADD(MOD(d0, C(4)), MUL(FD(d0, C(4)), C(4))), 1, 0));
  SHOW(mlirSimplifyAffineExpr(FD(ADD(MUL(d0, C(4)), C(8)), C(4)), 1, 0));
  SHOW(mlirSimplifyAffineExpr(CD(ADD(MUL(d0, C(6)), C(3)), C(9)), 1, 0));
  SHOW(mlirSimplifyAffineExpr(MOD(ADD(MUL(d0, C(6)), MUL(d1, C(9))), C(3)), 2, 0));
  SHOW(mlirSimplifyAffineExpr(ADD(FD(d0, C(3)), FD(d0, C(3))), 1, 0));
  SHOW(mlirSimplifyAffineExpr(ADD(MUL(s0, C(2)), ADD(d1, ADD(d0, s0))), 2, 1));
  SHOW(mlirSimplifyAffineExpr(FD(d0, C(0)), 1, 0));
  SHOW(mlirSimplifyAffineExpr(MOD(d0, C(-2)), 1, 0));
  SHOW(mlirSimplifyAffineExpr(FD(MUL(d0, s0), s0), 1, 1));
  SHOW(mlirSimplifyAffineExpr(MOD(MUL(d0, s0), s0), 1, 1));
  SHOW(mlirSimplifyAffineExpr(CD(ADD(MUL(d0, s0), MUL(s0, C(4))), s0), 1, 1));
  SHOW(mlirSimplifyAffineExpr(ADD(MUL(d1, s0), ADD(MUL(d0, s1), ADD(d0, s0))), 2, 2));
  SHOW(mlirSimplifyAffineExpr(MOD(SUB(s0, MOD(s0, s1)), s1), 0, 2));
  SHOW(mlirSimplifyAffineExpr(ADD(MUL(MOD(d0, s0), C(2)), MOD(d0, s0)), 1, 1));

  // Dump goes to stderr (not compared).
  mlirAffineExprDump(ADD(d0, s0));

  mlirContextDestroy(ctx);
  return 0;
}
