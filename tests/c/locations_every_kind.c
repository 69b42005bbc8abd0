// Every location kind built through the C API and parsed (names, call
// sites, fused with and without metadata, ranges, odd file names): printing,
// getters, attribute round trip, debug-info printing on an op, diagnostics
// at each, and a handler detaching itself during delivery.
#include "diag_print.h"
#include <stdint.h>
static MlirContext ctx;
static void info(MlirLocation l) {
  print_loc(l);
  printf("  name=%d cs=%d fused=%d range=%d\n", mlirLocationIsAName(l), mlirLocationIsACallSite(l), mlirLocationIsAFused(l), mlirLocationIsAFileLineColRange(l));
  if (mlirLocationIsAFileLineColRange(l)) { printf("  "); print_str(mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(l))); printf("  %d %d %d %d\n", mlirLocationFileLineColRangeGetStartLine(l), mlirLocationFileLineColRangeGetStartColumn(l), mlirLocationFileLineColRangeGetEndLine(l), mlirLocationFileLineColRangeGetEndColumn(l)); }
  if (mlirLocationIsAFused(l)) { unsigned n = mlirLocationFusedGetNumLocations(l); printf("  n=%u md:", n); MlirLocation ls[8]; mlirLocationFusedGetLocations(l, ls); MlirAttribute md = mlirLocationFusedGetMetadata(l); if (mlirAttributeIsNull(md)) printf("null\n"); else print_attr(md); for (unsigned i = 0; i < n && i < 8; ++i) { printf("   "); print_loc(ls[i]); } }
  if (mlirLocationIsAName(l)) { printf("  "); print_str(mlirIdentifierStr(mlirLocationNameGetName(l))); printf("  child: "); print_loc(mlirLocationNameGetChildLoc(l)); }
  if (mlirLocationIsACallSite(l)) { printf("  callee: "); print_loc(mlirLocationCallSiteGetCallee(l)); printf("  caller: "); print_loc(mlirLocationCallSiteGetCaller(l)); }
  MlirAttribute a = mlirLocationGetAttribute(l);
  printf("  attr: "); print_attr(a);
  printf("  eq roundtrip=%d\n", mlirLocationEqual(l, mlirLocationFromAttribute(a)));
}
static int count = 0;
static MlirDiagnosticHandlerID hid;
static MlirLogicalResult detaching(MlirDiagnostic d, void *u) {
  (void)u; printf("detaching handler saw: "); mlirDiagnosticPrint(d, print_cb, NULL); printf("\n");
  if (++count == 1) mlirContextDetachDiagnosticHandler(ctx, hid);
  return mlirLogicalResultSuccess();
}
static MlirLogicalResult failing(MlirDiagnostic d, void *u) {
  printf("failing handler %s: ", (const char *)u); mlirDiagnosticPrint(d, print_cb, NULL); printf("\n");
  return mlirLogicalResultFailure();
}
static void deleter(void *u) { printf("deleted %s\n", (const char *)u); }
int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  ctx = diag_context(1);
  MlirLocation u = mlirLocationUnknownGet(ctx);
  MlirLocation f = mlirLocationFileLineColGet(ctx, S("a\"b\\c\n.mlir"), 3, 4);
  MlirLocation f0 = mlirLocationFileLineColGet(ctx, S(""), 0, 0);
  MlirLocation r1 = mlirLocationFileLineColRangeGet(ctx, S("r.mlir"), 1, 2, 1, 2);
  MlirLocation r2 = mlirLocationFileLineColRangeGet(ctx, S("r.mlir"), 1, 2, 1, 7);
  MlirLocation r3 = mlirLocationFileLineColRangeGet(ctx, S("r.mlir"), 1, 2, 5, 7);
  MlirLocation r4 = mlirLocationFileLineColRangeGet(ctx, S("r.mlir"), 1, 0, 1, 0);
  MlirLocation r5 = mlirLocationFileLineColRangeGet(ctx, S("r.mlir"), 5, 2, 1, 1);
  MlirLocation n = mlirLocationNameGet(ctx, S("nm\"x"), u);
  MlirLocation n2 = mlirLocationNameGet(ctx, S("outer"), mlirLocationNameGet(ctx, S("inner"), f));
  MlirLocation n3 = mlirLocationNameGet(ctx, S(""), mlirLocationCallSiteGet(f, r2));
  MlirLocation cs = mlirLocationCallSiteGet(n2, mlirLocationCallSiteGet(r3, u));
  MlirLocation fl[4] = {f, r2, n, cs};
  MlirLocation fu = mlirLocationFusedGet(ctx, 4, fl, mlirAttributeGetNull());
  MlirLocation fum = mlirLocationFusedGet(ctx, 2, fl, mlirStringAttrGet(ctx, S("md")));
  MlirLocation fu1 = mlirLocationFusedGet(ctx, 1, fl, mlirAttributeGetNull());
  MlirLocation fu1m = mlirLocationFusedGet(ctx, 1, fl, mlirUnitAttrGet(ctx));
  MlirLocation fu0 = mlirLocationFusedGet(ctx, 0, fl, mlirAttributeGetNull());
  MlirLocation fu0m = mlirLocationFusedGet(ctx, 0, fl, mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 8), 3));
  MlirLocation dup[3] = {f, f, u};
  MlirLocation fud = mlirLocationFusedGet(ctx, 3, dup, mlirAttributeGetNull());
  MlirLocation nested[2] = {fu, fum};
  MlirLocation fun = mlirLocationFusedGet(ctx, 2, nested, mlirAttributeGetNull());
  MlirLocation uu[2] = {u, u};
  MlirLocation fuu = mlirLocationFusedGet(ctx, 2, uu, mlirAttributeGetNull());
  MlirLocation all[] = {u, f, f0, r1, r2, r3, r4, r5, n, n2, n3, cs, fu, fum, fu1, fu1m, fu0, fu0m, fud, fun, fuu};
  for (unsigned i = 0; i < sizeof(all)/sizeof(*all); ++i) info(all[i]);
  // as attributes inside ops (printed with debuginfo)
  MlirOperationState st = mlirOperationStateGet(S("t.op"), fum);
  MlirOperation op = mlirOperationCreate(&st);
  MlirOpPrintingFlags fl2 = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsEnableDebugInfo(fl2, true, false);
  mlirOperationPrintWithFlags(op, fl2, print_cb, NULL); printf("\n");
  mlirOpPrintingFlagsEnableDebugInfo(fl2, true, true);
  mlirOperationPrintWithFlags(op, fl2, print_cb, NULL); printf("\n");
  mlirOpPrintingFlagsDestroy(fl2);
  mlirOperationDestroy(op);
  // parse locations
  const char *ls[] = {"loc(\"a\":1:2 to 3:4)", "loc(\"a\":1:2 to :4)", "loc(\"a\":1 to 3)", "loc(\"a\":1)", "loc(\"a\")", "loc(fused<\"m\">[\"a\":1:2, unknown])", "loc(fused[])", "loc(fused<1>[])", "loc(callsite(\"a\" at \"b\"))", "loc(\"n\"(\"c\":1:1))", "loc(#loc)", "loc(\"a\":1:2 to 1:2)", "loc(\"a\":0:0 to 0:0)", "loc(\"a\":1:2 to 0:1)"};
  for (unsigned i = 0; i < sizeof(ls)/sizeof(*ls); ++i) { MlirAttribute a = mlirAttributeParseGet(ctx, S(ls[i])); printf("%s => ", ls[i]); if (mlirAttributeIsNull(a)) printf("<null>\n"); else { print_attr(a); info(mlirLocationFromAttribute(a)); } }
  // diagnostics at each location
  for (unsigned i = 0; i < sizeof(all)/sizeof(*all); ++i) mlirEmitError(all[i], "boom");
  mlirEmitError(u, "");
  mlirEmitError(u, "multi\nline");
  // handler detach during delivery; failing handler falls through
  hid = mlirContextAttachDiagnosticHandler(ctx, detaching, NULL, NULL);
  mlirEmitError(f, "first");
  mlirEmitError(f, "second");
  MlirDiagnosticHandlerID h2 = mlirContextAttachDiagnosticHandler(ctx, failing, "F", deleter);
  mlirEmitError(f, "third");
  mlirContextDetachDiagnosticHandler(ctx, h2);
  mlirEmitError(f, "fourth");
  mlirContextDestroy(ctx);
  return 0;
}
