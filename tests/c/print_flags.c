// Printing flags and the custom forms of registered operations: skip
// regions, generic form (properties of registered and unregistered ops),
// assume verified, local scope, combinations; `module @name attributes`,
// `unrealized_conversion_cast`, and default-dialect prefix elision.
#include "common.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static MlirContext ctx;
static MlirType i32, i64;
static MlirLocation unk;

static MlirOperation op(const char *name, intptr_t nOps, MlirValue *ops,
                        intptr_t nRes, MlirType *res, intptr_t nReg,
                        MlirRegion *regs) {
  MlirOperationState st = mlirOperationStateGet(S(name), unk);
  mlirOperationStateAddOperands(&st, nOps, ops);
  mlirOperationStateAddResults(&st, nRes, res);
  mlirOperationStateAddOwnedRegions(&st, nReg, regs);
  return mlirOperationCreate(&st);
}

static void print_with(MlirOperation o, MlirOpPrintingFlags f) {
  mlirOperationPrintWithFlags(o, f, print_cb, NULL);
  printf("\n");
}

// Prints `o` under every combination of the boolean flags.
static void all_flags(MlirOperation o) {
  for (int mask = 0; mask < 32; ++mask) {
    MlirOpPrintingFlags f = mlirOpPrintingFlagsCreate();
    if (mask & 1)
      mlirOpPrintingFlagsSkipRegions(f);
    if (mask & 2)
      mlirOpPrintingFlagsPrintGenericOpForm(f);
    if (mask & 4)
      mlirOpPrintingFlagsAssumeVerified(f);
    if (mask & 8)
      mlirOpPrintingFlagsUseLocalScope(f);
    if (mask & 16) {
      mlirOpPrintingFlagsElideLargeElementsAttrs(f, 2);
      mlirOpPrintingFlagsElideLargeResourceString(f, 4);
      mlirOpPrintingFlagsPrintNameLocAsPrefix(f);
    }
    printf("-- flags %d\n", mask);
    print_with(o, f);
    mlirOpPrintingFlagsDestroy(f);
  }
}

int main(void) {
  ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  unk = mlirLocationUnknownGet(ctx);
  i32 = mlirIntegerTypeGet(ctx, 32);
  i64 = mlirIntegerTypeGet(ctx, 64);

  MlirModule module = mlirModuleCreateEmpty(unk);
  MlirOperation mop = mlirModuleGetOperation(module);
  MlirBlock body = mlirModuleGetBody(module);
  mlirOperationSetAttributeByName(mop, S("sym_name"), mlirStringAttrGet(ctx, S("top")));
  mlirOperationSetAttributeByName(mop, S("foo.extra"), mlirIntegerAttrGet(i64, 5));
  mlirOperationSetAttributeByName(mop, S("sym_visibility"), mlirStringAttrGet(ctx, S("private")));

  MlirOperation c = op("foo.c", 0, NULL, 1, &i32, 0, NULL);
  mlirBlockAppendOwnedOperation(body, c);
  MlirValue cv = mlirOperationGetResult(c, 0);
  // Casts: with operands, without operands, with two results.
  MlirType two[] = {i64, i32};
  MlirOperation cast = op("builtin.unrealized_conversion_cast", 1, &cv, 1, &i64, 0, NULL);
  mlirBlockAppendOwnedOperation(body, cast);
  MlirOperation cast0 = op("builtin.unrealized_conversion_cast", 0, NULL, 2, two, 0, NULL);
  mlirOperationSetAttributeByName(cast0, S("note"), mlirUnitAttrGet(ctx));
  mlirBlockAppendOwnedOperation(body, cast0);
  MlirValue castUses[] = {mlirOperationGetResult(cast, 0), mlirOperationGetResult(cast0, 1)};
  MlirOperation cast2 = op("builtin.unrealized_conversion_cast", 2, castUses, 1, &i32, 0, NULL);
  mlirBlockAppendOwnedOperation(body, cast2);

  // An unregistered op with a region holding a module and a cast: there,
  // builtin names keep their prefix.
  MlirRegion r = mlirRegionCreate();
  MlirBlock rb = mlirBlockCreate(1, &i32, &unk);
  mlirRegionAppendOwnedBlock(r, rb);
  MlirValue arg = mlirBlockGetArgument(rb, 0);
  mlirBlockAppendOwnedOperation(rb, op("builtin.unrealized_conversion_cast", 1, &arg, 1, &i64, 0, NULL));
  MlirModule nested = mlirModuleCreateEmpty(unk);
  MlirOperation nestedOp = mlirModuleGetOperation(nested);
  mlirBlockAppendOwnedOperation(mlirModuleGetBody(nested),
                                op("builtin.unrealized_conversion_cast", 0, NULL, 1, &i32, 0, NULL));
  mlirBlockAppendOwnedOperation(rb, nestedOp);
  MlirOperation holder = op("foo.holder", 0, NULL, 0, NULL, 1, &r);
  mlirBlockAppendOwnedOperation(body, holder);
  // Properties of an unregistered op.
  MlirOperation withProps = op("foo.props", 0, NULL, 0, NULL, 0, NULL);
  mlirOperationSetInherentAttributeByName(withProps, S("p"), mlirIntegerAttrGet(i32, 1));
  mlirOperationSetInherentAttributeByName(withProps, S("a"), mlirUnitAttrGet(ctx));
  mlirOperationSetDiscardableAttributeByName(withProps, S("d"), mlirIntegerAttrGet(i32, 2));
  mlirBlockAppendOwnedOperation(body, withProps);

  printf("== module\n");
  print_op(mop);
  printf("== flags\n");
  all_flags(mop);
  all_flags(holder);
  all_flags(cast);
  all_flags(withProps);

  printf("== module without a name\n");
  mlirOperationRemoveAttributeByName(mop, S("sym_name"));
  print_op(mop);
  mlirOperationRemoveAttributeByName(mop, S("foo.extra"));
  mlirOperationRemoveAttributeByName(mop, S("sym_visibility"));
  print_op(mop);
  MlirOpPrintingFlags f = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsPrintGenericOpForm(f);
  print_with(mop, f);
  mlirOpPrintingFlagsDestroy(f);

  // A cast without results does not verify: printed only when assumed
  // verified (its custom form ends in "to ").
  MlirModule bad = mlirModuleCreateEmpty(unk);
  mlirBlockAppendOwnedOperation(mlirModuleGetBody(bad),
                                op("builtin.unrealized_conversion_cast", 0, NULL, 0, NULL, 0, NULL));
  f = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsAssumeVerified(f);
  print_with(mlirModuleGetOperation(bad), f);
  mlirOpPrintingFlagsDestroy(f);
  mlirModuleDestroy(bad);

  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
