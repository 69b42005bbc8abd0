// Every builtin type kind parsed and built: the IsA queries, TypeID
// equalities, float widths and dialects of each.
#include "diag_print.h"
int main(void) {
  MlirContext ctx = diag_context(1);
  const char *types[] = {"bf16", "f16", "f32", "f64", "tf32", "f80", "f128", "f8E4M3FN", "f8E5M2", "f8E4M3FNUZ", "f8E5M2FNUZ", "f8E4M3B11FNUZ", "f8E3M4", "f8E4M3", "f8E8M0FNU", "f4E2M1FN", "f6E2M3FN", "f6E3M2FN", "i1", "si8", "ui64", "index", "none", "complex<f32>", "complex<i8>", "() -> ()", "(i32) -> (f32, i1)", "tuple<>", "tuple<i32, f32>", "vector<2xf32>", "vector<[2]xf32>", "tensor<2xf32>", "tensor<*xf32>", "tensor<2xf32, \"e\">", "memref<2xf32>", "memref<*xf32>", "memref<2xf32, 1>", "!t.x", "!t<\"y\">", "opaque<\"t\", \"z\">"};
  for (unsigned i = 0; i < sizeof(types)/sizeof(*types); ++i) {
    MlirType a = mlirTypeParseGet(ctx, S(types[i]));
    printf("%s: ", types[i]);
    if (mlirTypeIsNull(a)) { printf("<null>\n"); continue; }
    mlirTypePrint(a, print_cb, NULL);
    if (mlirTypeIsABF16(a)) printf(" BF16");
    if (mlirTypeIsAComplex(a)) printf(" Complex");
    if (mlirTypeIsAF16(a)) printf(" F16");
    if (mlirTypeIsAF32(a)) printf(" F32");
    if (mlirTypeIsAF64(a)) printf(" F64");
    if (mlirTypeIsAFloat(a)) printf(" Float");
    if (mlirTypeIsAFloat4E2M1FN(a)) printf(" Float4E2M1FN");
    if (mlirTypeIsAFloat6E2M3FN(a)) printf(" Float6E2M3FN");
    if (mlirTypeIsAFloat6E3M2FN(a)) printf(" Float6E3M2FN");
    if (mlirTypeIsAFloat8E3M4(a)) printf(" Float8E3M4");
    if (mlirTypeIsAFloat8E4M3(a)) printf(" Float8E4M3");
    if (mlirTypeIsAFloat8E4M3B11FNUZ(a)) printf(" Float8E4M3B11FNUZ");
    if (mlirTypeIsAFloat8E4M3FN(a)) printf(" Float8E4M3FN");
    if (mlirTypeIsAFloat8E4M3FNUZ(a)) printf(" Float8E4M3FNUZ");
    if (mlirTypeIsAFloat8E5M2(a)) printf(" Float8E5M2");
    if (mlirTypeIsAFloat8E5M2FNUZ(a)) printf(" Float8E5M2FNUZ");
    if (mlirTypeIsAFloat8E8M0FNU(a)) printf(" Float8E8M0FNU");
    if (mlirTypeIsAFunction(a)) printf(" Function");
    if (mlirTypeIsAIndex(a)) printf(" Index");
    if (mlirTypeIsAInteger(a)) printf(" Integer");
    if (mlirTypeIsAMemRef(a)) printf(" MemRef");
    if (mlirTypeIsANone(a)) printf(" None");
    if (mlirTypeIsAOpaque(a)) printf(" Opaque");
    if (mlirTypeIsARankedTensor(a)) printf(" RankedTensor");
    if (mlirTypeIsAShaped(a)) printf(" Shaped");
    if (mlirTypeIsATF32(a)) printf(" TF32");
    if (mlirTypeIsATensor(a)) printf(" Tensor");
    if (mlirTypeIsATuple(a)) printf(" Tuple");
    if (mlirTypeIsAUnrankedMemRef(a)) printf(" UnrankedMemRef");
    if (mlirTypeIsAUnrankedTensor(a)) printf(" UnrankedTensor");
    if (mlirTypeIsAVector(a)) printf(" Vector");
    if (mlirTypeIDEqual(mlirTypeGetTypeID(a), mlirBFloat16TypeGetTypeID())) printf(" tid=BFloat16Type");
    if (mlirTypeIDEqual(mlirTypeGetTypeID(a), mlirComplexTypeGetTypeID())) printf(" tid=ComplexType");
    if (mlirTypeIDEqual(mlirTypeGetTypeID(a), mlirFloat16TypeGetTypeID())) printf(" tid=Float16Type");
    if (mlirTypeIDEqual(mlirTypeGetTypeID(a), mlirFloat32TypeGetTypeID())) printf(" tid=Float32Type");
    if (mlirTypeIDEqual(mlirTypeGetTypeID(a), mlirFloat64TypeGetTypeID())) printf(" tid=Float64Type");
    if (mlirTypeIDEqual(mlirTypeGetTypeID(a), mlirFloat4E2M1FNTypeGetTypeID())) printf(" tid=Float4E2M1FNType");
    if (mlirTypeIDEqual(mlirTypeGetTypeID(a), mlirFloat6E2M3FNTypeGetTypeID())) printf(" tid=Float6E2M3FNType");
    if (mlirTypeIDEqual(mlirTypeGetTypeID(a), mlirFloat6E3M2FNTypeGetTypeID())) printf(" tid=Float6E3M2FNType");
    if (mlirTypeIDEqual(mlirTypeGetTypeID(a), mlirFloat8E3M4TypeGetTypeID())) printf(" tid=Float8E3M4Type");
    if (mlirTypeIDEqual(mlirTypeGetTypeID(a), mlirFloat8E4M3B11FNUZTypeGetTypeID())) printf(" tid=Float8E4M3B11FNUZType");
    if (mlirTypeIDEqual(mlirTypeGetTypeID(a), mlirFloat8E4M3FNTypeGetTypeID())) printf(" tid=Float8E4M3FNType");
    if (mlirTypeIDEqual(mlirTypeGetTypeID(a), mlirFloat8E4M3FNUZTypeGetTypeID())) printf(" tid=Float8E4M3FNUZType");
    if (mlirTypeIDEqual(mlirTypeGetTypeID(a), mlirFloat8E4M3TypeGetTypeID())) printf(" tid=Float8E4M3Type");
    if (mlirTypeIDEqual(mlirTypeGetTypeID(a), mlirFloat8E5M2FNUZTypeGetTypeID())) printf(" tid=Float8E5M2FNUZType");
    if (mlirTypeIDEqual(mlirTypeGetTypeID(a), mlirFloat8E5M2TypeGetTypeID())) printf(" tid=Float8E5M2Type");
    if (mlirTypeIDEqual(mlirTypeGetTypeID(a), mlirFloat8E8M0FNUTypeGetTypeID())) printf(" tid=Float8E8M0FNUType");
    if (mlirTypeIDEqual(mlirTypeGetTypeID(a), mlirFloatTF32TypeGetTypeID())) printf(" tid=FloatTF32Type");
    if (mlirTypeIDEqual(mlirTypeGetTypeID(a), mlirFunctionTypeGetTypeID())) printf(" tid=FunctionType");
    if (mlirTypeIDEqual(mlirTypeGetTypeID(a), mlirIndexTypeGetTypeID())) printf(" tid=IndexType");
    if (mlirTypeIDEqual(mlirTypeGetTypeID(a), mlirIntegerTypeGetTypeID())) printf(" tid=IntegerType");
    if (mlirTypeIDEqual(mlirTypeGetTypeID(a), mlirMemRefTypeGetTypeID())) printf(" tid=MemRefType");
    if (mlirTypeIDEqual(mlirTypeGetTypeID(a), mlirNoneTypeGetTypeID())) printf(" tid=NoneType");
    if (mlirTypeIDEqual(mlirTypeGetTypeID(a), mlirOpaqueTypeGetTypeID())) printf(" tid=OpaqueType");
    if (mlirTypeIDEqual(mlirTypeGetTypeID(a), mlirRankedTensorTypeGetTypeID())) printf(" tid=RankedTensorType");
    if (mlirTypeIDEqual(mlirTypeGetTypeID(a), mlirTupleTypeGetTypeID())) printf(" tid=TupleType");
    if (mlirTypeIDEqual(mlirTypeGetTypeID(a), mlirUnrankedMemRefTypeGetTypeID())) printf(" tid=UnrankedMemRefType");
    if (mlirTypeIDEqual(mlirTypeGetTypeID(a), mlirUnrankedTensorTypeGetTypeID())) printf(" tid=UnrankedTensorType");
    if (mlirTypeIDEqual(mlirTypeGetTypeID(a), mlirVectorTypeGetTypeID())) printf(" tid=VectorType");
    if (mlirTypeIsAFloat(a)) printf(" width=%u", mlirFloatTypeGetWidth(a));
    MlirDialect d = mlirTypeGetDialect(a);
    printf(" dialect=");
    if (mlirDialectIsNull(d)) printf("null"); else { MlirStringRef ns = mlirDialectGetNamespace(d); fwrite(ns.data, 1, ns.length, stdout); }
    printf("\n");
  }
  MlirType built[] = {mlirBF16TypeGet(ctx), mlirF16TypeGet(ctx), mlirF32TypeGet(ctx), mlirF64TypeGet(ctx), mlirTF32TypeGet(ctx), mlirFloat8E4M3FNTypeGet(ctx), mlirFloat8E5M2TypeGet(ctx), mlirFloat8E4M3FNUZTypeGet(ctx), mlirFloat8E5M2FNUZTypeGet(ctx), mlirFloat8E4M3B11FNUZTypeGet(ctx), mlirFloat8E3M4TypeGet(ctx), mlirFloat8E4M3TypeGet(ctx), mlirFloat8E8M0FNUTypeGet(ctx), mlirFloat4E2M1FNTypeGet(ctx), mlirFloat6E2M3FNTypeGet(ctx), mlirFloat6E3M2FNTypeGet(ctx), mlirIndexTypeGet(ctx), mlirNoneTypeGet(ctx), mlirIntegerTypeGet(ctx, 0), mlirIntegerTypeSignedGet(ctx, 1), mlirIntegerTypeUnsignedGet(ctx, 128), mlirComplexTypeGet(mlirF16TypeGet(ctx)), mlirTupleTypeGet(ctx, 0, NULL)};
  for (unsigned i = 0; i < sizeof(built)/sizeof(*built); ++i) print_type(built[i]);
  const char *names[] = {"x"};
  (void)names;
  print_str(mlirIntegerTypeGetName()); print_str(mlirFloat8E4M3FNTypeGetName()); print_str(mlirMemRefTypeGetName()); print_str(mlirUnrankedMemRefTypeGetName()); print_str(mlirOpaqueTypeGetName()); print_str(mlirTF32TypeGetName()); print_str(mlirBF16TypeGetName()); print_str(mlirVectorTypeGetName()); print_str(mlirFunctionTypeGetName()); print_str(mlirComplexTypeGetName()); print_str(mlirTupleTypeGetName()); print_str(mlirNoneTypeGetName()); print_str(mlirIndexTypeGetName()); print_str(mlirRankedTensorTypeGetName()); print_str(mlirUnrankedTensorTypeGetName()); print_str(mlirFloat4E2M1FNTypeGetName()); print_str(mlirF16TypeGetName());
  mlirContextDestroy(ctx);
  return 0;
}
