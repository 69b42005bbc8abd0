// Pseudo-random float bit patterns in every float type (fixed seed):
// float attributes and dense elements parsed from hex, printed, read back
// as doubles and rebuilt from doubles; random doubles through every type.
#include "diag_print.h"
#include <stdint.h>
#include <string.h>
static uint64_t st = 0x9E3779B97F4A7C15ull;
static uint64_t rnd(void) { st ^= st << 13; st ^= st >> 7; st ^= st << 17; return st; }
int main(void) {
  MlirContext ctx = diag_context(1);
  const char *tys[] = {"f16", "bf16", "f32", "f64", "f8E4M3FN", "f8E5M2", "tf32", "f8E8M0FNU", "f6E3M2FN", "f4E2M1FN", "f80", "f128"};
  int widths[] = {16, 16, 32, 64, 8, 8, 19, 8, 6, 4, 80, 128};
  for (unsigned t = 0; t < sizeof(tys)/sizeof(*tys); ++t) {
    MlirType ty = mlirTypeParseGet(ctx, S(tys[t]));
    for (int i = 0; i < 60; ++i) {
      uint64_t r = rnd();
      // bias towards interesting values: small exponents, round numbers
      int mode = i % 4;
      if (mode == 1) r &= 0xFFFF0000FFFF0000ull;
      if (mode == 2) r &= 0x80000000000000FFull | (r & 0x3FF0000000000000ull);
      if (widths[t] < 64) r &= (1ull << widths[t]) - 1;
      if (widths[t] > 64) {
        // build hex literal directly
        char buf[128];
        uint64_t hi = rnd() & ((widths[t] == 80) ? 0xFFFFull : 0xFFFFFFFFFFFFFFFFull);
        if (widths[t] == 80) snprintf(buf, sizeof buf, "0x%04llX%016llX : %s", (unsigned long long)hi, (unsigned long long)(r | 0x8000000000000000ull), tys[t]);
        else snprintf(buf, sizeof buf, "0x%016llX%016llX : %s", (unsigned long long)hi, (unsigned long long)r, tys[t]);
        MlirAttribute a = mlirAttributeParseGet(ctx, S(buf));
        printf("%s -> ", buf); if (mlirAttributeIsNull(a)) printf("<null>\n"); else print_attr(a);
        continue;
      }
      char buf[96];
      snprintf(buf, sizeof buf, "0x%llX : %s", (unsigned long long)r, tys[t]);
      MlirAttribute a = mlirAttributeParseGet(ctx, S(buf));
      printf("%s -> ", buf);
      if (mlirAttributeIsNull(a)) { printf("<null>\n"); continue; }
      mlirAttributePrint(a, print_cb, NULL);
      double d = mlirFloatAttrGetValueDouble(a);
      uint64_t bits; memcpy(&bits, &d, 8);
      printf(" %016llx", (unsigned long long)bits);
      // round trip through double constructor
      printf(" | "); mlirAttributePrint(mlirFloatAttrDoubleGet(ctx, ty, d), print_cb, NULL);
      // dense
      char dbuf[128];
      snprintf(dbuf, sizeof dbuf, "dense<[0x%llX, 0]> : tensor<2x%s>", (unsigned long long)r, tys[t]);
      MlirAttribute da = mlirAttributeParseGet(ctx, S(dbuf));
      printf(" | "); if (mlirAttributeIsNull(da)) printf("<null>"); else mlirAttributePrint(da, print_cb, NULL);
      printf("\n");
    }
  }
  // doubles through every type
  for (int i = 0; i < 200; ++i) {
    uint64_t r = rnd();
    double d; memcpy(&d, &r, 8);
    if (i % 3 == 0) d = (double)(int64_t)(r % 2000001) / 1000.0 - 1000.0;
    if (i % 3 == 1) { r = (r & 0x800FFFFFFFFFFFFFull) | ((uint64_t)(1023 + (int)(rnd() % 80) - 40) << 52); memcpy(&d, &r, 8); }
    const char *tt = tys[i % 10];
    MlirAttribute a = mlirFloatAttrDoubleGet(ctx, mlirTypeParseGet(ctx, S(tt)), d);
    printf("%a %s -> ", d, tt); mlirAttributePrint(a, print_cb, NULL); printf(" %a\n", mlirFloatAttrGetValueDouble(a));
  }
  mlirContextDestroy(ctx);
  return 0;
}
