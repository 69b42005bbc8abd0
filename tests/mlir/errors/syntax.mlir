"foo.a"() {x = tensor<4xf32} : () -> ()
// -----
"foo.a"() {x = #foo.bar<1(>} : () -> ()
// -----
"foo.a"() {x = [1, 2} : () -> ()
// -----
"foo.a"() {x = 1, x = 2} : () -> ()
// -----
"foo.a"() {x = 300 : i8} : () -> ()
// -----
"foo.a"() {x = -1 : ui8} : () -> ()
// -----
"foo.a"() {x = 1 : f32} : () -> ()
// -----
"foo.a"() {x = 1.0 : i32} : () -> ()
// -----
"foo.a"() {x = #undefined} : () -> ()
// -----
"foo.a"() : () -> !undefined
// -----
"foo.a"() {x = dense<[1, 2]> : tensor<3xi32>} : () -> ()
// -----
"foo.a"() {x = dense<[[1], 2]> : tensor<2xi32>} : () -> ()
// -----
"foo.a"() {x = dense<1> : tensor<?xi32>} : () -> ()
// -----
"foo.a"() {x = dense<1> : i32} : () -> ()
// -----
"foo.a"() {x = array<i32: 1.5>} : () -> ()
// -----
"foo.a"() {x = affine_map<(d0) -> (d1)>} : () -> ()
// -----
"foo.a"() {x = affine_map<(d0, d1) -> (d0 * d1)>} : () -> ()
// -----
"foo.a"() {x = affine_set<(d0) -> (d0)>} : () -> ()
// -----
"foo.a"() : () -> vector<0xf32>
// -----
"foo.a"() : () -> vector<4xtensor<f32>>
// -----
"foo.a"() : () -> tensor<4x?xnone>
// -----
"foo.a"() : () -> memref<4xtuple<>>
// -----
"foo.a"() : () -> complex<index>
// -----
"foo.a"() : () -> i16777216
// -----
"foo.a"() {x = "unterminated} : () -> ()
// -----
"foo.a"() {x = "bad \q escape"} : () -> ()
// -----
"foo.a"() {x = 1} : () -> () ` 
// -----
#a = 1
#a = 2
// -----
!t = i32
!t = i64
// -----
#a.b = 1
// -----
"foo.a"() {x = distinct[0]<1>, y = distinct[0]<2>} : () -> ()
// -----
"foo.a"() {x = strided<[1, x]>} : () -> ()
// -----
{-# unknown_key: {} #-}
// -----
{-# dialect_resources: { nodialect: {} } #-}
// -----
{-# dialect_resources: { builtin: { blob: "nothex" } } #-}
