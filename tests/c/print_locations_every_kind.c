// Debug-info printing of every location kind on operations and block
// arguments: plain and pretty forms, local scope, generic form, an inner
// op printed alone, and name locations as SSA prefixes.
#include "diag_print.h"
int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  MlirContext ctx = diag_context(1);
  MlirLocation u = mlirLocationUnknownGet(ctx);
  MlirLocation f = mlirLocationFileLineColGet(ctx, S("a.mlir"), 3, 4);
  MlirLocation r = mlirLocationFileLineColRangeGet(ctx, S("r.mlir"), 1, 2, 3, 4);
  MlirLocation r2 = mlirLocationFileLineColRangeGet(ctx, S("r.mlir"), 1, 2, 1, 9);
  MlirLocation n = mlirLocationNameGet(ctx, S("nm"), f);
  MlirLocation nu = mlirLocationNameGet(ctx, S("nu"), u);
  MlirLocation cs = mlirLocationCallSiteGet(n, mlirLocationCallSiteGet(r, u));
  MlirLocation fl[3] = {f, n, cs};
  MlirLocation fu = mlirLocationFusedGet(ctx, 3, fl, mlirAttributeGetNull());
  MlirLocation fum = mlirLocationFusedGet(ctx, 2, fl, mlirDictionaryAttrGet(ctx, 0, NULL));
  MlirLocation all[] = {u, f, r, r2, n, nu, cs, fu, fum};
  MlirModule m = mlirModuleCreateEmpty(u);
  MlirBlock body = mlirModuleGetBody(m);
  for (unsigned i = 0; i < sizeof(all)/sizeof(*all); ++i) {
    MlirType i32 = mlirIntegerTypeGet(ctx, 32);
    MlirLocation al = all[(i + 3) % 9];
    MlirBlock b = mlirBlockCreate(1, &i32, &al);
    MlirRegion reg = mlirRegionCreate();
    mlirRegionAppendOwnedBlock(reg, b);
    MlirOperation inner = op_simple(all[i], "t.inner", NULL);
    mlirBlockAppendOwnedOperation(b, inner);
    MlirOperationState st = mlirOperationStateGet(S("t.op"), all[i]);
    mlirOperationStateAddOwnedRegions(&st, 1, &reg);
    mlirOperationStateAddResults(&st, 1, &i32);
    mlirBlockAppendOwnedOperation(body, mlirOperationCreate(&st));
  }
  MlirOperation mo = mlirModuleGetOperation(m);
  for (int pretty = 0; pretty < 2; ++pretty) for (int local = 0; local < 2; ++local) for (int generic = 0; generic < 2; ++generic) {
    MlirOpPrintingFlags fl2 = mlirOpPrintingFlagsCreate();
    mlirOpPrintingFlagsEnableDebugInfo(fl2, true, pretty);
    if (local) mlirOpPrintingFlagsUseLocalScope(fl2);
    if (generic) mlirOpPrintingFlagsPrintGenericOpForm(fl2);
    printf("== pretty=%d local=%d generic=%d\n", pretty, local, generic);
    mlirOperationPrintWithFlags(mo, fl2, print_cb, NULL); printf("\n");
    mlirOperationPrintWithFlags(mlirBlockGetFirstOperation(body), fl2, print_cb, NULL); printf("\n");
    mlirOpPrintingFlagsDestroy(fl2);
  }
  MlirOpPrintingFlags fl3 = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsEnableDebugInfo(fl3, true, false);
  mlirOpPrintingFlagsPrintNameLocAsPrefix(fl3);
  mlirOperationPrintWithFlags(mo, fl3, print_cb, NULL); printf("\n");
  mlirOpPrintingFlagsDestroy(fl3);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  return 0;
}
