// Memref layouts (strided with dynamic values, affine maps) and memory
// spaces: layout, map, strides and offset queries; the checked
// constructors of memref, tensor and vector types with bad layouts, memory
// spaces, element types and shapes; scalable vectors, tensor encodings,
// opaque types and attributes, shaped-type helpers.
#include "diag_print.h"
#include <stdint.h>
static MlirContext ctx;
static MlirType T(const char *s) { MlirType t = mlirTypeParseGet(ctx, S(s)); if (mlirTypeIsNull(t)) printf("<null type %s>\n", s); return t; }
static MlirAttribute A(const char *s) { return mlirAttributeParseGet(ctx, S(s)); }
static void mr(MlirType t) {
  print_type(t);
  printf("  layout: "); print_attr(mlirMemRefTypeGetLayout(t));
  printf("  map: "); mlirAffineMapPrint(mlirMemRefTypeGetAffineMap(t), print_cb, NULL); printf("\n");
  MlirAttribute ms = mlirMemRefTypeGetMemorySpace(t);
  printf("  ms: "); if (mlirAttributeIsNull(ms)) printf("null\n"); else print_attr(ms);
  int64_t strides[8], off = 7;
  MlirLogicalResult r = mlirMemRefTypeGetStridesAndOffset(t, strides, &off);
  printf("  strides ok=%d", mlirLogicalResultIsSuccess(r));
  if (mlirLogicalResultIsSuccess(r)) { printf(" off=%lld [", (long long)off); for (intptr_t i = 0; i < mlirShapedTypeGetRank(t); ++i) printf("%lld ", (long long)strides[i]); printf("]"); }
  printf(" static=%d\n", mlirShapedTypeHasStaticShape(t));
}
int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  ctx = diag_context(1);
  const char *ms[] = {"memref<4x5xf32>", "memref<4x?xf32>", "memref<4x5xf32, strided<[?, ?], offset: ?>>", "memref<4x5xf32, strided<[1, 4]>>", "memref<4x5xf32, strided<[0, 0], offset: 3>>",
    "memref<4x5xf32, affine_map<(d0, d1) -> (d1, d0)>>", "memref<4x5xf32, affine_map<(d0, d1) -> (d0 * 10 + d1 + 3)>>", "memref<4x5xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>",
    "memref<4x5xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>", "memref<4x5xf32, affine_map<(d0, d1) -> (d0 * 5 + d1)>>", "memref<4x5xf32, affine_map<(d0, d1) -> (d0, d1)>>",
    "memref<f32>", "memref<f32, strided<[], offset: 2>>", "memref<0x5xf32>", "memref<4x5xf32, 1>", "memref<4x5xf32, \"s\">", "memref<4x5xf32, {a = 1}>", "memref<4x5xf32, #foo.ms>", "memref<4x5xf32, 0>",
    "memref<4x5xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>", "memref<4x5xvector<4xf32>>", "memref<4x5xcomplex<f32>>", "memref<4x5xi1>", "memref<4x5x!foo.t>", "memref<4x5xindex>"};
  for (unsigned i = 0; i < sizeof(ms)/sizeof(*ms); ++i) { MlirType t = T(ms[i]); if (!mlirTypeIsNull(t)) mr(t); }
  int64_t sh[2] = {4, mlirShapedTypeGetDynamicSize()};
  MlirType f32 = mlirF32TypeGet(ctx);
  // checked constructors with bad pieces
  MlirAttribute lays[] = {mlirAttributeGetNull(), A("affine_map<(d0) -> (d0)>"), A("strided<[1]>"), A("strided<[1, 1, 1]>"), A("affine_map<(d0, d1) -> (d0)>"), A("strided<[?, 1], offset: ?>")};
  MlirAttribute spaces[] = {mlirAttributeGetNull(), A("1 : i64"), A("0 : i64"), A("\"x\""), A("[1]"), A("unit"), A("1.0 : f32"), A("-2 : i32"), A("0 : i32")};
  for (unsigned i = 0; i < sizeof(lays)/sizeof(*lays); ++i)
    for (unsigned j = 0; j < sizeof(spaces)/sizeof(*spaces); ++j) {
      printf("L%u S%u: ", i, j);
      MlirType t = mlirMemRefTypeGetChecked(at(ctx, i * 10 + j), f32, 2, sh, lays[i], spaces[j]);
      if (mlirTypeIsNull(t)) printf("<null>\n"); else print_type(t);
    }
  for (unsigned j = 0; j < sizeof(spaces)/sizeof(*spaces); ++j) {
    MlirType t = mlirMemRefTypeContiguousGetChecked(at(ctx, 100 + j), f32, 2, sh, spaces[j]);
    if (mlirTypeIsNull(t)) printf("<null>\n"); else { print_type(t); }
    MlirType u = mlirUnrankedMemRefTypeGetChecked(at(ctx, 200 + j), f32, spaces[j]);
    if (mlirTypeIsNull(u)) printf("<null>\n"); else { print_type(u); MlirAttribute s = mlirUnrankedMemrefGetMemorySpace(u); if (mlirAttributeIsNull(s)) printf("  nullms\n"); else print_attr(s); }
  }
  MlirType bad_elts[] = {T("tensor<2xf32>"), T("none"), T("() -> ()"), T("tuple<>"), T("memref<2xf32>"), T("index"), T("!foo.x"), T("complex<i8>"), T("vector<[2]xf32>")};
  for (unsigned i = 0; i < sizeof(bad_elts)/sizeof(*bad_elts); ++i) {
    MlirType t = mlirMemRefTypeGetChecked(at(ctx, 300 + i), bad_elts[i], 2, sh, mlirAttributeGetNull(), mlirAttributeGetNull());
    if (mlirTypeIsNull(t)) printf("<null>\n"); else print_type(t);
    t = mlirRankedTensorTypeGetChecked(at(ctx, 400 + i), 2, sh, bad_elts[i], mlirAttributeGetNull());
    if (mlirTypeIsNull(t)) printf("<null>\n"); else print_type(t);
    t = mlirUnrankedTensorTypeGetChecked(at(ctx, 500 + i), bad_elts[i]);
    if (mlirTypeIsNull(t)) printf("<null>\n"); else print_type(t);
    int64_t vs[1] = {3};
    t = mlirVectorTypeGetChecked(at(ctx, 600 + i), 1, vs, bad_elts[i]);
    if (mlirTypeIsNull(t)) printf("<null>\n"); else print_type(t);
  }
  int64_t neg[2] = {-5, 3};
  MlirType t = mlirRankedTensorTypeGetChecked(at(ctx, 700), 2, neg, f32, mlirAttributeGetNull());
  if (mlirTypeIsNull(t)) printf("<null>\n"); else print_type(t);
  t = mlirMemRefTypeGetChecked(at(ctx, 701), f32, 2, neg, mlirAttributeGetNull(), mlirAttributeGetNull());
  if (mlirTypeIsNull(t)) printf("<null>\n"); else print_type(t);
  t = mlirVectorTypeGetChecked(at(ctx, 702), 2, neg, f32);
  if (mlirTypeIsNull(t)) printf("<null>\n"); else print_type(t);
  int64_t z[2] = {0, 3};
  t = mlirVectorTypeGetChecked(at(ctx, 703), 2, z, f32);
  if (mlirTypeIsNull(t)) printf("<null>\n"); else print_type(t);
  t = mlirVectorTypeGetChecked(at(ctx, 704), 2, sh, f32);
  if (mlirTypeIsNull(t)) printf("<null>\n"); else print_type(t);
  bool sc[2] = {true, false};
  int64_t vsh[2] = {2, 3};
  t = mlirVectorTypeGetScalableChecked(at(ctx, 705), 2, vsh, sc, f32);
  print_type(t); printf("%d %d %d\n", mlirVectorTypeIsScalable(t), mlirVectorTypeIsDimScalable(t, 0), mlirVectorTypeIsDimScalable(t, 1));
  t = mlirVectorTypeGetScalableChecked(at(ctx, 706), 2, z, sc, f32);
  if (mlirTypeIsNull(t)) printf("<null>\n"); else print_type(t);
  t = mlirVectorTypeGetScalable(2, vsh, (bool[]){false, false}, f32);
  print_type(t); printf("%d eq=%d\n", mlirVectorTypeIsScalable(t), mlirTypeEqual(t, mlirVectorTypeGet(2, vsh, f32)));
  // encodings
  MlirAttribute encs[] = {A("\"e\""), A("1 : i64"), A("{a}"), A("#foo.enc"), A("affine_map<(d0) -> (d0)>")};
  for (unsigned i = 0; i < sizeof(encs)/sizeof(*encs); ++i) {
    MlirType tt = mlirRankedTensorTypeGetChecked(at(ctx, 800 + i), 2, vsh, f32, encs[i]);
    if (mlirTypeIsNull(tt)) { printf("<null>\n"); continue; }
    print_type(tt); print_attr(mlirRankedTensorTypeGetEncoding(tt));
  }
  printf("%d\n", mlirAttributeIsNull(mlirRankedTensorTypeGetEncoding(T("tensor<2xf32>"))));
  // opaque
  MlirType op = mlirOpaqueTypeGet(ctx, S("dia"), S("a<b>\"c"));
  print_type(op); print_str(mlirOpaqueTypeGetDialectNamespace(op)); print_str(mlirOpaqueTypeGetData(op));
  MlirType op2 = mlirOpaqueTypeGet(ctx, S("dia"), S(""));
  print_type(op2);
  MlirType op3 = mlirOpaqueTypeGet(ctx, S("builtin"), S("i32"));
  print_type(op3);
  MlirAttribute oa = mlirOpaqueAttrGet(ctx, S("dia"), 3, "x<y", mlirNoneTypeGet(ctx));
  print_attr(oa); print_str(mlirOpaqueAttrGetDialectNamespace(oa)); print_str(mlirOpaqueAttrGetData(oa)); print_type(mlirAttributeGetType(oa));
  print_attr(mlirOpaqueAttrGet(ctx, S("dia"), 1, "z", f32));
  print_attr(mlirOpaqueAttrGet(ctx, S("dia"), 0, "", mlirNoneTypeGet(ctx)));
  // shaped queries
  MlirType q = T("tensor<?x3x?xf32>");
  printf("%d %d %d %d %lld\n", mlirShapedTypeIsDynamicDim(q, 0), mlirShapedTypeIsStaticDim(q, 1), mlirShapedTypeIsDynamicSize(mlirShapedTypeGetDynamicSize()), mlirShapedTypeIsStaticSize(3), (long long)mlirShapedTypeGetDimSize(q, 2));
  printf("%d %d %lld\n", mlirShapedTypeIsDynamicStrideOrOffset(mlirShapedTypeGetDynamicStrideOrOffset()), mlirShapedTypeIsStaticStrideOrOffset(-1), (long long)mlirShapedTypeGetDynamicStrideOrOffset());
  mlirContextDestroy(ctx);
  return 0;
}
