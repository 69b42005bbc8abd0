// Compound and reference attributes: arrays, dictionaries (sorting, lookup
// by name), type attributes, symbol references, opaque attributes, strided
// layouts, distinct attributes and dense arrays; their getters, type ids
// and printing standalone and inside an operation.
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

static MlirNamedAttribute named(MlirContext ctx, const char *n, MlirAttribute a) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, S(n)), a);
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  MlirType i32 = mlirIntegerTypeGet(ctx, 32), i64 = mlirIntegerTypeGet(ctx, 64);
  MlirType idx = mlirIndexTypeGet(ctx), f32 = mlirF32TypeGet(ctx);
  // Untyped attributes report `none`.
  MlirType none = mlirAttributeGetType(mlirUnitAttrGet(ctx));

  // Arrays: elements print with i64/f64 types elided.
  MlirAttribute elems[] = {mlirIntegerAttrGet(i64, 5), mlirIntegerAttrGet(i32, -7),
                           mlirFloatAttrDoubleGet(ctx, idx, 2.0),
                           mlirFloatAttrDoubleGet(ctx, f32, 2.0),
                           mlirBoolAttrGet(ctx, 1), mlirStringAttrGet(ctx, S("s")),
                           mlirUnitAttrGet(ctx), mlirTypeAttrGet(i32)};
  int n = sizeof(elems) / sizeof(*elems);
  MlirAttribute arr = mlirArrayAttrGet(ctx, n, elems);
  show(arr);
  printf("array: n=%ld isArray=%d typeid=%d\n", (long)mlirArrayAttrGetNumElements(arr),
         mlirAttributeIsAArray(arr),
         mlirTypeIDEqual(mlirAttributeGetTypeID(arr), mlirArrayAttrGetTypeID()));
  for (int i = 0; i < n; ++i)
    printf("  [%d] same=%d\n", i,
           mlirAttributeEqual(mlirArrayAttrGetElement(arr, i), elems[i]));
  MlirAttribute empty = mlirArrayAttrGet(ctx, 0, NULL);
  show(empty);
  MlirAttribute nested[] = {arr, empty, mlirArrayAttrGet(ctx, 1, &empty)};
  show(mlirArrayAttrGet(ctx, 3, nested));
  printf("array uniqued: %d\n", mlirAttributeEqual(arr, mlirArrayAttrGet(ctx, n, elems)));

  // Dictionaries: sorted by name (bytes), looked up by name.
  MlirNamedAttribute entries[] = {
      named(ctx, "zeta", elems[0]),    named(ctx, "alpha", elems[6]),
      named(ctx, "has space", elems[2]), named(ctx, "Alpha", elems[1]),
      named(ctx, "_under", elems[4]),  named(ctx, "a.b", elems[5]),
      named(ctx, "", elems[3]),        named(ctx, "9lives", arr)};
  int m = sizeof(entries) / sizeof(*entries);
  MlirAttribute dict = mlirDictionaryAttrGet(ctx, m, entries);
  show(dict);
  printf("dict: n=%ld isDict=%d typeid=%d\n", (long)mlirDictionaryAttrGetNumElements(dict),
         mlirAttributeIsADictionary(dict),
         mlirTypeIDEqual(mlirAttributeGetTypeID(dict), mlirDictionaryAttrGetTypeID()));
  for (int i = 0; i < m; ++i) {
    MlirNamedAttribute e = mlirDictionaryAttrGetElement(dict, i);
    MlirStringRef nm = mlirIdentifierStr(e.name);
    printf("  [%d] \"%.*s\" = ", i, (int)nm.length, nm.data);
    print_attr(e.attribute);
  }
  const char *keys[] = {"zeta", "alpha", "has space", "", "missing", "Alpha", "9lives"};
  for (unsigned i = 0; i < sizeof(keys) / sizeof(*keys); ++i) {
    MlirAttribute v = mlirDictionaryAttrGetElementByName(dict, S(keys[i]));
    printf("  lookup \"%s\": ", keys[i]);
    if (mlirAttributeIsNull(v))
      printf("null\n");
    else
      print_attr(v);
  }
  MlirNamedAttribute reversed[8];
  for (int i = 0; i < m; ++i)
    reversed[i] = entries[m - 1 - i];
  printf("dict order-independent: %d\n",
         mlirAttributeEqual(dict, mlirDictionaryAttrGet(ctx, m, reversed)));
  show(mlirDictionaryAttrGet(ctx, 0, NULL));
  MlirNamedAttribute two[] = {named(ctx, "b", elems[0]), named(ctx, "a", elems[1])};
  show(mlirDictionaryAttrGet(ctx, 2, two));

  // Type attributes.
  MlirAttribute ta = mlirTypeAttrGet(f32);
  show(ta);
  printf("type attr: %d value-eq=%d typeid=%d\n", mlirAttributeIsAType(ta),
         mlirTypeEqual(mlirTypeAttrGetValue(ta), f32),
         mlirTypeIDEqual(mlirAttributeGetTypeID(ta), mlirTypeAttrGetTypeID()));

  // Symbol references.
  MlirAttribute flat[] = {mlirFlatSymbolRefAttrGet(ctx, S("inner")),
                          mlirFlatSymbolRefAttrGet(ctx, S("with space")),
                          mlirFlatSymbolRefAttrGet(ctx, S("q\"uote"))};
  MlirAttribute sym = mlirSymbolRefAttrGet(ctx, S("root"), 3, flat);
  show(sym);
  show(flat[0]);
  show(mlirSymbolRefAttrGet(ctx, S("1st"), 0, NULL));
  show(mlirFlatSymbolRefAttrGet(ctx, S("")));
  show(mlirFlatSymbolRefAttrGet(ctx, S("a.b$c_1")));
  printf("sym: isSym=%d isFlat=%d flat.isSym=%d flat.isFlat=%d nested=%ld\n",
         mlirAttributeIsASymbolRef(sym), mlirAttributeIsAFlatSymbolRef(sym),
         mlirAttributeIsASymbolRef(flat[0]), mlirAttributeIsAFlatSymbolRef(flat[0]),
         (long)mlirSymbolRefAttrGetNumNestedReferences(sym));
  print_str(mlirSymbolRefAttrGetRootReference(sym));
  print_str(mlirSymbolRefAttrGetLeafReference(sym));
  print_str(mlirSymbolRefAttrGetLeafReference(flat[1]));
  print_str(mlirFlatSymbolRefAttrGetValue(flat[1]));
  print_attr(mlirSymbolRefAttrGetNestedReference(sym, 2));
  printf("sym typeid=%d flat typeid=%d uniqued=%d\n",
         mlirTypeIDEqual(mlirAttributeGetTypeID(sym), mlirSymbolRefAttrGetTypeID()),
         mlirTypeIDEqual(mlirAttributeGetTypeID(flat[0]), mlirSymbolRefAttrGetTypeID()),
         mlirAttributeEqual(flat[0], mlirSymbolRefAttrGet(ctx, S("inner"), 0, NULL)));
  print_str(mlirSymbolRefAttrGetName());
  print_str(mlirFlatSymbolRefAttrGetName());

  // Opaque attributes: pretty form when the body is an identifier
  // (optionally followed by <...>), else <body>; typed.
  const char *bodies[] = {"bar<1, 2>", "a b c", "abc.def", "", "x\"y\n", "1x",
                          "a<b", "a>", "_x", "a.b<c>"};
  for (unsigned i = 0; i < sizeof(bodies) / sizeof(*bodies); ++i) {
    MlirAttribute o = mlirOpaqueAttrGet(ctx, S("foo"), (intptr_t)strlen(bodies[i]),
                                        bodies[i], i % 2 ? i32 : none);
    show(o);
  }
  MlirAttribute op = mlirOpaqueAttrGet(ctx, S("dia"), 3, "xyzTRAILING", i32);
  show(op);
  print_str(mlirOpaqueAttrGetDialectNamespace(op));
  print_str(mlirOpaqueAttrGetData(op));
  printf("opaque: %d typeid=%d\n", mlirAttributeIsAOpaque(op),
         mlirTypeIDEqual(mlirAttributeGetTypeID(op), mlirOpaqueAttrGetTypeID()));

  // Strided layouts.
  int64_t strides[] = {1, INT64_MIN, 4, -2};
  MlirAttribute s1 = mlirStridedLayoutAttrGet(ctx, 0, 4, strides);
  MlirAttribute s2 = mlirStridedLayoutAttrGet(ctx, INT64_MIN, 2, strides);
  MlirAttribute s3 = mlirStridedLayoutAttrGet(ctx, -5, 0, NULL);
  show(s1);
  show(s2);
  show(s3);
  printf("strided: %d offset=%lld n=%ld s1=%lld typeid=%d\n",
         mlirAttributeIsAStridedLayout(s2), (long long)mlirStridedLayoutAttrGetOffset(s2),
         (long)mlirStridedLayoutAttrGetNumStrides(s1),
         (long long)mlirStridedLayoutAttrGetStride(s1, 1),
         mlirTypeIDEqual(mlirAttributeGetTypeID(s1), mlirStridedLayoutAttrGetTypeID()));
  print_str(mlirStridedLayoutAttrGetName());

  // Distinct attributes: never equal, numbered per print.
  MlirAttribute d1 = mlirDisctinctAttrCreate(mlirUnitAttrGet(ctx));
  MlirAttribute d2 = mlirDisctinctAttrCreate(elems[0]);
  MlirAttribute d3 = mlirDisctinctAttrCreate(elems[0]);
  show(d1);
  show(d2);
  printf("distinct equal: %d %d\n", mlirAttributeEqual(d2, d3), mlirAttributeEqual(d2, d2));
  MlirAttribute ds[] = {d3, d1, d3, d2, mlirDisctinctAttrCreate(d1)};
  show(mlirArrayAttrGet(ctx, 5, ds));

  // Dense arrays: not typed attributes.
  int bools[] = {1, 0, 7, 0};
  int8_t i8s[] = {-128, 0, 127, -1};
  int16_t i16s[] = {-32768, 1, 32767, -2};
  int32_t i32s[] = {INT32_MIN, 0, INT32_MAX, 42};
  int64_t i64s[] = {INT64_MIN, 0, INT64_MAX, -42};
  float f32s[] = {1.5f, -0.0f, INFINITY, NAN, 1e-45f, 3.4028235e38f, 0.1f};
  double f64s[] = {1.5, -0.0, -INFINITY, NAN, 5e-324, 1.7976931348623157e308, 0.1};
  MlirAttribute arrays[] = {
      mlirDenseBoolArrayGet(ctx, 4, bools), mlirDenseI8ArrayGet(ctx, 4, i8s),
      mlirDenseI16ArrayGet(ctx, 4, i16s),   mlirDenseI32ArrayGet(ctx, 4, i32s),
      mlirDenseI64ArrayGet(ctx, 4, i64s),   mlirDenseF32ArrayGet(ctx, 7, f32s),
      mlirDenseF64ArrayGet(ctx, 7, f64s),   mlirDenseI32ArrayGet(ctx, 0, i32s),
      mlirDenseBoolArrayGet(ctx, 0, bools), mlirDenseF64ArrayGet(ctx, 0, f64s)};
  for (unsigned i = 0; i < sizeof(arrays) / sizeof(*arrays); ++i) {
    MlirAttribute a = arrays[i];
    show(a);
    printf("  n=%ld bool=%d i8=%d i16=%d i32=%d i64=%d f32=%d f64=%d typeid=%d\n",
           (long)mlirDenseArrayGetNumElements(a), mlirAttributeIsADenseBoolArray(a),
           mlirAttributeIsADenseI8Array(a), mlirAttributeIsADenseI16Array(a),
           mlirAttributeIsADenseI32Array(a), mlirAttributeIsADenseI64Array(a),
           mlirAttributeIsADenseF32Array(a), mlirAttributeIsADenseF64Array(a),
           mlirTypeIDEqual(mlirAttributeGetTypeID(a), mlirDenseArrayAttrGetTypeID()));
  }
  for (int i = 0; i < 4; ++i)
    printf("elements %d: %d %d %d %d %lld\n", i, mlirDenseBoolArrayGetElement(arrays[0], i),
           mlirDenseI8ArrayGetElement(arrays[1], i), mlirDenseI16ArrayGetElement(arrays[2], i),
           mlirDenseI32ArrayGetElement(arrays[3], i),
           (long long)mlirDenseI64ArrayGetElement(arrays[4], i));
  for (int i = 0; i < 7; ++i)
    printf("floats %d: %a %a\n", i, (double)mlirDenseF32ArrayGetElement(arrays[5], i),
           mlirDenseF64ArrayGetElement(arrays[6], i));
  printf("dense array uniqued: %d\n",
         mlirAttributeEqual(arrays[3], mlirDenseI32ArrayGet(ctx, 4, i32s)));

  // Printing inside an operation: same syntax (distinct attributes that
  // wrap something other than `unit` get aliases there, which are the
  // printer's business, so only a bare one is used).
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirOperationState st = mlirOperationStateGet(S("foo.attrs"), loc);
  MlirNamedAttribute opAttrs[] = {
      named(ctx, "arr", arr), named(ctx, "dict", dict), named(ctx, "sym", sym),
      named(ctx, "d", d1),
      named(ctx, "strided", s2), named(ctx, "i64", elems[0]),
      named(ctx, "f64", elems[2]), named(ctx, "dense", arrays[3]),
      named(ctx, "opaque", op), named(ctx, "unit", mlirUnitAttrGet(ctx))};
  mlirOperationStateAddAttributes(&st, sizeof(opAttrs) / sizeof(*opAttrs), opAttrs);
  MlirOperation o = mlirOperationCreate(&st);
  print_op(o);
  mlirOperationDestroy(o);

  print_str(mlirArrayAttrGetName());
  print_str(mlirDictionaryAttrGetName());
  print_str(mlirTypeAttrGetName());
  print_str(mlirOpaqueAttrGetName());
  mlirContextDestroy(ctx);
  return 0;
}
