// The *GetChecked constructors of BuiltinTypes.h and
// mlirFloatAttrDoubleGetChecked on valid and invalid input: the diagnostics
// at the given location and the results; type ids made from pointers and
// by an allocator.
#include "diag_print.h"
#include <stdio.h>
#include <stdint.h>
#include <math.h>
#include "mlir-c/IR.h"
#include "mlir-c/Support.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
static _Alignas(8) char storage[64];
int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  MlirContext ctx = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, print_handler, NULL, NULL);
  MlirLocation loc = mlirLocationFileLineColGet(ctx, S("chk.c"), 5, 6);
  MlirType ts[] = {mlirF16TypeGet(ctx), mlirF32TypeGet(ctx), mlirBF16TypeGet(ctx), mlirFloat8E4M3FNTypeGet(ctx),
                   mlirIntegerTypeGet(ctx, 32), mlirIndexTypeGet(ctx), mlirNoneTypeGet(ctx), mlirF64TypeGet(ctx)};
  double vals[] = {1.5, 1e10, -0.0, INFINITY, NAN, 65520.0, 1e-40};
  for (unsigned i = 0; i < sizeof ts / sizeof *ts; i++)
    for (unsigned j = 0; j < sizeof vals / sizeof *vals; j++) {
      MlirAttribute a = mlirFloatAttrDoubleGetChecked(loc, ts[i], vals[j]);
      printf("t%u v%u: ", i, j);
      if (mlirAttributeIsNull(a)) printf("null\n");
      else { mlirAttributePrint(a, print_cb, NULL); printf(" -> %g\n", mlirFloatAttrGetValueDouble(a)); }
    }
  // Checked integer / other checked getters
  int64_t shape[2] = {2, -1};
  MlirType vt = mlirVectorTypeGetChecked(loc, 2, shape, ts[4]);
  printf("vector checked null=%d\n", mlirTypeIsNull(vt));
  int64_t shape0[1] = {0};
  vt = mlirVectorTypeGetChecked(loc, 1, shape0, ts[4]);
  printf("vector0 checked null=%d\n", mlirTypeIsNull(vt));
  vt = mlirVectorTypeGetChecked(loc, 0, shape0, ts[4]);
  printf("vector rank0 checked null=%d\n", mlirTypeIsNull(vt));
  vt = mlirVectorTypeGetChecked(loc, 1, &shape[0], ts[6]);
  printf("vector none checked null=%d\n", mlirTypeIsNull(vt));
  MlirType rt = mlirRankedTensorTypeGetChecked(loc, 2, shape, ts[6], mlirAttributeGetNull());
  printf("tensor<none> checked null=%d\n", mlirTypeIsNull(rt));
  int64_t neg[1] = {-5};
  rt = mlirRankedTensorTypeGetChecked(loc, 1, neg, ts[4], mlirAttributeGetNull());
  printf("tensor<-5> checked null=%d\n", mlirTypeIsNull(rt));
  MlirType ut = mlirUnrankedTensorTypeGetChecked(loc, mlirNoneTypeGet(ctx));
  printf("unranked none null=%d\n", mlirTypeIsNull(ut));
  MlirType mt = mlirMemRefTypeGetChecked(loc, ts[4], 2, shape, mlirAttributeGetNull(), mlirIntegerAttrGet(ts[4], 1));
  printf("memref checked null=%d\n", mlirTypeIsNull(mt));
  MlirType mt2 = mlirMemRefTypeContiguousGetChecked(loc, mlirNoneTypeGet(ctx), 2, shape, mlirAttributeGetNull());
  printf("memref none null=%d\n", mlirTypeIsNull(mt2));
  MlirType umt = mlirUnrankedMemRefTypeGetChecked(loc, mlirNoneTypeGet(ctx), mlirAttributeGetNull());
  printf("unranked memref none null=%d\n", mlirTypeIsNull(umt));
  MlirAttribute layout = mlirAttributeParseGet(ctx, S("affine_map<(d0) -> (d0)>"));
  MlirType mt3 = mlirMemRefTypeGetChecked(loc, ts[4], 2, shape, layout, mlirAttributeGetNull());
  printf("memref bad layout null=%d\n", mlirTypeIsNull(mt3));
  int64_t dyn[2] = {2, mlirShapedTypeGetDynamicSize()};
  MlirType mt4 = mlirMemRefTypeGetChecked(loc, ts[4], 2, dyn, layout, mlirAttributeGetNull());
  printf("memref rank-mismatched layout null=%d\n", mlirTypeIsNull(mt4));
  MlirAttribute strided = mlirAttributeParseGet(ctx, S("strided<[1]>"));
  MlirType mt5 = mlirMemRefTypeGetChecked(loc, ts[4], 2, dyn, strided, mlirAttributeGetNull());
  printf("memref rank-mismatched strided null=%d\n", mlirTypeIsNull(mt5));
  MlirType mt6 = mlirMemRefTypeGetChecked(loc, ts[4], 2, dyn, mlirAttributeParseGet(ctx, S("affine_map<(d0, d1) -> (d1, d0)>")),
                                          mlirStringAttrGet(ctx, S("space")));
  printf("memref ok: "); if (!mlirTypeIsNull(mt6)) mlirTypePrint(mt6, print_cb, NULL); printf("\n");
  MlirType vt2 = mlirVectorTypeGetScalableChecked(loc, 2, (int64_t[]){2, 4}, (bool[]){false, true}, ts[1]);
  printf("scalable: "); if (!mlirTypeIsNull(vt2)) mlirTypePrint(vt2, print_cb, NULL); printf("\n");
  MlirType vt3 = mlirVectorTypeGetScalableChecked(loc, 1, dyn + 1, (bool[]){true}, ts[1]);
  printf("scalable dyn null=%d\n", mlirTypeIsNull(vt3));
  // type ids
  MlirTypeID a = mlirTypeIDCreate(storage), b = mlirTypeIDCreate(storage + 8), a2 = mlirTypeIDCreate(storage);
  printf("typeid eq %d %d null %d\n", mlirTypeIDEqual(a, a2), mlirTypeIDEqual(a, b), mlirTypeIDIsNull(a));
  MlirTypeIDAllocator al = mlirTypeIDAllocatorCreate();
  MlirTypeID x = mlirTypeIDAllocatorAllocateTypeID(al), y = mlirTypeIDAllocatorAllocateTypeID(al);
  printf("alloc eq %d self %d null %d hasheq %d\n", mlirTypeIDEqual(x, y), mlirTypeIDEqual(x, x), mlirTypeIDIsNull(x),
         mlirTypeIDHashValue(x) == mlirTypeIDHashValue(x));
  mlirTypeIDAllocatorDestroy(al);
  printf("int typeid eq %d\n", mlirTypeIDEqual(mlirIntegerTypeGetTypeID(), mlirTypeGetTypeID(ts[4])));
  mlirContextDestroy(ctx);
  return 0;
}
