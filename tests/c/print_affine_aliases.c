// Affine map and integer set aliases (`#map`, `#map1`, `#set`) as upstream
// numbers them: in attributes, arrays, memref layouts of operand, result
// and block argument types, in regions and after skipped regions; mixed
// with location aliases under debug info; none with local scope.
#include "common.h"
#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/IntegerSet.h"

static MlirContext ctx;
static MlirLocation unk;

static MlirNamedAttribute named(const char *name, MlirAttribute a) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, S(name)), a);
}

// (d0)[s0] -> (d0 + k) or (d0 + s0) when k < 0.
static MlirAttribute shiftMap(int64_t k) {
  MlirAffineExpr d0 = mlirAffineDimExprGet(ctx, 0);
  MlirAffineExpr rhs = k < 0 ? mlirAffineSymbolExprGet(ctx, 0) : mlirAffineConstantExprGet(ctx, k);
  MlirAffineExpr e = mlirAffineAddExprGet(d0, rhs);
  return mlirAffineMapAttrGet(mlirAffineMapGet(ctx, 1, k < 0 ? 1 : 0, 1, &e));
}

static MlirOperation op(const char *name, MlirLocation loc, intptr_t nOps, MlirValue *ops,
                        intptr_t nRes, MlirType *res, intptr_t nAttr,
                        MlirNamedAttribute *attrs, intptr_t nReg, MlirRegion *regs) {
  MlirOperationState st = mlirOperationStateGet(S(name), loc);
  mlirOperationStateAddOperands(&st, nOps, ops);
  mlirOperationStateAddResults(&st, nRes, res);
  mlirOperationStateAddAttributes(&st, nAttr, attrs);
  mlirOperationStateAddOwnedRegions(&st, nReg, regs);
  return mlirOperationCreate(&st);
}

static void print_with(MlirOperation o, MlirOpPrintingFlags f) {
  mlirOperationPrintWithFlags(o, f, print_cb, NULL);
  printf("\n");
}

int main(void) {
  ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  unk = mlirLocationUnknownGet(ctx);
  MlirType f32 = mlirF32TypeGet(ctx);
  int64_t shape[] = {8};
  MlirAttribute m1 = shiftMap(1), m2 = shiftMap(2), m3 = shiftMap(3), ms = shiftMap(-1);
  MlirType memIdentity = mlirMemRefTypeGet(
      f32, 1, shape, mlirAffineMapAttrGet(mlirAffineMapMultiDimIdentityGet(ctx, 1)),
      mlirAttributeGetNull());
  MlirType mem2 = mlirMemRefTypeGet(f32, 1, shape, m2, mlirAttributeGetNull());
  MlirType memS = mlirMemRefTypeGet(f32, 1, shape, ms, mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), 3));
  MlirAffineExpr c = mlirAffineAddExprGet(mlirAffineDimExprGet(ctx, 0), mlirAffineConstantExprGet(ctx, -4));
  bool eq = false;
  MlirAttribute set = mlirIntegerSetAttrGet(mlirIntegerSetGet(ctx, 1, 0, 1, &c, &eq));

  MlirModule module = mlirModuleCreateEmpty(mlirLocationFileLineColGet(ctx, S("m.mlir"), 1, 1));
  MlirOperation mop = mlirModuleGetOperation(module);
  MlirBlock body = mlirModuleGetBody(module);
  MlirAttribute arr[] = {m3, m1};
  MlirNamedAttribute a[] = {named("maps", mlirArrayAttrGet(ctx, 2, arr)), named("set", set),
                            named("m", m1)};
  MlirOperation first = op("foo.a", mlirLocationFileLineColGet(ctx, S("m.mlir"), 2, 3), 0, NULL,
                           1, &mem2, 3, a, 0, NULL);
  mlirBlockAppendOwnedOperation(body, first);
  MlirValue v = mlirOperationGetResult(first, 0);
  MlirType tys[] = {memIdentity, memS};
  MlirRegion r = mlirRegionCreate();
  MlirLocation argLoc = mlirLocationFileLineColGet(ctx, S("m.mlir"), 4, 5);
  MlirBlock rb = mlirBlockCreate(1, &memS, &argLoc);
  mlirRegionAppendOwnedBlock(r, rb);
  MlirNamedAttribute inner = named("only_in_region", shiftMap(9));
  mlirBlockAppendOwnedOperation(rb, op("foo.inner", unk, 0, NULL, 0, NULL, 1, &inner, 0, NULL));
  mlirBlockAppendOwnedOperation(body, op("foo.b", mlirLocationFileLineColGet(ctx, S("m.mlir"), 3, 3),
                                         1, &v, 2, tys, 0, NULL, 1, &r));

  printf("== default\n");
  print_op(mop);
  MlirOpPrintingFlags f = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsSkipRegions(f);
  printf("== skip regions\n");
  print_with(mop, f);
  mlirOpPrintingFlagsDestroy(f);
  f = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsEnableDebugInfo(f, true, false);
  printf("== debug info\n");
  print_with(mop, f);
  mlirOpPrintingFlagsPrintGenericOpForm(f);
  printf("== debug info, generic\n");
  print_with(mop, f);
  mlirOpPrintingFlagsDestroy(f);
  f = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsUseLocalScope(f);
  printf("== local scope\n");
  print_with(mop, f);
  mlirOpPrintingFlagsDestroy(f);
  printf("== nested\n");
  print_op(first);
  mlirBlockPrint(rb, print_cb, NULL);

  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
