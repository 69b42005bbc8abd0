// The ...Checked constructors: valid parameters give the same type as the
// plain constructor; invalid ones report upstream's diagnostic at the given
// location (printed here by a diagnostic handler) and return a null type.
#include "common.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"

static int diagnostics = 0;

static MlirLogicalResult handler(MlirDiagnostic d, void *user) {
  (void)user;
  ++diagnostics;
  printf("  diagnostic severity=%d notes=%ld at ", (int)mlirDiagnosticGetSeverity(d),
         (long)mlirDiagnosticGetNumNotes(d));
  mlirLocationPrint(mlirDiagnosticGetLocation(d), print_cb, NULL);
  printf(": ");
  mlirDiagnosticPrint(d, print_cb, NULL);
  printf("\n");
  return mlirLogicalResultSuccess();
}

static void show(const char *what, MlirType t) {
  printf("%s -> ", what);
  if (mlirTypeIsNull(t))
    printf("<null>\n");
  else
    print_type(t);
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, handler, NULL, NULL);
  MlirLocation file = mlirLocationFileLineColGet(ctx, S("types.mlir"), 3, 7);
  MlirLocation unknown = mlirLocationUnknownGet(ctx);
  MlirLocation named = mlirLocationNameGet(ctx, S("here"), file);
  MlirType i32 = mlirIntegerTypeGet(ctx, 32), f32 = mlirF32TypeGet(ctx);
  MlirType idx = mlirIndexTypeGet(ctx), none = mlirNoneTypeGet(ctx);
  MlirType i64 = mlirIntegerTypeGet(ctx, 64);
  MlirType cplx = mlirComplexTypeGet(f32);
  MlirType opaque = mlirOpaqueTypeGet(ctx, S("foo"), S("bar"));
  MlirAttribute noAttr = mlirAttributeGetNull();
  int64_t dyn = mlirShapedTypeGetDynamicSize();
  int64_t ok2[] = {2, 3}, zero3[] = {2, 0, 4}, neg3[] = {2, -3, 4}, dyn2[] = {dyn, 3};
  int64_t one[] = {1}, negOne[] = {-1}, minus2[] = {-2};
  bool sc3[] = {false, true, false}, sc2[] = {true, false};

  printf("vectors\n");
  MlirType v = mlirVectorTypeGetChecked(file, 2, ok2, i32);
  show("2x3xi32", v);
  printf("  same as plain: %d\n", mlirTypeEqual(v, mlirVectorTypeGet(2, ok2, i32)));
  show("0-d f32", mlirVectorTypeGetChecked(file, 0, NULL, f32));
  show("index", mlirVectorTypeGetChecked(file, 1, one, idx));
  show("zero dim", mlirVectorTypeGetChecked(file, 3, zero3, i32));
  show("negative dim", mlirVectorTypeGetChecked(unknown, 3, neg3, i32));
  show("dynamic dim", mlirVectorTypeGetChecked(named, 2, dyn2, f32));
  show("complex element", mlirVectorTypeGetChecked(file, 2, ok2, cplx));
  show("none element", mlirVectorTypeGetChecked(file, 1, one, none));
  show("vector element", mlirVectorTypeGetChecked(file, 1, one, v));
  show("opaque element", mlirVectorTypeGetChecked(file, 1, one, opaque));
  show("bad element and dim", mlirVectorTypeGetChecked(file, 1, negOne, none));
  MlirType sv = mlirVectorTypeGetScalableChecked(file, 3, (int64_t[]){2, 3, 4}, sc3, f32);
  show("scalable", sv);
  printf("  same as plain: %d\n",
         mlirTypeEqual(sv, mlirVectorTypeGetScalable(3, (int64_t[]){2, 3, 4}, sc3, f32)));
  show("scalable zero dim", mlirVectorTypeGetScalableChecked(file, 3, zero3, sc3, f32));
  show("scalable tuple element",
       mlirVectorTypeGetScalableChecked(file, 2, ok2, sc2, mlirTupleTypeGet(ctx, 0, NULL)));

  printf("ranked tensors\n");
  MlirType t = mlirRankedTensorTypeGetChecked(file, 2, dyn2, f32, noAttr);
  show("?x3xf32", t);
  printf("  same as plain: %d\n", mlirTypeEqual(t, mlirRankedTensorTypeGet(2, dyn2, f32, noAttr)));
  show("with encoding", mlirRankedTensorTypeGetChecked(file, 2, ok2, f32, mlirStringAttrGet(ctx, S("enc"))));
  show("zero dim", mlirRankedTensorTypeGetChecked(file, 3, zero3, i32, noAttr));
  show("complex element", mlirRankedTensorTypeGetChecked(file, 1, one, cplx, noAttr));
  show("opaque element", mlirRankedTensorTypeGetChecked(file, 1, one, opaque, noAttr));
  show("vector element", mlirRankedTensorTypeGetChecked(file, 1, one, v, noAttr));
  show("negative dim", mlirRankedTensorTypeGetChecked(file, 3, neg3, f32, noAttr));
  show("none element", mlirRankedTensorTypeGetChecked(unknown, 1, one, none, noAttr));
  show("tensor element", mlirRankedTensorTypeGetChecked(file, 1, one, t, noAttr));
  show("function element",
       mlirRankedTensorTypeGetChecked(file, 1, one, mlirFunctionTypeGet(ctx, 0, NULL, 1, &i32), noAttr));
  show("tuple element", mlirRankedTensorTypeGetChecked(file, 1, one, mlirTupleTypeGet(ctx, 1, &f32), noAttr));
  show("memref element",
       mlirRankedTensorTypeGetChecked(file, 1, one, mlirMemRefTypeContiguousGet(f32, 2, ok2, noAttr), noAttr));
  show("bad element and dim", mlirRankedTensorTypeGetChecked(file, 1, minus2, none, noAttr));

  printf("unranked tensors\n");
  show("complex", mlirUnrankedTensorTypeGetChecked(file, cplx));
  show("none element", mlirUnrankedTensorTypeGetChecked(named, none));
  show("unranked element", mlirUnrankedTensorTypeGetChecked(file, mlirUnrankedTensorTypeGet(f32)));

  printf("memrefs\n");
  MlirType m = mlirMemRefTypeGetChecked(file, f32, 2, dyn2, noAttr, noAttr);
  show("?x3xf32", m);
  printf("  same as plain: %d\n", mlirTypeEqual(m, mlirMemRefTypeContiguousGet(f32, 2, dyn2, noAttr)));
  show("contiguous", mlirMemRefTypeContiguousGetChecked(file, f32, 2, ok2, noAttr));
  show("memref element", mlirMemRefTypeContiguousGetChecked(file, m, 1, one, noAttr));
  show("unranked memref element",
       mlirMemRefTypeContiguousGetChecked(file, mlirUnrankedMemRefTypeGet(f32, noAttr), 1, one, noAttr));
  show("vector element", mlirMemRefTypeContiguousGetChecked(file, v, 1, one, noAttr));
  show("complex element", mlirMemRefTypeContiguousGetChecked(file, cplx, 1, one, noAttr));
  show("negative dim", mlirMemRefTypeContiguousGetChecked(file, f32, 3, neg3, noAttr));
  show("none element", mlirMemRefTypeContiguousGetChecked(file, none, 1, one, noAttr));
  show("tensor element", mlirMemRefTypeContiguousGetChecked(file, t, 1, one, noAttr));
  show("tuple element", mlirMemRefTypeGetChecked(file, mlirTupleTypeGet(ctx, 0, NULL), 1, one, noAttr, noAttr));
  show("opaque element", mlirMemRefTypeContiguousGetChecked(file, opaque, 1, one, noAttr));
  show("bad element and dim", mlirMemRefTypeContiguousGetChecked(file, none, 1, minus2, mlirUnitAttrGet(ctx)));
  show("bad dim and space", mlirMemRefTypeContiguousGetChecked(file, f32, 1, minus2, mlirUnitAttrGet(ctx)));
  show("space 0 : i64", mlirMemRefTypeContiguousGetChecked(file, f32, 1, one, mlirIntegerAttrGet(i64, 0)));
  show("space 0 : i32", mlirMemRefTypeGetChecked(file, f32, 1, one, noAttr, mlirIntegerAttrGet(i32, 0)));
  show("space 3 : i64", mlirMemRefTypeContiguousGetChecked(file, f32, 1, one, mlirIntegerAttrGet(i64, 3)));
  show("space 3 : i32", mlirMemRefTypeContiguousGetChecked(file, f32, 1, one, mlirIntegerAttrGet(i32, 3)));
  show("space 5 : index", mlirMemRefTypeContiguousGetChecked(file, f32, 1, one, mlirIntegerAttrGet(idx, 5)));
  show("space string", mlirMemRefTypeContiguousGetChecked(file, f32, 1, one, mlirStringAttrGet(ctx, S("gpu"))));
  show("space unit", mlirMemRefTypeContiguousGetChecked(file, f32, 1, one, mlirUnitAttrGet(ctx)));
  show("space type", mlirMemRefTypeGetChecked(unknown, f32, 1, one, noAttr, mlirTypeAttrGet(f32)));

  printf("unranked memrefs\n");
  show("f32 in 3 : i32", mlirUnrankedMemRefTypeGetChecked(file, f32, mlirIntegerAttrGet(i32, 3)));
  show("f32 in 0 : i64", mlirUnrankedMemRefTypeGetChecked(file, f32, mlirIntegerAttrGet(i64, 0)));
  show("none element", mlirUnrankedMemRefTypeGetChecked(file, none, noAttr));
  show("opaque element", mlirUnrankedMemRefTypeGetChecked(file, opaque, noAttr));
  show("space unit", mlirUnrankedMemRefTypeGetChecked(named, f32, mlirUnitAttrGet(ctx)));
  show("bad element and space", mlirUnrankedMemRefTypeGetChecked(file, none, mlirUnitAttrGet(ctx)));

  printf("%d diagnostics\n", diagnostics);
  mlirContextDestroy(ctx);
  return 0;
}
