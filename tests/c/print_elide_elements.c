// mlirOpPrintingFlagsElideLargeElementsAttrs at several limits on every
// elements-like attribute kind (dense ints/floats/bools/strings/complex,
// splats, sparse, resources, arrays), custom and generic forms.
#include "diag_print.h"
static MlirContext ctx;
int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  ctx = diag_context(1);
  const char *attrs[] = {"dense<[1, 2, 3, 4]> : tensor<4xi32>", "dense<5> : tensor<100xi32>", "dense<[true, false, true]> : tensor<3xi1>", "dense<[\"a\", \"b\", \"c\"]> : tensor<3x!t.s>", "dense<\"z\"> : tensor<30x!t.s>",
    "sparse<[[0], [1], [2]], [1, 2, 3]> : tensor<5xi32>", "sparse<[[0]], 9> : tensor<5xi32>", "array<i32: 1, 2, 3, 4, 5>", "[1, 2, 3, 4, 5]", "dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>", "dense<[1.0, 2.0, 3.0]> : tensor<3xf32>",
    "dense<[1, 2]> : tensor<2xi32>", "dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>", "dense<> : tensor<0xi32>", "dense<1> : tensor<i32>", "\"a long string attribute\"", "dense_resource<r> : tensor<3xi32>", "dense<[1, 2, 3]> : vector<3xindex>"};
  MlirModule m = mlirModuleCreateEmpty(mlirLocationUnknownGet(ctx));
  MlirOperationState st = mlirOperationStateGet(S("t.op"), mlirLocationUnknownGet(ctx));
  MlirNamedAttribute nas[32];
  int k = 0;
  for (unsigned i = 0; i < sizeof(attrs)/sizeof(*attrs); ++i) {
    MlirAttribute a = mlirAttributeParseGet(ctx, S(attrs[i]));
    if (mlirAttributeIsNull(a)) { printf("null %s\n", attrs[i]); continue; }
    char nm[8]; snprintf(nm, sizeof nm, "a%u", i);
    nas[k++] = mlirNamedAttributeGet(mlirIdentifierGet(ctx, S(nm)), a);
  }
  mlirOperationStateAddAttributes(&st, k, nas);
  mlirBlockAppendOwnedOperation(mlirModuleGetBody(m), mlirOperationCreate(&st));
  long limits[] = {0, 1, 2, 3, 4, 100};
  for (unsigned i = 0; i < sizeof(limits)/sizeof(*limits); ++i) {
    MlirOpPrintingFlags f = mlirOpPrintingFlagsCreate();
    mlirOpPrintingFlagsElideLargeElementsAttrs(f, limits[i]);
    printf("limit %ld:\n", limits[i]);
    mlirOperationPrintWithFlags(mlirModuleGetOperation(m), f, print_cb, NULL); printf("\n");
    mlirOpPrintingFlagsPrintGenericOpForm(f);
    mlirOperationPrintWithFlags(mlirModuleGetOperation(m), f, print_cb, NULL); printf("\n");
    mlirOpPrintingFlagsDestroy(f);
  }
  MlirOpPrintingFlags f = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsElideLargeElementsAttrs(f, 2);
  mlirOpPrintingFlagsElideLargeResourceString(f, 0);
  mlirOperationPrintWithFlags(mlirModuleGetOperation(m), f, print_cb, NULL); printf("\n");
  mlirOpPrintingFlagsDestroy(f);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  return 0;
}
