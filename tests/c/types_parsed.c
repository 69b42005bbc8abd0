// Types made by the parser (mlirTypeParseGet) are the types the
// constructors make: same handles, same text, same queries. Also covers
// the float formats without a C constructor (f80, f128).
#include "common.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#define N(a) (sizeof(a) / sizeof((a)[0]))

static MlirType parse(MlirContext ctx, const char *s) { return mlirTypeParseGet(ctx, S(s)); }

int main(void) {
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  MlirType f32 = mlirF32TypeGet(ctx), i32 = mlirIntegerTypeGet(ctx, 32);
  MlirAttribute none = mlirAttributeGetNull(); // default space, no layout
  int64_t dyn = mlirShapedTypeGetDynamicSize();
  int64_t s23[] = {2, 3}, sd3[] = {dyn, 3}, s4[] = {4};
  bool sc[] = {false, true};

  struct {
    const char *text;
    MlirType built;
  } cases[] = {
      {"i32", i32},
      {"si7", mlirIntegerTypeSignedGet(ctx, 7)},
      {"ui64", mlirIntegerTypeUnsignedGet(ctx, 64)},
      {"i1000", mlirIntegerTypeGet(ctx, 1000)},
      {"index", mlirIndexTypeGet(ctx)},
      {"none", mlirNoneTypeGet(ctx)},
      {"bf16", mlirBF16TypeGet(ctx)},
      {"tf32", mlirTF32TypeGet(ctx)},
      {"f8E4M3B11FNUZ", mlirFloat8E4M3B11FNUZTypeGet(ctx)},
      {"f4E2M1FN", mlirFloat4E2M1FNTypeGet(ctx)},
      {"complex<f32>", mlirComplexTypeGet(f32)},
      {"vector<2x3xf32>", mlirVectorTypeGet(2, s23, f32)},
      {"vector<2x[3]xf32>", mlirVectorTypeGetScalable(2, s23, sc, f32)},
      {"vector<f32>", mlirVectorTypeGet(0, NULL, f32)},
      {"tensor<?x3xi32>", mlirRankedTensorTypeGet(2, sd3, i32, none)},
      {"tensor<4xf32, \"enc\">", mlirRankedTensorTypeGet(1, s4, f32, mlirStringAttrGet(ctx, S("enc")))},
      {"tensor<*xf32>", mlirUnrankedTensorTypeGet(f32)},
      {"memref<2x3xf32>", mlirMemRefTypeContiguousGet(f32, 2, s23, none)},
      {"memref<?x3xf32, 1>", mlirMemRefTypeContiguousGet(f32, 2, sd3, mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), 1))},
      {"memref<4xf32, 0>", mlirMemRefTypeContiguousGet(f32, 1, s4, none)},
      {"memref<4xf32, \"gpu\">", mlirMemRefTypeContiguousGet(f32, 1, s4, mlirStringAttrGet(ctx, S("gpu")))},
      {"memref<*xi32, 2 : i32>", mlirUnrankedMemRefTypeGet(i32, mlirIntegerAttrGet(i32, 2))},
      {"memref<*xi32, 0>", mlirUnrankedMemRefTypeGet(i32, none)},
      {"tuple<i32, f32>", mlirTupleTypeGet(ctx, 2, (MlirType[]){i32, f32})},
      {"(i32) -> (f32, i32)", mlirFunctionTypeGet(ctx, 1, &i32, 2, (MlirType[]){f32, i32})},
      {"!foo.bar", mlirOpaqueTypeGet(ctx, S("foo"), S("bar"))},
      {"!foo<\"x y\">", mlirOpaqueTypeGet(ctx, S("foo"), S("\"x y\""))},
  };
  for (size_t i = 0; i < N(cases); ++i) {
    MlirType p = parse(ctx, cases[i].text);
    printf("%s -> ", cases[i].text);
    if (mlirTypeIsNull(p)) {
      printf("<null>\n");
      continue;
    }
    mlirTypePrint(p, print_cb, NULL);
    printf(" | built: ");
    mlirTypePrint(cases[i].built, print_cb, NULL);
    printf(" | equal=%d\n", mlirTypeEqual(p, cases[i].built));
  }

  // f80 and f128 exist only through the parser.
  const char *floats[] = {"f80", "f128", "f16", "f64"};
  for (size_t i = 0; i < N(floats); ++i) {
    MlirType t = parse(ctx, floats[i]);
    mlirTypePrint(t, print_cb, NULL);
    printf(": float=%d width=%u f16=%d f64=%d\n", mlirTypeIsAFloat(t), mlirFloatTypeGetWidth(t),
           mlirTypeIsAF16(t), mlirTypeIsAF64(t));
  }
  mlirContextDestroy(ctx);
  return 0;
}
