"foo.a"() {a = sparse<[[0, 0], [1, 1]], [1]> : tensor<2x2xi32>} : () -> ()
// -----
"foo.a"() {a = sparse<[[0, 0]], [1, 2]> : tensor<2x2xi32>} : () -> ()
// -----
"foo.a"() {a = sparse<[[5, 0]], [1]> : tensor<2x2xi32>} : () -> ()
// -----
"foo.a"() {a = sparse<[0, 0, 0], [1]> : tensor<2x2xi32>} : () -> ()
// -----
"foo.a"() {a = sparse<[[-1, 0]], [1]> : tensor<2x2xi32>} : () -> ()
// -----
"foo.a"() {a = sparse<1, 10> : tensor<1x1xi16>} : () -> ()
// -----
"foo.a"() {a = sparse<[[0, 0]], [1.5]> : tensor<2x2xi32>} : () -> ()
// -----
"foo.a"() {a = sparse<[[0, 0]], ["a"]> : tensor<2x2x!foo.s>, b = sparse<[1, 3], [1.0, 2.0]> : tensor<4xf32>} : () -> ()
// -----
"foo.a"() {x = #a-b.c} : () -> ()
// -----
"foo.a"() {x = #.c<1>} : () -> ()
// -----
"foo.a"() {x = #a-b<"x"> : i32} : () -> ()
// -----
"foo.a"() {a = array<i4: 1>} : () -> ()
// -----
"foo.a"() {a = array<i24: 1, 2>, b = array<si16: -1, 2>, c = array<ui8: 255>, d = array<f16: 1.5, 2.0>, e = array<bf16: 1.5>} : () -> ()
// -----
"foo.a"() {a = array<i1: 1>} : () -> ()
// -----
"foo.a"() {a = array<i8: true>} : () -> ()
// -----
"foo.a"() {a = array<complex<f32>: 1>} : () -> ()
// -----
"foo.a"() {a = dense_resource<r> : i32} : () -> ()
// -----
"foo.a"() {a = dense<1> : tensor<2x!foo.s>} : () -> ()
// -----
"foo.a"() {a = dense<"x"> : tensor<2xi32>} : () -> ()
// -----
"foo.a"() {a = dense<"0x0102"> : tensor<3xi8>} : () -> ()
// -----
"foo.a"() {a = dense<[1, 2]> : memref<2xi32>, b = dense<1> : vector<2xindex>, c = "s" : tensor<2xi32>} : () -> ()
// -----
"foo.a"() {a = 5 : tensor<2xi32>} : () -> ()
// -----
"foo.a"() {a = 1.5 : index} : () -> ()
// -----
"foo.a"() {a = strided<[?, 0], offset: -3>, b = 0 : i0, c = dense<0> : tensor<2xi0>} : () -> ()
// -----
"foo.a"() {a = dense<[1, 2]> : tensor<2xi0>} : () -> ()
