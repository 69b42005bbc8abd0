// Unmanaged dense resources with every alignment (the blob's alignment
// prefix in the resource section), mutable and immutable, typed helpers
// (u64, f32, i16, bool) and their element getters; deleters run with the
// module's context.
#include "diag_print.h"
#include <stdint.h>
static void del(void *u, const void *d, size_t s, size_t a) { (void)d; printf("deleter %s %zu %zu\n", (const char *)u, s, a); }
int main(void) {
  MlirContext ctx = diag_context(1);
  static _Alignas(64) uint8_t data[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
  size_t aligns[] = {1, 2, 4, 8, 16, 64};
  const char *names[] = {"a1", "a2", "a4", "a8", "a16", "a64"};
  MlirModule m = mlirModuleCreateEmpty(mlirLocationUnknownGet(ctx));
  MlirOperationState st = mlirOperationStateGet(S("t.op"), mlirLocationUnknownGet(ctx));
  MlirNamedAttribute nas[12];
  int k = 0;
  for (int i = 0; i < 6; ++i) {
    MlirAttribute a = mlirUnmanagedDenseResourceElementsAttrGet(mlirTypeParseGet(ctx, S("tensor<16xi8>")), S(names[i]), data, 16, aligns[i], i % 2, del, (void *)names[i]);
    nas[k++] = mlirNamedAttributeGet(mlirIdentifierGet(ctx, S(names[i])), a);
  }
  nas[k++] = mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("u64")), mlirUnmanagedDenseUInt64ResourceElementsAttrGet(mlirTypeParseGet(ctx, S("tensor<2xui64>")), S("u64"), 2, (const uint64_t *)data));
  nas[k++] = mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("f32")), mlirUnmanagedDenseFloatResourceElementsAttrGet(mlirTypeParseGet(ctx, S("tensor<4xf32>")), S("f32"), 4, (const float *)data));
  nas[k++] = mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("i16")), mlirUnmanagedDenseInt16ResourceElementsAttrGet(mlirTypeParseGet(ctx, S("tensor<8xi16>")), S("i16"), 8, (const int16_t *)data));
  nas[k++] = mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("b")), mlirUnmanagedDenseBoolResourceElementsAttrGet(mlirTypeParseGet(ctx, S("tensor<4xi1>")), S("b"), 4, (const int[]){1, 0, 0, 1}));
  mlirOperationStateAddAttributes(&st, k, nas);
  mlirBlockAppendOwnedOperation(mlirModuleGetBody(m), mlirOperationCreate(&st));
  print_op(mlirModuleGetOperation(m));
  MlirAttribute bb = nas[k - 1].attribute;
  printf("%d %d %d %d\n", mlirDenseBoolResourceElementsAttrGetValue(bb, 0), mlirDenseBoolResourceElementsAttrGetValue(bb, 1), mlirDenseBoolResourceElementsAttrGetValue(bb, 2), mlirDenseBoolResourceElementsAttrGetValue(bb, 3));
  printf("%g %d %llu\n", mlirDenseFloatResourceElementsAttrGetValue(nas[k - 3].attribute, 1), mlirDenseInt16ResourceElementsAttrGetValue(nas[k - 2].attribute, 7), (unsigned long long)mlirDenseUInt64ResourceElementsAttrGetValue(nas[k - 4].attribute, 1));
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  return 0;
}
