// Dense resource names colliding: parsed unbound handles, unmanaged blobs
// under the same name (renamed with suffixes), module resource sections
// listing only bound blobs, parsed resources renamed around existing ones,
// and blob deleters at context destruction.
#include "diag_print.h"
#include <stdint.h>
static void del(void *u, const void *d, size_t s, size_t a) { (void)d; printf("deleter %s %zu %zu\n", (const char *)u, s, a); }
static MlirContext ctx;
static void module_with(int n, MlirAttribute *as) {
  MlirModule m = mlirModuleCreateEmpty(mlirLocationUnknownGet(ctx));
  MlirOperationState st = mlirOperationStateGet(S("t.op"), mlirLocationUnknownGet(ctx));
  MlirNamedAttribute nas[8];
  const char *names[8] = {"a", "b", "c", "d", "e", "f", "g", "h"};
  for (int i = 0; i < n; ++i) nas[i] = mlirNamedAttributeGet(mlirIdentifierGet(ctx, S(names[i])), as[i]);
  mlirOperationStateAddAttributes(&st, n, nas);
  mlirBlockAppendOwnedOperation(mlirModuleGetBody(m), mlirOperationCreate(&st));
  print_op(mlirModuleGetOperation(m));
  mlirModuleDestroy(m);
}
int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  ctx = diag_context(1);
  static int32_t d1[2] = {1, 2}, d2[2] = {3, 4}, d3[2] = {5, 6};
  MlirAttribute p = mlirAttributeParseGet(ctx, S("dense_resource<blob> : tensor<2xi32>"));
  print_attr(p);
  MlirAttribute u1 = mlirUnmanagedDenseResourceElementsAttrGet(mlirTypeParseGet(ctx, S("tensor<2xi32>")), S("blob"), d1, 8, 4, true, del, "u1");
  print_attr(u1);
  MlirAttribute u2 = mlirUnmanagedDenseResourceElementsAttrGet(mlirTypeParseGet(ctx, S("tensor<2xi32>")), S("blob"), d2, 8, 4, true, del, "u2");
  print_attr(u2);
  MlirAttribute u3 = mlirUnmanagedDenseResourceElementsAttrGet(mlirTypeParseGet(ctx, S("tensor<2xi32>")), S("blob_1"), d3, 8, 4, true, del, "u3");
  print_attr(u3);
  MlirAttribute p2 = mlirAttributeParseGet(ctx, S("dense_resource<blob_2> : tensor<2xi32>"));
  printf("eq %d %d %d\n", mlirAttributeEqual(p, u1), mlirAttributeEqual(u1, u2), mlirAttributeEqual(p, mlirAttributeParseGet(ctx, S("dense_resource<blob> : tensor<2xi32>"))));
  MlirAttribute all[5] = {p, u1, u2, u3, p2};
  module_with(5, all);
  module_with(1, &p);
  module_with(1, &u2);
  MlirModule pm = mlirModuleCreateParse(ctx, S("\"t.x\"() {a = dense_resource<blob> : tensor<2xi32>, b = dense_resource<blob_1> : tensor<2xi32>} : () -> ()\n{-#\n  dialect_resources: {\n    builtin: {\n      blob: \"0x040000000900000009000000\",\n      blob_1: \"0x04000000FFFFFFFF00000000\"\n    }\n  }\n#-}\n"));
  if (!mlirModuleIsNull(pm)) { print_op(mlirModuleGetOperation(pm)); mlirModuleDestroy(pm); }
  module_with(5, all);
  mlirContextDestroy(ctx);
  printf("done\n");
  return 0;
}
