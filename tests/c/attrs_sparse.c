// Sparse elements (values at indices, zero elsewhere, for every element
// kind) through the elements interface, and the elided printing of large
// elements attributes under printing flags. (Dense resources print a
// resource section after a top-level operation, which the operation
// printer owns; they are left out here.)
#include <math.h>
#include <stdint.h>

#include "common.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static MlirContext ctx;

static MlirType tensor(int rank, const int64_t *shape, MlirType elem) {
  return mlirRankedTensorTypeGet(rank, shape, elem, mlirAttributeGetNull());
}

static void dump(MlirAttribute sp) {
  mlirAttributePrint(sp, print_cb, NULL);
  printf("  sparse=%d elements=%d dense=%d typeid=%d n=%lld\n", mlirAttributeIsASparseElements(sp),
         mlirAttributeIsAElements(sp), mlirAttributeIsADenseElements(sp),
         mlirTypeIDEqual(mlirAttributeGetTypeID(sp), mlirSparseElementsAttrGetTypeID()),
         (long long)mlirElementsAttrGetNumElements(sp));
  MlirType t = mlirAttributeGetType(sp);
  int64_t rank = mlirShapedTypeGetRank(t);
  int64_t n = mlirElementsAttrGetNumElements(sp);
  for (int64_t k = 0; k < n; ++k) {
    uint64_t idx[3] = {0, 0, 0};
    int64_t rest = k;
    for (int64_t d = rank - 1; d >= 0; --d) {
      idx[d] = (uint64_t)(rest % mlirShapedTypeGetDimSize(t, d));
      rest /= mlirShapedTypeGetDimSize(t, d);
    }
    printf("  [%lld] ", (long long)k);
    print_attr(mlirElementsAttrGetValue(sp, rank, idx));
  }
}

int main(void) {
  ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  MlirType i64 = mlirIntegerTypeGet(ctx, 64), i32 = mlirIntegerTypeGet(ctx, 32);
  MlirType f32 = mlirF32TypeGet(ctx), f16 = mlirF16TypeGet(ctx), i1 = mlirIntegerTypeGet(ctx, 1);
  int64_t s22[] = {2, 2}, s33[] = {3, 3}, s2[] = {2}, s3[] = {3}, s32[] = {3, 2}, s02[] = {0, 2};
  int64_t s12[] = {1, 2}, s0[] = {0};

  int64_t ix[6] = {0, 1, 1, 0, 2, 2};
  MlirAttribute idx2 = mlirDenseElementsAttrInt64Get(tensor(2, s22, i64), 4, ix);
  MlirAttribute idx3 = mlirDenseElementsAttrInt64Get(tensor(2, s32, i64), 6, ix);
  float fv[3] = {1.5f, -2.5f, NAN};
  MlirAttribute sp = mlirSparseElementsAttribute(
      tensor(2, s22, f32), idx2, mlirDenseElementsAttrFloatGet(tensor(1, s2, f32), 2, fv));
  dump(sp);
  print_attr(mlirSparseElementsAttrGetIndices(sp));
  print_attr(mlirSparseElementsAttrGetValues(sp));

  int32_t iv[3] = {7, -8, 9};
  dump(mlirSparseElementsAttribute(tensor(2, s33, i32), idx3,
                                   mlirDenseElementsAttrInt32Get(tensor(1, s3, i32), 3, iv)));
  int bv[3] = {1, 0, 1};
  dump(mlirSparseElementsAttribute(tensor(2, s33, i1), idx3,
                                   mlirDenseElementsAttrBoolGet(tensor(1, s3, i1), 3, bv)));
  uint16_t hv[3] = {0x3c00, 0xc000, 0x7c00};
  dump(mlirSparseElementsAttribute(tensor(2, s33, f16), idx3,
                                   mlirDenseElementsAttrFloat16Get(tensor(1, s3, f16), 3, hv)));
  // Splat indices and values.
  int64_t one = 1;
  dump(mlirSparseElementsAttribute(tensor(2, s33, i32), mlirDenseElementsAttrInt64Get(tensor(2, s12, i64), 1, &one),
                                   mlirDenseElementsAttrInt32Get(tensor(1, s2, i32), 1, iv)));
  // Complex and string values.
  MlirType cf = mlirComplexTypeGet(f32);
  MlirAttribute p[2] = {mlirFloatAttrDoubleGet(ctx, f32, 1), mlirFloatAttrDoubleGet(ctx, f32, 2)};
  MlirAttribute pair = mlirArrayAttrGet(ctx, 2, p);
  dump(mlirSparseElementsAttribute(tensor(1, s3, cf), mlirDenseElementsAttrInt64Get(tensor(2, (int64_t[]){1, 1}, i64), 1, ix + 1),
                                   mlirDenseElementsAttrGet(tensor(1, (int64_t[]){1}, cf), 1, &pair)));
  MlirType strTy = mlirOpaqueTypeGet(ctx, S("foo"), S("s"));
  MlirStringRef strs[2] = {S("x"), S("y\"z")};
  dump(mlirSparseElementsAttribute(tensor(2, s22, strTy), idx2,
                                   mlirDenseElementsAttrStringGet(tensor(1, s2, strTy), 2, strs)));
  // No values at all.
  MlirAttribute none = mlirSparseElementsAttribute(
      tensor(2, s22, f32), mlirDenseElementsAttrInt64Get(tensor(2, s02, i64), 0, ix),
      mlirDenseElementsAttrFloatGet(tensor(1, s0, f32), 0, fv));
  dump(none);

  // Elision: elements attributes with more elements than the limit print as
  // `dense_resource<__elided__>` (splats never do).
  int32_t big[12];
  for (int i = 0; i < 12; ++i)
    big[i] = i;
  int64_t s34[] = {3, 4};
  MlirStringRef many[12];
  for (int i = 0; i < 12; ++i)
    many[i] = S(i % 2 ? "odd" : "even");
  MlirAttribute attrs[] = {
      mlirDenseElementsAttrInt32Get(tensor(2, s34, i32), 12, big),
      mlirDenseElementsAttrInt32SplatGet(tensor(2, s34, i32), 4),
      mlirDenseElementsAttrInt32Get(tensor(1, s3, i32), 3, big),
      mlirDenseElementsAttrStringGet(tensor(2, s34, strTy), 12, many),
      sp,
      mlirSparseElementsAttribute(tensor(2, s33, i32), idx3,
                                  mlirDenseElementsAttrInt32Get(tensor(1, s3, i32), 3, iv)),
      mlirDenseI32ArrayGet(ctx, 12, big)};
  const char *names[] = {"a", "b", "c", "d", "e", "f", "g"};
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirOperationState st = mlirOperationStateGet(S("foo.op"), loc);
  for (int i = 0; i < 7; ++i) {
    MlirNamedAttribute na = mlirNamedAttributeGet(mlirIdentifierGet(ctx, S(names[i])), attrs[i]);
    mlirOperationStateAddAttributes(&st, 1, &na);
  }
  MlirOperation op = mlirOperationCreate(&st);
  int64_t limits[] = {100, 12, 11, 3, 2, 0};
  for (unsigned i = 0; i < sizeof(limits) / sizeof(*limits); ++i) {
    MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
    mlirOpPrintingFlagsElideLargeElementsAttrs(flags, limits[i]);
    printf("limit %lld: ", (long long)limits[i]);
    mlirOperationPrintWithFlags(op, flags, print_cb, NULL);
    printf("\n");
    mlirOpPrintingFlagsDestroy(flags);
  }
  print_op(op);
  mlirOperationDestroy(op);
  mlirContextDestroy(ctx);
  return 0;
}
