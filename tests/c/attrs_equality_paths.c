// Attribute and type equality across construction paths: bool versus i1
// integers, truncated integers, floats from doubles versus parsed, NaN
// payloads, dense splats from arrays/raw buffers/hex/bools/strings/complex,
// dense arrays, symbol refs, dictionaries, typed strings, strided and
// affine normalization, fused/range locations, opaque forms, distinct.
#include "diag_print.h"
#include <stdint.h>
static MlirContext ctx;
static MlirType T(const char *s) { return mlirTypeParseGet(ctx, S(s)); }
static MlirAttribute A(const char *s) { return mlirAttributeParseGet(ctx, S(s)); }
#define EQ(a, b) printf("%-60s %d\n", #a " == " #b, mlirAttributeEqual(a, b))
int main(void) {
  ctx = diag_context(1);
  MlirType i1 = T("i1"), i8 = T("i8"), f32 = T("f32");
  EQ(mlirBoolAttrGet(ctx, 1), mlirIntegerAttrGet(i1, 1));
  EQ(mlirBoolAttrGet(ctx, 1), mlirIntegerAttrGet(i1, 3));
  EQ(mlirBoolAttrGet(ctx, 1), mlirIntegerAttrGet(i1, -1));
  EQ(mlirIntegerAttrGet(i8, 300), mlirIntegerAttrGet(i8, 44));
  EQ(mlirIntegerAttrGet(T("ui8"), -1), mlirIntegerAttrGet(T("ui8"), 255));
  EQ(mlirIntegerAttrGet(T("si8"), -129), mlirIntegerAttrGet(T("si8"), 127));
  EQ(mlirFloatAttrDoubleGet(ctx, f32, 0.1), A("0.1 : f32"));
  EQ(mlirFloatAttrDoubleGet(ctx, f32, 0.1), A("1.000000e-01 : f32"));
  EQ(mlirFloatAttrDoubleGet(ctx, T("f16"), 0.1), A("0.1 : f16"));
  EQ(mlirFloatAttrDoubleGet(ctx, f32, -0.0), mlirFloatAttrDoubleGet(ctx, f32, 0.0));
  EQ(A("0x7FC00000 : f32"), A("0x7FC00001 : f32"));
  EQ(A("0x7FC00000 : f32"), A("0x7FC00000 : f32"));
  int32_t v[4] = {7, 7, 7, 7};
  EQ(mlirDenseElementsAttrInt32Get(T("tensor<4xi32>"), 4, v), A("dense<7> : tensor<4xi32>"));
  EQ(mlirDenseElementsAttrRawBufferGet(T("tensor<4xi32>"), 16, v), A("dense<7> : tensor<4xi32>"));
  EQ(mlirDenseElementsAttrRawBufferGet(T("tensor<4xi32>"), 4, v), A("dense<[7, 7, 7, 7]> : tensor<4xi32>"));
  EQ(A("dense<[true, true]> : tensor<2xi1>"), A("dense<true> : tensor<2xi1>"));
  EQ(A("dense<\"0x0303\"> : tensor<2xi8>"), A("dense<3> : tensor<2xi8>"));
  EQ(A("dense<\"0xFF\"> : tensor<2xi1>"), A("dense<true> : tensor<2xi1>"));
  EQ(A("dense<\"0x03\"> : tensor<2xi1>"), A("dense<true> : tensor<2xi1>"));
  EQ(A("dense<[\"a\", \"a\"]> : tensor<2x!t.s>"), A("dense<\"a\"> : tensor<2x!t.s>"));
  EQ(A("dense<[(1, 1), (1, 1)]> : tensor<2xcomplex<i8>>"), A("dense<(1, 1)> : tensor<2xcomplex<i8>>"));
  EQ(A("array<i32: 1>"), mlirDenseI32ArrayGet(ctx, 1, (int32_t[]){1}));
  EQ(A("array<i1: true>"), mlirDenseBoolArrayGet(ctx, 1, (int[]){5}));
  EQ(A("@a"), mlirFlatSymbolRefAttrGet(ctx, S("a")));
  EQ(A("@a::@b"), mlirSymbolRefAttrGet(ctx, S("a"), 1, (MlirAttribute[]){mlirFlatSymbolRefAttrGet(ctx, S("b"))}));
  EQ(A("{b = 1, a = 2}"), A("{a = 2, b = 1}"));
  EQ(A("\"x\""), mlirStringAttrGet(ctx, S("x")));
  EQ(A("\"x\" : i32"), mlirStringAttrTypedGet(T("i32"), S("x")));
  EQ(A("\"x\" : none"), mlirStringAttrGet(ctx, S("x")));
  EQ(A("strided<[1], offset: 0>"), A("strided<[1]>"));
  EQ(A("affine_map<(d0) -> (d0 + 0)>"), A("affine_map<(d0) -> (d0)>"));
  EQ(A("affine_map<(d0) -> (d0 * 2 + d0)>"), A("affine_map<(d0) -> (d0 * 3)>"));
  EQ(A("loc(fused[\"a\":1:1])"), A("loc(\"a\":1:1)"));
  EQ(A("loc(\"a\":1:1 to 1:1)"), A("loc(\"a\":1:1)"));
  EQ(A("loc(\"a\":1:1 to :1)"), A("loc(\"a\":1:1)"));
  EQ(A("1 : index"), mlirIntegerAttrGet(T("index"), 1));
  EQ(A("sparse<[[0]], [1]> : tensor<2xi32>"), A("sparse<[[0]], 1> : tensor<2xi32>"));
  EQ(A("opaque<\"t\", \"0x01\"> : tensor<1xi8>"), A("opaque<\"t\", \"0x01\"> : tensor<1xi8>"));
  EQ(A("#t<\"x\">"), A("#t.x"));
  EQ(A("#t.x"), mlirOpaqueAttrGet(ctx, S("t"), 1, "x", T("none")));
  EQ(A("distinct[0]<1>"), A("distinct[0]<1>"));
  EQ(A("unit"), mlirUnitAttrGet(ctx));
  EQ(A("type(i32)"), mlirTypeAttrGet(T("i32")));
  printf("%d %d %d\n", mlirTypeEqual(T("!t<\"x\">"), T("!t.x")), mlirTypeEqual(T("memref<4xf32, 0>"), T("memref<4xf32>")), mlirTypeEqual(T("memref<4xf32, affine_map<(d0) -> (d0)>>"), T("memref<4xf32>")));
  printf("%d %d\n", mlirTypeEqual(T("memref<4xf32, strided<[1]>>"), T("memref<4xf32>")), mlirTypeEqual(T("memref<4xf32, 0 : i32>"), T("memref<4xf32>")));
  mlirContextDestroy(ctx);
  return 0;
}
