// mlirOperationCreate with and without result type inference for
// unregistered, registered and unknown builtin names, with unregistered
// dialects allowed or not: diagnostics, type ids, verification.
#include "diag_print.h"
#include <stdio.h>
#include "mlir-c/IR.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  MlirContext ctx = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, print_handler, NULL, NULL);
  MlirLocation loc = mlirLocationFileLineColGet(ctx, S("inf.c"), 1, 1);
  const char *names[] = {"foo.bar", "builtin.module", "builtin.unrealized_conversion_cast", "builtin.nope", "nodot", NULL};
  for (int allow = 0; allow < 2; allow++) {
    mlirContextSetAllowUnregisteredDialects(ctx, allow);
    for (int i = 0; names[i]; i++) {
      MlirOperationState st = mlirOperationStateGet(S(names[i]), loc);
      mlirOperationStateEnableResultTypeInference(&st);
      if (i == 1) { MlirRegion r = mlirRegionCreate(); mlirOperationStateAddOwnedRegions(&st, 1, &r); }
      MlirOperation op = mlirOperationCreate(&st);
      printf("allow=%d %s -> null=%d\n", allow, names[i], mlirOperationIsNull(op));
      if (!mlirOperationIsNull(op)) { mlirOperationPrint(op, print_cb, NULL); printf("\n"); mlirOperationDestroy(op); }
      MlirOperationState st2 = mlirOperationStateGet(S(names[i]), loc);
      if (i == 1) { MlirRegion r = mlirRegionCreate(); mlirOperationStateAddOwnedRegions(&st2, 1, &r); }
      MlirOperation op2 = mlirOperationCreate(&st2);
      printf("  no-infer null=%d registered=%d\n", mlirOperationIsNull(op2), mlirContextIsRegisteredOperation(ctx, S(names[i])));
      if (!mlirOperationIsNull(op2)) {
        MlirTypeID tid = mlirOperationGetTypeID(op2);
        printf("  typeid null=%d\n", mlirTypeIDIsNull(tid));
        printf("  verify=%d\n", mlirOperationVerify(op2));
        mlirOperationPrint(op2, print_cb, NULL); printf("\n");
        mlirOperationDestroy(op2);
      }
    }
  }
  mlirContextDestroy(ctx);
  return 0;
}
