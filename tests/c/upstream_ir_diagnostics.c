// Port of upstream's mlir/test/CAPI/ir.c testDiagnostics: a handler with
// user data and a deleter sees errors at unknown, cloned, file/line/col,
// file/line/col range, call site, name and fused locations; after it is
// detached, errors go to stderr. Extended with every location constructor
// and accessor of IR.h and with warnings and remarks. stderr is redirected
// to stdout so that unhandled diagnostics are compared too.
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <unistd.h>

#include "common.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Diagnostics.h"

static void stderr_to_stdout(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  dup2(1, 2);
}

static MlirLogicalResult handler(MlirDiagnostic diagnostic, void *userData) {
  printf("processing diagnostic (userData: %" PRIdPTR ") <<\n", (intptr_t)userData);
  mlirDiagnosticPrint(diagnostic, print_cb, NULL);
  printf("\n");
  mlirLocationPrint(mlirDiagnosticGetLocation(diagnostic), print_cb, NULL);
  printf("\nseverity %d, notes %" PRIdPTR "\n", (int)mlirDiagnosticGetSeverity(diagnostic),
         mlirDiagnosticGetNumNotes(diagnostic));
  printf(">> end of diagnostic (userData: %" PRIdPTR ")\n", (intptr_t)userData);
  return mlirLogicalResultSuccess();
}

static void delete_user_data(void *userData) {
  printf("deleting user data (userData: %" PRIdPTR ")\n", (intptr_t)userData);
}

static void describe(const char *what, MlirLocation loc) {
  printf("%s: ", what);
  print_loc(loc);
  printf("  file-line-col=%d call-site=%d fused=%d name=%d unknown=%d\n",
         mlirLocationIsAFileLineColRange(loc), mlirLocationIsACallSite(loc),
         mlirLocationIsAFused(loc), mlirLocationIsAName(loc),
         mlirLocationEqual(loc, mlirLocationUnknownGet(mlirLocationGetContext(loc))));
}

// Every accessor of the location kinds.
static void location_accessors(MlirContext ctx) {
  printf("@locations\n");
  MlirLocation range = mlirLocationFileLineColRangeGet(ctx, S("r.c"), 3, 4, 5, 6);
  describe("range", range);
  printf("  file ");
  print_str(mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(range)));
  printf("  lines %d-%d cols %d-%d\n", mlirLocationFileLineColRangeGetStartLine(range),
         mlirLocationFileLineColRangeGetEndLine(range),
         mlirLocationFileLineColRangeGetStartColumn(range),
         mlirLocationFileLineColRangeGetEndColumn(range));
  describe("same line range", mlirLocationFileLineColRangeGet(ctx, S("r.c"), 3, 4, 3, 9));
  describe("point range", mlirLocationFileLineColRangeGet(ctx, S("r.c"), 3, 4, 3, 4));
  MlirLocation point = mlirLocationFileLineColGet(ctx, S("p.c"), 7, 8);
  describe("point", point);
  printf("  lines %d-%d cols %d-%d\n", mlirLocationFileLineColRangeGetStartLine(point),
         mlirLocationFileLineColRangeGetEndLine(point),
         mlirLocationFileLineColRangeGetStartColumn(point),
         mlirLocationFileLineColRangeGetEndColumn(point));

  MlirLocation callSite = mlirLocationCallSiteGet(point, range);
  describe("call site", callSite);
  printf("  callee eq %d, caller eq %d\n",
         mlirLocationEqual(mlirLocationCallSiteGetCallee(callSite), point),
         mlirLocationEqual(mlirLocationCallSiteGetCaller(callSite), range));

  MlirLocation named = mlirLocationNameGet(ctx, S("n"), point);
  describe("name", named);
  printf("  name ");
  print_str(mlirIdentifierStr(mlirLocationNameGetName(named)));
  printf("  child eq %d\n", mlirLocationEqual(mlirLocationNameGetChildLoc(named), point));
  describe("name with unknown child", mlirLocationNameGet(ctx, S("only"), (MlirLocation){NULL}));

  MlirLocation parts[] = {named, callSite, point};
  MlirLocation fused = mlirLocationFusedGet(ctx, 3, parts, mlirStringAttrGet(ctx, S("meta")));
  describe("fused with metadata", fused);
  printf("  %u parts, metadata ", mlirLocationFusedGetNumLocations(fused));
  print_attr(mlirLocationFusedGetMetadata(fused));
  MlirLocation got[3];
  mlirLocationFusedGetLocations(fused, got);
  for (int i = 0; i < 3; ++i)
    printf("  part %d eq %d\n", i, mlirLocationEqual(got[i], parts[i]));
  describe("fused of one", mlirLocationFusedGet(ctx, 1, parts, mlirAttributeGetNull()));
  MlirLocation same[] = {point, point};
  describe("fused of duplicates", mlirLocationFusedGet(ctx, 2, same, mlirAttributeGetNull()));
  describe("fused of none", mlirLocationFusedGet(ctx, 0, NULL, mlirAttributeGetNull()));
  MlirLocation unknowns[] = {mlirLocationUnknownGet(ctx), point};
  describe("fused with unknown", mlirLocationFusedGet(ctx, 2, unknowns, mlirAttributeGetNull()));

  MlirAttribute asAttr = mlirLocationGetAttribute(callSite);
  printf("attribute is a location: %d, round trip: %d\n", mlirAttributeIsALocation(asAttr),
         mlirLocationEqual(mlirLocationFromAttribute(asAttr), callSite));
  printf("attribute: ");
  print_attr(asAttr);
  printf("type ids: %d %d %d %d\n",
         mlirTypeIDEqual(mlirAttributeGetTypeID(mlirLocationGetAttribute(range)),
                         mlirLocationFileLineColRangeGetTypeID()),
         mlirTypeIDEqual(mlirAttributeGetTypeID(asAttr), mlirLocationCallSiteGetTypeID()),
         mlirTypeIDEqual(mlirAttributeGetTypeID(mlirLocationGetAttribute(named)),
                         mlirLocationNameGetTypeID()),
         mlirTypeIDEqual(mlirAttributeGetTypeID(mlirLocationGetAttribute(fused)),
                         mlirLocationFusedGetTypeID()));
  describe("escaped file", mlirLocationFileLineColGet(ctx, S("a \"q\"\n.c"), 1, 1));
}

static void test_diagnostics(void) {
  MlirContext ctx = mlirContextCreate();
  MlirDiagnosticHandlerID id =
      mlirContextAttachDiagnosticHandler(ctx, handler, (void *)42, delete_user_data);
  printf("@test_diagnostics\n");
  MlirLocation unknownLoc = mlirLocationUnknownGet(ctx);
  mlirEmitError(unknownLoc, "test diagnostics");
  MlirLocation unknownClone = mlirLocationFromAttribute(mlirLocationGetAttribute(unknownLoc));
  mlirEmitError(unknownClone, "test clone");
  MlirLocation fileLineColLoc = mlirLocationFileLineColGet(ctx, S("file.c"), 1, 2);
  mlirEmitError(fileLineColLoc, "test diagnostics");
  MlirLocation fileLineColRange = mlirLocationFileLineColRangeGet(ctx, S("other-file.c"), 1, 2, 3, 4);
  mlirEmitError(fileLineColRange, "test diagnostics");
  MlirLocation callSiteLoc =
      mlirLocationCallSiteGet(mlirLocationFileLineColGet(ctx, S("other-file.c"), 2, 3), fileLineColLoc);
  mlirEmitError(callSiteLoc, "test diagnostics");
  MlirLocation nameLoc = mlirLocationNameGet(ctx, S("named"), (MlirLocation){NULL});
  mlirEmitError(nameLoc, "test diagnostics");
  MlirLocation locs[2] = {nameLoc, callSiteLoc};
  MlirLocation fusedLoc = mlirLocationFusedGet(ctx, 2, locs, mlirAttributeGetNull());
  mlirEmitError(fusedLoc, "test diagnostics");
  mlirContextDetachDiagnosticHandler(ctx, id);
  mlirEmitError(unknownLoc, "more test diagnostics");
  // Unhandled diagnostics at other locations and with a message spanning
  // lines.
  mlirEmitError(fileLineColRange, "unhandled at a range");
  mlirEmitError(fusedLoc, "unhandled\nover two lines");
  mlirEmitError(nameLoc, "");

  location_accessors(ctx);
  mlirContextDestroy(ctx);
  printf("destroyed\n");
}

int main(void) {
  stderr_to_stdout();
  test_diagnostics();
  return 0;
}
