// The printer verifies before using custom forms: an invalid operation is
// printed in the generic form and the verification reports nothing. Also
// printing from inside a diagnostic handler while verifying.
#include "diag_print.h"

static MlirOperation printed;

static MlirLogicalResult printing_handler(MlirDiagnostic d, void *user) {
  (void)user;
  print_diagnostic(d, 0);
  printf("-- printed from the handler:\n");
  mlirOperationPrint(printed, print_cb, NULL);
  printf("\n-- end\n");
  return mlirLogicalResultSuccess();
}

int main(void) {
  MlirContext ctx = diag_context(0);
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);
  MlirModule m = mlirModuleCreateEmpty(at(ctx, 1));
  MlirBlock body = mlirModuleGetBody(m);
  MlirOperation mop = mlirModuleGetOperation(m);

  // Valid: custom form.
  MlirModule inner = mlirModuleCreateEmpty(at(ctx, 2));
  append(body, mlirModuleGetOperation(inner));
  print_op(mop);

  // Invalid (unregistered dialect not allowed): generic form, no report.
  append(mlirModuleGetBody(inner), op_simple(at(ctx, 3), "foo.x", &i32));
  printf("-- printing an invalid module\n");
  print_op(mop);
  printf("-- printing the nested module\n");
  print_op(mlirModuleGetOperation(inner));

  // Assuming the IR verified: custom form.
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsAssumeVerified(flags);
  mlirOperationPrintWithFlags(mop, flags, print_cb, NULL);
  printf("\n");
  mlirOpPrintingFlagsDestroy(flags);

  // Printing from a handler while the verifier reports.
  printed = mop;
  mlirContextAttachDiagnosticHandler(ctx, printing_handler, NULL, NULL);
  check("verify with a handler that prints", mop);

  mlirContextSetAllowUnregisteredDialects(ctx, 1);
  printf("-- valid again\n");
  print_op(mop);

  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  return 0;
}
