// Memref layouts through their queries: the affine map of identity, affine
// and strided layouts (mlirMemRefTypeGetAffineMap), strides and offsets
// (mlirMemRefTypeGetStridesAndOffset) of memrefs parsed from text, and
// layout verification of the Checked constructor.
#include "common.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"

#define N(a) (sizeof(a) / sizeof((a)[0]))

static MlirLogicalResult handler(MlirDiagnostic d, void *user) {
  (void)user;
  printf("  diagnostic at ");
  mlirLocationPrint(mlirDiagnosticGetLocation(d), print_cb, NULL);
  printf(": ");
  mlirDiagnosticPrint(d, print_cb, NULL);
  printf("\n");
  return mlirLogicalResultSuccess();
}

static void describe(const char *text, MlirType t) {
  printf("%s\n", text);
  if (mlirTypeIsNull(t)) {
    printf("  <null>\n");
    return;
  }
  printf("  map: ");
  mlirAffineMapPrint(mlirMemRefTypeGetAffineMap(t), print_cb, NULL);
  int64_t rank = mlirShapedTypeGetRank(t);
  int64_t strides[8] = {0};
  int64_t offset = 77;
  MlirLogicalResult r = mlirMemRefTypeGetStridesAndOffset(t, strides, &offset);
  printf("\n  strides ok=%d", mlirLogicalResultIsSuccess(r));
  if (mlirLogicalResultIsSuccess(r)) {
    printf(" offset=%lld:", (long long)offset);
    for (intptr_t i = 0; i < rank; ++i)
      printf(" %lld", (long long)strides[i]);
  }
  printf("\n");
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, handler, NULL, NULL);
  const char *types[] = {
      "memref<3x4x5xf32>",
      "memref<f32>",
      "memref<3x?x5xf32>",
      "memref<5x0xf32>",
      "memref<3x4x5xf32, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>",
      "memref<3x4x5xf32, affine_map<(d0, d1, d2) -> (d1, d2)>>",
      "memref<3x4xf32, affine_map<(d0, d1) -> (d1, d0)>>",
      "memref<3x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>>",
      "memref<3x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>",
      "memref<3x4xf32, affine_map<(d0, d1) -> (d0 mod 8 + d1)>>",
      "memref<3x4xf32, affine_map<(d0, d1) -> (d1)>>",
      "memref<3x4xf32, affine_map<(d0, d1) -> (5)>>",
      "memref<3x4xf32, affine_map<(d0, d1)[s0] -> (s0)>>",
      "memref<3x4xf32, affine_map<(d0, d1) -> ((d0 + d1) * 3)>>",
      "memref<3x4xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s0 + s1 mod 3)>>",
      "memref<3x4xf32, affine_map<(d0, d1)[s0, s1] -> ((d0 + s0) * s1)>>",
      "memref<3x4xf32, affine_map<(d0, d1) -> (-d0 + d1)>>",
      "memref<3x4xf32, affine_map<(d0, d1)[s0] -> (d0 * (s0 mod 2) + d1)>>",
      "memref<3x4xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * (s0 * s1) + d1)>>",
      "memref<3x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1 - d0 * s0)>>",
      "memref<3x4xf32, affine_map<(d0, d1)[s0] -> (d0 + s0 * 2 + d1 - s0 * 2)>>",
      "memref<3x4xf32, affine_map<(d0, d1) -> (d0 + d1 + d1 ceildiv 2)>>",
      "memref<3x4xf32, affine_map<(d0, d1)[s0] -> (d0 + d1 + s0 ceildiv 2)>>",
      "memref<3x4xf32, affine_map<(d0, d1)[s0] -> (d0 + d1 + (s0 ceildiv 2) * 2)>>",
      "memref<3x4xf32, affine_map<(d0, d1)[s0] -> (d0 + s0 mod 4)>>",
      "memref<3x4xf32, affine_map<(d0, d1)[s0] -> (d0 + (s0 mod 4) * 3)>>",
      "memref<3x4xf32, affine_map<(d0, d1)[s0] -> (d0 + s0 floordiv 2)>>",
      "memref<3x4xf32, affine_map<(d0, d1)[s0] -> (d0 + (s0 floordiv 2) * 3)>>",
      "memref<3x4xf32, affine_map<(d0, d1) -> ((d0 * 8) floordiv 4 + d1)>>",
      "memref<3x4xf32, affine_map<(d0, d1) -> ((d0 * 2 + d1 * 4) floordiv 2)>>",
      "memref<3x4xf32, affine_map<(d0, d1) -> ((d0 * 4) mod 2 + d1)>>",
      "memref<3x4xf32, affine_map<(d0, d1)[s0] -> (d0 + d1 mod s0)>>",
      "memref<3x4xf32, affine_map<(d0, d1)[s0] -> (d0 + d1 * (s0 floordiv 3))>>",
      "memref<3x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1 * 2 - 3)>>",
      "memref<3x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 floordiv s0 + d1)>>",
      "memref<3x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1, 0)>>",
      "memref<3x4xf32, affine_map<(d0, d1) -> ()>>",
      "memref<3x4xf32, strided<[4, 1]>>",
      "memref<3x4xf32, strided<[?, 1], offset: ?>>",
      "memref<3x4xf32, strided<[1, 7], offset: 5>>",
      "memref<3x4xf32, strided<[0, 0]>>",
      "memref<3x4xf32, strided<[-4, 2], offset: 3>>",
      "memref<3x4xf32, strided<[?, ?], offset: ?>>",
      "memref<3xf32, strided<[1]>>",
      "memref<3xf32, strided<[1], offset: 2>>",
      "memref<f32, strided<[]>>",
      "memref<f32, strided<[], offset: 5>>",
      "memref<3x4xf32, strided<[4, 1]>, 7 : i32>",
  };
  for (size_t i = 0; i < N(types); ++i)
    describe(types[i], mlirTypeParseGet(ctx, S(types[i])));

  printf("checked layouts\n");
  MlirLocation loc = mlirLocationFileLineColGet(ctx, S("layout.mlir"), 1, 2);
  MlirType f32 = mlirF32TypeGet(ctx);
  MlirType strided = mlirTypeParseGet(ctx, S("memref<3x4xf32, strided<[4, 1]>>"));
  MlirType minor = mlirTypeParseGet(ctx, S("memref<3x4x5xf32, affine_map<(d0, d1, d2) -> (d1, d2)>>"));
  int64_t s2[] = {3, 4}, s3[] = {3, 4, 5};
  MlirAttribute none = mlirAttributeGetNull(); // default space, no layout
  MlirType t = mlirMemRefTypeGetChecked(loc, f32, 3, s3, mlirMemRefTypeGetLayout(strided), none);
  printf("strided layout on rank 3 null: %d\n", mlirTypeIsNull(t));
  t = mlirMemRefTypeGetChecked(loc, f32, 2, s2, mlirMemRefTypeGetLayout(minor), none);
  printf("3-d map on rank 2 null: %d\n", mlirTypeIsNull(t));
  t = mlirMemRefTypeGetChecked(loc, f32, 3, s3, mlirMemRefTypeGetLayout(minor), none);
  printf("3-d map on rank 3 equal: %d\n", mlirTypeEqual(t, minor));
  t = mlirMemRefTypeGet(f32, 2, s2, mlirMemRefTypeGetLayout(strided), none);
  printf("strided rebuilt equal: %d\n", mlirTypeEqual(t, strided));
  MlirType id = mlirTypeParseGet(ctx, S("memref<3x4xf32, affine_map<(d0, d1) -> (d0, d1)>>"));
  printf("identity map is the default layout: %d %d\n",
         mlirTypeEqual(id, mlirMemRefTypeContiguousGet(f32, 2, s2, none)),
         mlirAttributeEqual(mlirMemRefTypeGetLayout(id),
                            mlirMemRefTypeGetLayout(mlirMemRefTypeContiguousGet(f32, 2, s2, none))));
  mlirContextDestroy(ctx);
  return 0;
}
