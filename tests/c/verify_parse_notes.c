// Parsing (which verifies) IR with dominance, symbol, attribute-name, block
// reference and cast errors: each diagnostic with its location and notes
// ("see current operation", definitions); the unregistered-dialect error.
#include "diag_print.h"
#include <stdio.h>
#include "mlir-c/IR.h"
#include "mlir-c/Diagnostics.h"
int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  MlirContext ctx = mlirContextCreate();
  mlirContextEnableMultithreading(ctx, false);
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  mlirContextAttachDiagnosticHandler(ctx, print_handler, NULL, NULL);
  const char *srcs[] = {
    "module {\n  \"foo.a\"(%0) : (i32) -> ()\n  \"foo.r\"() ({\n  ^bb0:\n    %0 = \"foo.b\"() : () -> i32\n    \"foo.c\"(%1) : (i32) -> ()\n    %1 = \"foo.d\"() : () -> i32 loc(\"d\")\n  }) : () -> ()\n  %0 = \"foo.e\"() : () -> i32\n}\n",
    "module {\n  module @x {}\n  \"foo.f\"() {sym_name = \"x\"} : () -> ()\n}\n",
    "module attributes {bad = 1} {\n}\n",
    "module {\n  \"foo.a\"() ({\n  ^bb0:\n    \"foo.br\"()[^bb2] : () -> ()\n  }, {\n  ^bb2:\n    \"foo.x\"() : () -> ()\n  }) : () -> ()\n}\n",
    "\"builtin.unrealized_conversion_cast\"() : () -> ()\n",
    NULL};
  for (int i = 0; srcs[i]; i++) {
    printf("== %d\n", i);
    MlirOperation op = mlirOperationCreateParse(ctx, S(srcs[i]), S("src.mlir"));
    if (mlirOperationIsNull(op)) { printf("parse failed\n"); continue; }
    printf("verify=%d\n", mlirOperationVerify(op));
    mlirOperationPrint(op, print_cb, NULL); printf("\n");
    mlirOperationDestroy(op);
  }
  for (int allow = 0; allow < 2; allow++) {
    mlirContextSetAllowUnregisteredDialects(ctx, allow);
    MlirModule m = mlirModuleCreateParse(ctx, S("module {\n  \"foo.a\"() : () -> ()\n}\n"));
    printf("allow=%d null=%d\n", allow, mlirModuleIsNull(m));
    if (!mlirModuleIsNull(m)) mlirModuleDestroy(m);
  }
  mlirContextDestroy(ctx);
  return 0;
}
