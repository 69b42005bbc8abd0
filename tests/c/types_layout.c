// Memref layouts: affine maps (identity maps are the default layout and
// are not printed), strided layouts, the layout and affine map queries,
// strides and offsets of strided and affine layouts, layout verification
// in the Checked constructors, and attribute memory spaces.
#include "common.h"
#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"

static MlirContext ctx;

static MlirLogicalResult handler(MlirDiagnostic d, void *user) {
  (void)user;
  printf("  diagnostic at ");
  mlirLocationPrint(mlirDiagnosticGetLocation(d), print_cb, NULL);
  printf(": ");
  mlirDiagnosticPrint(d, print_cb, NULL);
  printf("\n");
  return mlirLogicalResultSuccess();
}

static void describe(MlirType t) {
  if (mlirTypeIsNull(t)) {
    printf("<null>\n");
    return;
  }
  mlirTypePrint(t, print_cb, NULL);
  printf("\n  layout: ");
  print_attr(mlirMemRefTypeGetLayout(t));
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

static MlirType withMap(intptr_t rank, int64_t *shape, intptr_t nDims, intptr_t nSyms,
                        intptr_t nResults, MlirAffineExpr *results) {
  MlirAffineMap map = mlirAffineMapGet(ctx, nDims, nSyms, nResults, results);
  return mlirMemRefTypeGet(mlirF32TypeGet(ctx), rank, shape, mlirAffineMapAttrGet(map),
                           mlirAttributeGetNull());
}

#define C(x) mlirAffineConstantExprGet(ctx, x)
#define ADD mlirAffineAddExprGet
#define MUL mlirAffineMulExprGet
#define MOD mlirAffineModExprGet
#define FLOORDIV mlirAffineFloorDivExprGet
#define CEILDIV mlirAffineCeilDivExprGet

int main(void) {
  ctx = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, handler, NULL, NULL);
  MlirType f32 = mlirF32TypeGet(ctx), i32 = mlirIntegerTypeGet(ctx, 32);
  MlirAttribute none = mlirAttributeGetNull();
  int64_t dyn = mlirShapedTypeGetDynamicSize();
  int64_t s1[] = {3}, s2[] = {3, 4}, s3[] = {3, 4, 5};
  MlirAffineExpr d0 = mlirAffineDimExprGet(ctx, 0), d1 = mlirAffineDimExprGet(ctx, 1);
  MlirAffineExpr d2 = mlirAffineDimExprGet(ctx, 2);
  MlirAffineExpr s0 = mlirAffineSymbolExprGet(ctx, 0), sy1 = mlirAffineSymbolExprGet(ctx, 1);

  printf("identity layouts\n");
  MlirType contiguous = mlirMemRefTypeContiguousGet(f32, 3, s3, none);
  describe(contiguous);
  MlirType explicitId = mlirMemRefTypeGet(f32, 3, s3, mlirAffineMapAttrGet(mlirAffineMapMultiDimIdentityGet(ctx, 3)), none);
  describe(explicitId);
  printf("  explicit identity is the default: %d\n", mlirTypeEqual(contiguous, explicitId));
  describe(mlirMemRefTypeContiguousGet(f32, 0, NULL, none));
  describe(mlirMemRefTypeGet(f32, 0, NULL, mlirAffineMapAttrGet(mlirAffineMapEmptyGet(ctx)), none));

  printf("affine layouts\n");
  MlirAffineExpr minor[] = {d1, d2};
  describe(withMap(3, s3, 3, 0, 2, minor));
  MlirAffineExpr perm[] = {d1, d0};
  describe(withMap(2, s2, 2, 0, 2, perm));
  MlirAffineExpr exprs[] = {
      ADD(ADD(MUL(d0, C(8)), d1), s0),
      ADD(MUL(d0, s0), d1),
      ADD(MOD(d0, C(8)), d1),
      d1,
      C(5),
      d0,
      s0,
      MUL(ADD(d0, d1), C(3)),
      ADD(MUL(d0, s0), MOD(sy1, C(3))),
      MUL(ADD(d0, s0), sy1),
      ADD(ADD(d0, d1), MOD(MUL(s0, C(4)), C(2))),
      ADD(MUL(d0, C(-1)), d1),
      ADD(MUL(d0, MOD(s0, C(2))), d1),
      ADD(MUL(d0, MUL(s0, sy1)), d1),
      ADD(ADD(MUL(d0, s0), d1), MUL(MUL(d0, s0), C(-1))),
      ADD(ADD(d0, MUL(s0, C(2))), ADD(d1, MUL(s0, C(-2)))),
      ADD(ADD(d0, d1), CEILDIV(d1, C(2))),
      ADD(ADD(d0, d1), CEILDIV(s0, C(2))),
      ADD(ADD(d0, d1), MUL(CEILDIV(s0, C(2)), C(2))),
      ADD(d0, MOD(s0, C(4))),
      ADD(d0, MUL(MOD(s0, C(4)), C(3))),
      ADD(d0, FLOORDIV(s0, C(2))),
      ADD(d0, MUL(FLOORDIV(s0, C(2)), C(3))),
      ADD(FLOORDIV(MUL(d0, C(8)), C(4)), d1),
      ADD(d0, MOD(d1, s0)),
      ADD(d0, MUL(d1, FLOORDIV(s0, C(3)))),
      ADD(MUL(d0, C(4)), ADD(MUL(d1, C(2)), C(-3))),
  };
  for (size_t i = 0; i < sizeof(exprs) / sizeof(exprs[0]); ++i)
    describe(withMap(2, s2, 2, 2, 1, &exprs[i]));

  printf("strided layouts\n");
  int64_t st21[] = {4, 1}, stDyn[] = {dyn, 1}, st17[] = {1, 7}, st00[] = {0, 0}, st1[] = {1};
  int64_t stNeg[] = {-4, 2}, stDD[] = {dyn, dyn};
  describe(mlirMemRefTypeGet(f32, 2, s2, mlirStridedLayoutAttrGet(ctx, 0, 2, st21), none));
  describe(mlirMemRefTypeGet(f32, 2, s2, mlirStridedLayoutAttrGet(ctx, dyn, 2, stDyn), none));
  describe(mlirMemRefTypeGet(f32, 2, s2, mlirStridedLayoutAttrGet(ctx, 5, 2, st17), none));
  describe(mlirMemRefTypeGet(f32, 2, s2, mlirStridedLayoutAttrGet(ctx, 0, 2, st00), none));
  describe(mlirMemRefTypeGet(f32, 2, s2, mlirStridedLayoutAttrGet(ctx, 3, 2, stNeg), none));
  describe(mlirMemRefTypeGet(f32, 2, s2, mlirStridedLayoutAttrGet(ctx, dyn, 2, stDD), none));
  describe(mlirMemRefTypeGet(f32, 1, s1, mlirStridedLayoutAttrGet(ctx, 0, 1, st1), none));
  describe(mlirMemRefTypeGet(f32, 1, s1, mlirStridedLayoutAttrGet(ctx, 2, 1, st1), none));
  describe(mlirMemRefTypeGet(f32, 0, NULL, mlirStridedLayoutAttrGet(ctx, 0, 0, NULL), none));
  describe(mlirMemRefTypeGet(f32, 0, NULL, mlirStridedLayoutAttrGet(ctx, 5, 0, NULL), none));
  describe(mlirMemRefTypeGet(f32, 2, s2, mlirStridedLayoutAttrGet(ctx, 0, 2, st21), mlirIntegerAttrGet(i32, 7)));

  printf("checked layouts\n");
  MlirLocation loc = mlirLocationFileLineColGet(ctx, S("layout.mlir"), 1, 2);
  describe(mlirMemRefTypeGetChecked(loc, f32, 3, s3, mlirStridedLayoutAttrGet(ctx, 0, 2, st21), none));
  describe(mlirMemRefTypeGetChecked(loc, f32, 2, s2, mlirAffineMapAttrGet(mlirAffineMapMultiDimIdentityGet(ctx, 3)), none));
  describe(mlirMemRefTypeGetChecked(loc, f32, 3, s3, mlirAffineMapAttrGet(mlirAffineMapGet(ctx, 3, 0, 2, minor)), mlirIntegerAttrGet(i32, 3)));
  describe(mlirMemRefTypeGetChecked(loc, f32, 2, s2, mlirStridedLayoutAttrGet(ctx, 0, 2, st21), mlirArrayAttrGet(ctx, 0, NULL)));
  describe(mlirMemRefTypeContiguousGetChecked(loc, f32, 2, s2, mlirFloatAttrDoubleGet(ctx, f32, 1.0)));
  describe(mlirMemRefTypeContiguousGetChecked(loc, f32, 2, s2, mlirDictionaryAttrGet(ctx, 0, NULL)));
  describe(mlirMemRefTypeContiguousGetChecked(loc, f32, 2, s2, mlirBoolAttrGet(ctx, 1)));
  describe(mlirMemRefTypeContiguousGetChecked(loc, f32, 2, s2, mlirStringAttrTypedGet(i32, S("x"))));
  describe(mlirMemRefTypeContiguousGetChecked(loc, f32, 2, s2, mlirOpaqueAttrGet(ctx, S("foo"), 3, "abc", mlirNoneTypeGet(ctx))));
  printf("  unranked: ");
  print_type(mlirUnrankedMemRefTypeGetChecked(loc, f32, mlirDictionaryAttrGet(ctx, 0, NULL)));
  MlirType bad = mlirUnrankedMemRefTypeGetChecked(loc, f32, mlirArrayAttrGet(ctx, 0, NULL));
  printf("  unranked array space null: %d\n", mlirTypeIsNull(bad));
  mlirContextDestroy(ctx);
  return 0;
}
