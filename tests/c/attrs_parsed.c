// Attributes of every kind built by the parser and then printed, queried
// and read through BuiltinAttributes.h: float literals in every float
// format (decimal and hex bit patterns, rounding, overflow, formats without
// infinity, NaN, zero or sign), dense elements of int, float, bool and
// complex elements, sparse elements, dense arrays and the rest. (Dense
// strings need an opaque element type and affine maps their printer; both
// are tested with the attribute constructors.)
#include <stdint.h>

#include "common.h"
#include "mlir-c/BuiltinAttributes.h"

static MlirContext ctx;

static void show(const char *text) {
  MlirAttribute a = mlirAttributeParseGet(ctx, S(text));
  printf("%s => ", text);
  if (mlirAttributeIsNull(a)) {
    printf("null\n");
    return;
  }
  mlirAttributePrint(a, print_cb, NULL);
  if (mlirAttributeIsAFloat(a))
    printf("  %a", mlirFloatAttrGetValueDouble(a));
  if (mlirAttributeIsAInteger(a))
    printf("  %lld", (long long)mlirIntegerAttrGetValueInt(a));
  if (mlirAttributeIsAElements(a)) {
    printf("  n=%lld", (long long)mlirElementsAttrGetNumElements(a));
    if (mlirAttributeIsADenseElements(a)) {
      printf(" splat=%d", mlirDenseElementsAttrIsSplat(a));
      if ((mlirAttributeIsADenseIntElements(a) || mlirAttributeIsADenseFPElements(a)) &&
          mlirElementsAttrGetNumElements(a) > 0) {
        printf(" first=");
        mlirAttributePrint(mlirDenseElementsAttrGetSplatValue(a), print_cb, NULL);
      }
    }
  }
  printf("\n");
}

int main(void) {
  ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  const char *types[] = {"f4E2M1FN", "f6E2M3FN", "f6E3M2FN", "f8E5M2", "f8E4M3", "f8E4M3FN",
                         "f8E5M2FNUZ", "f8E4M3FNUZ", "f8E4M3B11FNUZ", "f8E3M4", "f8E8M0FNU", "bf16",
                         "f16", "tf32", "f32", "f64", "f80", "f128"};
  const char *literals[] = {"0.0", "-0.0", "1.0", "0.1", "-2.5", "448.0", "1.0e10", "1.0e-10",
                            "1.0e400", "-1.0e400", "65504.0", "65520.0", "3.4028235e38",
                            "1.0e-45", "5.0e-324", "2.4e-324", "0.30000000000000004",
                            "123456789.0", "16777217.0", "0x1", "0x7C"};
  char buf[256];
  for (unsigned i = 0; i < sizeof(types) / sizeof(*types); ++i)
    for (unsigned j = 0; j < sizeof(literals) / sizeof(*literals); ++j) {
      snprintf(buf, sizeof buf, "%s : %s", literals[j], types[i]);
      show(buf);
    }
  const char *texts[] = {
      "dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>",
      "dense<7> : tensor<2x3xi32>",
      "dense<[7, 7, 7]> : vector<3xi32>",
      "dense<[true, false, true]> : tensor<3xi1>",
      "dense<[true, true, true]> : tensor<3xi1>",
      "dense<[-1, 255, 128]> : tensor<3xui8>",
      "dense<[-1, 127, -128]> : tensor<3xsi8>",
      "dense<[1.5, -0.0, 0x7FC00000]> : tensor<3xf32>",
      "dense<[1.0e10, 6.0e4, 1.0e-8]> : tensor<3xf16>",
      "dense<[0.5, 3.0, 0.1]> : tensor<3xf8E4M3FN>",
      "dense<(1.5, -2.0)> : tensor<2xcomplex<f32>>",
      "dense<[(1, 2), (3, -4)]> : tensor<2xcomplex<i16>>",
      "dense<> : tensor<0x3xf32>",
      "dense<5> : tensor<i64>",
      "dense<[18446744073709551615, 1]> : tensor<2xi128>",
      "dense<[1, 2]> : tensor<2xindex>",
      "dense<\"0x0100000002000000\"> : tensor<2xi32>",
      "sparse<[[0, 1], [1, 0]], [1.5, 2.5]> : tensor<2x2xf32>",
      "array<i32: 1, 2, 3>",
      "array<f64: 1.5, 0x7FF0000000000000>",
      "array<i1: true, false>",
      "array<i8>",
      "strided<[1, ?], offset: ?>",
      "#foo.bar<1>",
      "#foo<\"x y\">",
      "\"str\" : i32",
      "{b = 1, a = \"x\", c}",
      "[1, 2.5, \"s\", unit, @sym::@nested]",
      "42 : i65",
      "-1 : ui8",
      "true",
      "distinct[3]<42 : i32>",
      "i32"};
  for (unsigned i = 0; i < sizeof(texts) / sizeof(*texts); ++i)
    show(texts[i]);
  mlirContextDestroy(ctx);
  return 0;
}
