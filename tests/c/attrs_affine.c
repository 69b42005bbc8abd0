// Affine map and integer set attributes: construction, the wrapped value,
// kinds, type ids and printing.
#include "common.h"
#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/IntegerSet.h"

static void show(MlirAttribute a) {
  mlirAttributePrint(a, print_cb, NULL);
  printf("  [type ");
  mlirTypePrint(mlirAttributeGetType(a), print_cb, NULL);
  printf("] map=%d set=%d\n", mlirAttributeIsAAffineMap(a), mlirAttributeIsAIntegerSet(a));
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  MlirAffineExpr d0 = mlirAffineDimExprGet(ctx, 0), d1 = mlirAffineDimExprGet(ctx, 1);
  MlirAffineExpr s0 = mlirAffineSymbolExprGet(ctx, 0);
  MlirAffineExpr c4 = mlirAffineConstantExprGet(ctx, 4);
  MlirAffineExpr results[] = {mlirAffineAddExprGet(d0, s0), mlirAffineMulExprGet(d1, c4),
                              mlirAffineFloorDivExprGet(d0, c4)};
  MlirAffineMap maps[] = {mlirAffineMapMultiDimIdentityGet(ctx, 2), mlirAffineMapEmptyGet(ctx),
                          mlirAffineMapGet(ctx, 2, 1, 3, results), mlirAffineMapConstantGet(ctx, -7),
                          mlirAffineMapZeroResultGet(ctx, 3, 2)};
  for (unsigned i = 0; i < sizeof(maps) / sizeof(*maps); ++i) {
    MlirAttribute a = mlirAffineMapAttrGet(maps[i]);
    show(a);
    printf("  value equal: %d typeid=%d uniqued=%d\n", mlirAffineMapEqual(mlirAffineMapAttrGetValue(a), maps[i]),
           mlirTypeIDEqual(mlirAttributeGetTypeID(a), mlirAffineMapAttrGetTypeID()),
           mlirAttributeEqual(a, mlirAffineMapAttrGet(maps[i])));
  }
  MlirAffineExpr cons[] = {mlirAffineAddExprGet(d0, mlirAffineConstantExprGet(ctx, -1)), d1,
                           mlirAffineAddExprGet(s0, mlirAffineMulExprGet(d0, mlirAffineConstantExprGet(ctx, -1)))};
  bool eq[] = {false, true, false};
  MlirIntegerSet sets[] = {mlirIntegerSetGet(ctx, 2, 1, 3, cons, eq), mlirIntegerSetEmptyGet(ctx, 1, 0),
                           mlirIntegerSetGet(ctx, 2, 0, 1, cons + 1, eq + 1)};
  for (unsigned i = 0; i < sizeof(sets) / sizeof(*sets); ++i) {
    MlirAttribute a = mlirIntegerSetAttrGet(sets[i]);
    show(a);
    printf("  value equal: %d typeid=%d\n", mlirIntegerSetEqual(mlirIntegerSetAttrGetValue(a), sets[i]),
           mlirTypeIDEqual(mlirAttributeGetTypeID(a), mlirIntegerSetAttrGetTypeID()));
  }
  MlirAttribute both[] = {mlirAffineMapAttrGet(maps[2]), mlirIntegerSetAttrGet(sets[0])};
  show(mlirArrayAttrGet(ctx, 2, both));
  print_str(mlirAffineMapAttrGetName());
  print_str(mlirIntegerSetAttrGetName());
  mlirContextDestroy(ctx);
  return 0;
}
