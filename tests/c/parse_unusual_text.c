// Type and attribute parsing of unusual but valid text (round trip through
// the printer) and invalid text (diagnostic text and location).
#include "diag_print.h"
static MlirContext ctx;
static void ta(const char *s) { printf("A %s\n", s); MlirAttribute a = mlirAttributeParseGet(ctx, S(s)); if (mlirAttributeIsNull(a)) printf("  <null>\n"); else { printf("  "); print_attr(a); } }
static void tt(const char *s) { printf("T %s\n", s); MlirType a = mlirTypeParseGet(ctx, S(s)); if (mlirTypeIsNull(a)) printf("  <null>\n"); else { printf("  "); print_type(a); } }
int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  ctx = diag_context(1);
  const char *types[] = {"i0", "si1", "ui64", "i16777215", "i16777216", "i", "f8E4M3", "index", "none", "complex<i1>", "complex<index>", "complex<none>",
    "tuple<>", "tuple<i32, tuple<>>", "() -> ()", "(i32) -> i32", "(i32) -> (i32, f32)", "(i32) -> ((i32) -> i32)", "((i32)) -> i32", "() -> (i32)",
    "vector<0xi32>", "vector<i32>", "vector<[0]xi32>", "vector<2x[3]x[4]xf32>", "vector<?xi32>", "vector<4xindex>", "vector<4xvector<4xi32>>", "vector<4xcomplex<f32>>",
    "tensor<*xf32>", "tensor<?x?xf32>", "tensor<-1xf32>", "tensor<0x0xi1>", "tensor<4xf32, \"enc\">", "tensor<4xf32, 5 : i32>", "tensor<*xf32, 1>", "tensor<4xtensor<4xf32>>", "tensor<4x!foo.bar>", "tensor<4xnone>",
    "memref<4xf32, 1>", "memref<4xf32, \"gpu\">", "memref<4xf32, {a = 1}>", "memref<4xf32, affine_map<(d0) -> (d0 + 1)>>", "memref<4xf32, affine_map<(d0) -> (d0 + 1)>, 3>",
    "memref<4x?xf32, strided<[?, 1], offset: ?>>", "memref<4x4xf32, strided<[4, 1]>>", "memref<4x4xf32, strided<[4, 1], offset: 0>>", "memref<4xf32, strided<[1]>, 2>",
    "memref<4xf32, strided<[2, 1]>>", "memref<4xf32, affine_map<(d0, d1) -> (d0)>>", "memref<*xf32, 2>", "memref<*xf32>", "memref<4xtensor<4xf32>>", "memref<4xmemref<4xf32>>", "memref<4xvector<4xf32>>",
    "memref<4xf32, 0>", "memref<4xf32, 0 : i64>", "memref<4xf32, -1>", "memref<4xi32, #foo.space>", "memref<4xf32, strided<[], offset: 3>>", "memref<f32, strided<[]>>",
    "!foo<\"x\">", "!foo.bar<1, 2>", "!foo.b<a[b]{c}(d)>", "!foo.b<\"unterminated>", "!foo.b<(>", "opaque<\"foo\", \"bar\">", "!builtin.integer<32>",
    "i32 ", " i32", "i32 i32", "", "f31", "bf16x", "tensor<4xf32", "tensor<4x>", "memref<4xf32, strided<[?]>, 1, 2>",
  };
  for (unsigned i = 0; i < sizeof(types)/sizeof(*types); ++i) tt(types[i]);
  const char *attrs[] = {"1", "-1", "true", "1.5", "0x10 : i8", "0x7FC00000 : f32", "0x7FC0 : f16", "0xFFFF : f16", "0x1 : f64", "-0x1 : i32", "0x100 : i8", "256 : i8", "-129 : i8", "255 : ui8", "-1 : ui8",
    "1 : i1", "2 : i1", "-1 : i1", "1.0 : i32", "1 : f32", "1e1000 : f32", "1e1000 : f64", "-1e-50 : f32", "inf", "1.0 : bf16", "65504.0 : f16", "65520.0 : f16", "0.1 : f8E4M3FN", "1000.0 : f8E4M3FN",
    "\"s\" : i32", "\"\\00\\ff\"", "\"\\n\"", "unit", "[]", "[1, [2, \"x\"]]", "{}", "{b = 1, a = 2}", "{a, b = unit}", "{a = 1, a = 2}", "{\"x y\" = 1}",
    "@sym", "@sym::@nested::@deep", "@\"quoted sym\"", "@sym::", "array<i32>", "array<i32: 1, 2>", "array<i1: true, false>", "array<f32: 1.0, -0.0>", "array<f64: 1, 2>", "array<i8: 300>", "array<i64: 9223372036854775807, -9223372036854775808>",
    "affine_map<(d0) -> (d0 floordiv 0)>", "affine_map<(d0)[s0] -> (d0 * s0)>", "affine_map<(d0) -> (d0 * d0)>", "affine_map<(d0) -> (d1)>", "affine_set<(d0) : (d0 >= 0, d0 == 1)>", "affine_set<() : ()>",
    "loc(unknown)", "dense_resource<blob1> : tensor<4xi32>", "sparse<[[0, 1]], [5]> : tensor<2x2xi32>", "sparse<> : tensor<2xi32>",
    "opaque<\"foo\", \"0xDEAD\"> : tensor<2xi32>", "#foo.bar", "#foo<\"bar\">", "#foo.bar<1 : i32>", "distinct[0]<42 : i32>", "distinct[1]<unit>",
    "strided<[1, ?]>", "strided<[?], offset: 5>", "strided<[]>", "strided<[-1]>", "strided<[0]>",
    "i32", "tensor<2xi32>", "type(i32)", "1 : index", "-9223372036854775809 : index", "18446744073709551616 : i64", "340282366920938463463374607431768211455 : i128", "-170141183460469231731687303715884105728 : si128",
    "dense<1> : tensor<2xi32> ", "1 : i32 garbage", "dense<[1, 2]> : tensor<3xi32>", "dense<[[1], [2, 3]]> : tensor<2x2xi32>", "dense<1.5> : tensor<2xi32>", "dense<300> : tensor<2xi8>", "dense<true> : tensor<2xi32>",
    "dense<\"0x01\"> : tensor<2xi32>", "dense<[1, 2]> : tensor<?xi32>", "dense<1> : tensor<*xi32>", "dense<1>", "dense<(1, 2)> : tensor<2xi32>", "dense<1> : tensor<2xcomplex<f32>>",
    "{a = 1", "[1, ", "\"unterminated", "@", "#", "!", "1 : ", "affine_map<(d0) -> (d0 + s0)>", "affine_map<(d0, d0) -> (d0)>",
  };
  for (unsigned i = 0; i < sizeof(attrs)/sizeof(*attrs); ++i) ta(attrs[i]);
  mlirContextDestroy(ctx);
  return 0;
}
