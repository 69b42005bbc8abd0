// Locations at the edges: empty and quoted file names, ranges of every
// shape, names with null or nested children, nested call sites, fused
// locations of zero/one/duplicate/unknown/nested members with and without
// metadata, accessors on locations of the wrong kind, locations from
// non-location attributes, and op locations printed with debug info.
#include <stdio.h>
#include <string.h>
#include "mlir-c/IR.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static void cb(MlirStringRef s, void *u) { (void)u; fwrite(s.data, 1, s.length, stdout); }
#define S(x) mlirStringRefCreateFromCString(x)

static void describe(const char *label, MlirLocation l) {
  printf("%s: ", label);
  if (mlirLocationIsNull(l)) { printf("null\n"); return; }
  mlirLocationPrint(l, cb, NULL);
  printf("\n  isRange=%d isCallSite=%d isFused=%d isName=%d\n", mlirLocationIsAFileLineColRange(l),
         mlirLocationIsACallSite(l), mlirLocationIsAFused(l), mlirLocationIsAName(l));
  printf("  range: %d:%d-%d:%d file=", mlirLocationFileLineColRangeGetStartLine(l), mlirLocationFileLineColRangeGetStartColumn(l),
         mlirLocationFileLineColRangeGetEndLine(l), mlirLocationFileLineColRangeGetEndColumn(l));
  if (mlirLocationIsAFileLineColRange(l)) { MlirStringRef f = mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(l)); printf("%.*s", (int)f.length, f.data); }
  printf("\n");
  if (mlirLocationIsAFused(l)) {
    unsigned n = mlirLocationFusedGetNumLocations(l);
    MlirLocation locs[8];
    mlirLocationFusedGetLocations(l, locs);
    printf("  fused n=%u meta=", n);
    MlirAttribute md = mlirLocationFusedGetMetadata(l);
    if (mlirAttributeIsNull(md)) printf("null"); else mlirAttributePrint(md, cb, NULL);
    printf("\n");
    for (unsigned i = 0; i < n && i < 8; i++) { printf("   - "); mlirLocationPrint(locs[i], cb, NULL); printf("\n"); }
  }
  if (mlirLocationIsAName(l)) {
    MlirStringRef nm = mlirIdentifierStr(mlirLocationNameGetName(l));
    printf("  name=%.*s child=", (int)nm.length, nm.data);
    mlirLocationPrint(mlirLocationNameGetChildLoc(l), cb, NULL); printf("\n");
  }
  if (mlirLocationIsACallSite(l)) {
    printf("  callee="); mlirLocationPrint(mlirLocationCallSiteGetCallee(l), cb, NULL);
    printf(" caller="); mlirLocationPrint(mlirLocationCallSiteGetCaller(l), cb, NULL); printf("\n");
  }
  MlirAttribute a = mlirLocationGetAttribute(l);
  printf("  attr: "); mlirAttributePrint(a, cb, NULL); printf(" back-eq=%d\n", mlirLocationEqual(mlirLocationFromAttribute(a), l));
}

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  MlirContext ctx = mlirContextCreate();
  MlirLocation unk = mlirLocationUnknownGet(ctx);
  MlirLocation f1 = mlirLocationFileLineColGet(ctx, S("a.c"), 1, 2);
  MlirLocation f0 = mlirLocationFileLineColGet(ctx, S(""), 0, 0);
  MlirLocation fq = mlirLocationFileLineColGet(ctx, S("we\"ird\\na\tme"), 4294967295u, 7);
  describe("unknown", unk);
  describe("flc", f1);
  describe("flc0", f0);
  describe("flcq", fq);
  describe("range same", mlirLocationFileLineColRangeGet(ctx, S("r.c"), 3, 4, 3, 4));
  describe("range col", mlirLocationFileLineColRangeGet(ctx, S("r.c"), 3, 4, 3, 9));
  describe("range line", mlirLocationFileLineColRangeGet(ctx, S("r.c"), 3, 4, 5, 1));
  describe("range back", mlirLocationFileLineColRangeGet(ctx, S("r.c"), 5, 4, 3, 1));
  describe("range zero", mlirLocationFileLineColRangeGet(ctx, S("r.c"), 0, 0, 0, 0));
  describe("range lineonly", mlirLocationFileLineColRangeGet(ctx, S("r.c"), 7, 0, 7, 0));
  printf("range==flc %d\n", mlirLocationEqual(mlirLocationFileLineColRangeGet(ctx, S("a.c"), 1, 2, 1, 2), f1));
  MlirLocation n1 = mlirLocationNameGet(ctx, S("n1"), unk);
  MlirLocation n2 = mlirLocationNameGet(ctx, S("n2"), f1);
  MlirLocation nn = mlirLocationNameGet(ctx, S("outer"), n2);
  MlirLocation nnull = mlirLocationNameGet(ctx, S("nochild"), (MlirLocation){NULL});
  describe("name unk", n1);
  describe("name flc", n2);
  describe("name name", nn);
  describe("name nullchild", nnull);
  describe("name empty", mlirLocationNameGet(ctx, S(""), unk));
  MlirLocation cs = mlirLocationCallSiteGet(n2, f1);
  describe("callsite", cs);
  describe("callsite nested", mlirLocationCallSiteGet(cs, mlirLocationCallSiteGet(unk, n1)));
  MlirLocation arr[4] = {f1, n2, f1, unk};
  describe("fused0", mlirLocationFusedGet(ctx, 0, NULL, (MlirAttribute){NULL}));
  describe("fused0 meta", mlirLocationFusedGet(ctx, 0, NULL, mlirStringAttrGet(ctx, S("m"))));
  describe("fused1", mlirLocationFusedGet(ctx, 1, arr, (MlirAttribute){NULL}));
  describe("fused1 meta", mlirLocationFusedGet(ctx, 1, arr, mlirUnitAttrGet(ctx)));
  describe("fused dup", mlirLocationFusedGet(ctx, 4, arr, (MlirAttribute){NULL}));
  describe("fused unk only", mlirLocationFusedGet(ctx, 1, &arr[3], (MlirAttribute){NULL}));
  MlirLocation inner = mlirLocationFusedGet(ctx, 2, arr, (MlirAttribute){NULL});
  MlirLocation inner_m = mlirLocationFusedGet(ctx, 2, arr, mlirStringAttrGet(ctx, S("k")));
  MlirLocation outer_arr[3] = {inner, fq, inner_m};
  describe("fused nested", mlirLocationFusedGet(ctx, 3, outer_arr, (MlirAttribute){NULL}));
  describe("fused nested meta", mlirLocationFusedGet(ctx, 3, outer_arr, mlirStringAttrGet(ctx, S("k"))));
  MlirLocation two_unk[2] = {unk, unk};
  describe("fused unk unk", mlirLocationFusedGet(ctx, 2, two_unk, (MlirAttribute){NULL}));
  describe("fused unk unk meta", mlirLocationFusedGet(ctx, 2, two_unk, mlirUnitAttrGet(ctx)));
  describe("fromAttr non-loc", mlirLocationFromAttribute(mlirUnitAttrGet(ctx)));
  MlirAttribute pa = mlirAttributeParseGet(ctx, S("loc(fused<\"x\">[\"a\":1:2, \"b\":3:4 to 5:6, callsite(\"c\" at \"d\":1:1)])"));
  printf("parsed attr null=%d\n", mlirAttributeIsNull(pa));
  if (!mlirAttributeIsNull(pa)) describe("parsed", mlirLocationFromAttribute(pa));
  // op locations, set/get, print with debug info
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  MlirOperationState st = mlirOperationStateGet(S("foo.op"), cs);
  MlirOperation op = mlirOperationCreate(&st);
  describe("op loc", mlirOperationGetLocation(op));
  mlirOperationSetLocation(op, nn);
  describe("op loc after set", mlirOperationGetLocation(op));
  MlirOpPrintingFlags fl = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsEnableDebugInfo(fl, true, false);
  mlirOperationPrintWithFlags(op, fl, cb, NULL); printf("\n");
  mlirOpPrintingFlagsEnableDebugInfo(fl, true, true);
  mlirOperationPrintWithFlags(op, fl, cb, NULL); printf("\n");
  printf("ctx eq %d\n", mlirContextEqual(mlirOperationGetContext(op), mlirLocationGetContext(cs)));
  mlirOpPrintingFlagsDestroy(fl);
  mlirOperationDestroy(op);
  mlirContextDestroy(ctx);
  return 0;
}
