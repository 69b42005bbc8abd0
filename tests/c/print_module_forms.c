// The custom form of builtin.module in corner cases reachable through the
// C API: a body block with arguments (printed as an entry block header),
// names that need quoting, a discardable `sym_name` next to the property,
// attributes, nesting in an unregistered op's region (the `builtin.`
// prefix), and the same under generic / skip-regions / assume-verified.
#include <stdio.h>
#include "mlir-c/IR.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static void cb(MlirStringRef s, void *u) { (void)u; fwrite(s.data, 1, s.length, stdout); }
#define S(x) mlirStringRefCreateFromCString(x)

static void show(MlirOperation op) {
  for (int mode = 0; mode < 8; mode++) {
    MlirOpPrintingFlags f = mlirOpPrintingFlagsCreate();
    mlirOpPrintingFlagsAssumeVerified(f);
    if (mode & 1) mlirOpPrintingFlagsPrintGenericOpForm(f);
    if (mode & 2) mlirOpPrintingFlagsSkipRegions(f);
    if (mode & 4) mlirOpPrintingFlagsEnableDebugInfo(f, true, false);
    printf("-- mode %d\n", mode);
    mlirOperationPrintWithFlags(op, f, cb, NULL);
    printf("\n");
    mlirOpPrintingFlagsDestroy(f);
  }
  printf("-- default\n");
  mlirOperationPrint(op, cb, NULL);
  printf("\n");
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  MlirLocation unk = mlirLocationUnknownGet(ctx);
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);
  MlirLocation argloc = mlirLocationFileLineColGet(ctx, S("arg.mlir"), 3, 4);

  MlirModule outer = mlirModuleCreateEmpty(unk);
  MlirOperation outer_op = mlirModuleGetOperation(outer);
  MlirBlock body = mlirModuleGetBody(outer);
  // A body block with arguments, used by an op.
  MlirValue a = mlirBlockAddArgument(body, i32, argloc);
  mlirBlockAddArgument(body, mlirIndexTypeGet(ctx), unk);
  MlirOperationState st = mlirOperationStateGet(S("foo.use"), unk);
  mlirOperationStateAddOperands(&st, 1, &a);
  mlirBlockAppendOwnedOperation(body, mlirOperationCreate(&st));
  show(outer_op);

  // Names that need quoting, visibility, extra attributes.
  mlirOperationSetAttributeByName(outer_op, S("sym_name"), mlirStringAttrGet(ctx, S("needs quoting")));
  mlirOperationSetAttributeByName(outer_op, S("sym_visibility"), mlirStringAttrGet(ctx, S("private")));
  mlirOperationSetAttributeByName(outer_op, S("foo.attr"), mlirUnitAttrGet(ctx));
  show(outer_op);

  // A discardable sym_name next to the property, then without it.
  mlirOperationSetDiscardableAttributeByName(outer_op, S("sym_name"), mlirStringAttrGet(ctx, S("disc")));
  show(outer_op);
  mlirOperationRemoveAttributeByName(outer_op, S("sym_name"));
  show(outer_op);

  // A module nested in an unregistered op's region, with block arguments.
  MlirRegion reg = mlirRegionCreate();
  MlirBlock blk = mlirBlockCreate(0, NULL, NULL);
  mlirRegionAppendOwnedBlock(reg, blk);
  MlirOperationState hs = mlirOperationStateGet(S("foo.holder"), unk);
  mlirOperationStateAddOwnedRegions(&hs, 1, &reg);
  MlirOperation holder = mlirOperationCreate(&hs);
  MlirModule inner = mlirModuleCreateEmpty(unk);
  MlirOperation inner_op = mlirModuleGetOperation(inner);
  mlirOperationSetAttributeByName(inner_op, S("sym_name"), mlirStringAttrGet(ctx, S("inner")));
  mlirBlockAddArgument(mlirModuleGetBody(inner), i32, unk);
  mlirBlockAppendOwnedOperation(blk, inner_op);
  show(holder);

  mlirOperationDestroy(holder);
  mlirModuleDestroy(outer);
  mlirContextDestroy(ctx);
  return 0;
}
