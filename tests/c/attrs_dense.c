// Dense elements: construction from typed C arrays, attributes, bools and
// raw buffers (splat detection, bit-packed i1, validity of buffer sizes),
// every element kind (integers of any width and signedness, index, floats,
// complex, strings), splats, empty and 0-d shapes, vectors, reshape, the
// typed splat and element getters, the raw data, the elements interface,
// and printing (nesting, splats, hex strings above 100 elements).
#include <math.h>
#include <stdint.h>

#include "common.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static MlirContext ctx;

static void show(MlirAttribute a) {
  if (mlirAttributeIsNull(a)) {
    printf("<null>\n");
    return;
  }
  mlirAttributePrint(a, print_cb, NULL);
  printf("  [type ");
  mlirTypePrint(mlirAttributeGetType(a), print_cb, NULL);
  printf("]");
  if (mlirAttributeIsAElements(a))
    printf(" dense=%d int=%d fp=%d splat=%d n=%lld", mlirAttributeIsADenseElements(a),
           mlirAttributeIsADenseIntElements(a), mlirAttributeIsADenseFPElements(a),
           mlirAttributeIsADenseElements(a) ? mlirDenseElementsAttrIsSplat(a) : -1,
           (long long)mlirElementsAttrGetNumElements(a));
  printf("\n");
}

static MlirType tensor(int rank, const int64_t *shape, MlirType elem) {
  return mlirRankedTensorTypeGet(rank, shape, elem, mlirAttributeGetNull());
}

static void rawbytes(MlirAttribute a, size_t n) {
  const uint8_t *p = mlirDenseElementsAttrGetRawData(a);
  printf("  raw:");
  for (size_t i = 0; i < n; ++i)
    printf(" %02x", p[i]);
  printf("\n");
}

static void elements(MlirAttribute a) {
  MlirType t = mlirAttributeGetType(a);
  int64_t rank = mlirShapedTypeGetRank(t);
  uint64_t idx[4] = {0, 0, 0, 0};
  int64_t n = mlirElementsAttrGetNumElements(a);
  for (int64_t k = 0; k < n; ++k) {
    int64_t rest = k;
    for (int64_t d = rank - 1; d >= 0; --d) {
      int64_t dim = mlirShapedTypeGetDimSize(t, d);
      idx[d] = (uint64_t)(rest % dim);
      rest /= dim;
    }
    printf("  at %lld: ", (long long)k);
    print_attr(mlirElementsAttrGetValue(a, rank, idx));
  }
}

int main(void) {
  ctx = mlirContextCreate();
  MlirType i1 = mlirIntegerTypeGet(ctx, 1), i8 = mlirIntegerTypeGet(ctx, 8);
  MlirType ui8 = mlirIntegerTypeUnsignedGet(ctx, 8), si8 = mlirIntegerTypeSignedGet(ctx, 8);
  MlirType i16 = mlirIntegerTypeGet(ctx, 16), ui16 = mlirIntegerTypeUnsignedGet(ctx, 16);
  MlirType i32 = mlirIntegerTypeGet(ctx, 32), ui32 = mlirIntegerTypeUnsignedGet(ctx, 32);
  MlirType i64 = mlirIntegerTypeGet(ctx, 64), ui64 = mlirIntegerTypeUnsignedGet(ctx, 64);
  MlirType idx = mlirIndexTypeGet(ctx), f32 = mlirF32TypeGet(ctx), f64 = mlirF64TypeGet(ctx);
  MlirType f16 = mlirF16TypeGet(ctx), bf16 = mlirBF16TypeGet(ctx);
  int64_t s10[] = {10}, s23[] = {2, 3}, s232[] = {2, 3, 2}, s0[] = {0, 3}, s4[] = {4};
  int64_t s6[] = {6}, s200[] = {200}, s120[] = {3, 40}, s2[] = {2}, s1[] = {1};

  // Bools: bit-packed least significant bit first; splats are one byte.
  printf("-- bools\n");
  int bv[10] = {1, 0, 1, 1, 0, 0, 0, 1, 1, 1};
  MlirAttribute b = mlirDenseElementsAttrBoolGet(tensor(1, s10, i1), 10, bv);
  show(b);
  rawbytes(b, 2);
  for (int i = 0; i < 10; ++i)
    printf("%d", mlirDenseElementsAttrGetBoolValue(b, i));
  printf("\n");
  int ones[10] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
  MlirAttribute bs = mlirDenseElementsAttrBoolGet(tensor(1, s10, i1), 10, ones);
  show(bs);
  rawbytes(bs, 1);
  printf("splat value %d %d; equal to splat get: %d\n", mlirDenseElementsAttrGetBoolSplatValue(bs),
         mlirDenseElementsAttrGetBoolValue(bs, 9),
         mlirAttributeEqual(bs, mlirDenseElementsAttrBoolSplatGet(tensor(1, s10, i1), true)));
  show(mlirDenseElementsAttrBoolSplatGet(tensor(2, s23, i1), false));
  uint8_t rb[][2] = {{0xff, 0}, {0x00, 0}, {0x8d, 0x03}, {0xff, 0x03}, {0xff, 0x07},
                     {0x00, 0x00}, {0x01, 0}, {0x7f, 0}};
  size_t rbn[] = {1, 1, 2, 2, 2, 2, 1, 1};
  for (int i = 0; i < 8; ++i) {
    MlirAttribute r = mlirDenseElementsAttrRawBufferGet(tensor(1, s10, i1), rbn[i], rb[i]);
    show(r);
    if (!mlirAttributeIsNull(r))
      printf("  same as bits: %d %d\n", mlirAttributeEqual(r, b), mlirAttributeEqual(r, bs));
  }
  int many[200];
  for (int i = 0; i < 200; ++i)
    many[i] = (i % 3) == 0;
  MlirAttribute b200 = mlirDenseElementsAttrBoolGet(tensor(1, s200, i1), 200, many);
  show(b200);
  rawbytes(b200, 25);
  int one1 = 1;
  show(mlirDenseElementsAttrBoolGet(tensor(1, s1, i1), 1, &one1));
  show(mlirDenseElementsAttrBoolGet(tensor(0, s1, i1), 1, &one1));

  // Integers of every C width, typed and signless.
  printf("-- integers\n");
  uint8_t u8v[6] = {0, 1, 127, 128, 255, 42};
  int8_t i8v[6] = {0, -1, 127, -128, 5, -5};
  uint16_t u16v[6] = {0, 1, 65535, 32768, 7, 9};
  int16_t i16v[6] = {0, -1, 32767, -32768, 7, -9};
  uint32_t u32v[6] = {0, 1, 4294967295u, 2147483648u, 7, 9};
  int32_t i32v[6] = {0, -1, INT32_MAX, INT32_MIN, 7, -9};
  uint64_t u64v[6] = {0, 1, UINT64_MAX, 9223372036854775808ull, 7, 9};
  int64_t i64v[6] = {0, -1, INT64_MAX, INT64_MIN, 7, -9};
  MlirAttribute ints[] = {
      mlirDenseElementsAttrUInt8Get(tensor(2, s23, ui8), 6, u8v),
      mlirDenseElementsAttrUInt8Get(tensor(2, s23, i8), 6, u8v),
      mlirDenseElementsAttrInt8Get(tensor(2, s23, si8), 6, i8v),
      mlirDenseElementsAttrInt8Get(tensor(2, s23, i8), 6, i8v),
      mlirDenseElementsAttrUInt16Get(tensor(2, s23, ui16), 6, u16v),
      mlirDenseElementsAttrInt16Get(tensor(2, s23, i16), 6, i16v),
      mlirDenseElementsAttrUInt32Get(tensor(2, s23, ui32), 6, u32v),
      mlirDenseElementsAttrInt32Get(tensor(2, s23, i32), 6, i32v),
      mlirDenseElementsAttrUInt64Get(tensor(2, s23, ui64), 6, u64v),
      mlirDenseElementsAttrInt64Get(tensor(2, s23, i64), 6, i64v),
      mlirDenseElementsAttrInt64Get(tensor(1, s6, idx), 6, i64v),
      mlirDenseElementsAttrInt32Get(mlirVectorTypeGet(2, s23, i32), 6, i32v),
      mlirDenseElementsAttrInt32Get(tensor(3, s232, i16), 6, i32v)};
  for (unsigned i = 0; i < sizeof(ints) / sizeof(*ints); ++i)
    show(ints[i]);
  for (int i = 0; i < 6; ++i)
    printf("%u %d %u %d %u %d %llu %lld %llu\n", mlirDenseElementsAttrGetUInt8Value(ints[0], i),
           mlirDenseElementsAttrGetInt8Value(ints[2], i), mlirDenseElementsAttrGetUInt16Value(ints[4], i),
           mlirDenseElementsAttrGetInt16Value(ints[5], i), mlirDenseElementsAttrGetUInt32Value(ints[6], i),
           mlirDenseElementsAttrGetInt32Value(ints[7], i),
           (unsigned long long)mlirDenseElementsAttrGetUInt64Value(ints[8], i),
           (long long)mlirDenseElementsAttrGetInt64Value(ints[9], i),
           (unsigned long long)mlirDenseElementsAttrGetIndexValue(ints[10], i));
  elements(ints[7]);
  elements(ints[12]);
  rawbytes(ints[7], 24);

  // Splats: detected from repeated values, from one value, and from the
  // typed splat constructors.
  printf("-- splats\n");
  int32_t same[6] = {7, 7, 7, 7, 7, 7};
  MlirAttribute sp = mlirDenseElementsAttrInt32Get(tensor(2, s23, i32), 6, same);
  show(sp);
  rawbytes(sp, 4);
  printf("equal: %d %d %d\n", mlirAttributeEqual(sp, mlirDenseElementsAttrInt32Get(tensor(2, s23, i32), 1, same)),
         mlirAttributeEqual(sp, mlirDenseElementsAttrInt32SplatGet(tensor(2, s23, i32), 7)),
         mlirAttributeEqual(sp, mlirDenseElementsAttrSplatGet(tensor(2, s23, i32), mlirIntegerAttrGet(i32, 7))));
  printf("splat getters: %d %d %d\n", mlirDenseElementsAttrGetInt32SplatValue(sp),
         mlirDenseElementsAttrGetInt32Value(sp, 5), mlirDenseElementsAttrGetUInt32SplatValue(sp));
  show(mlirDenseElementsAttrGetSplatValue(sp));
  MlirAttribute splats[] = {
      mlirDenseElementsAttrUInt8SplatGet(tensor(2, s23, ui8), 200),
      mlirDenseElementsAttrInt8SplatGet(tensor(2, s23, i8), -3),
      mlirDenseElementsAttrUInt32SplatGet(tensor(2, s23, ui32), 4000000000u),
      mlirDenseElementsAttrInt32SplatGet(tensor(2, s23, i32), -4),
      mlirDenseElementsAttrUInt64SplatGet(tensor(2, s23, ui64), UINT64_MAX),
      mlirDenseElementsAttrInt64SplatGet(tensor(2, s23, i64), INT64_MIN),
      mlirDenseElementsAttrFloatSplatGet(tensor(2, s23, f32), 0.5f),
      mlirDenseElementsAttrDoubleSplatGet(tensor(2, s23, f64), -1e300),
      mlirDenseElementsAttrSplatGet(tensor(2, s23, f16), mlirFloatAttrDoubleGet(ctx, f16, 1.5)),
      mlirDenseElementsAttrSplatGet(mlirVectorTypeGet(1, s4, i1), mlirBoolAttrGet(ctx, 1))};
  for (unsigned i = 0; i < sizeof(splats) / sizeof(*splats); ++i) {
    show(splats[i]);
    show(mlirDenseElementsAttrGetSplatValue(splats[i]));
  }
  printf("%u %d %u %d %llu %lld %g %g\n", mlirDenseElementsAttrGetUInt8SplatValue(splats[0]),
         mlirDenseElementsAttrGetInt8SplatValue(splats[1]), mlirDenseElementsAttrGetUInt32SplatValue(splats[2]),
         mlirDenseElementsAttrGetInt32SplatValue(splats[3]),
         (unsigned long long)mlirDenseElementsAttrGetUInt64SplatValue(splats[4]),
         (long long)mlirDenseElementsAttrGetInt64SplatValue(splats[5]),
         mlirDenseElementsAttrGetFloatSplatValue(splats[6]), mlirDenseElementsAttrGetDoubleSplatValue(splats[7]));

  // Empty and 0-d shapes.
  printf("-- shapes\n");
  MlirAttribute empty = mlirDenseElementsAttrInt32Get(tensor(2, s0, i32), 0, i32v);
  show(empty);
  MlirAttribute scalar = mlirDenseElementsAttrInt32Get(tensor(0, s0, i32), 1, i32v + 3);
  show(scalar);
  uint64_t zero = 0;
  printf("0-d: valid=%d %d ", mlirElementsAttrIsValidIndex(scalar, 1, &zero),
         mlirElementsAttrIsValidIndex(scalar, 0, &zero));
  print_attr(mlirElementsAttrGetValue(scalar, 0, &zero));
  uint64_t ix[3] = {1, 2, 0}, bad[3] = {2, 0, 0}, neg[2] = {(uint64_t)-1, 0};
  printf("valid: %d %d %d %d\n", mlirElementsAttrIsValidIndex(ints[7], 2, ix),
         mlirElementsAttrIsValidIndex(ints[7], 2, bad), mlirElementsAttrIsValidIndex(ints[7], 3, ix),
         mlirElementsAttrIsValidIndex(ints[7], 2, neg));

  // Floats.
  printf("-- floats\n");
  float fv[6] = {1.0f, -0.0f, INFINITY, NAN, 1e-45f, 0.1f};
  double dv[6] = {1.0, -0.0, -INFINITY, NAN, 5e-324, 0.1};
  MlirAttribute ff = mlirDenseElementsAttrFloatGet(tensor(2, s23, f32), 6, fv);
  MlirAttribute dd = mlirDenseElementsAttrDoubleGet(tensor(2, s23, f64), 6, dv);
  show(ff);
  show(dd);
  for (int i = 0; i < 6; ++i)
    printf("%a %a\n", mlirDenseElementsAttrGetFloatValue(ff, i), mlirDenseElementsAttrGetDoubleValue(dd, i));
  elements(ff);
  uint16_t hv[6] = {0x3c00, 0x7c00, 0x0001, 0xfe00, 0x8000, 0x3555};
  show(mlirDenseElementsAttrFloat16Get(tensor(2, s23, f16), 6, hv));
  show(mlirDenseElementsAttrBFloat16Get(tensor(2, s23, bf16), 6, hv));
  show(mlirDenseElementsAttrBFloat16Get(tensor(2, s23, bf16), 4, hv));
  show(mlirDenseElementsAttrFloat16Get(tensor(2, s23, f16), 1, hv));

  // Dense elements from attributes.
  printf("-- from attributes\n");
  MlirAttribute ia[3] = {mlirIntegerAttrGet(i16, 1), mlirIntegerAttrGet(i16, -2), mlirIntegerAttrGet(i16, 300)};
  int64_t s3[] = {3};
  show(mlirDenseElementsAttrGet(tensor(1, s3, i16), 3, ia));
  MlirAttribute fa[3] = {mlirFloatAttrDoubleGet(ctx, f16, 1), mlirFloatAttrDoubleGet(ctx, f16, -2.5),
                         mlirFloatAttrDoubleGet(ctx, f16, 65504)};
  show(mlirDenseElementsAttrGet(tensor(1, s3, f16), 3, fa));
  MlirAttribute ba[3] = {mlirBoolAttrGet(ctx, 1), mlirBoolAttrGet(ctx, 0), mlirBoolAttrGet(ctx, 1)};
  show(mlirDenseElementsAttrGet(tensor(1, s3, i1), 3, ba));
  show(mlirDenseElementsAttrGet(tensor(1, s3, i1), 1, ba));
  MlirType i128 = mlirIntegerTypeGet(ctx, 128), si128 = mlirIntegerTypeSignedGet(ctx, 128);
  MlirAttribute wa[2] = {mlirIntegerAttrGet(si128, -1), mlirIntegerAttrGet(si128, 5)};
  show(mlirDenseElementsAttrGet(tensor(1, s2, si128), 2, wa));
  MlirAttribute wb[2] = {mlirIntegerAttrGet(i128, -1), mlirIntegerAttrGet(i128, 5)};
  show(mlirDenseElementsAttrGet(tensor(1, s2, i128), 2, wb));
  MlirType i17 = mlirIntegerTypeGet(ctx, 17);
  MlirAttribute oa[3] = {mlirIntegerAttrGet(i17, -1), mlirIntegerAttrGet(i17, 65536), mlirIntegerAttrGet(i17, 3)};
  MlirAttribute odd = mlirDenseElementsAttrGet(tensor(1, s3, i17), 3, oa);
  show(odd);
  rawbytes(odd, 9);

  // Complex elements: two-element arrays.
  printf("-- complex\n");
  MlirType cf = mlirComplexTypeGet(f32), ci = mlirComplexTypeGet(i16);
  MlirAttribute p1[2] = {mlirFloatAttrDoubleGet(ctx, f32, 1.0), mlirFloatAttrDoubleGet(ctx, f32, -2.5)};
  MlirAttribute p2[2] = {mlirFloatAttrDoubleGet(ctx, f32, 0.5), mlirFloatAttrDoubleGet(ctx, f32, NAN)};
  MlirAttribute cv[2] = {mlirArrayAttrGet(ctx, 2, p1), mlirArrayAttrGet(ctx, 2, p2)};
  MlirAttribute cd = mlirDenseElementsAttrGet(tensor(1, s2, cf), 2, cv);
  show(cd);
  elements(cd);
  rawbytes(cd, 16);
  show(mlirDenseElementsAttrGet(tensor(2, s23, cf), 1, cv));
  MlirAttribute q1[2] = {mlirIntegerAttrGet(i16, 1), mlirIntegerAttrGet(i16, -2)};
  MlirAttribute civ[1] = {mlirArrayAttrGet(ctx, 2, q1)};
  MlirAttribute cid = mlirDenseElementsAttrGet(tensor(1, s2, ci), 1, civ);
  show(cid);
  show(mlirDenseElementsAttrGetSplatValue(cid));

  // Strings.
  printf("-- strings\n");
  MlirType strTy = mlirOpaqueTypeGet(ctx, S("foo"), S("str"));
  MlirStringRef strs[6] = {S("a"), S("b\"c"), S(""), S("new\nline"), S("\xc3\xa9"), S("\\")};
  MlirAttribute ds = mlirDenseElementsAttrStringGet(tensor(2, s23, strTy), 6, strs);
  show(ds);
  for (int i = 0; i < 6; ++i)
    print_str(mlirDenseElementsAttrGetStringValue(ds, i));
  elements(ds);
  MlirAttribute dss = mlirDenseElementsAttrStringGet(tensor(2, s23, strTy), 1, strs);
  show(dss);
  print_str(mlirDenseElementsAttrGetStringSplatValue(dss));
  show(mlirDenseElementsAttrGetSplatValue(dss));
  MlirStringRef rep[6] = {S("q"), S("q"), S("q"), S("q"), S("q"), S("q")};
  show(mlirDenseElementsAttrStringGet(tensor(2, s23, strTy), 6, rep));
  show(mlirDenseElementsAttrStringGet(tensor(2, s0, strTy), 0, rep));

  // Reshape keeps the data.
  printf("-- reshape\n");
  show(mlirDenseElementsAttrReshapeGet(ints[7], tensor(1, s6, i32)));
  int64_t s32[] = {3, 2};
  show(mlirDenseElementsAttrReshapeGet(ints[7], mlirVectorTypeGet(2, s32, i32)));
  show(mlirDenseElementsAttrReshapeGet(sp, tensor(1, s6, i32)));
  printf("same type: %d\n", mlirAttributeEqual(ints[7], mlirDenseElementsAttrReshapeGet(ints[7], tensor(2, s23, i32))));

  // More than 100 elements print as a hex string (not splats).
  printf("-- large\n");
  int32_t big[120];
  float bigf[120];
  for (int i = 0; i < 120; ++i) {
    big[i] = i * 1000 - 7;
    bigf[i] = (float)i / 7.0f;
  }
  show(mlirDenseElementsAttrInt32Get(tensor(2, s120, i32), 120, big));
  show(mlirDenseElementsAttrFloatGet(tensor(2, s120, f32), 120, bigf));
  show(mlirDenseElementsAttrInt32SplatGet(tensor(2, s120, i32), 3));
  int64_t s100[] = {100}, s101[] = {101};
  show(mlirDenseElementsAttrInt32Get(tensor(1, s100, i32), 100, big));
  show(mlirDenseElementsAttrInt32Get(tensor(1, s101, i32), 101, big));

  // Raw buffers: one element is a splat, wrong sizes give null.
  printf("-- raw buffers\n");
  uint8_t raw[12] = {1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0};
  show(mlirDenseElementsAttrRawBufferGet(tensor(1, s3, i32), 12, raw));
  show(mlirDenseElementsAttrRawBufferGet(tensor(1, s3, i32), 4, raw));
  show(mlirDenseElementsAttrRawBufferGet(tensor(1, s3, i32), 8, raw));
  show(mlirDenseElementsAttrRawBufferGet(tensor(1, s3, f32), 12, raw));
  show(mlirDenseElementsAttrRawBufferGet(tensor(1, s6, i16), 12, raw));
  show(mlirDenseElementsAttrRawBufferGet(tensor(1, s3, i17), 9, raw));
  show(mlirDenseElementsAttrRawBufferGet(tensor(2, s0, i32), 0, raw));

  printf("typeid: %d %d\n",
         mlirTypeIDEqual(mlirAttributeGetTypeID(ints[7]), mlirDenseIntOrFPElementsAttrGetTypeID()),
         mlirTypeIDEqual(mlirAttributeGetTypeID(ds), mlirDenseIntOrFPElementsAttrGetTypeID()));
  mlirContextDestroy(ctx);
  return 0;
}
