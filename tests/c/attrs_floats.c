// Float attributes of every builtin float format: conversion from double
// (rounding, overflow to infinity/NaN/the largest value, underflow,
// denormals, formats without infinity, NaN, zero or sign), reading back as
// double, and printing (scientific, shortest round-trip form, hex). Every
// bit pattern of the small formats is printed through a raw dense buffer.
#include <math.h>
#include <stdint.h>

#include "common.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

typedef MlirType (*Ctor)(MlirContext);

static const double values[] = {0.0,
                                -0.0,
                                1.0,
                                -1.0,
                                0.1,
                                -0.1,
                                0.5,
                                1.5,
                                1.75,
                                2.5,
                                3.0,
                                3.25,
                                3.5,
                                0.3,
                                1.0 / 3.0,
                                3.14159265358979,
                                6.0,
                                7.5,
                                28.0,
                                30.0,
                                240.0,
                                448.0,
                                464.0,
                                480.0,
                                57344.0,
                                61440.0,
                                65504.0,
                                65520.0,
                                1e10,
                                -1e10,
                                1e-3,
                                1e-10,
                                1e-40,
                                1e-300,
                                5e-324,
                                2.2250738585072014e-308,
                                1.7976931348623157e308,
                                3.4028234663852886e38,
                                3.4028235677973366e38,
                                1.1754943508222875e-38,
                                1.401298464324817e-45,
                                5.877471754111438e-39,
                                1.7014118346046923e38,
                                16777217.0,
                                123456789.0,
                                0.0009765625,
                                0.015625,
                                0.0625,
                                0.25,
                                1e300,
                                HUGE_VAL,
                                -HUGE_VAL,
                                NAN,
                                -NAN};

static void printValue(MlirContext ctx, MlirType t, double v) {
  MlirAttribute a = mlirFloatAttrDoubleGet(ctx, t, v);
  mlirAttributePrint(a, print_cb, NULL);
  printf("  %a\n", mlirFloatAttrGetValueDouble(a));
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  Ctor ctors[] = {mlirFloat4E2M1FNTypeGet,   mlirFloat6E2M3FNTypeGet,
                  mlirFloat6E3M2FNTypeGet,   mlirFloat8E5M2TypeGet,
                  mlirFloat8E4M3TypeGet,     mlirFloat8E4M3FNTypeGet,
                  mlirFloat8E5M2FNUZTypeGet, mlirFloat8E4M3FNUZTypeGet,
                  mlirFloat8E4M3B11FNUZTypeGet, mlirFloat8E3M4TypeGet,
                  mlirFloat8E8M0FNUTypeGet,  mlirBF16TypeGet,
                  mlirF16TypeGet,            mlirTF32TypeGet,
                  mlirF32TypeGet,            mlirF64TypeGet};
  unsigned nctors = sizeof(ctors) / sizeof(*ctors);
  unsigned nvalues = sizeof(values) / sizeof(*values);
  for (unsigned i = 0; i < nctors; ++i) {
    MlirType t = ctors[i](ctx);
    for (unsigned v = 0; v < nvalues; ++v) {
      // Formats without a sign have no negative values.
      if (signbit(values[v]) && mlirTypeIsAFloat8E8M0FNU(t))
        continue;
      printValue(ctx, t, values[v]);
    }
    // Every bit pattern of the formats up to 8 bits.
    unsigned width = mlirFloatTypeGetWidth(t);
    if (width <= 8) {
      int64_t one = 1;
      MlirType tt = mlirRankedTensorTypeGet(1, &one, t, mlirAttributeGetNull());
      for (unsigned bits = 0; bits < (1u << width); ++bits) {
        uint8_t byte = (uint8_t)bits;
        MlirAttribute d = mlirDenseElementsAttrRawBufferGet(tt, 1, &byte);
        MlirAttribute a = mlirDenseElementsAttrGetSplatValue(d);
        mlirAttributePrint(a, print_cb, NULL);
        printf("  %a\n", mlirFloatAttrGetValueDouble(a));
      }
    }
  }
  // Half formats: a spread of bit patterns.
  Ctor halves[] = {mlirBF16TypeGet, mlirF16TypeGet};
  for (unsigned i = 0; i < 2; ++i) {
    int64_t one = 1;
    MlirType tt = mlirRankedTensorTypeGet(1, &one, halves[i](ctx), mlirAttributeGetNull());
    for (unsigned bits = 0; bits < 65536; bits += 97) {
      uint16_t h = (uint16_t)bits;
      MlirAttribute a =
          mlirDenseElementsAttrGetSplatValue(mlirDenseElementsAttrRawBufferGet(tt, 2, &h));
      mlirAttributePrint(a, print_cb, NULL);
      printf("  %a\n", mlirFloatAttrGetValueDouble(a));
    }
  }
  // Float attributes are uniqued by value and type.
  MlirType f16 = mlirF16TypeGet(ctx);
  printf("uniqued: %d %d %d\n",
         mlirAttributeEqual(mlirFloatAttrDoubleGet(ctx, f16, 0.1),
                            mlirFloatAttrDoubleGet(ctx, f16, 0.09997558593750)),
         mlirAttributeEqual(mlirFloatAttrDoubleGet(ctx, f16, 0.0),
                            mlirFloatAttrDoubleGet(ctx, f16, -0.0)),
         mlirAttributeEqual(mlirFloatAttrDoubleGet(ctx, f16, 1.0),
                            mlirFloatAttrDoubleGet(ctx, mlirBF16TypeGet(ctx), 1.0)));
  mlirContextDestroy(ctx);
  return 0;
}
