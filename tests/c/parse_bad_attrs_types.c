// Malformed attributes and types through mlirAttributeParseGet /
// mlirTypeParseGet: the diagnostics (message, location, notes) and results.
#include "diag_print.h"
#include <stdio.h>
#include <string.h>
#include "mlir-c/IR.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"



static const char *attrs[] = {
  "dense<[4]> : i32", "dense<[4]> : tensor<?xi32>", "dense<[4]> : tensor<5xi32>",
  "dense<[4, [5]]> : tensor<2xi32>", "dense<[tf_opaque]> : tensor<1xi32>", "dense<[4.0]> : tensor<1xi32>",
  "dense<4.0> : tensor<i32>", "dense<[4]> : tensor<1xf32>", "dense<[777]> : tensor<1xi8>",
  "dense<> : tensor<i64>", "dense<[-777]> : tensor<1xi8>", "dense<[()]> : tensor<complex<i64>>",
  "dense<[(10)]> : tensor<complex<i64>>", "dense<[(10,)]> : tensor<complex<i64>>", "dense<[(10,10]> : tensor<complex<i64>>",
  "sparse<[[0, 0, 0]],  [[-2.0]]> : vector<1x1x1xf16>", "sparse<1, 10> : tensor<1x1xi16>",
  "-0x7fff : f16", "0xffffffff : f16", "42 : f32", "dense<[42.0, 42]> : tensor<2xi32>",
  "dense<[true, 42.0]> : tensor<2xi1>", "dense<[42, 42.0]> : tensor<2xf32>", "dense<[42.0, true]> : tensor<2xf32>",
  "dense<-0x7FFFFFFF> : tensor<2xf32>", "dense<0x7FF0000000000000> : tensor<2xf32>",
  "dense<0x7FFFFFF0000000000000> : tensor<2xf32>", "dense<0xFFFFFFFFFFFFFF> : tensor<2xi16>",
  "dense<true> : tensor<2xi16>", "-5 : ui32", "dense<[5, -5]> : vector<2xui32>", "-129 : i8", "256 : i8",
  "129 : si8", "-1 : ui8", "79228162514264337593543950336 : ui96", "39614081257132168796771975168 : si96",
  "{a, a}", "[@m:", "dense_resource>", "dense_resource<resource", "dense_resource<resource>",
  "dense_resource<resource> : i32", "array", "array<vector<i32>>", "array<i7>", "array<i8)", "array<i8: 1)",
  "distinct<", "distinct[i8", "distinct[0xAAAABBBBEEEEFFFF1]", "distinct[8)", "distinct[8](",
  "distinct[8]<attribute", "distinct[8]<@foo]", "affine_map<(d0) -> (d1)>", "affine_map<(d0)[s0] -> (d0 + s1)>",
  "affine_map<(d0) -> (d0 floordiv 0)>", "affine_map<(d0, d0) -> (d0)>", "affine_set<(d0) : (d0 >= )>",
  "\"unterminated", "\"bad\\escape\"", "1.0 : i32", "0x1 : bf16", "true : i32", "unit : i32",
  "@foo::", "@\"\"", "#foo", "#foo.bar<", "#foo<\"x\">", "loc(\"a\":1)", "strided<[1, ?], offset: ?x>",
  "strided<[]>", "strided<[1], offset: -1>", "dense<1> : memref<2xi32>", "dense<\"str\"> : tensor<2x!foo.str>",
  "dense<[\"a\", \"b\", \"c\"]> : tensor<2x!foo.str>", "array<i32: 1.5>", "array<f32: 1>", "array<i1: 2>",
  "dense<0x00> : tensor<3xi8>", "dense<0xZZ> : tensor<1xi8>", "dense<\"0x0102\"> : tensor<3xi8>",
  "[1, 2", "{a = }", "{1 = 2}", "sparse<[[0]], [1, 2]> : tensor<4xi32>", "sparse<[[5]], [1]> : tensor<4xi32>",
  "1 : i0", "1 : si0", "-1 : i1", "2 : i1", "1e400 : f64", "1e40 : f32", "-1e40 : f16", "0x7C01 : f16",
  "0x7FC00000 : f32", "0xFFFFFFFFFFFFFFFFFF : f64", "nan : f32", "inf : f32", "dense<[[1, 2], [3]]> : tensor<2x2xi32>",
  "dense<[[1, 2], [3, 4]]> : tensor<4xi32>", "opaque<\"x\", \"0xDEAD\"> : tensor<1xi8>",
  "dense<(1, 2)> : tensor<2xi32>", "dense<[1.5]> : tensor<1xcomplex<f32>>",
  NULL};

static const char *types[] = {
  "tensor<??xf32>", "tensor<*x*xf32>", "tensor<4x?>", "vector<0xi32>", "vector<-1xi32>", "vector<?xi32>",
  "vector<[4]x[4]xi32>", "vector<4x[4]xtensor<i32>>", "memref<4xi32, 2, 3>", "memref<*xi32, 1, 2>",
  "memref<4xi32, strided<[1, 2]>>", "memref<4xi32, affine_map<(d0, d1) -> (d0)>>", "complex<i>", "complex<memref<i32>>",
  "tuple<i32", "i", "i0x", "i16777216", "i16777215", "si", "ui0", "f7", "f80x", "!foo<", "!foo.bar<\">",
  "(i32) -> (", "(i32 -> i32", "() -> ((i32))", "() -> (i32) -> i32", "memref<?x?xf32, #map>", "tensor<4xi32, #foo.enc, 2>",
  "tensor<-2xi32>", "tensor<0x0xi32>", "memref<2x!foo.x>", "vector<2xcomplex<f32>>", "vector<2xvector<2xi32>>",
  "tensor<2xnone>", "memref<2xnone>", "memref<2xtensor<2xi32>>", "memref<2xmemref<2xi32>>", "tensor<1x2xf32, 1>",
  "none<>", "index<>", "i32<>", "bf16x", "f8E4M3FN", "f8E4M3FNx", "f4E2M1FN", "!foo.bar<(>", "!foo.bar<[>",
  NULL};

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  mlirContextAttachDiagnosticHandler(ctx, print_handler, NULL, NULL);
  for (int i = 0; attrs[i]; i++) {
    printf("attr %s\n", attrs[i]);
    MlirAttribute a = mlirAttributeParseGet(ctx, S(attrs[i]));
    if (mlirAttributeIsNull(a)) printf("  -> null\n");
    else { printf("  -> "); mlirAttributePrint(a, print_cb, NULL); printf("\n"); }
  }
  for (int i = 0; types[i]; i++) {
    printf("type %s\n", types[i]);
    MlirType t = mlirTypeParseGet(ctx, S(types[i]));
    if (mlirTypeIsNull(t)) printf("  -> null\n");
    else { printf("  -> "); mlirTypePrint(t, print_cb, NULL); printf("\n"); }
  }
  mlirContextDestroy(ctx);
  return 0;
}
