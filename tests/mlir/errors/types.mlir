"foo.a"() : () -> memref<4xf32, strided<[1, 2]>>
// -----
"foo.a"() : () -> memref<4x4xf32, affine_map<(d0) -> (d0)>>
// -----
"foo.a"() : () -> memref<4xf32, [1]>
// -----
"foo.a"() : () -> memref<*xf32, [1]>
// -----
"foo.a"() : () -> memref<4xf32, unit>
// -----
"foo.a"() : () -> memref<4xf32, 1, 2>
// -----
"foo.a"() : () -> memref<*xf32, affine_map<(d0) -> (d0)>>
// -----
"foo.a"() : () -> memref<4xf32, 1, affine_map<(d0) -> (d0)>>
// -----
"foo.a"() : () -> memref<*xtuple<>>
// -----
"foo.a"() : () -> tensor<*xnone>
// -----
"foo.a"() : () -> tensor<*xf32, "enc">
// -----
"foo.a"() : () -> vector<[4]x0xf32>
// -----
"foo.a"() : () -> vector<0xtensor<f32>>
// -----
"foo.a"() : () -> !a-b.c
// -----
"foo.a"() : () -> !a-b<"a">
// -----
"foo.a"() : () -> !.c
// -----
"foo.a"() : () -> memref<4xf32, 0 : i64>, !foo<"x">
// -----
"foo.a"() : () -> (memref<4xf32, 0>, memref<4xf32, "x">, memref<2x3xi8, strided<[3, 1]>>, memref<*xf32, 7>)
