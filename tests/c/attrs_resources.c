// Dense resource elements: blobs with and without deleters, name
// uniquing, the typed constructors and value getters (reading the blob as
// upstream does), and when deleters run.
#include <stdint.h>

#include "common.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static int deleted;
static size_t deletedSize, deletedAlign;
static const void *deletedData;

static void deleter(void *userData, const void *data, size_t size, size_t align) {
  ++deleted;
  deletedData = data;
  deletedSize = size;
  deletedAlign = align;
  printf("deleter: %s size=%zu align=%zu\n", (const char *)userData, size, align);
}

static void show(MlirAttribute a) {
  mlirAttributePrint(a, print_cb, NULL);
  printf("  [type ");
  mlirTypePrint(mlirAttributeGetType(a), print_cb, NULL);
  printf("] resource=%d elements=%d dense=%d n=%lld\n", mlirAttributeIsADenseResourceElements(a),
         mlirAttributeIsAElements(a), mlirAttributeIsADenseElements(a),
         (long long)mlirElementsAttrGetNumElements(a));
}

static MlirType tensor(int64_t n, MlirType elem) {
  return mlirRankedTensorTypeGet(1, &n, elem, mlirAttributeGetNull());
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  MlirType i1 = mlirIntegerTypeGet(ctx, 1), i8 = mlirIntegerTypeGet(ctx, 8);
  MlirType ui8 = mlirIntegerTypeUnsignedGet(ctx, 8), i16 = mlirIntegerTypeGet(ctx, 16);
  MlirType ui16 = mlirIntegerTypeUnsignedGet(ctx, 16), i32 = mlirIntegerTypeGet(ctx, 32);
  MlirType ui32 = mlirIntegerTypeUnsignedGet(ctx, 32), i64 = mlirIntegerTypeGet(ctx, 64);
  MlirType ui64 = mlirIntegerTypeUnsignedGet(ctx, 64);
  MlirType f32 = mlirF32TypeGet(ctx), f64 = mlirF64TypeGet(ctx);

  // Typed, unmanaged blobs: the same name twice gets a fresh name.
  int32_t v32[3] = {1, 2, -3};
  MlirAttribute a = mlirUnmanagedDenseInt32ResourceElementsAttrGet(tensor(3, i32), S("blob"), 3, v32);
  MlirAttribute b = mlirUnmanagedDenseInt32ResourceElementsAttrGet(tensor(3, i32), S("blob"), 3, v32);
  MlirAttribute c = mlirUnmanagedDenseInt32ResourceElementsAttrGet(tensor(3, i32), S("blob"), 3, v32);
  show(a);
  show(b);
  show(c);
  printf("equal: %d %d\n", mlirAttributeEqual(a, b), mlirAttributeEqual(a, a));
  for (int i = 0; i < 3; ++i)
    printf("%d %u ", mlirDenseInt32ResourceElementsAttrGetValue(a, i),
           mlirDenseUInt32ResourceElementsAttrGetValue(b, i));
  printf("\n");

  int bools[4] = {1, 0, 1, 1};
  uint8_t u8[4] = {0, 1, 200, 255};
  int8_t s8[4] = {-128, -1, 0, 127};
  uint16_t u16[4] = {0, 1, 40000, 65535};
  int16_t s16[4] = {-32768, -1, 0, 32767};
  uint32_t u32[4] = {0, 1, 3000000000u, 4294967295u};
  int32_t s32[4] = {INT32_MIN, -1, 0, INT32_MAX};
  uint64_t u64[4] = {0, 1, 10000000000000000000ull, UINT64_MAX};
  int64_t s64[4] = {INT64_MIN, -1, 0, INT64_MAX};
  float fl[4] = {1.5f, -0.0f, 1e-45f, 3.4e38f};
  double db[4] = {1.5, -0.0, 5e-324, 1e308};
  MlirAttribute rs[] = {
      mlirUnmanagedDenseBoolResourceElementsAttrGet(tensor(4, i1), S("bools"), 4, bools),
      mlirUnmanagedDenseUInt8ResourceElementsAttrGet(tensor(4, ui8), S("u8"), 4, u8),
      mlirUnmanagedDenseInt8ResourceElementsAttrGet(tensor(4, i8), S("s8"), 4, s8),
      mlirUnmanagedDenseUInt16ResourceElementsAttrGet(tensor(4, ui16), S("u16"), 4, u16),
      mlirUnmanagedDenseInt16ResourceElementsAttrGet(tensor(4, i16), S("s16"), 4, s16),
      mlirUnmanagedDenseUInt32ResourceElementsAttrGet(tensor(4, ui32), S("u32"), 4, u32),
      mlirUnmanagedDenseInt32ResourceElementsAttrGet(tensor(4, i32), S("s32"), 4, s32),
      mlirUnmanagedDenseUInt64ResourceElementsAttrGet(tensor(4, ui64), S("u64"), 4, u64),
      mlirUnmanagedDenseInt64ResourceElementsAttrGet(tensor(4, i64), S("s64"), 4, s64),
      mlirUnmanagedDenseFloatResourceElementsAttrGet(tensor(4, f32), S("f32"), 4, fl),
      mlirUnmanagedDenseDoubleResourceElementsAttrGet(tensor(4, f64), S("f64"), 4, db)};
  for (unsigned i = 0; i < sizeof(rs) / sizeof(*rs); ++i)
    show(rs[i]);
  // Bool resources hold the C ints; the getter reads their bytes.
  for (int i = 0; i < 16; ++i)
    printf("%d", mlirDenseBoolResourceElementsAttrGetValue(rs[0], i));
  printf("\n");
  for (int i = 0; i < 4; ++i)
    printf("%u %d %u %d %u %d %llu %lld %a %a\n", mlirDenseUInt8ResourceElementsAttrGetValue(rs[1], i),
           mlirDenseInt8ResourceElementsAttrGetValue(rs[2], i),
           mlirDenseUInt16ResourceElementsAttrGetValue(rs[3], i),
           mlirDenseInt16ResourceElementsAttrGetValue(rs[4], i),
           mlirDenseUInt32ResourceElementsAttrGetValue(rs[5], i),
           mlirDenseInt32ResourceElementsAttrGetValue(rs[6], i),
           (unsigned long long)mlirDenseUInt64ResourceElementsAttrGetValue(rs[7], i),
           (long long)mlirDenseInt64ResourceElementsAttrGetValue(rs[8], i),
           (double)mlirDenseFloatResourceElementsAttrGetValue(rs[9], i),
           mlirDenseDoubleResourceElementsAttrGetValue(rs[10], i));
  // The getters read the blob, whatever the element type was.
  printf("reinterpreted: %d %d\n", mlirDenseInt8ResourceElementsAttrGetValue(rs[6], 0),
         mlirDenseInt16ResourceElementsAttrGetValue(rs[1], 1));

  // Names that are not bare identifiers print quoted.
  static uint8_t data[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  MlirAttribute r1 = mlirUnmanagedDenseResourceElementsAttrGet(tensor(2, i32), S("raw name"), data, 8, 4,
                                                               false, deleter, "first");
  MlirAttribute r2 = mlirUnmanagedDenseResourceElementsAttrGet(tensor(8, i8), S("9lives"), data, 8, 1, true,
                                                               NULL, NULL);
  show(r1);
  show(r2);
  printf("values: %d %d %d\n", mlirDenseInt32ResourceElementsAttrGetValue(r1, 1),
         mlirDenseInt8ResourceElementsAttrGetValue(r2, 7),
         mlirDenseUInt16ResourceElementsAttrGetValue(r2, 3));
  show(mlirUnmanagedDenseResourceElementsAttrGet(tensor(2, i32), S("raw name"), data, 8, 8, false, NULL,
                                                 NULL));
  print_str(mlirDenseResourceElementsAttrGetName());

  // Inside an operation (not the top level: no resource section).
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirModule module = mlirModuleCreateEmpty(loc);
  MlirOperationState st = mlirOperationStateGet(S("foo.op"), loc);
  MlirNamedAttribute na[2] = {mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("a")), a),
                              mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("r")), r1)};
  mlirOperationStateAddAttributes(&st, 2, na);
  MlirOperation op = mlirOperationCreate(&st);
  mlirBlockAppendOwnedOperation(mlirModuleGetBody(module), op);
  print_op(op);
  mlirModuleDestroy(module);

  // The deleter runs when the context goes away, with the original data.
  printf("before destroy: %d\n", deleted);
  mlirContextDestroy(ctx);
  printf("after destroy: %d same-data=%d size=%zu align=%zu\n", deleted, deletedData == data,
         deletedSize, deletedAlign);

  // Several deleters run in upstream's order (its resource table's).
  MlirContext ctx2 = mlirContextCreate();
  const char *names[] = {"alpha", "beta", "gamma", "delta", "alpha", "epsilon", "z",
                         "a long resource name with spaces", "k0", "k1", "k2", "k3", "k4",
                         "k5", "k6", "k7", "k8", "k9", "k10", "k11"};
  for (unsigned i = 0; i < sizeof(names) / sizeof(*names); ++i) {
    MlirAttribute r = mlirUnmanagedDenseResourceElementsAttrGet(
        tensor(8, mlirIntegerTypeGet(ctx2, 8)), S(names[i]), data, 8, 1, false, deleter,
        (void *)names[i]);
    mlirAttributePrint(r, print_cb, NULL);
    printf("\n");
  }
  mlirContextDestroy(ctx2);
  printf("deleted: %d\n", deleted);
  return 0;
}
