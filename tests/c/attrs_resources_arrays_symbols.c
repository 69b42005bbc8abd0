// Dense resource elements from unmanaged blobs (with and without
// deleters, every typed getter), their module resource section (plain,
// elided, generic), parsed resources, dense arrays of every type including
// empty ones, nested symbol references, strided layouts, the elements
// interface and sparse elements.
#include "diag_print.h"
#include <stdint.h>
#include <stdlib.h>
static MlirContext ctx;
static MlirType T(const char *s) { return mlirTypeParseGet(ctx, S(s)); }
static MlirAttribute A(const char *s) { MlirAttribute a = mlirAttributeParseGet(ctx, S(s)); if (mlirAttributeIsNull(a)) printf("<null parse %s>\n", s); return a; }
static void del(void *u, const void *data, size_t size, size_t align) { (void)data; printf("deleter %s size=%zu align=%zu\n", (const char *)u, size, align); }
static void show(MlirAttribute a) { if (mlirAttributeIsNull(a)) { printf("<null>\n"); return; } print_attr(a); }
int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  ctx = diag_context(1);
  static int32_t i32d[4] = {1, 2, 3, -4};
  static uint8_t bd[3] = {1, 0, 1};
  static double dd[2] = {1.5, -0.0};
  static int8_t i8d[5] = {1, 2, 3, 4, 5};
  static uint16_t u16d[2] = {65535, 1};
  MlirAttribute r1 = mlirUnmanagedDenseResourceElementsAttrGet(T("tensor<4xi32>"), S("blob"), i32d, sizeof(i32d), 4, true, del, "r1");
  MlirAttribute r2 = mlirUnmanagedDenseResourceElementsAttrGet(T("tensor<4xi32>"), S("blob"), i32d, sizeof(i32d), 4, false, del, "r2");
  MlirAttribute r3 = mlirUnmanagedDenseBoolResourceElementsAttrGet(T("tensor<3xi1>"), S("b\"ool"), 3, (const int *)(int[]){1, 0, 1});
  (void)bd;
  MlirAttribute r4 = mlirUnmanagedDenseDoubleResourceElementsAttrGet(T("tensor<2xf64>"), S("dbl"), 2, dd);
  MlirAttribute r5 = mlirUnmanagedDenseInt8ResourceElementsAttrGet(T("tensor<5xi8>"), S("i8"), 5, i8d);
  MlirAttribute r6 = mlirUnmanagedDenseUInt16ResourceElementsAttrGet(T("tensor<2xui16>"), S(""), 2, u16d);
  MlirAttribute r7 = mlirUnmanagedDenseInt32ResourceElementsAttrGet(T("tensor<4xi32>"), S("blob"), 4, i32d);
  MlirAttribute r8 = mlirUnmanagedDenseResourceElementsAttrGet(T("tensor<4xi32>"), S("nodel"), i32d, sizeof(i32d), 4, true, NULL, NULL);
  MlirAttribute r9 = mlirUnmanagedDenseResourceElementsAttrGet(T("tensor<0xi32>"), S("empty"), i32d, 0, 4, true, del, "r9");
  MlirAttribute rs[] = {r1, r2, r3, r4, r5, r6, r7, r8, r9};
  for (unsigned i = 0; i < sizeof(rs)/sizeof(*rs); ++i) {
    show(rs[i]);
    if (mlirAttributeIsNull(rs[i])) continue;
    printf("  isRes=%d isElems=%d name=", mlirAttributeIsADenseResourceElements(rs[i]), mlirAttributeIsAElements(rs[i]));
    printf("\n");
  }
  printf("%d %d\n", mlirDenseInt32ResourceElementsAttrGetValue(r1, 3), mlirDenseInt32ResourceElementsAttrGetValue(r7, 0));
  printf("%d %g %d %u\n", mlirDenseBoolResourceElementsAttrGetValue(r3, 2), mlirDenseDoubleResourceElementsAttrGetValue(r4, 0), mlirDenseInt8ResourceElementsAttrGetValue(r5, 4), mlirDenseUInt16ResourceElementsAttrGetValue(r6, 0));
  // op holding them, printed as module with resource section
  MlirModule m = mlirModuleCreateEmpty(mlirLocationUnknownGet(ctx));
  MlirOperationState st = mlirOperationStateGet(S("t.op"), mlirLocationUnknownGet(ctx));
  MlirNamedAttribute nas[9];
  const char *names[9] = {"a", "b", "c", "d", "e", "f", "g", "h", "i"};
  int k = 0;
  for (unsigned i = 0; i < 9; ++i) if (!mlirAttributeIsNull(rs[i])) nas[k++] = mlirNamedAttributeGet(mlirIdentifierGet(ctx, S(names[i])), rs[i]);
  mlirOperationStateAddAttributes(&st, k, nas);
  mlirBlockAppendOwnedOperation(mlirModuleGetBody(m), mlirOperationCreate(&st));
  print_op(mlirModuleGetOperation(m));
  MlirOpPrintingFlags f = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsElideLargeResourceString(f, 4);
  mlirOperationPrintWithFlags(mlirModuleGetOperation(m), f, print_cb, NULL); printf("\n");
  mlirOpPrintingFlagsDestroy(f);
  f = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsPrintGenericOpForm(f);
  mlirOperationPrintWithFlags(mlirModuleGetOperation(m), f, print_cb, NULL); printf("\n");
  mlirOpPrintingFlagsDestroy(f);
  // print just the op (not the module)
  print_op(mlirBlockGetFirstOperation(mlirModuleGetBody(m)));
  mlirModuleDestroy(m);
  // parsed resources in module
  MlirModule pm = mlirModuleCreateParse(ctx, S("\"t.x\"() {a = dense_resource<r> : tensor<2xi16>, b = dense_resource<__elided__> : tensor<2xi8>, c = dense_resource<nope> : tensor<1xi8>} : () -> ()\n{-#\n  dialect_resources: {\n    builtin: {\n      r: \"0x02000000FFFF0100\"\n    }\n  }\n#-}\n"));
  if (!mlirModuleIsNull(pm)) { print_op(mlirModuleGetOperation(pm)); MlirOperation o = mlirBlockGetFirstOperation(mlirModuleGetBody(pm)); MlirAttribute ra = mlirOperationGetAttributeByName(o, S("a")); printf("%d %d\n", mlirDenseInt16ResourceElementsAttrGetValue(ra, 0), mlirDenseInt16ResourceElementsAttrGetValue(ra, 1)); mlirModuleDestroy(pm); }
  // dense arrays
  show(mlirDenseBoolArrayGet(ctx, 0, NULL));
  show(mlirDenseI8ArrayGet(ctx, 0, NULL));
  show(mlirDenseF64ArrayGet(ctx, 0, NULL));
  show(mlirDenseBoolArrayGet(ctx, 3, (int[]){1, 0, 7}));
  show(mlirDenseI16ArrayGet(ctx, 2, (int16_t[]){-32768, 32767}));
  show(mlirDenseF32ArrayGet(ctx, 4, (float[]){1.0f / 0.0f, -0.0f, 1e-45f, 0.1f}));
  show(mlirDenseF64ArrayGet(ctx, 3, (double[]){1e300, 2.5e-308, 123456789.0}));
  MlirAttribute da = mlirDenseI64ArrayGet(ctx, 2, (int64_t[]){INT64_MIN, 5});
  printf("%lld %ld %d\n", (long long)mlirDenseI64ArrayGetElement(da, 0), (long)mlirDenseArrayGetNumElements(da), mlirAttributeIsADenseI64Array(da));
  print_type(mlirAttributeGetType(da));
  print_type(mlirAttributeGetType(mlirDenseBoolArrayGet(ctx, 0, NULL)));
  show(A("array<i1>")); show(A("array<f32>")); show(A("array<i32: -0>")); show(A("array<f32: 0x7FC00000, 1>")); show(A("array<i1: 1, 0>"));
  // symbol refs
  MlirAttribute nest[2] = {mlirFlatSymbolRefAttrGet(ctx, S("b")), mlirFlatSymbolRefAttrGet(ctx, S("c d"))};
  MlirAttribute sr = mlirSymbolRefAttrGet(ctx, S("a"), 2, nest);
  show(sr); printf("%ld flat=%d\n", (long)mlirSymbolRefAttrGetNumNestedReferences(sr), mlirAttributeIsAFlatSymbolRef(sr));
  print_str(mlirSymbolRefAttrGetRootReference(sr)); print_str(mlirSymbolRefAttrGetLeafReference(sr)); show(mlirSymbolRefAttrGetNestedReference(sr, 1));
  MlirAttribute sr0 = mlirSymbolRefAttrGet(ctx, S("solo"), 0, NULL);
  show(sr0); printf("flat=%d eq=%d\n", mlirAttributeIsAFlatSymbolRef(sr0), mlirAttributeEqual(sr0, mlirFlatSymbolRefAttrGet(ctx, S("solo"))));
  show(mlirFlatSymbolRefAttrGet(ctx, S(""))); show(mlirFlatSymbolRefAttrGet(ctx, S("9x"))); show(mlirFlatSymbolRefAttrGet(ctx, S("a.b$c_1")));show(mlirFlatSymbolRefAttrGet(ctx, S("\"q\"")));show(mlirFlatSymbolRefAttrGet(ctx, S("\xc3\xa9")));
  print_type(mlirAttributeGetType(sr));
  show(A("@a::@\"b c\"::@d"));
  // strided
  MlirAttribute sl = mlirStridedLayoutAttrGet(ctx, mlirShapedTypeGetDynamicStrideOrOffset(), 3, (int64_t[]){mlirShapedTypeGetDynamicStrideOrOffset(), 0, -2});
  show(sl); printf("%lld %ld %lld\n", (long long)mlirStridedLayoutAttrGetOffset(sl), (long)mlirStridedLayoutAttrGetNumStrides(sl), (long long)mlirStridedLayoutAttrGetStride(sl, 0));
  show(mlirStridedLayoutAttrGet(ctx, 0, 0, NULL));
  // elements interface
  MlirAttribute de = A("dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>");
  uint64_t idx[2] = {1, 0}, bad[2] = {2, 0};
  printf("%d %d %lld\n", mlirElementsAttrIsValidIndex(de, 2, idx), mlirElementsAttrIsValidIndex(de, 2, bad), (long long)mlirElementsAttrGetNumElements(de));
  show(mlirElementsAttrGetValue(de, 2, idx));
  MlirAttribute sp = A("sparse<[[0, 1], [1, 0]], [7, 8]> : tensor<2x2xi32>");
  show(mlirElementsAttrGetValue(sp, 2, idx)); show(mlirElementsAttrGetValue(sp, 2, (uint64_t[]){0, 0}));
  show(mlirSparseElementsAttrGetIndices(sp)); show(mlirSparseElementsAttrGetValues(sp));
  show(mlirSparseElementsAttribute(T("tensor<3xf32>"), A("dense<[[0], [2]]> : tensor<2x1xi64>"), A("dense<[1.0, 2.0]> : tensor<2xf32>")));
  show(mlirSparseElementsAttribute(T("tensor<3xf32>"), A("dense<> : tensor<0x1xi64>"), A("dense<> : tensor<0xf32>")));
  show(mlirElementsAttrGetValue(A("dense<[true, false]> : tensor<2xi1>"), 1, (uint64_t[]){1}));
  show(mlirElementsAttrGetValue(A("dense<[\"a\", \"b\"]> : tensor<2x!t.s>"), 1, (uint64_t[]){1}));
  show(mlirElementsAttrGetValue(A("dense<[(1.0, 2.0)]> : tensor<1xcomplex<f32>>"), 1, (uint64_t[]){0}));
  mlirContextDestroy(ctx);
  printf("done\n");
  return 0;
}
