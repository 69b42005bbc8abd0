// Float attributes of every float type from doubles (NaN, infinities, -0,
// subnormals, overflow, rounding) read back as doubles; integer attributes
// of every signedness and width (wider than 64 bits too) with the getters
// that apply; parsed float literals in hex and decimal forms.
#include "diag_print.h"
#include <math.h>
#include <stdint.h>
static MlirContext ctx;
static MlirType T(const char *s) { return mlirTypeParseGet(ctx, S(s)); }
static void fa(const char *ty, double v) {
  MlirAttribute a = mlirFloatAttrDoubleGet(ctx, T(ty), v);
  printf("%s %g: ", ty, v); mlirAttributePrint(a, print_cb, NULL);
  printf(" -> %.17g\n", mlirFloatAttrGetValueDouble(a));
}
int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  ctx = diag_context(1);
  const char *fts[] = {"f16", "bf16", "f32", "f64", "tf32", "f80", "f128", "f8E5M2", "f8E4M3FN", "f8E4M3FNUZ", "f8E5M2FNUZ", "f8E4M3B11FNUZ", "f8E3M4", "f8E4M3", "f8E8M0FNU", "f4E2M1FN", "f6E2M3FN", "f6E3M2FN"};
  double vs[] = {0.0, -0.0, 1.0, -1.5, 0.1, 3.0e38, 1e-40, 5e-324, INFINITY, -INFINITY, NAN, 65504.0, 65520.0, 1e10, 448.0, 0.001, 123456.789, 1.0/3.0};
  for (unsigned i = 0; i < sizeof(fts)/sizeof(*fts); ++i)
    for (unsigned j = 0; j < sizeof(vs)/sizeof(*vs); ++j) fa(fts[i], vs[j]);
  // checked
  MlirAttribute ck = mlirFloatAttrDoubleGetChecked(at(ctx, 1), T("i32"), 1.0);
  printf("checked null=%d\n", mlirAttributeIsNull(ck));
  // integers
  const char *its[] = {"i1", "si1", "ui1", "i8", "si8", "ui8", "i64", "si64", "ui64", "index", "i7", "si7", "ui7"};
  int64_t ivs[] = {0, 1, -1, 127, -128, 255, INT64_MAX, INT64_MIN};
  for (unsigned i = 0; i < sizeof(its)/sizeof(*its); ++i)
    for (unsigned j = 0; j < sizeof(ivs)/sizeof(*ivs); ++j) {
      MlirAttribute a = mlirIntegerAttrGet(T(its[i]), ivs[j]);
      printf("%s %lld: ", its[i], (long long)ivs[j]); mlirAttributePrint(a, print_cb, NULL);
      MlirType t = T(its[i]);
      if (mlirTypeIsAIndex(t) || mlirIntegerTypeIsSignless(t)) printf(" v=%lld", (long long)mlirIntegerAttrGetValueInt(a));
      if (mlirTypeIsAInteger(t) && mlirIntegerTypeIsSigned(t)) printf(" s=%lld", (long long)mlirIntegerAttrGetValueSInt(a));
      if (mlirTypeIsAInteger(t) && mlirIntegerTypeIsUnsigned(t)) printf(" u=%llu", (unsigned long long)mlirIntegerAttrGetValueUInt(a));
      printf("\n");
    }
  const char *wide[] = {"18446744073709551615 : i65", "-1 : i128", "-1 : si128", "340282366920938463463374607431768211455 : ui128", "36893488147419103232 : i128", "-2 : si100", "1 : i1", "-1 : si1"};
  for (unsigned i = 0; i < sizeof(wide)/sizeof(*wide); ++i) {
    MlirAttribute a = mlirAttributeParseGet(ctx, S(wide[i]));
    print_attr(a);
    MlirType t = mlirAttributeGetType(a);
    if (mlirIntegerTypeIsSignless(t)) printf(" v=%lld\n", (long long)mlirIntegerAttrGetValueInt(a));
    if (mlirIntegerTypeIsSigned(t)) printf(" s=%lld\n", (long long)mlirIntegerAttrGetValueSInt(a));
    if (mlirIntegerTypeIsUnsigned(t)) printf(" u=%llu\n", (unsigned long long)mlirIntegerAttrGetValueUInt(a));
  }
  print_attr(mlirBoolAttrGet(ctx, 5));
  printf("%d\n", mlirBoolAttrGetValue(mlirBoolAttrGet(ctx, 0)));
  // float parse forms
  const char *fp[] = {"1.0e+10 : f32", "-0.0 : f16", "0x7C01 : f16", "0xFC00 : f16", "1.5 : f8E4M3FN", "0x80 : f8E4M3FNUZ", "0xFF : f8E8M0FNU", "3.0 : tf32", "1.0 : f80", "0x3FFF8000000000000000 : f80", "0x7FFF0000000000000000000000000000 : f128", "1e-45 : f32", "1.4e-45 : f32", "100000000000000000000000.0 : f64", "0.000001 : f32", "1234567.0 : f32", "12345678.0 : f32", "2.5e-5 : f64", "9.999999e-5 : f32"};
  for (unsigned i = 0; i < sizeof(fp)/sizeof(*fp); ++i) {
    MlirAttribute a = mlirAttributeParseGet(ctx, S(fp[i]));
    if (mlirAttributeIsNull(a)) { printf("<null>\n"); continue; }
    mlirAttributePrint(a, print_cb, NULL); printf(" -> %.17g\n", mlirFloatAttrGetValueDouble(a));
  }
  mlirContextDestroy(ctx);
  return 0;
}
