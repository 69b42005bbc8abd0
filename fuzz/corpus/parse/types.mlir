"foo.types"() {
  a = i1, b = si8, c = ui16, d = i64, e = index, f = none,
  g = f16, h = bf16, i = f32, j = f64, k = f80, l = f128, m = tf32,
  n = f8E5M2, o = f8E4M3, p = f8E4M3FN, q = f8E5M2FNUZ, r = f8E4M3FNUZ,
  s = f8E4M3B11FNUZ, t = f8E3M4, u = f4E2M1FN, v = f6E2M3FN, w = f6E3M2FN, x = f8E8M0FNU,
  y = complex<f32>, z = complex<i8>,
  t1 = tuple<>, t2 = tuple<i32, tuple<f32>>,
  v1 = vector<4xf32>, v2 = vector<[4]x8xi32>, v3 = vector<f32>, v4 = vector<2x[3]xindex>,
  r1 = tensor<f32>, r2 = tensor<?x4x?xi32>, r3 = tensor<*xf64>, r4 = tensor<0xi1>, r5 = tensor<2x!foo.elem>,
  m1 = memref<4x4xf32>, m2 = memref<?xi8, 1>, m3 = memref<*xf32>, m4 = memref<*xf32, 2>,
  m5 = memref<2xf32, "space">, m6 = memref<3xvector<4xf32>>,
  fn1 = (i32, f32) -> (), fn2 = () -> (i1, i2), fn3 = (i32) -> (() -> ()),
  op1 = !foo<"opaque">, op2 = !foo.bar, op3 = !foo.baz<1, [2], (3), {4}, "5">
} : () -> ()
