// Raw data of dense elements (bit-packed i1 splats and non-splats, i4,
// i17, i128, complex, small floats, index, hex-parsed bool buffers) and the
// typed splat and element getters.
#include "diag_print.h"
#include <stdint.h>
static MlirContext ctx;
static void raw(const char *s, size_t nbytes) {
  MlirAttribute a = mlirAttributeParseGet(ctx, S(s));
  if (mlirAttributeIsNull(a)) { printf("null %s\n", s); return; }
  const uint8_t *p = mlirDenseElementsAttrGetRawData(a);
  printf("%s splat=%d: ", s, mlirDenseElementsAttrIsSplat(a));
  for (size_t i = 0; i < nbytes; ++i) printf("%02x", p[i]);
  printf(" n=%lld\n", (long long)mlirElementsAttrGetNumElements(a));
}
int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0); ctx = diag_context(1);
  raw("dense<true> : tensor<10xi1>", 1);
  raw("dense<false> : tensor<10xi1>", 1);
  raw("dense<[true, false, true, true, false, false, false, false, true, true]> : tensor<10xi1>", 2);
  raw("dense<[1, -2, 3]> : tensor<3xi4>", 3);
  raw("dense<5> : tensor<3xi4>", 1);
  raw("dense<[1, 2, 3]> : tensor<3xi17>", 9);
  raw("dense<-1> : tensor<2xi128>", 16);
  raw("dense<[(1, 2)]> : tensor<1xcomplex<i16>>", 4);
  raw("dense<(1.0, -1.0)> : tensor<3xcomplex<f32>>", 8);
  raw("dense<1.0> : tensor<2xbf16>", 2);
  raw("dense<[1.0, 2.0]> : tensor<2xf8E5M2>", 2);
  raw("dense<[1.0, 2.0]> : tensor<2xf4E2M1FN>", 2);
  raw("dense<[1, 2]> : tensor<2xindex>", 16);
  raw("dense<7> : tensor<i8>", 1);
  raw("dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>", 4);
  raw("dense<\"0x0102\"> : tensor<2xi8>", 2);
  raw("dense<\"0x01\"> : tensor<4xi8>", 1);
  raw("dense<\"0x01\"> : tensor<10xi1>", 1);
  raw("dense<\"0xFF\"> : tensor<10xi1>", 1);
  raw("dense<\"0x0300\"> : tensor<10xi1>", 2);
  raw("dense<\"0x010001\"> : tensor<3xi1>", 1);
  raw("dense<\"0x0102\"> : tensor<1x2xi1>", 1);
  // splat getters
  MlirAttribute b = mlirAttributeParseGet(ctx, S("dense<true> : tensor<3xi1>"));
  printf("%d\n", mlirDenseElementsAttrGetBoolSplatValue(b));
  MlirAttribute f = mlirAttributeParseGet(ctx, S("dense<2.5> : tensor<3xf32>"));
  printf("%g\n", mlirDenseElementsAttrGetFloatSplatValue(f));
  MlirAttribute d = mlirAttributeParseGet(ctx, S("dense<-2.5> : tensor<3xf64>"));
  printf("%g\n", mlirDenseElementsAttrGetDoubleSplatValue(d));
  MlirAttribute s = mlirAttributeParseGet(ctx, S("dense<\"str\"> : tensor<3x!t.s>"));
  print_str(mlirDenseElementsAttrGetStringSplatValue(s));
  MlirAttribute i = mlirAttributeParseGet(ctx, S("dense<-7> : tensor<3xi8>"));
  printf("%d %u\n", mlirDenseElementsAttrGetInt8SplatValue(i), mlirDenseElementsAttrGetUInt8SplatValue(i));
  MlirAttribute i64 = mlirAttributeParseGet(ctx, S("dense<-7> : tensor<3xi64>"));
  printf("%lld %llu\n", (long long)mlirDenseElementsAttrGetInt64SplatValue(i64), (unsigned long long)mlirDenseElementsAttrGetUInt64SplatValue(i64));
  MlirAttribute iv = mlirAttributeParseGet(ctx, S("dense<[1, 2, 3]> : tensor<3xi16>"));
  printf("%d %u %d\n", mlirDenseElementsAttrGetInt16Value(iv, 2), mlirDenseElementsAttrGetUInt16Value(iv, 0), mlirDenseElementsAttrIsSplat(iv));
  print_attr(mlirDenseElementsAttrGetSplatValue(mlirAttributeParseGet(ctx, S("dense<3> : tensor<2xindex>"))));
  print_attr(mlirDenseElementsAttrGetSplatValue(mlirAttributeParseGet(ctx, S("dense<0x7FC00000> : tensor<2xf32>"))));
  print_attr(mlirDenseElementsAttrGetSplatValue(mlirAttributeParseGet(ctx, S("dense<(1, 2)> : tensor<2xcomplex<i8>>"))));
  mlirContextDestroy(ctx);
  return 0;
}
