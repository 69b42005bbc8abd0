// Pseudo-random memref types through mlirMemRefTypeGetChecked (fixed
// seed): shapes with dynamic sizes, strided layouts of matching and wrong
// ranks, affine-map layouts with symbols, floordiv and extra results,
// memory spaces; the diagnostics, strides and offsets, and affine maps.
#include "diag_print.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/AffineExpr.h"
#include <stdint.h>
static uint64_t st = 88172645463325252ull;
static unsigned rnd(unsigned n) { st ^= st << 13; st ^= st >> 7; st ^= st << 17; return (unsigned)(st % n); }
int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  MlirContext ctx = diag_context(1);
  int64_t D = mlirShapedTypeGetDynamicSize(), DS = mlirShapedTypeGetDynamicStrideOrOffset();
  MlirType elts[] = {mlirF32TypeGet(ctx), mlirIntegerTypeGet(ctx, 1), mlirIndexTypeGet(ctx), mlirComplexTypeGet(mlirF16TypeGet(ctx))};
  MlirAttribute spaces[] = {mlirAttributeGetNull(), mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), 3), mlirStringAttrGet(ctx, S("s"))};
  for (int it = 0; it < 400; ++it) {
    int rank = rnd(4);
    int64_t shape[4];
    for (int i = 0; i < rank; ++i) { unsigned k = rnd(5); shape[i] = k == 0 ? D : (int64_t)k - 1; }
    MlirAttribute layout = mlirAttributeGetNull();
    unsigned lk = rnd(4);
    if (lk == 1) {
      int64_t strides[4]; int nr = rnd(5) == 0 ? rank + 1 : rank;
      for (int i = 0; i < nr; ++i) { unsigned k = rnd(6); strides[i] = k == 0 ? DS : (int64_t)k - 2; }
      unsigned ok = rnd(4);
      layout = mlirStridedLayoutAttrGet(ctx, ok == 0 ? DS : (int64_t)ok - 1, nr, strides);
    } else if (lk == 2) {
      int nd = rnd(5) == 0 ? rank + 1 : rank, ns = rnd(3), nres = rnd(3) == 0 ? 2 : 1;
      MlirAffineExpr res[2];
      for (int r = 0; r < nres; ++r) {
        MlirAffineExpr e = mlirAffineConstantExprGet(ctx, rnd(4));
        for (int d = 0; d < nd; ++d) {
          MlirAffineExpr coef = ns && rnd(3) == 0 ? mlirAffineSymbolExprGet(ctx, rnd(ns)) : mlirAffineConstantExprGet(ctx, (int64_t)rnd(9) - 2);
          e = mlirAffineAddExprGet(e, mlirAffineMulExprGet(mlirAffineDimExprGet(ctx, d), coef));
        }
        if (rnd(6) == 0) e = mlirAffineFloorDivExprGet(e, mlirAffineConstantExprGet(ctx, 2));
        if (ns && rnd(4) == 0) e = mlirAffineAddExprGet(e, mlirAffineSymbolExprGet(ctx, ns - 1));
        res[r] = e;
      }
      layout = mlirAffineMapAttrGet(mlirAffineMapGet(ctx, nd, ns, nres, res));
    }
    MlirAttribute space = spaces[rnd(3)];
    MlirType elt = elts[rnd(4)];
    printf("%d: ", it);
    MlirType t = mlirMemRefTypeGetChecked(at(ctx, it), elt, rank, shape, layout, space);
    if (mlirTypeIsNull(t)) { printf("<null>\n"); continue; }
    print_type(t);
    int64_t strides[8], off = -7;
    MlirLogicalResult r = mlirMemRefTypeGetStridesAndOffset(t, strides, &off);
    printf("  ok=%d", mlirLogicalResultIsSuccess(r));
    if (mlirLogicalResultIsSuccess(r)) { printf(" off=%lld [", (long long)off); for (int i = 0; i < rank; ++i) printf(" %lld", (long long)strides[i]); printf(" ]"); }
    printf(" map="); mlirAffineMapPrint(mlirMemRefTypeGetAffineMap(t), print_cb, NULL);
    printf("\n");
  }
  mlirContextDestroy(ctx);
  return 0;
}
