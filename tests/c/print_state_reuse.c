// AsmStates used after the IR changed or for other ops: values created after
// the state print as <<UNKNOWN SSA VALUE>>, states for a nested op or a value
// number only what they saw, PrintWithState on ops outside the state.
#include <stdio.h>
#include "mlir-c/IR.h"
#include "mlir-c/BuiltinTypes.h"
static void cb(MlirStringRef s, void *u) { (void)u; fwrite(s.data, 1, s.length, stdout); }
#define S(x) mlirStringRefCreateFromCString(x)
int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  MlirModule m = mlirModuleCreateParse(ctx, S("%0 = \"foo.a\"() : () -> i32\n%1 = \"foo.b\"(%0) : (i32) -> i32\n\"foo.r\"() ({\n^bb0(%x: i32):\n  \"foo.c\"(%x) : (i32) -> ()\n}) : () -> ()\n"));
  MlirOperation mop = mlirModuleGetOperation(m);
  MlirBlock body = mlirModuleGetBody(m);
  MlirOpPrintingFlags f = mlirOpPrintingFlagsCreate();
  MlirAsmState st = mlirAsmStateCreateForOperation(mop, f);
  MlirOperation a = mlirBlockGetFirstOperation(body);
  MlirOperation b = mlirOperationGetNextInBlock(a);
  MlirOperation r = mlirOperationGetNextInBlock(b);
  MlirValue x = mlirBlockGetArgument(mlirRegionGetFirstBlock(mlirOperationGetRegion(r, 0)), 0);
  // new op after state creation
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);
  MlirOperationState os = mlirOperationStateGet(S("foo.new"), mlirLocationUnknownGet(ctx));
  mlirOperationStateAddResults(&os, 1, &i32);
  MlirOperation n = mlirOperationCreate(&os);
  mlirBlockInsertOwnedOperationBefore(body, a, n);
  MlirValue vals[4] = {mlirOperationGetResult(a, 0), mlirOperationGetResult(b, 0), x, mlirOperationGetResult(n, 0)};
  for (int i = 0; i < 4; i++) { mlirValuePrintAsOperand(vals[i], st, cb, NULL); printf("\n"); }
  mlirOperationPrintWithState(b, st, cb, NULL); printf("\n");
  mlirOperationPrintWithState(mop, st, cb, NULL); printf("\n");
  // state for a nested op
  MlirAsmState st2 = mlirAsmStateCreateForOperation(r, f);
  for (int i = 0; i < 4; i++) { mlirValuePrintAsOperand(vals[i], st2, cb, NULL); printf("\n"); }
  mlirOperationPrintWithState(r, st2, cb, NULL); printf("\n");
  mlirOperationPrintWithState(b, st2, cb, NULL); printf("\n");
  MlirAsmState st3 = mlirAsmStateCreateForValue(x, f);
  for (int i = 0; i < 4; i++) { mlirValuePrintAsOperand(vals[i], st3, cb, NULL); printf("\n"); }
  mlirAsmStateDestroy(st3);
  mlirAsmStateDestroy(st2);
  mlirAsmStateDestroy(st);
  mlirOpPrintingFlagsDestroy(f);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  return 0;
}
