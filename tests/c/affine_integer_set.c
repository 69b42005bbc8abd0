// Every function of mlir-c/IntegerSet.h: construction (uniqued, whatever the
// number of constraints), the canonical empty set, printing, the counts,
// constraints and equality flags, and replacement of dimensions and symbols.
#include <inttypes.h>

#include "common.h"
#include "mlir-c/AffineExpr.h"
#include "mlir-c/IntegerSet.h"

static MlirContext ctx;

#define D(i) mlirAffineDimExprGet(ctx, i)
#define SY(i) mlirAffineSymbolExprGet(ctx, i)
#define C(v) mlirAffineConstantExprGet(ctx, v)
#define ADD(a, b) mlirAffineAddExprGet(a, b)
#define MUL(a, b) mlirAffineMulExprGet(a, b)
#define MOD(a, b) mlirAffineModExprGet(a, b)
#define SUB(a, b) ADD(a, MUL(b, C(-1)))

static void describe(const char *label, MlirIntegerSet s) {
  printf("%-40s ", label);
  if (mlirIntegerSetIsNull(s)) {
    printf("<null>\n");
    return;
  }
  mlirIntegerSetPrint(s, print_cb, NULL);
  printf("\n    dims=%" PRIdPTR " syms=%" PRIdPTR " inputs=%" PRIdPTR " constraints=%" PRIdPTR
         " eqs=%" PRIdPTR " ineqs=%" PRIdPTR " canonical-empty=%d\n   ",
         mlirIntegerSetGetNumDims(s), mlirIntegerSetGetNumSymbols(s), mlirIntegerSetGetNumInputs(s),
         mlirIntegerSetGetNumConstraints(s), mlirIntegerSetGetNumEqualities(s),
         mlirIntegerSetGetNumInequalities(s), mlirIntegerSetIsCanonicalEmpty(s));
  for (intptr_t i = 0; i < mlirIntegerSetGetNumConstraints(s); ++i) {
    printf(" [");
    mlirAffineExprPrint(mlirIntegerSetGetConstraint(s, i), print_cb, NULL);
    printf(mlirIntegerSetIsConstraintEq(s, i) ? " == 0]" : " >= 0]");
  }
  printf("\n");
}

#define DESCRIBE(x) describe(#x, x)

int main(void) {
  ctx = mlirContextCreate();
  MlirAffineExpr d0 = D(0), d1 = D(1), s0 = SY(0), s1 = SY(1);

  MlirIntegerSet empty = mlirIntegerSetEmptyGet(ctx, 2, 1);
  DESCRIBE(empty);
  DESCRIBE(mlirIntegerSetEmptyGet(ctx, 0, 0));
  DESCRIBE(mlirIntegerSetEmptyGet(ctx, 1, 3));
  printf("empty uniqued: %d, context: %d\n", mlirIntegerSetEqual(empty, mlirIntegerSetEmptyGet(ctx, 2, 1)),
         mlirContextEqual(mlirIntegerSetGetContext(empty), ctx));

  MlirAffineExpr cs[] = {d0, SUB(s0, d0), SUB(d1, C(5)), ADD(MUL(d0, C(2)), d1),
                         MOD(d1, C(3)), SUB(s1, MUL(d1, C(4)))};
  bool flags[] = {false, false, true, false, true, false};
  for (intptr_t n = 1; n <= 6; ++n) {
    MlirIntegerSet a = mlirIntegerSetGet(ctx, 2, 2, n, cs, flags);
    MlirIntegerSet b = mlirIntegerSetGet(ctx, 2, 2, n, cs, flags);
    printf("%" PRIdPTR " constraints, equal sets: %d\n", n, mlirIntegerSetEqual(a, b));
    describe("set", a);
  }

  // A constant `1 == 0` built by hand is the canonical empty set.
  MlirAffineExpr one = C(1);
  bool eq = true, ineq = false;
  DESCRIBE(mlirIntegerSetGet(ctx, 2, 1, 1, &one, &eq));
  DESCRIBE(mlirIntegerSetGet(ctx, 2, 1, 1, &one, &ineq));
  MlirAffineExpr zero = C(0);
  DESCRIBE(mlirIntegerSetGet(ctx, 0, 0, 1, &zero, &eq));
  DESCRIBE(mlirIntegerSetGet(ctx, 1, 0, 1, &d0, &ineq));

  // Replacement of dimensions and symbols.
  MlirIntegerSet s = mlirIntegerSetGet(ctx, 2, 2, 6, cs, flags);
  MlirAffineExpr dims[] = {ADD(d0, C(1)), MUL(d1, s0)};
  MlirAffineExpr syms[] = {C(10), s0};
  DESCRIBE(mlirIntegerSetReplaceGet(s, dims, syms, 2, 1));
  MlirAffineExpr swapDims[] = {d1, d0};
  MlirAffineExpr keepSyms[] = {s0, s1};
  DESCRIBE(mlirIntegerSetReplaceGet(s, swapDims, keepSyms, 3, 2));
  MlirAffineExpr constDims[] = {C(4), C(7)};
  MlirAffineExpr constSyms[] = {C(2), C(30)};
  DESCRIBE(mlirIntegerSetReplaceGet(s, constDims, constSyms, 0, 0));
  DESCRIBE(mlirIntegerSetReplaceGet(empty, swapDims, keepSyms, 2, 1));
  printf("replaced empty is empty: %d\n",
         mlirIntegerSetEqual(mlirIntegerSetReplaceGet(empty, swapDims, keepSyms, 2, 1), empty));

  // Dump goes to stderr (not compared).
  mlirIntegerSetDump(s);

  mlirContextDestroy(ctx);
  return 0;
}
