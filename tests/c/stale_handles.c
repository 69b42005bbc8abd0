// oxmlir-only: upstream crashes on these calls. Checks that stale and null
#define _POSIX_C_SOURCE 200809L
// handles of every kind are reported (through the context's diagnostic
// handler when the context is known, on stderr otherwise) and that the
// calls return safe values.
#include <stdlib.h>
#include <unistd.h>

#include "common.h"
#include "report_capture.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"

static void expect_report(int before, const char *text) {
  EXPECT(reports == before + 1);
  EXPECT(strstr(last, text) != NULL);
}

static MlirOperation make_op(MlirContext ctx, const char *name, MlirType ty) {
  MlirOperationState st =
      mlirOperationStateGet(S(name), mlirLocationUnknownGet(ctx));
  mlirOperationStateAddResults(&st, 1, &ty);
  return mlirOperationCreate(&st);
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  mlirContextAttachDiagnosticHandler(ctx, handler, NULL, NULL);
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);
  MlirModule module = mlirModuleCreateEmpty(mlirLocationUnknownGet(ctx));
  MlirBlock body = mlirModuleGetBody(module);

  // Operation, its result and an operand using it.
  MlirOperation a = make_op(ctx, "foo.a", i32);
  mlirBlockAppendOwnedOperation(body, a);
  MlirValue av = mlirOperationGetResult(a, 0);
  MlirOperationState st = mlirOperationStateGet(S("foo.b"), mlirLocationUnknownGet(ctx));
  mlirOperationStateAddOperands(&st, 1, &av);
  MlirOperation b = mlirOperationCreate(&st);
  mlirBlockAppendOwnedOperation(body, b);
  MlirOpOperand use = mlirValueGetFirstUse(av);
  EXPECT(!mlirOpOperandIsNull(use));

  mlirOperationDestroy(b);
  int r = reports;
  EXPECT(mlirOpOperandIsNull(mlirOpOperandGetNextUse(use)));
  expect_report(r, "mlirOpOperandGetNextUse: stale MlirOpOperand handle");

  mlirOperationDestroy(a);
  r = reports;
  EXPECT(mlirIdentifierStr(mlirOperationGetName(a)).length == 0);
  expect_report(r, "mlirOperationGetName: stale MlirOperation handle (the operation was erased)");
  r = reports;
  EXPECT(mlirOperationGetNumResults(a) == 0);
  expect_report(r, "mlirOperationGetNumResults: stale MlirOperation handle");
  r = reports;
  mlirOperationDestroy(a);
  expect_report(r, "mlirOperationDestroy: stale MlirOperation handle");
  r = reports;
  EXPECT(mlirTypeIsNull(mlirValueGetType(av)));
  expect_report(r, "mlirValueGetType: stale MlirValue handle");

  // A new operation reusing the slot does not revive the old handle.
  MlirOperation c = make_op(ctx, "foo.c", i32);
  r = reports;
  EXPECT(!mlirOperationEqual(a, c));
  EXPECT(mlirOperationGetNumResults(a) == 0);
  expect_report(r, "stale MlirOperation handle");
  mlirOperationDestroy(c);

  // Blocks.
  MlirBlock blk = mlirBlockCreate(1, &i32, (MlirLocation[]){mlirLocationUnknownGet(ctx)});
  MlirValue arg = mlirBlockGetArgument(blk, 0);
  mlirBlockDestroy(blk);
  r = reports;
  EXPECT(mlirBlockGetNumArguments(blk) == 0);
  expect_report(r, "mlirBlockGetNumArguments: stale MlirBlock handle");
  r = reports;
  EXPECT(!mlirValueIsABlockArgument(arg));
  expect_report(r, "mlirValueIsABlockArgument: stale MlirValue handle");

  // Regions: consumed when given to an operation.
  MlirRegion region = mlirRegionCreate();
  MlirBlock inner = mlirBlockCreate(0, NULL, NULL);
  mlirRegionAppendOwnedBlock(region, inner);
  MlirOperationState rs = mlirOperationStateGet(S("foo.r"), mlirLocationUnknownGet(ctx));
  mlirOperationStateAddOwnedRegions(&rs, 1, &region);
  MlirOperation withRegion = mlirOperationCreate(&rs);
  mlirBlockAppendOwnedOperation(body, withRegion);
  r = reports;
  EXPECT(mlirBlockIsNull(mlirRegionGetFirstBlock(region)));
  expect_report(r, "mlirRegionGetFirstBlock: stale MlirRegion handle");
  // The block moved with its region's body and is still valid.
  EXPECT(mlirBlockEqual(mlirRegionGetFirstBlock(mlirOperationGetRegion(withRegion, 0)), inner));
  EXPECT(mlirOperationEqual(mlirBlockGetParentOperation(inner), withRegion));

  // Erasing the module makes everything inside stale.
  mlirModuleDestroy(module);
  r = reports;
  EXPECT(mlirOperationIsNull(mlirBlockGetFirstOperation(body)));
  expect_report(r, "mlirBlockGetFirstOperation: stale MlirBlock handle");
  r = reports;
  EXPECT(mlirOperationIsNull(mlirBlockGetParentOperation(inner)));
  expect_report(r, "stale MlirBlock handle");

  // Printing a stale operation prints nothing and reports.
  r = reports;
  mlirOperationPrint(withRegion, print_cb, NULL);
  expect_report(r, "mlirOperationPrint: stale MlirOperation handle");

  // Without a context to report to, reports go to stderr.
  fflush(stderr);
  int saved = dup(2);
  FILE *tmp = tmpfile();
  dup2(fileno(tmp), 2);
  EXPECT(mlirOperationGetNumResults((MlirOperation){NULL}) == 0);
  mlirContextDestroy(ctx);
  EXPECT(mlirTypeIsNull(mlirValueGetType(av)));
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(withRegion));
  EXPECT(name.length == 0);
  mlirTypeDump(i32);
  fflush(stderr);
  dup2(saved, 2);
  close(saved);
  rewind(tmp);
  char err[4096] = {0};
  size_t n = fread(err, 1, sizeof(err) - 1, tmp);
  err[n] = 0;
  fclose(tmp);
  EXPECT(strstr(err, "mlirOperationGetNumResults: null MlirOperation handle") != NULL);
  EXPECT(strstr(err, "mlirValueGetType: MlirValue handle does not name a live object") != NULL);
  EXPECT(strstr(err, "mlirTypeDump: MlirType handle does not name a live object") != NULL);

  printf("%s (%d reports)\n", failures ? "FAILED" : "ok", reports);
  return failures ? 1 : 0;
}
