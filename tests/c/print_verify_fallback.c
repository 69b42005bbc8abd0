// Printing IR that does not verify: upstream verifies the root first and
// falls back to the generic form (which numbers values uniquely across
// sibling regions); with "assume verified" the custom forms are used; the
// asm state, block and value printing follow the same rule.
#include "common.h"
#include "mlir-c/BuiltinTypes.h"

static MlirContext ctx;
static MlirLocation unk;
static MlirType i32;

static MlirOperation op(const char *name, intptr_t nOps, MlirValue *ops, intptr_t nRes,
                        intptr_t nReg, MlirRegion *regs) {
  MlirOperationState st = mlirOperationStateGet(S(name), unk);
  mlirOperationStateAddOperands(&st, nOps, ops);
  for (intptr_t i = 0; i < nRes; ++i)
    mlirOperationStateAddResults(&st, 1, &i32);
  mlirOperationStateAddOwnedRegions(&st, nReg, regs);
  return mlirOperationCreate(&st);
}

static MlirRegion region_with(const char *name) {
  MlirRegion r = mlirRegionCreate();
  MlirBlock b = mlirBlockCreate(1, &i32, &unk);
  mlirRegionAppendOwnedBlock(r, b);
  MlirValue a = mlirBlockGetArgument(b, 0);
  MlirOperation o = op(name, 1, &a, 1, 0, NULL);
  mlirBlockAppendOwnedOperation(b, o);
  MlirValue ov = mlirOperationGetResult(o, 0);
  mlirBlockAppendOwnedOperation(b, op(name, 1, &ov, 1, 0, NULL));
  return r;
}

static void print_with(MlirOperation o, MlirOpPrintingFlags f) {
  mlirOperationPrintWithFlags(o, f, print_cb, NULL);
  printf("\n");
}

int main(void) {
  ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  unk = mlirLocationUnknownGet(ctx);
  i32 = mlirIntegerTypeGet(ctx, 32);

  MlirModule module = mlirModuleCreateEmpty(unk);
  MlirOperation mop = mlirModuleGetOperation(module);
  MlirBlock body = mlirModuleGetBody(module);
  MlirRegion regs[] = {region_with("foo.x"), region_with("foo.y")};
  MlirOperation two = op("foo.two", 0, NULL, 1, 2, regs);
  mlirBlockAppendOwnedOperation(body, two);
  MlirValue tv = mlirOperationGetResult(two, 0);
  MlirOperation cast = op("builtin.unrealized_conversion_cast", 1, &tv, 1, 0, NULL);
  mlirBlockAppendOwnedOperation(body, cast);

  printf("== valid\n");
  print_op(mop);
  MlirOpPrintingFlags g = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsPrintGenericOpForm(g);
  printf("== valid, generic\n");
  print_with(mop, g);

  // A cast without results does not verify.
  MlirOperation bad = op("builtin.unrealized_conversion_cast", 1, &tv, 0, 0, NULL);
  mlirBlockAppendOwnedOperation(body, bad);
  printf("== invalid\n");
  print_op(mop);
  print_op(cast);
  print_value(mlirOperationGetResult(cast, 0));
  mlirBlockPrint(body, print_cb, NULL);
  MlirOpPrintingFlags av = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsAssumeVerified(av);
  printf("== invalid, assumed verified\n");
  print_with(mop, av);
  print_with(cast, av);
  MlirAsmState st = mlirAsmStateCreateForOperation(mop, av);
  mlirOperationPrintWithState(mop, st, print_cb, NULL);
  mlirAsmStateDestroy(st);
  st = mlirAsmStateCreateForOperation(mop, g);
  mlirOperationPrintWithState(mop, st, print_cb, NULL);
  mlirAsmStateDestroy(st);
  MlirOpPrintingFlags def = mlirOpPrintingFlagsCreate();
  st = mlirAsmStateCreateForOperation(mop, def);
  mlirOperationPrintWithState(mop, st, print_cb, NULL);
  mlirValuePrintAsOperand(mlirOperationGetResult(cast, 0), st, print_cb, NULL);
  printf("\n");
  mlirAsmStateDestroy(st);
  // The nested op alone verifies (its own verification does not matter:
  // the root is verified).
  MlirOpPrintingFlags ls = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsUseLocalScope(ls);
  printf("== local scope\n");
  print_with(cast, ls);
  print_with(two, ls);
  mlirOperationDump(two);
  printf("== fixed\n");
  mlirOperationDestroy(bad);
  print_op(mop);

  mlirOpPrintingFlagsDestroy(g);
  mlirOpPrintingFlagsDestroy(av);
  mlirOpPrintingFlagsDestroy(def);
  mlirOpPrintingFlagsDestroy(ls);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
