// oxmlir-only: upstream asserts, crashes or reads out of bounds on these
// calls. Checks that misuse of the affine C API (null handles, positions out
// of range, accessors of the wrong kind, handles of different contexts,
// invalid counts) is reported through the context's diagnostic handler and
// that the calls return safe values.
#include "common.h"
#include "report_capture.h"
#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/IntegerSet.h"

// Runs `call` and checks that it made exactly one report containing `text`.
#define REPORTS(text, call)                                                    \
  do {                                                                         \
    int before_ = reports;                                                     \
    call;                                                                      \
    EXPECT(reports == before_ + 1);                                            \
    EXPECT(strstr(last, text) != NULL);                                        \
  } while (0)

static int printed;
static void count_cb(MlirStringRef s, void *u) {
  (void)s;
  (void)u;
  ++printed;
}

static MlirAffineMap compressed;
static int populated;
static void populate(void *res, intptr_t idx, MlirAffineMap m) {
  (void)res;
  (void)idx;
  compressed = m;
  ++populated;
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, handler, NULL, NULL);
  MlirAffineExpr d0 = mlirAffineDimExprGet(ctx, 0);
  MlirAffineExpr s0 = mlirAffineSymbolExprGet(ctx, 0);
  MlirAffineExpr c4 = mlirAffineConstantExprGet(ctx, 4);
  MlirAffineExpr sum = mlirAffineAddExprGet(d0, s0);
  MlirAffineMap map = mlirAffineMapGet(ctx, 1, 1, 1, &sum);
  MlirAffineExpr null = {NULL};

  // Accessors of the wrong kind.
  REPORTS("not a dimension", EXPECT(mlirAffineDimExprGetPosition(s0) == 0));
  REPORTS("not a symbol", EXPECT(mlirAffineSymbolExprGetPosition(d0) == 0));
  REPORTS("not a constant", EXPECT(mlirAffineConstantExprGetValue(d0) == 0));
  REPORTS("not a binary", EXPECT(mlirAffineExprIsNull(mlirAffineBinaryOpExprGetLHS(d0))));
  REPORTS("not a binary", EXPECT(mlirAffineExprIsNull(mlirAffineBinaryOpExprGetRHS(c4))));
  REPORTS("single constant", EXPECT(mlirAffineMapGetSingleConstantResult(map) == 0));

  // Positions and counts out of range.
  REPORTS("out of range", EXPECT(mlirAffineExprIsNull(mlirAffineMapGetResult(map, 1))));
  REPORTS("out of range", EXPECT(mlirAffineExprIsNull(mlirAffineMapGetResult(map, -1))));
  intptr_t bad[] = {0, 5};
  REPORTS("out of range", EXPECT(mlirAffineMapIsNull(mlirAffineMapGetSubMap(map, 2, bad))));
  REPORTS("exceeds", EXPECT(mlirAffineMapIsNull(mlirAffineMapMinorIdentityGet(ctx, 2, 3))));
  REPORTS("invalid", EXPECT(mlirAffineMapIsNull(mlirAffineMapMultiDimIdentityGet(ctx, -1))));
  REPORTS("empty permutation", EXPECT(mlirAffineMapIsNull(mlirAffineMapPermutationGet(ctx, 0, NULL))));
  REPORTS("invalid", EXPECT(mlirAffineMapIsNull(mlirAffineMapGet(ctx, 1, 0, -2, NULL))));
  // Negative dimension and symbol counts are refused by every getter.
  REPORTS("invalid number of dimensions", EXPECT(mlirAffineMapIsNull(mlirAffineMapZeroResultGet(ctx, -1, 0))));
  REPORTS("invalid number of symbols", EXPECT(mlirAffineMapIsNull(mlirAffineMapZeroResultGet(ctx, 0, -1))));
  REPORTS("invalid number of dimensions", EXPECT(mlirAffineMapIsNull(mlirAffineMapGet(ctx, -1, 0, 0, NULL))));
  REPORTS("invalid number of symbols", EXPECT(mlirIntegerSetIsNull(mlirIntegerSetEmptyGet(ctx, 1, -3))));
  bool ineq = false;
  REPORTS("invalid number of dimensions",
          EXPECT(mlirIntegerSetIsNull(mlirIntegerSetGet(ctx, -1, 0, 1, &d0, &ineq))));
  REPORTS("invalid number of dimensions",
          EXPECT(mlirAffineMapIsNull(mlirAffineMapReplace(map, d0, d0, -1, 0))));
  REPORTS("d1", EXPECT(mlirAffineExprIsNull(mlirSimplifyAffineExpr(mlirAffineDimExprGet(ctx, 1), 1, 0))));
  REPORTS("s0", EXPECT(mlirAffineExprIsNull(mlirSimplifyAffineExpr(s0, 1, 0))));
  REPORTS("factor", EXPECT(!mlirAffineExprIsMultipleOf(c4, 0)));
  EXPECT(!mlirAffineExprIsMultipleOf(d0, 0));

  bool eq = true;
  REPORTS("at least one constraint", EXPECT(mlirIntegerSetIsNull(mlirIntegerSetGet(ctx, 1, 0, 0, NULL, NULL))));
  MlirIntegerSet set = mlirIntegerSetGet(ctx, 1, 1, 1, &sum, &eq);
  REPORTS("out of range", EXPECT(mlirAffineExprIsNull(mlirIntegerSetGetConstraint(set, 1))));
  REPORTS("out of range", EXPECT(!mlirIntegerSetIsConstraintEq(set, 7)));

  // Null handles: reported through the context of the other handles, or on
  // stderr when there is none.
  REPORTS("null MlirAffineExpr", EXPECT(mlirAffineExprIsNull(mlirAffineAddExprGet(d0, null))));
  REPORTS("null MlirAffineMap", EXPECT(mlirAffineExprIsNull(mlirAffineExprCompose(d0, (MlirAffineMap){NULL}))));
  int before = reports;
  // A null expression prints upstream's placeholder, unreported (the text
  // is compared with upstream's in upstream_ir_affine.c).
  mlirAffineExprPrint(null, count_cb, NULL);
  EXPECT(printed == 1);
  EXPECT(mlirAffineMapGetNumResults((MlirAffineMap){NULL}) == 0);
  EXPECT(mlirIntegerSetGetNumDims((MlirIntegerSet){NULL}) == 0);
  EXPECT(mlirContextIsNull(mlirAffineExprGetContext(null)));
  EXPECT(reports == before);
  MlirAffineExpr withNull[] = {d0, null};
  REPORTS("null MlirAffineExpr", EXPECT(mlirAffineMapIsNull(mlirAffineMapGet(ctx, 1, 0, 2, withNull))));
  REPORTS("populateResult", mlirAffineMapCompressUnusedSymbols(&map, 1, NULL, NULL));
  EXPECT(mlirAffineExprEqual(null, null));
  EXPECT(!mlirAffineMapEqual(map, (MlirAffineMap){NULL}));

  // Maps that cannot be compressed together.
  MlirAffineMap other = mlirAffineMapGet(ctx, 2, 1, 1, &sum);
  MlirAffineMap pair[] = {map, other};
  REPORTS("same numbers", mlirAffineMapCompressUnusedSymbols(pair, 2, NULL, populate));
  EXPECT(populated == 0);
  mlirAffineMapCompressUnusedSymbols(pair, 1, NULL, populate);
  EXPECT(populated == 1 && !mlirAffineMapIsNull(compressed));

  // Handles of two contexts mixed.
  MlirContext ctx2 = mlirContextCreate();
  MlirAffineExpr e2 = mlirAffineDimExprGet(ctx2, 0);
  EXPECT(!mlirAffineExprEqual(e2, d0));
  REPORTS("different contexts", EXPECT(mlirAffineExprIsNull(mlirAffineAddExprGet(d0, e2))));
  REPORTS("different contexts", EXPECT(mlirAffineMapIsNull(mlirAffineMapGet(ctx, 1, 0, 1, &e2))));
  MlirAffineMap map2 = mlirAffineMapGet(ctx2, 1, 0, 1, &e2);
  REPORTS("different contexts", EXPECT(mlirAffineExprIsNull(mlirAffineExprCompose(d0, map2))));

  // A handle into a destroyed context is refused (reported on stderr).
  mlirContextDestroy(ctx2);
  before = reports;
  EXPECT(!mlirAffineExprIsADim(e2));
  EXPECT(mlirContextIsNull(mlirAffineExprGetContext(e2)));
  EXPECT(reports == before);

  // A product of two dimensions (not affine; upstream recurses forever)
  // is built as given.
  MlirAffineExpr d1 = mlirAffineDimExprGet(ctx, 1);
  MlirAffineExpr product = mlirAffineMulExprGet(d1, d0);
  EXPECT(mlirAffineExprIsAMul(product) && !mlirAffineExprIsPureAffine(product));

  // Valid calls after misuse still work and report nothing.
  before = reports;
  EXPECT(mlirAffineMapGetNumResults(map) == 1);
  EXPECT(mlirAffineExprEqual(mlirAffineMapGetResult(map, 0), sum));
  EXPECT(reports == before);

  mlirContextDestroy(ctx);
  if (failures) {
    printf("%d failures\n", failures);
    return 1;
  }
  printf("ok\n");
  return 0;
}
