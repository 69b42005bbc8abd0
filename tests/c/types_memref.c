// Ranked and unranked memrefs with the default (identity) layout: printing,
// memory spaces and their canonicalization (an integer 0 of any type is the
// default space), shaped queries, layouts, strides and offsets of
// contiguous layouts, type IDs, names, uniquing.
#include "common.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#define N(a) (sizeof(a) / sizeof((a)[0]))

static void print_space(MlirAttribute a) {
  if (mlirAttributeIsNull(a))
    printf("<default>\n");
  else
    print_attr(a);
}

static void describe(MlirType t) {
  mlirTypePrint(t, print_cb, NULL);
  printf(": memref=%d unranked=%d shaped=%d tensor=%d hasRank=%d static=%d\n",
         mlirTypeIsAMemRef(t), mlirTypeIsAUnrankedMemRef(t), mlirTypeIsAShaped(t),
         mlirTypeIsATensor(t), mlirShapedTypeHasRank(t), mlirShapedTypeHasStaticShape(t));
  printf("  element: ");
  print_type(mlirShapedTypeGetElementType(t));
  printf("  memory space: ");
  if (mlirTypeIsAMemRef(t)) {
    print_space(mlirMemRefTypeGetMemorySpace(t));
    int64_t rank = mlirShapedTypeGetRank(t);
    printf("  rank=%lld dims:", (long long)rank);
    for (intptr_t i = 0; i < rank; ++i)
      printf(" %lld", (long long)mlirShapedTypeGetDimSize(t, i));
    int64_t strides[8] = {0};
    int64_t offset = 42;
    MlirLogicalResult r = mlirMemRefTypeGetStridesAndOffset(t, strides, &offset);
    printf("\n  strides ok=%d offset=%lld:", mlirLogicalResultIsSuccess(r), (long long)offset);
    for (intptr_t i = 0; i < rank; ++i)
      printf(" %lld", (long long)strides[i]);
    printf("\n  layout null=%d\n", mlirAttributeIsNull(mlirMemRefTypeGetLayout(t)));
  } else {
    print_space(mlirUnrankedMemrefGetMemorySpace(t));
  }
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  MlirType f32 = mlirF32TypeGet(ctx), i8 = mlirIntegerTypeGet(ctx, 8);
  MlirType i32 = mlirIntegerTypeGet(ctx, 32), i64 = mlirIntegerTypeGet(ctx, 64);
  MlirType idx = mlirIndexTypeGet(ctx);
  MlirAttribute none = mlirAttributeGetNull(); // default space, no layout
  int64_t dyn = mlirShapedTypeGetDynamicSize();

  int64_t s1[] = {7}, s2[] = {3, 4}, s3[] = {3, 4, 5}, s3d[] = {3, dyn, 5};
  int64_t s3f[] = {dyn, 4, 5}, s0a[] = {0, 5}, s0b[] = {5, 0}, s4[] = {2, 1, 1, 9};
  MlirType memrefs[] = {
      mlirMemRefTypeContiguousGet(f32, 0, NULL, none),
      mlirMemRefTypeContiguousGet(f32, 1, s1, none),
      mlirMemRefTypeContiguousGet(i8, 2, s2, none),
      mlirMemRefTypeContiguousGet(f32, 3, s3, none),
      mlirMemRefTypeContiguousGet(f32, 3, s3d, none),
      mlirMemRefTypeContiguousGet(f32, 3, s3f, none),
      mlirMemRefTypeContiguousGet(f32, 2, s0a, none),
      mlirMemRefTypeContiguousGet(f32, 2, s0b, none),
      mlirMemRefTypeContiguousGet(idx, 4, s4, none),
      mlirMemRefTypeGet(f32, 2, s2, none, none),
      mlirMemRefTypeContiguousGet(mlirComplexTypeGet(f32), 1, s1, none),
      mlirMemRefTypeContiguousGet(mlirVectorTypeGet(2, s2, f32), 1, s1, none),
      mlirMemRefTypeContiguousGet(mlirMemRefTypeContiguousGet(f32, 1, s1, none), 1, s1, none),
      mlirMemRefTypeContiguousGet(mlirUnrankedMemRefTypeGet(i8, none), 1, s1, none),
      // Memory spaces.
      mlirMemRefTypeContiguousGet(f32, 2, s2, mlirIntegerAttrGet(i64, 0)),
      mlirMemRefTypeContiguousGet(f32, 2, s2, mlirIntegerAttrGet(i32, 0)),
      mlirMemRefTypeContiguousGet(f32, 2, s2, mlirIntegerAttrGet(idx, 0)),
      mlirMemRefTypeContiguousGet(f32, 2, s2, mlirIntegerAttrGet(mlirIntegerTypeUnsignedGet(ctx, 16), 0)),
      mlirMemRefTypeContiguousGet(f32, 2, s2, mlirIntegerAttrGet(i64, 1)),
      mlirMemRefTypeContiguousGet(f32, 2, s2, mlirIntegerAttrGet(i32, 3)),
      mlirMemRefTypeContiguousGet(f32, 2, s2, mlirIntegerAttrGet(idx, 5)),
      mlirMemRefTypeContiguousGet(f32, 2, s2, mlirIntegerAttrGet(mlirIntegerTypeSignedGet(ctx, 8), -1)),
      mlirMemRefTypeContiguousGet(f32, 2, s2, mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 1), 1)),
      mlirMemRefTypeContiguousGet(f32, 2, s2, mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 1), 0)),
      mlirMemRefTypeContiguousGet(f32, 2, s2, mlirStringAttrGet(ctx, S("gpu"))),
      mlirMemRefTypeContiguousGet(f32, 2, s2, mlirStringAttrGet(ctx, S("with \"quotes\""))),
      mlirMemRefTypeGet(f32, 1, s1, none, mlirIntegerAttrGet(i64, 0)),
      mlirMemRefTypeGet(f32, 1, s1, none, mlirIntegerAttrGet(i64, 2)),
      // The plain getter does not verify: an unsupported space is kept.
      mlirMemRefTypeContiguousGet(f32, 1, s1, mlirUnitAttrGet(ctx)),
      mlirMemRefTypeContiguousGet(f32, 1, s1, mlirTypeAttrGet(i32)),
  };
  for (size_t i = 0; i < N(memrefs); ++i)
    describe(memrefs[i]);

  printf("space 0 is default: %d %d %d\n", mlirTypeEqual(memrefs[14], memrefs[15]),
         mlirTypeEqual(memrefs[14], memrefs[9]), mlirTypeEqual(memrefs[16], memrefs[2]));
  printf("null layout is contiguous: %d\n", mlirTypeEqual(memrefs[9], mlirMemRefTypeContiguousGet(f32, 2, s2, none)));
  printf("space distinguishes: %d %d\n", mlirTypeEqual(memrefs[18], memrefs[9]),
         mlirTypeEqual(memrefs[18], mlirMemRefTypeContiguousGet(f32, 2, s2, mlirIntegerAttrGet(i64, 1))));
  printf("same-rank layouts equal: %d; different rank: %d\n",
         mlirAttributeEqual(mlirMemRefTypeGetLayout(memrefs[2]), mlirMemRefTypeGetLayout(memrefs[9])),
         mlirAttributeEqual(mlirMemRefTypeGetLayout(memrefs[2]), mlirMemRefTypeGetLayout(memrefs[3])));
  printf("memref vs tensor: %d\n",
         mlirTypeEqual(memrefs[9], mlirRankedTensorTypeGet(2, s2, f32, none)));

  // Unranked memrefs.
  MlirType unranked[] = {
      mlirUnrankedMemRefTypeGet(f32, none),
      mlirUnrankedMemRefTypeGet(i8, mlirIntegerAttrGet(i64, 0)),
      mlirUnrankedMemRefTypeGet(i8, mlirIntegerAttrGet(i32, 0)),
      mlirUnrankedMemRefTypeGet(f32, mlirIntegerAttrGet(i64, 4)),
      mlirUnrankedMemRefTypeGet(f32, mlirIntegerAttrGet(i32, 4)),
      mlirUnrankedMemRefTypeGet(mlirComplexTypeGet(f32), mlirStringAttrGet(ctx, S("shared"))),
      mlirUnrankedMemRefTypeGet(f32, mlirUnitAttrGet(ctx)),
  };
  for (size_t i = 0; i < N(unranked); ++i)
    describe(unranked[i]);
  printf("unranked space 0 is default: %d %d\n", mlirTypeEqual(unranked[1], unranked[2]),
         mlirTypeEqual(unranked[1], mlirUnrankedMemRefTypeGet(i8, none)));

  printf("typeids: %d %d %d\n", mlirTypeIDEqual(mlirTypeGetTypeID(memrefs[0]), mlirMemRefTypeGetTypeID()),
         mlirTypeIDEqual(mlirTypeGetTypeID(unranked[0]), mlirUnrankedMemRefTypeGetTypeID()),
         mlirTypeIDEqual(mlirMemRefTypeGetTypeID(), mlirUnrankedMemRefTypeGetTypeID()));
  printf("names: ");
  print_str(mlirMemRefTypeGetName());
  print_str(mlirUnrankedMemRefTypeGetName());
  mlirContextDestroy(ctx);
  return 0;
}
