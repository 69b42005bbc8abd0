// Location functions of IR.h: constructors, getters, IsA, printing,
// equality, fused-location simplification.
#include "common.h"
#include "mlir-c/BuiltinAttributes.h"

static void show(const char *what, MlirLocation l) {
  printf("%s: ", what);
  mlirLocationPrint(l, print_cb, NULL);
  printf(" [range=%d callsite=%d fused=%d name=%d]\n", mlirLocationIsAFileLineColRange(l),
         mlirLocationIsACallSite(l), mlirLocationIsAFused(l), mlirLocationIsAName(l));
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  MlirLocation unk = mlirLocationUnknownGet(ctx);
  MlirLocation flc = mlirLocationFileLineColGet(ctx, S("file.mlir"), 3, 7);
  MlirLocation same = mlirLocationFileLineColRangeGet(ctx, S("file.mlir"), 3, 7, 3, 7);
  MlirLocation line = mlirLocationFileLineColRangeGet(ctx, S("file.mlir"), 3, 7, 3, 12);
  MlirLocation multi = mlirLocationFileLineColRangeGet(ctx, S("file.mlir"), 3, 7, 9, 2);
  MlirLocation weird = mlirLocationFileLineColGet(ctx, S("a \"quoted\"\\name\n"), 0, 0);
  show("unknown", unk);
  show("flc", flc);
  show("same", same);
  show("line", line);
  show("multi", multi);
  show("weird", weird);
  printf("flc==same %d flc==flc %d\n", mlirLocationEqual(flc, same),
         mlirLocationEqual(flc, mlirLocationFileLineColGet(ctx, S("file.mlir"), 3, 7)));
  MlirLocation ls[] = {flc, same, line, multi, unk};
  for (int i = 0; i < 5; ++i)
    printf("getters %d: %d %d %d %d\n", i, mlirLocationFileLineColRangeGetStartLine(ls[i]),
           mlirLocationFileLineColRangeGetStartColumn(ls[i]),
           mlirLocationFileLineColRangeGetEndLine(ls[i]),
           mlirLocationFileLineColRangeGetEndColumn(ls[i]));
  print_str(mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(multi)));

  MlirLocation name = mlirLocationNameGet(ctx, S("nm"), (MlirLocation){NULL});
  MlirLocation named = mlirLocationNameGet(ctx, S("outer"), line);
  MlirLocation nested = mlirLocationNameGet(ctx, S("x"), named);
  show("name", name);
  show("named", named);
  show("nested", nested);
  print_str(mlirIdentifierStr(mlirLocationNameGetName(named)));
  show("child", mlirLocationNameGetChildLoc(named));
  show("child of plain name", mlirLocationNameGetChildLoc(name));

  MlirLocation cs = mlirLocationCallSiteGet(named, flc);
  show("callsite", cs);
  show("callee", mlirLocationCallSiteGetCallee(cs));
  show("caller", mlirLocationCallSiteGetCaller(cs));
  MlirLocation cs2 = mlirLocationCallSiteGet(cs, mlirLocationCallSiteGet(unk, multi));
  show("callsite2", cs2);

  MlirAttribute meta = mlirStringAttrGet(ctx, S("meta"));
  MlirLocation f0 = mlirLocationFusedGet(ctx, 0, NULL, (MlirAttribute){NULL});
  MlirLocation f0m = mlirLocationFusedGet(ctx, 0, NULL, meta);
  MlirLocation f1 = mlirLocationFusedGet(ctx, 1, (MlirLocation[]){flc}, (MlirAttribute){NULL});
  MlirLocation f1m = mlirLocationFusedGet(ctx, 1, (MlirLocation[]){flc}, meta);
  MlirLocation f2 = mlirLocationFusedGet(ctx, 3, (MlirLocation[]){flc, unk, line}, (MlirAttribute){NULL});
  MlirLocation fdup = mlirLocationFusedGet(ctx, 3, (MlirLocation[]){flc, flc, line}, (MlirAttribute){NULL});
  MlirLocation fnest = mlirLocationFusedGet(ctx, 2, (MlirLocation[]){f2, multi}, (MlirAttribute){NULL});
  MlirLocation fnestm = mlirLocationFusedGet(ctx, 2, (MlirLocation[]){f2, multi}, meta);
  MlirLocation fall = mlirLocationFusedGet(ctx, 3, (MlirLocation[]){name, cs, f1m}, meta);
  show("f0", f0);
  show("f0m", f0m);
  show("f1", f1);
  show("f1m", f1m);
  show("f2", f2);
  show("fdup", fdup);
  show("fnest", fnest);
  show("fnestm", fnestm);
  show("fall", fall);
  printf("fused counts: %u %u %u %u\n", mlirLocationFusedGetNumLocations(f2),
         mlirLocationFusedGetNumLocations(fnest), mlirLocationFusedGetNumLocations(f0m),
         mlirLocationFusedGetNumLocations(flc));
  MlirLocation parts[8];
  mlirLocationFusedGetLocations(fnest, parts);
  for (unsigned i = 0; i < mlirLocationFusedGetNumLocations(fnest); ++i)
    show("  part", parts[i]);
  printf("metadata null: %d %d\n", mlirAttributeIsNull(mlirLocationFusedGetMetadata(f2)),
         mlirAttributeIsNull(mlirLocationFusedGetMetadata(fall)));
  print_attr(mlirLocationFusedGetMetadata(fall));

  // Locations are attributes.
  MlirAttribute la = mlirLocationGetAttribute(cs);
  print_attr(la);
  printf("roundtrip equal=%d\n", mlirLocationEqual(mlirLocationFromAttribute(la), cs));
  printf("non-location attr gives null=%d\n", mlirLocationIsNull(mlirLocationFromAttribute(meta)));
  printf("context ok=%d\n", mlirContextEqual(mlirLocationGetContext(cs), ctx));

  // Type ids distinguish the kinds and are stable.
  MlirTypeID ids[] = {mlirLocationFileLineColRangeGetTypeID(), mlirLocationCallSiteGetTypeID(),
                      mlirLocationFusedGetTypeID(), mlirLocationNameGetTypeID()};
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j)
      printf("%d", mlirTypeIDEqual(ids[i], ids[j]));
  printf("\n");
  printf("attr typeid matches kind: %d %d\n",
         mlirTypeIDEqual(mlirAttributeGetTypeID(mlirLocationGetAttribute(cs)), ids[1]),
         mlirTypeIDEqual(mlirAttributeGetTypeID(mlirLocationGetAttribute(flc)), ids[0]));
  mlirContextDestroy(ctx);
  return 0;
}
