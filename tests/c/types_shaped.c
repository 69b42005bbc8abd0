// Vectors (fixed, scalable, 0-d), ranked tensors (dynamic sizes, encodings)
// and unranked tensors: printing, every ShapedType query, vector
// scalability, the dynamic-size constants, type IDs, names, uniquing.
#include "common.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#define N(a) (sizeof(a) / sizeof((a)[0]))

static void shaped_queries(MlirType t) {
  mlirTypePrint(t, print_cb, NULL);
  printf(": shaped=%d vector=%d tensor=%d ranked=%d unranked=%d memref=%d\n",
         mlirTypeIsAShaped(t), mlirTypeIsAVector(t), mlirTypeIsATensor(t),
         mlirTypeIsARankedTensor(t), mlirTypeIsAUnrankedTensor(t), mlirTypeIsAMemRef(t));
  printf("  element: ");
  print_type(mlirShapedTypeGetElementType(t));
  printf("  hasRank=%d hasStaticShape=%d", mlirShapedTypeHasRank(t),
         mlirShapedTypeHasStaticShape(t));
  if (mlirShapedTypeHasRank(t)) {
    int64_t rank = mlirShapedTypeGetRank(t);
    printf(" rank=%lld dims:", (long long)rank);
    for (intptr_t i = 0; i < rank; ++i)
      printf(" [%lld dyn=%d static=%d]", (long long)mlirShapedTypeGetDimSize(t, i),
             mlirShapedTypeIsDynamicDim(t, i), mlirShapedTypeIsStaticDim(t, i));
  }
  printf("\n");
  if (mlirTypeIsAVector(t)) {
    printf("  scalable=%d per dim:", mlirVectorTypeIsScalable(t));
    for (intptr_t i = 0; i < mlirShapedTypeGetRank(t); ++i)
      printf(" %d", mlirVectorTypeIsDimScalable(t, i));
    printf("\n");
  }
  if (mlirTypeIsARankedTensor(t)) {
    MlirAttribute enc = mlirRankedTensorTypeGetEncoding(t);
    printf("  encoding: ");
    if (mlirAttributeIsNull(enc))
      printf("<none>\n");
    else
      print_attr(enc);
  }
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  MlirType i32 = mlirIntegerTypeGet(ctx, 32), f32 = mlirF32TypeGet(ctx);
  MlirType idx = mlirIndexTypeGet(ctx), bf16 = mlirBF16TypeGet(ctx);
  int64_t dyn = mlirShapedTypeGetDynamicSize();

  printf("dynamic size %lld: isDynamic=%d isStatic=%d; 0: %d %d; -1: %d %d; 7: %d %d\n",
         (long long)dyn, mlirShapedTypeIsDynamicSize(dyn), mlirShapedTypeIsStaticSize(dyn),
         mlirShapedTypeIsDynamicSize(0), mlirShapedTypeIsStaticSize(0),
         mlirShapedTypeIsDynamicSize(-1), mlirShapedTypeIsStaticSize(-1),
         mlirShapedTypeIsDynamicSize(7), mlirShapedTypeIsStaticSize(7));
  int64_t dso = mlirShapedTypeGetDynamicStrideOrOffset();
  printf("dynamic stride/offset %lld: %d %d; 0: %d %d; -5: %d %d\n", (long long)dso,
         mlirShapedTypeIsDynamicStrideOrOffset(dso), mlirShapedTypeIsStaticStrideOrOffset(dso),
         mlirShapedTypeIsDynamicStrideOrOffset(0), mlirShapedTypeIsStaticStrideOrOffset(0),
         mlirShapedTypeIsDynamicStrideOrOffset(-5), mlirShapedTypeIsStaticStrideOrOffset(-5));

  // Vectors.
  int64_t s1[] = {4}, s2[] = {2, 3}, s3[] = {2, 3, 4}, s4[] = {1, 1, 8, 16};
  bool f3a[] = {false, true, false}, f3b[] = {true, true, true}, f2[] = {false, false};
  MlirType vecs[] = {
      mlirVectorTypeGet(0, NULL, f32),
      mlirVectorTypeGet(1, s1, i32),
      mlirVectorTypeGet(2, s2, idx),
      mlirVectorTypeGet(4, s4, bf16),
      mlirVectorTypeGetScalable(3, s3, f3a, f32),
      mlirVectorTypeGetScalable(3, s3, f3b, mlirIntegerTypeSignedGet(ctx, 8)),
      mlirVectorTypeGetScalable(2, s2, f2, idx),
      mlirVectorTypeGetScalable(1, s1, f3b, mlirFloat8E4M3FNTypeGet(ctx)),
  };
  for (size_t i = 0; i < N(vecs); ++i)
    shaped_queries(vecs[i]);
  printf("all-false scalable equals fixed: %d\n", mlirTypeEqual(vecs[2], vecs[6]));
  printf("scalable differs from fixed: %d\n",
         mlirTypeEqual(mlirVectorTypeGet(3, s3, f32), vecs[4]));
  printf("vector uniqued: %d\n", mlirTypeEqual(vecs[4], mlirVectorTypeGetScalable(3, s3, f3a, f32)));
  printf("vector typeid: %d %d\n", mlirTypeIDEqual(mlirTypeGetTypeID(vecs[3]), mlirVectorTypeGetTypeID()),
         mlirTypeIDEqual(mlirTypeGetTypeID(vecs[3]), mlirRankedTensorTypeGetTypeID()));
  printf("vector name: ");
  print_str(mlirVectorTypeGetName());
  // Vectors of vectors and of complex are not checked by the plain getter.
  shaped_queries(mlirVectorTypeGet(1, s1, mlirComplexTypeGet(f32)));

  // Ranked tensors.
  int64_t t1[] = {dyn}, t2[] = {3, dyn}, t3[] = {dyn, dyn, 5}, t0[] = {0, 4};
  MlirAttribute noEnc = mlirAttributeGetNull();
  MlirType tensors[] = {
      mlirRankedTensorTypeGet(0, NULL, f32, noEnc),
      mlirRankedTensorTypeGet(1, t1, i32, noEnc),
      mlirRankedTensorTypeGet(2, t2, mlirComplexTypeGet(f32), noEnc),
      mlirRankedTensorTypeGet(3, t3, vecs[4], noEnc),
      mlirRankedTensorTypeGet(2, t0, idx, noEnc),
      mlirRankedTensorTypeGet(2, s2, f32, mlirStringAttrGet(ctx, S("sparse"))),
      mlirRankedTensorTypeGet(2, s2, f32, mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), 7)),
      mlirRankedTensorTypeGet(2, s2, f32, mlirIntegerAttrGet(i32, -2)),
      mlirRankedTensorTypeGet(1, t1, f32, mlirUnitAttrGet(ctx)),
      mlirRankedTensorTypeGet(1, t1, f32, mlirTypeAttrGet(i32)),
      mlirRankedTensorTypeGet(2, s2, mlirOpaqueTypeGet(ctx, S("foo"), S("bar")), noEnc),
  };
  for (size_t i = 0; i < N(tensors); ++i)
    shaped_queries(tensors[i]);
  printf("encoding distinguishes: %d %d\n", mlirTypeEqual(tensors[5], mlirRankedTensorTypeGet(2, s2, f32, noEnc)),
         mlirTypeEqual(tensors[5], mlirRankedTensorTypeGet(2, s2, f32, mlirStringAttrGet(ctx, S("sparse")))));
  printf("tensor typeids: %d %d\n",
         mlirTypeIDEqual(mlirTypeGetTypeID(tensors[1]), mlirRankedTensorTypeGetTypeID()),
         mlirTypeIDEqual(mlirRankedTensorTypeGetTypeID(), mlirUnrankedTensorTypeGetTypeID()));
  printf("tensor names: ");
  print_str(mlirRankedTensorTypeGetName());
  print_str(mlirUnrankedTensorTypeGetName());

  // Unranked tensors.
  MlirType unranked[] = {mlirUnrankedTensorTypeGet(f32), mlirUnrankedTensorTypeGet(mlirIntegerTypeUnsignedGet(ctx, 4)),
                         mlirUnrankedTensorTypeGet(mlirComplexTypeGet(mlirF64TypeGet(ctx))),
                         mlirUnrankedTensorTypeGet(vecs[0])};
  for (size_t i = 0; i < N(unranked); ++i)
    shaped_queries(unranked[i]);
  printf("unranked typeid: %d uniqued: %d\n",
         mlirTypeIDEqual(mlirTypeGetTypeID(unranked[0]), mlirUnrankedTensorTypeGetTypeID()),
         mlirTypeEqual(unranked[0], mlirUnrankedTensorTypeGet(f32)));

  // Non-shaped types.
  MlirType others[] = {f32, i32, mlirComplexTypeGet(f32), mlirTupleTypeGet(ctx, 1, &f32)};
  for (size_t i = 0; i < N(others); ++i) {
    mlirTypePrint(others[i], print_cb, NULL);
    printf(" shaped=%d\n", mlirTypeIsAShaped(others[i]));
  }
  mlirContextDestroy(ctx);
  return 0;
}
