// The hex form of dense elements at and past 100 elements for every
// element kind (bit-packed i1, i4, f16, index, complex, i17, vector, 2-d)
// and eliding them in an op; large splats and string elements.
#include "diag_print.h"
#include <stdint.h>
static MlirContext ctx;
static MlirType T(const char *s) { return mlirTypeParseGet(ctx, S(s)); }
int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  ctx = diag_context(1);
  static uint8_t buf[4096];
  for (int i = 0; i < 4096; ++i) buf[i] = (uint8_t)(i * 7 + 1);
  const char *tys[] = {"tensor<100xi8>", "tensor<101xi8>", "tensor<10x10xi8>", "tensor<10x11xi8>", "tensor<101xi1>", "tensor<200xi1>", "tensor<101xi4>", "tensor<101xf16>", "tensor<101xbf16>", "tensor<101xindex>", "tensor<101xcomplex<i8>>", "tensor<51xcomplex<f32>>", "tensor<101xi17>", "tensor<101xf8E4M3FN>", "vector<101xi8>", "tensor<1x101xi8>", "tensor<101xui8>", "tensor<101xsi8>", "tensor<101xi128>", "tensor<101xf64>"};
  for (unsigned i = 0; i < sizeof(tys)/sizeof(*tys); ++i) {
    MlirType t = T(tys[i]);
    int64_t n = 1; for (intptr_t d = 0; d < mlirShapedTypeGetRank(t); ++d) n *= mlirShapedTypeGetDimSize(t, d);
    MlirType et = mlirShapedTypeGetElementType(t);
    size_t w = mlirTypeIsAIndex(et) ? 64 : mlirTypeIsAInteger(et) ? mlirIntegerTypeGetWidth(et) : mlirTypeIsAFloat(et) ? mlirFloatTypeGetWidth(et) : 64;
    size_t bytes = w == 1 ? (size_t)(n + 7) / 8 : (size_t)n * ((w + 7) / 8);
    MlirAttribute a = mlirDenseElementsAttrRawBufferGet(t, bytes, buf);
    printf("%s: ", tys[i]);
    if (mlirAttributeIsNull(a)) { printf("<null>\n"); continue; }
    print_attr(a);
    // and the same values parsed back from the printed text
    MlirOperationState st = mlirOperationStateGet(S("t.op"), mlirLocationUnknownGet(ctx));
    MlirNamedAttribute na = mlirNamedAttributeGet(mlirIdentifierGet(ctx, S("v")), a);
    mlirOperationStateAddAttributes(&st, 1, &na);
    MlirOperation op = mlirOperationCreate(&st);
    MlirOpPrintingFlags f = mlirOpPrintingFlagsCreate();
    mlirOpPrintingFlagsElideLargeElementsAttrs(f, 100);
    mlirOperationPrintWithFlags(op, f, print_cb, NULL); printf("\n");
    mlirOpPrintingFlagsDestroy(f);
    mlirOperationDestroy(op);
  }
  // splat large
  print_attr(mlirDenseElementsAttrInt32SplatGet(T("tensor<1000xi32>"), 3));
  // strings large
  MlirStringRef ss[101]; for (int i = 0; i < 101; ++i) ss[i] = S(i % 2 ? "x" : "y");
  print_attr(mlirDenseElementsAttrStringGet(T("tensor<101x!t.s>"), 101, ss));
  mlirContextDestroy(ctx);
  return 0;
}
