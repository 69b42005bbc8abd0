// Parses a function written as MLIR text, verifies it, counts its
// operations by name with a walk, and prints the module.
// Built against an installed oxmlir found with pkg-config (see Makefile).
#include <stdio.h>
#include <string.h>

#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/IR.h"

static void print_to_stdout(MlirStringRef s, void *user) {
  (void)user;
  fwrite(s.data, 1, s.length, stdout);
}

static MlirWalkResult count(MlirOperation op, void *user) {
  MlirIdentifier name = mlirOperationGetName(op);
  MlirStringRef text = mlirIdentifierStr(name);
  if (text.length > 6 && strncmp(text.data, "arith.", 6) == 0)
    ++*(int *)user;
  return MlirWalkResultAdvance;
}

int main(void) {
  // Only the two dialects the input uses.
  MlirContext ctx = mlirContextCreate();
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__func__(), ctx);
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__arith__(), ctx);

  const char *text = "func.func @twice(%x: i64) -> i64 {\n"
                     "  %two = arith.constant 2 : i64\n"
                     "  %y = arith.muli %x, %two : i64\n"
                     "  return %y : i64\n"
                     "}\n";
  MlirModule module = mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(text));
  if (mlirModuleIsNull(module)) {
    fprintf(stderr, "parse failed\n");
    return 1;
  }
  MlirOperation top = mlirModuleGetOperation(module);
  if (!mlirOperationVerify(top)) {
    fprintf(stderr, "verification failed\n");
    return 1;
  }
  int arith = 0;
  mlirOperationWalk(top, count, &arith, MlirWalkPostOrder);
  printf("arith operations: %d\n", arith);
  mlirOperationPrint(top, print_to_stdout, NULL);
  printf("\n");
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
