// Scalar builtin attributes: unit, bool, integers of many widths (negative,
// truncated, wider than 64 bits), floats with double semantics (on index
// and integer types) and f32 semantics (NaN, infinities, denormals,
// rounding), strings with escapes, and their getters, kinds and type ids.
#include <math.h>
#include <stdint.h>

#include "common.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static void show(MlirAttribute a) {
  mlirAttributePrint(a, print_cb, NULL);
  printf("  [type ");
  mlirTypePrint(mlirAttributeGetType(a), print_cb, NULL);
  printf("]\n");
}

static void integer(MlirType t, int64_t v) {
  MlirAttribute a = mlirIntegerAttrGet(t, v);
  mlirAttributePrint(a, print_cb, NULL);
  printf("  int=%lld sint=%lld uint=%llu bool=%d isBool=%d isInt=%d\n",
         (long long)mlirIntegerAttrGetValueInt(a),
         (long long)mlirIntegerAttrGetValueSInt(a),
         (unsigned long long)mlirIntegerAttrGetValueUInt(a),
         mlirBoolAttrGetValue(a), mlirAttributeIsABool(a),
         mlirAttributeIsAInteger(a));
}

static void floating(MlirContext ctx, MlirType t, double v) {
  MlirAttribute a = mlirFloatAttrDoubleGet(ctx, t, v);
  mlirAttributePrint(a, print_cb, NULL);
  printf("  back=%a isFloat=%d\n", mlirFloatAttrGetValueDouble(a),
         mlirAttributeIsAFloat(a));
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  MlirType idx = mlirIndexTypeGet(ctx);
  MlirType f32 = mlirF32TypeGet(ctx);
  unsigned widths[] = {1, 2, 7, 8, 16, 32, 33, 63, 64, 65, 100, 128, 129, 256};
  int64_t values[] = {0,   1,         -1,        2,         3,
                      127, -128,      255,       256,       300,
                      -300, 65535,    1 << 30,   INT64_MAX, INT64_MIN,
                      -2,  123456789, -987654321};
  for (unsigned w = 0; w < sizeof(widths) / sizeof(*widths); ++w)
    for (unsigned v = 0; v < sizeof(values) / sizeof(*values); ++v)
      integer(mlirIntegerTypeGet(ctx, widths[w]), values[v]);
  for (unsigned v = 0; v < sizeof(values) / sizeof(*values); ++v)
    integer(idx, values[v]);

  // Bools are i1 integer attributes.
  MlirAttribute t = mlirBoolAttrGet(ctx, 7), f = mlirBoolAttrGet(ctx, 0);
  show(t);
  show(f);
  printf("bool: %d %d same-as-i1=%d\n", mlirBoolAttrGetValue(t),
         mlirBoolAttrGetValue(f),
         mlirAttributeEqual(t, mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 1), 1)));
  printf("int typeid=%d\n", mlirTypeIDEqual(mlirAttributeGetTypeID(t),
                                            mlirIntegerAttrGetTypeID()));

  // Uniquing: equal values, equal handles.
  printf("uniqued: %d %d %d\n",
         mlirAttributeEqual(mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 8), 300),
                            mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 8), 44)),
         mlirAttributeEqual(mlirIntegerAttrGet(idx, 5),
                            mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), 5)),
         mlirAttributeEqual(mlirFloatAttrDoubleGet(ctx, f32, 0.1),
                            mlirFloatAttrDoubleGet(ctx, f32, (float)0.1)));

  double doubles[] = {0.0,
                      -0.0,
                      1.0,
                      -1.0,
                      0.1,
                      0.5,
                      1.5,
                      2.5,
                      3.14159265358979,
                      1e10,
                      1e-10,
                      1e16,
                      1e22,
                      1e23,
                      123456.0,
                      1234567.0,
                      16777216.0,
                      16777217.0,
                      123456789.0,
                      1e300,
                      -1e-300,
                      5e-324,
                      2.2250738585072014e-308,
                      1.7976931348623157e308,
                      HUGE_VAL,
                      -HUGE_VAL,
                      NAN,
                      -NAN,
                      0.3,
                      1.0 / 3.0,
                      65504.0,
                      3.4028234663852886e38,
                      3.4028235677973366e38,
                      1.401298464324817e-45,
                      7e-46,
                      1.1754942106924411e-38};
  for (unsigned v = 0; v < sizeof(doubles) / sizeof(*doubles); ++v) {
    floating(ctx, idx, doubles[v]);
    floating(ctx, f32, doubles[v]);
    floating(ctx, mlirIntegerTypeGet(ctx, 32), doubles[v]);
  }
  printf("float typeid=%d\n",
         mlirTypeIDEqual(mlirAttributeGetTypeID(mlirFloatAttrDoubleGet(ctx, f32, 1)),
                         mlirFloatAttrGetTypeID()));

  // Strings: any bytes; escapes for quotes, backslashes, control and
  // non-ASCII bytes.
  const char raw[] = "quote\" back\\slash\nnew\ttab \x01\x7f\xc3\xa9\xff end";
  MlirAttribute s = mlirStringAttrGet(ctx, mlirStringRefCreate(raw, sizeof(raw) - 1));
  show(s);
  MlirStringRef back = mlirStringAttrGetValue(s);
  printf("len=%zu same=%d isString=%d\n", back.length,
         back.length == sizeof(raw) - 1 && !memcmp(back.data, raw, back.length),
         mlirAttributeIsAString(s));
  MlirAttribute nul = mlirStringAttrGet(ctx, mlirStringRefCreate("a\0b", 3));
  show(nul);
  show(mlirStringAttrGet(ctx, S("")));
  show(mlirStringAttrTypedGet(f32, S("typed")));
  show(mlirStringAttrTypedGet(idx, S("")));
  printf("string == identifier: %d\n",
         mlirStringAttrGet(ctx, S("x")).ptr == mlirIdentifierGet(ctx, S("x")).ptr);
  printf("typed differs: %d\n",
         mlirAttributeEqual(mlirStringAttrGet(ctx, S("x")),
                            mlirStringAttrTypedGet(idx, S("x"))));

  // Unit.
  MlirAttribute u = mlirUnitAttrGet(ctx);
  show(u);
  printf("unit: %d %d %d\n", mlirAttributeIsAUnit(u), mlirAttributeIsAUnit(s),
         mlirTypeIDEqual(mlirAttributeGetTypeID(u), mlirUnitAttrGetTypeID()));

  // Kinds do not overlap.
  MlirAttribute all[] = {u, t, mlirIntegerAttrGet(idx, 3),
                         mlirFloatAttrDoubleGet(ctx, f32, 2), s};
  for (unsigned i = 0; i < sizeof(all) / sizeof(*all); ++i)
    printf("kinds %u: unit=%d int=%d bool=%d float=%d string=%d loc=%d "
           "elements=%d\n",
           i, mlirAttributeIsAUnit(all[i]), mlirAttributeIsAInteger(all[i]),
           mlirAttributeIsABool(all[i]), mlirAttributeIsAFloat(all[i]),
           mlirAttributeIsAString(all[i]), mlirAttributeIsALocation(all[i]),
           mlirAttributeIsAElements(all[i]));

  print_str(mlirIntegerAttrGetName());
  print_str(mlirFloatAttrGetName());
  print_str(mlirStringAttrGetName());
  print_str(mlirUnitAttrGetName());
  printf("null attribute: %d\n", mlirAttributeIsNull(mlirAttributeGetNull()));
  mlirContextDestroy(ctx);
  return 0;
}
