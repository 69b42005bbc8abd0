// Port of upstream's mlir/test/CAPI/ir.c attribute tests
// (printBuiltinAttributes, the distinct attribute of printAffineMap and the
// resource deleter run at context destruction), extended to every element
// type of the dense elements and resource getters, reshaping, string
// elements, the sparse accessors, dense arrays and the attribute class names.
// stderr is redirected to stdout so that mlirAttributeDump is compared too.
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <math.h>
#include <unistd.h>

#include "common.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static void stderr_to_stdout(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  dup2(1, 2);
}

static bool str_is(const char *lhs, MlirStringRef rhs) {
  return strlen(lhs) == rhs.length && !strncmp(lhs, rhs.data, rhs.length);
}

static void report_delete(void *user, const void *data, size_t size, size_t align) {
  (void)data;
  printf("deleting resource %s (%zu bytes, align %zu)\n", (const char *)user, size, align);
}

static MlirType tensor2(MlirType element) {
  int64_t shape[] = {1, 2};
  return mlirRankedTensorTypeGet(2, shape, element, mlirAttributeGetNull());
}

static int scalars(MlirContext ctx) {
  MlirAttribute floating = mlirFloatAttrDoubleGet(ctx, mlirF64TypeGet(ctx), 2.0);
  if (!mlirAttributeIsAFloat(floating) || fabs(mlirFloatAttrGetValueDouble(floating) - 2.0) > 1E-6)
    return 1;
  printf("@attrs\n");
  mlirAttributeDump(floating);
  mlirTypeDump(mlirAttributeGetType(floating));

  MlirAttribute integer = mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 32), 42);
  MlirAttribute signedInteger = mlirIntegerAttrGet(mlirIntegerTypeSignedGet(ctx, 8), -1);
  MlirAttribute unsignedInteger = mlirIntegerAttrGet(mlirIntegerTypeUnsignedGet(ctx, 8), 255);
  if (!mlirAttributeIsAInteger(integer) || mlirIntegerAttrGetValueInt(integer) != 42 ||
      mlirIntegerAttrGetValueSInt(signedInteger) != -1 ||
      mlirIntegerAttrGetValueUInt(unsignedInteger) != 255)
    return 2;
  mlirAttributeDump(integer);
  mlirAttributeDump(signedInteger);
  mlirAttributeDump(unsignedInteger);

  MlirAttribute boolean = mlirBoolAttrGet(ctx, 1);
  if (!mlirAttributeIsABool(boolean) || !mlirBoolAttrGetValue(boolean))
    return 3;
  mlirAttributeDump(boolean);
  printf("bool is an integer: %d, type: ", mlirAttributeIsAInteger(boolean));
  print_type(mlirAttributeGetType(boolean));

  const char data[] = "abcdefghijklmnopqestuvwxyz";
  MlirAttribute opaque = mlirOpaqueAttrGet(ctx, S("func"), 3, data, mlirNoneTypeGet(ctx));
  if (!mlirAttributeIsAOpaque(opaque) ||
      !str_is("func", mlirOpaqueAttrGetDialectNamespace(opaque)))
    return 4;
  MlirStringRef opaqueData = mlirOpaqueAttrGetData(opaque);
  if (opaqueData.length != 3 || strncmp(data, opaqueData.data, opaqueData.length))
    return 5;
  mlirAttributeDump(opaque);
  mlirAttributeDump(mlirOpaqueAttrGet(ctx, S("foo"), 5, "a<b>c", mlirIntegerTypeGet(ctx, 8)));

  MlirAttribute string = mlirStringAttrGet(ctx, mlirStringRefCreate(data + 3, 2));
  if (!mlirAttributeIsAString(string))
    return 6;
  MlirStringRef stringValue = mlirStringAttrGetValue(string);
  if (stringValue.length != 2 || strncmp(data + 3, stringValue.data, stringValue.length))
    return 7;
  mlirAttributeDump(string);
  mlirAttributeDump(mlirStringAttrTypedGet(mlirIntegerTypeGet(ctx, 4), S("typed\n\"q\"")));

  MlirAttribute flat = mlirFlatSymbolRefAttrGet(ctx, mlirStringRefCreate(data + 5, 3));
  if (!mlirAttributeIsAFlatSymbolRef(flat))
    return 8;
  MlirStringRef flatValue = mlirFlatSymbolRefAttrGetValue(flat);
  if (flatValue.length != 3 || strncmp(data + 5, flatValue.data, flatValue.length))
    return 9;
  mlirAttributeDump(flat);

  MlirAttribute symbols[] = {flat, flat};
  MlirAttribute symbolRef = mlirSymbolRefAttrGet(ctx, mlirStringRefCreate(data + 8, 2), 2, symbols);
  if (!mlirAttributeIsASymbolRef(symbolRef) ||
      mlirSymbolRefAttrGetNumNestedReferences(symbolRef) != 2 ||
      !mlirAttributeEqual(mlirSymbolRefAttrGetNestedReference(symbolRef, 0), flat) ||
      !mlirAttributeEqual(mlirSymbolRefAttrGetNestedReference(symbolRef, 1), flat))
    return 10;
  MlirStringRef leaf = mlirSymbolRefAttrGetLeafReference(symbolRef);
  MlirStringRef root = mlirSymbolRefAttrGetRootReference(symbolRef);
  if (leaf.length != 3 || strncmp(data + 5, leaf.data, leaf.length) || root.length != 2 ||
      strncmp(data + 8, root.data, root.length))
    return 11;
  mlirAttributeDump(symbolRef);
  printf("flat symbol ref is a symbol ref: %d\n", mlirAttributeIsASymbolRef(flat));
  mlirAttributeDump(mlirFlatSymbolRefAttrGet(ctx, S("needs quoting!")));

  MlirAttribute type = mlirTypeAttrGet(mlirF32TypeGet(ctx));
  if (!mlirAttributeIsAType(type) || !mlirTypeEqual(mlirF32TypeGet(ctx), mlirTypeAttrGetValue(type)))
    return 12;
  mlirAttributeDump(type);

  MlirAttribute unit = mlirUnitAttrGet(ctx);
  if (!mlirAttributeIsAUnit(unit))
    return 13;
  mlirAttributeDump(unit);

  // Null attributes and locations print a placeholder.
  mlirAttributeDump(mlirAttributeGetNull());
  print_attr(mlirAttributeGetNull());
  print_loc((MlirLocation){NULL});
  return 0;
}

static int dense_elements(MlirContext ctx) {
  int bools[] = {0, 1};
  uint8_t uints8[] = {0u, 1u};
  int8_t ints8[] = {0, 1};
  uint16_t uints16[] = {0u, 1u};
  int16_t ints16[] = {0, 1};
  uint32_t uints32[] = {0u, 1u};
  int32_t ints32[] = {0, 1};
  uint64_t uints64[] = {0u, 1u};
  int64_t ints64[] = {0, 1};
  float floats[] = {0.0f, 1.0f};
  double doubles[] = {0.0, 1.0};
  uint16_t bf16s[] = {0x0, 0x3f80};
  uint16_t f16s[] = {0x0, 0x3c00};
  MlirType i1 = mlirIntegerTypeGet(ctx, 1);
  MlirType u8 = mlirIntegerTypeUnsignedGet(ctx, 8), i8 = mlirIntegerTypeGet(ctx, 8);
  MlirType u16 = mlirIntegerTypeUnsignedGet(ctx, 16), i16 = mlirIntegerTypeGet(ctx, 16);
  MlirType u32 = mlirIntegerTypeUnsignedGet(ctx, 32), i32 = mlirIntegerTypeGet(ctx, 32);
  MlirType u64 = mlirIntegerTypeUnsignedGet(ctx, 64), i64 = mlirIntegerTypeGet(ctx, 64);
  MlirType f32 = mlirF32TypeGet(ctx), f64 = mlirF64TypeGet(ctx);
  MlirType bf16 = mlirBF16TypeGet(ctx), f16 = mlirF16TypeGet(ctx);

  MlirAttribute boolElements = mlirDenseElementsAttrBoolGet(tensor2(i1), 2, bools);
  MlirAttribute uint8Elements = mlirDenseElementsAttrUInt8Get(tensor2(u8), 2, uints8);
  MlirAttribute int8Elements = mlirDenseElementsAttrInt8Get(tensor2(i8), 2, ints8);
  MlirAttribute uint16Elements = mlirDenseElementsAttrUInt16Get(tensor2(u16), 2, uints16);
  MlirAttribute int16Elements = mlirDenseElementsAttrInt16Get(tensor2(i16), 2, ints16);
  MlirAttribute uint32Elements = mlirDenseElementsAttrUInt32Get(tensor2(u32), 2, uints32);
  MlirAttribute int32Elements = mlirDenseElementsAttrInt32Get(tensor2(i32), 2, ints32);
  MlirAttribute uint64Elements = mlirDenseElementsAttrUInt64Get(tensor2(u64), 2, uints64);
  MlirAttribute int64Elements = mlirDenseElementsAttrInt64Get(tensor2(i64), 2, ints64);
  MlirAttribute floatElements = mlirDenseElementsAttrFloatGet(tensor2(f32), 2, floats);
  MlirAttribute doubleElements = mlirDenseElementsAttrDoubleGet(tensor2(f64), 2, doubles);
  MlirAttribute bf16Elements = mlirDenseElementsAttrBFloat16Get(tensor2(bf16), 2, bf16s);
  MlirAttribute f16Elements = mlirDenseElementsAttrFloat16Get(tensor2(f16), 2, f16s);
  MlirAttribute all[] = {boolElements,  uint8Elements,  int8Elements,   uint16Elements,
                         int16Elements, uint32Elements, int32Elements,  uint64Elements,
                         int64Elements, floatElements,  doubleElements, bf16Elements,
                         f16Elements};
  for (size_t i = 0; i < sizeof all / sizeof all[0]; ++i) {
    if (!mlirAttributeIsADenseElements(all[i]) || !mlirAttributeIsAElements(all[i]))
      return 14;
    printf("int=%d fp=%d splat=%d n=%" PRId64 " ", mlirAttributeIsADenseIntElements(all[i]),
           mlirAttributeIsADenseFPElements(all[i]), mlirDenseElementsAttrIsSplat(all[i]),
           mlirElementsAttrGetNumElements(all[i]));
    mlirAttributeDump(all[i]);
  }
  if (mlirDenseElementsAttrGetBoolValue(boolElements, 1) != 1 ||
      mlirDenseElementsAttrGetUInt8Value(uint8Elements, 1) != 1 ||
      mlirDenseElementsAttrGetInt8Value(int8Elements, 1) != 1 ||
      mlirDenseElementsAttrGetUInt16Value(uint16Elements, 1) != 1 ||
      mlirDenseElementsAttrGetInt16Value(int16Elements, 1) != 1 ||
      mlirDenseElementsAttrGetUInt32Value(uint32Elements, 1) != 1 ||
      mlirDenseElementsAttrGetInt32Value(int32Elements, 1) != 1 ||
      mlirDenseElementsAttrGetUInt64Value(uint64Elements, 1) != 1 ||
      mlirDenseElementsAttrGetInt64Value(int64Elements, 1) != 1 ||
      fabsf(mlirDenseElementsAttrGetFloatValue(floatElements, 1) - 1.0f) > 1E-6f ||
      fabs(mlirDenseElementsAttrGetDoubleValue(doubleElements, 1) - 1.0) > 1E-6)
    return 15;

  MlirAttribute splatBool = mlirDenseElementsAttrBoolSplatGet(tensor2(i1), 1);
  MlirAttribute splatUInt8 = mlirDenseElementsAttrUInt8SplatGet(tensor2(u8), 1);
  MlirAttribute splatInt8 = mlirDenseElementsAttrInt8SplatGet(tensor2(i8), 1);
  MlirAttribute splatUInt32 = mlirDenseElementsAttrUInt32SplatGet(tensor2(u32), 1);
  MlirAttribute splatInt32 = mlirDenseElementsAttrInt32SplatGet(tensor2(i32), 1);
  MlirAttribute splatUInt64 = mlirDenseElementsAttrUInt64SplatGet(tensor2(u64), 1);
  MlirAttribute splatInt64 = mlirDenseElementsAttrInt64SplatGet(tensor2(i64), 1);
  MlirAttribute splatFloat = mlirDenseElementsAttrFloatSplatGet(tensor2(f32), 1.0f);
  MlirAttribute splatDouble = mlirDenseElementsAttrDoubleSplatGet(tensor2(f64), 1.0);
  MlirAttribute splats[] = {splatBool,  splatUInt8,  splatInt8,  splatUInt32, splatInt32,
                            splatUInt64, splatInt64, splatFloat, splatDouble};
  for (size_t i = 0; i < sizeof splats / sizeof splats[0]; ++i) {
    if (!mlirAttributeIsADenseElements(splats[i]) || !mlirDenseElementsAttrIsSplat(splats[i]))
      return 16;
    mlirAttributeDump(splats[i]);
    printf("  splat value: ");
    print_attr(mlirDenseElementsAttrGetSplatValue(splats[i]));
  }
  if (mlirDenseElementsAttrGetBoolSplatValue(splatBool) != 1 ||
      mlirDenseElementsAttrGetUInt8SplatValue(splatUInt8) != 1 ||
      mlirDenseElementsAttrGetInt8SplatValue(splatInt8) != 1 ||
      mlirDenseElementsAttrGetUInt32SplatValue(splatUInt32) != 1 ||
      mlirDenseElementsAttrGetInt32SplatValue(splatInt32) != 1 ||
      mlirDenseElementsAttrGetUInt64SplatValue(splatUInt64) != 1 ||
      mlirDenseElementsAttrGetInt64SplatValue(splatInt64) != 1 ||
      fabsf(mlirDenseElementsAttrGetFloatSplatValue(splatFloat) - 1.0f) > 1E-6f ||
      fabs(mlirDenseElementsAttrGetDoubleSplatValue(splatDouble) - 1.0) > 1E-6)
    return 17;

  const uint8_t *u8Raw = mlirDenseElementsAttrGetRawData(uint8Elements);
  const int8_t *i8Raw = mlirDenseElementsAttrGetRawData(int8Elements);
  const uint16_t *u16Raw = mlirDenseElementsAttrGetRawData(uint16Elements);
  const int16_t *i16Raw = mlirDenseElementsAttrGetRawData(int16Elements);
  const uint32_t *u32Raw = mlirDenseElementsAttrGetRawData(uint32Elements);
  const int32_t *i32Raw = mlirDenseElementsAttrGetRawData(int32Elements);
  const uint64_t *u64Raw = mlirDenseElementsAttrGetRawData(uint64Elements);
  const int64_t *i64Raw = mlirDenseElementsAttrGetRawData(int64Elements);
  const float *fRaw = mlirDenseElementsAttrGetRawData(floatElements);
  const double *dRaw = mlirDenseElementsAttrGetRawData(doubleElements);
  const uint16_t *bf16Raw = mlirDenseElementsAttrGetRawData(bf16Elements);
  const uint16_t *f16Raw = mlirDenseElementsAttrGetRawData(f16Elements);
  if (u8Raw[0] != 0u || u8Raw[1] != 1u || i8Raw[0] != 0 || i8Raw[1] != 1 || u16Raw[1] != 1u ||
      i16Raw[1] != 1 || u32Raw[0] != 0u || u32Raw[1] != 1u || i32Raw[0] != 0 ||
      i32Raw[1] != 1 || u64Raw[0] != 0u || u64Raw[1] != 1u || i64Raw[0] != 0 ||
      i64Raw[1] != 1 || fRaw[0] != 0.0f || fRaw[1] != 1.0f || dRaw[0] != 0.0 ||
      dRaw[1] != 1.0 || bf16Raw[0] != 0 || bf16Raw[1] != 0x3f80 || f16Raw[0] != 0 ||
      f16Raw[1] != 0x3c00)
    return 18;
  const uint8_t *splatRaw = mlirDenseElementsAttrGetRawData(splatInt32);
  printf("splat raw data: %u %u %u %u\n", splatRaw[0], splatRaw[1], splatRaw[2], splatRaw[3]);

  // Element access through ElementsAttr, by multi-dimensional index.
  uint64_t idx[] = {0, 1};
  uint64_t bad[] = {1, 0};
  MlirAttribute byIndex[] = {floatElements, doubleElements, bf16Elements, f16Elements,
                             boolElements,  uint8Elements,  int16Elements, int64Elements};
  for (size_t i = 0; i < sizeof byIndex / sizeof byIndex[0]; ++i) {
    printf("valid %d/%d: ", mlirElementsAttrIsValidIndex(byIndex[i], 2, idx),
           mlirElementsAttrIsValidIndex(byIndex[i], 2, bad));
    mlirAttributeDump(mlirElementsAttrGetValue(byIndex[i], 2, idx));
  }

  // Built from element attributes, reshaped, from a raw buffer, splat of an
  // attribute, strings and indices.
  MlirAttribute elems[] = {mlirIntegerAttrGet(i16, -3), mlirIntegerAttrGet(i16, 7)};
  MlirAttribute fromAttrs = mlirDenseElementsAttrGet(tensor2(i16), 2, elems);
  mlirAttributeDump(fromAttrs);
  int64_t flatShape[] = {2};
  MlirAttribute reshaped = mlirDenseElementsAttrReshapeGet(
      fromAttrs, mlirRankedTensorTypeGet(1, flatShape, i16, mlirAttributeGetNull()));
  mlirAttributeDump(reshaped);
  int32_t raw[] = {-5, 6};
  mlirAttributeDump(mlirDenseElementsAttrRawBufferGet(tensor2(i32), sizeof raw, raw));
  mlirAttributeDump(mlirDenseElementsAttrSplatGet(tensor2(f64), mlirFloatAttrDoubleGet(ctx, f64, 0.5)));
  MlirStringRef strs[] = {S("a"), S("b\"c")};
  MlirAttribute strings = mlirDenseElementsAttrStringGet(
      mlirRankedTensorTypeGet(1, flatShape, mlirNoneTypeGet(ctx), mlirAttributeGetNull()), 2, strs);
  mlirAttributeDump(strings);
  printf("string 1: ");
  print_str(mlirDenseElementsAttrGetStringValue(strings, 1));
  MlirAttribute stringSplat = mlirDenseElementsAttrStringGet(
      mlirRankedTensorTypeGet(1, flatShape, mlirNoneTypeGet(ctx), mlirAttributeGetNull()), 1, strs);
  mlirAttributeDump(stringSplat);
  printf("string splat: ");
  print_str(mlirDenseElementsAttrGetStringSplatValue(stringSplat));
  int64_t indexValues[] = {4, -1};
  MlirAttribute indexElems[] = {mlirIntegerAttrGet(mlirIndexTypeGet(ctx), indexValues[0]),
                                mlirIntegerAttrGet(mlirIndexTypeGet(ctx), indexValues[1])};
  MlirAttribute indices = mlirDenseElementsAttrGet(tensor2(mlirIndexTypeGet(ctx)), 2, indexElems);
  mlirAttributeDump(indices);
  printf("index value 1: %" PRIu64 "\n", mlirDenseElementsAttrGetIndexValue(indices, 1));

  // Sparse.
  int64_t shape[] = {1, 2};
  int64_t one = 1;
  MlirAttribute indicesAttr = mlirDenseElementsAttrInt64Get(
      mlirRankedTensorTypeGet(2, shape, i64, mlirAttributeGetNull()), 2, ints64);
  MlirAttribute valuesAttr = mlirDenseElementsAttrFloatGet(
      mlirRankedTensorTypeGet(1, &one, f32, mlirAttributeGetNull()), 1, floats);
  MlirAttribute sparse = mlirSparseElementsAttribute(tensor2(f32), indicesAttr, valuesAttr);
  mlirAttributeDump(sparse);
  printf("sparse: is-sparse=%d is-elements=%d is-dense=%d n=%" PRId64 "\n",
         mlirAttributeIsASparseElements(sparse), mlirAttributeIsAElements(sparse),
         mlirAttributeIsADenseElements(sparse), mlirElementsAttrGetNumElements(sparse));
  printf("indices equal: %d, values equal: %d\n",
         mlirAttributeEqual(mlirSparseElementsAttrGetIndices(sparse), indicesAttr),
         mlirAttributeEqual(mlirSparseElementsAttrGetValues(sparse), valuesAttr));
  printf("sparse element (0, 0): ");
  uint64_t zero[] = {0, 0};
  print_attr(mlirElementsAttrGetValue(sparse, 2, zero));
  printf("sparse element (0, 1): ");
  print_attr(mlirElementsAttrGetValue(sparse, 2, idx));
  return 0;
}

static int dense_arrays(MlirContext ctx) {
  int bools[] = {0, 1};
  int8_t ints8[] = {0, 1};
  int16_t ints16[] = {0, 1};
  int32_t ints32[] = {0, 1};
  int64_t ints64[] = {0, 1};
  float floats[] = {0.0f, 1.0f};
  double doubles[] = {0.0, 1.0};
  MlirAttribute boolArray = mlirDenseBoolArrayGet(ctx, 2, bools);
  MlirAttribute int8Array = mlirDenseI8ArrayGet(ctx, 2, ints8);
  MlirAttribute int16Array = mlirDenseI16ArrayGet(ctx, 2, ints16);
  MlirAttribute int32Array = mlirDenseI32ArrayGet(ctx, 2, ints32);
  MlirAttribute int64Array = mlirDenseI64ArrayGet(ctx, 2, ints64);
  MlirAttribute floatArray = mlirDenseF32ArrayGet(ctx, 2, floats);
  MlirAttribute doubleArray = mlirDenseF64ArrayGet(ctx, 2, doubles);
  if (!mlirAttributeIsADenseBoolArray(boolArray) || !mlirAttributeIsADenseI8Array(int8Array) ||
      !mlirAttributeIsADenseI16Array(int16Array) || !mlirAttributeIsADenseI32Array(int32Array) ||
      !mlirAttributeIsADenseI64Array(int64Array) || !mlirAttributeIsADenseF32Array(floatArray) ||
      !mlirAttributeIsADenseF64Array(doubleArray))
    return 19;
  MlirAttribute arrays[] = {boolArray,  int8Array,  int16Array, int32Array,
                            int64Array, floatArray, doubleArray};
  for (size_t i = 0; i < sizeof arrays / sizeof arrays[0]; ++i) {
    if (mlirDenseArrayGetNumElements(arrays[i]) != 2)
      return 20;
    if (!mlirTypeIDEqual(mlirAttributeGetTypeID(arrays[i]), mlirDenseArrayAttrGetTypeID()))
      return 25;
    mlirAttributeDump(arrays[i]);
  }
  mlirAttributeDump(mlirDenseI32ArrayGet(ctx, 0, NULL));
  if (mlirDenseBoolArrayGetElement(boolArray, 1) != 1 ||
      mlirDenseI8ArrayGetElement(int8Array, 1) != 1 ||
      mlirDenseI16ArrayGetElement(int16Array, 1) != 1 ||
      mlirDenseI32ArrayGetElement(int32Array, 1) != 1 ||
      mlirDenseI64ArrayGetElement(int64Array, 1) != 1 ||
      fabsf(mlirDenseF32ArrayGetElement(floatArray, 1) - 1.0f) > 1E-6f ||
      fabs(mlirDenseF64ArrayGetElement(doubleArray, 1) - 1.0) > 1E-6)
    return 21;

  int64_t strides[3] = {5, 7, 13};
  MlirAttribute strided = mlirStridedLayoutAttrGet(ctx, 42, 3, strides);
  mlirAttributeDump(strided);
  if (mlirStridedLayoutAttrGetOffset(strided) != 42 ||
      mlirStridedLayoutAttrGetNumStrides(strided) != 3 ||
      mlirStridedLayoutAttrGetStride(strided, 0) != 5 ||
      mlirStridedLayoutAttrGetStride(strided, 1) != 7 ||
      mlirStridedLayoutAttrGetStride(strided, 2) != 13)
    return 22;
  int64_t dyn = mlirShapedTypeGetDynamicStrideOrOffset();
  int64_t dynStrides[2] = {dyn, 1};
  mlirAttributeDump(mlirStridedLayoutAttrGet(ctx, dyn, 2, dynStrides));
  mlirAttributeDump(mlirStridedLayoutAttrGet(ctx, 0, 2, dynStrides));
  mlirAttributeDump(mlirStridedLayoutAttrGet(ctx, 0, 0, NULL));
  return 0;
}

static int resources(MlirContext ctx) {
  // The arrays must outlive the context: unmanaged resources refer to them.
  static const int bools[] = {0, 1};
  static const uint8_t uints8[] = {0u, 1u};
  static const int8_t ints8[] = {0, 1};
  static const uint16_t uints16[] = {0u, 1u};
  static const int16_t ints16[] = {0, 1};
  static const uint32_t uints32[] = {0u, 1u};
  static const int32_t ints32[] = {0, 1};
  static const uint64_t uints64[] = {0u, 1u};
  static const int64_t ints64[] = {0, 1};
  static const float floats[] = {0.0f, 1.0f};
  static const double doubles[] = {0.0, 1.0};
  MlirAttribute u8Blob = mlirUnmanagedDenseUInt8ResourceElementsAttrGet(
      tensor2(mlirIntegerTypeUnsignedGet(ctx, 8)), S("resource_ui8"), 2, uints8);
  MlirAttribute u16Blob = mlirUnmanagedDenseUInt16ResourceElementsAttrGet(
      tensor2(mlirIntegerTypeUnsignedGet(ctx, 16)), S("resource_ui16"), 2, uints16);
  MlirAttribute u32Blob = mlirUnmanagedDenseUInt32ResourceElementsAttrGet(
      tensor2(mlirIntegerTypeUnsignedGet(ctx, 32)), S("resource_ui32"), 2, uints32);
  MlirAttribute u64Blob = mlirUnmanagedDenseUInt64ResourceElementsAttrGet(
      tensor2(mlirIntegerTypeUnsignedGet(ctx, 64)), S("resource_ui64"), 2, uints64);
  MlirAttribute i8Blob = mlirUnmanagedDenseInt8ResourceElementsAttrGet(
      tensor2(mlirIntegerTypeGet(ctx, 8)), S("resource_i8"), 2, ints8);
  MlirAttribute i16Blob = mlirUnmanagedDenseInt16ResourceElementsAttrGet(
      tensor2(mlirIntegerTypeGet(ctx, 16)), S("resource_i16"), 2, ints16);
  MlirAttribute i32Blob = mlirUnmanagedDenseInt32ResourceElementsAttrGet(
      tensor2(mlirIntegerTypeGet(ctx, 32)), S("resource_i32"), 2, ints32);
  MlirAttribute i64Blob = mlirUnmanagedDenseInt64ResourceElementsAttrGet(
      tensor2(mlirIntegerTypeGet(ctx, 64)), S("resource_i64"), 2, ints64);
  MlirAttribute fBlob = mlirUnmanagedDenseFloatResourceElementsAttrGet(
      tensor2(mlirF32TypeGet(ctx)), S("resource_f32"), 2, floats);
  MlirAttribute dBlob = mlirUnmanagedDenseDoubleResourceElementsAttrGet(
      tensor2(mlirF64TypeGet(ctx)), S("resource_f64"), 2, doubles);
  MlirAttribute boolBlob = mlirUnmanagedDenseBoolResourceElementsAttrGet(
      tensor2(mlirIntegerTypeGet(ctx, 1)), S("resource_i1"), 2, bools);
  MlirAttribute blob = mlirUnmanagedDenseResourceElementsAttrGet(
      tensor2(mlirIntegerTypeGet(ctx, 64)), S("resource_i64_blob"), (void *)uints64,
      sizeof(uints64), _Alignof(uint64_t), false, report_delete, (void *)"resource_i64_blob");
  MlirAttribute blobs[] = {u8Blob, u16Blob, u32Blob, u64Blob, i8Blob, i16Blob,
                           i32Blob, i64Blob, fBlob, dBlob, boolBlob, blob};
  for (size_t i = 0; i < sizeof blobs / sizeof blobs[0]; ++i) {
    if (!mlirAttributeIsADenseResourceElements(blobs[i]))
      return 30;
    mlirAttributeDump(blobs[i]);
  }
  if (mlirDenseUInt8ResourceElementsAttrGetValue(u8Blob, 1) != 1 ||
      mlirDenseUInt16ResourceElementsAttrGetValue(u16Blob, 1) != 1 ||
      mlirDenseUInt32ResourceElementsAttrGetValue(u32Blob, 1) != 1 ||
      mlirDenseUInt64ResourceElementsAttrGetValue(u64Blob, 1) != 1 ||
      mlirDenseInt8ResourceElementsAttrGetValue(i8Blob, 1) != 1 ||
      mlirDenseInt16ResourceElementsAttrGetValue(i16Blob, 1) != 1 ||
      mlirDenseInt32ResourceElementsAttrGetValue(i32Blob, 1) != 1 ||
      mlirDenseInt64ResourceElementsAttrGetValue(i64Blob, 1) != 1 ||
      fabsf(mlirDenseFloatResourceElementsAttrGetValue(fBlob, 1) - 1.0f) > 1e-6 ||
      fabs(mlirDenseDoubleResourceElementsAttrGetValue(dBlob, 1) - 1.0) > 1e-6 ||
      mlirDenseUInt64ResourceElementsAttrGetValue(blob, 1) != 1)
    return 23;
  // The bool getter reads the blob's bytes (of C ints here).
  printf("bool resource values: %d %d\n", mlirDenseBoolResourceElementsAttrGetValue(boolBlob, 0),
         mlirDenseBoolResourceElementsAttrGetValue(boolBlob, 1));

  MlirLocation loc = mlirLocationUnknownGet(ctx);
  if (!mlirAttributeIsALocation(mlirLocationGetAttribute(loc)))
    return 24;
  printf("string is a location: %d\n", mlirAttributeIsALocation(mlirStringAttrGet(ctx, S("x"))));

  // A resource given by a parsed module's resource section: printed back
  // with the module (elided: an empty section) and readable.
  MlirModule parsed = mlirModuleCreateParse(
      ctx, S("module attributes {foo.r = dense_resource<parsed_blob> : tensor<2xi32>} {}\n"
             "{-#\n  dialect_resources: {\n    builtin: {\n"
             "      parsed_blob: \"0x040000000300000004000000\"\n    }\n  }\n#-}\n"));
  MlirOperation parsedOp = mlirModuleGetOperation(parsed);
  print_op(parsedOp);
  MlirAttribute parsedBlob = mlirOperationGetAttributeByName(parsedOp, S("foo.r"));
  printf("parsed resource values: %d %d\n", mlirDenseInt32ResourceElementsAttrGetValue(parsedBlob, 0),
         mlirDenseInt32ResourceElementsAttrGetValue(parsedBlob, 1));
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsElideLargeResourceString(flags, 4);
  mlirOperationPrintWithFlags(parsedOp, flags, print_cb, NULL);
  printf("|\n");
  mlirOpPrintingFlagsDestroy(flags);
  mlirModuleDestroy(parsed);

  printf("distinct: ");
  mlirAttributeDump(mlirDisctinctAttrCreate(mlirStringAttrGet(ctx, S("foo"))));
  printf("second distinct: ");
  mlirAttributeDump(mlirDisctinctAttrCreate(mlirStringAttrGet(ctx, S("foo"))));
  return 0;
}

typedef MlirStringRef (*NameGet)(void);

// The name of each attribute class and the type id of one of its instances.
static int names_and_ids(MlirContext ctx) {
  printf("@attributeNames\n");
  int64_t one = 1;
  MlirType f32 = mlirF32TypeGet(ctx);
  MlirAttribute oneF = mlirFloatAttrDoubleGet(ctx, f32, 1.0);
  struct {
    MlirAttribute a;
    NameGet name;
    MlirTypeID (*id)(void);
  } cases[] = {
      {mlirAffineMapAttrGet(mlirAffineMapEmptyGet(ctx)), mlirAffineMapAttrGetName,
       mlirAffineMapAttrGetTypeID},
      {mlirArrayAttrGet(ctx, 1, &oneF), mlirArrayAttrGetName, mlirArrayAttrGetTypeID},
      {mlirDictionaryAttrGet(ctx, 0, NULL), mlirDictionaryAttrGetName,
       mlirDictionaryAttrGetTypeID},
      {oneF, mlirFloatAttrGetName, mlirFloatAttrGetTypeID},
      {mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 32), 0), mlirIntegerAttrGetName, mlirIntegerAttrGetTypeID},
      {mlirOpaqueAttrGet(ctx, S("d"), 1, "x", f32), mlirOpaqueAttrGetName,
       mlirOpaqueAttrGetTypeID},
      {mlirStringAttrGet(ctx, S("s")), mlirStringAttrGetName, mlirStringAttrGetTypeID},
      {mlirSymbolRefAttrGet(ctx, S("a"), 0, NULL), mlirSymbolRefAttrGetName,
       mlirSymbolRefAttrGetTypeID},
      {mlirTypeAttrGet(f32), mlirTypeAttrGetName, mlirTypeAttrGetTypeID},
      {mlirUnitAttrGet(ctx), mlirUnitAttrGetName, mlirUnitAttrGetTypeID},
      {mlirStridedLayoutAttrGet(ctx, 0, 1, &one), mlirStridedLayoutAttrGetName,
       mlirStridedLayoutAttrGetTypeID},
  };
  enum { N = sizeof cases / sizeof cases[0] };
  for (int i = 0; i < N; ++i) {
    print_str(cases[i].name());
    for (int j = 0; j < N; ++j)
      if (mlirTypeIDEqual(mlirAttributeGetTypeID(cases[i].a), cases[j].id()) != (i == j))
        return 40 + i * N + j;
  }
  NameGet others[] = {mlirFlatSymbolRefAttrGetName, mlirIntegerSetAttrGetName,
                      mlirDenseResourceElementsAttrGetName};
  for (size_t i = 0; i < sizeof others / sizeof others[0]; ++i)
    print_str(others[i]());
  float fs[] = {1.0f};
  MlirAttribute dense = mlirDenseElementsAttrFloatGet(
      mlirRankedTensorTypeGet(1, &one, f32, mlirAttributeGetNull()), 1, fs);
  printf("dense id: %d, integer set id: %d, sparse id: %d\n",
         mlirTypeIDEqual(mlirAttributeGetTypeID(dense), mlirDenseIntOrFPElementsAttrGetTypeID()),
         mlirTypeIDEqual(mlirIntegerSetAttrGetTypeID(), mlirAffineMapAttrGetTypeID()),
         mlirTypeIDEqual(mlirSparseElementsAttrGetTypeID(), mlirDenseArrayAttrGetTypeID()));
  return 0;
}

int main(void) {
  stderr_to_stdout();
  MlirContext ctx = mlirContextCreate();
  int rc = scalars(ctx);
  if (!rc)
    rc = dense_elements(ctx);
  if (!rc)
    rc = dense_arrays(ctx);
  if (!rc)
    rc = resources(ctx);
  if (!rc)
    rc = names_and_ids(ctx);
  printf("destroying the context\n");
  mlirContextDestroy(ctx);
  printf("destroyed\n");
  if (rc)
    printf("failed: %d\n", rc);
  return rc;
}
