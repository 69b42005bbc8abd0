"foo.elements"() {
  d1 = dense<1> : tensor<4xi32>, d2 = dense<[1, 2, 3]> : tensor<3xi64>,
  d3 = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>, d4 = dense<[true, false, true]> : tensor<3xi1>,
  d5 = dense<true> : vector<8xi1>, d6 = dense<"0x01020304"> : tensor<4xi8>, d7 = dense<"0xFF"> : tensor<2x2xi1>,
  d8 = dense<(1, 2)> : tensor<complex<i32>>, d9 = dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>,
  d10 = dense<["a", "b"]> : tensor<2x!foo.str>, d11 = dense<> : tensor<0xf32>, d12 = dense<-5> : tensor<i8>,
  d13 = dense<[1.5, -2.5]> : tensor<2xf16>,
  s1 = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, s2 = sparse<> : tensor<2xf32>,
  s3 = sparse<0, 1.0> : tensor<2xf64>,
  a1 = array<i32: 1, 2, 3>, a2 = array<f64: 1.5>, a3 = array<i1: true, false>, a4 = array<i8>,
  st1 = strided<[1]>, st2 = strided<[?, 4], offset: ?>, st3 = strided<[], offset: 7>,
  am1 = affine_map<(d0) -> (d0)>, am2 = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 3 - 1, d0 floordiv 2, d1 ceildiv 4, d0 mod 5)>,
  am3 = affine_map<() -> (0)>, as1 = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 3)>, as2 = affine_set<(d0) : ()>,
  dis = distinct[0]<42 : i32>, dis2 = distinct[0]<42 : i32>, dis3 = distinct[1]<>,
  res = dense_resource<blob1> : tensor<2xi32>
} : () -> ()
"foo.memref"() : () -> memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
"foo.memref2"() : () -> memref<4x?xf32, strided<[?, 1], offset: ?>, 3>
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x080000000100000002000000"
    }
  },
  external_resources: {
    foo: {
      key: "value"
    }
  }
#-}
