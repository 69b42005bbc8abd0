// The per-call floor (benches/per_call.py): a block of N operations
// `%vK = "t.a"(%a) : (i32) -> i32` (one use each of the block argument %a)
// is parsed once, then each pointer-read accessor of the C API is called
// once per operation (mlirValueGetType twice), ten times over. Callgrind
// divides each function's inclusive instructions by its call count.
#include "mlir-c/IR.h"
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 20000;
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  char *buf = malloc(n * 60 + 200); char *p = buf;
  p += sprintf(p, "\"t.r\"() ({\n^bb0(%%a: i32):\n");
  for (int i = 0; i < n; i++) p += sprintf(p, "%%v%d = \"t.a\"(%%a) : (i32) -> i32\n", i);
  p += sprintf(p, "}) : () -> ()\n");
  MlirModule m = mlirModuleCreateParse(ctx, mlirStringRefCreate(buf, p - buf));
  MlirOperation top = mlirBlockGetFirstOperation(mlirModuleGetBody(m));
  MlirRegion r = mlirOperationGetRegion(top, 0);
  MlirBlock b = mlirRegionGetFirstBlock(r);
  long t = 0;
  for (int rep = 0; rep < 10; rep++) {
    MlirValue arg = mlirBlockGetArgument(b, 0);
    for (MlirOpOperand u = mlirValueGetFirstUse(arg); !mlirOpOperandIsNull(u); u = mlirOpOperandGetNextUse(u))
      t += mlirOperationEqual(mlirOpOperandGetOwner(u), top);
    for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
      t += mlirOperationGetNumOperands(op);
      MlirValue v = mlirOperationGetOperand(op, 0);
      MlirValue res = mlirOperationGetResult(op, 0);
      t += mlirTypeEqual(mlirValueGetType(res), mlirValueGetType(v));
      t += mlirValueEqual(v, res);
      t += mlirBlockEqual(mlirOperationGetBlock(op), b);
      t += mlirOperationEqual(mlirOperationGetParentOperation(op), top);
      t += mlirRegionEqual(mlirBlockGetParentRegion(b), r);
      t += mlirOperationEqual(mlirBlockGetParentOperation(b), top);
      t += mlirBlockEqual(mlirRegionGetFirstBlock(r), b);
      t += mlirOperationEqual(mlirOpResultGetOwner(res), op);
    }
  }
  printf("%ld\n", t);
  return 0;
}
