// Locations of every kind: standalone (`mlirLocationPrint`), as trailing
// locations of operations and block arguments with debug info (aliases
// `#loc`, `#loc1`, ... defined above the module or deferred below it), in
// the pretty form, as attribute values, with local scope (no aliases), in
// the generic form, on nested ops, and as SSA name prefixes.
#include "common.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static MlirContext ctx;
static MlirType i32;

static MlirLocation flc(const char *f, unsigned l, unsigned c) {
  return mlirLocationFileLineColGet(ctx, S(f), l, c);
}

static MlirLocation nameLoc(const char *n, MlirLocation child) {
  return mlirLocationNameGet(ctx, S(n), child);
}

static MlirOperation op(const char *name, MlirLocation loc, intptr_t nOps,
                        MlirValue *ops, intptr_t nRes, intptr_t nAttr,
                        MlirNamedAttribute *attrs, intptr_t nReg,
                        MlirRegion *regs) {
  MlirOperationState st = mlirOperationStateGet(S(name), loc);
  mlirOperationStateAddOperands(&st, nOps, ops);
  for (intptr_t i = 0; i < nRes; ++i)
    mlirOperationStateAddResults(&st, 1, &i32);
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
  i32 = mlirIntegerTypeGet(ctx, 32);
  MlirLocation unk = mlirLocationUnknownGet(ctx);

  MlirLocation point = flc("file.mlir", 3, 4);
  MlirLocation quoted = flc("we\"ird\\ na\tme", 1, 2);
  MlirLocation sameLine = mlirLocationFileLineColRangeGet(ctx, S("r.mlir"), 5, 6, 5, 9);
  MlirLocation multiLine = mlirLocationFileLineColRangeGet(ctx, S("r.mlir"), 5, 6, 7, 8);
  MlirLocation emptyRange = mlirLocationFileLineColRangeGet(ctx, S("r.mlir"), 5, 6, 5, 6);
  MlirLocation named = nameLoc("callee", point);
  MlirLocation bareName = nameLoc("bare", mlirLocationUnknownGet(ctx));
  MlirLocation call = mlirLocationCallSiteGet(named, flc("caller.mlir", 9, 1));
  MlirLocation call2 = mlirLocationCallSiteGet(point, call);
  MlirLocation fusedParts[] = {point, named, sameLine};
  MlirLocation fused = mlirLocationFusedGet(ctx, 3, fusedParts, (MlirAttribute){NULL});
  MlirLocation fusedMeta = mlirLocationFusedGet(ctx, 2, fusedParts, mlirStringAttrGet(ctx, S("meta")));
  MlirLocation fusedLocMeta = mlirLocationFusedGet(
      ctx, 2, fusedParts + 1, mlirLocationGetAttribute(multiLine));
  MlirLocation all[] = {unk,   point, quoted, sameLine, multiLine, emptyRange, named,
                        bareName, call, call2, fused, fusedMeta, fusedLocMeta};
  size_t nAll = sizeof all / sizeof all[0];
  printf("== standalone\n");
  for (size_t i = 0; i < nAll; ++i)
    print_loc(all[i]);
  for (size_t i = 0; i < nAll; ++i)
    print_attr(mlirLocationGetAttribute(all[i]));

  // A module whose ops and block arguments carry all of them; one op uses
  // a location as an attribute, so that alias is not deferred.
  MlirModule module = mlirModuleCreateEmpty(flc("module.mlir", 1, 1));
  MlirOperation mop = mlirModuleGetOperation(module);
  MlirBlock body = mlirModuleGetBody(module);
  MlirType argTys[] = {i32, i32, i32};
  MlirLocation argLocs[] = {call, point, nameLoc("argname", unk)};
  MlirRegion reg = mlirRegionCreate();
  MlirBlock entry = mlirBlockCreate(3, argTys, argLocs);
  mlirRegionAppendOwnedBlock(reg, entry);
  MlirValue args[] = {mlirBlockGetArgument(entry, 0), mlirBlockGetArgument(entry, 1),
                      mlirBlockGetArgument(entry, 2)};
  MlirValue prev = args[0];
  for (size_t i = 0; i < nAll; ++i) {
    MlirOperation o = op("foo.op", all[i], 1, &prev, 1, 0, NULL, 0, NULL);
    mlirBlockAppendOwnedOperation(entry, o);
    prev = mlirOperationGetResult(o, 0);
  }
  MlirNamedAttribute la = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, S("where")), mlirLocationGetAttribute(fused));
  MlirOperation user = op("foo.user", nameLoc("result", unk), 3, args, 2, 1, &la, 0, NULL);
  mlirBlockAppendOwnedOperation(entry, user);
  MlirOperation holder = op("foo.holder", call2, 0, NULL, 0, 0, NULL, 1, &reg);
  mlirBlockAppendOwnedOperation(body, holder);

  printf("== default\n");
  print_op(mop);
  MlirOpPrintingFlags f = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsEnableDebugInfo(f, true, false);
  printf("== debug info\n");
  print_with(mop, f);
  printf("== debug info, nested\n");
  print_with(holder, f);
  print_with(user, f);
  mlirBlockPrint(entry, print_cb, NULL);
  mlirOpPrintingFlagsEnableDebugInfo(f, true, true);
  printf("== pretty\n");
  print_with(mop, f);
  print_with(user, f);
  mlirOpPrintingFlagsEnableDebugInfo(f, false, true);
  printf("== pretty without debug info\n");
  print_with(mop, f);
  mlirOpPrintingFlagsDestroy(f);

  f = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsEnableDebugInfo(f, true, false);
  mlirOpPrintingFlagsUseLocalScope(f);
  printf("== local scope\n");
  print_with(mop, f);
  print_with(user, f);
  mlirOpPrintingFlagsDestroy(f);

  f = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsEnableDebugInfo(f, true, false);
  mlirOpPrintingFlagsPrintGenericOpForm(f);
  printf("== generic\n");
  print_with(mop, f);
  mlirOpPrintingFlagsDestroy(f);

  f = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsPrintNameLocAsPrefix(f);
  printf("== name loc as prefix\n");
  print_with(mop, f);
  print_with(user, f);
  MlirAsmState st = mlirAsmStateCreateForOperation(mop, f);
  for (int i = 0; i < 3; ++i) {
    mlirValuePrintAsOperand(args[i], st, print_cb, NULL);
    printf("\n");
  }
  mlirValuePrintAsOperand(mlirOperationGetResult(user, 1), st, print_cb, NULL);
  printf("\n");
  mlirAsmStateDestroy(st);
  mlirOpPrintingFlagsEnableDebugInfo(f, true, false);
  printf("== name loc as prefix with debug info\n");
  print_with(mop, f);
  mlirOpPrintingFlagsDestroy(f);

  // The same location on the module and an op: one alias.
  mlirOperationSetLocation(holder, flc("module.mlir", 1, 1));
  f = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsEnableDebugInfo(f, true, false);
  printf("== shared location\n");
  print_with(mop, f);
  mlirOpPrintingFlagsDestroy(f);

  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
