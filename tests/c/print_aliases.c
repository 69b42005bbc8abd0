// Type and attribute aliases as upstream chooses and numbers them: tuple
// types of more than 16 elements (`!tuple`, nested `!tuple1` with greater
// depth), distinct attributes (`#distinct`, not for unit), aliases inside
// arrays, dictionaries, tensor encodings and type attributes, aliases only
// for what is printed (skip regions, elided terminators), none under local
// scope or for nested prints; large elements elision; dense resources and
// the `{-# dialect_resources #-}` section (with resource string elision).
#include "common.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static MlirContext ctx;
static MlirLocation unk;
static MlirType i1, i32;

static MlirType tuple17(MlirType first, MlirType rest) {
  MlirType elems[17];
  elems[0] = first;
  for (int i = 1; i < 17; ++i)
    elems[i] = rest;
  return mlirTupleTypeGet(ctx, 17, elems);
}

static MlirNamedAttribute named(const char *name, MlirAttribute a) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, S(name)), a);
}

static MlirOperation op(const char *name, intptr_t nOps, MlirValue *ops,
                        intptr_t nRes, MlirType *res, intptr_t nAttr,
                        MlirNamedAttribute *attrs, intptr_t nReg,
                        MlirRegion *regs) {
  MlirOperationState st = mlirOperationStateGet(S(name), unk);
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
  i1 = mlirIntegerTypeGet(ctx, 1);
  i32 = mlirIntegerTypeGet(ctx, 32);

  MlirType t17 = tuple17(i1, i1);
  MlirType t18 = tuple17(t17, i1);
  MlirType t8 = tuple17(mlirIntegerTypeGet(ctx, 8), mlirIntegerTypeGet(ctx, 8));
  MlirType wrap = mlirTupleTypeGet(ctx, 1, &t17);
  MlirAttribute d1 = mlirDisctinctAttrCreate(mlirIntegerAttrGet(i32, 42));
  MlirAttribute d2 = mlirDisctinctAttrCreate(mlirIntegerAttrGet(i32, 43));
  MlirAttribute dUnit = mlirDisctinctAttrCreate(mlirUnitAttrGet(ctx));
  MlirAttribute dNested = mlirDisctinctAttrCreate(mlirTypeAttrGet(t18));
  int64_t shape[] = {4};
  MlirType tensorEnc = mlirRankedTensorTypeGet(1, shape, i32, d2);
  int32_t vals[] = {1, 2, 3, 4};
  MlirType tensor = mlirRankedTensorTypeGet(1, shape, i32, mlirAttributeGetNull());
  MlirAttribute dense = mlirDenseElementsAttrInt32Get(tensor, 4, vals);
  MlirAttribute splat = mlirDenseElementsAttrSplatGet(tensor, mlirIntegerAttrGet(i32, 7));
  static int32_t blob[] = {5, 6, 7, 8};
  MlirAttribute res = mlirUnmanagedDenseResourceElementsAttrGet(
      tensor, S("blob1"), blob, sizeof blob, 4, false, NULL, NULL);

  MlirModule module = mlirModuleCreateEmpty(unk);
  MlirOperation mop = mlirModuleGetOperation(module);
  MlirBlock body = mlirModuleGetBody(module);
  MlirAttribute arr[] = {d1, mlirTypeAttrGet(t8), dUnit};
  MlirNamedAttribute dictEntries[] = {named("n", dNested), named("w", mlirTypeAttrGet(wrap))};
  MlirNamedAttribute a1[] = {
      named("arr", mlirArrayAttrGet(ctx, 3, arr)),
      named("dict", mlirDictionaryAttrGet(ctx, 2, dictEntries)),
      named("t", mlirTypeAttrGet(t18)),
      named("dense", dense),
      named("splat", splat),
      named("res", res),
  };
  MlirOperation first = op("foo.a", 0, NULL, 1, &t17, 6, a1, 0, NULL);
  mlirBlockAppendOwnedOperation(body, first);
  MlirValue v = mlirOperationGetResult(first, 0);
  MlirType resTys[] = {tensorEnc, wrap};
  MlirOperation second = op("foo.b", 1, &v, 2, resTys, 0, NULL, 0, NULL);
  mlirBlockAppendOwnedOperation(body, second);
  // Only in a region: skipped regions make no aliases for it.
  MlirRegion r = mlirRegionCreate();
  MlirBlock rb = mlirBlockCreate(0, NULL, NULL);
  mlirRegionAppendOwnedBlock(r, rb);
  MlirNamedAttribute inner = named("only", d2);
  mlirBlockAppendOwnedOperation(rb, op("foo.inner", 0, NULL, 0, NULL, 1, &inner, 0, NULL));
  mlirBlockAppendOwnedOperation(body, op("foo.holder", 0, NULL, 0, NULL, 0, NULL, 1, &r));

  printf("== default\n");
  print_op(mop);
  printf("== nested\n");
  print_op(first);
  MlirOpPrintingFlags f = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsSkipRegions(f);
  printf("== skip regions\n");
  print_with(mop, f);
  mlirOpPrintingFlagsDestroy(f);
  f = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsUseLocalScope(f);
  printf("== local scope\n");
  print_with(mop, f);
  mlirOpPrintingFlagsDestroy(f);
  f = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsPrintGenericOpForm(f);
  mlirOpPrintingFlagsElideLargeElementsAttrs(f, 2);
  printf("== generic, elided elements\n");
  print_with(mop, f);
  mlirOpPrintingFlagsDestroy(f);
  int limits[] = {0, 43, 44, -1};
  for (int i = 0; i < 4; ++i) {
    int limit = limits[i];
    f = mlirOpPrintingFlagsCreate();
    mlirOpPrintingFlagsElideLargeResourceString(f, limit);
    printf("== resource limit %d\n", limit);
    print_with(mop, f);
    mlirOpPrintingFlagsDestroy(f);
  }
  printf("== with state, twice\n");
  f = mlirOpPrintingFlagsCreate();
  MlirAsmState st = mlirAsmStateCreateForOperation(mop, f);
  mlirOperationPrintWithState(mop, st, print_cb, NULL);
  mlirOperationPrintWithState(first, st, print_cb, NULL);
  printf("\n");
  mlirOperationPrintWithState(mop, st, print_cb, NULL);
  mlirAsmStateDestroy(st);
  mlirOpPrintingFlagsDestroy(f);
  printf("== standalone\n");
  print_attr(d1);
  print_attr(mlirArrayAttrGet(ctx, 3, arr));
  print_type(t18);
  print_attr(res);

  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
