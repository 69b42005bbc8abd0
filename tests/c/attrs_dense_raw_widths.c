// Dense elements from raw buffers of every element width (i2/i3/i4/i17/i128,
// index, complex, every f8/f6/f4 variant, tf32/f80/f128), splat detection
// from raw bytes and bit-packed i1, element getters, parsed hex/NaN/inf/
// subnormal elements, reshape, mixed attribute lists, string elements and
// the hex form of large elements.
#include "common.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include <stdint.h>
#include <math.h>
static MlirContext ctx;
static MlirType T(const char *s) { return mlirTypeParseGet(ctx, S(s)); }
static MlirAttribute A(const char *s) { MlirAttribute a = mlirAttributeParseGet(ctx, S(s)); if (mlirAttributeIsNull(a)) printf("<null parse: %s>\n", s); return a; }
static void show(MlirAttribute a) { if (mlirAttributeIsNull(a)) { printf("<null>\n"); return; } print_attr(a); }
int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0); ctx = mlirContextCreate(); mlirContextSetAllowUnregisteredDialects(ctx, 1);
  // raw buffers for odd widths
  uint8_t buf[64]; for (int i = 0; i < 64; ++i) buf[i] = (uint8_t)(i * 37 + 5);
  const char *tys[] = {"tensor<4xi4>", "tensor<3xi17>", "tensor<2xi128>", "tensor<2xcomplex<f32>>", "tensor<2xcomplex<i8>>",
    "tensor<4xf8E4M3FN>", "tensor<4xf8E5M2>", "tensor<4xf8E4M3FNUZ>", "tensor<4xf8E5M2FNUZ>", "tensor<4xf8E4M3B11FNUZ>", "tensor<4xf8E3M4>", "tensor<4xf8E4M3>", "tensor<4xf8E8M0FNU>", "tensor<4xf4E2M1FN>", "tensor<4xf6E2M3FN>", "tensor<4xf6E3M2FN>",
    "tensor<2xtf32>", "tensor<2xf80>", "tensor<2xf128>", "tensor<3xindex>", "tensor<2x2xi1>", "tensor<9xi1>", "tensor<2xi2>", "tensor<2x3xi3>"};
  for (unsigned i = 0; i < sizeof(tys)/sizeof(*tys); ++i) {
    MlirType t = T(tys[i]);
    int64_t n = 1; for (intptr_t d = 0; d < mlirShapedTypeGetRank(t); ++d) n *= mlirShapedTypeGetDimSize(t, d);
    MlirType et = mlirShapedTypeGetElementType(t);
    size_t bytes;
    unsigned w = mlirTypeIsAIndex(et) ? 64 : mlirTypeIsAInteger(et) ? mlirIntegerTypeGetWidth(et) : mlirTypeIsAFloat(et) ? mlirFloatTypeGetWidth(et) : 64;
    size_t eb = (w + 7) / 8; if (eb == 3) eb = 4; if (eb > 4 && eb < 8) eb = 8; if (eb > 8 && eb < 16) eb = 16;
    if (w == 1) bytes = (n + 7) / 8; else bytes = n * eb;
    printf("%s w=%u bytes=%zu\n", tys[i], w, bytes);
    MlirAttribute a = mlirDenseElementsAttrRawBufferGet(t, bytes, buf);
    show(a);
    if (!mlirAttributeIsNull(a)) {
      printf(" splat=%d\n", mlirDenseElementsAttrIsSplat(a));
      MlirAttribute s1 = mlirDenseElementsAttrRawBufferGet(t, eb, buf);
      show(s1);
    }
  }
  // splat detection from raw buffer of identical elements
  uint32_t same[4] = {9, 9, 9, 9};
  MlirAttribute sp = mlirDenseElementsAttrRawBufferGet(T("tensor<4xi32>"), 16, same);
  show(sp); printf("splat=%d\n", mlirDenseElementsAttrIsSplat(sp));
  uint8_t bits[2] = {0xff, 0x01};
  MlirAttribute bsp = mlirDenseElementsAttrRawBufferGet(T("tensor<9xi1>"), 2, bits);
  show(bsp); printf("splat=%d\n", mlirDenseElementsAttrIsSplat(bsp));
  uint8_t bff = 0xff;
  show(mlirDenseElementsAttrRawBufferGet(T("tensor<9xi1>"), 1, &bff));
  uint8_t b01 = 0x01;
  show(mlirDenseElementsAttrRawBufferGet(T("tensor<9xi1>"), 1, &b01));
  uint8_t b00 = 0x00;
  show(mlirDenseElementsAttrRawBufferGet(T("tensor<9xi1>"), 1, &b00));
  // getters
  MlirAttribute ia = A("dense<[1, -2, 3]> : tensor<3xi8>");
  printf("%d %u %d\n", mlirDenseElementsAttrGetInt8Value(ia, 1), mlirDenseElementsAttrGetUInt8Value(ia, 1), mlirDenseElementsAttrGetBoolValue(A("dense<[true,false]> : tensor<2xi1>"), 0));
  MlirAttribute ba = A("dense<[true,false,true]> : tensor<3xi1>");
  for (int i = 0; i < 3; ++i) printf("b%d=%d ", i, mlirDenseElementsAttrGetBoolValue(ba, i));
  printf("\n");
  MlirAttribute fa = A("dense<[1.5, -0.0, 0x7FC00000]> : tensor<3xf32>");
  for (int i = 0; i < 3; ++i) printf("f=%g ", mlirDenseElementsAttrGetFloatValue(fa, i));
  printf("\n");
  MlirAttribute ix = A("dense<[1, -1]> : tensor<2xindex>");
  printf("idx %lld %llu\n", (long long)mlirDenseElementsAttrGetIndexValue(ix, 1), (unsigned long long)mlirDenseElementsAttrGetUInt64Value(ix, 1));
  show(mlirDenseElementsAttrGetSplatValue(A("dense<5> : tensor<2x2xi4>")));
  show(mlirDenseElementsAttrGetSplatValue(A("dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>")));
  show(mlirDenseElementsAttrGetSplatValue(A("dense<true> : tensor<2xi1>")));
  show(mlirDenseElementsAttrGetSplatValue(A("dense<\"ab\"> : tensor<2x!foo.bar>")));
  // element attr
  MlirAttribute ca = A("dense<[(1, 2), (3, -4)]> : tensor<2xcomplex<i8>>");
  show(ca);
  show(A("dense<[[1, 2], [3, 4]]> : tensor<2x2xi4>"));
  show(A("dense<[-8, 7]> : tensor<2xi4>"));
  show(A("dense<[8, 15]> : tensor<2xui4>"));
  show(A("dense<[\"a\", \"b\\n\"]> : tensor<2x!foo.str>"));
  show(A("dense<\"0x0102030405060708\"> : tensor<2xi32>"));
  show(A("dense<\"0x01020304\"> : tensor<2xi32>"));
  show(A("dense<\"0x0000803F\"> : tensor<4xf32>"));
  show(A("dense<0x7F800000> : tensor<2xf32>"));
  show(A("dense<[0x7F800000, 0xFF800000, 0x7FC00000, 0x00000001, 0x80000000]> : tensor<5xf32>"));
  show(A("dense<[0x7C00, 0xFC00, 0x7E00, 0x0001, 0x8000]> : tensor<5xf16>"));
  show(A("dense<[0x7F80, 0xFF80, 0x7FC0, 0x0001, 0x8000]> : tensor<5xbf16>"));
  show(A("dense<[1.0, 2.0]> : tensor<2xf8E4M3FN>"));
  show(A("dense<[1.0, 448.0, -0.0, 0x7F]> : tensor<4xf8E4M3FN>"));
  show(A("dense<[1.0, 0x80]> : tensor<2xf8E4M3FNUZ>"));
  show(A("dense<[(1.0, 2.0), (0.5, -1.0)]> : tensor<2xcomplex<f16>>"));
  show(A("dense<[]> : tensor<0xi32>"));
  show(A("dense<[[]]> : tensor<1x0xi32>"));
  show(A("dense<> : tensor<0xi32>"));
  show(A("dense<1> : vector<[4]xi32>"));
  show(A("dense<[1,2,3,4]> : vector<2x[2]xi32>"));
  show(A("dense<[1,2]> : memref<2xi32>"));
  // reshape
  MlirAttribute r = A("dense<[1,2,3,4,5,6]> : tensor<6xi32>");
  show(mlirDenseElementsAttrReshapeGet(r, T("tensor<2x3xi32>")));
  show(mlirDenseElementsAttrReshapeGet(A("dense<7> : tensor<6xi32>"), T("tensor<3x2xi32>")));
  show(mlirDenseElementsAttrReshapeGet(A("dense<[true,false,true,true,false,false]> : tensor<6xi1>"), T("tensor<3x2xi1>")));
  // mixed attribute lists
  MlirAttribute mixed[3] = {mlirIntegerAttrGet(T("i32"), 1), mlirIntegerAttrGet(T("i32"), 1), mlirIntegerAttrGet(T("i32"), 1)};
  MlirAttribute m = mlirDenseElementsAttrGet(T("tensor<3xi32>"), 3, mixed);
  show(m); printf("splat=%d\n", mlirDenseElementsAttrIsSplat(m));
  MlirAttribute fl[2] = {mlirFloatAttrDoubleGet(ctx, T("bf16"), 1.0), mlirFloatAttrDoubleGet(ctx, T("bf16"), 3.140625)};
  show(mlirDenseElementsAttrGet(T("tensor<2xbf16>"), 2, fl));
  MlirAttribute st[2] = {mlirStringAttrGet(ctx, S("x")), mlirStringAttrGet(ctx, S("y"))};
  show(mlirDenseElementsAttrGet(T("tensor<2x!foo.s>"), 2, st));
  MlirAttribute ix2[2] = {mlirIntegerAttrGet(T("index"), -1), mlirIntegerAttrGet(T("index"), 5)};
  show(mlirDenseElementsAttrGet(T("tensor<2xindex>"), 2, ix2));
  // string elements
  MlirStringRef strs[3] = {S("a"), S("\"q\""), S("\x01\xff")};
  MlirAttribute sa = mlirDenseElementsAttrStringGet(T("tensor<3x!foo.s>"), 3, strs);
  show(sa);
  print_str(mlirDenseElementsAttrGetStringValue(sa, 1));
  MlirAttribute ssp = mlirDenseElementsAttrStringGet(T("tensor<3x!foo.s>"), 1, strs);
  show(ssp); printf("splat=%d\n", mlirDenseElementsAttrIsSplat(ssp));
  MlirStringRef same3[3] = {S("z"), S("z"), S("z")};
  MlirAttribute ss2 = mlirDenseElementsAttrStringGet(T("tensor<3x!foo.s>"), 3, same3);
  show(ss2); printf("splat=%d\n", mlirDenseElementsAttrIsSplat(ss2));
  show(mlirDenseElementsAttrStringGet(T("tensor<0x!foo.s>"), 0, strs));
  // large: hex form
  int32_t big[200]; for (int i = 0; i < 200; ++i) big[i] = i;
  MlirAttribute bg = mlirDenseElementsAttrInt32Get(T("tensor<200xi32>"), 200, big);
  show(bg);
  mlirContextDestroy(ctx);
  return 0;
}
