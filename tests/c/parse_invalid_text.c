// Invalid type and attribute text, second batch: shapes, layouts,
// scalable dims, complex/tuple/function syntax, dense/array/sparse element
// mismatches, strided and affine syntax, dictionaries, symbols, dialect
// symbols with unregistered dialects disallowed, locations, literals and
// escapes: upstream's messages and locations.
#include "diag_print.h"
static MlirContext ctx;
static void ta(const char *s) { printf("A %s\n", s); MlirAttribute a = mlirAttributeParseGet(ctx, S(s)); if (mlirAttributeIsNull(a)) printf("  <null>\n"); else { printf("  "); print_attr(a); } }
static void tt(const char *s) { printf("T %s\n", s); MlirType a = mlirTypeParseGet(ctx, S(s)); if (mlirTypeIsNull(a)) printf("  <null>\n"); else { printf("  "); print_type(a); } }
int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  ctx = diag_context(0);
  const char *types[] = {"memref<4xf32, strided<[1, 2]>>", "memref<?xf32, affine_map<(d0) -> (d0, d0)>>", "memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>", "vector<2x[?]xf32>", "vector<[2]x[[3]]xf32>", "tensor<4x?x*xf32>", "complex<tensor<2xf32>>", "complex<memref<2xf32>>",
    "tuple<i32", "tuple<i32,>", "(i32", "(i32) ->", "(i32) -> (", "() -> i32, i32", "tensor<4x4>", "tensor<4x4x>", "tensor<4 x f32>", "tensor<4xf32,>", "tensor<0x?xf32>", "memref<4xf32, strided<[1], offset: x>>", "memref<4xf32, strided<[x]>>", "memref<4xf32, strided<[1] offset: 1>>",
    "memref<4xf32, strided<>>", "memref<4xf32, 1, 2>", "memref<4xf32, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>>", "memref<*xf32, strided<[1]>>", "vector<4x0xf32>", "vector<-1xf32>", "vector<4xf32, 1>", "tensor<9223372036854775807x2xf32>", "tensor<99999999999999999999xf32>",
    "i99999999", "si0", "ui0", "f8E4M3FNX", "Index", "!t.x", "!t<\"x\">", "!t", "!.x", "!t.x<", "opaque<\"t\", \"x\">", "memref<4x!t.x>", "none<>", "index<32>", "i32<>", "f32 : f32", "tf32x2", "vector<4xi32 >", "tensor<\n4xf32>", "tensor<4xf32>>", "memref<4xf32, \"x\" : i32>"};
  for (unsigned i = 0; i < sizeof(types)/sizeof(*types); ++i) tt(types[i]);
  const char *attrs[] = {"dense<[1, 2]> : tensor<2xi1>", "dense<[true, 2]> : tensor<2xi1>", "dense<[1, 2]> : tensor<2xf32>", "dense<[1.5, 2]> : tensor<2xf32>", "dense<[(1, 2), 3]> : tensor<2xcomplex<i32>>", "dense<[1, \"a\"]> : tensor<2xi32>", "dense<[\"a\", 1]> : tensor<2x!t.s>",
    "dense<[[1, 2], 3]> : tensor<2x2xi32>", "dense<[1, 2> : tensor<2xi32>", "dense<1> : i32", "dense<1> : tuple<i32>", "dense<1> : tensor<2xtensor<2xi32>>", "dense<1> : tensor<2x!t.x>", "dense<0x1G> : tensor<2xi8>", "dense<\"0x1\"> : tensor<2xi8>", "dense<\"1234\"> : tensor<2xi8>",
    "array<i32: 1, 2", "array<i32 1>", "array<i33: 1>", "array<f16: 1.0>", "array<i1: 2>", "array<i8: -129>", "array<i32: 1.5>", "array<f32: true>", "array<tensor<2xi32>: 1>", "array<>",
    "sparse<[[0, 0]], [1, 2]> : tensor<2x2xi32>", "sparse<[[0, 5]], [1]> : tensor<2x2xi32>", "sparse<[[0]], [1]> : tensor<2x2xi32>", "sparse<[0], [1]> : tensor<2xi32>", "sparse<[[0]], [1.5]> : tensor<2xi32>",
    "strided<[1, 2], offset: ?", "strided<1>", "strided<[1], offset>", "strided<[1], size: 2>", "affine_map<(d0) -> (d0 floordiv d0)>", "affine_map<(d0) -> (d0 mod (2 * s0))>", "affine_map<(d0) -> ()", "affine_map<(d0)>", "affine_map<d0 -> d0>", "affine_set<(d0) : (d0 > 0)>", "affine_set<(d0) : (d0 == 0 == 0)>", "affine_set<(d0) : ()>", "affine_set<(d0) : (d0)>",
    "{a = 1, }", "{1 = 2}", "{\"\" = 1}", "{a = }", "[1, 2,]", "@a::b", "@a::@", "#t.x<", "#t<\"x", "#t", "#.x", "loc(", "loc(\"a\":x)", "loc(callsite(\"a\"))", "loc(fused<>[])", "loc(fused[\"a\"", "unit : i32", "true : i1", "1 : f32 : i32",
    "1.5 : i32", "0x1.8p1 : f32", "1.0e : f32", "- 1", "--1", "-true", "-\"s\"", "1 : i0", "0 : i0", "-0 : ui8", "0xFFFFFFFFFFFFFFFFFFFF : i64", "\"\\q\"", "\"\\1\"", "\"\\g0\"", "\"a\nb\"", "type(i32)", "distinct[x]<1>", "distinct[0]<>", "distinct[0]", "dense_resource<> : tensor<2xi8>", "dense_resource<r> : i32", "opaque<\"t\", \"0x01\"> : tensor<1xi8>"};
  for (unsigned i = 0; i < sizeof(attrs)/sizeof(*attrs); ++i) ta(attrs[i]);
  mlirContextDestroy(ctx);
  return 0;
}
