// The `Dump` functions (stderr, redirected to stdout here so the harness
// compares them): operations and values dump with local scope (numbered
// from the nearest isolated-from-above ancestor, no aliases), followed by
// a newline; printing the same ops numbers from the outermost op.
#define _POSIX_C_SOURCE 200809L
#include <unistd.h>

#include "common.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static MlirContext ctx;
static MlirType i32;

static MlirOperation op(const char *name, MlirLocation loc, intptr_t nOps,
                        MlirValue *ops, intptr_t nRes) {
  MlirOperationState st = mlirOperationStateGet(S(name), loc);
  mlirOperationStateAddOperands(&st, nOps, ops);
  for (intptr_t i = 0; i < nRes; ++i)
    mlirOperationStateAddResults(&st, 1, &i32);
  return mlirOperationCreate(&st);
}

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  dup2(1, 2);
  ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  i32 = mlirIntegerTypeGet(ctx, 32);
  MlirLocation loc = mlirLocationFileLineColGet(ctx, S("d.mlir"), 1, 2);

  MlirModule outer = mlirModuleCreateEmpty(loc);
  MlirBlock body = mlirModuleGetBody(outer);
  MlirOperation c = op("foo.c", loc, 0, NULL, 2);
  mlirBlockAppendOwnedOperation(body, c);
  // A nested module: isolated from above.
  MlirModule inner = mlirModuleCreateEmpty(loc);
  MlirOperation innerOp = mlirModuleGetOperation(inner);
  MlirBlock ib = mlirModuleGetBody(inner);
  MlirOperation d = op("foo.d", loc, 0, NULL, 1);
  mlirBlockAppendOwnedOperation(ib, d);
  MlirValue dv = mlirOperationGetResult(d, 0);
  MlirOperation e = op("foo.e", loc, 1, &dv, 1);
  mlirBlockAppendOwnedOperation(ib, e);
  mlirBlockAppendOwnedOperation(body, innerOp);
  // A non-isolated op with a region.
  MlirRegion r = mlirRegionCreate();
  MlirBlock rb = mlirBlockCreate(1, &i32, &loc);
  mlirRegionAppendOwnedBlock(r, rb);
  MlirValue arg = mlirBlockGetArgument(rb, 0);
  MlirValue fUses[] = {arg, mlirOperationGetResult(c, 1)};
  MlirOperation f = op("foo.f", loc, 2, fUses, 1);
  mlirBlockAppendOwnedOperation(rb, f);
  MlirOperationState rs = mlirOperationStateGet(S("foo.r"), loc);
  mlirOperationStateAddOwnedRegions(&rs, 1, &r);
  MlirOperation rop = mlirOperationCreate(&rs);
  mlirBlockAppendOwnedOperation(body, rop);

  MlirOperation mop = mlirModuleGetOperation(outer);
  printf("== print\n");
  print_op(mop);
  print_op(e);
  print_op(f);
  print_value(mlirOperationGetResult(e, 0));
  print_value(arg);
  printf("== dump\n");
  mlirOperationDump(mop);
  mlirOperationDump(innerOp);
  mlirOperationDump(e);
  mlirOperationDump(f);
  mlirOperationDump(rop);
  mlirValueDump(mlirOperationGetResult(e, 0));
  mlirValueDump(mlirOperationGetResult(c, 1));
  mlirValueDump(mlirOperationGetResult(f, 0));
  mlirValueDump(arg);
  printf("== done\n");

  mlirModuleDestroy(outer);
  mlirContextDestroy(ctx);
  return 0;
}
