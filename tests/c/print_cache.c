// Printing op after op, interleaved with every kind of mutation: names,
// block numbers and locations follow the IR (the printer's cached state is
// invalidated by each change), across several modules printed in turn.
#include "common.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static MlirContext ctx;
static MlirType i32;
static MlirLocation unk;

static MlirOperation op(const char *name, intptr_t nOps, MlirValue *ops, intptr_t nRes) {
  MlirOperationState st = mlirOperationStateGet(S(name), unk);
  mlirOperationStateAddOperands(&st, nOps, ops);
  for (intptr_t i = 0; i < nRes; ++i)
    mlirOperationStateAddResults(&st, 1, &i32);
  return mlirOperationCreate(&st);
}

static void print_all(MlirBlock b) {
  for (MlirOperation o = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(o);
       o = mlirOperationGetNextInBlock(o))
    print_op(o);
}

int main(void) {
  ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  i32 = mlirIntegerTypeGet(ctx, 32);
  unk = mlirLocationUnknownGet(ctx);
  MlirModule m1 = mlirModuleCreateEmpty(unk);
  MlirModule m2 = mlirModuleCreateEmpty(unk);
  MlirBlock b1 = mlirModuleGetBody(m1), b2 = mlirModuleGetBody(m2);
  MlirOperation a = op("foo.a", 0, NULL, 1);
  mlirBlockAppendOwnedOperation(b1, a);
  MlirValue av = mlirOperationGetResult(a, 0);
  MlirOperation b = op("foo.b", 1, &av, 2);
  mlirBlockAppendOwnedOperation(b1, b);
  MlirValue bv = mlirOperationGetResult(b, 1);
  MlirOperation c = op("foo.c", 1, &bv, 1);
  mlirBlockAppendOwnedOperation(b1, c);
  MlirOperation x = op("foo.x", 0, NULL, 3);
  mlirBlockAppendOwnedOperation(b2, x);

  printf("== initial\n");
  print_all(b1);
  print_all(b2);
  print_all(b1);

  printf("== insert before\n");
  MlirOperation n = op("foo.new", 0, NULL, 1);
  mlirBlockInsertOwnedOperationBefore(b1, b, n);
  print_all(b1);
  printf("== change operand\n");
  mlirOperationSetOperand(c, 0, mlirOperationGetResult(n, 0));
  print_all(b1);
  printf("== move\n");
  mlirOperationMoveBefore(c, a);
  print_all(b1);
  printf("== erase\n");
  mlirOperationSetOperand(c, 0, bv);
  mlirOperationDestroy(n);
  print_all(b1);
  printf("== attribute, location, type\n");
  mlirOperationSetAttributeByName(a, S("k"), mlirIntegerAttrGet(i32, 3));
  mlirOperationSetLocation(a, mlirLocationNameGet(ctx, S("named"), unk));
  mlirValueSetType(av, mlirIntegerTypeGet(ctx, 8));
  MlirOpPrintingFlags f = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsPrintNameLocAsPrefix(f);
  mlirOpPrintingFlagsEnableDebugInfo(f, true, false);
  for (MlirOperation o = mlirBlockGetFirstOperation(b1); !mlirOperationIsNull(o);
       o = mlirOperationGetNextInBlock(o)) {
    print_op(o);
    mlirOperationPrintWithFlags(o, f, print_cb, NULL);
    printf("\n");
  }
  mlirOpPrintingFlagsDestroy(f);
  printf("== region and blocks added\n");
  MlirRegion r = mlirRegionCreate();
  MlirBlock e = mlirBlockCreate(1, &i32, &unk);
  mlirRegionAppendOwnedBlock(r, e);
  MlirOperationState st = mlirOperationStateGet(S("foo.r"), unk);
  mlirOperationStateAddOwnedRegions(&st, 1, &r);
  MlirOperation ro = mlirOperationCreate(&st);
  mlirBlockAppendOwnedOperation(b1, ro);
  MlirValue arg = mlirBlockGetArgument(e, 0);
  MlirOperation inner = op("foo.inner", 1, &arg, 1);
  mlirBlockAppendOwnedOperation(e, inner);
  print_op(inner);
  mlirBlockPrint(e, print_cb, NULL);
  MlirBlock e2 = mlirBlockCreate(0, NULL, NULL);
  mlirRegionInsertOwnedBlockBefore(mlirOperationGetRegion(ro, 0), e, e2);
  mlirBlockAppendOwnedOperation(e2, op("foo.first", 0, NULL, 0));
  print_op(inner);
  mlirBlockPrint(e, print_cb, NULL);
  mlirBlockAddArgument(e2, i32, unk);
  print_op(mlirModuleGetOperation(m1));
  print_all(b2);
  print_op(inner);

  mlirModuleDestroy(m1);
  mlirModuleDestroy(m2);
  mlirContextDestroy(ctx);
  return 0;
}
