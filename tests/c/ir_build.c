// Builds a module of unregistered operations through OperationState and
// prints it, its operations and values; navigates the IR.
#include "common.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static MlirOperation make(MlirContext ctx, const char *name, intptr_t nOperands,
                          MlirValue *operands, intptr_t nResults, MlirType ty,
                          int64_t value) {
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirOperationState st = mlirOperationStateGet(S(name), loc);
  if (nOperands)
    mlirOperationStateAddOperands(&st, nOperands, operands);
  for (intptr_t i = 0; i < nResults; ++i)
    mlirOperationStateAddResults(&st, 1, &ty);
  if (value >= 0) {
    MlirNamedAttribute na = mlirNamedAttributeGet(
        mlirIdentifierGet(ctx, S("value")), mlirIntegerAttrGet(ty, value));
    mlirOperationStateAddAttributes(&st, 1, &na);
  }
  return mlirOperationCreate(&st);
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  printf("registered=%ld loaded=%ld allow=%d\n",
         (long)mlirContextGetNumRegisteredDialects(ctx),
         (long)mlirContextGetNumLoadedDialects(ctx),
         mlirContextGetAllowUnregisteredDialects(ctx));
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirModule module = mlirModuleCreateEmpty(loc);
  MlirBlock body = mlirModuleGetBody(module);
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);
  MlirValue prev[2];
  for (int k = 0; k < 6; ++k) {
    MlirOperation op = k < 2 ? make(ctx, "foo.const", 0, NULL, 1, i32, k)
                             : make(ctx, "foo.add", 2, prev, 1, i32, -1);
    mlirBlockAppendOwnedOperation(body, op);
    prev[0] = prev[1];
    prev[1] = mlirOperationGetResult(op, 0);
  }
  MlirOperation two = make(ctx, "foo.two", 1, prev, 2, i32, -1);
  mlirBlockAppendOwnedOperation(body, two);
  MlirValue twoRes = mlirOperationGetResult(two, 1);
  mlirBlockAppendOwnedOperation(body, make(ctx, "foo.use", 1, &twoRes, 0, i32, -1));

  MlirOperation mop = mlirModuleGetOperation(module);
  print_op(mop);

  // Nested printing: names come from the enclosing module.
  MlirOperation first = mlirBlockGetFirstOperation(body);
  print_op(first);
  print_op(two);
  print_value(prev[1]);
  print_value(twoRes);

  // Navigation.
  int n = 0;
  for (MlirOperation op = first; !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    ++n;
  printf("ops=%d results(two)=%ld operands(two)=%ld regions(module)=%ld\n", n,
         (long)mlirOperationGetNumResults(two),
         (long)mlirOperationGetNumOperands(two),
         (long)mlirOperationGetNumRegions(mop));
  printf("parent is module: %d\n",
         mlirOperationEqual(mlirOperationGetParentOperation(two), mop));
  printf("block is body: %d\n", mlirBlockEqual(mlirOperationGetBlock(two), body));
  print_str(mlirIdentifierStr(mlirOperationGetName(two)));
  printf("attrs(first)=%ld discardable=%ld\n",
         (long)mlirOperationGetNumAttributes(first),
         (long)mlirOperationGetNumDiscardableAttributes(first));
  MlirNamedAttribute na = mlirOperationGetAttribute(first, 0);
  print_str(mlirIdentifierStr(na.name));
  print_attr(na.attribute);
  print_attr(mlirOperationGetAttributeByName(first, S("value")));
  printf("is module: %d %d\n", !mlirModuleIsNull(mlirModuleFromOperation(mop)),
         !mlirModuleIsNull(mlirModuleFromOperation(first)));

  // Uses: most recent first.
  MlirValue c1 = mlirOperationGetResult(mlirOperationGetNextInBlock(first), 0);
  for (MlirOpOperand u = mlirValueGetFirstUse(c1); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u)) {
    mlirOperationPrint(mlirOpOperandGetOwner(u), print_cb, NULL);
    printf(" #%u\n", mlirOpOperandGetOperandNumber(u));
  }

  // Replace all uses and erase.
  MlirValue c0 = mlirOperationGetResult(first, 0);
  mlirValueReplaceAllUsesOfWith(c1, c0);
  mlirOperationDestroy(mlirOperationGetNextInBlock(first));
  print_op(mop);

  // Clone and move.
  MlirOperation copy = mlirOperationClone(first);
  mlirBlockInsertOwnedOperationBefore(body, first, copy);
  mlirOperationMoveAfter(first, two);
  print_op(mop);
  printf("before=%d\n", mlirOperationIsBeforeInBlock(copy, two));

  printf("verify=%d\n", mlirOperationVerify(mop));
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
